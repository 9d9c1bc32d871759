"""The projector view: a window for a second screen that the room reads from across the hall.

It cycles the current round's seating (by table, then an alphabetical "find your table" list
by name) and the standings, in type sized from the window's height, with the round timer shown
big in its corner.  Lists longer than a screen are split into pages that take their turn
(nothing is ever cut off; a name too wide for its column ends in an ellipsis, whole letters
only).  It only presents: the Standings page reads the event through the engine's services
and hands the window what to show (:meth:`ProjectorWindow.set_content`) every time it changes,
so a table's result moves the standings on the wall at once.

Keys in the window: Space starts or pauses the timer, R resets it, Left/Right show the
previous/next page, F11 switches full screen, Esc leaves full screen.

Names are drawn as plain text (QPainter never reads markup); a name inside a longer text is
isolated (:func:`desktop.text.who`) so a right-to-left name cannot turn the line around.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
    QScreen,
)
from PySide6.QtWidgets import QWidget

from engine.services.standings import EventStandings, RoundSeating

from ..text import fill, who

#: how long each page stays on the wall (milliseconds)
PAGE_MS = 12_000


translate = QCoreApplication.translate


# -- the round timer -------------------------------------------------------------------------------
class RoundTimer(QObject):
    """A countdown the organizer starts, pauses and resets (the Standings page's buttons and
    the projector's keys drive one timer).  ``clock`` gives seconds (``time.monotonic``; tests
    pass a fake one); ``changed`` is emitted on every start, pause, reset and, while running,
    with every tick of a half-second timer."""

    changed = Signal()
    # started, paused, reset or a new length: state() changed by the organizer (kept in the
    # event by the Standings page, so every station, the live page and a killed app's restart
    # show it as it is, #30, #33); the time running out changes nothing stored
    state_changed = Signal()

    def __init__(self, minutes: int = 60, clock: Callable[[], float] = time.monotonic,
                 parent: QObject | None = None, wall: Callable[[], float] = time.time) -> None:
        super().__init__(parent)
        self.clock = clock
        self.wall = wall
        self.duration = float(minutes * 60)
        self._left = self.duration  # seconds left when last paused
        self._started: float | None = None  # the clock when last started (None: paused)
        self.ticker = QTimer(self)
        self.ticker.setInterval(500)
        self.ticker.timeout.connect(self.tick)

    @property
    def running(self) -> bool:
        return self._started is not None

    def remaining(self) -> float:
        """Seconds left (0 when the time is up)."""
        left = self._left if self._started is None else self._left - (self.clock() - self._started)
        return max(0.0, left)

    @property
    def expired(self) -> bool:
        return self.remaining() <= 0.0

    def set_minutes(self, minutes: int) -> None:
        """A new length: the timer is reset to it (paused)."""
        self.duration = float(minutes * 60)
        self.reset()

    def start(self) -> None:
        if self._started is None and not self.expired:
            self._started = self.clock()
            self.ticker.start()
            self.changed.emit()
            self.state_changed.emit()

    def pause(self) -> None:
        if self._started is not None:
            self._left = self.remaining()
            self._started = None
            self.ticker.stop()
            self.changed.emit()
            self.state_changed.emit()

    def state(self) -> dict[str, float | None]:
        """What brings the timer back after a restart: its length, the seconds left, and while it
        runs the wall-clock time it ends at (the time runs on while the app is down)."""
        left = self.remaining()
        return {"duration": self.duration, "left": left, "ends_at": self.wall() + left if self.running else None}

    def restore(self, state: dict[str, float | None]) -> None:
        """The timer as :meth:`state` gave it; a running one runs on from the time left now."""
        duration, left, ends_at = state.get("duration"), state.get("left"), state.get("ends_at")
        if not isinstance(duration, int | float) or duration <= 0 or not isinstance(left, int | float):
            return
        self.duration = float(duration)
        self._started = None
        self.ticker.stop()
        self._left = max(0.0, min(float(left), self.duration))
        if isinstance(ends_at, int | float):
            self._left = max(0.0, min(float(ends_at) - self.wall(), self.duration))
            if self._left > 0:
                self._started = self.clock()
                self.ticker.start()
        self.changed.emit()

    def toggle(self) -> None:
        if self.running:
            self.pause()
        else:
            self.start()

    def reset(self) -> None:
        self._started = None
        self._left = self.duration
        self.ticker.stop()
        self.changed.emit()
        self.state_changed.emit()

    def tick(self) -> None:
        if self._started is not None and self.expired:
            self._left = 0.0
            self._started = None
            self.ticker.stop()
        self.changed.emit()

    def text(self) -> str:
        """"59:58", "1:05:00": whole seconds, rounded up (a timer shows 0:00 only when the time is up)."""
        secs = int(math.ceil(self.remaining() - 1e-9))
        h, rest = divmod(secs, 3600)
        m, s = divmod(rest, 60)
        return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


# -- what the wall shows ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Block:
    """Lines kept together on one column (a table with its players; one row of a list)."""

    lines: tuple[tuple[str, ...], ...]
    #: the first line is a heading (drawn bold)
    heading: bool = False


@dataclass(frozen=True)
class Slide:
    """One kind of page before it is split: a title and its blocks; ``cells`` gives each
    line's column widths (fractions) and which cells are right-aligned."""

    kind: str  # "tables", "names", "standings", "empty"
    title: str
    blocks: tuple[Block, ...]
    widths: tuple[float, ...]
    right: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Page:
    kind: str
    title: str
    #: "Page 2 of 3" when the slide takes several pages, else ""
    part: str
    #: the columns, each a list of blocks
    columns: tuple[tuple[Block, ...], ...]
    widths: tuple[float, ...]
    right: frozenset[int]

    def lines(self) -> list[tuple[str, ...]]:
        """Every line of the page, column by column, blank lines left out (for tests)."""
        return [line for col in self.columns for b in col for line in b.lines if any(line)]


