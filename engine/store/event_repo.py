"""The tournament's events in the club database: an implementation of
:class:`engine.tournament.event.EventRepository` over a store session.

An event's own facts (its configuration, players, rounds with their seatings and
results, corrections, constraints and the mixer's plan) are one JSON document
per event in ``event_states`` (revision 0004), written whole on every save in
the tournament package's own layout (:mod:`engine.tournament.codec`);
everything else (standings, byes) is computed from them by the tournament
package, except the ratings, a projection stored in the same transaction as
every save that changes a result (engine/store/ratings.py), and read by
:class:`StoredEventService`.  The store's relational rows are kept in step on every save,
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
from collections.abc import Mapping

from sqlalchemy import delete, func, select, update
from sqlmodel import Session, col

from ..errors import phrase
from ..journal import now
from ..tournament.codec import event_to_dict
from ..tournament.event import Event, EventKind, EventRound, EventService
from ..tournament.seating import Seeding
from ..tournament.standings import Standing
from ..words import QT_TRANSLATE_NOOP
from .errors import StoreError
from .models import Event as EventRow
from .models import EventStateRow, EventTable, Round, SupersededRow
from .ratings import START, Order, RatingProjection, Recomputed, order_of, rated_matches
from .summary import load_event

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
        #: what each save that changed results cost the ratings projection (tests, benchmarks)
        self.recomputed: list[Recomputed] = []

    def next_id(self) -> int:
        row = EventRow(name="(new event)", kind="club_night", created_at=now())
        self.session.add(row)
        self.session.flush()
        assert row.id is not None
        return row.id

    def add(self, event: Event) -> None:
        if self.session.get(EventStateRow, event.id) is not None:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 exists already"), event.id))
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
                raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 was not made with `bakehouse event create`: it has no rounds to seat or standings to show"), event_id))
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "there is no event %1"), event_id))
        event = self._load(row)
        event.date = self._date(event_id)
        self._read.setdefault(event_id, row.version)
        return event

    def _date(self, event_id: int) -> str | None:
        """The event's date: kept in its events row (``event create --date``), not in its state."""
        row = self.session.get(EventRow, event_id)
        return None if row is None else row.date or None

    def save(self, event: Event) -> None:
        """Write the event; the ratings projection follows its results in the same
        transaction (:meth:`_project`)."""
        read = self._read.get(event.id)
        if read is None:
            self.get(event.id)  # refuses an unknown event
            read = self._read[event.id]
        stored = self.session.scalar(select(col(EventStateRow.state)).where(col(EventStateRow.event_id) == event.id))
        done = self.session.execute(
            update(EventStateRow)
            .where(col(EventStateRow.event_id) == event.id, col(EventStateRow.version) == read)
            .values(state=self._dump(event), version=read + 1, updated_at=now())
        )
        if done.rowcount != 1:  # type: ignore[attr-defined]
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 was changed at another station meanwhile; nothing was saved: run the command again"), event.id))
        self._read[event.id] = read + 1
        row = self.session.get(EventRow, event.id)
        assert row is not None  # the state refers to it
        self._event_row(row, event)
        self.session.flush()
        self._rounds_in_step(event)
        if stored is not None:
            self._project(self._load(EventStateRow(event_id=event.id, state=stored, updated_at="")), event)

    def all(self) -> list[Event]:
        rows = self.session.scalars(select(EventStateRow).order_by(col(EventStateRow.event_id))).all()
        dates = {int(i): d for i, d in self.session.execute(select(col(EventRow.id), col(EventRow.date)))}
        out = []
        for row in rows:
            out.append(self._load(row))
            out[-1].date = dates.get(row.event_id) or None
            self._read.setdefault(row.event_id, row.version)
        return out

    def stamp(self) -> tuple[int, int]:
        """How many events and the sum of their states' versions: it changes with every save at
        any station, so a screen that shows events reads them again only when it changed."""
        row = self.session.execute(select(func.count(), func.coalesce(func.sum(col(EventStateRow.version)), 0))).one()
        return int(row[0]), int(row[1])

    # -- the ratings projection -----------------------------------------------------------------------
    def _project(self, before: Event, after: Event) -> None:
        """Rate again the tables of ``after``'s ruleset from the first whose result
        changed (recorded, corrected or withdrawn), in every event from this one on."""
        old = {order_of(m): m.result for m in before.matches()}
        new = {order_of(m): m.result for m in after.matches()}
        changed = [o for o in old.keys() | new.keys() if old.get(o) != new.get(o)]
        if changed:
            self.reproject(after.config.ruleset, min(changed), this=after)

    def reproject(self, ruleset: str, since: Order = START, *, this: Event | None = None) -> Recomputed:
        """Rewrite the ruleset's ratings from table ``since`` on, from the results of
        the events that hold it (``this``: an event being saved, as it is now).  Other
        events are read after the ruleset's lock is taken, so two stations recording
        results of one game at once rewrite its ratings one after the other."""
        projection = RatingProjection(self.session)
        projection.lock(ruleset)
        q = (select(EventStateRow).join(EventRow, col(EventRow.id) == col(EventStateRow.event_id))
             .where(col(EventRow.ruleset) == ruleset, col(EventStateRow.event_id) >= since[0])
             .order_by(col(EventStateRow.event_id)))
        events = [this if this is not None and row.event_id == this.id else self._load(row)
                  for row in self.session.scalars(q)]
        if this is not None and all(e.id != this.id for e in events):
            events.append(this)
        done = projection.rewrite(ruleset, since, rated_matches(events, ruleset, since), self.match_links(since[0]))
        self.recomputed.append(done)
        return done

    def match_links(self, from_event: int = 0) -> Mapping[Order, int]:
        """The stored match of each table that has one, from event ``from_event`` on."""
        q = (select(col(Round.event_id), col(Round.number), col(EventTable.number), col(EventTable.match_id))
             .join(Round, col(Round.id) == col(EventTable.round_id))
             .where(col(EventTable.match_id).is_not(None), col(Round.event_id) >= from_event))
        return {(int(e), int(r), int(t)): int(m) for e, r, t, m in self.session.execute(q)}

    # -- a stored match is the source of its table's result (what it becomes: the service layer's
    # -- handler, engine/services/handlers.py, of what MatchRepository.refresh reports) ---------------
    def table_of(self, match_id: int) -> Order | None:
        """The (event, round, table) whose match it is, or None."""
        where = self.session.execute(
            select(col(Round.event_id), col(Round.number), col(EventTable.number))
            .join(Round, col(Round.id) == col(EventTable.round_id))
            .where(col(EventTable.match_id) == match_id)).first()
        return None if where is None else (int(where[0]), int(where[1]), int(where[2]))

    def has_state(self, event_id: int) -> bool:
        """Whether the event was made by `bakehouse event create` (it has rounds and standings)."""
        return self.session.get(EventStateRow, event_id) is not None

    def is_superseded(self, match_id: int) -> bool:
        """Whether the match was closed as superseded (issue 29: its table's result was typed over it)."""
        return self.session.get(SupersededRow, match_id) is not None

    def refuse_result_over_match(self, event_id: int, round_number: int, table: int) -> None:
        """A table whose result comes from a stored match is corrected through that
        match (or another match or record), never by places and scores typed over it.  A match
        closed as superseded feeds nothing: its table's result was typed, and is corrected so."""
        match_id = self.match_of(event_id, round_number, table)
        if match_id is not None and self.session.get(SupersededRow, match_id) is None:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 of round %2 has its result from match %3: correct that match's moves (a correction at the table), or give --match or --record"), table, round_number, match_id))

    def supersede(self, match_id: int) -> None:
        """Close a match as superseded (issue 29): its table's result was typed in over it.  Its
        stored skill and luck go with it (it counts nowhere)."""
        if self.session.get(SupersededRow, match_id) is None:
            from .skill import SkillProjection

            self.session.add(SupersededRow(match_id=match_id, at=now()))
            SkillProjection(self.session).forget(match_id)
            self.session.flush()

    def superseded(self) -> set[int]:
        """The matches closed as superseded."""
        return {int(m) for m in self.session.scalars(select(col(SupersededRow.match_id)))}

    # -- the store's relational rows ---------------------------------------------------------------
    def link_match(self, event_id: int, round_number: int, table: int, match_id: int) -> None:
        """The match played at a table (its record imported): exports and reports find it."""
        rid = self._round_id(event_id, round_number)
        row = self.session.scalars(select(EventTable).where(col(EventTable.round_id) == rid,
                                                            col(EventTable.number) == table)).first()
        if row is None:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 has no table %2 in round %3"), event_id, table, round_number))
        row.match_id = match_id
        self.session.flush()
        RatingProjection(self.session).link((event_id, round_number, table), match_id)

    def match_of(self, event_id: int, round_number: int, table: int) -> int | None:
        rid = self._round_id(event_id, round_number)
        return self.session.scalar(select(col(EventTable.match_id)).where(col(EventTable.round_id) == rid,
                                                                         col(EventTable.number) == table))

    def _round_id(self, event_id: int, number: int) -> int:
        rid = self.session.scalar(select(col(Round.id)).where(col(Round.event_id) == event_id,
                                                              col(Round.number) == number))
        if rid is None:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 has no round %2"), event_id, number))
        return int(rid)

    def _event_row(self, row: EventRow, event: Event) -> None:
        c = event.config
        row.name = c.name
        row.kind = KIND_ROWS[c.kind]
        row.ruleset = c.ruleset
        row.options = json.dumps(dict(c.options), ensure_ascii=False)
        row.parent_id = c.season
        row.settings = json.dumps(event_to_dict(event)["config"], ensure_ascii=False)
        if event.date is not None:  # the model's date (an event read before it had one leaves it be)
            row.date = event.date

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
                    raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 of event %2 has a stored match: it cannot be taken back"), number, event.id))
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
                        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 of round %2 has a stored match: it cannot be taken back"), n, rd.number))
                    self.session.delete(t)
        self.session.flush()

    # -- the document ----------------------------------------------------------------------------------
    @staticmethod
    def _dump(event: Event) -> str:
        return json.dumps(event_to_dict(event), ensure_ascii=False, separators=(",", ":"))

    @staticmethod
    def _load(row: EventStateRow) -> Event:
        return load_event(row.event_id, row.state)


