"""The analysis tests cache their tables in a folder of the test run, never the user's cache."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.analysis.damn_straight import CACHE_ENV


@pytest.fixture(autouse=True, scope="session")
def _analysis_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("analysis-tables")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_ENV, str(folder))
        yield folder
