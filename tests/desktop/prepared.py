"""Club databases built once per test process and copied for each test that asks for one (issue 31).

A test that needs a club (tests/desktop/club_db.py's, events_club.py's, standings_db.py's) gets a
file of its own, as before: a byte-for-byte copy of the one its builder made with the store's own
functions the first time this process asked for it.  Each test changes its copy only; the builder
runs once per worker (pytest-xdist runs every worker in a process of its own, with its own copies),
not once per test.  The builder's schema migrations, bot matches and event service run where the
tests of the store and the tournament check them."""

from __future__ import annotations

import atexit
import copy
import shutil
import tempfile
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

_made: dict[Hashable, tuple[Path, Any]] = {}
_folder: list[Path] = []


def _templates() -> Path:
    if not _folder:
        folder = Path(tempfile.mkdtemp(prefix="bakehouse-test-clubs-"))
        atexit.register(shutil.rmtree, folder, True)
        _folder.append(folder)
    return _folder[0]


def copy_of(key: Hashable, target: Path, build: Callable[[Path], T]) -> T:
    """``build(target)``'s database at ``target`` and its value: the database built once (into a
    folder of this process) by ``build``, then copied whole to ``target`` for each caller."""
    if key not in _made:
        # a folder of its own: a builder may copy another prepared club first (nested)
        template = Path(tempfile.mkdtemp(dir=_templates())) / "club.sqlite3"
        value = build(template)
        # the builder closed its database: SQLite folded its write-ahead log into the file
        assert not Path(f"{template}-wal").exists(), "a prepared club's database is still open"
        _made[key] = (template, value)
    template, value = _made[key]
    if target.exists():
        raise FileExistsError(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, target)
    return copy.deepcopy(value)  # (its lists and dicts the caller's own too)
