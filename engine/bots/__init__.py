"""A bot per ruleset, choosing among the state's legal actions like a person."""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from ..actions import Action
from ..errors import InvalidInputError


class Bot(Protocol):
    """Chooses a move for the state of its own ruleset (each bot narrows the state type)."""

    def choose(self, state: Any) -> Action: ...


def bot_for(ruleset_id: str) -> Bot:
    """A fresh bot for a ruleset: the one its registration names (``Ruleset.bot``)."""
    from ..rulesets import get_ruleset

    ruleset = get_ruleset(ruleset_id)
    module, _, name = ruleset.bot.partition(":")
    if not module or not name:
        raise InvalidInputError(f"no bot for ruleset {ruleset_id!r}")
    bot: Bot = getattr(importlib.import_module(module), name)()
    return bot
