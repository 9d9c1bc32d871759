"""The headless ``bakehouse`` subcommands (replay, verify, simulate, rulesets).

The console script itself is ``desktop.launcher``: with no arguments it opens
the app, with a subcommand it calls :func:`main` here, which never imports Qt.
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import gc
import importlib
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any, NoReturn

from . import words
from .argtypes import bounded_int
from .errors import BakehouseError, RecordError
from .terminal import json_safe, safe, safe_lines
from .words import QT_TRANSLATE_NOOP

EXIT_REFUSED = 2
#: the exit status of a command ended by Ctrl-C (128 + SIGINT), as shells report it
EXIT_INTERRUPTED = 130


def _write(text: str) -> None:
    """Write to standard output; a console that cannot show a character gets an escape."""
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:  # a name the console cannot show (cp1252, ascii)
        enc = sys.stdout.encoding or "ascii"
        sys.stdout.write(text.encode(enc, "backslashreplace").decode(enc))


def _dumps(out: dict[str, Any], compact: bool) -> str:
    indent, seps = (None, (",", ":")) if compact else (1, None)
    text = json_safe(json.dumps(out, indent=indent, separators=seps, ensure_ascii=False))  # no raw bidi or C1
    try:
        text.encode(sys.stdout.encoding or "utf-8")
    except UnicodeEncodeError:  # a console that cannot show every name: JSON escapes
        text = json.dumps(out, indent=indent, separators=seps)
    return text + "\n"


def _replay_line(path: str) -> tuple[str, bool]:
    """One file of a many-file replay: its compact JSON line, and whether it was refused."""
    from .record import read_file, replay
    from .replay import report

    try:
        line: dict[str, Any] = {"file": path, **report(replay(read_file(path)))}
    except BakehouseError as e:
        return _dumps({"file": path, "refused": str(e)}, compact=True), True
    return _dumps(line, compact=True), False


def _quiet_worker() -> None:
    """A worker leaves Ctrl-C to the command (one line, exit 130), never a traceback."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _fewer_collections()


def _fewer_collections() -> None:
    """Many records, one after another: a record's objects are freed by reference
    counting as soon as its line is written, so the cycle collector is run less
    often (it cost about 5% of a replay), and never over the modules already imported."""
    import gc

    gc.freeze()
    gc.set_threshold(20_000, 20, 20)


#: fewer files than this are read in this process (starting workers costs more than it saves)
PARALLEL_FROM = 32


def _jobs(requested: int | None, files: int) -> int:
    if requested is not None:
        return requested
    return 1 if files < PARALLEL_FROM else min(os.cpu_count() or 1, 8)


