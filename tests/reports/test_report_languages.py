"""Issue 32: every printed report in German and in French, read back with pdfplumber: no English
word of the same report printed in English is left, but the words docs/translating.md keeps (the
rules' own words: Post, Carry, Leave, loaf, bakery ...; the games' names; names as typed) and the
few words a language writes as English does (Total, Score, Set ...).  The scorepads' legends and
pad rows, the scoresheets' rules in short, the standings' and wall lists' titles included."""

from __future__ import annotations

import contextlib
import functools
import io
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pdfplumber
import pytest

from desktop.launcher import register_report
from engine import words
from engine.cli import main

from .games import bot_json

RULESETS = (("classic", 3), ("entrepreneurial", 3), ("six-by-6", 2), ("dire-straights", 2), ("sb", 2))
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")

#: words any language prints as they are: the program, the games' names and their rules' own words
#: (docs/translating.md), the names, the event's names, the dice's scheme and the command to check them
KEPT = {
    "bakehouse", "verify", "hmac", "sha", "classic", "entrepreneurial", "damn", "straight", "straights", "dire",
    "six", "post", "carry", "leave", "rack", "bank", "yeast", "biscuit", "loaf", "loaves", "bakery", "bakeries",
    "key", "keys", "base", "split", "sandwich", "full", "thursday", "club", "night", "winter", "open", "buchholz",
    "openskill", *(n.lower() for n in NAMES),
}
#: a language's words written as English writes them
SAME = {
    "de": {"name", "post", "total", "app", "box", "fair", "die", "minus", "ordinal"},
    "fr": {"total", "score", "scores", "set", "sets", "points", "place", "table", "page", "strict", "chevron",
           "face", "faces", "ordinal", "pts", "tables"},
}
WORD = re.compile(r"[^\W\d_]{3,}")
HEX = re.compile(r"\b[0-9a-f]{64}\b")  # a commitment, a seed


def _run(*args: str) -> str:
    """A command line's output (it must succeed)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(list(args), extra=[register_report]) == 0, args
    return out.getvalue()


def _reports(folder: Path) -> dict[str, bytes]:
    """Every report of a few bots' games and an event of eight players (round 1 played, round 2
    seated), printed in the language of $BAKEHOUSE_LANGUAGE."""
    folder.mkdir()
    made: dict[str, Path] = {}
    for ruleset, n in RULESETS:
        record = folder / f"{ruleset}.json"
        record.write_text(json.dumps(bot_json(ruleset, NAMES[:n], 7)), encoding="utf-8")
        made[f"scorepad {ruleset}"] = folder / f"scorepad-{ruleset}.pdf"
        _run("report", "scorepad", str(record), "-o", str(made[f"scorepad {ruleset}"]))
    db = str(folder / "club.sqlite3")
    _run("db", "init", "--db", db)
    event = _run("event", "create", "--name", "Winter Open", "--ruleset", "classic", "--rounds", "3",
                 "--table-size", "4", "--db", db).strip()
    _run("event", "add", event, *NAMES, "--db", db)
    for number in (1, 2):
        tables = json.loads(_run("event", "seat", event, "--publish", "--json", "--db", db))["tables"]
        if number == 1:
            for t, table in enumerate(tables, 1):
                places = ",".join(f"{p['name']}={i}" for i, p in enumerate(table["players"], 1))
                _run("event", "result", event, "--round", "1", "--table", str(t), "--places", places, "--db", db)
    for kind, more in (("scoresheets", ("--round", "2")), ("seating", ("--round", "2")), ("standings", ())):
        made[kind] = folder / f"{kind}.pdf"
        _run("report", kind, "--event", event, *more, "--db", db, "-o", str(made[kind]))
    return {kind: path.read_bytes() for kind, path in made.items()}


def _words(pdf: bytes) -> set[str]:
    return {w.lower() for w in WORD.findall(HEX.sub("", _text(pdf)))}


@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, dict[str, bytes]]]:
    """The reports in English, German and French (the command line's $BAKEHOUSE_LANGUAGE)."""
    mp = pytest.MonkeyPatch()
    try:
        out = {}
        for language in ("en", "de", "fr"):
            mp.setenv("BAKEHOUSE_LANGUAGE", language)
            out[language] = _reports(tmp_path_factory.mktemp(language) / "reports")
        yield out
    finally:
        mp.undo()
        words.install("")


@pytest.mark.parametrize("language", ["de", "fr"])
def test_no_english_word_is_left_in_a_translated_report(printed: dict[str, dict[str, bytes]], language: str) -> None:
    left = {}
    for kind, english in printed["en"].items():
        english_words = _words(english) - KEPT
        found = sorted((english_words & _words(printed[language][kind])) - SAME[language])
        if found:
            left[kind] = found
    assert left == {}, f"{language}: English left in the reports: {left}"


def test_the_english_reports_hold_the_words_checked(printed: dict[str, dict[str, bytes]]) -> None:
    """The check above can fail: the English reports print the words it looks for."""
    said = {kind: _words(pdf) for kind, pdf in printed["en"].items()}
    assert {"rounds", "won", "circled"} <= said["scorepad classic"]  # pad row and legend
    assert {"rules", "short", "straight", "racked"} <= said["scoresheets"]  # the rules in short
    assert {"standings", "after", "round"} <= said["standings"]
    assert {"target", "thick", "line", "shaded"} <= said["scorepad sb"]
    assert {"score", "player"} <= said["scorepad six-by-6"]


ENGLISH_DECIMAL = re.compile(r"(?<![\d.])-?\d+\.\d+(?![\d.])")  # "3.0", "-3.3"; not a German date "28.11.2026"


@pytest.mark.parametrize("language", ["de", "fr"])
def test_decimals_are_written_with_a_comma(printed: dict[str, dict[str, bytes]], language: str) -> None:
    """The standings' ratings ("Wertung", "Cote") and every other decimal: "3,0", never "3.0"."""
    english = {kind: ENGLISH_DECIMAL.findall(_text(pdf)) for kind, pdf in printed["en"].items()}
    assert english["standings"], "the English standings print decimals (the ratings)"
    found = {kind: ENGLISH_DECIMAL.findall(_text(pdf)) for kind, pdf in printed[language].items()}
    assert {kind: f for kind, f in found.items() if f} == {}


@functools.cache  # a report is read back once for all the tests that read it (issue 31)
def _text(pdf: bytes) -> str:
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        return "\n".join(page.extract_text() or "" for page in doc.pages)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_no_heading_or_title_is_cut(printed: dict[str, dict[str, bytes]], language: str) -> None:
    """Seen in French: the round scores' column header wrapped as "Manch/e", the scoresheets'
    line under the event's name cut to "... · 2 manches…"; "R1" in a pad's margin is "M1"."""
    reports = printed[language]
    pad = _text(reports["scorepad classic"])
    round_word = {"en": "Round", "de": "Runde", "fr": "Manche"}[language]
    assert re.search(rf"^{round_word} ", pad, re.M), pad  # the header whole, on one line
    assert "…" not in _text(reports["scoresheets"])
    margin = {"en": "R1", "de": "R1", "fr": "M1"}[language]
    assert margin in _words_with_digits(reports["scorepad classic"])


def _words_with_digits(pdf: bytes) -> set[str]:
    return set(re.findall(r"\w+", _text(pdf)))
