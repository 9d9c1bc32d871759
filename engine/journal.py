"""The append-only journal of a match: every roll-off throw and every move, as
entered, and every withdrawal (undo) as an entry of its own.

Nothing in a journal is ever removed or rewritten.  Undo appends a ``void``
entry naming the entries it withdraws; redo appends the move again as a new
entry.  The *moves in force* are the roll-off and move entries that no void
withdrew, in order: replay, results, records and statistics use only those.

A **keeper** (the match, :class:`~engine.match.Match`) sees each entry first:
it brings the game state up to the entry through the one replayer, refusing
what the rules refuse (nothing is appended then), and plays the entries in
force again if the recorder refuses the entry.

Two kinds of subscriber see each entry:

* the **recorder** (at most one, such as the club database) is called before
  an entry is accepted and may refuse it by raising a
  :class:`~engine.errors.BakehouseError`; nothing is appended then.  This is
  where a store commits the row, so an entry shown as saved is saved;
* **listeners** are told of each accepted entry once, in order, after it is
  accepted (the table view redraws, statistics update).

The journal knows nothing of the rules: :class:`~engine.match.Match` checks a
move against the game before it appends it.
"""

from __future__ import annotations

import datetime as _dt
import enum
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from .actions import Action
from .errors import InvalidInputError, phrase
from .words import QT_TRANSLATE_NOOP


class EntryKind(enum.StrEnum):
    ROLLOFF = "rolloff"  # one roll-off throw: seat -> face
    MOVE = "move"  # one record event (a throw, a rack, a stop ...)
    VOID = "void"  # withdraws earlier entries (undo, a correction)


class Origin(enum.StrEnum):
    """Who or what produced an entry's dice or decision."""

    APP = "app"  # digital dice drawn by the app (provably fair stream)
    HAND = "hand"  # faces of real dice typed in, or a decision entered at the table
    BOT = "bot"  # a bot's decision, or dice drawn for a bot game


def now() -> str:
    """The current time as the journal writes it: ISO 8601, UTC offset, seconds."""
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat()


@dataclass(frozen=True, slots=True)
class JournalEntry:
    """One line of the journal.

    ``seat`` and ``turn`` (0-based serial of the turn) are set for moves;
    ``rolloff`` (seat -> face) for roll-off throws; ``voids`` (the sequence
    numbers withdrawn) and ``reason`` for voids.  ``at`` is when the entry was
    entered (never re-stamped); ``station`` names the scoring station.
    ``redoes`` is the sequence number of the entry a redo enters again.
    ``timed`` is False for a move opened from a record that gave no time:
    ``at`` is then when it was opened, and a record written again leaves its
    time out rather than invent one.
    """

    seq: int
    kind: EntryKind
    at: str
    origin: Origin = Origin.HAND
    station: str | None = None
    seat: int | None = None
    turn: int | None = None
    action: Action | None = None
    rolloff: Mapping[int, int] | None = None
    voids: tuple[int, ...] = ()
    reason: str | None = None
    redoes: int | None = None
    timed: bool = True


Recorder = Callable[[JournalEntry], None]
Listener = Callable[[JournalEntry], None]


class Keeper(Protocol):
    """Keeps the game state up to the journal (:class:`engine.match.Match`)."""

    def advance(self, entry: JournalEntry) -> None:
        """Bring the state up to ``entry``, about to be appended; raise to refuse it."""

    def resync(self) -> None:
        """The recorder refused the entry just advanced to: back to the entries in force."""

    def accepted(self, entry: JournalEntry) -> None:
        """The entry was accepted (before ``on_accept`` and the listeners)."""


