"""Reads: the ruling and rules search, and the lists pages show.

`ruling_search` ranks every language and kind asked, merges the hits by rank (the reader's language
first, current before superseded, question or heading hits before body hits) and returns the page
asked; when the exact search finds little, it corrects misspelled words against the corpus
vocabulary and tries again. On PostgreSQL a search is one prepared SQL statement that also returns
the page's games, documents and cited cards (search/postgres.py); on SQLite one FTS5 query per
language and kind (search/backends.py).
"""

import difflib
import functools
from collections import Counter
from dataclasses import dataclass, field

from django.db.models import Case, CharField, IntegerField, Prefetch, Value, When
from django.urls import get_script_prefix, get_urlconf, reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from games.models import Game

from .models import CardCitation, Document, RulesSection, Ruling, Term
from .search import backends, languages, postgres, snippets
from .search import query as q

KINDS = ("ruling", "rules")
FEW = 3  # fewer exact hits than this and typo correction is tried
MAX_LIMIT = 100


class SearchError(ValueError):
    """A bad search parameter; `field` names it. The message is in the active language."""

    def __init__(self, field, message):
        super().__init__(message)
        self.field = field


@dataclass
class SearchParams:
    q: str = ""
    game: str = ""
    lang: str = ""
    card: str = ""
    keyword: str = ""
    section: str = ""
    status: str = ""
    kind: str = ""
    limit: int = 20
    offset: int = 0
    # Searching every language, results in this one (the reader's: search follows the interface) come first.
    first: str = ""

    def check(self):
        if len(self.q) > q.MAX_QUERY_LENGTH:
            raise SearchError("q", _("the query is longer than %(max)d characters") % {"max": q.MAX_QUERY_LENGTH})
        if self.lang and self.lang not in languages.LANGUAGES:
            known = {"lang": repr(self.lang), "known": ", ".join(languages.LANGUAGES)}
            raise SearchError("lang", _("unknown language %(lang)s; one of %(known)s") % known)
        if self.kind and self.kind not in KINDS:
            raise SearchError("kind", _("kind is 'ruling' or 'rules'"))
        if self.status and self.status not in (Ruling.CURRENT, Ruling.SUPERSEDED):
            raise SearchError("status", _("status is 'current' or 'superseded'"))
        if self.game and not _game_exists(self.game):
            raise SearchError("game", _("unknown game %(game)s") % {"game": repr(self.game)})
        if not 1 <= self.limit <= MAX_LIMIT:
            raise SearchError("limit", _("limit is between 1 and %(max)d") % {"max": MAX_LIMIT})
        if not 0 <= self.offset <= 10_000:
            raise SearchError("offset", _("offset is between 0 and 10000"))
        if not (self.q.strip() or self.card or self.keyword):
            raise SearchError("q", _("give a query (q), a card or a keyword"))

    @property
    def first_language(self):
        """The language whose results lead: `first` when every language is searched and it is one of them."""
        return self.first if not self.lang and self.first in languages.LANGUAGES else ""

    @property
    def ruling_only(self):
        """Card, keyword and status concern rulings; rules sections have none of them."""
        return bool(self.card or self.keyword or self.status)


_GAMES = set()  # slugs seen to exist: games are few and never renamed, so a search needs no query for it


def _game_exists(slug):
    if slug not in _GAMES and Game.objects.filter(slug=slug).exists():
        _GAMES.add(slug)
    return slug in _GAMES


@dataclass
class SearchResult:
    hits: list
    words: list  # the positive query words, for snippets
    corrected: str = ""
    languages: list = field(default_factory=list)
    has_more: bool = False


def _citations():
    """A ruling's citations in code order; ordered by the ruling's id, not by its Meta ordering, which
    would join the documents and games into the prefetch query for nothing."""
    citations = CardCitation.objects.select_related("card__game").order_by("ruling_id", "code")
    return Prefetch("citations", queryset=citations)


def _of_game(model, params):
    """The rulings or sections with their game and document, of the game asked for if one is."""
    rows = model.objects.select_related("game", "document")
    return rows.filter(game__slug=params.game) if params.game else rows


