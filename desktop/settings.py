"""Every setting of the app, declared once with its type and default.

Read and write them through :class:`Settings`, never with ``QSettings`` string
keys elsewhere.  On Linux QSettings stores text, so every read passes
``type=`` (PITFALLS.md: ``'false'`` is truthy).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    key: str
    kind: type
    default: T


# -- the declarations ---------------------------------------------------------------
LAST_PLAYERS: Setting[list[str]] = Setting("game/last_players", list, ["Maya", "Tom"])
LAST_RULESET: Setting[str] = Setting("game/last_ruleset", str, "classic")
#: the options last chosen, per ruleset id, as JSON text
LAST_OPTIONS: Setting[str] = Setting("game/last_options", str, "{}")
LAST_FOLDER: Setting[str] = Setting("files/last_folder", str, "")
WINDOW_GEOMETRY: Setting[QByteArray] = Setting("window/geometry", QByteArray, QByteArray())
WINDOW_STATE: Setting[QByteArray] = Setting("window/state", QByteArray, QByteArray())
SPLITTER_STATE: Setting[QByteArray] = Setting("window/splitter", QByteArray, QByteArray())
#: paper of the printed reports (Reports menu): "a4" or "letter"
REPORT_PAPER: Setting[str] = Setting("reports/paper", str, "a4")
#: the club database of the Reports view: a file path or an SQLAlchemy URL; "" = $BAKEHOUSE_DB,
#: else the data folder's (engine/store/paths.py)
CLUB_DATABASE: Setting[str] = Setting("reports/club_database", str, "")
CLUB_GEOMETRY: Setting[QByteArray] = Setting("reports/club_geometry", QByteArray, QByteArray())
#: the round timer's length in minutes (Standings page, projector view)
ROUND_MINUTES: Setting[int] = Setting("standings/round_minutes", int, 60)

#: the club home (desktop/home.py): the databases opened lately (URLs, newest first); the
#: open page and event, written as they change so a killed app restarts where it was
RECENT_DATABASES: Setting[list[str]] = Setting("club/recent_databases", list, [])
HOME_PAGE: Setting[str] = Setting("club/page", str, "home")
#: the event open in the club home (0: none) and the database it belongs to
CURRENT_EVENT: Setting[int] = Setting("club/current_event", int, 0)
CURRENT_EVENT_DATABASE: Setting[str] = Setting("club/current_event_database", str, "")
HOME_GEOMETRY: Setting[QByteArray] = Setting("club/geometry", QByteArray, QByteArray())
#: the scoring windows open at this station, "<database URL>\t<event>\t<round>\t<table>" each:
#: a killed app opens them again (#30)
OPEN_TABLES: Setting[list[str]] = Setting("club/open_tables", list, [])
#: the app's language (desktop/i18n.py): "" follows the system's locale, "en", or a shipped catalogue's
#: code ("de", "fr"; i18n.shipped); read at start
LANGUAGE: Setting[str] = Setting("ui/language", str, "")

#: this scoring station's name, written with every entry it logs and shown to the other stations
#: ("" = this computer's host name); the tables it scores ("1-3, 5"; "" = every table: the organizer's)
STATION_NAME: Setting[str] = Setting("station/name", str, "")
STATION_TABLES: Setting[str] = Setting("station/tables", str, "")

ALL = (LAST_PLAYERS, LAST_RULESET, LAST_OPTIONS, LAST_FOLDER, WINDOW_GEOMETRY, WINDOW_STATE, SPLITTER_STATE, REPORT_PAPER,
       CLUB_DATABASE, CLUB_GEOMETRY, ROUND_MINUTES, RECENT_DATABASES, HOME_PAGE, CURRENT_EVENT,
       CURRENT_EVENT_DATABASE, HOME_GEOMETRY, OPEN_TABLES, LANGUAGE, STATION_NAME, STATION_TABLES)


class Settings:
    """Typed access to the app's settings (a QSettings given, or the app's own)."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings()

    def get(self, setting: Setting[T]) -> T:
        value: object = self.store.value(setting.key, setting.default, type=setting.kind)
        if setting.kind is list:  # QSettings gives a list of str (or None for an empty list)
            items = value if isinstance(value, list | tuple) else []
            return cast(T, [str(v) for v in items])
        return cast(T, value)  # QSettings converted it to setting.kind

    def set(self, setting: Setting[T], value: T) -> None:
        self.store.setValue(setting.key, value)

    # -- helpers for structured values ----------------------------------------------
    def options_for(self, ruleset_id: str) -> dict[str, Any]:
        import json  # here: json is some 1.5 ms of the app's start, and the club home never asks

        try:
            data = json.loads(self.get(LAST_OPTIONS))
        except ValueError:
            return {}
        value = data.get(ruleset_id, {}) if isinstance(data, dict) else {}
        return value if isinstance(value, dict) else {}

    def set_options_for(self, ruleset_id: str, options: dict[str, Any]) -> None:
        import json

        try:
            data = json.loads(self.get(LAST_OPTIONS))
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}
        data[ruleset_id] = options
        self.set(LAST_OPTIONS, json.dumps(data))

    def sync(self) -> None:
        self.store.sync()
