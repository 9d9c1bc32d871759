"""Exact Damn Straight turn values (issue 24): the compact model of
engine/analysis/damn_straight.py against the engine move by move, against states
worked out by hand, and against Monte Carlo of the same policy through the engine.  The tables of
strict risking are the prepared ones (tests/analysis/prepared_tables.py); those of permissive
risking are built here, and test_the_cache_is_written_and_read builds one."""

from __future__ import annotations

import math
import random
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.actions import RISK, ROLL, STOP, Action, Bank, Out, Rack, Source, Throw
from engine.analysis import new_solver, solver_for
from engine.analysis.damn_straight import (
    CACHE_ENV,
    DamnStraightSolver,
    DamnStraightTurn,
    decision_key,
    key_of,
    throws,
)
from engine.analysis.review import analyse_record
from engine.cli import main
from engine.dice import HmacDice, parse_dice
from engine.game import CHANCE
from engine.games.classic import ClassicState, DamnStraightOptions
from engine.games.entrepreneurial import EntrepreneurialState
from engine.record import loads, replay
from engine.replay import report
from engine.rulesets import get_ruleset
from engine.simulate import bot_record
from tests.analysis.prepared_tables import install

STRICT = DamnStraightOptions()
PERMISSIVE = DamnStraightOptions(biscuit_risking="permissive")


