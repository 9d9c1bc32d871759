"""SB, keys and base dice (ruleset ``sb``): rulings K1-K7.

Ten dice: eight plain base dice and two keys (K1).  A turn starts by throwing
all ten.  After each throw the player sets aside one or both keys, or one or
more groups of two or more base dice of one face, never keys and base dice
from the same throw (K2); a throw from which nothing can be set aside ends the
turn with 0 (K3).  Then the player throws the rest again, or stops once both
keys are aside; when every die is aside the turn ends and scores (K4).  Only
set-aside base dice score, by the keys (K5).  The first total to reach the
target makes the original leader; everyone else gets one more turn, and the
leader one more if caught (K6).

Protocol: a turn starts at a CHANCE node for the ten dice.  After a throw the
turn's player decides; :meth:`SBState.legal_actions` lists ``Keep((die,))``
one die at a time for each distinct die of the throw that may be set aside
next, then :data:`ROLL` once the step's keeps are complete and valid, then
:data:`STOP` when both keys are also aside.  A :class:`Keep` of several dice
at once (as a match record writes it) is accepted when the same dice could be
kept one at a time.  A :class:`Throw` at a decision node is the implicit roll
of the base class.

Points the rulings leave open, settled here (a club referee's reading):

- K2: a *step* is everything set aside between one throw and the next throw
  or stop.  A keep of one base die of a face is allowed only while the dice
  left in that throw can still make it a group; a roll or stop is refused while
  a face kept in the step has a single die.  Roll and stop both need at least
  one die kept from the throw (the player "must choose to set aside").
- K3: a throw that shows a key can always be answered by keeping that key, so
  a bust can only happen once both keys are aside.
- K4: a turn that ends with every die aside ends on the keep that set the last
  die aside; no stop follows it.
- K6: the leader is "not alone in the lead" when some other total equals or
  beats the leader's.  The leader's extra turn is the last turn of the game.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar, Final

from ..actions import ROLL, STOP, Action, Keep, Roll, Stop, Throw
from ..dice import Die, DieKind, HmacDice, die, format_dice, show_dice
from ..errors import IllegalActionError, InvalidInputError, Phrase, phrase
from ..game import CHANCE, TERMINAL, GameResult, RunningTotalState, TurnEnd, TurnScore
from ..names import quote
from ..options import OptionSpec
from ..rolloff import RolloffKind
from ..rulesets import Ruleset, register
from ..values import copyable
from ..words import QT_TRANSLATE_NOOP

BASE_DICE: Final = 8  # K1
KEY_DICE: Final = 2  # K1
FULL_SPLIT: Final = 20  # K5
FULL_SANDWICH: Final = 40  # K5
SPLIT_BETWEEN: Final = 2  # K5: per base die strictly between split keys
SPLIT_OUTSIDE: Final = 1  # K5: per base die below the low key or above the high key
SANDWICH_EQUAL: Final = 4  # K5 (the text's "3" is a slip: its 32-then-40 arithmetic says 4)

_FACES: Final = (1, 2, 3, 4, 5, 6)
_BASE: Final = (None,) + tuple(die(f) for f in _FACES)
_KEY: Final = (None,) + tuple(die(f, DieKind.KEY) for f in _FACES)
#: the one-die keeps, built once (actions are immutable values): a base die, a key
KEEP_BASE: Final[tuple[Keep, ...]] = (Keep(()),) + tuple(Keep((_BASE[f],)) for f in _FACES)  # type: ignore[arg-type]
KEEP_KEY: Final[tuple[Keep, ...]] = (Keep(()),) + tuple(Keep((_KEY[k],)) for k in _FACES)  # type: ignore[arg-type]
#: the kinds of the next throw by the base dice and keys aside (chance_dice)
_KINDS: Final = tuple(
    tuple((DieKind.PLAIN,) * (BASE_DICE - nb) + (DieKind.KEY,) * (KEY_DICE - nk) for nk in range(KEY_DICE + 1))
    for nb in range(BASE_DICE + 1)
)

# Base dice are held as *count codes*: one int with 4 bits a face, face f's count
# being ``(code >> 4 * f) & 15`` (at most 8 base dice, so no field overflows).
# Adding a die is one addition, and a whole set of counts hashes and compares as
# one small int: the state's moves and the bot's tables are keyed by them.
FACE_SHIFT: Final = (0, 4, 8, 12, 16, 20, 24)  # index 0 unused
FACE_UNIT: Final = (0,) + tuple(1 << FACE_SHIFT[f] for f in _FACES)
_PLAIN_UNIT: Final = {id(_BASE[f]): FACE_UNIT[f] for f in _FACES}  # the canonical dice by identity
_KEY_FACE: Final = {id(_KEY[f]): f for f in _FACES}
_LOW: Final = sum(FACE_UNIT)  # the lowest bit of every face's field


@lru_cache(maxsize=1 << 14)  # a few thousand codes occur
def counts_of(code: int) -> tuple[int, ...]:
    """The count per face (index 0 unused, 0) of a count code."""
    return (0,) + tuple((code >> FACE_SHIFT[f]) & 15 for f in _FACES)


def code_of(counts: Sequence[int]) -> int:
    """The count code of counts per face (``counts[f]`` dice of face f, index 0 unused)."""
    return sum(counts[f] << FACE_SHIFT[f] for f in _FACES)


def faces_with_some(code: int) -> int:
    """The faces with at least one die, as a code with 1 in each such face's field."""
    return (code | code >> 1 | code >> 2 | code >> 3) & _LOW


def faces_with_group(code: int) -> int:
    """The faces with two or more dice (a group, K2), as a code with 1 in each such face's field."""
    return (code >> 1 | code >> 2 | code >> 3) & _LOW


def lone_faces(code: int) -> int:
    """The faces with exactly one die, as a code with 1 in each such face's field."""
    return code & _LOW & ~faces_with_group(code)


#: the base keeps of :meth:`SBState.legal_keeps` for each set of faces (a faces code), in face order
_BASE_KEEPS: Final[dict[int, tuple[Keep, ...]]] = {
    sum(FACE_UNIT[f] for f in chosen): tuple(KEEP_BASE[f] for f in chosen)
    for n in range(len(_FACES) + 1)
    for chosen in itertools.combinations(_FACES, n)
}
#: the key keeps of :meth:`SBState.legal_keeps` for the key faces left (sorted): one a face
_KEY_KEEPS: Final[dict[tuple[int, ...], tuple[Keep, ...]]] = {
    keys: tuple(KEEP_KEY[k] for k in sorted(set(keys)))
    for n in range(KEY_DICE + 1)
    for keys in itertools.combinations_with_replacement(_FACES, n)
}
#: the one-die keeps as indices: a base face (> 0) or a key (< 0), for the state's fast path
_KEEP_INDEX: Final = {id(KEEP_BASE[f]): f for f in _FACES} | {id(KEEP_KEY[k]): -k for k in _FACES}


