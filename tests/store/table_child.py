"""A scoring station in a process of its own that holds a table (a stored match with app
dice) and plays it with bots, one entry per ``step N`` line: it prints ``ok SEQ`` after
each entry the database accepted, then after the N entries the match's record (one line
of JSON, flushed): what the parent may expect to find again after killing it.

``python -m tests.store.table_child URL MATCH STATION VAULT``
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from engine.bots import play_bots
from engine.record import to_record
from engine.seeds import SeedVault
from engine.services.handlers import match_changed
from engine.services.stations import hold_table
from engine.store import open_database
from engine.store.service import open_table


def main(url: str, match_id: int, station: str, vault: str) -> None:
    db = open_database(url)
    taken = hold_table(db, match_id, station)
    # an event's table follows its match as the app's does (the service layer's handler)
    table = open_table(db, match_id, station=station, vault=SeedVault(Path(vault)), hold=True, handle=match_changed)
    print("ready", len(table.match.journal), "mine" if taken.mine else f"held {taken.hold.station}", flush=True)
    for line in sys.stdin:
        cmd, _, arg = line.strip().partition(" ")
        if cmd == "step":
            for _ in range(int(arg)):
                play_bots(table.match, 1)  # committed before the journal accepts it
                print("ok", len(table.match.journal) - 1, flush=True)
            print(json.dumps(to_record(table.match), sort_keys=True), flush=True)
        elif cmd == "quit":
            break
    db.close()


def run(argv: list[str]) -> None:
    """The command line's words (tests/store/children.py starts it so)."""
    main(argv[0], int(argv[1]), argv[2], argv[3])


if __name__ == "__main__":
    run(sys.argv[1:])
