"""The one translation seam of the engine and the reports: English by default, the user's language when asked.

The engine and reports/ never import Qt (``bakehouse report`` and the command line run without a
screen), so they cannot call ``QCoreApplication.translate``.  Every user-visible string they write
goes through :func:`translate` (or is marked with :func:`QT_TRANSLATE_NOOP` where it sits in a table
and is translated where it is shown).  By default :func:`translate` gives the English text back
unchanged.  Two ways set a language:

* the app calls :func:`use` with ``QCoreApplication.translate`` at start (desktop/i18n.py), and
  :func:`set_locale` with its locale: the statistics view, the PDFs the app makes and the refusals
  a scorer sees speak the app's language;
* the command line calls :func:`install` with :func:`from_environment` (``$BAKEHOUSE_LANGUAGE``,
  else the locale: ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), which reads the same catalogue the app
  loads, ``resources/i18n/bakehouse_<lang>.ts``, with the standard library's XML parser (no Qt).
  Without a locale asking for a shipped language (``C``, ``POSIX``, ``en_*``) it stays English.

``pyside6-lupdate`` finds these strings by the names ``translate("Context", "text")`` and
``QT_TRANSLATE_NOOP("Context", "text")`` (tools/update_translations.py reads reports/, engine/games/
and the engine modules listed there): both arguments must be string literals, and a value goes in
afterwards with :func:`fill` (``%1``, ``%2``, as Qt's ``arg``), never with an f-string inside the call.

Numbers and dates follow the same choice: :func:`locale` is the Babel locale name (``"de_DE"``,
``"fr_FR"``, ``"en"``) that :func:`number` and :func:`date_text` write with (Babel, the CLDR's
rules: a decimal comma in German and French).  In English both give the text unchanged, as before.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping
from decimal import Decimal
from functools import cache
from pathlib import Path

__all__ = ["QT_TRANSLATE_NOOP", "catalogue", "date_text", "fill", "from_environment", "install", "language",
           "locale", "number", "set_locale", "translate", "use"]

Translator = Callable[[str, str], str]

#: the catalogue's file name before ``_<lang>.ts`` (desktop/i18n.py CATALOGUE)
CATALOGUE = "bakehouse"


def _english(context: str, text: str) -> str:
    return text


_translator: Translator = _english
_locale = "en"
_PLACEHOLDER = re.compile(r"%(\d+)")


def translate(context: str, text: str) -> str:
    """``text`` in the language set by :func:`use` or :func:`install` (English, as written, by default)."""
    return _translator(context, text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate knows)
    """Marks ``text`` for lupdate under ``context`` and gives it back untranslated (for a table of
    texts translated where they are shown, with :func:`translate`)."""
    return text


def use(translator: Translator | None) -> None:
    """Translate the engine's and reports' words with ``translator`` (``QCoreApplication.translate``);
    ``None``: English again (and English numbers)."""
    global _translator
    _translator = _english if translator is None else translator
    if translator is None:
        set_locale("en")


def set_locale(name: str) -> None:
    """Numbers and dates as ``name`` writes them (``"de_DE"``, ``"fr"``; "", "C": English)."""
    global _locale
    _locale = _locale_name(name) or "en"


def locale() -> str:
    """The Babel locale name numbers and dates are written in (``"en"`` by default)."""
    return _locale


def language() -> str:
    """The language code of :func:`locale` (``"de"``; ``"en"`` by default)."""
    return _locale.split("_")[0]


def fill(template: str, *values: object) -> str:
    """``template`` (already translated) with ``%1``, ``%2``, ... replaced by ``values``, in one
    pass (a name holding ``%2`` is left as it is)."""

    def value(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return str(values[i - 1]) if 0 < i <= len(values) else m.group(0)

    return _PLACEHOLDER.sub(value, template)


def _english_locale() -> bool:
    return _locale.split("_")[0] == "en"


def number(value: float | int | Decimal | str, decimals: int | None = None) -> str:
    """``value`` as the locale writes it: ``"3.54"`` -> ``"3,54"`` in German and French.  A text
    (``"6.67"``, as points_text writes it) keeps its digits; a number is written with ``decimals``
    places (``None``: as ``str`` writes it).  No grouping of thousands (a table's column stays
    narrow and "3582" reads the same everywhere).  English: the text unchanged."""
    text = value if isinstance(value, str) else str(value) if decimals is None else f"{value:.{decimals}f}"
    if _english_locale():
        return text
    try:
        exact = Decimal(text)
    except ArithmeticError:  # "-", "" or any other word: as it is
        return text
    places = -exponent if isinstance(exponent := exact.as_tuple().exponent, int) and exponent < 0 else 0
    from babel.numbers import format_decimal

    written = format_decimal(exact, format="0." + "0" * places if places else "0", locale=_locale,
                             decimal_quantization=True)
    return "+" + written if text.startswith("+") else written  # a luck of "+1.5" keeps its sign


def date_text(iso: str) -> str:
    """A date given as YYYY-MM-DD as the locale writes it (``"28.11.2026"``, ``"28 nov. 2026"``);
    English, or a text that is not such a date: unchanged."""
    if _english_locale():
        return iso
    try:
        day = dt.date.fromisoformat(iso)
    except ValueError:
        return iso
    from babel.dates import format_date

    return format_date(day, format="medium", locale=_locale)


# ----- the command line's language: the catalogue read without Qt -----

def folder() -> Path:
    """Where the catalogues are: resources/i18n."""
    import resources

    return resources.path("i18n")


def _locale_name(value: str) -> str:
    """``"de_DE.UTF-8"`` -> ``"de_DE"``; ``"C"``, ``"POSIX"``, "" -> ""."""
    name = value.split(".")[0].split("@")[0].replace("-", "_")
    return "" if name in ("", "C", "POSIX") else name


def from_environment(env: Mapping[str, str] | None = None) -> str:
    """The locale asked for: ``$BAKEHOUSE_LANGUAGE``, else ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    (the first set, as POSIX reads them); "" when none asks for a language (``C``, unset)."""
    env = os.environ if env is None else env
    for key in ("BAKEHOUSE_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(key):
            return _locale_name(env[key])
    return ""


@cache
def catalogue(language: str, where: Path | None = None) -> dict[tuple[str, str], str]:
    """The finished translations of ``resources/i18n/bakehouse_<language>.ts``: (context, source)
    -> translation; empty when there is no such catalogue.  Unfinished, obsolete and vanished
    entries are left out, as lrelease leaves them out of the .qm."""
    path = (where or folder()) / f"{CATALOGUE}_{language}.ts"
    if not path.is_file():
        return {}
    table: dict[tuple[str, str], str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or translation.get("type") is not None:
                continue
            if translation.text:
                table[name, source] = translation.text
    return table


def install(asked: str, where: Path | None = None) -> str:
    """Speak the locale ``asked`` (``"de_DE"``, ``"fr"``; "" or "en": English) on the command line:
    its catalogue's words, its numbers and dates.  Returns the language installed ("en" when no
    catalogue has it: English words, English numbers)."""
    name = _locale_name(asked)
    code = name.split("_")[0]
    table = catalogue(code, where) if code and code != "en" else {}
    if not table:
        use(None)
        return "en"
    use(lambda context, text: table.get((context, text), text))
    set_locale(name)
    return code
