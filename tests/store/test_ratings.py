"""Ratings are stored: the projection of the events' results (revision 0007),
written in the same transaction as the result, rewritten from the first changed
table only, read (never recomputed) by the standings; and a corrected match at an
event's table moves that table's result, the standings and the ratings."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from engine.actions import Roll, Throw
from engine.bots import bot_for
from engine.cli import main
from engine.dice import HmacDice, draw
from engine.game import CHANCE
from engine.journal import Origin
from engine.match import Match
from engine.services.handlers import match_changed
from engine.store import Database, SeedVault, UnitOfWork, open_database
from engine.store.botplay import play_match
from engine.store.db import alembic_config, head_revision, make_engine, upgrade
from engine.store.event_repo import StoredEvents, StoredEventService
from engine.store.ratings import RatingProjection, same_rows
from engine.store.service import check, new_match, open_table
from engine.tournament.event import Event, EventConfig
from engine.tournament.ratings import RatingBook
from engine.tournament.results import TableResult

NAMES = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"]


def _consistent(db: Database) -> None:
    """The stored projection is the whole recomputation from every event's results."""
    with UnitOfWork(db) as uow:
        events = StoredEvents(uow.session).all()
        projection = RatingProjection(uow.session)
        for ruleset in {e.config.ruleset for e in events}:
            assert same_rows(projection.rows(ruleset), projection.expected(ruleset, events)), ruleset


def _night(svc: StoredEventService, members: list[int], name: str, rounds: int, rng: random.Random,
           ruleset: str = "classic") -> Event:
    """An event whose every table has a result, as the service records them."""
    event = svc.create(EventConfig(name, ruleset=ruleset, rounds=rounds))
    for q in members:
        svc.add_player(event.id, q, NAMES[q - 1] if q <= len(NAMES) else f"P{q}")
    for r in range(1, rounds + 1):
        rd = svc.seat_next(event.id)
        svc.publish(event.id)
        for t, table in enumerate(rd.seating.tables, 1):
            svc.record(event.id, r, t, TableResult.from_scores(table, [rng.randrange(100) for _ in table]))
    return svc.events.get(event.id)


@pytest.fixture
def club(db: Database) -> Iterator[tuple[Database, list[int]]]:
    with UnitOfWork(db) as uow:
        members = [uow.members.add(n).id for n in NAMES]
        uow.commit()
    yield db, members


def test_each_result_writes_its_ratings_in_its_own_transaction(club: tuple[Database, list[int]]) -> None:
    db, members = club
    rng = random.Random(1)
    with UnitOfWork(db) as uow:
        svc = StoredEventService(StoredEvents(uow.session))
        event = _night(svc, members, "Night 1", 3, rng)
        assert [c.matches for c in svc.events.recomputed] == [1] * 6  # each table rated once, when recorded
        # not committed yet: another session sees none of it
        with UnitOfWork(db) as other:
            assert other.session.execute(text("SELECT count(*) FROM ratings")).scalar_one() == 0
        uow.commit()
    _consistent(db)
    with UnitOfWork(db) as uow:
        for q in members:
            steps = uow.ratings.history(q, "classic")
            assert [s.step for s in steps] == [0, 1, 2]  # one step per round played
        book = RatingBook.from_matches(event.matches())
        for q in members:
            assert uow.ratings.history(q, "classic")[-1].mu == pytest.approx(book.rating(q, "classic").mu, abs=1e-12)


