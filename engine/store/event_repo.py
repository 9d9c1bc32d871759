"""The tournament's events in the club database: an implementation of
:class:`engine.tournament.event.EventRepository` over a store session.

An event's own facts (its configuration, players, rounds with their seatings and
results, corrections, constraints and the mixer's plan) are one JSON document
per event in ``event_states`` (revision 0004), written whole on every save in
the tournament package's own layout (:mod:`engine.tournament.codec`);
everything else (standings, ratings, byes) is computed from them by the
tournament package.  The store's relational rows are kept in step on every save,
so exports and reports see the event as they see any other: the ``events`` row
(name, kind, ruleset, options, season, settings), one ``rounds`` row per seated
round with its published flag, one ``tables`` row per table (its ``match_id``
set when a match record was imported for it, see :meth:`StoredEvents.link_match`).

Like every repository this one never commits: the caller's unit of work does,
so an operation is all or nothing.  Each state carries a version that rises
with every save; a save over a state that another station saved since it was
read is refused (nothing is written) rather than lost.

A stored state that cannot be read back (edited by hand, damaged) is refused
with a :class:`StoreError` naming the event and what is wrong.
"""

from __future__ import annotations

import json

from sqlalchemy import delete, func, select, update
from sqlmodel import Session, col

from ..errors import BakehouseError
from ..journal import now
from ..tournament.codec import event_from_dict, event_to_dict
from ..tournament.event import Event, EventKind
from .errors import StoreError
from .models import Event as EventRow
from .models import EventStateRow, EventTable, Round

#: the store's event kinds for the tournament's
KIND_ROWS = {EventKind.CLUB_NIGHT: "club_night", EventKind.TOURNAMENT: "tournament", EventKind.LEAGUE: "league"}


