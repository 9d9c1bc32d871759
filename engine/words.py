"""The engine's few words the app translates: a game's hint over its paper pad (``Ruleset.pad_hint``).

The engine never imports Qt and speaks English (its refusals cite rulings, as the command line
prints them).  A ruleset's pad hint is marked with :func:`QT_TRANSLATE_NOOP` under the context
``"Ruleset"``: ``pyside6-lupdate`` finds it by that name (tools/update_translations.py reads
engine/games/ too), and the app shows it through ``QCoreApplication.translate("Ruleset", hint)``
(desktop/club/paper_entry.py).  Both arguments must be string literals.
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate knows)
    """Marks ``text`` for lupdate under ``context`` and gives it back untranslated."""
    return text
