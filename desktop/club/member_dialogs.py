"""The Members page's dialogs: a member's details (add, edit), merging two entries of one
person, and a members CSV's preview before it is imported.

They only collect what the organizer chose; the page does the work through
:mod:`engine.services.members` and :mod:`engine.store.members_csv`.  Each is opened with
``open()`` (window-modal, not blocking), so the page goes on when it is accepted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..text import fill, mnemonic_safe, who
from ..widgets.screen_fit import fit_on_show


class MemberDialog(QDialog):
    """A member's name, e-mail address and note (empty for a new member)."""

    def __init__(self, title: str, parent: QWidget | None = None, *, name: str = "", email: str = "",
                 note: str = "", submit: Callable[[str, str, str], str | None] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        #: saves the values (None: done) or says in one line why not: the dialog then stays open,
        #: what was typed kept, the line shown in it
        self.submit = submit
        self.name = QLineEdit(name)
        self.name.setAccessibleName(self.tr("Name"))
        self.email = QLineEdit(email)
        self.email.setAccessibleName(self.tr("E-mail address"))
        self.email.setPlaceholderText(self.tr("optional"))
        self.note = QPlainTextEdit(note)
        self.note.setAccessibleName(self.tr("Note"))
        self.note.setTabChangesFocus(True)
        self.note.setFixedHeight(80)
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&E-mail:"), self.email)
        form.addRow(self.tr("N&ote:"), self.note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Save"))
        self.ok_button.setAccessibleName(self.tr("Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        self.problem = QLabel()
        self.problem.setObjectName("memberProblem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the name typed
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("Problem"))
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._enable)
        self._enable()
        self.setMinimumWidth(420)
        self.name.setFocus()
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    def _enable(self) -> None:
        self.ok_button.setEnabled(bool(self.name.text().strip()))

    def values(self) -> tuple[str, str, str]:
        return self.name.text(), self.email.text(), self.note.toPlainText()

    def try_accept(self) -> None:
        """Save: closed when saved; refused, the reason shown here and nothing typed lost."""
        problem = self.submit(*self.values()) if self.submit is not None else None
        if problem is None:
            self.accept()
            return
        self.problem.setText(problem)
        self.problem.show()
        self._make_room()
        self.name.setFocus()

    def _make_room(self) -> None:
        """Grow to hold the refusal below the note, every line of it: the dialog kept its height
        and the line was drawn over the Note box (#30)."""
        lay = self.layout()
        if lay is None:
            return
        lay.activate()
        width = self.width()
        need = lay.totalHeightForWidth(width) if lay.hasHeightForWidth() else lay.totalSizeHint().height()
        if self.height() < need:
            self.setMinimumHeight(need)
            self.resize(width, need)


class MergeDialog(QDialog):
    """Two entries of one person: which one is kept (the other's matches, results, ratings and
    event entries move to it, and it is removed)."""

    def __init__(self, first: tuple[int, str, int], second: tuple[int, str, int],
                 parent: QWidget | None = None) -> None:
        """``first`` and ``second``: (member id, name, games played); the one with more games is
        offered as the one kept."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Merge two entries of one person"))
        self._ids = (first[0], second[0])
        text = QLabel(fill(self.tr("%1 and %2 become one member. Keep the entry:"), who(first[1]), who(second[1])))
        text.setTextFormat(Qt.TextFormat.PlainText)
        text.setWordWrap(True)
        self.keep_first = QRadioButton(mnemonic_safe(fill(self.tr("%1 (%2 games)"), who(first[1]), first[2])))
        self.keep_second = QRadioButton(mnemonic_safe(fill(self.tr("%1 (%2 games)"), who(second[1]), second[2])))
        for b in (self.keep_first, self.keep_second):
            b.setAccessibleName(b.text().replace("&&", "&"))
        (self.keep_second if second[2] > first[2] else self.keep_first).setChecked(True)
        warning = QLabel(self.tr("The other entry's matches, results, ratings and event entries move to the one "
                                 "kept, and the other entry is removed. This cannot be undone. Two people who "
                                 "played in one match are never merged."))
        warning.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.merge_button = QPushButton(self.tr("&Merge"))
        self.merge_button.setAccessibleName(self.tr("Merge"))
        self.buttons.addButton(self.merge_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for w in (text, self.keep_first, self.keep_second, warning, self.buttons):
            layout.addWidget(w)
        self.setMinimumWidth(440)
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    def keep_drop(self) -> tuple[int, int]:
        a, b = self._ids
        return (a, b) if self.keep_first.isChecked() else (b, a)


class ImportPreviewDialog(QDialog):
    """What importing a members file would do, row by row; or, for a bad file, one message
    per bad row and no Import button (nothing is imported unless every row is good)."""

    def __init__(self, file_name: str, heading: str, lines: Sequence[str], *, importable: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(fill(self.tr("Import members from %1"), file_name))
        self.heading = QLabel(heading)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.lines = QStringListModel(list(lines), self)
        self.view = QListView()
        self.view.setModel(self.lines)
        self.view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(True)
        self.view.setAccessibleName(self.tr("Rows of the file"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button: QPushButton | None = None
        if importable:
            self.import_button = QPushButton(self.tr("&Import"))
            self.import_button.setAccessibleName(self.tr("Import"))
            self.import_button.setDefault(True)
            self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        else:
            self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Close"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(
            self.buttons.button(QDialogButtonBox.StandardButton.Cancel).text())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        self.resize(640, 420)
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    def shown_lines(self) -> list[str]:
        return self.lines.stringList()