@dataclass
class Journal:
    """The entries of one match, in sequence order (``seq`` 0, 1, 2 ...)."""

    _entries: list[JournalEntry] = field(default_factory=list)
    _voided: set[int] = field(default_factory=set)
    _in_force: list[JournalEntry] = field(default_factory=list)
    recorder: Recorder | None = None
    keeper: Keeper | None = None
    _listeners: list[Listener] = field(default_factory=list)
    #: accepted entries not yet told to every listener (a listener that appends
    #: an entry gets it after the entry it is being told of, never before)
    _untold: list[JournalEntry] = field(default_factory=list)
    _telling: bool = False

    @classmethod
    def from_entries(cls, entries: Iterable[JournalEntry]) -> Journal:
        """A journal holding entries read back (from a store); they are checked
        to be numbered 0, 1, 2 ... and to void only earlier entries."""
        journal = cls()
        for entry in entries:
            journal._check(entry)
            journal._accept(entry)
        return journal

    # -- reading ------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[JournalEntry]:
        return iter(self._entries)

    def __getitem__(self, seq: int) -> JournalEntry:
        return self._entries[seq]

    @property
    def entries(self) -> tuple[JournalEntry, ...]:
        return tuple(self._entries)

    def is_void(self, seq: int) -> bool:
        return seq in self._voided

    def in_force(self) -> list[JournalEntry]:
        """The roll-off throws and moves that no void withdrew, in order."""
        return list(self._in_force)

    def last_in_force(self) -> JournalEntry | None:
        """The newest roll-off throw or move still in force (what an undo withdraws)."""
        return self._in_force[-1] if self._in_force else None

    # -- writing ------------------------------------------------------------------------
    def append(
        self,
        kind: EntryKind,
        *,
        origin: Origin = Origin.HAND,
        station: str | None = None,
        seat: int | None = None,
        turn: int | None = None,
        action: Action | None = None,
        rolloff: Mapping[int, int] | None = None,
        voids: Iterable[int] = (),
        reason: str | None = None,
        at: str | None = None,
        redoes: int | None = None,
        timed: bool = True,
        on_accept: Callable[[JournalEntry], None] | None = None,
    ) -> JournalEntry:
        """Append an entry: the keeper brings the state up to it and the recorder
        (reading that state) may refuse it (either way nothing changes), then
        ``on_accept`` runs (the match brings its dice and redo list up to it),
        then every listener is told.  Returns the accepted entry."""
        entry = JournalEntry(
            seq=len(self._entries),
            kind=kind,
            at=at or now(),
            origin=origin,
            station=station,
            seat=seat,
            turn=turn,
            action=action,
            rolloff=dict(rolloff) if rolloff is not None else None,
            voids=tuple(voids),
            reason=reason,
            redoes=redoes,
            timed=timed,
        )
        self._check(entry)
        keeper = self.keeper
        if keeper is not None:
            keeper.advance(entry)  # may raise: then nothing is appended, the state as it was
        if self.recorder is not None:
            try:
                self.recorder(entry)  # may raise: then nothing is appended
            except BaseException:
                if keeper is not None:
                    keeper.resync()
                raise
        self._accept(entry)
        if keeper is not None:
            keeper.accepted(entry)
        if on_accept is not None:
            on_accept(entry)
        self._untold.append(entry)
        if not self._telling:
            self._tell()
        return entry

    def void(self, seqs: Iterable[int], *, reason: str | None = None, station: str | None = None,
             origin: Origin = Origin.HAND, at: str | None = None,
             on_accept: Callable[[JournalEntry], None] | None = None) -> JournalEntry:
        """Withdraw entries in force (undo, a correction)."""
        return self.append(EntryKind.VOID, voids=tuple(sorted(seqs)), reason=reason, station=station,
                           origin=origin, at=at, on_accept=on_accept)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Tell ``listener`` of every entry accepted from now on; returns the
        function that unsubscribes it."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    # -- inside ---------------------------------------------------------------------------
    def _tell(self) -> None:
        """Tell every listener of each accepted entry once, in sequence order."""
        self._telling = True
        try:
            while self._untold:
                entry = self._untold.pop(0)
                for listener in tuple(self._listeners):
                    listener(entry)
        finally:
            self._telling = False
            self._untold.clear()  # a listener raised: the entries stay accepted, the rest untold

    def _check(self, entry: JournalEntry) -> None:
        if entry.seq != len(self._entries):
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "journal entry %1 out of sequence (expected %2)"), entry.seq, len(self._entries)))
        if entry.kind is EntryKind.VOID:
            if not entry.voids:
                raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a void entry names the entries it withdraws"))
            for seq in entry.voids:
                if not 0 <= seq < entry.seq:
                    raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a void may withdraw only earlier entries, not %1"), seq))
                target = self._entries[seq]
                if target.kind is EntryKind.VOID or seq in self._voided:
                    raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "entry %1 is not in force: it cannot be withdrawn"), seq))
            if len(set(entry.voids)) != len(entry.voids):
                raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a void names each entry it withdraws once"))
        elif entry.kind is EntryKind.MOVE:
            if entry.action is None or entry.seat is None or entry.turn is None:
                raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a move entry names its action, seat and turn"))
        elif entry.kind is EntryKind.ROLLOFF and not entry.rolloff:
            raise InvalidInputError(QT_TRANSLATE_NOOP("Refusal", "a roll-off entry maps each seat that threw to its face"))
        if entry.redoes is not None and not 0 <= entry.redoes < entry.seq:
            raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "a redo enters an earlier entry again, not %1"), entry.redoes))

    def _accept(self, entry: JournalEntry) -> None:
        self._entries.append(entry)
        if entry.kind is EntryKind.VOID:
            self._voided.update(entry.voids)
            self._in_force = [e for e in self._in_force if e.seq not in self._voided]
        else:
            self._in_force.append(entry)
