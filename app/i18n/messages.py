"""Words for the rules engine's violation codes, translated with Qt's translation files.

The rules engine reports codes and parameters only; this table is the one place that turns them
into sentences, for the UI, the sheets and the command line. Each source text is marked with
``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds it; placeholders are ``{name}`` fields of the
violation's parameters, filled in after translation.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP
from app.rules.violations import ParamValue, Violation

CONTEXT = "Violation"

TEMPLATES: dict[str, str] = {
    "entry.unknown": QT_TRANSLATE_NOOP("Violation", "Unknown entry '{entry}': it is not in this Team List."),
    "entry.unavailable": QT_TRANSLATE_NOOP("Violation", "{entry} is not available to this Force."),
    "option.unknown": QT_TRANSLATE_NOOP("Violation", "Unknown option '{entry}' for this model."),
    "option.unavailable": QT_TRANSLATE_NOOP("Violation", "Option '{entry}' is not available to this model."),
    "allowance.section_max": QT_TRANSLATE_NOOP("Violation", "Too many {section} models: {count}, at most {limit}."),
    "allowance.section_min": QT_TRANSLATE_NOOP("Violation", "Too few {section} models: {count}, at least {limit}."),
    "allowance.category_max": QT_TRANSLATE_NOOP("Violation", "Too many {name}: {count}, at most {limit}."),
    "allowance.category_min": QT_TRANSLATE_NOOP("Violation", "Too few {name}: {count}, at least {limit}."),
    "allowance.entry_max": QT_TRANSLATE_NOOP("Violation", "Too many {name}: {count}, at most {limit}."),
    "allowance.entry_min": QT_TRANSLATE_NOOP("Violation", "Too few {name}: {count}, at least {limit}."),
    "option.group_max": QT_TRANSLATE_NOOP("Violation", "{name}: {count} chosen, at most {limit}."),
    "option.group_min": QT_TRANSLATE_NOOP("Violation", "{name}: {count} chosen, at least {limit}."),
    "option.entry_max": QT_TRANSLATE_NOOP("Violation", "{name} taken {count} times, at most {limit}."),
    "option.entry_min": QT_TRANSLATE_NOOP("Violation", "{name} taken {count} times, at least {limit}."),
    "option.category_max": QT_TRANSLATE_NOOP("Violation", "{name}: {count} taken by the {category} models, at most {limit}."),
    "armoury.item_repeated": QT_TRANSLATE_NOOP("Violation", "{name} taken {count} times by one model: each Armoury item at most once."),
    "armoury.per_n": QT_TRANSLATE_NOOP("Violation", "{name}: {count} taken, only {limit} allowed for the models present."),
    "armoury.limit_max": QT_TRANSLATE_NOOP("Violation", "{name}: {count} taken, at most {limit} in the Force."),
    "armoury.limit_min": QT_TRANSLATE_NOOP("Violation", "{name}: {count} taken, at least {limit} needed."),
    "group.too_large": QT_TRANSLATE_NOOP("Violation", "Group {group} has {size} models, at most {max}."),
    "group.mixed_entries": QT_TRANSLATE_NOOP("Violation", "Group {group} mixes entries: all its models must be {entry}."),
    "group.not_core": QT_TRANSLATE_NOOP("Violation", "Group {group}: only Core models form Groups."),
    "group.unknown": QT_TRANSLATE_NOOP("Violation", "Unknown Group '{group}'."),
    "squad.above_starting_size": QT_TRANSLATE_NOOP("Violation", "Squad {group} has {size} models, more than its starting {starting_size}."),
    "squad.below_starting_size": QT_TRANSLATE_NOOP("Violation", "Squad {group} has {size} models: a starting Squad is its whole unit of {starting_size}."),
    "squad.not_grouped": QT_TRANSLATE_NOOP("Violation", "A Squad model must belong to its Squad."),
    "points.starting_limit": QT_TRANSLATE_NOOP("Violation", "The starting Force costs {points} pts, {over} over the {limit} pts limit."),
    "points.unspent": QT_TRANSLATE_NOOP("Violation", "{unspent} pts unspent of {limit}."),
    "points.team_limit": QT_TRANSLATE_NOOP("Violation", "The Team costs {points} pts, {over} over the Base limit of {limit} pts."),
    "points.limit": QT_TRANSLATE_NOOP("Violation", "{name}: {count} pts, limit {limit} pts."),
    "transport.needs_vehicle_bay": QT_TRANSLATE_NOOP("Violation", "A Transport needs the Vehicle Bay Base upgrade."),
    "transport.too_many": QT_TRANSLATE_NOOP("Violation", "{count} Transports: the Vehicle Bay allows {max}."),
    "force.no_team_leader": QT_TRANSLATE_NOOP("Violation", "The Force has no Team Leader: a Specialist must be field promoted."),
    "force.must_dissolve": QT_TRANSLATE_NOOP("Violation", "The Force has no Core models: it must be dissolved."),
    "force.duplicate_uid": QT_TRANSLATE_NOOP("Violation", "Two models share the id '{model}'."),
    "team.unknown_model": QT_TRANSLATE_NOOP("Violation", "The Team names model '{model}', which is not in the Force."),
    "team.incomplete_group": QT_TRANSLATE_NOOP("Violation", "Group {group} is incomplete: {missing} of its {size} models are missing."),
    "team.too_many_leaders": QT_TRANSLATE_NOOP("Violation", "{count} Team Leaders: a Team has at most one."),
    "team.field_promotion_required": QT_TRANSLATE_NOOP("Violation", "The Force has no Team Leader: pick a Specialist for field promotion."),
    "team.field_promotion_invalid": QT_TRANSLATE_NOOP("Violation", "Only a Specialist in the Team can be field promoted."),
    "team.field_promotion_not_allowed": QT_TRANSLATE_NOOP("Violation", "The Force has a Team Leader: no field promotion."),
    "team.incapacitated": QT_TRANSLATE_NOOP("Violation", "This model is Incapacitated and misses this game."),
    "team.empty": QT_TRANSLATE_NOOP("Violation", "The Team has no models."),
    # Kill Team 40K v0.1 alpha (app/rules/rulesets/kt40k; docs/rulesets.md)
    "kt40k.empty": QT_TRANSLATE_NOOP("Violation", "The list has no models."),
    "kt40k.points_limit": QT_TRANSLATE_NOOP("Violation", "The list costs {points} pts, {over} over the {limit} pts limit."),
    "kt40k.wounds": QT_TRANSLATE_NOOP("Violation", "{name} has {wounds} Wounds: at most {limit} in Kill Team 40K."),
    "kt40k.special_character": QT_TRANSLATE_NOOP("Violation", "{name} is a special character: none may play in Kill Team 40K."),
    "kt40k.armour_save": QT_TRANSLATE_NOOP("Violation", "{name} has a {save} armour save: no 2+ save in Kill Team 40K."),
    "kt40k.vehicle_armour": QT_TRANSLATE_NOOP("Violation", "{name}: armour {front} + {side} + {rear} = {total}, more than {limit}."),
    "kt40k.wrong_slot": QT_TRANSLATE_NOOP("Violation", "{name} is a {slot} choice, not one of the {side}."),
    "kt40k.no_slot": QT_TRANSLATE_NOOP("Violation", "{name} has no HQ, Elites, Troops or Fast Attack slot in its list."),
    "kt40k.group_size": QT_TRANSLATE_NOOP("Violation", "Group {group} has {size} models: a group is {expected} models, or one model alone."),
    "kt40k.group_vehicle": QT_TRANSLATE_NOOP("Violation", "Group {group} holds a vehicle: vehicles stand alone."),
    "kt40k.group_unknown_model": QT_TRANSLATE_NOOP("Violation", "Group {group} names '{model}', which is not in the list."),
    "kt40k.group_model_twice": QT_TRANSLATE_NOOP("Violation", "{name} is in two groups."),
    "kt40k.group_model_missing": QT_TRANSLATE_NOOP("Violation", "{name} is in no group."),
    "kt40k.too_many_alone": QT_TRANSLATE_NOOP("Violation", "{count} models stand alone: only the {limit} left over from the groups of 3 may."),
    "kt40k.unknown_mission": QT_TRANSLATE_NOOP("Violation", "Unknown mission '{mission}'."),
    "kt40k.unknown_condition": QT_TRANSLATE_NOOP("Violation", "'{side}' is no side: the Heroes or the Villains win."),
    "kt40k.bad_die": QT_TRANSLATE_NOOP("Violation", "A mission roll of {die} does not give this mission."),
    "kt40k.same_player": QT_TRANSLATE_NOOP("Violation", "{player} cannot play both sides."),
}

#: Kill Team 40K sides and force-organisation slots, as violation parameters show them.
SIDE_NAMES: dict[str, str] = {
    "heroes": QT_TRANSLATE_NOOP("Side", "Heroes"),
    "villains": QT_TRANSLATE_NOOP("Side", "Villains"),
}
SLOT_NAMES: dict[str, str] = {
    "hq": QT_TRANSLATE_NOOP("Slot", "HQ"),
    "elites": QT_TRANSLATE_NOOP("Slot", "Elites"),
    "troops": QT_TRANSLATE_NOOP("Slot", "Troops"),
    "fast_attack": QT_TRANSLATE_NOOP("Slot", "Fast Attack"),
    "heavy_support": QT_TRANSLATE_NOOP("Slot", "Heavy Support"),
}

SECTION_NAMES: dict[str, str] = {
    "leader": QT_TRANSLATE_NOOP("Section", "Team Leader"),
    "specialist": QT_TRANSLATE_NOOP("Section", "Specialist"),
    "core": QT_TRANSLATE_NOOP("Section", "Core"),
    "transport": QT_TRANSLATE_NOOP("Section", "Transport"),
}

SEVERITY_NAMES: dict[str, str] = {
    "error": QT_TRANSLATE_NOOP("Severity", "error"),
    "warning": QT_TRANSLATE_NOOP("Severity", "warning"),
    "info": QT_TRANSLATE_NOOP("Severity", "info"),
}

# Characteristic abbreviations of profiles (model, vehicle, walker and weapon).
CHARACTERISTIC_NAMES: dict[str, str] = {
    "WS": QT_TRANSLATE_NOOP("Characteristic", "WS"),
    "BS": QT_TRANSLATE_NOOP("Characteristic", "BS"),
    "S": QT_TRANSLATE_NOOP("Characteristic", "S"),
    "T": QT_TRANSLATE_NOOP("Characteristic", "T"),
    "W": QT_TRANSLATE_NOOP("Characteristic", "W"),
    "I": QT_TRANSLATE_NOOP("Characteristic", "I"),
    "A": QT_TRANSLATE_NOOP("Characteristic", "A"),
    "Ld": QT_TRANSLATE_NOOP("Characteristic", "Ld"),
    "Sv": QT_TRANSLATE_NOOP("Characteristic", "Sv"),
    "Front": QT_TRANSLATE_NOOP("Characteristic", "Front"),
    "Side": QT_TRANSLATE_NOOP("Characteristic", "Side"),
    "Rear": QT_TRANSLATE_NOOP("Characteristic", "Rear"),
    "HP": QT_TRANSLATE_NOOP("Characteristic", "HP"),
    "Range": QT_TRANSLATE_NOOP("Characteristic", "Range"),
    "AP": QT_TRANSLATE_NOOP("Characteristic", "AP"),
    "Type": QT_TRANSLATE_NOOP("Characteristic", "Type"),
}


def characteristic_name(key: str) -> str:
    return _translate("Characteristic", CHARACTERISTIC_NAMES.get(key, key))


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def section_name(section: str) -> str:
    return _translate("Section", SECTION_NAMES.get(section, section))


def severity_name(severity: str) -> str:
    return _translate("Severity", SEVERITY_NAMES.get(severity, severity))


class _Params(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def message(v: Violation, names: Mapping[str, str] | None = None) -> str:
    """The sentence for ``v``. ``names`` maps entry ids to display names."""
    template = _translate(CONTEXT, TEMPLATES.get(v.code, v.code))
    params: dict[str, object] = {}
    for key, value in v.params.items():
        params[key] = _shown(key, value, names)
    # Prefer the Team List's (translated) name of the entry concerned over the English one.
    entry = v.params.get("entry")
    if names and isinstance(entry, str) and entry in names:
        params["name"] = names[entry]
    return template.format_map(_Params(params))


def _shown(key: str, value: ParamValue, names: Mapping[str, str] | None) -> object:
    if value is None:
        return "—"
    if key == "section" and isinstance(value, str):
        return section_name(value)
    if key == "side" and isinstance(value, str) and value in SIDE_NAMES:
        return _translate("Side", SIDE_NAMES[value])
    if key == "slot" and isinstance(value, str) and value in SLOT_NAMES:
        return _translate("Slot", SLOT_NAMES[value])
    if key in ("entry", "group") and isinstance(value, str) and names:
        return names.get(value, value)
    return value
