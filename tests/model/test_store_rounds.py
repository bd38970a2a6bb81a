"""Rounds, the finale, storyline roles and the end of a campaign through the store (issue 17,
points 1-3): each a planned action in the history, undoable and replayed.

Seed 000, La Séquence d'une Campagne: *"Une Campagne suit une série d'étapes que chaque joueur
au sein de la Campagne doit remplir avant de passer à la prochaine"*; *"Une fois que l'étape 5 a
été complétée par tous les joueurs, retournez à l'étape 1"*; *"il est généralement agréable
d'avoir une dernière bataille où tout le monde peut utiliser toute sa Force"*. Jouez une partie,
Non Aléatoire: *"tous les joueurs jouent la même mission à la fois"*. The example storyline:
*"Mission 4 : Dernier Carré : Celui qui gagne la dernière mission est le Défenseur dans
celle-ci."*
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from app.model import Store
from app.rules.campaign import CampaignSettings, GameRecord, PlayerGame
from app.rules.campaign.spend_plan import SpendRequest
from app.ui.steps.samples import sample_players
from tests.model.store_helpers import check, marines, undo_redo_roundtrip

pytestmark = pytest.mark.backends

SM_TEAM = ("sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6")
CSM_TEAM = ("champ", "chosen", "c1.0", "c1.1", "c1.2", "c1.3", "c1.4", "m0", "m1", "m2", "m3",
            "m4")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "rounds.sqlite", daily_backup=False) as opened:
        yield opened


def _campaign(store: Store, settings: CampaignSettings, names: Sequence[str]) -> tuple[
        int, dict[str, int]]:
    cid = store.create_campaign("Rounds", settings=settings)
    ids = {}
    for name in names:
        if name.startswith("B"):
            ids[name] = store.add_player(cid, name, "chaos_space_marines",
                                         force=sample_players()[1].force)
        else:
            ids[name] = store.add_player(cid, name, "space_marines", force=marines())
    return cid, ids


def _team(store: Store, pid: int) -> tuple[str, ...]:
    return CSM_TEAM if store.player_summary(pid).team_list_id == "chaos_space_marines" \
        else SM_TEAM


def _codes(result: object) -> list[str]:
    return [v.code for v in getattr(result, "violations", ())]


def _record(store: Store, cid: int, a: int, b: int, winner: int | None,
            roles: dict[int, str] | None = None, dice: Sequence[int] = (3,)) -> int:
    mission = store.next_mission(cid, list(dice))
    sides = tuple(PlayerGame(str(p), store.pending_team(p).models,  # type: ignore[union-attr]
                             role=(roles or {}).get(p)) for p in (a, b))  # type: ignore[arg-type]
    result = store.record_game(cid, GameRecord(mission, sides,
                                               None if winner is None else str(winner)))
    assert result.ok and result.id is not None, result.violations
    return result.id


def _play_round(store: Store, cid: int, pairs: Sequence[tuple[int, int]], winners: Sequence[int],
                byes: Sequence[int] = (), roles: Sequence[dict[int, str] | None] = ()) -> None:
    """One whole round: Teams, games (the first of each pair wins unless told), injuries
    (none), RP and Renown, then every player's step 5 (nothing bought)."""
    assert store.start_round(cid, pairs, byes).ok
    for a, b in pairs:
        for p in (a, b):
            assert store.save_team(p, _team(store, p)).ok
    games = [_record(store, cid, a, b, w, roles[i] if i < len(roles) else None)
             for i, ((a, b), w) in enumerate(zip(pairs, winners, strict=True))]
    for game, (a, b) in zip(games, pairs, strict=True):
        for p in (a, b):
            assert store.apply_injuries(game, p, []).ok
    for game in games:
        assert store.apply_rewards(game, [4]).ok
    for p in [x for pair in pairs for x in pair] + list(byes):
        assert store.spend(p, request=SpendRequest()).ok


