"""Text output of the commands: columns padded by display width, plurals right."""

from __future__ import annotations

import json

import pytest

from engine.cli import main
from engine.commands.common import pad, plural, table, width


def test_display_width_counts_wide_characters_twice_and_marks_not_at_all() -> None:
    assert width("Ann") == 3
    assert width("王小明") == 6  # CJK: two columns each
    assert width("ｶﾀｶﾅ") == 4  # half-width katakana: one each
    assert width("Zoe\u0301") == 3  # a combining accent takes no column
    assert width("Ａ") == 2  # full-width Latin
    assert pad("王", 4) == "王  " and pad("7", 3, right=True) == "  7"


def test_a_table_lines_up_wide_and_narrow_names() -> None:
    lines = table([("Place", "Name", "Points"), ("1", "王小明", "12"), ("2", "Bob", "3")])
    assert lines == ["Place  Name    Points", "    1  王小明      12", "    2  Bob          3"]
    assert len({width(line) for line in lines}) == 1


def test_plurals() -> None:
    assert plural(1, "player") == "1 player" and plural(2, "player") == "2 players"
    assert plural(0, "match", "matches") == "0 matches" and plural(1, "entry", "entries") == "1 entry"


def test_seat_sits_thirteen_at_three_tables_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    """The default --sizes is the table size and one either side: 5-4-4, nobody sits out."""
    assert main(["seat", "--players", "13", "--table-size", "4", "--rounds", "2", "--time-limit", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "byes" not in data
    assert all(sorted(len(t) for t in rd) == [4, 4, 5] for rd in data["rounds"])
    assert main(["seat", "--players", "13", "--table-size", "4", "--sizes", "4", "--json"]) == 0
    exactly = json.loads(capsys.readouterr().out)
    assert [len(b) for b in exactly["byes"]] == [1]  # tables of exactly 4: one sits out
