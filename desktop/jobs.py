"""Work off the UI thread: one job at a time on a pool thread, a progress dialog
while it runs (shown only if it takes over 300 ms), its value or its one-line
failure handed back on the UI thread.

Python's automatic garbage collection is off in the app: pyqtgraph's charts hold
reference cycles of Qt objects, and a collection may start at any allocation, on a
pool thread (freeing Qt objects from the wrong thread: a crash) or inside a Qt call
that holds a lock the freed objects need (a hang, seen in CI).  A timer of the UI
thread's event loop collects instead, where no Qt call is under way
(:func:`collect_on_the_ui_thread`; pyqtgraph's ``GarbageCollector`` does the same, but
importing pyqtgraph, and numpy with it, at start more than doubled the app's start-up
time and memory: it is imported only when a chart is first shown).

Jobs run on Qt's global thread pool, which lives as long as the app: a pool of a
window's own would be destroyed with the window, and its destructor waits for its
thread.
"""

from __future__ import annotations

import contextlib
import gc
import os
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget

from engine.errors import BakehouseError, Cancelled

from .text import fill


def one_line(e: BaseException) -> str:
    """A failure as the user reads it: never a traceback."""
    if isinstance(e, BakehouseError):
        text = e.text().splitlines()[0] if str(e) else type(e).__name__  # in the app's language (#32)
    elif isinstance(e, OSError):
        name = os.path.basename(e.filename) if isinstance(e.filename, str) else ""
        why = e.strerror or str(e)
        text = fill(QCoreApplication.translate("Jobs", "cannot write %1: %2"), name, why) if name else why
    else:  # a bug or a database failure must not end the app: said in one line
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        what = type(e).__name__ + (": " + first if first else "")
        text = fill(QCoreApplication.translate("Jobs", "it could not be done (%1)"), what)
    return text


class _Collector(QObject):
    """Python's automatic collection off; a timer of the UI thread collects instead, a
    generation at a time when its count passed its threshold (as the automatic one would)."""

    def __init__(self, interval_ms: int) -> None:
        super().__init__()
        self.threshold = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)

    def check(self) -> None:
        l0, l1, l2 = gc.get_count()
        if l0 > self.threshold[0]:
            gc.collect(0)
            if l1 > self.threshold[1]:
                gc.collect(1)
                if l2 > self.threshold[2]:
                    gc.collect(2)


_collector: _Collector | None = None


def collect_on_the_ui_thread() -> None:
    """From now on, garbage is collected only by a timer on the UI thread (once)."""
    global _collector
    if _collector is None:
        _collector = _Collector(interval_ms=1000)


