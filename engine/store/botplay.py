"""Whole bot matches logged through a journal: the archive the statistics
benchmark reads, the crash test's child, and tests of the roll log.

Throws come from one provably fair stream, decisions from the ruleset's bot;
each move is checked by the rules, then appended (so the recorder sees it)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..actions import Action, Roll, Throw
from ..bots import Bot, bot_for
from ..dice import HmacDice, draw
from ..game import CHANCE, GameState
from ..journal import EntryKind, Journal, JournalEntry, Origin
from ..match import Match
from ..rolloff import Rolloff
from ..rulesets import get_ruleset
from .replaying import MatchSetup, new_state


def bot_setup(ruleset: str, players: tuple[str, ...], dice: HmacDice | None = None,
              options: dict[str, Any] | None = None) -> MatchSetup:
    rs = get_ruleset(ruleset)
    opts = rs.options_dict(rs.make_options(options or {}, len(players)))
    return MatchSetup(rs.id, players, opts, "listed", None, None,
                      HmacDice.scheme if dice else None, dice.commitment if dice else None, None)


def next_move(state: GameState, bot: Bot, dice: HmacDice) -> tuple[Action, Origin]:
    """The next move: dice at a chance node, else the bot's choice (a choice to
    throw goes with the dice thrown, as one entry)."""
    if state.current_player() != CHANCE:
        action = bot.choose(state)
        if not isinstance(action, Roll):
            return action, Origin.BOT
    return Throw(draw(dice, state.chance_dice())), Origin.APP


def play_into(journal: Journal, setup: MatchSetup, dice: HmacDice, *, station: str | None = None,
              at: str | None = None) -> Iterator[JournalEntry]:
    """Play the match to its end from where ``journal`` stands (a fresh journal:
    from the roll-off), yielding each entry once the journal accepted it."""
    n = len(setup.players)
    rolloff = Rolloff(n, get_ruleset(setup.ruleset).rolloff)
    state: GameState | None = None
    bots = [bot_for(setup.ruleset) for _ in range(n)]
    while rolloff.winner is None:
        faces = {s: dice.face() for s in rolloff.throwers()}
        rolloff.add(faces)
        yield journal.append(EntryKind.ROLLOFF, rolloff=faces, origin=Origin.APP, station=station, at=at)
    state = new_state(setup, rolloff.winner)
    while not state.is_terminal():
        seat, turn = state.turn_player(), state.turn_serial
        action, origin = next_move(state, bots[seat], dice)
        state.apply(action)
        yield journal.append(EntryKind.MOVE, seat=seat, turn=turn, action=action, origin=origin,
                             station=station, at=at)


def bot_match(ruleset: str, players: tuple[str, ...], seed: int, *, at: str | None = None
              ) -> tuple[MatchSetup, list[JournalEntry], HmacDice]:
    """One whole bot match as its setup and journal entries."""
    dice = HmacDice.from_int(seed)
    setup = bot_setup(ruleset, players, dice)
    journal = Journal()
    for _ in play_into(journal, setup, dice, at=at):
        pass
    return setup, list(journal), dice


def play_match(match: Match, moves: int | None = None) -> int:
    """Play a :class:`engine.match.Match` on with bots and its own dice, as a table
    would (roll-off throws, throws, decisions), for ``moves`` entries or to the
    end; returns how many entries were made."""
    bots = [bot_for(match.ruleset.id) for _ in match.players]
    made = 0
    while not match.finished and (moves is None or made < moves):
        state = match.state
        if state is None:
            match.rolloff_throw()
        elif state.current_player() == CHANCE:
            match.throw()
        else:
            action = bots[state.current_player()].choose(state)
            if isinstance(action, Roll):
                match.throw()
            else:
                match.apply(action, origin=Origin.BOT)
        made += 1
    return made
