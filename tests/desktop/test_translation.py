"""The translations (issue 19, part 7; issue 32: every shipped language): each catalogue in
resources/i18n holds every string pyside6-lupdate extracts from desktop/ (a catalogue behind the
source fails here), each translated, placeholders kept and accelerators unique per menu; loaded
(compiled here with pyside6-lrelease, as the build does), the club home's menus, its sidebar and
the practice table's panels speak German, and French; a language named whose catalogue is absent
is said, not silently English."""

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
#: the shipped languages: every catalogue in resources/i18n (each test below runs in each)
LANGUAGES = tool.languages()
PLACEHOLDER = re.compile(r"%(\d+)")


def catalogue(language: str) -> Path:
    return tool.I18N / f"bakehouse_{language}.ts"


def speak(qapp, language: str, where: Path) -> list:
    """``language``'s catalogue compiled into ``where`` and installed ("en": none); the translators."""
    if language == "en":
        return []
    tool.release(catalogue(language), where / f"bakehouse_{language}.qm")
    installed = i18n.install(qapp, language, where)
    assert installed, f"the compiled {language} catalogue loads"
    return installed


@pytest.fixture(params=LANGUAGES)
def translated(request, qapp, tmp_path):
    """Each shipped language in turn, compiled and installed; its code. Removed afterwards."""
    installed = speak(qapp, request.param, tmp_path)
    yield request.param
    i18n.remove(qapp, installed)


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


def test_german_and_french_are_shipped_and_offered():
    assert {"de", "fr"} <= set(LANGUAGES)
    assert [code for code, _name in i18n.languages()] == ["", "en", *LANGUAGES]
    assert dict(i18n.languages())["fr"] == "Français" and dict(i18n.languages())["de"] == "Deutsch"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    found = messages(catalogue(language))
    unfinished = [(c, s) for c, s, t in found if t.get("type") is not None or not (t.text or "").strip()]
    assert unfinished == []
    assert len(found) > 900


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> set[tuple[str, str]]:
    """(context, source) of every string lupdate extracts from the sources now (into a new file)."""
    fresh = tmp_path_factory.mktemp("lupdate") / "fresh.ts"
    tool.update(fresh)
    return {(c, s) for c, s, _ in messages(fresh)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_of_desktop_is_in_the_catalogue(extracted, language):
    """lupdate over desktop/ now finds no string a shipped catalogue lacks: a new string left
    untranslated in any language fails here until `make translations` and a translation
    (docs/translating.md)."""
    shipped = {(c, s) for c, s, _ in messages(catalogue(language))}
    assert extracted - shipped == set(), f"run `make translations` and translate the new strings into {language}"
    assert shipped - extracted == set(), f"the {language} catalogue keeps strings desktop/ no longer has"


def test_a_catalogue_behind_the_source_is_caught(extracted, tmp_path):
    """The check above can fail: a catalogue missing one string the sources have is behind."""
    root = ET.parse(catalogue("fr")).getroot()
    context = next(iter(root.iter("context")))
    context.remove(next(iter(context.iter("message"))))
    behind = tmp_path / "behind.ts"
    ET.ElementTree(root).write(behind, encoding="utf-8")
    assert len(extracted - {(c, s) for c, s, _ in messages(behind)}) == 1


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_match_between_source_and_translation(language):
    wrong = [(s, t.text) for _c, s, t in messages(catalogue(language))
             if Counter(PLACEHOLDER.findall(s)) - Counter(PLACEHOLDER.findall(t.text or ""))
             or set(PLACEHOLDER.findall(t.text or "")) - set(PLACEHOLDER.findall(s))]
    assert wrong == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_accelerator_is_kept_where_the_source_has_one(language):
    lost = [(s, t.text) for _c, s, t in messages(catalogue(language))
            if re.search(r"&[^&\s]", s) and not re.search(r"&[^&\s]", t.text or "")]
    assert lost == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_ruling_ids_are_kept(language):
    """C7, E4, K6 ... stay as they are in every language: the Help finds them by their id."""
    ruling = re.compile(r"\b[A-Z]\d{1,2}\b")
    lost = [(s, t.text) for _c, s, t in messages(catalogue(language))
            if Counter(ruling.findall(s)) - Counter(ruling.findall(t.text or ""))]
    assert lost == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_only_notes_to_translators_are_the_ones_written_for_them(extracted_notes, language):
    """A ``<extracomment>`` is a note written for the translators (``# Translators: ...`` above the
    string): lupdate took every ``#:`` comment (an attribute's documentation) for one, and the
    catalogues carried 97 such notes ("the sides of the thrown dice ... (px)" over "Throw")."""
    notes = {note.text for note in ET.parse(catalogue(language)).getroot().iter("extracomment")}
    assert notes <= extracted_notes


@pytest.fixture(scope="module")
def extracted_notes(tmp_path_factory) -> set[str | None]:
    """The notes to translators lupdate extracts from the sources now."""
    fresh = tmp_path_factory.mktemp("notes") / "fresh.ts"
    tool.update(fresh)
    return {note.text for note in ET.parse(fresh).getroot().iter("extracomment")}


def test_a_translators_note_is_kept_and_an_attributes_documentation_is_not():
    staged = tool.for_lupdate('#: the sides of the dice (px)\nSIDE = 40\nx = 1  #: one\n'
                              '    # Translators: %1 is a name\n    tr("%1 wins")\n')
    assert staged == ('# the sides of the dice (px)\nSIDE = 40\nx = 1  # one\n'
                      '    #: %1 is a name\n    tr("%1 wins")\n')


def test_the_french_words_give_each_source_once():
    """tools/catalogue_fr.py is dict literals: a source written twice keeps its last words silently
    (a block merged later once overrode "l’invité" with "l'invité"): each source once, in FR and FR_IN."""
    import ast

    tree = ast.parse((tool.ROOT / "tools" / "catalogue_fr.py").read_text(encoding="utf-8"))
    keys = Counter(ast.literal_eval(key) for node in ast.walk(tree) if isinstance(node, ast.Dict)
                   for key in node.keys if key is not None)
    keys.update(ast.literal_eval(node.slice) for node in ast.walk(tree)
                if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store))
    assert [key for key, n in keys.items() if n > 1] == []


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


