"""Six By 6 (``six-by-6``): Michael Williams' game of pure luck (six-by-6.txt).

A turn (the text's "round") throws six dice; 6s are posted (set aside) and
every throw earns carry points for multiples and posted dice.  One carry point
buys each further throw; a turn ends with a rack (all six posted) or when the
carry runs out.  There are no decisions (S1): the state is a chance node from
the first throw of the game to its end, and the engine posts and scores.

Rulings (rules/RULINGS.md): S1 no decisions; S2 carry points and the special
postings; S3 paying for throws, the end of a turn and its score; S4 sets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Final

from ..actions import Action, Throw
from ..dice import PLAIN_DICE, PLAIN_KINDS, Die, DieKind, describe_kinds, show_dice
from ..errors import IllegalActionError, InvalidInputError, Phrase, phrase
from ..game import CHANCE, TERMINAL, GameResult, GameState, RunningTotalState, TurnEnd, TurnScore
from ..names import quote
from ..options import OptionSpec
from ..rolloff import RolloffKind
from ..rulesets import Ruleset, register
from ..values import copyable
from ..words import QT_TRANSLATE_NOOP

_PLAIN: Final = DieKind.PLAIN
#: the dice thrown with n dice unposted, so chance_dice() builds nothing (and
#: HmacDice.draw recognises them)
_KINDS: Final = PLAIN_KINDS
#: the throws of n dice with their exact probabilities (shared, immutable)
_OUTCOMES: dict[int, list[tuple[Throw, Fraction]]] = {}

RACK_POINTS: Final = 36  # six posted dice, six points each (S3)
SEXTET_POINTS: Final = 11  # sextet or 1-6 on six dice: 5 for the sextet + 6 posted (S2)
QUINTET_POINTS: Final = 9  # 1-5 on five dice: 4 for the quintet + 5 posted (S2)


@dataclass(frozen=True, slots=True)
class SixBy6Options:
    #: sets in a game: one turn for each player per set (S4)
    sets: int = 3


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(key="sets", kind=int, default=3, label="Sets in a game", ruling="S4", minimum=1, maximum=99),
)


@dataclass(frozen=True, slots=True)
class ThrowLine:
    """One throw of a turn as a score table shows it, in the text's words.

    ``dice`` as thrown; ``posted`` the dice this throw posted; ``post`` the
    Post # after it; ``points`` the carry points it scored (S2); ``carry`` the
    Carry # after it: after paying for the next throw, or on a rack the final
    carry (no deduction, S3); 0 when the carry ran out.  ``leave`` is the sum of
    the faces it left unposted, the Leave # if the turn ended here; ``ends``
    says whether it ended the turn.
    """

    dice: tuple[Die, ...]
    posted: int
    post: int
    points: int
    carry: int
    leave: int
    ends: bool

    @property
    def rack(self) -> bool:
        """Whether this throw completed the rack."""
        return self.post == 6

    @property
    def posted_dice(self) -> tuple[Die, ...]:
        """The dice this throw posted: its 6s, or all of them on a special posting (S2)."""
        if self.posted == len(self.dice):
            return self.dice
        return tuple(d for d in self.dice if d.face == 6)

    @property
    def unposted_dice(self) -> tuple[Die, ...]:
        """The dice this throw left to throw again (their faces are the Leave)."""
        if self.posted == len(self.dice):
            return ()
        return tuple(d for d in self.dice if d.face != 6)


#: a throw as the state keeps it: the fields of its :class:`ThrowLine`, in order.
#: Games throw millions of times in simulations and hardly anyone reads the lines,
#: so the state stores these plain tuples and builds ThrowLines when asked.
_Line = tuple[tuple[Die, ...], int, int, int, int, int, bool]


@dataclass(frozen=True, slots=True)
class SixBy6TurnScore(TurnScore):
    """A finished Six By 6 turn with its throws; the last one ends it (S3)."""

    throws: tuple[_Line, ...] = ()  # the lines' fields (see :attr:`lines`)

    @property
    def lines(self) -> tuple[ThrowLine, ...]:
        """The throws of the turn, in order; the last one ended it."""
        return tuple([ThrowLine(*t) for t in self.throws])

    @property
    def post(self) -> int:
        """The Post #: dice posted when the turn ended."""
        return self.throws[-1][2] if self.throws else 0

    @property
    def carry(self) -> int:
        """The Carry # of a rack (0 when the carry ran out, S3)."""
        return self.throws[-1][4] if self.throws else 0

    @property
    def leave(self) -> int:
        """The Leave # of a turn that ran out of carry (0 for a rack, S3)."""
        return self.throws[-1][5] if self.throws else 0


