"""The protocol every game implements, and the values it answers with.

Modelled on OpenSpiel's Python games: a state answers ``current_player()``
(a seat, :data:`CHANCE` when dice are to be thrown, or :data:`TERMINAL`),
``legal_actions()``, ``apply(action)``, ``chance_dice()`` and
``chance_outcomes()`` for throws, ``is_terminal()`` and ``results()``.  A game
is nothing but its list of actions, so any state replays exactly.
``apply_throw(dice)`` is ``apply(Throw(dice))`` without making the action, for
the loops that throw millions of times (simulations).

States know seats (0, 1, ...), not names: names belong to the match.
"""

from __future__ import annotations

import copy
import enum
from abc import abstractmethod
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar, Final, cast

from mypy_extensions import mypyc_attr

from .actions import ROLL, Action, Bank, Keep, Out, Rack, Risk, Roll, Stop, Swap, Throw, Visit
from .dice import Die, DieKind, describe_kinds, show_dice, throw_outcomes
from .errors import IllegalActionError, InvalidInputError, Phrase, phrase
from .values import copyable
from .words import QT_TRANSLATE_NOOP


def _kind_order(d: Die) -> int:
    return _KIND_ORDER[d.kind]


_KIND_ORDER: Final = {DieKind.PLAIN: 0, DieKind.YEAST: 1, DieKind.KEY: 2}

_FACES: Final = (1, 2, 3, 4, 5, 6)
#: the actions that are neither a Throw nor a Roll (nor subclasses of them)
_NOT_THROWN: Final = frozenset({Rack, Bank, Swap, Risk, Out, Visit, Keep, Stop})

CHANCE: Final = -1
TERMINAL: Final = -2


class TurnEnd(enum.Enum):
    """How a finished turn ended, for every ruleset (the ruling that says so in brackets)."""

    STOP = "stop"  # C7, D4, K4: the player stopped and scored
    STOP_AFTER_MISS = "stop after a miss"  # C7: 0, the biscuit kept
    STOP_UNFINISHED = "stop, bakery unfinished"  # E2: 0
    MISS = "miss"  # C9: a miss with no biscuit to risk, 0
    LOST_BISCUIT = "lost biscuit"  # C8: a miss after a risk
    FULL_RACK = "full rack"  # C9: six dice racked
    BAKERY = "bakery"  # E4: a completed bakery (a free turn follows)
    VISIT = "visit"  # E6: a bakery visit instead of throwing
    BUST = "bust"  # D5, K3: the turn scores 0
    FOUR_TWOS = "four twos"  # D6: 0, and the total goes back to 0
    RACK_COMPLETE = "rack"  # S3: all six posted, 36 + carry
    CARRY_SPENT = "carry spent"  # S3: out of carry, 6 x posted + leave
    ALL_ASIDE = "all aside"  # K4: every die set aside


#: the turns the statistics count as misses (C7, C8, C9) and as busts (D5, D6, K3)
MISSES: Final = frozenset({TurnEnd.MISS, TurnEnd.STOP_AFTER_MISS, TurnEnd.LOST_BISCUIT})
BUSTS: Final = frozenset({TurnEnd.BUST, TurnEnd.FOUR_TWOS})


@dataclass(frozen=True, slots=True)
class TurnScore:
    """One finished turn: who played it, the change it made to their score and
    how it ended."""

    seat: int
    points: int
    end: TurnEnd = field(kw_only=True)


@dataclass(frozen=True, slots=True)
class GameResult:
    """Where a game stands: ``winners`` is empty until it is finished and holds
    several seats when a tie shares first place."""

    finished: bool
    winners: tuple[int, ...]
    totals: tuple[int, ...]

    @property
    def places(self) -> tuple[int, ...]:
        """1-based place of each seat by total; equal totals share a place."""
        return tuple(1 + sum(1 for u in self.totals if u > t) for t in self.totals)


