"""The one exception family for refused input.

Everything the engine refuses is a :class:`BakehouseError`, a ``ValueError``.
Malformed input (a die written ``7``, an unknown key) is an
:class:`InvalidInputError`; a well-formed action that the rules do not allow in
this state is an :class:`IllegalActionError`.  Both carry the ruling id (C3,
E5, ...) that refuses them, and ``str(error)`` reads ``"C7: a stop needs ..."``.
"""

from __future__ import annotations


class BakehouseError(ValueError):
    """Base of every refusal. ``ruling`` is the ruling id, or None."""

    def __init__(self, message: str, ruling: str | None = None) -> None:
        self.message = message
        self.ruling = ruling
        super().__init__(f"{ruling}: {message}" if ruling else message)


class InvalidInputError(BakehouseError):
    """Input that is malformed whatever the state (bad dice text, bad option)."""


class IllegalActionError(BakehouseError):
    """A well-formed action the rules refuse in the current state."""


class RecordError(BakehouseError):
    """A match record refused; ``place`` says where (``turn 3, event 5``)."""

    def __init__(self, place: str, message: str, ruling: str | None = None) -> None:
        self.place = place
        super().__init__(message, ruling)
        self.args = (f"{place}: {ruling + ': ' if ruling else ''}{message}",)

    def __str__(self) -> str:
        return str(self.args[0])
