# ruff: noqa: E501
"""Words for the campaign engine's refusal codes (``app/rules/campaign/codes.py``).

``app/i18n/messages.py`` covers the Team validation codes; this table adds the campaign codes it lacks.
Each source text is marked with ``QT_TRANSLATE_NOOP`` (context "CampaignViolation"); the
placeholders are the violation's parameters, filled after translation. Model uids become model
names, rule ids their translated names (:func:`app.i18n.terms.term`).
"""

from __future__ import annotations

import string
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP
from app.i18n import messages as base_messages
from app.i18n.messages import characteristic_name
from app.i18n.terms import term
from app.rules.violations import ParamValue, Violation

__all__ = ["CONTEXT", "TEMPLATES", "campaign_message"]

CONTEXT = "CampaignViolation"

TEMPLATES: dict[str, str] = {
    "campaign.bad_setting": QT_TRANSLATE_NOOP("CampaignViolation", "The campaign setting {setting} has an unknown value, '{value}'."),
    "campaign.mission_list_empty": QT_TRANSLATE_NOOP("CampaignViolation", "The campaign's mission list is empty."),
    "campaign.unknown_mission": QT_TRANSLATE_NOOP("CampaignViolation", "Mission {index}: '{mission}' is not on the mission table."),
    "campaign.special_mission_not_allowed": QT_TRANSLATE_NOOP("CampaignViolation", "{mission} is only for a storyline campaign."),
    "campaign.special_mission_not_last": QT_TRANSLATE_NOOP("CampaignViolation", "{mission} must be the last mission of the storyline."),
    "round.campaign_closed": QT_TRANSLATE_NOOP("CampaignViolation", "The campaign is closed: no more rounds."),
    "round.previous_not_finished": QT_TRANSLATE_NOOP("CampaignViolation", "Round {round} is not finished: every player completes step 5 first."),
    "round.after_finale": QT_TRANSLATE_NOOP("CampaignViolation", "Round {round} was the finale: close the campaign instead."),
    "round.unknown_player": QT_TRANSLATE_NOOP("CampaignViolation", "{player} is not a player of this campaign."),
    "round.player_twice": QT_TRANSLATE_NOOP("CampaignViolation", "{player} is in the round {count} times."),
    "round.player_missing": QT_TRANSLATE_NOOP("CampaignViolation", "{player} has neither an opponent nor a bye."),
    "round.no_game": QT_TRANSLATE_NOOP("CampaignViolation", "Round {round} needs at least one game."),
    "round.no_mission": QT_TRANSLATE_NOOP("CampaignViolation", "The mission list has {missions} mission(s): none left for round {round}."),
    "round.not_in_round": QT_TRANSLATE_NOOP("CampaignViolation", "{player} is not in round {round}: new players join the next round."),
    "round.bye": QT_TRANSLATE_NOOP("CampaignViolation", "{player} has a bye in round {round}: no {step}."),
    "round.step_done": QT_TRANSLATE_NOOP("CampaignViolation", "{player} already did {step} in round {round}."),
    "round.step_not_open": QT_TRANSLATE_NOOP("CampaignViolation", "{step} is not open yet for {player}: next is {current}."),
    "round.not_paired": QT_TRANSLATE_NOOP("CampaignViolation", "These players are not paired in round {round}."),
    "round.not_started": QT_TRANSLATE_NOOP("CampaignViolation", "Start round {round} first: its pairings decide who plays whom."),
    "campaign.already_closed": QT_TRANSLATE_NOOP("CampaignViolation", "The campaign is already closed."),
    "campaign.round_in_progress": QT_TRANSLATE_NOOP("CampaignViolation", "Round {round} is still in progress: finish it before closing the campaign."),
    "team.duplicate_model": QT_TRANSLATE_NOOP("CampaignViolation", "A model is picked {count} times."),
    "team.points_unknown": QT_TRANSLATE_NOOP("CampaignViolation", "No points known for {uid}."),
    "campaign.starting_force_invalid": QT_TRANSLATE_NOOP(
        "CampaignViolation",
        "The starting Force is not valid yet: correct it in the Force editor first."),
    "team.psychic_not_psyker": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} is no psyker of this Team: it picks no psychic power."),
    "team.psychic_duplicate": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} has {item} {count} times: a psyker never has the same power twice."),
    "team.psychic_unknown": QT_TRANSLATE_NOOP("CampaignViolation", "{item} is not on the psychic powers list of {uid}."),
    "team.psychic_too_many": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} has {count} psychic powers: at most {limit} (one per Mastery Level, one more with Open Mind)."),
    "game.player_count": QT_TRANSLATE_NOOP("CampaignViolation", "A game needs exactly two players ({count} given)."),
    "game.same_player": QT_TRANSLATE_NOOP("CampaignViolation", "A player cannot play against themselves."),
    "game.unknown_winner": QT_TRANSLATE_NOOP("CampaignViolation", "The winner did not play this game."),
    "game.unknown_mission": QT_TRANSLATE_NOOP("CampaignViolation", "Unknown mission '{mission}'."),
    "game.roles_required": QT_TRANSLATE_NOOP("CampaignViolation", "{mission} needs an attacker and a defender."),
    "game.roles_invalid": QT_TRANSLATE_NOOP("CampaignViolation", "{mission}: one player attacks, the other defends."),
    "game.roles_not_used": QT_TRANSLATE_NOOP("CampaignViolation", "{mission} has no attacker or defender."),
    "game.unknown_achievement": QT_TRANSLATE_NOOP("CampaignViolation", "Unknown achievement '{achievement}'."),
    "game.automatic_achievement": QT_TRANSLATE_NOOP("CampaignViolation", "{achievement} comes from the result, not from the record."),
    "game.achievement_count": QT_TRANSLATE_NOOP("CampaignViolation", "{player}: {achievement} earned {count} times, at most {max}."),
    "game.achievement_one_player": QT_TRANSLATE_NOOP("CampaignViolation", "Only one player can earn {achievement}."),
    "game.unknown_fact": QT_TRANSLATE_NOOP("CampaignViolation", "{fact} does not count in {mission}."),
    "game.fact_negative": QT_TRANSLATE_NOOP("CampaignViolation", "{player}: {fact} cannot be negative."),
    "game.fact_above_max": QT_TRANSLATE_NOOP("CampaignViolation", "{player}: {fact} is {value}, at most {max}."),
    "game.fact_wrong_role": QT_TRANSLATE_NOOP("CampaignViolation", "{player}: only the {role} records {fact}."),
    "game.fact_pool_exceeded": QT_TRANSLATE_NOOP("CampaignViolation", "Both players together record {total}, but the mission has only {max}."),
    "game.empty_team": QT_TRANSLATE_NOOP("CampaignViolation", "{player} has no Team for this game."),
    "game.unknown_model": QT_TRANSLATE_NOOP("CampaignViolation", "{player}: {uid} is not in the Force."),
    "game.model_not_in_team": QT_TRANSLATE_NOOP("CampaignViolation", "{player}: {uid} did not play in this game."),
    "game.model_in_two_lists": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} is recorded twice ({first} and {second})."),
    "game.walker_casualty": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} is a Walker: record Wrecked or Explodes!, not a casualty."),
    "game.not_a_walker": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} is not a Walker."),
    "game.field_promotion_not_in_team": QT_TRANSLATE_NOOP("CampaignViolation", "The field-promoted {uid} did not play."),
    "game.mission_roll_unknown": QT_TRANSLATE_NOOP("CampaignViolation", "Mission die {number}: {mission} has no such dice table."),
    "game.mission_roll_invalid": QT_TRANSLATE_NOOP("CampaignViolation", "Mission die {number}: {roll} is not a D6 result of a player of this game."),
    "game.override_reason_missing": QT_TRANSLATE_NOOP("CampaignViolation", "Give the reason for recording another result than the mission's."),
    "injury.wrong_player": QT_TRANSLATE_NOOP("CampaignViolation", "These injuries belong to another player."),
    "injury.no_roll_for_model": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} rolled no injury."),
    "injury.reroll_unavailable": QT_TRANSLATE_NOOP("CampaignViolation", "No {source} is available."),
    "injury.reroll_used": QT_TRANSLATE_NOOP("CampaignViolation", "The {source} was already used after this game."),
    "injury.reroll_not_injury_table": QT_TRANSLATE_NOOP("CampaignViolation", "The Walker Damage Table cannot be rerolled."),
    "injury.handover_not_dead": QT_TRANSLATE_NOOP("CampaignViolation", "{from} did not die: it keeps its {item}."),
    "injury.handover_not_in_group": QT_TRANSLATE_NOOP("CampaignViolation", "{to} is not a surviving member of {from}'s Group."),
    "injury.handover_item_not_owned": QT_TRANSLATE_NOOP("CampaignViolation", "{from} had no {item}."),
    "injury.handover_item_twice": QT_TRANSLATE_NOOP("CampaignViolation", "{item} is handed over twice."),
    "injury.handover_duplicate_item": QT_TRANSLATE_NOOP("CampaignViolation", "{to} already has {item}."),
    "injury.handover_replaced_not_owned": QT_TRANSLATE_NOOP("CampaignViolation", "{to} has no {replaces} to replace."),
    "injury.promotion_without_officer_training": QT_TRANSLATE_NOOP("CampaignViolation", "A permanent promotion needs the Officer Training upgrade."),
    "injury.promotion_no_leader_died": QT_TRANSLATE_NOOP("CampaignViolation", "No Team Leader died: nobody is promoted."),
    "injury.promotion_too_many": QT_TRANSLATE_NOOP("CampaignViolation", "{count} promotions for {dead_leaders} dead Team Leader(s)."),
    "injury.promotion_not_specialist": QT_TRANSLATE_NOOP("CampaignViolation", "Only a surviving Specialist can be promoted ({uid})."),
    "spend.not_enough_rp": QT_TRANSLATE_NOOP("CampaignViolation", "Not enough RP: {needed} needed, {available} available."),
    "spend.not_enough_points": QT_TRANSLATE_NOOP("CampaignViolation", "Not enough reinforcement points: {points} needed, {available} converted."),
    "spend.already_converted": QT_TRANSLATE_NOOP("CampaignViolation", "RP were already converted into points in this step."),
    "spend.negative_points": QT_TRANSLATE_NOOP("CampaignViolation", "A price cannot be negative ({points})."),
    "spend.unknown_model": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} is not in the Force."),
    "spend.duplicate_uid": QT_TRANSLATE_NOOP("CampaignViolation", "A model with the id {uid} already exists."),
    "spend.recruit_has_honours": QT_TRANSLATE_NOOP("CampaignViolation", "A recruit comes without Battle Honours."),
    "spend.unknown_group": QT_TRANSLATE_NOOP("CampaignViolation", "Unknown Group {group}."),
    "spend.group_already_rolled": QT_TRANSLATE_NOOP("CampaignViolation", "{group} already rolled ({roll}) since the last game."),
    "spend.group_not_core": QT_TRANSLATE_NOOP("CampaignViolation", "Only Core models join Groups ({section})."),
    "spend.group_entry_mismatch": QT_TRANSLATE_NOOP("CampaignViolation", "{entry} cannot join a Group of {group_entry}."),
    "spend.group_full": QT_TRANSLATE_NOOP("CampaignViolation", "{group} is full: at most {size} models."),
    "spend.group_roll_required": QT_TRANSLATE_NOOP("CampaignViolation", "{group} has {honours} Battle Honour(s): roll for recruits first."),
    "spend.group_roll_failed": QT_TRANSLATE_NOOP("CampaignViolation", "{group} rolled {roll}, below its {honours} Battle Honour(s): no recruits until after the next game."),
    "spend.squad_full": QT_TRANSLATE_NOOP("CampaignViolation", "{group} is at its starting size of {size}."),
    "spend.not_a_squad": QT_TRANSLATE_NOOP("CampaignViolation", "Squad reinforcements only join a Squad."),
    "spend.squad_use_reinforcement": QT_TRANSLATE_NOOP("CampaignViolation", "Models join {group} as Squad reinforcements."),
    "spend.squad_not_whole": QT_TRANSLATE_NOOP("CampaignViolation", "A new Squad is recruited as its whole unit: {count} of {size} models."),
    "spend.wargear_duplicate": QT_TRANSLATE_NOOP("CampaignViolation", "The model already has {item}."),
    "spend.wargear_not_owned": QT_TRANSLATE_NOOP("CampaignViolation", "The model has no {item} to replace."),
    "spend.unknown_base_level": QT_TRANSLATE_NOOP("CampaignViolation", "There is no Base level {level}."),
    "spend.base_level_order": QT_TRANSLATE_NOOP("CampaignViolation", "Base levels are bought in order: the Base is at level {current}."),
    "spend.renown_too_low": QT_TRANSLATE_NOOP("CampaignViolation", "Needs Renown {required}+ (you have {renown})."),
    "spend.unknown_upgrade": QT_TRANSLATE_NOOP("CampaignViolation", "Unknown Base upgrade '{upgrade}'."),
    "spend.upgrade_owned": QT_TRANSLATE_NOOP("CampaignViolation", "Already built."),
    "spend.upgrade_requires": QT_TRANSLATE_NOOP("CampaignViolation", "Needs {missing} first."),
    "spend.unknown_honour": QT_TRANSLATE_NOOP("CampaignViolation", "Unknown Battle Honour '{honour}'."),
    "spend.honour_walkers_only": QT_TRANSLATE_NOOP("CampaignViolation", "Walkers only."),
    "spend.honour_not_for_walkers": QT_TRANSLATE_NOOP("CampaignViolation", "Walkers take only Walker honours."),
    "spend.honour_not_for_transports": QT_TRANSLATE_NOOP("CampaignViolation", "Transports take no Battle Honours."),
    "spend.honour_leaders_specialists_only": QT_TRANSLATE_NOOP("CampaignViolation", "Team Leaders and Specialists only."),
    "spend.honour_team_leader_only": QT_TRANSLATE_NOOP("CampaignViolation", "Team Leaders only."),
    "spend.honour_psyker_only": QT_TRANSLATE_NOOP("CampaignViolation", "Psykers only."),
    "spend.honour_no_recipient": QT_TRANSLATE_NOOP("CampaignViolation", "No crew left to take the honour."),
    "spend.honour_already_held": QT_TRANSLATE_NOOP("CampaignViolation", "Already has {honour}."),
    "spend.model_already_improved": QT_TRANSLATE_NOOP("CampaignViolation", "Already improved since the last game."),
    "spend.repair_nothing_to_repair": QT_TRANSLATE_NOOP("CampaignViolation", "No Permanent Damage to repair."),
    "spend.repair_not_damaged": QT_TRANSLATE_NOOP("CampaignViolation", "No Permanent Damage on {stat}."),
    "spend.repair_choice_required": QT_TRANSLATE_NOOP("CampaignViolation", "Pick the damage to repair ({damaged})."),
    # Engine variants of shared codes whose parameters differ from the validator's.
    "points.team_limit": QT_TRANSLATE_NOOP("CampaignViolation", "The Team costs {points} pts, over the Base limit of {limit} pts."),
    "team.incomplete_group": QT_TRANSLATE_NOOP("CampaignViolation", "{group} is incomplete: {missing} of its models are missing."),
    "team.unknown_model": QT_TRANSLATE_NOOP("CampaignViolation", "{uid} is not in the Force."),
}

