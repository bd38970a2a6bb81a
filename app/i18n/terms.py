"""Translated display names of the campaign rules' ids (honours, upgrades, missions…).

The rules engine (``app/rules``) speaks in ids; this table gives each id its English name, marked
with ``QT_TRANSLATE_NOOP`` so lupdate finds it, and :func:`term` returns the name in the current
language. One context per kind ("Term.honour", …). A test checks that every id of
``app/rules/campaign/rules.json`` has a name here and that every name is translated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

__all__ = ["TERMS", "kinds", "term", "term_ids"]

TERMS: dict[str, dict[str, str]] = {
    "glossary": {
        "force": QT_TRANSLATE_NOOP("Term.glossary", "Force"),
        "team": QT_TRANSLATE_NOOP("Term.glossary", "Team"),
        "base": QT_TRANSLATE_NOOP("Term.glossary", "Base"),
        "rp": QT_TRANSLATE_NOOP("Term.glossary", "Requisition Points (RP)"),
        "renown": QT_TRANSLATE_NOOP("Term.glossary", "Renown"),
        "honour": QT_TRANSLATE_NOOP("Term.glossary", "Battle Honour"),
        "group": QT_TRANSLATE_NOOP("Term.glossary", "Group"),
        "squad": QT_TRANSLATE_NOOP("Term.glossary", "Squad"),
        "team_list": QT_TRANSLATE_NOOP("Term.glossary", "Team List"),
        "allowance": QT_TRANSLATE_NOOP("Term.glossary", "Model Allowance"),
        "armoury": QT_TRANSLATE_NOOP("Term.glossary", "Armoury"),
        "force_sheet": QT_TRANSLATE_NOOP("Term.glossary", "Force Sheet"),
        "team_sheet": QT_TRANSLATE_NOOP("Term.glossary", "Team Sheet"),
        "round": QT_TRANSLATE_NOOP("Term.glossary", "Round"),
        "bye": QT_TRANSLATE_NOOP("Term.glossary", "Bye"),
        "finale": QT_TRANSLATE_NOOP("Term.glossary", "Finale"),
    },
    "section": {
        "leader": QT_TRANSLATE_NOOP("Term.section", "Team Leader"),
        "specialist": QT_TRANSLATE_NOOP("Term.section", "Specialist"),
        "core": QT_TRANSLATE_NOOP("Term.section", "Core"),
        "transport": QT_TRANSLATE_NOOP("Term.section", "Transport"),
    },
    "step": {
        "build_team": QT_TRANSLATE_NOOP("Term.step", "Build a Team"),
        "play_game": QT_TRANSLATE_NOOP("Term.step", "Play a game"),
        "injuries": QT_TRANSLATE_NOOP("Term.step", "Injuries"),
        "rp_renown": QT_TRANSLATE_NOOP("Term.step", "RP and Renown"),
        "spend_rp": QT_TRANSLATE_NOOP("Term.step", "Spend RP"),
    },
    "base_level": {
        "base_camp": QT_TRANSLATE_NOOP("Term.base_level", "Base Camp"),
        "forward_base": QT_TRANSLATE_NOOP("Term.base_level", "Forward Base"),
        "main_base": QT_TRANSLATE_NOOP("Term.base_level", "Main Base"),
        "command_centre": QT_TRANSLATE_NOOP("Term.base_level", "Command Centre"),
        "fortified_base": QT_TRANSLATE_NOOP("Term.base_level", "Fortified Base"),
    },
    "upgrade": {
        "comms_relay": QT_TRANSLATE_NOOP("Term.upgrade", "Comms Relay"),
        "defence_turret": QT_TRANSLATE_NOOP("Term.upgrade", "Defence Turret"),
        "medical_centre": QT_TRANSLATE_NOOP("Term.upgrade", "Medical Centre"),
        "officer_training": QT_TRANSLATE_NOOP("Term.upgrade", "Officer Training"),
        "psychic_shield": QT_TRANSLATE_NOOP("Term.upgrade", "Psychic Shield"),
        "recon_satellite": QT_TRANSLATE_NOOP("Term.upgrade", "Recon Satellite"),
        "scout_training": QT_TRANSLATE_NOOP("Term.upgrade", "Scout Training"),
        "shield_projector": QT_TRANSLATE_NOOP("Term.upgrade", "Shield Projector"),
        "barbed_wire": QT_TRANSLATE_NOOP("Term.upgrade", "Barbed Wire"),
        "target_designator": QT_TRANSLATE_NOOP("Term.upgrade", "Target Designator"),
        "training_centre": QT_TRANSLATE_NOOP("Term.upgrade", "Training Centre"),
        "vehicle_bay": QT_TRANSLATE_NOOP("Term.upgrade", "Vehicle Bay"),
    },
    "honour": {
        "plus_attack": QT_TRANSLATE_NOOP("Term.honour", "+1 Attack"),
        "plus_bs": QT_TRANSLATE_NOOP("Term.honour", "+1 Ballistic Skill"),
        "plus_initiative": QT_TRANSLATE_NOOP("Term.honour", "+1 Initiative"),
        "plus_leadership": QT_TRANSLATE_NOOP("Term.honour", "+1 Leadership"),
        "plus_ws": QT_TRANSLATE_NOOP("Term.honour", "+1 Weapon Skill"),
        "plus_wound": QT_TRANSLATE_NOOP("Term.honour", "+1 Wound"),
        "cat_like_agility": QT_TRANSLATE_NOOP("Term.honour", "Cat-like Agility"),
        "mental_conditioning": QT_TRANSLATE_NOOP("Term.honour", "Mental Conditioning"),
        "combat_prowess": QT_TRANSLATE_NOOP("Term.honour", "Combat Prowess"),
        "combat_master": QT_TRANSLATE_NOOP("Term.honour", "Combat Master"),
        "counter_attack": QT_TRANSLATE_NOOP("Term.honour", "Counter-attack"),
        "covering_fire": QT_TRANSLATE_NOOP("Term.honour", "Covering Fire"),
        "critical_reserves": QT_TRANSLATE_NOOP("Term.honour", "Critical Reserves"),
        "fearless": QT_TRANSLATE_NOOP("Term.honour", "Fearless"),
        "diver": QT_TRANSLATE_NOOP("Term.honour", "Diver"),
        "stop_drop_roll": QT_TRANSLATE_NOOP("Term.honour", "Stop, Drop and Roll"),
        "assault_fire": QT_TRANSLATE_NOOP("Term.honour", "Assault Fire"),
        "free_runner": QT_TRANSLATE_NOOP("Term.honour", "Free Runner"),
        "furious_charge": QT_TRANSLATE_NOOP("Term.honour", "Furious Charge"),
        "grenadier": QT_TRANSLATE_NOOP("Term.honour", "Grenadier"),
        "hammer_of_wrath": QT_TRANSLATE_NOOP("Term.honour", "Hammer of Wrath"),
        "heavy_weapon_specialist": QT_TRANSLATE_NOOP("Term.honour", "Heavy Weapon Specialist"),
        "impetuous_shooter": QT_TRANSLATE_NOOP("Term.honour", "Impetuous Shooter"),
        "fiery": QT_TRANSLATE_NOOP("Term.honour", "Fiery"),
        "intimidating": QT_TRANSLATE_NOOP("Term.honour", "Intimidating"),
        "lightning_assault": QT_TRANSLATE_NOOP("Term.honour", "Lightning Assault"),
        "medic": QT_TRANSLATE_NOOP("Term.honour", "Medic"),
        "mighty_blow": QT_TRANSLATE_NOOP("Term.honour", "Mighty Blow"),
        "never_tell_me_the_odds": QT_TRANSLATE_NOOP("Term.honour", "Never Tell Me the Odds"),
        "open_mind": QT_TRANSLATE_NOOP("Term.honour", "Open Mind"),
        "parry": QT_TRANSLATE_NOOP("Term.honour", "Parry"),
        "fire_master": QT_TRANSLATE_NOOP("Term.honour", "Fire Master"),
        "sprinter": QT_TRANSLATE_NOOP("Term.honour", "Sprinter"),
        "experienced_climber": QT_TRANSLATE_NOOP("Term.honour", "Experienced Climber"),
        "tactician": QT_TRANSLATE_NOOP("Term.honour", "Tactician"),
        "walker_plus_attack": QT_TRANSLATE_NOOP("Term.honour", "+1 Attack (Walker)"),
        "walker_plus_bs": QT_TRANSLATE_NOOP("Term.honour", "+1 Ballistic Skill (Walker)"),
        "walker_plus_initiative": QT_TRANSLATE_NOOP("Term.honour", "+1 Initiative (Walker)"),
        "walker_plus_ws": QT_TRANSLATE_NOOP("Term.honour", "+1 Weapon Skill (Walker)"),
        "enhanced_optics": QT_TRANSLATE_NOOP("Term.honour", "Enhanced Optics"),
        "it_will_not_die": QT_TRANSLATE_NOOP("Term.honour", "It Will Not Die"),
        "move_through_cover": QT_TRANSLATE_NOOP("Term.honour", "Move Through Cover"),
        "repair": QT_TRANSLATE_NOOP("Term.honour", "Repair"),
        "tank_hunters": QT_TRANSLATE_NOOP("Term.honour", "Tank Hunters"),
        "unshakeable_will": QT_TRANSLATE_NOOP("Term.honour", "Unshakeable Will"),
    },
    "honour_only": {
        "leaders_specialists": QT_TRANSLATE_NOOP("Term.honour_only", "Team Leaders and Specialists only"),
        "team_leader": QT_TRANSLATE_NOOP("Term.honour_only", "Team Leaders only"),
        "psyker": QT_TRANSLATE_NOOP("Term.honour_only", "Psykers only"),
        "walker": QT_TRANSLATE_NOOP("Term.honour_only", "Walkers only"),
    },
    "achievement": {
        "took_part": QT_TRANSLATE_NOOP("Term.achievement", "Took Part"),
        "victory": QT_TRANSLATE_NOOP("Term.achievement", "Victory!"),
        "stalemate": QT_TRANSLATE_NOOP("Term.achievement", "Stalemate"),
        "assassin": QT_TRANSLATE_NOOP("Term.achievement", "Assassin"),
        "heroic_duel": QT_TRANSLATE_NOOP("Term.achievement", "Heroic Duel"),
        "considerate_commander": QT_TRANSLATE_NOOP("Term.achievement", "Considerate Commander"),
        "first_blood": QT_TRANSLATE_NOOP("Term.achievement", "First Blood"),
        "butcher": QT_TRANSLATE_NOOP("Term.achievement", "Butcher"),
        "pyromaniac": QT_TRANSLATE_NOOP("Term.achievement", "Pyromaniac"),
        "always_outnumbered": QT_TRANSLATE_NOOP("Term.achievement", "Always Outnumbered"),
        "on_the_edge": QT_TRANSLATE_NOOP("Term.achievement", "On the Edge"),
        "never_give_up": QT_TRANSLATE_NOOP("Term.achievement", "Never Give Up, Never Surrender!"),
    },
    "mission": {
        "escalating_skirmish": QT_TRANSLATE_NOOP("Term.mission", "Escalating Skirmish"),
        "doomsday_device": QT_TRANSLATE_NOOP("Term.mission", "Doomsday Device"),
        "take_and_hold": QT_TRANSLATE_NOOP("Term.mission", "Take and Hold"),
        "possession": QT_TRANSLATE_NOOP("Term.mission", "Possession"),
        "last_stand": QT_TRANSLATE_NOOP("Term.mission", "Last Stand"),
        "raid": QT_TRANSLATE_NOOP("Term.mission", "Raid"),
        "finale": QT_TRANSLATE_NOOP("Term.mission", "Finale! (special mission)"),
    },
    "mission_fact": {
        "enemy_specialists_killed": QT_TRANSLATE_NOOP("Term.mission_fact", "Enemy Specialists killed"),
        "device_found": QT_TRANSLATE_NOOP("Term.mission_fact", "Found the Device"),
        "device_found_near_enemy": QT_TRANSLATE_NOOP("Term.mission_fact", "Enemy models near the Device when found"),
        "near_device_at_end": QT_TRANSLATE_NOOP("Term.mission_fact", "A model within 3\" of the Device at the end"),
        "key_buildings_controlled": QT_TRANSLATE_NOOP("Term.mission_fact", "Key Buildings controlled"),
        "artefacts_held": QT_TRANSLATE_NOOP("Term.mission_fact", "Artefacts held"),
        "base_supports_destroyed": QT_TRANSLATE_NOOP("Term.mission_fact", "Base Supports destroyed"),
        "base_supports_intact": QT_TRANSLATE_NOOP("Term.mission_fact", "Base Supports intact"),
        "last_stand_winner": QT_TRANSLATE_NOOP("Term.mission_fact", "Last Stand won"),
        "last_stand_draw": QT_TRANSLATE_NOOP("Term.mission_fact", "Last Stand drawn"),
    },
    "mission_mode": {
        "fixed": QT_TRANSLATE_NOOP("Term.mission_mode", "Fixed list"),
        "random": QT_TRANSLATE_NOOP("Term.mission_mode", "Random (D6)"),
        "storyline": QT_TRANSLATE_NOOP("Term.mission_mode", "Storyline"),
    },
    "underdog_rounding": {
        "floor": QT_TRANSLATE_NOOP("Term.underdog_rounding", "Round down (rule text)"),
        "ceil": QT_TRANSLATE_NOOP("Term.underdog_rounding", "Round up (rule example)"),
    },
    "squad_rounding": {
        "ceil": QT_TRANSLATE_NOOP("Term.squad_rounding", "Rounded up"),
        "floor": QT_TRANSLATE_NOOP("Term.squad_rounding", "Rounded down"),
        "nearest": QT_TRANSLATE_NOOP("Term.squad_rounding", "To the nearest point"),
    },
    "game_result": {
        "win": QT_TRANSLATE_NOOP("Term.game_result", "Win"),
        "loss": QT_TRANSLATE_NOOP("Term.game_result", "Loss"),
        "draw": QT_TRANSLATE_NOOP("Term.game_result", "Draw"),
    },
    "role": {
        "attacker": QT_TRANSLATE_NOOP("Term.role", "Attacker"),
        "defender": QT_TRANSLATE_NOOP("Term.role", "Defender"),
    },
    "injury_table": {
        "core": QT_TRANSLATE_NOOP("Term.injury_table", "Core model injury table"),
        "specialist": QT_TRANSLATE_NOOP("Term.injury_table", "Specialist injury table"),
        "walker": QT_TRANSLATE_NOOP("Term.injury_table", "Walker Damage Table"),
    },
    "injury": {
        "dead": QT_TRANSLATE_NOOP("Term.injury", "Dead!"),
        "full_recovery": QT_TRANSLATE_NOOP("Term.injury", "Full recovery"),
        "grievous": QT_TRANSLATE_NOOP("Term.injury", "Grievously injured"),
        "maimed": QT_TRANSLATE_NOOP("Term.injury", "Maimed"),
        "beaten_up": QT_TRANSLATE_NOOP("Term.injury", "Beaten up"),
        "incapacitated": QT_TRANSLATE_NOOP("Term.injury", "Incapacitated"),
        "convalescent": QT_TRANSLATE_NOOP("Term.injury", "Convalescent"),
        "wounded": QT_TRANSLATE_NOOP("Term.injury", "Wounded"),
        "lost": QT_TRANSLATE_NOOP("Term.injury", "Lost!"),
        "permanent_damage": QT_TRANSLATE_NOOP("Term.injury", "Permanent Damage"),
        "unstable": QT_TRANSLATE_NOOP("Term.injury", "Temporarily unstable"),
        "escaped": QT_TRANSLATE_NOOP("Term.injury", "Escaped"),
    },
    "temporary": {
        "incapacitated": QT_TRANSLATE_NOOP("Term.temporary", "Incapacitated: misses the next game"),
        "convalescent": QT_TRANSLATE_NOOP("Term.temporary", "Convalescent: −2 to all movement next game"),
        "wounded": QT_TRANSLATE_NOOP("Term.temporary", "Wounded: −2 Ld and no Inspiring Presence next game"),
        "unstable": QT_TRANSLATE_NOOP("Term.temporary", "Unstable: on a 1 at the start of each Movement phase, Shaken that turn"),
    },
    "casualty": {
        "casualty": QT_TRANSLATE_NOOP("Term.casualty", "Casualty"),
        "knocked_out": QT_TRANSLATE_NOOP("Term.casualty", "Knocked Out"),
        "fled": QT_TRANSLATE_NOOP("Term.casualty", "Fled"),
        "wrecked": QT_TRANSLATE_NOOP("Term.casualty", "Wrecked"),
        "explodes": QT_TRANSLATE_NOOP("Term.casualty", "Explodes!"),
    },
    "reroll": {
        "medic": QT_TRANSLATE_NOOP("Term.reroll", "Medic reroll"),
        "medical_centre": QT_TRANSLATE_NOOP("Term.reroll", "Medical Centre reroll"),
    },
    "reward": {
        "achievement": QT_TRANSLATE_NOOP("Term.reward", "Achievement"),
        "mission": QT_TRANSLATE_NOOP("Term.reward", "Mission bonus"),
        "underdog": QT_TRANSLATE_NOOP("Term.reward", "Underdog bonus"),
        "field_promotion": QT_TRANSLATE_NOOP("Term.reward", "Field promotion"),
    },
    "spend": {
        "recruit": QT_TRANSLATE_NOOP("Term.spend", "Recruit"),
        "reinforce_squad": QT_TRANSLATE_NOOP("Term.spend", "Reinforce Squad"),
        "wargear": QT_TRANSLATE_NOOP("Term.spend", "Wargear"),
        "base_level": QT_TRANSLATE_NOOP("Term.spend", "Base level"),
        "upgrade": QT_TRANSLATE_NOOP("Term.spend", "Base upgrade"),
        "honour": QT_TRANSLATE_NOOP("Term.spend", "Battle Honour"),
        "conversion": QT_TRANSLATE_NOOP("Term.spend", "Reinforcement points"),
        "group_roll": QT_TRANSLATE_NOOP("Term.spend", "Group recruitment roll"),
        "walker_repair": QT_TRANSLATE_NOOP("Term.spend", "Walker Repair"),
    },
    "stat": {
        "M": QT_TRANSLATE_NOOP("Term.stat", "Movement"),
        "WS": QT_TRANSLATE_NOOP("Term.stat", "Weapon Skill"),
        "BS": QT_TRANSLATE_NOOP("Term.stat", "Ballistic Skill"),
        "S": QT_TRANSLATE_NOOP("Term.stat", "Strength"),
        "T": QT_TRANSLATE_NOOP("Term.stat", "Toughness"),
        "W": QT_TRANSLATE_NOOP("Term.stat", "Wounds"),
        "I": QT_TRANSLATE_NOOP("Term.stat", "Initiative"),
        "A": QT_TRANSLATE_NOOP("Term.stat", "Attacks"),
        "Ld": QT_TRANSLATE_NOOP("Term.stat", "Leadership"),
        "Sv": QT_TRANSLATE_NOOP("Term.stat", "Save"),
    },
}


def term(kind: str, term_id: str) -> str:
    """The display name of ``term_id`` of ``kind`` in the current language.

    Kind "section" uses the section names of :mod:`app.i18n.messages`. An unknown id is returned as
    it is, so a newer rules file never makes the UI fail.
    """
    if kind == "section":
        from app.i18n.messages import section_name

        return section_name(term_id)
    source = TERMS.get(kind, {}).get(term_id)
    if source is None:
        return term_id
    return QCoreApplication.translate(f"Term.{kind}", source)


def kinds() -> tuple[str, ...]:
    return (*TERMS, "section")


def term_ids(kind: str) -> tuple[str, ...]:
    return tuple(TERMS.get(kind, {}))
