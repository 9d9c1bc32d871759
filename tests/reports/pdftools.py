"""Reading PDFs back: text with pypdf, words and vector drawings with pdfplumber."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pdfplumber
import pypdf
from pypdf.generic._font import Font  # the class pypdf's text extraction reads fonts with
from reportlab.lib.units import mm

from reports.layout import MARGIN
from reports.pad import LEAD_W

FRAME_BOTTOM = MARGIN + 6 * mm  # the footer lies below it
ENTRY = re.compile(r"^[~-]?(\(\d*\+?\)|\d+)$")


@contextmanager
def _each_font_read_once() -> Iterator[None]:
    """pypdf reads a font's character map again for every form on a page that names it (a
    scoresheet's boxes: some 90 readings a page, four fifths of the time a page takes to read,
    issue 31); within this block each font object of a document is read once.  The text read is
    the same: the font read is the one pypdf would read again."""
    original = Font.__dict__["from_font_resource"]
    read: dict[int, tuple[object, Font]] = {}

    def once(font: Any) -> Font:
        known = read.get(id(font))
        if known is None or known[0] is not font:  # the object itself kept, so its id is not reused
            known = read[id(font)] = (font, original.__func__(Font, font))
        return known[1]

    Font.from_font_resource = staticmethod(once)  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        Font.from_font_resource = original  # type: ignore[method-assign]


def pages_text(data: bytes) -> list[str]:
    with _each_font_read_once():
        return [p.extract_text() or "" for p in pypdf.PdfReader(io.BytesIO(data)).pages]


def text(data: bytes) -> str:
    return "\n".join(pages_text(data))


@dataclass(frozen=True)
class Word:
    page: int
    text: str
    x0: float
    x1: float
    top: float
    bottom: float

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.top + self.bottom) / 2


def pad_entries(data: bytes, n_players: int, bold: bool = False) -> tuple[list[list[Word]], list[dict], list[dict]]:
    """Each seat's pad entries (not bold: the boxed counts are) as read from the PDF, in page and top-to-bottom order,
    with every curve and line drawn in the pad (pdfplumber objects, ``page`` added)."""
    seats: list[list[Word]] = [[] for _ in range(n_players)]
    curves: list[dict] = []
    lines: list[dict] = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        for pno, page in enumerate(pdf.pages):
            words = page.extract_words(use_text_flow=False, keep_blank_chars=False, extra_attrs=["fontname"])
            stop = min((w["top"] for w in words if w["text"] == "Round" and w["x0"] < MARGIN + 2), default=None)
            heading = [w["top"] for w in words if w["text"] == "scores"]
            bottom = min(heading) if heading else page.height - FRAME_BOTTOM
            if stop is not None and heading:
                bottom = min(bottom, stop)
            heads = [w["bottom"] for w in words if w["x0"] < MARGIN + 2 and w["text"] in ("Seed", "Dice", "Anyone")]
            start = max(heads, default=0.0)
            width = page.width - 2 * MARGIN
            col = (width - LEAD_W) / n_players
            left = MARGIN + LEAD_W
            found = []
            for w in words:
                if ("Bold" in w["fontname"]) != bold or not start < w["top"] < bottom or not ENTRY.match(w["text"]) or w["x0"] < left:
                    continue
                seat = min(int(((w["x0"] + w["x1"]) / 2 - left) // col), n_players - 1)
                found.append((seat, Word(pno, w["text"], w["x0"], w["x1"], w["top"], w["bottom"])))
            for seat, w in sorted(found, key=lambda sw: (sw[1].top, sw[0])):
                seats[seat].append(w)
            # a name drawn as glyph outlines (right-to-left, emoji) lies under its invisible text: not a pad mark
            boxes = [w for w in words if not ENTRY.match(w["text"])]
            for c in page.curves:
                cx, cy = (c["x0"] + c["x1"]) / 2, (c["top"] + c["bottom"]) / 2
                if any(b["x0"] - 1 <= cx <= b["x1"] + 1 and b["top"] - 2 <= cy <= b["bottom"] + 2 for b in boxes):
                    continue
                if start < c["top"] < bottom:
                    curves.append({**c, "page": pno})
            for ln in page.lines:
                if start < ln["top"] < bottom:
                    lines.append({**ln, "page": pno})
    return seats, curves, lines


def lines(data: bytes) -> list[str]:
    """Text line by line as laid out on the page (pdfplumber), every page."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [ln for page in pdf.pages for ln in (page.extract_text() or "").splitlines()]
