"""Classic Damn Straight (ruleset ``classic``): rulings C1-C15.

Six dice, one of them the yeast.  A turn is a series of steps: a throw, then
racking (in order 1, 2, 3, ...), banking, the yeast swap, risking, and either a
stop or the next throw.  Rounds are played to six loaves; games to a number of
rounds won.  Entrepreneurial Damn Straight (``entrepreneurial``) subclasses
this state and changes only what E1-E8 change.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final, TypeVar, cast, final

from ..actions import (
    RISK,
    ROLL,
    STOP,
    Action,
    Bank,
    Out,
    Rack,
    Risk,
    Roll,
    Source,
    Stop,
    Swap,
    Throw,
    Visit,
)
from ..dice import PLAIN_KINDS, Die, DieKind, die, show_dice
from ..errors import IllegalActionError, Phrase, phrase
from ..game import CHANCE, TERMINAL, GameResult, GameState, TurnEnd, TurnScore
from ..names import quote
from ..options import OptionSpec
from ..rolloff import RolloffKind
from ..rulesets import Ruleset, register
from ..values import copyable
from ..words import QT_TRANSLATE_NOOP

# the hint over its paper pad, translated by the app (engine/words.py; first: lupdate takes the comments
# before a marked string as the translator's)
PAD_HINT: Final = QT_TRANSLATE_NOOP("Ruleset", "0 for nothing, a lost biscuit as minus its value (-24).")
OUT_OF_THE_BOX: Final = ("box_rules", QT_TRANSLATE_NOOP("Refusal", "dice leave the box only with box rules (the option box_rules)"), "C14")

LOAF: Final = 32
SIX_LOAVES: Final = 6 * LOAF  # 192: the round target and the early-end margin (C11)
STRICT: Final = "strict"
_A = TypeVar("_A", Rack, Bank, Out)
_YEAST: Final = DieKind.YEAST
_PLAIN: Final = DieKind.PLAIN
PERMISSIVE: Final = "permissive"


def default_rounds_to_win(n_players: int) -> int:
    """C13: 4 rounds for two players, 3 for three, 2 for four or more."""
    return {2: 4, 3: 3}.get(n_players, 2)


@dataclass(frozen=True)
class DamnStraightOptions:
    biscuit_risking: str = STRICT
    box_rules: bool = False
    rounds_to_win: int = 4


OPTION_SPECS = (
    OptionSpec("biscuit_risking", str, STRICT, "Biscuit risking", "C8", choices=(STRICT, PERMISSIVE)),
    OptionSpec("box_rules", bool, False, "Box rules (dice out of the box are out)", "C14"),
    OptionSpec("rounds_to_win", int, default_rounds_to_win, "Rounds to win a game", "C13", minimum=1, maximum=99),
)


# -- the scorepad (C15) ---------------------------------------------------------
_NUMBERS: Final = frozenset({1, 2, 4, 8, 12, 24})


def pad_value_text(points: int) -> str:
    """How a positive score is written: 1, 2, 4, 8, 12, 24 as numbers, every
    larger score circled in loaves: (+), (1), (1+), ... (6) (C15)."""
    if points in _NUMBERS or points < 16 or points % 16:
        return str(points)
    loaves, half = divmod(points, LOAF)
    return f"({loaves if loaves else ''}{'+' if half else ''})"


@dataclass(frozen=True, slots=True, init=False)
class PadEntry:
    """One scorepad entry: a score (positive) or a loss (negative), maybe struck."""

    points: int
    struck: bool = False
    bakery: bool = False  # E4: the score of a completed bakery
    visit: bool = False  # E6: the score of a bakery visit

    def __init__(self, points: int, struck: bool = False, bakery: bool = False, visit: bool = False) -> None:
        # compiled (engine/native.py), object.__setattr__ on a literal name is a plain store
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "struck", struck)
        object.__setattr__(self, "bakery", bakery)
        object.__setattr__(self, "visit", visit)

    @property
    def circled(self) -> bool:
        return pad_value_text(abs(self.points)).startswith("(")

    @property
    def text(self) -> str:
        """As match-record.md writes it: "12", "(1+)", "~8", "-(1+)"."""
        body = pad_value_text(abs(self.points))
        if self.points < 0:
            return "-" + body
        return "~" + body if self.struck else body


@functools.cache
def _entries(*points: int) -> tuple[PadEntry, ...]:
    """Plain scorepad entries of these points (immutable values, built once each)."""
    return tuple(PadEntry(p) for p in points)


def rack_value(rack: Sequence[Die]) -> int:
    """C1: a straight of length L scores 2^(L-1), times the yeast's face if racked."""
    if not rack:
        return 0
    value = 1 << (len(rack) - 1)
    for d in rack:
        if d.kind is DieKind.YEAST:
            value *= d.face
    return value


