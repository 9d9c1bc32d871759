"""The Six By 6 bot, which never has anything to choose.

Six By 6 has no decisions (S1): from a game's first throw to its end the state
is a chance node (``current_player()`` is CHANCE, ``legal_actions()`` is
empty) and the engine posts and scores every throw.  A simulation driver only
throws at chance nodes, so it never asks this bot anything; the class exists so
that every ruleset has a bot, and it refuses loudly if it is asked.
"""

from __future__ import annotations

from ..actions import Action
from ..errors import IllegalActionError
from ..game import GameState


class SixBy6Bot:
    """A bot for ``six-by-6``: :meth:`choose` is never legitimately called."""

    ruleset = "six-by-6"

    def choose(self, state: GameState) -> Action:
        """Refuse: a Six By 6 state never waits for a player (S1)."""
        raise IllegalActionError("Six By 6 has no decisions", "S1")
