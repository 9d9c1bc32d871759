"""Databases for the store's tests: SQLite files, and PostgreSQL when it is
installed (skipped with a message on a machine without it, never in CI)."""

from __future__ import annotations

import itertools
import os
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


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    bindir = find_bin()
    if bindir is None:
        message = "PostgreSQL is not installed (apt-get install postgresql): its store tests are skipped"
        if os.environ.get("CI") == "true":
            pytest.fail(message.replace("are skipped", "cannot run, and CI must run them"))
        pytest.skip(message)
    server = Server(bindir)
    url = server.start()
    try:
        yield url
    finally:
        server.stop()


@pytest.fixture
def pg_url(pg_server: str) -> str:
    """A fresh, empty PostgreSQL database on the test server."""
    name = f"club_{os.getpid()}_{next(_names)}"
    plain = pg_server.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(plain + "/postgres", autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"{pg_server}/{name}"


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'club.sqlite3'}"


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The same test on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'club.sqlite3'}"
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = open_database(db_url)
    try:
        yield database
    finally:
        database.close()


@pytest.fixture
def sdb(sqlite_url: str) -> Iterator[Database]:
    database = open_database(sqlite_url)
    try:
        yield database
    finally:
        database.close()
