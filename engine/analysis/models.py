"""The turn-state key of each game the solver supports: the state of the turn only,
read from the game state, so that two states with the same key have the same rest
of the turn (same legal actions, same chances, same points at the end).

A key must also bound the states: a turn that can go on for ever needs a cap,
given here as :attr:`TurnModel.forced_stop` (a state past the cap may only stop).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from ..actions import STOP, Action
from ..errors import InvalidInputError
from ..game import CHANCE, GameState, TurnEnd
from ..games.dire_straights import DireStraightsState
from ..games.sb import SBState


@dataclass(frozen=True, slots=True)
class Edge:
    """A chance outcome (``weight``: its probability) or an action (``action``); the
    turn state it leads to, or None with the turn over, ``points`` scored and its ``end``."""

    weight: float
    action: Action | None
    child: Hashable | None
    points: int
    end: TurnEnd | None


class TurnModel(Protocol):
    @property
    def reshapes(self) -> bool:
        """Whether states of different keys share a shape (:meth:`shape`)."""
        ...

    def key(self, state: GameState) -> Hashable: ...

    def shape(self, key: Hashable) -> Hashable:
        """What decides a state's edges but for :meth:`move` (the key itself unless the model reshapes)."""
        ...

    def move(self, edge: Edge, key: Hashable) -> Edge:
        """An edge of another state of the same shape, as it is from the state of ``key``."""
        ...

    def actions(self, state: GameState) -> list[Action]:
        """The actions the solver weighs at a decision node (the legal ones, or fewer
        past a cap)."""
        ...


#: Dire Straights: completed 1-6s from which the solver only stops (D4).  With 12
#: completed, 360 points are at stake and the next throw busts with a chance of at
#: least 1/36 or so; going on can gain at most a few dozen points (tests check that
#: the best play already stops everywhere one below the cap, so the cap changes nothing).
DIRE_CAP = 12


@dataclass(frozen=True)
class DireModel:
    """Dire Straights (D1-D6): the run set aside, the 1-6s completed, whether the
    dice are to be thrown; with four twos (D6) the player's total, which the turn
    loses on four 2s.  The rest of a turn depends on nothing else."""

    four_twos: bool
    #: states that differ only by the player's total have the same edges (D6 moves their points)
    reshapes: bool = True

    def shape(self, key: Hashable) -> Hashable:
        assert isinstance(key, tuple)
        return key[:3]

    def move(self, edge: Edge, key: Hashable) -> Edge:
        """D6: four 2s cost the player's own total; the rest of the turn does not see it."""
        assert isinstance(key, tuple)
        total = key[3]
        if edge.child is not None:
            child = edge.child
            assert isinstance(child, tuple)
            return replace(edge, child=(*child[:3], total))
        if edge.end is TurnEnd.FOUR_TWOS:
            return replace(edge, points=-total)
        return edge

    def key(self, state: GameState) -> Hashable:
        assert isinstance(state, DireStraightsState)
        total = state.totals[state.seat] if self.four_twos else 0
        return (state.current_player() == CHANCE, state.run_length, state.completed, total)

    def actions(self, state: GameState) -> list[Action]:
        assert isinstance(state, DireStraightsState)
        if state.completed >= DIRE_CAP:
            return [STOP]
        return state.legal_actions()


@dataclass(frozen=True)
class SBModel:
    """SB (K1-K5) one die at a time, as the engine plays it: the keys and base dice aside,
    and within a step what it kept and what the throw has left.  Exact but large for a
    whole turn; the solver of SB is the compact model of engine/analysis/sb.py, which the
    tests check against this one on the states near a turn's end."""

    reshapes: bool = False

    def shape(self, key: Hashable) -> Hashable:
        return key

    def move(self, edge: Edge, key: Hashable) -> Edge:
        return edge

    def key(self, state: GameState) -> Hashable:
        assert isinstance(state, SBState)
        if state.current_player() == CHANCE:
            return (True, state.key_faces_aside, state.base_aside_code)
        return (False, *state.position_codes[:6])

    def actions(self, state: GameState) -> list[Action]:
        return state.legal_actions()


def model_for(ruleset_id: str, options: Any) -> TurnModel:
    if ruleset_id == "dire-straights":
        return DireModel(bool(options.four_twos))
    if ruleset_id == "sb":
        return SBModel()
    raise InvalidInputError(
        f"decision analysis does not cover {ruleset_id} yet (issue 24): the turn-graph solver plays dire-straights and sb only"
    )
