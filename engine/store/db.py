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

import os
import re
import sqlite3
import stat
import time
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
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
from .errors import StoreError as StoreError  # its home is errors.py; `from .db import StoreError` still works
from .errors import whole
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


def describe(url: str) -> str:
    """The URL as a message shows it: without a password, and with every character a
    terminal would act on (controls, escapes, direction overrides) written as ``\\uXXXX``."""
    try:
        shown = make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        shown = url
    return "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in shown)


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
    if rev is not None and rev not in known_revisions() and not _newer_label(rev):
        raise StoreError(phrase(
            QT_TRANSLATE_NOOP("Refusal", "the database %1 holds the schema revision %2, which is not a revision Bakehouse writes (this one knows up to %3): it was changed by another program or by hand. Nothing was changed."),  # noqa: E501
            describe(url), quote(rev), head_revision()))
    if rev is not None and rev not in known_revisions():
        raise StoreError(phrase(
            QT_TRANSLATE_NOOP("Refusal", "the database %1 was written by a newer Bakehouse (schema revision %2; this program knows up to %3): update Bakehouse to open it. Nothing was changed."),  # noqa: E501
            describe(url), rev, head_revision()))
    return rev


def _newer_label(rev: str) -> bool:
    """Whether ``rev`` could be a revision label of a newer Bakehouse: Alembic's form, hexadecimal
    digits (this program's are numbered, 0001 on); "zzzz" is no revision label at all."""
    return re.fullmatch(r"[0-9a-f]{4,40}", rev) is not None


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
    rows = conn.execute(text("SELECT version_num FROM alembic_version")).fetchmany(3)
    if len(rows) > 1:  # Alembic keeps one row: two are branches no Bakehouse makes, or a hand's edit
        found = ", ".join(quote(str(r[0])) for r in rows[:2])
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "the database's alembic_version table holds more than one schema revision (%1): Bakehouse writes one; nothing was changed"), found))  # noqa: E501
    return None if not rows or rows[0][0] is None else str(rows[0][0])


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
#: a database with tables and no schema revision
_NOT_OURS = QT_TRANSLATE_NOOP("Refusal", "%1 holds tables that are not a Bakehouse database")
#: a database to be made with ``bakehouse db init`` first
_NOT_YET = QT_TRANSLATE_NOOP("Refusal", "%1 is not a Bakehouse database yet: run `bakehouse db init`")


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


def _first_line(e: BaseException) -> str:
    orig = getattr(e, "orig", None)
    return str(orig or e).strip().splitlines()[0] if str(orig or e).strip() else type(e).__name__


# -- whose database is it (issue 18) ------------------------------------------------------------
#: the first 16 bytes of every SQLite database file
SQLITE_MAGIC = b"SQLite format 3\x00"
#: tables without which a database at revision 0001-0005 (before the mark) is not Bakehouse's
_OLDER_TABLES = frozenset({"alembic_version", "members", "matches", "roll_log", "seats"})


class DamagedDatabaseError(StoreError):
    """An SQLite file that cannot be read as a database (``db check`` says what is wrong)."""

    def __init__(self, message: str | Phrase, path: Path, reason: str = "") -> None:
        super().__init__(message)
        self.path = path
        #: SQLite's own words, e.g. "database disk image is malformed"
        self.reason = reason


class NotADatabaseYetError(StoreError):
    """Nothing to open yet where a database was asked for (no file, an empty file, an SQLite file
    without tables): ``bakehouse db init`` makes it one, or the app, which offers it."""

    def __init__(self, message: str | Phrase, path: Path | None) -> None:
        super().__init__(message)
        #: the file (None: a server's database)
        self.path = path


class OlderDatabaseError(StoreError):
    """A Bakehouse database at an older schema revision: ``bakehouse db upgrade`` brings it up,
    or the app, which offers it (:func:`upgrade_keeping_copy`)."""

    def __init__(self, message: str | Phrase, url: str, revision: str) -> None:
        super().__init__(message)
        self.url = url
        #: the database's revision, e.g. "0005"
        self.revision = revision


@dataclass(frozen=True)
class Admission:
    """What :func:`admit` found at a database URL before anything was written to it.

    ``state``: ``"server"`` (not an SQLite file: checked once connected), ``"missing"``,
    ``"empty"`` (0 bytes), ``"blank"`` (SQLite, no tables), ``"ours"`` (marked Bakehouse's),
    ``"older"`` (Bakehouse's, at a revision before the mark).  ``read_only``: this user may
    not write the file (or its folder), so it is opened ``mode=ro`` and only read."""

    state: str
    path: Path | None = None
    read_only: bool = False


def shown_path(path: Path | str) -> str:
    """A path as a message shows it: quoted, control and hidden characters escaped, whole."""
    return quote(str(path), 1000)


