"""The statistics' "Skill and luck" section (issue 24): per player, the points their decisions gave
away against the best play (average per decision, clear mistakes) and the luck of their throws, over
the matches whose throws are stored, as :func:`engine.services.analysis.skill_figures` adds them up
from each match's analysis (``bakehouse analyse FILE``): given to the section, which never imports the services.  Matches without throws (results or paper
games entered without them) and games the analysis does not cover yet are left out, and said so.

The PDF (:func:`reports.charts.render_stats`) and the app's statistics view draw this section like
every other (:attr:`reports.club.ClubStatistics.sections`).
"""

from __future__ import annotations

from engine.figures import SkillFigures
from engine.names import name_key

from .charts import BarChart, FigureTable, Section
from .stats import shown_of
from .words import fill, number, translate

HEADING = "Skill and luck"  # the English heading (translated where it is shown)


def _key(threshold: float) -> str:
    return fill(translate("Statistics", "Decisions: choices made (throw on, stop, keep...). Average loss: the points a "
                          "decision gave away against the best play (exact turn values, as bakehouse analyse gives "
                          "them), per decision; equally good actions are no loss. Clear mistakes: decisions that gave "
                          "away more than %1 points. Luck: each throw's value after it minus the value before it, "
                          "added up (0 is average luck)."), f"{threshold:g}")


def _left_out(skill: SkillFigures, results_only: int) -> list[tuple[str, str]]:
    notes: list[tuple[str, str]] = [(translate("Statistics", "Matches analysed"), str(skill.analysed))]
    without = skill.without_throws + results_only
    if without:
        notes.append((translate("Statistics", "Left out: results or paper games without their throws"), str(without)))
    if skill.not_covered:
        notes.append((translate("Statistics", "Left out: games not analysed yet"),
                      ", ".join(f"{game} {n}" for game, n in sorted(skill.not_covered.items()))))
    if skill.refused:
        notes.append((translate("Statistics", "Left out: records the analysis refused"), str(skill.refused)))
    return notes


def analysis_section(skill: SkillFigures, results_only: int = 0, top: int = 16) -> Section:
    """The section of ``skill``: a table of every player, a chart of the average loss of the
    ``top`` players with the most decisions; ``results_only``: tables whose result was entered
    without a match (left out, said in the notes)."""
    people = sorted(skill.players, key=lambda p: (-p.decisions, -p.throws, name_key(p.name)))
    rows = tuple((p.name, str(p.matches), str(p.decisions), number(p.average_loss, 3), str(p.mistakes),
                  number(f"{p.luck:+.1f}")) for p in people)
    deciding = [p for p in people if p.decisions]
    decided = deciding[:top]
    title = translate("Statistics", "Average loss per decision (points; lower is better)")
    charts = (BarChart(shown_of(title, decided, deciding, decisions=True), tuple(p.name for p in decided),
                       tuple(round(p.average_loss, 3) for p in decided), across=True),) if decided else ()
    key = _key(skill.threshold)
    heads = (translate("Statistics", "Player"), translate("Statistics", "Matches"),
             translate("Statistics", "Decisions"), translate("Statistics", "Average loss"),
             translate("Statistics", "Clear mistakes"), translate("Statistics", "Luck"))
    tables = (FigureTable(translate("Statistics", "Each player's decisions and luck"), heads, rows, key),
              ) if rows else ()
    return Section(translate("Statistics", "Skill and luck"), charts, tuple(_left_out(skill, results_only)), tables=tables,
                   empty=translate("Statistics", "No match with its throws stored of a game analysed yet."))
