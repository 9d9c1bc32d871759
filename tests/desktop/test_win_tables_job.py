"""Issue 31: the expert's Dire Straights win tables take minutes at the largest targets, so the
job that builds them (the New game preparation, a review) shows a bar of how far the build has
come, and the progress dialog's Cancel reaches the build's loop: the job ends as stopped, the
tables are not kept, and the next build starts again."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton, QWidget

from desktop.jobs import Jobs, Stop
from engine.analysis.damn_straight import CACHE_ENV
from engine.analysis.win import win_tables_ready
from engine.services.analysis import build_tables


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))


def test_the_bar_moves_and_cancel_stops_the_win_tables_build(qtbot, tmp_path: Path) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    jobs = Jobs(window)
    stop = Stop()
    outcome: list[str] = []
    target = 151  # some seconds to build: cancelled long before the end
    assert not win_tables_ready(target, False)
    # the build waits after its first step shown until the person has pressed Cancel: on a fast
    # machine (the compiled engine) it would otherwise end before the test sees the bar at all
    cancelled = threading.Event()

    def report(done: int, total: int) -> None:
        jobs.report(done, total)
        if done > 0:
            cancelled.wait(120)

    def press_cancel() -> None:
        stop.set()
        cancelled.set()

    assert jobs.start(lambda: build_tables("dire-straights", {"target": target}, 2, report, stop),
                      "Building the expert's tables…", lambda _: outcome.append("done"),
                      outcome.append, press_cancel, stopped=lambda: outcome.append("stopped"))
    progress = jobs.progress
    assert progress is not None
    qtbot.waitUntil(lambda: progress.value() > 0, timeout=120_000)  # a bar: done of all score pairs
    assert progress.maximum() == target * target
    button = progress.findChild(QPushButton)
    assert button is not None and button.text() == "Cancel"
    button.click()
    qtbot.waitUntil(lambda: not jobs.busy, timeout=120_000)
    assert outcome == ["stopped"]
    assert stop()
    assert not win_tables_ready(target, False)
    assert list(tmp_path.iterdir()) == []  # nothing cached either
