"""A bot per ruleset, choosing among the state's legal actions like a person."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Protocol

from ..actions import Action
from ..errors import InvalidInputError

if TYPE_CHECKING:
    from ..match import Match


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


def bot_move(match: Match, bot: Bot) -> None:
    """One entry of a bot game, as a table makes it: a roll-off throw, the throw the
    rules say is thrown now, or ``bot``'s decision (a roll it chooses is the match's own
    throw).  The one step every bot game is played by: :func:`play_bots`, and a bot's
    seat at the practice table (the basic bot and the expert alike)."""
    from ..game import CHANCE

    state = match.state
    if state is None:
        match.rolloff_throw()
    elif state.current_player() == CHANCE:
        match.throw()
    else:
        bot_apply(match, bot.choose(state))


def bot_apply(match: Match, action: Action) -> None:
    """A bot's decision made at the table: a roll it chooses is the match's own throw, any other
    action goes into the journal as the bot's (the app's bot seats think off the UI thread, then
    apply here)."""
    from ..actions import Roll
    from ..journal import Origin

    if isinstance(action, Roll):
        match.throw()
    else:
        match.apply(action, origin=Origin.BOT)


def play_bots(match: Match, moves: int | None = None) -> int:
    """Play a :class:`engine.match.Match` on with its ruleset's bot in every seat and
    the match's own dice, as a table would (roll-off throws, throws, decisions),
    for ``moves`` entries or to the end; returns how many entries were made.

    The one way a bot game is played: the simulator's records, the store's bot
    matches and the benchmarks all come through here and the match's journal."""
    from ..game import CHANCE

    bots = [bot_for(match.ruleset.id) for _ in match.players]
    made = 0
    while not match.finished and (moves is None or made < moves):
        state = match.state
        seat = 0 if state is None or state.current_player() == CHANCE else state.current_player()
        bot_move(match, bots[seat])
        made += 1
    return made
