"""An event's standings and its round's seating as people read them (``bakehouse event
standings ID [--after-round R]``, the app's Standings page and its projector view).

The places and tie-breakers are the tournament's own and the ratings the stored projection's
(:meth:`engine.store.event_repo.StoredEventService.standings`: as they were after the round
asked for, never recomputed from the club's history); this module only puts the event's names beside them, says
who has left and how many rounds count, so the command line and the app show one thing.

Each ``*_of`` function reads through an open store session (the caller's unit of work); the
``read_*`` functions open their own, read and close it (nothing is written).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..store.errors import StoreError
from ..tournament.event import Event, EventKind
from ..tournament.standings import Standing, points_json
from ..words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the store's SQLAlchemy side is imported by the functions that read through it:
    # the club home's first look (engine/services/club.py ``first_summary``) builds standing lines
    # without loading it (issue 31)
    from ..store.db import Database
    from ..store.event_repo import StoredEvents
    from ..store.uow import UnitOfWork


@dataclass(frozen=True, slots=True)
class StandingLine:
    """One player's line: ``place`` is shared with others when ``shared`` ("2=")."""

    place: int
    shared: bool
    member: int
    name: str
    #: exact (issue 29): printed by ``points_text``, written by ``points_json``
    points: Fraction
    wins: int
    games: int
    score: int
    #: the sum of the points of every opponent met (Buchholz)
    opponents: Fraction
    #: the player's rating (ordinal) in the event's game, rounded to 3 places; None without one
    rating: float | None
    #: the player has left the event
    dropped: bool

    @property
    def place_text(self) -> str:
        """1, 2=, 2=, 4: a shared place carries "=" (standard competition ranking), as the
        printed standings (reports/standings.py) show it."""
        return place_text(self.place, self.shared)


@dataclass(frozen=True, slots=True)
class EventStandings:
    event: int
    name: str
    ruleset: str
    #: the rounds with at least one result counted (all, or up to ``after_round``)
    rounds_with_results: int
    #: the round asked for (None: all of them)
    after_round: int | None
    #: the rounds seated so far (numbers 1..rounds_seated)
    rounds_seated: int
    #: the event's tie-breakers in order (``TieBreak`` values: "points", "wins", ...)
    tiebreaks: tuple[str, ...]
    lines: tuple[StandingLine, ...]
    #: each seated round's stage, in order: "round", or "semi" / "final" for the final stage
    stages: tuple[str, ...] = ()
    #: the event's own placement points (``--placement-points``): (table size, the points by place)
    #: for each size its tables seat; empty: the default, one for every player finished ahead of
    placement: tuple[tuple[int, tuple[Fraction, ...]], ...] = ()

    def stage_of(self, number: int) -> str:
        """Round ``number``'s stage: "round", "semi" or "final" (a final is no round over the plan)."""
        return self.stages[number - 1] if 0 < number <= len(self.stages) else "round"

    @property
    def stage_after(self) -> str:
        """The stage of the round these standings stand after: "final" once the final counts."""
        return self.stage_of(self.after_round if self.after_round is not None else self.rounds_with_results)

    def as_json(self) -> dict[str, Any]:
        """The ``--json`` form of ``bakehouse event standings``."""
        return {
            "event": self.event,
            "name": self.name,
            "ruleset": self.ruleset,
            "rounds_with_results": self.rounds_with_results,
            "tiebreaks": list(self.tiebreaks),
            "standings": [
                {"place": r.place, "shared": r.shared, "member": r.member, "name": r.name,
                 "points": points_json(r.points), "wins": r.wins, "games": r.games, "score": r.score,
                 "opponents": points_json(r.opponents), "rating": r.rating,
                 "dropped": r.dropped}
                for r in self.lines
            ],
        }


@dataclass(frozen=True, slots=True)
class RoundSeating:
    """A round's tables with the players' names in seat order (table 1 first) and who sits out."""

    event: int
    name: str
    round: int
    published: bool
    stage: str
    tables: tuple[tuple[str, ...], ...]
    byes: tuple[str, ...]
    #: the table numbers (1-based) with a result
    finished: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EventChoice:
    """An event as a chooser lists it."""

    event: int
    name: str
    kind: str
    rounds_seated: int


@dataclass(frozen=True, slots=True)
class StandingsRead:
    """What the Standings page reads at once (one unit of work): the events to choose from, the
    chosen one's standings and its last published round's seating, and :func:`events_stamp`."""

    stamp: tuple[int, int]
    choices: tuple[EventChoice, ...]
    standings: EventStandings | None
    seating: RoundSeating | None


class _Snapshot:
    """The events of one read, each decoded once (the ratings read every event; the standings
    read the event again).  Read only: a change goes through :class:`StoredEvents`."""

    def __init__(self, events: StoredEvents) -> None:
        self._events = events
        self.stored = events
        self._all: list[Event] | None = None

    def all(self) -> list[Event]:
        if self._all is None:
            self._all = self._events.all()
        return list(self._all)

    def get(self, event_id: int) -> Event:
        for e in self.all():
            if e.id == event_id:
                return e
        return self._events.get(event_id)  # refused with the repository's own message

    def next_id(self) -> int:
        raise StoreError(QT_TRANSLATE_NOOP("Refusal", "a read of the standings changes nothing"))

    def add(self, event: Event) -> None:
        raise StoreError(QT_TRANSLATE_NOOP("Refusal", "a read of the standings changes nothing"))

    def save(self, event: Event) -> None:
        raise StoreError(QT_TRANSLATE_NOOP("Refusal", "a read of the standings changes nothing"))


