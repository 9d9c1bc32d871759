"""Every finished stored match of a statistics scope, table by table, and the ratings the depth of
the statistics reads (issue 29 part 3: place and score distributions, best and worst game,
streaks, head to head, rating tables and history by date, an event's evening in numbers).

Read only, by SQL over the ``results``, ``seats`` and ``ratings`` rows (no match replayed); the
same scope as :class:`engine.store.stats.StatisticsRepository` counts (superseded matches left
out).  The computing is engine/services/depth.py's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, func, select
from sqlalchemy.orm import aliased
from sqlmodel import Session, col

from ..figures import FinishedTable
from .models import Event, EventTable, MatchRow, Member, RatingRow, ResultRow, Round, SeatRow
from .stats import StatisticsRepository

__all__ = ["RatedStep", "event_steps", "finished_matches", "latest_ratings", "rating_history"]


def finished_matches(session: Session, *, member_id: int | None = None, event_id: int | None = None,
                     ruleset: str | None = None) -> list[FinishedTable]:
    """The finished stored matches of the scope (a member's, an event's, the club's; with
    ``ruleset`` that game's only), each as a :class:`FinishedTable` counted throw by throw: its
    seats' names, places, final totals and member ids, its game, day (the event's date, else the
    day the match was created), and the event table it was played at."""
    mine = StatisticsRepository(session)._mine(SeatRow, member_id, event_id, ruleset)
    scope = select(col(SeatRow.match_id)).where(mine).distinct().subquery()
    et, rd, ev = aliased(EventTable), aliased(Round), aliased(Event)
    day = func.coalesce(col(ev.date), func.substr(col(MatchRow.created_at), 1, 10))
    q = (select(col(SeatRow.match_id), col(SeatRow.name), col(SeatRow.member_id), col(ResultRow.place),
                col(ResultRow.total), col(MatchRow.ruleset), day, col(rd.event_id), col(rd.number), col(et.number))
         .select_from(SeatRow)
         .join(ResultRow, and_(col(ResultRow.match_id) == col(SeatRow.match_id), col(ResultRow.seat) == col(SeatRow.seat)))
         .join(MatchRow, col(MatchRow.id) == col(SeatRow.match_id))
         .outerjoin(et, col(et.match_id) == col(SeatRow.match_id))
         .outerjoin(rd, col(rd.id) == col(et.round_id))
         .outerjoin(ev, col(ev.id) == col(rd.event_id))
         .where(col(SeatRow.match_id).in_(select(scope.c.match_id)))
         .order_by(col(SeatRow.match_id), col(SeatRow.seat)))
    seats: dict[int, list[tuple[str, int | None, int, int]]] = {}
    facts: dict[int, tuple[str, str | None, int | None, int | None, int | None]] = {}
    for mid, name, member, place, total, game, d, e, r, t in session.execute(q):
        seats.setdefault(int(mid), []).append((str(name), None if member is None else int(member), int(place),
                                               int(total)))
        facts[int(mid)] = (str(game), None if d is None else str(d), None if e is None else int(e),
                           None if r is None else int(r), None if t is None else int(t))
    out = []
    for mid, rows in seats.items():
        game, d, e, r, t = facts[mid]
        out.append(FinishedTable(game, d, tuple(x[0] for x in rows), tuple(x[2] for x in rows),
                                 tuple(x[3] for x in rows),
                                 tuple(member_id is None or x[1] == member_id for x in rows),
                                 tuple(x[1] for x in rows), e, r, t, mid, throws=True))
    return out


@dataclass(frozen=True)
class RatedStep:
    """One rating row with its member's name and the one before it (None: the first)."""

    name: str
    member: int
    ruleset: str
    step: int
    mu: float
    sigma: float
    event: int
    round: int
    table: int
    day: str | None
    before: tuple[float, float] | None = None


def rating_history(session: Session, member_id: int, ruleset: str | None = None) -> list[RatedStep]:
    """A member's rating rows, game by game in play order, dated by their event's day (its
    date, else the day it was created)."""
    day = func.coalesce(col(Event.date), func.substr(col(Event.created_at), 1, 10))
    q = (select(col(Member.name), col(RatingRow.ruleset), col(RatingRow.step), col(RatingRow.mu),
                col(RatingRow.sigma), col(RatingRow.event_id), col(RatingRow.round), col(RatingRow.table_no), day)
         .select_from(RatingRow).join(Member, col(Member.id) == col(RatingRow.member_id))
         .join(Event, col(Event.id) == col(RatingRow.event_id))
         .where(col(RatingRow.member_id) == member_id))
    if ruleset is not None:
        q = q.where(col(RatingRow.ruleset) == ruleset)
    return [RatedStep(str(n), member_id, str(g), int(s), float(mu), float(sg), int(e), int(r), int(t),
                      None if d is None else str(d))
            for n, g, s, mu, sg, e, r, t, d in session.execute(q.order_by(col(RatingRow.ruleset), col(RatingRow.step)))]


def latest_ratings(session: Session, ruleset: str | None = None) -> list[RatedStep]:
    """Every member's latest rating at each game (the club's rating table)."""
    last: Any = (select(col(RatingRow.member_id).label("m"), col(RatingRow.ruleset).label("g"),
                   func.max(col(RatingRow.step)).label("s"))
            .group_by(col(RatingRow.member_id), col(RatingRow.ruleset)))
    if ruleset is not None:
        last = last.where(col(RatingRow.ruleset) == ruleset)
    sub = last.subquery()
    q = (select(col(Member.name), col(RatingRow.member_id), col(RatingRow.ruleset), col(RatingRow.step),
                col(RatingRow.mu), col(RatingRow.sigma), col(RatingRow.event_id), col(RatingRow.round),
                col(RatingRow.table_no))
         .select_from(RatingRow)
         .join(sub, and_(sub.c.m == col(RatingRow.member_id), sub.c.g == col(RatingRow.ruleset),
                         sub.c.s == col(RatingRow.step)))
         .join(Member, col(Member.id) == col(RatingRow.member_id)))
    return [RatedStep(str(n), int(m), str(g), int(s), float(mu), float(sg), int(e), int(r), int(t), None)
            for n, m, g, s, mu, sg, e, r, t in session.execute(q)]


def event_steps(session: Session, event_id: int, ruleset: str | None = None) -> list[RatedStep]:
    """The rating rows of one event's tables, each with the row before it (the player's rating
    before that table; None: their first rated table), in play order."""
    prev = aliased(RatingRow)
    q = (select(col(Member.name), col(RatingRow.member_id), col(RatingRow.ruleset), col(RatingRow.step),
                col(RatingRow.mu), col(RatingRow.sigma), col(RatingRow.round), col(RatingRow.table_no),
                col(prev.mu), col(prev.sigma))
         .select_from(RatingRow)
         .join(Member, col(Member.id) == col(RatingRow.member_id))
         .outerjoin(prev, and_(col(prev.member_id) == col(RatingRow.member_id), col(prev.ruleset) == col(RatingRow.ruleset),
                               col(prev.step) == col(RatingRow.step) - 1))
         .where(col(RatingRow.event_id) == event_id))
    if ruleset is not None:
        q = q.where(col(RatingRow.ruleset) == ruleset)
    q = q.order_by(col(RatingRow.round), col(RatingRow.table_no), col(RatingRow.member_id))
    return [RatedStep(str(n), int(m), str(g), int(s), float(mu), float(sg), event_id, int(r), int(t), None,
                      None if pm is None else (float(pm), float(ps)))
            for n, m, g, s, mu, sg, r, t, pm, ps in session.execute(q)]
