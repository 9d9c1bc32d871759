"""A table's game: players in seat order, the roll-off, the history of actions,
undo, and chance outcomes drawn from a dice source.

The desktop's undo commands, the record writer and (later) the club database
all work through this class; the rules stay in the game states.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import ROLL, Action, Throw
from .dice import DiceSource, HmacDice, draw
from .errors import IllegalActionError, InvalidInputError
from .game import CHANCE, GameState
from .record import _BAD_NAME_CHAR, FORMAT, MatchRecord, event_json, replay
from .rolloff import Rolloff
from .rulesets import Ruleset, get_ruleset


@dataclass(frozen=True)
class Move:
    """One applied action with the turn it belongs to and when it was entered."""

    action: Action
    turn: int  # 0-based serial of the turn
    seat: int
    at: str | None = None


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat()


class Match:
    def __init__(
        self,
        ruleset: str | Ruleset,
        players: Sequence[str],
        options: Mapping[str, Any] | None = None,
        dice: DiceSource | None = None,
        event: Mapping[str, Any] | None = None,
        stamp_times: bool = True,
    ) -> None:
        self.ruleset = ruleset if isinstance(ruleset, Ruleset) else get_ruleset(ruleset)
        names = [p.strip() for p in players]
        if len(names) < 2:
            raise InvalidInputError("a game needs two or more players", "A1")
        if any(not n for n in names):
            raise InvalidInputError("every player needs a name")
        if any(_BAD_NAME_CHAR.search(n) for n in names):
            raise InvalidInputError("a player's name is one line of text, without control characters")
        if len(set(names)) != len(names):
            raise InvalidInputError("players' names must be unique")
        self.ruleset.check_players(len(names))
        self.players = tuple(names)
        self.options = self.ruleset.make_options(options or {}, len(names))
        self.dice = dice
        #: whether every face of the match comes from ``dice`` (so the record can carry it)
        self.dice_cover_all = True
        self.event = dict(event) if event else None
        self.stamp_times = stamp_times
        self.rolloff = Rolloff(len(names), self.ruleset.rolloff)
        self.rolloff_used = True
        self.state: GameState | None = None
        self.moves: list[Move] = []

    def attach_dice(self, source: DiceSource) -> None:
        """Throw the rest of the match from ``source`` (a record thrown by hand, or
        one whose seed is secret, continued with digital dice).  Faces thrown before
        did not come from it, so such a record carries no ``dice`` to verify."""
        used = self.faces_used()
        source.seek(used)
        self.dice = source
        self.dice_cover_all = used == 0

    # -- the roll-off -------------------------------------------------------------------
    def rolloff_throw(self, faces: Mapping[int, int] | None = None) -> dict[int, int]:
        """One roll-off throw (seat -> face); drawn from the dice source if not given."""
        if self.state is not None:
            raise IllegalActionError("the roll-off is over", self.rolloff.ruling)
        if faces is None:
            if self.dice is None:
                raise InvalidInputError("no dice source: type in the faces thrown")
            faces = {s: self.dice.face() for s in self.rolloff.throwers()}
        self.rolloff.add(faces)
        if self.rolloff.winner is not None:
            self.state = self._fresh_state()
        return dict(faces)

    def skip_rolloff(self, first_seat: int = 0) -> None:
        """Start without a roll-off: ``first_seat`` begins (the first listed by default)."""
        if self.state is not None or self.rolloff.throws:
            raise IllegalActionError("the roll-off has begun", self.rolloff.ruling)
        self.rolloff_used = False
        self.rolloff.winner = first_seat
        self.state = self._fresh_state()

    def _fresh_state(self) -> GameState:
        assert self.rolloff.winner is not None
        return self.ruleset.new_state(len(self.players), self.options, self.rolloff.winner)

    # -- play ---------------------------------------------------------------------------------
    def _require_state(self) -> GameState:
        if self.state is None:
            raise IllegalActionError("the roll-off decides who starts first", self.rolloff.ruling)
        return self.state

    def apply(self, action: Action) -> None:
        """Apply a move (refused moves change nothing) and log it."""
        state = self._require_state()
        turn, seat = state.turn_serial, state.turn_player()
        state.apply(action)
        self.moves.append(Move(action, turn, seat, _now() if self.stamp_times else None))

    def throw(self, dice: Sequence[Any] | None = None) -> Throw:
        """Throw: the given dice (typed in), or dice drawn from the source.  At a
        decision node this is the player's choice to throw (Roll) first."""
        state = self._require_state()
        if state.current_player() != CHANCE:
            self.apply(ROLL)
            state = self._require_state()
        if dice is None:
            if self.dice is None:
                raise InvalidInputError("no dice source: type in the faces thrown")
            action = Throw(draw(self.dice, state.chance_dice()))
        else:
            action = Throw(tuple(dice))
        try:
            self.apply(action)
        except Exception:
            if self.moves and self.moves[-1].action == ROLL:
                self.undo_to(len(self.moves) - 1)
            raise
        return action

    def undo_to(self, n_moves: int) -> None:
        """Rebuild the game from its first ``n_moves`` moves; digital dice are
        rewound, so throwing again gives the same faces."""
        if not 0 <= n_moves <= len(self.moves):
            raise InvalidInputError(f"no move {n_moves} to go back to")
        kept = self.moves[:n_moves]
        state = self._fresh_state()
        for m in kept:
            state.apply(m.action)
        self.state = state
        self.moves = kept
        if self.dice is not None:
            self.dice.seek(self.faces_used())

    def redo(self, actions: Sequence[Action]) -> None:
        """Apply moves taken back by :meth:`undo_to` again, and keep the dice
        stream in step (the throws among them are the stream's next faces)."""
        for action in actions:
            self.apply(action)
        if self.dice is not None:
            self.dice.seek(self.faces_used())

    def undo(self) -> None:
        """Take back the last move (a throw together with the choice to throw)."""
        n = len(self.moves) - 1
        if n < 0:
            raise IllegalActionError("nothing to undo")
        if isinstance(self.moves[n].action, Throw) and n > 0 and self.moves[n - 1].action == ROLL:
            n -= 1
        self.undo_to(n)

    def faces_used(self) -> int:
        count = sum(len(t) for t in self.rolloff.throws)
        for m in self.moves:
            if isinstance(m.action, Throw):
                count += len(m.action.dice)
        return count

    # -- records ------------------------------------------------------------------------------------
    def to_record(self, reveal_seed: bool = True) -> dict[str, Any]:
        """The match as a record (match-record.md)."""
        names = self.players
        first = self.rolloff.winner or 0
        rec: dict[str, Any] = {
            "format": FORMAT,
            "ruleset": self.ruleset.id,
            "options": self.ruleset.options_dict(self.options),
            # seat order is a circle (A1): without a roll-off the first player
            # is listed first, as a record without "rolloff" says (match-record.md)
            "players": list(names) if self.rolloff_used else [*names[first:], *names[:first]],
        }
        if self.rolloff_used and self.rolloff.throws:
            rec["rolloff"] = [{names[s]: f for s, f in t.items()} for t in self.rolloff.throws]
        turns: list[dict[str, Any]] = []
        last_turn = None
        for m in self.moves:
            ev = event_json(m.action, m.at)
            if ev is None:
                continue
            if m.turn != last_turn:
                turns.append({"player": names[m.seat], "events": []})
                last_turn = m.turn
            turns[-1]["events"].append(ev)
        rec["turns"] = turns
        if isinstance(self.dice, HmacDice) and self.dice_cover_all:
            dice = {"scheme": HmacDice.scheme, "commitment": self.dice.commitment}
            if reveal_seed:
                dice["seed"] = self.dice.seed.hex()
            rec["dice"] = dice
        if self.event:
            rec["event"] = dict(self.event)
        return rec

    @classmethod
    def from_record(cls, record: MatchRecord) -> Match:
        """Open a record to go on playing it (checked by replaying it first)."""
        replay(record)  # refuses a broken record before anything is built
        dice: DiceSource | None = None
        if record.dice is not None and record.dice.seed is not None:
            dice = HmacDice(bytes.fromhex(record.dice.seed))
        match = cls(record.ruleset, record.players, record.options, dice, record.event)
        seat = {n: i for i, n in enumerate(record.players)}
        if record.rolloff:
            for throw in record.rolloff:
                match.rolloff.add({seat[n]: f for n, f in throw.items()})
            if match.rolloff.winner is not None:
                match.state = match._fresh_state()
        else:
            match.skip_rolloff(0)
        state = match.state
        if state is not None:
            for turn in record.turns:
                for ev in turn.events:
                    serial, s = state.turn_serial, state.turn_player()
                    if isinstance(ev.action, Throw) and state.current_player() != CHANCE:
                        match.moves.append(Move(ROLL, serial, s, ev.at))
                    state.apply(ev.action)
                    match.moves.append(Move(ev.action, serial, s, ev.at))
        if dice is not None:
            dice.seek(match.faces_used())
        return match
