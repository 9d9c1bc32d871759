"""Reading records: the spec's settled refusals (A5 which ruling, A6 which fault
first), the form of every value, and files from anywhere (not a regular file,
over 16 MiB, deep nesting, huge numbers, duplicate keys, 5 MB of names ...):
each refused with one clean line, fast."""

from __future__ import annotations

import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main
from engine.errors import RecordError
from engine.record import MAX_BYTES, loads, read_file, replay
from engine.replay import report
from engine.rulesets import get_ruleset

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "spec-examples"
REFUSALS = json.loads((EXAMPLES / "refusals.json").read_text(encoding="utf-8"))["examples"]
RULING = re.compile(r"^[A-Z]\d+$")


def doc(**over: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "format": "bakehouse.match/1",
        "ruleset": "classic",
        "players": ["Mika", "Jun"],
        "turns": [{"player": "Mika", "events": [{"throw": "1 2 3 4 5 6*"}, {"rack": "1"}, {"stop": True}]}],
    }
    base.update(over)
    return base


def refused(data: dict[str, Any] | str | bytes) -> RecordError:
    text = data if isinstance(data, (str, bytes)) else json.dumps(data)
    with pytest.raises(RecordError) as info:
        report(replay(loads(text)))
    line = str(info.value)
    assert line and "\n" not in line and "\r" not in line
    return info.value


def split(line: str) -> tuple[str, str | None]:
    """The place and the ruling of a refusal line, as refusals.json reads it."""
    parts = line.split(": ")
    for i, part in enumerate(parts[1:], 1):
        if RULING.match(part):
            return ": ".join(parts[:i]), part
    return parts[0], None


def dotted(out: Any, path: str) -> Any:
    for key in path.split("."):
        out = out[int(key)] if isinstance(out, list) else out[key]
    return out


# -- the spec's settled points -------------------------------------------------------------
@pytest.mark.parametrize("example", REFUSALS, ids=[e["point"][:60] for e in REFUSALS])
def test_refusals_json(example: dict[str, Any]) -> None:
    text = example.get("record_text") or json.dumps(example["record"])
    if example.get("accepted"):
        out = report(replay(loads(text)))
        for path, value in example["replay_holds"].items():
            assert dotted(out, path) == value, path
        return
    err = refused(text)
    assert split(str(err)) == (example["refused_at"], example["ruling"]), str(err)
    assert (err.place, err.ruling) == (example["refused_at"], example["ruling"])


