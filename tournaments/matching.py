"""The search behind `pairing.pair_round`: a minimum-cost perfect matching of the players, exact and fast.

Players come in pairing order (position 0 is the best). The cost of a pair is the tuple of pairing.py's
priorities (rematch, repeated bye, boundaries crossed, squared points difference, squared distance in
positions), compared lexicographically; it is turned into one integer weight for networkx's blossom
algorithm (`max_weight_matching`, maxcardinality=True) by giving each priority a multiplier larger than
the most every lower priority can add up to.

Why it stays exact on a sparse graph. Every cost is a non-decreasing convex function of the distance on the
line of positions, and the last one is strictly convex. Take a pair (i, j) of an optimal matching and a
player k between them, matched to l: re-pairing {i, j, k, l} into the two non-crossing, non-nested pairs
never raises a cost and strictly lowers the last one, so it is impossible unless it creates a rematch or
moves the bye. At most |met(i)| + |met(j)| players k are themselves opponents of i or j, as many have such
an opponent for a partner, and one has the bye; so an optimal pair has
    j - i <= 2 (|met(i)| + |met(j)|) + 2,
which bounds every optimal pair by L = 4 x (most opponents) + 2. Counting only the opponents that can matter
(those within 2L positions: a k between i and j, or a partner of one, which is at most L away) tightens it to
    j - i <= 2 (near(i) + near(j)) + 2,
and only those pairs (and every player's pair with the bye) are edges; the shorter bound L this gives is
used again to count the near opponents, until it settles. Late in a large event most opponents sit far
away in the standings, so a player has a handful of edges instead of n.

Why it is fast. networkx's blossom is pure Python (15 s for 2,000 players nine rounds in, even on that
sparse graph), so the field is cut into segments of about SEGMENT players, each matched alone, at even
positions c where no optimal matching can pair across: two pairs (i1, j1), (i2, j2) across c would be
re-paired (i1, i2), (j1, j2), which never costs more on any priority and strictly less on the last, so c
separates the field when, for every two pairs the sparse graph has across c, neither new pair is a rematch
(`Field.separates`); where no such c is near, the segment runs on to the next one. The bye must then fall
in the last segment: that is checked against a lower bound of what giving it to any earlier player would
cost (`Field.bye_is_optimal`), and when the check fails the whole field is matched at once. Either way the
matching is optimal on every priority.
"""

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from itertools import pairwise

import networkx as nx

SEGMENT = 100  # players matched at once: 2,000 at once take networkx 15 s, 20 segments of 100 0.6 s
EXACT_SIDE = 160  # largest side of a boundary whose unpairable players are counted exactly


@dataclass(frozen=True)
class Player:
    points: int
    met: frozenset  # positions of the players met before
    byes: int


