"""Every finished Damn Straight turn says how it ended (for the table's
previous-turn strip, reports and statistics)."""

from __future__ import annotations

from engine.actions import RISK, ROLL, STOP, VISIT, Bank, Keep, Rack, Source, Throw
from engine.dice import parse_dice as P
from engine.game import TurnEnd
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


def test_damn_straight_turns_keep_their_rack_and_last_throw() -> None:
    s = new()
    s.apply(Throw(P("2 2 3 4 5 6*")))  # a miss (C9)
    assert s.turn_log[-1].rack == () and s.turn_log[-1].last_throw == P("2 2 3 4 5 6*")
    s.apply(Throw(P("1 2 3 5 5 6*")))
    s.apply(Rack(P("1 2 3")))
    s.apply(STOP)
    last = s.turn_log[-1]
    assert last.rack == P("1 2 3") and last.last_throw == P("1 2 3 5 5 6*")
    assert s.ending_ruling() == "C7"
    s.apply(Throw(P("2 2 3 4 5 6*")))  # Maya misses again
    s.apply(Throw(P("1 2 3 4 4 6*")))
    s.apply(Rack(P("1 2")))
    s.apply(ROLL)
    s.apply(Throw(P("4 4 5 6*")))  # Tom misses with a biscuit: the turn stays open
    s.apply(RISK)
    s.apply(Throw(P("4 4 5 6*")))  # ... and loses it (C8)
    last = s.turn_log[-1]
    assert last.end is TurnEnd.LOST_BISCUIT and last.rack == P("1 2") and last.last_throw == P("4 4 5 6*")
    assert s.ending_ruling() == "C9"


def test_six_by_6_endings() -> None:
    s = new("six-by-6")
    for faces in ("6 6 6 6 6 6",):  # a sextet posts all six: a rack (S2, S3)
        s.apply(Throw(P(faces)))
    assert s.turn_log[-1].end is TurnEnd.RACK_COMPLETE and s.turn_log[-1].post == 6
    for faces in ("1 1 2 3 4 6", "1 2 3 4 6", "1 2 3 4", "1 2 3 4"):  # out of carry (S3)
        s.apply(Throw(P(faces)))
    last = s.turn_log[-1]
    assert last.end is TurnEnd.CARRY_SPENT and (last.post, last.leave, last.points) == (2, 10, 22)
    assert s.ending_ruling() == "S3"


def test_dire_straights_endings() -> None:
    s = new("dire-straights", four_twos=True)
    s.apply(Throw(P("1 2 3 4 6 6")))
    s.apply(STOP)
    last = s.turn_log[-1]
    assert (last.end, last.run, last.completed, last.last_throw) == (TurnEnd.STOP, 4, 0, P("1 2 3 4 6 6"))
    assert s.ending_ruling() == "D4"
    s.apply(Throw(P("1 2 3 4 5 6")))  # Tom completes 1-6, then busts: the run and the 1-6 are lost (D5)
    s.apply(Throw(P("1 2 4 4 5 5")))
    s.apply(Throw(P("4 4 5 6")))
    last = s.turn_log[-1]
    assert (last.end, last.points, last.run, last.completed) == (TurnEnd.BUST, 0, 2, 1)
    assert last.last_throw == P("4 4 5 6") and s.ending_ruling() == "D5"
    s.apply(Throw(P("2 2 2 2 5 6")))  # Maya: four 2s (D6)
    assert s.turn_log[-1].end is TurnEnd.FOUR_TWOS and s.turn_log[-1].points == -20
    assert s.ending_ruling() == "D6"


def test_sb_endings() -> None:
    s = new("sb")
    s.apply(Throw(P("2 2 3 3 3 5 6 6 K1 K6")))
    s.apply(Keep(P("3 3 3")))
    s.apply(Throw(P("1 2 3 4 5 K1 K6")))
    s.apply(Keep(P("K1 K6")))
    s.apply(STOP)
    last = s.turn_log[-1]
    assert last.end is TurnEnd.STOP and last.aside == P("3 3 3 K1 K6") and last.points == 6
    assert s.ending_ruling() == "K4"
    s.apply(Throw(P("1 2 3 4 5 6 6 6 K1 K6")))
    s.apply(Keep(P("K1 K6")))
    s.apply(Throw(P("1 2 3 4 5 6 1 2")))
    s.apply(Keep(P("1 1")))
    s.apply(Throw(P("2 3 4 5 6 6")))
    s.apply(Keep(P("6 6")))
    s.apply(Throw(P("1 2 3 4")))  # K3: nothing can be set aside
    last = s.turn_log[-1]
    assert last.end is TurnEnd.BUST and last.aside == () and last.last_throw == P("1 2 3 4")
    assert s.ending_ruling() == "K3" and s.last_turn_end == "bust"
