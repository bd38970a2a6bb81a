"""Filled examples of every step dialog and of the history view, for screenshots.

``example_widgets()`` returns ``{name: widget}`` (not shown); the screenshots script shows each
one, grabs it and closes it. Everything is built from :mod:`app.ui.steps.samples` with fixed
dice, so the pictures are the same on every run (apart from the language).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from PySide6.QtWidgets import QWidget

from app.rules.campaign import (
    BuyBaseLevel,
    BuyHonour,
    BuyUpgrade,
    GameRecord,
    MissionChoice,
    PlayerGame,
)
from app.rules.dice import RandomDice
from app.ui.steps.common import ForceInfo
from app.ui.steps.game import GameSide, RecordGameDialog
from app.ui.steps.history import HistoryView
from app.ui.steps.injuries import InjuriesDialog
from app.ui.steps.rewards import RewardsDialog
from app.ui.steps.samples import sample_players, sample_settings
from app.ui.steps.spend import NEW_GROUP, SpendDialog
from app.ui.steps.team import BuildTeamDialog

__all__ = ["example_widgets"]

NAMES = ("build_team", "record_game", "injuries", "rewards", "spend", "history")


def _game() -> GameRecord:
    alice, bob = sample_players()
    return GameRecord(MissionChoice("random", "raid", roll=6), (
        PlayerGame("alice", alice.team.models, "attacker",
                   achievements=MappingProxyType({"first_blood": 1, "butcher": 2}),
                   facts=MappingProxyType({"base_supports_destroyed": 2}),
                   casualties=("apo", "t0", "t1")),
        PlayerGame("bob", bob.team.models, "defender",
                   achievements=MappingProxyType({"heroic_duel": 1}),
                   facts=MappingProxyType({"base_supports_intact": 1}),
                   casualties=("chosen", "c1.0"), fled=("m1",), knocked_out=("champ",)),
    ), "alice")


def build_team_example(parent: QWidget | None = None) -> BuildTeamDialog:
    alice, _ = sample_players()
    return BuildTeamDialog(alice.state, alice.force, alice.team_list, parent,
                           player_name=alice.name, initial=alice.team.models)


def record_game_example(parent: QWidget | None = None) -> RecordGameDialog:
    players = sample_players()
    sides = [GameSide(p.state, p.team, p.name, ForceInfo(p.force, p.team_list).names(),
                      ForceInfo(p.force, p.team_list).model_points())
             for p in players]
    dialog = RecordGameDialog(sample_settings(), sides, parent, dice=RandomDice(1))
    dialog.mission_dice.set_value(6)
    dialog.set_attacker("alice")
    alice, bob = dialog.panel("alice"), dialog.panel("bob")
    alice.achievements["first_blood"].setChecked(True)  # type: ignore[union-attr]
    alice.achievements["butcher"].setValue(2)  # type: ignore[union-attr]
    alice.facts["base_supports_destroyed"].setValue(3)  # all three: the attacker wins
    for uid in ("apo", "t0", "t1"):
        alice.set_fate(uid, "casualty")
    bob.set_fate("c1.0", "casualty")
    return dialog


def injuries_example(parent: QWidget | None = None) -> InjuriesDialog:
    alice, _ = sample_players()
    info = ForceInfo(alice.force, alice.team_list)
    dialog = InjuriesDialog(alice.state, _game(), parent, settings=sample_settings(),
                            dice=RandomDice(2), player_name=alice.name, models=info.names(),
                            entries=info.entry_names())
    apo = dialog.row("apo")
    apo.chain.inputs[0].set_value(2)
    apo.chain.inputs[1].set_value(1)
    apo.reroll.setCurrentIndex(apo.reroll.findData("medic"))
    apo.reroll_chain.inputs[0].set_value(5, "rolled")
    dialog.row("t0").chain.inputs[0].set_value(1)
    dialog.row("t1").chain.inputs[0].set_value(5)
    return dialog


def rewards_example(parent: QWidget | None = None) -> RewardsDialog:
    alice, bob = sample_players()
    dialog = RewardsDialog(_game(), {"alice": alice.state, "bob": bob.state}, parent,
                           settings=sample_settings(), dice=RandomDice(3),
                           players={"alice": alice.name, "bob": bob.name})
    dialog.renown_dice.set_value(4)
    return dialog


def spend_example(parent: QWidget | None = None) -> SpendDialog:
    alice, _ = sample_players()
    dialog = SpendDialog(alice.state, alice.force, alice.team_list, parent, dice=RandomDice(4),
                         player_name=alice.name)
    dialog.add_recruit("tactical_marine", NEW_GROUP)
    dialog.add_wargear("sgt", "sergeant.melee.lightning_claw")
    dialog.add(BuyUpgrade("comms_relay"))
    dialog.add(BuyBaseLevel(3))
    dialog.honour_combo.setCurrentIndex(dialog.honour_combo.findData("plus_attack"))
    dialog.add(BuyHonour("fiery", "t5"))
    return dialog


@dataclass(frozen=True)
class _Entry:
    id: int
    when: str
    player_id: int | None
    kind: str
    inputs: dict[str, object]
    summary: dict[str, object]
    undone: bool = False
    target_id: int | None = None


def history_example(parent: QWidget | None = None) -> HistoryView:
    when = "2026-11-28T19:{:02d}:00+00:00"
    entries = [
        _Entry(1, when.format(0), None, "campaign_created", {"name": "The Fall of Vigil Keep"},
               {}),
        _Entry(2, when.format(5), 1, "team", {}, {"models": 8, "points": 179, "limit": 250}),
        _Entry(3, when.format(6), 2, "team", {}, {"models": 12, "points": 191, "limit": 200}),
        _Entry(4, when.format(48), None, "game",
               {"mission": {"mode": "random", "id": "raid", "roll": 6}},
               {"number": 1, "mission": "raid", "winner": 1}),
        _Entry(5, when.format(50), 1, "injuries", {"dice": [2, 1, 6, 1, 5]},
               {"rolls": [{"uid": "apo", "result": "full_recovery"},
                          {"uid": "t0", "result": "dead"},
                          {"uid": "t1", "result": "full_recovery"}]}),
        _Entry(6, when.format(52), 2, "injuries", {"dice": [4, 1, 5, 1, 1]},
               {"rolls": [{"uid": "chosen", "result": "maimed", "stat": "T"},
                          {"uid": "c1.0", "result": "dead"}]}),
        _Entry(7, when.format(55), None, "rewards", {"dice": [4]},
               {"players": {"1": {"rp_before": 23, "rp_after": 48, "renown_before": 6,
                                  "renown_after": 8},
                            "2": {"rp_before": 8, "rp_after": 21, "renown_before": 2,
                                  "renown_after": 3}}}),
        _Entry(8, when.format(58), 1, "spend", {},
               {"rp_spent": 5, "lines": [["upgrade", "comms_relay", 0, 5, []]]},
               undone=True),
        _Entry(9, when.format(59), 1, "undo", {}, {}, target_id=8),
    ]
    alice, bob = sample_players()
    models = {**ForceInfo(alice.force, alice.team_list).names(),
              **ForceInfo(bob.force, bob.team_list).names()}
    view = HistoryView(parent)
    view.set_entries(entries, {1: alice.name, 2: bob.name}, models)
    view.resize(900, 320)
    return view


def example_widgets(parent: QWidget | None = None) -> dict[str, QWidget]:
    """One filled example of each step dialog and of the history view, by name."""
    return {
        "build_team": build_team_example(parent),
        "record_game": record_game_example(parent),
        "injuries": injuries_example(parent),
        "rewards": rewards_example(parent),
        "spend": spend_example(parent),
        "history": history_example(parent),
    }
