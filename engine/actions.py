"""Actions: one frozen value per kind of move, one per match-record event.

A :class:`Throw` is a chance outcome: its dice come from a dice source or
are typed in from real dice.  :class:`Roll` is the player's decision to
throw where throwing is optional (the state then becomes a chance node);
where throwing is the only thing to do, the state is a chance node at once.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .dice import Die, format_dice
from .values import copyable


class Source(enum.Enum):
    THROW = "throw"
    BANK = "bank"


@dataclass(frozen=True, slots=True)
class Throw:
    dice: tuple[Die, ...]

    def __str__(self) -> str:
        return f"throw {format_dice(self.dice)}"


@dataclass(frozen=True, slots=True)
class Roll:
    """The player chooses to throw again (the dice follow as a Throw)."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Rack:
    dice: tuple[Die, ...]
    source: Source = Source.THROW

    def __str__(self) -> str:
        suffix = " from the bank" if self.source is Source.BANK else ""
        return f"rack {format_dice(self.dice)}{suffix}"


@dataclass(frozen=True, slots=True)
class Bank:
    dice: tuple[Die, ...]

    def __str__(self) -> str:
        return f"bank {format_dice(self.dice)}"


@dataclass(frozen=True, slots=True)
class Swap:
    face: int

    def __str__(self) -> str:
        return f"swap the yeast for the banked {self.face}"


@dataclass(frozen=True, slots=True)
class Risk:
    def __str__(self) -> str:
        return "risk the biscuit"


@dataclass(frozen=True, slots=True)
class Out:
    dice: tuple[Die, ...]

    def __str__(self) -> str:
        return f"out of the box: {format_dice(self.dice)}"


@dataclass(frozen=True, slots=True)
class Visit:
    def __str__(self) -> str:
        return "visit a bakery"


@dataclass(frozen=True, slots=True)
class Keep:
    dice: tuple[Die, ...]

    def __str__(self) -> str:
        return f"keep {format_dice(self.dice)}"


@dataclass(frozen=True, slots=True)
class Stop:
    def __str__(self) -> str:
        return "stop"


Action = Throw | Roll | Rack | Bank | Swap | Risk | Out | Visit | Keep | Stop

ROLL = Roll()
RISK = Risk()
STOP = Stop()
VISIT = Visit()


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
