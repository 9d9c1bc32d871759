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

from ..dice import DiceSource
from ..errors import BakehouseError, Phrase
from ..game import GameResult, GameState
from ..journal import Journal, JournalEntry
from ..match import Match
from ..rolloff import Rolloff
from .errors import StoreError, whole


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

    @property
    def start_seat(self) -> int | None:
        """The seat that starts without a roll-off; None when the roll-off decides."""
        return None if self.rolloff == "listed" else (self.first_seat or 0)

    def options_json(self) -> str | None:
        return None if self.options is None else json.dumps(dict(self.options), ensure_ascii=False)


@dataclass
class Played:
    """The match as its moves in force leave it."""

    setup: MatchSetup
    journal: Journal
    rolloff: Rolloff
    state: GameState | None  # None while the roll-off is undecided
    #: the match the entries make (None when built from a state alone)
    match: Match | None = None

    @property
    def finished(self) -> bool:
        return self.state is not None and self.state.is_terminal()

    def result(self) -> GameResult | None:
        return None if self.state is None else self.state.results()


def play(setup: MatchSetup, entries: Sequence[JournalEntry], *, where: str | Phrase = "match",
         dice: DiceSource | None = None, station: str | None = None) -> Played:
    """Replay ``entries`` through :meth:`engine.match.Match.from_journal` (every move
    in force checked against the rules, its seat and turn too); a
    :class:`StoreError` names the first entry that does not fit.  ``dice`` and
    ``station``: the match's, to play on at a table."""
    try:
        match = Match.from_journal(setup.ruleset, setup.players, dict(setup.options or {}), entries,
                                   event=setup.event, first_seat=setup.start_seat, dice=dice, station=station)
    except BakehouseError as e:
        raise StoreError(Phrase("%1: %2", (where, whole(e)))) from None
    return Played(setup, match.journal, match.rolloff, match.state, match)
