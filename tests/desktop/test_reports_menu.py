"""The Reports menu (issue 11, section 6): the game on the table as a scorepad PDF and blank
scoresheets for its players, saved where the player says, made off the UI thread, then
handed to the system viewer (a fake opener here: no viewer is started)."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QThread

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import reports as reports_module
from desktop.settings import LAST_PLAYERS, LAST_RULESET, REPORT_PAPER
from engine.actions import ROLL
from engine.bots import bot_for
from engine.dice import HmacDice
from engine.game import CHANCE
from engine.record import to_record

from .helpers import start_game
from .practice_helpers import throw


class FakeOpener:
    """Remembers what it was asked to open, and on which thread; answers ``ok``."""

    def __init__(self, ok: bool = True) -> None:
        self.opened: list[str] = []
        self.ok = ok

    def __call__(self, path: str) -> bool:
        self.opened.append(path)
        return self.ok


@pytest.fixture
def opener(window) -> FakeOpener:
    fake = FakeOpener()
    window.reports.opener = fake
    return fake


def pdf_text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def wait_done(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.reports.busy, timeout=20000)


def test_print_scorepad_writes_the_game_on_the_table_and_opens_it(window, dialogs, dice, qtbot, opener, tmp_path):
    start_game(window, dialogs, dice, qtbot, players=("Zoë Åberg", "Tom"))
    throw(qtbot, window, dice, "1 2 3 4 5 6*")
    out = tmp_path / "pad.pdf"
    dialogs.pdf_paths.append(str(out))
    with qtbot.waitSignal(window.reports.finished, timeout=20000) as blocker:
        window.reports.scorepad_action.trigger()
        assert window.reports.busy  # rendering on a pool thread, the UI still turning
    assert blocker.args == [str(out)]
    assert opener.opened == [str(out)]
    text = pdf_text(out)
    assert "Zoë Åberg" in text and "Tom" in text and "Classic" in text
    assert not [m for m in dialogs.messages if m[0] == "warning"]


def test_an_unfinished_game_prints_its_commitment_never_its_seed(window, dialogs, qtbot, opener, tmp_path):
    real = HmacDice.fresh()
    window.session.dice_factory = lambda: real
    dialogs.new_games.append(NewGameChoice("dire-straights", ("Ana", "Ben"), {}))
    assert window.new_game()
    window.session.rolloff_throw()
    out = tmp_path / "pad.pdf"
    dialogs.pdf_paths.append(str(out))
    window.reports.print_scorepad()
    wait_done(qtbot, window)
    raw = "".join(pdf_text(out).split())
    assert real.commitment in raw
    assert real.seed.hex() not in raw and real.seed.hex()[:16] not in raw
    assert "notrevealeduntilthegameends" in raw


def test_the_scorepad_is_rendered_off_the_ui_thread(window, dialogs, dice, qtbot, opener, tmp_path, monkeypatch):
    start_game(window, dialogs, dice, qtbot)
    threads = []
    real = reports_module.scorepad_pdf

    def spy(record, paper):
        threads.append(QThread.currentThread())
        assert "seed" not in record.get("dice", {})
        return real(record, paper)

    monkeypatch.setattr(reports_module, "scorepad_pdf", spy)
    dialogs.pdf_paths.append(str(tmp_path / "p.pdf"))
    window.reports.print_scorepad()
    wait_done(qtbot, window)
    assert threads and threads[0] is not window.thread()
    assert opener.opened == [str(tmp_path / "p.pdf")]


def test_blank_scoresheets_for_the_players_on_the_table_on_letter_paper(window, dialogs, dice, qtbot, opener, tmp_path):
    start_game(window, dialogs, dice, qtbot, players=("Maya", "Tom", "Ana"), rolloff=((2, 5, 1),))
    window.reports.paper_actions["letter"].trigger()
    assert window.settings.get(REPORT_PAPER) == "letter"
    out = tmp_path / "sheets.pdf"
    dialogs.pdf_paths.append(str(out))
    window.reports.sheets_action.trigger()
    wait_done(qtbot, window)
    assert opener.opened == [str(out)]
    reader = PdfReader(str(out))
    width, height = float(reader.pages[0].mediabox.width), float(reader.pages[0].mediabox.height)
    assert (round(width), round(height)) == (612, 792)  # US Letter in points
    text = pdf_text(out)
    assert text.index("Maya") < text.index("Tom") < text.index("Ana")  # in seat order
    assert "Practice table" in text and "Roll-off" in text


def test_blank_scoresheets_without_a_game_use_the_last_players(window, dialogs, qtbot, opener, tmp_path):
    window.settings.set(LAST_PLAYERS, ["Ines", "Jun", "Kofi", "Lea", "Mo", "Noor"])
    window.settings.set(LAST_RULESET, "sb")
    assert not window.reports.scorepad_action.isEnabled()
    out = tmp_path / "sb.pdf"
    dialogs.pdf_paths.append(str(out))
    window.reports.blank_scoresheets()
    wait_done(qtbot, window)
    text = pdf_text(out)
    assert all(name in text for name in ("Ines", "Jun", "Kofi", "Lea", "Mo", "Noor"))
    assert "SB" in text or "Sb" in text or "sb" in text.lower()


def test_cancelling_the_file_picker_writes_nothing(window, dialogs, dice, qtbot, opener, tmp_path):
    start_game(window, dialogs, dice, qtbot)
    assert window.reports.print_scorepad() is False
    assert not window.reports.busy and opener.opened == [] and list(tmp_path.glob("*.pdf")) == []


def test_an_unwritable_folder_is_said_in_one_line_and_leaves_no_file(window, dialogs, dice, qtbot, opener, tmp_path):
    start_game(window, dialogs, dice, qtbot)
    dialogs.pdf_paths.append(str(tmp_path / "no-such-folder" / "pad.pdf"))
    window.reports.print_scorepad()
    wait_done(qtbot, window)
    warnings = [m for kind, m in dialogs.messages if kind == "warning"]
    assert len(warnings) == 1 and "cannot write pad.pdf" in warnings[0] and "\n" not in warnings[0]
    assert opener.opened == []


def test_a_refused_scoresheet_is_a_message_not_a_traceback(window, dialogs, qtbot, opener, tmp_path):
    window.settings.set(LAST_PLAYERS, ["Solo"])  # one player: no game has a table of one (A1)
    window.settings.set(LAST_RULESET, "classic")
    dialogs.pdf_paths.append(str(tmp_path / "one.pdf"))
    window.reports.blank_scoresheets()
    wait_done(qtbot, window)
    warnings = [m for kind, m in dialogs.messages if kind == "warning"]
    assert len(warnings) == 1 and warnings[0].startswith("Cannot print the scoresheets: ")
    assert not (tmp_path / "one.pdf").exists() and opener.opened == []


def test_a_viewer_that_does_not_open_is_said_with_where_the_file_is(window, dialogs, dice, qtbot, tmp_path):
    window.reports.opener = FakeOpener(ok=False)
    start_game(window, dialogs, dice, qtbot)
    out = tmp_path / "pad.pdf"
    dialogs.pdf_paths.append(str(out))
    window.reports.print_scorepad()
    wait_done(qtbot, window)
    assert out.exists()
    assert any(kind == "warning" and str(out) in m for kind, m in dialogs.messages)


def test_a_finished_game_prints_its_seed_for_verify(window, dialogs, qtbot, opener, tmp_path):
    """Once the game is over the record carries the seed, and so does its scorepad."""
    real = HmacDice.fresh()
    window.session.dice_factory = lambda: real
    dialogs.new_games.append(NewGameChoice("dire-straights", ("Ana", "Ben"), {"target": 50}))
    assert window.new_game()
    match = window.session.match
    while match.state is None:
        window.session.rolloff_throw()
    bot = bot_for("dire-straights")
    for _ in range(5000):
        if match.finished:
            break
        choice = None if match.state.current_player() == CHANCE else bot.choose(match.state)
        if choice is None or choice == ROLL:
            window.session.throw()
        else:
            window.session.play(choice)
    assert match.finished
    assert to_record(match)["dice"]["seed"] == real.seed.hex()
    out = tmp_path / "done.pdf"
    dialogs.pdf_paths.append(str(out))
    window.reports.print_scorepad()
    wait_done(qtbot, window)
    assert real.seed.hex()[:32] in "".join(pdf_text(out).split())
