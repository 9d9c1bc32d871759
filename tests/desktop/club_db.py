"""A club database for the Reports view's tests, built with the store's own API:
members (names with markup and scripts), an event made by the tournament service
(round 1 played by bots at its tables, round 2 seated), other matches of every
game (the last one still in play) and a member's rating history (a second club night's
results, rated by the store as they are recorded)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.event_repo import StoredEvents
from engine.tournament.event import EventConfig, EventService
from engine.tournament.results import TableResult
from engine.tournament.tables import TableSizes

from .prepared import copy_of

NAMES = ("Zoë", "A<b> & Co", "王小明", "محمد علي", "Bob", "Cat", "Dan", "Eve")
EVENT_NAME = "Winter <Open> & Co"
OTHER = [("entrepreneurial", (0, 4)), ("six-by-6", (1, 5, 6)), ("dire-straights", (2, 3)), ("sb", (4, 7)),
         ("classic", (0, 1, 5)), ("classic", (6, 7))]


@dataclass(frozen=True)
class Club:
    path: Path
    members: dict[str, int]  # name -> member id
    event: int
    round1: list[list[str]]  # round 1's tables, names in seat order
    round2: list[list[str]]
    event_matches: list[int]
    matches: list[int]  # every match id
    rated: int  # the member with a rating history


def build_club(path: Path) -> Club:
    """The club at ``path`` (a new file): built once per test process, copied for each test."""
    return replace(copy_of("club", path, _build_club), path=path)


def _build_club(path: Path) -> Club:
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        members = {n: uow.members.add(n).id for n in NAMES}
        names = {v: k for k, v in members.items()}
        events = StoredEvents(uow.session)
        service = EventService(events)
        # a rating history: the store rates each result as it is recorded (an earlier club night
        # of three rounds, results only, then round 1 of the event below)
        night = service.create(EventConfig(name="Rating night", ruleset="classic", rounds=3,
                                           sizes=TableSizes.exactly(4), seed=1))
        for name in ("Zoë", "Bob", "Cat", "Dan"):
            service.add_player(night.id, members[name], name)
        for number in (1, 2, 3):
            service.seat_next(night.id)
            rd = service.publish(night.id)
            for t, players in enumerate(rd.seating.tables, 1):
                scores = [(7 * number + 3 * k) % 10 for k in range(len(players))]
                service.record(night.id, number, t, TableResult.from_scores(players, scores))
        event = service.create(EventConfig(name=EVENT_NAME, ruleset="classic", rounds=3,
                                           sizes=TableSizes.exactly(4), seed=5))
        for mid in members.values():
            service.add_player(event.id, mid, names[mid])
        tables = []
        event_matches = []
        for number in (1, 2):
            service.seat_next(event.id)
            rd = service.publish(event.id)
            seated = [list(t) for t in rd.seating.tables]
            tables.append([[names[p] for p in t] for t in seated])
            if number == 1:
                for t, players in enumerate(seated, 1):
                    setup, entries, _ = bot_match("classic", tuple(names[p] for p in players), 70 + t)
                    match_id = uow.matches.create(setup, member_ids=players)
                    uow.matches.add_entries(match_id, entries)
                    played = uow.matches.refresh(match_id)
                    assert played.state is not None and played.finished
                    service.record(event.id, 1, t, TableResult.from_state(tuple(players), played.state))
                    events.link_match(event.id, 1, t, match_id)
                    event_matches.append(match_id)
        rated = members["Zoë"]
        others = []
        for k, (ruleset, seats) in enumerate(OTHER):
            players = tuple(NAMES[s] for s in seats)
            setup, entries, _ = bot_match(ruleset, players, 300 + k)
            match_id = uow.matches.create(setup, member_ids=[members[p] for p in players])
            uow.matches.add_entries(match_id, entries[:30] if k == len(OTHER) - 1 else entries)
            uow.matches.refresh(match_id)
            others.append(match_id)
        uow.commit()
    return Club(path, members, event.id, tables[0], tables[1], event_matches, event_matches + others, rated)


def prepare_analysis(club: Club) -> Club:
    """The skill and luck of every finished match of ``club`` stored before a test looks (the
    projection of revision 0012, issue 29: analysed once here), so that a view's statistics only
    read them: no test waits on the decision analysis or its tables being built (issue 31)."""
    from engine.services.analysis import stored_skill

    with open_database(str(club.path), create=False) as db:
        figures = stored_skill(db)
    assert figures.analysed, figures
    return club


def analysed_club(path: Path) -> Club:
    """:func:`build_club`'s club at ``path`` (a new file) with :func:`prepare_analysis` done: analysed
    once per test process (the views' tests of the statistics each ask for it), copied for each caller."""
    return replace(copy_of("analysed-club", path, lambda p: prepare_analysis(build_club(p))), path=path)
