"""The Damn Straight analysis tables the tests' matches need, prepared (issue 31): the exact turn
values of Classic and Entrepreneurial (strict risking) for each biscuit the tests' games reach, as
engine/analysis/damn_straight.py builds and caches them.  Building them took about a minute and a
half of CPU in every test run (2-5 s a table), paid by whichever test met a biscuit first, and
twice when two workers met it at once; tests/conftest.py puts them in the run's analysis cache
before any test runs, so the tests that analyse a club's or a file's matches read them.

The tests of the solver itself (tests/analysis/test_damn_straight_values.py) keep a cache folder
of their own with these tables in it, and build the others (permissive risking, other biscuits)
and one of these again (test_the_cache_is_written_and_read); tests/analysis/test_prepared_tables.py
rebuilds two of these and checks they are the same, and that every one is of the current model
version.

When the model changes (``MODEL_VERSION``), make them again from a test run's cache:

    BAKEHOUSE_PREPARED_TABLES=off .venv/bin/python -m pytest -n 2 --basetemp /tmp/t
    .venv/bin/python -m tests.analysis.prepared_tables /tmp/t/analysis-tables
"""

from __future__ import annotations

import io
import os
import re
import sys
import tarfile
import tempfile
from pathlib import Path

from engine.analysis.damn_straight import MODEL_VERSION

#: the tables, packed (xz): some 0.3 MB for 6 MB of JSON
ARCHIVE = Path(__file__).resolve().parents[1] / "data" / "analysis-tables.tar.xz"
#: set to "off": the run's cache starts empty (to make the archive again, or to time the builds)
ENV = "BAKEHOUSE_PREPARED_TABLES"
#: the tables prepared: Damn Straight's turn values of the current model, by file name
NAME = re.compile(rf"(classic|entrepreneurial)-(strict|permissive)-biscuit-(none|\d+)-v{MODEL_VERSION}\.json")


def names() -> list[str]:
    with tarfile.open(ARCHIVE, "r:xz") as tar:
        return sorted(m.name for m in tar.getmembers() if m.isfile())


def install(folder: Path) -> int:
    """Every prepared table of the current model put in ``folder`` (an analysis cache), each file
    written whole or not at all (several test processes share the folder); tables already there
    are left as they are.  How many were put there."""
    if os.environ.get(ENV) == "off":
        return 0
    put = 0
    with tarfile.open(ARCHIVE, "r:xz") as tar:
        for member in tar.getmembers():
            if not member.isfile() or not NAME.fullmatch(member.name) or (folder / member.name).exists():
                continue
            source = tar.extractfile(member)
            assert source is not None
            fd, tmp = tempfile.mkstemp(dir=folder, prefix=".prepared-")
            with os.fdopen(fd, "wb") as out:
                out.write(source.read())
            os.replace(tmp, folder / member.name)
            put += 1
    return put


def pack(folder: Path) -> list[str]:
    """The archive made again from an analysis cache folder's Damn Straight tables."""
    chosen = sorted(p for p in folder.iterdir() if NAME.fullmatch(p.name))
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:xz", preset=9) as tar:
        for path in chosen:
            info = tarfile.TarInfo(path.name)
            data = path.read_bytes()
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    ARCHIVE.write_bytes(buffer.getvalue())
    return [p.name for p in chosen]


if __name__ == "__main__":
    packed = pack(Path(sys.argv[1]))
    print(f"{ARCHIVE}: {len(packed)} tables, {ARCHIVE.stat().st_size // 1024} KB")
