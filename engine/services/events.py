"""An event's evening as the organizer runs it (``bakehouse event ...`` and the app's Events and
Tables pages): create, check in, seat a draft round and change it, publish, enter the tables'
results, correct one, the final stage, close.

Each function is one unit of work on the club database: the tournament's
:class:`~engine.tournament.event.EventService` over :class:`~engine.store.event_repo.StoredEvents`,
one commit at the end, so a refused action (a :class:`~engine.errors.BakehouseError`, one line)
changes nothing.  Players are the club's members, found by name (engine/names.py ``name_key``:
``ann`` is Ann) or by member id; tables and rounds are numbered from 1.  Pure Python: no
argparse, no Qt.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ..errors import IllegalActionError, InvalidInputError, check_cancelled, phrase
from ..names import clean_name, clean_station, name_key, quote
from ..store.db import Database
from ..store.event_repo import StoredEventService
from ..store.ratings import RatingProjection
from ..store.repositories import MemberInfo
from ..store.uow import UnitOfWork
from ..tournament.event import Event, EventConfig, EventKind, EventPlayer, EventRound, check_date
from ..tournament.paper import PaperGame, check_pad, parse_column
from ..tournament.results import TableResult
from ..tournament.seating import Constraints, Seating, SwapCheck, count_repeats
from ..tournament.standings import SeasonStanding
from ..words import QT_TRANSLATE_NOOP
from .handlers import match_changed


# -- the unit of work ----------------------------------------------------------------------------------
class EventSession:
    """A unit of work on ``db`` with the event repository and service over it."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def __enter__(self) -> EventSession:
        # a match this unit of work changes: its table follows (the service layer's handler)
        self.uow = UnitOfWork(self.db, match_changed).__enter__()
        self.events = self.uow.event_states
        self.service = StoredEventService(self.events)
        return self

    def commit(self) -> None:
        self.uow.commit()

    def __exit__(self, *exc: Any) -> None:
        self.uow.__exit__(*exc)  # a driver error raised inside: one line (engine.store.db.failure)


@contextmanager
def _work(db: Database) -> Iterator[EventSession]:
    with EventSession(db) as s:
        yield s


# -- what the actions return ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Added:
    member: int
    name: str
    new_member: bool
    from_round: int


@dataclass(frozen=True)
class Cost:
    """What a (draft) round costs: repeat meetings so far, the tables' sizes, players kept
    apart seated together and players off the table they are pinned to."""

    repeats: int
    sizes: tuple[int, ...]
    apart_together: int
    off_pinned: tuple[int, ...]

    @property
    def text(self) -> str:
        """``0 repeat meetings, sizes 4-4-4-3`` (and what else it costs)."""
        parts = [f"{self.repeats} repeat meeting{'' if self.repeats == 1 else 's'}",
                 "sizes " + "-".join(str(n) for n in self.sizes)]
        if self.apart_together:
            parts.append(f"{self.apart_together} pair{'' if self.apart_together == 1 else 's'} "
                         "kept apart seated together")
        if self.off_pinned:
            n = len(self.off_pinned)
            parts.append(f"{n} player{'' if n == 1 else 's'} off the pinned table")
        return ", ".join(parts)


@dataclass(frozen=True)
class RoundView:
    """A seated round as shown: the event after the action, the round and its cost."""

    event: Event
    round: EventRound
    cost: Cost


@dataclass(frozen=True)
class Swapped:
    view: RoundView
    check: SwapCheck[int]


@dataclass(frozen=True)
class Constrained:
    event: Event
    fixed: Mapping[int, int]  # member -> table index (0-based)
    apart: frozenset[frozenset[int]]


@dataclass(frozen=True)
class Recorded:
    event: Event
    round: int
    table: int
    result: TableResult[int]
    match: int | None
    #: a correction was logged (the result changed)
    corrected: bool


@dataclass(frozen=True)
class Closed:
    event: Event
    #: member -> (rating ordinal before, after) for the event's game
    ratings: Mapping[int, tuple[float | None, float]]


# -- players by name ------------------------------------------------------------------------------------
def player_ids(event: Event) -> dict[str, int]:
    """The event's players by name key."""
    return {name_key(p.name): p.id for p in event.players.values()}


def player(event: Event, name: str) -> int:
    """The player of ``event`` named ``name`` (refused when there is none)."""
    cleaned = clean_name(name)
    pid = player_ids(event).get(name_key(cleaned))
    if pid is None:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "no player named %1 in event %2"), quote(cleaned), event.id))
    return int(pid)


