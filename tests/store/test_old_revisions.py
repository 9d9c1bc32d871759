"""Databases written by the programs of schema revisions 0001 and 0002 upgrade:
their separate ``roll`` rows are folded into the throws (revision 0008), every
match replays, the turn rows and ratings are derived, nothing else changes.
A database of revision 0009, whose roll log marked withdrawn rows with
``void_by``, upgrades to voids named by rows of their own (revision 0010) with
the same matches, entries in force, exports and statistics.

The rows are those the old programs wrote themselves (tests/store/data/old_revisions,
made by ``make.py`` there under the trees of commits eeeb3c9 and 528ac5c, and by
``make_r0009.py`` under 7c43ee1, with what that program read back), not rows of
today's code put into the old tables."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import MetaData, inspect, select, text

from engine.journal import EntryKind
from engine.store import MatchLogger, StoreError, UnitOfWork, open_database, upgrade
from engine.store.codec import action_text
from engine.store.db import head_revision, make_engine
from engine.store.repositories import ROLL_LOG, in_force
from engine.store.service import check, export_record

DATA = Path(__file__).parent / "data" / "old_revisions"
TABLES = ("members", "events", "rounds", "matches", "seats", "tables", "roll_log", "results", "ratings")


def _load(revision: str) -> dict[str, Any]:
    return dict(json.loads((DATA / f"r{revision}.json").read_text(encoding="utf-8")))


def _rows(dump: dict[str, Any], table: str) -> list[dict[str, Any]]:
    t = dump[table]
    return [dict(zip(t["columns"], r, strict=True)) for r in t["rows"]]


def _fill(url: str, dump: dict[str, Any], tables: tuple[str, ...] = TABLES) -> None:
    engine = make_engine(url, foreign_keys=False)
    meta = MetaData()
    meta.reflect(engine)
    with engine.begin() as conn:
        for table in tables:
            rows = _rows(dump, table)
            if rows:
                conn.execute(meta.tables[table].insert(), rows)
        if engine.dialect.name == "postgresql":  # ids given: the sequences go on after them
            for table in ("members", "events", "rounds", "matches", "tables", "ratings"):
                conn.execute(text(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                                  f"coalesce((SELECT max(id) FROM {table}), 0) + 1, false)"))
    engine.dispose()


def _old_moves(dump: dict[str, Any]) -> dict[int, list[tuple[int, int, str]]]:
    """Each match's moves in force as the old program logged them, its roll rows left out."""
    out: dict[int, list[tuple[int, int, str]]] = {}
    for r in _rows(dump, "roll_log"):
        out.setdefault(r["match_id"], [])
        if r["kind"] == "move" and r["void_by"] is None and r["event"] != "roll":
            out[r["match_id"]].append((r["seat"], r["turn"], r["event"]))
    return out


@pytest.mark.parametrize("revision", ["0001", "0002"])
def test_a_database_the_old_program_wrote_upgrades(db_url: str, revision: str) -> None:
    dump = _load(revision)
    assert dump["revision"] == revision
    assert any(r["event"] == "roll" for r in _rows(dump, "roll_log"))  # what made it fail to upgrade
    assert upgrade(db_url, revision) == (None, revision)
    _fill(db_url, dump)
    with pytest.raises(StoreError, match="db upgrade"):
        open_database(db_url)
    assert upgrade(db_url) == (revision, head_revision())
    with open_database(db_url) as db:
        report = check(db)
        assert report.ok, report.problems
        with db.engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM roll_log WHERE event = 'roll'")).scalar_one() == 0
        with UnitOfWork(db) as uow:
            assert [m.name for m in uow.members.all()] == [r["name"] for r in _rows(dump, "members")]
            old_matches = {r["id"]: r for r in _rows(dump, "matches")}
            assert uow.matches.ids() == sorted(old_matches)
            for match_id, moves in _old_moves(dump).items():
                played = uow.matches.played(match_id)
                now = [(e.seat, e.turn, action_text(e.action)) for e in played.journal.in_force()
                       if e.kind is EntryKind.MOVE and e.action is not None]
                assert now == moves, match_id  # the same game, move for move
                assert played.finished == bool(old_matches[match_id]["finished"])
                assert uow.matches.summary(match_id).finished == played.finished
                if played.finished:
                    assert uow.matches.turns(match_id)  # derived on upgrade (revision 0005)
                entries = uow.matches.entries(match_id)
                assert [e.seq for e in entries] == list(range(len(entries)))
            assert uow.events.tables(1)[0].match_id == 1
        # the imported records export as records again
        for match_id in (1, 2, 3):
            record = json.loads(export_record(db, match_id))
            assert record["turns"] and all("roll" not in ev for t in record["turns"] for ev in t["events"])


