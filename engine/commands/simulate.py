"""``bakehouse simulate``: the parser; the games are played by :mod:`engine.simulate`,
imported when the command runs (so ``bakehouse --help`` does not load every game)."""

from __future__ import annotations

import argparse
from typing import Any


def cmd_simulate(args: argparse.Namespace) -> int:
    from ..simulate import cmd_simulate as run

    return run(args)


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="play whole games with bots in every seat and print statistics as JSON")
    p.add_argument("--ruleset", required=True, help="classic, entrepreneurial, six-by-6, dire-straights or sb")
    p.add_argument("--players", default="2", metavar="N", help="players at the table, 2 to 12 (default 2)")
    p.add_argument("--games", default="100", metavar="N", help="games to play (default 100)")
    p.add_argument("--seed", default="0", metavar="S", help="seed of the dice (default 0)")
    p.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="a ruleset option, e.g. target=80 or box_rules=yes (see `bakehouse rulesets`)",
    )
    p.add_argument("--bot", choices=("basic", "expert", "expert-win"), default="basic",
                   help="basic: each game's heuristic bot (the default); expert: the best play of the exact "
                        "solvers for the turn's points (its mean agrees with `analyse best` where a turn's value "
                        "depends on neither the biscuit nor the total: SB and Dire Straights without four twos; "
                        "Classic, Entrepreneurial (the biscuit, C10) and four twos (the total, D6) differ by "
                        "design); expert-win: "
                        "the best play for the win where there are win tables (two-player Dire Straights, "
                        "engine/analysis/win.py; SB's last turns), else as expert")
    p.set_defaults(func=cmd_simulate)
