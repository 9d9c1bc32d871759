"""Issue 29, part 1: every table counts in the statistics, however its result was entered (places
or scores from the sheet, a paper pad, a match played throw by throw): per player, per event and
for the club; ``report stats --json`` prints the same figures without a PDF."""

from __future__ import annotations

import contextlib
import io
import json
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from desktop.launcher import register_report as register
from engine.cli import main
from engine.services.reports import scope_statistics
from reports.club import club_statistics


def run(capsys: pytest.CaptureFixture[str], *args: str, rc: int = 0) -> str:
    capsys.readouterr()
    got = main(list(args), extra=[register])
    out, err = capsys.readouterr()
    assert got == rc, err
    return out if rc == 0 else err


def _tables(db: str, capsys: pytest.CaptureFixture[str], rnd: int = 1) -> list[list[str]]:
    shown = json.loads(run(capsys, "event", "show", "1", "--json", "--db", db))
    return [[p["name"] for p in t["players"]] for t in shown["rounds"][rnd - 1]["tables"]]


def _cli(*args: str) -> str:
    """A command line's output (it must succeed), outside a test (no capsys)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        got = main(list(args), extra=[register])
    assert got == 0, err.getvalue()
    return out.getvalue()


@pytest.fixture(scope="module")
def built_night(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A club night of two rounds at two tables of three, every table entered from the sheet:
    places at one table, scores at the other; built once (issue 31), each test given a copy."""
    db = str(tmp_path_factory.mktemp("night") / "club.sqlite3")
    _cli("event", "create", "--name", "Paper night", "--ruleset", "classic", "--rounds", "2",
         "--table-size", "3", "--sizes", "3", "--date", "2026-11-20", "--db", db)
    _cli("event", "add", "1", "Ann", "Bo", "Cy", "Di", "Eve", "Fay", "--db", db)
    for rnd in (1, 2):
        _cli("event", "seat", "1", "--publish", "--db", db)
        shown = json.loads(_cli("event", "show", "1", "--json", "--db", db))
        (a, b, c), (d, e, f) = [[p["name"] for p in t["players"]] for t in shown["rounds"][rnd - 1]["tables"]]
        _cli("event", "result", "1", "--round", str(rnd), "--table", "1", "--places", f"{a}=1,{b}=2,{c}=3", "--db", db)
        _cli("event", "result", "1", "--round", str(rnd), "--table", "2", "--scores", f"{d}=40,{e}=90,{f}=10",
             "--db", db)
    return Path(db)


@pytest.fixture
def night(tmp_path: Path, built_night: Path) -> str:
    """This test's copy of the night (a test may enter more results into it)."""
    db = tmp_path / "club.sqlite3"
    with closing(sqlite3.connect(built_night)) as source, closing(sqlite3.connect(db)) as target:
        source.backup(target)
    return str(db)


def test_results_from_the_sheet_count_for_the_event_the_member_and_the_club(night: str, capsys) -> None:
    shown = club_statistics(scope_statistics(night, event=1))
    st = shown.statistics
    assert (st.matches, st.finished, st.throw_tables) == (4, 4, 0)
    assert sum(p.games for p in st.players.values()) == 12
    assert sum(p.wins for p in st.players.values()) == 4
    assert sum(p.places[1] for p in st.players.values()) == 4
    assert all(p.games == 2 and sum(p.places.values()) == 2 for p in st.players.values())
    # placement points: the default 2, 1, 0 at a table of three, over the night's four tables
    assert sum(p.placement or 0 for p in st.players.values()) == 4 * 3
    assert shown.subtitle == "4 matches of event 1, throw by throw: 0 of 4 tables"
    assert [t.title for s in shown.sections for t in s.tables][:2] == ["Each player", "Places"]
    # one member: the games of the Members page, their places
    member = club_statistics(scope_statistics(night, member=1))
    ann = member.statistics.players["Ann"]
    assert (member.statistics.matches, ann.games, sum(ann.places.values())) == (2, 2, 2)
    assert set(member.statistics.players) == {"Ann"}  # the others only as whom she met
    club = club_statistics(scope_statistics(night))
    assert club.statistics.matches == 4 and club.statistics.first_day == "2026-11-20"


