"""Scorekeeping at an event's table (issue 20): the table view on a stored match, every
throw and move committed as it is made; real dice typed in through the entry line (mistyped
throws refused and put right), or the app's fair dice; the same record either way as a
reference bot game; the result in the standings when the match ends; a table reopened from
the database exactly where it was."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.session import StoredTableSession
from desktop.widgets.table import TableView
from engine.actions import Throw
from engine.bots import play_bots
from engine.dice import HmacDice
from engine.errors import BakehouseError
from engine.journal import EntryKind
from engine.match import Match
from engine.record import to_record
from engine.seeds import SeedVault
from engine.services import events as ev
from engine.store import UnitOfWork, open_database
from engine.store.service import export_record
from engine.tournament.event import EventConfig, TableSizes
from engine.typed import typed_text

from .helpers import FakeDialogs, type_key
from .prepared import copy_of

GAMES = ("classic", "entrepreneurial", "six-by-6", "dire-straights", "sb")
SEED = bytes(range(32))
#: the dice of a game's typed-in match where SEED's is long for what it shows: Entrepreneurial's 138
#: moves (SEED's 492) make every decision and turn end SEED's did (bank, rack, risk, swap, stop; a full
#: rack, a miss, a lost biscuit, stops after a miss and with a bakery unfinished, a struck entry) and a
#: bakery besides (issue 31)
TYPED_SEEDS = {"entrepreneurial": bytes(range(38, 70))}
#: the matches typed in whole, key by key and twice (the real dice, then the app's): a game of two rounds
#: to win (it crosses rounds) and Entrepreneurial's of one (its three rounds took 1,819 moves; issue 31)
TYPED_OPTIONS = {"classic": {"rounds_to_win": 2}, "entrepreneurial": {"rounds_to_win": 1}}
#: a mistyped throw for each game, refused with its ruling (nothing applied)
MISTYPED = {"classic": ("22413", "C5"), "entrepreneurial": ("2241367", "A2"), "six-by-6": ("2 2 4 1 3 6*", "A2"),
            "dire-straights": ("12345", "D1"), "sb": ("123456", "K1")}


def _event(path: Path, ruleset: str, options: dict | None = None) -> tuple[int, list[int]]:
    """A club at ``path`` (a new file) of three members seated at the one table of an event of
    ``ruleset``: made once per run for each game and options, copied for each test (prepared.py)."""
    key = f"scorekeeping-{ruleset}-" + ",".join(f"{k}={v}" for k, v in sorted((options or {}).items()))
    event_id, ids = copy_of(key, path, lambda p: _make_event(p, ruleset, options))
    return event_id, ids


def _make_event(path: Path, ruleset: str, options: dict | None) -> tuple[int, list[int]]:
    db = open_database(str(path))
    with UnitOfWork(db) as uow:
        ids = [uow.members.add(n).id for n in ("Ann Smith", "Ben Ode", "Cyd Lee")]
        uow.commit()
    e = ev.create_event(db, EventConfig(name="Thursday", ruleset=ruleset, rounds=1, sizes=TableSizes(3, 3, 3),
                                        options=dict(options or {})), date="2026-11-26")
    for q in ids:
        ev.check_in(db, e.id, q)
    ev.seat_next(db, e.id, publish=True)
    db.close()
    return e.id, ids


def _comparable(record: dict) -> dict:
    """A record without its times, dice and event details: the play itself."""
    out = {k: v for k, v in record.items() if k not in ("dice", "event")}
    out["turns"] = [{**t, "events": [{k: v for k, v in e.items() if k != "at"} for e in t["events"]]}
                    for t in record["turns"]]
    return out


def _reference(ruleset: str, players: tuple[str, ...], options: dict, seed: bytes = SEED) -> Match:
    """The hand-written reference: a bot game with these dice (its record is what the table must give)."""
    match = Match(ruleset, players, options, dice=HmacDice(seed))
    play_bots(match)
    return match


def _view(qtbot, session: StoredTableSession) -> TableView:
    view = TableView(session, FakeDialogs())
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)  # window keys (Space, the rack digits) reach an active window
    return view


def _type(qtbot, view: TableView, text: str) -> None:
    line = view.entry.line
    line.setFocus()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def _decide_by_key(qtbot, view: TableView, action) -> int:
    """Make the decision ``action`` with the table's keys: the panel's key whose request is this
    action is found (each key asked what it would request, nothing played), then pressed."""
    panel = view.panel
    assert panel is not None
    asked: list[object] = []
    panel.requested.disconnect(view.perform)
    panel.requested.connect(asked.append)
    found = None
    try:
        for key in panel.key_actions():
            if not key.isEnabled() or not key.shortcuts():
                continue
            asked.clear()
            key.trigger()
            if asked == [action]:
                found = key.shortcuts()[0]
                break
    finally:
        panel.requested.disconnect(asked.append)
        panel.requested.connect(view.perform)
    assert found is not None, f"no key makes {action!r}"
    before = len(view.session.require_match().journal)
    combo = found[0]
    type_key(qtbot, view, combo.key(), combo.keyboardModifiers())
    assert len(view.session.require_match().journal) == before + 1, (action, found.toString(), view.refusal_text())
    return 1


@pytest.mark.parametrize("ruleset", GAMES)
def test_a_match_typed_in_and_thrown_gives_the_reference_record(qtbot, tmp_path, ruleset) -> None:
    options = TYPED_OPTIONS.get(ruleset, {})
    seed = TYPED_SEEDS.get(ruleset, SEED)
    event_id, _ = _event(tmp_path / "club.db", ruleset, options)
    vault = SeedVault(tmp_path / "seeds")
    db = open_database(str(tmp_path / "club.db"), create=False)
    # real dice: every throw typed through the keyboard into the entry line
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="table-1", seeds=vault)
    view = _view(qtbot, session)
    match = session.require_match()
    assert view.mode.text() == "Real dice" and view.entry.isVisible()
    reference = _reference(ruleset, match.players, dict(match.ruleset.options_dict(match.options)), seed)
    assert options.items() <= dict(match.ruleset.options_dict(match.options)).items()
    wrong, ruling = MISTYPED[ruleset]
    mistyped = False
    by_key = decisions = 0
    for i, entry in enumerate(reference.moves_in_force()):
        if entry.kind is EntryKind.ROLLOFF:
            assert entry.rolloff is not None
            _type(qtbot, view, " ".join(str(entry.rolloff[s]) for s in sorted(entry.rolloff)))
            continue
        action = entry.action
        if isinstance(action, Throw):
            if not mistyped and match.state is not None and len(action.dice) == 6 + 4 * (ruleset == "sb"):
                before = len(session.require_match().journal)
                _type(qtbot, view, wrong)
                assert view.refusal_text().startswith(f"{ruling}:"), view.refusal_text()
                assert len(session.require_match().journal) == before  # refused: nothing applied or logged
                qtbot.keyClick(view.entry.line, Qt.Key.Key_Escape)
                assert view.entry.text() == ""
                mistyped = True
            text = typed_text(action.dice) if i % 2 else " ".join(typed_text([d]) for d in action.dice)
            _type(qtbot, view, text)
            assert view.refusal_text() == "", view.refusal_text()
        else:
            if view.rolloff_visible:
                qtbot.keyClick(view.entry.line, Qt.Key.Key_Return)  # the roll-off decided: Enter starts
            assert not view.rolloff_visible
            by_key += _decide_by_key(qtbot, view, action)
            decisions += 1
    assert mistyped and session.require_match().finished
    assert by_key == decisions  # every decision by a key: the whole match without the mouse (Six By 6: throws only)
    real_id = session.match_id
    typed = json.loads(export_record(db, real_id))
    assert "dice" not in typed  # a real-dice match carries no dice scheme
    assert _comparable(typed) == _comparable(to_record(reference))
    standings = ev.get_event(db, event_id).rounds[0].results
    assert 0 in standings  # the result went to the standings at once

    # app dice: the same match thrown with the app's dice (the reference's seed) at table 1 of a new night
    view.close()
    db.close()
    event2, _ = _event(tmp_path / "club2.db", ruleset, options)
    db2 = open_database(str(tmp_path / "club2.db"), create=False)
    session2 = StoredTableSession(db2, event2, 1, 1, app_dice=True, station="table-1", seeds=vault, seed=seed)
    view2 = _view(qtbot, session2)
    assert view2.mode.text() == "App dice" and not view2.entry.isVisible()
    assert HmacDice(seed).commitment[:12] in view2.commitment.text()  # shown before the first throw
    with UnitOfWork(db2) as uow:
        assert uow.matches.setup(session2.match_id).seed is None  # the seed is not revealed in play
    for entry in reference.moves_in_force():
        if entry.kind is EntryKind.ROLLOFF:
            view2._rolloff_throw()
        elif isinstance(entry.action, Throw):
            if view2.rolloff_visible:
                view2._rolloff_done()
            assert view2.perform("throw"), view2.refusal_text()
        else:
            assert entry.action is not None
            assert view2.perform(entry.action), view2.refusal_text()
    thrown = json.loads(export_record(db2, session2.match_id))
    assert thrown["dice"]["seed"] == seed.hex()  # revealed once the match is over
    assert _comparable(thrown) == _comparable(to_record(reference))
    assert 0 in ev.get_event(db2, event2).rounds[0].results
    db2.close()


@pytest.mark.parametrize("ruleset", ["classic", "sb"])
def test_a_table_reopened_from_the_database_is_where_it_was(qtbot, tmp_path, ruleset) -> None:
    # Classic to one round won: the bots' play to the end after the reopening shows no more in three
    event_id, _ = _event(tmp_path / "club.db", ruleset, {"rounds_to_win": 1} if ruleset == "classic" else None)
    vault = SeedVault(tmp_path / "seeds")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=True, station="A", seeds=vault, seed=SEED)
    view = _view(qtbot, session)
    play_bots(session.require_match(), 25)  # 25 entries, each committed as made
    before = to_record(session.require_match())
    view._rolloff_done()  # the roll-off was read; the game is on show
    shown = view.status.text()
    assert shown
    # the app is killed: the window and the session dropped without a word
    view.close()
    del view, session
    db.close()
    db = open_database(str(tmp_path / "club.db"), create=False)
    watching = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="B", seeds=vault)  # the choice was made
    assert watching.read_only and watching.hold is not None and watching.hold.station == "A"  # A's hold stays
    assert watching.hold.last_at is not None
    with pytest.raises(BakehouseError, match="held by station 'A'"):
        watching.throw()
    again = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="B", seeds=vault, take_over=True)
    assert not again.read_only and again.taken_from == watching.hold
    view = _view(qtbot, again)
    after = to_record(again.require_match())
    assert _comparable(after) == _comparable(before)
    assert view.status.text() == shown and view.mode.text() == "App dice"
    play_bots(again.require_match())  # the same dice go on here, to the end
    assert again.require_match().finished and 0 in ev.get_event(db, event_id).rounds[0].results
    db.close()


def test_two_stations_on_one_table_the_late_one_is_told_and_reloaded(qtbot, tmp_path) -> None:
    event_id, _ = _event(tmp_path / "club.db", "six-by-6")
    vault = SeedVault(tmp_path / "seeds")
    db = open_database(str(tmp_path / "club.db"), create=False)
    # one station in two places (two windows of one station's name): the roll log's key is the last guard
    a = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="door", seeds=vault)
    b = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="door", seeds=vault)
    view_b = _view(qtbot, b)
    assert a.match_id == b.match_id  # one stored match for the table
    a.rolloff_typed("6 1 2")
    _type(qtbot, view_b, "3 4 5")
    assert "changed at station door; reloaded" in view_b.refusal_text()
    assert b.require_match().rolloff.throws == [{0: 6, 1: 1, 2: 2}]  # the table shows the reloaded match
    with pytest.raises(BakehouseError, match="no table 9"):
        StoredTableSession(db, event_id, 1, 9, app_dice=False, station="bar", seeds=vault)  # no such table
    db.close()


def test_a_table_with_a_result_from_paper_is_not_scored(qtbot, tmp_path) -> None:
    event_id, ids = _event(tmp_path / "club.db", "six-by-6")
    db = open_database(str(tmp_path / "club.db"), create=False)
    ev.enter_result(db, event_id, 1, 1, ev.ResultGiven(places_by_id=dict(zip(ids, (1, 2, 3), strict=True))))
    with pytest.raises(BakehouseError, match="has its result already"):
        StoredTableSession(db, event_id, 1, 1, app_dice=False, seeds=SeedVault(tmp_path / "seeds"))
    db.close()


def test_score_this_table_from_the_tables_page(qtbot, tmp_path, settings, dialogs) -> None:
    """Two tables of a round scored at once from the Tables page, the dice chosen when each
    match starts; one played to its end: its result on the page and in the standings."""
    from desktop.club.tables_page import TablesPage

    from .events_club import build_members, make_context

    path = tmp_path / "club.sqlite3"
    ids = build_members(path)
    context, host = make_context(path, settings, dialogs)
    qtbot.addWidget(host)
    db = context.database
    assert db is not None
    e = ev.create_event(db, EventConfig(name="Dice night", ruleset="dire-straights", rounds=1,
                                        sizes=TableSizes(3, 3, 3)))
    for n in ("Ann Smith", "Ben Ode", "Cyd Lee", "Dot Ray", "Eve Moss", "Fay Hill"):
        ev.check_in(db, e.id, ids[n])
    ev.seat_next(db, e.id, publish=True)
    context.current_event = e.id
    page = TablesPage(context)
    qtbot.addWidget(page)
    page.show()
    qtbot.waitExposed(page)
    assert page.score.isEnabled() and page.score.accessibleName()
    page.view.selectRow(0)
    dialog = page.score_table()
    assert dialog is page.mode_dialog and dialog is not None
    dialog.app.setChecked(True)
    dialog.accept()
    first = page.score_windows[(e.id, 1, 1)]
    page.view.selectRow(1)
    qtbot.mouseClick(page.score, Qt.MouseButton.LeftButton)
    assert page.mode_dialog is not None
    page.mode_dialog.accept()  # real dice, the default
    second = page.score_windows[(e.id, 1, 2)]
    assert first.view.mode.text() == "App dice" and second.view.mode.text() == "Real dice"
    def stage(row: int) -> str:  # the dashboard's state of a table, without the station holding it
        return str(page.model.index(row, 1).data()).split(" \u00b7 ")[0]

    assert page.model.index(0, 1).data() == f"roll-off \u00b7 \u2068{page.station()}\u2069"  # and who holds it
    assert stage(0) == "roll-off"  # the dashboard: where each table stands
    play_bots(first.session.require_match(), 8)
    qtbot.waitUntil(lambda: stage(0) == "playing")
    assert " to play" in page.model.index(0, 3).data()
    page.view.selectRow(1)
    play_bots(first.session.require_match(), 2)
    page._show_round(keep=True)
    assert page.view.currentIndex().row() == 1  # a redraw keeps the table chosen
    play_bots(first.session.require_match())  # each entry committed as made
    assert page.model.index(0, 1).data() == "finished"  # the result went to the standings and the page
    assert 0 in ev.get_event(db, e.id).rounds[0].results
    page.view.selectRow(1)
    assert page.score_table() is second  # an open table is raised, not opened twice
    second.close()
    assert (e.id, 1, 2) not in page.score_windows
    page.view.selectRow(1)
    again = page.score_table()  # the match was made: no question, the same dice
    assert isinstance(again, type(second)) and again.view.mode.text() == "Real dice"
    again.close()
    first.close()
    context.set_database(None)


def test_the_keys_of_a_real_dice_turn(qtbot, tmp_path) -> None:
    """Space at the table goes to the entry line when a throw is due; there the digits are
    dice, not rack keys; once a throw is applied the focus is back at the table, where a digit
    racks (Classic: 1 racks the 1)."""
    event_id, _ = _event(tmp_path / "club.db", "classic")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="s", seeds=SeedVault(tmp_path / "v"))
    view = _view(qtbot, session)
    match = session.require_match()
    view.setFocus()
    type_key(qtbot, view, Qt.Key.Key_Space)  # the roll-off: Space comes to the entry line
    assert view.entry.line.hasFocus()
    qtbot.keyClicks(view.entry.line, "6 1 2")
    qtbot.keyClick(view.entry.line, Qt.Key.Key_Return)
    assert match.rolloff.winner == 0
    view._rolloff_done()
    assert view.throw_due()
    type_key(qtbot, view, Qt.Key.Key_Space)
    assert view.entry.line.hasFocus()
    qtbot.keyClicks(view.entry.line, "14")  # digits in the line: no die racked
    assert view.entry.text() == "14" and not match.moves
    qtbot.keyClicks(view.entry.line, "2356*")
    qtbot.keyClick(view.entry.line, Qt.Key.Key_Return)
    assert [str(e.action) for e in match.moves] == ["throw 1 4 2 3 5 6*"]
    assert not view.entry.line.hasFocus()  # a decision is due: back to the table's keys
    type_key(qtbot, view, Qt.Key.Key_1)  # rack the 1 (C-rules: a rack starts with 1)
    assert len(match.moves) == 2 and "rack" in str(match.moves[-1].action)
    db.close()


def test_undo_and_redo_at_the_table_are_logged_corrections(qtbot, tmp_path) -> None:
    from desktop.club.scoring import ScoreTableWindow

    event_id, _ = _event(tmp_path / "club.db", "dire-straights")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="s", seeds=SeedVault(tmp_path / "v"))
    window = ScoreTableWindow(session, FakeDialogs(), "Table 1")
    qtbot.addWidget(window)
    window.show()
    view = window.view
    view.enter_dice("5 3 1")
    view.enter_dice("1 2 3 4 5 6")
    match = session.require_match()
    move = next(a for a in match.state.legal_actions() if str(a) != "roll")
    assert view.perform(move)
    window.undo_action.trigger()
    with UnitOfWork(db) as uow:
        entries = uow.matches.entries(session.match_id)
    assert [e.kind for e in entries][-1] is EntryKind.VOID  # the undo is a logged correction
    window.redo_action.trigger()
    with UnitOfWork(db) as uow:
        entries = uow.matches.entries(session.match_id)
    assert entries[-1].kind is EntryKind.MOVE and entries[-1].redoes is not None
    assert all(e.station == "s" for e in entries)
    db.close()


def test_a_practice_game_with_real_dice(qtbot, window, dialogs, tmp_path) -> None:
    """The practice table (file-backed) takes the same typed throws through the same view; its
    saved record carries no dice scheme."""
    from desktop.dialogs.new_game import NewGameChoice

    dialogs.new_games.append(NewGameChoice("six-by-6", ("Maya", "Tom"), {}, real_dice=True))
    assert window.new_game()
    view = window.table
    assert view.mode.text() == "Real dice" and view.entry.isVisible()
    _type(qtbot, view, "4 2")  # the roll-off (D7)
    _type(qtbot, view, "22413")  # S1: six dice
    assert view.refusal_text().startswith("S1:")
    qtbot.keyClick(view.entry.line, Qt.Key.Key_Escape)
    _type(qtbot, view, "224136")
    assert [str(e.action) for e in window.session.require_match().moves] == ["throw 2 2 4 1 3 6"]
    path = tmp_path / "practice.json"
    window.session.save_record(str(path))
    record = json.loads(path.read_text(encoding="utf-8"))
    assert "dice" not in record and record["turns"][0]["events"][0]["throw"] == "2 2 4 1 3 6"


def test_a_scored_table_exports_its_match_record_from_its_window(qtbot, tmp_path) -> None:
    """Table > Export match record... (Ctrl+E): the stored match as ``bakehouse export match``
    writes it, a real-dice match without a dice scheme; a place that cannot be written is one
    message and nothing written."""
    from desktop.club.scoring import ScoreTableWindow

    event_id, _ = _event(tmp_path / "club.db", "dire-straights")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="table-1",
                                 seeds=SeedVault(tmp_path / "seeds"))
    dialogs = FakeDialogs()
    window = ScoreTableWindow(session, dialogs, "Thursday round 1 table 1")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    _type(qtbot, window.view, "6 2 1")  # the roll-off, logged as typed
    out = tmp_path / "table-1.bakehouse"
    dialogs.save_paths.append(str(out))
    type_key(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    # one suffix every system can claim (Windows and macOS go by the last dot: not .bakehouse.json)
    assert dialogs.save_suggestions == ["Thursday round 1 table 1.bakehouse"]
    assert out.read_text(encoding="utf-8") == export_record(db, session.match_id)
    assert "dice" not in json.loads(out.read_text(encoding="utf-8"))
    dialogs.save_paths.append(str(tmp_path))  # a folder: refused in one message
    assert window.export_record() is None
    assert dialogs.messages[-1][0] == "warning" and "cannot write" in dialogs.messages[-1][1]
    window.close()
    db.close()


def test_the_tables_keys_win_over_the_dice_lines_own(qtbot, tmp_path) -> None:
    """With the focus in "Dice thrown", Ctrl+Z was the line's text undo (an earlier throw came
    back, and Enter applied it again as a new throw) and Ctrl+E moved the cursor: the table's
    keys win, Ctrl+Z undoes the last stored action wherever the focus is (#30)."""
    from desktop.club.scoring import ScoreTableWindow

    event_id, _ = _event(tmp_path / "club.db", "dire-straights")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="s", seeds=SeedVault(tmp_path / "v"))
    dialogs = FakeDialogs()
    window = ScoreTableWindow(session, dialogs, "Table 1")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    view = window.view
    view.enter_dice("5 3 1")
    view.enter_dice("1 2 3 4 5 6")
    match = session.require_match()
    moves = len(match.moves)
    line = view.entry.line
    line.setFocus()
    qtbot.keyClicks(line, "3")
    qtbot.keyClick(line, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(session.require_match().moves) == moves - 1  # the throw is taken back
    with UnitOfWork(db) as uow:
        assert uow.matches.entries(session.match_id)[-1].kind is EntryKind.VOID
    out = tmp_path / "t.bakehouse.json"
    dialogs.save_paths.append(str(out))
    line.setFocus()
    qtbot.keyClick(line, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert out.exists()  # exported, the focus in the line
    window.close()
    db.close()


def test_a_rack_by_key_leaves_the_focus_at_the_table(qtbot, tmp_path) -> None:
    """The focused die racked away (its place hidden) passed the focus on to the dice line, so
    S (stop) typed an "s" there instead of stopping (#30)."""
    from desktop.club.scoring import ScoreTableWindow

    event_id, _ = _event(tmp_path / "club.db", "classic")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="s", seeds=SeedVault(tmp_path / "v"))
    window = ScoreTableWindow(session, FakeDialogs(), "Table 1")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    view = window.view
    view.enter_dice("6 2 1")
    view._rolloff_done()
    assert view.enter_dice("1 2 3 4 5 6*")
    last = view.panel.throw_area.dice_widgets()[-1]
    last.setFocus()
    qtbot.keyClick(last, Qt.Key.Key_1)  # rack the 1: one place fewer, the focused last one goes
    match = session.require_match()
    assert str(match.moves[-1].action) == "rack 1"
    assert not view.entry.line.hasFocus()
    qtbot.keyClick(window.focusWidget() or view, Qt.Key.Key_S)
    assert str(match.moves[-1].action) == "stop" and view.entry.text() == ""
    window.close()
    db.close()


def test_esc_in_the_dice_line_clears_the_refusal_too(qtbot, tmp_path) -> None:
    """Esc cleared the dice line but left the old refusal on show (#30)."""
    event_id, _ = _event(tmp_path / "club.db", "classic")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="s", seeds=SeedVault(tmp_path / "v"))
    view = _view(qtbot, session)
    _type(qtbot, view, "7")
    assert view.refusal_text()
    qtbot.keyClick(view.entry.line, Qt.Key.Key_Escape)
    assert view.entry.text() == "" and view.refusal_text() == ""
    db.close()


