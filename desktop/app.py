"""Start the app: ``bakehouse`` with no arguments (desktop/launcher.py) calls :func:`main`, which
opens the club home (desktop/home.py)."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont, QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

import resources

from . import i18n, theme
from . import settings as S
from .startup import lighter_feature_check
from .widgets import focus_keys

# PySide6's look at each module imported from now on (the club home's, the store's) keeps no
# source lines (desktop/startup.py: some 20 MB once the club database is open)
lighter_feature_check()

APP_NAME = "Bakehouse"
ORG_NAME = "Bakehouse"
#: the fonts shipped for names a system may have no font for (resources/fonts): Chinese and
#: Japanese, and Hangul; the printed reports draw with the same files (reports/fonts.py)
SHIPPED_FONTS = ("fonts/BakehouseHangul.ttf", "fonts/DroidSansFallbackFull.ttf")


def make_app(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication with the app's names, style, font and stylesheet."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        # Fusion named at the start, as Qt's ``-style`` option: app.setStyle("Fusion") hands the new
        # style back to Python, and PySide builds QStyle's dozen enums for it (some 3 ms of the
        # start: benchmarks/app_startup.py)
        args = list(argv if argv is not None else sys.argv) or [APP_NAME.lower()]
        app = QApplication([args[0], "-style", "Fusion", *args[1:]])
    elif not app.property("bakehouseFusion"):  # an application made elsewhere (a test's): styled once
        app.setStyle("Fusion")
    app.setProperty("bakehouseFusion", True)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationDisplayName(APP_NAME)
    if not app.property("bakehouseTranslated"):  # once per application
        # the setting ui/language overrides the system's locale, $BAKEHOUSE_LANGUAGE both (read here: a
        # change shows at the next start)
        i18n.install(app, os.environ.get("BAKEHOUSE_LANGUAGE") or S.Settings().get(S.LANGUAGE))
        app.setProperty("bakehouseTranslated", True)
        if i18n.absent(app):  # a language named whose catalogue is not here: said, not silently English
            print(i18n.absent(app), file=sys.stderr)
    theme.apply(app)
    app.setWindowIcon(app_icon())
    focus_keys.install(app)  # Space or Return on a focused button presses it, never a table key
    if not app.property("bakehouseFonts"):  # once per application, after the first window's paint
        app.setProperty("bakehouseFonts", True)
        QTimer.singleShot(0, register_fonts)
    return app


def register_fonts() -> list[str]:
    """Register the shipped fonts with Qt (#30: a Hangul name showed as boxes on a system without
    CJK fonts, though the printed reports drew it) and make them the fallbacks of the app's font;
    the families registered.  Reading 5 MB of fonts waits for the event loop (make_app): the first
    window paints first, the start is not slowed."""
    families: list[str] = []
    for name in SHIPPED_FONTS:
        file = resources.path(name)
        found = QFontDatabase.addApplicationFont(str(file)) if file.is_file() else -1
        if found >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(found))
    if families:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            for family in (app.font().family(), *app.font().families()):
                QFont.insertSubstitutions(family, families)
    return families


def app_icon() -> QIcon:
    """The app's icon: resources/icons' PNGs of each size (16 to 256), a yeast die on a loaf.
    The SVG stays for the desktop's launchers: as a window icon it would load Qt's SVG icon
    engine at start (some 7 MB; benchmarks/app_startup.py)."""
    icon = QIcon()
    for file in resources.icon_files():
        if file.is_file() and file.suffix == ".png":
            icon.addFile(str(file))
    return icon


def display_problem() -> str | None:
    """Why the app cannot open a window here, in one line (Qt itself would abort)."""
    env = os.environ
    if sys.platform.startswith("linux") and not (
        env.get("QT_QPA_PLATFORM") or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")
    ):
        return (
            "bakehouse: no display to open the app on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
            "run it on a desktop, or use a command such as `bakehouse replay` (bakehouse --help)"
        )
    return None


def main(argv: Sequence[str] | None = None, record: str | None = None) -> int:
    """The club home; with ``record`` (``bakehouse FILE.bakehouse``, as the file manager
    starts it) also the practice table with that match record open."""
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    app = make_app(argv)
    from .home import ClubHome  # after the QApplication exists

    window = ClubHome()  # the club home; Game > Practice table… opens the practice table
    window.show()
    if record is not None:
        from .main_window import MainWindow

        table = window.open_practice_table()
        if isinstance(table, MainWindow):
            table.open_record_at(record)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
