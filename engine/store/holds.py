"""Which station holds a table, and what changed for the stations watching a round.

A stored match being scored at an event's table is *held* by one station (a row of
``holds``, revision 0009): only the holder writes its roll log.  The recorder
(:class:`engine.store.live.MatchLogger` with ``hold=True``) checks the hold and
writes its ``last_at`` in the same transaction as each entry, so two stations can
never both write one table; the roll log's ``(match_id, seq)`` key stays the last
guard.  Another station takes a table over only explicitly (:func:`take` with
``take_over``); the first holder's next action is then refused with
:class:`TableHeldError`, naming the new holder.

Every statement that may write comes first in its transaction (on SQLite a
transaction that read first could not become a write while another station writes).

:func:`watch` is the stations' cheap question "what changed": for each watched match
the last entry's sequence number and its holder, and the events' versions; one
small indexed query each, polled about once a second by the app.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from sqlalchemy import Connection, Table, delete, func, select, update
from sqlmodel import col

from ..errors import phrase
from ..journal import now
from ..names import quote
from ..words import QT_TRANSLATE_NOOP
from .db import Database, guarded
from .errors import StoreError
from .models import EventStateRow, EventTable, HoldRow, MatchRow, Round
from .repositories import ROLL_LOG

HOLDS: Table = HoldRow.__table__  # type: ignore[attr-defined]
EVENT_STATES: Table = EventStateRow.__table__  # type: ignore[attr-defined]


def clock(at: str | None, today: _dt.date | None = None) -> str:
    """A stored time as this computer's local clock ("20:14"; with the date when not today)."""
    if not at:
        return ""
    try:
        moment = _dt.datetime.fromisoformat(at).astimezone()
    except ValueError:
        return at
    day = today or _dt.datetime.now().astimezone().date()
    return moment.strftime("%H:%M") if moment.date() == day else moment.strftime("%Y-%m-%d %H:%M")


@dataclass(frozen=True)
class Hold:
    """A table's holder: the station's name, since when, and its last action (None: none yet)."""

    station: str
    since: str
    last_at: str | None = None

    def describe(self) -> str:
        """``station Bar-2 since 20:14, last action 20:31`` (English, for messages)."""
        last = f"last action {clock(self.last_at)}" if self.last_at else "no action yet"
        return f"station {quote(self.station)} since {clock(self.since)}, {last}"


class TableHeldError(StoreError):
    """Another station holds this table: the action was refused and nothing was saved."""

    def __init__(self, hold: Hold) -> None:
        self.hold = hold
        super().__init__(f"this table is held by {hold.describe()}: this station only watches it "
                         "(nothing was saved); take it over to score here")
        # the same words for the user's language (Refusal.text, engine/words.py)
        if hold.last_at:
            self.template = QT_TRANSLATE_NOOP("Refusal", "this table is held by station %1 since %2, last action %3: this station only watches it (nothing was saved); take it over to score here")  # noqa: E501
            self.values = (quote(hold.station), clock(hold.since), clock(hold.last_at))
        else:
            self.template = QT_TRANSLATE_NOOP("Refusal", "this table is held by station %1 since %2, no action yet: this station only watches it (nothing was saved); take it over to score here")  # noqa: E501
            self.values = (quote(hold.station), clock(hold.since))


def hold_of(conn: Connection, match_id: int) -> Hold | None:
    row = conn.execute(select(HOLDS.c.station, HOLDS.c.since, HOLDS.c.last_at)
                       .where(HOLDS.c.match_id == match_id)).first()
    return None if row is None else Hold(str(row[0]), str(row[1]), None if row[2] is None else str(row[2]))


def _insert_if_free(conn: Connection, match_id: int, station: str, since: str, last_at: str | None) -> bool:
    """Hold a free match (a write, first in its transaction); False: another row is there."""
    values = {"match_id": match_id, "station": station, "since": since, "last_at": last_at}
    # the dialect's own INSERT ... ON CONFLICT (rowcount is -1 on psycopg: RETURNING says it); PostgreSQL's
    # (some 2 MB of SQLAlchemy) loaded only on a server's database, never on an SQLite file's (issue 31)
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        pg = pg_insert(HOLDS).values(values).on_conflict_do_nothing(index_elements=["match_id"])
        return conn.execute(pg.returning(HOLDS.c.match_id)).first() is not None
    from sqlalchemy.dialects.sqlite import insert as sqlite_insert

    lite = sqlite_insert(HOLDS).values(values).on_conflict_do_nothing(index_elements=["match_id"])
    return conn.execute(lite.returning(HOLDS.c.match_id)).first() is not None


