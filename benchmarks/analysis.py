"""Decision analysis speed (issue 24): time to build each game's tables, time to
analyse a match of about 100 turns once they are built, and the expert bot's
simulation speed.  Printed, not asserted (a shared machine moves the figures).

Run: ``.venv/bin/python benchmarks/analysis.py``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.analysis import new_solver  # noqa: E402
from engine.analysis.expert import ExpertBot  # noqa: E402
from engine.analysis.review import analyse_record  # noqa: E402
from engine.bots import bot_for  # noqa: E402
from engine.dice import HmacDice  # noqa: E402
from engine.record import loads  # noqa: E402
from engine.rulesets import get_ruleset  # noqa: E402
from engine.simulate import bot_record, play_game, simulate  # noqa: E402

#: a target that makes a two-player bot game last about 100 turns
LONG_TARGET = 700


def main() -> int:
    print(f"load average {os.getloadavg()[0]:.2f}")
    for rid, options in (("dire-straights", {}), ("dire-straights", {"four_twos": True}), ("sb", {}), ("six-by-6", {})):
        rs = get_ruleset(rid)
        t0 = time.perf_counter()
        solver = new_solver(rs.id, rs.make_options(options, 2))
        value = solver.fresh_turn()
        dt = time.perf_counter() - t0
        print(f"{rid} {options or 'defaults'}: tables built in {dt:.3f} s, {solver.size} turn states, "
              f"fresh turn {value.expected:.4f} points, scores with {value.p_score:.4f}")
    doc = bot_record("dire-straights", 1, options={"target": LONG_TARGET})
    record = loads(json.dumps(doc).encode(), "bench.json")
    analyse_record(record)  # the tables
    t0 = time.perf_counter()
    analysis = analyse_record(record)
    dt = time.perf_counter() - t0
    turns = len(doc["turns"])
    print(f"analysed a {turns}-turn match ({len(analysis.decisions)} decisions, {len(analysis.throws)} throws) "
          f"in {dt:.3f} s (target < 1 s)")
    for rid in ("dire-straights", "sb"):
        for bot in ("basic", "expert"):
            t0 = time.perf_counter()
            stats = simulate(rid, 2, 1000, seed=3, bot=bot)
            dt = time.perf_counter() - t0
            print(f"{rid} simulate --bot {bot}: 1000 games, {stats.turns} turns in {dt:.2f} s "
                  f"({stats.turns / dt:,.0f} turns/s), mean turn points {stats.points / stats.turns:.4f}")
        head_to_head(rid, 2000)
    return 0


def head_to_head(rid: str, games: int) -> None:
    """The expert bot against the basic bot, seats alternating (the roll-off decides who starts)."""
    rs = get_ruleset(rid)
    options = rs.make_options({}, 2)
    dice = HmacDice.from_int(11)
    expert, basic = ExpertBot(rid, options), bot_for(rid)
    wins = 0.0
    for g in range(games):
        bots = [expert, basic] if g % 2 == 0 else [basic, expert]
        winners = play_game(rs, 2, options, dice, bots).results().winners
        mine = g % 2
        wins += (1 / len(winners)) if mine in winners else 0.0
    p = wins / games
    print(f"{rid}: expert against basic, {games} games: expert wins {p:.3f} "
          f"(+- {(p * (1 - p) / games) ** 0.5:.3f})")


if __name__ == "__main__":
    sys.exit(main())
