"""The club home: the organizer's main window (``bakehouse`` with no arguments).

(It lives beside ``desktop/club/`` and ``desktop/main_window/``, not in either: it hosts the club's
pages and opens the practice table, and the practice table's Reports menu uses the club's
Reports view, so neither package imports the other's owner.)

It opens the club database by itself (the last one used, else the default SQLite file in the
data folder, created on first start: engine/store/paths.py; an SQLite file is first looked at
by the store without SQLAlchemy, its summary drawn, and opened by the full store once that is
painted: issue 31, :meth:`ClubHome.first_look`) and hosts the pages of the
organizer's app (:class:`desktop.club.context.ClubPage`) behind a sidebar, each page with a
shortcut (Ctrl+1 Members ... Ctrl+6 Reports, Ctrl+0 Home).  **Pages are registered in one list,
:data:`PAGES`**: a page from another lane is added there, in any order (the sidebar follows
:data:`NAVIGATION`).

File: New club database…, Open…, Open a PostgreSQL database…, Open recent, Back up… (SQLite's
online backup off the UI thread: engine/store/db.py ``backup``), Close.  A database the store
refuses (another program's, a newer Bakehouse's, a damaged file) is said in one line and the
home stays usable.  Game > Practice table… opens the practice table as a window of its own.

Nothing is lost: the open database, the page and the current event are written to the settings
as they change (synced at once), so a killed app restarts where it was.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError

from . import i18n
from . import settings as S
from .club import lazy
from .club.context import ClubContext, ClubPage
from .club.home_page import HomePage
from .club.reports_pages import ReportsPage, StatisticsPage
from .jobs import Jobs, Stop, one_line
from .services import DialogService
from .settings import Settings
from .startup import forget_source_lines
from .text import fill
from .theme import TITLE_BAR

if TYPE_CHECKING:
    from engine.services.club import FirstLook
    from engine.services.database import DamagedDatabaseError, Database, NotADatabaseYetError, OlderDatabaseError

    from .club.share_dialog import LiveShare

#: every page of the club home, constructed as ``Page(context)``: the ONE list to add pages to
PAGES: list[Callable[[ClubContext], ClubPage]] = [HomePage, lazy.MEMBERS, lazy.EVENTS, lazy.TABLES, lazy.STANDINGS,
                                                  StatisticsPage, ReportsPage]
#: the sidebar's order and each page's shortcut (a page not registered is simply absent)
NAVIGATION: dict[str, str] = {"home": "Ctrl+0", "members": "Ctrl+1", "events": "Ctrl+2", "tables": "Ctrl+3",
                              "standings": "Ctrl+4", "statistics": "Ctrl+5", "reports": "Ctrl+6"}
RECENT_MAX = 8
#: the smallest window: a 1024x600 laptop's screen less the title bar
MIN_SIZE = QSize(760, 460)


def _named_file_exists() -> bool:
    """Whether BAKEHOUSE_DB names a file that exists (a path, or an sqlite:/// URL)."""
    named = os.environ.get("BAKEHOUSE_DB", "").removeprefix("sqlite:///")
    try:
        return bool(named) and "://" not in named and Path(named).expanduser().is_file()
    except OSError:
        return False


def _where(url: str) -> str:
    from engine.services.database import where

    return where(url)


class ClubHome(QMainWindow):
    """The club home window."""

    #: the database of the last run (else the default) was opened at start (False: refused)
    opened = Signal(bool)
    #: the home's first screen shows the club's summary (its first look, or the full store's: issue 31)
    first_screen = Signal()
    #: the demo club's step (number, of, what), from the pool thread
    _demo_step = Signal(int, int, str)

    def __init__(self, settings: Settings | None = None, dialogs: DialogService | None = None,
                 parent: QWidget | None = None, *, open_database: bool = True) -> None:
        super().__init__(parent)
        self._painted = False  # the first paint handled (the store opens after it, issue 31)
        self._open_pending: Callable[[], object] | None = None
        self._first_screen_shown = False
        self.setObjectName("clubHome")
        self.settings = settings or Settings()
        self.dialogs = dialogs or DialogService()
        self.jobs = Jobs(self)
        self.context = ClubContext(self.settings, self.dialogs, self.jobs, self)
        self.practice_windows: list[QMainWindow] = []
        self._restoring = False

        # -- pages and the sidebar ---------------------------------------------------------------
        self.stack = QStackedWidget()
        self.stack.setObjectName("clubPages")
        # the sidebar: a column of tool buttons (a list view would load Qt's item views at start)
        self.nav = QWidget()
        self.nav.setObjectName("clubNavigation")
        self.nav.setAccessibleName(self.tr("Pages"))
        nav_box = QVBoxLayout(self.nav)
        nav_box.setContentsMargins(0, 0, 0, 0)
        nav_box.setSpacing(2)
        self.nav_group = QButtonGroup(self)
        self.nav_group.setExclusive(True)
        self.nav_buttons: dict[str, QToolButton] = {}
        order = list(NAVIGATION)
        made = [factory(self.context) for factory in PAGES]
        made.sort(key=lambda p: order.index(p.page_id) if p.page_id in order else len(order))
        self.pages: dict[str, ClubPage] = {}
        self.go_actions: dict[str, QAction] = {}
        for page in made:
            self.pages[page.page_id] = page
            self.stack.addWidget(page)
            shortcut = NAVIGATION.get(page.page_id, "")
            button = QToolButton()
            button.setObjectName(f"nav_{page.page_id}")
            button.setText(page.title())
            button.setAccessibleName(page.title())
            button.setCheckable(True)
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(32)
            button.setToolTip(fill(self.tr("%1 (%2)"), page.title(),
                                   QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)))
            button.clicked.connect(lambda _=False, p=page.page_id: self.show_page(p))
            self.nav_group.addButton(button)
            nav_box.addWidget(button)
            self.nav_buttons[page.page_id] = button
            act = QAction(page.title(), self)
            act.setObjectName(f"go_{page.page_id}")
            if shortcut:
                act.setShortcut(QKeySequence(shortcut))
            act.triggered.connect(lambda _=False, p=page.page_id: self.show_page(p))
            self.go_actions[page.page_id] = act
        nav_box.addStretch(1)
        self.nav.setFixedWidth(max(120, max((b.sizeHint().width() for b in self.nav_buttons.values()), default=0) + 16))
        home = self.pages["home"]
        assert isinstance(home, HomePage)
        self.home_page: HomePage = home
        self.home_page.set_available(list(self.pages))
        self.home_page.page_wanted.connect(self._big_button)
        self.home_page.demo_wanted.connect(self.build_demo)
        self.context.show_event.connect(self._show_event)
        self.context.current_event_changed.connect(self._save_event)  # an event chosen is kept at once
        self.context.database_changed.connect(self._database_changed)
        # another station's change is seen live; a poll that fails says the store's line here
        self.context.live.problem.connect(self._live_problem)
        central = QWidget()
        row = QHBoxLayout(central)
        row.addWidget(self.nav)
        row.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        absent = i18n.absent(QCoreApplication.instance())
        if absent:  # the language chosen by name has no catalogue here: said, not silently English
            self.statusBar().showMessage(absent)

        # -- menus -------------------------------------------------------------------------------
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.new_action = self._action(self.tr("&New club database…"), "new_database", QKeySequence("Ctrl+Shift+N"),
                                       self.new_database)
        self.open_action = self._action(self.tr("&Open…"), "open_database", QKeySequence.StandardKey.Open,
                                        self.open_database)
        self.open_url_action = self._action(self.tr("Open a &PostgreSQL database…"), "open_url",
                                            QKeySequence("Ctrl+Shift+O"), self.open_url)
        self.recent_menu = QMenu(self.tr("Open &recent"), self)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.backup_action = self._action(self.tr("&Back up…"), "backup", QKeySequence("Ctrl+B"), self.backup)
        self.share_action = self._action(self.tr("S&hare on the club's network…"), "share_live_page", QKeySequence(),
                                         self.share_live_page)
        #: the players' live page served from this app (issue 33): made on first use, stopped at close
        self.live_share: LiveShare | None = None
        self.close_action = self._action(self.tr("&Close database"), "close_database", QKeySequence(),
                                         self.close_database)
        self.quit_action = self._action(self.tr("&Quit"), "quit", QKeySequence.StandardKey.Quit, self.close)
        for a in (self.new_action, self.open_action, self.open_url_action):
            file_menu.addAction(a)
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.backup_action)
        file_menu.addAction(self.share_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        file_menu.addSeparator()
        file_menu.addMenu(self._language_menu())
        file_menu.addAction(self.quit_action)
        go_menu = self.menuBar().addMenu(self.tr("G&o"))
        for act in self.go_actions.values():
            go_menu.addAction(act)
        # the shown page's own actions (their keys work while the page has the focus)
        self.page_menu = self.menuBar().addMenu(self.tr("&Actions"))
        self.page_menu.setObjectName("pageMenu")
        self.page_menu.aboutToShow.connect(self._fill_page_menu)
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.practice_action = self._action(self.tr("&Practice table…"), "practice_table", QKeySequence("Ctrl+Shift+T"),
                                            self.open_practice_table)
        game_menu.addAction(self.practice_action)
        self.demo_action = self._action(self.tr("Try a &demo club"), "demo_club", QKeySequence("Ctrl+Shift+D"),
                                        self.build_demo)
        self.demo_action.setStatusTip(self.tr("An empty club database gets a dozen members and a finished club "
                                              "night of each game, played by the bots"))
        game_menu.addAction(self.demo_action)
        self.home_page.refreshed.connect(self._update_actions)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self._action(self.tr("&About Bakehouse"), "about", QKeySequence(), self.about))
        self.jobs.busy_changed.connect(lambda _b: self._update_actions())
        self._demo_step.connect(self._show_demo_step, Qt.ConnectionType.QueuedConnection)

        self.setMinimumSize(MIN_SIZE)
        self.resize(1024, 600 - TITLE_BAR)
        geometry = self.settings.get(S.HOME_GEOMETRY)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        self._update_title()
        self.restore_place()
        self._update_actions()
        if open_database:  # once the window is on screen: it is usable while the store loads
            self.home_page.opening = self.context.opening = True
            self.home_page.refresh()
            QTimer.singleShot(0, self._open_when_painted)
        forget_source_lines()  # the app's own modules and Qt's are loaded (desktop/startup.py)

    def _action(self, text: str, name: str, keys: QKeySequence | QKeySequence.StandardKey,
                slot: Callable[[], object]) -> QAction:
        act = QAction(text, self)
        act.setObjectName(name)
        act.setShortcut(keys if isinstance(keys, QKeySequence) else QKeySequence(keys))
        act.triggered.connect(lambda _=False: slot())
        self.addAction(act)
        return act

    def _language_menu(self) -> QMenu:
        """File > Language: the system's, English or a shipped catalogue's (German, French ...); the
        choice shows at the next start."""
        menu = QMenu(self.tr("&Language"), self)
        menu.setObjectName("languageMenu")
        group = QActionGroup(menu)
        chosen = self.settings.get(S.LANGUAGE)
        for value, name in i18n.languages():
            act = QAction(name, menu)
            act.setObjectName(f"language_{value or 'system'}")
            act.setCheckable(True)
            act.setChecked(value == chosen)
            act.triggered.connect(lambda _=False, v=value: self.choose_language(v))
            group.addAction(act)
            menu.addAction(act)
        return menu

    def choose_language(self, language: str) -> None:
        """Keep ``language`` ("" = the system's) for the next start, and say so."""
        if language == self.settings.get(S.LANGUAGE):
            return
        self.settings.set(S.LANGUAGE, language)
        self.settings.sync()
        self.dialogs.information(self, self.tr("Language"),
                                 self.tr("Bakehouse speaks the chosen language from its next start."))

    def _fill_page_menu(self) -> None:
        self.page_menu.clear()
        page = self.current_page()
        actions = page.actions_of_page() if isinstance(page, lazy.LazyPage) else []
        for act in actions:
            self.page_menu.addAction(act)
        if not actions:
            none = self.page_menu.addAction(self.tr("(nothing on this page)"))
            none.setEnabled(False)

    # -- pages ---------------------------------------------------------------------------------------
    def current_page(self) -> ClubPage:
        page = self.stack.currentWidget()
        assert isinstance(page, ClubPage)
        return page

    def show_page(self, page_id: str) -> bool:
        """Show the page ``page_id`` (False: no such page here)."""
        page = self.pages.get(page_id)
        if page is None:
            return False
        button = self.nav_buttons[page_id]
        if self.stack.currentWidget() is page and button.isChecked():
            return True
        button.setChecked(True)
        self.stack.setCurrentWidget(page)
        page.refresh()
        if not self._restoring:
            self.settings.set(S.HOME_PAGE, page.page_id)
            self._save_event()
        return True

    def _big_button(self, page_id: str) -> None:
        """A big button of the home: its page; "New event" opens the wizard there, as it says (#30)."""
        if not self.show_page(page_id) or page_id != "events":
            return
        page = self.pages[page_id]
        inner = page.built() if isinstance(page, lazy.LazyPage) else page
        new_event = getattr(inner, "new_event", None)
        if callable(new_event):
            new_event()

    def _show_event(self, page_id: str, event_id: int) -> None:
        self.context.current_event = event_id
        self._save_event()
        self.show_page(page_id)

    def _save_event(self) -> None:
        if self._restoring:
            return
        db = self.context.database
        self.settings.set(S.CURRENT_EVENT, self.context.current_event or 0)
        self.settings.set(S.CURRENT_EVENT_DATABASE, db.url if db is not None else "")
        self.settings.sync()  # a killed app restarts here

    def restore_place(self) -> None:
        """The page and the event open when the app last ran (its database open)."""
        db = self.context.database
        event = self.settings.get(S.CURRENT_EVENT)
        if db is not None and event and self.settings.get(S.CURRENT_EVENT_DATABASE) == db.url:
            self.context.current_event = int(event)
        page_id = self.settings.get(S.HOME_PAGE)
        self._restoring = True
        try:
            if not self.show_page(page_id):
                self.show_page("home")
            # shown already (before the database opened): it reads the event kept now
            self.current_page().refresh()
        finally:
            self._restoring = False
        self._reopen_tables()

    def _reopen_tables(self) -> None:
        """The scoring windows open at this station when the app was killed, open again (#30)."""
        db = self.context.database
        if db is None or not any(k.startswith(f"{db.url}\t") for k in self.settings.get(S.OPEN_TABLES)):
            return
        page = self.pages.get("tables")
        inner = page.built() if isinstance(page, lazy.LazyPage) else page
        reopen = getattr(inner, "reopen_kept", None)
        if callable(reopen):
            reopen()

    # -- the database ----------------------------------------------------------------------------------
    def _open_when_painted(self) -> None:
        """The database opened once the window is on the screen (issue 31): first a look at an
        SQLite file (:meth:`first_look`: the home's summary, read by the store without SQLAlchemy),
        drawn; then the full store, SQLAlchemy and the database's pages load after that paint, so
        the window a user first sees, the club's summary in it, costs no more memory than the club
        home needs (benchmarks/app_startup.py).  A window not shown opens at once; one shown but
        not painted (covered, minimised) after two seconds."""
        self._after_paint(self.first_look)

    def _after_paint(self, action: Callable[[], object]) -> None:
        """``action`` once the window's next paint is handled (at once when it is not shown)."""
        if self._painted or not self.isVisible():
            action()
            return
        self._open_pending = action
        QTimer.singleShot(2000, self._open_pending_now)

    def _open_pending_now(self) -> None:
        action, self._open_pending = self._open_pending, None
        if action is not None:
            action()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if self._open_pending is not None:
                QTimer.singleShot(0, self._open_pending_now)  # after this paint is on the screen

    def first_look(self) -> bool:
        """The home's first screen from the database used last (else the default one), read off
        the UI thread through the store's first look at an SQLite file (engine/services/club.py
        ``first_summary``: its own checks and queries on the standard library's sqlite3), shown,
        and once that is painted the full store opens (:meth:`open_last`).  A server's database,
        a database to be made, one refused (older, newer, damaged, another program's) or gone:
        the full store opens it at once and says what it says (False then)."""
        last = self.settings.get(S.CLUB_DATABASE) or None
        if self.jobs.busy or (last is not None and "://" in last and not last.startswith("sqlite:///")):
            return self.open_last()
        create = last is None and not _named_file_exists()

        def work() -> object:
            from engine.services.club import first_summary

            try:
                return first_summary(last, create=create)
            except Exception:  # refused or failing: the full store says it, as it always has
                return None

        def then(look: FirstLook | None) -> None:
            if self.context.database is not None:  # never: File's actions wait for the look (jobs busy)
                return
            if look is None:
                self.open_last()
                return
            self.home_page.first_look = look
            self.home_page.refresh()
            self._first_screen_shown = True
            self.first_screen.emit()
            self._painted = False
            self.update()  # painted with the club's summary; then the full store
            self._after_paint(self.open_last)

        def failed(_message: str) -> None:
            self.open_last()

        return self.jobs.start(work, self.tr("Opening the club database…"), then, failed, quiet=True) or self.open_last()

    def open_last(self) -> bool:
        """The database used last, else the default one (created on first start), opened off
        the UI thread: the window is usable at once (the store and SQLAlchemy load meanwhile);
        ``opened`` is emitted when done (the page and event kept are shown again then)."""

        last = self.settings.get(S.CLUB_DATABASE) or None
        if last is not None and last.startswith("sqlite:///") and not Path(last.removeprefix("sqlite:///")).exists():
            self.home_page.opening = self.context.opening = False
            self.home_page.refresh()
            self.dialogs.warning(self, self.tr("Cannot open the club database"), fill(
                self.tr("the club database used last, %1, is not there any more (moved or deleted): "
                        "File > Open… finds it, File > New club database… makes a new one"),
                last.removeprefix("sqlite:///")))
            QTimer.singleShot(0, lambda: self.opened.emit(False))
            return False
        event = self.settings.get(S.CURRENT_EVENT)
        event_db = self.settings.get(S.CURRENT_EVENT_DATABASE)

        def work() -> object:
            from engine.services.database import (
                DamagedDatabaseError,
                NotADatabaseYetError,
                OlderDatabaseError,
                open_database,
            )

            try:
                # the data folder's file is made at first start; an existing file named by
                # BAKEHOUSE_DB (empty, say) is made a club database only when the organizer
                # agrees (_not_yet), as the command line asks for `bakehouse db init` (#31.2)
                return open_database(last, create=last is None and not _named_file_exists())
            except (OlderDatabaseError, DamagedDatabaseError, NotADatabaseYetError) as e:  # said on the UI thread
                return e

        def then(db: Database | OlderDatabaseError | DamagedDatabaseError | NotADatabaseYetError) -> None:
            from engine.services.database import DamagedDatabaseError, NotADatabaseYetError, OlderDatabaseError

            forget_source_lines()  # SQLAlchemy's, sqlmodel's and the store's, loaded by the worker
            self.home_page.opening = self.context.opening = False
            if isinstance(db, OlderDatabaseError | DamagedDatabaseError | NotADatabaseYetError):
                self.home_page.refresh()
                made = False
                if isinstance(db, OlderDatabaseError):
                    self.offer_upgrade(db)
                elif isinstance(db, NotADatabaseYetError):
                    made = self._not_yet(last, db)
                else:
                    self.dialogs.warning(self, self.tr("Cannot open the club database"), self.damaged_text(db))
                self.opened.emit(made)
                return
            self._restoring = True  # the place kept is the one the database opens with
            try:
                self._use(db)
            finally:
                self._restoring = False
            if event and event_db == db.url:
                self.context.current_event = int(event)
            self.restore_place()
            if not self._first_screen_shown:
                self._first_screen_shown = True
                self.first_screen.emit()
            self.opened.emit(True)

        def failed(message: str) -> None:
            self.home_page.opening = self.context.opening = False
            self.home_page.refresh()
            self.dialogs.warning(self, self.tr("Cannot open the club database"), message)
            self.opened.emit(False)

        self.home_page.opening = self.context.opening = True
        self.home_page.refresh()
        started = self.jobs.start(work, self.tr("Opening the club database…"), then, failed, quiet=True)
        if not started:
            self.home_page.opening = self.context.opening = False
        return started

    def open_url_text(self, url: str | None, *, create: bool) -> bool:
        """Open ``url`` (a path or an SQLAlchemy URL; None: BAKEHOUSE_DB, else the data folder's).
        Refused: one message, the database open before stays open."""
        from engine.services.database import (
            DamagedDatabaseError,
            NotADatabaseYetError,
            OlderDatabaseError,
            open_database,
        )

        if self.jobs.busy:
            return False
        try:
            db = open_database(url, create=create)
        except OlderDatabaseError as e:
            return self.offer_upgrade(e)
        except DamagedDatabaseError as e:
            self.dialogs.warning(self, self.tr("Cannot open the club database"), self.damaged_text(e))
            return False
        except NotADatabaseYetError as e:  # never "run `bakehouse db init`" to the organizer
            return self._not_yet(url, e)
        except BakehouseError as e:
            self.dialogs.warning(self, self.tr("Cannot open the club database"), one_line(e))
            return False
        except Exception as e:  # the driver's own failure (a server gone away): one line too
            self.dialogs.warning(self, self.tr("Cannot open the club database"), one_line(e))
            return False
        self._use(db)
        return True

    def _not_yet(self, url: str | None, e: NotADatabaseYetError) -> bool:
        """No club database there yet: a file gone is said; an empty file (or an empty server
        database) is made a club database once the organizer agrees."""
        where = str(e.path) if e.path is not None else _where(url or "")
        if e.path is not None and not e.path.exists():
            self.dialogs.warning(self, self.tr("Cannot open the club database"), fill(
                self.tr("the club database used last, %1, is not there any more (moved or deleted): "
                        "File > Open… finds it, File > New club database… makes a new one"), where))
            return False
        if not self.dialogs.confirm(self, self.tr("Make a club database"), fill(
                self.tr("%1 is empty, not a club database yet: make it a new club database?"), where)):
            return False
        return self.open_url_text(url, create=True)

    def damaged_text(self, damaged: DamagedDatabaseError) -> str:
        """A damaged file, said for the organizer: what to do in the app (the command line's
        words send them to ``bakehouse db check``)."""
        return fill(self.tr("%1 is damaged (%2); nothing was changed. Open a backup copy of it (File > Open…), "
                            "or File > New club database…"), str(damaged.path), damaged.reason)

    def offer_upgrade(self, older: OlderDatabaseError) -> bool:
        """A club database of an older Bakehouse: upgraded here once the organizer agrees, a copy
        of it as it is kept first beside it (``db backup`` and ``db upgrade``, without a terminal);
        then opened.  Declined or refused: said, nothing changed, the database open before stays."""
        from engine.services.database import sqlite_file, upgrade_keeping_copy

        path = sqlite_file(older.url)
        if path is None:  # a server's database: its administrator upgrades it
            self.dialogs.warning(self, self.tr("Cannot open the club database"), one_line(older))
            return False
        import datetime as _dt

        copy = path.with_name(f"{path.stem}-before-upgrade-{_dt.date.today().isoformat()}{path.suffix}")
        n = 1
        while copy.exists():
            n += 1
            copy = path.with_name(f"{path.stem}-before-upgrade-{_dt.date.today().isoformat()}-{n}{path.suffix}")
        if not self.dialogs.confirm(self, self.tr("Upgrade the club database"), fill(
                self.tr("%1 was made by an older Bakehouse: upgrade it to open it? A copy of it as it is now "
                        "is kept first: %2"), str(path), copy.name)):
            return False
        url = older.url

        def upgraded(_result: object) -> None:
            if self.open_url_text(url, create=False):
                self.statusBar().showMessage(fill(self.tr("Club database upgraded; the copy from before is %1"),
                                                  str(copy)), 15000)

        return self.jobs.start(lambda: upgrade_keeping_copy(url, copy), self.tr("Upgrading the club database…"),
                               upgraded, lambda m: self.dialogs.warning(self, self.tr("Cannot upgrade the club database"),
                                                                         m))

    def _use(self, db: Database) -> None:
        self.context.set_database(db)
        self.settings.set(S.CLUB_DATABASE, db.url)
        recent = [db.url] + [u for u in self.settings.get(S.RECENT_DATABASES) if u != db.url]
        self.settings.set(S.RECENT_DATABASES, recent[:RECENT_MAX])
        self._save_event()

    def _folder(self) -> str:
        db = self.context.database
        if db is not None and db.url.startswith("sqlite:///"):
            return str(Path(db.url.removeprefix("sqlite:///")).parent)
        from engine.services.database import data_dir

        return str(data_dir(create=False))

    def new_database(self) -> bool:
        path = self.dialogs.new_database(self, self.tr("New club database"),
                                         os.path.join(self._folder(), "club.sqlite3"))
        if not path:
            return False
        if Path(path).exists():
            self.dialogs.warning(self, self.tr("Cannot make the club database"),
                                 fill(self.tr("%1 exists already: choose a new name (nothing was changed)"), path))
            return False
        return self.open_url_text(path, create=True)

    def open_database(self) -> bool:
        path = self.dialogs.open_database(self, self.tr("Open a club database"), self._folder())
        return self.open_url_text(path, create=False) if path else False

    def open_url(self) -> bool:
        """A PostgreSQL database by its URL (a new, empty one is made a club database)."""
        url = self.dialogs.ask_text(self, self.tr("Open a PostgreSQL database"),
                                    self.tr("Database URL, e.g. postgresql+psycopg://user@host/club:"),
                                    "postgresql+psycopg://")
        if url is None:
            return False
        url = url.strip()
        if "://" not in url:
            self.dialogs.warning(self, self.tr("Cannot open the club database"),
                                 fill(self.tr("not a database URL: %1 (e.g. postgresql+psycopg://user@host/club)"),
                                      url))
            return False
        return self.open_url_text(url, create=True)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = self.settings.get(S.RECENT_DATABASES)
        for n, url in enumerate(recent, 1):
            act = self.recent_menu.addAction(f"&{n} {_where(url)}" if n < 10 else _where(url))
            act.setObjectName(f"recent_{n}")
            act.triggered.connect(lambda _=False, u=url: self.open_url_text(u, create=False))
        if not recent:
            none = self.recent_menu.addAction(self.tr("No database opened yet"))
            none.setEnabled(False)

    def recent_actions(self) -> list[QAction]:
        self._fill_recent()
        return [a for a in self.recent_menu.actions() if a.isEnabled()]

    def close_database(self) -> bool:
        if self.context.database is None or self.jobs.busy:
            return False
        self.context.set_database(None)
        return True

    def backup(self) -> bool:
        """A copy of the open SQLite database, to a file the user picks, made off the UI thread."""
        from engine.services.database import backup

        db = self.context.database
        if db is None or self.jobs.busy:
            return False
        if not db.sqlite:
            self.dialogs.warning(self, self.tr("Cannot back up"),
                                 self.tr("Back up copies SQLite files; for PostgreSQL use pg_dump, "
                                         "e.g. pg_dump -Fc -f club.dump club"))
            return False
        stem = Path(db.url.removeprefix("sqlite:///")).stem
        import datetime as _dt

        suggested = os.path.join(self._folder(), f"{stem}-backup-{_dt.date.today().isoformat()}.sqlite3")
        path = self.dialogs.save_backup(self, self.tr("Back up the club database"), suggested)
        if not path:
            return False
        stop = Stop()
        return self.jobs.start(lambda: str(backup(db, path, stop)), self.tr("Backing up the club database…"),
                               self._backed_up,
                               lambda m: self.dialogs.warning(self, self.tr("Cannot back up"), m),
                               cancel=stop.set,
                               stopped=lambda: self.statusBar().showMessage(
                                   self.tr("Back-up cancelled: no file was written"), 10000))

    def _backed_up(self, path: str) -> None:
        self.statusBar().showMessage(fill(self.tr("Backed up to %1"), path), 10000)

    def _live_problem(self, message: str) -> None:
        if message:
            self.statusBar().showMessage(message)
        else:
            self.statusBar().clearMessage()

    def _database_changed(self) -> None:
        if self.context.database is not None:
            self.context.live.start()  # other stations' changes seen within about two seconds
        self._update_title()
        self._update_actions()
        self.current_page().refresh()

    def _update_title(self) -> None:
        db = self.context.database
        self.setWindowTitle(fill(self.tr("%1 — Bakehouse"), _where(db.url)) if db is not None else "Bakehouse")

    def _update_actions(self) -> None:
        open_ = self.context.database is not None
        busy = self.jobs.busy
        for act in (self.new_action, self.open_action, self.open_url_action, self.close_action):
            act.setEnabled(not busy)
        self.recent_menu.setEnabled(not busy)
        self.close_action.setEnabled(open_ and not busy)
        self.backup_action.setEnabled(open_ and not busy and self.context.database is not None
                                      and self.context.database.sqlite)
        summary = self.home_page.summary
        self.demo_action.setEnabled(open_ and not busy and summary is not None and summary.empty)

    # -- the demo club ---------------------------------------------------------------------------------
    def build_demo(self) -> bool:
        """Fill the empty database with the demo club, off the UI thread, cancellable."""
        from engine.services.demo import DemoCancelled, build_demo_club

        db = self.context.database
        if db is None or self.jobs.busy:
            return False
        stop = [False]

        def done(_club: object) -> None:
            self.context.notify_changed()
            self.home_page.refresh()

        def failed(message: str) -> None:
            self.context.notify_changed()
            self.home_page.refresh()
            if not stop[0]:
                self.dialogs.warning(self, self.tr("Cannot make the demo club"), message)

        from engine.services.demo import demo_steps

        steps = demo_steps()

        def step(number: int, what: str) -> None:  # on the pool thread: queued to the UI thread
            self._demo_step.emit(number, steps, what)

        def work() -> object:
            try:
                return build_demo_club(db, 1, progress=step, cancelled=lambda: stop[0])
            except DemoCancelled:
                if stop[0]:
                    return None
                raise

        return self.jobs.start(work, self.tr("Making the demo club: the bots are playing…"), done, failed,
                               cancel=lambda: stop.__setitem__(0, True))

    def _show_demo_step(self, number: int, of: int, what: str) -> None:
        progress = self.jobs.progress
        if progress is None or progress.labelText() == self.tr("Cancelling…"):
            return
        progress.setMaximum(of)
        progress.setValue(number)
        text = self.tr("Making the demo club: the members") if number == 0 else \
            fill(self.tr("Making the demo club: the bots play a club night of %1"), what)
        progress.setLabelText(text)

    # -- the rest ---------------------------------------------------------------------------------------
    def open_practice_table(self) -> QMainWindow:
        """The practice table as a window of its own."""
        from .main_window import MainWindow

        window = MainWindow(self.settings, self.dialogs)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        window.destroyed.connect(lambda _=None, w=window: self.practice_windows.remove(w)
                                 if w in self.practice_windows else None)
        self.practice_windows.append(window)
        window.show()
        if window.session.match is None:
            window.table.refresh()
        return window

    def about(self) -> None:
        from .dialogs.about import about_html

        self.dialogs.about(self, self.tr("About Bakehouse"), about_html(self.settings.store))

    def share_live_page(self) -> None:
        """File > Share on the club's network…: the players' live page (desktop/club/share_dialog.py)."""
        from .club.share_dialog import LiveShare, ShareDialog

        if self.live_share is None:
            self.live_share = LiveShare(self.context,
                                        lambda: self.settings.get(S.LANGUAGE) or QLocale.system().name()[:2], self)
        ShareDialog(self.live_share, self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.jobs.busy:
            self.jobs.wait()
        self.settings.set(S.HOME_GEOMETRY, self.saveGeometry())
        self._save_event()
        for window in list(self.practice_windows):
            window.close()
        super().closeEvent(event)
        app = QApplication.instance()
        if event.isAccepted():
            self.context.live.stop()  # no poll of a database being closed
        if event.isAccepted() and self.live_share is not None:
            self.live_share.stop()  # the live page's server ends with the app
        if app is not None and event.isAccepted() and self.context.database is not None:
            self.context.database.close()
