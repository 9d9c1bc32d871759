"""Headless Qt for every test: set before anything imports Qt.  The decision analysis's exact
tables (engine/analysis/) are cached in a folder of the test run, never the user's cache."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True, scope="session")
def _analysis_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("analysis-tables")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("BAKEHOUSE_ANALYSIS_CACHE", str(folder))  # engine.analysis.damn_straight.CACHE_ENV
        yield folder
