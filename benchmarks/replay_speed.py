"""Replay speed: ``bakehouse replay`` on many Classic records in one process.

Target (issue 8, section 5): at least 1,000 Classic games replayed in 2 s.
The records are whole two-player bot games (``engine.bots``, dice from the
provably fair stream), written into a temporary folder; the command is run as
a user runs it, in a fresh process, and its wall time is printed: as it runs by
default (one worker per core for many files), then in one process (``--jobs 1``).
The load average is printed too: on a shared machine the figures move with it.

Run: ``make bench`` or ``.venv/bin/python benchmarks/replay_speed.py [--games N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import native  # noqa: E402
from engine.simulate import bot_record as bot_game  # noqa: E402

TARGET_GAMES, TARGET_SECONDS = 1000, 2.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=TARGET_GAMES, help=f"records to replay (default {TARGET_GAMES})")
    ap.add_argument("--ruleset", default="classic")
    args = ap.parse_args()
    print(native.status())
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        paths = []
        events = 0
        for seed in range(args.games):
            rec = bot_game(args.ruleset, seed)
            events += sum(len(t["events"]) for t in rec["turns"])
            path = Path(tmp) / f"game-{seed:05d}.json"
            path.write_text(json.dumps(rec), encoding="utf-8")
            paths.append(str(path))
        made = time.perf_counter() - t0
        cli = [sys.executable, "-c", "import sys; from engine.cli import main; sys.exit(main())"]
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        for command in ("replay", "replay --jobs 1", "verify"):
            t0 = time.perf_counter()
            done = subprocess.run([*cli, *command.split(), *paths], env=env, cwd=ROOT, capture_output=True, text=True)
            elapsed = time.perf_counter() - t0
            lines = done.stdout.splitlines()
            print(
                f"bakehouse {command} of {args.games:,} {args.ruleset} games ({events:,} events): {elapsed:.2f} s wall, "
                f"{args.games / elapsed:,.0f} games/s, exit {done.returncode}, {len(lines)} lines"
                + (f"  (target {TARGET_GAMES:,} in {TARGET_SECONDS:.0f} s: "
                   f"{'ok' if elapsed * TARGET_GAMES / args.games <= TARGET_SECONDS else 'BELOW'})" if command.startswith("replay") else "")
            )
            if done.returncode != 0:
                print(done.stderr.strip()[:500], file=sys.stderr)
        print(f"(writing the {args.games:,} records took {made:.1f} s; {os.cpu_count()} cores, "
              f"load average {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
