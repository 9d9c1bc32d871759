"""The app's languages: Qt's translations (``tr``), German shipped, the system's locale followed.

The catalogue is ``resources/i18n/bakehouse_<lang>.ts``, made by ``pyside6-lupdate`` over desktop/
(``make translations``, tools/update_translations.py); the build compiles it with
``pyside6-lrelease`` into the ``.qm`` the app loads (Makefile, setup.py).  Messages the engine
writes (a refusal citing its ruling, "C7: ...") stay English: they are the engine's words, as the
command line prints them.

The setting ``ui/language`` (desktop/settings.py ``LANGUAGE``: "" follows the system, "en", "de")
overrides the system's locale; a change takes effect at the next start.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

import resources

#: the catalogue's file name before ``_<lang>.qm``
CATALOGUE = "bakehouse"


def _classes_named() -> dict[str, list[type]]:
    """Every QObject subclass defined so far, by its name."""
    found: dict[str, list[type]] = {}
    todo: list[type] = [QObject]
    seen: set[type] = set()
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub not in seen:
                seen.add(sub)
                found.setdefault(sub.__name__, []).append(sub)
                todo.append(sub)
    return found


class Catalogue(QTranslator):
    """A compiled catalogue that also finds a base class's words.

    PySide6's ``self.tr`` asks in the context of the object's own class, while lupdate files a
    string under the class whose code holds it: a ``self.tr("Throw")`` written in ClassicPanel and
    run by an EntrepreneurialPanel is asked for as "EntrepreneurialPanel".  A miss is asked again
    in the context of each base class, nearest first."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._bases: dict[str, list[str]] = {}
        self._known: dict[str, list[type]] = {}

    def _contexts_above(self, context: str) -> list[str]:
        if context not in self._bases:
            if context not in self._known:
                self._known = _classes_named()
            names: list[str] = []
            for cls in self._known.get(context, []):
                names += [b.__name__ for b in cls.__mro__[1:] if b.__name__ not in names and b.__name__ != context]
            self._bases[context] = names
        return self._bases[context]

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        found = super().translate(context, source, disambiguation, n)
        if found or not context:
            return found
        for base in self._contexts_above(context):
            found = super().translate(base, source, disambiguation, n)
            if found:
                return found
        return found


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
        return []
    locale = QLocale(language) if language else QLocale.system()
    where = str(qm_folder or folder())
    installed: list[QTranslator] = []
    ours = Catalogue(app)

    if ours.load(locale, CATALOGUE, "_", where):
        app.installTranslator(ours)
        installed.append(ours)
    else:
        return []  # a language we do not ship: English throughout, Qt's buttons included
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed


def remove(app: QCoreApplication, translators: list[QTranslator]) -> None:
    for t in translators:
        app.removeTranslator(t)