@dataclass(frozen=True, slots=True, init=False)
class DSTurnScore(TurnScore):
    """A finished Damn Straight turn: the biscuit after it, its round, and what
    it wrote on the scorepad: ``entries`` added to the player's column, and
    ``strikes`` when a lost biscuit struck the player's last entry (C15)."""

    biscuit: int | None = None
    round_index: int = 0
    bakery: int | None = None  # E4: loaves of the bakery completed, if any
    visit: bool = False  # E6
    entries: tuple[PadEntry, ...] = ()
    strikes: bool = False
    rack: tuple[Die, ...] = ()  # the rack when the turn ended, in the order racked
    last_throw: tuple[Die, ...] = ()  # the turn's last throw as thrown (() for a visit)

    def __init__(
        self,
        seat: int,
        points: int,
        biscuit: int | None = None,
        round_index: int = 0,
        bakery: int | None = None,
        visit: bool = False,
        entries: tuple[PadEntry, ...] = (),
        strikes: bool = False,
        rack: tuple[Die, ...] = (),
        last_throw: tuple[Die, ...] = (),
        *,
        end: TurnEnd,
    ) -> None:
        # what the dataclass would write, written out: every turn of every game makes one, and
        # compiled (engine/native.py) object.__setattr__ on a literal name is a plain store
        # (tests/engine/test_classic.py holds the two to the same fields)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "end", end)
        object.__setattr__(self, "biscuit", biscuit)
        object.__setattr__(self, "round_index", round_index)
        object.__setattr__(self, "bakery", bakery)
        object.__setattr__(self, "visit", visit)
        object.__setattr__(self, "entries", entries)
        object.__setattr__(self, "strikes", strikes)
        object.__setattr__(self, "rack", rack)
        object.__setattr__(self, "last_throw", last_throw)


@dataclass(frozen=True)
class RoundSummary:
    first_seat: int
    winner: int | None
    scores: tuple[int, ...]
    entries: tuple[tuple[PadEntry, ...], ...]
    biscuits: tuple[int | None, ...]


class _Round:
    __slots__ = ("first_seat", "winner", "scores", "biscuits", "entries", "thrown")

    def __init__(self, n: int, first_seat: int) -> None:
        self.first_seat = first_seat
        self.winner: int | None = None
        self.scores = [0] * n
        self.biscuits: list[int | None] = [None] * n
        self.entries: list[list[PadEntry]] = [[] for _ in range(n)]
        #: E6: whether each player has thrown a die in this round
        self.thrown = [False] * n

    def copy(self) -> _Round:
        r = _Round(0, self.first_seat)  # the constructor (mypyc has no __new__ without it), then filled
        r.winner = self.winner
        r.scores = self.scores[:]
        r.biscuits = self.biscuits[:]
        r.entries = [e[:] for e in self.entries]
        r.thrown = self.thrown[:]
        return r

    def summary(self) -> RoundSummary:
        return RoundSummary(
            self.first_seat, self.winner, tuple(self.scores), tuple(tuple(e) for e in self.entries), tuple(self.biscuits)
        )


_SHIFT: Final = {DieKind.PLAIN: 0, DieKind.YEAST: 8, DieKind.KEY: 16}


def _one_die(make: Callable[[Die], _A]) -> dict[int, _A]:
    """Each die's one-die action, built once (actions are immutable values),
    found at ``d.face + _SHIFT[d.kind]`` without hashing the die."""
    return {f + shift: make(die(f, kind)) for kind, shift in _SHIFT.items() for f in range(1, 7)}


_RACK_THROW: Final = _one_die(lambda d: Rack((d,), Source.THROW))
_RACK_BANK: Final = _one_die(lambda d: Rack((d,), Source.BANK))
_BANK: Final = _one_die(lambda d: Bank((d,)))
_OUT: Final = _one_die(lambda d: Out((d,)))
_SWAP: Final = {f: Swap(f) for f in range(1, 7)}
#: the kinds of n dice thrown (C5): all plain, or the yeast last while it is in play
_YEAST_DICE: Final = ((),) + tuple((_PLAIN,) * (n - 1) + (_YEAST,) for n in range(1, 7))
#: 1 << face, for the faces a die can show (anything else: 0)
_BIT: Final = {f: 1 << f for f in range(1, 7)}


def bank_action(d: Die) -> Bank:
    """The action banking the one die ``d`` (one object per die, built once)."""
    return _BANK[d.face + _SHIFT[d.kind]]


def _distinct(dice: Sequence[Die]) -> list[Die]:
    """The different dice among ``dice``, in order: ``dict.fromkeys`` without hashing dice."""
    seen = 0
    out: list[Die] = []
    for d in dice:
        bit = 1 << (d.face + _SHIFT[d.kind])
        if not seen & bit:
            seen |= bit
            out.append(d)
    return out


def _remove(dice: list[Die], wanted: Sequence[Die]) -> list[Die] | None:
    """``dice`` less ``wanted`` (a multiset), or None if they are not all there."""
    if len(wanted) == 1:  # the common case, one die, most often the very object listed
        w = wanted[0]
        if type(w) is not Die:
            return None
        i = 0
        for d in dice:
            if d is w:
                break
            i += 1
        else:
            face, kind = w.face, w.kind
            i = 0
            for d in dice:
                if d.face == face and d.kind is kind:
                    break
                i += 1
            else:
                return None
        rest = dice[:]
        del rest[i]
        return rest
    rest = dice[:]
    for w in wanted:
        if type(w) is not Die:
            return None
        face, kind = w.face, w.kind
        for i, d in enumerate(rest):  # list.remove(w) without calling Die.__eq__
            if d is w or (d.face == face and d.kind is kind):
                del rest[i]
                break
        else:
            return None
    return rest


