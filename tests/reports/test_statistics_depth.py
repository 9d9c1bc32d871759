"""Issue 29, part 3: the statistics in depth, computed once in the engine (engine/services/depth.py)
and drawn alike by the PDF, the app and ``report stats --json``: final scores per game, best and
worst game, streaks, a rating table per game (the club's; an event's before and after), a member's
rating by date, an event's evening in numbers, two members head to head; per-player charts say
how many players they show.  Every table counts however it was entered: the nights here are typed
in from the sheet (no match, no analysis to wait for)."""

from __future__ import annotations

import contextlib
import datetime as dt
import io
import json
from collections import Counter
from pathlib import Path

import pytest

from desktop.launcher import register_report as register
from engine.cli import main
from engine.services.reports import scope_statistics
from engine.store import UnitOfWork, open_database
from engine.tournament.ratings import ordinal
from reports.charts import BarChart, LineChart, MeetingMatrix, count_step
from reports.club import club_statistics
from reports.stats import PlayerLine, Statistics, sections

from .pdftools import text as pdf_text

#: the issue's standings example (part 2), its three rounds typed in as scores
ROUNDS = (("Ann=30,Bob=40,Di=20,Gus=10", "Cy=100,Eve=100,Fay=100,Hal=50"),
          ("Cy=100,Bob=100,Di=100,Fay=50", "Ann=30,Eve=30,Gus=30,Hal=10"),
          ("Ann=50,Cy=50,Fay=50,Gus=0", "Bob=100,Eve=90,Di=80,Hal=0"))


def cli(*args: str, rc: int = 0) -> str:
    """The command line's output (its one-line refusal when ``rc`` is 2)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        got = main(list(args), extra=[register])
    assert got == rc, err.getvalue()
    return out.getvalue() if rc == 0 else err.getvalue()


def _seated(db: str, event: int, rnd: int) -> list[set[str]]:
    shown = json.loads(cli("event", "show", str(event), "--json", "--db", db))
    return [{p["name"] for p in t["players"]} for t in shown["rounds"][rnd - 1]["tables"]]


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Two dated nights of Dire Straights, every table typed in from the sheet: the issue's
    example (8 players, 3 rounds) on 2026-11-20, and one table of four a week later."""
    db = str(tmp_path_factory.mktemp("depth") / "club.sqlite3")
    cli("event", "create", "--name", "R", "--ruleset", "dire-straights", "--rounds", "3", "--sizes", "4",
        "--placement-points", "4,2,1,0", "--tie-breakers", "score", "--seed", "5", "--date", "2026-11-20", "--db", db)
    cli("event", "add", "1", "Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal", "--db", db)
    for rnd, results in enumerate(ROUNDS, 1):
        cli("event", "seat", "1", "--publish", "--db", db)
        seated = _seated(db, 1, rnd)
        for scores in results:
            names = {x.split("=")[0] for x in scores.split(",")}
            table = seated.index(names) + 1  # the example's tables, wherever the seating put them
            cli("event", "result", "1", "--round", str(rnd), "--table", str(table), "--scores", scores, "--db", db)
    cli("event", "create", "--name", "Second", "--ruleset", "dire-straights", "--rounds", "1", "--sizes", "4",
        "--date", "2026-11-27", "--db", db)
    cli("event", "add", "2", "Ann", "Bob", "Cy", "Di", "--db", db)
    cli("event", "seat", "2", "--publish", "--db", db)
    cli("event", "result", "2", "--round", "1", "--table", "1", "--scores", "Ann=120,Bob=60,Cy=90,Di=30", "--db", db)
    return db


def member_ids(db: str) -> dict[str, int]:
    with open_database(db, create=False) as handle, UnitOfWork(handle) as uow:
        return {m.name: m.id for m in uow.members.all()}


def ratings_of(db: str) -> dict[str, list[float]]:
    """Each member's Dire Straights rating after each of their tables (mu - 3 sigma), in play order."""
    with open_database(db, create=False) as handle, UnitOfWork(handle) as uow:
        return {m.name: [ordinal(s.mu, s.sigma) for s in uow.ratings.history(m.id, "dire-straights")]
                for m in uow.members.all()}


