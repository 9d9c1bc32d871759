"""The Help window: the rules of each game and every ruling, in the project's words
(rules_help.py), with a box that jumps to a ruling by its id ("C7") or searches.

It is an ordinary window beside the table, not modal: a player can keep it open
while playing.  A refusal's ruling link opens it at that ruling.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.rulesets import get_ruleset, listed_rulesets

from ..text import QT_TRANSLATE_NOOP, fill
from ..widgets.screen_fit import fit_on_show
from . import rules_help as R


#: the groups of rulings: those for every game, then each game's (its ruleset's prefix and short name)
def groups() -> tuple[tuple[str, str], ...]:
    """The groups as the registry has the games now."""
    return (("A", QT_TRANSLATE_NOOP("HelpWindow", "All games")),
            *((r.ruling_prefix, r.short_name) for r in listed_rulesets() if r.ruling_prefix))


_KEY = Qt.ItemDataRole.UserRole


def _span(prefix: str) -> str:
    """``C1-C15``: the rulings of one group."""
    return f"{prefix}1-{prefix}{len(R.rulings_of(prefix))}"


def _linked(text: str) -> str:
    """Plain text as HTML, each ruling id a link to it."""
    return R.ruling_ids().sub(
        lambda m: f'<a href="ruling:{m[0]}">{m[0]}</a>' if R.ruling(m[0]) else m[0], html.escape(text)
    )


class HelpWindow(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpWindow")
        self.setWindowTitle(self.tr("Bakehouse — Rules and rulings"))
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Go to")))
        self.search = QLineEdit()
        self.search.setObjectName("helpSearch")
        self.search.setAccessibleName(self.tr("Go to"))
        self.search.setPlaceholderText(self.tr("a ruling such as C7, or words to look for (bakery, biscuit ...)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._go)
        top.addWidget(self.search, 1)
        lay.addLayout(top)
        self.tree = QTreeWidget()
        self.tree.setObjectName("helpContents")
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(self._item_chosen)
        games = QTreeWidgetItem(self.tree, [self.tr("The games")])
        for g in R.games():
            item = QTreeWidgetItem(games, [g.name])
            item.setData(0, _KEY, f"game:{g.ruleset_id}")
        self.items: dict[str, QTreeWidgetItem] = {}
        for prefix, title in groups():
            group = QTreeWidgetItem(self.tree, [fill(self.tr("Rulings: %1"), self.tr(title))])
            for r in R.rulings_of(prefix):
                item = QTreeWidgetItem(group, [f"{r.id}  {r.title}"])
                item.setData(0, _KEY, f"ruling:{r.id}")
                item.setToolTip(0, r.text)
                self.items[r.id] = item
        self.tree.expandItem(games)
        self.page = QTextBrowser()
        self.page.setObjectName("helpPage")
        self.page.setOpenLinks(False)
        self.page.anchorClicked.connect(self._link)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.tree)
        split.addWidget(self.page)
        split.setStretchFactor(1, 1)
        split.setSizes([250, 450])
        lay.addWidget(split, 1)
        self.status = QLabel("")
        self.status.setObjectName("helpStatus")
        lay.addWidget(self.status)
        QShortcut(QKeySequence("Ctrl+F"), self, self.focus_search)
        self.current = ""
        self.resize(760, 500)  # inside a 1024x600 screen
        self.show_game("classic")
        fit_on_show(self)  # within a 1024x600 screen whenever shown (#30)

    # -- what is on show ---------------------------------------------------------------------
    def show_game(self, ruleset_id: str) -> bool:
        g = R.game(ruleset_id)
        if g is None:
            return False
        parts = [f"<h2>{html.escape(g.name)}</h2>"]
        parts += [f"<p>{_linked(p)}</p>" for p in g.paragraphs]
        parts.append("<h3>" + html.escape(self.tr("Its rulings")) + "</h3><ul>")
        rulings = R.rulings_of(g.prefix)
        base = get_ruleset(g.ruleset_id).extends
        if base is not None:
            kept = get_ruleset(base)
            every = fill(self.tr("and every %1 ruling (%2) not changed here"), kept.short_name, _span(kept.ruling_prefix))
            parts.append(f"<li>{html.escape(every)}</li>")
        for r in rulings:
            parts.append(f'<li><a href="ruling:{r.id}">{r.id}</a> <b>{html.escape(r.title)}</b>: {_linked(r.text)}</li>')
        parts.append("</ul>")
        self._set(f"game:{ruleset_id}", "".join(parts))
        return True

    def show_ruling(self, ruling_id: str) -> bool:
        """Show one ruling (``"C7"``; case and spaces do not matter); False if there is none."""
        r = R.ruling(ruling_id)
        if r is None:
            spans = [_span(prefix) for prefix, _ in groups()]
            self.status.setText(fill(self.tr("There is no ruling %1: rulings are %2 and %3."),
                                     repr(ruling_id.strip()[:10]), ", ".join(spans[:-1]), spans[-1]))
            return False
        game = next((g for g in R.games() if g.prefix == r.id[0]), None)
        if game:
            link = f'<a href="game:{game.ruleset_id}">{html.escape(game.name)}</a>'
            where = "<p>" + fill(html.escape(self.tr("From the rules of %1.")), link) + "</p>"
        else:
            where = "<p>" + html.escape(self.tr("For every game.")) + "</p>"
        text = f"<h2>{r.id} · {html.escape(r.title)}</h2><p>{_linked(r.text)}</p>{where}"
        self._set(f"ruling:{r.id}", text)
        return True

    def _set(self, key: str, body: str) -> None:
        self.current = key
        self.page.setHtml(body)
        self.status.setText("")
        item = self._item_for(key)
        if item is not None and self.tree.currentItem() is not item:
            self.tree.blockSignals(True)
            self.tree.setCurrentItem(item)
            self.tree.blockSignals(False)

    def _item_for(self, key: str) -> QTreeWidgetItem | None:
        if key.startswith("ruling:"):
            return self.items.get(key.partition(":")[2])
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None:
                continue
            for j in range(top.childCount()):
                child = top.child(j)
                if child is not None and child.data(0, _KEY) == key:
                    return child
        return None

    def page_text(self) -> str:
        return self.page.toPlainText()

    # -- finding -------------------------------------------------------------------------------
    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _go(self) -> None:
        """Enter in the box: a ruling id jumps to it; words show the first ruling they match."""
        text = self.search.text().strip()
        if not text:
            return
        if R.ruling(text) is not None or re.fullmatch(r"[A-Za-z]\d{1,2}", text):
            self.show_ruling(text)  # or says there is no such ruling
            return
        found = self._matches(text)
        if found:
            self.show_ruling(found[0])
            self.status.setText(fill(self.tr("%1 rulings mention %2: %3"), len(found), repr(text[:40]),
                                     ", ".join(found[:12])))
        else:
            self.status.setText(fill(self.tr("No ruling mentions %1."), repr(text[:40])))


    def _matches(self, text: str) -> list[str]:
        words = text.lower().split()
        return [r.id for r in R.rulings() if all(w in f"{r.id} {r.title} {r.text}".lower() for w in words)]

    def _filter(self, text: str) -> None:
        """As the player types: a ruling id shows at once; words narrow the list of rulings."""
        if R.ruling(text) is not None:
            self.show_ruling(text)
        found = set(self._matches(text)) if text.strip() else None
        for rid, item in self.items.items():
            item.setHidden(found is not None and rid not in found)
        if found is not None:
            self.tree.expandAll()

    # -- following links -------------------------------------------------------------------------
    def _link(self, url: QUrl) -> None:
        kind, _, value = url.toString().partition(":")
        if kind == "ruling":
            self.show_ruling(value)
        elif kind == "game":
            self.show_game(value)

    def _item_chosen(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        key = item.data(0, _KEY) if item is not None else None
        if isinstance(key, str):
            self._link(QUrl(key))
