"""The first-player roll-off (A4).

C12 (both Damn Straights): everyone throws the yeast; on a tie for the highest
total everyone throws again and adds to their total.  D7 (the others): everyone
throws one die; only the players tied for highest throw again.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from .errors import IllegalActionError, InvalidInputError, phrase
from .names import quote
from .words import QT_TRANSLATE_NOOP


class RolloffKind(enum.Enum):
    ALL_CUMULATIVE = "C12"
    TIED_ONLY = "D7"


class Rolloff:
    def __init__(self, n_players: int, kind: RolloffKind) -> None:
        self.n_players = n_players
        self.kind = kind
        self.throws: list[dict[int, int]] = []
        self.totals = [0] * n_players
        self._throwers: tuple[int, ...] = tuple(range(n_players))
        self.winner: int | None = None

    def copy(self) -> Rolloff:
        """An independent copy (to try a throw on)."""
        c = Rolloff(self.n_players, self.kind)
        c.throws = [dict(t) for t in self.throws]
        c.totals = self.totals[:]
        c._throwers = self._throwers
        c.winner = self.winner
        return c

    @property
    def ruling(self) -> str:
        return self.kind.value

    def throwers(self) -> tuple[int, ...]:
        """The seats that throw next, in seat order; empty once decided."""
        return () if self.winner is not None else self._throwers

    def add(self, faces: Mapping[int, int]) -> None:
        """One throw-round: seat to face. Checked whole before anything changes."""
        if self.winner is not None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the roll-off is already decided"), self.ruling)
        if set(faces) != set(self._throwers):
            raise IllegalActionError(
                "every player throws in this roll-off throw"
                if self.kind is RolloffKind.ALL_CUMULATIVE or len(self.throws) == 0
                else "only the players tied for highest throw again",
                self.ruling,
            )
        for face in faces.values():
            if not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= 6:
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a roll-off face is a number from 1 to 6, not %1"), quote(face)), self.ruling)
        self.throws.append(dict(sorted(faces.items())))
        if self.kind is RolloffKind.ALL_CUMULATIVE:
            for seat, face in faces.items():
                self.totals[seat] += face
            scores = {s: self.totals[s] for s in range(self.n_players)}
        else:
            scores = dict(faces)
        best = max(scores.values())
        top = tuple(s for s in sorted(scores) if scores[s] == best)
        if len(top) == 1:
            self.winner = top[0]
        elif self.kind is RolloffKind.TIED_ONLY:
            self._throwers = top
