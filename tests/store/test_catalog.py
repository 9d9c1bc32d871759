"""The catalog of the club database (engine/store/catalog.py): its lists equal what the
repositories say one match, one event, one member at a time (the second, plain way), on
SQLite and PostgreSQL; reading it writes nothing."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from engine.names import name_key
from engine.services.reports import read_catalog
from engine.store import UnitOfWork, open_database
from engine.store.botplay import bot_match
from engine.store.catalog import catalog
from engine.store.db import StoreError

NAMES = ("Zoë", "A<b> & Co", "王小明", "Bob")


def _fill(db) -> tuple[list[int], int]:
    with UnitOfWork(db) as uow:
        members = [uow.members.add(n).id for n in NAMES]
        night = uow.events.add("Club <night>", ruleset="classic", date="2026-01-05").id
        uow.events.add("Spring league", kind="league")
        ids = []
        for k, (ruleset, seats) in enumerate((("classic", (0, 1)), ("sb", (2, 3, 0)), ("classic", (3, 1)))):
            setup, entries, _ = bot_match(ruleset, tuple(NAMES[s] for s in seats), 40 + k)
            mid = uow.matches.create(setup, member_ids=[members[s] for s in seats])
            uow.matches.add_entries(mid, entries if k else entries[:10])
            uow.matches.refresh(mid)
            ids.append(mid)
        uow.events.set_table(night, 1, 2, ids[1])
        uow.events.round_id(night, 2)  # a second round, no table yet
        uow.commit()
    return ids, night


def test_the_catalog_equals_the_repositories_one_by_one(db):
    ids, night = _fill(db)
    with UnitOfWork(db) as uow:
        cat = catalog(uow.session)
        assert [m.id for m in cat.matches] == sorted(ids, reverse=True)  # newest first
        for m in cat.matches:
            s = uow.matches.summary(m.id)
            assert (m.ruleset, m.players, m.finished, m.created_at) == (s.ruleset, s.players, s.finished, s.created_at)
            assert (m.event_id, m.round, m.table) == (s.event_id, s.round, s.table)
            assert m.event_name == (uow.events.get(s.event_id).name if s.event_id else None)
        assert [(m.id, m.name) for m in cat.members] == [(m.id, m.name) for m in uow.members.all()]
        assert [e.id for e in cat.events] == sorted((e.id for e in uow.events.all()), reverse=True)
        for e in cat.events:
            info = uow.events.get(e.id)
            assert (e.name, e.kind, e.ruleset, e.date) == (info.name, info.kind, info.ruleset, info.date)
            assert list(e.rounds) == uow.events.rounds(e.id)
            assert not e.managed  # not made by `bakehouse event create`: no seatings to print
    assert cat.matches[1].event_name == "Club <night>" and (cat.matches[1].round, cat.matches[1].table) == (1, 2)
    assert [m.name for m in cat.members] == sorted(NAMES, key=name_key)
    assert not cat.empty and cat.matches[-1].finished is False


def test_reading_the_catalog_changes_nothing_and_refuses_a_missing_database(tmp_path: Path):
    path = tmp_path / "club.sqlite3"
    with open_database(str(path)) as db:
        _fill(db)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    cat = read_catalog(str(path))
    assert len(cat.matches) == 3 and len(cat.events) == 2
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    missing = tmp_path / "none.sqlite3"
    with pytest.raises(StoreError, match="no database at"):
        read_catalog(str(missing))
    assert not missing.exists()
    empty = tmp_path / "new.sqlite3"
    open_database(str(empty)).close()
    assert read_catalog(str(empty)).empty
