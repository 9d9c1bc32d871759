"""The one exception family for refused input, and refusals as values.

Everything the engine refuses is a :class:`BakehouseError`, a ``ValueError``.
Malformed input (a die written ``7``, an unknown key) is an
:class:`InvalidInputError`; a well-formed action that the rules do not allow in
this state is an :class:`IllegalActionError`.  Both carry the ruling id (C3,
E5, ...) that refuses them, and ``str(error)`` reads ``"C7: a stop needs ..."``.

Every error also carries its :class:`Refusal` (``error.refusal``): the message,
the ruling and the place as separate fields, so the app, the store and reports
show or file a refusal without parsing its text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refusal as a value: what is wrong, under which ruling, and where.

    ``ruling`` is a ruling id (``"C7"``) or None; ``place`` names where in a
    record or journal the fault lies (``"turn 3, event 5"``, ``"rolloff throw 2"``)
    or is None for a refusal at the table.
    """

    message: str
    ruling: str | None = None
    place: str | None = None

    def __str__(self) -> str:
        text = f"{self.ruling}: {self.message}" if self.ruling else self.message
        return f"{self.place}: {text}" if self.place else text


class BakehouseError(ValueError):
    """Base of every refusal. ``ruling`` is the ruling id, or None."""

    #: where the fault lies, for errors that name a place (records, journals)
    place: str | None = None

    def __init__(self, message: str, ruling: str | None = None) -> None:
        self.message = message
        self.ruling = ruling
        super().__init__(f"{ruling}: {message}" if ruling else message)

    @property
    def refusal(self) -> Refusal:
        """This refusal as a value (message, ruling, place)."""
        return Refusal(self.message, self.ruling, self.place)


class InvalidInputError(BakehouseError):
    """Input that is malformed whatever the state (bad dice text, bad option)."""


class IllegalActionError(BakehouseError):
    """A well-formed action the rules refuse in the current state."""


class Cancelled(BakehouseError):
    """Long work (seating, an import, a backup, a report) stopped by the user before it
    saved anything: nothing of it was kept."""


def check_cancelled(cancelled: object) -> None:
    """Raise :class:`Cancelled` if ``cancelled`` (a callable, or None) says so."""
    if cancelled is not None and callable(cancelled) and cancelled():
        raise Cancelled("cancelled: nothing was saved")


class RecordError(BakehouseError):
    """A match record (or a journal) refused; ``place`` says where (``turn 3, event 5``)."""

    def __init__(self, place: str, message: str, ruling: str | None = None) -> None:
        self.place = place
        super().__init__(message, ruling)
        self.args = (f"{place}: {ruling + ': ' if ruling else ''}{message}",)

    def __str__(self) -> str:
        return str(self.args[0])