def test_refusals_json_through_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Many records in one command: one JSON line each, in order; exit 2 as some are refused."""
    paths = []
    for i, example in enumerate(REFUSALS):
        path = tmp_path / f"r{i:02d}.json"
        path.write_text(example.get("record_text") or json.dumps(example["record"]), encoding="utf-8")
        paths.append(str(path))
    assert main(["replay", *paths]) == 2
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["file"] for line in lines] == paths
    for example, line in zip(REFUSALS, lines, strict=True):
        if example.get("accepted"):
            assert "refused" not in line and line["ruleset"] == example["record"]["ruleset"]
        else:
            assert split(line["refused"]) == (example["refused_at"], example["ruling"])


# -- the form of values (A6: no ruling, except dice A2 and out C14) ---------------------------------
@pytest.mark.parametrize(
    ("change", "line"),
    [
        ({"players": ["Mika"] * 13}, "players: a game has 2 to 12 players, not 13"),
        ({"players": ["Mika", "Jun", 3]}, "players: a player's name is text, not 3"),
        ({"players": ["Mika", " "]}, "players: a player's name may not be empty"),
        ({"rolloff": []}, None),
        ({"rolloff": [{"Mika": True, "Jun": 2}]}, "rolloff throw 1: A2: a roll-off face is a number from 1 to 6, not true"),
        ({"rolloff": [{"Mika": 3, " Mika": 2}]}, "rolloff throw 1: 'Mika' is written twice in this throw"),
        ({"rolloff": [{"Mika": 3, "Zed": 2}]}, "rolloff throw 1: C12: 'Zed' is not a player of this game"),
        ({"options": {"rounds_to_win": 100}}, "options: option rounds_to_win must be a whole number from 1 to 99, not 100"),
        ({"event": {"round": 0}}, "event: round is a whole number 1 or more, not 0"),
        ({"event": {"table": True}}, "event: table is a whole number 1 or more, not true"),
        ({"event": {"date": "2026-02-30"}}, "event: date is a real calendar date written YYYY-MM-DD, not '2026-02-30'"),
        ({"event": {"date": "2026-11-21\n"}}, "event: date is a real calendar date written YYYY-MM-DD, not '2026-11-21\\n'"),
        ({"event": {"date": "٢٠٢٦-11-21"}}, "event: date is a real calendar date"),  # digits of another script
        ({"event": {"name": "Club night", "round": 2, "table": 5, "date": "2026-11-21"}}, None),
        ({"event": {"venue": "pub"}}, "event: unknown key 'venue' (event has name, round, table and date)"),
        ({"dice": {"scheme": "hmac-sha256/1", "commitment": "a" * 64 + "\n"}}, "dice: the commitment is a SHA-256"),
        ({"dice": {"scheme": "hmac-sha256/1", "commitment": "a" * 64, "seed": "ab"}}, "dice: the seed is 32 bytes"),
        ({"dice": {"scheme": "hmac-sha256/1", "commitment": "A" * 64}}, "dice: the commitment is a SHA-256"),
    ],
)
def test_form_of_top_level_values(change: dict[str, Any], line: str | None) -> None:
    data = doc(**change)
    if line is None:
        report(replay(loads(json.dumps(data))))  # accepted
    else:
        assert str(refused(data)).startswith(line)


@pytest.mark.parametrize(
    ("event", "line"),
    [
        ({"throw": "1 2 3 4 5 6*\n"}, "turn 1, event 1: A2: "),
        ({"throw": "1 2 3 4 5 ６*"}, "turn 1, event 1: A2: "),
        ({"throw": "1 2 3 4 5 6*", "at": "2026-11-21T19:04:05"}, "turn 1, event 1: 'at' is a time written as a string with its UTC offset"),
        ({"throw": "1 2 3 4 5 6*", "at": "2026-11-21T19:04:05+01:00\n"}, "turn 1, event 1: 'at' is a time"),
        ({"throw": "1 2 3 4 5 6*", "at": "2026-13-21T19:04:05+01:00"}, "turn 1, event 1: 'at' is a time"),
        ({"throw": "1 2 3 4 5 6*", "at": 1700000000}, "turn 1, event 1: 'at' is a time"),
        ({"throw": "1 2 3 4 5 6*", "at": "2026-11-21T19:04:05+01:00"}, None),
        ({"throw": "1 2 3 4 5 6*", "at": "2026-11-21T19:04:05.25Z"}, None),
        ({"swap": "7"}, "turn 1, event 1: A2: a swap names one face"),
        ({"stop": 1}, "turn 1, event 1: 'stop' is written as {\"stop\": true}, not 1"),
        ({"keep": "1 1"}, "turn 1, event 1: 'keep' is not an event of classic"),
        ({"out": "1"}, "turn 1, event 1: C14: dice leave the box only with box rules"),
        ({"rack": "1", "from": "throw"}, "turn 1, event 1: 'from' is \"bank\" or left out, not 'throw'"),
    ],
)
def test_form_of_events(event: dict[str, Any], line: str | None) -> None:
    data = doc(turns=[{"player": "Mika", "events": [event]}])
    if line is None:
        report(replay(loads(json.dumps(data))))
    else:
        assert str(refused(data)).startswith(line)


def test_the_events_a_record_may_hold_with_its_options_are_the_rulesets() -> None:
    """Which events an option allows is said by the game's ruleset (Classic's out needs box rules,
    C14: Ruleset.option_events), so the record reader names no game's option."""
    for game in ("classic", "entrepreneurial"):
        rs = get_ruleset(game)
        assert "out" not in rs.record_events({}, 2) and "out" in rs.record_events({"box_rules": True}, 2)
        assert rs.record_events({"box_rules": True}, 2) == rs.events
    assert all(get_ruleset(g).record_events({}, 3) == get_ruleset(g).events for g in ("sb", "dire-straights", "six-by-6"))
    reader = (Path(__file__).resolve().parents[2] / "engine" / "record.py").read_text(encoding="utf-8")
    assert "box_rules" not in reader


def test_a_turn_player_is_trimmed_and_a_stranger_is_the_wrong_player() -> None:
    data = doc()
    data["turns"][0]["player"] = "  Mika "
    assert report(replay(loads(json.dumps(data))))["turns"][0]["player"] == "Mika"
    data["turns"][0]["player"] = "Zed"
    assert str(refused(data)) == "turn 1, event 1: A1: it is Mika's turn, not Zed's"


