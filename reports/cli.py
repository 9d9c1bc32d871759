"""``bakehouse report ...``: PDF reports from the command line.

``desktop/launcher.py`` calls :func:`register` with the ``bakehouse`` subparsers.
Every failure is one line on standard error and exit status 2; nothing is
written unless the whole PDF was made.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from engine.argtypes import MAX_COUNT, MAX_ROUNDS, bounded_int, date_arg, id_arg
from engine.errors import BakehouseError
from engine.terminal import safe

EXIT_REFUSED = 2


def _write(data: bytes, out: str) -> None:
    """Write atomically: a failed or interrupted report leaves no half file."""
    from engine.files import write_atomically

    write_atomically(out, data)  # through symlinks; never over a device, pipe or folder


def cmd_scorepad(args: argparse.Namespace) -> int:
    from engine.record import read_file

    from .scorepad import render_record

    try:
        if (args.file is None) == (args.match is None):
            raise BakehouseError("give a match record FILE or --match ID (from the club database), one of them")
        if args.match is not None:
            from .club import scorepad_pdf

            _write(scorepad_pdf(args.db, args.match, args.paper), args.output)
            print(f"wrote {safe(args.output)}")
            return 0
        record = read_file(args.file)
        data = render_record(record, paper=args.paper)
        _write(data, args.output)
    except (BakehouseError, OSError) as e:
        print(_one_line(e), file=sys.stderr)
        return EXIT_REFUSED
    print(f"wrote {safe(args.output)}")
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    from engine.record import display_path, read_file, replay
    from engine.rulesets import get_ruleset

    from .charts import render_stats
    from .stats import compute, counted, period_text, sections

    try:
        if args.ruleset is not None:
            get_ruleset(args.ruleset)  # an unknown game: one line naming the known ones
        player = args.player
        chosen = [x for x in (args.event, args.member, args.club or None) if x is not None]
        if bool(args.files) == bool(chosen) or len(chosen) > 1:
            raise BakehouseError("give match record FILEs, or one of --event ID, --member ID, --club (the database)")
        if chosen:
            if player is not None:
                raise BakehouseError("--player goes with match record FILEs; in the database choose --member ID")
            from .club import stats_pdf

            _write(stats_pdf(args.db, member=args.member, event=args.event, paper=args.paper,
                             ruleset=args.ruleset), args.output)
            print(f"wrote {safe(args.output)}")
            return 0
        records = []
        for path in args.files:
            try:
                records.append(read_file(path))
                replay(records[-1])  # a refused record is named by its file
            except BakehouseError as e:
                name = display_path(path)
                raise BakehouseError(str(e) if str(e).startswith(name) else f"{name}: {e}") from None
        st = compute(records, player, args.ruleset)
        sub = counted(st, player, args.ruleset) + period_text(st)  # the period covered (issue 29)
        title = f"Statistics: {player}" if player else "Club statistics"
        from .analysis_section import record_skill_section

        _write(render_stats(title, sub, [*sections(st), record_skill_section(records, player, args.ruleset)],
                            paper=args.paper), args.output)
    except (BakehouseError, OSError) as e:
        print(_one_line(e), file=sys.stderr)
        return EXIT_REFUSED
    print(f"wrote {safe(args.output)}")
    return 0


def cmd_standings(args: argparse.Namespace) -> int:
    from .club import standings_pdf

    try:
        _write(standings_pdf(args.db, args.event, args.after_round, args.paper), args.output)
    except (BakehouseError, OSError) as e:
        print(_one_line(e), file=sys.stderr)
        return EXIT_REFUSED
    print(f"wrote {safe(args.output)}")
    return 0


def cmd_seating(args: argparse.Namespace) -> int:
    from .club import seating_pdf

    try:
        _write(seating_pdf(args.db, args.event, args.round, args.paper), args.output)
    except (BakehouseError, OSError) as e:
        print(_one_line(e), file=sys.stderr)
        return EXIT_REFUSED
    print(f"wrote {safe(args.output)}")
    return 0


def cmd_scoresheets(args: argparse.Namespace) -> int:
    from engine.options import parse_options
    from engine.rulesets import get_ruleset

    from .scoresheets import TableSheet, render

    try:
        if bool(args.table) == (args.event is not None):
            raise BakehouseError("give --event ID (seated in the club database) or each table's players with "
                                 "--table \"Ann, Bob, Cat\", one of them")
        if args.event is not None:
            from .club import scoresheets_pdf

            _write(scoresheets_pdf(args.db, args.event, args.round, args.paper, _iso(args.date)), args.output)
            print(f"wrote {safe(args.output)}")
            return 0
        ruleset = get_ruleset(args.ruleset)
        options = parse_options(ruleset.option_specs, args.option)
        sheets = [TableSheet(args.name, args.round, i, tuple(p.strip() for p in t.split(",")), ruleset.id, options,
                             _iso(args.date)) for i, t in enumerate(args.table, args.first_table)]
        _write(render(sheets, paper=args.paper), args.output)
    except (BakehouseError, OSError) as e:
        print(_one_line(e), file=sys.stderr)
        return EXIT_REFUSED
    print(f"wrote {safe(args.output)}")
    return 0


def _iso(day: object) -> str | None:
    """``--date`` (a calendar day, checked by :func:`engine.argtypes.date_arg`) as printed: YYYY-MM-DD."""
    return None if day is None else str(day)


def _db_guarded(command: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A report from the club database: a database that fails while it is read (a damaged
    file) is one line too.  SQLAlchemy is only looked for when it was imported (a report
    from files does not load it)."""

    def run(args: argparse.Namespace) -> int:
        try:
            return command(args)
        except Exception as e:
            exc = sys.modules.get("sqlalchemy.exc")
            if exc is None or not isinstance(e, exc.DBAPIError):
                raise
            from engine.store.db import database_failed

            print(database_failed(e), file=sys.stderr)
            return EXIT_REFUSED

    return run


