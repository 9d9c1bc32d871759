"""The club's Reports view (issue 11, sections 4 and 6): the four ``bakehouse report`` PDFs of
the club database from the app, made off the UI thread and handed to the system viewer (a
fake opener here), and the statistics as pyqtgraph charts holding the numbers of
``reports.stats.Statistics``, exportable as PNG.  The database is built in tmp_path with the
store's own API (tests/desktop/club_db.py)."""

from __future__ import annotations

import datetime as dt
import gc
import hashlib
import re
import sqlite3
import threading
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QThread
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from desktop.club.charts import ChartView
from desktop.club.models import ID_ROLE
from desktop.club.window import ClubReportsWindow
from desktop.launcher import register_report as register
from desktop.settings import CLUB_DATABASE
from engine.cli import main
from engine.names import name_key
from engine.rulesets import all_rulesets, get_ruleset
from engine.store import UnitOfWork, open_database
from reports.charts import BarChart, Histogram, histogram_bins
from reports.stats import Statistics, from_store

from .club_db import EVENT_NAME, NAMES, Club, analysed_club
from .helpers import HANG_GUARD_MS
from .test_practice_table_review import SCREEN_W, WINDOW_H, clipped, settle

#: the period the statistics cover, after the count (issue 29): ", on DAY" or ", DAY to DAY"
PERIOD = r", (on \d{4}-\d\d-\d\d|\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d)$"


class FakeOpener:
    def __init__(self) -> None:
        self.opened: list[str] = []
        self.threads: list[QThread] = []

    def __call__(self, path: str) -> bool:
        self.opened.append(path)
        self.threads.append(QThread.currentThread())
        return True


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Club:
    return analysed_club(tmp_path_factory.mktemp("club") / "club.sqlite3")


def make_view(qtbot, settings, dialogs, url: str | None) -> ClubReportsWindow:
    if url is not None:
        settings.set(CLUB_DATABASE, url)
    view = ClubReportsWindow(settings, dialogs)
    view.opener = FakeOpener()
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.resize(SCREEN_W, WINDOW_H)  # after show(): the offscreen screen is smaller than 1024x600
    with qtbot.waitSignal(view.loaded, timeout=HANG_GUARD_MS):
        view.reload()
    return view


@pytest.fixture
def view(qtbot, settings, dialogs, club) -> ClubReportsWindow:
    return make_view(qtbot, settings, dialogs, str(club.path))


def pdf_text(path: str | Path) -> str:
    return unicodedata.normalize("NFKC", "\n".join(p.extract_text() for p in PdfReader(str(path)).pages))


def cli_pdf(tmp_path: Path, capsys, *args: str) -> str:
    out = tmp_path / "cli.pdf"
    assert main(["report", *args, "-o", str(out)], extra=[register]) == 0, capsys.readouterr().err
    return pdf_text(out)


def produce(qtbot, view: ClubReportsWindow, dialogs, path: Path, start) -> None:
    dialogs.pdf_paths.append(str(path))
    with qtbot.waitSignal(view.finished, timeout=HANG_GUARD_MS) as blocker:
        assert start()
        assert view.jobs.busy  # on a pool thread, the UI still turning
    assert blocker.args == [str(path)]
    assert view.opener.opened[-1] == str(path)
    assert not [m for m in dialogs.messages if m[0] == "warning"], dialogs.messages


# -- the menu and the lists -------------------------------------------------------------------------
def test_the_reports_menu_opens_the_view_on_the_database_of_bakehouse_db(window, qtbot, club, monkeypatch):
    monkeypatch.setenv("BAKEHOUSE_DB", str(club.path))
    action = window.reports.club_action
    assert action in window.menuBar().actions()[3].menu().actions()  # Game, Edit, Play, Reports
    action.trigger()
    view = window.reports.club_window
    assert view is not None and view.isVisible()
    qtbot.waitUntil(lambda: view.catalog is not None, timeout=HANG_GUARD_MS)
    assert str(club.path) in view.database_label.text()
    assert view.matches_model.rowCount() == len(club.matches)
    window.reports.club_action.trigger()  # once made, shown again
    assert window.reports.club_window is view


