"""The step dialogs over the store: open each one on a player's stored state, commit the plan
it shows through the store (one undoable action each).

For every step there is a ``*_dialog`` function (builds the dialog, for tests and for callers
that show it themselves), an ``apply_*`` function (commits a confirmed dialog's plan as it is,
``store.commit_*``: nothing is computed again) and an ``open_*`` function that does both with
``exec()``; ``open_*`` returns the store's ``StepResult``, or ``None`` when the player cancels
(or the store refused the commit: the error was shown in words).
``apply_*`` run only through :class:`app.ui.operations.Operations`: the window's
(:mod:`app.ui.campaigns.step_launcher`; ``open_*`` takes them as ``operations``), or
``open_*``'s own.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QWidget

from app.model.errors import StoreError
from app.rules.campaign.step_plans import GamePlan, TeamPlan
from app.rules.dice import Dice
from app.rules.force import Team
from app.ui.steps.common import DraftSlot, ForceInfo, StepDialog
from app.ui.steps.game import GameSide, RecordGameDialog
from app.ui.steps.injuries import InjuriesDialog, InjuriesResult
from app.ui.steps.rewards import RewardsDialog, RewardsResult
from app.ui.steps.spend import SpendDialog, SpendResult
from app.ui.steps.team import BuildTeamDialog

if TYPE_CHECKING:
    from app.ui.operations import Operations

__all__ = [
    "apply_game",
    "apply_injuries",
    "apply_rewards",
    "apply_spend",
    "apply_team",
    "build_team_dialog",
    "history_names",
    "injuries_dialog",
    "open_build_team",
    "open_injuries",
    "open_record_game",
    "open_rewards",
    "open_spend",
    "record_game_dialog",
    "rewards_dialog",
    "spend_dialog",
]

Store = Any  # app.model.Store (kept loose: app.ui.steps works on rules objects alone too)


def _commit(operations: Operations | None, store: Store, parent: QWidget | None,
            commit: Callable[[], Any]) -> Any:
    """``commit()`` through ``operations`` (errors shown in words, ``Changes`` announced);
    without them, through operations of its own over ``store`` (errors shown over ``parent``)."""
    if operations is None:
        from app.ui.operations import Operations

        operations = Operations(store, parent)
    return operations.run(commit)


def _player_names(store: Store, campaign_id: int) -> dict[int, str]:
    return {p.id: p.name for p in store.players(campaign_id)}


def attach_draft(dialog: StepDialog, store: Store, campaign_id: int, step: str,
                 player_id: int) -> bool:
    """Keep ``dialog``'s draft with the campaign (``store.save_draft``) and open it on the
    draft kept there; a store that cannot write (read-only, a snapshot) keeps none."""
    if not hasattr(store, "save_draft") or not getattr(store, "writable", True) or getattr(
            store, "read_only", False):
        return False

    def load() -> dict[str, Any] | None:
        if store.closed:
            return None
        try:
            found: dict[str, Any] | None = store.draft(campaign_id, step, player_id)
        except StoreError:
            return None
        return found

    def save(data: dict[str, Any] | None) -> None:
        if store.closed:  # the dialog outlived its store (a restored backup, a test's end)
            return
        with contextlib.suppress(StoreError):  # a draft is a convenience, never an error
            if data is None:
                store.clear_draft(campaign_id, step, player_id)
            else:
                store.save_draft(campaign_id, step, player_id, data)

    return dialog.attach_draft(DraftSlot(load, save))


def _clear_draft(store: Store, campaign_id: int, step: str, player_id: int,
                 result: Any) -> None:
    """The step was committed: its draft is done with."""
    if getattr(result, "ok", False) and hasattr(store, "clear_draft"):
        with contextlib.suppress(StoreError):
            store.clear_draft(campaign_id, step, player_id)


def _force_info(store: Store, player_id: int) -> ForceInfo:
    return ForceInfo(store.force(player_id), store.team_list(player_id))


def _model_names(store: Store, player_id: int) -> dict[str, str]:
    """Names of the player's models, living and former (for records of the past)."""
    info = _force_info(store, player_id)
    names: dict[str, str] = {}
    for former in store.former_models(player_id):
        names[former.uid] = former.name or info.model_name(former.entry)
    names.update(info.names())
    return names


def history_names(
    store: Store, campaign_id: int
) -> tuple[dict[int, str], dict[str, str], dict[str, str]]:
    """Player names by id, model names by uid and Team List entry names by id, for
    :class:`~app.ui.steps.history.HistoryView`."""
    players = _player_names(store, campaign_id)
    models: dict[str, str] = {}
    entries: dict[str, str] = {}
    for player_id in players:
        models.update(_model_names(store, player_id))
        info = _force_info(store, player_id)
        entries.update(info.entry_names())
        models.update(info.group_names())  # Groups are named like models in the timeline
    return players, models, entries


