"""Replay a Yu-Gi-Oh! record under the priority and chain rules: the first illegal action with its rule,
every chain with its resolution order, the end state and the winner (docs/yugioh-records.md).

`adjudicate(record, variant, cards)` takes the card facts from the card database as `{passcode: facts}`
(games.rules.yugioh.cards says which keys it reads); `card_codes(record)` is the set of passcodes to
look up. Turns, events and links are numbered from 1 in the verdict, as a judge says them.
"""

from ..engine import Engine, Violation
from .cards import card_info
from .duel import Duel, RecordError
from .record import card_codes, card_paths, check_shape, passcode
from .variants import parse_variant

__all__ = ["ENGINE", "adjudicate", "card_codes", "card_paths", "replay"]


def replay(record, variant, cards):
    """The verdict for `record`, well-formed, under `variant` (a Variant). ValueError naming the place when
    a passcode has no facts in `cards` or the record cannot be replayed. `record` is not changed."""
    duel = Duel(record, variant, card_infos(record, cards))
    violation = None
    try:
        _replay(duel, record["turns"])
    except Violation as broken:
        violation = broken.located(turn=duel.turn or None, event=duel.event, player=_player(duel, record))
    except RecordError as error:
        raise ValueError(f"turns[{duel.turn - 1}].events[{duel.event - 1}].{error.field}: {error}") from None
    return {
        "legal": violation is None,
        "violation": violation,
        "chains": duel.chains,
        "field": duel.field_state(),
        "winner": duel.winner,
        "reason": duel.reason,
        "variant": variant.to_dict(),
    }


ENGINE = Engine(
    check_shape=check_shape, parse_variant=parse_variant, replay=replay, card_codes=card_codes, card_paths=card_paths
)
adjudicate = ENGINE.adjudicate  # a record on its own: its variant parsed and its shape checked first


def card_infos(record, cards):
    """{code as written: CardInfo} for every card of the record; ValueError naming a card without facts."""
    infos = {}
    for written in {spec["code"] for spec in record["cards"].values()}:  # a deck repeats its cards
        code = passcode(written)
        try:
            infos[written] = card_info(code, cards[code])
        except (KeyError, ValueError) as exc:
            cid = next(cid for cid, spec in record["cards"].items() if spec["code"] == written)
            problem = f"no card with passcode {code} in the card database" if isinstance(exc, KeyError) else exc
            raise ValueError(f"cards.{cid}.code: {problem}") from None
    return infos


def _replay(duel, turns):
    duel.check_start()
    for number, turn in enumerate(turns, 1):
        events = turn["events"]
        duel.start_turn(number, turn["player"], bool(events))
        play = duel.play
        for e, event in enumerate(events, 1):
            play(event, e)
    duel.finish()


def _player(duel, record):
    """Whose action broke the rule: the event's player, else the turn's (a phase, the turn itself)."""
    if not duel.turn:
        return None
    turn = record["turns"][duel.turn - 1]
    if duel.event is None:
        return turn["player"]
    return turn["events"][duel.event - 1].get("player", turn["player"])
