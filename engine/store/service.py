"""What the commands and the app ask of the store, each one unit of work:
import and export of match records, a new match at a table, the consistency
check."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import text

from ..dice import HmacDice
from ..errors import BakehouseError, RecordError
from ..journal import JournalEntry
from ..match import Match
from ..record import loads
from ..rulesets import get_ruleset
from .db import Database, StoreError
from .live import MatchLogger, SeedVault
from .records import dumps, from_record, to_record
from .replaying import MatchSetup
from .uow import UnitOfWork

#: what a reader refuses before parsing (match-record.md, "Limits")
MAX_RECORD_BYTES = 16 * 1024 * 1024


def read_record_file(path: str | Path) -> bytes:
    p = Path(path)
    try:
        if not p.is_file():
            raise RecordError("record", "not a regular file")
        if p.stat().st_size > MAX_RECORD_BYTES:
            raise RecordError("record", "larger than 16 MiB")
        return p.read_bytes()
    except OSError as e:
        raise RecordError("record", f"cannot read it: {e.strerror or e}") from None


def import_record(db: Database, data: bytes | str, *, station: str | None = None,
                  member_ids: Sequence[int | None] | None = None) -> int:
    """Store one match record (refused whole with the record's own line); its id."""
    record = loads(data)
    raw = json.loads(data)  # valid JSON: loads read it; only to see which keys were written
    setup, entries = from_record(record, options_given=isinstance(raw, dict) and "options" in raw)
    with UnitOfWork(db) as uow:
        match_id = uow.matches.create(setup, station=station, member_ids=member_ids)
        uow.matches.add_entries(match_id, entries)
        uow.matches.refresh(match_id)
        uow.commit()
    return match_id


def export_record(db: Database, match_id: int) -> str:
    """The match as a record (the seed only once the match is over)."""
    with UnitOfWork(db) as uow:
        setup = uow.matches.setup(match_id)
        entries = uow.matches.entries(match_id)
    return dumps(to_record(setup, entries))


def export_event(db: Database, event_id: int, folder: str | Path) -> list[Path]:
    """Every match of an event as ``round-R-table-T.json`` in ``folder``."""
    out = Path(folder)
    with UnitOfWork(db) as uow:
        uow.events.get(event_id)
        tables = [t for t in uow.events.tables(event_id) if t.match_id is not None]
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for t in tables:
        assert t.match_id is not None
        path = out / f"round-{t.round}-table-{t.table}.json"
        path.write_text(export_record(db, t.match_id), encoding="utf-8")
        written.append(path)
    return written


class Table:
    """A match played at this station on the store: ``match`` is an
    :class:`engine.match.Match` whose journal the store records (every entry
    committed before it is accepted).  When another station changed the match
    first, the action is refused with :class:`TableChangedError` and ``match``
    is already the reloaded one: redraw from it."""

    def __init__(self, db: Database, match_id: int, *, station: str | None = None,
                 vault: SeedVault | None = None) -> None:
        self.db = db
        self.match_id = match_id
        self.station = station
        self.vault = vault
        self.logger = MatchLogger(db, match_id, station=station, vault=vault)
        self.logger.on_reload = self._load
        self.match: Match
        self._load(self.logger.entries())

    def _load(self, entries: Sequence[JournalEntry]) -> None:
        setup = self.logger.played.setup
        # a revealed seed (the match ended) is never drawn from again: a correction that
        # reopens the match goes on with dice typed in by hand (docs/rulings.md, "Digital dice")
        dice = resume_dice(self.db, self.match_id, self.vault) if setup.seed is None else None
        self.match = Match.from_journal(setup.ruleset, setup.players, dict(setup.options or {}), entries,
                                        dice=dice, event=setup.event, first_seat=setup.start_seat,
                                        station=self.station)
        self.logger.adopt(list(entries))
        self.logger.attach(self.match.journal)


def new_match(db: Database, ruleset: str, players: Sequence[str], options: Mapping[str, Any] | None = None, *,
              app_dice: bool = True, first_seat: int | None = None, station: str | None = None,
              member_ids: Sequence[int | None] | None = None, event: Mapping[str, Any] | None = None,
              vault: SeedVault | None = None, seed: bytes | None = None) -> Table:
    """Create a match to be played at this station (``first_seat`` None: a roll-off
    decides who starts).  With app dice the commitment is stored now and the seed
    kept in this station's seed vault until the match is over."""
    rs = get_ruleset(ruleset)
    rs.check_players(len(players))
    opts = rs.options_dict(rs.make_options(dict(options or {}), len(players)))
    dice = (HmacDice(seed) if seed is not None else HmacDice.fresh()) if app_dice else None
    setup = MatchSetup(rs.id, tuple(players), opts, "listed" if first_seat is None else "none", first_seat,
                       dict(event) if event else None,
                       HmacDice.scheme if dice else None, dice.commitment if dice else None, None)
    vault = vault or SeedVault()
    with UnitOfWork(db) as uow:
        match_id = uow.matches.create(setup, station=station, member_ids=member_ids)
        uid = uow.matches.uid(match_id)
        if dice is not None:
            vault.put(uid, dice.seed)
        uow.commit()
    return Table(db, match_id, station=station, vault=vault)


def open_table(db: Database, match_id: int, *, station: str | None = None, vault: SeedVault | None = None) -> Table:
    """A stored match, to go on playing it here (its app dice only where this
    station keeps the seed)."""
    return Table(db, match_id, station=station, vault=vault or SeedVault())


def resume_dice(db: Database, match_id: int, vault: SeedVault | None = None) -> HmacDice | None:
    """The app dice of a match in play, from this station's seed vault (None: not
    here, or hand dice)."""
    with UnitOfWork(db) as uow:
        setup = uow.matches.setup(match_id)
        uid = uow.matches.uid(match_id)
    if setup.commitment is None or setup.seed is not None:  # hand dice, or a revealed seed (never drawn again)
        return None
    seed = (vault or SeedVault()).get(uid)
    if seed is None or hashlib.sha256(seed).hexdigest() != setup.commitment:
        return None
    return HmacDice(seed)


# -- the consistency check -------------------------------------------------------------------------
@dataclass(frozen=True)
class CheckReport:
    matches: int
    entries: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def check(db: Database, *, repair: bool = False) -> CheckReport:
    """SQLite's integrity and foreign-key checks, then every match replayed from
    its rows (and its derived finished flag, results and turn rows compared;
    ``repair`` recomputes them), then the ratings projection recomputed from the
    events' results and compared (``repair`` rewrites it)."""
    problems: list[str] = []
    if db.sqlite:
        with db.engine.connect() as conn:
            rows = [r[0] for r in conn.execute(text("PRAGMA integrity_check"))]
            if rows != ["ok"]:
                problems.extend(f"integrity_check: {r}" for r in rows[:20])
            fks = conn.execute(text("PRAGMA foreign_key_check")).fetchall()
            problems.extend(f"foreign_key_check: {tuple(r)}" for r in fks[:20])
    n_entries = 0
    with UnitOfWork(db) as uow:
        ids = uow.matches.ids()
        for match_id in ids:
            try:
                played = uow.matches.played(match_id)
            except BakehouseError as e:
                problems.append(str(e))
                continue
            n_entries += len(played.journal)
            summary = uow.matches.summary(match_id)
            turns = [(t.seat, t.points, t.end.value) for t in (played.state.turn_log if played.state else ())]
            if summary.finished != played.finished or (played.finished and not uow.matches.results(match_id)):
                if repair:
                    uow.matches.refresh(match_id, played)
                else:
                    problems.append(f"match {match_id}: its results are not those of its moves in force "
                                    "(`bakehouse db check --repair` recomputes them)")
            elif uow.matches.turns(match_id) != turns:
                if repair:
                    uow.matches.sync_turns(match_id, played)
                else:
                    problems.append(f"match {match_id}: its turn rows are not the turns of its moves in force "
                                    "(`bakehouse db check --repair` recomputes them)")
        problems += _check_ratings(uow, repair)
        if repair:
            uow.commit()
    return CheckReport(len(ids), n_entries, tuple(problems))


def _check_event_tables(uow: UnitOfWork, stored: Any, events: Sequence[Any], repair: bool) -> list[str]:
    """Each event table fed by a stored match has that match's result (the match is
    its source); ``repair`` takes the result from the match again."""
    from ..names import name_key
    from ..tournament.results import TableResult

    problems = []
    with_state = {e.id: e for e in events}
    for (event_id, round_number, table), match_id in sorted(stored.match_links().items()):
        event = with_state.get(event_id)
        if event is None or not 1 <= round_number <= len(event.rounds):
            continue
        try:
            played = uow.matches.played(match_id)
        except BakehouseError:
            continue  # named with the matches above
        have = event.rounds[round_number - 1].results.get(table - 1)
        want = None
        if played.finished and played.state is not None:
            ids = {name_key(p.name): p.id for p in event.players.values()}
            players = [ids.get(name_key(n)) for n in played.setup.players]
            if None in players:
                continue
            want = TableResult.from_state(tuple(q for q in players if q is not None), played.state)
        if have == want:
            continue
        if repair:
            stored.follow_match(match_id, played)
        else:
            problems.append(f"event {event_id}, round {round_number}, table {table}: its result is not that of "
                            f"match {match_id} (`bakehouse db check --repair` takes it from the match)")
    return problems


def _check_ratings(uow: UnitOfWork, repair: bool) -> list[str]:
    """Each event table fed by a stored match has its result, then the ratings
    projection recomputed from every event's results and compared with the stored
    rows (``repair`` puts both right)."""
    from .event_repo import StoredEvents
    from .ratings import RatingProjection, same_rows

    stored = StoredEvents(uow.session)
    try:
        events = stored.all()
    except StoreError as e:
        return [f"ratings: {e}"]
    problems = _check_event_tables(uow, stored, events, repair)
    if repair:
        events = stored.all()  # as the repair left them
    projection = RatingProjection(uow.session)
    for ruleset in sorted({e.config.ruleset for e in events} | set(projection.rulesets())):
        if same_rows(projection.rows(ruleset), projection.expected(ruleset, events)):
            continue
        if repair:
            stored.reproject(ruleset)
        else:
            problems.append(f"ratings of {ruleset}: the stored ratings are not those of the events' results "
                            "(`bakehouse db check --repair` recomputes them)")
    return problems


def json_list(ids: Sequence[int]) -> str:
    return json.dumps(list(ids))


__all__ = ["StoreError", "Table", "check", "export_event", "export_record", "import_record", "new_match", "open_table",
           "resume_dice"]
