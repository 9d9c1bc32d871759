"""Club databases for the Standings page and the projector view, made with the store's and the
tournament service's own functions (as ``bakehouse event ...`` makes them).

:func:`small_event`: five players at one table of five, two rounds, results entered by hand,
so the standings can be worked out on paper (placement points 4, 3, 2, 1, 0 at a table of five;
shared places share the points of the places they cover):

========  =======================  =======================  =====  ====  =====  ====
player    round 1 (place, score)   round 2 (place, score)   pts    wins  score  opp.
========  =======================  =======================  =====  ====  =====  ====
Ann       1. 120  -> 4             1. 110  -> 4             8      2     230    24
محمد علي  2= 90   -> 2.5           2= 80   -> 2.5           5      0     170    30
Ben <b>   2= 90   -> 2.5           2= 80   -> 2.5           5      0     170    30
Dee       4. 60   -> 1             5. 45   -> 0             1      0     105    38
Eve       5. 40   -> 0             4. 50   -> 1             1      0     90     38
========  =======================  =======================  =====  ====  =====  ====

Opp. (Buchholz) is the sum of the points of every opponent met: Ann 2 x (5+5+1+1) = 24, and so on.
محمد علي and Ben <b> are equal on every tie-breaker: both "2=".  Dee and Eve are equal on points,
wins, opponents' points and head to head (each beat the other once): the game score puts Dee 4th.
After round 1: Ann 4, محمد علي and Ben <b> 2.5 ("2="), Dee 1, Eve 0.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from pathlib import Path

from engine.store import UnitOfWork, open_database
from engine.store.event_repo import StoredEvents
from engine.tournament.event import EventConfig, EventService
from engine.tournament.results import TableResult
from engine.tournament.tables import TableSizes

from .prepared import copy_of

SMALL = ("Ann", "محمد علي", "Ben <b>", "Dee", "Eve")
ROUND1 = {"Ann": (1, 120), "محمد علي": (2, 90), "Ben <b>": (2, 90), "Dee": (4, 60), "Eve": (5, 40)}
ROUND2 = {"Ann": (1, 110), "محمد علي": (2, 80), "Ben <b>": (2, 80), "Dee": (5, 45), "Eve": (4, 50)}


@dataclass(frozen=True)
class SmallEvent:
    path: Path
    event: int
    members: dict[str, int]


def _result(players: tuple[int, ...], names: dict[int, str], by_name: dict[str, tuple[int, int]]) -> TableResult[int]:
    return TableResult(players, tuple(by_name[names[p]][0] for p in players), tuple(by_name[names[p]][1] for p in players))


def small_event(path: Path, rounds_played: int = 2) -> SmallEvent:
    """The event of the table above (round 3 of 3 not seated yet) in a new file at ``path``: built
    once per test process, copied for each test."""
    built = copy_of(f"small-event-{rounds_played}", path, lambda p: _small_event(p, rounds_played))
    return replace(built, path=path)


def _small_event(path: Path, rounds_played: int) -> SmallEvent:
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        members = {n: uow.members.add(n).id for n in SMALL}
        names = {v: k for k, v in members.items()}
        service = EventService(StoredEvents(uow.session))
        event = service.create(EventConfig(name="Tuesday <dice>", ruleset="classic", rounds=3,
                                           sizes=TableSizes.exactly(5), seed=3))
        for name, mid in members.items():
            service.add_player(event.id, mid, name)
        for number, by_name in ((1, ROUND1), (2, ROUND2))[:rounds_played]:
            service.seat_next(event.id)
            rd = service.publish(event.id)
            service.record(event.id, number, 1, _result(rd.seating.tables[0], names, by_name))
        uow.commit()
    return SmallEvent(path, event.id, members)


def record_round(path: Path, event_id: int, number: int, by_name: dict[str, tuple[int, int]]) -> None:
    """Seat and publish round ``number`` of the small event and record its one table (another station)."""
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        events = StoredEvents(uow.session)
        service = EventService(events)
        names = {q: p.name for q, p in events.get(event_id).players.items()}
        service.seat_next(event_id)
        rd = service.publish(event_id)
        service.record(event_id, number, 1, _result(rd.seating.tables[0], names, by_name))
        uow.commit()


def big_event(path: Path, players: int = 200, rounds: int = 3, seed: int = 7) -> int:
    """An event of ``players`` players at tables of four, ``rounds`` rounds seated, published and
    given results (game scores drawn from a seeded generator); returns its id."""
    rng = random.Random(seed)
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        ids = [uow.members.add(f"Player {i:03d}").id for i in range(1, players + 1)]
        service = EventService(StoredEvents(uow.session))
        event = service.create(EventConfig(name=f"Open of {players}", ruleset="classic", rounds=rounds,
                                           sizes=TableSizes(4, 3, 5), seed=seed, time_limit=0.2))
        for i, mid in enumerate(ids, 1):
            service.add_player(event.id, mid, f"Player {i:03d}")
        for number in range(1, rounds + 1):
            service.seat_next(event.id)
            rd = service.publish(event.id)
            for t, table in enumerate(rd.seating.tables, 1):
                service.record(event.id, number, t, TableResult.from_scores(table, [rng.randint(20, 200) for _ in table]))
        uow.commit()
    return event.id


def seated_event(path: Path, players: int) -> int:
    """An event of ``players`` players with round 1 seated and published, no results yet."""
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        ids = [uow.members.add(f"Guest number {i:02d}").id for i in range(1, players + 1)]
        service = EventService(StoredEvents(uow.session))
        event = service.create(EventConfig(name="Big night", ruleset="classic", rounds=3, sizes=TableSizes(4, 3, 5),
                                           seed=1, time_limit=0.2))
        for i, mid in enumerate(ids, 1):
            service.add_player(event.id, mid, f"Guest number {i:02d}")
        service.seat_next(event.id)
        service.publish(event.id)
        uow.commit()
    return event.id
