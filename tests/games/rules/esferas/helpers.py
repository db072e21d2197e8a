"""Small builders of Esferas cards and records for the tests: hands are set by the deck order."""

from games.rules.esferas.cards import card_facts
from games.rules.esferas.engine import Replay, adjudicate
from games.rules.esferas.variants import parse_variant

# Cards as the card database holds them: (type, attrs, name). The seed's own examples: an attack card
# 30/50 with sphere 3, a modifier +0+30 with sphere 5; an attack of 70 and a defence of 40.
CARD_DATA = {
    **{f"DB{n}": ("Dragon Ball", {"sphere": n}, f"Dragon Ball {n}") for n in range(1, 8)},
    "KAME": ("Attack", {"points": "30/50", "sphere": 3}, "Kamehameha"),
    "MOD30": ("Modifier", {"points": "+0+30", "sphere": 5}, "Power Surge"),
    "GUARD": ("Modifier", {"points": "+20+0", "sphere": 6}, "Guard Up"),
    "ATK70": ("Ataque", {"points": "10/70", "sphere": 1}, "Final Flash"),
    "DEF40": ("Defensa", {"points": "40/20", "sphere": 2}, "Energy Shield"),
    "BIG": ("Attack", {"points": "0/90", "sphere": 7}, "Spirit Bomb"),
    "ATK4": ("Attack", {"points": "20/40", "sphere": 4}, "Wolf Fang Fist"),
    "FIST4": ("Attack", {"points": "10/30", "sphere": 4}, "Dragon Fist"),
    "DEF30": ("Defensa", {"points": "30/10", "sphere": 2}, "Afterimage"),
    "GOKU": ("Character", {"sphere": 4, "character": "Goku"}, "Goku"),
    "GOKU-SSJ": ("Personaje", {"sphere": 6, "character": "Goku"}, "Goku Super Saiyan"),
    "VEGETA": ("Character", {"sphere": 2, "character": "Vegeta"}, "Vegeta"),
    "TIME": ("Permanent", {"sphere": 4}, "Hyperbolic Time Chamber"),
    "LOOKOUT": ("Permanente", {"sphere": 1}, "Kami's Lookout"),
    "FLARE": ("Instant", {"sphere": 6}, "Solar Flare"),
    "SENZU": ("Instantánea", {}, "Senzu Bean"),
    **{f"BIG{i}": ("Attack", {"points": "0/90", "sphere": 7}, f"Spirit Bomb {i}") for i in range(10)},
    **{f"F{i:02d}": ("Attack", {"points": "10/10", "sphere": 1}, f"Filler {i}") for i in range(60)},
    **{f"C{i}": ("Character", {"sphere": i % 7 + 1, "character": f"Fighter {i}"}, f"Fighter {i}") for i in range(9)},
}
CARDS = {code: card_facts(kind, attrs, name=name, code=code) for code, (kind, attrs, name) in CARD_DATA.items()}
FILLERS = [f"F{i:02d}" for i in range(60)]
NOTHING = {"energy": [0, 0], "draw": [0, 0]}


def deck(hand=(), draws=(), size=40):
    """A deck that opens with `hand` (made up to 7 with fillers), then draws `draws`, then fillers up to `size`."""
    free = [code for code in FILLERS if code not in hand and code not in draws]
    opening = list(hand) + free[: max(0, 7 - len(hand))]
    free = free[max(0, 7 - len(hand)) :]
    return opening + list(draws) + free[: max(0, size - len(opening) - len(draws))]


def record(hand0=(), hand1=(), turns=(), *, draws0=(), draws1=(), energy=500, first=0, size=40):
    """A record whose players open with hand0 and hand1 (made up to 7 with fillers), then draw draws0 and draws1."""
    decks = [deck(hand0, draws0, size), deck(hand1, draws1, size)]
    return {"energy": energy, "first": first, "decks": decks, "turns": list(turns)}


def opening(rec, player):
    """The 7 cards `player` takes before the first turn."""
    return rec["decks"][player][:7]


def scripted(rec, plans):
    """Fill rec["turns"] from `plans` (one list of actions per turn, from `first`): a turn with no action
    discards the first two cards of the hand. Hands are followed here, apart from the engine, from the cards
    each action names; an empty deck is replaced by the discard pile, in the order it was discarded."""
    decks = [list(d) for d in rec["decks"]]
    hands, piles, player = [d[:7] for d in decks], [[], []], rec["first"]
    decks = [d[7:] for d in decks]
    rec["turns"] = []
    for actions in plans:
        done = []
        while len(hands[player]) < 7 and (decks[player] or piles[player]):
            if not decks[player]:
                done.append({"do": "reshuffle", "order": piles[player]})
                decks[player], piles[player] = list(piles[player]), []
            hands[player].append(decks[player].pop(0))
        for action in actions:
            if action["do"] not in ("attack", "character", "permanent"):
                continue  # what it names is on the table
            if action["do"] != "attack":  # it stays on the table
                hands[player].remove(action["card"])
                action = {key: value for key, value in action.items() if key != "card"}
            for owner, play in ((player, action), (1 - player, action.get("defence") or {})):
                for key in ("card", "sphere", "modifier", "modifier_sphere"):
                    if play.get(key):
                        hands[owner].remove(play[key])
                        piles[owner].append(play[key])
        discard = [] if actions else hands[player][:2]
        for code in discard:
            hands[player].remove(code)
            piles[player].append(code)
        rec["turns"].append(turn(player, *done, *actions, discard=discard))
        player = 1 - player
    return rec


def turn(player, *actions, discard=()):
    return {"player": player, "actions": list(actions), "discard": list(discard)}


def attack(card, sphere=None, *, character=None, defence=None, instants=None, **more):
    action = {"do": "attack", "card": card}
    if sphere is not None:
        action["sphere"] = sphere
    if character is not None:
        action["character"] = character
    action["defence"] = defence
    if instants is not None:
        action["instants"] = instants
    return {**action, **more}


def judge(rec, variant=None, cards=None):
    """adjudicate()'s verdict, each turn with "cards_after": how many cards each player has where then
    (Game.counts: deck, hand, discard pile, table), which the verdict itself leaves out."""
    cards = CARDS if cards is None else cards
    verdict = adjudicate(rec, variant, cards)
    counts = []
    replay = Replay(rec, parse_variant(variant), cards)
    replay.after_turn = lambda game: counts.append(game.counts())
    assert replay.run() == verdict
    if len(counts) < len(verdict["turns"]):  # the turn the replay stopped in, as it stood
        counts.append(replay.game.counts())
    for turn, after in zip(verdict["turns"], counts, strict=True):
        turn["cards_after"] = after
    return verdict


def violation(rec, variant=None):
    verdict = judge(rec, variant)
    assert verdict["legal"] is False, verdict
    return verdict["violation"]


def rule_of(rec, variant=None):
    return violation(rec, variant)["rule"]
