"""Refusals of the reports, in the engine's one exception family."""

from __future__ import annotations

from engine.errors import BakehouseError


class ReportError(BakehouseError):
    """A report that cannot be made from what it was given (one line for the user)."""


class FontsMissing(ReportError):
    """The shipped fonts are not where the package expects them (a broken install)."""
