"""A demo club for a newcomer to look around in at once (the app's "Try a demo club").

Twelve members and, for each of the five games, a finished club night: a 3-round mixer at
tables of four, every table's match played to its end by the game's bots (``engine.store.botplay``)
with the event's own service (``engine.tournament.event.EventService``: create, add players,
seat, publish, record, as ``bakehouse event ...`` does) and linked to its table as
``bakehouse event result --match`` links a stored match.

Deterministic by ``seed``.  The members are one unit of work and each event another, so a
cancel between two steps (``cancelled()`` says so) leaves only whole steps behind; a refusal
rolls its step back.  Only an empty database gets a demo club.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from ..errors import InvalidInputError
from ..rulesets import all_rulesets
from ..store.botplay import bot_match
from ..store.db import Database
from ..store.uow import UnitOfWork
from ..tournament.event import EventConfig, EventService
from ..tournament.results import TableResult
from ..tournament.tables import TableSizes
from .handlers import match_changed

MEMBERS = ("Ann Smith", "Ben Okafor", "Cyd Laurent", "Dana Kowalski", "Eli Haddad", "Fay Nakamura",
           "Gus Petrov", "Hana Novak", "Ivo Rossi", "Jo Lindqvist", "Kim Alvarez", "Lea Schmidt")
ROUNDS = 3
TABLE = 4


class DemoCancelled(InvalidInputError):
    """The demo club was cancelled between two steps (the steps done are kept whole)."""


@dataclass(frozen=True)
class DemoClub:
    members: tuple[int, ...]
    events: tuple[int, ...]  # one per game, in the games' order
    matches: int


def demo_steps() -> int:
    """How many steps :func:`build_demo_club` reports: the members, then one per game."""
    return 1 + len(all_rulesets())


def is_empty(db: Database) -> bool:
    """Nothing in the database yet: no member, no event, no match."""
    from ..store.catalog import is_empty as nothing_in

    with UnitOfWork(db) as uow:
        return nothing_in(uow.session)


def build_demo_club(db: Database, seed: int = 1, *, progress: Callable[[int, str], None] | None = None,
                    cancelled: Callable[[], bool] | None = None) -> DemoClub:
    """Fill an empty ``db`` with the demo club; ``progress(step, what)`` before each step."""
    if not is_empty(db):
        raise InvalidInputError("the demo club goes into an empty database only: this one holds members, "
                                "events or matches already (File > New club database… makes an empty one)")

    def step(number: int, what: str) -> None:
        if cancelled is not None and cancelled():
            raise DemoCancelled("the demo club was cancelled; the steps done before are kept whole")
        if progress is not None:
            progress(number, what)

    step(0, "members")
    with UnitOfWork(db) as uow:
        ids = tuple(uow.members.add(name).id for name in MEMBERS)
        uow.commit()
    names = dict(zip(ids, MEMBERS, strict=True))
    events: list[int] = []
    played = 0
    today = date.today()
    for k, rs in enumerate(all_rulesets()):
        step(1 + k, rs.name)
        with UnitOfWork(db, match_changed) as uow:  # a match it changes: its table follows (the handler)
            repo = uow.event_states
            service = EventService(repo)
            # a club night a week, the last one today: the Events page lists them by date
            event = service.create(EventConfig(name=f"Demo: {rs.name}", ruleset=rs.id, rounds=ROUNDS,
                                               sizes=TableSizes.exactly(TABLE), seed=seed * 100 + k),
                                   date=(today - timedelta(days=7 * (len(all_rulesets()) - 1 - k))).isoformat())
            for member_id in ids:
                service.add_player(event.id, member_id, names[member_id])
            for number in range(1, ROUNDS + 1):
                service.seat_next(event.id)
                rd = service.publish(event.id)
                for t, seated in enumerate(rd.seating.tables, 1):
                    players = tuple(seated)
                    setup, entries, _ = bot_match(rs.id, tuple(names[p] for p in players),
                                                  seed * 10_000 + k * 100 + number * 10 + t)
                    match_id = uow.matches.create(setup, member_ids=list(players))
                    uow.matches.add_entries(match_id, entries)
                    match = uow.matches.refresh(match_id)
                    assert match.finished and match.state is not None
                    service.record(event.id, number, t, TableResult.from_state(players, match.state))
                    repo.link_match(event.id, number, t, match_id)
                    played += 1
            uow.commit()
        events.append(event.id)
    return DemoClub(ids, tuple(events), played)
