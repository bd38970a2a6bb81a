"""Rows ↔ rules values: Forces, campaign models, settings, Team List copies.

The rules engine works on frozen values (:class:`~app.rules.force.Force`,
:class:`~app.rules.campaign.PlayerState`); the store keeps them as rows. Everything that turns
one into the other is here, so the store's methods only move rows.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

from app.rules.campaign.state import (
    CampaignModel,
    CampaignSettings,
    GroupRoll,
    PlayerState,
    Section,
    TemporaryState,
    freeze,
)
from app.rules.force import (
    ForceModel,
    Group,
    Selection,
    selection_from_json,
    selection_to_json,
)

if TYPE_CHECKING:  # Team Lists load on first use (not needed to open the first window)
    from app.rules.teamlist import Section as TlSection
    from app.rules.teamlist import TeamList

CREW_SEPARATOR = "~crew"


def artillery_crew() -> int:
    """Crew of an Artillery gun at recruitment (RULES.md 6.5): the campaign rules' number."""
    from app.rules.campaign.data import load_rules

    return load_rules().artillery_crew


def __getattr__(name: str) -> int:
    # ``ARTILLERY_CREW`` is the rules' number (``load_rules().artillery_crew``), read on first
    # use: opening a campaign does not load the rules data.
    if name == "ARTILLERY_CREW":
        return artillery_crew()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- Team List copies ----------------------------------------------------------------------


def teamlist_copy_values(tl: TeamList) -> dict[str, Any]:
    from app.rules.teamlist_json import teamlist_to_json

    data = json.dumps(teamlist_to_json(tl), sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))
    return {
        "list_id": tl.id,
        "name": tl.name,
        "version": tl.version,
        "origin": tl.origin,
        "sha256": hashlib.sha256(data.encode("utf-8")).hexdigest(),
        "data": data,
    }


def teamlist_from_copy(data: str) -> TeamList:
    from app.rules.teamlist_json import teamlist_from_json

    return teamlist_from_json(json.loads(data))


# -- selections -------------------------------------------------------------------------------


def options_to_json(options: Sequence[Selection]) -> list[Any]:
    return [selection_to_json(s) for s in options]


def options_from_json(raw: Sequence[Any]) -> tuple[Selection, ...]:
    return tuple(selection_from_json(r) for r in raw)


def wargear_of(options: Sequence[Selection]) -> tuple[str, ...]:
    """The optional wargear ids a model bought (:func:`app.rules.campaign.recruit.wargear_of`)."""
    from app.rules.campaign.recruit import wargear_of as of

    return of(options)


# -- settings -------------------------------------------------------------------------------


def settings_to_json(settings: CampaignSettings) -> dict[str, Any]:
    data = asdict(settings)
    data["missions"] = list(settings.missions)
    data["storyline_roles"] = [list(pair) for pair in settings.storyline_roles]
    return data


def settings_from_json(data: Mapping[str, Any]) -> CampaignSettings:
    known = set(CampaignSettings.__dataclass_fields__)
    values = {k: v for k, v in data.items() if k in known}
    if "missions" in values:
        values["missions"] = tuple(values["missions"])
    if "storyline_roles" in values:
        values["storyline_roles"] = tuple((str(m), str(r)) for m, r in values["storyline_roles"])
    return CampaignSettings(**values)


# -- models -----------------------------------------------------------------------------------


def campaign_fields(tl: TeamList, fm: ForceModel, group: Group | None) -> dict[str, Any]:
    """Campaign columns of a model new to the Force (the rules engine's
    :func:`~app.rules.campaign.recruit.new_campaign_model`), plus its Artillery unit id."""
    from app.rules.campaign.recruit import new_campaign_model

    model = new_campaign_model(tl, fm, group)
    fields = campaign_values(model)
    fields["unit"] = f"{fm.uid}{CREW_SEPARATOR}" if model.artillery else None
    return fields


def crew_count(tl: TeamList, gun: ForceModel) -> int:
    """How many crew Artillery gun ``gun`` has: its two and those bought as options
    (:func:`app.rules.campaign.recruit.crew_size`)."""
    from app.rules.campaign.recruit import crew_size

    return crew_size(tl, gun)


def crew_fields(gun_uid: str, index: int, size: int | None = None) -> dict[str, Any]:
    """One crew model of an Artillery gun (campaign-only: not a model of the Force) whose
    crew is ``size`` (default: the two every gun has)."""
    return {
        "uid": f"{gun_uid}{CREW_SEPARATOR}{index}",
        "section": "core",
        "characteristics": {},
        "honours": [],
        "permanent_injuries": [],
        "temporary": None,
        "walker": False,
        "artillery": False,
        "crew": True,
        "psyker": False,
        "squad_size": size if size is not None else artillery_crew(),
        "promoted_leader": False,
        "unit": f"{gun_uid}{CREW_SEPARATOR}",
    }


