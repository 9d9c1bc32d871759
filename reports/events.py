"""Report values from a tournament event (``engine.tournament``): the bridge the
database-backed commands use, so that the pages themselves never see an event.

Player names come from the event's players; the event's own ids never print.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from engine.errors import phrase
from engine.tournament.codes import table_code
from engine.tournament.event import Event
from engine.tournament.ratings import rating_text
from engine.tournament.standings import SeasonStanding, Standing, TieBreak, night_points, table_points

from .errors import ReportError
from .scoresheets import TableSheet
from .standings import ResultLine, RoundResults, Season, SeasonRow, Seat, Seating, StandingRow, Standings, TableResult
from .words import QT_TRANSLATE_NOOP, fill, translate

if TYPE_CHECKING:
    from engine.figures import TableCounted

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
        raise ReportError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 has no round %2 seated yet"), event.config.name, number))
    return event.rounds[number - 1]


def standings_title(event: Event, upto: int) -> str:
    """The standings' title as they stand after round ``upto``: the final is named as the final
    (a stage of its own), not "round 4" of a three-round event (#30)."""
    stage = event.rounds[upto - 1].stage if 0 < upto <= len(event.rounds) else "round"
    if stage == "final":
        return translate("Standings", "Standings after the final")
    if stage == "semi":
        return translate("Standings", "Standings after the semi-finals")
    return fill(translate("Standings", "Standings after round %1"), upto)


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
                                 link=None if live is None else f"{live}#{code}", stage=rd.stage))
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
    return Standings(event.config.name, title or standings_title(event, done), tuple(_COLUMNS[tb] for tb in cols),
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
        raise ReportError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 of %2 has no results yet"), number, event.config.name))
    return RoundResults(event.config.name, number, tuple(tables), rd.stage)


def seating_for(event: Event, number: int, date: str | None = None, live: str | None = None) -> Seating:
    """Round *number*'s wall lists; *date* the event's (printed under its title); each table's
    code; *live* the live page's address while it is shared (its QR code on each part)."""
    rd = _round(event, number)
    return Seating(event.config.name, number, tuple(
        Seat(t + 1, s + 1, _name(event, p)) for t, table in enumerate(rd.seating.tables) for s, p in enumerate(table)),
        draft=not rd.published, date=date,
        codes={t + 1: table_code(event.id, number, t + 1) for t in range(len(rd.seating.tables))}, live=live,
        stage=rd.stage)


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


def add_tables(st: Statistics, tables: Sequence[TableCounted]) -> None:
    """Count the event tables whose result was entered without a stored match (issue 29: every
    table counts): places or scores from the sheet, a paper pad turn by turn.  Each is a finished
    game: played, won (a shared first place counts for each), its place, the final score, head to
    head and who met whom; a paper pad adds its turns (turns and points a player, the turn scores,
    the longest game: ``paper_turns``); nothing that needs a throw (no seat order is known either:
    the names are in the order the result was typed)."""
    from collections import Counter

    from .stats import meeting

    for res in tables:
        names = res.names
        n = len(names)
        st.matches += 1
        st.finished += 1
        st.rulesets[res.ruleset] += 1
        st.dated(res.date)
        for a in range(n):
            for b in range(n):
                if not (res.mine[a] or res.mine[b]):
                    continue
                if a < b:
                    st.meetings[meeting(names[a], names[b])] += 1
                if res.places[a] < res.places[b]:
                    st.beats[(names[a], names[b])] += 1
        if res.paper is not None:
            by_game = st.turn_points_by_ruleset.setdefault(res.ruleset, Counter())
            for name, column, counts in zip(names, res.paper, res.mine, strict=True):
                if not counts:
                    continue
                line = st.line(name)
                for points in column:
                    line.turns += 1
                    line.points += points
                    st.turn_points[points] += 1
                    by_game[points] += 1
                    st.paper_turns += 1
            st.longest = max(st.longest, sum(len(c) for c in res.paper))
        for s, name in enumerate(names):
            if not res.mine[s]:
                continue
            line = st.line(name)
            line.games += 1
            if res.date is not None and (line.last is None or res.date > line.last):
                line.last = res.date
            line.finished += 1
            line.wins += res.places[s] == 1
            line.places[res.places[s]] += 1
            if res.scores is None:  # places entered without scores: no score to count
                line.unscored += 1
            else:
                line.score_sum += res.scores[s]
                line.best = res.scores[s] if line.best is None else max(line.best, res.scores[s])
