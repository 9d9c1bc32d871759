"""The club's Reports view (Reports > Club reports and statistics): the four
``bakehouse report`` PDFs of the club database, and its statistics as charts.

- **Matches**: every match of the database; its scorepad (``report scorepad --match``).
- **Events**: an event and a seated round; the round's blank scoresheets
  (``report scoresheets --event --round``) and the event's standings
  (``report standings --event``).
- **Statistics**: the whole club, one event or one member, as pyqtgraph charts
  (:mod:`desktop.club.charts`) of the same sections the statistics PDF prints,
  and that PDF (``report stats --club | --event | --member``).

The lists are Qt models (:mod:`desktop.club.models`) over the database's catalog;
every query is :mod:`engine.services.reports`' and every PDF :mod:`reports.club`'s (the
command line's own functions) and runs off the UI thread (:mod:`desktop.jobs`) behind a progress
dialog; a PDF is then opened in the system viewer.  The database is the one
chosen here (setting ``reports/club_database``), else ``BAKEHOUSE_DB``, else the
data folder's; it is only read: a missing one is said, never created.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.rulesets import all_rulesets
from engine.services.database import Catalog, EventEntry
from reports.club import ClubStatistics

from .. import settings as S
from ..jobs import Jobs, Stop, one_line
from ..services import DialogService
from ..settings import Settings
from ..text import QT_TRANSLATE_NOOP, fill
from ..viewer import PAPERS, Opener, open_in_viewer
from ..widgets.elided import ElidedLabel
from ..widgets.screen_fit import keep_within_screen
from .charts import ChartView, SectionView
from .models import ID_ROLE, SORT_ROLE, EventsModel, MatchesModel, MembersModel, RoundsModel

SCOPES = (("club", QT_TRANSLATE_NOOP("ClubReportsPanel", "The whole club")),
          ("event", QT_TRANSLATE_NOOP("ClubReportsPanel", "One event")),
          ("member", QT_TRANSLATE_NOOP("ClubReportsPanel", "One member")))


def _stem(text: str) -> str:
    """A file-name-safe piece of an event or member name."""
    return re.sub(r"[^\w.-]+", "_", text, flags=re.UNICODE).strip("_")[:32] or "club"


def _plain(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


TABS = ("matches", "events", "stats")


class ClubReportsPanel(QWidget):
    """The Reports view over the club database: the tabs named in ``tabs`` (the window of its
    own beside the practice table shows all three; the club home's Reports page the matches
    and events, its Statistics page the statistics).  With ``url`` the database is the one that
    callable gives (the club home's open database) and cannot be chosen here."""

    #: the catalog was read (or could not be: ``catalog`` is None and ``notice`` says why)
    loaded = Signal()
    #: statistics were drawn
    statistics_shown = Signal(object)
    #: a PDF or PNG was written (its path); a PDF was handed to the viewer
    finished = Signal(str)

    def __init__(self, settings: Settings, dialogs: DialogService, parent: QWidget | None = None, *,
                 jobs: Jobs | None = None, url: Callable[[], str | None] | None = None,
                 tabs: tuple[str, ...] = TABS) -> None:
        super().__init__(parent)
        self.setObjectName("clubReportsPanel")
        self.settings = settings
        self.dialogs = dialogs
        self.opener: Opener = open_in_viewer
        self._url = url
        self.jobs = jobs if jobs is not None else Jobs(self)
        self.jobs.busy_changed.connect(self._update)
        self.catalog: Catalog | None = None
        self.shown: ClubStatistics | None = None
        self._stats_wanted = False
        self._reload_wanted = False  # asked while another job ran (the jobs are the home's): when it ends

        # -- the database line -------------------------------------------------------------------
        self.database_label = ElidedLabel("")
        self.database_label.setObjectName("databaseLabel")
        self.choose_button = QPushButton(self.tr("&Choose…"))
        self.choose_button.setToolTip(self.tr("Choose another club database file"))
        self.choose_button.clicked.connect(self.choose_database)
        self.default_button = QPushButton(self.tr("De&fault"))
        self.default_button.setToolTip(self.tr("The database of BAKEHOUSE_DB, else the data folder's"))
        self.default_button.clicked.connect(self.use_default_database)
        self.reload_button = QPushButton(self.tr("Re&load"))
        self.reload_button.clicked.connect(self.reload)
        self.paper_combo = QComboBox()
        for key, text in PAPERS:
            self.paper_combo.addItem(QCoreApplication.translate("ReportsMenu", text).replace("&", ""), key)
        self.paper_combo.setCurrentIndex(max(0, self.paper_combo.findData(self.paper)))
        self.paper_combo.currentIndexChanged.connect(
            lambda _i: self.settings.set(S.REPORT_PAPER, self.paper_combo.currentData()))
        top = QHBoxLayout()
        top.addWidget(_plain(self.tr("Database:")))
        top.addWidget(self.database_label, 1)
        for w in (self.choose_button, self.default_button, self.reload_button):
            top.addWidget(w)
        top.addSpacing(12)
        self.paper_label = _plain(self.tr("Paper:"))
        top.addWidget(self.paper_label)
        top.addWidget(self.paper_combo)
        self.notice = _plain()
        self.notice.setObjectName("clubNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("QLabel#clubNotice { background: palette(tool-tip-base); "
                                  "color: palette(tool-tip-text); padding: 6px; }")
        self.notice.hide()

        # -- matches -----------------------------------------------------------------------------
        self.matches_model = MatchesModel(self)
        self.matches_proxy = QSortFilterProxyModel(self)
        self.matches_proxy.setSourceModel(self.matches_model)
        self.matches_proxy.setFilterKeyColumn(-1)
        self.matches_proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.matches_proxy.setSortRole(SORT_ROLE)
        self.matches_view = QTableView()
        self.matches_view.setObjectName("matchesView")
        self.matches_view.setModel(self.matches_proxy)
        self.matches_view.setSortingEnabled(True)
        self.matches_view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.matches_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.matches_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.matches_view.verticalHeader().hide()
        header = self.matches_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        titles = header.fontMetrics()
        for col, width in enumerate((60, 90, 150, 300, 150, 60, 50, 70)):
            # at least as wide as its title, sort mark included (French "Manche", "Terminée": #32)
            title = str(self.matches_proxy.headerData(col, Qt.Orientation.Horizontal))
            self.matches_view.setColumnWidth(col, max(width, titles.horizontalAdvance(title) + 16))
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.matches_view.doubleClicked.connect(lambda _i: self.print_scorepad())
        self.match_filter = QLineEdit()
        self.match_filter.setPlaceholderText(self.tr("Filter: a player, a game, an event…"))
        self.match_filter.setClearButtonEnabled(True)
        self.match_filter.textChanged.connect(self.matches_proxy.setFilterFixedString)
        self.scorepad_button = QPushButton(self.tr("Print &scorepad…"))
        self.scorepad_button.setObjectName("printScorepad")
        self.scorepad_button.setToolTip(self.tr("The chosen match as players keep it on paper (bakehouse report scorepad)"))
        self.scorepad_button.clicked.connect(self.print_scorepad)
        self.review_button = QPushButton(self.tr("Re&view…"))
        self.review_button.setObjectName("reviewMatch")
        self.review_button.setToolTip(self.tr("The chosen finished match: each decision against the best play, "
                                              "and each throw's luck"))
        self.review_button.clicked.connect(self.review_match)
        self.review_window: Any = None  # desktop.review.ReviewWindow, made when first asked for
        self.matches_view.selectionModel().selectionChanged.connect(lambda *_: self._update())
        matches_page = QWidget()
        lay = QVBoxLayout(matches_page)
        row = QHBoxLayout()
        row.addWidget(self.match_filter, 1)
        row.addWidget(self.scorepad_button)
        row.addWidget(self.review_button)
        lay.addLayout(row)
        lay.addWidget(self.matches_view, 1)

        # -- events ------------------------------------------------------------------------------
        self.events_model = EventsModel(self)
        self.events_view = QListView()
        self.events_view.setObjectName("eventsView")
        self.events_view.setModel(self.events_model)
        self.events_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.events_view.selectionModel().currentChanged.connect(lambda *_: self._event_chosen())
        self.rounds_model = RoundsModel(self)
        self.rounds_view = QListView()
        self.rounds_view.setObjectName("roundsView")
        self.rounds_view.setModel(self.rounds_model)
        self.rounds_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.rounds_view.selectionModel().currentChanged.connect(lambda *_: self._update())
        self.rounds_view.setMaximumWidth(220)
        self.sheets_button = QPushButton(self.tr("&Blank scoresheets…"))
        self.sheets_button.setObjectName("printScoresheets")
        self.sheets_button.setToolTip(self.tr("One sheet per table of the chosen round (bakehouse report scoresheets)"))
        self.sheets_button.clicked.connect(self.print_scoresheets)
        self.seating_button = QPushButton(self.tr("Seating for the &wall…"))
        self.seating_button.setObjectName("printSeating")
        self.seating_button.setToolTip(self.tr("The chosen round's seats in large type, by table and by name "
                                               "(bakehouse report seating)"))
        self.seating_button.clicked.connect(self.print_seating)
        self.standings_button = QPushButton(self.tr("Stan&dings…"))
        self.standings_button.setObjectName("printStandings")
        self.standings_button.setToolTip(self.tr("The event's standings and round results; a league's season table "
                                                 "(bakehouse report standings)"))
        self.standings_button.clicked.connect(self.print_standings)
        self.event_note = _plain()
        self.event_note.setWordWrap(True)
        events_page = QWidget()
        events_row = QHBoxLayout(events_page)
        left = QVBoxLayout()
        left.addWidget(_plain(self.tr("Events")))
        left.addWidget(self.events_view, 1)
        right = QVBoxLayout()
        right.addWidget(_plain(self.tr("Rounds seated")))
        right.addWidget(self.rounds_view, 1)
        right.addWidget(self.sheets_button)
        right.addWidget(self.seating_button)
        right.addWidget(self.standings_button)
        right.addWidget(self.event_note)
        events_row.addLayout(left, 3)
        events_row.addLayout(right, 1)

        # -- statistics --------------------------------------------------------------------------
        self.members_model = MembersModel(self)
        self.scope_combo = QComboBox()
        self.scope_combo.setObjectName("scopeCombo")
        for key, text in SCOPES:
            self.scope_combo.addItem(self.tr(text), key)
        self.scope_combo.currentIndexChanged.connect(lambda _i: self._scope_changed())
        self.choice_combo = QComboBox()
        self.choice_combo.setObjectName("choiceCombo")
        self.choice_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.choice_combo.setMinimumContentsLength(16)  # room for the German buttons beside it at 1024x600
        self.choice_combo.activated.connect(lambda _i: self.show_statistics())
        self.game_combo = QComboBox()  # every game, or one (report stats --ruleset)
        self.game_combo.setObjectName("gameCombo")
        self.game_combo.setToolTip(self.tr("Every game, or one game's matches only"))
        self.game_combo.addItem(self.tr("Every game"), None)
        for rs in all_rulesets():
            self.game_combo.addItem(rs.name, rs.id)
        self.game_combo.activated.connect(lambda _i: self.show_statistics())
        self.stats_pdf_button = QPushButton(self.tr("Save as &PDF…"))
        self.stats_pdf_button.setObjectName("printStatistics")
        self.stats_pdf_button.setToolTip(self.tr("These statistics with their charts as PDF (bakehouse report stats)"))
        self.stats_pdf_button.clicked.connect(self.print_statistics)
        # two members head to head (report stats --versus ID ID), over the tables counted
        self.versus_box = QCheckBox(self.tr("Head t&o head:"))
        self.versus_box.setObjectName("versusBox")
        self.versus_box.setToolTip(self.tr("Two members head to head, over the tables these statistics count"))
        self.versus_box.toggled.connect(self._versus_toggled)
        self.versus_a, self.versus_b = QComboBox(), QComboBox()
        for name, combo in (("versusA", self.versus_a), ("versusB", self.versus_b)):
            combo.setObjectName(name)
            combo.setModel(self.members_model)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
            combo.activated.connect(lambda _i: self.show_statistics() if self.versus_box.isChecked() else None)
        self.stats_title = _plain()
        self.stats_title.setObjectName("statsTitle")
        font = self.stats_title.font()
        font.setBold(True)
        self.stats_title.setFont(font)
        self.stats_body = QWidget()
        self.stats_body.setObjectName("statsBody")
        self.stats_layout = QVBoxLayout(self.stats_body)
        self.stats_layout.addStretch(1)
        self.stats_area = QScrollArea()
        self.stats_area.setObjectName("statsArea")
        self.stats_area.setWidgetResizable(True)
        self.stats_area.setWidget(self.stats_body)
        self.sections: list[SectionView] = []
        stats_page = QWidget()
        lay = QVBoxLayout(stats_page)
        row = QHBoxLayout()
        row.addWidget(self.scope_combo)
        row.addWidget(self.choice_combo, 1)
        row.addWidget(self.game_combo)
        row.addWidget(self.stats_pdf_button)
        lay.addLayout(row)
        versus = QHBoxLayout()
        versus.addWidget(self.versus_box)
        versus.addWidget(self.versus_a, 1)
        versus.addWidget(_plain(self.tr("and")))
        versus.addWidget(self.versus_b, 1)
        lay.addLayout(versus)
        lay.addWidget(self.stats_title)
        lay.addWidget(self.stats_area, 1)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("clubTabs")
        pages = {"matches": (matches_page, self.tr("&Matches")), "events": (events_page, self.tr("&Events")),
                 "stats": (stats_page, self.tr("S&tatistics"))}

        index = {key: self.tabs.addTab(*pages[key]) if key in tabs else -1 for key in TABS}
        self.matches_tab, self.events_tab, self.stats_tab = index["matches"], index["events"], index["stats"]
        for key in TABS:
            if key not in tabs:
                pages[key][0].setParent(self)  # built (its models feed the others) but never shown
                pages[key][0].hide()
        self.tabs.tabBar().setVisible(len(tabs) > 1)
        self.tabs.setDocumentMode(len(tabs) == 1)
        self.tabs.currentChanged.connect(lambda _i: self._tab_changed())
        main = QVBoxLayout(self)
        main.addLayout(top)
        main.addWidget(self.notice)
        main.addWidget(self.tabs, 1)
        if url is not None:  # the club home's database: chosen there, not here
            self.choose_button.hide()
            self.default_button.hide()
            main.setContentsMargins(0, 0, 0, 0)
        named: list[tuple[QWidget, str]] = [
            (self.choose_button, self.tr("Choose a database")),
            (self.default_button, self.tr("Default database")),
            (self.reload_button, self.tr("Reload")),
            (self.paper_combo, self.tr("Paper size")),
            (self.match_filter, self.tr("Filter the matches")),
            (self.matches_view, self.tr("Matches")),
            (self.events_view, self.tr("Events")),
            (self.rounds_view, self.tr("Rounds seated")),
            (self.scope_combo, self.tr("Statistics of")),
            (self.choice_combo, self.tr("Which one")),
            (self.game_combo, self.tr("Game")),
            (self.scorepad_button, self.tr("Print scorepad")),
            (self.review_button, self.tr("Review the chosen match")),
            (self.sheets_button, self.tr("Blank scoresheets")),
            (self.standings_button, self.tr("Standings")),
            (self.stats_pdf_button, self.tr("Save as PDF")),
            (self.versus_box, self.tr("Head to head")),
            (self.versus_a, self.tr("First member head to head")),
            (self.versus_b, self.tr("Second member head to head")),
        ]
        for widget, name in named:
            widget.setAccessibleName(name)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._scope_changed(load=False)
        self._show_database()
        self._update()

    # -- the database ------------------------------------------------------------------------------
    @property
    def url(self) -> str | None:
        """The database chosen here, or None (``BAKEHOUSE_DB``, else the data folder's)."""
        if self._url is not None:
            return self._url()
        return self.settings.get(S.CLUB_DATABASE) or None

    @property
    def paper(self) -> str:
        paper = self.settings.get(S.REPORT_PAPER)
        return paper if paper in dict(PAPERS) else "a4"

    def _show_database(self) -> None:
        from engine.services.database import database_url, where

        if self._url is not None and self._url() is None:
            self.database_label.setText("")
            return
        url = database_url(self.url, make_folder=False)
        self.database_label.setText(where(url))

    def choose_database(self) -> bool:
        folder = os.path.dirname(self.url or "") if self.url and "://" not in self.url else os.path.expanduser("~")
        path = self.dialogs.open_database(self, self.tr("Open a club database"), folder)
        if not path:
            return False
        self.settings.set(S.CLUB_DATABASE, path)
        self._show_database()
        return self.reload()

    def use_default_database(self) -> bool:
        self.settings.set(S.CLUB_DATABASE, "")
        self._show_database()
        return self.reload()

    def reload(self) -> bool:
        """Read the database's members, events and matches again (off the UI thread)."""
        from engine.services.reports import read_catalog

        if self.jobs.busy:  # another page's job (the jobs are the home's): read when it ends, never dropped
            self._reload_wanted = True
            return True
        url = self.url
        return self.jobs.start(lambda: read_catalog(url), self.tr("Reading the club database…"), self._loaded,
                               self._not_loaded)

    def _loaded(self, catalog: Catalog) -> None:
        self.catalog = catalog
        keep_match = self._chosen_match()
        keep_event = self._chosen_event()
        self.matches_model.set_entries(catalog.matches)
        self.events_model.set_entries(catalog.events)
        self.members_model.set_entries(catalog.members)
        if catalog.empty and self._url is not None:  # the club home's page
            self._say(self.tr("This club database holds no members, events or matches yet: the Home page offers "
                              "a demo club to look around in."))
        elif catalog.empty:
            self._say(self.tr("This club database holds no members, events or matches yet: the Events page "
                              "starts an event, the Members page brings in the club's members."))
        else:
            self.notice.hide()
        if (keep_match is None or not self.select_match(keep_match)) and self.matches_proxy.rowCount():
            self.matches_view.selectRow(0)  # the newest match
        if keep_event is not None and self.events_model.row_of(keep_event.id) >= 0:
            self.select_event(keep_event.id)
        elif self.events_model.rowCount():
            self.select_event(self.events_model.entry(0).id)
        else:
            self._event_chosen()
        self._scope_changed(load=False)
        self._clear_statistics()
        self._update()
        self.loaded.emit()
        if self.tabs.currentIndex() == self.stats_tab and not catalog.empty:
            self.show_statistics()

    def _not_loaded(self, message: str) -> None:
        self.catalog = None
        for model in (self.matches_model, self.events_model, self.members_model, self.rounds_model):
            model.set_entries([])
        self._clear_statistics()
        self._say(fill(self.tr("Cannot read the club database: %1"), message))
        self._update()
        self.loaded.emit()

    def _say(self, message: str) -> None:
        self.notice.setText(message)
        self.notice.show()

    # -- choices -----------------------------------------------------------------------------------
    def _chosen_match(self) -> int | None:
        rows = self.matches_view.selectionModel().selectedRows()
        return int(rows[0].data(ID_ROLE)) if rows else None

    def _chosen_finished(self) -> bool:
        rows = self.matches_view.selectionModel().selectedRows()
        if not rows:
            return False
        entry = self.matches_model.entry(self.matches_proxy.mapToSource(rows[0]).row())
        return entry.finished

    def review_match(self) -> Any:
        """The chosen finished match reviewed decision by decision (issue 24), off the UI thread."""
        match_id = self._chosen_match()
        if match_id is None or not self._chosen_finished() or self.jobs.busy:
            return None
        from ..review import ReviewWindow  # the analysis is imported when a match is first reviewed

        if self.review_window is None:
            self.review_window = ReviewWindow(self.window(), jobs=self.jobs)
        window = self.review_window
        window.show()
        window.raise_()
        window.activateWindow()
        window.review_url(self.url, match_id)
        return window

    def select_match(self, match_id: int) -> bool:
        for r in range(self.matches_proxy.rowCount()):
            index = self.matches_proxy.index(r, 0)
            if index.data(ID_ROLE) == match_id:
                self.matches_view.selectRow(r)
                self.matches_view.scrollTo(index)
                return True
        return False

    def _chosen_event(self) -> EventEntry | None:
        index = self.events_view.currentIndex()
        return self.events_model.entry(index.row()) if index.isValid() else None

    def select_event(self, event_id: int) -> bool:
        row = self.events_model.row_of(event_id)
        if row < 0:
            return False
        self.events_view.setCurrentIndex(self.events_model.index(row))
        return True

    def _event_chosen(self) -> None:
        event = self._chosen_event()
        rounds = event.rounds if event is not None and event.managed else ()
        drafts = event.drafts if event is not None and event.managed else ()
        self.rounds_model.set_rounds(rounds, drafts)
        if rounds:
            self.rounds_view.setCurrentIndex(self.rounds_model.index(len(rounds) - 1))  # the latest round
        if event is not None and not event.managed:
            self.event_note.setText(self.tr("An event of played matches only (imported, not run on the Events page): it has no seatings or standings."))
        elif event is not None and not rounds:
            self.event_note.setText(self.tr("No round seated yet."))
        elif drafts:
            note = self.tr("Draft: round %1 is seated but not published; its seating may still change.")
            self.event_note.setText(fill(note, ", ".join(map(str, drafts))))
        else:
            self.event_note.setText("")
        self._update()

    def _chosen_round(self) -> int | None:
        index = self.rounds_view.currentIndex()
        return self.rounds_model.entry(index.row()) if index.isValid() else None

    def select_round(self, number: int) -> bool:
        row = self.rounds_model.row_of(number)
        if row < 0:
            return False
        self.rounds_view.setCurrentIndex(self.rounds_model.index(row))
        return True

    def _update(self, *_: Any) -> None:
        busy = self.jobs.busy
        ok = self.catalog is not None
        event = self._chosen_event()
        for w in (self.choose_button, self.default_button, self.reload_button):
            w.setEnabled(not busy)
        self.tabs.setEnabled(ok)
        self.scorepad_button.setEnabled(ok and not busy and self._chosen_match() is not None)
        self.review_button.setEnabled(ok and not busy and self._chosen_finished())
        self.sheets_button.setEnabled(ok and not busy and self._chosen_round() is not None)
        self.seating_button.setEnabled(ok and not busy and self._chosen_round() is not None)
        self.standings_button.setEnabled(ok and not busy and event is not None and event.managed)
        scope = self.scope_combo.currentData()
        self.choice_combo.setEnabled(ok and scope != "club" and self.choice_combo.count() > 0)
        self.stats_pdf_button.setEnabled(ok and not busy and self.shown is not None)
        self.versus_box.setEnabled(ok and self.members_model.rowCount() >= 2)
        for combo in (self.versus_a, self.versus_b):
            combo.setEnabled(ok and self.versus_box.isChecked())
        if not busy and self._reload_wanted:  # the lists first: their statistics follow when on show
            self._reload_wanted = False
            self._stats_wanted = False
            self.reload()
        elif not busy and self._stats_wanted:
            self._stats_wanted = False
            self.show_statistics()

    # -- the PDFs -----------------------------------------------------------------------------------
    def _ask_pdf(self, name: str, caption: str) -> str | None:
        if self.jobs.busy:
            return None
        folder = self.settings.get(S.LAST_FOLDER) or os.path.expanduser("~")
        return self.dialogs.save_pdf(self, caption, os.path.join(folder, name)) or None

    def _render(self, make: Any, path: str, text: str, title: str) -> bool:
        from engine.errors import check_cancelled
        from engine.files import write_atomically

        stop = Stop()

        def work() -> str:
            pdf = make()
            check_cancelled(stop)  # cancelled while it rendered: no PDF written
            write_atomically(path, pdf)
            return path

        return self.jobs.start(work, text, self._written, lambda m: self.dialogs.warning(self, title, m),
                               cancel=stop.set,
                               stopped=lambda: self._say(self.tr("Cancelled: no PDF was written")))

    def _written(self, path: str) -> None:
        self.settings.set(S.LAST_FOLDER, os.path.dirname(path))
        if not self.opener(path):
            self.dialogs.warning(self, self.tr("Cannot open the PDF"),
                                 fill(self.tr("The report was saved to %1, but no PDF viewer opened it."), path))
        self.finished.emit(path)

    def print_scorepad(self) -> bool:
        """The chosen match's scorepad (``bakehouse report scorepad --match ID``)."""
        import reports.club
        from engine.services.reports import stored_scorepad

        match_id = self._chosen_match()
        if match_id is None or self.jobs.busy:
            return False
        path = self._ask_pdf(f"match-{match_id}-scorepad.pdf", self.tr("Save the scorepad as PDF"))
        if path is None:
            return False
        url, paper = self.url, self.paper
        return self._render(lambda: reports.club.stored_scorepad_pdf(stored_scorepad(url, match_id), paper), path, self.tr("Printing the scorepad…"),
                            self.tr("Cannot print the scorepad"))

    def print_scoresheets(self) -> bool:
        """Blank scoresheets of the chosen round (``report scoresheets --event ID --round N``)."""
        from engine.services.reports import event_sheets
        from reports.club import scoresheets_pdf

        from .share_dialog import shared_url

        event, number = self._chosen_event(), self._chosen_round()
        if event is None or number is None or self.jobs.busy:
            return False
        path = self._ask_pdf(f"{_stem(event.name)}-round-{number}-scoresheets.pdf",
                             self.tr("Save the scoresheets as PDF"))
        if path is None:
            return False
        url, paper, live = self.url, self.paper, shared_url(event.id)  # the QR codes open the live page if shared
        return self._render(lambda: scoresheets_pdf(event_sheets(url, event.id), number, paper, live=live), path,
                            self.tr("Printing the scoresheets…"), self.tr("Cannot print the scoresheets"))

    def print_seating(self) -> bool:
        """The chosen round's wall lists (``report seating --event ID --round N``)."""
        from engine.services.reports import event_sheets
        from reports.club import seating_pdf

        from .share_dialog import shared_url

        event, number = self._chosen_event(), self._chosen_round()
        if event is None or number is None or self.jobs.busy:
            return False
        path = self._ask_pdf(f"{_stem(event.name)}-round-{number}-seating.pdf", self.tr("Save the seating as PDF"))
        if path is None:
            return False
        url, paper, live = self.url, self.paper, shared_url(event.id)  # its QR code opens the live page if shared
        return self._render(lambda: seating_pdf(event_sheets(url, event.id), number, paper, live=live), path,
                            self.tr("Printing the seating…"), self.tr("Cannot print the seating"))

    def print_standings(self) -> bool:
        """The chosen event's standings (``report standings --event ID``)."""
        from engine.services.reports import event_standings
        from reports.club import standings_pdf

        event = self._chosen_event()
        if event is None or self.jobs.busy:
            return False
        path = self._ask_pdf(f"{_stem(event.name)}-standings.pdf", self.tr("Save the standings as PDF"))
        if path is None:
            return False
        url, paper = self.url, self.paper
        return self._render(lambda: standings_pdf(event_standings(url, event.id), paper), path,
                            self.tr("Printing the standings…"), self.tr("Cannot print the standings"))

    def print_statistics(self) -> bool:
        """The statistics on show as PDF (``report stats``): the very sections drawn here."""
        shown = self.shown
        if shown is None or self.jobs.busy:
            return False
        path = self._ask_pdf(f"{_stem(shown.title)}.pdf", self.tr("Save the statistics as PDF"))
        if path is None:
            return False
        paper = self.paper
        return self._render(lambda: shown.pdf(paper), path, self.tr("Printing the statistics…"),
                            self.tr("Cannot print the statistics"))


    # -- statistics ---------------------------------------------------------------------------------
    def _tab_changed(self) -> None:
        if self.tabs.currentIndex() == self.stats_tab and self.shown is None and self.catalog is not None \
                and not self.catalog.empty:
            self.show_statistics()

    def _scope_changed(self, load: bool = True) -> None:
        scope = self.scope_combo.currentData()
        models: dict[str, EventsModel | MembersModel] = {"event": self.events_model, "member": self.members_model}
        model = models.get(scope)
        keep = self.choice_combo.currentData(ID_ROLE)
        if model is None:
            self.choice_combo.setModel(RoundsModel(self.choice_combo))  # nothing to choose: the club
        else:
            self.choice_combo.setModel(model)
            row = model.row_of(keep) if keep is not None else -1
            self.choice_combo.setCurrentIndex(max(0, row) if model.rowCount() else -1)
        self._update()
        if load:
            self.show_statistics()

    def set_scope(self, scope: str, ident: int | None = None) -> bool:
        """Choose the club, an event or a member (by id) and show their statistics."""
        i = self.scope_combo.findData(scope)
        if i < 0:
            return False
        self.scope_combo.blockSignals(True)
        self.scope_combo.setCurrentIndex(i)
        self.scope_combo.blockSignals(False)
        self._scope_changed(load=False)
        if ident is not None:
            model = self.choice_combo.model()
            row = model.row_of(ident) if isinstance(model, EventsModel | MembersModel) else -1
            if row < 0:
                return False
            self.choice_combo.setCurrentIndex(row)
        return self.show_statistics()

    def set_game(self, ruleset: str | None) -> bool:
        """Count every game (None) or one game's matches, and show the statistics."""
        i = self.game_combo.findData(ruleset)
        if i < 0:
            return False
        self.game_combo.setCurrentIndex(i)
        return self.show_statistics()

    def set_versus(self, a: int | None, b: int | None = None) -> bool:
        """Two members (by id) head to head, or none (``a`` None), and show the statistics."""
        self.versus_box.blockSignals(True)
        self.versus_box.setChecked(a is not None)
        self.versus_box.blockSignals(False)
        for combo, ident in ((self.versus_a, a), (self.versus_b, b)):
            row = self.members_model.row_of(ident) if ident is not None else -1
            if ident is not None and row < 0:
                return False
            if row >= 0:
                combo.setCurrentIndex(row)
        self._update()
        return self.show_statistics()

    def _versus_toggled(self, on: bool) -> None:
        if on and self.versus_a.currentIndex() == self.versus_b.currentIndex() and self.members_model.rowCount() > 1:
            self.versus_b.setCurrentIndex(1 if self.versus_a.currentIndex() == 0 else 0)  # two members, not one twice
        self._update()
        self.show_statistics()

    def _versus(self) -> tuple[int, int] | None:
        """The two members chosen head to head; None when not asked (or one member twice)."""
        a, b = self.versus_a.currentData(ID_ROLE), self.versus_b.currentData(ID_ROLE)
        if not self.versus_box.isChecked() or a is None or b is None or a == b:
            return None
        return (int(a), int(b))

    def show_statistics(self) -> bool:
        """Work out the chosen scope's statistics off the UI thread, then draw them.  The skill and
        luck of each match are stored once (issue 29): the matches not analysed yet (an upgraded
        database's, the first time) are analysed here, with a bar and Cancel (what was done is kept)."""
        from engine.services.reports import scope_statistics
        from reports.club import club_statistics

        if self.catalog is None:
            return False
        if self.jobs.busy:
            self._stats_wanted = True  # when the running job ends
            return True
        scope = self.scope_combo.currentData()
        ident = self.choice_combo.currentData(ID_ROLE)
        if scope != "club" and ident is None:
            self._clear_statistics(self.tr("No event to choose in this database.") if scope == "event"
                                   else self.tr("No member to choose in this database."))
            return False
        url = self.url
        kwargs: dict[str, Any] = {"member": ident} if scope == "member" else {"event": ident} if scope == "event" else {}
        kwargs["ruleset"] = self.game_combo.currentData()
        kwargs["versus"] = self._versus()
        stop = Stop()
        kwargs.update(progress=self.jobs.report, cancelled=stop)
        return self.jobs.start(lambda: club_statistics(scope_statistics(url, **kwargs)), self.tr("Working out the statistics…"),
                               self._draw_statistics, self._clear_statistics, stop.set,
                               stopped=self._clear_statistics)

    def _clear_statistics(self, message: str = "") -> None:
        self.shown = None
        for view in self.sections:  # Qt deletes them (their parent owns them), once events are done
            view.hide()
            self.stats_layout.removeWidget(view)
            view.deleteLater()
        self.sections = []
        self.stats_title.setText(message)
        self._update()

    def _draw_statistics(self, shown: ClubStatistics) -> None:
        if self._stats_wanted:  # another scope was chosen meanwhile: its statistics come next
            return
        self._clear_statistics()
        self.shown = shown
        self.stats_title.setText(f"{shown.title}: {shown.described}")
        for section in shown.sections:
            view = SectionView(section, self.stats_body)
            for chart in view.charts:
                chart.export_requested.connect(self.export_chart)
            self.stats_layout.insertWidget(self.stats_layout.count() - 1, view)
            self.sections.append(view)
        self.stats_area.verticalScrollBar().setValue(0)
        self._update()
        self.statistics_shown.emit(shown)

    def charts(self) -> list[ChartView]:
        return [c for s in self.sections for c in s.charts]

    def export_chart(self, chart: ChartView) -> bool:
        """Save one chart as PNG, where the user says."""
        from engine.files import write_atomically

        folder = self.settings.get(S.LAST_FOLDER) or os.path.expanduser("~")
        owner = self.shown.title if self.shown is not None else "statistics"
        path = self.dialogs.save_png(self, self.tr("Save the chart as PNG"),
                                     os.path.join(folder, f"{_stem(owner)}-{_stem(chart.title)}.png"))
        if not path:
            return False
        try:
            write_atomically(path, chart.png())
        except (OSError, ValueError) as e:
            self.dialogs.warning(self, self.tr("Cannot save the chart"), one_line(e))
            return False
        self.settings.set(S.LAST_FOLDER, os.path.dirname(path))
        self.finished.emit(path)
        return True


class ClubReportsWindow(QWidget):
    """The Reports view as a window of its own beside the practice table (Reports > Club
    reports and statistics): a :class:`ClubReportsPanel` with all three tabs and the database
    line; the panel's attributes are the window's."""

    def __init__(self, settings: Settings, dialogs: DialogService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clubReports")
        self.setWindowTitle(self.tr("Club reports and statistics"))
        self.setWindowFlag(Qt.WindowType.Window, True)
        close = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)  # as a dialog would
        close.activated.connect(self.close)
        self.panel = ClubReportsPanel(settings, dialogs, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.panel)
        self.resize(980, 560)
        geometry = settings.get(S.CLUB_GEOMETRY)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)

    def __getattr__(self, name: str) -> Any:  # the panel's lists, buttons, signals and actions
        if name == "panel":
            raise AttributeError(name)
        return getattr(self.panel, name)

    @property
    def opener(self) -> Opener:
        return self.panel.opener

    @opener.setter
    def opener(self, opener: Opener) -> None:
        self.panel.opener = opener

    def showEvent(self, event: QShowEvent) -> None:
        """Never larger than the screen's free area (a 1024x600 laptop), never off it."""
        super().showEvent(event)
        keep_within_screen(self)

    # -- closing ------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.panel.settings.set(S.CLUB_GEOMETRY, self.saveGeometry())
        super().closeEvent(event)
