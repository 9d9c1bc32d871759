"""Exact turn values of Classic and Entrepreneurial Damn Straight (C1-C10, E1-E7),
by a compact model of the turn that tests check against the engine move by move
(tests/analysis/test_damn_straight_values.py).

The engine plays a turn one die at a time (a rack, a bank or a swap of one die,
a risk, a stop, a roll, a throw).  The model plays the very same moves, but on a
small hashable key instead of a game state:

- a decision: the rack (its faces in the order racked, and the yeast's face if
  the yeast is racked), the bank and the dice of the throw still in front of the
  player (each as plain counts per face and the yeast's face, 0 for none), the
  plain dice waiting after a yeast swap (C6: only their number matters, they are
  thrown next), whether a die was racked since the throw, whether the throw
  missed, whether the biscuit was risked in this step and in this turn;
- a throw: the rack, the bank, how many dice are thrown, whether the yeast is
  among them, and whether the biscuit was risked.

Dice of one kind and face are interchangeable, so the key is the multiset of
each place, not a list: that is all the symmetry reduction the rules allow (the
faces of banked dice matter through the yeast swap and, in Entrepreneurial,
through commitment, E2).  The biscuit B (None: no biscuit) is fixed for a table:
it is the same for a whole turn (C10), and a lost biscuit counts as -B.

Every step of a turn racks a die, but for the one step after a risk (C8), so a
turn has at most seven throws and the values are a plain memoised recursion
(no loops: no value iteration).  Dice that leave the box (C14) are chance, not
a choice: the model never weighs an ``out`` but values the states after one.
"""

from __future__ import annotations

import itertools
import math
import os
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..actions import RISK, ROLL, STOP, VISIT, Action, Bank, Rack, Source, Swap
from ..dice import DieKind, die
from ..game import CHANCE, GameState
from ..games.classic import LOAF, PERMISSIVE, ClassicState
from ..games.entrepreneurial import EntrepreneurialState
from .cache import read_table, write_table
from .value import TIE, Value

#: counts of plain dice per face as one number, three bits a face: face f's count is
#: ``code >> 3 * f & 7`` (adding a die of face f adds ``1 << 3 * f``)
Counts = int
#: a decision: (rack, ryeast, bank, byeast, hand, hyeast, waiting, racked, missed, risk_in_step, risked)
Decision = tuple[tuple[int, ...], int, Counts, int, Counts, int, int, bool, bool, bool, bool]
#: a throw: (rack, ryeast, bank, byeast, n dice, yeast among them, risked)
Throw_ = tuple[tuple[int, ...], int, Counts, int, int, bool, bool]
Key = Decision | Throw_
#: where a move leads: the turn's points (int), a decision, or a throw
Target = int | Decision | Throw_

_FACES = (1, 2, 3, 4, 5, 6)
_ZERO: Counts = 0
_UNIT = {f: 1 << 3 * f for f in _FACES}
_N: dict[int, int] = {}
_PRESENT: dict[int, int] = {}


def _n(c: Counts) -> int:
    """How many dice ``c`` counts."""
    n = _N.get(c)
    if n is None:
        n = _N[c] = sum(c >> 3 * f & 7 for f in _FACES)
    return n


def _present(c: Counts) -> int:
    """The faces ``c`` counts at least once, as bits ``1 << face``."""
    bits = _PRESENT.get(c)
    if bits is None:
        bits = _PRESENT[c] = sum(1 << f for f in _FACES if c >> 3 * f & 7)
    return bits


def _kind(yeast: bool) -> DieKind:
    return DieKind.YEAST if yeast else DieKind.PLAIN


#: the one-die actions, built once: (face, yeast) -> action
_RACK_THROW = {(f, y): Rack((die(f, _kind(y)),), Source.THROW) for f in _FACES for y in (False, True)}
_RACK_BANK = {(f, y): Rack((die(f, _kind(y)),), Source.BANK) for f in _FACES for y in (False, True)}
_BANK = {(f, y): Bank((die(f, _kind(y)),)) for f in _FACES for y in (False, True)}


