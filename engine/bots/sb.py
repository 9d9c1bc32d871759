"""An SB bot: plans each step's set-aside by an estimate of the turn's final score.

After each throw the bot lists the complete set-asides it could make from it
(K2): one key, both keys, or any combination of whole groups of base dice
(every die of a face).  Each leads to a position, the keys and base dice
aside, which it values:

- both keys aside: the better of stopping now and throwing on, by optimal
  stopping over the exact throws of the dice left (K3 busts included), each
  answered by keeping every group that scores; a full split or sandwich
  counted as such;
- a key to come: the average over that key's face, where a throw that also
  shows a base group lets the player wait for a better key (a discounted
  value of waiting);
- both keys to come: the same over the two keys' faces, taking the best of
  either key alone or both.

While a key is still to set aside no throw can bust (the key can always be
kept), so the bot gathers base groups first and picks keys that split around
them, then stops when one more throw is worth less than the points in hand.
In the last turns of the game (K6) it stops as soon as that puts it in the
lead (or level) and otherwise throws on.  It only ever plays moves from
``state.legal_actions()``; every step keeps at least one die, so a turn ends
after at most ten throws.  Deterministic: a state always gets the same move.
"""

from __future__ import annotations

import base64
import itertools
import math
import zlib
from functools import cache, lru_cache
from typing import Final

from ..actions import ROLL, STOP, Action, Keep
from ..dice import DieKind
from ..errors import IllegalActionError
from ..games.sb import (
    BASE_DICE,
    FACE_SHIFT,
    FACE_UNIT,
    FULL_SANDWICH,
    FULL_SPLIT,
    KEEP_BASE,
    KEEP_BOTH_KEYS,
    KEEP_HIGH_KEY,
    KEEP_KEY,
    KEEP_LOW_KEY,
    KEY_DICE,
    STEP_STARTS,
    SBState,
    code_of,
    counts_of,
    lone_faces,
    score_code,
    score_counts,
    step_code,
)

_FACES: Final = (1, 2, 3, 4, 5, 6)
#: how much waiting one more throw for a better key is worth against taking it now
WAIT_DISCOUNT: Final = 0.85