def paginate(blocks: Sequence[Block], per_column: int, columns: int) -> list[list[list[Block]]]:
    """Blocks packed in order into columns of at most ``per_column`` lines, ``columns`` to a
    page; a block is never split (one taller than a column gets a column of its own)."""
    pages: list[list[list[Block]]] = []
    page: list[list[Block]] = []
    col: list[Block] = []
    used = 0
    for b in blocks:
        n = len(b.lines)
        if col and used + n > per_column:
            page.append(col)
            col, used = [], 0
            if len(page) == columns:
                pages.append(page)
                page = []
        col.append(b)
        used += n
    if col:
        page.append(col)
    if page:
        pages.append(page)
    return pages


def _fmt(x: Fraction) -> str:
    """Points as everywhere else (:func:`engine.tournament.standings.points_text`)."""
    from engine.tournament.standings import points_text

    return points_text(x)


def _sort_key(name: str) -> tuple[tuple[tuple[int, int | str], ...], str]:
    """As the wall list sorts names (numbers in their natural order)."""
    from reports.standings import sort_key

    return sort_key(name)


def _texts() -> dict[str, str]:
    """The slides' words, translated."""
    return {
        "round": translate("ProjectorWindow", "Round %1"),
        "final": translate("ProjectorWindow", "Final"),
        "table": translate("ProjectorWindow", "Table %1"),
        "out": translate("ProjectorWindow", "Sitting out"),
        "by table": translate("ProjectorWindow", "%1: seating by table"),
        "by name": translate("ProjectorWindow", "%1: find your table"),
        "Name": translate("ProjectorWindow", "Name"),
        "Table": translate("ProjectorWindow", "Table"),
        "after": translate("ProjectorWindow", "Standings after round %1"),
        "after final": translate("ProjectorWindow", "Standings after the final"),
        "after semis": translate("ProjectorWindow", "Standings after the semi-finals"),
        "standings": translate("ProjectorWindow", "Standings"),
        "Place": translate("ProjectorWindow", "Place"),
        "Points": translate("ProjectorWindow", "Points"),
        "left": translate("ProjectorWindow", "%1 (left)"),
        "nothing": translate("ProjectorWindow", "Nothing to show yet"),
        "later": translate("ProjectorWindow", "The seating appears here when a round is published."),
    }


