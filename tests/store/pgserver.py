"""A throwaway PostgreSQL server for the store's tests.

Debian's ``postgresql`` package puts initdb and pg_ctl under
/usr/lib/postgresql/<version>/bin; both refuse to run as root, so as root they
run as the ``postgres`` user on folders it owns.  The server listens on
127.0.0.1 and a free port with trust authentication and is stopped at the end.
Each test process (a pytest-xdist worker) starts its own, in its own folder.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def find_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4]))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("pg_ctl")
    return Path(on_path).parent if on_path else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    def __init__(self, bindir: Path, *, durable: bool = False) -> None:
        self.bindir = bindir
        self.durable = durable
        self.root = Path(tempfile.mkdtemp(prefix="bakehouse-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self.as_postgres = os.geteuid() == 0
        #: what start() returned: ``postgresql+psycopg://postgres@127.0.0.1:PORT``
        self.url = ""
        if self.as_postgres:
            shutil.chown(self.root, "postgres", "postgres")
            os.chmod(self.root, 0o700)

    def _run(self, *args: str) -> None:
        cmd = [str(self.bindir / args[0]), *args[1:]]
        if self.as_postgres:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        if out.returncode != 0:
            raise RuntimeError(f"{args[0]} failed: {out.stderr.strip() or out.stdout.strip()}")

    def start(self) -> str:
        self._run("initdb", "-D", str(self.data), "--auth=trust", "-U", "postgres", "-E", "UTF8", "--no-sync")
        for attempt in range(3):
            try:
                self.resume()
                break
            except RuntimeError:
                # the free port was taken between asking and binding (several test processes, pytest-xdist,
                # each start a server of their own): another free port
                if attempt == 2:
                    raise
                self.port = _free_port()
        self.url = f"postgresql+psycopg://postgres@127.0.0.1:{self.port}"
        return self.url

    @property
    def running(self) -> bool:
        """Started and not paused (nor stopped)."""
        return (self.data / "postmaster.pid").exists()

    def resume(self) -> None:
        """Start the server on its data folder (again, after :meth:`pause`)."""
        opts = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c max_connections=50"
        if not self.durable:  # tests: the same semantics, without waiting for the disk
            opts += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run("pg_ctl", "-D", str(self.data), "-o", opts, "-l", str(self.root / "log"), "-w", "-t", "60", "start")

    def pause(self) -> None:
        """Stop the server, keeping its data (a server that went away)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():  # not after a pause()
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