@cache
def _base_throws(m: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every distinct throw of ``m`` base dice: (count per face, probability)."""
    out = []
    for faces in itertools.combinations_with_replacement(_FACES, m):
        counts = [0] * 7
        for f in faces:
            counts[f] += 1
        ways = math.factorial(m)
        for c in counts:
            ways //= math.factorial(c)
        out.append((tuple(counts), ways / 6**m))
    return tuple(out)


@cache
def group_chance(m: int) -> float:
    """Chance that a throw of ``m`` base dice shows a group (two of a face)."""
    if m < 2:
        return 0.0
    if m > 6:
        return 1.0
    return 1.0 - math.perm(6, m) / float(6**m)


def _die_values(lo: int, hi: int) -> tuple[tuple[int, ...], tuple[bool, ...]]:
    """Points per base die of each face under keys lo <= hi (K5), and which
    faces count towards a full split or sandwich."""
    if lo == hi:
        return tuple(4 if f == lo else 0 for f in range(7)), tuple(f == lo for f in range(7))
    vals = tuple(0 if f in (0, lo, hi) else (2 if lo < f < hi else 1) for f in range(7))
    return vals, tuple(lo < f < hi for f in range(7))


@cache
def _keys_set(lo: int, hi: int, m: int, points: int, full_ok: bool) -> tuple[float, float]:
    """Both keys aside (lo <= hi), ``m`` base dice left, ``points`` in hand:
    (value of stopping or throwing on, whichever is better; value of throwing
    once more and playing on well).  ``full_ok``: every base die aside is of a
    face that counts towards a full split or sandwich.

    Optimal stopping over the next throws, each answered by keeping every group
    that scores (or the smallest group when none does); exact probabilities.
    """
    if m == 0:
        return float(points), float("-inf")
    vals, full_face = _die_values(lo, hi)
    full_points = FULL_SANDWICH if lo == hi else FULL_SPLIT
    on = 0.0
    for counts, p in _base_throws(m):
        gain = 0
        kept = 0
        all_full = True
        smallest = 0
        for f in _FACES:
            c = counts[f]
            if c >= 2:
                if vals[f]:
                    gain += vals[f] * c
                    kept += c
                    all_full = all_full and full_face[f]
                elif not smallest or c < counts[smallest]:
                    smallest = f
        if not kept:
            if not smallest:
                continue  # K3: a bust
            kept = counts[smallest]
            all_full = full_face[smallest]
        if kept == m and full_ok and all_full:
            on += p * full_points
        else:
            on += p * _keys_set(lo, hi, m - kept, points + gain, full_ok and all_full)[0]
    return max(float(points), on), on


def _full_ok(lo: int, hi: int, base: tuple[int, ...]) -> bool:
    if lo == hi:
        return all(base[f] == 0 for f in _FACES if f != lo)
    return all(base[f] == 0 for f in _FACES if not lo < f < hi)


@cache
def throw_value(lo: int, hi: int, base: tuple[int, ...]) -> float:
    """Expected score of throwing again with keys lo <= hi and ``base`` aside (and playing on well)."""
    return _keys_set(lo, hi, BASE_DICE - sum(base), score_counts(lo, hi, base), _full_ok(lo, hi, base))[1]


@cache
def keys_set_value(lo: int, hi: int, base: tuple[int, ...]) -> float:
    """Both keys aside: the better of stopping now and throwing on."""
    return _keys_set(lo, hi, BASE_DICE - sum(base), score_counts(lo, hi, base), _full_ok(lo, hi, base))[0]


@cache
def one_key_value(key: int, base: tuple[int, ...]) -> float:
    """One key aside, the other to come."""
    values = [keys_set_value(min(key, j), max(key, j), base) for j in _FACES]
    return _waiting_value(values, group_chance(BASE_DICE - sum(base)))


@cache
def no_key_value(base: tuple[int, ...]) -> float:
    """Both keys to come."""
    best = []
    for j1 in _FACES:
        for j2 in _FACES:
            best.append(
                max(
                    one_key_value(j1, base),
                    one_key_value(j2, base),
                    keys_set_value(min(j1, j2), max(j1, j2), base),
                )
            )
    return _waiting_value(best, group_chance(BASE_DICE - sum(base)))


def _waiting_value(values: list[float], q: float) -> float:
    """The value of a key to come, ``values`` the outcomes of each key face (or
    pair) equally likely: with chance ``q`` the throw also shows a base group,
    so the player may wait for a better key, worth ``WAIT_DISCOUNT`` of this
    value.  The fixed point, iterated from the plain mean; the floating-point
    steps are the bot's behaviour, so they are kept exactly (the products that
    do not change between rounds are made once)."""
    n = len(values)
    w = sum(values) / n
    rest = [(1 - q) * v for v in values]
    for _ in range(60):
        wait = WAIT_DISCOUNT * w
        nw = sum([q * (wait if wait > v else v) + r for v, r in zip(values, rest, strict=True)]) / n
        if abs(nw - w) < 1e-9:
            break
        w = nw
    return w


@cache
def position_value(keys: tuple[int, ...], base: tuple[int, ...]) -> float:
    """The bot's estimate of the turn's final score from this position (after a step)."""
    if len(keys) == 2:
        return keys_set_value(keys[0], keys[1], base)
    if len(keys) == 1:
        return one_key_value(keys[0], base)
    return no_key_value(base)


# -- the decision after a throw --------------------------------------------------
# Positions are valued once each (above); the decisions below work on count codes
# (engine.games.sb.FACE_SHIFT: one int a set of base dice), so a decision's memo
# key is a few small ints and a set-aside is one addition.  A simulation asks for
# about eleven decisions a turn, nearly all of them memo hits.


_LOW: Final = code_of((0, 1, 1, 1, 1, 1, 1))  # 1 in every face's field
_LONE_FACE: Final = {FACE_UNIT[f]: f for f in _FACES}  # the face of a code holding one die
#: position values by the keys aside, then by the base dice aside as a count code
_VALUES: Final[dict[tuple[int, ...], dict[int, float]]] = {}


def _value(keys: tuple[int, ...], base: int) -> float:
    """:func:`position_value` of base dice given as a count code (memoised by int)."""
    values = _VALUES.get(keys)
    if values is None:
        values = _VALUES[keys] = {}
    v = values.get(base)
    if v is None:
        v = values[base] = position_value(keys, counts_of(base))
    return v


@cache
def _throw_value(lo: int, hi: int, base: int) -> float:
    """:func:`throw_value` of base dice given as a count code."""
    return throw_value(lo, hi, counts_of(base))


@lru_cache(maxsize=1 << 14)
def _group_choices(left: int, step_base: int) -> tuple[tuple[int, ...], ...]:
    """For each face, the base dice of it the step may still add (K2), as count
    codes: all that are left when one is kept (it must become a group), else
    none or all."""
    choices: list[tuple[int, ...]] = []
    for f in _FACES:
        shift = FACE_SHIFT[f]
        r = (left >> shift) & 15
        kept = (step_base >> shift) & 15
        if kept == 1:
            choices.append((r << shift,))  # must become a group
        elif r >= 2 or (r >= 1 and kept >= 2):
            choices.append((0, r << shift))
        else:
            choices.append((0,))
    return tuple(choices)


@lru_cache(maxsize=1 << 16)
def _best_groups(
    keys: tuple[int, ...], base: int, choices: tuple[tuple[int, ...], ...]
) -> tuple[float, int, int]:
    """The best non-empty addition of base dice, one count code per face from
    ``choices``: (its position value, its first face, its count code), the
    first best in the order of ``itertools.product``; (-inf, 0, 0) when there
    is none."""
    best_value = -math.inf
    best_combo: tuple[int, ...] | None = None
    _value(keys, base)  # makes sure keys have a table
    values = _VALUES[keys]
    for combo in itertools.product(*choices):
        added = sum(combo)
        if not added:
            continue  # the "nothing more" option, valued by the caller
        v = values.get(base + added)
        if v is None:
            v = _value(keys, base + added)
        if v > best_value:
            best_value, best_combo = v, combo
    if best_combo is None:
        return best_value, 0, 0
    return best_value, next(f for f in _FACES if best_combo[f - 1]), sum(best_combo)


def _keep_choice(
    keys: tuple[int, ...],
    base: int,
    step_base: int,
    step_keys: tuple[int, ...],
    left: int,
    left_keys: tuple[int, ...],
    step_complete: bool,
) -> int | None:
    """The first die of the best addition to the dice aside: a base face (> 0),
    a key (< 0), 0 for "nothing more" (throw or stop), None with no choice.

    ``keys``/``base`` aside, ``step_base``/``step_keys`` kept in this step,
    ``left``/``left_keys`` the dice of the throw not kept (base dice as count
    codes); ``step_complete``: the step may end (K2).  The caller leaves out
    what cannot change the answer, so that more positions share an entry: the
    lone dice of faces not kept in this step (they can never be kept, K2),
    ``left`` when the step kept a key, ``left_keys`` when it kept base dice."""
    lone = lone_faces(step_base)
    if lone and not lone & (lone - 1) and not step_keys:
        # One die of a face f kept, the others of f still to come (K2).  Without that
        # die (position p) the best addition of groups W is the first best of the
        # same combinations; if W starts with f, the combinations here are exactly
        # those of p with all of f, W is still their first best and starts with f.
        # Nothing more is no option here and keys are not (K2), so the answer is f:
        # the bot's own way through a group, without enumerating it again.
        f = _LONE_FACE[lone]
        unit = FACE_UNIT[f]
        without = step_base - unit
        if _best_groups(keys, base - unit, _group_choices(left + unit, without))[1] == f:
            return f
    best_value = -1.0
    best_first: int | None = None
    # "nothing more" first, so a tie keeps the dice in play
    if step_complete:
        best_value = _value(keys, base)
        best_first = 0
    if not step_base:  # K2: keys only in a step without base dice
        for k in sorted(set(left_keys)):
            v = _value(_with_key(keys, k), base)
            if v > best_value:
                best_value, best_first = v, -k
        if len(left_keys) == 2:
            v = _value(tuple(sorted(keys + left_keys)), base)
            if v > best_value:
                best_value, best_first = v, -left_keys[0]
    if not step_keys:  # K2: base groups only in a step without keys
        v, first, _ = _best_groups(keys, base, _group_choices(left, step_base))
        if v > best_value:
            best_value, best_first = v, first
    return best_first


#: :func:`_keep_choice` memoised.  A plain dict emptied when full rather than an
#: ``lru_cache``, which keeps each entry in a linked list of Python lists that the
#: garbage collector walks on every full collection (measured: 7% of a warm
#: simulation's time in collections, 4% with the dict, whose int tuples it stops walking).
#: An entry is the keep's die (a base face > 0, a key < 0; 0: throw or stop), checked
#: against ``legal_keeps()`` once, when it is first worked out: a position of the same key
#: has the same keeps (the key leaves out only dice that can never be kept), so a hit needs
#: no list of the legal keeps (issue 31: listing and searching it was a fifth of a warm
#: decision).  Ints, so that the garbage collector does not walk the table.
_CHOICES: Final[dict[tuple[object, ...], int]] = {}
_CHOICES_LIMIT: Final = 1 << 18  # as many as the lru_cache it replaces held
_UNKNOWN: Final = -100  # no answer yet: compared by ==, not is (mypyc)


def _legal_first(state: SBState, first: int | None) -> int:
    """:func:`_keep_choice`'s answer as the die of one of ``state.legal_keeps()`` (the first
    legal keep's when it has none), 0 for "nothing more": throw or stop."""
    if first is not None and not first:
        return 0
    legal = state.legal_keeps()
    if first:
        action = KEEP_KEY[-first] if first < 0 else KEEP_BASE[first]
        for a in legal:
            if a is action:
                return first
    keep = next(a for a in legal if isinstance(a, Keep))  # should not happen: the first legal keep
    return -keep.dice[0].face if keep.dice[0].kind is DieKind.KEY else keep.dice[0].face


