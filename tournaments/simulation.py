"""Random events, for the tests and the benchmark: rounds paired by pair_round, random results and drops."""

import random
from dataclasses import dataclass, field

from tournaments.pairing import entrants_from, pair_round
from tournaments.standings import Result, standings


@dataclass
class Event:
    players: int
    seed: int
    draw_rate: float = 0.1
    drop_rate: float = 0.05
    results: list = field(default_factory=list)
    dropped: set = field(default_factory=set)
    rounds: int = 0

    @property
    def ids(self):
        return list(range(1, self.players + 1))

    def entrants(self):
        """The active players as pair_round receives them, ranked by the current standings."""
        table = standings(self.ids, self.results, dropped=self.dropped)
        return entrants_from(table, self.results, dropped=self.dropped, ranked=self.rounds > 0)

    def play(self, pairings):
        """Random results for `pairings`, then a few random drops."""
        rng = random.Random(self.seed * 1000 + self.rounds)
        self.rounds += 1
        for p in pairings:
            if p.b is None:
                self.results.append(Result(self.rounds, p.a, None, 2, 0, 0, "a"))
                continue
            roll = rng.random()
            if roll < self.draw_rate:
                self.results.append(Result(self.rounds, p.a, p.b, 1, 1, 1, "draw"))
            else:
                a_wins = roll < (1 + self.draw_rate) / 2
                games = (2, rng.choice((0, 1)))
                a_games, b_games = games if a_wins else games[::-1]
                self.results.append(Result(self.rounds, p.a, p.b, a_games, b_games, 0, "a" if a_wins else "b"))
        for i in self.ids:
            if i not in self.dropped and rng.random() < self.drop_rate:
                self.dropped.add(i)

    def next_pairings(self):
        return pair_round(self.entrants(), round_number=self.rounds + 1, seed=self.seed)
