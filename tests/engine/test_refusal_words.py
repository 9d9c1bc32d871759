"""Issue 32: every refusal of the spec's examples (refusals.json) reads in German and in French
through the engine's seam (engine/words.py, BakehouseError.text), values filled in: the place
("turn 1, event 1"), the message and its values' words translated, the ruling id kept as it is;
``str(error)`` stays the English line."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine import words
from engine.errors import BakehouseError, IllegalActionError, Phrase, RecordError, phrase
from engine.record import loads, replay
from engine.replay import report
from engine.words import QT_TRANSLATE_NOOP

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "spec-examples" / "refusals.json"
REFUSED = [e for e in json.loads(EXAMPLES.read_text(encoding="utf-8"))["examples"] if not e.get("accepted")]

#: words that show an English line (none of them is German or French); the values (names,
#: dice, the record's keys quoted: „players“, « players ») are taken out first
ENGLISH = re.compile(r"\b(the|is|not|must|this|of|and|with|has|its|turn|event|throw|dice|"
                     r"name|players|options|written|twice|unknown|roll-off|rolloff|known)\b")
QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|„[^“]*“|«[^»]*»")


def refusal(example: dict[str, Any]) -> BakehouseError:
    with pytest.raises(BakehouseError) as info:
        report(replay(loads(example.get("record_text") or json.dumps(example["record"]))))
    return info.value


@pytest.fixture(params=["de", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    assert words.install(request.param) == request.param
    yield request.param
    words.install("")


def english_left(line: str, error: BakehouseError) -> list[str]:
    """The English words left in ``line`` once the values are taken out (the quoted ones, the
    ruleset's own words: the actions' notation such as "rack 1", "bank 4*", "stop")."""
    line = QUOTED.sub("", line)
    for value in error.values:
        line = line.replace(str(value), "")
    return ENGLISH.findall(line)


@pytest.mark.parametrize("example", REFUSED, ids=[e["point"][:60] for e in REFUSED])
def test_every_refusal_of_the_spec_reads_in_german_and_french(language: str, example: dict[str, Any]) -> None:
    error = refusal(example)
    english = str(error)
    line = error.text()
    assert line != english, f"{language}: still English: {english}"
    assert english_left(line, error) == [], f"{language}: {line!r} (from {english!r})"
    assert str(error) == english  # the engine's own line unchanged
    if error.ruling:  # the ruling id kept, right after the translated place
        place = line.split(": ")[0]
        assert line.startswith(f"{place}: {error.ruling}: "), line
        assert place != error.place
    assert "%" not in line  # every value filled in


def test_english_is_exactly_the_line_as_before() -> None:
    words.install("")
    for example in REFUSED:
        error = refusal(example)
        assert error.text() == str(error)
        assert f"{example['refused_at']}: " in str(error) or example["refused_at"] is None


def test_a_phrase_translates_its_values_that_are_phrases(language: str) -> None:
    inner = phrase(QT_TRANSLATE_NOOP("Refusal", "%1 dice"), 6)
    outer = phrase(QT_TRANSLATE_NOOP("Refusal", "this throw must be %1, not %2"), inner, "1 2 3")
    assert str(outer) == "this throw must be 6 dice, not 1 2 3"
    said = outer.text()
    assert "6" in said and "1 2 3" in said and "dice" not in said and "must" not in said


def test_a_record_error_keeps_the_words_and_ruling_of_the_error_it_restates(language: str) -> None:
    inner = IllegalActionError(phrase(QT_TRANSLATE_NOOP("Refusal", "the dice must be thrown now, not %1"), "stop"), "D1")
    outer = RecordError(phrase(QT_TRANSLATE_NOOP("Refusal", "turn %1, event %2"), 3, 5), inner)
    assert str(outer) == "turn 3, event 5: D1: the dice must be thrown now, not stop"
    assert outer.refusal.where == Phrase("turn %1, event %2", ("3", "5"))
    said = outer.text()
    assert ": D1: " in said and said.endswith("stop") and "turn" not in said and "must" not in said
