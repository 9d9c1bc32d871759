"""Decision analysis speed (issue 24): time to build each game's tables (and their
sizes), time to analyse a match of about 100 turns once they are built, the expert
bot's simulation speed, and the expert's share of wins against the basic bot (with
standard errors; exactly, by policy evaluation, for two-player Dire Straights).
Printed, not asserted (a shared machine moves the figures).

Issue 31: the win tables of the largest target the expert covers (400) take minutes: their build
time is printed (alone: ``--largest-win-tables``).

Run: ``.venv/bin/python benchmarks/analysis.py [--largest-win-tables]``.
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
from engine.analysis.damn_straight import DamnStraightTurn  # noqa: E402
from engine.analysis.expert import ExpertBot  # noqa: E402
from engine.analysis.review import analyse_record  # noqa: E402
from engine.analysis.win import MAX_TARGET, DireWin, basic_policy, dire_win, head_to_head  # noqa: E402
from engine.bots import bot_for  # noqa: E402
from engine.dice import HmacDice  # noqa: E402
from engine.record import loads  # noqa: E402
from engine.rulesets import get_ruleset  # noqa: E402
from engine.simulate import bot_record, play_game, simulate  # noqa: E402

#: a target that makes a two-player bot game last about 100 turns
LONG_TARGET = 700


def main() -> int:
    print(f"load average {os.getloadavg()[0]:.2f}")
    if "--largest-win-tables" in sys.argv[1:]:  # only that figure (minutes)
        largest_win_tables()
        return 0
    for rid, options in (("dire-straights", {}), ("dire-straights", {"four_twos": True}), ("sb", {}), ("six-by-6", {})):
        rs = get_ruleset(rid)
        t0 = time.perf_counter()
        solver = new_solver(rs.id, rs.make_options(options, 2))
        value = solver.fresh_turn()
        dt = time.perf_counter() - t0
        print(f"{rid} {options or 'defaults'}: tables built in {dt:.3f} s, {solver.size} turn states, "
              f"fresh turn {value.expected:.4f} points, scores with {value.p_score:.4f}")
    for bakeries in (False, True):
        for permissive in (False, True):
            for biscuit in (None, 1, 32):
                table = DamnStraightTurn(bakeries, permissive, biscuit)
                t0 = time.perf_counter()
                e, p = table.fresh()
                dt = time.perf_counter() - t0
                print(f"{'entrepreneurial' if bakeries else 'classic'} {'permissive' if permissive else 'strict'}"
                      f" biscuit {biscuit}: table built in {dt:.2f} s, {table.size} throw states and "
                      f"{table.decisions_known} decision states, fresh turn {e:.4f} points, scores with {p:.4f}")
    for four_twos in (False, True):
        win = DireWin(100, four_twos)
        t0 = time.perf_counter()
        win.build()
        print(f"dire-straights win tables, target 100, four twos {four_twos}: {100 * 100} score pairs, built in "
              f"{time.perf_counter() - t0:.2f} s; the first player wins {win.S[0][0]:.4f}")
    largest_win_tables()
    doc = bot_record("dire-straights", 1, options={"target": LONG_TARGET})
    record = loads(json.dumps(doc).encode(), "bench.json")
    analyse_record(record)  # the tables
    t0 = time.perf_counter()
    analysis = analyse_record(record)
    dt = time.perf_counter() - t0
    turns = len(doc["turns"])
    print(f"analysed a {turns}-turn match ({len(analysis.decisions)} decisions, {len(analysis.throws)} throws) "
          f"in {dt:.3f} s (target < 1 s)")
    for rid in ("classic", "entrepreneurial"):
        doc = bot_record(rid, 1)
        record = loads(json.dumps(doc).encode(), "bench.json")
        t0 = time.perf_counter()
        analyse_record(record)  # the tables: built, or read from the cache
        built = time.perf_counter() - t0
        t0 = time.perf_counter()
        analysis = analyse_record(record)
        dt = time.perf_counter() - t0
        print(f"{rid}: analysed a {len(doc['turns'])}-turn match ({len(analysis.decisions)} decisions) in {dt:.3f} s "
              f"once its tables were there ({built:.1f} s the first time)")
    for rid in ("dire-straights", "sb", "classic", "entrepreneurial"):
        for bot in ("basic", "expert", "expert-win"):
            if rid != "dire-straights" and bot == "expert-win":
                continue  # the same play as expert
            games = 1000 if rid in ("dire-straights", "sb") else 100
            t0 = time.perf_counter()
            stats = simulate(rid, 2, games, seed=3, bot=bot)
            dt = time.perf_counter() - t0
            print(f"{rid} simulate --bot {bot}: {games} games, {stats.turns} turns in {dt:.2f} s "
                  f"({stats.turns / dt:,.0f} turns/s), mean turn points {stats.points / stats.turns:.4f}")
    tables = dire_win(100, False)
    assert tables is not None
    first, second = head_to_head(100, False, tables.policy(), basic_policy(100, False))
    print(f"dire-straights: expert against basic exactly (policy evaluation): {(first + second) / 2:.4f} "
          f"({first:.4f} when the expert starts, {second:.4f} when the basic bot does)")
    for rid, players, games in (("dire-straights", 2, 4000), ("dire-straights", 3, 3000), ("dire-straights", 4, 2000),
                                ("sb", 2, 2000), ("sb", 3, 1000), ("classic", 2, 200), ("entrepreneurial", 2, 200)):
        versus(rid, players, games)
    return 0


def largest_win_tables(four_twos: bool = False) -> float:
    """Issue 31: the win tables for the largest target the expert covers (MAX_TARGET), built
    without the cache, their progress printed every tenth (the app shows it as a bar, with a
    Cancel that reaches the same loop); returns the seconds of the build."""
    win = DireWin(MAX_TARGET, four_twos)
    tenths = [0]

    def progress(done: int, total: int) -> None:
        if done * 10 >= (tenths[0] + 1) * total:
            tenths[0] = done * 10 // total
            print(f"  ... {done:,} of {total:,} score pairs, {time.perf_counter() - t0:.0f} s", flush=True)

    t0 = time.perf_counter()
    cpu0 = time.process_time()
    win.build(progress)
    dt = time.perf_counter() - t0
    print(f"dire-straights win tables, target {MAX_TARGET} (the largest the expert covers), four twos {four_twos}: "
          f"{MAX_TARGET ** 2:,} score pairs, built in {dt:.1f} s ({time.process_time() - cpu0:.1f} s of CPU; "
          f"load average {os.getloadavg()[0]:.2f}); the first player wins {win.S[0][0]:.4f}", flush=True)
    return dt


def versus(rid: str, players: int, games: int) -> None:
    """One expert bot against basic bots in the other seats, the expert's seat going round."""
    rs = get_ruleset(rid)
    options = rs.make_options({}, players)
    dice = HmacDice.from_int(11)
    expert, basic = ExpertBot(rid, options), bot_for(rid)
    wins = 0.0
    t0 = time.perf_counter()
    for g in range(games):
        mine = g % players
        bots = [expert if s == mine else basic for s in range(players)]
        winners = play_game(rs, players, options, dice, bots).results().winners
        wins += (1 / len(winners)) if mine in winners else 0.0
    p = wins / games
    print(f"{rid}, {players} players: expert against basic, {games} games in {time.perf_counter() - t0:.1f} s: "
          f"expert wins {p:.4f} (+- {(p * (1 - p) / games) ** 0.5:.4f}; a fair share is {1 / players:.4f})")


if __name__ == "__main__":
    sys.exit(main())
