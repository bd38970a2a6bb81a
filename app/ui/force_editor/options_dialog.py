"""The options of one model (or one Squad unit): each option group of its entry, what it replaces,
its costs and limits, with the model's points updated live.

The dialog only proposes :class:`~app.rules.force.Selection` s; ``points_of(selections)`` (given
by the caller) prices them through the validator, so conditional costs are right. Drive it in
tests by toggling :attr:`buttons_by_entry` / :attr:`spins_by_entry` and calling ``accept()``.
:meth:`set_read_only` turns it into a view (the options of a Force that has played, until a
correction): every choice disabled, a sentence saying why, only "Close".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.rules.force import Selection
from app.rules.pricing import catalogue_option_price
from app.rules.teamlist import (
    Constraint,
    Entry,
    EntryGroup,
    EntryKind,
    Field,
    Scope,
    TeamList,
    display_name,
)
from app.rules.validation import points_int
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.wheel import guard_wheel

PointsFn = Callable[[tuple[Selection, ...]], int]
_GroupButtons = tuple[EntryGroup, QRadioButton | None, list[QAbstractButton]]


def _limit(constraints: Sequence[Constraint], kind: str) -> int | None:
    """The per-model ``kind`` ("min"/"max") selection limit among ``constraints``."""
    values = [
        int(c.value)
        for c in constraints
        if c.kind == kind and c.field == Field.SELECTIONS and c.scope in (Scope.PARENT, Scope.MODEL)
    ]
    if not values:
        return None
    return min(values) if kind == "max" else max(values)


def _force_limited(g: EntryGroup) -> bool:
    return any(c.scope in (Scope.FORCE, Scope.ROSTER) for c in g.constraints) or any(
        c.scope in (Scope.FORCE, Scope.ROSTER) for e in g.entries for c in e.constraints
    )


class OptionsDialog(QDialog):
    def __init__(
        self,
        team_list: TeamList,
        owner: Entry,
        selections: Sequence[Selection],
        points_of: PointsFn,
        *,
        language: str = "en",
        title: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.team_list = team_list
        self.owner = owner
        self.language = language
        self._title = title
        self._points_of = points_of
        self._why: Callable[[], str] | None = None
        self._initial = {s.entry: s for s in selections}
        self.buttons_by_entry: dict[str, QAbstractButton] = {}
        self.spins_by_entry: dict[str, QSpinBox] = {}
        self._none_buttons: list[QRadioButton] = []
        self._group_boxes: list[tuple[QGroupBox, EntryGroup | None, QLabel]] = []
        self._exclusive: list[QButtonGroup] = []
        # Per option group: its "none" radio (if any) and item buttons, to clear a group whose
        # choice would replace the same wargear as the one just made.
        self._group_buttons: list[_GroupButtons] = []

        body = QWidget()
        grid = QVBoxLayout(body)
        loose = [e for e in owner.entries if e.kind != EntryKind.MODEL and not e.hidden]
        if loose:
            grid.addWidget(self._box(None, loose))
        for g in self._groups(owner.groups):
            grid.addWidget(self._box(g, [e for e in g.entries if not e.hidden]))
        grid.addStretch(1)
        self.body = body
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.read_only_label = QLabel()
        self.read_only_label.setObjectName("read_only_label")
        self.read_only_label.setWordWrap(True)
        self.read_only_label.hide()
        self.points_label = QLabel()
        self.points_label.setObjectName("points_label")
        font = self.points_label.font()
        font.setBold(True)
        self.points_label.setFont(font)
        self.empty_label = QLabel()
        self.empty_label.setVisible(not loose and not owner.groups)
        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "force_editor", self.button_box)
        bottom = QHBoxLayout()
        bottom.addWidget(self.points_label, 1)
        bottom.addWidget(self.button_box)
        lay = QVBoxLayout(self)
        lay.addWidget(self.read_only_label)
        lay.addWidget(self.empty_label)
        lay.addWidget(scroll, 1)
        lay.addLayout(bottom)
        # the wheel scrolls the options; it changes a count only once its box is focused
        self.wheel_guard = guard_wheel(self)
        self.resize(620, 640)
        self.retranslate()
        self._update_points()

    @property
    def read_only(self) -> bool:
        return not self.body.isEnabled()

    def set_read_only(self, why: Callable[[], str]) -> None:
        """Show the options without changing them; ``why()`` says why, in the interface
        language (asked again when it changes)."""
        self._why = why
        self.body.setEnabled(False)
        self.read_only_label.setText(why())
        self.read_only_label.show()
        self.button_box.setStandardButtons(QDialogButtonBox.StandardButton.Close)

    def accept(self) -> None:
        if self.read_only:  # nothing to apply: closing is all a view does
            self.reject()
            return
        super().accept()

    # -- building ------------------------------------------------------------------------------
    def _groups(self, groups: Sequence[EntryGroup]) -> list[EntryGroup]:
        out: list[EntryGroup] = []
        for g in groups:
            if g.hidden:
                continue
            if g.entries:
                out.append(g)
            out.extend(self._groups(g.groups))
        return out

    def _item_text(self, e: Entry) -> str:
        # What the option adds to a new recruit, as the Team List modifies it (a swap in a
        # one-choice group: the difference); the points label below gives this model's total.
        root = self.team_list.index.info(self.owner.id).root.id
        cost = points_int(catalogue_option_price(self.team_list, root, e.id))
        name = display_name(e, self.language)
        if cost > 0:
            return f"{name}  (+{cost})"
        return f"{name}  (−{-cost})" if cost < 0 else name

    def _box(self, g: EntryGroup | None, entries: list[Entry]) -> QGroupBox:
        box = QGroupBox(display_name(g, self.language) if g is not None else "")
        lay = QVBoxLayout(box)
        info = QLabel()
        info.setWordWrap(True)
        info.setStyleSheet("color: palette(placeholder-text);")
        lay.addWidget(info)
        self._group_boxes.append((box, g, info))
        group_max = _limit(g.constraints, "max") if g is not None else None
        group_min = _limit(g.constraints, "min") if g is not None else None
        radios = g is not None and group_max == 1 and len(entries) > 1 and not g.armoury
        grid = QGridLayout()
        lay.addLayout(grid)
        columns = 2 if len(entries) > 6 else 1
        exclusive: QButtonGroup | None = None
        if radios:
            exclusive = QButtonGroup(self)
            exclusive.setExclusive(True)
            self._exclusive.append(exclusive)
            if not group_min:
                none = QRadioButton()
                none.setObjectName("none")
                exclusive.addButton(none)
                grid.addWidget(none, 0, 0, 1, columns)
                self._none_buttons.append(none)
                none.setChecked(not any(e.id in self._initial for e in entries))
                none.toggled.connect(self._update_points)
        start = grid.rowCount() if radios and not group_min else 0
        members: list[QAbstractButton] = []
        for i, e in enumerate(entries):
            row, col = start + i // columns, i % columns
            item_max = _limit(e.constraints, "max")
            item_min = _limit(e.constraints, "min") or 0
            chosen = self._initial.get(e.id)
            if item_max is not None and item_max > 1:
                cell = QWidget()
                h = QHBoxLayout(cell)
                h.setContentsMargins(0, 0, 0, 0)
                spin = QSpinBox()
                spin.setRange(item_min, item_max)
                spin.setValue(chosen.count if chosen else item_min)
                spin.valueChanged.connect(self._update_points)
                h.addWidget(spin)
                h.addWidget(QLabel(self._item_text(e)), 1)
                grid.addWidget(cell, row, col)
                self.spins_by_entry[e.id] = spin
                continue
            button: QAbstractButton = QRadioButton() if radios else QCheckBox()
            button.setText(self._item_text(e))
            button.setChecked(chosen is not None or item_min > 0)
            if item_min > 0 and not radios:
                button.setEnabled(False)  # mandatory
            if exclusive is not None:
                exclusive.addButton(button)
            button.toggled.connect(self._update_points)
            if g is not None and g.replaces:
                button.toggled.connect(
                    lambda on, grp=g: self._clear_conflicting(grp) if on else None
                )
            grid.addWidget(button, row, col)
            self.buttons_by_entry[e.id] = button
            members.append(button)
        if g is not None:
            none_button = self._none_buttons[-1] if radios and not group_min else None
            self._group_buttons.append((g, none_button, members))
        return box

    def _clear_conflicting(self, chosen: EntryGroup) -> None:
        """A choice that replaces wargear undoes another group's choice replacing the same."""
        replaced = set(chosen.replaces)
        for g, none_button, buttons in self._group_buttons:
            if g is chosen or not replaced & set(g.replaces):
                continue
            if none_button is not None:
                none_button.setChecked(True)
            else:
                for b in buttons:
                    b.setChecked(False)

    # -- texts ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        name = self._title or display_name(self.owner, self.language)
        self.setWindowTitle(self.tr("Options of {name}").format(name=name))
        if self._why is not None:
            self.read_only_label.setText(self._why())
        self.empty_label.setText(self.tr("This entry has no options."))
        for none in self._none_buttons:
            none.setText(self.tr("None (keep the standard wargear)"))
        wl = self.team_list.wargear
        for box, g, info in self._group_boxes:
            if g is None:
                box.setTitle(self.tr("Wargear"))
                info.hide()
                continue
            parts: list[str] = []
            if g.replaces:
                gear = ", ".join(
                    display_name(wl[w], self.language) if w in wl else w for w in g.replaces
                )
                parts.append(self.tr("Replaces: {wargear}.").format(wargear=gear))
            lo, hi = _limit(g.constraints, "min"), _limit(g.constraints, "max")
            if hi is not None and lo:
                parts.append(self.tr("Choose {min} to {max}.").format(min=lo, max=hi))
            elif hi is not None:
                parts.append(self.tr("Choose at most %n.", "", hi))
            elif lo:
                parts.append(self.tr("Choose at least %n.", "", lo))
            if g.armoury:
                parts.append(self.tr("Armoury: each item at most once per model."))
            if _force_limited(g):
                parts.append(self.tr("Limited across the Force: see the validation panel."))
            info.setText(" ".join(parts))
            info.setVisible(bool(parts))
        self._update_points()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- result --------------------------------------------------------------------------------
    def selections(self) -> tuple[Selection, ...]:
        """The options as chosen; nested options of a kept choice are kept."""
        out: list[Selection] = []
        for eid, button in self.buttons_by_entry.items():
            if button.isChecked():
                old = self._initial.get(eid)
                out.append(Selection(eid, 1, old.children if old else ()))
        for eid, spin in self.spins_by_entry.items():
            if spin.value() > 0:
                old = self._initial.get(eid)
                out.append(Selection(eid, spin.value(), old.children if old else ()))
        known = set(self.buttons_by_entry) | set(self.spins_by_entry)
        # Options this dialog does not show (hidden now) stay as they were.
        out.extend(s for eid, s in self._initial.items() if eid not in known)
        order = {eid: i for i, eid in enumerate(self._initial)}
        return tuple(sorted(out, key=lambda s: order.get(s.entry, len(order))))

    def points(self) -> int:
        return self._points_of(self.selections())

    def _update_points(self) -> None:
        self.points_label.setText(self.tr("Points: {points}").format(points=self.points()))

    def set_checked(self, entry_id: str, checked: bool = True) -> None:
        self.buttons_by_entry[entry_id].setChecked(checked)
