"""``mypy --strict`` is clean on every package pyproject.toml's ``[tool.mypy]`` names
(the engine, the reports and the app; issue 17): run here too, so ``make test`` and a plain
``pytest`` alike fail on a type error."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_strict_checks_the_engine_and_the_reports():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    assert {"engine", "reports", "desktop"} <= set(config["packages"])


def test_mypy_strict_is_clean():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    done = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=900)
    assert done.returncode == 0, done.stdout[-8000:] + done.stderr[-2000:]
