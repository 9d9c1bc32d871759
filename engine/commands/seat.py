"""``bakehouse seat``: seat N players for R rounds and print the schedule as JSON.

Registered by engine/cli.py (its PLUGINS); the seating code is imported when it runs.  The time limit is wall-clock from the start of
the process: start-up already spent is taken off the search's share.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from ..argtypes import MAX_SEED, bounded_int
from ..errors import BakehouseError, phrase
from ..terminal import safe
from ..tournament.tables import MAX_PLAYERS as MAX_SEATED
from ..words import QT_TRANSLATE_NOOP, fill, translate

EXIT_REFUSED = 2
#: players, table size and rounds of ``seat``: at most this many (the search is time-limited, its tables are not)
MAX_PLAYERS = 3600
#: kept back from the limit for writing the answer and leaving
_MARGIN = 0.4
#: kept back for each seat of the answer
_WRITE_PER_SEAT = 4e-6


def _since_start() -> float:
    """Seconds since this process started (Linux /proc), or a cautious guess elsewhere."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.5


def _positive(kind: type[int] | type[float], what: str) -> Any:
    def parse(text: str) -> int | float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(fill(translate("Refusal", "%1 must be a number, not %2"), what, repr(text[:60]))) from None
        if not 0 < value <= 3600:
            raise argparse.ArgumentTypeError(fill(translate("Refusal", "%1 must be more than 0 and at most 3600, not %2"), what, repr(text[:60])))
        return value

    return parse


def cmd_seat(args: argparse.Namespace) -> int:
    from ..tournament.seating import Format, mixer, round_robin
    from ..tournament.tables import TableSizes

    deadline = time.monotonic() + args.time_limit - _since_start() - _MARGIN
    try:
        sizes = TableSizes.parse(args.table_size, args.sizes)
        if args.players < sizes.smallest:
            raise BakehouseError(phrase(QT_TRANSLATE_NOOP("Refusal", "1 player cannot fill a table of %2") if args.players == 1
                                        else QT_TRANSLATE_NOOP("Refusal", "%1 players cannot fill a table of %2"),
                                        args.players, sizes.smallest))
        players = list(range(1, args.players + 1))
        fmt = Format(args.format)
        # writing the answer takes a few microseconds a seat (2,000 players: most of a second
        # over 100 rounds)
        deadline -= _WRITE_PER_SEAT * args.players * (args.rounds if fmt is Format.MIXER else 1)
        budget = max(0.05, deadline - time.monotonic())
        if fmt is Format.ROUND_ROBIN:
            sched = round_robin(players, sizes, seed=args.seed, time_limit=budget)
        else:
            sched = mixer(players, args.rounds, sizes, seed=args.seed, time_limit=budget, deadline=deadline)
    except BakehouseError as e:
        print(safe(e.text()), file=sys.stderr)
        return EXIT_REFUSED
    out: dict[str, Any] = {
        "rounds": [[list(t) for t in rd.tables] for rd in sched.rounds],
        "repeats": sched.repeats,
    }
    if sched.cut_short:
        out["cut_short"] = True
    if any(rd.byes for rd in sched.rounds):
        out["byes"] = [sorted(rd.byes) for rd in sched.rounds]
    if args.json:
        sys.stdout.write(json.dumps(out) + "\n")
    else:
        for i, rd in enumerate(sched.rounds, 1):
            tables = "  ".join("(" + " ".join(map(str, t)) + ")" for t in rd.tables)
            bye = f"  bye: {' '.join(map(str, rd.byes))}" if rd.byes else ""
            sys.stdout.write(f"round {i}: {tables}{bye}\n")
        sys.stdout.write(f"repeat meetings: {sched.repeats} ({sched.method})\n")
        if sched.cut_short:
            sys.stdout.write(f"the time limit ({args.time_limit:g} s) cut the search short: "
                             "with more time, or on a quicker machine, the seating may differ\n")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    s = subparsers.add_parser(
        "seat",
        help="seat N players at tables for R rounds, meeting as many others as possible",
        description="Seat players 1..N for a number of rounds. Repeat meetings (two players "
        "sharing a table again) are kept as few as a fixed amount of search allows, so the same "
        "seed gives the same seating; the time limit is a safety stop, and the output says when it "
        "cut the search short (then the seating depends on the machine's speed).",
    )
    s.add_argument("--players", type=bounded_int("--players", 1, MAX_SEATED), required=True, help="how many players")
    s.add_argument("--table-size", type=bounded_int("--table-size", 1, MAX_PLAYERS), required=True, help="preferred size")
    s.add_argument("--sizes", metavar="LOW-HIGH",
                   help="the table sizes allowed, like 3-5 or 4 (default: the table size and one either side, "
                        "3-5 for tables of 4, so 13 players sit at 5-4-4 rather than one sitting out)")
    s.add_argument("--rounds", type=bounded_int("--rounds", 1, MAX_PLAYERS), default=1, help="how many rounds (default 1)")
    s.add_argument(
        "--format",
        choices=["mixer", "round-robin"],
        default="mixer",
        help="mixer: meet as many as possible; round-robin: the fewest rounds in which all meet",
    )
    s.add_argument("--seed", type=bounded_int("--seed", 0, MAX_SEED), default=0, help="the same seed gives the same seating (default 0)")
    s.add_argument(
        "--time-limit",
        type=_positive(float, "--time-limit"),
        default=20.0,
        help="seconds, start-up included (default 20: a safety stop that a busy machine does not reach "
             "before the search's fixed amount of work is done)",
    )
    s.add_argument("--json", action="store_true", help="print JSON: rounds of tables of player numbers, repeats")
    s.set_defaults(func=cmd_seat)