def refuse_retired(member: MemberInfo) -> None:
    """A retired member stays in history but is not checked in to new events."""
    if not member.active:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 (member %2) is retired: `bakehouse members retire %3 --undo` brings them back"), quote(member.name), member.id, member.id))


def _refuse_closed(event: Event) -> None:
    if event.closed:
        raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 (%2) is closed: nothing changes now"), event.id, quote(event.config.name)))


def _open_event(s: EventSession, event_id: int) -> Event:
    event = s.events.get(event_id)
    _refuse_closed(event)
    return event


# -- cost and views -------------------------------------------------------------------------------------
def cost(event: Event, rd: EventRound) -> Cost:
    """The cost of ``rd`` as the organizer sees it (repeat meetings counted over the rounds up to it)."""
    upto = [r.seating for r in event.rounds[: rd.number]]
    fixed = event.constraints.fixed
    off = tuple(q for q, t in sorted(fixed.items()) if rd.seating.table_of(q) not in (None, t)
                and rd.seating.table_of(q) is not None)
    together = sum(1 for pair in event.constraints.apart for t in rd.seating.tables if pair <= set(t))
    return Cost(count_repeats(upto), tuple(len(t) for t in rd.seating.tables), together, off)


def _view(s: EventSession, event_id: int, rd_number: int) -> RoundView:
    event = s.events.get(event_id)
    rd = event.rounds[rd_number - 1]
    return RoundView(event, rd, cost(event, rd))


def draft_round(event: Event) -> EventRound | None:
    """The round seated but not yet published (None: none)."""
    return event.rounds[-1] if event.rounds and not event.rounds[-1].published else None


# -- reading --------------------------------------------------------------------------------------------
def list_events(db: Database) -> list[Event]:
    with _work(db) as s:
        return s.events.all()


def get_event(db: Database, event_id: int) -> Event:
    with _work(db) as s:
        return s.events.get(event_id)


def event_dates(db: Database) -> dict[int, str | None]:
    """Each event's date (YYYY-MM-DD, None when it has none)."""
    with _work(db) as s:
        return {e.id: e.date for e in s.uow.events.all()}


def match_links(db: Database, event_id: int) -> dict[tuple[int, int], int | None]:
    """(round, table) -> the stored match played there (None: the result only)."""
    with _work(db) as s:
        event = s.events.get(event_id)
        return {(rd.number, t): s.events.match_of(event.id, rd.number, t)
                for rd in event.rounds for t in range(1, len(rd.seating.tables) + 1)}


def came_last_time(db: Database, event_id: int) -> list[int]:
    """The players of the event before this one (by id), for check-in's first rows."""
    with _work(db) as s:
        before = [e for e in s.events.all() if e.id < event_id and e.config.kind is not EventKind.LEAGUE]
        return list(before[-1].players) if before else []


def last_ruleset(db: Database) -> str | None:
    """The game of the last event made (the wizard's default)."""
    with _work(db) as s:
        events = s.events.all()
        return events[-1].config.ruleset if events else None


def standings(db: Database, event_id: int, upto: int | None = None) -> list[Any]:
    """The event's standings as the tournament service computes them."""
    with _work(db) as s:
        return list(s.service.standings(event_id, upto))


# -- creating -------------------------------------------------------------------------------------------
def create_event(db: Database, config: EventConfig, *, date: str | None = None) -> Event:
    """A new event (``date`` YYYY-MM-DD, None: none: the event model's, checked there)."""
    check_date(date)  # refused before the database is touched
    with _work(db) as s:
        event = s.service.create(config, date=date)
        s.commit()
    return event


def league_nights(db: Database, league_id: int) -> list[Event]:
    """The club nights of a league season."""
    with _work(db) as s:
        return s.service.nights(league_id)


@dataclass(frozen=True)
class SeasonTable:
    """A league's season table (``bakehouse event season``): the league, its nights' ids, the rows
    and each member's name."""

    league: Event
    nights: tuple[int, ...]
    rows: tuple[SeasonStanding[int], ...]
    names: dict[int, str]


def season_table(db: Database, league_id: int) -> SeasonTable:
    """The season table of a league over its club nights."""
    with _work(db) as s:
        league = s.events.get(league_id)
        rows = tuple(s.service.season_table(league_id))
        nights = tuple(e.id for e in s.service.nights(league_id))
        names = {r.player: s.uow.members.get(r.player).name for r in rows}
    return SeasonTable(league, nights, rows, names)


