"""Scoring stations on one club database: who holds a table, taking one over, the station's
name and its tables, and the cheap "what changed" the app polls (issue 20).

A station holds the table it scores (engine/store/holds.py): only the holder writes its
match, checked in the same unit of work as each action.  A second station opening a held
table is told who holds it and watches it, or takes it over explicitly; the first
station's next action is then refused with one line naming the new holder.
"""

from __future__ import annotations

import re
import socket
from collections.abc import Iterable

from ..errors import InvalidInputError, phrase
from ..names import MAX_STATION as MAX_STATION
from ..names import clean_station as clean_station
from ..names import quote
from ..store.db import Database as Database
from ..store.holds import Hold as Hold
from ..store.holds import Mark as Mark
from ..store.holds import Snapshot as Snapshot
from ..store.holds import TableHeldError as TableHeldError
from ..store.holds import Taken as Taken
from ..store.holds import clock as clock
from ..store.holds import current, release, take, watch
from ..words import QT_TRANSLATE_NOOP

#: the highest table number a station's tables may name
MAX_TABLE = 999
_RANGE = re.compile(r"([0-9]{1,3})(?:-([0-9]{1,3}))?")


def station_name(given: str = "") -> str:
    """The station's name as set (trimmed), else this computer's host name."""
    if given.strip():
        return clean_station(given)
    host = socket.gethostname().strip()
    return host[:MAX_STATION] if host else "station"


def parse_tables(text: str) -> frozenset[int] | None:
    """The tables a station scores, written "1-3, 5" (None: "" or "all", every table)."""
    written = text.strip()
    if not written or written.casefold() == "all":
        return None
    if len(written) > 200:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "the tables %1 are too long to be a list of tables"), quote(written)))
    out: set[int] = set()
    for part in re.split(r"[,;\s]+", re.sub(r"\s*-\s*", "-", written)):
        if not part:
            continue
        found = _RANGE.fullmatch(part)
        if found is None:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "the tables are numbers and ranges such as 1-3, 5, not %1"), quote(part)))
        low = int(found.group(1))
        high = int(found.group(2) or low)
        if not 1 <= low <= high <= MAX_TABLE:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "tables are numbered 1 to %1 and a range goes upwards, not %2"), MAX_TABLE, quote(part)))
        out.update(range(low, high + 1))
    if not out:  # " , ," is no list of tables (every table is written as nothing or "all")
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "the tables are numbers and ranges such as 1-3, 5, not %1"), quote(written)))
    return frozenset(out)


def tables_text(tables: Iterable[int] | None) -> str:
    """The tables as "1-3, 5" ("" for every table)."""
    if tables is None:
        return ""
    numbers = sorted(set(tables))
    parts: list[str] = []
    start = prev = None
    for n in [*numbers, None]:
        if n is not None and prev is not None and n == prev + 1:
            prev = n
            continue
        if start is not None and prev is not None:
            parts.append(str(start) if start == prev else f"{start}-{prev}")
        start = prev = n
    return ", ".join(parts)


def hold_table(db: Database, match_id: int, station: str, *, take_over: bool = False) -> Taken:
    """Hold a table's match at ``station`` (a free one, or this station's); one another
    station holds is taken over only with ``take_over``, else left to it (``mine`` False)."""
    return take(db, match_id, station, take_over=take_over)


def let_go(db: Database, match_id: int, station: str) -> None:
    """The station lets its table go (its window closed)."""
    release(db, match_id, station)


def table_hold(db: Database, match_id: int) -> Hold | None:
    """Who holds the match (None: nobody)."""
    return current(db, match_id)


def what_changed(db: Database, event_id: int | None, match_ids: Iterable[int] = ()) -> Snapshot:
    """The stations' poll: a snapshot of an event's tables and of the matches given, to be
    compared with the last one (a small indexed query; engine/store/holds.py)."""
    return watch(db, event_id, match_ids)


__all__ = ["MAX_STATION", "MAX_TABLE", "Hold", "Mark", "Snapshot", "TableHeldError", "Taken", "clean_station", "clock",
           "hold_table", "let_go", "parse_tables", "station_name", "table_hold", "tables_text", "what_changed"]