def test_a_round_runs_the_five_steps_for_every_player(store: Store) -> None:
    cid, ids = _campaign(store, CampaignSettings(mission_mode="fixed",
                                                 missions=("take_and_hold", "possession")),
                         ("Ann", "Bob", "Cat", "Dan", "Eve"))
    ann, bob, cat, dan, eve = (ids[n] for n in ("Ann", "Bob", "Cat", "Dan", "Eve"))
    # Every player is in the round: paired, or the odd one out with a bye.
    assert "round.player_missing" in _codes(store.start_round(cid, [(ann, bob), (cat, dan)]))
    started = store.start_round(cid, [(ann, bob), (cat, dan)], [eve])
    assert started.ok, started.violations
    assert [(r.number, r.mission_id, r.byes) for r in store.rounds(cid)] == [
        (1, "take_and_hold", (eve,))]
    progress = store.round_progress(cid)
    assert progress is not None and progress.player(str(eve)).steps == (  # type: ignore[union-attr]
        "bye", "bye", "bye", "bye", "todo")
    # Step 1 for everyone first: no game, no Team for the bye.
    assert "round.bye" in _codes(store.plan_team(eve, SM_TEAM))
    for p in (ann, bob):
        assert store.save_team(p, _team(store, p)).ok
    early = store.plan_game(cid, GameRecord(store.next_mission(cid), (
        PlayerGame(str(ann), SM_TEAM), PlayerGame(str(bob), CSM_TEAM)), str(ann)))
    assert "round.step_not_open" in _codes(early)
    for p in (cat, dan):
        assert store.save_team(p, _team(store, p)).ok
    # Pairings decide who plays whom.
    crossed = store.plan_game(cid, GameRecord(store.next_mission(cid), (
        PlayerGame(str(ann), SM_TEAM), PlayerGame(str(cat), SM_TEAM)), str(ann)))
    assert "round.not_paired" in _codes(crossed)
    g1 = _record(store, cid, ann, bob, ann)
    # "tous les joueurs jouent la même mission à la fois": the second pair plays mission 1 too
    # (before rounds it was offered mission 2: next_mission counted games).
    assert store.next_mission(cid).mission_id == "take_and_hold"
    assert "round.step_not_open" in _codes(store.plan_injuries(g1, ann, []))
    g2 = _record(store, cid, cat, dan, dan)
    for game, players in ((g1, (ann, bob)), (g2, (cat, dan))):
        for p in players:
            assert store.apply_injuries(game, p, []).ok
    # The bye spends RP too, in step 5, once every game has its RP and Renown.
    early_spend = store.plan_spend(eve, SpendRequest())
    assert "round.step_not_open" in _codes(early_spend)
    # A plan made outside the store (a dialog's) is refused at commit all the same.
    from dataclasses import replace

    outside = store.commit_spend(eve, replace(early_spend, violations=()))
    assert not outside.ok and "round.step_not_open" in _codes(outside)
    for game in (g1, g2):
        assert store.apply_rewards(game, [4]).ok
    for p in (ann, bob, cat, dan, eve):
        assert store.spend(p, request=SpendRequest()).ok
    progress = store.round_progress(cid)
    assert progress is not None and progress.complete
    assert [g.round_no for g in store.games(cid)] == [1, 1]
    # Between two rounds no step is taken: the next round's pairings come first.
    assert "round.not_started" in _codes(store.plan_team(ann, SM_TEAM))
    second = store.start_round(cid, [(ann, cat), (bob, eve)], [dan])
    assert second.ok and store.rounds(cid)[-1].mission_id == "possession"
    check(store, cid)
    undo_redo_roundtrip(store, cid)
    assert store.replay_check(cid).ok


def test_per_game_order_lets_a_pair_go_on(store: Store) -> None:
    # Setting step_order "per_game" (seed 000, Déterminez les PR: "Cela se fait dès qu'une
    # partie se termine"): a pair rolls its injuries and gains its RP before the other plays.
    cid, ids = _campaign(store, CampaignSettings(step_order="per_game"),
                         ("Ann", "Bob", "Cat", "Dan"))
    ann, bob, cat, dan = (ids[n] for n in ("Ann", "Bob", "Cat", "Dan"))
    assert store.start_round(cid, [(ann, bob), (cat, dan)]).ok
    for p in (ann, bob):
        assert store.save_team(p, _team(store, p)).ok
    game = _record(store, cid, ann, bob, bob)
    for p in (ann, bob):
        assert store.apply_injuries(game, p, []).ok
    assert store.apply_rewards(game, [4]).ok
    assert store.spend(ann, request=SpendRequest()).ok
    progress = store.round_progress(cid)
    assert progress is not None
    assert progress.player(str(cat)).next_step == "build_team"  # type: ignore[union-attr]
    assert store.replay_check(cid).ok