# -- step 1 -------------------------------------------------------------------------------------
def apply_dice_preference(dialog: StepDialog) -> None:
    """With the "roll" dice preference (Settings), the app rolls the dialog's dice up front;
    the player can still type over any of them before confirming. "type" leaves them empty."""
    from app.ui.settings import DICE_DEFAULT, Settings

    if Settings().get(DICE_DEFAULT) == "roll":
        dialog.roll_remaining()


def _round_in_progress(store: Store, campaign_id: int) -> Any:
    """The progress of the campaign's round in progress (``None``: none is)."""
    progress = store.round_progress(campaign_id)
    return progress if progress is not None and not progress.complete else None


def build_team_dialog(parent: QWidget | None, store: Store, player_id: int) -> BuildTeamDialog:
    summary = store.player_summary(player_id)
    pending: Team | None = store.pending_team(player_id)
    progress = _round_in_progress(store, summary.campaign_id)
    dialog = BuildTeamDialog(
        store.player_state(player_id), store.force(player_id), store.team_list(player_id),
        parent, player_name=summary.name, initial=pending.models if pending else (),
        finale=bool(progress is not None and progress.round.finale),
        initial_powers=dict(pending.powers) if pending else None,
    )
    attach_draft(dialog, store, summary.campaign_id, "build_team", player_id)
    return dialog


def apply_team(store: Store, player_id: int, plan: TeamPlan) -> Any:
    """Save the dialog's Team as planned (``store.commit_team``); its draft is then gone."""
    result = store.commit_team(player_id, plan)
    _clear_draft(store, store.player_summary(player_id).campaign_id, "build_team", player_id,
                 result)
    return result


def open_build_team(
    parent: QWidget | None, store: Store, campaign_id: int, player_id: int,
    *, operations: Operations | None = None,
) -> Any | None:
    dialog = build_team_dialog(parent, store, player_id)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    plan = dialog.result_value()
    assert isinstance(plan, TeamPlan)
    result = _commit(operations, store, parent, lambda: apply_team(store, player_id, plan))
    if dialog.print_requested and getattr(result, "ok", False):
        from app.ui.sheet_export import export_team_sheet

        export_team_sheet(parent, store, None, player_id)  # type: ignore[arg-type]
    return result


# -- step 2 -------------------------------------------------------------------------------------
def record_game_dialog(
    parent: QWidget | None,
    store: Store,
    campaign_id: int,
    player_id: int,
    *,
    dice: Dice | None = None,
) -> RecordGameDialog:
    """The game of ``player_id`` against any other player with a Team ready — in a round in
    progress, against his opponent of the round, on the round's mission, with the roles the
    storyline gives."""
    settings = store.campaign(campaign_id).settings
    progress = _round_in_progress(store, campaign_id)
    opponent: str | None = None
    if progress is not None:
        opponent = progress.round.opponent(str(player_id))
    sides: list[GameSide] = []
    for summary in store.players(campaign_id):
        team = store.pending_team(summary.id)
        if team is None:
            continue
        if opponent is not None and str(summary.id) not in (opponent, str(player_id)):
            continue
        info = _force_info(store, summary.id)
        side = GameSide(store.player_state(summary.id), team, summary.name, info.names(),
                        info.model_points())
        if summary.id == player_id:
            sides.insert(0, side)
        else:
            sides.append(side)
    if not sides or sides[0].player.player_id != str(player_id):
        raise ValueError(f"player {player_id} has no Team for the next game (step 1 first)")
    mission = store.round_mission(campaign_id) if opponent is not None else None
    roles = None
    if opponent is not None and mission is not None:
        found = store.default_roles(campaign_id, player_id, int(opponent), mission.mission_id)
        roles = {str(k): v for k, v in found.items()} if found else None
    dialog = RecordGameDialog(settings, sides, parent,
                              game_index=len(store.games(campaign_id)), dice=dice,
                              mission=mission, roles=roles)
    attach_draft(dialog, store, campaign_id, "play_game", player_id)
    return dialog


def apply_game(store: Store, campaign_id: int, plan: GamePlan) -> Any:
    """Record the dialog's game as planned (``store.commit_game``; ``result.id``: the game)."""
    result = store.commit_game(campaign_id, plan)
    for side in plan.game.players:  # either player may have opened the dialog
        _clear_draft(store, campaign_id, "play_game", int(side.player_id), result)
    return result


