"""``bakehouse event ...`` on a club database: a whole club night through the
command line, kept across restarts, and bad input refused in one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from engine.cli import main
from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.event_repo import StoredEvents
from engine.store.records import dumps, to_record
from engine.store.service import check, import_record
from engine.tournament.codec import event_from_dict, event_to_dict
from engine.tournament.event import EventConfig, EventService
from engine.tournament.results import TableResult
from engine.tournament.seating import count_repeats

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kai", "Lou"]


class Cli:
    """``bakehouse`` run in this process on one database (each command opens it anew)."""

    def __init__(self, url: str, capsys: pytest.CaptureFixture[str]) -> None:
        self.url = url
        self.capsys = capsys

    def __call__(self, *args: str) -> tuple[int, str, str]:
        self.capsys.readouterr()
        rc = main(["event", *args, "--db", self.url])
        out, err = self.capsys.readouterr()
        return rc, out, err

    def ok(self, *args: str) -> str:
        rc, out, err = self(*args)
        assert rc == 0, err
        assert err == ""
        return out

    def json(self, *args: str) -> Any:
        return json.loads(self.ok(*args, "--json"))

    def refused(self, *args: str) -> str:
        rc, out, err = self(*args)
        assert rc == 2, out
        assert out == ""
        assert err.count("\n") == 1 and "Traceback" not in err, err
        return err


@pytest.fixture
def cli(club_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    """On a new club database (tests/store/conftest.py: a copy, not migrated again per test)."""
    return Cli(club_url, capsys)


def _record_file(folder: Path, names: list[str], seed: int, ruleset: str = "classic") -> Path:
    """A whole match at a table, played by the bots, as a match record."""
    setup, entries, dice = bot_match(ruleset, tuple(names), seed, at="2026-11-23T19:30:00+01:00")
    path = folder / f"{ruleset}-{seed}.json"
    path.write_text(dumps(to_record(replace(setup, seed=dice.seed.hex()), entries)), encoding="utf-8")
    return path


def _state(url: str) -> dict[str, Any]:
    """Every event's stored state and the store's own rows, read afresh."""
    with open_database(url) as db, UnitOfWork(db) as uow:
        events = StoredEvents(uow.session).all()
        rows = {e.id: (uow.events.rounds(e.id), uow.events.tables(e.id)) for e in events}
        members = uow.members.all()
    return {"events": [event_to_dict(e) for e in events], "rows": rows, "members": members}


def test_a_club_night_through_the_command_line(cli: Cli, sqlite_url: str, tmp_path: Path) -> None:
    eid = int(cli.ok("create", "--name", "Club night 3", "--ruleset", "classic", "--rounds", "3",
                     "--table-size", "3", "--format", "mixer").strip())
    assert eid == 1
    cli.ok("add", str(eid), *NAMES[:11])
    added = cli.json("add", str(eid), "lou")  # a late name, written in lower case: a new member
    assert added == [{"member": 12, "name": "lou", "new_member": True, "from_round": 1}]

    # three rounds of 12 players at tables of 3: every one meets 6 others, no repeat (at tables of 4,
    # a repeat in round 2 cannot be avoided: 3 tables draw on round 1's 3 tables)
    rounds = []
    for r in (1, 2, 3):
        seated = cli.json("seat", str(eid), "--publish")
        assert seated["round"] == r and seated["published"]
        assert [len(t["players"]) for t in seated["tables"]] == [3, 3, 3, 3]
        assert sorted(p["name"] for t in seated["tables"] for p in t["players"]) == sorted([*NAMES[:11], "lou"])
        assert seated["repeats"] == 0
        rounds.append([[p["name"] for p in t["players"]] for t in seated["tables"]])
        # round 1: every table a match record made by the bots; later rounds partly results only
        for t, names in enumerate(rounds[-1], 1):
            if r == 1 or t == 1:
                path = _record_file(tmp_path, names, seed=10 * r + t)
                res = cli.json("result", str(eid), "--round", str(r), "--table", str(t), "--record", str(path))
                assert res["match"] is not None
                assert sorted(x["name"] for x in res["result"]) == sorted(names)
            else:
                places = ",".join(f"{n}={i}" for i, n in enumerate(names, 1))
                cli.ok("result", str(eid), "--round", str(r), "--table", str(t), "--places", places)
    assert cli.refused("seat", str(eid)).startswith("bakehouse event seat: this event has 3 rounds")

    before = cli.json("standings", str(eid))
    assert before["rounds_with_results"] == 3
    assert [s["games"] for s in before["standings"]] == [3] * 12
    # exact points: a whole number, or a fraction's text ("20/3"); Fraction reads both (issue 29)
    assert sum(Fraction(s["points"]) for s in before["standings"]) == 3 * 4 * (2 + 1)

    # a correction of round 2, table 2: its last is now first, the standings and ratings follow
    names = rounds[1][1]
    reversed_places = ",".join(f"{n}={len(names) - i}" for i, n in enumerate(names))
    corr = cli.json("correct", str(eid), "--round", "2", "--table", "2", "--places", reversed_places)
    assert {x["name"]: x["place"] for x in corr["result"]}[names[-1]] == 1
    after = cli.json("standings", str(eid))
    pts_before = {s["name"]: Fraction(s["points"]) for s in before["standings"]}
    pts_after = {s["name"]: Fraction(s["points"]) for s in after["standings"]}
    assert pts_after[names[-1]] == pts_before[names[-1]] + 2
    assert pts_after[names[0]] == pts_before[names[0]] - 2
    rating = {s["name"]: s["rating"] for s in before["standings"]}
    assert {s["name"]: s["rating"] for s in after["standings"]}[names[-1]] > rating[names[-1]]
    shown = cli.json("show", str(eid))
    assert [(c["round"], c["table"]) for c in shown["corrections"]] == [(2, 2)]
    assert [sorted((x["place"], x["score"]) for x in shown["corrections"][0][k]) for k in ("before", "after")] == [
        [(i, 0) for i in range(1, len(names) + 1)]] * 2  # before and after: the places moved, not the scores
    ids = {p["name"]: p["member"] for p in shown["players"]}
    assert {x["member"]: x["place"] for x in shown["corrections"][0]["after"]}[ids[names[-1]]] == 1
    assert [[[p["name"] for p in t["players"]] for t in rd["tables"]] for rd in shown["rounds"]] == rounds

    # the store's own rows are in step: exports find every imported match
    with open_database(sqlite_url) as db:
        with UnitOfWork(db) as uow:
            assert uow.events.rounds(eid) == [1, 2, 3]
            assert len(uow.events.tables(eid)) == 12
            assert len(uow.events.match_ids(eid)) == 6
            info = uow.events.get(eid)
            assert (info.name, info.kind, info.ruleset) == ("Club night 3", "club_night", "classic")
        assert check(db).ok
    assert main(["export", "event", str(eid), "-o", str(tmp_path / "out"), "--db", sqlite_url]) == 0
    exported = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert exported == ["round-1-table-1.bakehouse", "round-1-table-2.bakehouse", "round-1-table-3.bakehouse",
                        "round-1-table-4.bakehouse", "round-2-table-1.bakehouse", "round-3-table-1.bakehouse"]
    assert (tmp_path / "out" / "round-1-table-2.bakehouse").read_text(encoding="utf-8") == \
        (tmp_path / "classic-12.json").read_text(encoding="utf-8")

    # a restart: another process reads the same standings
    env = {**os.environ, "BAKEHOUSE_DB": sqlite_url}
    proc = subprocess.run([sys.executable, "-m", "engine", "event", "standings", str(eid), "--json"],
                          capture_output=True, text=True, encoding="utf-8", cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == after

    table = cli.ok("standings", str(eid)).splitlines()
    assert table[0] == "Club night 3 (event 1), after 3 rounds with results"
    assert table[1].split() == ["Place", "Name", "Points", "Wins", "Games", "Score", "Opp.", "Rating"]
    assert len({len(line) for line in table[2:3]}) == 1 and len(table) == 2 + 12


def test_shared_places_on_an_exact_tie(cli: Cli) -> None:
    cli.ok("create", "--name", "Pairs", "--rounds", "1", "--table-size", "3")
    cli.ok("add", "1", "Ann", "Bob", "Cy", "Di", "Eve", "Fay")
    seated = cli.json("seat", "1", "--publish")
    for t in seated["tables"]:
        a, b, c = (p["name"] for p in t["players"])
        cli.ok("result", "1", "--round", "1", "--table", str(t["table"]), "--scores", f"{a}=10,{b}=5,{c}=0")
    rows = cli.json("standings", "1")["standings"]
    assert [(r["place"], r["shared"], r["points"]) for r in rows] == [
        (1, True, 2.0), (1, True, 2.0), (3, True, 1.0), (3, True, 1.0), (5, True, 0.0), (5, True, 0.0)]
    text_rows = cli.ok("standings", "1").splitlines()[2:]
    # standard competition ranking, as the printed standings (reports/standings.py): "1=", not "=1"
    assert [line.split()[0] for line in text_rows] == ["1=", "1=", "3=", "3=", "5=", "5="]


def test_players_added_dropped_and_swapped(cli: Cli, sqlite_url: str) -> None:
    cli.ok("create", "--name", "Thursday", "--rounds", "2", "--table-size", "4", "--sizes", "3-4")
    cli.ok("add", "1", *NAMES[:8])
    draft = cli.json("seat", "1")
    assert not draft["published"]
    t1, t2 = draft["tables"][0]["players"][0]["name"], draft["tables"][1]["players"][0]["name"]
    swapped = cli.json("swap", "1", t1, t2)
    assert swapped["swap"]["repeats_after"] == 0
    assert t2 in [p["name"] for p in swapped["tables"][0]["players"]]
    first = ",".join(f"{p['name']}={i}" for i, p in enumerate(swapped["tables"][0]["players"], 1))
    assert cli.refused("result", "1", "--round", "1", "--table", "1", "--places", first).endswith(
        "round 1 is not published yet\n")
    cli.ok("publish", "1")
    # a late arrival plays from round 2, a leaver is not seated again
    assert cli.json("add", "1", "Ida")[0]["from_round"] == 2
    cli.ok("drop", "1", "bob")
    nxt = cli.json("seat", "1", "--publish")
    names = sorted(p["name"] for t in nxt["tables"] for p in t["players"])
    assert "Bob" not in names and "Ida" in names and len(names) == 8
    listed = cli.json("list")
    assert listed == [{"id": 1, "name": "Thursday", "kind": "club-night", "ruleset": "classic", "format": "mixer",
                       "players": 9, "rounds": 2, "rounds_seated": 2, "season": None}]


def test_bad_input_is_refused_in_one_line_and_changes_nothing(cli: Cli, sqlite_url: str, tmp_path: Path) -> None:
    cli.refused("create", "--name", "X", "--ruleset", "chess")
    assert "A1" in cli.refused("create", "--name", "X", "--table-size", "4", "--sizes", "4-13")
    cli.refused("create", "--name", "X", "--table-size", "4", "--sizes", "1-4")
    cli.refused("create", "--name", "   ")
    cli.refused("create", "--name", "X", "--option", "nonsense=3")
    cli.refused("create", "--name", "X", "--rounds", "0")
    cli.refused("create", "--name", "X", "--season", "7")  # no such league
    cli.refused("standings", "9")
    cli.ok("create", "--name", "Club night", "--rounds", "1", "--table-size", "4")
    cli.ok("add", "1", *NAMES[:8])
    start = _state(sqlite_url)

    cli.refused("add", "1", "Ann")  # in the event already
    cli.refused("add", "1", "Zed", "zed")  # the same name twice
    cli.refused("add", "1", "Zed", "bad\x07name")
    cli.refused("drop", "1", "Nobody")
    cli.refused("publish", "1")  # nothing seated
    cli.refused("result", "1", "--round", "1", "--table", "1", "--places", "Ann=1")
    assert _state(sqlite_url) == start  # "Zed" was not created as a member either

    seated = cli.json("seat", "1", "--publish")
    start = _state(sqlite_url)
    table1 = [p["name"] for p in seated["tables"][0]["players"]]
    table2 = [p["name"] for p in seated["tables"][1]["players"]]
    good = ",".join(f"{n}={i}" for i, n in enumerate(table1, 1))
    cli.refused("result", "1", "--round", "1", "--table", "3", "--places", good)  # no table 3
    cli.refused("result", "1", "--round", "2", "--table", "1", "--places", good)  # no round 2
    cli.refused("result", "1", "--round", "1", "--table", "2", "--places", good)  # players of another table
    cli.refused("result", "1", "--round", "1", "--table", "1", "--places", good.replace("=", ":"))
    cli.refused("result", "1", "--round", "1", "--table", "1", "--places", good.replace("=2", "=x"))
    cli.refused("result", "1", "--round", "1", "--table", "1", "--places", good.replace("=2", "=7"))
    cli.refused("result", "1", "--round", "1", "--table", "1")  # no result given
    cli.refused("correct", "1", "--round", "1", "--table", "1", "--places", good)  # nothing to correct
    # records: players not at the table, another game, not finished, not a record at all
    cli.refused("result", "1", "--round", "1", "--table", "1", "--record", str(_record_file(tmp_path, table2, 1)))
    cli.refused("result", "1", "--round", "1", "--table", "1",
                "--record", str(_record_file(tmp_path, table1, 2, ruleset="six-by-6")))
    whole = json.loads(_record_file(tmp_path, table1, 3).read_text(encoding="utf-8"))
    whole["turns"] = whole["turns"][:2]
    part = tmp_path / "part.json"
    part.write_text(json.dumps(whole), encoding="utf-8")
    assert "not finished" in cli.refused("result", "1", "--round", "1", "--table", "1", "--record", str(part))
    (tmp_path / "junk.json").write_text("{not json", encoding="utf-8")
    cli.refused("result", "1", "--round", "1", "--table", "1", "--record", str(tmp_path / "junk.json"))
    cli.refused("result", "1", "--round", "1", "--table", "1", "--record", str(tmp_path / "missing.json"))
    assert _state(sqlite_url) == start
    with open_database(sqlite_url) as db, UnitOfWork(db) as uow:
        assert uow.matches.ids() == []  # no refused record left a match behind

    cli.ok("result", "1", "--round", "1", "--table", "1", "--places", good)
    assert "correct it instead" in cli.refused("result", "1", "--round", "1", "--table", "1", "--places", good)


def test_argument_errors_are_one_line(capsys: pytest.CaptureFixture[str], sqlite_url: str) -> None:
    for args in (["event", "seat", "x"], ["event", "create"], ["event", "result", "1", "--round", "0", "--table", "1"],
                 ["event", "create", "--name", "X", "--format", "knockout"]):
        assert main([*args, "--db", sqlite_url]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err, err


def test_a_damaged_stored_state_is_refused_by_name(cli: Cli, sqlite_url: str) -> None:
    cli.ok("create", "--name", "Club night", "--rounds", "1")
    cli.ok("add", "1", "Ann", "Bob", "Cy", "Di")
    with open_database(sqlite_url) as db, db.engine.begin() as conn:
        conn.execute(text("UPDATE event_states SET state = '{\"v\": 1, \"id\": 1}'"))
    err = cli.refused("standings", "1")
    assert "the stored state of event 1 is damaged" in err
    with open_database(sqlite_url) as db, db.engine.begin() as conn:
        conn.execute(text("UPDATE event_states SET state = 'not json'"))
    assert "damaged" in cli.refused("seat", "1")


def test_the_stored_state_round_trips(sqlite_url: str) -> None:
    """Every fact of an event comes back equal after a save and a new Database."""
    with open_database(sqlite_url) as db, UnitOfWork(db) as uow:
        service = EventService(StoredEvents(uow.session))
        ids = [uow.members.add(n).id for n in NAMES[:7]]
        e = service.create(EventConfig("Night", rounds=2))
        for q, n in zip(ids, NAMES, strict=False):
            service.add_player(e.id, q, n)
        rd = service.seat_next(e.id)
        service.publish(e.id)
        for t, table in enumerate(rd.seating.tables, 1):
            service.record(e.id, 1, t, TableResult.from_scores(table, list(range(len(table)))))
        service.correct(e.id, 1, 1, TableResult.from_scores(rd.seating.tables[0], [5] * len(rd.seating.tables[0])))
        service.drop(e.id, ids[0])
        uow.commit()
        saved = service.repo.get(e.id)
    with open_database(sqlite_url) as db, UnitOfWork(db) as uow:
        again = StoredEvents(uow.session).get(e.id)
    assert again == saved
    assert event_from_dict(json.loads(json.dumps(event_to_dict(saved)))) == saved
    assert count_repeats([r.seating for r in again.rounds]) == 0


def test_a_save_over_a_state_changed_elsewhere_is_refused(db_url: str) -> None:
    """Two stations read the same event; the second to save loses nothing of the first's."""
    from sqlalchemy.exc import DBAPIError

    from engine.store import StoreError

    with open_database(db_url) as db:
        with UnitOfWork(db) as uow:
            e = EventService(StoredEvents(uow.session)).create(EventConfig("Night"))
            uow.commit()
        with UnitOfWork(db) as a, UnitOfWork(db) as b:
            ra, rb = StoredEvents(a.session), StoredEvents(b.session)
            ea, eb = ra.get(e.id), rb.get(e.id)
            ea.add_player(1, "Ann")
            ra.save(ea)
            a.commit()
            eb.add_player(2, "Bob")
            with pytest.raises((StoreError, DBAPIError)) as caught:
                rb.save(eb)
                b.commit()
            if not db.sqlite:  # PostgreSQL reads committed rows: the version check refuses
                assert "changed at another station" in str(caught.value)
        with UnitOfWork(db) as uow:
            assert list(StoredEvents(uow.session).get(e.id).players) == [1]


