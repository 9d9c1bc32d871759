"""The fonts the app ships are Qt's too (#30): a Hangul or Chinese name shows in the app on a
system without CJK fonts, as the printed reports draw it."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QTextLayout


def test_the_shipped_fonts_are_registered_after_the_first_paint(qapp, qtbot):
    from desktop.app import make_app

    app = make_app([])
    qtbot.waitUntil(lambda: "Bakehouse Hangul" in QFontDatabase.families(), timeout=5000)
    assert "Droid Sans Fallback" in QFontDatabase.families()
    subs = [f.casefold() for f in QFont.substitutes(app.font().family())]
    assert "bakehouse hangul" in subs and "droid sans fallback" in subs


def test_a_hangul_name_is_drawn_with_glyphs(qapp, qtbot):
    from desktop.app import make_app

    app = make_app([])
    qtbot.waitUntil(lambda: "Bakehouse Hangul" in QFontDatabase.families(), timeout=5000)
    layout = QTextLayout("김민준", app.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    glyphs = [i for run in layout.glyphRuns() for i in run.glyphIndexes()]
    assert glyphs and 0 not in glyphs  # glyph 0: the box of a missing character