# Parameters naming a model (uid), and those naming a rule id of a given kind of term.
_MODEL_KEYS = frozenset({"uid", "model", "from", "to", "target"})
_TERM_KEYS = {
    "mission": "mission",
    "achievement": "achievement",
    "honour": "honour",
    "upgrade": "upgrade",
    "fact": "mission_fact",
    "role": "role",
    "source": "reroll",
    "step": "step",
    "current": "step",
    "first": "casualty",
    "second": "casualty",
}
_LIST_NAMES = {"casualties": "casualty", "fled": "fled", "knocked_out": "knocked_out",
               "walker_damage": "wrecked"}


class _Params(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _requirement(rule_id: str) -> str:
    name = term("base_level", rule_id)
    return name if name != rule_id else term("upgrade", rule_id)


def _shown(
    key: str,
    value: ParamValue,
    models: Mapping[str, str],
    players: Mapping[str, str],
    groups: Mapping[str, str],
    entries: Mapping[str, str],
) -> object:
    if value is None:
        return "—"
    if not isinstance(value, str):
        return value
    if key in _MODEL_KEYS:
        return models.get(value, value)
    if key == "player":
        return players.get(value, value)
    if key == "group":
        return groups.get(value, value)
    if key in ("entry", "group_entry", "item", "replaces"):
        return entries.get(value, value)
    if key in ("stat", "damaged"):
        return ", ".join(characteristic_name(s) for s in value.split(","))
    if key == "missing":
        return ", ".join(_requirement(s) for s in value.split(","))
    if key == "id":
        return term("base_level", value)
    if key in ("first", "second"):
        return term("casualty", _LIST_NAMES.get(value, value))
    if key == "section":
        return base_messages.section_name(value)
    if key in _TERM_KEYS:
        return term(_TERM_KEYS[key], value)
    return value


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _template(v: Violation) -> str:
    """The base template when the violation carries all its parameters (the validator's
    variant of a shared code), else this module's, else the base one, else the code."""
    base = base_messages.TEMPLATES.get(v.code)
    mine = TEMPLATES.get(v.code)
    if base is not None and (mine is None or _placeholders(base) <= set(v.params)):
        return QCoreApplication.translate(base_messages.CONTEXT, base)
    if mine is not None:
        return QCoreApplication.translate(CONTEXT, mine)
    return v.code


def campaign_message(
    v: Violation,
    *,
    models: Mapping[str, str] | None = None,
    players: Mapping[str, str] | None = None,
    groups: Mapping[str, str] | None = None,
    entries: Mapping[str, str] | None = None,
) -> str:
    """The sentence for a campaign or Team violation ``v``, in the current language.

    ``models`` maps uids to model names, ``players`` player ids to player names, ``groups``
    Group ids to Group names and ``entries`` Team List ids (entries, wargear) to their names.
    """
    template = _template(v)
    params = _Params()
    for key, value in v.params.items():
        params[key] = _shown(
            key, value, models or {}, players or {}, groups or {}, entries or {}
        )
    points, limit = v.params.get("points"), v.params.get("limit")
    if "over" not in params and isinstance(points, int) and isinstance(limit, int):
        params["over"] = points - limit
    if "name" not in params and isinstance(v.params.get("entry"), str):
        params["name"] = params["entry"]
    return template.format_map(params)
