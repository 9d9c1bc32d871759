"""Events as JSON-ready dicts.

``event_to_dict`` / ``event_from_dict`` write every fact of an :class:`Event` (the derived
standings and ratings are never stored: they are computed again).  The club database stores
the dict, one document per event (engine/store/event_repo.py); a SQLite file is the one file
form of events (``bakehouse event --db FILE``).
"""

from __future__ import annotations

from typing import Any

from ..errors import InvalidInputError
from .event import Correction, Event, EventConfig, EventKind, EventPlayer, EventRound
from .results import TableResult
from .seating import Constraints, Format, Seating, Seeding
from .standings import PlacementPoints, TieBreak
from .tables import TableSizes

FORMAT_VERSION = 1


def _result(r: TableResult[int]) -> dict[str, Any]:
    return {"players": list(r.players), "places": list(r.places), "scores": list(r.scores)}


def _result_from(d: Any) -> TableResult[int]:
    return TableResult(tuple(d["players"]), tuple(d["places"]), tuple(d["scores"]))


def _seating(s: Seating[int]) -> dict[str, Any]:
    return {"tables": [list(t) for t in s.tables], "byes": list(s.byes)}


def _seating_from(d: Any) -> Seating[int]:
    return Seating(tuple(tuple(t) for t in d["tables"]), tuple(d["byes"]))


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
            "points": {str(k): list(v) for k, v in c.points.by_size.items()},
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
    }


def event_from_dict(d: Any) -> Event:
    try:
        c = d["config"]
        config = EventConfig(
            name=c["name"],
            kind=EventKind(c["kind"]),
            ruleset=c["ruleset"],
            options=dict(c["options"]),
            rounds=int(c["rounds"]),
            sizes=TableSizes(*c["sizes"]),
            fmt=Format(c["format"]),
            seeding=Seeding(c["seeding"]),
            points=PlacementPoints({int(k): tuple(v) for k, v in c["points"].items()}),
            tiebreaks=tuple(TieBreak(t) for t in c["tiebreaks"]),
            bye_points=float(c["bye_points"]),
            seed=int(c["seed"]),
            time_limit=float(c["time_limit"]),
            season=c["season"],
            best_nights=c["best_nights"],
        )
        event = Event(int(d["id"]), config)
        for p in d["players"]:
            event.players[int(p["id"])] = EventPlayer(int(p["id"]), p["name"], p["joined"], p["dropped"])
        for rd in d["rounds"]:
            event.rounds.append(
                EventRound(
                    rd["number"],
                    _seating_from(rd["seating"]),
                    bool(rd["published"]),
                    {int(t): _result_from(r) for t, r in rd["results"].items()},
                    str(rd["stage"]),
                )
            )
        event.constraints = Constraints(
            {int(k): int(v) for k, v in d["constraints"]["fixed"].items()},
            frozenset(frozenset(p) for p in d["constraints"]["apart"]),
        )
        event.corrections = [
            Correction(x["round"], x["table"], _result_from(x["before"]), _result_from(x["after"]))
            for x in d["corrections"]
        ]
        event.plan = [_seating_from(s) for s in d["plan"]]
        event.round_options = {int(k): v for k, v in d["round_options"].items()}
    except (KeyError, TypeError, ValueError) as e:
        if isinstance(e, InvalidInputError):
            raise
        raise InvalidInputError(f"not an event saved by Bakehouse ({type(e).__name__}: {str(e)[:60]})") from None
    return event
