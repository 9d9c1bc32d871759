"""What the app's start leaves behind that it does not need.

PySide6 wraps Python's ``import`` (for its opt-in ``from __feature__ import ...``) and, for every
module imported once Qt is loaded, asks whether its source mentions PySide6: through
:func:`inspect.getsource`, which reads the whole file into :mod:`linecache`, line by line, and keeps
it.  That was some 3 MB by the time the club home is shown (the standard library, Qt's support and
the app's own modules) and some 25 MB more once the club database is open (SQLAlchemy, sqlmodel,
pydantic, the store): nothing reads those lines again but a traceback, which reads its file anew,
and once let go (:func:`forget_source_lines`) most of them stayed resident all the same, a line's
string freed between the modules' own objects that live on.

:func:`lighter_feature_check` asks the same question of each module without keeping its source: the
file's bytes are searched for "PySide6" and let go at once (PySide6's own check, searching the
source text, decides anything else: a module without a Python file, a PySide6 without that
check).  It saves some 20 MB of the club home's resident memory once the database is open
(benchmarks/app_startup.py, issue 31).  :func:`forget_source_lines` still lets go of what is
cached otherwise.
"""

from __future__ import annotations

import linecache
import sys
from types import ModuleType
from typing import Any


def forget_source_lines() -> None:
    """The cached source lines of the modules imported so far, let go."""
    linecache.clearcache()


def lighter_feature_check() -> bool:
    """PySide6's check of each module imported ("does its source mention PySide6?") made without
    caching the module's source in :mod:`linecache`; whether it was (False: this PySide6 has no
    such check, nothing was changed)."""
    feature = sys.modules.get("shibokensupport.feature")
    check: Any = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(check):
        return False
    if getattr(check, "bakehouse_lighter", False):
        return True
    original = check

    def uses_pyside(module: ModuleType) -> bool:
        """Whether the module's source mentions PySide6 (as PySide6 asks), read as bytes, not kept."""
        file = getattr(module, "__file__", None)
        if not isinstance(file, str) or not file.endswith(".py"):
            return bool(original(module))
        try:
            with open(file, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:  # as inspect.getsource: a module without its source file does not use it
            return False

    uses_pyside.bakehouse_lighter = True  # type: ignore[attr-defined]
    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010 (a private name of PySide6's support)
    return True
