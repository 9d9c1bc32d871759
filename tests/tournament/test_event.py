"""Events: a club night from start to finish, changes during it, corrections, a season."""

import random

import pytest

from engine.errors import BakehouseError, IllegalActionError, InvalidInputError
from engine.tournament.event import EventConfig, EventKind, EventService, InMemoryEvents
from engine.tournament.results import TableResult
from engine.tournament.seating import Constraints, Format, Seeding, count_repeats
from engine.tournament.tables import TableSizes


def _play_round(svc: EventService, event_id: int, rng: random.Random) -> None:
    rd = svc.seat_next(event_id)
    svc.publish(event_id)
    for t, tab in enumerate(rd.seating.tables, 1):
        svc.record(event_id, rd.number, t, TableResult.from_scores(tab, [rng.randrange(50) for _ in tab]))


def _night(svc: EventService, players: int, rounds: int = 3, **kw: object) -> int:
    ev = svc.create(EventConfig("Club night", rounds=rounds, time_limit=0.2, **kw))  # type: ignore[arg-type]
    for i in range(1, players + 1):
        svc.add_player(ev.id, i, f"Player {i}")
    return ev.id


def test_a_club_night_seats_plays_and_ranks() -> None:
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 16, rounds=5, sizes=TableSizes.exactly(4))
    rng = random.Random(2)
    for _ in range(5):
        _play_round(svc, eid, rng)
    ev = svc.repo.get(eid)
    assert count_repeats([rd.seating for rd in ev.rounds]) == 0
    rows = svc.standings(eid)
    assert len(rows) == 16 and rows[0].place == 1 and all(r.games == 5 for r in rows)
    assert sum(r.points for r in rows) == 5 * 4 * 6  # 0+1+2+3 at each of 4 tables
    with pytest.raises(IllegalActionError, match="5 rounds"):
        svc.seat_next(eid)


def test_a_correction_changes_later_standings_and_ratings_but_not_seatings() -> None:
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 8, rounds=2, sizes=TableSizes.exactly(4))
    rng = random.Random(5)
    _play_round(svc, eid, rng)
    _play_round(svc, eid, rng)
    before = svc.repo.get(eid)
    st_before = svc.standings(eid)
    book_before = svc.ratings("classic")
    table = before.rounds[0].seating.tables[0]
    last = min(table, key=lambda q: before.rounds[0].results[0].scores[before.rounds[0].results[0].players.index(q)])
    # the player who came last at table 1 of round 1 actually won
    fixed = TableResult.from_scores(table, [100 if q == last else 1 for q in table])
    svc.correct(eid, 1, 1, fixed)
    after = svc.repo.get(eid)
    assert [rd.seating for rd in after.rounds] == [rd.seating for rd in before.rounds]
    assert svc.standings(eid) != st_before
    assert {s.player: s.points for s in svc.standings(eid)}[last] > {s.player: s.points for s in st_before}[last]
    book_after = svc.ratings("classic")
    assert book_after.rating(last, "classic").mu > book_before.rating(last, "classic").mu
    # the ratings are recomputed from the matches: the same number of updates, and the
    # round-2 update of `last` starts from the corrected round-1 rating
    assert len(book_after.history) == len(book_before.history)
    r2 = [h for h in book_after.history if h.player == last and h.order[1] == 2][0]
    assert r2.before.mu > [h for h in book_before.history if h.player == last and h.order[1] == 2][0].before.mu
    assert after.corrections[0].before == before.rounds[0].results[0]
    with pytest.raises(IllegalActionError, match="correct it"):
        svc.record(eid, 1, 1, fixed)


def test_late_arrival_drop_and_substitute() -> None:
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 9, rounds=3, sizes=TableSizes(3, 3, 4))
    rng = random.Random(3)
    _play_round(svc, eid, rng)
    svc.add_player(eid, 10, "Late Larry")
    svc.drop(eid, 1)
    rd2 = svc.seat_next(eid)
    assert 10 in rd2.seating.players and 1 not in rd2.seating.players
    svc.publish(eid)
    svc.substitute(eid, 2, 11, "Sub Sam")
    ev = svc.repo.get(eid)
    assert 11 in ev.rounds[1].seating.players and 2 not in ev.rounds[1].seating.players
    assert 2 not in ev.active(3) and 11 in ev.active(3)
    with pytest.raises(InvalidInputError, match="already in this event"):
        svc.add_player(eid, 12, "late larry")


