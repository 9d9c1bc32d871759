"""Standings: placement points, tie-breakers, shared places; table results from games."""

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots import bot_for
from engine.errors import InvalidInputError
from engine.fairdice import HmacDice
from engine.game import GameResult
from engine.rulesets import get_ruleset
from engine.simulate import play_game
from engine.tournament.results import TableResult
from engine.tournament.standings import PlacementPoints, TieBreak, exact, points_json, points_text, standings


def test_default_points_one_per_player_finished_ahead_of_ties_share() -> None:
    pts = PlacementPoints()
    assert pts.table(4) == (3.0, 2.0, 1.0, 0.0)
    assert pts.points(4, 2, tied=2) == 1.5
    r = TableResult.from_scores(["a", "b", "c", "d"], [50, 30, 30, 10])
    assert r.places == (1, 2, 2, 4)
    rows = {s.player: s for s in standings([r])}
    assert (rows["b"].points, rows["c"].points) == (1.5, 1.5)
    assert rows["b"].place == rows["c"].place == 2 and rows["b"].shared
    assert rows["d"].place == 4


def test_custom_points_per_table_size() -> None:
    pts = PlacementPoints({3: (5, 2, 0)})
    r3 = TableResult.from_scores(["a", "b", "c"], [9, 5, 1])
    r4 = TableResult.from_scores(["d", "e", "f", "g"], [9, 5, 3, 1])
    rows = {s.player: s.points for s in standings([r3, r4], points=pts)}
    assert rows == {"a": 5, "b": 2, "c": 0, "d": 3, "e": 2, "f": 1, "g": 0}
    with pytest.raises(InvalidInputError, match="needs 3"):
        PlacementPoints({3: (5, 2)})


def test_tie_breakers_in_the_order_given() -> None:
    # a and b both win one table and lose one; b has the higher total game score,
    # a beat b when they met
    results = [
        TableResult.from_scores(["a", "b", "x"], [10, 5, 1]),
        TableResult.from_scores(["b", "a", "y"], [90, 50, 1]),
    ]
    by_score = standings(results, order=(TieBreak.POINTS, TieBreak.SCORE))
    assert [s.player for s in by_score[:2]] == ["b", "a"]
    by_h2h = standings(results, order=(TieBreak.POINTS, TieBreak.HEAD_TO_HEAD, TieBreak.SCORE))
    # head to head is even (one each), so the score decides again
    assert [s.player for s in by_h2h[:2]] == ["b", "a"]
    by_rating = standings(results, order=(TieBreak.POINTS, TieBreak.RATING), ratings={"a": 30.0, "b": 20.0})
    assert [s.player for s in by_rating[:2]] == ["a", "b"]


def test_head_to_head_decides_among_the_tied_only() -> None:
    results = [
        TableResult.from_scores(["a", "b"], [2, 1]),
        TableResult.from_scores(["b", "c"], [2, 1]),
        TableResult.from_scores(["c", "d"], [2, 1]),
        TableResult.from_scores(["d", "a"], [2, 1]),
    ]
    rows = standings(results, order=(TieBreak.POINTS, TieBreak.HEAD_TO_HEAD))
    # all on one point; in a cycle head to head cannot split them: one shared place
    assert {s.place for s in rows} == {1} and all(s.shared for s in rows)


def test_exact_tie_shares_the_place_and_the_next_place_skips() -> None:
    results = [TableResult.from_scores(["a", "b", "c"], [5, 5, 1])]
    rows = standings(results)
    assert [(s.player, s.place) for s in rows] == [("a", 1), ("b", 1), ("c", 3)]


def test_players_without_a_game_are_listed_last() -> None:
    rows = standings([TableResult.from_scores([1, 2], [3, 1])], players=[1, 2, 3])
    assert rows[-1].player == 3 and rows[-1].games == 0


def test_bad_table_results_are_refused() -> None:
    with pytest.raises(InvalidInputError, match="places"):
        TableResult(("a", "b", "c"), (1, 1, 2), (1, 1, 0))
    with pytest.raises(InvalidInputError, match="twice"):
        TableResult(("a", "a"), (1, 2), (1, 0))
    with pytest.raises(InvalidInputError, match="not finished"):
        TableResult.from_game(["a", "b"], GameResult(False, (), (3, 4)))


@pytest.mark.parametrize("ruleset_id", ["classic", "six-by-6", "dire-straights", "sb", "entrepreneurial"])
def test_table_result_from_a_played_game(ruleset_id: str) -> None:
    rs = get_ruleset(ruleset_id)
    state = play_game(rs, 3, rs.make_options({}, 3), HmacDice.from_int(7), [bot_for(rs.id) for _ in range(3)])
    r = TableResult.from_state(["x", "y", "z"], state)
    winner = state.results().winners[0]
    assert r.places[winner] == 1
    if ruleset_id in ("classic", "entrepreneurial"):  # rounds won, not the last round's totals
        assert r.scores == tuple(state.rounds_won)  # type: ignore[attr-defined]
    else:
        assert r.scores == state.results().totals


