"""Issue 18, the rules and terminal parts, each through the command line as a user
runs it: one clear line, the exit status, and nothing changed.

- match-record.md "Names" (RULINGS.md "Settled lately"): every format character,
  surrogates and private use refused, and a name that would print as nothing; an
  event's name follows the same rules with 100 characters (a name of millions of
  characters refused at once);
- "Provably fair dice": verify refuses a game in progress that reveals its seed;
- A5/A6: a die marked as a kind its game does not have is malformed (A2), a fault
  of form found before the set-up (names, roll-off);
- A5: any event before a turn's first throw cites C5, Entrepreneurial's later rounds too;
- terminal safety: file names and stored values never reach the terminal raw
  (escapes, C1, bidi controls), and a refusal quotes at most 60 characters.
"""

from __future__ import annotations

import copy
import json
import re
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from engine.cli import EXIT_REFUSED, main
from engine.names import clean_event_name, clean_name, quote
from engine.simulate import bot_record
from engine.terminal import dumps, json_safe, safe, safe_lines

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "tests" / "data" / "spec-examples"
REFUSALS = json.loads((EXAMPLES / "refusals.json").read_text(encoding="utf-8"))["examples"]
#: what a terminal acts on: ESC and the other C0 controls, DEL, C1, bidi and other format characters
RAW = [chr(c) for c in (*range(0x20), *range(0x7F, 0xA0))] + [
    "\u061c", "\u200b", "\u200e", "\u200f", "\u2028", "\u2029", "\u202a", "\u202e", "\u2066", "\u2069", "\ufeff",
]


def no_raw(text: str) -> None:
    """Nothing a terminal acts on: no control (line breaks aside), C1, bidi control or separator."""
    for line in text.split("\n"):
        assert not [ch for ch in line if ch in RAW], line[:200]


def run(*args: str, module: str = "engine") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", module, *args], cwd=ROOT, capture_output=True, text=True,
        encoding="utf-8", errors="surrogateescape", timeout=120,
    )


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def refused_line(capsys: pytest.CaptureFixture[str], path: Path, command: str = "replay") -> str:
    """The one line on standard error of a refused record; its file unchanged."""
    before = path.read_bytes()
    code, out, err = cli(capsys, command, str(path))
    assert code == EXIT_REFUSED == 2, (out, err)
    assert out == "" and err.endswith("\n") and err.count("\n") == 1, err
    assert path.read_bytes() == before
    no_raw(err)
    return err[:-1]


def record(tmp_path: Path, data: dict[str, Any], name: str = "record.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def doc(ruleset: str = "classic", **over: Any) -> dict[str, Any]:
    first = {"classic": "1 2 3 4 5 6*", "entrepreneurial": "1 2 3 4 5 6*", "six-by-6": "1 2 3 4 5 6",
             "dire-straights": "1 2 3 4 5 6", "sb": "1 2 2 3 4 5 6 6 K2 K5"}[ruleset]
    data: dict[str, Any] = {"format": "bakehouse.match/1", "ruleset": ruleset, "players": ["Mika", "Jun"],
                            "turns": [{"player": "Mika", "events": [{"throw": first}]}]}
    data.update(over)
    return data


# -- names (match-record.md "Names") ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Mi\u00adka", "U+00AD"),  # soft hyphen
        ("Mika\U000e0041", "U+E0041"),  # a tag character
        ("Mika\u2062", "U+2062"),  # an invisible operator
        ("Mi\u200bka", "U+200B"),  # zero width space
        ("\U0001f468\u200d\U0001f469", "U+200D"),  # an emoji sequence joined by U+200D
        ("Mika\u200e", "U+200E"),  # a direction mark
        ("Mi\u2028ka", "U+2028"),  # a line separator
        ("Mika\ue000", "U+E000"),  # private use
        ("\u0308", "print as nothing"),  # only a combining mark
        ("\u3000\u00a0", "print as nothing"),  # only spaces of other kinds
        ("\u200b", "U+200B"),
    ],
)
def test_a_name_with_a_hidden_character_or_nothing_to_print_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, words: str
) -> None:
    line = refused_line(capsys, record(tmp_path, doc(players=[name, "Jun"])))
    assert line.startswith("players: the name ") and words in line


