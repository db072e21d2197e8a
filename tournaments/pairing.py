"""Swiss pairing: one round's pairings as a maximum-weight perfect matching, and the top cut's bracket.

Pure Python, no Django (the app around it lives in this package too). The rules (docs/tournaments.md):
round 1 is random, from a seed, so it can be reproduced; later rounds pair within score groups, and every
exception is explained by a Note. A pairing is chosen among all perfect matchings of the players (plus a
"bye" player when their number is odd) by these costs, each one infinitely more important than the next:

1. rematches: a pair who met before (only when no pairing without one exists);
2. repeated byes: the byes the bye's receiver already had (a second bye only while no player without one
   can take it);
3. pair-downs: the score-group boundaries a pair straddles (a player meeting the next group down crosses one;
   the bye sits one group below the lowest), so the fewest players leave their group and each as little as
   possible;
4. the size of the pair-downs: the squared difference of points, so two small pair-downs beat one large one;
5. rank order: the squared distance in the standings, so within a group 1 meets 2, 3 meets 4, the pair-down
   is the lowest-ranked of its group against the highest of the next, and the bye goes to the lowest-ranked.

So the bye moves up from the lowest-ranked player without one when giving it there would force a rematch or
a pair-down; its note then says which (`_bye_moved_up` pairs the field again as if that player had it).

See `matching` for how the search stays exact and fast on large fields.
"""

import random
from dataclasses import dataclass, field
from math import inf

from games.rules.messages import N_, MessageError, count, jsonable, localised, render

from . import matching


@dataclass(frozen=True)
class Entrant:
    id: int  # registration id
    points: int  # match points so far
    opponents: tuple[int, ...] = ()  # ids met so far, in any order (a bye is not an opponent)
    byes: int = 0
    rank: int = 0  # position in the current standings, 1 = best (0: unranked, as in round 1)


@dataclass(frozen=True)
class Message:
    """A marked template and its parameters (games.rules.messages): str() is the active language."""

    template: str
    params: dict = field(default_factory=dict, hash=False)

    def __str__(self):
        return localised(self.template, self.params)

    @property
    def english(self):
        return render(self.template, self.params)

    def to_dict(self):
        return {"template": self.template, "params": jsonable(self.params), "message": self.english}


@dataclass(frozen=True)
class Note:
    """Why a pairing is an exception to the plain rule."""

    kind: str  # "pair_down" | "bye" | "rematch"
    message: Message


@dataclass(frozen=True)
class Pairing:
    table: int  # 1.. in pairing order (top score group first); a bye has no table (0)
    a: int
    b: int | None  # None: a bye for a
    notes: tuple[Note, ...] = ()


PAIR_DOWN, BYE, REMATCH = "pair_down", "bye", "rematch"


def _points(n):
    return count(n, "{n} point", "{n} points")


def pair_round(entrants, *, round_number: int, seed) -> list[Pairing]:
    """The pairings of round `round_number` for the active `entrants` (dropped players are not passed in).
    Round 1 orders the players at random from `seed` (the same seed gives the same round); later rounds
    order them by points, then rank (players without one at random from the seed, as in round 1)."""
    entrants = list(entrants)
    ids = [e.id for e in entrants]
    if len(set(ids)) != len(ids):
        duplicate = next(i for i in ids if ids.count(i) > 1)
        raise MessageError(N_("Player {id} is listed twice for pairing."), {"id": duplicate})
    order = _order(entrants, round_number, seed)
    pairs = _solve(order)
    return _pairings(order, pairs, _bye_moved_up(order, pairs))


def _solve(order):
    position = {e.id: i for i, e in enumerate(order)}
    players = [
        matching.Player(e.points, frozenset(position[o] for o in e.opponents if o in position), e.byes) for e in order
    ]
    return [(i, None if j == len(order) else j) for i, j in matching.solve(players)]


def _bye_moved_up(order, pairs):
    """Why the bye did not go to the lowest-ranked player with the fewest byes: None when it did, else
    (that player, REMATCH or PAIR_DOWN), found by pairing the others as if that player had taken it."""
    taker = next((order[i] for i, j in pairs if j is None), None)
    if taker is None:
        return None
    fewest = min(e.byes for e in order)
    lowest = next(e for e in reversed(order) if e.byes == fewest)
    if lowest.id == taker.id:
        return None
    rest = [e for e in order if e.id != lowest.id]
    instead = [(rest[i], rest[j]) for i, j in _solve(rest)]
    chosen = [(order[i], order[j]) for i, j in pairs if j is not None]
    return lowest, REMATCH if _rematches(instead) > _rematches(chosen) else PAIR_DOWN


def _rematches(games):
    return sum(1 for a, b in games if b.id in a.opponents or a.id in b.opponents)


