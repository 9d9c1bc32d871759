"""The club home's first look at an SQLite file (issue 31, engine/store/summary.py ``glance``): the
store's own checks and queries on the standard library's sqlite3, before SQLAlchemy loads.  It must
give exactly the summary the full store gives (engine/services/club.py ``club_summary``) on the
same database, and refuse exactly what ``open_database`` refuses, with the same error and message:
one door to the database, two connections."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from engine.errors import BakehouseError
from engine.services.club import club_summary, first_summary
from engine.services.database import open_database, upgrade_database
from engine.store import UnitOfWork
from engine.store.admission import describe, plain_sqlite_file, sqlite_file
from engine.store.event_repo import StoredEvents
from engine.tournament.event import EventConfig, EventService
from engine.tournament.results import TableResult
from engine.tournament.tables import TableSizes

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Zoë", "Ann", "王小明", "محمد علي", "Bob", "Cat", "Dan", "Eve")


def _club(path: Path) -> Path:
    """A club with a finished event (three rounds, results with a shared place) and one still to
    play (round 1 played, round 2 seated, a third planned), its ratings rated by the store."""
    upgrade_database(str(path))
    with open_database(str(path)) as db, UnitOfWork(db) as uow:
        members = {n: uow.members.add(n).id for n in NAMES}
        service = EventService(StoredEvents(uow.session))
        night = service.create(EventConfig(name="Winter night", ruleset="classic", rounds=3,
                                           sizes=TableSizes.exactly(4), seed=1))
        for name in NAMES:
            service.add_player(night.id, members[name], name)
        for number in (1, 2, 3):
            service.seat_next(night.id)
            rd = service.publish(night.id)
            for t, players in enumerate(rd.seating.tables, 1):
                scores = [(7 * number + 3 * k) % 10 if k != 2 else 5 for k in range(len(players))]
                service.record(night.id, number, t, TableResult.from_scores(players, scores))
        spring = service.create(EventConfig(name="Spring <Open> & Co", ruleset="classic", rounds=3,
                                            sizes=TableSizes.exactly(4), seed=2))
        for name in NAMES[:4]:
            service.add_player(spring.id, members[name], name)
        service.seat_next(spring.id)
        rd = service.publish(spring.id)
        service.record(spring.id, 1, 1, TableResult.from_scores(rd.seating.tables[0], [3, 9, 9, 1]))
        service.seat_next(spring.id)
        uow.commit()
    return path


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _club(tmp_path_factory.mktemp("first-look") / "club.sqlite3")


def _full(path: Path | str, create: bool = False) -> object:
    with open_database(str(path), create=create) as db:
        return club_summary(db)


def _copy(club: Path, tmp_path: Path, name: str = "copy.sqlite3") -> Path:
    target = tmp_path / name
    with sqlite3.connect(club) as src, sqlite3.connect(target) as dst:
        src.backup(dst)
    return target


def test_the_first_look_gives_the_full_stores_summary(club: Path) -> None:
    look = first_summary(str(club))
    assert look is not None
    full = _full(club)
    assert look.summary == full
    assert look.url == f"sqlite:///{club}" and look.where == str(club)
    summary = look.summary
    assert (summary.empty, summary.members, summary.events) == (False, len(NAMES), 2)
    assert summary.last_event is not None and summary.last_event.name == "Winter night"
    assert summary.last_event.finished and summary.last_event.standings
    assert all(line.rating is not None for line in summary.last_event.standings)  # the stored ratings
    assert summary.next_event is not None and summary.next_event.name == "Spring <Open> & Co"
    assert (summary.next_event.rounds_seated, summary.next_event.rounds_planned) == (2, 3)
    assert [line.place_text for line in summary.next_event.standings] == ["1=", "1=", "3", "4"]  # 9, 9, 3, 1


def test_an_empty_club_looks_the_same(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    upgrade_database(str(path))
    look = first_summary(str(path))
    assert look is not None and look.summary == _full(path)
    assert look.summary.empty and look.summary.next_event is None and look.summary.last_event is None


def test_the_first_look_loads_no_sqlalchemy(club: Path) -> None:
    code = ("import json, sys\nfrom engine.services.club import first_summary\n"
            "look = first_summary(sys.argv[1])\n"
            "print(json.dumps({'events': look.summary.events, 'heavy': sorted(m for m in sys.modules if m.split('.')[0]"
            " in ('sqlalchemy', 'sqlmodel', 'pydantic', 'alembic'))}))")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-c", code, str(club)], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == {"events": 2, "heavy": []}


def _same_refusal(path: Path | str, *, create: bool = False) -> BakehouseError:
    """Both paths refuse ``path`` with one error class and one message; that error."""
    with pytest.raises(BakehouseError) as full:
        _full(path, create=create)
    with pytest.raises(BakehouseError) as first:
        first_summary(str(path), create=create)
    assert type(first.value) is type(full.value)
    assert str(first.value) == str(full.value)
    assert first.value.text() == full.value.text()
    return first.value


def test_an_older_revision_is_refused_alike_for_an_upgrade(club: Path, tmp_path: Path) -> None:
    from engine.services.database import OlderDatabaseError

    older = _copy(club, tmp_path)
    with sqlite3.connect(older) as con:
        con.execute("UPDATE alembic_version SET version_num = '0005'")
    refused = _same_refusal(older)
    assert isinstance(refused, OlderDatabaseError) and refused.revision == "0005"
    with sqlite3.connect(older) as con:  # made before the file was marked Bakehouse's (revisions 0001-0005)
        con.execute("PRAGMA application_id = 0")
    assert isinstance(_same_refusal(older), OlderDatabaseError)


@pytest.mark.parametrize(("label", "said"), [("0999", "written by a newer Bakehouse"),
                                             ("ffffffffffff", "written by a newer Bakehouse"),
                                             ("zzzz", "not a revision Bakehouse writes")])
def test_a_newer_bakehouses_file_is_refused_alike(club: Path, tmp_path: Path, label: str, said: str) -> None:
    newer = _copy(club, tmp_path)
    with sqlite3.connect(newer) as con:
        con.execute("UPDATE alembic_version SET version_num = ?", (label,))
    assert said in str(_same_refusal(newer))


def test_a_damaged_file_is_refused_alike(club: Path, tmp_path: Path) -> None:
    from engine.services.database import DamagedDatabaseError

    short = tmp_path / "short.sqlite3"  # head -c -1: cut short by one byte
    short.write_bytes(_copy(club, tmp_path).read_bytes()[:-1])
    assert isinstance(_same_refusal(short), DamagedDatabaseError)
    scrambled = _copy(club, tmp_path, "scrambled.sqlite3")  # sqlite_master's page overwritten
    data = bytearray(scrambled.read_bytes())
    data[100:4096] = b"\x0d" * (4096 - 100)
    scrambled.write_bytes(bytes(data))
    refused = _same_refusal(scrambled)
    assert isinstance(refused, DamagedDatabaseError) and "malformed" in str(refused)


def test_a_damaged_event_state_is_said_alike(club: Path, tmp_path: Path) -> None:
    edited = _copy(club, tmp_path)
    with sqlite3.connect(edited) as con:
        con.execute("UPDATE event_states SET state = '{\"id\": 1}' WHERE event_id = (SELECT max(event_id) FROM "
                    "event_states)")
    refused = _same_refusal(edited)
    assert "stored state of event" in str(refused)


def test_empty_missing_and_foreign_files_are_refused_alike(tmp_path: Path) -> None:
    from engine.services.database import NotADatabaseYetError

    empty = tmp_path / "empty.sqlite3"
    empty.write_bytes(b"")
    assert isinstance(_same_refusal(empty), NotADatabaseYetError)
    assert isinstance(_same_refusal(tmp_path / "missing.sqlite3"), NotADatabaseYetError)
    blank = tmp_path / "blank.sqlite3"
    sqlite3.connect(blank).close()
    with sqlite3.connect(blank) as con:
        con.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    assert "another program" in str(_same_refusal(blank))
    text = tmp_path / "notes.txt"
    text.write_text("not a database at all, just some notes\n" * 10, encoding="utf-8")
    assert "not an SQLite database" in str(_same_refusal(text))


def test_what_the_full_store_makes_or_reaches_is_left_to_it(tmp_path: Path) -> None:
    """A database to be made (``create``), a server's, a URL of another form: no first look."""
    empty = tmp_path / "empty.sqlite3"
    empty.write_bytes(b"")
    assert first_summary(str(empty), create=True) is None
    assert first_summary(str(tmp_path / "new.sqlite3"), create=True) is None
    assert not (tmp_path / "new.sqlite3").exists()  # nothing made by the look
    assert first_summary("postgresql+psycopg://nobody@127.0.0.1:1/club") is None
    assert first_summary(f"sqlite:///{tmp_path / 'x.sqlite3'}?mode=ro") is None