def test_a_result_naming_a_player_of_another_table_says_where_they_sit(cli: Cli) -> None:
    cli.ok("create", "--name", "Night", "--rounds", "1", "--table-size", "3")
    cli.ok("add", "1", *NAMES[:6])
    seated = cli.json("seat", "1", "--publish")
    t1 = [p["name"] for p in seated["tables"][0]["players"]]
    t2 = [p["name"] for p in seated["tables"][1]["players"]]
    err = cli.refused("result", "1", "--round", "1", "--table", "1", "--places", f"{t1[0]}=1,{t1[1]}=2,{t2[0]}=3")
    assert err == f"bakehouse event result: '{t2[0]}' sits at table 2 in round 1, not at table 1\n"
    err = cli.refused("result", "1", "--round", "1", "--table", "1", "--places", f"{t1[0]}=1,{t1[1]}=2")
    assert err == f"bakehouse event result: the result leaves out '{t1[2]}', seated at table 1 in round 1\n"


def test_a_league_season_over_two_club_nights(cli: Cli) -> None:
    league = cli.ok("create", "--name", "Winter league", "--kind", "league", "--best-nights", "1").strip()
    assert cli.refused("create", "--name", "Night", "--season", "99").endswith("there is no event 99\n")
    nights = []
    for n in range(2):
        night = cli.ok("create", "--name", f"Night {n + 1}", "--rounds", "1", "--table-size", "3",
                       "--season", league).strip()
        nights.append(int(night))
        cli.ok("add", night, "Ann", "Bob", "Cy")
        seated = cli.json("seat", night, "--publish")
        order = ["Ann", "Bob", "Cy"] if n == 0 else ["Cy", "Bob", "Ann"]
        assert sorted(p["name"] for p in seated["tables"][0]["players"]) == sorted(order)
        cli.ok("result", night, "--round", "1", "--table", "1", "--places", ",".join(f"{x}={i}" for i, x in
                                                                                  enumerate(order, 1)))
    assert cli.refused("season", str(nights[0])).endswith(f"event {nights[0]} is not a league season\n")
    table = cli.json("season", league)
    assert table["nights"] == nights
    rows = [(r["place"], r["name"], r["shared"], r["nights"]) for r in table["standings"]]
    # best night counted: Ann and Cy each won one night, Bob was second twice
    assert rows[0][0] == rows[1][0] == 1 and {rows[0][1], rows[1][1]} == {"Ann", "Cy"} and rows[0][2]
    assert rows[2][:2] == (3, "Bob") and rows[2][3] == 2


