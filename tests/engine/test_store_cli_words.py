"""Issue 32: the store's messages (opening, upgrading, backing up, a file that is not a club
database) and the command line's own refusals (its arguments, argparse's words) reach the user in
the language asked (``$BAKEHOUSE_LANGUAGE``, else the locale), through the same seam as the
engine's refusals: values as placeholders, the English line (``str(error)``) unchanged, English
when nothing asks for another language."""

from __future__ import annotations

import argparse
import ast
import re
import sqlite3
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import cli, words
from engine.errors import BakehouseError
from engine.store.db import backup, open_database

ROOT = Path(__file__).resolve().parents[2]

#: English words of the store's and the command line's lines (none is German or French); the
#: values (paths, quoted names, flags, commands in backquotes) are taken out first
ENGLISH = re.compile(r"\b(the|is|not|no|cannot|database|file|folder|run|give|nothing|was|changed|"
                     r"exists|already|choose|new|for|with|error|see|whole|number|from|to|invalid|"
                     r"choice|required|unrecognized|empty|make)\b")
VALUES = re.compile(r"'[^']*'|\"[^\"]*\"|`[^`]*`|(?<!\w)--?[a-z][\w-]*|\(see [^)]*\)")

#: the languages shipped besides English, and a word each line in them must hold
SAID = {"de": ("keine Datenbank", "ist ein Ordner", "Fehler"), "fr": ("pas de base", "est un dossier", "erreur")}


def english_left(line: str) -> list[str]:
    return ENGLISH.findall(VALUES.sub("", line.split(":", 1)[-1] if line.startswith("bakehouse") else line))


@pytest.fixture(params=sorted(SAID))
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    assert words.install(request.param) == request.param
    yield request.param
    words.install("")


def refused(action: object) -> BakehouseError:
    assert callable(action)
    with pytest.raises(BakehouseError) as info:
        action()
    return info.value


def the_store_refusing(tmp_path: Path) -> list[BakehouseError]:
    """The store's refusals a user meets opening, making and backing up a club database."""
    missing = tmp_path / "missing.sqlite3"
    empty = tmp_path / "empty.sqlite3"
    empty.write_bytes(b"")
    text = tmp_path / "notes.txt"
    text.write_text("zz" * 60, encoding="utf-8")
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as con:
        con.execute("CREATE TABLE recipes (name TEXT)")
    club = tmp_path / "club.sqlite3"
    with open_database(str(club)) as db:
        kept = refused(lambda: backup(db, club))
    return [
        refused(lambda: open_database(str(missing), create=False)),
        refused(lambda: open_database(str(empty), create=False)),
        refused(lambda: open_database(str(tmp_path))),
        refused(lambda: open_database(str(text))),
        refused(lambda: open_database(str(other))),
        refused(lambda: open_database("sqlite://")),
        refused(lambda: open_database(str(tmp_path / "no" / "such" / "folder" / "club.sqlite3"), create=False)),
        kept,
    ]


def test_the_store_speaks_german_and_french(language: str, tmp_path: Path) -> None:
    for error in the_store_refusing(tmp_path):
        line = error.text()
        assert line != str(error), f"{language}: still English: {error}"
        assert english_left(line) == [], f"{language}: {line!r} (from {str(error)!r})"


def test_the_store_speaks_english_by_default_and_its_english_line_is_unchanged(tmp_path: Path) -> None:
    for error in the_store_refusing(tmp_path):
        assert error.text() == str(error)
    missing = refused(lambda: open_database(str(tmp_path / "gone.sqlite3"), create=False))
    assert str(missing) == f"no database at '{tmp_path / 'gone.sqlite3'}': run `bakehouse db init` to create one"


def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, language: str,
        *argv: str) -> tuple[int, str]:
    monkeypatch.setenv("BAKEHOUSE_LANGUAGE", language)
    try:
        code = cli.main(list(argv))
    finally:
        words.install("")
    return code, capsys.readouterr().err.strip()


@pytest.mark.parametrize("language", sorted(SAID))
def test_the_command_line_refuses_in_the_language_asked(capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                        language: str) -> None:
    no_database, folder, error = SAID[language]
    lines = {
        "missing": run(capsys, monkeypatch, language, "event", "list", "--db", str(tmp_path / "x.sqlite3")),
        "folder": run(capsys, monkeypatch, language, "db", "init", "--db", str(tmp_path)),
        "argument": run(capsys, monkeypatch, language, "seat", "--players", "many"),
        "argparse": run(capsys, monkeypatch, language, "seat", "--frobnicate"),
        "choice": run(capsys, monkeypatch, language, "frobnicate"),
        "own": run(capsys, monkeypatch, language, "analyse", "best"),
    }
    assert all(code == cli.EXIT_REFUSED for code, _line in lines.values()), lines
    assert no_database in lines["missing"][1]
    assert folder in lines["folder"][1]
    assert error in lines["argument"][1] and error in lines["choice"][1]
    for what, (_code, line) in lines.items():
        assert english_left(line) == [], f"{language} {what}: {line!r}"


def test_the_command_line_stays_english_without_a_language(capsys: pytest.CaptureFixture[str],
                                                           monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(key, "C")
    code, line = run(capsys, monkeypatch, "", "seat", "--players", "many")
    assert code == cli.EXIT_REFUSED
    assert line == ("bakehouse seat: error: argument --players: --players is a whole number from 1 to 2000, "
                    "not 'many' (see bakehouse seat --help)")
    code, line = run(capsys, monkeypatch, "", "event", "list", "--db", str(tmp_path / "x.sqlite3"))
    assert line.startswith("bakehouse event list: no database at ")


def test_the_locale_asks_for_the_language_too(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    code, line = run(capsys, monkeypatch, "", "event", "list", "--db", str(tmp_path / "x.sqlite3"))
    assert code == cli.EXIT_REFUSED and "pas de base de données" in line


def test_argparse_speaks_english_again_after_the_command_line(capsys: pytest.CaptureFixture[str],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """argparse's words are the catalogue's only while the command line parses: the app and the
    tests call it in their own process."""
    run(capsys, monkeypatch, "de", "seat", "--frobnicate")
    parser = argparse.ArgumentParser(prog="x", exit_on_error=False)
    with pytest.raises(argparse.ArgumentError, match="invalid choice"):
        parser.add_argument("y", choices=["a"])
        parser.parse_args(["b"])


def test_no_store_or_command_line_refusal_is_written_in_english_only() -> None:
    """Every refusal the store and the command line raise is a phrase marked for translation (or a
    text the catalogue has): none is an f-string, which no catalogue could translate."""
    marked = {m.findtext("source") for c in ET.parse(ROOT / "resources" / "i18n" / "bakehouse_de.ts").getroot()
              .iter("context") if c.findtext("name") == "Refusal" for m in c.iter("message")}
    errors = {"StoreError", "InvalidInputError", "BakehouseError", "NotADatabaseYetError", "DamagedDatabaseError",
              "OlderDatabaseError", "DatabaseUnavailableError", "ArgumentTypeError", "IllegalActionError", "_refuse"}
    files = [*sorted((ROOT / "engine" / "store").glob("*.py")), *sorted((ROOT / "engine" / "commands").glob("*.py")),
             ROOT / "engine" / "cli.py", ROOT / "engine" / "argtypes.py"]
    english = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args):
                continue
            func = node.exc.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            said = node.exc.args[0]
            if name in errors and (isinstance(said, ast.JoinedStr)
                                   or isinstance(said, ast.Constant) and said.value not in marked):
                english.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(said)[:80]}")
    assert english == []