class _KeysTyped:
    """The keys a scorer types into a table's dice line, counted: each line typed and its Enter,
    with the focus on the line before it and no refusal after it."""

    def __init__(self, qtbot, view) -> None:
        self.qtbot, self.view, self.count = qtbot, view, 0

    def typed(self, text: str) -> None:
        line = self.view.entry.line
        focused = QApplication.focusWidget()
        assert focused is line, f"the focus is on {focused!r}, not the dice line, before {text!r}"
        self.qtbot.keyClicks(line, text)
        self.qtbot.keyClick(line, Qt.Key.Key_Return)
        self.count += len(text) + 1
        assert self.view.refusal_text() == "", self.view.refusal_text()


def _sb_table_typed_on(qtbot, tmp_path):
    """An SB event's table on real dice, its roll-off done: the database, the table's view, its
    match and the keys typed so far."""
    event_id, _ = _event(tmp_path / "club.db", "sb")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="s", seeds=SeedVault(tmp_path / "v"))
    view = _view(qtbot, session)
    match = session.require_match()
    view.enter_dice("6 2 1")
    view._rolloff_done()
    return db, view, match, _KeysTyped(qtbot, view)


def test_an_sb_turn_typed_a_line_a_step(qtbot, tmp_path) -> None:
    """A decision of several dice is typed once, in the game's words, in the line the throws are
    typed in ("keep 5 5 5 5 6 6 6", or the faces alone where no throw is allowed), and the scorer
    types on there: an SB turn is four lines, every key counted (#30: 36-59 keys before, a key a
    die kept and the focus moved to and fro)."""
    db, view, match, keys = _sb_table_typed_on(qtbot, tmp_path)
    typed = keys.typed
    type_key(qtbot, view, Qt.Key.Key_Space)  # the first throw of the evening: Space comes to the line
    keys.count += 1
    typed("15555666k2k4")
    assert "keep" in view.entry.line.placeholderText() and view.entry.prompt.text() == "Dice or decision:"
    type_key(qtbot, view, Qt.Key.Key_Space)  # a decision is due: Space comes to the line all the same
    keys.count += 1
    typed("5555666")  # no throw allowed before a keep (K2): the faces are the keep
    typed("3k2k4")  # the step is complete: the faces are the next throw
    typed("k2k4 s")  # a keep of both keys and the stop: "keep K2 K4 stop" cut short
    assert [str(e.action) for e in match.moves] == (
        ["throw 1 5 5 5 5 6 6 6 K2 K4"] + ["keep 5"] * 4 + ["keep 6"] * 3 + ["throw 3 K2 K4", "keep K2", "keep K4", "stop"])
    assert match.state.turn_log[-1].points == 7  # K5: seven base dice outside the split keys 2 and 4
    # 4 lines and 2 Spaces: 36 keys, 12 of them the decisions (the 22 faces of the two throws are the rest)
    assert keys.count == 36
    db.close()


