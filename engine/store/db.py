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

import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, InterfaceError, NoSuchModuleError, OperationalError
from sqlalchemy.pool import NullPool

from ..errors import Phrase, phrase
from ..names import quote
from ..words import QT_TRANSLATE_NOOP
from . import models  # noqa: F401  (the tables, registered on the metadata)
from .admission import (  # the admission checks' home is admission.py: `from .db import ...` still works
    _NOT_OURS as _NOT_OURS,
)
from .admission import (
    _NOT_YET as _NOT_YET,
)
from .admission import (
    _NOTHING as _NOTHING,
)
from .admission import (
    _OLDER_TABLES as _OLDER_TABLES,
)
from .admission import (
    MIGRATIONS as MIGRATIONS,
)
from .admission import (
    SQLITE_MAGIC as SQLITE_MAGIC,
)
from .admission import (
    Admission as Admission,
)
from .admission import (
    DamagedDatabaseError as DamagedDatabaseError,
)
from .admission import (
    NotADatabaseYetError as NotADatabaseYetError,
)
from .admission import (
    OlderDatabaseError as OlderDatabaseError,
)
from .admission import (
    _first_line as _first_line,
)
from .admission import (
    _read_only_connection as _read_only_connection,
)
from .admission import (
    _revisions as _revisions,
)
from .admission import (
    _table_list as _table_list,
)
from .admission import (
    admit as admit,
)
from .admission import (
    damaged_on_opening as damaged_on_opening,
)
from .admission import (
    describe as describe,
)
from .admission import (
    head_revision as head_revision,
)
from .admission import (
    integrity_problems as integrity_problems,
)
from .admission import (
    is_damage as is_damage,
)
from .admission import (
    judge_revision as judge_revision,
)
from .admission import (
    known_revisions as known_revisions,
)
from .admission import (
    one_revision as one_revision,
)
from .admission import (
    opening_verdict as opening_verdict,
)
from .admission import (
    shown_path as shown_path,
)
from .admission import (
    sqlite_file as sqlite_file,
)
from .errors import StoreError as StoreError  # its home is errors.py; `from .db import StoreError` still works
from .errors import whole
from .paths import database_url

if TYPE_CHECKING:
    from alembic.config import Config

BUSY_TIMEOUT_MS = 10_000


class DatabaseUnavailableError(StoreError):
    """The database cannot be reached or used just now (the PostgreSQL server
    stopped, the network went away, an SQLite file locked or on a failed disk).
    Nothing of the action was saved; the same action can be tried again
    (:func:`retry`) once the server is back."""

    def __init__(self, message: str | Phrase, url: str) -> None:
        super().__init__(message)
        self.url = url


def failure(e: DBAPIError, url: str, doing: str | Phrase = "") -> StoreError:
    """A driver error as one line for the user: :class:`DatabaseUnavailableError`
    when the connection or the server failed (SQLAlchemy's OperationalError and
    InterfaceError, or a connection it invalidated), else a :class:`StoreError`.
    ``doing`` names what was being done ("saving the throw"; a phrase to be said in the user's
    language, #32)."""
    if is_local_fault(e):  # a read-only or damaged file: its own words, never "the server"
        return StoreError(database_failed(e))
    if isinstance(e, (OperationalError, InterfaceError)) or e.connection_invalidated:
        server = make_url_backend(url) != "sqlite"
        if doing:
            template = (QT_TRANSLATE_NOOP("Refusal", "the database server %1 cannot be used while %2 (%3); nothing was saved: check the server and the network, then retry")  # noqa: E501
                        if server else
                        QT_TRANSLATE_NOOP("Refusal", "the database %1 cannot be used while %2 (%3); nothing was saved: check the server and the network, then retry"))  # noqa: E501
            return DatabaseUnavailableError(phrase(template, describe(url), doing, _first_line(e)), url)
        template = (QT_TRANSLATE_NOOP("Refusal", "the database server %1 cannot be used (%2); nothing was saved: check the server and the network, then retry")  # noqa: E501
                    if server else
                    QT_TRANSLATE_NOOP("Refusal", "the database %1 cannot be used (%2); nothing was saved: check the server and the network, then retry"))  # noqa: E501
        return DatabaseUnavailableError(phrase(template, describe(url), _first_line(e)), url)
    if doing:
        return StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "the database failed while %1: %2"), doing, _first_line(e)))
    return StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "the database failed: %1"), _first_line(e)))