@mypyc_attr(allow_interpreted_subclasses=True)
class GameState:
    """Base of every game's state.

    Compiled (engine/native.py), it still takes a state class from interpreted code: a game
    outside the compiled core (a plug-in, a test's game) subclasses it, or
    :class:`RunningTotalState`, as the compiled games do (mypyc's ``allow_interpreted_subclasses``).

    Not an ``abc.ABC``: compiled by mypyc, the subclasses would not get an ABC cache of their own
    and would share ``abc.ABC``'s, so that ``isinstance(state, SBState)`` answered True for an
    Entrepreneurial state once any ``isinstance`` had put its class in that shared cache (seen in
    the compiled build's analysis).  Plain classes answer ``isinstance`` by their MRO.

    Subclasses implement :meth:`_apply` for every action but :class:`Throw`
    at a decision node, which the base turns into :data:`ROLL` followed by the
    throw, after checking the dice against :meth:`chance_dice`.  ``_apply``
    must check everything before it changes anything: a refused action leaves
    the state as it was (A3).
    """

    ruleset: ClassVar[str]
    #: the ruling cited when a throw has the wrong dice
    THROW_RULING: ClassVar[str] = "A2"
    #: the ruling cited when something other than a throw comes where dice must be thrown
    CHANCE_RULING: ClassVar[str | None] = None

    def __init__(self, n_players: int, options: Any, first_seat: int = 0) -> None:
        if n_players < 2:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a game needs two or more players"), "A1")
        if not 0 <= first_seat < n_players:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "no seat %1 at a table of %2"), first_seat, n_players))
        self.n_players = n_players
        self.options = options
        self.first_seat = first_seat
        #: finished turns, in order
        self.turn_log: list[TurnScore] = []
        #: moves made in the turn now in play (0: the turn has not begun)
        self.turn_moves = 0

    # -- the protocol -------------------------------------------------------
    @abstractmethod
    def current_player(self) -> int:
        """The seat to decide, :data:`CHANCE` for a throw, or :data:`TERMINAL`."""

    @abstractmethod
    def turn_player(self) -> int:
        """The seat whose turn it is (also at chance nodes); -1 once terminal."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal decision, one die at a time where dice are moved.
        Empty at chance and terminal nodes."""

    @abstractmethod
    def chance_dice(self) -> tuple[DieKind, ...]:
        """The dice the next throw throws (at a chance node, or where
        :data:`ROLL` is legal)."""

    @abstractmethod
    def _apply(self, action: Action) -> None: ...

    @abstractmethod
    def results(self) -> GameResult: ...

    #: the ruling that ends turns, cited when a record goes on after a turn's end
    TURN_END_RULING: ClassVar[str] = "A3"
    #: the ruling of each way a turn ends, where it is not :attr:`TURN_END_RULING`
    END_RULINGS: ClassVar[Mapping[TurnEnd, str]] = {}

    def ending_ruling(self) -> str:
        """The ruling under which the last finished turn ended (a bust, a miss,
        a stop ...), for refusing a record event that follows it."""
        if not self.turn_log:
            return self.TURN_END_RULING
        return self.END_RULINGS.get(self.turn_log[-1].end, self.TURN_END_RULING)

    def throw_ruling(self) -> str:
        """The ruling that says how many dice the next throw has (A5)."""
        return self.THROW_RULING

    def order_ruling(self) -> str:
        """The ruling that decides who plays now (A5): A1, seat order, unless the game's own rules
        give the turn out of order (a free turn, E4; the last turns, K6)."""
        return "A1"

    # -- a turn from a paper pad (engine/tournament/paper.py) ------------------------------
    def paper_turn(self, points: int, marked: bool = False) -> None:
        """Play the turn now due as a whole, from the points a paper pad writes for it (no throws;
        ``marked``: the pad's mark after them, ``Ruleset.pad_mark``, such as an Entrepreneurial
        bakery).  Refused (:class:`IllegalActionError` citing the ruling) where no turn of this
        game can score ``points`` here, and then nothing changes; else the turn ends as the game
        ends its turns (round and game ends, free turns, last turns) and ``turn_log`` holds it.
        So a pad is checked by the code that plays: :meth:`turn_player` says whose turn is next,
        :meth:`is_terminal` when the game is over, :meth:`table_scores` its result."""
        if self.is_terminal():
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the game is over"), "A3")
        if self.turn_moves:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "a turn from a paper pad is a whole turn, not the rest of one"), "A3")
        self._paper_turn(points, marked)

    def _paper_turn(self, points: int, marked: bool) -> None:
        """A game's :meth:`paper_turn`: check ``points`` (and the mark) against what a turn of the
        game can score now, then end the turn with them."""
        raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "a turn of %1 cannot be entered from a paper pad"), self.ruleset))

    def why_going_on(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        """Why the game is not over yet, as the refusal of a pad that stops short says it
        (``names`` by seat), and the ruling: ``("nobody has reached 100 yet, the game goes on", "D8")``."""
        return QT_TRANSLATE_NOOP("Refusal", "the game is not over"), "A3"

    def why_over(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        """Why the game is over (once :meth:`is_terminal`), as the refusal of a turn after it says
        it (``names`` by seat), and the ruling: ``("'Ann' reached 100", "D8")``."""
        return QT_TRANSLATE_NOOP("Refusal", "the game is over"), "A3"

    def table_scores(self) -> tuple[int, ...]:
        """The game's score for the table, by seat: what its result ranks (the rounds won in the
        Damn Straights; each player's total by default)."""
        return self.results().totals

    def _check_roll(self) -> None:
        """Raise if the player may not throw now (no change to the state)."""
        if ROLL not in self.legal_actions():
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "no throw is allowed now"), self.THROW_RULING)

    # -- derived ------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def chance_outcomes(self) -> list[tuple[Throw, Fraction]]:
        """Every distinct throw with its exact probability (sums to 1)."""
        kinds = self.chance_dice()
        if not kinds:
            return []
        return [(Throw(d), p) for d, p in throw_outcomes(kinds)]

    @property
    def turn_serial(self) -> int:
        """How many turns have finished."""
        return len(self.turn_log)

    def continues_ended_turn(self, action: Action) -> bool:
        """Whether ``action`` still belongs to the turn that has just ended: with box
        rules, dice that left the box in a throw whose miss ended the turn (C3 judges
        the miss after them, C14).  Such an action changes no score and does not begin
        the next turn."""
        return False

    def _apply_to_ended_turn(self, action: Action) -> None:
        raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 does not belong to the turn that ended"), action))

    def apply(self, action: Action) -> None:
        # The hot path of every game, simulations and replays alike: one call of
        # current_player() and exact type tests before the isinstance() fallbacks.
        kind = type(action)
        if kind is Out and self.turn_moves == 0 and self.continues_ended_turn(action):
            self._apply_to_ended_turn(action)
            return
        cp = self.current_player()
        if cp < 0:
            if cp == TERMINAL:
                raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the game is over"), "A3")
            if not isinstance(action, Throw):
                raise self._chance_refusal(action)
            self._check_throw(action.dice)
        elif kind in _NOT_THROWN:
            pass  # the common case: a move with no throw to check
        elif isinstance(action, Throw):
            self._check_roll()
            self._check_throw(action.dice)
            self._counted(ROLL)
        elif isinstance(action, Roll):
            self._check_roll()
        log = self.turn_log
        before = len(log)
        self._apply(action)
        self.turn_moves = self.turn_moves + 1 if len(log) == before else 0

    def apply_throw(self, dice: tuple[Die, ...]) -> None:
        """``apply(Throw(dice))``: the same change and the same refusals, by
        definition.  A game may override it to skip making the action where
        that is faster (Six By 6 throws millions of times in simulations);
        an override must stay equal to this (tests/engine/test_apply_throw.py)."""
        self.apply(Throw(dice))

    def _chance_refusal(self, action: Action) -> IllegalActionError:
        """The refusal of ``action`` (not a throw) where the dice must be thrown."""
        return IllegalActionError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "the dice must be thrown now, not %1"), action), self.CHANCE_RULING or self.THROW_RULING
        )

    def _counted(self, action: Action) -> None:
        before = len(self.turn_log)
        self._apply(action)
        if len(self.turn_log) == before:
            self.turn_moves += 1
        else:
            self.turn_moves = 0

    def _throw_as_expected(self, dice: Sequence[Die]) -> bool:
        """The common case of a good throw, quickly: a tuple of dice showing 1 to 6,
        of the kinds :meth:`chance_dice` gives, in its order."""
        expected = self.chance_dice()
        if type(dice) is not tuple or len(dice) != len(expected):
            return False
        for d, k in zip(dice, expected):  # noqa: B905, SIM110 (equal lengths; a loop, no generator)
            if type(d) is not Die or d.kind is not k or d.face not in _FACES:
                return False
        return True

    def _check_throw(self, dice: Sequence[Die]) -> None:
        if self._throw_as_expected(dice):
            return
        expected = self.chance_dice()
        if not isinstance(dice, tuple) or not all(type(d) is Die and d.face in _FACES for d in dice):
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a throw is a tuple of dice showing faces 1 to 6"), "A2")
        if len(dice) == len(expected) and all(d.kind is k for d, k in zip(sorted(dice, key=_kind_order), expected, strict=False)):
            return
        if Counter(d.kind for d in dice) != Counter(expected) or not expected:
            raise IllegalActionError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "this throw must be %1, not %2"), describe_kinds(expected), show_dice(dice)),
                self.throw_ruling(),
            )

    def is_legal(self, action: Action) -> bool:
        probe = self.clone()
        try:
            probe.apply(action)
        except IllegalActionError:
            return False
        except InvalidInputError:
            return False
        return True

    def clone(self) -> GameState:
        """A copy to try moves on.  The base copies every attribute deeply; the
        games start from :meth:`_blank` and copy only the lists that change in play."""
        return copy.deepcopy(self)

    def _blank(self) -> GameState:
        """A new state of this class, to be filled by a ``clone()``: made by the
        constructor, since a compiled class (mypyc) has no ``object.__new__``
        without it, and given this state's attributes (shallow; the lists that
        change in play are copied by the clone)."""
        c = type(self)(self.n_players, self.options, self.first_seat)
        attrs = self.__getstate__()  # the instance dict, or a compiled class's attributes
        setstate = getattr(c, "__setstate__", None)
        if setstate is not None:
            setstate(attrs)
            own = getattr(self, "__dict__", None)  # compiled: an interpreted subclass's own attributes
            if own:
                c.__dict__.update(own)
        else:
            c.__dict__.update(cast(dict[str, Any], attrs))
        c.turn_log = self.turn_log[:]  # TurnScores are immutable
        return c


@mypyc_attr(allow_interpreted_subclasses=True)
class RunningTotalState(GameState):
    """Base of the games scored as one running total a player (Six By 6, Dire
    Straights, SB): the seat to play, the totals, and a fast clone."""

    def __init__(self, n_players: int, options: Any, first_seat: int = 0) -> None:
        super().__init__(n_players, options, first_seat)
        self._totals = [0] * n_players
        self._seat = first_seat

    @property
    def seat(self) -> int:
        """The seat whose turn it is."""
        return self._seat

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._totals)

    def clone(self) -> RunningTotalState:
        c = cast(RunningTotalState, self._blank())
        c._totals = self._totals[:]
        self._clone_extra(c)
        return c

    def _clone_extra(self, c: RunningTotalState) -> None:
        """Copy the mutable state a game adds."""


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