def test_a_match_played_at_a_station_gives_its_table_result(cli: Cli, sqlite_url: str, tmp_path: Path) -> None:
    cli.ok("create", "--name", "Night", "--rounds", "1", "--table-size", "3")
    cli.ok("add", "1", *NAMES[:6])
    seated = cli.json("seat", "1", "--publish")
    t1 = [p["name"] for p in seated["tables"][0]["players"]]
    with open_database(sqlite_url) as db:  # as a station stores it while the table plays
        mid = import_record(db, _record_file(tmp_path, t1, 5).read_bytes())
        other = import_record(db, _record_file(tmp_path, ["Ann", "Zed", "Cy"], 6).read_bytes())
    assert "'Zed' plays in it but is not in event 1" in cli.refused(
        "result", "1", "--round", "1", "--table", "1", "--match", str(other))
    cli.refused("result", "1", "--round", "1", "--table", "2", "--match", str(mid))  # players of table 1
    cli.refused("result", "1", "--round", "1", "--table", "1", "--match", "99")
    res = cli.json("result", "1", "--round", "1", "--table", "1", "--match", str(mid))
    assert res["match"] == mid
    with open_database(sqlite_url) as db, UnitOfWork(db) as uow:
        played = uow.matches.results(mid)
        assert uow.matches.summary(mid).table == 1
    # the match's winner wins the table; the others are placed by rounds won (the Damn Straights)
    assert [r.name for r in played if r.won] == [x["name"] for x in res["result"] if x["place"] == 1]
    # the match that fed the table is the source of its result: `correct --match` takes it again
    again = cli.json("correct", "1", "--round", "1", "--table", "1", "--match", str(mid))
    assert again["result"] == res["result"]
    assert "already" in cli.refused("correct", "1", "--round", "1", "--table", "2", "--match", str(mid))
    # places typed over a match's result would make the table and its match disagree
    assert "has its result from match 1: correct that match's moves" in cli.refused(
        "correct", "1", "--round", "1", "--table", "1", "--places", ",".join(f"{n}=1" for n in t1))


