"""Writes for the deck builder: create, save (with optimistic concurrency), clone, delete, import."""

from dataclasses import dataclass, field

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.i18n import localise_problem

from . import builder, decklists, selectors
from .models import Deck, DeckCard, DeckRevision
from .suggestions import code_known_elsewhere, looks_like_code, similar_cards
from .validation import CardIndex

MAX_DECKS_PER_USER = 500


class DeckConflict(Exception):
    """A save named a revision that is no longer the latest: another tab saved in between."""

    def __init__(self, deck, base_revision):
        revisions = {"saved": deck.revision, "edited": base_revision}
        super().__init__(
            _(
                "This deck was saved elsewhere (revision %(saved)s) after the version you edited "
                "(revision %(edited)s); your save was refused so that nothing is lost."
            )
            % revisions
        )
        self.deck = deck
        self.base_revision = base_revision


class DeckLimit(Exception):
    pass


def deck_limit_check(*, owner):
    if Deck.objects.filter(owner=owner).count() >= MAX_DECKS_PER_USER:
        raise DeckLimit(_("you already have %(max)d decks; delete one first") % {"max": MAX_DECKS_PER_USER})


def deck_create(*, owner, game, name="", format=None, sections=None, style="", notes="", is_public=False):
    """A new deck, saved as its revision 1."""
    deck_limit_check(owner=owner)
    sections = builder.clean_sections(sections or {}, game=game.slug)
    with transaction.atomic():
        deck = Deck.objects.create(
            owner=owner,
            game=game,
            name=name or _("New %(game)s deck") % {"game": game.name},
            format=format or selectors.format_default(game=game),
            style=style,
            notes=notes,
            is_public=is_public,
        )
        _write_contents(deck, sections=sections, author=owner, number=1)
    return deck


def deck_save(*, deck_id, user, base_revision, sections, **fields):
    """Save new contents over `base_revision`; refuse (DeckConflict) if someone saved since.

    The revision number is claimed with a conditional UPDATE, so of two saves from the same
    starting revision exactly one succeeds, even when they race.
    """
    deck = Deck.objects.select_related("game").get(pk=deck_id, owner=user)
    sections = builder.clean_sections(sections, game=deck.game.slug)
    allowed = {"name", "format", "style", "notes", "is_public"}
    updates = {key: value for key, value in fields.items() if key in allowed and value is not None}
    with transaction.atomic():
        claimed = Deck.objects.filter(pk=deck.pk, revision=base_revision).update(revision=base_revision + 1)
        if claimed != 1:
            deck.refresh_from_db()
            raise DeckConflict(deck, base_revision)
        deck.refresh_from_db()
        for key, value in updates.items():
            setattr(deck, key, value)
        _write_contents(deck, sections=sections, author=user, number=base_revision + 1)
    return deck


def _write_contents(deck, *, sections, author, number):
    """Replace the deck's cards, record the revision and the legality as of this save."""
    verdict = selectors.deck_check(game=deck.game, sections=sections, format=deck.format, style=deck.style)
    deck.revision = number
    deck.legal = verdict.get("legal")
    deck.problem_count = len(verdict.get("problems") or [])
    deck.save()
    DeckCard.objects.filter(deck=deck).delete()
    rows, position = [], 0
    for section, cards in sections.items():
        for code, count in cards.items():
            rows.append(DeckCard(deck=deck, section=section, code=code, count=count, position=position))
            position += 1
    DeckCard.objects.bulk_create(rows)
    DeckRevision.objects.create(
        deck=deck,
        number=number,
        name=deck.name,
        format_slug=deck.format.slug if deck.format else "",
        style=deck.style,
        sections=sections,
        legal=deck.legal,
        author=author,
    )


def deck_restore(*, deck_id, user, number):
    """Save an old revision's contents as the newest revision: history is never rewritten."""
    deck = Deck.objects.select_related("game").get(pk=deck_id, owner=user)
    old = DeckRevision.objects.get(deck=deck, number=number)
    fmt = deck.game.formats.filter(slug=old.format_slug).first() or deck.format
    return deck_save(
        deck_id=deck.pk, user=user, base_revision=deck.revision, sections=old.sections,
        name=old.name, format=fmt, style=old.style,
    )  # fmt: skip


def deck_clone(*, deck, owner):
    """A private copy of a deck (the owner's own or a public one) for `owner` to edit."""
    return deck_create(
        owner=owner,
        game=deck.game,
        name=(_("%(name)s (copy)") % {"name": deck.name})[:120],
        format=deck.format,
        sections=deck.sections(),
        style=deck.style,
        notes=deck.notes,
    )


def deck_delete(*, deck_id, user):
    Deck.objects.filter(pk=deck_id, owner=user).delete()


