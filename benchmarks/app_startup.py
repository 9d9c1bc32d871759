"""Start-up of the app (issue 19): from starting the process to a usable club home on a
database of 10,000 matches, against a bare PySide6 window in the same run (printed, not
asserted).

Targets: at most 2x the bare window's time and 1.5x its peak memory.  Each start is a fresh
``python`` subprocess (the bare window and the app alternate, ``--runs`` times each, after one
warm-up of each); the time is from spawning it to its "ready" line, printed from the first turn
of the event loop after the window was shown (the club home is usable then: menus, pages,
shortcuts; its database opens off the UI thread), and, printed too, to the database open and
the home's summary shown; the memory is the child's peak RSS (``VmHWM``) at that moment.
Printed too (issue 31): the resident memory (``VmRSS``) once the window's first paint event
was handled, bare and app; the app's at the first paint that shows the club's summary (the club
home as a user first sees it: the database's name, its members and events, the next and the last
event; read by the store's first look at the SQLite file, engine/store/summary.py, before the
full store loads), the figure of the target (at most 1.5x the bare window's); and both once
settled, ``--settle`` seconds after the app's database opened (the full store, SQLAlchemy with it,
loaded after that paint: the app's memory rises then) and as long after the bare window's paint.
The minimum and the median are printed.

The database is built once with the store's own functions (benchmarks/reports.py
``build_archive``: bot matches of Six By 6, Dire Straights and SB between 40 members) and kept
in the temporary folder for the next run.  The app starts with empty settings
(``XDG_CONFIG_HOME`` a temporary folder) and ``BAKEHOUSE_DB`` naming that database.  Both
children have their bytecode cached (``PYTHONPYCACHEPREFIX``, written by the warm-ups), as an
installed program has it (pip and the bundle compile it): with ``PYTHONDONTWRITEBYTECODE`` set,
every run compiled the checkout's modules again, some 25 ms the user never waits for.

Run: ``.venv/bin/python benchmarks/app_startup.py [--runs N] [--matches N | --db FILE] [--settle S]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIME_TARGET = 2.0
MEMORY_TARGET = 1.5

_READY = """
import resource, sys
from PySide6.QtCore import QEvent, QObject, QTimer
def peak_kb():
    try:  # this process's own peak (ru_maxrss may carry the parent's from before the exec)
        with open("/proc/self/status") as f:
            return int(next(line for line in f if line.startswith("VmHWM:")).split()[1])
    except (OSError, StopIteration):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
def resident_kb():
    try:
        with open("/proc/self/status") as f:
            return int(next(line for line in f if line.startswith("VmRSS:")).split()[1])
    except (OSError, StopIteration):
        return peak_kb()
said = set()
def say(what, kb=None):
    said.add(what)
    print(what, peak_kb() if kb is None else kb, flush=True)
class FirstPaint(QObject):
    # the window's first paint event handled: "painted" with the resident memory then (as a user
    # sees it: the window on the screen), from the next turn of the event loop
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "painted" not in said:
            said.add("painted")
            QTimer.singleShot(0, lambda: (say("painted", resident_kb()), painted()))
        return False
first_paint = FirstPaint()
def painted():
    pass
"""

BARE = _READY + """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1024, 560)
window.installEventFilter(first_paint)
SETTLE_MS = int(sys.argv[1])
def settled():
    say("settled", resident_kb())
    app.quit()
def painted():
    QTimer.singleShot(SETTLE_MS, settled)  # as long as the app is given to settle after its database opened
window.show()
QTimer.singleShot(0, lambda: say("ready"))
app.exec()
"""

APP = _READY + """
from desktop.app import make_app
app = make_app([])
from desktop.home import ClubHome
window = ClubHome()
window.installEventFilter(first_paint)
window.show()
QTimer.singleShot(0, lambda: say("ready"))  # the window shown and answering: usable
SETTLE_MS = int(sys.argv[1])
class DataPainted(QObject):
    # the window's first paint once the club's summary is shown (the club home as a user first sees
    # it): "data" with the resident memory then, from the next turn of the event loop
    armed = False
    def eventFilter(self, obj, event):
        if self.armed and event.type() == QEvent.Type.Paint and "data" not in said:
            said.add("data")
            QTimer.singleShot(0, lambda: say("data", resident_kb()))
        return False
