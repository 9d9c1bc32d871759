"""Events as JSON-ready dicts.

``event_to_dict`` / ``event_from_dict`` write every fact of an :class:`Event` (the derived
standings and ratings are never stored: they are computed again).  The club database stores
the dict, one document per event (engine/store/event_repo.py); a SQLite file is the one file
form of events (``bakehouse event --db FILE``).
"""

from __future__ import annotations

import math
from typing import Any

from ..errors import InvalidInputError
from ..limits import MAX_COUNT, MAX_ID, MAX_ROUNDS, MAX_SCORE, MAX_SEED
from ..names import quote
from .event import Correction, Event, EventConfig, EventKind, EventPlayer, EventRound
from .paper import column_text, parse_column
from .results import TableResult
from .seating import Constraints, Format, Seating, Seeding
from .standings import PlacementPoints, TieBreak, exact, points_json
from .tables import TableSizes
from .timer import RoundTimerState

FORMAT_VERSION = 1


def _result(r: TableResult[int]) -> dict[str, Any]:
    out: dict[str, Any] = {"players": list(r.players), "places": list(r.places), "scores": list(r.scores)}
    if r.paper is not None:  # a game from its paper pad (paper.py): written only then, so other results read as ever
        out["paper"] = [column_text(c) for c in r.paper]
    return out


