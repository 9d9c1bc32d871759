"""A sixth game in one file (issue 28, part 3): Pig (tests/engine/pig_game.py) registered through
the public registry plays, is written as a record, is entered from a paper pad and checked by its
own rules, prints a scorepad and is counted in the statistics, and nothing outside its file names
it (the practice table: tests/desktop/test_pig_table.py)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.launcher import register_report as register_reports
from engine import scorepad
from engine.actions import STOP, Throw
from engine.bots import bot_for
from engine.cli import main
from engine.dice import DieKind, HmacDice, die
from engine.errors import IllegalActionError, InvalidInputError, RecordError
from engine.game import TurnEnd
from engine.record import loads, replay, special_kind
from engine.rulesets import Ruleset, all_rulesets, get_ruleset, listed_rulesets
from engine.services.analysis import record_skill
from engine.services.reports import scope_statistics
from engine.simulate import bot_record, play_game
from engine.tournament.paper import PaperTurn, check_pad, parse_column
from engine.tournament.results import TableResult
from engine.typed import decision_words, typed_move
from reports import scorepad as scorepad_pdf
from reports import stats
from reports.analysis_section import analysis_section
from reports.club import club_statistics
from tests.engine import pig_game

from ..reports.pdftools import pages_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def pig() -> Iterator[Ruleset]:
    with pig_game.registered() as rs:
        yield rs


def _bot_game(n: int, seed: int, options: dict[str, object] | None = None):  # type: ignore[no-untyped-def]
    rs = get_ruleset("pig")
    return play_game(rs, n, rs.make_options(options or {}, n), HmacDice.from_int(seed), [bot_for("pig") for _ in range(n)])


def _pad(state) -> tuple[list[int], list[list[PaperTurn]]]:  # type: ignore[no-untyped-def]
    """The game as its paper pad writes it: a column a player from the first to play."""
    n = state.n_players
    order = [(state.first_seat + i) % n for i in range(n)]
    return order, [[PaperTurn(t.points) for t in state.turn_log if t.seat == s] for s in order]


def test_pig_is_in_the_registry_only_while_registered(pig: Ruleset) -> None:
    assert get_ruleset("pig") is pig is pig_game.PIG
    assert pig in all_rulesets() and listed_rulesets()[-1] is pig  # order 6: after the five games
    assert pig.running_total and pig.special_die is None and special_kind("pig") is None
    with pig_game.registered():
        pass
    with pytest.raises(InvalidInputError, match="unknown ruleset 'pig'"):
        get_ruleset("pig")


def test_the_sixth_game_needs_no_file_but_its_own() -> None:
    """Nothing in the app's code names Pig: the registry, the generic panel, the pad and the
    reports serve it from its one module."""
    named = [str(p.relative_to(ROOT)) for folder in ("engine", "desktop", "reports")
             for p in (ROOT / folder).rglob("*.py") if NAMES_PIG.search(p.read_text(encoding="utf-8"))]
    assert named == []
    assert NAMES_PIG.search((ROOT / "tests" / "engine" / "pig_game.py").read_text(encoding="utf-8"))


#: the game's id, its module or its classes (the analysis cites Neller and Presser's Pig in prose)
NAMES_PIG = re.compile(r"""["']pig["']|pig_game|\bPig[A-Z]\w*|\bPIG\b""")


def test_pig_plays_by_its_rules(pig: Ruleset) -> None:
    state = pig.new_state(2, {"target": 10})
    assert state.chance_dice() == (DieKind.PLAIN,)  # P1: one die
    with pytest.raises(IllegalActionError, match="P1"):
        state.apply(Throw((die(6), die(6))))
    state.apply(Throw((die(6),)))
    state.apply(Throw((die(5),)))  # a Throw where a Roll is legal: the roll, then the throw
    state.apply(STOP)
    assert state.is_terminal() and state.results().winners == (0,) and state.table_scores() == (11, 0)  # P4
    state = pig.new_state(2)
    state.apply(Throw((die(4),)))
    state.apply(Throw((die(1),)))  # P2: the turn's 4 is lost
    assert [(t.seat, t.points, t.end) for t in state.turn_log] == [(0, 0, TurnEnd.BUST)]
    assert state.turn_player() == 1


def test_a_pig_decision_is_typed_in_pigs_own_words(pig: Ruleset) -> None:
    """At a real-dice table a scorer types Pig's decisions in the words its ruleset's record events
    give (engine/typed.py keeps no list of games): hold is "stop" (P3), a throw again its face."""
    assert decision_words("pig") == ("stop", "throw")
    state = pig.new_state(2, {"target": 10})
    state.apply(Throw((die(4),)))
    assert typed_move(state, "stop") == typed_move(state, "st") == (STOP,)
    assert typed_move(state, "5") == (Throw((die(5),)),)  # throwing again: the face thrown
    with pytest.raises(InvalidInputError, match="'keep' is no decision of this game: type stop, throw"):
        typed_move(state, "keep 5")


@pytest.mark.parametrize(("n", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4), (2, 5), (6, 6)])
def test_a_bot_game_written_down_is_taken_by_its_pad(pig: Ruleset, n: int, seed: int) -> None:
    state = _bot_game(n, seed)
    order, columns = _pad(state)
    game = check_pad("pig", {}, [f"P{s}" for s in order], columns)
    expected = TableResult.from_state(tuple(range(n)), state)
    assert list(game.scores) == [expected.scores[s] for s in order]
    assert [order[p] for p, _ in game.order] == [t.seat for t in state.turn_log]
    short = [c[:-1] if order[i] == state.turn_log[-1].seat else c for i, c in enumerate(columns)]
    with pytest.raises(InvalidInputError, match=r"P4: not on the pad, but nobody has reached 100 yet"):
        check_pad("pig", {}, [f"P{s}" for s in order], short)


