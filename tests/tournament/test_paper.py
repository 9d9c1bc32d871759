"""Paper pads (issue 20, item 5): each player's turn scores checked against the game, in all
five games; a wrong pad refused in one line naming the player, the turn and the ruling."""

from __future__ import annotations

import pytest

from engine.errors import InvalidInputError
from engine.games.sb import turn_scores as sb_scores
from engine.tournament.paper import (
    PaperPadError,
    PaperTurn,
    check_pad,
    column_text,
    parse_column,
    running_totals,
)


def pad(ruleset: str, options: dict[str, object], **columns: str):  # type: ignore[no-untyped-def]
    names = list(columns)
    return check_pad(ruleset, options, names, [parse_column(c, n, i) for i, (n, c) in enumerate(columns.items())])


def refused(ruleset: str, options: dict[str, object], **columns: str) -> str:
    with pytest.raises(InvalidInputError) as e:
        pad(ruleset, options, **columns)
    return str(e.value)


# -- the grammar --------------------------------------------------------------------------------------
def test_a_column_is_read_as_the_pad_writes_it() -> None:
    assert parse_column(" 5, 0,-3 ,12,96b", "Ann") == (PaperTurn(5), PaperTurn(0), PaperTurn(-3), PaperTurn(12),
                                                     PaperTurn(96, bakery=True))
    assert column_text(parse_column("5,0,-3,96B", "Ann")) == "5,0,-3,96b"
    assert parse_column("", "Ann") == ()


@pytest.mark.parametrize(("text", "line"), [
    ("5,,3", "Ann, turn 2: a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), not ''"),
    ("5,x", "Ann, turn 2: a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), not 'x'"),
    ("5,\u0663", "Ann, turn 2: a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), not '\u0663'"),
    ("99999999", "Ann, turn 1: a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), "
                 "not '99999999'"),
    ("1000001", "Ann, turn 1: a turn score is from -1000000 to 1000000, not 1000001"),
])
def test_a_malformed_turn_is_named(text: str, line: str) -> None:
    with pytest.raises(PaperPadError) as e:
        parse_column(text, "Ann", 2)
    assert str(e.value) == line
    assert e.value.column == 2


def test_what_each_game_can_score() -> None:
    assert sorted(sb_scores()) == [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 20, 24, 28, 40]
    assert running_totals([parse_column("5,0,10", "A"), parse_column("-3", "B")]) == [[5, 5, 15], [-3]]


# -- Classic and Entrepreneurial ----------------------------------------------------------------------
def test_a_classic_game_of_four_rounds_with_a_bakers_dozen_and_a_lost_biscuit() -> None:
    # round 1 from A: A 13 (biscuit 1, C2), B 8, C 0, A -1 (the biscuit lost, C8), B 192, C 4, A 0;
    # B wins at the start of the turn (C11); round 2 from C (left of B, C12), round 3 from A, round 4 from B
    game = pad("classic", {"rounds_to_win": 2}, A="13,-1,0,0,192,0", B="8,192,2,0,192", C="0,4,192,0,0")
    assert game.scores == (1, 2, 1)  # rounds won
    assert game.order[:7] == ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (0, 2))
    assert game.order[7] == (2, 2)  # round 2 begins with C


@pytest.mark.parametrize(("columns", "line"), [
    ({"A": "13,-13,0,0,192,0", "B": "8,192,2,0,192", "C": "0,4,192,0,0"},
     "'A', turn 2: C8: -13: a lost biscuit takes off its value, -1 (the biscuit is 1)"),
    ({"A": "-4", "B": "0", "C": "0"},
     "'A', turn 1: C8: -4: a loss is a biscuit lost after a risk, and there is no biscuit yet in this round"),
    ({"A": "13,-1,0,0,192,0", "B": "8,192,12,0,192", "C": "0,4,192,0,0"},
     "'B', turn 3: C1: 12 is not a turn score: a straight scores 1, 2, 4, 8, 13, 16, 24, 32, 48, 64, 80, 96, "
     "128, 160, 192 (13 a baker's dozen, C2)"),
    ({"A": "13,-1,0,0,192", "B": "8,192,2,0,192", "C": "0,4,192,0,0"},
     "'A', turn 6: C11: not on the pad, but round 4 is not over: nobody has won it"),
    ({"A": "13,-1,0,0,192,0,4", "B": "8,192,2,0,192", "C": "0,4,192,0,0"},
     "'A', turn 7: C13: comes after the end of the game ('B' won 2 rounds)"),
    ({"A": "96b", "B": "0", "C": "0"},
     "'A', turn 1: 96b: only Entrepreneurial has bakeries (b, E4), not Classic Damn Straight"),
])
def test_a_wrong_classic_pad_is_refused(columns: dict[str, str], line: str) -> None:
    assert refused("classic", {"rounds_to_win": 2}, **columns) == line


def test_the_early_end_is_classic_only() -> None:
    # A leads by 200 with both others more than 192 behind: the round ends at once (C11) ...
    assert pad("classic", {"rounds_to_win": 1}, A="8,192", B="0", C="0").scores == (1, 0, 0)
    # ... but not in Entrepreneurial (E8): the others play on until A's turn comes round
    assert refused("entrepreneurial", {"rounds_to_win": 1}, A="8,192", B="0", C="0") == \
        "'B', turn 2: C11: not on the pad, but round 1 is not over: nobody has won it"
    assert pad("entrepreneurial", {"rounds_to_win": 1}, A="8,192", B="0,0", C="0,4").scores == (1, 0, 0)