def test_the_finale_uses_the_whole_force_and_closes_the_campaign(store: Store) -> None:
    # Seed 000, Table de Niveau de la Base: "1 / Camp de Base / 0 / 0+ / 200 pts" — a regular
    # Team of Bob's 250-pt Force is refused; the finale's is not.
    cid, ids = _campaign(store, CampaignSettings(), ("Ann", "Bob"))
    ann, bob = ids["Ann"], ids["Bob"]
    assert store.player_summary(bob).team_limit == 200 and store.player_summary(bob).points > 200
    everyone = tuple(m.uid for m in store.force(bob).models)
    assert store.start_round(cid, [(ann, bob)]).ok
    assert "points.team_limit" in _codes(store.plan_team(bob, everyone))
    store.undo(cid)
    _play_round(store, cid, [(ann, bob)], [ann])
    started = store.start_round(cid, [(ann, bob)], finale=True)
    assert started.ok and started.outcome.round.finale
    assert store.rounds(cid)[-1].mission_id == "finale"
    saved = store.save_team(bob, everyone)
    assert saved.ok, saved.violations
    team = store.pending_team(bob)
    assert team is not None and team.finale and team.points_limit >= saved.outcome.points
    assert store.save_team(ann, SM_TEAM).ok
    game = _record(store, cid, ann, bob, bob)
    assert store.game_record(game).mission.mission_id == "finale"
    # Closing waits for the round to end.
    assert "campaign.round_in_progress" in _codes(store.plan_close(cid))
    for p in (ann, bob):
        assert store.apply_injuries(game, p, []).ok
    assert store.apply_rewards(game, [4]).ok
    for p in (ann, bob):
        assert store.spend(p, request=SpendRequest()).ok
    assert "round.after_finale" in _codes(store.plan_round(cid, [(ann, bob)]))
    closed = store.close_campaign(cid)
    assert closed.ok, closed.violations
    info = store.campaign(cid)
    assert info.closed_at is not None
    assert [s[1] for s in info.standings] == [s.player_id for s in store.standings(cid)]
    assert "campaign.already_closed" in _codes(store.plan_team(ann, SM_TEAM))
    assert "round.campaign_closed" in _codes(store.plan_round(cid, [(ann, bob)]))
    check(store, cid)
    undo_redo_roundtrip(store, cid)
    assert store.replay_check(cid).ok


def test_the_storyline_defender_of_last_stand_is_the_last_winner(store: Store) -> None:
    # The seed's example: Escarmouche, Raid, Dispositif du Jugement Dernier, Dernier Carré,
    # Fin!; "Celui qui gagne la dernière mission est le Défenseur dans celle-ci".
    from app.rules.campaign.data import load_rules

    settings = CampaignSettings(mission_mode="storyline",
                                missions=load_rules().storyline_example)
    cid, ids = _campaign(store, settings, ("Ann", "Bob"))
    ann, bob = ids["Ann"], ids["Bob"]
    _play_round(store, cid, [(ann, bob)], [ann])
    assert store.default_roles(cid, ann, bob, "raid") is None  # no rule for the Raid
    _play_round(store, cid, [(ann, bob)], [ann], roles=[{ann: "attacker", bob: "defender"}])
    _play_round(store, cid, [(ann, bob)], [bob])  # Bob wins the Doomsday Device
    assert store.start_round(cid, [(ann, bob)]).ok
    assert store.round_mission(cid).mission_id == "last_stand"  # type: ignore[union-attr]
    assert store.default_roles(cid, ann, bob, "last_stand") == {bob: "defender",
                                                               ann: "attacker"}
    # The players may still choose otherwise: the roles are a default, not a rule.
    for p in (ann, bob):
        assert store.save_team(p, _team(store, p)).ok
    _record(store, cid, ann, bob, ann, {ann: "defender", bob: "attacker"})
    # The storyline's fifth mission is its finale.
    rounds = store.rounds(cid)
    assert [r.mission_id for r in rounds] == ["escalating_skirmish", "raid", "doomsday_device",
                                              "last_stand"]
    assert store.replay_check(cid).ok
