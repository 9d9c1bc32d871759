"""The statistics' chart sections drawn with pyqtgraph: the same specs
(:mod:`reports.charts`: BarChart, Histogram, LineChart, MeetingMatrix, in
:class:`~reports.charts.Section`) as the PDF draws with reportlab, so the app
and the printed statistics can never disagree.

Every chart zooms and pans with the mouse (pyqtgraph's own view box: wheel,
drag, right-click "View All") once it has the focus (a click on it, or Tab): until then the
mouse wheel over it scrolls the page it is on (issue 29), as over any other part of the page.
A count's axis steps in whole numbers (reports.charts.count_step, as the PDF's); a line chart
over days writes its axis as dates; hovering a bar, point or cell shows its value in
the line under the chart.  A chart is saved as PNG with its button or from
its right-click menu (pyqtgraph's own Export dialog is left out: its SVG export
fails on Qt 6.11+, see PITFALLS.md).  Every value axis starts at 0, as in the PDF.

Colours follow the widget's palette (light or dark, as the system has it): the plot's ground is
the palette's Base, its words Text, its axes and notes between the two; the series' colours are
the Tango palette's dark shades on a light ground and its light shades on a dark one, so they
read on both.  They are applied again when the palette changes (:meth:`ChartView.changeEvent`).

Names are drawn as plain text (axis ticks, value labels and readouts are
painted text, never markup); the few pyqtgraph labels that take HTML (the
plot's title, a line chart's legend) get escaped text.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QAction, QColor, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.names import isolate
from reports.charts import (
    BarChart,
    FigureTable,
    Histogram,
    LineChart,
    MeetingMatrix,
    Section,
    bin_label,
    count_step,
    day_text,
    has_data,
    histogram_bins,
    nothing_to_show,
)

from ..text import fill

Spec = BarChart | Histogram | LineChart | MeetingMatrix

# the series' colours on a light ground (Tango's dark shades; its chocolate for butter, which is
# too pale on white) and on a dark one (its light shades): each at least 3:1 against its ground
PALETTE = ("#3465a4", "#cc0000", "#4e9a06", "#8f5902", "#75507b", "#ce5c00", "#06989a", "#555753")
PALETTE_DARK = ("#729fcf", "#ef2929", "#8ae234", "#fce94f", "#ad7fa8", "#fcaf3e", "#34e2e2", "#d3d7cf")
CHART_HEIGHT = 250
#: a category label on an axis (a seat, a turn score: never a name) is shortened to this many pixels
#: where the bars are too many for their labels (the whole label shows on hover)
LABEL_WIDTH = 90


def _plain(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _number(v: float) -> str:
    """A value as the app's language writes it ("24,4" in German and French: issue 32)."""
    from ..numbers import localized

    return localized(f"{v:g}")


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` of the way towards ``b``."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)


class Colours:
    """A chart's colours from a palette: ground, words, axes and notes, and the series'."""

    def __init__(self, palette: QPalette) -> None:
        self.ground = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Base)
        self.text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)
        self.soft = _mix(self.text, self.ground, 0.3)  # axis titles, the hover line
        self.axis = _mix(self.text, self.ground, 0.5)
        self.dark = self.ground.lightnessF() < 0.5
        self.series = tuple(QColor(c) for c in (PALETTE_DARK if self.dark else PALETTE))
        self.expected = self.series[1]  # the share expected by chance: red, dashed

    def cell(self, share: float) -> tuple[int, int, int, int]:
        """A meeting matrix's cell: the ground, towards the first series colour as ``share`` (0..1) grows."""
        c = _mix(self.ground, self.series[0], 0.15 + 0.55 * share) if share > 0 else self.ground  # its count readable
        return (c.red(), c.green(), c.blue(), 255)

    def diagonal(self) -> tuple[int, int, int, int]:
        c = self.axis
        return (c.red(), c.green(), c.blue(), 255)


class ChartView(QWidget):
    """One chart spec drawn with pyqtgraph, its hover readout and PNG export."""

    #: the user asked to save this chart as PNG (the window asks where, through the DialogService)
    export_requested = Signal(object)

    def __init__(self, spec: Spec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.setObjectName("chartView")
        self.plot = pg.PlotWidget()
        self.plot.setMinimumHeight(CHART_HEIGHT - 40)
        self.plot.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.plot.setFixedHeight(CHART_HEIGHT)
        # the wheel zooms only once the chart has the focus (a click, or Tab): until then it scrolls
        # the page (eventFilter), never the focus on a wheel turn (Qt.WheelFocus)
        self.plot.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.plot.viewport().installEventFilter(self)
        item = self.plot.getPlotItem()
        item.hideButtons()  # the "A" auto-range button: right-click "View All" does the same
        # the axes' titles (side -> words), coloured by apply_palette
        self._axis_titles: dict[str, str] = {}
        self._expected_line: pg.InfiniteLine | None = None
        self._on_bars: list[pg.TextItem] = []  # words drawn on a bar (a games count)
        self.line_items: list[pg.PlotDataItem] = []
        self._line_series: list[int] = []
        # pyqtgraph's own Export... (its SVG fails on Qt 6.11+): our PNG export instead
        export = QAction(self.tr("Save chart as PNG…"), self)
        export.triggered.connect(self._ask_export)
        scene = self.plot.scene()
        scene.contextMenu = [export]
        self.plot.setAccessibleName(fill(self.tr("Chart: %1"), self.title))
        self.readout = _plain(" ")
        self.readout.setObjectName("chartReadout")
        self.readout.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # softer than the words, light or dark
        self.readout.setAccessibleName(fill(self.tr("Value under the pointer in the chart %1"), self.title))
        self.save_button = QPushButton(self.tr("Save as PNG…"))
        self.save_button.setObjectName("savePng")
        self.save_button.setAccessibleName(fill(self.tr("Save the chart %1 as PNG"), self.title))
        self.save_button.clicked.connect(self._ask_export)
        row = QHBoxLayout()
        row.addWidget(self.readout, 1)
        row.addWidget(self.save_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 6)
        lay.setSpacing(2)
        lay.addWidget(self.plot)
        lay.addLayout(row)
        #: what is drawn: (label, value) per bar or point, or the matrix's rows
        self._hover: list[tuple[float, float, float, float, str]] = []  # x0, x1, y0, y1, text
        self._draw()
        self.apply_palette()
        scene.sigMouseMoved.connect(self._moved)
        # the system's light/dark switch reaches the application's palette; under the app's style
        # sheet the change event does not always reach this widget
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.paletteChanged.connect(self._application_palette)

    # -- the mouse wheel ---------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The wheel over a chart without the focus scrolls the page around it (the nearest scroll
        area), never the chart: its zoom is for a chart clicked on first."""
        if event.type() == QEvent.Type.Wheel and watched is self.plot.viewport() and not self.plot.hasFocus():
            area = self._scroll_area()
            if area is not None:
                QCoreApplication.sendEvent(area.verticalScrollBar(), event)
            return True
        return super().eventFilter(watched, event)

    def _scroll_area(self) -> QAbstractScrollArea | None:
        w = self.parentWidget()
        while w is not None and not isinstance(w, QAbstractScrollArea):
            w = w.parentWidget()
        return w

    # -- colours ----------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.apply_palette()  # light to dark or back: drawn again in the new colours

    def _application_palette(self, _palette: object = None) -> None:
        if not self.testAttribute(Qt.WidgetAttribute.WA_SetPalette):
            self.apply_palette()

    def colours(self) -> Colours:
        # a palette given to this widget, else the application's as it is now: under the app's style
        # sheet a widget's inherited palette can lag behind a light/dark switch of the application's
        own = self.testAttribute(Qt.WidgetAttribute.WA_SetPalette)
        return Colours(self.palette() if own else QApplication.palette(self))

    def apply_palette(self) -> None:
        """Colour everything drawn from the widget's palette (see :class:`Colours`)."""
        c = self.colours()
        self.plot.setBackground(c.ground)
        item = self.plot.getPlotItem()
        item.setTitle(html.escape(self.title), color=c.text, size="10pt")
        for side in ("left", "bottom"):
            item.getAxis(side).setTextPen(c.text)
            item.getAxis(side).setPen(c.axis)
        for side, words in self._axis_titles.items():
            item.setLabel(side, words, color=c.soft.name())
        for t in item.items:
            if isinstance(t, pg.TextItem):
                t.setColor(c.ground if t in self._on_bars else c.text)
        if self._expected_line is not None:
            self._expected_line.setPen(pg.mkPen(c.expected, width=1, style=Qt.PenStyle.DashLine))
        bars = getattr(self, "bar_item", None)
        if bars is not None:
            bars.setOpts(brush=c.series[0])
        for i, line in zip(self._line_series, self.line_items, strict=True):
            colour = c.series[i % len(c.series)]
            line.setPen(pg.mkPen(colour, width=2))
            line.setSymbolBrush(colour)
        legend = item.legend
        if legend is not None:
            legend.setLabelTextColor(c.text)
            for _sample, label in legend.items:
                label.setText(label.text)  # drawn again in the new colour
        if isinstance(self.spec, MeetingMatrix):
            self.image.setImage(self._matrix_image(self.spec, c), levels=(0, 255))

    def _label(self, side: str, words: str) -> None:
        self._axis_titles[side] = words

    def _ask_export(self) -> None:
        self.export_requested.emit(self)

    @property
    def title(self) -> str:
        if isinstance(self.spec, Histogram):
            return histogram_bins(self.spec)[0]
        return self.spec.title

    # -- drawing ---------------------------------------------------------------------------------
    def _draw(self) -> None:
        s = self.spec
        if isinstance(s, BarChart) and s.across:
            self._across(s)
        elif isinstance(s, BarChart):
            self._bars(s.labels, s.values, s.unit, [0.0 + i for i in range(len(s.values))], 0.7)
            self._categories(s.labels)
            item = self.plot.getPlotItem()
            if s.expected is not None:  # the share expected by chance, as the PDF draws it
                self._expected_line = pg.InfiniteLine(pos=s.expected, angle=0)
                item.addItem(self._expected_line)
            one, many = self.tr("1 game"), self.tr("%1 games")
            top = max(s.values, default=0.0)
            for i, g in enumerate(s.games):  # the games each bar counts, at its foot
                count = pg.TextItem(fill(one if g == 1 else many, g), anchor=(0.5, 1.0))
                count.setPos(float(i), 0.0)
                item.addItem(count)
                if i < len(s.values) and s.values[i] >= 0.12 * max(top, 1.0):
                    self._on_bars.append(count)  # on the bar: in the ground's colour, readable on it
            for label, v in self._value_labels if s.games else []:
                if v < 0.12 * max(top, 1.0):  # a bar too short for both lines: its value over its count ("0%")
                    label.setAnchor((0.5, 2.0))
        elif isinstance(s, Histogram):
            _title, ranges, values = histogram_bins(s)
            centres = [(a + b) / 2 for a, b in ranges]
            step = max((b - a + 1 for a, b in ranges), default=1)
            self._bars(tuple(bin_label(a, b) for a, b in ranges), tuple(float(v) for v in values), "", centres,
                       0.8 * step)
            if any(b - a + 1 != step for a, b in ranges):  # 0 on its own: each bar as wide as its values
                widths = [0.8 * (b - a + 1) for a, b in ranges]
                self.bar_item.setOpts(width=np.array(widths, dtype=float))
                self._hover = [(c - w / 2, c + w / 2, *h[2:]) for c, w, h in zip(centres, widths, self._hover,
                                                                                 strict=True)]
            self._label("bottom", s.x_title or self.tr("turn score"))
            if s.y_title:
                self._label("left", s.y_title)
        elif isinstance(s, LineChart):
            self._lines(s)
        else:
            self._matrix(s)

    def _bars(self, labels: Sequence[str], values: Sequence[float], unit: str, xs: Sequence[float],
              width: float) -> None:
        item = self.plot.getPlotItem()
        self.bar_item = pg.BarGraphItem(x=np.array(xs, dtype=float), height=np.array(values, dtype=float),
                                        width=width, pen=None)
        item.addItem(self.bar_item)
        top = max(values, default=0.0)
        y_max = 100.0 if unit == "%" and top <= 100 else max(1.0, top * 1.1)
        self._value_labels: list[tuple[pg.TextItem, float]] = []
        if len(values) <= 16:  # a value over each bar, as the PDF prints them
            for x, v in zip(xs, values, strict=True):
                label = pg.TextItem(_number(v) + unit, anchor=(0.5, 1.0))
                label.setPos(x, v)
                item.addItem(label)
                self._value_labels.append((label, v))
        lo = min(xs, default=0.0) - width
        hi = max(max(xs, default=0.0) + width, lo + 3 * max(width, 1.0))  # one bar is not the whole chart
        item.setXRange(lo, hi, padding=0)
        item.setYRange(0, y_max * 1.16, padding=0)  # room for the value over the highest bar
        item.getViewBox().setLimits(yMin=0)
        if unit:
            self._label("left", unit)
        elif all(float(v).is_integer() for v in values):  # a count: whole numbers on its axis
            step = float(count_step(y_max))
            item.getAxis("left").setTickSpacing(step, step)
        self._hover = [(x - width / 2, x + width / 2, 0.0, max(v, y_max * 0.02), f"{lab}: {_number(v)}{unit}")
                       for x, v, lab in zip(xs, values, labels, strict=True)]

    def _across(self, s: BarChart) -> None:
        """Bars across, a name a row, first on top (as the PDF draws them): every name whole
        on the left axis, which is as wide as the longest name needs."""
        item = self.plot.getPlotItem()
        n = len(s.values)
        ys = np.arange(n, dtype=float)
        self.bar_item = pg.BarGraphItem(x0=np.zeros(n), y=ys, height=0.7, width=np.array(s.values, dtype=float),
                                        pen=None)
        item.addItem(self.bar_item)
        self.plot.setFixedHeight(max(CHART_HEIGHT, 24 * n + 70))
        top = max(s.values, default=0.0)
        x_max = 100.0 if s.unit == "%" and top <= 100 else max(1.0, top * 1.1)
        for y, v in zip(ys, s.values, strict=True):  # the value at each bar's end
            label = pg.TextItem(_number(v) + s.unit, anchor=(0.0, 0.5))
            label.setPos(v, y)
            item.addItem(label)
        if s.expected is not None:
            self._expected_line = pg.InfiniteLine(pos=s.expected, angle=90)
            item.addItem(self._expected_line)
        item.invertY(True)
        item.setYRange(-0.6, n - 0.4, padding=0)
        item.setXRange(0, x_max * 1.12, padding=0)  # room for the value after the longest bar
        item.getViewBox().setLimits(xMin=0)
        if s.unit:
            self._label("bottom", s.unit)
        elif all(float(v).is_integer() for v in s.values):  # a count: whole numbers on its axis
            step = float(count_step(x_max))
            item.getAxis("bottom").setTickSpacing(step, step)
        fm = QFontMetrics(self.font())
        axis = item.getAxis("left")
        axis.setTicks([[(float(i), t) for i, t in enumerate(s.labels)]])  # whole: never elided
        axis.setWidth(12 + max((fm.horizontalAdvance(t) for t in s.labels), default=20))
        self._labels = tuple(s.labels)
        self._hover = [(0.0, max(v, x_max * 0.02), y - 0.35, y + 0.35, f"{lab}: {_number(v)}{s.unit}")
                       for y, v, lab in zip(ys, s.values, s.labels, strict=True)]

    def _categories(self, labels: Sequence[str]) -> None:
        """Each bar's label under it, shortened to its share of the width (the full name on hover)."""
        self._labels = tuple(labels)
        n = max(1, len(labels))
        share = int((self.plot.width() - 70) / max(n, 3)) - 10  # the axis and a gap between labels
        width = max(24, min(LABEL_WIDTH, share))
        fm = QFontMetrics(self.font())
        ticks = [(float(i), fm.elidedText(t, Qt.TextElideMode.ElideRight, width)) for i, t in enumerate(labels)]
        self.plot.getPlotItem().getAxis("bottom").setTicks([ticks])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if isinstance(self.spec, BarChart) and not self.spec.across:
            self._categories(self._labels)

    def _lines(self, s: LineChart) -> None:
        item = self.plot.getPlotItem()
        legend = item.addLegend(offset=(-10, 10))
        top = bottom = 0.0
        for i, (name, points) in enumerate(s.series.items()):
            if not points:
                continue
            xs = [float(p[0]) for p in points]
            ys = [float(p[1]) for p in points]
            line = pg.PlotDataItem(xs, ys, symbol="o", symbolSize=6, symbolPen=None)  # coloured by apply_palette
            item.addItem(line)
            legend.addItem(line, html.escape(name))
            self.line_items.append(line)
            self._line_series.append(i)  # the series' colour, whatever series before it are empty
            top, bottom = max(top, *ys), min(bottom, *ys)
            at = self.tr("%1: %2 on %3") if s.dates else self.tr("%1: %2 at step %3")
            self._hover += [(x, x, y, y, fill(at, name, _number(y), day_text(x) if s.dates else _number(x)))
                            for x, y in zip(xs, ys, strict=True)]
        # from 0, or lower where a value is below it (a rating, mu - 3 sigma, starts at 0 and may fall)
        item.setYRange(bottom * 1.1, max(1.0, top * 1.1), padding=0)
        item.getViewBox().setLimits(yMin=bottom * 1.1)
        if s.dates:  # the days written as dates, a whole number of days apart
            days = [float(p[0]) for pts in s.series.values() for p in pts]
            lo, hi = min(days, default=0.0), max(days, default=0.0)
            step = count_step(hi - lo + 2) if hi - lo > 6 else 1
            item.getAxis("bottom").setTicks([[(float(d), day_text(d)) for d in range(int(lo), int(hi) + 2, step)]])
            item.setXRange(lo - 1, max(hi + 1, lo + 2), padding=0.02)
        self._label("bottom", s.x_title or self.tr("rating step"))
        if s.y_title:
            self._label("left", s.y_title)

    def _matrix(self, s: MeetingMatrix) -> None:
        item = self.plot.getPlotItem()
        n = len(s.names)
        self.image = pg.ImageItem(self._matrix_image(s, self.colours()), levels=(0, 255))  # as given, never stretched
        item.addItem(self.image)
        item.invertY(True)
        item.setAspectLocked(False)
        for i in range(n):
            for j in range(n):
                if i != j:
                    t = pg.TextItem(str(s.counts[i][j]), anchor=(0.5, 0.5))
                    t.setPos(j + 0.5, i + 0.5)
                    item.addItem(t)
        fm = QFontMetrics(self.font())
        # left to right whatever the name's script ("7. محمد علي", not "محمد علي .7"): LRM, then the name isolated
        left = [(i + 0.5, f"\u200e{i + 1}. {isolate(name)}") for i, name in enumerate(s.names)]  # whole (issue 21)
        item.getAxis("left").setTicks([left])
        item.getAxis("left").setWidth(12 + max((fm.horizontalAdvance(t) for _, t in left), default=20))
        item.getAxis("bottom").setTicks([[(j + 0.5, str(j + 1)) for j in range(n)]])
        item.setXRange(0, max(1, n), padding=0.02)
        item.setYRange(0, max(1, n), padding=0.02)
        one, many = self.tr("%1 and %2: %3 match together"), self.tr("%1 and %2: %3 matches together")
        self._hover = [(j, j + 1, i, i + 1, fill(one if s.counts[i][j] == 1 else many, isolate(s.names[i]),
                                                 isolate(s.names[j]), s.counts[i][j]))
                       for i in range(n) for j in range(n) if i != j]

    @staticmethod
    def _matrix_image(s: MeetingMatrix, c: Colours) -> np.ndarray:
        """The matrix's cells: the ground for none, deeper as the count grows, the diagonal greyed."""
        n = len(s.names)
        counts = np.array(s.counts, dtype=float).reshape(n, n) if n else np.zeros((0, 0))
        top = float(counts.max()) if counts.size else 0.0
        rgba = np.zeros((n, n, 4), dtype=np.ubyte)
        for i in range(n):
            for j in range(n):
                rgba[i, j] = c.diagonal() if i == j else c.cell(counts[i, j] / (top or 1))
        # ImageItem indexes [x, y]: column j of row i sits at x = j, y = i (rows downwards)
        return np.transpose(rgba, (1, 0, 2))

    # -- what is drawn (read back from the pyqtgraph items) ------------------------------------------
    def drawn(self) -> list[tuple[float, float]]:
        """The (x, height) of every bar, the (x, y) of every line point, or the
        matrix's counts as (cell index, count): read from the plot's items."""
        if isinstance(self.spec, BarChart) and self.spec.across:  # (row, length): a bar across
            return [(float(y), float(w)) for y, w in zip(self.bar_item.opts["y"], self.bar_item.opts["width"],
                                                         strict=True)]
        if isinstance(self.spec, BarChart | Histogram):
            xs = self.bar_item.opts["x"]
            hs = self.bar_item.opts["height"]
            return [(float(x), float(h)) for x, h in zip(xs, hs, strict=True)]
        if isinstance(self.spec, LineChart):
            out: list[tuple[float, float]] = []
            for line in self.line_items:
                xs, ys = line.getData()
                out += [(float(x), float(y)) for x, y in zip(xs, ys, strict=True)]
            return out
        texts = [t for t in self.plot.getPlotItem().items if isinstance(t, pg.TextItem)]
        return [(t.pos().x(), float(t.toPlainText())) for t in texts]

    def tick_labels(self, side: str | None = None) -> list[str]:
        """The labels of an axis: by default the one that names the bars (the left one of bars across)."""
        if side is None:
            side = "left" if isinstance(self.spec, BarChart) and self.spec.across else "bottom"
        axis = self.plot.getPlotItem().getAxis(side)
        ticks = axis._tickLevels  # set with setTicks
        return [t for _, t in ticks[0]] if ticks else []

    # -- hover ------------------------------------------------------------------------------------
    def _moved(self, scene_pos: QPointF) -> None:
        vb = self.plot.getPlotItem().getViewBox()
        if not vb.sceneBoundingRect().contains(scene_pos):
            self.readout.setText(" ")
            return
        p = vb.mapSceneToView(scene_pos)
        self.readout.setText(self.text_at(p.x(), p.y()) or " ")

    def text_at(self, x: float, y: float) -> str | None:
        """What the chart says at a point of its data coordinates (a bar, a point near it, a cell)."""
        if isinstance(self.spec, LineChart):
            vb = self.plot.getPlotItem().getViewBox()
            (sx, sy) = vb.viewPixelSize()  # data units per pixel: "near" is within 8 pixels
            best = min(self._hover, default=None,
                       key=lambda h: ((h[0] - x) / (sx or 1)) ** 2 + ((h[2] - y) / (sy or 1)) ** 2)
            if best is not None and ((best[0] - x) / (sx or 1)) ** 2 + ((best[2] - y) / (sy or 1)) ** 2 <= 64:
                return best[4]
            return None
        for x0, x1, y0, y1, text in self._hover:  # a bar from 0 to its height, a matrix cell
            if x0 <= x <= x1 and y0 <= y <= y1:
                return text
        return None

    # -- export -----------------------------------------------------------------------------------
    def png(self) -> bytes:
        """The chart (its plot, with its title) as PNG, at its size on screen; call once shown."""
        from pyqtgraph.exporters import ImageExporter
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice

        exporter = ImageExporter(self.plot.getPlotItem())
        exporter.parameters()["width"] = self.plot.width()
        image = exporter.export(toBytes=True)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if image is None or not image.save(buffer, "PNG"):
            raise OSError(self.tr("the chart could not be drawn as PNG"))

        buffer.close()
        return bytes(data.data())


def _figure_table(t: FigureTable) -> QWidget:
    """A table of figures (the PDF's table): plain text cells, names whole, numbers right."""
    box = QWidget()
    box.setObjectName("figureTable")
    lay = QVBoxLayout(box)
    lay.setContentsMargins(0, 0, 0, 0)
    lay.addWidget(_plain(t.title))
    table = QTableWidget(len(t.rows), len(t.columns))
    table.setObjectName("figures")
    table.setAccessibleName(fill(QCoreApplication.translate("ChartView", "Table: %1"), t.title))
    table.setHorizontalHeaderLabels(list(t.columns))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    for r, row in enumerate(t.rows):
        for c, value in enumerate(row):
            cell = QTableWidgetItem(value)  # plain text: a name is never markup
            if c:
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, cell)
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    rows_h = sum(table.rowHeight(r) for r in range(len(t.rows)))
    table.setFixedHeight(min(320, table.horizontalHeader().sizeHint().height() + rows_h + 2 * table.frameWidth() + 2))
    lay.addWidget(table)
    if t.key:
        key = _plain(t.key)
        key.setWordWrap(True)
        lay.addWidget(key)
    box.table = table  # type: ignore[attr-defined]
    return box


class SectionView(QWidget):
    """A section: its heading, its notes (label: value lines) and its charts."""

    def __init__(self, section: Section, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.section = section
        self.setObjectName("statsSection")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 4)
        heading = _plain(section.heading)
        heading.setObjectName("sectionHeading")
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        heading.setFont(font)
        lay.addWidget(heading)
        self.notes: list[tuple[QLabel, QLabel]] = []
        if section.notes:
            form = QFormLayout()
            form.setHorizontalSpacing(16)
            for k, v in section.notes:
                key, value = _plain(k), _plain(v)
                value.setWordWrap(True)
                form.addRow(key, value)
                self.notes.append((key, value))
            lay.addLayout(form)
        self.tables = [_figure_table(t) for t in section.tables]
        for t in self.tables:
            lay.addWidget(t)
        self.charts = [ChartView(c) for c in section.charts if has_data(c)]
        for chart in self.charts:
            lay.addWidget(chart)
        self.empty: QLabel | None = None
        if not section.notes and not self.tables and not self.charts:
            self.empty = _plain(nothing_to_show(section))  # one line, never empty axes (as the PDF)
            self.empty.setObjectName("sectionEmpty")
            lay.addWidget(self.empty)

