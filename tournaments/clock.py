"""A round's clock, as plain arithmetic: a length, the seconds it ran before its last pause, and since when it
runs again (None while paused). Time left is never stored; it is computed from these at the moment asked, so a
pause, a resume or a page opened late all read the same clock."""

import math
from dataclasses import dataclass
from datetime import datetime

NOT_STARTED, RUNNING, PAUSED = "not_started", "running", "paused"


@dataclass(frozen=True)
class Clock:
    minutes: int | None  # None: not started
    elapsed: float = 0.0  # seconds run before the last pause
    running_since: datetime | None = None

    @property
    def state(self):
        if self.minutes is None:
            return NOT_STARTED
        return RUNNING if self.running_since is not None else PAUSED

    def run_seconds(self, now):
        """Seconds the clock has run in all, pauses left out."""
        since = (now - self.running_since).total_seconds() if self.running_since is not None else 0.0
        return self.elapsed + max(since, 0.0)

    def remaining(self, now, extra_minutes=0):
        """Seconds left (negative once time is up) for a table given `extra_minutes`; None before the start."""
        if self.minutes is None:
            return None
        return (self.minutes + extra_minutes) * 60 - self.run_seconds(now)

    def paused(self, now):
        """The clock after a pause at `now`: what it ran is banked."""
        return Clock(self.minutes, self.run_seconds(now), None)

    def resumed(self, now):
        return Clock(self.minutes, self.elapsed, now)


def started(minutes, now):
    return Clock(minutes, 0.0, now)


def shown(seconds):
    """Seconds left as the clock shows them: m:ss, with a minus sign once time is up."""
    sign = "-" if seconds < 0 else ""
    whole = math.ceil(abs(seconds))  # a running clock shows 0:00 only once time is up
    return f"{sign}{whole // 60}:{whole % 60:02d}"
