"""Headless Qt for every test: set before anything imports Qt.  The decision analysis's exact
tables (engine/analysis/) are cached in a folder of the test run, never the user's cache.

``make test`` runs the tests in several processes (pytest-xdist, one per core; issue 31): each has its
own temporary folders (tmp_path), its own Qt application and its own PostgreSQL server
(tests/store/pgserver.py, on a free port); the analysis cache is the one thing they share (its
tables are written atomically and checked by their checksum when read: engine/analysis/cache.py),
and it starts with the prepared Damn Straight tables of tests/data/analysis-tables.tar.xz.
The slowest files run first, so that the last minutes are not one process working alone."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: the test files that take the most time (CPU seconds on one core, measured as `pytest --durations`
#: shows them; issue 31), slowest first: they are run first, the rest in their usual order after them
SLOWEST_FIRST: tuple[str, ...] = (
    "tests/test_types.py",  # mypy --strict of the three packages, without a cache on a fresh clone
    "tests/web/test_live_browser.py",  # headless Chromium started once per process
    "tests/services/test_demo.py",
    "tests/analysis/test_damn_straight_values.py",
    "tests/reports/test_analysis_section.py",
    "tests/desktop/test_club_home.py",
    "tests/desktop/test_tables_page_live.py",
    "tests/reports/test_stats.py",
    "tests/reports/test_db_stats.py",
    "tests/desktop/test_club_reports.py",
    "tests/store/test_crash.py",
    "tests/desktop/test_stations.py",
    "tests/services/test_analysis_service.py",
    "tests/reports/test_sheets_and_tables.py",
    "tests/engine/test_entrepreneurial.py",
    "tests/engine/test_apply_throw.py",
)


@pytest.fixture(autouse=True, scope="session")
def _analysis_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    base = tmp_path_factory.getbasetemp()
    # under pytest-xdist every worker's base folder is in the run's: the tables built once per run
    folder = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "analysis-tables"
    folder.mkdir(exist_ok=True)
    # the Damn Straight tables the tests' matches reach, prepared: no test builds them (a minute and a
    # half of CPU a run; tests/analysis/prepared_tables.py, checked by test_prepared_tables.py)
    from tests.analysis.prepared_tables import install

    install(folder)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("BAKEHOUSE_ANALYSIS_CACHE", str(folder))  # engine.analysis.damn_straight.CACHE_ENV
        yield folder


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The slowest files first (each file's tests kept together and in their order)."""
    rank = {name: i for i, name in enumerate(SLOWEST_FIRST)}

    def file_rank(item: pytest.Item) -> int:
        return rank.get(item.nodeid.split("::", 1)[0], len(rank))

    items.sort(key=file_rank)  # stable: the others keep their order
