"""Players' names: the one place that checks them (match-record.md, "Names").

A name is 1 to 40 characters after trimming spaces at both ends.  Refused:
control characters, line and paragraph separators, and the format characters
that reorder or hide text.  Two names clash when they are equal after NFC
normalisation and case folding (``Ann`` and ``ann`` clash).  Records, the
app, the club database and tournaments all check names here.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from .errors import InvalidInputError

MAX_NAME = 40
#: how many characters of a value a message quotes (match-record.md, "Limits")
QUOTE_LIMIT = 60

#: control characters (C0, DEL, C1), line and paragraph separators, direction marks,
#: bidi embeddings, overrides and isolates, zero-width characters, BOM, lone surrogates
_BAD = re.compile(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069"
    "\u200b-\u200d\u2060\ufeff" + chr(0xD800) + "-" + chr(0xDFFF) + "]"  # lone surrogates: chr(), as mypyc takes no surrogate in a literal
)


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A value as a message quotes it: ``repr``-like, at most ``limit`` characters
    of it, then ``...``."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) > limit:
        text = text[:limit] + "..."
    return repr(text) if isinstance(value, str) else text


def clean_name(name: object) -> str:
    """The name trimmed, or an :class:`InvalidInputError` saying what is wrong."""
    if not isinstance(name, str):
        raise InvalidInputError(f"a player's name is text, not {quote(name)}")
    trimmed = name.strip(" ")
    if not trimmed:
        raise InvalidInputError("a player's name may not be empty")
    bad = _BAD.search(trimmed)
    if bad is not None:
        code = f"U+{ord(bad.group()):04X}"
        raise InvalidInputError(
            f"the name {quote(trimmed)} holds a control or hidden character ({code}): "
            "a name is one line of visible text"
        )
    if len(trimmed) > MAX_NAME:
        raise InvalidInputError(f"the name {quote(trimmed)} is longer than {MAX_NAME} characters")
    return trimmed


def name_key(name: str) -> str:
    """What two names are compared by: NFC, then case folding (``Ann`` == ``ann``)."""
    return unicodedata.normalize("NFC", name).casefold()


def check_names(names: Iterable[object]) -> tuple[str, ...]:
    """Every name cleaned, refusing a bad name or two that clash (linear time)."""
    cleaned: list[str] = []
    seen: dict[str, str] = {}
    for raw in names:
        name = clean_name(raw)
        key = name_key(name)
        if key in seen:
            raise InvalidInputError(f"the names {quote(seen[key])} and {quote(name)} are the same name: names must differ")
        seen[key] = name
        cleaned.append(name)
    return tuple(cleaned)


#: FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (Unicode bidi, UAX #9)
FSI = "\u2068"
PDI = "\u2069"


def isolate(name: str) -> str:
    """A name as a sentence holds it: between FSI and PDI, so a right-to-left name
    keeps to itself ("\u2068שרה\u2069: throw 1" is not turned around) and names in a row
    stay in seat order.  The app and the PDFs both put every name in a sentence
    through here; a name on its own (a column's header) needs no isolate."""
    return f"{FSI}{name}{PDI}"