@pytest.mark.parametrize("where", ["before", "after"])
def test_db_goes_before_or_after_the_action(where: str, sqlite_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    def run(*words: str) -> tuple[int, str, str]:
        action, rest = words[0], words[1:]
        argv = (["event", "--db", sqlite_url, action, *rest] if where == "before"
                else ["event", action, *rest, "--db", sqlite_url])
        rc = main(argv)
        out, err = capsys.readouterr()
        return rc, out, err

    assert run("create", "--name", "Placement") == (0, "1\n", "")
    rc, out, err = run("list", "--json")
    assert rc == 0 and [e["name"] for e in json.loads(out)] == ["Placement"], err
    rc, out, _ = run("show", "1")
    assert rc == 0 and out.startswith("Placement (event 1)")


@pytest.mark.parametrize("words", [
    ["db", "--db", "{url}", "check"], ["db", "check", "--db", "{url}"],
    ["members", "--db", "{url}", "list"], ["members", "list", "--db", "{url}"],
    ["export", "--db", "{url}", "event", "1", "-o", "{out}"], ["export", "event", "1", "-o", "{out}", "--db", "{url}"],
    ["import", "--db", "{url}", "{record}"], ["import", "{record}", "--db", "{url}"],
])
def test_every_database_command_takes_db_before_or_after_its_action(
        words: list[str], sqlite_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["event", "create", "--name", "Night", "--db", sqlite_url]) == 0
    record = _record_file(tmp_path, ["Ann", "Bob"], 1)
    argv = [w.format(url=sqlite_url, out=str(tmp_path / "out"), record=str(record)) for w in words]
    capsys.readouterr()
    rc = main(argv)
    out, err = capsys.readouterr()
    assert rc == 0, err
    default = Path(os.environ.get("BAKEHOUSE_DB", "/nonexistent"))
    assert not default.exists() or default.resolve() != Path(sqlite_url)  # the --db given was used, not the default


def test_the_json_file_form_is_gone(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """One grammar: a SQLite file is the file form (`--db FILE`); `--file` is refused in one line."""
    assert main(["event", "--file", str(tmp_path / "e.json"), "list"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "e.json").exists()
    for words in (["--help"], ["event", "--help"], ["event", "create", "--help"], ["event", "result", "--help"]):
        assert main(words) == 0
        text = capsys.readouterr().out
        assert "not wired" not in text and "--file" not in text and "--event" not in text


def test_thirteen_players_sit_at_tables_of_three_to_five_by_default(cli: Cli) -> None:
    """--sizes defaults to the table size and one either side (3-5 around 4): 13 players sit at
    5-4-4 tables, nobody sits out (docs: README, "Club nights and tournaments")."""
    cli.ok("create", "--name", "Thirteen", "--rounds", "2")
    cli.ok("add", "1", *NAMES, "Mo")
    seated = cli.json("seat", "1")
    assert sorted(len(t["players"]) for t in seated["tables"]) == [4, 4, 5] and seated["byes"] == []
    assert cli.json("show", "1")["config"]["sizes"] == [4, 3, 5]


def test_options_are_parsed_as_simulate_parses_them(cli: Cli) -> None:
    cli.ok("create", "--name", "Box", "--option", "box_rules=yes", "--option", "rounds_to_win=3")
    assert cli.json("show", "1")["config"]["options"] == {"box_rules": True, "rounds_to_win": 3}
    assert "C14" in cli.refused("create", "--name", "Box", "--option", "box_rules=maybe")
    assert "unknown option" in cli.refused("create", "--name", "Box", "--option", "colour=red")
    assert "twice" in cli.refused("create", "--name", "Box", "--option", "box_rules=yes", "--option", "box_rules=no")


def test_a_draft_round_is_marked_as_a_draft(cli: Cli) -> None:
    cli.ok("create", "--name", "Draft", "--rounds", "1")
    cli.ok("add", "1", *NAMES[:8])
    assert "DRAFT" in cli.ok("seat", "1").splitlines()[0]
    shown = cli.ok("show", "1")
    assert "round 1 (DRAFT" in shown
    assert cli.json("show", "1")["rounds"][0]["draft"] is True
    cli.ok("publish", "1")
    assert "DRAFT" not in cli.ok("show", "1") and "round 1 (published)" in cli.ok("show", "1")


def test_text_tables_pad_by_display_width(cli: Cli) -> None:
    cli.ok("create", "--name", "Wide", "--rounds", "1", "--table-size", "3", "--sizes", "3")
    cli.ok("add", "1", "王小明", "Bob", "Cy")
    cli.ok("seat", "1", "--publish")
    cli.ok("result", "1", "--round", "1", "--table", "1", "--scores", "王小明=3,Bob=2,Cy=1")
    from engine.commands.common import width

    lines = cli.ok("standings", "1").splitlines()[1:]
    # the Points column (right-aligned) ends at the same display column on every row, the
    # Name column (left-aligned) too: a CJK name is two columns a character
    import re

    def ends(line: str) -> list[int]:
        return [width(line[: m.end()]) for m in re.finditer(r"\S+", line)][:3]

    assert len({tuple(ends(line)[::2]) for line in lines}) == 1, lines
    assert len({width(line[: line.index(line.split()[2])]) for line in lines[1:]}) == 1, lines
    assert "1 round with results" in cli.ok("standings", "1")


def test_a_final_table_decides_the_top_places(cli: Cli) -> None:
    cli.ok("create", "--name", "Cup", "--kind", "tournament", "--rounds", "1", "--table-size", "3")
    cli.ok("add", "1", *NAMES[:6])
    seated = cli.json("seat", "1", "--publish")
    for t in seated["tables"]:
        names = [p["name"] for p in t["players"]]
        cli.ok("result", "1", "--round", "1", "--table", str(t["table"]),
               "--scores", ",".join(f"{n}={10 * (3 - i) + t['table']}" for i, n in enumerate(names)))
    final = cli.json("final", "1", "--size", "3", "--publish")
    assert final["stage"] == "final" and final["round"] == 2 and len(final["tables"]) == 1
    finalists = [p["name"] for p in final["tables"][0]["players"]]
    last_of_round_1 = [t["players"][-1]["name"] for t in seated["tables"]]
    assert not set(finalists) & set(last_of_round_1)
    ranked = sorted(finalists, key=lambda n: n == finalists[0])  # the first seated finishes last
    cli.ok("result", "1", "--round", "2", "--table", "1", "--places", ",".join(f"{n}={i}" for i, n in enumerate(ranked, 1)))
    top = [r["name"] for r in cli.json("standings", "1")["standings"][:3]]
    assert top == ranked
    assert "final" in cli.refused("final", "1", "--size", "3")


def test_fixed_seats_and_players_kept_apart_hold_every_round(cli: Cli) -> None:
    cli.ok("create", "--name", "Night", "--rounds", "3", "--table-size", "3")
    cli.ok("add", "1", *NAMES[:9])
    assert cli.json("constrain", "1", "--fix", "cy", "2", "--apart", "Ann", "Bob")["fixed"] == [{"name": "Cy", "table": 2}]
    cli.refused("constrain", "1", "--fix", "Cy", "x")
    cli.refused("constrain", "1", "--apart", "Ann", "ann")
    cli.refused("constrain", "1", "--apart", "Ann", "Nobody")
    for _ in range(3):
        tables = [[p["name"] for p in t["players"]] for t in cli.json("seat", "1", "--publish")["tables"]]
        assert "Cy" in tables[1]
        assert not any({"Ann", "Bob"} <= set(t) for t in tables)


def test_the_choices_offered_are_the_enums() -> None:
    from engine.commands import events
    from engine.tournament.event import EventKind
    from engine.tournament.seating import Format, Seeding

    assert set(events.KINDS) == {k.value for k in EventKind}
    assert set(events.FORMATS) == {f.value for f in Format} - {"final"}
    assert set(events.SEEDINGS) == {s.value for s in Seeding}
    from engine.tournament.standings import TieBreak

    assert set(events.TIE_BREAKERS) == {t.value for t in TieBreak} - {"points"}


def test_placement_points_bye_points_and_tie_breakers_from_the_command_line(cli: Cli) -> None:
    # 9 players at tables of exactly 4: two tables and a bye each round
    cli.ok("create", "--name", "Points", "--rounds", "1", "--table-size", "4", "--sizes", "4",
           "--placement-points", "4,2,1,0", "--bye-points", "2", "--tie-breakers", "score,wins")
    config = cli.json("show", "1")["config"]
    assert config["points"] == {"4": [4.0, 2.0, 1.0, 0.0]} and config["bye_points"] == 2.0
    assert config["tiebreaks"] == ["points", "score", "wins"]
    cli.ok("add", "1", *NAMES[:9])
    seated = cli.json("seat", "1", "--publish")
    (bye,) = (p["name"] for p in seated["byes"])
    for t in seated["tables"]:
        names = [p["name"] for p in t["players"]]
        # the first two at the second table tie for first place: they share 4 and 2
        scores = [50, 30, 20, 10] if t["table"] == 1 else [40, 40, 5, 1]
        cli.ok("result", "1", "--round", "1", "--table", str(t["table"]), "--scores",
               ",".join(f"{n}={s}" for n, s in zip(names, scores, strict=True)))
    rows = cli.json("standings", "1")
    assert rows["tiebreaks"] == ["points", "score", "wins"]
    points = {r["name"]: r["points"] for r in rows["standings"]}
    assert sorted(points.values(), reverse=True) == [4.0, 3.0, 3.0, 2.0, 2.0, 1.0, 1.0, 0.0, 0.0]
    assert points[bye] == 2.0  # the bye's points
    # level on 2 points: the second of table 1 (score 30) before the bye (score 0): score decides
    level = [r["name"] for r in rows["standings"] if r["points"] == 2.0]
    assert level[-1] == bye


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--placement-points", "4,2,x,0"], "a placement point is a whole number from 0 to"),
        (["--placement-points", "4"], "like 4,2,1,0"),
        (["--placement-points", "1,2,3,4"], "must not rise with the place"),
        (["--placement-points", "5,3,2,1,0"], "is for a table of 5, but this event's tables seat 4"),
        (["--placement-points", "4,2,1,0", "--placement-points", "3,2,1,0"], "given twice"),
        (["--placement-points=-1,0,0,0"], "a placement point"),
        (["--bye-points", "1.5"], "--bye-points is a whole number"),
        (["--bye-points", "99999999999"], "--bye-points is a whole number"),
        (["--tie-breakers", "wins,luck"], "not 'luck'"),
        (["--tie-breakers", "wins,points"], "the points come first"),
        (["--tie-breakers", "wins,wins"], "twice"),
    ],
)
def test_bad_points_and_tie_breakers_are_refused_in_one_line(cli: Cli, sqlite_url: str, args: list[str],
                                                             message: str) -> None:
    before = _state(sqlite_url)
    err = cli.refused("create", "--name", "Bad", "--table-size", "4", "--sizes", "4", *args)
    assert message in err, err
    assert _state(sqlite_url) == before


def test_level_points_are_exact_and_the_tie_breaker_decides(cli: Cli) -> None:
    """Issue 29: Ann's 2 + 7/3 + 7/3 and Eve's 7/3 + 7/3 + 2 points are level (in floats they
    were 6.666666666666668 and 6.666666666666667, Ann placed above Eve and the score never asked):
    the score breaks the tie, Eve's 220 before Ann's 110, on screen as in the JSON."""
    cli.ok("create", "--name", "R", "--ruleset", "dire-straights", "--rounds", "3", "--sizes", "4",
           "--placement-points", "4,2,1,0", "--tie-breakers", "score", "--seed", "5")
    cli.ok("add", "1", "Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal")
    night = [("Ann=30,Bob=40,Di=20,Gus=10", "Cy=100,Eve=100,Fay=100,Hal=50"),
             ("Cy=100,Bob=100,Di=100,Fay=50", "Ann=30,Eve=30,Gus=30,Hal=10"),
             ("Ann=50,Cy=50,Fay=50,Gus=0", "Bob=100,Eve=90,Di=80,Hal=0")]
    for r, tables in enumerate(night, 1):
        seated = cli.json("seat", "1", "--publish")
        for scores in tables:
            names = {n.split("=")[0] for n in scores.split(",")}
            (t,) = (t["table"] for t in seated["tables"] if {p["name"] for p in t["players"]} == names)
            cli.ok("result", "1", "--round", str(r), "--table", str(t), "--scores", scores)
    rows = cli.json("standings", "1")["standings"]
    by = {r["name"]: r for r in rows}
    assert (by["Eve"]["place"], by["Ann"]["place"]) == (3, 4)
    assert by["Eve"]["points"] == by["Ann"]["points"] == "20/3"  # exact in the JSON
    assert by["Cy"]["points"] == 7 and by["Ann"]["opponents"] == 40 and by["Eve"]["opponents"] == "106/3"
    text = cli.ok("standings", "1").splitlines()
    assert text[1].split() == ["Place", "Name", "Points", "Wins", "Games", "Score", "Opp.", "Rating"]
    lines = {line.split()[1]: line.split() for line in text[2:]}
    assert [line.split()[1] for line in text[2:]].index("Eve") < [line.split()[1] for line in text[2:]].index("Ann")
    assert lines["Eve"][:3] == ["3", "Eve", "6.67"] and lines["Ann"][:3] == ["4", "Ann", "6.67"]
    assert lines["Eve"][6] == "35.33" and lines["Ann"][6] == "40"
    assert not any(cell.endswith(".") for line in text[2:] for cell in line.split())
