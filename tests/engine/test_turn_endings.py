"""Every finished Damn Straight turn says how it ended (for the table's
previous-turn strip, reports and statistics)."""

from __future__ import annotations

from engine.actions import RISK, STOP, VISIT, Bank, Rack, Source, Throw
from engine.dice import parse_dice as P
from engine.games.classic import TurnEnd
from engine.rulesets import get_ruleset


def new(ruleset: str = "classic", **options):
    return get_ruleset(ruleset).new_state(2, options)


def test_classic_endings() -> None:
    s = new()
    s.apply(Throw(P("2 2 3 4 5 6*")))  # no 1, no biscuit: C9
    assert s.turn_log[-1].end is TurnEnd.MISS
    s.apply(Throw(P("1* 2 3 4 5 6")))
    s.apply(Rack(P("1* 2 3 4 5 6")))  # six racked: C9
    assert s.turn_log[-1].end is TurnEnd.FULL_RACK and s.turn_log[-1].points == 32
    s.apply(Throw(P("1 3 3 4 5 6*")))
    s.apply(Rack(P("1")))
    s.apply(STOP)
    assert s.turn_log[-1].end is TurnEnd.STOP and s.turn_log[-1].points == 1
    s.apply(Throw(P("2 3 4 5 6 6*")))  # Tom misses with a biscuit: may stop for 0
    s.apply(STOP)
    assert s.turn_log[-1].end is TurnEnd.STOP_AFTER_MISS and s.turn_log[-1].points == 0
    s.apply(Throw(P("2 3 4 5 6 6*")))  # Maya (biscuit 1) risks and misses again
    s.apply(RISK)
    s.apply(Throw(P("2 3 4 5 6 6*")))
    assert s.turn_log[-1].end is TurnEnd.LOST_BISCUIT and s.turn_log[-1].points == -1


def test_entrepreneurial_endings() -> None:
    s = new("entrepreneurial", rounds_to_win=2)
    s.apply(Throw(P("1 1 2 3 4 5*")))
    s.apply(Rack(P("1")))
    s.apply(Bank(P("1")))
    s.apply(STOP)  # committed (E2): 0
    assert s.turn_log[-1].end is TurnEnd.STOP_UNFINISHED and s.turn_log[-1].points == 0
    s.apply(Throw(P("2 2 2 2 2 2*")))
    s.apply(Rack(P("2 2 2 2 2 2*")))  # promoted 2-bakery: 3 loaves, free turn (E3, E4)
    last = s.turn_log[-1]
    assert last.end is TurnEnd.BAKERY and last.bakery == 3 and last.points == 96
    assert s.seat == 1 and s.turn_player() == 1
    assert s.bakeries[1] == {3}
    # visits come from the next round on (E6)
    assert VISIT not in s.legal_actions()
    assert Rack((P("1")[0],), Source.THROW) not in s.legal_actions()