class Stop:
    """A job's Cancel: set on the UI thread (the progress dialog's Cancel button, through
    ``Jobs.start(..., cancel=stop.set)``), read by the work on its pool thread.  Called, it
    says whether to stop: the services take it as their ``cancelled`` argument and raise
    :class:`engine.errors.Cancelled` before they save anything."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def set(self) -> None:
        self._event.set()

    def __call__(self) -> bool:
        return self._event.is_set()


class _Signals(QObject):
    done = Signal(object)
    failed = Signal(str)
    stopped = Signal()
    progressed = Signal(int, int)


class Jobs(QObject):
    """Runs one job at a time for a window; ``busy_changed`` says when it starts and ends."""

    busy_changed = Signal(bool)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        collect_on_the_ui_thread()
        self.window = window
        self.pool = QThreadPool.globalInstance()  # never destroyed with a window (see above)
        self.pool.setMaxThreadCount(1)  # one job at a time in the whole app: reports never render side by side
        self.progress: QProgressDialog | None = None
        #: made here, on the UI thread, and kept: a job emits through it from its pool thread
        self._signals = _Signals(self)
        self._signals.done.connect(self._done, Qt.ConnectionType.QueuedConnection)
        self._signals.failed.connect(self._fail, Qt.ConnectionType.QueuedConnection)
        self._signals.stopped.connect(self._stopped, Qt.ConnectionType.QueuedConnection)
        self._signals.progressed.connect(self._progressed, Qt.ConnectionType.QueuedConnection)
        self._job: Callable[[], None] | None = None
        self._then: Callable[[Any], None] | None = None
        self._failed: Callable[[str], None] | None = None
        self._on_stopped: Callable[[], None] | None = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(self, work: Callable[[], Any], text: str, then: Callable[[Any], None],
              failed: Callable[[str], None], cancel: Callable[[], None] | None = None, *,
              quiet: bool = False, stopped: Callable[[], None] | None = None) -> bool:
        """Run ``work()`` on a pool thread; then ``then(value)`` or ``failed(message)`` here.
        With ``cancel`` the progress dialog has a Cancel button that calls it (the work
        then stops where it can, leaving nothing half done, and ends as it ends: a work that
        stopped raises :class:`engine.errors.Cancelled`, and ``stopped()`` is called here instead
        of ``then``/``failed``).  ``quiet``: no progress dialog (the window says what runs, and
        stays usable meanwhile)."""
        if self.busy:
            return False
        signals = self._signals

        def job() -> None:  # a plain callable: no Python-owned QRunnable to outlive or to free early
            try:
                try:
                    value = work()
                except Cancelled:
                    signals.stopped.emit()
                except Exception as e:
                    signals.failed.emit(one_line(e))
                else:
                    signals.done.emit(value)
            except RuntimeError:  # the window, and its signals, are gone: nobody to tell
                pass

        self._job, self._then, self._failed, self._on_stopped = job, then, failed, stopped
        if quiet:
            self.busy_changed.emit(True)
            self.pool.start(job)
            return True
        self.progress = QProgressDialog(text, "", 0, 0, self.window)
        self.progress.setWindowTitle("Bakehouse")
        if cancel is None:
            self.progress.setCancelButton(None)  # a query or a render runs to its end
        else:
            self.progress.setCancelButtonText(self.tr("Cancel"))
            self.progress.setAutoReset(False)
            self.progress.setAutoClose(False)

            def cancelled() -> None:
                if self.progress is not None:
                    self.progress.setLabelText(self.tr("Cancelling…"))
                    self.progress.show()  # stays up until the work has stopped
                cancel()

            self.progress.canceled.connect(cancelled)
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(300)
        self.progress.setValue(0)
        self.busy_changed.emit(True)
        self.pool.start(job)
        return True

    def _finish(self) -> tuple[Callable[[Any], None] | None, Callable[[str], None] | None]:
        if self.progress is not None:
            self.progress.reset()
            self.progress.hide()
            self.progress.deleteLater()
            self.progress = None
        then, failed = self._then, self._failed
        self._job = self._then = self._failed = self._on_stopped = None
        return then, failed

    def report(self, done: int, total: int) -> None:
        """How far the job has come (``done`` of ``total``), callable from its pool thread: the
        progress dialog shows a bar then instead of its busy indicator (issue 31: the win
        tables' build).  Pass it as the work's ``progress`` argument."""
        with contextlib.suppress(RuntimeError):  # the window, and its signals, are gone
            self._signals.progressed.emit(done, total)

    @Slot(int, int)
    def _progressed(self, done: int, total: int) -> None:
        if self.progress is not None and total > 0:
            self.progress.setMaximum(total)
            self.progress.setValue(min(done, total))

    @Slot()
    def _stopped(self) -> None:
        stopped = self._on_stopped
        self._finish()
        try:
            if stopped is not None:
                stopped()
        finally:
            self.busy_changed.emit(False)

    @Slot(object)
    def _done(self, value: Any) -> None:
        then, _ = self._finish()
        try:
            if then is not None:
                then(value)
        finally:
            self.busy_changed.emit(False)  # after its handler: a job waiting may start now

    @Slot(str)
    def _fail(self, message: str) -> None:
        _, failed = self._finish()
        try:
            if failed is not None:
                failed(message)
        finally:
            self.busy_changed.emit(False)

    def wait(self, msecs: int = 30000) -> bool:
        """Wait for the jobs on the pool's threads (closing the window)."""
        return self.pool.waitForDone(msecs)
