"""A bot per ruleset, choosing among the state's legal actions like a person."""

from __future__ import annotations

from typing import Any, Protocol

from ..actions import Action
from ..errors import InvalidInputError


class Bot(Protocol):
    """Chooses a move for the state of its own ruleset (each bot narrows the state type)."""

    def choose(self, state: Any) -> Action: ...


def bot_for(ruleset_id: str) -> Bot:
    """A fresh bot for a ruleset (every ruleset has one)."""
    if ruleset_id in ("classic", "entrepreneurial"):
        from .damn_straight import DamnStraightBot

        return DamnStraightBot()
    if ruleset_id == "six-by-6":
        from .six_by_6 import SixBy6Bot

        return SixBy6Bot()
    if ruleset_id == "dire-straights":
        from .dire_straights import DireStraightsBot

        return DireStraightsBot()
    if ruleset_id == "sb":
        from .sb import SBBot

        return SBBot()
    raise InvalidInputError(f"no bot for ruleset {ruleset_id!r}")