@settings(max_examples=60, deadline=None)
@given(
    tables=st.lists(
        st.lists(st.integers(0, 5), min_size=2, max_size=5),
        min_size=1,
        max_size=12,
    ),
    seed=st.integers(0, 1000),
)
def test_standings_invariants(tables: list[list[int]], seed: int) -> None:
    rng = random.Random(seed)
    pool = list(range(20))
    results = []
    for scores in tables:
        players = rng.sample(pool, len(scores))
        results.append(TableResult.from_scores(players, scores))
    rows = standings(results)
    # the default points hand out 0 + 1 + ... + (n - 1) at every table, shared or not
    assert sum(r.points for r in rows) == pytest.approx(sum(len(t) * (len(t) - 1) / 2 for t in tables))
    places = [r.place for r in rows]
    assert places == sorted(places)
    for i, r in enumerate(rows):
        assert r.place == 1 + sum(1 for o in rows if o.place < r.place)
        assert r.shared == (places.count(r.place) > 1)
        if i:
            assert (rows[i - 1].points, rows[i - 1].wins) >= (r.points, r.wins)


def test_no_players_and_no_results_is_an_empty_table() -> None:
    """An event nobody has joined yet asked for standings (issue 18): no rows, no fault."""
    assert standings([]) == []
    assert standings([], players=[], order=list(TieBreak)) == []


# -- exact points (issue 29) --------------------------------------------------------------------------
#: issue 29's night: placement points 4,2,1,0, ties broken by score; Ann has 2 + 7/3 + 7/3 points and
#: Eve 7/3 + 7/3 + 2, added in floats 6.666666666666668 and 6.666666666666667 (Ann above Eve, the
#: score never asked); exactly they are level and Eve's 220 beats Ann's 110
ISSUE_29_NIGHT = [
    ("Ann=30,Bob=40,Di=20,Gus=10", "Cy=100,Eve=100,Fay=100,Hal=50"),
    ("Cy=100,Bob=100,Di=100,Fay=50", "Ann=30,Eve=30,Gus=30,Hal=10"),
    ("Ann=50,Cy=50,Fay=50,Gus=0", "Bob=100,Eve=90,Di=80,Hal=0"),
]


def _table(text: str) -> TableResult[str]:
    pairs = [p.split("=") for p in text.split(",")]
    return TableResult.from_scores([n for n, _ in pairs], [int(s) for _, s in pairs])


def test_points_are_exact_so_a_level_pair_goes_to_the_tie_breaker() -> None:
    results = [_table(t) for rd in ISSUE_29_NIGHT for t in rd]
    rows = standings(results, points=PlacementPoints({4: (4, 2, 1, 0)}), order=(TieBreak.POINTS, TieBreak.SCORE))
    by = {s.player: s for s in rows}
    assert by["Ann"].points == by["Eve"].points == Fraction(20, 3)
    assert isinstance(by["Ann"].points, Fraction) and isinstance(by["Ann"].opponents, Fraction)
    assert (by["Eve"].place, by["Ann"].place) == (3, 4)  # the score decides: 220 before 110
    assert not by["Eve"].shared and not by["Ann"].shared
    # Buchholz exact too: Ann met Bob, Di, Gus; Eve, Gus, Hal; Cy, Fay, Gus
    assert by["Ann"].opponents == sum((by[o].points for o in ("Bob", "Di", "Gus", "Eve", "Gus", "Hal", "Cy", "Fay", "Gus")),
                                      Fraction(0))


def test_points_are_printed_one_way_and_written_exactly() -> None:
    assert [points_text(x) for x in (Fraction(20, 3), Fraction(14), Fraction(3, 2), Fraction(1, 8), 0, Fraction(-7, 3))] \
        == ["6.67", "14", "1.5", "0.13", "0", "-2.33"]
    assert points_text(13.999999999999998) == "14"  # an older float never prints "14."
    assert [points_json(x) for x in (Fraction(20, 3), Fraction(14), 4.0)] == ["20/3", 14, 4]
    assert exact("20/3") == Fraction(20, 3) and exact(4.0) == 4 and exact(0.1) == Fraction(1, 10)
    with pytest.raises(InvalidInputError, match="not a number of points"):
        exact(float("nan"))


def test_placement_points_stored_as_floats_by_an_older_version_are_read_exactly() -> None:
    pts = PlacementPoints({4: (4.0, 2.0, 1.0, 0.0)})  # as an older database stored them
    assert pts.table(4) == (4, 2, 1, 0) and all(isinstance(p, Fraction) for p in pts.table(4))
    assert pts.points(4, 2, tied=3) == 1  # (2 + 1 + 0) / 3
