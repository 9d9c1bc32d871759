"""A QR code as a pixmap (segno), for the share dialog and the projector (issue 33)."""

from __future__ import annotations

import io

from PySide6.QtGui import QPixmap


def qr_pixmap(text: str, size: int = 240) -> QPixmap:
    """``text`` as a QR code, black on white (a quiet zone of two modules), about ``size`` pixels
    square (whole pixels a module: never blurred)."""
    import segno

    code = segno.make(text, error="m")
    scale = max(1, size // code.symbol_size(border=2)[0])
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=scale, border=2, dark="black", light="white")
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap
