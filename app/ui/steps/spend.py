"""Step 5 — Spend RP: reinforcements, Group recruitment rolls, Base levels and upgrades, Battle
Honours and Walker Repair, planned first and checked by the engine as a whole.

Every purchase goes into a plan; :func:`~app.rules.campaign.spend_rp` checks the plan on every
change (RP, Renown, prerequisites, Groups, one improvement per model…), and the Force's Armoury
limits are checked on the Force the plan would make. Purchases the engine would refuse are shown
greyed with its reason. Nothing is applied until OK; the result (:class:`SpendResult`) holds the
plan, the Group rolls, the engine's outcome and the new Force.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    BuyWargear,
    GroupRollOutcome,
    PlayerState,
    Recruit,
    ReinforceSquad,
    SpendAction,
    SpendOutcome,
    group_honours,
    roll_group_recruitment,
    spend_rp,
)
from app.rules.campaign.data import load_rules
from app.rules.dice import Dice, RandomDice, ScriptedDice
from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.teamlist import Entry, EntryGroup, TeamList, display_name, entry_base_cost
from app.rules.validation import Validator, points_int
from app.rules.violations import Violation
from app.terms import term
from app.ui.steps.common import ForceInfo, StepDialog, campaign_model, current_language
from app.ui.steps.messages import campaign_message
from app.ui.widgets.dice import DiceInput

__all__ = ["NEW_GROUP", "SpendDialog", "SpendResult"]

_KEY = Qt.ItemDataRole.UserRole
_NO_GROUP = ""
NEW_GROUP = "\0new"
_FORCE_CODES = ("armoury.", "option.")  # Force checks that apply when recruiting


@dataclass(frozen=True)
class SpendResult:
    """``spend_rp(state after group_rolls, actions, convert_rp=convert_rp)`` gives
    ``outcome``; ``force`` is the Force with the recruits and wargear of the plan."""

    actions: tuple[SpendAction, ...]
    convert_rp: int | None
    group_rolls: tuple[GroupRollOutcome, ...]
    outcome: SpendOutcome
    force: Force


def _option_entries(entry: Entry) -> list[tuple[EntryGroup, Entry]]:
    out: list[tuple[EntryGroup, Entry]] = []
    for group in entry.walk_groups():
        if group.hidden:
            continue
        for item in group.entries:
            if not item.hidden:
                out.append((group, item))
    return out


def _plan_rank(action: SpendAction) -> int:
    if isinstance(action, BuyBaseLevel | BuyUpgrade):
        return 0
    if isinstance(action, BuyHonour):
        return 2
    return 1


def _in_plan_order(actions: Sequence[SpendAction]) -> list[SpendAction]:
    """The order the store applies a plan in: Base levels and upgrades, then the Force's
    purchases (recruits, wargear), then honours; the player's order within each."""
    return sorted(actions, key=_plan_rank)


