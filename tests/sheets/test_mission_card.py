"""The mission card (app/sheets/mission_card.py, issue 18 point 2): one mission's set-up, rules,
dice tables and victory conditions on one A4 or Letter page, in en/fr/ru; the card of a played
game adds what was recorded then; ``forcesheet sheet mission``."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from app.cli import main
from app.model import Store
from app.rules.campaign import CampaignSettings, GameRecord, PlayerGame
from app.rules.campaign.missions import mission_ids
from app.rules.campaign.step2_game import MissionReport, MissionRoll
from app.sheets.mission_card import (
    game_mission_card,
    mission_card,
    mission_flowables,
    write_mission_card,
)
from tests.model.store_helpers import marines, orks
from tests.sheets.conftest import pdf_text

ANN_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
BEN_TEAM = ("boss", "kan", "gun", "b0", "b1", "b2", "b3", "b4")


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("mission_id", mission_ids())
def test_every_card_is_one_page(tmp_path: Path, mission_id: str, lang: str) -> None:
    for paper in ("a4", "letter"):
        out = write_mission_card(mission_card(mission_id, lang), tmp_path / f"{paper}.pdf",
                                 paper)
        assert len(PdfReader(str(out)).pages) == 1, (mission_id, lang, paper)


def test_the_words_of_each_language(tmp_path: Path) -> None:
    """Seed 004, Take and Hold: "6 – Бронированный бункер: это здание дает 3+ спасбросок за
    укрытие"."""
    en = pdf_text(write_mission_card(mission_card("take_and_hold", "en"), tmp_path / "en.pdf"))
    for needle in ("Take and Hold", "Mission card", "Set-up", '48" × 48"', "Key Building",
                   "Armoured bunker: the building gives a 3+ cover save.", "Victory conditions",
                   "Campaign bonus RP", "Page 1 of 1"):
        assert needle in en, needle
    fr = pdf_text(write_mission_card(mission_card("take_and_hold", "fr"), tmp_path / "fr.pdf"))
    for needle in ("Fiche de mission", "Mise en place", "Bunker blindé", "Conditions de victoire",
                   "PR de bonus en campagne"):
        assert needle in fr, needle
    ru = pdf_text(write_mission_card(mission_card("take_and_hold", "ru"), tmp_path / "ru.pdf"))
    for needle in ("Карточка миссии", "Подготовка", "Бронированный бункер: здание даёт 3+",
                   "Условия победы", "Игрок, который контролирует больше Ключевых зданий"):
        assert needle in ru, needle
    assert "Set-up" not in fr + ru and "Victory" not in fr + ru


def test_no_card_for_the_finale() -> None:
    with pytest.raises(ValueError):
        mission_card("finale")
    assert mission_flowables("finale", "en", 500) == []
    compact = mission_flowables("raid", "en", 500, title=False, rules=False)
    full = mission_flowables("raid", "en", 500)
    assert 0 < len(compact) < len(full)


def _played(store: Store) -> tuple[int, int, int, int]:
    cid = store.create_campaign("M", settings=CampaignSettings())
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    ben = store.add_player(cid, "Ben", "orks", force=orks())
    assert store.save_team(ann, ANN_TEAM).ok and store.save_team(ben, BEN_TEAM).ok
    game = GameRecord(store.next_mission(cid, [2]), (
        PlayerGame(str(ann), ANN_TEAM, facts={"device_found": 1, "near_device_at_end": 1}),
        PlayerGame(str(ben), BEN_TEAM, facts={"near_device_at_end": 1})),
        str(ann), MissionReport((MissionRoll("cache_search", 6, str(ann)),), override=True,
                                reason="Ben's models were 4 inches away"))
    result = store.record_game(cid, game)
    assert result.ok and result.id is not None
    return cid, ann, ben, result.id


def test_the_card_of_a_played_game_shows_what_was_recorded(tmp_path: Path) -> None:
    with Store.open(tmp_path / "m.sqlite", daily_backup=False) as store:
        cid, _ann, _ben, gid = _played(store)
        card = game_mission_card(store, gid, "en")
        text = pdf_text(write_mission_card(card, tmp_path / "game.pdf"))
        assert "As recorded after the game" in text
        assert "Both players have models within 3\" of the Device at the end: a draw." in text
        assert "The players recorded another result: Ben's models were 4 inches away" in text
        assert "Result recorded: Ann wins." in text
        assert "Searching a cache: 6 (Ann)" in text
        with store.snapshot(cid, after_game=1) as then:  # the past game, as it was
            assert game_mission_card(then, gid, "en").game == card.game


def test_cli_mission_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "raid.pdf"
    assert main(["sheet", "mission", "raid", "-o", str(out), "--lang", "fr"]) == 0
    assert f"{out}: written" in capsys.readouterr().out
    assert "Soutiens de la Base" in pdf_text(out)
    assert main(["sheet", "mission", "finale", "-o", str(out)]) == 2
    assert "'finale' has no mission card" in capsys.readouterr().out
    db = tmp_path / "m.sqlite"
    with Store.open(db, daily_backup=False) as store:
        _cid, _ann, _ben, gid = _played(store)
    game_pdf = tmp_path / "game.pdf"
    assert main(["--db", str(db), "sheet", "mission", "--game", str(gid), "-o", str(game_pdf),
                 "--lang", "ru"]) == 0
    text = pdf_text(game_pdf)
    assert "Как записано после игры" in text and "Ben's models were 4 inches away" in text
