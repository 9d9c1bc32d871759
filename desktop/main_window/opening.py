"""What the window says about a record file it is asked to open: a bad file in
words (never parser text), and a record whose dice do not verify.

The checks themselves are the engine's (``engine.record``, ``engine.fairdice``);
this only words their answers for a player, naming the file.
"""

from __future__ import annotations

import os
import re
import stat

from engine.errors import BakehouseError
from engine.fairdice import verify
from engine.names import quote
from engine.record import MatchRecord, loads

#: a record larger than this is refused before it is read (the engine's reader refuses it too)
MAX_BYTES = 16 * 1024 * 1024
_AT = re.compile(r"at line (\d+), column (\d+)")


def file_name(path: str) -> str:
    """The file as a player knows it: its name, quoted and shortened."""
    return quote(os.path.basename(path) or path)


def check_file(path: str) -> str | None:
    """Why ``path`` cannot be a record, before it is read (not a regular file, too large,
    missing, unreadable), or None."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return "there is no such file (it may have been moved or deleted)"
    except PermissionError:
        return "this account may not read it"
    except OSError as e:
        return f"it cannot be reached ({e.strerror or 'error'})"
    if stat.S_ISDIR(st.st_mode):
        return "it is a folder, not a file"
    if not stat.S_ISREG(st.st_mode):
        return "it is not an ordinary file (a device, a pipe or a socket)"
    if st.st_size > MAX_BYTES:
        return f"it is {st.st_size / 1024 / 1024:.0f} MB: a match record is at most 16 MB"
    return None


def explain(error: BakehouseError) -> str:
    """A refused record in words: what is wrong, and where, with the ruling it breaks."""
    message = error.message
    place = getattr(error, "place", "record")
    if message.startswith("not valid JSON"):
        at = _AT.search(message)
        where = f" (it stops making sense at line {at[1]}, column {at[2]})" if at else ""
        return f"it is not a match record: its text is not JSON, the format records are written in{where}"
    if message.startswith("not UTF-8"):
        return "it is not a match record: it is not text at all (perhaps a picture or a document)"
    if message == "a match record is a JSON object":
        return "it holds JSON, but not a match record (a record is one object with its format, game, players and turns)"
    if message == "the key 'format' is missing":
        return "it is not a Bakehouse match record (it does not name its format, \"bakehouse.match/1\")"
    if place == "format":
        return f"it is written in another format or version than this Bakehouse reads: {message}"
    if message.startswith("cannot read"):
        reason = message.rpartition(": ")[2]
        return f"it cannot be read ({reason})"
    ruling = f" (ruling {error.ruling})" if error.ruling else ""
    if place in ("record", ""):
        return f"the record is not written as the format says: {message}{ruling}"
    if place.startswith("turn") or place.startswith("rolloff"):
        return f"the record breaks the rules at {place}: {message}{ruling}"
    return f"something is wrong in its {place}: {message}{ruling}"


def cannot_open(path: str, reason: str) -> str:
    return f"Bakehouse cannot open {file_name(path)}: {reason}."


def read_record(path: str) -> MatchRecord | None:
    """The record in ``path`` read again for checking its dice (None if it will not read)."""
    try:
        with open(path, "rb") as f:
            return loads(f.read(MAX_BYTES + 1))
    except (OSError, BakehouseError):
        return None


def dice_warning(record: MatchRecord) -> str | None:
    """Why the record's dice cannot be trusted, or None: only when it carries a revealed
    seed that does not give its faces (a hand-thrown record, or a game in progress whose
    seed is still private, has nothing to check yet)."""
    info = record.dice
    if info is None or info.seed is None:
        return None
    verdict = verify(record)
    if verdict.ok:
        return None
    return (
        f"The dice in this record do not verify: {verdict.message}. "
        "The faces written are not the ones its dice seed gives, so the record may have been edited. "
        "It is shown as written; do not trust its result."
    )