def _with_key(keys: tuple[int, ...], k: int) -> tuple[int, ...]:
    return tuple(sorted(keys + (k,)))


def _load_steps() -> bytes:
    """:meth:`SBBot.play_step`'s table: the :func:`~engine.games.sb.step_code` of the step
    :meth:`SBBot.choose` makes one die at a time from each step's start (indexed by
    :attr:`SBState.step_index`) to the next throw or the turn's end; 0 where no step starts; two bytes a step, the
    lower first.  Outside
    the end phase (K6) each answer of ``choose`` is a function of the position alone (the keeps by
    :func:`_keep_choice`, the roll or stop by :func:`_throw_value`), so the steps are worked out
    once, for every position, by ``python tools/sb_steps.py`` (which plays ``choose``'s moves
    one by one on a state at each position) and shipped in engine/bots/sb_steps_data.py;
    tests/engine/test_sb_steps.py checks them against ``choose``.  A table of the wrong size (or
    none) is all zeros: ``choose`` plays every move."""
    try:
        from .sb_steps_data import STEPS

        table = zlib.decompress(base64.b85decode(STEPS))
    except (ImportError, ValueError, zlib.error):
        return bytes(2 * STEP_STARTS)
    return table if len(table) == 2 * STEP_STARTS else bytes(2 * STEP_STARTS)


