"""Players' names on screen: always text, never markup; isolated inside a sentence.

- :func:`who` puts a name in a sentence: isolated for bidirectional text
  (:func:`engine.names.isolate`, the helper the PDFs use too), so "שרה: throw 1" reads
  as written and a row of names keeps its seat order.
- :func:`fill` puts values into a translated template (``%1``, ``%2``, ... as Qt's
  ``QString.arg``), in one pass, so a name holding ``%2`` is left as it is.
- :func:`tip` makes a tooltip show its text as written: Qt reads a tooltip that looks like
  markup (``<b>Bold</b>``) as rich text, so such a tip is escaped into rich text that shows it.
- :func:`mnemonic_safe` doubles ``&`` for a button or menu text (``Tom & Ann`` is not a shortcut).

Labels that show a name are set to ``Qt.TextFormat.PlainText`` where they are made.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import Qt

from engine.names import isolate

_PLACEHOLDER = re.compile(r"%(\d+)")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate under ``context`` and gives it back untranslated: for a table of
    texts translated where they are shown (``QCoreApplication.translate(context, text)``).
    PySide6's own returns ``object`` to mypy; lupdate knows the marker by its name."""
    return text


def who(name: str) -> str:
    """A name as a sentence holds it (bidi isolate)."""
    return isolate(name)


def fill(template: str, *values: object) -> str:
    """``template`` (already translated) with ``%1``, ``%2``, ... replaced by ``values``."""

    def value(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return str(values[i - 1]) if 0 < i <= len(values) else m.group(0)

    return _PLACEHOLDER.sub(value, template)


def and_names(names: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C": each name isolated."""
    names = [who(n) for n in names]
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return fill(QCoreApplication.translate("names", "%1 and %2"), ", ".join(names[:-1]), names[-1])


def named_values(names: Sequence[str], values: Sequence[object]) -> str:
    """"Maya 12 · שרה 3": each name isolated, so its number stays beside it, in seat order."""
    return " · ".join(f"{who(n)} {v}" for n, v in zip(names, values, strict=False))


def most_first(names: Sequence[str], values: Sequence[int]) -> str:
    """"Lea 2 · Eli 1 · Ben 0": as :func:`named_values`, the highest first (seat order among equal
    ones): a line cut short at 1024x600 still shows who leads ("Rounds won: Ben 0 · Cyd 0 · Hal Bro…"
    hid the winner's 2)."""
    order = sorted(range(min(len(names), len(values))), key=lambda i: -values[i])
    return named_values([names[i] for i in order], [values[i] for i in order])


def tip(text: str) -> str:
    """A tooltip showing ``text`` as written, markup-like names included."""
    if not text or not Qt.mightBeRichText(text):
        return text
    import html  # when first asked: html.entities is some 1.5 ms of the app's start

    return "<p style='white-space:pre-wrap'>" + html.escape(text).replace("\n", "<br>") + "</p>"


def mnemonic_safe(text: str) -> str:
    """A button's or menu's text with every ``&`` shown as itself."""
    return text.replace("&", "&&")
