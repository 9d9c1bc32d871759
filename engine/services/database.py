"""The club database itself, for the command line (``bakehouse db ...``) and the app alike: where
it is (``--db``, ``BAKEHOUSE_DB``, else the data folder's file), how a message names it, opened,
created or upgraded, checked and backed up.

The app and the command lines reach the store through these and the other services only (the
import contracts "app-through-services" and "commands-through-services" of pyproject.toml), so
that both call the same functions; what they hand back are plain values (the revisions an upgrade
went between, a check's problems and counts, the backup's path) and the database handle the other
services take.  The names of the store's errors and of the catalog's entries are the services'
vocabulary too (caught and shown by the callers).  Checking a database replays every match: the
rules load only when :func:`check_database` runs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..store.catalog import Catalog, EventEntry, MatchEntry, MemberEntry
from ..store.db import DamagedDatabaseError, Database, NotADatabaseYetError, OlderDatabaseError
from ..store.errors import StoreError

__all__ = ["BackedUp", "Catalog", "DamagedDatabaseError", "Database", "DatabaseCheck", "EventEntry", "MatchEntry",
           "MemberEntry", "NotADatabaseYetError", "OlderDatabaseError", "Revisions", "StoreError", "back_up",
           "backup", "check_database", "data_dir", "database_url", "describe", "failure_line", "open_database", "sqlite_file",
           "upgrade", "upgrade_database", "upgrade_keeping_copy", "where"]


@dataclass(frozen=True)
class Revisions:
    """A database created or upgraded: as messages name it, and the schema revisions before (None:
    empty) and after."""

    shown: str
    before: str | None
    after: str

    @property
    def changed(self) -> bool:
        return self.before != self.after


@dataclass(frozen=True)
class DatabaseCheck:
    """``bakehouse db check``: the problems found, the matches and logged entries replayed; a file
    that cannot be opened as a database at all: SQLite's integrity problems, its path as shown
    and SQLite's own words (``unopenable``)."""

    problems: tuple[str, ...]
    matches: int = 0
    entries: int = 0
    #: SQLite's integrity check failed: nothing was repaired
    damaged: bool = False
    #: the file could not be opened as a database: (its path as shown, SQLite's reason)
    unopenable: tuple[str, str] | None = None

    @property
    def ok(self) -> bool:
        return not self.problems and self.unopenable is None


@dataclass(frozen=True)
class BackedUp:
    shown: str
    path: Path


def database_url(url: str | None = None, *, make_folder: bool = True) -> str:
    """The database a command means: ``url`` (``--db``), else ``BAKEHOUSE_DB``, else the data
    folder's SQLite file (``make_folder``: the data folder made if it is not there)."""
    from ..store.paths import database_url as resolve

    return resolve(url, make_folder=make_folder)


def data_dir(*, create: bool = True) -> Path:
    """The one data folder (the default database, the station's seeds)."""
    from ..store.paths import data_dir as folder

    return folder(create=create)


def describe(url: str) -> str:
    """A database as a message names it (no password, no control characters)."""
    from ..store.db import describe as described

    return described(url)


def where(url: str) -> str:
    """The database as the app names it: an SQLite file by its path, else the URL as
    :func:`describe` shows it (no password, no control characters)."""
    return url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else describe(url)


def sqlite_file(url: str) -> Path | None:
    """The SQLite file of ``url``; None for a server's database."""
    from ..store.db import sqlite_file as file_of

    return file_of(url)


def open_database(url: str | None = None, *, create: bool = True) -> Database:
    """The club database at ``url`` (None: ``BAKEHOUSE_DB``, else the data folder's), to pass to
    the other services and close (a ``with`` block); ``create=False``: a missing database is
    refused and no file is made (a file this user cannot write is opened for reading)."""
    from ..store.db import open_database as opened

    return opened(url, create=create)


def upgrade(url: str) -> tuple[str | None, str]:
    """Create or upgrade the database at ``url`` to this program's schema: the revisions before
    (None: empty) and after."""
    from ..store.db import upgrade as upgraded

    return upgraded(url)


def upgrade_database(url: str | None) -> Revisions:
    """``bakehouse db init`` and ``db upgrade``: :func:`upgrade` of the database a command means."""
    resolved = database_url(url)
    before, after = upgrade(resolved)
    return Revisions(describe(resolved), before, after)


def upgrade_keeping_copy(url: str, copy: str | Path) -> tuple[Path, str | None, str]:
    """An older SQLite file upgraded after a copy of it is kept at ``copy`` (the app's offer):
    the copy's path and the revisions before and after."""
    from ..store.db import upgrade_keeping_copy as upgraded

    return upgraded(url, copy)


def backup(db: Database, target: str | Path, cancelled: Callable[[], bool] | None = None) -> Path:
    """A consistent copy of an open SQLite database, whole or not at all (engine/store/db.py)."""
    from ..store.db import backup as copied

    return copied(db, target, cancelled)


def back_up(url: str | None, target: str | Path) -> BackedUp:
    """``bakehouse db backup FILE``: :func:`backup` of the database a command means (never created)."""
    with open_database(url, create=False) as db:
        path = backup(db, target)
    return BackedUp(describe(db.url), path)


def check_database(url: str | None, *, repair: bool = False) -> DatabaseCheck:
    """SQLite's integrity checks, then every match replayed from its logged rows (``repair``
    recomputes the derived rows that differ): engine/store/service.py ``check``.  A file that
    cannot be opened as a database is diagnosed (SQLite's integrity problems), never changed."""
    from ..store.db import integrity_problems, shown_path
    from ..store.service import check as check_store
    from .handlers import match_changed

    try:
        db = open_database(url, create=False)
    except DamagedDatabaseError as e:  # the diagnosis is the check's job: say what is damaged
        return DatabaseCheck(tuple(integrity_problems(e.path)), unopenable=(shown_path(e.path), e.reason))
    with db:
        report = check_store(db, repair=repair, handle=match_changed)
    return DatabaseCheck(report.problems, report.matches, report.entries, report.damaged)


def failure_line(e: BaseException) -> str:
    """A failing database (a driver's error) in the store's words: damaged, read-only, a server gone;
    in the user's language (engine/words.py, #32)."""
    from ..store.db import database_failed

    return database_failed(e).text()
