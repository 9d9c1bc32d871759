"""Repositories: the store's tables read and written as engine values.

The desktop, the tournament package and the reports use these, never SQL.
Repositories never commit (see :mod:`engine.store.uow`).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import ColumnElement, Connection, and_, case, exists, func, insert, select, update
from sqlmodel import Session, col

from ..errors import BakehouseError, Phrase, phrase
from ..names import check_names, clean_name, name_key, quote
from ..tournament.results import places_from_scores
from ..words import QT_TRANSLATE_NOOP
from .errors import StoreError, whole
from .messages import MatchChanged
from .models import (
    Event,
    EventTable,
    MatchRow,
    Member,
    RatingRow,
    ResultRow,
    RollRow,
    RollVoidRow,
    Round,
    SeatRow,
    TurnRow,
)

if TYPE_CHECKING:
    from ..journal import JournalEntry
    from .replaying import MatchSetup, Played

# The rules (the journal, the codec of its entries, the replayer) are imported where a match is
# read or written: a command about members or events does not load them (`bakehouse members
# list` starts sooner, #17).


def now() -> str:
    from ..journal import now as journal_now

    return journal_now()


ROLL_LOG = RollRow.__table__  # type: ignore[attr-defined]
ROLL_VOIDS = RollVoidRow.__table__  # type: ignore[attr-defined]
TURNS = TurnRow.__table__  # type: ignore[attr-defined]


def in_force(log: Any = ROLL_LOG) -> ColumnElement[bool]:
    """The one SQL test of a roll-log row in force (every query of the store that counts
    entries in force uses it): a roll-off throw or a move that no void withdrew, that is
    no :class:`RollVoidRow` names it; the engine's ``Journal.in_force`` over the same
    rows.  ``log``: the roll log, or an alias of it."""
    withdrawn = exists().where(ROLL_VOIDS.c.match_id == log.c.match_id, ROLL_VOIDS.c.voided_seq == log.c.seq)
    return and_(log.c.kind != "void", ~withdrawn)


def append_entries(conn: Connection | Session, match_id: int, entries: Sequence[JournalEntry]) -> None:
    """Write entries at the end of a match's roll log: one row each, and for a void the
    rows naming what it withdraws.  Nothing already written is changed (the roll log is
    append-only); the caller's transaction."""
    from .codec import entry_row, void_rows

    if not entries:
        return
    conn.execute(insert(ROLL_LOG), [entry_row(match_id, e) for e in entries])
    voids = [r for e in entries for r in void_rows(match_id, e)]
    if voids:
        conn.execute(insert(ROLL_VOIDS), voids)
#: the verbs of logged moves (codec.action_text), rack-bank before rack
VERBS = ("throw", "rack-bank", "rack", "bank", "swap", "risk", "out", "visit", "keep", "stop", "roll")


# -- values -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MemberInfo:
    id: int
    name: str
    email: str | None = None
    note: str | None = None
    active: bool = True


@dataclass(frozen=True)
class EventInfo:
    id: int
    name: str
    kind: str
    ruleset: str | None
    options: dict[str, Any] | None
    date: str | None
    parent_id: int | None
    settings: dict[str, Any] | None


@dataclass(frozen=True)
class TableInfo:
    event_id: int
    round: int
    table: int
    match_id: int | None


@dataclass(frozen=True)
class PlayedAt:
    """The event table a stored match was played at: what a club scorepad is headed with."""
    event: str
    round: int
    table: int
    date: str | None

    def record_event(self) -> dict[str, Any]:
        """As a match record's ``event`` object (the date only when the event has one)."""
        return {"name": self.event, "round": self.round, "table": self.table,
                **({"date": self.date} if self.date else {})}


@dataclass(frozen=True)
class MatchSummary:
    id: int
    uid: str
    ruleset: str
    players: tuple[str, ...]
    member_ids: tuple[int | None, ...]
    finished: bool
    created_at: str
    event_id: int | None = None
    round: int | None = None
    table: int | None = None


@dataclass(frozen=True)
class SeatResult:
    seat: int
    name: str
    member_id: int | None
    total: int
    place: int
    won: bool
    turns: int
    points: int


@dataclass(frozen=True)
class RatingStep:
    member_id: int
    ruleset: str
    step: int
    mu: float
    sigma: float
    match_id: int | None
    at: str