def test_a_lone_surrogate_in_a_name_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "surrogate.json"
    path.write_text(json.dumps(doc()).replace('"Mika"', '"Mi\\ud800ka"'), encoding="utf-8")
    line = refused_line(capsys, path)
    assert line.startswith("players: the name 'Mi\\ud800ka' holds a control or hidden character (U+D800)")


@pytest.mark.parametrize("name", ["Zoë", "Ἀθηνᾶ", "\U0001f3b2", "李小龍", "O'Neil-Ng", "a\u0308", "\u00a0Ann"])
def test_visible_names_of_any_script_are_names(name: str) -> None:
    assert clean_name(f"  {name} ") == name


def test_names_are_trimmed_before_they_are_matched(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = doc(players=[" Mika ", "Jun"], rolloff=[{"Jun ": 2, "  Mika": 5}])
    data["turns"][0]["player"] = "Mika  "
    code, out, err = cli(capsys, "replay", str(record(tmp_path, data)))
    assert code == 0 and err == ""
    assert json.loads(out)["first_player"] == "Mika"


def test_an_event_name_follows_the_name_rules_with_100_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ok = doc(event={"name": "  " + "E" * 100 + " ", "round": 2})
    code, out, err = cli(capsys, "replay", str(record(tmp_path, ok)))
    assert code == 0 and err == ""
    assert clean_event_name(" Friday dice ") == "Friday dice"
    line = refused_line(capsys, record(tmp_path, doc(event={"name": "E" * 101})))
    assert line == f"event: the name {quote('E' * 101)} is longer than 100 characters"
    for bad in ("Friday\u202edice", "\u00ad", " ", "\u0301"):
        line = refused_line(capsys, record(tmp_path, doc(event={"name": bad})))
        assert line.startswith("event: ")
    line = refused_line(capsys, record(tmp_path, doc(event={"name": 5})))
    assert line == "event: the event's name is text, not 5"


def test_an_event_name_of_millions_of_characters_is_refused_at_once(tmp_path: Path) -> None:
    """It hung `report scorepad`: refused as the record is read, with a short line."""
    path = record(tmp_path, doc(event={"name": "x" * 5_000_000}), "huge-event.json")
    before = path.read_bytes()
    start = time.monotonic()
    proc = run("report", "scorepad", str(path), "-o", str(tmp_path / "pad.pdf"), module="desktop.launcher")
    assert time.monotonic() - start < 30
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == f"event: the name {quote('x' * 61)} is longer than 100 characters\n"
    assert not (tmp_path / "pad.pdf").exists() and path.read_bytes() == before
    proc = run("replay", str(path))
    assert proc.returncode == 2 and len(proc.stderr) < 200


# -- provably fair dice: a game in progress carries no seed ------------------------------------------
def test_verify_refuses_a_game_in_progress_that_reveals_its_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = bot_record("six-by-6", 4)
    code, out, err = cli(capsys, "verify", str(record(tmp_path, data, "whole.json")))
    assert code == 0 and out.startswith("verified: ")
    data["turns"] = data["turns"][:3]
    path = record(tmp_path, data, "cut.json")
    line = refused_line(capsys, path, "verify")
    assert line.startswith("dice: the game is not finished, yet the record reveals its seed")
    code, out, err = cli(capsys, "replay", str(path))  # the rules have nothing against it
    assert code == 0
    del data["dice"]["seed"]  # as a game in progress is written: scheme and commitment
    code, out, err = cli(capsys, "verify", str(record(tmp_path, data, "in-progress.json")))
    assert code == 1 and out.startswith("NOT verified: the seed has not been revealed yet")


# -- A5/A6: dice of a kind the game does not have ------------------------------------------------------
@pytest.mark.parametrize(
    ("ruleset", "throw", "die"),
    [
        ("six-by-6", "1 1 2 3 5 6*", "6*"),
        ("dire-straights", "1 2 3 4 5 6*", "6*"),
        ("sb", "1 2 2 3 4 5 6 6* K2 K5", "6*"),
        ("classic", "K1 2 3 4 5 6*", "K1"),
        ("entrepreneurial", "1 2 3 4 5 K6", "K6"),
        ("dire-straights", "K1 2 3 4 5 6", "K1"),
        ("six-by-6", "1 2 3 4 5 K6", "K6"),
    ],
)
def test_a_die_of_a_kind_the_game_has_not_is_malformed_citing_a2_before_the_set_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], ruleset: str, throw: str, die: str
) -> None:
    # a roll-off that would be refused (a face of a player not in the game) and names
    # that clash: both set-up, found after every fault of form (A6)
    data = doc(ruleset, players=["Mika", "mika"], rolloff=[{"Zed": 4}])
    data["turns"] = [data["turns"][0], {"player": "Jun", "events": [{"throw": throw}]}]
    line = refused_line(capsys, record(tmp_path, data))
    assert line.startswith(f"turn 2, event 1: A2: '{die}' is not a die of ")
    # the same die in a later event of a record read before (the events remembered) too
    data["turns"][0]["events"] = [{"throw": throw}]
    assert refused_line(capsys, record(tmp_path, data)).startswith("turn 1, event 1: A2: ")


