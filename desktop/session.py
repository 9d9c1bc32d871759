"""The table's game as the window sees it: one match, its undo stack, its file.

Every change goes through here.  Player actions are checked on a copy of the
state first (so a refusal carries the engine's own message and ruling id, and
nothing is pushed), then pushed as a :class:`~desktop.commands.MoveCommand`.
Refusals are raised as :class:`~engine.errors.BakehouseError`; the window
turns them into messages.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from engine.actions import ROLL, Action, Throw
from engine.dice import DiceSource, HmacDice
from engine.errors import IllegalActionError, InvalidInputError
from engine.game import CHANCE, GameState
from engine.match import Match
from engine.record import RecordError, dumps, read_file

from .commands import MoveCommand

DiceFactory = Callable[[], DiceSource]


class TableSession(QObject):
    #: the match changed (a move, an undo, a roll-off throw)
    changed = Signal()
    #: a different match is on the table (new game, opened record)
    replaced = Signal()

    def __init__(self, dice_factory: DiceFactory = HmacDice.fresh, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dice_factory = dice_factory
        self.match: Match | None = None
        self.path: str | None = None
        self.undo_stack = QUndoStack(self)
        self._rolloff_dirty = False
        #: set when an opened record had no revealed seed and fresh dice took over
        self.fresh_dice_note: str | None = None

    # -- whole matches ----------------------------------------------------------------
    def new_match(self, ruleset_id: str, players: Sequence[str], options: Mapping[str, Any]) -> Match:
        match = Match(ruleset_id, players, options, dice=self.dice_factory())
        self._install(match, None)
        return match

    def open_record(self, path: str) -> Match:
        """Read, check and replay a record; refusals raise and change nothing."""
        match = Match.from_record(read_file(path))  # refuses non-files and files over 16 MiB
        note = None
        if match.dice is None:  # thrown by hand, or the seed was not revealed
            match.attach_dice(self.dice_factory())
            note = (
                "this record has no revealed dice seed: further throws come from new dice, "
                "and the saved record will carry no dice seed to verify"
            )
        self._install(match, path)
        self.fresh_dice_note = note
        return match

    def save_record(self, path: str) -> None:
        """Write the match as a record (atomically: a temporary file, then rename)."""
        match = self.require_match()
        text = dumps(match.to_record(reveal_seed=True))
        tmp = f"{path}.tmp"
        try:
            with open(tmp, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, path)
        except OSError as e:
            raise RecordError("record", f"cannot write {path}: {e.strerror or e}") from None
        self.path = path
        self.undo_stack.setClean()
        self._rolloff_dirty = False
        self.changed.emit()

    def _install(self, match: Match, path: str | None) -> None:
        self.undo_stack.clear()
        self.match = match
        self.path = path
        self._rolloff_dirty = False
        self.fresh_dice_note = None
        self.undo_stack.setClean()
        self.replaced.emit()
        self.changed.emit()

    # -- questions ------------------------------------------------------------------------
    def require_match(self) -> Match:
        if self.match is None:
            raise InvalidInputError("no game is on the table: start a new game or open a record")
        return self.match

    def require_state(self) -> GameState:
        match = self.require_match()
        if match.state is None:
            raise IllegalActionError("the roll-off decides who starts first", match.rolloff.ruling)
        return match.state

    @property
    def dirty(self) -> bool:
        """Whether the table holds play not yet saved."""
        if self.match is None:
            return False
        return self._rolloff_dirty or not self.undo_stack.isClean()

    @property
    def commitment(self) -> str | None:
        dice = self.match.dice if self.match else None
        return dice.commitment if isinstance(dice, HmacDice) else None

    # -- play ---------------------------------------------------------------------------------
    def rolloff_throw(self) -> dict[int, int]:
        match = self.require_match()
        faces = match.rolloff_throw()
        self._rolloff_dirty = True
        self.changed.emit()
        return faces

    def play(self, action: Action) -> None:
        """Apply a decision; a refusal raises with the engine's message."""
        state = self.require_state()
        state.clone().apply(action)  # raises the engine's refusal, changes nothing
        self._push(str(action), lambda m: m.apply(action))

    def throw(self) -> Throw:
        """Throw the dice the rules say are thrown now (Roll + Throw, one command)."""
        state = self.require_state()
        if state.current_player() != CHANCE:
            state.clone().apply(ROLL)  # "rack at least one die before throwing again", ...
        self._push("throw", lambda m: m.throw())
        match = self.require_match()
        last = match.moves[-1].action
        assert isinstance(last, Throw)
        return last

    def _push(self, text: str, work: Callable[[Match], object]) -> None:
        errors: list[Exception] = []
        command = MoveCommand(self.require_match(), text, work, self.changed.emit, errors)
        self.undo_stack.push(command)
        if errors:
            raise errors[0]
