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


@pytest.mark.parametrize(
    ("players", "size", "rounds"),
    [("24", "4", "7"), ("30", "5", "6"), ("24", "3", "11"), ("30", "3", "14"), ("36", "3", "17"), ("32", "4", "10")],
)
def test_a_known_optimum_is_answered_from_its_design(
    capsys: pytest.CaptureFixture[str], players: str, size: str, rounds: str
) -> None:
    # social golfer instances whose optimum the literature knows: repeat-free, from the design
    code, out, _ = _seat(capsys, "--players", players, "--table-size", size, "--rounds", rounds, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["repeats"] == 0 and len(data["rounds"]) == int(rounds)
    met: set[frozenset[int]] = set()
    for rd in data["rounds"]:
        assert sorted(q for t in rd for q in t) == list(range(1, int(players) + 1))
        for t in rd:
            assert len(t) == int(size)
            pairs = {frozenset((a, b)) for a in t for b in t if a != b}
            assert not pairs & met
            met |= pairs
    code, out, _ = _seat(capsys, "--players", players, "--table-size", size, "--rounds", rounds)
    assert out.rstrip().endswith("repeat meetings: 0 (design)")


def test_round_robin_from_the_command_line_meets_every_pair(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _seat(capsys, "--players", "12", "--table-size", "4", "--sizes", "4", "--format", "round-robin",
                         "--time-limit", "2", "--json")
    assert code == 0
    rounds = json.loads(out)["rounds"]
    met = {frozenset((a, b)) for rd in rounds for t in rd for a in t for b in t if a != b}
    assert len(met) == 66


def test_a_round_robin_too_long_to_seat_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _seat(capsys, "--players", "2000", "--table-size", "4", "--format", "round-robin")
    assert code == 2 and out == ""
    assert "needs 667 rounds or more" in err and err.count("\n") == 1
