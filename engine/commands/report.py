"""``bakehouse report ...``: PDF reports from the command line (issue 28: with the other commands).

The parser is registered like the other commands' (argparse and nothing heavier); the store is
reached through the services only (engine/services/reports.py gathers what a report is drawn
from, as plain values) and the PDF is drawn by ``reports/``, which the engine never imports (the
``engine-headless`` contract): the launcher (desktop/launcher.py) hands the drawing in
(:class:`Drawing`, the functions of ``reports.club``, loaded when a report is made) when it
registers this command, so
``python -m engine`` has no ``report`` command and the console script ``bakehouse`` has.
Every failure is one line on standard error and exit status 2; nothing is written unless the
whole PDF was made.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from ..argtypes import MAX_COUNT, MAX_ROUNDS, bounded_int, date_arg, id_arg
from ..errors import BakehouseError, Phrase, whole
from ..terminal import safe
from ..words import QT_TRANSLATE_NOOP, fill, translate

if TYPE_CHECKING:
    from ..figures import EventSheets, PrintedStandings, ScopeStatistics, SkillFigures, StoredScorepad
    from ..record import MatchRecord

EXIT_REFUSED = 2


class Drawing(Protocol):
    """What draws the reports (the module ``reports.club``): plain values in, PDF bytes out."""

    def stored_scorepad_pdf(self, stored: StoredScorepad, paper: str = ...) -> bytes: ...

    def record_scorepad_pdf(self, record: MatchRecord, paper: str = ...) -> bytes: ...

    def scoresheets_pdf(self, sheets: EventSheets, round_number: int, paper: str = ...,
                        date: str | None = ...) -> bytes: ...

    def table_scoresheets_pdf(self, name: str, round_number: int, first_table: int,
                              tables: Sequence[tuple[str, ...]], ruleset: str, options: Mapping[str, Any],
                              date: str | None, paper: str = ...) -> bytes: ...

    def seating_pdf(self, sheets: EventSheets, round_number: int, paper: str = ...) -> bytes: ...

    def standings_pdf(self, given: PrintedStandings, paper: str = ...) -> bytes: ...

    def stats_pdf(self, given: ScopeStatistics, paper: str = ...) -> bytes: ...

    def stats_json(self, given: ScopeStatistics) -> dict[str, object]: ...

    def record_stats_json(self, records: Sequence[MatchRecord], player: str | None,
                          ruleset: str | None) -> dict[str, object]: ...

    def record_stats_pdf(self, records: Sequence[MatchRecord], player: str | None, ruleset: str | None,
                         skill: SkillFigures, paper: str = ...) -> bytes: ...


def _write(data: bytes, out: str) -> None:
    """Write atomically: a failed or interrupted report leaves no half file."""
    from ..files import write_atomically

    write_atomically(out, data)  # through symlinks; never over a device, pipe or folder


def _made(make: Callable[[], bytes], out: str) -> int:
    """Make the PDF and write it whole, or say in one line why not (exit 2)."""
    try:
        _write(make(), out)
    except (BakehouseError, OSError) as e:
        print(_one_line(e), file=sys.stderr)
        return EXIT_REFUSED
    print(fill(translate("CommandLine", "wrote %1"), safe(out)))
    return 0


def _refused(e: BaseException) -> int:
    print(_one_line(e), file=sys.stderr)
    return EXIT_REFUSED


class _Commands:
    """The five reports, drawing with the drawing they were given."""

    def __init__(self, drawing: Callable[[], Drawing]) -> None:
        self.load = drawing

    @property
    def drawing(self) -> Drawing:
        return self.load()

    def scorepad(self, args: argparse.Namespace) -> int:
        from ..record import read_file

        draw = self.drawing
        if (args.file is None) == (args.match is None):
            return _refused(BakehouseError(QT_TRANSLATE_NOOP("Refusal", "give a match record FILE or --match ID (from the club database), one of them")))  # noqa: E501
        if args.match is not None:
            from ..services.reports import stored_scorepad

            return _made(lambda: draw.stored_scorepad_pdf(stored_scorepad(args.db, args.match), args.paper),
                         args.output)
        return _made(lambda: draw.record_scorepad_pdf(read_file(args.file), args.paper), args.output)

    def stats(self, args: argparse.Namespace) -> int:
        from ..rulesets import get_ruleset

        draw = self.drawing
        try:
            if args.ruleset is not None:
                get_ruleset(args.ruleset)  # an unknown game: one line naming the known ones
            player = args.player
            chosen = [x for x in (args.event, args.member, args.club or None) if x is not None]
            if bool(args.files) == bool(chosen) or len(chosen) > 1:
                raise BakehouseError(QT_TRANSLATE_NOOP("Refusal", "give match record FILEs, or one of --event ID, --member ID, --club (the database)"))  # noqa: E501
            if chosen and player is not None:
                raise BakehouseError(QT_TRANSLATE_NOOP("Refusal", "--player goes with match record FILEs; in the database choose --member ID"))  # noqa: E501
            if args.versus is not None and not chosen:
                raise BakehouseError(QT_TRANSLATE_NOOP("Refusal", "--versus ID ID compares two members of the club database: give it with --club, --event ID or --member ID"))  # noqa: E501
            if args.json == (args.output is not None):
                raise BakehouseError(QT_TRANSLATE_NOOP("Refusal", "give -o FILE for the PDF, or --json to print the figures, one of them"))  # noqa: E501
        except BakehouseError as e:
            return _refused(e)
        if args.json:
            return _printed_json(lambda: draw.stats_json(scope_statistics_of(args)) if chosen else
                                 draw.record_stats_json(_records(args.files), player, args.ruleset))
        if chosen:
            return _made(lambda: draw.stats_pdf(scope_statistics_of(args), args.paper), args.output)

        def from_files() -> bytes:
            from ..services.analysis import record_skill

            records = _records(args.files)
            return draw.record_stats_pdf(records, player, args.ruleset, record_skill(records, player, args.ruleset),
                                         args.paper)

        return _made(from_files, args.output)

    def standings(self, args: argparse.Namespace) -> int:
        from ..services.reports import event_standings

        return _made(lambda: self.drawing.standings_pdf(event_standings(args.db, args.event, args.after_round),
                                                        args.paper), args.output)

    def seating(self, args: argparse.Namespace) -> int:
        from ..services.reports import event_sheets

        return _made(lambda: self.drawing.seating_pdf(event_sheets(args.db, args.event), args.round, args.paper),
                     args.output)

    def scoresheets(self, args: argparse.Namespace) -> int:
        draw = self.drawing
        if bool(args.table) == (args.event is not None):
            return _refused(BakehouseError(QT_TRANSLATE_NOOP("Refusal", "give --event ID (seated in the club database) or each table's players with --table \"Ann, Bob, Cat\", one of them")))  # noqa: E501
        if args.event is not None:
            from ..services.reports import event_sheets

            return _made(lambda: draw.scoresheets_pdf(event_sheets(args.db, args.event), args.round, args.paper,
                                                      _iso(args.date)), args.output)

        def from_tables() -> bytes:
            from ..options import parse_options
            from ..rulesets import get_ruleset

            ruleset = get_ruleset(args.ruleset)
            options = parse_options(ruleset.option_specs, args.option)
            tables = [tuple(p.strip() for p in t.split(",")) for t in args.table]
            return draw.table_scoresheets_pdf(args.name, args.round, args.first_table, tables, ruleset.id, options,
                                              _iso(args.date), args.paper)

        return _made(from_tables, args.output)


def scope_statistics_of(args: argparse.Namespace) -> ScopeStatistics:
    """The statistics ``report stats --member | --event | --club`` asks for (engine/services/reports.py)."""
    from ..services.reports import scope_statistics

    versus = None if args.versus is None else (args.versus[0], args.versus[1])
    return scope_statistics(args.db, member=args.member, event=args.event, ruleset=args.ruleset, versus=versus,
                            progress=_analysing())


def _analysing() -> Callable[[int, int], None] | None:
    """On a terminal, how far the first analysis of matches not stored yet has come (issue 29: each
    match's skill and luck are analysed once, then read; an upgraded club's first statistics
    analyse its whole history): one line on standard error, rewritten, cleared when done."""
    if not sys.stderr.isatty():
        return None
    shown = [-1]

    def progress(done: int, total: int) -> None:
        percent = done * 100 // total
        if percent != shown[0]:
            shown[0] = percent
            end = "\r\033[K" if done == total else ""
            print(f"\ranalysing the matches' throws once (kept for next time): {done} of {total}{end}",
                  end="", file=sys.stderr, flush=True)

    return progress


def _printed_json(make: Callable[[], dict[str, object]]) -> int:
    """Print the figures as JSON on standard output, or say in one line why not (exit 2)."""
    import json

    try:
        shown = make()
    except BakehouseError as e:
        return _refused(e)
    print(json.dumps(shown, ensure_ascii=False, indent=2))
    return 0


def _records(files: Sequence[str]) -> list[MatchRecord]:
    """The match record files, each played through the rules (a refused record is named by its file)."""
    from ..record import display_path, read_file, replay

    records = []
    for path in files:
        try:
            records.append(read_file(path))
            replay(records[-1])
        except BakehouseError as e:
            name = display_path(path)
            raise BakehouseError(whole(e) if str(e).startswith(name) else Phrase("%1: %2", (name, whole(e)))) from None
    return records


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
            from ..services.database import failure_line

            print(safe(failure_line(e)), file=sys.stderr)
            return EXIT_REFUSED

    return run


def _one_line(e: BaseException) -> str:
    """The refusal in one line, in the command line's language (#32)."""
    if isinstance(e, OSError):
        return safe(fill(translate("CommandLine", "cannot write the report: %1"), e.strerror or e))
    said = e.text() if isinstance(e, BakehouseError) else str(e)
    return safe(said.splitlines()[0]) if said else type(e).__name__


