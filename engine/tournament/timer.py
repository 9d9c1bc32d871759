"""The round timer of an event, as stored in the event's document (issue 33).

The organizer's station starts, pauses and resets it (the app's Standings page and projector);
every other station and ``bakehouse serve`` read it from the club database, so they all show the
same running time.  A running timer is kept as the wall-clock time it ends at (seconds since the
epoch, ``time.time()``): each reader works out the time left from its own clock, so it runs on
while no station is open, and the stations' clocks are assumed set alike (a club's computers on
the same network time).  A paused timer keeps the seconds it has left.

A timer belongs to a round: the last published round when it was set (0 before the first).  Once
the next round is published it is that round's timer no longer, and nothing shows it until the
organizer starts it again (with the same length).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..errors import InvalidInputError
from ..limits import MAX_ROUNDS
from ..names import quote

#: the longest timer (minutes), as the app's spin box allows
MAX_MINUTES = 600
#: a wall-clock time read back must be a date before the year 3000
_MAX_WALL = 32_503_680_000.0


@dataclass(frozen=True, slots=True)
class RoundTimerState:
    """A round's timer: its length, the seconds left while paused, and while it runs the
    wall-clock time it ends at."""

    round: int
    duration: float
    left: float
    ends_at: float | None = None

    def __post_init__(self) -> None:
        if isinstance(self.round, bool) or not isinstance(self.round, int) or not 0 <= self.round <= MAX_ROUNDS:
            raise InvalidInputError(f"a round timer's round must be a whole number from 0 to {MAX_ROUNDS}, "
                                    f"not {quote(self.round)}")
        for what, value in (("length", self.duration), ("time left", self.left)):
            if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                raise InvalidInputError(f"a round timer's {what} must be a number of seconds, not {quote(value)}")
        if not 0 < self.duration <= MAX_MINUTES * 60:
            raise InvalidInputError(f"a round timer runs from 1 to {MAX_MINUTES} minutes, "
                                    f"not {self.duration / 60:g}")
        if not 0 <= self.left <= self.duration:
            raise InvalidInputError(f"a round timer's time left must be from 0 to its length, not {self.left:g}")
        if self.ends_at is not None and (isinstance(self.ends_at, bool) or not isinstance(self.ends_at, int | float)
                                         or not 0 <= self.ends_at <= _MAX_WALL):
            raise InvalidInputError(f"a round timer's end must be a time, not {quote(self.ends_at)}")

    @classmethod
    def fresh(cls, round_number: int, seconds: float) -> RoundTimerState:
        """A timer of ``seconds`` not started yet."""
        return cls(round_number, float(seconds), float(seconds))

    def remaining(self, now: float) -> float:
        """Seconds left at wall-clock time ``now`` (0 once the time is up)."""
        if self.ends_at is None:
            return self.left
        return max(0.0, min(self.ends_at - now, self.duration))

    def running(self, now: float) -> bool:
        """It runs and its time is not up."""
        return self.ends_at is not None and self.remaining(now) > 0

    @property
    def started(self) -> bool:
        """Started at some time (running, paused part way, or run out); a fresh one is not."""
        return self.ends_at is not None or self.left < self.duration

    def to_dict(self) -> dict[str, Any]:
        return {"round": self.round, "duration": self.duration, "left": self.left, "ends_at": self.ends_at}

    @classmethod
    def from_dict(cls, d: Any) -> RoundTimerState:
        """A stored timer read back, checked (a damaged one is refused, never shown)."""
        try:
            return cls(d["round"], d["duration"], d["left"], d.get("ends_at"))
        except (KeyError, TypeError, AttributeError) as e:
            raise InvalidInputError(f"not a round timer saved by Bakehouse ({type(e).__name__})") from None