def sqlite_file(url: str) -> Path | None:
    """The file of an SQLite URL, else None (a server, in-memory, or a ``file:`` URI)."""
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        return None  # make_engine says what is wrong with it
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database or ""
    if not database or database == ":memory:" or database.startswith("file:") or parsed.query:
        return None
    return Path(database)


def _read_only_connection(path: Path, *, check_same_thread: bool = True) -> sqlite3.Connection:
    """``path`` opened read-only (SQLite URI ``mode=ro``): nothing, not even the journal
    mode, can be written.  Without a -wal file beside it (no writer is in the middle of
    anything) it is opened ``immutable``, so no -shm file is made either: in a folder this
    user cannot write, that is the only way to read it."""
    wal = Path(f"{path}-wal").exists()
    uri = f"file:{urllib.parse.quote(str(path))}?mode=ro" + ("" if wal else "&immutable=1")
    return sqlite3.connect(uri, uri=True, check_same_thread=check_same_thread)


def _writable(path: Path) -> bool:
    """Whether SQLite can write the file: the file itself, and its folder (for the -wal and
    -shm files) unless both are there already and writable."""
    if not os.access(path, os.W_OK):
        return False
    if os.access(path.parent, os.W_OK):
        return True
    return all(os.access(f"{path}{suffix}", os.W_OK) for suffix in ("-wal", "-shm"))


def _table_list(tables: list[str]) -> str | Phrase:
    shown = ", ".join(quote(t) for t in tables[:8])
    return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 and %2 more"), shown, len(tables) - 8) if len(tables) > 8 else shown


def admit(url: str, *, create: bool) -> Admission:
    """Decide, without writing a byte, whether the SQLite file of ``url`` may be opened.

    A file is Bakehouse's when its header's ``application_id`` is :data:`models.APPLICATION_ID`
    (read straight from the first 100 bytes), or, for a database made before that mark
    (revisions 0001-0005), when it holds Bakehouse's tables and one known revision.  Anything
    else is only ever opened read-only (``mode=ro``) to say what it is, then refused with
    :class:`StoreError`: another program's database, a file that is not SQLite, a folder, a
    symbolic link loop.  A missing or empty file is refused unless ``create``."""
    path = sqlite_file(url)
    if path is None:
        _refuse_in_memory(url)
        return Admission("server")
    shown = shown_path(path)
    early = _admit_by_stat(path, shown, create)
    if early is not None:
        return early
    try:
        with open(path, "rb") as f:
            header = f.read(100)
    except OSError as e:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot read %1: %2; %3"), shown, e.strerror or e, _NOTHING)) from None
    read_only = not _writable(path)
    if not header.startswith(SQLITE_MAGIC) or len(header) < 100:
        what = (phrase(QT_TRANSLATE_NOOP("Refusal", "%1 bytes: %2"), len(header), quote(header)) if len(header) < 100
                else phrase(QT_TRANSLATE_NOOP("Refusal", "it begins %1"), quote(header[:16])))
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not an SQLite database (%2): %3"), shown, what, _NOTHING))
    _check_size(path, shown, header)
    if int.from_bytes(header[68:72], "big") == models.APPLICATION_ID:
        return Admission("ours", path, read_only)
    return _admit_by_contents(path, shown, create, read_only)


_NOTHING = phrase(QT_TRANSLATE_NOOP("Refusal", "Bakehouse does not open it; nothing was changed"))


def _refuse_in_memory(url: str) -> None:
    """An SQLite database in memory (``sqlite://``, ``sqlite:///:memory:``, ``mode=memory``) is
    gone when the program ends: it cannot hold a club, and is refused in those words (not as a
    server that cannot be reached)."""
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        return  # make_engine says what is wrong with it
    if parsed.get_backend_name() != "sqlite":
        return
    database = parsed.database or ""
    if database in ("", ":memory:") or "mode=memory" in database or parsed.query.get("mode") == "memory":
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is a database in memory, gone when the program ends: it cannot hold a club; give a file path (e.g. club.sqlite3) or a PostgreSQL server's URL"), quote(url)))  # noqa: E501


def _check_size(path: Path, shown: str, header: bytes) -> None:
    """Refuse a file cut short (a copy stopped early, ``head -c -1``): its size must be whole
    pages, and no fewer than its header counts where that count is valid (the SQLite file
    format: page size at offset 16, page count at 28, valid when the change counter at 24
    equals the one at 92).  SQLite itself opens such a file and writes into it."""
    try:
        size = os.path.getsize(path)
    except OSError:
        return  # said when it is opened
    page = int.from_bytes(header[16:18], "big")
    page = 65536 if page == 1 else page
    count = int.from_bytes(header[28:32], "big") if header[24:28] == header[92:96] else 0
    if page < 512 or page & (page - 1):
        reason = phrase(QT_TRANSLATE_NOOP("Refusal", "its header gives a page size of %1 bytes"), page)
    elif size % page:
        reason = phrase(QT_TRANSLATE_NOOP("Refusal", "%1 bytes is not a whole number of its %2-byte pages: it was cut short"), size, page)  # noqa: E501
    elif size < count * page:
        reason = phrase(QT_TRANSLATE_NOOP("Refusal", "%1 bytes, fewer than the %2 pages of %3 its header counts: it was cut short"), size, count, page)  # noqa: E501
    else:
        return
    raise DamagedDatabaseError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is damaged (%2): %3 (restore it from a `bakehouse db backup` copy)"), shown, reason, _NOTHING), path, str(reason))  # noqa: E501


