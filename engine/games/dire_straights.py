"""Dire Straights (ruleset ``dire-straights``): rulings D1-D8.

Six plain dice.  A turn begins with a throw of all six (D1).  Setting aside is
automatic: a throw either starts a run 1..n (D2), extends the run (D3), is a
three-of-a-kind re-throw (D2), or busts (D2, D3, D5).  After any throw that
did not bust the player stops or throws again (D4); a stop scores 5 per die of
the run plus 30 per 1-6 completed in the turn.  The first total to reach the
target at the end of a turn wins at once (D8).

Protocol: the start of a turn is a CHANCE node for six dice; after a throw that
did not bust it is a decision node for the turn's player with ``[ROLL, STOP]``
(a :class:`Throw` there is the implicit roll of the base class).

Points the rulings leave open, settled here (a club referee's reading):

- D6 before D2/D3: with the four-twos option on, a throw with four or more 2s
  ends the turn at once, even if it would also start, extend or complete a run,
  or be a three-of-a-kind re-throw.  The turn's points are minus the total the
  player had, so a player's total is always the sum of their turn points.
- D4 after a three-of-a-kind re-throw: that throw did not bust, so the player
  may stop; the stop scores the completed 1-6s of the turn (0 at the start of
  a turn).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from ..actions import ROLL, STOP, Action, Roll, Stop, Throw
from ..dice import Die, DieKind, die
from ..errors import IllegalActionError, Phrase, phrase
from ..game import CHANCE, TERMINAL, GameResult, RunningTotalState, TurnEnd, TurnScore
from ..names import quote
from ..options import OptionSpec
from ..rolloff import RolloffKind
from ..rulesets import Ruleset, register
from ..values import copyable
from ..words import QT_TRANSLATE_NOOP

# the hint over its paper pad, translated by the app (engine/words.py; first: lupdate takes the comments
# before a marked string as the translator's)
PAD_HINT: Final = QT_TRANSLATE_NOOP("Ruleset", "0 for a bust; four twos as minus the total.")

DICE = 6
POINTS_PER_DIE = 5  # D4
POINTS_PER_STRAIGHT = 30  # D4: each 1-6 completed earlier in the turn


@dataclass(frozen=True)
class DireStraightsOptions:
    target: int = 100  # D8
    four_twos: bool = False  # D6


OPTION_SPECS = (
    OptionSpec("target", int, 100, "Points to win", "D8", minimum=1, maximum=10000),
    OptionSpec("four_twos", bool, False, "Four twos lose everything", "D6"),
)


class ThrowOutcome(enum.Enum):
    """What a throw did (the set-aside dice are automatic, D2-D3)."""

    START = "start"  # D2: started a run 1..n (n < 6)
    EXTEND = "extend"  # D3: extended the run (not to 6)
    COMPLETE = "complete"  # D4: the run reached 1-6; all six dice come back
    AGAIN = "again"  # D2: no 1 but three of a kind: throw all six again
    BUST = "bust"  # D2/D3, D5: the turn ends with 0
    FOUR_TWOS = "four_twos"  # D6: the turn ends with 0 and the total becomes 0


_PLAIN_DICE = tuple(die(f) for f in range(1, DICE + 1))
_KINDS = tuple((DieKind.PLAIN,) * k for k in range(DICE + 1))
_NO_RUN_FACES = (2, 3, 4, 5, 6)


def judge_throw(run: int, faces: Sequence[int], four_twos: bool = False) -> tuple[ThrowOutcome, int]:
    """The outcome of a throw of ``faces`` with a run 1..``run`` set aside
    (0: no run), and the run's length after it (6 for a completed 1-6).

    The one place the throw rules live; the state and the bots both use it.
    ``faces`` must be ``6 - run`` faces (the state checks that first, D3).
    """
    if four_twos and len(faces) >= 4 and faces.count(2) >= 4:  # D6, checked before the run rules
        return ThrowOutcome.FOUR_TWOS, run
    if run == 0:
        if 1 in faces:  # D2: the longest run 1..n, one die per face
            m = 1
            while m < DICE and m + 1 in faces:
                m += 1
            return (ThrowOutcome.COMPLETE if m == DICE else ThrowOutcome.START), m
        for f in _NO_RUN_FACES:  # D2: no 1 but three or more of one face
            if faces.count(f) >= 3:
                return ThrowOutcome.AGAIN, 0
        return ThrowOutcome.BUST, 0  # D2
    m = run
    while m < DICE and m + 1 in faces:  # D3: over every consecutive face present
        m += 1
    if m == run:
        return ThrowOutcome.BUST, run  # D3: the throw must show run + 1
    return (ThrowOutcome.COMPLETE if m == DICE else ThrowOutcome.EXTEND), m


def stop_value(run: int, completed: int) -> int:
    """D4: 5 per die of the run plus 30 per completed 1-6."""
    return POINTS_PER_DIE * run + POINTS_PER_STRAIGHT * completed


@dataclass(frozen=True, slots=True)
class DireTurnScore(TurnScore):
    """A finished Dire Straights turn: the run and the 1-6s completed when it
    ended (scored by a stop, lost by a bust, D4-D5) and its last throw."""

    run: int = 0
    completed: int = 0
    last_throw: tuple[Die, ...] = ()


class DireStraightsState(RunningTotalState):
    """A game of Dire Straights in play (see the module docstring).

    Public read-only attributes for the UI and the bots: :attr:`seat`,
    :attr:`totals`, :attr:`run_length`, :attr:`completed`, :attr:`turn_points`,
    :attr:`stop_score`, :attr:`dice_to_throw`, :attr:`needed_face`,
    :attr:`last_throw`, :attr:`last_set_aside`, :attr:`last_outcome`,
    :attr:`winner`.
    """

    ruleset: ClassVar[str] = "dire-straights"
    THROW_RULING: ClassVar[str] = "D3"
    CHANCE_RULING: ClassVar[str | None] = "D1"
    TURN_END_RULING: ClassVar[str] = "D4"
    END_RULINGS: ClassVar[Mapping[TurnEnd, str]] = {TurnEnd.BUST: "D5", TurnEnd.FOUR_TWOS: "D6"}

    def throw_ruling(self) -> str:
        """A5: D1 at a turn's start, D2 with no run started, D3 during a run."""
        if self._run:
            return "D3"
        return "D2" if self.turn_moves else "D1"

    def __init__(self, n_players: int, options: DireStraightsOptions | None = None, first_seat: int = 0) -> None:
        super().__init__(n_players, options if options is not None else DireStraightsOptions(), first_seat)
        self._run = 0  # length of the run 1..n set aside (0: none; never 6, D4 returns the dice)
        self._completed = 0  # 1-6s completed in this turn (D4)
        self._at_chance = True  # D1: a turn begins by throwing
        self._winner: int | None = None
        self._last_throw: tuple[Die, ...] | None = None
        self._last_set_aside: tuple[Die, ...] = ()
        self._last_outcome: ThrowOutcome | None = None

    # -- read-only views (and seat, totals) -------------------------------------

    @property
    def run_length(self) -> int:
        """Dice of the run 1..n set aside now (0: no run, D2)."""
        return self._run

    @property
    def completed(self) -> int:
        """1-6s completed in this turn (D4)."""
        return self._completed

    @property
    def turn_points(self) -> int:
        """Points at risk in this turn: what a stop would score (D4), lost on a bust (D5)."""
        return stop_value(self._run, self._completed)

    @property
    def stop_score(self) -> int | None:
        """What a stop would score now, or None where a stop is not allowed (D4)."""
        if self._at_chance or self._winner is not None:
            return None
        return stop_value(self._run, self._completed)

    @property
    def dice_to_throw(self) -> int:
        """Dice the next throw throws: 6 less the run (D1-D3)."""
        return DICE - self._run

    @property
    def needed_face(self) -> int | None:
        """The face the next throw must show (D3), or None with no run (D2)."""
        return self._run + 1 if self._run else None

    @property
    def last_throw(self) -> tuple[Die, ...] | None:
        """The most recent throw of the game (it may have ended the previous turn)."""
        return self._last_throw

    @property
    def last_set_aside(self) -> tuple[Die, ...]:
        """The dice the most recent throw added to the run (D2, D3)."""
        return self._last_set_aside

    @property
    def last_outcome(self) -> ThrowOutcome | None:
        return self._last_outcome

    @property
    def winner(self) -> int | None:
        return self._winner

    # -- the protocol ------------------------------------------------------------
    def current_player(self) -> int:
        if self._winner is not None:
            return TERMINAL
        return CHANCE if self._at_chance else self._seat

    def turn_player(self) -> int:
        return -1 if self._winner is not None else self._seat

    def legal_actions(self) -> list[Action]:
        if self._at_chance or self._winner is not None:
            return []
        return [ROLL, STOP]  # D4

    def chance_dice(self) -> tuple[DieKind, ...]:
        if self._winner is not None:
            return ()
        return _KINDS[DICE - self._run]

    def results(self) -> GameResult:
        winner = self._winner
        return GameResult(winner is not None, () if winner is None else (winner,), tuple(self._totals))

    def _check_roll(self) -> None:
        # D4: throwing again is allowed at every decision node.
        if self._at_chance or self._winner is not None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "no throw is allowed now"), self.THROW_RULING)

    # -- applying ----------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        kind = type(action)
        if kind is Throw:
            self._throw(action.dice)  # type: ignore[union-attr]
        elif kind is Roll:
            self._check_roll()
            self._at_chance = True
        elif kind is Stop:
            if self._at_chance:
                raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "a stop needs a throw that did not bust"), "D4")
            self._end_turn(stop_value(self._run, self._completed), TurnEnd.STOP)
        else:
            raise IllegalActionError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a move in Dire Straights: setting aside is automatic, the player only throws or stops"), action),
                "D2",
            )

    def _throw(self, dice: tuple[Die, ...]) -> None:
        """The dice were checked by the base class (D3); judge and move on."""
        run = self._run
        outcome, new_run = judge_throw(run, [d.face for d in dice], self.options.four_twos)
        self._last_throw = dice
        self._last_outcome = outcome
        self._last_set_aside = _PLAIN_DICE[run:new_run]
        if outcome is ThrowOutcome.BUST:  # D5: every point of the turn is lost
            self._end_turn(0, TurnEnd.BUST)
        elif outcome is ThrowOutcome.FOUR_TWOS:  # D6: the total goes to 0 as well
            self._end_turn(-self._totals[self._seat], TurnEnd.FOUR_TWOS)
        elif outcome is ThrowOutcome.COMPLETE:  # D4: all six dice come back
            self._completed += 1
            self._run = 0
            self._at_chance = False
        else:  # START, EXTEND, AGAIN: the player stops or throws (D4)
            self._run = new_run
            self._at_chance = False

    def _end_turn(self, points: int, end: TurnEnd) -> None:
        seat = self._seat
        self._totals[seat] += points
        self.turn_log.append(DireTurnScore(seat, points, self._run, self._completed, self._last_throw or (), end=end))
        self._run = 0
        self._completed = 0
        if self._totals[seat] >= self.options.target:  # D8: wins at once
            self._winner = seat
            self._at_chance = False
            return
        self._seat = (seat + 1) % self.n_players  # A1: turns pass in seat order
        self._at_chance = True  # D1

    # -- a turn from a paper pad (GameState.paper_turn) ----------------------------------------
    def _paper_turn(self, points: int, marked: bool) -> None:
        """D4: 0 (a bust, D5) or a multiple of 5; D6: four twos lose the whole total."""
        total = self._totals[self._seat]
        if points < 0:
            if not self.options.four_twos:
                raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1: a Dire Straights turn scores 0 or more; only four twos lose points, and this game is played without them"), points), "D6")
            if points != -total:
                raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1: four twos set the total to 0, so the turn is %2"), points, -total), "D6")
            self._end_turn(points, TurnEnd.FOUR_TWOS)
        elif points % POINTS_PER_DIE:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a turn score of Dire Straights: 5 per die of the run and 30 a 1-6 completed, so a multiple of 5 (0 for a bust, D5)"), points), "D4")
        else:
            self._end_turn(points, TurnEnd.STOP if points else TurnEnd.BUST)

    def why_going_on(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        return phrase(QT_TRANSLATE_NOOP("Refusal", "nobody has reached %1 yet, the game goes on"), self.options.target), "D8"

    def why_over(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        winner = self._winner if self._winner is not None else 0
        return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 reached %2"), quote(names[winner]), self.options.target), "D8"

    def __repr__(self) -> str:
        where = (
            "over"
            if self._winner is not None
            else f"seat {self._seat} {'to throw' if self._at_chance else 'to decide'}"
        )
        return (
            f"<DireStraightsState {where}, run {self._run}, completed {self._completed}, "
            f"totals {self._totals}>"
        )


DIRE_STRAIGHTS = register(
    Ruleset(
        id="dire-straights",
        name="Dire Straights",
        state_class=DireStraightsState,
        option_specs=OPTION_SPECS,
        options_factory=DireStraightsOptions,
        rolloff=RolloffKind.TIED_ONLY,
        events=frozenset({"throw", "stop"}),
        rules_text="dire-straights.txt",
        players_ruling="D1",
        rolloff_ruling="D7",
        game_end_ruling="D8",
        turn_end_ruling="D4",
        bot="engine.bots.dire_straights:DireStraightsBot",
        layout="running",
        pad_hint=PAD_HINT,
        reminders=(
            QT_TRANSLATE_NOOP("Ruleset", "Throw six dice; a 1 starts the run 1,2,...,n, set aside one die a face (D2). The next throw must show n+1 or the turn busts (D3)."),
            QT_TRANSLATE_NOOP("Ruleset", "Stop after any throw that did not bust: 5 a die of the run plus 30 a completed 1-6 (D4). A bust scores 0 for the whole turn (D5)."),
            QT_TRANSLATE_NOOP("Ruleset", "The first whose total reaches the target at the end of a turn wins at once (D8)."),
        ),
        short_name="Dire Straights",
        order=4,
        help=(
            "Throw six dice (D1). A throw with a 1 starts a run: the app sets aside 1, 2, 3 ... as far "
            "as the throw goes, one die per face. No 1 but three of a kind: throw all six again. "
            "Anything else is a bust (D2).",
            "With a run 1 to n started, the next throw must show n+1 or you bust; the run then grows "
            "over every next face present (D3). After any throw that did not bust you may stop: 5 "
            "points a die in the run, plus 30 for each 1-6 completed earlier in the turn; a completed "
            "1-6 gives you all six dice back (D4).",
            "A bust scores nothing for the turn, completed runs included (D5). With the four twos "
            "option, four or more 2s in a throw also wipe out your total (D6). The first to reach the "
            "target, 100 unless chosen otherwise, at the end of a turn wins (D8). The roll-off: one die "
            "each, only the tied highest throw again (D7).",
        ),
        ruling_prefix="D",
        rulings=(
            ("D1", "Start of a turn",
             "A turn begins by throwing six dice."),
            ("D2", "Starting a run",
             "A throw with a 1 sets aside the run 1, 2, 3 ... it shows (one die per face). No 1 but "
             "three of a kind: throw six again. Otherwise, bust."),
            ("D3", "Going on with a run",
             "The next throw must show the next face or bust; the run then takes every following face "
             "present."),
            ("D4", "Stopping",
             "After a throw that did not bust you may stop: 5 per die in the run plus 30 per 1-6 "
             "completed this turn. A completed 1-6 returns all six dice."),
            ("D5", "Bust",
             "A bust ends the turn with 0, completed runs included."),
            ("D6", "Four twos (option)",
             "Four or more 2s in one throw end the turn with 0 and set your total to 0."),
            ("D7", "Roll-off",
             "Everyone throws one die; only the players tied for highest throw again, until one is "
             "highest."),
            ("D8", "Winning",
             "Reach the target (100 by default) at the end of a turn and you win at once."),
        ),
    )
)


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
