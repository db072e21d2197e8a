"""Writes: importing documents, judges' edits with history, superseding.

Imports are bulk operations (a 100,000-ruling FAQ imports in well under a minute) and idempotent:
a ruling or section is known by its key inside its document, so importing the same document again
updates it in place, and what the new edition dropped is removed.
"""

from dataclasses import dataclass, field

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.models import Card

from . import copy_insert, embedding_jobs
from .importers.faq import annotations, parse_faq
from .importers.rules import split_rules
from .models import DEMO_SOURCE_PREFIX, CardCitation, Document, Keyword, RulesSection, Ruling, RulingRevision, Term
from .search import languages

BATCH = 2000
MAX_TERM_LENGTH = 40


@dataclass
class ImportReport:
    document: Document
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    removed: int = 0
    warnings: list = field(default_factory=list)

    def as_dict(self):
        return {
            "document": self.document.pk,
            "created": self.created,
            "updated": self.updated,
            "unchanged": self.unchanged,
            "removed": self.removed,
            "warnings": self.warnings,
        }


def _document(*, game, kind, language, source, title, version):
    document, _created = Document.objects.update_or_create(
        game=game,
        kind=kind,
        language=language,
        source=source,
        defaults={"title": title, "version": version},
    )
    return document


def terms_add(*, language, texts):
    """Add the words of `texts` (index text: Thai already segmented) to the vocabulary that typo
    correction uses."""
    # Split first, fold each word: words repeat, and fold() caches them.
    words = {languages.fold(w) for text in texts for w in languages.WORD.findall(text or "")}
    words = {w for w in words if 3 <= len(w) <= MAX_TERM_LENGTH and not w.isdigit()}
    Term.objects.bulk_create([Term(language=language, word=w) for w in words], ignore_conflicts=True, batch_size=BATCH)


def _keywords_by_name(*, game, names):
    by_slug = {languages.fold(n): n for n in names}
    Keyword.objects.bulk_create(
        [Keyword(game=game, name=name[:100], slug=slug[:100]) for slug, name in by_slug.items()],
        ignore_conflicts=True,
    )
    slugs = {kw.slug: kw.pk for kw in Keyword.objects.filter(game=game, slug__in=[s[:100] for s in by_slug])}
    return {name: slugs[languages.fold(name)[:100]] for name in names}


def _link_annotations(*, game, rulings, annotated, fresh=False):
    """Replace the keywords and card citations of `rulings` (annotated: ruling pk -> annotations);
    `fresh` rulings have none yet, so there is nothing to delete."""
    ids = [r.pk for r in rulings]
    through = Ruling.keywords.through
    if not fresh:
        through.objects.filter(ruling_id__in=ids).delete()
        CardCitation.objects.filter(ruling_id__in=ids).delete()
    names = {k for a in annotated.values() for k in a["keywords"]}
    keyword_ids = _keywords_by_name(game=game, names=names) if names else {}
    codes = {code for a in annotated.values() for code, _ in a["cards"]}
    cards = dict(Card.objects.filter(game=game, code__in=codes).values_list("code", "pk")) if codes else {}
    # A set: two spellings of one keyword ("Barrière", "barrière") are one link.
    links = {(pk, keyword_ids[k]) for pk, a in annotated.items() for k in a["keywords"]}
    copy_insert.insert_rows(through, ("ruling", "keyword"), sorted(links))
    citations = {
        (pk, code): (pk, code, name[:255], cards.get(code))
        for pk, a in annotated.items()
        for code, name in reversed(a["cards"])  # one citation per code: the first name given wins
    }
    copy_insert.insert_rows(CardCitation, ("ruling", "code", "name", "card"), list(citations.values()))


RULING_FIELDS = ("section", "number", "question", "answer", "is_new", "characters", "origins")
NEW_RULING_FIELDS = (
    *RULING_FIELDS,
    *("game", "document", "language", "key", "status", "updated_at", "index_a", "index_b", "index_c"),
)


