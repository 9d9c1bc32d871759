"""Tournament speed and quality, printed (never asserted in tests).

- seating one round of 200 players (tables of 4, 3-5 allowed) after 7 rounds: target <= 1 s;
- an 8-round mixer for 40 players in fours: target <= 5 s, repeats beside the best known
  (0: a resolvable design for 40 players in fours has 13 rounds), once from the known design
  and once by the search alone;
- standings for 200 players after 8 rounds: target <= 50 ms.

Run: ``.venv/bin/python benchmarks/tournament.py``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.tournament.results import TableResult  # noqa: E402
from engine.tournament.seating import count_repeats, mixer, seat_round  # noqa: E402
from engine.tournament.standings import standings  # noqa: E402
from engine.tournament.tables import TableSizes  # noqa: E402


def _line(what: str, seconds: float, target: float, extra: str = "") -> None:
    verdict = "ok" if seconds <= target else "SLOW"
    print(f"{what:52} {seconds * 1000:9.1f} ms  (target <= {target * 1000:.0f} ms, {verdict}){extra}")


def seat_200() -> None:
    players = list(range(200))
    sizes = TableSizes(4, 3, 5)
    history = list(mixer(players, 7, sizes, seed=1, time_limit=5).rounds)
    start = time.perf_counter()
    rd = seat_round(players, sizes, history=history, seed=2, time_limit=0.9)
    took = time.perf_counter() - start
    new = count_repeats([*history, rd]) - count_repeats(history)
    _line("seat round 8 of 200 players (after 7 rounds)", took, 1.0, f"  repeats added: {new}")


def mixer_40() -> None:
    players = list(range(1, 41))
    for label, designs in (("design", True), ("search alone", False)):
        start = time.perf_counter()
        sched = mixer(players, 8, TableSizes.exactly(4), seed=1, time_limit=4.8, designs=designs)
        took = time.perf_counter() - start
        _line(f"8-round mixer, 40 players in fours ({label})", took, 5.0, f"  repeats {sched.repeats}, best known 0")


def standings_200() -> None:
    rng = random.Random(3)
    players = list(range(200))
    results = []
    for _ in range(8):
        rng.shuffle(players)
        for i in range(0, 200, 4):
            tab = players[i : i + 4]
            results.append(TableResult.from_scores(tab, [rng.randrange(100) for _ in tab]))
    times = []
    for _ in range(5):  # the best of five: a busy machine only adds to a time
        start = time.perf_counter()
        rows = standings(results, players=players)
        times.append(time.perf_counter() - start)
    _line("standings for 200 players after 8 rounds (best of 5)", min(times), 0.05, f"  ({len(rows)} rows)")


def seat_command_limit() -> None:
    """`bakehouse seat --time-limit 5` on a case with no known repeat-free schedule: the
    whole process, start to exit, must end within the limit."""
    import json
    import subprocess

    cmd = [sys.executable, "-m", "engine", "seat", "--players", "24", "--table-size", "4", "--rounds", "8",
           "--time-limit", "5", "--json"]
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parents[1])
    took = time.perf_counter() - start
    repeats = json.loads(done.stdout)["repeats"]
    _line("bakehouse seat 24 in fours x 8, --time-limit 5 (process)", took, 5.0, f"  ({repeats} repeats)")


def main() -> int:
    seat_200()
    mixer_40()
    standings_200()
    seat_command_limit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
