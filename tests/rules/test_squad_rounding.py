"""A Squad reinforcement's share, rounded as the campaign says (issue 17, point 7; reading 13).

Seed 000, Escouades: *"Vous pouvez acheter des figurines individuelles en renfort pour votre
Escouade en divisant son coût initial par le nombre de figurines qui la composent"* — a division
the seed never rounds (its example, 20 pts for 5 Cultists, falls on 4). How a share such as
22 ÷ 5 = 4.4 becomes whole points is a campaign setting, ``squad_rounding``: ``ceil`` (the
default), ``floor`` or ``nearest``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

import pytest

from app.rules.campaign import CampaignSettings
from app.rules.campaign.spend_plan import RecruitRequest, SpendRequest, action_points, plan_spend
from app.rules.campaign.step2_game import validate_settings
from app.rules.pricing import SQUAD_ROUNDINGS, reinforcement, squad_share
from app.rules.teamlist import TeamList
from app.rules.teamlist_json import teamlist_from_json, teamlist_to_json
from app.rules.validation import Validator
from app.ui.steps.samples import sample_players

CULTISTS = "cultist_squad"


@pytest.mark.parametrize(("cost", "size", "ceil", "floor", "nearest"), [
    (20, 5, 4, 4, 4),  # the seed's example: "20 … (5) … pour 4 points"
    (20, 3, 7, 6, 7),  # 6.67
    (22, 5, 5, 4, 4),  # 4.4
    (23, 5, 5, 4, 5),  # 4.6
    (25, 2, 13, 12, 13),  # 12.5: a half rounds up
    (0, 4, 0, 0, 0),
])
def test_each_rounding_of_a_share(cost: int, size: int, ceil: int, floor: int,
                                  nearest: int) -> None:
    assert squad_share(cost, size) == ceil  # the default
    assert [squad_share(cost, size, r) for r in SQUAD_ROUNDINGS] == [ceil, floor, nearest]


def test_an_unknown_rounding_is_refused() -> None:
    with pytest.raises(ValueError, match="rounding"):
        squad_share(20, 3, "banker")  # type: ignore[arg-type]


def _cost(node: Any, cost: int) -> None:
    if isinstance(node, dict):
        if node.get("id") == CULTISTS:
            node["cost"] = cost
        for value in node.values():
            _cost(value, cost)
    elif isinstance(node, list):
        for value in node:
            _cost(value, cost)


@cache
def _cultists_at(cost: int) -> TeamList:
    """The shipped Chaos list with the Cultist Squad's unit at ``cost`` pts (of 5 Cultists)."""
    doc = teamlist_to_json(sample_players()[1].team_list)
    _cost(doc, cost)
    return teamlist_from_json(doc)


def _reinforce(rounding: str | None, cost: int = 22) -> Any:
    bob = sample_players()[1]
    tl = _cultists_at(cost)
    v = Validator(tl)
    state, force = bob.state.without(["c1.4"]), bob.force.remove("c1.4")
    settings = None if rounding is None else CampaignSettings(squad_rounding=rounding)  # type: ignore[arg-type]
    return plan_spend(replace(state, rp=5), force, tl, v, SpendRequest(
        recruits=(RecruitRequest("c1.9", CULTISTS, "c1"),)), settings=settings)


@pytest.mark.parametrize(("rounding", "points"), [
    (None, 5), ("ceil", 5), ("floor", 4), ("nearest", 4)])
def test_the_plan_prices_a_reinforcement_with_the_campaigns_rounding(
        rounding: str | None, points: int) -> None:
    plan = _reinforce(rounding)
    assert plan.ok, plan.violations
    assert [(ln.kind, ln.points) for ln in plan.lines] == [("reinforce_squad", points)]
    assert plan.squad_rounding == (rounding or "ceil")
    # what the dialog lists is what the engine charges
    squad = [a for a in plan.actions if type(a).__name__ == "ReinforceSquad"]
    assert [action_points(a) for a in squad] == [points]


def test_the_price_function_takes_the_rounding() -> None:
    bob = sample_players()[1]
    tl = _cultists_at(23)
    v = Validator(tl)
    force = bob.force.remove("c1.4")
    prices = [reinforcement(v, force, "c1", rounding=r).price for r in SQUAD_ROUNDINGS]
    assert prices == [5, 4, 5]


def test_a_setting_with_an_unknown_value_is_refused() -> None:
    bad = replace(CampaignSettings(), squad_rounding="sometimes")  # type: ignore[arg-type]
    found = validate_settings(bad)
    assert [(v.code, v.params["setting"], v.params["value"]) for v in found] == [
        ("campaign.bad_setting", "squad_rounding", "sometimes")]
    worse = replace(bad, step_order="never")  # type: ignore[arg-type]
    assert {v.params["setting"] for v in validate_settings(worse)} == {
        "squad_rounding", "step_order"}
    assert validate_settings(CampaignSettings(squad_rounding="floor")) == ()