def event_and_links(db: Database, event_id: int) -> tuple[Event, dict[tuple[int, int], int | None]]:
    """An event and the stored match played at each of its tables (None: the result only), read
    in one unit of work (``bakehouse event show``)."""
    with _work(db) as s:
        event = s.events.get(event_id)
        return event, {(rd.number, t): s.events.match_of(event.id, rd.number, t)
                       for rd in event.rounds for t in range(1, len(rd.seating.tables) + 1)}


# -- players --------------------------------------------------------------------------------------------
def _add(s: EventSession, event: Event, member: MemberInfo, new: bool) -> Added:
    refuse_retired(member)
    if member.id in event.players:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is in event %2 already"), quote(member.name), event.id))
    entry = event.add_player(member.id, member.name)
    return Added(member.id, member.name, new, entry.joined)


def add_players(db: Database, event_id: int, names: Sequence[str]) -> list[Added]:
    """Players by name: a name not yet known becomes a new member (a guest); after round 1 is
    seated they are late arrivals, seated from the next round."""
    out = []
    with _work(db) as s:
        event = _open_event(s, event_id)
        for name in names:
            member = s.uow.members.by_name(name)
            new = member is None
            if member is None:
                member = s.uow.members.add(name)
            out.append(_add(s, event, member, new))
        s.events.save(event)
        s.commit()
    return out


def check_in(db: Database, event_id: int, member_id: int) -> Added:
    """A member (by id) checks in."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        added = _add(s, event, s.uow.members.get(member_id), False)
        s.events.save(event)
        s.commit()
    return added


def guest_note(event: Event) -> str:
    """The note that marks a member as a guest added at check-in to ``event`` (the Members page
    shows it; :func:`undo_check_in` removes such a guest again while nothing else refers to them)."""
    return f"Guest: added at check-in to event {event.id} ({event.config.name})"[:200]


def add_guest(db: Database, event_id: int, name: str) -> Added:
    """A name not yet a member checks in as a new member, marked as a guest by its note
    (:func:`guest_note`); refused when the name is a member's: check that member in."""
    cleaned = clean_name(name)
    with _work(db) as s:
        event = _open_event(s, event_id)
        if s.uow.members.by_name(cleaned) is not None:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is a member already: check them in"), quote(cleaned)))
        added = _add(s, event, s.uow.members.add(cleaned, note=guest_note(event)), True)
        s.events.save(event)
        s.commit()
    return added


@dataclass(frozen=True)
class Undone:
    """A check-in taken back: the entry, and whether the guest added by it was removed too."""

    entry: EventPlayer
    guest_removed: bool

    @property
    def name(self) -> str:
        return self.entry.name


def undo_check_in(db: Database, event_id: int, member_id: int) -> Undone:
    """Take back a check-in (a wrong name, a double): refused once the player is seated in a
    published round (then they leave: :func:`drop`).  A draft round with them is taken back.
    A guest added by this event's check-in (:func:`add_guest`, the note unchanged) whom no other
    event, match or rating refers to is removed from the members as well; any other member stays."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        entry = event.players.get(member_id)
        if entry is None:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "member %1 is not checked in to event %2"), member_id, event_id))
        for rd in event.rounds:
            if rd.published and (rd.seating.table_of(member_id) is not None or member_id in rd.seating.byes):
                raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is seated in round %2: drop them instead (results so far stay)"), quote(entry.name), rd.number))
        draft = draft_round(event)
        if draft is not None:  # a draft seating is redone without them
            event.rounds.pop()
            event.plan = []
        del event.players[member_id]
        s.events.save(event)
        member = s.uow.members.get(member_id)
        removed = (member.note == guest_note(event)
                   and not any(member_id in e.players for e in s.events.all() if e.id != event_id)
                   and s.uow.members.remove_unused(member_id))
        s.commit()
    return Undone(entry, removed)


def drop(db: Database, event_id: int, who: int | str) -> EventPlayer:
    """A player (member id or name) leaves: not seated from the next round on; results stay."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        pid = player(event, who) if isinstance(who, str) else _member_of(event, who)
        s.service.drop(event_id, pid)
        after = s.events.get(event_id).players[pid]
        s.commit()
    return after


