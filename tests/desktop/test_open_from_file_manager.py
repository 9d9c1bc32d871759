"""``bakehouse FILE.bakehouse`` (the .desktop file's Exec line, as xdg-open or a double-click
starts it): the launcher hands a record to the app, which opens it in the practice table."""

from __future__ import annotations

from pathlib import Path

import desktop.app
from desktop import launcher

RECORD = Path(__file__).resolve().parents[1] / "data" / "spec-examples" / "classic.json"


def test_a_record_file_goes_to_the_app_and_a_command_to_the_command_line(tmp_path, monkeypatch):
    opened: list[str | None] = []
    monkeypatch.setattr(desktop.app, "main", lambda argv=None, record=None: opened.append(record) or 0)
    record = tmp_path / "club night.bakehouse"
    record.write_bytes(RECORD.read_bytes())
    older = tmp_path / "older.bakehouse.json"  # the name records were saved under before: still opened
    older.write_bytes(RECORD.read_bytes())
    assert launcher.main([str(record)]) == 0
    assert launcher.main([str(older)]) == 0
    assert launcher.main([]) == 0
    assert opened == [str(record), str(older), None]
    assert not launcher._is_record([str(tmp_path / "missing.json")])
    assert not launcher._is_record(["rulesets"])


def test_open_record_at_opens_the_record_without_a_dialog(window, dialogs):
    assert window.open_record_at(str(RECORD))
    assert window.session.match is not None and dialogs.messages == []


def test_open_record_at_says_why_a_file_is_refused(window, dialogs, tmp_path):
    bad = tmp_path / "bad.bakehouse.json"
    bad.write_text("{not json", encoding="utf-8")
    assert window.open_record_at(str(bad)) is False
    kind, message = dialogs.messages[-1]
    assert kind == "warning" and "bad.bakehouse.json" in message
