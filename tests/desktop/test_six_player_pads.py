"""Six players at 1024x600 (issue 8, section 4): the scorepad's and turn sheet's names are never
cut mid-letter ("Cleo ▸ Dev"), the target line never runs into the next column ("100 to g…"),
and the Entrepreneurial bakery strip scrolls instead of hiding chips past its edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel

from desktop import i18n
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window.window import TITLE_BAR
from desktop.models import scorepad as pad
from desktop.widgets.pad_header import PAD, PadHeader
from desktop.widgets.panels.entrepreneurial import OWNER_MAX

from .test_practice_table_review import GAMES, settle
from .test_table_play import key
from .test_translation import LANGUAGES, speak

SIX = ("Cleo", "Dev", "Maya", "Tom", "Anastasia Papadopoulou", "Ben")
LONG = tuple(f"{n} {'Papadopoulou-Brandenburg'}" for n in ("Cleo", "Dev", "Maya", "Tom", "Ana", "Ben"))


def start_six(window, dialogs, dice, qtbot, ruleset, players=SIX):
    rolloff, first = GAMES[ruleset]
    dialogs.new_games.append(NewGameChoice(ruleset, players, {}))
    assert window.new_game()
    for faces in rolloff:
        dice.faces += list(faces)
        qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    window.resize(1024, 600 - TITLE_BAR)
    qtbot.waitUntil(lambda: window.width() == 1024)
    settle(window)
    return first


def pad_view(window):
    panel = window.table.panel
    return getattr(panel, "sheet", None) or panel.pad_view


def header_fits(header: PadHeader) -> None:
    """Every name is drawn whole or shortened with an ellipsis, inside its own section."""
    model = header.model()
    for i in range(header.count()):
        name = model.headerData(i, Qt.Orientation.Horizontal, pad.HEADER_NAME)
        shown = header.shown_text(i)
        assert shown.replace("▸ ", "").replace(" ★", "") in (name,) or shown.rstrip(" ★").endswith("…"), shown
        if "…" in shown:
            assert name.startswith(shown.replace("▸ ", "").split("…")[0])
        assert name in model.headerData(i, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        font = header._across_font()
        if font is not None:
            assert QFontMetricsF(font).horizontalAdvance(shown) <= header.sectionSize(i) - 2 * PAD + 0.5
        else:  # on its side: within the header's height
            assert QFontMetricsF(header._font(12)).horizontalAdvance(shown) <= header.height() - 2 * PAD + 0.5


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_six_names_fit_over_the_pad_at_1024x600(window, dialogs, dice, qtbot, ruleset):
    start_six(window, dialogs, dice, qtbot, ruleset)
    header = pad_view(window).horizontalHeader()
    assert isinstance(header, PadHeader)
    header_fits(header)
    # the player to move keeps the ▸, whatever the width
    seat = pad_view(window).model().current_seat
    if seat is not None:
        assert header.shown_text(seat).startswith("▸ ")


def test_two_short_names_stay_across_in_full(window, dialogs, dice, qtbot):
    start_six(window, dialogs, dice, qtbot, "dire-straights", players=("Ana", "Ben"))
    header = pad_view(window).horizontalHeader()
    assert not header.is_turned()
    assert {header.shown_text(i).replace("▸ ", "") for i in range(2)} == {"Ana", "Ben"}


def test_very_long_names_turn_on_their_side_and_shorten_with_an_ellipsis(window, dialogs, dice, qtbot):
    start_six(window, dialogs, dice, qtbot, "dire-straights", players=LONG)
    header = pad_view(window).horizontalHeader()
    assert header.is_turned()
    assert all("…" in header.shown_text(i) for i in range(6))
    header_fits(header)


@pytest.mark.parametrize("text", ["100 to go", "reached", "1000"])
def test_a_turn_sheet_line_is_drawn_inside_its_column(qapp, text):
    """The target line ("100 to go") in a 34-pixel column: smaller, then the number alone,
    then an ellipsis; never a pixel past the column."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QFont, QImage, QPainter

    from desktop.widgets.turn_sheet import _fitted

    img = QImage(200, 30, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    font = QFont("DejaVu Serif")
    font.setPixelSize(12)
    p.setPen(QColor("black"))
    _fitted(p, QRectF(80, 0, 34, 30), text, font, 10, short=text.removesuffix(" to go"))
    p.end()
    inked = {x for x in range(200) for y in range(30) if img.pixelColor(x, y).lightness() < 200}
    assert inked and min(inked) >= 80 and max(inked) < 114


def test_the_target_line_has_its_words_in_the_tooltip(window, dialogs, dice, qtbot):
    start_six(window, dialogs, dice, qtbot, "dire-straights")
    sheet = pad_view(window)
    row = next(i for i, r in enumerate(sheet.pad_model.rows) if r.kind is pad.RowKind.TO_GO)
    assert "to go" in sheet.model().data(sheet.model().index(row, 4), Qt.ItemDataRole.ToolTipRole)


def test_the_bakery_strip_scrolls_to_the_player_to_move_and_hides_no_one(window, dialogs, dice, qtbot):
    start_six(window, dialogs, dice, qtbot, "entrepreneurial", players=LONG)
    panel = window.table.panel
    owners = [w for w in panel.bakery_scroll.widget().findChildren(QLabel) if w.objectName() == "bakeryOwner"]
    assert len(owners) == 6
    for label, name in zip(owners, LONG, strict=True):
        assert label.fontMetrics().horizontalAdvance(label.text()) <= OWNER_MAX + 1
        assert name in label.toolTip()
    bar = panel.bakery_scroll.horizontalScrollBar()
    assert bar.maximum() > 0  # more than the strip holds: it scrolls, nothing is cut for good
    mover = panel.state.turn_player()
    qtbot.waitUntil(lambda: _in_view(panel, owners[mover]))
    # the strip keeps its height, so nothing below it moves
    assert panel.bakery_strip.height() == panel.bakery_strip.minimumHeight()


def _in_view(panel, widget) -> bool:
    viewport = panel.bakery_scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def test_a_throw_keeps_the_pads_header_still(window, dialogs, dice, qtbot):
    """Whose turn it is changes the ▸, never the header's height (room is kept for it)."""
    first = start_six(window, dialogs, dice, qtbot, "dire-straights")
    header = pad_view(window).horizontalHeader()
    before = header.height()
    seat = header.model().current_seat
    dice.add(first)
    key(qtbot, window, Qt.Key.Key_Space)
    key(qtbot, window, Qt.Key.Key_S)  # stop: the next player's ▸
    settle(window)
    assert header.model().current_seat != seat
    assert header.height() == before


#: the starter's word, its short mark and the tooltip's sentence in each language tried
STARTER = {"en": ("first", "1st", "{} starts round 1"), "de": ("beginnt", "1.", "{} beginnt Runde 1"),
           "fr": ("commence", "1er", "{} commence la manche 1")}


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
def test_the_rounds_starter_mark_fits_a_narrow_column(qapp, tmp_path, language, window, dialogs, dice, qtbot):
    """Six players at 1024x600: the round heading's "first" ("beginnt") was cut to "eginr"; a
    column too narrow for the word gets the short mark ("1st", "1.", "1er"), the whole sentence in
    the cell's tooltip and accessible text. In every shipped language (a new one: its own words)."""
    installed = speak(qapp, language, tmp_path)
    try:
        _starter_mark(language, window, dialogs, dice, qtbot)
    finally:
        i18n.remove(qapp, installed)


def _starter_mark(language, window, dialogs, dice, qtbot):
    start_six(window, dialogs, dice, qtbot, "classic")
    view = pad_view(window)
    model = view.model()
    row = next(i for i, r in enumerate(model.rows) if r.kind is pad.RowKind.HEADING)
    seat = next(c for c, cell in enumerate(model.rows[row].cells) if cell.first)
    index = model.index(row, seat)
    delegate = view.itemDelegate()
    width = view.columnWidth(seat)
    drawn = delegate.heading_text(index, width)
    word, short, sentence = STARTER.get(language) or (
        QCoreApplication.translate("Scorepad", "first"), QCoreApplication.translate("ScorepadModel", "1st"),
        QCoreApplication.translate("ScorepadModel", "%1 starts round %2").replace("%1", "{}").replace("%2", "1"))
    assert index.data() == word
    assert QFontMetricsF(delegate.heading_font()).horizontalAdvance(drawn) <= width - 4, (drawn, width)
    if language in ("de", "fr"):  # "beginnt", "commence" do not fit 1/6 of the pad at 1024 wide
        assert drawn == short
    assert delegate.heading_text(index, 25) == short  # as narrow as under Xvfb at 1024x600
    name = SIX[seat]
    said = sentence.format(name)
    assert index.data(Qt.ItemDataRole.ToolTipRole).replace("\u2068", "").replace("\u2069", "") == said
    assert index.data(Qt.ItemDataRole.AccessibleTextRole).replace("\u2068", "").replace("\u2069", "") == said
    assert delegate.heading_text(index, 200) == word  # a wide column keeps the word


@pytest.mark.parametrize("language", ["en", *LANGUAGES])
@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_six_players_table_keeps_1024_wide_in_every_language(qapp, tmp_path, language, ruleset, settings, dialogs,
                                                             dice, qtbot):
    """Issue 32: in French the Entrepreneurial table's button row ("Risquer le biscuit", "Échanger
    le yeast", "Visiter la bakery" ...) widened the window to 1070 under Xvfb at 1024x600. With the
    window made in the language, as the app makes it (its language installed first)."""
    from desktop.app import make_app
    from desktop.main_window import MainWindow

    make_app([])  # the app's font and stylesheet (desktop/theme.py)
    installed = speak(qapp, language, tmp_path)
    try:
        window = MainWindow(settings, dialogs, dice_factory=lambda: dice)
        qtbot.addWidget(window)
        window.resize(1024, 600 - TITLE_BAR)
        window.show()
        qtbot.waitExposed(window)
        dialogs.new_games.append(NewGameChoice(ruleset, SIX, {}))
        assert window.new_game()
        settle(window)
        assert window.minimumSizeHint().width() <= 1024  # the window can be 1024 wide (or narrower)
    finally:
        i18n.remove(qapp, installed)


def test_the_player_to_move_keeps_a_two_word_name_whole_on_its_side(window, dialogs, dice, qtbot):
    """The walk's Classic table of four at 1024x600: the names lie on their side and the one to
    move read "▸ Gus Mo…" (the header was as tall as the longest name without the ▸, and at most
    84 pixels): every name is whole with its ▸, whoever is to move."""
    four = ("Ann Smith", "Dora Weiss", "Fay Chen", "Gus Moreno")
    dialogs.new_games.append(NewGameChoice("classic", four, {}))
    assert window.new_game()
    dice.faces += [1, 1, 1, 6]  # Gus Moreno starts
    qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    window.resize(1024, 600 - TITLE_BAR)
    qtbot.waitUntil(lambda: window.width() == 1024)
    settle(window)
    header = pad_view(window).horizontalHeader()
    assert header.is_turned()
    assert pad_view(window).model().current_seat == 3
    assert header.shown_text(3) == "▸ Gus Moreno"
    fm = QFontMetricsF(header._font(12))
    for name in four:  # whoever is to move, the name and its ▸ fit the header
        assert fm.horizontalAdvance("▸ " + name) <= header.height() - 2 * PAD, name
    header_fits(header)