@dataclass(frozen=True)
class MemberStats:
    """One member's statistics over the moves in force of every match they played."""

    member_id: int
    matches: int
    finished: int
    wins: int
    turns: int
    points: int
    events: dict[str, int]  # logged events in force by kind: throw, rack, bank, stop ...
    by_ruleset: dict[str, tuple[int, int]]  # ruleset -> (finished matches, wins)

    @property
    def win_rate(self) -> float:
        return self.wins / self.finished if self.finished else 0.0

    @property
    def mean_turn_points(self) -> float:
        return self.points / self.turns if self.turns else 0.0


def _refuse(message: str | Phrase) -> StoreError:
    return StoreError(message)


# -- members ----------------------------------------------------------------------------------
def _member(row: Member) -> MemberInfo:
    assert row.id is not None
    return MemberInfo(row.id, row.name, row.email, row.note, row.active)


class MemberRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, name: str, *, email: str | None = None, note: str | None = None) -> MemberInfo:
        cleaned = clean_name(name)
        existing = self.by_name(cleaned)
        if existing is not None:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "a member named %1 exists already (id %2)"), quote(existing.name), existing.id))
        row = Member(name=cleaned, name_key=name_key(cleaned), email=email or None, note=note or None,
                     created_at=now())
        self.session.add(row)
        self.session.flush()
        return _member(row)

    def by_keys(self) -> dict[str, MemberInfo]:
        """Every member by the key of their name (engine/names.py ``name_key``): one query,
        for checking many names at once (a members import)."""
        return {r.name_key: _member(r) for r in self.session.scalars(select(Member))}

    def add_many(self, members: Sequence[tuple[str, str | None, str | None, bool]]) -> list[MemberInfo]:
        """Add (name, email, note, active) members in one bulk insert, in order; names are
        cleaned here and must be new (the caller checked them against :meth:`by_keys`)."""
        if not members:
            return []
        at = now()
        infos = [MemberInfo(0, clean_name(name), email or None, note or None, active)
                 for name, email, note, active in members]
        rows = [{"name": m.name, "name_key": name_key(m.name), "email": m.email, "note": m.note, "active": m.active,
                 "created_at": at} for m in infos]
        table = Member.__table__  # type: ignore[attr-defined]  # sqlmodel sets it on table=True models
        self.session.connection().execute(table.insert(), rows)  # the driver's executemany: one statement
        ids = {str(k): v for k, v in self.session.execute(select(col(Member.name_key), col(Member.id)))}
        return [replace(m, id=int(ids[name_key(m.name)] or 0)) for m in infos]

    def get(self, member_id: int) -> MemberInfo:
        row = self.session.get(Member, member_id)
        if row is None:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "no member %1"), member_id))
        return _member(row)

    def by_name(self, name: str) -> MemberInfo | None:
        row = self.session.scalars(select(Member).where(col(Member.name_key) == name_key(name.strip(" ")))).first()
        return None if row is None else _member(row)

    def all(self, *, active_only: bool = False) -> list[MemberInfo]:
        q = select(Member).order_by(col(Member.name_key))
        if active_only:
            q = q.where(col(Member.active).is_(True))
        return [_member(r) for r in self.session.scalars(q)]

    def update(self, member_id: int, *, name: str | None = None, email: str | None = None,
               note: str | None = None, active: bool | None = None) -> MemberInfo:
        row = self.session.get(Member, member_id)
        if row is None:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "no member %1"), member_id))
        if name is not None:
            cleaned = clean_name(name)
            other = self.by_name(cleaned)
            if other is not None and other.id != member_id:
                raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "a member named %1 exists already (id %2)"), quote(other.name), other.id))
            row.name, row.name_key = cleaned, name_key(cleaned)
        if email is not None:
            row.email = email or None
        if note is not None:
            row.note = note or None
        if active is not None:
            row.active = active
        self.session.flush()
        return _member(row)

    def remove_unused(self, member_id: int) -> bool:
        """Remove a member nothing refers to: no match seat, no rating step (the events' own
        documents are the caller's to check).  False, nothing removed, when something does."""
        row = self.session.get(Member, member_id)
        if row is None or self.matches_played(member_id):
            return False
        if self.session.scalars(select(RatingRow).where(col(RatingRow.member_id) == member_id)).first() is not None:
            return False
        self.session.delete(row)
        self.session.flush()
        return True

    def matches_played(self, member_id: int) -> list[int]:
        """The ids of the matches the member has a seat in."""
        return list(self.session.scalars(select(col(SeatRow.match_id)).where(col(SeatRow.member_id) == member_id)
                                         .order_by(col(SeatRow.match_id))))

    def seats_and_last_played(self) -> dict[int, tuple[int, str | None]]:
        """Every member who has a match seat: (seats, the day they last played, YYYY-MM-DD): a match
        at a dated event's table counts on the event's date, any other on the day it was made (the
        statistics' "Last played", engine/store/stats.py, defines it alike)."""
        day = func.coalesce(col(Event.date), func.substr(col(MatchRow.created_at), 1, 10))
        q = (select(col(SeatRow.member_id), func.count(func.distinct(col(SeatRow.match_id))), func.max(day))
             .join(MatchRow, col(MatchRow.id) == col(SeatRow.match_id))
             .outerjoin(EventTable, col(EventTable.match_id) == col(SeatRow.match_id))
             .outerjoin(Round, col(Round.id) == col(EventTable.round_id))
             .outerjoin(Event, col(Event.id) == col(Round.event_id))
             .where(col(SeatRow.member_id).is_not(None)).group_by(col(SeatRow.member_id)))
        return {int(mid): (int(n), str(at)[:10] if at else None) for mid, n, at in self.session.execute(q)}

    def merge(self, keep: int, drop: int) -> tuple[int, int]:
        """Member ``drop`` becomes ``keep`` in every match seat (its results follow the seat) and
        rating step, then is removed: (seats moved, rating steps moved).  Refused, changing
        nothing, when both sat in one match.  The events' own documents are the caller's
        (engine/services/members.py)."""
        kept, dropped = self.get(keep), self.get(drop)
        if keep == drop:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "member %1 cannot be merged into itself"), keep))
        both = sorted(set(self.matches_played(keep)) & set(self.matches_played(drop)))
        if both:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 and %2 both played in match %3: two people, not one; nothing was merged"),
                                 quote(kept.name), quote(dropped.name), both[0]))
        seats = self.session.execute(update(SeatRow).where(col(SeatRow.member_id) == drop).values(member_id=keep))
        moved_ratings = 0
        rulesets = set(self.session.scalars(select(col(RatingRow.ruleset)).where(col(RatingRow.member_id) == drop)))
        for ruleset in sorted(rulesets):
            rows = list(self.session.scalars(select(RatingRow).where(col(RatingRow.member_id).in_((keep, drop)),
                                                                     col(RatingRow.ruleset) == ruleset)))
            moved_ratings += sum(1 for r in rows if r.member_id == drop)
            rows.sort(key=lambda r: (r.at, r.match_id or 0, r.step, r.member_id != keep))
            for i, r in enumerate(rows):  # out of the way of (member, ruleset, step) first, then in order
                r.member_id, r.step = keep, -1 - i
            self.session.flush()
            for i, r in enumerate(rows):
                r.step = i
            self.session.flush()
        row = self.session.get(Member, drop)
        assert row is not None
        self.session.delete(row)
        self.session.flush()
        return int(seats.rowcount or 0), moved_ratings  # type: ignore[attr-defined]


