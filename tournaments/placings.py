"""Final placings: the top cut's order first, then everyone else in Swiss order.

Pure Python, no Django. As Konami's and Bandai's events (and Melee, Limitless) publish them: the winner of
the final, then the finalist, then the semi-finalists who lost, then the quarter-finalists ..., those who went
out in the same cut round ordered among themselves by their Swiss rank; below the cut, the Swiss standings
as they are. While the cut is under way, a player still in it stands above those already out of the same
round. An event without a top cut places by its Swiss standings alone.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class CutMatch:
    a: int
    b: int
    winner: int | None = None  # None: no result yet


@dataclass(frozen=True)
class Placing:
    place: int
    id: int
    # the size of the cut round the player went out in: 1 the champion, 2 the finalist, 4 a semi-finalist ...;
    # 0 below the cut (placed by the Swiss standings)
    reached: int = 0
    swiss_rank: int = 0


def placings(swiss_order, cut_rounds=()):
    """Every player of `swiss_order` (ids, best first) placed. `cut_rounds` are the cut's rounds in order,
    each a list of CutMatch; the first round's players are the cut."""
    rank = {pid: k for k, pid in enumerate(swiss_order, start=1)}
    cut = [p for m in (cut_rounds[0] if cut_rounds else ()) for p in (m.a, m.b)]
    size = len(cut)
    wins, out = dict.fromkeys(cut, 0), set()
    for matches in cut_rounds:
        for m in matches:
            if m.winner is None:
                continue
            loser = m.b if m.winner == m.a else m.a
            wins[m.winner] += 1
            out.add(loser)
    # more cut matches won is further; at equal wins, one still in the cut is ahead of one knocked out
    top = sorted(cut, key=lambda p: (-wins[p], p in out, rank.get(p, len(rank) + 1), p))
    # the size of the round each went out in (or is still in): in a cut of 8, two wins then out is 2, the final
    placed = [Placing(k, p, size >> wins[p], rank.get(p, 0)) for k, p in enumerate(top, start=1)]
    seen = set(cut)
    rest = [p for p in swiss_order if p not in seen]
    placed += [Placing(k, p, 0, rank[p]) for k, p in enumerate(rest, start=len(placed) + 1)]
    return placed
