"""What the window says about a record file it is asked to open: a bad file named
and explained in words, and a record whose dice do not verify.

The checks are the engine's (``engine.record.read_file`` refuses anything but a
regular file of at most 16 MiB and says what is wrong; ``engine.fairdice.verify``
checks the dice): this only words their answers for a player, naming the file once.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication

from engine.errors import BakehouseError
from engine.fairdice import Verdict
from engine.names import quote
from engine.record import display_path

from ..text import fill


def file_name(path: str) -> str:
    """The file as a player knows it: its name, quoted and shortened."""
    return quote(os.path.basename(path) or path)


def explain(path: str, error: BakehouseError) -> str:
    """One line: the file, then what is wrong with it, and where, with the ruling it breaks."""
    place = getattr(error, "place", "")
    message = error.message
    ruling = fill(QCoreApplication.translate("RecordOpening", " (ruling %1)"), error.ruling) if error.ruling else ""
    if place in (display_path(path), ""):  # the file itself: the engine's words
        reason = message
    elif place == "record":  # JSON, but not shaped as a record
        reason = message if message.startswith("not a match record") else fill(QCoreApplication.translate("RecordOpening", "not a match record (%1)"), message)
    elif place.startswith(("turn", "rolloff")):
        reason = fill(QCoreApplication.translate("RecordOpening", "the record breaks the rules at %1: %2"), place, message) + ruling
    else:
        reason = fill(QCoreApplication.translate("RecordOpening", "something is wrong in its %1: %2"), place, message) + ruling
    return fill(QCoreApplication.translate("RecordOpening", "Bakehouse cannot open %1: %2."), file_name(path), reason)


def dice_warning(verdict: Verdict | None) -> str | None:
    """Why an opened record's dice cannot be trusted, or None: only when it carries a
    revealed seed that does not give its faces (a hand-thrown record, or a game in
    progress whose seed is kept private, has nothing to check yet: no verdict).  The
    verdict is the session's, made as the record was opened (played once)."""
    if verdict is None or verdict.ok:
        return None
    problem = verdict.message
    return fill(QCoreApplication.translate("RecordOpening", 
        "The dice in this record do not verify: %1. "
        "The faces written are not the ones its dice seed gives, so the record may have been edited. "
        "It is shown as written; do not trust its result."
    ), problem)

