"""Issue 29, part 3: the mouse wheel over a chart scrolls the page it is on unless the chart has the
focus (then it zooms, pyqtgraph's own); a count's axis steps in whole numbers; a rating over days
is written as dates, with the axes' titles the spec gives."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QScrollArea, QVBoxLayout, QWidget

from desktop.club.charts import ChartView
from reports.charts import BarChart, Histogram, LineChart


def _wheel(chart: ChartView, steps: int = -3) -> None:
    """A wheel turn over the middle of the chart's plot (negative: towards the user, down the page)."""
    viewport = chart.plot.viewport()
    centre = QPointF(viewport.width() / 2, viewport.height() / 2)
    event = QWheelEvent(centre, QPointF(viewport.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)
    QApplication.processEvents()


@pytest.fixture
def page(qtbot) -> tuple[QScrollArea, ChartView]:
    """A chart on a page taller than its window, as on the Statistics page."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    body = QWidget()
    lay = QVBoxLayout(body)
    field = QLineEdit()  # the focus where the page's own controls hold it
    lay.addWidget(field)
    lay.addSpacing(150)
    chart = ChartView(BarChart("Games won", ("Ann", "Bob", "Cy"), (1.0, 3.0, 2.0)))
    lay.addWidget(chart)
    lay.addSpacing(1500)
    area.setWidget(body)
    qtbot.addWidget(area)
    area.resize(600, 400)
    area.show()
    qtbot.waitExposed(area)
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    return area, chart


def test_the_wheel_over_a_chart_scrolls_the_page_until_the_chart_has_the_focus(page, qtbot) -> None:
    area, chart = page
    view = chart.plot.getPlotItem().getViewBox()
    before = view.viewRange()
    assert area.verticalScrollBar().value() == 0 and not chart.plot.hasFocus()
    _wheel(chart)
    assert area.verticalScrollBar().value() > 0  # the page scrolled
    assert view.viewRange() == before  # the chart did not zoom: its labels never pile up
    # clicked (or tabbed to): the wheel zooms it, and the page stays where it is
    chart.plot.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(chart.plot.hasFocus)
    at = area.verticalScrollBar().value()
    _wheel(chart, 3)
    assert view.viewRange() != before
    assert area.verticalScrollBar().value() == at
    assert chart.plot.focusPolicy() == Qt.FocusPolicy.StrongFocus  # never the focus on a wheel turn


def _ticks(chart: ChartView, side: str) -> list[float]:
    axis = chart.plot.getPlotItem().getAxis(side)
    lo, hi = axis.range
    return [v for _spacing, values in axis.tickValues(lo, hi, axis.height() if side == "left" else axis.width())
            for v in values]


@pytest.mark.parametrize("spec, side", [
    (BarChart("Tables", ("seat 1", "seat 2"), (1.0, 3.0)), "left"),
    (BarChart("Games won", ("Ann", "Bob"), (1.0, 2.0), across=True), "bottom"),
    (Histogram("Final scores", {10: 1, 20: 3, 30: 2}, "final score", "players"), "left"),
])
def test_count_axes_are_whole_numbers(qtbot, spec, side) -> None:
    chart = ChartView(spec)
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    chart.show()
    qtbot.waitExposed(chart)
    ticks = _ticks(chart, side)
    assert ticks and all(float(v).is_integer() for v in ticks), ticks


def test_a_rating_by_date_is_written_as_dates_with_the_axes_titles(qtbot) -> None:
    days = [dt.date(2026, 11, 20), dt.date(2026, 11, 27)]
    spec = LineChart("Rating by date", {"Dire Straights": [(float(d.toordinal()), r) for d, r in zip(days, (2.8, 5.7),
                                                                                                       strict=True)]},
                     dates=True, x_title="date", y_title="rating")
    chart = ChartView(spec)
    qtbot.addWidget(chart)
    labels = chart.tick_labels("bottom")
    assert labels[0] == "2026-11-20" and all(dt.date.fromisoformat(t) for t in labels)
    item = chart.plot.getPlotItem()
    assert item.getAxis("bottom").labelText == "date" and item.getAxis("left").labelText == "rating"
    x, y = chart.drawn()[1]
    assert chart.text_at(x, y) == "Dire Straights: 5.7 on 2026-11-27"