@transaction.atomic
def document_import_faq(*, game, language, text, source, title="", version=""):
    """Import an FAQ (the dbs-cardgame-faq format) into rulings. Raises FaqFormatError on bad input."""
    languages.configuration(language)
    parsed = parse_faq(text)
    document = _document(game=game, kind=Document.FAQ, language=language, source=source, title=title, version=version)
    report = ImportReport(document)
    existing = {r.key: r for r in Ruling.objects.filter(document=document)}
    fresh, changed, annotated_by_key = [], [], {}
    for item in parsed:
        values = {
            "section": " › ".join(item.section)[:300],
            "number": item.number,
            "question": item.question,
            "answer": item.answer,
            "is_new": item.is_new,
            "characters": item.characters,
            "origins": item.origins,
        }
        annotated_by_key[item.key] = {"keywords": item.keywords, "cards": item.cards}
        ruling = existing.pop(item.key, None)
        if ruling is None:
            ruling = Ruling(game=game, document=document, language=language, key=item.key, **values)
            fresh.append(ruling)
        elif any(getattr(ruling, k) != v for k, v in values.items()):
            _keep_revision(ruling, user=None, note=f"replaced by re-import of {source}")
            for k, v in values.items():
                setattr(ruling, k, v)
            changed.append(ruling)
        else:
            report.unchanged += 1
            continue
        ruling.fill_index(item.keywords)
    copy_insert.insert(fresh, fields=NEW_RULING_FIELDS)
    if fresh:
        pks = dict(Ruling.objects.filter(document=document).values_list("key", "pk"))
        for ruling in fresh:
            ruling.pk = pks[ruling.key]
    Ruling.objects.bulk_update(changed, [*RULING_FIELDS, "index_a", "index_b", "index_c"], batch_size=BATCH)
    touched = fresh + changed
    _link_annotations(game=game, rulings=fresh, annotated={r.pk: annotated_by_key[r.key] for r in fresh}, fresh=True)
    _link_annotations(game=game, rulings=changed, annotated={r.pk: annotated_by_key[r.key] for r in changed})
    report.removed = (
        Ruling.objects.filter(pk__in=[r.pk for r in existing.values()]).delete()[1].get("judging.Ruling", 0)
    )
    report.created, report.updated = len(fresh), len(changed)
    terms_add(language=language, texts=(f"{r.index_a} {r.index_b}" for r in touched))
    return report


SECTION_FIELDS = (
    *("document", "game", "language", "key", "path", "heading", "body", "order", "index_a", "index_b", "index_c"),
)


@transaction.atomic
def document_import_rules(*, game, language, text, source, title="", version=""):
    """Import a rules document, split into sections by its headings."""
    languages.configuration(language)
    parsed = split_rules(text)
    if not parsed:
        raise ValueError(_("line 1: the document has no text to import"))
    document = _document(game=game, kind=Document.RULES, language=language, source=source, title=title, version=version)
    report = ImportReport(document)
    existing = {s.key: s for s in RulesSection.objects.filter(document=document)}
    seen, fresh, changed = {}, [], []
    for item in _without_repeats(parsed, report):
        seen[item.heading] = seen.get(item.heading, 0) + 1
        key = f"{item.heading}#{seen[item.heading]}"[:400]
        values = {"path": item.path, "heading": item.heading[:600], "body": item.body, "order": item.order}
        section = existing.pop(key, None)
        if section is None:
            section = RulesSection(document=document, game=game, language=language, key=key, **values)
            fresh.append(section)
        elif any(getattr(section, k) != v for k, v in values.items()):
            for k, v in values.items():
                setattr(section, k, v)
            changed.append(section)
        else:
            report.unchanged += 1
            continue
        section.fill_index()
    RulesSection.objects.filter(pk__in=[s.pk for s in existing.values()]).delete()
    copy_insert.insert(fresh, fields=SECTION_FIELDS)
    RulesSection.objects.bulk_update(
        changed, ["path", "heading", "body", "order", "index_a", "index_b", "index_c"], batch_size=BATCH
    )
    report.created, report.updated, report.removed = len(fresh), len(changed), len(existing)
    terms_add(language=language, texts=(f"{s.index_a} {s.index_b}" for s in fresh + changed))
    return report