@pytest.fixture(autouse=True, scope="module")
def _cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Tables cached in a folder of this module, not the user's cache: the prepared tables of
    strict risking (tests/analysis/prepared_tables.py, held to what the solver builds by
    test_prepared_tables.py) put there, the others built here (permissive risking, biscuit 10);
    test_the_cache_is_written_and_read builds its own in a folder of its own (issue 31)."""
    folder = tmp_path_factory.mktemp("analysis-cache")
    install(folder)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_ENV, str(folder))
        yield folder


def turn(cls: type[ClassicState], options: DamnStraightOptions, biscuit: int | None, *moves: str) -> ClassicState:
    """Seat 0's first turn with ``biscuit`` (C10): ``"t ..."`` a throw, ``"r ..."`` a rack from the
    throw, ``"rb ..."`` from the bank, ``"b ..."`` a bank, ``"roll"``, ``"risk"``."""
    s = cls(2, options)
    s.rounds[-1].biscuits[0] = biscuit
    for m in moves:
        verb, _, dice = m.partition(" ")
        action: Action
        if verb == "roll":
            action = ROLL
        elif verb == "risk":
            action = RISK
        elif verb == "t":
            action = Throw(parse_dice(dice))
        elif verb == "b":
            action = Bank(parse_dice(dice))
        else:
            action = Rack(parse_dice(dice), Source.BANK if verb == "rb" else Source.THROW)
        s.apply(action)
    return s


# -- the model against the engine --------------------------------------------------------
def _engine_moves(s: ClassicState) -> dict[Action, Any]:
    out: dict[Action, Any] = {}
    for a in s.legal_actions():
        if isinstance(a, Out):
            continue
        c = s.clone()
        before = len(c.turn_log)
        c.apply(a)
        out[a] = c.turn_log[-1].points if len(c.turn_log) > before else key_of(c)
    return out


def _engine_throws(s: ClassicState) -> dict[Any, float]:
    out: dict[Any, float] = defaultdict(float)
    for throw, p in s.chance_outcomes():
        c = s.clone()
        before = len(c.turn_log)
        c.apply(throw)
        out[c.turn_log[-1].points if len(c.turn_log) > before else key_of(c)] += float(p)
    return out


@pytest.mark.parametrize("ruleset", ["classic", "entrepreneurial"])
@pytest.mark.parametrize("risking", ["strict", "permissive"])
def test_the_model_plays_the_engines_moves_and_throws(ruleset: str, risking: str) -> None:
    """At 1,500 engine states of turns played at random (every distinct throw equally likely,
    so that bakeries and the yeast swap come often; biscuits none, 1 and 48 by turn), the
    model's moves are the engine's legal actions (but C14's outs), each leading to the same
    key or the same points, and its throws have the engine's outcomes and probabilities."""
    rs = get_ruleset(ruleset)
    options = rs.make_options({"biscuit_risking": risking}, 2)
    rng = random.Random(f"{ruleset}-{risking}")
    tables: dict[int | None, DamnStraightTurn] = {}
    s: ClassicState = rs.new_state(2, options)  # type: ignore[assignment]
    checked = kinds = 0
    seen: set[str] = set()
    while checked < 1500:
        cp = s.current_player()
        if cp < 0 and cp != CHANCE:
            s = rs.new_state(2, options)  # type: ignore[assignment]
            continue
        if cp == CHANCE and not s.has_thrown and not s.rack:
            s.rounds[-1].biscuits[s.seat] = rng.choice([None, 1, 48])
        b = s.biscuit
        t = tables.setdefault(b, DamnStraightTurn(ruleset == "entrepreneurial", risking == "permissive", b))
        if cp == CHANCE:
            key = key_of(s)
            assert len(key) == 7
            model: dict[Any, float] = defaultdict(float)
            for hand, hy, w in throws(key[4], key[5]):
                model[t.after_throw(key, hand, hy)] += w
            engine = _engine_throws(s)
            assert model.keys() == engine.keys(), key
            assert all(abs(model[k] - engine[k]) < 1e-12 for k in model), key
            s.apply(rng.choice([th for th, _ in s.chance_outcomes()]))
        elif not s.has_thrown:  # E6: visit or throw
            s.apply(rng.choice(s.legal_actions()))
            continue
        else:
            key = key_of(s)
            assert len(key) == 11
            moves = dict(t.moves(key))  # type: ignore[arg-type]
            assert moves == _engine_moves(s), key
            seen.update(type(a).__name__ for a in moves)
            s.apply(rng.choice([a for a in s.legal_actions() if not isinstance(a, Out)]))
        checked += 1
        kinds = len(seen)
    assert {"Rack", "Bank", "Risk", "Stop", "Roll"} <= seen, seen
    assert kinds >= 5


# -- states worked out by hand -------------------------------------------------------------------
def test_one_die_for_the_damn_straight_by_hand() -> None:
    """Rack 1-5 all plain, the yeast alone to throw, no biscuit: stop 16 (C1); throw: a 6 (1/6)
    racks the yeasty 6, a full rack of 32 x 6 = 192 (C1, C9), else a miss for 0 (C9): 32."""
    s = turn(ClassicState, STRICT, None, "t 1 2 3 4 5 2*", "r 1", "r 2", "r 3", "r 4", "r 5")
    solver = DamnStraightSolver("classic", STRICT)
    values = dict(solver.action_values(s))
    assert values[STOP].expected == 16
    assert values[ROLL].expected == pytest.approx(32, abs=1e-12)
    assert values[ROLL].p_score == pytest.approx(1 / 6, abs=1e-12)
    assert solver.best(s)[0] == ROLL


def test_a_risk_by_hand() -> None:
    """Rack 1-5 plain with the yeast racked at 3 (48 points, C1), one plain die to throw, biscuit 16
    (a biscuit the prepared tables hold: issue 31): throw: a 6 (1/6) makes 96; a miss may stop for
    0 or risk 16 on one more throw (6: 96, else -16: 96/6 - 80/6 > 0, so risk).  So throwing is
    worth 96/6 + 5/6 (96/6 - 80/6) < 48: stop."""
    s = turn(ClassicState, STRICT, 16, "t 1 2 3* 4 5 5", "r 1", "r 2", "r 3*", "r 4", "r 5")
    values = dict(DamnStraightSolver("classic", STRICT).action_values(s))
    assert values[STOP].expected == 48
    assert values[ROLL].expected == pytest.approx(96 / 6 + 5 / 6 * (96 / 6 - 80 / 6), abs=1e-12)
    assert values[ROLL].p_score == pytest.approx(1 / 6 + 5 / 6 * 1 / 6, abs=1e-12)


def test_a_bakery_by_hand() -> None:
    """Entrepreneurial: five 2s racked (E1), the yeast to throw: a 2 (1/6) is the last die racked,
    the yeast, so the bakery is promoted: 3 loaves, 96 (E3); anything else is a miss; and a stop
    while committed scores 0 (E2).  Throwing: 16."""
    s = turn(EntrepreneurialState, STRICT, None, "t 2 2 2 2 2 6*", "r 2 2", "r 2", "r 2", "r 2")
    values = dict(DamnStraightSolver("entrepreneurial", STRICT).action_values(s))
    assert values[STOP].expected == 0
    assert values[ROLL].expected == pytest.approx(96 / 6, abs=1e-12)


def test_the_fresh_turn_against_the_engine_played_out() -> None:
    """A fresh turn's value is the mean over every first throw of the best play after it."""
    solver = DamnStraightSolver("classic", STRICT)
    s = ClassicState(2, STRICT)
    total = 0.0
    for throw, p in s.chance_outcomes():
        c = s.clone()
        c.apply(throw)
        total += float(p) * (c.turn_log[-1].points if c.turn_log else solver.value(c).expected)
    assert total == pytest.approx(solver.fresh_turn().expected, abs=1e-9)


# -- Monte Carlo of the same policy through the engine ------------------------------------------
@pytest.mark.parametrize("ruleset,options,biscuit", [
    ("classic", STRICT, None), ("classic", STRICT, 1), ("entrepreneurial", STRICT, None),
    ("entrepreneurial", PERMISSIVE, 32),
])
def test_values_agree_with_monte_carlo(ruleset: str, options: DamnStraightOptions, biscuit: int | None) -> None:
    solver = solver_for(ruleset, options)
    assert isinstance(solver, DamnStraightSolver)
    value = solver.fresh_turn(biscuit=biscuit)
    cls: type[ClassicState] = EntrepreneurialState if ruleset == "entrepreneurial" else ClassicState
    dice = HmacDice.from_int(24)
    points = []
    # the solver's move at a decision is a function of the decision's key (and the biscuit, the
    # same all along): asked once a key, not at each of the 12,000-29,000 decisions met (issue 31)
    policy: dict[Any, Action] = {}
    for _ in range(2500):
        s = cls(2, options)
        s.rounds[-1].biscuits[0] = biscuit
        while not s.turn_log:
            if s.is_chance_node():
                s.apply_throw(dice.draw(s.chance_dice()))
            else:
                key = decision_key(s)
                if key not in policy:
                    policy[key] = solver.best(s)[0]
                s.apply(policy[key])
        points.append(s.turn_log[0].points)
    n = len(points)
    mean = sum(points) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in points) / (n - 1))
    print(f"{ruleset} biscuit {biscuit}: DP {value.expected:.4f}, Monte Carlo {mean:.4f} +- {sd / math.sqrt(n):.4f}")
    assert abs(mean - value.expected) < 3 * sd / math.sqrt(n)
    scored = sum(1 for x in points if x > 0) / n
    assert abs(scored - value.p_score) < 3 * math.sqrt(value.p_score * (1 - value.p_score) / n)


