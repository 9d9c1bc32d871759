"""A club night from end to end through the club home, as a new organizer lives it
(/work/shared/ORGANIZER.md; issue 19): members imported from a CSV file with its preview, a
3-round mixer made in the wizard with the defaults, 11 checked in by typing and Enter, round 1
seated, two players swapped in the review (its cost shown) and published, every table's result
typed on the Tables page, a late arrival seated from round 2, rounds 2 and 3, the standings
on the Standings page checked against values worked out here by hand, the projector shown.
Then: the place kept when the app is killed, and the long jobs' Cancel."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWizard

from desktop import settings as S
from desktop.club.member_dialogs import ImportPreviewDialog
from desktop.club.models import ID_ROLE
from desktop.home import ClubHome
from desktop.settings import Settings
from engine.services import events as ev
from engine.store import open_database

from .helpers import HANG_GUARD_MS

#: the club: every first name starts differently, so typing it finds one member
NAMES = ["Ann Smith", "Ben Ode", "Cyd Lee", "Dot Ray", "Eve Moss", "Fay Hill", "Gus Pike", "Hal Vane",
         "Ivy Noor", "Jo Park", "Kim Lund", "Lou Marsh"]
#: each player's score at every table (the best score wins the table)
SCORE = {n: 200 - 10 * i for i, n in enumerate(NAMES)}


@pytest.fixture(autouse=True)
def no_env_database(monkeypatch):
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)


@pytest.fixture
def club_file(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite3"
    with open_database(str(path), create=True):
        pass
    return path


def start_home(qtbot, settings: Settings, dialogs) -> ClubHome:
    from desktop.app import make_app

    make_app([])
    home = ClubHome(settings, dialogs)
    qtbot.addWidget(home)
    with qtbot.waitSignal(home.opened, timeout=60000) as opened:
        pass
    assert opened.args == [True]
    qtbot.waitUntil(lambda: not home.jobs.busy, timeout=20000)
    home.resize(1024, 560)
    home.show()
    qtbot.waitExposed(home)
    home.activateWindow()
    qtbot.waitUntil(home.isActiveWindow)
    return home


def activate(qtbot, home: ClubHome) -> None:
    home.activateWindow()
    qtbot.waitUntil(home.isActiveWindow)


def go(qtbot, home: ClubHome, page_id: str):
    """Click the page's button in the sidebar; the real page."""
    qtbot.mouseClick(home.nav_buttons[page_id], Qt.MouseButton.LeftButton)
    assert home.current_page() is home.pages[page_id]
    return home.pages[page_id].built()


def wait_jobs(qtbot, home: ClubHome) -> None:
    qtbot.waitUntil(lambda: not home.jobs.busy, timeout=30000)


def check_in(qtbot, events, typed: str) -> None:
    search = events.check_in.search
    assert QApplication.focusWidget() is search, "the check-in box lost the focus"
    qtbot.keyClicks(search, typed)
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is search


def seat(qtbot, home: ClubHome, events, number: int) -> None:
    events.tabs.setCurrentWidget(events.seating)
    assert events.seating.seat.text().replace("&", "") == f"Seat round {number}"
    qtbot.mouseClick(events.seating.seat, Qt.MouseButton.LeftButton)
    wait_jobs(qtbot, home)
    qtbot.waitUntil(lambda: events.seating.heading.text() == f"Round {number} - DRAFT, not published")


def table_members(events, table: int) -> list[int]:
    model = events.seating.models[table - 1]
    return [int(model.data(model.index(r, 0), ID_ROLE)) for r in range(model.rowCount())]


def enter_every_result(qtbot, tables) -> list[list[str]]:
    """Each table's scores typed in its result dialog; the tables' names as the page shows them."""
    seated = []
    for row in range(tables.model.rowCount()):
        tables.view.selectRow(row)
        t = tables.model.row(row)
        assert t.result is None
        names = [name for _, name in t.players]
        seated.append(names)
        qtbot.mouseClick(tables.enter, Qt.MouseButton.LeftButton)
        dialog = tables.dialog
        assert dialog is not None and dialog.isVisible()
        for edit, name in zip(dialog.scores, names, strict=True):
            qtbot.keyClicks(edit, str(SCORE[name]))
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda t=t: tables.model.row(t.table - 1).result is not None)
    assert all(tables.model.index(r, 1).data() == "finished" for r in range(tables.model.rowCount()))
    return seated


def stored_event(home: ClubHome, event_id: int):
    with open_database(home.context.database.url, create=False) as db:  # a second connection: committed?
        return ev.get_event(db, event_id)