def claim(conn: Connection, match_id: int, station: str, at: str) -> None:
    """In the transaction of an entry made at ``station``: the station must hold the match
    (a free one it takes now); its last action is ``at``.  Another holder: TableHeldError."""
    touched = conn.execute(update(HOLDS).where(HOLDS.c.match_id == match_id, HOLDS.c.station == station)
                           .values(last_at=at)).rowcount
    if touched or _insert_if_free(conn, match_id, station, at, at):
        return
    held = hold_of(conn, match_id)
    if held is None or held.station == station:  # released meanwhile: refused this once, free again
        raise StoreError(QT_TRANSLATE_NOOP("Refusal", "the table's hold changed while saving; nothing was saved: try again"))
    raise TableHeldError(held)


@dataclass(frozen=True)
class Taken:
    """What :func:`take` found: the hold as it is now, and whether this station holds it."""

    hold: Hold
    mine: bool
    #: the holder it was taken over from (None: it was free or already this station's)
    previous: Hold | None = None


def take(db: Database, match_id: int, station: str, *, take_over: bool = False) -> Taken:
    """Hold the match for ``station``: a free match is taken, one this station holds is kept
    (since when it was taken); one another station holds is taken over only with
    ``take_over`` (its next action is refused), else left as it is (``mine`` False)."""
    at = now()
    with guarded(db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "taking match %1"), match_id)), db.engine.begin() as conn:
        # a write first: the hold's row is this transaction's until it ends (no other station
        # takes it in between), then it is read
        conn.execute(update(HOLDS).where(HOLDS.c.match_id == match_id).values(station=HOLDS.c.station))
        before = hold_of(conn, match_id)
        previous = None
        if before is None:
            _insert_if_free(conn, match_id, station, at, None)
        elif before.station != station and take_over:
            conn.execute(update(HOLDS).where(HOLDS.c.match_id == match_id)
                         .values(station=station, since=at, last_at=None))
            previous = before
        held = hold_of(conn, match_id)
        assert held is not None
        return Taken(held, held.station == station, previous)


def release(db: Database, match_id: int, station: str) -> None:
    """The station lets the table go (its window closed): another opens it freely then."""
    with guarded(db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "letting match %1 go"), match_id)), db.engine.begin() as conn:
        conn.execute(delete(HOLDS).where(HOLDS.c.match_id == match_id, HOLDS.c.station == station))


def current(db: Database, match_id: int) -> Hold | None:
    with guarded(db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "reading who holds match %1"), match_id)), db.engine.connect() as conn:
        return hold_of(conn, match_id)


# -- what changed: the stations' poll -----------------------------------------------------------------
@dataclass(frozen=True)
class Mark:
    """Where a watched match stands: its last entry (-1: none) and its holder."""

    last_seq: int
    holder: str | None
    since: str | None


@dataclass(frozen=True)
class Snapshot:
    """What the stations watch, as one comparable value: a change anywhere in it is a change
    to show (another station's throw, a hold taken over, a result entered, a round published)."""

    #: the events' saves: how many events have a state, and the sum of their versions
    events: tuple[int, int]
    matches: Mapping[int, Mark]

    def moved(self, before: Snapshot | None) -> set[int]:
        """The matches whose entries or holder differ from ``before``."""
        if before is None:
            return set(self.matches)
        return {m for m, mark in self.matches.items() if before.matches.get(m) != mark}


def watch(db: Database, event_id: int | None, match_ids: Iterable[int] = ()) -> Snapshot:
    """The snapshot for the stations of an event (its tables' matches) and of the matches
    given (tables open in windows)."""
    watched = set(match_ids)
    with guarded(db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "asking what changed"))), db.engine.connect() as conn:
        count, total = conn.execute(select(func.count(), func.coalesce(func.sum(EVENT_STATES.c.version), 0))).one()
        if event_id is not None:  # the event's tables (by the rounds' and tables' unique keys)
            linked = conn.scalars(select(col(EventTable.match_id)).join(Round, col(Round.id) == col(EventTable.round_id))
                                  .where(col(Round.event_id) == event_id, col(EventTable.match_id).is_not(None)))
            watched.update(int(m) for m in linked if m is not None)
        marks: dict[int, Mark] = {}
        if watched:  # each match by its key: the last entry (the roll log's key) and the hold
            last = select(func.max(ROLL_LOG.c.seq)).where(ROLL_LOG.c.match_id == col(MatchRow.id)).scalar_subquery()
            rows = conn.execute(select(col(MatchRow.id), last, HOLDS.c.station, HOLDS.c.since)
                                .select_from(MatchRow.__table__.outerjoin(  # type: ignore[attr-defined]
                                    HOLDS, HOLDS.c.match_id == col(MatchRow.id)))
                                .where(col(MatchRow.id).in_(sorted(watched))))
            marks = {int(m): Mark(-1 if s is None else int(s), h, since) for m, s, h, since in rows}
    return Snapshot((int(count), int(total)), marks)


__all__ = ["Hold", "Mark", "Snapshot", "TableHeldError", "Taken", "claim", "clock", "current", "release", "take",
           "watch"]
