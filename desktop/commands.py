"""Undoable commands that apply engine actions to a match.

One :class:`MoveCommand` is one thing the player did: a rack, a bank, a stop,
or a throw (the implicit Roll and the Throw together).  It remembers
``len(match.moves)`` before and after.  The first ``redo()`` (run by
``QUndoStack.push``) does the work through the :class:`~engine.match.Match`;
later redos replay the same actions; ``undo()`` calls ``match.undo_to(before)``,
which also rewinds the dice, so throwing again gives the same faces.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from engine.actions import Action, Throw
from engine.errors import BakehouseError
from engine.match import Match


class MoveCommand(QUndoCommand):
    def __init__(
        self,
        match: Match,
        text: str,
        work: Callable[[Match], object],
        on_change: Callable[[], None],
        errors: list[Exception],
    ) -> None:
        super().__init__(text)
        self.match = match
        self.work = work
        self.on_change = on_change
        #: where a refusal of the first redo goes (the command is then dropped)
        self.errors = errors
        self.before = len(match.moves)
        self.after: int | None = None
        self.actions: tuple[Action, ...] = ()

    def redo(self) -> None:
        match = self.match
        if self.after is None:
            try:
                self.work(match)
            except BakehouseError as e:  # checked before pushing, so rare; never half-applied (A3)
                match.undo_to(self.before)
                self.errors.append(e)
                self.setObsolete(True)  # QUndoStack.push then drops the command
                return
            self.after = len(match.moves)
            self.actions = tuple(m.action for m in match.moves[self.before : self.after])
            if self.actions and isinstance(self.actions[-1], Throw):
                self.setText(str(self.actions[-1]))
        else:
            match.undo_to(self.before)
            match.redo(self.actions)
        self.on_change()

    def undo(self) -> None:
        self.match.undo_to(self.before)
        self.on_change()
