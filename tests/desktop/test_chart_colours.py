"""The Statistics view's charts follow the palette (issue 19, part 7: "no colour hard-coded against
light or dark"): under Xvfb in dark mode every chart was a white box.  The plot's ground is the
palette's Base, its words the palette's Text, every series colour at least 3:1 against the ground,
drawn again when the palette changes; every control of a section has an accessible name that
says what it saves or shows."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QHeaderView,
    QLabel,
    QWidget,
)

from desktop.club.charts import ChartView, SectionView
from reports.charts import BarChart, FigureTable, Histogram, LineChart, MeetingMatrix, Section

NAMES = ("Zoë", "Ann", "Bob", "Cyd")
SECTION = Section(
    "Everything",
    (BarChart("Win rate by seat", ("seat 1", "seat 2", "seat 3"), (50.0, 30.0, 20.0), "%", 33.3, (4, 4, 4)),
     BarChart("Games won", NAMES, (3, 2, 1, 0), across=True, expected=1.5),
     Histogram("How often each turn score was made", {0: 4, 3: 1, 8: 2}),
     LineChart("Rating history", {n: [(0, 25.0), (1, 26.0 + i)] for i, n in enumerate(NAMES * 2)}),
     MeetingMatrix("Who shared a table with whom", NAMES[:3], ((0, 1, 2), (1, 0, 1), (2, 1, 0)))),
    (("Matches", "12"),),
    (FigureTable("Seats", ("Seat", "Won"), (("1", "2"), ("2", "1"))),),
)


def palette(dark: bool) -> QPalette:
    pal = QPalette(QApplication.palette())
    R = QPalette.ColorRole
    colours = ({R.Window: "#353535", R.WindowText: "#f0f0f0", R.Base: "#252525", R.Text: "#f0f0f0",
                R.Button: "#404040", R.ButtonText: "#f0f0f0", R.PlaceholderText: "#a0a0a0"} if dark else
               {R.Window: "#efefef", R.WindowText: "#000000", R.Base: "#ffffff", R.Text: "#000000",
                R.Button: "#efefef", R.ButtonText: "#000000", R.PlaceholderText: "#7f7f7f"})
    for role, c in colours.items():
        pal.setColor(role, QColor(c))
    return pal


def contrast(a: QColor, b: QColor) -> float:
    def lum(c: QColor) -> float:
        ch = [(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4) for v in (c.redF(), c.greenF(), c.blueF())]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def check_colours(chart: ChartView, pal: QPalette) -> None:
    ground, text = pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)
    assert chart.plot.backgroundBrush().color() == ground, chart.title
    image = chart.plot.grab().toImage()  # as drawn: the ground in the corner, never a white box in the dark
    assert image.pixelColor(2, 2).rgb() == ground.rgb(), (chart.title, image.pixelColor(2, 2).name())
    item = chart.plot.getPlotItem()
    assert QColor(item.titleLabel.opts["color"]) == text
    assert item.getAxis("left").textPen().color() == text
    texts = [t for t in item.items if isinstance(t, pg.TextItem)]
    # words in the palette's Text; a games count on its bar in the ground's colour (on the bar's colour)
    assert all(t.color == (ground if t in chart._on_bars else text) for t in texts), chart.title
    colours = chart.colours()
    for c in colours.series:  # every series readable on the ground
        assert contrast(c, ground) >= 3, (c.name(), ground.name())
    bars = getattr(chart, "bar_item", None)
    if bars is not None:
        assert pg.mkBrush(bars.opts["brush"]).color() == colours.series[0]
    for i, line in enumerate(chart.line_items):
        assert line.opts["pen"].color() == colours.series[i % len(colours.series)]
    if item.legend is not None:
        assert all(QColor(label.opts["color"]) == text for _s, label in item.legend.items)


@pytest.fixture
def app_palette(qapp):
    """The system's light or dark, as the app sees it: the application's palette (restored after)."""
    before = QPalette(qapp.palette())
    yield lambda pal: (qapp.setPalette(pal), QApplication.processEvents())
    qapp.setPalette(before)


@pytest.mark.parametrize("first", ["light", "dark"])
def test_the_charts_follow_the_palette_and_its_changes(qtbot, first, app_palette):
    view = SectionView(SECTION)
    qtbot.addWidget(view)
    view.resize(900, 1600)
    app_palette(palette(first == "dark"))
    view.show()
    qtbot.waitExposed(view)
    assert len(view.charts) == 5
    assert [t.toPlainText() for t in view.charts[0]._on_bars] == ["4 games"] * 3
    for chart in view.charts:
        check_colours(chart, palette(first == "dark"))
    app_palette(palette(first != "dark"))  # the system switched light and dark: drawn again
    for chart in view.charts:
        check_colours(chart, palette(first != "dark"))
    # the meeting matrix: each count readable on its cell, light or dark
    matrix = view.charts[-1]
    text = palette(first != "dark").color(QPalette.ColorRole.Text)
    cells = matrix.image.image
    shown = matrix.plot.grab().toImage()
    vb = matrix.plot.getPlotItem().getViewBox()
    for x in range(3):
        for y in range(3):
            colour = QColor(*cells[x, y][:3].tolist())
            if x != y:
                assert contrast(colour, text) >= 3, cells[x, y]
            # drawn as given (ImageItem's automatic levels stretched them to black and deep blue)
            at = matrix.plot.mapFromScene(vb.mapViewToScene(QPointF(x + 0.12, y + 0.12)))
            drawn = shown.pixelColor(at.x(), at.y())
            assert max(abs(drawn.red() - colour.red()), abs(drawn.green() - colour.green()),
                       abs(drawn.blue() - colour.blue())) <= 6, (x, y, drawn.name(), colour.name())


def test_every_control_of_a_section_says_what_it_saves_or_shows(qtbot):
    view = SectionView(SECTION)
    qtbot.addWidget(view)
    controls = [w for w in view.findChildren(QWidget)  # a table's own header and corner button aside
                if (isinstance(w, QAbstractButton | QAbstractItemView | QAbstractScrollArea)
                    or w.objectName() == "chartReadout")
                and not isinstance(w, QHeaderView) and not w.objectName().startswith("qt_")]
    assert controls
    unnamed = [f"{type(w).__name__} {w.objectName()!r}" for w in controls if not w.accessibleName()]
    assert unnamed == []
    saves = [c.save_button.accessibleName() for c in view.charts]
    assert saves[0] == "Save the chart Win rate by seat as PNG"
    assert len(set(saves)) == len(saves)  # each says which chart
    assert view.charts[0].plot.accessibleName() == "Chart: Win rate by seat"
    (table,) = [t.table for t in view.tables]  # type: ignore[attr-defined]
    assert table.accessibleName() == "Table: Seats"
    assert all(isinstance(r, QLabel) for r in view.findChildren(QLabel, "chartReadout"))


def test_a_bars_value_and_its_games_never_overlap(qtbot):
    """Seen under Xvfb: a bar of 0% had its "0%" drawn over its "2 games"."""
    chart = ChartView(BarChart("Win rate by seat", ("seat 1", "seat 2", "seat 3"), (0.0, 50.0, 50.0), "%", 33.3,
                               (2, 2, 2)))
    qtbot.addWidget(chart)
    chart.resize(700, 300)
    chart.show()
    qtbot.waitExposed(chart)
    QApplication.processEvents()
    texts = [t for t in chart.plot.getPlotItem().items if isinstance(t, pg.TextItem)]
    value = next(t for t in texts if t.toPlainText() == "0%")
    games = [t for t in texts if t.toPlainText() == "2 games"]
    assert len(games) == 3
    for count in games:
        assert not value.sceneBoundingRect().intersects(count.sceneBoundingRect())
