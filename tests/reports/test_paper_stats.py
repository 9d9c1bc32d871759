"""Statistics of tables typed in from their paper pads (issue 20, item 5): their turn scores count
where turn scores are drawn, never where a throw is needed (how turns ended, misses, the yeast), and
an event whose matches are counted from the roll log says that its paper tables are left out."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from desktop.launcher import register_report as register
from engine.cli import main
from engine.services.reports import scope_statistics
from engine.store.botplay import bot_match
from engine.store.records import dumps, to_record
from reports.charts import Histogram
from reports.club import club_statistics

from .pdftools import pages_text


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    capsys.readouterr()
    rc = main(list(args), extra=[register])
    out, err = capsys.readouterr()
    assert rc == 0, err
    return out


def _night(db: str, capsys: pytest.CaptureFixture[str], target: int = 50) -> None:
    """Dire Straights at two tables of three."""
    run(capsys, "event", "create", "--name", "Paper night", "--ruleset", "dire-straights", "--option", f"target={target}",
        "--table-size", "3", "--sizes", "3", "--db", db)
    run(capsys, "event", "add", "1", "Ann", "Bo", "Cy", "Di", "Eve", "Fay", "--db", db)
    run(capsys, "event", "seat", "1", "--publish", "--db", db)


def _table(db: str, capsys: pytest.CaptureFixture[str], t: int) -> list[str]:
    import json

    shown = json.loads(run(capsys, "event", "show", "1", "--json", "--db", db))
    return [p["name"] for p in shown["rounds"][0]["tables"][t - 1]["players"]]


def test_paper_turns_are_counted_as_turn_scores_and_never_as_throws(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "club.sqlite3")
    _night(db, capsys)
    for t in (1, 2):
        a, b, c = _table(db, capsys, t)
        run(capsys, "event", "result", "1", "--round", "1", "--table", str(t), "--turns", f"{a}=30,0,25",
            "--turns", f"{b}=5,10", "--turns", f"{c}=0,35", "--db", db)
    shown = club_statistics(scope_statistics(db, event=1))
    st = shown.statistics
    assert not st.per_turn and st.paper_turns == 14
    assert st.turn_points == {30: 2, 0: 4, 25: 2, 5: 2, 10: 2, 35: 2}
    assert st.turn_points_by_ruleset == {"dire-straights": st.turn_points}
    first = _table(db, capsys, 1)[0]
    assert (st.players[first].turns, st.players[first].points, st.players[first].wins) == (3, 55, 1)
    assert not st.ends and sum(p.busts + p.misses for p in st.players.values()) == 0  # a 0 on paper: why is unknown
    assert shown.subtitle == "2 matches of event 1, throw by throw: 0 of 2 tables"  # issue 29
    titles = {s.heading: s for s in shown.sections}
    assert [type(c) for c in titles["Turn scores"].charts] == [Histogram]
    assert "Turns by how they ended" not in titles
    notes = dict(titles["Biscuits and yeast"].notes)
    assert notes["Turn scores from paper pads (result only)"] == "14"
    assert "paper pads have no throws" in notes["Needs every throw"]
    assert dict(titles["Records"].notes)["Highest turn score, Dire Straights"] == "35"
    out = tmp_path / "stats.pdf"
    run(capsys, "report", "stats", "--event", "1", "--db", db, "-o", str(out))
    pdf = "\n".join(pages_text(out.read_bytes()))
    assert "Turn scores from paper pads" in pdf and "Needs every throw" in pdf


def test_an_event_with_a_match_and_a_paper_table_counts_both(tmp_path: Path, capsys) -> None:
    """Issue 29: every table counts, the paper pad's with the match played; the sections built
    on throws say how many tables they cover."""
    db = str(tmp_path / "club.sqlite3")
    _night(db, capsys, 100)
    a, b, c = _table(db, capsys, 1)
    run(capsys, "event", "result", "1", "--round", "1", "--table", "1", "--turns", f"{a}=100", "--turns", f"{b}=",
        "--turns", f"{c}=", "--db", db)
    names = tuple(_table(db, capsys, 2))
    setup, entries, dice = bot_match("dire-straights", names, 7, at="2026-11-23T19:30:00+01:00")
    path = tmp_path / "t2.json"
    setup = replace(setup, seed=dice.seed.hex())
    path.write_text(dumps(to_record(setup, entries)), encoding="utf-8")
    run(capsys, "event", "result", "1", "--round", "1", "--table", "2", "--record", str(path), "--db", db)
    shown = club_statistics(scope_statistics(db, event=1))
    st = shown.statistics
    assert (st.matches, st.finished, st.throw_tables) == (2, 2, 1)
    assert set(st.players) == set(names) | {a, b, c}
    assert (st.players[a].games, st.players[a].wins, dict(st.players[a].places)) == (1, 1, {1: 1})
    assert st.players[a].turns == 1 and st.players[a].points == 100
    assert shown.subtitle.endswith("throw by throw: 1 of 2 tables")
    results = next(s for s in shown.sections if s.heading == "Results")  # after the evening in numbers
    assert dict(results.notes)["Counted throw by throw"] == "1 of 2 tables"
    # the club's statistics count it too
    club = club_statistics(scope_statistics(db))
    assert club.statistics.matches == 2 and club.subtitle.endswith("throw by throw: 1 of 2 tables")
