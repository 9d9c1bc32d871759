"""Checking provably fair dice (match-record.md, "Provably fair dice")."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from .actions import Throw
from .dice import HmacDice, draw, format_dice, show_dice
from .errors import RecordError
from .game import GameState
from .record import MatchRecord, play_through


@dataclass(frozen=True)
class Verdict:
    ok: bool
    message: str
    faces_checked: int = 0


def verify(record: MatchRecord) -> Verdict:  # noqa: C901
    """Whether the commitment matches the seed and every die matches the stream,
    its face and its kind, naming the first throw that does not.

    The record is replayed alongside (a record that breaks the rules is refused
    with its :class:`~engine.errors.RecordError`): the state says which dice
    each throw throws, plain (SB: base) dice first, then the yeast or the keys,
    in the order the stream draws them, so a yeast or key marker moved onto
    another die fails like a changed face.  A record of a game in progress that
    reveals its seed is refused (a :class:`~engine.errors.RecordError` at ``dice``)."""
    info = record.dice
    stream: HmacDice | None = None
    problem: str | None = None
    if info is None:
        problem = "the record has no 'dice': its dice were thrown by hand"
    elif info.seed is None:
        problem = "the seed has not been revealed yet: the game can be checked after it ends"
    else:
        seed = bytes.fromhex(info.seed)
        if hashlib.sha256(seed).hexdigest() != info.commitment:
            problem = "the seed does not match the commitment"
        else:
            stream = HmacDice(seed)
    if stream is not None:
        for i, throw in enumerate(record.rolloff or (), 1):
            for name in record.players:  # seat order of the players who threw
                if name in throw and throw[name] != stream.face():
                    problem = f"rolloff throw {i}: {name}'s face does not match the dice stream"
                    break
            if problem:
                break
    mismatch: list[str] = []

    def check_throw(turn: int, event: int, state: GameState, throw: Throw) -> None:
        if stream is None or problem is not None or mismatch:
            return
        drawn = draw(stream, state.chance_dice())
        if drawn == throw.dice:
            return
        if sorted(drawn) == sorted(throw.dice):
            why = "its dice are not written in the order drawn"
        elif sorted(d.face for d in drawn) == sorted(d.face for d in throw.dice):
            why = "a yeast or key marker sits on another die than the stream says"
        else:
            why = "its faces do not match the dice stream"
        mismatch.append(
            f"turn {turn}, event {event}: the throw does not match: {why} "
            f"(drawn {format_dice(drawn)}, written {show_dice(throw.dice)})"
        )

    _, _, state = play_through(record, check_throw)  # refuses a record that breaks the rules
    if problem is None and mismatch:
        problem = mismatch[0]
    if problem is None and stream is not None and (state is None or not state.is_terminal()):
        # match-record.md "Provably fair dice": the seed is revealed only when the game ends;
        # a record of a game in progress carries no seed, and verify refuses one that does
        # (a face that does not match, found first in record order, is said first)
        raise RecordError(
            "dice", "the game is not finished, yet the record reveals its seed: a record of a game in "
            "progress carries only the scheme and the commitment (was it cut short?)"
        )
    if problem is not None or stream is None:
        return Verdict(False, problem or "no dice stream", stream.position if stream else 0)
    return Verdict(True, f"all {stream.position} faces match the dice stream of the commitment", stream.position)
