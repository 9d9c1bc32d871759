"""The event's tie-breakers as the organizer orders them: every tie-breaker the engine knows
(:class:`engine.tournament.standings.TieBreak`) by its translated name, a check box each (used
or not), in the order they count; moved with Up and Down (or Ctrl+Up, Ctrl+Down) or dragged.
The event is given the engine's ids of the ticked ones, in order, as the command line takes
them (``--tiebreaks points,wins``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.tournament.standings import DEFAULT_ORDER, TieBreak

from .standings_page import tiebreak_name

ID_ROLE = Qt.ItemDataRole.UserRole + 1


class TieBreakList(QWidget):
    """Check boxes in a list the organizer orders; :meth:`order` is what the event is given."""

    def __init__(self, chosen: Sequence[TieBreak] = DEFAULT_ORDER, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Tie-breakers, in the order they count"))
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for tb in [*chosen, *(t for t in TieBreak if t not in chosen)]:
            item = QListWidgetItem(tiebreak_name(tb.value))
            item.setData(ID_ROLE, tb.value)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable
                          | Qt.ItemFlag.ItemIsDragEnabled)
            item.setCheckState(Qt.CheckState.Checked if tb in chosen else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        # every name whole and every row in view: the list never scrolls (the wizard widens for a long name)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frame = 2 * self.list.frameWidth()
        self.list.setMinimumWidth(self.list.sizeHintForColumn(0) + frame + 8)
        self.list.setFixedHeight(sum(self.list.sizeHintForRow(i) for i in range(self.list.count())) + frame + 2)
        self.up_button = QPushButton(self.tr("Up"))
        self.up_button.setAccessibleName(self.tr("Move the tie-breaker up"))
        self.up_button.setToolTip(self.tr("Move the chosen tie-breaker up (Ctrl+Up)"))
        self.down_button = QPushButton(self.tr("Down"))
        self.down_button.setAccessibleName(self.tr("Move the tie-breaker down"))
        self.down_button.setToolTip(self.tr("Move the chosen tie-breaker down (Ctrl+Down)"))
        self.up_button.clicked.connect(lambda: self.move_chosen(-1))
        self.down_button.clicked.connect(lambda: self.move_chosen(1))
        self.list.installEventFilter(self)  # Ctrl+Up, Ctrl+Down (the list's own keys would only move the cursor)
        buttons = QVBoxLayout()
        buttons.addWidget(self.up_button)
        buttons.addWidget(self.down_button)
        buttons.addStretch(1)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.list, 1)
        lay.addLayout(buttons)
        QWidget.setTabOrder(self.list, self.up_button)
        QWidget.setTabOrder(self.up_button, self.down_button)
        self.setFocusProxy(self.list)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.list and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.modifiers() == Qt.KeyboardModifier.ControlModifier \
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_chosen(-1 if event.key() == Qt.Key.Key_Up else 1)
            return True
        return super().eventFilter(watched, event)

    def move_chosen(self, step: int) -> None:
        """The chosen tie-breaker one place up (-1) or down (1), still chosen."""
        row = self.list.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(to, item)
        self.list.setCurrentRow(to)

    def shown(self) -> list[tuple[str, bool]]:
        """What the list shows, top to bottom: (translated name, ticked)."""
        return [(self.list.item(i).text(), self.list.item(i).checkState() == Qt.CheckState.Checked)
                for i in range(self.list.count())]

    def order(self) -> tuple[TieBreak, ...]:
        """The ticked tie-breakers, in the order shown (the engine's ids)."""
        items = (self.list.item(i) for i in range(self.list.count()))
        return tuple(TieBreak(str(it.data(ID_ROLE))) for it in items if it.checkState() == Qt.CheckState.Checked)

    def set_order(self, order: Sequence[TieBreak]) -> None:
        """Tick these, in this order, first; the others unticked after them."""
        wanted = [*order, *(t for t in TieBreak if t not in order)]
        items = {str(self.list.item(i).data(ID_ROLE)): self.list.item(i) for i in range(self.list.count())}
        while self.list.count():
            self.list.takeItem(0)
        for tb in wanted:
            item = items[tb.value]
            item.setCheckState(Qt.CheckState.Checked if tb in order else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
