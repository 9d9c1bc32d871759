"""What the printed reports of the club database are drawn from (issue 28): each function opens
the database for reading (``open_database(url, create=False)``: a missing database is refused and
no file is made; nothing is committed but the statistics' skill and luck of matches analysed for the
first time, a projection stored once, issue 29), gathers what one report needs, and hands it back as plain
values (:mod:`engine.figures`, engine.tournament's events and standings, engine.scorepad's pad),
never an ORM row.  ``reports/`` draws what it is given and imports neither the store nor the
services; the command line (``bakehouse report``, engine/commands/report.py) and the app's
Reports view both call these, then the same drawing, so they never print different things.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ..errors import BakehouseError
from ..figures import EventSheets, PrintedStandings, Ratings, ScopeStatistics, StoredScorepad, TableCounted
from ..names import quote

if TYPE_CHECKING:
    from ..store.catalog import Catalog
    from ..store.event_repo import StoredEvents, StoredEventService
    from ..store.uow import UnitOfWork

__all__ = ["EventSheets", "PrintedStandings", "ScopeStatistics", "StoredScorepad", "event_sheets", "event_standings",
           "read_catalog", "scope_statistics", "stored_scorepad"]


def read_catalog(url: str | None) -> Catalog:
    """The members, events and matches of the club database at *url* (``None``:
    ``BAKEHOUSE_DB``, else the data folder's), for choosing a report."""
    from ..store.catalog import catalog
    from ..store.db import open_database
    from ..store.uow import UnitOfWork

    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        return catalog(uow.session)


# -- a stored match's scorepad ------------------------------------------------------------------------
def stored_scorepad(url: str | None, match_id: int) -> StoredScorepad:
    """The scorepad of a stored match, from the state its moves in force leave (the one replayer,
    no record written and read back), with the dice it was played with as its record would carry
    them; headed with the event, round, table and date of the event table it was played at
    (issue 11: club matches print them) when the match does not name them itself; a match whose
    event names no date prints the day it was played (issue 21)."""
    from ..rulesets import get_ruleset
    from ..scorepad import DiceMode, MatchInfo, build
    from ..store.db import open_database
    from ..store.records import app_dice_claimable
    from ..store.uow import UnitOfWork

    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        played = uow.matches.played(match_id)
        setup = played.setup
        event = dict(setup.event) if setup.event is not None else None
        if event is None or "date" not in event:
            played_at = uow.events.played_at(match_id) if event is None else None
            played_on = uow.matches.played_on([match_id]).get(match_id) or None
            event = dict(event or {}) if played_at is None else played_at.record_event()
            if "date" not in event and played_on is not None:
                event["date"] = played_on  # no date named: the day the match was played (issue 21)
    app_dice = setup.commitment is not None and app_dice_claimable(setup, played.journal.in_force())
    info = MatchInfo(event=event.get("name"), round=event.get("round"), table=event.get("table"),
                     date=event.get("date"), dice=DiceMode.APP if app_dice else DiceMode.HAND,
                     scheme=(setup.dice_scheme or "hmac-sha256/1") if app_dice else None,
                     commitment=setup.commitment if app_dice else None,
                     seed=setup.seed if app_dice else None)
    pad = build(played.state, setup.players, info, setup.ruleset)
    options = (get_ruleset(setup.ruleset).options_dict(played.state.options) if played.state is not None
               else dict(setup.options or {}))
    return StoredScorepad(pad, options)


# -- an event's sheets and standings ----------------------------------------------------------------
@contextmanager
def _stored_events(url: str | None) -> Iterator[tuple[UnitOfWork, StoredEvents, StoredEventService]]:
    """The club database's events (engine/store/event_repo.py) and the event service over them
    (its ratings the stored projection, as they were then), read only."""
    from ..store.db import open_database
    from ..store.event_repo import StoredEvents, StoredEventService
    from ..store.uow import UnitOfWork

    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        events = StoredEvents(uow.session)
        yield uow, events, StoredEventService(events)


def event_sheets(url: str | None, event_id: int) -> EventSheets:
    """A stored event (its rounds seated) and its date: its scoresheets and wall lists."""
    with _stored_events(url) as (uow, events, _service):
        event = events.get(event_id)
        return EventSheets(event, event.date)


def event_standings(url: str | None, event_id: int, after_round: int | None = None) -> PrintedStandings:
    """An event's standings as they stood after ``after_round`` (every round: None), each
    player's rating as it was then; a league's nights and season table."""
    from ..tournament.event import EventKind

    with _stored_events(url) as (uow, events, service):
        event = events.get(event_id)
        if event.config.kind is EventKind.LEAGUE:
            nights = tuple(service.nights(event.id))
            return PrintedStandings(event, None, None, nights=nights, season=tuple(service.season_table(event.id)))
        if after_round is not None and not 1 <= after_round <= len(event.rounds):
            raise BakehouseError(f"{quote(event.config.name)} has no round {after_round}")
        rows = tuple(service.standings(event.id, after_round))
        return PrintedStandings(event, event.date, after_round, rows)


# -- statistics ---------------------------------------------------------------------------------------
def scope_statistics(url: str | None, *, member: int | None = None, event: int | None = None,
                     ruleset: str | None = None, versus: tuple[int, int] | None = None,
                     progress: Callable[[int, int], None] | None = None,
                     cancelled: Callable[[], bool] | None = None) -> ScopeStatistics:
    """The statistics of one member, one event, or (neither given) the whole club, by SQL over the
    roll log (engine/store/stats.py): no match is replayed; with ``ruleset``, of that game's
    matches only.  The skill and luck of the same matches (issue 24), stored once per match (issue
    29: :func:`engine.services.analysis.stored_skill`; the matches not analysed yet are analysed
    first, telling ``progress`` and stopping when ``cancelled()`` says so).  The event tables of the scope whose result was entered
    without a stored match (places or scores, paper pads) are handed over to be counted with the
    matches, and each player's placement points (issue 29: every table counts); the depth of the
    statistics over the same tables (engine/services/depth.py; ``versus``: two members' ids, head
    to head)."""
    from ..store.db import open_database
    from ..store.uow import UnitOfWork
    from .analysis import stored_skill

    with open_database(url, create=False) as db:
        with UnitOfWork(db) as uow:
            player = uow.members.get(member).name if member is not None else None
            event_name = uow.events.get(event).name if event is not None else None
            figures = uow.stats.figures(member_id=member, event_id=event, ruleset=ruleset)
            ratings = _ratings(uow, member) if member is not None else None
            if ratings and ruleset is not None:
                ratings = {r: v for r, v in ratings.items() if r == ruleset} or None
        # the same matches' records, analysed decision by decision (issue 24)
        skill = stored_skill(db, member_id=member, event_id=event, ruleset=ruleset, progress=progress,
                             cancelled=cancelled)
    tables, placement = _event_tables(url, event=event, member=member, ruleset=ruleset)
    from .depth import scope_depth

    depth = scope_depth(url, tables, member=member, event=event, ruleset=ruleset, versus=versus)
    return ScopeStatistics(figures, member, event, ruleset, player, event_name, ratings, skill, tables, placement,
                           depth)


def _event_tables(url: str | None, *, event: int | None = None, member: int | None = None,
                  ruleset: str | None = None) -> tuple[tuple[TableCounted, ...], dict[str, Fraction]]:
    """The event tables of the scope (one event's, a member's, the club's) whose result was entered
    without a stored match: places or scores from the sheet, a paper pad turn by turn (issue 29:
    every table counts; a table with a stored match is counted from the roll log instead, once);
    and each player's placement points over every table of the scope's events, by the event's
    points per place (exact), however the result was entered."""
    from ..tournament.standings import table_points

    try:
        with _stored_events(url) as (_uow, events, _service):
            chosen = [events.get(event)] if event is not None else events.all()
            superseded = events.superseded()
            linked = {k for k, m in events.match_links().items() if m not in superseded}
    except BakehouseError:  # an event with no rounds (not made by `event create`): nothing entered
        return (), {}
    out: list[TableCounted] = []
    placement: dict[str, Fraction] = {}
    for e in chosen:
        if ruleset is not None and e.config.ruleset != ruleset:
            continue
        for rd in e.rounds:
            for t, r in sorted(rd.results.items()):
                if member is not None and member not in r.players:
                    continue
                names = tuple(e.players[p].name if p in e.players else str(p) for p in r.players)
                mine = tuple(member is None or p == member for p in r.players)
                for name, pts, counts in zip(names, table_points(r, e.config.points).values(), mine, strict=True):
                    if counts:
                        placement[name] = placement.get(name, Fraction(0)) + pts
                if (e.id, rd.number, t + 1) in linked:
                    continue  # its stored match is counted from the roll log (unless superseded)
                paper = None if r.paper is None else tuple(tuple(x.points for x in c) for c in r.paper)
                scores = r.scores if any(r.scores) or paper is not None else None  # places only: no score
                out.append(TableCounted(e.config.ruleset, e.date, names, r.places, scores, mine, paper,
                                        tuple(p if p in e.players else None for p in r.players),
                                        (e.id, rd.number, t + 1)))
    return tuple(out), placement


def _ratings(uow: Any, member: int) -> Ratings | None:
    """A member's rating history per ruleset (the rating shown everywhere, mu - 3 sigma, by
    step), where it has two steps or more."""
    from ..tournament.ratings import ordinal

    rulesets: Sequence[str] = sorted(uow.stats.rated_rulesets(member))
    out = {r: [(float(s.step), round(ordinal(s.mu, s.sigma), 2)) for s in uow.ratings.history(member, r)]
           for r in rulesets}
    return {k: v for k, v in out.items() if len(v) >= 2} or None
