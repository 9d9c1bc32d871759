"""The Members page: the club's members, searched as the organizer types and sorted by any
column; a member added, edited, retired or brought back, two entries of one person merged; a
members CSV imported (previewed first, all or nothing) or exported; and the chosen member's
ratings in each game and their recent results.

Everything is done by the functions ``bakehouse members ...`` calls
(:mod:`engine.services.members`: rename, retire, merge, the list and a member's results;
:mod:`engine.services.members` (the store's members_csv): the one check of a CSV for the preview and the import, and
the export), each in one unit of work, committed before the page says it is done.  Nobody is
ever deleted here: a member who played is retired (kept in every result and rating) and two
entries of one person are merged.  The import and the export run off the UI thread
(:class:`desktop.jobs.Jobs`).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.services.members import (
    MAX_CSV_BYTES,
    WINDOWS_1252,
    MemberInfo,
    Preview,
    add_member,
    edit_member,
    export_members,
    import_members,
    member_lines,
    member_ratings,
    merge_members,
    preview,
    recent_results,
    retire_member,
)

from ..jobs import Stop, one_line
from ..text import fill, who
from ..widgets.elided import ElidedLabel
from .context import ClubContext, ClubPage
from .member_dialogs import ImportPreviewDialog, MemberDialog, MergeDialog
from .member_models import ID_ROLE, MembersFilter, MembersModel, RatingsModel, ResultsModel

#: how many recent tables the page shows for a member
RECENT = 20
#: how long the search box is left alone before the chosen member's details are read (ms)
DETAILS_MS = 150


def _table(model: object, name: str) -> QTableView:
    view = QTableView()
    view.setModel(model)  # type: ignore[arg-type]
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setAccessibleName(name)
    view.setWordWrap(False)
    rows = view.verticalHeader()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view


class MembersPage(ClubPage):
    page_id = "members"

    def __init__(self, context: ClubContext, parent: QWidget | None = None) -> None:
        super().__init__(context, parent)
        self.dialog: QDialog | None = None  # the dialog open now (tests read it)
        self._typing = False
        self._stale = False
        #: the details (ratings, results) read once the search box is left alone for a moment
        self._details_timer = QTimer(self)
        self._details_timer.setSingleShot(True)
        self._details_timer.setInterval(DETAILS_MS)
        self._details_timer.timeout.connect(self._chosen)

        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search by name or e-mail"))
        self.search.setAccessibleName(self.tr("Search members"))
        self.search.setClearButtonEnabled(True)
        self.count = QLabel()
        self.count.setAccessibleName(self.tr("Members shown"))

        self.model = MembersModel(self)
        self.proxy = MembersFilter(self)
        self.proxy.setSourceModel(self.model)
        self.view = _table(self.proxy, self.tr("Members"))
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        header = self.view.horizontalHeader()
        # the name is read first: it stretches, the e-mail has what a name of 20 letters leaves
        # at 1024x600, and up to 2/5 of the width left when wide (_fit_email, as the view resizes)
        metrics = self.view.fontMetrics()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self._name_room = metrics.horizontalAdvance("Maximiliane Wilhelm") + 12
        self.view.viewport().installEventFilter(self)
        for c, sample in ((2, self.tr("retired")), (3, "2026-12-31"), (4, "00000")):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)  # never measured row by row
            title = str(self.model.headerData(c, Qt.Orientation.Horizontal))
            header.resizeSection(c, max(metrics.horizontalAdvance(sample), metrics.horizontalAdvance(title)) + 16)

        def button(text: str, name: str, slot: Callable[[], None]) -> QPushButton:
            b = QPushButton(text)
            b.setAccessibleName(name)
            b.clicked.connect(slot)
            return b

        self.add_button = button(self.tr("&Add…"), self.tr("Add a member"), self.add)
        self.edit_button = button(self.tr("&Edit…"), self.tr("Edit the member"), self.edit)
        self.retire_button = button(self.tr("&Retire"), self.tr("Retire the member"), self.retire)
        self.merge_button = button(self.tr("&Merge…"), self.tr("Merge two entries of one person"), self.merge)
        self.import_button = button(self.tr("&Import CSV…"), self.tr("Import members from a CSV file"),
                                    self.import_csv)
        self.export_button = button(self.tr("E&xport CSV…"), self.tr("Export the members to a CSV file"),
                                    self.export_csv)

        # the chosen member
        self.who = ElidedLabel()
        self.who.setAccessibleName(self.tr("Member chosen"))
        font = self.who.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.who.setFont(font)
        self.details = ElidedLabel()
        self.details.setAccessibleName(self.tr("E-mail and note"))
        self.ratings = RatingsModel(self)
        self.ratings_view = _table(self.ratings, self.tr("Ratings per game"))
        self.ratings_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.ratings_view.setMaximumHeight(self.ratings_view.horizontalHeader().sizeHint().height()
                                           + 3 * self.ratings_view.verticalHeader().defaultSectionSize() + 4)
        self.results = ResultsModel(self)
        self.results_view = _table(self.results, self.tr("Recent results"))
        self.results_view.setObjectName("recentResults")
        rh = self.results_view.horizontalHeader()
        for c in range(self.results.columnCount()):  # sized by _fit_results, as the rows change
            rh.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        rh.setSectionResizeMode(ResultsModel.EVENT, QHeaderView.ResizeMode.Stretch)  # the rest, elided
        self.results.modelReset.connect(self._fit_results)
        self._fit_results()
        self.results_view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("What was done"))

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.count)
        buttons = QHBoxLayout()
        for b in (self.add_button, self.edit_button, self.retire_button, self.merge_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.export_button)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(top)
        lv.addWidget(self.view, 1)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(8, 0, 0, 0)
        rv.addWidget(self.who)
        rv.addWidget(self.details)
        self.ratings_heading = QLabel(self.tr("Ratings"))
        self.results_heading = QLabel(self.tr("Recent results"))
        rv.addWidget(self.ratings_heading)
        rv.addWidget(self.ratings_view)
        rv.addWidget(self.results_heading)
        rv.addWidget(self.results_view, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)  # the list is read first: at 1024x600 its names whole
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([500, 500])
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.status)

        order: list[QWidget] = [self.add_button, self.edit_button, self.retire_button, self.merge_button,
                                self.import_button, self.export_button, self.search, self.view, self.ratings_view,
                                self.results_view]
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)

        self.search.textChanged.connect(self._search)
        self.search.returnPressed.connect(self._first_found)
        self.view.selectionModel().selectionChanged.connect(self._chosen)
        self.view.doubleClicked.connect(lambda _i: self.edit())
        self.proxy.modelReset.connect(self._counted)
        self.proxy.rowsInserted.connect(self._counted)
        self.proxy.rowsRemoved.connect(self._counted)
        self.proxy.layoutChanged.connect(self._counted)
        self._actions()
        self.refresh()

    def title(self) -> str:
        return self.tr("Members")

    # -- menu entries and shortcuts ------------------------------------------------------------
    def _actions(self) -> None:
        def action(text: str, keys: str | QKeySequence.StandardKey, slot: Callable[[], None]) -> QAction:
            a = QAction(text, self)
            a.setShortcut(QKeySequence(keys))
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.find_action = action(self.tr("&Find a member"), QKeySequence.StandardKey.Find, self.focus_search)
        self.add_action = action(self.tr("&Add a member…"), "Ctrl+Shift+A", self.add)
        self.edit_action = action(self.tr("&Edit the member…"), "F2", self.edit)
        self.retire_action = action(self.tr("&Retire or bring back"), "Ctrl+Shift+R", self.retire)
        self.merge_action = action(self.tr("&Merge two entries…"), "Ctrl+Shift+M", self.merge)
        self.import_action = action(self.tr("&Import members (CSV)…"), "Ctrl+Shift+I", self.import_csv)
        self.export_action = action(self.tr("E&xport members (CSV)…"), "Ctrl+Shift+X", self.export_csv)

    def menu_actions(self) -> list[QAction]:
        return [self.find_action, self.add_action, self.edit_action, self.retire_action, self.merge_action,
                self.import_action, self.export_action]

    page_actions = menu_actions

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_email()
        return super().eventFilter(watched, event)

    def _fit_email(self) -> None:
        header = self.view.horizontalHeader()
        others = sum(header.sectionSize(c) for c in range(2, header.count()))
        room = self.view.viewport().width() - others
        title = header.fontMetrics().horizontalAdvance(str(self.model.headerData(1, Qt.Orientation.Horizontal))) + 12
        header.resizeSection(1, max(header.minimumSectionSize(), title, min(room - self._name_room, room * 2 // 5)))

    def _fit_results(self) -> None:
        """A member's results: the date, the game and the result as wide as their titles and
        their (at most RECENT) cells, the event the rest, never sideways."""
        rh = self.results_view.horizontalHeader()
        cells, titles = self.results_view.fontMetrics(), rh.fontMetrics()
        for c in (ResultsModel.DATE, ResultsModel.GAME, ResultsModel.RESULT):
            texts = [str(self.results.index(r, c).data() or "") for r in range(self.results.rowCount())]
            title = str(self.results.headerData(c, Qt.Orientation.Horizontal))
            rh.resizeSection(c, max([titles.horizontalAdvance(title) + 16,
                                     *(cells.horizontalAdvance(t) + 12 for t in texts)]))

    def _changed(self) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True  # read again when shown

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()
        if self.dialog is None:
            self.search.setFocus()  # the organizer types a name at once

    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    # -- reading -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._stale = False
        db = self.context.database
        keep = self.chosen_ids()
        try:
            lines = member_lines(db) if db is not None else []
        except Exception as e:  # a damaged or vanished database: one line, the page stays
            self.status.setText(one_line(e))
            lines = []
        self.model.set_members(lines)
        self.choose(keep)
        self._chosen()
        self._counted()

    def _search(self, text: str) -> None:
        self._typing = True  # the chosen member's details follow once the typing pauses
        try:
            self.proxy.set_search(text)
            self._counted()
            if not self.view.selectionModel().hasSelection() and self.proxy.rowCount():
                self.view.selectRow(0)
        finally:
            self._typing = False

    def _first_found(self) -> None:
        if self.proxy.rowCount():
            self.view.selectRow(0)
            self.view.setFocus()

    def _counted(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count.setText(fill(self.tr("%1 of %2"), shown, total) if shown != total
                           else self.tr("1 member") if total == 1 else fill(self.tr("%1 members"), total))

    def chosen_ids(self) -> list[int]:
        """The selected members' ids, in the order shown."""
        rows = sorted(self.view.selectionModel().selectedRows())
        return [int(i.data(ID_ROLE)) for i in sorted(rows, key=lambda i: i.row())]

    def choose(self, ids: list[int]) -> None:
        """Select these members (those shown)."""
        sel = self.view.selectionModel()
        sel.clearSelection()
        first = True
        for mid in ids:
            row = self.model.row_of(mid)
            if row < 0:
                continue
            index = self.proxy.mapFromSource(self.model.index(row, 0))
            if not index.isValid():
                continue
            flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
            if first:
                sel.setCurrentIndex(index, flags)
                self.view.scrollTo(index)
                first = False
            else:
                sel.select(index, flags)

    def _chosen(self, *_: object) -> None:
        if self._typing:
            self._details_timer.start()
            return
        self._details_timer.stop()
        ids = self.chosen_ids()
        one = len(ids) == 1
        self.edit_button.setEnabled(one)
        self.retire_button.setEnabled(one)
        self.merge_button.setEnabled(len(ids) == 2)
        db = self.context.database
        for b in (self.add_button, self.import_button, self.export_button):
            b.setEnabled(db is not None)
        if not one or db is None:
            self.who.setText(self.tr("Choose a member") if not ids else fill(self.tr("%1 members chosen"), len(ids)))
            self.details.setText("")
            self.ratings.set_ratings([])
            self.results.set_results([])
            self.retire_button.setText(self.tr("&Retire"))
            return
        m = self.model.member(self.model.row_of(ids[0]))
        self.retire_button.setText(self.tr("&Retire") if m.active else self.tr("Bring &back"))
        self.retire_button.setAccessibleName(self.tr("Retire the member") if m.active
                                             else self.tr("Bring the member back"))
        self.who.setText(m.name if m.active else fill(self.tr("%1 (retired)"), who(m.name)))
        self.details.setText(" · ".join(x for x in (m.email or "", (m.note or "").replace("\n", " ")) if x))
        try:
            self.ratings.set_ratings(member_ratings(db, m.id))
            self.results.set_results(recent_results(db, m.id, RECENT))
        except Exception as e:
            self.status.setText(one_line(e))
        self.results_heading.setText(self.tr("Recent results") if self.results.rowCount()
                                     else self.tr("Recent results: none yet"))
        self.ratings_heading.setText(self.tr("Ratings") if self.ratings.rowCount() else self.tr("Ratings: none yet"))

    # -- doing -------------------------------------------------------------------------------------
    def _done(self, text: str, chosen: list[int] | None = None) -> None:
        """After a change was committed: say so, show it, tell the other pages."""
        self.status.setText(text)
        self.refresh()
        if chosen is not None:
            self.choose(chosen)
        self.context.notify_changed()

    def _refused(self, title: str, e: Exception) -> None:
        self.context.dialogs.warning(self, title, one_line(e))

    def _open(self, dialog: QDialog, accepted: Callable[[], None]) -> None:
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(accepted)
        dialog.finished.connect(lambda _r: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def add(self) -> None:
        if self.context.database is None:
            return
        added: list[MemberInfo] = []

        def submit(name: str, email: str, note: str) -> str | None:
            db = self.context.database
            if db is None:
                return self.tr("No club database is open")
            try:
                added.append(add_member(db, name, email=email, note=note))
            except Exception as e:  # said in the dialog, which stays open with what was typed
                return fill(self.tr("Not added: %1"), one_line(e))
            return None

        def accepted() -> None:
            if added:
                self.search.clear()
                self._done(fill(self.tr("%1 added"), who(added[0].name)), [added[0].id])

        self._open(MemberDialog(self.tr("Add a member"), self, name=self.search.text().strip(), submit=submit),
                   accepted)

    def edit(self) -> None:
        ids = self.chosen_ids()
        if len(ids) != 1 or self.context.database is None:
            return
        m = self.model.member(self.model.row_of(ids[0]))
        saved: list[MemberInfo] = []

        def submit(name: str, email: str, note: str) -> str | None:
            db = self.context.database
            if db is None:
                return self.tr("No club database is open")
            try:
                saved.append(edit_member(db, m.id, name=name, email=email, note=note))
            except Exception as e:  # said in the dialog, which stays open with what was typed
                return fill(self.tr("Not saved: %1"), one_line(e))
            return None

        def accepted() -> None:
            if saved:
                self._done(fill(self.tr("%1 saved"), who(saved[0].name)), [saved[0].id])

        self._open(MemberDialog(self.tr("Edit member"), self, name=m.name, email=m.email or "", note=m.note or "",
                                submit=submit), accepted)

    def retire(self) -> None:
        ids = self.chosen_ids()
        db = self.context.database
        if len(ids) != 1 or db is None:
            return
        m = self.model.member(self.model.row_of(ids[0]))
        try:
            after = retire_member(db, m.id, retired=m.active)
        except Exception as e:
            self._refused(self.tr("Not changed"), e)
            return
        text = (fill(self.tr("%1 is back: checked in to new events again"), who(after.name)) if after.active
                else fill(self.tr("%1 is retired: kept in every result and rating, left out of new events"),
                          who(after.name)))
        self._done(text, [after.id])

    def merge(self) -> None:
        ids = self.chosen_ids()
        if self.context.database is None:
            return
        if len(ids) != 2:
            self.context.dialogs.information(self, self.tr("Merge"), self.tr(
                "Choose the two entries of one person in the list (Ctrl+click the second), then Merge."))
            return
        a, b = (self.model.member(self.model.row_of(i)) for i in ids)
        dialog = MergeDialog((a.id, a.name, a.games), (b.id, b.name, b.games), self)

        def accepted() -> None:
            db = self.context.database
            if db is None:
                return
            keep, drop = dialog.keep_drop()
            try:
                m = merge_members(db, keep, drop)
            except Exception as e:
                self._refused(self.tr("Not merged"), e)
                return
            self._done(fill(self.tr("%1 merged into %2: %3 match seats, %4 rating steps and %5 event entries "
                                    "moved"), who(m.dropped.name), who(m.kept.name), m.matches, m.ratings, m.events),
                       [m.kept.id])

        self._open(dialog, accepted)

    # -- CSV ---------------------------------------------------------------------------------------
    def import_csv(self) -> None:
        db = self.context.database
        if db is None or self.context.jobs.busy:
            return
        path = self.context.dialogs.open_csv(self, self.tr("Import members"), str(Path.home()))
        if not path:
            return
        try:
            if os.path.getsize(path) > MAX_CSV_BYTES:
                raise OSError(fill(self.tr("%1 is larger than %2 MB: not a members list"),
                                   os.path.basename(path), MAX_CSV_BYTES // (1024 * 1024)))
            data = Path(path).read_bytes()
        except OSError as e:
            self.context.dialogs.warning(self, self.tr("Nothing imported"), str(e.strerror or e))
            return
        name = os.path.basename(path)
        self.context.jobs.start(lambda: preview(db, data), self.tr("Reading the members file…"),
                                lambda p: self._previewed(name, data, p),
                                lambda msg: self.context.dialogs.warning(self, self.tr("Nothing imported"), msg))

    def _previewed(self, name: str, data: bytes, p: Preview) -> None:
        if p.ok:  # "1 new member", never "1 new members"
            new = self.tr("1 new member to add") if len(p.add) == 1 else \
                fill(self.tr("%1 new members to add"), len(p.add))
            known = self.tr("1 already a member") if len(p.known) == 1 else \
                fill(self.tr("%1 already members"), len(p.known))
            heading = fill(self.tr("%1, %2 (left as they are)."), new, known)
            lines = self.preview_lines(p)
        else:
            heading = self.tr("Nothing can be imported: 1 row is bad. Put it right in the file and import it "
                              "again.") if len(p.errors) == 1 else \
                fill(self.tr("Nothing can be imported: %1 rows are bad. Put them right in the file and "
                             "import it again."), len(p.errors))
            lines = list(p.errors)
        if p.encoding == WINDOWS_1252:  # Excel's "CSV" on Windows: an accent read wrongly shows in the rows
            heading = self.tr("Read as Windows-1252 (not UTF-8): check the accented names.") + "\n" + heading
        dialog = ImportPreviewDialog(name, heading, lines, importable=p.ok and bool(p.add), parent=self)

        def accepted() -> None:
            db = self.context.database
            if db is None:
                return
            stop = Stop()
            self.context.jobs.start(lambda: import_members(db, data, stop), self.tr("Importing members…"),
                                    self._imported,
                                    lambda msg: self.context.dialogs.warning(self, self.tr("Nothing imported"), msg),
                                    cancel=stop.set,
                                    stopped=lambda: self.status.setText(self.tr("Import cancelled: nothing imported")))

        self._open(dialog, accepted)

    def preview_lines(self, p: Preview) -> list[str]:
        """The preview's rows in the app's language (the command line prints ``Preview.lines()``)."""
        from engine.names import quote

        return [fill(self.tr("row %1: add %2"), m.row, quote(m.name)) for m in p.add] + \
            [fill(self.tr("row %1: %2 is already member %3: left as it is"), row, quote(m.name), m.id)
             for row, m in p.known]

    def _imported(self, value: tuple[Preview, list[MemberInfo]]) -> None:
        p, added = value
        if not p.ok:  # the file was checked again and has changed in the database since
            self.context.dialogs.warning(self, self.tr("Nothing imported"), "\n".join(p.errors))
            return
        self._done(self.tr("1 member imported") if len(added) == 1
                   else fill(self.tr("%1 members imported"), len(added)), [m.id for m in added[:1]])

    def export_csv(self) -> None:
        db = self.context.database
        if db is None or self.context.jobs.busy:
            return
        path = self.context.dialogs.save_csv(self, self.tr("Export members"), str(Path.home() / "members.csv"))
        if not path:
            return
        self.context.jobs.start(lambda: export_members(db, path), self.tr("Writing the members file…"),
                                lambda n: self.status.setText(fill(self.tr("%1 members written to %2"), n,
                                                                   os.path.basename(path))),
                                lambda msg: self.context.dialogs.warning(self, self.tr("Not exported"), msg))