def test_keys_written_twice_are_refused_where_they_stand() -> None:
    base = json.dumps(doc())
    assert str(refused(base[:-1] + ', "format": "bakehouse.match/1"}')) == "record: the key 'format' is written twice"
    text = base.replace('{"rack": "1"}', '{"rack": "1", "rack": "1"}')
    assert str(refused(text)) == "turn 1, event 2: the key 'rack' is written twice"
    text = base.replace('"player": "Mika",', '"player": "Mika", "player": "Mika",')
    assert str(refused(text)) == "turn 1, event 1: the key 'player' is written twice"
    text = json.dumps(doc(options={"box_rules": True}))
    text = text.replace('"box_rules": true', '"box_rules": true, "box_rules": false')
    assert str(refused(text)) == "options: the key 'box_rules' is written twice"


def test_messages_quote_at_most_60_characters() -> None:
    long = "x" * 5000
    cases = [
        doc(**{long: 1}),
        doc(format=long),
        doc(ruleset=long),
        doc(options={long: 1}),
        doc(players=["Mika", long]),
        doc(turns=[{"player": "Mika", "events": [{"throw": long}]}]),
        doc(turns=[{"player": "Mika", "events": [{"throw": " ".join(["1"] * 3000)}]}]),
        doc(turns=[{"player": "Mika", "events": [{"throw": "1 2 3 4 5 6*"}, {"rack": " ".join(["1"] * 3000)}]}]),
        doc(event={"date": long}),
    ]
    for data in cases:
        line = str(refused(data))
        assert len(line) < 300, line
        assert "x" * 61 not in line and "1 " * 40 not in line


# -- files from anywhere ----------------------------------------------------------------------------
def fast_refusal(path: str | Path, start: str = "") -> str:
    """The one-line refusal of a file (how fast is measured by benchmarks, not here)."""
    with pytest.raises(RecordError) as info:
        report(replay(read_file(path)))
    line = str(info.value)
    assert "\n" not in line and line.startswith(start), line
    return line


def test_not_a_regular_file(tmp_path: Path) -> None:
    assert fast_refusal(tmp_path) == f"{tmp_path}: not a match record: it is a folder"
    if os.path.exists("/dev/zero"):
        assert fast_refusal("/dev/zero").startswith("/dev/zero: not a match record: it is not a regular file")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)  # nobody writes to it: reading it would block for ever
        assert fast_refusal(fifo).startswith(f"{fifo}: not a match record: it is not a regular file")
    assert fast_refusal(tmp_path / "none.json") == f"{tmp_path / 'none.json'}: cannot read it: there is no such file"


def test_over_16_mib_is_refused_before_parsing(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    text = json.dumps(doc())
    big.write_bytes(text[:-1].encode() + b" " * (17 * 1024 * 1024) + b"}")
    assert fast_refusal(big) == f"{big}: not a match record: it is larger than 16 MiB"
    just = tmp_path / "just.json"
    just.write_bytes(text[:-1].encode() + b" " * (MAX_BYTES - len(text)) + b"}")
    assert just.stat().st_size == MAX_BYTES
    report(replay(read_file(just)))  # 16 MiB exactly is read


@pytest.mark.parametrize(
    ("name", "content", "start"),
    [
        ("deep", b"[" * 100_000 + b"]" * 100_000, "not a match record: it is nested too deeply"),
        ("deep-objects", b'{"a":' * 50_000 + b"1" + b"}" * 50_000, "not a match record: it is nested too deeply"),
        ("huge-int", b'{"format": ' + b"9" * 100_000 + b"}", "not a match record: a number has too many digits"),
        ("nan", json.dumps(doc(options={"rounds_to_win": 1})).replace("1}", "NaN}").encode(), "not a match record: NaN"),
        ("infinity", b'{"format": -Infinity}', "not a match record: -Infinity is not a number JSON knows"),
        ("bom", b"\xef\xbb\xbf" + json.dumps(doc()).encode(), "not a match record: it starts with a byte order mark"),
        ("utf-16", json.dumps(doc()).encode("utf-16"), "not a match record: it is not UTF-8 text"),
        ("surrogate-bytes", b'{"players": ["\xed\xa0\x80"]}', "not a match record: it is not UTF-8 text"),
        ("empty", b"", "not a match record: the file is empty"),
        ("garbage", b"\x00\x01\x02", "not a match record: "),
        ("trailing", json.dumps(doc()).encode() + b" x", "not a match record: something follows the end of the record"),
    ],
)
def test_hostile_documents(tmp_path: Path, name: str, content: bytes, start: str) -> None:
    path = tmp_path / f"{name}.json"
    path.write_bytes(content)
    assert fast_refusal(path).startswith(f"{path}: {start}")


def test_a_lone_surrogate_in_a_name_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc(players=["Mika", "Jun\ud800"])), encoding="utf-8")
    assert fast_refusal(path, "players: the name ").endswith("(U+D800): a name is one line of visible text")


