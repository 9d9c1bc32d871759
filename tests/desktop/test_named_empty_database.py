"""An empty file named by BAKEHOUSE_DB (issue 31.2): one behaviour. The command line says
"run `bakehouse db init`"; the app asks before making it a club database, never silently."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.home import ClubHome
from engine.cli import main


def _start(qtbot, settings, dialogs) -> ClubHome:
    home = ClubHome(settings, dialogs)
    qtbot.addWidget(home)
    with qtbot.waitSignal(home.opened, timeout=60000):
        pass
    qtbot.waitUntil(lambda: not home.jobs.busy, timeout=60000)
    return home


@pytest.mark.parametrize("agree", [False, True])
def test_an_empty_file_named_by_bakehouse_db_is_made_a_club_database_only_when_asked(
        qtbot, settings, dialogs, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys, agree: bool) -> None:
    empty = tmp_path / "empty.sqlite3"
    empty.write_bytes(b"")
    monkeypatch.setenv("BAKEHOUSE_DB", str(empty))
    assert main(["event", "list"]) != 0
    assert "bakehouse db init" in capsys.readouterr().err and empty.stat().st_size == 0
    dialogs.confirm_answer = agree
    home = _start(qtbot, settings, dialogs)
    assert dialogs.messages and dialogs.messages[0][0] == "confirm"
    assert "is empty" in dialogs.messages[0][1]
    if agree:
        qtbot.waitUntil(lambda: home.context.database is not None, timeout=60000)
        assert empty.stat().st_size > 0
    else:
        assert home.context.database is None and empty.stat().st_size == 0
