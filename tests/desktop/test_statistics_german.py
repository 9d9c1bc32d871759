"""Issue 21: the statistics speak the app's language.  The sections come from reports/ (no Qt
there): their words go through reports/words.py, which the app points at
``QCoreApplication.translate`` when it loads a catalogue (desktop/i18n.py).  In German the
statistics view's headings, columns, chart titles, notes and the PDF made from the app are
German; without a catalogue, and on the command line, they stay English."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from desktop import i18n
from engine.services.reports import scope_statistics
from reports import words
from reports.charts import BarChart
from reports.club import club_statistics

from .club_db import Club, build_club, prepare_analysis
from .test_club_reports import make_view, pdf_text, produce, shown_statistics


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Club:
    return prepare_analysis(build_club(tmp_path_factory.mktemp("club") / "club.sqlite3"))


def _tool():
    path = Path(__file__).resolve().parents[2] / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def german(qapp, tmp_path):
    tool = _tool()
    tool.release(tool.I18N / "bakehouse_de.ts", tmp_path / "bakehouse_de.qm")
    installed = i18n.install(qapp, "de", tmp_path)
    assert installed
    yield installed
    i18n.remove(qapp, installed)


def test_the_german_apps_statistics_view_is_german(german, qtbot, settings, dialogs, club, tmp_path):
    view = make_view(qtbot, settings, dialogs, str(club.path))
    shown_statistics(view, qtbot, "club", None)
    headings = [s.section.heading for s in view.sections]
    assert headings[:5] == ["Ergebnisse", "Reihenfolge nach dem Auswürfeln", "Spieler", "Direkter Vergleich", "Rekorde"]
    assert view.stats_title.text().startswith("Vereinsstatistik: ") and "Partien" in view.stats_title.text()
    notes = {k.text() for s in view.sections for k, _v in s.notes}
    assert {"Partien", "Beendet", "Riskierte Kekse"} <= notes
    table = next(t.table for s in view.sections for t in s.tables)
    columns = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert columns == ["Spieler", "Gespielt", "Gewonnen", "Sieg-%", "Schnitt", "Bestwert", "Züge", "Zuletzt gespielt"]
    titles = {c.title for c in view.charts()}
    assert {"Gewonnene Partien", "Siegquote (%)", "Wer mit wem an einem Tisch saß"} <= titles
    seat = next(c for c in view.charts() if c.title.startswith("Siegquote nach Sitzplatz"))
    assert isinstance(seat.spec, BarChart) and all(t.startswith("Platz ") for t in seat.tick_labels())
    # the PDF made from the app follows the app's language
    out = tmp_path / "statistik.pdf"
    produce(qtbot, view, dialogs, out, view.print_statistics)
    text = pdf_text(out)
    assert "Vereinsstatistik" in text and "Direkter Vergleich" in text and "Zuletzt" in text
    assert "Head to head" not in text


def test_without_a_catalogue_the_statistics_stay_english(club):
    words.use(None)  # the command line: nothing sets a translator
    shown = club_statistics(scope_statistics(str(club.path)))
    assert shown.title == "Club statistics"
    assert [s.heading for s in shown.sections][:3] == ["Results", "Roll-off order", "Players"]
    assert words.translate("Statistics", "Players") == "Players"