def _rulings(params):
    rulings = _of_game(Ruling, params)  # citations: _attach_cards, for the page only
    # Card and keyword as semi-joins (IN a subquery), not joins: no duplicate rows, so no DISTINCT,
    # and the ranked subquery of the search can stay a plain ORDER BY ... LIMIT.
    if params.card:
        cited = CardCitation.objects.filter(code__iexact=params.card.strip()).values("ruling_id")
        rulings = rulings.filter(pk__in=cited)
    if params.keyword:
        through = Ruling.keywords.through.objects.filter(keyword__slug=_keyword_slug(params.keyword))
        rulings = rulings.filter(pk__in=through.values("ruling_id"))
    if params.section:
        rulings = rulings.filter(section__icontains=params.section)
    if params.status:
        rulings = rulings.filter(status=params.status)
    return rulings


def _keyword_slug(keyword):
    return languages.fold(keyword.strip().strip("[]"))


def _sections(params):
    sections = _of_game(RulesSection, params)
    if params.section:
        sections = sections.filter(heading__icontains=params.section)
    return sections


def _kinds(params):
    wanted = [params.kind] if params.kind else list(KINDS)
    return [k for k in wanted if k == "ruling"] if params.ruling_only else wanted


def _querysets(params):
    return [
        (k, Ruling, _rulings(params)) if k == "ruling" else (k, RulesSection, _sections(params)) for k in _kinds(params)
    ]


def content_present(game_slug=""):
    """Per kind, the languages there is something to search in (for a game); the rest is skipped.
    One round trip: the documents' (kind, language) pairs and the languages of rulings entered
    without a document, unordered (the models' default ordering would join the games for nothing)."""
    documents = Document.objects.order_by()
    loose = Ruling.objects.filter(document__isnull=True).order_by()
    if game_slug:
        documents, loose = documents.filter(game__slug=game_slug), loose.filter(game__slug=game_slug)
    pairs = documents.values_list("kind", "language").union(
        loose.annotate(kind=Value(Document.FAQ, output_field=CharField())).values_list("kind", "language")
    )
    present = {"ruling": set(), "rules": set()}
    for kind, lang in pairs:
        present["ruling" if kind == Document.FAQ else "rules"].add(lang)
    return present


def coverage():
    """[(game, [language codes])]: the games that have rulings or rules to search, each with its languages, in
    the games' and the languages' order (what an empty search tells the reader there is). One round trip."""
    documents = Document.objects.order_by().values_list("game_id", "language")
    loose = Ruling.objects.filter(document__isnull=True).order_by().values_list("game_id", "language")
    found = {}
    for game_id, language in documents.union(loose):
        found.setdefault(game_id, set()).add(language)
    games = Game.objects.filter(pk__in=found).order_by("order", "name")
    return [(game, [lang for lang in languages.LANGUAGES if lang in found[game.pk]]) for game in games]


def languages_present(game_slug="", present=None):
    """The languages there is something to search in (for a game), in the mapping's order."""
    present = present if present is not None else content_present(game_slug)
    return [lang for lang in languages.LANGUAGES if lang in present["ruling"] | present["rules"]]


def _filters(params):
    return postgres.Filters(
        game=params.game,
        card=params.card.strip(),
        keyword=_keyword_slug(params.keyword) if params.keyword else "",
        section=params.section,
        status=params.status,
    )


