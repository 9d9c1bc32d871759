"""Generic tests over every registered game (engine.rulesets.all_rulesets()):
random legal play keeps the protocol's invariants, replays exactly, throws
have exact distributions; plus Classic's own invariants and exact odds."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.actions import ROLL, STOP, Rack, Throw
from engine.dice import DieKind, HmacDice, draw, parse_dice
from engine.game import CHANCE, TERMINAL, GameState
from engine.games.classic import ClassicState
from engine.match import Match
from engine.record import Replay, dumps, loads, replay, to_record
from engine.replay import report
from engine.rulesets import Ruleset, all_rulesets, get_ruleset

ROOT = Path(__file__).resolve().parents[2]
RULESETS = all_rulesets()
IDS = [rs.id for rs in RULESETS]
MAX_MOVES = 400
#: the (ruleset, dice) whose full distribution has been checked already
_CHECKED_DISTRIBUTIONS: set[tuple[str, tuple[DieKind, ...]]] = set()


def draw_options(data: st.DataObject, rs: Ruleset, n: int) -> dict[str, Any]:
    """Random valid options; integers kept small so games also end."""
    options: dict[str, Any] = {}
    for spec in rs.option_specs:
        if spec.kind is bool:
            options[spec.key] = data.draw(st.booleans())
        elif spec.choices:
            options[spec.key] = data.draw(st.sampled_from(spec.choices))
        elif spec.kind is int:
            default = spec.default_for(n)
            low = spec.minimum if spec.minimum is not None else 1
            high = max(low, min(default, spec.maximum if spec.maximum is not None else default))
            options[spec.key] = data.draw(st.integers(low, high))
    return options


def check_distribution(rs: Ruleset, state: GameState, rng: random.Random) -> None:
    key = (rs.id, tuple(sorted(state.chance_dice(), key=lambda k: k.value)))
    if key in _CHECKED_DISTRIBUTIONS and len(key[1]) > 6:
        return  # large throws (SB's ten dice) are enumerated once
    outcomes = state.chance_outcomes()
    if key not in _CHECKED_DISTRIBUTIONS:
        total = sum((p for _, p in outcomes), Fraction(0))
        assert isinstance(total, Fraction) and total == 1
        assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
        kinds = Counter(state.chance_dice())
        for throw, _ in outcomes:
            assert Counter(d.kind for d in throw.dice) == kinds
        # distinct outcomes: no multiset listed twice
        assert len({tuple(sorted(t.dice)) for t, _ in outcomes}) == len(outcomes)
        _CHECKED_DISTRIBUTIONS.add(key)
        sample = outcomes  # the first time: every outcome
    else:
        sample = outcomes if len(outcomes) <= 30 else rng.sample(outcomes, 30)
    for throw, _ in sample:
        probe = state.clone()
        probe.apply(throw)  # every outcome is accepted


def check_invariants(rs: Ruleset, state: GameState, n: int) -> None:
    cp = state.current_player()
    res = state.results()
    assert len(res.totals) == n
    assert state.is_terminal() == (cp == TERMINAL) == res.finished
    if res.finished:
        assert res.winners and all(0 <= w < n for w in res.winners)
        assert state.legal_actions() == []
    elif cp == CHANCE:
        assert state.legal_actions() == []
        assert len(state.chance_dice()) > 0
        assert 0 <= state.turn_player() < n
    else:
        assert 0 <= cp < n and cp == state.turn_player()
        assert state.legal_actions()
        assert not res.winners
    for ts in state.turn_log:
        assert 0 <= ts.seat < n
    if isinstance(state, ClassicState):
        check_damn_straight(state, n)
    else:
        sums = [0] * n
        for ts in state.turn_log:
            sums[ts.seat] += ts.points
        assert tuple(sums) == res.totals


def check_damn_straight(state: ClassicState, n: int) -> None:
    rounds = state.round_summaries()
    # each round's scores are the sum of that round's turn points
    for r, summary in enumerate(rounds):
        sums = [0] * n
        for ts in state.turn_log:
            if ts.round_index == r:
                sums[ts.seat] += ts.points
        assert tuple(sums) == summary.scores
        assert (summary.winner is None) == (r == len(rounds) - 1 and not state.is_terminal())
    assert state.results().totals == rounds[-1].scores
    assert sum(state.rounds_won) == sum(1 for r in rounds if r.winner is not None)
    if state.is_terminal():
        return
    # six dice accounted for, the yeast exactly once
    if state.is_chance_node() or not state.has_thrown:
        kinds = state.chance_dice()
        assert len(state.rack) + len(state.bank) + len(state.out) + len(kinds) == 6
        yeasts = sum(d.is_yeast for d in state.rack + state.bank + state.out) + kinds.count(DieKind.YEAST)
    else:
        assert len(state.rack) + len(state.bank) + len(state.thrown) + len(state.waiting) + len(state.out) == 6
        yeasts = sum(d.is_yeast for d in state.rack + state.bank + state.thrown + state.waiting + state.out)
        assert not any(d.is_yeast for d in state.waiting)
    assert yeasts == 1
    assert len(state.rack) < 6
    assert [d.face for d in state.rack] == list(range(1, len(state.rack) + 1)) or state.ruleset != "classic"


def choose(legal: list[Any], rng: random.Random, greedy: bool) -> Any:
    """Uniform among the legal actions, or (greedy) mostly one that makes
    progress: racking or keeping dice, then throwing, then risking."""
    if greedy and rng.random() < 0.8:
        for kinds in (("Rack", "Keep"), ("Roll",), ("Risk",)):
            pref = [a for a in legal if type(a).__name__ in kinds]
            if pref:
                return rng.choice(pref)
    return rng.choice(legal)


def random_play(
    rs: Ruleset, n: int, options: dict[str, Any], first: int, seed: int, rng: random.Random, greedy: bool = False
):
    state = rs.new_state(n, options, first)
    dice = HmacDice.from_int(seed)
    history = []
    for _ in range(MAX_MOVES):
        check_invariants(rs, state, n)
        if state.is_terminal():
            break
        if state.is_chance_node():
            if rng.random() < 0.15:
                check_distribution(rs, state, rng)
            action = Throw(draw(dice, state.chance_dice()))
        else:
            legal = state.legal_actions()
            if rng.random() < 0.1:
                for a in legal:
                    assert state.is_legal(a), a
            action = choose(legal, rng, greedy)
        state.apply(action)
        history.append(action)
    return state, history


@pytest.mark.parametrize("rs", RULESETS, ids=IDS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_legal_play_keeps_invariants_and_replays(rs: Ruleset, data: st.DataObject) -> None:
    n = data.draw(st.integers(rs.min_players, min(rs.max_players, rs.min_players + 2)), label="players")
    options = draw_options(data, rs, n)
    first = data.draw(st.integers(0, n - 1), label="first")
    seed = data.draw(st.integers(0, 2**32), label="seed")
    rng = random.Random(data.draw(st.integers(0, 2**32), label="choices"))
    greedy = data.draw(st.booleans(), label="greedy")
    state, history = random_play(rs, n, options, first, seed, rng, greedy)
    # the game is nothing but its actions: replaying them gives the same game
    fresh = rs.new_state(n, options, first)
    for action in history:
        fresh.apply(action)
    assert fresh.results() == state.results()
    assert fresh.turn_log == state.turn_log
    assert fresh.current_player() == state.current_player()
    assert fresh.legal_actions() == state.legal_actions()
    if isinstance(state, ClassicState):
        assert fresh.round_summaries() == state.round_summaries()


@pytest.mark.parametrize("rs", RULESETS, ids=IDS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_match_round_trips_through_its_record(rs: Ruleset, data: st.DataObject) -> None:
    n = data.draw(st.integers(rs.min_players, rs.min_players + 1), label="players")
    names = ["Ann", "Ben", "Cy", "Dee"][:n]
    options = draw_options(data, rs, n)
    rng = random.Random(data.draw(st.integers(0, 2**32), label="choices"))
    dice = HmacDice.from_int(data.draw(st.integers(0, 2**32)))
    if data.draw(st.booleans(), label="rolloff"):
        match = Match(rs, names, options, dice)
        while match.state is None:
            match.rolloff_throw()
    else:
        match = Match(rs, names, options, dice, first_seat=data.draw(st.integers(0, n - 1), label="first"))
    for _ in range(data.draw(st.integers(0, 150), label="moves")):
        state = match.state
        if state.is_terminal():
            break
        if state.is_chance_node():
            match.throw()
            continue
        action = choose(state.legal_actions(), rng, greedy=True)
        if action == ROLL:
            match.throw()
        else:
            match.apply(action)
    record = loads(dumps(to_record(match)))
    rep = replay(record)
    # without a roll-off the record lists the first player first (seat order is a
    # circle), so compare by names
    direct = report(Replay(dataclasses.replace(record, players=match.players), match.ruleset, match.rolloff, match.state))
    replayed = report(rep)
    assert replayed["players"][0] == direct["first_player"] or match.first_seat is None
    assert sorted(replayed.pop("players")) == sorted(direct.pop("players"))
    for out in (replayed, direct):  # a shared first place lists its names in seat order
        if isinstance(out["winner"], list):
            out["winner"] = sorted(out["winner"])
    assert replayed == direct
    assert [(record.players[t.seat], t.points) for t in rep.state.turn_log] == [
        (match.players[t.seat], t.points) for t in match.state.turn_log
    ]


@pytest.mark.parametrize("rs", RULESETS, ids=IDS)
def test_first_throw_distribution_is_exact(rs: Ruleset) -> None:
    state = rs.new_state(rs.min_players)
    while not state.is_chance_node():  # e.g. a decision before the first throw
        state.apply(ROLL if ROLL in state.legal_actions() else state.legal_actions()[0])
    outcomes = state.chance_outcomes()
    assert sum((p for _, p in outcomes), Fraction(0)) == 1
    assert len(outcomes) == len({tuple(sorted(t.dice)) for t, _ in outcomes})
    serial = state.turn_serial
    for throw, _ in outcomes:  # every outcome is accepted
        probe = state.clone()
        probe.apply(throw)
        assert probe.turn_serial >= serial


def test_classic_probability_of_a_first_throw_miss_is_five_sixths_to_the_sixth() -> None:
    state = get_ruleset("classic").new_state(2)
    miss = Fraction(0)
    total = Fraction(0)
    for throw, p in state.chance_outcomes():
        probe = state.clone()
        probe.apply(throw)
        total += p
        if probe.turn_serial == 1 or probe.missed:
            assert not any(d.face == 1 for d in throw.dice)
            miss += p
        else:
            assert any(d.face == 1 for d in throw.dice)
    assert total == 1
    assert miss == Fraction(5, 6) ** 6


def test_classic_probability_of_a_miss_with_a_biscuit_leaves_the_turn_open() -> None:
    state = get_ruleset("classic").new_state(2)
    state.apply(Throw(parse_dice("1 3 3 4 5 6*")))  # Alice: 1 point, her biscuit
    state.apply(Rack(parse_dice("1")))
    state.apply(STOP)
    state.apply(Throw(parse_dice("2 2 3 4 5 6*")))  # Bob misses, no biscuit
    assert state.turn_player() == 0 and state.biscuit == 1
    missed = Fraction(0)
    for throw, p in state.chance_outcomes():
        probe = state.clone()
        probe.apply(throw)
        assert probe.turn_serial == 2  # with a biscuit, a miss does not end the turn
        if probe.missed:
            missed += p
    assert missed == Fraction(5, 6) ** 6


def test_engine_never_imports_pyside6() -> None:
    code = (
        "import sys, pkgutil, importlib, io, contextlib, engine\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
        "    if m.name != 'engine.__main__':\n"
        "        importlib.import_module(m.name)\n"
        "from engine.rulesets import all_rulesets\n"
        "all_rulesets()\n"
        "from engine.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['replay', 'tests/data/spec-examples/classic.json'])\n"
        "    main(['rulesets'])\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'desktop'))\n"
        "assert not bad, bad\n"
        "print('clean')\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "clean"