def test_an_events_depth_from_tables_typed_in(club: str) -> None:
    d = scope_statistics(club, event=1).depth
    assert d is not None and (d.tables, d.scored, d.throws) == (6, 6, 0)
    # every player's final score, how often: 24 of them over the six tables
    assert d.final_scores == {"dire-straights": {0: 2, 10: 2, 20: 1, 30: 4, 40: 1, 50: 5, 80: 1, 90: 1, 100: 7}}
    games = {g.name: g for g in d.games}
    assert (games["Ann"].games, games["Ann"].best, games["Ann"].worst) == (3, 50, 30)
    assert games["Ann"].mean == pytest.approx(110 / 3)
    assert (games["Hal"].best, games["Hal"].worst) == (50, 0)
    streaks = {s.name: (s.games, s.wins, s.without, s.current) for s in d.streaks}
    # a shared first place is a win: Cy shared all three, Bob won or shared all three
    assert streaks["Cy"] == streaks["Bob"] == (3, 3, 0, 3)
    assert streaks["Ann"] == (3, 2, 1, 2) and streaks["Eve"] == (3, 2, 1, -1) and streaks["Hal"] == (3, 0, 3, -3)
    e = d.evening
    assert e is not None and (e.tables, e.rounds, e.players, e.scored) == (6, 3, 8, 6)
    assert e.closest is not None and e.closest.margin == 0 and e.closest.round == 1  # 100 all, round 1
    assert {e.closest.winner, e.closest.second} <= {"Cy", "Eve", "Fay"}
    assert e.biggest is not None and (e.biggest.winner, e.biggest.second, e.biggest.margin, e.biggest.round) == (
        "Bob", "Ann", 10, 1)  # the first of the two wins by 10 (Bob 100, Eve 90 in round 3)
    # the largest rating move of the night, from the ratings as stored (each player's first three)
    history = ratings_of(club)
    moves = {(n, i): r[i] - (r[i - 1] if i else 0.0) for n, r in history.items() for i in range(3)}
    (name, _i), change = max(moves.items(), key=lambda kv: abs(kv[1]))
    assert e.move is not None and e.move.name == name and e.move.change == pytest.approx(change, abs=0.01)
    # the event's rating table: before its first table (0 for everybody here) and after its last
    (game, lines), = d.rating_table.items()
    assert game == "dire-straights" and len(lines) == 8
    assert {x.name: (x.before, x.rating, x.tables) for x in lines} == {
        n: (0.0, pytest.approx(r[2], abs=0.01), 3) for n, r in history.items()}
    assert [x.rating for x in lines] == sorted((x.rating for x in lines), reverse=True)
    assert d.rating_history == {} and d.versus is None


def test_the_clubs_rating_table_and_a_members_rating_by_date(club: str) -> None:
    history = ratings_of(club)
    d = scope_statistics(club).depth
    assert d is not None and d.tables == 7 and d.evening is None
    (lines,) = d.rating_table.values()
    assert {x.name: (x.rating, x.tables) for x in lines} == {
        n: (pytest.approx(r[-1], abs=0.01), len(r)) for n, r in history.items()}
    ann = member_ids(club)["Ann"]
    m = scope_statistics(club, member=ann).depth
    assert m is not None and m.rating_table == {}
    # by date: the rating after each day's last table, never by step
    assert m.rating_history == {"dire-straights": (("2026-11-20", pytest.approx(history["Ann"][2], abs=0.01)),
                                                   ("2026-11-27", pytest.approx(history["Ann"][3], abs=0.01)))}
    assert [(s.name, s.games, s.wins, s.current) for s in m.streaks] == [("Ann", 4, 3, 3)]  # hers only
    shown = club_statistics(scope_statistics(club, member=ann))
    (chart,) = [c for s in shown.sections for c in s.charts if isinstance(c, LineChart)]
    assert chart.dates and chart.x_title == "date" and chart.y_title == "rating"
    assert list(chart.series) == ["Dire Straights"]  # the game's name, not its id
    assert [x for x, _ in chart.series["Dire Straights"]] == [
        float(dt.date(2026, 11, 20).toordinal()), float(dt.date(2026, 11, 27).toordinal())]


