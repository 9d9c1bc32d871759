"""Known schedules: every design checked, and the named cases repeat-free at once."""

import itertools
from collections import Counter

import pytest

from engine.tournament._design_data import CYCLIC, DESIGNS
from engine.tournament.designs import cyclic_schedule, field_schedule, grid_schedule, known_schedule
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


@pytest.mark.parametrize("key", sorted(CYCLIC))
def test_every_cyclic_design_is_repeat_free(key: tuple[int, int]) -> None:
    n, size = key
    sched = cyclic_schedule(n, size)
    assert sched is not None and len(sched) == CYCLIC[key][0]
    _check_repeat_free(n, size, sched)


@pytest.mark.parametrize(
    ("n", "size", "rounds"),
    [
        (24, 3, 11),  # NKTS(24)
        (30, 3, 14),  # NKTS(30)
        (36, 3, 17),  # NKTS(36)
        (24, 4, 7),  # social golfer 6-4-7
        (36, 4, 11),  # social golfer 9-4-11: floor(35 / 3) rounds
        (30, 5, 6),  # social golfer 6-5-6
        (36, 6, 3),  # 6-6-3: no two orthogonal Latin squares of order 6
    ],
)
def test_the_schedules_the_literature_knows_are_known_here(n: int, size: int, rounds: int) -> None:
    sched = known_schedule(n, size)
    assert sched is not None and len(sched) == rounds
    _check_repeat_free(n, size, sched)
    # and the mixer answers from it at once, repeat-free, for every length up to the design's
    for want in (1, rounds):
        got = mixer(list(range(1, n + 1)), want, TableSizes.exactly(size), seed=2, time_limit=0.01)
        assert got.method == "design" and got.repeats == 0 == count_repeats(got.rounds)
        assert len(got.rounds) == want
        for rd in got.rounds:
            assert sorted(rd.players) == list(range(1, n + 1))


@pytest.mark.parametrize(
    ("n", "size", "rounds"),
    [(12, 3, 2), (18, 3, 4), (36, 6, 3), (42, 6, 7), (72, 6, 4), (50, 5, 6), (60, 6, 2), (100, 10, 3), (21, 3, 7)],
)
def test_grid_schedules(n: int, size: int, rounds: int) -> None:
    sched = grid_schedule(n, size)
    assert sched is not None and len(sched) == rounds
    _check_repeat_free(n, size, sched)
    assert grid_schedule(10, 4) is None and grid_schedule(12, 4) is None  # not equal tables; fewer tables than seats


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
