"""The engine's compiled core: which modules mypyc compiles, and whether the
compiled modules beside the sources are the ones in use.

``pip install`` (and so ``make``) compiles the modules listed in :data:`MODULES`
with mypyc (``setup.py``) into C extensions placed beside their sources, and
Python imports an extension before a ``.py`` of the same name.  The rules stay
in the Python sources, which run unchanged without a compiler: the extensions
are optional, and the same tests pass either way (the golden file of
``tests/engine/test_simulate_golden.py`` holds both to the same games).

The compiled modules call each other directly, so they are used all together
or not at all.  The sources are imported instead, every one of them, when

- ``BAKEHOUSE_PURE=1`` is set (to compare, or to debug with Python's tools);
- an extension is missing (no C compiler at install time);
- a source differs from the one compiled (edited, or checked out, since the
  build: ``make`` builds again, and until then the sources are the truth).

This module imports nothing of the engine, so that ``setup.py`` and
``engine/__init__.py`` can read it before anything is compiled or imported.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import ModuleType

#: the modules compiled, by file under ``engine/``: the rules, bots, dice, records, replay and simulation
SOURCES: tuple[str, ...] = (
    "actions.py",
    "dice.py",
    "game.py",
    "games/classic.py",
    "games/entrepreneurial.py",
    "games/dire_straights.py",
    "games/six_by_6.py",
    "games/sb.py",
    "bots/damn_straight.py",
    "bots/dire_straights.py",
    "bots/six_by_6.py",
    "bots/sb.py",
    "bots/sb_steps.py",
    "bots/sb_steps_data.py",
    "record.py",
    "replay.py",
    "replayer.py",
    "rolloff.py",
    "rulesets.py",
    "simulate.py",
)
#: the shared library of the compiled modules: ``engine/_native__mypyc.*.so``
GROUP = "engine._native"

_ENGINE = Path(__file__).resolve().parent
MODULES: dict[str, Path] = {
    "engine." + source[:-3].replace("/", "."): _ENGINE / source for source in SOURCES
}


def _extension(source: Path) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        built = source.with_name(source.stem + suffix)
        if built.exists():
            return built
    return None


#: where the group's library is built, named as a source would be (its extension is looked for)
_LIBRARY = _ENGINE / (GROUP.rpartition(".")[2] + "__mypyc.py")
#: what setup.py compiled: each source's SHA-256, written when it builds
BUILT_FROM = _ENGINE / "_native_sources.json"


def digests(modules: Mapping[str, Path] = MODULES) -> dict[str, str]:
    """Each listed source's SHA-256, by module name (setup.py records them as it compiles)."""
    import hashlib  # here: OpenSSL's library is some 3.5 MB of the app's start (benchmarks/app_startup.py)

    return {name: hashlib.sha256(source.read_bytes()).hexdigest() for name, source in modules.items()}


def why_pure(
    modules: Mapping[str, Path] = MODULES,
    library: Path = _LIBRARY,
    built_from: Path = BUILT_FROM,
    environ: Mapping[str, str] = os.environ,
) -> str | None:
    """Why the sources are to be imported rather than the compiled modules; None
    when the compiled modules are current.  Current means compiled from the
    sources as they are now, byte for byte: times would not do, since a build
    whose C code did not change leaves its old files (and their times) in place."""
    if environ.get("BAKEHOUSE_PURE", "") not in ("", "0"):
        return "BAKEHOUSE_PURE is set"
    for name, source in modules.items():
        if _extension(source) is None:
            return f"{name} is not compiled"
    if _extension(library) is None:
        return f"the library of the compiled modules ({library.stem}) is missing"
    import json

    try:
        recorded = json.loads(built_from.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"{built_from.name}, the record of what was compiled, is missing or unreadable"
    now = digests(modules)
    for name in modules:
        if not isinstance(recorded, dict) or recorded.get(name) != now[name]:
            return f"{name} changed after it was compiled (make compiles it again)"
    return None


class _Sources:
    """Imports the listed modules from their ``.py`` files, past their extensions, when the
    compiled modules are not to be used: decided at the first import of a listed module, so that
    a program that imports none of them (the app until its database opens, ``bakehouse members
    list``) never reads and hashes the sources (a meta path finder needs only ``find_spec``: not
    subclassing ``importlib.abc.MetaPathFinder`` spares every command importing
    ``importlib.resources``, about a sixth of ``bakehouse --help``)."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        source = MODULES.get(fullname)
        if source is None or _why() is None:
            return None  # not listed, or compiled: the extension beside the source is found as usual
        return importlib.util.spec_from_file_location(fullname, source)


#: :func:`why_pure`'s answer once asked (``WHY_PURE`` reads it: None when the compiled modules are in use)
_DECIDED: list[str | None] = []


def _why() -> str | None:
    if not _DECIDED:
        _DECIDED.append(why_pure())
    return _DECIDED[0]


def __getattr__(name: str) -> str | None:
    """``WHY_PURE``: None when the compiled modules are in use, else why not (decided when first
    asked or at the first import of a listed module)."""
    if name == "WHY_PURE":
        return _why()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def choose() -> None:
    """Before any listed module is imported (``engine/__init__``): the finder that decides, once."""
    if not any(isinstance(f, _Sources) for f in sys.meta_path):
        sys.meta_path.insert(0, _Sources())


def status() -> str:
    """One line for benchmarks and tests: compiled or not, and why."""
    why = _why()
    if why is None:
        return "engine compiled with mypyc"
    return f"engine in pure Python ({why})"