def test_two_members_head_to_head_in_the_app_the_pdf_and_the_command_line(club: str, tmp_path: Path) -> None:
    ids = member_ids(club)
    h = scope_statistics(club, versus=(ids["Ann"], ids["Bob"])).depth.versus
    assert h is not None and (h.a, h.b, h.met, h.a_ahead, h.b_ahead, h.level, h.a_wins, h.b_wins) == (
        "Ann", "Bob", 2, 1, 1, 0, 1, 1)
    assert h.games == {"dire-straights": 2} and h.last == "2026-11-27"
    shown = json.loads(cli("report", "stats", "--club", "--versus", str(ids["Ann"]), str(ids["Bob"]), "--json",
                           "--db", club))
    assert shown["versus"] == {"players": ["Ann", "Bob"], "met": 2, "first_ahead": 1, "second_ahead": 1, "level": 0,
                               "first_won": 1, "second_won": 1, "games": {"dire-straights": 2},
                               "last_met": "2026-11-27"}
    # over the tables the scope counts: at the second night only
    night = scope_statistics(club, event=2, versus=(ids["Ann"], ids["Bob"])).depth.versus
    assert night is not None and (night.met, night.a_ahead, night.b_ahead) == (1, 1, 0)
    assert cli("report", "stats", "--club", "--versus", str(ids["Ann"]), str(ids["Ann"]), "--json", "--db", club,
               rc=2).strip() == f"head to head needs two different members, not member {ids['Ann']} twice"
    out = tmp_path / "versus.pdf"
    cli("report", "stats", "--club", "--versus", str(ids["Ann"]), str(ids["Bob"]), "-o", str(out), "--db", club)
    text = pdf_text(out.read_bytes())
    assert "Head to head: Ann v Bob" in text and "Tables together" in text


def test_report_stats_json_and_pdf_carry_the_depth(club: str, tmp_path: Path) -> None:
    shown = json.loads(cli("report", "stats", "--event", "1", "--json", "--db", club))
    assert shown["final_scores"]["dire-straights"]["100"] == 7 and shown["scored_tables"] == 6
    assert shown["evening"]["tables"] == 6 and shown["evening"]["biggest_win"]["margin"] == 10
    assert {s["name"]: s["most_wins_in_a_row"] for s in shown["streaks"]}["Hal"] == 0
    assert [x["before"] for x in shown["ratings"]["dire-straights"]] == [0.0] * 8
    out = tmp_path / "event.pdf"
    cli("report", "stats", "--event", "1", "-o", str(out), "--db", club)
    text = pdf_text(out.read_bytes())
    for words in ("The evening in numbers", "The closest game", "The biggest win", "The largest rating move",
                  "Final scores", "Best and worst game", "Streaks", "Ratings at Dire Straights"):
        assert words in text, words
    assert text.index("The evening in numbers") < text.index("Results")  # the night first


def test_per_player_charts_say_how_many_players_they_show() -> None:
    st = Statistics(matches=20, finished=20)
    for i in range(20):
        st.players[f"P{i:02}"] = PlayerLine(f"P{i:02}", games=20 - i, finished=20 - i, wins=i % 3,
                                           places=Counter({1: i % 3}))
        st.meetings[(f"P{i:02}", f"P{(i + 1) % 20:02}")] = 1
    charts = [c for s in sections(st) for c in s.charts if isinstance(c, BarChart | MeetingMatrix)]
    per_player = [c for c in charts if isinstance(c, MeetingMatrix) or c.across]
    assert {c.title for c in per_player} == {
        "Games won: 16 of 20 players, most games first", "Win rate (%): 16 of 20 players, most games first",
        "Who shared a table with whom: 16 of 20 players, most games first"}
    assert all(len(c.labels if isinstance(c, BarChart) else c.names) == 16 for c in per_player)
    assert [n for c in per_player if isinstance(c, BarChart) for n in c.labels][:16] == [f"P{i:02}" for i in range(16)]
    # every player in the table of players
    table = next(t for s in sections(st) for t in s.tables if t.title == "Each player")
    assert len(table.rows) == 20
    # sixteen players or fewer: the titles as they were
    small = Statistics(matches=1, finished=1, players={"A": PlayerLine("A", games=1, finished=1, wins=1)})
    assert any(c.title == "Games won" for s in sections(small) for c in s.charts)


def test_count_axes_step_in_whole_numbers() -> None:
    assert [count_step(t) for t in (1, 3, 6, 7, 12, 13, 30, 31, 61, 400)] == [1, 1, 1, 2, 2, 5, 5, 10, 20, 100]


def test_the_skill_chart_says_how_many_players_it_shows() -> None:
    from engine.figures import SkillFigures, SkillLine
    from reports.analysis_section import analysis_section

    skill = SkillFigures(tuple(SkillLine(f"P{i:02}", 1, 20 - i, 1.0, 0, 3, 0.0) for i in range(18)), analysed=18)
    (chart,) = analysis_section(skill).charts
    assert chart.title == "Average loss per decision (points; lower is better): 16 of 18 players, most decisions first"
    assert len(chart.labels) == 16
    assert len(analysis_section(skill).tables[0].rows) == 18  # every player in the table