@pytest.mark.parametrize("url", [
    "sqlite:////tmp/club.sqlite3", "sqlite:///relative/club.db", "sqlite:////tmp/a b/c+d.db",
    "sqlite:////tmp/x%20y.db", "sqlite:////tmp/ü@host:1/#q.db", "sqlite:////tmp/p:w@h/d", "sqlite:///\u202eevil",
    "sqlite:///:memory:", "sqlite://", "sqlite:///", "sqlite:///file:x.db", "sqlite:////tmp/a.db?mode=ro",
    "sqlite:///mode=memory.db", "sqlite:////tmp/%3Amemory%3A", "postgresql+psycopg://user:secret@host/club",
])
def test_a_plain_sqlite_url_is_read_as_sqlalchemy_reads_it(url: str) -> None:
    plain = plain_sqlite_file(url)
    if plain is not None:
        parsed = make_url(url)
        assert parsed.get_backend_name() == "sqlite" and Path(parsed.database or "") == plain
    assert sqlite_file(url) == (plain if plain is not None else sqlite_file(url))
    shown = make_url(url).render_as_string(hide_password=True)
    assert describe(url) == "".join(c if c.isprintable() else f"\\u{ord(c):04x}" for c in shown)


def test_a_station_writing_meanwhile_is_seen_whole_or_not_at_all(club: Path, tmp_path: Path) -> None:
    """Another station in the middle of a write (WAL: its -wal file there): the look reads the
    last commit, as the full store does, and waits for nothing."""
    busy = _copy(club, tmp_path)
    with open_database(str(busy)):
        pass  # the store's connection settings (WAL) on the copy
    writer = sqlite3.connect(busy, isolation_level=None)
    try:
        writer.execute("BEGIN IMMEDIATE")
        writer.execute("UPDATE members SET name = 'Renamed' WHERE id = (SELECT min(id) FROM members)")
        writer.execute("INSERT INTO members (name, name_key, active, created_at) SELECT 'New', 'new', 1, created_at "
                       "FROM members LIMIT 1")
        look = first_summary(str(busy))
        assert look is not None and look.summary == _full(busy) and look.summary.members == len(NAMES)
    finally:
        writer.execute("ROLLBACK")
        writer.close()