def _member_of(event: Event, member_id: int) -> int:
    if member_id not in event.players:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "member %1 is not in event %2"), member_id, event.id))
    return member_id


@dataclass(frozen=True)
class Substituted:
    arriving: MemberInfo
    leaving: str
    round: int


def substitute(db: Database, event_id: int, leaving: int | str, arriving: str | int) -> Substituted:
    """``arriving`` (a name, a new member if not known, or a member id) takes ``leaving``'s seat
    in the current round."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        out = player(event, leaving) if isinstance(leaving, str) else _member_of(event, leaving)
        if isinstance(arriving, str):
            name = clean_name(arriving)
            member = s.uow.members.by_name(name) or s.uow.members.add(name)
        else:
            member = s.uow.members.get(arriving)
        refuse_retired(member)
        s.service.substitute(event_id, out, member.id, member.name)
        s.commit()
    return Substituted(member, event.players[out].name, len(event.rounds))


# -- seating --------------------------------------------------------------------------------------------
def seat_next(db: Database, event_id: int, *, publish: bool = False,
              cancelled: Callable[[], bool] | None = None) -> RoundView:
    """Seat the next round as a draft (published at once with ``publish``).  ``cancelled``
    (the app's Cancel) is asked before the search and before saving: once it says so,
    :class:`~engine.errors.Cancelled` is raised and no draft is saved."""
    with _work(db) as s:
        check_cancelled(cancelled)
        _open_event(s, event_id)
        rd = s.service.seat_next(event_id)
        if publish:
            rd = s.service.publish(event_id)
        view = _view(s, event_id, rd.number)
        check_cancelled(cancelled)
        s.commit()
    return view


def seat_final(db: Database, event_id: int, size: int, semis: int = 0, *, publish: bool = False) -> RoundView:
    """The final stage: the top ``size`` at a final table, or ``semis`` semi-final tables first."""
    with _work(db) as s:
        _open_event(s, event_id)
        rd = s.service.seat_final(event_id, size, semis)
        if publish:
            rd = s.service.publish(event_id)
        view = _view(s, event_id, rd.number)
        s.commit()
    return view


def publish(db: Database, event_id: int) -> RoundView:
    """Publish the draft round: its seating is then fixed."""
    with _work(db) as s:
        _open_event(s, event_id)
        rd = s.service.publish(event_id)
        view = _view(s, event_id, rd.number)
        s.commit()
    return view


def swap(db: Database, event_id: int, first: int | str, second: int | str) -> Swapped:
    """Swap two players (member ids or names) in the draft round, as asked; what it costs."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        a = player(event, first) if isinstance(first, str) else _member_of(event, first)
        b = player(event, second) if isinstance(second, str) else _member_of(event, second)
        check = s.service.swap(event_id, a, b)
        view = _view(s, event_id, len(event.rounds))
        s.commit()
    return Swapped(view, check)


def _draft_of(event: Event) -> EventRound:
    draft = draft_round(event)
    if draft is None:
        raise IllegalActionError(QT_TRANSLATE_NOOP("Refusal", "only a round not yet published can be changed"))
    return draft


def _moved(seating: Seating[int], who: int, table: int) -> Seating[int]:
    tables = [[q for q in t if q != who] for t in seating.tables]
    byes = [q for q in seating.byes if q != who]
    tables[table].append(who)
    return Seating(tuple(tuple(t) for t in tables), tuple(byes))


def move(db: Database, event_id: int, who: int, table: int) -> RoundView:
    """Move a player of the draft round to table ``table`` (from 1), as asked: refused when a
    table would hold more or fewer players than the event's table sizes allow."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        _member_of(event, who)
        draft = _draft_of(event)
        if not 1 <= table <= len(draft.seating.tables):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 has no table %2"), draft.number, table))
        at = draft.seating.table_of(who)
        if at is None and who not in draft.seating.byes:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 has no seat in round %2"), quote(event.players[who].name), draft.number))
        if at != table - 1:
            sizes = event.config.sizes
            if len(draft.seating.tables[table - 1]) + 1 > sizes.largest:
                raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 has %2 players: this event's tables seat %3-%4"), table, len(draft.seating.tables[table - 1]), sizes.smallest, sizes.largest))
            if at is not None and len(draft.seating.tables[at]) - 1 < sizes.smallest:
                raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 would keep %2 players: this event's tables seat %3-%4"), at + 1, len(draft.seating.tables[at]) - 1, sizes.smallest, sizes.largest))
            draft.seating = _moved(draft.seating, who, table - 1)
            event.plan = []
            s.events.save(event)
        view = _view(s, event_id, draft.number)
        s.commit()
    return view


def constrain(db: Database, event_id: int, *, fix: Sequence[tuple[str, int]] = (),
              apart: Sequence[tuple[str, str]] = (), clear: bool = False) -> Constrained:
    """Fixed seats (a name and a table from 1) and pairs kept apart, by name, for the rounds
    seated from now on (``clear``: forget those given before)."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        old = Constraints[int]() if clear else event.constraints
        fixed = dict(old.fixed)
        pairs = set(old.apart)
        for name, number in fix:
            fixed[player(event, name)] = number - 1
        for a, b in apart:
            pa, pb = player(event, a), player(event, b)
            if pa == pb:
                raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "players kept apart are two different players"))
            pairs.add(frozenset((pa, pb)))
        s.service.set_constraints(event_id, Constraints(fixed, frozenset(pairs)))
        s.commit()
    return Constrained(event, fixed, frozenset(pairs))


