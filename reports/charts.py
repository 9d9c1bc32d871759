"""Statistics as vector charts (reportlab.graphics), fed by plain numbers.

Bar charts (win rate by seat, results), histograms (turn scores), line charts
(rating history) and a meeting matrix; :func:`render_stats` puts titled
sections of them into one PDF.  Every value axis starts at 0
(``valueAxis.valueMin = 0``): reportlab's automatic axis may otherwise start
above the smallest bar and hide it (PITFALLS.md).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.graphics.charts.barcharts import HorizontalBarChart, VerticalBarChart
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, Line, Rect
from reportlab.graphics.widgets.markers import makeMarker
from reportlab.lib import colors
from reportlab.lib.attrmap import AttrMap, AttrMapValue
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from engine.names import isolate

from . import fonts
from .errors import ReportError
from .layout import INK, RULE, SHADE, build, fitted, frame_size, label, para, style
from .words import date_text, fill, number, translate

PALETTE = [colors.HexColor(c) for c in ("#3465a4", "#cc0000", "#4e9a06", "#c4a000", "#75507b", "#ce5c00",
                                        "#06989a", "#555753")]
CHART_H = 70 * mm


#: names on a chart: this size where the longest fits its room, smaller down to the minimum, then wrapped
NAME_SIZE = 7.5
NAME_MIN = 6.0
#: the share of a chart's width the names' column may take
NAME_ROOM = 0.42


def wrap(text: str, room: float, size: float, bold: bool = False) -> list[str]:
    """*text* whole, in lines no wider than *room* points: broken between words, and a word wider
    than the room between its graphemes (never shortened: every character is printed)."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and fonts.width(lines[-1] + " " + word, size, bold) <= room:
            lines[-1] += " " + word
            continue
        piece = ""
        for g in fonts.graphemes(word):
            if piece and fonts.width(piece + g, size, bold) > room:
                lines.append(piece)
                piece = ""
            piece += g
        lines.append(piece)
    return lines or [""]


def name_lines(labels: Sequence[str], room: float, size: float = NAME_SIZE,
               smallest: float = NAME_MIN) -> tuple[float, list[list[str]]]:
    """The size every label of a chart is printed at, and each label's lines: every label whole on
    one line at *size* where the widest fits *room* points (measured with the PDF's fonts), else
    at a smaller size down to *smallest*, else wrapped at *smallest*."""
    widest = max((fonts.width(t, size) for t in labels), default=0.0)
    if widest <= room:
        return size, [[t] for t in labels]
    k = max(smallest, math.floor(size * room / widest * 4) / 4)  # widths scale with the size
    if all(fonts.width(t, k) <= room for t in labels):
        return k, [[t] for t in labels]
    return smallest, [wrap(t, room, smallest) if fonts.width(t, smallest) > room else [t] for t in labels]


class Chart(Drawing):
    """A chart drawing whose user text (titles, names, categories) is drawn by
    :func:`fonts.draw` over it, not as graphics strings: Arabic joined and read back as
    typed, emoji and combining marks drawn (a graphics string takes one font and no layer).
    ``texts`` holds ``(x, y, text, size, bold, angle, align)``, in drawing coordinates."""

    _attrMap = AttrMap(BASE=Drawing, texts=AttrMapValue(None))

    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.texts: list[tuple[float, float, str, float, bool, float, str]] = []

    def text(self, x: float, y: float, text: str, size: float, *, bold: bool = False, angle: float = 0.0,
             align: str = "left") -> None:
        self.texts.append((x, y, text, size, bold, angle, align))

    def draw(self, showBoundary: Any = None) -> None:  # noqa: N803 (reportlab API)
        super().draw(showBoundary) if showBoundary is not None else super().draw()
        c = self.canv
        for x, y, text, size, bold, angle, align in self.texts:
            c.saveState()
            c.setFillColor(INK)
            c.translate(x, y)
            if angle:
                c.rotate(angle)
            fonts.draw(c, 0, 0, text, size, bold=bold, align=align)
            c.restoreState()


