"""Render the PNG sizes of the app icon from icons/bakehouse.svg (run after editing the SVG):

    QT_QPA_PLATFORM=offscreen .venv/bin/python resources/make_icons.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).parent / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(HERE / "bakehouse.svg"))
    if not renderer.isValid():
        print("icons/bakehouse.svg is not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(p)
        p.end()
        image.save(str(HERE / f"bakehouse-{size}.png"))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
