"""The About box: the version, the licence, and where the app keeps what."""

from __future__ import annotations

import html
from importlib import metadata

import platformdirs
from PySide6.QtCore import QCoreApplication, QSettings

#: the licence the project declares (pyproject.toml ``license``, the LICENSE file at the root)
LICENCE = "MIT"



def version() -> str:
    try:
        return metadata.version("bakehouse")
    except metadata.PackageNotFoundError:
        return QCoreApplication.translate("About", "unknown (not installed)")


def licence() -> str:
    """The licence the installed package declares (PEP 639 ``License-Expression``), else
    the project's own (an install made before the licence was declared names none)."""
    try:
        meta = metadata.metadata("bakehouse")
    except metadata.PackageNotFoundError:
        return LICENCE
    declared = meta.get_all("License-Expression") or meta.get_all("License") or []
    return str(declared[0]) if declared and declared[0] else LICENCE


def data_folder() -> str:
    """The app's own data folder (the club database and private dice seeds; engine/store uses the same)."""
    return platformdirs.user_data_dir("Bakehouse", appauthor=False)


def about_html(settings: QSettings) -> str:
    rows = [
        (QCoreApplication.translate("About", "Version"), version()),
        (QCoreApplication.translate("About", "Licence"), licence() + " — " + QCoreApplication.translate("About", "Qt for Python (PySide6) is used under the LGPL-3.0")),
        (QCoreApplication.translate("About", "Settings"), settings.fileName()),
        (QCoreApplication.translate("About", "Data folder"), data_folder()),
        (QCoreApplication.translate("About", "Saved games"), QCoreApplication.translate("About", "the match records (.bakehouse) you save, wherever you save them")),
    ]
    table = "".join(f"<tr><td><b>{html.escape(k)}</b>&nbsp;&nbsp;</td><td>{html.escape(v)}</td></tr>" for k, v in rows)
    intro = html.escape(QCoreApplication.translate("About",
        "Club nights, tournaments and leagues for dice games: Classic and Entrepreneurial Damn "
        "Straight, Six By 6, Dire Straights and SB. Every throw comes from provably fair dice and every "
        "game is kept as a match record anyone can replay and check (%1)."
    )).replace("%1", "<code>bakehouse verify</code>")
    return f"<h3>Bakehouse</h3><p>{intro}</p><table>{table}</table>"
