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

Text a plain font run would misprint or misread (right-to-left script, whose joined
presentation forms would be what a reader copies; emoji; a combining mark its letter's font
lacks) is drawn by :func:`draw` as glyph outlines (fontTools) under an invisible text layer
of the characters as typed: :func:`layered` says which.

Why not reportlab's own shaping: it shapes with uharfbuzz word by word but
orders right-to-left text only through ``rlbidi``, which is not on PyPI here;
the reshaper and bidi pass above are plain text transforms that work the same
in a ``Paragraph`` and in ``canvas.drawString`` and keep widths measurable.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal
from xml.sax.saxutils import escape

import arabic_reshaper  # type: ignore[import-untyped]  # arabic-reshaper ships no type information
import regex
from bidi import get_display  # type: ignore[import-untyped]  # python-bidi ships no type information
from fontTools.pens.basePen import BasePen  # type: ignore[import-untyped]
from fontTools.ttLib import TTFont as FontToolsFont  # type: ignore[import-untyped]
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject

from resources import path as resource_path

from .errors import FontsMissing

#: where the shipped fonts live: resources/fonts/, package data of ``resources`` (pyproject),
#: so a checkout and an installed wheel alike find them
FONT_DIR = resource_path("fonts")

SANS = "BakehouseSans"
SANS_BOLD = "BakehouseSans-Bold"
CJK = "BakehouseCJK"
HANGUL = "BakehouseHangul"
EMOJI = "BakehouseEmoji"
#: tried in order for a glyph the main font lacks
FALLBACKS = (CJK, HANGUL, EMOJI)
#: off and on, as reportlab's addMapping takes bold and italic
BOLD_ITALIC: tuple[Literal[0], Literal[1]] = (0, 1)
ELLIPSIS = "\u2026"

_FILES = {
    SANS: "DejaVuSans.ttf",
    SANS_BOLD: "DejaVuSans-Bold.ttf",
    CJK: "DroidSansFallbackFull.ttf",
    HANGUL: "BakehouseHangul.ttf",
    EMOJI: "NotoEmoji-Regular.ttf",
}
#: TrueType outlines fill by the non-zero winding rule (reportlab.pdfgen.canvas.FILL_NON_ZERO)
FILL_NON_ZERO = 1
_GRAPHEME = regex.compile(r"\X")
#: the bidi isolate marks (LRI, RLI, FSI, PDI): they order text, they are never drawn
_ISOLATES = regex.compile("[\u2066-\u2069]")
#: never drawn on their own: joiners, variation selectors, emoji skin tones and tags
_IGNORABLE = regex.compile("[\u200b-\u200f\ufe00-\ufe0f\U0001F3FB-\U0001F3FF\U000E0000-\U000E007F]")
_RTL = regex.compile(r"[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]")


def _to_unicode_cmap(fontname: str, subset: list[int]) -> str:
    """reportlab's ToUnicode CMap with code points beyond U+FFFF written as UTF-16 surrogate
    pairs, as the PDF reference asks: reportlab writes ``<1F355>``, an odd-length string PDF
    readers drop, and every emoji vanished from the extracted text."""
    def utf16(v: int) -> str:
        return chr(v).encode("utf-16-be", "surrogatepass").hex().upper()

    return "\n".join([
        "/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap", "/CIDSystemInfo",
        f"<< /Registry ({fontname})", f"/Ordering ({fontname})", "/Supplement 0", ">> def",
        f"/CMapName /{fontname} def", "/CMapType 2 def", "1 begincodespacerange",
        f"<00> <{len(subset) - 1:02X}>", "endcodespacerange", f"{len(subset)} beginbfchar",
        *(f"<{i:02X}> <{utf16(v)}>" for i, v in enumerate(subset)),
        "endbfchar", "endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end",
    ])


@functools.cache
def register() -> None:
    """Register the fonts once; DejaVu Sans gets a family so ``<b>`` works.

    There is no italic in the reports: italic maps to the upright faces."""
    ttfonts.makeToUnicodeCMap = _to_unicode_cmap  # reportlab 5.1 still writes <1F355>
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


@functools.lru_cache(maxsize=8192)
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
    return list(_runs(text, bold))


@functools.lru_cache(maxsize=8192)
def _runs(text: str, bold: bool) -> tuple[tuple[str, str], ...]:
    """:func:`runs`, worked out once per text (a page repeats its names and words)."""
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
    return tuple(out)


_LETTER = regex.compile(r"\p{L}")


def rtl(text: str) -> bool:
    """Whether *text* starts, at its first letter, in a right-to-left script."""
    first = _LETTER.search(text)
    return first is not None and bool(_RTL.match(first.group()))