def _admit_by_stat(path: Path, shown: str, create: bool) -> Admission | None:
    """A missing, empty or odd file decided from its ``stat`` alone (None: read its header)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if not create:
            raise NotADatabaseYetError(phrase(QT_TRANSLATE_NOOP("Refusal", "no database at %1: run `bakehouse db init` to create one"), shown), path) from None
        return Admission("missing", path)
    except OSError as e:  # a symbolic link loop (ELOOP), a name too long, a folder not searchable
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot use %1 as the database: %2; nothing was changed"), shown, e.strerror or e)) from None
    if stat.S_ISDIR(st.st_mode):
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is a folder, not a database file: give a file path, e.g. %2"), shown, shown_path(path / "club.db")))
    if not stat.S_ISREG(st.st_mode):
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a regular file (a device or a pipe): %2"), shown, _NOTHING))
    if st.st_size == 0:
        if not create:
            raise NotADatabaseYetError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is an empty file, not a Bakehouse database: run `bakehouse db init` to make one"), shown), path)
        return Admission("empty", path)
    return None


def _admit_by_contents(path: Path, shown: str, create: bool, read_only: bool) -> Admission:
    """An SQLite file not marked in its header: looked at inside, read-only."""
    try:
        con = _read_only_connection(path)
        try:
            app_id = int(con.execute("PRAGMA application_id").fetchone()[0])
            tables = sorted(str(r[0]) for r in con.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
            revisions = ([str(r[0]) for r in con.execute("SELECT version_num FROM alembic_version LIMIT 3")]
                         if "alembic_version" in tables else [])
        finally:
            con.close()
    except sqlite3.Error as e:
        raise DamagedDatabaseError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 cannot be read as an SQLite database (%2): it is damaged or not a database; %3"), shown, _first_line(e), _NOTHING), path, _first_line(e)) from None  # noqa: E501
    if app_id == models.APPLICATION_ID:  # marked in a write-ahead log not yet copied into the file
        return Admission("ours", path, read_only)
    if app_id == 0 and not tables:
        if not create:
            raise NotADatabaseYetError(phrase(_NOT_YET, shown), path)
        return Admission("blank", path, read_only)
    if (app_id == 0 and set(tables) >= _OLDER_TABLES and len(revisions) == 1
            and revisions[0] in known_revisions()):
        return Admission("older", path, read_only)
    if app_id:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is an SQLite database of another program (application id %2; tables: %3): %4"), shown, f"{app_id:#010x}", _table_list(tables), _NOTHING))  # noqa: E501
    raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is an SQLite database of another program (tables: %2): %3"), shown, _table_list(tables), _NOTHING))  # noqa: E501


def integrity_problems(path: Path) -> list[str]:
    """SQLite's integrity check of a file that cannot be opened as a database, read-only:
    its findings (at most 20), or why it could not run."""
    try:
        con = _read_only_connection(path)
        try:
            rows = [str(r[0]) for r in con.execute("PRAGMA integrity_check(20)")]
        finally:
            con.close()
    except sqlite3.Error as e:
        return [f"integrity_check: could not run: {_first_line(e)}"]
    return [] if rows == ["ok"] else [f"integrity_check: {r.encode('unicode_escape').decode('ascii')[:200]}"
                                      for r in rows]


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
        if rev is None:
            if _has_tables(engine):
                raise StoreError(phrase(_NOT_OURS, describe(url)))
            if not create:
                raise NotADatabaseYetError(phrase(_NOT_YET, describe(url)), admission.path)
            engine.dispose()
            upgrade(url)
        elif rev != head_revision():
            raise OlderDatabaseError(phrase(
                QT_TRANSLATE_NOOP("Refusal", "the database %1 is at schema revision %2, this program needs %3: run `bakehouse db upgrade` (take a `bakehouse db backup` first)"),  # noqa: E501
                describe(url), rev, head_revision()), url, rev)
    except DBAPIError as e:
        engine.dispose()
        first = _first_line(e)
        if admission.path is not None and ("malformed" in first or "not a database" in first):
            raise DamagedDatabaseError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is damaged (%2): `bakehouse db check` says where; nothing was changed"), shown_path(admission.path), first), admission.path, first) from None  # noqa: E501
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