@dataclass(frozen=True)
class BarChart:
    title: str
    labels: tuple[str, ...]
    values: tuple[float, ...]
    unit: str = ""  # "%" for rates: printed on the axis labels
    #: the share expected by chance (100/n for a win rate at a table of n), drawn as a dashed line
    expected: float | None = None
    #: how many games each bar counts, printed under it ("12 games"); empty: not printed
    games: tuple[int, ...] = ()
    #: the labels are names: bars across the page, each name whole in a column measured for it
    across: bool = False


@dataclass(frozen=True)
class Histogram:
    title: str
    counts: Mapping[int, int]  # value -> how often
    #: the axes' titles: what the values are ("turn score") and what is counted ("turns")
    x_title: str = ""
    y_title: str = ""
    #: at most this many bars, each a round number of values wide (1, 2, 5, 10, 20 ...): final
    #: scores spread far; 0: a bar a value up to 61 values, else up to MAX_BINS bars
    bins: int = 0


@dataclass(frozen=True)
class LineChart:
    title: str
    series: Mapping[str, Sequence[tuple[float, float]]]  # name -> (x, y) points
    #: the x values are days (``datetime.date.toordinal()``), written as dates on the axis
    dates: bool = False
    x_title: str = ""
    y_title: str = ""


def count_step(top: float) -> int:
    """The step of a count axis reaching ``top``: a whole number (1, 2, 5, 10, 20, ...), about
    five steps up to ``top``, so a count is never labelled 0.5."""
    step = 1
    while top / step > 6:
        for f in (2, 5 / 2, 2):  # 1 -> 2 -> 5 -> 10 -> 20 -> 50 ...
            step = int(step * f)
            if top / step <= 6:
                break
    return step


def day_text(x: float) -> str:
    """A day on a date axis (its ordinal) as the locale writes it."""
    import datetime as dt

    return date_text(dt.date.fromordinal(max(1, int(round(x)))).isoformat())


@dataclass(frozen=True)
class MeetingMatrix:
    title: str
    names: tuple[str, ...]
    counts: tuple[tuple[int, ...], ...]  # counts[i][j]: how often i and j shared a table


@dataclass(frozen=True)
class FigureTable:
    """A table of figures, a row a player (BG Stats' player list): the first column holds the
    names, printed whole; ``key`` says what each column means, once, under the table."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    key: str = ""


@dataclass(frozen=True)
class Section:
    heading: str
    charts: tuple[BarChart | Histogram | LineChart | MeetingMatrix, ...]
    notes: tuple[tuple[str, str], ...] = field(default_factory=tuple)  # (label, value) lines
    tables: tuple[FigureTable, ...] = field(default_factory=tuple)
    #: said in one line when the section has nothing to show (no notes, no table, no chart with data);
    #: "" for :func:`nothing_to_show`
    empty: str = ""


def nothing_to_show(section: Section) -> str:
    """The one line an empty section prints: its own, else "Nothing to show here yet." (translated)."""
    return section.empty or translate("Charts", "Nothing to show here yet.")


def has_data(c: BarChart | Histogram | LineChart | MeetingMatrix) -> bool:
    """Whether a chart has anything to draw (an empty one is one line of text instead of empty axes)."""
    if isinstance(c, BarChart):
        return bool(c.values)
    if isinstance(c, Histogram):
        return bool(c.counts)
    if isinstance(c, LineChart):
        return any(c.series.values())
    return len(c.names) >= 2


def _titled(width: float, title: str, body: float) -> Chart:
    """A chart drawing *body* points high under its *title*, wrapped (never shortened) over as
    many lines as it needs: the drawing grows by a line for each."""
    lines = wrap(title, width, 10, bold=True)
    d = Chart(width, body + 12 * (len(lines) - 1))
    for k, line in enumerate(lines):
        d.text(0, d.height - 11 - 12 * k, line, 10, bold=True)
    return d


def _games(g: int) -> str:
    return fill(translate("Charts", "1 game") if g == 1 else translate("Charts", "%1 games"), g)


def _expected(value: float, unit: str) -> str:
    return fill(translate("Charts", "expected %1"), number(f"{value:g}") + unit)


def _axis_label(unit: str) -> Callable[[float], str]:
    """A value axis's labels (``"%g"`` and the unit) as the locale writes numbers: "2,5%"."""
    return lambda value: number(f"{value:g}") + unit


