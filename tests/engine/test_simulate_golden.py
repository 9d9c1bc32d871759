"""Speed work must not change what the games do: ``simulate`` for fixed seeds
gives exactly the output it gave before (a hash of its JSON per ruleset,
player count and seed, in tests/data/simulate_golden.json).

The ``/0/`` cases are ``bakehouse replay``'s report of one whole bot game
(with the record itself), so the reading and rules of replay are held too.
Every bot choice and every rule decision of a whole game feeds the output, so
a changed legal-move order, bot choice or score shows here.  A deliberate
change of a bot or a rule renews the file with ``--renew`` (see below) and
says why in its commit.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from engine.record import from_json, replay
from engine.replay import report
from engine.simulate import bot_record, simulate

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "simulate_golden.json"
CASES = json.loads(GOLDEN.read_text(encoding="utf-8"))


def digest(ruleset: str, players: int, seed: int) -> str:
    """``simulate``'s output, or with ``players`` 0 the replay report of one whole
    bot game (reading, rules and the report of ``bakehouse replay``)."""
    if players == 0:
        out = json.dumps([bot_record(ruleset, seed), report(replay(from_json(bot_record(ruleset, seed))))],
                         sort_keys=True)
    else:
        out = json.dumps(simulate(ruleset, players, 15, seed).to_json(), sort_keys=True)
    return hashlib.sha256(out.encode()).hexdigest()[:16]


@pytest.mark.parametrize("case", sorted(CASES))
def test_simulate_output_is_unchanged(case: str) -> None:
    ruleset, players, seed = case.split("/")
    assert digest(ruleset, int(players), int(seed)) == CASES[case]


def test_every_ruleset_is_covered() -> None:
    from engine.rulesets import all_rulesets

    assert {c.split("/")[0] for c in CASES} == {rs.id for rs in all_rulesets()}


if __name__ == "__main__":  # python tests/engine/test_simulate_golden.py --renew
    import sys

    if "--renew" in sys.argv:
        cases = {f"{r}/{p}/{s}" for r in {c.split("/")[0] for c in CASES} for p in (0, 2, 3, 5) for s in (0, 1, 2)}
        GOLDEN.write_text(json.dumps({c: digest(c.split("/")[0], int(c.split("/")[1]), int(c.split("/")[2]))
                                      for c in sorted(cases)}, indent=1, sort_keys=True) + "\n", encoding="utf-8")
