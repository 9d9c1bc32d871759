"""A station that logs bot matches without pause, one after another, and
prints ``MATCH SEQ`` (flushed) after each entry the journal accepted: an
acknowledgement that the action was saved.  The crash test kills it."""

from __future__ import annotations

import sys

from engine.dice import HmacDice
from engine.store import MatchLogger, UnitOfWork, open_database
from engine.store.botplay import bot_setup, play_into


def main(url: str, seed: int) -> None:
    db = open_database(url)
    out = sys.stdout
    game = 0
    while True:
        dice = HmacDice.from_int(seed * 1000 + game)
        setup = bot_setup(("six-by-6", "dire-straights", "sb")[game % 3], ("Ann", "Ben", "Cy"), dice)
        with UnitOfWork(db) as uow:
            match_id = uow.matches.create(setup, station="crash")
            uow.commit()
        out.write(f"{match_id} -1\n")
        out.flush()
        logger = MatchLogger(db, match_id, station="crash")
        journal = logger.journal()
        for entry in play_into(journal, setup, dice, station="crash"):
            out.write(f"{match_id} {entry.seq}\n")
            out.flush()
        game += 1


def run(argv: list[str]) -> None:
    """The command line's words (tests/store/children.py starts it so)."""
    main(argv[0], int(argv[1]))


if __name__ == "__main__":
    run(sys.argv[1:])
