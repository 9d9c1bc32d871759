"""Members: the repository, and CSV in (preview, every bad row, all or nothing)
and out (cells a spreadsheet would run are neutralised)."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

import pytest

from engine.errors import BakehouseError
from engine.store import Database, StoreError, UnitOfWork
from engine.store.members_csv import export_members, import_members, preview

ROOT = Path(__file__).resolve().parents[2]


def _names(db: Database) -> list[str]:
    with UnitOfWork(db) as uow:
        return [m.name for m in uow.members.all()]


def test_names_are_checked_and_clash_after_case_folding(db: Database) -> None:
    with UnitOfWork(db) as uow:
        ann = uow.members.add("  Ann ")
        assert ann.name == "Ann"
        with pytest.raises(StoreError, match="exists already"):
            uow.members.add("ANN")
        with pytest.raises(BakehouseError, match="control or hidden"):
            uow.members.add("Ann\u202e")
        uow.commit()
    with UnitOfWork(db) as uow:
        assert uow.members.by_name("ann") == ann


def test_a_file_with_bad_rows_is_refused_whole_with_one_message_per_row(db: Database) -> None:
    data = "name,email,note\nZoë,zoe@club.example,\n,x@y,\nBob,,\nbob,,\n" + "L" * 41 + ",,\nCy,,,extra\n"
    p, added = import_members(db, data.encode())
    assert added == [] and _names(db) == []
    assert p.errors == [
        "row 3: a player's name may not be empty",
        "row 5: 'bob' is the same name as row 4",
        f"row 6: the name {'L' * 41!r} is longer than 40 characters",
        "row 7: 4 cells, the header has 3",
    ]


def test_import_previews_then_adds_all_and_leaves_known_members(db: Database) -> None:
    with UnitOfWork(db) as uow:
        uow.members.add("Ann")
        uow.commit()
    data = "\ufeffname,email,active\nann,,yes\nZoë,zoe@club.example,no\n李,,\n".encode()
    p = preview(db, data)
    assert p.lines() == ["row 3: add 'Zoë'", "row 4: add '李'", "row 2: 'Ann' is already member 1: left as it is"]
    assert _names(db) == ["Ann"]  # a preview stores nothing
    p, added = import_members(db, data)
    assert [m.name for m in added] == ["Zoë", "李"] and added[0].active is False
    assert sorted(_names(db)) == sorted(["Ann", "Zoë", "李"])


def test_export_neutralises_formulas_and_imports_back_unchanged(db: Database, tmp_path: Path) -> None:
    risky = ["=HYPERLINK(1)", "+1", "-2", "@SUM(A1)", "Plain", "O'Neil"]
    with UnitOfWork(db) as uow:
        for name in risky:
            uow.members.add(name, note="\tnote" if name == "Plain" else None)
        uow.commit()
    path = tmp_path / "members.csv"
    assert export_members(db, path) == len(risky)
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    cells = [c for row in rows[1:] for c in row]
    assert all(not c.startswith(("=", "+", "-", "@", "\t", "\r")) for c in cells)
    assert "'=HYPERLINK(1)" in cells and "'\tnote" in cells and "O'Neil" in cells
    db2_path = tmp_path / "other.sqlite3"
    from engine.store import open_database

    with open_database(f"sqlite:///{db2_path}") as other:
        _, added = import_members(other, path.read_bytes())
        assert sorted(m.name for m in added) == sorted(risky)
        with UnitOfWork(other) as uow:
            assert uow.members.by_name("Plain") is not None
            assert [m.note for m in uow.members.all() if m.name == "Plain"] == ["\tnote"]


def test_cli_members_import_needs_yes_and_reports_bad_rows(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    good, bad = tmp_path / "good.csv", tmp_path / "bad.csv"
    good.write_text("name\nAnn\nBen\n", encoding="utf-8")
    bad.write_text("name\nAnn\nann\n", encoding="utf-8")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "engine", "members", *args, "--db", url], cwd=ROOT,
                              capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)

    out = run("import", str(bad))
    assert out.returncode == 2
    assert out.stderr.splitlines() == [f"{bad}: row 3: 'ann' is the same name as row 2",
                                       f"{bad}: nothing imported (1 bad row)"]
    out = run("import", str(good))
    assert out.returncode == 0 and "preview only" in out.stdout
    out = run("import", str(good), "--yes")
    assert out.returncode == 0 and out.stdout.splitlines()[-1] == "[1, 2]"
