"""The Reports page at once: the first time it is shown its panel takes seconds to build
(pyqtgraph, the PDF makers), and the previous page stayed on the screen meanwhile; another
database's lists stayed until the new ones were read.  It says it is opening, painted before
the build, and a database change clears the lists at once (#30)."""

from __future__ import annotations

from desktop.club import window as club_window
from desktop.club.reports_pages import ReportsPage
from engine.services import events as ev
from engine.store import open_database
from engine.tournament.event import EventConfig

from .events_club import build_members, make_context


def test_the_page_says_it_is_opening_before_the_build(qtbot, tmp_path, settings, dialogs, monkeypatch) -> None:
    path = tmp_path / "club.sqlite3"
    build_members(path)
    context, host = make_context(path, settings, dialogs)
    qtbot.addWidget(host)
    page = ReportsPage(context, host)
    page.resize(1024, 560)
    host.show()
    qtbot.waitExposed(host)
    seen: list[tuple[bool, bool]] = []
    made = club_window.ClubReportsPanel.__init__

    def building(panel, *args, **kwargs) -> None:  # noqa: ANN001, ANN002, ANN003
        note = page.building
        seen.append((note.isVisible(), note.geometry().height() >= note.fontMetrics().height()))
        made(panel, *args, **kwargs)

    monkeypatch.setattr(club_window.ClubReportsPanel, "__init__", building)
    page.refresh()
    assert seen == [(True, True)]  # said, and laid out to be painted, before the panel was made
    assert page.building.text() == "Opening the reports…"
    assert not page.building.isVisible() and page.panel is not None
    qtbot.waitUntil(lambda: page.panel.catalog is not None)
    context.set_database(None)


def test_another_database_clears_the_lists_at_once(qtbot, tmp_path, settings, dialogs) -> None:
    first, second = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    build_members(first)
    with open_database(str(second)) as db:
        ev.create_event(db, EventConfig(name="Elsewhere", ruleset="classic"), date="2026-11-20")
    context, host = make_context(first, settings, dialogs)
    qtbot.addWidget(host)
    page = ReportsPage(context, host)
    host.show()
    page.show()
    page.refresh()
    panel = page.panel
    assert panel is not None
    qtbot.waitUntil(lambda: panel.catalog is not None)
    assert [panel.events_model.entry(r).name for r in range(panel.events_model.rowCount())] == ["Last week"]
    context.set_database(open_database(str(second), create=False))
    assert panel.events_model.rowCount() == 0  # not "Last week" of the database before, for seconds
    assert panel.notice.isVisible() and panel.notice.text() == "Reading the club database…"
    page.refresh()
    qtbot.waitUntil(lambda: panel.catalog is not None)
    assert [panel.events_model.entry(r).name for r in range(panel.events_model.rowCount())] == ["Elsewhere"]
    context.set_database(None)
