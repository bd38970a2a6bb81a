"""The campaign rules engine (RULES.md sections 3-8): pure functions over frozen values.

Step 1 :mod:`~app.rules.campaign.step1_team`, step 2 :mod:`~app.rules.campaign.step2_game`,
step 3 :mod:`~app.rules.campaign.step3_injuries`, step 4
:mod:`~app.rules.campaign.step4_rewards`, step 5 :mod:`~app.rules.campaign.step5_spend`;
the tables are data in ``rules.json`` (:mod:`~app.rules.campaign.data`).

The names below load their step module on first use (PEP 562): the app opens its first window
with the state and data modules only.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.rules.campaign.codes import CAMPAIGN_CODES, campaign_violation
    from app.rules.campaign.core import (
        GameOutcome,
        InjuryResult,
        RenownChange,
        may_recruit_into_group,
        reinforcement_cost,
        renown_change,
        roll_injury,
        squad_model_cost,
        underdog_bonus,
    )
    from app.rules.campaign.data import CampaignRules, load_rules
    from app.rules.campaign.state import (
        CampaignModel,
        CampaignSettings,
        GroupRoll,
        PlayerState,
        group_honours,
    )
    from app.rules.campaign.step1_team import (
        TeamOutcome,
        build_team,
        dissolve,
        field_promotion_needed,
        specialist_allowance_bonus,
        team_points_limit,
    )
    from app.rules.campaign.step2_game import (
        GameRecord,
        MissionChoice,
        PlayerGame,
        choose_mission,
        validate_game,
        validate_settings,
    )
    from app.rules.campaign.step3_injuries import (
        InjuryApplication,
        InjuryOutcome,
        InjuryRoll,
        KnockedOutRoll,
        NoRoll,
        StatLoss,
        WargearHandover,
        apply_injuries,
        handover_heirs,
        injury_table_for,
        promotion_candidates,
        reroll_injury,
        rerolls_available,
        roll_injuries,
    )
    from app.rules.campaign.step4_rewards import (
        RewardLine,
        RewardOutcome,
        apply_rewards,
        compute_rewards,
    )
    from app.rules.campaign.step5_spend import (
        BuyBaseLevel,
        BuyHonour,
        BuyUpgrade,
        BuyWargear,
        GroupRollOutcome,
        Recruit,
        ReinforceSquad,
        SpendAction,
        SpendLine,
        SpendOutcome,
        roll_group_recruitment,
        spend_rp,
    )

# Each public name and the module it lives in.
_MODULES = {
    "codes": (
        "CAMPAIGN_CODES campaign_violation"
    ),
    "core": (
        "GameOutcome InjuryResult RenownChange may_recruit_into_group reinforcement_cost "
        "renown_change roll_injury squad_model_cost underdog_bonus"
    ),
    "data": (
        "CampaignRules load_rules"
    ),
    "state": (
        "CampaignModel CampaignSettings GroupRoll PlayerState group_honours"
    ),
    "step1_team": (
        "TeamOutcome build_team dissolve field_promotion_needed specialist_allowance_bonus "
        "team_points_limit"
    ),
    "step2_game": (
        "GameRecord MissionChoice PlayerGame choose_mission validate_game validate_settings"
    ),
    "step3_injuries": (
        "InjuryApplication InjuryOutcome InjuryRoll KnockedOutRoll NoRoll StatLoss "
        "WargearHandover apply_injuries handover_heirs injury_table_for promotion_candidates "
        "reroll_injury rerolls_available roll_injuries"
    ),
    "step4_rewards": (
        "RewardLine RewardOutcome apply_rewards compute_rewards"
    ),
    "step5_spend": (
        "BuyBaseLevel BuyHonour BuyUpgrade BuyWargear GroupRollOutcome Recruit ReinforceSquad "
        "SpendAction SpendLine SpendOutcome roll_group_recruitment spend_rp"
    ),
}
_WHERE = {name: module for module, names in _MODULES.items() for name in names.split()}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'app.rules.campaign' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"app.rules.campaign.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])


__all__ = [
    "CAMPAIGN_CODES",
    "BuyBaseLevel",
    "BuyHonour",
    "BuyUpgrade",
    "BuyWargear",
    "CampaignModel",
    "CampaignRules",
    "CampaignSettings",
    "GameOutcome",
    "GameRecord",
    "GroupRoll",
    "GroupRollOutcome",
    "InjuryApplication",
    "InjuryOutcome",
    "InjuryResult",
    "InjuryRoll",
    "KnockedOutRoll",
    "MissionChoice",
    "NoRoll",
    "PlayerGame",
    "PlayerState",
    "Recruit",
    "ReinforceSquad",
    "RenownChange",
    "RewardLine",
    "RewardOutcome",
    "SpendAction",
    "SpendLine",
    "SpendOutcome",
    "StatLoss",
    "TeamOutcome",
    "WargearHandover",
    "apply_injuries",
    "apply_rewards",
    "build_team",
    "campaign_violation",
    "choose_mission",
    "compute_rewards",
    "dissolve",
    "field_promotion_needed",
    "group_honours",
    "handover_heirs",
    "injury_table_for",
    "load_rules",
    "may_recruit_into_group",
    "promotion_candidates",
    "reinforcement_cost",
    "renown_change",
    "reroll_injury",
    "rerolls_available",
    "roll_group_recruitment",
    "roll_injuries",
    "roll_injury",
    "specialist_allowance_bonus",
    "spend_rp",
    "squad_model_cost",
    "team_points_limit",
    "underdog_bonus",
    "validate_game",
    "validate_settings",
]