def deck_import(*, game, text):
    """Read a decklist in any format the validator reads -> (sections, problems as text, declared style).
    The problems are in the active language.

    Unknown cards and unreadable lines are reported and left out; everything else is imported.
    Raises decklists.DecklistError when the text is not a decklist at all.
    """
    parsed = decklists.parse_decklist(text, game=game.slug)
    index = CardIndex.for_entries(game.slug, parsed.candidates())
    parsed.settle(index.knows)  # `7 Colored Fish`: a count and a name, or a name; the card database says
    parsed.place(index.homes)  # lines before any header go where their card type goes (Extra Deck monsters)
    messages = [localise_problem(problem.to_dict())["message"] for problem in parsed.problems]
    allowed = builder.sections_of(game.slug)
    sections = builder.empty(game.slug)
    for section, section_entries in parsed.entries.items():
        if section not in allowed:
            left_out = {"game": game.name, "section": section, "n": len(section_entries)}
            messages.append(
                ngettext(
                    "%(game)s decks have no %(section)s section; its %(n)d card was left out",
                    "%(game)s decks have no %(section)s section; its %(n)d cards were left out",
                    left_out["n"],
                )
                % left_out
            )
            continue
        unknown, ambiguous = {}, {}
        for entry in section_entries:
            cards = index.candidates(entry, section)  # a shared name is settled by its section
            if len(cards) == 1:
                sections = builder.add(sections, section=section, code=cards[0].code)
            elif cards:
                ambiguous.setdefault((entry.value, entry.line), index.ambiguous_problem(section, entry, cards))
            else:
                key = (entry.value, entry.line, entry.name)
                unknown[key] = unknown.get(key, 0) + 1
        for (value, line, name), n in unknown.items():
            explained = len([m for m in messages if isinstance(m, ImportNote)]) < MAX_EXPLAINED
            messages.append(_unknown_card(game, section, value, line, name, n, explained=explained))
        messages += [localise_problem(problem.to_dict())["message"] for problem in ambiguous.values()]
    if parsed.format_name == "text" and not parsed.shaped_lines and not builder.total(sections):
        # The validator's test too: prose with no count, code or known card name is not a decklist.
        raise decklists.DecklistError(_("no line has a count or a code, and none names a card"))
    return sections, messages, parsed.style


@dataclass
class ImportNote:
    """An unknown card of an import: what was written, where, and what it may have meant."""

    message: str
    section: str
    written: str
    line: int | None
    count: int
    replacement: str = "name"  # what a suggestion replaces `written` with in the decklist: its name or code
    suggestions: list = field(default_factory=list)  # [(code, name)], closest first

    def __str__(self):
        return self.message


MAX_EXPLAINED = 20  # unknown cards looked up for suggestions in one import; the rest are only listed


def _unknown_card(game, section, value, line, name, n, *, explained):
    if looks_like_code(game.slug, value):
        message = _code_outside_pool(game, value, line, n, explained=explained)
        note = ImportNote(message, section, value, line, n, replacement="code")
        if name and explained:  # "4 BT9-999 Some Name": the name says which card was meant
            note.suggestions = similar_cards(game=game, name=name)
        return note
    note = ImportNote(_unknown_name(value, line, n), section, value, line, n)
    if explained:
        note.suggestions = similar_cards(game=game, name=value)
    return note


def _code_outside_pool(game, code, line, n, *, explained):
    fields = {"card": code, "line": line, "n": n}
    if line:
        text = ngettext(
            "Line %(line)s: %(card)s is not in this card pool (%(n)d copy left out).",
            "Line %(line)s: %(card)s is not in this card pool (%(n)d copies left out).",
            n,
        )
    else:
        text = ngettext(
            "%(card)s is not in this card pool (%(n)d copy left out).",
            "%(card)s is not in this card pool (%(n)d copies left out).",
            n,
        )
    text %= fields
    lists, games = code_known_elsewhere(game=game, code=code) if explained else ([], [])
    places = [
        _("%(format)s, as “%(name)s”") % {"format": fmt.label, "name": listed} if listed else fmt.label
        for fmt, listed in lists
    ] + [other.name for other in games]
    if places:
        text += " " + _("The database knows it from: %(places)s.") % {"places": "; ".join(places)}
    return text


def _unknown_name(value, line, n):
    fields = {"card": repr(value), "line": line, "n": n}
    if line:
        text = ngettext(
            "Line %(line)s: unknown card %(card)s (%(n)d copy left out)",
            "Line %(line)s: unknown card %(card)s (%(n)d copies left out)",
            n,
        )
    else:
        text = ngettext(
            "unknown card %(card)s (%(n)d copy left out)", "unknown card %(card)s (%(n)d copies left out)", n
        )
    return text % fields
