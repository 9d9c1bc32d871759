"""The club home's Statistics and Reports pages: the Reports view's parts
(:class:`desktop.club.window.ClubReportsPanel`) over the home's open database.

- **Statistics**: the whole club, one event or one member, as charts, and their PDF.
- **Reports**: every match (its scorepad) and every event (a round's blank scoresheets, the
  standings) as PDFs.

The panel, and with it pyqtgraph and the PDF makers, is built the first time the page is
shown: the app starts without them (benchmarks/app_startup.py).  That takes seconds: the page
says so and is painted before (the previous page stayed on the screen meanwhile, #30); another
database's lists are cleared at once, never shown while the new ones are read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from .context import ClubContext, ClubPage

if TYPE_CHECKING:
    from .window import ClubReportsPanel


class _PanelPage(ClubPage):
    tabs: tuple[str, ...] = ()

    def __init__(self, context: ClubContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.panel: ClubReportsPanel | None = None
        self.closed_note = QLabel(self.tr("No club database is open: File > Open… or File > New club database…"))
        self.closed_note.setTextFormat(Qt.TextFormat.PlainText)
        self.closed_note.setWordWrap(True)
        self.closed_note.setAccessibleName(self.tr("No database"))
        # said (and painted) while the panel is built, the first time the page is shown (#30)
        self.building = QLabel(self.building_text())
        self.building.setObjectName("pageBuilding")
        self.building.setTextFormat(Qt.TextFormat.PlainText)
        self.building.setAccessibleName(self.building.text())
        self.building.hide()
        self.box = QVBoxLayout(self)
        self.box.addWidget(self.closed_note)
        self.box.addWidget(self.building)
        self.box.addStretch(1)
        context.database_changed.connect(self._database_changed)

    def building_text(self) -> str:
        return self.tr("Opening the page…")

    def _url(self) -> str | None:
        db = self.context.database
        return db.url if db is not None else None

    def _database_changed(self) -> None:
        """Another database (or none): the lists of the one before go at once, not when the new
        ones have been read (#30: the previous event's entries stayed for seconds)."""
        if self.panel is None:
            return
        self.panel.catalog = None
        for model in (self.panel.matches_model, self.panel.events_model, self.panel.members_model,
                      self.panel.rounds_model):
            model.set_entries([])
        self.panel._clear_statistics()
        if self.context.database is not None:
            self.panel._say(self.tr("Reading the club database…"))

    def ensure_panel(self) -> ClubReportsPanel:
        if self.panel is None:
            from .window import ClubReportsPanel

            self.panel = ClubReportsPanel(self.context.settings, self.context.dialogs, self, jobs=self.context.jobs,
                                          url=self._url, tabs=self.tabs)
            self.box.insertWidget(0, self.panel, 1)
            self.box.takeAt(self.box.count() - 1)  # the stretch: the panel takes the room
        return self.panel

    def refresh(self) -> None:
        open_ = self.context.database is not None
        self.closed_note.setVisible(not open_)
        if not open_:
            if self.panel is not None:
                self.panel.hide()
            return
        if self.panel is None:  # seconds of imports: this page says so first, painted now
            self.building.show()
            if self.isVisible():
                self.box.activate()  # the note's place now, not at the next layout pass
                self.repaint()
        panel = self.ensure_panel()
        self.building.hide()
        panel.show()
        panel._show_database()
        panel.reload()


class StatisticsPage(_PanelPage):
    page_id = "statistics"
    tabs = ("stats",)

    def title(self) -> str:
        return self.tr("Statistics")

    def building_text(self) -> str:
        return self.tr("Opening the statistics…")


class ReportsPage(_PanelPage):
    page_id = "reports"
    tabs = ("matches", "events")

    def title(self) -> str:
        return self.tr("Reports")

    def building_text(self) -> str:
        return self.tr("Opening the reports…")
