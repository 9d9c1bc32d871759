"""The club's members put right: rename, retire, merge (``bakehouse members ...`` and the app).

Each is one unit of work: the member rows (engine/store/repositories.py) and the events'
documents (engine/store/event_repo.py) change together or not at all.  Nothing that has been
played is deleted: a retired member keeps every match, result, rating and event entry and is
only left out of new events' check-in; a merge moves everything of one entry to the other.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..errors import InvalidInputError, Phrase, phrase
from ..names import quote
from ..store.db import Database as Database  # the type callers pass
from ..store.event_repo import StoredEvents
from ..store.members_csv import MAX_CSV_BYTES as MAX_CSV_BYTES
from ..store.members_csv import READ_AS_1252 as READ_AS_1252
from ..store.members_csv import WINDOWS_1252 as WINDOWS_1252
from ..store.members_csv import Preview as Preview
from ..store.members_csv import export_members as export_members
from ..store.members_csv import import_members as import_members
from ..store.members_csv import preview as preview
from ..store.repositories import MemberInfo as MemberInfo
from ..store.uow import UnitOfWork
from ..tournament.codec import with_player_as
from ..tournament.event import Event
from ..tournament.results import TableResult
from ..words import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Merged:
    kept: MemberInfo
    dropped: MemberInfo
    matches: int  # match seats moved (each with its result)
    ratings: int  # rating steps moved
    events: int  # event entries moved


def all_members(db: Database) -> list[MemberInfo]:
    """Every member (the retired too), in the store's order: ``bakehouse members list``."""
    with UnitOfWork(db) as uow:
        return uow.members.all()


def rename_member(db: Database, member_id: int, name: str) -> tuple[MemberInfo, MemberInfo]:
    """The member before and after.  The name in every event they entered follows (standings show
    the member's name); a match keeps the name as it was played (its record)."""
    with UnitOfWork(db) as uow:
        before, after = _rename(uow, member_id, name)
        uow.commit()
    return before, after


def _rename(uow: UnitOfWork, member_id: int, name: str) -> tuple[MemberInfo, MemberInfo]:
    before = uow.members.get(member_id)
    after = uow.members.update(member_id, name=name)
    events = StoredEvents(uow.session)
    for event in events.all():
        player = event.players.get(member_id)
        if player is not None and player.name != after.name:
            player.name = after.name  # the event's entry (the model), saved through the repository
            events.save(event)
    return before, after


def retire_member(db: Database, member_id: int, *, retired: bool = True) -> MemberInfo:
    """Retire a member (or bring one back): history stays, new events leave them out."""
    with UnitOfWork(db) as uow:
        member = uow.members.update(member_id, active=not retired)
        uow.commit()
    return member


def merge_members(db: Database, keep: int, drop: int) -> Merged:
    """Member ``drop`` (a guest typed twice, an old and a new entry of one person) becomes
    ``keep``: match seats with their results, rating history and event entries move, then
    ``drop`` is removed; entered twice in one event (typed twice at check-in), the two entries
    become one.  Refused, changing nothing, if both played in one match or were both seated in
    one round of an event: two people, not one."""
    with UnitOfWork(db) as uow:
        kept, dropped = uow.members.get(keep), uow.members.get(drop)
        if keep == drop:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "member %1 cannot be merged into itself"), keep))
        events = StoredEvents(uow.session)
        changed = []
        for event in events.all():
            if drop not in event.players:
                continue
            for rd in event.rounds:
                seated = set(rd.seating.players) | set(rd.seating.byes)
                if keep in seated and drop in seated:
                    raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 and %2 are both seated in round %3 of event %4: two people, not one; nothing was merged"), quote(kept.name), quote(dropped.name), rd.number, event.id))
            changed.append(with_player_as(event, drop, keep, kept.name))
        ratings = sum(len(uow.ratings.history(drop, r)) for r in uow.stats.rated_rulesets(drop))
        # the events first: each save rewrites the ratings projection from the first table it
        # changed, so the dropped entry's steps become the kept one's, in play order
        for event in changed:
            events.save(event)
        seats, _ = uow.members.merge(keep, drop)
        uow.commit()
    return Merged(kept, dropped, seats, ratings, len(changed))


# -- the Members page (desktop/club/members_page.py) reads and adds through these ---------------
@dataclass(frozen=True)
class MemberLine:
    """A member as the club's list shows them: who, and how much and how lately they played."""

    id: int
    name: str
    email: str | None
    note: str | None
    active: bool
    games: int  # tables played: stored matches and event results entered without a match
    last_played: str | None  # YYYY-MM-DD, None: never


@dataclass(frozen=True)
class ResultLine:
    """One table a member played: at an event (its round and table) or a match outside events."""

    date: str | None  # YYYY-MM-DD: the event's (else the day its match was played), or the match's
    event: str | None  # the event's name, None: a match played outside any event
    event_id: int | None
    round: int | None
    table: int | None
    ruleset: str | None
    place: int
    players: int
    score: int
    match_id: int | None


