"""A model new to the Force as the campaign rules see it.

When a model joins a Force (the starting Force, a recruit in step 5, an import), the campaign
keeps its section, its characteristics from the Team List profile, its Walker / Artillery /
psyker flags and, in a Squad, the Squad's starting size; it has no honours or injuries yet.
The store, the step dialogs' previews and the sample data all take it from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, cast

from app.rules.campaign.state import CampaignModel, Section
from app.rules.force import ForceModel, Group, Selection

if TYPE_CHECKING:  # Team Lists load on first use
    from app.rules.teamlist import Entry, TeamList

__all__ = ["STATS", "new_campaign_model", "profile_stats", "section_of", "wargear_of"]

# The characteristics a campaign tracks: a model's profile and a Walker's (HP, armour).
STATS = ("WS", "BS", "S", "T", "W", "I", "A", "Ld", "Front", "Side", "Rear", "HP")
_PROFILE_TYPES = ("model", "walker", "vehicle", "unit")


def profile_stats(entry: Entry) -> dict[str, int]:
    """The numeric campaign characteristics of ``entry``'s first model-like profile."""
    for profile in entry.profiles:
        if profile.type.lower() in _PROFILE_TYPES:
            out: dict[str, int] = {}
            for key, value in profile.characteristics:
                text = value.strip()
                if key in STATS and text.isdigit():
                    out[key] = int(text)
            if out:
                return out
    return {}


def section_of(tl: TeamList, entry: Entry) -> Section:
    """The campaign section of a root entry (a transport vehicle counts as Transport)."""
    section = tl.section_of(entry)
    if section is None or entry.transport:
        return "transport" if entry.transport else "core"
    return cast(Section, str(section))


def wargear_of(options: Sequence[Selection]) -> tuple[str, ...]:
    """The optional wargear ids a model bought: every selected option, nested ones too."""
    return tuple(s.entry for top in options for s in top.walk())


def new_campaign_model(tl: TeamList, fm: ForceModel, group: Group | None = None
                       ) -> CampaignModel:
    """``fm`` as it joins the Force: section, profile, flags and Squad size from ``tl``;
    ``group`` is its Group (a Squad's ``starting_size`` caps its reinforcements)."""
    infos = tl.index.infos
    info = infos.get(fm.entry)
    entry = info.root if info is not None else None
    if entry is None:
        return CampaignModel(fm.uid, fm.entry, "core", group_id=fm.group,
                             wargear=wargear_of(fm.options))
    model_entry = infos[fm.member].entry if fm.member and fm.member in infos else entry
    stats = profile_stats(model_entry) or profile_stats(entry)
    squad_size = None
    if group is not None and group.squad:
        squad_size = group.starting_size or entry.squad_size
    return CampaignModel(
        uid=fm.uid,
        entry_id=fm.entry,
        section=section_of(tl, entry),
        characteristics=MappingProxyType(stats),
        group_id=fm.group,
        wargear=wargear_of(fm.options),
        walker=entry.walker,
        artillery=entry.artillery,
        psyker=entry.psyker or model_entry.psyker,
        squad_size=squad_size,
    )