def _at(c: Counts, f: int) -> int:
    return c >> 3 * f & 7
#: a pair (expected points, chance of scoring more than zero)
Pair = tuple[float, float]


def _better(a: Pair, b: Pair) -> bool:
    """More points, or equal points (within TIE) and a higher chance of scoring."""
    if a[0] > b[0] + TIE:
        return True
    return a[0] >= b[0] - TIE and a[1] > b[1]


@lru_cache(maxsize=16)
def throws(n: int, yeast: bool) -> tuple[tuple[Counts, int, float], ...]:
    """Every throw of ``n`` dice (the yeast among them or not): plain counts, the
    yeast's face (0: not thrown) and the probability."""
    plain = n - 1 if yeast else n
    out = []
    for faces in itertools.combinations_with_replacement(_FACES, plain):
        counts = [0] * 7
        for f in faces:
            counts[f] += 1
        ways = math.factorial(plain)
        for c in counts:
            ways //= math.factorial(c)
        p = ways / 6**plain
        c7: Counts = sum(counts[f] << 3 * f for f in _FACES)
        if yeast:
            for y in _FACES:
                out.append((c7, y, p / 6))
        else:
            out.append((c7, 0, p))
    return tuple(out)


def straight_value(rack: tuple[int, ...], ryeast: int) -> int:
    """C1 (C2: the baker's dozen scores 13)."""
    if not rack:
        return 0
    value = (1 << (len(rack) - 1)) * (ryeast or 1)
    return 13 if value == 12 and len(rack) == 3 else value


#: the version of the model's rules and keys: a cached table of another version is built again
MODEL_VERSION = 2
#: the folder of cached tables, instead of the platform's cache folder (tests; "off": no cache)
CACHE_ENV = "BAKEHOUSE_ANALYSIS_CACHE"


def cache_dir() -> Path | None:
    """Where tables are cached: ``platformdirs.user_cache_dir("Bakehouse")/analysis``,
    or the folder named by :data:`CACHE_ENV` (``off``: nowhere)."""
    given = os.environ.get(CACHE_ENV)
    if given == "off":
        return None
    if given:
        return Path(given)
    import platformdirs

    return Path(platformdirs.user_cache_dir("Bakehouse", appauthor=False)) / "analysis"


