"""Headless Qt for every test: set before anything imports Qt.  The decision analysis's exact
tables (engine/analysis/) are cached in a folder of the test run, never the user's cache.

``make test`` runs the tests in several processes (pytest-xdist, one per core; issue 31): each has its
own temporary folders (tmp_path), its own Qt application and its own PostgreSQL server
(tests/store/pgserver.py, on a free port); the analysis cache is the one thing they share (its
tables are written atomically and checked by their checksum when read: engine/analysis/cache.py),
and it starts with the prepared Damn Straight tables of tests/data/analysis-tables.tar.xz.
The slowest files run first, so that the last minutes are not one process working alone."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: the test files that take the most time (seconds, as a run of `make test` on 2 cores measured them
#: test by test; issue 31), slowest first: they are run first, the rest in their usual order after them
SLOWEST_FIRST: tuple[str, ...] = (
    "tests/test_types.py",  # mypy --strict of the three packages, without a cache on a fresh clone
    "tests/analysis/test_damn_straight_values.py",
    "tests/desktop/test_scorekeeping.py",
    "tests/web/test_live_browser.py",  # headless Chromium started once per process
    "tests/store/test_turns.py",
    "tests/desktop/test_club_reports.py",
    "tests/desktop/test_stations.py",
    "tests/reports/test_analysis_section.py",
    "tests/analysis/test_win.py",
    "tests/desktop/test_club_home.py",
    "tests/store/test_event_commands.py",
    "tests/store/test_schema.py",
    "tests/store/test_holds.py",
    "tests/tournament/test_seating.py",
    "tests/tournament/test_seating_promises.py",
    "tests/desktop/test_tables_page_live.py",
    "tests/services/test_demo.py",
    "tests/desktop/test_statistics_german.py",
    "tests/store/test_ratings.py",
    "tests/desktop/test_review.py",
    "tests/services/test_events_service.py",
    "tests/desktop/test_events_page.py",
    "tests/reports/test_db_stats.py",
    "tests/store/test_skill_luck.py",
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


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection made (the libraries, the test modules: over a million objects that live as long
    as the process) is left out of the garbage collector's full passes from now on: each of those
    passes went through all of it again (gc.freeze)."""
    gc.collect()
    gc.freeze()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The slowest files first (each file's tests kept together and in their order)."""
    rank = {name: i for i, name in enumerate(SLOWEST_FIRST)}

    def file_rank(item: pytest.Item) -> int:
        return rank.get(item.nodeid.split("::", 1)[0], len(rank))

    items.sort(key=file_rank)  # stable: the others keep their order
