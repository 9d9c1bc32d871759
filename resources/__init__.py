"""The app's resources (icons), installed with the package so ``make run`` and an
installed ``bakehouse`` find them: ask :func:`path` rather than build paths by hand."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

#: the sizes of the PNG app icon (rendered from icons/bakehouse.svg by make_icons.py)
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


def path(name: str) -> Path:
    """The file ``name`` (such as ``"icons/bakehouse.svg"``) inside this package."""
    return Path(str(resources.files(__name__).joinpath(name)))


def icon_files() -> list[Path]:
    """The app icon: the SVG, then a PNG for each size."""
    return [path("icons/bakehouse.svg")] + [path(f"icons/bakehouse-{s}.png") for s in ICON_SIZES]
