"""The Members page over a club database made with the store's own functions
(tests/desktop/club_db.py: eight members, an event with round 1 played at its tables, other
matches, a rating history), driven as the organizer drives it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from desktop.club.context import ClubContext
from desktop.club.member_dialogs import ImportPreviewDialog, MemberDialog, MergeDialog
from desktop.club.members_page import MembersPage
from desktop.club.models import game_name
from desktop.jobs import Jobs
from desktop.text import tip
from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.event_repo import StoredEvents

from .club_db import EVENT_NAME, NAMES, OTHER, build_club
from .helpers import plain
from .test_translation import german  # noqa: F401  (a fixture)


@pytest.fixture
def club(tmp_path):
    return build_club(tmp_path / "club.sqlite3")


@pytest.fixture
def page(qtbot, settings, dialogs, club):
    host = QWidget()
    qtbot.addWidget(host)
    context = ClubContext(settings, dialogs, Jobs(host), parent=host)
    context.set_database(open_database(str(club.path), create=False))
    page = MembersPage(context)
    qtbot.addWidget(page)
    page.resize(1024, 600)
    page.show()
    qtbot.waitExposed(page)
    yield page
    context.jobs.wait()
    context.set_database(None)


def names_shown(page: MembersPage) -> list[str]:
    model = page.view.model()
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def column(page: MembersPage, header: str) -> list[str]:
    model = page.view.model()
    c = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(model.columnCount())].index(header)
    return [model.index(r, c).data() for r in range(model.rowCount())]


def stored(club) -> dict[str, tuple[str | None, str | None, bool]]:
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        return {m.name: (m.email, m.note, m.active) for m in uow.members.all()}


def pick(page: MembersPage, *names: str) -> None:
    page.search.clear()
    ids = [page.model.member(r).id for r in range(page.model.rowCount()) if page.model.member(r).name in names]
    assert len(ids) == len(names)
    page.choose(ids)


def click(qtbot, button) -> None:
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_every_member_listed_with_games_and_last_played(page, club):
    assert page.page_id == "members" and page.title() == "Members"
    assert sorted(names_shown(page)) == sorted(NAMES)
    games = dict(zip(names_shown(page), column(page, "Games"), strict=True))
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        events = StoredEvents(uow.session)
        for name, mid in club.members.items():  # every match seat, and every event result without a match
            from_sheets = sum(1 for e in events.all() for rd in e.rounds for t, r in rd.results.items()
                              if mid in r.players and events.match_of(e.id, rd.number, t + 1) is None)
            assert games[name] == str(len(uow.members.matches_played(mid)) + from_sheets), name
    for i, name in enumerate(NAMES):  # at least round 1 (every member) and the other matches they sat in
        assert int(games[name]) >= 1 + sum(1 for _r, seats in OTHER if i in seats), name
    assert all(d != "never" for d in column(page, "Last played"))
    assert set(column(page, "Status")) == {"active"}
    assert page.count.text() == "8 members"


def test_search_filters_as_typed(page, qtbot):
    assert page.search.hasFocus()  # the page opens ready for typing
    qtbot.keyClicks(page.search, "z")
    assert names_shown(page) == ["Zoë"]
    assert page.count.text() == "1 of 8"
    qtbot.keyClick(page.search, Qt.Key.Key_Backspace)
    assert len(names_shown(page)) == 8
    qtbot.keyClicks(page.search, "zoe")  # no accent typed: Zoë is found
    assert names_shown(page) == ["Zoë"]
    qtbot.waitUntil(lambda: page.who.text() == "Zoë")  # chosen; her details once the typing pauses
    assert page.ratings_view.model().rowCount() == 1
    page.search.clear()
    page.search.insert("محمد")  # QTest types Latin-1 only
    assert names_shown(page) == ["محمد علي"]
    page.search.clear()
    qtbot.keyClicks(page.search, "co a<b")  # each word, in any order
    assert names_shown(page) == ["A<b> & Co"]
    qtbot.keyClicks(page.search, "x")
    assert names_shown(page) == []


def test_sort_by_column(page, qtbot):
    header = page.view.horizontalHeader()
    page.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    names = names_shown(page)
    assert names == sorted(names, key=str.casefold)
    games_col = 4
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(games_col) + 5, 5))
    games = [int(g) for g in column(page, "Games")]
    assert header.sortIndicatorSection() == games_col
    assert games == sorted(games) or games == sorted(games, reverse=True)
    page.view.sortByColumn(games_col, Qt.SortOrder.DescendingOrder)
    games = [int(g) for g in column(page, "Games")]
    assert games == sorted(games, reverse=True) and games[0] > games[-1]  # numbers, not text


def test_add_a_member_through_the_dialog(page, qtbot, club, dialogs):
    qtbot.keyClicks(page.search, "Fay")
    assert names_shown(page) == []
    click(qtbot, page.add_button)
    dialog = page.dialog
    assert isinstance(dialog, MemberDialog)
    assert dialog.name.text() == "Fay"  # what was searched for
    qtbot.keyClick(dialog.name, Qt.Key.Key_End)
    qtbot.keyClicks(dialog.name, " <i>Lee</i>")
    qtbot.keyClicks(dialog.email, "fay@example.org")
    qtbot.keyClicks(dialog.note, "brings dice")
    click(qtbot, dialog.ok_button)
    assert stored(club)["Fay <i>Lee</i>"] == ("fay@example.org", "brings dice", True)
    assert "Fay <i>Lee</i>" in names_shown(page)
    assert page.chosen_ids() and page.who.text() == "Fay <i>Lee</i>"
    assert plain(page.status.text()) == "Fay <i>Lee</i> added"


def test_a_bad_email_is_refused_and_changes_nothing(page, qtbot, club, dialogs):
    click(qtbot, page.add_button)
    dialog = page.dialog
    qtbot.keyClicks(dialog.name, "Gil")
    qtbot.keyClicks(dialog.email, "not an address")
    click(qtbot, dialog.ok_button)
    assert "Gil" not in stored(club)
    # said in the dialog, which stays open with what was typed: put right and saved
    assert page.dialog is dialog and dialog.isVisible()
    assert dialog.problem.isVisible() and "is not an e-mail address" in dialog.problem.text()
    assert dialog.problem.text().startswith("Not added: ") and "\n" not in dialog.problem.text()
    assert dialog.name.text() == "Gil" and dialog.email.text() == "not an address"
    dialog.email.clear()
    qtbot.keyClicks(dialog.email, "gil@example.org")
    click(qtbot, dialog.ok_button)
    assert not dialog.isVisible() and stored(club)["Gil"][0] == "gil@example.org"
    click(qtbot, page.add_button)
    qtbot.keyClicks(page.dialog.name, "bob")  # Bob is a member already
    click(qtbot, page.dialog.ok_button)
    assert "exists already" in page.dialog.problem.text()
    page.dialog.reject()
    assert len(stored(club)) == len(NAMES) + 1
    assert not [m for m in dialogs.messages if m[0] == "warning"]  # no box over the dialog


def test_edit_renames_everywhere_and_sets_email_and_note(page, qtbot, club):
    pick(page, "Bob")
    click(qtbot, page.edit_button)
    dialog = page.dialog
    assert isinstance(dialog, MemberDialog) and dialog.name.text() == "Bob"
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "Robert")
    qtbot.keyClicks(dialog.email, "rob@example.org")
    qtbot.keyClicks(dialog.note, "left-handed")
    click(qtbot, dialog.ok_button)
    members = stored(club)
    assert "Bob" not in members and members["Robert"] == ("rob@example.org", "left-handed", True)
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        event = StoredEvents(uow.session).get(club.event)
        assert event.players[club.members["Bob"]].name == "Robert"  # the event's entry follows
    assert page.who.text() == "Robert"


def test_retire_and_bring_back(page, qtbot, club):
    pick(page, "Cat")
    assert page.retire_button.text() == "&Retire"
    click(qtbot, page.retire_button)
    assert stored(club)["Cat"][2] is False
    assert "retired" in column(page, "Status")
    assert "is retired" in page.status.text()
    assert page.retire_button.text() == "Bring &back"
    click(qtbot, page.retire_button)
    assert stored(club)["Cat"][2] is True
    assert set(column(page, "Status")) == {"active"}


def add_guest_twice(club) -> tuple[int, int]:
    """Eve typed again as "Eve M." who played one match of her own."""
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        again = uow.members.add("Eve M.").id
        setup, entries, _ = bot_match("classic", ("Eve M.", "Dan"), 900)
        match_id = uow.matches.create(setup, member_ids=[again, club.members["Dan"]])
        uow.matches.add_entries(match_id, entries)
        uow.matches.refresh(match_id)
        uow.commit()
    return club.members["Eve"], again


def test_merge_two_entries_of_one_person(page, qtbot, club, dialogs):
    eve, again = add_guest_twice(club)
    page.refresh()
    pick(page, "Eve")
    assert not page.merge_button.isEnabled()
    page.merge_action.trigger()
    assert dialogs.messages[-1][0] == "information"  # one chosen: how to choose two
    pick(page, "Eve", "Eve M.")
    click(qtbot, page.merge_button)
    dialog = page.dialog
    assert isinstance(dialog, MergeDialog)
    assert dialog.keep_drop() == (eve, again)  # the entry with more games is kept
    click(qtbot, dialog.merge_button)
    assert "Eve M." not in stored(club)
    assert "Eve M." not in names_shown(page)
    assert "merged into" in page.status.text()
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        assert len(uow.members.matches_played(eve)) == 4


def test_merge_refused_when_both_played_in_one_match(page, qtbot, club, dialogs):
    pick(page, "Zoë", "Bob")  # both played classic together (club_db.OTHER)
    click(qtbot, page.merge_button)
    click(qtbot, page.dialog.merge_button)
    kind, text = dialogs.messages[-1]
    assert kind == "warning" and "two people, not one; nothing was merged" in text
    assert {"Zoë", "Bob"} <= set(stored(club))


def write_csv(path: Path, rows: list[str]) -> Path:
    path.write_text("\n".join(["name,email,note,active", *rows]) + "\n", encoding="utf-8")
    return path


def test_import_twelve_members_with_preview(page, qtbot, club, dialogs, tmp_path):
    rows = [f"Player {i:02d},p{i}@example.org,,yes" for i in range(1, 12)] + ["Bob,,,yes"]
    dialogs.csv_paths.append(str(write_csv(tmp_path / "members.csv", rows)))
    click(qtbot, page.import_button)
    qtbot.waitUntil(lambda: isinstance(page.dialog, ImportPreviewDialog), timeout=10000)
    dialog = page.dialog
    assert dialog.heading.text() == "11 new members to add, 1 already a member (left as they are)."
    lines = dialog.shown_lines()
    assert len(lines) == 12
    assert lines[0] == "row 2: add 'Player 01'"
    assert lines[-1].startswith("row 13: 'Bob' is already member")
    assert len(stored(club)) == len(NAMES)  # a preview stores nothing
    click(qtbot, dialog.import_button)
    qtbot.waitUntil(lambda: not page.context.jobs.busy and "imported" in page.status.text(), timeout=10000)
    members = stored(club)
    assert len(members) == len(NAMES) + 11 and members["Player 07"][0] == "p7@example.org"
    assert page.status.text() == "11 members imported"
    assert page.count.text() == "19 members"


def test_a_windows_1252_csv_is_imported_and_the_preview_says_how_it_was_read(page, qtbot, club, dialogs, tmp_path):
    """Excel's "CSV" on Windows (Windows-1252): the preview says it was read so, the accents whole."""
    path = tmp_path / "excel.csv"
    path.write_bytes("name,email,note,active\r\nJosé Müller,,,yes\r\n".encode("cp1252"))
    dialogs.csv_paths.append(str(path))
    click(qtbot, page.import_button)
    qtbot.waitUntil(lambda: isinstance(page.dialog, ImportPreviewDialog), timeout=10000)
    dialog = page.dialog
    assert dialog.heading.text() == ("Read as Windows-1252 (not UTF-8): check the accented names.\n"
                                     "1 new member to add, 0 already members (left as they are).")
    assert dialog.shown_lines() == ["row 2: add 'José Müller'"]
    click(qtbot, dialog.import_button)
    qtbot.waitUntil(lambda: not page.context.jobs.busy and "imported" in page.status.text(), timeout=10000)
    assert "José Müller" in stored(club)


