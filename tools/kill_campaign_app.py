"""The app as tools/kill_campaign.py starts it: ``desktop.app.main``'s club home, unchanged,
with an observer that says on stdout what the screen shows, so the campaign knows what a
scorer would have seen before the kill (issue 31, part 2).

Lines written (flushed at once):

- ``ready DB-OPEN`` once the club home is shown and its database open (``error TEXT`` if it
  said a refusal or failure instead, read from its message boxes);
- ``shown MATCH KEY`` for each journal entry of a scoring window, once a paint of that window
  followed the entry (what the screen had shown), KEY the entry's identity (seq, kind, time,
  seat, turn, action, roll-off, voids, redo): the campaign finds each one in the database afterwards;
- ``state MATCH MODE PHASE NEED FOCUS`` for the active scoring window: ``app``/``real`` dice,
  the phase (``rolloff``, ``start``, ``throw``, ``decide``, ``over``), how many dice a typed
  throw needs, and whether the focus is in the dice line (``line``) or the table (``table``);
- ``dialog CLASS`` while a dialog is the active window; ``home`` when the club home is;
- ``tables T:S ...`` the current round's tables on the Tables page (S: ``new``, ``open``,
  ``done``), after a ``tables`` request.

Commands read on stdin (what the campaign cannot do with keys alone: choosing a table row is
a click): ``open T`` selects table T on the Tables page and presses its Score button;
``tables`` asks for the table list.  Everything else is typed with real keys (xdotool)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QObject, QSocketNotifier, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget  # noqa: E402


def say(*words: object) -> None:
    sys.stdout.write(" ".join(str(w) for w in words) + "\n")
    sys.stdout.flush()


def entry_key(e: object) -> str:
    """A journal entry's identity, the same for the screen's and the database's copy."""
    kind = getattr(e, "kind", None)
    rolloff = getattr(e, "rolloff", None)
    parts = [str(getattr(e, "seq", "")), str(getattr(kind, "value", kind)), str(getattr(e, "at", "")),
             str(getattr(e, "seat", None)), str(getattr(e, "turn", None)),
             str(getattr(e, "action", None)), repr(sorted(rolloff.items())) if rolloff else "-",
             ",".join(map(str, getattr(e, "voids", ()) or ())), str(getattr(e, "redoes", None))]
    return "|".join(p.replace(" ", "_") for p in parts)


class Observer(QObject):
    def __init__(self, app: QApplication, home: QWidget) -> None:
        super().__init__()
        self.app = app
        self.home = home
        self.printed: dict[int, int] = {}
        self.ready = False
        self.pending: set[int] = set()
        self.last_state = ""
        app.installEventFilter(self)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        self.timer.start(40)
        self.notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self.command)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget):
            from desktop.club.scoring import ScoreTableWindow

            window = obj.window()
            if isinstance(window, ScoreTableWindow) and id(window) not in self.pending:
                self.pending.add(id(window))
                QTimer.singleShot(0, lambda w=window: self.painted(w))
        return False

    def painted(self, window: QWidget) -> None:
        self.pending.discard(id(window))
        try:
            session = window.session  # type: ignore[attr-defined]
            match = session.match
            match_id = session.match_id
        except (RuntimeError, AttributeError):
            return
        if match is None:
            return
        entries = list(match.journal)
        for e in entries[self.printed.get(match_id, 0):]:
            say("shown", match_id, entry_key(e))
        self.printed[match_id] = max(self.printed.get(match_id, 0), len(entries))

    def tick(self) -> None:
        from desktop.club.scoring import ScoreTableWindow

        if not self.ready:
            context = getattr(self.home, "context", None)
            for w in self.app.topLevelWidgets():
                if isinstance(w, QMessageBox) and w.isVisible():
                    say("error", " ".join(w.text().split()))
                    self.ready = True
                    return
            if context is not None and context.database is not None and self.home.isVisible():
                self.ready = True
                say("ready", context.database.url)
            return
        active = self.app.activeWindow()
        if isinstance(active, ScoreTableWindow):
            line = self.state(active)
        elif isinstance(active, QDialog):
            line = f"dialog {type(active).__name__}"
        elif active is self.home:
            line = "home"
        else:
            line = f"other {type(active).__name__ if active is not None else None}"
        if line != self.last_state:
            self.last_state = line
            say(line)

    def state(self, window: QWidget) -> str:
        from engine.game import CHANCE

        view = window.view  # type: ignore[attr-defined]
        session = window.session  # type: ignore[attr-defined]
        match = session.match
        mode = "real" if session.real_dice else "app"
        focus = "line" if view.entry.line.hasFocus() else "table"
        if match is None:
            return f"state {session.match_id} {mode} none 0 {focus}"
        state = match.state
        if session.read_only:
            phase, need = "watched", 0
        elif state is None:
            phase, need = "rolloff", len(match.rolloff.throwers())
        elif view.rolloff_visible:
            phase, need = "start", 0
        elif state.is_terminal():
            phase, need = "over", 0
        elif state.current_player() == CHANCE:
            phase, need = "throw", len(state.chance_dice())
        else:
            phase, need = "decide", int(getattr(state, "dice_to_throw", 0))  # Space: the dice line
        return f"state {session.match_id} {mode} {phase} {need} {focus} {len(match.journal)}"

    def tables_page(self) -> QWidget | None:
        from desktop.club import lazy

        page = self.home.pages.get("tables")  # type: ignore[attr-defined]
        return page.built() if isinstance(page, lazy.LazyPage) else page

    def command(self) -> None:
        line = sys.stdin.readline()
        if not line:
            self.notifier.setEnabled(False)
            return
        words = line.split()
        if not words:
            return
        page = self.tables_page()
        if words[0] == "tables" and page is not None:
            rows = []
            for i in range(page.model.rowCount()):
                row = page.model.row(i)
                key = (page.current.id if page.current else 0, page.round_number(), row.table)
                status = "done" if row.result is not None else ("open" if key in page.score_windows else "new")
                rows.append(f"{row.table}:{status}")
            say("tables", *rows)
        elif words[0] == "open" and page is not None:
            table = int(words[1])
            for i in range(page.model.rowCount()):
                if page.model.row(i).table == table:
                    page.view.selectRow(i)
                    page.score.click()  # the Score this table... button, as clicked
                    break


def main() -> int:
    os.environ.setdefault("BAKEHOUSE_LANGUAGE", "en")
    from desktop.app import make_app

    app = make_app([sys.argv[0]])
    from desktop.home import ClubHome

    home = ClubHome()
    home.show()
    observer = Observer(app, home)
    code = int(app.exec())
    del observer
    return code


if __name__ == "__main__":
    sys.exit(main())
