"""Databases for the store's tests: SQLite files, and PostgreSQL when it is
installed (skipped with a message on a machine without it, never in CI).

``sqlite_url``, ``pg_url`` and ``db_url`` are empty places (no file; an empty PostgreSQL
database): a test of creating or upgrading a database starts there.  ``db`` and ``sdb`` are a new
club database opened: a copy of one made by :func:`open_database` (the migrations from the first
revision) once per test process, the SQLite file copied, the PostgreSQL database made with
``CREATE DATABASE ... TEMPLATE`` (issue 31: the migrations ran once per test before, a third of a
second each).  A copy is the database the migrations make, byte for byte (SQLite) or row for row
(PostgreSQL: the same tables, marks and revision), and each test has its own."""

from __future__ import annotations

import contextlib
import io
import itertools
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from engine.store import Database, open_database

from .pgserver import Server, find_bin

_names = itertools.count()


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Never touch the user's own data folder or BAKEHOUSE_DB."""
    home = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)


def _bindir() -> Path:
    bindir = find_bin()
    if bindir is None:
        message = "PostgreSQL is not installed (apt-get install postgresql): its store tests are skipped"
        if os.environ.get("CI") == "true":
            pytest.fail(message.replace("are skipped", "cannot run, and CI must run them"))
        pytest.skip(message)
    return bindir


class _Shared:
    """The test process's one PostgreSQL server and how many fixtures hold it: a test module
    elsewhere that imports ``pg_server`` (tests/desktop/test_stations.py) has a fixture of its own
    of the same function, and shares this server instead of starting another (an initdb each)."""

    server: Server | None = None
    users = 0


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    if _Shared.server is None:
        _Shared.server = Server(_bindir())
        _Shared.server.start()
    server = _Shared.server
    _Shared.users += 1
    try:
        yield server.url
    finally:
        _Shared.users -= 1
        if _Shared.users == 0:
            _Shared.server = None
            server.stop()


@pytest.fixture(scope="session")
def _pausable_server() -> Iterator[Server]:
    server = Server(_bindir())
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def own_server(_pausable_server: Server) -> Iterator[tuple[Server, str]]:
    """A PostgreSQL server the test may stop (``pause()``, the server gone) and start again
    (``resume()``), and a new database on it.  Not the other tests' server: one of its own per test
    process, for these tests only, running again after each (issue 31: a server each was a second)."""
    server = _pausable_server
    if not server.running:
        server.resume()
    try:
        yield server, _new_pg_database(server.url)
    finally:
        if not server.running:
            server.resume()


def _new_pg_database(server: str, template: str | None = None) -> str:
    """A new database on the test server (empty, or a copy of ``template``): its URL.  Copied file by
    file (FILE_COPY: a tenth of the server's CPU of the default WAL_LOG, which writes a whole
    template into the write-ahead log; the same database)."""
    name = f"club_{os.getpid()}_{next(_names)}"
    plain = server.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(plain + "/postgres", autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template or "template1"}" STRATEGY FILE_COPY')
    return f"{server}/{name}"


@pytest.fixture
def pg_url(pg_server: str) -> str:
    """A fresh, empty PostgreSQL database on the test server."""
    return _new_pg_database(pg_server)


@pytest.fixture(scope="session")
def pg_template(pg_server: str) -> str:
    """The name of a club database made by open_database on the test server, never opened after:
    the template of ``db``'s PostgreSQL databases."""
    url = _new_pg_database(pg_server)
    open_database(url).close()  # no connection left: CREATE DATABASE ... TEMPLATE needs none
    return url.rsplit("/", 1)[1]


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A club database file made by open_database, closed (no -wal left): copied by ``sdb`` and ``db``."""
    path = tmp_path_factory.mktemp("template") / "club.sqlite3"
    open_database(f"sqlite:///{path}").close()
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    return path


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'club.sqlite3'}"


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The same test on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'club.sqlite3'}"
    if "db" in request.fixturenames:  # the test opens ``db`` here: a copy of the template, not an empty one
        return _new_pg_database(str(request.getfixturevalue("pg_server")), str(request.getfixturevalue("pg_template")))
    return str(request.getfixturevalue("pg_url"))


def _copy_of_template(url: str, request: pytest.FixtureRequest) -> None:
    """Put a new club database at the SQLite ``url`` (a PostgreSQL one was made by ``db_url``)."""
    if url.startswith("sqlite:///"):
        target = Path(url.removeprefix("sqlite:///"))
        assert not target.exists()
        shutil.copyfile(request.getfixturevalue("sqlite_template"), target)


@pytest.fixture
def db(db_url: str, request: pytest.FixtureRequest) -> Iterator[Database]:
    _copy_of_template(db_url, request)
    database = open_database(db_url)
    try:
        yield database
    finally:
        database.close()


@pytest.fixture
def club_url(sqlite_url: str, request: pytest.FixtureRequest) -> str:
    """``sqlite_url`` with a new club database there (a copy of the template), for tests of commands
    on a club database (``--db``), not of making one."""
    _copy_of_template(sqlite_url, request)
    return sqlite_url


@pytest.fixture(scope="session")
def imported_club_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A club database made by ``bakehouse db init`` with one stored match (``bakehouse import`` of
    tests/data/spec-examples/classic.json), closed cleanly (no -wal left): made once per test process,
    copied by tests/store/test_edges.py's and test_last_edges.py's ``club``."""
    from engine.cli import main

    path = tmp_path_factory.mktemp("imported-club") / "club.db"
    example = Path(__file__).resolve().parents[1] / "data" / "spec-examples" / "classic.json"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["db", "init", "--db", str(path)]) == 0
        assert main(["import", str(example), "--db", str(path)]) == 0
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    return path


@pytest.fixture
def sdb(club_url: str) -> Iterator[Database]:
    database = open_database(club_url)
    try:
        yield database
    finally:
        database.close()
