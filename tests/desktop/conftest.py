"""Fixtures for the desktop tests: scripted dice, a fake dialog service, a window."""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from desktop.settings import Settings

from . import prepared
from .helpers import HANG_GUARD_MS, FakeDialogs, ScriptedDice

# the tests read the app's English words, whatever the machine's locale (desktop/i18n.py)
os.environ.setdefault("BAKEHOUSE_LANGUAGE", "en")


def _hang_guard(wait: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(wait)
    def waiting(*args: Any, timeout: int = 5000, raising: bool | None = None, **kwargs: Any) -> Any:
        if raising is not False:  # assertNotEmitted's short wait (raising=False) stays as given
            timeout = max(timeout, HANG_GUARD_MS)
        if raising is not None:
            kwargs["raising"] = raising
        return wait(*args, timeout=timeout, **kwargs)

    return waiting


@pytest.fixture(autouse=True, scope="session")
def _waits_are_hang_guards() -> Iterator[None]:
    """Every qtbot wait for a condition, a signal or a window waits as long as this machine needs: the
    timeout a test gives guards against a hang only, never a budget for the work (a test run beside
    other work, load 15-25 on 2 cores, failed tests that a quiet machine passed: issue 31).  A wait
    that may end unanswered (``raising=False``: assertNotEmitted) keeps its time."""
    with pytest.MonkeyPatch.context() as mp:
        for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive", "waitCallback"):
            mp.setattr(QtBot, name, _hang_guard(getattr(QtBot, name)))
        yield


@pytest.fixture(autouse=True, scope="session")
def _prepared_clubs(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The clubs the tests copy (tests/desktop/prepared.py) built once in the run: under pytest-xdist
    in the run's folder, which every worker sees (as tests/conftest.py keeps the analysis cache)."""
    base = tmp_path_factory.getbasetemp()
    prepared.share_with_the_run((base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "prepared-clubs")


@pytest.fixture(autouse=True)
def private_data(tmp_path, monkeypatch):
    """The app's private data (the seed store) in a temporary folder, never the user's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def settings(tmp_path) -> Settings:
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    return s


@pytest.fixture
def dialogs() -> FakeDialogs:
    return FakeDialogs()


@pytest.fixture
def dice() -> ScriptedDice:
    return ScriptedDice()


@pytest.fixture
def window(qtbot, settings, dialogs, dice):
    from desktop.app import make_app
    from desktop.main_window import MainWindow

    make_app([])
    w = MainWindow(settings, dialogs, dice_factory=lambda: dice)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w
