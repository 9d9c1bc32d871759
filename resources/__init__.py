"""The app's resources (icons), installed with the package so ``make run`` and an
installed ``bakehouse`` find them: ask :func:`path` rather than build paths by hand."""

from __future__ import annotations

from pathlib import Path

#: this package's folder: its files lie beside this module (a wheel or ``pip install -e`` alike;
#: Qt needs real files anyway).  Not ``importlib.resources``: importing it (zipfile, tempfile)
#: cost the app about 1 MB at start, before its window was usable (benchmarks/app_startup.py)
_HERE = Path(__file__).resolve().parent

#: the sizes of the PNG app icon (rendered from icons/bakehouse.svg by make_icons.py)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def path(name: str) -> Path:
    """The file ``name`` (such as ``"icons/bakehouse.svg"``) inside this package."""
    return _HERE / name


def icon_files() -> list[Path]:
    """The app icon: the SVG, then a PNG for each size."""
    return [path("icons/bakehouse.svg")] + [path(f"icons/bakehouse-{s}.png") for s in ICON_SIZES]
