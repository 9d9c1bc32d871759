"""Fixtures for the desktop tests: scripted dice, a fake dialog service, a window."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QSettings

from desktop.settings import Settings

from .helpers import FakeDialogs, ScriptedDice

# the tests read the app's English words, whatever the machine's locale (desktop/i18n.py)
os.environ.setdefault("BAKEHOUSE_LANGUAGE", "en")


@pytest.fixture(autouse=True)
def private_data(tmp_path, monkeypatch):
    """The app's private data (the seed store) in a temporary folder, never the user's."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def settings(tmp_path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


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
