"""Message boxes, file pickers and the new-game dialog behind one small service.

Windows never call ``QMessageBox`` or ``QFileDialog`` themselves: they ask a
:class:`DialogService`, which tests replace with a fake that answers from a
script and remembers what it was told (Picard's ``UserDialogService``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from engine.files import RECORD_SUFFIX

from .text import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .dialogs.new_game import NewGameChoice
    from .settings import Settings



def _filter(text: str) -> str:
    """A file picker's filter, translated (marked above for "DialogService")."""
    return QCoreApplication.translate("DialogService", text)


RECORD_FILTER = QT_TRANSLATE_NOOP("DialogService", "Match records (*.bakehouse *.json);;All files (*)")
PDF_FILTER = QT_TRANSLATE_NOOP("DialogService", "PDF documents (*.pdf);;All files (*)")
PNG_FILTER = QT_TRANSLATE_NOOP("DialogService", "PNG images (*.png);;All files (*)")
CSV_FILTER = QT_TRANSLATE_NOOP("DialogService", "CSV files (*.csv);;All files (*)")
DATABASE_FILTER = QT_TRANSLATE_NOOP("DialogService", "Club databases (*.sqlite3 *.sqlite *.db);;All files (*)")


def _plain_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, message: str) -> QMessageBox:
    """A message box whose text is shown as written: a message quoting a player's name
    ("<b>Bold</b>") is never read as markup, as QMessageBox's own guess would."""
    box = QMessageBox(icon, title, message, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


class DialogService:
    """The real dialogs."""

    def warning(self, parent: QWidget | None, title: str, message: str) -> None:
        _plain_box(parent, QMessageBox.Icon.Warning, title, message).exec()

    def about(self, parent: QWidget | None, title: str, text: str) -> None:
        QMessageBox.about(parent, title, text)

    def information(self, parent: QWidget | None, title: str, message: str) -> None:
        _plain_box(parent, QMessageBox.Icon.Information, title, message).exec()

    def confirm(self, parent: QWidget | None, title: str, message: str) -> bool:
        box = _plain_box(parent, QMessageBox.Icon.Question, title, message)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def open_file(self, parent: QWidget | None, caption: str, folder: str) -> str | None:
        path, _ = QFileDialog.getOpenFileName(parent, caption, folder, _filter(RECORD_FILTER))
        return path or None

    def save_file(self, parent: QWidget | None, caption: str, suggested: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, _filter(RECORD_FILTER))
        if path and "." not in path.rsplit("/", 1)[-1]:
            path += RECORD_SUFFIX  # the installed file type's suffix (installer/)
        return path or None

    def save_pdf(self, parent: QWidget | None, caption: str, suggested: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, _filter(PDF_FILTER))
        if path and "." not in path.rsplit("/", 1)[-1]:
            path += ".pdf"
        return path or None

    def save_png(self, parent: QWidget | None, caption: str, suggested: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, _filter(PNG_FILTER))
        if path and "." not in path.rsplit("/", 1)[-1]:
            path += ".png"
        return path or None

    def open_csv(self, parent: QWidget | None, caption: str, folder: str) -> str | None:
        """A CSV file to read (a members list)."""
        path, _ = QFileDialog.getOpenFileName(parent, caption, folder, _filter(CSV_FILTER))
        return path or None

    def save_csv(self, parent: QWidget | None, caption: str, suggested: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, _filter(CSV_FILTER))
        if path and "." not in path.rsplit("/", 1)[-1]:
            path += ".csv"
        return path or None

    def open_database(self, parent: QWidget | None, caption: str, folder: str) -> str | None:
        """An SQLite club database file (PostgreSQL: the BAKEHOUSE_DB variable)."""
        path, _ = QFileDialog.getOpenFileName(parent, caption, folder, _filter(DATABASE_FILTER))
        return path or None

    def new_database(self, parent: QWidget | None, caption: str, suggested: str) -> str | None:
        """Where a new SQLite club database goes (a file that does not exist yet)."""
        path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, _filter(DATABASE_FILTER))
        if path and "." not in path.rsplit("/", 1)[-1]:
            path += ".sqlite3"
        return path or None

    def save_backup(self, parent: QWidget | None, caption: str, suggested: str) -> str | None:
        """Where a backup copy of the club database goes."""
        return self.new_database(parent, caption, suggested)

    def ask_text(self, parent: QWidget | None, title: str, label: str, text: str = "") -> str | None:
        """One line of text (e.g. a PostgreSQL URL), or None when cancelled."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        value, ok = QInputDialog.getText(parent, title, label, QLineEdit.EchoMode.Normal, text)
        return value if ok else None

    def new_game(self, parent: QWidget | None, settings: Settings) -> NewGameChoice | None:
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(settings, parent)
        try:
            return dialog.choice() if dialog.exec() else None
        finally:
            dialog.deleteLater()
