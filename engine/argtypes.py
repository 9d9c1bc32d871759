"""Bounded values for the command line: every number and date a command takes is checked here.

argparse calls these as ``type=``; a value out of range ends the command with one line naming
the option and the range, exit status 2, before anything is opened or changed (issue 18:
"bound every number a command takes"). Numbers are whole, written in decimal digits only
(no ``1e3``, ``0x10``, ``1_000``), and at most a few digits long, so a 10^20 or a 4,000-digit
number is refused, never parsed into an ``OverflowError`` or stored.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import re
from collections.abc import Callable

from .limits import MAX_COUNT, MAX_ID, MAX_ROUNDS, MAX_SCORE, MAX_SEED
from .names import quote
from .words import QT_TRANSLATE_NOOP, fill, translate

__all__ = ["MAX_COUNT", "MAX_ID", "MAX_ROUNDS", "MAX_SCORE", "MAX_SEED", "bounded_int", "date_arg", "id_arg"]

_DIGITS = re.compile(r"[0-9]{1,19}")
_SIGNED = re.compile(r"-?[0-9]{1,19}")


def said(template: str, *values: object) -> str:
    """A refused argument in the command line's language (engine/words.py: installed before the
    arguments are parsed, #32), ``template``'s ``%1`` ... filled with ``values``."""
    return fill(translate("Refusal", template), *values)


def bounded_int(what: str, low: int, high: int, *, signed: bool = False) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high`` (both included)."""

    def parse(text: str) -> int:
        pattern = _SIGNED if signed else _DIGITS
        if not isinstance(text, str) or pattern.fullmatch(text.strip()) is None:
            raise argparse.ArgumentTypeError(said(QT_TRANSLATE_NOOP("Refusal", "%1 is a whole number from %2 to %3, not %4"), what, low, high, quote(text)))  # noqa: E501
        value = int(text.strip())
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(said(QT_TRANSLATE_NOOP("Refusal", "%1 is a whole number from %2 to %3, not %4"), what, low, high, quote(text)))  # noqa: E501
        return value

    parse.__name__ = what  # argparse names the type in some messages
    return parse


def id_arg(what: str) -> Callable[[str], int]:
    """An argparse type for a stored id (a member, a match, an event): 1 to :data:`MAX_ID`."""
    return bounded_int(what, 1, MAX_ID)


def date_arg(what: str) -> Callable[[str], _dt.date]:
    """An argparse type for a calendar date written YYYY-MM-DD (2026-02-30 is refused)."""

    def parse(text: str) -> _dt.date:
        if not isinstance(text, str) or re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text.strip()) is None:
            raise argparse.ArgumentTypeError(said(QT_TRANSLATE_NOOP("Refusal", "%1 is a date written YYYY-MM-DD, not %2"), what, quote(text)))
        try:
            return _dt.date.fromisoformat(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(said(QT_TRANSLATE_NOOP("Refusal", "%1: %2 is not a day of the calendar"), what, quote(text))) from None

    parse.__name__ = what
    return parse
