"""File > "Share on the club's network…" (issue 33): the players' live page served from this
app, the same server as ``bakehouse serve`` (engine/web/server.py), on a thread of its own.

:class:`LiveShare` owns the server: started for the current event on the address chosen
(127.0.0.1, this computer only, unless the organizer picks another address of this computer),
stopped when asked, when another database is opened and when the app closes.  The server reads
the database through engine.services.live_page only, at most once a second, off the UI thread;
the round timer it shows is the one stored in the event (engine/services/timer.py), which the
Standings page and the projector set, as ``bakehouse serve`` shows it.
:class:`ShareDialog` shows the address in words and as a QR code, and starts, renews and stops.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError
from engine.services.live_page import LiveSource
from engine.web.server import LiveServer, ServerThread, local_addresses

from ..widgets.qr import qr_pixmap
from ..widgets.screen_fit import fit_on_show
from .context import ClubContext

#: the share running in this app (one at most), for the scoresheets' QR codes
_RUNNING: list[LiveShare] = []


def shared_url(event_id: int) -> str | None:
    """The live page's address while this app shares ``event_id``, else None."""
    for share in _RUNNING:
        if share.event_id == event_id:
            return share.url
    return None


class LiveShare(QObject):
    """The app's live page server: at most one, for one event."""

    changed = Signal()

    def __init__(self, context: ClubContext, language: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._language = language
        self._thread: ServerThread | None = None
        context.database_changed.connect(self.stop)

    @property
    def running(self) -> bool:
        return self._thread is not None

    @property
    def url(self) -> str | None:
        return self._thread.server.url if self._thread is not None else None

    @property
    def event_id(self) -> int | None:
        """The event shared (None: not sharing)."""
        return self._thread.server.event_id if self._thread is not None else None

    def start(self, host: str) -> str:
        """Serve the current event on ``host``; refused in one line (BakehouseError)."""
        self.stop()
        db = self.context.database
        if db is None:
            raise BakehouseError("open a club database first")
        source = LiveSource(db)
        event = source.choose(self.context.current_event)
        thread = ServerThread(LiveServer(source, event, host=host, language=self._language()))
        url = thread.start()
        self._thread = thread
        _RUNNING.append(self)
        self.changed.emit()
        return url

    def renew(self) -> str | None:
        """A new address (the old one answers 404 from now on)."""
        if self._thread is None:
            return None
        url = self._thread.renew_token()
        self.changed.emit()
        return url

    def stop(self) -> None:
        if self in _RUNNING:
            _RUNNING.remove(self)
        if self._thread is not None:
            self._thread.stop()
            self._thread = None
            self.changed.emit()


class ShareDialog(QDialog):
    """The address to share, in words and as a QR code; start, new address, stop."""

    def __init__(self, share: LiveShare, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.share = share
        self.setWindowTitle(self.tr("Share on the club's network"))
        lay = QVBoxLayout(self)
        hint = QLabel(self.tr("Players open this address on their phones to see the seating, find their table "
                              "and follow the standings. Only people who have the address can see the page; "
                              "nothing can be changed through it."))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        form = QFormLayout()
        self.host = QComboBox()
        self.host.setAccessibleName(self.tr("Address of this computer"))
        for address in local_addresses():
            label = self.tr("%1 (this computer only)").replace("%1", address) if address == "127.0.0.1" else address
            self.host.addItem(label, address)
        form.addRow(self.tr("&Listen on:"), self.host)
        lay.addLayout(form)
        self.address = QLabel()
        self.address.setObjectName("shareAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setWordWrap(True)
        self.address.setAccessibleName(self.tr("The live page's address"))
        lay.addWidget(self.address)
        self.qr = QLabel()
        self.qr.setObjectName("shareQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setMinimumSize(QSize(200, 200))
        self.qr.setAccessibleName(self.tr("QR code of the address"))
        lay.addWidget(self.qr, 1)
        row = QHBoxLayout()
        self.start_button = QPushButton(self.tr("&Start sharing"))
        self.start_button.clicked.connect(self.start)
        self.renew_button = QPushButton(self.tr("&New address"))
        self.renew_button.setToolTip(self.tr("The old address stops working"))
        self.renew_button.clicked.connect(self.share.renew)
        self.stop_button = QPushButton(self.tr("S&top sharing"))
        self.stop_button.clicked.connect(self.share.stop)
        for b in (self.start_button, self.renew_button, self.stop_button):
            row.addWidget(b)
        lay.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        share.changed.connect(self._show)
        self._show()
        fit_on_show(self)

    def start(self) -> None:
        try:
            self.share.start(str(self.host.currentData()))
        except BakehouseError as e:
            self.share.context.dialogs.warning(self, self.tr("Share on the club's network"), str(e))

    def _show(self) -> None:
        url = self.share.url
        running = url is not None
        self.host.setEnabled(not running)
        self.start_button.setEnabled(not running)
        self.renew_button.setEnabled(running)
        self.stop_button.setEnabled(running)
        if url is None:
            self.address.setText(self.tr("Not shared."))
            self.qr.clear()
        else:
            self.address.setText(url)
            self.qr.setPixmap(qr_pixmap(url))

