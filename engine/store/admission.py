"""Whose database a file is and at which schema revision, decided without SQLAlchemy: the store's
admission checks (issue 18), read straight from an SQLite file's header and, where needed, through
the standard library's :mod:`sqlite3` read-only, and the judgement of a schema revision.

:func:`engine.store.db.open_database` and :func:`engine.store.db.upgrade` admit every database
through these; so does the club home's first look at an SQLite file
(:func:`engine.store.summary.glance`, issue 31), which reads the home's summary before SQLAlchemy,
sqlmodel and pydantic are loaded: one set of checks, one set of messages, whichever path reads.
Everything here imports only the standard library and the engine's words (SQLAlchemy's URL
parser is asked only for a URL that is not a plain SQLite file path, :func:`plain_sqlite_file`).
"""

from __future__ import annotations

import os
import re
import sqlite3
import stat
import urllib.parse
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..errors import Phrase, phrase
from ..names import quote
from ..words import QT_TRANSLATE_NOOP
from .errors import StoreError

MIGRATIONS = Path(__file__).with_name("migrations")
#: SQLite's ``PRAGMA application_id`` of a Bakehouse database (b"BAKE"): the file says whose it is
APPLICATION_ID = int.from_bytes(b"BAKE", "big")


# -- URLs -------------------------------------------------------------------------------------------
def plain_sqlite_file(url: str) -> Path | None:
    """The file of an SQLite URL of the plain form ``sqlite:///PATH`` (no query, not in memory, not a
    ``file:`` URI), read as SQLAlchemy's :func:`~sqlalchemy.engine.make_url` reads it (the path
    percent-decoded); None for any other URL (SQLAlchemy's parser decides those)."""
    if not url.startswith("sqlite:///"):
        return None
    rest = url.removeprefix("sqlite:///")
    if not rest or "?" in rest:
        return None
    database = urllib.parse.unquote(rest)
    if database == ":memory:" or database.startswith("file:") or "mode=memory" in database:
        return None
    return Path(database)


def _shown(text: str) -> str:
    return "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in text)


def describe(url: str) -> str:
    """The URL as a message shows it: without a password, and with every character a
    terminal would act on (controls, escapes, direction overrides) written as ``\\uXXXX``."""
    plain = plain_sqlite_file(url)
    if plain is not None:  # as SQLAlchemy renders it (the path quoted but for " +/"), without importing it
        return _shown("sqlite:///" + urllib.parse.quote(str(plain), safe=" +/"))
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        shown = make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        shown = url
    return _shown(shown)


# -- revisions --------------------------------------------------------------------------------
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


def _newer_label(rev: str) -> bool:
    """Whether ``rev`` could be a revision label of a newer Bakehouse: Alembic's form, hexadecimal
    digits (this program's are numbered, 0001 on); "zzzz" is no revision label at all."""
    return re.fullmatch(r"[0-9a-f]{4,40}", rev) is not None


def one_revision(rows: Sequence[Sequence[object]]) -> str | None:
    """The schema revision of the rows read from ``alembic_version`` (at most three; None: no
    row, or no table).  Alembic keeps one row: two are branches no Bakehouse makes, or a hand's edit."""
    if len(rows) > 1:
        found = ", ".join(quote(str(r[0])) for r in rows[:2])
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "the database's alembic_version table holds more than one schema revision (%1): Bakehouse writes one; nothing was changed"), found))  # noqa: E501
    return None if not rows or rows[0][0] is None else str(rows[0][0])


def judge_revision(rev: str | None, url: str) -> str | None:
    """``rev``, the database's revision; refused when this program did not write it: a newer
    program's, or no revision label at all."""
    if rev is not None and rev not in known_revisions() and not _newer_label(rev):
        raise StoreError(phrase(
            QT_TRANSLATE_NOOP("Refusal", "the database %1 holds the schema revision %2, which is not a revision Bakehouse writes (this one knows up to %3): it was changed by another program or by hand. Nothing was changed."),  # noqa: E501
            describe(url), quote(rev), head_revision()))
    if rev is not None and rev not in known_revisions():
        raise StoreError(phrase(
            QT_TRANSLATE_NOOP("Refusal", "the database %1 was written by a newer Bakehouse (schema revision %2; this program knows up to %3): update Bakehouse to open it. Nothing was changed."),  # noqa: E501
            describe(url), rev, head_revision()))
    return rev


def opening_verdict(rev: str | None, url: str, path: Path | None, *, create: bool,
                    has_tables: Callable[[], bool]) -> bool:
    """Whether a database at revision ``rev`` (judged already) opens as it is (False), or is an
    empty one to be made a club database first (True: only with ``create``); refused otherwise:
    tables that are not Bakehouse's, nothing there yet (without ``create``), an older revision
    (:class:`OlderDatabaseError`, ``bakehouse db upgrade`` or the app's offer)."""
    if rev is None:
        if has_tables():
            raise StoreError(phrase(_NOT_OURS, describe(url)))
        if not create:
            raise NotADatabaseYetError(phrase(_NOT_YET, describe(url)), path)
        return True
    if rev != head_revision():
        raise OlderDatabaseError(phrase(
            QT_TRANSLATE_NOOP("Refusal", "the database %1 is at schema revision %2, this program needs %3: run `bakehouse db upgrade` (take a `bakehouse db backup` first)"),  # noqa: E501
            describe(url), rev, head_revision()), url, rev)
    return False


def damaged_on_opening(path: Path, first: str) -> DamagedDatabaseError:
    """An SQLite file SQLite called damaged (``first``: its words) while it was being opened."""
    return DamagedDatabaseError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is damaged (%2): `bakehouse db check` says where; nothing was changed"), shown_path(path), first), path, first)  # noqa: E501


def is_damage(first: str) -> bool:
    """Whether SQLite's words (a failure's first line) say the file is damaged."""
    return "malformed" in first or "not a database" in first


def _first_line(e: BaseException) -> str:
    orig = getattr(e, "orig", None)
    return str(orig or e).strip().splitlines()[0] if str(orig or e).strip() else type(e).__name__


#: a database with tables and no schema revision
_NOT_OURS = QT_TRANSLATE_NOOP("Refusal", "%1 holds tables that are not a Bakehouse database")
#: a database to be made with ``bakehouse db init`` first
_NOT_YET = QT_TRANSLATE_NOOP("Refusal", "%1 is not a Bakehouse database yet: run `bakehouse db init`")


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
    plain = plain_sqlite_file(url)
    if plain is not None:
        return plain
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

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

    A file is Bakehouse's when its header's ``application_id`` is :data:`APPLICATION_ID`
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
    if int.from_bytes(header[68:72], "big") == APPLICATION_ID:
        return Admission("ours", path, read_only)
    return _admit_by_contents(path, shown, create, read_only)


_NOTHING = phrase(QT_TRANSLATE_NOOP("Refusal", "Bakehouse does not open it; nothing was changed"))


def _refuse_in_memory(url: str) -> None:
    """An SQLite database in memory (``sqlite://``, ``sqlite:///:memory:``, ``mode=memory``) is
    gone when the program ends: it cannot hold a club, and is refused in those words (not as a
    server that cannot be reached)."""
    if plain_sqlite_file(url) is not None:
        return
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

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
    if app_id == APPLICATION_ID:  # marked in a write-ahead log not yet copied into the file
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
