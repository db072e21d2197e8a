"""Flip's adjudication: the players play in turn, each a card of their own deck (a copy once); the higher
total of the cards' values wins, and the first illegal play is the verdict's violation."""

from collections import Counter

from games.rules.engine import Engine, Violation

from .record import check_shape


def parse_variant(data):
    if data not in (None, {}):
        raise ValueError("Flip has no variants")
    return None


def card_codes(record):
    decks = record.get("decks") if isinstance(record, dict) else None
    codes = {code for deck in decks or () if isinstance(deck, list) for code in deck if isinstance(code, str)}
    turns = record.get("turns") if isinstance(record, dict) else None
    codes |= {t["card"] for t in turns or () if isinstance(t, dict) and isinstance(t.get("card"), str)}
    return codes


def replay(record, variant, cards):
    hands = [Counter(deck) for deck in record["decks"]]
    totals, violation = [0, 0], None
    for number, turn in enumerate(record["turns"], start=1):
        try:
            _play(number, turn, hands)
        except Violation as v:
            violation = v.located(turn=number, player=turn["player"])
            break
        totals[turn["player"]] += int(cards[turn["card"]].get("value") or 0)
    winner = None if violation or totals[0] == totals[1] else totals.index(max(totals))
    return {"legal": violation is None, "violation": violation, "totals": totals, "winner": winner}


def _play(number, turn, hands):
    player, card = turn["player"], turn["card"]
    if player != (number - 1) % 2:
        raise Violation("turn-order", "player {player} plays out of turn", {"player": player})
    if hands[player][card] == 0:
        raise Violation("not-in-deck", "{card} is not left in player {player}'s deck", {"card": card, "player": player})
    hands[player][card] -= 1


ENGINE = Engine(check_shape=check_shape, parse_variant=parse_variant, replay=replay, card_codes=card_codes)
