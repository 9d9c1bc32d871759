"""The round timer of an event in the club database (issue 33): what the organizer's station
sets and every other station, the projector and the players' live page (``bakehouse serve`` as
well as the app's share) show.

The timer is part of the event's stored document (:class:`engine.tournament.timer.RoundTimerState`,
engine/tournament/codec.py), so no table of its own is needed, and a save of it rises the events'
stamp (engine/services/standings.py ``events_stamp``) that every station and the live page poll:
they read it again within their poll.  Each function is one unit of work.
"""

from __future__ import annotations

import math

from ..errors import IllegalActionError, InvalidInputError
from ..names import quote
from ..store.db import Database
from ..tournament.timer import MAX_MINUTES, RoundTimerState
from .events import EventSession


def station_timer(db: Database, event_id: int, default_seconds: float) -> RoundTimerState:
    """The timer a station shows for the event: the current round's as stored (started or not),
    else one not started, as long as the timer last set for the event (``default_seconds`` when
    none was ever set)."""
    with EventSession(db) as s:
        event = s.events.get(event_id)
    timer, now = event.timer, event.timed_round()
    if timer is not None and timer.round == now:
        return timer
    return RoundTimerState.fresh(now, timer.duration if timer is not None else default_seconds)


def keep_timer(db: Database, event_id: int, duration: float, left: float, ends_at: float | None) -> RoundTimerState:
    """Store the timer as the station has just set it (started: ``ends_at`` the wall-clock time it
    ends at; paused or reset: ``left`` the seconds it has left), for the event's current round.
    Refused in one line for a closed event or values no timer has; nothing is written then."""
    if not (isinstance(duration, int | float) and math.isfinite(duration) and 60 <= duration <= MAX_MINUTES * 60):
        raise InvalidInputError(f"a round timer runs from 1 to {MAX_MINUTES} minutes")
    if not (isinstance(left, int | float) and math.isfinite(left)):
        raise InvalidInputError("a round timer's time left must be a number of seconds")
    with EventSession(db) as s:
        event = s.events.get(event_id)
        if event.closed:
            raise IllegalActionError(f"event {event.id} ({quote(event.config.name)}) is closed: "
                                     "its round timer is not run any more")
        state = RoundTimerState(event.timed_round(), float(duration), max(0.0, min(float(left), float(duration))),
                                None if ends_at is None else float(ends_at))
        if state == event.timer:
            return state
        event.timer = state
        s.events.save(event)
        s.commit()
        return state