def pin(db: Database, event_id: int, who: int, table: int | None) -> Event:
    """Pin a player to table ``table`` (from 1) for every round seated from now on (None: unpin).
    In a draft round the player is moved there now (or swapped with an unpinned player there
    when the table is full); nothing else changes."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        _member_of(event, who)
        fixed = dict(event.constraints.fixed)
        if table is None:
            fixed.pop(who, None)
        else:
            if table < 1:
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "there is no table %1"), table))
            fixed[who] = table - 1
        event.constraints = Constraints(fixed, event.constraints.apart)
        event.plan = []
        draft = draft_round(event)
        if draft is not None and table is not None and draft.seating.table_of(who) != table - 1:
            if table > len(draft.seating.tables):
                raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 has no table %2"), draft.number, table))
            at = draft.seating.table_of(who)
            sizes = event.config.sizes
            target = draft.seating.tables[table - 1]
            if len(target) < sizes.largest and (at is None or len(draft.seating.tables[at]) > sizes.smallest):
                draft.seating = _moved(draft.seating, who, table - 1)
            else:
                other = next((q for q in reversed(target) if q not in fixed), None)
                if other is None:
                    raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "every player at table %1 is pinned there"), table))
                draft.seating = event.swap(who, other).seating
        s.events.save(event)
        s.commit()
    return event


def keep_apart(db: Database, event_id: int, a: int, b: int, *, apart: bool = True) -> Event:
    """Two players never seated at one table in the rounds seated from now on (``apart=False``:
    no longer).  A draft round is left as it is: its cost line counts them if they sit together."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        _member_of(event, a)
        _member_of(event, b)
        if a == b:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "players kept apart are two different players"))
        pairs = set(event.constraints.apart)
        if apart:
            pairs.add(frozenset((a, b)))
        else:
            pairs.discard(frozenset((a, b)))
        event.constraints = Constraints(dict(event.constraints.fixed), frozenset(pairs))
        event.plan = []
        s.events.save(event)
        s.commit()
    return event


# -- results --------------------------------------------------------------------------------------------
def result_from_ids(event: Event, places: Mapping[int, int] | None,
                    scores: Mapping[int, int] | None) -> TableResult[int]:
    """A table's result from places and/or scores by member id (places follow the scores when
    only scores are given; scores are 0 when only places are)."""
    first = places if places is not None else scores
    if first is None:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "give the table's result: places and/or scores"))
    players = tuple(first)
    for q in players:
        _member_of(event, q)
    if places is not None and scores is not None and set(places) != set(scores):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "places and scores must name the same players"))
    if places is None:
        assert scores is not None
        return TableResult.from_scores(players, tuple(scores[q] for q in players))
    for q, p in places.items():
        if not 1 <= p <= len(players):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1's place must be from 1 to %2, not %3"), quote(event.players[q].name), len(players), p))
    score_list = tuple(scores[q] for q in players) if scores is not None else (0,) * len(players)
    return TableResult(players, tuple(places[q] for q in players), score_list)


