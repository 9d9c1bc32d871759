"""Writes ``r0001.json`` / ``r0002.json``: every row a Bakehouse of schema revision
0001 or 0002 wrote into its club database, made by that program itself.

Run with the old program on the path (its tree from git), e.g.::

    mkdir -p /tmp/old && git archive 528ac5c | tar -x -C /tmp/old     # revision 0002
    (cd /tmp/old && XDG_DATA_HOME=/tmp/old/data python tests/store/data/old_revisions/make.py \
        /path/to/r0002.json)                                         # this file, copied there
    # revision 0001: commit eeeb3c9

The old program logged a throw at a decision node as two entries (a ``roll`` row, the
player's choice, then the ``throw`` row with the faces), in imports, in bot play and at
the table; undo voided entries, a ``roll`` alone among them.  Nothing here is written by
today's code: the rows are those the old repositories, recorder and importer made.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from sqlalchemy import text

from engine.actions import Throw
from engine.bots import bot_for
from engine.dice import HmacDice, draw
from engine.game import CHANCE
from engine.journal import EntryKind, Journal, Origin
from engine.rolloff import Rolloff
from engine.rulesets import get_ruleset
from engine.store import MatchLogger, UnitOfWork, open_database
from engine.store.replaying import MatchSetup, new_state
from engine.store.service import import_record

AT = "2026-11-22T20:15:00+01:00"
TABLES = ("members", "events", "rounds", "matches", "seats", "tables", "roll_log", "results", "ratings")


def setup_of(ruleset: str, players: tuple[str, ...], dice: HmacDice) -> MatchSetup:
    rs = get_ruleset(ruleset)
    opts = rs.options_dict(rs.make_options({}, len(players)))
    return MatchSetup(rs.id, players, opts, "listed", None, None, HmacDice.scheme, dice.commitment, None)


def play(journal: Journal, setup: MatchSetup, dice: HmacDice, moves: int | None, station: str) -> None:
    """The old botplay.play_into: the bot's ``roll`` is an entry of its own."""
    n = len(setup.players)
    rolloff = Rolloff(n, get_ruleset(setup.ruleset).rolloff)
    bots = [bot_for(setup.ruleset) for _ in range(n)]
    while rolloff.winner is None:
        faces = {s: dice.face() for s in rolloff.throwers()}
        rolloff.add(faces)
        journal.append(EntryKind.ROLLOFF, rolloff=faces, origin=Origin.APP, station=station, at=AT)
    state = new_state(setup, rolloff.winner)
    made = 0
    while not state.is_terminal() and (moves is None or made < moves):
        seat, turn = state.turn_player(), state.turn_serial
        if state.current_player() == CHANCE:
            action, origin = Throw(draw(dice, state.chance_dice())), Origin.APP
        else:
            action, origin = bots[state.current_player()].choose(state), Origin.BOT
        state.apply(action)
        journal.append(EntryKind.MOVE, seat=seat, turn=turn, action=action, origin=origin, station=station, at=AT)
        made += 1


def live(db, ruleset: str, players: tuple[str, ...], seed: int, members, moves: int | None = None) -> Journal:
    dice = HmacDice.from_int(seed)
    setup = setup_of(ruleset, players, dice)
    with UnitOfWork(db) as uow:
        match_id = uow.matches.create(setup, station="hall", member_ids=members)
        uow.commit()
    journal = MatchLogger(db, match_id, station="hall").journal()  # every entry committed as a row
    play(journal, setup, dice, moves, "hall")
    return journal


def main(out: str) -> None:
    root = Path.cwd()
    examples = root / "tests" / "data" / "spec-examples"
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(f"sqlite:///{tmp}/club.sqlite3")
        with UnitOfWork(db) as uow:
            ann = uow.members.add("Ann", email="ann@club.example").id
            ben = uow.members.add("Ben", note="brings biscuits").id
            cy = uow.members.add("Cy").id
            event = uow.events.add("Thursday club night", kind="tournament", date="2026-11-19").id
            uow.commit()
        # records imported: a roll row before every throw at a decision node (records.from_record)
        imported = [import_record(db, (examples / f"{name}.json").read_bytes(), station="desk")
                    for name in ("classic", "sb", "six-by-6")]
        # a whole match at a table, then corrected: the last move voided and entered again
        j1 = live(db, "dire-straights", ("Ann", "Ben", "Cy"), 3, [ann, ben, cy])
        last = j1.in_force()[-1]
        j1.void([last.seq], reason="the last throw was misread", station="bar")
        j1.append(EntryKind.MOVE, seat=last.seat, turn=last.turn, action=last.action, origin=last.origin,
                  station="bar", at=AT)
        # a match still in play whose last moves were undone, a roll alone among them
        j2 = live(db, "sb", ("Ann", "Ben"), 5, [ann, ben], moves=23)
        in_force = [e for e in j2.in_force() if e.kind is EntryKind.MOVE]
        rolls = [e.seq for e in in_force if e.action is not None and type(e.action).__name__ == "Roll"]
        j2.void([rolls[-1]] if rolls[-1] == in_force[-1].seq else [in_force[-1].seq], reason="typo", station="hall")
        j2.void([in_force[-2].seq, in_force[-3].seq], reason="typo", station="hall")
        with UnitOfWork(db) as uow:
            uow.events.set_table(event, 1, 1, imported[0])
            uow.commit()
        dump: dict[str, object] = {}
        with db.engine.connect() as conn:
            dump["revision"] = conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
            for table in TABLES:
                result = conn.execute(text(f"SELECT * FROM {table}"))
                dump[table] = {"columns": list(result.keys()), "rows": [list(r) for r in result]}
        db.close()
    lines = [f'"revision": {json.dumps(dump["revision"])}']
    for table in TABLES:
        t = dump[table]
        assert isinstance(t, dict)
        rows = ",\n  ".join(json.dumps(r, ensure_ascii=False) for r in t["rows"])
        lines.append(f'"{table}": {{"columns": {json.dumps(t["columns"])}, "rows": [\n  {rows}]}}')
    Path(out).write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