class SpendDialog(StepDialog):
    """Plan and confirm what ``player`` buys with RP after a game."""

    def __init__(
        self,
        player: PlayerState,
        force: Force,
        team_list: TeamList,
        parent: QWidget | None = None,
        *,
        dice: Dice | None = None,
        player_name: str = "",
        validator: Validator | None = None,
    ) -> None:
        super().__init__(parent)
        self.player = player
        self.force = force
        self.team_list = team_list
        self.validator = validator or Validator(team_list)
        self.info = ForceInfo(force, team_list, self.validator)
        self.dice: Dice = dice if dice is not None else RandomDice()
        self.player_name = player_name or player.player_id
        self.plan: list[SpendAction] = []
        self.new_models: dict[str, ForceModel] = {}
        self.new_groups: dict[str, Group] = {}
        self.outcome: SpendOutcome | None = None
        self.found: tuple[Violation, ...] = ()
        self.names = self.info.names()
        self.entry_names = self.info.entry_names()
        self.group_names = self.info.group_names()

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._build_reinforcements(), "")
        self.tabs.addTab(self._build_base(), "")
        self.tabs.addTab(self._build_honours(), "")

        # -- the plan ---------------------------------------------------------------------
        self.plan_box = QGroupBox(self)
        self.plan_list = QListWidget(self.plan_box)
        self.plan_list.setWordWrap(True)
        self.remove_button = QPushButton(self.plan_box)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.auto_convert = QCheckBox(self.plan_box)
        self.auto_convert.setChecked(True)
        self.convert_spin = QSpinBox(self.plan_box)
        self.convert_spin.setRange(0, max(0, player.rp))
        self.convert_spin.setEnabled(False)
        self.convert_label = QLabel(self.plan_box)
        self.convert_label.setWordWrap(True)
        self.convert_label.setMinimumHeight(2 * self.convert_label.fontMetrics().lineSpacing() + 4)
        self.totals_label = QLabel(self.plan_box)
        self.totals_label.setWordWrap(True)
        convert_row = QHBoxLayout()
        convert_row.addWidget(self.auto_convert)
        convert_row.addWidget(self.convert_spin)
        convert_row.addStretch(1)
        plan_layout = QVBoxLayout(self.plan_box)
        plan_layout.addWidget(self.plan_list, 1)
        plan_layout.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight)
        plan_layout.addLayout(convert_row)
        plan_layout.addWidget(self.convert_label)
        plan_layout.addWidget(self.totals_label)
        self.auto_convert.toggled.connect(self._on_convert_changed)
        self.convert_spin.valueChanged.connect(self._on_convert_changed)

        body = QHBoxLayout()
        body.addWidget(self.tabs, 1)
        body.addWidget(self.plan_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.resize(1060, 640)
        self.watch_dice()
        self.retranslate()

    # == building ==========================================================================
    def _build_reinforcements(self) -> QWidget:
        page = QWidget(self)
        self.rolls_box = QGroupBox(page)
        rolls = QGridLayout(self.rolls_box)
        self.group_dice: dict[str, DiceInput] = {}
        self.group_roll_labels: dict[str, tuple[QLabel, QLabel]] = {}
        row = 0
        for gid in self.player.group_ids():
            honours = len(group_honours(self.player, gid))
            if honours == 0:
                continue
            name = QLabel(page)
            result = QLabel(page)
            rolls.addWidget(name, row, 0)
            if gid in self.player.group_rolls:
                rolls.addWidget(result, row, 2)
            else:
                die = DiceInput(self.rolls_box, dice=self.dice)
                die.valueChanged.connect(self._on_changed)
                rolls.addWidget(die, row, 1)
                rolls.addWidget(result, row, 2)
                self.group_dice[gid] = die
            self.group_roll_labels[gid] = (name, result)
            row += 1
        self.no_rolls_label = QLabel(self.rolls_box)
        rolls.addWidget(self.no_rolls_label, row, 0, 1, 3)
        self.no_rolls_label.setVisible(row == 0)
        rolls.setColumnStretch(2, 1)

        self.recruit_box = QGroupBox(page)
        self.recruit_entry = QComboBox(self.recruit_box)
        for entry in self.team_list.entries:
            if not entry.hidden:
                self.recruit_entry.addItem("", entry.id)
        self.recruit_group = QComboBox(self.recruit_box)
        self.pick_entry_button = QPushButton(self.recruit_box)
        self.add_recruit_button = QPushButton(self.recruit_box)
        self.recruit_status = QLabel(self.recruit_box)
        self.recruit_status.setWordWrap(True)
        self.recruit_into_label = QLabel(self.recruit_box)
        grid = QGridLayout(self.recruit_box)
        grid.addWidget(self.recruit_entry, 0, 0)
        grid.addWidget(self.pick_entry_button, 0, 1)
        grid.addWidget(self.recruit_into_label, 1, 0, 1, 2)
        grid.addWidget(self.recruit_group, 2, 0)
        grid.addWidget(self.add_recruit_button, 2, 1)
        grid.addWidget(self.recruit_status, 3, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self.recruit_entry.currentIndexChanged.connect(self._on_recruit_entry_changed)
        self.recruit_group.currentIndexChanged.connect(self._on_changed)
        self.pick_entry_button.clicked.connect(self._on_pick_entry_clicked)
        self.add_recruit_button.clicked.connect(self._on_add_recruit_clicked)

        self.wargear_box = QGroupBox(page)
        self.wargear_model = QComboBox(self.wargear_box)
        self.wargear_item = QComboBox(self.wargear_box)
        self.options_button = QPushButton(self.wargear_box)
        self.add_wargear_button = QPushButton(self.wargear_box)
        self.wargear_status = QLabel(self.wargear_box)
        self.wargear_status.setWordWrap(True)
        wgrid = QGridLayout(self.wargear_box)
        wgrid.addWidget(self.wargear_model, 0, 0)
        wgrid.addWidget(self.options_button, 0, 1)
        wgrid.addWidget(self.wargear_item, 1, 0)
        wgrid.addWidget(self.add_wargear_button, 1, 1)
        wgrid.addWidget(self.wargear_status, 2, 0, 1, 2)
        wgrid.setColumnStretch(0, 1)
        self.wargear_model.currentIndexChanged.connect(self._on_wargear_model_changed)
        self.wargear_item.currentIndexChanged.connect(self._on_changed)
        self.add_wargear_button.clicked.connect(self._on_add_wargear_clicked)
        self.options_button.clicked.connect(self._on_options_clicked)

        layout = QVBoxLayout(page)
        layout.addWidget(self.rolls_box)
        layout.addWidget(self.recruit_box)
        layout.addWidget(self.wargear_box)
        layout.addStretch(1)
        return page

    def _build_base(self) -> QWidget:
        page = QWidget(self)
        self.level_label = QLabel(page)
        self.level_label.setWordWrap(True)
        self.level_button = QPushButton(page)
        self.level_button.clicked.connect(self._on_level_clicked)
        self.upgrades = QTreeWidget(page)
        self.upgrades.setColumnCount(3)
        self.upgrades.setRootIsDecorated(False)
        for upgrade_id in load_rules().base_upgrades:
            item = QTreeWidgetItem(self.upgrades)
            item.setData(0, _KEY, upgrade_id)
        header = self.upgrades.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.upgrade_button = QPushButton(page)
        self.upgrade_button.clicked.connect(self._on_upgrade_clicked)
        self.upgrades.itemDoubleClicked.connect(self._on_upgrade_clicked)
        level_row = QHBoxLayout()
        level_row.addWidget(self.level_label, 1)
        level_row.addWidget(self.level_button)
        layout = QVBoxLayout(page)
        layout.addLayout(level_row)
        layout.addWidget(self.upgrades, 1)
        layout.addWidget(self.upgrade_button, 0, Qt.AlignmentFlag.AlignRight)
        return page

    def _build_honours(self) -> QWidget:
        page = QWidget(self)
        rules = load_rules()
        self.honour_combo = QComboBox(page)
        for honour_id in (*rules.honours, *rules.walker_honours):
            self.honour_combo.addItem("", honour_id)
        self.honour_models = QTreeWidget(page)
        self.honour_models.setColumnCount(2)
        self.honour_models.setRootIsDecorated(False)
        self.honour_models.header().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.honour_models.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.repair_label = QLabel(page)
        self.repair_stat = QComboBox(page)
        self.honour_button = QPushButton(page)
        self.honour_button.clicked.connect(self._on_honour_clicked)
        self.honour_models.itemDoubleClicked.connect(self._on_honour_clicked)
        self.honour_combo.currentIndexChanged.connect(self._on_changed)
        self.honour_models.currentItemChanged.connect(self._on_honour_model_changed)
        self.honour_info = QLabel(page)
        self.honour_info.setWordWrap(True)
        repair_row = QHBoxLayout()
        repair_row.addWidget(self.repair_label)
        repair_row.addWidget(self.repair_stat, 1)
        layout = QVBoxLayout(page)
        layout.addWidget(self.honour_combo)
        layout.addWidget(self.honour_info)
        layout.addWidget(self.honour_models, 1)
        layout.addLayout(repair_row)
        layout.addWidget(self.honour_button, 0, Qt.AlignmentFlag.AlignRight)
        return page

    # == the plan ===========================================================================
    def rolled_state(self) -> tuple[PlayerState, tuple[GroupRollOutcome, ...]]:
        """The player after the Group recruitment rolls typed or rolled so far."""
        state = self.player
        outcomes: list[GroupRollOutcome] = []
        for gid, die in self.group_dice.items():
            value = die.value()
            if value is None:
                continue
            outcome = roll_group_recruitment(state, gid, ScriptedDice([value]))
            state = outcome.state
            outcomes.append(outcome)
        return state, tuple(outcomes)

    def convert_rp(self) -> int | None:
        return None if self.auto_convert.isChecked() else self.convert_spin.value()

    def plan_outcome(self, actions: Sequence[SpendAction]) -> SpendOutcome:
        state, _ = self.rolled_state()
        convert = self.convert_rp()
        return spend_rp(state, actions, convert_rp=convert)

    def new_force(self, actions: Sequence[SpendAction] | None = None) -> Force:
        """The Force with the recruits and wargear of ``actions`` (default: the plan)."""
        plan = self.plan if actions is None else list(actions)
        models = list(self.force.models)
        groups = list(self.force.groups)
        known_groups = {g.id for g in groups}
        for action in plan:
            if isinstance(action, Recruit | ReinforceSquad):
                fm = self.new_models[action.model.uid]
                models.append(fm)
                if fm.group is not None and fm.group not in known_groups:
                    groups.append(self.new_groups.get(fm.group, Group(fm.group, fm.entry)))
                    known_groups.add(fm.group)
            elif isinstance(action, BuyWargear):
                for index, fm in enumerate(models):
                    if fm.uid != action.uid:
                        continue
                    options = [s for s in fm.options if s.entry != action.replaces]
                    options.append(Selection(action.item))
                    models[index] = replace(fm, options=tuple(options))
        return replace(self.force, models=tuple(models), groups=tuple(groups))

    def force_violations(self, actions: Sequence[SpendAction]) -> list[Violation]:
        """Armoury and option limits of the Force the plan makes (they apply to recruits)."""
        if not any(isinstance(a, Recruit | ReinforceSquad | BuyWargear) for a in actions):
            return []
        report = self.validator.validate_force(self.new_force(actions))
        before = set(self.info.force_report.violations)
        return [
            v for v in report.violations
            if v.severity == "error" and v.code.startswith(_FORCE_CODES) and v not in before
        ]

    def refusals(self, action: SpendAction) -> list[Violation]:
        """Why the engine would refuse ``action`` added to the plan (empty: allowed)."""
        plan = _in_plan_order([*self.plan, action])
        index = next(i for i, a in enumerate(plan) if a is action)
        outcome = self.plan_outcome(plan)
        own = [v for v in outcome.violations if v.params.get("action") == index]
        if own:
            return own
        current = {v.code for v in (self.outcome.violations if self.outcome else ())}
        return [
            v for v in outcome.violations
            if v.params.get("action") == len(plan) and v.code not in current
        ]

    def add(self, action: SpendAction) -> bool:
        """Add ``action`` to the plan; returns False (and changes nothing) when refused."""
        if self.refusals(action):
            return False
        self.plan = _in_plan_order([*self.plan, action])
        self._validate()
        return True

    def remove(self, index: int) -> None:
        action = self.plan.pop(index)
        if isinstance(action, Recruit | ReinforceSquad):
            uid = action.model.uid
            self.new_models.pop(uid, None)
            # Wargear bought for a removed recruit goes too.
            self.plan = [
                a for a in self.plan if not (isinstance(a, BuyWargear) and a.uid == uid)
            ]
        self._validate()

    # -- recruits ---------------------------------------------------------------------------
    def _new_uid(self, entry_id: str) -> str:
        taken = {m.uid for m in self.force.models} | set(self.new_models)
        n = 1
        while f"{entry_id}-{n}" in taken:
            n += 1
        return f"{entry_id}-{n}"

    def _new_group_id(self, entry_id: str) -> str:
        taken = {g.id for g in self.force.groups} | set(self.player.group_ids()) | set(
            self.new_groups
        )
        n = 1
        while f"{entry_id}-group-{n}" in taken:
            n += 1
        return f"{entry_id}-group-{n}"

    def recruit_action(
        self,
        entry_id: str,
        group: str | None = None,
        options: Sequence[str] = (),
        *,
        register: bool = False,
    ) -> tuple[SpendAction, ForceModel]:
        """The purchase of one ``entry_id`` model (into ``group``: an existing Group or Squad,
        ``NEW_GROUP`` for a new Group, ``None`` for none) and its Force model. ``register``
        keeps a new Group for the plan."""
        entry = self.team_list.entry(entry_id)
        gid = group
        if group == NEW_GROUP:
            gid = self._new_group_id(entry_id)
            if register:
                self.new_groups[gid] = Group(gid, entry_id, squad=entry.squad_size is not None,
                                             starting_size=entry.squad_size)
        fm = ForceModel(self._new_uid(entry_id), entry_id, "", None,
                        tuple(Selection(o) for o in options), gid)
        probe = replace(self.force, models=(*self.force.models, fm))
        model = campaign_model(self.team_list, probe, fm)
        squad = gid is not None and self.player.members(gid) and any(
            m.squad_size is not None for m in self.player.members(gid)
        )
        if squad:
            unit = points_int(entry_base_cost(entry))
            options_points = points_int(
                self.validator.model_points(probe, fm) - entry_base_cost(entry)
                if options else Fraction(0)
            )
            return ReinforceSquad(model, unit, max(0, options_points)), fm
        return Recruit(model, points_int(self.validator.model_points(probe, fm))), fm

    def add_recruit(
        self, entry_id: str, group: str | None = None, options: Sequence[str] = ()
    ) -> bool:
        action, fm = self.recruit_action(entry_id, group, options, register=True)
        self.new_models[fm.uid] = fm
        if self.add(action):
            return True
        self.new_models.pop(fm.uid, None)
        if fm.group is not None:
            self.new_groups.pop(fm.group, None)
        return False

    # -- wargear ----------------------------------------------------------------------------
    def _planned_wargear(self, uid: str) -> list[str]:
        fm = self.new_force().model(uid)
        return [s.entry for sel in fm.options for s in sel.walk()]

    def wargear_action(self, uid: str, item: str) -> BuyWargear:
        """Buying ``item`` for ``uid``: a choice in a group the model already chose from
        replaces that choice and pays the difference."""
        force = self.new_force()
        fm = force.model(uid)
        entry = self.team_list.entry(fm.entry)
        owned = self._planned_wargear(uid)
        price = 0
        replaces: str | None = None
        replaced_points = 0
        for group, option in _option_entries(entry):
            if option.id == item:
                price = points_int(option.cost)
                for other in group.entries:
                    if other.id != item and other.id in owned and len(group.entries) > 1:
                        replaces = other.id
                        replaced_points = points_int(other.cost)
        return BuyWargear(uid, item, price, replaces, replaced_points)

    def add_wargear(self, uid: str, item: str) -> bool:
        return self.add(self.wargear_action(uid, item))

    # -- Base and honours -------------------------------------------------------------------
    def next_level(self) -> int | None:
        state = self.outcome.state if self.outcome and self.outcome.ok else self.player
        level = max(
            [state.base_level] + [a.level for a in self.plan if isinstance(a, BuyBaseLevel)]
        ) + 1
        return level if level <= load_rules().max_base_level else None

    def honour_targets(self, honour_id: str) -> list[tuple[str, list[Violation]]]:
        """Every model of the Force (and the plan's recruits) with why it can't take the
        honour (empty: eligible)."""
        state, _ = self.rolled_state()
        planned = self.outcome.state if self.outcome is not None and self.outcome.ok else state
        out: list[tuple[str, list[Violation]]] = []
        for model in planned.models:
            stat = None
            if honour_id == "repair" and len(set(model.permanent_injuries)) > 1:
                stat = model.permanent_injuries[0]
            out.append((model.uid, self.refusals(BuyHonour(honour_id, model.uid, stat))))
        return out

    # == updates ============================================================================
    def build_result(self) -> SpendResult | None:
        self._validate()
        if self.outcome is None or self.found:
            return None
        _, rolls = self.rolled_state()
        return SpendResult(tuple(self.plan), self.convert_rp(), rolls, self.outcome,
                           self.new_force())

    def _on_changed(self, *_args: object) -> None:
        self._validate()

    def _on_convert_changed(self, *_args: object) -> None:
        self.convert_spin.setEnabled(not self.auto_convert.isChecked())
        self._validate()

    def _on_remove_clicked(self) -> None:
        row = self.plan_list.currentRow()
        if 0 <= row < len(self.plan):
            self.remove(row)

    def _on_recruit_entry_changed(self, _index: int) -> None:
        self._fill_recruit_groups()
        self._validate()

    def _on_pick_entry_clicked(self) -> None:
        try:
            from app.ui.force_editor.entry_picker import AddModelDialog
        except ImportError:  # pragma: no cover - the Force editor ships with the app
            return
        dialog = AddModelDialog(self.team_list, self)
        if dialog.exec() and dialog.chosen_entry:
            index = self.recruit_entry.findData(dialog.chosen_entry)
            if index >= 0:
                self.recruit_entry.setCurrentIndex(index)

    def _on_add_recruit_clicked(self) -> None:
        entry_id = self.recruit_entry.currentData()
        group = self.recruit_group.currentData()
        if isinstance(entry_id, str):
            self.add_recruit(entry_id, group or None)

    def _on_wargear_model_changed(self, _index: int) -> None:
        self._fill_wargear_items()
        self._validate()

    def _on_add_wargear_clicked(self) -> None:
        uid = self.wargear_model.currentData()
        item = self.wargear_item.currentData()
        if isinstance(uid, str) and isinstance(item, str):
            self.add_wargear(uid, item)

    def _on_options_clicked(self) -> None:
        """Choose the model's wargear in the Force editor's options dialog; each new item is
        bought (a choice that replaces another pays the difference)."""
        uid = self.wargear_model.currentData()
        if not isinstance(uid, str):
            return
        try:
            from app.ui.force_editor.options_dialog import OptionsDialog
        except ImportError:  # pragma: no cover - the Force editor ships with the app
            return
        force = self.new_force()
        fm = force.model(uid)

        def points_of(selections: tuple[Selection, ...]) -> int:
            probe = replace(fm, options=selections)
            return points_int(self.validator.model_points(force, probe))

        dialog = OptionsDialog(self.team_list, self.team_list.entry(fm.entry), fm.options,
                               points_of, title=self.names.get(uid, uid), parent=self)
        if not dialog.exec():
            return
        before = {s.entry for sel in fm.options for s in sel.walk()}
        for selection in dialog.selections():
            if selection.entry not in before:
                self.add_wargear(uid, selection.entry)

    def _on_level_clicked(self) -> None:
        level = self.next_level()
        if level is not None:
            self.add(BuyBaseLevel(level))

    def _on_upgrade_clicked(self, *_args: object) -> None:
        item = self.upgrades.currentItem()
        if item is not None and not item.isDisabled():
            self.add(BuyUpgrade(item.data(0, _KEY)))

    def _on_honour_model_changed(self, *_args: object) -> None:
        self._fill_repair()

    def _on_honour_clicked(self, *_args: object) -> None:
        item = self.honour_models.currentItem()
        honour_id = self.honour_combo.currentData()
        if item is None or item.isDisabled() or not isinstance(honour_id, str):
            return
        stat = self.repair_stat.currentData() if self.repair_stat.isEnabled() else None
        self.add(BuyHonour(honour_id, item.data(0, _KEY), stat))

    # -- filling ----------------------------------------------------------------------------
    def _fill_recruit_groups(self) -> None:
        entry_id = self.recruit_entry.currentData()
        current = self.recruit_group.currentData()
        self.recruit_group.blockSignals(True)
        self.recruit_group.clear()
        self.recruit_group.addItem(self.tr("No Group"), _NO_GROUP)
        entry = self.team_list.entry(entry_id) if isinstance(entry_id, str) else None
        section = self.team_list.section_of(entry) if entry is not None else None
        if entry is not None and section is not None and section.value == "core":
            self.recruit_group.addItem(self.tr("A new Group"), NEW_GROUP)
            for gid in self.player.group_ids():
                members = self.player.members(gid)
                if members and members[0].entry_id == entry_id:
                    self.recruit_group.addItem(
                        self.tr("Join {group}").format(group=self.group_names.get(gid, gid)), gid
                    )
        index = self.recruit_group.findData(current)
        self.recruit_group.setCurrentIndex(max(0, index))
        self.recruit_group.blockSignals(False)

    def _fill_wargear_models(self) -> None:
        current = self.wargear_model.currentData()
        self.wargear_model.blockSignals(True)
        self.wargear_model.clear()
        force = self.new_force()
        names = ForceInfo(force, self.team_list, self.validator).names()
        for fm in force.models:
            self.wargear_model.addItem(names.get(fm.uid, fm.uid), fm.uid)
        self.wargear_model.setCurrentIndex(max(0, self.wargear_model.findData(current)))
        self.wargear_model.blockSignals(False)
        self._fill_wargear_items()

    def _fill_wargear_items(self) -> None:
        uid = self.wargear_model.currentData()
        current = self.wargear_item.currentData()
        self.wargear_item.blockSignals(True)
        self.wargear_item.clear()
        if isinstance(uid, str):
            fm = self.new_force().model(uid)
            owned = set(self._planned_wargear(uid))
            for group, option in _option_entries(self.team_list.entry(fm.entry)):
                if option.id in owned:
                    continue
                self.wargear_item.addItem(
                    self.tr("{group}: {item} ({points} pts)").format(
                        group=display_name(group, current_language()),
                        item=self.entry_names.get(option.id, option.name),
                        points=points_int(option.cost)),
                    option.id,
                )
        self.wargear_item.setCurrentIndex(max(0, self.wargear_item.findData(current)))
        self.wargear_item.blockSignals(False)

    def _fill_repair(self) -> None:
        honour_id = self.honour_combo.currentData()
        item = self.honour_models.currentItem()
        self.repair_stat.clear()
        show = honour_id == "repair"
        self.repair_label.setVisible(show)
        self.repair_stat.setVisible(show)
        if not show or item is None:
            self.repair_stat.setEnabled(False)
            return
        state = self.outcome.state if self.outcome is not None and self.outcome.ok else (
            self.player)
        uid = item.data(0, _KEY)
        damaged = list(dict.fromkeys(state.model(uid).permanent_injuries)) if state.has_model(
            uid) else []
        for stat in damaged:
            self.repair_stat.addItem(term("stat", stat), stat)
        self.repair_stat.setEnabled(len(damaged) > 1)

    # -- validation and display -------------------------------------------------------------
    def _message(self, v: Violation) -> str:
        names = dict(self.names)
        force = self.new_force()
        names.update(ForceInfo(force, self.team_list, self.validator).names())
        return campaign_message(v, models=names, groups=self.group_names,
                                entries=self.entry_names)

    def _validate(self) -> None:
        self.outcome = self.plan_outcome(self.plan)
        found = list(self.outcome.violations) + self.force_violations(self.plan)
        self.found = tuple(found)
        self.problems.show_messages(self._message(v) for v in found)
        self._show_plan()
        self._show_rolls()
        self._show_candidates()
        self.set_ok_enabled(not found)

    def _action_text(self, action: SpendAction, line_points: int, line_rp: int) -> str:
        if isinstance(action, Recruit | ReinforceSquad):
            fm = self.new_models.get(action.model.uid)
            text = self.tr("Recruit {entry}").format(
                entry=self.entry_names.get(action.model.entry_id, action.model.entry_id))
            gid = fm.group if fm is not None else None
            if gid is not None:
                group = self.group_names.get(gid) or self.tr("a new Group")
                text = self.tr("{recruit} into {group}").format(recruit=text, group=group)
            return self.tr("{what} — {points} pts").format(what=text, points=line_points)
        if isinstance(action, BuyWargear):
            text = self.tr("{item} for {model}").format(
                item=self.entry_names.get(action.item, action.item),
                model=self.names.get(action.uid) or self.entry_names.get(
                    self.new_force().model(action.uid).entry, action.uid))
            if action.replaces:
                text = self.tr("{what} (replaces {old})").format(
                    what=text, old=self.entry_names.get(action.replaces, action.replaces))
            return self.tr("{what} — {points} pts").format(what=text, points=line_points)
        if isinstance(action, BuyBaseLevel):
            text = self.tr("Base level {level}: {name}").format(
                level=action.level, name=term("base_level",
                                              load_rules().base_level(action.level).id))
        elif isinstance(action, BuyUpgrade):
            text = term("upgrade", action.upgrade_id)
        else:
            text = self.tr("{honour} for {model}").format(
                honour=term("honour", action.honour_id),
                model=self.names.get(action.uid, action.uid))
            if action.repair_stat:
                text += f" ({term('stat', action.repair_stat)})"
        return self.tr("{what} — {rp} RP").format(what=text, rp=line_rp)

    def _show_plan(self) -> None:
        assert self.outcome is not None
        lines = {line.index: line for line in self.outcome.lines}
        self.plan_list.clear()
        for index, action in enumerate(self.plan):
            line = lines.get(index)
            self.plan_list.addItem(
                self._action_text(action, line.points if line else 0, line.rp if line else 0)
            )
        self.remove_button.setEnabled(bool(self.plan))
        out = self.outcome
        available = out.rp_converted * load_rules().points_per_rp
        self.convert_label.setText(
            self.tr("Reinforcements: {needed} pts needed; {rp} RP converted = {available} pts; "
                    "{lost} pts left over will be lost.").format(
                needed=out.points_needed, rp=out.rp_converted, available=available,
                lost=out.points_lost)
            if out.points_needed or out.rp_converted else
            self.tr("No reinforcement points needed.")
        )
        if self.player.converted:
            self.convert_label.setText(
                self.convert_label.text() + " "
                + self.tr("RP were already converted in this step.")
            )
        after = self.player.rp - out.rp_spent
        self.totals_label.setText(
            self.tr("<b>RP: {before} − {spent} = {after}</b> (points {converted} RP, "
                    "direct {direct} RP)").format(
                before=self.player.rp, spent=out.rp_spent, after=after,
                converted=out.rp_converted, direct=out.rp_direct)
        )

    def _show_rolls(self) -> None:
        _, outcomes = self.rolled_state()
        done = {o.group_id: o for o in outcomes}
        for gid, (name, result) in self.group_roll_labels.items():
            honours = len(group_honours(self.player, gid))
            name.setText(self.tr("{group}: {count} Battle Honour(s), needs {count}+").format(
                group=self.group_names.get(gid, gid), count=honours))
            roll = done.get(gid)
            previous = self.player.group_rolls.get(gid)
            if roll is not None:
                allowed, value = roll.allowed, roll.roll
            elif previous is not None:
                allowed, value = previous.allowed, previous.roll
            else:
                result.setText(self.tr("roll before recruiting into it"))
                continue
            result.setText(
                (self.tr("rolled {roll}: may take recruits") if allowed else
                 self.tr("rolled {roll}: no recruits until after the next game")).format(
                    roll=value)
            )

    def _show_candidates(self) -> None:
        # Recruits
        entry_id = self.recruit_entry.currentData()
        if isinstance(entry_id, str):
            group = self.recruit_group.currentData() or None
            action, _ = self.recruit_action(entry_id, group)
            refused = self.refusals(action)
            cost = action.points if isinstance(action, Recruit) else (
                -(-action.unit_cost // max(1, action.model.squad_size or 1)))
            self.add_recruit_button.setEnabled(not refused)
            self.recruit_status.setText(
                self.tr("{points} pts").format(points=cost) + (
                    " — " + "; ".join(self._message(v) for v in refused) if refused else "")
            )
        # Wargear
        self._fill_wargear_models()
        uid = self.wargear_model.currentData()
        item = self.wargear_item.currentData()
        if isinstance(uid, str) and isinstance(item, str):
            action_w = self.wargear_action(uid, item)
            refused = self.refusals(action_w)
            self.add_wargear_button.setEnabled(not refused)
            cost = action_w.points - action_w.replaced_points if action_w.replaces else (
                action_w.points)
            text = self.tr("{points} pts").format(points=max(0, cost))
            if action_w.replaces:
                text += " " + self.tr("(replaces {old}: the difference only)").format(
                    old=self.entry_names.get(action_w.replaces, action_w.replaces))
            if refused:
                text += " — " + "; ".join(self._message(v) for v in refused)
            self.wargear_status.setText(text)
        else:
            self.add_wargear_button.setEnabled(False)
            self.wargear_status.setText("")
        # Base level
        rules = load_rules()
        level = self.next_level()
        if level is None:
            self.level_label.setText(self.tr("The Base is at the highest level."))
            self.level_button.setEnabled(False)
        else:
            row = rules.base_level(level)
            refused = self.refusals(BuyBaseLevel(level))
            self.level_label.setText(
                self.tr("Next Base level {level}: {name} — {rp} RP, Renown {renown}+, Team "
                        "limit {limit} pts").format(
                    level=level, name=term("base_level", row.id), rp=row.rp,
                    renown=row.renown, limit=row.team_limit)
                + ("\n" + "; ".join(self._message(v) for v in refused) if refused else "")
            )
            self.level_button.setEnabled(not refused)
        # Upgrades
        for i in range(self.upgrades.topLevelItemCount()):
            item_u = self.upgrades.topLevelItem(i)
            upgrade_id = item_u.data(0, _KEY)
            upgrade = rules.base_upgrade(upgrade_id)
            refused = self.refusals(BuyUpgrade(upgrade_id))
            item_u.setText(0, term("upgrade", upgrade_id))
            item_u.setText(1, self.tr("{rp} RP").format(rp=upgrade.rp))
            requires = ", ".join(
                term("base_level", r) if r in rules.base_level_ids else term("upgrade", r)
                for r in upgrade.requires)
            reason = "; ".join(self._message(v) for v in refused)
            item_u.setText(2, reason or (self.tr("requires {list}").format(list=requires)
                                         if requires else ""))
            item_u.setDisabled(bool(refused))
            item_u.setToolTip(2, reason)
        self.upgrade_button.setEnabled(
            self.upgrades.currentItem() is not None and not self.upgrades.currentItem().isDisabled()
        )
        # Honours
        honour_id = self.honour_combo.currentData()
        if isinstance(honour_id, str):
            honour = rules.honour(honour_id)
            only = term("honour_only", honour.only) if honour.only else ""
            self.honour_info.setText(
                self.tr("{rp} RP, Renown {renown}+").format(rp=honour.rp, renown=honour.renown)
                + (f" — {only}" if only else "")
            )
            current = self.honour_models.currentItem()
            current_uid = current.data(0, _KEY) if current is not None else None
            self.honour_models.clear()
            force_names = ForceInfo(self.new_force(), self.team_list, self.validator).names()
            for uid, refused in self.honour_targets(honour_id):
                item_h = QTreeWidgetItem(self.honour_models)
                item_h.setData(0, _KEY, uid)
                item_h.setText(0, force_names.get(uid, uid))
                reason = "; ".join(self._message(v) for v in refused)
                item_h.setText(1, reason or self.tr("eligible"))
                item_h.setDisabled(bool(refused))
                if uid == current_uid:
                    self.honour_models.setCurrentItem(item_h)
            self._fill_repair()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Spend RP — {player}").format(player=self.player_name))
        self.tabs.setTabText(0, self.tr("Recruits and wargear"))
        self.tabs.setTabText(1, term("glossary", "base"))
        self.tabs.setTabText(2, self.tr("Battle Honours"))
        self.rolls_box.setTitle(self.tr("Group recruitment rolls"))
        self.no_rolls_label.setText(self.tr("No Group has Battle Honours: no roll needed."))
        self.recruit_box.setTitle(self.tr("Recruit"))
        self.recruit_into_label.setText(self.tr("Into:"))
        self.entry_names = self.info.entry_names()
        self.group_names = self.info.group_names()
        self.names = self.info.names()
        for i in range(self.recruit_entry.count()):
            entry = self.team_list.entry(self.recruit_entry.itemData(i))
            self.recruit_entry.setItemText(
                i, self.tr("{entry} ({points} pts)").format(
                    entry=self.entry_names.get(entry.id, entry.name),
                    points=points_int(entry_base_cost(entry))))
        self._fill_recruit_groups()
        self.pick_entry_button.setText(self.tr("From the Team List…"))
        self.add_recruit_button.setText(self.tr("Add recruit"))
        self.wargear_box.setTitle(self.tr("Wargear"))
        self.options_button.setText(self.tr("Options…"))
        self.add_wargear_button.setText(self.tr("Add wargear"))
        self.upgrades.setHeaderLabels([self.tr("Upgrade"), self.tr("Cost"), self.tr("Status")])
        self.upgrade_button.setText(self.tr("Add upgrade"))
        self.level_button.setText(self.tr("Add Base level"))
        for i in range(self.honour_combo.count()):
            honour_id = self.honour_combo.itemData(i)
            honour = load_rules().honour(honour_id)
            self.honour_combo.setItemText(
                i, self.tr("{honour} ({rp} RP)").format(honour=term("honour", honour_id),
                                                        rp=honour.rp))
        self.honour_models.setHeaderLabels([self.tr("Model"), self.tr("Status")])
        self.repair_label.setText(self.tr("Damage to repair:"))
        self.honour_button.setText(self.tr("Add honour"))
        self.plan_box.setTitle(self.tr("Plan (applied when you press OK)"))
        self.remove_button.setText(self.tr("Remove"))
        self.auto_convert.setText(self.tr("Convert just enough RP into points; or convert:"))
        self._validate()