@functools.lru_cache(maxsize=16384)
def width(text: str, size: float, bold: bool = False) -> float:
    """The drawn width of logical *text* at *size* points."""
    if layered(text):
        return _outline_width(visual(text), size, bold)
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
    if rtl(text):  # the ellipsis ends the name: on its left when the name runs right to left
        kept = _RLI + kept
        return kept + ELLIPSIS + _PDI if width(kept + ELLIPSIS + _PDI, size, bold) <= max_width else ""
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


_RLI, _PDI = "\u2067", "\u2069"


@functools.lru_cache(maxsize=8192)
def layered(text: str) -> bool:
    """Whether *text* is drawn as glyph outlines over an invisible layer holding the logical
    string (see :func:`draw`): it holds right-to-left script, which is drawn shaped and in
    display order but must read back as typed; or a glyph only the emoji font has; or a
    combining mark its letter's font lacks, drawn from another font over the letter."""
    if _RTL.search(text):
        return True
    for cluster in _GRAPHEME.findall(_ISOLATES.sub("", text)):
        font = _font_of(cluster[0], SANS)
        if font == EMOJI or any(not has_glyph(font, ch) and not _IGNORABLE.match(ch) for ch in cluster[1:]):
            return True
    return False


def _font_of(ch: str, main: str) -> str:
    if has_glyph(main, ch):
        return main
    return next((fb for fb in FALLBACKS if has_glyph(fb, ch)), main)


class _PathPen(BasePen):  # type: ignore[misc]  # fontTools ships no type information
    """Collects a glyph's outline (font units) as (operator, points) for a reportlab path."""

    def __init__(self, glyph_set: Any) -> None:
        super().__init__(glyph_set)
        self.ops: list[tuple[str, tuple[float, ...]]] = []

    def _moveTo(self, pt: tuple[float, float]) -> None:  # noqa: N802 (fontTools API)
        self.ops.append(("m", pt))

    def _lineTo(self, pt: tuple[float, float]) -> None:  # noqa: N802
        self.ops.append(("l", pt))

    def _curveToOne(self, p1: tuple[float, float], p2: tuple[float, float], p3: tuple[float, float]) -> None:  # noqa: N802
        self.ops.append(("c", (*p1, *p2, *p3)))

    def _closePath(self) -> None:  # noqa: N802
        self.ops.append(("h", ()))


@functools.cache
def _face(font: str) -> Any:
    return FontToolsFont(str(FONT_DIR / _FILES[font]), lazy=True)


@dataclass(frozen=True)
class _Outline:
    ops: tuple[tuple[str, tuple[float, ...]], ...]
    advance: float  # font units
    top: float  # the outline's highest point, font units
    upem: float


@functools.cache
def _outline(font: str, ch: str) -> _Outline:
    face = _face(font)
    glyph_set = face.getGlyphSet()
    name = face.getBestCmap().get(ord(ch), ".notdef")
    pen = _PathPen(glyph_set)
    glyph_set[name].draw(pen)
    ys = [pt[i] for _, pt in pen.ops for i in range(1, len(pt), 2)]
    return _Outline(tuple(pen.ops), float(face["hmtx"][name][0]), max(ys, default=0.0), float(face["head"].unitsPerEm))


@functools.lru_cache(maxsize=16384)
def _glyph_path(font: str, ch: str) -> tuple[PDFPathObject, tuple[int, int, int, int]] | None:
    """*ch*'s outline from *font* in font units, its origin at (0, 0), and its box (whole units,
    rounded outwards): made once per glyph (its numbers formatted once)."""
    g = _outline(font, ch)
    if not g.ops:
        return None
    p = PDFPathObject()
    for op, pt in g.ops:
        if op == "m":
            p.moveTo(*pt)
        elif op == "l":
            p.lineTo(*pt)
        elif op == "c":
            p.curveTo(*pt)
        else:
            p.close()
    xs = [pt[i] for _, pt in g.ops for i in range(0, len(pt), 2)]
    ys = [pt[i] for _, pt in g.ops for i in range(1, len(pt), 2)]
    return p, (math.floor(min(xs)) - 1, math.floor(min(ys)) - 1, math.ceil(max(xs)) + 1, math.ceil(max(ys)) + 1)


def _draw_glyph(canvas: Canvas, font: str, ch: str, x: float, y: float, size: float) -> float:
    """Fill *ch*'s outline from *font* with its origin at (*x*, *y*); returns its advance.

    Each glyph is a form (a PDF XObject, as a font's glyph is) made once a document and placed,
    scaled, wherever the glyph is drawn: a page of Arabic names repeats a few dozen letters, which
    are formatted and compressed once instead of at every use (issue 21: 40 scoresheets of
    right-to-left names in half the time, the pages drawn the same)."""
    g = _outline(font, ch)
    k = size / g.upem
    made = _glyph_path(font, ch)
    if made is not None:
        path, box = made
        name = f"glyph-{font}-{ord(ch):x}"
        if not canvas.hasForm(name):
            canvas.beginForm(name, *box)
            canvas.drawPath(path, stroke=0, fill=1, fillMode=FILL_NON_ZERO)
            canvas.endForm()
        canvas.saveState()
        canvas.transform(k, 0, 0, k, x, y)
        canvas.doForm(name)
        canvas.restoreState()
    return g.advance * k