def test_the_places_table_leaves_no_place_out() -> None:
    st = Statistics(matches=3, finished=3, players={
        "A": PlayerLine("A", games=3, finished=3, places=Counter({1: 1, 7: 1, 9: 1})),
        "B": PlayerLine("B", games=1, finished=1, places=Counter({2: 1}))})
    table = next(t for s in sections(st) for t in s.tables if t.title == "Places")
    assert table.columns[1:7] == ("Place 1", "Place 2", "Place 3", "Place 4", "Place 5", "Place 6 or lower")
    assert table.rows[0][:7] == ("A", "1", "0", "0", "0", "0", "2") and table.rows[0][7] == "5.67"


@pytest.mark.parametrize("spec", [BarChart("Games won", ("Ann", "Bob"), (1.0, 1.0), across=True),
                                  BarChart("Tables", ("seat 1", "seat 2"), (1.0, 0.0))])
def test_the_pdfs_count_axes_are_whole_numbers(spec) -> None:
    from reportlab.graphics.charts.barcharts import BarChart as Drawn

    from reports.charts import bar_chart

    (drawn,) = [x for x in bar_chart(spec, 400).contents if isinstance(x, Drawn)]
    drawn.valueAxis.configure([list(spec.values)])
    ticks = list(drawn.valueAxis._tickValues)  # the values labelled on the axis
    assert ticks and all(float(t).is_integer() for t in ticks), ticks


def test_a_match_played_throw_by_throw_and_a_table_typed_in_count_alike(tmp_path: Path) -> None:
    """A table whose match was played (its record imported: the store's results rows) and one typed
    in from the sheet: both in the final scores, the streaks and the evening; one throw by throw."""
    from dataclasses import replace

    from engine.store.botplay import bot_match
    from engine.store.records import dumps, to_record

    db = str(tmp_path / "club.sqlite3")
    cli("event", "create", "--name", "Mixed", "--ruleset", "dire-straights", "--option", "target=100",
        "--table-size", "3", "--sizes", "3", "--date", "2026-11-23", "--db", db)
    cli("event", "add", "1", "Ann", "Bo", "Cy", "Di", "Eve", "Fay", "--db", db)
    cli("event", "seat", "1", "--publish", "--db", db)
    played = json.loads(cli("event", "show", "1", "--json", "--db", db))["rounds"][0]["tables"]
    names = tuple(p["name"] for p in played[0]["players"])
    setup, entries, dice = bot_match("dire-straights", names, 7, at="2026-11-23T19:30:00+01:00")
    record = tmp_path / "t1.json"
    record.write_text(dumps(to_record(replace(setup, seed=dice.seed.hex()), entries)), encoding="utf-8")
    cli("event", "result", "1", "--round", "1", "--table", "1", "--record", str(record), "--db", db)
    d, e, f = (p["name"] for p in played[1]["players"])
    cli("event", "result", "1", "--round", "1", "--table", "2", "--scores", f"{d}=100,{e}=99,{f}=10", "--db", db)
    given = scope_statistics(db, event=1)
    depth = given.depth
    assert depth is not None and (depth.tables, depth.scored, depth.throws) == (2, 2, 1)
    rows = _results(db)  # the match's (seat, total, place), as the store derived them
    assert depth.final_scores == {"dire-straights": dict(sorted(Counter([*(t for _s, t, _p in rows), 100, 99,
                                                                          10]).items()))}
    assert {s.name for s in depth.streaks} == set(names) | {d, e, f}
    first, second = sorted(rows, key=lambda r: (r[2], -r[1]))[:2]
    margins = sorted([(first[1] - second[1], "match"), (1, "typed")])
    assert depth.evening is not None and depth.evening.closest is not None and depth.evening.biggest is not None
    assert (depth.evening.closest.margin, depth.evening.biggest.margin) == (margins[0][0], margins[1][0])
    wins = {s.name: s.wins for s in depth.streaks}
    assert wins[d] == 1 and wins[names[first[0]]] == 1  # the match's winner, from its results rows


def _results(db: str) -> list[tuple[int, int, int]]:
    from sqlmodel import select

    from engine.store.models import ResultRow

    with open_database(db, create=False) as handle, UnitOfWork(handle) as uow:
        return [(r.seat, r.total, r.place) for r in uow.session.scalars(select(ResultRow))]
