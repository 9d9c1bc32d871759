"""Undo and Redo for the window: two QActions that mirror the match journal.

The undo history is the domain's: :meth:`engine.match.Match.undo` appends a
void entry, :meth:`~engine.match.Match.redo` enters the withdrawn move again.
These actions only ask the session what can be undone or redone (and name
it, "Undo stop"), and are enabled from ``match.can_undo`` / ``can_redo``
after every change.  There is no second history to fall out of step.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction

from engine.errors import BakehouseError

from .session import TableSession
from .text import fill


class UndoRedoActions(QObject):
    """The Undo and Redo actions of one session."""

    #: an undo or redo was refused (such as by the club database): the error
    refused = Signal(object)

    def __init__(self, session: TableSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.undo = QAction(self.tr("&Undo"), parent)
        self.redo = QAction(self.tr("&Redo"), parent)
        self.undo.triggered.connect(lambda _=False: self._run(session.undo))
        self.redo.triggered.connect(lambda _=False: self._run(session.redo))
        session.changed.connect(self.refresh)
        session.replaced.connect(self.refresh)
        self.refresh()

    def _run(self, work: object) -> None:
        assert callable(work)
        try:
            work()
        except BakehouseError as e:  # refused: the match is as it was
            self.refused.emit(e)
        self.refresh()

    def refresh(self) -> None:
        s = self.session
        why = s.undo_refusal  # the app's throw stands (A2): Undo says so when pressed
        self.undo.setEnabled(s.can_undo or why is not None)
        self.redo.setEnabled(s.can_redo)
        self.undo.setText(fill(self.tr("&Undo %1"), s.undo_text) if s.can_undo
                          else self.tr("&Undo (the throw stands)") if why else self.tr("&Undo"))
        self.undo.setToolTip(str(why) if why else self.undo.text().replace("&", ""))
        self.redo.setText(fill(self.tr("&Redo %1"), s.redo_text) if s.can_redo else self.tr("&Redo"))

