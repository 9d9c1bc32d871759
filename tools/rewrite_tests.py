"""Rewrites the test modules' asserts once, on every core, before ``make test`` starts its test processes.

pytest rewrites the ``assert`` statements of every test module it imports (so that a failure shows
the values involved) and caches the result beside the module (``__pycache__/*-pytest-*.pyc``).  With
``PYTHONDONTWRITEBYTECODE`` set, or on a fresh clone, nothing is cached, and each of the test
processes rewrites all 176 modules itself: about 10 s of CPU each, most of the time before the first
test starts (issue 31).  This writes the cache once, the modules shared out over the cores.

The cache is pytest's own: hash-checked pycs (PEP 552) that pytest reads only while the module's
source is unchanged, and rewrites otherwise.  It uses pytest's assertion rewriter through names that
are not its public interface; if they change, this says so in one line and the tests rewrite their
modules themselves, as they always can.

    python tools/rewrite_tests.py [FOLDER]      # default: tests
"""

from __future__ import annotations

import os
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def modules(folder: Path) -> list[Path]:
    """The modules pytest rewrites there: test files (``test_*.py``, the default ``python_files``)
    and conftest.py files, largest first (the pool's last job is then a short one)."""
    found = [p for p in folder.rglob("*.py") if p.name.startswith("test_") or p.name == "conftest.py"]
    return sorted(found, key=lambda p: -p.stat().st_size)


def rewrite(path: Path) -> bool:
    """Rewrite one module into pytest's cache, unless its cached rewrite is there and current (as
    pytest itself reads it)."""
    from _pytest.assertion import rewrite as rw

    pyc = rw.get_cache_dir(path) / (path.name[:-3] + rw.PYC_TAIL)
    if rw._read_pyc(path, pyc) is not None:
        return False
    source_hash, code = rw._rewrite_test(path, None)  # type: ignore[arg-type]  # no config: pytest's defaults
    pyc.parent.mkdir(exist_ok=True)
    partial = pyc.with_name(f"{pyc.name}.{os.getpid()}")
    with open(partial, "wb") as f:
        rw._write_pyc_fp(f, source_hash, code)
    os.replace(partial, pyc)  # whole or not at all, as pytest writes it
    return True


def main(argv: list[str]) -> int:
    folder = (Path(argv[0]) if argv else ROOT / "tests").resolve()
    todo = modules(folder)
    try:
        with ProcessPoolExecutor() as pool:  # one process per core
            done = sum(pool.map(rewrite, todo))
    except Exception as e:  # noqa: BLE001  (a warm-up only: the tests run all the same)
        print(f"tools/rewrite_tests.py: the test modules are not rewritten ahead ({type(e).__name__}: {e}); "
              "each test process rewrites them", file=sys.stderr)
        return 0
    print(f"tools/rewrite_tests.py: {done} of {len(todo)} test modules rewritten ahead for pytest")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
