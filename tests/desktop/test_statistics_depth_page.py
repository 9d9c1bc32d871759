"""Issue 29, part 3, on the Statistics page: an event's evening in numbers first, two members
chosen head to head, the same sections as the PDF, at 1024x600.  The club's tables are typed in
from the sheet (tests/reports/test_statistics_depth.py's nights): nothing waits for an analysis."""

from __future__ import annotations

from desktop.club.window import ClubReportsWindow
from desktop.settings import CLUB_DATABASE
from tests.reports.test_statistics_depth import club, member_ids  # noqa: F401 (the fixture)

from .helpers import HANG_GUARD_MS
from .test_practice_table_review import SCREEN_W, WINDOW_H, clipped, settle


def _view(qtbot, settings, dialogs, path: str) -> ClubReportsWindow:
    settings.set(CLUB_DATABASE, path)
    view = ClubReportsWindow(settings, dialogs)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.resize(SCREEN_W, WINDOW_H)
    with qtbot.waitSignal(view.loaded, timeout=HANG_GUARD_MS):
        view.reload()
    view.tabs.setCurrentIndex(view.stats_tab)
    return view


def test_an_events_evening_and_two_members_head_to_head_on_the_page(qtbot, settings, dialogs, club) -> None:  # noqa: F811
    view = _view(qtbot, settings, dialogs, club)
    ids = member_ids(club)
    with qtbot.waitSignal(view.statistics_shown, timeout=HANG_GUARD_MS):
        assert view.set_scope("event", 1)
    headings = [s.section.heading for s in view.sections]
    assert headings[0] == "The evening in numbers" and headings == [s.heading for s in view.shown.sections]
    evening = {k.text(): v.text() for k, v in view.sections[0].notes}
    assert evening["Tables played"] == "6 in 3 rounds" and evening["Players"] == "8"
    assert evening["The biggest win"].startswith("\u2068Bob\u2069 40, \u2068Ann\u2069 30: by 10 points")
    assert {"Final scores", "Best and worst game, streaks", "Ratings"} <= set(headings)
    # two members chosen on the page: their head to head over the event's tables, on top
    assert not view.versus_a.isEnabled()
    with qtbot.waitSignal(view.statistics_shown, timeout=HANG_GUARD_MS):
        assert view.set_versus(ids["Ann"], ids["Bob"])
    assert view.versus_box.isChecked() and view.versus_a.isEnabled() and view.versus_b.isEnabled()
    versus = view.sections[1]
    assert versus.section.heading == "Head to head: \u2068Ann\u2069 v \u2068Bob\u2069"
    notes = {k.text(): v.text() for k, v in versus.notes}
    assert notes["Tables together"] == "1" and notes["\u2068Bob\u2069 placed ahead"] == "1"
    # unticked: the statistics without it
    with qtbot.waitSignal(view.statistics_shown, timeout=HANG_GUARD_MS):
        view.versus_box.setChecked(False)
    assert not any(s.section.heading.startswith("Head to head:") for s in view.sections)
    settle(view)
    for w in (view.versus_box, view.versus_a, view.versus_b, view.stats_area):
        assert clipped(w, view) is None, f"{w.objectName()}: {clipped(w, view)}"
