"""Checking provably fair dice (match-record.md, "Provably fair dice")."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from .actions import Throw
from .dice import HmacDice
from .record import MatchRecord


@dataclass(frozen=True)
class Verdict:
    ok: bool
    message: str
    faces_checked: int = 0


def verify(record: MatchRecord) -> Verdict:
    """Whether the commitment matches the seed and every face matches the stream,
    naming the first throw that does not."""
    info = record.dice
    if info is None:
        return Verdict(False, "the record has no 'dice': its dice were thrown by hand")
    if info.seed is None:
        return Verdict(False, "the seed has not been revealed yet: the game can be checked after it ends")
    seed = bytes.fromhex(info.seed)
    if hashlib.sha256(seed).hexdigest() != info.commitment:
        return Verdict(False, "the seed does not match the commitment")
    stream = HmacDice(seed)
    for i, throw in enumerate(record.rolloff or (), 1):
        for name in record.players:  # seat order of the players who threw
            if name in throw and throw[name] != stream.face():
                return Verdict(False, f"rolloff throw {i}: {name}'s face does not match the dice stream", stream.position)
    for i, turn in enumerate(record.turns, 1):
        for j, event in enumerate(turn.events, 1):
            if isinstance(event.action, Throw):
                for d in event.action.dice:
                    if d.face != stream.face():
                        return Verdict(False, f"turn {i}, event {j}: the throw does not match the dice stream", stream.position)
    return Verdict(True, f"all {stream.position} faces match the dice stream of the commitment", stream.position)
