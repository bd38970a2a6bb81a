"""The Force editor: the Force as a tree, models added from the Team List, live validation.

Every change goes through a pure edit of :mod:`app.rules.force_edit` and then
``document.apply(action, inputs, new_force)``; the editor redraws when the document says it
changed (after an edit, an undo or a redo). Edits the rules cannot represent (a Group of six)
are refused with a sentence under the points bar; everything else, valid or not, is applied and
the validation panel and the error icons of the tree say what is wrong.

A campaign Force that has played a game (:class:`CampaignForceDocument`) changes only through
step 5 or a correction: a banner at the top says so and offers both ("Spend RP…" emits
:attr:`ForceEditor.spend_requested`; "Make a correction…" asks for the reason, then every edit
is recorded as a correction until "Done"). Until then the structural edits are disabled (renames
stay); the Force as it was (a snapshot) is read-only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QMessageBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from app.i18n.store_messages import store_message
from app.model.errors import StoreError, StoreRuleError
from app.rules import force_edit as fe
from app.rules.force import Force, Selection
from app.rules.force_edit import EditError, EditResult
from app.rules.teamlist import EntryKind
from app.rules.validation import Report, Validator, points_int
from app.ui.force_editor.delegates import NameDelegate, StatsDelegate
from app.ui.force_editor.document import CampaignForceDocument, ForceDocument, structural
from app.ui.force_editor.entry_picker import EntryPicker
from app.ui.force_editor.lang import current_language
from app.ui.force_editor.options_dialog import OptionsDialog
from app.ui.force_editor.played import CorrectionDialog, PlayedBanner
from app.ui.force_editor.rows import (
    ENTRY,
    HONOURS,
    INJURIES,
    NAME,
    POINTS,
    STATS,
    WARGEAR,
    Row,
    RowBuilder,
)
from app.ui.force_editor.store_document import StoreForceDocument
from app.ui.force_editor.texts import edit_error_text
from app.ui.force_editor.tree_model import ForceTreeModel
from app.ui.force_editor.tree_view import ForceTreeView
from app.ui.force_editor.validation_panel import ValidationPanel

# a row's width in a fitted column: text, depth, icon, font (see ForceEditor._word)
_Word = tuple[str, int, bool, str]
# how much narrower than the widest measured a new word must be to be left unmeasured
# (_word_width leaves out the delegate's margins, the same for every row)
_WORD_SLACK = 4


def _selections_json(options: Sequence[Selection]) -> list[dict[str, Any]]:
    return [
        {"entry": s.entry, "count": s.count, "options": _selections_json(s.children)}
        for s in options
    ]


def _narrow(widths: dict[int, int], floors: Mapping[int, int], over: int) -> int:
    """Take up to ``over`` pixels from the columns of ``floors``, the widest first (none
    below its floor); returns what is still over."""
    while over > 0:
        cols = sorted((c for c in floors if widths[c] > floors[c]), key=lambda c: -widths[c])
        if not cols:
            break
        top = cols[0]
        below = widths[cols[1]] if len(cols) > 1 else 0
        step = max(1, min(over, widths[top] - max(below, floors[top])))
        widths[top] -= step
        over -= step
    return over


class ForceEditor(QWidget):
    """Edits the Force of a :class:`ForceDocument`."""

    #: "Spend RP…" of a Force that has played: the window opens the step-5 dialog
    spend_requested = Signal()

    def __init__(self, document: ForceDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.campaign_document = (document if isinstance(document, CampaignForceDocument)
                                  else None)
        self.correction_dialog: CorrectionDialog | None = None
        self._locked_notice = False  # the panel's notice says the Force is locked
        self.language = current_language()
        self.validator = Validator(document.team_list)
        self.builder = RowBuilder(document.team_list, self.language)
        self.report: Report | None = None
        self.names: dict[str, str] = {}
        self.options_dialog: OptionsDialog | None = None
        self.confirmation: QMessageBox | None = None
        self._pending_select: tuple[str, ...] = ()
        self._tips: dict[QAction, str] = {}  # each edit action's tooltip, unlocked
        self._expanded: set[str] = set()

        self.model = ForceTreeModel(self)
        self.tree = ForceTreeView()
        self.tree.setObjectName("force_tree")
        self.tree.setModel(self.model)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.tree.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.tree.setDragEnabled(True)
        self.tree.setAcceptDrops(True)
        self.tree.setDropIndicatorShown(True)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self._stats_delegate = StatsDelegate(self.tree)
        self._name_delegate = NameDelegate(self.tree)
        self.tree.setItemDelegateForColumn(NAME, self._name_delegate)
        header = self.tree.header()
        header.setStretchLastSection(True)  # Wargear: the room the other columns leave
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # each column's width fitting its words (before it gives up room to the view's width)
        self._wanted: dict[int, int] = dict(enumerate((190, 130, 50, 280, 150, 140)))
        for col, width in self._wanted.items():
            self.tree.setColumnWidth(col, width)
        self._stats_sized = False
        #: columns the player widened or narrowed by hand: never re-fitted over his width
        self._user_sized: set[int] = set()
        self._fitting = False
        self._wargear_given = 0  # the width last given to the stretched Wargear column
        # what _update_lock last showed (games played, correction, read-only, locked, notice,
        # language)
        self._lock_state: tuple[object, ...] | None = None
        #: the words each fitted column was last measured with (see _fit_names)
        self._measured: dict[int, frozenset[_Word]] = {}
        self._widest: dict[int, int] = {}  # the widest of those words, in _word_width's pixels
        self._metrics: dict[str, QFontMetrics] = {}
        header.sectionResized.connect(self._on_section_resized)
        self.tree.viewport().installEventFilter(self)  # a wider or narrower view: fit again
        self.tree.expanded.connect(self._on_expanded)  # the rows shown in it are measured too
        self.tree.customContextMenuRequested.connect(self._on_context_menu)
        self.tree.activated.connect(self._on_tree_activated)  # Enter or double-click
        self.tree.selectionModel().selectionChanged.connect(self._on_selection_changed)
        if isinstance(document, StoreForceDocument):
            # an edit shows here first, the store writes it after the tree's repaint
            document.painted = self.tree.viewport()
            document.refused.connect(self._on_write_refused)

        self.picker = EntryPicker(document.team_list)
        self.picker.entry_chosen.connect(self.add_entry)
        self.panel = ValidationPanel()
        self.panel.models_activated.connect(self.select_uids)
        self.model.drop_requested.connect(self._on_drop_requested)
        self.model.modelReset.connect(self._expanded.clear)
        self.model.rename_requested.connect(self._on_rename_requested)

        self.banner = PlayedBanner()
        self.banner.spend_clicked.connect(self.spend_requested)
        self.banner.correct_clicked.connect(self.ask_correction)
        self.banner.done_clicked.connect(self.end_correction)

        self._make_actions()
        self.toolbar = QToolBar()
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for act in self.edit_actions:
            self.toolbar.addAction(act)

        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.tree)
        top.addWidget(self.picker)
        top.setStretchFactor(0, 1)
        # the picker as wide as its names, up to about 45 characters (the Force's columns first)
        cap = 45 * self.fontMetrics().averageCharWidth()
        top.setSizes([1000, max(260, min(self.picker.wanted_width(), cap))])
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        split.addWidget(self.panel)
        split.setStretchFactor(0, 1)
        split.setSizes([520, 180])
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.banner)
        lay.addWidget(self.toolbar)
        lay.addWidget(split, 1)
        self.top_splitter, self.splitter = top, split

        document.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    # -- actions -------------------------------------------------------------------------------
    def _action(self, slot: Callable[[], object], *keys: QKeySequence | str) -> QAction:
        act = QAction(self)
        act.setShortcuts([QKeySequence(k) for k in keys])
        act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        act.triggered.connect(lambda _checked=False: slot())
        self.addAction(act)
        return act

    def _make_actions(self) -> None:
        self.act_add = self._action(self.picker.focus_filter, "Insert")
        self.act_add_to_group = self._action(self.add_to_selected_group, "Ctrl+Insert")
        self.act_remove = self._action(self.remove_selected,
                                       QKeySequence(QKeySequence.StandardKey.Delete))
        self.act_rename = self._action(self.rename_current, "F2")
        self.act_options = self._action(self.open_options_dialog, "Ctrl+E")
        self.act_form_group = self._action(self.form_group_from_selection, "Ctrl+G")
        self.act_split_group = self._action(self.split_selection, "Ctrl+Shift+G")
        self.act_dissolve_group = self._action(self.dissolve_selected_group, "Ctrl+Alt+G")
        self.act_ungroup = self._action(self.ungroup_selected, "Ctrl+U")
        self.move_menu = QMenu(self)
        self.move_menu.aboutToShow.connect(self._fill_move_menu)
        self.act_move = self._action(self._popup_move_menu, "Ctrl+M")
        self.act_move.setMenu(self.move_menu)
        self.edit_actions: list[QAction] = [
            self.act_add, self.act_add_to_group, self.act_remove, self.act_rename,
            self.act_options, self.act_form_group, self.act_split_group, self.act_dissolve_group,
            self.act_move, self.act_ungroup,
        ]
        stack = getattr(self.document, "undo_stack", None)
        self.undo_actions: list[QAction] = []
        if stack is not None:
            undo = stack.createUndoAction(self)
            undo.setShortcut(QKeySequence.StandardKey.Undo)
            redo = stack.createRedoAction(self)
            redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence.StandardKey.Redo])
            for act in (undo, redo):
                act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                self.addAction(act)
            self.undo_actions = [undo, redo]

    def all_actions(self) -> list[QAction]:
        """Every action for the shell's menus and toolbar (undo / redo of a memory document)."""
        return [*self.undo_actions, *self.edit_actions]

    # -- texts ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        menu = getattr(self, "move_menu", None)
        if menu is not None and menu.actions():  # filled before the switch: words anew
            self._fill_move_menu()
        texts = {
            self.act_add: (
                self.tr("Add models"),
                self.tr("Find an entry of the Team List to add"),
            ),
            self.act_add_to_group: (
                self.tr("Add to Group"),
                self.tr("Recruit one more model into the selected Group or Squad"),
            ),
            self.act_remove: (
                self.tr("Remove"),
                self.tr("Remove the selected models"),
            ),
            self.act_rename: (
                self.tr("Rename"),
                self.tr("Rename the selected model or Group"),
            ),
            self.act_options: (
                self.tr("Options…"),
                self.tr("Wargear and upgrades of the selected model"),
            ),
            self.act_form_group: (
                self.tr("Form Group"),
                self.tr("Put the selected Core models of one entry in a new Group"),
            ),
            self.act_split_group: (
                self.tr("Split Group"),
                self.tr("Move the selected members into a new Group"),
            ),
            self.act_dissolve_group: (
                self.tr("Dissolve Group"),
                self.tr("The members of the selected Group leave it"),
            ),
            self.act_move: (
                self.tr("Move to Group"),
                self.tr("Move the selected models to another Group"),
            ),
            self.act_ungroup: (
                self.tr("Leave Group"),
                self.tr("Take the selected models out of their Group"),
            ),
        }
        for act, (text, tip) in texts.items():
            act.setText(text)
            act.setStatusTip(tip)
        self._tips = {act: tip for act, (_text, tip) in texts.items()}
        self.model.retranslate()
        if self._locked_notice:  # the notice of a locked Force, in the new language
            self.panel.show_notice(self._locked_text())
        language = current_language()
        if language != self.language:
            self.language = language
            self.builder = RowBuilder(self.document.team_list, language)
            self._stats_sized = False  # the new words get their widths
            self.refresh()
        else:
            self._update_tips()  # saying why an edit waits, in the new words

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- refresh -------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Validate the document's Force and bring the tree and the panel up to date."""
        doc = self.document
        force = doc.force
        if self.validator.team_list is not doc.team_list:  # moved to another revision
            self.validator = Validator(doc.team_list)
            self.builder = RowBuilder(doc.team_list, self.language)
            self.picker.set_team_list(doc.team_list)
        report = doc.report  # the store's plan validated the Force it wrote
        self.report = report if report is not None else self.validator.validate_force(force)
        self.names = self.builder.names(force)
        state = doc.player_state
        root = self.builder.build(force, self.report, state, self.names)
        # Only a characteristic the campaign changed is painted by Python (its value in bold);
        # without one Qt paints the plain text of every row (a Python call per cell painted
        # costs a sixth of the tree's repaint)
        delegate = self._stats_delegate if self.builder.stats_changed else None
        if self.tree.itemDelegateForColumn(STATS) is not delegate:
            self.tree.setItemDelegateForColumn(STATS, delegate)  # type: ignore[arg-type]
        self.model.set_rows(root)
        self._expanded.intersection_update(self.model.keys())  # a section that went and came back
        self._expand_new(self.model.root)
        if not self._stats_sized and force.models:
            self._stats_sized = True  # fitted once: later edits keep the player's widths
            self._fit_columns()
        elif force.models:
            self._fit_names(again=False)  # a longer name or entry: its column grows with it
        self.panel.set_report(self.report, self.names, doc.points_limit)
        if self._pending_select:
            self.select_uids(list(self._pending_select))
            self._pending_select = ()
        self._update_lock()
        self._update_actions()

    def _fit_columns(self) -> None:
        """Fit the columns to their words: once filled, and again in a new language (French
        and Russian characteristics and headers are longer)."""
        self._user_sized.clear()  # new words: every column fits them again
        header = self.tree.header()
        self._wanted[STATS] = max(self.tree.sizeHintForColumn(STATS),
                                  header.sectionSizeHint(STATS))
        for col, cap in ((POINTS, 120), (HONOURS, 220), (INJURIES, 200), (WARGEAR, 400)):
            # their words up to a cap, at least their header's (empty columns stay narrow)
            self._wanted[col] = max(header.sectionSizeHint(col),
                                    min(cap, self.tree.sizeHintForColumn(col) + 8))
        self._fit_names()

    def _fit_names(self, *, again: bool = True) -> None:
        """The Name and Entry columns fit the longest name shown (up to a cap), after every
        change of the rows, unless the player sized the column himself. ``again=False`` (an
        edit): a column is measured only when it shows words it was not measured with and one
        of them may be wider than the widest measured (Qt measures every row: 2 ms a column at
        200 models; an edit mostly brings a new number, "Tactical Marine 41", no wider)."""
        rows = self._shown_rows()
        measured_any = False
        for col, cap in ((NAME, 320), (ENTRY, 260)):
            # (a section's row spans the columns: Qt leaves it out of the Name column's width)
            words = frozenset(self._word(row, col, depth) for row, depth in rows
                              if row.kind != "section")
            measured = self._measured.get(col)
            if not again and measured is not None:
                new = words - measured
                if not new:
                    continue  # no new words: the width stands
                widest = self._widest.get(col, 0)
                if max(self._word_width(w) for w in new) + _WORD_SLACK <= widest:
                    self._measured[col] = measured | new  # none wider: the width stands
                    continue
            wanted = max(self.tree.sizeHintForColumn(col),
                         self.tree.header().sectionSizeHint(col))
            self._wanted[col] = min(cap, wanted + 8)
            self._measured[col] = words
            self._widest[col] = max((self._word_width(w) for w in words), default=0)
            measured_any = True
        if again or measured_any:  # (else no width changed: the view's resize fits it)
            self._fit_width()

    def _shown_rows(self) -> list[tuple[Row, int]]:
        """The rows the tree shows (under expanded rows only: what Qt measures), with their
        depth."""
        out: list[tuple[Row, int]] = []
        stack = [(c, 0) for c in reversed(self.model.root.children)]
        while stack:
            row, depth = stack.pop()
            out.append((row, depth))
            if row.children and self.tree.isExpanded(self.model.index_of_row(row)):
                stack.extend((c, depth + 1) for c in reversed(row.children))
        return out

    def _word(self, row: Row, col: int, depth: int) -> _Word:
        """What of a row decides its width in ``col``: its text, and in the tree's Name
        column its depth, icon and font (sections and Groups bold, unnamed models italic)."""
        if col != NAME:
            return (row.texts[col], 0, False, "")
        font = "bold" if row.kind in ("section", "group") else "italic" if row.muted else ""
        return (row.texts[col], depth, row.severity is not None, font)

    def _word_width(self, word: _Word) -> int:
        """About the width Qt's delegate asks for ``word``, less its constant margins."""
        text, depth, icon, font = word
        metrics = self._metrics.get(font)
        if metrics is None:
            f = QFont(self.tree.font())
            f.setBold(font == "bold")
            f.setItalic(font == "italic")
            metrics = self._metrics[font] = QFontMetrics(f)
        width = metrics.horizontalAdvance(text) + depth * self.tree.indentation()
        if icon:
            width += self.tree.iconSize().width() + 4 if self.tree.iconSize().isValid() else 20
        return width

    def _fit_width(self) -> None:
        """Give every column but the last its wanted width (a player's own width stays), less
        what the view lacks: the last column, Wargear, stretches into what is left, never past
        the view's edge (no scrolling sideways for it; its whole text is in its tooltip).

        When the view is too narrow for every column's words, Entry, Battle Honours, Injuries
        and Wargear (about twenty characters until then) give up room first, the widest first,
        down to their header's words; then Name (about sixteen characters first: a model's
        number stays as long as it can) and last Characteristics. Cut words end with "…"."""
        header = self.tree.header()
        chars = self.tree.fontMetrics().averageCharWidth()
        widths = {col: header.sectionSize(col) if col in self._user_sized else wanted
                  for col, wanted in self._wanted.items() if col != WARGEAR}
        floors = {col: header.sectionSizeHint(col) for col in (*widths, WARGEAR)}
        widths[WARGEAR] = max(floors[WARGEAR], min(20 * chars, self._wanted.get(WARGEAR, 0)))
        over = sum(widths.values()) - self.tree.viewport().width()
        for cols, least in (((ENTRY, HONOURS, INJURIES, WARGEAR), 0), ((NAME,), 16 * chars),
                            ((NAME,), 0), ((STATS,), 0)):
            mine = [c for c in cols if c == WARGEAR or c not in self._user_sized]
            over = _narrow(widths, {c: max(least, floors[c]) for c in mine}, over)
        self._fitting = True
        try:
            for col, width in widths.items():
                # (the stretched last section is never narrower than the width it was given:
                # given again when it changed, and only then — each time repaints the tree)
                given = self._wargear_given if col == WARGEAR else header.sectionSize(col)
                if given != width:
                    self.tree.setColumnWidth(col, width)
                    if col == WARGEAR:
                        self._wargear_given = width
        finally:
            self._fitting = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.tree.viewport():
            self._fit_width()
        return super().eventFilter(watched, event)

    def _on_expanded(self, _index: object) -> None:
        if self._stats_sized:
            self._fit_names()

    def _on_section_resized(self, column: int, _old: int, _new: int) -> None:
        if not self._fitting:
            self._user_sized.add(column)

    # -- a Force that has played ---------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        """Nothing can be changed (the Force as it was)."""
        doc = self.campaign_document
        return doc is not None and doc.read_only

    @property
    def locked(self) -> bool:
        """Structural edits (models, options, Groups) need a correction first, or are impossible
        (read-only); renames are allowed unless read-only."""
        doc = self.campaign_document
        if doc is None:
            return False
        return doc.read_only or (doc.games_played > 0 and doc.correction is None)

    def _update_lock(self) -> None:
        doc = self.campaign_document
        if doc is None:
            return
        locked, read_only = self.locked, doc.read_only
        state = (doc.games_played, doc.correction, read_only, locked, self._locked_notice,
                 self.language)
        if state == self._lock_state:
            return  # (an edit mostly changes none of it: nothing set again)
        self._lock_state = state
        self.banner.set_state(doc.games_played, doc.correction, doc.read_only)
        if self.picker.isEnabled() == locked:
            self.picker.setEnabled(not locked)
            # Its section titles take the text colour of the moment they are made: made anew,
            # they read as titles once unlocked (not greyed as they were when locked).
            self.picker.retranslate()
        why = self._locked_text() if locked else ""
        self.picker.setToolTip(why)  # the filter and "Add to the Force" say why they wait
        self.picker.setVisible(not read_only)
        self.toolbar.setVisible(not read_only)
        self.tree.setDragEnabled(not locked)
        self.tree.setAcceptDrops(not locked)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers if read_only
                                  else QAbstractItemView.EditTrigger.EditKeyPressed)
        if not locked and self._locked_notice:
            self._locked_notice = False
            self.panel.show_notice("")

    def _update_tips(self) -> None:
        """Each action's tooltip; a disabled edit of a locked Force says why it waits."""
        why = self._locked_text() if self.locked else ""
        for act, tip in self._tips.items():
            waits = why and (act is not self.act_rename or self.read_only)
            act.setToolTip(f"{tip}\n{why}" if waits else tip)

    def _locked_text(self) -> str:
        reason = "read_only_snapshot" if self.read_only else "force_played"
        return store_message(StoreRuleError("", reason=reason))

    def _refused(self, action: str = "") -> bool:
        """Whether ``action`` (any structural edit when empty) must wait for a correction;
        then the panel says why (nothing is refused silently)."""
        if not self.locked or (action and not structural(action) and not self.read_only):
            return False
        self.panel.show_notice(self._locked_text())
        self._locked_notice = True
        return True

    def ask_correction(self) -> CorrectionDialog | None:
        """Open (not exec) the dialog asking for the correction's reason; on OK the correction
        starts."""
        doc = self.campaign_document
        if doc is None or doc.read_only:
            return None
        dialog = CorrectionDialog(self)

        def done(_result: int) -> None:
            if dialog.result() == CorrectionDialog.DialogCode.Accepted:
                self.start_correction(dialog.reason_text())
            self.correction_dialog = None

        dialog.finished.connect(done)
        self.correction_dialog = dialog
        dialog.open()
        return dialog

    def start_correction(self, reason: str) -> None:
        """Every edit from now on is a correction for ``reason`` (until :meth:`end_correction`)."""
        doc = self.campaign_document
        if doc is not None and reason.strip() and not doc.read_only:
            doc.set_correction(reason)

    def end_correction(self) -> None:
        doc = self.campaign_document
        if doc is not None and doc.correction is not None:
            doc.set_correction(None)

    def _expand_new(self, row: Row) -> None:
        """Expand (and span, for sections) the sections and Groups the tree has not seen yet."""
        for c in row.children:
            if c.kind not in ("section", "group"):
                continue
            if c.key not in self._expanded:
                self._expanded.add(c.key)
                if c.kind == "section":
                    self.tree.setFirstColumnSpanned(c.pos, QModelIndex(), True)
                self.tree.expand(self.model.index_of_row(c))
            if c.kind == "section":
                self._expand_new(c)

    # -- selection -----------------------------------------------------------------------------
    def selected_rows(self) -> list[Row]:
        rows: list[Row] = []
        for ix in self.tree.selectionModel().selectedRows(NAME):
            row = self.model.row_of(ix)
            if row is not None:
                rows.append(row)
        return rows

    def selected_uids(self) -> list[str]:
        out: list[str] = []
        for row in self.selected_rows():
            if row.kind == "model" and row.uid is not None:
                out.append(row.uid)
        return out

    def selected_group(self) -> str | None:
        """The Group of the selection: a selected Group row, or the Group of selected members."""
        gids = {r.gid for r in self.selected_rows() if r.kind in ("group", "model")}
        return gids.pop() if len(gids) == 1 else None

    def select_uids(self, uids: Sequence[str]) -> None:
        sel = QItemSelection()
        first: QModelIndex | None = None
        for uid in uids:
            ix = self.model.index_of_key(f"model:{uid}")
            if not ix.isValid():
                ix = self.model.index_of_key(f"group:{uid}")
            if ix.isValid():
                last = self.model.index(ix.row(), POINTS, ix.parent())
                sel.select(ix, last)
                first = first or ix
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.tree.selectionModel().select(sel, flags)
        if first is not None:
            self.tree.selectionModel().setCurrentIndex(
                first, QItemSelectionModel.SelectionFlag.NoUpdate
            )
            self.tree.scrollTo(first)

    def _on_selection_changed(self, *_args: object) -> None:
        self._update_actions()

    def _update_actions(self) -> None:
        rows = self.selected_rows()
        models = [r for r in rows if r.kind == "model"]
        groups = [r for r in rows if r.kind == "group"]
        gid = self.selected_group()
        self.act_remove.setEnabled(bool(models) or bool(groups))
        self.act_rename.setEnabled(len(rows) == 1 and rows[0].kind in ("model", "group"))
        self.act_options.setEnabled(len(models) == 1 or (len(groups) == 1 and not models))
        self.act_form_group.setEnabled(bool(models))
        self.act_split_group.setEnabled(bool(models) and gid is not None)
        self.act_dissolve_group.setEnabled(gid is not None)
        self.act_add_to_group.setEnabled(gid is not None)
        self.act_move.setEnabled(bool(models))
        self.act_ungroup.setEnabled(any(r.gid is not None for r in models))
        self.act_add.setEnabled(True)
        if self.read_only:
            self.act_rename.setEnabled(False)
        if self.locked:
            for act in self.edit_actions:
                if act is not self.act_rename:
                    act.setEnabled(False)
        self._update_tips()

    # -- applying edits ------------------------------------------------------------------------
    def _apply(
        self, action: str, inputs: Mapping[str, Any], edit: Callable[[], EditResult]
    ) -> EditResult | None:
        if self._refused(action):
            return None
        try:
            result = edit()
        except EditError as err:
            self.panel.show_notice(edit_error_text(err, self.names))
            self._locked_notice = False
            return None
        self.panel.show_notice("")
        self._locked_notice = False
        self._pending_select = result.uids or ((result.group,) if result.group else ())
        try:
            self.document.apply(action, dict(inputs), result.force)
        except StoreError as err:  # disk full, read-only, locked…: nothing was applied
            self._pending_select = ()
            self.panel.show_notice(store_message(err))
            self._locked_notice = False
            return None
        return result

    def _on_write_refused(self, error: StoreError) -> None:
        """The store refused an edit shown already (the document shows its Force again)."""
        self._pending_select = ()
        self.panel.show_notice(store_message(error))
        self._locked_notice = False

    @property
    def force(self) -> Force:
        return self.document.force

    def add_entry(self, entry_id: str) -> EditResult | None:
        tl = self.document.team_list
        return self._apply("add_model", {"entry": entry_id},
                           lambda: fe.add_model(tl, self.force, entry_id))

    def add_to_selected_group(self) -> EditResult | None:
        gid = self.selected_group()
        if gid is None:
            return None
        tl = self.document.team_list
        return self._apply("add_to_group", {"group": gid},
                           lambda: fe.add_to_group(tl, self.force, gid))

    def remove_selected(self, confirm: bool = True) -> None:
        """Remove the selected models (a selected Group: all its members).

        A model with Battle Honours is only removed once the player confirms.
        """
        if self._refused():
            return
        uids = self.selected_uids()
        for row in self.selected_rows():
            if row.kind == "group" and row.gid is not None:
                uids += [m.uid for m in self.force.members(row.gid) if m.uid not in uids]
        if not uids:
            return
        state = self.document.player_state
        honoured = []
        if state is not None:
            honoured = [cm.uid for cm in state.models if cm.uid in uids and cm.honours]
        if confirm and honoured:
            self._confirm_removal(uids, len(honoured))
            return
        self.remove_models(uids)

    def _confirm_removal(self, uids: list[str], honoured: int) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Remove models"))
        box.setText(self.tr("%n of these models hold Battle Honours. Remove them all?", "",
                            honoured))
        box.setStandardButtons(
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)

        def done(_result: int) -> None:
            if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
                self.remove_models(uids)
            self.confirmation = None

        box.finished.connect(done)
        self.confirmation = box
        box.open()

    def remove_models(self, uids: Sequence[str]) -> EditResult | None:
        return self._apply("remove_models", {"uids": list(uids)},
                           lambda: fe.remove_models(self.force, uids))

    def rename(self, kind: str, target: str, name: str) -> EditResult | None:
        if kind == "group":
            return self._apply("rename_group", {"group": target, "name": name},
                               lambda: fe.rename_group(self.force, target, name))
        return self._apply("rename_model", {"model": target, "name": name},
                           lambda: fe.rename_model(self.force, target, name))

    def rename_current(self) -> None:
        rows = self.selected_rows()
        if len(rows) == 1 and rows[0].kind in ("model", "group"):
            ix = self.model.index_of_row(rows[0], NAME)
            self.tree.setCurrentIndex(ix)
            self.tree.edit(ix)

    def set_options(self, uid: str, options: Sequence[Selection]) -> EditResult | None:
        tl = self.document.team_list
        return self._apply(
            "set_options", {"model": uid, "options": _selections_json(options)},
            lambda: fe.set_options(tl, self.force, uid, options),
        )

    def set_group_options(self, gid: str, options: Sequence[Selection]) -> EditResult | None:
        tl = self.document.team_list
        return self._apply(
            "set_group_options", {"group": gid, "options": _selections_json(options)},
            lambda: fe.set_group_options(tl, self.force, gid, options),
        )

    def move_to_group(self, uids: Sequence[str], gid: str | None) -> EditResult | None:
        tl = self.document.team_list
        return self._apply("move_to_group", {"uids": list(uids), "group": gid},
                           lambda: fe.move_to_group(tl, self.force, uids, gid))

    def form_group(self, uids: Sequence[str]) -> EditResult | None:
        tl = self.document.team_list
        return self._apply("form_group", {"uids": list(uids)},
                           lambda: fe.form_group(tl, self.force, uids))

    def form_group_from_selection(self) -> EditResult | None:
        return self.form_group(self.selected_uids())

    def split_selection(self) -> EditResult | None:
        gid = self.selected_group()
        uids = self.selected_uids()
        if gid is None:
            return None
        tl = self.document.team_list
        return self._apply("split_group", {"group": gid, "uids": uids},
                           lambda: fe.split_group(tl, self.force, gid, uids))

    def dissolve_selected_group(self) -> EditResult | None:
        gid = self.selected_group()
        if gid is None:
            return None
        tl = self.document.team_list
        return self._apply("dissolve_group", {"group": gid},
                           lambda: fe.dissolve_group(tl, self.force, gid))

    def ungroup_selected(self) -> EditResult | None:
        return self.move_to_group(self.selected_uids(), None)

    # -- options dialog ------------------------------------------------------------------------
    def open_options_dialog(self) -> OptionsDialog | None:
        """Open (not exec) the options of the selected model or Squad; applied on OK.

        While the Force is locked (it has played, no correction under way) the options are
        shown read-only, saying why."""
        rows = self.selected_rows()
        models = [r for r in rows if r.kind == "model" and r.uid]
        groups = [r for r in rows if r.kind == "group" and r.gid]
        tl = self.document.team_list
        force = self.force
        dialog: OptionsDialog
        if len(models) == 1 and models[0].uid is not None:
            uid = models[0].uid
            m = force.model(uid)
            info = tl.index.infos.get(m.member or m.entry)
            if info is None:
                return None

            def model_points(sel: tuple[Selection, ...]) -> int:
                edited = fe.set_options(tl, force, uid, sel).force
                return points_int(self.validator.model_points(edited, edited.model(uid)))

            dialog = OptionsDialog(tl, info.entry, m.options, model_points,
                                   language=self.language, title=self.names.get(m.entry, ""),
                                   parent=self)
            if m.name:
                dialog.setWindowTitle(dialog.windowTitle() + f" — {m.name}")
            dialog.accepted.connect(lambda: self.set_options(uid, dialog.selections()))
        elif len(groups) == 1 and not models and groups[0].gid is not None:
            gid = groups[0].gid
            g = force.group(gid)
            root = tl.index.roots.get(g.entry)
            # Unit-level options exist only for units with member models (BattleScribe Squads);
            # a hand-written Squad's options are each member's own.
            if root is None or not any(e.kind == EntryKind.MODEL for e in root.entries):
                return None

            def group_points(sel: tuple[Selection, ...]) -> int:
                edited = fe.set_group_options(tl, force, gid, sel).force
                rep = self.validator.validate_force(edited)
                total = rep.group_points.get(gid, Fraction(0))
                for m in edited.members(gid):
                    total += rep.model_points.get(m.uid, Fraction(0))
                return points_int(total)

            dialog = OptionsDialog(tl, root, g.options, group_points, language=self.language,
                                   title=self.names.get(gid, ""), parent=self)
            dialog.accepted.connect(lambda: self.set_group_options(gid, dialog.selections()))
        else:
            return None
        if self.locked:
            dialog.set_read_only(self._locked_text)
        dialog.finished.connect(self._on_options_finished)
        self.options_dialog = dialog
        dialog.open()
        return dialog

    def _on_options_finished(self, _result: int) -> None:
        self.options_dialog = None

    # -- tree events ---------------------------------------------------------------------------
    def _on_tree_activated(self, index: QModelIndex) -> None:
        row = self.model.row_of(index)
        if row is not None and row.kind in ("model", "group"):
            self.select_uids([row.uid or row.gid or ""])
            self.open_options_dialog()

    def _on_rename_requested(self, kind: str, target: str, name: str) -> None:
        self.rename(kind, target, name)

    def _on_drop_requested(self, uids: list[str], kind: str, target: str) -> None:
        if kind == "group":
            self.move_to_group(uids, target)
        elif kind == "section":
            self.move_to_group(uids, None)
        elif kind == "model" and target not in uids:
            self.form_group([target, *uids])

    def _on_context_menu(self, pos: QPoint) -> None:
        menu = QMenu(self)
        for act in self.edit_actions:
            if act is self.act_add:
                continue
            menu.addAction(act)
        menu.popup(self.tree.viewport().mapToGlobal(pos))

    # -- move to Group -------------------------------------------------------------------------
    def move_targets(self) -> list[tuple[str, str]]:
        """(Group id, label) of every Group the selected models could join."""
        uids = self.selected_uids()
        force = self.force
        entries = {force.model(u).entry for u in uids if any(m.uid == u for m in force.models)}
        out = []
        for g in force.groups:
            if {g.entry} == entries and not all(force.model(u).group == g.id for u in uids):
                out.append((g.id, self.names.get(g.id, g.id)))
        return out

    def _fill_move_menu(self) -> None:
        self.move_menu.clear()
        for gid, label in self.move_targets():
            act = self.move_menu.addAction(label)
            act.triggered.connect(
                lambda _c=False, g=gid: self.move_to_group(self.selected_uids(), g)
            )
        self.move_menu.addSeparator()
        new = self.move_menu.addAction(self.tr("New Group"))
        new.triggered.connect(lambda _c=False: self.form_group_from_selection())
        out = self.move_menu.addAction(self.tr("No Group"))
        out.triggered.connect(lambda _c=False: self.ungroup_selected())

    def _popup_move_menu(self) -> None:
        rect = self.tree.visualRect(self.tree.currentIndex())
        self.move_menu.popup(self.tree.viewport().mapToGlobal(rect.bottomLeft()))
