"""Members: the repository, and CSV in (preview, every bad row, all or nothing)
and out (cells a spreadsheet would run are neutralised)."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main
from engine.errors import BakehouseError
from engine.store import Database, StoreError, UnitOfWork
from engine.store.members_csv import READ_AS_1252, WINDOWS_1252, export_members, import_members, preview

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
        "row 3, column name: a player's name may not be empty",
        "row 5, column name: 'bob' is the same name as row 4",
        f"row 6, column name: the name {'L' * 41!r} is longer than 40 characters",
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


def _in_process(capsys: pytest.CaptureFixture[str], url: str, *args: str) -> subprocess.CompletedProcess[str]:
    """``bakehouse members ARGS --db URL`` in this process (engine.cli.main, what `python -m engine`
    runs; standard input no terminal, as pytest's): what a subprocess would give, a second of CPU less."""
    capsys.readouterr()
    code = main(["members", *args, "--db", url])
    out, err = capsys.readouterr()
    return subprocess.CompletedProcess(["bakehouse", "members", *args], code, out, err)


def test_cli_members_import_needs_yes_and_reports_bad_rows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    good, bad = tmp_path / "good.csv", tmp_path / "bad.csv"
    good.write_text("name\nAnn\nBen\n", encoding="utf-8")
    bad.write_text("name\nAnn\nann\n", encoding="utf-8")

    # the refusal as a user meets it: a process of its own, its exit code and standard error
    out = subprocess.run([sys.executable, "-m", "engine", "members", "import", str(bad), "--db", url], cwd=ROOT,
                         capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)
    assert out.returncode == 2
    assert out.stderr.splitlines() == [f"{bad}: row 3, column name: 'ann' is the same name as row 2",
                                       f"{bad}: nothing imported (1 bad row)"]
    out = _in_process(capsys, url, "import", str(good))
    assert out.returncode == 0 and "preview only" in out.stdout
    out = _in_process(capsys, url, "import", str(good), "--yes")
    assert out.returncode == 0 and out.stdout.splitlines()[-1] == "imported 2 new members"  # a count (#31)


# -- a members CSV saved by Excel on Windows (Windows-1252) ------------------------------------------
EXCEL_1252 = "name,email,note,active\r\nZoë Müller,,café au lait,yes\r\nJosé Ñúñez,,5 € a night,yes\r\n"


def test_a_windows_1252_file_is_read_and_the_preview_says_so(db: Database) -> None:
    """Excel's "CSV" on Windows is Windows-1252, not UTF-8: read as such (the accents and the
    euro sign whole), imported, and the preview says how it was read."""
    p = preview(db, EXCEL_1252.encode("cp1252"))
    assert p.ok and p.encoding == WINDOWS_1252
    assert [(m.name, m.note) for m in p.add] == [("Zoë Müller", "café au lait"), ("José Ñúñez", "5 € a night")]
    _p, added = import_members(db, EXCEL_1252.encode("cp1252"))
    assert [m.name for m in added] == ["Zoë Müller", "José Ñúñez"]
    assert _names(db) == ["José Ñúñez", "Zoë Müller"]


@pytest.mark.parametrize("bom", [b"", b"\xef\xbb\xbf"])
def test_utf8_is_read_first_with_or_without_a_byte_order_mark(db: Database, bom: bytes) -> None:
    p = preview(db, bom + EXCEL_1252.encode("utf-8"))
    assert p.ok and p.encoding == "utf-8"
    assert [m.name for m in p.add] == ["Zoë Müller", "José Ñúñez"]  # never "ZoÃ«" read as Windows-1252


@pytest.mark.parametrize("data", [
    b"name\nZo\x81\n",  # 0x81: no character in Windows-1252 either
    "name\nZoë\n".encode("utf-16"),  # NUL bytes: not Windows-1252 text
])
def test_a_file_neither_utf8_nor_windows_1252_is_refused(db: Database, data: bytes) -> None:
    p = preview(db, data)
    assert not p.ok and len(p.errors) == 1
    assert "the file is not UTF-8 text" in p.errors[0] and p.errors[0].endswith("save it as CSV UTF-8")
    assert _names(db) == []


def test_cli_says_a_windows_1252_file_was_read_as_such(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The command line says it once on stderr; a UTF-8 file's output has no such line."""
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    excel, utf8 = tmp_path / "excel.csv", tmp_path / "utf8.csv"
    excel.write_bytes(EXCEL_1252.encode("cp1252"))
    utf8.write_bytes(EXCEL_1252.replace("Zoë", "Anna").replace("José", "Bea").encode("utf-8"))

    # in a process of its own: the accented names reach its standard output as UTF-8
    out = subprocess.run([sys.executable, "-m", "engine", "members", "import", str(excel), "--yes", "--db", url],
                         cwd=ROOT, capture_output=True, text=True, encoding="utf-8", stdin=subprocess.DEVNULL,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stderr.splitlines() == [f"{excel}: {READ_AS_1252}"]
    assert out.stdout.splitlines() == ["row 2: add 'Zoë Müller'", "row 3: add 'José Ñúñez'", "imported 2 new members"]
    out = _in_process(capsys, url, "import", str(utf8), "--yes")
    assert out.returncode == 0 and out.stderr == ""
    assert out.stdout.splitlines() == ["row 2: add 'Anna Müller'", "row 3: add 'Bea Ñúñez'", "imported 2 new members"]
