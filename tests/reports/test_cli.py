"""`bakehouse report scorepad FILE -o out.pdf`."""

from __future__ import annotations

import json
from pathlib import Path

from engine.cli import main
from reports.cli import register

from .pdftools import text

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
