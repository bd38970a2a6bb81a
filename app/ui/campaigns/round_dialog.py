"""Start a round (who plays whom, the byes, the finale) and close a campaign.

Each dialog shows the engine's plan (:func:`app.rules.campaign.rounds.plan_round`, made by
``plan``: :meth:`app.model.Store.plan_round`) on every change, and confirms that same plan; the
store commits it as it is (``commit_round``, ``commit_close``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.rules.campaign.rounds import auto_pairings
from app.ui.steps.common import StepDialog

if TYPE_CHECKING:
    from app.rules.campaign.rounds import ClosePlan, RoundPlan

__all__ = ["CloseCampaignDialog", "RoundDialog"]

_BYE = -1

PlanRound = Callable[[Sequence[tuple[int, int]], Sequence[int], bool], "RoundPlan"]


class RoundDialog(StepDialog):
    """Pair the players of the next round; the odd one out (or anyone absent) has a bye."""

    HELP_TOPIC = "campaign"  # the guide's "How a campaign runs" (rounds)

    def __init__(self, players: Sequence[tuple[int, str]], number: int, plan: PlanRound,
                 parent: QWidget | None = None, *, mission_mode: str = "random") -> None:
        super().__init__(parent)
        self.players = list(players)
        self.names = dict(players)
        self.number = number
        self.mission_mode = mission_mode
        self._plan = plan
        self.plan: RoundPlan | None = None
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        form = QFormLayout()
        self.labels: dict[int, QLabel] = {}
        self.opponents: dict[int, QComboBox] = {}
        for pid, name in self.players:
            combo = QComboBox(self)
            combo.addItem("", _BYE)
            for other, other_name in self.players:
                if other != pid:
                    combo.addItem(other_name, other)
            label = QLabel(name, self)
            label.setBuddy(combo)
            form.addRow(label, combo)
            self.labels[pid] = label
            self.opponents[pid] = combo
        self.finale = QCheckBox(self)
        self.mission = QLabel(self)
        self.mission.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.finale)
        layout.addWidget(self.mission)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        pairs, _ = auto_pairings([str(pid) for pid, _ in self.players])
        self.set_pairings([(int(a), int(b)) for a, b in pairs])
        for combo in self.opponents.values():
            combo.currentIndexChanged.connect(self._on_changed)
        self.finale.toggled.connect(self._validate)
        self.setMinimumWidth(440)
        self.retranslate()

    # -- pairings ---------------------------------------------------------------------------
    def set_pairings(self, pairings: Sequence[tuple[int, int]]) -> None:
        """Pair these players; everyone else has a bye."""
        self._pairs = [(a, b) for a, b in pairings]
        opponent = {pid: _BYE for pid, _ in self.players}
        for a, b in pairings:
            opponent[a], opponent[b] = b, a
        for pid, combo in self.opponents.items():
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(opponent[pid])))
            combo.blockSignals(False)
        if hasattr(self, "mission"):
            self._validate()

    def pairings(self) -> tuple[list[tuple[int, int]], list[int]]:
        """The pairings (in the players' order) and the byes chosen."""
        seen: set[int] = set()
        pairs: list[tuple[int, int]] = []
        byes: list[int] = []
        for pid, _ in self.players:
            if pid in seen:
                continue
            other = self.opponents[pid].currentData()
            if other == _BYE or other is None:
                byes.append(pid)
                seen.add(pid)
                continue
            pairs.append((pid, int(other)))
            seen.update((pid, int(other)))
        return pairs, byes

    def _on_changed(self, _index: int) -> None:
        """One player's opponent chosen: that opponent plays him back, and the players they
        played before have a bye."""
        sender = self.sender()
        pid = next((p for p, c in self.opponents.items() if c is sender), None)
        if pid is None:
            return
        chosen = self.opponents[pid].currentData()
        kept = [(a, b) for a, b in self._pairs if pid not in (a, b) and chosen not in (a, b)]
        if chosen not in (_BYE, None):
            kept.append((pid, int(chosen)))
        self.set_pairings(kept)

    # -- the plan ---------------------------------------------------------------------------
    def _validate(self) -> None:
        pairs, byes = self.pairings()
        self.plan = self._plan(pairs, byes, self.finale.isChecked())
        self._show_plan()

    def _show_plan(self) -> None:
        """The plan in words (a language change shows it again; it plans nothing)."""
        plan = self.plan
        if plan is None:
            return
        rnd = plan.round
        if rnd.mission is not None:
            text = self.tr("Every game of round {number}: {mission}.").format(
                number=self.number, mission=term("mission", rnd.mission.mission_id))
        else:
            text = self.tr("Each pair rolls its mission (D6).")
        if rnd.finale:
            text += " " + self.tr("The finale: every Team may use the whole Force.")
        self.mission.setText(text)
        names = {str(pid): name for pid, name in self.players}
        self.problems.show_violations(plan.violations, players=names)
        self.set_ok_enabled(plan.ok)

    def build_result(self) -> RoundPlan | None:
        return self.plan if self.plan is not None and self.plan.ok else None

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Start round {number}").format(number=self.number))
        self.intro.setText(self.tr(
            "Who plays whom in this round? A player without an opponent has a bye: no game, "
            "but they still spend RP in step 5 like everyone."))
        for combo in self.opponents.values():
            combo.setItemText(0, self.tr("— bye —"))
        self.finale.setText(self.tr(
            "This round is the finale: everyone may use the whole Force"))
        if self.plan is None:
            self._validate()
        else:
            self._show_plan()


class CloseCampaignDialog(StepDialog):
    """End the campaign: its final standings, as the plan gives them."""

    HELP_TOPIC = "campaign"  # the guide's "How a campaign runs" (rounds)

    def __init__(self, plan: ClosePlan, names: Mapping[str, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan = plan
        self.names = dict(names)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.table = QLabel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.table)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)
        self.retranslate()

    def build_result(self) -> ClosePlan | None:
        return self.plan if self.plan.ok else None

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Close the campaign"))
        self.intro.setText(self.tr(
            "The campaign ends here: no more rounds, and these final standings are kept."))
        rows = [self.tr("{rank}. {player} — Renown {renown}, {wins} win(s), {rp} RP").format(
            rank=s.rank, player=self.names.get(s.player_id, s.player_id), renown=s.renown,
            wins=s.wins, rp=s.rp) for s in self.plan.standings]
        self.table.setText("\n".join(rows))
        self.problems.show_violations(self.plan.violations, players=self.names)
        self.set_ok_enabled(self.plan.ok)