class Field:
    """The players of a round in pairing order, and the costs of pairing them."""

    def __init__(self, players):
        self.players = players
        self.n = len(players)
        self.odd = self.n % 2 == 1
        self.bye = self.n  # the position of the "bye" player when the count is odd
        met = [set(p.met) for p in players]
        for i, p in enumerate(players):
            for j in p.met:
                if 0 <= j < self.n:
                    met[j].add(i)
        self.met = [frozenset(m) for m in met]
        self.sorted_met = [sorted(m) for m in met]
        self._reach = None
        self.longest = 4 * max(map(len, self.met), default=0) + 2  # no optimal pair is longer
        values = sorted({p.points for p in players}, reverse=True)
        self.group_points = [*values, values[-1] - 1] if values else []
        index = {v: g for g, v in enumerate(values)}
        self.group = [index[p.points] for p in players]
        self.groups = len(values)

    # The cost of a pair; the bye stands one group and one point below the lowest players.
    def cost(self, i, j):
        if j == self.bye:
            p = self.players[i]
            return (0, p.byes, self.groups - self.group[i], (p.points - self.group_points[-1]) ** 2, (j - i) ** 2)
        return (
            1 if j in self.met[i] else 0,
            0,
            self.group[j] - self.group[i],
            (self.players[i].points - self.players[j].points) ** 2,
            (j - i) ** 2,
        )

    def edges(self, lo, hi):
        """The pairs of positions lo..hi-1 an optimal matching can use (see the module's note), with the bye."""
        reach = self.reach()
        widest = max(reach[lo:hi], default=0)
        for i in range(lo, hi):
            for j in range(i + 1, min(hi, i + reach[i] + widest + 3)):
                if j - i <= reach[i] + reach[j] + 2:
                    yield i, j
        if self.odd and hi == self.n:
            for i in range(lo, hi):
                yield i, self.bye

    def reach(self):
        """2 x each player's opponents near enough to block a shorter pairing (see the module's note). The
        bound on optimal pairs it gives is used again to count fewer opponents as near, until it settles."""
        if self._reach is None:
            longest, reach = self.longest, None
            while True:
                reach = [
                    2 * (bisect_left(near, i + 2 * longest) - bisect_right(near, i - 2 * longest))
                    for i, near in enumerate(self.sorted_met)
                ]
                shorter = 2 * max(reach, default=0) + 2
                if shorter >= longest:
                    break
                longest = shorter
            self._reach, self.longest = reach, longest
        return self._reach

    def match(self, lo, hi):
        """An optimal matching of positions lo..hi-1 (with the bye when hi is the end and the count odd)."""
        edges = [(i, j, self.cost(i, j)) for i, j in self.edges(lo, hi)]
        graph = nx.Graph()
        graph.add_weighted_edges_from(_weights(edges, (hi - lo + 1) // 2))
        found = nx.max_weight_matching(graph, maxcardinality=True)
        nodes = hi - lo + (1 if self.odd and hi == self.n else 0)
        if 2 * len(found) != nodes:  # cannot happen: neighbours are always an edge, and the bye meets all
            raise AssertionError("no perfect matching")
        return sorted((min(a, b), max(a, b)) for a, b in found)

    def total(self, pairs):
        return tuple(map(sum, zip(*(self.cost(i, j) for i, j in pairs), strict=True))) if pairs else (0,) * 5

    def crossings(self, pairs):
        """How many pairs straddle each boundary (boundary k lies below group k)."""
        crossed = [0] * self.groups  # the last lies between the lowest group and the bye
        for i, j in pairs:
            top = self.group[i]
            bottom = self.groups if j == self.bye else self.group[j]
            for k in range(top, bottom):
                crossed[k] += 1
        return crossed

    def bye_is_optimal(self, pairs, last):
        """Whether no matching giving the bye to a player before position `last` (outside the last segment)
        can cost less than `pairs`: each group with such players bounds what any of them taking it costs."""
        above = [0] * self.groups
        for g in self.group:
            above[g] += 1
        for k in range(1, len(above)):
            above[k] += above[k - 1]
        crossed = self.crossings(pairs)
        unpairable = [
            self.unpairable(k, above[k]) if crossed[k] > above[k] % 2 else above[k] % 2 for k in range(self.groups)
        ]
        found = self.total(pairs)
        for g in sorted({self.group[i] for i in range(last)}):
            members = [i for i in range(last) if self.group[i] == g]
            fewest = min(self.players[i].byes for i in members)
            bound = (0, fewest, *self._bound(unpairable, above, g), (self.bye - members[-1]) ** 2)
            if bound < found:
                return False
        return True

    def _bound(self, unpairable, above, bye_group):
        crossings, squares = 0, 0
        for k, least in enumerate(unpairable):
            if bye_group is not None and k >= bye_group:  # the bye's pair crosses it, and parity holds
                least = max(least, 1 if above[k] % 2 else 2)
            gap = self.group_points[k] - self.group_points[k + 1]
            crossings += least
            squares += least * gap * gap
        return crossings, squares

    def unpairable(self, k, above):
        """At least how many players cross boundary k: those left unpaired by a largest rematch-free matching
        of the players on either side of it (counted exactly for a small side, else only its parity)."""
        below = self.n - above
        if min(above, below + self.odd) > EXACT_SIDE:
            return above % 2
        side = range(above) if above <= below + self.odd else range(above, self.n + (1 if self.odd else 0))
        graph = nx.Graph()
        graph.add_nodes_from(side)
        graph.add_edges_from((i, j) for i in side for j in side if i < j and (j == self.bye or j not in self.met[i]))
        return len(side) - 2 * len(nx.max_weight_matching(graph, maxcardinality=True))

    def cuts(self, size):
        """Segment starts, about `size` apart, at positions no optimal matching pairs across (`separates`);
        when the count is odd, the last segment reaches back to a player with the fewest byes."""
        cuts = [0]
        while self.n - cuts[-1] > size * 3 // 2:
            target = cuts[-1] + size - (cuts[-1] + size) % 2
            candidates = (c for c in _around(target, size) if cuts[-1] + size // 2 <= c <= self.n - size // 2)
            found = next((c for c in candidates if self.separates(c)), None)
            if found is None:  # a longer segment, up to the next place the field separates
                farther = range(target + size + 2, self.n - size // 2 + 1, 2)
                found = next((c for c in farther if self.separates(c)), None)
            if found is None:
                break
            cuts.append(found)
        if self.odd:
            fewest = min(p.byes for p in self.players)
            while len(cuts) > 1 and all(p.byes > fewest for p in self.players[cuts[-1] :]):
                cuts.pop()
        return [*cuts, self.n]

    def separates(self, c):
        """Whether no optimal matching (with the bye after c) pairs a player before position c (even) with one
        after it. Two such pairs (i1, j1), (i2, j2) would be re-paired (i1, i2), (j1, j2), never costing more on
        any priority and strictly less on the last, so it cannot happen when every two pairs that an optimal
        matching could have across c (`edges`) have this way out: neither new pair a rematch."""
        reach = self.reach()
        widest = max(reach[max(0, c - self.longest) : c + self.longest], default=0)
        across = [
            (i, j)
            for i in range(max(0, c - widest - 2), c)
            for j in range(c, min(self.n, i + reach[i] + widest + 3))
            if j - i <= reach[i] + reach[j] + 2
        ]
        met = self.met
        return not any(
            i2 in met[i1] or j2 in met[j1]
            for k, (i1, j1) in enumerate(across)
            for i2, j2 in across[k + 1 :]
            if i1 != i2 and j1 != j2
        )


def _around(target, spread):
    """Even positions from `target` outwards, up to `spread` either side."""
    for step in range(0, spread + 1, 2):
        yield target + step
        if step:
            yield target - step


def _weights(edges, pairs):
    """Integer weights to maximise, from cost tuples to minimise lexicographically over `pairs` pairs."""
    if not edges:
        return []
    highest = [max(cost[k] for _i, _j, cost in edges) for k in range(5)]
    scalars = []
    for i, j, cost in edges:
        scalar = 0
        for k in range(5):
            scalar = scalar * (pairs * highest[k] + 1) + cost[k]
        scalars.append((i, j, scalar))
    top = max(s for _i, _j, s in scalars) + 1
    return [(i, j, top - s) for i, j, s in scalars]


def solve(players, *, segment=SEGMENT):
    """Pairs of positions (i, j), i < j; j == len(players) is the bye. An optimal matching: the field is
    matched in segments where it provably separates, whole otherwise."""
    field = Field(players)
    if field.n <= segment * 3 // 2:
        return field.match(0, field.n) if field.n else []
    cuts = field.cuts(segment)
    pairs = [pair for lo, hi in pairwise(cuts) for pair in field.match(lo, hi)]
    if len(cuts) == 2 or not field.odd or field.bye_is_optimal(pairs, cuts[-2]):
        return pairs
    return field.match(0, field.n)
