"""The Events list's columns in German at a 1024x600 home: the "Veranstaltung" header was cut (the
Rounds column, "1/3 + Finale geschlossen", took the room) and the list scrolled sideways past its
Date; each header is whole now and the Rounds column gives way with an ellipsis (#30)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from desktop.club import event_models
from desktop.club.events_page import EventsPage

from .events_club import build_members, make_context
from .test_translation import german  # noqa: F401, F811  (a fixture)


@pytest.mark.usefixtures("german")
def test_every_header_of_the_events_list_is_whole_in_german(qtbot, settings, dialogs, tmp_path, monkeypatch) -> None:
    from desktop.app import make_app

    make_app([])  # the app's style sheet: bold headers
    shown = event_models.EventListModel.data

    def closed_after_a_final(self, index, role=Qt.ItemDataRole.DisplayRole):  # noqa: ANN001, ANN202
        if index.column() == 4 and role == Qt.ItemDataRole.DisplayRole:
            return "1/3 + Finale geschlossen"
        return shown(self, index, role)

    monkeypatch.setattr(event_models.EventListModel, "data", closed_after_a_final)
    path = tmp_path / "club.sqlite3"
    build_members(path)
    context, host = make_context(path, settings, dialogs)
    qtbot.addWidget(host)
    page = EventsPage(context)
    qtbot.addWidget(page)
    page.resize(860, 560)  # the page beside the home's sidebar on a 1024 px screen
    page.show()
    qtbot.waitExposed(page)
    view = page.list
    header = view.horizontalHeader()
    assert page.events_model.headerData(0, Qt.Orientation.Horizontal) == "Veranstaltung"
    bold = QFont(header.font())
    bold.setBold(True)
    for c in (0, 1, 4):
        text = page.events_model.headerData(c, Qt.Orientation.Horizontal)
        assert header.sectionSize(c) >= QFontMetrics(bold).horizontalAdvance(text) + 12, (text, header.sectionSize(c))
    assert header.length() <= view.viewport().width()  # no sideways scrolling past the Date