def test_the_fold_keeps_voids_of_other_rows_and_drops_a_void_of_a_roll_alone() -> None:
    from importlib import import_module

    fold = import_module("engine.store.migrations.versions.0008_fold_roll_rows").fold

    def row(seq: int, kind: str = "move", event: str | None = None, voids: str | None = None) -> dict[str, Any]:
        return {"seq": seq, "kind": kind, "event": event, "voids": voids, "void_by": None, "redoes": None}

    rows = [row(0, event="roll"), row(1, event="throw 1 2 3"), row(2, event="stop"), row(3, event="roll"),
            row(4, "void", voids="3"), row(5, "void", voids="2"), row(6, event="roll"), row(7, event="throw 4 4 4")]
    out = fold(rows)
    assert [(r["seq"], r["kind"], r["event"], r["voids"], r["void_by"]) for r in out] == [
        (0, "move", "throw 1 2 3", None, None),
        (1, "move", "stop", None, 2),
        (2, "void", None, "1", None),
        (3, "move", "throw 4 4 4", None, None),
    ]


def test_upgrade_keeping_copy_copies_first_and_refuses_an_existing_copy(tmp_path: Path) -> None:
    """The app's upgrade (desktop/home.py): a copy as the database was, then the upgrade; a copy
    that exists already is refused before anything is written."""
    from engine.store.db import OlderDatabaseError, current_revision, upgrade_keeping_copy

    path = tmp_path / "club.sqlite3"
    url = f"sqlite:///{path}"
    upgrade(url, "0005")
    with pytest.raises(OlderDatabaseError) as refused:
        open_database(url, create=False)
    assert refused.value.revision == "0005" and "run `bakehouse db upgrade`" in str(refused.value)
    taken = tmp_path / "taken.sqlite3"
    taken.write_bytes(b"mine")
    with pytest.raises(StoreError, match="exists already"):
        upgrade_keeping_copy(url, taken)
    assert taken.read_bytes() == b"mine"
    copy, before, after = upgrade_keeping_copy(url, tmp_path / "copy.sqlite3")
    assert (before, after) == ("0005", head_revision())
    for where, revision in ((copy, "0005"), (path, head_revision())):
        engine = make_engine(f"sqlite:///{where}")
        try:
            assert current_revision(engine) == revision
        finally:
            engine.dispose()
    open_database(url, create=False).close()


