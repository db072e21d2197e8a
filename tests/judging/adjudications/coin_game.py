"""A made-up game for the tests, known only by its descriptor: each turn a player calls heads or tails and
the record says what fell. Its adjudication module is this one (ENGINE, ORDER, RECORD_HELP, VARIANT_FIELDS,
BUILDER), as a real game's games/rules/<game>/adjudication.py is."""

from dataclasses import dataclass

from games.rules.descriptor import GameDescriptor
from games.rules.engine import Engine, Errors, Violation, shape_errors
from games.rules.messages import N_
from games.rules.variants import Options, VariantField, option, parse

SIDES = ("heads", "tails")


@dataclass(frozen=True)
class Variant(Options):
    best_of_three: bool = option(False)


def _check(record, errors):
    errors.keys(record, "", frozenset({"calls"}), ("calls",))
    calls = record.get("calls")
    if "calls" in record and errors.listed(calls, "calls", 10, "items", N_("must be a list")):
        for i, call in enumerate(calls):
            if errors.keys(call, f"calls[{i}]", frozenset({"player", "call", "fell"}), ("player", "call", "fell")):
                errors.seat(call.get("player"), f"calls[{i}].player")
                errors.word(call.get("call"), f"calls[{i}].call", SIDES)
                errors.word(call.get("fell"), f"calls[{i}].fell", SIDES)


def check_shape(record):
    return shape_errors(record, _check, Errors)


def replay(record, variant, cards):
    for turn, call in enumerate(record["calls"], 1):
        if call["player"] != (turn - 1) % 2:
            broken = Violation("turn-order", N_("player {player} called out of turn"), {"player": call["player"]})
            return {"legal": False, "violation": broken.located(turn=turn, player=call["player"])}
    return {"legal": True, "violation": None, "variant": variant.to_dict()}


ENGINE = Engine(check_shape=check_shape, parse_variant=lambda data: parse(Variant, data), replay=replay)
ORDER = 99
RECORD_HELP = N_("Coin: the calls as JSON.")
VARIANT_FIELDS = (VariantField("best_of_three", "coin_best_of_three", N_("Best of three")),)
BUILDER = {}
GAME = GameDescriptor(slug="coin", name="Coin", order=99, adjudication_module=__name__)
