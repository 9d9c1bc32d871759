"""Statistics from the stored roll log and results, by SQL (no match is replayed).

:class:`StatisticsRepository` answers for the whole club, one event or one
member with plain values (:class:`StoredStatistics`): results and win rates
by seat position and by turn order, each player's games, wins, turns and
points, the distribution of turn scores and how every turn ended (misses,
busts, biscuits lost (C8), bakeries completed (E4) and visited (E6)), biscuits
risked (C8), the yeast's faces, and a meeting matrix.  Only entries in force count
(:func:`engine.store.repositories.in_force`, the one test of it).

What is counted is what ``reports.stats.compute`` counts over the same matches'
records: games, finished games, wins and the win rates of finished matches
(the ``results`` rows); turns, points, turn scores and endings of every
finished turn, in matches still in play too (the ``turns`` rows, which the
store keeps equal to the rules' ``turn_log`` of the moves in force); risks and
yeast throws of every move in force.

Turn order needs who started: the roll-off's winner is worked out from the
few roll-off rows of each match (the engine's :class:`~engine.rolloff.Rolloff`),
not from its moves.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from sqlalchemy import ColumnElement, Subquery, and_, case, func, or_, select
from sqlalchemy.orm import aliased
from sqlmodel import Session, col

from ..errors import phrase
from ..figures import PlayerFigures, StoredStatistics
from ..game import BUSTS, MISSES, TurnEnd
from ..names import name_key
from ..rolloff import Rolloff, RolloffKind
from ..rulesets import get_ruleset
from ..words import QT_TRANSLATE_NOOP
from .codec import parse_rolloff
from .errors import StoreError
from .models import Event, EventTable, MatchRow, Member, RatingRow, ResultRow, Round, SeatRow, SupersededRow
from .repositories import ROLL_LOG, TURNS, in_force

__all__ = ["PlayerFigures", "StatisticsRepository", "StoredStatistics"]


def _player(name: str, line: list[int], ends: Counter[str], scores: tuple[int, int | None],
            last: str | None, places: dict[int, int]) -> PlayerFigures:
    """A player's figures from their counts and how their turns ended."""
    def count(which: frozenset[TurnEnd]) -> int:
        return sum(ends[e.value] for e in which)

    games, finished, wins, turns, points, risks, yeast_throws, yeast_faces = line
    return PlayerFigures(name, games, finished, wins, turns, points, risks, yeast_throws, yeast_faces,
                         misses=count(MISSES), busts=count(BUSTS),
                         lost_biscuits=ends[TurnEnd.LOST_BISCUIT.value], bakeries=ends[TurnEnd.BAKERY.value],
                         visits=ends[TurnEnd.VISIT.value], ends=dict(ends), score_sum=scores[0], best=scores[1],
                         last=last, places=places)


def _within(column: Any, match_ids: Subquery | None) -> ColumnElement[bool]:
    """``column`` is one of the matches counted (all of them but those superseded, issue 29)."""
    counted = column.not_in(select(col(SupersededRow.match_id)))
    return counted if match_ids is None else and_(column.in_(select(match_ids.c.match_id)), counted)


