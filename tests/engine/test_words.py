"""Issue 32: one translation seam for the engine and the reports (engine/words.py); the command
line speaks $BAKEHOUSE_LANGUAGE, else the locale, else English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import cli, words


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    words.use(None)


def test_environment_order() -> None:
    env = {"BAKEHOUSE_LANGUAGE": "fr", "LC_ALL": "de_DE.UTF-8", "LANG": "en_GB.UTF-8"}
    assert words.from_environment(env) == "fr"
    assert words.from_environment({"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"}) == "de_DE"
    assert words.from_environment({"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "de_DE"}) == "fr_CA"
    assert words.from_environment({"LANG": "C.UTF-8"}) == ""
    assert words.from_environment({}) == ""


def test_install_reads_the_shipped_catalogue_without_qt() -> None:
    assert words.install("de_DE.UTF-8") == "de"
    assert words.locale() == "de_DE"
    some = next(iter(words.catalogue("de").items()))
    (context, source), german = some
    assert words.translate(context, source) == german
    assert words.install("fr_FR") == "fr"
    assert words.translate(context, source) == words.catalogue("fr")[context, source]
    assert words.install("it_IT") == "en"  # no Italian catalogue: English words and numbers
    assert words.translate(context, source) == source and words.locale() == "en"
    assert words.install("") == "en"


@pytest.mark.parametrize(("env", "language"), [({"BAKEHOUSE_LANGUAGE": "de"}, "de"),
                                               ({"LANG": "fr_FR.UTF-8"}, "fr"),
                                               ({"LANG": "C.UTF-8"}, "en"),
                                               ({}, "en")])
def test_command_line_follows_its_environment(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                              env: dict[str, str], language: str) -> None:
    for key in ("BAKEHOUSE_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert cli.main(["rulesets"]) == 0
    assert words.language() == language
