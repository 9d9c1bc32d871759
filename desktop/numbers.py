"""Numbers in the app's tables as the app's language writes them, through QLocale (issue 32).

The engine writes its figures in English ("6.67" points, "11.7" a rating, "± 8.0" its
uncertainty, "+0.25" a loss), the same on every screen, page and command line; a model's
DisplayRole shows them through :func:`decimal` or :func:`localized`, in the locale the app speaks
(engine/words.py ``locale()``, set by desktop/i18n.py): "6,67" in German and French, "6.67" in
English.  No grouping of thousands (a column stays narrow).  Sorting stays numeric: the models
sort by the number itself (their sort role), never by this text.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QDate, QLocale, Qt

from engine import words

#: a number as the engine writes it, with an optional sign and a ± in front ("± 8.0", "+1.25", "-3")
_WRITTEN = re.compile(r"^(± ?)?([+-]?)(\d+)(?:\.(\d+))?$")


def locale() -> QLocale:
    """The app's locale for numbers (its language's; English when none is installed)."""
    loc = QLocale(words.locale())
    loc.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return loc


def decimal(value: float, places: int, *, signed: bool = False) -> str:
    """``value`` with ``places`` decimals in the app's locale (``signed``: "+" before a positive
    number, as a gain or a loss is written)."""
    loc = locale()
    text = loc.toString(float(value), "f", places)
    if signed and value > 0:
        text = loc.positiveSign() + text
    return text


def localized(text: str) -> str:
    """A number the engine wrote in English ("6.67", "-0.5", "± 8.0", "+1.25") in the app's
    locale, with as many decimals as written; any other text as it is."""
    m = _WRITTEN.match(text)
    if m is None:
        return text
    plus_minus, sign, whole, fraction = m.groups()
    places = len(fraction or "")
    written = locale().toString(float(f"{whole}.{fraction or 0}"), "f", places)
    sign = {"+": locale().positiveSign(), "-": locale().negativeSign()}.get(sign, "")
    return (plus_minus or "") + sign + written


def day(iso: str) -> str:
    """A day the engine writes YYYY-MM-DD as the app's locale writes it ("28.11.26", "28/11/2026");
    English, or any other text: as it is (the models sort by the ISO text, never by this)."""
    if words.language() == "en":
        return iso
    date = QDate.fromString(iso, Qt.DateFormat.ISODate)
    return locale().toString(date, QLocale.FormatType.ShortFormat) if date.isValid() else iso
