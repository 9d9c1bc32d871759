"""Tournament speed and quality, printed (never asserted in tests).

- seating one round of 200 players (tables of 4, 3-5 allowed) after 7 rounds: target <= 1 s;
- an 8-round mixer for 40 players in fours: target <= 5 s, repeats beside the best known
  (0: a resolvable design for 40 players in fours has 13 rounds), once from the known design
  and once by the search alone;
- standings for 200 players after 8 rounds: target <= 50 ms;
- ``bakehouse seat --time-limit 5`` for 2,000 players (the whole process): within 10% of
  the limit, for a few shapes of evening (issue 22);
- the schedules the social golfer literature knows (issue 22): seated at once, repeat-free.

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


def seat_2000_limit() -> None:
    """`bakehouse seat --players 2000 --time-limit 5`, start to exit: at most 5.5 s (10%)."""
    import json
    import subprocess

    root = Path(__file__).resolve().parents[1]
    # designs answer the equal tables at once; 1,999 players and tables of 6 (5 to 7) are searched
    for players, size, rounds in ((2000, 4, 8), (2000, 4, 40), (2000, 5, 30), (2000, 10, 40), (1999, 4, 12),
                                  (2000, 6, 20), (2000, 6, 100)):
        cmd = [sys.executable, "-m", "engine", "seat", "--players", str(players), "--table-size", str(size),
               "--rounds", str(rounds), "--time-limit", "5", "--json"]
        start = time.perf_counter()
        done = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=root)
        took = time.perf_counter() - start
        repeats = json.loads(done.stdout)["repeats"]
        _line(f"seat {players} in {size}s x {rounds}, --time-limit 5 (process)", took, 5.5, f"  ({repeats} repeats)")


def social_golfer_known() -> None:
    """Instances whose optimum the literature knows: each must be repeat-free, and quick."""
    cases = [(15, 3, 7), (18, 3, 8), (21, 3, 10), (24, 3, 11), (30, 3, 14), (36, 3, 17), (16, 4, 5),
             (20, 4, 5), (24, 4, 7), (28, 4, 9), (36, 4, 11), (32, 4, 10), (40, 4, 13), (25, 5, 6), (30, 5, 6),
             (36, 6, 3), (49, 7, 8)]
    for n, size, rounds in cases:
        start = time.perf_counter()
        sched = mixer(list(range(1, n + 1)), rounds, TableSizes.exactly(size), seed=1, time_limit=5)
        took = time.perf_counter() - start
        _line(f"{n} players in {size}s x {rounds} ({sched.method})", took, 0.1, f"  repeats {sched.repeats}, best 0")


def main() -> int:
    seat_200()
    mixer_40()
    standings_200()
    seat_command_limit()
    seat_2000_limit()
    social_golfer_known()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