# -- the repository ----------------------------------------------------------------------------------
class StoredEvents:
    """The tournament's ``EventRepository`` on a store session (never commits).

    ``next_id`` reserves the ``events`` row the new event will use (so its id
    comes from the database, as every other event's does); ``add`` fills it."""

    def __init__(self, session: Session) -> None:
        self.session = session
        #: the version of each state as this session read it (event id -> version)
        self._read: dict[int, int] = {}

    def next_id(self) -> int:
        row = EventRow(name="(new event)", kind="club_night", created_at=now())
        self.session.add(row)
        self.session.flush()
        assert row.id is not None
        return row.id

    def add(self, event: Event) -> None:
        if self.session.get(EventStateRow, event.id) is not None:
            raise StoreError(f"event {event.id} exists already")
        row = self.session.get(EventRow, event.id)
        if row is None:  # an id not reserved through next_id
            row = EventRow(id=event.id, name=event.config.name, created_at=now())
            self.session.add(row)
        self._event_row(row, event)
        self.session.add(EventStateRow(event_id=event.id, state=self._dump(event), version=1, updated_at=now()))
        self.session.flush()
        self._read[event.id] = 1
        self._rounds_in_step(event)

    def get(self, event_id: int) -> Event:
        row = self.session.get(EventStateRow, event_id)
        if row is None:
            if self.session.get(EventRow, event_id) is not None:
                raise StoreError(f"event {event_id} was not made with `bakehouse event create`: it has no rounds "
                                 "to seat or standings to show")
            raise StoreError(f"there is no event {event_id}")
        event = self._load(row)
        self._read.setdefault(event_id, row.version)
        return event

    def save(self, event: Event) -> None:
        read = self._read.get(event.id)
        if read is None:
            self.get(event.id)  # refuses an unknown event
            read = self._read[event.id]
        done = self.session.execute(
            update(EventStateRow)
            .where(col(EventStateRow.event_id) == event.id, col(EventStateRow.version) == read)
            .values(state=self._dump(event), version=read + 1, updated_at=now())
        )
        if done.rowcount != 1:  # type: ignore[attr-defined]
            raise StoreError(f"event {event.id} was changed at another station meanwhile; nothing was saved: "
                             "run the command again")
        self._read[event.id] = read + 1
        row = self.session.get(EventRow, event.id)
        assert row is not None  # the state refers to it
        self._event_row(row, event)
        self.session.flush()
        self._rounds_in_step(event)

    def all(self) -> list[Event]:
        rows = self.session.scalars(select(EventStateRow).order_by(col(EventStateRow.event_id))).all()
        out = []
        for row in rows:
            out.append(self._load(row))
            self._read.setdefault(row.event_id, row.version)
        return out

    def stamp(self) -> tuple[int, int]:
        """How many events and the sum of their states' versions: it changes with every save at
        any station, so a screen that shows events reads them again only when it changed."""
        row = self.session.execute(select(func.count(), func.coalesce(func.sum(col(EventStateRow.version)), 0))).one()
        return int(row[0]), int(row[1])

    # -- the store's relational rows ---------------------------------------------------------------
    def link_match(self, event_id: int, round_number: int, table: int, match_id: int) -> None:
        """The match played at a table (its record imported): exports and reports find it."""
        rid = self._round_id(event_id, round_number)
        row = self.session.scalars(select(EventTable).where(col(EventTable.round_id) == rid,
                                                            col(EventTable.number) == table)).first()
        if row is None:
            raise StoreError(f"event {event_id} has no table {table} in round {round_number}")
        row.match_id = match_id
        self.session.flush()

    def match_of(self, event_id: int, round_number: int, table: int) -> int | None:
        rid = self._round_id(event_id, round_number)
        return self.session.scalar(select(col(EventTable.match_id)).where(col(EventTable.round_id) == rid,
                                                                         col(EventTable.number) == table))

    def _round_id(self, event_id: int, number: int) -> int:
        rid = self.session.scalar(select(col(Round.id)).where(col(Round.event_id) == event_id,
                                                              col(Round.number) == number))
        if rid is None:
            raise StoreError(f"event {event_id} has no round {number}")
        return int(rid)

    def _event_row(self, row: EventRow, event: Event) -> None:
        c = event.config
        row.name = c.name
        row.kind = KIND_ROWS[c.kind]
        row.ruleset = c.ruleset
        row.options = json.dumps(dict(c.options), ensure_ascii=False)
        row.parent_id = c.season
        row.settings = json.dumps(event_to_dict(event)["config"], ensure_ascii=False)

    def _rounds_in_step(self, event: Event) -> None:
        """One ``rounds`` row per seated round, one ``tables`` row per table; a draft
        round taken back (a drop before publishing) loses its rows."""
        have = {r.number: r for r in self.session.scalars(select(Round).where(col(Round.event_id) == event.id))}
        for number, r in have.items():
            if number > len(event.rounds):
                assert r.id is not None
                linked = self.session.scalar(select(col(EventTable.id)).where(col(EventTable.round_id) == r.id,
                                                                             col(EventTable.match_id).is_not(None)))
                if linked is not None:
                    raise StoreError(f"round {number} of event {event.id} has a stored match: it cannot be taken back")
                self.session.execute(delete(EventTable).where(col(EventTable.round_id) == r.id))
                self.session.execute(delete(Round).where(col(Round.id) == r.id))
        self.session.flush()
        for rd in event.rounds:
            row = have.get(rd.number)
            if row is None:
                row = Round(event_id=event.id, number=rd.number, published=rd.published)
                self.session.add(row)
                self.session.flush()
            row.published = rd.published
            assert row.id is not None
            tables = {t.number: t for t in self.session.scalars(select(EventTable).where(col(EventTable.round_id) == row.id))}
            for n in range(1, len(rd.seating.tables) + 1):
                if n not in tables:
                    self.session.add(EventTable(round_id=row.id, number=n))
            for n, t in tables.items():
                if n > len(rd.seating.tables):
                    if t.match_id is not None:
                        raise StoreError(f"table {n} of round {rd.number} has a stored match: it cannot be taken back")
                    self.session.delete(t)
        self.session.flush()

    # -- the document ----------------------------------------------------------------------------------
    @staticmethod
    def _dump(event: Event) -> str:
        return json.dumps(event_to_dict(event), ensure_ascii=False, separators=(",", ":"))

    @staticmethod
    def _load(row: EventStateRow) -> Event:
        try:
            event = event_from_dict(json.loads(row.state))
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            what = e.message if isinstance(e, BakehouseError) else (
                f"missing {e}" if isinstance(e, KeyError) else str(e) or type(e).__name__)
            raise StoreError(f"the stored state of event {row.event_id} is damaged ({what[:120]}): "
                             "restore it from a backup") from None
        if event.id != row.event_id:
            raise StoreError(f"the stored state of event {row.event_id} is damaged (it names event {event.id}): "
                             "restore it from a backup")
        return event
