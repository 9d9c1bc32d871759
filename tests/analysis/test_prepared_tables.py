"""The prepared analysis tables (tests/analysis/prepared_tables.py, issue 31) are what the solver
builds now: each of the current model version with a checksum that holds, and two of them, built
again here in a folder of their own, the same row for row.  A change of the model (its version)
fails here until they are made again, so the suite never goes back to building them unseen."""

from __future__ import annotations

import json
import tarfile
from pathlib import Path

import pytest

from engine.analysis.cache import read_table
from engine.analysis.damn_straight import CACHE_ENV, MODEL_VERSION, DamnStraightTurn

from .prepared_tables import ARCHIVE, NAME, install, names


def test_every_prepared_table_is_of_the_current_model_and_whole(tmp_path: Path) -> None:
    listed = names()
    assert listed and all(NAME.fullmatch(n) for n in listed), (
        f"tables of another model than v{MODEL_VERSION}: make them again (tests/analysis/prepared_tables.py)")
    assert install(tmp_path) == len(listed)
    for name in listed:
        assert read_table(tmp_path / name, name.removesuffix(".json")) is not None, name
    assert install(tmp_path) == 0  # what is there is left alone


@pytest.mark.parametrize("bakeries, biscuit", [(False, 1), (True, None)])
def test_a_prepared_table_is_the_one_the_solver_builds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       bakeries: bool, biscuit: int | None) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    built = DamnStraightTurn(bakeries, False, biscuit)
    built.load_or_build()
    assert built.origin.startswith("built")
    mine = (tmp_path / built.file_name()).read_bytes()
    with tarfile.open(ARCHIVE, "r:xz") as tar:
        source = tar.extractfile(built.file_name())
        assert source is not None
        prepared = source.read()
    assert json.loads(prepared.partition(b"\n")[2]) == json.loads(mine.partition(b"\n")[2])
