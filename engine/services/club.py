"""What the club home shows on opening: how much the club holds, the next event still to seat or
to play, and the last finished event with its leaders.  A few cheap queries (the events' rows
and the standings of two events, their ratings read from the stored projection), so the app is
usable at once on a database of thousands of matches.  The app formats it; nothing here is Qt.

The store reads it in one way (engine/store/summary.py ``read_home``) over either connection:
:func:`club_summary` through an open database's unit of work, :func:`first_summary` through the
standard library's sqlite3 on a plain SQLite file, for the club home's first screen before
SQLAlchemy is loaded (issue 31).  Importing this module loads neither.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .standings import StandingLine, standing_lines

if TYPE_CHECKING:
    from ..store.db import Database as Database  # the type callers pass
    from ..store.summary import EventRead, HomeRead

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
    from ..store.summary import read_home, session_fetch
    from ..store.uow import UnitOfWork

    with UnitOfWork(db) as uow:
        return _summary(read_home(session_fetch(uow.session), LOOK_BACK))


@dataclass(frozen=True)
class FirstLook:
    """The club home's first screen read without the full store: the database's URL (as the full
    store opens it), where it is as the app names an SQLite file (its path), and its summary."""

    url: str
    where: str
    summary: ClubSummary


def first_summary(url: str | None = None, *, create: bool = False) -> FirstLook | None:
    """:func:`club_summary` of the database ``url`` names (None: ``BAKEHOUSE_DB``, else the data
    folder's, as :func:`engine.services.database.open_database` resolves it) when it is a plain
    SQLite file, read without opening the full store (engine/store/summary.py ``glance``: the store's
    own checks and queries on the standard library's sqlite3, SQLAlchemy not loaded); None when the
    full store must open it (a server's database, another form of URL, a database to be made with
    ``create``).  Refused with the errors and messages ``open_database(url, create=create)`` gives."""
    from ..store.paths import database_url
    from ..store.summary import glance

    resolved = database_url(url, make_folder=False)
    read = glance(resolved, LOOK_BACK, create=create)
    # an SQLite file is named by its path, as engine.services.database.where names it
    return None if read is None else FirstLook(resolved, resolved.removeprefix("sqlite:///"), _summary(read))


def _summary(read: HomeRead) -> ClubSummary:
    return ClubSummary(read.empty, read.members, read.events, _event(read.next_event), _event(read.last_event))


def _event(read: EventRead | None) -> EventSummary | None:
    if read is None:
        return None
    event = read.event
    lines = standing_lines(event, event.standings(read.ratings)) if read.ratings is not None else ()
    return EventSummary(event.id, event.config.name, event.config.ruleset, event.config.rounds, len(event.rounds),
                        read.finished, lines)
