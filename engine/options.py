"""Ruleset options, declared once per game and parsed from records, the CLI
and the settings of the app alike."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import InvalidInputError
from .names import quote


@dataclass(frozen=True)
class OptionSpec:
    key: str
    kind: type  # bool, int or str
    default: Any  # a value, or a callable of the number of players
    label: str
    ruling: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def default_for(self, n_players: int) -> Any:
        return self.default(n_players) if callable(self.default) else self.default

    def check(self, value: Any) -> Any:
        """The value if it is valid for this option, else an InvalidInputError."""
        if self.kind is bool:
            ok = isinstance(value, bool)
        elif self.kind is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, str)
        if not ok:
            want = {bool: "true or false", int: "a whole number", str: "text"}[self.kind]
            if self.kind is int and self.minimum is not None and self.maximum is not None:
                want = self.range_text()
            raise InvalidInputError(f"option {self.key} must be {want}, not {quote(value)}", self.ruling)
        if self.choices and value not in self.choices:
            raise InvalidInputError(
                f"option {self.key} must be one of {', '.join(self.choices)}, not {quote(value)}", self.ruling
            )
        if (self.minimum is not None and value < self.minimum) or (self.maximum is not None and value > self.maximum):
            raise InvalidInputError(f"option {self.key} must be {self.range_text()}, not {quote(value)}", self.ruling)
        return value

    def range_text(self) -> str:
        """The range of a whole-number option, as messages give it."""
        if self.maximum is None:
            return f"a whole number {self.minimum} or more"
        return f"a whole number from {self.minimum} to {self.maximum}"

    def parse_text(self, text: str) -> Any:
        """Parse ``--option key=value`` text."""
        if self.kind is bool:
            low = text.strip().lower()
            if low in ("true", "yes", "on", "1"):
                return True
            if low in ("false", "no", "off", "0"):
                return False
            raise InvalidInputError(f"option {self.key} must be true or false, not {quote(text)}", self.ruling)
        if self.kind is int:
            try:
                return self.check(int(text.strip()))
            except ValueError:
                raise InvalidInputError(f"option {self.key} must be a whole number, not {quote(text)}", self.ruling) from None
        return self.check(text.strip())


def resolve_options(
    specs: Sequence[OptionSpec], given: Mapping[str, Any], n_players: int, factory: Callable[..., Any]
) -> Any:
    """Build the game's options value: given values checked, the rest defaulted.
    An unknown option is refused."""
    if not isinstance(given, Mapping):
        raise InvalidInputError("options must be an object of option names to values")
    known = {s.key: s for s in specs}
    for key in given:
        if key not in known:
            names = ", ".join(known) or "none"
            raise InvalidInputError(f"unknown option {quote(key)} (this ruleset has: {names})")
    values = {s.key: s.check(given[s.key]) if s.key in given else s.default_for(n_players) for s in specs}
    return factory(**{k.replace("-", "_"): v for k, v in values.items()})


def parse_option(specs: Sequence[OptionSpec], text: str) -> tuple[str, Any]:
    """One ``--option key=value`` of a command line (``simulate``, ``event create``,
    reports): the key one of ``specs``, the value parsed by its spec (``yes``/``no`` for
    a true-or-false option, a whole number in its range, one of its choices)."""
    key, sep, value = text.partition("=")
    key = key.strip()
    if not sep:
        raise InvalidInputError(f"an option is written key=value, not {quote(text)}")
    known = {s.key: s for s in specs}
    if key not in known:
        raise InvalidInputError(f"unknown option {quote(key)} (this ruleset has: {', '.join(known) or 'none'})")
    return key, known[key].parse_text(value)


def parse_options(specs: Sequence[OptionSpec], texts: Sequence[str]) -> dict[str, Any]:
    """Every ``--option`` given, as a mapping; an option given twice is refused."""
    out: dict[str, Any] = {}
    for text in texts:
        key, value = parse_option(specs, text)
        if key in out:
            raise InvalidInputError(f"option {quote(key)} is given twice")
        out[key] = value
    return out