# -- what one throw does (S2), by the multiset of its faces ---------------------------
def _code(faces: Sequence[int]) -> int:
    """The multiset of these faces as one number: base 8, a digit a face counting its dice."""
    return sum(8 ** (f - 1) for f in faces)


def _score_throw(faces: Sequence[int]) -> tuple[int, int, int]:
    """(dice the throw posts, its carry points, its leave) for a throw of every
    unposted die showing these faces (S2); the leave is the sum of the faces
    it leaves unposted (0 when it posts them all)."""
    n = len(faces)
    counts = [0, 0, 0, 0, 0, 0, 0]
    for f in faces:
        counts[f] += 1
    distinct = 7 - counts.count(0)  # counts[0] is always 0
    sixes = counts[6]
    if n == 6 and (distinct == 1 or distinct == 6):
        return 6, SEXTET_POINTS, 0  # S2 (d)(1)-(2): a sextet of any face, or 1-6
    if n == 5 and distinct == 5 and sixes == 0:
        return 5, QUINTET_POINTS, 0  # S2 (d)(3): 1-5 on five dice
    # S2 (a)-(c): count-1 per face shown more than once, plus 1 per posted 6
    return sixes, n - distinct + sixes, sum(faces) - 6 * sixes


#: _SCORES[n][code]: _score_throw of every throw of n dice, keyed by _code of its
#: faces (6 + 21 + 56 + 126 + 252 + 462 multisets), so a throw is scored by one lookup
_SCORES: Final[tuple[dict[int, tuple[int, int, int]], ...]] = tuple(
    {_code(faces): _score_throw(faces) for faces in combinations_with_replacement(range(1, 7), n)}
    if n else {}  # never a throw of no dice
    for n in range(7)
)
#: each face's digit in _code
_DIGIT: Final[tuple[int, ...]] = (0, *(8 ** (f - 1) for f in range(1, 7)))


