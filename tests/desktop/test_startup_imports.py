"""The app starts to a usable club home quickly (issue 19, benchmarks/app_startup.py): until the
window is shown and answering, nothing is imported that the club home does not show.  What is
imported is checked here, never how long it takes (the benchmark prints that)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: the store and its libraries load off the UI thread once the window is up; reports, charts and
#: the rules when their page or the practice table is opened; the rest are the standard library's
#: modules the club home does without (each some milliseconds of the start)
NOT_AT_START = ("sqlalchemy", "sqlmodel", "pydantic", "alembic", "engine.store", "engine.services.database",
                "reportlab", "pyqtgraph", "numpy", "engine.game", "engine.rulesets", "engine.tournament",
                "json", "html", "concurrent.futures", "hashlib")

PROBE = """
import sys
from PySide6.QtCore import QObject, QTimer
from desktop.app import make_app
app = make_app([])
from desktop.home import ClubHome
window = ClubHome(open_database=False)
window.show()
def ready():
    try:
        modules = sorted(sys.modules)
        filters = len(app.findChildren(QObject, "focusedControlKeys"))
        import json
        print(json.dumps({"modules": modules, "filters": filters}))
    finally:
        app.quit()
QTimer.singleShot(0, ready)
app.exec()
"""


def test_the_club_home_is_usable_before_the_store_reports_or_rules_load(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "BAKEHOUSE_DB": str(tmp_path / "club.sqlite3")}
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    loaded = sorted(m for m in out["modules"] if any(m == h or m.startswith(h + ".") for h in NOT_AT_START))
    assert loaded == []
    assert out["filters"] == 1  # the focused-control keys (desktop/widgets/focus_keys.py), once


PAINTED_PROBE = """
import sys
from PySide6.QtCore import QEvent, QObject
from desktop.app import make_app
app = make_app([])
from desktop.home import ClubHome
window = ClubHome()
seen = {}
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not seen:
            seen["modules"] = sorted(sys.modules)  # as the first paint is handled
        return False
first_paint = FirstPaint()
window.installEventFilter(first_paint)
def opened(ok):
    import json
    print(json.dumps({"ok": ok, "painted": seen.get("modules")}))
    app.quit()
window.opened.connect(opened)
window.show()
app.exec()
"""


def test_the_club_database_opens_after_the_first_paint(tmp_path: Path) -> None:
    """Issue 31: the window a user first sees costs no more memory than the club home needs: the
    store (SQLAlchemy, the database's pages) loads off the UI thread only once the window was
    painted, and then the database opens as before."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "BAKEHOUSE_DB": str(tmp_path / "club.sqlite3")}
    proc = subprocess.run([sys.executable, "-c", PAINTED_PROBE], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["ok"] is True
    assert out["painted"] is not None
    loaded = sorted(m for m in out["painted"] if any(m == h or m.startswith(h + ".") for h in NOT_AT_START))
    assert loaded == []


FEATURE_PROBE = """
import linecache, sys
from desktop.app import make_app
app = make_app([])
sys.path.insert(0, sys.argv[1])
import uses_qt, plain
feature = sys.modules["shibokensupport.feature"]
import json
print(json.dumps({"cached": sorted(f for f in linecache.cache if f.endswith(("uses_qt.py", "plain.py"))),
                  "uses_qt": feature.pyside_feature_dict.get("uses_qt"),
                  "plain": feature.pyside_feature_dict.get("plain")}))
"""


def test_pyside_looks_at_each_module_imported_without_keeping_its_source(tmp_path: Path) -> None:
    """Issue 31: PySide6 asks of every module imported once Qt is loaded whether its source
    mentions PySide6, and its own check kept each file's lines in linecache (some 20 MB once the
    store is loaded, desktop/startup.py).  The app's check answers the same (0: a module that uses
    PySide6, -1: one that does not) and keeps nothing."""
    (tmp_path / "uses_qt.py").write_text("from PySide6.QtCore import QObject\nX = QObject\n", encoding="utf-8")
    (tmp_path / "plain.py").write_text("X = 1\n" * 1000, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-c", FEATURE_PROBE, str(tmp_path)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out == {"cached": [], "uses_qt": 0, "plain": -1}


OPENED_PROBE = """
import sys
from desktop.app import make_app
app = make_app([])
from desktop.home import ClubHome
window = ClubHome()
def opened(ok):
    import json
    print(json.dumps({"ok": ok, "modules": sorted(sys.modules)}))
    app.quit()
window.opened.connect(opened)
window.show()
app.exec()
"""


def test_a_club_database_at_the_head_revision_opens_without_alembic_or_the_server_dialect(tmp_path: Path) -> None:
    """Issue 31: opening a club SQLite file already at this program's revision reads its revision
    with one query (Alembic and Mako load only to create or upgrade one), and PostgreSQL's dialect
    of SQLAlchemy loads only for a server's database."""
    from engine.services.database import upgrade_database

    club = tmp_path / "club.sqlite3"
    upgrade_database(str(club))
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen",
           "BAKEHOUSE_DB": str(club)}
    proc = subprocess.run([sys.executable, "-c", OPENED_PROBE], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["ok"] is True
    heavy = ("alembic", "mako", "sqlalchemy.dialects.postgresql")
    assert [m for m in out["modules"] if any(m == h or m.startswith(h + ".") for h in heavy)] == []
