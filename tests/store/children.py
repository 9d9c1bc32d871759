"""The store's tests' child processes (a scoring station, a station holding a table, a logger that is
killed): each a process of its own with its own connections, driven through its standard input and
output as ``python -m tests.store.station_child ...`` would be, and killed with a real SIGKILL.

They are forked by one server per test process that has imported their code once (multiprocessing's
forkserver, preloaded; issue 31): a child no longer starts Python and imports SQLAlchemy and the
engine, about a second of CPU each, 20-odd times a run.  The server forks before any database is
opened, so a child shares no connection, lock or file with another or with the test; it gets the
test's environment, working folder and standard error, as a subprocess would.
"""

from __future__ import annotations

import contextlib
import importlib
import multiprocessing
import os
import sys
from multiprocessing.connection import Connection
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[2]
#: every module a child runs (``run(argv)``, the same as its ``python -m``)
MODULES = ("tests.store.crash_child", "tests.store.station_child", "tests.store.table_child")

_forkserver = multiprocessing.get_context("forkserver")
_forkserver.set_forkserver_preload([__name__, *MODULES])


def _fd(end: Connection) -> int:
    """The file descriptor of a pipe's end, its Connection let go."""
    fd = os.dup(end.fileno())
    end.close()
    return fd


def _child(module: str, argv: list[str], env: dict[str, str], stdin: Connection, stdout: Connection,
           stderr: Connection) -> None:
    os.environ.clear()
    os.environ.update(env)
    os.chdir(ROOT)
    os.dup2(stderr.fileno(), 2)
    stderr.close()
    sys.stdin = open(_fd(stdin), encoding="utf-8")  # noqa: SIM115 (the child's own, to its end)
    sys.stdout = open(_fd(stdout), "w", encoding="utf-8")  # noqa: SIM115
    importlib.import_module(module).run(argv)


class Child:
    """``python -m MODULE ARGV...`` as a process of its own, its standard input and output piped
    (text), as :class:`subprocess.Popen` gives them: ``stdin``, ``stdout``, ``pid``, ``kill()``,
    ``wait()``, ``poll()``."""

    def __init__(self, module: str, *argv: str) -> None:
        assert module in MODULES
        child_in, self_in = _forkserver.Pipe(duplex=False)
        self_out, child_out = _forkserver.Pipe(duplex=False)
        err = Connection(os.dup(2))
        self.process = _forkserver.Process(target=_child, daemon=True,
                                           args=(module, list(argv), dict(os.environ), child_in, child_out, err))
        self.process.start()
        for end in (child_in, child_out, err):  # the child has its own copies: EOF when it ends
            end.close()
        self.stdin: IO[str] = open(_fd(self_in), "w", encoding="utf-8")  # noqa: SIM115
        self.stdout: IO[str] = open(_fd(self_out), encoding="utf-8")  # noqa: SIM115

    @property
    def pid(self) -> int:
        assert self.process.pid is not None
        return self.process.pid

    def kill(self) -> None:
        """SIGKILL: no goodbye."""
        self.process.kill()

    def poll(self) -> int | None:
        return self.process.exitcode

    def wait(self, timeout: float = 30) -> int:
        self.process.join(timeout)
        code = self.process.exitcode
        assert code is not None, f"{self.process.name} did not end within {timeout} s"
        return code

    def close(self) -> None:
        """The pipes closed, the process ended (killed if it is still running)."""
        for stream in (self.stdin, self.stdout):
            with contextlib.suppress(BrokenPipeError):
                stream.close()
        if self.process.exitcode is None:
            self.process.join(30)
            if self.process.exitcode is None:
                self.kill()
                self.process.join(30)
