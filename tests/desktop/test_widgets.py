"""The die widget, the scorepad model, settings and the app's set-up."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from desktop import settings as S
from desktop.app import APP_NAME, make_app
from desktop.models import scorepad as pad
from desktop.widgets.die import DieWidget
from engine.actions import RISK, STOP, Rack, Throw
from engine.dice import Die, DieKind, parse_dice
from engine.rulesets import get_ruleset


def centre_colour(w: DieWidget) -> QColor:
    img = w.grab().toImage()
    # a point on the body away from every pip (between the top-left and centre pips)
    return img.pixelColor(QPoint(w.margin + int(w.side * 0.38), w.margin + int(w.side * 0.62)))


def test_the_yeast_looks_different_from_plain_dice(qtbot):
    plain, yeast = DieWidget(Die(4), 64), DieWidget(Die(4, DieKind.YEAST), 64)
    for w in (plain, yeast):
        qtbot.addWidget(w)
        w.resize(w.sizeHint())
    p, y = centre_colour(plain), centre_colour(yeast)
    assert p.lightness() > 200  # ivory
    assert y.lightness() < 170 and y.red() > y.blue() + 60  # golden-brown
    assert "yeast" in yeast.accessibleName()


def test_a_die_is_clickable_and_keyboard_focusable(qtbot):
    w = DieWidget(Die(3), 60)
    qtbot.addWidget(w)
    w.show()
    got = []
    w.activated.connect(got.append)
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier)
    assert w.focusPolicy() == Qt.FocusPolicy.StrongFocus
    w.setFocus()
    qtbot.keyClick(w, Qt.Key.Key_Return)
    qtbot.keyClick(w, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert got == [False, True, False, True]


def play(state, *moves):
    for m in moves:
        state.apply(m)
    return state


def test_scorepad_rows_follow_c15(qtbot):
    rs = get_ruleset("classic")
    state = rs.new_state(2, {}, 0)
    names = ("Alice", "Bob")
    model = pad.ScorepadModel()
    model.set_state(state, names)
    assert [r.kind for r in model.rows] == [pad.RowKind.HEADING, pad.RowKind.SCORE, pad.RowKind.BISCUIT]
    inserted = []
    model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    model.modelReset.connect(lambda: inserted.append("reset"))
    # Alice: 1 2 3 with the yeast 3 -> baker's dozen, 12 then 1 (C2)
    play(state, Throw(parse_dice("1 2 5 5 6 3*")), Rack((Die(1),)), Rack((Die(2),)), Rack((Die(3, DieKind.YEAST),)), STOP)
    model.set_state(state, names)
    assert inserted == [(1, 2)]  # two entry rows inserted, no reset
    texts = [[model.data(model.index(r, c)) for c in range(2)] for r in range(model.rowCount())]
    assert texts[1:3] == [["12", ""], ["1", ""]]
    # Bob: 1-5 plain and the yeast 6 -> 6 loaves... then scores and biscuits
    play(state, Throw(parse_dice("1 2 3 4 5 6*")), *(Rack((Die(f),)) for f in range(1, 6)), Rack((Die(6, DieKind.YEAST),)))
    model.set_state(state, names)
    idx = model.index(1, 1)
    assert model.data(idx) == "(6)" and model.data(idx, pad.CIRCLED) and model.data(idx, pad.PAD_BODY) == "6"
    assert model.headerData(0, Qt.Orientation.Horizontal) == "▸ Alice"
    score_row = next(r for r in range(model.rowCount()) if model.rows[r].kind is pad.RowKind.SCORE)
    assert [model.data(model.index(score_row, c)) for c in range(2)] == ["13", "192"]
    assert [model.data(model.index(score_row + 1, c)) for c in range(2)] == ["1", "(6)"]
    # Alice misses, and Bob, alone in the lead with six loaves, wins round 1 at the start of his turn (C11)
    play(state, Throw(parse_dice("2 2 3 4 5 6*")), RISK, Throw(parse_dice("2 2 3 4 5 6*")))
    model.set_state(state, names)
    kinds = [r.kind for r in model.rows]
    assert kinds == [
        pad.RowKind.HEADING, pad.RowKind.ENTRY, pad.RowKind.ENTRY, pad.RowKind.DIVIDER,
        pad.RowKind.HEADING, pad.RowKind.SCORE, pad.RowKind.BISCUIT,
    ]
    assert [model.data(model.index(2, c)) for c in range(2)] == ["~1", ""]  # the lost biscuit struck
    assert model.data(model.index(2, 0), pad.STRUCK) is True
    end = model.index(3, 1)
    assert model.data(end, pad.ROUNDS_WON) == 1 and model.data(model.index(3, 0), pad.ROUNDS_WON) is None
    assert "Bob won round 1" in model.data(end, Qt.ItemDataRole.ToolTipRole)
    assert model.data(model.index(4, 0)) == "first"  # Alice, left of the winner, starts round 2
    assert "reset" not in inserted


def test_settings_are_typed(settings):
    assert settings.get(S.LAST_PLAYERS) == ["Maya", "Tom"]
    settings.set(S.LAST_PLAYERS, ["Solo"])
    settings.sync()
    assert settings.get(S.LAST_PLAYERS) == ["Solo"]  # a one-item list stays a list
    settings.set_options_for("classic", {"box_rules": True})
    assert settings.options_for("classic") == {"box_rules": True}
    assert settings.options_for("sb") == {}


def test_the_app_has_its_names(qapp):
    app = make_app([])
    assert app.applicationName() == APP_NAME == "Bakehouse"
    assert app.organizationName() == "Bakehouse"