# -- events, rounds, tables ----------------------------------------------------------------------
def _event(row: Event) -> EventInfo:
    assert row.id is not None
    return EventInfo(row.id, row.name, row.kind, row.ruleset, json.loads(row.options) if row.options else None,
                     row.date, row.parent_id, json.loads(row.settings) if row.settings else None)


class EventRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def add(self, name: str, *, kind: str = "club_night", ruleset: str | None = None,
            options: dict[str, Any] | None = None, date: str | None = None, parent_id: int | None = None,
            settings: dict[str, Any] | None = None) -> EventInfo:
        if not name.strip():
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "an event needs a name"))
        if kind not in ("club_night", "tournament", "league"):
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "an event is a club_night, tournament or league, not %1"), quote(kind)))
        row = Event(name=name.strip(), kind=kind, ruleset=ruleset,
                    options=json.dumps(options) if options is not None else None, date=date,
                    parent_id=parent_id, settings=json.dumps(settings) if settings is not None else None,
                    created_at=now())
        self.session.add(row)
        self.session.flush()
        return _event(row)

    def get(self, event_id: int) -> EventInfo:
        row = self.session.get(Event, event_id)
        if row is None:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "no event %1"), event_id))
        return _event(row)

    def all(self) -> list[EventInfo]:
        return [_event(r) for r in self.session.scalars(select(Event).order_by(col(Event.id)))]

    def set_settings(self, event_id: int, settings: dict[str, Any]) -> None:
        row = self.session.get(Event, event_id)
        if row is None:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "no event %1"), event_id))
        row.settings = json.dumps(settings)
        self.session.flush()

    def round_id(self, event_id: int, number: int, *, create: bool = True) -> int:
        rid = self.session.scalar(select(col(Round.id)).where(col(Round.event_id) == event_id, col(Round.number) == number))
        if rid is None:
            if not create:
                raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 has no round %2"), event_id, number))
            self.get(event_id)
            row = Round(event_id=event_id, number=number)
            self.session.add(row)
            self.session.flush()
            rid = row.id
        assert rid is not None
        return int(rid)

    def rounds(self, event_id: int) -> list[int]:
        return list(self.session.scalars(select(col(Round.number)).where(col(Round.event_id) == event_id).order_by(col(Round.number))))

    def publish_round(self, event_id: int, number: int) -> None:
        self.session.execute(update(Round).where(col(Round.event_id) == event_id, col(Round.number) == number)
                             .values(published=True))

    def set_table(self, event_id: int, round_number: int, table: int, match_id: int | None) -> TableInfo:
        rid = self.round_id(event_id, round_number)
        row = self.session.scalars(select(EventTable).where(col(EventTable.round_id) == rid,
                                                            col(EventTable.number) == table)).first()
        if row is None:
            row = EventTable(round_id=rid, number=table, match_id=match_id)
            self.session.add(row)
        else:
            row.match_id = match_id
        self.session.flush()
        return TableInfo(event_id, round_number, table, match_id)

    def tables(self, event_id: int, round_number: int | None = None) -> list[TableInfo]:
        q = (select(col(Round.number), col(EventTable.number), col(EventTable.match_id))
             .join(Round, col(Round.id) == col(EventTable.round_id))
             .where(col(Round.event_id) == event_id).order_by(col(Round.number), col(EventTable.number)))
        if round_number is not None:
            q = q.where(col(Round.number) == round_number)
        return [TableInfo(event_id, r, t, m) for r, t, m in self.session.execute(q)]

    def match_ids(self, event_id: int) -> list[int]:
        return [t.match_id for t in self.tables(event_id) if t.match_id is not None]

    def played_at(self, match_id: int) -> PlayedAt | None:
        """The event, round and table a match was played at, or None (played at no event table)."""
        row = self.session.execute(
            select(col(Event.name), col(Round.number), col(EventTable.number), col(Event.date))
            .select_from(EventTable).join(Round, col(Round.id) == col(EventTable.round_id))
            .join(Event, col(Event.id) == col(Round.event_id)).where(col(EventTable.match_id) == match_id)).first()
        if row is None:
            return None
        name, rnd, table, date = row
        return PlayedAt(name, int(rnd), int(table), date or None)


