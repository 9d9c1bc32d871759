"""Commands start at once (issue 17): registering every command's parser imports no database,
PDF or Qt library; a command imports what it needs when it runs.  What is imported is
checked here, never how long it takes (benchmarks/startup.py prints that)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "data" / "spec-examples" / "classic.json"
HEAVY = ("sqlalchemy", "sqlmodel", "pydantic", "alembic", "reportlab", "PySide6", "openskill", "engine.store.db",
         "engine.tournament.event")

PROBE = """
import contextlib, io, json, sys
from desktop.launcher import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    try:
        code = main(sys.argv[1:])
    except SystemExit as e:
        code = e.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def _imported(*args: str) -> tuple[int, set[str]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "BAKEHOUSE_DB": str(ROOT / "no-such-folder" / "x.sqlite3")}
    proc = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    return out["code"], set(out["modules"])


@pytest.mark.parametrize("args", [
    ["--help"],
    ["event", "--help"],
    ["members", "merge", "--help"],
    ["rulesets"],
    ["seat", "--players", "16", "--table-size", "4", "--rounds", "2", "--json"],
    ["replay", str(RECORD)],
    ["verify", str(RECORD)],
])
def test_quick_commands_import_no_database_pdf_or_qt(args: list[str]) -> None:
    code, modules = _imported(*args)
    assert code in (0, 1)  # verify: 1 when a record's dice are not provably fair (no seed)
    loaded = sorted(m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY))
    assert loaded == []


def test_a_database_command_imports_the_store_when_it_runs() -> None:
    """The other side: the lazy imports are really made when a command needs them."""
    code, modules = _imported("members", "list")
    assert code == 2  # no database at that path: refused in one line, after importing the store
    assert "engine.store.db" in modules and "sqlalchemy" in modules
    assert "reportlab" not in modules and "PySide6" not in modules
