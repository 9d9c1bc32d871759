"""The players' live page (issue 33): a small read-only web server (aiohttp) and its page
(Jinja2, autoescaped), for ``bakehouse serve`` and the app's "Share on the club's network".

It reads the club database only through :mod:`engine.services.live_page` (plain values), never
the store, and never writes (import contract "live-page-read-only" in pyproject.toml).  The
heavy imports (aiohttp, jinja2) happen when a server is made, never when the command line parses.
"""
