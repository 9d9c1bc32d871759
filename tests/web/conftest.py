"""The club nights of the live page's tests, built once per test process and copied for each
test (tests/web/event_fixture.py, issue 31)."""

from __future__ import annotations

import pytest

from tests.web.event_fixture import ClubNights


@pytest.fixture(scope="session")
def club_nights(tmp_path_factory: pytest.TempPathFactory) -> ClubNights:
    return ClubNights(tmp_path_factory.mktemp("club-nights"))