data_painted = DataPainted()
window.installEventFilter(data_painted)
def first_screen():
    data_painted.armed = True
    window.update()
window.first_screen.connect(first_screen)
def settled():
    assert "data" in said, "the club's summary was never painted"
    say("settled", resident_kb())
    app.quit()
def opened(ok):
    assert ok, "the club database did not open"
    window.home_page.refresh()  # already done: once more, timed with it
    say("open")
    QTimer.singleShot(SETTLE_MS, settled)  # the full store loaded, the stations' poll running
window.opened.connect(opened)
app.exec()
"""


def database(matches: int) -> Path:
    """The cached club database of ``matches`` bot matches at this checkout's schema revision (built
    on the first run).  The cache is named by the revision: checkouts of other revisions (other
    branches) keep their own, and one made by a newer Bakehouse is never opened here (the app
    would refuse it with a dialog nobody closes, and the benchmark would wait for nothing).  An
    older revision's cache is copied and upgraded rather than built again."""
    import shutil

    sys.path.insert(0, str(ROOT))  # this checkout's engine, as the children have it
    from engine.errors import BakehouseError
    from engine.store.db import head_revision, upgrade

    folder = Path(tempfile.gettempdir()) / "bakehouse-bench"
    folder.mkdir(exist_ok=True)
    path = folder / f"app-startup-{matches}-{head_revision()}.sqlite3"
    partial = path.with_suffix(".partial")
    for leftover in folder.glob(partial.name + "*"):  # a build or a copy cut short
        leftover.unlink()
    if not path.exists():
        for other in sorted(folder.glob(f"app-startup-{matches}*.sqlite3")):
            shutil.copyfile(other, partial)
            try:
                upgrade(f"sqlite:///{partial}")
            except BakehouseError:  # a newer revision's: not for this checkout
                for leftover in folder.glob(partial.name + "*"):
                    leftover.unlink()
                continue
            partial.rename(path)
            break
    if not path.exists():
        import runpy

        build_archive = runpy.run_path(str(ROOT / "benchmarks" / "reports.py"), run_name="bench")["build_archive"]
        build_archive(partial, matches)
        partial.rename(path)
    upgrade(f"sqlite:///{path}")  # the same revision, a migration edited meanwhile: a no-op otherwise
    return path


def start(code: str, env: dict[str, str], settle: float) -> dict[str, tuple[float, int]]:
    """For each line the child prints ("ready": the window usable; "open": the club database
    open and its summary shown), seconds from the spawn and the peak RSS in kB then."""
    t = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code, str(round(settle * 1000))], env=env, cwd=ROOT, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    out: dict[str, tuple[float, int]] = {}
    import threading

    watchdog = threading.Timer(120, child.kill)  # a child that never gets there (a dialog up) ends
    watchdog.start()
    try:
        for line in child.stdout:
            what, rss = line.split()
            out[what] = (time.perf_counter() - t, int(rss))
        _, err = child.communicate(timeout=120)
    finally:
        watchdog.cancel()
    if "settled" not in out or child.returncode != 0:
        raise SystemExit(f"the child failed ({child.returncode}): {err}")
    return out


