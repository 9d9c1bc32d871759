"""Six By 6 (six-by-6.txt, rulings S1-S4): the text's examples, the example
record, refusals, random play and the distribution of one turn."""

from __future__ import annotations

import hashlib
import json
import math
import random
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import native
from engine.actions import ROLL, STOP, Throw
from engine.bots.six_by_6 import SixBy6Bot
from engine.dice import Die, DieKind, HmacDice, die, draw, parse_dice
from engine.errors import IllegalActionError, InvalidInputError
from engine.game import CHANCE, TERMINAL
from engine.games.six_by_6 import SixBy6Options, SixBy6State, ThrowLine, turn_distribution
from engine.rolloff import Rolloff
from engine.rulesets import get_ruleset

EXAMPLES = Path("/work/shared/spec/examples")  # spec/examples/six-by-6.json and its replay output

# The example record six-by-6.json, inline so the tests stand alone: three players, two sets.
_TURNS = [
    ("Lea", "6 1 2 6 6 2|5 5 1|6 2 5|5 5|3 4|4 4|5 1|2 2|6 3|5|4|3|4"),
    (
        "Omar",
        "5 4 6 3 3 4|1 5 3 4 5|2 1 1 1 4|1 6 3 1 1|4 4 1 1|1 2 2 2|4 3 4 6|4 1 3|4 2 6"
        "|3 2|3 3|5 1|5 2|2 3|2 1|2 1|6 1|1|6",
    ),
    ("Pia", "1 4 1 2 3 4|3 1 1 4 3 1|5 3 2 2 3 2|6 5 1 4 1 4|5 1 1 5 1|2 2 1 1 5|4 6 1 6 3|6 6 6"),
    ("Lea", "6 2 5 6 2 1|2 3 4 2|4 1 3 6|3 2 4|5 4 3|2 3 6|4 5|3 2"),
    ("Omar", "4 4 1 3 3 1|2 4 5 6 2 5|4 4 6 3 1|2 3 2 1|1 5 2 3|4 4 6 5|1 1 6|1 2|1 6|4|6"),
    ("Pia", "6 5 5 5 6 1|2 2 5 6|2 4 1|4 1 3|3 3 2|2 1 5|6 5 3|5 6|5|4|2"),
]
RECORD = {
    "format": "bakehouse.match/1",
    "ruleset": "six-by-6",
    "options": {"sets": 2},
    "players": ["Lea", "Omar", "Pia"],
    "rolloff": [{"Lea": 6, "Omar": 2, "Pia": 5}],
    "turns": [{"player": p, "events": [{"throw": t} for t in throws.split("|")]} for p, throws in _TURNS],
    "dice": {
        "scheme": "hmac-sha256/1",
        "commitment": "b3116fc26b6cf13dcb732bc28fe8253119abc230e0e5fdd14e186e546cafbae8",
        "seed": "aa33f17210518c5fd8de582800ac832868c39bcc0050bfdf05a61bc995f0e834",
    },
}
REPLAY = {
    "ruleset": "six-by-6",
    "players": ["Lea", "Omar", "Pia"],
    "first_player": "Lea",
    "finished": True,
    "winner": "Pia",
    "totals": {"Lea": 63, "Omar": 78, "Pia": 85},
    "turns": [{"player": p, "points": n} for p, n in zip(["Lea", "Omar", "Pia"] * 2, [34, 37, 53, 29, 41, 32], strict=False)],
}

#: whether a Throw may be built around a list (pure Python; compiled, mypyc checks the tuple type)
LISTS_ALLOWED = native.WHY_PURE is not None


def scores(state) -> list[tuple[int, int]]:
    """The finished turns as (seat, points)."""
    return [(t.seat, t.points) for t in state.turn_log]


def new_state(players: int = 2, sets: int = 3, first_seat: int = 0) -> SixBy6State:
    return SixBy6State(players, SixBy6Options(sets=sets), first_seat)


def play(state: SixBy6State, *throws: str) -> SixBy6State:
    for text in throws:
        state.apply(Throw(parse_dice(text)))
    return state


def snapshot(state: SixBy6State) -> tuple:
    return (
        state.current_player(),
        state.turn_player(),
        state.posted,
        state.carry,
        state.lines,
        state.last_line,
        state.previous_lines,
        state.totals,
        tuple(state.turn_log),
        state.turn_moves,
        state.chance_dice(),
    )


