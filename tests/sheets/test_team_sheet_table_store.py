"""Psychic powers kept with the Team in the campaign store (issue 18, points 3 and 5): saved with
step 1's record, read back with the Team, replayed, undone, and printed for a played game from
that game's snapshot ("as it was"), whatever the psyker picks later."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from app.model import Store
from app.rules.campaign import CampaignSettings, GameRecord, PlayerGame
from app.sheets import from_store
from app.sheets.render import render
from tests.model.store_helpers import orks
from tests.rules.test_psychic import librarius
from tests.sheets.conftest import pdf_text

BEN_TEAM = ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")
PRINTED = dt.date(2026, 12, 1)


def _campaign(store: Store) -> tuple[int, int, int]:
    cid = store.create_campaign("Psykers", settings=CampaignSettings())
    ann = store.add_player(cid, "Ann", "space_marines", force=librarius())
    ben = store.add_player(cid, "Ben", "orks", force=orks())
    return cid, ann, ben


def _team(store: Store, ann: int) -> tuple[str, ...]:
    return tuple(m.uid for m in store.force(ann).models)[:9]


def _play(store: Store, cid: int, ann: int, ben: int, team: tuple[str, ...]) -> int:
    assert store.save_team(ben, BEN_TEAM).ok
    game = GameRecord(store.next_mission(cid, [3]), (
        PlayerGame(str(ann), team), PlayerGame(str(ben), BEN_TEAM)), str(ann))
    result = store.record_game(cid, game)
    assert result.ok and result.id is not None, result.violations
    return result.id


def test_the_powers_are_saved_with_the_team_and_undone_with_it(tmp_path: Path) -> None:
    with Store.open(tmp_path / "p.sqlite", daily_backup=False) as store:
        cid, ann, _ben = _campaign(store)
        team = _team(store, ann)
        refused = store.save_team(ann, team, powers={"lex": ["biomancy_primaris",
                                                            "divination_primaris"]})
        assert not refused.ok
        assert [v.code for v in refused.violations if v.severity == "error"] == [
            "team.psychic_too_many"]
        assert store.pending_team(ann) is None  # a refused plan writes nothing
        assert store.save_team(ann, team, powers={"lex": ["biomancy_primaris"]}).ok
        pending = store.pending_team(ann)
        assert pending is not None and pending.powers == (("lex", ("biomancy_primaris",)),)
        assert store.save_team(ann, team, powers={"lex": ["pyromancy_primaris"]}).ok
        assert store.pending_team(ann).powers == (("lex", ("pyromancy_primaris",)),)  # type: ignore[union-attr]
        store.undo(cid)
        assert store.pending_team(ann).powers == (("lex", ("biomancy_primaris",)),)  # type: ignore[union-attr]
        store.redo(cid)
        assert store.pending_team(ann).powers == (("lex", ("pyromancy_primaris",)),)  # type: ignore[union-attr]
        assert store.save_team(ann, team).ok  # no power picked this time
        assert store.pending_team(ann).powers == ()  # type: ignore[union-attr]
        report = store.replay_check(cid)
        assert report.ok, report


def test_a_played_games_sheet_prints_the_powers_picked_for_it(tmp_path: Path) -> None:
    with Store.open(tmp_path / "p.sqlite", daily_backup=False) as store:
        cid, ann, ben = _campaign(store)
        team = _team(store, ann)
        assert store.save_team(ann, team, powers={"lex": ["divination_primaris"]}).ok
        ahead = from_store.team_sheet(store, None, ann, printed=PRINTED)
        assert [(p.model, [r.name for r in p.powers]) for p in ahead.psykers] == [
            ("Tiberius", ["Primaris Power of Divination"])]
        g1 = _play(store, cid, ann, ben, team)
        assert store.game_team_powers(g1, ann) == (("lex", ("divination_primaris",)),)
        first = from_store.team_sheet(store, g1, ann, printed=PRINTED)
        text = pdf_text(render(first, tmp_path / "first.pdf"))
        assert "Primaris Power of Divination" in text
        assert "Warp Charge: at the start of the Psychic phase roll D3 (not D6)" in text

        assert store.apply_injuries(g1, ann, []).ok and store.apply_injuries(g1, ben, []).ok
        assert store.apply_rewards(g1, [4]).ok
        # The next game's pick changes nothing of game 1's sheet.
        assert store.save_team(ann, team, powers={"lex": ["sanguinary_primaris"]}).ok
        g2 = _play(store, cid, ann, ben, team)
        assert store.game_team_powers(g2, ann) == (("lex", ("sanguinary_primaris",)),)
        later = from_store.team_sheet(store, g1, ann, printed=PRINTED)
        assert later.psykers == first.psykers
        assert pdf_text(render(later, tmp_path / "later.pdf")) == text
        second = from_store.team_sheet(store, g2, ann, printed=PRINTED)
        assert [r.name for r in second.psykers[0].powers] == ["Primaris Power of Sanguinary"]
        assert store.game_team_powers(g1, ben) == ()  # Ben has no psyker
        report = store.replay_check(cid)
        assert report.ok, report
