"""What a printed scorepad shows, as plain values, read from a match record.

The record is first checked by ``engine.record.replay`` (a refused record is a
one-line :class:`~engine.errors.BakehouseError`), then walked turn by turn so
that each finished turn's numbers are read from the engine's own state: the
Damn Straights' pad entries (C15, with their bakery and visit flags), Six By
6's Post/Carry/Leave lines (S2-S3), the Dire Straights and SB turn scores with
SB's final turns (K6).  Nothing here recomputes a rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.game import GameState
from engine.record import MatchRecord, replay, start

DS_RULESETS = ("classic", "entrepreneurial")


@dataclass(frozen=True)
class PadMark:
    """One Damn Straight entry as written on the pad (C15)."""

    text: str  # as `bakehouse replay` writes it: "12", "(1+)", "~8", "-(1+)"
    body: str  # what is written inside: "12", "1+"
    circled: bool
    struck: bool
    negative: bool
    bakery: bool = False  # E4
    visit: bool = False  # E6


@dataclass(frozen=True)
class PadRound:
    number: int  # 1-based
    first_seat: int
    entries: tuple[tuple[PadMark, ...], ...]  # per seat, in order
    scores: tuple[int, ...]
    winner: int | None
    won_so_far: tuple[int, ...]  # rounds won by each seat after this round


@dataclass(frozen=True)
class SetLine:
    """One Six By 6 turn: a player's Post #, Carry #, Leave # and score in a set (S3)."""

    set_number: int
    seat: int
    post: int
    carry: int
    leave: int
    score: int
    total: int
    rack: bool


@dataclass(frozen=True)
class TurnLine:
    """One Dire Straights or SB turn: its score and the running total."""

    seat: int
    number: int  # the player's n-th turn, 1-based
    points: int
    total: int
    final: bool = False  # SB: one of the last turns after the target was reached (K6)
    reached_target: bool = False  # the turn that first brought a total to the target


@dataclass(frozen=True)
class MatchHeader:
    ruleset_id: str
    ruleset_name: str
    options: tuple[tuple[str, Any], ...]
    players: tuple[str, ...]
    first_player: str | None
    finished: bool
    winners: tuple[str, ...]
    totals: tuple[int, ...]
    event: str | None = None
    round: int | None = None
    table: int | None = None
    date: str | None = None
    dice_scheme: str | None = None  # None: dice thrown by hand
    commitment: str | None = None
    seed: str | None = None


@dataclass(frozen=True)
class Scorepad:
    header: MatchHeader
    rounds: tuple[PadRound, ...] = ()  # the Damn Straights
    rounds_won: tuple[int, ...] = ()
    bakeries: tuple[tuple[int, ...], ...] = ()  # Entrepreneurial: owned bakeries per seat, in loaves
    sets: tuple[SetLine, ...] = ()  # Six By 6
    turns: tuple[TurnLine, ...] = ()  # Dire Straights, SB
    target: int | None = None


def _mark(entry: Any) -> PadMark:
    text = str(entry.text)
    body = text.lstrip("-~")
    circled = body.startswith("(")
    return PadMark(text, body.strip("()"), circled, bool(entry.struck), entry.points < 0, bool(entry.bakery),
                   bool(entry.visit))


def _header(record: MatchRecord, state: GameState | None, ruleset: Any) -> MatchHeader:
    names = record.players
    ev: Mapping[str, Any] = record.event or {}
    opts: tuple[tuple[str, Any], ...] = ()
    first = None
    finished = False
    winners: tuple[str, ...] = ()
    totals = (0,) * len(names)
    if state is not None:
        opts = tuple(ruleset.options_dict(state.options).items())
        first = names[state.first_seat]
        res = state.results()
        finished = res.finished
        winners = tuple(names[s] for s in res.winners) if res.finished else ()
        totals = tuple(res.totals)
    dice = record.dice
    return MatchHeader(
        ruleset.id, ruleset.name, opts, names, first, finished, winners, totals,
        event=ev.get("name"), round=ev.get("round"), table=ev.get("table"), date=ev.get("date"),
        dice_scheme=dice.scheme if dice else None, commitment=dice.commitment if dice else None,
        seed=dice.seed if dice else None,
    )


def from_record(record: MatchRecord) -> Scorepad:
    """The scorepad of a record (refused records raise the engine's BakehouseError)."""
    rep = replay(record)
    state = rep.state
    header = _header(record, state, rep.ruleset)
    if state is None:
        return Scorepad(header)
    rid = rep.ruleset.id
    n = len(record.players)
    if rid in DS_RULESETS:
        won = [0] * n
        rounds = []
        for i, r in enumerate(state.round_summaries(), 1):  # type: ignore[attr-defined]
            if r.winner is not None:
                won[r.winner] += 1
            rounds.append(PadRound(i, r.first_seat, tuple(tuple(_mark(e) for e in es) for es in r.entries),
                                   tuple(r.scores), r.winner, tuple(won)))
        bakeries = getattr(state, "bakeries", None)
        return Scorepad(header, rounds=tuple(rounds), rounds_won=tuple(state.rounds_won),  # type: ignore[attr-defined]
                        bakeries=tuple(tuple(sorted(b)) for b in bakeries) if bakeries is not None else ())
    return _walk(record, header)


def _walk(record: MatchRecord, header: MatchHeader) -> Scorepad:
    """Six By 6, Dire Straights, SB: play the record again and read each finished turn."""
    _, _, state = start(record)
    assert state is not None  # replay() accepted the record
    n = len(record.players)
    target = getattr(state.options, "target", None)
    sets: list[SetLine] = []
    turns: list[TurnLine] = []
    counts = [0] * n
    reached = False
    for turn in record.turns:
        seat = state.turn_player()
        final = bool(getattr(state, "end_phase", False))
        before = len(state.turn_log)
        for event in turn.events:
            state.apply(event.action)
        if len(state.turn_log) == before:
            break  # a turn still in play: nothing of it is scored yet
        ts = state.turn_log[-1]
        total = state.totals[seat]  # type: ignore[attr-defined]
        counts[seat] += 1
        if record.ruleset == "six-by-6":
            last = state.previous_lines[-1]  # type: ignore[attr-defined]
            carry = last.carry if last.rack else 0
            sets.append(SetLine(before // n + 1, seat, last.post, carry, 0 if last.rack else last.leave, ts.points,
                                total, last.rack))
        else:
            hit = target is not None and not reached and total >= target
            reached = reached or hit
            turns.append(TurnLine(seat, counts[seat], ts.points, total, final, hit))
    return Scorepad(header, sets=tuple(sets), turns=tuple(turns), target=target)
