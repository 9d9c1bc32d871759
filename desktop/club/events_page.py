"""The Events page of the club home: the evening from the organizer's chair
(/work/shared/ORGANIZER.md steps 2-4, 6-7, 10-12 and 14).

- the club's events (a list; the one chosen becomes the context's current event) and **New
  event** (the wizard: three clicks with the defaults);
- **Check-in**: a search box with the focus in it; typing "ann" shows Ann Smith and Enter
  checks her in; a name not found offers "Add a guest" at once (Enter again); the checked-in
  count always shows; Ctrl+Z takes back the last check-in; members who came last time first.
  Leaves and Substitute (the substitute's name typed beside it) act on the chosen player (late arrivals are simply checked in: they are
  seated from the next round);
- **Seating**: "Seat round N" makes a draft off the UI thread (the context's Jobs); each table a
  list; drag a name to another table, or choose two and Swap; Pin to table; Keep apart; the cost
  line ("0 repeat meetings, sizes 4-4-4") follows every change, which is made as asked and never
  undone behind the organizer's back; Publish; the Final stage (top N); Close event (ratings
  move).  A league season lists its club nights.

Every action is one call of :mod:`engine.services.events` (one unit of work, committed before
the page shows it); a refusal is the service's one line in the page's message line and
changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, QSortFilterProxyModel, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError
from engine.names import search_key, search_words
from engine.services import events as ev
from engine.tournament.event import Event, EventKind

from ..jobs import Stop
from ..text import fill, who
from ..widgets.elided import ElidedLabel
from .context import ClubContext, ClubPage
from .event_models import CheckInModel, EventListModel, NameFilter, SeatsModel
from .event_wizard import NewEventWizard
from .models import ID_ROLE, SORT_ROLE


def _plain(label: QLabel) -> QLabel:
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class CheckInPanel(QWidget):
    """Check-in: the search box, the members, the count, undo, drop and substitute."""

    def __init__(self, page: EventsPage) -> None:
        super().__init__(page)
        self.page = page
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Type a name, Enter checks in"))
        self.search.setAccessibleName(self.tr("Check in"))
        self.search.setClearButtonEnabled(True)
        self.count = _plain(QLabel())
        self.count.setAccessibleName(self.tr("Checked in"))
        f = self.count.font()
        f.setBold(True)
        self.count.setFont(f)
        row.addWidget(self.search, 1)
        row.addWidget(self.count)
        lay.addLayout(row)
        self.guest = QPushButton()
        self.guest.setAccessibleName(self.tr("Add a guest"))
        self.guest.setVisible(False)
        lay.addWidget(self.guest)
        self.model = CheckInModel(self)
        self.proxy = NameFilter(self)
        self.proxy.setSourceModel(self.model)
        self.list = QListView()
        self.list.setModel(self.proxy)
        self.list.setAccessibleName(self.tr("Members"))
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setUniformItemSizes(True)
        lay.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        self.undo = QPushButton(self.tr("&Undo check-in"))
        self.undo.setToolTip(self.tr("Takes back the last check-in (Ctrl+Z)"))
        self.undo.setAccessibleName(self.tr("Undo check-in"))
        self.drop = QPushButton(self.tr("&Leaves"))
        self.drop.setToolTip(self.tr("The chosen player leaves: not seated from the next round; results stay"))
        self.drop.setAccessibleName(self.tr("Drop the chosen player"))
        self.sub_name = QLineEdit()
        self.sub_name.setPlaceholderText(self.tr("Substitute's name"))
        self.sub_name.setAccessibleName(self.tr("Substitute's name"))
        self.sub_name.setMaxLength(40)
        self.sub = QPushButton(self.tr("&Substitute"))
        self.sub.setToolTip(self.tr("The substitute takes the chosen player's seat in the current round"))
        self.sub.setAccessibleName(self.tr("Substitute the chosen player"))
        for b in (self.undo, self.drop, self.sub_name, self.sub):
            buttons.addWidget(b)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        self.search.textChanged.connect(self._typed)
        self.search.returnPressed.connect(self.enter)
        self.guest.clicked.connect(self.add_guest)
        self.list.activated.connect(self._activated)
        self.undo.clicked.connect(self.undo_last)
        self.drop.clicked.connect(self.drop_chosen)
        self.sub.clicked.connect(self.substitute_chosen)
        self.sub_name.returnPressed.connect(self.substitute_chosen)
        #: this station's check-ins, last last (Ctrl+Z takes back the last)
        self.history: list[int] = []
        # Ctrl+Z in the search box takes back the last check-in (not the box's own typing undo)
        self.search.installEventFilter(self)
        self.setTabOrder(self.search, self.guest)
        self.setTabOrder(self.guest, self.list)
        self.setTabOrder(self.list, self.undo)
        self.setTabOrder(self.undo, self.drop)
        self.setTabOrder(self.drop, self.sub_name)
        self.setTabOrder(self.sub_name, self.sub)
        self._typed("")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.search and event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            assert isinstance(event, QKeyEvent)
            if event.matches(QKeySequence.StandardKey.Undo):
                if event.type() == QEvent.Type.KeyPress:
                    self.undo_last()
                event.accept()
                return True
            if (event.type() == QEvent.Type.KeyPress and self.proxy.rowCount()
                    and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
                    and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
                # Up and Down choose among the names shown, the focus staying in the box (Enter checks in)
                row = self.list.currentIndex().row() if self.list.currentIndex().isValid() else -1
                step = 1 if event.key() == Qt.Key.Key_Down else -1
                row = max(0, min(self.proxy.rowCount() - 1, row + step))
                self.list.setCurrentIndex(self.proxy.index(row, 0))
                return True
        return super().eventFilter(watched, event)

    def refresh(self, event: Event | None) -> None:
        db = self.page.context.database
        if event is None or db is None:
            self.model.set_rows([])
        else:
            self.model.set_rows(ev.check_in_list(db, event.id))
        self.count.setText(fill(self.tr("%1 checked in"), self.model.checked_in))
        self._typed(self.search.text())

    def _typed(self, text: str) -> None:
        self.proxy.set_typed(text)
        if self.proxy.rowCount():
            self.list.setCurrentIndex(self.proxy.index(self._likely_row(text), 0))
        name = text.strip()
        offer = bool(name) and self.proxy.rowCount() == 0 and self.page.event_id is not None
        self.guest.setText(fill(self.tr("Add %1 as a guest (Enter)"), who(name)))
        self.guest.setVisible(offer)

    def _likely_row(self, text: str) -> int:
        """The row Enter checks in: one not checked in yet, a name starting with what was typed first
        ("jon" is Jon Kim, not Ben Jones checked in an hour ago: Enter said "Ben Jones is checked in
        already" and Jon Kim was never checked in), else the first shown."""
        typed = " ".join(search_words(text))
        if not typed:
            return 0  # nothing typed: nobody chosen for Enter (the list as it is)

        def rank(row: int) -> tuple[bool, bool, int]:
            arrival = self.model.arrival(self.proxy.mapToSource(self.proxy.index(row, 0)).row())
            starts = any(line.startswith(typed) for line in search_key(arrival.name).split("\n"))
            return (arrival.checked_in, not starts, row)

        return min(range(self.proxy.rowCount()), key=rank)

    def enter(self) -> None:
        """Enter in the search box: check in the member shown first (or chosen), else add the guest."""
        if self.guest.isVisible():
            self.add_guest()
            return
        if not self.search.text().strip():
            return  # Enter in the empty box checks nobody in (it checked in the first of the list)
        index = self.list.currentIndex()
        if not index.isValid() and self.proxy.rowCount():
            index = self.proxy.index(0, 0)
        if index.isValid():
            self._activated(index)

    def _activated(self, index: QModelIndex) -> None:
        arrival = self.model.arrival(self.proxy.mapToSource(index).row())
        if arrival.checked_in:
            self.page.say(fill(self.tr("%1 is checked in already"), who(arrival.name)))
            self._clear()
            return
        self._check_in(lambda db, e: ev.check_in(db, e, arrival.member))

    def add_guest(self) -> None:
        name = self.search.text()
        self._check_in(lambda db, e: ev.add_guest(db, e, name))

    def _check_in(self, action: Callable[[Any, int], ev.Added]) -> None:
        added = self.page.act(action)
        if added is None:
            return
        self.history.append(added.member)
        if added.from_round > 1:
            self.page.say(fill(self.tr("%1 checked in: seated from round %2"), who(added.name), added.from_round))
        else:
            self.page.say(fill(self.tr("%1 checked in"), who(added.name)))
        self._clear()

    def _clear(self) -> None:
        self.search.clear()
        self.search.setFocus()

    def undo_last(self) -> None:
        if not self.history:
            self.page.say(self.tr("No check-in to take back"))
            return
        member = self.history[-1]
        removed = self.page.act(lambda db, e: ev.undo_check_in(db, e, member))
        if removed is not None:
            self.history.pop()
            if removed.guest_removed:  # added as a guest by this check-in, and nothing else knows them
                self.page.say(fill(self.tr("Check-in of %1 taken back: the guest is no longer among the members"),
                                   who(removed.name)))
            else:
                self.page.say(fill(self.tr("Check-in of %1 taken back"), who(removed.name)))
        self.search.setFocus()

    def _chosen(self) -> ev.Arrival | None:
        index = self.list.currentIndex()
        if not index.isValid():
            self.page.say(self.tr("Choose a player in the list first"))
            return None
        return self.model.arrival(self.proxy.mapToSource(index).row())

    def drop_chosen(self) -> None:
        a = self._chosen()
        if a is None:
            return
        left = self.page.act(lambda db, e: ev.drop(db, e, a.member))
        if left is not None:
            self.page.say(fill(self.tr("%1 leaves: not seated from round %2 on; results so far stay"),
                               who(left.name), left.dropped))

    def substitute_chosen(self) -> None:
        a = self._chosen()
        name = self.sub_name.text().strip()
        if a is None:
            return
        if not name:
            self.page.say(self.tr("Type the substitute's name first"))
            self.sub_name.setFocus()
            return
        done = self.page.act(lambda db, e: ev.substitute(db, e, a.member, name))
        if done is not None:
            self.page.say(fill(self.tr("%1 takes %2's seat in round %3"), who(done.arriving.name), who(done.leaving),
                               done.round))
            self.sub_name.clear()
            self._clear()


class SeatingPanel(QWidget):
    """A round's tables: seat, review (move, swap, pin, keep apart), publish, final, close."""

    def __init__(self, page: EventsPage) -> None:
        super().__init__(page)
        self.page = page
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.seat = QPushButton()
        self.seat.setAccessibleName(self.tr("Seat the next round"))
        self.publish = QPushButton(self.tr("&Publish"))
        self.publish.setAccessibleName(self.tr("Publish the draft round"))
        self.final_size = QSpinBox()
        self.final_size.setRange(2, 12)
        self.final_size.setValue(4)
        self.final_size.setPrefix(self.tr("top "))
        self.final_size.setAccessibleName(self.tr("Players at the final table"))
        self.final = QPushButton(self.tr("&Final"))
        self.final.setAccessibleName(self.tr("Seat the final table"))
        self.close_event = QPushButton(self.tr("&Close event"))
        self.close_event.setAccessibleName(self.tr("Close the event"))
        for w in (self.seat, self.publish, self.final_size, self.final, self.close_event):
            top.addWidget(w)
        top.addStretch(1)
        lay.addLayout(top)
        self.heading = _plain(QLabel())
        f = self.heading.font()
        f.setBold(True)
        self.heading.setFont(f)
        self.heading.setAccessibleName(self.tr("Round"))
        self.cost = _plain(QLabel())
        self.cost.setAccessibleName(self.tr("Cost of the seating"))
        lay.addWidget(self.heading)
        lay.addWidget(self.cost)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.tables_widget = QWidget()
        self.grid = QGridLayout(self.tables_widget)
        self.scroller.setWidget(self.tables_widget)
        lay.addWidget(self.scroller, 1)
        tools = QHBoxLayout()
        self.swap = QPushButton(self.tr("S&wap"))
        self.swap.setToolTip(self.tr("Swap the two chosen players (Ctrl+click to choose two)"))
        self.swap.setAccessibleName(self.tr("Swap the two chosen players"))
        self.pin_table = QSpinBox()
        self.pin_table.setRange(1, 99)
        self.pin_table.setPrefix(self.tr("table "))
        self.pin_table.setAccessibleName(self.tr("Table to move or pin to"))
        self.move_to = QPushButton(self.tr("&Move to table"))
        self.move_to.setToolTip(self.tr("The chosen player moves to that table (as dragging the name there)"))
        self.move_to.setAccessibleName(self.tr("Move the chosen player to the table"))
        self.pin = QPushButton(self.tr("Pin &to table"))
        self.pin.setToolTip(self.tr("The chosen player sits at that table from now on (a wheelchair, a bad back)"))
        self.pin.setAccessibleName(self.tr("Pin the chosen player to the table"))
        self.apart = QPushButton(self.tr("&Keep apart"))
        self.apart.setToolTip(self.tr("The two chosen players are never seated at one table from the next seating on"))
        self.apart.setAccessibleName(self.tr("Keep the two chosen players apart"))
        for w in (self.swap, self.pin_table, self.move_to, self.pin, self.apart):
            tools.addWidget(w)
        tools.addStretch(1)
        lay.addLayout(tools)
        self.views: list[QListView] = []
        self.models: list[SeatsModel] = []
        self.seat.clicked.connect(self.page.seat_next)
        self.publish.clicked.connect(self.page.publish)
        self.final.clicked.connect(lambda: self.page.seat_final(self.final_size.value()))
        self.close_event.clicked.connect(self.page.close_event)
        self.swap.clicked.connect(self.swap_chosen)
        self.pin.clicked.connect(self.pin_chosen)
        self.move_to.clicked.connect(self.move_chosen)
        self.apart.clicked.connect(self.apart_chosen)

    def refresh(self, event: Event | None) -> None:
        # a new widget for the tables (the scroll area deletes the old one, and its views)
        focused = QApplication.focusWidget()
        focus_inside = focused is not None and self.tables_widget.isAncestorOf(focused)
        self.tables_widget = QWidget()
        self.grid = QGridLayout(self.tables_widget)
        self.scroller.setWidget(self.tables_widget)
        if focus_inside:
            self.seat.setFocus()
        self.views, self.models = [], []
        league = event is not None and event.config.kind is EventKind.LEAGUE
        open_event = event is not None and not event.closed and not league
        rd = event.rounds[-1] if event is not None and event.rounds else None
        draft = rd is not None and not rd.published
        next_number = (len(event.rounds) + 1) if event is not None else 1
        self.seat.setText(fill(self.tr("&Seat round %1"), next_number))
        self.seat.setEnabled(open_event and not draft and event is not None and next_number <= event.config.rounds)
        self.publish.setEnabled(open_event and draft)
        self.final.setEnabled(open_event and not draft and rd is not None)
        self.close_event.setEnabled(open_event and rd is not None and not draft)
        for w in (self.swap, self.move_to, self.pin, self.apart, self.pin_table):
            w.setEnabled(open_event and draft)
        if event is None:
            self.heading.setText(self.tr("No event chosen"))
            self.cost.clear()
            return
        if league:
            db = self.page.context.database
            nights = ev.league_nights(db, event.id) if db is not None else []
            self.heading.setText(fill(self.tr("League season: %1 club nights"), len(nights)))
            self.cost.setText(", ".join(n.config.name for n in nights))
            return
        if rd is None:
            self.heading.setText(self.tr("No round seated yet"))
            self.cost.setText(fill(self.tr("%1 players checked in"), len(event.active(1))))
            return
        stage = {"final": self.tr("Final"), "semi": self.tr("Semi-finals")}.get(rd.stage)
        title = stage or fill(self.tr("Round %1"), rd.number)
        if draft:
            title = fill(self.tr("%1 - DRAFT, not published"), title)
        elif event.closed:
            title = fill(self.tr("%1 - the event is closed"), title)
        self.heading.setText(title)
        c = ev.cost(event, rd)
        self.cost.setText(self.cost_text(c))
        self.pin_table.setMaximum(max(1, len(rd.seating.tables)))
        columns = 4
        tables = list(rd.seating.tables)
        for i, players in enumerate(tables):
            self._add_table(i + 1, fill(self.tr("Table %1"), i + 1), players, event, draft, i, columns)
        if rd.seating.byes:
            self._add_table(0, self.tr("Bye"), rd.seating.byes, event, False, len(tables), columns)

    def _add_table(self, number: int, title: str, players: Any, event: Event, draft: bool, at: int,
                   columns: int) -> None:
        box = QGroupBox(title)
        inner = QVBoxLayout(box)
        inner.setContentsMargins(4, 4, 4, 4)
        model = SeatsModel(number, self._dropped, self)
        pinned = event.constraints.fixed
        model.set_players([(q, event.players[q].name) for q in players], draft, frozenset(q for q in players if q in pinned))
        view = QListView()
        view.setModel(model)
        view.setAccessibleName(title)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        if draft:
            view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
            view.setDefaultDropAction(Qt.DropAction.MoveAction)
            view.setDragEnabled(True)
            view.setAcceptDrops(True)
            view.setDropIndicatorShown(True)
        view.setMinimumHeight(90)
        # a long name ends in an ellipsis (its tooltip is the whole name), never cut mid-letter
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        inner.addWidget(view)
        self.grid.addWidget(box, at // columns, at % columns)
        self.views.append(view)
        self.models.append(model)

    def cost_text(self, c: ev.Cost) -> str:
        parts = [fill(self.tr("%1 repeat meetings") if c.repeats != 1 else self.tr("%1 repeat meeting"), c.repeats),
                 fill(self.tr("sizes %1"), "-".join(str(n) for n in c.sizes))]
        if c.apart_together:
            parts.append(fill(self.tr("%1 kept apart seated together"), c.apart_together))
        if c.off_pinned:
            parts.append(fill(self.tr("%1 off their pinned table"), len(c.off_pinned)))
        return ", ".join(parts)

    def chosen(self) -> list[int]:
        """The members chosen in the tables, in the order of the tables."""
        out = []
        for view, model in zip(self.views, self.models, strict=True):
            for index in sorted(view.selectionModel().selectedIndexes(), key=lambda i: i.row()):
                out.append(int(model.data(index, ID_ROLE)))
        return out

    def choose(self, members: list[int]) -> None:
        """Select these members in the tables (tests and keyboard users)."""
        for view, model in zip(self.views, self.models, strict=True):
            sel = view.selectionModel()
            sel.clearSelection()
            for row in range(model.rowCount()):
                index = model.index(row, 0)
                if int(model.data(index, ID_ROLE)) in members:
                    sel.select(index, QItemSelectionModel.SelectionFlag.Select)

    def _dropped(self, member: int, table: int) -> None:
        # after the drop has finished: the move redraws every table (this view too)
        QTimer.singleShot(0, lambda: self.page.move_player(member, table))

    def swap_chosen(self) -> None:
        chosen = self.chosen()
        if len(chosen) != 2:
            self.page.say(self.tr("Choose two players to swap (Ctrl+click the second)"))
            return
        self.page.swap(chosen[0], chosen[1])

    def move_chosen(self) -> None:
        chosen = self.chosen()
        if len(chosen) != 1:
            self.page.say(self.tr("Choose one player to move"))
            return
        self.page.move_player(chosen[0], self.pin_table.value())

    def pin_chosen(self) -> None:
        chosen = self.chosen()
        if len(chosen) != 1:
            self.page.say(self.tr("Choose one player to pin"))
            return
        self.page.pin(chosen[0], self.pin_table.value())

    def apart_chosen(self) -> None:
        chosen = self.chosen()
        if len(chosen) != 2:
            self.page.say(self.tr("Choose two players to keep apart (Ctrl+click the second)"))
            return
        self.page.keep_apart(chosen[0], chosen[1])


class _RowList(QTableView):
    """A list of rows in columns: Home and End go to the first and the last row (a table view's
    own End went to the last column of the row: End did not choose the last event, #30)."""

    def moveCursor(self, cursor_action: QAbstractItemView.CursorAction,  # noqa: N802
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        column = max(0, self.currentIndex().column())
        if rows and cursor_action is QAbstractItemView.CursorAction.MoveHome:
            return model.index(0, column)
        if rows and cursor_action is QAbstractItemView.CursorAction.MoveEnd:
            return model.index(rows - 1, column)
        return super().moveCursor(cursor_action, modifiers)

    #: the column that gives way (shortened with an ellipsis) so that the name column keeps its header
    yielding = 4

    def fit_columns(self) -> None:
        """The name column stretched, never narrower than its header ("Veranstaltung" was cut, #30);
        the others as wide as their contents, the yielding one (the rounds: "1/3 + Finale
        geschlossen") shortened first, so the list never scrolls sideways past its Date."""
        header = self.horizontalHeader()
        model = self.model()
        if model is None:
            return
        shown = [c for c in range(model.columnCount()) if not self.isColumnHidden(c)]
        bold = QFont(header.font())
        bold.setBold(True)  # the theme's headers are bold: measured so, with the style's padding on both sides
        title = QFontMetrics(bold)

        def head(c: int) -> int:
            text = str(model.headerData(c, Qt.Orientation.Horizontal) or "")
            return max(header.sectionSizeFromContents(c).width(), title.horizontalAdvance(text) + 24)

        want = {c: max(self.sizeHintForColumn(c), head(c)) for c in shown}
        # every header whole: the list asks the splitter for that room at least
        least = sum(head(c) for c in shown) + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()
        if self.minimumWidth() != least:
            self.setMinimumWidth(least)
        room = self.viewport().width()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        others = [c for c in shown if c != 0]
        fixed = sum(want[c] for c in others if c != self.yielding)
        for c in others:
            width = want[c]
            if c == self.yielding:
                least = head(c)
                width = max(least, min(width, room - fixed - want.get(0, 0)))
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(c, width)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit_columns()


class EventsPage(ClubPage):
    """The club's events, check-in and seating (see the module's text)."""

    page_id = "events"

    def __init__(self, context: ClubContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.current: Event | None = None
        self._note = ""
        lay = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        lay.addWidget(split, 1)
        left = QWidget()
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        self.new_button = QPushButton(self.tr("&New event..."))
        self.new_button.setAccessibleName(self.tr("New event"))
        self.new_button.setToolTip(self.tr("Ctrl+N"))
        left_lay.addWidget(self.new_button)
        self.events_model = EventListModel(self)
        self.events_proxy = QSortFilterProxyModel(self)
        self.events_proxy.setSourceModel(self.events_model)
        self.events_proxy.setSortRole(SORT_ROLE)
        self.list = _RowList()
        self.list.setModel(self.events_proxy)
        self.list.setAccessibleName(self.tr("Events"))
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setSortingEnabled(True)
        self.list.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.list.verticalHeader().hide()
        self.list.setWordWrap(False)  # "Demo: Entrepreneur…", not "Demo: ..." (a wrapped cell elides whole words)
        for c in (2, 3):
            self.list.hideColumn(c)
        for signal in (self.events_proxy.modelReset, self.events_proxy.rowsInserted, self.events_proxy.dataChanged,
                       self.events_proxy.layoutChanged):
            signal.connect(lambda *_: self.list.fit_columns())
        self.list.fit_columns()
        left_lay.addWidget(self.list, 1)
        split.addWidget(left)
        right = QWidget()
        right_lay = QVBoxLayout(right)
        right_lay.setContentsMargins(0, 0, 0, 0)
        self.title_label = ElidedLabel()
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setAccessibleName(self.tr("Event"))
        f = self.title_label.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.title_label.setFont(f)
        right_lay.addWidget(self.title_label)
        self.tabs = QTabWidget()
        self.check_in = CheckInPanel(self)
        self.seating = SeatingPanel(self)
        self.tabs.addTab(self.check_in, self.tr("Check-&in"))
        self.tabs.addTab(self.seating, self.tr("Seati&ng"))
        right_lay.addWidget(self.tabs, 1)
        self.message = _plain(QLabel())
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Message"))
        right_lay.addWidget(self.message)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([340, 660])
        self.new_button.clicked.connect(self.new_event)
        self.list.selectionModel().currentRowChanged.connect(self._chosen_row)
        self._actions()
        self.refresh()

    def title(self) -> str:
        return self.tr("Events")

    # -- menu entries and shortcuts ------------------------------------------------------------
    def _actions(self) -> None:
        """Each main action of the page as a QAction with its shortcut (the home's menu lists
        :meth:`menu_actions`; the shortcuts work while the page is shown)."""

        def action(text: str, keys: str | QKeySequence.StandardKey, slot: Callable[[], None]) -> QAction:
            a = QAction(text, self)
            a.setShortcut(QKeySequence(keys))
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.new_action = action(self.tr("&New event..."), "Ctrl+N", self.new_event)
        self.check_in_action = action(self.tr("Check &in"), "Ctrl+I", self.focus_check_in)
        self.undo_action = action(self.tr("&Undo check-in"), "Ctrl+Z", self.check_in.undo_last)
        self.seat_action = action(self.tr("&Seat next round"), "Ctrl+R", self.seat_next)
        self.publish_action = action(self.tr("&Publish round"), "Ctrl+P", self.publish)
        self.swap_action = action(self.tr("S&wap chosen players"), "Ctrl+W", self.seating.swap_chosen)
        # the seating review's and the evening's other actions: each in the menu with its key too
        self.move_action = action(self.tr("&Move the chosen player to the table"), "Ctrl+M",
                                  self.seating.move_chosen)
        self.pin_action = action(self.tr("Pin the chosen player to the &table"), "Ctrl+Shift+P",
                                 self.seating.pin_chosen)
        self.apart_action = action(self.tr("&Keep the chosen two apart"), "Ctrl+K", self.seating.apart_chosen)
        self.drop_action = action(self.tr("The chosen player l&eaves"), "Ctrl+Shift+L", self.check_in.drop_chosen)
        self.final_action = action(self.tr("Seat the &final table"), "Ctrl+Shift+F",
                                   lambda: self.seat_final(self.seating.final_size.value()))
        self.close_action = action(self.tr("&Close event"), "Ctrl+Shift+E", self.close_event)

    def menu_actions(self) -> list[QAction]:
        return [self.new_action, self.check_in_action, self.undo_action, self.drop_action, self.seat_action,
                self.swap_action, self.move_action, self.pin_action, self.apart_action, self.publish_action,
                self.final_action, self.close_action]

    # -- reading ---------------------------------------------------------------------------------
    @property
    def event_id(self) -> int | None:
        return self.current.id if self.current is not None else None

    def refresh(self) -> None:
        db = self.context.database
        if db is None:
            self.events_model.set_events([], {})
            self.current = None
        else:
            # the context's current event is the one the organizer has open (another page may set it)
            wanted = self.context.current_event if self.context.current_event is not None else self.event_id
            self.events_model.set_events(ev.list_events(db), ev.event_dates(db))
            row = self.events_model.row_of(wanted) if wanted is not None else None
            if row is None and self.events_model.rowCount():
                row = self.events_proxy.mapToSource(self.events_proxy.index(0, 0)).row()
            self.current = self.events_model.event_at(row) if row is not None else None
            if row is not None:
                proxy_row = self.events_proxy.mapFromSource(self.events_model.index(row, 0))
                self.list.selectionModel().blockSignals(True)
                self.list.setCurrentIndex(proxy_row)
                self.list.selectionModel().blockSignals(False)
        self.context.current_event = self.event_id
        self._show_event()

    def _chosen_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        event_id = int(self.events_proxy.data(current, ID_ROLE))
        db = self.context.database
        if db is None:
            return
        self.current = ev.get_event(db, event_id)
        self.context.current_event = event_id
        self.say("")
        self._show_event()

    def _show_event(self) -> None:
        e = self.current
        self.title_label.setText(e.config.name if e is not None else self.tr("No event yet: New event (Ctrl+N)"))
        self.check_in.refresh(e)
        self.seating.refresh(e)
        for w in (self.check_in.search, self.check_in.undo, self.check_in.drop, self.check_in.sub,
                  self.check_in.sub_name):
            w.setEnabled(e is not None and not e.closed and e.config.kind is not EventKind.LEAGUE)

    def _reload_event(self) -> None:
        db = self.context.database
        if db is not None and self.current is not None:
            self.current = ev.get_event(db, self.current.id)

    def say(self, text: str) -> None:
        """The page's message line (a note of what else happened follows the text)."""
        if self._note:
            text = f"{text} - {self._note}" if text else self._note
            self._note = ""
        self.message.setText(text)

    def focus_check_in(self) -> None:
        self.tabs.setCurrentWidget(self.check_in)
        self.check_in.search.setFocus()

    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        self.check_in.search.setFocus()

    # -- acting ----------------------------------------------------------------------------------
    def act(self, action: Callable[[Any, int], Any]) -> Any:
        """Run one service action on the current event: its answer, or None after saying
        the refusal (nothing changed).  The page and every other page then refresh."""
        db = self.context.database
        if db is None or self.current is None:
            self.say(self.tr("Choose an event first"))
            return None
        draft = ev.draft_round(self.current)
        try:
            out = action(db, self.current.id)
        except BakehouseError as e:
            self.say(e.text())
            return None
        self._reload_event()
        if draft is not None and self.current is not None and ev.draft_round(self.current) is None \
                and not any(rd.number == draft.number for rd in self.current.rounds):
            # a check-in, an undo or a drop redoes the draft: said, never silent
            self._note = fill(self.tr("the draft of round %1 was taken back: seat it again"), draft.number)
        self.context.notify_changed()
        if not self.isVisible():
            self.refresh()
        return out

    def new_event(self) -> None:
        db = self.context.database
        if db is None:
            self.say(self.tr("Open a club database first"))
            return
        leagues = [(e.id, e.config.name) for e in ev.list_events(db) if e.config.kind is EventKind.LEAGUE]
        self.wizard = NewEventWizard(ev.last_ruleset(db), leagues, self)
        self.wizard.setModal(True)
        self.wizard.finished.connect(self._wizard_done)
        self.wizard.open()

    def _wizard_done(self, code: int) -> None:
        wizard = self.wizard
        if code != NewEventWizard.DialogCode.Accepted or wizard.answer is None:
            return
        db = self.context.database
        assert db is not None
        try:
            event = ev.create_event(db, wizard.answer.config, date=wizard.answer.date)
        except BakehouseError as e:
            self.say(e.text())
            return
        self.current = event
        self.context.current_event = event.id
        self.say(fill(self.tr("%1 created: check the players in"), who(event.config.name)))
        self.context.notify_changed()
        if not self.isVisible():
            self.refresh()
        self.focus_check_in()

    def seat_next(self) -> None:
        """Seat the next round as a draft, off the UI thread."""
        db, event = self.context.database, self.current
        if db is None or event is None:
            return
        event_id = event.id
        stop = Stop()
        started = self.context.jobs.start(lambda: ev.seat_next(db, event_id, cancelled=stop),
                                          fill(self.tr("Seating round %1..."), len(event.rounds) + 1),
                                          self._seated, self.say, cancel=stop.set,
                                          stopped=lambda: self.say(self.tr("Seating cancelled: no draft was saved")))
        if not started:
            self.say(self.tr("Busy: try again in a moment"))

    def _seated(self, view: ev.RoundView) -> None:
        self.current = view.event
        self.tabs.setCurrentWidget(self.seating)
        self.say(fill(self.tr("Round %1 seated as a draft: %2"), view.round.number, self.seating.cost_text(view.cost)))
        self.context.notify_changed()
        if not self.isVisible():
            self.refresh()

    def publish(self) -> None:
        view = self.act(ev.publish)
        if view is not None:
            self.say(fill(self.tr("Round %1 published"), view.round.number))

    def seat_final(self, size: int) -> None:
        view = self.act(lambda db, e: ev.seat_final(db, e, size))
        if view is not None:
            self.say(fill(self.tr("The final of the top %1 is seated as a draft"), size))

    def close_event(self) -> None:
        if self.current is None:
            return
        if not self.context.dialogs.confirm(self, self.tr("Close event"),
                                            fill(self.tr("Close %1? Ratings move; nothing changes after that."),
                                                 who(self.current.config.name))):
            return
        closed = self.act(ev.close_event)
        if closed is not None:
            self.say(fill(self.tr("%1 is closed: the ratings of %2 players moved"), who(closed.event.config.name),
                          len(closed.ratings)))

    def move_player(self, member: int, table: int) -> None:
        view = self.act(lambda db, e: ev.move(db, e, member, table))
        if view is not None:
            self.say(fill(self.tr("Moved to table %1: %2"), table, self.seating.cost_text(view.cost)))

    def swap(self, a: int, b: int) -> None:
        done = self.act(lambda db, e: ev.swap(db, e, a, b))
        if done is not None:
            self.say(fill(self.tr("Swapped: %1"), self.seating.cost_text(done.view.cost)))

    def pin(self, member: int, table: int) -> None:
        if self.act(lambda db, e: ev.pin(db, e, member, table)) is not None:
            self.say(fill(self.tr("Pinned to table %1 from now on"), table))

    def keep_apart(self, a: int, b: int) -> None:
        if self.act(lambda db, e: ev.keep_apart(db, e, a, b)) is not None:
            self.say(self.tr("Kept apart from the next seating on"))