def by_hand(rounds: list[list[list[str]]]) -> dict[str, tuple[int, int, int]]:
    """(points, wins, games) by name: a point for every player finished ahead of at a table."""
    out: dict[str, list[int]] = {}
    for tables in rounds:
        for names in tables:
            for name in names:
                line = out.setdefault(name, [0, 0, 0])
                beaten = sum(1 for other in names if SCORE[other] < SCORE[name])
                line[0] += beaten
                line[1] += beaten == len(names) - 1
                line[2] += 1
    return {n: (p, w, g) for n, (p, w, g) in out.items()}


def test_a_club_night_through_the_club_home(qtbot, settings, dialogs, club_file: Path, tmp_path: Path) -> None:
    settings.set(S.CLUB_DATABASE, f"sqlite:///{club_file}")
    home = start_home(qtbot, settings, dialogs)

    # -- the members, from a CSV file, previewed first ---------------------------------------------------
    members = go(qtbot, home, "members")
    csv = tmp_path / "members.csv"
    csv.write_text("name,email,note,active\n" + "".join(f"{n},,,yes\n" for n in NAMES), encoding="utf-8")
    dialogs.csv_paths.append(str(csv))
    qtbot.mouseClick(members.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(members.dialog, ImportPreviewDialog), timeout=20000)
    preview = members.dialog
    assert "12 new members to add, 0 already members" in preview.heading.text()
    assert preview.shown_lines()[0] == "row 2: add 'Ann Smith'"
    qtbot.mouseClick(preview.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: members.status.text() == "12 members imported", timeout=20000)
    assert members.count.text() == "12 members"

    # -- a new event: three clicks with the defaults --------------------------------------------------------
    activate(qtbot, home)  # the window manager gives the window back its focus once a dialog closed
    events = go(qtbot, home, "events")
    assert not events.check_in.search.isEnabled()  # no event yet
    qtbot.mouseClick(events.new_button, Qt.MouseButton.LeftButton)
    wizard = events.wizard
    qtbot.waitExposed(wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.FinishButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: events.current is not None)
    event_id = events.current.id
    assert home.context.current_event == event_id
    e = stored_event(home, event_id)
    assert (e.config.rounds, e.config.fmt.value, e.config.sizes.preferred) == (3, "mixer", 4)
    home.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is events.check_in.search)

    # -- doors open: 11 checked in by typing and Enter --------------------------------------------------------
    for name in NAMES[:11]:
        check_in(qtbot, events, name.split()[0].lower())
    assert events.check_in.count.text() == "11 checked in"
    assert len(stored_event(home, event_id).players) == 11

    # -- round 1: seated, two swapped in the review (the cost shown), published ------------------------------
    seat(qtbot, home, events, 1)
    assert events.seating.cost.text() == "0 repeat meetings, sizes 4-4-3"
    a, b = table_members(events, 1)[0], table_members(events, 2)[0]
    events.seating.choose([a, b])
    qtbot.mouseClick(events.seating.swap, Qt.MouseButton.LeftButton)
    assert events.message.text() == "Swapped: 0 repeat meetings, sizes 4-4-3"
    draft = stored_event(home, event_id).rounds[0].seating
    assert draft.table_of(a) == 1 and draft.table_of(b) == 0
    qtbot.mouseClick(events.seating.publish, Qt.MouseButton.LeftButton)
    e = stored_event(home, event_id)
    assert e.rounds[0].published and e.rounds[0].seating == draft

    # -- playing: every table's result on the Tables page (it follows the Events page's event) ---------------
    played: list[list[list[str]]] = []
    tables = go(qtbot, home, "tables")
    assert tables.heading.text().endswith("Round 1: 0 of 3 tables finished")
    played.append(enter_every_result(qtbot, tables))
    assert tables.heading.text().endswith("Round 1: 3 of 3 tables finished")
    assert stored_event(home, event_id).rounds[0].finished

    # -- a late arrival: checked in now, seated from round 2 -------------------------------------------------
    activate(qtbot, home)
    events = go(qtbot, home, "events")
    events.tabs.setCurrentWidget(events.check_in)
    check_in(qtbot, events, "lou")
    assert events.message.text() == "\u2068Lou Marsh\u2069 checked in: seated from round 2"
    assert events.check_in.count.text() == "12 checked in"

    # -- rounds 2 and 3 ----------------------------------------------------------------------------------
    for number in (2, 3):
        events = go(qtbot, home, "events")
        seat(qtbot, home, events, number)
        assert events.seating.cost.text().endswith("sizes 4-4-4")
        qtbot.mouseClick(events.seating.publish, Qt.MouseButton.LeftButton)
        assert stored_event(home, event_id).rounds[number - 1].published
        tables = go(qtbot, home, "tables")
        assert tables.heading.text().endswith(f"Round {number}: 0 of 3 tables finished")
        played.append(enter_every_result(qtbot, tables))
    assert "Lou Marsh" in {n for t in played[1] for n in t}
    assert "Lou Marsh" not in {n for t in played[0] for n in t}

    # -- the standings, against the values worked out by hand ------------------------------------------------
    standings = go(qtbot, home, "standings")
    assert standings.standings is not None and standings.standings.event == event_id
    cols = standings.model.columns()
    shown = {}
    for r in range(standings.model.rowCount()):
        cell = {c: standings.model.index(r, i).data() for i, c in enumerate(cols)}
        shown[cell["name"]] = (int(cell["points"]), int(cell["wins"]), int(cell["games"]))
    expected = by_hand(played)
    assert shown == expected
    # the standings' order: most points first (ties then by the tie-breakers)
    points_in_order = [int(standings.proxy.index(r, cols.index("points")).data())
                       for r in range(standings.proxy.rowCount())]
    assert points_in_order == sorted(points_in_order, reverse=True)
    leader = max(expected, key=lambda n: (expected[n][0], expected[n][1], SCORE[n]))
    assert standings.proxy.index(0, cols.index("name")).data() == leader

    # -- the projector -----------------------------------------------------------------------------------
    qtbot.mouseClick(standings.projector_button, Qt.MouseButton.LeftButton)
    projector = standings.projector
    assert projector is not None
    qtbot.waitExposed(projector)
    assert projector.isVisible()
    pages = {p.kind: p for p in projector.pages()}
    assert pages["tables"].title == "Round 3: seating by table"
    assert pages["names"].title == "Round 3: find your table"
    standings_lines = [line for p in projector.pages() if p.kind == "standings" for line in p.lines()[1:]]
    assert standings_lines[0][1] == leader and int(standings_lines[0][2]) == expected[leader][0]
    assert {line[1]: int(line[2]) for line in standings_lines} == {n: v[0] for n, v in expected.items()}
    projector.close()
    assert not [m for m in dialogs.messages if m[0] == "warning"]


