"""The six missions of seed 004 as data (app/rules/campaign/missions.json, missions.yaml) and the
result a game's facts and casualties derive (app/rules/campaign/missions.py).

Every number is checked against the seed line quoted in the test's docstring.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from app.rules.campaign import missions
from app.rules.campaign.data import load_rules
from app.rules.campaign.missions import Decision, derive_result, settle_result, tally_side
from app.rules.campaign.state import CampaignModel, PlayerState
from app.rules.campaign.step2_game import (
    GameRecord,
    MissionChoice,
    MissionReport,
    MissionRoll,
    PlayerGame,
    SideTally,
    validate_game,
)
from app.rules.campaign.step_plans import plan_game
from tests.conftest import SHARED

SEED = (SHARED / "seeds" / "004_37150cb60b5f2b0c.txt").read_text(encoding="utf-8")


def quoted(line: str) -> str:
    """``line`` as it is in seed 004 (the test fails if the quote is not the seed's)."""
    assert line in SEED, line
    return line


def setup(mission_id: str) -> missions.MissionSetup:
    found = missions.mission_setup(mission_id)
    assert found is not None
    return found


NO_DICE = MissionReport()


def game(mission_id: str, a: PlayerGame, b: PlayerGame, winner: str | None = None,
         report: MissionReport | None = NO_DICE) -> GameRecord:
    return GameRecord(MissionChoice("random", mission_id, roll=setup(mission_id).d6), (a, b),
                      winner, report)


TEAM_A = ("a1", "a2", "a3", "a4")
TEAM_B = ("b1", "b2", "b3", "b4")


def side(pid: str, team: tuple[str, ...], **kw: object) -> PlayerGame:
    return PlayerGame(pid, team, **kw)  # type: ignore[arg-type]


# -- the data --------------------------------------------------------------------------------
def test_six_missions_in_the_order_of_the_d6_table() -> None:
    """Seed 004: "1 - Escalating Skirmish / 2 - Doomsday Device / 3 – Take and Hold /
    4 – Possession / 5 – Last Stand / 6 – Raid"."""
    quoted("1 - Escalating Skirmish")
    quoted("6 – Raid")
    assert missions.mission_ids() == ("escalating_skirmish", "doomsday_device", "take_and_hold",
                                      "possession", "last_stand", "raid")
    assert [setup(m).d6 for m in missions.mission_ids()] == [1, 2, 3, 4, 5, 6]
    assert set(missions.mission_ids()) == set(load_rules().missions)
    assert missions.mission_setup("finale") is None


def test_every_mission_shares_the_table_length_and_special_rules() -> None:
    """Seed 004: "Игры КТ отыгрываются на столе 48х48 дюймов"; "Все миссии КТ используют
    правила на Вариативную продолжительность игры"; "Все миссии КТ используют правила Резервов
    (Reserves), Ночной бой (Night Fighting), Укрепленный Район (Built-Up Area) и Тест на
    Отступление (Rout Test)"; "Если в миссии явно не указано, кто ходит первым, игрок, который
    расставлялся первым, может выбрать"."""
    quoted("Игры КТ отыгрываются на столе 48х48 дюймов")
    quoted("Все миссии КТ используют правила на Вариативную продолжительность игры")
    quoted("Все миссии КТ используют правила Резервов (Reserves), Ночной бой (Night Fighting), "
           "Укрепленный Район (Built-Up Area) и Тест на Отступление (Rout Test)")
    for mission_id in missions.mission_ids():
        s = setup(mission_id)
        assert (s.table_width, s.table_depth) == (48, 48)
        assert s.game_length == "variable"
        assert s.special_rules == ("reserves", "night_fighting", "built_up_area", "rout_test")
    for mission_id in ("escalating_skirmish", "doomsday_device", "take_and_hold", "possession",
                       "raid"):
        assert setup(mission_id).first_turn == "first_deployer_chooses"
        assert setup(mission_id).seize_initiative


def test_escalating_skirmish_setup() -> None:
    """Seed 004: "Зоны расстановки располагаются напротив друг друга, размер — 12 дюймов от края
    стола."; "Все модели в подкоманде подкреплений остаются в Резервах"; "все модели получают
    правило Маневр с фланга (Outflank). Модели, у которых такое правило уже есть, получают
    правило Чуткое восприятие (Acute Senses)"; "Если разница в потерях между игроками составила
    меньше 50 очков"."""
    quoted("Зоны расстановки располагаются напротив друг друга, размер — 12 дюймов от края стола.")
    quoted("На эту миссию все модели получают правило Маневр с фланга (Outflank). Модели, у "
           "которых такое правило уже есть, получают правило Чуткое восприятие (Acute Senses).")
    quoted("Если разница в потерях между игроками составила меньше 50 очков")
    s = setup("escalating_skirmish")
    assert (s.deployment_map, dict(s.deployment)) == ("opposite_edges", {"depth": 12})
    assert dict(s.reserves or {}) == {"who": "both", "split": "halves"}
    assert [(g.rule, g.to) for g in s.grants] == [("outflank", "all_models"),
                                                  ("acute_senses", "models_with_outflank")]
    assert (s.victory.check, dict(s.victory.params)) == ("fewest_points_lost",
                                                         {"draw_under": 50})
    assert not s.roles and not s.dice_tables and not s.markers


def test_doomsday_device_setup_and_dice() -> None:
    """Seed 004: "Игроки по очереди расставляют 6 маркеров-тайников"; "как минимум в 6 дюймах
    друг от друга или края стола"; "в 3х дюймах или менее от маркера, киньте D6. При результате
    1-5 маркер убирается со стола — тайник пуст. При результате 6 эта модель нашла УСС";
    "Если пять маркеров были сняты со стола ... шестой маркер автоматически становится УСС";
    "При результате 5+ игра немедленно заканчивается"."""
    quoted("Игроки по очереди расставляют 6 маркеров-тайников")
    quoted("При результате 1-5 маркер убирается со стола — тайник пуст. При результате 6 эта "
           "модель нашла УСС.")
    quoted("Если пять маркеров были сняты со стола, а Устройство судного дня так и не было "
           "найдено, шестой маркер автоматически становится УСС.")
    quoted("При результате 5+ игра немедленно заканчивается")
    s = setup("doomsday_device")
    caches = s.marker("caches")
    assert (caches.number("count"), caches.number("apart"), caches.number("from_edge")) == (
        6, 6, 6)
    search = s.table("cache_search")
    assert [search.result_for(r) for r in range(1, 7)] == ["cache_empty"] * 5 + ["device_found"]
    assert (search.params["range"], search.automatic_after) == (3, 5)
    defused = s.table("device_defused")
    assert defused.at_least("game_ends") == 5
    assert [defused.result_for(r) for r in (4, 5, 6)] == ["game_goes_on", "game_ends",
                                                          "game_ends"]
    assert s.ends_early == ("device_defused",)
    assert s.victory.check == "alone_at_objective" and s.victory.params["range"] == 3


def test_the_sixth_cache_is_the_device() -> None:
    """Seed 004: "Если пять маркеров были сняты со стола ... шестой маркер автоматически
    становится УСС"."""
    empty = [MissionRoll("cache_search", 2)] * 5
    assert missions.roll_result("doomsday_device", MissionRoll("cache_search", 1), empty) == (
        "device_found")
    assert missions.roll_result("doomsday_device", MissionRoll("cache_search", 1),
                                empty[:4]) == "cache_empty"
    assert missions.roll_result("doomsday_device", MissionRoll("cache_search", 6)) == (
        "device_found")


def test_take_and_hold_setup_and_building_table() -> None:
    """Seed 004: "Игроки по очереди размещают 5 Ключевых зданий"; "ширину и длину от 6 до 12
    дюймов"; "1-2 обычное / 3 — Фабрика боеприпасов ... на 2-6 все нормально, на 1 боеприпасы
    взрываются ... автоматический удар S3 AP- / 4 – Склад оружия / 5 — Медцентр ... Feel No Pain
    (6+) / 6 – Бронированный бункер: это здание дает 3+ спасбросок за укрытие"; "квадрат 24
    дюйма. Модели не могут размещаться в 6 дюймах от центра стола"."""
    quoted("Игроки по очереди размещают 5 Ключевых зданий")
    quoted("Ключевые здания могут иметь ширину и длину от 6 до 12 дюймов")
    quoted("на 2-6 все нормально, на 1 боеприпасы взрываются, и каждая модель в здание получает "
           "автоматический удар S3 AP-.")
    quoted("5 — Медцентр: модели в этом здании получают правило Feel No Pain (6+).")
    quoted("6 – Бронированный бункер: это здание дает 3+ спасбросок за укрытие.")
    quoted("размер — квадрат 24 дюйма. Модели не могут размещаться в 6 дюймах от центра стола.")
    s = setup("take_and_hold")
    assert (s.deployment_map, dict(s.deployment)) == ("opposite_corners",
                                                      {"square": 24, "centre_clear": 6})
    buildings = s.marker("key_buildings")
    assert (buildings.number("count"), buildings.number("size_min"),
            buildings.number("size_max")) == (5, 6, 12)
    table = s.table("key_building")
    assert [table.result_for(r) for r in range(1, 7)] == [
        "ordinary", "ordinary", "ammunition_dump", "armoury", "medicae", "armoured_bunker"]
    ammo = s.table("ammunition_dump")
    assert [ammo.result_for(r) for r in (1, 2, 6)] == ["ammunition_explodes", "all_fine",
                                                       "all_fine"]
    assert ammo.params["strength"] == 3
    assert dict(s.building_effects) == {"medicae_feel_no_pain": 6, "armoured_bunker_cover": 3}
    assert s.ends_early == ("all_buildings_one_player",)
    rows = dict(missions.table_rows("take_and_hold", "key_building", "en"))
    assert rows["5"].endswith("Feel No Pain (6+).") and "3+ cover save" in rows["6"]


def test_possession_setup() -> None:
    """Seed 004: "Игроки по очереди расставляют 5 маркеров-артефактов"; "На артефакты действуют
    те же правила захвата, движения и сбрасывания, что и на реликвию (Relic)"."""
    quoted("Игроки по очереди расставляют 5 маркеров-артефактов")
    s = setup("possession")
    artefacts = s.marker("artefacts")
    assert (artefacts.number("count"), artefacts.params["carried_as"]) == (5, "relic")
    assert (s.victory.check, s.victory.fact) == ("most", "artefacts_held")


def test_last_stand_setup() -> None:
    """Seed 004: "Зона расстановки защитника в 6 дюймах от центра поля. Атакующий может
    расставлять свои модели где угодно не ближе 24 дюймов от центра поля."; "В этой миссии
    игнорируются все специальные правила размещения"; "Защитник расставляет свои войска первым";
    "Защитник всегда ходит первым в этой миссии."; "могут прибывать с любого края стола"."""
    quoted("Зона расстановки защитника в 6 дюймах от центра поля. Атакующий может расставлять "
           "свои модели где угодно не ближе 24 дюймов от центра поля.")
    quoted("В этой миссии игнорируются все специальные правила размещения")
    quoted("Защитник всегда ходит первым в этой миссии.")
    quoted("они могут прибывать с любого края стола")
    s = setup("last_stand")
    assert dict(s.deployment) == {"defender_within": 6, "attacker_beyond": 24}
    assert (s.deploys_first, s.first_turn, s.seize_initiative) == ("defender", "defender",
                                                                   False)
    assert s.ignores == ("special_deployment",)
    assert dict(s.reserves or {}) == {"who": "defender", "split": "halves", "arrive": "any_edge"}
    assert s.roles and (s.victory.params["numerator"], s.victory.params["denominator"]) == (1, 2)


def test_raid_setup() -> None:
    """Seed 004: "Защитник всегда расставляется первым в этой миссии."; "поставить в своей зоне
    расстановки 3 механизма базы"; "как минимум в 6'' друг от друга и края стола"; "броней AV10";
    "получает правило Fearless в 3'' от Механизма"; "может заявить до трех моделей, несущих
    «взрывпакеты»"."""
    quoted("Защитник всегда расставляется первым в этой миссии.")
    quoted("защитник должен поставить в своей зоне расстановки 3 механизма базы")
    quoted("Механизм базы обладает броней AV10")
    quoted("любая модель из отряда защитников получает правило Fearless в 3'' от Механизма")
    quoted("атакующий игрок может заявить до трех моделей, несущих «взрывпакеты»")
    s = setup("raid")
    supports = s.marker("base_supports")
    assert (supports.number("count"), supports.number("apart"), supports.number("armour"),
            supports.number("fearless_within")) == (3, 6, 10, 3)
    assert s.carriers is not None and dict(s.carriers.params) == {"max": 3, "role": "attacker"}
    assert s.deploys_first == "defender" and s.roles
    assert (s.victory.params["attacker_wins_at"], s.victory.params["draw_at"]) == (3, 2)
    assert s.ends_early == ("all_supports_destroyed",)


# -- the words -------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_every_text_is_there_and_filled_in(lang: str) -> None:
    for mission_id in missions.mission_ids():
        lines = missions.setup_lines(mission_id, lang)
        assert len(lines) >= 6
        for section in missions.SECTIONS:
            assert missions.mission_section(mission_id, section, lang)
        texts = [t for row in lines for t in row]
        for table in setup(mission_id).dice_tables:
            texts += [missions.table_text(mission_id, table.id, "name", lang),
                      missions.table_text(mission_id, table.id, "when", lang)]
            texts += [t for row in missions.table_rows(mission_id, table.id, lang) for t in row]
        for text in texts:
            assert text and "{" not in text and "None" not in text, (mission_id, text)


def test_the_russian_texts_are_the_seeds_words() -> None:
    """The victory conditions and bonus RP in Russian are seed 004's own sentences."""
    for mission_id in missions.mission_ids():
        for section in ("victory", "bonus", "deployment"):
            text = missions.mission_section(mission_id, section, "ru")
            quoted(text)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_numbers_in_the_words_are_the_datas(lang: str) -> None:
    """A number the victory check uses is the one its words say (50 points, 3" of the
    marker)."""
    assert "50" in missions.mission_section("escalating_skirmish", "victory", lang)
    assert "3" in missions.mission_section("doomsday_device", "victory", lang)
    for mission_id in missions.mission_ids():
        words = " ".join(t for _, t in missions.setup_lines(mission_id, lang))
        for marker in setup(mission_id).markers:
            assert str(marker.number("count")) in words


def test_every_decision_has_words_in_three_languages() -> None:
    rules = {"fewest_points_lost.win", "fewest_points_lost.draw", "fewest_points_lost.unknown",
             "alone_at_objective.win", "alone_at_objective.draw_both",
             "alone_at_objective.draw_none", "most.key_buildings_controlled.win",
             "most.key_buildings_controlled.draw", "most.artefacts_held.win",
             "most.artefacts_held.draw", "half_left.defender", "half_left.attacker",
             "half_left.draw", "destroyed.attacker", "destroyed.draw", "destroyed.defender",
             "no_check", "roles_missing"}
    words = missions._texts()["decisions"]
    assert set(words) == rules
    for rule in rules:
        assert set(words[rule]) == {"en", "fr", "ru"}
        fields = {lang: set(re.findall(r"{(\w+)}", words[rule][lang])) for lang in words[rule]}
        assert fields["fr"] == fields["en"] == fields["ru"], rule  # the same placeholders
    assert missions.decision_text(Decision("no_check", None, False), "fr").startswith(
        "Cette mission")


# -- results, mission by mission -------------------------------------------------------------
def test_escalating_skirmish_fewest_points_lost() -> None:
    """Seed 004: "Игрок с наименьшими потерями в очковом эквиваленте побеждает. Если разница в
    потерях между игроками составила меньше 50 очков, тогда результат считается ничейным.\""""
    quoted("Игрок с наименьшими потерями в очковом эквиваленте побеждает.")
    points = {"a1": 50, "a2": 30, "a3": 15, "a4": 10}
    bpoints = {"b1": 40, "b2": 40, "b3": 5, "b4": 5}
    a = side("A", TEAM_A, casualties=("a1", "a2"), model_points=points)  # 80 lost
    b = side("B", TEAM_B, casualties=("b3",), fled=("b1",), model_points=bpoints)  # 5 lost
    result = derive_result(game("escalating_skirmish", a, b))
    assert result.decision.rule == "fewest_points_lost.win" and result.decision.winner == "B"
    assert (result.tallies["A"].points_lost, result.tallies["B"].points_lost) == (80, 5)
    assert "B lost 5 points, A 80" in missions.decision_text(result.decision, "en")
    # 49 apart: a draw; 50 apart: the fewest points lost wins
    b49 = replace(b, casualties=("b3", "b4"), knocked_out=("b1",), fled=())  # 50 lost: 30 apart
    assert derive_result(game("escalating_skirmish", a, b49)).decision.draw
    a_edge = replace(a, casualties=("a1", "a4"))  # 60 lost
    b_edge = replace(b, casualties=("b3", "b4"))  # 10 lost: 50 apart
    assert derive_result(game("escalating_skirmish", a_edge, b_edge)).decision.winner == "B"
    b_49 = replace(b, casualties=("b3", "b4"), model_points={**bpoints, "b4": 6})  # 11: 49 apart
    assert derive_result(game("escalating_skirmish", a_edge, b_49)).decision.draw


def test_escalating_skirmish_needs_every_casualtys_points() -> None:
    a = side("A", TEAM_A, casualties=("a1",))
    b = side("B", TEAM_B)
    decision = derive_result(game("escalating_skirmish", a, b)).decision
    assert (decision.rule, decision.decided) == ("fewest_points_lost.unknown", False)
    settled, _ = settle_result(game("escalating_skirmish", a, b, winner="A"))
    assert settled.winner == "A"  # undecided: the players' result stands, no reason needed
    assert validate_game(settled) == ()


def test_crew_count_no_points() -> None:
    state = PlayerState("A", models=(CampaignModel("a1", "gun", "core", artillery=True),
                                     CampaignModel("a1~crew1", "crew", "core", crew=True)))
    a = side("A", ("a1", "a1~crew1"), casualties=("a1~crew1",), model_points={"a1": 40})
    assert tally_side(a, state).points_lost == 0


def test_doomsday_device_alone_at_the_marker() -> None:
    """Seed 004: "если только у одного игрока есть модели в трех дюймах от маркера, он считается
    победившим. Если у обоих игроков есть либо нет моделей в 3х дюймах от маркера, игра
    завершается ничьей.\""""
    quoted("если только у одного игрока есть модели в трех дюймах от маркера, он считается "
           "победившим")
    a = side("A", TEAM_A, facts={"device_found": 1, "near_device_at_end": 1})
    b = side("B", TEAM_B)
    assert derive_result(game("doomsday_device", a, b)).decision.winner == "A"
    both = derive_result(game("doomsday_device", a, replace(b, facts={"near_device_at_end": 1})))
    assert (both.decision.rule, both.decision.draw) == ("alone_at_objective.draw_both", True)
    none = derive_result(game("doomsday_device", replace(a, facts={}), b))
    assert none.decision.rule == "alone_at_objective.draw_none" and none.decision.draw


def test_take_and_hold_most_buildings() -> None:
    """Seed 004: "Игрок, который контролирует больше Ключевых зданий, выигрывает игру. Если оба
    игрока контролируют одинаковое количество зданий, игра заканчивается ничьей.\""""
    quoted("Игрок, который контролирует больше Ключевых зданий, выигрывает игру.")
    a = side("A", TEAM_A, facts={"key_buildings_controlled": 2})
    b = side("B", TEAM_B, facts={"key_buildings_controlled": 3})
    result = derive_result(game("take_and_hold", a, b))
    assert result.decision.winner == "B"
    assert missions.decision_text(result.decision, "en", {"A": "Ann", "B": "Ben"}) == (
        "Ben controls 3 Key Building(s), Ann 2: Ben controls more and wins.")
    assert derive_result(game("take_and_hold", replace(a, facts={"key_buildings_controlled": 3}),
                              b)).decision.draw


def test_possession_most_artefacts() -> None:
    """Seed 004: "игрок, удерживающий большее количество артефактов, выигрывает. Если количество
    артефактов у обоих игроков одинаково, им засчитывается ничья.\""""
    quoted("игрок, удерживающий большее количество артефактов, выигрывает")
    a = side("A", TEAM_A, facts={"artefacts_held": 3})
    b = side("B", TEAM_B, facts={"artefacts_held": 1})
    assert derive_result(game("possession", a, b)).decision.winner == "A"
    assert derive_result(game("possession", replace(a, facts={}),
                              replace(b, facts={}))).decision.rule == "most.artefacts_held.draw"


def test_last_stand_half_the_defenders() -> None:
    """Seed 004: "Если на столе у защитника осталась половина или более моделей, то победа
    присуждается защитнику. Если на столе у защитника осталось менее половины моделей, то победа
    присуждается атакующему. В случае, если у атакующего на конец игры также осталось менее
    половины моделей, результат считается ничейным.\""""
    quoted("Если на столе у защитника осталась половина или более моделей, то победа присуждается "
           "защитнику.")
    quoted("В случае, если у атакующего на конец игры также осталось менее половины моделей, "
           "результат считается ничейным.")
    d = side("D", TEAM_A, role="defender", casualties=("a1",), fled=("a2",))  # 2 of 4 left
    at = side("A", TEAM_B, role="attacker", casualties=("b1", "b2", "b3"))  # 1 of 4 left
    result = derive_result(game("last_stand", d, at))
    assert (result.decision.rule, result.decision.winner) == ("half_left.defender", "D")
    fewer = replace(d, casualties=("a1", "a3"))  # 1 of 4 left
    assert derive_result(game("last_stand", fewer, at)).decision.rule == "half_left.draw"
    holding = replace(at, casualties=("b1", "b2"))  # 2 of 4: half left
    won = derive_result(game("last_stand", fewer, holding)).decision
    assert (won.rule, won.winner) == ("half_left.attacker", "A")
    no_roles = derive_result(game("last_stand", replace(d, role=None), replace(at, role=None)))
    assert no_roles.decision.rule == "roles_missing" and not no_roles.decision.decided


def test_last_stand_counts_the_models_of_a_squad() -> None:
    """A Squad is one entry of the Team and several models (seed 004, ОТРЯД: "отдельные модели в
    отряде так же считаются в лимит доступности моделей команды")."""
    quoted("отдельные модели так же считаются в лимит доступности моделей команды")
    state = PlayerState("D", models=(CampaignModel("boyz", "boy", "core", squad_size=10),
                                     CampaignModel("nob", "nob", "leader")))
    d = side("D", ("boyz", "nob"), role="defender", casualties=("nob",),
             model_points={"boyz": 60, "nob": 20})
    assert tally_side(d, state) == SideTally(20, 11, 10)
    assert tally_side(d) == SideTally(20, 2, 1)  # without the state: one model an entry


def test_raid_supports_destroyed() -> None:
    """Seed 004: "Если все три Механизма были уничтожены к концу игры, побеждает атакующий. Если
    был уничтожен только один Механизм или все Механизмы остались целыми, побеждает защитник. В
    случае, если два Механизма были уничтожены, результат считается ничейным.\""""
    quoted("Если все три Механизма были уничтожены к концу игры, побеждает атакующий.")
    expected = {0: ("destroyed.defender", "D"), 1: ("destroyed.defender", "D"),
                2: ("destroyed.draw", None), 3: ("destroyed.attacker", "A")}
    for destroyed, (rule, winner) in expected.items():
        at = side("A", TEAM_A, role="attacker", facts={"base_supports_destroyed": destroyed})
        d = side("D", TEAM_B, role="defender", facts={"base_supports_intact": 3 - destroyed})
        decision = derive_result(game("raid", at, d)).decision
        assert (decision.rule, decision.winner, decision.decided) == (rule, winner, True)


def test_the_finale_has_no_check() -> None:
    record = GameRecord(MissionChoice("storyline", "finale", index=4),
                        (side("A", TEAM_A), side("B", TEAM_B)), "B", MissionReport())
    settled, result = settle_result(record)
    assert result is not None and result.decision.rule == "no_check"
    assert settled.winner == "B"


# -- the plan: settled result, override with reason, dice ------------------------------------
def test_the_plan_records_the_derived_result() -> None:
    at = side("A", TEAM_A, role="attacker", facts={"base_supports_destroyed": 3})
    d = side("D", TEAM_B, role="defender")
    plan = plan_game(game("raid", at, d, winner="D"), {})
    assert plan.game.winner == "A" and plan.ok
    assert plan.result is not None and plan.result.decision.rule == "destroyed.attacker"
    assert plan.game.report is not None and set(plan.game.report.tallies) == {"A", "D"}


def test_an_override_needs_a_reason_and_keeps_it() -> None:
    at = side("A", TEAM_A, role="attacker", facts={"base_supports_destroyed": 2})
    d = side("D", TEAM_B, role="defender", facts={"base_supports_intact": 1})
    no_reason = plan_game(game("raid", at, d, winner="A", report=MissionReport(override=True)),
                          {})
    assert [v.code for v in no_reason.violations] == ["game.override_reason_missing"]
    blank = plan_game(game("raid", at, d, winner="A",
                           report=MissionReport(override=True, reason="   ")), {})
    assert [v.code for v in blank.violations] == ["game.override_reason_missing"]
    reason = "the third support was on fire when time ran out"
    plan = plan_game(game("raid", at, d, winner="A",
                          report=MissionReport(override=True, reason=reason)), {})
    assert plan.ok and plan.game.winner == "A"
    assert plan.result is not None and plan.result.decision.draw and plan.result.differs
    assert plan.game.report is not None and plan.game.report.reason == reason


def test_a_game_without_report_is_taken_as_given() -> None:
    at = side("A", TEAM_A, role="attacker", facts={"base_supports_destroyed": 2})
    d = side("D", TEAM_B, role="defender")
    plan = plan_game(game("raid", at, d, winner="A", report=None), {})
    assert plan.result is None and plan.game.winner == "A" and plan.ok


def test_mission_dice_are_checked() -> None:
    a, b = side("A", TEAM_A), side("B", TEAM_B)
    rolls = (MissionRoll("cache_search", 6, "A"), MissionRoll("key_building", 3),
             MissionRoll("device_defused", 7), MissionRoll("device_defused", 5, "Z"))
    found = validate_game(game("doomsday_device", a, b, report=MissionReport(rolls)))
    assert [(v.code, v.params["number"]) for v in found] == [
        ("game.mission_roll_unknown", 2), ("game.mission_roll_invalid", 3),
        ("game.mission_roll_invalid", 4)]
    text = missions.roll_text("doomsday_device", rolls, 0, "en", {"A": "Ann"})
    assert text == ("Searching a cache: 6 (Ann) — The model has found the Doomsday Device: "
                    "remove every other marker.")
