"""Where the club database lives: the one place that decides the data folder.

The default is an SQLite file in the platform's user data folder
(``platformdirs.user_data_dir("Bakehouse")``: ``~/.local/share/Bakehouse`` on
Linux, ``%LOCALAPPDATA%\\Bakehouse`` on Windows, ``~/Library/Application
Support/Bakehouse`` on macOS).  ``--db URL`` on a command, or the
``BAKEHOUSE_DB`` variable, selects any other database (a path or an SQLAlchemy
URL such as ``postgresql+psycopg://user@host/club``).
"""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import InvalidInputError, phrase
from ..names import quote
from ..words import QT_TRANSLATE_NOOP

APP = "Bakehouse"
ENV = "BAKEHOUSE_DB"
DEFAULT_FILE = "bakehouse.sqlite3"


def data_dir(*, create: bool = True) -> Path:
    """The app's own data folder (created on first use unless ``create=False``)."""
    import platformdirs  # only here: a command given --db never needs it (#17)

    path = Path(platformdirs.user_data_dir(APP, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def seed_dir() -> Path:
    """This station's private folder of dice seeds of matches still in play:
    never in the shared database, readable by this user only."""
    from ..seeds import default_folder  # the one seed vault's folder

    data_dir()
    path = default_folder()
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    return path


def database_url(given: str | None = None, *, make_folder: bool = True) -> str:
    """``--db`` if given, else ``BAKEHOUSE_DB``, else the default SQLite file (its
    folder made unless ``make_folder=False``, for a reader that will not create it).
    A plain path is an SQLite file."""
    url = given or os.environ.get(ENV) or str(data_dir(create=make_folder) / DEFAULT_FILE)
    if "://" not in url:
        try:
            url = "sqlite:///" + str(Path(url).expanduser().resolve())
        except (RuntimeError, OSError) as e:  # a symbolic link loop (RuntimeError before Python 3.13)
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot use %1 as the database: %2; nothing was changed"),
                                           quote(url, 1000), getattr(e, "strerror", None) or e)) from None
    return url
