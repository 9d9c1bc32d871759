"""The ``bakehouse`` console script.

With no arguments it opens the app at its club home (desktop/home.py: the club database,
its pages, the practice table from Game > Practice table…); with a subcommand it hands over to the
headless command line of the engine (``engine.cli``), which never imports Qt.
Living here keeps ``engine/`` free of any import of the desktop.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        from .app import main as run_app

        return run_app()
    try:
        from engine.cli import main as cli_main

        return cli_main(args, extra=_report_commands())
    except KeyboardInterrupt:  # Ctrl-C while the command line loads
        from engine.cli import interrupted

        return interrupted()


def _report_commands() -> list[Callable[..., None]]:
    """``bakehouse report ...`` lives in reports/ (engine/ never imports it)."""
    try:
        from reports.cli import register
    except ModuleNotFoundError as e:
        if e.name in ("reports.cli",):
            return []
        raise
    return [register]


if __name__ == "__main__":
    sys.exit(main())
