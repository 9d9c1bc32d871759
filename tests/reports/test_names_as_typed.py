"""Names survive in the PDF's text (issue 21, section 1): what a reader copies or searches
from any report is the name as typed, whatever its script, and every full name is printed
once even where the pad shortens it."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from reports import fonts, scoresheets
from reports.charts import render_stats
from reports.scorepad import render_record
from reports.standings import (
    ResultLine,
    RoundResults,
    Seat,
    Seating,
    StandingRow,
    Standings,
    TableResult,
    render_results,
    render_seating,
    render_standings,
)
from reports.stats import compute, sections

from .games import bot_record
from .pdftools import text

ARABIC = "محمد بن سلمان"
HEBREW = "שרה לוי"
CJK = "王小明"
EMOJI = "Zoë 🍕 Baker"
HANGUL_ACCENT = "김민준\u0301"  # a combining acute on a Hangul syllable: only DejaVu Sans has the accent
LONG = "Bartholomew Christopherson-Wessex Thirds"  # 40 characters
SIX = (ARABIC, HEBREW, CJK, EMOJI, HANGUL_ACCENT, LONG)
assert len(LONG) == 40


def _pdftotext(data: bytes) -> str | None:
    if shutil.which("pdftotext") is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "r.pdf"
        path.write_bytes(data)
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, timeout=60).stdout


def _holds_all(data: bytes, names=SIX) -> None:
    out = text(data)  # pypdf
    for name in names:
        assert name in out, (name, out[:600])
    popped = _pdftotext(data)
    if popped is not None:  # poppler marks right-to-left runs with embedding controls: drop them
        plain = "".join(ch for ch in popped if ch not in "\u202a\u202b\u202c")
        for name in names:
            assert name in plain, (name, plain[:600])


def test_six_player_scorepad_prints_every_name_as_typed():
    _holds_all(render_record(bot_record("classic", SIX, 5)))


@pytest.mark.parametrize("ruleset", ["sb", "six-by-6"])
def test_other_pads_print_every_name_as_typed(ruleset):
    _holds_all(render_record(bot_record(ruleset, SIX[:4], 7)), SIX[:4])


def test_standings_results_and_seating_hold_every_name():
    _holds_all(render_standings(Standings("Night", "Standings", ("Wins",),
                                          tuple(StandingRow(i + 1, n, 6 - i, (1,)) for i, n in enumerate(SIX)))))
    lines = tuple(ResultLine(n, i + 1, 10 - i) for i, n in enumerate(SIX[:3]))
    lines2 = tuple(ResultLine(n, i + 1, 10 - i) for i, n in enumerate(SIX[3:]))
    _holds_all(render_results(RoundResults("Night", 1, (TableResult(1, "classic", lines),
                                                         TableResult(2, "classic", lines2)))))
    _holds_all(render_seating(Seating("Night", 1, tuple(Seat(1 + i // 3, i % 3 + 1, n) for i, n in enumerate(SIX)))))


def test_scoresheets_hold_every_name():
    sheet = scoresheets.TableSheet("Night", 1, 1, SIX[:3], "classic")
    _holds_all(scoresheets.render([sheet]), SIX[:3])


def test_statistics_hold_every_name():
    recs = [bot_record("classic", SIX[:3], 3), bot_record("classic", SIX[3:], 4)]
    _holds_all(render_stats("Club", "all games", sections(compute(recs))))  # the table of players: names whole


def test_a_shortened_right_to_left_name_ends_in_an_ellipsis_on_its_left():
    short = fonts.fit(ARABIC, 50, 10)
    assert fonts.width(short, 10) <= 50
    assert fonts.visual(short).startswith(fonts.ELLIPSIS)  # drawn first: at the left
    latin = fonts.fit(LONG, 50, 10)
    assert fonts.visual(latin).endswith(fonts.ELLIPSIS)


def test_a_combining_accent_is_drawn_over_its_hangul_letter():
    import io

    import pdfplumber
    from reportlab.pdfgen.canvas import Canvas

    buf = io.BytesIO()
    c = Canvas(buf)
    fonts.draw(c, 100, 700, HANGUL_ACCENT, 20)
    c.save()
    with pdfplumber.open(io.BytesIO(buf.getvalue())) as pdf:
        page = pdf.pages[0]
        assert page.extract_text() == HANGUL_ACCENT
        glyphs = page.curves + page.rects
    last = max(glyphs, key=lambda g: g["x0"])  # the syllable 준 and the accent over it
    accent = min((g for g in glyphs), key=lambda g: g["top"])
    assert accent["bottom"] < 700 - 0 or accent["top"] < last["top"]  # above the letters
    assert 100 + fonts.width("김민", 20) - 1 < (accent["x0"] + accent["x1"]) / 2 < 100 + fonts.width("김민준", 20) + 1