def test_the_lists_hold_the_databases_matches_events_rounds_and_members(view, club):
    m = view.matches_model
    ids = [m.index(r, 0).data(ID_ROLE) for r in range(m.rowCount())]
    assert sorted(ids) == sorted(club.matches)
    first = m.entry(ids.index(club.event_matches[0]))
    assert list(first.players) == club.round1[0] and (first.event_name, first.round, first.table) == (EVENT_NAME, 1, 1)
    # names as written: markup and ampersands literal, every player in seat order
    shown = m.index(ids.index(club.event_matches[0]), 3).data()
    plain = shown.replace("\u200e", "").replace("\u2068", "").replace("\u2069", "")
    assert plain == ", ".join(club.round1[0])
    assert m.index(ids.index(club.event_matches[0]), 4).data() == EVENT_NAME
    assert view.events_model.index(0).data().startswith(EVENT_NAME + " (")
    assert view.rounds_model.entries() == [1, 2]
    assert view._chosen_round() == 2  # the latest round
    assert [e.name for e in view.members_model.entries()] == sorted(NAMES, key=name_key)
    view.match_filter.setText("Six By")
    assert view.matches_proxy.rowCount() == 1


# -- the four PDFs ------------------------------------------------------------------------------------
def test_a_matchs_scorepad_is_the_same_as_the_command_lines(view, dialogs, qtbot, club, tmp_path, capsys):
    match_id = club.event_matches[0]
    assert view.select_match(match_id)
    out = tmp_path / "pad.pdf"
    produce(qtbot, view, dialogs, out, view.print_scorepad)
    text = pdf_text(out)
    assert text == cli_pdf(tmp_path, capsys, "scorepad", "--match", str(match_id), "--db", str(club.path))
    assert "Classic Damn Straight" in text and "A<b> & Co" in text
    at = [text.index(unicodedata.normalize("NFKC", n)) for n in club.round1[0][:2]]
    assert at == sorted(at)  # seat order


def test_a_rounds_scoresheets_on_letter_paper(view, dialogs, qtbot, club, tmp_path, capsys):
    view.paper_combo.setCurrentIndex(view.paper_combo.findData("letter"))
    assert view.select_round(2)
    out = tmp_path / "sheets.pdf"
    produce(qtbot, view, dialogs, out, view.print_scoresheets)
    reader = PdfReader(str(out))
    assert len(reader.pages) == 2 * len(club.round2)  # each table's sheet and its continuation (issue 29)
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
    text = pdf_text(out)
    assert text == cli_pdf(tmp_path, capsys, "scoresheets", "--event", str(club.event), "--round", "2",
                           "--paper", "letter", "--db", str(club.path))
    firsts = [p for p in reader.pages if "Continuation sheet" not in p.extract_text()]
    for page, names in zip(firsts, club.round2, strict=True):
        words = unicodedata.normalize("NFKC", page.extract_text())
        at = [words.index(unicodedata.normalize("NFKC", n)) for n in names]
        assert at == sorted(at) and "Round 2" in words and EVENT_NAME in words


def test_a_rounds_seating_for_the_wall_is_the_command_lines(view, dialogs, qtbot, club, tmp_path, capsys):
    assert view.select_round(2)
    out = tmp_path / "seating.pdf"
    produce(qtbot, view, dialogs, out, view.print_seating)
    text = pdf_text(out)
    assert text == cli_pdf(tmp_path, capsys, "seating", "--event", str(club.event), "--round", "2",
                           "--db", str(club.path))
    assert "Round 2: seats by table" in text and "Round 2: find your table" in text
    for names in club.round2:
        for n in names:
            assert n in text  # each name as typed (issue 21)


