"""Match records (spec/match-record.md) into journal entries and back.

Import opens the record as the engine does (``engine.record.open_match``:
the record's own refusal line, or the entries a table would have logged: the
roll-off throws, then every event, a record event without a time marked
untimed).  Export writes the moves in force back in the record layout of
``engine.record.dumps``.  What a record leaves out stays left out: options
not given, a roll-off key absent or empty, events without ``at``, a seed not
yet revealed.  Keys come out in the spec's order (the spec's objects are
unordered: a record written with other key order or spacing comes back with
the same content, in Bakehouse's layout).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..actions import Throw
from ..journal import EntryKind, Journal, JournalEntry, Origin
from ..record import MatchRecord, open_match, write_record
from .replaying import MatchSetup


def from_record(record: MatchRecord, *, options_given: bool | None = None) -> tuple[MatchSetup, list[JournalEntry]]:
    """The setup and the entries of a record, as :func:`engine.record.open_match`
    makes them (refused with the record's own line).  ``options_given``: whether
    the record wrote an ``options`` key (exported again only if it did; None: as
    the record says, :attr:`MatchRecord.options_given`)."""
    if options_given is None:
        options_given = record.options_given
    match = open_match(record)
    rolloff = "none" if record.rolloff is None else ("empty" if not record.rolloff else "listed")
    setup = MatchSetup(
        ruleset=match.ruleset.id,
        players=match.players,
        options=dict(record.options) if options_given else None,
        rolloff=rolloff,
        first_seat=0 if rolloff != "listed" else None,
        event=dict(record.event) if record.event is not None else None,
        dice_scheme=record.dice.scheme if record.dice else None,
        commitment=record.dice.commitment if record.dice else None,
        seed=record.dice.seed if record.dice else None,
    )
    return setup, list(match.journal.entries)


def to_record(setup: MatchSetup, entries: Sequence[JournalEntry], *, reveal_seed: bool = True) -> dict[str, Any]:
    """The record of a stored match: its moves in force, in record order, by the
    one record writer (:func:`engine.record.write_record`)."""
    in_force = Journal.from_entries(entries).in_force()  # the journal's one reading of what is in force
    dice: dict[str, str] | None = None
    if setup.commitment is not None and app_dice_claimable(setup, in_force):
        dice = {"scheme": setup.dice_scheme or "hmac-sha256/1", "commitment": setup.commitment}
        if reveal_seed and setup.seed is not None:
            dice["seed"] = setup.seed
    return write_record(setup.ruleset, setup.players, in_force, options=setup.options, rolloff=setup.rolloff,
                        first_seat=setup.first_seat, dice=dice, event=setup.event)


def _thrown(entry: JournalEntry) -> bool:
    return entry.kind is EntryKind.ROLLOFF or (entry.kind is EntryKind.MOVE and isinstance(entry.action, Throw))


def app_dice_claimable(setup: MatchSetup, in_force: Sequence[JournalEntry]) -> bool:
    """Whether the record may carry the match's ``dice`` (spec "Provably fair dice":
    the object says every face of the record comes from the stream; it is absent for
    dice thrown by hand).  Faces typed in by hand (origin ``hand``) never come from
    the stream, so once the seed is revealed a match with any of them in force is
    exported without ``dice``: all typed in, or mixed (typed in after its seed was
    revealed, docs/rulings.md "Digital dice"), since ``bakehouse verify`` would fail
    on the first typed face.  In play (no seed yet) the commitment is dropped only
    when app and typed faces are both in force; a record imported in progress, whose
    faces cannot be checked yet and so are marked typed in, keeps the commitment it
    was written with."""
    origins = {e.origin for e in in_force if _thrown(e)}
    typed = Origin.HAND in origins
    if setup.seed is not None:
        return not typed
    return not (typed and origins - {Origin.HAND})


def dumps(record: dict[str, Any]) -> str:
    from ..record import dumps as _dumps

    return _dumps(record)
