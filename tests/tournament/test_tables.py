"""Table sizes: any head count split sensibly, byes only when no split fits."""

import random

import pytest

from engine.errors import InvalidInputError
from engine.tournament.tables import TableSizes, choose_byes, split, split_with_byes


@pytest.mark.parametrize("n", range(5, 61))
def test_every_count_from_5_to_60_splits_into_tables_of_3_to_5(n: int) -> None:
    sizes = TableSizes(4, 3, 5)
    tables, byes = split_with_byes(n, sizes)
    assert byes == 0
    assert sum(tables) == n
    assert all(3 <= t <= 5 for t in tables)
    assert max(tables) - min(tables) <= 1
    # as many tables of the preferred size as an even split allows
    if n % 4 == 0:
        assert tables == [4] * (n // 4)


def test_tie_between_splits_prefers_the_preferred_size() -> None:
    assert split(10, TableSizes(4, 3, 5)) == [4, 3, 3]
    assert split(13, TableSizes(4, 3, 5)) == [5, 4, 4]
    assert split(7, TableSizes(4, 3, 5)) == [4, 3]


def test_a_bye_only_when_no_split_fits() -> None:
    assert split_with_byes(7, TableSizes.exactly(4)) == ([4], 3)
    assert split_with_byes(9, TableSizes.exactly(4)) == ([4, 4], 1)
    assert split_with_byes(9, TableSizes(4, 4, 5)) == ([5, 4], 0)


def test_byes_go_to_those_who_have_had_fewest() -> None:
    rng = random.Random(1)
    got = choose_byes([1, 2, 3, 4, 5], 2, {1: 1, 2: 1, 3: 0, 4: 1, 5: 0}, rng)
    assert sorted(got) == [3, 5]
    got = choose_byes([1, 2, 3], 2, {1: 1, 2: 0, 3: 1}, rng)
    assert 2 in got


def test_bad_sizes_are_refused_with_a_message() -> None:
    with pytest.raises(InvalidInputError, match="table sizes"):
        TableSizes(4, 5, 3)
    with pytest.raises(InvalidInputError, match="like 3-5"):
        TableSizes.parse(4, "three")
    with pytest.raises(InvalidInputError, match="A1"):
        TableSizes(4, 3, 14).within(2, 12, "Classic")
    with pytest.raises(InvalidInputError, match="cannot fill"):
        split_with_byes(2, TableSizes(4, 3, 5))


def test_the_default_sizes_are_one_either_side_within_the_games_limits() -> None:

    assert TableSizes.parse(4) == TableSizes(4, 3, 5)
    assert TableSizes.parse(2) == TableSizes(2, 2, 3)  # never below two
    assert TableSizes.parse(4, None, 2, 4) == TableSizes(4, 3, 4)  # a game of at most 4
    assert TableSizes.parse(4, "4") == TableSizes.exactly(4)
    assert split_with_byes(13, TableSizes.parse(4)) == ([5, 4, 4], 0)
    assert split_with_byes(13, TableSizes.parse(4, "4"))[1] == 1