def test_an_events_standings(view, dialogs, qtbot, club, tmp_path, capsys):
    out = tmp_path / "standings.pdf"
    produce(qtbot, view, dialogs, out, view.print_standings)
    text = pdf_text(out)
    assert text == cli_pdf(tmp_path, capsys, "standings", "--event", str(club.event), "--db", str(club.path))
    assert "Standings after round 1" in text and "Results of round 1" in text and EVENT_NAME in text


def test_the_statistics_pdf_is_the_sections_on_show(view, dialogs, qtbot, club, tmp_path, capsys):
    # as the command line, the Skill and luck section read from each match's stored analysis (the
    # club's prepared once: prepare_analysis), every match counted (issue 29)
    with qtbot.waitSignal(view.statistics_shown, timeout=HANG_GUARD_MS):
        view.set_scope("member", club.rated)
    out = tmp_path / "stats.pdf"
    produce(qtbot, view, dialogs, out, view.print_statistics)
    text = pdf_text(out)
    assert text == cli_pdf(tmp_path, capsys, "stats", "--member", str(club.rated), "--db", str(club.path))
    assert "Statistics: Zoë" in text and "Rating by date" in text and "Win rate by seat position" in text


def test_reports_are_made_off_the_ui_thread_and_a_failure_is_one_message(view, dialogs, qtbot, club, tmp_path,
                                                                         monkeypatch):
    import reports.club

    threads, collecting = [], []
    real = reports.club.stored_scorepad_pdf

    def spy(stored, paper):
        threads.append(QThread.currentThread())
        collecting.append(gc.isenabled())  # never on a pool thread (desktop/jobs.py)
        return real(stored, paper)

    monkeypatch.setattr(reports.club, "stored_scorepad_pdf", spy)
    produce(qtbot, view, dialogs, tmp_path / "p.pdf", view.print_scorepad)
    assert threads and threads[0] is not view.thread()
    assert collecting == [False]
    assert not gc.isenabled()  # collected only by a timer on the UI thread (desktop/jobs.py)
    assert view.opener.threads[-1] is view.thread()  # the viewer is asked from the UI thread
    # a folder that is not there: said once through the DialogService, nothing written, nothing opened
    bad = tmp_path / "no such folder" / "p.pdf"
    dialogs.pdf_paths.append(str(bad))
    assert view.print_scorepad()
    qtbot.waitUntil(lambda: not view.jobs.busy, timeout=HANG_GUARD_MS)
    warnings = [m for m in dialogs.messages if m[0] == "warning"]
    assert len(warnings) == 1 and warnings[0][1].startswith("Cannot print the scorepad: ")
    assert "Traceback" not in warnings[0][1] and "\n" not in warnings[0][1]
    assert not bad.parent.exists() and view.opener.opened == [str(tmp_path / "p.pdf")]


# -- statistics as charts -------------------------------------------------------------------------------
def statistics(club: Club, **scope: int) -> Statistics:
    """The scope's statistics as the services gather them: the stored matches and every table
    entered without one (issue 29: every table counts)."""
    from engine.services.reports import scope_statistics
    from reports.club import club_statistics

    return club_statistics(scope_statistics(str(club.path), member=scope.get("member"),
                                            event=scope.get("event"))).statistics


def expected_bars(st: Statistics) -> dict[str, list[tuple[str, float]]]:
    """Each bar chart's (label, value) straight from the Statistics (most games first, at most 16)."""
    people = sorted(st.players.values(), key=lambda p: (-p.games, name_key(p.name)))[:16]

    def rate(wins, games):
        return [(str(k), round(100 * wins.get(k, 0) / games[k], 1)) for k in sorted(games)]

    out = {"Win rate by turn order, 1 = the roll-off's winner (%)": rate(st.order_wins, st.order_games),
           "Games won": [(p.name, float(p.wins)) for p in people],
           "Win rate (%)": [(p.name, round(100 * p.wins / p.finished, 1) if p.finished else 0.0) for p in people]}
    for n in sorted({m for m, _ in st.size_seat_games}):  # win rate by seat, a chart a table size (issue 21)
        seats = sorted(k for m, k in st.size_seat_games if m == n)
        out[f"Win rate by seat position at tables of {n} (%): 1/{n} expected by chance"] = [
            (f"seat {k}", round(100 * st.size_seat_wins.get((n, k), 0) / st.size_seat_games[(n, k)], 1))
            for k in seats]
    lucky = [p for p in people if p.yeast_throws]
    if lucky:
        out["Mean yeast face by player (3.5 expected)"] = [(p.name, round(p.yeast_faces / p.yeast_throws, 2))
                                                           for p in lucky]
    return out