def check_seated(event: Event, rnd: int, table: int, players: Sequence[int]) -> None:
    """Name the first player of a result who does not sit at that table (or who is left out)."""
    if not 1 <= rnd <= len(event.rounds):
        return  # the event refuses it in its own words
    rd = event.rounds[rnd - 1]
    if not 1 <= table <= len(rd.seating.tables):
        return
    seated = rd.seating.tables[table - 1]
    for q in players:
        if q not in seated:
            where = rd.seating.table_of(q)
            name = quote(event.players[q].name)
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 has no seat in round %2, not at table %3"), name, rnd, table)
                if where is None else
                phrase(QT_TRANSLATE_NOOP("Refusal", "%1 sits at table %2 in round %3, not at table %4"), name, where + 1, rnd, table))
    for q in seated:
        if q not in players:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "the result leaves out %1, seated at table %2 in round %3"), quote(event.players[q].name), table, rnd))


def members_of(event: Event, ruleset: str, players: Sequence[str], where: str) -> list[int]:
    """The event's players who play a match, in seat order (by name)."""
    if ruleset != event.config.ruleset:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1: a game of %2; event %3 plays %4"), where, ruleset, event.id, event.config.ruleset))
    ids = player_ids(event)
    member_ids = []
    for name in players:
        pid = ids.get(name_key(name))
        if pid is None:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1: %2 plays in it but is not in event %3"), where, quote(name), event.id))
        member_ids.append(pid)
    return member_ids


def _from_record(s: EventSession, event: Event, path: str, station: str | None) -> tuple[TableResult[int], int]:
    """Import the match record into the store (same transaction); the table's result is the
    engine's ``results()``."""
    from ..record import loads
    from ..store.records import from_record
    from ..store.service import read_record_file

    data = read_record_file(path)
    record = loads(data)
    raw = json.loads(data)
    setup, entries = from_record(record, options_given=isinstance(raw, dict) and "options" in raw)
    member_ids = members_of(event, setup.ruleset, setup.players, path)
    match_id = s.uow.matches.create(setup, station=station, member_ids=member_ids)
    s.uow.matches.add_entries(match_id, entries)
    played = s.uow.matches.refresh(match_id)
    if not played.finished or played.state is None:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1: the match in the record is not finished: it has no result yet"), path))
    return TableResult.from_state(tuple(member_ids), played.state), match_id


def _from_stored_match(s: EventSession, event: Event, match_id: int,
                       at: tuple[int, int] | None = None) -> tuple[TableResult[int], int]:
    """A match already in the store (played at a station): its result, replayed from its log.
    ``at`` (round, table): the table it may already be linked to (a correction of that table through
    its own match; a match scored there gives the table its result itself, in the transaction of the
    entry that ends it: engine/services/handlers.py ``match_changed``)."""
    where = f"match {match_id}"
    played = s.uow.matches.played(match_id)
    member_ids = members_of(event, played.setup.ruleset, played.setup.players, where)
    if not played.finished or played.state is None:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is not finished: it has no result yet"), where))
    linked = s.uow.matches.summary(match_id)
    if linked.event_id is not None and (linked.event_id, linked.round, linked.table) != (event.id, *(at or (0, 0))):
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 is the match of table %2 of round %3 of event %4 already"), where, linked.table, linked.round, linked.event_id))
    return TableResult.from_state(tuple(member_ids), played.state), match_id


#: (name, number) pairs, or a function that reads them (and may refuse them)
Pairs = Sequence[tuple[str, int]] | Callable[[], Sequence[tuple[str, int]]]


def _read(pairs: Pairs | None) -> Sequence[tuple[str, int]] | None:
    return pairs() if callable(pairs) else pairs


@dataclass(frozen=True)
class ResultGiven:
    """A table's result as given: exactly one of a match record file, a stored match, a result
    by name (``places``/``scores`` as ``[(name, number), ...]``, or a function giving them, called
    in the unit of work after the event is read and the kinds given are checked, so a command's
    refusals come in the order they always did) or by member id."""

    record: str | None = None
    station: str | None = None
    match: int | None = None
    places: Pairs | None = None
    scores: Pairs | None = None
    places_by_id: Mapping[int, int] | None = None
    scores_by_id: Mapping[int, int] | None = None
    #: the game typed in from its paper pad: ``[(player, "5,0,-3,12"), ...]``, a player (name or member
    #: id) and their turns (engine/tournament/paper.py's grammar) a column, the player who began first
    #: and the others in seat order; checked against the game (:func:`paper_result`), "result only"
    turns: Sequence[tuple[str | int, str]] | None = None

    def __post_init__(self) -> None:
        if self.station is not None:  # the Station dialog's rules (engine.names.clean_station)
            object.__setattr__(self, "station", clean_station(self.station))