def test_an_sb_turn_typed_short_in_25_keys(qtbot, tmp_path) -> None:
    """The same SB turn as above in its short forms, key by key through the dice line: the keys
    typed last without their K (the throw's count says how many, K1/K4), a group kept by its face
    typed once (every 5 and 6 of the throw), the keys kept by their faces (no base 2 or 4 is
    left: K2): 25 keys, 36 before (#30: goal at most 25); a refusal still cites its ruling."""
    db, view, match, keys = _sb_table_typed_on(qtbot, tmp_path)
    line = view.entry.line
    typed = keys.typed
    type_key(qtbot, view, Qt.Key.Key_Space)  # the first throw of the evening: Space comes to the line
    keys.count += 1
    typed("1555566624")  # 1 5 5 5 5 6 6 6 K2 K4: ten faces, the last two the keys
    type_key(qtbot, view, Qt.Key.Key_Space)  # a decision is due: the focus went to the table
    keys.count += 1
    typed("56")  # every 5 and every 6 of the throw (a lone base die is no group: K2)
    typed("324")  # 3 K2 K4
    typed("24 s")  # no base 2 or 4 thrown: the keys K2 K4; and the stop
    assert [str(e.action) for e in match.moves] == (
        ["throw 1 5 5 5 5 6 6 6 K2 K4"] + ["keep 5"] * 4 + ["keep 6"] * 3 + ["throw 3 K2 K4", "keep K2", "keep K4", "stop"])
    assert match.state.turn_log[-1].points == 7
    assert keys.count == 25  # Space, 10 faces, Enter, Space, 2, Enter, 3, Enter, 4, Enter
    # an entry both ways readable is refused with its ruling, nothing applied: the next turn
    line.setFocus()
    qtbot.keyClicks(line, "1122556624")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    type_key(qtbot, view, Qt.Key.Key_Space)
    for text in ("55", "112266K2K3"):
        qtbot.keyClicks(line, text)
        qtbot.keyClick(line, Qt.Key.Key_Return)
        if QApplication.focusWidget() is not line:
            type_key(qtbot, view, Qt.Key.Key_Space)
    moves = len(match.moves)
    qtbot.keyClicks(line, "2")  # the base dice 2 2, or the key K2?
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert view.refusal_text().startswith("K2") and "type a K before a key" in view.refusal_text()
    assert len(match.moves) == moves
    db.close()


