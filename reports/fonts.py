"""The fonts of every report, and text as people write it.

One registration of the fonts shipped in ``resources/fonts/`` (DejaVu Sans with
its bold; Droid Sans Fallback for Chinese and Japanese; Bakehouse Hangul, a
renamed Hangul subset of NanumGothic, for Korean), then three services every page uses:

- :func:`visual`: Arabic shaped into its joined forms (arabic-reshaper) and
  right-to-left runs put in display order (python-bidi, the Unicode bidi
  algorithm), because reportlab draws a string left to right as given.
- :func:`runs`: a string cut into runs of one font, each glyph drawn by the
  first font that has it (DejaVu Sans, Droid Sans Fallback, Bakehouse Hangul).
- :func:`fit`: a name shortened with an ellipsis to a measured width, cut only
  between grapheme clusters (the ``regex`` module's ``\\X``), so no accent,
  emoji sequence or Hangul syllable is split.

Why not reportlab's own shaping: it shapes with uharfbuzz word by word but
orders right-to-left text only through ``rlbidi``, which is not on PyPI here;
the reshaper and bidi pass above are plain text transforms that work the same
in a ``Paragraph`` and in ``canvas.drawString`` and keep widths measurable.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from pathlib import Path
from typing import Literal
from xml.sax.saxutils import escape

import arabic_reshaper  # type: ignore[import-untyped]  # arabic-reshaper ships no type information
import regex
from bidi import get_display  # type: ignore[import-untyped]  # python-bidi ships no type information
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from resources import path as resource_path

from .errors import FontsMissing

#: where the shipped fonts live: resources/fonts/, package data of ``resources`` (pyproject),
#: so a checkout and an installed wheel alike find them
FONT_DIR = resource_path("fonts")

SANS = "BakehouseSans"
SANS_BOLD = "BakehouseSans-Bold"
CJK = "BakehouseCJK"
HANGUL = "BakehouseHangul"
#: tried in order for a glyph the main font lacks
FALLBACKS = (CJK, HANGUL)
#: off and on, as reportlab's addMapping takes bold and italic
BOLD_ITALIC: tuple[Literal[0], Literal[1]] = (0, 1)
ELLIPSIS = "\u2026"

_FILES = {
    SANS: "DejaVuSans.ttf",
    SANS_BOLD: "DejaVuSans-Bold.ttf",
    CJK: "DroidSansFallbackFull.ttf",
    HANGUL: "BakehouseHangul.ttf",
}
_GRAPHEME = regex.compile(r"\X")
#: the bidi isolate marks (LRI, RLI, FSI, PDI): they order text, they are never drawn
_ISOLATES = regex.compile("[\u2066-\u2069]")
_RTL = regex.compile(r"[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]")


@functools.cache
def register() -> None:
    """Register the fonts once; DejaVu Sans gets a family so ``<b>`` works.

    There is no italic in the reports: italic maps to the upright faces."""
    for name, file in _FILES.items():
        path = FONT_DIR / file
        if not path.is_file():
            raise FontsMissing(f"font file missing: {path} (reinstall bakehouse)")
        pdfmetrics.registerFont(TTFont(name, str(path)))
    for bold in BOLD_ITALIC:
        for italic in BOLD_ITALIC:
            addMapping(SANS, bold, italic, SANS_BOLD if bold else SANS)
            for fb in FALLBACKS:
                addMapping(fb, bold, italic, fb)


@functools.cache
def _cmap(font: str) -> frozenset[int]:
    register()
    f = pdfmetrics.getFont(font)
    return frozenset(f.face.charToGlyph)  # type: ignore[attr-defined]


def has_glyph(font: str, ch: str) -> bool:
    return ord(ch) in _cmap(font)


def visual(text: str) -> str:
    """*text* in display order with Arabic joined; unchanged unless it holds RTL script.

    A name in a sentence comes isolated (:func:`engine.names.isolate`): the bidi pass
    keeps it to itself, so "שרה: throw 1" and "Maya v שרה v מרים" keep their order; the
    isolate marks themselves are invisible and dropped (no font draws them)."""
    if not _RTL.search(text):
        return _ISOLATES.sub("", text)
    shown = str(get_display(arabic_reshaper.reshape(text), base_dir="L"))  # our pages run left to right
    return _ISOLATES.sub("", shown)


def runs(text: str, bold: bool = False) -> list[tuple[str, str]]:
    """(font, piece) runs of an already visual string, each glyph in the first font
    that has it.  A character no font has (emoji) stays in the main font, which
    draws its empty box rather than silently dropping it."""
    main = SANS_BOLD if bold else SANS
    out: list[tuple[str, str]] = []
    for cluster in _GRAPHEME.findall(text):
        base = cluster[0]
        font = main
        if not has_glyph(main, base):
            font = next((fb for fb in FALLBACKS if has_glyph(fb, base)), main)
        if out and out[-1][0] == font:
            out[-1] = (font, out[-1][1] + cluster)
        else:
            out.append((font, cluster))
    return out


def width(text: str, size: float, bold: bool = False) -> float:
    """The drawn width of logical *text* at *size* points."""
    return sum(pdfmetrics.stringWidth(piece, font, size) for font, piece in runs(visual(text), bold))


def graphemes(text: str) -> list[str]:
    return list(_GRAPHEME.findall(text))


def fit(text: str, max_width: float, size: float, bold: bool = False) -> str:
    """*text*, or its longest start of whole graphemes plus an ellipsis that fits
    in *max_width* points (trailing spaces dropped before the ellipsis)."""
    if width(text, size, bold) <= max_width:
        return text
    parts = graphemes(text)
    lo, hi = 0, len(parts)  # the answer keeps parts[:k] for the largest k that fits
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if width("".join(parts[:mid]).rstrip() + ELLIPSIS, size, bold) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    kept = "".join(parts[:lo]).rstrip()
    return kept + ELLIPSIS if width(kept + ELLIPSIS, size, bold) <= max_width else ""


def markup(text: str, bold: bool = False) -> str:
    """Paragraph markup for user *text*: escaped (``<``, ``>``, ``&`` print as they
    are), in display order, with a ``<font>`` tag around every run the fallback
    font draws."""
    out: list[str] = []
    for font, piece in runs(visual(text), bold):
        esc = escape(piece)
        out.append(esc if font in (SANS, SANS_BOLD) else f'<font name="{font}">{esc}</font>')
    return "".join(out)


def draw(
    canvas: Canvas, x: float, y: float, text: str, size: float, *, bold: bool = False, align: str = "left"
) -> float:
    """Draw logical *text* on a canvas at baseline *y*, aligned ``left``, ``center`` or
    ``right`` on *x*, with font fallback; returns the drawn width."""
    pieces = runs(visual(text), bold)
    total = sum(pdfmetrics.stringWidth(p, f, size) for f, p in pieces)
    if align == "center":
        x -= total / 2
    elif align == "right":
        x -= total
    t = canvas.beginText(x, y)
    for font, piece in pieces:
        t.setFont(font, size)
        t.textOut(piece)
    canvas.drawText(t)
    return total


def iter_fonts() -> Iterator[Path]:
    """The shipped font files (for the installation check)."""
    for file in _FILES.values():
        yield FONT_DIR / file