def platform(env: dict[str, str]) -> str:
    """The display both windows are on, as the figures depend on it (an X server's window costs
    some 3 MB more than an offscreen one, bare or app)."""
    named = env.get("QT_QPA_PLATFORM")
    if named:
        return named
    if env.get("WAYLAND_DISPLAY"):
        return f"the desktop's default (WAYLAND_DISPLAY={env['WAYLAND_DISPLAY']})"
    return f"the desktop's default (DISPLAY={env.get('DISPLAY', '')}: xcb)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--db", type=Path, default=None,
                        help="another club database at this checkout's revision (one with events, say: the demo "
                             "club), instead of the one built of --matches matches")
    parser.add_argument("--settle", type=float, default=3.0,
                        help="seconds after the app's database opened (and after the bare window's paint) to read "
                             "the settled resident memory")
    args = parser.parse_args()
    db = args.db.resolve() if args.db is not None else database(args.matches)
    with tempfile.TemporaryDirectory() as config:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
        env["BAKEHOUSE_DB"] = str(db)
        env["XDG_CONFIG_HOME"] = config  # empty settings: the database of BAKEHOUSE_DB
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # the bytecode cached, as installed (benchmarks/startup.py)
        env["PYTHONPYCACHEPREFIX"] = str(Path(config) / "pycache")
        if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
        results: dict[str, list[tuple[float, int]]] = {
            "bare": [], "app": [], "open": [], "bare painted": [], "app painted": [], "data painted": [],
            "bare settled": [], "app settled": []}
        start(BARE, env, args.settle)  # warm-up: the files in the page cache
        start(APP, env, args.settle)
        for _ in range(args.runs):
            bare = start(BARE, env, args.settle)
            results["bare"].append(bare["ready"])
            results["bare painted"].append(bare["painted"])
            results["bare settled"].append(bare["settled"])
            app = start(APP, env, args.settle)
            results["app painted"].append(app["painted"])
            results["app"].append(app["ready"])
            results["open"].append(app["open"])
            results["data painted"].append(app["data"])
            results["app settled"].append(app["settled"])
    print(f"start to a usable window ({args.runs} runs each, a fresh process each; platform "
          f"{platform(env)}; database {'of ' + str(args.matches) + ' matches' if args.db is None else str(db)}, "
          f"{db.stat().st_size / 1e6:.0f} MB)")
    med: dict[str, tuple[float, float]] = {}
    for name, label in (("bare", "bare PySide6 window"), ("app", "club home usable"),
                        ("open", "club home, db open"), ("bare painted", "bare window painted"),
                        ("app painted", "club home painted"), ("data painted", "club's summary painted"),
                        ("bare settled", "bare window settled"), ("app settled", "club home settled")):
        times = [t * 1000 for t, _ in results[name]]
        mems = [m / 1024 for _, m in results[name]]
        med[name] = (statistics.median(times), statistics.median(mems))
        peak = "painted" not in name and "settled" not in name
        print(f"  {label:22} time min {min(times):6.0f} ms, median {med[name][0]:6.0f} ms; "
              f"{'peak RSS' if peak else 'RSS'} min {min(mems):5.0f} MB, median {med[name][1]:5.0f} MB")
    time_ratio = med["app"][0] / med["bare"][0]
    mem_ratio = med["app"][1] / med["bare"][1]
    print(f"  club home usable / bare: time {time_ratio:.2f}x (target <= {TIME_TARGET:g}x: "
          f"{'met' if time_ratio <= TIME_TARGET else 'MISSED'}), peak memory {mem_ratio:.2f}x "
          f"(target <= {MEMORY_TARGET:g}x: {'met' if mem_ratio <= MEMORY_TARGET else 'MISSED'})")
    painted = med["app painted"][1] / med["bare painted"][1]
    print(f"  resident memory at the first paint (the window, before the club's summary): bare "
          f"{med['bare painted'][1]:.0f} MB, club home {med['app painted'][1]:.0f} MB: {painted:.2f}x")
    data = med["data painted"][1] / med["bare painted"][1]
    print(f"  resident memory at the first paint with the club's summary (the first window as a user sees it): "
          f"bare {med['bare painted'][1]:.0f} MB, club home {med['data painted'][1]:.0f} MB: {data:.2f}x "
          f"(issue 31 target <= {MEMORY_TARGET:g}x: {'met' if data <= MEMORY_TARGET else 'MISSED'})")
    settled = med["app settled"][1] / med["bare settled"][1]
    print(f"  resident memory settled ({args.settle:g} s after the database opened, the full store loaded; the bare "
          f"window as long after its paint): bare {med['bare settled'][1]:.0f} MB, club home "
          f"{med['app settled'][1]:.0f} MB: {settled:.2f}x")
    print(f"  the club database open and its summary shown: {med['open'][0] / med['bare'][0]:.2f}x the bare "
          f"window's time, {med['open'][1] / med['bare'][1]:.2f}x its peak memory")
    return 0


if __name__ == "__main__":
    sys.exit(main())
