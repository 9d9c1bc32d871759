"""Every scoresheet carries its table's code in print and in a QR code (issue 33): the QR codes
are read back from the rendered pages (pypdfium2 draws them, zxing-cpp reads them) and each
names its own table, as the printed code does."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest

from engine.services.reports import event_sheets
from engine.tournament.codes import TableCode, read_code
from reports.club import scoresheets_pdf
from reports.scoresheets import TableSheet, render
from tests.web.event_fixture import ClubNights

zxingcpp = pytest.importorskip("zxingcpp")


@pytest.fixture(scope="module")
def nights(tmp_path_factory: pytest.TempPathFactory) -> ClubNights:
    """Club nights seated once for the module, each test given a copy (issue 31)."""
    return ClubNights(tmp_path_factory.mktemp("nights"))


def _qr_codes(pdf: bytes) -> list[list[str]]:
    doc = pypdfium2.PdfDocument(pdf)
    try:
        return [[r.text for r in zxingcpp.read_barcodes(doc[i].render(scale=150 / 72).to_pil())
                 if r.format == zxingcpp.BarcodeFormat.QRCode] for i in range(len(doc))]
    finally:
        doc.close()


def _texts(pdf: bytes) -> list[str]:
    doc = pypdfium2.PdfDocument(pdf)
    try:
        return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    finally:
        doc.close()


def test_each_scoresheets_qr_code_names_its_table(tmp_path: Path, nights: ClubNights) -> None:
    url = str(tmp_path / "club.db")
    event = nights.copy(tmp_path / "club.db", 14, finished=0)  # tables of 4, 4, 3, 3
    pdf = scoresheets_pdf(event_sheets(url, event), 1)
    codes, texts = _qr_codes(pdf), _texts(pdf)
    tables = [t for t, text in enumerate(texts) if "Continuation sheet" not in text]
    assert len(tables) == 4
    for number, page in enumerate(tables, 1):
        assert len(codes[page]) == 1, f"page {page + 1}: {codes[page]}"
        assert read_code(codes[page][0]) == TableCode(event, 1, number)
        assert codes[page][0] in texts[page] and f"Table {number}" in texts[page]


def test_a_sheet_with_a_link_carries_it_in_its_qr_code() -> None:
    link = "http://192.168.1.20:8080/abcdefghijklmnopqrstuv/#T3-1-2A"
    pdf = render([TableSheet("Cup", 1, 2, ("Ann", "Ben", "Cyd"), "sb", code="T3-1-2A", link=link),
                  TableSheet("Cup", 1, 3, ("Dot", "Eve", "Fay"), "sb")])
    assert _qr_codes(pdf) == [[link], []]


def test_while_shared_each_qr_code_opens_its_table_on_the_live_page(tmp_path: Path, nights: ClubNights) -> None:
    url = str(tmp_path / "club.db")
    event = nights.copy(tmp_path / "club.db", 8, finished=0)
    live = "http://127.0.0.1:8080/abcdefghijklmnopqrstuv/"
    pdf = scoresheets_pdf(event_sheets(url, event), 1, live=live)
    codes = [c for c in _qr_codes(pdf) if c]
    assert codes == [[f"{live}#{TableCode(event, 1, 1)}"], [f"{live}#{TableCode(event, 1, 2)}"]]


def test_the_wall_list_names_each_tables_code_and_while_shared_opens_the_live_page(tmp_path: Path,
                                                                                 nights: ClubNights) -> None:
    from reports.club import seating_pdf

    url = str(tmp_path / "club.db")
    event = nights.copy(tmp_path / "club.db", 8, finished=0)
    plain = seating_pdf(event_sheets(url, event), 1)
    assert all(c == [] for c in _qr_codes(plain))  # not shared: no QR code to a page nobody serves
    text = "".join(_texts(plain))
    assert f"Table 1 · {TableCode(event, 1, 1)}" in text and f"Table 2 · {TableCode(event, 1, 2)}" in text
    live = "http://127.0.0.1:8080/abcdefghijklmnopqrstuv/"
    shared = _qr_codes(seating_pdf(event_sheets(url, event), 1, live=live))
    assert [c for c in shared if c] == [[live], [live]]  # on the part by table and the part by name
