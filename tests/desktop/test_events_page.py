"""The Events and Tables pages (issue 19, part 3) through their widgets, on a temporary club
database: the New event wizard in three clicks, check-in by typing and Enter (a guest added, a
check-in undone), a 12-player 3-round mixer seated, changed by hand and published, a late
arrival, every table's result typed in, the standings as the service computes them.  Each
step is read back from the database (it is there when the page shows it)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication, QWizard

from desktop.club.event_models import MEMBER_MIME
from desktop.club.events_page import EventsPage
from desktop.club.models import ID_ROLE
from desktop.club.tables_page import TablesPage
from engine.services import events as ev
from engine.store import UnitOfWork, open_database
from engine.tournament.event import EventConfig
from engine.tournament.standings import DEFAULT_ORDER, TieBreak

from .events_club import LAST_WEEK, NAMES, build_members, make_context
from .test_translation import german  # noqa: F401  (a fixture)


@pytest.fixture
def club(tmp_path: Path) -> tuple[Path, dict[str, int]]:
    path = tmp_path / "club.sqlite3"
    return path, build_members(path)


@pytest.fixture
def page(qtbot, settings, dialogs, club):
    context, host = make_context(club[0], settings, dialogs)
    qtbot.addWidget(host)
    p = EventsPage(context)
    qtbot.addWidget(p)
    p.resize(1024, 560)
    p.show()
    qtbot.waitExposed(p)
    p.activateWindow()
    qtbot.waitUntil(p.isActiveWindow)
    yield p
    context.jobs.wait()
    context.set_database(None)


def stored(page: EventsPage):
    with open_database(str(page.context.database.url), create=False) as db:  # a second connection: committed?
        return ev.get_event(db, page.current.id)


def new_event_with_defaults(qtbot, page: EventsPage) -> None:
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)  # 1
    wizard = page.wizard
    qtbot.waitExposed(wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)  # 2
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)  # 3
    qtbot.waitUntil(lambda: page.current is not None and page.current.config.name.startswith("Club night"))


def check_in(qtbot, page: EventsPage, typed: str) -> None:
    if page.tabs.currentWidget() is not page.check_in:
        page.activateWindow()
        qtbot.waitUntil(page.isActiveWindow)
        qtbot.keyClick(page.focusWidget() or page, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)  # Ctrl+I
    search = page.check_in.search
    assert QApplication.focusWidget() is search
    qtbot.keyClicks(search, typed)
    qtbot.keyClick(search, Qt.Key.Key_Return)


def test_new_event_with_the_defaults_is_three_clicks(qtbot, page: EventsPage) -> None:
    new_event_with_defaults(qtbot, page)
    e = stored(page)
    today = date.today().isoformat()
    assert e.config.name == f"Club night {today}"
    assert e.config.ruleset == "sb"  # last used (last week's night)
    assert (e.config.rounds, e.config.fmt.value, e.config.kind.value) == (3, "mixer", "club-night")
    assert (e.config.sizes.preferred, e.config.sizes.smallest, e.config.sizes.largest) == (4, 3, 5)
    with open_database(str(page.context.database.url), create=False) as db:
        assert ev.event_dates(db)[e.id] == today
    assert page.context.current_event == e.id
    assert QApplication.focusWidget() is page.check_in.search  # straight to check-in


def test_wizard_refuses_a_bad_answer_and_stays_open(qtbot, page: EventsPage) -> None:
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    wizard = page.wizard
    wizard.evening.name.setText("Tuesday dice")
    wizard.evening.date.setDate(QDate(2026, 12, 1))
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    rounds = wizard.rounds_page
    assert not rounds.more.isVisibleTo(wizard)
    qtbot.mouseClick(rounds.more_button, Qt.MouseButton.LeftButton)
    assert rounds.more.isVisibleTo(wizard)
    rounds.tiebreaks.set_order(())  # none ticked
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    assert wizard.isVisible() and rounds.problem.text().startswith("Tick at least one tie-breaker")
    rounds.tiebreaks.set_order((TieBreak.POINTS, TieBreak.WINS))
    rounds.points.setText("4: 5,3,1,0")
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.current is not None and page.current.config.name == "Tuesday dice")
    e = stored(page)
    assert [t.value for t in e.config.tiebreaks] == ["points", "wins"]
    assert e.config.points.table(4) == (5.0, 3.0, 1.0, 0.0)


def test_the_wizards_tie_breakers_by_name_in_german_ordered_by_keys(german, qtbot, page: EventsPage) -> None:  # noqa: F811
    """The tie-breakers were a line of the engine's English ids ("points, wins, ..."), in German too:
    now their names, a check box each, in the order they count; the event gets the ids as before."""
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    wizard = page.wizard
    qtbot.waitExposed(wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    rounds = wizard.rounds_page
    qtbot.mouseClick(rounds.more_button, Qt.MouseButton.LeftButton)
    tb = rounds.tiebreaks
    assert tb.shown() == [("Punkte", True), ("Siege", True), ("Punkte der Gegner", True),
                          ("direkter Vergleich (unter den Gleichstehenden)", True), ("Spielpunkte", True),
                          ("Wertung", False)]
    assert tb.order() == DEFAULT_ORDER  # the default as before
    # every name whole, every row in view: no scrolling (the long German name scrolled sideways)
    assert not tb.list.horizontalScrollBar().isVisible() and not tb.list.verticalScrollBar().isVisible()
    for i in range(tb.list.count()):
        rect = tb.list.visualItemRect(tb.list.item(i))
        assert tb.list.viewport().rect().contains(rect), (tb.shown()[i], rect, tb.list.viewport().rect())
    assert wizard.height() <= 600 - 32  # still on a 1024x600 screen
    assert not {name for name, _ in tb.shown()} & {t.value for t in TieBreak}  # no engine id on show
    tb.list.setFocus()
    tb.list.setCurrentRow(1)  # Siege: one down (Ctrl+Down)
    qtbot.keyClick(tb.list, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(tb.list, Qt.Key.Key_Down)  # on to "direkter Vergleich": untick it (Space)
    qtbot.keyClick(tb.list, Qt.Key.Key_Space)
    tb.list.setCurrentRow(5)  # Wertung: ticked, two up with the Up button
    qtbot.keyClick(tb.list, Qt.Key.Key_Space)
    qtbot.mouseClick(tb.up_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tb.up_button, Qt.MouseButton.LeftButton)
    assert [name for name, ticked in tb.shown() if ticked] == ["Punkte", "Punkte der Gegner", "Siege", "Wertung",
                                                             "Spielpunkte"]
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.current is not None)
    assert [t.value for t in stored(page).config.tiebreaks] == ["points", "opponents", "wins", "rating", "score"]


def test_check_in_by_typing_a_guest_and_undo(qtbot, page: EventsPage, club) -> None:
    new_event_with_defaults(qtbot, page)
    panel = page.check_in
    # members who came last time first
    first = [panel.proxy.index(i, 0).data(Qt.ItemDataRole.EditRole) for i in range(2)]
    assert sorted(first) == sorted(LAST_WEEK)
    qtbot.keyClicks(panel.search, "ann")
    assert panel.proxy.rowCount() == 1
    assert panel.proxy.index(0, 0).data(Qt.ItemDataRole.EditRole) == "Ann Smith"
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    assert set(stored(page).players) == {club[1]["Ann Smith"]}
    assert panel.count.text() == "1 checked in"
    assert panel.search.text() == "" and QApplication.focusWidget() is panel.search
    # a name not found: "Add a guest" at once, Enter again adds them
    qtbot.keyClicks(panel.search, "Zed Newcomer")
    assert panel.guest.isVisible() and "Zed Newcomer" in panel.guest.text()
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    players = stored(page).players
    assert sorted(p.name for p in players.values()) == ["Ann Smith", "Zed Newcomer"]
    assert panel.count.text() == "2 checked in"
    # a member checked in twice is told so, nothing changes
    check_in(qtbot, page, "ann")
    assert "checked in already" in page.message.text() and len(stored(page).players) == 2
    # one key takes back the last check-in
    qtbot.keyClick(panel.search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert sorted(p.name for p in stored(page).players.values()) == ["Ann Smith"]
    assert panel.count.text() == "1 checked in"
    assert "taken back" in page.message.text()
    # the guest added by that check-in and known nowhere else is no longer a member (#30)
    assert "no longer among the members" in page.message.text()
    with open_database(str(page.context.database.url), create=False) as db, UnitOfWork(db) as uow:
        assert uow.members.by_name("Zed Newcomer") is None


def test_check_in_finds_what_the_members_page_finds(qtbot, page: EventsPage) -> None:
    """Typing "zoe" found no "Zoë Ångström" at check-in (the Members page's search folds accents,
    the check-in did not): "Add zoe as a guest" appeared and Enter made a second member (#30)."""
    with open_database(str(page.context.database.url), create=False) as db, UnitOfWork(db) as uow:
        zoe = uow.members.add("Zoë Ångström").id
        uow.commit()
    new_event_with_defaults(qtbot, page)
    panel = page.check_in
    for typed in ("zoe", "ZOË", "angs", "zoe ang"):
        panel.search.clear()
        qtbot.keyClicks(panel.search, typed)
        assert panel.proxy.rowCount() == 1, typed
        assert panel.proxy.index(0, 0).data(Qt.ItemDataRole.EditRole) == "Zoë Ångström"
        assert not panel.guest.isVisible()
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    assert set(stored(page).players) == {zoe}
    with open_database(str(page.context.database.url), create=False) as db, UnitOfWork(db) as uow:
        assert [m.name for m in uow.members.all() if m.name.startswith("Zo")] == ["Zoë Ångström"]


def test_enter_checks_in_the_name_typed_not_one_checked_in_already(qtbot, page: EventsPage) -> None:
    """The walk's stumble: with Ben Jones checked in, "jon" and Enter said "Ben Jones is checked in
    already" (first in the list) and Jon Kim was never checked in; Up and Down in the box choose."""
    with open_database(str(page.context.database.url), create=False) as db, UnitOfWork(db) as uow:
        ids = {n: uow.members.add(n).id for n in ("Ben Jones", "Jon Kim", "Jonas Alm")}
        uow.commit()
    new_event_with_defaults(qtbot, page)
    panel = page.check_in
    check_in(qtbot, page, "ben jo")
    assert set(stored(page).players) == {ids["Ben Jones"]}
    qtbot.keyClicks(panel.search, "jon")
    assert panel.list.currentIndex().data(Qt.ItemDataRole.EditRole) == "Jon Kim"  # not Ben Jones, checked in
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    assert set(stored(page).players) == {ids["Ben Jones"], ids["Jon Kim"]}
    assert "Jon Kim" in page.message.text() and "already" not in page.message.text()
    # Down and Up in the search box choose among the names shown; the focus stays in the box
    qtbot.keyClicks(panel.search, "jon")
    shown = [panel.proxy.index(r, 0).data(Qt.ItemDataRole.EditRole) for r in range(panel.proxy.rowCount())]
    assert panel.list.currentIndex().data(Qt.ItemDataRole.EditRole) == "Jonas Alm"
    qtbot.keyClick(panel.search, Qt.Key.Key_Up)
    qtbot.keyClick(panel.search, Qt.Key.Key_Down)
    assert panel.list.currentIndex().data(Qt.ItemDataRole.EditRole) == "Jonas Alm" and len(shown) == 3
    assert QApplication.focusWidget() is panel.search and panel.search.text() == "jon"
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    assert set(stored(page).players) == set(ids.values())
    # Enter in the empty box checks nobody in (it checked in the first member of the list)
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    assert set(stored(page).players) == set(ids.values())


def test_a_player_who_leaves_is_no_longer_marked_nor_counted(qtbot, page: EventsPage) -> None:
    """A dropped player kept the check mark and was counted ("16 checked in") (#30)."""
    new_event_with_defaults(qtbot, page)
    panel = page.check_in
    check_in(qtbot, page, "ann")
    check_in(qtbot, page, "ben")
    assert panel.count.text() == "2 checked in"
    qtbot.keyClicks(panel.search, "ben")
    qtbot.mouseClick(panel.drop, Qt.MouseButton.LeftButton)
    assert stored(page).players[next(p for p, e in stored(page).players.items() if e.name == "Ben Ode")].dropped == 1
    assert panel.count.text() == "1 checked in"
    rows = {panel.model.index(r, 0).data(Qt.ItemDataRole.EditRole): panel.model.index(r, 0).data()
            for r in range(panel.model.rowCount())}
    assert rows["Ann Smith"].startswith("\u2713 ")
    assert not rows["Ben Ode"].startswith("\u2713") and rows["Ben Ode"].endswith("(left from round 1)")


def seat_round(qtbot, page: EventsPage) -> None:
    qtbot.mouseClick(page.seating.seat, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.context.jobs.busy, timeout=20000)
    qtbot.waitUntil(lambda: "DRAFT" in page.seating.heading.text())


def table_members(page: EventsPage, table: int) -> list[int]:
    model = page.seating.models[table - 1]
    return [int(model.data(model.index(r, 0), ID_ROLE)) for r in range(model.rowCount())]


def enter_results(qtbot, tables: TablesPage, scores_for) -> None:
    for row in range(tables.model.rowCount()):
        tables.view.selectRow(row)
        t = tables.model.row(row)
        if t.result is not None:
            continue
        qtbot.mouseClick(tables.enter, Qt.MouseButton.LeftButton)
        dialog = tables.dialog
        for i, edit in enumerate(dialog.scores):
            qtbot.keyClicks(edit, str(scores_for(t.players[i][1])))
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        qtbot.waitUntil(lambda t=t: tables.model.row(t.table - 1).result is not None)


def test_an_evening_seated_changed_published_played(qtbot, page: EventsPage, club, settings, dialogs) -> None:
    ids = club[1]
    new_event_with_defaults(qtbot, page)
    for name in NAMES[:12]:
        check_in(qtbot, page, name.split()[0].lower())
    assert page.check_in.count.text() == "12 checked in"
    # seat round 1: a draft, the cost line
    seat_round(qtbot, page)
    assert page.seating.heading.text() == "Round 1 - DRAFT, not published"
    assert page.seating.cost.text() == "0 repeat meetings, sizes 4-4-4"
    assert not stored(page).rounds[0].published
    # select two and swap: kept as asked, the cost shown
    a, b = table_members(page, 1)[0], table_members(page, 2)[0]
    page.seating.choose([a, b])
    qtbot.mouseClick(page.seating.swap, Qt.MouseButton.LeftButton)
    seating = stored(page).rounds[0].seating
    assert seating.table_of(a) == 1 and seating.table_of(b) == 0
    assert page.message.text() == "Swapped: 0 repeat meetings, sizes 4-4-4"
    # drag a name to table 3: moved, the cost line follows
    c = table_members(page, 1)[1]
    source = page.seating.models[0]
    mime = source.mimeData([source.index(1, 0)])
    assert mime.hasFormat(MEMBER_MIME)
    page.seating.models[2].dropMimeData(mime, Qt.DropAction.MoveAction, -1, 0, page.seating.models[2].index(-1, 0))
    qtbot.waitUntil(lambda: page.seating.cost.text() == "0 repeat meetings, sizes 3-4-5")
    assert stored(page).rounds[0].seating.table_of(c) == 2
    # a move the table sizes refuse: its line, nothing changes
    d = table_members(page, 1)[0]
    page.move_player(d, 3)
    assert "seat 3-5" in page.message.text() and stored(page).rounds[0].seating.table_of(d) == 0
    # the manual changes are kept through publishing
    kept = stored(page).rounds[0].seating
    qtbot.mouseClick(page.seating.publish, Qt.MouseButton.LeftButton)
    e = stored(page)
    assert e.rounds[0].published and e.rounds[0].seating == kept
    assert page.seating.heading.text() == "Round 1"
    # a late arrival: checked in now, seated from round 2
    check_in(qtbot, page, "ivy")  # Ivy Noor is one of the 12
    assert "checked in already" in page.message.text()
    check_in(qtbot, page, "Mo Late")
    assert page.message.text() == "\u2068Mo Late\u2069 checked in: seated from round 2"
    late = next(p for p in stored(page).players.values() if p.name == "Mo Late")
    # the Tables page: every table's result typed in
    tables = TablesPage(page.context)
    qtbot.addWidget(tables)
    tables.resize(1024, 560)
    tables.show()
    qtbot.waitExposed(tables)
    assert tables.model.rowCount() == 3
    assert tables.model.index(0, 1).data() == "waiting"
    score = {n: 100 - 5 * i for i, n in enumerate(NAMES)}
    enter_results(qtbot, tables, lambda name: score[name])
    assert all(tables.model.index(r, 1).data() == "finished" for r in range(3))
    e = stored(page)
    assert e.rounds[0].finished
    # the standings as the service computes them: the top scorer of each table won it
    with open_database(str(page.context.database.url), create=False) as db:
        rows = ev.standings(db, e.id)
    winners = {min(t, key=lambda q: NAMES.index(e.players[q].name)) for t in e.rounds[0].seating.tables}
    assert {r.player for r in rows if r.wins == 1} == winners
    assert all(r.points == e.config.points.table(len(t))[0] for r in rows if r.player in winners
               for t in e.rounds[0].seating.tables if r.player in t)
    # round 2 seats the late arrival and leaves nobody out
    page.refresh()
    seat_round(qtbot, page)
    rd2 = stored(page).rounds[1]
    assert rd2.seating.table_of(late.id) is not None
    assert len(rd2.seating.players) == 13
    assert ids["Ann Smith"] in rd2.seating.players


def test_a_wrong_result_is_refused_in_the_dialog_and_a_result_corrected(qtbot, page: EventsPage, club) -> None:
    new_event_with_defaults(qtbot, page)
    for name in NAMES[:8]:
        check_in(qtbot, page, name.split()[0].lower())
    seat_round(qtbot, page)
    qtbot.mouseClick(page.seating.publish, Qt.MouseButton.LeftButton)
    tables = TablesPage(page.context)
    qtbot.addWidget(tables)
    tables.show()
    qtbot.waitExposed(tables)
    tables.view.selectRow(0)
    qtbot.mouseClick(tables.enter, Qt.MouseButton.LeftButton)
    dialog = tables.dialog
    qtbot.keyClicks(dialog.places[0], "1")  # the others' places left empty
    dialog.try_accept()
    assert dialog.isVisible() and "for every player, or for none" in dialog.problem.text()
    for i, edit in enumerate(dialog.places[1:], 2):
        qtbot.keyClicks(edit, str(i))
    dialog.try_accept()
    assert not dialog.isVisible()
    players = tables.model.row(0).players
    assert stored(page).rounds[0].results[0].place_of(players[0][0]) == 1
    # corrected: the last comes first
    assert tables.view.currentIndex().row() == 1  # the next table waiting is chosen
    assert not tables.correct.isEnabled()
    tables.view.selectRow(0)
    assert tables.correct.isEnabled() and not tables.enter.isEnabled()
    qtbot.mouseClick(tables.correct, Qt.MouseButton.LeftButton)
    dialog = tables.dialog
    assert dialog.places[0].text() == "1"
    for i, edit in enumerate(dialog.places):
        edit.setText(str(len(players) - i))
    dialog.try_accept()
    e = stored(page)
    assert e.rounds[0].results[0].place_of(players[-1][0]) == 1
    assert [(c.round, c.table) for c in e.corrections] == [(1, 1)]
    assert tables.message.text() == "Corrected table 1 of round 1"


def test_pin_apart_drop_substitute_final_close(qtbot, page: EventsPage, club) -> None:
    ids = club[1]
    new_event_with_defaults(qtbot, page)
    for name in NAMES[:8]:
        check_in(qtbot, page, name.split()[0].lower())
    seat_round(qtbot, page)
    # pin Ann to table 2: moved there now (swapped: the tables are full at 4), pinned from now on
    ann = ids["Ann Smith"]
    page.seating.choose([ann])
    page.seating.pin_table.setValue(2)
    qtbot.mouseClick(page.seating.pin, Qt.MouseButton.LeftButton)
    e = stored(page)
    assert e.rounds[0].seating.table_of(ann) == 1 and e.constraints.fixed == {ann: 1}
    # the pin is an icon beside the whole name, no emoji in it (#30: a box without an emoji font)
    pinned = page.seating.models[1].index(table_members(page, 2).index(ann), 0)
    assert pinned.data() == "Ann Smith"
    icon = pinned.data(Qt.ItemDataRole.DecorationRole)
    assert icon is not None and not icon.pixmap(16, 16).isNull()
    assert "pinned" in pinned.data(Qt.ItemDataRole.ToolTipRole)
    # keep two apart
    ben, cyd = ids["Ben Ode"], ids["Cyd Lee"]
    page.seating.choose([ben, cyd])
    qtbot.mouseClick(page.seating.apart, Qt.MouseButton.LeftButton)
    assert frozenset((ben, cyd)) in stored(page).constraints.apart
    qtbot.mouseClick(page.seating.publish, Qt.MouseButton.LeftButton)
    # a substitute takes Dot's seat: the leaving player chosen, the arriving name typed
    page.tabs.setCurrentWidget(page.check_in)
    panel = page.check_in
    qtbot.keyClicks(panel.search, "dot")
    qtbot.mouseClick(panel.sub, Qt.MouseButton.LeftButton)
    assert "Type the substitute's name" in page.message.text()
    assert stored(page).players[ids["Dot Ray"]].dropped is None
    qtbot.keyClicks(panel.sub_name, "Sam Sub")
    qtbot.keyClick(panel.sub_name, Qt.Key.Key_Return)
    e = stored(page)
    assert sorted(p.name for p in e.players.values())[-2:] == ["Hal Vane", "Sam Sub"]  # no member "dot"
    sam = next(p.id for p in e.players.values() if p.name == "Sam Sub")
    assert e.rounds[0].seating.table_of(sam) is not None and e.players[ids["Dot Ray"]].dropped == 1
    # Eve leaves: not seated from round 2
    qtbot.keyClicks(panel.search, "eve")
    qtbot.mouseClick(panel.drop, Qt.MouseButton.LeftButton)
    assert stored(page).players[ids["Eve Moss"]].dropped == 2
    assert "not seated from round 2 on" in page.message.text()
    # closing waits for the results
    page.tabs.setCurrentWidget(page.seating)
    qtbot.mouseClick(page.seating.close_event, Qt.MouseButton.LeftButton)
    assert "without a result" in page.message.text() and not stored(page).closed
    with open_database(str(page.context.database.url), create=False) as db:
        e = ev.get_event(db, page.current.id)
        for t, players in enumerate(e.rounds[0].seating.tables, 1):
            ev.enter_result(db, e.id, 1, t, ev.ResultGiven(scores_by_id={q: 50 + q for q in players}))
    page.refresh()
    # the final of the top 4
    page.seating.final_size.setValue(4)
    qtbot.mouseClick(page.seating.final, Qt.MouseButton.LeftButton)
    assert page.seating.heading.text() == "Final - DRAFT, not published"
    qtbot.mouseClick(page.seating.publish, Qt.MouseButton.LeftButton)
    with open_database(str(page.context.database.url), create=False) as db:
        final = ev.get_event(db, page.current.id).rounds[-1]
        ev.enter_result(db, page.current.id, final.number, 1,
                        ev.ResultGiven(places_by_id={q: i for i, q in enumerate(final.seating.tables[0], 1)}))
    page.refresh()
    qtbot.mouseClick(page.seating.close_event, Qt.MouseButton.LeftButton)
    assert page.context.dialogs.messages[-1][0] == "confirm"
    e = stored(page)
    assert e.closed and "is closed" in page.message.text()
    assert not page.seating.seat.isEnabled() and not page.check_in.search.isEnabled()
    # the final is a stage of its own, not a round over the plan ("2/3" before, #30)
    row = next(r for r in range(page.events_model.rowCount()) if page.events_model.index(r, 0).data() == e.config.name)
    assert page.events_model.index(row, 4).data() == f"1/{e.config.rounds} + final closed"


def test_the_seating_review_by_keys_alone(qtbot, page: EventsPage, club) -> None:
    """Move, pin and keep apart have a menu entry and a key each, as swap has: no mouse needed."""
    ids = club[1]
    new_event_with_defaults(qtbot, page)
    for name in NAMES[:8]:
        check_in(qtbot, page, name.split()[0].lower())
    seat_round(qtbot, page)
    texts = {a.text() for a in page.menu_actions()}
    assert {"&Move the chosen player to the table", "Pin the chosen player to the &table",
            "&Keep the chosen two apart", "The chosen player l&eaves", "Seat the &final table"} <= texts
    assert all(not a.shortcut().isEmpty() for a in page.menu_actions())
    ann, ben, cyd = ids["Ann Smith"], ids["Ben Ode"], ids["Cyd Lee"]
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    view = page.seating.views[0]
    view.setFocus()
    page.seating.choose([ann])
    page.seating.pin_table.setValue(2)
    qtbot.keyClick(view, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert stored(page).constraints.fixed == {ann: 1}
    page.seating.choose([ben, cyd])
    page.seating.views[0].setFocus()
    qtbot.keyClick(page.seating.views[0], Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert frozenset((ben, cyd)) in stored(page).constraints.apart
    page.seating.choose([ann])
    page.seating.pin_table.setValue(1)
    page.seating.views[0].setFocus()
    qtbot.keyClick(page.seating.views[0], Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert stored(page).rounds[0].seating.table_of(ann) == 0


def test_a_league_lists_its_club_nights(qtbot, page: EventsPage) -> None:
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    wizard = page.wizard
    wizard.evening.name.setText("Winter league")
    wizard.next()
    wizard.rounds_page.more_button.click()
    wizard.rounds_page.kind.setCurrentIndex(wizard.rounds_page.kind.findData("league"))
    wizard.accept()
    qtbot.waitUntil(lambda: page.current is not None and page.current.config.name == "Winter league")
    league = page.current.id
    qtbot.mouseClick(page.new_button, Qt.MouseButton.LeftButton)
    wizard = page.wizard
    wizard.evening.name.setText("Night one")
    wizard.next()
    wizard.rounds_page.more_button.click()
    wizard.rounds_page.season.setCurrentIndex(wizard.rounds_page.season.findData(league))
    wizard.accept()
    qtbot.waitUntil(lambda: page.current is not None and page.current.config.name == "Night one")
    assert stored(page).config.season == league
    row = page.events_model.row_of(league)
    page.list.setCurrentIndex(page.events_proxy.mapFromSource(page.events_model.index(row, 0)))
    assert page.seating.heading.text() == "League season: 1 club nights"
    assert page.seating.cost.text() == "Night one"
    assert not page.check_in.search.isEnabled()


def test_a_table_played_at_a_station_shows_its_stored_match(qtbot, page: EventsPage, club) -> None:
    from engine.store import UnitOfWork
    from engine.store.botplay import bot_match
    from engine.tournament.event import EventConfig

    ids = club[1]
    db = page.context.database
    event = ev.create_event(db, EventConfig(name="Station night", ruleset="classic"))
    four = ["Ann Smith", "Ben Ode", "Cyd Lee", "Dot Ray"]
    for n in four:
        ev.check_in(db, event.id, ids[n])
    rd = ev.seat_next(db, event.id, publish=True).round
    seated = rd.seating.tables[0]
    names = {v: k for k, v in ids.items()}
    page.context.current_event = event.id
    tables = TablesPage(page.context)
    qtbot.addWidget(tables)
    tables.show()
    qtbot.waitExposed(tables)
    assert tables.model.index(0, 1).data() == "waiting"
    with UnitOfWork(db) as uow:
        setup, entries, _ = bot_match("classic", tuple(names[q] for q in seated), 7)
        match_id = uow.matches.create(setup, member_ids=list(seated))
        uow.matches.add_entries(match_id, entries)
        uow.matches.refresh(match_id)
        uow.commit()
    ev.enter_result(db, event.id, 1, 1, ev.ResultGiven(match=match_id))
    page.context.notify_changed()  # what the home does when another station changed the club's data
    assert tables.model.index(0, 1).data() == "finished"
    assert tables.model.index(0, 3).data().endswith(f"(match {match_id})")


def test_a_check_in_during_a_draft_says_the_draft_was_taken_back(qtbot, page: EventsPage, club) -> None:
    new_event_with_defaults(qtbot, page)
    for name in NAMES[:8]:
        check_in(qtbot, page, name.split()[0].lower())
    seat_round(qtbot, page)
    # the keyboard's move: choose a name, a table, Move to table
    first = table_members(page, 1)[0]
    page.seating.choose([first])
    page.seating.pin_table.setValue(2)
    qtbot.mouseClick(page.seating.move_to, Qt.MouseButton.LeftButton)
    assert stored(page).rounds[0].seating.table_of(first) == 1
    assert page.seating.cost.text() == "0 repeat meetings, sizes 3-5"
    check_in(qtbot, page, "ivy")
    assert page.message.text() == ("\u2068Ivy Noor\u2069 checked in - the draft of round 1 was taken back: "
                                   "seat it again")
    assert stored(page).rounds == []
    assert page.seating.heading.text() == "No round seated yet"


def test_the_tables_page_says_the_database_is_opening_and_forgets_the_last_ones_table(
        qtbot, settings, dialogs, club, tmp_path) -> None:
    """While the club database was still opening the Tables page said "No event chosen" (for
    8-40 s on a busy machine); after switching databases it still said "Scoring table 1 of
    round 1" of the previous one (#30)."""
    context, host = make_context(club[0], settings, dialogs)
    qtbot.addWidget(host)
    tables = TablesPage(context)
    qtbot.addWidget(tables)
    tables.show()
    qtbot.waitExposed(tables)
    tables.message.setText("Scoring table 1 of round 1")
    other = tmp_path / "other.sqlite3"
    build_members(other)
    context.set_database(open_database(str(other), create=False))
    assert tables.message.text() == ""
    context.set_database(None)
    context.opening = True
    assert tables.heading.text() == "Opening the club database…"
    context.opening = False
    assert tables.heading.text().startswith("No event chosen")
    context.jobs.wait()


def test_the_events_list_is_walked_by_keyboard_end_choosing_the_last(qtbot, page: EventsPage) -> None:
    """End did not select the last event (it went to the last column), and walking the list by
    keyboard had to keep the focus in the list (#30)."""
    with open_database(str(page.context.database.url), create=False) as db:
        for i in range(3):
            ev.create_event(db, EventConfig(name=f"Night {i}", ruleset="sb"), date=f"2026-11-2{i}")
    page.refresh()
    rows = page.events_proxy.rowCount()
    assert rows >= 4
    page.list.setFocus()
    page.list.setCurrentIndex(page.events_proxy.index(0, 0))
    qtbot.keyClick(page.list, Qt.Key.Key_Down)
    assert page.list.currentIndex().row() == 1 and QApplication.focusWidget() is page.list
    qtbot.keyClick(page.list, Qt.Key.Key_End)
    assert page.list.currentIndex().row() == rows - 1 and QApplication.focusWidget() is page.list
    assert page.current.id == int(page.events_proxy.data(page.events_proxy.index(rows - 1, 0), ID_ROLE))
    qtbot.keyClick(page.list, Qt.Key.Key_Home)
    assert page.list.currentIndex().row() == 0