def test_refusals_change_nothing() -> None:
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 8, rounds=2, sizes=TableSizes.exactly(4))
    svc.seat_next(eid)
    with pytest.raises(IllegalActionError, match="not published"):
        svc.record(eid, 1, 1, TableResult.from_scores([1, 2, 3, 4], [1, 2, 3, 4]))
    svc.publish(eid)
    snapshot = svc.repo.get(eid)
    with pytest.raises(InvalidInputError, match="exactly the players"):
        svc.record(eid, 1, 1, TableResult.from_scores([97, 98, 99, 96], [1, 2, 3, 4]))
    assert svc.repo.get(eid) == snapshot
    with pytest.raises(BakehouseError, match="A1"):
        EventConfig("Too big", sizes=TableSizes(4, 3, 13))
    with pytest.raises(InvalidInputError, match="no event"):
        svc.standings(99)


def test_a_swap_before_publishing_is_kept_with_its_cost() -> None:
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 8, rounds=2, sizes=TableSizes.exactly(4))
    rng = random.Random(1)
    _play_round(svc, eid, rng)
    rd = svc.seat_next(eid)
    a, b = rd.seating.tables[0][0], rd.seating.tables[1][0]
    check = svc.swap(eid, a, b)
    assert check.repeats_after >= check.repeats_before
    published = svc.publish(eid)
    assert published.seating == check.seating
    with pytest.raises(IllegalActionError, match="not yet published"):
        svc.swap(eid, a, b)


def test_fixed_seat_and_kept_apart_in_an_event() -> None:
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 12, rounds=3, sizes=TableSizes.exactly(4))
    svc.set_constraints(eid, Constraints(fixed={5: 0}, apart=frozenset({frozenset((1, 2))})))
    rng = random.Random(4)
    for _ in range(3):
        _play_round(svc, eid, rng)
    for rd in svc.repo.get(eid).rounds:
        assert 5 in rd.seating.tables[0]
        assert not any(1 in t and 2 in t for t in rd.seating.tables)


def test_swiss_and_seeding_by_rating() -> None:
    svc = EventService(InMemoryEvents())
    first = _night(svc, 8, rounds=1, sizes=TableSizes.exactly(4))
    _play_round(svc, first, random.Random(9))
    book = svc.ratings("classic")
    strongest = sorted(range(1, 9), key=lambda q: -book.rating(q, "classic").ordinal)
    second = _night(svc, 8, rounds=3, sizes=TableSizes.exactly(4), seeding=Seeding.STRONGEST_TOGETHER, fmt=Format.SWISS)
    rd = svc.seat_next(second)
    assert set(rd.seating.tables[0]) == set(strongest[:4])
    svc.publish(second)
    for t, tab in enumerate(rd.seating.tables, 1):
        svc.record(second, 1, t, TableResult.from_scores(tab, [1, 2, 3, 4]))
    rd2 = svc.seat_next(second)
    leaders = [s.player for s in svc.standings(second)][:2]
    assert rd2.seating.table_of(leaders[0]) == 0


def test_a_whole_season_counts_the_best_nights() -> None:
    svc = EventService(InMemoryEvents())
    league = svc.create(EventConfig("Winter league", kind=EventKind.LEAGUE, best_nights=2)).id
    rng = random.Random(11)
    for _night_no in range(3):
        eid = _night(svc, 8, rounds=2, sizes=TableSizes.exactly(4), season=league)
        for _ in range(2):
            _play_round(svc, eid, rng)
    table = svc.season_table(league)
    assert len(table) == 8
    assert all(row.nights == 3 for row in table)
    for row in table:
        assert row.total == sum(sorted(row.night_points, reverse=True)[:2])
    assert [r.total for r in table] == sorted((r.total for r in table), reverse=True)
    with pytest.raises(InvalidInputError, match="not a league"):
        svc.create(EventConfig("Stray night", season=2))


def test_a_late_arrival_while_a_round_is_a_draft_is_seated_in_it() -> None:
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 7, rounds=2, sizes=TableSizes(4, 3, 4))
    svc.seat_next(eid)
    svc.add_player(eid, 8, "Just In Time")
    rd = svc.seat_next(eid)
    assert rd.number == 1 and 8 in rd.seating.players