def place_text(place: int, shared: bool) -> str:
    return f"{place}=" if shared else str(place)


def standings_of(stored: StoredEvents | _Snapshot, event_id: int, after_round: int | None = None) -> EventStandings:
    """The standings of ``event_id`` (as they stood after round ``after_round``)."""
    from ..store.event_repo import StoredEventService

    events = stored if isinstance(stored, _Snapshot) else _Snapshot(stored)
    event = events.get(event_id)
    rows = StoredEventService(events.stored).standings_for(event, after_round)  # ratings as stored then
    played = sum(1 for rd in event.rounds if rd.results and (after_round is None or rd.number <= after_round))
    lines = standing_lines(event, rows)
    return EventStandings(event.id, event.config.name, event.config.ruleset, played, after_round, len(event.rounds),
                          tuple(t.value for t in event.config.tiebreaks), lines,
                          tuple(rd.stage for rd in event.rounds), _placement(event))


def standing_lines(event: Event, rows: Sequence[Standing[int]]) -> tuple[StandingLine, ...]:
    """The tournament's standings rows of ``event`` as people read them: names beside them, the
    ratings rounded to 3 places, who has left."""
    return tuple(
        StandingLine(
            place=r.place, shared=r.shared, member=r.player, name=event.players[r.player].name, points=r.points,
            wins=r.wins, games=r.games, score=r.score, opponents=r.opponents,
            rating=None if r.rating is None else round(r.rating, 3),
            dropped=event.players[r.player].dropped is not None,
        )
        for r in rows
    )


def _placement(event: Event) -> tuple[tuple[int, tuple[Fraction, ...]], ...]:
    """The event's placement points by table size, when they are its own (not the default)."""
    rule = event.config.points
    if not rule.by_size:
        return ()
    sizes = event.config.sizes
    return tuple((n, rule.table(n)) for n in range(sizes.smallest, sizes.largest + 1))


def seating_of(event: Event, number: int | None = None) -> RoundSeating | None:
    """Round ``number``'s seating (None: the last published round); None when there is none."""
    if number is None:
        published = [rd for rd in event.rounds if rd.published]
        if not published:
            return None
        rd = published[-1]
    else:
        found = [rd for rd in event.rounds if rd.number == number]
        if not found:
            return None
        rd = found[0]

    def name(q: int) -> str:
        return event.players[q].name

    return RoundSeating(event.id, event.config.name, rd.number, rd.published, rd.stage,
                        tuple(tuple(name(q) for q in t) for t in rd.seating.tables),
                        tuple(name(q) for q in rd.seating.byes), tuple(sorted(t + 1 for t in rd.results)))


def read_standings(db: Database, event_id: int, after_round: int | None = None) -> EventStandings:
    from ..store.event_repo import StoredEvents
    from ..store.uow import UnitOfWork

    with UnitOfWork(db) as uow:
        return standings_of(StoredEvents(uow.session), event_id, after_round)


def read_seating(db: Database, event_id: int, number: int | None = None) -> RoundSeating | None:
    from ..store.event_repo import StoredEvents
    from ..store.uow import UnitOfWork

    with UnitOfWork(db) as uow:
        return seating_of(StoredEvents(uow.session).get(event_id), number)


def _choices(events: list[Event]) -> tuple[EventChoice, ...]:
    return tuple(EventChoice(e.id, e.config.name, e.config.kind.value, len(e.rounds))
                 for e in events if e.config.kind is not EventKind.LEAGUE)


def read_event_choices(db: Database) -> list[EventChoice]:
    """Every event made with ``bakehouse event create`` except league seasons (their nights
    have standings; a season has a season table), oldest first."""
    from ..store.event_repo import StoredEvents
    from ..store.uow import UnitOfWork

    with UnitOfWork(db) as uow:
        return list(_choices(StoredEvents(uow.session).all()))


def read_for_page(db: Database, event_id: int | None, after_round: int | None = None) -> StandingsRead:
    """The events to choose from and, for ``event_id`` (None or not found: the newest), its
    standings and seating, with the stamp they were read at: one unit of work, every event
    decoded once."""
    from ..store.event_repo import StoredEvents
    from ..store.uow import UnitOfWork

    with UnitOfWork(db) as uow:
        stamp = _stamp(uow)
        events = _Snapshot(StoredEvents(uow.session))
        choices = _choices(events.all())
        ids = [c.event for c in choices]
        if event_id not in ids:
            event_id, after_round = (ids[-1] if ids else None), None
        if event_id is None:
            return StandingsRead(stamp, choices, None, None)
        return StandingsRead(stamp, choices, standings_of(events, event_id, after_round),
                             seating_of(events.get(event_id)))


def _stamp(uow: UnitOfWork) -> tuple[int, int]:
    from ..store.event_repo import StoredEvents

    return StoredEvents(uow.session).stamp()


def events_stamp(db: Database) -> tuple[int, int]:
    """A cheap fingerprint of every event's stored state (how many, and the sum of their
    versions, which rises with every save at any station): when it is unchanged, no result,
    seating or name has changed since it was read."""
    from ..store.uow import UnitOfWork

    with UnitOfWork(db) as uow:
        return _stamp(uow)
