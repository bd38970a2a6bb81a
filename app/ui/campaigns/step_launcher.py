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
    from app.rules.campaign.rounds import ClosePlan, RoundPlan, RoundProgress
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
        "start_round": _start_round,
        "close_campaign": _close_campaign,
    }
    return starters[step](cmd, campaign_id, player_id)


def _progress(cmd: CampaignCommands, cid: int) -> RoundProgress | None:
    """The round in progress (``None``: none is, the steps go game by game)."""
    progress = cmd.store.round_progress(cid)
    return progress if progress is not None and not progress.complete else None


def _round_players(cmd: CampaignCommands, cid: int, step: str,
                   preferred: int | None) -> list[int] | None:
    """In a round in progress, the players for whom ``step`` is the next one, ``preferred``
    first (``None``: no round in progress, any player)."""
    progress = _progress(cmd, cid)
    if progress is None:
        return None
    ready = [int(p.player_id) for p in progress.players if p.status(step) == "next"]  # type: ignore[arg-type]
    if step == "build_team":  # the Team can be built again until its game is recorded
        ready += [int(p.player_id) for p in progress.players
                  if p.status("build_team") == "done" and p.status("play_game") != "done"]
    ready = list(dict.fromkeys(ready))
    if preferred in ready:
        ready.remove(preferred)
        ready.insert(0, preferred)
    return ready


def _nothing_open(cmd: CampaignCommands, title: str) -> None:
    cmd.tell(title, QCoreApplication.translate(
        "StepLauncher", "Nobody can take this step now: every player finishes the step "
        "before it first (see the round)."))


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


def _run_fresh(cmd: CampaignCommands, make: Callable[[], StepDialog]) -> StepDialog | None:
    """Run a step's dialog until confirmed (the dialog) or closed (``None``); "Start over"
    on a kept draft closes it and a fresh one opens in its place."""
    while True:
        dialog = make()
        if cmd.run_dialog(dialog):
            return dialog
        if not dialog.restart_wanted:
            return None


def _player_dialog(cmd: CampaignCommands, cid: int, step: str, preferred: int | None,
                   make: Callable[[int], StepDialog]) -> tuple[int, StepDialog] | None:
    """The dialog of a step any player takes, for the chosen player, once confirmed."""
    title = term("step", step)
    players = [p.id for p in cmd.store.players(cid)]
    in_round = _round_players(cmd, cid, step, preferred)
    if in_round is not None:
        if not in_round:
            _nothing_open(cmd, title)
            return None
        players = in_round
    pid = cmd.choose_player(cid, players, title, preferred)
    if pid is None:
        return None
    dialog = _run_fresh(cmd, lambda: make(pid))
    return (pid, dialog) if dialog is not None else None


def _build_team(cmd: CampaignCommands, cid: int, preferred: int | None) -> Any:
    title = term("step", "build_team")
    confirmed = _player_dialog(cmd, cid, "build_team", preferred,
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
    in_round = _round_players(cmd, cid, "play_game", preferred)
    if in_round is not None:
        if not in_round:
            _nothing_open(cmd, title)
            return None
        ready = in_round
    elif len(ready) < 2:
        cmd.tell(title, QCoreApplication.translate(
            "StepLauncher", "A game needs two players with a Team: build both Teams first "
            "(step 1)."))
        return None
    pid = preferred if preferred in ready else ready[0]
    dialog = _run_fresh(cmd, lambda: flow.record_game_dialog(cmd.window, cmd.store, cid, pid))
    if dialog is None:
        return None
    record = cast("GamePlan", dialog.result_value())
    return _apply(cmd, cid, title, lambda: flow.apply_game(cmd.store, cid, record))


def _injuries(cmd: CampaignCommands, cid: int, preferred: int | None) -> Any:
    title = term("step", "injuries")
    waiting = [(g.id, pid) for g in cmd.store.games(cid) for pid in g.players
               if pid not in g.injuries_done]
    in_round = _round_players(cmd, cid, "injuries", preferred)
    if in_round is not None:
        waiting = [item for item in waiting if item[1] in in_round]
        if not waiting:
            _nothing_open(cmd, title)
            return None
    if not waiting:
        cmd.tell(title, QCoreApplication.translate(
            "StepLauncher", "No injuries to roll: every recorded game has its injuries "
            "applied. Record a game first (step 2)."))
        return None
    mine = [item for item in waiting if item[1] == preferred]
    game_id, pid = mine[0] if mine else waiting[0]
    dialog = _run_fresh(
        cmd, lambda: flow.injuries_dialog(cmd.window, cmd.store, cid, game_id, pid))
    if dialog is None:
        return None
    result = cast("InjuriesResult", dialog.result_value())
    return _apply(cmd, cid, title, lambda: flow.apply_injuries(cmd.store, game_id, pid, result))


def _rewards(cmd: CampaignCommands, cid: int, preferred: int | None) -> Any:
    title = term("step", "rp_renown")
    games = [g for g in cmd.store.games(cid) if not g.rewards_done]
    in_round = _round_players(cmd, cid, "rp_renown", preferred)
    if in_round is not None:
        games = [g for g in games if set(g.players) & set(in_round)]
        games.sort(key=lambda g: preferred not in g.players)
        if not games:
            _nothing_open(cmd, title)
            return None
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
    confirmed = _player_dialog(cmd, cid, "spend_rp", preferred,
                               lambda pid: flow.spend_dialog(cmd.window, cmd.store, pid))
    if confirmed is None:
        return None
    pid, dialog = confirmed
    plan = cast("SpendResult", dialog.result_value())
    return _apply(cmd, cid, title, lambda: flow.apply_spend(cmd.store, pid, plan))


# -- rounds ------------------------------------------------------------------------------------
def _start_round(cmd: CampaignCommands, cid: int, _preferred: int | None) -> Any:
    """Pair the players of the next round (the odd one out has a bye) and start it."""
    from app.ui.campaigns.round_dialog import RoundDialog

    store = cmd.store
    players = [(p.id, p.name) for p in store.players(cid)]
    number = len(store.rounds(cid)) + 1
    settings = store.campaign(cid).settings
    dialog = RoundDialog(
        players, number,
        lambda pairs, byes, finale: store.plan_round(cid, pairs, byes, finale=finale),
        cmd.window, mission_mode=settings.mission_mode)
    confirmed = cmd.run_dialog(dialog)
    dialog.deleteLater()
    if not confirmed:
        return None
    plan = cast("RoundPlan", dialog.result_value())
    title = QCoreApplication.translate("StepLauncher", "Start round {number}").format(
        number=number)
    return _apply(cmd, cid, title, lambda: store.commit_round(cid, plan))


def _close_campaign(cmd: CampaignCommands, cid: int, _preferred: int | None) -> Any:
    """End the campaign with its final standings."""
    from app.ui.campaigns.round_dialog import CloseCampaignDialog

    store = cmd.store
    names = {str(p.id): p.name for p in store.players(cid)}
    dialog = CloseCampaignDialog(store.plan_close(cid), names, cmd.window)
    confirmed = cmd.run_dialog(dialog)
    dialog.deleteLater()
    if not confirmed:
        return None
    plan = cast("ClosePlan", dialog.result_value())
    title = QCoreApplication.translate("StepLauncher", "Close the campaign")
    return _apply(cmd, cid, title, lambda: store.commit_close(cid, plan))
