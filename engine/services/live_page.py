"""What the players' live page shows (``bakehouse serve``, the app's "Share on the club's
network"), as plain values read from the club database: the current round's tables by number
with the finished tables' results, who sits out, the standings with shared places as on paper,
the final stage, and the round timer the organizer runs (stored in the event, so ``bakehouse
serve`` on another computer shows the app's timer).  Nothing here writes, and nothing carries an e-mail address or a note: the
page's package (engine/web) reads only these values (import contract "live-page-read-only").

:class:`LiveSource` is the one door: opened on a database URL (the headless server) or on the
app's own :class:`~engine.store.db.Database`; :meth:`LiveSource.stamp` is the cheap fingerprint
the server polls (it rises with every save at any station), :meth:`LiveSource.read` the page's
values in one unit of work.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import BakehouseError
from ..store.db import Database, open_database
from ..store.event_repo import StoredEvents
from ..store.uow import UnitOfWork
from ..tournament.codes import table_code
from ..tournament.event import Event, EventKind, EventRound
from ..tournament.standings import points_text
from ..tournament.timer import RoundTimerState
from .standings import _Snapshot, place_text, standings_of


@dataclass(frozen=True, slots=True)
class LiveSeat:
    """A player at a table: with a result, their place ("2=" when shared) and score."""

    name: str
    place: str | None = None
    score: int | None = None


@dataclass(frozen=True, slots=True)
class LiveTable:
    number: int
    seats: tuple[LiveSeat, ...]
    finished: bool
    #: the table's code (engine/tournament/codes.py), printed on its scoresheet: the page's anchor
    code: str


@dataclass(frozen=True, slots=True)
class LiveRound:
    number: int
    #: "round", or "semi" / "final" for the final stage
    stage: str
    tables: tuple[LiveTable, ...]
    byes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LiveLine:
    """A line of the standings: ``place`` as printed ("2=" for a shared place)."""

    place: str
    name: str
    points: str
    wins: int
    games: int
    dropped: bool


@dataclass(frozen=True, slots=True)
class LivePage:
    event: int
    name: str
    closed: bool
    #: the rounds the event plans (its format's count)
    rounds_planned: int
    #: the last published round of the regular rounds (None: none published yet)
    current: LiveRound | None
    #: the published rounds of the final stage (semi-finals, final), in order
    final: tuple[LiveRound, ...]
    standings: tuple[LiveLine, ...]
    #: the current round's timer as the organizer set it (engine/services/timer.py; None: not
    #: started for this round): the page works out the time left from it when it answers
    timer: RoundTimerState | None = None


def _round(event: Event, rd: EventRound) -> LiveRound:
    def name(q: int) -> str:
        return event.players[q].name

    tables = []
    for t, players in enumerate(rd.seating.tables):
        result = rd.results.get(t)
        if result is None:
            seats = tuple(LiveSeat(name(q)) for q in players)
        else:
            shared = {pl for pl in result.places if result.places.count(pl) > 1}
            order = sorted(range(len(result.players)), key=lambda i: (result.places[i], -result.scores[i]))
            seats = tuple(LiveSeat(name(result.players[i]), place_text(result.places[i], result.places[i] in shared),
                                   result.scores[i]) for i in order)
        tables.append(LiveTable(t + 1, seats, result is not None, table_code(event.id, rd.number, t + 1)))
    return LiveRound(rd.number, rd.stage, tuple(tables), tuple(name(q) for q in rd.seating.byes))


def page_of(events: _Snapshot, event_id: int) -> LivePage:
    event = events.get(event_id)
    published = [rd for rd in event.rounds if rd.published]
    regular = [rd for rd in published if rd.stage == "round"]
    final = tuple(_round(event, rd) for rd in published if rd.stage != "round")
    lines = tuple(LiveLine(r.place_text, r.name, points_text(r.points), r.wins, r.games, r.dropped)
                  for r in standings_of(events, event_id).lines)
    return LivePage(event.id, event.config.name, event.closed, event.config.rounds,
                    _round(event, regular[-1]) if regular else None, final, lines, event.current_timer())


def current_event(events: list[Event]) -> int | None:
    """The event the page shows when none is named: the newest open event that is not a league
    season (its nights are events of their own), else the newest such event."""
    candidates = [e for e in events if e.config.kind is not EventKind.LEAGUE]
    open_ = [e for e in candidates if not e.closed]
    chosen = open_ or candidates
    return chosen[-1].id if chosen else None


class LiveSource:
    """The live page's reads of one database (read only)."""

    def __init__(self, db: Database, *, owned: bool = False) -> None:
        self._db = db
        self._owned = owned

    @classmethod
    def open(cls, url: str | None) -> LiveSource:
        """The database at ``url`` (``--db``; never created: a missing one is refused)."""
        return cls(open_database(url, create=False), owned=True)

    def close(self) -> None:
        if self._owned:
            self._db.close()

    def choose(self, event_id: int | None) -> int:
        """``event_id`` checked, or the current event; refused in one line when there is none."""
        with UnitOfWork(self._db) as uow:
            events = StoredEvents(uow.session).all()
        if event_id is None:
            found = current_event(events)
            if found is None:
                raise BakehouseError("this database has no event to show yet (bakehouse event create)")
            return found
        if not any(e.id == event_id for e in events):
            raise BakehouseError(f"no event {event_id} in this database (bakehouse event list)")
        return event_id

    def stamp(self) -> tuple[int, int]:
        """Changes whenever any event is saved at any station."""
        with UnitOfWork(self._db) as uow:
            return StoredEvents(uow.session).stamp()

    def read(self, event_id: int) -> tuple[tuple[int, int], LivePage]:
        """The page's values and the stamp they were read at (one unit of work)."""
        with UnitOfWork(self._db) as uow:
            stored = StoredEvents(uow.session)
            return stored.stamp(), page_of(_Snapshot(stored), event_id)
