"""The club database itself, for the command line (``bakehouse db ...``) and the app alike: where
it is (``--db``, ``BAKEHOUSE_DB``, else the data folder's file), how a message names it, opened,
created or upgraded, checked and backed up; and what it holds as lists to choose from (its
catalog: members, events and matches).

The app reaches the store through these and the other services only (the import contract
"app-through-services" of pyproject.toml), so that it calls the same functions as the command
line.  Checking a database replays every match: the rules load only when :func:`check` runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..store.catalog import Catalog as Catalog
from ..store.catalog import EventEntry as EventEntry
from ..store.catalog import MatchEntry as MatchEntry
from ..store.catalog import MemberEntry as MemberEntry
from ..store.db import DamagedDatabaseError as DamagedDatabaseError
from ..store.db import Database as Database
from ..store.db import NotADatabaseYetError as NotADatabaseYetError
from ..store.db import OlderDatabaseError as OlderDatabaseError
from ..store.db import backup as backup
from ..store.db import describe as describe
from ..store.db import integrity_problems as integrity_problems
from ..store.db import open_database as open_database
from ..store.db import shown_path as shown_path
from ..store.db import sqlite_file as sqlite_file
from ..store.db import upgrade as upgrade
from ..store.db import upgrade_keeping_copy as upgrade_keeping_copy
from ..store.paths import data_dir as data_dir
from ..store.paths import database_url as database_url

if TYPE_CHECKING:
    from ..store.service import CheckReport


def check(db: Database, *, repair: bool = False) -> CheckReport:
    """SQLite's integrity checks, then every match replayed from its logged rows (``repair``
    recomputes the derived rows that differ): engine/store/service.py ``check``."""
    from ..store.service import check as check_store

    return check_store(db, repair=repair)


def where(url: str) -> str:
    """The database as the app names it: an SQLite file by its path, else the URL as
    :func:`describe` shows it (no password, no control characters)."""
    return url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else describe(url)
