"""Issue 21: the statistics speak the app's language (issue 32: each shipped language).  The sections come from reports/ (no Qt
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

from .club_db import Club, analysed_club
from .test_club_reports import make_view, pdf_text, produce, shown_statistics


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Club:
    return analysed_club(tmp_path_factory.mktemp("club") / "club.sqlite3")


def _tool():
    path = Path(__file__).resolve().parents[2] / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LANGUAGES = _tool().languages()
#: what the statistics view shows in each language: the first headings, the title's start and a
#: word in it, notes, the players' columns, chart titles, the seat chart's title and tick, PDF words
SHOWN = {
    "de": {"headings": ["Ergebnisse", "Reihenfolge nach dem Auswürfeln", "Spieler", "Direkter Vergleich", "Endstände"],
           "title": ("Vereinsstatistik: ", "Partien"), "notes": {"Partien", "Beendet", "Riskierte Kekse"},
           "columns": ["Spieler", "Gespielt", "Gewonnen", "Sieg-%", "Schnitt", "Bestwert", "Züge", "Zuletzt gespielt"],
           "charts": {"Gewonnene Partien", "Siegquote (%)", "Wer mit wem an einem Tisch saß"},
           "seat": ("Siegquote nach Sitzplatz", "Platz "), "pdf": ["Vereinsstatistik", "Direkter Vergleich", "Zuletzt"]},
    "fr": {"headings": ["Résultats", "Ordre du tirage au dé", "Joueurs", "Face-à-face", "Scores finaux"],
           "title": ("Statistiques du club", "parties"), "notes": {"Parties", "Terminées", "Biscuits risqués"},
           "columns": ["Joueur", "Jouées", "Gagnées", "% victoires", "Moyenne", "Record", "Tours",
                       "Dernière partie jouée"],
           "charts": {"Parties gagnées", "Taux de victoire (%)", "Qui a partagé une table avec qui"},
           "seat": ("Victoires selon la place", "place "), "pdf": ["Statistiques du club", "Face-à-face", "Dernière"]},
}


@pytest.fixture(params=LANGUAGES)
def translated(request, qapp, tmp_path):
    """Each shipped catalogue (resources/i18n) compiled and installed in turn; its code."""
    tool = _tool()
    tool.release(tool.I18N / f"bakehouse_{request.param}.ts", tmp_path / f"bakehouse_{request.param}.qm")
    installed = i18n.install(qapp, request.param, tmp_path)
    assert installed
    yield request.param
    i18n.remove(qapp, installed)


def test_the_apps_statistics_view_speaks_its_language(translated, qtbot, settings, dialogs, club, tmp_path):
    """German, French, and a language shipped later: its headings at least not English."""
    view = make_view(qtbot, settings, dialogs, str(club.path))
    shown_statistics(view, qtbot, "club", None)
    headings = [s.section.heading for s in view.sections]
    want = SHOWN.get(translated)
    if want is None:  # a catalogue added since: its own words, not English
        assert set(headings[:5]).isdisjoint({"Results", "Roll-off order", "Players", "Head to head"})
        return
    assert headings[:5] == want["headings"]
    start, word = want["title"]
    assert view.stats_title.text().startswith(start) and word in view.stats_title.text()
    notes = {k.text() for s in view.sections for k, _v in s.notes}
    assert want["notes"] <= notes
    table = next(t.table for s in view.sections for t in s.tables)
    columns = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert columns == want["columns"]
    titles = {c.title for c in view.charts()}
    assert want["charts"] <= titles
    seat_title, tick = want["seat"]
    seat = next(c for c in view.charts() if c.title.startswith(seat_title))
    assert isinstance(seat.spec, BarChart) and all(t.startswith(tick) for t in seat.tick_labels())
    # the bars' values as the language writes numbers: "24,4%", never "24.4%" (issue 32)
    readouts = [seat.text_at(x, h / 2) or "" for x, h in seat.drawn()]
    assert readouts and all(r.endswith("%") for r in readouts), readouts
    decimals = [r for r in readouts if any(ch in r for ch in ".,")]
    assert decimals and all("," in r and "." not in r.rsplit(":", 1)[-1] for r in decimals), readouts
    # the PDF made from the app follows the app's language
    out = tmp_path / "statistics.pdf"
    produce(qtbot, view, dialogs, out, view.print_statistics)
    text = pdf_text(out)
    assert all(w in text for w in want["pdf"]), text[:400]
    assert "Head to head" not in text


def test_without_a_catalogue_the_statistics_stay_english(club):
    words.use(None)  # the command line: nothing sets a translator
    shown = club_statistics(scope_statistics(str(club.path)))
    assert shown.title == "Club statistics"
    assert [s.heading for s in shown.sections][:3] == ["Results", "Roll-off order", "Players"]
    assert words.translate("Statistics", "Players") == "Players"