@dataclass
class DamnStraightTurn:
    """One table: the turn values of one ruleset, options and biscuit."""

    bakeries: bool
    permissive: bool
    biscuit: int | None
    #: the values of throws, and of decisions (these forgotten after a build, :meth:`trim`)
    _values: dict[Throw_, Pair] = field(default_factory=dict)
    _decisions: dict[Decision, Pair] = field(default_factory=dict)
    _moves: dict[Decision, list[tuple[Action, Target]]] = field(default_factory=dict)
    #: how the table came: "built" (and in how many seconds) or "cached"
    origin: str = ""

    #: decision states valued when the table was built
    decision_states: int = 0

    @property
    def size(self) -> int:
        """Throw states valued (the table kept, and cached)."""
        return len(self._values)

    @property
    def decisions_known(self) -> int:
        """Decision states valued and not yet forgotten (:meth:`trim`)."""
        return len(self._decisions)

    # -- the cache on disk: the values of the throws (a decision's value is its step, played
    #    down to the throws that follow it: a few dozen keys) -------------------------------------
    def file_name(self) -> str:
        game = "entrepreneurial" if self.bakeries else "classic"
        risking = "permissive" if self.permissive else "strict"
        biscuit = "none" if self.biscuit is None else str(self.biscuit)
        return f"{game}-{risking}-biscuit-{biscuit}-v{MODEL_VERSION}.json"

    def load_or_build(self) -> None:
        """Every throw of a turn from its start valued: read from the cache, or built and cached
        (written atomically; a cache that cannot be read or written is built again, silently)."""
        folder = cache_dir()
        path = folder / self.file_name() if folder is not None else None
        if path is not None and self._load(path):
            self.origin = "cached"
            return
        t0 = time.perf_counter()
        self.fresh()
        self.origin = f"built in {time.perf_counter() - t0:.1f} s"
        self.decision_states = len(self._decisions)
        self.trim()
        if path is not None:
            rows = [[list(k[0]), k[1], k[2], k[3], k[4], int(k[5]), int(k[6]), v[0], v[1]]
                    for k, v in self._values.items()]
            write_table(path, self.model(), rows)  # checked by its checksum when read (.cache)

    def model(self) -> str:
        """The model and its version, as the cache's checksum covers them."""
        return self.file_name().removesuffix(".json")

    def _load(self, path: Path) -> bool:
        rows = read_table(path, self.model())
        if rows is None:
            return False
        try:
            values: dict[Throw_, Pair] = {}
            for rack, ry, bank, by, n, y, risked, e, p in rows:
                key: Throw_ = (tuple(int(f) for f in rack), int(ry), int(bank), int(by), int(n), bool(y), bool(risked))
                values[key] = (float(e), float(p))
        except (OSError, ValueError, TypeError, IndexError):
            return False
        if self._fresh_key() not in values:
            return False
        self._values.update(values)
        return True

    @staticmethod
    def _fresh_key() -> Throw_:
        return ((), 0, _ZERO, 0, 6, True, False)

    # -- the rules on keys (C3-C9, E1-E7), as engine/games/classic.py and entrepreneurial.py --
    def _committed(self, rack: tuple[int, ...], bank: Counts, byeast: int) -> bool:
        """E2: rack and bank together hold two dice of one face."""
        if not self.bakeries:
            return False
        seen = [0] * 7
        for f in rack:
            seen[f] += 1
        for f in _FACES:
            seen[f] += _at(bank, f)
        if byeast:
            seen[byeast] += 1
        return max(seen) >= 2

    def _mask(self, rack: tuple[int, ...], bank: Counts, byeast: int, hand: Counts, hyeast: int) -> int:
        """The faces a die racked next may show, as bits (C3; E1, E2)."""
        if not self.bakeries:
            return 2 << len(rack)
        if not rack:
            mask = 2
            for k in (2, 3, 4, 5, 6):
                if _at(bank, k) + _at(hand, k) + (byeast == k) + (hyeast == k) >= k:
                    mask |= 1 << k
            return mask
        single = rack[0] if all(f == rack[0] for f in rack) else 0
        if single and (single >= 2 or len(rack) >= 2):
            return 1 << single
        mask = 2 if single == 1 else 0
        if not self._committed(rack, bank, byeast):
            mask |= 2 << len(rack)
        return mask

    def _can_rack(self, rack: tuple[int, ...], bank: Counts, byeast: int, hand: Counts, hyeast: int) -> bool:
        mask = self._mask(rack, bank, byeast, hand, hyeast)
        return bool(mask & (_present(bank) | _present(hand) | 1 << byeast | 1 << hyeast) & ~1)

    def _incomplete_start(self, rack: tuple[int, ...]) -> int:
        """E1: the face of a k-bakery start racked with fewer than k dice, else 0."""
        if not self.bakeries or not rack:
            return 0
        face = rack[0]
        if face < 2 or len(rack) >= face:
            return 0
        return face if all(f == face for f in rack) else 0

    def _stop_points(self, rack: tuple[int, ...], ryeast: int, bank: Counts, byeast: int, last_yeast: bool) -> int:
        """What a stop (or a full rack, C9) scores: E3 a bakery, E2 0 when committed, else C1/C2."""
        if self.bakeries:
            if len(rack) == 6 and all(f == rack[0] for f in rack):
                face = rack[0]
                return face * LOAF + (LOAF if last_yeast and face != 6 else 0)
            if self._committed(rack, bank, byeast):
                return 0
        return straight_value(rack, ryeast)

    def _lost(self) -> int:
        return -(self.biscuit or 0)

    # -- moves ---------------------------------------------------------------------------
    def moves(self, key: Decision) -> list[tuple[Action, Target]]:
        """Every move the engine allows at this decision (but ``out``, C14), and where it leads,
        in the engine's order: racks, banks, the swap, risk, stop, roll."""
        memo = self._moves.get(key)
        if memo is None:
            memo = self._moves[key] = self._all_moves(key)
        return memo

    def _all_moves(self, key: Decision) -> list[tuple[Action, Target]]:
        return self._racks(key) + self._banks(key) + self._swap(key) + self._ends(key)

    def _racks(self, key: Decision) -> list[tuple[Action, Target]]:
        """C3, E1: one die racked, from the throw, then from the bank."""
        rack, ryeast, bank, byeast, hand, hyeast, waiting, _, missed, risk_step, risked = key
        out: list[tuple[Action, Target]] = []
        if missed or risk_step:
            return out
        mask = self._mask(rack, bank, byeast, hand, hyeast)
        for source in (Source.THROW, Source.BANK):
            counts, y = (hand, hyeast) if source is Source.THROW else (bank, byeast)
            for f in _FACES:
                if not mask >> f & 1:
                    continue
                for yeast in (False, True):
                    if (y != f) if yeast else not counts >> 3 * f & 7:
                        continue
                    new_rack = rack + (f,)
                    new_ry = f if yeast else ryeast
                    nh, nhy, nb, nby = hand, hyeast, bank, byeast
                    if source is Source.THROW:
                        nh, nhy = (hand, 0) if yeast else (hand - _UNIT[f], hyeast)
                    else:
                        nb, nby = (bank, 0) if yeast else (bank - _UNIT[f], byeast)
                    action = (_RACK_THROW if source is Source.THROW else _RACK_BANK)[(f, yeast)]
                    if len(new_rack) == 6:  # C9: a full rack ends the turn
                        out.append((action, self._stop_points(new_rack, new_ry, nb, nby, yeast)))
                        continue
                    child: Decision = (new_rack, new_ry, nb, nby, nh, nhy, waiting, True, False, False, risked)
                    out.append((action, self._after_move(child)))
        return out

    def _banks(self, key: Decision) -> list[tuple[Action, Target]]:
        """C4: one die of the throw banked."""
        rack, ryeast, bank, byeast, hand, hyeast, waiting, racked, missed, risk_step, risked = key
        out: list[tuple[Action, Target]] = []
        present = _present(hand) | (1 << hyeast if hyeast else 0)
        for f in _FACES:
            if not present >> f & 1:
                continue
            for yeast in (False, True):
                if (hyeast != f) if yeast else not hand >> 3 * f & 7:
                    continue
                nh, nhy = (hand, 0) if yeast else (hand - _UNIT[f], hyeast)
                nb, nby = (bank, f) if yeast else (bank + _UNIT[f], byeast)
                if not self._may_bank(key, nh, nhy, nb, nby):
                    continue
                child: Decision = (rack, ryeast, nb, nby, nh, nhy, waiting, racked, missed, risk_step, risked)
                out.append((_BANK[(f, yeast)], self._after_move(child)))
        return out

    def _swap(self, key: Decision) -> list[tuple[Action, Target]]:
        """C6 (and E1: not when it leaves a bakery start too few dice)."""
        rack, ryeast, bank, byeast, hand, hyeast, waiting, racked, missed, risk_step, risked = key
        f = hyeast
        if not f or not _at(bank, f) or (missed and (risked or self.biscuit is None)):
            return []
        nb = bank - _UNIT[f]
        if not (racked or missed or risk_step or self._can_rack(rack, nb, f, hand, 0)):
            return []
        if self._incomplete_start(rack) == f and len(rack) + _at(hand, f) + _at(bank, f) < f:
            return []
        child: Decision = (rack, ryeast, nb, f, hand, 0, waiting + 1, racked, missed, risk_step, risked)
        return [(Swap(f), self._after_move(child))]

    def _ends(self, key: Decision) -> list[tuple[Action, Target]]:
        """C8 risk, C7 stop (E1, E2, E7), C5 roll (E1)."""
        rack, ryeast, bank, byeast, hand, hyeast, waiting, racked, missed, risk_step, risked = key
        out: list[tuple[Action, Target]] = []
        can_risk_now = self.biscuit is not None and not risked
        to_throw = _n(hand) + (1 if hyeast else 0) + waiting
        if can_risk_now and (missed or (self.permissive and not racked)) and to_throw:
            out.append((RISK, (rack, ryeast, bank, byeast, hand, hyeast, waiting, racked, False, True, True)))
        start = self._incomplete_start(rack)
        if missed:
            if can_risk_now:
                out.append((STOP, 0))
        elif not risk_step and racked and not start and not (risked and self._committed(rack, bank, byeast)):
            out.append((STOP, self._stop_points(rack, ryeast, bank, byeast, False)))
        if (risk_step or racked) and to_throw and not start:
            out.append((ROLL, (rack, ryeast, bank, byeast, to_throw, bool(hyeast), risked)))
        return out

    def _may_bank(self, key: Decision, nh: Counts, nhy: int, nb: Counts, nby: int) -> bool:
        rack, _, _, _, _, _, waiting, racked, missed, risk_step, risked = key
        if racked and not missed and not risk_step:
            return True
        if missed and not ((self.biscuit is not None and not risked) or risk_step):
            return False
        if risk_step and not _n(nh) and not nhy and not waiting:
            return False  # C8: after a risk a die must be left to throw
        # C3: not nothing left to rack before racking from this throw
        return missed or risk_step or racked or self._can_rack(rack, nb, nby, nh, nhy)

    def _after_move(self, child: Decision) -> Target:
        """E7: committed after a risk, no die to throw and nothing to rack is a miss."""
        rack, _, bank, byeast, hand, hyeast, waiting, _, _, _, risked = child
        if (
            self.bakeries
            and risked
            and not _n(hand) and not hyeast and not waiting
            and self._committed(rack, bank, byeast)
            and not self._can_rack(rack, bank, byeast, _ZERO, 0)
            and not self._incomplete_start(rack)
        ):
            return self._lost()
        return child

    def after_throw(self, key: Throw_, hand: Counts, hyeast: int) -> Target:
        """C3, C9: the decision after a throw, or the turn's points when its miss ends it."""
        rack, ryeast, bank, byeast, _, _, risked = key
        missed = not self._can_rack(rack, bank, byeast, hand, hyeast)
        if missed and (self.biscuit is None or risked):
            return self._lost() if risked else 0
        return (rack, ryeast, bank, byeast, hand, hyeast, 0, False, missed, False, risked)

    # -- values ------------------------------------------------------------------------------
    def value(self, target: Target) -> Pair:
        if isinstance(target, int):
            return (float(target), 1.0 if target > 0 else 0.0)
        if len(target) == 7:
            memo = self._values.get(target)
            if memo is not None:
                return memo
            e = p = 0.0
            for hand, hy, w in throws(target[4], target[5]):
                v = self.value(self.after_throw(target, hand, hy))
                e += w * v[0]
                p += w * v[1]
            value = (e, p)
            self._values[target] = value
            return value
        memo = self._decisions.get(target)
        if memo is not None:
            return memo
        best: Pair | None = None
        for _, child in self._all_moves(target):  # each decision is valued once: no memo of its moves
            v = self.value(child)
            if best is None or _better(v, best):
                best = v
        assert best is not None, target  # the engine always leaves a move (C7, C8)
        self._decisions[target] = best
        return best

    def trim(self, keep: int = 0) -> None:
        """Forget the decisions' values and moves when more than ``keep`` are known (memory:
        a decision is valued again from the throws after it, a step's worth of keys)."""
        if len(self._decisions) > keep:
            self._decisions.clear()
            self._moves.clear()

    def fresh(self) -> Pair:
        return self.value(self._fresh_key())


