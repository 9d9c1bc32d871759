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
from engine.services.scoring import Database, Table, TableChangedError, TableReading, TableResultChanged, score_table
from engine.services.stations import Hold, Mark, TableHeldError, hold_table, let_go, table_hold
from engine.typed import typed_move, typed_rolloff, typed_throw

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
    def read_only(self) -> bool:
        """Whether this table is only watched here (another station holds it)."""
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

    def move_typed(self, text: str) -> tuple[Action, ...]:
        """Real dice: the line typed at the table, a throw where dice may be thrown now, else the
        decisions in the game's words, several dice at once (``keep 3 3 5``, ``rack 33 stop``:
        engine/typed.py); checked whole first, then each move entered (and stored) in turn."""
        match = self.require_match()
        actions = typed_move(self.require_state(), text)
        for action in actions:
            if isinstance(action, Throw):
                match.throw(list(action.dice))
            else:
                match.apply(action)
        return actions

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
    at once, in the transaction of the entry that ended it (the store's recorder reports the
    change, the service layer's handler engine/services/handlers.py enters it); this session never writes it
    again: ``result_entered`` says what that write reported (:attr:`last_change`).

    One station holds the table (:mod:`engine.services.stations`): opened where another
    station holds it, the table is watched here (``read_only``; every action refused with
    the holder's name) until it is taken over explicitly (:meth:`take_over`).  Taken over
    elsewhere, this station's next action is refused naming the new holder, and the table
    turns read-only (``hold_changed``).  Another station's entries are read with
    :meth:`sync` (the club's live watch calls it).  When another station wrote the table
    first (the same station in two places), the action is refused
    (:class:`~engine.store.live.TableChangedError`) and the table shows the reloaded match."""

    #: the table's result changed with the entry made here: entered (or corrected) when the
    #: match ended, withdrawn when an undo reopened it (:attr:`last_change` says which)
    result_entered = Signal()
    #: the table's holder changed (taken here or elsewhere): ``read_only`` and ``hold`` say how
    hold_changed = Signal()

    def __init__(self, db: Database, event_id: int, rnd: int, table: int, *, app_dice: bool,
                 station: str | None = None, seeds: SeedVault | None = None, seed: bytes | None = None,
                 parent: QObject | None = None, watch: bool = False, take_over: bool = False) -> None:
        super().__init__(parent=parent, seeds=seeds)
        self.db = db
        self.event_id = event_id
        self.round = rnd
        self.table_number = table
        self.station = station
        self.table: Table = score_table(db, event_id, rnd, table, app_dice=app_dice, station=station,
                                        vault=self.seeds, seed=seed, hold=station is not None)
        self.match_id = self.table.match_id
        #: who holds the table (None: nobody, or a session without a station's name)
        self.hold: Hold | None = None
        #: the holder this station took the table over from (None: it was free or this station's)
        self.taken_from: Hold | None = None
        self._holding = station is None  # without a name there is no hold to keep
        if station is not None:
            if watch:
                self.hold = table_hold(db, self.match_id)
            else:
                taken = hold_table(db, self.match_id, station, take_over=take_over)
                self.hold, self._holding, self.taken_from = taken.hold, taken.mine, taken.previous
                if taken.previous is not None:
                    self.table.reload()  # exactly where the other station left it
        #: what the last entry made here did to the table's result (None: nothing yet)
        self.last_change: TableResultChanged | None = None
        self._install(self.table.match, None)

    @property
    def stored(self) -> bool:
        return True

    @property
    def dirty(self) -> bool:
        return False  # every entry is in the database when it is shown

    @property
    def read_only(self) -> bool:
        return not self._holding

    @property
    def real_dice(self) -> bool:
        """Watched here: the dice the match was made with (the holder's app dice have no seed
        here); held here: whether this station types the throws in."""
        if self.read_only:
            return self.table.commitment is None
        return super().real_dice

    @property
    def commitment(self) -> str | None:
        if self.read_only:
            return self.table.commitment
        return super().commitment

    @property
    def holding(self) -> bool:
        """Whether this station holds the table (it may score it)."""
        return self._holding

    def _entered(self, entry: JournalEntry) -> None:
        changes = self.table.changes  # what the entry's own transaction did to the table's result
        super()._entered(entry)
        if changes:
            self.last_change = changes[-1]
            self.result_entered.emit()

    def _reloaded(self) -> None:
        self._install(self.table.match, None)

    # -- the hold and the other stations ----------------------------------------------------------
    def take_over(self) -> None:
        """Hold the table here (the other station's next action is refused), reloaded as stored."""
        if self.station is None:
            return
        taken = hold_table(self.db, self.match_id, self.station, take_over=True)
        self.hold, self._holding, self.taken_from = taken.hold, taken.mine, taken.previous
        self.table.reload()
        self._reloaded()
        self.hold_changed.emit()

    def let_go(self) -> None:
        """The window closes: the table is free for another station (nothing else changes)."""
        if self.station is not None and self._holding:
            let_go(self.db, self.match_id, self.station)
            self._holding = False

    def sync(self, mark: Mark | None = None, reading: TableReading | None = None) -> bool:
        """Another station changed the table (or took it): reload what is stored.  ``mark``
        (the live watch's) saves the reading when it holds no entry newer than those shown here;
        ``reading`` (the live watch's worker's: the entries and the holder) saves asking the
        database at all.  Returns whether anything changed here."""
        match = self.require_match()
        changed = False
        if mark is None or mark.last_seq > len(match.journal) - 1:  # (a snapshot older than this table: no news)
            self.table.reload(reading.entries if reading is not None else None)
            self._reloaded()  # the reloaded match is the one recorded: it goes on the table
            changed = True
        held = (self.hold.station, self.hold.since) if self.hold is not None else (None, None)
        # a watcher reads the hold each time (the holder's last action is shown)
        if self.station is not None and (mark is None or self.read_only or held != (mark.holder, mark.since)):
            hold = reading.hold if reading is not None else table_hold(self.db, self.match_id)
            # a hold let go (its station closed the table) leaves this station as it was
            holding = self._holding if hold is None else hold.station == self.station
            if hold != self.hold or holding != self._holding:
                self.hold, self._holding = hold, holding
                self.hold_changed.emit()
                changed = True
        return changed

    def _refused(self) -> None:
        """An action here on a table another station holds: refused with the holder's name."""
        if not self._holding and self.hold is not None:
            raise TableHeldError(self.hold)

    def _lost(self, error: TableHeldError) -> None:
        """The store refused an action: another station took the table over meanwhile."""
        self.hold, self._holding = error.hold, False
        self.table.reload()
        self._reloaded()
        self.hold_changed.emit()

    def _guarded(self, act: Callable[[], Any]) -> Any:
        self._refused()
        try:
            return act()
        except TableHeldError as e:
            self._lost(e)
            raise
        except TableChangedError:
            self._reloaded()
            raise

    def play(self, action: Action) -> None:
        self._guarded(lambda: TableSession.play(self, action))

    def throw(self) -> Throw:
        result: Throw = self._guarded(lambda: TableSession.throw(self))
        return result

    def throw_typed(self, text: str) -> Throw:
        result: Throw = self._guarded(lambda: TableSession.throw_typed(self, text))
        return result

    def rolloff_throw(self) -> dict[int, int]:
        result: dict[int, int] = self._guarded(lambda: TableSession.rolloff_throw(self))
        return result

    def move_typed(self, text: str) -> tuple[Action, ...]:
        result: tuple[Action, ...] = self._guarded(lambda: TableSession.move_typed(self, text))
        return result

    def rolloff_typed(self, text: str) -> dict[int, int]:
        result: dict[int, int] = self._guarded(lambda: TableSession.rolloff_typed(self, text))
        return result

    def undo(self) -> None:
        self._guarded(lambda: TableSession.undo(self))

    def redo(self) -> None:
        self._guarded(lambda: TableSession.redo(self))