def shown_statistics(view, qtbot, scope: str, ident: int | None) -> None:
    with qtbot.waitSignal(view.statistics_shown, timeout=HANG_GUARD_MS):
        if view.tabs.currentIndex() != view.stats_tab:
            view.tabs.setCurrentIndex(view.stats_tab)
        assert view.set_scope(scope, ident)
    settle(view)  # the charts laid out at their width (a bar's label is shortened to its share)


@pytest.mark.parametrize("scope", ["club", "event", "member"])
def test_the_charts_hold_the_numbers_of_the_statistics(view, qtbot, club, scope):
    ident = {"club": None, "event": club.event, "member": club.members["A<b> & Co"]}[scope]
    st = statistics(club, **({} if ident is None else {scope: ident}))
    shown_statistics(view, qtbot, scope, ident)
    assert view.shown is not None and view.shown.statistics.matches == st.matches
    covered = "" if st.throw_tables in (None, st.matches) else f", throw by throw: {st.throw_tables} of {st.matches} tables"
    assert re.search(re.escape(f"{st.matches} match{'es' if st.matches != 1 else ''}"
                               + (f" of event {club.event}" if scope == "event" else "") + covered) + PERIOD,
                     view.stats_title.text())
    # every section of the PDF is on show, in order, with its notes and charts
    assert [s.section.heading for s in view.sections] == [s.heading for s in view.shown.sections]
    notes = {k.text(): v.text() for s in view.sections for k, v in s.notes}
    assert notes["Matches"] == str(st.matches) and notes["Finished"] == str(st.finished)
    assert notes["Biscuits risked"] == str(sum(p.risks for p in st.players.values()))
    # the statistics' own bars (the skill and luck section's: tests/desktop/test_review.py)
    bars = {c.title: c for v in view.sections if v.section.heading != "Skill and luck" for c in v.charts
            if isinstance(c.spec, BarChart)}
    expected = expected_bars(st)
    assert set(bars) == set(expected)
    for title, pairs in expected.items():
        chart = bars[title]
        assert [h for _, h in chart.drawn()] == pytest.approx([v for _, v in pairs]), title
        assert [x for x, _ in chart.drawn()] == list(range(len(pairs)))
        labels = chart.tick_labels()  # the bars' labels: names whole on bars across (issue 21)
        if chart.spec.across:
            assert labels == [name for name, _ in pairs], title
        else:
            assert len(labels) == len(pairs) and all(
                lab == name or name.startswith(lab.removesuffix("…").removesuffix("...").rstrip())
                for lab, (name, _) in zip(labels, pairs, strict=True)), (title, labels)
    # the turn scores' histograms (each game's final scores: tests/reports/test_statistics_depth.py)
    histograms = [c for c in view.charts() if isinstance(c.spec, Histogram) and "final scores" not in c.title]
    games = st.turn_points_by_ruleset if len(st.turn_points_by_ruleset) > 1 else {"": st.turn_points}
    if st.per_turn and st.turn_points:
        assert len(histograms) == len(games)
        for chart, (game, counts) in zip(histograms, sorted(games.items()), strict=True):
            assert not game or chart.title.startswith(get_ruleset(game).name + ": ")  # one chart a game
            lo, hi = min(counts), max(counts)
            drawn = chart.drawn()
            assert sum(h for _, h in drawn) == sum(counts.values())
            if hi - lo <= 60:
                assert drawn == [(float(k), float(counts.get(k, 0))) for k in range(lo, hi + 1)]
    else:
        assert not histograms
    matrix = [c for c in view.charts() if c.title == "Who shared a table with whom"]
    people = sorted(st.players.values(), key=lambda p: (-p.games, name_key(p.name)))[:16]
    if len(people) >= 2:
        names = [p.name for p in people]
        counts = [st.meetings.get(tuple(sorted((a, b), key=name_key)), 0) for a in names for b in names if a != b]
        assert [v for _, v in matrix[0].drawn()] == counts
        ticks = [t.replace("\u200e", "").replace("\u2068", "").replace("\u2069", "")
                 for t in matrix[0].tick_labels("left")]
        assert ticks == [f"{i}. {n}" for i, n in enumerate(names, 1)]  # "A<b> & Co" literally
    else:
        assert not matrix