def _search_once(params, groups, langs, present):
    """The hits from `params.offset` on (at least FEW when there are that many, so typo correction is
    decided as for the first page), and the languages present per kind, learnt from the search
    itself on PostgreSQL when `present` is None (then every language present is searched)."""
    count = max(params.limit + 1, FEW)
    first = params.first_language
    if backends.is_postgres():
        if present is not None:
            return _postgres_hits(params, groups, langs, present, count), present
        # The languages the last search of this game's content found present (the statement says
        # which are, beside its hits): searching only those instead of every language halves the
        # branches of the common search. A pair present now but not then (an import since, in any
        # process) is searched at once in a second statement, so the hits are those of searching
        # every language: a language without content adds none.
        guess = _SEEN_PRESENT.get(params.game)
        searched = guess if guess is not None else {kind: set(languages.LANGUAGES) for kind in KINDS}
        hits, found = _postgres_hits(params, groups, languages.LANGUAGES, searched, count, learn=True)
        present = _present_from(found) if found is not None else content_present(params.game)
        if len(_SEEN_PRESENT) >= SEEN_GAMES:  # the slug is the client's: keep a few
            _SEEN_PRESENT.clear()
        _SEEN_PRESENT[params.game] = present
        if any(present[kind] - searched[kind] for kind in _kinds(params)):
            hits = _postgres_hits(params, groups, languages.LANGUAGES, present, count)
        return hits, present
    searches = [
        (model, queryset, [lang for lang in langs if lang in present[kind]])
        for kind, model, queryset in _querysets(params)
    ]
    hits = backends.run([s for s in searches if s[2]], groups, params.offset + count, first=first)
    return hits[params.offset : params.offset + count], present


# game slug ("" for every game) -> the languages present per kind the last search learnt there.
_SEEN_PRESENT = {}
SEEN_GAMES = 64


def _postgres_hits(params, groups, langs, present, count, *, learn=False):
    """The hits of one statement searching `langs` where `present` has them; with `learn`, also the
    "kind:language" pairs present as the statement read them (None when nothing was searched)."""
    first = params.first_language
    searches = [
        (postgres.RULING if kind == "ruling" else postgres.RULES, [x for x in langs if x in present[kind]])
        for kind in _kinds(params)
    ]
    # Only for the languages searched: a Thai query is segmented by a dictionary for nothing otherwise.
    queries = {lang: q.to_websearch(q.segmented(groups, lang)) for _kind, searched in searches for lang in searched}
    rows, found = postgres.search(
        searches,
        queries,
        _filters(params),
        first=first,
        offset=params.offset,
        count=count,
        candidates=backends.CANDIDATES,
        present=learn,
    )
    hits = [
        backends.Hit(
            row.obj,
            row.rank,
            row.rank >= backends.QUESTION_HIT,
            cards=[_card(*card) for card in row.cards] if row.cards is not None else None,
            first=row.obj.language == first,
        )
        for row in rows
    ]
    return (hits, found) if learn else hits


def _present_from(pairs):
    present = {"ruling": set(), "rules": set()}
    for pair in pairs:
        kind, lang = pair.split(":")
        present["ruling" if kind == Document.FAQ else "rules"].add(lang)
    return present


def _browse(params, langs):
    """No query words, only filters (a card, a keyword): the matching rulings in document order, those
    in the reader's language first; from `params.offset` on."""
    first = params.first_language
    rulings = _rulings(params).filter(language__in=langs).defer(*backends.HEAVY_FIELDS)
    later = Case(When(language=first, then=Value(0)), default=Value(1), output_field=IntegerField())
    rows = rulings.order_by(later, "status", "document_id", "id")[params.offset : params.offset + params.limit + 1]
    return [backends.Hit(r, 0.0, False, first=r.language == first) for r in rows]


def _first_in_front(langs, first):
    return sorted(langs, key=lambda lang: lang != first) if first else langs


def ruling_search(*, params):
    """Search rulings and rules sections. Raises SearchError naming a bad parameter.

    The result's hits are the page asked (`params.limit` from `params.offset`), best first."""
    params.check()
    groups = q.parse(params.q)
    if params.lang:
        # Both kinds are asked in the same ranking query, where a kind with nothing in that
        # language costs an empty index lookup, less than a query to find out beforehand.
        present = {kind: {params.lang} for kind in KINDS}
    elif groups and backends.is_postgres() and not any(t.negated for group in groups for t in group):
        present = None  # every language is searched, and the same statement says which are present
    else:
        present = content_present(params.game)
    if present is not None:
        _check_wants_a_word(groups, _languages(params, present))  # nothing to check without exclusions
    if not groups:
        # Only filters (a card, a keyword) list rulings; a query of nothing but syntax finds nothing.
        langs = _languages(params, present)
        hits = _browse(params, langs) if params.card or params.keyword else []
        result = SearchResult(hits, [], languages=langs)
    else:
        langs = _languages(params, present) if present is not None else None
        hits, present = _search_once(params, groups, langs, present)
        langs = _languages(params, present)
        result = SearchResult(hits, q.positive_words(groups), languages=langs)
        if len(hits) < FEW and params.offset == 0:
            result = _corrected(params, groups, langs, present, result)
    result.has_more = len(result.hits) > params.limit
    result.hits = result.hits[: params.limit]
    _attach_cards([hit for hit in result.hits if hit.cards is None])
    _attach_permalinks(result.hits)
    return result


