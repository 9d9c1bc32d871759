"""What the window says about a record file it is asked to open: a bad file named
and explained in words, and a record whose dice do not verify.

The checks are the engine's (``engine.record.read_file`` refuses anything but a
regular file of at most 16 MiB and says what is wrong; ``engine.fairdice.verify``
checks the dice): this only words their answers for a player, naming the file once.
"""

from __future__ import annotations

import os

from engine.errors import BakehouseError
from engine.fairdice import verify
from engine.names import quote
from engine.record import MatchRecord, display_path, read_file


def file_name(path: str) -> str:
    """The file as a player knows it: its name, quoted and shortened."""
    return quote(os.path.basename(path) or path)


def explain(path: str, error: BakehouseError) -> str:
    """One line: the file, then what is wrong with it, and where, with the ruling it breaks."""
    place = getattr(error, "place", "")
    message = error.message
    ruling = f" (ruling {error.ruling})" if error.ruling else ""
    if place in (display_path(path), ""):  # the file itself: the engine's words
        reason = message
    elif place == "record":  # JSON, but not shaped as a record
        reason = message if message.startswith("not a match record") else f"not a match record ({message})"
    elif place.startswith(("turn", "rolloff")):
        reason = f"the record breaks the rules at {place}: {message}{ruling}"
    else:
        reason = f"something is wrong in its {place}: {message}{ruling}"
    return f"Bakehouse cannot open {file_name(path)}: {reason}."


def read_record(path: str) -> MatchRecord | None:
    """The record in ``path`` read again to check its dice (None if it does not read)."""
    try:
        return read_file(path)
    except BakehouseError:
        return None


def dice_warning(record: MatchRecord) -> str | None:
    """Why the record's dice cannot be trusted, or None: only when it carries a revealed
    seed that does not give its faces (a hand-thrown record, or a game in progress whose
    seed is kept private, has nothing to check yet)."""
    info = record.dice
    if info is None or info.seed is None:
        return None
    try:
        verdict = verify(record)
    except BakehouseError as e:  # a game in progress that reveals its seed: verify refuses it
        problem = e.message
    else:
        if verdict.ok:
            return None
        problem = verdict.message
    return (
        f"The dice in this record do not verify: {problem}. "
        "The faces written are not the ones its dice seed gives, so the record may have been edited. "
        "It is shown as written; do not trust its result."
    )
