"""The app's languages: Qt's translations (``tr``), German and French shipped, the system's locale followed.

The catalogue is ``resources/i18n/bakehouse_<lang>.ts``, made by ``pyside6-lupdate`` over desktop/
(``make translations``, tools/update_translations.py); the build compiles it with
``pyside6-lrelease`` into the ``.qm`` the app loads (Makefile, setup.py).  The engine's and the
reports' words (engine/words.py: refusals, reports, statistics) follow the app's language too:
:func:`install` hands ``QCoreApplication.translate`` and the locale to that seam.

The setting ``ui/language`` (desktop/settings.py ``LANGUAGE``: "" follows the system, "en", or a
shipped catalogue's code: "de", "fr") overrides the system's locale; a change takes effect at the
next start.  The languages offered are the catalogues found in resources/i18n (a new language needs
no code: docs/translating.md).  A language chosen by name (the setting, $BAKEHOUSE_LANGUAGE) whose
catalogue is absent is said, not silently English: ``absent`` gives the line the app prints and the
club home shows.

A subclass finds its base class's words: lupdate files ``self.tr("Throw")`` under the class whose
code holds it (ClassicPanel), and PySide6's ``tr``, asked by an EntrepreneurialPanel, tries each
class of the object's MRO in turn while the answer is still the source text.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

import resources
from engine import words

#: the catalogue's file name before ``_<lang>.qm``
CATALOGUE = "bakehouse"
#: the application's property naming the language asked for by name whose catalogue is absent
ABSENT = "bakehouseAbsentLanguage"


def shipped(where: Path | None = None) -> list[str]:
    """The codes of the catalogues in ``where`` (resources/i18n): compiled (.qm, the installed
    app's) or not yet (.ts, a checkout's before `make`), sorted."""
    folder_ = where or folder()
    return sorted({p.stem.removeprefix(CATALOGUE + "_") for pattern in ("*.qm", "*.ts")
                   for p in folder_.glob(f"{CATALOGUE}_{pattern}")})


def name_of(language: str) -> str:
    """A language's name in its own words, as a menu shows it: "Deutsch", "Français"."""
    name = QLocale(language).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else language


def languages() -> list[tuple[str, str]]:
    """(setting value, name shown) of each choice: the system's, English, then each shipped catalogue."""
    return [("", QCoreApplication.translate("i18n", "System language")), ("en", "English"),
            *((code, name_of(code)) for code in shipped())]


def absent(app: QCoreApplication | None) -> str:
    """The line saying the language chosen by name has no catalogue here ("" when it has, or when
    none was named).  English, not translated: it shows exactly when no catalogue is loaded."""
    language = app.property(ABSENT) if app is not None else ""
    if not language:
        return ""
    have = ", ".join(f"{name_of(code)} ({code})" for code in shipped()) or "none"
    return (f"No catalogue for the language {language!r} (resources/i18n/{CATALOGUE}_{language}.qm): "
            f"Bakehouse speaks English. Catalogues here: {have}; File > Language chooses one.")


def folder() -> Path:
    """Where the compiled catalogues (.qm) are: resources/i18n."""
    return resources.path("i18n")


def install(app: QCoreApplication, language: str = "", qm_folder: Path | None = None) -> list[QTranslator]:
    """Load the app's translation for ``language`` ("" = the system's locale; "en" = none) and
    Qt's own (qtbase: its dialogs' buttons); returns the translators installed (kept alive by
    the application, as its children)."""
    app.setProperty(ABSENT, "")
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
        if language:  # named (the setting, $BAKEHOUSE_LANGUAGE), not the system's: say so (absent)
            app.setProperty(ABSENT, language)
        return []  # a language we do not ship: English throughout, Qt's buttons included
    # the reports' words (the statistics' headings, columns, axes, notes) in the app's language too:
    # on screen and in the PDFs the app makes; the command line follows its locale (engine/words.py)
    words.use(QCoreApplication.translate)
    words.set_locale(locale.name())  # numbers and dates as the app's language writes them
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
