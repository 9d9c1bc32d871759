"""QR codes in the reports (issue 33): a table's code or the live page's address, drawn with
reportlab's own QR widget (vector, no image)."""

from __future__ import annotations

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing


def qr_drawing(value: str, size: float) -> Drawing:
    """``value`` as a QR code ``size`` points square."""
    widget = QrCodeWidget(value, barBorder=2)
    x0, y0, x1, y1 = widget.getBounds()
    drawing = Drawing(size, size, transform=[size / (x1 - x0), 0, 0, size / (y1 - y0), 0, 0])
    drawing.add(widget)
    return drawing
