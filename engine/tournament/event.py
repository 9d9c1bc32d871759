"""Events as plain data with the operations an organizer makes, and a service over a
repository.

An :class:`Event` (a club night, a tournament, or a league season made of club nights) holds
its players, its rounds (each a seating, published or still a draft, and the tables' results)
and the organizer's constraints.  Everything derived (standings, ratings, byes) is computed
from those facts, so a correction of an earlier result changes the standings and ratings
after it while published seatings stay as they were.

:class:`EventService` does each operation as get, change, save on an
:class:`EventRepository`; :class:`InMemoryEvents` is the repository used by tests and by
the command line until the club database backs it (engine/store maps the same dataclasses).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Protocol, TypeVar

from ..errors import IllegalActionError, InvalidInputError, phrase
from ..names import clean_event_name, clean_name, name_key, quote
from ..words import QT_TRANSLATE_NOOP
from .ratings import RatedMatch, RatingBook
from .results import TableResult
from .seating import (
    Constraints,
    Format,
    Seating,
    Seeding,
    SwapCheck,
    check_swap,
    final_from_semis,
    final_stage,
    mixer,
    progressive_next,
    round_robin,
    round_robin_bound,
    seat_round,
)
from .standings import DEFAULT_ORDER, PlacementPoints, SeasonStanding, Standing, TieBreak, season, standings
from .tables import TableSizes
from .timer import RoundTimerState

T = TypeVar("T")


class EventKind(Enum):
    CLUB_NIGHT = "club-night"
    TOURNAMENT = "tournament"
    LEAGUE = "league"


@dataclass(frozen=True)
class EventConfig:
    name: str
    kind: EventKind = EventKind.CLUB_NIGHT
    ruleset: str = "classic"
    options: Mapping[str, Any] = field(default_factory=dict)
    rounds: int = 3
    sizes: TableSizes = TableSizes(4, 3, 5)
    fmt: Format = Format.MIXER
    seeding: Seeding = Seeding.RANDOM
    points: PlacementPoints = PlacementPoints()
    tiebreaks: tuple[TieBreak, ...] = DEFAULT_ORDER
    #: points for a bye (a round sat out because no split fitted)
    bye_points: float = 0.0
    seed: int = 0
    #: seconds the search may take to seat one round at most: a safety stop (the search's fixed amount
    #: of work ends it first, so the same seed seats the same on a busy machine; issue 31)
    time_limit: float = 4.0
    #: a club night of a league: the league event's id
    season: int | None = None
    #: a league: how many of a player's best nights count
    best_nights: int | None = None

    def __post_init__(self) -> None:
        clean = clean_event_name(self.name)  # match-record.md "Names": an event's name, 1 to 100 characters
        object.__setattr__(self, "name", clean)
        if self.rounds < 1:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "an event has one round or more"))
        from ..rulesets import get_ruleset

        rs = get_ruleset(self.ruleset)
        self.sizes.within(rs.min_players, rs.max_players, rs.name)
        rs.make_options(self.options, self.sizes.preferred)  # refuses unknown options


@dataclass
class EventPlayer:
    id: int
    name: str
    #: the first round they can be seated in (a late arrival joins the next round)
    joined: int = 1
    #: the round from which they are no longer seated (None: still playing)
    dropped: int | None = None


@dataclass(frozen=True)
class Correction:
    round: int
    table: int
    before: TableResult[int]
    after: TableResult[int]


@dataclass(frozen=True)
class TableResultChanged:
    """A domain event: what a stored match did to its table's result (reported by the writer,
    engine/services/handlers.py ``match_changed``, to whoever presents it).  ``before`` is the
    result the table had (for a match reopened and finished again: the result it had when
    reopened); ``after`` None: the match was reopened, the table has no result until it ends
    again; ``correction``: the correction logged (only when the result changed)."""

    event_id: int
    round: int
    table: int
    before: TableResult[int] | None
    after: TableResult[int] | None
    correction: Correction | None = None


@dataclass
class EventRound:
    number: int
    seating: Seating[int]
    published: bool = False
    #: table index (0-based) -> result
    results: dict[int, TableResult[int]] = field(default_factory=dict)
    #: "round", or "semi" / "final" for the final stage
    stage: str = "round"
    #: table index (0-based) -> the result it had when its match was reopened (an undo at the
    #: table): remembered until the match ends again, so a correction says what it replaced
    reopened: dict[int, TableResult[int]] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        return len(self.results) == len(self.seating.tables)


def check_date(day: str | None) -> str | None:
    """An event's date as given (YYYY-MM-DD), refused in one line when it is not a calendar day."""
    if day is not None:
        from datetime import date as calendar_day

        try:
            calendar_day.fromisoformat(day)
        except ValueError:
            from ..names import quote

            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a date is written YYYY-MM-DD, not %1"), quote(day))) from None
    return day