def test_a_bad_csv_shows_each_bad_row_and_imports_nothing(page, qtbot, club, dialogs, tmp_path):
    rows = ["Hal,hal@example.org,,yes", "Ivy,not-an-address,,yes", ",,,yes", "Jo,,,perhaps", "Hal,,,no"]
    dialogs.csv_paths.append(str(write_csv(tmp_path / "bad.csv", rows)))
    click(qtbot, page.import_button)
    qtbot.waitUntil(lambda: isinstance(page.dialog, ImportPreviewDialog), timeout=10000)
    dialog = page.dialog
    lines = dialog.shown_lines()
    assert [line.split(",")[0] for line in lines] == ["row 3", "row 4", "row 5", "row 6"]
    assert "not an e-mail address" in lines[0] and "same name as row 2" in lines[3]
    assert dialog.import_button is None  # all or nothing
    assert "Nothing can be imported: 4 rows are bad" in dialog.heading.text()
    dialog.reject()
    assert len(stored(club)) == len(NAMES)
    assert "Hal" not in names_shown(page)


def test_one_bad_row_and_one_new_member_are_said_in_the_singular(page, qtbot, dialogs, tmp_path):
    dialogs.csv_paths.append(str(write_csv(tmp_path / "one-bad.csv", ["Kim,,,perhaps"])))
    click(qtbot, page.import_button)
    qtbot.waitUntil(lambda: isinstance(page.dialog, ImportPreviewDialog), timeout=10000)
    assert page.dialog.heading.text() == ("Nothing can be imported: 1 row is bad. Put it right in the file and "
                                          "import it again.")
    page.dialog.reject()
    dialogs.csv_paths.append(str(write_csv(tmp_path / "one.csv", ["Kim,,,yes", "Bob,,,yes", "Cat,,,yes"])))
    click(qtbot, page.import_button)
    qtbot.waitUntil(lambda: isinstance(page.dialog, ImportPreviewDialog), timeout=10000)
    assert page.dialog.heading.text() == "1 new member to add, 2 already members (left as they are)."
    page.dialog.reject()