def test_a_members_rating_history_is_a_line_chart(view, qtbot, club):
    shown_statistics(view, qtbot, "member", club.rated)
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        # the rating shown everywhere, mu - 3 sigma (issue 29)
        history = [(float(s.step), round(s.mu - 3 * s.sigma, 2)) for s in uow.ratings.history(club.rated, "classic")]
    # by date (issue 29): the rating after each day's last table; both nights were made today, undated
    (line,) = [c for c in view.charts() if c.title.startswith("Rating by date")]
    assert line.spec.dates and list(line.spec.series) == [get_ruleset("classic").name]  # the game's name
    ((x, y),) = line.drawn()
    assert y == history[-1][1]
    day = dt.date.fromordinal(int(x)).isoformat()
    assert line.text_at(x, y) == f"{get_ruleset('classic').name}: {y:g} on {day}"
    assert line.tick_labels("bottom")[0] == day


def test_hovering_a_bar_says_its_value(view, qtbot, club):
    shown_statistics(view, qtbot, "club", None)
    chart = next(c for c in view.charts() if c.title == "Games won")
    view.stats_area.ensureWidgetVisible(chart)
    settle(view)
    label, value = expected_bars(statistics(club))["Games won"][0]
    assert chart.spec.across  # names: a bar across a row, the first on top
    assert chart.text_at(max(value, 0.5) / 2, 0.0) == f"{label}: {value:g}"
    vb = chart.plot.getPlotItem().getViewBox()
    bar = chart.plot.mapFromScene(vb.mapViewToScene(QPointF(max(value, 0.5) / 2, 0.0)))  # the first bar's middle
    move_mouse(chart.plot.viewport(), bar)
    assert chart.readout.text() == f"{label}: {value:g}"
    move_mouse(chart.plot.viewport(), QPoint(2, 2))  # off the bars
    assert chart.readout.text().strip() == ""


def move_mouse(widget: QWidget, at: QPoint) -> None:
    """A mouse move with no button held (qtbot.mouseMove sends none on the offscreen platform),
    after a pause: pyqtgraph drops moves that follow each other too closely."""
    QTest.qWait(120)
    point = QPointF(at)
    event = QMouseEvent(QEvent.Type.MouseMove, point, QPointF(widget.mapToGlobal(at)), Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)
    QApplication.processEvents()