def _whole(value: Any, what: str, low: int, high: int) -> int:
    """A whole number read back from a saved event, within the bounds a command would have
    accepted (engine/argtypes.py): a stored 10^20 is refused, never fed to a command (issue 18)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInputError(f"not an event saved by Bakehouse ({what} {quote(value)} is not a whole number "
                                f"from {low} to {high})")
    return value


def _finite(value: Any, what: str) -> float:
    number = float(value)
    if not math.isfinite(number) or abs(number) > MAX_SCORE:
        raise InvalidInputError(f"not an event saved by Bakehouse ({what} {quote(value)} is out of range)")
    return number


def _ids(values: Any, what: str) -> tuple[int, ...]:
    return tuple(_whole(v, what, 1, MAX_ID) for v in values)


def _result_from(d: Any) -> TableResult[int]:
    paper = d.get("paper")
    turns = None if paper is None else tuple(parse_column(str(c), "a saved paper pad") for c in paper)
    return TableResult(_ids(d["players"], "a player"), tuple(_whole(p, "a place", 1, MAX_COUNT) for p in d["places"]),
                       tuple(_whole(x, "a score", -MAX_SCORE, MAX_SCORE) for x in d["scores"]), turns)


def _seating(s: Seating[int]) -> dict[str, Any]:
    return {"tables": [list(t) for t in s.tables], "byes": list(s.byes)}


def _seating_from(d: Any) -> Seating[int]:
    return Seating(tuple(_ids(t, "a seated player") for t in d["tables"]), _ids(d["byes"], "a player with a bye"))


def event_to_dict(e: Event) -> dict[str, Any]:
    c = e.config
    return {
        "version": FORMAT_VERSION,
        "id": e.id,
        "config": {
            "name": c.name,
            "kind": c.kind.value,
            "ruleset": c.ruleset,
            "options": dict(c.options),
            "rounds": c.rounds,
            "sizes": [c.sizes.preferred, c.sizes.smallest, c.sizes.largest],
            "format": c.fmt.value,
            "seeding": c.seeding.value,
            "points": {str(k): [points_json(p) for p in v] for k, v in c.points.by_size.items()},
            "tiebreaks": [t.value for t in c.tiebreaks],
            "bye_points": c.bye_points,
            "seed": c.seed,
            "time_limit": c.time_limit,
            "season": c.season,
            "best_nights": c.best_nights,
        },
        "players": [{"id": p.id, "name": p.name, "joined": p.joined, "dropped": p.dropped} for p in e.players.values()],
        "rounds": [
            {
                "number": rd.number,
                "seating": _seating(rd.seating),
                "published": rd.published,
                "stage": rd.stage,
                "results": {str(t): _result(r) for t, r in sorted(rd.results.items())},
                # written only while a table's match is reopened, so other rounds read as ever
                **({"reopened": {str(t): _result(r) for t, r in sorted(rd.reopened.items())}}
                   if rd.reopened else {}),
            }
            for rd in e.rounds
        ],
        "constraints": {
            "fixed": {str(k): v for k, v in e.constraints.fixed.items()},
            "apart": [sorted(p) for p in e.constraints.apart],
        },
        "corrections": [
            {"round": x.round, "table": x.table, "before": _result(x.before), "after": _result(x.after)}
            for x in e.corrections
        ],
        "plan": [_seating(s) for s in e.plan],
        "round_options": {str(k): v for k, v in e.round_options.items()},
        # written only once closed, so an open event's document is as it always was
        **({"closed": True} if e.closed else {}),
        # the round timer (issue 33): written only once set, likewise
        **({"timer": e.timer.to_dict()} if e.timer is not None else {}),
    }


def event_from_dict(d: Any) -> Event:
    try:
        c = d["config"]
        config = EventConfig(
            name=c["name"],
            kind=EventKind(c["kind"]),
            ruleset=c["ruleset"],
            options=dict(c["options"]),
            rounds=_whole(c["rounds"], "rounds", 1, MAX_ROUNDS),
            sizes=TableSizes(*c["sizes"]),
            fmt=Format(c["format"]),
            seeding=Seeding(c["seeding"]),
            points=PlacementPoints({int(k): tuple(exact(x) for x in v) for k, v in c["points"].items()}),
            tiebreaks=tuple(TieBreak(t) for t in c["tiebreaks"]),
            bye_points=_finite(c["bye_points"], "bye points"),
            seed=_whole(c["seed"], "the seed", -MAX_SEED, MAX_SEED),
            time_limit=_finite(c["time_limit"], "the time limit"),
            season=c["season"],
            best_nights=c["best_nights"],
        )
        event = Event(_whole(d["id"], "the event id", 1, MAX_ID), config)
        for p in d["players"]:
            pid = _whole(p["id"], "a player id", 1, MAX_ID)
            event.players[pid] = EventPlayer(pid, p["name"], p["joined"], p["dropped"])
        for rd in d["rounds"]:
            event.rounds.append(
                EventRound(
                    _whole(rd["number"], "a round number", 1, MAX_ROUNDS),
                    _seating_from(rd["seating"]),
                    bool(rd["published"]),
                    {_whole(int(t), "a table number", 0, MAX_COUNT): _result_from(r) for t, r in rd["results"].items()},
                    str(rd["stage"]),
                    {_whole(int(t), "a table number", 0, MAX_COUNT): _result_from(r)
                     for t, r in rd.get("reopened", {}).items()},
                )
            )
        event.constraints = Constraints(
            {int(k): int(v) for k, v in d["constraints"]["fixed"].items()},
            frozenset(frozenset(p) for p in d["constraints"]["apart"]),
        )
        event.corrections = [
            Correction(_whole(x["round"], "a round number", 1, MAX_ROUNDS), _whole(x["table"], "a table number", 0, MAX_COUNT),
                       _result_from(x["before"]), _result_from(x["after"]))
            for x in d["corrections"]
        ]
        event.plan = [_seating_from(s) for s in d["plan"]]
        event.round_options = {int(k): v for k, v in d["round_options"].items()}
        event.closed = bool(d.get("closed", False))
        if d.get("timer") is not None:
            event.timer = RoundTimerState.from_dict(d["timer"])
    except (KeyError, TypeError, ValueError, OverflowError) as e:
        if isinstance(e, InvalidInputError):
            raise
        raise InvalidInputError(f"not an event saved by Bakehouse ({type(e).__name__}: {str(e)[:60]})") from None
    return event


def with_player_as(event: Event, old: int, new: int, name: str) -> Event:
    """The event with player ``old`` as ``new``, named ``name`` (a member merge,
    engine/services/members.py): the entry, every seating (rounds and the mixer's plan), result,
    correction and constraint; entered twice, the two entries become one.  Done on this codec's
    document, the one place that knows every fact an event holds, and read back through
    :func:`event_from_dict`, so the result is checked as any stored event is."""
    out = event_from_dict(_replace_player(event_to_dict(event), old, new, name))
    out.date = event.date  # kept beside the document (the store's events row), not in it
    return out


def _replace_player(d: dict[str, Any], old: int, new: int, name: str) -> dict[str, Any]:
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
