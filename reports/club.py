"""The reports of the club database, as the command line and the app make them.

``bakehouse report scorepad --match``, ``scoresheets --event``, ``seating
--event --round``, ``standings --event`` and ``stats --club | --event | --member`` call these functions, and so
does the app's Reports view: one implementation, so the app and the command line
can never print different things.  Each opens the database read only
(``open_database(url, create=False)``): a missing database is refused and no
file is made; nothing is committed.

:func:`club_statistics` is what the statistics PDF and the app's charts are both
drawn from (its :attr:`ClubStatistics.sections`, the chart specs of
:mod:`reports.charts`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from engine.errors import BakehouseError
from engine.names import quote

from .charts import Section
from .words import fill, translate

if TYPE_CHECKING:
    from engine.services.analysis import SkillFigures
    from engine.store.catalog import Catalog

    from .stats import Statistics

Ratings = dict[str, list[tuple[float, float]]]


def read_catalog(url: str | None) -> Catalog:
    """The members, events and matches of the club database at *url* (``None``:
    ``BAKEHOUSE_DB``, else the data folder's), for choosing a report."""
    from engine.store.catalog import catalog
    from engine.store.db import open_database
    from engine.store.uow import UnitOfWork

    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        return catalog(uow.session)


# -- scorepads ------------------------------------------------------------------------------------
def scorepad_pdf(url: str | None, match_id: int, paper: str = "a4") -> bytes:
    """The scorepad of a stored match (its exported record, as ``bakehouse export`` writes
    it), headed with the event, round, table and date of the event table it was played at
    (issue 11: club matches print them) when the record does not name them itself; a match
    whose record and event name no date prints the day it was played (issue 21)."""
    import dataclasses

    from engine.record import loads
    from engine.store.db import open_database
    from engine.store.service import export_record
    from engine.store.uow import UnitOfWork

    from .scorepad import render_record

    with open_database(url, create=False) as db:
        record = loads(export_record(db, match_id))
        if record.event is None or "date" not in record.event:
            with UnitOfWork(db) as uow:
                played_at = uow.events.played_at(match_id) if record.event is None else None
                played_on = _played_on(uow.session, match_id)
            event = dict(record.event or {}) if played_at is None else played_at.record_event()
            if "date" not in event and played_on is not None:
                event["date"] = played_on  # no date named: the day the match was played (issue 21)
            if event:
                record = dataclasses.replace(record, event=event)
    return render_record(record, paper=paper)


def _played_on(session: Any, match_id: int) -> str | None:
    """The day a stored match was played (its row's creation, YYYY-MM-DD)."""
    from engine.store.models import MatchRow

    row = session.get(MatchRow, match_id)
    return None if row is None or not row.created_at else str(row.created_at)[:10]


def _event_date(events: Any, event_id: int) -> str | None:
    """The date of a stored event (``event create --date``), None when it has none."""
    from engine.store.models import Event as EventRow

    row = events.session.get(EventRow, event_id)
    return None if row is None else row.date


# -- an event's sheets and standings ----------------------------------------------------------------
@contextmanager
def stored_events(url: str | None) -> Iterator[tuple[Any, Any]]:
    """The club database's events (engine/store/event_repo.py) and the event
    service over them (its ratings the stored projection), read only: nothing is
    committed, no database is created."""
    from engine.store.db import open_database
    from engine.store.event_repo import StoredEvents, StoredEventService
    from engine.store.uow import UnitOfWork

    with open_database(url, create=False) as db, UnitOfWork(db) as uow:
        events = StoredEvents(uow.session)
        yield events, StoredEventService(events)  # ratings read from the store, as they were then


def scoresheets_pdf(url: str | None, event_id: int, round_number: int, paper: str = "a4",
                    date: str | None = None, live: str | None = None) -> bytes:
    """Blank scoresheets for every table of a seated round, one page a table (``live``: the live
    page's address, which each table's QR code then opens)."""
    from .events import scoresheets_for
    from .scoresheets import render

    with stored_events(url) as (events, _service):
        event = events.get(event_id)
        date = date or _event_date(events, event_id)
    return render(scoresheets_for(event, round_number, date, live), paper=paper)


def seating_pdf(url: str | None, event_id: int, round_number: int, paper: str = "a4", live: str | None = None) -> bytes:
    """The wall lists of a seated round in large type: seats by table, then every name with
    its table and seat (a round not yet published is marked DRAFT on every part)."""
    from .events import seating_for
    from .standings import render_seating

    with stored_events(url) as (events, _service):
        event = events.get(event_id)
        date = _event_date(events, event_id)
    return render_seating(seating_for(event, round_number, date, live), paper=paper)


def standings_pdf(url: str | None, event_id: int, after_round: int | None = None, paper: str = "a4") -> bytes:
    """An event's standings and round results (as they stood after *after_round*);
    a league's season table."""
    import dataclasses

    from reportlab.lib.units import mm
    from reportlab.platypus import Spacer

    from engine.tournament.event import EventKind

    from .events import results_for, season_for, standings_for
    from .layout import build
    from .standings import results_story, season_story, standings_story

    with stored_events(url) as (events, service):
        event = events.get(event_id)
        if event.config.kind is EventKind.LEAGUE:
            nights = [e for e in events.all() if e.config.season == event.id]
            season = season_for(event, nights, service.season_table(event.id))
            story = season_story(season, paper)
            title = f"{event.config.name}: season table"
        else:
            if after_round is not None and not 1 <= after_round <= len(event.rounds):
                raise BakehouseError(f"{quote(event.config.name)} has no round {after_round}")
            rows = service.standings(event.id, after_round)
            title_text = None if after_round is None else f"Standings after round {after_round}"
            table = dataclasses.replace(standings_for(event, rows, title_text), date=_event_date(events, event_id))
            story = standings_story(table, paper)
            for rd in event.rounds:
                if rd.results and (after_round is None or rd.number <= after_round):
                    story += [Spacer(1, 10 * mm), *results_story(results_for(event, rd.number), paper)]
            title = f"{event.config.name}: {table.title}"
    return build(story, title=title, paper=paper)


# -- statistics ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClubStatistics:
    """The statistics of the club, one event or one member, titled as printed."""

    title: str
    subtitle: str
    statistics: Statistics
    ratings: Ratings | None = None  # a member's rating history per ruleset (mu - 3 sigma by step)
    #: each player's skill and luck over the matches with throws (issue 24), and what was left out
    skill: SkillFigures | None = None
    #: tables whose result was entered without a match (left out of the skill and luck)
    results_only: int = 0

    @cached_property
    def sections(self) -> list[Section]:
        """The chart sections (:func:`reports.stats.sections`, then the skill and luck of
        :mod:`reports.analysis_section`): the PDF's and the app's."""
        from .stats import sections

        out = sections(self.statistics, self.ratings)
        if self.skill is not None:
            from .analysis_section import analysis_section

            out.append(analysis_section(self.skill, self.results_only))
        return out

    @property
    def described(self) -> str:
        """The subtitle and the period the figures cover ("4 matches, 2026-09-01 to 2026-11-23"),
        as the PDF and the app print it under the title."""
        from .stats import period_text

        return self.subtitle + period_text(self.statistics)

    def pdf(self, paper: str = "a4") -> bytes:
        from .charts import render_stats

        return render_stats(self.title, self.described, self.sections, paper=paper)


def club_statistics(url: str | None, *, member: int | None = None, event: int | None = None,
                    ruleset: str | None = None, analysis_seconds: float | None = None) -> ClubStatistics:
    """The statistics of one member, one event, or (neither given) the whole club, by
    SQL over the roll log (engine/store/stats.py): no match is replayed.  With
    ``ruleset``, of that game's matches only.  A scope with no match is refused
    (``no matches to count``).  ``analysis_seconds``: the time the Skill and luck section may
    take (the app's view; the newest matches first, the rest counted as left for later)."""
    from engine.services.analysis import stored_skill
    from engine.store.db import open_database
    from engine.store.uow import UnitOfWork

    from .stats import counted, from_store

    with open_database(url, create=False) as db:
        with UnitOfWork(db) as uow:
            player = uow.members.get(member).name if member is not None else None
            event_name = uow.events.get(event).name if event is not None else None
            st = from_store(uow.stats.figures(member_id=member, event_id=event, ruleset=ruleset))
            ratings = _ratings(uow, member) if member is not None else None
            if ratings and ruleset is not None:
                ratings = {r: v for r, v in ratings.items() if r == ruleset} or None
        # the same matches' records, analysed decision by decision (issue 24)
        skill = stored_skill(db, member_id=member, event_id=event, ruleset=ruleset, seconds=analysis_seconds)
    if event is not None and st.matches == 0:  # results entered as scores or places: the standings' figures
        from .events import results_statistics

        try:
            with stored_events(url) as (events, _service):
                stored = events.get(event)
                day = _event_date(events, event)
        except BakehouseError:  # an event with no rounds (not made by `event create`): nothing entered
            stored = None
        if stored is not None and (ruleset is None or stored.config.ruleset == ruleset):
            st = results_statistics(stored, day)
        if st.matches:
            tables = fill(translate("Statistics", "1 table") if st.matches == 1 else translate("Statistics", "%1 tables"), st.matches)
            how = (translate("Statistics", "%1 of event %2, turn scores from paper pads (figures from throws need "
                             "the games played in the app)") if st.paper_turns else
                   translate("Statistics", "%1 of event %2, results entered as scores or places (figures "
                             "from throws need the games played in the app)"))
            return ClubStatistics(fill(translate("Statistics", "Statistics: %1"), event_name),
                                  fill(how, tables, event), st,
                                  skill=skill, results_only=st.matches)
    count = counted(st, player, ruleset, event)
    left_out = _paper_left_out(url, event=event, member=member, ruleset=ruleset)
    if player is not None:
        return ClubStatistics(fill(translate("Statistics", "Statistics: %1"), player), count + left_out, st, ratings, skill)
    if event_name is not None:
        return ClubStatistics(fill(translate("Statistics", "Statistics: %1"), event_name),
                              fill(translate("Statistics", "%1 of event %2"), count, event) + left_out, st, skill=skill)
    return ClubStatistics(translate("Statistics", "Club statistics"), count + left_out, st, skill=skill)


def _paper_left_out(url: str | None, *, event: int | None = None, member: int | None = None,
                    ruleset: str | None = None) -> str:
    """", 2 tables from paper pads left out (no throws)": statistics counted from the roll log leave
    out the tables typed in from paper pads (issue 20), the event's, the member's or the club's, and
    say so."""
    try:
        with stored_events(url) as (events, _service):
            chosen = [events.get(event)] if event is not None else events.all()
    except BakehouseError:
        return ""
    n = sum(1 for e in chosen if ruleset is None or e.config.ruleset == ruleset
            for rd in e.rounds for r in rd.results.values()
            if r.paper is not None and (member is None or member in r.players))
    if not n:
        return ""
    return fill(translate("Statistics", ", 1 table from paper pads left out (no throws)") if n == 1 else
                translate("Statistics", ", %1 tables from paper pads left out (no throws)"), n)


def _ratings(uow: Any, member: int) -> Ratings | None:
    """A member's rating history per ruleset (the rating shown everywhere, mu - 3 sigma, by
    step), where it has two steps or more."""
    from engine.tournament.ratings import ordinal

    rulesets: Sequence[str] = sorted(uow.stats.rated_rulesets(member))
    out = {r: [(float(s.step), round(ordinal(s.mu, s.sigma), 2)) for s in uow.ratings.history(member, r)]
           for r in rulesets}
    return {k: v for k, v in out.items() if len(v) >= 2} or None


def stats_pdf(url: str | None, *, member: int | None = None, event: int | None = None, paper: str = "a4",
              ruleset: str | None = None) -> bytes:
    """``bakehouse report stats --member | --event | --club [--ruleset ID]``."""
    return club_statistics(url, member=member, event=event, ruleset=ruleset).pdf(paper)