def test_no_menu_uses_an_accelerator_twice_in_any_language(translated, qtbot, settings, dialogs, dice, monkeypatch):
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)
    from desktop.main_window import MainWindow

    from .test_club_home import started

    home = started(qtbot, settings, dialogs)
    assert home.menuBar().actions()[0].text() != "&File"
    for page_id in list(home.pages):
        home.show_page(page_id)
        assert _menu_clashes(home.menuBar()) == [], page_id
    window = MainWindow(settings, dialogs, dice_factory=lambda: dice)
    qtbot.addWidget(window)
    assert _menu_clashes(window.menuBar()) == []


def test_the_club_home_and_the_practice_table_speak_french(qapp, tmp_path, qtbot, settings, dialogs, dice, monkeypatch):
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)
    from desktop.main_window import MainWindow
    from desktop.widgets.panels.entrepreneurial import EntrepreneurialPanel

    from .test_club_home import started

    installed = speak(qapp, "fr", tmp_path)
    try:
        home = started(qtbot, settings, dialogs)
        assert [a.text() for a in home.menuBar().actions()][:2] == ["&Fichier", "A&ller à"]
        sidebar = {b.text() for b in home.nav_buttons.values()}
        assert {"Accueil", "Membres", "Événements", "Tables", "Classement"} <= sidebar
        window = MainWindow(settings, dialogs, dice_factory=lambda: dice)
        qtbot.addWidget(window)
        window.show()
        assert window.table.status.text() == "Bienvenue au fournil"
        dialogs.new_games.append(NewGameChoice("entrepreneurial", ("Maya", "Tom"), {}))
        assert window.new_game()
        for faces in ((4, 4), (2, 5)):
            dice.faces += list(faces)
            qtbot.mouseClick(window.table.rolloff.throw_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.table.rolloff.start_button, Qt.MouseButton.LeftButton)
        panel = window.table.panel
        assert isinstance(panel, EntrepreneurialPanel)
        # the rules' own words stay the rules' (docs/translating.md): biscuit, bakery, rack
        assert panel.buttons["risk"].text() == "Risquer"  # short: the row fits 1024 wide; its tooltip names the biscuit
        assert "biscuit" in panel.buttons["risk"].toolTip()
        assert panel.visit_button.text() == "Visiter la bakery"
        assert window.table.status.text() == (
            "à " + who("Tom") + " de lancer — le rack attend un 1 ou un début de bakery — pas de biscuit")
    finally:
        i18n.remove(qapp, installed)


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
    assert i18n.absent(qapp) == ""
    assert i18n.install(qapp, "xx", tmp_path) == []
    assert QCoreApplication.translate("ClubHome", "&File") == "&File"
    i18n.install(qapp, "en", tmp_path)


def test_a_language_chosen_whose_catalogue_is_absent_is_said(qapp, tmp_path, qtbot, settings, dialogs, monkeypatch):
    """Issue 32: "it" chosen (the setting, $BAKEHOUSE_LANGUAGE) with no Italian catalogue: English,
    and the club home's status bar says why, naming the catalogues there are; the system's
    language unshipped stays quietly English (nobody chose it)."""
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)
    from .test_club_home import started

    tool.release(CATALOGUE, tmp_path / "bakehouse_de.qm")
    try:
        assert i18n.install(qapp, "it", tmp_path) == []
        said = i18n.absent(qapp)
        assert "'it'" in said and "bakehouse_it.qm" in said and "English" in said and "Deutsch (de)" in said
        home = started(qtbot, settings, dialogs)
        assert home.statusBar().currentMessage() == said
        assert i18n.install(qapp, "", tmp_path / "nowhere") == [] and i18n.absent(qapp) == ""
    finally:
        i18n.install(qapp, "en", tmp_path)
    assert i18n.absent(qapp) == ""


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


@pytest.mark.parametrize("language", LANGUAGES)
def test_lrelease_of_the_shipped_catalogue_reports_no_unfinished(tmp_path, language):
    out = subprocess.run([tool.tool("pyside6-lrelease"), str(catalogue(language)), "-qm", str(tmp_path / "x.qm")],
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


def test_no_menu_uses_an_accelerator_twice_in_english(qtbot, settings, dialogs, monkeypatch):
    """The walk's stumble: in English "&Go" and "&Game" shared Alt+G in the menu bar (Alt+G opened
    Go, never Game); the check above read the translations only."""
    monkeypatch.delenv("BAKEHOUSE_DB", raising=False)
    from .test_club_home import started

    home = started(qtbot, settings, dialogs)
    assert home.menuBar().actions()[0].text() == "&File"
    for page_id in list(home.pages):
        home.show_page(page_id)
        assert _menu_clashes(home.menuBar()) == [], page_id