def _bars(title: str, labels: Sequence[str], values: Sequence[float], width: float, unit: str = "",
          c_expected: float | None = None, games: Sequence[int] = ()) -> Drawing:
    """Upright bars, each label under its bar: across its slot where every label fits one (7 points),
    else turned 60 degrees with the room under the axis measured from the longest (never cut)."""
    if len(labels) != len(values):
        raise ReportError(f"chart {title!r}: {len(labels)} labels for {len(values)} values")
    n = max(1, len(labels))
    # the expected share's label right of the plot, where no bar reaches it
    said = "" if c_expected is None else _expected(c_expected, unit)
    plot_w = width - 44 - (fonts.width(said, 6.5) - 8 if said else 0)
    slot = plot_w / n
    upright = n <= 12 and all(fonts.width(x, 7) <= slot - 2 for x in labels)
    turned = 0.0 if upright else max((fonts.width(x, 6) for x in labels), default=0.0) * math.sin(math.radians(60))
    below = (8 if games and n <= 12 else 0) + max(0.0, turned - 20)
    d = _titled(width, title, CHART_H + below)
    ch = VerticalBarChart()
    ch.x, ch.y = 32, 26 + below  # type: ignore[assignment]
    # types-reportlab declares a plot area's size as int; reportlab draws any number of points
    ch.width, ch.height = plot_w, CHART_H - 48  # type: ignore[assignment]
    ch.data = [list(values) or [0]]
    ch.valueAxis.valueMin = 0  # PITFALLS: the automatic axis may hide small bars
    top = max(values, default=0)
    ch.valueAxis.valueMax = 100 if unit == "%" and top <= 100 else max(1, top * 1.1)
    ch.valueAxis.labels.fontName = fonts.SANS
    ch.valueAxis.labels.fontSize = 7
    ch.valueAxis.labelTextFormat = _axis_label(unit)  # as the locale writes it: "0,2" in German and French (#32)
    if not unit and all(float(v).is_integer() for v in values):  # a count: whole numbers on its axis
        ch.valueAxis.valueStep = count_step(top)
    ch.bars[0].fillColor = PALETTE[0]
    ch.bars[0].strokeColor = None
    cat = ch.categoryAxis
    cat.categoryNames = [""] * n  # the labels are drawn over the chart (Chart.texts)
    for i, x in enumerate(labels):
        cx = ch.x + slot * (i + 0.5)
        if upright:
            d.text(cx, ch.y - 11, x, 7, align="center")
        else:
            d.text(cx, ch.y - 4, x, 6, angle=60, align="right")
    if c_expected is not None and ch.valueAxis.valueMax:
        y = ch.y + ch.height * c_expected / ch.valueAxis.valueMax
        line = Line(ch.x, y, ch.x + ch.width, y, strokeColor=PALETTE[1], strokeWidth=0.9, strokeDashArray=[3, 2])
        d.add(line, name="expected")
        d.text(ch.x + ch.width + 4, y - 2, said, 6.5)
    if games and n <= 12:
        for i, g in enumerate(games):
            d.text(ch.x + slot * (i + 0.5), ch.y - (19 if upright else 4 + turned + 8), _games(g), 6,
                   align="center")
    ch.barLabelFormat = _axis_label("") if n <= 16 else None
    ch.barLabels.fontName = fonts.SANS
    ch.barLabels.fontSize = 6.5
    ch.barLabels.nudge = 5
    d.add(ch)
    return d


