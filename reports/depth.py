"""The depth of the statistics drawn (issue 29 part 3), from the figures engine/services/depth.py
computed (:class:`engine.figures.Depth`; nothing is counted here): an event's evening in numbers,
each game's final scores, best and worst game, streaks, the rating tables and a member's rating by
date, two members head to head.  The PDF and the app draw these sections alike
(:attr:`reports.club.ClubStatistics.sections`); :func:`depth_json` is ``report stats --json``'s.
"""

from __future__ import annotations

import datetime as dt

from engine.figures import Depth, Evening, HeadToHead, Margin, RatingLine, RatingMove
from engine.names import isolate
from engine.rulesets import ruleset_name

from .charts import FigureTable, Histogram, LineChart, Section
from .words import date_text, fill, number, translate

__all__ = ["depth_json", "depth_sections", "evening_section", "versus_section"]


def _rating(x: float) -> str:
    return number(x, 1)


def _signed(x: float) -> str:
    return ("+" if x > 0 else "") + number(x, 1)


def _where(round_: int | None, table: int | None) -> str:
    if round_ is None or table is None:
        return ""
    return fill(translate("Statistics", ", round %1, table %2"), round_, table)


def _margin(m: Margin) -> str:
    by = (translate("Statistics", "level") if m.margin == 0 else
          fill(translate("Statistics", "by 1 point") if m.margin == 1 else translate("Statistics", "by %1 points"), m.margin))
    return fill(translate("Statistics", "%1 %2, %3 %4: %5 (%6)"), isolate(m.winner), m.winner_score, isolate(m.second),
                m.second_score, by, ruleset_name(m.ruleset)) + _where(m.round, m.table)


def _move(m: RatingMove) -> str:
    return fill(translate("Statistics", "%1 %2 (%3 to %4, %5)"), isolate(m.name), _signed(m.change), _rating(m.before),
                _rating(m.after), ruleset_name(m.ruleset)) + _where(m.round, m.table)


def evening_section(e: Evening) -> Section:
    """An event in numbers: tables, players, the closest game, the biggest win, the largest
    rating move."""
    tables = (fill(translate("Statistics", "%1 in %2 rounds"), e.tables, e.rounds) if e.rounds > 1 else str(e.tables))
    notes = [(translate("Statistics", "Tables played"), tables), (translate("Statistics", "Players"), str(e.players))]
    with_scores = fill(translate("Statistics", "%1 of %2 tables"), e.scored, e.tables)
    if e.closest is not None:
        notes.append((translate("Statistics", "The closest game"), _margin(e.closest)))
    if e.biggest is not None:
        notes.append((translate("Statistics", "The biggest win"), _margin(e.biggest)))
    if e.closest is not None:
        notes.append((translate("Statistics", "With final scores"), with_scores))
    if e.move is not None:
        notes.append((translate("Statistics", "The largest rating move"), _move(e.move)))
    return Section(translate("Statistics", "The evening in numbers"), (), tuple(notes))


def versus_section(h: HeadToHead) -> Section:
    """Two members head to head, over the tables of the scope where both played."""
    title = fill(translate("Statistics", "%1 v %2"), isolate(h.a), isolate(h.b))
    if not h.met:
        return Section(title, (), empty=fill(translate("Statistics", "%1 and %2 never played at one table here."),
                                               isolate(h.a), isolate(h.b)))
    notes = [(translate("Statistics", "Tables together"), str(h.met)),
             (fill(translate("Statistics", "%1 placed ahead"), isolate(h.a)), str(h.a_ahead)),
             (fill(translate("Statistics", "%1 placed ahead"), isolate(h.b)), str(h.b_ahead)),
             (translate("Statistics", "Level (a shared place)"), str(h.level)),
             (fill(translate("Statistics", "%1 won"), isolate(h.a)), str(h.a_wins)),
             (fill(translate("Statistics", "%1 won"), isolate(h.b)), str(h.b_wins)),
             (translate("Statistics", "Games"), ", ".join(f"{ruleset_name(g)} {n}" for g, n in h.games.items()))]
    if h.last is not None:
        notes.append((translate("Statistics", "Last met"), date_text(h.last)))
    return Section(fill(translate("Statistics", "Head to head: %1"), title), (), tuple(notes))


def _rating_tables(table: dict[str, tuple[RatingLine, ...]], event: bool) -> tuple[FigureTable, ...]:
    out = []
    for game, lines in table.items():
        columns: tuple[str, ...]
        rows: tuple[tuple[str, ...], ...]
        if event:
            columns = (translate("Statistics", "Player"), translate("Statistics", "Before"), translate("Statistics", "After"), translate("Statistics", "Change"),
                       translate("Statistics", "Tables"))
            rows = tuple((x.name, "-" if x.before is None else _rating(x.before), _rating(x.rating),
                          "-" if x.before is None else _signed(x.rating - x.before), str(x.tables)) for x in lines)
        else:
            columns = (translate("Statistics", "Player"), translate("Statistics", "Rating"), translate("Statistics", "Uncertainty (σ)"),
                       translate("Statistics", "Rated tables"))
            rows = tuple((x.name, _rating(x.rating), number(x.sigma, 1), str(x.tables)) for x in lines)
        out.append(FigureTable(fill(translate("Statistics", "Ratings at %1"), ruleset_name(game)), columns, rows))
    if not out:
        return ()
    key = translate("Statistics", "Rating: mu - 3 sigma, the rating shown everywhere (it starts at 0 and grows as the "
                       "results tell more); at an event, before its first table and after its last.")
    last = out[-1]
    out[-1] = FigureTable(last.title, last.columns, last.rows, key)
    return tuple(out)