def test_an_entrepreneurial_bakery_gives_a_free_turn() -> None:
    game = pad("entrepreneurial", {"rounds_to_win": 1}, A="96b,-96,96b,96", B="0,0", C="0,0")
    assert game.order[:2] == ((0, 0), (0, 1))  # the free turn at once (E4), its loss the bakery's biscuit
    assert game.scores == (1, 0, 0)
    assert refused("entrepreneurial", {"rounds_to_win": 1}, A="100b", B="0", C="0") == (
        "'A', turn 1: E3: 100b: a bakery scores its face x 32, a loaf more with the yeast racked last (not for 6s): "
        "32, 64, 96, 128, 160, 192")
    # without the mark the same 96 is a straight: the turn passes on
    assert refused("entrepreneurial", {"rounds_to_win": 1}, A="96,96", B="0", C="0") == \
        "'B', turn 2: C11: not on the pad, but round 1 is not over: nobody has won it"


# -- Six By 6 ---------------------------------------------------------------------------------------
def test_six_by_6() -> None:
    game = pad("six-by-6", {"sets": 2}, Ann="22,37", Bo="35,40")
    assert game.totals == game.scores == (59, 75)
    assert refused("six-by-6", {"sets": 2}, Ann="22,36", Bo="35,40") == (
        "'Ann', turn 2: S3: 36 is not a turn score of Six By 6: 22 to 35 when the carry runs out "
        "(6 per posted die and the leave), 37 or more for a rack")
    assert refused("six-by-6", {"sets": 2}, Ann="22,37", Bo="21,40").startswith("'Bo', turn 1: S3: 21 is not")
    assert refused("six-by-6", {"sets": 2}, Ann="22,37", Bo="35") == \
        "'Bo', turn 2: S4: not on the pad, but a game of 2 sets is 2 turns for each player"
    assert refused("six-by-6", {"sets": 2}, Ann="22,37,40", Bo="35,40") == \
        "'Ann', turn 3: S4: comes after the end of the game (a game of 2 sets is 2 turns for each player)"


# -- Dire Straights --------------------------------------------------------------------------------
def test_dire_straights() -> None:
    game = pad("dire-straights", {"target": 50}, Ann="30,25", Bo="0", Cy="5")
    assert game.scores == (55, 0, 5)
    assert game.order == ((0, 0), (1, 0), (2, 0), (0, 1))
    assert refused("dire-straights", {"target": 50}, Ann="30,27", Bo="0", Cy="5") == (
        "'Ann', turn 2: D4: 27 is not a turn score of Dire Straights: 5 per die of the run and 30 a 1-6 "
        "completed, so a multiple of 5 (0 for a bust, D5)")
    assert refused("dire-straights", {"target": 50}, Ann="30,25", Bo="0,5", Cy="5") == \
        "'Bo', turn 2: D8: comes after the end of the game ('Ann' reached 50)"
    assert refused("dire-straights", {"target": 50}, Ann="30", Bo="0", Cy="5") == \
        "'Ann', turn 2: D8: not on the pad, but nobody has reached 50 yet, the game goes on"


def test_dire_straights_four_twos() -> None:
    four = {"target": 50, "four_twos": True}
    assert pad("dire-straights", four, Ann="30,-30,50", Bo="0,10", Cy="5,5").scores == (50, 10, 10)
    assert refused("dire-straights", four, Ann="30,-25,50", Bo="0,10", Cy="5,5") == \
        "'Ann', turn 2: D6: -25: four twos set the total to 0, so the turn is -30"
    assert refused("dire-straights", {"target": 50}, Ann="30,-30,50", Bo="0,10", Cy="5,5") == (
        "'Ann', turn 2: D6: -30: a Dire Straights turn scores 0 or more; only four twos lose points, and this "
        "game is played without them")


# -- SB ---------------------------------------------------------------------------------------------
def test_sb_final_turns() -> None:
    # A reaches 60 first (the original leader, K6); B and C one more turn each; B catches A: A one more
    game = pad("sb", {}, A="20,40,0", B="40,20", C="14,14")
    assert game.scores == (60, 60, 28)
    assert refused("sb", {}, A="20,40", B="40,20", C="14,14") == (
        "'A', turn 3: K6: not on the pad, but 'A' is not alone in the lead after the last turns: one more turn "
        "for the leader")
    assert refused("sb", {}, A="20,40", B="40,20", C="14") == \
        "'C', turn 2: K6: not on the pad, but 'A' reached 60: every other player takes one more turn"
    assert refused("sb", {}, A="20,40", B="40,10", C="14,14,2") == \
        "'C', turn 3: K6: comes after the end of the game (the original leader's last turns are over)"
    assert refused("sb", {}, A="20,40", B="40,15", C="14,14") == (
        "'B', turn 2: K5: 15 is not a turn score of SB: set-aside base dice under two keys score 0, 2, 3, 4, 5, "
        "6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 20, 24, 28, 40")


def test_a_pad_names_its_players_within_the_games_limits() -> None:
    with pytest.raises(InvalidInputError, match="A1"):
        pad("sb", {}, A="20")
