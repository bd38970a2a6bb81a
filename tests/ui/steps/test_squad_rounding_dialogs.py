"""The ``squad_rounding`` setting in the dialogs: the settings form shows and returns it, and
the Spend RP dialog prices with the campaign's rounding, so the plan it hands the store is the
one the store would make (reading 13)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.rules.campaign import CampaignSettings
from app.ui.campaigns.dialogs import CampaignSettingsDialog
from app.ui.steps import flow
from app.ui.steps.spend import SpendResult
from tests.model.test_store_squad_rounding import _campaign


@pytest.mark.parametrize("rounding", ["ceil", "floor", "nearest"])
def test_the_settings_form_keeps_the_rounding(qtbot: QtBot, rounding: str) -> None:
    d = CampaignSettingsDialog(CampaignSettings(squad_rounding=rounding))  # type: ignore[arg-type]
    qtbot.addWidget(d)
    assert d.form.squad_rounding.currentData() == rounding
    assert d.campaign_settings().squad_rounding == rounding
    assert d.form.squad_rounding_label.buddy() is d.form.squad_rounding
    assert d.form.squad_rounding.count() == 3


def test_a_new_campaign_rounds_up_by_default(qtbot: QtBot) -> None:
    d = CampaignSettingsDialog(CampaignSettings())
    qtbot.addWidget(d)
    assert d.campaign_settings().squad_rounding == "ceil"
    d.form.squad_rounding.setCurrentIndex(d.form.squad_rounding.findData("floor"))
    assert d.campaign_settings().squad_rounding == "floor"


def test_the_spend_dialog_prices_with_the_campaigns_rounding(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    store, _cid, bob = _campaign(tmp_path / "c.sqlite", "floor")
    with store:
        d = flow.spend_dialog(None, store, bob)
        qtbot.addWidget(d)
        assert d.settings.squad_rounding == "floor"
        assert d.add_recruit("cultist_squad", "c1")
        assert [d.spend_plan.points_of(i) for i in range(len(d.plan))] == [4]  # 22 ÷ 5 = 4.4
        d.accept()
        result = d.result_value()
        assert isinstance(result, SpendResult)
        committed = flow.apply_spend(store, bob, result)
        assert committed.ok, committed.violations
        assert [ln.points for ln in committed.outcome.lines] == [4]
