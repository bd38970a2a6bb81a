"""The demo campaign offered on first run: every feature at once, played through the store's
real step methods with scripted dice.

Three players on different built-in Team Lists; two games played through steps 1–5; Groups
and a Squad holding Battle Honours; a Specialist Maimed and one Convalescent; a dead Tactical
Marine (kept as history); a recruit who joined an honoured Group after its roll; a Base level
bought.
"""

from __future__ import annotations

from dataclasses import replace

from app.model.store import Store
from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    CampaignSettings,
    GameRecord,
    PlayerGame,
)
from app.rules.force import Force, ForceModel, Group, Selection

DEMO_NAME = "Demo: The Fall of Vigil Keep"


def _marines() -> Force:
    tac = Group("tac1", "tactical_marine", "Squad Aurelius")
    models = [
        ForceModel("sgt", "sergeant", "Brother-Sergeant Castor",
                   options=(Selection("sergeant.melee.power_fist"),)),
        ForceModel("apo", "apothecary", "Brother Vesalius"),
        ForceModel("t0", "tactical_marine", "Brother Ionas",
                   options=(Selection("tactical_marine.special.plasma_gun"),)),
        ForceModel("t1", "tactical_marine", "Brother Hekt",
                   options=(Selection("tactical_marine.close_combat.chainsword"),)),
        # One special weapon for the ten Marines: "for every five" stays met when one falls
        # (two would need ten, and the Marine killed in game 1 leaves nine).
        ForceModel("t2", "tactical_marine"),
        *(ForceModel(f"t{i}", "tactical_marine", group="tac1") for i in range(3, 8)),
        ForceModel("t8", "tactical_marine"),
        ForceModel("t9", "tactical_marine"),
    ]
    return Force("space_marines", tuple(models), (tac,), "Vigil Keep Garrison", starting=True)


def _cultists() -> Force:
    squads = (Group("c1", "cultist_squad", "The Ninefold", squad=True, starting_size=5),
              Group("c2", "cultist_squad", "The Whisperers", squad=True, starting_size=5))
    models = [
        ForceModel("champ", "aspiring_champion", "Vhorak the Unbound",
                   options=(Selection("aspiring_champion.melee.power_fist"),)),
        ForceModel("chosen", "chosen", "Sethrax",
                   options=(Selection("chosen.armoury.combat_drugs"),)),
        *(ForceModel(f"c1.{i}", "cultist_squad", group="c1",
                     options=(Selection("cultist_squad.autogun.autogun"),)) for i in range(5)),
        *(ForceModel(f"c2.{i}", "cultist_squad", group="c2") for i in range(5)),
        ForceModel("m0", "chaos_space_marine",
                   options=(Selection("chaos_space_marine.special.plasma_gun"),)),
        *(ForceModel(f"m{i}", "chaos_space_marine") for i in range(1, 8)),
    ]
    return Force("chaos_space_marines", tuple(models), squads, "The Ninefold", starting=True)


def _guard() -> Force:
    squad = Group("g1", "guardsmen_squad", "Third Platoon", squad=True, starting_size=5)
    models = [
        ForceModel("cmd", "team_commander", "Lieutenant Rhee"),
        ForceModel("medic", "medic", "Corporal Anneke"),
        *(ForceModel(f"g1.{i}", "guardsmen_squad", group="g1") for i in range(5)),
    ]
    return Force("astra_militarum", tuple(models), (squad,), "Cadian Rearguard", starting=True)


DEMO_NOTES = ("A ready-made campaign to look around: two games played, honours, injuries, a "
              "fallen Marine. Undo and redo anything.")


