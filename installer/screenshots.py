"""Screenshots of the app at 1024x600 (the smallest screen it is made for) for the docs and, once
the project has a public address, the AppStream metainfo's ``<screenshots>`` (issue 34).

    xvfb-run -s "-screen 0 1024x600x24" python installer/screenshots.py [FOLDER]

The app as a user sees it on an X11 desktop (the xcb platform, the system's fonts), with the
demo club ("Try a demo club": five finished club nights played by the bots) in a throwaway home,
so nothing of the user's is read or written.  Writes ``standings-1024x600.png`` (the Standings
page with the round timer running) and ``members-1024x600.png`` into FOLDER (default
docs/screenshots/).  The window's contents are grabbed (no window frame: a desktop's frame
differs from one desktop to another).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1024, 600)


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    home_dir = Path(tempfile.mkdtemp(prefix="bakehouse-shots-"))
    for var, sub in (("HOME", ""), ("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                     ("XDG_CACHE_HOME", "cache")):
        os.environ[var] = str(home_dir / sub)
    os.environ.setdefault("BAKEHOUSE_LANGUAGE", "en")
    sys.path.insert(0, str(ROOT))

    from engine.services.demo import build_demo_club
    from engine.store import open_database

    club = home_dir / "club.sqlite3"
    db = open_database(str(club))
    try:
        build_demo_club(db, seed=1)
    finally:
        db.close()
    os.environ["BAKEHOUSE_DB"] = str(club)

    from PySide6.QtCore import QEventLoop, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.app import make_app
    from desktop.settings import Settings

    app = make_app([sys.argv[0]])
    from desktop.home import ClubHome

    settings = Settings(QSettings(str(home_dir / "settings.ini"), QSettings.Format.IniFormat))
    home = ClubHome(settings)
    loop = QEventLoop()
    home.opened.connect(lambda _ok: loop.quit())
    home.resize(*SIZE)
    home.show()
    QTimer.singleShot(120_000, loop.quit)
    loop.exec()

    def settle(ms: int = 800) -> None:
        wait = QEventLoop()
        QTimer.singleShot(ms, wait.quit)
        wait.exec()
        QApplication.processEvents()

    settle()
    home.resize(*SIZE)
    home.show_page("standings")
    standings = home.pages["standings"]
    inner = getattr(standings, "inner", standings)
    settle()
    inner.minutes.setValue(45)
    inner.timer.start()
    settle(2200)
    shots = {"standings": home.grab()}
    home.show_page("members")
    settle()
    members = home.pages["members"]
    view = getattr(members, "inner", members).view
    view.selectRow(2)  # a member chosen: their ratings and recent results beside the list
    settle(1200)
    shots["members"] = home.grab()
    for name, pixmap in shots.items():
        path = out / f"{name}-{SIZE[0]}x{SIZE[1]}.png"
        if pixmap.width() != SIZE[0] or pixmap.height() != SIZE[1]:
            print(f"{path.name}: the window is {pixmap.width()}x{pixmap.height()}, not {SIZE[0]}x{SIZE[1]}",
                  file=sys.stderr)
            return 1
        pixmap.save(str(path), "PNG")
        print(path)
    inner.timer.pause()
    home.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