def _across(c: BarChart, width: float) -> Drawing:
    """Bars across the page, one a name: the names' column as wide as the longest name needs
    (measured with the PDF's fonts, up to NAME_ROOM of the width), every name whole on its line,
    smaller or wrapped where it must be; the value at each bar's end."""
    if len(c.labels) != len(c.values):
        raise ReportError(f"chart {c.title!r}: {len(c.labels)} labels for {len(c.values)} values")
    room = width * NAME_ROOM
    size, lines = name_lines(c.labels, room)
    col = min(room, max((fonts.width(x, size) for ls in lines for x in ls), default=0.0))
    n = max(1, len(c.labels))
    row = max(13.0, max((len(ls) for ls in lines), default=1) * size * 1.15 + 5)
    plot_h = row * n
    base = 24.0  # the value axis and its labels under the bars
    d = _titled(width, c.title, plot_h + base + 20 + (9 if c.expected is not None else 0))
    ch = HorizontalBarChart()
    ch.x, ch.y = col + 6, base  # type: ignore[assignment]
    # types-reportlab declares a plot area's size as int; reportlab draws any number of points
    ch.width, ch.height = width - col - 6 - 30, plot_h  # type: ignore[assignment]
    ch.data = [list(reversed(c.values)) or [0]]  # reportlab counts from the bottom: the first name on top
    ch.valueAxis.valueMin = 0  # PITFALLS: the automatic axis may hide small bars
    top = max(c.values, default=0)
    ch.valueAxis.valueMax = 100 if c.unit == "%" and top <= 100 else max(1, top * 1.1)
    ch.valueAxis.labels.fontName = fonts.SANS
    ch.valueAxis.labels.fontSize = 7
    ch.valueAxis.labelTextFormat = _axis_label(c.unit)  # as the locale writes it: "0,2" in German and French (#32)
    if not c.unit and all(float(v).is_integer() for v in c.values):  # a count: whole numbers on its axis
        ch.valueAxis.valueStep = count_step(top)
    ch.bars[0].fillColor = PALETTE[0]
    ch.bars[0].strokeColor = None
    ch.barWidth = 10
    ch.categoryAxis.categoryNames = [""] * n  # the names are drawn over the chart (Chart.texts)
    for i, ls in enumerate(lines):
        mid = ch.y + plot_h - row * (i + 0.5)
        first = mid + (len(ls) - 1) * size * 1.15 / 2 - size * 0.35
        for k, x in enumerate(ls):
            d.text(ch.x - 4, first - k * size * 1.15, x, size, align="right")
    ch.barLabelFormat = _axis_label(c.unit)
    ch.barLabels.fontName = fonts.SANS
    ch.barLabels.fontSize = 6.5
    ch.barLabels.boxAnchor = "w"
    ch.barLabels.dx = 3
    if c.expected is not None and ch.valueAxis.valueMax:
        x = ch.x + ch.width * c.expected / ch.valueAxis.valueMax
        line = Line(x, ch.y, x, ch.y + plot_h, strokeColor=PALETTE[1], strokeWidth=0.9, strokeDashArray=[3, 2])
        d.add(line, name="expected")
        d.text(x, ch.y + plot_h + 3, _expected(c.expected, c.unit), 6.5, align="center")
    d.add(ch)
    return d


def bar_chart(c: BarChart, width: float) -> Drawing:
    if c.across:
        return _across(c, width)
    return _bars(c.title, c.labels, c.values, width, c.unit, c.expected, c.games)


#: at most this many bars in a histogram (a loss, zero or gain bar more where the signs split)
MAX_BINS = 40


