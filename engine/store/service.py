"""What the commands and the app ask of the store, each one unit of work:
import and export of match records, a new match at a table, the consistency
check."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from ..dice import HmacDice
from ..errors import BakehouseError, RecordError, phrase
from ..files import RECORD_SUFFIX, write_atomically
from ..journal import JournalEntry
from ..match import Match
from ..names import clean_station, quote
from ..record import MatchRecord, loads, read_bytes
from ..rulesets import get_ruleset
from ..words import QT_TRANSLATE_NOOP
from .db import Database, StoreError, _first_line
from .live import MatchLogger, SeedVault, stored_dice
from .records import dumps, from_record, to_record
from .replaying import MatchSetup
from .uow import Handler, UnitOfWork

if TYPE_CHECKING:
    from ..tournament.event import TableResultChanged


def read_record_file(path: str | Path) -> bytes:
    """The bytes of a record file, read by the one record reader
    (:func:`engine.record.read_bytes`: a regular file of at most 16 MiB, read with a
    bound); its refusals name no file (the caller names it)."""
    try:
        return read_bytes(path)
    except RecordError as e:
        raise RecordError(QT_TRANSLATE_NOOP("Refusal", "record"), e.message, e.ruling) from None


def import_record(db: Database, data: bytes | str | MatchRecord, *, station: str | None = None,
                  member_ids: Sequence[int | None] | None = None, handle: Handler | None = None) -> int:
    """Store one match record (its text, or as :func:`engine.record.read_file` read
    it: the one record reader), refused whole with the record's own line; its id.  ``station``
    follows the Station dialog's rules (:func:`engine.names.clean_station`); ``handle``: the
    service layer's handler of what the store reports (engine/store/messages.py)."""
    station = None if station is None else clean_station(station)
    record = data if isinstance(data, MatchRecord) else loads(data)
    setup, entries = from_record(record)
    with UnitOfWork(db, handle) as uow:
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
    """Every match of an event as ``round-R-table-T.bakehouse`` in ``folder`` (engine.files.RECORD_SUFFIX)."""
    out = Path(folder)
    with UnitOfWork(db) as uow:
        uow.events.get(event_id)
        tables = [t for t in uow.events.tables(event_id) if t.match_id is not None]
    records = [(out / f"round-{t.round}-table-{t.table}{RECORD_SUFFIX}", export_record(db, t.match_id))
               for t in tables if t.match_id is not None]  # all read before a file is written
    try:
        out.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot write into %1: it is not a folder"), quote(str(out), 1000))) from None
    except OSError as e:
        raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "cannot make the folder %1: %2"), quote(str(out), 1000), e.strerror or e)) from None
    written = []
    for path, record in records:  # each file whole or not at all (engine/files.py)
        written.append(write_atomically(path, record.encode("utf-8")))
    return written


class Table:
    """A match played at this station on the store: ``match`` is an
    :class:`engine.match.Match` whose journal the store records (every entry
    committed before it is accepted).  When another station changed the match
    first, the action is refused with :class:`TableChangedError` and ``match``
    is already the reloaded one: redraw from it.  ``handle``: the service layer's handler of
    what the store reports (an event table's result follows the entry that changed its match)."""

    def __init__(self, db: Database, match_id: int, *, station: str | None = None,
                 vault: SeedVault | None = None, hold: bool = False, handle: Handler | None = None) -> None:
        self.db = db
        self.match_id = match_id
        self.station = station
        self.vault = vault
        # the logger builds the match once, with this station's name and dice, and records it
        # (``hold``: only while this station holds the table, engine/store/holds.py)
        self.logger = MatchLogger(db, match_id, station=station, vault=vault, table_dice=True, hold=hold,
                                  handle=handle)
        self.logger.on_reload = self._load
        self.match: Match = self.logger.match

    @property
    def commitment(self) -> str | None:
        """The commitment of the app dice the match was made with (None: real dice typed in)."""
        return self.logger.setup.commitment

    @property
    def changes(self) -> tuple[TableResultChanged, ...]:
        """What the last entry recorded here did to its event table's result, in that entry's own
        transaction (issue 28: the service layer's handler decided it; the app only presents this)."""
        return self.logger.changes

    def _load(self, entries: Sequence[JournalEntry]) -> None:
        """Another station changed the match: the logger's reloaded match is the table's."""
        self.match = self.logger.match

    def reload(self, entries: Sequence[JournalEntry] | None = None) -> Match:
        """The match as stored now (another station's entries seen), recorded by this table
        (``entries``: as the live poll's worker read them, so nothing is read here)."""
        self.logger.journal(entries)
        self.match = self.logger.match
        return self.match