# -- the ruleset ------------------------------------------------------------------
def test_registered() -> None:
    rs = get_ruleset("six-by-6")
    assert rs.state_class is SixBy6State and rs.name == "Six By 6"
    assert rs.events == frozenset({"throw"})
    assert rs.make_options(None, 3) == SixBy6Options(sets=3)
    assert rs.make_options({"sets": 2}, 3) == SixBy6Options(sets=2)
    assert rs.options_dict(SixBy6Options(5)) == {"sets": 5}
    for bad in (0, -1, True, "3"):
        with pytest.raises(InvalidInputError) as e:
            rs.make_options({"sets": bad}, 3)
        assert e.value.ruling == "S4"
    state = rs.new_state(3, {"sets": 1}, first_seat=2)
    assert state.turn_player() == 2 and state.sets == 1


def test_no_decisions() -> None:
    state = new_state()
    assert state.current_player() == CHANCE and state.legal_actions() == []
    assert state.chance_dice() == (DieKind.PLAIN,) * 6
    before = snapshot(state)
    for action in (STOP, ROLL):
        with pytest.raises(IllegalActionError):
            state.apply(action)
        with pytest.raises(IllegalActionError) as e:
            state._apply(action)
        assert e.value.ruling == "S1"
    assert snapshot(state) == before
    with pytest.raises(IllegalActionError) as e:
        SixBy6Bot().choose(state)
    assert e.value.ruling == "S1"


# -- the text's examples ----------------------------------------------------------
def test_sample_round() -> None:
    """The text's sample round: Rack, Carry 1 = 37, with its carry after each roll."""
    throws = ["1 2 1 3 3 4", "2 4 6 6 5 5", "4 3 5 1", "6 4 4 4", "2 3 6", "1 1", "6 5", "4", "2", "5", "3", "1", "6"]
    carries = [1, 4, 3, 5, 5, 5, 5, 4, 3, 2, 1, 0, 1]
    posts = [0, 2, 2, 3, 4, 4, 5, 5, 5, 5, 5, 5, 6]
    state = new_state()
    for i, text in enumerate(throws):
        assert state.chance_dice() == (DieKind.PLAIN,) * (6 - state.posted)
        state.apply(Throw(parse_dice(text)))
        line = state.last_line
        assert line is not None and line.dice == parse_dice(text)
        assert (line.carry, line.post) == (carries[i], posts[i]), text
        if i < len(throws) - 1:
            assert (state.carry, state.posted, state.turn_player()) == (carries[i], posts[i], 0)
            assert len(state.lines) == i + 1 and not line.ends
    assert scores(state) == [(0, 37)]
    assert [ln.carry for ln in state.previous_lines] == carries
    assert [ln.points for ln in state.previous_lines] == [2, 4, 0, 3, 1, 1, 1, 0, 0, 0, 0, 0, 1]
    assert state.previous_lines[-1].ends and state.previous_lines[-1].rack
    assert state.lines == () and state.posted == 0 and state.carry == 0 and state.turn_player() == 1


def test_minimum_score_post_2_leave_10() -> None:
    state = play(new_state(), "6 6 1 2 3 4", "1 2 3 4", "1 2 3 4")
    assert (state.posted, state.carry) == (2, 0)  # 3 points, then two throws bought
    play(state, "4 3 2 1")
    assert scores(state) == [(0, 22)]
    assert state.last_line == ThrowLine(parse_dice("4 3 2 1"), 0, 2, 0, 0, 10, True)


def test_best_non_rack_post_5_leave_5() -> None:
    state = play(new_state(), "6 6 6 6 6 1")  # quintet of 6s: 4 + 5 posted
    assert (state.posted, state.carry) == (5, 8)
    play(state, *["5"] * 8)
    assert (state.posted, state.carry, state.turn_log) == (5, 0, [])
    play(state, "5")
    assert scores(state) == [(0, 35)]


def test_post_4_leave_8() -> None:
    state = play(new_state(), "6 6 6 6 1 2")  # quadruplet of 6s: 3 + 4 posted
    assert (state.posted, state.carry) == (4, 6)
    play(state, *["1 2"] * 6, "3 5")
    assert scores(state) == [(0, 32)]


def test_rack_carry_12() -> None:
    state = play(new_state(), "1 1 2 2 3 4")  # two pairs: carry 1
    play(state, "6 6 6 6 6 6")  # sextet: 5 + 6 posted
    assert scores(state) == [(0, 48)]
    assert state.last_line == ThrowLine(parse_dice("6 6 6 6 6 6"), 6, 6, 11, 12, 0, True)