def register(sub: Any, drawing: Callable[[], Drawing]) -> None:
    """``bakehouse report``'s parsers (argparse only), its commands drawing with what ``drawing()``
    gives (called when a report is made: nothing heavy is imported to parse)."""
    run = _Commands(drawing)
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
    sp.set_defaults(func=_db_guarded(run.scorepad))
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
    sh.set_defaults(func=_db_guarded(run.scoresheets))
    se = kinds.add_parser("seating", help="a round's seating for the wall, in large type: by table and by name")
    se.add_argument("--event", type=id_arg("--event"), metavar="ID", required=True, help="the event in the club database")
    se.add_argument("--round", type=bounded_int("--round", 1, MAX_ROUNDS), metavar="N", required=True,
                    help="the seated round")
    se.add_argument("--db", metavar="URL", default=None, help="the club database (default: $BAKEHOUSE_DB, else the "
                                                                "data folder's)")
    se.add_argument("-o", "--output", required=True, help="the PDF file to write")
    se.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    se.set_defaults(func=_db_guarded(run.seating))
    sd = kinds.add_parser("standings", help="an event's standings and round results (a league: its season table)")
    sd.add_argument("--event", type=id_arg("--event"), metavar="ID", required=True, help="the event in the club database")
    sd.add_argument("--after-round", type=bounded_int("--after-round", 0, MAX_ROUNDS), metavar="N", help="the standings as they stood after round N")
    sd.add_argument("--db", metavar="URL", default=None, help="the club database (default: $BAKEHOUSE_DB, else the "
                                                                "data folder's)")
    sd.add_argument("-o", "--output", required=True, help="the PDF file to write")
    sd.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    sd.set_defaults(func=_db_guarded(run.standings))
    st = kinds.add_parser("stats", help="statistics with charts over match records or the club database")
    st.add_argument("files", nargs="*", metavar="FILE", help="match records (JSON)")
    st.add_argument("--event", type=id_arg("--event"), metavar="ID", help="the matches of an event in the club database")
    st.add_argument("--member", type=id_arg("--member"), metavar="ID", help="a member's matches in the club database")
    st.add_argument("--club", action="store_true", help="every match in the club database")
    st.add_argument("--db", metavar="URL", default=None, help="the club database (default: $BAKEHOUSE_DB, else the "
                                                                "data folder's)")
    st.add_argument("--player", help="one player's statistics (the name as written in the records)")
    st.add_argument("--ruleset", metavar="ID", help="one game's matches only (see bakehouse rulesets)")
    st.add_argument("--versus", nargs=2, type=id_arg("--versus"), metavar="ID",
                    help="two members head to head over the tables counted (member ids, see bakehouse members list)")
    st.add_argument("-o", "--output", help="the PDF file to write")
    st.add_argument("--json", action="store_true",
                    help="print the figures as JSON (players, places, head to head) instead of writing a PDF")
    st.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    st.set_defaults(func=_db_guarded(run.stats))
