"""Standings after any round: match points, then the tie-breakers of the event's chain, then id.

Pure Python, no Django. The formulas (docs/tournaments.md), as Konami's tournament software and most TCGs
(Magic's MTR Appendix C) compute them, with P = the points of a win:
  match-win % (MW)   = match points / (P x matches played), byes included, at least 1/3 when an opponent's;
  OMW                = the mean of the opponents' MW, each at least 1/3 (a bye is no opponent);
  game-win % (GW)    = (P x games won + D x drawn games) / (P x games played), D a draw's points;
  OGW                = the mean of the opponents' GW, each at least 1/3;
  OOMW               = the mean of the opponents' OMW.
A dropped player keeps the results they had: they count for their opponents as they finished.
A late entry's missed rounds are losses with no opponent: in their own MW and GW, in nobody's OMW.
Values are exact (integers over a common denominator) while ranking, so equal tie-breakers are equal;
a Standing shows them as floats.
"""

from dataclasses import dataclass
from math import lcm

from games.rules.messages import N_, MessageError

OUTCOMES = ("a", "b", "draw", "double_loss")
TIEBREAKERS = ("points", "omw", "gw", "ogw", "oomw")  # names an event's chain may use, in its chosen order


@dataclass(frozen=True)
class Result:
    round: int
    a: int
    b: int | None  # None: no opponent; outcome "a" is a bye (a match win), "b" a round missed by a late entry (a loss)
    a_games: int = 0  # games won (best of 3); the match's winner is `outcome`
    b_games: int = 0
    draws: int = 0  # drawn games
    outcome: str = "a"  # "a" | "b" | "draw" | "double_loss"


@dataclass(frozen=True)
class Standing:
    rank: int
    id: int
    points: int
    wins: int  # byes included
    losses: int
    draws: int
    byes: int
    omw: float
    gw: float
    ogw: float
    oomw: float
    dropped: bool = False


class _Record:
    __slots__ = ("byes", "draws", "game_points", "games", "losses", "matches", "opponents", "points", "wins")

    def __init__(self):
        self.points = self.wins = self.losses = self.draws = self.byes = self.matches = 0
        self.game_points = self.games = 0
        self.opponents = []


def standings(entrant_ids, results, *, points=(3, 1, 0), tiebreakers=("points", "omw", "oomw"), dropped=()):
    """Every entrant ranked, best first; ties on the whole chain share the order of their ids."""
    unknown = [name for name in tiebreakers if name not in TIEBREAKERS]
    if unknown:
        raise MessageError(N_("Unknown tie-breaker {name}."), {"name": unknown[0]})
    win, draw, loss = points
    records = {i: _Record() for i in entrant_ids}
    for result in results:
        _add(records, result, win, draw, loss)
    ids = list(records)
    mw = _Rational([(records[i].points, win * records[i].matches) for i in ids])
    gw = _Rational([(records[i].game_points, win * records[i].games) for i in ids])
    index = {i: k for k, i in enumerate(ids)}
    opponents = [[index[o] for o in records[i].opponents] for i in ids]
    omw = mw.floored().means(opponents)
    ogw = gw.floored().means(opponents)
    oomw = omw.means(opponents)
    values = {"points": [records[i].points for i in ids], "omw": omw.nums, "gw": gw.nums, "ogw": ogw.nums}
    values["oomw"] = oomw.nums
    chain = [values[name] for name in tiebreakers]
    order = sorted(range(len(ids)), key=lambda k: (*(-v[k] for v in chain), ids[k]))
    gone = set(dropped)
    return [
        Standing(
            rank,
            ids[k],
            records[ids[k]].points,
            records[ids[k]].wins,
            records[ids[k]].losses,
            records[ids[k]].draws,
            records[ids[k]].byes,
            omw.value(k),
            gw.value(k),
            ogw.value(k),
            oomw.value(k),
            ids[k] in gone,
        )
        for rank, k in enumerate(order, start=1)
    ]


class _Rational:
    """Fractions over one common denominator, as integer numerators: exact, and far quicker to add and
    compare than Fraction objects (standings for 2,000 players must take well under half a second)."""

    def __init__(self, pairs=None, *, nums=None, den=1):
        if pairs is not None:
            den = lcm(3, *(d for _n, d in pairs if d))
            nums = [n * (den // d) if d else 0 for n, d in pairs]
        self.nums, self.den = nums, den

    def floored(self):
        """Each value at least 1/3, the floor of an opponent's percentage."""
        third = self.den // 3
        return _Rational(nums=[max(n, third) for n in self.nums], den=self.den)

    def means(self, groups):
        """The mean of the values at each group of indices (0 for an empty group)."""
        scale = lcm(*(len(g) for g in groups if g)) if any(groups) else 1
        nums = self.nums
        return _Rational(
            nums=[sum(nums[k] for k in g) * (scale // len(g)) if g else 0 for g in groups], den=self.den * scale
        )

    def value(self, k):
        return self.nums[k] / self.den


def _add(records, result, win, draw, loss):
    if result.outcome not in OUTCOMES:
        raise MessageError(N_("Unknown match outcome {outcome}."), {"outcome": result.outcome})
    for player in (result.a, result.b):
        if player is not None and player not in records:
            raise MessageError(N_("Player {id} has a result but is not entered."), {"id": player})
    a = records[result.a]
    if result.b is None and result.outcome == "b":  # a late entry's missed round: a loss, and no one's opponent
        a.points += loss
        a.losses += 1
        a.matches += 1
        _games(a, result.a_games, result.b_games, result.draws, win, draw)
        return
    if result.b is None:
        a.points += win
        a.wins += 1
        a.byes += 1
        a.matches += 1
        _games(a, result.a_games, result.b_games, result.draws, win, draw)
        return
    b = records[result.b]
    a.opponents.append(result.b)
    b.opponents.append(result.a)
    a.matches += 1
    b.matches += 1
    _games(a, result.a_games, result.b_games, result.draws, win, draw)
    _games(b, result.b_games, result.a_games, result.draws, win, draw)
    if result.outcome == "draw":
        for r in (a, b):
            r.points += draw
            r.draws += 1
        return
    if result.outcome == "double_loss":
        for r in (a, b):
            r.points += loss
            r.losses += 1
        return
    winner, loser = (a, b) if result.outcome == "a" else (b, a)
    winner.points += win
    winner.wins += 1
    loser.points += loss
    loser.losses += 1


def _games(record, won, lost, drawn, win, draw):
    record.games += won + lost + drawn
    record.game_points += win * won + draw * drawn  # games score as matches do


def swiss_rounds(players: int) -> int:
    """The usual number of Swiss rounds for a field: enough for one undefeated player to remain, the
    base-2 logarithm rounded up (Konami's and Bandai's round tables and Melee.gg's recommendation follow it:
    8 players 3 rounds, 9-16 4, 17-32 5 ... 1,025-2,048 11)."""
    return 0 if players < 2 else (players - 1).bit_length()
