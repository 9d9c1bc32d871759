"""A club night in a real club database for the live page's tests and benchmark: ``n`` players
checked in (a name with markup, a right-to-left name, an e-mail address and a note kept as the
member's own, never shown), round 1 seated and published, some tables finished."""

from __future__ import annotations

from engine.services import events as ev
from engine.services import members as mb
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
