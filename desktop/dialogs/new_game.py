"""New game: choose the game, 2 to 6 players by name, and the game's options.

The games listed are the engine's registry; only those the table has a panel
for can be chosen.  The options form is built from ``Ruleset.option_specs``;
names and options are checked by the engine (a trial ``Match``), not here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.errors import BakehouseError
from engine.match import Match
from engine.options import OptionSpec
from engine.rulesets import Ruleset, all_rulesets
from engine.services.analysis import BASIC, EXPERT, HUMAN, expert_refusal, has_decisions

from .. import settings as S
from ..settings import Settings
from ..text import QT_TRANSLATE_NOOP, fill
from ..widgets.screen_fit import fit_on_show

MAX_PLAYERS = 6
DEFAULT_NAMES = ("Maya", "Tom", "Ana", "Ben", "Cleo", "Dev")


@dataclass(frozen=True)
class NewGameChoice:
    ruleset_id: str
    players: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)
    #: the throws are typed in as real dice show them (no app dice)
    real_dice: bool = False
    #: each seat's player: a person ("") or a bot ("basic", "expert": engine.services.analysis.BOT_KINDS)
    bots: tuple[str, ...] = ()

    def bot_seats(self) -> dict[int, str]:
        """The seats a bot plays, and which bot."""
        return {i: kind for i, kind in enumerate(self.bots) if kind}


#: the games' options as the engine names them (engine/rulesets), marked here for translation: the
#: dialog shows each through ``QCoreApplication.translate("RulesetOptions", ...)``; one missing here
#: shows in English
OPTION_WORDS = (
    QT_TRANSLATE_NOOP("RulesetOptions", "Biscuit risking"),
    QT_TRANSLATE_NOOP("RulesetOptions", "strict"),
    QT_TRANSLATE_NOOP("RulesetOptions", "permissive"),
    QT_TRANSLATE_NOOP("RulesetOptions", "Box rules (dice out of the box are out)"),
    QT_TRANSLATE_NOOP("RulesetOptions", "Rounds to win a game"),
    QT_TRANSLATE_NOOP("RulesetOptions", "Points to win"),
    QT_TRANSLATE_NOOP("RulesetOptions", "Four twos lose everything"),
    QT_TRANSLATE_NOOP("RulesetOptions", "Points to reach"),
    QT_TRANSLATE_NOOP("RulesetOptions", "Sets in a game"),
)

class NewGameDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("newGameDialog")
        self.settings = settings
        self.rulesets: list[Ruleset] = all_rulesets()
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        self.game.setObjectName("gameChoice")
        for rs in self.rulesets:  # every game plays: on its own panel, else the generic one (widgets/panels)
            self.game.addItem(rs.name, rs.id)
        form.addRow(self.tr("Game"), self.game)
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(2, MAX_PLAYERS)
        form.addRow(self.tr("Players"), self.count)
        self.dice_mode = QComboBox()
        self.dice_mode.setObjectName("diceModeChoice")
        self.dice_mode.setAccessibleName(self.tr("Dice"))
        self.dice_mode.addItem(self.tr("App dice (provably fair)"), False)
        self.dice_mode.addItem(self.tr("Real dice (each throw typed in)"), True)
        self.dice_mode.currentIndexChanged.connect(lambda _i: self._validate())
        form.addRow(self.tr("Dice"), self.dice_mode)
        lay.addLayout(form)
        names_box = QGroupBox(self.tr("Seat order (turns pass in this order)"))
        names_form = QFormLayout(names_box)
        self.name_edits: list[QLineEdit] = []
        #: each seat played by a person or a bot (Basic, or Expert where the solver covers the game)
        self.bot_choices: list[QComboBox] = []
        last = settings.get(S.LAST_PLAYERS)
        for i in range(MAX_PLAYERS):
            edit = QLineEdit(last[i] if i < len(last) else DEFAULT_NAMES[i])
            edit.setObjectName(f"playerName{i + 1}")
            edit.setAccessibleName(fill(self.tr("Name at seat %1"), i + 1))
            edit.setMaxLength(40)
            edit.textChanged.connect(self._validate)
            who_plays = QComboBox()
            who_plays.setObjectName(f"seatPlayer{i + 1}")
            who_plays.setAccessibleName(fill(self.tr("Who plays seat %1"), i + 1))
            who_plays.addItem(self.tr("Person"), HUMAN)
            who_plays.addItem(self.tr("Basic bot"), BASIC)
            who_plays.addItem(self.tr("Expert bot"), EXPERT)
            who_plays.currentIndexChanged.connect(self._validate)
            row = QWidget()
            row_lay = QHBoxLayout(row)
            row_lay.setContentsMargins(0, 0, 0, 0)
            row_lay.addWidget(edit, 1)
            row_lay.addWidget(who_plays)
            names_form.addRow(fill(self.tr("Seat %1"), i + 1), row)
            self.name_edits.append(edit)
            self.bot_choices.append(who_plays)
        self.names_form = names_form
        lay.addWidget(names_box)
        self.options_box = QGroupBox(self.tr("Options"))
        self.options_form = QFormLayout(self.options_box)
        lay.addWidget(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.touched: set[str] = set()
        self.problem = QLabel("")
        self.problem.setObjectName("problem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # it quotes the names typed: text, never markup
        self.problem.setWordWrap(True)
        lay.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

        self.count.setValue(max(2, min(MAX_PLAYERS, len(last) or 2)))
        wanted = settings.get(S.LAST_RULESET)
        index = next((i for i, rs in enumerate(self.rulesets) if rs.id == wanted), 0)
        self.game.setCurrentIndex(index)
        self.game.currentIndexChanged.connect(self._build_options)
        self.count.valueChanged.connect(self._players_changed)
        self._build_options()
        self._players_changed()
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    # -- the form -------------------------------------------------------------------------------
    @property
    def ruleset(self) -> Ruleset:
        return self.rulesets[self.game.currentIndex()]

    def _players_changed(self) -> None:
        n = self.count.value()
        for i, _edit in enumerate(self.name_edits):
            self.names_form.setRowVisible(i, i < n)
        for spec in self.ruleset.option_specs:  # follow defaults that depend on the table size
            if spec.key not in self.touched and callable(spec.default):
                self._set_value(spec, spec.default_for(n))
        self._validate()

    def _build_options(self) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        self.touched = set()
        remembered = self.settings.options_for(self.ruleset.id)
        n = self.count.value()
        for spec in self.ruleset.option_specs:
            w = self._make_widget(spec)
            self.option_widgets[spec.key] = w
            value = remembered.get(spec.key, spec.default_for(n))
            try:
                self._set_value(spec, spec.check(value))
                if spec.key in remembered and callable(spec.default):
                    self.touched.add(spec.key)
            except BakehouseError:
                self._set_value(spec, spec.default_for(n))
            label = QLabel(f"{QCoreApplication.translate('RulesetOptions', spec.label)} ({spec.ruling})")

            label.setToolTip(fill(self.tr("Ruling %1"), spec.ruling))
            self.options_form.addRow(label, w)
        self.options_box.setVisible(bool(self.ruleset.option_specs))
        self._validate()

    def _make_widget(self, spec: OptionSpec) -> QWidget:
        w: QWidget
        if spec.kind is bool:
            w = QCheckBox()
            w.toggled.connect(lambda _v, k=spec.key: self._touch(k))
        elif spec.kind is int:
            w = QSpinBox()
            w.setRange(spec.minimum if spec.minimum is not None else 0, spec.maximum if spec.maximum is not None else 9999)
            w.valueChanged.connect(lambda _v, k=spec.key: self._touch(k))
        elif spec.choices:
            w = QComboBox()
            for value in spec.choices:  # shown translated, kept as the engine spells it
                w.addItem(QCoreApplication.translate("RulesetOptions", value), value)
            w.currentIndexChanged.connect(lambda _v, k=spec.key: self._touch(k))
        else:
            w = QLineEdit()
            w.textChanged.connect(lambda _v, k=spec.key: self._touch(k))
        w.setObjectName(f"option_{spec.key}")
        return w

    def _touch(self, key: str) -> None:
        if not getattr(self, "_setting", False):
            self.touched.add(key)
        self._validate()

    def _set_value(self, spec: OptionSpec, value: Any) -> None:
        w = self.option_widgets.get(spec.key)
        self._setting = True
        try:
            if isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QSpinBox):
                w.setValue(int(value))
            elif isinstance(w, QComboBox):
                w.setCurrentIndex(max(0, w.findData(str(value))))
            elif isinstance(w, QLineEdit):
                w.setText(str(value))
        finally:
            self._setting = False

    def _value(self, spec: OptionSpec) -> Any:
        w = self.option_widgets[spec.key]
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QSpinBox):
            return w.value()
        if isinstance(w, QComboBox):
            return w.currentData()
        assert isinstance(w, QLineEdit)
        return w.text()

    # -- the answer ------------------------------------------------------------------------------
    def choice(self) -> NewGameChoice:
        n = self.count.value()
        names = tuple(e.text().strip() for e in self.name_edits[:n])
        options = {s.key: self._value(s) for s in self.ruleset.option_specs if s.key in self.option_widgets}
        real = bool(self.dice_mode.currentData())
        bots = tuple("" if real else str(c.currentData() or "") for c in self.bot_choices[:n])
        return NewGameChoice(self.ruleset.id, names, options, real, bots if any(bots) else ())

    def _offer_bots(self, options: dict[str, Any]) -> None:
        """Bots throw the app's dice; the expert only where the solver covers the game (a one-line
        tooltip says why not): asked of the analysis itself, so a game it learns appears at once."""
        real = bool(self.dice_mode.currentData())
        name = self.ruleset.name
        try:
            why = expert_refusal(self.ruleset.id, options, self.count.value())
        except BakehouseError as e:  # options the game refuses: the problem line says so
            why = e.message
        if why is not None:  # said in the user's language (the engine's reason is English)
            why = (fill(self.tr("No expert for %1 yet: its decisions are not analysed yet"), name)
                   if has_decisions(self.ruleset.id)
                   else fill(self.tr("%1 has no decisions: every bot plays it alike"), name))
        for combo in self.bot_choices:
            model = combo.model()
            assert isinstance(model, QStandardItemModel)
            for row, tip_text in ((1, self.tr("Bots throw the app's dice: choose App dice to play against one")
                                   if real else ""),
                                  (2, self.tr("Bots throw the app's dice: choose App dice to play against one")
                                   if real else why or "")):
                item = model.item(row)
                item.setEnabled(not tip_text)
                item.setToolTip(tip_text)
            if combo.currentIndex() > 0 and not model.item(combo.currentIndex()).isEnabled():
                combo.setCurrentIndex(0)
            combo.setToolTip(model.item(2).toolTip())

    def _validate(self) -> None:
        """Ask the engine whether this table can play (names, options, number of players)."""
        if not hasattr(self, "buttons"):
            return
        problem = ""
        c = self.choice()
        self._offer_bots(c.options)
        try:
            Match(c.ruleset_id, c.players, c.options)
        except BakehouseError as e:
            problem = e.text()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def accept(self) -> None:
        self._validate()
        if self.problem.text():
            return
        super().accept()
