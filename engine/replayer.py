"""The one replayer: journal entries applied, in order, to a game's roll-off and
state, every move checked against the rules and against the seat and turn it
was entered for.

Everything that plays a game again goes through :class:`Course`: a match
rebuilt from its journal (:meth:`engine.match.Match.from_journal`) and after
an undo, a record opened or replayed (:mod:`engine.record` turns it into
journal entries first), the store's matches and its recorder (which reads the
match's state rather than keeping a replay of its own).  Only the words of a
refusal differ between them: a journal names "journal entry N", a record
"turn T, event E" and the ruling of what went wrong there, so the caller gives
the two functions that say it (:data:`Refuse` and :data:`Mismatch`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .actions import Action, Roll, Throw
from .errors import BakehouseError, IllegalActionError, InvalidInputError, RecordError, phrase
from .game import GameState
from .journal import EntryKind, JournalEntry
from .rolloff import Rolloff
from .rulesets import Ruleset
from .values import copyable
from .words import QT_TRANSLATE_NOOP

#: the refusal of an entry, as the caller words it (its place, and the ruling)
Refuse = Callable[[JournalEntry, BakehouseError], BakehouseError]
#: why a move (turn, seat, action) entered for another seat or turn than the rules give
#: does not fit (the state is None while the roll-off is undecided)
Mismatch = Callable[[int, int, Action, "GameState | None", Rolloff], BakehouseError]
#: sees each throw just before it is applied (fairdice checks the dice kinds)
ThrowHook = Callable[[GameState, Throw], None]


def turn_of(state: GameState, action: Action) -> tuple[int, int]:
    """The turn (serial) and seat a move belongs to: the turn in play, or the
    turn that has just ended for dice that left the box in its last throw (C14)."""
    if state.turn_moves == 0 and state.continues_ended_turn(action):
        return state.turn_serial - 1, state.turn_log[-1].seat
    return state.turn_serial, state.turn_player()


def journal_refusal(entry: JournalEntry, error: BakehouseError) -> BakehouseError:
    """A journal's words: the entry by its sequence number, the rule's ruling."""
    if isinstance(error, RecordError):
        return error
    return RecordError(phrase(QT_TRANSLATE_NOOP("Refusal", "journal entry %1"), entry.seq), error.words, error.ruling)


def journal_mismatch(turn: int, seat: int, action: Action, state: GameState | None,
                     rolloff: Rolloff) -> BakehouseError:
    """A journal's words for a move entered for the wrong seat or turn (A1)."""
    if state is None:
        return IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the roll-off decides who starts first"), rolloff.ruling)
    right_turn, right_seat = turn_of(state, action)
    return IllegalActionError(
        phrase(QT_TRANSLATE_NOOP("Refusal", "the move is entered for seat %1, turn %2, but it is seat %3's turn %4"), seat, turn, right_seat, right_turn),
        "A1",
    )


def live_refusal(entry: JournalEntry, error: BakehouseError) -> BakehouseError:
    """At the table an entry's refusal is the rule's own words (no place)."""
    return error


class Course:
    """A game's roll-off and state, brought forward one entry at a time.

    ``first_seat`` starts the game at once (no roll-off); otherwise the roll-off
    entries decide who starts, and ``state`` is None until they have."""

    def __init__(self, ruleset: Ruleset, n_players: int, options: Any, first_seat: int | None) -> None:
        self.ruleset = ruleset
        self.n_players = n_players
        self.options = options
        self.first_seat = first_seat
        self.rolloff = Rolloff(n_players, ruleset.rolloff)
        self.state: GameState | None = None
        if first_seat is not None:
            self.rolloff.winner = first_seat
            self.state = ruleset.new_state(n_players, options, first_seat)

    @property
    def finished(self) -> bool:
        return self.state is not None and self.state.is_terminal()

    def step(self, entry: JournalEntry, mismatch: Mismatch = journal_mismatch,
             on_throw: ThrowHook | None = None) -> None:
        """Apply one roll-off throw or move; a refused one raises and changes
        nothing (a void is no step: the entries in force are played again)."""
        if entry.kind is EntryKind.ROLLOFF:
            assert entry.rolloff is not None
            self.throw_off(entry.rolloff)
            return
        if entry.kind is not EntryKind.MOVE:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "only roll-off throws and moves are played"))
        assert entry.action is not None and entry.turn is not None and entry.seat is not None
        self.move(entry.turn, entry.seat, entry.action, mismatch, on_throw)

    def throw_off(self, faces: Mapping[int, int]) -> None:
        """Apply one roll-off throw (seat -> face): :meth:`step` for a roll-off
        throw, without its journal entry (the simulator keeps none)."""
        if self.first_seat is not None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "this game started without a roll-off"), self.rolloff.ruling)
        self.rolloff.add(faces)  # checked whole first
        if self.rolloff.winner is not None:
            self.state = self.ruleset.new_state(self.n_players, self.options, self.rolloff.winner)

    def move(self, turn: int, seat: int, action: Action, mismatch: Mismatch = journal_mismatch,
             on_throw: ThrowHook | None = None) -> None:
        """Apply one move entered for ``turn`` (serial) and ``seat``: :meth:`step`
        for a move, without making its journal entry (a record replayed only to
        see where it ends, where no journal is kept)."""
        state = self.state
        if state is None:
            raise mismatch(turn, seat, action, None, self.rolloff)
        if type(action) is Roll:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a throw is entered as the dice thrown, not as a roll"), "A2")
        if state.turn_moves == 0 and state.continues_ended_turn(action):
            right = (state.turn_serial - 1, state.turn_log[-1].seat)
        else:
            right = (state.turn_serial, state.turn_player())
        if turn != right[0] or seat != right[1]:
            raise mismatch(turn, seat, action, state, self.rolloff)
        if on_throw is not None and type(action) is Throw:
            on_throw(state, action)
        state.apply(action)  # refused: raises, the state as it was (A3)

    def play(self, entries: Iterable[JournalEntry], refuse: Refuse = journal_refusal,
             mismatch: Mismatch = journal_mismatch, on_throw: ThrowHook | None = None) -> Course:
        """Apply ``entries`` (roll-off throws and moves, in force) in order; the
        first that does not fit raises ``refuse``'s words for it."""
        for entry in entries:
            try:
                self.step(entry, mismatch, on_throw)
            except BakehouseError as e:
                raise refuse(entry, e) from None
        return self


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
