"""Sheets of past games print from snapshots (issue 13, point 5): game 1's Team Sheet printed
after more games is the sheet printed right after game 1 — its Base, its Force and honours
then, the models that died in it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from app.model import Store
from app.rules.campaign import BuyBaseLevel, BuyHonour, CampaignSettings, GameRecord, PlayerGame
from app.sheets import from_store
from app.sheets.render import render
from tests.model.store_helpers import marines, orks
from tests.sheets.conftest import pdf_text

BEN_TEAM = ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")
PRINTED = dt.date(2026, 12, 1)


def _play(store: Store, cid: int, ann: int, ben: int, casualties: tuple[str, ...] = ()) -> int:
    alive = [m.uid for m in store.force(ann).models]
    team = tuple(u for u in ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "t7",
                             "t8") if u in alive)[:9]
    assert store.save_team(ann, team).ok
    assert store.save_team(ben, BEN_TEAM).ok
    game = GameRecord(store.next_mission(cid, [3]), (
        PlayerGame(str(ann), team, casualties=casualties), PlayerGame(str(ben), BEN_TEAM)),
        str(ann))
    result = store.record_game(cid, game)
    assert result.ok and result.id is not None, result.violations
    return result.id


def test_team_sheet_of_game_1_is_the_same_after_three_more_games(tmp_path: Path) -> None:
    with Store.open(tmp_path / "p.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("Past", settings=CampaignSettings())
        ann = store.add_player(cid, "Ann", "space_marines", force=marines())
        ben = store.add_player(cid, "Ben", "orks", force=orks())
        g1 = _play(store, cid, ann, ben, casualties=("t2",))
        right_after = from_store.team_sheet(store, g1, ann, printed=PRINTED)
        first = pdf_text(render(right_after, tmp_path / "first.pdf"))

        assert store.apply_injuries(g1, ann, [1]).ok  # t2 dies in game 1
        assert store.apply_injuries(g1, ben, []).ok
        assert store.apply_rewards(g1, [4]).ok
        assert store.spend(ann, purchases=[BuyHonour("cat_like_agility", "t3")]).ok
        for _ in range(3):
            g = _play(store, cid, ann, ben)
            assert store.apply_injuries(g, ann, []).ok and store.apply_injuries(g, ben, []).ok
            assert store.apply_rewards(g, [4]).ok
        rp = store.player_summary(ann).rp
        if rp >= 20:
            store.spend(ann, purchases=[BuyBaseLevel(2)])

        later = from_store.team_sheet(store, g1, ann, printed=PRINTED)
        again = pdf_text(render(later, tmp_path / "later.pdf"))
        assert again == first
        assert "t2" in [m.uid for m in later.models]  # died in that game, still on its sheet
        assert "t2" not in [m.uid for m in store.force(ann).models]
        t3 = next(m for m in later.models if m.uid == "t3")
        assert t3 == next(m for m in right_after.models if m.uid == "t3")  # no later honour
        assert later.game == right_after.game and "1" in later.game


def test_force_sheet_after_a_game_from_the_app_and_the_cli(tmp_path: Path) -> None:
    from app.cli import main

    db = tmp_path / "p.sqlite"
    with Store.open(db, daily_backup=False) as store:
        cid = store.create_campaign("Past", settings=CampaignSettings())
        ann = store.add_player(cid, "Ann", "space_marines", force=marines())
        ben = store.add_player(cid, "Ben", "orks", force=orks())
        g1 = _play(store, cid, ann, ben, casualties=("apo",))
        then = pdf_text(render(from_store.force_sheet(store, ann, printed=PRINTED),
                               tmp_path / "then.pdf"))
        assert store.apply_injuries(g1, ann, [1, 1]).ok  # the Apothecary dies
        assert store.apply_injuries(g1, ben, []).ok
        assert store.apply_rewards(g1, [4]).ok
        past = from_store.force_sheet(store, ann, printed=PRINTED, after_game=1)
        assert pdf_text(render(past, tmp_path / "past.pdf")) == then
        now = pdf_text(render(from_store.force_sheet(store, ann, printed=PRINTED),
                              tmp_path / "now.pdf"))
        assert "Vesalius" in then and now != then
    out = tmp_path / "cli.pdf"
    assert main(["--db", str(db), "sheet", "force", "--campaign", str(cid), "--player",
                 str(ann), "--after-game", "1", "-o", str(out)]) == 0
    assert "Vesalius" in pdf_text(out)
    assert main(["--db", str(db), "sheet", "force", "--player", str(ann), "--after-game",
                 "7", "-o", str(tmp_path / "none.pdf")]) == 2