@dataclass(frozen=True)
class GameRating:
    """A member's rating in one game: the latest step, and how many steps it took."""

    ruleset: str
    mu: float
    sigma: float
    steps: int
    at: str


def _linked_tables(uow: UnitOfWork) -> dict[tuple[int, int, int], int]:
    """(event, round, table) -> the stored match played there, for every table that has one."""
    return dict(StoredEvents(uow.session).match_links())


def _event_tables(uow: UnitOfWork) -> Iterator[tuple[Event, int, int, TableResult[int]]]:
    """Every table result of every event: (event, round number, table number, result)."""
    for event in StoredEvents(uow.session).all():
        for rd in event.rounds:
            for index, result in sorted(rd.results.items()):
                yield event, rd.number, index + 1, result


def member_lines(db: Database) -> list[MemberLine]:
    """Every member, by name, with the tables they played and the day they last played
    (a few queries for the whole club, however many members)."""
    with UnitOfWork(db) as uow:
        members = uow.members.all()
        games: dict[int, int] = {}
        last: dict[int, str] = {}
        for mid, (n, day) in uow.members.seats_and_last_played().items():
            games[mid] = n
            if day:
                last[mid] = day
        linked = _linked_tables(uow)
        dates = {e.id: e.date for e in uow.events.all()}
        for event, rnd, table, result in _event_tables(uow):
            if (event.id, rnd, table) in linked:
                continue  # its match's seats are counted above
            day = dates.get(event.id)
            for p in result.players:
                games[p] = games.get(p, 0) + 1
                if day and day > last.get(p, ""):
                    last[p] = day
    return [MemberLine(m.id, m.name, m.email, m.note, m.active, games.get(m.id, 0), last.get(m.id))
            for m in members]


def recent_results(db: Database, member_id: int, limit: int = 20) -> list[ResultLine]:
    """The member's last ``limit`` tables, the latest first: every event result (entered from a
    sheet or from a stored match) and every stored match played outside an event."""
    with UnitOfWork(db) as uow:
        uow.members.get(member_id)  # "no member N"
        linked = _linked_tables(uow)
        dates = {e.id: e.date for e in uow.events.all()}
        out: list[ResultLine] = []
        played_on = uow.matches.played_on(linked.values())
        for event, rnd, table, result in _event_tables(uow):
            if member_id in result.players:
                i = result.players.index(member_id)
                match_id = linked.get((event.id, rnd, table))
                day = dates.get(event.id) or (played_on.get(match_id) if match_id is not None else None)
                out.append(ResultLine(day, event.config.name, event.id, rnd, table,
                                      event.config.ruleset, result.places[i], len(result.players),
                                      result.scores[i], match_id))
        at_events = set(linked.values())
        for match_id in uow.members.matches_played(member_id):
            if match_id in at_events:
                continue
            summary = uow.matches.summary(match_id)
            results = uow.matches.results(match_id)
            mine = [r for r in results if r.member_id == member_id]
            if mine:  # a match still in play has no results yet
                out.append(ResultLine(summary.created_at[:10], None, None, None, None, summary.ruleset,
                                      mine[0].place, len(results), mine[0].total, match_id))
    out.sort(key=lambda r: (r.date or "", r.event_id or 0, r.round or 0, r.match_id or 0), reverse=True)
    return out[:limit]


def member_ratings(db: Database, member_id: int) -> list[GameRating]:
    """The member's rating in every game they have one in (the ``ratings`` table), by game."""
    with UnitOfWork(db) as uow:
        uow.members.get(member_id)
        out = []
        for ruleset in sorted(uow.stats.rated_rulesets(member_id)):
            steps = uow.ratings.history(member_id, ruleset)
            if steps:
                latest = steps[-1]
                out.append(GameRating(ruleset, latest.mu, latest.sigma, len(steps), latest.at))
    return out


def add_member(db: Database, name: str, *, email: str | None = None, note: str | None = None) -> MemberInfo:
    """A new member (checked as an import checks a row: the name, the e-mail address, the note)."""
    email, note = _checked(email, note)
    with UnitOfWork(db) as uow:
        member = uow.members.add(name, email=email, note=note)
        uow.commit()
    return member


def edit_member(db: Database, member_id: int, *, name: str, email: str | None, note: str | None) -> MemberInfo:
    """Rename (every event's entry follows, as :func:`rename_member`) and set the e-mail address
    and the note, in one unit of work; an empty address or note clears it."""
    email, note = _checked(email, note)
    with UnitOfWork(db) as uow:
        _rename(uow, member_id, name)
        member = uow.members.update(member_id, email=email or "", note=note or "")
        uow.commit()
    return member


def _checked(email: str | None, note: str | None) -> tuple[str | None, str | None]:
    from ..store.members_csv import email_problem, note_problem

    email = (email or "").strip() or None
    note = (note or "").strip(" ") or None
    for what, problem in ((Phrase(QT_TRANSLATE_NOOP("Refusal", "e-mail")), email and email_problem(email)),
                          (Phrase(QT_TRANSLATE_NOOP("Refusal", "note")), note and note_problem(note))):
        if problem:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1: %2"), what, problem))
    return email, note
