"""Stations see each other live: the club database asked about once a second what changed
(:func:`engine.services.stations.what_changed`: the current event's tables, the tables open
in windows, the events' saves), off the UI thread, so a slow or gone server never freezes
the window.  A change becomes the context's ``changed`` (pages refresh) and ``moved`` (the
open tables whose entries or holder changed reload from the store); a failed poll says the
store's one line (``problem``) and is tried again a second later.

A poll that sees a change also reads, still on its worker, what the Tables page draws of the
current event (:func:`engine.services.scoring.round_board`: the event, its tables' matches and
where each stands, replaying only the matches that moved) and hands it over as :attr:`board`
before ``changed`` is said, and the entries and holder of each table open in a window that
moved (:attr:`readings`, before ``moved``): the page redraws and the windows sync from them,
never asking the database on the UI thread for another station's change (issue 28; a stopped
server stalls the worker, not the window).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from engine.errors import BakehouseError

from ..text import fill

if TYPE_CHECKING:  # the store is imported when the first poll is made, not when the app starts
    from concurrent.futures import Future, ThreadPoolExecutor  # so is the pool (some 3 ms of the start)

    from engine.services.scoring import RoundBoard, TableReading
    from engine.services.stations import Database, Snapshot

#: how often the database is asked (ms): another station's action is seen within about two
POLL_MS = 1000
#: a poll not answered after this long is said in the status bar (s); the window goes on
SLOW_S = 4.0


class LiveWatch(QObject):
    """Polls one club database for another station's changes (one per :class:`ClubContext`)."""

    #: something watched changed at another station (or here): pages refresh
    changed = Signal()
    #: the matches whose entries or holder changed ({match id: engine.services.stations.Mark}):
    #: their open tables reload
    moved = Signal(object)
    #: a poll failed (the store's one line), or "" once the database answers again
    problem = Signal(str)
    #: a poll's answer, from the worker thread (queued to this object's thread)
    _arrived = Signal(int, object, str)

    def __init__(self, database: Callable[[], Database | None], event: Callable[[], int | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._database = database
        self._event = event
        self._extra: set[int] = set()
        self._last: Snapshot | None = None
        #: the current event's board as the last poll that saw a change read it (None: not yet,
        #: or it could not be read); valid while ``changed`` is said
        self.board: RoundBoard | None = None
        #: the tables open in windows that moved, as the last poll that saw a change read them
        #: (their entries and holder), valid while ``moved`` is said
        self.readings: dict[int, TableReading] = {}
        self._generation = 0
        self._asked = 0.0  # when the last poll was sent (time.monotonic)
        self._future: Future[None] | None = None  # the last poll sent
        self._failing = False
        self._pool: ThreadPoolExecutor | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.poll)
        self._arrived.connect(self._answer)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @property
    def answered(self) -> bool:
        """Whether the database has answered since the last start or reset (the baseline is taken)."""
        return self._last is not None

    def start(self) -> None:
        """Poll from now on (again after :meth:`stop`); the first answer is the baseline."""
        if not self._timer.isActive():
            self._timer.start()
            self.poll()

    def stop(self, wait: float = 2.0) -> None:
        """Stop polling; a poll in flight is waited for up to ``wait`` seconds (a database about to be
        closed is not asked again), its answer dropped."""
        self._timer.stop()
        self.reset()
        if self._future is not None:
            from concurrent.futures import wait as wait_for

            wait_for([self._future], timeout=wait)
        if self._pool is not None:
            # its thread ends now (a hung poll's once the poll returns): a stopped watch, or a closed
            # club window, leaves no thread behind; the next start makes another
            self._pool.shutdown(wait=False)
            self._pool = None
        self._future = None

    def reset(self) -> None:
        """Another database or event: the next answer is a new baseline (nothing to tell)."""
        self._generation += 1
        self._last = None
        self.board, self.readings = None, {}

    def watch(self, match_ids: Iterable[int]) -> None:
        """Also watch these matches (the tables open in windows, whichever event they belong to)."""
        extra = set(match_ids)
        if extra != self._extra:
            self._extra = extra
            self.poll()

    # -- the poll ----------------------------------------------------------------------------------------
    def poll(self) -> None:
        """Ask now (unless a poll is still in flight: then say so once it is slow)."""
        db = self._database()
        if db is None or not self._timer.isActive():
            return
        if self._future is not None and not self._future.done():
            waited = time.monotonic() - self._asked
            if waited > SLOW_S:
                self._failing = True
                self.problem.emit(fill(QCoreApplication.translate(
                    "LiveWatch", "The club database has not answered for %1 s: waiting for it"), int(waited)))
            return
        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bakehouse-live")
        self._asked = time.monotonic()
        generation, event_id, extra = self._generation, self._event(), sorted(self._extra)
        board = self.board
        known = board.progress if board is not None and board.event.id == event_id else None
        self._future = self._pool.submit(self._ask, db, generation, event_id, extra, self._last, known)

    def _ask(self, db: Database, generation: int, event_id: int | None, extra: list[int],
             before: Snapshot | None, known: Any) -> None:
        """On the worker thread: one snapshot (with the event's board when it shows a change),
        or the store's one line."""
        try:
            from engine.services import stations

            snapshot = stations.what_changed(db, event_id, extra)
            board, readings = None, {}
            if before is not None and snapshot != before:
                from engine.services.scoring import read_tables, round_board

                if event_id is not None:
                    try:
                        board = round_board(db, event_id, snapshot.matches, known)
                    except BakehouseError:
                        board = None  # (an event removed meanwhile ...): the page keeps what it shows
                # the tables open in windows that moved: read here, so that they sync asking nothing
                readings = read_tables(db, snapshot.moved(before) & set(before.matches) & set(extra))
        except BakehouseError as e:
            self._arrived.emit(generation, None, str(e))
        except Exception as e:  # noqa: BLE001 - a driver's surprise is still one line, never a crash
            self._arrived.emit(generation, None, f"{type(e).__name__}: {e}".splitlines()[0])
        else:
            self._arrived.emit(generation, (snapshot, board, readings), "")

    def _answer(self, generation: int, answer: tuple[Snapshot, RoundBoard | None, dict[int, TableReading]] | None,
                error: str) -> None:
        if generation != self._generation or not self._timer.isActive():
            return  # asked of another database or event, or stopped meanwhile
        if answer is None:
            self._failing = True
            self.problem.emit(error)
            return
        if self._failing:
            self._failing = False
            self.problem.emit("")
        snapshot, board, readings = answer
        before, self._last = self._last, snapshot
        if before is None or snapshot == before:
            return
        self.board, self.readings = board, readings
        moved = snapshot.moved(before) & set(before.matches)  # a match just watched is no news
        if moved:
            self.moved.emit({m: snapshot.matches[m] for m in moved})
        self.changed.emit()

    def shutdown(self) -> None:
        self.stop(wait=0.0)


__all__ = ["POLL_MS", "LiveWatch"]
