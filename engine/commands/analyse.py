"""``bakehouse analyse``: exact turn values and a match's decisions and luck (issue 24).

``bakehouse analyse best --ruleset R [--option k=v ...] [--biscuit B]`` prints the
value of a fresh turn under the best play; ``bakehouse analyse FILE [--json]``
analyses a match record.  The parser only; :mod:`engine.analysis` is imported
when the command runs."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..argtypes import MAX_SCORE, bounded_int
from ..errors import phrase
from ..words import QT_TRANSLATE_NOOP, translate

_biscuit = bounded_int("--biscuit", 0, MAX_SCORE)


def _out(value: Any) -> None:
    sys.stdout.write(json.dumps(value, indent=1, ensure_ascii=False) + "\n")


def cmd_analyse(args: argparse.Namespace) -> int:
    from ..errors import BakehouseError
    from ..terminal import safe

    try:
        if args.target == "best":
            return _best(args)
        if args.ruleset is not None or args.option or args.biscuit is not None:
            said = translate("Refusal", "--ruleset, --option and --biscuit go with `analyse best`, not a record")
            print(f"bakehouse analyse: {said}", file=sys.stderr)
            return 2
        return _record(args)
    except BakehouseError as e:
        print(safe(f"bakehouse analyse: {e.text()}"), file=sys.stderr)
        return 2


def _best(args: argparse.Namespace) -> int:
    from ..analysis import new_solver
    from ..analysis.damn_straight import DamnStraightSolver
    from ..errors import InvalidInputError
    from ..options import parse_options
    from ..rulesets import get_ruleset

    if args.ruleset is None:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "`analyse best` needs --ruleset (see `bakehouse rulesets`)"))
    ruleset = get_ruleset(args.ruleset)
    options = ruleset.make_options(parse_options(ruleset.option_specs, args.option), 2)
    solver = new_solver(ruleset.id, options)
    if args.biscuit is not None and not isinstance(solver, DamnStraightSolver):  # the solver of a game with biscuits
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "--biscuit is for the Damn Straights (C8), not %1"), ruleset.id))
    # C8: the Damn Straights' turn with a biscuit not yet risked, or none
    value = solver.fresh_turn(biscuit=args.biscuit) if isinstance(solver, DamnStraightSolver) else solver.fresh_turn()
    _out({"expected_points": round(value.expected, 9), "p_score": round(value.p_score, 9)})
    return 0


def _record(args: argparse.Namespace) -> int:
    from ..analysis.review import Luck, analyse_record
    from ..record import read_file
    from ..terminal import safe_lines

    analysis = analyse_record(read_file(args.target))
    if args.json:
        _out(analysis.to_json())
        return 0
    lines = [f"{analysis.ruleset}: {', '.join(analysis.players)}"]
    for e in analysis.events:
        if isinstance(e, Luck):
            lines.append(f"turn {e.turn} {e.player}: throw {e.dice}: {e.before:.3f} -> {e.after:.3f}, luck {e.luck:+.3f}")
            continue
        mark = "  MISTAKE" if e.loss > analysis.threshold else ""
        win = ""
        if e.win_loss is not None and e.win_taken is not None:
            win = f"; win chance {e.win_taken:.4f}, best {e.win_best} ({e.win_best_value:.4f}), lost {e.win_loss:.4f}"
        lines.append(
            f"turn {e.turn} {e.player}: {e.taken} ({e.taken_value:.3f}), best {e.best} ({e.best_value:.3f}),"
            f" loss {e.loss:.3f}{mark}{win}"
        )
    for name, s in analysis.summary().items():
        win = f", chance of winning lost {s['win_loss']:.4f}" if "win_loss" in s else ""
        lines.append(
            f"{name}: {s['decisions']} decisions, loss {s['total_loss']:.3f} (average {s['average_loss']:.3f}),"
            f" {s['mistakes']} clear mistakes (loss above {analysis.threshold:g}), luck {s['luck']:+.3f}{win}"
        )
    sys.stdout.write(safe_lines("\n".join(lines) + "\n"))
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser(
        "analyse",
        help="exact turn values: `analyse best --ruleset R`, or a match record's decisions and luck",
    )
    p.add_argument("target", metavar="FILE|best", help="a match record (JSON), or `best` for a fresh turn's value")
    p.add_argument("--json", action="store_true", help="a record's analysis as JSON")
    p.add_argument("--ruleset", default=None, help="with `best`: the game (classic, entrepreneurial, dire-straights, sb or six-by-6)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="with `best`: a ruleset option, e.g. four_twos=yes (see `bakehouse rulesets`)")
    p.add_argument("--biscuit", type=_biscuit, default=None, metavar="B",
                   help="with `best`, the Damn Straights: a biscuit B not yet risked (C8)")
    p.set_defaults(func=cmd_analyse)
