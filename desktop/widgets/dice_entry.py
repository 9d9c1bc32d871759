"""Real dice at the table: the entry line where the scorer types each throw, an on-screen
keypad of the faces 1-6, the yeast or key mark, and the keys shown.

The widget only collects text: the session reads and checks it (engine/typed.py) and the
table shows a refusal.  The keys: while the entry line has the focus, digits, spaces, ``*``
(the yeast) and ``K`` (a key) go into it and Enter applies the throw; Esc clears it.  Once a
throw is applied the focus goes back to the table, where the digits rack as they always do.
At the player's decision the line also takes the decision in the game's words, several dice
at once (``keep 3 3 5``, ``rack 33 stop``; engine/typed.py): the prompt and example say so.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionFrame,
    QVBoxLayout,
    QWidget,
)

from engine.dice import DieKind

from ..text import fill
from .focus_keys import COMMAND_MODIFIERS


class DiceLine(QLineEdit):
    """The entry line: Enter applies what it holds and Esc clears it, whatever the window's
    keys (the roll-off's Enter would otherwise start the game over a typed throw).  A key the
    window has a command on (Ctrl+Z undoes the last stored action, Ctrl+E exports) is the
    window's, not the line's own editing key: the line's text undo brought back an earlier
    throw, which Enter then applied again as a new one (#30)."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
                event.accept()  # the line's own key, not a window shortcut
                return True
            if event.modifiers() & COMMAND_MODIFIERS and self._window_command(event):
                event.ignore()  # not claimed: the window's shortcut takes it
                return True
        return super().event(event)

    def _window_command(self, event: QKeyEvent) -> bool:
        """Whether an enabled action of this window has this key."""
        pressed = QKeySequence(event.keyCombination())
        window = self.window()
        actions = [*window.findChildren(QAction), *window.actions()]
        return any(a.isEnabled() and any(k == pressed for k in a.shortcuts()) for a in actions)

    # Esc cleared the line: the refusal of what it held is answered too (#30)
    escaped = Signal()

    _examples: tuple[str, ...] = ()

    def set_examples(self, *examples: str) -> None:
        """The example shown in the empty line: the first of ``examples`` that fits it whole (the
        shorter ones follow; "e.g. rack 3 3 …" was cut at a Classic table at 1024x600)."""
        self._examples = examples
        self._fit_example()

    def example_room(self) -> int:
        """The width the empty line's example has (the line's text rectangle)."""
        opt = QStyleOptionFrame()
        self.initStyleOption(opt)
        rect = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, opt, self)
        margins = self.textMargins()
        return rect.width() - margins.left() - margins.right() - 4  # QLineEdit's own margin, 2 a side

    def _fit_example(self) -> None:
        if not self._examples:
            return
        room = self.example_room()
        fm = self.fontMetrics()
        chosen = next((e for e in self._examples if fm.horizontalAdvance(e) <= room), self._examples[-1])
        if chosen != self.placeholderText():
            self.setPlaceholderText(chosen)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_example()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class DiceEntry(QFrame):
    """Type the dice thrown (real dice); ``submitted`` carries the text on Enter."""

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceEntry")
        self.special: DieKind | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(3)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.prompt = QLabel(self.tr("Dice thrown:"))
        self.line = DiceLine()
        self.line.setObjectName("diceLine")
        self.line.setAccessibleName(self.tr("Dice thrown (type the faces)"))
        self.line.setMaxLength(60)
        self.prompt.setBuddy(self.line)
        row.addWidget(self.prompt)
        row.addWidget(self.line, 1)
        self.faces: list[QPushButton] = []
        for f in range(1, 7):
            b = QPushButton(str(f))
            b.setAccessibleName(fill(self.tr("Face %1"), f))
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keypad types; the focus stays in the line
            b.setFixedWidth(b.fontMetrics().horizontalAdvance("00") + 18)
            b.clicked.connect(lambda _=False, f=f: self._type(str(f)))
            row.addWidget(b)
            self.faces.append(b)
        self.mark = QPushButton("*")
        self.mark.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.mark.clicked.connect(self._mark)
        row.addWidget(self.mark)
        self.apply = QPushButton(self.tr("Apply"))
        self.apply.setAccessibleName(self.tr("Apply the dice typed"))
        self.apply.setProperty("primary", True)
        self.apply.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.apply.clicked.connect(self.submit)
        row.addWidget(self.apply)
        lay.addLayout(row)
        # the keys for typing the dice: the line's tooltip and description (a row of its own
        # pushed the dice line below a 600 px screen, #30)
        self.keys_text = ""
        self._words: tuple[str, ...] = ()
        # the roll-off's throwers (real dice: one face each), None once the game has begun
        self._rolloff: int | None = None
        self._throw_examples: tuple[str, ...] = ()
        self.line.returnPressed.connect(self.submit)
        self.set_special(None)

    def set_special(self, special: DieKind | None) -> None:
        """The game's special die: the yeast (``*`` after its face), a key (``K`` before it), or none."""
        self.special = special
        self.mark.setVisible(special is not None)
        if special is DieKind.YEAST:
            self.mark.setText(self.tr("Yeast *"))
            self.mark.setAccessibleName(self.tr("Mark the last face as the yeast"))
            self._throw_examples = (self.tr("e.g. 2 2 4 1 3 6*"), "2 2 4 1 3 6*")
            extra = self.tr("6* the yeast")
        elif special is DieKind.KEY:
            self.mark.setText(self.tr("Key K"))
            self.mark.setAccessibleName(self.tr("Mark the next face as a key"))
            self._throw_examples = (self.tr("e.g. 1 2 3 4 5 6 1 2 K6 K1"), "1 2 3 4 5 6 1 2 K6 K1", "1234561261")
            extra = self.tr("K6 a key (the keys typed last need no K: 1234561261)")
        else:
            self._throw_examples = (self.tr("e.g. 2 2 4 1 3 6"), "2 2 4 1 3 6")
            extra = ""
        keys = [self.tr("Type the faces (spaces optional)"), extra, self.tr("Enter applies"), self.tr("Esc clears"),
                self.tr("Space at the table: type a throw")]
        self.keys_text = " · ".join(k for k in keys if k)
        self._describe()

    def set_rolloff(self, throwers: int | None) -> None:
        """The roll-off is on (real dice): one face a player throwing, in seat order; its example
        has as many faces (it showed a throw of six dice, and Enter on one face was refused)."""
        if throwers == self._rolloff:
            return
        self._rolloff = throwers
        self._describe()

    def set_decision_words(self, words: tuple[str, ...]) -> None:
        """The player's decision is due: the line takes it in the game's words (``keep 3 3 5``,
        several dice at once, engine/typed.py); no words: a throw is due, the faces are typed."""
        if words == self._words:
            return
        self._words = words
        self._describe()

    def _describe(self) -> None:
        # the prompt as wide as its longer text: the line does not jump between a throw and a decision
        fm = self.prompt.fontMetrics()
        self.prompt.setMinimumWidth(max(fm.horizontalAdvance(t) for t in (
            self.tr("Dice thrown:"), self.tr("Dice or decision:"))) + 2)
        words = self._words
        if self._rolloff is not None:
            faces = " ".join("351624"[i % 6] for i in range(max(1, self._rolloff)))
            self.prompt.setText(self.tr("Dice thrown:"))
            self.line.setAccessibleName(self.tr("Dice thrown (type the faces)"))
            self.line.set_examples(fill(self.tr("e.g. %1"), faces), faces)
            said = self.tr("Type one face for each player, in seat order, then Enter.")
            text = f"{said} · {self.tr('Enter applies')} · {self.tr('Esc clears')}"
        elif words:
            dice_word = next((w for w in words if w in ("keep", "rack")), None)
            # the game's own example: a rack starts at 1 (C3), a keep of equal faces (K2)
            body = ((f"{dice_word} 3 3 5 · stop" if dice_word == "keep" else f"{dice_word} 1 2 · stop") if dice_word
                    else " · ".join(words))
            self.prompt.setText(self.tr("Dice or decision:"))
            self.line.setAccessibleName(self.tr("Dice thrown or a decision (type the faces, or keep 3 3 5)"))
            self.line.set_examples(fill(self.tr("e.g. %1"), body), body)
            said = fill(self.tr("Or a decision in the game's words: %1 (several dice at once)"), ", ".join(words))
            if "keep" in words:  # SB's short keeps (engine/typed.py)
                said += " · " + self.tr("5 keeps every 5 left, 55 two of them; 24 the keys where no base 2 or 4 is left")
            text = f"{self.keys_text} · {said}"
        else:
            self.prompt.setText(self.tr("Dice thrown:"))
            self.line.setAccessibleName(self.tr("Dice thrown (type the faces)"))
            self.line.set_examples(*self._throw_examples)
            text = self.keys_text
        self.line.setToolTip(text)
        self.line.setAccessibleDescription(text)

    def _type(self, text: str) -> None:
        self.line.insert(text)
        self.line.setFocus()

    def _mark(self) -> None:
        if self.special is DieKind.YEAST:
            self._type("*")
        elif self.special is DieKind.KEY:
            self._type("K")

    def submit(self) -> None:
        self.submitted.emit(self.line.text())

    def text(self) -> str:
        return self.line.text()

    def clear(self) -> None:
        self.line.clear()
