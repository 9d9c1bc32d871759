"""One station holds a table; taking it over is explicit (issue 20): the hold is checked and
written in the same transaction as each action, so two stations never both write one table.
A station killed mid-turn: its table reopened at another station exactly where it was.
On SQLite and on PostgreSQL (the test server) alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import text

from engine.bots import play_bots
from engine.record import to_record
from engine.seeds import SeedVault
from engine.services.stations import TableHeldError, hold_table, let_go, table_hold, what_changed
from engine.store import Database, UnitOfWork
from engine.store.service import check, new_match, open_table

from .children import Child
from .pgserver import Server

SEED = bytes(range(32))


def _match(db: Database, vault: SeedVault, ruleset: str = "classic") -> int:
    table = new_match(db, ruleset, ("Ann", "Ben", "Cyd"), app_dice=True, station="maker", vault=vault, seed=SEED)
    return table.match_id


def _logged(db: Database, match_id: int) -> int:
    with UnitOfWork(db) as uow:
        return len(uow.matches.entries(match_id))


def test_only_the_holder_writes_and_a_takeover_refuses_the_first_station(db: Database, tmp_path: Path) -> None:
    vault = SeedVault(tmp_path / "seeds")
    match_id = _match(db, vault)
    assert table_hold(db, match_id) is None
    taken = hold_table(db, match_id, "Bar-2")
    assert taken.mine and taken.hold.station == "Bar-2" and taken.hold.last_at is None
    a = open_table(db, match_id, station="Bar-2", vault=vault, hold=True)
    play_bots(a.match, 5)
    held = table_hold(db, match_id)
    assert held is not None and held.station == "Bar-2" and held.since == taken.hold.since
    assert held.last_at == a.match.journal.entries[-1].at  # written with the action

    # a second station opening the table is told who holds it, and is refused if it acts
    other = hold_table(db, match_id, "Door")
    assert not other.mine and other.hold == held and other.previous is None
    b = open_table(db, match_id, station="Door", vault=vault, hold=True)
    with pytest.raises(TableHeldError, match=r"held by station 'Bar-2' since \d\d:\d\d, last action \d\d:\d\d"):
        play_bots(b.match, 1)
    assert _logged(db, match_id) == 5 and len(b.match.journal) == 5  # nothing written, nothing applied
    play_bots(a.match, 2)  # the holder goes on
    assert _logged(db, match_id) == 7

    # taken over explicitly: the first station's next action is refused, naming the new holder
    over = hold_table(db, match_id, "Door", take_over=True)
    assert over.mine and over.previous is not None and over.previous.station == "Bar-2"
    assert over.previous.last_at == a.match.journal.entries[-1].at
    with pytest.raises(TableHeldError, match="held by station 'Door' since .*, no action yet") as refused:
        play_bots(a.match, 1)
    assert refused.value.hold.station == "Door"
    assert _logged(db, match_id) == 7
    b.reload()  # the new holder sees the first station's moves, then goes on where it was
    assert len(b.match.journal) == 7
    play_bots(b.match)
    assert b.match.finished
    with UnitOfWork(db) as uow:
        stations = {e.station for e in uow.matches.entries(match_id)}
    assert stations == {"Bar-2", "Door"}
    assert check(db).ok

    # letting go: only the holder's own hold goes
    let_go(db, match_id, "Bar-2")
    assert table_hold(db, match_id) is not None
    let_go(db, match_id, "Door")
    assert table_hold(db, match_id) is None


def test_a_station_without_a_hold_takes_a_free_table_with_its_first_action(db: Database, tmp_path: Path) -> None:
    vault = SeedVault(tmp_path / "seeds")
    match_id = _match(db, vault)
    a = open_table(db, match_id, station="A", vault=vault, hold=True)
    play_bots(a.match, 1)
    held = table_hold(db, match_id)
    assert held is not None and held.station == "A" and held.since == held.last_at
    b = open_table(db, match_id, station="B", vault=vault)  # without holds (the command line, imports)
    b.reload()
    assert len(b.match.journal) == 1


def test_the_database_refuses_a_hold_without_a_station_or_match(db: Database, tmp_path: Path) -> None:
    from sqlalchemy.exc import IntegrityError

    match_id = _match(db, SeedVault(tmp_path / "seeds"))
    for sql in (f"INSERT INTO holds (match_id, station, since) VALUES ({match_id}, '', 'x')",
                "INSERT INTO holds (match_id, station, since) VALUES (999, 'A', 'x')"):
        with pytest.raises(IntegrityError), db.engine.begin() as conn:
            conn.execute(text(sql))


def test_what_changed_sees_an_action_and_a_takeover_and_nothing_else(db: Database, tmp_path: Path) -> None:
    vault = SeedVault(tmp_path / "seeds")
    match_id = _match(db, vault)
    other = _match(db, vault, "sb")
    first = what_changed(db, None, [match_id])
    assert set(first.matches) == {match_id} and first.matches[match_id].last_seq == -1
    assert what_changed(db, None, [match_id]) == first  # nothing happened: the same snapshot
    hold_table(db, match_id, "A")
    held = what_changed(db, None, [match_id])
    assert held.moved(first) == {match_id} and held.matches[match_id].holder == "A"
    a = open_table(db, match_id, station="A", vault=vault, hold=True)
    play_bots(a.match, 3)
    played = what_changed(db, None, [match_id])
    assert played.moved(held) == {match_id} and played.matches[match_id].last_seq == 2
    b = open_table(db, other, station="B", vault=vault, hold=True)
    play_bots(b.match, 1)
    assert what_changed(db, None, [match_id]) == played  # another match, not watched
    hold_table(db, match_id, "B", take_over=True)
    assert what_changed(db, None, [match_id]).matches[match_id].holder == "B"


class _Child:
    def __init__(self, url: str, match_id: int, station: str, vault: Path) -> None:
        self.proc = Child("tests.store.table_child", url, str(match_id), station, str(vault))

    def send(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline().strip()
        assert line, "the station ended without answering"
        return line


@pytest.mark.parametrize("ruleset", ["classic", "dire-straights"])
def test_a_station_killed_mid_turn_is_taken_over_exactly_where_it_was(db: Database, tmp_path: Path,
                                                                     ruleset: str) -> None:
    vault_dir = tmp_path / "seeds"
    vault = SeedVault(vault_dir)
    match_id = _match(db, vault, ruleset)
    child = _Child(db.url, match_id, "Bar-2", vault_dir)
    try:
        assert child.read() == "ready 0 mine"
        child.send("step 9")  # the roll-off and a turn under way
        acks = [child.read() for _ in range(9)]
        assert acks == [f"ok {k}" for k in range(9)]
        record = json.loads(child.read())
        child.proc.kill()  # SIGKILL: the station's app killed, no goodbye, its hold stays
        child.proc.wait(timeout=30)
    finally:
        child.proc.close()
    held = table_hold(db, match_id)
    assert held is not None and held.station == "Bar-2" and held.last_at is not None
    taken = hold_table(db, match_id, "Door")
    assert not taken.mine and taken.hold == held  # told who holds it, with its last action
    taken = hold_table(db, match_id, "Door", take_over=True)
    assert taken.mine and taken.previous == held
    table = open_table(db, match_id, station="Door", vault=vault, hold=True)
    state = table.match.state
    assert state is not None and not state.is_terminal() and not table.match.finished
    assert json.dumps(to_record(table.match), sort_keys=True) == json.dumps(record, sort_keys=True)
    play_bots(table.match)  # the same dice go on at the new station, to the end
    assert table.match.finished
    assert check(db).ok


def test_the_poll_and_the_hold_when_the_server_is_gone(own_server: tuple[Server, str], tmp_path: Path) -> None:
    """A gone server: the stations' poll and a takeover are one clear line each, nothing changed;
    back, both work again (the app tries again a second later)."""
    from engine.store import DatabaseUnavailableError, open_database

    server, url = own_server
    db = open_database(url)
    try:
        vault = SeedVault(tmp_path / "seeds")
        match_id = _match(db, vault)
        hold_table(db, match_id, "A")
        before = what_changed(db, None, [match_id])
        server.pause()
        for attempt in (lambda: what_changed(db, None, [match_id]), lambda: hold_table(db, match_id, "B",
                                                                                       take_over=True)):
            with pytest.raises(DatabaseUnavailableError) as gone:
                attempt()
            assert "\n" not in str(gone.value) and "cannot be used" in str(gone.value)
        server.resume()
        assert what_changed(db, None, [match_id]) == before  # nothing changed meanwhile
        held = table_hold(db, match_id)
        assert held is not None and held.station == "A"
    finally:
        db.close()
