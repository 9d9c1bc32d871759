"""The club home's first screen, read by the store in one way over either connection (issue 31).

What the home shows on opening (engine/services/club.py ``club_summary``): whether the club is
empty, how many members and events it holds, the newest event still to seat or play and the newest
finished one, each with its players' ratings for the standings.  :func:`read_home` reads it with
a few cheap queries, whatever the club's size, through a :data:`Fetch`: a function that runs one
of the store's SQL texts below with named parameters and hands back its rows.

- the full store passes :func:`session_fetch` (a unit of work's session: SQLAlchemy, SQLite or
  PostgreSQL), as every page of the app and ``bakehouse`` read;
- the app's first look at a plain SQLite file passes the standard library's :mod:`sqlite3`
  (:func:`glance`): the club home is drawn with the club's summary before SQLAlchemy, sqlmodel
  and pydantic are loaded (some 35 MB of the app's resident memory; benchmarks/app_startup.py).

Both run the same queries, decode the events with the store's own decoder (:func:`load_event`,
the event repository's) and read the ratings with the projection's own query
(:func:`latest_steps`, :class:`engine.store.ratings.RatingProjection`'s); :func:`glance` admits
the file with the store's own checks (engine/store/admission.py, as :func:`engine.store.db.open_database`
does): one door to the database, two connections.  Nothing here imports SQLAlchemy.
"""

from __future__ import annotations

import json
import sqlite3
import urllib.parse
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import BakehouseError, phrase
from ..tournament.codec import event_from_dict
from ..tournament.event import Event
from ..tournament.ratings import Rating
from ..words import QT_TRANSLATE_NOOP
from .admission import (
    _first_line,
    _read_only_connection,
    admit,
    damaged_on_opening,
    is_damage,
    judge_revision,
    one_revision,
    opening_verdict,
    plain_sqlite_file,
)
from .errors import StoreError

if TYPE_CHECKING:
    from sqlmodel import Session

#: runs one SQL text with named parameters (``:name``) and hands back its rows
Fetch = Callable[[str, Mapping[str, Any]], list[tuple[Any, ...]]]
#: a table in play order: (event id, round number, table number from 1)
Order = tuple[int, int, int]

# -- the store's queries (the tables' names are engine/store/models.py's) -----------------------------
#: one row of each table, for :func:`is_empty`
ANY_ROW = {table: f"SELECT id FROM {table} LIMIT 1" for table in ("members", "events", "matches")}
COUNT = {table: f"SELECT count(id) FROM {table}" for table in ("members", "events", "matches")}
NEWEST_MANAGED_EVENTS = "SELECT event_id FROM event_states ORDER BY event_id DESC LIMIT :limit"
EVENT_STATE = "SELECT state, version FROM event_states WHERE event_id = :event_id"
EVENT_DATE = "SELECT date FROM events WHERE id = :event_id"


def is_empty(fetch: Fetch) -> bool:
    """No member, no event, no match: a new database."""
    return all(not fetch(ANY_ROW[table], {}) for table in ("members", "events", "matches"))


def count(fetch: Fetch, table: str) -> int:
    """How many rows ``table`` ("members", "events" or "matches") holds."""
    return int(fetch(COUNT[table], {})[0][0])


def newest_managed_events(fetch: Fetch, limit: int) -> list[int]:
    """The ids of the newest ``limit`` events made with ``bakehouse event create``, newest first."""
    return [int(r[0]) for r in fetch(NEWEST_MANAGED_EVENTS, {"limit": limit})]


def load_event(event_id: int, state: str) -> Event:
    """An event's stored document (``event_states.state``) decoded; a state that cannot be read
    back (edited by hand, damaged) is refused naming the event and what is wrong."""
    try:
        event = event_from_dict(json.loads(state))
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        what = e.message if isinstance(e, BakehouseError) else (
            f"missing {e}" if isinstance(e, KeyError) else str(e) or type(e).__name__)
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "the stored state of event %1 is damaged (%2): restore it from a backup"), event_id, what[:120])) from None  # noqa: E501
    if event.id != event_id:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "the stored state of event %1 is damaged (it names event %2): restore it from a backup"), event_id, event.id))  # noqa: E501
    return event


def read_event(fetch: Fetch, event_id: int) -> Event:
    """A managed event (one ``event_states`` row) with its date (kept in its ``events`` row)."""
    rows = fetch(EVENT_STATE, {"event_id": event_id})
    if not rows:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "there is no event %1"), event_id))
    event = load_event(event_id, str(rows[0][0]))
    dated = fetch(EVENT_DATE, {"event_id": event_id})
    event.date = (str(dated[0][0]) if dated and dated[0][0] else None)
    return event


def latest_sql(players: int, before: bool) -> str:
    """The ratings projection's query (engine/store/ratings.py): each of ``players`` members' last
    stored step of a ruleset (``:ruleset``, members ``:m0`` ...), before table (``:e``, ``:r``,
    ``:t``) when ``before``."""
    members = ", ".join(f":m{i}" for i in range(players))
    cut = (" AND NOT (event_id > :e OR event_id = :e AND (round > :r OR round = :r AND table_no >= :t))"
           if before else "")
    return ("SELECT ratings.member_id, ratings.step, ratings.mu, ratings.sigma FROM ratings JOIN "
            f"(SELECT member_id, max(step) AS step FROM ratings WHERE ruleset = :ruleset AND member_id IN ({members})"
            f"{cut} GROUP BY member_id) AS last ON ratings.member_id = last.member_id AND ratings.step = last.step "
            "WHERE ratings.ruleset = :ruleset")


