"""Engine speed: turns per second for each ruleset, through the same code path
as ``bakehouse simulate`` (bots choosing among legal actions, dice from the
provably fair stream).  Targets on one core: Six By 6 >= 10,000 turns/s,
Classic >= 5,000 turns/s.

Run: ``make bench`` or ``.venv/bin/python benchmarks/engine_speed.py [--seconds S]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.rulesets import all_rulesets  # noqa: E402
from engine.simulate import simulate  # noqa: E402

TARGETS = {"six-by-6": 10_000, "classic": 5_000}


def measure(ruleset_id: str, seconds: float) -> tuple[int, int, float]:
    games = turns = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        stats = simulate(ruleset_id, 2, 20, seed)
        games += stats.games
        turns += stats.turns
        seed += 1
    return games, turns, time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="time per ruleset (default 3)")
    args = ap.parse_args()
    print(f"{'ruleset':16} {'games':>7} {'turns':>9} {'turns/s':>10}  target")
    for rs in all_rulesets():
        games, turns, elapsed = measure(rs.id, args.seconds)
        rate = turns / elapsed
        target = TARGETS.get(rs.id)
        verdict = "" if target is None else f"{target:>6,}  {'ok' if rate >= target else 'BELOW'}"
        print(f"{rs.id:16} {games:7d} {turns:9d} {rate:10,.0f}  {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
