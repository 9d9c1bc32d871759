"""The About box: the version, the licence, and where the app keeps what."""

from __future__ import annotations

import html
from importlib import metadata

import platformdirs
from PySide6.QtCore import QSettings


def version() -> str:
    try:
        return metadata.version("bakehouse")
    except metadata.PackageNotFoundError:
        return "unknown (not installed)"


def licence() -> str:
    """The licence the package declares, or a plain statement that it declares none."""
    try:
        meta = metadata.metadata("bakehouse")
    except metadata.PackageNotFoundError:
        return "not known (the package is not installed)"
    declared = meta.get("License-Expression") or meta.get("License")
    return declared or "not declared yet (pyproject.toml names none)"


def data_folder() -> str:
    """The app's own data folder (the club database and private dice seeds; engine/store uses the same)."""
    return platformdirs.user_data_dir("Bakehouse", appauthor=False)


def about_html(settings: QSettings) -> str:
    rows = [
        ("Version", version()),
        ("Licence", licence()),
        ("Settings", settings.fileName()),
        ("Data folder", data_folder()),
        ("Saved games", "the match records (.json) you save, wherever you save them"),
    ]
    table = "".join(f"<tr><td><b>{k}</b>&nbsp;&nbsp;</td><td>{html.escape(v)}</td></tr>" for k, v in rows)
    return (
        "<h3>Bakehouse</h3>"
        "<p>Club nights, tournaments and leagues for dice games: Classic and Entrepreneurial Damn "
        "Straight, Six By 6, Dire Straights and SB. Every throw comes from provably fair dice and every "
        "game is kept as a match record anyone can replay and check (<code>bakehouse verify</code>).</p>"
        f"<table>{table}</table>"
    )