def latest_steps(fetch: Fetch, ruleset: str, players: Sequence[int], before: Order | None
                 ) -> dict[int, tuple[int, float, float]]:
    """Each player's last stored step (step, mu, sigma) before table ``before`` (None: the last
    of all): one indexed query over those players' rows."""
    if not players:
        return {}
    params: dict[str, Any] = {"ruleset": ruleset, **{f"m{i}": int(q) for i, q in enumerate(players)}}
    if before is not None:
        params.update(e=before[0], r=before[1], t=before[2])
    return {int(m): (int(s), float(mu), float(sg))
            for m, s, mu, sg in fetch(latest_sql(len(players), before is not None), params)}


def ratings_of(fetch: Fetch, ruleset: str, players: Iterable[int], before: Order | None = None) -> dict[int, Rating]:
    """The players' ratings as they were before table ``before`` (None: now); a player not yet
    rated has the starting rating."""
    wanted = sorted(set(players))
    found = latest_steps(fetch, ruleset, wanted, before)
    return {q: Rating(found[q][1], found[q][2]) if q in found else Rating() for q in wanted}


# -- the home's summary ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class EventRead:
    """An event of the summary: ``ratings`` are its players' shown ratings now (the stored
    projection's ordinals) for its standings, None before any result (no standings yet)."""

    event: Event
    finished: bool
    ratings: dict[int, float] | None


@dataclass(frozen=True)
class HomeRead:
    empty: bool
    members: int
    events: int
    next_event: EventRead | None
    last_event: EventRead | None


def read_home(fetch: Fetch, look_back: int) -> HomeRead:
    """The summary: among the newest ``look_back`` managed events, the newest still to seat or
    play and the newest finished one."""
    empty = is_empty(fetch)
    members, events = count(fetch, "members"), count(fetch, "events")
    next_event = last_event = None
    for event_id in newest_managed_events(fetch, look_back):
        event = read_event(fetch, event_id)
        finished = len(event.rounds) >= event.config.rounds and all(rd.finished for rd in event.rounds)
        if finished and last_event is not None or not finished and next_event is not None:
            continue
        ratings = ({q: r.ordinal for q, r in ratings_of(fetch, event.config.ruleset, event.players).items()}
                   if any(rd.results for rd in event.rounds) else None)
        read = EventRead(event, finished, ratings)
        if finished:
            last_event = read
        else:
            next_event = read
        if next_event is not None and last_event is not None:
            break
    return HomeRead(empty, members, events, next_event, last_event)


def session_fetch(session: Session) -> Fetch:
    """:data:`Fetch` over a store session (the caller's unit of work)."""
    from sqlalchemy import text

    def fetch(sql: str, params: Mapping[str, Any]) -> list[tuple[Any, ...]]:
        return [tuple(row) for row in session.execute(text(sql), dict(params))]

    return fetch


def _connection_fetch(con: sqlite3.Connection) -> Fetch:
    def fetch(sql: str, params: Mapping[str, Any]) -> list[tuple[Any, ...]]:
        return [tuple(row) for row in con.execute(sql, dict(params))]

    return fetch


#: how long a glance waits for another station's write to end (ms), as the store's connections do
BUSY_TIMEOUT_MS = 10_000


def glance(url: str, look_back: int, *, create: bool = False) -> HomeRead | None:
    """The summary of the SQLite file of ``url`` (a plain ``sqlite:///PATH``), read with the standard
    library's :mod:`sqlite3` in one read-only transaction, without loading SQLAlchemy; None when
    the full store must open it instead (a server's database, any other form of URL, a file to be
    made a club database with ``create``, a failure that is not the file's damage: the full store
    says those its own way).

    Refused exactly as :func:`engine.store.db.open_database` (``create=False``) refuses, by the
    same checks, with the same errors and messages: a file that is not Bakehouse's, cut short or
    damaged (:class:`~engine.store.admission.DamagedDatabaseError`), an older revision
    (:class:`~engine.store.admission.OlderDatabaseError`), a newer Bakehouse's, an empty file
    (:class:`~engine.store.admission.NotADatabaseYetError`)."""
    path = plain_sqlite_file(url)
    if path is None:
        return None
    admission = admit(url, create=create)
    if admission.state not in ("ours", "older"):
        return None  # missing, empty or blank, and to be made one (create): the full store makes it
    try:
        con = (_read_only_connection(path) if admission.read_only else
               sqlite3.connect(f"file:{urllib.parse.quote(str(path))}?mode=ro", uri=True, check_same_thread=False))
    except sqlite3.Error:
        return None
    try:
        con.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        con.execute("BEGIN")  # one snapshot: another station's save is seen whole or not at all
        fetch = _connection_fetch(con)
        try:  # what open_database reads before it hands the database over: the same refusals
            tables = {str(r[0]) for r in fetch("SELECT name FROM sqlite_master WHERE type = 'table' "
                                               "AND name NOT LIKE 'sqlite_%'", {})}
            rows = fetch("SELECT version_num FROM alembic_version LIMIT 3", {}) if "alembic_version" in tables else []
        except sqlite3.Error as e:
            first = _first_line(e)
            if is_damage(first):
                raise damaged_on_opening(path, first) from None
            raise
        rev = judge_revision(one_revision(rows), url)
        if opening_verdict(rev, url, admission.path, create=create, has_tables=lambda: bool(tables)):
            return None  # to be made a club database: the full store does it
        return read_home(fetch, look_back)
    except sqlite3.Error:
        return None  # locked, gone, unreadable now: the full store tries and says it its own way
    finally:
        con.close()