def test_rack_on_carry_zero_has_no_deduction() -> None:
    state = play(new_state(), "2 3 4 6 6 1", "1 2 4 5", "1 2 4 5")  # 3 points, then two throws
    assert (state.posted, state.carry) == (2, 0)
    play(state, "6 6 6 6")  # quadruplet + 4 posted = 7, nothing deducted
    assert scores(state) == [(0, 43)]
    assert state.previous_lines[-1].carry == 7


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_sextet_of_any_face_posts_all_six(face: int) -> None:
    state = play(new_state(), " ".join([str(face)] * 6))
    assert scores(state) == [(0, 47)]
    assert state.previous_lines[0].posted == 6 and state.previous_lines[0].points == 11


def test_one_to_six_posts_all_six() -> None:
    state = play(new_state(), "4 2 6 1 5 3")
    assert scores(state) == [(0, 47)]


def test_one_to_five_on_five_dice() -> None:
    state = play(new_state(), "6 1 1 2 3 4")  # pair + 1 posted: carry 1
    play(state, "5 3 1 4 2")  # scored as a quintet: 4 + 5 posted
    assert scores(state) == [(0, 36 + 1 + 9)]
    assert state.previous_lines[-1].posted == 5 and state.previous_lines[-1].points == 9


def test_special_cases_only_where_the_text_says() -> None:
    state = play(new_state(), "6 1 1 2 3 4", "2 3 4 5 6")  # 2-6 on five dice: one 6 posted
    assert (state.posted, state.carry, state.last_line.points) == (2, 1, 1)
    state = play(new_state(), "6 1 1 2 3 4", "2 2 2 2 2")  # a quintet of 2s posts nothing
    assert (state.posted, state.carry, state.last_line.points) == (1, 4, 4)
    state = play(new_state(), "6 6 1 1 2 3", "1 2 3 4")  # 1-4 on four dice: nothing
    assert (state.posted, state.carry, state.last_line.points) == (2, 2, 0)
    state = play(new_state(), "3 3 3 3 3 6")  # a quintet on six dice: 4 + 1 posted
    assert (state.posted, state.carry) == (1, 4)


def test_carry_zero_still_buys_a_throw() -> None:
    state = play(new_state(), "1 1 2 3 4 5")  # one pair: 1 point pays for the next throw
    assert (state.carry, state.posted, state.turn_log, state.current_player()) == (0, 0, [], CHANCE)
    play(state, "5 4 3 2 1 1")  # carry zero bought this throw; one pair buys the next
    assert (state.carry, state.posted, state.turn_log) == (0, 0, [])
    play(state, "6 2 2 3 4 5", "1 2 3 4 6")  # 2 points, then 1: carry 1, two posted
    assert (state.carry, state.posted) == (1, 2)
    play(state, "1 2 3 4", "1 1 2 3")  # nothing (carry 0), then a pair (carry 0 again)
    assert (state.carry, state.posted, state.turn_log) == (0, 2, [])
    play(state, "6 1 2 3")  # one posted: carry 0
    assert (state.carry, state.posted, state.turn_log) == (0, 3, [])
    play(state, "6 6 6")  # triple + 3 posted
    assert scores(state) == [(0, 41)]


def test_out_of_carry_ends_the_turn() -> None:
    state = play(new_state(), "6 1 1 2 3 4", "1 2 3 4 4", "4 1 2 3 6")  # carry 1, 1, 1
    assert (state.posted, state.carry) == (2, 1)
    play(state, "5 4 2 1")  # nothing: carry 0
    assert (state.posted, state.carry, state.turn_log) == (2, 0, [])
    play(state, "5 4 2 1")  # nothing again: 12 + 12
    assert scores(state) == [(0, 24)] and state.turn_player() == 1


# -- the example record -------------------------------------------------------------
def test_inline_record_is_the_shared_example() -> None:
    if not (EXAMPLES / "six-by-6.json").exists():
        pytest.skip("the shared spec examples are not here")
    assert json.loads((EXAMPLES / "six-by-6.json").read_text()) == RECORD
    assert json.loads((EXAMPLES / "six-by-6.replay.json").read_text()) == REPLAY


