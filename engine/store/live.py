"""The store as a match journal's recorder: every entry one roll-log row,
committed before the journal accepts it (an action shown as saved is saved).

Two stations writing the same match cannot both win: ``(match_id, seq)`` is
the roll log's key, so the late writer's INSERT fails; it gets a
:class:`TableChangedError` ("this table was changed at station X; reloaded")
and reloads the entries from the database.

App dice: the commitment is stored when the match is created; the seed stays in
this station's private seed vault (:class:`engine.seeds.SeedVault`, one file
per match, readable by this user only) and goes into the database only
when the match is over.  A station that restarts finds it there and goes on
with the same dice; another station cannot draw them (it types in real dice,
or the organiser moves the seed file).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from sqlalchemy import Connection, select
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlmodel import Session, col

from ..actions import Throw
from ..dice import HmacDice
from ..errors import Phrase, phrase
from ..journal import EntryKind, Journal, JournalEntry, Origin
from ..match import Match
from ..seeds import SeedVault as SeedVault  # the one seed vault (engine/seeds.py), as the store names it
from ..words import QT_TRANSLATE_NOOP
from .db import Database, StoreError, failure, guarded
from .holds import claim
from .models import MatchRow
from .replaying import MatchSetup, Played, play
from .repositories import ROLL_LOG, MatchRepository, append_entries
from .uow import Handler, UnitOfWork

if TYPE_CHECKING:
    from ..tournament.event import TableResultChanged


def _drawn(entry: JournalEntry) -> bool:
    """Whether the entry holds faces the app drew (not typed in by hand)."""
    thrown = entry.kind is EntryKind.ROLLOFF or (entry.kind is EntryKind.MOVE and isinstance(entry.action, Throw))
    return thrown and entry.origin is not Origin.HAND


def _turns(played: Played) -> int:
    """How many turns of the match have finished."""
    return 0 if played.state is None else len(played.state.turn_log)


class TableChangedError(StoreError):
    """Another station wrote this match first; the caller's copy was reloaded."""

    def __init__(self, station: str | None, entries: list[JournalEntry]) -> None:
        self.station = station
        self.entries = entries
        super().__init__(phrase(QT_TRANSLATE_NOOP("Refusal", "this table was changed at station %1; reloaded"),
                                station or Phrase(QT_TRANSLATE_NOOP("Refusal", "(unnamed)"))))


def stored_dice(setup: MatchSetup, uid: str, vault: SeedVault | None) -> HmacDice | None:
    """A stored match's app dice at this station: the seed this station's vault keeps for
    it (None: hand dice, the seed is kept elsewhere, or it was revealed: a revealed seed is
    never drawn from again, so a correction that reopens a finished match goes on with
    dice typed in by hand; docs/rulings.md, "Digital dice")."""
    if setup.commitment is None or setup.seed is not None:
        return None
    seed = (vault or SeedVault()).get(uid)
    if seed is None or hashlib.sha256(seed).hexdigest() != setup.commitment:
        return None
    return HmacDice(seed)


