"""A model joining a Force, as the campaign rules see it (one rule for the store, the step
dialogs and the samples)."""

from __future__ import annotations

from app.rules.campaign.recruit import new_campaign_model, wargear_of
from app.rules.force import ForceModel, Group, Selection
from app.rules.library import find_teamlist


def _tl(name: str):  # type: ignore[no-untyped-def]
    tl = find_teamlist(name)
    assert tl is not None
    return tl


def test_core_model_profile_section_and_wargear() -> None:
    tl = _tl("space_marines")
    opts = (Selection("flamer"),)
    m = new_campaign_model(tl, ForceModel("t1", "tactical_marine", options=opts))
    assert m.section == "core" and m.uid == "t1" and m.entry_id == "tactical_marine"
    assert dict(m.characteristics) == {"WS": 4, "BS": 4, "S": 4, "T": 4, "W": 1, "I": 4,
                                       "A": 1, "Ld": 8}
    assert m.wargear == wargear_of(opts) == ("flamer",)
    assert not (m.honours or m.permanent_injuries or m.temporary or m.walker or m.artillery)


def test_transport_walker_artillery_and_squads() -> None:
    sm, orks, csm = _tl("space_marines"), _tl("orks"), _tl("chaos_space_marines")
    rhino = new_campaign_model(sm, ForceModel("r", "rhino"))
    assert rhino.section == "transport" and {"Front", "Side", "Rear", "HP"} <= set(
        rhino.characteristics)
    kan = new_campaign_model(orks, ForceModel("k", "killa_kan"))
    assert kan.walker and "HP" in kan.characteristics
    gun = new_campaign_model(orks, ForceModel("g", "mek_gun"))
    assert gun.artillery
    squad = Group("c1", "cultist_squad", squad=True, starting_size=5)
    cultist = new_campaign_model(csm, ForceModel("c1.0", "cultist_squad", group="c1"), squad)
    assert cultist.squad_size == 5 and cultist.group_id == "c1"
    assert new_campaign_model(csm, ForceModel("x", "cultist_squad")).squad_size is None


def test_unknown_entry_is_a_plain_core_model() -> None:
    m = new_campaign_model(_tl("orks"), ForceModel("u", "no_such_entry"))
    assert (m.section, dict(m.characteristics)) == ("core", {})


def test_a_played_force_may_be_renamed_not_changed() -> None:
    """Seed 000: after the start a Force changes by spending RP; a correction says why."""
    from dataclasses import replace

    from app.rules.campaign.plans import only_names_differ, plan_force_change
    from app.rules.force import ForceModel
    from app.rules.library import find_teamlist
    from app.rules.validation import Validator
    from tests.model.store_helpers import marines

    tl = find_teamlist("space_marines")
    assert tl is not None
    validator = Validator(tl)
    force = marines()
    renamed = replace(force, name="Other", models=tuple(
        replace(m, name="Ionas") if m.uid == "t1" else m for m in force.models))
    grown = replace(force, models=(*force.models, ForceModel("sgt2", "sergeant")))
    assert only_names_differ(force, renamed) and not only_names_differ(force, grown)
    assert plan_force_change(force, renamed, validator, played=True).ok
    refused = plan_force_change(force, grown, validator, played=True)
    assert refused.refusal == "force_played" and not refused.ok
    assert plan_force_change(force, grown, validator, played=True, correction=True).ok
    assert plan_force_change(force, grown, validator, played=False).ok
    assert refused.model_points == validator.validate_force(grown).model_points
