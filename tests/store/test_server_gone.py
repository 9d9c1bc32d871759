"""A database server that goes away: one clear line (never a driver traceback),
nothing half saved, and a retry that works once the server is back."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy.exc import InterfaceError, OperationalError, ProgrammingError

from engine.cli import main
from engine.store import Database, DatabaseUnavailableError, SeedVault, StoreError, UnitOfWork, open_database, retry
from engine.store.botplay import play_match
from engine.store.db import failure
from engine.store.service import new_match, open_table

from .pgserver import Server

ROOT = Path(__file__).resolve().parents[2]


def _one_line(e: BaseException) -> str:
    text = str(e)
    assert "\n" not in text and "Traceback" not in text and "(Background on this error" not in text, text
    return text


def test_the_server_goes_away_and_comes_back(own_server: tuple[Server, str], tmp_path: Path) -> None:
    server, url = own_server
    db = open_database(url)
    try:
        with UnitOfWork(db) as uow:
            uow.members.add("Ann")
            uow.commit()
        table = new_match(db, "six-by-6", ["Ann", "Ben"], first_seat=0, station="bar",
                          vault=SeedVault(tmp_path / "seeds"))
        play_match(table.match, 3)
        entries = list(table.match.journal.entries)

        server.pause()  # the server stops (or the network goes)
        with pytest.raises(DatabaseUnavailableError) as opening:
            open_table(db, table.match_id, station="door", vault=SeedVault(tmp_path / "seeds"))
        line = _one_line(opening.value)
        assert line.startswith("the database server postgresql+psycopg://postgres@127.0.0.1:")
        assert f"cannot be used while opening match {table.match_id}" in line
        assert line.endswith("nothing was saved: check the server and the network, then retry")
        with pytest.raises(DatabaseUnavailableError) as throwing:
            table.match.throw()
        _one_line(throwing.value)
        assert list(table.match.journal.entries) == entries  # the throw was not accepted
        with pytest.raises(DatabaseUnavailableError), UnitOfWork(db) as uow:
            uow.members.all()
        with pytest.raises(DatabaseUnavailableError):
            db.ping()
        waits: list[float] = []
        with pytest.raises(DatabaseUnavailableError):
            retry(db, table.match.throw, attempts=2, wait=0.25, sleep=waits.append)
        assert waits == [0.25, 0.25]  # tried three times in all

        server.resume()  # back: the station's Retry
        retry(db, table.match.throw, attempts=3, wait=0.5)
        assert len(table.match.journal.entries) == len(entries) + 1
        db.ping()
        again = db.retry(lambda: open_table(db, table.match_id, station="door", vault=SeedVault(tmp_path / "x")))
        assert again.match.journal.entries == table.match.journal.entries
        with UnitOfWork(db) as uow:
            assert [m.name for m in uow.members.all()] == ["Ann"]
    finally:
        db.close()


def test_commands_say_one_line_when_the_server_is_down(own_server: tuple[Server, str], tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    server, url = own_server
    open_database(url).close()
    server.pause()
    # the first as `bakehouse` runs it (its exit code and its standard error), the others in this process
    # (engine.cli.main, what `python -m engine` runs: the same code and exit code, a second of CPU less each)
    out = subprocess.run([sys.executable, "-m", "engine", "members", "list", "--db", url], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    said = [(["members", "list"], out.returncode, out.stderr)]
    for command in (["event", "list"], ["db", "check"], ["export", "match", "1", "-o", str(tmp_path / "m.json")]):
        capsys.readouterr()
        code = main([*command, "--db", url])
        said.append((command, code, capsys.readouterr().err))
    for command, code, err in said:
        assert code == 2, (command, err)
        lines = err.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in err, err
        assert "cannot be used" in lines[0] and "retry" in lines[0], lines[0]


def test_retry_runs_the_action_again_only_when_the_database_was_unavailable(sdb: Database) -> None:
    calls: list[int] = []

    def flaky() -> str:
        calls.append(1)
        if len(calls) < 3:
            raise DatabaseUnavailableError("the database server x cannot be used", sdb.url)
        return "saved"

    waits: list[float] = []
    assert retry(sdb, flaky, attempts=5, wait=1.0, sleep=waits.append) == "saved"
    assert len(calls) == 3 and waits == [1.0, 1.0]
    calls.clear()
    with pytest.raises(DatabaseUnavailableError):
        retry(sdb, flaky, attempts=0)  # the first try only: the station shows the line at once
    assert len(calls) == 1

    def refused() -> None:
        calls.append(1)
        raise StoreError("refused by the database: no")

    calls.clear()
    with pytest.raises(StoreError, match="refused"):
        retry(sdb, refused, attempts=5)
    assert len(calls) == 1  # a refusal is not retried


def test_driver_errors_become_one_line() -> None:
    url = "postgresql+psycopg://club:secret@db.example/club"
    lost = OperationalError("SELECT 1", {}, Exception(
        "consuming input failed: server closed the connection unexpectedly\n\tThis probably means the server "
        "terminated abnormally"))
    e = failure(lost, url, "saving the throw")
    assert isinstance(e, DatabaseUnavailableError) and e.url == url
    assert _one_line(e) == (
        "the database server postgresql+psycopg://club:***@db.example/club cannot be used while saving the throw "
        "(consuming input failed: server closed the connection unexpectedly); nothing was saved: "
        "check the server and the network, then retry")
    assert isinstance(failure(InterfaceError("x", {}, Exception("the connection is closed")), url),
                      DatabaseUnavailableError)
    other = failure(ProgrammingError("x", {}, Exception("relation \"members\" does not exist")), url)
    assert not isinstance(other, DatabaseUnavailableError)
    assert str(other) == 'the database failed: relation "members" does not exist'
