"""A match record analysed decision by decision (``bakehouse analyse FILE``, issue 24).

The record is checked and played by the one replayer (``record.play_entries``);
its entries are then played again on a fresh :class:`~engine.replayer.Course`,
and before each move the turn solver values the state:

- at a decision: the value of the choice taken (a throw entered at a decision is
  the roll it implies), the best choice and its value, the loss (best minus taken,
  never below zero; a tie is no loss).  A decision is one choice between two
  throws, however many moves it takes: racking three 3s one die at a time and
  throwing again is one decision ("rack 3 3 3, roll"), valued where the choice
  ends (the next throw, or the turn's points) (issue 30);
- at each throw: the luck, the value after the throw (the turn's points when the
  throw ended it) minus the value before it.

Two-player Dire Straights (issue 24, item 6) also gets each decision's chances of
winning the game: of the action taken and of the best action for winning
(engine/analysis/win.py), and the win-probability loss.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..actions import ROLL, Action, Bank, Keep, Out, Rack, Throw
from ..dice import format_dice
from ..game import CHANCE, GameState
from ..games.dire_straights import DireStraightsState
from ..games.sb import SBState
from ..journal import EntryKind
from ..record import MatchRecord, play_entries
from ..replayer import Course
from .damn_straight import MODEL_VERSION
from .expert import dire_win_for, win_choices
from .sb_final import final_turn_solver
from .solver import Solver, solver_for
from .value import TIE
from .win import DireWin

#: a loss above this many points is a clear mistake
MISTAKE = 1.0
#: the version of what a match's analysis gives each player (decisions, loss, clear mistakes,
#: throws, luck) and of which games are covered: the stored skill and luck of each match
#: (engine/store/skill.py, revision 0012) made by another version are computed again.  Raise
#: REVIEW_VERSION when a decision or a throw is valued or counted differently, or a game is covered
REVIEW_VERSION = 1
SKILL_MODEL = f"review-v{REVIEW_VERSION}/damn-straight-v{MODEL_VERSION}/mistake-{MISTAKE:g}"


@dataclass(frozen=True)
class Decision:
    turn: int
    player: str
    taken: str
    taken_value: float
    best: str
    best_value: float
    #: two-player Dire Straights: the chance of winning the game after the action taken, and
    #: the best action for winning and its chance (None where there are no win tables)
    win_taken: float | None = None
    win_best: str | None = None
    win_best_value: float | None = None

    @property
    def loss(self) -> float:
        gap = self.best_value - self.taken_value
        return gap if gap > TIE else 0.0

    @property
    def win_loss(self) -> float | None:
        """The chance of winning lost by the action taken (ties: none), or None."""
        if self.win_taken is None or self.win_best_value is None:
            return None
        gap = self.win_best_value - self.win_taken
        return gap if gap > TIE else 0.0


@dataclass(frozen=True)
class Luck:
    turn: int
    player: str
    dice: str
    before: float
    after: float

    @property
    def luck(self) -> float:
        gap = self.after - self.before
        return gap if abs(gap) > TIE else 0.0


@dataclass
class Analysis:
    ruleset: str
    players: tuple[str, ...]
    threshold: float
    decisions: list[Decision] = field(default_factory=list)
    throws: list[Luck] = field(default_factory=list)
    #: decisions and throws in the order they were played
    events: list[Decision | Luck] = field(default_factory=list)

    def summary(self) -> dict[str, dict[str, Any]]:
        out: dict[str, dict[str, Any]] = {}
        for name in self.players:
            mine = [d for d in self.decisions if d.player == name]
            loss = sum(d.loss for d in mine)
            out[name] = {
                "decisions": len(mine),
                "total_loss": round(loss, 6),
                "average_loss": round(loss / len(mine), 6) if mine else 0.0,
                "mistakes": sum(1 for d in mine if d.loss > self.threshold),
                "throws": sum(1 for t in self.throws if t.player == name),
                "luck": round(sum(t.luck for t in self.throws if t.player == name), 6),
            }
            wins = [d.win_loss for d in mine if d.win_loss is not None]
            if wins:
                out[name]["win_loss"] = round(sum(wins), 6)
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "players": list(self.players),
            "mistake_threshold": self.threshold,
            "decisions": [_decision_json(d, self.threshold) for d in self.decisions],
            "throws": [
                {"turn": t.turn, "player": t.player, "dice": t.dice, "before": round(t.before, 6),
                 "after": round(t.after, 6), "luck": round(t.luck, 6)}
                for t in self.throws
            ],
            "summary": self.summary(),
        }


def _decision_json(d: Decision, threshold: float) -> dict[str, Any]:
    out: dict[str, Any] = {
        "turn": d.turn, "player": d.player, "taken": d.taken, "taken_value": round(d.taken_value, 6),
        "best": d.best, "best_value": round(d.best_value, 6), "loss": round(d.loss, 6),
        "mistake": d.loss > threshold,
    }
    win_loss = d.win_loss
    if win_loss is not None and d.win_taken is not None and d.win_best_value is not None:
        out.update(win_taken=round(d.win_taken, 6), win_best=d.win_best,
                   win_best_value=round(d.win_best_value, 6), win_loss=round(win_loss, 6))
    return out


def _win(table: DireWin | None, choice: _Choice, n_players: int) -> dict[str, Any]:
    """Two-player Dire Straights, and two-player SB's last turns (K6): the win chances of the
    choice taken and of the best one."""
    state, taken = choice.start, choice.taken[0]
    if isinstance(state, SBState) and n_players == 2:
        final = final_turn_solver(state)
        if final is None:
            return {}
        best_v = final.value(state)
        worth = final.utility
        assert worth is not None
        ended = len(choice.probe.turn_log) > choice.logged
        p = worth[choice.probe.turn_log[-1].points] if ended else final.value(choice.probe).expected
        best = _describe(_best_choice(final, state))
        return {"win_taken": p, "win_best": best, "win_best_value": best_v.expected}
    if table is None or not isinstance(state, DireStraightsState):
        return {}
    choices = win_choices(table, state)  # D4: a decision is one move, throw or stop
    best_a, best_p = max(choices, key=lambda ap: ap[1])
    taken_p = next((p for a, p in choices if a == taken), None)
    if taken_p is None:
        return {}
    return {"win_taken": taken_p, "win_best": str(best_a), "win_best_value": best_p}


def _after(solver: Solver, state: GameState, action: Action) -> float:
    """The value once ``action`` is applied to a copy of ``state``: the turn's points if it ended."""
    child = state.clone()
    before = len(child.turn_log)
    child.apply(action)
    if len(child.turn_log) > before:
        return float(child.turn_log[-1].points)
    return solver.value(child).expected