def test_example_record() -> None:
    record, expected = RECORD, REPLAY
    names = record["players"]
    rs = get_ruleset(record["ruleset"])
    rolloff = Rolloff(len(names), rs.rolloff)
    for faces in record["rolloff"]:
        rolloff.add({names.index(name): face for name, face in faces.items()})
    assert rolloff.winner is not None and names[rolloff.winner] == expected["first_player"] == "Lea"
    state = rs.new_state(len(names), record["options"], first_seat=rolloff.winner)
    assert isinstance(state, SixBy6State)
    for number, turn in enumerate(record["turns"]):
        assert names[state.turn_player()] == turn["player"]
        assert state.set_number == number // len(names) + 1
        for event in turn["events"]:
            assert state.turn_serial == number  # no event follows the one that ended a turn
            state.apply(Throw(parse_dice(event["throw"])))
        assert state.turn_serial == number + 1
    points = [t.points for t in state.turn_log]
    assert points == [t["points"] for t in expected["turns"]] == [34, 37, 53, 29, 41, 32]
    assert [names[t.seat] for t in state.turn_log] == [t["player"] for t in expected["turns"]]
    result = state.results()
    assert result.finished and state.is_terminal() and state.turn_player() == -1
    assert dict(zip(names, result.totals, strict=False)) == expected["totals"] == {"Lea": 63, "Omar": 78, "Pia": 85}
    assert [names[s] for s in result.winners] == [expected["winner"]] == ["Pia"]
    assert result.places == (3, 2, 1)
    with pytest.raises(IllegalActionError) as e:
        state.apply(Throw(parse_dice("6 6 6 6 6 6")))
    assert e.value.ruling == "A3"


def test_example_record_dice_come_from_its_seed() -> None:
    record = RECORD
    assert hashlib.sha256(bytes.fromhex(record["dice"]["seed"])).hexdigest() == record["dice"]["commitment"]
    source = HmacDice(bytes.fromhex(record["dice"]["seed"]))
    for faces in record["rolloff"]:
        for name in record["players"]:
            if name in faces:
                assert source.face() == faces[name]
    state = SixBy6State(3, SixBy6Options(sets=2), 0)
    for turn in record["turns"]:
        for event in turn["events"]:
            thrown = draw(source, state.chance_dice())
            assert thrown == parse_dice(event["throw"])
            state.apply(Throw(thrown))
    assert state.totals == (63, 78, 85)


# -- refusals -------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["1 2 3 4", "1 2 3 4 5 6", "6 6 6 6 1*", "1 1 2 3 K5"])
def test_wrong_dice_refused_unchanged(text: str) -> None:
    state = play(new_state(), "1 1 2 3 4 6")
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as e:
        state.apply(Throw(parse_dice(text)))
    assert e.value.ruling == "S1"  # A5: S1 says how many dice a throw has
    assert snapshot(state) == before
    with pytest.raises(IllegalActionError):
        state.apply(Throw(()))
    with pytest.raises(InvalidInputError):
        state.apply(Throw((Die(7),) + parse_dice("1 2 3 4")))
    assert snapshot(state) == before
    play(state, "1 2 3 4 4")  # the right throw is still accepted
    assert state.carry == 1


def test_bad_state_arguments() -> None:
    with pytest.raises(InvalidInputError):
        SixBy6State(1)
    with pytest.raises(InvalidInputError):
        SixBy6State(2, SixBy6Options(sets=0))
    with pytest.raises(InvalidInputError):
        SixBy6State(3, first_seat=3)


def test_clone_is_independent() -> None:
    state = play(new_state(3, sets=1), "6 6 1 1 2 3", "1 1 2 2")
    copy = state.clone()
    assert snapshot(copy) == snapshot(state)
    play(copy, "6 6 6 6")
    assert scores(copy) == [(0, 36 + 4 + 7)] and scores(state) == []
    assert state.posted == 2 and state.totals == (0, 0, 0) and copy.totals == (47, 0, 0)


