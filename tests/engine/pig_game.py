"""Pig, a sixth game that lives in the tests only (issue 28, part 3: "a game is one place").

This one module is everything Bakehouse needs to know about Pig: its state (the protocol of
engine/game.py, its paper turns included), its options, its bot and one ``register(Ruleset(...))``
through the public registry (engine/rulesets.py; :func:`registered` for the length of a test, so
that the other tests keep their five games).  Nothing in engine/, desktop/ or reports/ names it,
and yet it plays hot-seat at the practice table (the generic panel), is entered from a paper pad,
prints a scorepad and is counted in the statistics (tests/engine/test_pig.py,
tests/desktop/test_pig_table.py).

The rules (rulings P1-P4, in the ruleset below): a turn throws one die, again and again; a 1 ends
the turn with nothing (P2); any other face adds to the turn, and the player may hold to bank the
turn's points (P3); the first whose total reaches the target (100, an option) wins at once (P4).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import ClassVar

from engine.actions import ROLL, STOP, Action, Roll, Stop, Throw
from engine.dice import DieKind
from engine.errors import IllegalActionError
from engine.game import CHANCE, TERMINAL, GameResult, RunningTotalState, TurnEnd, TurnScore
from engine.names import quote
from engine.options import OptionSpec
from engine.rolloff import RolloffKind
from engine.rulesets import Ruleset, get_ruleset, register, unregister

RULESET_ID = "pig"
_ONE_DIE = (DieKind.PLAIN,)
_HOLD_AT = 20  # the bot holds at 20 points in a turn (the textbook strategy)


@dataclass(frozen=True)
class PigOptions:
    target: int = 100  # P4


OPTION_SPECS = (OptionSpec("target", int, 100, "Points to win", "P4", minimum=1, maximum=10000),)


class PigState(RunningTotalState):
    """A game of Pig in play: a chance node for one die at each throw, then the player holds or
    throws again (P3)."""

    ruleset: ClassVar[str] = RULESET_ID
    THROW_RULING: ClassVar[str] = "P1"
    CHANCE_RULING: ClassVar[str | None] = "P1"
    TURN_END_RULING: ClassVar[str] = "P3"
    END_RULINGS: ClassVar[Mapping[TurnEnd, str]] = {TurnEnd.BUST: "P2"}

    def __init__(self, n_players: int, options: PigOptions | None = None, first_seat: int = 0) -> None:
        super().__init__(n_players, options if options is not None else PigOptions(), first_seat)
        self._turn = 0  # the points of the turn in play (P3)
        self._at_chance = True  # P1: a turn begins by throwing
        self._winner: int | None = None

    @property
    def turn_points(self) -> int:
        """What holding now banks (P3)."""
        return self._turn

    @property
    def winner(self) -> int | None:
        return self._winner

    # -- the protocol ---------------------------------------------------------------------------
    def current_player(self) -> int:
        if self._winner is not None:
            return TERMINAL
        return CHANCE if self._at_chance else self._seat

    def turn_player(self) -> int:
        return -1 if self._winner is not None else self._seat

    def legal_actions(self) -> list[Action]:
        if self._at_chance or self._winner is not None:
            return []
        return [ROLL, STOP]  # P3

    def chance_dice(self) -> tuple[DieKind, ...]:
        return () if self._winner is not None else _ONE_DIE

    def results(self) -> GameResult:
        winner = self._winner
        return GameResult(winner is not None, () if winner is None else (winner,), tuple(self._totals))

    def _check_roll(self) -> None:
        if self._at_chance or self._winner is not None:
            raise IllegalActionError("no throw is allowed now", "P1")

    def _apply(self, action: Action) -> None:
        if isinstance(action, Throw):
            face = action.dice[0].face
            if face == 1:  # P2: the turn ends with nothing
                self._end_turn(0, TurnEnd.BUST)
            else:
                self._turn += face
                self._at_chance = False
        elif isinstance(action, Roll):
            self._check_roll()
            self._at_chance = True
        elif isinstance(action, Stop):
            if self._at_chance:
                raise IllegalActionError("hold after a throw that was not a 1", "P3")
            self._end_turn(self._turn, TurnEnd.STOP)
        else:
            raise IllegalActionError(f"{action} is not a move in Pig: throw or hold", "P3")

    def _end_turn(self, points: int, end: TurnEnd) -> None:
        seat = self._seat
        self._totals[seat] += points
        # the engine's TurnScore as it is: a compiled class (TurnScore, a dataclass) takes no interpreted
        # subclass; GameState and RunningTotalState do (engine/game.py)
        self.turn_log.append(TurnScore(seat, points, end=end))
        self._turn = 0
        if self._totals[seat] >= self.options.target:  # P4: wins at once
            self._winner = seat
            self._at_chance = False
            return
        self._seat = (seat + 1) % self.n_players
        self._at_chance = True

    # -- a turn from a paper pad ----------------------------------------------------------------
    def _paper_turn(self, points: int, marked: bool) -> None:
        """P2, P3: 0 (a 1 thrown) or the sum of two or more faces (2 to 6 each), so never 1."""
        if points < 0 or points == 1:
            raise IllegalActionError(f"{points} is not a turn score of Pig: 0 after a 1, else the faces thrown "
                                     "(2 to 6 each) added up", "P3")
        self._end_turn(points, TurnEnd.STOP if points else TurnEnd.BUST)

    def why_going_on(self, names: Sequence[str]) -> tuple[str, str]:
        return f"nobody has reached {self.options.target} yet", "P4"

    def why_over(self, names: Sequence[str]) -> tuple[str, str]:
        winner = self._winner if self._winner is not None else 0
        return f"{quote(names[winner])} reached {self.options.target}", "P4"


class PigBot:
    """Holds once the turn has 20 points, or when holding wins."""

    ruleset = RULESET_ID

    def choose(self, state: PigState) -> Action:
        total = state.totals[state.seat]
        if state.turn_points >= _HOLD_AT or total + state.turn_points >= state.options.target:
            return STOP
        return ROLL


PIG = Ruleset(
    id=RULESET_ID,
    name="Pig",
    state_class=PigState,
    option_specs=OPTION_SPECS,
    options_factory=PigOptions,
    rolloff=RolloffKind.TIED_ONLY,
    events=frozenset({"throw", "stop"}),
    players_ruling="P1",
    game_end_ruling="P4",
    turn_end_ruling="P3",
    bot=f"{__name__}:PigBot",
    layout="running",
    pad_hint="0 when a 1 was thrown, else the turn's faces added up.",
    reminders=(
        "Throw one die as often as you like; a 1 ends the turn with nothing (P2).",
        "Hold to bank the turn's points (P3); the first to reach the target wins at once (P4).",
    ),
    short_name="Pig",
    order=6,
    help=(
        "Throw one die (P1). A 1 ends your turn and it scores nothing (P2); any other face is added "
        "to the turn, and you throw again or hold to bank the turn's points (P3). The first whose "
        "total reaches the target, 100 unless chosen otherwise, wins at once (P4).",
    ),
    ruling_prefix="P",
    rulings=(
        ("P1", "Throwing", "A turn throws one die, as often as the player likes."),
        ("P2", "A one", "A 1 ends the turn; it scores 0."),
        ("P3", "Holding", "After a throw that was not a 1 the player may hold: the turn's faces are banked."),
        ("P4", "Winning", "Reach the target (100 by default) at the end of a turn and you win at once."),
    ),
)


@contextmanager
def registered() -> Iterator[Ruleset]:
    """Pig in the registry for a test, then out again: a game module registers itself when
    imported (engine/games/), but the other tests' world keeps its five games."""
    register(PIG)
    try:
        yield get_ruleset(RULESET_ID)
    finally:
        unregister(RULESET_ID)


__all__ = ["PIG", "PigBot", "PigOptions", "PigState", "registered"]