def _languages(params, present):
    if params.lang:
        return [params.lang]
    return _first_in_front(languages_present(present=present), params.first_language)


def _check_wants_a_word(groups, langs):
    """Exclusions alone are no search: PostgreSQL would list every ruling lacking the excluded words
    and SQLite none, so both ask for a word instead (see q.excluding_only)."""
    group = q.excluding_only(groups, langs) or backends.excluding_only(groups, langs)
    if group is None:
        return
    words = {
        "excluded": " ".join(q.render(t) for t in group if t.negated),
        "common": " ".join(q.render(t) for t in group if not t.negated),
    }
    either_side = len(groups) > 1
    if words["common"] and either_side:
        message = _(
            "add a word to search for: %(excluded)s only excludes, and %(common)s is too common to be searched "
            "(each side of 'or' needs one)"
        )
    elif words["common"]:
        message = _("add a word to search for: %(excluded)s only excludes, and %(common)s is too common to be searched")
    elif either_side:
        message = _("add a word to search for: %(excluded)s only excludes (each side of 'or' needs one)")
    else:
        message = _("add a word to search for: %(excluded)s only excludes")
    raise SearchError("q", message % words)


def _attach_cards(hits):
    """The cards each ruling of the page cites, as the results show them, in one plain query for the
    whole page (prefetching model instances of citations, cards and games cost ~3 ms a search)."""
    rulings = {hit.obj.pk: hit for hit in hits if isinstance(hit.obj, Ruling)}
    if not rulings:
        return
    for hit in rulings.values():
        hit.cards = []
    citations = (
        CardCitation.objects.filter(ruling_id__in=list(rulings))
        .order_by("ruling_id", "code")
        .values_list("ruling_id", "code", "name", "card__code", "card__game__slug")
    )
    for ruling_id, *card in citations:
        rulings[ruling_id].cards.append(_card(*card))


def _card(code, name, card_code, game_slug):
    """A cited card as results show it: linked when the card database has it."""
    url = reverse("card-detail", args=[game_slug, card_code]) if card_code else None
    return {"code": code, "name": name, "url": url}


def _corrected(params, groups, langs, present, exact):
    """Typo tolerance: the query again with each unknown word replaced by the closest known one."""
    best = exact
    words = q.positive_words(groups)
    # Words as typed, before segmentation: a misspelled Thai word falls apart into fragments.
    found = {
        lang: backends.corrections(words, lang) for lang in _written_in(words, langs, params.first_language, exact.hits)
    }
    found = {lang: fixes for lang, fixes in found.items() if fixes}
    kept = {*_closest(found), params.first_language}
    for lang, fixes in ((lang, fixes) for lang, fixes in found.items() if lang in kept):
        fixed = q.replace_words(groups, fixes)
        hits, _present = _search_once(params, fixed, [lang], present)
        if hits:
            merged = {(type(h.obj), h.obj.pk): h for h in [*best.hits, *hits]}
            shown = q.to_websearch(fixed)
            best = SearchResult(
                sorted(merged.values(), key=lambda h: h.sort_key),
                [*best.words, *q.positive_words(fixed)],
                corrected=f"{best.corrected} / {shown}" if best.corrected and shown not in best.corrected else shown,
                languages=langs,
            )
    return best