# -- random play ----------------------------------------------------------------------
@settings(max_examples=150, deadline=None)
@given(
    players=st.integers(2, 5),
    sets=st.integers(1, 3),
    first=st.integers(0, 4),
    seed=st.integers(0, 2**32),
    weights=st.lists(st.integers(0, 4), min_size=5, max_size=5),
    six_weight=st.integers(1, 4),
)
def test_random_play_invariants(
    players: int, sets: int, first: int, seed: int, weights: list[int], six_weight: int
) -> None:
    rng = random.Random(seed)
    faces = list(range(1, 7))
    w = weights + [six_weight]
    state = SixBy6State(players, SixBy6Options(sets=sets), first % players)
    throws = 0
    while not state.is_terminal():
        assert state.current_player() == CHANCE and state.legal_actions() == []
        kinds = state.chance_dice()
        assert state.posted + len(kinds) == 6 and 0 <= state.posted <= 5 and state.carry >= 0
        assert state.turn_player() == (first % players + state.turn_serial) % players
        before = state.turn_serial
        carry_before = state.carry
        state.apply(Throw(tuple(die(f) for f in rng.choices(faces, w, k=len(kinds)))))
        throws += 1
        assert throws < 100_000
        line = state.last_line
        assert line is not None
        if state.turn_serial == before:  # the turn goes on: S3
            assert not line.ends and line.carry == carry_before + line.points - 1
            assert state.lines[-1] == line and state.posted == line.post < 6
        else:
            score = state.turn_log[-1].points
            assert line.ends and state.previous_lines[-1] == line and state.lines == ()
            if line.rack:
                assert line.carry == carry_before + line.points >= 1
                assert score == 36 + line.carry >= 37
            else:
                assert line.points == 0 and carry_before == 0 and line.carry == 0
                assert score == 6 * line.post + line.leave and 22 <= score <= 35
            lines = state.previous_lines
            assert sum(ln.posted for ln in lines) == lines[-1].post
    assert state.current_player() == TERMINAL and state.legal_actions() == []
    assert state.turn_player() == -1 and state.chance_dice() == () and state.chance_outcomes() == []
    assert len(state.turn_log) == sets * players
    assert [t.seat for t in state.turn_log] == [(first % players + i) % players for i in range(sets * players)]
    result = state.results()
    totals = [sum(t.points for t in state.turn_log if t.seat == s) for s in range(players)]
    assert result.finished and list(result.totals) == totals == list(state.totals)
    assert result.winners == tuple(s for s in range(players) if totals[s] == max(totals))
    assert state.set_number == sets


# -- the distribution of one turn ---------------------------------------------------
@cache
def _by_recursion(posted: int, carry: int, throws_left: int) -> tuple[tuple[int, Fraction], ...]:
    """Score distribution of the turns that end within ``throws_left`` throws,
    from a turn with ``posted`` dice posted and ``carry`` left, found through
    the state itself: every chance outcome applied to a clone."""
    start = new_state(2, sets=1)
    start._posted, start._carry = posted, carry
    out: dict[int, Fraction] = {}
    for throw, p in start.chance_outcomes():
        s = start.clone()
        s.apply(throw)
        if s.turn_log:
            score = s.turn_log[0].points
            out[score] = out.get(score, Fraction(0)) + p
        elif throws_left > 1:
            for score, q in _by_recursion(s.posted, s.carry, throws_left - 1):
                out[score] = out.get(score, Fraction(0)) + p * q
    return tuple(sorted(out.items()))


def test_distribution_matches_recursion_over_chance_outcomes() -> None:
    for throws in (1, 2, 3, 4):
        assert turn_distribution(max_throws=throws) == dict(_by_recursion(0, 0, throws))
    assert turn_distribution(max_throws=1) == {47: Fraction(6 + 720, 6**6)}


def test_distribution_of_one_turn() -> None:
    dist = turn_distribution()
    left_out = 1 - sum(dist.values())
    assert 0 <= left_out <= Fraction(1, 10**15)
    assert min(dist) == 22 and 36 not in dist and min(s for s in dist if s > 36) == 37
    assert max(s for s in dist if s < 36) == 35 and all(p > 0 for p in dist.values())
    finer = turn_distribution(Fraction(1, 10**30))
    assert all(finer[s] >= p for s, p in dist.items())
    assert 0 <= 1 - sum(finer.values()) <= Fraction(1, 10**30)
    mean = sum(s * p for s, p in finer.items())
    assert abs(float(mean - sum(s * p for s, p in dist.items()))) < 1e-10


