"""A bot for Classic and Entrepreneurial Damn Straight.

It plays only moves from ``state.legal_actions()``, one at a time, in the way a
steady club player would:

- visits every bakery it may (E6), since a visit scores and cannot fail;
- after a throw it racks what it can, from the bank first (racking a thrown die
  whose face is banked would commit it in Entrepreneurial, E2), keeping the
  yeast back for a higher place in the straight, then swaps the yeast in and
  banks one die of each face the straight will need (C4, C6);
- then throws on while the next die it needs is banked (a free throw), and
  otherwise weighs the chance of a miss, (5/6)^n with n dice to throw, against
  what stopping would score; it takes a sure round win or a biscuit when none;
- after a miss it risks only a small biscuit (C8).

Deterministic: a state always gets the same move.
"""

from __future__ import annotations

from ..actions import RISK, ROLL, STOP, VISIT, Action, Rack, Source
from ..dice import Die, DieKind
from ..errors import IllegalActionError
from ..games.classic import SIX_LOAVES, ClassicState, bank_action

#: a biscuit up to this many points is risked after a miss
RISK_LIMIT = 16


class DamnStraightBot:
    def choose(self, state: ClassicState) -> Action:
        if not state.has_thrown or state.current_player() < 0:
            return self._turn_start(state)
        # After a throw the bot asks the state the parts of legal_actions() it
        # needs (legal_racks, may_stop, ...), never building the whole list.
        if state.missed:
            b = state.biscuit or 0
            if b <= RISK_LIMIT and state.may_risk() is None:
                return RISK
            return STOP if state.may_stop() is None else self._first_legal(state)
        racks: list[Rack] | None = None
        if not state.racked_in_step or _bakery_rack(state):
            racks = state.legal_racks()
            if racks:
                # C3: one die at least after every throw; a bakery grows die by die: rack what comes
                return _best_rack(racks, state)
        swap = state.legal_swap()
        if swap is not None:
            return swap  # C6: the yeast into the bank, the plain die thrown again
        bank = _bank_choice(state)
        if bank is not None:
            return bank
        may_roll = state.may_roll() is None
        if state.may_stop() is None and (not may_roll or self._should_stop(state)):
            # rack all that can be racked before stopping
            racks = state.legal_racks() if racks is None else racks
            return _best_rack(racks, state) if racks else STOP
        if may_roll:
            return ROLL  # banked dice stay banked: each gives a free throw
        racks = state.legal_racks() if racks is None else racks
        if racks:
            return _best_rack(racks, state)
        if state.may_risk() is None:
            return RISK
        return self._first_legal(state)

    @staticmethod
    def _turn_start(state: ClassicState) -> Action:
        """Before the turn's first throw: visit every bakery it may (E6), else throw."""
        acts = state.legal_actions()
        if not acts:
            raise IllegalActionError("the bot is asked to move where no move is legal", "A3")
        if VISIT in acts:
            return VISIT
        return ROLL if ROLL in acts else acts[0]

    @staticmethod
    def _first_legal(state: ClassicState) -> Action:
        acts = state.legal_actions()
        if not acts:
            raise IllegalActionError("the bot is asked to move where no move is legal", "A3")
        return acts[0]

    @staticmethod
    def _should_stop(state: ClassicState) -> bool:
        value = state.stop_points()
        if value <= 0:
            return False  # nothing to keep: throw on
        rnd = state.round
        seat = state.seat
        scores = rnd.scores
        mine = scores[seat] + value
        if mine >= SIX_LOAVES and all(mine - s > SIX_LOAVES for i, s in enumerate(scores) if i != seat):
            return True  # the round is clinched: courtesy says stop
        biscuit = rnd.biscuits[seat]
        if biscuit is None:
            return True  # take the first biscuit
        need = len(state.rack) + 1
        for d in state.bank:
            if d.face == need:
                return False  # a free throw
        n = len(state.thrown) + len(state.waiting)
        p_miss = (5 / 6) ** n
        loss = value + (biscuit if state.risked else 0)
        gain = value  # roughly: the next die doubles the rack
        return p_miss * loss > (1 - p_miss) * gain * 1.5


def _bank_choice(state: ClassicState) -> Action | None:
    """After racking, one die of each face the straight will need later goes to the bank (C4)."""
    if not state.racked_in_step and not state.risk_in_step:
        return None  # rack first (C3)
    thrown = state.thrown
    if len(thrown) + len(state.waiting) <= 1:
        return None
    rack = state.rack
    if rack and rack[0].face >= 2 and _one_face(rack):
        return None  # a bakery rack: dice are racked, not banked
    need = len(rack) + 1
    have = 0  # the faces banked, as bits
    for d in state.bank:
        have |= 1 << d.face
    for d in thrown:  # the first legal bank, in the order of legal_banks()
        face = d.face
        if face > need and not have >> face & 1 and state.may_bank(d) is None:
            return bank_action(d)
    return None


def _bakery_rack(state: ClassicState) -> bool:
    rack = state.rack
    if not rack:
        return False
    if rack[0].face < 2 and len(rack) < 2:
        return False
    return _one_face(rack)


def _one_face(rack: list[Die]) -> bool:
    """Whether every die of a (non-empty) rack shows one face; asked at most
    moves, so a loop rather than all() over a generator."""
    face = rack[0].face
    for d in rack:  # noqa: SIM110 (a generator costs more than the loop)
        if d.face != face:
            return False
    return True


def _best_rack(racks: list[Rack], state: ClassicState) -> Rack:
    return racks[0] if len(racks) == 1 else min(racks, key=lambda a: _rack_rank(a, state))


def _rack_rank(a: Rack, state: ClassicState) -> tuple[int, int, int]:
    d = a.dice[0]
    yeast = d.kind is DieKind.YEAST
    straight = d.face == len(state.rack) + 1
    # go on with the straight rather than turn a lone 1 into a 1-bakery; the yeast
    # racked late multiplies more, so keep it back while a plain die will do
    return (0 if straight or not state.rack else 1, 1 if yeast and d.face < 4 else 0, 0 if a.source is Source.BANK else 1)
