"""Step 1 — Build a Team: pick models from the Force within the Base's points limit.

Groups are taken whole: a Group is one checkable row whose members are listed under it. The
points and the Team validation (Team List: Model Allowance, Armoury; campaign: complete Groups,
Incapacitated models, one Team Leader, field promotion, psychic powers) update on every change:
each change
makes the step's plan (:func:`app.rules.campaign.step_plans.plan_team`), and what the dialog
shows — points, refusals — is that plan's. Each psyker of the Team picks its psychic powers for
the game from its Team List's list (seed 004: one per Mastery Level, never the same twice; Open
Mind: one more). The result is the plan (:class:`TeamPlan`), which
the store commits as it is (``store.commit_team``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.rules.campaign import (
    PlayerState,
    field_promotion_needed,
    step_plans,
    team_points_limit,
)
from app.rules.campaign.psychic import PsykerPowers, power, psykers
from app.rules.campaign.step_plans import TeamPlan
from app.rules.force import Force, ForceModel, Team
from app.rules.teamlist import TeamList, display_name, display_text
from app.rules.validation import Validator, points_int
from app.rules.violations import Violation
from app.ui.reference import teamlist_rules_tooltip
from app.ui.steps.common import ForceInfo, StepDialog, current_language
from app.ui.widgets.theme import tint

__all__ = ["BuildTeamDialog"]

_KEY = Qt.ItemDataRole.UserRole
_GROUP_PREFIX = "group:"


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    children = (item.child(i) for i in range(item.childCount()))
    return [child for child in children if child is not None]


class BuildTeamDialog(StepDialog):
    """Pick the Team of ``player`` for the next game from ``force``."""

    def __init__(
        self,
        player: PlayerState,
        force: Force,
        team_list: TeamList,
        parent: QWidget | None = None,
        *,
        player_name: str = "",
        validator: Validator | None = None,
        initial: Iterable[str] = (),
        finale: bool = False,
        initial_powers: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.player = player
        self.force = force
        self.info = ForceInfo(force, team_list, validator)
        self.player_name = player_name or player.player_id
        #: the campaign's finale: the whole Force may play (seed 000: "une dernière bataille où
        #: tout le monde peut utiliser toute sa Force")
        self.finale = finale
        self.limit = team_points_limit(player)
        if finale:
            self.limit = max(self.limit, points_int(self.info.force_report.total))
        self.plan: TeamPlan | None = None  # the plan of the current picks
        self._updating = False
        #: the psychic powers ticked, by psyker uid (kept while a psyker leaves the Team)
        self._powers: dict[str, list[str]] = {
            uid: list(ids) for uid, ids in (initial_powers or {}).items()}

        self.points_label = QLabel(self)
        self.points_bar = QProgressBar(self)
        self.points_bar.setRange(0, self.limit)
        self.points_bar.setTextVisible(False)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(True)
        self.tree.setUniformRowHeights(True)
        self.promotion_label = QLabel(self)
        self.promotion = QComboBox(self)
        self.promotion_label.setBuddy(self.promotion)
        # Psychic powers of the Team's psykers: one row per psyker, its powers under it.
        self.powers_label = QLabel(self)
        self.powers_tree = QTreeWidget(self)
        self.powers_tree.setColumnCount(1)
        self.powers_tree.setHeaderHidden(True)
        self.powers_tree.setRootIsDecorated(True)
        self.powers_label.setBuddy(self.powers_tree)
        self.powers_note = QLabel(self)
        self.powers_note.setWordWrap(True)
        self.needs_promotion = field_promotion_needed(player)
        # "Save and print": accept, then the caller prints the Team Sheet (flow.open_build_team)
        self.print_requested = False
        self.print_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.print_button.clicked.connect(self._on_print_clicked)

        form = QFormLayout()
        form.addRow(self.promotion_label, self.promotion)
        self.promotion_label.setVisible(self.needs_promotion)
        self.promotion.setVisible(self.needs_promotion)
        layout = QVBoxLayout(self)
        layout.addWidget(self.points_label)
        layout.addWidget(self.points_bar)
        layout.addWidget(self.tree, 3)
        layout.addWidget(self.powers_label)
        layout.addWidget(self.powers_tree, 1)
        layout.addWidget(self.powers_note)
        layout.addLayout(form)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)

        self._fill_tree(set(initial))
        self.tree.itemChanged.connect(self._on_item_changed)
        self.powers_tree.itemChanged.connect(self._on_power_changed)
        self.promotion.currentIndexChanged.connect(self._on_promotion_changed)
        self.resize(620, 520)
        self.retranslate()

    # -- building ---------------------------------------------------------------------------
    def _fill_tree(self, initial: set[str]) -> None:
        points = self.info.model_points()
        names = self.info.names()
        groups = self.info.group_names()
        done: set[str] = set()
        for model in self.force.models:
            if model.group is not None:
                if model.group in done:
                    continue
                done.add(model.group)
                members = self.force.members(model.group)
                item = QTreeWidgetItem(self.tree)
                item.setData(0, _KEY, _GROUP_PREFIX + model.group)
                item.setText(0, groups.get(model.group, model.group))
                item.setText(2, str(sum(points.get(m.uid, 0) for m in members)))
                checked = all(m.uid in initial for m in members)
                for member in members:
                    child = QTreeWidgetItem(item)
                    child.setData(0, _KEY, member.uid)
                    child.setText(0, names[member.uid])
                    child.setText(2, str(points.get(member.uid, 0)))
                    child.setFlags(child.flags() & ~Qt.ItemFlag.ItemIsUserCheckable)
                    if member.incapacitated:
                        child.setData(3, _KEY, "incapacitated")
                item.setExpanded(True)
            else:
                item = QTreeWidgetItem(self.tree)
                item.setData(0, _KEY, model.uid)
                item.setText(0, names[model.uid])
                item.setText(2, str(points.get(model.uid, 0)))
                checked = model.uid in initial
                if model.incapacitated:
                    item.setData(3, _KEY, "incapacitated")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(0, Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        header = self.tree.header()
        header.setStretchLastSection(False)  # the names get the room, not the State column
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def _top_items(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def _find(self, key: str) -> QTreeWidgetItem | None:
        for item in self._top_items():
            if item.data(0, _KEY) == key:
                return item
            if any(child.data(0, _KEY) == key for child in _children(item)):
                return item
        return None

    # -- public -----------------------------------------------------------------------------
    def pick(self, key: str, on: bool = True) -> None:
        """Tick the model ``key`` (a uid; a Group member ticks its whole Group) or a Group
        (``"group:<id>"`` or a member's uid)."""
        if key in {g.id for g in self.force.groups} or any(
            m.group == key for m in self.force.models
        ):
            key = _GROUP_PREFIX + key
        item = self._find(key)
        if item is None:
            raise KeyError(f"no model or Group {key!r} in this Force")
        item.setCheckState(0, Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def picked(self) -> tuple[str, ...]:
        """The uids of the ticked models, in the Force's order."""
        chosen: set[str] = set()
        for item in self._top_items():
            if item.checkState(0) != Qt.CheckState.Checked:
                continue
            if item.childCount():
                chosen.update(child.data(0, _KEY) for child in _children(item))
            else:
                chosen.add(item.data(0, _KEY))
        return tuple(m.uid for m in self.force.models if m.uid in chosen)

    def set_field_promotion(self, uid: str | None) -> None:
        index = self.promotion.findData(uid)
        if index < 0:
            raise KeyError(f"{uid!r} is not a Specialist of this Team")
        self.promotion.setCurrentIndex(index)

    def field_promotion(self) -> str | None:
        if not self.needs_promotion:
            return None
        value = self.promotion.currentData()
        return value if isinstance(value, str) else None

    def psykers(self) -> dict[str, PsykerPowers]:
        """The psykers of the picked Team (Mastery Level, list, Open Mind), by uid."""
        return psykers(self.info.team_list, self.force, self.picked(), self.player)

    def set_powers(self, uid: str, power_ids: Sequence[str]) -> None:
        """Tick exactly the powers ``power_ids`` of the psyker ``uid`` of the Team."""
        top = self._power_item(uid)
        if top is None:
            raise KeyError(f"{uid!r} is not a psyker of this Team")
        self._powers[uid] = list(power_ids)
        self._fill_powers()
        self._validate()

    def powers(self) -> dict[str, tuple[str, ...]]:
        """The powers ticked for the psykers of the picked Team, by uid."""
        team = self.psykers()
        return {uid: tuple(ids) for uid, ids in self._powers.items() if uid in team and ids}

    def team(self) -> Team:
        """The Team the plan saves (an Artillery gun with its crew)."""
        if self.plan is None:
            self._validate()
        assert self.plan is not None
        return self.plan.team

    def violations(self) -> tuple[Violation, ...]:
        """The plan's refusals (the campaign's and the Team List's Team checks)."""
        found = self.plan.violations if self.plan is not None else ()
        return tuple(v for v in found if v.severity == "error")

    def build_result(self) -> TeamPlan | None:
        """The plan shown (made on the last change; never made again here)."""
        return self.plan if self.plan is not None and self.plan.ok else None

    # -- drafts -----------------------------------------------------------------------------
    def draft_state(self) -> dict[str, Any]:
        """The ticks, the field promotion and the psychic powers (kept with the campaign: Esc
        on a filled dialog asks, and the draft comes back when it opens again)."""
        return {"step": "build_team", "picked": list(self.picked()),
                "promotion": self.field_promotion(),
                "powers": {uid: list(ids) for uid, ids in sorted(self.powers().items())}}

    def restore_draft(self, data: Mapping[str, Any]) -> bool:
        if data.get("step") != "build_team":
            return False
        wanted = [str(u) for u in data.get("picked", [])]
        uids = {m.uid for m in self.force.models}
        if any(u not in uids for u in wanted):
            return False  # the Force changed since: the dialog stays as it opened
        self._updating = True
        try:
            for item in self._top_items():
                item.setCheckState(0, Qt.CheckState.Unchecked)
        finally:
            self._updating = False
        for uid in wanted:
            self.pick(uid)
        promotion = data.get("promotion")
        if promotion is not None and self.promotion.findData(promotion) >= 0:
            self.set_field_promotion(str(promotion))
        for uid, ids in dict(data.get("powers", {})).items():
            if self._power_item(str(uid)) is not None:
                self.set_powers(str(uid), [str(i) for i in ids])
        self._validate()
        return True

    # -- updates ----------------------------------------------------------------------------
    def _on_item_changed(self, _item: QTreeWidgetItem, column: int) -> None:
        if column == 0 and not self._updating:
            self._refresh_promotion()
            self._fill_powers()
            self._validate()
            self.note_changed()

    def _on_power_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if column != 0 or self._updating:
            return
        parent = item.parent()
        if parent is None:
            return
        uid = parent.data(0, _KEY)
        ticked = [child.data(0, _KEY) for child in _children(parent)
                  if child.checkState(0) == Qt.CheckState.Checked]
        self._powers[uid] = ticked
        self._label_powers()
        self._validate()
        self.note_changed()

    def _power_item(self, uid: str) -> QTreeWidgetItem | None:
        for i in range(self.powers_tree.topLevelItemCount()):
            item = self.powers_tree.topLevelItem(i)
            if item is not None and item.data(0, _KEY) == uid:
                return item
        return None

    def _fill_powers(self) -> None:
        """One row per psyker of the picked Team with its list's powers, ticked as picked."""
        team = self.psykers()
        lang = current_language()
        self._updating = True
        try:
            self.powers_tree.clear()
            for uid, psyker in team.items():
                top = QTreeWidgetItem(self.powers_tree)
                top.setData(0, _KEY, uid)
                picked = self._powers.get(uid, [])
                for pid in dict.fromkeys([*psyker.available, *picked]):
                    found = power(self.info.team_list, pid)
                    child = QTreeWidgetItem(top)
                    child.setData(0, _KEY, pid)
                    child.setText(0, display_name(found, lang) if found is not None else pid)
                    if found is not None and display_text(found, lang):
                        child.setToolTip(0, display_text(found, lang))
                    child.setFlags(child.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                    child.setCheckState(0, Qt.CheckState.Checked if pid in picked
                                        else Qt.CheckState.Unchecked)
                top.setExpanded(True)
        finally:
            self._updating = False
        self._label_powers()
        shown = bool(team)
        for widget in (self.powers_label, self.powers_tree, self.powers_note):
            widget.setVisible(shown)

    def _label_powers(self) -> None:
        team = self.psykers()
        names = self.info.names()
        for i in range(self.powers_tree.topLevelItemCount()):
            top = self.powers_tree.topLevelItem(i)
            if top is None:
                continue
            uid = top.data(0, _KEY)
            psyker = team.get(uid)
            if psyker is None:
                continue
            chosen = len(set(self._powers.get(uid, [])))
            if psyker.extra:
                text = self.tr("{model}: {count} of {limit} powers (Mastery Level {mastery}, "
                               "+1 Open Mind)")
            else:
                text = self.tr("{model}: {count} of {limit} powers (Mastery Level {mastery})")
            top.setText(0, text.format(model=names.get(uid, uid), count=chosen,
                                       limit=psyker.allowed, mastery=psyker.mastery))

    def _on_promotion_changed(self, _index: int) -> None:
        if not self._updating:
            self._validate()
            self.note_changed()

    def _refresh_promotion(self) -> None:
        if not self.needs_promotion:
            return
        self._updating = True
        try:
            current = self.promotion.currentData()
            self.promotion.clear()
            self.promotion.addItem(self.tr("— pick a Specialist —"), None)
            names = self.info.names()
            for uid in self.picked():
                model = self.force.model(uid)
                section = self.info.section(model)
                if section is not None and section.value == "specialist":
                    self.promotion.addItem(names[uid], uid)
            index = self.promotion.findData(current)
            self.promotion.setCurrentIndex(max(0, index))
        finally:
            self._updating = False

    def _validate(self) -> None:
        self.plan = plan = step_plans.plan_team(
            self.player, self.force, self.info.validator, self.picked(), self.field_promotion(),
            finale=self.finale, powers=self.powers())
        total = plan.outcome.points or 0
        over = total > self.limit
        if self.finale:
            self.points_label.setText(
                self.tr("Points: {points} / {limit} (the finale: the whole Force)").format(
                    points=total, limit=self.limit))
        else:
            self.points_label.setText(
                self.tr("Points: {points} / {limit} (Base limit of {base})").format(
                    points=total, limit=self.limit,
                    base=term("base_level", _base_level_id(self.player.base_level)),
                )
            )
        tint(self.points_label, "error" if over else None, bold=True)  # light and dark
        self.points_bar.setValue(min(total, self.limit))
        entries = dict(self.info.entry_names())
        entries.update({p.id: display_name(p, current_language())
                        for p in self.info.team_list.powers})  # a power is an "item"
        self.problems.show_violations(
            self.violations(),
            models=self.info.names(),
            groups=self.info.group_names(),
            entries=entries,
        )
        self.set_ok_enabled(not self.violations())

    def _on_print_clicked(self) -> None:
        self.print_requested = True

    def set_ok_enabled(self, enabled: bool) -> None:
        super().set_ok_enabled(enabled)
        self.print_button.setEnabled(enabled)

    def retranslate(self) -> None:
        self.setWindowTitle(
            self.tr("Build a Team — {player}").format(player=self.player_name)
        )
        self.print_button.setText(self.tr("Save and &print Team Sheet…"))
        self.tree.setHeaderLabels(
            [self.tr("Model"), self.tr("Section"), self.tr("Points"), self.tr("State")]
        )
        self.promotion_label.setText(self.tr("&Field promotion (no Team Leader):"))
        self.powers_label.setText(self.tr("Ps&ychic powers for this game:"))
        self.powers_note.setText(self.tr(
            "One power per Mastery Level from the psyker's list, never the same twice; Open "
            "Mind adds one. Warp Charge: roll D3 (not D6) plus the Mastery Levels. Every psyker "
            "counts as having a psychic hood."))
        self.promotion.setToolTip(
            self.tr("The Specialist who leads this Team; you earn 1 RP less after the game.")
        )
        self._updating = True
        names = self.info.names()  # Team List names follow the language
        groups = self.info.group_names()
        try:
            for item in self._top_items():
                self._label_row(item, names, groups)
                for child in _children(item):
                    self._label_row(child, names, groups)
        finally:
            self._updating = False
        self._refresh_promotion()
        self._fill_powers()
        self._validate()

    def _label_row(
        self, item: QTreeWidgetItem, names: dict[str, str], groups: dict[str, str]
    ) -> None:
        key = item.data(0, _KEY)
        if key.startswith(_GROUP_PREFIX):
            gid = key[len(_GROUP_PREFIX):]
            item.setText(0, groups.get(gid, gid))
            item.setText(1, term("glossary", "group"))
            item.setToolTip(0, self.tr("A Group plays with all its models or not at all."))
            incapacitated = any(
                child.data(3, _KEY) == "incapacitated" for child in _children(item)
            )
        else:
            item.setText(0, names.get(key, key))
            model = self.force.model(key)
            item.setToolTip(0, self._model_tooltip(model, names.get(key, key)))
            section = self.info.section(model)
            item.setText(1, term("section", section.value) if section is not None else "")
            incapacitated = item.data(3, _KEY) == "incapacitated"
        item.setText(3, term("injury", "incapacitated") if incapacitated else "")

    def _model_tooltip(self, model: ForceModel, name: str) -> str:
        """The model's special rules (its entry's and its wargear's) and Battle Honours, each
        with its text."""
        rule_ids: list[str] = []
        for entry_id in (model.entry, model.member, *(s.entry for s in model.options)):
            entry = self.info.entry(entry_id) if entry_id else None
            if entry is not None:
                rule_ids.extend(entry.rules)
                for wargear_id in entry.wargear:
                    wargear = self.info.team_list.wargear.get(wargear_id)
                    rule_ids.extend(wargear.rules if wargear is not None else ())
        honours = self.player.model(model.uid).honours if self.player.has_model(model.uid) else ()
        return teamlist_rules_tooltip(self.info.team_list, rule_ids, title=name, honours=honours)


def _base_level_id(level: int) -> str:
    from app.rules.campaign.data import load_rules

    return load_rules().base_level(level).id
