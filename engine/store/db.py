"""Opening the club database: engines, connection settings, schema revisions,
backups.

SQLite (the embedded default) gets on every connection: foreign keys ON, WAL,
a busy timeout and ``synchronous=FULL`` (a commit is on disk before the call
returns, so an action shown as saved survives a power cut).  Transactions are
begun explicitly (``BEGIN``), so a migration's DDL is atomic as well.
PostgreSQL is reached through psycopg 3 (``postgresql+psycopg://``).

The schema is Alembic's: a database created here is stamped with the newest
revision this program ships; one stamped with a revision it does not know was
written by a newer Bakehouse and is refused without being changed.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, InterfaceError, NoSuchModuleError, OperationalError

from . import models  # noqa: F401  (the tables, registered on the metadata)
from .errors import StoreError as StoreError  # its home is errors.py; `from .db import StoreError` still works
from .paths import database_url

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).with_name("migrations")
BUSY_TIMEOUT_MS = 10_000


class DatabaseUnavailableError(StoreError):
    """The database cannot be reached or used just now (the PostgreSQL server
    stopped, the network went away, an SQLite file locked or on a failed disk).
    Nothing of the action was saved; the same action can be tried again
    (:func:`retry`) once the server is back."""

    def __init__(self, message: str, url: str) -> None:
        super().__init__(message)
        self.url = url


def failure(e: DBAPIError, url: str, doing: str = "") -> StoreError:
    """A driver error as one line for the user: :class:`DatabaseUnavailableError`
    when the connection or the server failed (SQLAlchemy's OperationalError and
    InterfaceError, or a connection it invalidated), else a :class:`StoreError`.
    ``doing`` names what was being done ("saving the throw")."""
    what = f" while {doing}" if doing else ""
    if isinstance(e, (OperationalError, InterfaceError)) or e.connection_invalidated:
        where = f"the database server {describe(url)}" if make_url_backend(url) != "sqlite" else \
            f"the database {describe(url)}"
        return DatabaseUnavailableError(
            f"{where} cannot be used{what} ({_first_line(e)}); nothing was saved: "
            "check the server and the network, then retry", url)
    return StoreError(f"the database failed{what}: {_first_line(e)}")


def make_url_backend(url: str) -> str:
    try:
        return make_url(url).get_backend_name()
    except ArgumentError:
        return ""


@contextmanager
def guarded(url: str, doing: str = "") -> Iterator[None]:
    """Driver errors raised inside become one-line store errors (see :func:`failure`)."""
    try:
        yield
    except DBAPIError as e:
        raise failure(e, url, doing) from None


T = TypeVar("T")


def retry(db: Database, action: Callable[[], T], *, attempts: int = 1, wait: float = 0.0,
          sleep: Callable[[float], None] = time.sleep) -> T:
    """Run ``action`` (one whole action of a station: a throw, a result, opening a
    table), and when the database was unavailable, drop the pool's dead connections
    and run it again, up to ``attempts`` more times, ``wait`` seconds apart.  The
    station calls it with ``attempts=0`` first (the line is shown at once) and again
    when the user presses Retry.  The last :class:`DatabaseUnavailableError` is
    raised when every try failed; any other error at once."""
    tries = 0
    while True:
        try:
            return action()
        except DatabaseUnavailableError:
            if tries >= attempts:
                raise
            tries += 1
            db.engine.dispose()  # connections to the server that went away are dead
            if wait:
                sleep(wait)


def describe(url: str) -> str:
    """The URL as a message shows it: without a password."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return url


