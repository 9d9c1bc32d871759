"""A table's result as the tournament sees it: players in seat order, their places and
their game scores.

It comes from the engine's ``results()``: totals for Six By 6, Dire Straights and SB, and
rounds won for the Damn Straights (classic, entrepreneurial), whose running totals start
again every round.  Equal scores share a place.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from ..errors import InvalidInputError, phrase
from ..game import GameResult, GameState
from ..words import QT_TRANSLATE_NOOP
from .paper import PaperTurn

P = TypeVar("P", bound=Hashable)


def places_from_scores(scores: Sequence[float]) -> tuple[int, ...]:
    """1-based places by score, highest first; equal scores share a place."""
    return tuple(1 + sum(1 for u in scores if u > s) for s in scores)


@dataclass(frozen=True, slots=True)
class TableResult(Generic[P]):
    """One finished table: ``places`` 1-based (ties share), ``scores`` the game score;
    ``paper`` the turns of a game typed in from its paper scorepad (engine/tournament/paper.py:
    "result only", no throws), a column per player in the order of ``players``, else None."""

    players: tuple[P, ...]
    places: tuple[int, ...]
    scores: tuple[int, ...]
    paper: tuple[tuple[PaperTurn, ...], ...] | None = None

    def __post_init__(self) -> None:
        n = len(self.players)
        if n < 2:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a table result needs two or more players"))
        if len(set(self.players)) != n:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a player is listed twice at one table"))
        if len(self.places) != n or len(self.scores) != n:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a table result needs one place and one score for every player"))
        ordered = sorted(self.places)
        for i, pl in enumerate(ordered):
            # shared places: k players on place p, then the next place is p + k
            if pl != (ordered[i - 1] if i and pl == ordered[i - 1] else i + 1):
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "places %1 are not places at a table of %2"), list(self.places), n))
        if self.paper is not None and len(self.paper) != n:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a paper pad needs one column of turns for every player"))

    @classmethod
    def from_scores(cls, players: Sequence[P], scores: Sequence[int]) -> TableResult[P]:
        """The result only: places follow the scores (as an organizer types them in)."""
        return cls(tuple(players), places_from_scores(scores), tuple(scores))

    @classmethod
    def from_game(
        cls, players: Sequence[P], result: GameResult, rounds_won: Sequence[int] | None = None
    ) -> TableResult[P]:
        """From ``results()`` of a finished game; ``rounds_won``: the game's score for the table where it
        is not the totals (``GameState.table_scores``)."""
        if not result.finished:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "the game at this table is not finished"))
        if len(players) != len(result.totals):
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "the table's players and the game's seats differ in number"))
        if rounds_won is not None:
            scores = tuple(rounds_won)  # the winner is the one who reached the rounds to win
            return cls(tuple(players), places_from_scores(scores), scores)
        return cls(tuple(players), result.places, tuple(result.totals))

    @classmethod
    def from_state(cls, players: Sequence[P], state: GameState) -> TableResult[P]:
        """From a finished game state: places by its score for the table (``table_scores``: the
        rounds won in the Damn Straights, the totals elsewhere)."""
        return cls.from_game(players, state.results(), state.table_scores())

    @classmethod
    def from_paper(cls, players: Sequence[P], scores: Sequence[int],
                   turns: Sequence[Sequence[PaperTurn]]) -> TableResult[P]:
        """A game typed in from its paper pad (checked by ``paper.check_pad``): places follow
        the game's scores (rounds won for the Damn Straights), the turns are kept."""
        return cls(tuple(players), places_from_scores(scores), tuple(scores), tuple(tuple(c) for c in turns))

    @property
    def from_paper_pad(self) -> bool:
        """Typed in from a paper pad: the result only, no throws."""
        return self.paper is not None

    def place_of(self, player: P) -> int:
        return self.places[self.players.index(player)]
