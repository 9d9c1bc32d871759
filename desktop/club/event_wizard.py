"""The New event wizard: the evening (name, date, game and its options), then the rounds
(format, how many, table size and the sizes allowed); placement points, tie-breakers and the
event's kind (a league season, a club night of one) behind "More".  With the defaults a plain
club night is three clicks: New event, Next, Finish.

The wizard only gathers; the engine's :class:`~engine.tournament.event.EventConfig` checks the
answer (a refusal is shown on the page, one line, and the wizard stays open) and the page
creates the event through :func:`engine.services.events.create_event`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from engine.errors import BakehouseError
from engine.options import OptionSpec
from engine.rulesets import Ruleset, all_rulesets
from engine.tournament.event import EventConfig, EventKind
from engine.tournament.seating import Format
from engine.tournament.standings import DEFAULT_ORDER, PlacementPoints
from engine.tournament.tables import TableSizes

from ..text import fill
from ..widgets.screen_fit import fit_on_show
from .tiebreak_list import TieBreakList

FORMATS = (Format.MIXER, Format.SWISS, Format.ROUND_ROBIN, Format.PROGRESSIVE)


@dataclass(frozen=True)
class NewEvent:
    config: EventConfig
    date: str


def parse_points(text: str) -> PlacementPoints:
    """``"4: 5,3,1,0; 3: 4,2,0"``: points for each place by table size (empty: the default)."""
    by_size: dict[int, tuple[Fraction, ...]] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        size, sep, values = part.partition(":")
        try:
            if not sep:
                raise ValueError
            points = tuple(Fraction(v.strip()) for v in values.split(","))  # exact: "1.5" or "3/2" (issue 29)
            by_size[int(size)] = points
        except ValueError:
            written = QCoreApplication.translate("EventWizard", "placement points are written 4: 5,3,1,0; 3: 4,2,0 - not %1")
            raise BakehouseError(fill(written, repr(part.strip()))) from None

    return PlacementPoints(by_size)


class _EveningPage(QWizardPage):
    def __init__(self, wizard: NewEventWizard) -> None:
        super().__init__()
        self.w = wizard
        self.setTitle(self.tr("The evening"))
        form = QFormLayout(self)
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.date.setAccessibleName(self.tr("Date"))
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Event name"))
        self.name.setMaxLength(60)
        self.name.setText(fill(self.tr("Club night %1"), self.date.date().toString("yyyy-MM-dd")))
        self.game = QComboBox()
        self.game.setAccessibleName(self.tr("Game"))
        for rs in wizard.rulesets:
            self.game.addItem(rs.name, rs.id)
        self.options_box = QGroupBox(self.tr("Game options"))
        self.options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        form.addRow(self.tr("&Name"), self.name)
        form.addRow(self.tr("&Date"), self.date)
        form.addRow(self.tr("&Game"), self.game)
        form.addRow(self.options_box)
        index = next((i for i, rs in enumerate(wizard.rulesets) if rs.id == wizard.last_game), 0)
        self.game.setCurrentIndex(index)
        self.game.currentIndexChanged.connect(self._build_options)
        self._build_options()
        self.setTabOrder(self.name, self.date)
        self.setTabOrder(self.date, self.game)

    @property
    def ruleset(self) -> Ruleset:
        return self.w.rulesets[self.game.currentIndex()]

    def _build_options(self) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        for spec in self.ruleset.option_specs:
            w = self._widget(spec)
            self.option_widgets[spec.key] = w
            words = QCoreApplication.translate("RulesetOptions", spec.label)  # dialogs/new_game.py marks them
            label = QLabel(f"{words} ({spec.ruling})")
            label.setTextFormat(Qt.TextFormat.PlainText)
            w.setAccessibleName(words)
            self.options_form.addRow(label, w)
        self.options_box.setVisible(bool(self.ruleset.option_specs))

    def _widget(self, spec: OptionSpec) -> QWidget:
        default = spec.default_for(4)
        w: QWidget
        if spec.kind is bool:
            w = QCheckBox()
            w.setChecked(bool(default))
        elif spec.kind is int and callable(spec.default):
            # a default that follows the table size (C13: 4 rounds at two, 3 at three, 2 at four or
            # more) is said so, its lowest value: an event's tables are of several sizes (#30: the
            # wizard showed 2, though tables of three play to 3)
            w = QSpinBox()
            low = spec.minimum if spec.minimum is not None else 0
            w.setRange(low - 1, spec.maximum if spec.maximum is not None else 9999)
            w.setSpecialValueText(fill(self.tr("by table size: %1 at two players, %2 at three, %3 at four or more"),
                                       spec.default_for(2), spec.default_for(3), spec.default_for(4)))
            w.setValue(low - 1)
        elif spec.kind is int:
            w = QSpinBox()
            w.setRange(spec.minimum if spec.minimum is not None else 0,
                       spec.maximum if spec.maximum is not None else 9999)
            w.setValue(int(default))
        elif spec.choices:
            w = QComboBox()
            for choice in spec.choices:  # shown translated, kept as the engine spells it
                w.addItem(QCoreApplication.translate("RulesetOptions", choice), choice)
            w.setCurrentIndex(max(0, w.findData(str(default))))
        else:
            w = QLineEdit(str(default))
        w.setObjectName(f"option_{spec.key}")
        return w

    def options(self) -> dict[str, Any]:
        """The options changed from their defaults (a default that follows the table size is
        left to follow it)."""
        out: dict[str, Any] = {}
        for spec in self.ruleset.option_specs:
            w = self.option_widgets[spec.key]
            if isinstance(w, QCheckBox):
                value: Any = w.isChecked()
            elif isinstance(w, QSpinBox):
                if w.specialValueText() and w.value() == w.minimum():
                    continue  # follows the table size
                value = w.value()
            elif isinstance(w, QComboBox):
                value = w.currentData()

            else:
                assert isinstance(w, QLineEdit)
                value = w.text()
            if (isinstance(w, QSpinBox) and w.specialValueText()) or value != spec.default_for(4):
                out[spec.key] = value
        return out


class _RoundsPage(QWizardPage):
    def __init__(self, wizard: NewEventWizard) -> None:
        super().__init__()
        self.w = wizard
        self.setTitle(self.tr("The rounds"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        lay.addLayout(form)
        self.format = QComboBox()
        self.format.setAccessibleName(self.tr("Format"))
        names = {Format.MIXER: self.tr("Mixer (meet new people each round)"),
                 Format.SWISS: self.tr("Swiss (like meets like)"),
                 Format.ROUND_ROBIN: self.tr("Round robin"),
                 Format.PROGRESSIVE: self.tr("Progressive (winners move up)")}
        for f in FORMATS:
            self.format.addItem(names[f], f.value)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 20)
        self.rounds.setValue(3)
        self.rounds.setAccessibleName(self.tr("Rounds"))
        self.table_size = QSpinBox()
        self.table_size.setRange(2, 12)
        self.table_size.setValue(4)
        self.table_size.setAccessibleName(self.tr("Table size"))
        self.smallest = QSpinBox()
        self.smallest.setRange(2, 12)
        self.smallest.setValue(3)
        self.smallest.setAccessibleName(self.tr("Smallest table"))
        self.largest = QSpinBox()
        self.largest.setRange(2, 12)
        self.largest.setValue(5)
        self.largest.setAccessibleName(self.tr("Largest table"))
        self.table_size.valueChanged.connect(self._size_changed)
        form.addRow(self.tr("&Format"), self.format)
        form.addRow(self.tr("&Rounds"), self.rounds)
        form.addRow(self.tr("&Table size"), self.table_size)
        form.addRow(self.tr("Tables from"), self.smallest)
        form.addRow(self.tr("Tables up to"), self.largest)

        self.more_button = QPushButton(self.tr("&More..."))
        self.more_button.setCheckable(True)
        self.more_button.setAccessibleName(self.tr("More settings"))
        lay.addWidget(self.more_button, alignment=Qt.AlignmentFlag.AlignLeft)
        self.more = QWidget()
        more = QFormLayout(self.more)
        more.setContentsMargins(0, 0, 0, 0)
        self.points = QLineEdit()
        self.points.setPlaceholderText(self.tr("default: 3,2,1,0 at a table of 4"))
        self.points.setAccessibleName(self.tr("Placement points"))
        self.bye_points = QDoubleSpinBox()
        self.bye_points.setRange(0, 20)
        self.bye_points.setAccessibleName(self.tr("Points for a bye"))
        self.tiebreaks = TieBreakList(DEFAULT_ORDER)  # by their translated names (never the engine's ids)
        self.kind = QComboBox()
        self.kind.setAccessibleName(self.tr("Kind"))
        self.kind.addItem(self.tr("Club night"), EventKind.CLUB_NIGHT.value)
        self.kind.addItem(self.tr("Tournament"), EventKind.TOURNAMENT.value)
        self.kind.addItem(self.tr("League season"), EventKind.LEAGUE.value)
        self.season = QComboBox()
        self.season.setAccessibleName(self.tr("League"))
        self.season.addItem(self.tr("(none)"), None)
        for league_id, name in wizard.leagues:
            self.season.addItem(name, league_id)
        more.addRow(self.tr("&Placement points"), self.points)
        more.addRow(self.tr("&Bye points"), self.bye_points)
        more.addRow(self.tr("Tie-&breakers"), self.tiebreaks)
        more.addRow(self.tr("&Kind"), self.kind)
        more.addRow(self.tr("A night of &league"), self.season)
        self.more.setVisible(False)
        self.more_button.toggled.connect(self._more)
        lay.addWidget(self.more)
        self.problem = QLabel()
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("Problem"))
        lay.addWidget(self.problem)
        lay.addStretch(1)

    def _more(self, shown: bool) -> None:
        """More settings shown or hidden: the wizard grows to show them whole (never squashed)."""
        self.more.setVisible(shown)
        QTimer.singleShot(0, self._fit)

    def _fit(self) -> None:
        self.w.resize(self.w.size().expandedTo(self.w.sizeHint()))

    def _size_changed(self, n: int) -> None:
        self.smallest.setValue(max(2, n - 1))
        self.largest.setValue(n + 1)

    def validatePage(self) -> bool:  # noqa: N802
        try:
            self.w.answer = self.w.build()
        except BakehouseError as e:
            self.problem.setText(e.text())
            return False
        self.problem.clear()
        return True


class NewEventWizard(QWizard):
    """Gathers a new event; :attr:`answer` holds it once finished."""

    def __init__(self, last_game: str | None, leagues: list[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New event"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.rulesets = [rs for rs in all_rulesets()]
        self.last_game = last_game
        self.leagues = leagues
        self.answer: NewEvent | None = None
        self.evening = _EveningPage(self)
        self.rounds_page = _RoundsPage(self)
        self.addPage(self.evening)
        self.addPage(self.rounds_page)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    def build(self) -> NewEvent:
        e, r = self.evening, self.rounds_page
        order = r.tiebreaks.order()
        if not order:
            raise BakehouseError(self.tr("Tick at least one tie-breaker (points first is usual)"))
        kind = EventKind(r.kind.currentData())
        sizes = TableSizes(r.table_size.value(), r.smallest.value(), r.largest.value())
        config = EventConfig(
            name=e.name.text(),
            kind=kind,
            ruleset=e.ruleset.id,
            options=e.options(),
            rounds=r.rounds.value(),
            sizes=sizes,
            fmt=Format(r.format.currentData()),
            points=parse_points(r.points.text()),
            tiebreaks=order,
            bye_points=r.bye_points.value(),
            season=r.season.currentData() if kind is not EventKind.LEAGUE else None,
        )
        return NewEvent(config, e.date.date().toString("yyyy-MM-dd"))
