"""Whole bot matches logged through a journal: the archive the statistics
benchmark reads, the crash test's child, and tests of the roll log.

Throws come from one provably fair stream, decisions from the ruleset's bot;
each move goes through the match's journal, whose keeper (the match) checks
it by the rules before the recorder sees it (:mod:`engine.replayer`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..actions import Action, Roll, Throw
from ..bots import Bot, bot_for, play_bots
from ..dice import HmacDice, draw
from ..errors import InvalidInputError
from ..game import CHANCE, GameState
from ..journal import EntryKind, Journal, JournalEntry, Origin
from ..match import Match
from ..replayer import turn_of
from ..rulesets import get_ruleset
from ..words import QT_TRANSLATE_NOOP
from .replaying import MatchSetup

__all__ = ["bot_match", "bot_setup", "next_move", "play_into", "play_match"]

#: a Match played on by bots (engine.bots.play_bots): kept here under its old name
play_match = play_bots


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
    """Play the match to its end from where ``journal`` stands (a match's journal,
    such as :meth:`MatchLogger.journal`: the match keeps the state), yielding each
    entry once the journal accepted it.  Throws come from ``dice``."""
    match = journal.keeper
    if not isinstance(match, Match):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "bots play on a match's journal (one with its match as keeper)"))
    bots = [bot_for(setup.ruleset) for _ in setup.players]
    while not match.finished:
        state = match.state
        if state is None:
            faces = {s: dice.face() for s in match.rolloff.throwers()}
            yield journal.append(EntryKind.ROLLOFF, rolloff=faces, origin=Origin.APP, station=station, at=at)
            continue
        action, origin = next_move(state, bots[state.turn_player()], dice)
        turn, seat = turn_of(state, action)
        yield journal.append(EntryKind.MOVE, seat=seat, turn=turn, action=action, origin=origin,
                             station=station, at=at)


def bot_match(ruleset: str, players: tuple[str, ...], seed: int, *, at: str | None = None
              ) -> tuple[MatchSetup, list[JournalEntry], HmacDice]:
    """One whole bot match as its setup and journal entries."""
    dice = HmacDice.from_int(seed)
    setup = bot_setup(ruleset, players, dice)
    match = Match(setup.ruleset, players, setup.options)
    for _ in play_into(match.journal, setup, dice, at=at):
        pass
    return setup, list(match.journal), dice
