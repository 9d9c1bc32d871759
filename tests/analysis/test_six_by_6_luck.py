"""Six By 6 (issue 24): no decisions (S1), luck only; the turn values against the
engine's own distribution of a turn, and the luck of a record adding up."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.analysis import solver_for
from engine.analysis.review import analyse_record
from engine.games.six_by_6 import SixBy6Options, turn_distribution
from engine.record import read_file, replay
from engine.replay import report

EXAMPLES = str(Path(__file__).resolve().parents[1] / "data" / "spec-examples")  # spec/examples, copied


def test_fresh_turn_is_the_mean_of_the_turn_distribution() -> None:
    # the solver the analysis shares (engine.analysis.solver_for): its tables built once a process
    value = solver_for("six-by-6", SixBy6Options()).fresh_turn()
    dist = turn_distribution()
    assert value.expected == pytest.approx(float(sum(k * p for k, p in dist.items())), abs=1e-9)
    assert value.p_score == pytest.approx(float(sum(p for k, p in dist.items() if k > 0)), abs=1e-9)


def test_luck_of_a_record_adds_up() -> None:
    """Each turn's luck adds up to its points less a fresh turn's value (no decisions, S1)."""
    record = read_file(f"{EXAMPLES}/six-by-6.json")
    analysis = analyse_record(record)
    assert analysis.decisions == []
    fresh = solver_for("six-by-6", SixBy6Options(**record.options)).fresh_turn().expected  # the analysis's own
    turns = report(replay(record))["turns"]
    for i, t in enumerate(turns, 1):
        if t.get("in_progress"):
            continue
        luck = sum(x.luck for x in analysis.throws if x.turn == i)
        assert luck == pytest.approx(t["points"] - fresh, abs=1e-6), i