def _sqlite_connect(foreign_keys: bool) -> Any:
    def on_connect(dbapi_conn: sqlite3.Connection, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # the driver begins nothing: we say BEGIN
        cur = dbapi_conn.cursor()
        cur.execute(f"PRAGMA foreign_keys={'ON' if foreign_keys else 'OFF'}")
        cur.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=FULL")
        cur.close()

    return on_connect


def make_engine(url: str, *, foreign_keys: bool = True) -> Engine:
    """An engine with the settings above; ``foreign_keys=False`` only for
    migrations (a batch table copy with them on deletes child rows)."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreError(f"not a database URL: {url!r} (a file path, or e.g. postgresql+psycopg://host/club)") from None
    try:
        if parsed.get_backend_name() == "sqlite":
            database = parsed.database or ""
            if database and database != ":memory:":
                folder = Path(database).parent
                if not folder.is_dir():
                    raise StoreError(f"no folder {str(folder)!r} for the database file")
            engine = create_engine(url)
            event.listen(engine, "connect", _sqlite_connect(foreign_keys))

            @event.listens_for(engine, "begin")
            def _begin(conn: Connection) -> None:
                conn.exec_driver_sql("BEGIN")

            return engine
        return create_engine(url, pool_pre_ping=True)
    except (NoSuchModuleError, ImportError) as e:
        raise StoreError(f"cannot use {describe(url)}: {e}") from None


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"


# -- revisions ------------------------------------------------------------------------------
def alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["connection"] = connection
    return cfg


_REVISION = re.compile(r"""^(down_)?revision: str(?: \| None)? = ["']?([0-9a-f]+|None)["']?$""", re.M)


@cache
def _revisions() -> dict[str, str | None]:
    """Each shipped revision with the one it revises (read from the files, so
    opening a database does not import Alembic)."""
    out: dict[str, str | None] = {}
    for path in sorted((MIGRATIONS / "versions").glob("*.py")):
        found = {bool(m.group(1)): m.group(2) for m in _REVISION.finditer(path.read_text(encoding="utf-8"))}
        if False in found:
            down = found.get(True)
            out[found[False]] = None if down in (None, "None") else down
    return out


def head_revision() -> str:
    revisions = _revisions()
    heads = set(revisions) - {d for d in revisions.values() if d is not None}
    assert len(heads) == 1, heads
    return heads.pop()


def known_revisions() -> set[str]:
    return set(_revisions())


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return current_revision_of(conn)


def _has_tables(engine: Engine) -> bool:
    return bool(inspect(engine).get_table_names())


def check_revision(engine: Engine, url: str) -> str | None:
    """The database's revision; refuses one written by a newer program."""
    rev = current_revision(engine)
    if rev is not None and rev not in known_revisions():
        raise StoreError(
            f"the database {describe(url)} was written by a newer Bakehouse (schema revision {rev}; "
            f"this program knows up to {head_revision()}): update Bakehouse to open it. Nothing was changed."
        )
    return rev


def upgrade(url: str, revision: str = "head") -> tuple[str | None, str]:
    """Bring the database to ``revision`` (head by default); returns (before, after).
    SQLite batch migrations run with foreign keys OFF, then
    ``PRAGMA foreign_key_check`` must find nothing or the upgrade is rolled back."""
    engine = make_engine(url, foreign_keys=False)
    try:
        before = check_revision(engine, url)
        if before is None and _has_tables(engine):
            raise StoreError(f"{describe(url)} holds tables that are not a Bakehouse database")
        from alembic import command

        with engine.begin() as conn:
            command.upgrade(alembic_config(conn), revision)
            after = current_revision_of(conn)
            if _crossed(before, after, TURNS_REVISION):
                backfill_turns(conn)
            if _crossed(before, after, RATINGS_REVISION):
                backfill_ratings(conn)
            if is_sqlite(engine):
                bad = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                if bad:
                    raise StoreError(f"the upgrade would break {len(bad)} references (first: {tuple(bad[0])}); rolled back")
        after = current_revision(engine)
        assert after is not None
        return before, after
    except DBAPIError as e:
        raise StoreError(f"cannot upgrade {describe(url)}: {_first_line(e)}") from None
    finally:
        engine.dispose()


#: the revision that added the ``turns`` table, whose rows only the rules can derive
TURNS_REVISION = "0005"
#: the revision that made ``ratings`` the projection of the events' results
RATINGS_REVISION = "0006"


def current_revision_of(conn: Connection) -> str | None:
    if not inspect(conn).has_table("alembic_version"):
        return None
    return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()


def _crossed(before: str | None, after: str | None, revision: str) -> bool:
    """Whether an upgrade from ``before`` to ``after`` ran ``revision`` on a
    database that had tables already (an empty one has no matches to fill)."""
    chain: list[str] = []  # after, the revision it revises, ... the first
    revisions = _revisions()
    r = after
    while r is not None:
        chain.append(r)
        r = revisions.get(r)
    return (before is not None and before in chain and revision in chain
            and chain.index(before) > chain.index(revision))


def backfill_turns(conn: Connection) -> int:
    """The turn rows of every stored match, from its moves in force replayed
    through the rules (revision 0005 makes the table; a migration does not run the
    rules).  Runs in the upgrade's own transaction: a match that does not replay
    rolls the whole upgrade back.  Returns how many rows were written."""
    from sqlmodel import Session

    from .repositories import MatchRepository

    written = 0
    with Session(bind=conn) as session:  # joins the upgrade's transaction, commits nothing
        repo = MatchRepository(session)
        for match_id in repo.ids():
            try:
                played = repo.played(match_id)
            except StoreError as e:
                raise StoreError(f"cannot upgrade: {e}; its turns cannot be derived (nothing was changed: "
                                 "`bakehouse db check` of the older program names the fault)") from None
            written += repo.sync_turns(match_id, played)
        session.flush()
    return written


def backfill_ratings(conn: Connection) -> int:
    """The ratings projection of every event's results (revision 0006 makes its
    columns), in the upgrade's own transaction.  Returns how many tables were rated."""
    from sqlmodel import Session

    from .event_repo import StoredEvents

    rated = 0
    with Session(bind=conn) as session:  # joins the upgrade's transaction, commits nothing
        events = StoredEvents(session)
        try:
            rulesets = sorted({e.config.ruleset for e in events.all()})
        except StoreError as e:
            raise StoreError(f"cannot upgrade: {e}; its ratings cannot be derived (nothing was changed)") from None
        for ruleset in rulesets:
            rated += events.reproject(ruleset).matches
        session.flush()
    return rated


def _first_line(e: BaseException) -> str:
    orig = getattr(e, "orig", None)
    return str(orig or e).strip().splitlines()[0] if str(orig or e).strip() else type(e).__name__


# -- opening ---------------------------------------------------------------------------------
class Database:
    """An open club database.  ``session()`` (see :mod:`engine.store.uow`) is how
    everything reads and writes it."""

    def __init__(self, url: str, engine: Engine) -> None:
        self.url = url
        self.engine = engine

    @property
    def sqlite(self) -> bool:
        return is_sqlite(self.engine)

    def ping(self) -> None:
        """Whether the database answers now: raises :class:`DatabaseUnavailableError`
        (one line) when it does not."""
        with guarded(self.url, "reaching it"), self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))

    def retry(self, action: Callable[[], T], *, attempts: int = 1, wait: float = 0.0) -> T:
        """:func:`retry` on this database."""
        return retry(self, action, attempts=attempts, wait=wait)

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _missing_sqlite_file(url: str) -> Path | None:
    """The file of an SQLite URL that does not exist yet (SQLite creates the file
    on the first connection), else None (PostgreSQL, in-memory, an existing file)."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return None  # make_engine says what is wrong with it
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database or ""
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    path = Path(database)
    return None if path.exists() else path


def _empty_sqlite_file(url: str) -> Path | None:
    """The file of an SQLite URL when it exists and holds nothing (0 bytes), else None."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return None  # make_engine says what is wrong with it
    database = parsed.database or ""
    if parsed.get_backend_name() != "sqlite" or not database or database == ":memory:" or database.startswith("file:"):
        return None
    path = Path(database)
    try:
        return path if path.is_file() and path.stat().st_size == 0 else None
    except OSError:
        return None


