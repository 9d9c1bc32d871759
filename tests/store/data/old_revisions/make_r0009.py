"""Writes ``r0009.json``: every row a Bakehouse of schema revision 0009 wrote into its club
database, made by that program itself, with what that program read back from it (each
match's entries in force, its export, the statistics): the last revision whose roll log
marked a withdrawn entry with ``void_by`` in place (revision 0010 names it in a row of its own).

Run with the old program on the path (its tree from git), e.g.::

    mkdir -p /tmp/old && git archive 7c43ee1 | tar -x -C /tmp/old      # revision 0009
    cp tests/store/data/old_revisions/make_r0009.py /tmp/old/
    (cd /tmp/old && XDG_DATA_HOME=/tmp/old/data python make_r0009.py /path/to/r0009.json)

The matches: bot matches played at a table through the old recorder (``MatchLogger``), with
an organizer's corrections (the entry voided and entered again) of roll-off throws, risks
(C8) and yeast throws, and undos left standing in a match still in play; a match stored in
one batch with its voids (``add_entries``, as the demo club and paper entry do); an imported
record; one match at an event's table.  Nothing here is written by today's code.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from sqlalchemy import text

from engine.dice import HmacDice
from engine.journal import EntryKind, JournalEntry
from engine.match import Match
from engine.store import MatchLogger, UnitOfWork, open_database
from engine.store.botplay import bot_setup, play_into
from engine.store.codec import action_text
from engine.store.service import export_record, import_record

AT = "2026-11-26T20:15:00+01:00"
#: options that keep the matches short (the file small)
SHORT: dict[str, dict[str, Any]] = {"classic": {"rounds_to_win": 1}, "sb": {"target": 20}}
#: every table of revision 0009 with rows, parents first
TABLES = ("members", "events", "rounds", "matches", "seats", "tables", "roll_log", "results", "turns", "ratings",
          "event_states", "holds")


def normal(value: Any) -> Any:
    """A value as plain JSON (dataclasses as objects, keys as text, sorted), to compare."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: normal(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {(k if isinstance(k, str) else json.dumps(normal(k))): normal(v) for k, v in sorted(value.items())}
    if isinstance(value, list | tuple):
        return [normal(v) for v in value]
    return value


def shown(entry: JournalEntry) -> list[Any]:
    """An entry in force as compared after the upgrade."""
    what = action_text(entry.action) if entry.action is not None else entry.rolloff
    return [entry.seq, entry.kind.value, entry.seat, entry.turn, json.dumps(what, sort_keys=True)]


def at_table(db: Any, ruleset: str, players: tuple[str, ...], seed: int, members: list[int], *,
             correct: Any, stop: int | None = None, undo_last: int = 0) -> int:
    """A bot match played at station "hall" through the old recorder; ``correct(entry)``:
    the organizer voids that entry at once and enters it again (a redo)."""
    dice = HmacDice.from_int(seed)
    setup = bot_setup(ruleset, players, dice, SHORT[ruleset])
    with UnitOfWork(db) as uow:
        match_id = uow.matches.create(setup, station="hall", member_ids=members)
        uow.commit()
    logger = MatchLogger(db, match_id, station="hall")
    journal = logger.journal()
    for made, entry in enumerate(play_into(journal, setup, dice, station="hall", at=AT), 1):
        if correct(entry):
            logger.match.undo("misread, put right", correction=True)
            logger.match.redo()
        if stop is not None and made >= stop:
            break
    for _ in range(undo_last):
        logger.match.undo("typo", correction=True)
    return match_id


def main(out: str) -> None:
    root = Path.cwd()
    examples = root / "tests" / "data" / "spec-examples"
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(f"sqlite:///{tmp}/club.sqlite3")
        with UnitOfWork(db) as uow:
            ann = uow.members.add("Ann", email="ann@club.example").id
            ben = uow.members.add("Ben").id
            cy = uow.members.add("Cy").id
            event = uow.events.add("Thursday club night", kind="club_night", date="2026-11-26").id
            uow.commit()
        imported = import_record(db, (examples / "classic.json").read_bytes(), station="desk")

        def risky(entry: JournalEntry) -> bool:  # the first roll-off throw, every risk, every yeast throw
            if entry.kind is EntryKind.ROLLOFF:
                return entry.seq == 0
            text_ = action_text(entry.action) if entry.action is not None else ""
            return text_ == "risk" or (text_.startswith("throw") and "*" in text_)

        whole = at_table(db, "classic", ("Ann", "Ben", "Cy"), 7, [ann, ben, cy], correct=risky)
        at_table(db, "classic", ("Ben", "Cy"), 11, [ben, cy], correct=lambda e: e.seq % 9 == 4)
        at_table(db, "classic", ("Ann", "Cy"), 12, [ann, cy], correct=risky, stop=40, undo_last=3)  # in play
        at_table(db, "sb", ("Ann", "Ben"), 5, [ann, ben], correct=lambda e: e.seq % 7 == 3)
        # one match stored in a batch, voids and all (engine.services.demo, paper entry)
        dice = HmacDice.from_int(21)
        setup = bot_setup("classic", ("Ben", "Ann"), dice, SHORT["classic"])
        match = Match(setup.ruleset, setup.players, setup.options)
        for entry in play_into(match.journal, setup, dice, at=AT):
            if risky(entry):
                match.undo("misread", correction=True)
                match.redo()
        with UnitOfWork(db) as uow:
            batch = uow.matches.create(setup, member_ids=[ben, ann])
            uow.matches.add_entries(batch, list(match.journal))
            uow.matches.refresh(batch)
            uow.events.set_table(event, 1, 1, whole)
            uow.commit()
        dump: dict[str, Any] = {}
        with db.engine.connect() as conn:
            dump["revision"] = conn.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
            for table in TABLES:
                result = conn.execute(text(f"SELECT * FROM {table}"))
                dump[table] = {"columns": list(result.keys()), "rows": [list(r) for r in result]}
        read: dict[str, Any] = {"imported": imported, "matches": {}, "members": {}, "stats": {}}
        with UnitOfWork(db) as uow:
            for match_id in uow.matches.ids():
                played = uow.matches.played(match_id)
                read["matches"][str(match_id)] = {
                    "in_force": [shown(e) for e in played.journal.in_force()],
                    "finished": played.finished,
                    "results": normal(uow.matches.results(match_id)),
                    "turns": normal(uow.matches.turns(match_id)),
                    "record": json.loads(export_record(db, match_id)),
                }
            for member in (ann, ben, cy):
                read["members"][str(member)] = normal(uow.matches.member_statistics(member))
                read["stats"][f"member {member}"] = normal(uow.stats.figures(member_id=member))
            read["stats"]["club"] = normal(uow.stats.figures())
            read["stats"]["event"] = normal(uow.stats.figures(event_id=event))
        db.close()
    lines = [f'"revision": {json.dumps(dump["revision"])}']
    for table in TABLES:
        t = dump[table]
        rows = ",\n  ".join(json.dumps(r, ensure_ascii=False) for r in t["rows"])
        lines.append(f'"{table}": {{"columns": {json.dumps(t["columns"])}, "rows": [\n  {rows}]}}')
    lines.append(f'"read": {json.dumps(read, ensure_ascii=False, sort_keys=True)}')
    Path(out).write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1])
