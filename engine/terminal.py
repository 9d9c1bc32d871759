"""Text that is safe on a terminal: the one place that makes a value printable.

A file name, a player's name from a database or a value from a record may hold
characters a terminal acts on instead of showing: escape sequences (ESC, the
C1 controls), bidi controls that reorder the rest of the line (U+202E), line
and paragraph separators, other format characters, private-use characters and
lone surrogates (an undecodable byte of a file name).  Every command that
prints such a value in text form passes the line through :func:`safe`, which
shows those characters escaped (``\\x1b``, ``\\u202e``) and leaves every other
character, any script and emoji, as it is.  JSON output goes through
:func:`dumps`: ``json.dumps(..., ensure_ascii=False)`` escapes only C0 controls,
so DEL, C1, bidi controls and separators would reach the terminal raw; here
they are written as JSON escapes (``\\u202e``), the same JSON value.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

#: the categories a terminal may act on: controls (C0, DEL, C1), format characters (bidi
#: controls, zero-width characters, tags), surrogates, private use, line and paragraph separators
UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})
#: candidates only: everything but printable ASCII (a category is looked up for these alone)
_NOT_ASCII_PRINTABLE = re.compile(r"[^\x20-\x7e]")
_NOT_ASCII_PRINTABLE_OR_NEWLINE = re.compile(r"[^\x20-\x7e\n]")


def _unsafe(ch: str) -> bool:
    return unicodedata.category(ch) in UNSAFE_CATEGORIES


def _python_escape(match: re.Match[str]) -> str:
    ch = match.group()
    if not _unsafe(ch):
        return ch
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _json_escape(match: re.Match[str]) -> str:
    ch = match.group()
    if not _unsafe(ch):
        return ch
    code = ord(ch)
    if code < 0x10000:
        return f"\\u{code:04x}"
    code -= 0x10000  # JSON writes a character beyond U+FFFF as a surrogate pair
    return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"


def safe(value: object) -> str:
    """``value`` as text for one terminal line: control, format, separator,
    private-use and surrogate characters shown escaped (``\\x1b``, ``\\u202e``),
    line breaks included; everything else as it is."""
    text = value if isinstance(value, str) else str(value)
    if text.isprintable():  # no unsafe character: the common case, at C speed
        return text
    return _NOT_ASCII_PRINTABLE.sub(_python_escape, text)


def safe_lines(text: str) -> str:
    """Several lines (joined by ``\\n``), each made :func:`safe`; the line breaks kept."""
    if "\n" not in text:
        return safe(text)
    return "\n".join(safe(line) for line in text.split("\n"))


def json_safe(text: str) -> str:
    """JSON text (as ``json.dumps(..., ensure_ascii=False)`` writes it) with every
    character a terminal acts on written as a JSON escape: the same JSON value.
    The line breaks of indented JSON stay (inside strings JSON escapes them)."""
    if all(line.isprintable() for line in text.split("\n")):
        return text
    return _NOT_ASCII_PRINTABLE_OR_NEWLINE.sub(_json_escape, text)


def dumps(data: Any, **kwargs: Any) -> str:
    """``json.dumps(data, ensure_ascii=False, **kwargs)`` safe on a terminal (:func:`json_safe`)."""
    return json_safe(json.dumps(data, ensure_ascii=False, **kwargs))