def new_match(db: Database, ruleset: str, players: Sequence[str], options: Mapping[str, Any] | None = None, *,
              app_dice: bool = True, first_seat: int | None = None, station: str | None = None,
              member_ids: Sequence[int | None] | None = None, event: Mapping[str, Any] | None = None,
              vault: SeedVault | None = None, seed: bytes | None = None, handle: Handler | None = None) -> Table:
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
    with UnitOfWork(db, handle) as uow:
        match_id = uow.matches.create(setup, station=station, member_ids=member_ids)
        uid = uow.matches.uid(match_id)
        if dice is not None:
            vault.put(uid, dice.seed)
        uow.commit()
    return Table(db, match_id, station=station, vault=vault, handle=handle)


def open_table(db: Database, match_id: int, *, station: str | None = None, vault: SeedVault | None = None,
               hold: bool = False, handle: Handler | None = None) -> Table:
    """A stored match, to go on playing it here (its app dice only where this
    station keeps the seed; ``hold``: written only while this station holds it; ``handle``: the
    service layer's handler of what the store reports)."""
    return Table(db, match_id, station=station, vault=vault or SeedVault(), hold=hold, handle=handle)


def resume_dice(db: Database, match_id: int, vault: SeedVault | None = None) -> HmacDice | None:
    """The app dice of a match in play, from this station's seed vault (None: not
    here, or hand dice)."""
    with UnitOfWork(db) as uow:
        setup = uow.matches.setup(match_id)
        uid = uow.matches.uid(match_id)
    return stored_dice(setup, uid, vault)  # the vault's seed only: a revealed seed is never drawn again


# -- the consistency check -------------------------------------------------------------------------
@dataclass(frozen=True)
class CheckReport:
    matches: int
    entries: int
    problems: tuple[str, ...]
    #: SQLite's integrity check failed: nothing was repaired
    damaged: bool = False

    @property
    def ok(self) -> bool:
        return not self.problems


def check(db: Database, *, repair: bool = False, handle: Handler | None = None) -> CheckReport:
    """SQLite's integrity and foreign-key checks, then every match replayed from
    its rows (and its derived finished flag, results and turn rows compared;
    ``repair`` recomputes them), then the ratings projection recomputed from the
    events' results and compared (``repair`` rewrites it).  ``handle``: the service layer's
    handler of what the store reports (a repaired match's event table follows it; a repair
    without one is refused when it touches a match at an event's table)."""
    problems: list[str] = []
    damaged = False
    if db.sqlite:
        with db.engine.connect() as conn:
            try:
                rows = [str(r[0]) for r in conn.execute(text("PRAGMA integrity_check(20)"))]
            except DBAPIError as e:  # damage so deep that the check itself cannot read the file
                rows = [f"could not run: {_first_line(e)}"]
            damaged = rows != ["ok"]
            if damaged:
                problems.extend(f"integrity_check: {quote_line(r)}" for r in rows[:20])
            try:
                fks = conn.execute(text("PRAGMA foreign_key_check")).fetchall()
                problems.extend(f"foreign_key_check: {tuple(r)}" for r in fks[:20])
            except DBAPIError as e:
                problems.append(f"foreign_key_check: could not run: {_first_line(e)}")
    try:
        report = _replay_all(db, problems, repair=repair and not damaged, handle=handle)  # no repair written into a damaged file
    except (DBAPIError, StoreError) as e:  # a damaged page met while reading the matches (the unit of work
        # says it as a StoreError): reported, nothing written
        problems.append(f"replaying the matches: could not read them: {_first_line(e)}")
        return CheckReport(0, 0, tuple(problems), damaged=True)
    return replace(report, damaged=damaged)


def quote_line(text: str) -> str:
    """A line of SQLite's own report, shown with control characters escaped (and at most 200 characters)."""
    shown = text.encode("unicode_escape").decode("ascii")
    return shown if len(shown) <= 200 else shown[:199] + "…"


def _replay_all(db: Database, problems: list[str], *, repair: bool, handle: Handler | None) -> CheckReport:
    n_entries = 0
    with UnitOfWork(db, handle) as uow:
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
        if repair:  # the match is reported again; the service layer's handler takes the result from it
            uow.matches.report(match_id, played)
        else:
            problems.append(f"event {event_id}, round {round_number}, table {table}: its result is not that of "
                            f"match {match_id} (`bakehouse db check --repair` takes it from the match)")
    return problems


def _check_ratings(uow: UnitOfWork, repair: bool) -> list[str]:
    """Each event table fed by a stored match has its result, then the ratings
    projection recomputed from every event's results and compared with the stored
    rows (``repair`` puts both right)."""
    from .ratings import RatingProjection, same_rows

    stored = uow.event_states
    if repair:
        uow.publish()  # the matches repaired above: their tables follow them first
    try:
        events = stored.all()
    except StoreError as e:
        return [f"ratings: {e}"]
    problems = _check_event_tables(uow, stored, events, repair)
    if repair:
        uow.publish()  # the repaired matches' tables follow them (the handler), before the ratings are compared
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
