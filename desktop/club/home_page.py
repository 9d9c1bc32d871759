"""The club home's first page: what the organizer needs on opening the app.

The next event if one is planned (an event with rounds still to seat or to play), the last
finished event's standings in one line ("1. Ann 9 pts · 2= Ben, Cyd 7 pts"), and big buttons
to the pages a club night starts from (New event, Members, Seat next round); with an empty
database, "Try a demo club" (engine/services/demo.py, off the UI thread, cancellable).

Everything here is read with a few cheap queries (the events' rows and the standings of two
events), so the app is usable at once on a database of thousands of matches.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..text import fill, who
from .context import ClubContext, ClubPage

if TYPE_CHECKING:  # sqlalchemy is imported when the database is opened, after the window is shown
    from engine.services.club import ClubSummary, Database, EventSummary, FirstLook
    from engine.services.standings import StandingLine


@dataclass(frozen=True)
class EventLine:
    id: int
    name: str
    ruleset: str
    rounds_planned: int
    rounds_seated: int
    finished: bool
    #: "1. Ann 9 pts · 2= Ben, Cyd 7 pts" (the first places; empty before any result)
    standings: str


@dataclass(frozen=True)
class HomeSummary:
    empty: bool
    members: int
    events: int
    next_event: EventLine | None
    last_event: EventLine | None


def _points(x: Fraction) -> str:
    """Points as everywhere else (:func:`engine.tournament.standings.points_text`)."""
    from engine.tournament.standings import points_text

    return points_text(x)


def standings_line(lines: Sequence[StandingLine], top: int = 3) -> str:
    """The first ``top`` places in one line, players sharing a place together ("2= Ben, Cyd 7 pts")."""
    groups: list[tuple[int, bool, list[str], Fraction]] = []
    for line in lines:
        if groups and groups[-1][0] == line.place:
            groups[-1][2].append(who(line.name))
        elif line.place > top:
            break
        else:
            groups.append((line.place, line.shared, [who(line.name)], line.points))
    pts = QCoreApplication.translate("HomePage", "%1 pts")
    return " · ".join(f"{place}{'=' if shared else '.'} {', '.join(who)} {fill(pts, _points(points))}"
                      for place, shared, who, points in groups)


def _line(event: EventSummary | None) -> EventLine | None:
    if event is None:
        return None
    return EventLine(event.id, event.name, event.ruleset, event.rounds_planned, event.rounds_seated,
                     event.finished, standings_line(event.standings))


def read_summary(db: Database) -> HomeSummary:
    """What the home page shows: the club service's summary (engine/services/club.py), formatted."""
    from engine.services.club import club_summary

    return formatted(club_summary(db))


def formatted(club: ClubSummary) -> HomeSummary:
    """The club service's summary as the home page shows it."""
    return HomeSummary(club.empty, club.members, club.events, _line(club.next_event), _line(club.last_event))


