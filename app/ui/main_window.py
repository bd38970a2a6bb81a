"""The main window. For now: the Team List browser (sections, entries, costs, allowances)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QMainWindow,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
)

from app.messages import characteristic_name, section_name
from app.rules.library import builtin_teamlists
from app.rules.teamlist import Entry, Section, TeamList, display_name, entry_base_cost
from app.rules.validation import points_int


class MainWindow(QMainWindow):
    def __init__(self, language: str = "en") -> None:
        super().__init__()
        self.language = language
        self.setWindowTitle(self.tr("Force Sheet"))
        self.resize(1000, 650)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Team List / entry"), self.tr("Points"),
                                   self.tr("Allowance")])
        self.tree.setColumnWidth(0, 260)
        self.tree.setColumnWidth(1, 60)
        self.details = QTextBrowser()
        split = QSplitter()
        split.addWidget(self.tree)
        split.addWidget(self.details)
        split.setStretchFactor(1, 1)
        split.setSizes([420, 580])
        self.setCentralWidget(split)
        self._entries: dict[int, tuple[TeamList, Entry]] = {}
        self.tree.currentItemChanged.connect(self._on_current_item_changed)
        QShortcut(QKeySequence.StandardKey.Quit, self, self.close)
        self.populate(builtin_teamlists().values())

    def populate(self, lists: object) -> None:
        self.tree.clear()
        for tl in lists:  # type: ignore[attr-defined]
            top = QTreeWidgetItem([f"{display_name(tl, self.language)} ({tl.version})", "", ""])
            self.tree.addTopLevelItem(top)
            for sec in Section:
                entries = [e for e in tl.entries if tl.section_of(e) == sec]
                if not entries:
                    continue
                cat = tl.index.categories.get(sec.value)
                allowance = _allowance(cat.constraints) if cat else ""
                sec_item = QTreeWidgetItem([section_name(sec.value), "", allowance])
                top.addChild(sec_item)
                for e in entries:
                    cost = str(points_int(entry_base_cost(e)))
                    name = display_name(e, self.language)
                    item = QTreeWidgetItem([name, cost, _allowance(e.constraints)])
                    item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
                    sec_item.addChild(item)
                    self._entries[id(item)] = (tl, e)
            top.setExpanded(True)

    def _on_current_item_changed(self, current: QTreeWidgetItem | None, _prev: object) -> None:
        found = self._entries.get(id(current)) if current is not None else None
        if found is None:
            self.details.clear()
            return
        tl, e = found
        lang = self.language
        rows = "".join(
            f"<tr><th>{characteristic_name(k)}</th><td>{v}</td></tr>"
            for p in e.profiles
            for k, v in p.characteristics
        )
        rules = ", ".join(
            display_name(tl.index.rules[r], lang) for r in e.rules if r in tl.index.rules
        )
        gear = ", ".join(display_name(tl.wargear[w], lang) for w in e.wargear if w in tl.wargear)
        opts = "".join(
            f"<li><b>{display_name(g, lang)}</b>: "
            + ", ".join(f"{display_name(i, lang)} ({points_int(i.cost)})" for i in g.entries)
            + "</li>"
            for g in e.groups
        )
        wargear_label = self.tr("Wargear")
        rules_label = self.tr("Special rules")
        self.details.setHtml(
            f"<h2>{display_name(e, lang)}</h2><table>{rows}</table>"
            f"<p><b>{wargear_label}:</b> {gear}</p>"
            f"<p><b>{rules_label}:</b> {rules}</p><ul>{opts}</ul>"
        )


def _allowance(constraints: object) -> str:
    lo, hi = 0, None
    for c in constraints:  # type: ignore[attr-defined]
        if c.kind == "min":
            lo = int(c.value)
        else:
            hi = int(c.value)
    if lo == 0 and hi is None:
        return ""
    return f"{lo}-{hi}" if hi is not None else f"{lo}+"
