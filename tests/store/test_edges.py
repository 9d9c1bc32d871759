"""Every command safe at the edges (issue 18): damaged and foreign databases, read-only
files, bad ``--db`` values, member CSV files, output paths and numbers.  Each case runs a
command as a user does and asserts one clear line, the exit status, and that nothing
changed (the bytes of the database file and its -wal/-shm siblings)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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
def club(tmp_path: Path, imported_club_template: Path) -> Path:
    """A Bakehouse database with one stored match, closed cleanly (no -wal left): a copy of the one
    ``db init`` and ``import`` made once (tests/store/conftest.py)."""
    path = tmp_path / "club.db"
    shutil.copyfile(imported_club_template, path)
    return path


# -- 6. an event with no players ----------------------------------------------------------------
def test_standings_of_an_event_nobody_has_joined_is_an_empty_table(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, "event", "create", "--name", "Night", "--db", str(club))
    assert rc == 0, err
    event_id = out.strip()
    rc, out, err = run(capsys, "event", "standings", event_id, "--db", str(club))
    assert (rc, err) == (0, "")
    assert "after 0 rounds" in out and "Place" in out
    rc, out, err = run(capsys, "event", "standings", event_id, "--json", "--db", str(club))
    assert rc == 0, err
    assert json.loads(out)["standings"] == []


# -- 1. a damaged database ------------------------------------------------------------------------
def _damaged(club: Path, table: str | None) -> Path:
    """A copy of ``club`` with the first page of ``table`` (None: every page but the first) given
    a page type SQLite does not know, as a disk fault would leave it."""
    con = sqlite3.connect(club)
    page_size = con.execute("PRAGMA page_size").fetchone()[0]
    roots = dict(con.execute("SELECT name, rootpage FROM sqlite_master WHERE type = 'table'").fetchall())
    con.close()
    data = bytearray(club.read_bytes())
    pages = [roots[table]] if table else range(2, len(data) // page_size + 1)
    for page in pages:
        data[(page - 1) * page_size] = 0x77
    out = club.with_name(f"damaged-{table or 'all'}.db")
    out.write_bytes(bytes(data))
    return out


@pytest.mark.parametrize("table", ["roll_log", None])
def test_db_check_reports_a_damaged_database_in_words(club: Path, table: str | None,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    bad = _damaged(club, table)
    before = fingerprint(bad)
    for repair in ([], ["--repair"]):
        rc, out, err = run(capsys, "db", "check", *repair, "--db", str(bad))
        assert rc == 1 and err == "", (out, err)
        lines = out.splitlines()
        assert lines[0] == "integrity_check: could not run: database disk image is malformed" or \
            lines[0].startswith(("integrity_check: ", "foreign_key_check: ")), out
        assert "damaged" in lines[-1] and "nothing was changed" in lines[-1], out
        assert "Traceback" not in out
    assert fingerprint(bad) == before


@pytest.mark.parametrize("argv", [
    ["members", "list"], ["members", "export", "{out}"], ["export", "match", "1", "-o", "-"],
    ["export", "event", "1", "-o", "{out}"], ["event", "list"], ["event", "standings", "1"],
    ["import", str(EXAMPLES / "classic.json")], ["db", "upgrade"], ["db", "backup", "{out}"],
    ["report", "stats", "--club", "-o", "{out}"],
])
def test_every_command_on_a_damaged_database_is_one_line(club: Path, argv: list[str], tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from desktop.launcher import main as launcher_main

    bad = _damaged(club, None)
    before = fingerprint(bad)
    out_path = tmp_path / "out" / "x"
    words = [w.replace("{out}", str(out_path)) for w in argv]
    capsys.readouterr()
    rc = launcher_main([*words, "--db", str(bad)])
    out, err = capsys.readouterr()
    assert rc == 2 and out in ("", "[]\n"), (out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert "damaged" in err or "malformed" in err, err
    assert fingerprint(bad) == before
    assert not out_path.exists()


# -- 2. foreign, odd and read-only files ----------------------------------------------------------
READING = [["members", "list"], ["members", "export", "{out}"], ["export", "match", "1", "-o", "-"],
           ["db", "check"], ["event", "list"], ["event", "show", "1"], ["event", "standings", "1"],
           ["report", "stats", "--club", "-o", "{out}"]]
WRITING = [["db", "init"], ["db", "upgrade"], ["import", str(EXAMPLES / "classic.json")],
           ["event", "create", "--name", "Night"], ["db", "check", "--repair"]]


def _launch(capsys: pytest.CaptureFixture[str], argv: list[str], db: str, out_path: Path) -> tuple[int, str, str]:
    from desktop.launcher import main as launcher_main

    capsys.readouterr()
    rc = launcher_main([*(w.replace("{out}", str(out_path)) for w in argv), "--db", db])
    out, err = capsys.readouterr()
    return rc, out, err


def _foreign(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"{kind}.db"
    if kind == "text":
        path.write_text("name,score\nAnn,3\n")
        return path
    if kind == "empty":
        path.write_bytes(b"")
        return path
    con = sqlite3.connect(path)
    if kind == "accounts":
        con.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY, owner TEXT)")
        con.execute("INSERT INTO accounts VALUES (1, 'x')")
    elif kind == "alembic":  # another program that also uses Alembic
        con.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
        con.execute("INSERT INTO alembic_version VALUES ('3f2a9c1b7d4e')")
        con.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    elif kind == "marked":  # another program's application_id
        con.execute("PRAGMA application_id = 1")
        con.execute("CREATE TABLE members (id INTEGER PRIMARY KEY)")
    con.commit()
    con.close()
    return path


@pytest.mark.parametrize("kind", ["accounts", "alembic", "marked", "text"])
@pytest.mark.parametrize("argv", READING + WRITING)
def test_another_programs_file_is_named_and_left_unchanged(tmp_path: Path, kind: str, argv: list[str],
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = _foreign(tmp_path, kind)
    before = fingerprint(path)
    out_path = tmp_path / "written"
    rc, out, err = _launch(capsys, argv, str(path), out_path)
    assert rc == 2 and out == "", (out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    if kind == "text":
        assert "is not an SQLite database" in err
    else:
        assert "is an SQLite database of another program" in err and "nothing was changed" in err, err
        assert "newer Bakehouse" not in err
    assert fingerprint(path) == before
    assert not out_path.exists()


def test_another_programs_file_is_said_what_it_is(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _foreign(tmp_path, "alembic")
    err = refused(capsys, "members", "list", "--db", str(path))
    assert err == (f"bakehouse members list: {str(path)!r} is an SQLite database of another program (tables: "
                   "'alembic_version', 'invoices'): Bakehouse does not open it; nothing was changed\n")


@pytest.mark.parametrize("argv", READING)
def test_a_reading_command_never_creates_a_database(tmp_path: Path, argv: list[str],
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    for target in (tmp_path / "missing.db", tmp_path / "empty.db"):
        if target.name == "empty.db":
            target.write_bytes(b"")
        rc, out, err = _launch(capsys, argv, str(target), tmp_path / "written")
        assert rc == 2 and out == "", (out, err)
        assert err.count("\n") == 1 and "bakehouse db init" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["empty.db"]
    assert (tmp_path / "empty.db").read_bytes() == b""


@pytest.mark.parametrize("db", ["postgresql://:@:x/", "nonsense://", "sqlite:///{tmp}/no/such/folder/club.db",
                                "{tmp}/loop", "{tmp}"])
def test_a_database_that_cannot_be_used_is_one_line(tmp_path: Path, db: str, capsys: pytest.CaptureFixture[str]) -> None:
    os.symlink(tmp_path / "loop", tmp_path / "loop")
    given = db.replace("{tmp}", str(tmp_path))
    for argv in (["members", "list"], ["db", "init"], ["event", "list"]):
        rc, out, err = _launch(capsys, argv, given, tmp_path / "written")
        assert rc == 2 and out == "", (out, err)
        assert err.count("\n") == 1 and "Traceback" not in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["loop"]


def _edit(path: Path, *sql: str) -> None:
    con = sqlite3.connect(path)
    for statement in sql:
        con.execute(statement)
    con.commit()
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()


@pytest.mark.parametrize(("sql", "words"), [
    ("INSERT INTO alembic_version VALUES ('0005')", "more than one schema revision"),
    ("UPDATE alembic_version SET version_num = '0099'", "written by a newer Bakehouse (schema revision 0099"),
])
def test_an_odd_revision_table_is_one_line(club: Path, sql: str, words: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    _edit(club, sql)
    before = fingerprint(club)
    for argv in READING + WRITING:
        rc, out, err = _launch(capsys, argv, str(club), club.with_name("written"))
        assert rc == 2 and out == "", (argv, out, err)
        assert err.count("\n") == 1 and words in err, (argv, err)
    assert fingerprint(club) == before


def test_a_database_made_before_the_mark_is_upgraded_and_marked(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from alembic import command

    from engine.store.db import alembic_config, make_engine

    engine = make_engine(f"sqlite:///{club}", foreign_keys=False)
    with engine.begin() as conn:  # back to revision 0005, as a Bakehouse of that revision left it
        command.downgrade(alembic_config(conn), "0005")
    engine.dispose()
    for suffix in ("-wal", "-shm"):
        Path(f"{club}{suffix}").unlink(missing_ok=True)
    before = fingerprint(club)
    err = refused(capsys, "members", "list", "--db", str(club))
    assert "schema revision 0005" in err and "bakehouse db upgrade" in err
    assert fingerprint(club) == before
    rc, out, err = run(capsys, "db", "upgrade", "--db", str(club))
    assert rc == 0 and "from schema revision 0005 to" in out, err
    con = sqlite3.connect(club)
    assert con.execute("PRAGMA application_id").fetchone()[0] == int.from_bytes(b"BAKE", "big")
    assert con.execute("SELECT key, value FROM bakehouse_meta").fetchall() == [("application", "bakehouse")]
    con.close()
    assert run(capsys, "members", "list", "--db", str(club))[0] == 0


@pytest.fixture
def read_only_club(club: Path, tmp_path: Path) -> Iterator[Path]:
    """``club`` in a folder this user cannot write: a read-only bind mount for root (who may write
    any file whatever its mode), the file and folder made read-only for anyone else."""
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "club.db").write_bytes(club.read_bytes())
    if os.geteuid() != 0:
        (folder / "club.db").chmod(0o444)
        folder.chmod(0o555)
        try:
            yield folder / "club.db"
        finally:
            folder.chmod(0o755)
        return
    mount = tmp_path / "mnt"
    mount.mkdir()
    made = subprocess.run(["mount", "--bind", str(folder), str(mount)], capture_output=True).returncode == 0
    if made and subprocess.run(["mount", "-o", "remount,ro,bind", str(mount)], capture_output=True).returncode != 0:
        subprocess.run(["umount", str(mount)], check=True)
        made = False
    if not made:
        pytest.skip("a read-only file needs a bind mount when run as root, and mount is not allowed here")
    try:
        yield mount / "club.db"
    finally:
        subprocess.run(["umount", str(mount)], check=True)


def test_a_read_only_database_serves_reading_commands_and_refuses_writing_ones(
        read_only_club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = fingerprint(read_only_club)
    out_path = tmp_path / "written.csv"
    rc, out, err = _launch(capsys, ["members", "list", "--json"], str(read_only_club), out_path)
    assert (rc, out, err) == (0, "[]\n", "")
    rc, out, err = _launch(capsys, ["export", "match", "1", "-o", "-"], str(read_only_club), out_path)
    assert rc == 0 and json.loads(out)["ruleset"] == "classic", err
    rc, out, err = _launch(capsys, ["db", "check"], str(read_only_club), out_path)
    assert rc == 0 and out.startswith("ok: 1 match,"), err
    rc, out, err = _launch(capsys, ["event", "list"], str(read_only_club), out_path)
    assert rc == 0, err
    for argv in (["import", str(EXAMPLES / "classic.json")], ["event", "create", "--name", "Night"]):
        rc, out, err = _launch(capsys, argv, str(read_only_club), out_path)
        assert rc == 2 and err.count("\n") == 1 and "read-only" in err, (out, err)
    assert fingerprint(read_only_club) == before
    assert sorted(p.name for p in read_only_club.parent.iterdir()) == ["club.db"]


# -- 5. numbers -------------------------------------------------------------------------------------
HUGE = str(2**64 + 1)


@pytest.mark.parametrize("argv", [
    ["export", "match", HUGE, "-o", "-"], ["export", "event", HUGE, "-o", "{out}"],
    ["report", "scorepad", "--match", HUGE, "-o", "{out}"], ["report", "stats", "--event", HUGE, "-o", "{out}"],
    ["report", "stats", "--member", HUGE, "-o", "{out}"], ["report", "standings", "--event", HUGE, "-o", "{out}"],
    ["report", "scoresheets", "--event", HUGE, "-o", "{out}"],
    ["report", "standings", "--event", "1", "--after-round", "100000000000000000000", "-o", "{out}"],
    ["report", "scoresheets", "--table", "Ann, Bob", "--round", "100000000000000000000", "-o", "{out}"],
    ["report", "scoresheets", "--table", "Ann, Bob", "--first-table", "-1", "-o", "{out}"],
    ["report", "scoresheets", "--table", "Ann, Bob", "--date", "2026-02-30", "-o", "{out}"],
    ["seat", "--players", "16", "--table-size", "4", "--seed", HUGE],
    ["seat", "--players", "100000000000000000000", "--table-size", "4"],
])
def test_numbers_and_dates_out_of_range_are_refused_before_anything_is_opened(
        club: Path, tmp_path: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from desktop.launcher import main as launcher_main

    before = fingerprint(club)
    out_path = tmp_path / "written"
    words = [w.replace("{out}", str(out_path)) for w in argv]
    if argv[0] != "seat":
        words += ["--db", str(club)]
    capsys.readouterr()
    rc = launcher_main(words)
    out, err = capsys.readouterr()
    assert rc == 2 and out == "", (out, err)
    assert err.count("\n") == 1 and "Traceback" not in err and "OverflowError" not in err, err
    assert "is a whole number from" in err or "is not a day of the calendar" in err, err
    assert fingerprint(club) == before
    assert not out_path.exists()


# -- 4. output paths --------------------------------------------------------------------------------
def _bakehouse(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The command as a user runs it, in its own process (a FIFO cannot block the test run)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "engine", *argv], capture_output=True, text=True, timeout=timeout,
                          env=env, cwd=ROOT)


OUTPUTS = [["export", "match", "1", "-o", "{out}"], ["members", "export", "{out}"]]


@pytest.mark.parametrize("argv", OUTPUTS)
@pytest.mark.parametrize("where", ["folder", "missing", "fifo", "device"])
def test_an_output_path_that_is_no_file_is_one_line(club: Path, tmp_path: Path, argv: list[str], where: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    target = {"folder": tmp_path, "missing": tmp_path / "no" / "such" / "out.csv", "fifo": tmp_path / "fifo",
              "device": Path("/dev/null")}[where]
    if where == "fifo":
        os.mkfifo(target)
    before = fingerprint(club)
    listing = sorted(p.name for p in tmp_path.iterdir())
    words = [*(w.replace("{out}", str(target)) for w in argv), "--db", str(club)]
    if where == "fifo":  # in a process of its own: a FIFO opened for writing would block the test run
        done = _bakehouse(*words)
        rc, out, err = done.returncode, done.stdout, done.stderr
    else:  # the others in this process (engine.cli.main, what `python -m engine` runs: a second of CPU less)
        rc, out, err = run(capsys, *words)
    assert rc == 2 and out == "", (rc, out, err)
    assert err.count("\n") == 1 and "cannot write" in err, err
    assert fingerprint(club) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == listing


def test_export_event_into_a_file_or_a_pipe_is_one_line(club: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "file").write_text("mine")
    assert run(capsys, "event", "create", "--name", "Night", "--db", str(club))[0] == 0
    done = _bakehouse("export", "event", "1", "-o", str(tmp_path / "fifo"), "--db", str(club))  # a FIFO: its own process
    into_file = run(capsys, "export", "event", "1", "-o", str(tmp_path / "file"), "--db", str(club))
    for rc, out, err in ((done.returncode, done.stdout, done.stderr), into_file):
        assert rc == 2 and out == "", (rc, out, err)
        assert err.count("\n") == 1 and "it is not a folder" in err, err
    assert (tmp_path / "file").read_text() == "mine"


@pytest.mark.parametrize("argv", OUTPUTS)
def test_a_full_disk_leaves_the_old_file_whole(club: Path, tmp_path: Path, argv: list[str],
                                              capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    target = tmp_path / "out.txt"
    target.write_text("the file written last week")

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("engine.files.os.fsync", full)
    err = refused(capsys, *(w.replace("{out}", str(target)) for w in argv), "--db", str(club))
    assert "No space left on device" in err
    assert target.read_text() == "the file written last week"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.db", "out.txt"]


# -- 3. member CSV ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("content", "message"), [
    (b"name,email\nAnn,ann at home\n", "row 2, column email: 'ann at home' is not an e-mail address"),
    (b"name,email\nAnn,a@b\nBen,ben@x y\n", "row 3, column email: 'ben@x y' is not an e-mail address"),
    (b"name,note\nAnn,tea\x00time\n", "row 2, column note: 'tea\\x00time' holds a control or hidden character (U+0000)"),
    (b"name,email\nAnn,a\x00@b\n", "row 2, column email: 'a\\x00@b' holds a control or hidden character (U+0000)"),
    (b"name,name\nAnn,Ben\n", "row 1: the column 'name' is named twice"),
    (b"Name,email,NAME\nAnn,,x\n", "row 1: the column 'name' is named twice"),
    (b"name,phone,age\nAnn,1,2\n", "row 1: unknown columns 'phone', 'age' (the columns are name, email, note, active)"),
    (b"email\nann@club.example\n", "row 1: the first row names the columns and needs 'name'"),
    (b"name\nZo\x81\n", "row 2: the file is not UTF-8 text (byte 7: b'\\x81'); save it as CSV UTF-8"),  # nor Windows-1252
    (b"name,note\nAnn,\"tea\n", "row 2: not CSV: unexpected end of data"),
    (b"name,active\nAnn,perhaps\n", "row 2, column active: yes or no, not 'perhaps'"),
    (b"", "the file is empty"),
])
def test_a_bad_members_file_is_refused_with_its_line_and_nothing_imported(
        club: Path, tmp_path: Path, content: bytes, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    csv_file = tmp_path / "members.csv"
    csv_file.write_bytes(content)
    before = fingerprint(club)
    for yes in ([], ["--yes"]):  # the preview and the import refuse alike
        rc, out, err = run(capsys, "members", "import", str(csv_file), *yes, "--db", str(club))
        assert rc == 2 and out == "", (out, err)
        lines = err.splitlines()
        assert len(lines) == 2 and "Traceback" not in err, err
        assert lines[0].startswith(f"{csv_file}: {message}"), lines[0]
        assert lines[1] == f"{csv_file}: nothing imported (1 bad row)"
    assert fingerprint(club) == before


def test_every_bad_row_is_named_once(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    csv_file = tmp_path / "members.csv"
    csv_file.write_bytes(b"name,email,note\r\nAnn,ann@x,\r\nBen,no-at,\r\n,c@x,\r\nDi,d@x,\x07\r\nann,,\r\n")
    rc, out, err = run(capsys, "members", "import", str(csv_file), "--yes", "--db", str(club))
    assert rc == 2 and out == ""
    assert [line.split(": ", 2)[1] for line in err.splitlines()] == [
        "row 3, column email", "row 4, column name", "row 5, column note", "row 6, column name", "nothing imported (4 bad rows)"]


def test_a_bom_and_crlf_import_like_any_other_file(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    csv_file = tmp_path / "members.csv"
    csv_file.write_bytes("\ufeffName,Email,Note,Active\r\nZoë,zoe@club.example,\"two\r\nlines\",no\r\n".encode())
    rc, out, err = run(capsys, "members", "import", str(csv_file), "--yes", "--db", str(club))
    assert (rc, err) == (0, ""), err
    assert out.splitlines() == ["row 2: add 'Zoë'", "imported 1 new member"]
    rc, out, err = run(capsys, "members", "list", "--json", "--db", str(club))
    assert json.loads(out) == [{"id": 1, "name": "Zoë", "active": False}]


def test_the_preview_and_the_import_refuse_the_same_rows_on_every_database(db_url: str) -> None:
    """A NUL in a cell (PostgreSQL cannot store it) or an address without @ (the database's CHECK):
    found by the one check before anything is written, on SQLite and on PostgreSQL alike."""
    from engine.store import UnitOfWork, open_database
    from engine.store.members_csv import import_members, preview

    data = b"name,email,note\nAnn,ann@club.example,\nBen,ben,\nCy,,a\x00b\n"
    with open_database(db_url) as db:
        p = preview(db, data)
        assert p.errors == ["row 3, column email: 'ben' is not an e-mail address (one @, no spaces; leave it empty "
                            "for none)", "row 4, column note: 'a\\x00b' holds a control or hidden character (U+0000)"]
        p2, added = import_members(db, data)
        assert (p2.errors, added) == (p.errors, [])
        with UnitOfWork(db) as uow:
            assert uow.members.all() == []
        p3, added = import_members(db, b"name,email\nAnn,ann@club.example\nBen,\n")
        assert p3.ok and [(m.id, m.name, m.email) for m in added] == [(1, "Ann", "ann@club.example"), (2, "Ben", None)]


@pytest.mark.parametrize(("path", "value"), [(("config", "rounds"), 10**20), (("config", "seed"), 2**70),
                                             (("config", "time_limit"), 1e308 * 10), (("id",), 2**64)])
def test_a_number_out_of_range_in_a_stored_event_is_one_line(club: Path, path: tuple[str, ...], value: object,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, "event", "create", "--name", "Night", "--db", str(club))
    assert rc == 0, err
    con = sqlite3.connect(club)
    state = json.loads(con.execute("SELECT state FROM event_states").fetchone()[0])
    place = state
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    con.execute("UPDATE event_states SET state = ?", (json.dumps(state),))
    con.commit()
    con.close()
    before = fingerprint(club)
    for argv in (["event", "show", "1"], ["event", "standings", "1"]):
        err = refused(capsys, *argv, "--db", str(club))
        assert "not an event saved by Bakehouse" in err, err
    assert fingerprint(club) == before


def test_another_programs_postgresql_database_is_refused_unchanged(pg_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    import psycopg

    plain = pg_url.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(plain, autocommit=True) as conn:
        conn.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
        conn.execute("INSERT INTO alembic_version VALUES ('3f2a9c1b7d4e')")
        conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")

    def dump() -> list[tuple[object, ...]]:
        with psycopg.connect(plain) as conn:
            return conn.execute("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' "
                                "ORDER BY 1").fetchall() + conn.execute("SELECT * FROM alembic_version").fetchall()

    before = dump()
    for argv in (["members", "list"], ["db", "init"], ["db", "upgrade"], ["event", "list"]):
        err = refused(capsys, *argv, "--db", pg_url)
        assert "holds another program's tables ('alembic_version', 'invoices')" in err, err
        assert "newer Bakehouse" not in err
    assert dump() == before


def test_a_new_postgresql_database_carries_the_mark(pg_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    import psycopg

    assert run(capsys, "db", "init", "--db", pg_url)[0] == 0
    with psycopg.connect(pg_url.replace("postgresql+psycopg://", "postgresql://")) as conn:
        assert conn.execute("SELECT key, value FROM bakehouse_meta").fetchall() == [("application", "bakehouse")]
    assert run(capsys, "members", "list", "--json", "--db", pg_url)[:2] == (0, "[]\n")


def test_a_database_file_name_never_reaches_the_terminal_raw(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    name = tmp_path / "club\x1b[2J\u202eld.db"
    for content in (b"", b"not a database", None):
        if content is None:
            name.unlink()
            sqlite3.connect(name).execute("CREATE TABLE t (x)").connection.close()
        else:
            name.write_bytes(content)
        for argv in (["members", "list"], ["event", "list"]) if content == b"" else (["members", "list"], ["db", "init"]):
            rc, out, err = run(capsys, *argv, "--db", str(name))
            assert rc == 2 and "\x1b" not in err and "\u202e" not in err, err
            assert err.count("\n") == 1


@pytest.mark.parametrize("argv", [["export", "match", "1", "-o", "-"], ["report", "scorepad", "--match", "1", "-o", "{out}"],
                                  ["report", "stats", "--club", "-o", "{out}"], ["db", "backup", "{out}"]])
def test_a_damaged_page_met_while_reading_is_one_line(club: Path, tmp_path: Path, argv: list[str],
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    bad = _damaged(club, "roll_log")  # opens; the match's moves cannot be read
    before = fingerprint(bad)
    out_path = tmp_path / "written"
    rc, out, err = _launch(capsys, argv, str(bad), out_path)
    if argv[:2] == ["db", "backup"]:  # SQLite's backup copies pages, damaged or not: the copy is made
        assert rc == 0, err
    else:
        assert rc == 2 and out == "", (out, err)
        assert err.count("\n") == 1 and "damaged" in err and "Traceback" not in err, err
        assert not out_path.exists()
    assert fingerprint(bad) == before


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=200) | st.lists(st.sampled_from(
    [b"name", b"email", b"note", b"active", b",", b"\r\n", b"\n", b'"', b"Ann", b"a@b", b"\x00", b"\xff", b"\xef\xbb\xbf",
     b"yes", b"=1", b" "]), max_size=40).map(b"".join))
def test_the_members_check_never_raises_and_passes_only_rows_the_database_takes(data: bytes) -> None:
    from engine.store.members_csv import check_file

    checked = check_file(data)
    assert check_file(b"name\nAnn\n\x00\n").rows == ()
    assert not (checked.errors and checked.rows)  # a bad file passes no row at all
    for m in checked.rows:
        assert 1 <= len(m.name) <= 40 and "\x00" not in m.name
        assert m.email is None or ("@" in m.email and "\x00" not in m.email)
        assert m.note is None or "\x00" not in m.note
