"""The live page's server: aiohttp's low-level server with one page, rendered on the server.

One address serves the page: ``http://HOST:PORT/TOKEN/`` where TOKEN is 128 random bits
(``secrets``), one per event shown, renewed on request (the old address then answers 404).
Only GET and HEAD; any other method 405, any other path (a wrong token, ``..`` plain or
percent-encoded, a longer path) 404, compared on the raw request path, never a normalised one.
Bounded: request line and header fields (4 KiB each, 32 headers: larger is 400), a connection
that has not sent a whole request within :data:`REQUEST_TIMEOUT` seconds is closed (slow
clients), idle keep-alive connections after :data:`KEEPALIVE`, at most :data:`MAX_CONNECTIONS`
at once (more are closed at once).  The server runs on its own event loop (the app: on a thread
of its own), and reads the database at most once a :attr:`LiveServer.poll` seconds, on a worker
thread, whatever the number of phones: every request is answered from the page rendered last.

The page (engine/web/templates/live.html) has the names, tables and standings in its HTML; its
small script only refreshes it (a poll every 2 s with ``If-None-Match``: 304 when nothing
changed) and counts the round timer down (the timer is the event's, stored by the organizer's
station, engine/services/timer.py; the HTML carries its time left as of the request).  Its CSS
and script are inline (no external request) and allowed by the Content-Security-Policy by their
hashes.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import hmac
import ipaddress
import logging
import math
import secrets
import socket
import threading
import time
from collections.abc import Callable
from importlib import resources
from typing import Any

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.web_protocol import RequestHandler
from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup

from ..errors import BakehouseError
from ..names import search_key
from ..services.live_page import LivePage, LiveRound, LiveSource
from .words import WORDS, choose_language

REQUEST_TIMEOUT = 10.0
KEEPALIVE = 5.0
MAX_CONNECTIONS = 512
MAX_FIELD = 4096
MAX_HEADERS = 32
#: a "find my table" query: at most this many characters are read
MAX_QUERY = 60
_SENTINEL = "\x00timer\x00"


def _read_text(name: str) -> str:
    return resources.files(__package__ or "engine.web").joinpath("templates", name).read_text(encoding="utf-8")


def _csp_hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def new_token() -> str:
    """128 random bits, URL-safe (22 characters)."""
    return secrets.token_urlsafe(16)


def check_host(host: str) -> str:
    """``host`` when it is an IP address (IPv4 or IPv6) this computer may listen on; 0.0.0.0
    and :: are refused (the page's address must be one the phones can reach)."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        raise BakehouseError(f"--host must be an address of this computer such as 127.0.0.1 or 192.168.1.20, "
                             f"not {host[:60]!r}") from None
    if ip.is_unspecified:
        raise BakehouseError("--host must be one address of this computer, not every address (0.0.0.0 or ::)")
    return str(ip)


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses the phones may reach (loopback first), for the app's chooser."""
    found = ["127.0.0.1"]
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    try:  # the address of the route out (no packet is sent by a UDP connect)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            found.append(str(s.getsockname()[0]))
    except OSError:
        pass
    return list(dict.fromkeys(a for a in found if not a.startswith("0.")))


