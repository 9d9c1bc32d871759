"""Members to and from CSV (UTF-8, a header row ``name,email,note,active``).

A file that is not UTF-8 is read as Windows-1252 (what Excel on Windows saves as "CSV"),
and the preview says so (:data:`READ_AS_1252`); one that is neither is refused.

Import is checked whole first: one message per bad row, and nothing is stored
unless every row is good.  Names are checked by :mod:`engine.names`.  Export
neutralises cells that a spreadsheet would run as a formula (beginning with
``=``, ``+``, ``-``, ``@``, tab or carriage return) by prefixing ``'``; import
removes that prefix again, so an exported file imports unchanged.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import BakehouseError, check_cancelled
from ..files import write_atomically
from ..names import clean_name, name_key, quote
from .db import Database
from .repositories import MemberInfo
from .uow import UnitOfWork

COLUMNS = ("name", "email", "note", "active")
DANGEROUS = ("=", "+", "-", "@", "\t", "\r")
MAX_CSV_BYTES = 16 * 1024 * 1024
#: Excel's "CSV" on Windows: read when a file is not UTF-8, and said (the preview's note)
WINDOWS_1252 = "windows-1252"
READ_AS_1252 = "read as Windows-1252 (not UTF-8): check the accented names"
#: what Windows-1252 text never holds (a tab, CR and LF aside): NUL bytes mean UTF-16 or a binary file
_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def neutralise(cell: str) -> str:
    return "'" + cell if cell.startswith(DANGEROUS) else cell


def restore(cell: str) -> str:
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(DANGEROUS) else cell


@dataclass(frozen=True)
class NewMember:
    row: int
    name: str
    email: str | None
    note: str | None
    active: bool


@dataclass
class Preview:
    """What an import would do: members to add, rows already members, bad rows."""

    add: list[NewMember] = field(default_factory=list)
    known: list[tuple[int, MemberInfo]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    #: how the file was read: "utf-8" or :data:`WINDOWS_1252` (then the preview says so)
    encoding: str = "utf-8"

    @property
    def ok(self) -> bool:
        return not self.errors

    def lines(self) -> list[str]:
        out = [f"row {m.row}: add {quote(m.name)}" for m in self.add]
        out += [f"row {row}: {quote(m.name)} is already member {m.id}: left as it is" for row, m in self.known]
        return out


#: an e-mail address: something, one @, something, no spaces (the database checks the @ as well)
_EMAIL = re.compile(r"[^\s@]+@[^\s@]+")
MAX_EMAIL = 254
MAX_NOTE = 1000
#: characters no cell may hold: controls (NUL, which PostgreSQL cannot store, among them), direction
#: overrides; a note may hold a tab or a line break (LF or CRLF), nothing else of these
_BAD_CELL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def _truthy(text: str, where: str, errors: list[str]) -> bool:
    t = text.strip().lower()
    if t in ("", "1", "yes", "true", "y"):
        return True
    if t in ("0", "no", "false", "n"):
        return False
    errors.append(f"{where}active: yes or no, not {quote(text)}")
    return True


def _hidden(text: str) -> str | None:
    bad = _BAD_CELL.search(text)
    return None if bad is None else f"U+{ord(bad.group()):04X}"


@dataclass(frozen=True)
class Checked:
    """A members file read and checked without the database: the members it names (each
    row good on its own, no name twice), and one message per bad row."""

    rows: tuple[NewMember, ...]
    errors: tuple[str, ...]
    encoding: str = "utf-8"


def _decode(data: bytes) -> tuple[str, str] | str:
    """The file's text and how it was read: UTF-8 (with or without a byte order mark) or,
    failing that, Windows-1252 (Excel's "CSV" on Windows); or the one line saying why neither."""
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        refused = (f"row {line}: the file is not UTF-8 text (byte {e.start}: {quote(data[e.start:e.start + 1])}); "
                   "save it as CSV UTF-8")
    try:
        text = data.decode(WINDOWS_1252)
    except UnicodeDecodeError:  # 0x81, 0x8D, 0x8F, 0x90, 0x9D: not Windows-1252 either
        return refused
    return refused if _NOT_TEXT.search(text) else (text, WINDOWS_1252)


def _read_rows(data: bytes) -> tuple[list[list[str]], str] | str:
    """The file's rows and how it was read, or the one line saying why it cannot be read as CSV."""
    decoded = _decode(data)
    if isinstance(decoded, str):
        return decoded
    text, encoding = decoded
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        rows = list(reader)
    except csv.Error as e:
        return f"row {reader.line_num}: not CSV: {e}"
    if not rows:
        return "the file is empty: the first row names the columns (name,email,note,active)"
    return rows, encoding


def _columns(first: list[str]) -> dict[str, int] | str:
    """The header's columns by name, or the one line saying what is wrong with it."""
    header = [h.strip().lower() for h in first]
    if "name" not in header:
        return f"row 1: the first row names the columns and needs 'name' (found {quote(','.join(first))})"
    twice = sorted({h for h in header if header.count(h) > 1})
    if twice:
        return f"row 1: the column {quote(twice[0])} is named twice: each column once ({', '.join(COLUMNS)})"
    unknown = [h for h in header if h not in COLUMNS]
    if unknown:
        return (f"row 1: unknown column{'s' if len(unknown) > 1 else ''} "
                f"{', '.join(quote(u) for u in unknown[:5])} (the columns are {', '.join(COLUMNS)})")
    return {h: i for i, h in enumerate(header)}


def email_problem(email: str) -> str | None:
    hidden = _hidden(email)
    if hidden is not None:
        return f"{quote(email)} holds a control or hidden character ({hidden})"
    if len(email) > MAX_EMAIL:
        return f"{quote(email)} is longer than {MAX_EMAIL} characters"
    if _EMAIL.fullmatch(email) is None:
        return f"{quote(email)} is not an e-mail address (one @, no spaces; leave it empty for none)"
    return None


def note_problem(note: str) -> str | None:
    hidden = _hidden(note)
    if hidden is not None:
        return f"{quote(note)} holds a control or hidden character ({hidden})"
    if len(note) > MAX_NOTE:
        return f"{quote(note)} is longer than {MAX_NOTE} characters"
    return None


def _check_row(number: int, cells: list[str], col: dict[str, int], seen: dict[str, int],
               errors: list[str]) -> NewMember | None:
    """One data row checked: the member it names, or None with its message(s) in ``errors``."""
    if len(cells) != len(col):
        errors.append(f"row {number}: {len(cells)} cells, the header has {len(col)}")
        return None

    def cell(name: str) -> str:
        return restore(cells[col[name]]) if name in col else ""

    try:
        name = clean_name(cell("name"))
    except BakehouseError as e:
        errors.append(f"row {number}, column name: {e}")
        return None
    key = name_key(name)
    if key in seen:
        errors.append(f"row {number}, column name: {quote(name)} is the same name as row {seen[key]}")
        return None
    seen[key] = number
    email = cell("email").strip() or None
    note = cell("note").strip(" ") or None
    before = len(errors)
    for column, problem in (("email", email and email_problem(email)), ("note", note and note_problem(note))):
        if problem:
            errors.append(f"row {number}, column {column}: {problem}")
    active = _truthy(cell("active"), f"row {number}, column ", errors)
    return NewMember(number, name, email, note, active) if len(errors) == before else None


def check_file(data: bytes) -> Checked:
    """Read and check a members CSV (UTF-8, with or without a byte order mark, else
    Windows-1252; CRLF or LF): everything the database would refuse is found here, so a
    preview that passes imports.  Each bad row gets one message naming the row, the column
    and the value."""
    read = _read_rows(data)
    if isinstance(read, str):
        return Checked((), (read,))
    rows, encoding = read
    col = _columns(rows[0])
    if isinstance(col, str):
        return Checked((), (col,), encoding)
    errors: list[str] = []
    seen: dict[str, int] = {}
    out: list[NewMember] = []
    for number, cells in enumerate(rows[1:], 2):
        if any(c.strip() for c in cells):
            member = _check_row(number, cells, col, seen, errors)
            if member is not None:
                out.append(member)
    return Checked(() if errors else tuple(out), tuple(errors), encoding)  # all or nothing: a bad file passes no row


def preview(db: Database, data: bytes) -> Preview:
    """Read a members CSV and say what importing it would do (nothing stored): the
    rows :func:`check_file` passes, each new or already a member (one query for all)."""
    checked = check_file(data)
    p = Preview(errors=list(checked.errors), encoding=checked.encoding)
    if checked.errors:
        return p
    with UnitOfWork(db) as uow:
        known = uow.members.by_keys()
    for m in checked.rows:
        existing = known.get(name_key(m.name))
        if existing is not None:
            p.known.append((m.row, existing))
        else:
            p.add.append(m)
    return p


def import_members(db: Database, data: bytes,
                   cancelled: Callable[[], bool] | None = None) -> tuple[Preview, list[MemberInfo]]:
    """Import every new member of the file in one transaction (one bulk insert), or none if
    any row is bad; the same checks as :func:`preview`.  ``cancelled`` (the app's Cancel) is
    asked before the insert and before the commit: :class:`~engine.errors.Cancelled`, nothing
    imported."""
    p = preview(db, data)
    if not p.ok:
        return p, []
    check_cancelled(cancelled)
    with UnitOfWork(db) as uow:
        added = uow.members.add_many([(m.name, m.email, m.note, m.active) for m in p.add])
        check_cancelled(cancelled)
        uow.commit()
    return p, added


def export_members(db: Database, path: str | Path) -> int:
    with UnitOfWork(db) as uow:
        members = uow.members.all()
    buf = io.StringIO(newline="")
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(COLUMNS)
    for m in members:
        w.writerow([neutralise(m.name), neutralise(m.email or ""), neutralise(m.note or ""),
                    "yes" if m.active else "no"])
    write_atomically(path, buf.getvalue().encode("utf-8"))  # whole or not at all; never into a pipe or folder
    return len(members)
