"""The campaign's round in the campaign view: each player's state in each step (done, next, to
do, bye) with the next action one click away, and the round's own actions (start the next
round, close the campaign).

It shows what :meth:`app.model.Store.round_progress` says (the engine's
:func:`~app.rules.campaign.rounds.round_progress`) and emits requests; the window runs them
(:mod:`app.ui.campaigns.step_launcher`). A step that is not open is shown, never offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.i18n.terms import term
from app.ui.widgets.theme import tint

if TYPE_CHECKING:
    from app.model import CampaignInfo, PlayerSummary, RoundInfo
    from app.rules.campaign.rounds import PlayerProgress, RoundProgress

__all__ = ["RoundPanel"]

_STEPS = ("build_team", "play_game", "injuries", "rp_renown", "spend_rp")


class RoundPanel(QGroupBox):
    """The round in progress (or the last one), player by player and step by step."""

    step_requested = Signal(str, int)  # step id, player id
    start_round_requested = Signal()
    close_requested = Signal()
    add_player_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("round_panel")
        self.heading = QLabel(self)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        # The game-night guide: the hint says in one sentence what happens next and for whom,
        # and this button does it (the first player's step; adding a player).
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("guide_next")
        self.next_button.clicked.connect(self._on_next)
        self._next: tuple[str, int] | None = None  # (step, player id); ("add_player", 0)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("start_round")
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("close_campaign")
        self.start_button.clicked.connect(self.start_round_requested)
        self.close_button.clicked.connect(self.close_requested)
        self.grid_widget = QWidget(self)
        self.grid = QGridLayout(self.grid_widget)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(12)
        self.cells: dict[tuple[int, str], QWidget] = {}  # (player id, step) -> label or button
        head = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.heading)
        titles.addWidget(self.hint)
        head.addLayout(titles, 1)
        head.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignTop)
        head.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignTop)
        head.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.grid_widget)
        self._state: tuple[CampaignInfo | None, list[PlayerSummary], list[RoundInfo],
                           RoundProgress | None] = (None, [], [], None)

    # -- content ----------------------------------------------------------------------------
    def show_state(self, info: CampaignInfo | None, players: list[PlayerSummary],
                   rounds: list[RoundInfo], progress: RoundProgress | None) -> None:
        self._state = (info, players, rounds, progress)
        self._fill()

    def _fill(self) -> None:
        info, players, rounds, progress = self._state
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.cells = {}
        self._next = None
        self.next_button.hide()
        self.setTitle(self.tr("Rounds"))
        names = {p.id: p.name for p in players}
        closed = info is not None and info.closed_at is not None
        in_progress = progress is not None and not progress.complete
        number = rounds[-1].number if rounds else 0
        self.start_button.setText(self.tr("Start round {number}…").format(number=number + 1))
        self.close_button.setText(self.tr("Close the campaign…"))
        archived = info is not None and info.archived
        last_was_finale = bool(rounds) and rounds[-1].finale
        self.start_button.setVisible(not closed and not in_progress and not last_was_finale)
        self.start_button.setEnabled(len(players) >= 2 and not archived)
        self.close_button.setVisible(not closed and not in_progress and bool(rounds))
        self.close_button.setEnabled(not archived)
        if closed and info is not None:
            ranks = ", ".join(self.tr("{rank}. {player}").format(
                rank=s[0], player=names.get(s[1], str(s[1]))) for s in info.standings)
            self.heading.setText("<b>{}</b>".format(self.tr("The campaign is closed")))
            self.hint.setText(self.tr("Final standings: {ranks}").format(ranks=ranks))
            self.grid_widget.hide()
            return
        if info is not None and len(players) < 2 and not archived:
            self.heading.setText("<b>{}</b>".format(
                self.tr("No round yet") if not rounds else self.tr("Rounds")))
            self.hint.setText(self.tr(
                "Next: add the players. A campaign needs at least two, each with a Force."))
            self._offer("add_player", 0, self.tr("Add player…"))
            self.grid_widget.hide()
            return
        if not rounds or progress is None:
            self.heading.setText("<b>{}</b>".format(self.tr("No round yet")))
            self.hint.setText(self.tr(
                "Next: start round 1, or play game by game with the steps below. A round "
                "pairs the players (an odd one out has a bye) and takes every player through "
                "the five steps; every player finishes a step before anyone takes the next."))
            self.grid_widget.hide()
            return
        rnd = rounds[-1]
        parts = [self.tr("Round {number}").format(number=rnd.number)]
        if rnd.finale:
            parts.append(self.tr("the finale: every Force plays whole"))
        if rnd.mission_id:
            parts.append(self.tr("mission: {mission}").format(
                mission=term("mission", rnd.mission_id)))
        self.heading.setText("<b>{}</b>".format(" · ".join(parts)))
        if progress.complete and last_was_finale:
            self.hint.setText(self.tr(
                "Every player finished the finale. Next: close the campaign."))
        elif progress.complete:
            self.hint.setText(self.tr(
                "Every player finished the round. Next: start round {number}.").format(
                    number=number + 1))
        else:
            waiting = [p for p in progress.players if p.next_step is not None]
            now: str = progress.current_step or (waiting[0].next_step or "" if waiting else "")
            self.hint.setText(self.tr("Next: {step} — {players}.").format(
                step=term("step", now),
                players=", ".join(names.get(int(p.player_id), p.player_id) for p in waiting)))
            first = next((p for p in waiting if p.next_step == now), None)
            if first is not None and now and not archived:
                pid = int(first.player_id)
                other = first.opponent
                self._offer(now, pid, self._action_for(
                    now, names.get(pid, str(pid)),
                    names.get(int(other), other) if other is not None else ""))
        self.grid_widget.show()
        for column, text in ((0, self.tr("Game")), (1, self.tr("Player"))):
            header = QLabel(text)
            header.setStyleSheet("font-weight: bold;")
            self.grid.addWidget(header, 0, column)
        for column, step in enumerate(_STEPS, start=2):
            header = QLabel(self.tr("{number}. {step}").format(number=column - 1,
                                                                step=term("step", step)))
            header.setStyleSheet("font-weight: bold;")
            self.grid.addWidget(header, 0, column)
        # One game, one line: the two players of a pairing sit side by side under the one
        # "Ann v Bob" (not "Ann v Bob" and "Bob v Ann", which read as two games).
        by_id = {p.player_id: p for p in progress.players}
        ordered: list[tuple[PlayerProgress, int]] = []  # (player, rows its game label spans)
        placed: set[str] = set()
        for player in progress.players:
            if player.player_id in placed:
                continue
            placed.add(player.player_id)
            partner = by_id.get(player.opponent) if player.opponent is not None else None
            if partner is not None and partner.player_id not in placed:
                placed.add(partner.player_id)
                ordered += [(player, 2), (partner, 0)]
            else:
                ordered.append((player, 1))
        for row, (player, span) in enumerate(ordered, start=1):
            pid = int(player.player_id)
            name = names.get(pid, player.player_id)
            if span:
                if player.opponent is not None:
                    label = self.tr("{player} v {opponent}").format(
                        player=name, opponent=names.get(int(player.opponent), player.opponent))
                else:
                    label = self.tr("{player} (bye)").format(player=name)
                self.grid.addWidget(QLabel(label), row, 0, span, 1)
            self.grid.addWidget(QLabel(name), row, 1)
            for column, (step, status) in enumerate(zip(_STEPS, player.steps, strict=True),
                                                    start=2):
                cell = self._cell(pid, step, status)
                self.cells[(pid, step)] = cell
                self.grid.addWidget(cell, row, column)
        self.grid.setColumnStretch(len(_STEPS) + 2, 1)

    def _cell(self, pid: int, step: str, status: str) -> QWidget:
        if status == "next":
            button = QPushButton(self._action(step))
            button.setObjectName(f"next_{step}_{pid}")
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, s=step, p=pid: self.step_requested.emit(s, p))
            return button
        texts = {"done": self.tr("✓ done"), "todo": self.tr("to do"), "bye": self.tr("bye")}
        label = QLabel(texts.get(status, status))
        label.setObjectName(f"{status}_{step}_{pid}")
        tint(label, "success" if status == "done" else "muted")  # readable in dark mode too
        return label

    def _offer(self, step: str, player_id: int, text: str) -> None:
        self._next = (step, player_id)
        self.next_button.setText(text)
        self.next_button.setEnabled(True)
        self.next_button.setToolTip("")
        self.next_button.show()

    def next_action(self) -> str | None:
        """What the guide's button does: a step id, ``"add_player"``, or ``None``."""
        return self._next[0] if self._next is not None else None

    def _on_next(self) -> None:
        if self._next is None:
            return
        step, pid = self._next
        if step == "add_player":
            self.add_player_requested.emit()
        else:
            self.step_requested.emit(step, pid)

    def _action_for(self, step: str, player: str, opponent: str) -> str:
        """The guide's button: the step, for that player (whole templates per step)."""
        return {
            "build_team": self.tr("Build the Team of {player}…"),
            "play_game": self.tr("Record the game {player} v {opponent}…"),
            "injuries": self.tr("Roll the injuries of {player}…"),
            "rp_renown": self.tr("RP and Renown of {player}…"),
            "spend_rp": self.tr("Spend the RP of {player}…"),
        }[step].format(player=player, opponent=opponent)

    def _action(self, step: str) -> str:
        return {
            "build_team": self.tr("Build the Team…"),
            "play_game": self.tr("Record the game…"),
            "injuries": self.tr("Roll injuries…"),
            "rp_renown": self.tr("RP and Renown…"),
            "spend_rp": self.tr("Spend RP…"),
        }[step]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)
