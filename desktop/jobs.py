"""Work off the UI thread: one job at a time on a pool thread, a progress dialog
while it runs (shown only if it takes over 300 ms), its value or its one-line
failure handed back on the UI thread.

While any job runs, Python's automatic garbage collection is off, so that it never
runs on a pool thread: a collection there may free Qt objects (pyqtgraph's charts
hold reference cycles) from the wrong thread and crash the app (pyqtgraph's
``GarbageCollector`` notes the same).  It is back on, on the UI thread, when the
last job ends.

Jobs run on Qt's global thread pool, which lives as long as the app.  A pool of a
window's own would be destroyed with the window, perhaps by a garbage collection on
the UI thread: its destructor waits for its thread, which may be waiting for the
Python lock that the collection holds, and the app would hang.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QThreadPool, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget

from engine.errors import BakehouseError


def one_line(e: BaseException) -> str:
    """A failure as the user reads it: never a traceback."""
    if isinstance(e, BakehouseError):
        text = str(e).splitlines()[0] if str(e) else type(e).__name__
    elif isinstance(e, OSError):
        name = os.path.basename(e.filename) if isinstance(e.filename, str) else ""
        text = f"cannot write {name}: {e.strerror or e}" if name else f"{e.strerror or e}"
    else:  # a bug or a database failure must not end the app: said in one line
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        text = f"it could not be done ({type(e).__name__}{': ' + first if first else ''})"
    return text


#: jobs running in the whole app (the Reports menu's and the Reports view's)
_running = 0
_gc_was_enabled = True


class _Guard(QObject):
    """Says on the UI thread that a job's pool thread has finished its Python work
    (even when the window that started it is gone)."""

    ended = Signal()


_guard: _Guard | None = None


def _job_started() -> _Guard:
    """On the UI thread, as a job starts: collection off while any job runs."""
    global _running, _gc_was_enabled, _guard
    if _guard is None:
        _guard = _Guard()  # made on the UI thread, kept for the app's life
        _guard.ended.connect(_job_ended, Qt.ConnectionType.QueuedConnection)
    if _running == 0:
        _gc_was_enabled = gc.isenabled()
        gc.disable()
    _running += 1
    return _guard


def _job_ended() -> None:
    global _running
    _running -= 1
    if _running == 0 and _gc_was_enabled:
        gc.enable()


class _Signals(QObject):
    done = Signal(object)
    failed = Signal(str)


class Jobs(QObject):
    """Runs one job at a time for a window; ``busy_changed`` says when it starts and ends."""

    busy_changed = Signal(bool)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.pool = QThreadPool.globalInstance()  # never destroyed with a window (see above)
        self.pool.setMaxThreadCount(1)  # one job at a time in the whole app: reports never render side by side
        self.progress: QProgressDialog | None = None
        #: made here, on the UI thread, and kept: a job emits through it from its pool thread
        self._signals = _Signals(self)
        self._signals.done.connect(self._done, Qt.ConnectionType.QueuedConnection)
        self._signals.failed.connect(self._fail, Qt.ConnectionType.QueuedConnection)
        self._job: Callable[[], None] | None = None
        self._then: Callable[[Any], None] | None = None
        self._failed: Callable[[str], None] | None = None

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(self, work: Callable[[], Any], text: str, then: Callable[[Any], None],
              failed: Callable[[str], None]) -> bool:
        """Run ``work()`` on a pool thread; then ``then(value)`` or ``failed(message)`` here."""
        if self.busy:
            return False
        signals = self._signals
        guard = _job_started()

        def job() -> None:  # a plain callable: no Python-owned QRunnable to outlive or to free early
            try:
                try:
                    value = work()
                except Exception as e:
                    signals.failed.emit(one_line(e))
                else:
                    signals.done.emit(value)
            except RuntimeError:  # the window, and its signals, are gone: nobody to tell
                pass
            finally:
                guard.ended.emit()  # collection back on (on the UI thread) once no job runs

        self._job, self._then, self._failed = job, then, failed
        self.progress = QProgressDialog(text, "", 0, 0, self.window)
        self.progress.setWindowTitle("Bakehouse")
        self.progress.setCancelButton(None)  # a query or a render runs to its end
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
        self._job = self._then = self._failed = None
        return then, failed

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
