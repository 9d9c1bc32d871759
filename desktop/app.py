"""Start the app: ``bakehouse`` with no arguments (engine/cli.py) calls :func:`main`."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from . import theme

APP_NAME = "Bakehouse"
ORG_NAME = "Bakehouse"


def make_app(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication with the app's names, style, font and stylesheet."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv if argv is not None else sys.argv))
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setStyle("Fusion")
    theme.apply(app)
    app.setWindowIcon(app_icon())
    return app


def app_icon() -> QIcon:
    """A golden yeast die showing five, drawn rather than shipped."""
    pix = QPixmap(64, 64)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    top, _bottom, edge, pip = theme.YEAST_DIE
    p.setBrush(QColor(top))
    p.setPen(QColor(edge))
    p.drawRoundedRect(QRectF(4, 4, 56, 56), 11, 11)
    p.setBrush(QColor(pip))
    p.setPen(Qt.PenStyle.NoPen)
    for x, y in ((19, 19), (45, 19), (32, 32), (19, 45), (45, 45)):
        p.drawEllipse(QRectF(x - 5, y - 5, 10, 10))
    p.end()
    return QIcon(pix)


def main(argv: Sequence[str] | None = None) -> int:
    app = make_app(argv)
    from .main_window import MainWindow  # after the QApplication exists

    window = MainWindow()
    window.show()
    if window.session.match is None:
        window.table.refresh()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