_STEPS_TABLE: Final[list[bytes]] = []


def steps_table() -> bytes:
    """:func:`_load_steps`, loaded the first time it is asked for."""
    if not _STEPS_TABLE:
        _STEPS_TABLE.append(_load_steps())
    return _STEPS_TABLE[0]


class SBBot:
    """Chooses keeps, throws and stops for the player to move (K2-K5)."""

    def choose(self, state: SBState) -> Action:
        if state.current_player() < 0:
            raise IllegalActionError("the bot is asked only where the player decides", "A3")
        # step_complete: ROLL is legal (K2, K4)
        keys, base, step_base, step_keys, left, left_keys, step_complete = state.position_codes
        # leave out of the memo key what cannot change the answer (see _keep_choice)
        if step_keys:
            left = 0
        else:
            # faces with one die left and none kept in this step: never keepable (K2)
            if step_base:
                left -= left & _LOW & ~(left >> 1 | left >> 2 | left >> 3 | step_base | step_base >> 1
                                         | step_base >> 2 | step_base >> 3)
                left_keys = ()
            else:
                left -= left & _LOW & ~(left >> 1 | left >> 2 | left >> 3)
        memo_key = (keys, base, step_base, step_keys, left, left_keys, step_complete)
        first = _CHOICES.get(memo_key, _UNKNOWN)
        if first == _UNKNOWN:
            if len(_CHOICES) >= _CHOICES_LIMIT:
                _CHOICES.clear()
            first = _CHOICES[memo_key] = _legal_first(state, _keep_choice(*memo_key))
        if first > 0:
            return KEEP_BASE[first]
        if first < 0:
            return KEEP_KEY[-first]
        return self._roll_or_stop(state, keys, base)

    def __init__(self) -> None:
        self._steps = steps_table()

    def play_step(self, state: SBState) -> None:
        """Play the moves :meth:`choose` would make from here until the dice are thrown again or
        the turn ends, at once: at a step's start from the table of steps (:func:`_load_steps`;
        in the end phase the roll or stop after the keeps weighs the totals, K6: asked of
        ``choose`` then), else (mid-step, or no step in the table) one move of ``choose``."""
        index = state.step_index
        steps = self._steps
        code = steps[2 * index] | steps[2 * index + 1] << 8 if index >= 0 else 0
        if not code:
            state.apply(self.choose(state))
        elif state.leader is None:
            state.play_step_code(code)
        else:
            # the end phase (K6): the keeps are the position's as ever, the roll or stop after them
            # weighs the totals (choose() there, as it would be asked)
            state.play_step_code(code, False)
            if code & 3:
                # what choose() answers after the step's keeps (the table's step ended there)
                state.apply(self._roll_or_stop(state, state.key_faces_aside, state.base_aside_code))

    def step(self, state: SBState) -> int:
        """The :func:`~engine.games.sb.step_code` of the step :meth:`choose` makes from this step's
        start outside the end phase, worked out by playing its moves one by one on a copy of the
        state, each checked by :meth:`SBState.apply` (the table's entries are made so); 0 where the
        step cannot be written as one (keeps that leave dice of a face kept, which choose() never
        does)."""
        copy = state.clone()
        assert isinstance(copy, SBState)
        seat = copy.current_player()
        turns = len(copy.turn_log)
        left = copy.throw_left_code
        thrown_keys = copy.throw_left_keys
        base = 0
        keys: list[int] = []
        then = 0
        while True:
            action = self.choose(copy)
            if not isinstance(action, Keep):
                # the roll or stop outside the end phase, whatever the copy's totals (the table
                # serves every turn; the end phase asks choose() after the keeps)
                aside_keys, aside_base = copy.position_codes[:2]
                then = 1 if _position_roll(aside_keys, aside_base) else 2
                break
            copy.apply(action)
            d = action.dice[0]
            if d.kind is DieKind.KEY:
                keys.append(d.face)
            else:
                base += FACE_UNIT[d.face]
            if copy.current_player() != seat or len(copy.turn_log) != turns:
                break  # the last die set aside ended the turn (K4)
        if keys:
            keys.sort()
            if len(keys) == KEY_DICE:
                return step_code(KEEP_BOTH_KEYS, then)
            return step_code(KEEP_LOW_KEY if keys[0] == thrown_keys[0] else KEEP_HIGH_KEY, then)
        mask = sum(1 << (f - 1) for f in _FACES if (base >> FACE_SHIFT[f]) & 15)
        # the faces whose dice the step did not all keep (a group of two or three of more, when the
        # position with them beat the one with all: one face at most, or no code)
        partial = [(f, ((left - base) >> FACE_SHIFT[f]) & 15) for f in _FACES if mask >> (f - 1) & 1
                   and (left - base) >> FACE_SHIFT[f] & 15]
        if not mask or len(partial) > 1:
            return 0
        return step_code(mask, then, *partial[0]) if partial else step_code(mask, then)

    def _roll_or_stop(self, state: SBState, keys: tuple[int, ...], base: int) -> Action:
        """After a complete step (K2): ``keys`` and ``base`` are the dice aside."""
        if len(keys) < KEY_DICE:
            return ROLL  # K4: a key still to set aside
        lo, hi = keys
        s = score_code(lo, hi, base)
        seat = state.seat
        if state.leader is not None:
            # K6: every turn of the end phase is the player's last
            totals = state.totals
            best_other = max(t for i, t in enumerate(totals) if i != seat)
            return STOP if totals[seat] + s >= best_other else ROLL
        return ROLL if _throw_value(lo, hi, base) > s else STOP


def _position_roll(keys: tuple[int, ...], base: int) -> bool:
    """Whether :meth:`SBBot._roll_or_stop` throws on outside the end phase (K4: a key to come;
    else when one more throw is worth more than the points in hand)."""
    if len(keys) < KEY_DICE:
        return True
    lo, hi = keys
    return _throw_value(lo, hi, base) > score_code(lo, hi, base)