def test_a_biscuit_is_worth_risking_and_permissive_is_worth_more() -> None:
    """Sanity: a small biscuit gives a second chance after a miss (C8), so it adds value; the
    permissive option only adds choices; a bigger biscuit is risked less, so it adds less."""
    strict = solver_for("classic", STRICT)
    permissive = solver_for("classic", PERMISSIVE)
    assert isinstance(strict, DamnStraightSolver) and isinstance(permissive, DamnStraightSolver)
    none, one, big = (strict.fresh_turn(biscuit=b).expected for b in (None, 1, 192))
    assert none <= big < one  # 192: never worth risking, so worth nothing
    assert permissive.fresh_turn(biscuit=1).expected > one
    assert permissive.fresh_turn().expected == pytest.approx(none, abs=1e-12)  # no biscuit: no risk


# -- the commands -----------------------------------------------------------------------------------
def test_analyse_best(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert main(["analyse", "best", "--ruleset", "classic"]) == 0
    value = json.loads(capsys.readouterr().out)
    assert value["expected_points"] == pytest.approx(31.8139571, abs=1e-6)
    assert main(["analyse", "best", "--ruleset", "classic", "--biscuit", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["expected_points"] == pytest.approx(53.8166771, abs=1e-6)
    assert main(["analyse", "best", "--ruleset", "entrepreneurial"]) == 0
    assert json.loads(capsys.readouterr().out)["expected_points"] == pytest.approx(33.0070045, abs=1e-6)


def test_the_cache_is_written_and_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))  # empty: the table is built and written
    solver = DamnStraightSolver("classic", STRICT)
    v = solver.fresh_turn()
    assert solver.table(None).origin.startswith("built")
    assert (tmp_path / solver.table(None).file_name()).is_file()
    again = DamnStraightSolver("classic", STRICT)
    assert again.table(None).origin == "cached"
    assert again.fresh_turn() == v
    (tmp_path / solver.table(None).file_name()).write_text("[[1, 2")  # damaged: built again
    third = DamnStraightSolver("classic", STRICT)
    assert third.table(None).origin.startswith("built")
    assert third.fresh_turn() == v


@pytest.mark.parametrize("ruleset", ["classic", "entrepreneurial"])
def test_analyse_a_bot_game(ruleset: str) -> None:
    """A bot game's first turns analysed (a few biscuits, a few tables): each turn starts at its
    value (the biscuit's), throws move it by their luck, decisions lose their loss, and it ends at
    the turn's points as replay writes them."""
    import json

    doc = bot_record(ruleset, 4)
    doc["turns"] = doc["turns"][:10]  # a game in progress: no dice seed (match-record.md)
    del doc["dice"]
    record = loads(json.dumps(doc).encode(), "game.json")
    analysis = analyse_record(record)
    assert analysis.decisions and analysis.throws
    assert all(d.loss >= 0 for d in analysis.decisions)
    turns = report(replay(record))["turns"]
    starts: dict[int, float] = {}
    for e in analysis.events:
        starts.setdefault(e.turn, e.before if hasattr(e, "before") else e.best_value)
    for i, t in enumerate(turns, 1):
        if i not in starts or t.get("in_progress"):
            continue
        luck = sum(x.luck for x in analysis.throws if x.turn == i)
        loss = sum(d.loss for d in analysis.decisions if d.turn == i)
        assert luck - loss == pytest.approx(t["points"] - starts[i], abs=1e-6), i


def test_new_solver_picks_the_compact_model() -> None:
    assert isinstance(new_solver("classic", STRICT), DamnStraightSolver)
    assert isinstance(new_solver("entrepreneurial", STRICT), DamnStraightSolver)


def test_dice_out_of_the_box_are_luck_not_a_decision() -> None:
    """C14: the spec's Classic example with box rules and Tom's 6 out of the box after his throw of
    1 2 3 4 5* 6: no decision for the out, and its luck is the 1-6 it took away (160 -> 80)."""
    import json

    doc = json.loads((Path(__file__).resolve().parents[1] / "data" / "spec-examples" / "classic.json").read_text())
    doc["options"]["box_rules"] = True
    doc["turns"][3]["events"].insert(1, {"out": "6"})
    analysis = analyse_record(loads(json.dumps(doc).encode(), "box.json"))
    assert not any("out" in d.taken for d in analysis.decisions)
    (out,) = [t for t in analysis.throws if "out of the box" in t.dice]
    assert (out.before, out.after, out.luck) == (160, 80, -80)
    tom = [d for d in analysis.decisions if d.turn == 4]
    assert [d.loss for d in tom] == [0]  # his rack and stop after that throw: one choice (#30), the best


def test_a_visit_by_hand() -> None:
    """E6: the owner of a 4-bakery won in round 1, at the start of round 2 before throwing, may
    visit it for 128 points or throw for a fresh turn's 33.007: visiting is best."""
    from engine.actions import VISIT
    from engine.games.classic import _Round

    s = EntrepreneurialState(2, STRICT)
    s.bakeries[0].add(4)
    s.bakery_rounds[0][4] = 0
    s.rounds.append(_Round(2, 0))  # a new round, seat 0 first (the state's own round keeping)
    s._begin_turn(0)
    assert s.legal_actions() == [VISIT, ROLL]
    solver = DamnStraightSolver("entrepreneurial", STRICT)
    values = dict(solver.action_values(s))
    assert values[VISIT].expected == 128
    assert values[ROLL].expected == pytest.approx(solver.fresh_turn().expected, abs=1e-12)
    assert solver.best(s)[0] == VISIT and solver.value(s).expected == 128


def test_the_tests_cache_the_tables_in_a_folder_of_their_own() -> None:
    from engine.analysis.damn_straight import CACHE_ENV

    assert CACHE_ENV == "BAKEHOUSE_ANALYSIS_CACHE"  # tests/conftest.py names it
