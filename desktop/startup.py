"""What the app's start leaves behind that it does not need.

PySide6 wraps Python's ``import`` (for its opt-in ``from __feature__ import ...``) and reads the
source of every module imported once Qt is loaded, through :mod:`linecache`, to see whether it
mentions PySide6; the lines stay cached.  That is some 3 MB by the time the club home is shown
(the standard library, Qt's support and the app's own modules) and some 25 MB more once the club
database is open (SQLAlchemy, sqlmodel, pydantic): nothing reads them again but a traceback, which
reads its file anew.  :func:`forget_source_lines` lets them go after each burst of imports
(benchmarks/app_startup.py).
"""

from __future__ import annotations

import linecache


def forget_source_lines() -> None:
    """The cached source lines of the modules imported so far, let go."""
    linecache.clearcache()
