"""The schema: constraints, SQLite settings, migrations, revisions, locations."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from engine.game import TurnEnd
from engine.store import Database, StoreError, open_database, upgrade
from engine.store.db import head_revision, known_revisions, make_engine
from engine.store.models import TURN_ENDS, metadata
from engine.store.paths import database_url
from engine.store.service import check, export_record, import_record

EXAMPLES = Path(__file__).parents[1] / "data" / "spec-examples"


def test_the_turns_table_knows_every_way_a_turn_ends() -> None:
    """models.TURN_ENDS is written out (the tables do not import the rules): it must stay
    engine.game.TurnEnd's values, in order."""
    assert tuple(e.value for e in TurnEnd) == TURN_ENDS


def test_head_migration_builds_exactly_the_models(db: Database) -> None:
    with db.engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn, opts={"compare_type": True}), metadata)
    assert diff == []


@pytest.mark.parametrize(
    "sql",
    [
        "INSERT INTO roll_log (match_id, seq, kind, origin, event) VALUES (1, 5, 'undo', 'hand', 'stop')",
        "INSERT INTO roll_log (match_id, seq, kind, origin, event) VALUES (1, 5, 'move', 'hand', 'stop')",  # no seat
        "INSERT INTO roll_log (match_id, seq, kind, origin, event) VALUES (1, 9999, 'void', 'hand', 'stop')",
        "INSERT INTO roll_log (match_id, seq, kind, origin, event) VALUES (1, -1, 'rolloff', 'hand', '0:3 1:4')",
        "INSERT INTO roll_log (match_id, seq, kind, origin, event) VALUES (1, 5, 'rolloff', 'dealer', '0:3 1:4')",
        "INSERT INTO roll_log (match_id, seq, kind, origin, event) VALUES (1, 0, 'rolloff', 'app', '0:3')",  # seq taken
        "INSERT INTO roll_log (match_id, seq, kind, origin, event) VALUES (99, 0, 'rolloff', 'app', '0:3')",  # no match
        "INSERT INTO roll_voids (match_id, voided_seq, void_seq) VALUES (1, 1, 0)",  # a void comes after it
        "INSERT INTO roll_voids (match_id, voided_seq, void_seq) VALUES (1, 1, 9999)",  # no such void row
        "INSERT INTO roll_voids (match_id, voided_seq, void_seq) VALUES (1, 9998, 9999)",  # no such entries
        "INSERT INTO roll_voids (match_id, voided_seq, void_seq) VALUES (1, 0, 2), (1, 0, 3)",  # withdrawn twice
        "INSERT INTO seats (match_id, seat, name, name_key) VALUES (1, 12, 'Zed', 'zed')",
        "INSERT INTO seats (match_id, seat, name, name_key) VALUES (1, 5, 'maya', 'maya')",  # name clash
        "INSERT INTO members (name, name_key, active, created_at) VALUES ('', '', true, 'x')",
        "INSERT INTO members (name, name_key, email, active, created_at) VALUES ('Al', 'al', 'no-at', true, 'x')",
        "UPDATE matches SET commitment = 'abc'",
        "INSERT INTO results (match_id, seat, total, place, won, turns, points) VALUES (1, 0, 3, 0, false, 0, 0)",
        "DELETE FROM matches",  # the log refers to it
    ],
)
def test_the_database_refuses_rows_that_break_an_invariant(db: Database, sql: str) -> None:
    import_record(db, (EXAMPLES / "classic.json").read_bytes())
    with pytest.raises(IntegrityError), db.engine.begin() as conn:
        conn.execute(text(sql))
    assert check(db).ok


def test_every_sqlite_connection_is_durable_with_foreign_keys(sdb: Database) -> None:
    with sdb.engine.connect() as conn:
        def pragma(name: str) -> object:
            return conn.exec_driver_sql(f"PRAGMA {name}").scalar()

        assert pragma("foreign_keys") == 1
        assert pragma("journal_mode") == "wal"
        assert pragma("synchronous") == 2  # FULL
        assert pragma("busy_timeout") == 10_000


def _fill(url: str, tom_email: str) -> None:
    """Rows in every table, written with the columns of revision 0001."""
    engine = make_engine(url)
    rows = [
        "INSERT INTO members (id, name, name_key, email, note, active, created_at) VALUES"
        " (1, 'Maya', 'maya', 'maya@club.example', NULL, true, '2026-01-01'),"
        f" (2, 'Tom', 'tom', '{tom_email}', 'keeps score', true, '2026-01-02')",
        "INSERT INTO events (id, name, kind, created_at) VALUES (1, 'Thursday', 'club_night', '2026-11-19')",
        "INSERT INTO rounds (id, event_id, number, published) VALUES (1, 1, 1, true)",
    ]
    with engine.begin() as conn:
        for sql in rows:
            conn.execute(text(sql))
    engine.dispose()