def entrants_from(table, results, *, dropped=(), ranked=True):
    """The Entrants of the next round from the current standings (`standings.standings`) and the results so far:
    everyone not dropped, with their points, byes, opponents met and (when `ranked`) their rank."""
    met = {s.id: [] for s in table}
    for r in results:
        if r.b is not None:
            met[r.a].append(r.b)
            met[r.b].append(r.a)
    gone = set(dropped)
    return [
        Entrant(s.id, s.points, tuple(met[s.id]), s.byes, s.rank if ranked else 0) for s in table if s.id not in gone
    ]


def _order(entrants, round_number, seed):
    """Best first: by points, then rank; players without a rank (all of them in round 1) in a random order
    drawn from the seed and the round, so the same seed gives the same round."""
    shuffled = sorted(entrants, key=lambda e: e.id)
    random.Random(f"{seed}:{round_number}").shuffle(shuffled)
    draw = {e.id: k for k, e in enumerate(shuffled)}
    if round_number <= 1:
        return sorted(shuffled, key=lambda e: -e.points)  # stable: random within each score group
    return sorted(entrants, key=lambda e: (-e.points, e.rank if e.rank > 0 else inf, draw[e.id]))


def _pairings(order, pairs, moved_up=None):
    """Pairings from the matched positions: tables in order of the higher-placed player, the bye last."""
    games = [(order[i], order[j]) for i, j in sorted(pairs) if j is not None]
    byes = [order[i] for i, j in pairs if j is None]
    tables = [Pairing(table, a.id, b.id, _notes(a, b)) for table, (a, b) in enumerate(games, start=1)]
    return tables + [Pairing(0, a.id, None, _bye_notes(a, moved_up)) for a in byes]


def _notes(a, b):
    notes = []
    if b.id in a.opponents or a.id in b.opponents:
        notes.append(
            Note(
                REMATCH,
                Message(N_("Rematch: no pairing of this round without a rematch was possible."), {}),
            )
        )
    if a.points != b.points:
        notes.append(
            Note(
                PAIR_DOWN,
                Message(
                    N_("Paired down from {high} to {low}: the score group could not be paired within itself."),
                    {"high": _points(a.points), "low": _points(b.points)},
                ),
            )
        )
    return tuple(notes)


def _bye_notes(a, moved_up=None):
    """The bye's reason, true to what happened: to the lowest-ranked player without one, or moved up past
    that player (with their points) because giving it to them would have forced a rematch or a pair-down."""
    if a.byes:
        message = Message(
            N_("Bye, again: every player without a bye so far had to be paired with an opponent."),
            {"byes": a.byes},
        )
    elif moved_up is None:
        message = Message(N_("Bye: an odd number of players; the lowest-ranked player without a bye gets it."), {})
    else:
        lowest, why = moved_up
        template = (
            N_(
                "Bye: an odd number of players. It moved up from the lowest-ranked player without a bye (on {points})"
                " because giving it to them would have forced a rematch."
            )
            if why == REMATCH
            else N_(
                "Bye: an odd number of players. It moved up from the lowest-ranked player without a bye (on {points})"
                " to avoid a pair-down that giving it to them would have forced."
            )
        )
        message = Message(template, {"points": _points(lowest.points)})
    return (Note(BYE, message),)


def top_cut(seeds: list[int], size: int) -> list[tuple[int, int]]:
    """The first round of a single-elimination cut of `size` from `seeds` (best first): 1 v size, 2 v size-1 ...
    in bracket order, so the winners of consecutive matches meet next and seeds 1 and 2 only in the final
    (for 8: 1v8, 4v5, 2v7, 3v6)."""
    if size < 2 or size & (size - 1):
        raise MessageError(N_("A top cut has 2, 4, 8, 16 or 32 players, not {size}."), {"size": size})
    if len(seeds) < size:
        raise MessageError(
            N_("A top cut of {size} needs {size} players; the standings have {players}."),
            {"size": size, "players": len(seeds)},
        )
    slots = bracket_order(size)
    return [(seeds[slots[i] - 1], seeds[slots[i + 1] - 1]) for i in range(0, size, 2)]


def bracket_order(size):
    """The seeds of a bracket of `size` from top to bottom, each consecutive two a match: [1, 8, 4, 5, 2, 7, 3, 6]
    for 8. Each doubling puts seed s against seed (new size + 1 - s) next to where s stood."""
    slots, width = [1], 1
    while width < size:
        width *= 2
        slots = [seed for s in slots for seed in (s, width + 1 - s)]
    return slots


def next_round(winners: list[int]) -> list[tuple[int, int]]:
    """The next round of a bracket: the winners of consecutive matches, in bracket order, meet."""
    if len(winners) % 2:
        raise MessageError(N_("A bracket round needs an even number of winners, not {n}."), {"n": len(winners)})
    return [(winners[i], winners[i + 1]) for i in range(0, len(winners), 2)]
