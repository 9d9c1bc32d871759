"""File > Share on the club's network… (desktop/club/share_dialog.py, issue 33): the live page
served from the app on a thread of its own, its address and QR code shown, renewed, stopped when
asked, when another database opens and when the app closes."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from desktop.club.context import ClubContext
from desktop.club.projector import RoundTimer
from desktop.club.share_dialog import LiveShare, ShareDialog
from desktop.jobs import Jobs
from engine.store import open_database
from tests.web.event_fixture import club_night


def _get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, ""


@pytest.fixture
def share(qtbot, settings, dialogs, tmp_path: Path):
    db = open_database(str(tmp_path / "club.db"))
    event = club_night(db, 8, finished=1)
    host = QWidget()
    qtbot.addWidget(host)
    context = ClubContext(settings, dialogs, Jobs(host), parent=host)
    context.set_database(db)
    context.current_event = event
    clock = [100.0]
    timer = RoundTimer(25, clock=lambda: clock[0], parent=host)
    live = LiveShare(context, lambda: "de", host)
    yield live, timer, clock
    live.stop()


def test_the_dialog_starts_shows_renews_and_stops(qtbot, share) -> None:
    live, _, _ = share
    dialog = ShareDialog(live)
    qtbot.addWidget(dialog)
    assert dialog.host.currentData() == "127.0.0.1" and dialog.renew_button.isEnabled() is False
    dialog.start_button.click()
    url = live.url
    assert url is not None and url.startswith("http://127.0.0.1:")
    assert dialog.address.text() == url and not dialog.qr.pixmap().isNull()
    status, body = _get(url)
    assert status == 200 and "Runde 1 von 3" in body  # the app's language
    assert 'id="timer"' not in body  # a timer never started is not shown
    dialog.renew_button.click()
    assert live.url != url and dialog.address.text() == live.url
    assert _get(url)[0] == 404 and _get(live.url or "")[0] == 200
    dialog.stop_button.click()
    assert live.url is None and dialog.address.text() == "Not shared." and dialog.qr.pixmap().isNull()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url, timeout=5)


def test_the_page_shows_the_timer_kept_in_the_event(share) -> None:
    """The timer the Standings page keeps in the event (engine/services/timer.py) is the one the
    shared page shows, as ``bakehouse serve`` shows it (tests/desktop/test_timer_shared.py)."""
    import time

    from engine.services.timer import keep_timer

    live, _, _ = share
    url = live.start("127.0.0.1")
    db, event = live.context.database, live.context.current_event
    assert db is not None and event is not None
    keep_timer(db, event, 1500.0, 1500.0, time.time() + 1500.0 - 65)  # started 65 s ago
    end = time.monotonic() + 30
    while 'data-running="1"' not in (body := _get(url)[1]):  # read again within a second
        assert time.monotonic() < end, "the timer never showed"
        time.sleep(0.1)
    assert "23:55" in body or "23:54" in body


def test_another_database_stops_the_sharing(share) -> None:
    live, _, _ = share
    url = live.start("127.0.0.1")
    live.context.set_database(None)
    assert live.url is None
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url, timeout=5)


def test_an_address_not_of_this_computer_is_said_in_one_line(qtbot, share, dialogs) -> None:
    live, _, _ = share
    dialog = ShareDialog(live)
    qtbot.addWidget(dialog)
    dialog.host.addItem("192.0.2.55", "192.0.2.55")
    dialog.host.setCurrentIndex(dialog.host.count() - 1)
    dialog.start_button.click()
    assert live.url is None
    assert len(dialogs.messages) == 1 and "cannot listen on 192.0.2.55" in dialogs.messages[0][1]


def test_the_home_offers_sharing_and_stops_it_at_close(qtbot, settings, dialogs, monkeypatch) -> None:
    from desktop.club import share_dialog
    from tests.desktop.test_club_home import make_home

    home = make_home(qtbot, settings, dialogs)
    db = home.context.database
    assert db is not None
    club_night(db, 4, finished=0)
    assert home.share_action in home.menuBar().actions()[0].menu().actions()
    monkeypatch.setattr(share_dialog.ShareDialog, "exec", lambda self: self.start_button.click() or 0)
    home.share_action.trigger()
    assert home.live_share is not None
    url = home.live_share.url
    assert url is not None and _get(url)[0] == 200
    home.close()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url, timeout=5)


def test_the_scoresheets_learn_the_shared_address(share) -> None:
    from desktop.club.share_dialog import shared_url

    live, _, _ = share
    event = live.context.current_event
    assert shared_url(event) is None
    url = live.start("127.0.0.1")
    assert shared_url(event) == url and shared_url(event + 1) is None
    live.stop()
    assert shared_url(event) is None


def test_the_projector_shows_the_live_pages_qr_code_while_shared(qtbot, share) -> None:
    import io

    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice

    from desktop.club.projector import ProjectorWindow

    zxingcpp = pytest.importorskip("zxingcpp")
    live, timer, _ = share
    window = ProjectorWindow(timer)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    url: list[str | None] = [None]
    window.live = lambda: url[0]

    def codes() -> list[str]:
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        window.grab().toImage().save(buffer, "PNG")
        return [r.text for r in zxingcpp.read_barcodes(Image.open(io.BytesIO(bytes(buffer.data()))))]

    assert codes() == []
    url[0] = live.start("127.0.0.1")
    assert codes() == [url[0]]