@pytest.mark.parametrize("count", [13, 5_000_000 // 8])
def test_many_names_are_refused_by_their_number_first(tmp_path: Path, count: int) -> None:
    path = tmp_path / "names.json"
    path.write_text(json.dumps(doc(players=[f"P{i:06d}" for i in range(count)])), encoding="utf-8")
    assert fast_refusal(path) == f"players: a game has 2 to 12 players, not {count}"


def test_long_lists_are_checked_in_linear_time(tmp_path: Path) -> None:
    """A 5 MB list of turns or roll-off throws: each refused at its first fault, quickly."""
    turns = [{"player": "Mika", "events": [{"throw": "1 2 3 4 5 6*"}]}] * 100_000
    path = tmp_path / "turns.json"
    path.write_text(json.dumps(doc(turns=turns)), encoding="utf-8")
    assert fast_refusal(path).startswith("turn 1, event 2: C7: the turn is not over")
    path.write_text(json.dumps(doc(rolloff=[{"Mika": 3, "Jun": 3}] * 100_000)), encoding="utf-8")
    assert fast_refusal(path).startswith("rolloff throw 100001: C12: the roll-off is still tied")


def test_markup_in_names_is_a_name() -> None:
    names = ["<b>Mika</b>", "Jun & <i>co</i>"]
    data = doc(players=names, turns=[{"player": names[0], "events": [{"throw": "1 2 3 4 5 6*"}, {"rack": "1"}, {"stop": True}]}])
    out = report(replay(loads(json.dumps(data))))
    assert out["players"] == names and out["turns"][0]["player"] == "<b>Mika</b>"


def test_hostile_files_through_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(tmp_path), str(tmp_path / "missing.json")]
    good = tmp_path / "good.json"
    good.write_text(json.dumps(doc()), encoding="utf-8")
    paths.append(str(good))
    assert main(["replay", *paths]) == 2
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0] == {"file": str(tmp_path), "refused": f"{tmp_path}: not a match record: it is a folder"}
    assert lines[1]["refused"].endswith("cannot read it: there is no such file")
    assert lines[2]["file"] == str(good) and lines[2]["totals"] == {"Mika": 1, "Jun": 0}
    assert main(["replay", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"{tmp_path}: not a match record: it is a folder\n"


def cpu_ticks(pid: int) -> int:
    """The CPU time a process has used so far, in clock ticks (Linux: /proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime, stime


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="signals, and /proc to see the command at work")
def test_ctrl_c_ends_a_command_with_one_line(tmp_path: Path) -> None:
    import signal
    import subprocess

    root = Path(__file__).resolve().parents[2]
    # Ctrl-C as a terminal's shell leaves it (a test run started in the background inherits it ignored);
    # "ready" once the command line is imported
    code = ("import signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
            "from engine.cli import main; print('ready', flush=True); sys.exit(main())")
    proc = subprocess.Popen(
        [sys.executable, "-c", code, "simulate", "--ruleset", "classic", "--games", "100000"],
        cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
    # pressed while the games are played: once the command has worked half a second of CPU after its
    # imports (however long that takes on a busy machine: issue 31; 100,000 games take minutes)
    started = cpu_ticks(proc.pid)
    while cpu_ticks(proc.pid) < started + os.sysconf("SC_CLK_TCK") // 2:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=600)  # a hang guard only
    assert proc.returncode == 130
    assert err == "bakehouse: interrupted\n"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--games", "0"], "games is a whole number from 1 to 10,000,000, not '0'"),
        (["--games", "1" * 5000], "games is a whole number from 1 to 10,000,000, not '" + "1" * 60 + "...'"),
        (["--players", "13"], "players is a whole number from 2 to 12, not '13'"),
        (["--players", "1"], "players is a whole number from 2 to 12, not '1'"),
        (["--seed", "-1"], "seed is a whole number from 0 to 18,446,744,073,709,551,615, not '-1'"),
        (["--seed", "x"], "seed is a whole number from 0"),
    ],
)
def test_simulate_bounds_its_numbers(capsys: pytest.CaptureFixture[str], args: list[str], words: str) -> None:
    assert main(["simulate", "--ruleset", "classic", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"bakehouse simulate: {words}") and len(err.splitlines()) == 1


def test_simulate_in_code_bounds_its_numbers() -> None:
    from engine.errors import BakehouseError
    from engine.simulate import simulate

    for kwargs in ({"games": 0, "seed": 0}, {"games": 1, "seed": -5}, {"games": 10**9, "seed": 0}):
        with pytest.raises(BakehouseError):
            simulate("classic", 2, **kwargs)
