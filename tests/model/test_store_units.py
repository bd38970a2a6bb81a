"""Squads as units and Artillery crew bought as options, through the store (issue 17, points 4
and 6): one undoable ``spend`` action each, replayed to the same rows.

The seed lines the numbers come from are quoted in ``tests/rules/test_campaign_units.py``; the
ones used here are repeated where they are used."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from app.model import Store
from app.rules.campaign import CampaignSettings, GameRecord, PlayerGame
from app.rules.campaign.spend_plan import RecruitRequest, SpendRequest, WargearRequest
from app.rules.force import Force, ForceModel, Group
from app.ui.steps.samples import sample_players
from tests.model.store_helpers import check, marines, undo_redo_roundtrip
from tests.rules.crew_lists import EXTRA_GRETCHIN, crewed_orks

pytestmark = pytest.mark.backends

BOB_TEAM = ("champ", "chosen", "c1.0", "c1.1", "c1.2", "c1.3", "c1.4", "m0", "m1", "m2", "m3",
            "m4")
ANN_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")


def _game(store: Store, cid: int, a: tuple[int, tuple[str, ...], tuple[str, ...]],
          b: tuple[int, tuple[str, ...], tuple[str, ...]], dice_a: list[int],
          dice_b: list[int]) -> int:
    for pid, team, _ in (a, b):
        saved = store.save_team(pid, team)
        assert saved.ok, saved.violations
    mission = store.next_mission(cid, [3])  # 3: Take and Hold, no roles
    record = store.record_game(cid, GameRecord(mission, tuple(
        PlayerGame(str(pid), store.pending_team(pid).models,  # type: ignore[union-attr]
                   casualties=casualties) for pid, _, casualties in (a, b)), str(a[0])))
    assert record.ok and record.id is not None, record.violations
    assert store.apply_injuries(record.id, a[0], dice_a).ok
    assert store.apply_injuries(record.id, b[0], dice_b).ok
    assert store.apply_rewards(record.id, [4]).ok
    return record.id


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "units.sqlite", daily_backup=False) as opened:
        yield opened


def test_a_whole_new_cultist_squad_is_one_spend(store: Store) -> None:
    # Seed 000: "le coût en points de l'unité de base (20)" for "son nombre de figurines de
    # départ (5)", recruited "de la même manière que quand vous avez construit votre Équipe au
    # départ": 5 new Cultists in a new Squad are 20 pts, 4 RP ("il gagne 5 points" per RP).
    cid = store.create_campaign("Units", settings=CampaignSettings())
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    bob = store.add_player(cid, "Bob", "chaos_space_marines", force=sample_players()[1].force)
    _game(store, cid, (ann, ANN_TEAM, ()), (bob, BOB_TEAM, ()), [], [])
    rp = store.player_summary(bob).rp
    group = Group("c3", "cultist_squad", "New blood", squad=True, starting_size=3)
    three = SpendRequest(recruits=tuple(
        RecruitRequest(f"c3.{i}", "cultist_squad", "c3", group) for i in range(3)))
    refused = store.commit_spend(bob, store.plan_spend(bob, three))
    assert not refused.ok and "spend.squad_not_whole" in [v.code for v in refused.violations]
    five = SpendRequest(recruits=tuple(
        RecruitRequest(f"c3.{i}", "cultist_squad", "c3", group) for i in range(5)))
    done = store.commit_spend(bob, store.plan_spend(bob, five))
    assert done.ok, done.violations
    assert done.outcome.points_needed == 20 and done.outcome.rp_converted == 4
    assert store.player_summary(bob).rp == rp - 4
    force = store.force(bob)
    assert force.group("c3").starting_size == 5  # the Team List's size, not the request's 3
    assert {m.squad_size for m in store.player_state(bob).members("c3")} == {5}
    check(store, cid)
    undo_redo_roundtrip(store, cid)
    assert store.replay_check(cid).ok


def _ork_force(*options: str) -> Force:
    from app.rules.force import Selection

    return Force("orks", (
        ForceModel("boss", "boss_nob"),
        ForceModel("gun", "mek_gun", options=tuple(Selection(o) for o in options)),
        *(ForceModel(f"b{i}", "boyz_mob", group="boyz") for i in range(5)),
    ), (Group("boyz", "boyz_mob", squad=True, starting_size=5),), "Waaagh", starting=True)


def test_a_bought_crewman_is_crew_through_the_store(store: Store) -> None:
    # The Mek Gun's "Additional Gretchin crewman" (3 pts) bought in step 5 is a third crewman;
    # crew removed as casualties roll "sur la Table de Blessure des Figurines de Base" (1-2
    # Dead!); replacement crew come "selon les règles de remplacement des Groupes", at the
    # entry's Replacement Crew (3 pts), up to the three the gun now has.
    cid = store.create_campaign("Crew", settings=CampaignSettings())
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    ben = store.add_player(cid, "Ben", "orks", team_list=crewed_orks(), force=_ork_force())
    team = ("boss", "gun", "b0", "b1", "b2", "b3", "b4")
    _game(store, cid, (ann, ANN_TEAM, ()), (ben, team, ()), [], [])
    assert sorted(m.uid for m in store.player_state(ben).models if m.crew) == [
        "gun~crew1", "gun~crew2"]
    bought = store.commit_spend(ben, store.plan_spend(ben, SpendRequest(
        wargear=(WargearRequest("gun", EXTRA_GRETCHIN),))))
    assert bought.ok, bought.violations
    assert bought.outcome.points_needed == 3
    crew = sorted((m.uid, m.squad_size) for m in store.player_state(ben).models if m.crew)
    assert crew == [("gun~crew1", 3), ("gun~crew2", 3), ("gun~crew3", 3)]
    check(store, cid)
    undo_redo_roundtrip(store, cid)
    # The bought crewman goes into the Team with his gun, falls, and rolls a 1 on the Core
    # table: Dead!
    game = _game(store, cid, (ann, ANN_TEAM, ()), (ben, team, ("gun~crew3",)), [], [1])
    injuries = next(g for g in store.games(cid) if g.id == game)
    assert ben in injuries.injuries_done
    assert not store.player_state(ben).has_model("gun~crew3")
    history = [e for e in store.history(cid) if e.kind == "injuries" and e.player_id == ben]
    assert history[-1].summary["rolls"][0]["table"] == "core"
    # Replacement up to three, never a fourth.
    rp = store.player_summary(ben).rp
    four = store.plan_spend(ben, SpendRequest(crew=(("gun", 2),)))
    assert "spend.squad_full" in [v.code for v in four.violations]
    one = store.commit_spend(ben, store.plan_spend(ben, SpendRequest(crew=(("gun", 1),))))
    assert one.ok, one.violations
    assert [ln.points for ln in one.outcome.lines] == [3]
    assert store.player_summary(ben).rp == rp - 1
    assert sum(1 for m in store.player_state(ben).models if m.crew) == 3
    check(store, cid)
    assert store.replay_check(cid).ok


def test_a_roster_squad_size_is_not_believed(store: Store) -> None:
    # Seed 004, "Отряд (5 Гвардейцев)": a Squad whose roster claims a starting size of 10 is
    # still a Squad of 5 — its models' Squad size is the Team List's.
    cid = store.create_campaign("Sizes", settings=CampaignSettings())
    bob_force = sample_players()[1].force
    claimed = replace(bob_force, groups=tuple(replace(g, starting_size=10)
                                              for g in bob_force.groups), starting=True)
    bob = store.add_player(cid, "Bob", "chaos_space_marines", force=claimed)
    assert {m.squad_size for m in store.player_state(bob).members("c1")} == {5}


def test_an_officer_training_promotion_through_the_store(store: Store, tmp_path: Path) -> None:
    # Seed 000, Formation des Officiers: "vous pouvez choisir immédiatement une figurine de
    # Spécialiste de votre Force pour être promu au rang de Chef d'Équipe … le changement est
    # permanent": after the Champion dies (Specialist table 1 then 1: "Mort!"), the promoted
    # Chosen leads the next Team with no field promotion, and his roster file keeps it.
    from sqlalchemy import update

    from app.model.store.base import PLAYERS

    cid = store.create_campaign("Promotions", settings=CampaignSettings())
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    bob = store.add_player(cid, "Bob", "chaos_space_marines", force=sample_players()[1].force)
    with store._write() as conn:  # the test's shortcut to a Main Base with both upgrades
        conn.execute(update(PLAYERS).where(PLAYERS.c.id == bob).values(
            base_level=3, upgrades=["training_centre", "officer_training"]))
    for pid, team in ((ann, ANN_TEAM), (bob, BOB_TEAM)):
        assert store.save_team(pid, team).ok
    record = store.record_game(cid, GameRecord(store.next_mission(cid, [3]), (
        PlayerGame(str(ann), ANN_TEAM), PlayerGame(str(bob), BOB_TEAM, casualties=("champ",))),
        str(ann)))
    assert record.ok and record.id is not None
    hurt = store.apply_injuries(record.id, bob, [1, 1], officer_promotions=["chosen"])
    assert hurt.ok, hurt.violations
    assert store.apply_injuries(record.id, ann, []).ok
    assert store.apply_rewards(record.id, [4]).ok
    assert store.force(bob).model("chosen").promoted_leader
    team = tuple(u for u in BOB_TEAM if u != "champ")
    saved = store.save_team(bob, team)
    assert saved.ok, saved.violations
    assert saved.outcome.field_promoted is None
    path = store.export_force(bob, tmp_path)
    dan = store.add_player(cid, "Dan", "chaos_space_marines")
    store.import_force(dan, path.read_bytes())
    assert store.force(dan).model("chosen").promoted_leader
    assert store.player_state(dan).model("chosen").is_team_leader


def test_crew_bought_with_a_starting_gun_are_crew_models(store: Store) -> None:
    # Seed 000, Blessure/Dommage et Renforts: every crewman of an Artillery unit is one of its
    # crew; a Mek Gun built with an "Additional Gretchin crewman" has three, the shipped
    # orks.yaml marks the option `crew: true`.
    from app.rules.library import find_teamlist

    shipped = find_teamlist("orks")
    assert shipped is not None and shipped.index.infos[EXTRA_GRETCHIN].entry.crew
    cid = store.create_campaign("Crew", settings=CampaignSettings())
    ben = store.add_player(cid, "Ben", "orks", force=_ork_force(EXTRA_GRETCHIN))
    crew = sorted((m.uid, m.squad_size) for m in store.player_state(ben).models if m.crew)
    assert crew == [("gun~crew1", 3), ("gun~crew2", 3), ("gun~crew3", 3)]
    check(store, cid)
