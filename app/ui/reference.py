"""The Rules Reference window (Help ▸ Rules Reference, F1) and the rule tooltips of the dialogs.

The window searches :mod:`app.rules.reference` as you type, in the three languages at once
("peur", "fear" and "страх" find the same rule), lists the entries found, and shows the selected
one in the interface language: its text, its costs, its (X) value when the query gave one
("Fear (2)"), the entries it refers to (links), and where its facts come from. It is non-modal,
one per main window (:func:`show_reference`), and remembers its size and splitter.

:func:`rule_tooltip` (one rule, honour or upgrade) and :func:`rules_tooltip` (several) give the
tooltips the Force editor, Spend RP and Build a Team show wherever such a thing is named;
:func:`teamlist_rules_tooltip` does it for the special rules of a Team List entry.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHideEvent,
    QKeySequence,
    QPainter,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.rules.reference import KINDS, Entry, Hit, Reference, View, default_reference
from app.ui.settings import Settings
from app.ui.widgets.screen import fit_to_screen

if TYPE_CHECKING:
    from app.rules.teamlist import TeamList
    from app.ui.sheet_export import SheetExport

__all__ = [
    "ReferenceWindow",
    "rule_tooltip",
    "rules_tooltip",
    "show_reference",
    "teamlist_rules_tooltip",
]

WINDOW_NAME = "reference_window"
_ID = int(Qt.ItemDataRole.UserRole)
_VALUE = _ID + 1
_NAME = _ID + 2
_KIND = _ID + 3
_PAD = 4
_Index = QModelIndex | QPersistentModelIndex
_LINK_SCHEME = "ref"


def _language() -> str:
    from app.i18n import current_language

    return current_language()


# -- tooltips -----------------------------------------------------------------------------------
def _find(reference: Reference, name_or_id: str,
          kinds: Sequence[str] = ()) -> tuple[Entry, str | None] | None:
    for kind in kinds:
        entry = reference.get(f"{kind}.{name_or_id}")
        if entry is not None:
            return entry, None
    return reference.resolve(name_or_id)


def _tip_block(name: str, text: str, facts: Sequence[str] = ()) -> str:
    head = f"<b>{escape(name)}</b>"
    if facts:
        head += f" <i>({escape(', '.join(facts))})</i>"
    return f"{head}<br/>{escape(text)}" if text else head


def rule_tooltip(name_or_id: str, lang: str | None = None, *, kinds: Sequence[str] = (),
                 reference: Reference | None = None) -> str:
    """A rich-text tooltip with the name and text of the rule, honour, upgrade or term
    ``name_or_id`` names in ``lang`` (default: the interface language); ``kinds`` are tried
    first for a bare key (``kinds=("honour", "walker_honour")`` for an honour id). "" when the
    reference does not know it."""
    ref = reference or default_reference()
    lang = lang or _language()
    found = _find(ref, name_or_id, kinds)
    if found is None:
        return ""
    entry, value = found
    return f"<qt>{_tip_block(entry.name(lang, value), entry.text(lang, value))}</qt>"


def rules_tooltip(names_or_ids: Iterable[str], lang: str | None = None, *,
                  kinds: Sequence[str] = (), reference: Reference | None = None) -> str:
    """One tooltip for several rules or honours (each name, then its text); a name the reference
    does not know is listed as it is. "" for none."""
    ref = reference or default_reference()
    lang = lang or _language()
    blocks: list[str] = []
    for item in names_or_ids:
        found = _find(ref, item, kinds)
        if found is None:
            blocks.append(f"<b>{escape(item)}</b>")
        else:
            entry, value = found
            blocks.append(_tip_block(entry.name(lang, value), entry.text(lang, value)))
    return f"<qt>{'<br/><br/>'.join(blocks)}</qt>" if blocks else ""


def teamlist_rules_tooltip(teamlist: TeamList, rule_ids: Iterable[str], lang: str | None = None,
                           *, title: str = "", honours: Iterable[str] = (),
                           reference: Reference | None = None) -> str:
    """The special rules ``rule_ids`` of ``teamlist`` as one tooltip, in ``lang``: a shipped
    list's own (translated) texts; an imported catalogue's rule in the reference's words when
    the reference knows it by name, else as the catalogue gives it. The Battle Honours
    ``honours`` (ids) follow. ``title`` (the model's name) heads it; with neither rules nor
    honours the tooltip is just the title."""
    from app.rules.teamlist import display_name, display_text

    ref = reference or default_reference()
    lang = lang or _language()
    rules = teamlist.index.rules
    imported = teamlist.origin == "battlescribe"
    blocks: list[str] = []
    for rule_id in dict.fromkeys(rule_ids):
        rule = rules.get(rule_id)
        if rule is None:
            continue
        found = ref.link_entry(rule.name) if imported else None
        if found is not None:
            blocks.append(_tip_block(found[0].name(lang, found[1]), found[0].text(lang, found[1])))
        else:
            blocks.append(_tip_block(display_name(rule, lang), display_text(rule, lang)))
    for honour in honours:
        found = _find(ref, honour, ("honour", "walker_honour"))
        blocks.append(_tip_block(found[0].name(lang), found[0].text(lang)) if found is not None
                      else f"<b>{escape(honour)}</b>")
    if not blocks:
        return escape(title)
    head = [f"<b>{escape(title)}</b>"] if title else []
    return f"<qt>{'<br/><br/>'.join(head + blocks)}</qt>"


# -- the window ---------------------------------------------------------------------------------
class _ResultDelegate(QStyledItemDelegate):
    """A result: its name (wrapped, never cut), and its kind in small grey letters below."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view

    @staticmethod
    def _small(font: QFont) -> QFont:
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() * 0.85))
        return small

    def _layout(self, option: QStyleOptionViewItem, index: _Index,
                width: int) -> tuple[QRect, QRect]:
        flags = int(Qt.TextFlag.TextWordWrap)
        name = QFontMetrics(option.font).boundingRect(
            QRect(0, 0, width, 10_000), flags, str(index.data(_NAME) or ""))
        kind = QFontMetrics(self._small(option.font)).boundingRect(
            QRect(0, 0, width, 10_000), flags, str(index.data(_KIND) or ""))
        return name, kind

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        width = max(60, self.view.viewport().width() - 4 * _PAD)
        name, kind = self._layout(option, index, width)
        return QSize(width, name.height() + kind.height() + 3 * _PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        area = opt.rect.adjusted(2 * _PAD, _PAD, -2 * _PAD, -_PAD)
        name, _kind = self._layout(opt, index, area.width())
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        text = opt.palette.highlightedText() if selected else opt.palette.text()
        painter.save()
        painter.setPen(text.color())
        painter.setFont(opt.font)
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
        painter.drawText(area, flags, str(index.data(_NAME) or ""))
        kind_color = QColor(text.color())
        kind_color.setAlphaF(0.75 if selected else 0.6)
        painter.setPen(kind_color)
        painter.setFont(self._small(opt.font))
        painter.drawText(area.adjusted(0, name.height() + _PAD // 2, 0, 0), flags,
                         str(index.data(_KIND) or ""))
        painter.restore()


def _imported_teamlists() -> list[TeamList]:
    """Every imported catalogue's newest Team List, from the library's caches."""
    from app.model.catalogues import CatalogueLibrary

    library = CatalogueLibrary()
    out: list[TeamList] = []
    for info in library.infos():
        if info.source != "battlescribe":
            continue
        with contextlib.suppress(Exception):  # one damaged list leaves the others
            out.append(library.load(info.id))
    return out


class ReferenceWindow(QWidget):
    """Search field, results (name and kind) and the text of the selected entry."""

    def __init__(self, parent: QWidget | None = None, reference: Reference | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("reference_window")
        self.reference = reference or default_reference()
        self._value: str | None = None
        self.search_field = QLineEdit(self)
        self.search_field.setObjectName("reference_search")
        self.search_field.setClearButtonEnabled(True)
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("reference_kind")
        self.kind_combo.addItem("", None)
        for kind in KINDS:
            self.kind_combo.addItem("", kind)
        self.optional_box = QCheckBox(self)
        self.optional_box.setObjectName("reference_optional")
        self.optional_box.setChecked(True)
        self.results = QListWidget(self)  # each item: the name, and its kind below it
        self.results.setObjectName("reference_results")
        self.results.setWordWrap(True)
        self.results.setUniformItemSizes(False)
        self.results.setResizeMode(QListView.ResizeMode.Adjust)
        self.results.setAlternatingRowColors(True)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setItemDelegate(_ResultDelegate(self.results))
        self.text = QTextBrowser(self)
        self.text.setObjectName("reference_text")
        self.text.setOpenLinks(False)
        self.count_label = QLabel(self)
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("reference_print")
        self.print_button.clicked.connect(self.print_booklet)
        self.last_export: SheetExport | None = None
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.results)
        self.splitter.addWidget(self.text)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setChildrenCollapsible(False)

        top = QHBoxLayout()
        top.addWidget(self.search_field, 1)
        top.addWidget(self.kind_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.optional_box)
        layout.addWidget(self.splitter, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count_label, 1)
        bottom.addWidget(self.print_button)
        layout.addLayout(bottom)

        self.search_field.textChanged.connect(self._on_query_changed)
        self.kind_combo.currentIndexChanged.connect(self._on_filter_changed)
        self.optional_box.toggled.connect(self._on_filter_changed)
        self.results.currentItemChanged.connect(self._on_current_changed)
        self.text.anchorClicked.connect(self._on_anchor_clicked)
        self.find_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        self.find_shortcut.activated.connect(self.focus_search)
        self.print_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Print), self)
        self.print_shortcut.activated.connect(self.print_booklet)
        self.close_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.close_shortcut.activated.connect(self.close)

        fit_to_screen(self, 900, 600)
        self.splitter.setSizes([340, 560])
        Settings().restore_geometry(WINDOW_NAME, self)
        self.retranslate()
        self._imported_thread: threading.Thread | None = None
        self.imported_indexed.connect(self._on_imported_loaded)

    # -- the rules of imported catalogues ----------------------------------------------------
    imported_indexed = Signal(list)

    def index_imported(self, load: Callable[[], list[TeamList]] | None = None) -> None:
        """Make the rules of every imported catalogue searchable (once): a worker thread loads
        the Team Lists (their caches), the GUI thread adds them to the reference
        (:meth:`Reference.add_teamlist`) and searches again. ``load`` replaces the library's
        loading (tests)."""
        if self._imported_thread is not None:
            return

        def run() -> None:
            try:
                lists = (load or _imported_teamlists)()
            except Exception:  # a library that cannot be read: its rules stay unindexed
                lists = []
            with contextlib.suppress(RuntimeError):  # the window was deleted meanwhile
                self.imported_indexed.emit(lists)

        self._imported_thread = threading.Thread(target=run, name="reference-imported",
                                                 daemon=True)
        self._imported_thread.start()

    def _on_imported_loaded(self, lists: list[TeamList]) -> None:
        for tl in lists:
            self.reference.add_teamlist(tl)
        if lists:
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.index_imported()

    # -- state kept in the settings (the splitter): Settings.save_geometry calls these -------
    def saveState(self) -> QByteArray:  # the name Settings looks for
        return self.splitter.saveState()

    def restoreState(self, state: QByteArray) -> bool:
        return bool(self.splitter.restoreState(state))

    # -- texts ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        lang = _language()
        self.setWindowTitle(self.tr("Rules Reference"))
        self.search_field.setPlaceholderText(
            self.tr("Search in English, French or Russian — e.g. fear, peur, страх, Fear (2)"))
        self.search_field.setToolTip(self.tr(
            "Accents and case do not matter. A value in brackets, as in Fear (2), shows the "
            "rule with that value."))
        self.kind_combo.setItemText(0, self.tr("All kinds"))
        for i in range(1, self.kind_combo.count()):
            self.kind_combo.setItemText(i, self.reference.kind_name(self.kind_combo.itemData(i),
                                                                    lang))
        self.print_button.setText(self.tr("&Print the rules reference…"))
        self.print_button.setToolTip(self.tr(
            "Write the whole reference in the interface language as a PDF booklet, grouped by "
            "kind (with the optional glossary when it is included above)"))
        self.optional_box.setText(self.tr("Include the optional glossary: {pack}").format(
            pack=self.reference.pack_name("skills_002", lang)))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- searching --------------------------------------------------------------------------
    def hits(self) -> list[Hit]:
        kind = self.kind_combo.currentData()
        return self.reference.search(
            self.search_field.text(), _language(), kinds=[kind] if kind else None,
            include_optional=self.optional_box.isChecked())

    def refresh(self, keep: bool = True) -> None:
        """Search again; the selected entry stays selected when it is still found (``keep``),
        else the best match is selected."""
        lang = _language()
        kept = self.current_entry_id() if keep else None
        hits = self.hits()
        self.results.blockSignals(True)
        try:
            self.results.clear()
            target: QListWidgetItem | None = None
            for hit in hits:
                name = hit.entry.name(lang, hit.value)
                kind = self.reference.kind_name(hit.entry.kind, lang)
                item = QListWidgetItem(name, self.results)
                item.setData(_NAME, name)
                item.setData(_KIND, kind)
                item.setData(_ID, hit.entry.id)
                item.setData(_VALUE, hit.value)
                item.setToolTip(f"{name} — {kind}")
                if target is None or (kept is not None and hit.entry.id == kept
                                      and target.data(_ID) != kept):
                    target = item
            if target is not None:
                self.results.setCurrentItem(target)
        finally:
            self.results.blockSignals(False)
        self.count_label.setText(self.tr("%n entries found", "", len(hits)))
        self._show_current()

    def _on_query_changed(self, _text: str) -> None:
        self.refresh(keep=False)

    def _on_filter_changed(self, *_args: object) -> None:
        self.refresh()

    def _on_current_changed(self, *_args: object) -> None:
        self._show_current()

    def current_entry_id(self) -> str | None:
        item = self.results.currentItem()
        return str(item.data(_ID)) if item is not None else None

    def current_value(self) -> str | None:
        item = self.results.currentItem()
        value = item.data(_VALUE) if item is not None else None
        return str(value) if value is not None else None

    # -- the selected entry ------------------------------------------------------------------
    def _show_current(self) -> None:
        entry_id = self.current_entry_id()
        if entry_id is None:
            self.text.setHtml(
                "<p><i>{}</i></p>".format(escape(self.tr("No entry matches the search."))))
            return
        view = self.reference.show(entry_id, _language(), self.current_value())
        self.text.setHtml(self.entry_html(view))

    def entry_html(self, view: View) -> str:
        parts = [f"<h2>{escape(view.name)}</h2>",
                 f"<p><i>{escape(view.kind_name)}</i>"
                 + (f" — {escape(' · '.join(view.facts))}" if view.facts else "") + "</p>",
                 f"<p>{escape(view.text)}</p>"]
        if view.parameter:
            parts.append("<p>{}</p>".format(escape(self.tr("Parameter {parameter}").format(
                parameter=view.parameter))))
        if view.imported_from:
            parts.append(f"<p><i>{escape(view.imported_from)}</i></p>")
        if view.aliases:
            parts.append("<p>{}</p>".format(escape(self.tr("Also called: {names}").format(
                names=", ".join(view.aliases)))))
        if view.see:
            links = ", ".join(f'<a href="{_LINK_SCHEME}:{escape(i)}">{escape(n)}</a>'
                              for i, n in view.see)
            parts.append("<p>{} {}</p>".format(escape(self.tr("See also:")), links))
        if view.optional:
            parts.append("<p><small>{}</small></p>".format(escape(self.tr(
                "From another game's glossary: a rule of Kill Team with the same name wins."))))
        if view.source:
            source = self.tr("Source: {source}").format(source=view.source)
            parts.append(f"<p><small>{escape(source)}</small></p>")
        return "".join(parts)

    def _on_anchor_clicked(self, url: QUrl) -> None:
        if url.scheme() == _LINK_SCHEME:
            self.select(url.path())

    def select(self, entry_id: str) -> None:
        """Show ``entry_id``: in the current results if it is there, else after clearing the
        filters and searching for its name."""
        for _attempt in range(2):
            for i in range(self.results.count()):
                item = self.results.item(i)
                if item is not None and item.data(_ID) == entry_id:
                    self.results.setCurrentItem(item)
                    self.results.scrollToItem(item)
                    return
            entry = self.reference.get(entry_id)
            if entry is None:
                return
            self.kind_combo.setCurrentIndex(0)
            if entry.optional:
                self.optional_box.setChecked(True)
            self.search_field.setText(entry.name(_language()))

    def set_query(self, text: str) -> None:
        self.search_field.setText(text)

    def focus_search(self) -> None:
        self.search_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_field.selectAll()

    # -- printing ---------------------------------------------------------------------------
    def print_booklet(self, path: str | None = None,
                      open_viewer: bool = True) -> SheetExport | None:
        """Print the whole reference in the interface language (with the optional glossary
        when the box is checked) through the sheets' export job: written atomically in a
        worker thread, then opened. Asks where to save it unless ``path`` says."""
        from app.ui.sheet_export import export_booklet

        self.last_export = export_booklet(
            self, language=_language(), glossary=self.optional_box.isChecked(),
            path=path or None, open_viewer=open_viewer)
        return self.last_export

    # -- closing ----------------------------------------------------------------------------
    def _save(self) -> None:
        Settings().save_geometry(WINDOW_NAME, self)

    def hideEvent(self, event: QHideEvent) -> None:  # closing hides it too
        self._save()
        super().hideEvent(event)


def show_reference(parent: QWidget | None = None, query: str | None = None) -> ReferenceWindow:
    """Open the Rules Reference over ``parent`` (the main window), or bring its open one to the
    front; ``query`` (e.g. a rule's name) is searched for. Returns the window."""
    window = parent.findChild(ReferenceWindow, "reference_window") if parent is not None else None
    if window is None:
        window = ReferenceWindow(parent)
    if query is not None:
        window.set_query(query)
    window.show()
    window.raise_()
    window.activateWindow()
    window.focus_search()
    return window