def slides_for(seating: RoundSeating | None, standings: EventStandings | None) -> list[Slide]:
    """The slides in their turn: seating by table, find your table, the standings (once a
    table has a result)."""
    t = _texts()
    out: list[Slide] = []
    if seating is not None and seating.tables:
        round_title = fill(t["round"], seating.round) if seating.stage == "round" else t["final"]
        tables = [Block(((fill(t["table"], n), ""),) + tuple((q, "") for q in names) + (("", ""),), heading=True)
                  for n, names in enumerate(seating.tables, 1)]
        if seating.byes:  # the last block: no blank line after it
            tables.append(Block(((t["out"], ""),) + tuple((q, "") for q in seating.byes), heading=True))
        out.append(Slide("tables", fill(t["by table"], round_title), tuple(tables), (1.0, 0.0)))
        where = [(q, str(n)) for n, names in enumerate(seating.tables, 1) for q in names]
        where += [(q, "–") for q in seating.byes]
        where.sort(key=lambda pair: _sort_key(pair[0]))
        rows = (Block(((t["Name"], t["Table"]),), heading=True),) + tuple(Block((pair,)) for pair in where)
        out.append(Slide("names", fill(t["by name"], round_title), rows, (0.70, 0.30), frozenset({1})))
    if standings is not None and standings.lines and standings.rounds_with_results:
        after = standings.after_round if standings.after_round is not None else standings.rounds_with_results
        stage = standings.stage_of(after) if after else "round"  # the final named as such, not "round 4" (#30)
        title = (t["after final"] if stage == "final" else t["after semis"] if stage == "semi"
                 else fill(t["after"], after) if after else t["standings"])
        head = Block(((t["Place"], t["Name"], t["Points"]),), heading=True)
        lines = tuple(Block(((r.place_text, fill(t["left"], who(r.name)) if r.dropped else r.name, _fmt(r.points)),))
                      for r in standings.lines)
        out.append(Slide("standings", title, (head,) + lines, (0.14, 0.66, 0.20), frozenset({0, 2})))
    if not out:
        out.append(Slide("empty", t["nothing"], (Block(((t["later"],),)),), (1.0,)))
    return out