@dataclass
class Event:
    id: int
    config: EventConfig
    players: dict[int, EventPlayer] = field(default_factory=dict)
    rounds: list[EventRound] = field(default_factory=list)
    constraints: Constraints[int] = field(default_factory=Constraints)
    corrections: list[Correction] = field(default_factory=list)
    #: a mixer's plan for the rounds after the last seated one (used while it still fits)
    plan: list[Seating[int]] = field(default_factory=list)
    #: game options for single rounds, where they differ from the event's
    round_options: dict[int, dict[str, Any] | None] = field(default_factory=dict)
    #: the organizer closed the event (its ratings written); nothing changes after that
    closed: bool = False
    #: the day it is held, YYYY-MM-DD (``event create --date``; None: none given), printed on its
    #: sheets and standings; the store keeps it in the events row's date column
    date: str | None = None
    #: the round timer the organizer runs (issue 33; None: never set), read by every station
    #: and the live page
    timer: RoundTimerState | None = None

    # -- players --------------------------------------------------------------------
    def _next_round_number(self) -> int:
        return len(self.rounds) + 1

    def add_player(self, player_id: int, name: str) -> EventPlayer:
        """A player joins; after round 1 is seated that is a late arrival, seated from the
        next round."""
        clean = clean_name(name)
        if player_id in self.players:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "player %1 is already in this event"), player_id))
        if any(name_key(p.name) == name_key(clean) for p in self.players.values()):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "the name %1 is already in this event"), quote(clean)))
        entry = EventPlayer(player_id, clean, joined=self._next_round_number())
        draft = self._draft()
        if draft is not None:  # a draft seating is redone with them
            self.rounds.pop()
            entry.joined = draft.number
        self.players[player_id] = entry
        return entry

    def set_round_options(self, round_number: int, options: Mapping[str, Any] | None) -> None:
        """Game options for one round (None: the event's)."""
        if not 1 <= round_number <= self.config.rounds:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "this event has no round %1"), round_number))
        if options is not None:
            from ..rulesets import get_ruleset

            get_ruleset(self.config.ruleset).make_options(options, self.config.sizes.preferred)
        self.round_options[round_number] = None if options is None else dict(options)

    def options_for(self, round_number: int) -> Mapping[str, Any]:
        """The game options the tables of a round play with."""
        given = self.round_options.get(round_number)
        return self.config.options if given is None else given

    def _player(self, player_id: int) -> EventPlayer:
        try:
            return self.players[player_id]
        except KeyError:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "no player %1 in this event"), player_id)) from None

    def drop(self, player_id: int) -> None:
        """The player leaves: not seated from the next round on; results stay."""
        p = self._player(player_id)
        if p.dropped is not None:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 has already left the event"), quote(p.name)))
        p.dropped = self._next_round_number()
        draft = self._draft()
        if draft is not None:  # a draft seating is redone without them
            self.rounds.pop()
            p.dropped = draft.number

    def active(self, round_number: int) -> list[int]:
        return [
            p.id
            for p in self.players.values()
            if p.joined <= round_number and (p.dropped is None or p.dropped > round_number)
        ]

    def substitute(self, leaving: int, arriving: int, name: str) -> None:
        """``arriving`` takes ``leaving``'s seat in the current round (its table not yet
        played) and plays on; ``leaving`` is dropped."""
        out = self._player(leaving)
        if arriving not in self.players:
            self.add_player(arriving, name)
        new = self.players[arriving]
        if not self.rounds:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "substitutes take a seat in a seated round; before round 1, add the player"))
        cur = self.rounds[-1]
        t = cur.seating.table_of(leaving)
        if t is None:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 has no seat in round %2"), quote(out.name), cur.number))
        if t in cur.results:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 of round %2 has finished: nobody can take a seat"), t + 1, cur.number))
        if cur.seating.table_of(arriving) is not None or arriving in cur.seating.byes:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is already in round %2"), quote(new.name), cur.number))
        tables = tuple(tuple(arriving if q == leaving else q for q in tab) for tab in cur.seating.tables)
        cur.seating = Seating(tables, cur.seating.byes)
        new.joined = min(new.joined, cur.number)
        out.dropped = cur.number
        new.dropped = None

    # -- rounds ---------------------------------------------------------------------
    def _draft(self) -> EventRound | None:
        return self.rounds[-1] if self.rounds and not self.rounds[-1].published else None

    def byes_so_far(self) -> dict[int, int]:
        out: dict[int, int] = {}
        for rd in self.rounds:
            for q in rd.seating.byes:
                out[q] = out.get(q, 0) + 1
        return out

    def seat_next(self, ratings: Mapping[int, float] | None = None) -> EventRound:
        """Seat the next round as a draft (the organizer may swap, then publishes)."""
        if self._draft() is not None:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 is seated but not published yet"), self.rounds[-1].number))
        number = self._next_round_number()
        if any(rd.stage != "round" for rd in self.rounds):
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the final stage has begun: no more rounds"))
        if number > self.config.rounds:
            n = self.config.rounds
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "this event has 1 round") if n == 1
                                     else phrase(QT_TRANSLATE_NOOP("Refusal", "this event has %1 rounds"), n))
        cfg = self.config
        if cfg.fmt in (Format.SWISS, Format.PROGRESSIVE) and self.rounds and not self.rounds[-1].finished:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 has tables without a result"), self.rounds[-1].number))
        present = self.active(number)
        history = [rd.seating for rd in self.rounds]
        seed = cfg.seed * 1000 + number
        if cfg.fmt is Format.PROGRESSIVE and self.rounds:
            prev = self.rounds[-1]
            places = {q: r.place_of(q) for r in prev.results.values() for q in r.players}
            # winners move up even when the head count changed or a round has byes
            seating = progressive_next(
                prev.seating, places, present=present, sizes=cfg.sizes, byes_so_far=self.byes_so_far()
            )
            self.plan = []
        elif cfg.fmt is Format.SWISS and self.rounds:
            order = [s.player for s in self.standings()]
            seating = self._seat(present, history, Format.SWISS, order, seed)
        elif number == 1 and cfg.seeding is not Seeding.RANDOM and ratings is not None:
            order = sorted(present, key=lambda q: -ratings.get(q, float("-inf")))
            seating = seat_round(
                present,
                cfg.sizes,
                fmt=Format.MIXER,
                order=order,
                seeding=cfg.seeding,
                seed=seed,
                time_limit=cfg.time_limit,
                constraints=self.constraints,
            )
        elif cfg.fmt is Format.ROUND_ROBIN and not self.rounds and not (self.constraints.fixed or self.constraints.apart):
            seating = self._round_robin(present, seed)
        else:
            seating = self._seat(present, history, Format.MIXER, None, seed)
        rd = EventRound(number, seating)
        self.rounds.append(rd)
        return rd

    def seat_final(self, final_size: int, semi_tables: int = 0) -> EventRound:
        """The final stage as a draft: the top ``final_size`` of the standings at one final
        table, or first ``semi_tables`` semi-final tables dealt by snake order; once the
        semi-finals have results, the final of their best."""
        if self._draft() is not None:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 is seated but not published yet"), self.rounds[-1].number))
        if self.rounds and not self.rounds[-1].finished:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 has tables without a result"), self.rounds[-1].number))
        from ..rulesets import get_ruleset

        rs = get_ruleset(self.config.ruleset)
        if not rs.min_players <= final_size <= rs.max_players:
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is played by %2 to %3 players, not %4"), rs.name, rs.min_players, rs.max_players, final_size), "A1"
            )
        if semi_tables < 0:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "the number of semi-final tables cannot be negative"))
        stages = [rd.stage for rd in self.rounds]
        number = self._next_round_number()
        if "final" in stages:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "the final has been seated already"))
        if stages and stages[-1] == "semi":
            semis = self.rounds[-1]
            places = {q: r.place_of(q) for r in semis.results.values() for q in r.players}
            rd = EventRound(number, final_from_semis(semis.seating, places, final_size), stage="final")
        else:
            present = set(self.active(number))
            order = [s.player for s in self.standings() if s.player in present]
            seating = final_stage(order, final_size, semi_tables)
            rd = EventRound(number, seating, stage="semi" if semi_tables > 0 else "final")
        self.plan = []
        self.rounds.append(rd)
        return rd

    def _round_robin(self, present: Sequence[int], seed: int) -> Seating[int]:
        """Round 1 of a round robin: the schedule in which every pair meets, planned whole (the
        search has the time limit of all the event's rounds, as it seats them all).  Refused,
        saying how many rounds it needs, when that is more than the event has (it would
        otherwise be a mixer without a word); a search cut short by the time limit falls back
        to the mixer."""
        cfg = self.config
        if len(present) < cfg.sizes.smallest:
            return self._seat(present, [], Format.MIXER, None, seed)  # refused there, in its words
        need = round_robin_bound(len(present), cfg.sizes)
        at_least = True  # the bound: a schedule may need more
        if need <= cfg.rounds:
            sched = round_robin(present, cfg.sizes, seed=seed, time_limit=cfg.time_limit * cfg.rounds)
            if len(sched.rounds) <= cfg.rounds:
                self.plan = list(sched.rounds[1:])
                return sched.rounds[0]
            if sched.cut_short:
                return self._seat(present, [], Format.MIXER, None, seed)
            need, at_least = len(sched.rounds), False
        sizes = cfg.sizes
        seat: object = sizes.smallest if sizes.smallest == sizes.largest else phrase(
            QT_TRANSLATE_NOOP("Refusal", "%1 to %2"), sizes.smallest, sizes.largest)
        raise InvalidInputError(
            phrase(QT_TRANSLATE_NOOP("Refusal", "a round robin of %1 players at tables of %2 needs %3 rounds or more, and this event has %4: create it with %5 rounds or more, or as a mixer"), len(present), seat, need, cfg.rounds, need)
            if at_least else
            phrase(QT_TRANSLATE_NOOP("Refusal", "a round robin of %1 players at tables of %2 needs %3 rounds, and this event has %4: create it with %5 rounds or more, or as a mixer"), len(present), seat, need, cfg.rounds, need)
        )

    def _seat(
        self,
        present: Sequence[int],
        history: Sequence[Seating[int]],
        fmt: Format,
        order: Sequence[int] | None,
        seed: int,
    ) -> Seating[int]:
        if len(present) < self.config.sizes.smallest:
            raise IllegalActionError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "1 player present: a table needs %1 or more"), self.config.sizes.smallest)
                if len(present) == 1 else
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 players present: a table needs %2 or more"), len(present), self.config.sizes.smallest)
            )
        if fmt is Format.MIXER:
            if self.plan and set(self.plan[0].players) | set(self.plan[0].byes) == set(present):
                return self.plan.pop(0)
            sched = mixer(
                present,
                self.config.rounds - len(history),
                self.config.sizes,
                seed=seed,
                time_limit=self.config.time_limit,
                constraints=self.constraints,
                history=history,
                byes_so_far=self.byes_so_far(),
            )
            self.plan = list(sched.rounds[1:])
            return sched.rounds[0]
        self.plan = []
        return seat_round(
            present,
            self.config.sizes,
            history=history,
            fmt=fmt,
            order=order,
            seed=seed,
            time_limit=self.config.time_limit,
            constraints=self.constraints,
            byes_so_far=self.byes_so_far(),
        )

    def swap(self, a: int, b: int) -> SwapCheck[int]:
        """The organizer's swap in the draft round: made as asked, its cost returned."""
        draft = self._draft()
        if draft is None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "only a round not yet published can be changed by a swap"))
        check = check_swap(
            draft.seating, a, b, history=[rd.seating for rd in self.rounds[:-1]], constraints=self.constraints
        )
        draft.seating = check.seating
        self.plan = []
        return check

    def timed_round(self) -> int:
        """The round a round timer set now belongs to: the last published round (any stage), 0
        before the first."""
        return max((rd.number for rd in self.rounds if rd.published), default=0)

    def current_timer(self) -> RoundTimerState | None:
        """The round timer of :meth:`timed_round` (None: none set for it, or never started)."""
        t = self.timer
        return t if t is not None and t.round == self.timed_round() and t.started else None

    def publish(self) -> EventRound:
        draft = self._draft()
        if draft is None:
            raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "there is no seated round to publish"))
        draft.published = True
        return draft

    def _table(self, round_number: int, table: int) -> tuple[EventRound, tuple[int, ...]]:
        if not 1 <= round_number <= len(self.rounds):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "there is no round %1"), round_number))
        rd = self.rounds[round_number - 1]
        if not rd.published:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 is not published yet"), round_number))
        if not 1 <= table <= len(rd.seating.tables):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 has no table %2"), round_number, table))
        return rd, rd.seating.tables[table - 1]

    def _check_result(self, seated: tuple[int, ...], result: TableResult[int]) -> None:
        if set(result.players) != set(seated) or len(result.players) != len(seated):
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a table's result must name exactly the players seated there"))

    def record(self, round_number: int, table: int, result: TableResult[int]) -> None:
        """A table's result (1-based table number)."""
        rd, seated = self._table(round_number, table)
        if table - 1 in rd.results:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 of round %2 has a result: correct it instead"), table, round_number))
        self._check_result(seated, result)
        rd.results[table - 1] = result

    def correct(self, round_number: int, table: int, result: TableResult[int]) -> Correction | None:
        """Replace a recorded result; standings and ratings after it follow, seatings stay.
        The same result again changes nothing and logs no correction (None)."""
        rd, seated = self._table(round_number, table)
        before = rd.results.get(table - 1)
        if before is None:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 of round %2 has no result to correct"), table, round_number))
        self._check_result(seated, result)
        if result == before:  # a correction is logged only when the result changes (issue 28)
            return None
        rd.results[table - 1] = result
        c = Correction(round_number, table, before, result)
        self.corrections.append(c)
        return c

    def finish(self, round_number: int, table: int, result: TableResult[int]) -> Correction | None:
        """The match played at a table ended (again) with ``result``: the table's result.  A
        table that had a result (or had one when its match was reopened) and now has another
        logs one correction from that one to this; the same result again logs nothing."""
        rd, seated = self._table(round_number, table)
        self._check_result(seated, result)
        had = rd.results.get(table - 1)
        remembered = rd.reopened.pop(table - 1, None)
        before = had if had is not None else remembered
        rd.results[table - 1] = result
        if before is None or before == result:
            return None
        c = Correction(round_number, table, before, result)
        self.corrections.append(c)
        return c

    def reopen(self, round_number: int, table: int) -> TableResult[int] | None:
        """The match played at a table was reopened (its last move taken back): no result
        until it ends again; the one it had is remembered (:meth:`finish`).  Returns it."""
        rd, _ = self._table(round_number, table)
        had = rd.results.pop(table - 1, None)
        if had is not None:
            rd.reopened[table - 1] = had
        return had

    # -- derived ----------------------------------------------------------------------
    def results(self, upto: int | None = None) -> list[TableResult[int]]:
        return [r for rd in self.rounds if upto is None or rd.number <= upto for _, r in sorted(rd.results.items())]

    def matches(self) -> list[RatedMatch[int]]:
        return [
            RatedMatch((self.id, rd.number, t), self.config.ruleset, r)
            for rd in self.rounds
            for t, r in sorted(rd.results.items())
        ]

    def standings(self, ratings: Mapping[int, float] | None = None, upto: int | None = None) -> list[Standing[int]]:
        bonus: dict[int, float] = {}
        if self.config.bye_points:
            for rd in self.rounds:
                if upto is None or rd.number <= upto:
                    for q in rd.seating.byes:
                        bonus[q] = bonus.get(q, 0.0) + self.config.bye_points
        rows = standings(
            self.results(upto),
            players=list(self.players),
            points=self.config.points,
            order=self.config.tiebreaks,
            ratings=ratings,
            bonus=bonus,
        )
        final = next((rd for rd in self.rounds if rd.stage == "final" and rd.finished), None)
        if final is None or (upto is not None and final.number > upto):
            return rows
        # the final decides the top places; everyone else follows in the standings' order
        result = final.results[0]
        by_player = {r.player: r for r in rows}
        top = sorted(result.players, key=result.place_of)
        out = [
            replace(by_player[q], place=result.place_of(q), shared=result.places.count(result.place_of(q)) > 1)
            for q in top
        ]
        rest = [r for r in rows if r.player not in set(top)]
        offset = len(top)
        for i, r in enumerate(rest):
            same = i > 0 and rest[i - 1].place == r.place
            place = out[-1].place if same else offset + 1 + i
            out.append(replace(r, place=place))
        return out