def force_model(row: Mapping[str, Any]) -> ForceModel:
    return ForceModel(
        uid=row["uid"],
        entry=row["entry"],
        name=row["name"],
        member=row["member"],
        options=options_from_json(row["options"]),
        group=row["gid"],
        incapacitated=row["temporary"] == "incapacitated",
        promoted_leader=bool(row["promoted_leader"]),
    )


def force_group(row: Mapping[str, Any]) -> Group:
    return Group(
        id=row["gid"],
        entry=row["entry"],
        name=row["name"],
        squad=bool(row["squad"]),
        starting_size=row["starting_size"],
        options=options_from_json(row["options"]),
    )


def campaign_model(row: Mapping[str, Any]) -> CampaignModel:
    return CampaignModel(
        uid=row["uid"],
        entry_id=row["entry"],
        section=cast(Section, row["section"]),
        characteristics=freeze(row["characteristics"]),
        honours=tuple(row["honours"]),
        permanent_injuries=tuple(row["permanent_injuries"]),
        temporary=cast(TemporaryState | None, row["temporary"]),
        group_id=row["unit"] or row["gid"],
        wargear=wargear_of(options_from_json(row["options"])),
        walker=bool(row["walker"]),
        artillery=bool(row["artillery"]),
        crew=bool(row["crew"]),
        psyker=bool(row["psyker"]),
        squad_size=row["squad_size"],
        promoted_leader=bool(row["promoted_leader"]),
    )


def campaign_values(model: CampaignModel) -> dict[str, Any]:
    """The campaign columns of a model row from the rules engine's view of it."""
    return {
        "section": model.section,
        "characteristics": dict(model.characteristics),
        "honours": list(model.honours),
        "permanent_injuries": list(model.permanent_injuries),
        "temporary": model.temporary,
        "walker": model.walker,
        "artillery": model.artillery,
        "crew": model.crew,
        "psyker": model.psyker,
        "squad_size": model.squad_size,
        "promoted_leader": model.promoted_leader,
    }


def group_rolls_to_json(rolls: Mapping[str, GroupRoll]) -> dict[str, Any]:
    return {k: {"roll": v.roll, "honours": v.honours, "allowed": v.allowed}
            for k, v in rolls.items()}


def player_state(player: Mapping[str, Any], models: Sequence[Mapping[str, Any]], *,
                 campaign_models: Sequence[CampaignModel] | None = None) -> PlayerState:
    """``campaign_models``: those of ``models`` (:func:`campaign_model`), when at hand."""
    rolls = {
        k: GroupRoll(v["roll"], int(v["honours"]), bool(v["allowed"]))
        for k, v in player["group_rolls"].items()
    }
    return PlayerState(
        player_id=str(player["id"]),
        rp=player["rp"],
        renown=player["renown"],
        base_level=player["base_level"],
        upgrades=frozenset(player["upgrades"]),
        models=(tuple(campaign_models) if campaign_models is not None
                else tuple(campaign_model(m) for m in models)),
        improved=frozenset(player["improved"]),
        group_rolls=MappingProxyType(rolls),
        converted=bool(player["converted"]),
        dissolutions=player["dissolutions"],
    )


def player_values(state: PlayerState) -> dict[str, Any]:
    return {
        "rp": state.rp,
        "renown": state.renown,
        "base_level": state.base_level,
        "upgrades": sorted(state.upgrades),
        "improved": sorted(state.improved),
        "group_rolls": group_rolls_to_json(state.group_rolls),
        "converted": state.converted,
        "dissolutions": state.dissolutions,
    }


def points_text(points: Fraction) -> str:
    return str(points)


def points_value(text: str) -> Fraction:
    return Fraction(text)


def points_int(points: Fraction) -> int:
    """Points shown to players: whole points, rounded up. The same as
    ``app.rules.validation.points_int`` (a test checks it), here so that showing the players
    does not load the validator."""
    return -(-points.numerator // points.denominator)


def force_points(values: Iterable[str]) -> int:
    """The points shown for a Force: the stored points of its models (the active ones, crew
    left out: the caller's selection) added up, each distinct value parsed once, rounded up.
    The players table and the progress page's past standings both count them so."""
    own = Counter(values)
    return points_int(sum((points_value(v) * n for v, n in own.items()), Fraction(0)))


def is_leader_section(section: TlSection | None) -> bool:
    from app.rules.teamlist import Section as TlSection

    return section == TlSection.LEADER
