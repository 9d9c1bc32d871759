"""Members to and from CSV (UTF-8, a header row ``name,email,note,active``).

Import is checked whole first: one message per bad row, and nothing is stored
unless every row is good.  Names are checked by :mod:`engine.names`.  Export
neutralises cells that a spreadsheet would run as a formula (beginning with
``=``, ``+``, ``-``, ``@``, tab or carriage return) by prefixing ``'``; import
removes that prefix again, so an exported file imports unchanged.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import BakehouseError
from ..names import clean_name, name_key, quote
from .db import Database
from .repositories import MemberInfo
from .uow import UnitOfWork

COLUMNS = ("name", "email", "note", "active")
DANGEROUS = ("=", "+", "-", "@", "\t", "\r")
MAX_CSV_BYTES = 16 * 1024 * 1024


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

    @property
    def ok(self) -> bool:
        return not self.errors

    def lines(self) -> list[str]:
        out = [f"row {m.row}: add {quote(m.name)}" for m in self.add]
        out += [f"row {row}: {quote(m.name)} is already member {m.id}: left as it is" for row, m in self.known]
        return out


def _truthy(text: str, row: int, errors: list[str]) -> bool:
    t = text.strip().lower()
    if t in ("", "1", "yes", "true", "y"):
        return True
    if t in ("0", "no", "false", "n"):
        return False
    errors.append(f"row {row}: active is yes or no, not {quote(text)}")
    return True


def preview(db: Database, data: bytes) -> Preview:
    """Read a members CSV and say what importing it would do (nothing stored)."""
    p = Preview()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        p.errors.append(f"the file is not UTF-8 text (byte {e.start})")
        return p
    try:
        rows = list(csv.reader(io.StringIO(text, newline="")))
    except csv.Error as e:
        p.errors.append(f"not a CSV file: {e}")
        return p
    if not rows:
        p.errors.append("the file is empty: the first row names the columns (name,email,note,active)")
        return p
    header = [h.strip().lower() for h in rows[0]]
    if "name" not in header:
        p.errors.append(f"row 1: the header names the columns and needs 'name' (found {quote(','.join(rows[0]))})")
        return p
    unknown = [h for h in header if h not in COLUMNS]
    if unknown:
        p.errors.append(f"row 1: unknown column {quote(unknown[0])} (columns: {', '.join(COLUMNS)})")
        return p
    col = {h: i for i, h in enumerate(header)}
    seen: dict[str, int] = {}
    with UnitOfWork(db) as uow:
        for number, cells in enumerate(rows[1:], 2):
            if not any(c.strip() for c in cells):
                continue
            if len(cells) != len(header):
                p.errors.append(f"row {number}: {len(cells)} cells, the header has {len(header)}")
                continue

            def cell(name: str, cells: list[str] = cells) -> str:
                return restore(cells[col[name]]) if name in col else ""

            try:
                name = clean_name(cell("name"))
            except BakehouseError as e:
                p.errors.append(f"row {number}: {e}")
                continue
            key = name_key(name)
            if key in seen:
                p.errors.append(f"row {number}: {quote(name)} is the same name as row {seen[key]}")
                continue
            seen[key] = number
            active = _truthy(cell("active"), number, p.errors)
            existing = uow.members.by_name(name)
            if existing is not None:
                p.known.append((number, existing))
            else:
                p.add.append(NewMember(number, name, cell("email").strip(" ") or None, cell("note").strip(" ") or None,
                                       active))
    return p


def import_members(db: Database, data: bytes) -> tuple[Preview, list[MemberInfo]]:
    """Import every new member of the file in one transaction, or none if any row is bad."""
    p = preview(db, data)
    if not p.ok:
        return p, []
    with UnitOfWork(db) as uow:
        added = []
        for m in p.add:
            info = uow.members.add(m.name, email=m.email, note=m.note)
            if not m.active:
                info = uow.members.update(info.id, active=False)
            added.append(info)
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
    from ..files import write_atomically

    write_atomically(path, buf.getvalue().encode("utf-8"))
    return len(members)
