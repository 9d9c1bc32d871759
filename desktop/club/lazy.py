"""A page of the club home built the first time it is shown.

The Members, Events, Tables and Standings pages read the club database through the engine's
services (SQLAlchemy and the store): building them at start would load all of that before
the window shows.  :class:`LazyPage` stands in the sidebar under the page's id and title and
builds the real page into itself when the organizer first opens it (or when the home asks it
to refresh); from then on it only forwards.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .context import ClubContext, ClubPage


class LazyPage(ClubPage):
    """Stands for a page whose module is imported, and whose widget is made, on first use."""

    def __init__(self, context: ClubContext, page_id: str, title: str, load: Callable[[], type[ClubPage]],
                 parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.page_id = page_id
        self._title = title
        self._load = load
        self.inner: ClubPage | None = None
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)

    def title(self) -> str:
        return QCoreApplication.translate("ClubHome", self._title)

    def built(self) -> ClubPage:
        """The real page (made now if it was not yet)."""
        if self.inner is None:
            self.inner = self._load()(self.context)
            self._box.addWidget(self.inner)
            self.inner.show()  # a child added to a shown page is hidden until shown
            self.setFocusProxy(self.inner)
        return self.inner

    def refresh(self) -> None:
        self.built().refresh()

    def _changed(self) -> None:
        """The real page follows the context's changes itself once made."""

    def actions_of_page(self) -> list[QAction]:
        """The real page's actions for the home's Actions menu (``menu_actions`` or ``page_actions``)."""
        page = self.built()
        found = getattr(page, "menu_actions", None) or getattr(page, "page_actions", None)
        return list(found()) if callable(found) else []


def _members() -> type[ClubPage]:
    from .members_page import MembersPage

    return MembersPage


def _events() -> type[ClubPage]:
    from .events_page import EventsPage

    return EventsPage


def _tables() -> type[ClubPage]:
    from .tables_page import TablesPage

    return TablesPage


def _standings() -> type[ClubPage]:
    from .standings_page import StandingsPage

    return StandingsPage


# the titles as the pages give them, marked for translation in the home's context
_TITLES = {
    "members": QCoreApplication.translate("ClubHome", "Members"),
    "events": QCoreApplication.translate("ClubHome", "Events"),
    "tables": QCoreApplication.translate("ClubHome", "Tables"),
    "standings": QCoreApplication.translate("ClubHome", "Standings"),
}


def lazy(page_id: str, title: str, load: Callable[[], type[ClubPage]]) -> Callable[[ClubContext], ClubPage]:
    def make(context: ClubContext) -> ClubPage:
        return LazyPage(context, page_id, title, load)

    return make


MEMBERS = lazy("members", "Members", _members)
EVENTS = lazy("events", "Events", _events)
TABLES = lazy("tables", "Tables", _tables)
STANDINGS = lazy("standings", "Standings", _standings)