# -- matches and their roll log ---------------------------------------------------------------------
class MatchRepository:
    def __init__(self, session: Session) -> None:
        self.session = session
        #: what :meth:`refresh` reported and no unit of work has taken yet (domain events: the
        #: repository reports, the service layer's handler decides, engine/store/messages.py)
        self.events: list[MatchChanged] = []

    def create(self, setup: MatchSetup, *, station: str | None = None,
               member_ids: Sequence[int | None] | None = None, uid: str | None = None) -> int:
        """A new match (no entries yet).  The seed never goes in here while the
        match is in play: pass it only for a record that already made it public."""
        try:
            names = check_names(setup.players)
        except BakehouseError as e:
            raise _refuse(whole(e)) from None
        if member_ids is not None and len(member_ids) != len(names):
            raise _refuse(QT_TRANSLATE_NOOP("Refusal", "one member (or none) per seat"))
        row = MatchRow(uid=uid or uuid.uuid4().hex, ruleset=setup.ruleset, options=setup.options_json(),
                       rolloff=setup.rolloff, first_seat=setup.first_seat,
                       event_info=json.dumps(dict(setup.event), ensure_ascii=False) if setup.event is not None else None,
                       dice_scheme=setup.dice_scheme, commitment=setup.commitment, seed=setup.seed,
                       created_at=now(), station=station)
        self.session.add(row)
        self.session.flush()
        assert row.id is not None
        for seat, name in enumerate(names):
            self.session.add(SeatRow(match_id=row.id, seat=seat, name=name, name_key=name_key(name),
                                     member_id=None if member_ids is None else member_ids[seat]))
        self.session.flush()
        return row.id

    def _row(self, match_id: int) -> MatchRow:
        row = self.session.get(MatchRow, match_id)
        if row is None:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "no match %1"), match_id))
        return row

    def uid(self, match_id: int) -> str:
        return self._row(match_id).uid

    def setup(self, match_id: int) -> MatchSetup:
        row = self._row(match_id)
        seats = self.session.execute(select(col(SeatRow.name)).where(col(SeatRow.match_id) == match_id)
                                     .order_by(col(SeatRow.seat))).scalars().all()
        from .replaying import MatchSetup

        return MatchSetup(
            ruleset=row.ruleset, players=tuple(seats),
            options=json.loads(row.options) if row.options is not None else None,
            rolloff=row.rolloff, first_seat=row.first_seat,
            event=json.loads(row.event_info) if row.event_info is not None else None,
            dice_scheme=row.dice_scheme, commitment=row.commitment, seed=row.seed,
        )

    def member_ids(self, match_id: int) -> tuple[int | None, ...]:
        return tuple(self.session.execute(select(col(SeatRow.member_id)).where(col(SeatRow.match_id) == match_id)
                                          .order_by(col(SeatRow.seat))).scalars().all())

    def entries(self, match_id: int) -> list[JournalEntry]:
        from .codec import row_entry

        rows = self.session.execute(select(ROLL_LOG).where(ROLL_LOG.c.match_id == match_id)
                                    .order_by(ROLL_LOG.c.seq)).all()
        voids: dict[int, list[int]] = {}
        for void_seq, voided_seq in self.session.execute(
                select(ROLL_VOIDS.c.void_seq, ROLL_VOIDS.c.voided_seq).where(ROLL_VOIDS.c.match_id == match_id)
                .order_by(ROLL_VOIDS.c.voided_seq)):
            voids.setdefault(int(void_seq), []).append(int(voided_seq))
        try:
            return [row_entry(r, voids.pop(r.seq, ())) for r in rows]
        except BakehouseError as e:  # a row named as a void that is none (db check reports it)
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "match %1: %2"), match_id, whole(e))) from None

    def add_entries(self, match_id: int, entries: Iterable[JournalEntry]) -> None:
        """Append entries (an import, or a batch), each void with the rows naming what it withdraws."""
        append_entries(self.session, match_id, list(entries))

    def played(self, match_id: int) -> Played:
        from .replaying import play

        return play(self.setup(match_id), self.entries(match_id), where=phrase(QT_TRANSLATE_NOOP("Refusal", "match %1"), match_id))

    def refresh(self, match_id: int, played: Played | None = None) -> Played:
        """Recompute what is derived from the moves in force: the finished flag, the
        results (recomputed after every correction) and the turn rows; the stored skill
        and luck are deleted (computed again when next needed, engine/store/skill.py), all in the
        caller's transaction.  When the match is played at an event's table, a
        :class:`~engine.store.messages.MatchChanged` is added to :attr:`events`: the repository
        only reports it; the service layer's handler decides what the table's result becomes, in
        the same unit of work before its commit (:meth:`engine.store.uow.UnitOfWork.publish`)."""
        played = played or self.played(match_id)
        row = self._row(match_id)
        row.finished = played.finished
        self.sync_turns(match_id, played)
        from .skill import SkillProjection  # the moves in force changed: the stored analysis goes

        SkillProjection(self.session).forget(match_id)
        self.session.execute(ResultRow.__table__.delete().where(  # type: ignore[attr-defined]
            ResultRow.__table__.c.match_id == match_id))  # type: ignore[attr-defined]
        result = played.result()
        if played.finished and result is not None and played.state is not None:
            # the table's scores and places, as its event table counts them: the rounds won in the
            # Damn Straights (C13), not the last round's points (the statistics read these rows)
            scores = played.state.table_scores()
            places = places_from_scores(scores)
            turns = [0] * len(played.setup.players)
            points = [0] * len(played.setup.players)
            for ts in played.state.turn_log:
                turns[ts.seat] += 1
                points[ts.seat] += ts.points
            for seat, total in enumerate(scores):
                self.session.add(ResultRow(match_id=match_id, seat=seat, total=total, place=places[seat],
                                           won=seat in result.winners, turns=turns[seat], points=points[seat]))
        self.session.flush()
        self.report(match_id, played)
        return played

    def report(self, match_id: int, played: Played) -> None:
        """Report the match as it is played now (a :class:`~engine.store.messages.MatchChanged`
        in :attr:`events`) when it is played at an event's table; nothing else is done here."""
        if self.session.scalar(select(col(EventTable.id)).where(col(EventTable.match_id) == match_id)) is not None:
            self.events.append(MatchChanged(match_id, played))

    def collect_events(self) -> list[MatchChanged]:
        """What was reported since the last collection (taken: reported once)."""
        out, self.events = self.events, []
        return out

    def sync_turns(self, match_id: int, played: Played, *, since: int | None = None) -> int:
        """Make the match's turn rows (:class:`TurnRow`) the finished turns of its
        moves in force, ``played.state.turn_log``: the rows are compared in order and
        only those from the first that differs are deleted and written again (after
        a move, none or one new row; after an undo or a correction, the turns from
        the one it changed).  ``since``: the caller knows the rows are exactly the
        turns before that one (the logger, whose previous state they were written
        from), so nothing is read: the new turns are only added.  Returns how many
        rows were written."""
        log = played.state.turn_log if played.state is not None else []
        want = [(ts.seat, ts.points, ts.end.value) for ts in log]
        if since is None:
            have = self.session.execute(select(TURNS.c.seat, TURNS.c.points, TURNS.c.ending)
                                        .where(TURNS.c.match_id == match_id).order_by(TURNS.c.turn)).all()
            same = 0
            for old, new in zip(have, want, strict=False):
                if tuple(old) != new:
                    break
                same += 1
            if same < len(have):
                self.session.execute(TURNS.delete().where(TURNS.c.match_id == match_id, TURNS.c.turn >= same))
        else:
            same = since
        if same < len(want):
            self.session.execute(insert(TURNS), [{"match_id": match_id, "turn": k, "seat": seat, "points": points,
                                                  "ending": ending}
                                                 for k, (seat, points, ending) in enumerate(want[same:], same)])
        return len(want) - same

    def turns(self, match_id: int) -> list[tuple[int, int, str]]:
        """The match's turn rows in order: (seat, points, how it ended)."""
        return [(int(a), int(b), str(c)) for a, b, c in self.session.execute(
            select(TURNS.c.seat, TURNS.c.points, TURNS.c.ending).where(TURNS.c.match_id == match_id)
            .order_by(TURNS.c.turn))]

    def reveal_seed(self, match_id: int, seed_hex: str) -> None:
        import hashlib

        row = self._row(match_id)
        if row.commitment is None:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "match %1 has no app dice to reveal"), match_id))
        if hashlib.sha256(bytes.fromhex(seed_hex)).hexdigest() != row.commitment:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "the seed does not match the commitment of match %1"), match_id))
        if not row.finished:
            raise _refuse(phrase(QT_TRANSLATE_NOOP("Refusal", "match %1 is still in play: its seed stays secret until it ends"), match_id))
        row.seed = seed_hex
        self.session.flush()

    def ids(self) -> list[int]:
        return list(self.session.scalars(select(col(MatchRow.id)).order_by(col(MatchRow.id))))

    def played_on(self, match_ids: Iterable[int]) -> dict[int, str]:
        """The day (YYYY-MM-DD) each of the matches was made."""
        q = select(col(MatchRow.id), col(MatchRow.created_at)).where(col(MatchRow.id).in_(list(match_ids)))
        return {int(m): str(at)[:10] for m, at in self.session.execute(q)}

    def summary(self, match_id: int) -> MatchSummary:
        row = self._row(match_id)
        seats = self.session.execute(select(col(SeatRow.name), col(SeatRow.member_id)).where(col(SeatRow.match_id) == match_id)
                                     .order_by(col(SeatRow.seat))).all()
        where = self.session.execute(
            select(col(Round.event_id), col(Round.number), col(EventTable.number))
            .join(Round, col(Round.id) == col(EventTable.round_id)).where(col(EventTable.match_id) == match_id)).first()
        assert row.id is not None
        return MatchSummary(row.id, row.uid, row.ruleset, tuple(s[0] for s in seats), tuple(s[1] for s in seats),
                            row.finished, row.created_at, *(where or (None, None, None)))

    def results(self, match_id: int) -> list[SeatResult]:
        q = (select(ResultRow, col(SeatRow.name), col(SeatRow.member_id))
             .join(SeatRow, (col(SeatRow.match_id) == col(ResultRow.match_id)) & (col(SeatRow.seat) == col(ResultRow.seat)))
             .where(col(ResultRow.match_id) == match_id).order_by(col(ResultRow.seat)))
        return [SeatResult(r.seat, name, mid, r.total, r.place, r.won, r.turns, r.points)
                for r, name, mid in self.session.execute(q)]

    def station_of(self, match_id: int, seq: int) -> str | None:
        return self.session.scalar(select(ROLL_LOG.c.station).where(ROLL_LOG.c.match_id == match_id,
                                                                    ROLL_LOG.c.seq == seq))

    def member_statistics(self, member_id: int) -> MemberStats:
        """Matches, wins, turns and points from the results; logged events in force
        by kind from the roll log (two indexed queries)."""
        played = (select(col(SeatRow.match_id), col(SeatRow.seat)).where(col(SeatRow.member_id) == member_id)).subquery()
        res = self.session.execute(
            select(col(MatchRow.ruleset), func.count(), func.sum(func.coalesce(col(ResultRow.turns), 0)),
                   func.sum(func.coalesce(col(ResultRow.points), 0)),
                   func.sum(case((col(ResultRow.won), 1), else_=0)),
                   func.count(col(ResultRow.match_id)))
            .select_from(played)
            .join(MatchRow, col(MatchRow.id) == played.c.match_id)
            .outerjoin(ResultRow, (col(ResultRow.match_id) == played.c.match_id) & (col(ResultRow.seat) == played.c.seat))
            .group_by(col(MatchRow.ruleset))).all()
        by_ruleset = {r: (int(fin or 0), int(w or 0)) for r, _n, _t, _p, w, fin in res}
        verb = case(*((ROLL_LOG.c.event.like(v + "%"), v) for v in VERBS), else_="other")
        events = self.session.execute(
            select(verb, func.count())
            .select_from(played)
            .join(ROLL_LOG, (ROLL_LOG.c.match_id == played.c.match_id) & (ROLL_LOG.c.seat == played.c.seat))
            .where(ROLL_LOG.c.kind == "move", in_force())
            .group_by(verb)).all()
        return MemberStats(
            member_id=member_id,
            matches=sum(int(n) for _r, n, *_ in res),
            finished=sum(f for f, _w in by_ruleset.values()),
            wins=sum(w for _f, w in by_ruleset.values()),
            turns=sum(int(t or 0) for _r, _n, t, *_ in res),
            points=sum(int(p or 0) for _r, _n, _t, p, *_ in res),
            events={str(v): int(n) for v, n in events},
            by_ruleset=by_ruleset,
        )


# -- ratings ------------------------------------------------------------------------------------
class RatingRepository:
    """Members' rating histories, read only: the rows are the ratings projection's
    (engine/store/ratings.py), written with the event results that change them."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def history(self, member_id: int, ruleset: str) -> list[RatingStep]:
        rows = self.session.scalars(select(RatingRow).where(col(RatingRow.member_id) == member_id,
                                                            col(RatingRow.ruleset) == ruleset).order_by(col(RatingRow.step)))
        return [RatingStep(r.member_id, r.ruleset, r.step, r.mu, r.sigma, r.match_id, r.at) for r in rows]

    def current(self, ruleset: str) -> dict[int, RatingStep]:
        """Each member's latest rating for the ruleset."""
        out: dict[int, RatingStep] = {}
        for r in self.session.scalars(select(RatingRow).where(col(RatingRow.ruleset) == ruleset).order_by(col(RatingRow.step))):
            out[r.member_id] = RatingStep(r.member_id, r.ruleset, r.step, r.mu, r.sigma, r.match_id, r.at)
        return out
