"""The adjudication pipeline: which games can be adjudicated, the request checked once (game, variant,
record shape, card facts), then the game's pure engine run on it. No Django import: the `adjudicate`
command and the bulk handler use it without a database.

A game can be adjudicated when its descriptor (games.rules.registry) names an adjudication module
(games.rules.descriptor); that module's ENGINE is a games.rules.engine.Engine:
- check_shape(record) -> list of errors (each with `str(e)` = "path: message"), empty when well-formed;
- parse_variant(data) -> a variant object (ValueError on an unknown key or value);
- replay(record, variant, cards) -> the verdict dict, given the record this module checked and the
  variant it parsed (cards: for an engine that reads card facts, below).

Card facts, for a game whose rules need to know what a card is (Yu-Gi-Oh!, Esferas, ...): its engine
also has `card_codes(record)`, the codes the record names, spelled as `Card.code` spells them
(safe on a record whose shape was not checked: it skips what is malformed). Then the caller looks them
up in the game's Card table in ONE query and passes `cards = {code: facts}` for every code found, where
`facts` is `card_facts(card)` below: `{"name": card.name, "type": card.type, "text": card.text,
**card.attrs}` (the attrs keys of docs/cards.md). A code the database does not hold is the caller's
InvalidRequest("record", ["<path>: no card with code X in the card database"]) before the engine runs;
the path is the first place of the record that writes it: the engine's optional `card_paths(record)` ->
[(path, code)] says where its codes are written (needed when the record may spell a code differently,
e.g. a passcode with leading zeros), otherwise the first string in the record equal to the code is found.

Another game plugs in through its descriptor alone (docs/architecture.md, "Adding an adjudication engine").
"""

import dataclasses
from dataclasses import dataclass

from games.messages import N_, Message
from games.rules import registry as games


class NoEngine(LookupError):
    """The game exists (or not) but nothing can adjudicate its records yet."""


@dataclass(frozen=True)
class Engine:
    game: str
    check_shape: object
    parse_variant: object
    adjudicate: object
    card_codes: object = None  # None: the engine reads no card facts
    card_paths: object = None

    @property
    def reads_cards(self):
        return self.card_codes is not None

    def variant_dict(self, variant):
        """The variant as plain JSON, for storing on the adjudication and showing it back (the engine's own
        `to_dict` where it has one: a DBZ variant holds its Physical Attack Table)."""
        if hasattr(variant, "to_dict"):
            return variant.to_dict()
        if dataclasses.is_dataclass(variant):
            return dataclasses.asdict(variant)
        return dict(variant or {})


def games_with_engines():
    """The slugs of the games whose records can be adjudicated, in display order."""
    return tuple(game.slug for game in games.all_games() if game.has_engine)


def engine_for(game):
    """The engine of `game` (a slug); NoEngine when no game has that slug or it has no engine."""
    try:
        descriptor = games.get(game)
    except games.UnknownGame:
        descriptor = None
    if descriptor is None or not descriptor.has_engine:
        available = ", ".join(games_with_engines())
        raise NoEngine(
            Message(N_('no adjudication engine for game "{game}" (available: {games})'), game=game, games=available)
        )
    kernel = descriptor.adjudication().ENGINE  # a games.rules.engine.Engine
    return Engine(
        game=descriptor.slug,
        check_shape=kernel.check_shape,
        parse_variant=kernel.parse_variant,
        adjudicate=kernel.replay,  # the record checked and the variant parsed here, once
        card_codes=kernel.card_codes,
        card_paths=kernel.card_paths,
    )


def card_facts(*, name, type, text, attrs):
    """What an engine reads of one card: the contract above (attrs keys of docs/cards.md alongside)."""
    return {"name": name, "type": type, "text": text, **(attrs or {})}


def card_codes(engine, record):
    """The codes to look up for `record`, sorted; empty for an engine that reads no card facts."""
    if not engine.reads_cards or not isinstance(record, dict):
        return []
    return sorted(set(engine.card_codes(record)))


def check_cards(engine, record, cards):
    """InvalidRequest("record", [one message per missing code, with its path]) when `cards`, the facts
    found in the database, lacks a code the record names."""
    missing = [code for code in card_codes(engine, record) if code not in cards]
    if missing:
        paths = card_paths(engine, record, set(missing))  # in the record's order
        messages = [missing_card(path, code) for code, path in paths.items()]
        messages += [missing_card("", code) for code in missing if code not in paths]
        raise InvalidRequest("record", messages[:MAX_SHAPE_ERRORS])


