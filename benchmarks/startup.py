"""How long each command takes to start and finish, as a whole process (printed, never
asserted in tests: tests check what is imported, not how long it takes).

Targets on the development machine (issue 17, "Commands start at once"): ``--help``,
``rulesets``, ``seat``, ``replay`` and ``verify`` within 150 ms; database commands
(``event list``, ``event standings``, ``members list``, ``db check``) within 400 ms.
Each command runs ``--runs`` times (default 7) after one warm-up; the minimum and the
median wall time and the median CPU time (user + system) are printed (quote the medians:
on a shared machine the wall time also counts waiting for a core, the CPU time does not).

Run: ``.venv/bin/python benchmarks/startup.py [--runs N]``.  The commands run as
``python -m desktop.launcher ...`` (the console script's code) with this checkout first
on ``PYTHONPATH``; the database is a fresh SQLite file in a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORD = ROOT / "tests" / "data" / "spec-examples" / "classic.json"
QUICK = 0.150
DATABASE = 0.400


def _env(pycache: str) -> dict[str, str]:
    """The children's environment: bytecode cached (in ``pycache``, written by the warm-up) as an
    installed program has it; with ``PYTHONDONTWRITEBYTECODE`` set, every run would compile the
    checkout's modules again and the quick commands would measure the compiler."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    env.pop("BAKEHOUSE_DB", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = pycache
    return env


def _cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _run(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run: on a shared machine the CPU time is the steadier."""
    cpu, start = _cpu(), time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "desktop.launcher", *args], env=env, cwd=ROOT,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False)
    took = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"bakehouse {' '.join(args)} failed ({proc.returncode}): {proc.stderr.strip()}")
    return took, _cpu() - cpu


def _prepare(db: str, env: dict[str, str]) -> None:
    """A small club night: 8 members, one round seated and its results recorded."""
    def run(*words: str) -> None:
        _run([*words, "--db", db], env)

    run("event", "create", "--name", "Benchmark night", "--rounds", "2")
    run("event", "add", "1", "Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal")
    run("event", "seat", "1", "--publish")
    run("import", str(RECORD))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=7, help="counted runs of each command (default 7)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        env = _env(str(Path(folder) / "pycache"))
        db = str(Path(folder) / "club.sqlite3")
        _prepare(db, env)
        commands: list[tuple[list[str], float]] = [
            (["--help"], QUICK),
            (["rulesets"], QUICK),
            (["seat", "--players", "16", "--table-size", "4", "--rounds", "5"], QUICK),  # a known design: no search
            (["replay", str(RECORD)], QUICK),
            (["verify", str(RECORD)], QUICK),
            (["event", "list", "--db", db], DATABASE),
            (["event", "standings", "1", "--db", db], DATABASE),
            (["event", "show", "1", "--db", db], DATABASE),
            (["members", "list", "--db", db], DATABASE),
            (["db", "check", "--db", db], DATABASE),
        ]
        print(f"{'command':44} {'wall min':>9} {'median':>7} {'cpu median':>11}  target (wall median)")
        for words, target in commands:
            _run(words, env)  # warm-up: the file cache, the bytecode
            runs = [_run(words, env) for _ in range(args.runs)]
            walls = [w for w, _ in runs]
            med = statistics.median(walls)
            cpu = statistics.median(c for _, c in runs)
            shown = " ".join(w if w != db else "DB" for w in words).replace(str(ROOT) + "/", "")
            verdict = "ok" if med <= target else "SLOW"
            print(f"{shown[:44]:44} {min(walls) * 1000:7.0f}ms {med * 1000:5.0f}ms {cpu * 1000:9.0f}ms  "
                  f"<= {target * 1000:.0f} ms {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
