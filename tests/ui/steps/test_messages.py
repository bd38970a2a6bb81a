"""Every campaign code has words; parameters become names."""

from __future__ import annotations

from app.i18n import messages as base
from app.rules.campaign import CAMPAIGN_CODES, campaign_violation
from app.rules.violations import violation
from app.ui.steps.messages import TEMPLATES, campaign_message


def test_every_campaign_code_has_a_template() -> None:
    missing = [code for code in CAMPAIGN_CODES if code not in TEMPLATES
               and code not in base.TEMPLATES]
    assert missing == []


def test_parameters_become_names() -> None:
    v = campaign_violation("spend.upgrade_requires", {"upgrade": "officer_training",
                                                     "missing": "main_base,training_centre"})
    assert campaign_message(v) == "Needs Main Base, Training Centre first."
    v = campaign_violation("game.model_not_in_team", {"player": "1", "uid": "t0",
                                                     "list": "casualties"})
    assert campaign_message(v, models={"t0": "Brother Ajax"}, players={"1": "Alice"}) == (
        "Alice: Brother Ajax did not play in this game.")
    v = campaign_violation("injury.reroll_used", {"source": "medic"})
    assert campaign_message(v) == "The Medic reroll was already used after this game."


def test_shared_codes_use_the_validators_words_when_its_parameters_are_there() -> None:
    validator = violation("points.team_limit", {"points": 210, "over": 10, "limit": 200})
    engine = campaign_violation("points.team_limit", {"points": 210, "limit": 200})
    assert campaign_message(validator) == base.message(validator)
    assert campaign_message(engine) == (
        "The Team costs 210 pts, over the Base limit of 200 pts.")