def test_report_stats_json_prints_the_figures_without_a_pdf(night: str, capsys, tmp_path: Path) -> None:
    shown = json.loads(run(capsys, "report", "stats", "--event", "1", "--json", "--db", night))
    assert (shown["tables"], shown["finished"], shown["throw_by_throw"]) == (4, 4, 0)
    players = {p["name"]: p for p in shown["players"]}
    assert set(players) == {"Ann", "Bo", "Cy", "Di", "Eve", "Fay"}
    assert all(p["played"] == 2 and sum(p["places"].values()) == 2 for p in players.values())
    assert sum(p["won"] for p in players.values()) == 4
    assert sum(p["placement_points"] for p in players.values()) == 12
    club = json.loads(run(capsys, "report", "stats", "--club", "--json", "--db", night))
    assert club["tables"] == 4 and len(club["players"]) == 6
    member = json.loads(run(capsys, "report", "stats", "--member", "1", "--json", "--db", night))
    assert [p["name"] for p in member["players"]] == ["Ann"] and member["players"][0]["played"] == 2
    assert not list(tmp_path.glob("*.pdf"))
    err = run(capsys, "report", "stats", "--club", "--db", night, rc=2)
    assert err.strip() == "give -o FILE for the PDF, or --json to print the figures, one of them"


def test_places_entered_without_scores_have_no_average_score(night: str, capsys) -> None:
    shown = json.loads(run(capsys, "report", "stats", "--event", "1", "--json", "--db", night))
    for p in shown["players"]:  # a table entered as places only has no score: never an average of 0
        assert (p["average_score"] is None) == (p["best"] is None)
    assert sum(p["best"] is not None for p in shown["players"]) >= 3  # the scores tables' players


def test_a_result_typed_over_a_scored_match_asks_first_then_supersedes_it(tmp_path: Path, capsys) -> None:
    """A result typed for a table whose match is being scored is refused without --supersede (one
    line); with it the match is closed as superseded and the table counts once, by the result."""
    from engine.services.database import open_database
    from engine.services.scoring import table_match

    db = str(tmp_path / "club.sqlite3")
    run(capsys, "event", "create", "--name", "Night", "--ruleset", "classic", "--table-size", "3", "--sizes", "3",
        "--db", db)
    run(capsys, "event", "add", "1", "Ann", "Bo", "Cy", "Di", "Eve", "Fay", "--db", db)
    run(capsys, "event", "seat", "1", "--publish", "--db", db)
    with open_database(db) as handle:
        made = table_match(handle, 1, 1, 1, app_dice=False)
    (a, b, c), _ = _tables(db, capsys)
    typed = ("event", "result", "1", "--round", "1", "--table", "1", "--places", f"{a}=1,{b}=2,{c}=3", "--db", db)
    err = run(capsys, *typed, rc=2)
    assert err.strip() == (f"bakehouse event result: table 1 of round 1 is being scored as match {made.match_id}: give --supersede to close "
                           "that match and count this result instead")
    assert json.loads(run(capsys, "report", "stats", "--club", "--json", "--db", db))["tables"] == 1  # the match in play
    run(capsys, *typed, "--supersede")
    shown = json.loads(run(capsys, "report", "stats", "--club", "--json", "--db", db))
    assert (shown["tables"], shown["finished"]) == (1, 1)  # once, by the result typed
    assert {p["name"]: p["won"] for p in shown["players"]} == {a: 1, b: 0, c: 0}
    assert json.loads(run(capsys, "report", "stats", "--event", "1", "--json", "--db", db))["tables"] == 1