def open_record_game(
    parent: QWidget | None, store: Store, campaign_id: int, player_id: int,
    *, dice: Dice | None = None, operations: Operations | None = None,
) -> Any | None:
    dialog = record_game_dialog(parent, store, campaign_id, player_id, dice=dice)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    plan = dialog.result_value()
    assert isinstance(plan, GamePlan)
    return _commit(operations, store, parent, lambda: apply_game(store, campaign_id, plan))


# -- step 3 -------------------------------------------------------------------------------------
def injuries_dialog(
    parent: QWidget | None,
    store: Store,
    campaign_id: int,
    game_id: int,
    player_id: int,
    *,
    dice: Dice | None = None,
) -> InjuriesDialog:
    info = _force_info(store, player_id)
    dialog = InjuriesDialog(
        store.player_state(player_id), store.game_record(game_id), parent, force=info.force,
        settings=store.campaign(campaign_id).settings, dice=dice,
        player_name=store.player_summary(player_id).name,
        models=_model_names(store, player_id), entries=info.entry_names(), game_id=game_id,
    )
    attach_draft(dialog, store, campaign_id, "injuries", player_id)
    return dialog


def apply_injuries(store: Store, game_id: int, player_id: int, result: InjuriesResult) -> Any:
    """Apply the injuries as the dialog planned them (``store.commit_injuries``)."""
    applied = store.commit_injuries(game_id, player_id, result.plan)
    _clear_draft(store, store.player_summary(player_id).campaign_id, "injuries", player_id,
                 applied)
    return applied


def open_injuries(
    parent: QWidget | None, store: Store, campaign_id: int, game_id: int, player_id: int,
    *, dice: Dice | None = None, operations: Operations | None = None,
) -> Any | None:
    dialog = injuries_dialog(parent, store, campaign_id, game_id, player_id, dice=dice)
    apply_dice_preference(dialog)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    result = dialog.result_value()
    assert isinstance(result, InjuriesResult)
    return _commit(operations, store, parent,
                   lambda: apply_injuries(store, game_id, player_id, result))


# -- step 4 -------------------------------------------------------------------------------------
def rewards_dialog(
    parent: QWidget | None, store: Store, campaign_id: int, game_id: int,
    *, dice: Dice | None = None,
) -> RewardsDialog:
    game = store.game_record(game_id)
    states = {side.player_id: store.player_state(int(side.player_id)) for side in game.players}
    models: dict[str, str] = {}
    for side in game.players:
        models.update(_model_names(store, int(side.player_id)))
    players: Mapping[str, str] = {
        str(pid): name for pid, name in _player_names(store, campaign_id).items()
    }
    return RewardsDialog(game, states, parent, settings=store.campaign(campaign_id).settings,
                         dice=dice, players=players, models=models)


def apply_rewards(store: Store, game_id: int, result: RewardsResult) -> Any:
    """Apply RP and Renown as the dialog planned them (``store.commit_rewards``)."""
    return store.commit_rewards(game_id, result.plan)


def open_rewards(
    parent: QWidget | None, store: Store, campaign_id: int, game_id: int,
    *, dice: Dice | None = None, operations: Operations | None = None,
) -> Any | None:
    dialog = rewards_dialog(parent, store, campaign_id, game_id, dice=dice)
    apply_dice_preference(dialog)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    result = dialog.result_value()
    assert isinstance(result, RewardsResult)
    return _commit(operations, store, parent, lambda: apply_rewards(store, game_id, result))


# -- step 5 -------------------------------------------------------------------------------------
def spend_dialog(
    parent: QWidget | None, store: Store, player_id: int, *, dice: Dice | None = None
) -> SpendDialog:
    summary = store.player_summary(player_id)
    dialog = SpendDialog(store.player_state(player_id), store.force(player_id),
                         store.team_list(player_id), parent, dice=dice,
                         player_name=summary.name, taken_uids=store.used_uids(player_id),
                         settings=store.campaign(summary.campaign_id).settings)
    attach_draft(dialog, store, summary.campaign_id, "spend_rp", player_id)
    return dialog


def apply_spend(store: Store, player_id: int, result: SpendResult) -> Any:
    """The dialog's plan, Group rolls included, committed as it is: one action, one undo."""
    applied = store.commit_spend(player_id, result.plan)
    _clear_draft(store, store.player_summary(player_id).campaign_id, "spend_rp", player_id,
                 applied)
    return applied


def open_spend(
    parent: QWidget | None, store: Store, player_id: int,
    *, dice: Dice | None = None, operations: Operations | None = None,
) -> Any | None:
    dialog = spend_dialog(parent, store, player_id, dice=dice)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    result = dialog.result_value()
    assert isinstance(result, SpendResult)
    return _commit(operations, store, parent, lambda: apply_spend(store, player_id, result))