def _draw_outlines(canvas: Canvas, x: float, y: float, shown: str, size: float, bold: bool) -> float:
    """Draw visual *shown* as filled outlines, cluster by cluster: the letter in the first font
    that has it, each combining mark from its letter's font if that has it, else from the first
    font that does, centred over the letter and raised above it."""
    main = SANS_BOLD if bold else SANS
    at = x
    for cluster in _GRAPHEME.findall(shown):
        base = cluster[0]
        if _IGNORABLE.match(base):
            continue
        font = _font_of(base, main)
        adv = _draw_glyph(canvas, font, base, at, y, size)
        if font != EMOJI:  # an emoji sequence shows its first emoji (the font is monochrome and unshaped)
            base_top = _outline(font, base).top * size / _outline(font, base).upem
            for mark in cluster[1:]:
                if _IGNORABLE.match(mark):
                    continue
                if has_glyph(font, mark):
                    _draw_glyph(canvas, font, mark, at + adv, y, size)  # the font places its own mark
                    continue
                mfont = _font_of(mark, main)
                g = _outline(mfont, mark)
                k = size / g.upem
                xs = [pt[i] for _, pt in g.ops for i in range(0, len(pt), 2)]
                ys = [pt[i] for _, pt in g.ops for i in range(1, len(pt), 2)]
                if not xs:
                    continue
                mid = (min(xs) + max(xs)) / 2 * k
                low = min(ys) * k
                x_height = _outline(mfont, "x").top * k
                lift = max(0.0, base_top - x_height) if low > 0 else 0.0  # marks above the letter go over it
                _draw_glyph(canvas, mfont, mark, at + adv / 2 - mid, y + lift, size)
        at += adv
    return at - x


def draw(
    canvas: Canvas, x: float, y: float, text: str, size: float, *, bold: bool = False, align: str = "left"
) -> float:
    """Draw logical *text* on a canvas at baseline *y*, aligned ``left``, ``center`` or
    ``right`` on *x*, with font fallback; returns the drawn width.

    Text that :func:`layered` picks is drawn as glyph outlines (so what is seen is shaped,
    joined, in display order), with the logical string as typed laid over it in invisible
    text (PDF text render mode 3, as in the text layer of a scanned page), stretched to the
    drawn width: copying, searching and ``pdftotext`` find the name as it was typed."""
    main = SANS_BOLD if bold else SANS
    if layered(text):
        shown = visual(text)
        total = _outline_width(shown, size, bold)
        if align == "center":
            x -= total / 2
        elif align == "right":
            x -= total
        _draw_outlines(canvas, x, y, shown, size, bold)
        layer = _layer_runs(text, main)
        plain = sum(pdfmetrics.stringWidth(piece, font, size) for font, piece in layer)
        t = canvas.beginText(x, y)
        t.setTextRenderMode(3)
        if plain > 0 and total > 0:
            t.setHorizScale(100.0 * total / plain)
        for font, piece in layer:
            t.setFont(font, size)
            t.textOut(piece)
        t.setHorizScale(100.0)
        t.setTextRenderMode(0)  # graphics state: it outlives the text object
        canvas.drawText(t)
        return total
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


@functools.lru_cache(maxsize=8192)
def _layer_runs(text: str, main: str) -> tuple[tuple[str, str], ...]:
    """The invisible layer of *text*: its characters as typed, unshaped, each in the first
    font that has it, right-to-left runs in display order like the outlines drawn under them.

    Display order is what PDF readers expect: ``pdftotext``, pdf.js, PDFium and pypdf turn a
    right-to-left run back to logical order, so "محمد" is found as typed (stored in logical
    order, they would turn it around).  The isolate marks order it and are dropped."""
    chars = text
    if _RTL.search(chars):
        chars = str(get_display(chars, base_dir="L"))
    chars = _ISOLATES.sub("", chars)
    out: list[tuple[str, str]] = []
    for ch in chars:
        font = _font_of(ch, main)
        if out and out[-1][0] == font:
            out[-1] = (font, out[-1][1] + ch)
        else:
            out.append((font, ch))
    return tuple(out)


@functools.lru_cache(maxsize=8192)
def _outline_width(shown: str, size: float, bold: bool) -> float:
    main = SANS_BOLD if bold else SANS
    total = 0.0
    for cluster in _GRAPHEME.findall(shown):
        if _IGNORABLE.match(cluster[0]):
            continue
        font = _font_of(cluster[0], main)
        total += _outline(font, cluster[0]).advance * size / _outline(font, cluster[0]).upem
    return total


def iter_fonts() -> Iterator[Path]:
    """The shipped font files (for the installation check)."""
    for file in _FILES.values():
        yield FONT_DIR / file