def make_url_backend(url: str) -> str:
    try:
        return make_url(url).get_backend_name()
    except ArgumentError:
        return ""


@contextmanager
def guarded(url: str, doing: str | Phrase = "") -> Iterator[None]:
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


def _sqlite_connect(foreign_keys: bool, *, read_only: bool = False) -> Any:
    def on_connect(dbapi_conn: sqlite3.Connection, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # the driver begins nothing: we say BEGIN
        cur = dbapi_conn.cursor()
        cur.execute(f"PRAGMA foreign_keys={'ON' if foreign_keys else 'OFF'}")
        cur.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        if not read_only:  # both write the file: only on a database known to be ours and writable
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=FULL")
        cur.close()

    return on_connect


def make_engine(url: str, *, foreign_keys: bool = True, read_only: bool = False) -> Engine:
    """An engine with the settings above; ``foreign_keys=False`` only for
    migrations (a batch table copy with them on deletes child rows).
    ``read_only`` (an SQLite file this user cannot write): opened ``mode=ro``, no
    pragma that writes (see :func:`admit`)."""
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "not a database URL: %1 (a file path, or e.g. postgresql+psycopg://host/club)"), quote(url))) from None
    try:
        if parsed.get_backend_name() == "sqlite":
            database = parsed.database or ""
            if database and database != ":memory:":
                folder = Path(database).parent
                if not folder.is_dir():
                    raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "no folder %1 for the database file"), shown_path(folder)))
            if read_only:
                path = Path(database)
                engine = create_engine("sqlite://", creator=lambda: _read_only_connection(path, check_same_thread=False),
                                       poolclass=NullPool)
                event.listen(engine, "connect", _sqlite_connect(foreign_keys, read_only=True))
            else:
                engine = create_engine(url)
                event.listen(engine, "connect", _sqlite_connect(foreign_keys))

            @event.listens_for(engine, "begin")
            def _begin(conn: Connection) -> None:
                conn.exec_driver_sql("BEGIN")

            return engine
        return create_engine(url, pool_pre_ping=True)
    except (NoSuchModuleError, ImportError) as e:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot use %1: %2"), describe(url), e)) from None
    except (ArgumentError, ValueError, TypeError) as e:  # e.g. a port that is not a number
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "not a database URL: %1 (%2)"), quote(describe(url)), _first_line(e))) from None


def is_sqlite(engine: Engine) -> bool:
    return engine.dialect.name == "sqlite"


# -- revisions ------------------------------------------------------------------------------
def alembic_config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["connection"] = connection
    return cfg


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return current_revision_of(conn)


def _has_tables(engine: Engine) -> bool:
    return bool(inspect(engine).get_table_names())


def check_revision(engine: Engine, url: str) -> str | None:
    """The database's revision; refuses one written by a newer program (:func:`judge_revision`)."""
    return judge_revision(current_revision(engine), url)


def upgrade(url: str, revision: str = "head") -> tuple[str | None, str]:
    """Bring the database to ``revision`` (head by default); returns (before, after).
    SQLite batch migrations run with foreign keys OFF, then
    ``PRAGMA foreign_key_check`` must find nothing or the upgrade is rolled back."""
    admission = admit(url, create=True)
    engine = make_engine(url, foreign_keys=False, read_only=admission.read_only)
    try:
        if admission.path is None:
            with engine.connect() as conn:
                check_server_owner(conn, url)
        before = check_revision(engine, url)
        if admission.read_only:
            if before == head_revision():
                return before, before
            raise StoreError(phrase(
                QT_TRANSLATE_NOOP("Refusal", "%1 is read-only for this user: it cannot be upgraded; nothing was changed")
                if before else
                QT_TRANSLATE_NOOP("Refusal", "%1 is read-only for this user: it cannot be made a Bakehouse database; nothing was changed"),  # noqa: E501
                shown_path(admission.path or url)))
        if before is None and _has_tables(engine):
            raise StoreError(phrase(_NOT_OURS, describe(url)))
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
                    raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "the upgrade would break %1 references (first: %2); rolled back"), len(bad), tuple(bad[0])))
        after = current_revision(engine)
        assert after is not None
        return before, after
    except DBAPIError as e:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot upgrade %1: %2"), describe(url), _first_line(e))) from None
    finally:
        engine.dispose()


#: the revision that added the ``turns`` table, whose rows only the rules can derive
TURNS_REVISION = "0005"
#: the revision that made ``ratings`` the projection of the events' results
RATINGS_REVISION = "0007"


