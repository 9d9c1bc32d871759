"""The German translation (issue 19, part 7): the catalogue made by pyside6-lupdate holds every
string of desktop/, each translated, placeholders kept and accelerators unique per menu; loaded
(compiled here with pyside6-lrelease, as the build does), the club home's menus, its sidebar and
the practice table's panels speak German."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMenu, QMenuBar

from desktop import i18n
from desktop import settings as S
from desktop.dialogs.new_game import NewGameChoice
from desktop.text import who


def _load_tool():
    """tools/update_translations.py, the script `make translations` runs (tools/ is no package)."""
    path = Path(__file__).resolve().parents[2] / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tool = _load_tool()
CATALOGUE = tool.I18N / "bakehouse_de.ts"
PLACEHOLDER = re.compile(r"%(\d+)")


def messages(ts: Path) -> list[tuple[str, str, ET.Element]]:
    """(context, source, translation element) of every message of a .ts file."""
    root = ET.parse(ts).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            found.append((name, message.findtext("source") or "", translation))
    return found


def test_every_message_is_translated():
    unfinished = [(c, s) for c, s, t in messages(CATALOGUE) if t.get("type") is not None or not (t.text or "").strip()]
    assert unfinished == []
    assert len(messages(CATALOGUE)) > 900


def test_every_string_of_desktop_is_in_the_catalogue(tmp_path):
    """lupdate over desktop/ now (into a new file) finds no string the catalogue lacks: a new
    string left untranslated fails here until `make translations` and a translation."""
    fresh = tmp_path / "fresh_de.ts"
    tool.update(fresh)
    now = {(c, s) for c, s, _ in messages(fresh)}
    shipped = {(c, s) for c, s, _ in messages(CATALOGUE)}
    assert now - shipped == set(), "run `make translations` and translate the new strings"
    assert shipped - now == set(), "the catalogue keeps strings desktop/ no longer has"


def test_placeholders_match_between_source_and_translation():
    wrong = [(s, t.text) for _c, s, t in messages(CATALOGUE)
             if Counter(PLACEHOLDER.findall(s)) - Counter(PLACEHOLDER.findall(t.text or ""))
             or set(PLACEHOLDER.findall(t.text or "")) - set(PLACEHOLDER.findall(s))]
    assert wrong == []


def test_an_accelerator_is_kept_where_the_source_has_one():
    lost = [(s, t.text) for _c, s, t in messages(CATALOGUE)
            if re.search(r"&[^&\s]", s) and not re.search(r"&[^&\s]", t.text or "")]
    assert lost == []


@pytest.fixture
def german(qapp, tmp_path):
    """The German catalogue compiled with pyside6-lrelease and installed; removed afterwards."""
    tool.release(CATALOGUE, tmp_path / "bakehouse_de.qm")
    installed = i18n.install(qapp, "de", tmp_path)
    assert installed, "the compiled German catalogue loads"
    yield installed
    i18n.remove(qapp, installed)


def _accelerator(text: str) -> str | None:
    m = re.search(r"&([^&\s])", text.replace("&&", ""))
    return m.group(1).lower() if m else None


def _duplicated_accelerators(titles: list[str]) -> dict[str, list[str]]:
    by_key: dict[str, list[str]] = {}
    for title in titles:
        key = _accelerator(title)
        if key is not None:
            by_key.setdefault(key, []).append(title)
    return {k: v for k, v in by_key.items() if len(v) > 1}


def _menu_clashes(bar: QMenuBar) -> list[tuple[str, dict[str, list[str]]]]:
    """Every menu (and the bar) whose accelerators are used twice."""
    clashes = []
    menus = [(bar.actions(), "menu bar")]
    while menus:
        actions, where = menus.pop()
        titles = [a.text() for a in actions if not a.isSeparator() and a.isVisible()]
        dup = _duplicated_accelerators(titles)
        if dup:
            clashes.append((where, dup))
        for a in actions:
            sub = a.menu()
            if isinstance(sub, QMenu):
                sub.aboutToShow.emit()  # menus filled as they open (recent databases, the page's actions)
                menus.append((sub.actions(), a.text()))
    return clashes


def test_the_club_home_speaks_german(german, qtbot, settings, dialogs, monkeypatch):
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)
    from .test_club_home import started

    home = started(qtbot, settings, dialogs)
    titles = [a.text() for a in home.menuBar().actions()]
    assert titles[:2] == ["&Datei", "&Gehe zu"]
    assert "&Hilfe" in titles
    sidebar = {b.text() for b in home.nav_buttons.values()}
    assert {"Start", "Mitglieder", "Veranstaltungen", "Spieltische", "Rangliste"} <= sidebar
    assert home.practice_action.text() == "&Übungstisch…"
    for page_id in list(home.pages):  # every page built, its own actions in the Actions menu
        home.show_page(page_id)
        assert _menu_clashes(home.menuBar()) == [], page_id


def test_the_practice_table_speaks_german_base_class_words_included(german, qtbot, settings, dialogs, dice):
    from desktop.main_window import MainWindow
    from desktop.widgets.panels.entrepreneurial import EntrepreneurialPanel

    window = MainWindow(settings, dialogs, dice_factory=lambda: dice)
    qtbot.addWidget(window)
    window.show()
    assert [a.text() for a in window.menuBar().actions()] == ["&Spiel", "&Bearbeiten", "&Zug", "Be&richte", "&Hilfe"]
    assert _menu_clashes(window.menuBar()) == []
    assert window.table.status.text() == "Willkommen in der Backstube"
    dialogs.new_games.append(NewGameChoice("entrepreneurial", ("Maya", "Tom"), {}))
    assert window.new_game()
    assert window.table.rolloff.throw_button.text() == "Die Hefe werfen"
    for faces in ((4, 4), (2, 5)):
        dice.faces += list(faces)
        qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
    panel = window.table.panel
    assert isinstance(panel, EntrepreneurialPanel)
    # the ClassicPanel's own words, run by its subclass (PySide6's tr tries each class of the MRO)
    assert panel.buttons["throw"].text() == "6 werfen"
    assert panel.buttons["risk"].text() == "Keks riskieren"
    assert panel.rack_area.title.text() == "REIHE"
    assert panel.visit_button.text() == "Bäckerei besuchen"
    # the subclass rewrites its base's sentence: both read in German, so the rewrite finds its words
    assert window.table.status.text() == who("Tom") + " wirft — Reihe braucht eine 1 oder einen Bäckereibeginn — kein Keks"
    assert "Bäckerei besuchen" in window.table.hint.text()
    assert _menu_clashes(window.menuBar()) == []


def test_english_installs_nothing_and_an_unknown_language_falls_back_to_english(qapp, tmp_path):
    tool.release(CATALOGUE, tmp_path / "bakehouse_de.qm")
    assert i18n.install(qapp, "en", tmp_path) == []
    assert i18n.install(qapp, "xx", tmp_path) == []
    assert QCoreApplication.translate("ClubHome", "&File") == "&File"


def test_the_language_menu_keeps_the_choice_for_the_next_start(qtbot, settings, dialogs, monkeypatch):
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)
    from .test_club_home import started

    home = started(qtbot, settings, dialogs)
    menu = home.findChild(QMenu, "languageMenu")
    assert menu is not None
    choices = {a.objectName(): a for a in menu.actions()}
    assert choices["language_system"].isChecked()
    choices["language_de"].trigger()
    assert settings.get(S.LANGUAGE) == "de"
    assert any(kind == "information" and "next start" in text for kind, text in dialogs.messages)
    assert choices["language_de"].isChecked() and not choices["language_system"].isChecked()


def test_lrelease_of_the_shipped_catalogue_reports_no_unfinished(tmp_path):
    out = subprocess.run([tool.tool("pyside6-lrelease"), str(CATALOGUE), "-qm", str(tmp_path / "de.qm")],
                         capture_output=True, text=True, check=True).stdout
    assert "0 unfinished" in out


def test_the_scorepad_and_a_refusal_speak_german(german, qtbot):
    """The engine's scorepad words (English in the PDFs) are translated on screen, figures kept;
    the refusal line's own word is German, the ruling's text stays the engine's (English)."""
    from desktop.models.scorepad import shown
    from desktop.widgets.table import RefusalLine
    from engine.errors import IllegalActionError

    assert [shown(w) for w in ("Round 2", "score", "biscuit", "first", "Total", "to 100", "80 to go", "bust")] == [
        "Runde 2", "Punkte", "Keks", "beginnt", "Summe", "bis 100", "noch 80", "Pleite"]
    assert shown("12") == "12" and shown("Ann") == "Ann"
    line = RefusalLine()
    qtbot.addWidget(line)
    line.say(IllegalActionError("'9' is not a die", "A2"))
    assert line.text().startswith("<b>Nicht erlaubt:</b>") and "is not a die" in line.text()
