"""Statistics charts: vector bars from zero, labels in every script."""

from __future__ import annotations

import io

import pdfplumber
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reports.charts import BarChart, Histogram, LineChart, MeetingMatrix, Section, render_stats
from reports.errors import ReportError

from .pdftools import text

VALUES = (52.0, 31.5, 0.8, 15.7)


def _bars(data: bytes) -> list[dict]:
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [r for r in pdf.pages[0].rects if r["fill"] and r["width"] > 20]


def test_bars_stand_on_zero_in_proportion():
    data = render_stats("Stats", "seat", [Section("Seats", (BarChart("Win rate", ("s1", "s2", "s3", "s4"), VALUES, "%"),))])
    bars = sorted(_bars(data), key=lambda r: r["x0"])
    assert len(bars) == 4
    assert len({round(b["bottom"], 1) for b in bars}) == 1  # one baseline: the axis starts at 0
    scale = bars[0]["height"] / VALUES[0]
    for b, v in zip(bars, VALUES, strict=True):
        assert b["height"] == pytest.approx(v * scale, rel=0.02)
    assert bars[2]["height"] > 0  # the smallest bar is not hidden below the axis
    out = text(data)
    assert "100%" in out and "0%" in out


def test_every_chart_kind_renders_with_names():
    names = ("Zoë", "王小明", "김민준", "A<b> & Co")
    secs = [
        Section("Results", (BarChart("Wins", names, (3, 7, 1, 0)),), (("Matches", "12"),)),
        Section("Turn scores", (Histogram("Turn scores", {0: 4, 3: 1, 8: 2}),)),
        Section("Ratings", (LineChart("Rating", {n: [(0, 25), (1, 26 + i)] for i, n in enumerate(names)}),)),
        Section("Meetings", (MeetingMatrix("Who met whom", names, ((0, 1, 2, 0), (1, 0, 1, 1), (2, 1, 0, 3),
                                                                   (0, 1, 3, 0))),)),
    ]
    out = text(render_stats("Club <stats>", "all", secs))
    for n in names:
        assert n in out
    assert "Club <stats>" in out
    # the histogram gives every value from the lowest to the highest a slot
    for k in range(0, 9):
        assert str(k) in out


def test_bad_chart_input_is_refused():
    with pytest.raises(ReportError):
        render_stats("S", "s", [Section("x", (BarChart("bad", ("a",), (1, 2)),))])
    with pytest.raises(ReportError):
        render_stats("S", "s", [Section("x", (MeetingMatrix("m", ("a", "b"), ((0,),)),))])


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(st.integers(-400, 900), st.integers(1, 50), min_size=1, max_size=60))
def test_histogram_bars_never_mix_losses_zeros_and_gains(counts):
    """Issue 21: a bar holds losses, zeros or gains, never two of them; every value is counted
    once; labels read unambiguously ("-12 to -7", never "-16--11")."""
    from reports.charts import bin_label, histogram_bins

    _title, ranges, values = histogram_bins(Histogram("t", counts))
    assert sum(values) == sum(counts.values())
    assert len(ranges) <= (61 if max(counts) - min(counts) <= 60 else 42)
    for (a, b), n in zip(ranges, values, strict=True):
        assert a <= b and (a > 0 or b < 0 or a == b == 0), (a, b)
        assert n == sum(v for k, v in counts.items() if a <= k <= b)
        assert "--" not in bin_label(a, b) and bin_label(a, b).count("-") <= 2
    assert all(ranges[i][1] < ranges[i + 1][0] for i in range(len(ranges) - 1))


def test_an_empty_section_says_so_in_one_line():
    from reports.charts import Section

    data = render_stats("S", "none", [Section("Turn scores", (Histogram("h", {}),), empty="No finished turn yet."),
                                      Section("Ratings", (LineChart("r", {"Ann": []}),))])
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        page = pdf.pages[0]
        assert "No finished turn yet." in page.extract_text() and "Nothing to show here yet." in page.extract_text()
        assert not page.rects and not [ln for ln in page.lines if ln["top"] < page.height - 70]  # no empty axes


@pytest.mark.parametrize("across", [False, True])
def test_a_value_axis_of_fractions_is_written_as_the_locale_writes_numbers(across: bool) -> None:
    """Seen in the French and German statistics: the average loss's axis read "0.2 0.4 0.6" under
    bar labels "0,219" (an axis without a unit kept reportlab's own format) (#32)."""
    from reportlab.graphics.charts.barcharts import BarChart as ReportlabBars

    from engine import words
    from reports.charts import bar_chart

    words.install("fr")
    try:
        drawing = bar_chart(BarChart("loss", ("Ann", "Bob"), (0.219, 0.549), across=across), 400)
        bars = [x for x in drawing.contents if isinstance(x, ReportlabBars)]
        assert len(bars) == 1
        assert bars[0].valueAxis.labelTextFormat(0.2) == "0,2"
    finally:
        words.install("")
