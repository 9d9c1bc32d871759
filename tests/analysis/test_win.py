"""Play to win (issue 24, item 6): the win chances of two-player Dire Straights
(engine/analysis/win.py), checked by hand on a small target, against policy
evaluation of the same policy, and against games played through the engine; the
expert bot that plays them beats the basic bot by a margin far outside noise."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.actions import ROLL, STOP
from engine.analysis.damn_straight import CACHE_ENV
from engine.analysis.expert import ExpertBot, win_choices
from engine.analysis.review import analyse_record
from engine.analysis.win import DireWin, basic_policy, dire_win, head_to_head
from engine.bots import bot_for
from engine.dice import HmacDice
from engine.games.dire_straights import DireStraightsState
from engine.record import loads
from engine.rulesets import get_ruleset
from engine.simulate import bot_record, play_game


@pytest.fixture(autouse=True, scope="module")
def _cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("win-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_ENV, str(folder))
        yield folder


def test_a_target_of_five_by_hand() -> None:
    """Target 5: any run wins at once with a stop (D4, D8), so a turn wins when a 1 comes before a
    bust; three of a kind without a 1 throws again (D2).  Counting the 6^6 throws: a 1 (p1),
    again (pa), bust (pb); q = p1 / (p1 + pb); a bust passes the same game to the opponent, so
    S = q + (1 - q)(1 - S), S = 1 / (2 - q)."""
    p1 = pa = 0
    for faces in itertools.product(range(1, 7), repeat=6):
        if 1 in faces:
            p1 += 1
        elif max(faces.count(f) for f in range(2, 7)) >= 3:
            pa += 1
    pb = 6**6 - p1 - pa
    q = p1 / (p1 + pb)
    table = DireWin(5, False)
    table.build()
    for i in range(5):
        for j in range(5):
            assert table.S[i][j] == pytest.approx(1 / (2 - q), abs=1e-12)


def test_the_tables_are_the_value_of_their_own_policy() -> None:
    """Policy evaluation of the tables' own policy against itself gives the tables' values back,
    and no other policy does better against it (the basic bot's, here)."""
    table = DireWin(40, False)
    table.build()
    mine = table.policy()
    first, second = head_to_head(40, False, mine, mine)
    assert first == pytest.approx(table.S[0][0], abs=1e-12)
    assert second == pytest.approx(1 - table.S[0][0], abs=1e-12)
    basic = basic_policy(40, False)
    assert head_to_head(40, False, basic, mine)[0] <= table.S[0][0] + 1e-12


def test_four_twos_converge() -> None:
    """D6: four 2s send the total to 0, a pair of a smaller sum; the passes converge."""
    table = DireWin(30, True)
    table.build()
    plain = DireWin(30, False)
    plain.build()
    assert 0 < table.S[0][0] < 1
    assert table.S[29][0] < plain.S[29][0]  # four 2s can take a near win away


def test_decisions_stop_when_a_stop_wins() -> None:
    table = dire_win(100, False)
    assert table is not None
    stop, roll = table.decision(95, 50, 1, 0)  # 5 points reach 100 (D8)
    assert stop == 1.0 and roll < 1.0
    stop, roll = table.decision(0, 95, 1, 0)  # far behind: throw on
    assert roll > stop


def test_the_expert_beats_the_basic_bot() -> None:
    """Exactly (policy evaluation): the expert, starting half the games, wins 0.5265 of them
    against the basic bot; 3,000 games played through the engine agree within 3 standard
    errors.  The assertion's margin (0.52) is far outside noise: the exact figure has none."""
    table = dire_win(100, False)
    assert table is not None
    first, second = head_to_head(100, False, table.policy(), basic_policy(100, False))
    exact = (first + second) / 2
    rs = get_ruleset("dire-straights")
    options = rs.make_options({}, 2)
    expert, basic = ExpertBot("dire-straights", options), bot_for("dire-straights")
    dice = HmacDice.from_int(11)
    games, wins = 3000, 0.0
    for g in range(games):
        bots = [expert, basic] if g % 2 == 0 else [basic, expert]
        winners = play_game(rs, 2, options, dice, bots).results().winners
        wins += 1 / len(winners) if g % 2 in winners else 0.0
    share = wins / games
    se = (share * (1 - share) / games) ** 0.5
    print(f"expert against basic: exactly {exact:.4f}; {games} games {share:.4f} +- {se:.4f}")
    assert exact > 0.52
    assert abs(share - exact) < 3 * se


def test_analyse_reports_the_chance_of_winning_lost() -> None:
    """Two-player Dire Straights: each decision has its win chances; the expert's own games
    lose none; a stop where the best play throws loses what the tables say."""
    doc = bot_record("dire-straights", 3)
    analysis = analyse_record(loads(json.dumps(doc).encode(), "game.json"))
    assert analysis.decisions
    for d in analysis.decisions:
        assert d.win_taken is not None and d.win_best_value is not None and d.win_loss is not None
        assert 0 <= d.win_taken <= d.win_best_value + 1e-12 <= 1 + 1e-12
    summary = analysis.summary()
    assert all("win_loss" in s for s in summary.values())
    # a state by hand: the tables' choice at the start of a turn with a run of 1
    table = dire_win(100, False)
    assert table is not None
    state = DireStraightsState(2)
    from engine.actions import Throw
    from engine.dice import parse_dice

    state.apply(Throw(parse_dice("1 3 3 4 4 6")))
    choices = dict(win_choices(table, state))
    assert choices[STOP] == pytest.approx(1 - table.S[0][5], abs=1e-12)
    assert choices[ROLL] > choices[STOP]  # 5 points at 0-0: throw on


# -- SB's last turns (K6) ---------------------------------------------------------------------------
@pytest.mark.parametrize("d", [0, 9, 40])
def test_sb_leader_wins_are_built_again(d: int) -> None:
    """The shipped chances of the leader's extra turn, built again by the SB turn solver with the
    turn's worth 1 (q > d), 1/2 (q = d) or 0."""
    from engine.analysis.sb import SBSolver
    from engine.analysis.sb_final import LEADER_WINS, leader_utility
    from engine.games.sb import SBOptions

    assert SBSolver(SBOptions(), leader_utility(d)).fresh_turn().expected == pytest.approx(LEADER_WINS[d], abs=1e-12)


def test_sb_utilities_by_hand() -> None:
    from engine.analysis.sb_final import LEADER_WINS, chaser_utility, leader_utility

    assert leader_utility(3)[:5] == (0.0, 0.0, 0.0, 0.5, 1.0)
    chase = chaser_utility(10)
    assert chase[9] == 0.0  # short of the leader: lost
    assert chase[10] == pytest.approx(1 - LEADER_WINS[0])  # level: the leader throws once more
    assert chase[40] == pytest.approx(1 - LEADER_WINS[30])
    assert list(chase[10:]) == sorted(chase[10:])  # more points never hurt
    assert all(a >= b for a, b in zip(LEADER_WINS, LEADER_WINS[1:], strict=False))


def test_the_sb_expert_plays_its_last_turns_to_win() -> None:
    """In K6's last turns the expert plays the final-turn solver's best move (and before them the
    points solver's)."""
    from engine.analysis.sb_final import final_turn_solver
    from engine.games.sb import SBState

    rs = get_ruleset("sb")
    options = rs.make_options({}, 2)
    expert = ExpertBot("sb", options)
    dice = HmacDice.from_int(3)
    s = rs.new_state(2, options)
    assert isinstance(s, SBState)
    finals = 0
    while not s.is_terminal():
        if s.is_chance_node():
            s.apply_throw(dice.draw(s.chance_dice()))
            continue
        final = final_turn_solver(s)
        assert (final is not None) == s.end_phase
        if final is not None:
            finals += 1
            assert expert.choose(s) == final.best(s)[0]
        s.apply(expert.choose(s))
    assert finals > 0


def test_analyse_reports_sb_last_turns_win_chances() -> None:
    """Two-player SB: decisions in K6's last turns carry their win chances; earlier ones none."""
    analysis = analyse_record(loads(json.dumps(bot_record("sb", 5)).encode(), "game.json"))
    late = [d for d in analysis.decisions if d.win_taken is not None]
    assert late and len(late) < len(analysis.decisions)
    for d in late:
        assert d.win_taken is not None and d.win_best_value is not None and d.win_loss is not None
        assert 0 <= d.win_taken <= d.win_best_value + 1e-12 <= 1 + 1e-12


def test_a_build_tells_its_progress_and_a_cancel_reaches_its_loop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31: the largest target's tables take minutes, so a build says how far it has come
    (score pairs solved, of target**2) and stops when asked, raising Cancelled and keeping
    nothing: neither in the process (dire_win builds again) nor in the cache on disk."""
    from engine.analysis.win import win_tables_ready
    from engine.errors import Cancelled

    monkeypatch.setenv(CACHE_ENV, str(tmp_path))  # a cache of its own: this target built here
    seen: list[tuple[int, int]] = []
    with pytest.raises(Cancelled):
        dire_win(37, False, lambda done, total: seen.append((done, total)), lambda: len(seen) >= 5)
    assert len(seen) == 5 and all(total == 37 * 37 for _, total in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen) and seen[0][0] > 0
    assert not win_tables_ready(37, False)
    assert list(tmp_path.iterdir()) == []
    seen.clear()
    table = dire_win(37, False, lambda done, total: seen.append((done, total)), lambda: False)
    assert table is not None and win_tables_ready(37, False)
    assert seen[-1] == (37 * 37, 37 * 37)
    assert dire_win(37, False) is table  # kept: asked again, no build


def test_a_cancelled_build_leaves_the_tables_as_they_were() -> None:
    from engine.errors import Cancelled

    table = DireWin(20, False)
    before = [row[:] for row in table.S]
    calls = iter(range(1000))
    with pytest.raises(Cancelled):
        table.build(cancelled=lambda: next(calls) >= 3)
    assert before == table.S
    table.build()
    assert before != table.S
