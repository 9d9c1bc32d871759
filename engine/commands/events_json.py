"""``bakehouse event``: run an event headless (create, add players, seat, publish, record
results, correct, standings, a league's season table).

Events are kept in the file given by ``--file`` (one JSON file of events,
:class:`.codec.JsonFileEvents`); ``--db URL`` will use the club database once engine/store
provides an events repository (:func:`open_repository` is the one place to wire it).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ..errors import BakehouseError, InvalidInputError
from ..names import name_key, quote

if TYPE_CHECKING:  # the rest is imported when a command runs: `bakehouse seat` starts quickly
    from ..tournament.event import Event, EventRepository
    from ..tournament.results import TableResult
    from ..tournament.seating import Seating

#: the choices offered (tests check them against the enums)
KINDS = ("club-night", "tournament", "league")
FORMATS = ("mixer", "swiss", "progressive")
SEEDINGS = ("random", "snake", "strongest-together")

EXIT_REFUSED = 2


def open_repository(args: argparse.Namespace) -> EventRepository:
    if args.db:
        raise InvalidInputError("events in the club database (--db) are not wired yet: use --file PATH")
    if not args.file:
        raise InvalidInputError("say where the events are kept: --file PATH")
    from ..tournament.codec import JsonFileEvents

    return JsonFileEvents(args.file)


def _out(data: Any, as_json: bool, text: str) -> None:
    line = json.dumps(data, ensure_ascii=False) if as_json else text.rstrip("\n")
    line += "\n"
    try:
        sys.stdout.write(line)
    except UnicodeEncodeError:
        sys.stdout.write(line.encode("ascii", "backslashreplace").decode("ascii"))


def _seating_data(event: Event, number: int, seating: Seating[int], published: bool) -> dict[str, Any]:
    name = {p.id: p.name for p in event.players.values()}
    return {
        "round": number,
        "published": published,
        "tables": [[{"id": q, "name": name[q]} for q in t] for t in seating.tables],
        "byes": [{"id": q, "name": name[q]} for q in seating.byes],
    }


def _seating_text(data: dict[str, Any]) -> str:
    lines = [f"round {data['round']} ({'published' if data['published'] else 'draft: swap, then publish'})"]
    for i, t in enumerate(data["tables"], 1):
        lines.append(f"  table {i}: " + ", ".join(f"{p['id']} {p['name']}" for p in t))
    if data["byes"]:
        lines.append("  bye: " + ", ".join(f"{p['id']} {p['name']}" for p in data["byes"]))
    return "\n".join(lines)


def _table_result(event: Event, args: argparse.Namespace) -> TableResult[int]:
    from ..tournament.results import TableResult

    if not 1 <= args.round <= len(event.rounds):
        raise InvalidInputError(f"there is no round {args.round}")
    tables = event.rounds[args.round - 1].seating.tables
    if not 1 <= args.table <= len(tables):
        raise InvalidInputError(f"round {args.round} has no table {args.table}")
    seated = tables[args.table - 1]
    if args.scores is not None:
        try:
            scores = [int(x) for x in args.scores.split(",")]
        except ValueError:
            raise InvalidInputError(f"scores are whole numbers apart by commas, not {quote(args.scores)}") from None
        if len(scores) != len(seated):
            raise InvalidInputError(f"table {args.table} seats {len(seated)} players: give {len(seated)} scores")
        return TableResult.from_scores(seated, scores)
    from ..record import read_file, replay

    record = read_file(args.record)
    if record.ruleset != event.config.ruleset:
        raise InvalidInputError(f"the record is a {record.ruleset} game; this event plays {event.config.ruleset}")
    rep = replay(record)
    if rep.state is None or not rep.state.is_terminal():
        raise InvalidInputError("the record's game is not finished")
    by_key = {name_key(event.players[q].name): q for q in seated}
    ids = []
    for n in record.players:
        q = by_key.get(name_key(n))
        if q is None:
            raise InvalidInputError(f"{quote(n)} is not seated at table {args.table} of round {args.round}")
        ids.append(q)
    return TableResult.from_state(ids, rep.state)


def _pair(text: str) -> tuple[int, int]:
    a, sep, b = text.partition(":")
    try:
        if sep:
            return int(a), int(b)
    except ValueError:
        pass
    raise InvalidInputError(f"write a pair as A:B (numbers), not {quote(text)}")


def cmd_event(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except BakehouseError as e:
        print(str(e), file=sys.stderr)
        return EXIT_REFUSED


def _run(args: argparse.Namespace) -> int:
    from ..tournament.event import EventConfig, EventKind, EventService
    from ..tournament.seating import Constraints, Format, Seeding
    from ..tournament.tables import TableSizes

    svc = EventService(open_repository(args))
    act = args.action
    if act == "create":
        options: dict[str, Any] = {}
        for item in args.option or []:
            key, sep, value = item.partition("=")
            if not sep:
                raise InvalidInputError(f"an option is written key=value, not {quote(item)}")
            try:
                options[key] = json.loads(value)
            except json.JSONDecodeError:
                options[key] = value
        config = EventConfig(
            name=args.name,
            kind=EventKind(args.kind),
            ruleset=args.ruleset,
            options=options,
            rounds=args.rounds,
            sizes=TableSizes.parse(args.table_size, args.sizes),
            fmt=Format(args.format),
            seeding=Seeding(args.seeding),
            seed=args.seed,
            time_limit=args.time_limit,
            season=args.season,
            best_nights=args.best_nights,
        )
        ev = svc.create(config)
        _out({"event": ev.id}, args.json, f"event {ev.id}: {ev.config.name}")
        return 0
    if act == "season":
        season_rows = svc.season_table(args.event)
        names = {p.id: p.name for e in svc.repo.all() if e.config.season == args.event for p in e.players.values()}
        season_data: list[dict[str, Any]] = [
            {"place": r.place, "id": r.player, "name": names.get(r.player, ""), "points": r.total, "nights": r.nights}
            for r in season_rows
        ]
        text = "\n".join(
            f"{d['place']:>3}  {d['name'][:40]:40} {d['points']:7.1f}  nights {d['nights']}" for d in season_data
        )
        _out({"season": season_data}, args.json, text or "no nights played yet")
        return 0
    event = svc.repo.get(args.event)
    data: dict[str, Any]
    if act == "add":
        pid = args.id if args.id is not None else max(event.players, default=0) + 1
        p = svc.add_player(event.id, pid, args.name)
        _out({"id": p.id, "name": p.name, "joined": p.joined}, args.json, f"{p.id} {p.name} (from round {p.joined})")
    elif act == "drop":
        svc.drop(event.id, args.player)
        _out({"dropped": args.player}, args.json, f"{args.player} leaves the event")
    elif act == "substitute":
        pid = args.id if args.id is not None else max(event.players, default=0) + 1
        svc.substitute(event.id, args.out, pid, args.name)
        _out({"out": args.out, "in": pid}, args.json, f"{pid} {args.name} takes the seat of {args.out}")
    elif act == "constrain":
        fixed = dict(event.constraints.fixed)
        for text in args.fix or []:
            q, t = _pair(text)
            if t < 1:
                raise InvalidInputError("tables are numbered from 1")
            fixed[q] = t - 1
        apart = set(event.constraints.apart)
        for text in args.apart or []:
            a, b = _pair(text)
            if a == b:
                raise InvalidInputError("a player cannot be kept apart from themself")
            apart.add(frozenset((a, b)))
        for q in [*fixed, *(x for pair in apart for x in pair)]:
            if q not in event.players:
                raise InvalidInputError(f"no player {q} in this event")
        svc.set_constraints(event.id, Constraints(fixed, frozenset(apart)))
        _out({"fixed": {str(k): v + 1 for k, v in fixed.items()}, "apart": [sorted(p) for p in apart]}, args.json, "ok")
    elif act == "seat":
        rd = svc.seat_next(event.id)
        data = _seating_data(svc.repo.get(event.id), rd.number, rd.seating, rd.published)
        _out(data, args.json, _seating_text(data))
    elif act == "final":
        rd = svc.seat_final(event.id, args.size, args.semis)
        data = _seating_data(svc.repo.get(event.id), rd.number, rd.seating, rd.published)
        data["stage"] = rd.stage
        _out(data, args.json, f"{'semi-finals' if rd.stage == 'semi' else 'final'}: " + _seating_text(data))
    elif act == "swap":
        check = svc.swap(event.id, args.a, args.b)
        ev = svc.repo.get(event.id)
        data = _seating_data(ev, ev.rounds[-1].number, check.seating, False)
        data["cost"] = {
            "repeats_before": check.repeats_before,
            "repeats_after": check.repeats_after,
            "apart_after": check.apart_after,
            "fixed_broken": list(check.fixed_broken),
        }
        _out(data, args.json, _seating_text(data) + "\n" + check.message)
    elif act == "publish":
        rd = svc.publish(event.id)
        data = _seating_data(svc.repo.get(event.id), rd.number, rd.seating, True)
        _out(data, args.json, _seating_text(data))
    elif act in ("result", "correct"):
        result = _table_result(event, args)
        if act == "result":
            svc.record(event.id, args.round, args.table, result)
        else:
            svc.correct(event.id, args.round, args.table, result)
        names = {p.id: p.name for p in event.players.values()}
        data = {
            "round": args.round,
            "table": args.table,
            "result": [
                {"id": q, "name": names[q], "place": pl, "score": sc}
                for q, pl, sc in zip(result.players, result.places, result.scores, strict=True)
            ],
        }
        text = ", ".join(
            f"{d['place']}. {d['name']} ({d['score']})" for d in sorted(data["result"], key=lambda d: d["place"])
        )
        _out(data, args.json, text)
    elif act == "standings":
        rows = svc.standings(event.id)
        names = {p.id: p.name for p in event.players.values()}
        table_rows: list[dict[str, Any]] = [
            {
                "place": r.place,
                "id": r.player,
                "name": names[r.player],
                "points": r.points,
                "wins": r.wins,
                "games": r.games,
                "score": r.score,
                "opponents": r.opponents,
                "rating": None if r.rating is None else round(r.rating, 3),
                "shared": r.shared,
            }
            for r in rows
        ]
        head = f"{'':>4}  {'player':40} {'points':>7} {'wins':>5} {'games':>6} {'score':>7} {'opp.':>7}"
        lines = [head] + [
            f"{str(d['place']) + ('=' if d['shared'] else ''):>4}  {d['name'][:40]:40} {d['points']:7.1f} "
            f"{d['wins']:5} {d['games']:6} {d['score']:7} {d['opponents']:7.1f}"
            for d in table_rows
        ]
        _out({"event": event.id, "standings": table_rows}, args.json, "\n".join(lines))
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "event",
        help="run a club night, tournament or league headless: players, seating, results, standings",
        description="Run an event headless. Events are kept in --file (JSON) or, later, the club database (--db).",
    )
    p.add_argument("--file", help="the events file (JSON; created on first use)")
    p.add_argument("--db", help="the club database URL (not wired to events yet)")
    sub = p.add_subparsers(dest="action", metavar="ACTION", required=True)

    def add(name: str, help_text: str, needs_event: bool = True) -> argparse.ArgumentParser:
        a = sub.add_parser(name, help=help_text)
        if needs_event:
            a.add_argument("--event", type=int, required=True, help="the event's number")
        a.add_argument("--json", action="store_true", help="print JSON")
        return a

    c = add("create", "create an event; prints its number", needs_event=False)
    c.add_argument("--name", required=True)
    c.add_argument("--kind", choices=KINDS, default="club-night")
    c.add_argument("--ruleset", default="classic")
    c.add_argument("--option", action="append", help="a game option, key=value (repeatable)")
    c.add_argument("--rounds", type=int, default=3)
    c.add_argument("--table-size", type=int, default=4)
    c.add_argument("--sizes", default="3-5", help="table sizes allowed (default 3-5)")
    c.add_argument("--format", choices=FORMATS, default="mixer")
    c.add_argument("--seeding", choices=SEEDINGS, default="random")
    c.add_argument("--seed", type=int, default=0)
    c.add_argument("--time-limit", type=float, default=1.0, help="seconds to seat a round (default 1)")
    c.add_argument("--season", type=int, help="the league this club night belongs to")
    c.add_argument("--best-nights", type=int, help="a league: the best nights counted")
    a = add("add", "add a player (after round 1 is seated: a late arrival, seated from the next round)")
    a.add_argument("--name", required=True)
    a.add_argument("--id", type=int, help="the member's number (default: the next free)")
    d = add("drop", "a player leaves: not seated from the next round")
    d.add_argument("--player", type=int, required=True)
    s = add("substitute", "a newcomer takes a player's seat in the current round")
    s.add_argument("--out", type=int, required=True)
    s.add_argument("--name", required=True)
    s.add_argument("--id", type=int)
    k = add("constrain", "fixed tables and players kept apart")
    k.add_argument("--fix", action="append", help="PLAYER:TABLE, the player always at that table")
    k.add_argument("--apart", action="append", help="A:B, never at one table")
    add("seat", "seat the next round (a draft until published)")
    fin = add("final", "seat the final stage after the rounds: the top players at a final table (or semi-finals)")
    fin.add_argument("--size", type=int, required=True, help="players at the final table")
    fin.add_argument("--semis", type=int, default=0, help="semi-final tables first (their best go to the final)")
    w = add("swap", "swap two players in the draft round; prints its cost")
    w.add_argument("a", type=int)
    w.add_argument("b", type=int)
    add("publish", "publish the draft round")
    for name, text in (("result", "record a table's result"), ("correct", "correct a table's result")):
        r = add(name, text)
        r.add_argument("--round", type=int, required=True)
        r.add_argument("--table", type=int, required=True)
        g = r.add_mutually_exclusive_group(required=True)
        g.add_argument("--scores", help="scores in seat order, like 12,30,5,8 (rounds won for the Damn Straights)")
        g.add_argument("--record", help="the table's match record (JSON)")
    add("standings", "print the standings")
    add("season", "print a league's season table (--event is the league)")
    p.set_defaults(func=cmd_event)
