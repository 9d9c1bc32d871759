"""Report values from a tournament event (``engine.tournament``): the bridge the
database-backed commands use, so that the pages themselves never see an event.

Player names come from the event's players; the event's own ids never print.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.tournament.codes import table_code
from engine.tournament.event import Event
from engine.tournament.ratings import rating_text
from engine.tournament.standings import SeasonStanding, Standing, TieBreak, night_points, table_points

from .errors import ReportError
from .scoresheets import TableSheet
from .standings import ResultLine, RoundResults, Season, SeasonRow, Seat, Seating, StandingRow, Standings, TableResult

if TYPE_CHECKING:
    from engine.tournament.paper import PaperTurn

    from .stats import Statistics

#: the tie-breakers as columns: title and the value printed
_COLUMNS: dict[TieBreak, str] = {
    TieBreak.WINS: "Wins",
    TieBreak.OPPONENTS: "Opp. pts",
    TieBreak.SCORE: "Score",
    TieBreak.RATING: "Rating",
}
#: the tie-breakers as the standings' key names them
_ORDER_NAMES: dict[TieBreak, str] = {**_COLUMNS, TieBreak.POINTS: "Points", TieBreak.HEAD_TO_HEAD: "Head to head"}


def _name(event: Event, pid: int) -> str:
    return event.players[pid].name


def _round(event: Event, number: int):  # type: ignore[no-untyped-def]
    if not 1 <= number <= len(event.rounds):
        raise ReportError(f"{event.config.name} has no round {number} seated yet")
    return event.rounds[number - 1]


def scoresheets_for(event: Event, number: int, date: str | None = None, live: str | None = None) -> list[TableSheet]:
    """One blank sheet per table of round *number*, players in seat order, each with its code;
    with ``live`` (the live page's address while it is shared) its QR code opens the table there."""
    rd = _round(event, number)
    options = dict(event.options_for(number))
    sheets = []
    for t, table in enumerate(rd.seating.tables):
        code = table_code(event.id, number, t + 1)
        sheets.append(TableSheet(event.config.name, number, t + 1, tuple(_name(event, p) for p in table),
                                 event.config.ruleset, options, date, draft=not rd.published, code=code,
                                 link=None if live is None else f"{live}#{code}"))
    return sheets


def standings_for(event: Event, rows: Sequence[Standing[int]], title: str | None = None) -> Standings:
    """Standings rows (``Event.standings`` or ``EventService.standings``) with the event's
    tie-breakers as columns, in the event's order (head to head has no number to print)."""
    cols = [tb for tb in event.config.tiebreaks if tb in _COLUMNS]
    if any(r.rating is not None for r in rows) and TieBreak.RATING not in cols:
        cols.append(TieBreak.RATING)

    def value(s: Standing[int], tb: TieBreak) -> Fraction | int | str | None:
        values: dict[TieBreak, Fraction | int | str | None] = {
            TieBreak.WINS: s.wins, TieBreak.OPPONENTS: s.opponents, TieBreak.SCORE: s.score,
            TieBreak.RATING: None if s.rating is None else rating_text(s.rating)}
        return values[tb]

    done = sum(1 for rd in event.rounds if rd.finished)
    # the key says the order used: head to head included, a rating shown for information left out
    order = tuple(_ORDER_NAMES[tb] for tb in event.config.tiebreaks if tb is not TieBreak.POINTS)
    return Standings(event.config.name, title or f"Standings after round {done}", tuple(_COLUMNS[tb] for tb in cols),
                     tuple(StandingRow(s.place, _name(event, s.player), s.points, tuple(value(s, tb) for tb in cols))
                           for s in rows), order=order)


def results_for(event: Event, number: int, ruleset_name: str | None = None) -> RoundResults:
    """The results of round *number*: each table's places, game scores and placement points."""
    from engine.rulesets import get_ruleset

    rd = _round(event, number)
    name = ruleset_name or get_ruleset(event.config.ruleset).name
    tables = []
    for t in range(len(rd.seating.tables)):
        res = rd.results.get(t)
        if res is None:
            continue
        pts = table_points(res, event.config.points)
        order = sorted(range(len(res.players)), key=lambda i: (res.places[i], -res.scores[i]))
        tables.append(TableResult(t + 1, name, tuple(
            ResultLine(_name(event, res.players[i]), res.places[i], res.scores[i], pts[res.players[i]])
            for i in order)))
    if not tables:
        raise ReportError(f"round {number} of {event.config.name} has no results yet")
    return RoundResults(event.config.name, number, tuple(tables))


def seating_for(event: Event, number: int, date: str | None = None, live: str | None = None) -> Seating:
    """Round *number*'s wall lists; *date* the event's (printed under its title); each table's
    code; *live* the live page's address while it is shared (its QR code on each part)."""
    rd = _round(event, number)
    return Seating(event.config.name, number, tuple(
        Seat(t + 1, s + 1, _name(event, p)) for t, table in enumerate(rd.seating.tables) for s, p in enumerate(table)),
        draft=not rd.published, date=date,
        codes={t + 1: table_code(event.id, number, t + 1) for t in range(len(rd.seating.tables))}, live=live)


def season_for(league: Event, nights: Sequence[Event], rows: Sequence[SeasonStanding[int]]) -> Season:
    """The season table from ``EventService.season_table(league)``: a column per club
    night (in order), each night's league points (``night_points``), the best nights
    counted (ties between equal nights: the earlier one counts)."""
    names: dict[int, str] = {}
    per_night: list[dict[int, Fraction]] = []
    for night in nights:
        names.update({pid: p.name for pid, p in night.players.items()})
        per_night.append(night_points(night.standings()))
    best = league.config.best_nights
    out = []
    for r in rows:
        pts = [night.get(r.player) for night in per_night]
        attended = sorted((i for i, v in enumerate(pts) if v is not None), key=lambda i: (-(pts[i] or 0.0), i))
        counted = set(attended if best is None else attended[:best])
        out.append(SeasonRow(r.place, names.get(r.player, str(r.player)), tuple(pts),
                             tuple(i in counted for i in range(len(pts))), r.total))
    return Season(league.config.name, tuple(f"N{i + 1}" for i in range(len(nights))), best, tuple(out))


def results_statistics(event: Event, date: str | None = None) -> Statistics:
    """The standings-based statistics of an event whose results were entered as scores or
    places (no game played in the app, so no throw to count): tables played, wins, win rate
    by seat and table size, final scores, head to head and who met whom.  ``per_turn`` is off:
    the sections say which figures need every throw.  Tables typed in from their paper pads
    (issue 20) add their turns: turns and points a player, the turn scores and the longest game
    (``paper_turns``); nothing that needs a throw.  *date*: the event's (each player's last
    played), None when it has none."""
    from .stats import Statistics, meeting

    st = Statistics(per_turn=False)
    if any(rd.results for rd in event.rounds):
        st.dated(date)
    for rd in event.rounds:
        for res in rd.results.values():
            names = [_name(event, p) for p in res.players]
            n = len(names)
            st.matches += 1
            st.finished += 1
            st.rulesets[event.config.ruleset] += 1
            for a in range(n):
                for b in range(n):
                    if a < b:
                        st.meetings[meeting(names[a], names[b])] += 1
                    if res.places[a] < res.places[b]:
                        st.beats[(names[a], names[b])] += 1
            if res.paper is not None:
                _paper_turns(st, event.config.ruleset, names, res.paper)
            for s, name in enumerate(names):
                won = res.places[s] == 1
                line = st.line(name)
                line.games += 1
                line.last = date
                line.finished += 1
                line.wins += won
                line.score_sum += res.scores[s]
                line.best = res.scores[s] if line.best is None else max(line.best, res.scores[s])
                st.size_seat_games[(n, s + 1)] += 1
                st.size_seat_wins[(n, s + 1)] += won
                st.seat_games[s + 1] += 1
                st.seat_wins[s + 1] += won
    return st


def _paper_turns(st: Statistics, ruleset: str, names: Sequence[str], paper: Sequence[Sequence[PaperTurn]]) -> None:
    """A paper pad's turns: each a turn score as ``replay`` counts it (a lost biscuit negative)."""
    from collections import Counter

    by_game = st.turn_points_by_ruleset.setdefault(ruleset, Counter())
    for name, column in zip(names, paper, strict=True):
        line = st.line(name)
        for t in column:
            line.turns += 1
            line.points += t.points
            st.turn_points[t.points] += 1
            by_game[t.points] += 1
    st.paper_turns += sum(len(c) for c in paper)
    st.longest = max(st.longest, sum(len(c) for c in paper))