def create_demo_campaign(store: Store, name: str = DEMO_NAME, notes: str = DEMO_NOTES) -> int:
    """Create the demo campaign in ``store`` and return its id (``name`` and ``notes``: the
    UI passes them translated)."""
    cid = store.create_campaign(
        name, notes,
        CampaignSettings(mission_mode="random", underdog_rounding="floor", knocked_out=True),
    )
    alice = store.add_player(cid, "Alice", "space_marines", "Vigil Keep Garrison",
                             force=_marines())
    bob = store.add_player(cid, "Bob", "chaos_space_marines", "The Ninefold", force=_cultists())
    store.add_player(cid, "Chloé", "astra_militarum", "Cadian Rearguard", force=_guard())
    a, b = str(alice), str(bob)

    # -- game 1: Take and Hold, Alice wins ------------------------------------------------
    alice_team = ("sgt", "apo", "t0", "t3", "t4", "t5", "t6", "t7")
    bob_team = ("champ", "chosen", *(f"c1.{i}" for i in range(5)),
                *(f"m{i}" for i in range(5)))
    _must(store.save_team(alice, alice_team).ok, "alice team 1")
    _must(store.save_team(bob, bob_team).ok, "bob team 1")
    mission = store.next_mission(cid, [3])
    game = GameRecord(mission, (
        PlayerGame(a, alice_team, achievements={"first_blood": 1},
                   facts={"key_buildings_controlled": 3}, casualties=("t3",)),
        PlayerGame(b, bob_team, facts={"key_buildings_controlled": 1},
                   casualties=("chosen", "c1.1")),
    ), winner=a)
    g1 = store.record_game(cid, game)
    _must(g1.ok and g1.id is not None, f"game 1 {g1.violations}")
    assert g1.id is not None
    _must(store.apply_injuries(g1.id, alice, [1]).ok, "alice injuries 1")  # t3: dead
    # chosen: 2 beaten up, 3 convalescent; c1.1: 4 full recovery
    _must(store.apply_injuries(g1.id, bob, [2, 3, 4]).ok, "bob injuries 1")
    _must(store.apply_rewards(g1.id, [5]).ok, "rewards 1")  # Bob's Renown roll: 5, +1
    _must(store.spend(alice, purchases=[BuyHonour("cat_like_agility", "t4"),
                                        BuyBaseLevel(2)]).ok, "alice spend 1")
    _must(store.spend(bob, purchases=[BuyHonour("furious_charge", "c1.0"),
                                      BuyHonour("combat_prowess", "chosen")]).ok, "bob spend 1")

    # -- game 2: Last Stand, Bob attacks and wins --------------------------------------------
    alice_team2 = ("sgt", "apo", "t0", "t4", "t5", "t6", "t7", "t8")
    bob_team2 = bob_team
    _must(store.save_team(alice, alice_team2).ok, "alice team 2")
    _must(store.save_team(bob, bob_team2).ok, "bob team 2")
    mission = store.next_mission(cid, [5])
    game = GameRecord(mission, (
        PlayerGame(a, alice_team2, role="defender", achievements={"never_give_up": 1},
                   casualties=("apo",)),
        PlayerGame(b, bob_team2, role="attacker", achievements={"butcher": 1, "assassin": 1},
                   casualties=("m1",)),
    ), winner=b)
    g2 = store.record_game(cid, game)
    _must(g2.ok and g2.id is not None, f"game 2 {g2.violations}")
    assert g2.id is not None
    # apo: 1 grievous, 5 maimed, 2 = -1 Attack (a Maimed Specialist)
    _must(store.apply_injuries(g2.id, alice, [1, 5, 2]).ok, "alice injuries 2")
    _must(store.apply_injuries(g2.id, bob, [6]).ok, "bob injuries 2")  # m1 recovers
    _must(store.apply_rewards(g2.id, [4]).ok, "rewards 2")  # Alice's Renown roll: 4, +1
    # Alice's honoured Group rolls for recruits (4 ≥ 1 honour) and takes a new Marine.
    _must(store.roll_group(alice, "tac1", [4]).ok, "alice group roll")
    force = store.force(alice)
    recruit = ForceModel("t10", "tactical_marine", "Brother Novus", group="tac1")
    _must(store.spend(alice, force=replace(force, models=(*force.models, recruit))).ok,
          "alice recruit")
    return cid


def _must(ok: bool, what: str) -> None:
    if not ok:
        raise RuntimeError(f"the demo campaign could not be played: {what}")