def _day(iso: str) -> float:
    return float(dt.date.fromisoformat(iso).toordinal())


def depth_sections(d: Depth, *, event: bool = False, member: bool = False) -> list[Section]:
    """The sections of the depth figures, in the order the statistics print them after the
    players' (an event's evening in numbers and two members head to head come first:
    :func:`evening_section`, :func:`versus_section`)."""
    out: list[Section] = []
    # each game's final scores (the players counted), over the tables with scores
    covered = fill(translate("Statistics", "%1 of %2 tables have final scores"), d.scored, d.tables)
    charts = tuple(Histogram(fill(translate("Statistics", "%1: final scores, how often each was reached"), ruleset_name(g)),
                             counts, x_title=translate("Statistics", "final score"), y_title=translate("Statistics", "players"), bins=20)
                   for g, counts in d.final_scores.items())
    out.append(Section(translate("Statistics", "Final scores"), charts, ((translate("Statistics", "Counted"), covered),),
                       empty=translate("Statistics", "No table with final scores yet.")))
    rows = tuple((g.name, ruleset_name(g.ruleset), str(g.games), "-" if g.best is None else str(g.best),
                  "-" if g.worst is None else str(g.worst), "-" if g.mean is None else number(g.mean, 1))
                 for g in d.games)
    streaks = tuple((s.name, str(s.games), str(s.wins), str(s.without),
                     fill(translate("Statistics", "won %1"), s.current) if s.current > 0 else
                     fill(translate("Statistics", "%1 without a win"), -s.current)) for s in d.streaks)
    out.append(Section(translate("Statistics", "Best and worst game, streaks"), (), tables=(
        FigureTable(translate("Statistics", "Best and worst game"),
                    (translate("Statistics", "Player"), translate("Statistics", "Game"), translate("Statistics", "Tables"), translate("Statistics", "Best"),
                     translate("Statistics", "Worst"), translate("Statistics", "Average")), rows,
                    translate("Statistics", "Best, Worst, Average: the player's final scores at that game, over the tables "
                                 "with scores.")),
        FigureTable(translate("Statistics", "Streaks"),
                    (translate("Statistics", "Player"), translate("Statistics", "Tables"), translate("Statistics", "Most wins in a row"),
                     translate("Statistics", "Most tables without a win"), translate("Statistics", "Now")), streaks,
                    translate("Statistics", "In the order the tables were played; a shared first place is a win.")),
    ) if rows else (), empty=translate("Statistics", "No finished table yet.")))
    if member and d.rating_history:
        series = {ruleset_name(g): tuple((_day(day), r) for day, r in pts) for g, pts in d.rating_history.items()}
        out.append(Section(translate("Statistics", "Ratings"), (LineChart(
            translate("Statistics", "Rating by date (mu - 3 sigma, after each day's last table)"), series, dates=True,
            x_title=translate("Statistics", "date"), y_title=translate("Statistics", "rating")),)))
    elif d.rating_table:
        out.append(Section(translate("Statistics", "Ratings"), (), tables=_rating_tables(d.rating_table, event)))
    return out


def depth_json(d: Depth) -> dict[str, object]:
    """The depth figures as ``report stats --json`` prints them (beside the players and totals)."""
    def margin(m: Margin | None) -> dict[str, object] | None:
        return None if m is None else {"game": m.ruleset, "margin": m.margin, "winner": m.winner,
                                       "winner_score": m.winner_score, "second": m.second,
                                       "second_score": m.second_score, "round": m.round, "table": m.table}

    out: dict[str, object] = {
        "scored_tables": d.scored,
        "final_scores": {g: {str(k): v for k, v in c.items()} for g, c in d.final_scores.items()},
        "games": [{"name": g.name, "game": g.ruleset, "tables": g.games, "scored": g.scored, "best": g.best,
                   "worst": g.worst, "average": None if g.mean is None else round(g.mean, 1)} for g in d.games],
        "streaks": [{"name": s.name, "tables": s.games, "most_wins_in_a_row": s.wins,
                     "most_without_a_win": s.without, "now": s.current} for s in d.streaks],
        "ratings": {g: [{"name": x.name, "rating": x.rating, "sigma": x.sigma, "tables": x.tables,
                         "before": x.before} for x in lines] for g, lines in d.rating_table.items()},
        "rating_history": {g: [{"date": day, "rating": r} for day, r in pts] for g, pts in d.rating_history.items()},
    }
    if d.evening is not None:
        e, m = d.evening, d.evening.move
        out["evening"] = {"tables": e.tables, "rounds": e.rounds, "players": e.players, "scored_tables": e.scored,
                          "closest": margin(e.closest), "biggest_win": margin(e.biggest),
                          "largest_rating_move": None if m is None else {
                              "name": m.name, "game": m.ruleset, "before": m.before, "after": m.after,
                              "change": round(m.change, 2), "round": m.round, "table": m.table}}
    if d.versus is not None:
        h = d.versus
        out["versus"] = {"players": [h.a, h.b], "met": h.met, "first_ahead": h.a_ahead, "second_ahead": h.b_ahead,
                         "level": h.level, "first_won": h.a_wins, "second_won": h.b_wins, "games": h.games,
                         "last_met": h.last}
    return out