def _one_line(e: BaseException) -> str:
    if isinstance(e, OSError):
        return safe(f"cannot write the report: {e.strerror or e}")
    return safe(str(e).splitlines()[0]) if str(e) else type(e).__name__


def register(sub: Any) -> None:
    rep = sub.add_parser("report", help="print scorepads and other reports as PDF")
    kinds = rep.add_subparsers(dest="report", metavar="REPORT", required=True)
    sp = kinds.add_parser("scorepad", help="the scorepad of a match, as players keep it on paper")
    sp.add_argument("file", nargs="?", help="a match record (JSON)")
    sp.add_argument("--match", type=id_arg("--match"), metavar="ID", help="a match of the club database instead of a file")
    sp.add_argument("--db", metavar="URL", default=None,
                    help="the club database with --match: a file path or an SQLAlchemy URL "
                         "(default: $BAKEHOUSE_DB, else the data folder's)")
    sp.add_argument("-o", "--output", required=True, help="the PDF file to write")
    sp.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    sp.set_defaults(func=_db_guarded(cmd_scorepad))
    sh = kinds.add_parser("scoresheets", help="blank scoresheets for a round, one page a table")
    sh.add_argument("--event", type=id_arg("--event"), metavar="ID", help="the tables of an event seated in the club database")
    sh.add_argument("--db", metavar="URL", default=None, help="the club database with --event (default: "
                                                                "$BAKEHOUSE_DB, else the data folder's)")
    sh.add_argument("--table", action="append", default=[], metavar="NAMES",
                    help='one table\'s players in seat order, "Ann, Bob, Cat" (repeat for each table)')
    sh.add_argument("--name", default="Club night", help="the event's name printed on every sheet (with --table)")
    sh.add_argument("--round", type=bounded_int("--round", 1, MAX_ROUNDS), default=1, help="the round number (default 1)")
    sh.add_argument("--first-table", type=bounded_int("--first-table", 1, MAX_COUNT), default=1, help="the number of the first table (default 1)")
    sh.add_argument("--ruleset", default="classic", help="the game (default classic; see `bakehouse rulesets`)")
    sh.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a ruleset option")
    sh.add_argument("--date", type=date_arg("--date"), help="the date printed, YYYY-MM-DD")
    sh.add_argument("-o", "--output", required=True, help="the PDF file to write")
    sh.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    sh.set_defaults(func=_db_guarded(cmd_scoresheets))
    se = kinds.add_parser("seating", help="a round's seating for the wall, in large type: by table and by name")
    se.add_argument("--event", type=id_arg("--event"), metavar="ID", required=True, help="the event in the club database")
    se.add_argument("--round", type=bounded_int("--round", 1, MAX_ROUNDS), metavar="N", required=True,
                    help="the seated round")
    se.add_argument("--db", metavar="URL", default=None, help="the club database (default: $BAKEHOUSE_DB, else the "
                                                                "data folder's)")
    se.add_argument("-o", "--output", required=True, help="the PDF file to write")
    se.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    se.set_defaults(func=_db_guarded(cmd_seating))
    sd = kinds.add_parser("standings", help="an event's standings and round results (a league: its season table)")
    sd.add_argument("--event", type=id_arg("--event"), metavar="ID", required=True, help="the event in the club database")
    sd.add_argument("--after-round", type=bounded_int("--after-round", 0, MAX_ROUNDS), metavar="N", help="the standings as they stood after round N")
    sd.add_argument("--db", metavar="URL", default=None, help="the club database (default: $BAKEHOUSE_DB, else the "
                                                                "data folder's)")
    sd.add_argument("-o", "--output", required=True, help="the PDF file to write")
    sd.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    sd.set_defaults(func=_db_guarded(cmd_standings))
    st = kinds.add_parser("stats", help="statistics with charts over match records or the club database")
    st.add_argument("files", nargs="*", metavar="FILE", help="match records (JSON)")
    st.add_argument("--event", type=id_arg("--event"), metavar="ID", help="the matches of an event in the club database")
    st.add_argument("--member", type=id_arg("--member"), metavar="ID", help="a member's matches in the club database")
    st.add_argument("--club", action="store_true", help="every match in the club database")
    st.add_argument("--db", metavar="URL", default=None, help="the club database (default: $BAKEHOUSE_DB, else the "
                                                                "data folder's)")
    st.add_argument("--player", help="one player's statistics (the name as written in the records)")
    st.add_argument("--ruleset", metavar="ID", help="one game's matches only (see bakehouse rulesets)")
    st.add_argument("-o", "--output", required=True, help="the PDF file to write")
    st.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    st.set_defaults(func=_db_guarded(cmd_stats))
