"""A table's game on its journal: players in seat order, the roll-off, every
move as a journal entry, undo and redo as entries of their own, and chance
outcomes drawn from a dice source.

The journal (:mod:`engine.journal`) is the match's history; the game state is
what its entries in force come to.  A match rebuilds exactly from its entries
(:meth:`Match.from_journal`), so the club database stores entries and nothing
else.  Every entry reaches the state through the one replayer
(:class:`engine.replayer.Course`): the match is its journal's keeper, so an
entry appended by anyone (a table, a bot, a store's reload) is checked and
applied before the journal's recorder sees it, and the recorder reads the
state after it from :attr:`Match.state`.  The rules stay in the game states; the record format stays in
:mod:`engine.record`, which is written from a match (this module never
imports it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .actions import Action, Roll, Throw
from .dice import DiceSource, HmacDice, draw
from .errors import BakehouseError, IllegalActionError, InvalidInputError, RecordError, phrase
from .game import CHANCE, GameState
from .journal import EntryKind, Journal, JournalEntry, Origin
from .names import check_names, quote
from .replayer import Course, live_refusal, turn_of
from .rolloff import Rolloff
from .rulesets import Ruleset, get_ruleset
from .words import QT_TRANSLATE_NOOP

#: the reason written on the void that :meth:`Match.undo` appends when none is given
UNDO = "undo"


def _faces(entry: JournalEntry) -> int:
    """How many dice an entry threw."""
    if entry.kind is EntryKind.ROLLOFF:
        return len(entry.rolloff or ())
    if entry.kind is EntryKind.MOVE and isinstance(entry.action, Throw):
        return len(entry.action.dice)
    return 0


def _thrown(entry: JournalEntry) -> bool:
    return _faces(entry) > 0


class Match:
    """One game at one table, kept as an append-only journal.

    ``first_seat`` starts the game without a roll-off (that seat begins);
    otherwise the roll-off (A4) decides, and ``state`` is None until it has.
    """

    def __init__(
        self,
        ruleset: str | Ruleset,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        dice: DiceSource | None = None,
        event: Mapping[str, Any] | None = None,
        *,
        station: str | None = None,
        first_seat: int | None = None,
    ) -> None:
        self.ruleset = ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset)
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "the players are a list of names"), "A1")
        self.ruleset.check_players(len(players))  # the count first: linear checks on any list (A1)
        self.players: tuple[str, ...] = check_names(players)
        self.options: Any = self.ruleset.make_options(options or {}, len(self.players))
        if first_seat is not None and (
            not isinstance(first_seat, int) or isinstance(first_seat, bool)
            or not 0 <= first_seat < len(self.players)
        ):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "no seat %1 at a table of %2"), quote(first_seat), len(self.players)), "A1")
        self.first_seat = first_seat
        self.event: dict[str, Any] | None = dict(event) if event else None
        self.station = station
        self.journal = Journal(keeper=self)
        self._dice: DiceSource | None = dice
        self._dice_clean = True  # no face so far came from anywhere but ``dice``
        self._redo: list[JournalEntry] = []  # entries withdrawn by undo, the next to redo last
        self._faces_used = 0  # dice thrown by the entries in force, kept up as entries come
        self._course = self._new_course()

    # -- where the game stands: the one replayer's course ---------------------------------------
    @property
    def rolloff(self) -> Rolloff:
        return self._course.rolloff

    @property
    def state(self) -> GameState | None:
        """The game after the entries in force (None while the roll-off is undecided).
        While the journal's recorder is deciding on an entry, the state after it."""
        return self._course.state

    def _new_course(self) -> Course:
        return Course(self.ruleset, len(self.players), self.options, self.first_seat)

    # -- what the match is ------------------------------------------------------------------
    @property
    def dice(self) -> DiceSource | None:
        """Where digital dice come from, or None (faces are typed in)."""
        return self._dice

    @property
    def dice_verifiable(self) -> bool:
        """Whether every face of the match came from the attached provably fair
        dice, so that its record carries them for ``bakehouse verify``."""
        return isinstance(self._dice, HmacDice) and self._dice_clean

    @property
    def finished(self) -> bool:
        return self.state is not None and self.state.is_terminal()

    def moves_in_force(self) -> list[JournalEntry]:
        """The roll-off throws and moves that no void withdrew, in order: what
        the state, the record, results and statistics come from."""
        return self.journal.in_force()

    @property
    def moves(self) -> list[JournalEntry]:
        """The move entries in force (roll-off throws left out), in order."""
        return [e for e in self.journal.in_force() if e.kind is EntryKind.MOVE]

    def faces_used(self) -> int:
        """How many dice the entries in force threw (the dice stream's position)."""
        return self._faces_used

    def attach_dice(self, source: DiceSource) -> None:
        """Throw the rest of the match from ``source`` (a record thrown by hand, or
        one whose seed is secret, continued with digital dice).  Faces thrown before
        did not come from it, so such a record carries no ``dice`` to verify."""
        used = self.faces_used()
        source.seek(used)
        self._dice = source
        self._dice_clean = used == 0 and not any(_thrown(e) for e in self.journal)

    # -- the roll-off -------------------------------------------------------------------------
    def rolloff_throw(self, faces: Mapping[int, int] | None = None, *, origin: Origin | None = None) -> dict[int, int]:
        """One roll-off throw (seat -> face): the faces given (typed in), or
        drawn from the dice source for the seats that throw now.  Appends a
        ``rolloff`` entry; a refused throw changes nothing."""
        if self.first_seat is not None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "this game started without a roll-off"), self.rolloff.ruling)
        if self.state is not None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the roll-off is over"), self.rolloff.ruling)
        typed = faces is not None
        dice = self._dice
        if faces is None:
            if dice is None:
                raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "no dice source: type in the faces thrown"))
            faces = {s: dice.face() for s in self.rolloff.throwers()}
        thrown = dict(faces)
        try:
            self.journal.append(  # the keeper checks it whole before anything changes
                EntryKind.ROLLOFF,
                origin=origin or (Origin.HAND if typed else Origin.APP),
                station=self.station,
                rolloff=thrown,
                on_accept=self._on_typed if typed else None,
            )
        except BaseException:
            self._seek()  # the faces drawn go back to the stream
            raise
        return thrown

    # -- play -----------------------------------------------------------------------------------
    def _require_state(self) -> GameState:
        if self.state is None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the roll-off decides who starts first"), self.rolloff.ruling)
        return self.state

    def apply(
        self, action: Action, *, origin: Origin = Origin.HAND, at: str | None = None, timed: bool = True
    ) -> JournalEntry:
        """Apply a move and append it as one entry.  A refused move (by the rules
        or by the journal's recorder) changes nothing and appends nothing.  A
        throw at a decision node is one entry: the state does the implied Roll.

        ``at`` is the time the move was entered where it was entered first (a
        record being opened); by default, now.  ``timed=False`` says that time
        is unknown (the record gave none).

        On a match with app dice attached, a :class:`Throw` given here is faces
        typed in, whatever ``origin`` says: like :meth:`throw` with dice, it drops
        the app dice (only faces drawn by :meth:`throw` itself come from the
        stream, so no record claims a seed its faces did not come from).  Without
        dice attached, ``origin`` is a label that :meth:`from_journal` checks
        against the stream."""
        if isinstance(action, Throw) and self.dice is not None:
            return self._apply(action, Origin.HAND if origin is Origin.APP else origin, typed=True, at=at, timed=timed)
        return self._apply(action, origin, at=at, timed=timed)

    def _apply(
        self,
        action: Action,
        origin: Origin,
        redoes: int | None = None,
        typed: bool = False,
        at: str | None = None,
        timed: bool = True,
    ) -> JournalEntry:
        if isinstance(action, Roll):
            raise InvalidInputError(
                QT_TRANSLATE_NOOP("Refusal", "a throw is entered as the dice thrown: the choice to throw goes with it"), "A2"
            )
        state = self._require_state()
        turn, seat = turn_of(state, action)
        try:  # the keeper applies it (refused: raises, the state as it was, A3)
            return self.journal.append(
                EntryKind.MOVE,
                origin=origin,
                station=self.station,
                seat=seat,
                turn=turn,
                action=action,
                redoes=redoes,
                at=at,
                timed=timed,
                on_accept=self._on_typed if typed else None,
            )
        except BaseException:
            self._seek()  # refused by the rules or the recorder: the dice as the entries in force leave them
            raise

    def throw(self, dice: Sequence[Any] | None = None, *, origin: Origin | None = None) -> Throw:
        """Throw the dice the rules say are thrown now: the faces given (real dice
        typed in, origin ``hand``) or drawn from the dice source (origin ``app``).

        Typed-in faces on a match with app dice drop the app dice: its record
        then claims no seed its faces did not come from."""
        state = self._require_state()
        if dice is not None:
            action = Throw(tuple(dice))
            self._apply(action, origin or Origin.HAND, typed=True)
            return action
        source = self._dice
        if source is None:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "no dice source: type in the faces thrown"))
        if state.current_player() != CHANCE:
            state.clone().apply(Roll())  # "no throw is allowed now": refused before a face is drawn
        action = Throw(draw(source, state.chance_dice()))
        self._apply(action, origin or Origin.APP)  # refused: the faces drawn go back to the stream
        return action

    def _on_typed(self, entry: JournalEntry) -> None:
        """A throw of typed-in faces was accepted: the app dice, if any, are
        dropped before anyone is told (no record may claim their seed)."""
        self._dice = None
        self._dice_clean = False

    # -- undo and redo ----------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return self.journal.last_in_force() is not None and self.undo_refusal is None

    @property
    def undo_refusal(self) -> BakehouseError | None:
        """Why :meth:`undo` would refuse now, or None.

        Dice the app threw stand, as real dice do once they have rolled (A2: each
        throw comes from the logged stream).  Undoing such a throw would show the
        coming faces, since the stream is drawn by position and the same faces
        would come again: a player could look at the next throw, take it back and
        stop instead.  Only faces typed in by hand can be taken back (a typing
        slip); an organizer's correction passes ``correction=True`` to
        :meth:`undo`, which the journal records with its reason.
        """
        target = self.journal.last_in_force()
        if target is None:
            return IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "nothing to undo"))
        if _thrown(target) and target.origin is not Origin.HAND:
            return IllegalActionError(
                QT_TRANSLATE_NOOP("Refusal", "dice the app threw stand: only faces typed in by hand can be taken back (an organizer's correction can withdraw them)"), "A2")
        return None

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_target(self) -> JournalEntry | None:
        """The entry :meth:`undo` would withdraw (the last in force), or None."""
        return self.journal.last_in_force()

    @property
    def redo_target(self) -> JournalEntry | None:
        """The withdrawn entry :meth:`redo` would enter again, or None."""
        return self._redo[-1] if self._redo else None

    def undo(self, reason: str | None = None, *, correction: bool = False) -> JournalEntry:
        """Withdraw the last move (or roll-off throw) in force by appending a void.

        A throw of the app's dice is refused (:attr:`undo_refusal`, A2) unless
        ``correction``: an organizer putting right a wrong entry, with ``reason``.
        Digital dice rewind, so throwing again gives the same faces."""
        target = self.journal.last_in_force()
        if target is None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "nothing to undo"))
        refusal = self.undo_refusal
        if refusal is not None and not correction:
            raise refusal
        try:  # the keeper plays the entries left in force again, before the recorder sees the void
            return self.journal.void(
                (target.seq,), reason=reason or UNDO, station=self.station
            )
        except BaseException:
            self._seek()
            raise

    def redo(self) -> JournalEntry | None:
        """Enter again, as a new entry, the move the last undo withdrew; None if
        there is nothing to redo (only undo voids since, as in any editor)."""
        if not self._redo:
            return None
        entry = self._redo[-1]
        if entry.kind is EntryKind.ROLLOFF:
            assert entry.rolloff is not None
            try:
                return self.journal.append(
                    EntryKind.ROLLOFF, origin=entry.origin, station=self.station, rolloff=entry.rolloff,
                    redoes=entry.seq,
                )
            except BaseException:
                self._seek()
                raise
        assert entry.action is not None
        return self._apply(entry.action, entry.origin, redoes=entry.seq)

    # -- the journal -------------------------------------------------------------------------------
    # -- the journal's keeper: every entry through the one replayer ---------------------------
    def advance(self, entry: JournalEntry) -> None:
        """Bring the state up to an entry about to be appended (the journal calls
        this before its recorder): a roll-off throw or a move is checked and
        applied, a void plays the entries left in force again.  Refused: raises,
        and nothing changed."""
        if entry.kind is EntryKind.VOID:
            withdrawn = set(entry.voids)
            course = self._new_course().play(
                (e for e in self.journal.in_force() if e.seq not in withdrawn), refuse=live_refusal)
            self._course = course
        else:
            self._course.step(entry)

    def resync(self) -> None:
        """After the recorder refused an entry: the state and the dice stream as
        the entries in force leave them."""
        self._course = self._new_course().play(self.journal.in_force())
        self._seek()

    def accepted(self, entry: JournalEntry) -> None:
        """An entry was accepted (whoever appended it): bring the redo list and the
        dice up to it (before the journal's listeners are told)."""
        self._track_redo(entry)
        if entry.kind is EntryKind.VOID:
            self._faces_used = sum(_faces(e) for e in self.journal.in_force())
        else:
            self._faces_used += _faces(entry)
        self._seek()

    def _seek(self) -> None:
        if self._dice is not None:
            self._dice.seek(self._faces_used)

    def _track_redo(self, entry: JournalEntry) -> None:
        """What redo can enter again after this entry: an undo pushes what it
        withdrew, a redo takes it off, any other entry ends it (as in an editor)."""
        if entry.kind is EntryKind.VOID:
            self._redo.extend(self.journal[s] for s in sorted(entry.voids, reverse=True))
        elif entry.redoes is not None and self._redo and self._redo[-1].seq == entry.redoes:
            self._redo.pop()
        else:
            self._redo.clear()

    @classmethod
    def from_journal(
        cls,
        ruleset: str | Ruleset,
        players: Sequence[str],
        options: Mapping[str, Any] | None,
        entries: Iterable[JournalEntry],
        *,
        dice: DiceSource | None = None,
        event: Mapping[str, Any] | None = None,
        first_seat: int | None = None,
        station: str | None = None,
        course: Course | None = None,
    ) -> Match:
        """The match its entries make (from a store), every move in force checked
        against the rules once; a broken journal raises a :class:`RecordError`
        naming the entry.  ``course`` is where the entries in force were already
        played to by the one replayer (a record opened: :func:`engine.record.open_match`),
        so they are not played again.

        ``dice`` throws the rest of the match; it is verifiable only if no face
        was typed in and every face in force matches its stream."""
        match = cls(ruleset, players, options, None, event, station=station, first_seat=first_seat)
        try:
            journal = Journal.from_entries(entries)
        except BakehouseError as e:
            raise RecordError(QT_TRANSLATE_NOOP("Refusal", "journal"), e.words, e.ruling) from None
        journal.keeper = match
        match.journal = journal
        match._course = course if course is not None else match._new_course().play(journal.in_force())
        match._faces_used = sum(_faces(e) for e in journal.in_force())
        for entry in journal:  # the redo list as the entries left it
            match._track_redo(entry)
        if dice is not None:
            typed = any(_thrown(e) and e.origin is Origin.HAND for e in journal)
            match._dice = dice
            match._dice_clean = not typed and _stream_matches(dice, journal.in_force())
            dice.seek(match.faces_used())
        return match


def _stream_matches(dice: DiceSource, entries: Sequence[JournalEntry]) -> bool:
    """Whether the faces of these entries are the stream's faces, in order."""
    dice.seek(0)
    for entry in entries:
        if entry.kind is EntryKind.ROLLOFF:
            assert entry.rolloff is not None
            faces = [entry.rolloff[s] for s in sorted(entry.rolloff)]
        elif entry.kind is EntryKind.MOVE and isinstance(entry.action, Throw):
            faces = [d.face for d in entry.action.dice]
        else:
            continue
        if any(face != dice.face() for face in faces):
            return False
    return True
