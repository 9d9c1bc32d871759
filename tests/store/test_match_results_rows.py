"""A stored match's result rows (the statistics' place and score of each seat) say what its table's
result says: in the Damn Straights the rounds won (C13), as an event's table counts it.

The walk's stumble: a Classic table scored throw by throw (Lea 2 rounds, Eli 1, three players 0)
was stored as the last round's points (Lea 192, every other 0, all second), so the evening's
"biggest win" read "Lea Roux 192, Ben Jones 0: by 192 points" beside a typed table's "Gus
Moreno 2, Ann Smith 1: by 1 point", and Lea's best game was 192."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.bots import play_bots
from engine.seeds import SeedVault
from engine.store import Database, UnitOfWork, open_database
from engine.store.service import new_match
from engine.tournament.results import TableResult

SEED = bytes(range(32))


@pytest.fixture
def db(tmp_path: Path):
    database = open_database(str(tmp_path / "club.db"))
    yield database
    database.close()


@pytest.mark.parametrize("ruleset", ["classic", "dire-straights"])
def test_a_finished_matchs_rows_are_its_tables_scores_and_places(db: Database, tmp_path: Path, ruleset: str) -> None:
    table = new_match(db, ruleset, ("Ann", "Ben", "Cyd"), app_dice=True, station="s", vault=SeedVault(tmp_path / "v"),
                      seed=SEED)
    play_bots(table.match)
    state = table.match.state
    assert state is not None and state.is_terminal()
    expected = TableResult.from_state(("Ann", "Ben", "Cyd"), state)
    with UnitOfWork(db) as uow:
        rows = uow.matches.results(table.match_id)
    assert tuple(r.total for r in rows) == state.table_scores() == expected.scores
    assert tuple(r.place for r in rows) == expected.places
    assert [r.seat for r in rows if r.won] == list(state.results().winners)
    if ruleset == "classic":  # the rounds won, not the last round's points
        assert max(r.total for r in rows) <= 3