def _by_name(event: Event, places: Sequence[tuple[str, int]] | None,
             scores: Sequence[tuple[str, int]] | None) -> TableResult[int]:
    first = places if places is not None else scores
    assert first is not None
    players = tuple(player(event, n) for n, _ in first)
    if len(set(players)) != len(players):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a player is named twice in the result"))

    def by_player(pairs: Sequence[tuple[str, int]], what: str) -> tuple[int, ...]:
        got = {player(event, n): v for n, v in pairs}
        if set(got) != set(players) or len(pairs) != len(players):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "--places and --scores must name the same players (%1 differ)"), what))
        return tuple(got[p] for p in players)

    if places is None:
        assert scores is not None
        return TableResult.from_scores(players, by_player(scores, "scores"))
    place_list = by_player(places, "places")
    score_list = by_player(scores, "scores") if scores is not None else (0,) * len(players)
    return TableResult(players, place_list, score_list)


def paper_result(event: Event, rnd: int, pad: Sequence[tuple[str | int, str]]) -> tuple[TableResult[int], PaperGame]:
    """A table's result from its paper pad (issue 20: a game typed in afterwards, "result only"):
    each player's turns checked against the game and the round's options (engine/tournament/paper.py),
    places from the game's scores (rounds won for the Damn Straights), the turns kept with it."""
    if not pad:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "give each player's turns from the paper pad: --turns \"Ann=5,0,-3,12\""))
    players = tuple(player(event, who) if isinstance(who, str) else _member_of(event, who) for who, _ in pad)
    if len(set(players)) != len(players):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a player is named twice on the paper pad"))
    names = [event.players[q].name for q in players]
    columns = [parse_column(text, quote(name), i) for i, (name, (_, text)) in enumerate(zip(names, pad, strict=True))]
    options = event.options_for(rnd) if 1 <= rnd <= event.config.rounds else event.config.options
    game = check_pad(event.config.ruleset, options, names, columns)
    return TableResult.from_paper(players, game.scores, game.turns), game


def _result(s: EventSession, event: Event, rnd: int, table: int,
            given: ResultGiven, correct: bool = False) -> tuple[TableResult[int], int | None]:
    stored = [x for x in (given.record, given.match) if x is not None]
    typed = given.places is not None or given.scores is not None
    if given.turns is not None:
        if stored or typed or given.places_by_id is not None or given.scores_by_id is not None:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "give one of: a match record (--record), a stored match (--match), the result (--places/--scores) or the paper pad (--turns)"))
        if correct:  # a table fed by a match is corrected through that match
            s.events.refuse_result_over_match(event.id, rnd, table)
        event._table(rnd, table)  # a round or table that is not there (or a draft) is refused before the pad
        named = [player(event, w) if isinstance(w, str) else _member_of(event, w) for w, _ in given.turns]
        if len(set(named)) != len(named):
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a player is named twice on the paper pad"))
        check_seated(event, rnd, table, named)
        return paper_result(event, rnd, given.turns)[0], None
    by_id = given.places_by_id is not None or given.scores_by_id is not None
    if len(stored) > 1 or (stored and (typed or by_id)) or (typed and by_id):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "give one of: a match record (--record), a stored match (--match), or the result (--places/--scores)"))
    if stored:
        if given.record is not None:
            result, match_id = _from_record(s, event, given.record, given.station)
        else:
            assert given.match is not None
            result, match_id = _from_stored_match(s, event, given.match,
                                                  (rnd, table) if correct else None)
        check_seated(event, rnd, table, result.players)
        return result, match_id
    if correct and (typed or by_id):  # a table fed by a match is corrected through that match
        s.events.refuse_result_over_match(event.id, rnd, table)
    if by_id:
        result = result_from_ids(event, given.places_by_id, given.scores_by_id)
    elif typed:
        result = _by_name(event, _read(given.places), _read(given.scores))
    else:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "give the table's result: --record FILE, --match ID, --places and/or --scores, or the paper pad's --turns"))
    check_seated(event, rnd, table, result.players)
    return result, None


