"""The store as a match journal's recorder: every entry one roll-log row,
committed before the journal accepts it (an action shown as saved is saved).

Two stations writing the same match cannot both win: ``(match_id, seq)`` is
the roll log's key, so the late writer's INSERT fails; it gets a
:class:`TableChangedError` ("this table was changed at station X; reloaded")
and reloads the entries from the database.

App dice: the commitment is stored when the match is created; the seed stays in
this station's private seed folder (:func:`engine.store.paths.seed_dir`, one
file per match, readable by this user only) and goes into the database only
when the match is over.  A station that restarts finds it there and goes on
with the same dice; another station cannot draw them (it types in real dice,
or the organiser moves the seed file).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Connection, insert, select, update
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlmodel import Session, col

from ..actions import Roll, Throw
from ..errors import InvalidInputError
from ..journal import EntryKind, Journal, JournalEntry, Origin
from .codec import entry_row
from .db import Database, StoreError, failure, guarded
from .models import MatchRow
from .paths import seed_dir
from .replaying import Played, new_state, play
from .repositories import ROLL_LOG, MatchRepository


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
        super().__init__(f"this table was changed at station {station or '(unnamed)'}; reloaded")


# -- the station's private seeds ------------------------------------------------------------------
class SeedVault:
    """Seeds of matches in play, one file per match uid, outside the shared database."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or seed_dir()
        self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)

    def _path(self, uid: str) -> Path:
        if not uid.isalnum():
            raise StoreError(f"not a match uid: {uid[:60]!r}")
        return self.folder / f"{uid}.seed"

    def put(self, uid: str, seed: bytes) -> None:
        path = self._path(uid)
        tmp = path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            os.write(fd, seed.hex().encode())
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)

    def get(self, uid: str) -> bytes | None:
        try:
            return bytes.fromhex(self._path(uid).read_text().strip())
        except (OSError, ValueError):
            return None

    def remove(self, uid: str) -> None:
        self._path(uid).unlink(missing_ok=True)


# -- the recorder ---------------------------------------------------------------------------------
class MatchLogger:
    """Logs one match's journal into the database.

    ``attach(journal)`` makes it the journal's recorder: each entry is committed
    as a row before the journal accepts it.  The logger keeps its own replay of
    the moves in force; an entry that ends the match, or a correction, commits
    the recomputed finished flag and results (and, once over, the revealed seed)
    in the same transaction as its row, so what is derived never lags the log.
    """

    def __init__(self, db: Database, match_id: int, *, station: str | None = None,
                 vault: SeedVault | None = None) -> None:
        self.db = db
        self.match_id = match_id
        self.station = station
        self.vault = vault
        with guarded(db.url, f"opening match {match_id}"), Session(db.engine) as s:
            repo = MatchRepository(s)
            self.uid = repo.uid(match_id)
            self._entries = repo.entries(match_id)
            self.played: Played = play(repo.setup(match_id), self._entries, where=f"match {match_id}")
            self._finished = self.played.finished
        self.on_reload: Callable[[list[JournalEntry]], None] | None = None

    def entries(self) -> list[JournalEntry]:
        with guarded(self.db.url, f"reading match {self.match_id}"), Session(self.db.engine) as s:
            return MatchRepository(s).entries(self.match_id)

    def adopt(self, entries: list[JournalEntry]) -> None:
        """Go on from these entries (the match was built from them)."""
        self._entries = list(entries)
        self.played = play(self.played.setup, entries, where=f"match {self.match_id}")

    def journal(self) -> Journal:
        """The match's journal as stored, with this logger attached."""
        entries = self.entries()
        self._entries = list(entries)
        self.played = play(self.played.setup, entries, where=f"match {self.match_id}")
        self._finished = self.played.finished
        journal = Journal.from_entries(entries)
        self.attach(journal)
        return journal

    def attach(self, journal: Journal) -> None:
        journal.recorder = self.record

    # -- the recorder: one row and what follows from it, committed ----------------------------------
    def _next(self, entry: JournalEntry) -> Played:
        """The match after ``entry`` (the store's own replay; refuses what does not fit)."""
        played = self.played
        if entry.kind is EntryKind.VOID:
            return play(played.setup, [*self._entries, entry], where=f"match {self.match_id}")
        rolloff, state = played.rolloff, played.state
        if entry.kind is EntryKind.ROLLOFF:
            assert entry.rolloff is not None
            rolloff = rolloff.copy()
            rolloff.add(entry.rolloff)
            if rolloff.winner is not None:
                state = new_state(played.setup, rolloff.winner)
        else:
            if state is None:
                raise StoreError("a move before the roll-off decided who starts")
            if entry.seat != state.turn_player() or entry.turn != state.turn_serial:
                raise StoreError(f"a move logged for seat {entry.seat}, turn {entry.turn}; the rules give seat "
                                 f"{state.turn_player()}, turn {state.turn_serial}")
            assert entry.action is not None
            if isinstance(entry.action, Roll):
                raise InvalidInputError("a throw is entered as the dice thrown, not as a roll", "A2")
            state = state.clone()
            state.apply(entry.action)
        return Played(played.setup, played.journal, rolloff, state)

    def record(self, entry: JournalEntry) -> None:
        """Commit the entry's row (and, when it ends the match or corrects it, the
        finished flag, the results and the revealed seed, in the same transaction)."""
        after = self._next(entry)
        derived = entry.kind is EntryKind.VOID or after.finished != self.played.finished
        turned = _turns(after) != _turns(self.played)  # a turn ended: its row is written
        seed = None
        if derived and after.finished and self.vault is not None and after.setup.commitment:
            seed = self.vault.get(self.uid)
        try:
            with Session(self.db.engine) as s:
                conn = s.connection()
                conn.execute(insert(ROLL_LOG), entry_row(self.match_id, entry))  # exactly the entry
                if _drawn(entry):  # read after the write (SQLite: a read first could not become a write)
                    self._refuse_revealed_stream(conn)
                if entry.kind is EntryKind.VOID:
                    conn.execute(update(ROLL_LOG).where(ROLL_LOG.c.match_id == self.match_id,
                                                        ROLL_LOG.c.seq.in_(entry.voids)).values(void_by=entry.seq))
                if derived:
                    repo = MatchRepository(s)
                    repo.refresh(self.match_id, after)
                    if seed is not None:
                        repo.reveal_seed(self.match_id, seed.hex())
                elif turned:  # the rows of the turns before are those of self.played
                    MatchRepository(s).sync_turns(self.match_id, after, since=_turns(self.played))
                s.commit()
        except IntegrityError:
            self._changed_elsewhere(entry.seq)
        except DBAPIError as e:
            raise failure(e, self.db.url, f"saving entry {entry.seq} of match {self.match_id}") from None
        self.played = after
        self._entries.append(entry)
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
            raise StoreError(f"match {self.match_id} ended and its dice seed was revealed, so the app's dice are "
                             "known to everyone: type in the faces of real dice thrown (nothing was saved)")

    def _changed_elsewhere(self, seq: int) -> None:
        with guarded(self.db.url, f"reloading match {self.match_id}"), self.db.engine.connect() as conn:
            station = conn.scalar(select(ROLL_LOG.c.station).where(ROLL_LOG.c.match_id == self.match_id,
                                                                    ROLL_LOG.c.seq == seq))
        entries = self.entries()
        self._entries = list(entries)
        self.played = play(self.played.setup, entries, where=f"match {self.match_id}")
        self._finished = self.played.finished
        if self.on_reload is not None:
            self.on_reload(entries)
        raise TableChangedError(station, entries)
