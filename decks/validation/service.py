"""Deck validation: decklist or sections in, the verdict of the game's construction rules out.

A decklist is parsed (decks.decklists), its entries resolved to card records in one query (codes,
or names compared case- and accent-free through Card.search_name), and the records checked by
games.rules.<game>.construction against the format: the one asked for, or the game's newest
format in force on the date. The same functions serve the API, the deck editor and bulk jobs.
"""

import datetime

from django.utils import timezone
from django.utils.translation import override

from config import prepared
from games.catalogue import kept
from games.models import Card, Format, Game
from games.rules import construction, construction_games, registry
from games.rules.codes import CodeError
from games.rules.common import AMBIGUOUS_NAME, FormatRules, demo_card_problems, list_by_key
from games.rules.messages import N_, MessageError

from ..decklists import DecklistError, Entry, parse_decklist
from ..decklists.codes import normal_code
from .cards import GRANDPARENT, PARENT, CardIndex, alias_roots

MAX_SECTIONS = 8
MAX_SECTION_ENTRIES = 500
MAX_ENTRY_CHARS = 200


class ValidationInputError(MessageError):
    """The request cannot be validated (unknown game or format, bad date, not a decklist): a 400.
    Its message is a template (str() reads in the request's language); `field` names what to fix."""

    def __init__(self, template, params=None, field=None):
        super().__init__(template, params)
        self.field = field

    @classmethod
    def of(cls, error, field):
        """The same message as another MessageError (a DecklistError), now naming the field."""
        return cls(error.template, error.params, field)


def validate_decklist(*, game, text, format=None, date=None, index=None, rules=None):
    """Validate a decklist in any format -> the API body. `index`/`rules` let bulk jobs share lookups."""
    game_obj = _game(game)
    try:
        parsed = parse_decklist(text, game=game_obj.slug)
    except DecklistError as exc:
        raise ValidationInputError.of(exc, "decklist") from None
    fmt = _format(game_obj, format, date) if rules is None else None
    index = index or game_index(game_obj)
    try:
        parsed.settle(index.knows)
    except DecklistError as exc:
        raise ValidationInputError.of(exc, "decklist") from None
    parsed.place(index.homes)  # a list without headers: each card where its type goes
    records, unknown = index.resolve(parsed.entries)
    named = any(records.values()) or any(p.code == AMBIGUOUS_NAME for p in unknown)
    if (
        parsed.format_name in ("text", registry.get(game_obj.slug).text_format)
        and not parsed.shaped_lines
        and not named
    ):
        raise ValidationInputError(
            N_("this is not a decklist: no line has a count or a code, and none names a {game} card"),
            {"game": game_obj.name},
            "decklist",
        )
    rules = rules or kept_rules(fmt)
    problems = [*parsed.problems, *unknown, *demo_card_problems(records, index.demo_codes, rules)]
    body = _verdict(game_obj.slug, records, rules, parsed.style, problems)
    body["decklist_format"] = parsed.format_name
    return body


def validate_sections(*, game, sections, format=None, date=None, style=None):
    """Validate sections given as lists of codes (or names), one entry per copy -> the API body."""
    game_obj = _game(game)
    entries = _section_entries(game_obj.slug, sections)
    fmt = _format(game_obj, format, date)
    index = game_index(game_obj)
    records, unknown = index.resolve(entries)
    rules = kept_rules(fmt)
    return _verdict(
        game_obj.slug, records, rules, style, [*unknown, *demo_card_problems(records, index.demo_codes, rules)]
    )


def game_index(game):
    """The whole game's CardIndex, kept in this process while the game's cards do not change."""
    return kept(game, "index", None, lambda: CardIndex.whole_game(game.slug))


def kept_rules(fmt, game=None):
    """format_rules(fmt), kept in this process while the game's cards and formats do not change
    (`game`: fmt's game as this request loaded it, with its current revision)."""
    return kept(game or fmt.game, "rules", fmt.pk, lambda: format_rules(fmt))


def _verdict(game, records, rules, style, extra_problems):
    rules_module = construction(game)
    problems = [*extra_problems, *rules_module.validate(records, rules, style=style)]
    counts = {section: len(records.get(section, ())) for section in rules_module.SECTIONS}
    counts.update((section, len(cards)) for section, cards in records.items() if section not in counts)
    body = {
        "legal": not problems,
        "game": game,
        "format": rules.slug,
        "format_name": rules.name,
        "sections": counts,
        "problems": [p.to_dict() for p in problems],
    }
    if style:
        body["style"] = style
    return body


