"""The app killed a thousand times (issue 31, part 2): the club home started under Xvfb on a club
database, tables scored in it with real keys (xdotool: Space, S, the faces typed and Enter, Ctrl+Z,
Alt+A / Alt+R and Enter in the dice dialog, Ctrl+E's dialog, Esc), the app SIGKILLed at random
moments (while scoring, while a dialog is open, while a table's match is created, while it
starts), started again, and after every kill the database checked:

- ``db check`` (engine.services.database.check_database: SQLite's integrity check, then every
  match replayed from its logged rows) passes;
- every journal entry the screen had shown (tools/kill_campaign_app.py says each one once a
  paint of its window followed it) is in the database, the same entry (seq, kind, time, action,
  roll-off, voids, redo): none lost or changed;
- no entry is stored twice (an entry in force alike the one in force before it in kind, time,
  seat, turn, action, roll-off, voids and redo; the time is to the second, and a throw names its
  dice: two throws of one die showing 6 with other throws between are two throws);
- the app opened the club again (its ``ready``; a message box instead, or a traceback on its
  stderr, counts as a failed start, with the reason).

The figures are printed as it goes and at the end: kills, entries acknowledged (shown), lost,
duplicated, failed starts and why.  The app is the checkout's (``desktop.app`` as ``bakehouse``
starts it, plus the observer).  Needs Xvfb and xdotool (Debian: xvfb, xdotool).

Run: ``nice -n 10 .venv/bin/python tools/kill_campaign.py --kills 1000 [--folder DIR] [--seed N]``.
``--folder`` keeps the database, the settings and a log (``campaign.log``) there.
"""

from __future__ import annotations

import argparse
import os
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.kill_campaign_app import entry_key  # noqa: E402

PLAYERS = 40  # 20 tables of two a round
TARGET = 150  # Dire Straights' points to win: a match of some 60-150 entries


@dataclass
class Figures:
    kills: int = 0
    shown: int = 0
    lost: int = 0
    duplicated: int = 0
    check_failed: int = 0
    failed_starts: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    keys: int = 0
    start_seconds: float = 0.0
    check_seconds: float = 0.0
    started: int = 0
    matches: set[int] = field(default_factory=set)
    modes: dict[int, str] = field(default_factory=dict)

    def line(self) -> str:
        starts = sum(self.failed_starts.values())
        return (f"kills {self.kills}  entries shown {self.shown}  lost {self.lost}  duplicated {self.duplicated}  "
                f"db check failed {self.check_failed}  failed starts {starts}  keys {self.keys}  "
                f"matches {len(self.matches)} (app dice {sum(m == 'app' for m in self.modes.values())})  start {self.start_seconds / max(self.started, 1):.1f} s  "
                f"check {self.check_seconds / max(self.kills, 1):.1f} s")


# -- the club ----------------------------------------------------------------------------------------
def new_event(url: str, number: int) -> int:
    """An evening of Dire Straights, 40 members at 20 tables of two, round 1 published."""
    from engine.services import events as ev
    from engine.store import UnitOfWork, open_database
    from engine.tournament.event import EventConfig, TableSizes

    with open_database(url) as db:
        with UnitOfWork(db) as uow:
            ids = [uow.members.add(f"Player {number}-{i}").id for i in range(PLAYERS)]
            uow.commit()
        e = ev.create_event(db, EventConfig(name=f"Kill night {number}", ruleset="dire-straights",
                                            options={"target": TARGET}, rounds=1, sizes=TableSizes(2, 2, 2)))
        for member in ids[:PLAYERS]:
            ev.check_in(db, e.id, member)
        ev.seat_next(db, e.id, publish=True)
        assert e.id is not None
        return e.id


def write_settings(config: Path, url: str, event_id: int) -> None:
    """The app's settings as a station that scores the event's tables left them."""
    from PySide6.QtCore import QSettings

    store = QSettings(str(config / "Bakehouse" / "Bakehouse.conf"), QSettings.Format.IniFormat)
    store.setValue("club/page", "tables")
    store.setValue("club/current_event", event_id)
    store.setValue("club/current_event_database", url)
    store.setValue("station/name", "Campaign")
    store.sync()


