"""The round timer as an event stores it (engine/tournament/timer.py, issue 33): the time left
worked out from a wall clock, the round it belongs to, written in the event's document only once
set, and a damaged one refused when read back."""

from __future__ import annotations

import pytest

from engine.errors import InvalidInputError
from engine.tournament.codec import event_from_dict, event_to_dict
from engine.tournament.event import Event, EventConfig, EventRound
from engine.tournament.seating import Seating
from engine.tournament.timer import RoundTimerState


def test_running_paused_and_run_out() -> None:
    running = RoundTimerState(1, 1500.0, 1500.0, ends_at=10_000.0)
    assert running.remaining(8_500.0) == 1500.0 and running.running(8_500.0)
    assert running.remaining(9_000.0) == 1000.0
    assert running.remaining(10_001.0) == 0.0 and not running.running(10_001.0) and running.started
    paused = RoundTimerState(1, 1500.0, 700.0)
    assert paused.remaining(1e9) == 700.0 and not paused.running(0.0) and paused.started
    assert not RoundTimerState.fresh(1, 1500.0).started


@pytest.mark.parametrize("bad", [
    {"round": -1, "duration": 60.0, "left": 60.0}, {"round": 1, "duration": 0.0, "left": 0.0},
    {"round": 1, "duration": 60.0, "left": 61.0}, {"round": 1, "duration": float("nan"), "left": 1.0},
    {"round": 1, "duration": 60.0, "left": 1.0, "ends_at": "soon"}, {"round": 1, "duration": 60.0},
    {"round": True, "duration": 60.0, "left": 1.0}, "a timer"])
def test_a_damaged_timer_is_refused(bad: object) -> None:
    with pytest.raises(InvalidInputError):
        RoundTimerState.from_dict(bad)


def test_the_document_keeps_the_timer_and_the_round_it_belongs_to() -> None:
    event = Event(7, EventConfig(name="Tuesday"))
    assert "timer" not in event_to_dict(event)  # an event without one is written as ever
    assert event.timed_round() == 0
    event.timer = RoundTimerState(0, 1200.0, 1200.0, ends_at=5_000.0)
    back = event_from_dict(event_to_dict(event))
    assert back.timer == event.timer and back.current_timer() == event.timer
    # the next round published: the timer was the last round's, and nothing shows it now
    back.rounds.append(EventRound(1, Seating(((1, 2),), ()), True))
    assert back.timed_round() == 1 and back.current_timer() is None
    back.timer = RoundTimerState.fresh(1, 1200.0)
    assert back.current_timer() is None  # set but never started: not shown either
