"""What every command line shares: one line out, refusals as one line on standard error,
``--db`` before or after the action, and text tables padded by display width.

Light on purpose (argparse, json, unicodedata): registering a command's parser imports
this and nothing heavier, so ``bakehouse --help`` starts at once.
"""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from ..errors import BakehouseError
from ..terminal import dumps, safe_lines
from ..words import fill, translate

EXIT_REFUSED = 2
#: the exit status of a command ended by Ctrl-C (128 + SIGINT)
EXIT_INTERRUPTED = 130

DB_HELP = ("database: a file path or an SQLAlchemy URL such as postgresql+psycopg://host/club "
           "(default: $BAKEHOUSE_DB, else bakehouse.sqlite3 in the data folder); "
           "before or after the action")


def say(text: str, *, err: bool = False) -> None:
    """One line (or several) to standard output or error; a console that cannot show
    a character gets an escape instead of a traceback."""
    stream = sys.stderr if err else sys.stdout
    text = safe_lines(text)  # file names and stored values: no raw escape or bidi control (#18)
    try:
        stream.write(text + "\n")
    except UnicodeEncodeError:  # a name the console cannot show (cp1252, ascii)
        enc = stream.encoding or "ascii"
        stream.write((text + "\n").encode(enc, "backslashreplace").decode(enc))


def as_json(data: Any) -> str:
    """Indented JSON; controls, bidi and other format characters written as JSON escapes."""
    return dumps(data, indent=1)


def guarded(prog: str, body: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """``body``, with a refusal, a failing database or file, or Ctrl-C as one line
    (``bakehouse PROG: ...``) and exit status 2 (130 for Ctrl-C)."""

    def run(args: argparse.Namespace) -> int:
        try:
            return body(args)
        except BakehouseError as e:  # in the command line's language (#32): str(e) is the English
            say(refused(prog, e.text()), err=True)
            return EXIT_REFUSED
        except BrokenPipeError:  # `bakehouse event standings 1 | head`: engine.cli.main ends quietly
            raise
        except OSError as e:
            say(refused(prog, str(e.strerror or e)), err=True)
            return EXIT_REFUSED
        except KeyboardInterrupt:
            say(refused(prog, translate("CommandLine", "interrupted")), err=True)
            return EXIT_INTERRUPTED
        except Exception as e:
            if not _database_failed(e):
                raise
            say(refused(prog, _database_words(e)), err=True)
            return EXIT_REFUSED

    return run


def refused(prog: str, said: str) -> str:
    """``bakehouse PROG: said`` as the command line's language writes it (French: a space before
    the colon, as argparse's refusals are written, #32)."""
    return fill(translate("CommandLine", "bakehouse %1: %2"), prog, said)


def _database_failed(e: Exception) -> bool:
    """A driver's error (SQLAlchemy's DBAPIError), told apart without importing SQLAlchemy
    for commands that never opened a database."""
    exc = sys.modules.get("sqlalchemy.exc")
    return exc is not None and isinstance(e, exc.DBAPIError)


def _database_words(e: Exception) -> str:
    """A failing database in the store's words (damaged, read-only, a server gone)."""
    from ..services.database import failure_line

    return failure_line(e)


def _first_line(e: BaseException) -> str:
    orig = getattr(e, "orig", None)
    text = str(orig or e).strip()
    return text.splitlines()[0] if text else type(e).__name__


def db_arg(p: argparse.ArgumentParser, *, parent: bool = False) -> None:
    """``--db URL``.  A command with actions takes it on its own parser (``parent``,
    default None) and on each action's (no default, so it does not hide the first):
    ``bakehouse event --db X list`` and ``bakehouse event list --db X`` both work."""
    p.add_argument("--db", metavar="URL", default=None if parent else argparse.SUPPRESS, help=DB_HELP)


def plural(n: int, one: str, many: str | None = None) -> str:
    """``1 player``, ``2 players`` (``many`` for an irregular plural)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


# -- text tables -----------------------------------------------------------------------------------
def width(text: str) -> int:
    """Columns a terminal gives ``text``: wide and full-width characters (CJK, most emoji)
    take two, combining marks and zero-width characters none (Unicode East Asian Width,
    UAX #11, through the standard library's unicodedata)."""
    cols = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        cols += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return cols


def pad(text: str, cols: int, *, right: bool = False) -> str:
    """``text`` padded with spaces to ``cols`` display columns (on the left when ``right``)."""
    fill = " " * max(0, cols - width(text))
    return fill + text if right else text + fill


def table(rows: Sequence[Sequence[str]], *, left: Sequence[int] = (1,), gap: str = "  ") -> list[str]:
    """Rows of cells as aligned lines: the columns in ``left`` are aligned left, the others
    right; widths are display widths, so a CJK name lines up with a Latin one."""
    if not rows:
        return []
    widths = [max(width(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [gap.join(pad(c, w, right=i not in left) for i, (c, w) in enumerate(zip(r, widths, strict=True))).rstrip(" ")
            for r in rows]
