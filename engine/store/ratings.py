"""The ratings projection: every member's openskill rating after each rated table,
stored (``ratings``, revision 0007) in the same transaction as the result that
changes it.

The tournament package rates tables in play order, ``(event, round, table)``
(:meth:`engine.tournament.event.Event.matches`), each one starting from the
ratings its players had after the tables before it.  So a result recorded or
corrected at one table changes the ratings of that table and of every table
after it, and nothing before it: :meth:`RatingProjection.rewrite` deletes the
rows from that table on and plays only the tables from there, starting from the
rows kept.  Recording a result at the club's newest table rates that table alone;
reading ratings (standings, ``--after-round R``, seeding) replays nothing: the
cost of neither grows with the club's history.

:meth:`RatingProjection.expected` is the whole recomputation, for
``bakehouse db check`` (compare) and ``--repair`` or an upgrade (rewrite all).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import and_, delete, insert, or_, select, text, update
from sqlalchemy.sql.elements import ColumnElement
from sqlmodel import Session, col

from ..journal import now
from ..tournament.event import Event
from ..tournament.ratings import RatedMatch, Rating, RatingBook
from .models import RatingRow
from .summary import latest_steps, ratings_of, session_fetch

RATINGS = RatingRow.__table__  # type: ignore[attr-defined]

#: a table in play order: (event id, round number, table number from 1)
Order = tuple[int, int, int]
#: before every table
START: Order = (0, 0, 0)
#: the advisory lock keys of the ratings (PostgreSQL): a space of their own, one key per game
LOCK_SPACE = 0x6261_6b65_0000_0000
LOCK_KEYS = 1 << 20


@dataclass(frozen=True)
class Recomputed:
    """What one change of results cost: the tables rated again (``matches``) from
    the first changed one (``since``)."""

    ruleset: str
    since: Order
    matches: int


@dataclass(frozen=True)
class RatingStepRow:
    """One stored step, as :meth:`RatingProjection.rows` and :meth:`expected` list them."""

    member_id: int
    step: int
    mu: float
    sigma: float
    order: Order


def order_of(match: RatedMatch[int]) -> Order:
    """The stored order of a tournament's rated match (its table index is 0-based)."""
    event_id, round_number, table_index = match.order
    return (event_id, round_number, table_index + 1)


def _at_or_after(since: Order) -> ColumnElement[bool]:
    e, r, t = since
    return or_(RATINGS.c.event_id > e,
               and_(RATINGS.c.event_id == e, or_(RATINGS.c.round > r,
                                                 and_(RATINGS.c.round == r, RATINGS.c.table_no >= t))))


def rated_matches(events: Iterable[Event], ruleset: str, since: Order = START) -> list[RatedMatch[int]]:
    """The events' rated tables of ``ruleset`` from ``since`` on, in play order."""
    found = [m for e in events for m in e.matches() if m.ruleset == ruleset and order_of(m) >= since]
    return sorted(found, key=order_of)


