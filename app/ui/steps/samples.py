"""Two example Forces (Space Marines and Chaos Space Marines, 250 pts each) with their campaign
states: the filled examples of :mod:`app.ui.steps.screens` and the benchmark use them."""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.rules.campaign import CampaignSettings, PlayerState
from app.rules.force import Force, ForceModel, Group, Selection, Team
from app.rules.library import find_teamlist
from app.rules.teamlist import TeamList
from app.ui.steps.common import player_state_from_force

__all__ = ["SamplePlayer", "sample_players", "sample_settings"]


@dataclass(frozen=True)
class SamplePlayer:
    player_id: str
    name: str
    force: Force
    team_list: TeamList
    state: PlayerState
    team: Team


def _model(uid: str, entry: str, *options: str, group: str | None = None) -> ForceModel:
    return ForceModel(uid, entry, "", None, tuple(Selection(o) for o in options), group)


def _marines() -> Force:
    models = [
        _model("sgt", "sergeant", "sergeant.melee.power_fist", "sergeant.armoury.targeter",
               "sergeant.armoury.auspex"),
        _model("apo", "apothecary"),
        _model("t0", "tactical_marine", "tactical_marine.special.plasma_gun", group="tac1"),
        *(_model(f"t{i}", "tactical_marine", group="tac1") for i in range(1, 5)),
        _model("t5", "tactical_marine", "tactical_marine.special.missile_launcher"),
        _model("t6", "tactical_marine", "tactical_marine.gear.extra_chainsword"),
        *(_model(f"t{i}", "tactical_marine") for i in range(7, 10)),
    ]
    groups = (Group("tac1", "tactical_marine", "Squad Cassius"),)
    return Force("space_marines", tuple(models), groups, "Angels of Vigil")


def _chaos() -> Force:
    models = [
        _model("champ", "aspiring_champion", "aspiring_champion.melee.power_fist",
               "aspiring_champion.champion_armoury.daemonic_visage"),
        _model("chosen", "chosen", "chosen.armoury.combat_drugs"),
        *(_model(f"c1.{i}", "cultist_squad", "cultist_squad.autogun.autogun", group="c1")
          for i in range(5)),
        *(_model(f"c2.{i}", "cultist_squad", group="c2") for i in range(5)),
        _model("m0", "chaos_space_marine", "chaos_space_marine.special.plasma_gun"),
        *(_model(f"m{i}", "chaos_space_marine") for i in range(1, 8)),
    ]
    groups = (
        Group("c1", "cultist_squad", "", squad=True, starting_size=5),
        Group("c2", "cultist_squad", "", squad=True, starting_size=5),
    )
    return Force("chaos_space_marines", tuple(models), groups, "The Ninefold")


def _team_list(team_list_id: str) -> TeamList:
    found = find_teamlist(team_list_id)
    if found is None:  # pragma: no cover - the built-in lists ship with the app
        raise LookupError(f"built-in Team List {team_list_id!r} is missing")
    return found


def sample_players() -> tuple[SamplePlayer, SamplePlayer]:
    """Alice (Space Marines, 23 RP, Renown 6, a Medic sergeant, Medical Centre) and Bob
    (Chaos Space Marines, 8 RP, Renown 2), each with a Team for the next game."""
    marines = _marines()
    marines_list = _team_list("space_marines")
    alice = player_state_from_force("alice", marines, marines_list, rp=23, renown=6,
                                    base_level=2)
    alice = replace(
        alice,
        upgrades=frozenset({"medical_centre"}),
        models=tuple(
            replace(m, honours=("medic",)) if m.uid == "sgt" else m for m in alice.models
        ),
    )
    chaos = _chaos()
    chaos_list = _team_list("chaos_space_marines")
    bob = player_state_from_force("bob", chaos, chaos_list, rp=8, renown=2)
    return (
        SamplePlayer(
            "alice", "Alice", marines, marines_list, alice,
            Team(("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t6"), 250),
        ),
        SamplePlayer(
            "bob", "Bob", chaos, chaos_list, bob,
            Team(("champ", "chosen", "c1.0", "c1.1", "c1.2", "c1.3", "c1.4", "m0", "m1", "m2", "m3",
                  "m4"), 200),
        ),
    )


def sample_settings() -> CampaignSettings:
    return CampaignSettings(mission_mode="random", knocked_out=True)
