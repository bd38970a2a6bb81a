"""Step 4 — RP and Renown: the itemised RP of both players, the loser's Renown roll, and the
totals before and after. Every change of the roll makes the step's plan
(:func:`app.rules.campaign.step_plans.plan_rewards`), and the lines and totals shown are that
plan's. Nothing is applied until OK; the result (:class:`RewardsResult`) carries the plan —
each player's :class:`~app.rules.campaign.RewardOutcome`, state after and RP ledger lines —
which the store commits as it is (``store.commit_rewards``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.rules.campaign import (
    CampaignSettings,
    GameRecord,
    PlayerState,
    RewardLine,
    RewardOutcome,
    step_plans,
)
from app.rules.campaign.data import load_rules
from app.rules.campaign.step_plans import RewardsPlan
from app.rules.dice import Dice, RandomDice, ScriptedDice
from app.ui.steps.common import StepDialog
from app.ui.widgets.dice import DiceInput

__all__ = ["RewardsDialog", "RewardsResult"]


@dataclass(frozen=True)
class RewardsResult:
    """The confirmed plan (the store commits it as it is: ``store.commit_rewards``)."""

    plan: RewardsPlan

    @property
    def outcomes(self) -> Mapping[str, RewardOutcome]:
        return self.plan.rewards

    @property
    def states(self) -> Mapping[str, PlayerState]:
        """Each player after the rewards."""
        return self.plan.states

    @property
    def dice(self) -> tuple[int, ...]:
        """The loser's Renown roll (none after a draw)."""
        return self.plan.dice