def test_a_chart_exports_as_a_png_of_its_size(view, dialogs, qtbot, club, tmp_path):
    shown_statistics(view, qtbot, "club", None)
    chart: ChartView = view.charts()[0]
    settle(view)
    qtbot.waitUntil(lambda: chart.plot.sceneRect().height() == chart.plot.height())
    assert chart.plot.width() > SCREEN_W * 0.8  # as wide as the view
    out = tmp_path / "chart.png"
    dialogs.png_paths.append(str(out))
    chart.save_button.click()
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage.fromData(data, "PNG")
    assert not image.isNull()
    assert (image.width(), image.height()) == (chart.plot.width(), chart.plot.height())
    assert image.pixelColor(image.width() // 2, image.height() // 2).isValid()
    assert len({image.pixel(x, image.height() - 40) for x in range(0, image.width(), 7)}) > 1  # drawn, not blank
    assert dialogs.messages[-1][0] == "save_png"
    assert Path(dialogs.messages[-1][1]).name == "Club_statistics-Win_rate_by_seat_position_at_tab.png"  # suggested


# -- the database: missing, empty, newer ------------------------------------------------------------------
def test_a_missing_database_is_said_once_and_nothing_is_created(qtbot, settings, dialogs, tmp_path, monkeypatch,
                                                               private_data):
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)
    view = make_view(qtbot, settings, dialogs, None)  # the data folder's, which is not there
    assert view.catalog is None and view.notice.isVisible()
    assert view.notice.text().startswith("Cannot read the club database: no database at ")
    assert "bakehouse db init" in view.notice.text()
    assert not view.tabs.isEnabled() and not private_data.exists()  # not even the data folder
    missing = tmp_path / "elsewhere.sqlite3"
    dialogs.database_paths.append(str(missing))
    with qtbot.waitSignal(view.loaded, timeout=HANG_GUARD_MS):
        view.choose_button.click()
    assert str(missing) in view.notice.text() and not missing.exists()
    assert not [m for m in dialogs.messages if m[0] == "warning"]  # said in the view, not in a box


def test_an_empty_database_and_an_empty_file(qtbot, settings, dialogs, tmp_path):
    path = tmp_path / "new.sqlite3"
    open_database(str(path)).close()  # `bakehouse db init`
    view = make_view(qtbot, settings, dialogs, str(path))
    assert view.catalog is not None and view.catalog.empty
    assert "holds no members, events or matches yet" in view.notice.text()
    assert not view.scorepad_button.isEnabled() and not view.stats_pdf_button.isEnabled()
    view.tabs.setCurrentIndex(view.stats_tab)
    assert view.shown is None and not view.jobs.busy
    blank = tmp_path / "blank.sqlite3"
    blank.touch()
    settings.set(CLUB_DATABASE, str(blank))
    with qtbot.waitSignal(view.loaded, timeout=HANG_GUARD_MS):
        view.reload()
    assert "is an empty file, not a Bakehouse database" in view.notice.text()
    assert blank.stat().st_size == 0  # untouched


def test_a_reload_asked_while_another_job_runs_is_read_when_it_ends(view, qtbot, club):
    """The jobs are the club home's: the Statistics page opened while another page's job runs (the
    database being opened, a backup) reads its lists, and draws its statistics, once that job ends;
    it dropped the read, and the page stayed empty for good (seen as a hang of the demo club's test)."""
    panel = view.panel
    gate = threading.Event()
    assert panel.jobs.start(lambda: gate.wait(HANG_GUARD_MS / 1000), "another page's job", lambda _v: None,
                           lambda _m: None, quiet=True)
    panel.tabs.setCurrentIndex(panel.stats_tab)
    panel.catalog = None
    panel._clear_statistics()
    assert panel.reload()  # asked, not dropped
    assert panel.catalog is None and panel.jobs.busy
    gate.set()
    qtbot.waitUntil(lambda: panel.shown is not None)
    assert panel.catalog is not None and panel.charts()


def test_a_database_of_a_newer_bakehouse_is_refused_unchanged(qtbot, settings, dialogs, tmp_path):
    path = tmp_path / "newer.sqlite3"
    open_database(str(path)).close()
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = 'ffffffffffff'")
    conn.close()
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    view = make_view(qtbot, settings, dialogs, str(path))
    assert view.catalog is None
    assert "written by a newer Bakehouse" in view.notice.text() and "\n" not in view.notice.text()
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