def test_how_many_special_dice_a_throw_holds_stays_a_matter_of_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = refused_line(capsys, record(tmp_path, doc("sb", turns=[
        {"player": "Mika", "events": [{"throw": "1 2 2 3 4 5 6 K6 K2 K5"}]}])))
    assert line.startswith("turn 1, event 1: K1: ")
    line = refused_line(capsys, record(tmp_path, doc(turns=[
        {"player": "Mika", "events": [{"throw": "1 2 3 4 5* 6*"}]}])))
    assert line.startswith("turn 1, event 1: C5: ")


# -- A5: an event before a turn's first throw cites C5 in every round -----------------------------------
ROUND_TWO = next(e for e in REFUSALS if e["point"].startswith("A5: an event before a turn's first throw"))


@pytest.mark.parametrize(
    "event",
    [{"bank": "4*"}, {"rack": "1"}, {"rack": "1", "from": "bank"}, {"swap": "5"}, {"risk": True}, {"stop": True},
     {"out": "4"}],
)
def test_an_event_before_the_first_throw_of_a_later_round_cites_c5(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], event: dict[str, Any]
) -> None:
    data = copy.deepcopy(ROUND_TWO["record"])
    data["options"] = {"box_rules": True}  # an out is an event of the game
    data["turns"][10]["events"] = [event]
    line = refused_line(capsys, record(tmp_path, data))
    assert line.startswith("turn 11, event 1: C5: a turn begins with a throw of all six dice")
    for start in ({"visit": True}, {"throw": "1 2 3 4 5 6*"}):  # what may begin it
        data["turns"][10]["events"] = [start]
        code, out, err = cli(capsys, "replay", str(record(tmp_path, data)))
        assert code == 0 and err == "", err


def test_every_example_of_refusals_json_gives_its_line_through_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """tests/data/spec-examples/refusals.json is the spec's own (../shared/spec/examples)."""
    for i, example in enumerate(REFUSALS):
        path = tmp_path / f"example{i}.json"
        path.write_text(example.get("record_text") or json.dumps(example["record"]), encoding="utf-8")
        if example.get("accepted"):
            code, out, err = cli(capsys, "replay", str(path))
            assert code == 0 and err == "", example["point"]
            continue
        line = refused_line(capsys, path)
        ruling = f"{example['ruling']}: " if example["ruling"] else ""
        assert line.startswith(f"{example['refused_at']}: {ruling}"), (example["point"], line)
        if not example["ruling"]:  # a fault of form: no ruling id after the place
            assert not re.match(r"[A-Z][0-9]+: ", line[len(example["refused_at"]) + 2:]), line


# -- terminal safety ----------------------------------------------------------------------------------
def test_a_file_name_with_an_escape_never_reaches_the_terminal_raw(tmp_path: Path) -> None:
    bad = tmp_path / "\x1b[31mred.json"
    bad.write_text("not json", encoding="utf-8")
    other = tmp_path / "\u202egnp.json"
    other.write_text(json.dumps(doc()), encoding="utf-8")
    proc = run("replay", str(bad))
    assert proc.returncode == 2 and proc.stdout == ""
    assert "\\x1b[31mred.json" in proc.stderr and "not a match record" in proc.stderr
    no_raw(proc.stderr)
    proc = run("replay", str(bad), str(other))  # one JSON line a file
    assert proc.returncode == 2
    no_raw(proc.stdout)
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [line["file"] for line in lines] == [str(bad), str(other)]
    proc = run("verify", str(bad), str(other))
    no_raw(proc.stdout + proc.stderr)
    assert "\\u202egnp.json: " in proc.stdout + proc.stderr
    proc = run("rulesets", "\x1b]0;title\x07")  # an argument refused by the parser
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "\\x1b]0;title\\x07" in proc.stderr
    no_raw(proc.stderr)
    assert bad.read_text(encoding="utf-8") == "not json"