def test_a_correction_recomputes_from_the_first_changed_table_only(club: tuple[Database, list[int]]) -> None:
    db, members = club
    rng = random.Random(2)
    with UnitOfWork(db) as uow:
        svc = StoredEventService(StoredEvents(uow.session))
        first = _night(svc, members, "Night 1", 3, rng)  # 2 tables a round
        _night(svc, members, "Night 2", 3, rng)
        _night(svc, members, "Night 3", 2, rng)
        total = 6 + 6 + 4
        uow.commit()
    with UnitOfWork(db) as uow:
        svc = StoredEventService(StoredEvents(uow.session))
        # a correction at night 1, round 3, table 2: that table and every one after it (nights 2 and 3)
        table = first.rounds[2].seating.tables[1]
        svc.correct(first.id, 3, 2, TableResult.from_scores(table, list(range(len(table)))))
        [done] = svc.events.recomputed
        assert (done.since, done.matches) == ((first.id, 3, 2), 1 + 6 + 4)
        assert done.matches < total
        uow.commit()
    _consistent(db)
    with UnitOfWork(db) as uow:
        svc = StoredEventService(StoredEvents(uow.session))
        # a new night: each result rates its own table, however long the club's history
        event = svc.create(EventConfig("Night 4", rounds=1))
        for q in members:
            svc.add_player(event.id, q, NAMES[q - 1])
        rd = svc.seat_next(event.id)
        svc.publish(event.id)
        svc.events.recomputed.clear()
        for t, tbl in enumerate(rd.seating.tables, 1):
            svc.record(event.id, 1, t, TableResult.from_scores(tbl, [1, 2, 3, 4]))
        assert [c.matches for c in svc.events.recomputed] == [1, 1]
        uow.commit()
    _consistent(db)


def test_standings_read_the_stored_ratings_and_recompute_nothing(club: tuple[Database, list[int]],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    db, members = club
    with UnitOfWork(db) as uow:
        svc = StoredEventService(StoredEvents(uow.session))
        event = _night(svc, members, "Night 1", 3, random.Random(3))
        uow.commit()
    by_round = {}
    for upto in (1, 2, 3):
        book = RatingBook.from_matches([m for m in event.matches() if m.order[1] <= upto])
        by_round[upto] = {q: book.rating(q, "classic").ordinal for q in members}

    def replayed(*args: Any) -> None:
        raise AssertionError("a standings call rated a table again")

    monkeypatch.setattr(RatingBook, "apply", replayed)
    with UnitOfWork(db) as uow:
        svc = StoredEventService(StoredEvents(uow.session))
        for upto in (1, 2, 3, 0):
            rows = svc.standings(event.id, upto or None)
            want = by_round[upto or 3]
            assert {r.player: r.rating for r in rows} == pytest.approx(want, abs=1e-9)
    # and through the command line, as it was after round 1
    out = _cli(db.url, "standings", str(event.id), "--after-round", "1", "--json")
    shown = {s["member"]: s["rating"] for s in json.loads(out)["standings"]}
    assert shown == {q: round(v, 3) for q, v in by_round[1].items()}
    assert shown != {q: round(v, 3) for q, v in by_round[3].items()}


def _cli(url: str, *args: str) -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["event", *args, "--db", url]) == 0
    return out.getvalue()


def test_db_check_compares_the_projection_and_repair_rewrites_it(club: tuple[Database, list[int]]) -> None:
    db, members = club
    with UnitOfWork(db) as uow:
        _night(StoredEventService(StoredEvents(uow.session)), members, "Night 1", 2, random.Random(4))
        uow.commit()
    assert check(db).ok
    with db.engine.begin() as conn:
        conn.execute(text("UPDATE ratings SET mu = mu + 1 WHERE step = 1"))
    report = check(db)
    assert report.problems == ("ratings of classic: the stored ratings are not those of the events' results "
                               "(`bakehouse db check --repair` recomputes them)",)
    assert check(db, repair=True).ok
    assert check(db).ok
    _consistent(db)
    with db.engine.begin() as conn:
        conn.execute(text("DELETE FROM ratings WHERE round = 2"))
    assert not check(db).ok
    check(db, repair=True)
    _consistent(db)


def test_an_upgrade_to_revision_0007_fills_the_projection(sqlite_url: str) -> None:
    from alembic import command

    db = open_database(sqlite_url)
    try:
        with UnitOfWork(db) as uow:
            members = [uow.members.add(n).id for n in NAMES]
            _night(StoredEventService(StoredEvents(uow.session)), members, "Night 1", 2, random.Random(5))
            _night(StoredEventService(StoredEvents(uow.session)), members, "Night 2", 1, random.Random(6),
                   ruleset="sb")
            uow.commit()
    finally:
        db.close()
    engine = make_engine(sqlite_url, foreign_keys=False)
    with engine.begin() as conn:  # back to revision 0005: the event states as they were, no ratings
        command.downgrade(alembic_config(conn), "0005")
        conn.execute(text("DELETE FROM ratings"))  # a program at 0005 wrote none
    engine.dispose()
    assert upgrade(sqlite_url) == ("0005", head_revision())
    with open_database(sqlite_url) as db:
        _consistent(db)
        with UnitOfWork(db) as uow:
            assert len(uow.ratings.history(members[0], "classic")) == 2
            assert len(uow.ratings.history(members[0], "sb")) == 1


