"""``bakehouse report ...``: PDF reports from the command line.

``desktop/launcher.py`` calls :func:`register` with the ``bakehouse`` subparsers.
Every failure is one line on standard error and exit status 2; nothing is
written unless the whole PDF was made.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from engine.errors import BakehouseError

EXIT_REFUSED = 2


def _write(data: bytes, out: str) -> None:
    """Write atomically: a failed or interrupted report leaves no half file."""
    target = Path(out)
    if not target.parent.is_dir():
        raise BakehouseError(f"cannot write the report: no folder {target.parent}")
    fd, tmp = tempfile.mkstemp(prefix=".bakehouse-", suffix=".pdf", dir=target.parent if str(target.parent) else ".")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def cmd_scorepad(args: argparse.Namespace) -> int:
    from engine.record import read_file

    from .scorepad import render_record

    try:
        if args.file is None:
            raise BakehouseError("give a match record FILE (--match ID needs the club database, not in this build)")
        data = render_record(read_file(args.file), paper=args.paper)
        _write(data, args.output)
    except (BakehouseError, OSError) as e:
        print(_one_line(e), file=sys.stderr)
        return EXIT_REFUSED
    print(f"wrote {args.output}")
    return 0


def _one_line(e: BaseException) -> str:
    if isinstance(e, OSError):
        return f"cannot write the report: {e.strerror or e}"
    return str(e).splitlines()[0] if str(e) else type(e).__name__


def register(sub: Any) -> None:
    rep = sub.add_parser("report", help="print scorepads and other reports as PDF")
    kinds = rep.add_subparsers(dest="report", metavar="REPORT", required=True)
    sp = kinds.add_parser("scorepad", help="the scorepad of a match, as players keep it on paper")
    sp.add_argument("file", nargs="?", help="a match record (JSON)")
    sp.add_argument("-o", "--output", required=True, help="the PDF file to write")
    sp.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    sp.set_defaults(func=cmd_scorepad)
