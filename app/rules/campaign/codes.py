"""Violation codes of the campaign engine (docs/campaign-rules.md explains each one).

The codes that Team validation (:mod:`app.rules.violations`) also reports keep the same
string, so the UI translates them once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from app.rules.violations import ParamValue, Severity, Violation

__all__ = ["CAMPAIGN_CODES", "campaign_violation", "merge_violations"]

E = Severity.ERROR

CAMPAIGN_CODES: dict[str, Severity] = {
    # campaign settings
    "campaign.bad_setting": E,
    "campaign.mission_list_empty": E,
    "campaign.unknown_mission": E,
    "campaign.special_mission_not_allowed": E,
    "campaign.special_mission_not_last": E,
    # rounds and the end of the campaign
    "round.campaign_closed": E,
    "round.previous_not_finished": E,
    "round.after_finale": E,
    "round.unknown_player": E,
    "round.player_twice": E,
    "round.player_missing": E,
    "round.no_game": E,
    "round.no_mission": E,
    "round.not_in_round": E,
    "round.bye": E,
    "round.step_done": E,
    "round.step_not_open": E,
    "round.not_paired": E,
    "round.not_started": E,
    "campaign.already_closed": E,
    "campaign.round_in_progress": E,
    # step 1 (codes shared with Team validation)
    "force.must_dissolve": E,
    "team.empty": E,
    "team.unknown_model": E,
    "team.duplicate_model": E,
    "team.incapacitated": E,
    "team.incomplete_group": E,
    "team.too_many_leaders": E,
    "team.field_promotion_required": E,
    "team.field_promotion_invalid": E,
    "team.field_promotion_not_allowed": E,
    "team.points_unknown": E,
    "points.team_limit": E,
    "campaign.starting_force_invalid": E,
    # step 1: psychic powers (seed 004, "Генерация сил")
    "team.psychic_not_psyker": E,
    "team.psychic_duplicate": E,
    "team.psychic_unknown": E,
    "team.psychic_too_many": E,
    # step 2
    "game.player_count": E,
    "game.same_player": E,
    "game.unknown_winner": E,
    "game.unknown_mission": E,
    "game.roles_required": E,
    "game.roles_invalid": E,
    "game.roles_not_used": E,
    "game.unknown_achievement": E,
    "game.automatic_achievement": E,
    "game.achievement_count": E,
    "game.achievement_one_player": E,
    "game.unknown_fact": E,
    "game.fact_negative": E,
    "game.fact_above_max": E,
    "game.fact_wrong_role": E,
    "game.fact_pool_exceeded": E,
    "game.empty_team": E,
    "game.unknown_model": E,
    "game.model_not_in_team": E,
    "game.model_in_two_lists": E,
    "game.walker_casualty": E,
    "game.not_a_walker": E,
    "game.field_promotion_not_in_team": E,
    "game.mission_roll_unknown": E,
    "game.mission_roll_invalid": E,
    "game.override_reason_missing": E,
    # step 3
    "injury.wrong_player": E,
    "injury.no_roll_for_model": E,
    "injury.reroll_unavailable": E,
    "injury.reroll_used": E,
    "injury.reroll_not_injury_table": E,
    "injury.handover_not_dead": E,
    "injury.handover_not_in_group": E,
    "injury.handover_item_not_owned": E,
    "injury.handover_item_twice": E,
    "injury.handover_duplicate_item": E,
    "injury.handover_replaced_not_owned": E,
    "injury.promotion_without_officer_training": E,
    "injury.promotion_no_leader_died": E,
    "injury.promotion_too_many": E,
    "injury.promotion_not_specialist": E,
    # step 5
    "spend.not_enough_rp": E,
    "spend.not_enough_points": E,
    "spend.already_converted": E,
    "spend.negative_points": E,
    "spend.unknown_model": E,
    "spend.duplicate_uid": E,
    "spend.recruit_has_honours": E,
    "spend.unknown_group": E,
    "spend.group_already_rolled": E,
    "spend.group_not_core": E,
    "spend.group_entry_mismatch": E,
    "spend.group_full": E,
    "spend.group_roll_required": E,
    "spend.group_roll_failed": E,
    "spend.squad_full": E,
    "spend.not_a_squad": E,
    "spend.squad_use_reinforcement": E,
    "spend.squad_not_whole": E,
    "spend.wargear_duplicate": E,
    "spend.wargear_not_owned": E,
    "transport.needs_vehicle_bay": E,
    "transport.too_many": E,
    "spend.unknown_base_level": E,
    "spend.base_level_order": E,
    "spend.renown_too_low": E,
    "spend.unknown_upgrade": E,
    "spend.upgrade_owned": E,
    "spend.upgrade_requires": E,
    "spend.unknown_honour": E,
    "spend.honour_walkers_only": E,
    "spend.honour_not_for_walkers": E,
    "spend.honour_not_for_transports": E,
    "spend.honour_leaders_specialists_only": E,
    "spend.honour_team_leader_only": E,
    "spend.honour_psyker_only": E,
    "spend.honour_no_recipient": E,
    "spend.honour_already_held": E,
    "spend.model_already_improved": E,
    "spend.repair_nothing_to_repair": E,
    "spend.repair_not_damaged": E,
    "spend.repair_choice_required": E,
}


def campaign_violation(
    code: str,
    params: Mapping[str, ParamValue] | None = None,
    refs: Iterable[str] = (),
    entries: Iterable[str] = (),
) -> Violation:
    """A :class:`Violation` with one of :data:`CAMPAIGN_CODES` (KeyError for others)."""
    return Violation(
        code=code,
        severity=CAMPAIGN_CODES[code],
        params=dict(params or {}),
        refs=tuple(refs),
        entries=tuple(entries),
    )


def merge_violations(*groups: Iterable[Violation]) -> tuple[Violation, ...]:
    """All violations of ``groups`` in order, without repeating an equal one."""
    merged: list[Violation] = []
    for group in groups:
        for item in group:
            if item not in merged:
                merged.append(item)
    return tuple(merged)


def has_errors(violations: Iterable[Violation]) -> bool:
    return any(item.severity == Severity.ERROR for item in violations)
