"""The headless command: `bakehouse replay FILE` and `bakehouse verify FILE`,
run as a subprocess (as a user would) and in-process through engine.cli.main."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.cli import EXIT_REFUSED, main
from engine.errors import BakehouseError
from engine.rulesets import get_ruleset

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "spec-examples"
RECORDS = ROOT / "tests" / "records"
TURN_LINE = re.compile(r"^turn \d+, event \d+: [A-Z]\d+: \S[^\n]*$")
FORMAT_LINE = re.compile(r"^turn \d+, event \d+: unknown key '[^']*' in an? (turn|event)$")


def need_ruleset(ruleset_id: str) -> None:
    try:
        get_ruleset(ruleset_id)
    except BakehouseError:
        pytest.skip(f"ruleset {ruleset_id} is not registered yet")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, data: Any, name: str = "record.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def example(name: str) -> dict[str, Any]:
    return json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))


# -- subprocess ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["classic", "sb", "six-by-6"])
def test_replay_examples_subprocess(name: str) -> None:
    need_ruleset(example(name)["ruleset"])
    proc = run("replay", str(EXAMPLES / f"{name}.json"))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    expected = json.loads((EXAMPLES / f"{name}.replay.json").read_text(encoding="utf-8"))
    assert json.loads(proc.stdout) == expected


def test_refused_record_subprocess() -> None:
    proc = run("replay", str(RECORDS / "classic-stop-without-rack.json"))
    assert proc.returncode == EXIT_REFUSED == 2
    assert proc.stdout == ""
    assert proc.stderr == "turn 1, event 4: C7: a stop needs a die racked since the last throw\n"


def test_verify_subprocess(tmp_path: Path) -> None:
    need_ruleset("six-by-6")
    proc = run("verify", str(EXAMPLES / "six-by-6.json"))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("verified: ")
    data = example("six-by-6")
    data["turns"][1]["events"][2] = {"throw": "1 2 1 1 4"}  # was "2 1 1 1 4"
    proc = run("verify", write(tmp_path, data))
    assert proc.returncode == 1
    assert proc.stdout.startswith("NOT verified: turn 2, event 3: ")


def test_garbage_file_subprocess(tmp_path: Path) -> None:
    path = tmp_path / "garbage.json"
    path.write_bytes(b"\x00\xff garbage \n\n{")
    proc = run("replay", str(path))
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1 and proc.stderr.endswith("\n")


# -- in process -------------------------------------------------------------------------------
def test_replay_classic_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "replay", str(EXAMPLES / "classic.json"))
    assert code == 0 and err == ""
    assert json.loads(out) == json.loads((EXAMPLES / "classic.replay.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["classic-fine-point", "classic-swap-box"])
def test_replay_hand_written_records(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = cli(capsys, "replay", str(RECORDS / f"{name}.json"))
    assert code == 0 and err == ""
    assert json.loads(out) == json.loads((RECORDS / f"{name}.replay.json").read_text(encoding="utf-8"))


def test_replay_mid_turn(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "replay", str(RECORDS / "classic-mid-turn.json"))
    assert code == 0
    last = json.loads(out)["turns"][-1]
    assert last["in_progress"] is True and last["points"] == 0


TURN_REFUSALS = {
    "classic-stop-without-rack": "turn 1, event 4: C7: a stop needs a die racked since the last throw",
    "classic-illegal-rack": "turn 1, event 2: C3: ",
    "classic-event-after-forced-end": "turn 2, event 2: C9: the turn ended with event 1: no event may follow",
    "classic-turn-not-ended": "turn 1, event 3: C7: the turn is not over",
    "classic-wrong-player": "turn 2, event 1: A1: it is Ben's turn, not Ann's",
    "classic-rack-after-miss": "turn 3, event 2: C3: ",
}


@pytest.mark.parametrize("name", sorted(TURN_REFUSALS))
def test_turn_refusals_exit_2_with_one_line(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = cli(capsys, "replay", str(RECORDS / f"{name}.json"))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n")
    assert TURN_LINE.match(lines[0])
    assert lines[0].startswith(TURN_REFUSALS[name])


def _mutations() -> list[tuple[str, Any, str]]:
    cases: list[tuple[str, Any, str]] = []

    def mutated(label: str, prefix: str, fn: Any) -> None:
        data = example("classic")
        fn(data)
        cases.append((label, data, prefix))

    mutated("format", "format: unknown format version", lambda d: d.update(format="bakehouse.match/0"))
    mutated("top key", "record: unknown key 'notes'", lambda d: d.update(notes=[]))
    mutated("turn key", "turn 3, event 1: unknown key 'score'", lambda d: d["turns"][2].update(score=1))
    mutated("event key", "turn 2, event 2: unknown key 'by'", lambda d: d["turns"][1]["events"][1].update(by="x"))
    mutated("option", "options: unknown option 'house_rules'", lambda d: d["options"].update(house_rules=1))
    mutated("option value", "options: option biscuit_risking ", lambda d: d["options"].update(biscuit_risking=True))
    mutated("players", "players: the names 'Tom' and 'Tom' are the same name", lambda d: d.update(players=["Tom", "Tom"]))
    mutated("wrong player", "turn 1, event 1: A1: it is Maya's turn, not Tom's", lambda d: d["turns"][0].update(player="Tom"))
    mutated(
        "after forced end",
        "turn 2, event 5: C9: ",
        lambda d: d["turns"][1]["events"].append({"throw": "1 2 3"}),
    )
    mutated("not ended", "turn 3, event 5: C7: ", lambda d: d["turns"][2]["events"].pop())
    mutated("stop", "turn 4, event 2: C7: ", lambda d: d["turns"][3]["events"].pop(1))
    mutated("rack", "turn 1, event 2: C3: ", lambda d: d["turns"][0]["events"].__setitem__(1, {"rack": "3"}))
    mutated("rolloff", "rolloff throw 2: C12: ", lambda d: d["rolloff"].__setitem__(1, {"Maya": 5}))
    mutated("dice", "dice: ", lambda d: d.update(dice={"scheme": "dice-by-hand"}))
    mutated("event info", "event: ", lambda d: d["event"].update(date="19 Nov 2026"))
    return cases


@pytest.mark.parametrize("label, data, prefix", _mutations(), ids=[c[0] for c in _mutations()])
def test_refusals_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, label: str, data: Any, prefix: str
) -> None:
    code, out, err = cli(capsys, "replay", write(tmp_path, data))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n")
    assert lines[0].startswith(prefix), lines[0]
    if prefix.startswith("turn "):
        # a format fault (an unknown key) has no ruling id; a broken rule has one
        assert TURN_LINE.match(lines[0]) or FORMAT_LINE.match(lines[0])


def test_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = cli(capsys, "replay", str(tmp_path / "nothing.json"))
    assert code == 2 and out == ""
    assert err.startswith(f"{tmp_path / 'nothing.json'}: cannot read it: there is no such file") and len(err.splitlines()) == 1


@pytest.mark.parametrize(
    "text",
    [
        "",
        "null",
        "[1, 2]",
        '"a string"',
        "{",
        '{"format": ' + "9" * 5000 + "}",
        "[" * 5000 + "]" * 5000,
        '{"format": "bakehouse.match/1", "ruleset": "classic", "players": ["A\\nB", "C"], "turns": []}',
        '{"format": "bakehouse.match/1", "ruleset": "classic", "players": ["A\\ud800", "C"], "turns": []}',
        '{"format": "bakehouse.match/1", "ruleset": "classic", "players": ["A", "B"], "turns": [{"player": "A", "events": [{"throw": NaN}]}]}',
    ],
)
def test_garbage_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str) -> None:
    code, out, err = cli(capsys, "replay", write(tmp_path, text))
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.endswith("\n")


def test_verify_in_process(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    need_ruleset("six-by-6")
    code, out, err = cli(capsys, "verify", str(EXAMPLES / "six-by-6.json"))
    assert code == 0 and out.startswith("verified: all 225 faces")
    code, out, err = cli(capsys, "verify", str(EXAMPLES / "classic.json"))
    assert code == 1 and out.startswith("NOT verified: ")  # thrown by hand
    code, out, err = cli(capsys, "verify", str(RECORDS / "classic-illegal-rack.json"))
    assert code == 2 and out == "" and len(err.splitlines()) == 1


def test_rulesets_lists_classic(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "rulesets")
    assert code == 0
    assert any(line.startswith("classic ") for line in out.splitlines())


@pytest.mark.parametrize("encoding", ["utf-8", "cp1252", "ascii"])
def test_replay_names_on_a_console_that_cannot_show_them(tmp_path: Path, encoding: str) -> None:
    data = example("classic")
    name = "Maëlle ☕"
    data["players"][0] = name
    for t in data["turns"]:
        if t["player"] == "Maya":
            t["player"] = name
    data["rolloff"] = [{(name if k == "Maya" else k): v for k, v in r.items()} for r in data["rolloff"]]
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "replay", write(tmp_path, data)],
        cwd=ROOT,
        capture_output=True,
        env={**os.environ, "PYTHONIOENCODING": encoding},
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.decode(encoding))
    assert out["players"] == [name, "Tom"] and out["totals"] == {name: 17, "Tom": 80}


def test_many_files_shared_among_workers_give_the_same_lines_in_order(tmp_path: Path) -> None:
    """``replay --jobs 2`` (and the default from 32 files on) prints exactly what one
    process prints: a line a file, in the order given, refusals in their place."""
    files = []
    for i, name in enumerate(["classic", "sb", "six-by-6"] * 12):
        rec = example(name)
        if i == 7:
            rec["players"] = rec["players"][:1]  # refused: one player
        files.append(write(tmp_path, rec, f"r{i:02d}.json"))
    one = run("replay", "--jobs", "1", *files)
    assert one.returncode == EXIT_REFUSED
    lines = one.stdout.splitlines()
    assert [json.loads(line)["file"] for line in lines] == files
    assert "refused" in json.loads(lines[7]) and sum("refused" in line for line in lines) == 1
    for jobs in (["--jobs", "2"], []):  # [] : 36 files, one worker per core
        many = run("replay", *jobs, *files)
        assert (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)


@pytest.mark.parametrize("jobs", ["0", "65", "two", "-1", "9" * 40])
def test_bad_jobs_are_refused_in_one_line(capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    code, out, err = cli(capsys, "replay", f"--jobs={jobs}", "x.json")
    assert code == EXIT_REFUSED and out == "" and len(err.splitlines()) == 1 and "--jobs" in err


def test_verify_of_many_files_among_workers_says_the_same(tmp_path: Path) -> None:
    """``verify --jobs 2``: the same lines on each stream and the same exit as one process."""
    from engine.simulate import bot_record

    files = []
    for i in range(34):
        rec = bot_record("six-by-6", i)
        if i == 5:
            rec["dice"]["seed"] = "00" * 32  # does not match its commitment
        if i == 9:
            rec["turns"] = "none"  # refused
        files.append(write(tmp_path, rec, f"v{i:02d}.json"))
    one = run("verify", "--jobs", "1", *files)
    assert one.returncode == EXIT_REFUSED
    assert len(one.stdout.splitlines()) == 33 and len(one.stderr.splitlines()) == 1
    assert sum(line.split(": ", 1)[1].startswith("NOT verified") for line in one.stdout.splitlines()) == 1
    for jobs in (["--jobs", "2"], []):
        many = run("verify", *jobs, *files)
        assert (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)
