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

__all__ = ["STATS", "crew_models", "crew_size", "new_campaign_model", "profile_stats", "section_of",
           "wargear_of"]

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
    if group is not None and (group.squad or tl.unit_size(fm.entry)):
        # The Team List's unit size, never the roster's (seed 004, "Отряд (5 Гвардейцев)").
        squad_size = tl.unit_size(fm.entry) or group.starting_size
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
        promoted_leader=fm.promoted_leader,
    )


def crew_size(tl: TeamList, fm: ForceModel) -> int:
    """The crew an Artillery gun ``fm`` has: the crew every gun comes with (``rules.json``
    ``artillery.crew``, RULES.md 6.5) and one more for each crew option it bought (an option
    the Team List marks ``crew``, e.g. the Mek Gun's "Additional Gretchin crewman"). Seed 000:
    *"Les membres d'équipage peuvent être remplacés selon les règles de remplacement des
    Groupes"* — a gun's crew is replaced up to this number, bought crew included."""
    from app.rules.campaign.data import load_rules

    infos = tl.index.infos
    bought = sum(s.count for top in fm.options for s in top.walk()
                 if s.entry in infos and infos[s.entry].entry.crew)
    return load_rules().artillery_crew + bought


def crew_models(tl: TeamList, gun: ForceModel, numbers: Sequence[int] | None = None
                ) -> tuple[CampaignModel, ...]:
    """The crew of Artillery gun ``gun`` as it joins the Force (:func:`crew_size` of them,
    ``<gun uid>~crew<n>``; ``numbers``: only those), campaign-only Core models of the gun's
    unit (``<gun uid>~crew``) whose Squad size is the gun's crew."""
    from app.rules.campaign.step_plans import CREW_SEPARATOR

    size = crew_size(tl, gun)
    unit = f"{gun.uid}{CREW_SEPARATOR}"
    return tuple(CampaignModel(uid=f"{unit}{n}", entry_id=gun.entry, section="core",
                               group_id=unit, crew=True, squad_size=size)
                 for n in (numbers if numbers is not None else range(1, size + 1)))
