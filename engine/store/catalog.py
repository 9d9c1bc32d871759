"""What the club database holds, as lists to choose from: its members, its events
(with the rounds seated) and its matches (with their players and where they were
played).  The app's Reports view fills its lists from a :class:`Catalog`.

Each list is read with a fixed number of queries, whatever the size of the club
(10,000 matches are three queries, not one per match); nothing is written.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlmodel import Session, col

from . import summary
from .models import Event, EventStateRow, EventTable, MatchRow, Member, Round, SeatRow


@dataclass(frozen=True)
class MemberEntry:
    id: int
    name: str
    active: bool


@dataclass(frozen=True)
class EventEntry:
    id: int
    name: str
    kind: str  # club_night, tournament or league
    ruleset: str | None
    date: str | None
    rounds: tuple[int, ...]  # the round numbers seated, in order
    #: made with ``bakehouse event create`` (it has seatings and standings to print)
    managed: bool
    #: the seated rounds not yet published (``bakehouse event publish``): their seating may still change
    drafts: tuple[int, ...] = ()


@dataclass(frozen=True)
class MatchEntry:
    id: int
    ruleset: str
    players: tuple[str, ...]  # in seat order, as played
    finished: bool
    created_at: str
    event_id: int | None = None
    event_name: str | None = None
    round: int | None = None
    table: int | None = None


@dataclass(frozen=True)
class Catalog:
    members: tuple[MemberEntry, ...]
    events: tuple[EventEntry, ...]
    matches: tuple[MatchEntry, ...]

    @property
    def empty(self) -> bool:
        return not (self.members or self.events or self.matches)


def members(session: Session) -> list[MemberEntry]:
    """Every member, by name (case folded, as :func:`engine.names.name_key` orders)."""
    rows = session.execute(select(col(Member.id), col(Member.name), col(Member.active))
                           .order_by(col(Member.name_key), col(Member.id)))
    return [MemberEntry(int(i), str(n), bool(a)) for i, n, a in rows]


def events(session: Session) -> list[EventEntry]:
    """Every event, newest first, with the numbers of its seated rounds and of its drafts among them."""
    rounds: dict[int, list[int]] = {}
    drafts: dict[int, list[int]] = {}
    for event_id, number, published in session.execute(
            select(col(Round.event_id), col(Round.number), col(Round.published))
            .order_by(col(Round.event_id), col(Round.number))):
        rounds.setdefault(int(event_id), []).append(int(number))
        if not published:
            drafts.setdefault(int(event_id), []).append(int(number))
    managed = {int(i) for i in session.scalars(select(col(EventStateRow.event_id)))}
    return [EventEntry(int(e.id), e.name, e.kind, e.ruleset, e.date, tuple(rounds.get(int(e.id), ())),
                       int(e.id) in managed, tuple(drafts.get(int(e.id), ())))
            for e in session.scalars(select(Event).order_by(col(Event.id).desc())) if e.id is not None]


def matches(session: Session) -> list[MatchEntry]:
    """Every match, newest first, with its players in seat order and, for an
    event's match, the event, round and table."""
    seats: dict[int, list[str]] = {}
    for match_id, name in session.execute(select(col(SeatRow.match_id), col(SeatRow.name))
                                          .order_by(col(SeatRow.match_id), col(SeatRow.seat))):
        seats.setdefault(int(match_id), []).append(str(name))
    where: dict[int, tuple[int, str, int, int]] = {}
    for match_id, event_id, event_name, rnd, table in session.execute(
            select(col(EventTable.match_id), col(Event.id), col(Event.name), col(Round.number), col(EventTable.number))
            .join(Round, col(Round.id) == col(EventTable.round_id))
            .join(Event, col(Event.id) == col(Round.event_id))
            .where(col(EventTable.match_id).is_not(None))):
        where[int(match_id)] = (int(event_id), str(event_name), int(rnd), int(table))
    out = []
    for mid, ruleset, finished, created in session.execute(
            select(col(MatchRow.id), col(MatchRow.ruleset), col(MatchRow.finished), col(MatchRow.created_at))
            .order_by(col(MatchRow.id).desc())):
        w = where.get(int(mid))
        out.append(MatchEntry(int(mid), str(ruleset), tuple(seats.get(int(mid), ())), bool(finished), str(created),
                              *(w if w is not None else (None, None, None, None))))
    return out


def catalog(session: Session) -> Catalog:
    return Catalog(tuple(members(session)), tuple(events(session)), tuple(matches(session)))


# -- at a glance (engine/store/summary.py reads the club home's summary) ----------------------------
def is_empty(session: Session) -> bool:
    """No member, no event, no match: a new database."""
    return summary.is_empty(summary.session_fetch(session))
