"""Real dice typed in (engine/typed.py): every legal throw's text reads back into
the same throw; wrong counts, kinds and characters are refused with the ruling
(A2, A5: C5, S1, D1.., K1) and nothing is applied."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import ROLL, Throw
from engine.dice import DieKind, HmacDice, draw, format_dice
from engine.errors import BakehouseError, IllegalActionError, InvalidInputError
from engine.game import CHANCE, GameState
from engine.match import Match
from engine.typed import read_dice, typed_decision, typed_move, typed_rolloff, typed_text, typed_throw

RULESETS = ("classic", "entrepreneurial", "six-by-6", "dire-straights", "sb")


def _state_at_a_throw(ruleset: str, seed: int, steps: int) -> GameState | None:
    """A state reached by random legal play where dice are thrown next (or None: the game ended)."""
    rng = random.Random(seed)
    dice = HmacDice.from_int(seed)
    state = Match(ruleset, ["A", "B", "C"][: 2 + seed % 2], first_seat=0).state
    assert state is not None
    for _ in range(steps):
        if state.is_terminal():
            return None
        if state.current_player() == CHANCE:
            state.apply(Throw(draw(dice, state.chance_dice())))
        else:
            state.apply(rng.choice(state.legal_actions()))
    while not state.is_terminal():
        if state.current_player() == CHANCE or ROLL in state.legal_actions():
            return state
        state.apply(rng.choice(state.legal_actions()))
    return None


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(RULESETS), st.integers(0, 10_000), st.integers(0, 40), st.integers(0, 2**32))
def test_every_legal_throw_round_trips(ruleset: str, seed: int, steps: int, faces_seed: int) -> None:
    state = _state_at_a_throw(ruleset, seed, steps)
    if state is None:
        return
    dice = draw(HmacDice.from_int(faces_seed), state.chance_dice())  # a legal throw, as app dice come
    for text in (format_dice(dice), typed_text(dice), " ".join(typed_text([d]) for d in dice) + " ",
                 ",".join(format_dice([d]) for d in dice)):
        before = repr(state.__getstate__()) if hasattr(state, "__getstate__") else None
        assert typed_throw(state, text).dice == dice, text
        if before is not None:
            assert repr(state.__getstate__()) == before  # nothing applied
    state.apply(typed_throw(state, typed_text(dice)))  # and the engine takes it


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(RULESETS), st.integers(0, 10_000), st.integers(0, 40), st.integers(-3, 3), st.data())
def test_wrong_counts_and_kinds_are_refused(ruleset: str, seed: int, steps: int, change: int,
                                            data: st.DataObject) -> None:
    state = _state_at_a_throw(ruleset, seed, steps)
    if state is None:
        return
    kinds = list(state.chance_dice())
    if change > 0:
        kinds += [DieKind.PLAIN] * change
    elif change < 0:
        del kinds[: min(-change, len(kinds) - 1)]
    else:  # the right count, the wrong kinds: a special die marked plain (or none to unmark)
        specials = [i for i, k in enumerate(kinds) if k is not DieKind.PLAIN]
        if not specials:
            return
        kinds[data.draw(st.sampled_from(specials))] = DieKind.PLAIN
        if DieKind.KEY not in kinds and DieKind.KEY in state.chance_dice():
            return  # SB keys all typed unmarked: the keys-last form (test_sb_keys_typed_last_unmarked)
    if kinds == list(state.chance_dice()):  # one die: none to take away
        return
    dice = draw(HmacDice.from_int(seed), kinds)
    with pytest.raises(IllegalActionError) as refused:
        typed_throw(state, typed_text(dice))
    assert refused.value.ruling == state.throw_ruling()
    assert "this throw must be" in refused.value.message


@pytest.mark.parametrize(("ruleset", "text", "ruling"), [
    ("classic", "224136", "C5"), ("classic", "2 2 4 1 3", "C5"), ("entrepreneurial", "1234566*", "C5"),
    ("six-by-6", "22413", "S1"), ("dire-straights", "2241366", "D1"), ("sb", "12345612", "K1"),
    ("sb", "123456121", "K1"), ("sb", "123456121K2", "K1"), ("sb", "12345612K1 2", "K1"),
])
def test_the_count_ruling_of_each_game(ruleset: str, text: str, ruling: str) -> None:
    state = Match(ruleset, ["A", "B"], first_seat=0).state
    assert state is not None
    with pytest.raises(IllegalActionError) as refused:
        typed_throw(state, text)
    assert refused.value.ruling == ruling


@pytest.mark.parametrize(("ruleset", "text"), [
    ("classic", "22413K6"), ("six-by-6", "2 2 4 1 3 6*"), ("sb", "12345612K1K2*"), ("classic", "224137*"),
    ("classic", "22413x6*"), ("classic", "*224136"), ("sb", "123456K K1 K2"), ("classic", ""), ("sb", "   "),
    ("classic", "2241 3 6**"),
])
def test_malformed_dice_cite_a2(ruleset: str, text: str) -> None:
    state = Match(ruleset, ["A", "B"], first_seat=0).state
    assert state is not None
    with pytest.raises(InvalidInputError) as refused:
        typed_throw(state, text)
    assert refused.value.ruling == "A2"


def test_the_yeast_and_keys_as_typed() -> None:
    assert format_dice(read_dice("224136*", DieKind.YEAST)) == "2 2 4 1 3 6*"
    assert format_dice(read_dice("2 2 4 1 3 6 *", DieKind.YEAST)) == "2 2 4 1 3 6*"
    assert format_dice(read_dice("123456 12 k6K1", DieKind.KEY)) == "1 2 3 4 5 6 1 2 K6 K1"
    sb = Match("sb", ["A", "B"], first_seat=0).state
    assert sb is not None
    assert format_dice(typed_throw(sb, "K6 K1 1 2 3 4 5 6 1 2").dice) == "1 2 3 4 5 6 1 2 K6 K1"  # kinds ordered


def test_no_throw_when_a_decision_is_due() -> None:
    match = Match("classic", ["A", "B"], first_seat=0)
    match.throw([*read_dice("1 2 3 4 5 6*", DieKind.YEAST)])
    state = match.state
    assert state is not None and state.current_player() != CHANCE
    if ROLL not in state.legal_actions():
        with pytest.raises(IllegalActionError):
            typed_throw(state, "12345")


def test_the_rolloff_typed_in() -> None:
    c12 = Match("classic", ["A", "B", "C"])
    assert typed_rolloff(c12.rolloff, "3 5 6") == {0: 3, 1: 5, 2: 6}
    c12.rolloff_throw({0: 5, 1: 5, 2: 2})
    with pytest.raises(IllegalActionError) as refused:
        typed_rolloff(c12.rolloff, "4 1")  # C12: everyone throws again on a tie
    assert refused.value.ruling == "C12"
    assert typed_rolloff(c12.rolloff, "412") == {0: 4, 1: 1, 2: 2}

    d7 = Match("six-by-6", ["A", "B", "C"])
    d7.rolloff_throw({0: 6, 1: 2, 2: 6})
    assert typed_rolloff(d7.rolloff, "1 3") == {0: 1, 2: 3}  # D7: only the tied players
    with pytest.raises(IllegalActionError) as refused:
        typed_rolloff(d7.rolloff, "1 3 4")
    assert refused.value.ruling == "D7"
    for bad in ("7 1", "1 x", "", "6* 1"):
        with pytest.raises(BakehouseError) as refused:
            typed_rolloff(d7.rolloff, bad)
        assert refused.value.ruling == "A2"


# -- decisions typed in the game's words, several dice at once (#30) ---------------------------------

def _after(ruleset: str, *lines: str) -> GameState:
    """A fresh two-player game of ``ruleset`` with each typed line applied in turn."""
    state = Match(ruleset, ["A", "B"], first_seat=0).state
    assert state is not None
    for line in lines:
        for action in typed_move(state, line):
            state.apply(action)
    return state


def test_a_decision_of_several_dice_is_typed_once() -> None:
    state = _after("sb", "15555666 K2K4")
    keep = typed_decision(state, "keep 5 5 5 5 6 6 6")
    assert [str(a) for a in keep] == ["keep 5"] * 4 + ["keep 6"] * 3  # one action a die, as the engine lists them
    assert typed_move(state, "k 5555666") == keep == typed_move(state, "5555666")  # no throw allowed now: a keep
    for action in keep:
        state.apply(action)
    # the step is complete: faces alone are the next throw now, a keep is said by its word
    assert isinstance(typed_move(state, "3 K2 K4")[0], Throw)
    state.apply(typed_move(state, "3K2K4")[0])
    assert [str(a) for a in typed_move(state, "keep K2 K4 stop")] == ["keep K2", "keep K4", "stop"]
    classic = _after("classic", "12345 6*")
    assert [str(a) for a in typed_move(classic, "ra 1 2 3 st")] == ["rack 1", "rack 2", "rack 3", "stop"]
    assert [str(a) for a in typed_move(classic, "123 bank 5")] == ["rack 1", "rack 2", "rack 3", "bank 5"]


@pytest.mark.parametrize(("ruleset", "lines", "text", "ruling", "words"), [
    ("sb", ("15555666K2K4",), "keep 5 5 5 5 6 6 6 6", "K2", "more than this throw has"),
    ("sb", ("15555666K2K4",), "keep 5 5 K2", "K2", "never keys and base dice"),
    ("sb", ("15555666K2K4",), "keep 555 stop", "K4", ""),
    ("sb", ("15555666K2K4",), "keep 7", "A2", "is not a die"),
    ("sb", ("15555666K2K4",), "rack 55", None, "no decision of this game"),
    ("classic", ("12345 6*",), "r 1", None, "could be"),
    ("classic", ("12345 6*",), "rack 1 2 3 out 4", "C14", ""),
    ("classic", ("12345 6*",), "stop", "C7", ""),
    ("classic", ("12345 6*",), "swap", "A2", "swap names the face"),
    ("six-by-6", (), "keep 3", "S1", "no decisions"),
])
def test_a_refused_decision_cites_its_ruling_and_changes_nothing(
        ruleset: str, lines: tuple[str, ...], text: str, ruling: str | None, words: str) -> None:
    state = _after(ruleset, *lines)
    before = state.clone()
    with pytest.raises(BakehouseError) as refused:
        typed_move(state, text)
    assert refused.value.ruling == ruling and words in str(refused.value)
    assert state.legal_actions() == before.legal_actions() and state.chance_dice() == before.chance_dice()


# -- an SB turn in fewer keys (#30: at most 25 for an ordinary turn) ------------------------------------

def test_sb_keys_typed_last_unmarked() -> None:
    """The throw's count says how many keys it has (K1, K4): typed last without their K they are
    read as keys; a throw partly marked, or of another count, is refused as before (A5)."""
    state = _after("sb")
    assert typed_throw(state, "1555566624").dice == typed_throw(state, "15555666K2K4").dice
    assert format_dice(typed_throw(state, "15555666 24").dice) == "1 5 5 5 5 6 6 6 K2 K4"
    for bad in ("155556662K4", "155556662", "15555666244"):
        with pytest.raises(IllegalActionError) as refused:
            typed_throw(state, bad)
        assert refused.value.ruling == "K1"
    state = _after("sb", "1555566624", "5555666")
    assert format_dice(typed_throw(state, "324").dice) == "3 K2 K4"  # K4: one base die and both keys
    assert format_dice(typed_throw(state, "K2 3 K4").dice) == "3 K2 K4"  # the old form
    six = _after("six-by-6")
    assert format_dice(typed_throw(six, "224136").dice) == "2 2 4 1 3 6"  # no keys: nothing read as one


def test_sb_keep_typed_without_marks_is_the_one_legal_reading() -> None:
    """A keep typed without K marks is base dice or keys, whichever K2 allows; a face typed once
    is every base die of that face left in the throw (a lone base die is no group); both
    readings allowed: the scorer is asked to mark the keys (K2)."""
    state = _after("sb", "1555566624")
    assert [str(a) for a in typed_move(state, "56")] == ["keep 5"] * 4 + ["keep 6"] * 3
    assert [str(a) for a in typed_move(state, "55 6")] == ["keep 5"] * 2 + ["keep 6"] * 3  # two of four 5s
    assert [str(a) for a in typed_move(state, "24")] == ["keep K2", "keep K4"]  # no base 2 or 4: the keys
    assert [str(a) for a in typed_move(state, "keep 4")] == ["keep K4"]
    state = _after("sb", "1122556624", "55", "112266K2K3")
    before = state.clone()
    with pytest.raises(IllegalActionError) as refused:
        typed_move(state, "2")  # the base dice 2 2, or the key K2
    assert refused.value.ruling == "K2" and "could be the key K2 or the base dice 2 2" in str(refused.value)
    assert state.legal_actions() == before.legal_actions()
    assert [str(a) for a in typed_move(state, "22")] == ["keep 2", "keep 2"]  # two typed: base dice
    assert [str(a) for a in typed_move(state, "K2")] == ["keep K2"]
    assert [str(a) for a in typed_move(state, "3")] == ["keep K3"]
    with pytest.raises(BakehouseError) as refused:
        typed_move(state, "2 5")
    assert refused.value.ruling == "K2"


#: the rule text's example, Anna's first turn (sb-keys.txt): each line as typed, short
ANNA = ("1123345526", "6", "222334565", "33", "2333344", "3", "555", "55", "2", "")  # the last: Enter alone
#: the same turn as it was typed shortest before (#30: K marks, the keep's every die): still accepted
ANNA_OLD = ("11233455K2K6", "K6", "22233456K5", "33", "233334K4", "3333", "55K5", "55", "K2", "K2")
#: and spelled out in the game's words
ANNA_LONG = ("1 1 2 3 3 4 5 5 K2 K6", "keep K6", "2 2 2 3 3 4 5 6 K5", "keep 3 3", "2 3 3 3 3 4 K4",
             "keep 3 3 3 3", "5 5 K5", "keep 5 5", "K2", "keep K2")


@pytest.mark.parametrize(("lines", "keys"), [(ANNA, 46), (ANNA_OLD, 58), (ANNA_LONG, 113)])
def test_the_rule_texts_example_turn_typed_short(lines: tuple[str, ...], keys: int) -> None:
    """Anna's five-throw turn: 30 faces thrown, so 25 keys are out of reach: 46 with the Enters, 58 before."""
    state = _after("sb", *lines)
    assert state.turn_log[-1].points == 20  # K5: a full split, the text's "20 points for Anna!"
    assert sum(len(line) + 1 for line in lines) == keys  # each line and its Enter


def test_an_empty_line_is_the_one_legal_move_only() -> None:
    """Enter alone makes the move where the rules leave one (the last key thrown alone: its
    keep, K2); where there is a choice, or dice are to be thrown, it is refused and changes nothing."""
    state = _after("sb", *ANNA[:-1])
    assert [str(a) for a in typed_move(state, " ")] == ["keep K2"]
    for lines in (ANNA[:1], ANNA[:2]):  # a choice of keeps; keep K2 or throw again
        state = _after("sb", *lines)
        with pytest.raises(BakehouseError):
            typed_move(state, "")
