"""The ``bakehouse`` console script.

With no arguments it opens the app at its club home (desktop/home.py: the club database,
its pages, the practice table from Game > Practice table…); with a subcommand it hands over to the
headless command line of the engine (``engine.cli``), which never imports Qt.
Living here keeps ``engine/`` free of any import of the desktop.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["--self-test"] or (not args and os.environ.get("BAKEHOUSE_SELF_TEST") == "1"):
        return _self_test()
    if not args or _is_record(args):
        from .app import main as run_app

        return run_app(record=args[0] if args else None)
    try:
        from engine.cli import main as cli_main

        return cli_main(args, extra=_report_commands())
    except KeyboardInterrupt:  # Ctrl-C while the command line loads
        from engine.cli import interrupted

        return interrupted()


def _is_record(args: Sequence[str]) -> bool:
    """``bakehouse FILE.bakehouse`` (or an older ``FILE.bakehouse.json``, any ``.json``): a match record
    opened from the file manager (the .desktop file's ``%f``, the Windows ProgID's and macOS's open);
    no command of the command line ends in either."""
    from engine.files import is_record_name

    return len(args) == 1 and is_record_name(args[0]) and os.path.isfile(args[0])


def _self_test(timeout: float = 60.0) -> int:
    """Hidden ``--self-test`` (or ``BAKEHOUSE_SELF_TEST=1``) for installed builds
    (installer/check_bundle.py): open the club home, wait until it is shown and usable, show each
    of its pages and the practice table, print ``OK`` with its title and menus (in the language in
    use), close it and quit."""
    from .app import display_problem, make_app

    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    app = make_app()
    from .home import ClubHome

    window = ClubHome()
    window.show()
    deadline = time.monotonic() + timeout
    while not (window.isVisible() and window.isEnabled() and window.menuBar().actions()):
        if time.monotonic() > deadline:
            print("self-test: the club home did not become usable", file=sys.stderr)
            return 1
        app.processEvents()
        time.sleep(0.01)
    from .home import NAVIGATION

    shown = 0
    for page in NAVIGATION:  # each page of the sidebar (Statistics draws with pyqtgraph)
        if window.show_page(page):
            app.processEvents()
            shown += 1
    window.show_page("home")
    table = window.open_practice_table()  # the practice table too: the games' panels and dice
    app.processEvents()
    table.close()
    menus = " ".join(a.text().replace("&", "") for a in window.menuBar().actions())
    print(f"OK {window.windowTitle()} | {menus} | {shown} pages and the practice table shown")
    window.close()
    app.processEvents()
    return 0


def _report_commands() -> list[Callable[..., None]]:
    """``bakehouse report ...``: engine/commands/report.py, drawing with ``reports.club`` (the
    engine never imports the reports: the command is given them here)."""
    try:
        import reports  # noqa: F401 (the package alone: its drawing loads when a report is made)
    except ModuleNotFoundError as e:
        if e.name == "reports":
            return []
        raise
    return [register_report]


def register_report(sub: Any) -> None:
    """Register ``bakehouse report`` onto the subparsers ``sub`` (argparse only), drawing with
    ``reports.club``, imported when a report is made (reportlab takes seconds to load)."""
    from engine.commands.report import register

    register(sub, _drawing)


def _drawing() -> Any:
    import reports.club

    return reports.club


if __name__ == "__main__":
    sys.exit(main())