def test_the_preview_speaks_german(german, page, qtbot, dialogs, tmp_path):  # noqa: F811
    dialogs.csv_paths.append(str(write_csv(tmp_path / "de.csv", ["Kim,,,yes", "Bob,,,yes"])))
    click(qtbot, page.import_button)
    qtbot.waitUntil(lambda: isinstance(page.dialog, ImportPreviewDialog), timeout=10000)
    assert page.dialog.heading.text() == "1 neues Mitglied zum Hinzufügen, 1 schon Mitglied (bleiben, wie sie sind)."
    lines = page.dialog.shown_lines()
    assert lines[0] == "Zeile 2: 'Kim' hinzufügen"
    assert lines[1].startswith("Zeile 3: 'Bob' ist schon Mitglied ")
    page.dialog.reject()


def test_export_writes_the_commands_csv(page, qtbot, club, dialogs, tmp_path):
    target = tmp_path / "out.csv"
    dialogs.csv_paths.append(str(target))
    click(qtbot, page.export_button)
    qtbot.waitUntil(lambda: "written" in page.status.text(), timeout=10000)
    text = target.read_bytes().decode("utf-8")
    assert text.startswith("name,email,note,active\r\n") and "Zoë,,,yes" in text
    assert page.status.text() == "8 members written to out.csv"


