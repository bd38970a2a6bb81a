"""Start a step of the game night from the campaign view: find the player or game it is for,
open the step dialog (:mod:`app.ui.steps.flow`) and commit the plan it shows through the
window's :class:`~app.ui.operations.Operations` (one action; store errors shown in words).

Loaded on the first click of a step button (the step dialogs are not needed at start-up).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from app.i18n.terms import term
from app.ui.steps import flow
from app.ui.steps.messages import campaign_message

if TYPE_CHECKING:
    from app.rules.campaign.step_plans import GamePlan, TeamPlan
    from app.ui.campaigns.commands import CampaignCommands
    from app.ui.steps.common import StepDialog
    from app.ui.steps.injuries import InjuriesResult
    from app.ui.steps.rewards import RewardsResult
    from app.ui.steps.spend import SpendResult


def start_step(cmd: CampaignCommands, campaign_id: int, step: str,
               player_id: int | None) -> Any:
    starters = {
        "build_team": _build_team,
        "play_game": _play_game,
        "injuries": _injuries,
        "rp_renown": _rewards,
        "spend_rp": _spend,
    }
    return starters[step](cmd, campaign_id, player_id)


def _apply(cmd: CampaignCommands, cid: int, title: str, operation: Any) -> Any:
    """Commit a confirmed step; refusals (violations) are shown in words."""
    result = cmd.operations.run(operation)
    if result is not None and hasattr(result, "ok") and not result.ok:
        names = {str(p.id): p.name for p in cmd.store.players(cid)}
        text = "\n".join(campaign_message(v, players=names) for v in result.violations)
        intro = QCoreApplication.translate("StepLauncher", "Nothing was applied:")
        cmd.tell(title, intro + "\n" + text)
        return None
    return result


def _player_dialog(cmd: CampaignCommands, cid: int, title: str, preferred: int | None,
                   make: Callable[[int], StepDialog]) -> tuple[int, StepDialog] | None:
    """The dialog of a step any player takes, for the chosen player, once confirmed."""
    players = [p.id for p in cmd.store.players(cid)]
    pid = cmd.choose_player(cid, players, title, preferred)
    if pid is None:
        return None
    dialog = make(pid)
    return (pid, dialog) if cmd.run_dialog(dialog) else None


def _build_team(cmd: CampaignCommands, cid: int, preferred: int | None) -> Any:
    title = term("step", "build_team")
    confirmed = _player_dialog(cmd, cid, title, preferred,
                               lambda pid: flow.build_team_dialog(cmd.window, cmd.store, pid))
    if confirmed is None:
        return None
    pid, dialog = confirmed
    team = cast("TeamPlan", dialog.result_value())
    result = _apply(cmd, cid, title, lambda: flow.apply_team(cmd.store, pid, team))
    if result is not None and getattr(result.outcome, "dissolved", False):
        question = QCoreApplication.translate(
            "StepLauncher", "This Force has no Core models left: the rules dissolve it. The "
            "player starts a new Force. Dissolve it now?")
        answer = QMessageBox.question(cmd.window, title, question)
        if answer == QMessageBox.StandardButton.Yes:
            cmd.operations.run(lambda: cmd.store.dissolve_force(pid))
    return result


def _play_game(cmd: CampaignCommands, cid: int, preferred: int | None) -> Any:
    title = term("step", "play_game")
    ready = [p.id for p in cmd.store.players(cid) if cmd.store.pending_team(p.id) is not None]
    if len(ready) < 2:
        cmd.tell(title, QCoreApplication.translate(
            "StepLauncher", "A game needs two players with a Team: build both Teams first "
            "(step 1)."))
        return None
    pid = preferred if preferred in ready else ready[0]
    dialog = flow.record_game_dialog(cmd.window, cmd.store, cid, pid)
    if not cmd.run_dialog(dialog):
        return None
    record = cast("GamePlan", dialog.result_value())
    return _apply(cmd, cid, title, lambda: flow.apply_game(cmd.store, cid, record))


def _injuries(cmd: CampaignCommands, cid: int, preferred: int | None) -> Any:
    title = term("step", "injuries")
    waiting = [(g.id, pid) for g in cmd.store.games(cid) for pid in g.players
               if pid not in g.injuries_done]
    if not waiting:
        cmd.tell(title, QCoreApplication.translate(
            "StepLauncher", "No injuries to roll: every recorded game has its injuries "
            "applied. Record a game first (step 2)."))
        return None
    mine = [item for item in waiting if item[1] == preferred]
    game_id, pid = mine[0] if mine else waiting[0]
    dialog = flow.injuries_dialog(cmd.window, cmd.store, cid, game_id, pid)
    if not cmd.run_dialog(dialog):
        return None
    result = cast("InjuriesResult", dialog.result_value())
    return _apply(cmd, cid, title, lambda: flow.apply_injuries(cmd.store, game_id, pid, result))


def _rewards(cmd: CampaignCommands, cid: int, _preferred: int | None) -> Any:
    title = term("step", "rp_renown")
    games = [g for g in cmd.store.games(cid) if not g.rewards_done]
    if not games:
        cmd.tell(title, QCoreApplication.translate(
            "StepLauncher", "No RP and Renown to gain: every recorded game has its rewards "
            "applied. Record a game first (step 2)."))
        return None
    game = games[0]
    if set(game.players) - set(game.injuries_done):
        cmd.tell(title, QCoreApplication.translate(
            "StepLauncher", "Roll the injuries of both players of game {number} first "
            "(step 3).").format(number=game.number))
        return None
    dialog = flow.rewards_dialog(cmd.window, cmd.store, cid, game.id)
    if not cmd.run_dialog(dialog):
        return None
    rewards = cast("RewardsResult", dialog.result_value())
    return _apply(cmd, cid, title, lambda: flow.apply_rewards(cmd.store, game.id, rewards))


def _spend(cmd: CampaignCommands, cid: int, preferred: int | None) -> Any:
    title = term("step", "spend_rp")
    confirmed = _player_dialog(cmd, cid, title, preferred,
                               lambda pid: flow.spend_dialog(cmd.window, cmd.store, pid))
    if confirmed is None:
        return None
    pid, dialog = confirmed
    plan = cast("SpendResult", dialog.result_value())
    return _apply(cmd, cid, title, lambda: flow.apply_spend(cmd.store, pid, plan))
