"""The club's members put right: rename, retire, merge (``bakehouse members ...`` and the app).

Each is one unit of work: the member rows (engine/store/repositories.py) and the events'
documents (engine/store/event_repo.py) change together or not at all.  Nothing that has been
played is deleted: a retired member keeps every match, result, rating and event entry and is
only left out of new events' check-in; a merge moves everything of one entry to the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import InvalidInputError
from ..names import quote
from ..store.db import Database
from ..store.event_repo import StoredEvents
from ..store.repositories import MemberInfo
from ..store.uow import UnitOfWork
from ..tournament.codec import event_from_dict, event_to_dict


@dataclass(frozen=True)
class Merged:
    kept: MemberInfo
    dropped: MemberInfo
    matches: int  # match seats moved (each with its result)
    ratings: int  # rating steps moved
    events: int  # event entries moved


def rename_member(db: Database, member_id: int, name: str) -> tuple[MemberInfo, MemberInfo]:
    """The member before and after.  The name in every event they entered follows (standings show
    the member's name); a match keeps the name as it was played (its record)."""
    with UnitOfWork(db) as uow:
        before = uow.members.get(member_id)
        after = uow.members.update(member_id, name=name)
        events = StoredEvents(uow.session)
        for event in events.all():
            player = event.players.get(member_id)
            if player is not None and player.name != after.name:
                d = event_to_dict(event)
                for p in d["players"]:
                    if p["id"] == member_id:
                        p["name"] = after.name
                events.save(event_from_dict(d))
        uow.commit()
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
            raise InvalidInputError(f"member {keep} cannot be merged into itself")
        events = StoredEvents(uow.session)
        changed = []
        for event in events.all():
            if drop not in event.players:
                continue
            for rd in event.rounds:
                seated = set(rd.seating.players) | set(rd.seating.byes)
                if keep in seated and drop in seated:
                    raise InvalidInputError(f"{quote(kept.name)} and {quote(dropped.name)} are both seated in round "
                                            f"{rd.number} of event {event.id}: two people, not one; nothing was "
                                            "merged")
            changed.append(event_from_dict(replace_player(event_to_dict(event), drop, keep, kept.name)))
        ratings = sum(len(uow.ratings.history(drop, r)) for r in uow.stats.rated_rulesets(drop))
        # the events first: each save rewrites the ratings projection from the first table it
        # changed, so the dropped entry's steps become the kept one's, in play order
        for event in changed:
            events.save(event)
        seats, _ = uow.members.merge(keep, drop)
        uow.commit()
    return Merged(kept, dropped, seats, ratings, len(changed))


def replace_player(d: dict[str, Any], old: int, new: int, name: str) -> dict[str, Any]:
    """An event's document (engine/tournament/codec.py) with player ``old`` as ``new``, named
    ``name``: the entry, every seating (rounds and the mixer's plan), result, correction and
    constraint."""

    def ids(xs: list[int]) -> list[int]:
        return [new if x == old else x for x in xs]

    def seating(s: dict[str, Any]) -> None:
        s["tables"] = [ids(t) for t in s["tables"]]
        s["byes"] = ids(s["byes"])

    both = {p["id"] for p in d["players"]} >= {old, new}
    if both:  # entered twice (never seated in one round: the caller checks): one entry, the earlier
        entries = {p["id"]: p for p in d["players"]}
        a, b = entries[new], entries[old]
        a["joined"] = min(a["joined"], b["joined"])
        a["dropped"] = None if a["dropped"] is None or b["dropped"] is None else max(a["dropped"], b["dropped"])
        d["players"] = [p for p in d["players"] if p["id"] != old]
        d["plan"] = []  # the mixer's plan seated two entries: the next round is seated afresh
    for p in d["players"]:
        if p["id"] == old:
            p["id"] = new
        if p["id"] == new:
            p["name"] = name
    for rd in d["rounds"]:
        seating(rd["seating"])
        for r in rd["results"].values():
            r["players"] = ids(r["players"])
    for s in d["plan"]:
        seating(s)
    for c in d["corrections"]:
        c["before"]["players"] = ids(c["before"]["players"])
        c["after"]["players"] = ids(c["after"]["players"])
    d["constraints"]["fixed"] = {str(new if int(k) == old else int(k)): v for k, v in d["constraints"]["fixed"].items()}
    d["constraints"]["apart"] = [pair for pair in (ids(p) for p in d["constraints"]["apart"]) if pair[0] != pair[1]]
    return d
