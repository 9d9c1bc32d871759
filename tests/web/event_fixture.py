"""A club night in a real club database for the live page's tests and benchmark: ``n`` players
checked in (a name with markup, a right-to-left name, an e-mail address and a note kept as the
member's own, never shown), round 1 seated and published, some tables finished."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from engine.services import events as ev
from engine.services import members as mb
from engine.store import open_database
from engine.store.db import Database
from engine.tournament.event import EventConfig

SPECIAL = ["<b>Bold</b> & Co", "דוד כהן", "Ann Smith"]
EMAIL = "secret.mail@example.org"
NOTE = "private note: owes the club 5"


def club_night(db: Database, n: int = 12, finished: int = 1, name: str = "Tuesday dice", who: str = "Player") -> int:
    special = SPECIAL if who == "Player" else []
    names = special + [f"{who} {i:03d}" for i in range(1, n - len(special) + 1)]
    ids = [mb.add_member(db, x, email=EMAIL if x == "Ann Smith" else None,
                         note=NOTE if x == "Ann Smith" else None).id for x in names]
    event = ev.create_event(db, EventConfig(name=name), date="2026-11-24")
    for mid in ids:
        ev.check_in(db, event.id, mid)
    ev.seat_next(db, event.id, publish=True)
    for t in range(1, finished + 1):
        finish_table(db, event.id, t)
    return event.id


def finish_table(db: Database, event_id: int, table: int) -> None:
    event = ev.get_event(db, event_id)
    rd = event.rounds[-1]
    players = rd.seating.tables[table - 1]
    ev.enter_result(db, event_id, rd.number, table,
                    ev.ResultGiven(scores_by_id={q: 100 - 10 * i for i, q in enumerate(players)}))


class ClubNights:
    """Club nights built once (in ``folder``) and handed out as copies, each test its own file:
    seating a round searches for a second or so (engine/tournament/search.py), and most tests
    only read the night it gives them (issue 31).  ``copy(dest, n, finished)``: the night's database
    at ``dest``, and the event's id; ``other``: the database also holds another club's cup of 4
    (never to be shown on this event's page)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.built: dict[tuple[int, int, bool], tuple[Path, int]] = {}

    def copy(self, dest: Path, n: int = 12, finished: int = 1, other: bool = False) -> int:
        key = n, finished, other
        if key not in self.built:
            path = self.folder / f"night-{n}-{finished}{'-other' if other else ''}.db"
            database = open_database(str(path))
            try:
                event = club_night(database, n, finished=finished)
                if other:
                    assert club_night(database, 4, finished=0, name="Other club's cup", who="Visitor") != event
            finally:
                database.close()
            self.built[key] = path, event
        path, event = self.built[key]
        with closing(sqlite3.connect(path)) as source, closing(sqlite3.connect(dest)) as target:
            source.backup(target)  # the whole database, whatever is left in its write-ahead log
        return event