def _counts(dice: Any) -> tuple[Counts, int]:
    c = y = 0
    for d in dice:
        if d.kind is DieKind.YEAST:
            y = d.face
        else:
            c += _UNIT[d.face]
    return c, y


def key_of(state: ClassicState) -> Key:
    """The model's key of an engine state in a turn in play (after its first throw, or at a throw)."""
    rack = tuple(d.face for d in state.rack)
    ryeast = next((d.face for d in state.rack if d.kind is DieKind.YEAST), 0)
    bank, byeast = _counts(state.bank)
    if state.current_player() == CHANCE:
        return (rack, ryeast, bank, byeast, state.dice_to_throw(), not state.yeast_out_of_play, state.risked)
    return decision_key(state)


def decision_key(state: ClassicState) -> Decision:
    """The model's key of an engine state at a decision after a throw."""
    rack = tuple(d.face for d in state.rack)
    ryeast = next((d.face for d in state.rack if d.kind is DieKind.YEAST), 0)
    bank, byeast = _counts(state.bank)
    hand, hyeast = _counts(state.thrown)
    return (rack, ryeast, bank, byeast, hand, hyeast, len(state.waiting), state.racked_in_step > 0,
            state.missed, state.risk_in_step, state.risked)


#: decisions valued that a table keeps between questions (a few dozen turns' worth)
_KEEP = 50_000


