"""Exact SB turn values (K1-K5), by a compact model of the turn that a test checks
against the engine (tests/analysis/test_sb_values.py).

The engine keeps dice one at a time (``Keep((die,))``); the rest of a turn, though,
depends only on what is aside after each *step* (everything kept from one throw,
K2): the key faces aside ``K`` (sorted) and the base dice aside ``B`` (a count code,
engine.games.sb.FACE_SHIFT).  So:

- ``chance(K, B)``: the throw of the dice not aside, each outcome valued by the
  best step it allows (no step: a bust, 0, K3);
- a step is one or both keys thrown, or base dice of the throw in groups of two or
  more of a face (K2), never both;
- ``after(K, B)``: every die aside ends the turn with its score (K4); otherwise the
  best of throwing again and, with both keys aside, stopping (K4, K5).

Every step sets a die aside, so the recursion ends (at most ten steps a turn) and
memoised on (K, B) it has a few thousand states.  A decision in the middle of a
step is the best completion of that step.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..actions import ROLL, STOP, Action, Keep
from ..dice import Die, DieKind, die
from ..game import CHANCE, GameState
from ..games.sb import BASE_DICE, FACE_SHIFT, FACE_UNIT, KEY_DICE, SBState, counts_of, score_code
from .value import TIE, Value

_FACES = (1, 2, 3, 4, 5, 6)
_BUST = Value(0.0, 0.0)


def _better(a: Value, b: Value) -> bool:
    """Whether ``a`` beats ``b``: more points, or equal points and a higher chance of scoring."""
    if a.expected > b.expected + TIE:
        return True
    return a.expected >= b.expected - TIE and a.p_score > b.p_score


def _top(values: Iterable[Value]) -> Value | None:
    best: Value | None = None
    for v in values:
        if best is None or _better(v, best):
            best = v
    return best


@lru_cache(maxsize=16)
def _plain_throws(n: int) -> tuple[tuple[int, float], ...]:
    """Every throw of ``n`` base dice as a count code, with its probability."""
    out = []
    for faces in itertools.combinations_with_replacement(_FACES, n):
        ways = math.factorial(n)
        code = 0
        for f in _FACES:
            c = faces.count(f)
            ways //= math.factorial(c)
            code += c << FACE_SHIFT[f]
        out.append((code, ways / 6**n))
    return tuple(out)


@lru_cache(maxsize=4)
def _key_throws(m: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every throw of ``m`` keys as sorted faces, with its probability."""
    out = []
    for faces in itertools.combinations_with_replacement(_FACES, m):
        ways = 2 if m == 2 and faces[0] != faces[1] else 1
        out.append((faces, ways / 6**m))
    return tuple(out)


@lru_cache(maxsize=1 << 14)
def base_additions(kept: int, left: int) -> tuple[int, ...]:
    """The base dice (count codes) that may still be added to a step that has kept
    ``kept`` of a throw with ``left`` not yet kept, ending with every face kept 0 or
    2+ times (K2); 0 (add nothing) is among them when ``kept`` is already a valid step."""
    k, lft = counts_of(kept), counts_of(left)
    per_face = []
    for f in _FACES:
        per_face.append([a for a in range(lft[f] + 1) if k[f] + a != 1])
    out = []
    for adds in itertools.product(*per_face):
        code = sum(a << FACE_SHIFT[f] for f, a in zip(_FACES, adds, strict=True))
        if kept or code:
            out.append(code)
    return tuple(out)


