"""The same seed gives the same seating (the seating search's docstring): searches that reach
their bounds well inside the time limit, pinned so that a rewrite of the search (issue 17 split
``solve`` into steps) must keep every move.  A deliberate change of the search updates these."""

import hashlib
import json

import pytest

from engine.tournament.seating import mixer
from engine.tournament.tables import TableSizes


@pytest.mark.parametrize(("players", "rounds", "sizes", "seed", "digest"), [
    (20, 4, TableSizes.exactly(4), 3, "802d22591b0e4638"),
    (22, 5, TableSizes(4, 3, 5), 4, "dabe942104b7ec9e"),
    (25, 3, TableSizes(5, 4, 6), 2, "df8f71f20470e809"),
    (15, 4, TableSizes(4, 3, 5), 6, "c6768d657e1f7a79"),
])
def test_a_seed_gives_the_same_seating_as_before(players, rounds, sizes, seed, digest):
    sched = mixer(list(range(1, players + 1)), rounds, sizes, seed=seed, time_limit=30, designs=False)
    assert sched.method == "search" and sched.repeats == 0
    seating = json.dumps([rd.tables for rd in sched.rounds])
    assert hashlib.sha256(seating.encode()).hexdigest()[:16] == digest
