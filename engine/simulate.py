"""``bakehouse simulate``: whole games with a bot in every seat, and statistics.

The games are played through the same protocol as people's games: the bots
choose among ``legal_actions()``, the throws come from one seeded dice source
(the provably fair stream, seeded from ``--seed``), so the same seed gives
the same output.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .bots import bot_for
from .dice import HmacDice
from .errors import BakehouseError, InvalidInputError
from .game import CHANCE, GameState
from .names import quote
from .options import parse_options
from .replayer import Course
from .rulesets import Ruleset, get_ruleset
from .terminal import safe
from .values import copyable


@dataclass
class Statistics:
    ruleset: str
    players: int
    options: dict[str, Any]
    seed: int
    games: int = 0
    turns: int = 0
    wins_by_seat: list[int] = field(default_factory=list)
    points: int = 0
    histogram: Counter[int] = field(default_factory=Counter)

    def to_json(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "games": self.games,
            "turns": self.turns,
            "wins_by_seat": self.wins_by_seat,
            "mean_turn_points": round(self.points / self.turns, 6) if self.turns else 0.0,
            "turn_points_histogram": {str(p): self.histogram[p] for p in sorted(self.histogram)},
        }


def play_game(ruleset: Ruleset, n_players: int, options: Any, dice: HmacDice, bots: list[Any]) -> GameState:
    """One whole game: the roll-off (A4), then bots and dice until the end.  The game
    starts on the one replayer's course (engine/replayer.py); its moves are applied to
    the state directly, the simulator keeping no journal (millions of throws)."""
    course = Course(ruleset, n_players, options, None)
    while course.state is None:
        course.throw_off({s: dice.face() for s in course.rolloff.throwers()})
    state = course.state
    # a bot that plays a whole step at once (SB's: its keeps, then a roll or stop) does: the same
    # moves as choose() one by one, the same state after them (issue 31)
    stepping = all(hasattr(bot, "play_step") for bot in bots)
    # a state that draws its own throw (SB's: the faces made into its counts at once) does: the
    # same faces of the stream, the same dice
    drawing = hasattr(state, "throw_from")
    drawer: Any = state  # (the games' protocol has no throw_from: SB's state adds it)
    # methods called on the objects, not bound to names first: compiled (engine/native.py),
    # these are direct calls, and a bound method would be a slower Python call
    while True:
        cp = state.current_player()
        if cp == CHANCE:
            # apply(Throw(...)) without making the action; dice.draw is what engine.dice.draw does for this source
            if drawing:
                drawer.throw_from(dice)
            else:
                state.apply_throw(dice.draw(state.chance_dice()))
        elif cp >= 0:
            if stepping:
                bots[cp].play_step(state)
            else:
                state.apply(bots[cp].choose(state))
        else:
            return state


def bot_record(ruleset_id: str, seed: int, players: tuple[str, ...] = ("Ann", "Ben"),
               options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """One whole bot game as a match record (JSON value, dice seed revealed, no
    times): the benchmarks' and tests' supply of long, real games.  Played as any
    bot game is (:func:`engine.bots.play_bots` on a match) and written by the one
    record writer."""
    from .bots import play_bots
    from .match import Match
    from .record import to_record

    match = Match(ruleset_id, players, options, dice=HmacDice.from_int(seed))
    play_bots(match)
    return to_record(match, times=False)


#: the bounds of ``simulate``'s numbers (players: the ruleset's, 2 to 12)
GAMES = (1, 10_000_000)
SEEDS = (0, 2**64 - 1)


def _whole(what: str, text: str, lo: int, hi: int) -> int:
    """A whole number in [lo, hi] typed on the command line, or one clear line."""
    try:
        value = int(text) if len(text) <= 30 else None
    except ValueError:
        value = None
    if value is None or not lo <= value <= hi:
        raise InvalidInputError(f"{what} is a whole number from {lo:,} to {hi:,}, not {quote(text)}")
    return value


#: the bots ``simulate --bot`` plays: the heuristic bot of each ruleset, or the exact solvers' (issue 24):
#: ``expert`` plays for the turn's expected points (its mean turn points are ``analyse best``'s, as
#: issue 24 asks), ``expert-win`` for the win where there are win tables (two-player Dire Straights,
#: SB's last turns K6; else as ``expert``): the practice table's expert seat plays to win
BOTS = ("basic", "expert", "expert-win")


def simulate(
    ruleset_id: str, players: int, games: int, seed: int, options: Mapping[str, Any] | None = None,
    bot: str = "basic",
) -> Statistics:
    ruleset = get_ruleset(ruleset_id)
    ruleset.check_players(players)
    for what, value, (lo, hi) in (("games", games, GAMES), ("seed", seed, SEEDS)):
        if not lo <= value <= hi:
            raise InvalidInputError(f"{what} is a whole number from {lo:,} to {hi:,}, not {quote(value)}")
    opts = ruleset.make_options(options or {}, players)
    stats = Statistics(ruleset.id, players, ruleset.options_dict(opts), seed, wins_by_seat=[0] * players)
    dice = HmacDice.from_int(seed)
    if bot not in BOTS:
        raise InvalidInputError(f"the bot is one of {', '.join(BOTS)}, not {quote(bot)}")
    if bot != "basic":
        from .analysis.expert import ExpertBot

        expert = ExpertBot(ruleset.id, opts, to_win=bot == "expert-win")  # refuses a game not covered
        bots: list[Any] = [expert for _ in range(players)]
    else:
        bots = [bot_for(ruleset.id) for _ in range(players)]
    for _ in range(games):
        state = play_game(ruleset, players, opts, dice, bots)
        stats.games += 1
        for seat in state.results().winners:
            stats.wins_by_seat[seat] += 1
        for ts in state.turn_log:
            stats.turns += 1
            stats.points += ts.points
            stats.histogram[ts.points] += 1
    return stats


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        ruleset = get_ruleset(args.ruleset)
        players = _whole("players", args.players, ruleset.min_players, ruleset.max_players)
        games = _whole("games", args.games, *GAMES)
        seed = _whole("seed", args.seed, *SEEDS)
        options = parse_options(ruleset.option_specs, args.option)
        stats = simulate(ruleset.id, players, games, seed, options, getattr(args, "bot", "basic"))
    except BakehouseError as e:
        print(safe(f"bakehouse simulate: {e}"), file=sys.stderr)
        return 2
    json.dump(stats.to_json(), sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


copyable(globals())  # copy and pickle by the constructor, compiled or not (engine/values.py)
