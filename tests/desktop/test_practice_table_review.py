"""The practice table as players found it (issue 8, section 4): it fits a 1024x600 screen,
refusals are said beside the dice, bad files are named and explained, dice that do not
verify are flagged, the rules and rulings are in Help, set-aside dice look set aside."""

from __future__ import annotations

import hashlib
import json
import os

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

import resources
from desktop.dialogs import rules_help
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import ActionId
from desktop.main_window.window import TITLE_BAR
from desktop.settings import LAST_PLAYERS, LAST_RULESET
from desktop.widgets.die import DieLook
from engine.dice import HmacDice

from .helpers import plain, refused
from .practice_helpers import press, start, throw

SCREEN_W, SCREEN_H = 1024, 600
#: the window's own height on such a screen, a title bar left for the window manager
WINDOW_H = SCREEN_H - TITLE_BAR
SIX = ("Maya", "Tom", "Ana", "Ben", "Cleo", "Dev")
#: a game of each ruleset for six players, in play after one throw: (roll-off throws, first throw)
GAMES = {
    "classic": (((6, 1, 1, 1, 1, 1),), "1 2 3 4 5 6*"),
    "entrepreneurial": (((6, 1, 1, 1, 1, 1),), "1 2 2 4 5 3*"),
    "six-by-6": (((6, 1, 2, 3, 4, 5),), "6 6 1 2 3 4"),
    "dire-straights": (((6, 1, 2, 3, 4, 5),), "1 2 4 4 5 6"),
    "sb": (((6, 1, 2, 3, 4, 5),), "1 1 2 2 3 3 4 5 2K 5K"),
}


def clipped(widget: QWidget, window: QWidget) -> str | None:
    """Why ``widget`` is not wholly on show inside ``window`` (cut by an ancestor, squeezed
    below its minimum, or hidden), or None."""
    if not widget.isVisibleTo(window):
        return "hidden"
    hint = widget.minimumSizeHint()
    if widget.width() < hint.width() or widget.height() < hint.height():
        return f"squeezed to {widget.width()}x{widget.height()} below {hint.width()}x{hint.height()}"
    child: QWidget = widget
    rect = QRect(QPoint(0, 0), widget.size())
    while child is not window:
        parent = child.parentWidget()
        assert parent is not None
        rect = rect.translated(child.pos())
        if not parent.rect().contains(rect):
            return f"cut off by {type(parent).__name__} {parent.objectName()!r}: {rect} outside {parent.rect()}"
        child = parent
    return None


def key_widgets(window) -> list[QWidget]:
    """What a player must see: the status line, the refusal line, every game button and die."""
    table = window.table
    found = [table.notice, table.title, table.banner if table.banner.isVisibleTo(window) else table.status]
    page = table.stack.currentWidget()
    if page is table.rolloff:
        found += [b for b in (page.throw_button, page.start_button) if b.isVisibleTo(window)]
        return found
    panel = table.panel
    found += [b for b in panel.buttons.values() if b.isVisibleTo(window)]
    for area in page.findChildren(QWidget, "diceArea"):
        if area.isVisibleTo(window) and hasattr(area, "dice_widgets"):
            found += area.dice_widgets()
    return found