# -- the recorder ---------------------------------------------------------------------------------
class MatchLogger:
    """Logs one match's journal into the database.

    ``attach(match)`` makes it the recorder of the match's journal: each entry is
    committed as a row before the journal accepts it.  The logger keeps no replay
    of its own: the match is its journal's keeper, so when the logger is asked to
    record an entry the match's state is already the state after it (checked by
    the rules through the one replayer, :mod:`engine.replayer`).  An entry that
    ends the match, or a correction, commits the recomputed finished flag and
    results (and, once over, the revealed seed) in the same transaction as its
    row, so what is derived never lags the log.  When the match is played at an event's
    table, what the repository reports of it goes to ``handle`` (the service layer's handler,
    engine/services/handlers.py) in that same transaction, before its commit: the table's
    result, the standings and the ratings follow the entry or nothing is written.
    """

    def __init__(self, db: Database, match_id: int, *, station: str | None = None,
                 vault: SeedVault | None = None, table_dice: bool = False, hold: bool = False,
                 handle: Handler | None = None) -> None:
        """``table_dice``: the match is played at this station: it gets the station's
        name and its app dice (the revealed seed, or the seed in ``vault``).  ``hold``:
        each entry is written only while this station holds the match (checked in the
        entry's transaction, :func:`engine.store.holds.claim`).  ``handle``: the service
        layer's handler of what the store reports (without one, an entry that changes a
        match at an event's table is refused, nothing written)."""
        self.db = db
        self.handle = handle
        self.match_id = match_id
        self.station = station
        self.vault = vault
        self.table_dice = table_dice
        self.hold = hold and bool(station)
        with guarded(db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "opening match %1"), match_id)), Session(db.engine) as s:
            repo = MatchRepository(s)
            self.uid = repo.uid(match_id)
            self.setup: MatchSetup = repo.setup(match_id)
            entries = repo.entries(match_id)
        self.on_reload: Callable[[list[JournalEntry]], None] | None = None
        self.match: Match
        #: what the last entry recorded here did to its event table's result (issue 28: the
        #: handler decided it in the entry's transaction; the table's session presents this): ()
        #: for most entries
        self.changes: tuple[TableResultChanged, ...] = ()
        self._finished = False
        self._turns = 0
        self.attach(self._build(entries))

    @property
    def played(self) -> Played:
        """The match as its entries leave it (while an entry is being recorded: after it)."""
        return Played(self.setup, self.match.journal, self.match.rolloff, self.match.state, self.match)

    def _build(self, entries: list[JournalEntry]) -> Match:
        dice = station = None
        if self.table_dice:
            dice, station = stored_dice(self.setup, self.uid, self.vault), self.station
        match = play(self.setup, entries, where=phrase(QT_TRANSLATE_NOOP("Refusal", "match %1"), self.match_id), dice=dice, station=station).match
        assert match is not None
        return match

    def entries(self) -> list[JournalEntry]:
        with guarded(self.db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "reading match %1"), self.match_id)), Session(self.db.engine) as s:
            return MatchRepository(s).entries(self.match_id)

    def journal(self, entries: Sequence[JournalEntry] | None = None) -> Journal:
        """The match's journal as stored, reloaded, with this logger attached (``entries``: the
        stored entries as just read elsewhere, the live poll's worker; else read now)."""
        self.attach(self._build(list(entries) if entries is not None else self.entries()))
        return self.match.journal

    def attach(self, match: Match) -> None:
        """Record the journal of ``match`` (built from this match's stored entries)."""
        self.match = match
        self._finished = match.finished
        self._turns = _turns(self.played)
        match.journal.recorder = self.record

    # -- the recorder: one row and what follows from it, committed ----------------------------------
    def record(self, entry: JournalEntry) -> None:
        """Commit the entry's row (and, when it ends the match or corrects it, the
        finished flag, the results and the revealed seed, in the same transaction)."""
        after = self.played  # the match's keeper has brought it up to the entry
        self.changes = ()
        derived = entry.kind is EntryKind.VOID or after.finished != self._finished
        turned = _turns(after) != self._turns  # a turn ended: its row is written
        seed = None
        changes: tuple[TableResultChanged, ...] = ()
        if derived and after.finished and self.vault is not None and after.setup.commitment:
            seed = self.vault.get(self.uid)
        try:
            with Session(self.db.engine) as s:
                conn = s.connection()
                if self.hold:  # only the holder writes the table; a write first (see holds.py)
                    claim(conn, self.match_id, str(self.station), entry.at)
                append_entries(conn, self.match_id, [entry])  # exactly the entry (a void: with what it withdraws)
                if _drawn(entry):  # read after the write (SQLite: a read first could not become a write)
                    self._refuse_revealed_stream(conn)
                if derived:
                    uow = UnitOfWork.joining(self.db, s, self.handle)
                    uow.matches.refresh(self.match_id, after)
                    if seed is not None:
                        uow.matches.reveal_seed(self.match_id, seed.hex())
                    uow.publish()  # the handler follows the report here, before the commit
                    changes = tuple(uow.changes)
                elif turned:  # the rows of the turns before are those already written
                    MatchRepository(s).sync_turns(self.match_id, after, since=self._turns)
                s.commit()
        except IntegrityError:
            self._changed_elsewhere(entry.seq)
        except DBAPIError as e:
            raise failure(e, self.db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "saving entry %1 of match %2"), entry.seq, self.match_id)) from None
        self._finished = after.finished
        self._turns = _turns(after)
        self.changes = changes
        if seed is not None and self.vault is not None:
            self.vault.remove(self.uid)

    def _refuse_revealed_stream(self, conn: Connection) -> None:
        """Dice drawn from the app's stream after its seed was revealed (the match
        ended, then a correction reopened it) are refused: anyone holding the
        record could predict every face still to come.  The match goes on with
        dice typed in by hand (docs/rulings.md, "Digital dice"); its record then
        carries no ``dice`` (engine/store/records.py)."""
        seed = conn.scalar(select(col(MatchRow.seed)).where(col(MatchRow.id) == self.match_id))
        if seed is not None:
            raise StoreError(phrase(QT_TRANSLATE_NOOP("Refusal", "match %1 ended and its dice seed was revealed, so the app's dice are known to everyone: type in the faces of real dice thrown (nothing was saved)"), self.match_id))

    def _changed_elsewhere(self, seq: int) -> None:
        with guarded(self.db.url, phrase(QT_TRANSLATE_NOOP("Refusal", "reloading match %1"), self.match_id)), self.db.engine.connect() as conn:
            station = conn.scalar(select(ROLL_LOG.c.station).where(ROLL_LOG.c.match_id == self.match_id,
                                                                    ROLL_LOG.c.seq == seq))
        entries = self.entries()
        self.attach(self._build(entries))
        if self.on_reload is not None:
            self.on_reload(entries)  # the owner takes the reloaded match
        raise TableChangedError(station, entries)
