"""The engine's compiled core (engine/native.py): built and in use where a C
compiler is, the same games in pure Python, and the sources in use whenever a
compiled module would be out of date."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from engine import native

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(
    os.environ.get("BAKEHOUSE_PURE", "") not in ("", "0") or not (shutil.which("cc") or shutil.which("gcc")),
    reason="pure Python asked for, or no C compiler to build the compiled core",
)
def test_the_compiled_core_is_in_use_where_it_can_be_built() -> None:
    """`make` compiles the modules of engine/native.py; a stale or missing build says why."""
    assert native.WHY_PURE is None, f"{native.status()}: run `make test` (it compiles the engine again)"
    import engine.games.classic
    import engine.record

    for module in (engine.games.classic, engine.record):
        assert not module.__file__.endswith(".py")  # type: ignore[union-attr]
    assert native.status() == "engine compiled with mypyc"


def _pure_python(script: str, cwd: Path, timeout: int) -> Any:
    """What ``script`` prints as JSON, run in a fresh interpreter with BAKEHOUSE_PURE=1."""
    env = {**os.environ, "BAKEHOUSE_PURE": "1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_pure_python_plays_the_same_games() -> None:
    """The Python sources, run without the compiled modules, give every golden
    simulate and replay output (tests/data/simulate_golden.json) too."""
    script = (
        "import json, sys\n"
        "from engine import native\n"
        "import engine.games.classic as c\n"
        "sys.path.insert(0, 'tests/engine')\n"
        "from test_simulate_golden import CASES, digest\n"
        "print(json.dumps({'file': c.__file__, 'status': native.status(),\n"
        "  'wrong': [k for k in sorted(CASES) if digest(*(int(p) if p.isdigit() else p for p in k.split('/')))\n"
        "            != CASES[k]]}))\n"
    )
    out = _pure_python(script, ROOT, timeout=600)
    assert out["file"].endswith("classic.py")
    assert out["status"] == "engine in pure Python (BAKEHOUSE_PURE is set)"
    assert out["wrong"] == []


def _built(tmp_path: Path, name: str) -> Path:
    import importlib.machinery

    return tmp_path / (name + importlib.machinery.EXTENSION_SUFFIXES[0])


def test_a_source_changed_since_its_build_is_used_instead(tmp_path: Path) -> None:
    source = tmp_path / "rules.py"
    source.write_text("x = 1\n")
    modules = {"engine.rules": source}
    library = tmp_path / "_native__mypyc.py"  # mypyc's library of the group, where all the code is
    built_from = tmp_path / "_native_sources.json"

    def why(environ: dict[str, str] | None = None) -> str | None:
        return native.why_pure(modules, library, built_from, environ or {})

    assert why() == "engine.rules is not compiled"
    _built(tmp_path, "rules").write_bytes(b"")  # the module's own extension only forwards to the library
    assert why() == "the library of the compiled modules (_native__mypyc) is missing"
    _built(tmp_path, "_native__mypyc").write_bytes(b"")
    assert why() == "_native_sources.json, the record of what was compiled, is missing or unreadable"
    built_from.write_text(json.dumps(native.digests(modules)))
    assert why() is None
    assert why({"BAKEHOUSE_PURE": "0"}) is None
    assert why({"BAKEHOUSE_PURE": "1"}) == "BAKEHOUSE_PURE is set"
    os.utime(source, (time.time() + 60, time.time() + 60))  # touched, or checked out again: the same code
    assert why() is None
    source.write_text("x = 1  # a comment changes the source, if not the C code\n")
    assert why() == "engine.rules changed after it was compiled (make compiles it again)"
    built_from.write_text("not JSON")
    assert why() == "_native_sources.json, the record of what was compiled, is missing or unreadable"


def test_the_sources_are_imported_past_a_stale_build(tmp_path: Path) -> None:
    """A stale build is not imported at all: the finder loads every listed module
    from its source (here in a fresh interpreter, with BAKEHOUSE_PURE)."""
    script = (
        "import json, sys\n"
        "import engine.game, engine.games.sb, engine.bots.sb, engine.record\n"
        "print(json.dumps([m.__file__ for n, m in sorted(sys.modules.items()) if n in __import__('engine').native.MODULES]))\n"
    )
    files = _pure_python(script, tmp_path, timeout=120)
    assert len(files) >= 4 and all(f.endswith(".py") for f in files)


def test_every_listed_source_exists() -> None:
    assert all(path.is_file() for path in native.MODULES.values())
    assert "engine.games.classic" in native.MODULES


def _samples() -> list[tuple[type, dict[str, object]]]:
    from engine.actions import Throw
    from engine.dice import parse_dice
    from engine.game import TurnEnd
    from engine.games.classic import DSTurnScore, PadEntry
    from engine.games.sb import SBTurnScore
    from engine.record import RecordEvent, RecordTurn

    throw = Throw(parse_dice("1 2 6*"))
    return [
        (Throw, {"dice": parse_dice("3 4")}),
        (RecordEvent, {"action": throw, "at": "2026-11-23T21:00:00Z"}),
        (RecordTurn, {"player": "Ann", "events": (RecordEvent(throw),)}),
        (PadEntry, {"points": -33, "struck": True, "bakery": True, "visit": True}),
        (DSTurnScore, {"seat": 1, "points": 7, "biscuit": 3, "round_index": 2, "bakery": 5, "visit": True,
                       "entries": (PadEntry(7),), "strikes": True, "rack": parse_dice("1 2"),
                       "last_throw": parse_dice("6"), "end": TurnEnd.STOP}),
        (SBTurnScore, {"seat": 2, "points": 40, "final": True, "aside": parse_dice("5 5 5"),
                       "last_throw": parse_dice("5 5 5 3"), "end": TurnEnd.STOP}),
    ]


@pytest.mark.parametrize("cls, values", _samples(), ids=lambda v: getattr(v, "__name__", ""))
def test_a_written_out_constructor_stores_every_field_of_its_dataclass(cls: type, values: dict[str, object]) -> None:
    """The values built once an event or a turn write their __init__ out (object.__setattr__
    on literal names is a plain store when compiled): the same fields as the dataclass says,
    by name and in its order, and still frozen."""
    import copy
    import dataclasses

    names = [f.name for f in dataclasses.fields(cls)]
    assert sorted(values) == sorted(names)
    by_name = cls(**values)
    kw_only = {f.name for f in dataclasses.fields(cls) if f.kw_only}
    in_order = cls(*(values[n] for n in names if n not in kw_only), **{n: values[n] for n in kw_only})
    for made in (by_name, in_order, copy.deepcopy(by_name)):
        assert {n: getattr(made, n) for n in names} == values
    assert by_name == in_order
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(by_name, names[0], values[names[0]])


def test_every_game_and_bot_is_compiled_with_the_rest() -> None:
    """A game's state subclasses the compiled GameState, and an interpreted subclass of a
    compiled class cannot be made ("TypeError: interpreted classes cannot inherit from
    compiled"): a new module in engine/games/ (or its bot in engine/bots/) must be listed
    in engine/native.py, or the compiled engine cannot play it."""
    engine = ROOT / "engine"
    for folder in ("games", "bots"):
        for path in sorted((engine / folder).glob("*.py")):
            if path.name != "__init__.py":
                assert f"engine.{folder}.{path.stem}" in native.MODULES, f"list {folder}/{path.name} in engine/native.py"