def test_a_members_ratings_and_recent_results(page, qtbot, club):
    pick(page, "Zoë")
    assert page.who.text() == "Zoë"
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        steps = uow.ratings.history(club.rated, "classic")
    assert steps
    ratings = page.ratings_view.model()
    assert ratings.rowCount() == 1
    # the rating as the standings show it, mu - 3 sigma, and its uncertainty beside it (issue 29)
    assert [ratings.index(0, c).data() for c in range(4)] == [
        game_name("classic"), f"{steps[-1].mu - 3 * steps[-1].sigma:.1f}", f"± {steps[-1].sigma:.1f}",
        str(len(steps))]
    results = page.results_view.model()
    events = [results.index(r, 1).data() for r in range(results.rowCount())]
    assert events.count(EVENT_NAME) == 1  # round 1 (round 2 has no results yet)
    assert events.count("(no event)") == sum(1 for _r, seats in OTHER if 0 in seats)  # her matches outside events
    r = events.index(EVENT_NAME)
    row = [results.index(r, c).data() for c in range(results.columnCount())]
    table = next(t for t, names in enumerate(club.round1, 1) if "Zoë" in names)
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        result = StoredEvents(uow.session).get(club.event).rounds[0].results[table - 1]  # as the event counts it
    i = result.players.index(club.members["Zoë"])
    # date, event, game, place and score; the round and the table in the row's tooltip and accessible text
    assert row[1:] == [EVENT_NAME, "Classic", f"{result.places[i]}/4 · {result.scores[i]}"]
    said = (f"{row[0]} · {EVENT_NAME}, round 1, table {table} · {game_name('classic')} · "
            f"place {result.places[i]} of 4, score {result.scores[i]}")
    assert results.index(r, 1).data(Qt.ItemDataRole.AccessibleTextRole) == said
    assert results.index(r, 3).data(Qt.ItemDataRole.ToolTipRole) == tip(said)  # the name as written
    assert not page.results_view.horizontalScrollBar().isVisible()
    dates = [results.index(r, 0).data() for r in range(results.rowCount())]
    assert dates == sorted(dates, reverse=True)  # the latest first
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        uow.members.add("Kim")  # never played
        uow.commit()
    page.refresh()
    pick(page, "Kim")
    assert page.ratings_view.model().rowCount() == 0 and page.ratings_heading.text() == "Ratings: none yet"
    assert page.results_view.model().rowCount() == 0
    assert page.results_heading.text() == "Recent results: none yet"


def test_a_change_made_elsewhere_is_shown(page, qtbot, club):
    page.hide()
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        uow.members.add("Kim")
        uow.commit()
    page.context.notify_changed()  # another page added a member while this one was hidden
    assert "Kim" not in names_shown(page)
    page.show()
    assert "Kim" in names_shown(page)
    with open_database(str(club.path), create=False) as db, UnitOfWork(db) as uow:
        uow.members.add("Lou")
        uow.commit()
    page.context.notify_changed()
    assert "Lou" in names_shown(page)
