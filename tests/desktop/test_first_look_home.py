"""Issue 31: the club home's first window, as a user sees it, shows the club's summary read by the
store's first look at the SQLite file (engine/store/summary.py) before SQLAlchemy, sqlmodel and
pydantic load; the full store opens after that paint and the home says the same thing through it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from .club_db import EVENT_NAME, build_club

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("sqlalchemy", "sqlmodel", "pydantic", "alembic")

PROBE = """
import json, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from desktop.app import make_app
app = make_app([])
from desktop.home import ClubHome
window = ClubHome()
page = window.home_page
seen = {}
def texts():
    return [page.database_line.text(), page.next_line.text(), page.last_line.text(),
            page.demo_box.isVisibleTo(page)]
class Painted(QObject):
    armed = False
    def eventFilter(self, obj, event):
        if self.armed and event.type() == QEvent.Type.Paint and "painted" not in seen:
            seen["painted"] = {"modules": sorted(sys.modules), "texts": texts(),
                               "database": window.context.database is not None}
        return False
painted = Painted()
window.installEventFilter(painted)
def first_screen():
    painted.armed = True
    seen["shown"] = texts()
window.first_screen.connect(first_screen)
def opened(ok):
    seen["ok"] = ok
    seen["opened"] = texts()
    print(json.dumps(seen))
    app.quit()
window.opened.connect(opened)
window.show()
app.exec()
"""


def test_the_first_window_shows_the_clubs_summary_before_the_store_loads(tmp_path: Path) -> None:
    club = build_club(tmp_path / "club.sqlite3")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "BAKEHOUSE_DB": str(club.path)}
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["ok"] is True
    painted = seen["painted"]
    assert painted["database"] is False  # the first look's summary: the full store not open yet
    assert [m for m in painted["modules"] if m.split(".")[0] in HEAVY] == []
    line, next_line, _last, demo = painted["texts"]
    assert line.startswith(str(club.path)) and f"{len(club.members)} members" in line
    assert next_line.startswith(f"\u2068{EVENT_NAME}\u2069: 2 of 3 rounds seated — 1= ") and not demo
    assert painted["texts"] == seen["shown"] == seen["opened"]  # the full store says the same