# -- a step's start as one dense index, a whole step as one small int ------------------------------
# A bot's table of whole steps (engine/bots/sb.py ``SBBot.play_step``) is two bytes a position: the
# positions at a step's start (after a throw, nothing kept from it yet) are numbered densely by
# :attr:`SBState.step_index`, and a step is a :func:`step_code`, applied by :meth:`SBState.play_step_code`.

#: the sets of base dice a step's start can have aside, and the dice of a throw a step can keep (a
#: face thrown once never can, K2): every face none or two or more, eight dice at most; by the
#: number of dice, then by count code, so those of at most m dice come first
GROUP_CODES: Final[tuple[int, ...]] = tuple(sorted(
    (code_of((0, *counts)) for counts in itertools.product((0, 2, 3, 4, 5, 6, 7, 8), repeat=6) if sum(counts) <= BASE_DICE),
    key=lambda code: (sum((code >> FACE_SHIFT[f]) & 15 for f in _FACES), code)))
#: a code's place in GROUP_CODES by its two halves (faces 1-3 and 4-6, 12 bits each): each half's
#: list gives its part of a number below 2**12, whose list gives the place (three list look-ups and
#: no dict's, and no multiplication past a machine word's fast path, issue 31); -1 for no group code
def _rank_halves() -> tuple[list[int], list[int], list[int]]:
    halves = sorted({(code >> 4) & 0xFFF for code in GROUP_CODES} | {code >> 16 for code in GROUP_CODES})
    low = [-(1 << 20)] * 4096
    high = [-(1 << 20)] * 4096
    for i, half in enumerate(halves):
        low[half] = i * len(halves)
        high[half] = i
    ranks = [-1] * (len(halves) ** 2)
    for rank, code in enumerate(GROUP_CODES):
        ranks[low[(code >> 4) & 0xFFF] + high[code >> 16]] = rank
    return low, high, ranks


_RANK_HALVES: Final = _rank_halves()
_RANK_LOW_HALF: Final[list[int]] = _RANK_HALVES[0]
_RANK_HIGH_HALF: Final[list[int]] = _RANK_HALVES[1]
_RANK_OF: Final[list[int]] = _RANK_HALVES[2]


def _group_rank(code: int) -> int:
    """The place of ``code`` in :data:`GROUP_CODES`, -1 if it is not one of them."""
    if code >> 28:
        return -1
    i = _RANK_LOW_HALF[(code >> 4) & 0xFFF] + _RANK_HIGH_HALF[code >> 16]
    return _RANK_OF[i] if i >= 0 and code & 15 == 0 else -1

_N_GROUP_CODES: Final = len(GROUP_CODES)
#: how many of :data:`GROUP_CODES` have at most m dice, m = 0..8
_GROUPS_UP_TO: Final[tuple[int, ...]] = tuple(
    sum(1 for code in GROUP_CODES if sum((code >> FACE_SHIFT[f]) & 15 for f in _FACES) <= m) for m in range(BASE_DICE + 1))
#: the sets of key faces (sorted), none to two
KEY_SETS: Final[tuple[tuple[int, ...], ...]] = tuple(
    keys for n in range(KEY_DICE + 1) for keys in itertools.combinations_with_replacement(_FACES, n))


def _pack_keys(keys: tuple[int, ...]) -> int:
    """A set of key faces as one int below 64: a face, or the lower | the higher << 3 (0: none)."""
    return (keys[0] | keys[1] << 3) if len(keys) == 2 else (keys[0] if keys else 0)


def _n_dice(code: int) -> int:
    """The number of base dice of a count code (the fields added up in one multiplication: at most
    eight dice, so no field carries)."""
    return (code * 0x1111111 >> 24) & 15


def _keys_ranks(among_all: bool) -> list[int]:
    """Each set of key faces' place among the sets of its size (or in :data:`KEY_SETS`), by its
    packed form."""
    ranks = [-1] * 64
    for n in range(KEY_DICE + 1):
        for i, keys in enumerate(k for k in KEY_SETS if len(k) == n):
            ranks[_pack_keys(keys)] = KEY_SETS.index(keys) if among_all else i
    return ranks


_KEYS_RANK: Final[list[int]] = _keys_ranks(False)
_KEY_SET_RANK: Final[list[int]] = _keys_ranks(True)


def _step_offsets() -> list[int]:
    """The first index of each (keys aside, base dice aside) at a step's start, then the last index
    + 1: inside, the throw's keys (by rank among the sets of their size), then its base dice a step
    can keep (by rank in GROUP_CODES, those of at most the dice thrown)."""
    offsets = [0]
    for keys in KEY_SETS:
        for code in GROUP_CODES:
            thrown_keys = 1 if len(keys) == KEY_DICE else 6 if keys else 21
            offsets.append(offsets[-1] + thrown_keys * _GROUPS_UP_TO[BASE_DICE - _n_dice(code)])
    return offsets


_STEP_OFFSET: Final[list[int]] = _step_offsets()
#: the number of indices :attr:`SBState.step_index` can give
STEP_STARTS: Final[int] = _STEP_OFFSET[-1]


def step_starts() -> Iterable[tuple[int, tuple[int, ...], int, tuple[int, ...], int]]:
    """Every index of :attr:`SBState.step_index` in order, with the position it stands for: (index,
    keys aside, base dice aside as a count code, the throw's keys, the throw's base dice a step can
    keep as a count code).  Some cannot happen (more dice than thrown, a bust, a turn over)."""
    index = 0
    for keys in KEY_SETS:
        thrown_keys = [k for k in KEY_SETS if len(k) == KEY_DICE - len(keys)]
        for code in GROUP_CODES:
            fits = GROUP_CODES[:_GROUPS_UP_TO[BASE_DICE - _n_dice(code)]]
            for tk in thrown_keys:
                for left in fits:
                    yield index, keys, code, tk, left
                    index += 1


