"""Every command safe at the edges (issue 18): damaged and foreign databases, read-only
files, bad ``--db`` values, member CSV files, output paths and numbers.  Each case runs a
command as a user does and asserts one clear line, the exit status, and that nothing
changed (the bytes of the database file and its -wal/-shm siblings)."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "tests" / "data" / "spec-examples"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def refused(capsys: pytest.CaptureFixture[str], *argv: str, status: int = 2) -> str:
    """The command is refused with one line on standard error and nothing on standard output."""
    rc, out, err = run(capsys, *argv)
    assert rc == status, (rc, out, err)
    assert out == "", out
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def fingerprint(path: Path) -> dict[str, str | None]:
    """The bytes of a database file and of its -wal, -shm and -journal siblings (None: absent)."""
    out: dict[str, str | None] = {}
    for suffix in ("", "-wal", "-shm", "-journal"):
        p = Path(str(path) + suffix)
        out[suffix] = hashlib.sha256(p.read_bytes()).hexdigest() if p.exists() else None
    return out


@pytest.fixture
def club(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A Bakehouse database with one stored match, closed cleanly (no -wal left)."""
    path = tmp_path / "club.db"
    assert run(capsys, "db", "init", "--db", str(path))[0] == 0
    assert run(capsys, "import", str(EXAMPLES / "classic.json"), "--db", str(path))[0] == 0
    return path


# -- 6. an event with no players ----------------------------------------------------------------
def test_standings_of_an_event_nobody_has_joined_is_an_empty_table(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, "event", "create", "--name", "Night", "--db", str(club))
    assert rc == 0, err
    event_id = out.strip()
    rc, out, err = run(capsys, "event", "standings", event_id, "--db", str(club))
    assert (rc, err) == (0, "")
    assert "after 0 round(s)" in out and "Place" in out
    rc, out, err = run(capsys, "event", "standings", event_id, "--json", "--db", str(club))
    assert rc == 0, err
    assert json.loads(out)["standings"] == []
