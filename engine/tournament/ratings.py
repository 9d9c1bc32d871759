"""Ratings per member per ruleset with openskill's Plackett-Luce model (multiplayer ranks
with ties, about 40 microseconds an update), updated from every finished table in the
order played.  History is kept; after a correction the book is recomputed from the matches,
so a changed result moves every rating after it.

The figure players see, everywhere (issue 29: the Standings page, the Members page, a member's
rating chart, the projector, the PDFs and the command line), is the conservative rating
:func:`ordinal`, mu - 3 sigma: the skill the player is very likely above.  It starts at 0,
rises as the player wins and as their results make the estimate surer.  It is printed by
:func:`rating_text` (one decimal) and, where the uncertainty is shown, beside sigma as
:func:`uncertainty_text` ("± 8.0").
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from openskill.models import PlackettLuce

from .results import TableResult

P = TypeVar("P", bound=Hashable)

MU = 25.0
SIGMA = MU / 3


def ordinal(mu: float, sigma: float) -> float:
    """The conservative rating shown and sorted by: mu - 3 sigma (openskill's ordinal)."""
    return mu - 3 * sigma


def rating_text(value: float) -> str:
    """A rating (an :func:`ordinal`) as every screen and page prints it: one decimal ("11.7")."""
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


def uncertainty_text(sigma: float) -> str:
    """A rating's uncertainty (sigma) beside it: "± 8.0"."""
    return f"± {sigma:.1f}"


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float = MU
    sigma: float = SIGMA

    @property
    def ordinal(self) -> float:
        """The conservative skill shown and sorted by: mu - 3 sigma."""
        return ordinal(self.mu, self.sigma)


@dataclass(frozen=True, slots=True)
class RatedMatch(Generic[P]):
    """A finished table in play order: ``order`` sorts matches (round, table, time...)."""

    order: tuple[int, ...]
    ruleset: str
    result: TableResult[P]


@dataclass(frozen=True, slots=True)
class RatingChange(Generic[P]):
    order: tuple[int, ...]
    ruleset: str
    player: P
    before: Rating
    after: Rating


class RatingBook(Generic[P]):
    """Current ratings and their history, built by playing matches in order."""

    def __init__(self) -> None:
        self._model = PlackettLuce(mu=MU, sigma=SIGMA)
        self.current: dict[tuple[P, str], Rating] = {}
        self.history: list[RatingChange[P]] = []

    def rating(self, player: P, ruleset: str) -> Rating:
        return self.current.get((player, ruleset), Rating())

    def ordinals(self, ruleset: str) -> dict[P, float]:
        return {p: r.ordinal for (p, rs), r in self.current.items() if rs == ruleset}

    def apply(self, match: RatedMatch[P]) -> None:
        res = match.result
        before = [self.rating(q, match.ruleset) for q in res.players]
        teams = [[self._model.rating(mu=b.mu, sigma=b.sigma)] for b in before]
        rated = self._model.rate(teams, ranks=[float(p) for p in res.places])
        for q, b, team in zip(res.players, before, rated, strict=True):
            after = Rating(team[0].mu, team[0].sigma)
            self.current[q, match.ruleset] = after
            self.history.append(RatingChange(match.order, match.ruleset, q, b, after))

    @classmethod
    def from_matches(cls, matches: Iterable[RatedMatch[P]]) -> RatingBook[P]:
        """Every rating recomputed from the matches, in play order."""
        book: RatingBook[P] = cls()
        for m in sorted(matches, key=lambda m: m.order):
            book.apply(m)
        return book


def rating_order(players: Sequence[P], book: RatingBook[P], ruleset: str) -> list[P]:
    """Players strongest first (ordinal), for seeding round 1."""
    return sorted(players, key=lambda q: -book.rating(q, ruleset).ordinal)