#: a step's keeps by their :func:`step_code` choice: the faces of a set of them as a mask over their
#: count code fields (1..63), 64 the lower key thrown, 65 the higher, 66 both (K2: one or the other)
_FACE_FIELDS: Final[tuple[int, ...]] = tuple(sum(15 << FACE_SHIFT[f] for f in _FACES if mask >> (f - 1) & 1) for mask in range(64))
KEEP_LOW_KEY: Final = 64
KEEP_HIGH_KEY: Final = 65
KEEP_BOTH_KEYS: Final = 66


def step_code(choice: int, then: int, face: int = 0, leave: int = 0) -> int:
    """A whole step as one int below 2**16 (0: none): ``choice`` which dice it keeps (a mask of
    faces whose every die of the throw it keeps, 1..63, or :data:`KEEP_LOW_KEY`,
    :data:`KEEP_HIGH_KEY`, :data:`KEEP_BOTH_KEYS`), but ``leave`` dice of ``face`` (one of the
    mask's) left in play; then ``then``: 1 a roll, 2 a stop, 0 nothing (the keeps set the last die
    aside, K4).  Bits: then 0-1, choice 2-8, face 9-11, leave 12-15."""
    return then | choice << 2 | face << 9 | leave << 12


def _sorted2(keys: tuple[int, ...], k: int) -> tuple[int, ...]:
    """``tuple(sorted(keys + (k,)))`` for the zero or one key faces of a turn or step."""
    if not keys:
        return (k,)
    return (keys[0], k) if keys[0] <= k else (k, keys[0])


@dataclass(frozen=True)
class SBOptions:
    target: int = 60  # K6


OPTION_SPECS = (OptionSpec("target", int, 60, "Points to reach", "K6", minimum=1, maximum=10000),)


def score(keys: Sequence[int], base: Iterable[int]) -> int:
    """K5: the points of set-aside base dice ``base`` (faces) under two key faces."""
    lo, hi = sorted(keys)
    faces = list(base)
    if lo == hi:  # key sandwich
        equal = sum(1 for f in faces if f == lo)
        return FULL_SANDWICH if equal == BASE_DICE else SANDWICH_EQUAL * equal
    between = sum(1 for f in faces if lo < f < hi)
    if between == BASE_DICE:  # full split
        return FULL_SPLIT
    outside = sum(1 for f in faces if f < lo or f > hi)
    return SPLIT_BETWEEN * between + SPLIT_OUTSIDE * outside


@lru_cache(maxsize=1)
def turn_scores() -> frozenset[int]:
    """K5 over every set-aside a turn can end with: two keys and base dice in groups of two or
    more of a face (K2), at most eight; 0 for a throw with nothing to set aside (K3)."""
    out = {0}
    for lo, hi in itertools.combinations_with_replacement(range(1, 7), 2):
        for counts in itertools.product((0, 2, 3, 4, 5, 6, 7, 8), repeat=6):
            if sum(counts) <= 8:
                out.add(score((lo, hi), [f + 1 for f, c in enumerate(counts) for _ in range(c)]))
    return frozenset(out)


def score_counts(lo: int, hi: int, counts: Sequence[int]) -> int:
    """:func:`score` for keys ``lo <= hi`` and base dice given as counts per face
    (``counts[f]`` dice of face f, index 0 unused).  The bots' fast path."""
    if lo == hi:
        equal = counts[lo]
        return FULL_SANDWICH if equal == BASE_DICE else SANDWICH_EQUAL * equal
    between = 0
    outside = 0
    for f in _FACES:
        if lo < f < hi:
            between += counts[f]
        elif f != lo and f != hi:
            outside += counts[f]
    if between == BASE_DICE:
        return FULL_SPLIT
    return SPLIT_BETWEEN * between + SPLIT_OUTSIDE * outside


#: :func:`score_code`'s answers by ``code | lo << 28 | hi << 31`` (a plain dict of ints: a look-up
#: is one hash of an int, and the garbage collector does not walk it)
_SCORES: Final[dict[int, int]] = {}


def score_code(lo: int, hi: int, code: int) -> int:
    """:func:`score_counts` for base dice given as a count code."""
    key = code | lo << 28 | hi << 31
    points = _SCORES.get(key)
    if points is None:
        if len(_SCORES) >= 1 << 14:
            _SCORES.clear()
        points = _SCORES[key] = score_counts(lo, hi, counts_of(code))
    return points


@lru_cache(maxsize=1 << 12)
def _code_to_dice(code: int) -> tuple[Die, ...]:
    return tuple(_BASE[f] for f in _FACES for _ in range((code >> FACE_SHIFT[f]) & 15))  # type: ignore[misc]


def _keys_to_dice(faces: Iterable[int]) -> tuple[Die, ...]:
    return tuple(_KEY[f] for f in sorted(faces))  # type: ignore[misc]


#: :func:`_aside_dice`'s answers by ``code | packed keys << 28``
_ASIDE: Final[dict[int, tuple[Die, ...]]] = {}


def _aside_dice(code: int, keys: tuple[int, ...]) -> tuple[Die, ...]:
    """The dice of base dice aside (a count code) and keys aside: base dice by face, then keys."""
    key = code | ((keys[0] | keys[1] << 3) if len(keys) == 2 else (keys[0] if keys else 0)) << 28
    dice = _ASIDE.get(key)
    if dice is None:
        if len(_ASIDE) >= 1 << 14:
            _ASIDE.clear()
        dice = _ASIDE[key] = _code_to_dice(code) + _keys_to_dice(keys)
    return dice


def _keys_left(throw_keys: tuple[int, ...], step_keys: tuple[int, ...]) -> tuple[int, ...]:
    """The key faces of a throw not kept in its step."""
    if not step_keys:
        return throw_keys
    keys = list(throw_keys)
    for k in step_keys:
        keys.remove(k)
    return tuple(keys)


@dataclass(frozen=True, slots=True)
class SBTurnScore(TurnScore):
    """A finished SB turn; ``final`` when it is one of the last turns played
    after the original leader reached the target (K6)."""

    final: bool = False
    aside: tuple[Die, ...] = ()  # the dice set aside when it ended: base dice by face, then keys (K4)
    last_throw: tuple[Die, ...] = ()  # the turn's last throw (a bust's, K3)

    def __init__(self, seat: int, points: int, final: bool = False, aside: tuple[Die, ...] = (),
                 last_throw: tuple[Die, ...] = (), *, end: TurnEnd) -> None:
        """The dataclass's own ``__init__``, written out so that it is compiled with the state
        (engine/native.py): the generated one runs as Python, and made a simulation's every
        turn score in some 2 us (issue 31)."""
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "end", end)
        object.__setattr__(self, "final", final)
        object.__setattr__(self, "aside", aside)
        object.__setattr__(self, "last_throw", last_throw)