# -- the window ------------------------------------------------------------------------------------
class ProjectorWindow(QWidget):
    """The wall's window (no parent: a top-level window of its own)."""

    def __init__(self, timer: RoundTimer, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.timer = timer
        self.setWindowTitle(self.tr("Bakehouse — projector"))
        self.setAccessibleName(self.tr("Projector view"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(True)
        self.setMinimumSize(320, 240)
        self.event_name = ""
        #: the live page's address while it is shared (its QR code beside the timer, #33)
        self.live: Callable[[], str | None] = lambda: None
        self._qr: tuple[str, int, QPixmap] | None = None
        self._seating: RoundSeating | None = None
        self._standings: EventStandings | None = None
        self._slides: list[Slide] = slides_for(None, None)
        self._pages: list[Page] = []
        self.index = 0
        self.cycle = QTimer(self)
        self.cycle.setInterval(PAGE_MS)
        self.cycle.timeout.connect(self.next_page)
        self.cycle.start()
        timer.changed.connect(self._timer_changed)
        self._layout()

    # -- content ------------------------------------------------------------------------------------
    def set_content(self, event_name: str, seating: RoundSeating | None, standings: EventStandings | None) -> None:
        """What to show (the page calls this whenever the data changed); the page on show stays
        the same kind of page when it still exists."""
        where = self._where()
        self.event_name = event_name
        self._seating, self._standings = seating, standings
        self._slides = slides_for(seating, standings)
        self._layout()
        self._go_back(where)
        self.update()

    def _where(self) -> tuple[str, int]:
        """The kind of page on show and which of its pages."""
        if not self._pages:
            return "", 0
        kind = self.current_page().kind
        first = next(i for i, p in enumerate(self._pages) if p.kind == kind)
        return kind, self.index - first

    def _go_back(self, where: tuple[str, int]) -> None:
        """Show the same kind of page (its last page if there are fewer now), else the first."""
        same = [i for i, p in enumerate(self._pages) if p.kind == where[0]]
        self.index = same[min(where[1], len(same) - 1)] if same else 0

    def pages(self) -> list[Page]:
        return list(self._pages)

    def current_page(self) -> Page:
        return self._pages[self.index]

    def show_kind(self, kind: str) -> bool:
        """Show the first page of a kind ("tables", "names", "standings"); False if there is none."""
        for i, p in enumerate(self._pages):
            if p.kind == kind:
                self.index = i
                self.cycle.start()  # the full time on the wall
                self.update()
                return True
        return False

    def next_page(self) -> None:
        self.index = (self.index + 1) % len(self._pages)
        self.update()

    def previous_page(self) -> None:
        self.index = (self.index - 1) % len(self._pages)
        self.update()

    # -- sizes (from the window's height) -----------------------------------------------------------
    def _font(self, fraction: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(10, int(self.height() * fraction)))
        font.setBold(bold)
        return font

    def title_font(self, title: str, room: int) -> QFont:
        """The title's type: as large as fits beside the timer (from 1/14 down to 1/24 of the height)."""
        for denominator in (14, 16, 18, 20, 22, 24):
            font = self._font(1 / denominator, bold=True)
            if QFontMetrics(font).horizontalAdvance(title) <= room:
                return font
        return font

    def body_font(self) -> QFont:
        return self._font(1 / 22)

    def _header_height(self) -> int:
        return int(self.height() * 0.16)

    def _margin(self) -> int:
        return max(8, int(self.height() * 0.03))

    #: the most columns a page of each kind is split into
    MOST_COLUMNS = {"tables": 4, "names": 4, "standings": 3}

    def _columns(self, slide: Slide) -> int:
        """As many columns as the widest line of the slide (in bold type, as the headings) fits
        side by side; a name longer than half the width does not take a column alone (it ends in
        an ellipsis instead)."""
        most = self.MOST_COLUMNS.get(slide.kind, 1)
        if most == 1 or not slide.blocks:
            return 1
        m = self._margin()
        room = self.width() - 2 * m
        body = self.body_font()
        bold = QFont(body)
        bold.setBold(True)
        fm, fm_bold = QFontMetrics(body), QFontMetrics(bold)
        pad = self._pad(fm)
        widest = [0] * len(slide.widths)
        for b in slide.blocks:
            for i, line in enumerate(b.lines):
                metrics = fm_bold if b.heading and i == 0 else fm
                for k, cell in enumerate(line[: len(widest)]):
                    if cell:
                        widest[k] = max(widest[k], metrics.horizontalAdvance(cell) + pad)
        need = sum(widest)
        need = min(need, room // 2)
        return max(1, min(most, (room + m) // (need + m)))

    @staticmethod
    def _pad(fm: QFontMetrics) -> int:
        """The room between two cells of a line."""
        return max(4, fm.height() // 3)

    def lines_per_column(self) -> int:
        fm = QFontMetrics(self.body_font())
        body = self.height() - self._header_height() - 2 * self._margin() - fm.lineSpacing()  # a footer line
        return max(2, body // max(1, int(fm.lineSpacing() * 1.15)))

    def _layout(self) -> None:
        per = self.lines_per_column()
        pages: list[Page] = []
        for slide in self._slides:
            cols = self._columns(slide)
            if slide.kind in ("names", "standings") and slide.blocks and slide.blocks[0].heading:
                head, rows = slide.blocks[0], list(slide.blocks[1:])
                packed = paginate(rows, per - 1, cols) or [[[]]]
                packed = [[[head, *col] for col in page] for page in packed]
            else:
                packed = paginate(slide.blocks, per, cols)
            for n, page in enumerate(packed, 1):
                part = fill(self.tr("Page %1 of %2"), n, len(packed)) if len(packed) > 1 else ""
                pages.append(Page(slide.kind, slide.title, part, tuple(tuple(c) for c in page), slide.widths,
                                  slide.right))
        self._pages = pages
        self.index = min(self.index, len(pages) - 1)
        self.setAccessibleDescription(self.current_page().title)

    # -- painting -----------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.window())
        text = pal.windowText().color()
        accent = pal.highlight().color()
        w, h = self.width(), self.height()
        m = self._margin()
        head_h = self._header_height()
        page = self.current_page()
        # the header: the event and the page's title on the left, the timer on the right
        timer_font = self._font(0.11, bold=True)
        timer_text = self.timer.text()
        widest = "0:00:00" if self.timer.duration >= 3600 else "00:00"  # the title keeps its size as time runs
        timer_w = QFontMetrics(timer_font).horizontalAdvance(widest) + m
        room = w - 2 * m - timer_w
        qr = self._qr_of(head_h - m // 2)
        if qr is not None:  # the live page's QR code between the title and the timer
            room -= qr.width() + m
        small = self._font(1 / 28)
        fm_small = QFontMetrics(small)
        p.setPen(text)
        p.setFont(small)
        p.drawText(QRect(m, m // 2, room, fm_small.height()),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                   fm_small.elidedText(self.event_name, Qt.TextElideMode.ElideRight, room))
        title_font = self.title_font(page.title, room)
        p.setFont(title_font)
        p.drawText(QRect(m, m // 2 + fm_small.height(), room, head_h - fm_small.height()),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                   QFontMetrics(title_font).elidedText(page.title, Qt.TextElideMode.ElideRight, room))
        p.setFont(timer_font)
        p.setPen(accent if self.timer.running else text)
        p.drawText(QRect(w - m - timer_w, 0, timer_w, head_h),
                   int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), timer_text)
        if qr is not None:
            p.drawPixmap(w - m - timer_w - qr.width() - m // 2, (head_h - qr.height()) // 2, qr)
        p.setPen(accent)
        p.drawLine(m, head_h, w - m, head_h)
        # the columns
        body = self.body_font()
        bold = QFont(body)
        bold.setBold(True)
        fm = QFontMetrics(body)
        step = int(fm.lineSpacing() * 1.15)
        # a slide of one page spreads its columns over the width; one of several keeps the layout
        ncols = max(1, self._columns_of(page) if page.part else len(page.columns))
        gap = m
        col_w = min((w - 2 * m - gap * (ncols - 1)) // ncols, int(h * 1.3))
        cells = self.cell_widths(page, col_w, bold)
        for c, col in enumerate(page.columns):
            x0 = m + c * (col_w + gap)
            y = head_h + m
            for block in col:
                for i, line in enumerate(block.lines):
                    heading = block.heading and i == 0
                    p.setFont(bold if heading else body)
                    p.setPen(accent if heading else text)
                    self._draw_line(p, line, page, QRect(x0, y, col_w, step), cells)
                    y += step
        # the footer: which page, and the keys
        p.setFont(small)
        p.setPen(pal.placeholderText().color())
        foot = QRect(m, h - fm_small.height() - m // 2, w - 2 * m, fm_small.height())
        part = page.part
        part_w = fm_small.horizontalAdvance(part) + m if part else 0
        p.drawText(foot, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), part)
        keys = self.keys_text()
        p.drawText(foot.adjusted(part_w, 0, 0, 0), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                   fm_small.elidedText(keys, Qt.TextElideMode.ElideRight, foot.width() - part_w))
        p.end()

    def keys_text(self) -> str:
        """The footer's keys, as the window is: full screen, Esc or F11 leaves it; in a window,
        F11 makes it full screen and Esc closes it (the hint said "leave full screen" there, #30)."""
        if self.isFullScreen():
            return self.tr("Space: timer · R: reset · ←/→: pages · Esc or F11: leave full screen")
        return self.tr("Space: timer · R: reset · ←/→: pages · F11: full screen · Esc: close")

    def _qr_of(self, size: int) -> QPixmap | None:
        """The live page's QR code about ``size`` pixels square (None while it is not shared)."""
        url = self.live()
        if url is None or size < 40:
            return None
        if self._qr is None or self._qr[:2] != (url, size):
            from ..widgets.qr import qr_pixmap

            self._qr = (url, size, qr_pixmap(url, size))
        return self._qr[2]

    def _columns_of(self, page: Page) -> int:
        for s in self._slides:
            if s.kind == page.kind:
                return self._columns(s)
        return 1

    def cell_widths(self, page: Page, col_w: int, font: QFont) -> list[int]:
        """Each cell's width in a column ``col_w`` wide: the cells beside the name (place, points,
        table) as wide as their widest text in ``font`` (bold, as the headings) and a gap, the
        name the rest."""
        fm = QFontMetrics(font)
        pad = self._pad(fm)
        stretch = page.widths.index(max(page.widths))
        lines = [line for col in page.columns for b in col for line in b.lines]
        out = [0] * len(page.widths)
        for k in range(len(page.widths)):
            if k != stretch:
                out[k] = max((fm.horizontalAdvance(line[k]) + pad + 2 for line in lines if k < len(line) and line[k]),
                             default=0)
        out[stretch] = max(0, col_w - sum(out))
        return out

    def _draw_line(self, p: QPainter, line: tuple[str, ...], page: Page, rect: QRect, cells: list[int]) -> None:
        fm = p.fontMetrics()
        pad = self._pad(QFontMetrics(self.body_font()))
        x = rect.x()
        for k, cell in enumerate(line):
            cw = cells[k] if k < len(cells) else 0
            if cw > pad and cell:
                right = k in page.right
                inner = QRect(x, rect.y(), cw - pad, rect.height()) if right else QRect(
                    x, rect.y(), cw - (pad if k < len(line) - 1 else 0), rect.height())
                shown = fm.elidedText(cell, Qt.TextElideMode.ElideRight, inner.width())
                align = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
                p.drawText(inner, int(align | Qt.AlignmentFlag.AlignVCenter), shown)
            x += cw

    # -- events -------------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        where = self._where()
        self._layout()
        self._go_back(where)
        super().resizeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            if self.isFullScreen():
                self.showNormal()
            else:
                self.close()
        elif key == Qt.Key.Key_F11:
            self.showNormal() if self.isFullScreen() else self.showFullScreen()
        elif key == Qt.Key.Key_Space:
            self.timer.toggle()
        elif key == Qt.Key.Key_R:
            self.timer.reset()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.next_page()
            self.cycle.start()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.previous_page()
            self.cycle.start()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cycle.stop()
        super().closeEvent(event)

    def _timer_changed(self) -> None:
        if self.isVisible():
            self.update()

    # -- the screen ---------------------------------------------------------------------------------
    def show_on(self, screen: QScreen | None = None) -> None:
        """Full screen on ``screen`` when it is not the primary one (the projector), else a
        normal window beside the organizer's (``screen`` None: the first non-primary screen)."""
        screens = QGuiApplication.screens()
        primary = QGuiApplication.primaryScreen()
        if screen is None:
            screen = next((s for s in screens if s is not primary), primary)
        self.cycle.start()
        if screen is not None:
            self.setScreen(screen)
            self.move(screen.geometry().topLeft())
        if screen is not None and screen is not primary:
            self.showFullScreen()
        else:
            if screen is not None:
                avail = screen.availableGeometry()
                self.resize(min(1024, avail.width()), min(768, avail.height()))
            self.showNormal()
        self.raise_()
        self.activateWindow()