def _import_classic(url: str, rating: bool = True, voids_listed: bool = True) -> tuple[int, int]:
    """The classic example, written with SQL of its own (not the head's repositories)."""
    from engine.record import loads
    from engine.store.codec import entry_row
    from engine.store.records import from_record

    setup, entries = from_record(loads((EXAMPLES / "classic.json").read_bytes()))
    engine = make_engine(url)
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO matches (id, uid, ruleset, options, rolloff, event_info, finished, created_at)"
                          " VALUES (1, 'aa11', 'classic', :o, 'listed', :e, false, 'x')"),
                     {"o": setup.options_json(), "e": '{"name": "Thursday club night", "round": 1, "table": 2, '
                                                        '"date": "2026-11-19"}'})
        for seat, (name, member) in enumerate(zip(setup.players, (1, 2), strict=True)):
            conn.execute(text("INSERT INTO seats (match_id, seat, name, name_key, member_id) VALUES (1, :s, :n, :k, :m)"),
                         {"s": seat, "n": name, "k": name.casefold(), "m": member})
        conn.execute(text("INSERT INTO tables (round_id, number, match_id) VALUES (1, 2, 1)"))
        for e in entries:  # as revision 0001 logged them: a move without a time had no `at`
            row = {**entry_row(1, e), "at": e.at if e.timed else None,
                   "voids": " ".join(str(s) for s in e.voids) or None, "void_by": None}  # (none is voided)
            if voids_listed:  # before revision 0010: the voids listed in the row
                conn.execute(text("INSERT INTO roll_log (match_id, seq, kind, at, origin, station, seat, turn, event,"
                                  " voids, reason, void_by) VALUES (:match_id, :seq, :kind, :at, :origin, :station,"
                                  " :seat, :turn, :event, :voids, :reason, :void_by)"), row)
            else:  # revision 0010 on: a void is a row of its own (this record has none)
                conn.execute(text("INSERT INTO roll_log (match_id, seq, kind, at, origin, station, seat, turn, event,"
                                  " reason) VALUES (:match_id, :seq, :kind, :at, :origin, :station, :seat, :turn,"
                                  " :event, :reason)"), row)
        if rating:  # a row in the ratings table of revisions 0001-0005
            conn.execute(text("INSERT INTO ratings (member_id, ruleset, step, mu, sigma, match_id, at) VALUES"
                              " (1, 'classic', 0, 26.1, 8.0, 1, 'x')"))
    engine.dispose()
    return 1, len(entries)


@pytest.mark.parametrize("revision", sorted(known_revisions() - {head_revision()}))
def test_a_database_at_an_earlier_revision_keeps_everything_when_upgraded(db_url: str, revision: str) -> None:
    assert upgrade(db_url, revision) == (None, revision)
    # before 0002 an address needed no @: 0002 keeps such a one in the note
    _fill(db_url, "tom at home" if revision == "0001" else "tom@home.example")
    match_id, logged = _import_classic(db_url, rating=revision < "0007", voids_listed=revision < "0010")
    with pytest.raises(StoreError, match="db upgrade"):
        open_database(db_url)
    assert upgrade(db_url) == (revision, head_revision())
    with open_database(db_url) as db:
        assert check(db, repair=True).ok
        assert check(db).ok
        from engine.store import UnitOfWork

        with UnitOfWork(db) as uow:
            members = uow.members.all()
            assert [m.name for m in members] == ["Maya", "Tom"]
            assert members[0].email == "maya@club.example"
            if revision == "0001":
                assert members[1].email is None and members[1].note == "keeps score (e-mail: tom at home)"
            else:
                assert members[1].email == "tom@home.example" and members[1].note == "keeps score"
            assert uow.matches.member_ids(match_id) == (1, 2)
            assert uow.events.tables(1) and uow.events.tables(1)[0].match_id == match_id
            # ratings are the projection of the events' results (revision 0007): a row no event result
            # gives is not kept (the program never wrote one), and this event has no result
            assert uow.ratings.history(1, "classic") == []
            assert len(uow.matches.entries(match_id)) == logged
        import json

        original = json.loads((EXAMPLES / "classic.json").read_text())
        assert json.loads(export_record(db, match_id)) == original


def _digest(path: Path) -> str:
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    dump = "\n".join(con.iterdump())
    con.close()
    return hashlib.sha256(dump.encode()).hexdigest()


def test_a_database_from_a_newer_program_is_refused_and_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    url = f"sqlite:///{path}"
    with open_database(url) as db:
        import_record(db, (EXAMPLES / "sb.json").read_bytes())
        with db.engine.begin() as conn:
            conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    before = _digest(path)
    for attempt in (lambda: open_database(url), lambda: upgrade(url)):
        with pytest.raises(StoreError, match=r"written by a newer Bakehouse \(schema revision 9999.*Nothing was changed"):
            attempt()
    assert _digest(path) == before


def test_upgrade_refuses_a_database_of_another_program(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY)")
    con.close()
    with pytest.raises(StoreError, match="SQLite database of another program .*nothing was changed"):
        open_database(str(path))


def test_the_default_database_is_created_in_the_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    url = database_url()
    assert url == f"sqlite:///{tmp_path / 'Bakehouse' / 'bakehouse.sqlite3'}"
    with open_database() as db:
        assert db.url == url
    assert (tmp_path / "Bakehouse" / "bakehouse.sqlite3").is_file()
    monkeypatch.setenv("BAKEHOUSE_DB", str(tmp_path / "club.db"))
    assert database_url() == f"sqlite:///{tmp_path / 'club.db'}"
    assert database_url("postgresql+psycopg://host/club") == "postgresql+psycopg://host/club"


def test_a_bad_url_is_one_clear_message() -> None:
    with pytest.raises(StoreError, match="cannot use nonsense://"):
        open_database("nonsense://")
    with pytest.raises(StoreError, match="cannot"):
        open_database("postgresql+psycopg://nobody@127.0.0.1:1/none")


def test_a_reading_open_of_a_missing_database_refuses_and_creates_no_file(tmp_path: Path) -> None:
    path = tmp_path / "nothing.sqlite3"
    for url in (str(path), f"sqlite:///{path}"):
        with pytest.raises(StoreError, match="no database at .*db init"):
            open_database(url, create=False)
    assert list(tmp_path.iterdir()) == []
