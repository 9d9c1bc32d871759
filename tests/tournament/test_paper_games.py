"""Paper pads of real games: bot games of every ruleset, written down as a paper pad (each
player's turn points in the order played, bakeries marked), are taken by the pad's checks with the
engine's own result, and each changed turn is refused (issue 20, item 5)."""

from __future__ import annotations

import pytest

from engine.bots import bot_for
from engine.dice import HmacDice
from engine.errors import InvalidInputError
from engine.game import TurnEnd
from engine.rulesets import get_ruleset
from engine.simulate import play_game
from engine.tournament.paper import PaperTurn, check_pad
from engine.tournament.results import TableResult

CASES = [(r, n, seed) for r in ("classic", "entrepreneurial", "six-by-6", "dire-straights", "sb")
         for n, seed in ((2, 1), (3, 2), (4, 3), (5, 4), (3, 5), (2, 6))]


def _game(ruleset: str, n: int, seed: int):  # type: ignore[no-untyped-def]
    rs = get_ruleset(ruleset)
    options = rs.make_options({}, n)
    bots = [bot_for(ruleset) for _ in range(n)]
    return play_game(rs, n, options, HmacDice.from_int(seed), bots)


def _pad(state) -> tuple[list[int], list[list[PaperTurn]]]:  # type: ignore[no-untyped-def]
    n = state.n_players
    order = [(state.first_seat + i) % n for i in range(n)]
    columns: dict[int, list[PaperTurn]] = {s: [] for s in order}
    for ts in state.turn_log:
        columns[ts.seat].append(PaperTurn(ts.points, ts.end is TurnEnd.BAKERY))
    return order, [columns[s] for s in order]


@pytest.mark.parametrize(("ruleset", "n", "seed"), CASES)
def test_a_bot_game_written_down_is_taken_with_the_engines_result(ruleset: str, n: int, seed: int) -> None:
    state = _game(ruleset, n, seed)
    order, columns = _pad(state)
    names = [f"P{s}" for s in order]
    game = check_pad(ruleset, {}, names, columns)
    expected = TableResult.from_state(tuple(range(n)), state)
    assert list(game.scores) == [expected.scores[s] for s in order]
    assert [order[p] for p, _ in game.order] == [ts.seat for ts in state.turn_log]


@pytest.mark.parametrize(("ruleset", "n", "seed"), CASES[::3])
def test_a_turn_left_off_or_added_is_refused(ruleset: str, n: int, seed: int) -> None:
    state = _game(ruleset, n, seed)
    order, columns = _pad(state)
    names = [f"P{s}" for s in order]
    last = state.turn_log[-1].seat
    short = [c[:-1] if order[i] == last else c for i, c in enumerate(columns)]
    with pytest.raises(InvalidInputError, match="not on the pad"):
        check_pad(ruleset, {}, names, short)
    longer = [c + [PaperTurn(0)] if i == 0 else c for i, c in enumerate(columns)]
    with pytest.raises(InvalidInputError):
        check_pad(ruleset, {}, names, longer)