def pad(**columns: str):  # type: ignore[no-untyped-def]
    return check_pad("pig", {"target": 20}, list(columns),
                     [parse_column(c, n, i) for i, (n, c) in enumerate(columns.items())])


def refused(**columns: str) -> str:
    with pytest.raises(InvalidInputError) as e:
        pad(**columns)
    return str(e.value)


def test_a_pig_pad_is_checked_by_pigs_own_rules(pig: Ruleset) -> None:
    game = pad(Ann="12,0,9", Bo="5,7")
    assert game.scores == game.totals == (21, 12)
    assert game.order == ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    assert refused(Ann="12,1,9", Bo="5,7") == (
        "'Ann', turn 2: P3: 1 is not a turn score of Pig: 0 after a 1, else the faces thrown (2 to 6 each) added up")
    assert refused(Ann="12,-3", Bo="5,7").startswith("'Ann', turn 2: P3: -3 is not a turn score of Pig")
    assert refused(Ann="12,0,9", Bo="5,7,2") == "'Bo', turn 3: P4: comes after the end of the game ('Ann' reached 20)"
    assert refused(Ann="12,0", Bo="5,7") == "'Ann', turn 3: P4: not on the pad, but nobody has reached 20 yet"
    assert refused(Ann="12b", Bo="5") == \
        "'Ann', turn 1: 12b: only Entrepreneurial has bakeries (b, E4), not Pig"


def test_a_pig_record_is_read_replayed_and_refuses_a_foreign_die(pig: Ruleset) -> None:
    doc = bot_record("pig", 11)
    rec = loads(json.dumps(doc))
    rep = replay(rec)
    assert rep.state.is_terminal() and rep.ruleset is pig
    doc["turns"][0]["events"][0] = {"throw": "6*"}
    with pytest.raises(RecordError) as e:
        replay(loads(json.dumps(doc)))
    assert str(e.value) == "turn 1, event 1: A2: '6*' is not a die of Pig: its dice are faces 1 to 6"


def test_a_pig_scorepad_prints(pig: Ruleset) -> None:
    rec = loads(json.dumps(bot_record("pig", 12, ("Ann", "Ben", "Cy"))))
    pad_ = scorepad.from_replay(replay(rec))
    assert pad_.ruleset_name == "Pig" and pad_.finished
    notes = [c.entry.note for r in pad_.rows for c in r.cells if c.entry is not None]
    assert any("the total reaches 100 (P4)" in note for note in notes)  # the ruleset's game-end ruling
    text = "\n".join(pages_text(scorepad_pdf.render_record(rec)))
    assert "Pig" in text and "Total" in text and "Ann" in text


def test_pig_appears_in_the_statistics(pig: Ruleset) -> None:
    records = [loads(json.dumps(bot_record("pig", seed))) for seed in (1, 2, 3)]
    st = stats.compute(records)
    assert st.matches == 3 and st.rulesets == {"pig": 3}
    assert set(st.turn_points_by_ruleset) == {"pig"}
    found = {s.heading: dict(s.notes) for s in stats.sections(st)}
    assert found["Results"]["Games by ruleset"] == "Pig 3"
    assert "Highest turn score, Pig" in found["Records"]
    skill = dict(analysis_section(record_skill(records)).notes)  # the decision analysis does not know Pig: said so
    assert skill["Left out: games not analysed yet"] == "Pig 3"


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    capsys.readouterr()
    rc = main(list(args), extra=[register_reports])
    out, err = capsys.readouterr()
    assert rc == 0, err
    return out


def test_a_pig_table_is_entered_from_its_paper_pad_and_counted(pig: Ruleset, tmp_path: Path, capsys) -> None:
    """An evening of Pig: a table's pad entered through the one service (the command line's
    `event result --turns`), checked by Pig's rules, its turn scores in the club's statistics."""
    db = str(tmp_path / "club.sqlite3")
    _run(capsys, "event", "create", "--name", "Pig night", "--ruleset", "pig", "--option", "target=20",
         "--table-size", "3", "--sizes", "3", "--db", db)
    _run(capsys, "event", "add", "1", "Ann", "Bo", "Cy", "--db", db)
    _run(capsys, "event", "seat", "1", "--publish", "--db", db)
    shown = json.loads(_run(capsys, "event", "show", "1", "--json", "--db", db))
    a, b, c = (p["name"] for p in shown["rounds"][0]["tables"][0]["players"])
    capsys.readouterr()
    rc = main(["event", "result", "1", "--round", "1", "--table", "1", "--turns", f"{a}=12,1", "--turns", f"{b}=0",
               "--turns", f"{c}=0", "--db", db], extra=[register_reports])
    assert rc != 0 and "P3: 1 is not a turn score of Pig" in capsys.readouterr().err  # refused: nothing stored
    _run(capsys, "event", "result", "1", "--round", "1", "--table", "1", "--turns", f"{a}=12,9",
         "--turns", f"{b}=5", "--turns", f"{c}=0", "--db", db)
    st = club_statistics(scope_statistics(db, event=1)).statistics
    assert st.paper_turns == 4 and st.turn_points_by_ruleset == {"pig": {12: 1, 9: 1, 5: 1, 0: 1}}
    assert (st.players[a].points, st.players[a].wins) == (21, 1)
