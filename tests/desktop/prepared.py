"""Club databases built once per test run and copied for each test that asks for one (issue 31).

A test that needs a club (tests/desktop/club_db.py's, events_club.py's, standings_db.py's) gets a
file of its own, as before: a byte-for-byte copy of the one its builder made with the store's own
functions the first time the run asked for it.  Each test changes its copy only; the builder runs
once, not once per test.  Under pytest-xdist the workers share the run's folder
(tests/desktop/conftest.py): the first worker to ask builds, holding the club's lock, and the others
wait for it and copy; without that folder (these builders used from another folder's tests) each
process keeps its own.  The builders' schema migrations, bot matches and event service run where the
tests of the store and the tournament check them."""

from __future__ import annotations

import atexit
import copy
import fcntl
import pickle
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

_made: dict[str, tuple[Path, Any]] = {}
_shared: list[Path] = []
_own: list[Path] = []


def share_with_the_run(folder: Path) -> None:
    """Keep the prepared clubs in ``folder``, which every worker process of the run sees."""
    folder.mkdir(parents=True, exist_ok=True)
    _shared[:] = [folder]


def _folder() -> Path:
    if _shared:
        return _shared[0]
    if not _own:
        own = Path(tempfile.mkdtemp(prefix="bakehouse-test-clubs-"))
        atexit.register(shutil.rmtree, own, True)
        _own.append(own)
    return _own[0]


def _prepared(key: str, build: Callable[[Path], T]) -> tuple[Path, T]:
    folder = _folder() / key
    folder.mkdir(exist_ok=True)
    template, made = folder / "club.sqlite3", folder / "value.pickle"
    with open(folder / "lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another worker building it: waited for
        try:
            if made.exists():  # written last: the club is whole
                value: T = pickle.loads(made.read_bytes())
            else:
                for part in folder.glob("club.sqlite3*"):  # a build that failed half-way
                    part.unlink()
                value = build(template)
                # the builder closed its database: SQLite folded its write-ahead log into the file
                assert not Path(f"{template}-wal").exists(), "a prepared club's database is still open"
                made.write_bytes(pickle.dumps(value))
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return template, value


def copy_of(key: str, target: Path, build: Callable[[Path], T]) -> T:
    """``build(target)``'s database at ``target`` and its value: the database built once by ``build``
    (``key`` names it in the run), then copied whole to ``target`` for each caller."""
    if key not in _made:
        _made[key] = _prepared(key, build)
    template, value = _made[key]
    if target.exists():
        raise FileExistsError(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, target)
    return copy.deepcopy(value)  # (its lists and dicts the caller's own too)
