"""Every page kind renders with poppler (pdftoppm) into a page with ink on it."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PIL import Image

from reports import scoresheets
from reports.charts import BarChart, Histogram, Section, render_stats
from reports.scorepad import render_record
from reports.standings import Seat, Seating, StandingRow, Standings, render_seating, render_standings

from .games import bot_record
from .pdftools import pages_text

pytestmark = pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils (pdftoppm) not installed")


def _documents() -> dict[str, bytes]:
    names = ("Zoë", "王小明", "محمد علي", "A<b> & Co")
    docs = {f"scorepad-{rs}": render_record(bot_record(rs, names[:3], 4)) for rs in
            ("classic", "entrepreneurial", "six-by-6", "dire-straights", "sb")}
    docs["scoresheets"] = scoresheets.render([scoresheets.TableSheet("Open", 1, 1, names, "classic")])
    docs["standings"] = render_standings(Standings("Open", "After round 1", ("Wins",),
                                                   tuple(StandingRow(i + 1, n, 4 - i, (1,)) for i, n in enumerate(names))))
    docs["seating"] = render_seating(Seating("Open", 1, tuple(Seat(1, i + 1, n) for i, n in enumerate(names))))
    docs["stats"] = render_stats("Stats", "all", [Section("S", (BarChart("b", names, (1, 2, 0, 3)),
                                                                Histogram("h", {0: 2, 5: 1})))])
    return docs


def test_every_page_renders_with_ink(tmp_path):
    for kind, data in _documents().items():
        pdf = tmp_path / f"{kind}.pdf"
        pdf.write_bytes(data)
        subprocess.run(["pdftoppm", "-png", "-r", "30", str(pdf), str(tmp_path / kind)], check=True, timeout=60,
                       capture_output=True)
        pngs = sorted(tmp_path.glob(f"{kind}-*.png"))
        assert len(pngs) == len(pages_text(data)), kind
        for png in pngs:
            with Image.open(png) as im:
                dark = sum(im.convert("L").point(lambda p: 255 if p < 128 else 0).histogram()[255:])
            assert dark > 200, (kind, png.name)
