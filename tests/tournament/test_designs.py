"""Known schedules: every design checked, and the named cases repeat-free at once."""

import itertools
from collections import Counter

import pytest

from engine.tournament._design_data import DESIGNS
from engine.tournament.designs import field_schedule, known_schedule
from engine.tournament.seating import count_repeats, mixer
from engine.tournament.tables import TableSizes


def _check_repeat_free(n: int, size: int, rounds: list[list[list[int]]]) -> None:
    met: Counter[tuple[int, int]] = Counter()
    for rd in rounds:
        assert sorted(q for t in rd for q in t) == list(range(n))
        for t in rd:
            assert len(t) == size
            met.update(itertools.combinations(sorted(t), 2))
    assert max(met.values()) == 1


@pytest.mark.parametrize("key", sorted(DESIGNS))
def test_every_published_design_is_repeat_free(key: tuple[int, int]) -> None:
    n, size = key
    sched = known_schedule(n, size)
    assert sched is not None
    _check_repeat_free(n, size, sched)


@pytest.mark.parametrize(
    ("n", "size", "rounds"),
    [(9, 3, 4), (16, 4, 5), (25, 5, 6), (49, 7, 8), (64, 8, 9), (81, 9, 10), (20, 4, 5), (24, 3, 8), (36, 4, 9)]
    + [(36, 3, 13), (60, 3, 20), (80, 4, 21)],  # products of fields: 12 = 4 x 3, 20 = 4 x 5
)
def test_finite_field_schedules(n: int, size: int, rounds: int) -> None:
    sched = field_schedule(n, size)
    assert sched is not None and len(sched) == rounds
    _check_repeat_free(n, size, sched)


@pytest.mark.parametrize(
    ("n", "size", "rounds"),
    [(16, 4, 5), (9, 3, 4), (15, 3, 7), (25, 5, 6), (21, 3, 10), (32, 4, 10), (28, 4, 9), (10, 2, 9), (35, 5, 7)],
)
def test_repeat_free_schedules_are_found(n: int, size: int, rounds: int) -> None:
    sched = mixer(list(range(1, n + 1)), rounds, TableSizes.exactly(size), seed=5, time_limit=5)
    assert sched.repeats == 0 == count_repeats(sched.rounds)
    assert len(sched.rounds) == rounds
    for rd in sched.rounds:
        assert sorted(rd.players) == list(range(1, n + 1))


def test_one_round_past_a_complete_design_costs_only_the_unavoidable() -> None:
    # 16 in fours: after 5 rounds every pair has met; a 6th adds 4 tables x 6 pairs
    sched = mixer(list(range(16)), 6, TableSizes.exactly(4), seed=1, time_limit=2)
    assert sched.repeats == 24


def test_same_seed_same_schedule_and_another_seed_another() -> None:
    a = mixer(list(range(16)), 5, TableSizes.exactly(4), seed=3)
    b = mixer(list(range(16)), 5, TableSizes.exactly(4), seed=3)
    c = mixer(list(range(16)), 5, TableSizes.exactly(4), seed=4)
    assert a == b
    assert a.rounds != c.rounds
