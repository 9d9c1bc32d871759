"""The dependencies pyproject.toml declares, one requirement per line, for ``pip install -r``.

    python3 tools/requirements.py          # [project] dependencies
    python3 tools/requirements.py test     # and those of the [test] extra

The Makefile installs them side by side with the engine's compiled core (``pip install --no-deps
-e .``, which spends most of its minute in mypyc and the C compiler): the downloads and the compile
overlap (issue 31).  pyproject.toml stays the one list; this only reads it."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def requirements(extras: list[str]) -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted: list[str] = list(project["dependencies"])
    for extra in extras:
        optional = project.get("optional-dependencies", {})
        if extra not in optional:
            raise SystemExit(f"tools/requirements.py: pyproject.toml has no extra named {extra!r}")
        wanted += optional[extra]
    return wanted


if __name__ == "__main__":
    print("\n".join(requirements(sys.argv[1:])))
