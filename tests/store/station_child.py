"""A scoring station in a process of its own, driven line by line on stdin:

``step``: make the next move of MATCH (a bot's choice, or dice from this
station's own stream) and print ``ok SEQ`` or ``changed MESSAGE`` (then the
journal is reloaded); ``play``: ``step`` until the match is over, then print
``done``; ``results ID``: print that match's results as JSON; ``quit``.
Every line printed is flushed: the parent reads it as an acknowledgement.
"""

from __future__ import annotations

import json
import sys

from engine.bots import bot_for
from engine.dice import HmacDice
from engine.journal import EntryKind
from engine.store import TableChangedError, UnitOfWork, open_database
from engine.store.botplay import next_move
from engine.store.live import MatchLogger


def main(url: str, match_id: int, station: str, seed: int) -> None:
    db = open_database(url)
    logger = MatchLogger(db, match_id, station=station)
    journal = logger.journal()
    dice = HmacDice.from_int(seed)
    bot = bot_for(logger.played.setup.ruleset)

    def step() -> str:
        nonlocal journal
        state = logger.played.state
        assert state is not None
        if state.is_terminal():
            return "over"
        action, origin = next_move(state, bot, dice)
        seat, turn = state.turn_player(), state.turn_serial
        try:
            entry = journal.append(EntryKind.MOVE, seat=seat, turn=turn, action=action, origin=origin, station=station)
        except TableChangedError as e:
            journal = logger.journal()  # the reloaded copy
            return f"changed {e}"
        return f"ok {entry.seq}"

    print("ready", len(journal), flush=True)
    for line in sys.stdin:
        cmd, _, arg = line.strip().partition(" ")
        if cmd == "step":
            print(step(), flush=True)
        elif cmd == "play":
            while step() != "over":
                pass
            print("done", len(journal), flush=True)
        elif cmd == "results":
            with UnitOfWork(db) as uow:
                print(json.dumps([r.total for r in uow.matches.results(int(arg))]), flush=True)
        elif cmd == "length":
            print(len(journal), flush=True)
        elif cmd == "quit":
            break
    db.close()


def run(argv: list[str]) -> None:
    """The command line's words (tests/store/children.py starts it so)."""
    main(argv[0], int(argv[1]), argv[2], int(argv[3]))


if __name__ == "__main__":
    run(sys.argv[1:])