def current_revision_of(conn: Connection) -> str | None:
    if not inspect(conn).has_table("alembic_version"):
        return None
    return one_revision(conn.execute(text("SELECT version_num FROM alembic_version")).fetchmany(3))


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
                raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot upgrade: %1; its turns cannot be derived (nothing was changed: `bakehouse db check` of the older program names the fault)"), whole(e))) from None  # noqa: E501
            written += repo.sync_turns(match_id, played)
        session.flush()
    return written


READ_ONLY = QT_TRANSLATE_NOOP("Refusal", "the database is read-only for this user: only reading commands can use it; nothing was changed")  # noqa: E501
def is_local_fault(e: BaseException) -> bool:
    """A driver error that is the file's own (read-only for this user, or damaged): said as
    :func:`database_failed` says it, never as a server that went away."""
    first = _first_line(e)
    return "readonly database" in first or "malformed" in first or "not a database" in first


def database_failed(e: BaseException) -> Phrase:
    """The one line for a database error met while a command ran (its transaction rolled back):
    ``str()`` English, ``.text()`` in the user's language."""
    first = _first_line(e)
    if "readonly database" in first:
        return phrase(READ_ONLY)
    if "malformed" in first or "not a database" in first:
        return phrase(QT_TRANSLATE_NOOP("Refusal", "the database is damaged (%1): `bakehouse db check` says where; nothing was changed"), first)  # noqa: E501
    return phrase(QT_TRANSLATE_NOOP("Refusal", "the database failed: %1; nothing was changed"), quote(first))


def backfill_ratings(conn: Connection) -> int:
    """The ratings projection of every event's results (revision 0007 makes its
    columns), in the upgrade's own transaction.  Returns how many tables were rated."""
    from sqlmodel import Session

    from .event_repo import StoredEvents

    rated = 0
    with Session(bind=conn) as session:  # joins the upgrade's transaction, commits nothing
        events = StoredEvents(session)
        try:
            rulesets = sorted({e.config.ruleset for e in events.all()})
        except StoreError as e:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot upgrade: %1; its ratings cannot be derived (nothing was changed)"), whole(e))) from None
        for ruleset in rulesets:
            rated += events.reproject(ruleset).matches
        session.flush()
    return rated


def check_server_owner(conn: Connection, url: str) -> None:
    """A database on a server (PostgreSQL) is Bakehouse's when it is empty, holds the row
    ``application = bakehouse`` in ``bakehouse_meta``, or was made before that row
    (revisions 0001-0005: Bakehouse's tables and one known revision); else refused."""
    tables = sorted(inspect(conn).get_table_names())
    if not tables:
        return
    if "bakehouse_meta" in tables:
        key, value = models.MARK
        found = conn.execute(text("SELECT value FROM bakehouse_meta WHERE key = :key"), {"key": key}).scalar()
        if found == value:
            return
    elif set(tables) >= _OLDER_TABLES and current_revision_of(conn) in known_revisions():
        return
    raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "the database %1 holds another program's tables (%2): %3"), quote(describe(url)), _table_list(tables), _NOTHING))  # noqa: E501


# -- opening ---------------------------------------------------------------------------------
class Database:
    """An open club database.  ``session()`` (see :mod:`engine.store.uow`) is how
    everything reads and writes it."""

    def __init__(self, url: str, engine: Engine, *, read_only: bool = False) -> None:
        self.url = url
        self.engine = engine
        #: an SQLite file this user may not write: opened read-only, reading commands work
        self.read_only = read_only

    @property
    def sqlite(self) -> bool:
        return is_sqlite(self.engine)

    def ping(self) -> None:
        """Whether the database answers now: raises :class:`DatabaseUnavailableError`
        (one line) when it does not."""
        with guarded(self.url, phrase(QT_TRANSLATE_NOOP("Refusal", "reaching it"))), self.engine.connect() as conn:
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


