"""``bakehouse event result --turns`` and the service under it (issue 20, item 5): a table's game
typed in from its paper pad, in all five games, checked, stored with the table's result in one
unit of work and marked "from paper: result only"; a wrong pad refused in one line, nothing changed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main
from engine.errors import InvalidInputError
from engine.services import events as ev
from engine.store import open_database
from engine.tournament.paper import PaperTurn

#: a good pad of each game for Ann, Bo and Cy (the first to play first), the options it is played
#: with, the game's scores (rounds won for the Damn Straights) and a wrong pad's refusal
GAMES: dict[str, tuple[list[str], dict[str, int], list[int], list[str], str]] = {
    "classic": (["Ann=13,-1,0,0,192,0", "Bo=8,192,2,0,192", "Cy=0,4,192,0,0"], {"rounds_to_win": 2}, [1, 2, 1],
                ["Ann=13,-13,0,0,192,0", "Bo=8,192,2,0,192", "Cy=0,4,192,0,0"],
                "'Ann', turn 2: C8: -13: a lost biscuit takes off its value, -1 (the biscuit is 1)"),
    "entrepreneurial": (["Ann=96b,-96,96b,96", "Bo=0,0", "Cy=0,0"], {"rounds_to_win": 1}, [1, 0, 0],
                        ["Ann=96b,-96,95b,96", "Bo=0,0", "Cy=0,0"],
                        "'Ann', turn 3: E3: 95b: a bakery scores its face x 32, a loaf more with the yeast racked "
                        "last (not for 6s): 32, 64, 96, 128, 160, 192"),
    "six-by-6": (["Ann=22,37", "Bo=35,40", "Cy=30,30"], {"sets": 2}, [59, 75, 60],
                 ["Ann=22,37", "Bo=35,40", "Cy=30"],
                 "'Cy', turn 2: S4: not on the pad, but a game of 2 sets is 2 turns for each player"),
    "dire-straights": (["Ann=30,25", "Bo=0", "Cy=5"], {"target": 50}, [55, 0, 5],
                       ["Ann=30,25", "Bo=0", "Cy=5,5"],
                       "'Cy', turn 2: D8: comes after the end of the game ('Ann' reached 50)"),
    "sb": (["Ann=20,40,0", "Bo=40,20", "Cy=14,14"], {}, [60, 60, 28],
           ["Ann=20,40,0", "Bo=40,21", "Cy=14,14"],
           "'Bo', turn 2: K5: 21 is not a turn score of SB: set-aside base dice under two keys score 0, 2, 3, 4, "
           "5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 20, 24, 28, 40"),
}


class Cli:
    def __init__(self, url: str, capsys: pytest.CaptureFixture[str]) -> None:
        self.url = url
        self.capsys = capsys

    def __call__(self, *args: str) -> tuple[int, str, str]:
        self.capsys.readouterr()
        rc = main(["event", *args, "--db", self.url])
        out, err = self.capsys.readouterr()
        return rc, out, err

    def ok(self, *args: str) -> str:
        rc, out, err = self(*args)
        assert rc == 0, err
        return out

    def refused(self, *args: str) -> str:
        rc, out, err = self(*args)
        assert rc == 2 and out == "", out
        assert err.count("\n") == 1 and "Traceback" not in err, err
        return err.strip()


def _event(cli: Cli, ruleset: str, options: dict[str, int]) -> None:
    opts = [a for k, v in options.items() for a in ("--option", f"{k}={v}")]
    cli.ok("create", "--name", f"Paper {ruleset}", "--ruleset", ruleset, "--rounds", "2", "--table-size", "3",
           "--sizes", "3", *opts)
    cli.ok("add", "1", "Ann", "Bo", "Cy")
    cli.ok("seat", "1", "--publish")


def _turns(pad: list[str]) -> list[str]:
    return [a for column in pad for a in ("--turns", column)]


@pytest.fixture
def cli(club_url: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    """On a new club database (tests/store/conftest.py: a copy, not migrated again per test)."""
    return Cli(club_url, capsys)


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_a_paper_pad_in_every_game(cli: Cli, ruleset: str) -> None:
    good, options, scores, bad, line = GAMES[ruleset]
    _event(cli, ruleset, options)
    before = json.loads(cli.ok("show", "1", "--json"))
    # a wrong pad: one line naming the player, the turn and the ruling; nothing changed
    assert cli.refused("result", "1", "--round", "1", "--table", "1", *_turns(bad)) == \
        f"bakehouse event result: {line}"
    assert json.loads(cli.ok("show", "1", "--json")) == before
    out = json.loads(cli.ok("result", "1", "--round", "1", "--table", "1", *_turns(good), "--json"))
    assert out["paper"] is True
    assert [r["score"] for r in out["result"]] == scores
    assert [r["name"] for r in out["result"]] == ["Ann", "Bo", "Cy"]  # the order of the pad: Ann began
    assert [",".join(r["turns"]) for r in out["result"]] == [c.split("=", 1)[1] for c in good]
    shown = cli.ok("show", "1")
    assert "(from paper: result only)" in shown
    table = json.loads(cli.ok("show", "1", "--json"))["rounds"][0]["tables"][0]
    assert table["paper"] is True and table["match"] is None
    # the standings use it like any result
    rows = json.loads(cli.ok("standings", "1", "--json"))
    assert sum(r["games"] for r in rows["standings"]) == 3


def test_the_text_line_and_a_correction(cli: Cli) -> None:
    _event(cli, "dire-straights", {"target": 50})
    assert cli.ok("result", "1", "--round", "1", "--table", "1", "--turns", "Ann=30,25", "--turns", "Bo=0",
                  "--turns", "Cy=5") == \
        "recorded round 1 table 1: 1. Ann (55), 2. Cy (5), 3. Bo (0) (from paper: result only)\n"
    # corrected from another pad (Cy began), then by scores: the pad goes with the result it replaced
    assert cli.ok("correct", "1", "--round", "1", "--table", "1", "--turns", "Cy=50", "--turns", "Ann=",
                  "--turns", "Bo=") == \
        "corrected round 1 table 1: 1. Cy (50), 2. Ann (0), 2. Bo (0) (from paper: result only)\n"
    assert "from paper" not in cli.ok("correct", "1", "--round", "1", "--table", "1", "--scores", "Ann=3,Bo=2,Cy=1")
    assert "from paper" not in cli.ok("show", "1")


@pytest.mark.parametrize(("args", "line"), [
    (["--turns", "Ann30"], "--turns are written Name=turn,turn,... (one --turns a player), not 'Ann30'"),
    (["--turns", "Ann=30,25", "--turns", "Bo=0", "--turns", "Zed=5"], "no player named 'Zed' in event 1"),
    (["--turns", "Ann=30,25", "--turns", "Bo=0"], "the result leaves out 'Cy', seated at table 1 in round 1"),
    (["--turns", "Ann=30,25", "--turns", "Bo=0", "--turns", "Cy=5", "--scores", "Ann=1"],
     "give one of: a match record (--record), a stored match (--match), the result (--places/--scores) or "
     "the paper pad (--turns)"),
    (["--turns", "Ann=30,2x", "--turns", "Bo=0", "--turns", "Cy=5"],
     "'Ann', turn 2: a turn score is a whole number like 12, 0 or -24 (96b for a bakery, E4), not '2x'"),
    (["--turns", "Ann=30,25", "--turns", "Bo=0", "--turns", "ann=5"], "a player is named twice on the paper pad"),
    (["--turns", "Ann=3", "--turns", "Bo=0", "--turns", "Cy=5", "--table", "2"], "round 1 has no table 2"),
])
def test_a_wrong_command_is_one_line(cli: Cli, args: list[str], line: str) -> None:
    _event(cli, "dire-straights", {"target": 50})
    assert cli.refused("result", "1", "--round", "1", "--table", "1", *args) == f"bakehouse event result: {line}"


def test_the_service_by_member_id_and_the_stored_turns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = Cli(f"sqlite:///{tmp_path / 'club.sqlite3'}", capsys)
    _event(cli, "sb", {})
    with open_database(cli.url, create=False) as db:
        e = ev.get_event(db, 1)
        ids = {p.name: p.id for p in e.players.values()}
        with pytest.raises(InvalidInputError, match="K6"):
            ev.enter_result(db, 1, 1, 1, ev.ResultGiven(turns=[(ids["Ann"], "20,40"), (ids["Bo"], "40,20"),
                                                               (ids["Cy"], "14,14")]))
        assert ev.get_event(db, 1).rounds[0].results == {}
        done = ev.enter_result(db, 1, 1, 1, ev.ResultGiven(turns=[(ids["Bo"], "40,20,0"), (ids["Cy"], "14,14"),
                                                                  (ids["Ann"], "20,40")]))
        assert done.result.places == (1, 3, 1)
        stored = ev.get_event(db, 1).rounds[0].results[0]  # read back from the event's document
        assert stored.paper == ((PaperTurn(40), PaperTurn(20), PaperTurn(0)), (PaperTurn(14), PaperTurn(14)),
                                (PaperTurn(20), PaperTurn(40)))
        assert stored.from_paper_pad
        assert ev.match_links(db, 1)[(1, 1)] is None  # no match: the result only


def test_an_old_document_without_pads_reads_as_ever() -> None:
    from engine.tournament.codec import _result, _result_from
    from engine.tournament.results import TableResult

    plain = TableResult.from_scores((1, 2), (5, 3))
    assert _result(plain) == {"players": [1, 2], "places": [1, 2], "scores": [5, 3]}
    paper = TableResult.from_paper((1, 2), (5, 3), ((PaperTurn(5),), (PaperTurn(3), PaperTurn(96, True))))
    doc: dict[str, Any] = _result(paper)
    assert doc["paper"] == ["5", "3,96b"]
    assert _result_from(doc) == paper
    with pytest.raises(InvalidInputError, match="a saved paper pad, turn 1"):
        _result_from({**doc, "paper": ["x", "3"]})