def _label(text: str = "", *, name: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # event and member names are plain text
    label.setWordWrap(True)
    if name:
        label.setObjectName(name)
    return label


class HomePage(ClubPage):
    """The club's front page."""

    page_id = "home"
    #: a big button asks the home to show a page ("events", "members", "tables")
    page_wanted = Signal(str)
    #: "Try a demo club" was pressed (the home builds it behind a progress dialog)
    demo_wanted = Signal()
    #: the summary was read again (tests wait on it)
    refreshed = Signal()

    def __init__(self, context: ClubContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.setObjectName("homePage")
        self.summary: HomeSummary | None = None
        self.heading = _label(name="homeHeading")
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        self.database_line = _label(name="homeDatabase")
        self.database_line.setAccessibleName(self.tr("Club database"))
        self.next_title = _label(self.tr("Next event"), name="nextTitle")
        self.next_line = _label(name="nextEvent")
        self.next_line.setAccessibleName(self.tr("Next event"))
        self.last_title = _label(self.tr("Last event"), name="lastTitle")
        self.last_line = _label(name="lastEvent")
        self.last_line.setAccessibleName(self.tr("Last event's standings"))
        for title in (self.next_title, self.last_title):
            bold = title.font()
            bold.setBold(True)
            title.setFont(bold)

        self.demo_box = QFrame()
        self.demo_box.setObjectName("demoBox")
        self.demo_box.setFrameShape(QFrame.Shape.StyledPanel)
        demo_lay = QHBoxLayout(self.demo_box)
        self.demo_text = _label(self.tr("This club database is empty. Look around in a demo club first: "
                                        "a dozen members and a finished club night of each game, played by the bots."))
        self.demo_button = QPushButton(self.tr("Try a &demo club"))
        self.demo_button.setObjectName("demoButton")
        self.demo_button.setAccessibleName(self.tr("Try a demo club"))
        self.demo_button.clicked.connect(self.demo_wanted)
        demo_lay.addWidget(self.demo_text, 1)
        demo_lay.addWidget(self.demo_button)

        self.big_buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        for page_id, text, name in (("events", self.tr("&New event"), self.tr("New event")),
                                    ("members", self.tr("&Members"), self.tr("Members")),
                                    ("tables", self.tr("&Seat next round"), self.tr("Seat next round"))):
            button = QPushButton(text)
            button.setObjectName(f"big_{page_id}")
            button.setAccessibleName(name)
            button.setMinimumHeight(56)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            big = button.font()
            big.setPointSizeF(big.pointSizeF() * 1.25)
            button.setFont(big)
            button.clicked.connect(lambda _=False, p=page_id: self.page_wanted.emit(p))
            row.addWidget(button)
            self.big_buttons[page_id] = button

        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.database_line)
        lay.addSpacing(8)
        lay.addWidget(self.demo_box)
        lay.addWidget(self.next_title)
        lay.addWidget(self.next_line)
        lay.addSpacing(8)
        lay.addWidget(self.last_title)
        lay.addWidget(self.last_line)
        lay.addSpacing(16)
        lay.addLayout(row)
        lay.addStretch(1)
        self.set_available(())

    def title(self) -> str:
        return self.tr("Home")

    def set_available(self, page_ids: tuple[str, ...] | list[str]) -> None:
        """Show the big buttons of the pages the home has (others come with their lanes' pages)."""
        for page_id, button in self.big_buttons.items():
            button.setVisible(page_id in page_ids)

    #: what the page says while the database is being opened at start
    opening = False
    #: the club's summary read by the store's first look at the SQLite file being opened at start
    #: (engine/services/club.py ``first_summary``): shown while the full store loads (issue 31)
    first_look: FirstLook | None = None

    def refresh(self) -> None:
        db = self.context.database
        self.heading.setText(self.tr("Bakehouse club home"))
        if db is not None or not self.opening:
            self.first_look = None  # the full store reads it from now on
        elif self.first_look is not None:
            self._show(self.first_look.where, formatted(self.first_look.summary))
            return
        if db is None and self.opening:
            self.database_line.setText(self.tr("Opening the club database…"))
            for w in (self.demo_box, self.next_title, self.next_line, self.last_title, self.last_line):
                w.hide()
            return
        if db is None:
            self.summary = None
            self.database_line.setText(self.tr("No club database is open: File > Open… or File > New club database…"))
            for w in (self.demo_box, self.next_title, self.next_line, self.last_title, self.last_line):
                w.hide()
            self.refreshed.emit()
            return
        from engine.services.database import where as named

        where = named(db.url)
        try:
            summary = read_summary(db)
        except Exception as e:  # a database gone away: said in one line, the home stays usable
            from ..jobs import one_line

            self.summary = None
            self.database_line.setText(fill(self.tr("Cannot read %1: %2"), where, one_line(e)))
            self.refreshed.emit()
            return
        self._show(where, summary)

    def _show(self, where: str, summary: HomeSummary) -> None:
        self.summary = summary
        members = self.tr("1 member") if summary.members == 1 else fill(self.tr("%1 members"), summary.members)
        events = self.tr("1 event") if summary.events == 1 else fill(self.tr("%1 events"), summary.events)
        self.database_line.setText(fill(self.tr("%1 · %2 · %3"), where, members, events))  # never "1 events" (#30)
        self.demo_box.setVisible(summary.empty)
        self.demo_button.setEnabled(self.context.database is not None)  # the first look's: once the store is open
        for w in (self.next_title, self.next_line, self.last_title, self.last_line):
            w.setVisible(not summary.empty)
        nxt, last = summary.next_event, summary.last_event
        if nxt is None:
            self.next_line.setText(self.tr("No event planned."))
        else:
            text = fill(self.tr("%1: %2 of %3 rounds seated"), who(nxt.name), str(nxt.rounds_seated),
                        str(nxt.rounds_planned))
            self.next_line.setText(text + (f" — {nxt.standings}" if nxt.standings else ""))
        if last is None:
            self.last_line.setText(self.tr("No event finished yet."))
        else:
            self.last_line.setText(f"{who(last.name)}: {last.standings}" if last.standings else last.name)
        self.refreshed.emit()
