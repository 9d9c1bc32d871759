"""Issue 21: chart labels never shorten a name and never overlap a heading.  Names' bars run
across the page with a column measured from the longest name in the PDF's fonts; a name too long
for it is set smaller (down to NAME_MIN), then wrapped; never cut."""

from __future__ import annotations

import io

import pdfplumber
import pytest

from reports import fonts
from reports.charts import (
    NAME_MIN,
    NAME_ROOM,
    NAME_SIZE,
    BarChart,
    LineChart,
    MeetingMatrix,
    Section,
    bar_chart,
    line_chart,
    name_lines,
    render_stats,
    wrap,
)
from reports.layout import frame_size

from .pdftools import text

LONG = "Bartholomew Christopherson-Featherstoneh"  # 40 characters
NAMES = (LONG, "محمد عبد الرحمن بن عبد العزيز آل سعود", "שרה בת אברהם לוי-כהן", "王小明", "🎲 Dice Queen 👑",
         "Zoë", "Maximilian Alexander von Habsburg-Lothri", "김민준")
WIDTH = frame_size("a4")[0]


def _texts_below_title(d) -> None:  # type: ignore[no-untyped-def]
    """Every text of a chart drawing lies below its title's last line (no label over a heading)."""
    titles = [t for t in d.texts if t[4] and t[1] >= d.height - 11 - 12 * 3]  # bold, at the top
    assert titles
    lowest = min(t[1] for t in titles)
    for x, y, txt, size, bold, _angle, _align in d.texts:
        if (x, y, txt, size, bold) in [t[:5] for t in titles]:
            continue
        assert y + size <= lowest - 1, (txt, y, lowest)


def test_every_name_is_whole_on_the_bars_across_and_below_the_title():
    d = bar_chart(BarChart("Games won " * 12, NAMES, tuple(float(i) for i in range(len(NAMES))), across=True,
                           expected=3.5), WIDTH)
    drawn = [t[2] for t in d.texts if not t[4]]
    assert "expected 3.5" in drawn
    for name in NAMES:
        assert name in drawn  # each name one whole label (here every one fits at some size)
    assert not any(fonts.ELLIPSIS in t for t in drawn)
    assert len([t for t in d.texts if t[4]]) >= 2  # the long title wrapped, not cut
    _texts_below_title(d)


def test_a_name_too_long_for_its_column_is_smaller_then_wrapped_never_cut():
    room = 60.0
    size, lines = name_lines(NAMES, room)
    assert size == NAME_MIN
    for name, ls in zip(NAMES, lines, strict=True):
        assert all(fonts.width(x, size) <= room + 0.01 for x in ls)
        assert "".join(ls).replace(" ", "") == name.replace(" ", "")  # every character, in order
    assert len(lines[0]) > 1
    size, lines = name_lines(NAMES, WIDTH * NAME_ROOM)
    assert NAME_MIN <= size <= NAME_SIZE and all(len(ls) == 1 for ls in lines)
    pieces = wrap("Featherstonehaugh", 20, 8)  # one word wider than the room: between its letters
    assert len(pieces) > 1 and "".join(pieces) == "Featherstonehaugh" and all(fonts.width(p, 8) <= 20 for p in pieces)


def test_upright_bars_keep_their_labels_and_the_expected_share_below_the_title():
    d = bar_chart(BarChart("Win rate by seat position at tables of 4 (%): 1/4 expected by chance",
                           tuple(f"seat {k}" for k in range(1, 5)), (95.0, 40.0, 10.0, 99.0), "%", expected=25.0,
                           games=(12, 12, 12, 12)), WIDTH)
    said = next(t for t in d.texts if t[2] == "expected 25%")
    plot = next(c for c in d.contents if hasattr(c, "categoryAxis"))
    assert said[0] >= plot.x + plot.width  # right of the bars: never over one
    assert {"seat 1", "seat 4", "12 games"} <= {t[2] for t in d.texts}
    _texts_below_title(d)


def test_the_legend_of_a_line_chart_holds_every_name_whole():
    d = line_chart(LineChart("Rating history", {n: [(0, 25), (1, 26 + i)] for i, n in enumerate(NAMES)}), WIDTH)
    legend = " ".join(t[2] for t in d.texts if not t[4])
    for name in NAMES:
        assert all(part in legend for part in name.split(" "))
    assert fonts.ELLIPSIS not in legend
    _texts_below_title(d)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_pdf_reads_back_every_name_whole_on_every_chart(paper):
    counts = tuple(tuple(0 if i == j else (i + j) % 4 for j in range(len(NAMES))) for i in range(len(NAMES)))
    data = render_stats("Statistics: " + LONG, "8 matches", [
        Section("Players", (BarChart("Games won", NAMES, tuple(float(i % 5) for i in range(len(NAMES))), across=True),
                            BarChart("Win rate (%)", NAMES, tuple(12.5 * i for i in range(len(NAMES))), "%",
                                     across=True),)),
        Section("Meetings", (MeetingMatrix("Who shared a table with whom", NAMES, counts),)),
    ], paper=paper)
    out = text(data)
    assert fonts.ELLIPSIS not in out
    for name in NAMES:
        assert out.count(name) >= 3, name  # both bar charts and the matrix
    assert "Statistics: " + LONG in out  # the title too
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        page = pdf.pages[0]
        bars = [r for r in page.rects if r["fill"] and r["height"] < 15 and r["width"] > 0]
        assert len(bars) >= len(NAMES)  # bars across: wider than high
