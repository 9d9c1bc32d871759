"""What every page of the organizer's app is given: the open club database, the dialogs,
the settings and the one job runner, and a signal when the club's data changed.

The club home (the main window) owns one :class:`ClubContext`; each page (Members, Events,
Tables, Standings, Statistics, Reports) is a :class:`ClubPage` built with it. A page reads
and writes only through the engine's services and repositories (``engine.services``,
``engine.store``): the same functions the command line calls, never a copy of them. After a
page has changed the club's data it calls :meth:`ClubContext.notify_changed`, and every page
refreshes what it shows.  Another station's change is seen the same way: :attr:`ClubContext.live`
(desktop/club/live.py) asks the database about once a second what changed and says ``changed``
(with :attr:`ClubContext.seen_elsewhere` true while it is said).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from .live import LiveWatch

if TYPE_CHECKING:
    from engine.services.database import Database

    from ..jobs import Jobs
    from ..services import DialogService
    from ..settings import Settings


class ClubContext(QObject):
    """The open club database and what pages share (one per main window)."""

    #: the club's data changed (a member, an event, a result): pages refresh
    changed = Signal()
    #: another database was opened (or closed: ``database`` is None)
    database_changed = Signal()
    #: a page asks the home to show an event (its id) on the named page ("events", "standings", ...)
    show_event = Signal(str, int)
    #: :attr:`current_event` changed (the home keeps it in the settings at once)
    current_event_changed = Signal()
    #: :attr:`opening` changed: the club database began or ended opening
    opening_changed = Signal()

    def __init__(self, settings: Settings, dialogs: DialogService, jobs: Jobs,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.dialogs = dialogs
        self.jobs = jobs
        self._database: Database | None = None
        self._current_event: int | None = None
        self._opening = False
        #: the stations' poll: started by the home (and the Tables page), stopped with the database
        self.live = LiveWatch(lambda: self._database, lambda: self._current_event, self)
        self.live.changed.connect(self._seen_elsewhere)
        #: true while ``changed`` is said for a change the poll found (a page keeps its choices then)
        self.seen_elsewhere = False

    @property
    def current_event(self) -> int | None:
        """The event the organizer has open (None: none yet); kept in the settings by the home."""
        return self._current_event

    @current_event.setter
    def current_event(self, event_id: int | None) -> None:
        if event_id != self._current_event:
            self._current_event = event_id
            self.live.reset()
            self.current_event_changed.emit()

    @property
    def database(self) -> Database | None:
        return self._database

    @property
    def opening(self) -> bool:
        """Whether the club database is still being opened (at start: the pages say so, not
        "no event chosen", #30)."""
        return self._opening

    @opening.setter
    def opening(self, opening: bool) -> None:
        if opening != self._opening:
            self._opening = opening
            self.opening_changed.emit()

    def set_database(self, database: Database | None) -> None:
        """Use ``database`` from now on (the previous one is closed)."""
        polling = self.live.running
        self.live.stop()  # the poll in flight ends before its database is closed
        if self._database is not None and self._database is not database:
            self._database.close()
        self._database = database
        self.current_event = None
        self.database_changed.emit()
        self.changed.emit()
        if polling and database is not None:
            self.live.start()

    def notify_changed(self) -> None:
        self.changed.emit()

    def _seen_elsewhere(self) -> None:
        self.seen_elsewhere = True
        try:
            self.changed.emit()
        finally:
            self.seen_elsewhere = False


class ClubPage(QWidget):
    """A page of the club home. Subclasses set :attr:`page_id` and :meth:`title`, and
    refresh from the database in :meth:`refresh` (called when shown and on ``changed``)."""

    #: the page's id ("members", "events", "tables", "standings", "statistics", "reports")
    page_id = ""

    def __init__(self, context: ClubContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        context.changed.connect(self._changed)

    def title(self) -> str:
        """The page's name in the navigation (translated)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Read what the page shows from the database again."""

    def _changed(self) -> None:
        if self.isVisible():
            self.refresh()