def _made_by(name: str) -> Any:
    """A module of tests/store/data/old_revisions (its way of reading back what it wrote)."""
    spec = importlib.util.spec_from_file_location(name, DATA / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_database_of_revision_0009_keeps_its_voids_as_rows_of_their_own(db_url: str) -> None:
    """Revision 0010 (#28): each entry the old program marked ``void_by`` is named by a
    ``roll_voids`` row of its void; ``void_by`` and the void's ``voids`` text are gone; the
    matches, the entries in force (as the journal and as SQL reads them), the results, turn
    rows, exports, member statistics and the statistics are those the old program read."""
    made = _made_by("make_r0009")
    dump, read = _load("0009"), _load("0009")["read"]
    withdrawn = {(r["match_id"], r["seq"], r["void_by"]) for r in _rows(dump, "roll_log") if r["void_by"] is not None}
    assert withdrawn and any(r["kind"] == "rolloff" and r["void_by"] is not None for r in _rows(dump, "roll_log"))
    assert upgrade(db_url, "0009") == (None, "0009")
    _fill(db_url, dump, made.TABLES)
    assert upgrade(db_url) == ("0009", head_revision())
    with open_database(db_url) as db:
        report = check(db)
        assert report.ok, report.problems
        assert report.entries == len(_rows(dump, "roll_log"))
        with db.engine.connect() as conn:
            named = {tuple(r) for r in conn.execute(text("SELECT match_id, voided_seq, void_seq FROM roll_voids"))}
            columns = {c["name"] for c in inspect(conn).get_columns("roll_log")}
        assert named == withdrawn
        assert not {"void_by", "voids"} & columns
        with UnitOfWork(db) as uow:
            assert [str(m) for m in uow.matches.ids()] == sorted(read["matches"], key=int)
            for mid, old in read["matches"].items():
                played = uow.matches.played(int(mid))
                assert [made.shown(e) for e in played.journal.in_force()] == old["in_force"], mid
                in_sql = uow.session.execute(select(ROLL_LOG.c.seq).where(ROLL_LOG.c.match_id == int(mid), in_force())
                                             .order_by(ROLL_LOG.c.seq)).scalars().all()
                assert list(in_sql) == [e[0] for e in old["in_force"]], mid
                assert played.finished == old["finished"]
                assert made.normal(uow.matches.results(int(mid))) == old["results"]
                assert made.normal(uow.matches.turns(int(mid))) == old["turns"]
            for member, old in read["members"].items():
                assert made.normal(uow.matches.member_statistics(int(member))) == old
                assert _as_0009(uow.stats.figures(member_id=int(member))) == read["stats"][f"member {member}"]
            assert _as_0009(uow.stats.figures()) == read["stats"]["club"]
            assert _as_0009(uow.stats.figures(event_id=1)) == read["stats"]["event"]
        for mid, old in read["matches"].items():
            assert json.loads(export_record(db, int(mid))) == old["record"], mid
        # the match still in play goes on: an undo adds its rows and changes none logged before
        in_play = next(int(m) for m, old in read["matches"].items() if not old["finished"] and int(m) != read["imported"])
        with db.engine.connect() as conn:
            before = [tuple(r) for r in conn.execute(text("SELECT * FROM roll_log ORDER BY match_id, seq"))]
        logger = MatchLogger(db, in_play, station="hall")
        target = logger.match.journal.last_in_force()
        assert target is not None
        void = logger.match.undo("typo", correction=True)
        with db.engine.connect() as conn:
            after = [tuple(r) for r in conn.execute(text("SELECT * FROM roll_log ORDER BY match_id, seq"))]
            links = conn.execute(text("SELECT voided_seq FROM roll_voids WHERE match_id = :m AND void_seq = :v"),
                                 {"m": in_play, "v": void.seq}).scalars().all()
        assert set(before) <= set(after) and len(after) == len(before) + 1
        assert list(links) == [target.seq]
        assert check(db).ok


def test_revision_0010_goes_back_to_the_rows_of_0009(db_url: str) -> None:
    """Its downgrade writes ``voids`` and ``void_by`` again from the void rows: the roll log
    of revision 0009 as its program wrote it."""
    from alembic import command

    from engine.store.db import alembic_config

    made = _made_by("make_r0009")
    dump = _load("0009")
    assert upgrade(db_url, "0009") == (None, "0009")
    _fill(db_url, dump, made.TABLES)
    assert upgrade(db_url) == ("0009", head_revision())
    engine = make_engine(db_url, foreign_keys=False)
    try:
        with engine.begin() as conn:
            command.downgrade(alembic_config(conn), "0009")
        with engine.connect() as conn:
            rows = conn.execute(text("SELECT * FROM roll_log ORDER BY match_id, seq")).mappings().all()
    finally:
        engine.dispose()
    want = sorted(_rows(dump, "roll_log"), key=lambda r: (r["match_id"], r["seq"]))
    assert [{k: r[k] for k in ("match_id", "seq", "kind", "voids", "void_by")} for r in rows] == [
        {k: r[k] for k in ("match_id", "seq", "kind", "voids", "void_by")} for r in want]


def _as_0009(figures: object) -> Any:
    """The statistics as the program of revision 0009 counted them: the figures added since (the
    period covered, each player's places: issue 29) are left out of the comparison."""
    out = _made_by("make_r0009").normal(figures)
    out.pop("period", None)
    for line in out["players"].values():
        line.pop("places", None)
    return out