def open_database(url: str | None = None, *, create: bool = True) -> Database:
    """Open (and on first use create) the database at ``url`` (see
    :func:`engine.store.paths.database_url`).  With ``create=False`` (every
    command that only reads) a missing database is refused and no file is made.  A database at an older revision is
    refused until ``bakehouse db upgrade``; a newer one is refused outright."""
    url = database_url(url, make_folder=create)
    # whose file it is, decided before connecting: connecting would create a missing file, and
    # the connection's settings (WAL) would write into an empty one or another program's
    admission = admit(url, create=create)
    engine = make_engine(url, read_only=admission.read_only)
    try:
        if admission.path is None:
            with engine.connect() as conn:
                check_server_owner(conn, url)
        rev = check_revision(engine, url)
        if opening_verdict(rev, url, admission.path, create=create, has_tables=lambda: _has_tables(engine)):
            engine.dispose()
            upgrade(url)
    except DBAPIError as e:
        engine.dispose()
        first = _first_line(e)
        if admission.path is not None and is_damage(first):
            raise damaged_on_opening(admission.path, first) from None
        mapped = failure(e, url, phrase(QT_TRANSLATE_NOOP("Refusal", "opening it")))
        if isinstance(mapped, DatabaseUnavailableError):
            raise mapped from None
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot open %1: %2"), describe(url), quote(first))) from None
    except BaseException:
        engine.dispose()
        raise
    return Database(url, engine, read_only=admission.read_only)


@contextmanager
def opened(url: str | None = None, *, create: bool = True) -> Iterator[Database]:
    db = open_database(url, create=create)
    try:
        yield db
    finally:
        db.close()


#: a backup's file is always a new one
_EXISTS = QT_TRANSLATE_NOOP("Refusal", "%1 exists already: choose a new file for the backup")


def backup(db: Database, target: str | Path, cancelled: Callable[[], bool] | None = None) -> Path:
    """A consistent copy of an SQLite database taken while others may write it
    (SQLite's online backup API, into memory), written whole or not at all by
    :func:`engine.files.write_atomically`: a temporary file beside the target,
    flushed to disk, then renamed, so an interrupted backup leaves nothing under
    the target's name.  For PostgreSQL use ``pg_dump``.  ``cancelled`` (the app's Cancel) is
    asked between pages of the copy and before the file is written: :class:`~engine.errors.Cancelled`,
    no file under the target's name."""
    from ..errors import check_cancelled
    from ..files import write_atomically

    def progress(_status: int, _remaining: int, _total: int) -> None:
        check_cancelled(cancelled)  # raised here, it stops SQLite's backup

    if not db.sqlite:
        raise StoreError(QT_TRANSLATE_NOOP("Refusal", "backup copies SQLite files; for PostgreSQL use pg_dump, e.g. `pg_dump -Fc -f club.dump club`"))  # noqa: E501
    path = Path(target)
    if path.exists() or path.is_symlink():
        raise StoreError(phrase(_EXISTS, repr(str(path))))
    raw = db.engine.raw_connection()
    try:
        src = raw.driver_connection
        assert isinstance(src, sqlite3.Connection)
        data = _copied(src, path, progress)
    finally:
        raw.close()
    check_cancelled(cancelled)
    return write_atomically(path, data)


def _copied(src: sqlite3.Connection, path: Path, progress: Callable[[int, int, int], object] | None = None) -> bytes:
    """The whole SQLite database of ``src`` as the bytes of one file (its online backup API)."""
    dest = sqlite3.connect(":memory:")
    try:
        src.backup(dest, pages=256, progress=progress)
        data = bytearray(dest.serialize())
        # one self-contained file: the header's write/read versions (bytes 18-19) say
        # "rollback journal" (1), not WAL (2), so opening the copy makes no -wal file
        data[18:20] = b"\x01\x01"
        return bytes(data)
    except sqlite3.Error as e:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "backup to %1 failed: %2"), repr(str(path)), e)) from None
    finally:
        dest.close()


def upgrade_keeping_copy(url: str, copy: str | Path) -> tuple[Path, str | None, str]:
    """``bakehouse db backup`` then ``bakehouse db upgrade`` of an SQLite file, for the app: the
    file as it is now is copied whole to ``copy`` (a new file), then brought to the head revision.
    Returns (the copy, the revision before, after).  Refused (nothing written): not an SQLite
    file, ``copy`` there already, the copy failed."""
    from ..files import write_atomically

    path = sqlite_file(url)
    if path is None:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not an SQLite file: upgrade it with `bakehouse db upgrade`"), describe(url)))  # noqa: E501
    target = Path(copy)
    if target.exists() or target.is_symlink():
        raise StoreError(phrase(_EXISTS, repr(str(target))))
    try:
        src = _read_only_connection(path)
    except sqlite3.Error as e:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot read %1: %2; nothing was changed"), shown_path(path), _first_line(e))) from None
    try:
        data = _copied(src, target)
    finally:
        src.close()
    write_atomically(target, data)
    before, after = upgrade(url)
    return target, before, after
