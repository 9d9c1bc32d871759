"""Match records in and out of the club database (``bakehouse import`` and ``export``): a record
stored as a match, a stored match written back as its record (the one record writer), an event's
matches as one record per table.  engine/store/service.py does the work in one unit of work each."""

from __future__ import annotations

from pathlib import Path

from ..record import MatchRecord
from ..store.db import Database


def import_record(db: Database, record: MatchRecord, *, station: str | None = None) -> int:
    """Store a match record (checked by the rules as it is stored): the new match's id."""
    from ..store.service import import_record as stored
    from .handlers import match_changed

    return stored(db, record, station=station, handle=match_changed)


def export_record(db: Database, match_id: int) -> str:
    """A stored match as its record's JSON (the seed only once the match is over)."""
    from ..store.service import export_record as exported

    return exported(db, match_id)


def export_event(db: Database, event_id: int, folder: str | Path) -> list[Path]:
    """Every match of an event as ``round-R-table-T.json`` in ``folder``: the files written."""
    from ..store.service import export_event as exported

    return exported(db, event_id, folder)
