"""What the club home shows on opening: how much the club holds, the next event still to seat or
to play, and the last finished event with its leaders.  A few cheap queries (the events' rows
and the standings of two events, their ratings read from the stored projection), so the app is
usable at once on a database of thousands of matches.  The app formats it; nothing here is Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..store.catalog import counts, is_empty, newest_managed_events
from ..store.db import Database as Database  # the type callers pass
from ..store.event_repo import StoredEvents
from ..store.uow import UnitOfWork
from .standings import StandingLine, standings_of

#: how many of the newest events are looked at for the next and the last one
LOOK_BACK = 20


@dataclass(frozen=True)
class EventSummary:
    id: int
    name: str
    ruleset: str
    rounds_planned: int
    rounds_seated: int
    #: every planned round seated and played
    finished: bool
    #: the standings in order (empty before any result)
    standings: tuple[StandingLine, ...]


@dataclass(frozen=True)
class ClubSummary:
    empty: bool
    members: int
    events: int
    next_event: EventSummary | None
    last_event: EventSummary | None


def club_summary(db: Database) -> ClubSummary:
    """The newest event still to seat or play and the newest finished one, with their standings."""
    with UnitOfWork(db) as uow:
        session = uow.session
        empty = is_empty(session)
        held = counts(session)
        repo = StoredEvents(session)
        next_event = last_event = None
        for event_id in newest_managed_events(session, LOOK_BACK):
            event = repo.get(event_id)
            finished = len(event.rounds) >= event.config.rounds and all(rd.finished for rd in event.rounds)
            if finished and last_event is not None or not finished and next_event is not None:
                continue
            lines = standings_of(repo, event_id).lines if any(rd.results for rd in event.rounds) else ()
            summary = EventSummary(event.id, event.config.name, event.config.ruleset, event.config.rounds,
                                   len(event.rounds), finished, tuple(lines))
            if finished:
                last_event = summary
            else:
                next_event = summary
            if next_event is not None and last_event is not None:
                break
    return ClubSummary(empty, held.members, held.events, next_event, last_event)
