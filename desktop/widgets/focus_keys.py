"""A focused control gets its own keys before any window shortcut (issue 17, section 3).

The table's keys are window-wide shortcuts (Space and T throw, S stops, digits rack).  Qt
offers every key to the window's shortcuts before the focused widget sees it, unless the
focused widget claims it in a ``ShortcutOverride`` event, which buttons do not: Space on a
focused Stop button threw the dice instead, and the player busted.

:class:`FocusedControlKeys`, installed once on the application, claims for the focused
control the keys it takes itself:

- a push button or tool button: Space, Return and Enter; Return and Enter then press it
  (Qt itself presses a push button on Return only in a dialog);
- a check box or radio button: Space (Return stays the dialog's, for its default button);
- a combo box: Space, Return and Enter (they open its list);
- a text field or spin box: every key that types (no Ctrl, Alt or Meta), and Return;
- a die on the table (:class:`~desktop.widgets.die.DieWidget`): Return and Enter.

Every other key, and every key while nothing of the kind has focus, stays the shortcut's.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QToolButton,
    QWidget,
)

PRESS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter})
PRESS_OR_SPACE = PRESS | {Qt.Key.Key_Space}
#: modifiers that make a key a command rather than typing (Shift and the keypad still type)
COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
)


def _presses_itself(button: QAbstractButton) -> bool:
    """Whether Qt already presses this button on Return (a dialog's default or auto-default button)."""
    return isinstance(button, QPushButton) and (button.autoDefault() or button.isDefault())


def takes_key(widget: QWidget, event: QKeyEvent) -> bool:
    """Whether the focused ``widget`` uses this key itself (so no shortcut may take it)."""
    from .die import DieWidget  # the die module draws with the theme: imported when first needed

    key = Qt.Key(event.key())
    if event.modifiers() & COMMAND_MODIFIERS and key in PRESS_OR_SPACE:
        return False  # Ctrl+Return and the like are commands (a dialog's "record"), never the control's
    if isinstance(widget, DieWidget):
        return key in PRESS
    if isinstance(widget, QPushButton | QToolButton):
        return key in PRESS_OR_SPACE
    if isinstance(widget, QAbstractButton):
        return key == Qt.Key.Key_Space
    if isinstance(widget, QComboBox):
        return key in PRESS_OR_SPACE or (widget.isEditable() and _types(event))
    if isinstance(widget, QLineEdit | QAbstractSpinBox | QTextEdit | QPlainTextEdit):
        return key in PRESS or _types(event)
    return False


def _types(event: QKeyEvent) -> bool:
    """A key that types text (a letter, a digit, Space), not a command."""
    return bool(event.text()) and event.text().isprintable() and not event.modifiers() & COMMAND_MODIFIERS


class FocusedControlKeys(QObject):
    """The application's filter that gives a focused control the keys it takes.

    It watches only the focused widget (and an ancestor whose focus proxy it is), following the
    application's focus: a filter on the whole application ran Python for every event of every
    object, some 17 ms of the app's start alone (benchmarks/app_startup.py), and on every paint
    and mouse move after.  Qt offers a key's ``ShortcutOverride`` and ``KeyPress`` to the focused
    widget first, so it sees the same keys as the application's filter did."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watched: list[QWidget] = []

    def follow(self, _old: QWidget | None, now: QWidget | None) -> None:
        """Watch ``now``, the widget with the focus (None: none), and no longer the one before."""
        for widget in self._watched:
            with contextlib.suppress(RuntimeError):  # deleted meanwhile: its filters went with it
                widget.removeEventFilter(self)
        self._watched = []
        while now is not None:
            if now.hasFocus():  # the focused widget, or an ancestor it is the focus proxy of
                now.installEventFilter(self)
                self._watched.append(now)
            now = now.parentWidget()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(watched, QWidget):
            return False
        assert isinstance(event, QKeyEvent)
        if not watched.hasFocus() or not takes_key(watched, event):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # the control's key, not a shortcut's: Qt sends it on as a KeyPress
            return True
        if (
            isinstance(watched, QPushButton | QToolButton)
            and Qt.Key(event.key()) in PRESS
            and not _presses_itself(watched)
            and watched.isEnabled()
        ):
            watched.animateClick()  # Return presses a focused button, as Space does
            return True
        return False


def install(app: QApplication) -> FocusedControlKeys:
    """Install the filter on ``app`` once (later calls return the one installed): it follows the
    application's focus from now on."""
    existing = app.findChild(FocusedControlKeys, "focusedControlKeys")
    if existing is not None:
        return existing
    keys = FocusedControlKeys(app)
    keys.setObjectName("focusedControlKeys")
    app.focusChanged.connect(keys.follow)
    keys.follow(None, app.focusWidget())
    return keys