def test_the_rule_texts_sb_turn_typed_short(qtbot, tmp_path) -> None:
    """Anna's five-throw turn of the rule text (sb-keys.txt) key by key through the dice line: the
    short forms and, for the last key thrown alone, Enter on an empty line (its keep is the one
    legal move, K2); a full split, 20 points (K5). 30 faces are thrown, so it stays above 25."""
    event_id, _ = _event(tmp_path / "club.db", "sb")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="s", seeds=SeedVault(tmp_path / "v"))
    view = _view(qtbot, session)
    match = session.require_match()
    view.enter_dice("6 2 1")
    view._rolloff_done()
    line = view.entry.line
    keys = 0
    for text in ("1123345526", "6", "222334565", "33", "2333344", "3", "555", "55", "2", ""):
        if QApplication.focusWidget() is not line:
            type_key(qtbot, view, Qt.Key.Key_Space)  # Space at the table comes to the line
            keys += 1
        qtbot.keyClicks(line, text)
        qtbot.keyClick(line, Qt.Key.Key_Return)
        keys += len(text) + 1
        assert view.refusal_text() == "", (text, view.refusal_text())
    assert str(match.moves[-1].action) == "keep K2"
    assert match.state.turn_log[-1].points == 20
    assert keys == 48  # 46 for the lines and their Enters, a Space before the first throw and decision (the earlier shortest forms: 58 + 2)
    db.close()


