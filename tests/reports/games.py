"""Whole games played by the engine's bots with provably fair dice, as match records."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ROLL
from engine.bots import bot_for
from engine.dice import HmacDice
from engine.game import CHANCE
from engine.journal import Origin
from engine.match import Match
from engine.record import MatchRecord, from_json, to_record

EVENT = {"name": "Thursday <Club> & Night", "round": 2, "table": 5, "date": "2026-11-19"}


def bot_record(ruleset: str, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None,
               event: Mapping[str, Any] | None = EVENT, max_moves: int | None = None) -> MatchRecord:
    """A bots' game as a record (cut after ``max_moves`` moves for a game in progress)."""
    return from_json(bot_json(ruleset, players, seed, options, event, max_moves))


def bot_json(ruleset: str, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None,
             event: Mapping[str, Any] | None = EVENT, max_moves: int | None = None) -> dict[str, Any]:
    """A bots' game as record JSON (match-record.md)."""
    m = Match(ruleset, players, options, HmacDice.from_int(seed), event)
    while m.state is None:
        m.rolloff_throw()
    bots = [bot_for(ruleset) for _ in players]
    while not m.state.is_terminal() and (max_moves is None or len(m.moves) < max_moves):
        cp = m.state.current_player()
        action = None if cp == CHANCE else bots[cp].choose(m.state)
        if action is None or action == ROLL:  # a throw is one journal entry, its Roll implied
            m.throw(origin=Origin.BOT)
        else:
            m.apply(action, origin=Origin.BOT)
    return to_record(m)  # the seed only once the game is over