class StatisticsRepository:
    """Read-only; see :class:`engine.store.uow.UnitOfWork` for the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def _mine(self, seats: type[SeatRow] | SeatRow, member_id: int | None, event_id: int | None,
              ruleset: str | None = None) -> ColumnElement[bool]:
        """The seats counted: a member's, an event's, or every seat; with ``ruleset``,
        only at matches of that game."""
        counted = col(seats.match_id).not_in(select(col(SupersededRow.match_id)))  # superseded: issue 29
        game: ColumnElement[bool] = counted if ruleset is None else and_(counted, col(seats.match_id).in_(
            select(col(MatchRow.id)).where(col(MatchRow.ruleset) == ruleset)))
        if member_id is not None:
            return and_(col(seats.member_id) == member_id, game)
        if event_id is not None:
            in_event = (select(col(EventTable.match_id)).join(Round, col(Round.id) == col(EventTable.round_id))
                        .where(col(Round.event_id) == event_id, col(EventTable.match_id).is_not(None)))
            return and_(col(seats.match_id).in_(in_event), game)
        return game

    def figures(self, *, member_id: int | None = None, event_id: int | None = None,
                ruleset: str | None = None) -> StoredStatistics:
        """The club's statistics, or one event's, or one member's (their seats only);
        with ``ruleset``, of that game's matches only."""
        if member_id is not None and event_id is not None:
            raise StoreError(QT_TRANSLATE_NOOP("Refusal", "statistics of one member or of one event, not both"))
        if ruleset is not None:
            get_ruleset(ruleset)  # an unknown game is refused with the known ones named
        if member_id is not None and self.session.get(Member, member_id) is None:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "no member %1"), member_id))
        if event_id is not None and self.session.get(Event, event_id) is None:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "no event %1"), event_id))
        s = self.session
        mine = self._mine(SeatRow, member_id, event_id, ruleset)
        match_ids: Subquery | None = None  # every match (the club)
        if member_id is not None or event_id is not None or ruleset is not None:
            match_ids = select(col(SeatRow.match_id)).where(mine).distinct().subquery()

        rulesets: Counter[str] = Counter()
        matches = finished = 0
        for game_id, n, fin in s.execute(
                select(col(MatchRow.ruleset), func.count(), func.sum(case((col(MatchRow.finished), 1), else_=0)))
                .where(_within(col(MatchRow.id), match_ids)).group_by(col(MatchRow.ruleset))):
            rulesets[str(game_id)] += int(n)
            matches += int(n)
            finished += int(fin or 0)

        # each player's results (finished matches have a results row per seat)
        lines: dict[str, list[int]] = {}
        scores: dict[str, tuple[int, int | None]] = {}
        for name, games, fin, wins, total, best in s.execute(
                select(col(SeatRow.name), func.count(), func.count(col(ResultRow.match_id)),
                       func.sum(case((col(ResultRow.won), 1), else_=0)), func.sum(col(ResultRow.total)),
                       func.max(col(ResultRow.total)))
                .select_from(SeatRow)
                .outerjoin(ResultRow, and_(col(ResultRow.match_id) == col(SeatRow.match_id),
                                           col(ResultRow.seat) == col(SeatRow.seat)))
                .where(mine).group_by(col(SeatRow.name))):
            lines[str(name)] = [int(games), int(fin), int(wins or 0), 0, 0, 0, 0, 0]
            scores[str(name)] = (int(total or 0), None if best is None else int(best))

        places = self._places(mine)
        # every finished turn of the moves in force (the turns rows), counted per
        # player, ending and score in one pass
        ends: dict[str, Counter[str]] = {}
        turn_points: Counter[int] = Counter()
        by_game: dict[str, Counter[int]] = {}
        turn_query = (select(col(SeatRow.name), col(MatchRow.ruleset), TURNS.c.ending, TURNS.c.points, func.count())
                      .select_from(TURNS)
                      .join(SeatRow, and_(col(SeatRow.match_id) == TURNS.c.match_id, col(SeatRow.seat) == TURNS.c.seat))
                      .join(MatchRow, col(MatchRow.id) == TURNS.c.match_id)
                      .where(mine).group_by(col(SeatRow.name), col(MatchRow.ruleset), TURNS.c.ending, TURNS.c.points))
        for name, game, ending, points, n in s.execute(turn_query):
            line = lines[str(name)]
            line[3] += int(n)
            line[4] += int(points) * int(n)
            ends.setdefault(str(name), Counter())[str(ending)] += int(n)
            turn_points[int(points)] += int(n)
            by_game.setdefault(str(game), Counter())[int(points)] += int(n)

        # risks and the yeast (``6*`` in a throw's dice) from the moves in force: the few rows that
        # hold either, summed per seat first (one pass over the log), then by player
        ev = ROLL_LOG.c.event
        yeast_face = case(*((ev.like(f"throw %{f}*%"), f) for f in range(1, 7)), else_=0)
        found = (select(ROLL_LOG.c.match_id, ROLL_LOG.c.seat,
                        func.sum(case((ev == "risk", 1), else_=0)).label("risks"),
                        func.sum(case((ev.like("throw %*%"), 1), else_=0)).label("yeast"),
                        func.sum(yeast_face).label("faces"))
                 .where(ROLL_LOG.c.kind == "move", in_force(),
                        or_(ev == "risk", ev.like("throw %*%")))
                 .group_by(ROLL_LOG.c.match_id, ROLL_LOG.c.seat))
        found = found.where(_within(ROLL_LOG.c.match_id, match_ids))
        log = found.subquery()
        for name, risks, yt, yf in s.execute(
                select(col(SeatRow.name), func.sum(log.c.risks), func.sum(log.c.yeast), func.sum(log.c.faces))
                .select_from(log)
                .join(SeatRow, and_(col(SeatRow.match_id) == log.c.match_id, col(SeatRow.seat) == log.c.seat))
                .where(mine).group_by(col(SeatRow.name))):
            line = lines[str(name)]
            line[5:8] = [int(risks or 0), int(yt or 0), int(yf or 0)]

        # win rate by seat position and by turn order
        starts, sizes = self._first_seats(match_ids)
        seat_games: Counter[int] = Counter()
        seat_wins: Counter[int] = Counter()
        order_games: Counter[int] = Counter()
        order_wins: Counter[int] = Counter()
        size_seat_games: Counter[tuple[int, int]] = Counter()
        size_seat_wins: Counter[tuple[int, int]] = Counter()
        for mid, seat, won in s.execute(
                select(col(ResultRow.match_id), col(ResultRow.seat), col(ResultRow.won))
                .select_from(SeatRow)
                .join(ResultRow, and_(col(ResultRow.match_id) == col(SeatRow.match_id),
                                      col(ResultRow.seat) == col(SeatRow.seat)))
                .where(mine)):
            seat_games[seat + 1] += 1
            seat_wins[seat + 1] += bool(won)
            if mid in sizes:
                size_seat_games[(sizes[mid], seat + 1)] += 1
                size_seat_wins[(sizes[mid], seat + 1)] += bool(won)
            first = starts.get(mid)
            if first is not None:
                order = (seat - first) % sizes[mid] + 1
                order_games[order] += 1
                order_wins[order] += bool(won)

        # who shared a table with whom (a pair counts once a match)
        a, b = aliased(SeatRow), aliased(SeatRow)
        meetings: Counter[tuple[str, str]] = Counter()
        for na, nb, n in s.execute(
                select(col(a.name), col(b.name), func.count())
                .select_from(a).join(b, and_(col(b.match_id) == col(a.match_id), col(b.seat) > col(a.seat)))
                .where(or_(self._mine(a, member_id, event_id, ruleset), self._mine(b, member_id, event_id, ruleset)))
                .group_by(col(a.name), col(b.name))):
            x, y = sorted((str(na), str(nb)), key=name_key)
            meetings[(x, y)] += int(n)
        beats, longest = self._head_to_head(match_ids, member_id, event_id, ruleset)
        last, period = self._last_played(mine)
        players = {n: _player(n, v, ends.get(n, Counter()), scores.get(n, (0, None)), last.get(n), places.get(n, {}))
                   for n, v in lines.items()}
        all_ends: Counter[str] = Counter()
        for c in ends.values():
            all_ends.update(c)
        return StoredStatistics(
            matches=matches, finished=finished, rulesets=dict(rulesets), players=players,
            seat_games=dict(seat_games), seat_wins=dict(seat_wins),
            order_games=dict(order_games), order_wins=dict(order_wins), meetings=dict(meetings),
            turn_points=dict(turn_points), ends=dict(all_ends),
            turn_points_by_ruleset={g: dict(c) for g, c in by_game.items()},
            size_seat_games=dict(size_seat_games), size_seat_wins=dict(size_seat_wins), beats=dict(beats),
            longest=longest, period=period)

    def _places(self, mine: ColumnElement[bool]) -> dict[str, dict[int, int]]:
        """Each player's places in finished matches (a shared place counts for each)."""
        places: dict[str, dict[int, int]] = {}
        for name, place, n in self.session.execute(
                select(col(SeatRow.name), col(ResultRow.place), func.count())
                .select_from(SeatRow)
                .join(ResultRow, and_(col(ResultRow.match_id) == col(SeatRow.match_id),
                                      col(ResultRow.seat) == col(SeatRow.seat)))
                .where(mine).group_by(col(SeatRow.name), col(ResultRow.place))):
            places.setdefault(str(name), {})[int(place)] = int(n)
        return places

    def _last_played(self, mine: ColumnElement[bool]) -> tuple[dict[str, str], tuple[str, str] | None]:
        """Each player's last day played (YYYY-MM-DD): the date of the event whose table a match
        was played at, else the day the match was created (a club match), the latest of them;
        and the first and last of those days over every counted match (the period covered)."""
        # aliases: the event scope's own subquery (``mine``) names EventTable and Round, uncorrelated
        et, rd, ev = aliased(EventTable), aliased(Round), aliased(Event)
        day = func.coalesce(col(ev.date), func.substr(col(MatchRow.created_at), 1, 10))
        q = (select(col(SeatRow.name), func.max(day))
             .select_from(SeatRow).join(MatchRow, col(MatchRow.id) == col(SeatRow.match_id))
             .outerjoin(et, col(et.match_id) == col(SeatRow.match_id))
             .outerjoin(rd, col(rd.id) == col(et.round_id))
             .outerjoin(ev, col(ev.id) == col(rd.event_id))
             .where(mine).group_by(col(SeatRow.name)))
        days: dict[str, str] = {}
        first: str | None = None
        for name, d, lo in self.session.execute(q.add_columns(func.min(day))):
            if d:
                days[str(name)] = str(d)
                first = str(lo) if first is None or str(lo) < first else first
        return days, (None if first is None or not days else (first, max(days.values())))

    def _head_to_head(self, match_ids: Subquery | None, member_id: int | None, event_id: int | None,
                      ruleset: str | None) -> tuple[Counter[tuple[str, str]], int]:
        """Who placed ahead of whom in a finished match (either of them counted), and the most
        finished turns a counted match took."""
        s = self.session
        a, b = aliased(SeatRow), aliased(SeatRow)
        ra, rb = aliased(ResultRow), aliased(ResultRow)
        beats: Counter[tuple[str, str]] = Counter()
        for na, nb, n in s.execute(
                select(col(a.name), col(b.name), func.count())
                .select_from(ra)
                .join(rb, and_(col(rb.match_id) == col(ra.match_id), col(rb.place) > col(ra.place)))
                .join(a, and_(col(a.match_id) == col(ra.match_id), col(a.seat) == col(ra.seat)))
                .join(b, and_(col(b.match_id) == col(rb.match_id), col(b.seat) == col(rb.seat)))
                .where(or_(self._mine(a, member_id, event_id, ruleset), self._mine(b, member_id, event_id, ruleset)))
                .group_by(col(a.name), col(b.name))):
            beats[(str(na), str(nb))] += int(n)
        # the longest match: the most finished turns (the turns rows) a counted match took
        per_match = (select(TURNS.c.match_id, func.count().label("n")).select_from(TURNS)
                     .where(_within(TURNS.c.match_id, match_ids)).group_by(TURNS.c.match_id).subquery())
        longest = int(s.execute(select(func.max(per_match.c.n))).scalar() or 0)
        return beats, longest

    def _first_seats(self, match_ids: Subquery | None) -> tuple[dict[int, int], dict[int, int]]:
        """Each finished match's first seat: the roll-off's winner (from its roll-off
        rows in force), or the stored first seat of a match without a roll-off; and
        its number of players."""
        sub = match_ids
        rows = self.session.execute(
            select(col(MatchRow.id), col(MatchRow.ruleset), col(MatchRow.rolloff), col(MatchRow.first_seat),
                   select(func.count()).where(col(SeatRow.match_id) == col(MatchRow.id)).scalar_subquery())
            .where(_within(col(MatchRow.id), sub), col(MatchRow.finished))
        ).all()
        out: dict[int, int] = {}
        sizes = {int(r[0]): int(r[4]) for r in rows}
        throws: dict[int, list[str]] = {}
        for mid, seq_event in self.session.execute(
                select(ROLL_LOG.c.match_id, ROLL_LOG.c.event)
                .where(_within(ROLL_LOG.c.match_id, sub), ROLL_LOG.c.kind == "rolloff", in_force())
                .order_by(ROLL_LOG.c.match_id, ROLL_LOG.c.seq)):
            throws.setdefault(int(mid), []).append(str(seq_event))
        kinds: dict[str, RolloffKind] = {}
        for mid, ruleset, rolloff, first_seat, n in rows:
            if rolloff != "listed":
                out[int(mid)] = int(first_seat or 0)
                continue
            if ruleset not in kinds:
                kinds[ruleset] = get_ruleset(ruleset).rolloff
            ro = Rolloff(int(n), kinds[ruleset])
            for text in throws.get(int(mid), ()):
                ro.add(parse_rolloff(text))
            if ro.winner is not None:
                out[int(mid)] = ro.winner
        return out, sizes

    def match_ids(self, *, member_id: int | None = None, event_id: int | None = None,
                  ruleset: str | None = None) -> list[int]:
        """The matches :meth:`figures` counts for the same scope, oldest first (the
        decision analysis reads their records, engine/services/analysis.py)."""
        mine = self._mine(SeatRow, member_id, event_id, ruleset)
        return [int(m) for m in self.session.scalars(
            select(col(SeatRow.match_id)).where(mine).distinct().order_by(col(SeatRow.match_id)))]

    def names_played(self, member_id: int) -> set[str]:
        """The names a member played under (seats keep the name as played)."""
        return {str(n) for n in self.session.scalars(
            select(col(SeatRow.name)).where(col(SeatRow.member_id) == member_id).distinct())}

    def rated_rulesets(self, member_id: int) -> list[str]:
        """The rulesets a member has a rating history in."""
        return [str(r) for r in self.session.scalars(
            select(col(RatingRow.ruleset)).where(col(RatingRow.member_id) == member_id).distinct())]
