"""Whole games played by the engine's bots with provably fair dice, as match records."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.bots import bot_for
from engine.dice import HmacDice
from engine.game import CHANCE
from engine.match import Match
from engine.record import MatchRecord, from_json

EVENT = {"name": "Thursday <Club> & Night", "round": 2, "table": 5, "date": "2026-11-19"}


def bot_record(ruleset: str, players: Sequence[str], seed: int, options: Mapping[str, Any] | None = None,
               event: Mapping[str, Any] | None = EVENT, max_moves: int | None = None) -> MatchRecord:
    """A bots' game as a record (cut after ``max_moves`` moves for a game in progress)."""
    m = Match(ruleset, players, options, HmacDice.from_int(seed), event, stamp_times=False)
    while m.state is None:
        m.rolloff_throw()
    bots = [bot_for(ruleset) for _ in players]
    while not m.state.is_terminal() and (max_moves is None or len(m.moves) < max_moves):
        cp = m.state.current_player()
        if cp == CHANCE:
            m.throw()
        else:
            m.apply(bots[cp].choose(m.state))
    return from_json(m.to_record(reveal_seed=m.state.is_terminal()))
