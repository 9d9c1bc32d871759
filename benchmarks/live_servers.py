"""The live page's server library, chosen on measurement (issue 33): aiohttp's low-level server
(what engine/web/server.py uses) beside Starlette on uvicorn, each in a process of its own on
loopback, serving the same 40 KB page the same way (an ETag; 304 for ``If-None-Match``) to the
same 200 "phones" refreshing every 2 s (as benchmarks/live_page.py's).  Printed for each: its
CPU share over the run and the time to first byte (median, idle server).  Starlette and uvicorn
are not dependencies: install them to compare (``pip install starlette uvicorn``).
Run: ``.venv/bin/python benchmarks/live_servers.py [--seconds S]``.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.live_page import _cpu, _ttfb  # noqa: E402

PAGE = ("<!doctype html><title>x</title>" + "<li><bdi>Player 000</bdi> 100</li>\n" * 1200).encode()
TAG = '"1.1-en--"'

AIOHTTP = """
import asyncio, sys
from aiohttp import web
PAGE = sys.stdin.buffer.read()
async def handle(request):
    if request.headers.get("If-None-Match") == {tag!r}:
        return web.Response(status=304, headers={{"ETag": {tag!r}}})
    return web.Response(body=PAGE, content_type="text/html", headers={{"ETag": {tag!r}}})
async def main():
    server = web.Server(handle, access_log=None)
    loop = asyncio.get_running_loop()
    await loop.create_server(server, "127.0.0.1", {port})
    print("ready", flush=True)
    await asyncio.Event().wait()
asyncio.run(main())
"""

STARLETTE = """
import sys, uvicorn
from starlette.applications import Starlette
from starlette.responses import Response
from starlette.routing import Route
PAGE = sys.stdin.buffer.read()
async def handle(request):
    if request.headers.get("if-none-match") == {tag!r}:
        return Response(status_code=304, headers={{"ETag": {tag!r}}})
    return Response(PAGE, media_type="text/html", headers={{"ETag": {tag!r}}})
app = Starlette(routes=[Route("/", handle)])
print("ready", flush=True)
uvicorn.run(app, host="127.0.0.1", port={port}, log_level="warning", access_log=False)
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _phones(url: str, phones: int, seconds: float) -> dict[str, int]:
    import aiohttp

    until = time.monotonic() + seconds
    counts: dict[str, int] = {}

    async def phone() -> None:
        tag = None
        async with aiohttp.ClientSession() as session:
            while time.monotonic() < until:
                try:
                    async with session.get(url, headers={"If-None-Match": tag} if tag else {}) as r:
                        await r.read()
                        tag = r.headers.get("ETag") if r.status == 200 else tag
                        counts[str(r.status)] = counts.get(str(r.status), 0) + 1
                except (TimeoutError, aiohttp.ClientError):
                    counts["failed"] = counts.get("failed", 0) + 1
                await asyncio.sleep(2.0)
                tag = None if counts.get("200", 0) % 3 == 0 else tag  # a page changed now and then

    tasks = []
    for _ in range(phones):
        tasks.append(asyncio.create_task(phone()))
        await asyncio.sleep(2.0 / phones)
    await asyncio.gather(*tasks)
    return counts


def measure(name: str, script: str, phones: int, seconds: float) -> None:
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-c", script.format(port=port, tag=TAG)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(PAGE)
        proc.stdin.close()
        proc.stdout.readline()
        url = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 20
        while True:
            try:
                ttfb = _ttfb(url)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        cpu0, wall0 = _cpu(proc.pid), time.monotonic()
        counts = asyncio.run(_phones(url, phones, seconds))
        cpu1, wall1 = _cpu(proc.pid), time.monotonic()
    finally:
        proc.terminate()
        proc.wait(30)
    print(f"  {name:<20} CPU {100 * (cpu1 - cpu0) / (wall1 - wall0):5.1f}% of one core, time to first byte "
          f"median {1000 * statistics.median(ttfb):.2f} ms, answers {dict(sorted(counts.items()))}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--phones", type=int, default=200, choices=range(1, 401), metavar="N")
    ap.add_argument("--seconds", type=float, default=15.0)
    args = ap.parse_args()
    seconds = max(6.0, min(args.seconds, 60.0))
    print(f"the same {len(PAGE) / 1000:.0f} KB page, {args.phones} phones every 2 s for {seconds:.0f} s (loopback)")
    measure("aiohttp (low-level)", AIOHTTP, args.phones, seconds)
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        print("  starlette + uvicorn: not installed (pip install starlette uvicorn to compare)")
        return
    measure("starlette + uvicorn", STARLETTE, args.phones, seconds)


if __name__ == "__main__":
    main()