def test_a_killed_app_restarts_on_the_same_database_page_and_event(qtbot, settings, dialogs, club_file: Path,
                                                                   tmp_path: Path) -> None:
    from engine.tournament.event import EventConfig

    with open_database(str(club_file), create=False) as db:
        first = ev.create_event(db, EventConfig(name="First night", ruleset="classic"), date="2026-11-01").id
        ev.create_event(db, EventConfig(name="Second night", ruleset="classic"), date="2026-11-08")
    settings.set(S.CLUB_DATABASE, f"sqlite:///{club_file}")
    home = start_home(qtbot, settings, dialogs)
    events = go(qtbot, home, "events")
    assert events.current.config.name == "Second night"  # the latest first
    standings = go(qtbot, home, "standings")
    assert standings.event_combo.currentText() == "Second night"
    events = go(qtbot, home, "events")
    # the organizer picks the first night in the list
    proxy = events.events_proxy
    row = next(r for r in range(proxy.rowCount()) if proxy.index(r, 0).data() == "First night")
    rect = events.list.visualRect(proxy.index(row, 0))
    qtbot.mouseClick(events.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert events.current.id == first and home.context.current_event == first
    # the Standings page follows the event chosen on the Events page
    standings = go(qtbot, home, "standings")
    assert standings.event_combo.currentText() == "First night"
    events = go(qtbot, home, "events")
    # killed: no closeEvent, nothing saved at the end; a new run reads the settings file afresh
    home.hide()
    again = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    restarted = start_home(qtbot, again, dialogs)
    assert restarted.context.database.url == home.context.database.url
    assert restarted.current_page().page_id == "events"
    page = restarted.pages["events"].built()
    assert page.current is not None and page.current.id == first
    assert restarted.context.current_event == first
    # the Tables page follows that event too
    tables = go(qtbot, restarted, "tables")
    assert tables.heading.text() == "First night: no round published yet"


class HeldPool:
    """Holds the app's one pool thread, so a job started now waits until :meth:`release`:
    the Cancel below is pressed while the job is surely under way or queued."""

    def __init__(self) -> None:
        import threading

        from PySide6.QtCore import QThreadPool

        self.gate = threading.Event()
        self.running = threading.Event()

        def hold() -> None:
            self.running.set()
            self.gate.wait(HANG_GUARD_MS / 1000)  # released by the test; the time guards a hang only

        QThreadPool.globalInstance().start(hold)
        assert self.running.wait(HANG_GUARD_MS / 1000)

    def release(self) -> None:
        self.gate.set()


def press_cancel(home: ClubHome) -> None:
    from PySide6.QtWidgets import QPushButton

    progress = home.jobs.progress
    assert progress is not None
    button = progress.findChild(QPushButton)
    assert button is not None and button.text() == "Cancel"
    button.click()


def club_with_members(club_file: Path) -> int:
    from engine.store import UnitOfWork
    from engine.tournament.event import EventConfig

    with open_database(str(club_file), create=False) as db:
        with UnitOfWork(db) as uow:
            ids = [uow.members.add(n).id for n in NAMES]
            uow.commit()
        event = ev.create_event(db, EventConfig(name="Cancelled night", ruleset="classic"))
        for member in ids:
            ev.check_in(db, event.id, member)
    return event.id


def test_cancelled_seating_saves_no_draft(qtbot, settings, dialogs, club_file: Path) -> None:
    event_id = club_with_members(club_file)
    settings.set(S.CLUB_DATABASE, f"sqlite:///{club_file}")
    home = start_home(qtbot, settings, dialogs)
    events = go(qtbot, home, "events")
    assert events.current.id == event_id
    held = HeldPool()
    events.tabs.setCurrentWidget(events.seating)
    qtbot.mouseClick(events.seating.seat, Qt.MouseButton.LeftButton)
    assert home.jobs.busy
    press_cancel(home)
    held.release()
    wait_jobs(qtbot, home)
    assert events.message.text() == "Seating cancelled: no draft was saved"
    assert stored_event(home, event_id).rounds == []
    assert events.seating.heading.text() == "No round seated yet"
    # seated again, not cancelled: the draft is there
    seat(qtbot, home, events, 1)
    assert len(stored_event(home, event_id).rounds) == 1


def test_cancelled_backup_and_import_leave_nothing(qtbot, settings, dialogs, club_file: Path, tmp_path: Path) -> None:
    settings.set(S.CLUB_DATABASE, f"sqlite:///{club_file}")
    home = start_home(qtbot, settings, dialogs)
    # a back-up cancelled: no file under its name, nor a temporary one beside it
    target = tmp_path / "copies" / "club-backup.sqlite3"
    target.parent.mkdir()
    dialogs.backup_paths.append(str(target))
    held = HeldPool()
    assert home.backup()
    press_cancel(home)
    held.release()
    wait_jobs(qtbot, home)
    assert list(target.parent.iterdir()) == []
    assert home.statusBar().currentMessage() == "Back-up cancelled: no file was written"
    assert not [m for m in dialogs.messages if m[0] == "warning"]
    # an import cancelled after its preview: nothing imported
    members = go(qtbot, home, "members")
    csv = tmp_path / "members.csv"
    csv.write_text("name,email,note,active\n" + "".join(f"{n},,,yes\n" for n in NAMES), encoding="utf-8")
    dialogs.csv_paths.append(str(csv))
    qtbot.mouseClick(members.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(members.dialog, ImportPreviewDialog), timeout=20000)
    wait_jobs(qtbot, home)
    held = HeldPool()
    qtbot.mouseClick(members.dialog.import_button, Qt.MouseButton.LeftButton)
    press_cancel(home)
    held.release()
    wait_jobs(qtbot, home)
    assert members.status.text() == "Import cancelled: nothing imported"
    from engine.store import UnitOfWork

    with open_database(str(club_file), create=False) as db, UnitOfWork(db) as uow:
        assert uow.members.all() == []


def test_the_wizards_more_settings_are_shown_whole(qtbot, settings, dialogs, club_file: Path) -> None:
    settings.set(S.CLUB_DATABASE, f"sqlite:///{club_file}")
    home = start_home(qtbot, settings, dialogs)
    events = go(qtbot, home, "events")
    qtbot.mouseClick(events.new_button, Qt.MouseButton.LeftButton)
    wizard = events.wizard
    qtbot.waitExposed(wizard)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    rounds = wizard.rounds_page
    qtbot.mouseClick(rounds.more_button, Qt.MouseButton.LeftButton)
    fields = [rounds.format, rounds.rounds, rounds.table_size, rounds.smallest, rounds.largest, rounds.points,
              rounds.bye_points, rounds.tiebreaks, rounds.kind, rounds.season]
    qtbot.waitUntil(lambda: all(f.height() >= f.minimumSizeHint().height() for f in fields))
    assert wizard.height() <= 600 - 32  # still on a 1024x600 screen
    wizard.reject()
