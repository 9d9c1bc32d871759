"""The Qt-free scorepad (engine/scorepad.py): entries, marks, round dividers,
totals, the target line and SB's final turns, for every ruleset; the Damn
Straights' entries are exactly replay's ``rounds[].entries``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import RISK, ROLL, STOP, VISIT, Keep, Rack, Throw
from engine.bots import bot_for
from engine.dice import HmacDice, draw
from engine.dice import parse_dice as P
from engine.errors import InvalidInputError, RecordError
from engine.game import TurnEnd
from engine.record import loads, replay
from engine.replay import report
from engine.rulesets import all_rulesets, get_ruleset
from engine.scorepad import DiceMode, DividerStyle, MatchInfo, RowKind, Scorepad, build, from_replay
from engine.simulate import play_game

ROOT = Path(__file__).resolve().parents[2]
RECORDS = sorted(
    p
    for folder in ("tests/records", "tests/data/spec-examples")
    for p in (ROOT / folder).rglob("*.json")
    if not p.name.endswith(".replay.json") and p.name != "refusals.json"
)


def new(ruleset: str, n: int = 2, **options: object):
    return get_ruleset(ruleset).new_state(n, options)


def play(state, *moves) -> None:
    """Moves as text: dice faces are a throw, else "stop", "risk", "roll", "visit",
    "rack:DICE", "keep:DICE"."""
    for m in moves:
        if m == "stop":
            state.apply(STOP)
        elif m == "risk":
            state.apply(RISK)
        elif m == "roll":
            state.apply(ROLL)
        elif m == "visit":
            state.apply(VISIT)
        elif m.startswith("rack:"):
            state.apply(Rack(P(m[5:])))
        elif m.startswith("keep:"):
            state.apply(Keep(P(m[5:])))
        else:
            state.apply(Throw(P(m)))


def accepted_records():
    for path in RECORDS:
        try:
            rep = replay(loads(path.read_text(encoding="utf-8")))
        except RecordError:
            continue  # the refused examples
        yield pytest.param(rep, id=str(path.relative_to(ROOT)))


# -- every record: the pad says what replay says ---------------------------------------------
@pytest.mark.parametrize("rep", list(accepted_records()))
def test_the_pad_of_every_record_matches_replay(rep) -> None:
    pad = from_replay(rep)
    out = report(rep)
    assert pad.names == tuple(out["players"])
    assert pad.totals == tuple(out["totals"][n] for n in pad.names)
    assert pad.finished == out["finished"]
    if "rounds" in out:
        assert len(pad.rounds) == len(out["rounds"])
        for pr, r in zip(pad.rounds, out["rounds"], strict=True):
            assert {n: pr.texts(s) for s, n in enumerate(pad.names)} == r["entries"]
            assert (None if pr.winner is None else pad.names[pr.winner]) == r["winner"]
            assert {n: pr.scores[s] for s, n in enumerate(pad.names)} == r["scores"]
        assert {c.name: c.rounds_won for c in pad.columns} == out["rounds_won"]
    else:
        # one entry per finished turn, in each player's column, with the turn's points
        for s, name in enumerate(pad.names):
            assert [e.points for e in pad.entries(s)] == [t["points"] for t in out["turns"] if t["player"] == name and not t.get("in_progress")]


def test_the_spec_examples_are_among_the_records() -> None:
    names = {p.name for p in RECORDS}
    assert {"classic.json", "sb.json", "six-by-6.json"} <= names


# -- Damn Straights: entries and marks (C15) ------------------------------------------------------
def test_classic_marks_circles_strikes_and_minus() -> None:
    s = new("classic", rounds_to_win=2)
    play(s, "1* 2 3 4 5 6", "rack:1* 2 3 4 5 6")  # Ann: six racked, 32: (1) circled (C9, C15)
    play(s, "1 2 3 4 5 6*", "rack:1 2 3 4", "stop")  # Ben: 8
    play(s, "2 3 4 5 5 6*", "risk", "2 3 4 5 5 6*")  # Ann risks her biscuit and misses: (1) struck
    play(s, "2 3 4 5 5 6*", "risk", "2 3 4 5 5 6*")  # Ben: 8 struck
    play(s, "2 3 4 5 5 6*", "risk", "2 3 4 5 5 6*")  # Ann again: last entry struck, so -(1) (C15)
    pad = build(s, ["Ann", "Ben"])
    ann, ben = pad.rounds[0].entries
    assert [e.text for e in ann] == ["~(1)", "-(1)"]
    assert [e.text for e in ben] == ["~8"]
    first, minus = ann
    assert first.circled and first.struck and first.body == "1" and first.points == 32
    assert first.end is TurnEnd.FULL_RACK and first.ruling == "C9" and first.turn == 0
    assert first.struck_by == 2  # the third turn lost the biscuit
    assert minus.negative and minus.circled and not minus.struck and minus.points == -32
    assert minus.end is TurnEnd.LOST_BISCUIT and minus.turn == 4
    assert ben[0].struck and not ben[0].circled and ben[0].struck_by == 3 and ben[0].body == "8"
    assert pad.rounds[0].scores == (-32, 0) == pad.totals
    score = pad.rows_of(RowKind.SCORE)[0]
    assert score.texts == ("-32", "0")
    assert pad.rows_of(RowKind.BISCUIT)[0].texts == ("(1)", "8")
    assert [r.kind for r in pad.rows] == [RowKind.HEADING, RowKind.ENTRY, RowKind.ENTRY, RowKind.SCORE, RowKind.BISCUIT]
    assert pad.rows[0].cells[0].first and pad.rows[0].texts == ("first", "")
    assert pad.first_seat == 0 and dict(pad.options) == {"biscuit_risking": "strict", "box_rules": False, "rounds_to_win": 2}
    assert pad.current_seat == 1 and not pad.finished


def test_bakers_dozen_is_two_entries() -> None:  # C2
    s = new("classic")
    play(s, "1 2 3* 5 5 6", "rack:1 2 3*", "stop")
    pad = build(s, ["Ann", "Ben"])
    assert pad.rounds[0].texts(0) == ["12", "1"]
    assert {e.turn for e in pad.entries(0)} == {0}
    assert "baker's dozen" in pad.entries(0)[0].note


def test_round_dividers_barbs_for_two_box_for_three() -> None:  # C11, C13, C15
    s = new("classic", rounds_to_win=2)
    while not s.is_terminal():  # Ann racks six with the yeast on 6 (192) every turn, Ben misses
        if s.turn_player() == 0:
            play(s, "1 2 3 4 5 6*", "rack:1 2 3 4 5 6*")
        else:
            play(s, "2 2 3 4 5 6*")
    pad = build(s, ["Ann", "Ben"])
    assert pad.finished and pad.winners == (0,)
    assert pad.divider_style is DividerStyle.BARBS
    dividers = pad.rows_of(RowKind.DIVIDER)
    assert len(dividers) == len(pad.rounds) == 2
    assert [d.cells[0].rounds_won for d in dividers] == [1, 2]
    assert all(d.cells[1].rounds_won is None for d in dividers)
    assert [r.rounds_won for r in pad.rounds] == [(1, 0), (2, 0)]
    assert [r.winner for r in pad.rounds] == [0, 0]
    assert pad.columns[0].place == 1 and pad.columns[1].place == 2 and pad.columns[0].winner
    assert pad.rows_of(RowKind.SCORE) == ()  # no round in play
    assert pad.current_seat is None
    three = build(new("classic", 3), ["A", "B", "C"])
    assert three.divider_style is DividerStyle.BOX


def test_entrepreneurial_bakery_and_visit_marks() -> None:  # E4, E6
    s = new("entrepreneurial", rounds_to_win=3)
    play(s, "1 2 2 2 2 2*", "rack:2 2 2 2 2*", "stop")  # Ann: five 2s racked, committed, stops unfinished
    pad = build(s, ["Ann", "Ben"])
    assert pad.entries(0) == ()  # E2: committed, unfinished: 0 is not written
    assert s.turn_log[-1].end is TurnEnd.STOP_UNFINISHED
    play(s, "2 2 2 2 2 2*", "rack:2 2 2 2 2 2*")  # Ben: a promoted 2-bakery, 96 (E3), a free turn
    play(s, "1 2 3 4 5 6*", "rack:1 2 3 4 5 6*")  # Ben again: 32
    pad = build(s, ["Ann", "Ben"])
    bakery, rack = pad.entries(1)
    assert bakery.bakery and bakery.circled and bakery.text == "(3)" and bakery.end is TurnEnd.BAKERY
    assert bakery.ruling == "E4" and not rack.bakery
    assert pad.columns[1].bakeries == (3,)
    rep = replay(loads((ROOT / "tests/records/entrepreneurial/long-round-visits.json").read_text()))
    pad = from_replay(rep)
    visits = [e for s in range(len(pad.columns)) for e in pad.entries(s) if e.visit]
    assert visits and all(e.end is TurnEnd.VISIT and e.ruling == "E6" and e.circled for e in visits)


# -- Six By 6 (S3): Post, Carry and Leave per set --------------------------------------------------
def test_six_by_6_sets_with_post_carry_leave() -> None:
    s = new("six-by-6", sets=2)
    # the text's sample round: Rack, Carry 1 = 37
    play(s, "1 2 1 3 3 4", "2 4 6 6 5 5", "4 3 5 1", "6 4 4 4", "2 3 6", "1 1", "6 5", "4", "2", "5", "3", "1", "6")
    play(s, "1 1 2 3 4 6", "1 2 3 4 6", "1 2 3 4", "1 2 3 4")  # Omar: Post 2, Leave 10 = 22, the text's lowest
    pad = build(s, ["Lea", "Omar"])
    rack = pad.entries(0)[0]
    assert rack.end is TurnEnd.RACK_COMPLETE and rack.rack
    assert (rack.post, rack.carry, rack.leave, rack.points) == (6, 1, None, 37)
    assert rack.detail == "Rack, Carry 1" and rack.note == "Rack, Carry 1 = 37 points (S3)"
    assert len(rack.throws) == 13
    spent = pad.entries(1)[0]
    assert spent.end is TurnEnd.CARRY_SPENT and spent.carry is None
    assert (spent.post, spent.leave, spent.points) == (2, 10, 22)
    assert spent.detail == "Post 2, Leave 10"
    assert [r.label for r in pad.rows] == ["Set 1", "Set 2", "Total"]
    assert pad.rows[0].texts == ("37", "22")
    assert pad.rows[1].texts == ("", "")
    assert pad.rows[2].texts == ("37", "22") and pad.rows[2].kind is RowKind.TOTAL
    assert pad.sets == 2 and rack.total == 37


def test_six_by_6_spec_example_sets() -> None:
    rep = replay(loads((ROOT / "tests/data/spec-examples/six-by-6.json").read_text()))
    pad = from_replay(rep)
    for s in range(3):
        assert sum(e.points for e in pad.entries(s)) == pad.totals[s]
        for e in pad.entries(s):
            assert e.points == (36 + e.carry if e.rack else 6 * e.post + e.leave)


# -- Dire Straights and SB: running totals, the target line, final turns -----------------------------
def test_dire_straights_running_totals_and_target_line() -> None:  # D4, D5, D6, D8
    s = new("dire-straights", target=50, four_twos=True)
    play(s, "1 2 3 4 6 6", "stop")  # Ann 20
    play(s, "2 2 3 3 4 5")  # Ben busts
    play(s, "1 2 3 4 5 6", "1 2 3 5 5 5", "stop")  # Ann 45: 65, reaches 50 and wins (D8)
    pad = build(s, ["Ann", "Ben"])
    ann, ben = pad.entries(0), pad.entries(1)
    assert [(e.points, e.total, e.end) for e in ann] == [(20, 20, TurnEnd.STOP), (45, 65, TurnEnd.STOP)]
    assert [e.reaches_target for e in ann] == [False, True]
    assert ben[0].end is TurnEnd.BUST and ben[0].ruling == "D5" and ben[0].text == "bust" and ben[0].points == 0
    assert pad.target == 50 and pad.finished and pad.winners == (0,)
    assert [r.label for r in pad.rows] == ["1", "2", "Total", "to 50"]
    assert pad.rows[1].texts == ("45", "")
    assert pad.rows_of(RowKind.TO_GO)[0].texts == ("reached", "50 to go")
    s = new("dire-straights", four_twos=True)
    play(s, "1 2 3 4 6 6", "stop", "1 2 2 2 2 5")  # Ann 20, Ben four 2s at 0
    play(s, "2 2 2 2 5 6")  # Ann: four 2s: -20
    e = build(s, ["Ann", "Ben"]).entries(0)[-1]
    assert e.end is TurnEnd.FOUR_TWOS and e.negative and e.text == "-20" and e.total == 0 and e.ruling == "D6"


def test_sb_final_turns_are_marked() -> None:  # K6
    s = new("sb", 3, target=10)
    play(s, "2 2 3 3 3 5 6 6 K1 K6", "keep:3 3 3", "2 3 4 4 5 K2 K5", "keep:4 4", "1 2 3 K1 K4", "keep:K1",
         "3 3 6 K6", "keep:K6", "stop")  # Ann: 10, the original leader
    assert s.leader == 0
    play(s, "1 2 3 4 5 6 6 6 K1 K6", "keep:K1 K6", "1 2 3 4 5 6 6 6", "keep:6 6 6", "stop")  # Ben: 0
    play(s, "1 2 3 4 5 6 6 6 K3 K3", "keep:K3 K3", "1 2 3 3 3 5 6 6", "keep:3 3 3", "stop")  # Cy: 12, beats Ann
    pad = build(s, ["Ann", "Ben", "Cy"])
    assert pad.leader == 0 and pad.columns[0].leader
    lead = pad.entries(0)[0]
    assert lead.reaches_target and not lead.final and lead.total == 10
    assert pad.entries(1)[0].final and pad.entries(1)[0].points == 0 and not pad.entries(1)[0].reaches_target
    cy = pad.entries(2)[0]
    assert cy.final and cy.points == 12 and cy.reaches_target and not cy.leader_extra
    assert not s.is_terminal() and s.turn_player() == 0  # caught: Ann takes one more turn
    play(s, "1 1 2 2 4 4 5 5 K2 K3", "keep:1 1", "1 2 3 4 5 6 K5 K6", "keep:K5 K6", "stop")  # Ann: 2
    pad = build(s, ["Ann", "Ben", "Cy"])
    extra = pad.entries(0)[-1]
    assert extra.final and extra.leader_extra and "one more turn" in extra.note and extra.points == 2
    assert pad.finished and pad.current_seat is None and pad.winners == (0, 2)
    assert [c.place for c in pad.columns] == [1, 3, 1]
    assert pad.rows_of(RowKind.TO_GO)[0].texts == ("reached", "10 to go", "reached")


# -- the match's own lines and the pad before the game -------------------------------------------------
def test_match_info_from_a_record() -> None:
    data = json.loads((ROOT / "tests/data/spec-examples/classic.json").read_text())
    data["event"] = {"name": "Autumn <League> & Co", "round": 2, "table": 5, "date": "2026-11-20"}
    rep = replay(loads(json.dumps(data)))
    info = from_replay(rep).info
    assert info == MatchInfo("Autumn <League> & Co", 2, 5, "2026-11-20", DiceMode.HAND)
    rep = replay(loads((ROOT / "tests/data/spec-examples/six-by-6.json").read_text()))
    info = from_replay(rep).info
    assert info is not None and info.event is None
    assert info.dice is (DiceMode.APP if rep.record.dice else DiceMode.HAND)
    if rep.record.dice:
        assert info.commitment == rep.record.dice.commitment and info.seed == rep.record.dice.seed


def test_a_pad_before_the_rolloff_ends() -> None:
    pad = build(None, ["Ann", "Ben"], ruleset="sb")
    assert not pad.started and pad.totals == (0, 0) and pad.rows_of(RowKind.TOTAL)[0].texts == ("0", "0")
    pad = build(None, ["Ann", "Ben", "Cy"], ruleset="classic")
    assert pad.rows == () and pad.names == ("Ann", "Ben", "Cy") and pad.ruleset_name == "Classic Damn Straight"
    with pytest.raises(InvalidInputError):
        build(None, ["Ann", "Ben"])
    with pytest.raises(InvalidInputError):
        build(new("classic"), ["Ann"])


# -- invariants over random bot games of every ruleset ------------------------------------------------------
SMALL = {"classic": {"rounds_to_win": 1}, "entrepreneurial": {"rounds_to_win": 1}, "six-by-6": {"sets": 2},
         "dire-straights": {"target": 60}, "sb": {"target": 30}}


def check_pad(pad: Scorepad, state) -> None:
    res = state.results()
    assert pad.totals == res.totals == tuple(c.total for c in pad.columns)
    assert pad.finished == res.finished and pad.winners == res.winners
    assert all(len(r.cells) == len(pad.columns) for r in pad.rows)
    written = sorted(e.turn for s in range(len(pad.columns)) for e in pad.entries(s))
    if pad.rounds:  # the Damn Straights: the pad sums to the round scores (C15), texts as replay
        for pr, summary in zip(pad.rounds, state.round_summaries(), strict=True):
            for s in range(len(pad.columns)):
                assert pr.texts(s) == [e.text for e in summary.entries[s]]
                assert sum(e.points for e in pr.entries[s] if not e.struck) == summary.scores[s]
                assert all(e.struck_by is not None and e.struck_by > e.turn for e in pr.entries[s] if e.struck)
        assert set(written) == {i for i, t in enumerate(state.turn_log) if t.entries}
    else:  # one entry per turn, running totals ending at the totals
        assert written == list(range(len(state.turn_log)))
        for s in range(len(pad.columns)):
            entries = pad.entries(s)
            assert (entries[-1].total if entries else 0) == res.totals[s]
            assert all(e.end is t.end for e, t in zip(entries, [t for t in state.turn_log if t.seat == s], strict=True))
        if pad.target is not None:  # totals never fall back once they reach the target (D8 ends the game)
            assert sum(e.reaches_target for s in range(len(pad.columns)) for e in pad.entries(s)) == sum(
                t >= pad.target for t in res.totals
            )


@pytest.mark.parametrize("rs", all_rulesets(), ids=lambda rs: rs.id)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), n=st.integers(2, 4))
def test_bot_games_pad_totals_equal_results(rs, seed: int, n: int) -> None:
    options = rs.make_options(SMALL[rs.id], n)
    state = play_game(rs, n, options, HmacDice.from_int(seed), [bot_for(rs.id) for _ in range(n)])
    assert state.is_terminal()
    check_pad(build(state, [f"P{i}" for i in range(n)]), state)


@pytest.mark.parametrize("rs", all_rulesets(), ids=lambda rs: rs.id)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32), moves=st.integers(0, 300))
def test_random_play_pads_stay_true_mid_game(rs, seed: int, choices: int, moves: int) -> None:
    """Uniform random legal moves reach what bots avoid (lost biscuits, visits, busts),
    and the pad is checked after every turn, also mid-game."""
    state = rs.new_state(2, SMALL[rs.id])
    dice, rng = HmacDice.from_int(seed), random.Random(choices)
    for _ in range(moves):
        if state.is_terminal():
            break
        before = len(state.turn_log)
        if state.is_chance_node():
            state.apply(Throw(draw(dice, state.chance_dice())))
        else:
            state.apply(rng.choice(state.legal_actions()))
        if len(state.turn_log) != before:
            check_pad(build(state, ["Ann", "Ben"]), state)