def test_an_undecodable_file_name_is_shown_escaped(tmp_path: Path) -> None:
    name = tmp_path.joinpath("x").__fspath__().encode() + b"\x9b31m.json"
    path = Path(name.decode("utf-8", "surrogateescape"))
    path.write_text(json.dumps(doc()), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "engine", "replay", path, path], cwd=ROOT, capture_output=True,
                          timeout=60)
    assert proc.returncode == 0
    assert b"\x9b" not in proc.stdout and b"\xc2\x9b" not in proc.stdout
    assert [json.loads(line)["file"] for line in proc.stdout.splitlines()] == [str(path)] * 2


def test_members_list_never_prints_a_stored_bidi_control_raw(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "club.sqlite3"
    assert cli(capsys, "db", "init", "--db", str(db))[0] == 0  # in this process: only the listing's bytes matter
    with sqlite3.connect(db) as con:  # written by another program: the app refuses such names
        con.execute("INSERT INTO members (name, name_key, active, created_at) VALUES (?, ?, 1, '2026-11-26')",
                    ("Ann\u202e\x1b[2J\x85", "ann-odd"))
    before = dump(db)
    proc = run("members", "list", "--db", str(db), "--json")
    assert proc.returncode == 0, proc.stderr
    no_raw(proc.stdout)
    assert [m["name"] for m in json.loads(proc.stdout)] == ["Ann\u202e\x1b[2J\x85"]
    text = run("members", "list", "--db", str(db))  # the text table: the same name, escaped
    assert text.returncode == 0, text.stderr
    no_raw(text.stdout)
    assert "Ann\\u202e\\x1b[2J\\x85" in text.stdout
    assert dump(db) == before


def dump(db: Path) -> list[str]:
    with sqlite3.connect(db) as con:
        return list(con.iterdump())


def test_a_refusal_quotes_at_most_60_characters_of_a_huge_keep(tmp_path: Path) -> None:
    keep = " ".join(["1"] * 2_000_000)
    data = doc("sb", turns=[{"player": "Mika", "events": [{"throw": "1 2 2 3 4 5 6 6 K2 K5"}, {"keep": keep}]}])
    path = record(tmp_path, data)
    proc = run("replay", str(path))
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("turn 1, event 2: K2: 1 1 1 1 1") and len(proc.stderr) < 200


def test_safe_shows_what_a_terminal_acts_on_escaped() -> None:
    assert safe("plain Zoë 李 \U0001f3b2") == "plain Zoë 李 \U0001f3b2"
    assert safe("\x1b[31mred\x07") == "\\x1b[31mred\\x07"
    assert safe("a\u202eb\u2028c\x85d\U000e0041\ue000\udc9b") == "a\\u202eb\\u2028c\\x85d\\U000e0041\\ue000\\udc9b"
    assert safe("two\nlines") == "two\\x0alines" and safe_lines("two\nlines\x1b") == "two\nlines\\x1b"
    assert safe(3) == "3"
    for ch in RAW:
        assert ch not in safe(f"x{ch}y")


def test_json_output_is_the_same_value_with_nothing_raw() -> None:
    value = {"name": "Ann\u202e\x1b\x7f\x85\u2028\U000e0041\ue000\ud800 Zoë", "n": [1, {"k": "\t"}]}
    for indent in (None, 1):
        text = dumps(value, indent=indent)
        no_raw(text)
        assert json.loads(text) == value
        assert "Zoë" in text  # not ASCII-escaped: only what a terminal acts on
    assert json_safe('{"a": "b"}') == '{"a": "b"}'


def test_quote_bounds_any_value() -> None:
    assert quote("x" * 1000) == repr("x" * 60 + "...")
    assert len(quote(list(range(1_000_000)))) <= 63
    digits = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        huge = 10**6000
    finally:
        sys.set_int_max_str_digits(digits)
    assert len(quote(huge)) <= 63
    assert quote("\u202e") == "'\\u202e'"
