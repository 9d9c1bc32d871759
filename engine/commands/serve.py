"""``bakehouse serve --db URL [--event ID] [--host ADDRESS] [--port N] [--language en|de]``:
the players' live page, headless (a second laptop or a small server at the club).

The first line printed is the page's whole address (its token is new each time the server
starts); the server runs until Ctrl-C.  It listens on 127.0.0.1 unless ``--host`` names another
address of this computer; ``--port 0`` (the default) takes a free port.  Registered by
engine/cli.py (its PLUGINS); aiohttp, Jinja2 and the store are imported when it runs.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from ..argtypes import bounded_int, id_arg
from .common import db_arg, guarded

_port = bounded_int("--port", 0, 65535)


def _announce(url: str) -> None:
    print(url, flush=True)
    print("serving the players' live page; Ctrl-C stops it", file=sys.stderr, flush=True)


def _serve(args: argparse.Namespace) -> int:
    from ..services.live_page import LiveSource
    from ..web.server import LiveServer, check_host, serve_until_stopped

    host = check_host(args.host)
    source = LiveSource.open(args.db)
    try:
        server = LiveServer(source, source.choose(args.event), host=host, port=args.port, language=args.language)
        try:
            asyncio.run(serve_until_stopped(server, _announce))
        except KeyboardInterrupt:
            print("stopped", file=sys.stderr)
    finally:
        source.close()
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser("serve", help="serve the players' live page (seating, standings, results) to phones")
    db_arg(p, parent=True)
    p.add_argument("--event", type=id_arg("--event"), default=None, metavar="ID",
                   help="the event shown (default: the newest open one)")
    p.add_argument("--host", default="127.0.0.1", metavar="ADDRESS",
                   help="an address of this computer to listen on (default 127.0.0.1: this computer only)")
    p.add_argument("--port", type=_port, default=0, metavar="N", help="the port (default 0: a free one)")
    p.add_argument("--language", choices=("en", "de"), default="en",
                   help="the page's language for phones that ask for neither English nor German")
    p.set_defaults(func=guarded("serve", _serve))