def missing_card(path, code):
    message = Message(N_("no card with code {code} in the card database"), code=code)
    return Message(N_("{path}: {message}"), path=path, message=message) if path else message


def card_paths(engine, record, codes):
    """{code: the first path in `record` that writes it}, for each of `codes`."""
    pairs = engine.card_paths(record) if engine.card_paths else _string_paths(record)
    found = {}
    for path, code in pairs:
        if code in codes and code not in found:
            found[code] = path
            if len(found) == len(codes):
                break
    return found


def _string_paths(record):
    """(path, value) for every string of `record`, in order, as `decks[0][3]` or `turns[1].actions[0].card`;
    without recursion (a record may be deep)."""
    stack = [("", record)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, str):
            yield path, value
        elif isinstance(value, dict):
            items = [(f"{path}.{key}" if path else str(key), child) for key, child in value.items()]
            stack.extend(reversed(items))
        elif isinstance(value, list):
            stack.extend(reversed([(f"{path}[{i}]", child) for i, child in enumerate(value)]))


class InvalidRequest(ValueError):
    """A record, variant or game that cannot be adjudicated: `field` names what to fix.

    Each of `messages` is English text; most are games.messages.Message, which a page or the API
    shows in its reader's language (games.i18n.localise_message).
    """

    def __init__(self, field, messages):
        self.field = field
        self.messages = list(messages)
        super().__init__(f"{field}: {'; '.join(self.messages)}")


MAX_SHAPE_ERRORS = 20  # enough to fix a record in one go, few enough to read


def engine_and_variant(game, variant=None):
    """(engine, variant object); InvalidRequest naming `game` or `variant` otherwise."""
    try:
        engine = engine_for(game)
    except NoEngine as exc:
        raise InvalidRequest("game", [exc.args[0]]) from None
    if variant is not None and not isinstance(variant, dict):
        raise InvalidRequest("variant", [not_an_object(variant)])
    try:
        return engine, engine.parse_variant(variant or {})
    except (ValueError, TypeError) as exc:
        raise InvalidRequest("variant", [str(exc)]) from None


def check_record(engine, record):
    """InvalidRequest("record", [every shape error, path first]) unless the record is well-formed."""
    if not isinstance(record, dict):
        raise InvalidRequest("record", [not_an_object(record)])
    errors = engine.check_shape(record)
    if errors:
        raise InvalidRequest("record", [shape_message(e) for e in errors[:MAX_SHAPE_ERRORS]])


def not_an_object(value):
    return Message(N_("must be a JSON object, not {type}"), type=type(value).__name__)


def shape_message(error):
    """A shape error as `str(error)` reads ("path: message"), keeping the rules' template when it has one."""
    template = getattr(error, "template", "")
    if not template:
        return str(error)
    message = Message(template, **error.params)
    return Message(N_("{path}: {message}"), path=error.path, message=message) if error.path else message


def checked(game, record, variant=None):
    """(engine, variant object) for a well-formed request; InvalidRequest naming the field otherwise."""
    engine, variant_object = engine_and_variant(game, variant)
    check_record(engine, record)
    return engine, variant_object


def replay(game, record, variant=None, *, shape_checked=False, cards=None):
    """The verdict of one record: its variant parsed and its shape checked here, once (the engine itself
    checks neither), unless the caller has just checked this very record (`shape_checked`; a record
    stored after the check at submission is checked again: it may have changed). For an engine that
    reads card facts, `cards` is {code: card_facts(...)} as the caller found them (one query for
    card_codes); a missing code is InvalidRequest naming its path. An engine raises ValueError for a
    record it cannot replay: that is the record's fault, reported, not retried."""
    engine, variant_object = engine_and_variant(game, variant)
    if not shape_checked:
        check_record(engine, record)
    if engine.reads_cards:
        cards = cards or {}
        check_cards(engine, record, cards)
    try:
        if engine.reads_cards:
            return engine.adjudicate(record, variant_object, cards)
        return engine.adjudicate(record, variant_object)
    except ValueError as exc:
        raise InvalidRequest("record", [_error_message(exc)]) from None


def _error_message(exc):
    """A refusal as the engine worded it, keeping its template when it has one (games.rules.messages)."""
    template = getattr(exc, "template", "")
    return Message(template, **exc.params) if template and isinstance(getattr(exc, "params", None), dict) else str(exc)