def settle(widget: QWidget) -> None:
    """Let every pending layout request run, so size hints are those of what is on show."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()
    layout = widget.layout()
    if layout is not None:
        layout.activate()


def fit_window(window, qtbot) -> None:
    settle(window)
    hint = window.minimumSizeHint()
    assert hint.width() <= SCREEN_W and hint.height() <= WINDOW_H, f"needs {hint.width()}x{hint.height()}"
    window.resize(SCREEN_W, WINDOW_H)
    qtbot.waitUntil(lambda: window.size().width() == SCREEN_W and window.size().height() == WINDOW_H)
    settle(window)
    for w in key_widgets(window):
        problem = clipped(w, window)
        assert problem is None, f"{type(w).__name__} {w.objectName()!r} {getattr(w, 'text', str)()!r}: {problem}"


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_every_game_for_six_players_fits_a_1024x600_screen(window, dialogs, dice, qtbot, ruleset):
    rolloff, first = GAMES[ruleset]
    dialogs.new_games.append(NewGameChoice(ruleset, SIX, {}))
    assert window.new_game()
    fit_window(window, qtbot)  # the roll-off, before anyone has thrown
    for faces in rolloff:
        dice.faces += list(faces)
        qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    fit_window(window, qtbot)  # the roll-off decided
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    throw(qtbot, window, dice, first)
    assert window.table.panel.ruleset_id == ruleset
    fit_window(window, qtbot)  # in play: the throw, the places set aside, the buttons


def test_a_long_roll_off_scrolls_instead_of_pushing_the_buttons_off(window, dialogs, dice, qtbot):
    start_choice = NewGameChoice("classic", SIX, {})
    dialogs.new_games.append(start_choice)
    assert window.new_game()
    for _ in range(12):  # everyone ties twelve times (C12)
        dice.faces += [3] * 6
        qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    assert len(window.session.match.rolloff.throws) == 12
    fit_window(window, qtbot)


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_the_new_game_dialog_fits_with_six_players_and_every_option(settings, qtbot, ruleset):
    settings.set(LAST_RULESET, ruleset)
    settings.set(LAST_PLAYERS, list(SIX))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    settle(dialog)
    assert dialog.ruleset.id == ruleset and dialog.count.value() == 6
    hint = dialog.sizeHint()
    assert hint.width() <= SCREEN_W and hint.height() <= WINDOW_H
    start_button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    for w in [start_button, dialog.name_edits[5], *dialog.option_widgets.values()]:
        assert clipped(w, dialog) is None


def test_a_fresh_window_is_no_larger_than_the_screen(settings, dialogs, qtbot):
    from desktop.main_window import MainWindow

    w = MainWindow(settings, dialogs)
    qtbot.addWidget(w)
    avail = w.screen().availableGeometry()
    assert w.width() <= avail.width() and w.height() <= avail.height() - TITLE_BAR
    assert avail.contains(w.geometry())


# -- refusals beside the dice --------------------------------------------------------------------
def test_a_refusal_is_said_beside_the_dice_and_its_ruling_opens_the_help(window, dialogs, dice, qtbot):
    start(window, dialogs, dice, qtbot, "classic", rolloff=((4, 2),))
    throw(qtbot, window, dice, "1 2 4 5 6 3*")
    before = len(window.session.match.moves)
    press(qtbot, window, Qt.Key.Key_4)  # the rack needs a 1
    assert refused(window) == "C3: dice are racked in order 1, 2, 3, ...; the rack needs a 1, not a 4"
    assert dialogs.messages == []  # no modal box
    assert len(window.session.match.moves) == before  # nothing changed
    notice = window.table.notice
    assert notice.isVisible() and notice.ruling == "C3"
    assert 'href="ruling:C3"' in notice.text() and "the rack needs a 1, not a 4" in notice.text()
    assert clipped(notice, window) is None
    notice.linkActivated.emit("ruling:C3")
    help_window = window.help_window
    assert help_window is not None and help_window.isVisible()
    assert help_window.current == "ruling:C3" and help_window.page_text().startswith("C3")
    press(qtbot, window, Qt.Key.Key_1)  # the next change to the game clears the refusal
    assert refused(window) == "" and "Not allowed" not in notice.text()


# -- opening files ----------------------------------------------------------------------------------
def _hand_record(**extra) -> dict:
    return {"format": "bakehouse.match/1", "ruleset": "classic", "players": ["Maya", "Tom"], "turns": [], **extra}


def test_bad_files_are_named_and_explained_in_words(window, dialogs, tmp_path):
    folder = tmp_path / "a folder.json"
    folder.mkdir()
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(17 * 1024 * 1024)
    picture = tmp_path / "photo.json"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    array = tmp_path / "list.json"
    array.write_text("[1, 2, 3]", encoding="utf-8")
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"format": "something/2", "ruleset": "classic", "players": [], "turns": []}))
    paths = [folder, big, picture, array, other]
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        paths.append(fifo)  # would block a reader: refused before it is opened
    dialogs.open_paths += [str(p) for p in paths]
    for _ in paths:
        assert window.open_record() is False
    said = [m for kind, m in dialogs.messages if kind == "warning"]
    assert len(said) == len(paths)
    for path, message in zip(paths, said, strict=True):
        assert repr(path.name) in message, message
        assert "Traceback" not in message and "Expecting" not in message and "\n" not in message
    assert "'a folder.json': not a match record: it is a folder" in said[0]
    assert "larger than 16 MiB" in said[1]
    assert "not UTF-8 text" in said[2]
    assert "'list.json': not a match record (a match record is a JSON object)" in said[3]
    assert "unknown format version 'something/2'" in said[4]
    if len(paths) > 5:
        assert "not a regular file" in said[5]
    assert window.session.match is None


def _stream_record(seed: bytes, tamper: bool) -> dict:
    """A Classic record written from the dice stream of ``seed`` (roll-off, then one throw),
    with one face of the throw changed if ``tamper``."""
    stream = HmacDice(seed)
    rolloff, totals = [], [0, 0]
    while True:
        a, b = stream.face(), stream.face()
        rolloff.append({"Maya": a, "Tom": b})
        totals = [totals[0] + a, totals[1] + b]
        if totals[0] != totals[1]:
            break
    first = "Maya" if totals[0] > totals[1] else "Tom"
    faces = [stream.face() for _ in range(6)]
    if tamper:
        faces[0] = faces[0] % 6 + 1
    text = " ".join(str(f) for f in faces[:5]) + f" {faces[5]}*"
    dice = {"scheme": "hmac-sha256/1", "commitment": hashlib.sha256(seed).hexdigest(), "seed": seed.hex()}
    return _hand_record(rolloff=rolloff, turns=[{"player": first, "events": [{"throw": text}]}], dice=dice)


def _finished_record(seed: bytes) -> dict:
    """A finished Dire Straights game thrown from the stream of ``seed``: it verifies
    (an unfinished record that reveals its seed does not)."""
    from engine.actions import STOP
    from engine.match import Match
    from engine.record import to_record

    match = Match("dire-straights", ["Maya", "Tom"], {"target": 5}, dice=HmacDice(seed))
    while match.state is None:
        match.rolloff_throw()
    while not match.finished:
        match.throw()
        state = match.state
        if not match.finished and state is not None and state.current_player() >= 0 and STOP in state.legal_actions():
            match.apply(STOP)
    return to_record(match)


def test_a_record_whose_dice_do_not_verify_opens_with_a_clear_warning(window, dialogs, tmp_path):
    seed = bytes(range(32))
    good, bad = tmp_path / "good.json", tmp_path / "edited.json"
    good.write_text(json.dumps(_finished_record(seed)), encoding="utf-8")
    bad.write_text(json.dumps(_stream_record(seed, tamper=True)), encoding="utf-8")
    dialogs.open_paths += [str(good), str(bad)]
    assert window.open_record()
    assert dialogs.messages == [] and window.table.dice_warning is None
    assert window.open_record()
    kind, message = dialogs.messages[-1]
    assert kind == "warning" and "'edited.json'" in message and "do not verify" in message
    assert "turn 1, event 1" in message
    assert window.table.dice_warning and "do not verify" in window.table.commitment.text()


# -- help and about ---------------------------------------------------------------------------------
def test_every_ruling_of_the_rules_has_help_and_the_box_jumps_to_it(window, qtbot):
    ids = [r.id for r in rules_help.rulings()]
    assert len(ids) == len(set(ids))
    expected = {f"A{i}" for i in range(1, 7)} | {f"C{i}" for i in range(1, 16)} | {f"E{i}" for i in range(1, 9)}
    expected |= {f"S{i}" for i in range(1, 5)} | {f"D{i}" for i in range(1, 9)} | {f"K{i}" for i in range(1, 8)}
    assert set(ids) == expected
    window.find_ruling()
    help_window = window.help_window
    help_window.search.setText("e7")
    assert help_window.current == "ruling:E7" and "Bakery or bust" in help_window.page_text()
    help_window.search.setText("Z9")
    qtbot.keyClick(help_window.search, Qt.Key.Key_Return)
    assert "There is no ruling 'Z9'" in help_window.status.text() and help_window.current == "ruling:E7"
    help_window.search.setText("sandwich")
    qtbot.keyClick(help_window.search, Qt.Key.Key_Return)
    assert help_window.current == "ruling:K5"
    assert not help_window.items["K5"].isHidden() and help_window.items["C1"].isHidden()
    for game in rules_help.games():
        assert help_window.show_game(game.ruleset_id)
        page = help_window.page_text()
        assert page.startswith(game.name) and all(r.id in page for r in rules_help.rulings_of(game.prefix))


def test_help_opens_at_the_game_on_the_table_and_about_says_where_data_lives(window, dialogs, dice, qtbot):
    start(window, dialogs, dice, qtbot, "sb", rolloff=((5, 2),))
    window.registry[ActionId.HELP].trigger()
    assert window.help_window.current == "game:sb"
    window.about()
    kind, text = dialogs.messages[-1]
    assert kind == "about"
    assert "Version" in text and "Licence" in text and window.settings.store.fileName() in text
    assert "Data folder" in text and "Saved games" in text
    assert "<td><b>Licence</b>&nbsp;&nbsp;</td><td>MIT " in text  # pyproject.toml and LICENSE declare MIT (issue 17)


def test_the_project_declares_the_mit_licence():
    import tomllib

    from desktop.dialogs.about import LICENCE, licence

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "pyproject.toml"), "rb") as f:
        project = tomllib.load(f)["project"]
    assert project["license"] == LICENCE == "MIT" and project["license-files"] == ["LICENSE"]
    with open(os.path.join(root, "LICENSE"), encoding="utf-8") as f:
        assert f.readline().strip() == "MIT License"
    assert licence() == "MIT"  # the installed metadata's License-Expression, else the project's own


# -- how the table looks ----------------------------------------------------------------------------
def test_set_aside_dice_look_set_aside_and_six_by_6_slots_say_what_they_take(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "six-by-6")
    throw(qtbot, window, dice, "6 6 1 2 3 4")
    posted = panel.posted_area.dice_widgets()
    assert [w.look for w in posted[:2]] == [DieLook.ASIDE] * 2
    assert posted[0].accessibleName().endswith("(set aside)")
    assert [w.slot_label for w in posted[2:]] == ["6"] * 4
    assert "a thrown 6 is posted here" in posted[2].toolTip()
    assert all(w.look is DieLook.NORMAL for w in panel.unposted_area.dice_widgets())


def test_the_window_title_names_the_file_and_the_game_once(window, dialogs, dice, qtbot, tmp_path):
    start(window, dialogs, dice, qtbot, "dire-straights")
    assert window.windowTitle() == "not saved — Dire Straights"
    dialogs.save_paths.append(str(tmp_path / "club night.json"))
    assert window.save_record_as()
    (suggested,) = dialogs.save_suggestions  # the record's own suffix, which every system can claim
    assert suggested.endswith(".bakehouse") and not suggested.endswith(".json")
    assert window.windowTitle() == "club night.json — Dire Straights"
    throw(qtbot, window, dice, "1 2 4 4 5 6")
    title = window.windowTitle()
    assert title == "club night.json* — Dire Straights"
    assert title.count("Dire Straights") == 1 and "Bakehouse" not in title  # Qt appends the app's name


def test_entrepreneurial_says_why_a_committed_rack_refuses_a_face(window, dialogs, dice, qtbot):
    panel = start(window, dialogs, dice, qtbot, "entrepreneurial", rolloff=((4, 2),))
    throw(qtbot, window, dice, "1 1 3 4 5 6*")
    press(qtbot, window, Qt.Key.Key_1)
    assert panel.why_label.text() == ""
    press(qtbot, window, Qt.Key.Key_1, Qt.KeyboardModifier.ShiftModifier)  # bank the other 1: committed (E2)
    assert window.session.match.state.is_committed
    assert panel.why_label.text().startswith("Why not a 2? E2:")
    assert panel.why_label.isVisible()


def test_the_app_icon_comes_from_resources(qtbot):
    from desktop.app import app_icon

    files = resources.icon_files()
    assert files[0].name == "bakehouse.svg" and all(f.is_file() for f in files)
    icon = app_icon()
    assert not icon.isNull() and icon.pixmap(32).width() == 32


@pytest.mark.parametrize("ruleset", ["classic", "entrepreneurial"])
def test_the_game_over_banner_fits_a_1024x600_screen(window, dialogs, dice, qtbot, ruleset):
    """Six players, one round to win: Maya racks 1-6 with the yeast on 6 (192, C1), the others miss,
    and at her next turn she wins the round and the game (C11, C13)."""
    dialogs.new_games.append(NewGameChoice(ruleset, SIX, {"rounds_to_win": 1}))
    assert window.new_game()
    dice.faces += [6, 1, 1, 1, 1, 1]
    qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    throw(qtbot, window, dice, "1 2 3 4 5 6*")
    for face in range(1, 7):
        press(qtbot, window, getattr(Qt.Key, f"Key_{face}"))
    for _ in SIX[1:]:
        throw(qtbot, window, dice, "2 3 3 4 5 5*")  # no 1, no bakery start, no biscuit: the turn ends (C9)
    state = window.session.match.state
    assert state.is_terminal(), state.totals if hasattr(state, "totals") else state
    assert window.table.banner.isVisible() and "Maya wins the game" in plain(window.table.banner.title.text())
    fit_window(window, qtbot)
    for w in (window.table.banner.title, window.table.banner.detail, window.table.banner.button):
        assert clipped(w, window) is None