def _game(game):
    slug = game.slug if isinstance(game, Game) else str(game or "")
    if slug not in construction_games():
        raise ValidationInputError(
            N_("unknown game {game}: decks are validated for {games}"),
            {"game": repr(slug), "games": list(construction_games())},
            "game",
        )
    if isinstance(game, Game):
        return game
    try:
        # Read afresh for every validation (its revision says whether the kept index is current): prepared.
        return prepared.get(Game, slug=slug)
    except Game.DoesNotExist:
        raise ValidationInputError(N_("game {game} is not installed"), {"game": repr(slug)}, "game") from None


def parse_date(date):
    if date is None or date == "":
        return timezone.localdate()
    if isinstance(date, datetime.date):
        return date
    try:
        return datetime.date.fromisoformat(str(date))
    except ValueError:
        raise ValidationInputError(
            N_("date {date} is not a date like 2005-04-01"), {"date": repr(str(date)[:40])}, "date"
        ) from None


def resolve_format(game, format=None, date=None):
    """The Format asked for (instance or slug), or the game's newest format in force on `date`."""
    return _format(_game(game), format, date)


def _format(game, fmt, date):
    if isinstance(fmt, Format):
        if fmt.game_id != game.id:
            raise ValidationInputError(
                N_("format {format} is not a {game} format"), {"format": repr(fmt.slug), "game": game.name}, "format"
            )
        return fmt
    if fmt:
        slug = str(fmt)[:100]
        found = kept(game, "format", slug, lambda: Format.objects.filter(game=game, slug=slug).first())
        if found is None:
            raise ValidationInputError(
                N_("{game} has no format {format}"), {"game": game.name, "format": repr(str(fmt)[:100])}, "format"
            )
    else:
        day = parse_date(date)
        found = kept(game, "format on", day, lambda: Format.objects.filter(game=game).valid_on(day).first())
        if found is None:
            raise ValidationInputError(
                N_("{game} has no format in force on {date}"), {"game": game.name, "date": day.isoformat()}, "date"
            )
    found.game = game  # already loaded: spares format_rules a query
    return found


def format_rules(fmt):
    """The pure FormatRules of a Format: its limits and its list keyed by card, whichever printing it names
    (an alternate of an alternate too: the list holds the chain's root card)."""
    listed = {normal_code(fmt.game.slug, code): limit for code, limit in fmt.card_limits.values_list("code", "limit")}
    alias_of = {}
    if listed:
        cards = Card.objects.filter(game_id=fmt.game_id)
        rows = cards.filter(code__in=list(listed), alternate_of__isnull=False).values("code", PARENT, GRANDPARENT)
        alias_of = alias_roots(lambda: cards, fmt.game.slug, rows)
    # The rules' messages name the format by its label; in English, as these rules are kept for every language.
    with override("en"):
        name = fmt.label
    return FormatRules(
        fmt.slug, name, dict(fmt.limits or {}), list_by_key(listed, alias_of), fmt.is_whitelist, fmt.real_lists
    )


def _section_entries(game, sections):
    if not isinstance(sections, dict) or len(sections) > MAX_SECTIONS:
        raise ValidationInputError(
            N_("sections must be an object of at most {max} lists"), {"max": MAX_SECTIONS}, "sections"
        )
    entries = {}
    for section, values in sections.items():
        if not isinstance(values, list | tuple) or len(values) > MAX_SECTION_ENTRIES:
            raise ValidationInputError(
                N_("section {section} must be a list of at most {max} codes"),
                {"section": repr(str(section)[:30]), "max": MAX_SECTION_ENTRIES},
                str(section),
            )
        if not all(isinstance(v, str) and 0 < len(v) <= MAX_ENTRY_CHARS for v in values):
            raise ValidationInputError(
                N_("section {section} must hold card codes or names as strings"),
                {"section": repr(str(section)[:30])},
                str(section),
            )
        entries[str(section)] = [Entry(_listed_code(game, section, v.strip())) for v in values]
    return entries


def _listed_code(game, section, value):
    """The entry as listed, once it is known not to be a code in another script's digits (a 400 naming it)."""
    try:
        normal_code(game, value)
    except CodeError as exc:
        raise ValidationInputError(
            N_("section {section}: {code} is not a card code: write its digits as 0 to 9"),
            {"section": repr(str(section)[:30]), "code": exc.code[:MAX_ENTRY_CHARS]},
            str(section),
        ) from None
    return value


def _all_entries(entries):
    return [entry for section in entries.values() for entry in section]
