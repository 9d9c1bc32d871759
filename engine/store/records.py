"""Match records (spec/match-record.md) into journal entries and back.

Import replays the record first (the engine's own refusal line), then turns
it into the entries a table would have logged: the roll-off throws, then every
event (a throw at a decision node is preceded by the player's ``roll``, as at
the table).  Export writes the moves in force back in the record layout of
``engine.record.dumps``.  What a record leaves out stays left out: options
not given, a roll-off key absent or empty, events without ``at``, a seed not
yet revealed.  Keys come out in the spec's order (the spec's objects are
unordered: a record written with other key order or spacing comes back with
the same content, in Bakehouse's layout).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..actions import ROLL, Roll, Throw
from ..errors import BakehouseError, RecordError
from ..game import CHANCE
from ..journal import EntryKind, JournalEntry, Origin
from ..names import check_names
from ..record import FORMAT, MatchRecord, event_json, replay
from .replaying import MatchSetup


def from_record(record: MatchRecord, *, options_given: bool = True) -> tuple[MatchSetup, list[JournalEntry]]:
    """The setup and the entries of a record (refused with the record's own line).
    ``options_given``: whether the record wrote an ``options`` key (exported
    again only if it did)."""
    rep = replay(record)
    try:
        check_names(record.players)
    except BakehouseError as e:
        raise RecordError("players", e.message, e.ruling) from None
    origin = Origin.APP if record.dice is not None else Origin.HAND
    seat = {name: i for i, name in enumerate(record.players)}
    entries: list[JournalEntry] = []

    def add(**fields: Any) -> None:
        entries.append(JournalEntry(seq=len(entries), **fields))

    for throw in record.rolloff or ():
        add(kind=EntryKind.ROLLOFF, at="", origin=origin, rolloff={seat[n]: f for n, f in throw.items()})
    rolloff = "none" if record.rolloff is None else ("empty" if not record.rolloff else "listed")
    setup = MatchSetup(
        ruleset=rep.ruleset.id,
        players=tuple(record.players),
        options=dict(record.options) if options_given else None,
        rolloff=rolloff,
        first_seat=0 if rolloff != "listed" else None,
        event=dict(record.event) if record.event is not None else None,
        dice_scheme=record.dice.scheme if record.dice else None,
        commitment=record.dice.commitment if record.dice else None,
        seed=record.dice.seed if record.dice else None,
    )
    if record.turns:
        from .replaying import play

        state = play(setup, entries).state
        assert state is not None
        for turn in record.turns:
            for ev in turn.events:
                s, serial = state.turn_player(), state.turn_serial
                at = ev.at or ""
                if isinstance(ev.action, Throw):
                    if state.current_player() != CHANCE:
                        add(kind=EntryKind.MOVE, at=at, origin=Origin.HAND, seat=s, turn=serial, action=ROLL)
                        state.apply(ROLL)
                    add(kind=EntryKind.MOVE, at=at, origin=origin, seat=s, turn=serial, action=ev.action)
                else:
                    add(kind=EntryKind.MOVE, at=at, origin=Origin.HAND, seat=s, turn=serial, action=ev.action)
                state.apply(ev.action)
    return setup, entries


def to_record(setup: MatchSetup, entries: Sequence[JournalEntry], *, reveal_seed: bool = True) -> dict[str, Any]:
    """The record of a stored match: its moves in force, in record order."""
    voided = {s for e in entries if e.kind is EntryKind.VOID for s in e.voids}
    in_force = [e for e in entries if e.kind is not EntryKind.VOID and e.seq not in voided]
    names = setup.players
    rec: dict[str, Any] = {"format": FORMAT, "ruleset": setup.ruleset}
    if setup.options is not None:
        rec["options"] = dict(setup.options)
    first = setup.first_seat or 0
    if setup.rolloff == "none" and first:
        rec["players"] = [*names[first:], *names[:first]]  # the first player is listed first
    else:
        rec["players"] = list(names)
    if setup.rolloff == "listed":
        rec["rolloff"] = [
            {names[s]: f for s, f in sorted(e.rolloff.items())}
            for e in in_force
            if e.kind is EntryKind.ROLLOFF and e.rolloff is not None
        ]
    elif setup.rolloff == "empty":
        rec["rolloff"] = []
    turns: list[dict[str, Any]] = []
    last: int | None = None
    for e in in_force:
        if e.kind is not EntryKind.MOVE or e.action is None or isinstance(e.action, Roll):
            continue
        ev = event_json(e.action, e.at or None)
        assert ev is not None and e.seat is not None
        if e.turn != last:
            turns.append({"player": names[e.seat], "events": []})
            last = e.turn
        turns[-1]["events"].append(ev)
    rec["turns"] = turns
    if setup.commitment is not None:
        dice = {"scheme": setup.dice_scheme or "hmac-sha256/1", "commitment": setup.commitment}
        if reveal_seed and setup.seed is not None:
            dice["seed"] = setup.seed
        rec["dice"] = dice
    if setup.event is not None:
        rec["event"] = dict(setup.event)
    return rec


def dumps(record: dict[str, Any]) -> str:
    from ..record import dumps as _dumps

    return _dumps(record)
