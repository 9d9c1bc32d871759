"""The reports' translation seam: the engine's (engine/words.py), shared so the engine's messages
and the reports speak one language, set once (the app at start, the command line from
``$BAKEHOUSE_LANGUAGE`` or the locale).

reports/ never imports Qt; every user-visible string of the reports goes through :func:`translate`
(or :func:`QT_TRANSLATE_NOOP`), ``pyside6-lupdate`` finds it by that name (tools/update_translations.py
reads reports/), and a value goes in afterwards with :func:`fill` (``%1``, as Qt's ``arg``).
"""

from __future__ import annotations

from engine.words import QT_TRANSLATE_NOOP, date_text, fill, language, locale, number, translate, use

__all__ = ["QT_TRANSLATE_NOOP", "date_text", "fill", "language", "locale", "number", "translate", "use"]
