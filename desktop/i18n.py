"""The app's languages: Qt's translations (``tr``), German shipped, the system's locale followed.

The catalogue is ``resources/i18n/bakehouse_<lang>.ts``, made by ``pyside6-lupdate`` over desktop/
(``make translations``, tools/update_translations.py); the build compiles it with
``pyside6-lrelease`` into the ``.qm`` the app loads (Makefile, setup.py).  Messages the engine
writes (a refusal citing its ruling, "C7: ...") stay English: they are the engine's words, as the
command line prints them.

The setting ``ui/language`` (desktop/settings.py ``LANGUAGE``: "" follows the system, "en", "de")
overrides the system's locale; a change takes effect at the next start.

A subclass finds its base class's words: lupdate files ``self.tr("Throw")`` under the class whose
code holds it (ClassicPanel), and PySide6's ``tr``, asked by an EntrepreneurialPanel, tries each
class of the object's MRO in turn while the answer is still the source text.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

import resources
from reports import words

#: the catalogue's file name before ``_<lang>.qm``
CATALOGUE = "bakehouse"


def languages() -> list[tuple[str, str]]:
    """(setting value, name shown) of each choice; a language's name is in its own words."""
    return [("", QCoreApplication.translate("i18n", "System language")), ("en", "English"), ("de", "Deutsch")]


def folder() -> Path:
    """Where the compiled catalogues (.qm) are: resources/i18n."""
    return resources.path("i18n")


def install(app: QCoreApplication, language: str = "", qm_folder: Path | None = None) -> list[QTranslator]:
    """Load the app's translation for ``language`` ("" = the system's locale; "en" = none) and
    Qt's own (qtbase: its dialogs' buttons); returns the translators installed (kept alive by
    the application, as its children)."""
    if language == "en":
        words.use(None)
        return []
    locale = QLocale(language) if language else QLocale.system()
    where = str(qm_folder or folder())
    installed: list[QTranslator] = []
    ours = QTranslator(app)
    if ours.load(locale, CATALOGUE, "_", where):
        app.installTranslator(ours)
        installed.append(ours)
    else:
        words.use(None)
        return []  # a language we do not ship: English throughout, Qt's buttons included
    # the reports' words (the statistics' headings, columns, axes, notes) in the app's language too:
    # on screen and in the PDFs the app makes; the command line stays English (reports/words.py)
    words.use(QCoreApplication.translate)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def remove(app: QCoreApplication, translators: list[QTranslator]) -> None:
    for t in translators:
        app.removeTranslator(t)
    if translators:
        words.use(None)
