"""The Physical Attack Table (PAT): how many power stages a physical attack takes.

The seed reads damage off a table its copy does not include, but its worked example fixes the shape: an
attacker at 1,200 reads the fourth row, a defender at 200 the second column, and the defender loses 3 power
stages. Rows and columns are power bands. The default is the bands of a community simulator of the Saiyan
Saga (issue 14): bands starting at 0, 100, 600, 1,000, 3,000, 10,000, 15,500 and 25,000, and stages lost =
1 + the attacker's band - the defender's band, never below 0 (1 + 3 - 1 = 3 in the seed's example).
A format may set other bands with that rule, or a full matrix of stages by attacker band then defender band.
"""

import itertools
from bisect import bisect_right
from dataclasses import dataclass

DEFAULT_BANDS = (0, 100, 600, 1000, 3000, 10000, 15500, 25000)
DIFFERENCE = "difference"  # 1 + attacker band - defender band, never below 0
MAX_BANDS = 30
MAX_TABLE_STAGES = 50
MAX_START = 10**9


@dataclass(frozen=True)
class Table:
    bands: tuple = DEFAULT_BANDS
    matrix: tuple | None = None  # matrix[attacker band][defender band]: stages lost

    def band(self, power):
        """The band (0 = the first) whose start is the highest at or below `power`."""
        return bisect_right(self.bands, power) - 1

    def stages(self, attacker_band, defender_band):
        if self.matrix is not None:
            return self.matrix[attacker_band][defender_band]
        return max(0, 1 + attacker_band - defender_band)

    def to_dict(self):
        data = {"bands": list(self.bands)}
        if self.matrix is None:
            data["rule"] = DIFFERENCE
        else:
            data["matrix"] = [list(row) for row in self.matrix]
        return data


DEFAULT = Table()


def parse_table(data):
    """A Table from `{"bands": [...], "rule": "difference"}` or `{"bands": [...], "matrix": [[...], ...]}`
    (None: the default); ValueError says what is wrong."""
    if data is None:
        return DEFAULT
    if isinstance(data, Table):
        return data
    if not isinstance(data, dict):
        raise ValueError('pat must be an object: {"bands": [0, 100, ...], "rule": "difference"} or a "matrix"')
    unknown = sorted(set(data) - {"bands", "rule", "matrix"}, key=str)
    if unknown:
        raise ValueError(f'unknown pat key "{unknown[0]}" (known: bands, matrix, rule)')
    bands = data.get("bands", list(DEFAULT_BANDS))
    if (
        not isinstance(bands, list)
        or not 1 <= len(bands) <= MAX_BANDS
        or not all(isinstance(b, int) and not isinstance(b, bool) and 0 <= b <= MAX_START for b in bands)
    ):
        raise ValueError(f"pat bands must be a list of 1 to {MAX_BANDS} whole numbers, the start of each band")
    if bands[0] != 0 or any(a >= b for a, b in itertools.pairwise(bands)):
        raise ValueError("pat bands must start at 0 and rise: each band starts above the one before")
    if "matrix" in data and "rule" in data:
        raise ValueError("pat has a rule or a matrix, not both")
    if "rule" in data and data["rule"] != DIFFERENCE:
        raise ValueError(f'pat rule must be "{DIFFERENCE}" (1 + attacker band - defender band, never below 0)')
    matrix = data.get("matrix")
    if matrix is None:
        return Table(tuple(bands))
    size = len(bands)
    ok = (
        isinstance(matrix, list)
        and len(matrix) == size
        and all(isinstance(row, list) and len(row) == size for row in matrix)
        and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_TABLE_STAGES for row in matrix for v in row
        )
    )
    if not ok:
        raise ValueError(
            f"pat matrix must be {size} rows (attacker bands) of {size} whole numbers 0 to {MAX_TABLE_STAGES}"
        )
    return Table(tuple(bands), tuple(tuple(row) for row in matrix))