def _written_in(words, langs, first, hits):
    """The languages a query may be written in, among `langs`, for typo correction: searching every
    language, an English word mistyped would otherwise be "corrected" into any French or Spanish
    word that looks like it (issue 18). The languages of the hits found, else those whose vocabulary
    knows the most of the query's words, else those written in the query's script."""
    if len(langs) < 2:
        return langs
    found = {hit.obj.language for hit in hits}
    if found:
        return [lang for lang in langs if lang in found]
    folded = {languages.fold(w) for w in words}
    known = Counter(Term.objects.filter(word__in=folded, language__in=langs).values_list("language", flat=True))
    if known:
        most = max(known.values())
        return [lang for lang in langs if known[lang] == most]
    scripts = {languages.script(w) for w in words}
    return [lang for lang in langs if languages.SCRIPTS[lang] in scripts]


def _closest(fixes_by_language):
    """Of several languages' corrections, those nearest to what was typed ("victroy" is "victory"
    rather than "victoire"): still unsure of the query's language, the closest spelling tells. The
    reader's own language is kept beside them (`_corrected`)."""
    if len(fixes_by_language) < 2:
        return fixes_by_language
    score = {
        lang: sum(difflib.SequenceMatcher(None, typed, fix).ratio() for typed, fix in fixes.items()) / len(fixes)
        for lang, fixes in fixes_by_language.items()
    }
    best = max(score.values())
    return {lang: fixes for lang, fixes in fixes_by_language.items() if score[lang] == best}


def hit_as_dict(hit, words):
    """One search result as the API and the page show it."""
    obj = hit.obj
    if isinstance(obj, Ruling):
        text = f"{obj.question}\n{obj.answer}"
        data = {
            "kind": "ruling",
            "id": obj.pk,
            "title": f"{obj.label} {obj.question[:120]}",
            "question": obj.question,
            "answer": obj.answer,
            "section": obj.section,
            "status": obj.status,
            "superseded_by": obj.superseded_by_id,
            "is_new": obj.is_new,
            "cards": hit.cards if hit.cards is not None else [citation_as_dict(c) for c in obj.citations.all()],
        }
    else:
        text = obj.body
        data = {"kind": "rules", "id": obj.pk, "title": obj.heading, "section": obj.heading, "status": "current"}
    data.update(
        {
            "game": obj.game.slug,
            "language": obj.language,
            "document": obj.document.name_for(obj.game) if obj.document else "",
            "permalink": hit.permalink or _permalink(obj),
            "snippet": snippets.snippet(text, words, obj.language),
            "rank": round(hit.rank, 6),
        }
    )
    return data


_SAMPLE_PK = 987654321


@functools.lru_cache(maxsize=64)
def _url_around_pk(name, language, script_prefix, urlconf):
    return reverse(name, args=[_SAMPLE_PK], urlconf=urlconf).split(str(_SAMPLE_PK))


def _permalink(obj, context=None):
    """obj.get_absolute_url() without resolving the URL again for every result: the address of
    one sample id in the active language (and URL prefix and configuration), with the id put in."""
    name = "rulings-detail" if isinstance(obj, Ruling) else "rulings-section"
    before, after = _url_around_pk(name, *(context or _url_context()))
    return f"{before}{obj.pk}{after}"


def _url_context():
    return get_language(), get_script_prefix(), get_urlconf()


def _attach_permalinks(hits):
    context = _url_context()
    for hit in hits:
        hit.permalink = _permalink(hit.obj, context)


def citation_as_dict(citation):
    return {
        "code": citation.code,
        "name": citation.name,
        "url": citation.card.get_absolute_url() if citation.card_id else None,
    }


def rulings_citing(*, card):
    """Every ruling citing a card (by its code in its game), current ones first."""
    return (
        Ruling.objects.filter(game_id=card.game_id, citations__code=card.code)
        .defer(*backends.HEAVY_FIELDS)
        .order_by("status", "document_id", "id")
        .distinct()
    )


def ruling_detail(*, pk):
    return (
        Ruling.objects.select_related("game", "document", "superseded_by")
        .prefetch_related(
            _citations(),
            "keywords",
            "supersedes",
            "revisions__edited_by",
        )
        .defer(*backends.HEAVY_FIELDS)
        .get(pk=pk)
    )
