"""The reports of the club database, drawn from what engine/services/reports.py gathers.

``bakehouse report scorepad --match``, ``scoresheets --event``, ``seating --event --round``,
``standings --event`` and ``stats --club | --event | --member`` (engine/commands/report.py) draw
with these functions, and so does the app's Reports view: one implementation, so the app and the
command line can never print different things.  They are given plain values
(:mod:`engine.figures`, engine.tournament's events, engine.scorepad's pad) and import neither the
store nor the services (the ``reports-through-values`` import contract): the database is read by
the services, the drawing is done here.

:func:`club_statistics` is what the statistics PDF and the app's charts are both drawn from (its
:attr:`ClubStatistics.sections`, the chart specs of :mod:`reports.charts`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from engine.figures import Depth, EventSheets, PrintedStandings, Ratings, ScopeStatistics, SkillFigures, StoredScorepad

from .charts import Section
from .words import fill, translate

if TYPE_CHECKING:
    from engine.record import MatchRecord

    from .stats import Statistics

__all__ = ["ClubStatistics", "Ratings", "club_statistics", "record_scorepad_pdf", "record_stats_pdf",
           "scoresheets_pdf", "seating_pdf", "standings_pdf", "stats_pdf", "stored_scorepad_pdf",
           "table_scoresheets_pdf"]


# -- scorepads ------------------------------------------------------------------------------------
def stored_scorepad_pdf(stored: StoredScorepad, paper: str = "a4") -> bytes:
    """The scorepad of a stored match (engine/services/reports.py ``stored_scorepad``)."""
    from .scorepad import render

    return render(stored.pad, paper=paper, options=stored.options)


def record_scorepad_pdf(record: MatchRecord, paper: str = "a4") -> bytes:
    """The scorepad of a match record file."""
    from .scorepad import render_record

    return render_record(record, paper=paper)


# -- an event's sheets and standings ----------------------------------------------------------------
def scoresheets_pdf(sheets: EventSheets, round_number: int, paper: str = "a4", date: str | None = None,
                    live: str | None = None) -> bytes:
    """Blank scoresheets for every table of a seated round, one page a table (``date``: printed
    instead of the event's; ``live``: the live page's address, which each table's QR code then opens)."""
    from .events import scoresheets_for
    from .scoresheets import render

    return render(scoresheets_for(sheets.event, round_number, date or sheets.date, live), paper=paper)


def table_scoresheets_pdf(name: str, round_number: int, first_table: int, tables: Sequence[tuple[str, ...]],
                          ruleset: str, options: Mapping[str, Any], date: str | None, paper: str = "a4") -> bytes:
    """Blank scoresheets of tables given by their players (``report scoresheets --table``)."""
    from .scoresheets import TableSheet, render

    sheets = [TableSheet(name, round_number, i, t, ruleset, options, date) for i, t in enumerate(tables, first_table)]
    return render(sheets, paper=paper)


def seating_pdf(sheets: EventSheets, round_number: int, paper: str = "a4", live: str | None = None) -> bytes:
    """The wall lists of a seated round in large type: seats by table, then every name with
    its table and seat (a round not yet published is marked DRAFT on every part)."""
    from .events import seating_for
    from .standings import render_seating

    return render_seating(seating_for(sheets.event, round_number, sheets.event.date, live), paper=paper)


def standings_pdf(given: PrintedStandings, paper: str = "a4") -> bytes:
    """An event's standings and round results (as they stood after its ``after_round``);
    a league's season table."""
    import dataclasses

    from reportlab.lib.units import mm
    from reportlab.platypus import Spacer

    from engine.tournament.event import EventKind

    from .events import results_for, season_for, standings_for, standings_title
    from .layout import build
    from .standings import results_story, season_story, standings_story

    event, after_round = given.event, given.after_round
    if event.config.kind is EventKind.LEAGUE:
        season = season_for(event, given.nights, given.season)
        story = season_story(season, paper)
        title = fill(translate("Standings", "%1: season table"), event.config.name)
    else:
        title_text = None if after_round is None else standings_title(event, after_round)
        table = dataclasses.replace(standings_for(event, given.rows, title_text), date=given.date)
        story = standings_story(table, paper)
        for rd in event.rounds:
            if rd.results and (after_round is None or rd.number <= after_round):
                story += [Spacer(1, 10 * mm), *results_story(results_for(event, rd.number), paper)]
        title = f"{event.config.name}: {table.title}"
    return build(story, title=title, paper=paper)


# -- statistics ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClubStatistics:
    """The statistics of the club, one event or one member, titled as printed."""

    title: str
    subtitle: str
    statistics: Statistics
    ratings: Ratings | None = None  # a member's rating history per ruleset (mu - 3 sigma by step)
    #: each player's skill and luck over the matches with throws (issue 24), and what was left out
    skill: SkillFigures | None = None
    #: tables whose result was entered without a match (left out of the skill and luck)
    results_only: int = 0
    #: final scores, best and worst game, streaks, ratings by date and per game, an event's
    #: evening in numbers, two members head to head (engine/services/depth.py)
    depth: Depth | None = None

    @cached_property
    def sections(self) -> list[Section]:
        """The chart sections (:func:`reports.stats.sections`, then the skill and luck of
        :mod:`reports.analysis_section`): the PDF's and the app's."""
        from .depth import depth_sections, evening_section, versus_section
        from .stats import sections

        d = self.depth
        dated = d is not None and bool(d.rating_history)  # by date, not by step
        out = sections(self.statistics, None if dated else self.ratings)
        if d is not None:
            if d.versus is not None:
                out.insert(0, versus_section(d.versus))
            if d.evening is not None:
                out.insert(0, evening_section(d.evening))
            at = next((i for i, s in enumerate(out) if s.heading == translate("Statistics", "Records")), len(out))
            out[at:at] = depth_sections(d, event=d.evening is not None, member=self.ratings is not None or dated)
        if self.skill is not None:
            from .analysis_section import analysis_section

            out.append(analysis_section(self.skill, self.results_only))
        return out

    @property
    def described(self) -> str:
        """The subtitle and the period the figures cover ("4 matches, 2026-09-01 to 2026-11-23"),
        as the PDF and the app print it under the title."""
        from .stats import period_text

        return self.subtitle + period_text(self.statistics)

    def pdf(self, paper: str = "a4") -> bytes:
        from .charts import render_stats

        return render_stats(self.title, self.described, self.sections, paper=paper)


def club_statistics(given: ScopeStatistics) -> ClubStatistics:
    """The statistics of one member, one event, or the whole club, as
    engine/services/reports.py ``scope_statistics`` gathers them: the stored matches (counted by
    SQL over the roll log) and every event table whose result was entered without one (places or
    scores from the sheet, a paper pad: issue 29, every table counts); the sections built on
    throws say how many of the tables they cover.  A scope with no table is refused
    (``no matches to count``)."""
    from .events import add_tables
    from .stats import counted, from_store, throw_text

    st = from_store(given.figures)  # every stored match counted throw by throw
    add_tables(st, given.tables)
    for name, points in given.placement.items():
        if name in st.players:
            st.players[name].placement = points
    if st.throw_tables == 0:
        st.per_turn = False  # no table counted throw by throw: the sections say what needs the throws
    event, player, event_name, ruleset = given.event, given.player, given.event_name, given.ruleset
    covered = throw_text(st)
    results = len(given.tables)
    count = counted(st, player, ruleset, event)
    tail = ", " + covered if covered else ""
    if player is not None:
        return ClubStatistics(fill(translate("Statistics", "Statistics: %1"), player), count + tail, st,
                              given.ratings, given.skill, results, given.depth)
    if event_name is not None:
        return ClubStatistics(fill(translate("Statistics", "Statistics: %1"), event_name),
                              fill(translate("Statistics", "%1 of event %2"), count, event) + tail, st,
                              skill=given.skill, results_only=results, depth=given.depth)
    return ClubStatistics(translate("Statistics", "Club statistics"), count + tail, st, skill=given.skill,
                          results_only=results, depth=given.depth)


def stats_pdf(given: ScopeStatistics, paper: str = "a4") -> bytes:
    """``bakehouse report stats --member | --event | --club [--ruleset ID]``."""
    return club_statistics(given).pdf(paper)


def stats_json(given: ScopeStatistics) -> dict[str, object]:
    """``bakehouse report stats --member | --event | --club --json``: the same figures, no PDF."""
    from .depth import depth_json
    from .stats import statistics_json

    shown = club_statistics(given)
    out = statistics_json(shown.statistics, shown.title, shown.described)
    if given.depth is not None:
        out.update(depth_json(given.depth))
    return out


def _stats_title(player: str | None) -> str:
    """``Statistics: Ann`` or ``Club statistics``, in the reports' language."""
    return (fill(translate("Statistics", "Statistics: %1"), player) if player
            else translate("Statistics", "Club statistics"))


def record_stats_json(records: Sequence[MatchRecord], player: str | None, ruleset: str | None) -> dict[str, object]:
    """``bakehouse report stats FILE... --json``: the figures of match record files, no PDF."""
    from .stats import compute, counted, period_text, statistics_json

    st = compute(records, player, ruleset)
    sub = counted(st, player, ruleset) + period_text(st)
    return statistics_json(st, _stats_title(player), sub)


def record_stats_pdf(records: Sequence[MatchRecord], player: str | None, ruleset: str | None,
                     skill: SkillFigures, paper: str = "a4") -> bytes:
    """``bakehouse report stats FILE...``: the statistics of match record files (``skill``: their
    skill and luck, engine/services/analysis.py ``record_skill``)."""
    from .analysis_section import analysis_section
    from .charts import render_stats
    from .stats import compute, counted, period_text, sections

    st = compute(records, player, ruleset)
    sub = counted(st, player, ruleset) + period_text(st)  # the period covered (issue 29)
    title = _stats_title(player)
    return render_stats(title, sub, [*sections(st), analysis_section(skill)], paper=paper)