def open_database(url: str | None = None, *, create: bool = True) -> Database:
    """Open (and on first use create) the database at ``url`` (see
    :func:`engine.store.paths.database_url`).  With ``create=False`` (every
    command that only reads) a missing database is refused and no file is made.  A database at an older revision is
    refused until ``bakehouse db upgrade``; a newer one is refused outright."""
    url = database_url(url, make_folder=create)
    if not create:
        missing = _missing_sqlite_file(url)
        if missing is not None:  # connecting would create an empty file
            raise StoreError(f"no database at {str(missing)!r}: run `bakehouse db init` to create one")
        empty = _empty_sqlite_file(url)
        if empty is not None:  # connecting would write SQLite's header into it (WAL)
            raise StoreError(f"{str(empty)!r} is an empty file, not a Bakehouse database: "
                             "run `bakehouse db init` to make one")
    engine = make_engine(url)
    try:
        rev = check_revision(engine, url)
        if rev is None:
            if _has_tables(engine):
                raise StoreError(f"{describe(url)} holds tables that are not a Bakehouse database")
            if not create:
                raise StoreError(f"{describe(url)} is not a Bakehouse database yet: run `bakehouse db init`")
            upgrade(url)
        elif rev != head_revision():
            raise StoreError(
                f"the database {describe(url)} is at schema revision {rev}, this program needs {head_revision()}: "
                "run `bakehouse db upgrade` (take a `bakehouse db backup` first)"
            )
    except DBAPIError as e:
        engine.dispose()
        mapped = failure(e, url, "opening it")
        if isinstance(mapped, DatabaseUnavailableError):
            raise mapped from None
        raise StoreError(f"cannot open {describe(url)}: {_first_line(e)}") from None
    except BaseException:
        engine.dispose()
        raise
    return Database(url, engine)


@contextmanager
def opened(url: str | None = None, *, create: bool = True) -> Iterator[Database]:
    db = open_database(url, create=create)
    try:
        yield db
    finally:
        db.close()


def backup(db: Database, target: str | Path) -> Path:
    """A consistent copy of an SQLite database taken while others may write it
    (SQLite's online backup API, into memory), written whole or not at all by
    :func:`engine.files.write_atomically`: a temporary file beside the target,
    flushed to disk, then renamed, so an interrupted backup leaves nothing under
    the target's name.  For PostgreSQL use ``pg_dump``."""
    from ..files import write_atomically

    if not db.sqlite:
        raise StoreError("backup copies SQLite files; for PostgreSQL use pg_dump, e.g. `pg_dump -Fc -f club.dump club`")
    path = Path(target)
    if path.exists() or path.is_symlink():
        raise StoreError(f"{str(path)!r} exists already: choose a new file for the backup")
    raw = db.engine.raw_connection()
    try:
        src = raw.driver_connection
        assert isinstance(src, sqlite3.Connection)
        dest = sqlite3.connect(":memory:")
        try:
            src.backup(dest)
            data = bytearray(dest.serialize())
            # one self-contained file: the header's write/read versions (bytes 18-19) say
            # "rollback journal" (1), not WAL (2), so opening the copy makes no -wal file
            data[18:20] = b"\x01\x01"
        finally:
            dest.close()
    except sqlite3.Error as e:
        raise StoreError(f"backup to {str(path)!r} failed: {e}") from None
    finally:
        raw.close()
    return write_atomically(path, bytes(data))
