"""The value of the rest of a turn, shared by the solvers (issue 24)."""

from __future__ import annotations

from dataclasses import dataclass

#: values closer than this are a tie (no mistake, issue 24)
TIE = 1e-9


@dataclass(frozen=True, slots=True)
class Value:
    """The expected points of the rest of the turn, and the chance that it scores more than zero."""

    expected: float
    p_score: float