# -- the service -----------------------------------------------------------------------------------------
class StoredEventService(EventService):
    """The tournament's event service on the club database: ratings are read from
    the stored projection (engine/store/ratings.py), never recomputed from the
    club's history, so a standings call or a seating costs the same in a club's
    tenth year as in its first."""

    def __init__(self, repo: StoredEvents) -> None:
        super().__init__(repo)
        self.events = repo

    def standings(self, event_id: int, upto: int | None = None) -> list[Standing[int]]:
        """The standings (after round ``upto``), with each player's rating as it was
        then: after that round's tables, from the stored projection."""
        return self.standings_for(self.events.get(event_id), upto)

    def standings_for(self, event: Event, upto: int | None = None) -> list[Standing[int]]:
        """:meth:`standings` of an event already read (in this unit of work)."""
        before = None if upto is None else (event.id, upto + 1, 0)
        ratings = RatingProjection(self.events.session).ordinals(event.config.ruleset, event.players, before)
        return event.standings(ratings, upto)

    def seat_next(self, event_id: int) -> EventRound:
        event = self.events.get(event_id)
        ratings = None
        if event.config.seeding is not Seeding.RANDOM:  # by the ratings before this event
            ratings = RatingProjection(self.events.session).ordinals(event.config.ruleset, event.players,
                                                                     (event.id, 0, 0))
        rd = event.seat_next(ratings)
        self.events.save(event)
        return rd