class EventRepository(Protocol):
    """Where events live: the club database (engine/store) or memory.  Repositories never
    commit: the caller's unit of work does."""

    def next_id(self) -> int: ...
    def add(self, event: Event) -> None: ...
    def get(self, event_id: int) -> Event: ...
    def save(self, event: Event) -> None: ...
    def all(self) -> list[Event]: ...


class InMemoryEvents:
    """Events in memory; ``get`` hands out copies, so a refused change leaves nothing behind."""

    def __init__(self) -> None:
        self._events: dict[int, Event] = {}

    def next_id(self) -> int:
        return max(self._events, default=0) + 1

    def add(self, event: Event) -> None:
        if event.id in self._events:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 exists"), event.id))
        self._events[event.id] = copy.deepcopy(event)

    def get(self, event_id: int) -> Event:
        try:
            return copy.deepcopy(self._events[event_id])
        except KeyError:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "there is no event %1"), event_id)) from None

    def save(self, event: Event) -> None:
        self._events[event.id] = copy.deepcopy(event)

    def all(self) -> list[Event]:
        return [copy.deepcopy(e) for _, e in sorted(self._events.items())]


class EventService:
    """Each operation: get the event, change it, save it (all or nothing)."""

    def __init__(self, repo: EventRepository) -> None:
        self.repo = repo

    def create(self, config: EventConfig, *, date: str | None = None) -> Event:
        """A new event (``date``: the day it is held, YYYY-MM-DD)."""
        if config.season is not None:
            league = self.repo.get(config.season)
            if league.config.kind is not EventKind.LEAGUE:
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 is not a league season"), config.season))
        event = Event(self.repo.next_id(), config, date=check_date(date))
        self.repo.add(event)
        return event

    def _change(self, event_id: int, fn: Callable[[Event], T]) -> T:
        event = self.repo.get(event_id)
        out = fn(event)
        self.repo.save(event)
        return out

    def add_player(self, event_id: int, player_id: int, name: str) -> EventPlayer:
        return self._change(event_id, lambda e: e.add_player(player_id, name))

    def drop(self, event_id: int, player_id: int) -> None:
        self._change(event_id, lambda e: e.drop(player_id))

    def substitute(self, event_id: int, leaving: int, arriving: int, name: str) -> None:
        self._change(event_id, lambda e: e.substitute(leaving, arriving, name))

    def set_round_options(self, event_id: int, round_number: int, options: Mapping[str, Any] | None) -> None:
        self._change(event_id, lambda e: e.set_round_options(round_number, options))

    def set_constraints(self, event_id: int, constraints: Constraints[int]) -> None:
        def change(e: Event) -> None:
            e.constraints = constraints
            e.plan = []

        self._change(event_id, change)

    def ratings(self, ruleset: str, before: tuple[int, ...] | None = None) -> RatingBook[int]:
        """Every rating for a ruleset, recomputed from all events' matches in play order."""
        matches = [m for e in self.repo.all() for m in e.matches() if m.ruleset == ruleset]
        if before is not None:
            matches = [m for m in matches if m.order < before]
        return RatingBook.from_matches(matches)

    def seat_final(self, event_id: int, final_size: int, semi_tables: int = 0) -> EventRound:
        return self._change(event_id, lambda e: e.seat_final(final_size, semi_tables))

    def seat_next(self, event_id: int) -> EventRound:
        event = self.repo.get(event_id)
        ratings = None
        if event.config.seeding is not Seeding.RANDOM:
            book = self.ratings(event.config.ruleset, before=(event_id,))
            ratings = {q: book.rating(q, event.config.ruleset).ordinal for q in event.players}
        rd = event.seat_next(ratings)
        self.repo.save(event)
        return rd

    def swap(self, event_id: int, a: int, b: int) -> SwapCheck[int]:
        return self._change(event_id, lambda e: e.swap(a, b))

    def publish(self, event_id: int) -> EventRound:
        return self._change(event_id, lambda e: e.publish())

    def record(self, event_id: int, round_number: int, table: int, result: TableResult[int]) -> None:
        self._change(event_id, lambda e: e.record(round_number, table, result))

    def correct(self, event_id: int, round_number: int, table: int, result: TableResult[int]) -> Correction | None:
        return self._change(event_id, lambda e: e.correct(round_number, table, result))

    def standings(self, event_id: int, upto: int | None = None) -> list[Standing[int]]:
        event = self.repo.get(event_id)
        book = self.ratings(event.config.ruleset)
        ratings = {q: book.rating(q, event.config.ruleset).ordinal for q in event.players}
        return event.standings(ratings, upto)

    def nights(self, league_id: int) -> list[Event]:
        """The club nights of a league season (each night's ``--season``), in order: the one place
        they are worked out (the season table, the services, the command line, the reports)."""
        league = self.repo.get(league_id)
        if league.config.kind is not EventKind.LEAGUE:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 is not a league season"), league_id))
        return [e for e in self.repo.all() if e.config.season == league_id]

    def season_table(self, league_id: int) -> list[SeasonStanding[int]]:
        nights = self.nights(league_id)
        return season([e.standings() for e in nights], self.repo.get(league_id).config.best_nights)