def test_a_classic_table_on_real_dice_says_what_to_type_and_its_example_fits(qtbot, tmp_path) -> None:
    """The walk's Classic table at 1024x600: the roll-off said "Press Space (or the button) to
    throw" over a six-dice example ("e.g. 2 2 4 1 3 6*"), and one face was refused (a face for each
    player); the decision's example read "e.g. rack 3 3 …" (cut, and no rack starts at 3, C3);
    the game over, the line still offered a rack under the winner's banner, whose "Rounds won:"
    began with the losers' 0s and was cut before the winner's."""
    event_id, _ = _event(tmp_path / "club.db", "classic")
    db = open_database(str(tmp_path / "club.db"), create=False)
    session = StoredTableSession(db, event_id, 1, 1, app_dice=False, station="s", seeds=SeedVault(tmp_path / "v"))
    view = _view(qtbot, session)
    line = view.entry.line

    def shown_whole() -> str:
        text = line.placeholderText()
        assert line.fontMetrics().horizontalAdvance(text) <= line.example_room(), text
        return text

    assert view.rolloff.message.text() == "Type one face for each player, in seat order, then Enter."
    assert shown_whole() in ("e.g. 3 5 1", "3 5 1")  # three players: three faces
    view.enter_dice("6 2 1")
    view._rolloff_done()
    view.enter_dice("1 2 3 4 5 6*")
    assert shown_whole() in ("e.g. rack 1 2 · stop", "rack 1 2 · stop")
    # narrower, with room for "rack 1 2 · stop" only: the example shortens, whole
    line.setFixedWidth(line.width() - line.example_room() + line.fontMetrics().horizontalAdvance("rack 1 2 · stop") + 2)
    qtbot.waitUntil(lambda: shown_whole() == "rack 1 2 · stop")
    line.setMinimumWidth(0)
    line.setMaximumWidth(16777215)
    assert view.enter_dice("rack 1 2 3 4 5 6*")
    match = session.require_match()
    for _ in range(40):  # the one to throw racks a loaf of six loaves (192), the others miss, until 3 rounds
        if match.state.is_terminal():
            break
        rd = match.state.round
        if match.state.turn_player() == rd.first_seat and not any(rd.scores):
            assert view.enter_dice("1 2 3 4 5 6*") and view.enter_dice("rack 1 2 3 4 5 6*")
        else:
            assert view.enter_dice("2 2 3 4 5 6*")
    assert match.state.is_terminal()
    winner = match.players[match.state.results().winners[0]]
    assert not line.isEnabled()  # nothing more to type
    assert view.banner.detail.text().startswith(f"Rounds won: \u2068{winner}\u2069 3 · ")
    db.close()