def _timer_text(seconds: float) -> str:
    secs = int(math.ceil(seconds - 1e-9))
    h, rest = divmod(max(0, secs), 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class _QuietBadRequests(logging.Filter):
    """A malformed or oversized request is answered 400 and not logged with a traceback (a
    hostile client must not fill the organizer's terminal); any other error still is."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        return not isinstance(error, HttpProcessingError)


_LOG = logging.getLogger("engine.web.server")
_LOG.addFilter(_QuietBadRequests())


class _Guarded(web.Server):
    """aiohttp's low-level server with a bound on connections and on the time a connection may
    take to send a whole request."""

    def __init__(self, handler: Any, **kwargs: Any) -> None:
        super().__init__(handler, **kwargs)
        #: requests begun on each open connection
        self.served: dict[RequestHandler, int] = {}

    def connection_made(self, handler: RequestHandler, transport: asyncio.Transport) -> None:
        super().connection_made(handler, transport)
        loop = asyncio.get_running_loop()
        if len(self.served) >= MAX_CONNECTIONS:
            loop.call_soon(self._close, handler)
            return
        self.served[handler] = 0
        loop.call_later(REQUEST_TIMEOUT, self._watch, handler, 0)

    def connection_lost(self, handler: RequestHandler, exc: BaseException | None = None) -> None:
        self.served.pop(handler, None)
        super().connection_lost(handler, exc)

    @staticmethod
    def _close(proto: RequestHandler) -> None:
        if proto.transport is not None:
            proto.transport.close()

    def _watch(self, proto: RequestHandler, seen: int) -> None:
        if proto.transport is None or proto.transport.is_closing():
            return
        now = self.served.get(proto)
        if now is None or now == seen:  # no request began in the last REQUEST_TIMEOUT seconds: a slow or idle client
            proto.transport.close()
            return
        asyncio.get_running_loop().call_later(REQUEST_TIMEOUT, self._watch, proto, now)


class LiveServer:
    """The live page of one event, served from ``host`` (127.0.0.1 unless another address of
    this computer is chosen) on ``port`` (0: a free one)."""

    def __init__(self, source: LiveSource, event_id: int, *, host: str = "127.0.0.1", port: int = 0,
                 language: str = "en", poll: float = 1.0, wall: Callable[[], float] = time.time) -> None:
        self.source = source
        self.event_id = event_id
        self.host = check_host(host)
        self.port = port
        self.language = language if language in WORDS else "en"
        #: the wall clock the round timer's time left is worked out with (tests pass a fake one)
        self.wall = wall
        self.poll = poll
        self.token = new_token()
        self._env = Environment(loader=PackageLoader("engine.web", "templates"),
                                autoescape=select_autoescape(default=True, default_for_string=True))
        self._template = self._env.get_template("live.html")
        self._style = _read_text("live.css")
        self._script = _read_text("live.js")
        self._csp = ("default-src 'none'; style-src " + _csp_hash(self._style) + "; script-src "
                     + _csp_hash(self._script) + "; connect-src 'self'; img-src 'self' data:; form-action 'self'; "
                     "base-uri 'none'; frame-ancestors 'none'")
        self._stamp: tuple[int, int] | None = None
        self._page: LivePage | None = None
        self._rendered: dict[str, tuple[str, str]] = {}
        self._server: _Guarded | None = None
        self._site: asyncio.Server | None = None
        self._refresher: asyncio.Task[None] | None = None

    # -- the address -------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/{self.token}/"

    def table_url(self, code: str) -> str:
        """The address that opens one table (its code, engine/tournament/codes.py) on the page."""
        return f"{self.url}#{code}"

    def renew_token(self) -> str:
        """A new address; the old one answers 404 from now on."""
        self.token = new_token()
        return self.url

    # -- running -------------------------------------------------------------------------------------
    async def start(self) -> str:
        """Read the page once, listen, and return the page's address."""
        await self._refresh()
        self._server = _Guarded(self._handle, keepalive_timeout=KEEPALIVE, max_line_size=MAX_FIELD,
                                max_field_size=MAX_FIELD, max_headers=MAX_HEADERS, access_log=None, logger=_LOG,
                                lingering_time=1.0)
        loop = asyncio.get_running_loop()
        try:
            self._site = await loop.create_server(self._server, self.host, self.port, backlog=128,
                                                  reuse_address=True)
        except OSError as e:
            raise BakehouseError(f"cannot listen on {self.host} port {self.port}: {e.strerror or e}") from None
        self.port = self._site.sockets[0].getsockname()[1]
        self._refresher = asyncio.create_task(self._keep_fresh())
        return self.url

    async def stop(self) -> None:
        if self._refresher is not None:
            self._refresher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._refresher
        if self._site is not None:
            self._site.close()
            if self._server is not None:
                await self._server.shutdown(1.0)
            await self._site.wait_closed()

    async def _keep_fresh(self) -> None:
        while True:
            await asyncio.sleep(self.poll)
            try:
                await self._refresh()
            except Exception:  # noqa: BLE001 - a database briefly away: the last page stays, tried again
                continue

    async def _refresh(self) -> None:
        stamp = await asyncio.to_thread(self.source.stamp)
        if stamp != self._stamp or self._page is None:
            stamp, page = await asyncio.to_thread(self.source.read, self.event_id)
            self._stamp, self._page, self._rendered = stamp, page, {}

    # -- rendering ----------------------------------------------------------------------------------
    def _rounds(self, page: LivePage, w: dict[str, str] | Any) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        if page.current is not None:
            title = w["round_of"].format(n=page.current.number, m=page.rounds_planned)
            out.append({"title": title, "round": page.current})
        for rd in page.final:
            title = w["stage_final"] if rd.stage == "final" else w["stage_semi"]
            out.append({"title": f'{w["final"]}: {title}', "round": rd})
        return out

    def render(self, lang: str, query: str = "") -> tuple[str, str]:
        """The page in ``lang`` as two halves around the timer (the timer is put in per request)."""
        if not query and lang in self._rendered:
            return self._rendered[lang]
        page = self._page
        assert page is not None
        w = WORDS[lang]
        html = self._template.render(
            lang=lang, page=page, w=w, rounds=self._rounds(page, w), query=query,
            found=self._find(page.current, query) if query else [], timer=Markup(_SENTINEL),
            style=Markup(self._style), script=Markup(self._script), version=f"{self._stamp}")
        head, _, tail = html.partition(_SENTINEL)
        if not query:
            self._rendered[lang] = (head, tail)
        return head, tail

    @staticmethod
    def _find(rd: LiveRound | None, query: str) -> list[dict[str, Any]]:
        if rd is None:
            return []
        key = search_key(query)
        found: list[dict[str, Any]] = []
        for t in rd.tables:
            found += [{"name": s.name, "table": t.number, "code": t.code} for s in t.seats
                      if key in search_key(s.name)]
        found += [{"name": b, "table": None, "code": None} for b in rd.byes if key in search_key(b)]
        return found[:12]

    def _timer(self, lang: str) -> tuple[str, str]:
        """The round timer's element as of now, and its part of the ETag (it changes when the
        timer is started, paused, reset or runs out; a running one counts down in the page)."""
        timer = self._page.timer if self._page is not None else None
        if timer is None:
            return "", "-"
        now = self.wall()
        left, running = timer.remaining(now), timer.running(now)
        run = "1" if running else "0"
        w = WORDS[lang]
        paused = w.get("timer_paused", WORDS["en"]["timer_paused"])
        state = "running" if running else "paused" if left > 0 else "over"
        label = f'{w["timer"]} ({paused})' if state == "paused" else w["timer"]
        html = (f'<p id="timer" class="{state}" role="timer" aria-label="{label}" data-paused="{paused}" '
                f'data-remaining="{left:.1f}" data-running="{run}">{_timer_text(left)}</p>')
        return html, f"{run}{round(left) if not running else 0}"

    # -- answering ---------------------------------------------------------------------------------
    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        if self._server is not None:
            proto = request.protocol
            if proto in self._server.served:
                self._server.served[proto] += 1
        path, _, _ = request.raw_path.partition("?")
        if not hmac.compare_digest(path.encode("utf-8", "replace"), f"/{self.token}/".encode()):
            return web.Response(status=404, text="404: not found", headers={"Cache-Control": "no-store"})
        if request.method not in ("GET", "HEAD"):
            return web.Response(status=405, text="405: only GET and HEAD", headers={"Allow": "GET, HEAD"})
        lang = choose_language(request.headers.get("Accept-Language"), self.language)
        query = request.query.get("q", "")[:MAX_QUERY].strip()
        head, tail = self.render(lang, query)
        timer_html, timer_key = self._timer(lang)
        tag = f'"{self._stamp[0]}.{self._stamp[1]}-{lang}-{timer_key}"' if self._stamp else '"0"'
        headers = {"Cache-Control": "no-cache", "ETag": tag, "Content-Security-Policy": self._csp,
                   "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
                   "Content-Language": lang, "Vary": "Accept-Language"}
        if not query and request.headers.get("If-None-Match") == tag:
            return web.Response(status=304, headers=headers)
        return web.Response(body=(head + timer_html + tail).encode(), content_type="text/html",
                            charset="utf-8", headers=headers)


class ServerThread:
    """A :class:`LiveServer` on a thread of its own with its own event loop (the app's share
    dialog): :meth:`start` returns the address once it listens, :meth:`stop` ends it and waits."""

    def __init__(self, server: LiveServer) -> None:
        self.server = server
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._started = threading.Event()
        self._error: BaseException | None = None
        self._stop: asyncio.Event | None = None

    def start(self, timeout: float = 30.0) -> str:
        self._thread = threading.Thread(target=self._run, name="bakehouse-live-page", daemon=True)
        self._thread.start()
        self._started.wait(timeout)
        if self._error is not None:
            raise self._error
        return self.server.url

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            await self.server.start()
        except BaseException as e:  # noqa: BLE001 - reported by start() on the caller's thread
            self._error = e
            self._started.set()
            return
        self._started.set()
        await self._stop.wait()
        await self.server.stop()

    def renew_token(self) -> str:
        return self.server.renew_token()

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop has ended already
                self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None


async def serve_until_stopped(server: LiveServer, announce: Callable[[str], None]) -> None:
    """``bakehouse serve``: start, announce the address, serve until cancelled (Ctrl-C)."""
    announce(await server.start())
    try:
        await asyncio.Event().wait()
    finally:
        await server.stop()
