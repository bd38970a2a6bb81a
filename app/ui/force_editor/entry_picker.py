"""Add models: the Team List's recruitable entries by section with their costs, type to filter.

:class:`EntryPicker` is the side panel of the Force editor; :class:`AddModelDialog` wraps it for
other dialogs (recruiting in the Spend RP step). Keyboard: type to filter (in any language of the
entry's names, or its id), Down to the list, Enter to add.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from app.i18n.messages import section_name
from app.rules.pricing import catalogue_price
from app.rules.teamlist import Entry, Section, TeamList, display_name
from app.rules.validation import points_int
from app.ui.force_editor.lang import current_language
from app.ui.reference import teamlist_rules_tooltip
from app.ui.widgets.context_help import install_context_help

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2


def _searchable(e: Entry) -> str:
    return " ".join([e.id, e.name, *e.names.values()]).casefold()


class EntryPicker(QWidget):
    """Emits ``entry_chosen(entry_id)`` when the player adds an entry (Enter, double-click)."""

    entry_chosen = Signal(str)

    def __init__(self, team_list: TeamList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team_list = team_list
        self.title = QLabel()
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.installEventFilter(self)
        self.source = QStandardItemModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.source)
        self.proxy.setRecursiveFilteringEnabled(True)
        self.proxy.setFilterRole(SEARCH_ROLE)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.view = QTreeView()
        self.view.setModel(self.proxy)
        self.view.setRootIsDecorated(False)
        self.view.setUniformRowHeights(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.installEventFilter(self)
        self.view.doubleClicked.connect(self._on_view_double_clicked)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.choose_current)
        self.filter.textChanged.connect(self._on_filter_text_changed)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.title)
        lay.addWidget(self.filter)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.add_button)
        self.retranslate()

    # -- content -------------------------------------------------------------------------------
    def set_team_list(self, team_list: TeamList) -> None:
        """Show another Team List's entries (the Force moved to another revision)."""
        self.team_list = team_list
        self._populate(current_language())

    def retranslate(self) -> None:
        self.title.setText(self.tr("Add models"))
        self.filter.setPlaceholderText(self.tr("Type to filter, Enter to add"))
        self.add_button.setText(self.tr("Add to the Force"))
        current = self.current_entry()
        self._populate(current_language())
        if current is not None:
            self.select_entry(current)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _populate(self, language: str) -> None:
        self.source.clear()
        self.source.setHorizontalHeaderLabels([self.tr("Entry"), self.tr("Points")])
        tl = self.team_list
        by_section: dict[str, list[Entry]] = {}
        for e in tl.entries:
            if e.hidden:
                continue
            sec = tl.section_of(e)
            key = str(sec) if sec is not None else ("transport" if e.transport else "other")
            by_section.setdefault(key, []).append(e)
        order = [str(s) for s in Section] + ["other"]
        for key in order:
            entries = by_section.get(key)
            if not entries:
                continue
            head = QStandardItem(section_name(key) if key != "other" else self.tr("Other"))
            head.setSelectable(False)
            head.setEnabled(False)  # keyboard navigation skips the section titles
            head.setForeground(self.palette().text())  # …which still read as titles
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            head.setData("", SEARCH_ROLE)
            tail = QStandardItem("")
            tail.setSelectable(False)
            tail.setEnabled(False)
            for e in entries:
                name = QStandardItem(display_name(e, language))
                name.setData(e.id, ENTRY_ROLE)
                name.setData(_searchable(e), SEARCH_ROLE)
                cost = points_int(catalogue_price(tl, e.id))  # what adding it costs
                text = str(cost)
                if e.squad_size:
                    text = self.tr("{cost} for {size}").format(cost=cost, size=e.squad_size)
                pts = QStandardItem(text)
                pts.setData(e.id, ENTRY_ROLE)
                pts.setData(_searchable(e), SEARCH_ROLE)
                pts.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                # the name (the id is no word a player reads) and the special rules, with texts
                tip = teamlist_rules_tooltip(tl, _rule_ids(tl, e), language, title=name.text())
                for it in (name, pts):
                    it.setEditable(False)
                    it.setToolTip(tip)
                head.appendRow([name, pts])
            self.source.appendRow([head, tail])
        self.view.expandAll()
        header = self.view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)

    def wanted_width(self) -> int:
        """The width showing every entry's name and price whole (Russian names are long; a
        larger font widens them), its scroll bar included."""
        view = self.view
        points = max(view.sizeHintForColumn(1), view.header().sectionSizeHint(1))
        scroll = view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, view)
        return view.sizeHintForColumn(0) + points + scroll + 2 * view.frameWidth() + 4

    # -- choosing ------------------------------------------------------------------------------
    def current_entry(self) -> str | None:
        ix = self.view.currentIndex()
        value = ix.data(ENTRY_ROLE) if ix.isValid() else None
        return str(value) if value else None

    def select_entry(self, entry_id: str) -> bool:
        for ix in self._entry_indexes():
            if ix.data(ENTRY_ROLE) == entry_id:
                self.view.setCurrentIndex(ix)
                return True
        return False

    def visible_entries(self) -> list[str]:
        return [str(ix.data(ENTRY_ROLE)) for ix in self._entry_indexes()]

    def _entry_indexes(self) -> list[QModelIndex]:
        out: list[QModelIndex] = []
        for r in range(self.proxy.rowCount()):
            head = self.proxy.index(r, 0)
            for c in range(self.proxy.rowCount(head)):
                out.append(self.proxy.index(c, 0, head))
        return out

    def choose_current(self) -> None:
        entry = self.current_entry()
        if entry is not None:
            self.entry_chosen.emit(entry)

    def focus_filter(self) -> None:
        self.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter.selectAll()

    def _on_filter_text_changed(self, text: str) -> None:
        self.proxy.setFilterFixedString(text.casefold())
        self.view.expandAll()
        current = self.current_entry()
        visible = self.visible_entries()
        if visible and current not in visible:
            self.select_entry(visible[0])

    def _on_view_double_clicked(self, index: QModelIndex) -> None:
        if index.data(ENTRY_ROLE):
            self.choose_current()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if watched is self.filter and self.current_entry() is None:
                    visible = self.visible_entries()
                    if visible:
                        self.select_entry(visible[0])
                self.choose_current()
                return True
            if watched is self.filter and key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                self.view.setFocus(Qt.FocusReason.TabFocusReason)
                if self.current_entry() is None:
                    visible = self.visible_entries()
                    if visible:
                        self.select_entry(visible[0])
                return True
        return super().eventFilter(watched, event)


class AddModelDialog(QDialog):
    """Pick one entry to recruit; ``chosen_entry`` holds it once accepted."""

    def __init__(self, team_list: TeamList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chosen_entry: str | None = None
        self.picker = EntryPicker(team_list)
        self.picker.entry_chosen.connect(self._on_entry_chosen)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.picker.choose_current)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "force_editor", self.buttons)
        lay = QVBoxLayout(self)
        lay.addWidget(self.picker)
        lay.addWidget(self.buttons)
        self.picker.add_button.hide()
        self.resize(420, 520)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Recruit a model"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_entry_chosen(self, entry_id: str) -> None:
        self.chosen_entry = entry_id
        self.accept()


def _rule_ids(tl: TeamList, entry: Entry) -> list[str]:
    """The special rules of ``entry``, of the models in it and of the wargear they carry."""
    out: list[str] = []
    for e in entry.walk():
        out.extend(e.rules)
        for w in e.wargear:
            item = tl.wargear.get(w)
            out.extend(item.rules if item is not None else ())
    return out