class ClassicState(GameState):
    """A game of Classic Damn Straight in play (see the module docstring)."""

    ruleset: ClassVar[str] = "classic"
    THROW_RULING: ClassVar[str] = "C5"
    TURN_END_RULING: ClassVar[str] = "C9"  # a forced end: a miss, a lost biscuit, a full rack
    END_RULINGS: ClassVar[Mapping[TurnEnd, str]] = {
        TurnEnd.STOP: "C7",
        TurnEnd.STOP_AFTER_MISS: "C7",
        TurnEnd.STOP_UNFINISHED: "E2",
        TurnEnd.BAKERY: "E4",
        TurnEnd.VISIT: "E6",
    }

    def __init__(self, n_players: int, options: DamnStraightOptions, first_seat: int = 0) -> None:
        super().__init__(n_players, options, first_seat)
        self.rounds: list[_Round] = [_Round(n_players, first_seat)]
        self.rounds_won = [0] * n_players
        self.winner: int | None = None
        self.seat = first_seat
        self.free_turn = False
        #: box rules: the dice of a throw whose miss ended the turn, still open to outs (C3, C14)
        self.late_out: tuple[Die, ...] | None = None
        self._new_turn_dice()
        self._begin_turn(first_seat)

    # -- turn state ----------------------------------------------------------
    def _new_turn_dice(self) -> None:
        self.rack: list[Die] = []
        self.bank: list[Die] = []
        self.thrown: list[Die] = []  # dice of the current throw still in front of the player
        self.waiting: list[Die] = []  # plain dice swapped out of the bank (C6)
        self.out: list[Die] = []  # dice out of the box (C14)
        self.at_chance = True
        self.has_thrown = False
        self.missed = False
        self.racked_in_step = 0
        self.step_moves = 0  # events of this step other than outs
        self.risked = False
        self.risk_in_step = False
        self.yeast_out_of_play = False  # yeast racked, banked or out
        self.last_throw: tuple[Die, ...] = ()  # the last throw of the turn in play, as thrown

    def clone(self) -> ClassicState:
        c = cast(ClassicState, self._blank())
        c.rounds = [r.copy() for r in self.rounds]
        c.rounds_won = self.rounds_won[:]
        c.rack = self.rack[:]
        c.bank = self.bank[:]
        c.thrown = self.thrown[:]
        c.waiting = self.waiting[:]
        c.out = self.out[:]
        self._clone_extra(c)
        return c

    def _clone_extra(self, c: ClassicState) -> None:
        """Copy mutable state a subclass adds."""

    # -- the protocol ------------------------------------------------------------
    def current_player(self) -> int:
        if self.winner is not None:
            return TERMINAL
        return CHANCE if self.at_chance else self.seat

    def turn_player(self) -> int:
        return -1 if self.winner is not None else self.seat

    @property
    def round(self) -> _Round:
        return self.rounds[-1]

    @property
    def biscuit(self) -> int | None:
        """The biscuit of the player whose turn it is."""
        return self.round.biscuits[self.seat]

    def dice_to_throw(self) -> int:
        return 6 - len(self.rack) - len(self.bank) - len(self.out)

    def chance_dice(self) -> tuple[DieKind, ...]:
        n = 6 - len(self.rack) - len(self.bank) - len(self.out)  # dice_to_throw(), inlined: asked at every throw
        if n <= 0:
            return ()
        return (PLAIN_KINDS if self.yeast_out_of_play else _YEAST_DICE)[n]

    def results(self) -> GameResult:
        return GameResult(
            self.winner is not None,
            () if self.winner is None else (self.winner,),
            tuple(self.round.scores),
        )

    def round_summaries(self) -> list[RoundSummary]:
        return [r.summary() for r in self.rounds]

    # -- what the rules allow (asked by the UI and the bots) ----------------------
    def needed_face(self) -> int:
        """The face the straight needs next (C3)."""
        return len(self.rack) + 1

    def rackable_faces(self, rack: Sequence[Die], bank: Sequence[Die], thrown: Sequence[Die]) -> int:
        """The faces a die racked next onto ``rack`` may show, as bits ``1 << face`` (C3:
        the next of the straight).  The one statement of the racking rule: asked once
        per question, not once per die, by :meth:`legal_racks` and :meth:`can_rack_any`."""
        return 2 << len(rack)

    @final
    def rack_refusal(
        self, die: Die, rack: Sequence[Die], bank: Sequence[Die], thrown: Sequence[Die]
    ) -> str | None:
        """Why ``die`` (in ``thrown`` or ``bank``) cannot be racked next onto ``rack``, or None (C3).
        Games change :meth:`rackable_faces` and :meth:`_rack_refusal_text`, not this."""
        if self.rackable_faces(rack, bank, thrown) & _BIT.get(die.face, 0):
            return None
        return self._rack_refusal_text(die.face, rack, bank, thrown)

    def _rack_refusal_text(self, face: int, rack: Sequence[Die], bank: Sequence[Die], thrown: Sequence[Die]) -> str:
        """Why a die of ``face``, which :meth:`rackable_faces` refuses, cannot be racked."""
        return f"C3: dice are racked in order 1, 2, 3, ...; the rack needs a {len(rack) + 1}, not a {face}"

    def can_rack_any(self, rack: Sequence[Die], bank: Sequence[Die], thrown: Sequence[Die]) -> bool:
        """Whether any die of the throw or the bank can be racked (C3: else a miss)."""
        mask = self.rackable_faces(rack, bank, thrown)
        if mask:
            for d in thrown:
                if mask >> d.face & 1:
                    return True
            for d in bank:
                if mask >> d.face & 1:
                    return True
        return False

    def may_rack(self) -> str | None:
        """None if racking is allowed in this step, else why not."""
        if self.at_chance or not self.has_thrown:
            return "C3: dice are racked after a throw"
        if self.missed:
            return "C3: nothing can be racked after a miss"
        if self.risk_in_step:
            return "C8: after a risk the player throws again without racking"
        return None

    def stop_points(self) -> int:
        """What a stop would score now (0 when only a miss stop is possible)."""
        if self.missed:
            return 0
        return rack_value(self.rack)

    def may_stop(self) -> str | None:
        if self.missed:
            if self._can_risk_now():
                return None
            return "C7: the turn is over"
        if self.risk_in_step:
            return "C8: after a risk the player must throw"
        if not self.racked_in_step:
            return "C7: a stop needs a die racked since the last throw"
        return self._step_end_refusal(stopping=True)

    def _step_end_refusal(self, stopping: bool) -> str | None:
        """Why the step may not end now (Entrepreneurial: E1, E7), or None."""
        return None

    def _can_risk_now(self) -> bool:
        b = self.rounds[-1].biscuits[self.seat]  # self.biscuit
        return b is not None and not self.risked

    def may_risk(self) -> str | None:
        if self.rounds[-1].biscuits[self.seat] is None:  # self.biscuit
            return "C8: risking needs a biscuit"
        if self.risked:
            return "C8: the biscuit may be risked only once in a turn"
        if not self.missed:
            if self.options.biscuit_risking == STRICT:
                return "C8: with strict risking the biscuit is risked only right after a miss"
            if self.racked_in_step:
                return "C8: a permissive risk comes after a throw, before racking from it"
        if len(self.thrown) + len(self.waiting) == 0:
            return "C8: a risk needs a die left to throw"
        return None

    def may_roll(self) -> str | None:
        if self.risk_in_step or self.racked_in_step:
            if not self.thrown and not self.waiting:
                return "C9: no die is left to throw; rack from the bank or stop"
            return self._step_end_refusal(stopping=False)
        if self.missed:
            return "C8: after a miss the player stops, or risks the biscuit and throws"
        return "C3: rack at least one die before throwing again"

    def _check_roll(self) -> None:
        reason = self.may_roll()
        if reason:
            raise IllegalActionError(*_split(reason))

    def legal_actions(self) -> list[Action]:
        if self.at_chance or self.winner is not None:
            return []
        acts: list[Action] = self._turn_start_actions()
        if not self.has_thrown:
            return acts
        if self.step_moves == 0 and self.options.box_rules:
            acts.extend([_OUT[d.face + _SHIFT[d.kind]] for d in _distinct(self.thrown)])
        acts.extend(self.legal_racks())
        acts.extend(self.legal_banks())
        swap = self.legal_swap()
        if swap is not None:
            acts.append(swap)
        if self.may_risk() is None:
            acts.append(RISK)
        if self.may_stop() is None:
            acts.append(STOP)
        if self.may_roll() is None:
            acts.append(ROLL)
        return acts

    # The parts of legal_actions(), for the bots' targeted questions.
    def legal_racks(self) -> list[Rack]:
        """The legal racks, one die at a time: from the throw, then from the bank (C3)."""
        if self.may_rack() is not None:
            return []
        rack, bank, thrown = self.rack, self.bank, self.thrown
        mask = self.rackable_faces(rack, bank, thrown)  # what rack_refusal() allows
        if not mask:
            return []
        racks: list[Rack] = []
        seen = 0  # the dice listed, as bits: each distinct die once (plain loops: no comprehension frames)
        for d in thrown:
            if mask >> d.face & 1:
                key = d.face + _SHIFT[d.kind]
                if not seen >> key & 1:
                    seen |= 1 << key
                    racks.append(_RACK_THROW[key])
        seen = 0
        for d in bank:
            if mask >> d.face & 1:
                key = d.face + _SHIFT[d.kind]
                if not seen >> key & 1:
                    seen |= 1 << key
                    racks.append(_RACK_BANK[key])
        return racks

    def legal_banks(self) -> list[Bank]:
        """The legal banks, one die at a time, in the order of the throw (C4)."""
        if not self.has_thrown:
            return []
        may_bank = self.may_bank
        return [_BANK[d.face + _SHIFT[d.kind]] for d in _distinct(self.thrown) if may_bank(d) is None]

    def may_bank(self, d: Die) -> str | None:
        """None if ``d``, a die of the throw, may be banked now, else why not (C4)."""
        if self.racked_in_step and not self.missed and not self.risk_in_step and self.has_thrown:
            return None  # C4: nothing more to check
        return self._bank_refusal((d,))

    def legal_swap(self) -> Swap | None:
        """The yeast swap, if it is legal now (C6)."""
        yeast = self._thrown_yeast()
        if yeast is None:
            return None
        face = yeast.face
        # most of the time no plain die of the yeast's face is banked: that refusal of
        # _swap_refusal() (C6) is checked here first, without the rest of it
        for d in self.bank:
            if d.face == face and d.kind is _PLAIN:
                break
        else:
            return None
        if self._swap_refusal(face) is not None:
            return None
        return _SWAP[face]

    def _turn_start_actions(self) -> list[Action]:
        """Decisions before the first throw of a turn (Entrepreneurial visits)."""
        return []

    # -- applying --------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        kind = type(action)
        late = self.late_out
        self.late_out = None  # any move ends the outs of a throw that missed (C14) ...
        try:
            if kind is Throw:
                self._throw(action.dice)  # type: ignore[union-attr]
            elif self.at_chance:
                raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the dice must be thrown now"), "C5")
            elif not self.has_thrown and kind is not Roll and kind is not Visit:
                # A5: any other event before a turn's first throw cites C5 (Entrepreneurial's
                # later rounds: the turn may begin with a visit, so no throw is due yet)
                raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "a turn begins with a throw of all six dice, not %1"), action), "C5")
            elif kind is Bank:
                self._bank(action.dice)  # type: ignore[union-attr]
            elif kind is Rack:
                self._rack(action)  # type: ignore[arg-type]
            elif kind is Roll:
                self.at_chance = True  # GameState.apply has checked the roll (_check_roll)
            elif kind is Stop:
                self._stop()
            elif kind is Swap:
                self._swap(action.face)  # type: ignore[union-attr]
            elif kind is Risk:
                self._risk()
            elif kind is Out:
                self._out(action.dice)  # type: ignore[union-attr]
            else:
                self._apply_other(action)
        except BaseException:
            self.late_out = late  # ... unless it is refused: then nothing changed (A3)
            raise

    def _apply_other(self, action: Action) -> None:
        raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a move in %2"), action, self.ruleset), "C3")

    def _require_thrown(self, what: str) -> None:
        """``what`` (marked with QT_TRANSLATE_NOOP) must come after a throw (C3)."""
        if not self.has_thrown:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 comes after a throw"), Phrase(what)), "C3")

    def _throw(self, dice: tuple[Die, ...]) -> None:
        self.last_throw = dice
        self.thrown = list(dice)
        self.waiting = []
        self.at_chance = False
        self.has_thrown = True
        self.racked_in_step = 0
        self.step_moves = 0
        self.risk_in_step = False
        self.rounds[-1].thrown[self.seat] = True
        self._judge_throw()

    def _judge_throw(self) -> None:
        """C3: a throw after which nothing can be racked is a miss (C9: which may end the turn)."""
        self.missed = not self.can_rack_any(self.rack, self.bank, self.thrown)
        if self.missed and not self._can_risk_now():
            # C3 judges the miss after the dice that left the box (C14): they may still be
            # recorded after the miss has ended the turn
            left = tuple(self.thrown) if self.options.box_rules else None
            self._end_turn_on_miss()
            self.late_out = left

    def continues_ended_turn(self, action: Action) -> bool:
        return self.late_out is not None and type(action) is Out

    def _apply_to_ended_turn(self, action: Action) -> None:
        """C14: dice that left the box in the throw whose miss ended the turn."""
        assert self.late_out is not None and isinstance(action, Out)
        rest = _remove(list(self.late_out), action.dice) if action.dice else None
        if rest is None:
            raise IllegalActionError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not among the dice of the throw that missed"), show_dice(action.dice, empty='nothing')), "C14"
            )
        self.late_out = tuple(rest)

    def _out(self, dice: tuple[Die, ...]) -> None:
        if not self.options.box_rules:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "dice leave the box only with box rules"), "C14")
        self._require_thrown(QT_TRANSLATE_NOOP("Refusal", "an out"))
        if self.step_moves:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "dice out of the box are recorded straight after the throw"), "C14")
        rest = _remove(self.thrown, dice)
        if rest is None or not dice:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not among the dice thrown"), show_dice(dice, empty='nothing')), "C14")
        self.thrown = rest
        self.out.extend(dice)
        if any(d.kind is DieKind.YEAST for d in dice):
            self.yeast_out_of_play = True
        self._judge_throw()

    def _rack(self, action: Rack) -> None:
        if not self.has_thrown:
            self._require_thrown(QT_TRANSLATE_NOOP("Refusal", "racking"))
        reason = self.may_rack()
        if reason:
            raise IllegalActionError(*_split(reason))
        from_bank = action.source is Source.BANK
        dice = action.dice
        rest = _remove(self.bank if from_bank else self.thrown, dice) if dice else None
        if rest is None:
            if not from_bank and dice and _remove(self.waiting, dice) is not None:
                raise IllegalActionError(self._waiting_text(dice), "C3")  # A5: the rack's ruling
            raise IllegalActionError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not in the bank"), show_dice(dice, empty='nothing')) if from_bank
                else phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not among the dice thrown"), show_dice(dice, empty='nothing')),
                "C3")
        if len(dice) == 1:
            d = dice[0]
            rack, bank, thrown = self.rack, self.bank, self.thrown
            if not self.rackable_faces(rack, bank, thrown) >> d.face & 1:  # rack_refusal(), one call less
                raise IllegalActionError(*_split(self._rack_refusal_text(d.face, rack, bank, thrown)))
            if from_bank:
                self.bank = rest
            else:
                self.thrown = rest
            self.rack = self.rack + [d]
        else:
            # one die at a time, in the order written (E3): check all before changing anything
            rack, bank, thrown = self.rack[:], self.bank[:], self.thrown[:]
            for d in dice:
                reason = self.rack_refusal(d, rack, bank, thrown)
                if reason:
                    raise IllegalActionError(*_split(reason))
                (bank if from_bank else thrown).remove(d)
                rack.append(d)
            self.rack, self.bank, self.thrown = rack, bank, thrown
        for d in dice:
            if d.kind is _YEAST:
                self.yeast_out_of_play = True
        self.racked_in_step += len(dice)
        self.step_moves += 1
        if len(self.rack) == 6:  # C9: a full rack ends the turn
            self._score_stop()
        else:
            self._after_move()

    def _bank_refusal(self, dice: Sequence[Die]) -> str | None:
        return self._bank_check(dice)[1]

    def _bank_check(self, dice: Sequence[Die]) -> tuple[list[Die], str | None]:
        """(the dice thrown less ``dice``, None) if banking ``dice`` is legal, else ([], why) (C4)."""
        if not self.has_thrown:
            return [], "C4: dice are banked after a throw"
        rest = _remove(self.thrown, dice)
        if rest is None or not dice:
            if dice and _remove(self.waiting, dice) is not None:
                return [], "C4: " + str(self._waiting_text(dice))  # A5: the bank's ruling
            return [], f"C4: {show_dice(dice)} is not among the dice thrown"
        if self.missed and not (self._can_risk_now() or self.risk_in_step):
            return [], "C9: the turn is over"
        if self.risk_in_step and not rest and not self.waiting:
            return [], "C8: after a risk a die must be left to throw"
        if (
            not self.missed
            and not self.risk_in_step
            and not self.racked_in_step
            and not self.can_rack_any(self.rack, self.bank + list(dice), rest)
        ):
            return [], "C3: banking that would leave nothing to rack before racking from this throw"
        return rest, None

    def _bank(self, dice: tuple[Die, ...]) -> None:
        rest, reason = self._bank_check(dice)
        if reason:
            raise IllegalActionError(*_split(reason))
        self.thrown = rest
        self.bank = self.bank + list(dice)
        for d in dice:
            if d.kind is _YEAST:
                self.yeast_out_of_play = True
        self.step_moves += 1
        self._after_move()

    def _after_move(self) -> None:
        """After a rack, bank or swap (Entrepreneurial: E7's miss with no die to throw)."""

    @staticmethod
    def _waiting_text(dice: Sequence[Die]) -> Phrase:
        return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 left the bank in the yeast swap and waits for the next throw"),
                      show_dice(dice))

    def _thrown_yeast(self) -> Die | None:
        for d in self.thrown:
            if d.kind is _YEAST:
                return d
        return None

    def _swap_refusal(self, face: int) -> str | None:
        if not self.has_thrown:
            return "C6: the yeast swap comes after a throw"
        if self.missed and not (self._can_risk_now() or self.risk_in_step):
            return "C9: the turn is over"
        yeast = self._thrown_yeast()
        if yeast is None:
            return "C6: the yeast is not among the dice of this throw"
        if yeast.face != face:
            return f"C6: the yeast shows {yeast.face}, not {face}"
        for d in self.bank:
            if d.face == face and d.kind is _PLAIN:
                break
        else:
            return f"C6: no plain {face} is in the bank"
        bank = _remove(self.bank, (die(face),)) or []
        bank.append(yeast)
        thrown = _remove(self.thrown, (yeast,)) or []
        if not self.missed and not self.risk_in_step and not self.racked_in_step and not self.can_rack_any(self.rack, bank, thrown):
            return "C3: a swap that would leave nothing to rack before racking from this throw"
        return None

    def _swap(self, face: int) -> None:
        reason = self._swap_refusal(face)
        if reason:
            raise IllegalActionError(*_split(reason))
        yeast = self._thrown_yeast()
        assert yeast is not None
        plain = die(face)
        self.bank = _remove(self.bank, (plain,)) or []
        self.bank.append(yeast)
        self.thrown = _remove(self.thrown, (yeast,)) or []
        self.waiting.append(plain)
        self.yeast_out_of_play = True
        self.step_moves += 1
        self._after_move()

    def _risk(self) -> None:
        if not self.has_thrown:
            self._require_thrown(QT_TRANSLATE_NOOP("Refusal", "a risk"))
        reason = self.may_risk()
        if reason:
            raise IllegalActionError(*_split(reason))
        self.risked = True
        self.risk_in_step = True
        self.missed = False
        self.step_moves += 1

    def _stop(self) -> None:
        if not self.has_thrown:
            self._require_thrown(QT_TRANSLATE_NOOP("Refusal", "a stop"))
        reason = self.may_stop()
        if reason:
            raise IllegalActionError(*_split(reason))
        if self.missed:
            self._finish_turn(0, end=TurnEnd.STOP_AFTER_MISS)  # C7: stop for 0 after a miss
        else:
            self._score_stop()

    # -- scoring and the end of turns and rounds ----------------------------------------
    def _score_stop(self) -> None:
        """The rack scores (C7, C10); the baker's dozen is two entries (C2)."""
        points = rack_value(self.rack)
        end = TurnEnd.FULL_RACK if len(self.rack) == 6 else TurnEnd.STOP
        if points == 12 and len(self.rack) == 3:
            self._finish_turn(13, _entries(12, 1), biscuit=1, end=end)
        else:
            self._finish_turn(points, _entries(points) if points else (), biscuit=points or None, end=end)

    def _end_turn_on_miss(self) -> None:
        """C8/C9: a miss with nothing (more) to risk ends the turn."""
        if self.risked:
            self._lose_biscuit()
        else:
            self._finish_turn(0, end=TurnEnd.MISS)

    def _lose_biscuit(self) -> None:
        """C8, C15: the biscuit's value is lost; the biscuit stays as it was."""
        rnd = self.rounds[-1]
        value = rnd.biscuits[self.seat] or 0
        entries = rnd.entries[self.seat]
        if entries and entries[-1].points > 0 and not entries[-1].struck:
            last = entries[-1]
            entries[-1] = PadEntry(last.points, True, last.bakery, last.visit)
            self._finish_turn(-value, end=TurnEnd.LOST_BISCUIT, strikes=True)
        else:
            self._finish_turn(-value, (PadEntry(-value),), end=TurnEnd.LOST_BISCUIT)

    def _finish_turn(
        self,
        points: int,
        entries: Sequence[PadEntry] = (),
        biscuit: int | None = None,
        *,
        bakery: int | None = None,
        visit: bool = False,
        free_turn: bool = False,
        end: TurnEnd = TurnEnd.STOP,
        strikes: bool = False,
    ) -> None:
        rnd = self.rounds[-1]
        seat = self.seat
        rnd.scores[seat] += points
        rnd.entries[seat].extend(entries)
        if biscuit is not None:
            rnd.biscuits[seat] = biscuit
        self.turn_log.append(
            DSTurnScore(
                seat,
                points,
                rnd.biscuits[seat],
                len(self.rounds) - 1,
                bakery,
                visit,
                tuple(entries),
                strikes,
                tuple(self.rack),
                self.last_throw,
                end=end,
            )
        )
        self._new_turn_dice()
        if free_turn:  # E4: the same player again, with no round-win check
            self._begin_turn(seat, free=True)
            return
        nxt = (seat + 1) % self.n_players
        winner = self._early_end_winner(seat)
        if winner is not None:
            self._end_round(winner)
        else:
            self._begin_turn(nxt)

    def _leader(self) -> int | None:
        scores = self.rounds[-1].scores
        best = max(scores)
        if best < SIX_LOAVES or scores.count(best) != 1:
            return None
        return scores.index(best)

    def _early_end_winner(self, just_played: int) -> int | None:
        """C11's early end: the leader alone with six loaves, and everyone who
        would play before the leader's next turn more than six loaves behind."""
        leader = self._leader()
        if leader is None:
            return None
        scores = self.rounds[-1].scores
        s = (just_played + 1) % self.n_players
        while s != leader:
            if scores[s] >= scores[leader] - SIX_LOAVES:
                return None
            s = (s + 1) % self.n_players
        return leader

    def _begin_turn(self, seat: int, free: bool = False) -> None:
        """C11: at the start of each turn (not a free turn, E4) the player alone
        in the lead with six loaves wins the round."""
        if not free and self._leader() == seat:
            self._end_round(seat)
            return
        self.seat = seat
        self.free_turn = free
        self.at_chance = not self._turn_start_actions()

    def _end_round(self, winner: int) -> None:
        """C12, C13: mark the round, end the game or start the next round."""
        self.round.winner = winner
        self.rounds_won[winner] += 1
        if self.rounds_won[winner] >= self.options.rounds_to_win:
            self.winner = winner
            self.seat = winner
            self.at_chance = False
            return
        first = (winner + 1) % self.n_players
        self.rounds.append(_Round(self.n_players, first))
        self._begin_turn(first)

    # -- a turn from a paper pad (GameState.paper_turn) ----------------------------------------
    def _paper_turn(self, points: int, marked: bool) -> None:
        """C1, C2, C8: the turn's points as a Damn Straights turn scores them (a straight, 0, or the
        loss of the biscuit), written as play writes them; then the turn ends as in play (C11)."""
        if marked:
            self._paper_marked(points)
            return
        if points > 0:
            if points not in STRAIGHTS:
                raise IllegalActionError(
                    phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a turn score: a straight scores %2 (13 a baker's dozen, C2)%3"), points, listing(STRAIGHTS), Phrase(self._PAPER_OTHER_SCORES)), "C1")
            if points == 13:
                self._finish_turn(13, _entries(12, 1), biscuit=1, end=TurnEnd.STOP)
            else:
                self._finish_turn(points, _entries(points), biscuit=points, end=TurnEnd.STOP)
        elif points < 0:
            held = self.round.biscuits[self.seat]
            if held is None:
                raise IllegalActionError(
                    phrase(QT_TRANSLATE_NOOP("Refusal", "%1: a loss is a biscuit lost after a risk, and there is no biscuit yet in this round"), points), "C8")
            if points != -held:
                raise IllegalActionError(
                    phrase(QT_TRANSLATE_NOOP("Refusal", "%1: a lost biscuit takes off its value, %2 (the biscuit is %3)"), points, -held, held), "C8")
            self._lose_biscuit()
        else:
            self._finish_turn(0, end=TurnEnd.MISS)

    #: what a positive turn may be besides a straight, for the refusal of a paper turn
    _PAPER_OTHER_SCORES: ClassVar[str] = ""

    def _paper_marked(self, points: int) -> None:
        """A turn marked on the pad (``96b``): Classic's pads mark nothing (Ruleset.pad_mark)."""
        raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1b: a turn of %2 is not marked on its pad"), points, self.ruleset))

    def order_ruling(self) -> str:
        return "E4" if self.free_turn else "A1"  # E4: the free turn after a bakery

    def why_going_on(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        return phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 is not over: nobody has won it"), len(self.rounds)), "C11"

    def why_over(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        winner = self.winner if self.winner is not None else 0
        to_win = self.options.rounds_to_win
        if to_win == 1:
            return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 won 1 round"), quote(names[winner])), "C13"
        return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 won %2 rounds"), quote(names[winner]), to_win), "C13"

    def table_scores(self) -> tuple[int, ...]:
        """The rounds won (C13): what a table's result ranks in the Damn Straights."""
        return tuple(self.rounds_won)


#: C1 (a straight of length L from 1: 2^(L-1), times the yeast's face when racked, the yeast on
#: its own face so at most L), C2 (1,2,3 with the yeast on 3 is 13, not 12): what a turn can score
STRAIGHTS: Final[frozenset[int]] = frozenset(
    13 if (length, face) == (3, 3) else (1 << (length - 1)) * face
    for length in range(1, 7) for face in range(1, length + 1))


def listing(values: frozenset[int]) -> str:
    """``1, 2, 4, 8``: a set of scores as a refusal lists them."""
    return ", ".join(str(v) for v in sorted(values))


def _split(reason: str) -> tuple[str, str | None]:
    """``"C7: text"`` -> ``("text", "C7")`` for IllegalActionError."""
    ruling, sep, text = reason.partition(": ")
    if sep and ruling[:1].isalpha() and ruling[1:].isdigit():
        return text, ruling
    return reason, None


CLASSIC = register(
    Ruleset(
        id="classic",
        name="Classic Damn Straight",
        state_class=ClassicState,
        option_specs=OPTION_SPECS,
        options_factory=DamnStraightOptions,
        rolloff=RolloffKind.ALL_CUMULATIVE,
        events=frozenset({"throw", "rack", "bank", "swap", "risk", "out", "stop"}),
        option_events={"out": OUT_OF_THE_BOX},  # a record's out without box rules is refused (C14)
        rules_text="classic-damn-straight.txt",
        players_ruling="C13",
        rolloff_ruling="C12",
        game_end_ruling="C13",
        turn_end_ruling="C7",
        bot="engine.bots.damn_straight:DamnStraightBot",
        special_die=DieKind.YEAST,
        layout="rounds",
        pad_rows=(QT_TRANSLATE_NOOP("Ruleset", "Rounds won"),),
        pad_hint=PAD_HINT,
        reminders=(
            QT_TRANSLATE_NOOP("Ruleset", "A straight racked from 1 scores 2^(L-1), times the yeast's face when racked (C1); 1-2-3 with yeast 3 is a baker's dozen, written 12 then 1 (C2)."),
            QT_TRANSLATE_NOOP("Ruleset", "Rack at least one die after every throw (C3); stop only after racking since the last throw (C7); after a miss, stop for 0 or risk the biscuit (C8)."),
            QT_TRANSLATE_NOOP("Ruleset", "Write 1, 2, 4, 8, 12, 24 as numbers and circle larger scores in loaves: + 1 1+ 2 2+ 3 4 5 6 (C15). A lost biscuit strikes the last entry or is written with a minus sign."),
            QT_TRANSLATE_NOOP("Ruleset", "The first alone in the lead with six loaves (192) at the start of a turn wins the round (C11); mark the round's winner and the rounds won under a line (C15)."),
        ),
        short_name="Classic",
        order=1,
        help=(
            "Six dice, one of them the golden yeast. On your turn you throw and build a straight on "
            "your rack: first a 1, then a 2, and so on (C3). After every throw you must rack at least "
            "one die, from the throw or from your bank; a throw that gives you nothing to rack is a "
            "miss. Any thrown die may be put in the bank for later (C4), and the yeast may take the "
            "place of a banked plain die of the same face (C6).",
            "Stop whenever you have racked since your last throw (C7). A straight of length L scores 2, "
            "4, 8 ... that is 2^(L-1), multiplied by the yeast's face if the yeast is in the rack (C1); "
            "the best rack, 1 to 6 with the yeast showing 6, is 192 points, six loaves. The rack 1, 2, "
            "3 with the yeast on 3 is the baker's dozen, written 12 then 1 (C2).",
            "Your last positive score is your biscuit (C10). After a miss you may risk it and throw "
            "again (C8); miss again and its value comes off your score. Rounds are won by being alone "
            "in the lead with 192 or more when your turn comes round (C11), and the game by winning 4 "
            "rounds with two players, 3 with three, 2 with more (C13). The roll-off: everyone throws "
            "the yeast, highest total starts (C12).",
            "Scorepad: small scores as numbers, larger ones circled in loaves; a lost biscuit strikes "
            "out your last entry or is written as a minus (C15). Box rules, an option, put out of play "
            "any die that leaves the box (C14).",
        ),
        ruling_prefix="C",
        rulings=(
            ("C1", "Scoring a straight",
             "A straight of length L scores 2^(L-1), times the yeast's face if the yeast is racked. Best "
             "rack: 1-6 with the yeast on 6, 192 points."),
            ("C2", "Baker's dozen",
             "1, 2, 3 racked with the yeast showing 3 scores 13, written 12 then 1; the biscuit becomes "
             "1."),
            ("C3", "Racking and the miss",
             "Rack at least one die after every throw, in order 1, 2, 3 ... (several at once is fine). A "
             "throw with nothing to rack is a miss, judged as it lands. Banking or swapping may not "
             "leave you nothing to rack before you have racked."),
            ("C4", "The bank",
             "Any thrown die may be banked, any face, repeats allowed. It leaves the bank only by being "
             "racked, or by the yeast swap."),
            ("C5", "Throwing",
             "A turn starts by throwing all six dice; later throws throw every die not racked, banked or "
             "out. Thrown dice cannot be held back."),
            ("C6", "The yeast swap",
             "When the thrown yeast shows the face of a banked plain die, the yeast may go into the bank "
             "in its place; that plain die waits for the next throw."),
            ("C7", "Stopping",
             "You may stop only after racking since your last throw; the rack scores. After a miss you "
             "may stop for 0, or risk."),
            ("C8", "Risking the biscuit",
             "Needs a biscuit and no earlier risk this turn; by default only right after a miss (an "
             "option allows it after any throw before racking). Miss after a risk and the biscuit's "
             "value is taken off your score."),
            ("C9", "Forced end",
             "A turn ends by itself on a miss with no biscuit to risk or after a risk, and when all six "
             "dice are racked."),
            ("C10", "The biscuit",
             "A positive turn score is written down and becomes your biscuit; a zero is not written; a "
             "lost biscuit is written as a loss."),
            ("C11", "Winning a round",
             "When your turn comes round and you are alone in the lead with 192 or more, you win the "
             "round. It ends early when no one due to play before you can come within 192."),
            ("C12", "Roll-off (Damn Straights)",
             "Everyone throws the yeast; the highest total starts. On a tie everyone throws again and "
             "adds to their total. Each later round starts with the player left of the last round's "
             "winner."),
            ("C13", "Winning the game",
             "First to 4 rounds with two players, 3 with three, 2 with four or more."),
            ("C14", "Box rules (option)",
             "A die that leaves the box is out for the rest of the turn; it is recorded right after its "
             "throw."),
            ("C15", "The scorepad",
             "1, 2, 4, 8, 12 and 24 are written as numbers, larger scores circled in loaves (1, 1+, 2 "
             "...). A lost biscuit strikes out your last positive entry, else is written as a minus. "
             "Round winners are marked at each round's end."),
        ),
    )
)


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
