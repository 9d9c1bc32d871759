"""``bakehouse seat``: the JSON asked for, the time limit kept, bad input refused."""

import json
import subprocess
import sys

import pytest

from engine.cli import main


def _seat(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["seat", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_is_exactly_rounds_and_repeats(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _seat(capsys, "--players", "16", "--table-size", "4", "--rounds", "5", "--seed", "1", "--json")
    assert code == 0
    data = json.loads(out)
    assert list(data) == ["rounds", "repeats"] and data["repeats"] == 0
    assert len(data["rounds"]) == 5
    for rd in data["rounds"]:
        assert sorted(q for t in rd for q in t) == list(range(1, 17))
        assert all(t == sorted(t) and len(t) == 4 for t in rd)
    assert out.startswith('{"rounds": [[[') and out.rstrip().endswith('"repeats": 0}')
    # same seed, same output
    assert _seat(capsys, "--players", "16", "--table-size", "4", "--rounds", "5", "--seed", "1", "--json")[1] == out


def test_repeats_counts_every_extra_meeting(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _seat(
        capsys,
        "--players",
        "10",
        "--table-size",
        "4",
        "--sizes",
        "3-5",
        "--rounds",
        "4",
        "--time-limit",
        "0.5",
        "--json",
    )
    data = json.loads(out)
    met: dict[frozenset[int], int] = {}
    for rd in data["rounds"]:
        assert all(3 <= len(t) <= 5 for t in rd)
        for t in rd:
            for i, a in enumerate(t):
                for b in t[i + 1 :]:
                    met[frozenset((a, b))] = met.get(frozenset((a, b)), 0) + 1
    assert data["repeats"] == sum(m - 1 for m in met.values() if m > 1)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "2", "--table-size", "4"], "cannot fill a table of 3"),  # 3-5 by default
        (["--players", "3", "--table-size", "4", "--sizes", "4"], "cannot fill a table of 4"),
        (["--players", "8", "--table-size", "4", "--sizes", "five"], "like 3-5"),
        (["--players", "8", "--table-size", "4", "--sizes", "5-6"], "table sizes must"),
    ],
)
def test_bad_input_gets_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = _seat(capsys, *args)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


def test_a_search_without_a_known_schedule_stops_at_its_time_limit() -> None:
    # 24 players in fours for 8 rounds: no repeat-free schedule is known, so the search
    # uses its whole budget and then answers (how close to the limit it stops is measured
    # by benchmarks/tournament.py, not asserted here)
    cmd = [sys.executable, "-m", "engine", "seat", "--players", "24", "--table-size", "4", "--rounds", "8",
           "--time-limit", "1", "--json"]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=120)
    out = json.loads(done.stdout)
    assert len(out["rounds"]) == 8 and out["repeats"] > 0