@dataclass
class DamnStraightSolver:
    """The solver of :mod:`engine.analysis.solver`'s interface for both Damn Straights:
    one table per biscuit, built as states are asked for."""

    ruleset_id: str
    options: Any
    _tables: dict[int | None, DamnStraightTurn] = field(default_factory=dict)

    def table(self, biscuit: int | None) -> DamnStraightTurn:
        t = self._tables.get(biscuit)
        if t is None:
            t = DamnStraightTurn(self.ruleset_id == "entrepreneurial",
                                 self.options.biscuit_risking == PERMISSIVE, biscuit)
            t.load_or_build()
            self._tables[biscuit] = t
        return t

    @property
    def size(self) -> int:
        return sum(t.size for t in self._tables.values())

    @staticmethod
    def _visits(state: ClassicState) -> int | None:
        """E6: the loaves of the visit open before the turn's first throw, if any."""
        if isinstance(state, EntrepreneurialState) and not state.has_thrown and state.current_player() >= 0:
            open_ = state.visitable()
            return open_[0] if open_ else None
        return None

    def value(self, state: GameState) -> Value:
        assert isinstance(state, ClassicState)
        if self._visits(state) is not None:
            return self.best(state)[1]  # E6: the better of visiting and throwing
        t = self.table(state.biscuit)
        value = t.value(key_of(state))
        t.trim(_KEEP)
        return _value(value)

    def _choices(self, state: ClassicState) -> list[tuple[Action, Pair]]:
        t = self.table(state.biscuit)
        loaves = self._visits(state)
        if loaves is not None:
            return [(VISIT, (float(loaves * LOAF), 1.0)), (ROLL, t.fresh())]
        key = decision_key(state)
        out = [(a, t.value(child)) for a, child in t.moves(key)]
        t.trim(_KEEP)
        return out

    def action_values(self, state: GameState) -> list[tuple[Action, Value]]:
        """Every move but ``out`` (C14), valued; none at a throw."""
        assert isinstance(state, ClassicState)
        if state.current_player() == CHANCE:
            return []
        return [(a, _value(v)) for a, v in self._choices(state)]

    def best(self, state: GameState) -> tuple[Action, Value]:
        assert isinstance(state, ClassicState)
        choices = self._choices(state)
        best = choices[0]
        for av in choices[1:]:
            if _better(av[1], best[1]):
                best = av
        return best[0], _value(best[1])

    def fresh_turn(self, n_players: int = 2, biscuit: int | None = None) -> Value:
        """A fresh turn's value with ``biscuit`` (None: no biscuit, C10) not yet risked."""
        return _value(self.table(biscuit).fresh())


def _value(pair: Pair) -> Value:
    return Value(pair[0], pair[1])
