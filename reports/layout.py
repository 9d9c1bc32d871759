"""One stylesheet, the page templates and the document builder of every report.

Every report is a list of flowables handed to :func:`build`, which lays them
out on one ``PageTemplate`` (a frame inside the margins, a footer with the
report's title and the page number), in A4 or Letter, into a file or bytes.
"""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle, StyleSheet1
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Paragraph

from . import fonts
from .errors import ReportError
from .words import fill, translate

PAGE_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
MARGIN = 15 * mm
INK = colors.black
RULE = colors.Color(0.55, 0.55, 0.55)
SHADE = colors.Color(0.92, 0.92, 0.92)


def page_size(name: str) -> tuple[float, float]:
    try:
        return PAGE_SIZES[name.lower()]
    except KeyError:
        raise ReportError(f"unknown paper size {name!r} (a4 or letter)") from None


@functools.cache
def stylesheet() -> StyleSheet1:
    """The one stylesheet: every style inherits from ``Body`` (``parent=``)."""
    fonts.register()
    ss = StyleSheet1()
    body = ParagraphStyle("Body", fontName=fonts.SANS, fontSize=10, leading=13)
    ss.add(body)
    ss.add(ParagraphStyle("Small", parent=body, fontSize=8, leading=10))
    ss.add(ParagraphStyle("Title", parent=body, fontName=fonts.SANS_BOLD, fontSize=18, leading=22, spaceAfter=4))
    ss.add(ParagraphStyle("Subtitle", parent=body, fontSize=11, leading=14, spaceAfter=6))
    ss.add(ParagraphStyle("Heading", parent=body, fontName=fonts.SANS_BOLD, fontSize=12, leading=15,
                          spaceBefore=8, spaceAfter=4))
    ss.add(ParagraphStyle("Cell", parent=body, fontSize=9.5, leading=11.5))
    ss.add(ParagraphStyle("CellBold", parent=ss["Cell"], fontName=fonts.SANS_BOLD))
    ss.add(ParagraphStyle("CellTiny", parent=ss["Cell"], fontName=fonts.SANS_BOLD, fontSize=7, leading=8.5))
    ss.add(ParagraphStyle("CellRight", parent=ss["Cell"], alignment=TA_RIGHT))
    ss.add(ParagraphStyle("CellCenter", parent=ss["Cell"], alignment=TA_CENTER))
    ss.add(ParagraphStyle("Wall", parent=body, fontSize=20, leading=25))
    ss.add(ParagraphStyle("WallBold", parent=ss["Wall"], fontName=fonts.SANS_BOLD))
    ss.add(ParagraphStyle("WallTitle", parent=ss["Title"], fontSize=30, leading=36, alignment=TA_CENTER,
                          spaceAfter=10))
    return ss


def style(name: str) -> ParagraphStyle:
    s = stylesheet()[name]
    assert isinstance(s, ParagraphStyle)
    return s


def para(text: str, style_name: str = "Body", width: float | None = None) -> Flowable:
    """A paragraph of user *text*: escaped, shaped, with font fallback, and shortened
    with an ellipsis to *width* points when given (one line, never overflowing)."""
    st = style(style_name)
    bold = st.fontName == fonts.SANS_BOLD
    if width is not None:
        text = fonts.fit(text, width, st.fontSize, bold)
    if fonts.layered(text):
        return TextLine(text, st)
    return Paragraph(fonts.markup(text, bold), st)


def fitted(text: str, style_name: str, width: float, smallest: float = 12.0) -> Flowable:
    """User *text* whole on one line where it can be: in *style_name*, or in a smaller size
    down to *smallest* points that fits *width*, and wrapped between words below that
    (a wall list never shortens a name)."""
    st = style(style_name)
    bold = st.fontName == fonts.SANS_BOLD
    wide = fonts.width(text, st.fontSize, bold)
    if wide > width:
        size = max(smallest, st.fontSize * width / wide * 0.98)
        st = ParagraphStyle(f"{style_name}-{size:.1f}", parent=st, fontSize=size, leading=size * st.leading / st.fontSize)
    if fonts.layered(text):
        return TextLine(text, st)
    return Paragraph(fonts.markup(text, bold), st)


def label(text: str, style_name: str = "Body") -> Paragraph:
    """A paragraph of our own fixed text (may carry markup: never user text)."""
    return Paragraph(text, style(style_name))


# the band at the top of every page a running heading takes (:class:`RunningHead`)
HEAD_H = 10 * mm
_HEAD_ATTR = "bakehouse_running_head"


