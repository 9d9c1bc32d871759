"""Names as people write them: escaping, shortening, scripts and font fallback."""

from __future__ import annotations

import io
import unicodedata

import pypdf
from hypothesis import given, settings
from hypothesis import strategies as st

from reports import fonts
from reports.standings import StandingRow, Standings, render_standings

from .pdftools import text

NAMES = ["Zoë Ångström", "Łukasz Żółć", "Жанна", "王小明", "山田 太郎", "김민준", "محمد علي", "שלום עליכם",
         "A<b>bold</b> & <unclosed", "Tom &amp; Jerry"]


def _standings(names):
    return Standings("Club <Night> & Co", "Standings", ("Wins",),
                     tuple(StandingRow(i + 1, n, 10 - i, (1,)) for i, n in enumerate(names)))


def test_markup_characters_print_literally():
    out = text(render_standings(_standings(NAMES)))
    assert "A<b>bold</b> & <unclosed" in out
    assert "Tom &amp; Jerry" in out
    assert "Club <Night> & Co" in out


def test_every_script_renders_and_extracts():
    data = render_standings(_standings(NAMES))
    out = text(data)
    for name in ("Zoë Ångström", "Łukasz Żółć", "Жанна", "王小明", "山田 太郎", "김민준"):
        assert name in out
    # right-to-left names are drawn in display order with Arabic letters joined (presentation
    # forms); a text extractor puts them back in reading order, the same letters once normalised
    plain = unicodedata.normalize("NFKC", out)
    for name in ("محمد علي", "שלום עליכם"):
        assert name in plain
        assert fonts.visual(name) != name
    embedded = set()
    for page in pypdf.PdfReader(io.BytesIO(data)).pages:
        for f in page["/Resources"]["/Font"].values():
            embedded.add(str(f.get_object()["/BaseFont"]).split("+")[-1])
    assert {"DejaVuSans", "DroidSansFallback", "BakehouseHangul-Regular"} <= embedded


def test_arabic_is_joined_and_hebrew_only_reordered():
    shaped = fonts.visual("محمد")
    assert all(0xFE70 <= ord(c) <= 0xFEFF for c in shaped)  # presentation forms: letters joined
    assert fonts.visual("שלום") == "םולש"
    assert fonts.visual("Ann") == "Ann"


def test_font_fallback_glyph_by_glyph():
    assert fonts.runs("Ann 王 김") == [(fonts.SANS, "Ann "), (fonts.CJK, "王"), (fonts.SANS, " "), (fonts.HANGUL, "김")]
    markup = fonts.markup("<王>")
    assert markup == f'&lt;<font name="{fonts.CJK}">王</font>&gt;'


def test_long_name_shortened_with_ellipsis_never_wider():
    name = "Bartholomew-Christopherson the Third of Wessex"
    short = fonts.fit(name, 80, 10)
    assert short.endswith(fonts.ELLIPSIS) and name.startswith(short[:-1])
    assert fonts.width(short, 10) <= 80
    assert fonts.fit("Ann", 80, 10) == "Ann"


def test_shortening_keeps_grapheme_clusters_whole():
    name = "Zoe\u0301 e\u0301e\u0301e\u0301 👩\u200d👩\u200d👧 가각"  # combining accents, a ZWJ family, Hangul
    clusters = fonts.graphemes(name)
    for w in range(5, 200, 3):
        short = fonts.fit(name, w, 10)
        if short == name:
            continue
        kept = short.removesuffix(fonts.ELLIPSIS)
        assert kept == "".join(clusters[: len(fonts.graphemes(kept))]).rstrip()
        assert fonts.width(short, 10) <= w


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=1, max_size=60), st.floats(min_value=8, max_value=300))
def test_fit_never_overflows_and_keeps_a_prefix(name, width):
    short = fonts.fit(name, width, 9)
    assert fonts.width(short, 9) <= width or short == ""
    # a right-to-left name's ellipsis is isolated with it (RLI ... PDI): the kept start is inside
    kept = short.removeprefix("\u2067").removesuffix("\u2069").removesuffix(fonts.ELLIPSIS) if short != name else short
    assert name.startswith(kept)


def test_fonts_found_beside_the_package():
    for path in fonts.iter_fonts():
        assert path.is_file() and path.stat().st_size > 100_000
    assert (fonts.FONT_DIR / "LICENSE-DejaVu.txt").is_file()


def test_reports_never_import_qt():
    import subprocess
    import sys

    code = ("import sys, reports.scorepad, reports.scoresheets, reports.standings, reports.charts, reports.stats, "
            "reports.club, engine.commands.report\nassert not any(m.startswith('PySide6') for m in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
