"""A stored match played again from its rows: the setup (ruleset, players,
options, how it starts) and the journal entries in force.

This is the store's consistency check as well: every move must be legal where
it stands, and its seat and turn must be the ones the rules give.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import BakehouseError
from ..game import GameResult, GameState
from ..journal import EntryKind, Journal, JournalEntry
from ..rolloff import Rolloff
from ..rulesets import get_ruleset
from .db import StoreError


@dataclass(frozen=True)
class MatchSetup:
    """What a match row holds, as engine values."""

    ruleset: str
    players: tuple[str, ...]
    options: Mapping[str, Any] | None = None  # as given (None: a record left them out)
    rolloff: str = "listed"  # 'listed', 'empty' ("rolloff": []) or 'none' (no roll-off key)
    first_seat: int | None = None
    event: Mapping[str, Any] | None = None
    dice_scheme: str | None = None
    commitment: str | None = None
    seed: str | None = None

    def options_json(self) -> str | None:
        return None if self.options is None else json.dumps(dict(self.options), ensure_ascii=False)


@dataclass
class Played:
    """The match as its moves in force leave it."""

    setup: MatchSetup
    journal: Journal
    rolloff: Rolloff
    state: GameState | None  # None while the roll-off is undecided

    @property
    def finished(self) -> bool:
        return self.state is not None and self.state.is_terminal()

    def result(self) -> GameResult | None:
        return None if self.state is None else self.state.results()


def play(setup: MatchSetup, entries: Sequence[JournalEntry], *, where: str = "match") -> Played:
    """Replay ``entries``; a :class:`StoreError` names the first entry that does not fit."""
    try:
        journal = Journal.from_entries(entries)
    except BakehouseError as e:
        raise StoreError(f"{where}: {e}") from None
    ruleset = get_ruleset(setup.ruleset)
    n = len(setup.players)
    try:
        options = ruleset.make_options(dict(setup.options or {}), n)
    except BakehouseError as e:
        raise StoreError(f"{where}: {e}") from None
    rolloff = Rolloff(n, ruleset.rolloff)
    state: GameState | None = None
    if setup.rolloff != "listed":
        state = ruleset.new_state(n, options, setup.first_seat or 0)
    for entry in journal.in_force():
        try:
            if entry.kind is EntryKind.ROLLOFF:
                if setup.rolloff != "listed":
                    raise StoreError("a roll-off throw in a match without a roll-off")
                assert entry.rolloff is not None
                rolloff.add(entry.rolloff)
                if rolloff.winner is not None:
                    state = ruleset.new_state(n, options, rolloff.winner)
                continue
            if state is None:
                raise StoreError("a move before the roll-off decided who starts")
            if entry.seat != state.turn_player() or entry.turn != state.turn_serial:
                raise StoreError(
                    f"logged for seat {entry.seat}, turn {entry.turn}; the rules give seat "
                    f"{state.turn_player()}, turn {state.turn_serial}"
                )
            assert entry.action is not None
            state.apply(entry.action)
        except BakehouseError as e:
            raise StoreError(f"{where}, entry {entry.seq}: {e}") from None
    return Played(setup, journal, rolloff, state)


def new_state(setup: MatchSetup, first_seat: int) -> GameState:
    """The game's first state once ``first_seat`` is known."""
    ruleset = get_ruleset(setup.ruleset)
    n = len(setup.players)
    return ruleset.new_state(n, ruleset.make_options(dict(setup.options or {}), n), first_seat)