# -- a corrected match reaches its event ------------------------------------------------------------------
REAL = 64  # seeds of "real dice" tried for a correction that changes the table's result


def _by_hand(match: Match, dice: HmacDice) -> None:
    """Play on to the end with the bots' choices and faces typed in by hand."""
    bots = [bot_for(match.ruleset.id) for _ in match.players]
    while not match.finished:
        state = match.state
        assert state is not None
        if state.current_player() != CHANCE:
            action = bots[state.current_player()].choose(state)
            if not isinstance(action, Roll):
                match.apply(action, origin=Origin.BOT)
                continue
        match.throw(list(draw(dice, state.chance_dice())))


def _stored_result(db: Database, event_id: int, round_number: int, table: int) -> TableResult[int] | None:
    with UnitOfWork(db) as uow:
        return StoredEvents(uow.session).get(event_id).rounds[round_number - 1].results.get(table - 1)


def _places(match: Match) -> tuple[int, ...]:
    assert match.state is not None
    return TableResult.from_state(tuple(range(len(match.players))), match.state).places


def test_a_corrected_match_moves_its_table_result_standings_and_ratings(db: Database, tmp_path: Path) -> None:
    url = db.url
    _cli(url, "create", "--name", "Night", "--ruleset", "sb", "--rounds", "2", "--table-size", "3")
    _cli(url, "add", "1", *NAMES[:6])
    seated = json.loads(_cli(url, "seat", "1", "--publish", "--json"))
    tables = [[p["name"] for p in t["players"]] for t in seated["tables"]]
    vault = SeedVault(tmp_path / "seeds")
    station = new_match(db, "sb", tables[0], first_seat=0, station="bar", vault=vault, seed=bytes([7]) * 32)
    play_match(station.match)
    _cli(url, "result", "1", "--round", "1", "--table", "1", "--match", str(station.match_id))
    _cli(url, "result", "1", "--round", "1", "--table", "2", "--places",
         ",".join(f"{n}={i}" for i, n in enumerate(tables[1], 1)))
    before = json.loads(_cli(url, "standings", "1", "--json"))
    _consistent(db)
    with UnitOfWork(db) as uow:
        steps = {q: len(uow.ratings.history(q, "sb")) for q in range(1, 7)}
    assert set(steps.values()) == {1}
    old_places = _places(station.match)
    old_result = _stored_result(db, 1, 1, 1)

    # the organizer corrects the match at a station: back to its last throw, then real dice typed in
    table = open_table(db, station.match_id, station="desk", vault=vault, handle=match_changed)  # as the services open it
    for _ in range(3):  # the last three throws were misread
        while not isinstance(table.match.journal.entries[table.match.undo("misread", correction=True).voids[0]]
                             .action, Throw):
            pass
    # while it is reopened the table has no result: standings and ratings follow at once
    assert _stored_result(db, 1, 1, 1) is None
    mid = json.loads(_cli(url, "standings", "1", "--json"))
    assert sum(s["games"] for s in mid["standings"]) == 3
    with UnitOfWork(db) as uow:
        assert {len(uow.ratings.history(uow.members.by_name(n).id, "sb")) for n in tables[0]} == {0}  # type: ignore[union-attr]
    _consistent(db)
    # dice that give another result (tried on a copy first)
    for k in range(REAL):
        probe = Match.from_journal("sb", table.match.players, {}, list(table.match.journal.entries), first_seat=0)
        _by_hand(probe, HmacDice(bytes([k]) * 32))
        if _places(probe) != old_places:
            break
    else:
        raise AssertionError("no correction among the tries changes the result")
    _by_hand(table.match, HmacDice(bytes([k]) * 32))
    new_places = _places(table.match)

    got = _stored_result(db, 1, 1, 1)
    assert got is not None and got.places == new_places
    with UnitOfWork(db) as uow:
        event = StoredEvents(uow.session).get(1)
    assert [event.players[q].name for q in got.players] == tables[0]
    # withdrawn while reopened, then one correction from the result it had to the match's new one (#28)
    assert [(c.round, c.table, c.before, c.after) for c in event.corrections] == [(1, 1, old_result, got)]
    after = json.loads(_cli(url, "standings", "1", "--json"))
    assert after != before
    assert sum(s["games"] for s in after["standings"]) == 6
    _consistent(db)
    with UnitOfWork(db) as uow:
        assert {len(uow.ratings.history(q, "sb")) for q in range(1, 7)} == {1}
        assert uow.ratings.history(uow.members.by_name(tables[0][0]).id, "sb")[0].match_id == station.match_id  # type: ignore[union-attr]
    assert check(db).ok
    # a result typed over the match's (through the service, which the command line refuses): db check
    # names it, --repair takes the result from the match again, and the ratings with it
    with UnitOfWork(db) as uow:
        svc = StoredEventService(StoredEvents(uow.session))
        typed = TableResult.from_scores(got.players, [3, 2, 1])
        if typed.places == tuple(new_places):
            typed = TableResult.from_scores(typed.players, [1, 2, 3])
        svc.correct(1, 1, 1, typed)
        uow.commit()
    _consistent(db)  # the ratings followed the typed result
    assert check(db).problems == (f"event 1, round 1, table 1: its result is not that of match {station.match_id} "
                                  "(`bakehouse db check --repair` takes it from the match)",)
    assert check(db, repair=True, handle=match_changed).ok  # as the services run it (the handler follows the match)
    assert check(db).ok
    again = _stored_result(db, 1, 1, 1)
    assert again is not None and again.places == new_places
    _consistent(db)


