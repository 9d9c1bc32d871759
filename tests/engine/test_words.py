"""Issue 32: one translation seam for the engine and the reports (engine/words.py); the command
line speaks $BAKEHOUSE_LANGUAGE, else the locale, else English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

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


def test_printed_reports_speak_the_language_set(tmp_path: object) -> None:
    """Issue 32: a German club's scorepad, scoresheet and standings in German, French in French;
    English when no language is asked."""
    import pypdf

    from engine.record import read_file
    from reports import scorepad, scoresheets, standings

    def text(data: bytes) -> str:
        import io

        return " ".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)

    rec = read_file("tests/records/classic-fine-point.json")
    st = standings.Standings("Club night", "After round 2", ("Wins",), (standings.StandingRow(1, "Anna", 3, (1,)),))
    sheet = scoresheets.TableSheet("Club night", 1, 2, ("Anna", "Bernd"), "classic")
    seen = {}
    for lang in ("en", "de", "fr"):
        words.install(lang)
        seen[lang] = (text(scorepad.render_record(rec)), text(standings.render_standings(st)),
                      text(scoresheets.render([sheet])))
    assert "scorepad" in seen["en"][0] and "Spielblock" in seen["de"][0] and "Feuille de marque" in seen["fr"][0]
    assert "Wins" in seen["en"][1] and "Siege" in seen["de"][1] and "Victoires" in seen["fr"][1]
    assert "Rules in short" in seen["en"][2] and "Die Regeln in Kürze" in seen["de"][2]
    assert "Les règles en bref" in seen["fr"][2]


def test_numbers_and_dates_by_locale() -> None:
    """Issue 32: a decimal comma in German and French (Babel), dates as the locale writes them;
    English as before."""
    words.install("en")
    assert (words.number("6.67"), words.number(3.5432, 2), words.date_text("2026-11-28")) == ("6.67", "3.54", "2026-11-28")
    words.install("de_DE.UTF-8")
    assert (words.number("6.67"), words.number(3.5432, 2), words.number("+1.5")) == ("6,67", "3,54", "+1,5")
    assert words.date_text("2026-11-28") == "28.11.2026" and words.number("-") == "-"
    words.install("fr_FR")
    assert words.number(0.5, 1) == "0,5" and "2026" in words.date_text("2026-11-28") != "2026-11-28"


def test_german_standings_print_decimal_commas() -> None:
    import io

    import pypdf

    from reports import standings

    st = standings.Standings("Club night", "After round 2", ("Opp. pts",),
                             (standings.StandingRow(1, "Anna", 5.5, (7.25,)),), "2026-11-28")
    words.install("de")
    text = pypdf.PdfReader(io.BytesIO(standings.render_standings(st))).pages[0].extract_text()
    assert "5,5" in text and "7,25" in text and "28.11.2026" in text and "5.5" not in text


STOP_TOO_SOON = ('{"format": "bakehouse.match/1", "ruleset": "classic", "players": ["Ann", "Ben"], "turns": '
                 '[{"player": "Ann", "events": [{"throw": "1 2 3 4 5 6*"}, {"rack": "1"}, {"throw": "2 3 4 5 6*"}, '
                 '{"stop": true}]}]}')


@pytest.mark.parametrize(("env", "line"), [
    ({}, "turn 1, event 4: C7: a stop needs a die racked since the last throw"),
    ({"LANG": "C.UTF-8"}, "turn 1, event 4: C7: a stop needs a die racked since the last throw"),
    ({"BAKEHOUSE_LANGUAGE": "de"}, "Zug 1, Ereignis 4: C7: ein Stopp braucht einen seit dem letzten Wurf gerackten Würfel"),
    ({"LANG": "fr_FR.UTF-8"}, "tour 1, événement 4: C7: un arrêt demande un dé placé au rack depuis le dernier lancer"),
])
def test_a_refusal_on_the_command_line_follows_the_locale(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path,
        env: dict[str, str], line: str) -> None:
    for key in ("BAKEHOUSE_LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    record = tmp_path / "stop.json"
    record.write_text(STOP_TOO_SOON, encoding="utf-8")
    assert cli.main(["replay", str(record)]) == cli.EXIT_REFUSED
    assert capsys.readouterr().err.strip() == line


def test_a_held_table_in_german_keeps_english_for_the_engine() -> None:
    from engine.store.holds import Hold, TableHeldError

    error = TableHeldError(Hold("Bar-2", "2026-11-28T20:14:00+00:00", None))
    english = str(error)
    words.install("de")
    assert str(error) == english and "held by station" in english
    assert "belegt von Station" in error.text() and "Bar-2" in error.text()