def histogram_bins(c: Histogram) -> tuple[str, tuple[tuple[int, int], ...], tuple[int, ...]]:
    """The bars of a histogram: its title, each bar's (lowest, highest) value and its count.

    Every value from the smallest to the largest gets a bar, also when nobody scored it;
    when they spread over more than 61 values, bars of equal width (*step*, said in the
    title).  Losses, zeros and gains never share a bar: 0 has its own, the losses are
    counted from -1 down, the gains from 1 (or the smallest gain) up.  The PDF and the app
    draw these, labelled by :func:`bin_label`."""
    if not c.counts:
        return c.title, (), ()
    lo, hi = min(c.counts), max(c.counts)
    if (hi - lo <= 60 and not c.bins) or (c.bins and hi - lo < c.bins):
        ranges = tuple((k, k) for k in range(lo, hi + 1))
        title = c.title
    else:
        step = -(-(hi - lo + 1) // MAX_BINS) if not c.bins else count_step((hi - lo + 1) * 6 / c.bins)
        found: list[tuple[int, int]] = []
        if lo < 0:  # losses: -step..-1, then further down
            top = min(-1, hi)
            while top >= lo:
                found.insert(0, (max(lo, top - step + 1), top))
                top -= step
        if lo <= 0 <= hi:
            found.append((0, 0))
        if hi > 0:
            a = max(1, lo)
            while a <= hi:
                found.append((a, min(hi, a + step - 1)))
                a += step
        ranges = tuple(found)
        title = fill(translate("Charts", "%1 (bars of %2 points; 0 has its own)") if lo <= 0 <= hi else
                     translate("Charts", "%1 (bars of %2 points)"), c.title, step)
    counts = tuple(sum(v for k, v in c.counts.items() if a <= k <= b) for a, b in ranges)
    return title, ranges, counts


def bin_label(lo: int, hi: int) -> str:
    """A bar's values as a reader takes them: ``7``, ``7 to 12``, ``-12 to -7`` (never ``-16--11``)."""
    return str(lo) if lo == hi else fill(translate("Charts", "%1 to %2"), lo, hi)


def histogram(c: Histogram, width: float) -> Drawing:
    title, ranges, values = histogram_bins(c)
    d = _bars(title, [bin_label(a, b) for a, b in ranges], values, width)
    _axis_titles(d, width, c.x_title, c.y_title)
    return d


def _axis_titles(d: Drawing, width: float, x_title: str, y_title: str) -> None:
    """What the axes measure: the value axis's title over it, the other's at its right end, under it."""
    if y_title and isinstance(d, Chart):
        d.text(2, CHART_H - 22, y_title, 6.5)
    if x_title and isinstance(d, Chart):
        d.text(width - 2, 1, x_title, 6.5, align="right")


def _legend(names: Sequence[str], width: float) -> tuple[int, float, list[list[str]], float]:
    """The legend's layout: names a row (up to 5, fewer where the longest would not fit whole),
    their size and lines (name_lines), and a row's height."""
    widest = max((fonts.width(n, NAME_MIN) for n in names), default=0.0)
    per_row = max(1, min(len(names), 5))
    while per_row > 1 and (width - 32) / per_row - 12 < widest:
        per_row -= 1
    size, lines = name_lines(names, (width - 32) / per_row - 12, 7)
    row = max(10.0, max((len(ls) for ls in lines), default=1) * size * 1.15 + 3)
    return per_row, size, lines, row


def line_chart(c: LineChart, width: float) -> Drawing:
    names = [n for n, pts in c.series.items() if pts]
    per_row, size, lines, row_h = _legend(names, width)
    rows = (len(names) - 1) // per_row + 1 if names else 1
    legend_h = row_h * rows
    d = _titled(width, c.title, CHART_H + legend_h)
    lp = LinePlot()
    below = 20 if c.dates else 0  # the dates' labels, turned
    lp.x, lp.y = 32, 16 + legend_h + below  # type: ignore[assignment]
    # types-reportlab declares a plot area's size as int; reportlab draws any number of points
    lp.width, lp.height = width - 44, CHART_H - 50 - below  # type: ignore[assignment]
    data = [list(pts) for pts in c.series.values() if pts]
    if not data:
        raise ReportError(f"chart {c.title!r} has no points")
    lp.data = data
    # from 0, or lower where a value is below it (a rating, mu - 3 sigma, starts at 0 and may fall)
    lp.yValueAxis.valueMin = min(0.0, *(y for pts in data for _, y in pts))
    lp.yValueAxis.labels.fontName = fonts.SANS
    lp.yValueAxis.labelTextFormat = _axis_label("")  # a rating's "2,5" in German and French (#32)
    lp.xValueAxis.labels.fontName = fonts.SANS
    lp.yValueAxis.labels.fontSize = lp.xValueAxis.labels.fontSize = 7
    if c.dates:  # days: written as dates, one label a week at least apart
        days = [x for pts in data for x, _ in pts]
        lo, hi = min(days), max(days)
        lp.xValueAxis.valueMin, lp.xValueAxis.valueMax = lo - 1, max(hi + 1, lo + 2)
        lp.xValueAxis.valueStep = max(1, count_step(hi - lo + 2) if hi - lo > 6 else 1)
        lp.xValueAxis.labelTextFormat = day_text
        lp.xValueAxis.labels.angle = 30
        lp.xValueAxis.labels.boxAnchor = "ne"
    else:
        lp.xValueAxis.labelTextFormat = _axis_label("")
    for i in range(len(data)):
        lp.lines[i].strokeColor = PALETTE[i % len(PALETTE)]
        lp.lines[i].strokeWidth = 1.2
        lp.lines[i].symbol = makeMarker("FilledCircle", size=3.5, fillColor=PALETTE[i % len(PALETTE)],  # type: ignore[no-untyped-call]
                                        strokeColor=None)
    d.add(lp)
    slot = (width - 32) / per_row
    for i, ls in enumerate(lines):  # a legend of our own: each name whole, in its own font
        x = 32 + (i % per_row) * slot
        y = legend_h - row_h * (i // per_row) - 10
        swatch = Rect(x, y, 6, 6)
        swatch.fillColor, swatch.strokeColor = PALETTE[i % len(PALETTE)], None
        d.add(swatch)
        for k, part in enumerate(ls):
            d.text(x + 9, y + 0.5 - k * size * 1.15, part, size)
    if c.y_title:
        d.text(2, lp.y + lp.height + 4, c.y_title, 6.5)
    if c.x_title:
        d.text(width - 2, lp.y - 12 - below, c.x_title, 6.5, align="right")
    return d


def meeting_matrix(m: MeetingMatrix, width: float) -> Flowable:
    """Who met whom how often: a table shaded by count."""
    n = len(m.names)
    if len(m.counts) != n or any(len(r) != n for r in m.counts):
        raise ReportError(f"meeting matrix {m.title!r} is not {n} x {n}")
    # the names' column as wide as the longest name needs (up to 45% of the page, fewer where the
    # columns need it); a longer name is set smaller, then wrapped: never cut
    widest = max((fonts.width(f"{i + 1}. {isolate(x)}", 9.5) for i, x in enumerate(m.names)), default=0.0)
    name_w = max(30 * mm, min(widest + 14, width * 0.45, width - 7 * mm * max(1, n)))
    cell = min(12 * mm, (width - name_w) / max(1, n))
    top = max((v for r in m.counts for v in r), default=0) or 1
    # the column numbers as plain text, never wrapped ("1" over "6" for 16), set smaller where the
    # columns are narrow
    from .layout import style as cell_style  # (``style`` below is this table's)

    head = min(cell_style("CellCenter").fontSize, (cell - 2.5) / max(0.1, fonts.width(str(n), 1.0)))
    rows: list[list[Any]] = [[""] + [str(j + 1) for j in range(n)]]
    style: list[Any] = [("GRID", (0, 0), (-1, -1), 0.3, RULE), ("FONTNAME", (0, 0), (-1, -1), fonts.SANS),
                        ("FONTSIZE", (0, 0), (-1, -1), 7.5), ("ALIGN", (1, 0), (-1, -1), "CENTER"),
                        ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                        ("FONTSIZE", (1, 0), (-1, 0), head), ("LEFTPADDING", (1, 0), (-1, -1), 1),
                        ("RIGHTPADDING", (1, 0), (-1, -1), 1)]
    for i, name in enumerate(m.names):
        rows.append([fitted(f"{i + 1}. {isolate(name)}", "Cell", name_w - 13, smallest=6.5)] + ["" if i == j else str(m.counts[i][j])
                                                                      for j in range(n)])
        for j in range(n):
            if i == j:
                style.append(("BACKGROUND", (j + 1, i + 1), (j + 1, i + 1), colors.Color(0.2, 0.2, 0.2)))
            elif m.counts[i][j]:
                k = 1 - 0.55 * m.counts[i][j] / top
                style.append(("BACKGROUND", (j + 1, i + 1), (j + 1, i + 1), colors.Color(k, k, 1)))
    t = Table(rows, colWidths=[name_w] + [cell] * n, repeatRows=1, hAlign="LEFT")
    t.setStyle(TableStyle(style))
    return KeepTogether([label(m.title, "CellBold"), Spacer(1, 1 * mm), t]) if n <= 30 else t


def chart_flowable(c: BarChart | Histogram | LineChart | MeetingMatrix, width: float) -> Flowable:
    if isinstance(c, BarChart):
        return bar_chart(c, width)
    if isinstance(c, Histogram):
        return histogram(c, width)
    if isinstance(c, LineChart):
        return line_chart(c, width)
    return meeting_matrix(c, width)


def figure_table(t: FigureTable, width: float) -> Flowable:
    """A table of figures: names whole (set smaller where long, never cut), numbers right."""

    # each figure's column as wide as its longest figure or heading word needs (headings wrap between
    # words, never inside one: "Average", "Zuletzt gespielt"), the names' column the rest (40 mm at
    # least); the headings set smaller (down to 7 points) where the columns would not fit otherwise
    room = width - 40 * mm
    for head in (style("CellBold").fontSize, 8.5, 7.5, 7.0):
        nums = [max([fonts.width(w, head, bold=True) for w in c.split()] + [fonts.width(r[j], 8.5) for r in t.rows
                                                                            if j < len(r)]) + 13
                for j, c in enumerate(t.columns) if j]
        if sum(nums) <= room:
            break
    if sum(nums) > room:  # too many figures even so: every column narrower alike
        nums = [w * room / sum(nums) for w in nums]
    name_w = width - sum(nums)
    heading = ParagraphStyle(f"FigureHead-{head:g}", parent=style("CellBold"), fontSize=head, leading=head * 1.2)
    rows: list[list[Any]] = [[Paragraph(escape(c), heading) for c in t.columns]]
    for r in t.rows:
        rows.append([fitted(r[0], "Cell", name_w - 13, smallest=6.5), *r[1:]])
    tab = Table(rows, colWidths=[name_w, *nums], repeatRows=1, hAlign="LEFT")
    tab.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.SANS), ("FONTSIZE", (0, 0), (-1, -1), 8.5),
                             ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
                             ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE), ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
                             ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    parts: list[Flowable] = [label(escape(t.title), "CellBold"), Spacer(1, 1 * mm), tab]
    if t.key:
        parts += [Spacer(1, 1 * mm), label(escape(t.key), "Small")]
    return KeepTogether(parts)  # a long table still splits across pages, its header repeated


