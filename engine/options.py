"""Ruleset options, declared once per game and parsed from records, the CLI
and the settings of the app alike."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import InvalidInputError, Phrase, phrase
from .names import quote
from .words import QT_TRANSLATE_NOOP


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
            want: Phrase = Phrase({bool: QT_TRANSLATE_NOOP("Refusal", "true or false"),
                                   int: QT_TRANSLATE_NOOP("Refusal", "a whole number"),
                                   str: QT_TRANSLATE_NOOP("Refusal", "text")}[self.kind])
            if self.kind is int and self.minimum is not None and self.maximum is not None:
                want = self.range_text()
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "option %1 must be %2, not %3"), self.key, want, quote(value)), self.ruling)
        if self.choices and value not in self.choices:
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "option %1 must be one of %2, not %3"), self.key, ', '.join(self.choices), quote(value)), self.ruling
            )
        if (self.minimum is not None and value < self.minimum) or (self.maximum is not None and value > self.maximum):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "option %1 must be %2, not %3"), self.key, self.range_text(), quote(value)), self.ruling)
        return value

    def range_text(self) -> Phrase:
        """The range of a whole-number option, as messages give it (``str``: in English)."""
        if self.maximum is None:
            return phrase(QT_TRANSLATE_NOOP("Refusal", "a whole number %1 or more"), self.minimum)
        return phrase(QT_TRANSLATE_NOOP("Refusal", "a whole number from %1 to %2"), self.minimum, self.maximum)

    def parse_text(self, text: str) -> Any:
        """Parse ``--option key=value`` text."""
        if self.kind is bool:
            low = text.strip().lower()
            if low in ("true", "yes", "on", "1"):
                return True
            if low in ("false", "no", "off", "0"):
                return False
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "option %1 must be true or false, not %2"), self.key, quote(text)), self.ruling)
        if self.kind is int:
            try:
                return self.check(int(text.strip()))
            except ValueError:
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "option %1 must be a whole number, not %2"), self.key, quote(text)), self.ruling) from None
        return self.check(text.strip())


def resolve_options(
    specs: Sequence[OptionSpec], given: Mapping[str, Any], n_players: int, factory: Callable[..., Any]
) -> Any:
    """Build the game's options value: given values checked, the rest defaulted.
    An unknown option is refused."""
    if not isinstance(given, Mapping):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "options must be an object of option names to values"))
    known = {s.key: s for s in specs}
    for key in given:
        if key not in known:
            names = ", ".join(known) or "none"
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "unknown option %1 (this ruleset has: %2)"), quote(key), names))
    values = {s.key: s.check(given[s.key]) if s.key in given else s.default_for(n_players) for s in specs}
    return factory(**{k.replace("-", "_"): v for k, v in values.items()})


def parse_option(specs: Sequence[OptionSpec], text: str) -> tuple[str, Any]:
    """One ``--option key=value`` of a command line (``simulate``, ``event create``,
    reports): the key one of ``specs``, the value parsed by its spec (``yes``/``no`` for
    a true-or-false option, a whole number in its range, one of its choices)."""
    key, sep, value = text.partition("=")
    key = key.strip()
    if not sep:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "an option is written key=value, not %1"), quote(text)))
    known = {s.key: s for s in specs}
    if key not in known:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "unknown option %1 (this ruleset has: %2)"), quote(key), ', '.join(known) or 'none'))
    return key, known[key].parse_text(value)


def parse_options(specs: Sequence[OptionSpec], texts: Sequence[str]) -> dict[str, Any]:
    """Every ``--option`` given, as a mapping; an option given twice is refused."""
    out: dict[str, Any] = {}
    for text in texts:
        key, value = parse_option(specs, text)
        if key in out:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "option %1 is given twice"), quote(key)))
        out[key] = value
    return out