def _choice_over(state: GameState, player: int, logged: int) -> bool:
    """Whether a choice that began with ``player`` to move is over in ``state``: a throw
    is next, the turn ended, or another player (or nobody) is to move."""
    return len(state.turn_log) > logged or state.current_player() != player


def _best_choice(solver: Solver, state: GameState) -> list[Action]:
    """The best choice from the decision ``state``: the solver's best move, again and again,
    up to the next throw or the end of the turn."""
    probe, player, logged = state.clone(), state.current_player(), len(state.turn_log)
    moves: list[Action] = []
    while True:
        action, _ = solver.best(probe)
        moves.append(action)
        probe.apply(action)
        if _choice_over(probe, player, logged):
            return moves


def _describe(moves: list[Action]) -> str:
    """A choice's moves for people: dice racked, banked or kept one at a time are written
    once ("rack 3 3 3, roll")."""
    parts: list[Action] = []
    for move in moves:
        last = parts[-1] if parts else None
        if isinstance(move, Rack) and isinstance(last, Rack) and last.source is move.source:
            parts[-1] = Rack(last.dice + move.dice, move.source)
        elif isinstance(move, Bank) and isinstance(last, Bank):
            parts[-1] = Bank(last.dice + move.dice)
        elif isinstance(move, Keep) and isinstance(last, Keep):
            parts[-1] = Keep(last.dice + move.dice)
        else:
            parts.append(move)
    return ", ".join(str(p) for p in parts)


