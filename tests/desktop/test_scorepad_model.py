"""The desktop scorepad model shows the engine's pad as it is, for every ruleset,
updating by rows (no reset for a turn); struck circled entries stay legible."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from desktop import theme
from desktop.models import scorepad as pad
from desktop.widgets.scorepad_view import ScorepadView
from desktop.widgets.turn_sheet import TurnSheet
from engine.actions import RISK, Rack, Throw
from engine.dice import HmacDice, draw
from engine.dice import parse_dice as P
from engine.errors import RecordError
from engine.record import loads, replay
from engine.rulesets import all_rulesets, get_ruleset
from engine.scorepad import Scorepad, build, from_replay
from engine.simulate import play_game

ROOT = Path(__file__).resolve().parents[2]
SMALL = {"classic": {"rounds_to_win": 1}, "entrepreneurial": {"rounds_to_win": 1}, "six-by-6": {"sets": 2},
         "dire-straights": {"target": 60}, "sb": {"target": 30}}


def shown(model: pad.ScorepadModel) -> list[tuple[str, tuple[str, ...]]]:
    """Every row as the model displays it: (row header, cells)."""
    return [
        (
            model.headerData(r, Qt.Orientation.Vertical),
            tuple(model.data(model.index(r, c)) for c in range(model.columnCount())),
        )
        for r in range(model.rowCount())
    ]


def check_model_shows(model: pad.ScorepadModel, scorepad: Scorepad) -> None:
    assert model.columnCount() == len(scorepad.columns)
    assert shown(model) == [(row.label, row.texts) for row in scorepad.rows]
    for r, row in enumerate(scorepad.rows):
        assert model.data(model.index(r, 0), pad.ROW_KIND) is row.kind
        for c, cell in enumerate(row.cells):
            index = model.index(r, c)
            e = cell.entry
            assert model.data(index, pad.ENTRY) == e
            if e is not None:
                assert model.data(index, pad.CIRCLED) is e.circled
                assert model.data(index, pad.STRUCK) is e.struck
                assert model.data(index, pad.NEGATIVE) is e.negative
                assert model.data(index, pad.PAD_BODY) == e.body
                assert model.data(index, pad.RUNNING_TOTAL) == e.total
                assert model.data(index, pad.FINAL) is e.final
                assert model.data(index, Qt.ItemDataRole.ToolTipRole) == e.note
            assert model.data(index, pad.ROUNDS_WON) == cell.rounds_won
    for c, col in enumerate(scorepad.columns):
        header = model.headerData(c, Qt.Orientation.Horizontal)
        assert col.name in header
        assert header.startswith("▸ ") == (c == scorepad.current_seat)


def records():
    for path in sorted(p for folder in ("tests/records", "tests/data/spec-examples") for p in (ROOT / folder).rglob("*.json")):
        if path.name.endswith(".replay.json") or path.name == "refusals.json":
            continue
        try:
            yield pytest.param(replay(loads(path.read_text(encoding="utf-8"))), id=path.name)
        except RecordError:
            continue


@pytest.mark.parametrize("rep", list(records()))
def test_the_model_shows_every_records_pad(qtbot, rep) -> None:
    model = pad.ScorepadModel()
    scorepad = from_replay(rep)
    model.set_pad(scorepad)
    check_model_shows(model, scorepad)


@pytest.mark.parametrize("rs", all_rulesets(), ids=lambda rs: rs.id)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32))
def test_turn_by_turn_updates_end_as_a_fresh_model(qtbot, rs, seed: int) -> None:
    """The model follows a bot game turn by turn with row inserts and changes, never a
    reset, and ends showing what a fresh model of the finished pad shows."""
    names = ["Ann", "Ben", "Cy"]
    final = play_game(rs, 3, rs.make_options(SMALL[rs.id], 3), HmacDice.from_int(seed), [bot_for_all(rs.id)] * 3)
    state = rs.new_state(3, SMALL[rs.id], final.first_seat)
    dice = HmacDice.from_int(seed)
    model = pad.ScorepadModel()
    model.set_pad(build(None, names, ruleset=rs.id))
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    bot = bot_for_all(rs.id)
    for _ in range(2000):
        if state.is_terminal():
            break
        before = len(state.turn_log)
        state.apply(Throw(draw(dice, state.chance_dice())) if state.is_chance_node() else bot.choose(state))
        if len(state.turn_log) != before:
            model.set_state(state, names)
    assert resets == []
    fresh = pad.ScorepadModel()
    fresh.set_state(state, names)
    assert shown(model) == shown(fresh)
    check_model_shows(model, build(state, names))


def bot_for_all(ruleset_id: str):
    from engine.bots import bot_for

    return bot_for(ruleset_id)


def test_the_turn_sheet_shows_the_engine_pad(qtbot) -> None:
    rep = replay(loads((ROOT / "tests/data/spec-examples/six-by-6.json").read_text()))
    sheet = TurnSheet()
    qtbot.addWidget(sheet)
    scorepad = from_replay(rep)
    sheet.show_pad(scorepad)
    assert sheet.lines == [(r.label, r.texts) for r in scorepad.rows]
    index = sheet.pad_model.index(0, 0)
    entry = scorepad.rows[0].cells[0].entry
    assert entry is not None and sheet.pad_model.data(index, pad.DETAIL) == entry.detail
    assert entry.detail.startswith(("Rack, Carry", "Post "))


def red_columns(img, rect) -> list[int]:
    """x positions in ``rect`` with strike-red ink."""
    red = QColor(theme.INK_RED)
    xs = set()
    for x in range(rect.left(), rect.right()):
        for y in range(rect.top(), rect.bottom()):
            c = img.pixelColor(x, y)
            if abs(c.red() - red.red()) < 40 and abs(c.green() - red.green()) < 40 and abs(c.blue() - red.blue()) < 40:
                xs.add(x)
    return sorted(xs)


def ink_columns(img, rect) -> list[int]:
    ink = QColor(theme.INK_SOFT)
    return sorted(
        {
            x
            for x in range(rect.left(), rect.right())
            for y in range(rect.top(), rect.bottom())
            if abs(img.pixelColor(x, y).red() - ink.red()) < 30 and abs(img.pixelColor(x, y).blue() - ink.blue()) < 30
            and img.pixelColor(x, y).blue() > img.pixelColor(x, y).red()
        }
    )


def test_a_struck_circled_entry_is_struck_across_its_ring(qtbot) -> None:  # C15
    s = get_ruleset("classic").new_state(2, {})
    s.apply(Throw(P("1* 2 3 4 5 6")))
    s.apply(Rack(P("1* 2 3 4 5 6")))  # Ann: (1)
    s.apply(Throw(P("2 2 3 4 5 6*")))  # Ben misses
    s.apply(Throw(P("2 2 3 4 5 6*")))  # Ann misses with a biscuit, risks it and misses again
    s.apply(RISK)
    s.apply(Throw(P("2 2 3 4 5 6*")))
    model = pad.ScorepadModel()
    model.set_state(s, ["Ann", "Ben"])
    view = ScorepadView(model)
    qtbot.addWidget(view)
    view.resize(360, 300)
    view.show()
    qtbot.waitExposed(view)
    row = next(r for r, rw in enumerate(model.rows) if rw.texts[0] == "~(1)")
    cell = view.visualRect(model.index(row, 0))
    img = view.viewport().grab().toImage()
    reds, ring = red_columns(img, cell), ink_columns(img, cell)
    assert ring, "the ring and figure are drawn in faded ink"
    # the strike is one line reaching past the ring on both sides
    assert reds and reds[0] < ring[0] and reds[-1] > ring[-1]
    assert len(reds) >= (ring[-1] - ring[0])