class RunningHead(Flowable):
    """Takes no room: from the page it is on, the heading printed at the top of every page
    (a wall list's event, round and part, so a page read alone says what it is).  Only in a
    story built with ``build(..., running_head=True)``."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab API)
        return 0.0, 0.0

    def draw(self) -> None:
        setattr(self.canv, _HEAD_ATTR, self.text)


class _Doc(BaseDocTemplate):
    def __init__(self, target: Any, pagesize: tuple[float, float], title: str, footer: str,
                 running_head: bool = False) -> None:
        super().__init__(
            target, pagesize=pagesize, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
            bottomMargin=MARGIN + 6 * mm, title=title, author="Bakehouse", creator="Bakehouse",
        )
        self.footer = footer
        head = HEAD_H if running_head else 0
        frame = Frame(self.leftMargin, self.bottomMargin, self.width, self.height - head, id="body",
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        self.addPageTemplates([PageTemplate(id="report", frames=[frame], onPage=self._decorate,
                                            onPageEnd=self._head)])

    def _head(self, canvas: Canvas, doc: Any) -> None:
        """The running heading (set by the last :class:`RunningHead` drawn), over a rule: smaller (down
        to 8 pt) before it is cut ("... Entrepreneurial Damn Straig…" in French at 10 pt, #32)."""
        text = getattr(canvas, _HEAD_ATTR, "")
        if not text:
            return
        canvas.saveState()
        top = self.bottomMargin + self.height
        size = max(8.0, min(14.0, 13.9 * self.width / max(1.0, fonts.width(text, 14.0, True))))  # 13.9: rounding
        fonts.draw(canvas, self.leftMargin, top - 5 * mm, fonts.fit(text, self.width, size, True), size, bold=True)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        canvas.line(self.leftMargin, top - 7.5 * mm, self.leftMargin + self.width, top - 7 * mm)
        canvas.restoreState()

    def _decorate(self, canvas: Canvas, doc: Any) -> None:
        canvas.saveState()
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        y = MARGIN + 3 * mm
        canvas.line(self.leftMargin, y + 9, self.leftMargin + self.width, y + 9)
        canvas.setFillColor(RULE)
        fonts.draw(canvas, self.leftMargin, y, fonts.fit(self.footer, self.width * 0.75, 7.5), 7.5)
        fonts.draw(canvas, self.leftMargin + self.width, y, fill(translate("Reports", "page %1"), doc.page), 7.5,
                   align="right")
        canvas.restoreState()


def frame_size(paper: str = "a4") -> tuple[float, float]:
    """Width and height of the text frame on *paper*."""
    w, h = page_size(paper)
    return w - 2 * MARGIN, h - 2 * MARGIN - 6 * mm


def build(story: Sequence[Flowable], out: str | Path | io.BytesIO | None = None, *, title: str,
          paper: str = "a4", footer: str | None = None, running_head: bool = False) -> bytes:
    """Lay out *story* and write the PDF to *out* (a path or a binary file); returns its bytes.
    *running_head*: a band at the top of every page for the story's :class:`RunningHead`."""
    buf = io.BytesIO()
    doc = _Doc(buf, page_size(paper), title, footer if footer is not None else f"Bakehouse · {title}", running_head)
    doc.build(list(story))
    data = buf.getvalue()
    if isinstance(out, (str, Path)):
        from engine.files import write_atomically

        write_atomically(out, data)
    elif out is not None:
        out.write(data)
    return data


class TextLine(Flowable):
    """User text a ``Paragraph`` cannot set as typed (right-to-left script, emoji, a mark
    its letter's font lacks): drawn by :func:`fonts.draw`, outlines over an invisible
    layer that reads back as typed, in the paragraph style's font, size, leading and
    alignment; wrapped between words where it is wider than the room."""

    def __init__(self, text: str, st: ParagraphStyle) -> None:
        super().__init__()
        self.text = text
        self.st = st
        self.bold = st.fontName == fonts.SANS_BOLD
        self.spaceBefore = st.spaceBefore
        self.spaceAfter = st.spaceAfter
        self._lines: list[str] = [text]

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab API)
        size = self.st.fontSize
        lines: list[str] = []
        for word in self.text.split(" "):
            if lines and fonts.width(lines[-1] + " " + word, size, self.bold) <= availWidth:
                lines[-1] += " " + word
            else:
                lines.append(word)
        self._lines = [fonts.fit(x, availWidth, size, self.bold) or x for x in lines] or [""]
        self.width = availWidth
        self.height = self.st.leading * len(self._lines)
        return self.width, self.height

    def draw(self) -> None:
        size = self.st.fontSize
        for k, line in enumerate(self._lines):
            y = self.height - self.st.leading * (k + 1) + (self.st.leading - size) / 2 + size * 0.2
            if self.st.alignment == TA_CENTER:
                fonts.draw(self.canv, self.width / 2, y, line, size, bold=self.bold, align="center")
            elif self.st.alignment == TA_RIGHT:
                fonts.draw(self.canv, self.width, y, line, size, bold=self.bold, align="right")
            else:
                fonts.draw(self.canv, 0, y, line, size, bold=self.bold)


class TextLines(Flowable):
    """Plain lines drawn straight on the canvas: far cheaper than Paragraphs where a
    page repeats fixed text many times (a round of scoresheets).  Each item is
    ``(text, size, bold, fit)``: with ``fit`` the text is user text kept to one line
    and shortened with an ellipsis, else it is our own text, wrapped at spaces."""

    def __init__(self, items: Sequence[tuple[str, float, bool, bool]], leading: float = 1.25,
                 space_after: float = 0.0) -> None:
        super().__init__()
        self.items = list(items)
        self.leading = leading
        self.spaceAfter = space_after
        self._lines: list[tuple[str, float, bool]] = []

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab API)
        from reportlab.lib.utils import simpleSplit
        from reportlab.pdfbase import pdfmetrics

        lines: list[tuple[str, float, bool]] = []
        for text, size, bold, fit in self.items:
            if fit:
                lines.append((fonts.fit(text, availWidth, size, bold), size, bold))
            else:
                font = fonts.SANS_BOLD if bold else fonts.SANS
                indent = "    " if text.startswith("• ") else ""
                room = availWidth - pdfmetrics.stringWidth(indent, font, size)
                for k, part in enumerate(simpleSplit(text, font, size, room)):
                    lines.append(((indent if k else "") + part, size, bold))
        self._lines = lines
        self.width = availWidth
        self.height = sum(size * self.leading for _, size, _ in lines)
        return self.width, self.height

    def draw(self) -> None:
        y = self.height
        for text, size, bold in self._lines:
            y -= size * self.leading
            fonts.draw(self.canv, 0, y + size * (self.leading - 1) + size * 0.2, text, size, bold=bold)
