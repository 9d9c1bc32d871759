"""``bakehouse event ...``: run a club night, a tournament or a league on the club database.

One grammar (issue 17): the event is a positional id (``bakehouse event seat 3``), players are
named (``--scores "Ann=104,Bob=87"``), a shared place is printed ``2=`` (standard competition
ranking, as the printed standings), and ``--db URL`` (else ``BAKEHOUSE_DB``, else the default
SQLite file: a SQLite file is the one file form) goes before or after the action.  Each
command is one unit of work: the tournament's :class:`~engine.tournament.event.EventService`
over :class:`~engine.store.event_repo.StoredEvents`, one commit at the end, so a refused
command changes nothing.  Refusals are one line on standard error and exit status 2.

Players are the club's members: ``event add`` takes names, finds each member by name
(engine/names.py ``name_key``: ``ann`` is Ann), adds the names not yet known as new members
and refuses a retired member (``bakehouse members retire ID --undo`` brings one back).
Tables and rounds are numbered from 1.  A table's result is either a match record (imported
into the store; the result is the engine's ``results()``: rounds won for the Damn Straights,
totals for the others), a match stored at a station, the result only (``--places`` and/or
``--scores``), or the game typed in from its paper pad (``--turns "Ann=5,0,-3,12"`` for each
player, the first to play first, engine/tournament/paper.py: checked against the game, kept as
"result only": no throws).  Nothing heavy is imported until a command runs.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ..argtypes import MAX_COUNT, MAX_ROUNDS, MAX_SCORE, MAX_SEED, bounded_int, date_arg, id_arg, said
from ..errors import InvalidInputError, Phrase, phrase
from ..names import check_names, quote
from ..words import QT_TRANSLATE_NOOP
from .common import as_json as _json
from .common import db_arg, guarded, plural, say, table

FORMATS = ("mixer", "swiss", "round-robin", "progressive")
KINDS = ("club-night", "tournament", "league")
SEEDINGS = ("random", "snake", "strongest-together")
#: the tie-breakers `event create --tie-breakers` takes (after the points), as TieBreak's values
TIE_BREAKERS = ("wins", "score", "opponents", "head-to-head", "rating")
_say = say
#: how a table typed in from its paper pad is marked (`event result`, `event show`)
PAPER_MARK = " (from paper: result only)"


@contextmanager
def _db(url: str | None, *, create: bool = False) -> Iterator[Any]:
    """The club database for one command (the services make its unit of work)."""
    from ..services.database import open_database

    db = open_database(url, create=create)
    try:
        yield db
    finally:
        db.close()


# -- helpers -----------------------------------------------------------------------------------------
#: a place typed for a table (1 to the most seats a table has), a score (may be negative: C15)
_PLACE = bounded_int("a place", 1, 12)
_SCORE = bounded_int("a score", -MAX_SCORE, MAX_SCORE, signed=True)


def _pairs(text: str, what: str) -> list[tuple[str, int]]:
    """``"Ann=1,Bob=2"`` as (name, number) pairs, each number bounded (engine/argtypes.py)."""
    parse = _PLACE if what == "places" else _SCORE
    out = []
    for part in text.split(","):
        name, sep, value = part.rpartition("=")
        if not sep or not name.strip():
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "%1 are written Name=number, separated by commas, not %2"), what, quote(part.strip())))
        try:
            number = parse(value)
        except argparse.ArgumentTypeError as e:
            raise InvalidInputError(Phrase("%1: %2", (what, str(e)))) from None
        out.append((name.strip(), number))
    return out


def _pad(texts: Sequence[str]) -> list[tuple[str, str]]:
    """``--turns "Ann=5,0,-3,12"`` (one a player) as (name, turns) pairs."""
    out = []
    for text in texts:
        name, sep, turns = text.rpartition("=")
        if not sep or not name.strip():
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "--turns are written Name=turn,turn,... (one --turns a player), not %1"), quote(text)))
        out.append((name.strip(), turns))
    return out


def _names(event: Any, ids: Sequence[int]) -> list[str]:
    return [event.players[q].name for q in ids]


def _round_json(event: Any, rd: Any) -> dict[str, Any]:
    from ..tournament.seating import count_repeats

    upto = [r.seating for r in event.rounds[: rd.number]]
    return {
        "event": event.id,
        "round": rd.number,
        "published": rd.published,
        "tables": [
            {"table": i, "players": [{"member": q, "name": event.players[q].name} for q in t]}
            for i, t in enumerate(rd.seating.tables, 1)
        ],
        "byes": [{"member": q, "name": event.players[q].name} for q in rd.seating.byes],
        "repeats": count_repeats(upto),
    }


def _round_text(j: dict[str, Any]) -> list[str]:
    state = ("published" if j["published"]
             else f"DRAFT, not published: `bakehouse event publish {j['event']}` when it is right")
    lines = [f"round {j['round']} ({state})"]
    for t in j["tables"]:
        lines.append(f"  table {t['table']}: " + ", ".join(p["name"] for p in t["players"]))
    if j["byes"]:
        lines.append("  bye: " + ", ".join(p["name"] for p in j["byes"]))
    lines.append(f"repeat meetings so far: {j['repeats']}")
    return lines


# -- commands -----------------------------------------------------------------------------------------
def cmd_create(args: argparse.Namespace) -> int:
    from ..options import parse_options
    from ..rulesets import get_ruleset
    from ..tournament.event import EventConfig, EventKind
    from ..tournament.seating import Format, Seeding
    from ..tournament.tables import TableSizes

    rs = get_ruleset(args.ruleset)
    options = parse_options(rs.option_specs, args.option)
    sizes = TableSizes.parse(args.table_size, args.sizes, rs.min_players, rs.max_players)
    config = EventConfig(
        name=args.name,
        kind=EventKind(args.kind),
        ruleset=rs.id,
        options=options,
        rounds=args.rounds,
        sizes=sizes,
        fmt=Format(args.format),
        seeding=Seeding(args.seeding),
        points=_placement_rule(args.placement_points, sizes),
        tiebreaks=_tie_breakers(args.tie_breakers),
        bye_points=float(args.bye_points),
        seed=args.seed,
        time_limit=args.time_limit,
        season=args.season,
        best_nights=args.best_nights,
    )
    if args.best_nights is not None and config.kind is not EventKind.LEAGUE:
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "--best-nights is for a league season (--kind league)"))
    import datetime as _dt

    from ..services.events import create_event

    day = (args.date or _dt.date.today()).isoformat()  # printed on its scorepads, sheets and standings
    with _db(args.db, create=True) as db:
        event = create_event(db, config, date=day)
    _say(str(event.id))
    return 0


def cmd_add(args: argparse.Namespace) -> int:
    from ..services.events import add_players

    names = check_names(args.names)
    with _db(args.db) as db:
        added = add_players(db, args.id, names)
    out = [{"member": a.member, "name": a.name, "new_member": a.new_member, "from_round": a.from_round}
           for a in added]
    if args.json:
        _say(_json(out))
    else:
        for a in out:
            _say(f"{a['name']}: member {a['member']}{' (new member)' if a['new_member'] else ''}, "
                 f"seated from round {a['from_round']}")
    return 0


def cmd_drop(args: argparse.Namespace) -> int:
    from ..services.events import drop

    with _db(args.db) as db:
        after = drop(db, args.id, args.name)
    _say(f"{after.name} leaves event {args.id}: not seated from round {after.dropped} on; results so far stay")
    return 0


def cmd_substitute(args: argparse.Namespace) -> int:
    from ..services.events import substitute

    with _db(args.db) as db:
        done = substitute(db, args.id, args.leaving, args.arriving)
    _say(f"{done.arriving.name} takes {done.leaving}'s seat in round {done.round}")
    return 0


def cmd_seat(args: argparse.Namespace) -> int:
    from ..services.events import seat_next

    with _db(args.db) as db:
        view = seat_next(db, args.id, publish=args.publish)
    out = _round_json(view.event, view.round)
    _say(_json(out) if args.json else "\n".join(_round_text(out)))
    return 0


def cmd_final(args: argparse.Namespace) -> int:
    from ..services.events import seat_final

    with _db(args.db) as db:
        view = seat_final(db, args.id, args.size, args.semis, publish=args.publish)
    rd = view.round
    out = _round_json(view.event, rd)
    out["stage"] = rd.stage
    _say(_json(out) if args.json else "\n".join([f"{rd.stage} {'table' if len(rd.seating.tables) == 1 else 'tables'}:",
                                                       *_round_text(out)]))
    return 0


def cmd_constrain(args: argparse.Namespace) -> int:
    from ..services.events import constrain

    fix = []
    for name, at in args.fix:
        try:
            fix.append((name, _TABLE(at)))
        except argparse.ArgumentTypeError as e:
            raise InvalidInputError(Phrase("--fix %1: %2", (quote(name), str(e)))) from None
    with _db(args.db) as db:
        done = constrain(db, args.id, fix=fix, apart=[(a, b) for a, b in args.apart], clear=args.clear)
    event = done.event
    out = {"fixed": [{"name": event.players[q].name, "table": t + 1} for q, t in sorted(done.fixed.items())],
           "apart": sorted(sorted(event.players[q].name for q in pair) for pair in done.apart)}
    if args.json:
        _say(_json(out))
    else:
        _say(f"from the next seating on: {plural(len(done.fixed), 'fixed seat')}, "
             f"{plural(len(done.apart), 'pair')} kept apart")
    return 0


def cmd_publish(args: argparse.Namespace) -> int:
    from ..services.events import publish

    with _db(args.db) as db:
        view = publish(db, args.id)
    out = _round_json(view.event, view.round)
    _say(_json(out) if args.json else "\n".join(_round_text(out)))
    return 0


def cmd_swap(args: argparse.Namespace) -> int:
    from ..services.events import swap

    with _db(args.db) as db:
        done = swap(db, args.id, args.first, args.second)
    event, check = done.view.event, done.check
    out = _round_json(event, done.view.round)
    if args.json:
        out["swap"] = {"repeats_before": check.repeats_before, "repeats_after": check.repeats_after,
                       "apart_before": check.apart_before, "apart_after": check.apart_after,
                       "fixed_broken": _names(event, check.fixed_broken)}
        _say(_json(out))
    else:
        _say("\n".join([f"swapped: {check.message}", *_round_text(out)]))
    return 0


def _result_json(event: Any, rnd: int, table: int, result: Any, match_id: int | None) -> dict[str, Any]:
    out = {
        "event": event.id,
        "round": rnd,
        "table": table,
        "match": match_id,
        "result": [
            {"member": q, "name": event.players[q].name, "place": pl, "score": sc}
            for q, pl, sc in zip(result.players, result.places, result.scores, strict=True)
        ],
    }
    if result.paper is not None:  # a game from its paper pad: the result only (no throws)
        out["paper"] = True
        for line, column in zip(out["result"], result.paper, strict=True):
            line["turns"] = [t.text for t in column]
    return out


def cmd_result(args: argparse.Namespace) -> int:
    from ..services.events import ResultGiven, enter_result

    given = ResultGiven(record=args.record, station=args.station, match=args.match,
                        places=None if args.places is None else lambda: _pairs(args.places, "places"),
                        scores=None if args.scores is None else lambda: _pairs(args.scores, "scores"),
                        turns=None if args.turns is None else _pad(args.turns))
    with _db(args.db) as db:
        done = enter_result(db, args.id, args.round, args.table, given, correct=args.correct,
                            supersede=args.supersede)
    match_id = done.match
    out = _result_json(done.event, args.round, args.table, done.result, match_id)
    if args.json:
        _say(_json(out))
    else:
        verb = "corrected" if args.correct else "recorded"
        places = ", ".join(f"{r['place']}. {r['name']} ({r['score']})" for r in sorted(out["result"], key=lambda r: r["place"]))
        _say(f"{verb} round {args.round} table {args.table}: {places}"
             + (f" (match {match_id})" if match_id is not None else "")
             + (PAPER_MARK if done.result.paper is not None else ""))
    return 0


def cmd_standings(args: argparse.Namespace) -> int:
    from ..services.standings import read_standings
    from ..tournament.ratings import rating_text
    from ..tournament.standings import points_text

    with _db(args.db) as db:
        view = read_standings(db, args.id, args.after_round)
    if args.json:
        _say(_json(view.as_json()))
        return 0
    head = ("Place", "Name", "Points", "Wins", "Games", "Score", "Opp.", "Rating")
    rows_text = [head] + [
        (r.place_text, r.name + (" (left)" if r.dropped else ""),
         points_text(r.points), str(r.wins), str(r.games), str(r.score), points_text(r.opponents),
         "" if r.rating is None else rating_text(r.rating))
        for r in view.lines
    ]
    _say(f"{view.name} (event {view.event}), after {plural(view.rounds_with_results, 'round')} with results")
    for line in table(rows_text):
        _say(line)
    return 0


def _place(place: int, shared: bool) -> str:
    """1, 2=, 2=, 4: a shared place carries "=" after it (standard competition ranking), as on
    the printed standings (reports/standings.py)."""
    return f"{place}=" if shared else str(place)


def cmd_season(args: argparse.Namespace) -> int:
    from ..services.events import season_table
    from ..tournament.standings import points_json, points_text

    with _db(args.db) as db:
        season = season_table(db, args.id)
    league, rows, nights, names = season.league, season.rows, list(season.nights), season.names
    rows_json: list[dict[str, Any]] = [
        {"place": r.place, "shared": r.shared, "member": r.player, "name": names[r.player],
         "total": points_json(r.total), "nights": r.nights, "night_points": [points_json(x) for x in r.night_points]}
        for r in rows
    ]
    out = {"league": league.id, "name": league.config.name, "nights": nights,
           "best_nights": league.config.best_nights, "standings": rows_json}
    if args.json:
        _say(_json(out))
        return 0
    counted = "all nights" if league.config.best_nights is None else f"best {league.config.best_nights} nights"
    _say(f"{league.config.name} (league {league.id}): {plural(len(nights), 'club night')}, {counted} counted")
    rows_text = [("Place", "Name", "Total", "Nights")] + [
        (_place(r["place"], r["shared"]), r["name"], points_text(r["total"]), str(r["nights"]))
        for r in rows_json
    ]
    for line in table(rows_text):
        _say(line)
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from ..services.events import list_events

    with _db(args.db) as db:
        events = list_events(db)
    out = [
        {
            "id": e.id,
            "name": e.config.name,
            "kind": e.config.kind.value,
            "ruleset": e.config.ruleset,
            "format": e.config.fmt.value,
            "players": len(e.players),
            "rounds": e.config.rounds,
            "rounds_seated": len(e.rounds),
            "season": e.config.season,
        }
        for e in events
    ]
    if args.json:
        _say(_json(out))
    elif not out:
        _say("no events yet: `bakehouse event create --name ...`")
    else:
        rows = [("Id", "Name", "Kind", "Game", "Format", "Players", "Rounds")] + [
            (str(e["id"]), str(e["name"]), str(e["kind"]), str(e["ruleset"]), str(e["format"]), str(e["players"]),
             f"{e['rounds_seated']} of {e['rounds']}")
            for e in out
        ]
        for line in table(rows, left=(1, 2, 3, 4)):
            _say(line)
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from ..services.events import event_and_links
    from ..tournament.codec import event_to_dict

    with _db(args.db) as db:
        event, links = event_and_links(db, args.id)
    rounds = []
    for rd in event.rounds:
        j = _round_json(event, rd)
        j["draft"] = not rd.published
        for t in j["tables"]:
            r = rd.results.get(t["table"] - 1)
            t["match"] = links[rd.number, t["table"]]
            t["result"] = None if r is None else [
                {"member": q, "place": pl, "score": sc} for q, pl, sc in zip(r.players, r.places, r.scores, strict=True)]
            if r is not None and r.paper is not None:  # from the paper pad: the result only
                t["paper"] = True
                for line, column in zip(t["result"], r.paper, strict=True):
                    line["turns"] = [x.text for x in column]
        rounds.append(j)
    out = {
        "id": event.id,
        "config": event_to_dict(event)["config"],
        "players": [{"member": p.id, "name": p.name, "from_round": p.joined, "dropped_from_round": p.dropped}
                    for p in event.players.values()],
        "rounds": rounds,
        "corrections": [{"round": c.round, "table": c.table, "before": _placed(c.before),
                         "after": _placed(c.after)} for c in event.corrections],
    }
    if args.json:
        for rd_json in rounds:
            del rd_json["event"]
        _say(_json(out))
        return 0
    for line in _show_text(event, out):
        _say(line)
    return 0


def _placed(r: Any) -> list[dict[str, int]]:
    """A table's result as ``event show --json`` writes it: each member's place and score."""
    return [{"member": q, "place": pl, "score": sc} for q, pl, sc in zip(r.players, r.places, r.scores, strict=True)]


def _show_text(event: Any, out: dict[str, Any]) -> list[str]:
    """An event for a person: its settings, players, and each round's tables with their
    results; a draft round says DRAFT."""
    from ..tournament.standings import points_text

    c = event.config
    sizes = f"{c.sizes.smallest}-{c.sizes.largest}" if c.sizes.smallest != c.sizes.largest else str(c.sizes.smallest)
    lines = [f"{c.name} (event {event.id}): {c.kind.value}, {c.ruleset}, {c.fmt.value}, "
             f"{plural(c.rounds, 'round')}, tables of {sizes} (preferred {c.sizes.preferred})"]
    if c.options:
        lines.append("options: " + ", ".join(f"{k}={v}" for k, v in sorted(c.options.items())))
    scoring = [f"{','.join(points_text(x) for x in pts)} at tables of {size}"
               for size, pts in sorted(c.points.by_size.items())]
    if c.bye_points:
        scoring.append(f"{points_text(c.bye_points)} for a bye")
    lines.append("points: " + ("; ".join(scoring) if scoring else "one for each player finished ahead of")
                 + "; ranked by " + ", ".join(t.value for t in c.tiebreaks))
    players = out["players"]
    left = sum(1 for p in players if p["dropped_from_round"] is not None)
    lines.append(f"{plural(len(players), 'player')}" + (f" ({left} left)" if left else "") + ": "
                 + ", ".join(p["name"] for p in players))
    for rd in out["rounds"]:
        lines += _round_text(rd)[:-1]
        for t in rd["tables"]:
            if t["result"] is not None:
                names = {p["member"]: p["name"] for p in t["players"]}
                got = ", ".join(f"{r['place']}. {names.get(r['member'], r['member'])} ({r['score']})"
                                for r in sorted(t["result"], key=lambda r: r["place"]))
                lines.append(f"    result of table {t['table']}: {got}"
                             + (f" (match {t['match']})" if t["match"] is not None else "")
                             + (PAPER_MARK if t.get("paper") else ""))
    if out["corrections"]:  # each with the result it replaced and the one it gave (#28)
        names = {p["member"]: p["name"] for p in players}

        def shown(result: list[dict[str, int]]) -> str:
            return ", ".join(f"{r['place']}. {names.get(r['member'], r['member'])} ({r['score']})"
                             for r in sorted(result, key=lambda r: r["place"]))

        lines.append(plural(len(out["corrections"]), "correction") + ":")
        lines += [f"    round {x['round']} table {x['table']}: {shown(x['before'])} -> {shown(x['after'])}"
                  for x in out["corrections"]]
    if not out["rounds"]:
        lines.append(f"no round seated yet: `bakehouse event seat {event.id}`")
    return lines


# -- registration -----------------------------------------------------------------------------------
_ROUNDS = bounded_int("--rounds", 1, MAX_ROUNDS)
_ROUND = bounded_int("a round", 1, MAX_ROUNDS)
_TABLE = bounded_int("a table", 1, MAX_COUNT)
_SIZE = bounded_int("a table size", 2, 12)
_SEMIS = bounded_int("--semis", 0, MAX_COUNT)
_SEED = bounded_int("--seed", 0, MAX_SEED)


def _placement_rule(given: Sequence[tuple[int, ...]], sizes: Any) -> Any:
    """``--placement-points``, each a table size's points by place, as the event's rule."""
    from fractions import Fraction

    from ..tournament.standings import PlacementPoints

    by_size: dict[int, tuple[Fraction, ...]] = {}
    for pts in given:
        size = len(pts)
        if size in by_size:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "--placement-points for a table of %1 is given twice"), size))
        if not sizes.smallest <= size <= sizes.largest:
            seat = (str(sizes.smallest) if sizes.smallest == sizes.largest
                    else phrase(QT_TRANSLATE_NOOP("Refusal", "%1 to %2"), sizes.smallest, sizes.largest))
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "--placement-points %1 is for a table of %2, but this event's tables seat %3"),  # noqa: E501
                                           ",".join(map(str, pts)), size, seat))
        by_size[size] = tuple(Fraction(p) for p in pts)
    return PlacementPoints(by_size)


def _tie_breakers(given: tuple[str, ...] | None) -> tuple[Any, ...]:
    """``--tie-breakers``: the order after the points (the points always decide first)."""
    from ..tournament.standings import DEFAULT_ORDER, TieBreak

    if given is None:
        return DEFAULT_ORDER
    if len(set(given)) != len(given):
        raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "--tie-breakers lists a tie-breaker twice"))
    return (TieBreak.POINTS, *(TieBreak(t) for t in given))


_POINT = bounded_int("a placement point", 0, MAX_SCORE)


def _points_by_place(text: str) -> tuple[int, ...]:
    """``--placement-points 4,2,1,0``: whole points for the places 1, 2, ... at a table of as many."""
    parts = text.split(",")
    if not 2 <= len(parts) <= 12:
        raise argparse.ArgumentTypeError(said(QT_TRANSLATE_NOOP("Refusal", "--placement-points gives each place at a table of 2 to 12 its points, like 4,2,1,0, not %1"), quote(text)))  # noqa: E501
    return tuple(_POINT(p) for p in parts)


def _tie_breaker_list(text: str) -> tuple[str, ...]:
    """``--tie-breakers wins,opponents,head-to-head``: the order after the points."""
    names = tuple(t.strip() for t in text.split(","))
    for name in names:
        if name not in TIE_BREAKERS:
            template = (QT_TRANSLATE_NOOP("Refusal", "--tie-breakers lists some of %1 after the points: the points come first always")  # noqa: E501
                        if name == "points" else
                        QT_TRANSLATE_NOOP("Refusal", "--tie-breakers lists some of %1 after the points: not %2"))
            raise argparse.ArgumentTypeError(said(template, ", ".join(TIE_BREAKERS), quote(name)))
    return names


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(said(QT_TRANSLATE_NOOP("Refusal", "--time-limit must be a number of seconds, not %1"), quote(text))) from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(said(QT_TRANSLATE_NOOP("Refusal", "--time-limit must be more than 0 and at most 600, not %1"), quote(text)))
    return value


def _id(p: argparse.ArgumentParser, what: str = "the event id (see `bakehouse event list`)") -> None:
    p.add_argument("id", type=id_arg("the event id"), metavar="ID", help=what)


DESCRIPTION = """Run a club night, a tournament or a league on the club database (--db, before or after
the action; a SQLite file is the file form). Create an event, add players by name (members), seat
each round (a draft until published), record the tables' results by name and print the standings.
Example: bakehouse event create --name "Tuesday" (prints its id, say 1); bakehouse event add 1 Ann Bob
Cy Di Eve; bakehouse event seat 1 --publish; bakehouse event result 1 --round 1 --table 1 --scores
"Ann=104,Bob=87,Cy=87"; bakehouse event standings 1."""


def register(sub: Any) -> None:
    ev = sub.add_parser("event", help="run a club night, tournament or league: players, seating, results, standings",
                        description=DESCRIPTION)
    db_arg(ev, parent=True)
    esub = ev.add_subparsers(dest="event_command", metavar="ACTION", required=True)

    def cmd(name: str, body: Callable[[argparse.Namespace], int], help_text: str) -> argparse.ArgumentParser:
        p: argparse.ArgumentParser = esub.add_parser(name, help=help_text, description=help_text)
        db_arg(p)
        p.set_defaults(func=guarded(f"event {name}", body))
        return p

    p = cmd("create", cmd_create, "create an event; prints its id")
    p.add_argument("--name", required=True, help="the event's name")
    p.add_argument("--ruleset", default="classic", help="the game played (see `bakehouse rulesets`; default classic)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a ruleset option, as `bakehouse simulate` takes it: target=80, box_rules=yes")
    p.add_argument("--rounds", type=_ROUNDS, default=3, help="how many rounds (default 3)")
    p.add_argument("--date", type=date_arg("--date"), default=None, metavar="YYYY-MM-DD",
                   help="the day it is played, printed on its sheets and standings (default today)")
    p.add_argument("--table-size", type=_SIZE, default=4, help="preferred table size (default 4)")
    p.add_argument("--sizes", default=None, metavar="LOW-HIGH",
                   help="the table sizes allowed, like 3-5 or 4 (default: the table size and one either side, "
                        "within the game's limits: 3-5 for tables of 4, so 13 players sit at 5-4-4, not 4-4-4 "
                        "and a bye)")
    p.add_argument("--format", choices=FORMATS, default="mixer", help="how rounds are seated (default mixer)")
    p.add_argument("--kind", choices=KINDS, default="club-night", help="default club-night")
    p.add_argument("--seeding", choices=SEEDINGS, default="random", help="how round 1 is seated (default random)")
    p.add_argument("--season", type=id_arg("--season"), default=None, metavar="ID",
                   help="the league season (an event of --kind league) this club night belongs to")
    p.add_argument("--best-nights", type=bounded_int("--best-nights", 1, MAX_ROUNDS), default=None, metavar="N",
                   help="a league: how many of a player's best nights count")
    p.add_argument("--seed", type=_SEED, default=0, help="the same seed gives the same seating (default 0)")
    p.add_argument("--time-limit", type=_seconds, default=4.0, help="seconds the seating search may take a round at most (default 4: a safety stop; the search's fixed amount of work ends it first)")
    p.add_argument("--placement-points", type=_points_by_place, action="append", default=[], metavar="P1,P2,...",
                   help="points for each place at a table of as many players, first place first, like 4,2,1,0 "
                        "for tables of four (repeat for other sizes; default: one point for each player "
                        "finished ahead of, 3,2,1,0 at four)")
    p.add_argument("--bye-points", type=bounded_int("--bye-points", 0, MAX_SCORE), default=0, metavar="N",
                   help="points for a round sat out because no split of the tables fitted (default 0)")
    p.add_argument("--tie-breakers", type=_tie_breaker_list, default=None, metavar="LIST",
                   help="the order of the tie-breakers after the points, from " + ", ".join(TIE_BREAKERS)
                        + " (default wins,opponents,head-to-head,score)")

    p = cmd("add", cmd_add, "add players by name (names not yet known become members; after round 1 is seated, "
                            "a late arrival is seated from the next round)")
    _id(p)
    p.add_argument("names", nargs="+", metavar="NAME", help="players' names")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = cmd("drop", cmd_drop, "a player leaves: not seated from the next round (results so far stay)")
    _id(p)
    p.add_argument("name", metavar="NAME")

    p = cmd("substitute", cmd_substitute, "a new player takes a leaving player's seat in the current round")
    _id(p)
    p.add_argument("leaving", metavar="LEAVING")
    p.add_argument("arriving", metavar="ARRIVING")

    p = cmd("seat", cmd_seat, "seat the next round (a DRAFT until published) and print its tables")
    _id(p)
    p.add_argument("--publish", action="store_true", help="publish the round at once")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = cmd("final", cmd_final, "seat the final stage: the top N at a final table, or semi-final tables first")
    _id(p)
    p.add_argument("--size", type=_SIZE, required=True, help="players at the final table")
    p.add_argument("--semis", type=_SEMIS, default=0,
                   help="semi-final tables first (their best go to the final; default none)")
    p.add_argument("--publish", action="store_true", help="publish it at once")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = cmd("constrain", cmd_constrain, "fixed seats and players kept apart, for the rounds seated from now on")
    _id(p)
    p.add_argument("--fix", nargs=2, action="append", default=[], metavar=("NAME", "TABLE"),
                   help="the player always sits at that table (e.g. for a wheelchair)")
    p.add_argument("--apart", nargs=2, action="append", default=[], metavar=("NAME", "NAME"),
                   help="two players never seated at one table")
    p.add_argument("--clear", action="store_true", help="forget the constraints given before")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = cmd("publish", cmd_publish, "publish the seated round (its seating is then fixed)")
    _id(p)
    p.add_argument("--json", action="store_true", help="print JSON")

    p = cmd("swap", cmd_swap, "swap two players in the draft round; prints what it costs")
    _id(p)
    p.add_argument("first", metavar="NAME")
    p.add_argument("second", metavar="NAME")
    p.add_argument("--json", action="store_true", help="print JSON")

    for name, correct, help_text in (("result", False, "record a table's result: a match record, a stored match, "
                                                       "or places/scores by name"),
                                     ("correct", True, "correct a table's recorded result (standings and ratings "
                                                       "follow; seatings stay)")):
        p = cmd(name, cmd_result, help_text)
        _id(p)
        p.add_argument("--round", type=_ROUND, required=True, help="the round (from 1)")
        p.add_argument("--table", type=_TABLE, required=True, help="the table (from 1)")
        p.add_argument("--record", metavar="FILE", default=None, help="the table's match record (JSON), imported")
        p.add_argument("--match", type=id_arg("--match"), default=None, metavar="ID",
                       help="a match already in the database (played at a station)")
        p.add_argument("--places", default=None, metavar="NAME=PLACE,...",
                       help='e.g. "Ann=1,Bob=2,Cy=2,Di=4" (a shared place given to each who shares it)')
        p.add_argument("--scores", default=None, metavar="NAME=SCORE,...",
                       help='e.g. "Ann=104,Bob=87,Cy=87,Di=40" (rounds won for the Damn Straights); '
                            "without --places, places follow the scores")
        p.add_argument("--turns", action="append", default=None, metavar="NAME=TURN,...",
                       help='the game from its paper pad, one --turns a player, the first to play first and the '
                            'others in seat order: each turn\'s points in the order played, e.g. "Ann=5,0,-3,12" '
                            "(a lost biscuit is minus its value, C8; a completed bakery 96b, E4); checked against "
                            "the game, the places follow, marked as result only (no throws)")
        p.add_argument("--station", default=None, help="the station name written on an imported record's rows")
        if not correct:
            p.add_argument("--supersede", action="store_true",
                           help="the table's match is being scored: close it as superseded and count this result "
                                "instead (without it such a result is refused)")
        p.add_argument("--json", action="store_true", help="print JSON")
        p.set_defaults(correct=correct, supersede=False)

    p = cmd("standings", cmd_standings, 'print the standings (an aligned table, shared places as "2=", or JSON)')
    _id(p)
    p.add_argument("--after-round", type=_ROUND, default=None, metavar="R",
                   help="the standings as they were after round R")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = cmd("season", cmd_season, "a league's season table over its club nights (--season of each night)")
    _id(p, "the league's event id")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = cmd("list", cmd_list, "list the events")
    p.add_argument("--json", action="store_true", help="print JSON")

    p = cmd("show", cmd_show, "show an event: its settings, players, rounds (DRAFT until published), tables and "
                              "results")
    _id(p)
    p.add_argument("--json", action="store_true", help="print JSON")


__all__ = ["register"]
