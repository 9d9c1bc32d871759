"""Seating keeps its promises (issue 31.3): a round robin seats the fewest rounds, the same seed
gives the same seating however quick the machine is, a second bye goes to whoever had the first
one longest ago, one limit of players."""

from collections.abc import Iterator

import pytest

from engine.cli import main
from engine.errors import InvalidInputError
from engine.tournament import search
from engine.tournament.event import EventConfig, EventService, InMemoryEvents
from engine.tournament.seating import Format, meetings, mixer, round_robin, round_robin_bound, seat_round
from engine.tournament.tables import MAX_PLAYERS, TableSizes


# the fewest rounds of a round robin at tables of 3-5 (preferring 4): the counting bound where a
# schedule reaches it, else one more (12 in fours, 13 at 5-4-4: four rounds cannot do it)
@pytest.mark.parametrize(
    ("n", "seed", "fewest"),
    [(8, 0, 3), (8, 1, 3), (9, 0, 3), (9, 2, 3), (10, 0, 4), (10, 1, 4), (12, 0, 5), (13, 1, 5), (13, 2, 5),
     (14, 0, 6), (15, 0, 5), (15, 1, 5), (16, 0, 5), (16, 2, 5)],
)
def test_a_round_robin_seats_the_fewest_rounds(n: int, seed: int, fewest: int) -> None:
    # a generous time limit: a safety stop that does not trigger (the work is counted in moves)
    sched = round_robin(list(range(n)), TableSizes.around(4), seed=seed, time_limit=600)
    assert not sched.cut_short
    assert len(meetings(sched.rounds)) == n * (n - 1) // 2
    assert len(sched.rounds) == fewest >= round_robin_bound(n, TableSizes.around(4))


class _SlowClock:
    """time.monotonic as a slow machine sees it: ``tick`` seconds pass at every look."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick = 0.0, tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[_SlowClock]:
    slow = _SlowClock(0.0)
    monkeypatch.setattr(search.time, "monotonic", slow)
    yield slow


def test_the_same_seed_gives_the_same_seating_on_a_slow_machine(clock: _SlowClock) -> None:
    def seat() -> tuple[tuple[tuple[int, ...], ...], ...]:
        sched = mixer(list(range(22)), 6, TableSizes(4, 3, 5), seed=3, time_limit=1000, steps=30_000)
        assert not sched.cut_short
        return tuple(rd.tables for rd in sched.rounds)

    clock.tick = 1e-6  # a quick machine
    quick = seat()
    clock.tick = 0.05  # a machine fifty thousand times slower: the safety stop still not reached
    assert seat() == quick


def test_a_search_cut_short_by_the_time_limit_says_so(clock: _SlowClock) -> None:
    clock.tick = 0.05
    sched = mixer(list(range(22)), 6, TableSizes(4, 3, 5), seed=3, time_limit=5, designs=False)
    assert sched.cut_short
    assert sorted(q for t in sched.rounds[0].tables for q in t) == list(range(22))


def test_the_seat_command_says_when_the_time_limit_cut_the_search(clock: _SlowClock,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    clock.tick = 0.05
    assert main(["seat", "--players", "22", "--table-size", "4", "--rounds", "6", "--time-limit", "3"]) == 0
    assert "cut the search short" in capsys.readouterr().out


def test_a_second_bye_goes_to_whoever_had_the_first_longest_ago() -> None:
    players = list(range(1, 14))
    sched = mixer(players, 14, TableSizes.exactly(4), seed=0, time_limit=600, steps=5_000)
    byes = [rd.byes for rd in sched.rounds]
    assert sorted(q for b in byes[:13] for q in b) == players  # everyone once first
    assert byes[13] == byes[0]
    # round by round, as an event seats: the same
    history = list(sched.rounds[:13])
    counts = {q: 1 for q in players}
    nxt = seat_round(players, TableSizes.exactly(4), history=history, byes_so_far=counts, seed=5, time_limit=0.1)
    assert nxt.byes == byes[0]


def test_a_round_robin_event_with_too_few_rounds_is_refused_saying_how_many_it_needs() -> None:
    svc = EventService(InMemoryEvents())
    ev = svc.create(EventConfig("Round robin", rounds=3, sizes=TableSizes(4, 3, 5), fmt=Format.ROUND_ROBIN))
    for i in range(1, 14):
        svc.add_player(ev.id, i, f"Player {i}")
    with pytest.raises(InvalidInputError, match="round robin of 13 players at tables of 3 to 5 needs 4 rounds or more"):
        svc.seat_next(ev.id)
    assert not svc.repo.get(ev.id).rounds


def test_the_seat_command_takes_as_many_players_as_the_seating(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seat", "--players", str(MAX_PLAYERS + 1), "--table-size", "4"]) != 0
    assert f"from 1 to {MAX_PLAYERS}," in capsys.readouterr().err


@pytest.mark.parametrize(("n", "size", "rounds", "forced"), [(12, 4, 3, 6), (12, 6, 2, 12), (15, 5, 3, 12), (16, 4, 5, 0)])
def test_the_search_stops_at_the_repeats_no_seating_can_avoid(n: int, size: int, rounds: int, forced: int) -> None:
    # 12 players at 3 tables of 4: every table of a later round takes its 4 players from the 3
    # tables of the first, so two of them sat together there: 3 repeats a round at the least. The
    # search reaches that and stops, instead of spending its whole budget of moves looking for fewer
    # (each evening of the demo club spent 1.5 s of CPU on it).
    tables = [size] * (n // size)
    problem = search.Problem(n=n, sizes=[tables] * rounds, present=[list(range(n))] * rounds)
    assert search.lower_bound(problem) == forced
    for seed in (1, 2, 3):
        out = search.solve(problem, seed, time_limit=600)
        assert out.repeats == forced and not out.cut_short
        assert out.iterations < search.STEPS // 10
