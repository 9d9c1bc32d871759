"""The club database's headless commands: ``bakehouse db``, ``import``, ``export`` and
``members``.  Each takes ``--db URL`` (else ``BAKEHOUSE_DB``, else the default
SQLite file in the data folder), before or after the action.  The store is imported
when a command runs, never when the parsers are registered."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..argtypes import id_arg
from ..errors import RecordError, phrase
from ..terminal import json_safe
from ..words import QT_TRANSLATE_NOOP, fill, translate
from .common import EXIT_REFUSED, as_json, db_arg, guarded, plural, table
from .common import say as _say

if TYPE_CHECKING:
    from ..services.database import Database

_guarded = guarded


def _open(args: argparse.Namespace, *, create: bool = True) -> Database:
    from ..services.database import open_database

    return open_database(args.db, create=create)


# -- db ------------------------------------------------------------------------------------------
def cmd_db_init(args: argparse.Namespace) -> int:
    from ..services.database import upgrade_database

    done = upgrade_database(args.db)
    if not done.changed:
        _say(f"{done.shown} is a Bakehouse database already (schema revision {done.after})")
    else:
        _say(f"created {done.shown} (schema revision {done.after})")
    return 0


def cmd_db_upgrade(args: argparse.Namespace) -> int:
    from ..services.database import upgrade_database

    done = upgrade_database(args.db)
    if not done.changed:
        _say(f"{done.shown} is up to date (schema revision {done.after})")
    else:
        _say(f"upgraded {done.shown} from schema revision {done.before or '(empty)'} to {done.after}")
    return 0


def cmd_db_check(args: argparse.Namespace) -> int:
    from ..services.database import check_database

    report = check_database(args.db, repair=args.repair)
    for problem in report.problems:
        _say(problem)
    if report.unopenable is not None:
        shown, reason = report.unopenable
        _say(f"damaged: {shown} cannot be opened as a database ({reason}); nothing was changed "
             "(restore it from a `bakehouse db backup` copy)")
        return 1
    verdict = "ok" if report.ok else plural(len(report.problems), "problem")
    repaired = ", derived results and turns recomputed" if args.repair and not report.damaged else ""
    _say(f"{verdict}: {plural(report.matches, 'match', 'matches')}, "
         f"{plural(report.entries, 'logged entry', 'logged entries')} replayed{repaired}"
         + ("; the file is damaged, nothing was changed (restore it from a `bakehouse db backup` copy)"
            if report.damaged else ""))
    return 0 if report.ok else 1


def cmd_db_backup(args: argparse.Namespace) -> int:
    from ..services.database import back_up

    done = back_up(args.db, args.file)
    _say(f"backed up {done.shown} to {done.path}")
    return 0


# -- import / export --------------------------------------------------------------------------
def cmd_import(args: argparse.Namespace) -> int:
    from ..record import display_path, read_file
    from ..services.database import StoreError
    from ..services.records import import_record

    ids: list[int] = []
    refused = 0
    with _open(args) as db:
        for name in args.files:
            try:
                ids.append(import_record(db, read_file(name), station=args.station))
            except RecordError as e:  # a refusal of the file names it already, one of its contents not
                _say(e.text() if e.place == display_path(name) else f"{name}: {e.text()}", err=True)
                refused += 1
            except StoreError as e:
                _say(fill(translate("Refusal", "%1: not stored: %2"), name, e.text()), err=True)
                refused += 1
    _say(json.dumps(ids))
    return EXIT_REFUSED if refused else 0


def cmd_export_match(args: argparse.Namespace) -> int:
    from ..services.records import export_record

    with _open(args, create=False) as db:
        text = export_record(db, args.id)
    if args.output == "-":
        sys.stdout.write(json_safe(text))  # the same JSON, nothing raw a terminal acts on
    else:  # whole or not at all; never into a folder, a pipe or a device (engine/files.py)
        from ..files import write_atomically

        write_atomically(args.output, text.encode("utf-8"))
    return 0


def cmd_export_event(args: argparse.Namespace) -> int:
    from ..services.records import export_event

    with _open(args, create=False) as db:
        paths = export_event(db, args.id, args.output)
    _say(json.dumps([str(p) for p in paths]))
    return 0


# -- members --------------------------------------------------------------------------------
def cmd_members_import(args: argparse.Namespace) -> int:
    from ..services.database import StoreError
    from ..services.members import MAX_CSV_BYTES, READ_AS_1252, WINDOWS_1252, import_members, preview

    path = Path(args.file)
    if not path.is_file():
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1: not a regular file"), args.file))
    if path.stat().st_size > MAX_CSV_BYTES:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1: larger than 16 MiB"), args.file))
    data = path.read_bytes()
    with _open(args) as db:
        p = preview(db, data)
        if p.encoding == WINDOWS_1252:  # Excel's "CSV" on Windows: said before the rows it names
            _say(f"{args.file}: {READ_AS_1252}", err=True)
        for line in [] if args.json else p.lines():
            _say(line)
        for err in p.errors:
            _say(f"{args.file}: {err}", err=True)
        if not p.ok:
            _say(f"{args.file}: nothing imported ({plural(len(p.errors), 'bad row')})", err=True)
            return EXIT_REFUSED
        if not args.yes and not _confirm(f"Import {plural(len(p.add), 'new member')}? [y/N] "):
            _say(f"nothing imported (preview only{'' if sys.stdin.isatty() else ': add --yes to import'})")
            return 0
        p, added = import_members(db, data)
        if not p.ok:  # changed since the preview
            for err in p.errors:
                _say(f"{args.file}: {err}", err=True)
            return EXIT_REFUSED
    # a count (100,000 new ids on one line helped nobody); the ids themselves with --json
    _say(json.dumps([m.id for m in added]) if args.json else f"imported {plural(len(added), 'new member')}")
    return 0


def _confirm(question: str) -> bool:
    """Asked only at a terminal; anything but yes is no."""
    return sys.stdin.isatty() and input(question).strip().lower() in ("y", "yes")


def cmd_members_export(args: argparse.Namespace) -> int:
    from ..services.members import export_members

    with _open(args, create=False) as db:  # a reading command never creates a database
        n = export_members(db, args.file)
    _say(f"wrote {plural(n, 'member')} to {args.file}")
    return 0


def cmd_members_list(args: argparse.Namespace) -> int:
    from ..services.members import all_members

    with _open(args, create=False) as db:  # reading: never creates a database
        members = all_members(db)
    if args.json:
        _say(as_json([{"id": m.id, "name": m.name, "active": m.active} for m in members]))
    elif not members:
        _say("no members yet: `bakehouse event add` or `bakehouse members import` adds them")
    else:
        rows = [("Id", "Name", "")] + [(str(m.id), m.name, "" if m.active else "retired") for m in members]
        for line in table(rows, left=(1, 2)):
            _say(line)
        retired = sum(1 for m in members if not m.active)
        _say(plural(len(members), "member") + (f", {retired} retired" if retired else ""))
    return 0


# -- registration -----------------------------------------------------------------------------
def _db_arg(p: argparse.ArgumentParser) -> None:
    db_arg(p)


def register(sub: Any) -> None:
    db = sub.add_parser("db", help="create, upgrade, check or back up the club database")
    db_arg(db, parent=True)
    dsub = db.add_subparsers(dest="db_command", metavar="ACTION", required=True)
    p = dsub.add_parser("init", help="create the database at this program's schema revision")
    _db_arg(p)
    p.set_defaults(func=_guarded("db init", cmd_db_init))
    p = dsub.add_parser("upgrade", help="upgrade the database to this program's schema")
    _db_arg(p)
    p.set_defaults(func=_guarded("db upgrade", cmd_db_upgrade))
    p = dsub.add_parser("check", help="integrity check, and every match replayed from its logged rows")
    _db_arg(p)
    p.add_argument("--repair", action="store_true", help="recompute results and turn rows that do not match the log")
    p.set_defaults(func=_guarded("db check", cmd_db_check))
    p = dsub.add_parser("backup", help="a consistent copy of an SQLite database (PostgreSQL: use pg_dump)")
    p.add_argument("file", help="the new backup file")
    _db_arg(p)
    p.set_defaults(func=_guarded("db backup", cmd_db_backup))

    p = sub.add_parser("import", help="store match records; prints the new match ids as a JSON list")
    p.add_argument("files", nargs="+", metavar="FILE", help="match records (JSON)")
    p.add_argument("--station", default=None, help="the station name written on the imported rows")
    db_arg(p, parent=True)
    p.set_defaults(func=_guarded("import", cmd_import))

    ex = sub.add_parser("export", help="write stored matches back as match records")
    db_arg(ex, parent=True)
    esub = ex.add_subparsers(dest="export_command", metavar="WHAT", required=True)
    p = esub.add_parser("match", help="one match as a record")
    p.add_argument("id", type=id_arg("the match id"), help="the match id")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="the record file (- for standard output)")
    _db_arg(p)
    p.set_defaults(func=_guarded("export match", cmd_export_match))
    p = esub.add_parser("event", help="every match of an event, one record per table")
    p.add_argument("id", type=id_arg("the event id"), help="the event id")
    p.add_argument("-o", "--output", required=True, metavar="DIR", help="the folder to write into")
    _db_arg(p)
    p.set_defaults(func=_guarded("export event", cmd_export_event))

    mem = sub.add_parser("members", help="the club's members: list, CSV, rename, retire, merge")
    db_arg(mem, parent=True)
    msub = mem.add_subparsers(dest="members_command", metavar="ACTION", required=True)
    p = msub.add_parser("import", help="add members from CSV (name,email,note,active): preview, then all or none")
    p.add_argument("file", help="the CSV file")
    p.add_argument("--yes", action="store_true", help="import without asking after the preview")
    p.add_argument("--json", action="store_true", help="print the new members' ids as JSON (no preview lines)")
    _db_arg(p)
    p.set_defaults(func=_guarded("members import", cmd_members_import))
    p = msub.add_parser("export", help="write every member to CSV")
    p.add_argument("file", help="the CSV file")
    _db_arg(p)
    p.set_defaults(func=_guarded("members export", cmd_members_export))
    p = msub.add_parser("list", help="list the members (id, name, retired or not)")
    p.add_argument("--json", action="store_true", help="print JSON: id, name, active")
    _db_arg(p)
    p.set_defaults(func=_guarded("members list", cmd_members_list))
    from .members import register_actions

    register_actions(msub)