class SBState(RunningTotalState):
    """A game of SB in play (see the module docstring).

    Public read-only attributes for the UI and the bots: :attr:`seat`,
    :attr:`totals`, :attr:`target`, :attr:`keys_aside`, :attr:`base_aside`,
    :attr:`aside`, :attr:`current_throw`, :attr:`throw_left`,
    :attr:`step_kept`, :attr:`step_complete`, :attr:`stop_score`,
    :attr:`dice_to_throw`, :attr:`leader`, :attr:`end_phase`,
    :attr:`final_turns_left`, :attr:`leader_extra_turn`, :attr:`last_turn_end`,
    :attr:`last_throw`, :attr:`winners`; and the same data as counts for
    bots: :attr:`key_faces_aside`, :attr:`base_counts_aside`,
    :attr:`throw_left_counts`, :attr:`throw_left_keys`, :attr:`step_base_counts`,
    :attr:`step_key_faces`.

    Refusals: a throw of the wrong dice cites K4 (the dice not aside are
    thrown), anything but a throw where the dice must be thrown K1, keeps and
    steps K2, a stop with a key still to set aside K4.
    """

    ruleset: ClassVar[str] = "sb"
    THROW_RULING: ClassVar[str] = "K4"
    CHANCE_RULING: ClassVar[str | None] = "K1"
    TURN_END_RULING: ClassVar[str] = "K4"
    END_RULINGS: ClassVar[Mapping[TurnEnd, str]] = {TurnEnd.BUST: "K3"}

    def throw_ruling(self) -> str:
        """A5: K1 for a turn's first throw, K4 after it."""
        return "K4" if self.turn_moves else "K1"

    def __init__(self, n_players: int, options: SBOptions | None = None, first_seat: int = 0) -> None:
        options = options if options is not None else SBOptions()
        OPTION_SPECS[0].check(options.target)
        super().__init__(n_players, options, first_seat)
        self._target: int = options.target
        self._at_chance = True  # K1: a turn starts by throwing all ten
        self._finished = False
        # dice set aside this turn, the current step's keeps included
        self._keys: tuple[int, ...] = ()  # key faces, sorted
        self._base = 0  # base dice: a count code (FACE_SHIFT)
        self._n_base = 0
        # the current throw and what this step kept from it (K2), base dice as count codes
        self._throw_base = 0
        self._throw_keys: tuple[int, ...] = ()
        self._step_base = 0
        self._step_keys: tuple[int, ...] = ()
        self._last_throw: tuple[Die, ...] | None = None
        # or, for a throw drawn by throw_from, its faces (base dice, then keys) and how many are base dice
        self._last_faces: list[int] | None = None
        self._last_base_dice = 0
        # K6
        self._leader: int | None = None
        self._final_queue: tuple[int, ...] = ()
        self._leader_extra = False

    # -- read-only views (and seat, totals) ---------------------------------------

    @property
    def target(self) -> int:
        return self._target

    @property
    def keys_aside(self) -> tuple[Die, ...]:
        """Keys set aside in this turn (this step's keeps included), by face."""
        return _keys_to_dice(self._keys)

    @property
    def base_aside(self) -> tuple[Die, ...]:
        """Base dice set aside in this turn (this step's keeps included), by face."""
        return _code_to_dice(self._base)

    @property
    def aside(self) -> tuple[Die, ...]:
        """Every die set aside in this turn: base dice by face, then keys."""
        return _aside_dice(self._base, self._keys)

    @property
    def current_throw(self) -> tuple[Die, ...]:
        """The throw the player is deciding on, as thrown (sorted); () at chance nodes."""
        if self._at_chance or self._finished:
            return ()
        return _code_to_dice(self._throw_base) + _keys_to_dice(self._throw_keys)

    @property
    def throw_left(self) -> tuple[Die, ...]:
        """The dice of the current throw not kept in this step."""
        if self._at_chance or self._finished:
            return ()
        return _code_to_dice(self._throw_base - self._step_base) + _keys_to_dice(
            _keys_left(self._throw_keys, self._step_keys)
        )

    @property
    def step_kept(self) -> tuple[Die, ...]:
        """What this step has kept from the current throw (K2)."""
        return _code_to_dice(self._step_base) + _keys_to_dice(self._step_keys)

    @property
    def step_complete(self) -> bool:
        """Whether the step's keeps make a valid set-aside, so the player may
        throw again or (with both keys aside) stop (K2)."""
        return not self._at_chance and not self._finished and self._step_ok()

    @property
    def stop_score(self) -> int | None:
        """What the dice aside would score now (K5), or None while a key is
        still to set aside (K4).  A stop also needs :attr:`step_complete`."""
        if self._finished or len(self._keys) < KEY_DICE:
            return None
        return score_code(self._keys[0], self._keys[1], self._base)

    @property
    def dice_to_throw(self) -> int:
        """Dice not set aside: the next throw throws them all (K4)."""
        if self._finished:
            return 0
        return BASE_DICE + KEY_DICE - self._n_base - len(self._keys)

    @property
    def last_throw(self) -> tuple[Die, ...] | None:
        """The most recent throw of the game (it may have ended the previous turn)."""
        faces = self._last_faces
        if faces is not None:  # drawn by throw_from: its dice made when first asked for
            nb = self._last_base_dice
            self._last_throw = tuple([_BASE[f] for f in faces[:nb]] + [_KEY[f] for f in faces[nb:]])  # type: ignore[arg-type]
            self._last_faces = None  # (and the state as a throw applied would leave it)
            self._last_base_dice = 0
        return self._last_throw

    @property
    def leader(self) -> int | None:
        """The original leader (K6): the first seat whose total reached the target."""
        return self._leader

    @property
    def end_phase(self) -> bool:
        """Whether the last turns of K6 are being played."""
        return self._leader is not None and not self._finished

    @property
    def final_turns_left(self) -> tuple[int, ...]:
        """Seats still to take their one more turn (K6), after the turn in play;
        the leader's possible extra turn is decided only when these are done."""
        return self._final_queue

    @property
    def leader_extra_turn(self) -> bool:
        """Whether the leader's extra turn (K6) is in play or was played."""
        return self._leader_extra

    @property
    def last_turn_end(self) -> str | None:
        """How the last finished turn ended: ``"stop"``, ``"all aside"`` (K4) or ``"bust"`` (K3)."""
        return self.turn_log[-1].end.value if self.turn_log else None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats sharing the highest total once the game is over (K6), else ()."""
        if not self._finished:
            return ()
        best = max(self._totals)
        return tuple(s for s, t in enumerate(self._totals) if t == best)

    # counts for bots (no Die objects built)
    @property
    def key_faces_aside(self) -> tuple[int, ...]:
        return self._keys

    @property
    def base_counts_aside(self) -> tuple[int, ...]:
        """Base dice aside as a count per face (index 0 unused)."""
        return counts_of(self._base)

    @property
    def throw_left_counts(self) -> tuple[int, ...]:
        """Base dice of the current throw not kept in this step, per face (index 0 unused)."""
        return counts_of(self._throw_base - self._step_base)

    @property
    def throw_left_keys(self) -> tuple[int, ...]:
        """Key faces of the current throw not kept in this step."""
        return _keys_left(self._throw_keys, self._step_keys)

    @property
    def step_base_counts(self) -> tuple[int, ...]:
        return counts_of(self._step_base)

    @property
    def step_key_faces(self) -> tuple[int, ...]:
        return self._step_keys

    # the same as count codes (see FACE_SHIFT), for table lookups
    @property
    def position_codes(self) -> tuple[tuple[int, ...], int, int, tuple[int, ...], int, tuple[int, ...], bool]:
        """All of the above at once, for a bot's table lookups after a throw:
        (:attr:`key_faces_aside`, :attr:`base_aside_code`, :attr:`step_base_code`,
        :attr:`step_key_faces`, :attr:`throw_left_code`, :attr:`throw_left_keys`,
        :attr:`step_complete`)."""
        sb, sk = self._step_base, self._step_keys
        return (self._keys, self._base, sb, sk, self._throw_base - sb,
                _keys_left(self._throw_keys, sk) if sk else self._throw_keys,
                not self._at_chance and not self._finished and self._step_ok())

    @property
    def step_index(self) -> int:
        """The position at a step's start (after a throw, nothing kept from it yet) as one index
        from 0 to :data:`STEP_STARTS` - 1, for a bot's table of whole steps (engine/bots/sb.py
        ``SBBot.play_step``): the keys and base dice aside, the throw's keys and its base dice that
        can be kept (a face thrown once never can, K2); -1 anywhere else (mid-step, at a chance
        node, the game over)."""
        if self._at_chance or self._finished or self._step_base or self._step_keys:
            return -1
        left = self._throw_base
        left -= left & _LOW & ~(left >> 1 | left >> 2 | left >> 3)
        rank = _group_rank(self._base)
        if rank < 0:
            return -1  # (not a step's start: base dice aside one of a face)
        return (_STEP_OFFSET[_KEY_SET_RANK[_pack_keys(self._keys)] * _N_GROUP_CODES + rank]
                + _KEYS_RANK[_pack_keys(self._throw_keys)] * _GROUPS_UP_TO[BASE_DICE - self._n_base] + _group_rank(left))

    def play_step_code(self, code: int, then: bool = True) -> None:
        """A whole step given as a :func:`step_code`, at a step's start: its keeps (``then``: and
        the roll or stop after them) by :meth:`keep_step`."""
        choice = code >> 2 & 127
        if choice < KEEP_LOW_KEY:
            base = self._throw_base & _FACE_FIELDS[choice]
            face = code >> 9 & 7
            if face:
                base -= (code >> 12) << FACE_SHIFT[face]
            self.keep_step(base, (), _n_dice(base), code & 3 if then else 0)
            return
        tk = self._throw_keys
        keys = tk if choice == KEEP_BOTH_KEYS else (tk[0],) if choice == KEEP_LOW_KEY else (tk[1],)
        self.keep_step(0, keys, len(keys), code & 3 if then else 0)

    @classmethod
    def at_step_start(cls, keys: tuple[int, ...], base: int, throw: tuple[Die, ...]) -> SBState:
        """A two-player state at a step's start, not in the end phase: ``keys`` (sorted key faces)
        and ``base`` (a count code) aside, then ``throw`` thrown (the dice :meth:`chance_dice` asks
        for): to build and check a bot's table of whole steps, one position at a time."""
        state = cls(2)
        state._keys = keys
        state._base = base
        state._n_base = _n_dice(base)
        state.apply_throw(throw)
        return state

    def keep_step(self, base: int, keys: tuple[int, ...], moves: int, then: int) -> None:
        """A whole step as a bot's table holds it (``SBBot.play_step``): ``moves`` one-die keeps
        adding ``base`` (a count code) or ``keys`` (key faces, a step keeps one or the other, K2),
        then ``then``: 1 a roll, 2 a stop, 0 nothing (the keeps set the last die aside, K4).  The
        same change as those moves applied one by one (:meth:`apply`); the table made the step
        by applying them, one by one, to a copy of a state at this same position, so each was
        checked there as the general path checks it (tests/engine/test_sb_steps.py holds the
        two ways to the same games)."""
        if base:
            self._step_base = base
            self._base += base
            self._n_base += moves
        elif keys:
            self._step_keys = keys
            self._keys = keys if not self._keys else _sorted2(self._keys, keys[0]) if len(keys) == 1 else keys
        if self._n_base == BASE_DICE and len(self._keys) == KEY_DICE:
            self._end_turn(score_code(self._keys[0], self._keys[1], self._base), TurnEnd.ALL_ASIDE)
            self.turn_moves = 0
            return
        self.turn_moves += moves
        if then == 1:
            self._at_chance = True
            self.turn_moves += 1
        elif then == 2:
            self._end_turn(score_code(self._keys[0], self._keys[1], self._base), TurnEnd.STOP)
            self.turn_moves = 0

    def throw_from(self, source: HmacDice) -> None:
        """The throw :meth:`chance_dice` asks for, drawn from ``source``: by definition
        ``apply_throw(source.draw(chance_dice()))``, the same faces taken from the stream, made
        into the same dice; the count code and the key faces are made from the faces at once
        (a simulation's throws, issue 31).  Only at a chance node: anything else goes the
        general way (and is refused there)."""
        if not self._at_chance:
            self.apply_throw(source.draw(self.chance_dice()))
            return
        nb = BASE_DICE - self._n_base
        faces = source.faces(nb + KEY_DICE - len(self._keys))
        code = 0
        for i in range(nb):  # (by index: no slice made)
            code += FACE_UNIT[faces[i]]
        nk = len(faces) - nb
        keys = () if not nk else (faces[nb],) if nk == 1 else _sorted2((faces[nb],), faces[nb + 1])
        # the dice themselves are made only if asked for (last_throw): in a simulation, a turn's last
        self._last_faces = faces
        self._last_base_dice = nb
        log = self.turn_log
        before = len(log)
        self._thrown_codes(code, keys)
        self.turn_moves = self.turn_moves + 1 if len(log) == before else 0

    def apply_throw(self, dice: tuple[Die, ...]) -> None:
        """``apply(Throw(dice))`` without making the action (:meth:`GameState.apply_throw`):
        the fast path of :meth:`apply`, else the general way."""
        if not (self._at_chance and self._fast_throw(dice)):
            self.apply(Throw(dice))

    @property
    def base_aside_code(self) -> int:
        return self._base

    @property
    def throw_left_code(self) -> int:
        return self._throw_base - self._step_base

    @property
    def step_base_code(self) -> int:
        return self._step_base

    # -- the protocol --------------------------------------------------------------
    def current_player(self) -> int:
        if self._finished:
            return TERMINAL
        return CHANCE if self._at_chance else self._seat

    def turn_player(self) -> int:
        return -1 if self._finished else self._seat

    def legal_actions(self) -> list[Action]:
        if self._at_chance or self._finished:
            return []
        actions: list[Action] = self.legal_keeps()
        if self._step_ok():
            actions.append(ROLL)  # K4 (dice remain: the turn ends when none do)
            if len(self._keys) == KEY_DICE:
                actions.append(STOP)  # K4
        return actions

    def legal_keeps(self) -> list[Action]:
        """The keeps of :meth:`legal_actions`, one die at a time: base dice by face, then keys (K2)."""
        if self._at_chance or self._finished:
            return []
        sb = self._step_base
        if self._step_keys:  # K2: base dice only in a step without keys
            base: tuple[Keep, ...] = ()
        else:
            left = self._throw_base - sb
            # K2: a lone die of a face must still be completable from this throw: a
            # face with two or more left, or with one left and one or more kept
            # (faces_with_some(left) & (faces_with_group(left) | faces_with_some(sb)), inline)
            more = left >> 1 | left >> 2 | left >> 3
            base = _BASE_KEEPS[(left | more) & (more | sb | sb >> 1 | sb >> 2 | sb >> 3) & _LOW]
        if not sb and self._throw_keys:  # K2: keys only in a step without base dice
            return [*base, *_KEY_KEEPS[_keys_left(self._throw_keys, self._step_keys)]]
        return list(base)

    def chance_dice(self) -> tuple[DieKind, ...]:
        if self._finished:
            return ()
        return _KINDS[self._n_base][len(self._keys)]

    def results(self) -> GameResult:
        return GameResult(self._finished, self.winners, tuple(self._totals))

    def _step_ok(self) -> bool:
        """Whether the step may end now (a roll or a stop): :meth:`_step_problem` is None (K2)."""
        sb = self._step_base
        # no face kept once only (a field of 1: its lowest bit and no higher one), inline: it is asked often
        return not (sb & _LOW & ~(sb >> 1 | sb >> 2 | sb >> 3)) and (bool(sb) or bool(self._step_keys))

    def _step_problem(self) -> IllegalActionError | None:
        """Why the step may not end now (a roll or a stop), or None (K2)."""
        if self._step_ok():
            return None
        sb = counts_of(self._step_base)
        if not self._step_keys and not any(sb):
            return IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "set aside a key or a group of base dice from this throw first"), "K2")
        for f in _FACES:
            if sb[f] == 1:
                return IllegalActionError(
                    phrase(QT_TRANSLATE_NOOP("Refusal", "a group is two or more base dice of one face: one %1 kept from this throw is not a group"), f),
                    "K2",
                )
        return None

    def _check_roll(self) -> None:
        if self._finished or self._at_chance:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "no throw is allowed now"), self.THROW_RULING)
        problem = self._step_problem()
        if problem is not None:
            raise problem

    def _check_throw(self, dice: Sequence[Die]) -> None:
        if self._throw_as_expected(dice):
            return
        for d in dice:
            if not isinstance(d, Die) or d.face not in _FACES:
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a throw is made of dice showing 1 to 6, not %1"), quote(d)), "A2")
            if d.kind is DieKind.YEAST:
                raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "SB has no yeast: its dice are base dice and keys"), "K1")
        super()._check_throw(dice)

    # -- applying ------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """:meth:`GameState.apply`, with a fast path for the moves of play: a throw
        of the expected dice at a chance node, the one-die keeps of
        :meth:`legal_keeps`, a roll and a stop.  A fast path only takes a move
        after the same checks as the general path have passed (bots make every
        move of a simulation, so this is most of the engine's time); anything
        else, and anything it would refuse, goes the general way, which refuses
        exactly as before."""
        cls = action.__class__
        if self._at_chance:
            if cls is Throw and self._fast_throw(action.dice):  # type: ignore[union-attr]
                return
        elif not self._finished:
            if cls is Keep:
                i = _KEEP_INDEX.get(id(action))
                if i is not None and self._fast_keep(i):
                    return
            elif cls is Roll:
                if self._step_ok():  # K2
                    self._at_chance = True
                    self.turn_moves += 1
                    return
            elif cls is Stop and len(self._keys) == KEY_DICE and self._step_ok():  # K2, K4
                self._end_turn(score_code(self._keys[0], self._keys[1], self._base), TurnEnd.STOP)
                self.turn_moves = 0
                return
        super().apply(action)

    def _fast_throw(self, dice: object) -> bool:
        """A throw at a chance node of exactly the dice :meth:`chance_dice` gives,
        in its order (what :meth:`_throw_as_expected` accepts); False, changing
        nothing, for anything else."""
        nb = BASE_DICE - self._n_base
        if dice.__class__ is not tuple or len(dice) != nb + KEY_DICE - len(self._keys):
            return False
        # the canonical dice (engine.dice.die) by identity: one look-up checks class,
        # kind and face; an equal die built elsewhere takes the general path
        units = list(map(_PLAIN_UNIT.get, map(id, dice[:nb])))
        keys = list(map(_KEY_FACE.get, map(id, dice[nb:])))
        if None in units or None in keys:
            return False
        code = sum(units)  # type: ignore[arg-type]
        log = self.turn_log
        before = len(log)
        self._thrown(dice, code, keys)  # type: ignore[arg-type]
        self.turn_moves = self.turn_moves + 1 if len(log) == before else 0
        return True

    def _apply(self, action: Action) -> None:
        kind = type(action)
        if kind is Throw:
            self._throw(action.dice)  # type: ignore[union-attr]
        elif kind is Keep:
            self._keep(action.dice)  # type: ignore[union-attr]
        elif kind is Roll:
            self._check_roll()
            self._at_chance = True
        elif kind is Stop:
            if self._at_chance:
                raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "a stop comes after a throw, not before it"), "K4")
            problem = self._step_problem()
            if problem is not None:
                raise problem
            if len(self._keys) < KEY_DICE:
                raise IllegalActionError(
                    QT_TRANSLATE_NOOP("Refusal", "a stop needs both keys aside: with a key still to set aside the player must throw"), "K4"
                )
            self._end_turn(score_code(self._keys[0], self._keys[1], self._base), TurnEnd.STOP)
        else:
            raise IllegalActionError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a move in SB: after a throw the player keeps dice, throws again or stops"), action),
                "K2",
            )

    def _throw(self, dice: tuple[Die, ...]) -> None:
        """The dice were checked by the base class and :meth:`_check_throw`."""
        code = 0
        keys = []
        for d in dice:
            if d.kind is DieKind.KEY:
                keys.append(d.face)
            else:
                code += FACE_UNIT[d.face]
        self._thrown(dice, code, keys)

    def _thrown(self, dice: tuple[Die, ...], code: int, keys: list[int]) -> None:
        """A checked throw: its base dice as a count code, its key faces."""
        self._last_throw = tuple(dice)
        self._last_faces = None
        self._thrown_codes(code, (keys[1], keys[0]) if len(keys) == 2 and keys[1] < keys[0] else tuple(keys))

    def _thrown_codes(self, code: int, keys: tuple[int, ...]) -> None:
        """A checked throw, :attr:`last_throw` set: its base dice as a count code, its key faces sorted."""
        if not keys and not (code >> 1 | code >> 2 | code >> 3) & _LOW:  # K3: nothing can be set aside (no group)
            self._end_turn(0, TurnEnd.BUST)
            return
        self._throw_base = code
        self._throw_keys = keys
        self._step_base = 0
        self._step_keys = ()
        self._at_chance = False

    def _fast_keep(self, i: int) -> bool:
        """One die kept, a base die of face ``i`` (> 0) or key ``-i`` (< 0), when
        :meth:`_keep` would take it (K2); False, changing nothing, otherwise."""
        if i > 0:
            if self._step_keys:
                return False
            shift = FACE_SHIFT[i]
            kept = (self._step_base >> shift) & 15
            left = ((self._throw_base >> shift) & 15) - kept
            if left < 1 or (left == 1 and not kept):  # K2: a lone die must be completable
                return False
            unit = FACE_UNIT[i]
            self._step_base += unit
            self._base += unit
            self._n_base += 1
        else:
            k = -i
            if self._step_base or k not in _keys_left(self._throw_keys, self._step_keys):
                return False
            self._step_keys = _sorted2(self._step_keys, k)
            self._keys = _sorted2(self._keys, k)
        if self._n_base == BASE_DICE and len(self._keys) == KEY_DICE:
            # K4: every die aside; the step is valid (a lone die could not be kept last)
            self._end_turn(score_code(self._keys[0], self._keys[1], self._base), TurnEnd.ALL_ASIDE)
            self.turn_moves = 0
        else:
            self.turn_moves += 1
        return True

    def _keep(self, dice: object) -> None:  # noqa: C901
        """K2, checked whole before anything changes (A3)."""
        if not isinstance(dice, tuple) or not dice:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a keep names one or more dice of the current throw"), "K2")
        add = [0] * 7
        keys: list[int] = []
        for d in dice:
            if not isinstance(d, Die) or d.face not in _FACES or d.kind is DieKind.YEAST:
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a keep names base dice (1-6) and keys (K1-K6), not %1"), quote(d)), "K2")
            if d.kind is DieKind.KEY:
                keys.append(d.face)
            else:
                add[d.face] += 1
        if self._at_chance:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "throw the dice before setting any aside"), "K2")
        n_add = sum(add)
        if keys and (n_add or self._step_base):
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "never keys and base dice from the same throw"), "K2")
        if n_add and self._step_keys:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "never keys and base dice from the same throw"), "K2")
        left_keys = list(_keys_left(self._throw_keys, self._step_keys))
        for k in keys:
            if k not in left_keys:
                raise IllegalActionError(
                    phrase(QT_TRANSLATE_NOOP("Refusal", "K%1 is not among the dice of this throw not yet kept (%2)"), k, self._left_text()), "K2"
                )
            left_keys.remove(k)
        tb, sb = counts_of(self._throw_base), counts_of(self._step_base)
        for f in _FACES:
            if add[f]:
                left = tb[f] - sb[f]
                if add[f] > left:
                    raise IllegalActionError(
                        # at most 60 characters of the dice quoted (match-record.md "Limits"), however many
                        phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is more than this throw has left (%2)"), show_dice((die(f),) * min(add[f], 32)), self._left_text()),
                        "K2",
                    )
                if sb[f] + add[f] == 1 and left == 1:
                    raise IllegalActionError(
                        phrase(QT_TRANSLATE_NOOP("Refusal", "a group is two or more base dice of one face, from one throw: this throw has no other %1 to go with it"), f),
                        "K2",
                    )
        # apply
        if keys:
            self._step_keys = tuple(sorted(self._step_keys + tuple(keys)))
            self._keys = tuple(sorted(self._keys + tuple(keys)))
        if n_add:
            added = code_of(add)
            self._step_base += added
            self._base += added
            self._n_base += n_add
        if self._n_base == BASE_DICE and len(self._keys) == KEY_DICE:
            # K4: every die aside; the step is valid (a lone die could not be kept last)
            self._end_turn(score_code(self._keys[0], self._keys[1], self._base), TurnEnd.ALL_ASIDE)

    def _left_text(self) -> str:
        return format_dice(self.throw_left) or "none"

    def _end_turn(self, points: int, end: TurnEnd) -> None:
        seat = self._seat
        self._totals[seat] += points
        aside = () if end is TurnEnd.BUST else _aside_dice(self._base, self._keys)
        self.turn_log.append(SBTurnScore(seat, points, self._leader is not None, aside, self.last_throw or (), end=end))
        self._keys = ()
        self._base = 0
        self._n_base = 0
        self._throw_base = 0
        self._throw_keys = ()
        self._step_base = 0
        self._step_keys = ()
        self._at_chance = True
        if self._leader is None:
            if self._totals[seat] < self._target:
                self._seat = (seat + 1) % self.n_players  # A1
                return
            # K6: the original leader; everyone else takes one more turn in seat order
            self._leader = seat
            self._final_queue = tuple((seat + i) % self.n_players for i in range(1, self.n_players))
        if self._final_queue:
            self._seat = self._final_queue[0]
            self._final_queue = self._final_queue[1:]
            return
        leader = self._leader
        lead = self._totals[leader]
        caught = any(t >= lead for s, t in enumerate(self._totals) if s != leader)
        if caught and not self._leader_extra:  # K6: the leader takes one more turn
            self._leader_extra = True
            self._seat = leader
            return
        self._finished = True
        self._at_chance = False

    # -- a turn from a paper pad (GameState.paper_turn) ----------------------------------------
    def _paper_turn(self, points: int, marked: bool) -> None:
        """K5: what set-aside base dice under two keys can score (0: nothing to set aside, K3)."""
        allowed = turn_scores()
        if points not in allowed:
            listed = ", ".join(str(v) for v in sorted(allowed))
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not a turn score of SB: set-aside base dice under two keys score %2"), points, listed), "K5")
        self._end_turn(points, TurnEnd.STOP if points else TurnEnd.BUST)

    def order_ruling(self) -> str:
        return "K6" if self.end_phase else "A1"  # K6: the last turns after the original leader

    def why_going_on(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        """K6: nobody at the target yet, the others' last turns, or the leader's one more."""
        leader = self._leader
        if leader is None:
            return phrase(QT_TRANSLATE_NOOP("Refusal", "nobody has reached %1 yet, the game goes on"), self._target), "K6"
        if self._leader_extra:
            return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not alone in the lead after the last turns: one more turn for the leader"),
                          quote(names[leader])), "K6"
        return phrase(QT_TRANSLATE_NOOP("Refusal", "%1 reached %2: every other player takes one more turn"),
                      quote(names[leader]), self._target), "K6"

    def why_over(self, names: Sequence[str]) -> tuple[str | Phrase, str]:
        return QT_TRANSLATE_NOOP("Refusal", "the original leader's last turns are over"), "K6"

    def __repr__(self) -> str:
        where = "over" if self._finished else f"seat {self._seat} {'to throw' if self._at_chance else 'to decide'}"
        return (
            f"<SBState {where}, aside {format_dice(self.aside) or '-'}, "
            f"throw left {format_dice(self.throw_left) or '-'}, totals {self._totals}>"
        )


SB = register(
    Ruleset(
        id="sb",
        name="SB",
        state_class=SBState,
        option_specs=OPTION_SPECS,
        options_factory=SBOptions,
        rolloff=RolloffKind.TIED_ONLY,
        events=frozenset({"throw", "keep", "stop"}),
        rules_text="sb-keys.txt",
        players_ruling="K1",
        rolloff_ruling="K7",
        game_end_ruling="K6",
        turn_end_ruling="K4",
        bot="engine.bots.sb:SBBot",
        special_die=DieKind.KEY,
        layout="running",
        pad_legend=QT_TRANSLATE_NOOP("Ruleset", "; shaded turns are the last turns after the first reached it (K6)."),
        reminders=(
            QT_TRANSLATE_NOOP("Ruleset", "Ten dice: eight base dice and two keys (K1). After each throw set aside keys, or groups of two or more base dice of one face, never both (K2)."),
            QT_TRANSLATE_NOOP("Ruleset", "Nothing to set aside ends the turn with 0 (K3). Stopping needs both keys aside (K4)."),
            QT_TRANSLATE_NOOP("Ruleset", "Split keys: 2 per base die strictly between, 1 outside, 0 equal; full split 20. Equal keys: 4 per base die equal to them; full sandwich 40 (K5)."),
            QT_TRANSLATE_NOOP("Ruleset", "Reaching the target makes the leader; everyone else then has one more turn (mark it F), the leader again if not alone in the lead (K6)."),
        ),
        short_name="SB",
        order=5,
        help=(
            "Ten dice: eight base dice and two keys, drawn slate blue with a K (K1). Throw all ten; "
            "after each throw set aside either keys (one or both) or groups of base dice of one face "
            "(two or more alike), never both kinds from the same throw (K2). Nothing to set aside ends "
            "the turn with 0 (K3).",
            "Then throw the rest again, or stop, which needs both keys aside; while a key is still to "
            "find you must throw (K4).",
            "Only base dice set aside score (K5). Split keys (two faces): 2 for each base die between "
            "them, 1 for each outside, 0 for one equal to a key; all eight between is a full split, 20. "
            "A key sandwich (both keys alike): 4 for each base die equal to them, all eight is a full "
            "sandwich, 40.",
            "The first to reach the target, 60 unless chosen otherwise, becomes the leader; everyone "
            "else has one more turn, and if the leader is then not alone in front, one more turn for "
            "the leader too (K6). The roll-off is as in Dire Straights (K7).",
        ),
        ruling_prefix="K",
        rulings=(
            ("K1", "The dice",
             "Eight base dice and two keys; a turn starts by throwing all ten."),
            ("K2", "Setting aside",
             "After each throw set aside one or both keys, or one or more groups (two or more alike) of "
             "base dice, never both kinds from one throw. Aside means aside for the whole turn."),
            ("K3", "Nothing to set aside",
             "A throw from which nothing can be set aside ends the turn with 0."),
            ("K4", "Throw or stop",
             "Throw the rest again, or stop once both keys are aside; with a key still to set aside you "
             "must throw. With every die aside the turn scores."),
            ("K5", "Scoring",
             "Split keys: 2 per base die between them, 1 outside, 0 equal to a key; full split 20. Key "
             "sandwich: 4 per base die equal to the keys; full sandwich 40."),
            ("K6", "The end",
             "The first to the target (60 by default) leads; everyone else plays once more, then the "
             "leader once more if not alone in front. Highest total wins."),
            ("K7", "Roll-off",
             "As in Dire Straights (D7)."),
        ),
    )
)


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
