"""Actions: one frozen value per kind of move, one per match-record event.

A :class:`Throw` is a chance outcome: its dice come from a dice source or
are typed in from real dice.  :class:`Roll` is the player's decision to
throw where throwing is optional (the state then becomes a chance node);
where throwing is the only thing to do, the state is a chance node at once.

Each action owns its notation: ``event()`` is its match-record event
(match-record.md, "Events"; None for a Roll, which the throw implies),
``str()`` its text for people, and :func:`from_event` the one mapping back
from an event's key and value.  The roll log's compact text
(:func:`log_text`, :func:`from_log_text`) is the event written on one line.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, Final

from .dice import Die, format_dice, parse_dice
from .errors import InvalidInputError, phrase
from .values import copyable
from .words import QT_TRANSLATE_NOOP


class Source(enum.Enum):
    THROW = "throw"
    BANK = "bank"


@dataclass(frozen=True, slots=True, init=False)
class Throw:
    dice: tuple[Die, ...]

    def __init__(self, dice: tuple[Die, ...]) -> None:
        # one a throw: compiled (engine/native.py), this is a plain store, the generated one is not
        object.__setattr__(self, "dice", dice)

    def __str__(self) -> str:
        return f"throw {format_dice(self.dice)}"

    def event(self) -> dict[str, Any]:
        return {"throw": format_dice(self.dice)}


@dataclass(frozen=True, slots=True)
class Roll:
    """The player chooses to throw again (the dice follow as a Throw)."""

    def __str__(self) -> str:
        return "roll"

    def event(self) -> None:
        """No event: a record writes the throw that follows (A2)."""
        return None


@dataclass(frozen=True, slots=True)
class Rack:
    dice: tuple[Die, ...]
    source: Source = Source.THROW

    def __str__(self) -> str:
        suffix = " from the bank" if self.source is Source.BANK else ""
        return f"rack {format_dice(self.dice)}{suffix}"

    def event(self) -> dict[str, Any]:
        if self.source is Source.BANK:
            return {"rack": format_dice(self.dice), "from": "bank"}
        return {"rack": format_dice(self.dice)}


@dataclass(frozen=True, slots=True)
class Bank:
    dice: tuple[Die, ...]

    def __str__(self) -> str:
        return f"bank {format_dice(self.dice)}"

    def event(self) -> dict[str, Any]:
        return {"bank": format_dice(self.dice)}


@dataclass(frozen=True, slots=True)
class Swap:
    face: int

    def __str__(self) -> str:
        return f"swap the yeast for the banked {self.face}"

    def event(self) -> dict[str, Any]:
        return {"swap": str(self.face)}


@dataclass(frozen=True, slots=True)
class Risk:
    def __str__(self) -> str:
        return "risk the biscuit"

    def event(self) -> dict[str, Any]:
        return {"risk": True}


@dataclass(frozen=True, slots=True)
class Out:
    dice: tuple[Die, ...]

    def __str__(self) -> str:
        return f"out of the box: {format_dice(self.dice)}"

    def event(self) -> dict[str, Any]:
        return {"out": format_dice(self.dice)}


@dataclass(frozen=True, slots=True)
class Visit:
    def __str__(self) -> str:
        return "visit a bakery"

    def event(self) -> dict[str, Any]:
        return {"visit": True}


@dataclass(frozen=True, slots=True)
class Keep:
    dice: tuple[Die, ...]

    def __str__(self) -> str:
        return f"keep {format_dice(self.dice)}"

    def event(self) -> dict[str, Any]:
        return {"keep": format_dice(self.dice)}


@dataclass(frozen=True, slots=True)
class Stop:
    def __str__(self) -> str:
        return "stop"

    def event(self) -> dict[str, Any]:
        return {"stop": True}


Action = Throw | Roll | Rack | Bank | Swap | Risk | Out | Visit | Keep | Stop

ROLL: Final = Roll()
RISK: Final = Risk()
STOP: Final = Stop()
VISIT: Final = Visit()

#: the events whose value is ``true``, by key
_FLAGS: Final[dict[str, Action]] = {"risk": RISK, "stop": STOP, "visit": VISIT}
#: the events whose value is a list of dice, by key (a rack from the bank: :func:`from_event`)
_OF_DICE: Final = ("throw", "rack", "bank", "out", "keep")
_FACES: Final[dict[str, int]] = {"1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}


def from_event(key: str, value: Any, source: Any = None) -> Action:
    """The action of a record event (its key, its value, and a rack's ``from``):
    the one mapping back from :meth:`event`.  The record reader checks an
    event's form first, with its own words (engine/record.py); this refuses
    anything else with an :class:`InvalidInputError`."""
    if source is not None and (key != "rack" or source != "bank"):
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "'from' is \"bank\" on a rack, not %1 on %2"), repr(source), repr(key)))
    flag = _FLAGS.get(key)
    if flag is not None and value is True:
        return flag
    if key == "swap" and isinstance(value, str) and value in _FACES:
        return Swap(_FACES[value])
    if key in _OF_DICE and isinstance(value, str):
        dice = parse_dice(value)
        if key == "throw":
            return Throw(dice)
        if key == "rack":
            return Rack(dice, Source.BANK if source == "bank" else Source.THROW)
        if key == "bank":
            return Bank(dice)
        return Out(dice) if key == "out" else Keep(dice)
    raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "not an event: %1 with %2"), repr(key), repr(str(value)[:60])))


def log_text(action: Action) -> str:
    """The roll log's line of an action, its event on one line: ``throw 2 2 4 1 3 6*``,
    ``rack-bank 6*``, ``swap 5``, ``stop``; ``roll`` for a Roll."""
    event = action.event()
    if event is None:
        return "roll"
    key = next(k for k in event if k != "from")
    value = event[key]
    verb = f"{key}-{event['from']}" if "from" in event else key
    return verb if value is True else f"{verb} {value}"


def from_log_text(text: str) -> Action:
    """The action of a roll-log line (:func:`log_text`)."""
    verb, _, rest = text.partition(" ")
    if verb == "roll" and not rest:
        return ROLL
    key, _, source = verb.partition("-")
    try:
        return from_event(key, rest if rest else True, source or None)
    except InvalidInputError:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "not a logged action: %1"), repr(text[:60]))) from None


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
