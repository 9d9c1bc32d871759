"""Issue 32: a refusal at the table reads in the app's language (engine/words.py, Refusal.text),
its ruling id kept as the link; the engine's own line (str, the command line, the records) stays
English."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from desktop import i18n
from desktop.widgets.table import RefusalLine
from engine.errors import IllegalActionError

ENGLISH = "a stop needs a die racked since the last throw"
SAID = {"de": "ein Stopp braucht einen seit dem letzten Wurf gerackten Würfel",
        "fr": "un arrêt demande un dé placé au rack depuis le dernier lancer"}


def _tool():
    path = Path(__file__).resolve().parents[2] / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("language", sorted(SAID))
def test_a_refusal_at_the_table_reads_in_the_apps_language(qapp, qtbot, tmp_path, language) -> None:
    tool = _tool()
    tool.release(tool.I18N / f"bakehouse_{language}.ts", tmp_path / f"bakehouse_{language}.qm")
    installed = i18n.install(qapp, language, tmp_path)
    try:
        line = RefusalLine()
        qtbot.addWidget(line)
        error = IllegalActionError(ENGLISH, "C7")
        line.say(error)
        assert SAID[language] in line.text() and 'href="ruling:C7"' in line.text()
        assert line.message == str(error) == f"C7: {ENGLISH}"  # the engine's line, as before
    finally:
        i18n.remove(qapp, installed)
    line.say(IllegalActionError(ENGLISH, "C7"))
    assert ENGLISH in line.text()  # English again once the catalogue is gone