class RatingProjection:
    """The ``ratings`` rows on a store session (never commits)."""

    def __init__(self, session: Session) -> None:
        self.session = session

    # -- writing ------------------------------------------------------------------------------------
    def lock(self, ruleset: str) -> None:
        """Let one transaction at a time rewrite a ruleset's rows, until it ends: on
        PostgreSQL a transaction-scoped advisory lock (another station recording a
        result of the same game waits, then reads the states this one committed);
        SQLite has one writer at a time already."""
        if self.session.get_bind().dialect.name == "postgresql":
            key = LOCK_SPACE + zlib.crc32(ruleset.encode("utf-8")) % LOCK_KEYS
            self.session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})

    def rewrite(self, ruleset: str, since: Order, matches: Sequence[RatedMatch[int]],
                links: Mapping[Order, int] | None = None) -> Recomputed:
        """Delete the rows of ``ruleset`` from table ``since`` on and rate ``matches``
        (every rated table of the ruleset from ``since`` on, in play order) from the
        ratings kept before it.  ``links``: the stored match of a table."""
        self.session.execute(delete(RATINGS).where(RATINGS.c.ruleset == ruleset, _at_or_after(since)))
        if not matches:
            return Recomputed(ruleset, since, 0)
        players = sorted({q for m in matches for q in m.result.players})
        book: RatingBook[int] = RatingBook()
        steps: dict[int, int] = {}
        for member, (step, mu, sigma) in self._latest(ruleset, players, None).items():
            book.current[member, ruleset] = Rating(mu, sigma)
            steps[member] = step + 1
        at = now()
        rows = []
        for m in matches:
            first = len(book.history)
            book.apply(m)
            o = order_of(m)
            for change in book.history[first:]:
                q = change.player
                step = steps.get(q, 0)
                steps[q] = step + 1
                rows.append({"member_id": q, "ruleset": ruleset, "step": step, "mu": change.after.mu,
                             "sigma": change.after.sigma, "match_id": (links or {}).get(o), "at": at,
                             "event_id": o[0], "round": o[1], "table_no": o[2]})
        self.session.execute(insert(RATINGS), rows)
        return Recomputed(ruleset, since, len(matches))

    def link(self, order: Order, match_id: int | None) -> None:
        """The stored match of a rated table (its rows name it)."""
        e, r, t = order
        self.session.execute(update(RATINGS).where(RATINGS.c.event_id == e, RATINGS.c.round == r,
                                                   RATINGS.c.table_no == t).values(match_id=match_id))

    # -- reading --------------------------------------------------------------------------------------
    def _latest(self, ruleset: str, players: Sequence[int], before: Order | None
                ) -> dict[int, tuple[int, float, float]]:
        """Each player's last stored step (step, mu, sigma) before table ``before``
        (None: the last of all): one indexed query over those players' rows (the store's one
        query for it, :func:`engine.store.summary.latest_steps`, which the club home's first look
        runs too)."""
        return latest_steps(session_fetch(self.session), ruleset, players, before)

    def rated(self, ruleset: str, players: Iterable[int], before: Order | None = None) -> set[int]:
        """Which of the players have a stored rating step before table ``before`` (None: at all)."""
        return set(self._latest(ruleset, sorted(set(players)), before))

    def ratings(self, ruleset: str, players: Iterable[int], before: Order | None = None) -> dict[int, Rating]:
        """The players' ratings as they were before table ``before`` (None: now); a
        player not yet rated has the starting rating."""
        return ratings_of(session_fetch(self.session), ruleset, players, before)

    def ordinals(self, ruleset: str, players: Iterable[int], before: Order | None = None) -> dict[int, float]:
        """The shown, conservative ratings (mu - 3 sigma) of :meth:`ratings`."""
        return {q: r.ordinal for q, r in self.ratings(ruleset, players, before).items()}

    def rows(self, ruleset: str) -> list[RatingStepRow]:
        """Every stored step of the ruleset, in play order."""
        q = (select(RATINGS.c.member_id, RATINGS.c.step, RATINGS.c.mu, RATINGS.c.sigma, RATINGS.c.event_id,
                    RATINGS.c.round, RATINGS.c.table_no)
             .where(RATINGS.c.ruleset == ruleset)
             .order_by(RATINGS.c.event_id, RATINGS.c.round, RATINGS.c.table_no, RATINGS.c.member_id))
        return [RatingStepRow(int(m), int(s), float(mu), float(sg), (int(e), int(r), int(t)))
                for m, s, mu, sg, e, r, t in self.session.execute(q)]

    def rulesets(self) -> list[str]:
        return sorted(str(r) for r in self.session.scalars(select(col(RatingRow.ruleset)).distinct()))

    # -- the whole recomputation (db check) -----------------------------------------------------------------
    @staticmethod
    def expected(ruleset: str, events: Iterable[Event]) -> list[RatingStepRow]:
        """The rows the ruleset's tables give, recomputed from the first (as
        :meth:`engine.tournament.event.EventService.ratings` does), in the order of
        :meth:`rows`."""
        matches = rated_matches(events, ruleset)
        book: RatingBook[int] = RatingBook.from_matches(matches)
        steps: dict[int, int] = {}
        out = []
        for change in book.history:
            step = steps.get(change.player, 0)
            steps[change.player] = step + 1
            o = (change.order[0], change.order[1], change.order[2] + 1)
            out.append(RatingStepRow(change.player, step, change.after.mu, change.after.sigma, o))
        return sorted(out, key=lambda r: (r.order, r.member_id))


def same_rows(a: Sequence[RatingStepRow], b: Sequence[RatingStepRow], tolerance: float = 1e-9) -> bool:
    """Whether two lists of steps agree (mu and sigma to ``tolerance``)."""
    return len(a) == len(b) and all(
        (x.member_id, x.step, x.order) == (y.member_id, y.step, y.order)
        and abs(x.mu - y.mu) <= tolerance and abs(x.sigma - y.sigma) <= tolerance
        for x, y in zip(a, b, strict=True))
