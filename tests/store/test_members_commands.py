"""``bakehouse members rename|retire|merge``: the club's list put right from the command line,
nothing that has been played ever lost, bad input refused in one line changing nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.cli import main
from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.event_repo import StoredEvents
from engine.store.ratings import RatingProjection, same_rows


class Cli:
    def __init__(self, url: str, capsys: pytest.CaptureFixture[str]) -> None:
        self.url, self.capsys = url, capsys

    def __call__(self, *args: str) -> tuple[int, str, str]:
        self.capsys.readouterr()
        rc = main([*args, "--db", self.url])
        out, err = self.capsys.readouterr()
        return rc, out, err

    def ok(self, *args: str) -> str:
        rc, out, err = self(*args)
        assert rc == 0 and err == "", err
        return out

    def json(self, *args: str) -> Any:
        return json.loads(self.ok(*args, "--json"))

    def refused(self, *args: str) -> str:
        rc, out, err = self(*args)
        assert rc == 2 and out == "", out
        assert err.count("\n") == 1 and "Traceback" not in err, err
        return err


@pytest.fixture
def cli(club_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    """On a new club database (tests/store/conftest.py: a copy, not migrated again per test)."""
    return Cli(club_url, capsys)


def _members(cli: Cli) -> dict[str, dict[str, Any]]:
    return {m["name"]: m for m in cli.json("members", "list")}


def _night(cli: Cli, name: str, players: list[str]) -> int:
    """A club night of one round at one table, its result recorded by name."""
    eid = int(cli.ok("event", "create", "--name", name, "--rounds", "1", "--table-size", str(len(players)),
                     "--sizes", str(len(players))))
    cli.ok("event", "add", str(eid), *players)
    cli.ok("event", "seat", str(eid), "--publish")
    scores = ",".join(f"{p}={len(players) - i}" for i, p in enumerate(players))
    cli.ok("event", "result", str(eid), "--round", "1", "--table", "1", "--scores", scores)
    return eid


def _store(url: str) -> Any:
    """Every row a merge may touch, read afresh."""
    with open_database(url) as db, UnitOfWork(db) as uow:
        from sqlalchemy import text

        s = uow.session
        return {t: s.execute(text(f"SELECT * FROM {t} ORDER BY 1, 2")).all()
                for t in ("members", "seats", "ratings", "event_states")}


def _match(url: str, names: tuple[str, ...], member_ids: list[int], seed: int) -> int:
    setup, entries, _ = bot_match("classic", names, seed)
    with open_database(url) as db, UnitOfWork(db) as uow:
        mid = uow.matches.create(setup, member_ids=member_ids)
        uow.matches.add_entries(mid, entries)
        uow.matches.refresh(mid)
        uow.commit()
    return mid


def test_a_guest_typed_twice_is_merged_into_one_member(cli: Cli, sqlite_url: str) -> None:
    _night(cli, "Monday", ["Ann", "Bob", "Cy"])
    second = _night(cli, "Tuesday", ["Anne", "Bob", "Cy"])  # Ann again, typed as a new guest
    ids = {n: m["id"] for n, m in _members(cli).items()}
    ann, anne, bob = ids["Ann"], ids["Anne"], ids["Bob"]
    _match(sqlite_url, ("Ann", "Bob"), [ann, bob], 1)
    m2 = _match(sqlite_url, ("Anne", "Bob"), [anne, bob], 2)

    out = cli.json("members", "merge", str(ann), str(anne))
    assert out == {"member": ann, "name": "Ann", "merged": anne, "merged_name": "Anne", "matches": 1,
                   "ratings": 1, "events": 1}
    assert "Anne" not in _members(cli) and _members(cli)["Ann"]["active"]
    # the second night's standings now name Ann; her seat and result stay as played ("Anne")
    rows = cli.json("event", "standings", str(second))["standings"]
    assert {r["name"]: r["member"] for r in rows}["Ann"] == ann
    with open_database(sqlite_url) as db, UnitOfWork(db) as uow:
        assert uow.matches.member_ids(m2) == (ann, bob)
        # both nights' ratings are Ann's, in the order played (the store's projection of the results)
        history = uow.ratings.history(ann, "classic")
        assert [h.step for h in history] == [0, 1]
        events = StoredEvents(uow.session).all()
        projection = RatingProjection(uow.session)
        assert same_rows(projection.rows("classic"), projection.expected("classic", events))
        assert len(uow.members.matches_played(ann)) == 2


def test_a_guest_checked_in_twice_becomes_one_entry(cli: Cli) -> None:
    cli.ok("event", "create", "--name", "Friday", "--rounds", "1", "--table-size", "3", "--sizes", "3")
    cli.ok("event", "add", "1", "Ann", "Bob", "Cy", "Anne")  # Ann typed twice: 4 entries for 3 people
    cli.ok("event", "constrain", "1", "--apart", "Anne", "Bob")
    ids = {n: m["id"] for n, m in _members(cli).items()}
    assert cli.json("members", "merge", str(ids["Ann"]), str(ids["Anne"]))["events"] == 1
    shown = cli.json("event", "show", "1")
    assert [p["name"] for p in shown["players"]] == ["Ann", "Bob", "Cy"]
    seated = cli.json("event", "seat", "1")
    assert [sorted(p["name"] for p in t["players"]) for t in seated["tables"]] == [["Ann", "Bob", "Cy"]]
    assert seated["byes"] == []


def test_two_people_are_never_merged(cli: Cli, sqlite_url: str) -> None:
    _night(cli, "Monday", ["Ann", "Bob", "Cy"])
    cli.ok("event", "create", "--name", "Tuesday", "--rounds", "1")
    cli.ok("event", "add", "2", "Di")
    cli.ok("event", "create", "--name", "Wednesday", "--rounds", "1")
    cli.ok("event", "add", "3", "Ed")
    ids = {n: m["id"] for n, m in _members(cli).items()}
    _match(sqlite_url, ("Di", "Ed"), [ids["Di"], ids["Ed"]], 3)  # never in one event, but at one table
    before = _store(sqlite_url)
    err = cli.refused("members", "merge", str(ids["Ann"]), str(ids["Bob"]))
    assert "both seated in round 1 of event 1" in err and "nothing was merged" in err
    err = cli.refused("members", "merge", str(ids["Di"]), str(ids["Ed"]))
    assert "both played in match" in err and "nothing was merged" in err
    assert "itself" in cli.refused("members", "merge", str(ids["Ann"]), str(ids["Ann"]))
    assert "no member 99" in cli.refused("members", "merge", str(ids["Ann"]), "99")
    assert "whole number" in cli.refused("members", "merge", str(ids["Ann"]), "x")
    assert "whole number" in cli.refused("members", "merge", "0", "1")
    assert _store(sqlite_url) == before


def test_a_retired_member_stays_in_history_and_out_of_new_events(cli: Cli) -> None:
    first = _night(cli, "Monday", ["Ann", "Bob", "Cy"])
    ann = _members(cli)["Ann"]["id"]
    assert "is retired" in cli.ok("members", "retire", str(ann))
    assert _members(cli)["Ann"]["active"] is False
    assert "Ann" in [r["name"] for r in cli.json("event", "standings", str(first))["standings"]]
    cli.ok("event", "create", "--name", "Next week", "--rounds", "1")
    err = cli.refused("event", "add", "2", "Bob", "ann")
    assert "retired" in err and f"members retire {ann} --undo" in err
    assert cli.json("event", "show", "2")["players"] == []  # nothing added, not even Bob
    assert cli.json("members", "retire", str(ann), "--undo")["active"] is True
    cli.ok("event", "add", "2", "Bob", "ann")


def test_a_rename_reaches_every_event_and_refuses_a_name_taken(cli: Cli, sqlite_url: str) -> None:
    first = _night(cli, "Monday", ["Ann", "Bob", "Cy"])
    bob = _members(cli)["Bob"]["id"]
    assert "Bob is now Robert" in cli.ok("members", "rename", str(bob), "Robert")
    assert "Robert" in [r["name"] for r in cli.json("event", "standings", str(first))["standings"]]
    before = _store(sqlite_url)
    assert "exists already" in cli.refused("members", "rename", str(bob), "ann")
    assert "may not be empty" in cli.refused("members", "rename", str(bob), "  ")
    assert _store(sqlite_url) == before


def test_members_list_is_a_table_for_people_and_json_for_programs(cli: Cli) -> None:
    _night(cli, "Monday", ["王小明", "Bob", "Cy"])
    bob = _members(cli)["Bob"]["id"]
    cli.ok("members", "retire", str(bob))
    lines = cli.ok("members", "list").splitlines()
    assert lines[0].split() == ["Id", "Name"] and lines[-1] == "3 members, 1 retired"
    assert any(line.split()[1:] == ["Bob", "retired"] for line in lines)