def _without_repeats(sections, report):
    """The sections but those repeating an earlier one word for word (heading and text): pages
    copied from the web carry the same block twice (the Yu-Gi-Oh! seed repeats nine), and a search
    would show it twice."""
    first_line = {}
    for item in sections:
        line = first_line.setdefault((item.heading, item.body), item.line)
        if line != item.line:
            report.warnings.append(
                _("line %(line)s: this section repeats the one at line %(first)s word for word; kept once")
                % {"line": item.line, "first": line}
            )
            continue
        yield item


def _reindex(ruling):
    found = annotations(ruling.question, ruling.answer, ruling.section.split(" › "))
    ruling.characters, ruling.origins = found["characters"], found["origins"]
    ruling.fill_index(found["keywords"])
    return found


@transaction.atomic
def ruling_create(*, game, language, question, answer, section="", user=None, document=None):
    """A judge's new ruling; its card citations and keywords are read from its text."""
    languages.configuration(language)
    ruling = Ruling(game=game, language=language, question=question, answer=answer, section=section)
    ruling.document = document
    found = _reindex(ruling)
    ruling.save()
    _link_annotations(game=game, rulings=[ruling], annotated={ruling.pk: found})
    terms_add(language=language, texts=[ruling.index_a, ruling.index_b])
    embedding_jobs.embed_later()
    return ruling


def _keep_revision(ruling, *, user, note):
    """Store the ruling's text as it stands, before a change, with who made the change and why."""
    RulingRevision.objects.create(
        ruling=ruling,
        section=ruling.section,
        question=ruling.question,
        answer=ruling.answer,
        status=ruling.status,
        edited_by=user,
        note=note[:300],
    )


@transaction.atomic
def ruling_update(*, ruling, user, question, answer, section=None, note=""):
    """Edit a ruling, keeping its previous text, who changed it and when."""
    ruling = Ruling.objects.select_for_update().get(pk=ruling.pk)
    _keep_revision(ruling, user=user, note=note)
    ruling.question, ruling.answer = question, answer
    if section is not None:
        ruling.section = section
    found = _reindex(ruling)
    ruling.save()
    _link_annotations(game=ruling.game, rulings=[ruling], annotated={ruling.pk: found})
    terms_add(language=ruling.language, texts=[ruling.index_a, ruling.index_b])
    embedding_jobs.embed_later()
    return ruling


@transaction.atomic
def ruling_supersede(*, old, new, user, note=""):
    """Mark `old` superseded by `new`: both stay, linked, and the change is in old's history."""
    if old.pk == new.pk:
        raise ValueError(_("a ruling cannot supersede itself"))
    if old.game_id != new.game_id:
        raise ValueError(_("a ruling can only be superseded by a ruling of the same game"))
    old = Ruling.objects.select_for_update().get(pk=old.pk)
    _keep_revision(old, user=user, note=note or f"superseded by ruling {new.pk}")
    old.status, old.superseded_by = Ruling.SUPERSEDED, new
    old.save(update_fields=["status", "superseded_by", "updated_at"])
    return old


def _make_way_for_real(game, report):
    """The first real document of a game takes the demo rulings out (judging/demo.py): a search never
    mixes Arbiter's examples with a real FAQ."""
    _, deleted = Document.objects.filter(game=game, source__startswith=DEMO_SOURCE_PREFIX).delete()
    removed = deleted.get(Document._meta.label, 0)
    if removed:
        report.warnings.append(
            ngettext(
                "%(count)d demo rulings document of this game was removed: the real rulings replace it.",
                "%(count)d demo rulings documents of this game were removed: the real rulings replace them.",
                removed,
            )
            % {"count": removed}
        )


def document_import(*, kind, game, language, text, source, title="", version=""):
    """Import a document of either kind; FaqFormatError / ValueError name the line at fault."""
    run = document_import_faq if kind == Document.FAQ else document_import_rules
    report = run(game=game, language=language, text=text, source=source, title=title, version=version)
    if not source.startswith(DEMO_SOURCE_PREFIX):
        _make_way_for_real(game, report)
    embedding_jobs.embed_later()  # the new and changed text gets its embeddings on a worker
    return report
