"""Provably fair dice in the store: the commitment at the start, the seed only
once the match is over (kept meanwhile in the station's private seed folder),
and an exported finished match verifies."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from sqlalchemy import text

from engine.store import Database, MatchLogger, SeedVault, UnitOfWork
from engine.store.botplay import play_into
from engine.store.service import export_record, new_match, resume_dice

ROOT = Path(__file__).resolve().parents[2]


def _database_text(db: Database) -> str:
    """Everything in every table, as text."""
    out = []
    with db.engine.connect() as conn:
        for table in ("matches", "seats", "roll_log", "results"):
            out += [repr(tuple(r)) for r in conn.execute(text(f"SELECT * FROM {table}"))]
    return "\n".join(out)


def test_the_seed_is_stored_only_when_the_match_is_over(db: Database, tmp_path: Path) -> None:
    vault = SeedVault(tmp_path / "seeds")
    table = new_match(db, "six-by-6", ["Ann", "Ben"], station="bar", vault=vault)
    assert table.dice is not None
    seed = table.dice.seed.hex()
    with UnitOfWork(db) as uow:
        setup = uow.matches.setup(table.match_id)
    assert setup.commitment == table.dice.commitment and setup.seed is None
    setup = table.logger.played.setup
    entries = play_into(table.journal, setup, table.dice, station="bar")
    for _ in range(30):
        next(entries)
    assert seed not in _database_text(db)  # nowhere in the database while in play
    in_play = json.loads(export_record(db, table.match_id))
    assert in_play["dice"] == {"scheme": "hmac-sha256/1", "commitment": table.dice.commitment}
    assert (vault.folder / f"{table.logger.uid}.seed").read_text() == seed
    # the station restarts: the seed is found in its vault, the same stream goes on
    resumed = resume_dice(db, table.match_id, vault)
    assert resumed is not None and resumed.seed == table.dice.seed
    for _ in entries:
        pass
    with UnitOfWork(db) as uow:
        assert uow.matches.summary(table.match_id).finished
        assert uow.matches.setup(table.match_id).seed == seed
    assert not (vault.folder / f"{table.logger.uid}.seed").exists()
    record = tmp_path / "finished.json"
    record.write_text(export_record(db, table.match_id), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engine", "verify", str(record)], cwd=ROOT, capture_output=True,
                         text=True)
    assert out.returncode == 0 and out.stdout.startswith("verified: "), out.stdout + out.stderr


def test_a_station_without_the_seed_cannot_draw_the_dice(sdb: Database, tmp_path: Path) -> None:
    table = new_match(sdb, "sb", ["Ann", "Ben"], vault=SeedVault(tmp_path / "here"))
    assert resume_dice(sdb, table.match_id, SeedVault(tmp_path / "elsewhere")) is None
    other = MatchLogger(sdb, table.match_id, station="elsewhere", vault=SeedVault(tmp_path / "elsewhere"))
    assert other.played.setup.seed is None