class SixBy6State(RunningTotalState):
    """A game of Six By 6: ``sets`` sets of one turn per player (S4).

    Read-only views for the UI and reports: :attr:`posted`, :attr:`carry`,
    :attr:`lines` (the turn in play), :attr:`last_line`, :attr:`previous_lines`
    (the last finished turn), :attr:`totals`, :attr:`set_number`.
    """

    ruleset = "six-by-6"
    THROW_RULING = "S1"  # A5: S1 says how many dice a throw has
    CHANCE_RULING = "S1"
    TURN_END_RULING = "S3"

    def __init__(self, n_players: int, options: SixBy6Options | None = None, first_seat: int = 0) -> None:
        options = SixBy6Options() if options is None else options
        sets = options.sets
        if not isinstance(sets, int) or isinstance(sets, bool) or sets < 1:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a game is one set or more, not %1"), quote(sets)), "S4")
        super().__init__(n_players, options, first_seat)
        self._turns_in_game = sets * n_players
        self._posted = 0  # the Post # of the turn in play
        self._carry = 0  # carry left after paying for the next throw (S3)
        self._lines: list[_Line] = []  # the throws of the turn in play
        self._previous: tuple[_Line, ...] = ()  # the throws of the last finished turn

    # -- the protocol (S1: nothing but throws) -----------------------------------
    def current_player(self) -> int:
        return CHANCE if self._seat >= 0 else TERMINAL

    def turn_player(self) -> int:
        return self._seat

    def legal_actions(self) -> list[Action]:
        return []  # S1: no decisions

    def chance_dice(self) -> tuple[DieKind, ...]:
        return _KINDS[6 - self._posted] if self._seat >= 0 else ()

    def chance_outcomes(self) -> list[tuple[Throw, Fraction]]:
        if self._seat < 0:
            return []
        n = 6 - self._posted
        if n not in _OUTCOMES:
            _OUTCOMES[n] = super().chance_outcomes()
        return list(_OUTCOMES[n])

    def _check_throw(self, dice: Sequence[Die]) -> None:
        """S3: a throw throws every unposted die, each a plain die 1-6 (A2)."""
        n = 6 - self._posted
        if len(dice) == n:
            items: Sequence[object] = dice  # read as dice once checked
            for d in items:
                if type(d) is not Die:  # as GameState._check_throw says it
                    raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a throw is a tuple of dice showing faces 1 to 6"), "A2")
                if d.kind is not _PLAIN:
                    break
                f = d.face
                if f.__class__ is not int or not 0 < f < 7:
                    raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a die shows a face from 1 to 6, not %1"), quote(f)), "A2")
            else:
                return
        raise IllegalActionError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "this throw must be %1, not %2"), describe_kinds(_KINDS[n]), show_dice(dice)),
            self.THROW_RULING,
        )

    def apply(self, action: Action) -> None:
        if action.__class__ is Throw and self._throw_quickly(action.dice):
            return
        super().apply(action)

    def apply_throw(self, dice: tuple[Die, ...]) -> None:
        """``apply(Throw(dice))``, without making the Throw when it need not."""
        if not self._throw_quickly(dice):
            GameState.apply(self, Throw(dice))

    def _throw_quickly(self, dice: tuple[Die, ...]) -> bool:
        """Apply a throw by the fast path if it can take it; False (and nothing
        changed) if not.

        The fast path is for what simulations do millions of times: a tuple of
        the canonical plain dice of engine.dice, as many as are unposted.  Such
        a throw passes every check of GameState.apply, so it is scored at once
        by one table lookup.  Everything else (a finished game, other objects,
        other dice, a wrong count) takes GameState.apply, which checks and
        refuses exactly as ever.
        """
        n = 6 - self._posted
        if self._seat < 0 or dice.__class__ is not tuple or len(dice) != n:
            return False
        items: tuple[object, ...] = dice  # not read as dice until checked
        code = 0
        for d in items:
            if type(d) is not Die:
                return False
            f = d.face
            if not 0 < f < 7 or d is not PLAIN_DICE[f]:
                return False
            code += _DIGIT[f]
        self._post(dice, _SCORES[n][code])
        self.turn_moves = self.turn_moves + 1 if self._lines else 0
        return True

    def _apply(self, action: Action) -> None:
        if action.__class__ is not Throw:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "Six By 6 has no decisions: the engine posts and scores, not %1"), action), "S1")
        dice = action.dice
        self._check_throw(dice)  # n plain dice, faces 1-6
        self._post(tuple(dice), _SCORES[6 - self._posted][_code([d.face for d in dice])])

    def _post(self, dice: tuple[Die, ...], step: tuple[int, int, int]) -> None:
        """Post and score a checked throw of every unposted die: ``step`` is its
        (dice posted, carry points, leave) by S2; S3 pays for the next throw or
        ends the turn."""
        new, points, leave = step
        posted = self._posted + new
        total = self._carry + points
        if posted == 6:  # S3: a rack scores 36 + carry, no deduction
            self._lines.append((dice, new, 6, points, total, 0, True))
            self._end_turn(RACK_POINTS + total, TurnEnd.RACK_COMPLETE)
        elif total:  # S3: one point buys the next throw; carry 0 left still buys it
            self._lines.append((dice, new, posted, points, total - 1, leave, False))
            self._posted = posted
            self._carry = total - 1
        else:  # S3: out of carry: 6 x posted + leave of this last throw
            self._lines.append((dice, 0, posted, 0, 0, leave, True))
            self._end_turn(6 * posted + leave, TurnEnd.CARRY_SPENT)

    def _end_turn(self, score: int, end: TurnEnd) -> None:
        seat = self._seat
        self._totals[seat] += score
        self._previous = throws = tuple(self._lines)
        self.turn_log.append(SixBy6TurnScore(seat, score, throws, end=end))
        self._lines = []
        self._posted = 0
        self._carry = 0
        if len(self.turn_log) >= self._turns_in_game:  # S4: the last set is over
            self._seat = -1
        else:
            self._seat = (seat + 1) % self.n_players  # A1: turns pass in seat order

    # -- a turn from a paper pad (GameState.paper_turn) ----------------------------------------
    def _paper_turn(self, points: int, marked: bool) -> None:
        """S3: 22 to 35 when the carry runs out (6 x posted + the leave), 37 or more for a rack."""
        if not (22 <= points <= 35 or points >= 37):
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a turn score of Six By 6: 22 to 35 when the carry runs out (6 per posted die and the leave), 37 or more for a rack"), points), "S3")
        self._end_turn(points, TurnEnd.RACK_COMPLETE if points >= 37 else TurnEnd.CARRY_SPENT)

    def _sets_text(self) -> Phrase:
        if self.sets == 1:
            return phrase(QT_TRANSLATE_NOOP("Refusal", "a game of 1 set is 1 turn for each player"))
        return phrase(QT_TRANSLATE_NOOP("Refusal", "a game of %1 sets is %1 turns for each player"), self.sets)

    def why_going_on(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        return self._sets_text(), "S4"

    def why_over(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        return self._sets_text(), "S4"

    def results(self) -> GameResult:
        totals = tuple(self._totals)
        if self._seat >= 0:
            return GameResult(False, (), totals)
        best = max(totals)
        return GameResult(True, tuple(s for s, t in enumerate(totals) if t == best), totals)

    def _clone_extra(self, c: RunningTotalState) -> None:
        c._lines = self._lines.copy()  # type: ignore[attr-defined]  # the lines are immutable tuples

    # -- read-only views ------------------------------------------------------
    @property
    def sets(self) -> int:
        return int(self.options.sets)

    @property
    def set_number(self) -> int:
        """The set in play, 1-based (S4); the last set once the game is over."""
        return min(len(self.turn_log) // self.n_players + 1, self.sets)

    @property
    def posted(self) -> int:
        """The Post # of the turn in play: dice posted so far."""
        return self._posted

    @property
    def unposted(self) -> int:
        return 6 - self._posted

    @property
    def carry(self) -> int:
        """The Carry # of the turn in play, after paying for the next throw (S3)."""
        return self._carry

    @property
    def lines(self) -> tuple[ThrowLine, ...]:
        """The throws of the turn in play, in order (empty before its first throw)."""
        return tuple([ThrowLine(*t) for t in self._lines])

    @property
    def previous_lines(self) -> tuple[ThrowLine, ...]:
        """The throws of the last finished turn (its last line ``ends``)."""
        return tuple([ThrowLine(*t) for t in self._previous])

    @property
    def last_line(self) -> ThrowLine | None:
        """The latest throw of the game, also when it ended a turn; None before any."""
        last = self._lines or self._previous
        return ThrowLine(*last[-1]) if last else None


# -- the distribution of one turn ---------------------------------------------
_Step = tuple[int, int, int, int]  # (ways, dice posted, carry points, leave)


def _throw_table(posted: int) -> list[_Step]:
    """What a throw does with ``posted`` dice posted, found by applying each of
    ``state.chance_outcomes()`` to a state: (ways out of 6^6, dice posted by
    the throw, carry points, leave), outcomes with the same effect merged."""
    probe = SixBy6State(2)
    probe._posted = posted
    merged: dict[tuple[int, int, int], Fraction] = {}
    for throw, p in probe.chance_outcomes():
        s = probe.clone()
        s._apply(throw)
        assert isinstance(s, SixBy6State)
        line = s.last_line
        assert line is not None
        key = (line.posted, line.points, line.leave if line.points == 0 else 0)
        merged[key] = merged.get(key, Fraction(0)) + p
    return [(int(p * 6**6), k, pts, leave) for (k, pts, leave), p in sorted(merged.items())]


@lru_cache(maxsize=8)
def _distribution(tolerance: Fraction, max_throws: int | None) -> tuple[tuple[int, Fraction], ...]:
    tables = [_throw_table(posted) for posted in range(6)]
    scale = 6**6  # every live mass is an integer over 6^(6 t) after t throws
    live: dict[tuple[int, int], int] = {(0, 0): 1}  # (posted, carry) -> mass
    done: dict[int, int] = {}
    denominator = 1
    throws = 0
    while True:
        throws += 1
        denominator *= scale
        for score in done:
            done[score] *= scale
        nxt: dict[tuple[int, int], int] = {}
        for (posted, carry), mass in live.items():
            for ways, k, points, leave in tables[posted]:
                m = mass * ways
                total = carry + points
                if posted + k == 6:  # rack: 36 + carry (S3)
                    key = RACK_POINTS + total
                    done[key] = done.get(key, 0) + m
                elif total:
                    state = (posted + k, total - 1)
                    nxt[state] = nxt.get(state, 0) + m
                else:  # out of carry: 6 x posted + leave (S3)
                    key = 6 * posted + leave
                    done[key] = done.get(key, 0) + m
        live = nxt
        if throws == max_throws or Fraction(sum(live.values()), denominator) <= tolerance:
            return tuple((score, Fraction(m, denominator)) for score, m in sorted(done.items()))


def turn_distribution(
    tolerance: Fraction = Fraction(1, 10**15), max_throws: int | None = None
) -> dict[int, Fraction]:
    """The distribution of one Six By 6 turn's score, score -> probability.

    The carry has no upper bound and a turn no longest length, and some of the
    true probabilities are irrational (a carry can climb and fall back without
    posting, which makes first-passage probabilities roots of polynomials), so
    no finite exact table exists.  This follows every state (posted, carry)
    throw by throw, with exact integer arithmetic, until the turns still in play
    weigh at most ``tolerance``: each value is the exact probability that the
    turn scores that much within that many throws (a lower bound of the true
    one), and ``1 - sum(values)``, the exact mass left out, is at most
    ``tolerance``.  With ``max_throws`` it stops after that many throws even
    if more than ``tolerance`` is left out (exact turns of at most that length).
    """
    tolerance = Fraction(tolerance)
    if tolerance <= 0:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "the tolerance must be greater than 0"))
    if max_throws is not None and max_throws < 1:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "max_throws must be 1 or more"))
    return dict(_distribution(tolerance, max_throws))