# -- the screen ------------------------------------------------------------------------------------------------
def test_the_view_fits_a_1024x600_screen(view, qtbot, club):
    settle(view)
    hint = view.minimumSizeHint()
    assert hint.width() <= SCREEN_W and hint.height() <= WINDOW_H, f"needs {hint.width()}x{hint.height()}"
    assert (view.width(), view.height()) == (SCREEN_W, WINDOW_H)
    top = [view.database_label, view.choose_button, view.default_button, view.reload_button, view.paper_combo]
    pages: list[list[QWidget]] = [
        [view.match_filter, view.scorepad_button, view.matches_view],
        [view.events_view, view.rounds_view, view.sheets_button, view.seating_button, view.standings_button],
        [view.scope_combo, view.choice_combo, view.stats_pdf_button, view.stats_title, view.stats_area],
    ]
    for i, widgets in enumerate(pages):
        if i == view.stats_tab:
            shown_statistics(view, qtbot, "member", club.members["A<b> & Co"])
        else:
            view.tabs.setCurrentIndex(i)
        settle(view)
        for w in top + widgets:
            assert clipped(w, view) is None, f"{type(w).__name__} {w.objectName()!r}: {clipped(w, view)}"
    # a chart is as wide as the area it scrolls in: no sideways scrolling
    chart = view.charts()[0]
    assert chart.width() <= view.stats_area.viewport().width()
    assert view.choice_combo.currentText() == "A<b> & Co"  # literally
    QApplication.processEvents()


def test_names_with_markup_are_drawn_literally_in_the_charts(view, qtbot, club):
    shown_statistics(view, qtbot, "club", None)
    chart = next(c for c in view.charts() if c.title == "Games won")
    assert "A<b> & Co" in chart.tick_labels()
    assert all("<" not in s.section.heading or s.findChildren(QWidget) for s in view.sections)


@pytest.mark.parametrize("counts", [{0: 5, 2: 1, 4: 3}, {k * 25: k % 4 for k in range(0, 41)}])
def test_a_histogram_draws_every_value_or_equal_bins_as_the_pdf(qtbot, counts):
    """Every score from the smallest to the largest (none scored: a bar of 0), or at most 40
    bins of equal width when they spread wider: reports.charts.histogram_bins, as the PDF."""
    chart = ChartView(Histogram("How often each turn score was made", counts))
    qtbot.addWidget(chart)
    drawn = chart.drawn()
    assert sum(h for _, h in drawn) == sum(counts.values())
    lo, hi = min(counts), max(counts)
    if hi - lo <= 60:
        assert drawn == [(float(k), float(counts.get(k, 0))) for k in range(lo, hi + 1)]
        assert chart.text_at(2.0, 0.5) == "2: 1"
    else:
        _title, ranges, values = histogram_bins(Histogram("t", counts))
        step = max(b - a + 1 for a, b in ranges)
        assert len(drawn) == len(ranges) <= 41 and step > 1
        assert [h for _, h in drawn] == [float(v) for v in values]
        assert chart.title.endswith(f"(bars of {step} points; 0 has its own)")
        a, b = ranges[1]
        assert chart.text_at((a + b) / 2, 0.5) == f"{a} to {b}: {values[1]:g}"


def test_one_games_statistics_through_the_game_choice(view, qtbot, club):
    """The game choice beside the scope: one game's matches, the same figures as
    ``figures(ruleset=...)``; back to every game."""
    with qtbot.waitSignal(view.statistics_shown, timeout=HANG_GUARD_MS):
        view.tabs.setCurrentIndex(view.stats_tab)
        assert view.set_scope("club")
    every = view.shown.statistics.matches
    assert view.game_combo.count() == 1 + len(all_rulesets())
    with qtbot.waitSignal(view.statistics_shown, timeout=HANG_GUARD_MS):
        assert view.set_game("sb")
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        sb = from_store(uow.stats.figures(ruleset="sb"))
    assert view.shown.statistics == sb and set(sb.rulesets) == {"sb"} and sb.matches < every
    assert re.search(re.escape(f"{sb.matches} match{'es' if sb.matches != 1 else ''} of SB") + PERIOD,
                     view.stats_title.text())
    with qtbot.waitSignal(view.statistics_shown, timeout=HANG_GUARD_MS):
        assert view.set_game(None)
    assert view.shown.statistics.matches == every
    assert not view.set_game("chess")