def test_distribution_against_simulation() -> None:
    """A few thousand simulated turns against the computed distribution
    (fixed seed: deterministic)."""
    turns = 6000
    state = SixBy6State(2, SixBy6Options(sets=turns // 2))
    source = HmacDice.from_int(2024)
    while not state.is_terminal():
        state.apply(Throw(draw(source, state.chance_dice())))
    scores = [t.points for t in state.turn_log]
    dist = {s: float(p) for s, p in turn_distribution().items()}
    mean = sum(s * p for s, p in dist.items())
    sd = math.sqrt(sum((s - mean) ** 2 * p for s, p in dist.items()))
    assert abs(sum(scores) / turns - mean) < 4 * sd / math.sqrt(turns)
    # chi-square over scores, tails merged so every bin expects at least 10
    bins: list[tuple[list[int], float]] = []
    group: list[int] = []
    expect = 0.0
    for s in sorted(dist):
        group.append(s)
        expect += dist[s] * turns
        if expect >= 10:
            bins.append((group, expect))
            group, expect = [], 0.0
    if group:
        last, e = bins.pop()
        bins.append((last + group, e + expect))
    observed = {s: 0 for s in dist}
    for s in scores:
        observed[s] += 1  # a score outside the distribution would raise here
    chi2 = sum((sum(observed[s] for s in g) - e) ** 2 / e for g, e in bins)
    df = len(bins) - 1
    z = 4.75  # upper 1e-6 point of the normal (Wilson-Hilferty)
    critical = df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3
    assert chi2 < critical, (chi2, df)


def test_throw_lines_say_which_dice_were_posted() -> None:
    """S2: the 6s are posted, or all six dice of a sextet / 1-6, or all five of a 1-5."""
    from engine.games.six_by_6 import ThrowLine

    def line(text: str, posted: int) -> ThrowLine:
        dice = parse_dice(text)
        return ThrowLine(dice, posted, posted, 0, 1, 0, False)

    assert [d.face for d in line("6 1 2 6 6 2", 3).posted_dice] == [6, 6, 6]
    assert [d.face for d in line("6 1 2 6 6 2", 3).unposted_dice] == [1, 2, 2]
    assert [d.face for d in line("3 3 3 3 3 3", 6).posted_dice] == [3] * 6
    assert line("1 2 3 4 5", 5).unposted_dice == ()
    assert line("1 2 3 4", 0).posted_dice == ()


# -- the fast path of apply ---------------------------------------------------------
@settings(max_examples=80, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32), six_weight=st.integers(1, 4))
def test_fast_and_generic_paths_agree(players: int, seed: int, six_weight: int) -> None:
    """apply() scores a tuple of engine.dice's own plain dice by a table; dice made
    elsewhere (equal, but other objects) or given as a list take GameState.apply's
    checks and _apply.  Both give the same game, step by step."""
    rng = random.Random(seed)
    fast, generic = SixBy6State(players, SixBy6Options(sets=2)), SixBy6State(players, SixBy6Options(sets=2))
    while not fast.is_terminal():
        faces = rng.choices(range(1, 7), [1, 1, 1, 1, 1, six_weight], k=len(fast.chance_dice()))
        fast.apply(Throw(tuple(die(f) for f in faces)))
        made_elsewhere = [Die(f) for f in faces]
        as_list = rng.random() >= 0.5 and LISTS_ALLOWED  # compiled, a Throw of a list is a TypeError at once
        generic.apply(Throw(made_elsewhere if as_list else tuple(made_elsewhere)))  # type: ignore[arg-type]
        assert snapshot(fast) == snapshot(generic)
    assert generic.is_terminal() and fast.results() == generic.results()


def test_fast_path_refuses_as_before() -> None:
    """What the table does not know goes to GameState.apply's refusals: a finished
    game (A3), other actions (S1), a face that is not 1-6 (A2), yeast or keys, and a
    wrong count (S1); the state is unchanged."""
    state = play(new_state(2, sets=1), "6 6 1 1 2 3")
    before = snapshot(state)
    cases = [
        # equal to 1, but a bool (compiled, a Die stores True as the int 1: a die showing 1)
        *([(Throw((Die(True),) * 4), InvalidInputError, "A2")] if Die(True).face is True else []),
        (Throw((Die(0),) * 4), InvalidInputError, "A2"),
        (Throw(parse_dice("1 2 3 4 5")), IllegalActionError, "S1"),
        (Throw(parse_dice("1 2 3")), IllegalActionError, "S1"),
        (Throw(parse_dice("1 2 3 6*")), IllegalActionError, "S1"),
        (STOP, IllegalActionError, "S1"),
    ]
    for action, error, ruling in cases:
        with pytest.raises(error) as e:
            state.apply(action)
        assert e.value.ruling == ruling, action
        assert snapshot(state) == before
    source = HmacDice.from_int(1)
    while not state.is_terminal():
        state.apply(Throw(draw(source, state.chance_dice())))
    with pytest.raises(IllegalActionError) as e:
        state.apply(Throw(parse_dice("1 2 3 4 5 6")))
    assert e.value.ruling == "A3"
