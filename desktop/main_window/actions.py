"""The main window's actions, keyed by an enum and declared in one table."""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ..text import QT_TRANSLATE_NOOP


class ActionId(enum.Enum):
    NEW_GAME = "new_game"
    OPEN_RECORD = "open_record"
    SAVE_RECORD = "save_record"
    SAVE_RECORD_AS = "save_record_as"
    REVIEW = "review"
    UNDO = "undo"
    REDO = "redo"
    QUIT = "quit"
    HELP = "help"
    FIND_RULING = "find_ruling"
    ABOUT = "about"


@dataclass(frozen=True)
class ActionSpec:
    text: str
    shortcuts: tuple[str, ...]
    tip: str


def _tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


#: the texts as written; shown translated (``_tr``)
SPECS: dict[ActionId, ActionSpec] = {
    ActionId.NEW_GAME: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&New game…"), ("Ctrl+N",),
        QT_TRANSLATE_NOOP("MainWindow", "Choose a game and its players")),
    ActionId.OPEN_RECORD: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&Open record…"), ("Ctrl+O",),
        QT_TRANSLATE_NOOP("MainWindow", "Open a match record and go on playing it")),
    ActionId.SAVE_RECORD: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&Save record"), ("Ctrl+S",),
        QT_TRANSLATE_NOOP("MainWindow", "Save the game as a match record")),
    ActionId.SAVE_RECORD_AS: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "Save record &as…"), ("Ctrl+Shift+S",),
        QT_TRANSLATE_NOOP("MainWindow", "Save the game to another file")),
    ActionId.REVIEW: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "Re&view this match…"), ("Ctrl+R",),
        QT_TRANSLATE_NOOP("MainWindow", "Each decision against the best play, and each throw's luck")),
    ActionId.UNDO: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&Undo"), ("Ctrl+Z",),
        QT_TRANSLATE_NOOP("MainWindow", "Take back the last action")),
    ActionId.REDO: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&Redo"), ("Ctrl+Shift+Z", "Ctrl+Y"),
        QT_TRANSLATE_NOOP("MainWindow", "Do again what was taken back")),
    ActionId.QUIT: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&Quit"), ("Ctrl+Q",),
        QT_TRANSLATE_NOOP("MainWindow", "Close Bakehouse")),
    ActionId.HELP: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&Rules of the games"), ("F1",),
        QT_TRANSLATE_NOOP("MainWindow", "The rules of each game and every ruling")),
    ActionId.FIND_RULING: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&Look up a ruling…"), ("Ctrl+F1",),
        QT_TRANSLATE_NOOP("MainWindow", "Type a ruling id such as C7 to read it")),
    ActionId.ABOUT: ActionSpec(
        QT_TRANSLATE_NOOP("MainWindow", "&About Bakehouse"), (),
        QT_TRANSLATE_NOOP("MainWindow", "Version, licence and where the data lives")),
}


class ActionRegistry:
    """The window's QActions by id; each made once from its spec."""

    def __init__(self, owner: QWidget) -> None:
        self.owner = owner
        self._actions: dict[ActionId, QAction] = {}

    def create(self, action_id: ActionId, slot: Callable[[], object]) -> QAction:
        action = QAction(self.owner)
        action.triggered.connect(lambda _=False: slot())
        return self.adopt(action_id, action)

    def adopt(self, action_id: ActionId, action: QAction) -> QAction:
        """Register an action made elsewhere (the journal's undo and redo) under its spec."""
        spec = SPECS[action_id]
        if action_id not in (ActionId.UNDO, ActionId.REDO):  # they name what they undo and redo
            action.setText(_tr(spec.text))
        action.setShortcuts([QKeySequence(s) for s in spec.shortcuts])
        action.setStatusTip(_tr(spec.tip))
        action.setObjectName(action_id.value)
        self.owner.addAction(action)
        self._actions[action_id] = action
        return action

    def __getitem__(self, action_id: ActionId) -> QAction:
        return self._actions[action_id]

    def __iter__(self) -> Iterator[tuple[ActionId, QAction]]:
        return iter(self._actions.items())