def enter_result(db: Database, event_id: int, rnd: int, table: int, given: ResultGiven, *,
                 correct: bool = False, supersede: bool = False) -> Recorded:
    """Record (or, with ``correct``, correct) the result of table ``table`` of round ``rnd``:
    standings and ratings follow; seatings stay.  A result typed for a table whose match is being
    scored is refused unless ``supersede`` (the organizer confirmed it): then that match is closed
    as superseded, in the same transaction, and the table counts once, by the result typed (issue 29)."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        result, match_id = _result(s, event, rnd, table, given, correct)
        scored = None if correct or match_id is not None else s.events.match_of(event_id, rnd, table)
        if scored is not None and not s.uow.matches.played(scored).finished and scored not in s.events.superseded():
            if not supersede:
                raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "table %1 of round %2 is being scored as match %3: give --supersede to close that match and count this result instead"), table, rnd, scored))
            s.events.supersede(scored)
        corrected = False
        if correct:  # logged only when the result changes (the same result again: nothing)
            corrected = s.service.correct(event_id, rnd, table, result) is not None
        else:
            s.service.record(event_id, rnd, table, result)
        if match_id is not None:
            s.events.link_match(event_id, rnd, table, match_id)
        event = s.events.get(event_id)
        s.commit()
    return Recorded(event, rnd, table, result, match_id, corrected)


# -- closing --------------------------------------------------------------------------------------------
def close_event(db: Database, event_id: int) -> Closed:
    """Close the event: every seated round has its results (a draft round is refused: publish
    it or take it back).  Nothing of the event changes after that.  The ratings moved as each
    result was recorded (the stored projection, engine/store/ratings.py); what is returned is
    each player's rating before the event and after it."""
    with _work(db) as s:
        event = _open_event(s, event_id)
        if not event.rounds:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "event %1 has no round seated: nothing to close"), event_id))
        draft = draft_round(event)
        if draft is not None:
            raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 is a draft: publish it before closing"), draft.number))
        for rd in event.rounds:
            missing = [str(t) for t in range(1, len(rd.seating.tables) + 1) if t - 1 not in rd.results]
            if missing:
                raise IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "round %1 has tables without a result: %2"), rd.number, ', '.join(missing)))
        ruleset = event.config.ruleset
        played = sorted({q for r in event.results() for q in r.players})
        projection = RatingProjection(s.uow.session)
        rated_before = projection.rated(ruleset, played, (event.id, 0, 0))
        before = projection.ordinals(ruleset, played, (event.id, 0, 0))
        after = projection.ordinals(ruleset, played, (event.id + 1, 0, 0))
        moved: dict[int, tuple[float | None, float]] = {
            q: (before[q] if q in rated_before else None, after[q]) for q in played}
        event.closed = True
        s.events.save(event)
        s.commit()
    return Closed(event, moved)


__all__ = [
    "Added", "Arrival", "Closed", "Constrained", "Cost", "EventSession", "Recorded", "ResultGiven", "RoundView",
    "Substituted", "Swapped", "Undone", "add_guest", "add_players", "came_last_time", "check_in", "check_in_list",
    "check_seated",
    "close_event", "constrain", "cost", "create_event", "draft_round", "drop", "enter_result", "event_dates",
    "event_and_links", "get_event", "guest_note", "keep_apart", "last_ruleset", "league_nights", "list_events",
    "match_links", "season_table", "SeasonTable", "members_of",
    "move", "paper_result", "pin", "player", "player_ids", "publish", "refuse_retired", "result_from_ids", "seat_final",
    "seat_next", "standings", "substitute", "swap", "undo_check_in",
]


@dataclass(frozen=True)
class Arrival:
    """A row of check-in: a member (not retired, or in the event), whether they are checked in
    and whether they came to the event before this one (listed first)."""

    member: int
    name: str
    checked_in: bool
    came_last_time: bool
    #: the round from which a player who left is no longer seated (None: not left)
    left: int | None = None

    @property
    def playing(self) -> bool:
        """Checked in and not left: counted as checked in, and marked so."""
        return self.checked_in and self.left is None


def check_in_list(db: Database, event_id: int) -> list[Arrival]:
    """The club's members for check-in: those who came last time first, then by name."""
    with _work(db) as s:
        event = s.events.get(event_id)
        before = [e for e in s.events.all() if e.id < event_id and e.config.kind is not EventKind.LEAGUE]
        last = set(before[-1].players) if before else set()
        rows = [Arrival(m.id, m.name, m.id in event.players, m.id in last,
                        event.players[m.id].dropped if m.id in event.players else None)
                for m in s.uow.members.all() if m.active or m.id in event.players]
    return sorted(rows, key=lambda a: (not a.came_last_time, name_key(a.name)))
