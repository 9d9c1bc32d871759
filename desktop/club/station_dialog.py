"""This scoring station's name and tables, set from the Tables page (issue 20): the name is
written with every entry the station logs and shown to the others ("held by station Bar-2");
the tables ("1-3, 5") are offered for scoring here and shown first, the others watched.
Empty: the host name, and every table (the organizer's station).  Kept in the app's settings
(``STATION_NAME``, ``STATION_TABLES``); a wrong value gets its one line and nothing is kept.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from engine.errors import BakehouseError
from engine.services.stations import MAX_STATION, clean_station, parse_tables, tables_text

from ..settings import STATION_NAME, STATION_TABLES, Settings
from ..text import fill
from ..widgets.screen_fit import fit_on_show
from .scoring import station_name


class StationDialog(QDialog):
    """The station's name and the tables it scores."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("This station"))
        self.setMinimumWidth(440)
        lay = QVBoxLayout(self)
        hint = QLabel(self.tr("The other stations see this name on the tables it scores. Give the tables this "
                              "station scores (such as 1-3, 5), or leave it empty to score every table."))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        form = QFormLayout()
        self.name = QLineEdit(settings.get(STATION_NAME))
        self.name.setMaxLength(MAX_STATION)
        self.name.setPlaceholderText(station_name(""))
        self.name.setAccessibleName(self.tr("Station name"))
        self.tables = QLineEdit(settings.get(STATION_TABLES))
        self.tables.setMaxLength(200)
        self.tables.setPlaceholderText(self.tr("every table"))
        self.tables.setAccessibleName(self.tr("Tables this station scores"))
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Tables:"), self.tables)
        lay.addLayout(form)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("Problem"))
        lay.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.try_accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setTabOrder(self.name, self.tables)
        self.name.setFocus()
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    def try_accept(self) -> None:
        """Keep both values, or say what is wrong and keep nothing."""
        try:
            name = clean_station(self.name.text()) if self.name.text().strip() else ""
            tables = parse_tables(self.tables.text())
        except BakehouseError as e:
            self.problem.setText(fill(self.tr("Not kept: %1"), e.text()))
            return
        self.settings.set(STATION_NAME, name)
        self.settings.set(STATION_TABLES, tables_text(tables))
        self.accept()