# -- one life of the app -----------------------------------------------------------------------------
class App:
    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.shown: list[tuple[int, str]] = []
        self.state = ""
        self.ready: str | None = None
        self.error: str | None = None
        self.tables: list[tuple[int, str]] | None = None
        self.stderr = open(log, "w")  # noqa: SIM115
        # run in the campaign's folder: a record exported from Ctrl+E's dialog (a throw typed into its
        # file name, then Enter) is written there, not into the checkout
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "tools" / "kill_campaign_app.py")], cwd=log.parent,
                                     env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                                     text=True, bufsize=1)
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.changed = threading.Event()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            words = line.split(maxsplit=2)
            if not words:
                continue
            if words[0] == "shown":
                self.shown.append((int(words[1]), words[2].strip()))
            elif words[0] == "ready":
                self.ready = line.strip()
            elif words[0] == "error":
                self.error = line.strip()
            elif words[0] == "tables":
                self.tables = [(int(t), s) for t, _, s in (w.partition(":") for w in line.split()[1:])]
            else:
                self.state = line.strip()
            self.changed.set()

    def send(self, command: str) -> None:
        self.changed.clear()
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(command + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass

    def wait_change(self, seconds: float) -> None:
        """Until the app says something new (cleared when the last key or command went out)."""
        self.changed.wait(seconds)
        self.changed.clear()

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        self.reader.join(10)  # what it said before the kill, read to the end of the pipe
        self.stderr.close()


def xdo(env: dict[str, str], *keys: str, typed: str | None = None, app: App | None = None) -> None:
    if app is not None:
        app.changed.clear()
    if typed is not None:
        subprocess.run(["xdotool", "type", "--delay", "20", typed], env=env, check=False)
    if keys:
        subprocess.run(["xdotool", "key", "--delay", "30", *keys], env=env, check=False)


def faces(rng: random.Random, n: int) -> str:
    return " ".join(str(rng.randint(1, 6)) for _ in range(n))


def open_tables(app: App) -> int:
    """How many scoring windows are open (asked once a life of the app)."""
    if app.tables is None:
        app.send("tables")
        deadline = time.monotonic() + 5
        while app.tables is None and time.monotonic() < deadline:
            app.wait_change(0.2)
    return sum(s == "open" for _, s in app.tables or [])


def drive(app: App, env: dict[str, str], rng: random.Random, until: float, mode: str,  # noqa: C901
          figures: Figures) -> str:
    """Score with keys until ``until`` (a time) or the moment ``mode`` asks for; the moment killed."""
    opened_at = 0.0
    if mode == "create":  # a new table's Score button: the dice dialog, then its match made
        app.tables = None
        app.send("tables")
        deadline = time.monotonic() + 5
        while app.tables is None and time.monotonic() < deadline:
            app.wait_change(0.2)
        fresh = [t for t, s in app.tables or [] if s == "new"]
        if fresh and sum(s == "open" for _, s in app.tables or []) < 3:  # a few tables open at a time
            app.send(f"open {rng.choice(fresh)}")
            opened_at = time.monotonic()
            until = time.monotonic() + 10
        else:
            mode = "scoring"
    while time.monotonic() < until:
        if app.proc.poll() is not None:
            return "exited"
        state = app.state.split()
        if not state:
            app.wait_change(0.3)
            continue
        if state[0] in ("home", "other") and time.monotonic() - opened_at > 2.0:
            app.tables = None
            app.send("tables")
            deadline = time.monotonic() + 5
            while app.tables is None and time.monotonic() < deadline:
                app.wait_change(0.2)
            # the tables open here first (a few at a time: each is opened again at every start),
            # else a new one
            choices = [t for t, s in app.tables or [] if s == "open"] or [t for t, s in app.tables or [] if s == "new"]
            if not choices:
                return "round over"
            app.send(f"open {rng.choice(choices)}")
            opened_at = time.monotonic()
            app.wait_change(1.0)
            continue
        if state[0] == "dialog":
            if state[1] == "DiceModeDialog":
                time.sleep(0.5)  # the dialog given the keyboard first (a key sent at once went to no window)
                xdo(env, "alt+a" if rng.random() < 0.5 else "alt+r", app=app)
                figures.keys += 1
                time.sleep(0.4)  # the mnemonic clicks the radio button animated (Qt: 100 ms), then Enter
                if mode == "create":  # killed while the table's match is made
                    xdo(env, "Return", app=app)
                    time.sleep(rng.uniform(0.0, 0.4))
                    return "match created"
                xdo(env, "Return", app=app)
                figures.keys += 1
            else:
                if mode == "dialog":
                    time.sleep(rng.uniform(0.0, 0.6))
                    return f"dialog {state[1]}"
                xdo(env, "Escape", app=app)
                figures.keys += 1
            app.wait_change(1.0)
            continue
        if state[0] != "state":
            app.wait_change(0.3)
            continue
        _, _match, dice, phase, need, focus = state[:6]
        figures.matches.add(int(_match))
        figures.modes[int(_match)] = dice
        if phase == "decide" and open_tables(app) > 3:  # a scorer closes a table to score another
            xdo(env, "ctrl+w", app=app)
            figures.keys += 1
            app.wait_change(1.0)
            app.tables = None  # asked again
            continue
        if mode == "dialog" and phase in ("throw", "decide") and rng.random() < 0.3:
            xdo(env, "ctrl+e", app=app)  # the export's file dialog
            figures.keys += 1
            app.wait_change(1.5)
            continue
        keys: list[str] = []
        typed = None
        if phase in ("rolloff", "throw"):
            if dice == "app":
                keys = ["space"]
            elif focus == "line":
                typed, keys = faces(rng, int(need)), ["Return"]
            else:
                keys = ["space"]  # Space takes the scorer to the dice line
        elif phase == "start":
            keys = ["Return"]
        elif phase == "decide" and focus == "line":  # Space took the scorer to the dice line: the throw
            if rng.random() < 0.1:
                keys = ["Escape", "Tab"]  # thought better of it: back to the table
            else:
                typed, keys = faces(rng, int(need)), ["Return"]
        elif phase == "decide":
            r = rng.random()
            keys = ["ctrl+z"] if r < 0.04 else (["ctrl+shift+z"] if r < 0.06 else (["s"] if r < 0.35 else ["space"]))
        elif phase == "over":
            keys = ["ctrl+w"]
        else:
            keys = ["Escape"]
        xdo(env, *keys, typed=typed, app=app)
        figures.keys += len(keys) + (len(typed.replace(" ", "")) if typed else 0)
        app.wait_change(1.0)
    return "scoring"


# -- after a kill --------------------------------------------------------------------------------------
def check_after(url: str, shown: dict[int, dict[int, str]], figures: Figures) -> list[str]:
    from engine.services.database import check_database
    from engine.store import UnitOfWork, open_database

    problems: list[str] = []
    result = check_database(url)
    if result.problems:
        figures.check_failed += 1
        problems.extend(f"db check: {p}" for p in result.problems)
    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        for match_id, entries in shown.items():
            logged = uow.matches.entries(match_id)
            stored = {e.seq: entry_key(e) for e in logged}
            for seq, key in entries.items():
                if stored.get(seq) != key:
                    problems.append(f"match {match_id}: entry {seq} shown as {key}, stored as {stored.get(seq)}")
            # an entry stored twice is the same entry twice in a row: a move undone and made again
            # by the scorer within the second is two moves, one voided; two throws of one die
            # showing 6 in one Dire Straights turn, with other throws between, are two throws
            voided = {v for e in logged for v in e.voids}
            before = ""
            for seq in sorted(stored):
                if seq in voided:
                    continue
                k = stored[seq].split("|", 1)[1]
                if k == before and not k.startswith("void"):
                    problems.append(f"match {match_id}: entry {seq} alike the one before it: {k}")
                before = k
    return problems


def main(argv: list[str] | None = None) -> int:  # noqa: C901
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=1000)
    parser.add_argument("--folder", type=Path, default=None)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--display", default=":131")
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after this long (0: no limit)")
    parser.add_argument("--check-only", action="store_true",
                        help="check the folder's database again (db check, entries alike), no kills")
    args = parser.parse_args(argv)
    if args.check_only:
        from engine.store import UnitOfWork, open_database

        url = f"sqlite:///{args.folder / 'club.sqlite3'}"
        with open_database(url, create=False) as db, UnitOfWork(db) as uow:
            every: dict[int, dict[int, str]] = {m: {} for m in uow.matches.ids()}
        problems = check_after(url, every, Figures())
        print("\n".join(problems) or f"no problems ({len(every)} matches)")
        return 1 if problems else 0
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            print(f"kill_campaign: {tool} is needed (Debian: apt-get install xvfb xdotool)", file=sys.stderr)
            return 2
    folder = args.folder or Path(tempfile.mkdtemp(prefix="bakehouse-kills-"))
    folder.mkdir(parents=True, exist_ok=True)
    log = open(folder / "campaign.log", "a")  # noqa: SIM115

    def report(text: str) -> None:
        print(text, flush=True)
        log.write(text + "\n")
        log.flush()

    path = folder / "club.sqlite3"
    from engine.store import open_database

    with open_database(f"sqlite:///{path}") as db:
        url = str(db.url)
    events = 1
    event_id = new_event(url, events)
    write_settings(folder / "config", url, event_id)
    xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = {**os.environ, "DISPLAY": args.display, "BAKEHOUSE_DB": str(path), "XDG_CONFIG_HOME": str(folder / "config"),
           "XDG_DATA_HOME": str(folder / "data"), "XDG_CACHE_HOME": str(folder / "cache"), "PYTHONPATH": str(ROOT),
           "BAKEHOUSE_LANGUAGE": "en"}
    env.pop("QT_QPA_PLATFORM", None)
    stopping: list[bool] = []  # SIGINT or SIGTERM: the kill under way finished, the figures said
    signal.signal(signal.SIGINT, lambda *_: stopping.append(True))
    signal.signal(signal.SIGTERM, lambda *_: stopping.append(True))
    rng = random.Random(args.seed)
    figures = Figures()
    shown: dict[int, dict[int, str]] = {}
    said: set[str] = set()
    started = time.monotonic()
    time.sleep(1.0)
    try:
        while figures.kills < args.kills and not stopping:
            if args.minutes and time.monotonic() - started > args.minutes * 60:
                report(f"stopped after {args.minutes} minutes")
                break
            mode = rng.choices(["scoring", "dialog", "create", "starting"], [70, 12, 10, 8])[0]
            app = App(env, folder / "app.stderr")
            t0 = time.monotonic()
            outcome = ""
            if mode == "starting":  # killed while the app starts or opens the club
                time.sleep(rng.uniform(0.0, 3.0))
                outcome = "starting"
            else:
                while app.ready is None and app.error is None and app.proc.poll() is None and time.monotonic() - t0 < 90:
                    app.wait_change(0.5)
                if app.ready is not None:
                    figures.started += 1
                    figures.start_seconds += time.monotonic() - t0
                if app.ready is None:
                    outcome = "no start"
                else:
                    outcome = drive(app, env, rng, time.monotonic() + rng.uniform(0.1, 4.0), mode, figures)
            app.kill()
            figures.kills += 1
            figures.kinds[outcome] += 1
            err = (folder / "app.stderr").read_text(errors="replace")
            if app.error is not None:
                figures.failed_starts[app.error[:120]] += 1
            elif "Traceback" in err:
                last = [ln for ln in err.splitlines() if ln.strip()][-1]
                figures.failed_starts[f"traceback: {last[:120]}"] += 1
                (folder / f"traceback-{figures.kills}.txt").write_text(err)
            elif outcome == "no start":
                figures.failed_starts["no ready line within 90 s"] += 1
            for match_id, key in app.shown:
                seq = int(key.split("|", 1)[0])
                entries = shown.setdefault(match_id, {})
                if seq not in entries:
                    figures.shown += 1
                    entries[seq] = key
                elif entries[seq] != key:
                    report(f"kill {figures.kills}: match {match_id} entry {seq} shown again differently: {key}")
                    figures.lost += 1
            t1 = time.monotonic()
            problems = check_after(url, shown, figures)
            figures.check_seconds += time.monotonic() - t1
            for p in problems:
                if p not in said:  # each problem counted and said once, at the kill that showed it
                    said.add(p)
                    figures.lost += "shown as" in p
                    figures.duplicated += "alike" in p
                    report(f"kill {figures.kills} ({outcome}): {p}")
            if problems:  # said once: the next checks compare with what is stored now
                from engine.store import UnitOfWork

                with open_database(url, create=False) as db, UnitOfWork(db) as uow:
                    for match_id in shown:
                        shown[match_id] = {e.seq: entry_key(e) for e in uow.matches.entries(match_id)}
            if outcome == "round over":
                events += 1
                event_id = new_event(url, events)
                write_settings(folder / "config", url, event_id)
            if figures.kills % 10 == 0:
                report(f"{time.strftime('%H:%M:%S')} {figures.line()}  ({time.monotonic() - started:.0f} s)")
    finally:
        xvfb.terminate()
        xvfb.wait()
    report(f"done: {figures.line()}  in {time.monotonic() - started:.0f} s")
    report("moments killed: " + ", ".join(f"{k} {n}" for k, n in figures.kinds.most_common()))
    report("failed starts: " + (", ".join(f"{k} ({n})" for k, n in figures.failed_starts.items()) or "none"))
    log.close()
    ok = not (figures.lost or figures.duplicated or figures.check_failed or figures.failed_starts)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