register(
    Ruleset(
        id="six-by-6",
        name="Six By 6",
        state_class=SixBy6State,
        option_specs=OPTION_SPECS,
        options_factory=SixBy6Options,
        rolloff=RolloffKind.TIED_ONLY,
        events=frozenset({"throw"}),
        rules_text="six-by-6.txt",
        players_ruling="S4",
        rolloff_ruling="D7",
        game_end_ruling="S4",
        turn_end_ruling="S3",
        bot="engine.bots.six_by_6:SixBy6Bot",
        layout="sets",
        reminders=(
            QT_TRANSLATE_NOOP("Ruleset", "Each turn throws every die not yet posted; the engine of the game is the carry: multiples score, plus one per posted die (S2)."),
            QT_TRANSLATE_NOOP("Ruleset", "One point of carry pays for each further throw; with a carry of 0 the turn ends and scores 6 x posted + leave (S3). A completed rack scores 36 + carry."),
            QT_TRANSLATE_NOOP("Ruleset", "A set is one turn for each player; the game is its sets, ranked by total points (S4)."),
        ),
        short_name="Six By 6",
        order=3,
        help=(
            "A game of pure luck: there are no decisions to make, so the app posts and scores for you "
            "(S1). Your turn starts by throwing all six dice; every 6 is posted (set aside). The aim is "
            "to post all six, a rack.",
            "Each throw earns carry points: one per posted die, plus one less than the number of dice "
            "in each pair, triple and so on (a pair 1, a triple 2). A sextet, or 1-2-3-4-5-6 on six "
            "dice, posts everything; 1-2-3-4-5 on five dice posts all five (S2).",
            "After each throw one carry point pays for the next throw. With nothing left to pay, the "
            "turn ends and scores 6 for each posted die plus the faces left unposted (the leave); a "
            "rack scores 36 plus the carry left (S3).",
            "A set is one turn each; a game is a number of sets, three unless chosen otherwise, and the "
            "highest total wins, equal totals sharing the place (S4). The roll-off: everyone throws one "
            "die, the tied highest throw again (D7).",
        ),
        ruling_prefix="S",
        rulings=(
            ("S1", "No decisions",
             "The app posts and scores; each throw throws every die not yet posted, six at the start of "
             "a turn."),
            ("S2", "Carry points",
             "One per die posted, plus one less than the size of each multiple. A sextet or 1-6 on six "
             "dice posts all six (11); 1-5 on five dice posts all five (9)."),
            ("S3", "Paying for throws",
             "Each throw's carry points are added, then one pays for the next throw. With none left the "
             "turn scores 6 per posted die plus the leave; a rack scores 36 plus the carry."),
            ("S4", "Sets and games",
             "A set is one turn each; a game is a chosen number of sets (3 by default); highest total "
             "wins, equal totals share the place."),
        ),
    )
)


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
