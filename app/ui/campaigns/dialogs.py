"""Dialogs of the campaign list and view: new campaign, campaign settings, new player.

Each dialog exposes its result as a value (``campaign_settings()``, ``player()``…) so the window
and the tests read it without depending on ``exec()``; OK stays disabled while the input is
unusable, with the reason shown in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.rules.campaign.data import load_rules
from app.rules.campaign.state import (
    STORYLINE_ROLES,
    CampaignSettings,
    DoomsdayNearEnemy,
    MissionMode,
    StepOrder,
    UnderdogRounding,
)
from app.rules.campaign.step2_game import validate_settings
from app.rules.pricing import SQUAD_ROUNDINGS
from app.ui.teamlists import shipped_name
from app.ui.widgets.combo import refill_combo
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.theme import tint

if TYPE_CHECKING:
    from app.model.catalogues import TeamListInfo

MISSION_MODES: tuple[MissionMode, ...] = ("random", "fixed", "storyline")
ROUNDINGS: tuple[UnderdogRounding, ...] = ("floor", "ceil")
STEP_ORDERS: tuple[StepOrder, ...] = ("together", "per_game")
DOOMSDAY: tuple[DoomsdayNearEnemy, ...] = ("also", "instead")


class CampaignSettingsForm(QWidget):
    """Mission mode and list, underdog rounding, the optional rules of a campaign."""

    changed = Signal()

    def __init__(self, settings: CampaignSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = load_rules()
        self.mode = QComboBox()
        self.rounding = QComboBox()
        self.knocked_out = QCheckBox()
        self.step_order = QComboBox()
        self.step_order_label = QLabel()
        self.doomsday = QComboBox()
        self.squad_rounding = QComboBox()
        self.squad_rounding_label = QLabel()
        self.doomsday_label = QLabel()
        self.storyline_roles = QCheckBox()
        self.keeps_rp = QCheckBox()
        self.keeps_renown = QCheckBox()
        self.keeps_base = QCheckBox()
        self.missions = QListWidget()
        self.missions.setMinimumHeight(120)
        self.add_mission = QComboBox()
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.up_button = QPushButton()
        self.down_button = QPushButton()
        self.example_button = QPushButton()
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        tint(self.problems, "error")
        self.mode_label = QLabel()
        self.rounding_label = QLabel()
        self.list_box = QGroupBox()
        self.dissolution_box = QGroupBox()

        form = QFormLayout()
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.mode, 1)
        mode_row.addWidget(self.example_button)
        form.addRow(self.mode_label, mode_row)
        form.addRow(self.rounding_label, self.rounding)
        form.addRow(self.squad_rounding_label, self.squad_rounding)
        form.addRow(self.step_order_label, self.step_order)
        form.addRow(self.doomsday_label, self.doomsday)
        form.addRow(self.knocked_out)
        form.addRow(self.storyline_roles)
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_mission, 1)
        add_row.addWidget(self.add_button)
        move_row = QHBoxLayout()
        for b in (self.up_button, self.down_button, self.remove_button):
            move_row.addWidget(b)
        move_row.addStretch(1)
        list_layout = QVBoxLayout(self.list_box)
        list_layout.addWidget(self.missions)
        list_layout.addLayout(add_row)
        list_layout.addLayout(move_row)
        dissolution = QVBoxLayout(self.dissolution_box)
        for box in (self.keeps_rp, self.keeps_renown, self.keeps_base):
            dissolution.addWidget(box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.list_box)
        layout.addWidget(self.dissolution_box)
        layout.addWidget(self.problems)
        layout.addStretch(1)

        self.mode.currentIndexChanged.connect(self._update)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.example_button.clicked.connect(self._on_example_clicked)
        self.retranslate()
        self.set_settings(settings or CampaignSettings())

    # -- texts ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.mode_label.setText(self.tr("&Missions:"))
        self.mode_label.setBuddy(self.mode)
        self.rounding_label.setText(self.tr("&Underdog RP:"))
        self.rounding_label.setBuddy(self.rounding)
        refill_combo(self.mode, [(m, term("mission_mode", m)) for m in MISSION_MODES])
        refill_combo(self.rounding, [(r, term("underdog_rounding", r)) for r in ROUNDINGS])
        refill_combo(self.add_mission, [(m, term("mission", m)) for m in self._mission_ids()])
        self.squad_rounding_label.setText(self.tr("S&quad reinforcement (unit ÷ size):"))
        self.squad_rounding_label.setBuddy(self.squad_rounding)
        refill_combo(self.squad_rounding,
                     [(r, term("squad_rounding", r)) for r in SQUAD_ROUNDINGS])
        self.knocked_out.setText(self.tr("Use the optional &Knocked Out rule"))
        self.step_order_label.setText(self.tr("&Steps of a round:"))
        self.step_order_label.setBuddy(self.step_order)
        refill_combo(self.step_order, [
            ("together", self.tr("every player finishes a step before anyone takes the next")),
            ("per_game", self.tr("each pair goes on after its own game"))])
        self.doomsday_label.setText(self.tr("&Doomsday Device, enemies near:"))
        self.doomsday_label.setBuddy(self.doomsday)
        refill_combo(self.doomsday, [
            ("also", self.tr("both players get 1 RP, the finder keeps his 2")),
            ("instead", self.tr("both players get 1 RP instead of the finder's 2"))])
        self.storyline_roles.setText(self.tr(
            "In a storyline, the winner of the previous mission defends the Last Stand"))
        self.list_box.setTitle(self.tr("Mission list, in the order of the games"))
        self.add_button.setText(self.tr("&Add"))
        self.remove_button.setText(self.tr("&Remove"))
        self.up_button.setText(self.tr("Move up"))
        self.down_button.setText(self.tr("Move down"))
        self.example_button.setText(self.tr("Use the example storyline"))
        self.dissolution_box.setTitle(self.tr("When a Force is dissolved, the player keeps"))
        self.keeps_rp.setText(self.tr("their RP"))
        self.keeps_renown.setText(self.tr("their Renown"))
        self.keeps_base.setText(self.tr("their Base level"))
        for i in range(self.missions.count()):
            item = self.missions.item(i)
            item.setText(self._mission_text(i, str(item.data(Qt.ItemDataRole.UserRole))))
        self._update()

    def _mission_ids(self) -> list[str]:
        return [*self.rules.missions, *sorted(self.rules.special_missions)]

    @staticmethod
    def _mission_text(index: int, mission_id: str) -> str:
        return f"{index + 1}. {term('mission', mission_id)}"

    # -- values ---------------------------------------------------------------------------
    def set_settings(self, s: CampaignSettings) -> None:
        self.mode.setCurrentIndex(max(0, self.mode.findData(s.mission_mode)))
        self.rounding.setCurrentIndex(max(0, self.rounding.findData(s.underdog_rounding)))
        self.squad_rounding.setCurrentIndex(
            max(0, self.squad_rounding.findData(s.squad_rounding)))
        self.knocked_out.setChecked(s.knocked_out)
        self.step_order.setCurrentIndex(max(0, self.step_order.findData(s.step_order)))
        self.doomsday.setCurrentIndex(max(0, self.doomsday.findData(s.doomsday_near_enemy)))
        self.storyline_roles.setChecked(bool(s.storyline_roles))
        self.keeps_rp.setChecked(s.dissolution_keeps_rp)
        self.keeps_renown.setChecked(s.dissolution_keeps_renown)
        self.keeps_base.setChecked(s.dissolution_keeps_base_level)
        self.set_missions(s.missions)

    def set_missions(self, missions: Sequence[str]) -> None:
        self.missions.clear()
        for i, mission_id in enumerate(missions):
            item = QListWidgetItem(self._mission_text(i, mission_id))
            item.setData(Qt.ItemDataRole.UserRole, mission_id)
            self.missions.addItem(item)
        self._update()

    def mission_list(self) -> tuple[str, ...]:
        return tuple(str(self.missions.item(i).data(Qt.ItemDataRole.UserRole))
                     for i in range(self.missions.count()))

    def campaign_settings(self) -> CampaignSettings:
        mode: MissionMode = self.mode.currentData()
        rounding: UnderdogRounding = self.rounding.currentData()
        return CampaignSettings(
            mission_mode=mode,
            missions=self.mission_list() if mode != "random" else (),
            underdog_rounding=rounding,
            knocked_out=self.knocked_out.isChecked(),
            dissolution_keeps_rp=self.keeps_rp.isChecked(),
            dissolution_keeps_renown=self.keeps_renown.isChecked(),
            dissolution_keeps_base_level=self.keeps_base.isChecked(),
            step_order=self.step_order.currentData(),
            doomsday_near_enemy=self.doomsday.currentData(),
            squad_rounding=self.squad_rounding.currentData(),
            storyline_roles=STORYLINE_ROLES if self.storyline_roles.isChecked() else (),
        )

    def problem_texts(self) -> list[str]:
        from app.ui.steps.messages import campaign_message

        return [campaign_message(v) for v in validate_settings(self.campaign_settings())]

    def is_valid(self) -> bool:
        return not validate_settings(self.campaign_settings())

    # -- editing the list -----------------------------------------------------------------
    def _on_add_clicked(self) -> None:
        missions = [*self.mission_list(), str(self.add_mission.currentData())]
        self.set_missions(missions)
        self.missions.setCurrentRow(len(missions) - 1)

    def _on_remove_clicked(self) -> None:
        row = self.missions.currentRow()
        if row < 0:
            return
        missions = list(self.mission_list())
        del missions[row]
        self.set_missions(missions)
        self.missions.setCurrentRow(min(row, len(missions) - 1))

    def _move(self, delta: int) -> None:
        row = self.missions.currentRow()
        target = row + delta
        missions = list(self.mission_list())
        if row < 0 or not 0 <= target < len(missions):
            return
        missions[row], missions[target] = missions[target], missions[row]
        self.set_missions(missions)
        self.missions.setCurrentRow(target)

    def _on_example_clicked(self) -> None:
        self.mode.setCurrentIndex(self.mode.findData("storyline"))
        self.set_missions(self.rules.storyline_example)

    def _update(self) -> None:
        self.list_box.setVisible(self.mode.currentData() != "random")
        problems = self.problem_texts() if self.mode.count() else []
        self.problems.setText("\n".join(problems))
        self.problems.setVisible(bool(problems))
        self.changed.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _FormDialog(QDialog):
    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "campaign", self.buttons)

    def is_valid(self) -> bool:
        return True

    def update_ok(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(self.is_valid())

    def accept(self) -> None:
        if self.is_valid():
            super().accept()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        pass


class NewCampaignDialog(_FormDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit()
        self.name_label = QLabel()
        self.name_label.setBuddy(self.name)
        self.form = CampaignSettingsForm(parent=self)
        self.form.changed.connect(self.update_ok)
        top = QFormLayout()
        top.addRow(self.name_label, self.name)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.form)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self.update_ok)
        # The name first: typing at once names the campaign (the settings form was made
        # first, so without this Tab order the focus would open on the Missions choice).
        QWidget.setTabOrder(self.name, self.form.mode)
        self.name.setFocus(Qt.FocusReason.OtherFocusReason)
        self.retranslate()
        self.update_ok()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New campaign"))
        self.name_label.setText(self.tr("Campaign &name:"))
        self.name.setPlaceholderText(self.tr("e.g. The Siege of Vraks"))

    def campaign_name(self) -> str:
        return self.name.text().strip()

    def campaign_settings(self) -> CampaignSettings:
        return self.form.campaign_settings()

    def is_valid(self) -> bool:
        return bool(self.campaign_name()) and self.form.is_valid()


class CampaignSettingsDialog(_FormDialog):
    def __init__(self, settings: CampaignSettings, games_played: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = CampaignSettingsForm(settings, parent=self)
        self.form.changed.connect(self.update_ok)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.games_played = games_played
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.update_ok()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Campaign settings"))
        self.note.setText(self.tr(
            "Games already played keep their mission; the list applies from the next game.")
            if self.games_played else "")
        self.note.setVisible(bool(self.games_played))

    def campaign_settings(self) -> CampaignSettings:
        return self.form.campaign_settings()

    def is_valid(self) -> bool:
        return self.form.is_valid()


@dataclass(frozen=True)
class NewPlayer:
    name: str
    force_name: str
    team_list_id: str
    team_list_revision: str


class NewPlayerDialog(_FormDialog):
    """A player joins with a Force from a Team List (built-in or imported)."""

    def __init__(self, infos: Sequence[TeamListInfo], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.infos = list(infos)
        self.name = QLineEdit()
        self.force_name = QLineEdit()
        self.team_list = QComboBox()
        self.name_label = QLabel()
        self.force_label = QLabel()
        self.list_label = QLabel()
        self.name_label.setBuddy(self.name)
        self.force_label.setBuddy(self.force_name)
        self.list_label.setBuddy(self.team_list)
        form = QFormLayout()
        form.addRow(self.name_label, self.name)
        form.addRow(self.force_label, self.force_name)
        form.addRow(self.list_label, self.team_list)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        for info in self.infos:
            self.team_list.addItem("", (info.id, str(info.revision)))
        self.name.textChanged.connect(self.update_ok)
        self.retranslate()
        self.update_ok()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Add a player"))
        self.name_label.setText(self.tr("&Player:"))
        self.force_label.setText(self.tr("&Force name:"))
        self.list_label.setText(self.tr("&Team List:"))
        self.force_name.setPlaceholderText(self.tr("optional, e.g. Strike Force Aquila"))
        # the example read whole (the Russian one is long), in any font; on the field, not
        # the dialog: a dialog's own minimum width would let its layout be squeezed narrower
        # than its labels
        placeholder = self.force_name.fontMetrics().horizontalAdvance(
            self.force_name.placeholderText())
        self.force_name.setMinimumWidth(max(placeholder, 20 * self.fontMetrics().averageCharWidth())
                                        + 16)
        self.hint.setText(self.tr(
            "The Force keeps a copy of this Team List revision: importing a newer catalogue "
            "later never changes it."))
        for i, info in enumerate(self.infos):
            source = self.tr("built-in") if info.source == "builtin" else "BattleScribe"
            name = shipped_name(info.id, info.name) if info.source == "builtin" else info.name
            self.team_list.setItemText(i, f"{name} ({info.revision}, {source})")

    def select_team_list(self, teamlist_id: str) -> None:
        for i in range(self.team_list.count()):
            if self.team_list.itemData(i)[0] == teamlist_id:
                self.team_list.setCurrentIndex(i)
                return
        raise KeyError(teamlist_id)

    def player(self) -> NewPlayer:
        tl_id, revision = self.team_list.currentData() or ("", "")
        return NewPlayer(self.name.text().strip(), self.force_name.text().strip(), tl_id,
                         revision)

    def is_valid(self) -> bool:
        return bool(self.name.text().strip()) and self.team_list.currentIndex() >= 0
