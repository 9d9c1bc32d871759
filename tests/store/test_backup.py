"""``bakehouse db backup``: a consistent copy, written whole or not at all."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from engine.store import SeedVault, open_database
from engine.store.db import StoreError, backup
from engine.store.service import new_match
from engine.store.uow import UnitOfWork


def _club(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'club.sqlite3'}"
    with open_database(url) as db, UnitOfWork(db) as uow:
        uow.members.add("Ann")
        uow.members.add("Bob")
        uow.commit()
    return url


def test_backup_is_one_self_contained_file(tmp_path: Path) -> None:
    url = _club(tmp_path)
    target = tmp_path / "copy.sqlite3"
    with open_database(url) as db:
        assert backup(db, target) == target.resolve()
    header = target.read_bytes()[:20]
    assert header[18:20] == b"\x01\x01"  # not a WAL database: no -wal file beside the copy
    con = sqlite3.connect(target)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert con.execute("PRAGMA journal_mode").fetchone() == ("delete",)
        assert [r[0] for r in con.execute("SELECT name FROM members ORDER BY id")] == ["Ann", "Bob"]
    finally:
        con.close()
    with open_database(f"sqlite:///{target}", create=False) as copy, UnitOfWork(copy) as uow:
        assert [m.name for m in uow.members.all()] == ["Ann", "Bob"]


def test_interrupted_backup_leaves_nothing_under_the_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = _club(tmp_path)
    target = tmp_path / "copy.sqlite3"
    before = set(os.listdir(tmp_path))

    def power_cut(fd: int) -> None:
        raise KeyboardInterrupt  # the program stops while the copy is being flushed to disk

    monkeypatch.setattr("engine.files.os.fsync", power_cut)
    with open_database(url) as db, pytest.raises(KeyboardInterrupt):
        backup(db, target)
    assert not target.exists()
    assert set(os.listdir(tmp_path)) == before  # the temporary file went too


def test_a_full_disk_is_one_line_and_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = _club(tmp_path)
    target = tmp_path / "copy.sqlite3"

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("engine.files.os.fsync", full)
    with open_database(url) as db, pytest.raises(Exception) as caught:
        backup(db, target)
    assert "No space left on device" in str(caught.value) and "\n" not in str(caught.value)
    assert not target.exists()


def test_backup_never_replaces_a_file(tmp_path: Path) -> None:
    url = _club(tmp_path)
    target = tmp_path / "copy.sqlite3"
    target.write_text("keep me")
    with open_database(url) as db, pytest.raises(StoreError, match="exists already"):
        backup(db, target)
    assert target.read_text() == "keep me"


def test_backup_while_a_match_is_played(tmp_path: Path) -> None:
    url = _club(tmp_path)
    target = tmp_path / "copy.sqlite3"
    with open_database(url) as db:
        table = new_match(db, "six-by-6", ["Ann", "Bob"], first_seat=0, vault=SeedVault(tmp_path / "seeds"))
        table.match.throw()
        backup(db, target)
    with open_database(f"sqlite:///{target}", create=False) as copy, UnitOfWork(copy) as uow:
        assert len(uow.matches.entries(table.match_id)) == 1
