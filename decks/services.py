"""Writes for the deck builder: create, save (with optimistic concurrency), clone, delete, import."""

from django.db import transaction

from . import builder, decklists, selectors
from .models import Deck, DeckCard, DeckRevision
from .validation import CardIndex

MAX_DECKS_PER_USER = 500


class DeckConflict(Exception):
    """A save named a revision that is no longer the latest: another tab saved in between."""

    def __init__(self, deck, base_revision):
        super().__init__(
            f"This deck was saved elsewhere (revision {deck.revision}) after the version you edited "
            f"(revision {base_revision}); your save was refused so that nothing is lost."
        )
        self.deck = deck
        self.base_revision = base_revision


class DeckLimit(Exception):
    pass


def deck_create(*, owner, game, name="", format=None, sections=None, style="", notes="", is_public=False):
    """A new deck, saved as its revision 1."""
    if Deck.objects.filter(owner=owner).count() >= MAX_DECKS_PER_USER:
        raise DeckLimit(f"you already have {MAX_DECKS_PER_USER} decks; delete one first")
    sections = builder.clean_sections(sections or {}, game=game.slug)
    with transaction.atomic():
        deck = Deck.objects.create(
            owner=owner,
            game=game,
            name=name or f"New {game.name} deck",
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
        name=f"{deck.name} (copy)"[:120],
        format=deck.format,
        sections=deck.sections(),
        style=deck.style,
        notes=deck.notes,
    )


def deck_delete(*, deck_id, user):
    Deck.objects.filter(pk=deck_id, owner=user).delete()


def deck_import(*, game, text):
    """Read a decklist in any format the validator reads -> (sections, problems as text, declared style).

    Unknown cards and unreadable lines are reported and left out; everything else is imported.
    Raises decklists.DecklistError when the text is not a decklist at all.
    """
    parsed = decklists.parse_decklist(text, game=game.slug)
    messages = [problem.message for problem in parsed.problems]
    entries = [entry for section in parsed.entries.values() for entry in section]
    index = CardIndex.for_entries(game.slug, entries)
    allowed = builder.sections_of(game.slug)
    sections = builder.empty(game.slug)
    for section, section_entries in parsed.entries.items():
        if section not in allowed:
            messages.append(
                f"{game.name} decks have no {section} section; its {len(section_entries)} cards were left out"
            )
            continue
        unknown = {}
        for entry in section_entries:
            record = index.find(entry)
            if record is None:
                unknown.setdefault((entry.value, entry.line), 0)
                unknown[(entry.value, entry.line)] += 1
            else:
                sections = builder.add(sections, section=section, code=record.code)
        messages += [
            f"{f'Line {line}: ' if line else ''}unknown card {value!r} ({n} cop{'y' if n == 1 else 'ies'} left out)"
            for (value, line), n in unknown.items()
        ]
    if parsed.format_name == "text" and not parsed.shaped_lines and not builder.total(sections):
        # The validator's test too: prose with no count, code or known card name is not a decklist.
        raise decklists.DecklistError("no line has a count or a code, and none names a card")
    return sections, messages, parsed.style