def test_options_per_round() -> None:
    svc = EventService(InMemoryEvents())
    eid = svc.create(EventConfig("Six by six night", ruleset="six-by-6", rounds=2)).id
    svc.set_round_options(eid, 2, {"sets": 2})
    ev = svc.repo.get(eid)
    assert ev.options_for(1) == {} and ev.options_for(2) == {"sets": 2}
    with pytest.raises(InvalidInputError):
        svc.set_round_options(eid, 2, {"no-such-option": 1})
    with pytest.raises(InvalidInputError, match="no round 3"):
        svc.set_round_options(eid, 3, None)


def test_final_stage_after_the_rounds_semis_then_final() -> None:
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 12, rounds=2, sizes=TableSizes.exactly(4))
    rng = random.Random(8)
    for _ in range(2):
        _play_round(svc, eid, rng)
    order = [s.player for s in svc.standings(eid)]
    semis = svc.seat_final(eid, 4, semi_tables=2)
    assert semis.stage == "semi"
    assert sorted(q for t in semis.seating.tables for q in t) == sorted(order[:8])
    svc.publish(eid)
    with pytest.raises(IllegalActionError, match="final stage"):
        svc.seat_next(eid)
    for t, tab in enumerate(semis.seating.tables, 1):
        svc.record(eid, semis.number, t, TableResult.from_scores(tab, [4, 3, 2, 1]))
    final = svc.seat_final(eid, 4)
    assert final.stage == "final"
    finalists = [tab[0] for tab in semis.seating.tables] + [tab[1] for tab in semis.seating.tables]
    assert sorted(final.seating.tables[0]) == sorted(finalists)
    svc.publish(eid)
    tab = final.seating.tables[0]
    svc.record(eid, final.number, 1, TableResult.from_scores(tab, [1, 9, 5, 3]))
    rows = svc.standings(eid)
    assert rows[0].player == tab[1] and rows[0].place == 1  # the final decides the top places
    assert [r.place for r in rows[:4]] == [1, 2, 3, 4] and rows[4].place == 5
    with pytest.raises(IllegalActionError, match="already"):
        svc.seat_final(eid, 4)


def test_a_progressive_event_with_byes_moves_winners_up() -> None:
    # 10 players at tables of exactly 4: two tables and two byes every round
    svc = EventService(InMemoryEvents())
    eid = _night(svc, 10, rounds=4, sizes=TableSizes.exactly(4), fmt=Format.PROGRESSIVE)
    prev = svc.seat_next(eid)
    assert len(prev.seating.tables) == 2 and len(prev.seating.byes) == 2
    for _ in range(3):
        svc.publish(eid)
        for t, tab in enumerate(prev.seating.tables, 1):
            # the first seat of each table wins, the last loses
            svc.record(eid, prev.number, t, TableResult.from_scores(tab, [40 - i for i in range(len(tab))]))
        nxt = svc.seat_next(eid)
        head, bottom = prev.seating.tables
        assert bottom[0] in nxt.seating.tables[0]  # the bottom table's winner moved up
        assert head[-1] not in nxt.seating.tables[0]  # the head table's last moved down (or sat out)
        # the head table's others stay there, unless the byes come to them (fewest byes first)
        assert all(q in nxt.seating.tables[0] or q in nxt.seating.byes for q in head[:-1])
        # those who sat out are back, two others sit out, nobody twice while another has not
        assert set(prev.seating.byes) <= set(nxt.seating.players)
        assert len(nxt.seating.byes) == 2 and sorted([*nxt.seating.players, *nxt.seating.byes]) == list(range(1, 11))
        prev = nxt
    ev = svc.repo.get(eid)
    counts = [sum(q in rd.seating.byes for rd in ev.rounds) for q in range(1, 11)]
    assert max(counts) - min(counts) <= 1


def test_a_round_robin_event_meets_every_pair_in_its_rounds() -> None:
    svc = EventService(InMemoryEvents())
    ev = svc.create(EventConfig("Round robin", rounds=5, sizes=TableSizes.exactly(4), fmt=Format.ROUND_ROBIN,
                                time_limit=2))
    eid = ev.id
    for i in range(1, 13):
        svc.add_player(eid, i, f"Player {i}")
    rng = random.Random(4)
    for _ in range(5):
        _play_round(svc, eid, rng)
    ev = svc.repo.get(eid)
    met = {frozenset((a, b)) for rd in ev.rounds for t in rd.seating.tables for a in t for b in t if a != b}
    assert len(met) == 66  # 12 players: every pair, in 5 rounds (4 cannot do it)
