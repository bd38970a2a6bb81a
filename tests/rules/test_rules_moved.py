"""Rules that lived outside app/rules (the store, the sheets, the step dialogs) now read the
rules engine: the Artillery crew, what Wounded changes, the injury rerolls a player has."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from importlib import resources

import pytest

from app.rules.campaign import CampaignModel, PlayerState, rerolls_available
from app.rules.campaign.data import RulesDataError, load_rules, parse_rules


def raw_rules() -> dict[str, object]:
    text = resources.files("app.rules.campaign").joinpath("rules.json").read_text("utf-8")
    data: dict[str, object] = json.loads(text)
    return data


def test_an_artillery_gun_comes_with_two_crew() -> None:  # RULES.md 6.5
    assert load_rules().artillery_crew == 2


def test_the_store_reads_the_artillery_crew_from_the_rules() -> None:
    from app.model import convert as cv

    assert load_rules().artillery_crew == cv.ARTILLERY_CREW
    assert cv.crew_fields("gun", 1)["squad_size"] == load_rules().artillery_crew


def test_wounded_is_minus_two_leadership_in_the_next_game() -> None:  # RULES.md 6.2
    rules = load_rules()
    assert rules.temporary_modifier("wounded", "Ld") == -2
    assert rules.temporary_modifier("wounded", "WS") == 0
    assert rules.temporary_modifier("incapacitated", "Ld") == 0


def test_malformed_rules_data_is_refused() -> None:
    for key, value in (("artillery", {"crew": 0}), ("artillery", {}),
                       ("temporary_effects", {"wounded": {"Ld": "-2"}})):
        data = copy.deepcopy(raw_rules())
        data[key] = value
        with pytest.raises(RulesDataError):
            parse_rules(data)


def test_the_base_levels_read_alone_are_the_rules_base_levels() -> None:
    # Start-up reads them without the rest of the rules (app.rules.campaign.base_levels).
    from app.rules.campaign.base_levels import base_level, base_levels

    assert base_levels() == load_rules().base_levels
    for row in base_levels():
        assert base_level(row.level) == load_rules().base_level(row.level)
    with pytest.raises(KeyError, match="known levels: 1, 2"):
        base_level(len(base_levels()) + 1)
    data = copy.deepcopy(raw_rules())
    data["base_levels"] = list(reversed(data["base_levels"]))  # type: ignore[call-overload]
    with pytest.raises(RulesDataError, match="in order"):
        parse_rules(data)


LEADER = CampaignModel("ldr", "sergeant", "leader", honours=("medic",))
PLAIN_LEADER = CampaignModel("ldr", "sergeant", "leader")
SPEC = CampaignModel("spc", "veteran", "specialist", honours=("medic",))


@pytest.mark.parametrize(
    ("models", "upgrades", "team", "found"),
    [
        ((LEADER,), (), ("ldr",), ("medic",)),
        ((LEADER,), (), (), ()),  # the Medic must have played
        ((PLAIN_LEADER,), (), ("ldr",), ()),
        ((SPEC,), (), ("spc",), ()),  # Medic is a Team Leader's honour
        ((PLAIN_LEADER,), ("medical_centre",), ("ldr",), ("medical_centre",)),
        ((LEADER,), ("medical_centre",), ("ldr", "gone"), ("medic", "medical_centre")),
    ],
)
def test_rerolls_available(
    models: tuple[CampaignModel, ...], upgrades: tuple[str, ...], team: tuple[str, ...],
    found: tuple[str, ...],
) -> None:
    player = PlayerState("p", upgrades=frozenset(upgrades), models=models)
    assert rerolls_available(player, team) == found


def test_the_injuries_dialog_offers_the_rules_rerolls() -> None:
    pytest.importorskip("PySide6")
    from app.rules.campaign import step3_injuries
    from app.ui.steps import injuries

    assert injuries.rerolls_available is step3_injuries.rerolls_available
    assert not hasattr(injuries.InjuriesDialog, "_rerolls")  # no copy of the rule


def test_who_may_inherit_wargear_and_who_may_be_promoted() -> None:
    from app.rules.campaign import handover_heirs, promotion_candidates

    g = [CampaignModel(f"c{i}", "marine", "core", group_id="g") for i in range(3)]
    gun = CampaignModel("gun", "thudd_gun", "core", group_id="g", artillery=True)
    lone = CampaignModel("lone", "marine", "core")
    spec = CampaignModel("spc", "veteran", "specialist")
    player = PlayerState("p", upgrades=frozenset({"officer_training"}),
                         models=(PLAIN_LEADER, spec, *g, gun, lone))
    assert handover_heirs(player, {"c0", "c2"}, "c0") == ("c1",)  # not the dead, not the gun
    assert handover_heirs(player, {"lone"}, "lone") == ()
    assert promotion_candidates(player, {"ldr"}) == ("spc",)
    assert promotion_candidates(player, {"c0"}) == ()  # no Team Leader died
    assert promotion_candidates(replace(player, upgrades=frozenset()), {"ldr"}) == ()
    assert promotion_candidates(player, {"ldr", "spc"}) == ()


def test_the_injuries_dialog_asks_the_rules_who_inherits_and_who_is_promoted() -> None:
    pytest.importorskip("PySide6")
    from app.rules.campaign import step3_injuries
    from app.ui.steps import injuries

    assert injuries.handover_heirs is step3_injuries.handover_heirs
    assert injuries.promotion_candidates is step3_injuries.promotion_candidates
    assert not hasattr(injuries.InjuriesDialog, "_dead")
