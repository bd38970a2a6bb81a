"""Step 2 — Record a game: mission, opponent, result, roles, achievements, mission facts and what
happened to each model. Each change makes the step's plan
(:func:`app.rules.campaign.step_plans.plan_game`): its refusals are the ones shown, and the
result is that plan (:class:`GamePlan`, the game as recorded, each Team with its Artillery
crew), which the store commits as it is (``store.commit_game``).

The dialog knows the mission (:mod:`app.rules.campaign.missions`): the Set-up tab shows how to
set it up (and prints the mission card), the Mission dice tab takes or rolls the dice of its
tables, and the result is the one the plan derives from the facts and the casualties, with the
rule that decided; the players may override it, giving a reason, which the game keeps."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language
from app.i18n.terms import term
from app.rules.campaign import (
    CampaignSettings,
    GameRecord,
    MissionChoice,
    PlayerGame,
    PlayerState,
    choose_mission,
    missions,
    step_plans,
)
from app.rules.campaign.data import Mission, load_rules
from app.rules.campaign.missions import ResultPlan
from app.rules.campaign.step2_game import MissionReport, MissionRoll, Role, WalkerDamage
from app.rules.campaign.step_plans import GamePlan
from app.rules.dice import Dice, RandomDice, ScriptedDice
from app.rules.force import Team
from app.rules.violations import Violation
from app.ui.steps.common import StepDialog
from app.ui.widgets.dice import DiceInput

__all__ = ["GameSide", "RecordGameDialog"]

# What happened to a model: "" = still standing at the end.
_FATES = ("", "casualty", "fled", "knocked_out")
#: The result combo's first item: nobody picked a result yet (OK waits for one).
_UNPICKED = "\0pick"
_WALKER_FATES = ("", "wrecked", "explodes", "fled")


@dataclass(frozen=True)
class GameSide:
    """A player who may play: campaign state, the Team built in step 1, display names and the
    points of each model (the casualties' points decide Escalating Skirmish)."""

    player: PlayerState
    team: Team
    name: str = ""
    models: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    points: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def label(self) -> str:
        return self.name or self.player.player_id


class _PlayerPanel(QWidget):
    """One player's achievements, mission facts and models."""

    def __init__(self, side: GameSide, settings: CampaignSettings, parent: QWidget) -> None:
        super().__init__(parent)
        self.side = side
        self.settings = settings
        rules = load_rules()
        self.achievement_box = QGroupBox(self)
        grid = QGridLayout(self.achievement_box)
        self.achievements: dict[str, QCheckBox | QSpinBox] = {}
        self.achievement_labels: dict[str, QLabel] = {}
        row = 0
        for achievement in rules.achievements.values():
            if achievement.automatic:
                continue
            if achievement.repeatable:
                spin = QSpinBox(self.achievement_box)
                spin.setRange(0, 20)
                label = QLabel(self.achievement_box)
                label.setBuddy(spin)
                grid.addWidget(label, row, 0)
                grid.addWidget(spin, row, 1)
                self.achievements[achievement.id] = spin
                self.achievement_labels[achievement.id] = label
            else:
                box = QCheckBox(self.achievement_box)
                grid.addWidget(box, row, 0, 1, 2)
                self.achievements[achievement.id] = box
            row += 1
        self.facts_box = QGroupBox(self)
        self.facts_layout = QFormLayout(self.facts_box)
        self.facts: dict[str, QSpinBox] = {}
        self.fact_labels: dict[str, QLabel] = {}
        self.mission_id: str | None = "\0"  # none set yet
        self.mission: Mission | None = None
        self.models_box = QGroupBox(self)
        self.table = QTableWidget(len(side.team.models), 2, self.models_box)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        self.fates: dict[str, QComboBox] = {}
        for index, uid in enumerate(side.team.models):
            walker = side.player.has_model(uid) and side.player.model(uid).walker
            combo = QComboBox(self.table)
            for fate in _WALKER_FATES if walker else _FATES:
                if fate == "knocked_out" and not settings.knocked_out:
                    continue
                combo.addItem(fate, fate)
            self.table.setCellWidget(index, 1, combo)
            self.fates[uid] = combo
            name = QTableWidgetItem(side.models.get(uid, uid))
            name.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.table.setItem(index, 0, name)
        models_layout = QVBoxLayout(self.models_box)
        models_layout.addWidget(self.table)

        left = QVBoxLayout()
        left.addWidget(self.achievement_box)
        left.addWidget(self.facts_box)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(left)
        layout.addWidget(self.models_box, 1)

    def set_mission(self, mission: Mission | None) -> None:
        for spin in self.facts.values():
            spin.deleteLater()
        for label in self.fact_labels.values():
            label.deleteLater()
        while self.facts_layout.rowCount():
            self.facts_layout.removeRow(0)
        self.facts = {}
        self.fact_labels = {}
        self.mission_id = mission.id if mission is not None else None
        self.mission = mission
        facts = mission.facts if mission is not None else {}
        for fact in facts.values():
            spin = QSpinBox(self.facts_box)
            spin.setRange(0, fact.max if fact.max is not None else 99)
            label = QLabel(self.facts_box)
            label.setBuddy(spin)
            label.setWordWrap(True)
            self.facts_layout.addRow(label, spin)
            self.facts[fact.id] = spin
            self.fact_labels[fact.id] = label
        self.facts_box.setVisible(bool(facts))
        self.retranslate()

    def set_role(self, role: Role | None, mission: Mission | None) -> None:
        if mission is None:
            return
        for fact_id, spin in self.facts.items():
            needed = mission.facts[fact_id].role
            spin.setEnabled(needed is None or needed == role)
            if not spin.isEnabled():
                spin.setValue(0)

    def player_game(self, role: Role | None) -> PlayerGame:
        achievements: dict[str, int] = {}
        for key, widget in self.achievements.items():
            count = widget.value() if isinstance(widget, QSpinBox) else int(widget.isChecked())
            if count:
                achievements[key] = count
        facts = {key: spin.value() for key, spin in self.facts.items() if spin.value()}
        lists: dict[str, list[str]] = {fate: [] for fate in _FATES + _WALKER_FATES if fate}
        for uid, combo in self.fates.items():
            fate = combo.currentData()
            if fate:
                lists[fate].append(uid)
        damage: dict[str, WalkerDamage] = {uid: "wrecked" for uid in lists["wrecked"]}
        damage.update({uid: "explodes" for uid in lists["explodes"]})
        return PlayerGame(
            player_id=self.side.player.player_id,
            team=self.side.team.models,
            role=role,
            achievements=MappingProxyType(achievements),
            facts=MappingProxyType(facts),
            casualties=tuple(lists["casualty"]),
            fled=tuple(lists["fled"]),
            knocked_out=tuple(lists["knocked_out"]),
            walker_damage=MappingProxyType(damage),
            field_promoted=self.side.team.field_promotion,
            model_points=MappingProxyType({uid: self.side.points[uid]
                                           for uid in self.side.team.models
                                           if uid in self.side.points}),
        )

    def draft_state(self) -> dict[str, Any]:
        achievements = {key: (w.value() if isinstance(w, QSpinBox) else int(w.isChecked()))
                        for key, w in self.achievements.items()}
        return {"achievements": achievements,
                "facts": {key: spin.value() for key, spin in self.facts.items()},
                "fates": {uid: combo.currentData() for uid, combo in self.fates.items()}}

    def restore_achievements(self, data: Mapping[str, Any]) -> None:
        for key, count in dict(data.get("achievements", {})).items():
            widget = self.achievements.get(key)
            if isinstance(widget, QSpinBox):
                widget.setValue(int(count))
            elif widget is not None:
                widget.setChecked(bool(count))
        for uid, fate in dict(data.get("fates", {})).items():
            combo = self.fates.get(uid)
            if combo is not None and combo.findData(fate) >= 0:
                combo.setCurrentIndex(combo.findData(fate))

    def restore_facts(self, data: Mapping[str, Any]) -> None:
        for key, value in dict(data.get("facts", {})).items():
            spin = self.facts.get(key)
            if spin is not None and spin.isEnabled():
                spin.setValue(int(value))

    def set_fate(self, uid: str, fate: str) -> None:
        combo = self.fates[uid]
        index = combo.findData(fate)
        if index < 0:
            raise ValueError(f"{fate!r} is not possible for {uid!r}")
        combo.setCurrentIndex(index)

    def retranslate(self) -> None:
        self.achievement_box.setTitle(self.tr("Achievements"))
        overrides = self.mission.achievement_rp if self.mission is not None else {}
        for key, widget in self.achievements.items():
            name = term("achievement", key)
            rp = overrides.get(key, load_rules().achievement(key).rp)
            if isinstance(widget, QCheckBox):
                widget.setText(self.tr("{name} (+{rp} RP)").format(name=name, rp=rp))
            else:
                self.achievement_labels[key].setText(
                    self.tr("{name} (+{rp} RP each)").format(name=name, rp=rp)
                )
        self.facts_box.setTitle(self.tr("Mission bonus facts"))
        for key, label in self.fact_labels.items():
            label.setText(term("mission_fact", key))
        self.models_box.setTitle(self.tr("What happened to each model"))
        self.table.setHorizontalHeaderLabels([self.tr("Model"), self.tr("At the end")])
        for combo in self.fates.values():
            for i in range(combo.count()):
                fate = combo.itemData(i)
                combo.setItemText(i, term("casualty", fate) if fate else self.tr("Unharmed"))


class RecordGameDialog(StepDialog):
    """Record the game of ``sides[0]`` against one of the other ``sides``."""

    def __init__(
        self,
        settings: CampaignSettings,
        sides: Sequence[GameSide],
        parent: QWidget | None = None,
        *,
        game_index: int = 0,
        dice: Dice | None = None,
        mission: MissionChoice | None = None,
        roles: Mapping[str, Role] | None = None,
    ) -> None:
        super().__init__(parent)
        if len(sides) < 2:
            raise ValueError("a game needs two players with a Team")
        self.settings = settings
        self.sides = list(sides)
        self.game_index = game_index
        #: the round's mission (a fixed list, a storyline, the finale: every pair plays it)
        self.round_mission = mission
        #: the attacker and defender the storyline gives the mission (the players may change
        #: them)
        self.default_roles: Mapping[str, Role] = dict(roles or {})
        self.dice: Dice = dice if dice is not None else RandomDice()
        self.saved_box: QMessageBox | None = None  # where the mission card went (no viewer)
        self.record: GameRecord | None = None  # the inputs as entered
        self.plan: GamePlan | None = None  # their plan
        self.found: tuple[Violation, ...] = ()
        rules = load_rules()

        # -- mission ---------------------------------------------------------------------
        self.mission_box = QGroupBox(self)
        self.next_radio = QRadioButton(self.mission_box)
        self.roll_radio = QRadioButton(self.mission_box)
        self.choose_radio = QRadioButton(self.mission_box)
        self.mode_group = QButtonGroup(self)
        for button in (self.next_radio, self.roll_radio, self.choose_radio):
            self.mode_group.addButton(button)
        self.mission_dice = DiceInput(self.mission_box, dice=self.dice)
        self.mission_combo = QComboBox(self.mission_box)
        for mission_id in rules.missions:
            self.mission_combo.addItem(mission_id, mission_id)
        if settings.mission_mode == "storyline":
            for mission_id in sorted(rules.special_missions):
                self.mission_combo.addItem(mission_id, mission_id)
        self.mission_label = QLabel(self.mission_box)
        self.print_button = QPushButton(self.mission_box)
        self.print_button.clicked.connect(self._on_print_card)
        grid = QGridLayout(self.mission_box)
        grid.addWidget(self.next_radio, 0, 0, 1, 2)
        grid.addWidget(self.roll_radio, 1, 0)
        grid.addWidget(self.mission_dice, 1, 1)
        grid.addWidget(self.choose_radio, 2, 0)
        grid.addWidget(self.mission_combo, 2, 1)
        grid.addWidget(self.mission_label, 3, 0)
        grid.addWidget(self.print_button, 3, 1, Qt.AlignmentFlag.AlignRight)
        grid.setColumnStretch(1, 1)
        self._listed = self._listed_mission()
        self.next_radio.setEnabled(self._listed is not None)
        self.next_radio.setVisible(settings.mission_mode != "random" or mission is not None)
        if self._listed is not None:
            self.next_radio.setChecked(True)
        else:
            self.roll_radio.setChecked(True)

        # -- players and result ----------------------------------------------------------
        self.opponent_label = QLabel(self)
        self.opponent = QComboBox(self)
        for side in self.sides[1:]:
            self.opponent.addItem(side.label, side.player.player_id)
        self.opponent_label.setBuddy(self.opponent)
        self.result_label = QLabel(self)
        self.result_combo = QComboBox(self)
        self.result_label.setBuddy(self.result_combo)
        self.attacker_label = QLabel(self)
        self.attacker = QComboBox(self)
        self.attacker_label.setBuddy(self.attacker)
        #: the rule that decided (the plan's result), the players' override and its reason
        self.derived_label = QLabel(self)
        self.derived_label.setWordWrap(True)
        self.derived_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.override_box = QCheckBox(self)
        self.reason_label = QLabel(self)
        self.reason_edit = QLineEdit(self)
        self.reason_label.setBuddy(self.reason_edit)
        form = QFormLayout()
        form.addRow(self.opponent_label, self.opponent)
        form.addRow(self.attacker_label, self.attacker)
        form.addRow(self.result_label, self.result_combo)
        form.addRow(self.derived_label)
        form.addRow(self.override_box)
        form.addRow(self.reason_label, self.reason_edit)

        self.tabs = QTabWidget(self)
        self.panels: list[_PlayerPanel] = []
        # -- the mission's set-up and its dice -----------------------------------------------
        self.setup_view = QTextBrowser(self.tabs)
        self.setup_view.setOpenLinks(False)
        self.tabs.addTab(self.setup_view, "")
        self.mission_rolls: list[MissionRoll] = []
        self.dice_page = QWidget(self.tabs)
        self.dice_table_label = QLabel(self.dice_page)
        self.dice_table = QComboBox(self.dice_page)
        self.dice_table_label.setBuddy(self.dice_table)
        self.dice_player_label = QLabel(self.dice_page)
        self.dice_player = QComboBox(self.dice_page)
        self.dice_player_label.setBuddy(self.dice_player)
        self.dice_when = QLabel(self.dice_page)
        self.dice_when.setWordWrap(True)
        self.table_die = DiceInput(self.dice_page, dice=self.dice)
        self.add_roll_button = QPushButton(self.dice_page)
        self.add_roll_button.clicked.connect(self._on_add_roll)
        self.rolls_list = QListWidget(self.dice_page)
        self.rolls_list.setWordWrap(True)
        self.remove_roll_button = QPushButton(self.dice_page)
        self.remove_roll_button.clicked.connect(self._on_remove_roll)
        dice_form = QFormLayout()
        dice_form.addRow(self.dice_table_label, self.dice_table)
        dice_form.addRow(self.dice_when)
        dice_form.addRow(self.dice_player_label, self.dice_player)
        die_row = QHBoxLayout()
        die_row.addWidget(self.table_die)
        die_row.addWidget(self.add_roll_button)
        die_row.addStretch(1)
        dice_form.addRow(die_row)
        dice_layout = QVBoxLayout(self.dice_page)
        dice_layout.addLayout(dice_form)
        dice_layout.addWidget(self.rolls_list, 1)
        dice_layout.addWidget(self.remove_roll_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.tabs.addTab(self.dice_page, "")
        self._dice_mission: str | None = "\0"

        top = QHBoxLayout()
        top.addWidget(self.mission_box, 1)
        top.addLayout(form, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.problems)
        scroll.setMaximumHeight(90)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self._problem_scroll = scroll
        layout.addWidget(scroll)
        layout.addWidget(self.buttons)

        self._build_panels()
        self.mode_group.buttonToggled.connect(self._on_changed)
        self.mission_dice.valueChanged.connect(self._on_changed)
        self.mission_combo.currentIndexChanged.connect(self._on_changed)
        self.opponent.currentIndexChanged.connect(self._on_opponent_changed)
        self.result_combo.currentIndexChanged.connect(self._on_changed)
        self.attacker.currentIndexChanged.connect(self._on_changed)
        self.override_box.toggled.connect(self._on_override_toggled)
        self.reason_edit.textChanged.connect(self._on_changed)
        self.dice_table.currentIndexChanged.connect(self._on_dice_table_changed)
        self.table_die.valueChanged.connect(self._on_table_die_changed)
        self.resize(980, 700)
        self.watch_dice()
        self.retranslate()

    # -- sides ------------------------------------------------------------------------------
    def _listed_mission(self) -> str | None:
        if self.round_mission is not None:
            return self.round_mission.mission_id
        if self.settings.mission_mode == "random":
            return None
        try:
            return choose_mission(self.settings, game_index=self.game_index).mission_id
        except ValueError:
            return None

    def playing(self) -> tuple[GameSide, GameSide]:
        opponent_id = self.opponent.currentData()
        other = next(s for s in self.sides[1:] if s.player.player_id == opponent_id)
        return self.sides[0], other

    def _build_panels(self) -> None:
        for panel in self.panels:
            self.tabs.removeTab(self.tabs.indexOf(panel))
            panel.deleteLater()
        self.panels = []
        for index, side in enumerate(self.playing(), start=1):
            panel = _PlayerPanel(side, self.settings, self.tabs)
            self.tabs.insertTab(index, panel, side.label)
            self.panels.append(panel)
            for widget in panel.achievements.values():
                if isinstance(widget, QCheckBox):
                    widget.toggled.connect(self._on_changed)
                else:
                    widget.valueChanged.connect(self._on_changed)
            for combo in panel.fates.values():
                combo.currentIndexChanged.connect(self._on_changed)
        self._fill_result_and_roles()

    def _fill_result_and_roles(self) -> None:
        first, second = self.playing()
        for combo in (self.result_combo, self.attacker):
            combo.blockSignals(True)
        current = self.result_combo.currentIndex()
        self.result_combo.clear()
        self.result_combo.addItem("", _UNPICKED)  # the players pick: nothing preselected
        self.result_combo.addItem("", first.player.player_id)
        self.result_combo.addItem("", second.player.player_id)
        self.result_combo.addItem("", None)
        self.result_combo.setCurrentIndex(max(0, current))
        attacker = self.attacker.currentIndex()
        self.attacker.clear()
        self.attacker.addItem(first.label, first.player.player_id)
        self.attacker.addItem(second.label, second.player.player_id)
        self.dice_player.blockSignals(True)
        self.dice_player.clear()
        self.dice_player.addItem(first.label, first.player.player_id)
        self.dice_player.addItem(second.label, second.player.player_id)
        self.dice_player.addItem("", None)
        self.dice_player.blockSignals(False)
        ids = {first.player.player_id, second.player.player_id}
        self.mission_rolls = [r for r in self.mission_rolls
                              if r.player is None or r.player in ids]
        suggested = next((pid for pid, role in self.default_roles.items()
                          if role == "attacker"), None)
        if attacker < 0 and suggested is not None:
            attacker = self.attacker.findData(suggested)
        self.attacker.setCurrentIndex(max(0, attacker))
        for combo in (self.result_combo, self.attacker):
            combo.blockSignals(False)

    # -- public -----------------------------------------------------------------------------
    def mission_choice(self) -> MissionChoice | None:
        if self.next_radio.isChecked() and self._listed is not None:
            if self.round_mission is not None:
                return self.round_mission
            return choose_mission(self.settings, game_index=self.game_index)
        if self.roll_radio.isChecked():
            roll = self.mission_dice.value()
            if roll is None:
                return None
            if self.settings.mission_mode == "random":
                return choose_mission(self.settings, dice=ScriptedDice([roll]))
            return MissionChoice("random", load_rules().mission_for_roll(roll).id, roll=roll)
        if self.choose_radio.isChecked():
            return MissionChoice(self.settings.mission_mode, self.mission_combo.currentData())
        return None

    def mission(self) -> Mission | None:
        choice = self.mission_choice()
        return load_rules().missions.get(choice.mission_id) if choice is not None else None

    def set_result(self, winner: str | None, reason: str | None = None) -> None:
        """Record ``winner`` (a player id, or ``None`` for a draw). When the mission's check
        derives another result, this is the players' override and needs ``reason``."""
        if reason is not None:
            self.reason_edit.setText(reason)
        derived = self.plan.result if self.plan is not None else None
        if derived is not None and derived.decision.decided and (
                derived.decision.winner != winner):
            self.override_box.setChecked(True)
        self.result_combo.setCurrentIndex(self.result_combo.findData(winner))

    def mission_result(self) -> ResultPlan | None:
        """The result of the plan shown: derived, and recorded (``None``: no mission yet)."""
        return self.plan.result if self.plan is not None else None

    def add_mission_roll(self, table: str, roll: int, player: str | None = None) -> None:
        """Add a die of the mission's ``table`` to the game's record."""
        self.mission_rolls.append(MissionRoll(table, roll, player))
        self._on_changed()

    def set_attacker(self, player_id: str) -> None:
        self.attacker.setCurrentIndex(self.attacker.findData(player_id))

    def panel(self, player_id: str) -> _PlayerPanel:
        for panel in self.panels:
            if panel.side.player.player_id == player_id:
                return panel
        raise KeyError(player_id)

    def roles(self) -> tuple[Role | None, Role | None]:
        mission = self.mission()
        if mission is None or not mission.roles:
            return None, None
        first, _ = self.playing()
        if self.attacker.currentData() == first.player.player_id:
            return "attacker", "defender"
        return "defender", "attacker"

    def current_record(self) -> GameRecord | None:
        choice = self.mission_choice()
        if choice is None:
            return None
        roles = self.roles()
        players = tuple(panel.player_game(role) for panel, role in zip(self.panels, roles,
                                                                        strict=True))
        setup = missions.mission_setup(choice.mission_id)
        tables = {t.id for t in setup.dice_tables} if setup is not None else set()
        report = MissionReport(
            rolls=tuple(r for r in self.mission_rolls if r.table in tables),
            override=self.override_box.isChecked(), reason=self.reason_edit.text().strip())
        winner = self.result_combo.currentData()
        return GameRecord(choice, players, None if winner == _UNPICKED else winner, report)

    def result_picked(self) -> bool:
        """Has a result been picked (by the players, or derived by the mission's check)?"""
        return bool(self.result_combo.currentData() != _UNPICKED)

    def build_result(self) -> GamePlan | None:
        """The plan shown (made on the last change; never made again here)."""
        if self.plan is None or self.found or not self.result_picked():
            return None
        return self.plan

    # -- the draft (kept with the campaign: app.ui.steps.flow) ---------------------------------
    def draft_state(self) -> dict[str, Any]:
        mode = ("next" if self.next_radio.isChecked() else
                "roll" if self.roll_radio.isChecked() else
                "choose" if self.choose_radio.isChecked() else "")
        return {
            "step": "play_game",
            "mode": mode,
            "mission_die": self.mission_dice.value(),
            "mission_die_source": self.mission_dice.source(),
            "mission": self.mission_combo.currentData(),
            "opponent": self.opponent.currentData(),
            "attacker": self.attacker.currentData(),
            "result": self.result_combo.currentData(),
            "override": self.override_box.isChecked(),
            "reason": self.reason_edit.text(),
            "rolls": [[r.table, r.roll, r.player] for r in self.mission_rolls],
            "panels": {panel.side.player.player_id: panel.draft_state()
                       for panel in self.panels},
        }

    def restore_draft(self, data: Mapping[str, Any]) -> bool:
        if data.get("step") != "play_game":
            return False
        opponent = self.opponent.findData(data.get("opponent"))
        if opponent >= 0:
            self.opponent.setCurrentIndex(opponent)
        radio = {"next": self.next_radio, "roll": self.roll_radio,
                 "choose": self.choose_radio}.get(str(data.get("mode")))
        if radio is not None and radio.isEnabled():
            radio.setChecked(True)
        die = data.get("mission_die")
        self.mission_dice.set_value(int(die) if die is not None else None,
                                    "rolled" if data.get("mission_die_source") == "rolled"
                                    else "typed")
        index = self.mission_combo.findData(data.get("mission"))
        if index >= 0:
            self.mission_combo.setCurrentIndex(index)
        index = self.attacker.findData(data.get("attacker"))
        if index >= 0:
            self.attacker.setCurrentIndex(index)
        self.mission_rolls = [MissionRoll(str(t), int(r), None if p is None else str(p))
                              for t, r, p in data.get("rolls", [])]
        panels = dict(data.get("panels", {}))
        for panel in self.panels:
            panel.restore_achievements(panels.get(panel.side.player.player_id, {}))
        self._on_changed()  # the mission's facts appear
        for panel in self.panels:
            panel.restore_facts(panels.get(panel.side.player.player_id, {}))
        self.override_box.setChecked(bool(data.get("override")))
        self.reason_edit.setText(str(data.get("reason") or ""))
        index = self.result_combo.findData(data.get("result"))
        if index >= 0 and self.result_combo.isEnabled():
            self.result_combo.setCurrentIndex(index)
        self._on_changed()
        return True

    # -- updates ----------------------------------------------------------------------------
    def _on_opponent_changed(self, _index: int) -> None:
        self._build_panels()
        self.retranslate()

    def _on_override_toggled(self, checked: bool) -> None:
        if checked:  # the players record another result: they pick it, nothing preselected
            self.result_combo.blockSignals(True)
            self.result_combo.setCurrentIndex(0)
            self.result_combo.blockSignals(False)
        self._on_changed()

    def _on_changed(self, *_args: object) -> None:
        self._update_mission()
        self._validate()

    def _update_mission(self) -> None:
        mission = self.mission()
        for panel in self.panels:
            if panel.mission_id != (mission.id if mission else None):
                panel.set_mission(mission)
                for spin in panel.facts.values():
                    spin.valueChanged.connect(self._on_changed)
        roles = self.roles()
        for panel, role in zip(self.panels, roles, strict=True):
            panel.set_role(role, mission)
        show_roles = mission is not None and mission.roles
        self.attacker.setVisible(show_roles)
        self.attacker_label.setVisible(show_roles)
        self.mission_dice.setEnabled(self.roll_radio.isChecked())
        self.mission_combo.setEnabled(self.choose_radio.isChecked())
        choice = self.mission_choice()
        if choice is None:
            self.mission_label.setText(self.tr("Mission: roll or choose one"))
        else:
            self.mission_label.setText(
                self.tr("Mission: {mission}").format(mission=term("mission", choice.mission_id))
            )
        mission_id = choice.mission_id if choice is not None else None
        setup = missions.mission_setup(mission_id) if mission_id is not None else None
        self.print_button.setEnabled(setup is not None)
        self._show_setup(mission_id)
        self._fill_dice_tables(mission_id)

    def _validate(self) -> None:
        self.record = self.current_record()
        self.plan = None
        if self.record is None:
            self.found = ()
            self.problems.show_messages([self.tr("Pick the mission.")])
            self._problem_scroll.setVisible(True)
            self.set_ok_enabled(False)
            self.note_changed()
            return
        states = {side.player.player_id: side.player for side in self.playing()}
        self.plan = step_plans.plan_game(self.record, states)
        self.found = self.plan.violations
        self._show_result(self.plan.result)
        models: dict[str, str] = {}
        for side in self.playing():
            models.update(side.models)
        self.problems.show_violations(
            self.found, models=models,
            players={s.player.player_id: s.label for s in self.playing()},
        )
        picked = self.result_picked()
        if not picked:
            self.problems.show_messages(
                [self.tr("Pick the result of the game."), *self.problems.messages])
        self.set_ok_enabled(not self.found and picked)
        self._problem_scroll.setVisible(bool(self.problems.messages))
        self.note_changed()

    def retranslate(self) -> None:
        first, second = self.playing()
        self.setWindowTitle(self.tr("Record a game — {player}").format(player=first.label))
        self.mission_box.setTitle(self.tr("Mission"))
        listed = term("mission", self._listed) if self._listed else "—"
        if self.round_mission is not None:
            self.next_radio.setText(
                self.tr("&This round's mission: {mission}").format(mission=listed))
        else:
            self.next_radio.setText(
                self.tr("&Next in the campaign's list: {mission}").format(mission=listed)
            )
        self.roll_radio.setText(self.tr("&Roll on the mission table (D6)"))
        self.choose_radio.setText(self.tr("C&hoose:"))
        for i in range(self.mission_combo.count()):
            mission_id = self.mission_combo.itemData(i)
            self.mission_combo.setItemText(i, term("mission", mission_id))
        self.opponent_label.setText(self.tr("&Opponent:"))
        self.result_label.setText(self.tr("R&esult:"))
        self.attacker_label.setText(self.tr("&Attacker:"))
        attacker = next((pid for pid, role in self.default_roles.items() if role == "attacker"),
                        None)
        self.attacker.setToolTip(self.tr(
            "The storyline's default: {player} attacks (the winner of the previous mission "
            "defends). You may change it.").format(
                player=next((s.label for s in self.sides if s.player.player_id == attacker),
                            "")) if attacker is not None else "")
        self.result_combo.setItemText(0, self.tr("Pick the result…"))
        self.result_combo.setItemText(1, self.tr("{player} wins").format(player=first.label))
        self.result_combo.setItemText(2, self.tr("{player} wins").format(player=second.label))
        self.result_combo.setItemText(3, term("game_result", "draw"))
        self.override_box.setText(self.tr("O&verride the mission's result"))
        self.reason_label.setText(self.tr("Rea&son:"))
        self.reason_edit.setPlaceholderText(self.tr("Why the players record another result"))
        self.reason_edit.setToolTip(self.tr("The reason is kept with the game."))
        self.print_button.setText(self.tr("&Print mission card…"))
        self.tabs.setTabText(self.tabs.indexOf(self.setup_view), self.tr("Set-up"))
        self.tabs.setTabText(self.tabs.indexOf(self.dice_page), self.tr("Mission dice"))
        self.dice_table_label.setText(self.tr("&Table:"))
        self.dice_player_label.setText(self.tr("Rolled &by:"))
        self.dice_player.setItemText(2, self.tr("Nobody in particular"))
        self.add_roll_button.setText(self.tr("&Add the die"))
        self.remove_roll_button.setText(self.tr("Re&move the selected die"))
        self._dice_mission = "\0"  # the table names again, in the new language
        for panel in self.panels:
            panel.retranslate()
        self._update_mission()
        self._validate()

    # -- the mission: set-up, dice, result ------------------------------------------------------
    def _names(self) -> dict[str, str]:
        return {side.player.player_id: side.label for side in self.playing()}

    def _show_setup(self, mission_id: str | None) -> None:
        lang = current_language()
        setup = missions.mission_setup(mission_id) if mission_id is not None else None
        if setup is None or mission_id is None:
            text = self.tr("Pick the mission to see how to set it up.") if mission_id is None \
                else missions.decision_text(missions.Decision("no_check", None, False), lang)
            self.setup_view.setHtml(f"<p>{escape(text)}</p>")
            return
        parts = [f"<h3>{escape(term('mission', mission_id))}</h3>", "<table cellspacing='3'>"]
        for heading, line in missions.setup_lines(mission_id, lang):
            parts.append(f"<tr><td valign='top'><b>{escape(heading)}</b></td>"
                         f"<td>{escape(line)}</td></tr>")
        parts.append("</table>")
        parts.append(f"<h4>{escape(missions.label('mission_rules', lang))}</h4>")
        parts += [f"<p>{escape(p)}</p>"
                  for p in missions.mission_section(mission_id, "rules", lang).split("\n")]
        for table in setup.dice_tables:
            parts.append(f"<p><b>{escape(missions.table_text(mission_id, table.id, 'name', lang))}"
                         f"</b> — {escape(missions.table_text(mission_id, table.id, 'when', lang))}"
                         "</p><table border='1' cellspacing='0' cellpadding='3'>")
            for rolls, line in missions.table_rows(mission_id, table.id, lang):
                parts.append(f"<tr><td align='center'>{escape(rolls)}</td>"
                             f"<td>{escape(line)}</td></tr>")
            parts.append("</table>")
        for section in ("victory", "bonus"):
            parts.append(f"<h4>{escape(missions.label(section, lang))}</h4>"
                         f"<p>{escape(missions.mission_section(mission_id, section, lang))}</p>")
        self.setup_view.setHtml("".join(parts))

    def _fill_dice_tables(self, mission_id: str | None) -> None:
        setup = missions.mission_setup(mission_id) if mission_id is not None else None
        tables = setup.dice_tables if setup is not None else ()
        index = self.tabs.indexOf(self.dice_page)
        self.tabs.setTabVisible(index, bool(tables))
        if mission_id == self._dice_mission:
            return
        self._dice_mission = mission_id
        lang = current_language()
        current = self.dice_table.currentData()
        self.dice_table.blockSignals(True)
        self.dice_table.clear()
        for table in tables:
            assert mission_id is not None
            self.dice_table.addItem(missions.table_text(mission_id, table.id, "name", lang),
                                    table.id)
        found = self.dice_table.findData(current)
        self.dice_table.setCurrentIndex(max(0, found))
        self.dice_table.blockSignals(False)
        self._on_dice_table_changed()

    def _on_dice_table_changed(self, *_args: object) -> None:
        choice = self.mission_choice()
        table = self.dice_table.currentData()
        if choice is None or table is None:
            self.dice_when.setText("")
        else:
            self.dice_when.setText(missions.table_text(choice.mission_id, table, "when",
                                                       current_language()))
        self._show_rolls()

    def _on_table_die_changed(self, _value: object) -> None:
        self.add_roll_button.setEnabled(self.table_die.value() is not None)

    def _on_add_roll(self) -> None:
        roll = self.table_die.value()
        table = self.dice_table.currentData()
        if roll is None or table is None:
            return
        self.table_die.clear()
        self.add_mission_roll(str(table), roll, self.dice_player.currentData())

    def _on_remove_roll(self) -> None:
        row = self.rolls_list.currentRow()
        shown = self._shown_rolls()
        if 0 <= row < len(shown):
            self.mission_rolls.remove(shown[row])
            self._on_changed()

    def _shown_rolls(self) -> list[MissionRoll]:
        choice = self.mission_choice()
        setup = missions.mission_setup(choice.mission_id) if choice is not None else None
        tables = {t.id for t in setup.dice_tables} if setup is not None else set()
        return [r for r in self.mission_rolls if r.table in tables]

    def _show_rolls(self) -> None:
        choice = self.mission_choice()
        shown = self._shown_rolls()
        self.rolls_list.clear()
        if choice is not None:
            for index in range(len(shown)):
                self.rolls_list.addItem(missions.roll_text(
                    choice.mission_id, shown, index, current_language(), self._names()))
        self.remove_roll_button.setEnabled(bool(shown))
        self.add_roll_button.setEnabled(self.table_die.value() is not None)

    def _show_result(self, result: ResultPlan | None) -> None:
        """The plan's result: the rule that decided; the result combo follows it unless the
        players override it (or the check cannot decide)."""
        self._show_rolls()
        decided = result is not None and result.decision.decided
        override = self.override_box.isChecked()
        self.override_box.setVisible(decided)
        self.reason_label.setVisible(decided and override)
        self.reason_edit.setVisible(decided and override)
        self.result_combo.setEnabled(not decided or override)
        if result is None:
            self.derived_label.setText("")
            return
        text = missions.decision_text(result.decision, current_language(), self._names())
        if decided:
            self.derived_label.setText(self.tr("The mission's result: {rule}").format(rule=text))
        else:
            self.derived_label.setText(text)
        if decided and not override:
            index = self.result_combo.findData(result.winner)
            if index != self.result_combo.currentIndex():
                self.result_combo.blockSignals(True)
                self.result_combo.setCurrentIndex(index)
                self.result_combo.blockSignals(False)

    def _on_print_card(self) -> None:
        choice = self.mission_choice()
        if choice is None or missions.mission_setup(choice.mission_id) is None:
            return
        from app.ui.sheet_export import ask_pdf_path, open_pdf

        name = term("mission", choice.mission_id)
        path = ask_pdf_path(self, self.tr("Print mission card"), f"{name}.pdf")
        if path is None:
            return
        if self.print_card(str(path)):
            self.saved_box = open_pdf(self, path)  # in the viewer, else where it was saved

    def print_card(self, path: str) -> bool:
        """Write the mission card of the chosen mission to ``path`` (in the app's language)."""
        from app.sheets.mission_card import mission_card, write_mission_card

        choice = self.mission_choice()
        if choice is None:
            return False
        try:
            write_mission_card(mission_card(choice.mission_id, current_language()), path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Print mission card"),
                                self.tr("The mission card could not be written: {error}")
                                .format(error=exc.strerror or exc))
            return False
        return True
