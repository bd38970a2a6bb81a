"""The Team Sheet of the finale says so (issue 17, point 2: "it is recorded, printed on the
Team Sheet"). Seed 000: "il est généralement agréable d'avoir une dernière bataille où tout
le monde peut utiliser toute sa Force"."""

from __future__ import annotations

from pathlib import Path

from app.model import Store
from app.rules.campaign import CampaignSettings
from app.sheets.from_store import team_sheet
from tests.model.test_store_rounds import SM_TEAM, _campaign, _play_round, _record

FINALE = "The campaign's finale: every model of the Force may play; the other Team rules apply."


def test_the_finale_team_sheet_says_the_whole_force_may_play(tmp_path: Path) -> None:
    with Store.open(tmp_path / "f.sqlite", daily_backup=False) as store:
        cid, ids = _campaign(store, CampaignSettings(), ("Ann", "Bob"))
        ann, bob = ids["Ann"], ids["Bob"]
        _play_round(store, cid, [(ann, bob)], [ann])
        regular = team_sheet(store, None, ann) if store.pending_team(ann) else None
        assert regular is None or FINALE not in regular.effects
        assert store.start_round(cid, [(ann, bob)], finale=True).ok
        everyone = tuple(m.uid for m in store.force(bob).models)
        assert store.save_team(bob, everyone).ok
        assert store.save_team(ann, SM_TEAM).ok
        before = team_sheet(store, None, bob)
        assert FINALE in before.effects
        assert before.mission == "Finale! (special mission)"  # the round's, not rolled
        game = _record(store, cid, ann, bob, bob)
        after = team_sheet(store, game, bob)
        assert FINALE in after.effects and after.mission == before.mission
        first = store.games(cid)[0].id
        assert FINALE not in team_sheet(store, first, ann).effects
