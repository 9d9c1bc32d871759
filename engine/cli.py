"""The headless ``bakehouse`` subcommands (replay, verify, simulate, rulesets).

The console script itself is ``desktop.launcher``: with no arguments it opens
the app, with a subcommand it calls :func:`main` here, which never imports Qt.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import BakehouseError

if TYPE_CHECKING:
    from .record import MatchRecord

EXIT_REFUSED = 2


def _read_record(path: str) -> MatchRecord:
    from .errors import RecordError
    from .record import loads

    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise RecordError("record", f"cannot read {path}: {e.strerror or e}") from None
    return loads(data)


def cmd_replay(args: argparse.Namespace) -> int:
    from .record import replay
    from .replay import report

    try:
        rep = replay(_read_record(args.file))
    except BakehouseError as e:
        print(str(e), file=sys.stderr)
        return EXIT_REFUSED
    out = report(rep)
    try:
        sys.stdout.write(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    except UnicodeEncodeError:  # a console that cannot show every name (cp1252): JSON escapes
        sys.stdout.write(json.dumps(out, indent=1) + "\n")
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    from .fairdice import verify
    from .record import replay

    try:
        record = _read_record(args.file)
        replay(record)
    except BakehouseError as e:
        print(str(e), file=sys.stderr)
        return EXIT_REFUSED
    verdict = verify(record)
    line = ("verified: " if verdict.ok else "NOT verified: ") + verdict.message + "\n"
    try:
        sys.stdout.write(line)
    except UnicodeEncodeError:  # a name the console cannot show
        enc = sys.stdout.encoding or "ascii"
        sys.stdout.write(line.encode(enc, "backslashreplace").decode(enc))
    return 0 if verdict.ok else 1


def cmd_rulesets(args: argparse.Namespace) -> int:
    from .rulesets import all_rulesets

    for rs in all_rulesets():
        opts = ", ".join(f"{s.key} (default {s.default_for(2)!r} for two)" for s in rs.option_specs) or "no options"
        print(f"{rs.id:16} {rs.name}: {opts}")
    return 0


#: packages that add subcommands: each has a module with ``register(subparsers)``
#: (engine.store: db, import, export, members; engine.tournament: seat, event).
#: A module not yet written is skipped.  The launcher passes more (reports).
PLUGINS = ("engine.simulate", "engine.store.cli", "engine.tournament.cli")

Registrar = Callable[["argparse._SubParsersAction[argparse.ArgumentParser]"], None]


def build_parser(extra: Sequence[Registrar] = ()) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="bakehouse",
        description="Bakehouse: run dice-game club nights. With no command, opens the app.",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    r = sub.add_parser("replay", help="check a match record against the rules and print its result as JSON")
    r.add_argument("file", help="a match record (JSON)")
    r.set_defaults(func=cmd_replay)
    v = sub.add_parser("verify", help="check the provably fair dice of a match record")
    v.add_argument("file", help="a match record (JSON) with its revealed seed")
    v.set_defaults(func=cmd_verify)
    g = sub.add_parser("rulesets", help="list the games and their options")
    g.set_defaults(func=cmd_rulesets)
    for name in PLUGINS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name is not None and name.startswith(e.name):
                continue  # that package is not part of this build yet
            raise
        module.register(sub)
    for register in extra:
        register(sub)
    return p


def main(argv: Sequence[str] | None = None, extra: Sequence[Registrar] = ()) -> int:
    parser = build_parser(extra)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        print("\nRun `bakehouse` with no arguments to open the app.")
        return 0
    try:
        return int(args.func(args))
    except BrokenPipeError:  # `bakehouse replay x.json | head`
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (stdout stays open until exit)
        return 0


if __name__ == "__main__":
    sys.exit(main())