def _each_file(work: Callable[[str], Any], files: list[str], jobs: int | None) -> Iterator[Any]:
    """``work(file)`` for each file, in order: in this process, or shared among
    worker processes (each record is independent); Ctrl-C or a closed pipe stops
    the workers at once."""
    n = _jobs(jobs, len(files))
    if n <= 1:
        if len(files) > 1:
            _fewer_collections()
        yield from map(work, files)
        return
    import multiprocessing

    pool = multiprocessing.Pool(n, initializer=_quiet_worker)
    try:
        yield from pool.imap(work, files, chunksize=max(1, min(8, len(files) // (n * 8))))
    except BaseException:
        pool.terminate()
        raise
    pool.close()
    pool.join()


def cmd_replay(args: argparse.Namespace) -> int:
    """One file: its result as JSON, or its refusal on standard error (exit 2).
    Several files: one compact JSON object a line, in the order given, each
    naming its file, a refused file with its refusal; exit 2 if any was refused.
    Many files are shared among worker processes (``--jobs``, default one per
    core from 32 files on): each record is independent, the lines come out in
    order all the same."""
    from .record import read_file, replay
    from .replay import report

    files: list[str] = args.files
    if len(files) == 1:
        try:
            out = report(replay(read_file(files[0])))
        except BakehouseError as e:
            print(safe(e.text()), file=sys.stderr)  # the locale's words, if it asks for a language (#32)
            return EXIT_REFUSED
        _write(_dumps(out, compact=False))
        return 0
    refused = False
    for text, was_refused in _each_file(_replay_line, files, args.jobs):
        refused |= was_refused
        _write(text)
    return EXIT_REFUSED if refused else 0


#: ``--jobs``: a whole number from 1 to 64 (engine/argtypes.py, as every number a command takes)
_positive = bounded_int("--jobs", 1, 64)


def cmd_verify(args: argparse.Namespace) -> int:
    """Each file: ``verified: ...`` or ``NOT verified: ...`` (several files: each
    line starts with the file's name); exit 2 if a record was refused, else 1
    if any did not verify."""
    files: list[str] = args.files
    worst = 0
    for out, err, code in _each_file(_verify_line if len(files) > 1 else _verify_one, files, args.jobs):
        if err:
            print(safe(err), file=sys.stderr)
        if out:
            _write(safe_lines(out))
        worst = max(worst, code)
    return worst


def _verify_one(path: str, prefix: str = "") -> tuple[str, str, int]:
    """One file's verdict: (standard output, standard error, exit status)."""
    from .fairdice import verify
    from .record import display_path, read_file

    try:
        verdict = verify(read_file(path))
    except BakehouseError as e:  # a refusal of the file itself names it already
        named = isinstance(e, RecordError) and e.place == display_path(path)
        return "", ("" if named else prefix) + e.text(), EXIT_REFUSED
    return prefix + ("verified: " if verdict.ok else "NOT verified: ") + verdict.message + "\n", "", 0 if verdict.ok else 1


def _verify_line(path: str) -> tuple[str, str, int]:
    """One of several files: its lines start with its name."""
    return _verify_one(path, f"{path}: ")


def cmd_rulesets(args: argparse.Namespace) -> int:
    from .rulesets import all_rulesets

    for rs in all_rulesets():
        opts = ", ".join(f"{s.key} (default {s.default_for(2)!r} for two)" for s in rs.option_specs) or "no options"
        print(f"{rs.id:16} {rs.name}: {opts}")
    return 0


#: modules that add subcommands, each with ``register(subparsers)`` (engine/commands): their
#: parsers only, argparse and nothing heavier; a command imports what it needs when it runs, so
#: ``bakehouse --help`` and ``seat`` never load the store (SQLAlchemy) or the games they do not use.
#: The launcher passes more (reports).
PLUGINS = ("engine.commands.simulate", "engine.commands.db", "engine.commands.seat", "engine.commands.events",
           "engine.commands.analyse", "engine.commands.serve")

Registrar = Callable[[Any], None]  # called with the subparsers action


class _Parser(argparse.ArgumentParser):
    """Refuses bad arguments in one line (``bakehouse simulate: error: ...``),
    pointing at ``--help`` instead of printing the whole usage (in the command line's language)."""

    def error(self, message: str) -> NoReturn:
        said = words.fill(words.translate("CommandLine", "%1: error: %2 (see %1 --help)"), self.prog, message)
        self.exit(EXIT_REFUSED, safe(said) + "\n")


#: argparse's own words in a refused argument, marked for lupdate under the context "argparse":
#: argparse says them through gettext (``argparse._``), which :func:`_argparse_speaks` points at
#: the command line's catalogue while :func:`main` runs (#32).  Its placeholders are Python's
#: (``%s``, ``%(value)r``), kept as they are in every language.  ``--help`` stays English whole
#: (its headings too: a German heading over English help texts would read worse than either).
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s argument"),
    QT_TRANSLATE_NOOP("argparse", "expected %s arguments"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "one of the arguments %s is required"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "unknown parser %(parser_name)r (choices: %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "can't open '%(filename)s': %(error)s"),
)


@contextlib.contextmanager
def _argparse_speaks() -> Iterator[None]:
    """argparse's gettext calls answered from the command line's catalogue (context "argparse")
    while the command line parses; as they were afterwards (the app and the tests call :func:`main`
    in their own process).  English: argparse's own words, unchanged."""
    said = getattr(argparse, "_", None)
    said_n = getattr(argparse, "ngettext", None)
    if said is None or said_n is None or words.language() == "en":
        yield
        return

    def one(text: str) -> str:
        return words.translate("argparse", text)

    def counted(one_text: str, many_text: str, n: int) -> str:
        return words.translate("argparse", one_text if n == 1 else many_text)

    argparse._ = one  # type: ignore[attr-defined]
    argparse.ngettext = counted  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = said  # type: ignore[attr-defined]
        argparse.ngettext = said_n  # type: ignore[attr-defined]


class _Skipped:
    """The parser of a command that was not asked for: every call is accepted and builds nothing."""

    def __getattr__(self, name: str) -> Callable[..., _Skipped]:
        return lambda *args, **kwargs: self


class _OneCommand:
    """The subparsers as the plugins see them when the command line names one command: its
    parser is built, every other is skipped (``bakehouse members list`` does not build the
    forty-odd parsers of the other commands and their actions, some 3% of its start, #17)."""

    def __init__(self, sub: Any, wanted: str) -> None:
        self.sub = sub
        self.wanted = wanted
        self.found = False

    def add_parser(self, name: str, **kwargs: Any) -> Any:
        if name != self.wanted and self.wanted not in kwargs.get("aliases", ()):
            return _Skipped()
        self.found = True
        return self.sub.add_parser(name, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.sub, name)


def _command_word(argv: Sequence[str] | None) -> str | None:
    """The command the arguments name (their first word), None for ``--help`` or none at all."""
    args = sys.argv[1:] if argv is None else list(argv)
    return args[0] if args and not args[0].startswith("-") else None


def build_parser(extra: Sequence[Registrar] = (), only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with ``only`` (a command's name) the plugins build that command's
    parser alone (the others are absent: :func:`main` builds them all when ``only`` is none of them)."""
    p = _Parser(
        prog="bakehouse",
        description="Bakehouse: run dice-game club nights. With no command, opens the app.",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    r = sub.add_parser("replay", help="check a match record against the rules and print its result as JSON")
    r.add_argument("files", nargs="+", metavar="FILE", help="match records (JSON); several give one JSON line each")
    r.add_argument("--jobs", "-j", type=_positive, default=None, metavar="N",
                   help=f"worker processes for many files (default: one per core from {PARALLEL_FROM} files on)")
    r.set_defaults(func=cmd_replay)
    v = sub.add_parser("verify", help="check the provably fair dice of a match record")
    v.add_argument("files", nargs="+", metavar="FILE", help="match records (JSON) with their revealed seeds")
    v.add_argument("--jobs", "-j", type=_positive, default=None, metavar="N",
                   help=f"worker processes for many files (default: one per core from {PARALLEL_FROM} files on)")
    v.set_defaults(func=cmd_verify)
    g = sub.add_parser("rulesets", help="list the games and their options")
    g.set_defaults(func=cmd_rulesets)
    target: Any = sub if only is None else _OneCommand(sub, only)
    for name in PLUGINS:
        importlib.import_module(name).register(target)
    for register in extra:
        register(target)
    if only is not None and not target.found and only not in sub.choices:
        return build_parser(extra)  # a word no command has: the whole parser says so
    return p


def _start_quickly() -> bool:
    """A database command imports some three hundred modules (SQLAlchemy, sqlmodel, pydantic)
    before its first query.  While they load the cycle collector is off: each of its passes walks
    the whole growing heap of new classes and functions (one pass over some 100,000 objects took
    ~25 ms of ``bakehouse event list``), and reference counting frees almost everything a command
    makes as soon as it is done with it.  :func:`_settle` turns it back on; True when it was on."""
    was_on = gc.isenabled()
    gc.disable()
    if _end_quickly not in _AT_EXIT:
        _AT_EXIT.append(_end_quickly)
        atexit.register(_end_quickly)
    return was_on


_AT_EXIT: list[Callable[[], None]] = []


def _end_quickly() -> None:
    """At exit (before the interpreter's own clean-up): no collector pass.  Python ends by walking
    every object it holds for cycles, twice, the whole heap of SQLAlchemy and sqlmodel (some
    120,000 objects: a third of ``bakehouse event list``'s time on a busy machine); frozen and with
    the collector off, it frees what reference counting frees and gives the rest back to the system
    with the process.  Files and databases are closed by then (every command closes its own)."""
    gc.disable()
    gc.freeze()


def _settle(args: argparse.Namespace, frozen: list[bool], was_on: bool) -> None:
    """The collector back on before the command runs (if it was on: the app keeps it off on
    purpose, desktop/jobs.py, and so it stays when the app or a test calls the command line).  A
    database command (``--db``) first loads the store with it off; what is loaded by then is frozen
    (left out of every later pass, until :func:`main` returns), and the thresholds are raised so
    that what the command itself imports later is rarely walked."""
    if hasattr(args, "db"):
        importlib.import_module("engine.services.database")  # the store's engines, through the services
    if gc.get_freeze_count() == 0:  # nobody else froze objects: main unfreezes what it froze
        gc.freeze()
        frozen.append(True)
    if gc.get_threshold()[0] < 100_000:
        gc.set_threshold(100_000, 20, 20)
    if was_on:
        gc.enable()


def main(argv: Sequence[str] | None = None, extra: Sequence[Registrar] = ()) -> int:
    was_on = _start_quickly()
    frozen: list[bool] = []
    try:
        # the command line's words, numbers and dates: $BAKEHOUSE_LANGUAGE, else the locale (#32);
        # before the parser is built: argparse's words and a refused argument speak it too
        words.install(words.from_environment())
        with _argparse_speaks():
            parser = build_parser(extra, only=_command_word(argv))
            try:
                args = parser.parse_args(argv)
            except SystemExit as e:  # --help, or arguments refused in one line
                return e.code if isinstance(e.code, int) else EXIT_REFUSED
            if args.command is None:
                parser.print_help()
                print("\n" + words.translate("CommandLine", "Run `bakehouse` with no arguments to open the app."))
                return 0
        _settle(args, frozen, was_on)
        return int(args.func(args))
    except BrokenPipeError:  # `bakehouse replay x.json | head`
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (stdout stays open until exit)
        return 0
    except KeyboardInterrupt:
        return interrupted()
    finally:
        if frozen:
            gc.unfreeze()
        if was_on:
            gc.enable()
        else:
            gc.disable()


def interrupted() -> int:
    """Ctrl-C: one line, no traceback, exit 130."""
    with contextlib.suppress(OSError, ValueError):
        sys.stdout.flush()
    with contextlib.suppress(OSError, ValueError):
        print(words.translate("CommandLine", "bakehouse: interrupted"), file=sys.stderr)
    return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
