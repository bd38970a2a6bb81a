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

from app.messages import section_name
from app.rules.library import builtin_teamlists
from app.rules.teamlist import Entry, Section, TeamList, entry_base_cost
from app.rules.validation import points_int


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
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
            top = QTreeWidgetItem([f"{tl.name} ({tl.version})", "", ""])
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
                    item = QTreeWidgetItem([e.name, str(points_int(entry_base_cost(e))),
                                            _allowance(e.constraints)])
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
        rows = "".join(
            f"<tr><th>{k}</th><td>{v}</td></tr>" for p in e.profiles for k, v in p.characteristics
        )
        rules = ", ".join(tl.index.rules[r].name for r in e.rules if r in tl.index.rules)
        gear = ", ".join(tl.wargear[w].name for w in e.wargear if w in tl.wargear)
        opts = "".join(
            f"<li><b>{g.name}</b>: " + ", ".join(f"{i.name} ({points_int(i.cost)})"
                                                  for i in g.entries) + "</li>"
            for g in e.groups
        )
        self.details.setHtml(
            f"<h2>{e.name}</h2><table>{rows}</table>"
            f"<p><b>{self.tr('Wargear')}:</b> {gear}</p>"
            f"<p><b>{self.tr('Special rules')}:</b> {rules}</p><ul>{opts}</ul>"
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