class _PlayerRewards(QGroupBox):
    def __init__(self, player_id: str, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.player_id = player_id
        self.name = name
        self.table = QTableWidget(0, 4, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.rp_label = QLabel(self)
        self.renown_label = QLabel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.rp_label)
        layout.addWidget(self.renown_label)


class RewardsDialog(StepDialog):
    """RP and Renown of both players of ``game``."""

    def __init__(
        self,
        game: GameRecord,
        states: Mapping[str, PlayerState],
        parent: QWidget | None = None,
        *,
        settings: CampaignSettings | None = None,
        dice: Dice | None = None,
        players: Mapping[str, str] | None = None,
        models: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.states = dict(states)
        self.settings = settings or CampaignSettings()
        self.dice: Dice = dice if dice is not None else RandomDice()
        self.players = dict(players or {})
        self.models = dict(models or {})
        self.plan: RewardsPlan | None = None  # the plan of the dice given (None: not all)
        self.preview: RewardsPlan | None = None  # what is shown (before the roll: its lines)

        self.renown_box = QGroupBox(self)
        self.renown_text = QLabel(self.renown_box)
        self.renown_text.setWordWrap(True)
        self.renown_dice = DiceInput(self.renown_box, dice=self.dice)
        renown_layout = QHBoxLayout(self.renown_box)
        renown_layout.addWidget(self.renown_text, 1)
        renown_layout.addWidget(self.renown_dice)
        self.renown_box.setVisible(game.loser is not None)
        self.panels = [
            _PlayerRewards(side.player_id, self.player_name(side.player_id), self)
            for side in game.players
        ]
        row = QHBoxLayout()
        for panel in self.panels:
            row.addWidget(panel, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.renown_box)
        layout.addLayout(row, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.renown_dice.valueChanged.connect(self._on_changed)
        self.resize(960, 500)
        self.watch_dice()
        self.retranslate()

    def player_name(self, player_id: str) -> str:
        return self.players.get(player_id, player_id)

    @property
    def outcomes(self) -> Mapping[str, RewardOutcome] | None:
        """Each player's rewards for the dice given (``None`` until the Renown roll)."""
        return self.plan.rewards if self.plan is not None else None

    def _dice_given(self) -> ScriptedDice | None:
        values: list[int] = []
        if self.game.loser is not None:
            roll = self.renown_dice.value()
            if roll is None:
                return None
            values.append(roll)
        return ScriptedDice(values)

    def build_result(self) -> RewardsResult | None:
        """The plan shown (made on the last change; never made again here)."""
        return RewardsResult(self.plan) if self.plan is not None and self.plan.ok else None

    def _on_changed(self, _value: object) -> None:
        self._update()

    def _line_text(self, line: RewardLine) -> str:
        if line.kind == "achievement":
            text = term("achievement", line.id)
            if "mission" in line.params:
                text = self.tr("{achievement} (in {mission})").format(
                    achievement=text, mission=term("mission", str(line.params["mission"])))
            return text
        if line.kind == "mission":
            return self.tr("{mission}: {fact}").format(
                mission=term("mission", str(line.params.get("mission", ""))),
                fact=term("mission_fact", line.id))
        if line.kind == "underdog":
            return self.tr(
                "Underdog: Renown {own} against {opponent}, 1 RP per 3 ({rounding})"
            ).format(own=line.params.get("own_renown"),
                     opponent=line.params.get("opponent_renown"),
                     rounding=term("underdog_rounding", str(line.params.get("rounding"))))
        uid = str(line.params.get("uid", ""))
        return self.tr("Field promotion of {model}").format(model=self.models.get(uid, uid))

    def _update(self) -> None:
        dice = self._dice_given()
        # Lines do not depend on the Renown roll: show them even before it is made.
        self.preview = step_plans.plan_rewards(
            self.game, self.states, dice if dice is not None else _Loaded(), self.settings)
        self.plan = self.preview if dice is not None else None
        for panel in self.panels:
            outcome = self.preview.rewards[panel.player_id]
            panel.setTitle(
                self.tr("{player} — {result}").format(
                    player=panel.name, result=term("game_result", outcome.outcome))
            )
            panel.table.setRowCount(len(outcome.lines))
            for index, line in enumerate(outcome.lines):
                cells = [self._line_text(line), str(line.count), _signed(line.rp_each),
                         _signed(line.rp)]
                for column, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    if column:
                        item.setTextAlignment(
                            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                        )
                    if column == 0:
                        item.setToolTip(text)
                    panel.table.setItem(index, column, item)
            panel.rp_label.setText(
                self.tr("<b>RP: {before} {sign} {earned} = {after}</b>").format(
                    before=outcome.rp_before, sign="+" if outcome.rp_total >= 0 else "−",
                    earned=abs(outcome.rp_total), after=outcome.rp_after)
            )
            if self.plan is None and outcome.outcome == "loss":
                panel.renown_label.setText(
                    self.tr("Renown: {before} → ? (roll the D6 above)").format(
                        before=outcome.renown.before))
            else:
                panel.renown_label.setText(
                    self.tr("<b>Renown: {before} → {after}</b>").format(
                        before=outcome.renown.before, after=outcome.renown.after))
        self.set_ok_enabled(self.plan is not None and self.plan.ok)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("RP and Renown — {mission}").format(
            mission=term("mission", self.game.mission.mission_id)))
        self.renown_box.setTitle(self.tr("Renown roll"))
        loser = self.game.loser
        if loser is not None:
            table = load_rules().renown
            self.renown_text.setText(
                self.tr("{player} lost and rolls a D6: {at}+ gains {up} Renown, otherwise loses "
                        "{down} (never below 0).").format(
                    player=self.player_name(loser), at=table.loss_roll_at_least,
                    up=table.loss_success, down=-table.loss_failure))
        self.renown_dice.set_label(self.tr("D6:"))
        for panel in self.panels:
            panel.table.setHorizontalHeaderLabels(
                [self.tr("Source"), self.tr("Count"), self.tr("RP each"), self.tr("RP")]
            )
        self._update()


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


class _Loaded:
    """Dice for a preview before the Renown roll: always 6 (the Renown shown is not used)."""

    rolls: tuple[int, ...] = ()

    def d6(self) -> int:
        return 6

    def d3(self) -> int:
        return 3