def _heading_with(block: list[Flowable], first: list[Flowable], width: float, height: float) -> list[Flowable]:
    """A section's heading (and notes) kept with its first part on one page; a first part taller
    than a page (a long table) starts where the heading is, with room for a few rows, and runs on
    (its header repeated): kept together, both went to a new page and the table to the one after,
    leaving a page with the heading alone."""
    together = block + first

    def tall(flowables: Sequence[Flowable]) -> float:
        total = 0.0
        for f in flowables:
            inner = getattr(f, "_content", None)  # a KeepTogether: the height of what it holds
            total += tall(inner) if inner is not None else f.wrap(width, height)[1]
        return total

    if not first or tall(together) <= height:
        return [KeepTogether(together)]
    inner = first[0]
    content = list(getattr(inner, "_content", [inner]))  # a KeepTogether's flowables, free to split
    return [CondPageBreak(60 * mm), *block, *content]


def stats_story(title: str, subtitle: str, sections: Sequence[Section], paper: str = "a4") -> list[Flowable]:
    width, height = frame_size(paper)
    # a title names a player: whole, smaller where it must be; the subtitle wraps
    story: list[Flowable] = [fitted(title, "Title", width, smallest=10), para(subtitle, "Subtitle")]
    for sec in sections:
        block: list[Flowable] = [para(sec.heading, "Heading", width)]
        if sec.notes:
            rows = [[para(k, "Cell"), para(v, "CellRight")] for k, v in sec.notes]  # whole: wrapped, never cut
            t = Table(rows, colWidths=[95 * mm, 65 * mm], hAlign="LEFT")
            t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, -1), 0.3, RULE), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            block += [t, Spacer(1, 3 * mm)]
        parts: list[Flowable] = [figure_table(x, width) for x in sec.tables]
        charts = [c for c in sec.charts if has_data(c)]
        parts += [chart_flowable(c, width) for c in charts]
        if not sec.notes and not parts:
            block.append(label(escape(nothing_to_show(sec)), "Body"))  # one line, never empty axes
        story += _heading_with(block, parts[:1], width, height)  # a heading stays with its first part
        for ch in parts[1:]:
            story += [Spacer(1, 3 * mm), ch]
        story.append(Spacer(1, 3 * mm))
    return story


def render_stats(title: str, subtitle: str, sections: Sequence[Section], out: str | Path | Any = None, *,
                 paper: str = "a4") -> bytes:
    return build(stats_story(title, subtitle, sections, paper), out, title=title, paper=paper)
