"""Test doubles for the desktop: scripted dice and a fake dialog service; helpers to drive the table."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop.dialogs.new_game import NewGameChoice
from desktop.services import DialogService
from desktop.settings import Settings
from engine.actions import RISK, ROLL, STOP, Bank, Out, Rack, Swap
from engine.game import CHANCE

#: the timeout of a wait for work done off the UI thread (a report, the statistics): a guard against a
#: hang only, never a budget for the work, which takes as long as the machine needs (issue 31)
HANG_GUARD_MS = 300_000


class ScriptedDice:
    """A dice source that gives scripted faces in order (a DiceSource: position, face, seek)."""

    def __init__(self, faces: Iterable[int] = ()) -> None:
        self.faces: list[int] = list(faces)
        self.position = 0

    def add(self, text: str) -> None:
        """Append faces written as "1 2 3 4 5 6*" (the yeast, written last, is thrown last)."""
        self.faces += [int(t.rstrip("*")) for t in text.split()]

    def face(self) -> int:
        if self.position >= len(self.faces):
            raise AssertionError(f"the script has no face {self.position + 1}")
        f = self.faces[self.position]
        self.position += 1
        return f

    def seek(self, position: int) -> None:
        self.position = position


@dataclass
class FakeDialogs(DialogService):
    """Answers from a script and remembers every message."""

    messages: list[tuple[str, str]] = field(default_factory=list)
    open_paths: list[str | None] = field(default_factory=list)
    save_paths: list[str | None] = field(default_factory=list)
    #: the file names the record Save dialogs suggested
    save_suggestions: list[str] = field(default_factory=list)
    pdf_paths: list[str | None] = field(default_factory=list)
    png_paths: list[str | None] = field(default_factory=list)
    database_paths: list[str | None] = field(default_factory=list)
    csv_paths: list[str | None] = field(default_factory=list)
    new_games: list[NewGameChoice | None] = field(default_factory=list)
    new_database_paths: list[str | None] = field(default_factory=list)
    backup_paths: list[str | None] = field(default_factory=list)
    texts: list[str | None] = field(default_factory=list)
    confirm_answer: bool = True

    def about(self, parent: Any, title: str, text: str) -> None:
        self.messages.append(("about", text))

    def warning(self, parent: Any, title: str, message: str) -> None:
        self.messages.append(("warning", f"{title}: {message}"))

    def information(self, parent: Any, title: str, message: str) -> None:
        self.messages.append(("information", f"{title}: {message}"))

    def confirm(self, parent: Any, title: str, message: str) -> bool:
        self.messages.append(("confirm", message))
        return self.confirm_answer

    def open_file(self, parent: Any, caption: str, folder: str) -> str | None:
        return self.open_paths.pop(0) if self.open_paths else None

    def save_file(self, parent: Any, caption: str, suggested: str) -> str | None:
        self.save_suggestions.append(suggested)
        return self.save_paths.pop(0) if self.save_paths else None

    def save_pdf(self, parent: Any, caption: str, suggested: str) -> str | None:
        self.messages.append(("save_pdf", suggested))
        return self.pdf_paths.pop(0) if self.pdf_paths else None

    def save_png(self, parent: Any, caption: str, suggested: str) -> str | None:
        self.messages.append(("save_png", suggested))
        return self.png_paths.pop(0) if self.png_paths else None

    def open_csv(self, parent: Any, caption: str, folder: str) -> str | None:
        return self.csv_paths.pop(0) if self.csv_paths else None

    def save_csv(self, parent: Any, caption: str, suggested: str) -> str | None:
        self.messages.append(("save_csv", suggested))
        return self.csv_paths.pop(0) if self.csv_paths else None

    def open_database(self, parent: Any, caption: str, folder: str) -> str | None:
        return self.database_paths.pop(0) if self.database_paths else None

    def new_database(self, parent: Any, caption: str, suggested: str) -> str | None:
        return self.new_database_paths.pop(0) if self.new_database_paths else None

    def save_backup(self, parent: Any, caption: str, suggested: str) -> str | None:
        self.messages.append(("save_backup", suggested))
        return self.backup_paths.pop(0) if self.backup_paths else None

    def ask_text(self, parent: Any, title: str, label: str, text: str = "") -> str | None:
        self.messages.append(("ask_text", label))
        return self.texts.pop(0) if self.texts else None

    def new_game(self, parent: Any, settings: Settings) -> NewGameChoice | None:
        return self.new_games.pop(0) if self.new_games else None


def type_key(qtbot, widget: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
             ) -> None:
    """A key as a person's key goes: ``widget``'s window made the active window first, then the key
    to the widget that has the keyboard focus (the window itself when nothing in it has).

    ``qtbot.keyClick(window, ...)`` hands the key to the window whatever has the focus, and a
    window's shortcuts (the table's Space, S, digits) do not fire while another window, or none,
    is active (after a progress dialog closed, say): what a key did then depended on the machine
    (issue 31).  The focused control still takes its own keys first (desktop/widgets/focus_keys.py),
    as it does for a person."""
    top = widget.window()
    if not top.isActiveWindow():
        top.activateWindow()
        qtbot.waitUntil(top.isActiveWindow, timeout=10000)
    focused = QApplication.focusWidget()
    target = focused if focused is not None and focused.window() is top else top
    qtbot.keyClick(target, key, modifier)


def refused(window) -> str:
    """The refusal the table shows beside the dice ("C3: ..."), or "" (refusals are never a modal box)."""
    return window.table.refusal_text()


def start_game(window, dialogs, dice, qtbot, players=("Maya", "Tom"), options=None, rolloff=((4, 4), (2, 5))):
    """New game through the window, the roll-off thrown (each tuple a throw in seat order), then started."""
    dialogs.new_games.append(NewGameChoice("classic", tuple(players), dict(options or {})))
    assert window.new_game()
    for faces in rolloff:
        dice.faces += list(faces)
        qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    assert window.table.panel is not None
    return window.table.panel


def buttons_match_legal(panel) -> None:
    """Every button is enabled exactly when the engine allows its action."""
    state = panel.state
    legal = state.legal_actions()
    expected = {
        "throw": state.current_player() == CHANCE or ROLL in legal,
        "rack": any(isinstance(a, Rack) for a in legal),
        "bank": any(isinstance(a, Bank) for a in legal),
        "swap": any(isinstance(a, Swap) for a in legal),
        "risk": RISK in legal,
        "stop": STOP in legal,
        "out": any(isinstance(a, Out) for a in legal),
    }
    actual = {k: b.isEnabled() for k, b in panel.buttons.items()}
    assert actual == expected


def enabled_buttons(panel) -> set[str]:
    return {k for k, b in panel.buttons.items() if b.isEnabled()}


def plain(text: str) -> str:
    """Text as read, without the bidi isolates (U+2068, U+2069) around each name in a sentence."""
    return text.replace("\u2068", "").replace("\u2069", "")
