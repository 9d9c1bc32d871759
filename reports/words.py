"""The reports' one translation seam: English by default, the app's language when the app sets it.

reports/ never imports Qt (``bakehouse report`` runs without a screen), so it cannot call
``QCoreApplication.translate`` itself.  Every user-visible string of the reports goes through
:func:`translate` instead (or is marked with :func:`QT_TRANSLATE_NOOP` where it sits in a table
and is translated where it is shown).  By default :func:`translate` gives the English text back
unchanged, so the command line prints English; the app calls :func:`use` with
``QCoreApplication.translate`` at start (desktop/app.py), so the statistics view, and the PDFs
the app makes, speak the app's language.

``pyside6-lupdate`` finds these strings by the names ``translate("Context", "text")`` and
``QT_TRANSLATE_NOOP("Context", "text")`` (tools/update_translations.py reads reports/ too):
both arguments must be string literals, and a value goes in afterwards with :func:`fill`
(``%1``, ``%2``, as Qt's ``arg``), never with an f-string inside the call.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["QT_TRANSLATE_NOOP", "fill", "translate", "use"]

Translator = Callable[[str, str], str]


def _english(context: str, text: str) -> str:
    return text


_translator: Translator = _english
_PLACEHOLDER = re.compile(r"%(\d+)")


def translate(context: str, text: str) -> str:
    """``text`` in the language set by :func:`use` (English, as written, by default)."""
    return _translator(context, text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate knows)
    """Marks ``text`` for lupdate under ``context`` and gives it back untranslated (for a table of
    texts translated where they are shown, with :func:`translate`)."""
    return text


def use(translator: Translator | None) -> None:
    """Translate the reports' words with ``translator`` (``QCoreApplication.translate``);
    ``None``: English again."""
    global _translator
    _translator = _english if translator is None else translator


def fill(template: str, *values: object) -> str:
    """``template`` (already translated) with ``%1``, ``%2``, ... replaced by ``values``, in one
    pass (a name holding ``%2`` is left as it is)."""

    def value(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return str(values[i - 1]) if 0 < i <= len(values) else m.group(0)

    return _PLACEHOLDER.sub(value, template)