@dataclass
class _Choice:
    """A decision being played: its state at the start, and a copy with the moves so far."""

    turn: int
    player: str
    start: GameState
    probe: GameState
    #: the turn log's length at the start (a longer one: the choice ended the turn)
    logged: int
    taken: list[Action] = field(default_factory=list)

    def add(self, action: Action) -> bool:
        """Play ``action`` (a throw at a decision: the roll it implies); True once the choice is over."""
        taken: Action = ROLL if isinstance(action, Throw) else action
        self.taken.append(taken)
        self.probe.apply(taken)
        return _choice_over(self.probe, self.start.current_player(), self.logged)

    def decision(self, solver: Solver, table: DireWin | None, n_players: int, win: bool = True) -> Decision:
        probe = self.probe
        ended = len(probe.turn_log) > self.logged
        value = float(probe.turn_log[-1].points) if ended else solver.value(probe).expected
        best = _best_choice(solver, self.start)
        best_value = solver.value(self.start).expected
        return Decision(self.turn, self.player, _describe(self.taken), value, _describe(best), best_value,
                        **(_win(table, self, n_players) if win else {}))


def analyse_record(record: MatchRecord, threshold: float = MISTAKE, *, win: bool = True) -> Analysis:
    """Every decision and throw of ``record`` (refused as ``replay`` refuses it).  ``win=False``:
    without the decisions' chances of winning (two-player Dire Straights' win tables, SB's last
    turns: most of the time two-player SB takes), which the statistics' skill and luck never
    read: the points lost and the luck are the same."""
    course, entries = play_entries(record)
    solver = solver_for(course.ruleset.id, course.options)  # refuses a game not covered yet
    table = (dire_win_for(course.options) if win and course.ruleset.id == "dire-straights" and course.n_players == 2
             else None)
    names = record.players
    out = Analysis(course.ruleset.id, names, threshold)
    again = Course(course.ruleset, course.n_players, course.options, course.first_seat)
    choice: _Choice | None = None

    def decided() -> None:
        nonlocal choice
        if choice is not None and choice.taken:
            decision = choice.decision(solver, table, course.n_players, win)
            out.decisions.append(decision)
            out.events.append(decision)
        choice = None

    for entry in entries:
        state = again.state
        if entry.kind is not EntryKind.MOVE or state is None:
            decided()
            again.step(entry)
            continue
        action = entry.action
        assert action is not None
        cp = state.current_player()
        if cp >= 0 and state.turn_moves == 0 and state.continues_ended_turn(action):
            again.step(entry)
            continue
        turn, player = state.turn_serial + 1, names[state.turn_player()]
        if isinstance(action, Out):  # C14: dice out of the box are luck, not a decision
            decided()
            luck = Luck(turn, player, f"{format_dice(action.dice)} out of the box", solver.value(state).expected,
                        _after(solver, state, action))
            out.throws.append(luck)
            out.events.append(luck)
            again.step(entry)
            continue
        if cp >= 0:
            if choice is None:
                choice = _Choice(turn, player, state.clone(), state.clone(), len(state.turn_log))
            if choice.add(action):
                decided()
        else:
            decided()
        if isinstance(action, Throw):
            if cp == CHANCE:
                before = solver.value(state).expected
            else:
                probe = state.clone()
                probe.apply(ROLL)
                before = solver.value(probe).expected
            after = _after(solver, state, action)
            luck = Luck(turn, player, format_dice(action.dice), before, after)
            out.throws.append(luck)
            out.events.append(luck)
        again.step(entry)
    decided()  # a record that ends within a choice
    return out
