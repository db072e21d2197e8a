"""A Flip record: {"decks": [[code, ...], [code, ...]], "turns": [{"player": 0|1, "card": code}, ...]}."""

from games.rules.engine import shape_errors

MAX_CARDS = 40
MAX_TURNS = 80


def check_shape(record):
    return shape_errors(record, _check)


def _check(record, errors):
    if not errors.keys(record, "", {"decks", "turns", "meta"}, required=("decks", "turns")):
        return
    errors.meta(record)
    decks = record.get("decks", [])
    if errors.listed(decks, "decks", 2, "decks", "must be a list of two decks"):
        for i, deck in enumerate(decks):
            errors.codes(deck, f"decks[{i}]", MAX_CARDS)
    turns = record.get("turns", [])
    if errors.listed(turns, "turns", MAX_TURNS, "turns", "must be a list of turns"):
        for i, turn in enumerate(turns):
            path = f"turns[{i}]"
            if errors.keys(turn, path, {"player", "card"}, required=("player", "card")):
                errors.seat(turn["player"], f"{path}.player")
                errors.code(turn["card"], f"{path}.card")
