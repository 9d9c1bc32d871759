"""`bakehouse report scorepad FILE -o out.pdf`."""

from __future__ import annotations

import json
from pathlib import Path

from desktop.launcher import register_report as register
from engine.cli import main

from .pdftools import pages_text, text

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> int:
    return main(list(args), extra=[register])


def test_scorepad_from_a_record(tmp_path, capsys):
    out = tmp_path / "pad.pdf"
    assert run("report", "scorepad", str(ROOT / "tests/data/spec-examples/classic.json"), "-o", str(out)) == 0
    assert "Thursday club night" in text(out.read_bytes())
    assert run("report", "scorepad", str(ROOT / "tests/data/spec-examples/sb.json"), "-o", str(out),
               "--paper", "letter") == 0
    assert "Ines" in text(out.read_bytes())


def test_refused_record_one_line_and_no_file(tmp_path, capsys):
    out = tmp_path / "pad.pdf"
    bad = ROOT / "tests/records/classic-illegal-rack.json"
    assert run("report", "scorepad", str(bad), "-o", str(out)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "C3" in err and "turn 1, event 2" in err
    assert not out.exists()
    junk = tmp_path / "junk.json"
    junk.write_text(json.dumps({"format": "nope"}))
    assert run("report", "scorepad", str(junk), "-o", str(out)) == 2
    assert run("report", "scorepad", str(tmp_path / "missing.json"), "-o", str(out)) == 2
    assert run("report", "scorepad", str(ROOT / "tests/data/spec-examples/sb.json"), "-o",
               str(tmp_path / "no" / "dir.pdf")) == 2
    errs = capsys.readouterr().err.splitlines()
    assert len(errs) == 3 and "no folder" in errs[-1]
    assert list(tmp_path.iterdir()) == [junk]


def test_scoresheets_from_the_command_line(tmp_path, capsys):
    out = tmp_path / "sheets.pdf"
    assert run("report", "scoresheets", "--table", "Ann, Bob, Zoë", "--table", "王小明, محمد علي", "--ruleset",
               "six-by-6", "--option", "sets=2", "--name", "Winter <Open>", "--round", "3", "-o", str(out)) == 0
    pages = pages_text(out.read_bytes())
    assert len(pages) == 2 and "Winter <Open>" in pages[0] and "Table 2" in pages[1] and "2 sets" in pages[0]
    bad = [["--table", "Ann, Bob", "--table", "ann, Cat"], ["--table", "Ann"], ["--table", "Ann,Bob", "--option", "x=1"],
           ["--table", "Ann,Bob", "--round", "0"], []]
    for args in bad:
        assert run("report", "scoresheets", *args, "-o", str(tmp_path / "bad.pdf")) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == len(bad) and "table 1 and table 2" in err[0] and "unknown option" in err[2]
    assert not (tmp_path / "bad.pdf").exists()


def test_scorepad_of_a_match_in_the_club_database(tmp_path, capsys):
    db = str(tmp_path / "club.sqlite3")
    assert run("db", "init", "--db", db) == 0
    assert run("import", "--db", db, str(ROOT / "tests/data/spec-examples/classic.json")) == 0
    out = tmp_path / "pad.pdf"
    assert run("report", "scorepad", "--match", "1", "--db", db, "-o", str(out)) == 0
    assert "Thursday club night" in text(out.read_bytes())
    capsys.readouterr()
    assert run("report", "scorepad", "--match", "99", "--db", db, "-o", str(tmp_path / "x.pdf")) == 2
    assert run("report", "scorepad", str(ROOT / "tests/data/spec-examples/classic.json"), "--match", "1",
               "-o", str(tmp_path / "x.pdf")) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and "99" in err[0] and "one of them" in err[1]
    assert not (tmp_path / "x.pdf").exists()


def test_stats_of_the_club_database(tmp_path, capsys):
    db = str(tmp_path / "club.sqlite3")
    assert run("db", "init", "--db", db) == 0
    spec = ROOT / "tests/data/spec-examples"
    assert run("import", "--db", db, str(spec / "classic.json"), str(spec / "sb.json")) == 0
    out = tmp_path / "stats.pdf"
    assert run("report", "stats", "--club", "--db", db, "-o", str(out)) == 0
    assert "2 matches" in text(out.read_bytes())
    capsys.readouterr()
    assert run("report", "stats", "--event", "5", "--db", db, "-o", str(tmp_path / "x.pdf")) == 2
    assert run("report", "stats", "--club", str(spec / "sb.json"), "--db", db, "-o", str(tmp_path / "x.pdf")) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and "no event 5" in err[0]
    assert not (tmp_path / "x.pdf").exists()


def test_reading_a_database_that_does_not_exist_creates_none(tmp_path, capsys):
    missing = tmp_path / "typo.sqlite3"
    out = tmp_path / "x.pdf"
    assert run("report", "scorepad", "--match", "1", "--db", str(missing), "-o", str(out)) == 2
    assert run("report", "stats", "--club", "--db", str(missing), "-o", str(out)) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all("no database at" in line and "db init" in line for line in err)
    assert list(tmp_path.iterdir()) == []