def test_two_stations_recording_results_of_one_game_at_once_keep_the_projection_whole(pg_url: str) -> None:
    """PostgreSQL: a result at the newest night and a correction of an older one, in two
    transactions at once; the second to rewrite the game's ratings waits for the first
    and reads what it committed, so the projection is the whole recomputation after both."""
    import threading

    db = open_database(pg_url)
    try:
        with UnitOfWork(db) as uow:
            members = [uow.members.add(n).id for n in NAMES]
            svc = StoredEventService(StoredEvents(uow.session))
            old = _night(svc, members, "Night 1", 2, random.Random(7))
            new = svc.create(EventConfig("Night 2", rounds=1))
            for q in members:
                svc.add_player(new.id, q, NAMES[q - 1])
            rd = svc.seat_next(new.id)
            svc.publish(new.id)
            uow.commit()
        first = UnitOfWork(db).__enter__()
        StoredEventService(StoredEvents(first.session)).record(
            new.id, 1, 1, TableResult.from_scores(rd.seating.tables[0], [4, 3, 2, 1]))
        done = threading.Event()
        errors: list[BaseException] = []

        def correct_the_old_night() -> None:
            try:
                with UnitOfWork(db) as second:
                    table = old.rounds[0].seating.tables[0]
                    StoredEventService(StoredEvents(second.session)).correct(
                        old.id, 1, 1, TableResult.from_scores(table, list(range(len(table)))))
                    second.commit()
            except BaseException as e:  # noqa: BLE001 (reported below)
                errors.append(e)
            finally:
                done.set()

        worker = threading.Thread(target=correct_the_old_night)
        worker.start()
        assert not done.wait(1.0)  # it waits for the first station's transaction
        first.commit()
        first.__exit__(None, None, None)
        worker.join(60)
        assert not errors, errors
        _consistent(db)
        with UnitOfWork(db) as uow:
            assert uow.session.execute(text("SELECT count(*) FROM ratings WHERE event_id = :e"),
                                       {"e": new.id}).scalar_one() == 4
    finally:
        db.close()