def key_additions(kept: tuple[int, ...], left: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The key faces that may still be added to a step that kept ``kept`` (K2)."""
    subs = {tuple(sorted(c)) for n in range(len(left) + 1) for c in itertools.combinations(left, n)}
    return sorted(s for s in subs if kept or s)


def _n_base(code: int) -> int:
    return sum(counts_of(code))


@dataclass
class SBSolver:
    """The solver of :mod:`engine.analysis.solver`'s interface for SB."""

    options: Any
    #: what a turn of p points is worth, by p (issue 24, play to win in K6's last turns: the chance
    #: of winning); None: the points themselves
    utility: tuple[float, ...] | None = None
    _chance: dict[tuple[tuple[int, ...], int], Value] = field(default_factory=dict)

    def _worth(self, points: int) -> Value:
        u = self.utility
        return Value(float(points) if u is None else u[points], float(points > 0))

    @property
    def size(self) -> int:
        return len(self._chance)

    # -- the model ----------------------------------------------------------------
    def after(self, keys: tuple[int, ...], base: int) -> Value:
        """The value once a step is complete with ``keys`` and ``base`` aside."""
        if len(keys) == KEY_DICE:
            points = score_code(keys[0], keys[1], base)
            stop = self._worth(points)
            if _n_base(base) == BASE_DICE:  # K4: every die aside ends the turn
                return stop
            roll = self.chance(keys, base)
            return roll if _better(roll, stop) else stop
        return self.chance(keys, base)

    def chance(self, keys: tuple[int, ...], base: int) -> Value:
        """The value of throwing every die not aside."""
        memo = self._chance.get((keys, base))
        if memo is not None:
            return memo
        plain = _plain_throws(BASE_DICE - _n_base(base))
        key_throws = _key_throws(KEY_DICE - len(keys))
        by_keys = [(self._best_keys(keys, (), kt, base), p) for kt, p in key_throws]
        bust = _BUST if self.utility is None else self._worth(0)
        e = s = 0.0
        for code, p in plain:
            on_base = self._best_base(keys, base, 0, code)
            for on_keys, q in by_keys:
                if on_base is None:
                    v = on_keys if on_keys is not None else bust
                elif on_keys is None or _better(on_base, on_keys):
                    v = on_base
                else:
                    v = on_keys
                e += p * q * v.expected
                s += p * q * v.p_score
        value = Value(e, s)
        self._chance[(keys, base)] = value
        return value

    def _best_base(self, keys: tuple[int, ...], base: int, kept: int, left: int) -> Value | None:
        return _top(self.after(keys, base + a) for a in base_additions(kept, left))

    def _best_keys(self, keys: tuple[int, ...], kept: tuple[int, ...], left: tuple[int, ...],
                   base: int) -> Value | None:
        return _top(self.after(tuple(sorted(keys + a)), base) for a in key_additions(kept, left))

    # -- the engine's states --------------------------------------------------------
    def _choices(self, state: SBState) -> list[tuple[Action, Value]]:
        """Each way to finish the step now in play, as the action that does it at once."""
        keys, base, sb, sk, left, left_keys, complete = state.position_codes
        out: list[tuple[Action, Value]] = []
        if complete:
            out.append((ROLL, self.chance(keys, base)))
            if len(keys) == KEY_DICE:
                points = score_code(keys[0], keys[1], base)
                out.append((STOP, self._worth(points)))
        if not sk:
            for a in base_additions(sb, left):
                if a:
                    out.append((Keep(_base_dice(a)), self.after(keys, base + a)))
        if not sb:
            for ka in key_additions(sk, left_keys):
                if ka:
                    dice = tuple(die(f, DieKind.KEY) for f in ka)
                    out.append((Keep(dice), self.after(tuple(sorted(keys + ka)), base)))
        return out

    def value(self, state: GameState) -> Value:
        assert isinstance(state, SBState)
        if state.current_player() == CHANCE:
            return self.chance(state.key_faces_aside, state.base_aside_code)
        best = _top(v for _, v in self._choices(state))
        assert best is not None  # a decision always has a legal move (K2, K3)
        return best

    def action_values(self, state: GameState) -> list[tuple[Action, Value]]:
        """Each way to finish the step in play (rolls, stops and whole keeps), valued."""
        assert isinstance(state, SBState)
        if state.current_player() == CHANCE:
            return []
        return self._choices(state)

    def best(self, state: GameState) -> tuple[Action, Value]:
        choices = self.action_values(state)
        best = choices[0]
        for av in choices[1:]:
            if _better(av[1], best[1]):
                best = av
        return best

    def fresh_turn(self, n_players: int = 2) -> Value:
        return self.chance((), 0)


def _base_dice(code: int) -> tuple[Die, ...]:
    return tuple(die(f) for f in _FACES for _ in range((code >> FACE_SHIFT[f]) & 15))


assert FACE_UNIT[1] == 1 << FACE_SHIFT[1]
