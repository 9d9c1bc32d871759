"""Writing files the user names: whole or not at all, and only where a file belongs.

A report or a saved game is written to a temporary file beside the target, flushed
to disk, then renamed over it, so a crash or a full disk never leaves half a file.
The target is where a symbolic link points (the link stays a link), and anything
there that is not a regular file (a device, a pipe, a folder) is refused rather
than replaced.  A new file gets the permissions the user's umask gives; a file
written over keeps its own; a private file (a dice seed) is readable by the user
alone, always.

This is the one writer of whole files: records, reports, charts, the events
file and the dice seeds all come through :func:`write_atomically`.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from .errors import InvalidInputError, phrase
from .words import QT_TRANSLATE_NOOP

#: A match record's file name ends in ``.bakehouse`` (JSON inside, the record format unchanged): one
#: suffix that every system can claim (Windows and macOS decide a file's type by its last dot, so the
#: older ``*.bakehouse.json`` was a ``.json`` file there).  Those and plain ``.json`` still open.
RECORD_SUFFIX = ".bakehouse"
RECORD_SUFFIXES = (".bakehouse", ".json")


def is_record_name(name: str) -> bool:
    """Whether a file name is that of a match record (``*.bakehouse``, ``*.bakehouse.json``, ``*.json``)."""
    return name.lower().endswith(RECORD_SUFFIXES)


def write_atomically(path: str | os.PathLike[str], data: bytes, *, private: bool = False) -> Path:
    """Write ``data`` to ``path`` (see the module's words); returns the file written.
    ``private``: mode 0600 whatever was there.  Refusals are :class:`InvalidInputError`
    naming the path."""
    given = Path(path)
    target = Path(os.path.realpath(given))
    try:
        st = os.stat(target)
    except FileNotFoundError:
        mode = None
    except OSError as e:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot write %1: %2"), given, e.strerror or e)) from None
    else:
        if not stat.S_ISREG(st.st_mode):
            raise InvalidInputError(
                phrase(QT_TRANSLATE_NOOP("Refusal", "cannot write %1: it is a folder"), given) if stat.S_ISDIR(st.st_mode)
                else phrase(QT_TRANSLATE_NOOP("Refusal", "cannot write %1: it is not a regular file"), given))
        mode = stat.S_IMODE(st.st_mode)
    folder = target.parent
    if not folder.is_dir():
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot write %1: there is no folder %2"), given, folder))
    if private:
        mode = 0o600
    elif mode is None:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as e:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot write %1: %2"), given, e.strerror or e)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot write %1: %2"), given, e.strerror or e)) from None
        raise
    return target
