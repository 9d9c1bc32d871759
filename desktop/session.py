"""The table's game as the window sees it: one match, its file, its dice seed.

Every change goes through here and into the match's journal; undo and redo
are the journal's (void entries and redone entries), never a second history.
The session listens to the journal and says ``changed`` once per accepted
entry.  Refusals are raised as :class:`~engine.errors.BakehouseError` and
change nothing; the window turns them into messages.

Saving: a game in progress is written without its dice seed (only the
commitment); the seed is kept in the app's private :class:`~engine.seeds.SeedVault`
so that opening the file goes on with the same dice.  A finished game is
written with its seed, so ``bakehouse verify`` checks every throw.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine.actions import Action, Throw
from engine.dice import DiceSource, HmacDice
from engine.errors import BakehouseError, IllegalActionError, InvalidInputError, RecordError
from engine.fairdice import DiceCheck, Verdict
from engine.files import write_atomically
from engine.game import GameState
from engine.journal import EntryKind, JournalEntry
from engine.match import Match
from engine.record import dumps, open_match, read_file, to_record
from engine.seeds import SeedVault
from engine.services.scoring import Database, Table, TableChangedError, finish_table, score_table
from engine.typed import typed_rolloff, typed_throw

DiceFactory = Callable[[], DiceSource]


def describe(entry: JournalEntry | None) -> str:
    """How the Undo and Redo menu items name an entry."""
    if entry is None:
        return ""
    if entry.kind is EntryKind.ROLLOFF:
        return QCoreApplication.translate("TableSession", "roll-off throw")
    return str(entry.action)  # the engine's words for a move ("rack 3"), as the record has them



class TableSession(QObject):
    #: the match changed (a move, an undo, a roll-off throw, a save)
    changed = Signal()
    #: a different match is on the table (new game, opened record)
    replaced = Signal()

    def __init__(
        self,
        dice_factory: DiceFactory = HmacDice.fresh,
        parent: QObject | None = None,
        seeds: SeedVault | None = None,
    ) -> None:
        super().__init__(parent)
        self.dice_factory = dice_factory
        self.seeds = seeds if seeds is not None else SeedVault()
        self.match: Match | None = None
        self.path: str | None = None
        #: the journal's length when the game was last saved or opened
        self._saved_length = 0
        self._unsubscribe: Callable[[], None] | None = None
        #: set when an opened record's dice cannot go on (or do not verify): said once on opening
        self.fresh_dice_note: str | None = None
        #: the check of an opened record's revealed dice seed (None: no seed to check)
        self.dice_verdict: Verdict | None = None

    # -- whole matches ----------------------------------------------------------------
    def new_match(self, ruleset_id: str, players: Sequence[str], options: Mapping[str, Any], *,
                  real_dice: bool = False) -> Match:
        """A practice match: app dice, or (``real_dice``) no dice source: every throw typed in."""
        match = Match(ruleset_id, players, options, dice=None if real_dice else self.dice_factory())
        self._install(match, None)
        return match

    def open_record(self, path: str) -> Match:
        """Read, check and replay a record; refusals raise and change nothing.
        Its moves can be undone like moves played here."""
        record = read_file(path)  # refuses non-files and files over 16 MiB
        kept: HmacDice | None = None
        if record.dice is not None and record.dice.seed is None:
            kept = self.seeds.find(record.dice.commitment)  # a game saved here in progress
        check = DiceCheck(record) if record.dice is not None and record.dice.seed is not None else None
        match = open_match(record, kept, check.throw if check is not None else None)  # played once
        note = None
        if match.dice is None:  # thrown by hand, or the seed is not kept on this computer
            match.attach_dice(self.dice_factory())
            note = self.tr(
                "this record has no dice seed to go on with: further throws come from new dice, "
                "and the saved record will carry no dice to verify"
            )
        elif record.dice is not None and not match.dice_verifiable:
            note = self.tr(
                "the dice of this record do not match its commitment: it cannot be verified, "
                "and the saved record will carry no dice"
            )

        self._install(match, path)
        self.fresh_dice_note = note
        try:
            self.dice_verdict = check.verdict(match.state) if check is not None else None
        except RecordError as e:  # a game in progress that reveals its seed: verify refuses it
            self.dice_verdict = Verdict(False, e.message)
        return match

    def save_record(self, path: str) -> None:
        """Write the match as a record (atomically: a temporary file, then rename).
        A game in progress keeps its seed in the private seed store, not in the file."""
        match = self.require_match()
        record = to_record(match)
        dice = match.dice
        try:
            if "dice" in record and "seed" not in record["dice"] and isinstance(dice, HmacDice):
                self.seeds.keep(dice)  # first: a file that cannot go on is worse than no file
            write_atomically(path, dumps(record).encode("utf-8"))  # through symlinks, never over a device
        except InvalidInputError as e:
            raise RecordError("record", e.message) from None
        self.path = path
        self._saved_length = len(match.journal)
        self.changed.emit()

    def _install(self, match: Match, path: str | None) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        self.match = match
        self.path = path
        self._saved_length = len(match.journal)
        self.fresh_dice_note = None
        self.dice_verdict = None
        self._unsubscribe = match.journal.subscribe(self._entered)
        self.replaced.emit()
        self.changed.emit()

    def _entered(self, entry: JournalEntry) -> None:
        self.changed.emit()

    # -- questions ------------------------------------------------------------------------
    def require_match(self) -> Match:
        if self.match is None:
            raise InvalidInputError(self.tr("no game is on the table: start a new game or open a record"))
        return self.match

    def require_state(self) -> GameState:
        match = self.require_match()
        if match.state is None:
            raise IllegalActionError(self.tr("the roll-off decides who starts first"), match.rolloff.ruling)
        return match.state

    @property
    def dirty(self) -> bool:
        """Whether the table holds play not yet saved: any entry since the last
        save (a move, an undo, a redo) makes the game unsaved."""
        if self.match is None:
            return False
        return len(self.match.journal) != self._saved_length

    @property
    def real_dice(self) -> bool:
        """Whether the throws are typed in (no app dice on the table)."""
        return self.match is not None and self.match.dice is None

    @property
    def stored(self) -> bool:
        """Whether every entry is committed to a database as it is made (an event's table)."""
        return False

    @property
    def commitment(self) -> str | None:
        dice = self.match.dice if self.match else None
        return dice.commitment if isinstance(dice, HmacDice) else None

    @property
    def can_undo(self) -> bool:
        """Whether a move can be taken back.  The table takes back moves, not the
        roll-off: its view is gone once the game starts; and not a throw of the
        app's dice, which stands like real dice (the match's ``undo_refusal``, A2)."""
        return self._undo_target_is_move() and self.match is not None and self.match.can_undo

    @property
    def undo_refusal(self) -> BakehouseError | None:
        """Why the last move cannot be taken back (a throw of the app's dice, A2),
        or None: Undo stays on and says this when pressed, rather than going dark."""
        if self.match is None or not self._undo_target_is_move():
            return None
        return self.match.undo_refusal

    def _undo_target_is_move(self) -> bool:
        target = self.match.undo_target if self.match else None
        return target is not None and target.kind is EntryKind.MOVE

    @property
    def can_redo(self) -> bool:
        return self.match is not None and self.match.can_redo

    @property
    def undo_text(self) -> str:
        return describe(self.match.undo_target) if self.match else ""

    @property
    def redo_text(self) -> str:
        return describe(self.match.redo_target) if self.match else ""

    # -- play ---------------------------------------------------------------------------------
    def rolloff_throw(self) -> dict[int, int]:
        return self.require_match().rolloff_throw()

    def play(self, action: Action) -> None:
        """Apply a decision; a refusal raises with the engine's message."""
        self.require_match().apply(action)

    def throw(self) -> Throw:
        """Throw the dice the rules say are thrown now (one entry, the choice to throw with it)."""
        return self.require_match().throw()

    def throw_typed(self, text: str) -> Throw:
        """Real dice: the throw as the scorer typed it (``224136*``, ``K6 1 2``), checked
        against the dice the rules say are thrown now; refused: raises, nothing applied."""
        match = self.require_match()
        throw = typed_throw(self.require_state(), text)
        match.throw(list(throw.dice))
        return throw

    def rolloff_typed(self, text: str) -> dict[int, int]:
        """Real dice: a roll-off throw typed as one face per player who throws now (C12, D7)."""
        match = self.require_match()
        if match.state is not None:
            raise IllegalActionError(self.tr("the roll-off is over"), match.rolloff.ruling)
        return match.rolloff_throw(typed_rolloff(match.rolloff, text))

    def undo(self) -> None:
        """Withdraw the last move in force (a void entry); the dice rewind."""
        match = self.require_match()
        refusal = self.undo_refusal
        if refusal is not None:
            raise refusal
        if not self.can_undo:
            raise IllegalActionError(self.tr("no move to undo"))
        match.undo()

    def redo(self) -> None:
        """Enter again the move the last undo withdrew."""
        if self.require_match().redo() is None:
            raise IllegalActionError(self.tr("nothing to redo"))


class StoredTableSession(TableSession):
    """An event's table scored at this station: the match is the store's
    (:func:`engine.services.scoring.score_table`), every roll-off throw and move
    committed with the station's name before the table shows it; undo and redo are
    logged corrections.  Opened again (here after a crash, or at another station) it is
    exactly where it was.  When the match ends its result goes to the event's standings
    at once; ``result_entered`` says so.  When another station wrote the table first,
    the action is refused (:class:`~engine.store.live.TableChangedError`, a
    :class:`BakehouseError`) and the table shows the reloaded match."""

    result_entered = Signal()

    def __init__(self, db: Database, event_id: int, rnd: int, table: int, *, app_dice: bool,
                 station: str | None = None, seeds: SeedVault | None = None, seed: bytes | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent=parent, seeds=seeds)
        self.db = db
        self.event_id = event_id
        self.round = rnd
        self.table_number = table
        self.station = station
        self.table: Table = score_table(db, event_id, rnd, table, app_dice=app_dice, station=station,
                                        vault=self.seeds, seed=seed)
        self.match_id = self.table.match_id
        #: why the finished match's result could not go to the standings (None: it did)
        self.result_error: BakehouseError | None = None
        self._install(self.table.match, None)
        self._report()  # finished at another station, its result not yet entered

    @property
    def stored(self) -> bool:
        return True

    @property
    def dirty(self) -> bool:
        return False  # every entry is in the database when it is shown

    def _entered(self, entry: JournalEntry) -> None:
        self._report(again=True)
        super()._entered(entry)

    def _report(self, *, again: bool = False) -> None:
        """A finished match's result into the standings; a refusal is kept in ``result_error``."""
        match = self.match
        if match is None or not match.finished:
            return
        try:
            done = finish_table(self.db, self.event_id, self.round, self.table_number, self.match_id, again=again)
        except BakehouseError as e:
            self.result_error = e
            return
        self.result_error = None
        if done is not None:
            self.result_entered.emit()

    def _reloaded(self) -> None:
        self._install(self.table.match, None)

    def play(self, action: Action) -> None:
        try:
            super().play(action)
        except TableChangedError:
            self._reloaded()
            raise

    def throw(self) -> Throw:
        try:
            return super().throw()
        except TableChangedError:
            self._reloaded()
            raise

    def throw_typed(self, text: str) -> Throw:
        try:
            return super().throw_typed(text)
        except TableChangedError:
            self._reloaded()
            raise

    def rolloff_throw(self) -> dict[int, int]:
        try:
            return super().rolloff_throw()
        except TableChangedError:
            self._reloaded()
            raise

    def rolloff_typed(self, text: str) -> dict[int, int]:
        try:
            return super().rolloff_typed(text)
        except TableChangedError:
            self._reloaded()
            raise

    def undo(self) -> None:
        try:
            super().undo()
        except TableChangedError:
            self._reloaded()
            raise

    def redo(self) -> None:
        try:
            super().redo()
        except TableChangedError:
            self._reloaded()
            raise
