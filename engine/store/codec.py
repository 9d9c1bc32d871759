"""Journal entries to roll-log rows and back, in the compact text of
:class:`engine.store.models.RollRow` (the record notation of dice); a void's
withdrawn entries as its :class:`engine.store.models.RollVoidRow` rows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..actions import Action, from_log_text, log_text
from ..errors import InvalidInputError, phrase
from ..journal import EntryKind, JournalEntry, Origin
from ..words import QT_TRANSLATE_NOOP


def action_text(action: Action) -> str:
    """``throw 2 2 4 1 3 6*``, ``rack-bank 6*``, ``swap 5``, ``stop`` ...: the action's own notation."""
    return log_text(action)


def parse_action(text: str) -> Action:
    return from_log_text(text)


def rolloff_text(faces: Mapping[int, int]) -> str:
    return " ".join(f"{seat}:{face}" for seat, face in sorted(faces.items()))


def parse_rolloff(text: str) -> dict[int, int]:
    out: dict[int, int] = {}
    try:
        for pair in text.split(" "):
            seat, face = pair.split(":")
            out[int(seat)] = int(face)
    except ValueError:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "not a logged roll-off throw: %1"), repr(text[:60]))) from None
    return out


def entry_row(match_id: int, entry: JournalEntry) -> dict[str, Any]:
    """The roll-log row of an entry (a dict for an INSERT)."""
    event: str | None = None
    if entry.kind is EntryKind.MOVE:
        assert entry.action is not None
        event = action_text(entry.action)
    elif entry.kind is EntryKind.ROLLOFF:
        assert entry.rolloff is not None
        event = rolloff_text(entry.rolloff)
    return {
        "match_id": match_id,
        "seq": entry.seq,
        "kind": entry.kind.value,
        "at": entry.at or None,
        "origin": entry.origin.value,
        "station": entry.station,
        "seat": entry.seat,
        "turn": entry.turn,
        "event": event,
        "reason": entry.reason,
        "redoes": entry.redoes,
        "timed": entry.timed,
    }


def void_rows(match_id: int, entry: JournalEntry) -> list[dict[str, int]]:
    """The rows naming what a void withdraws (none for another entry; dicts for an INSERT)."""
    if entry.kind is not EntryKind.VOID:
        return []
    return [{"match_id": match_id, "voided_seq": s, "void_seq": entry.seq} for s in entry.voids]


def row_entry(row: Any, voids: Sequence[int] = ()) -> JournalEntry:
    """The journal entry of a roll-log row; ``voids``: the entries its void rows name
    (only a void names any: another row named as withdrawing is refused)."""
    kind = EntryKind(row.kind)
    if voids and kind is not EntryKind.VOID:
        raise InvalidInputError(phrase(QT_TRANSLATE_NOOP("Refusal", "entry %1 is a %2, not a void, yet is named as withdrawing entries %3"),  # noqa: E501
                                       row.seq, kind.value, " ".join(str(s) for s in voids)))
    return JournalEntry(
        seq=row.seq,
        kind=kind,
        at=row.at or "",
        origin=Origin(row.origin),
        station=row.station,
        seat=row.seat,
        turn=row.turn,
        action=parse_action(row.event) if kind is EntryKind.MOVE else None,
        rolloff=parse_rolloff(row.event) if kind is EntryKind.ROLLOFF else None,
        voids=tuple(voids),
        reason=row.reason,
        redoes=row.redoes,
        timed=bool(row.timed),
    )
