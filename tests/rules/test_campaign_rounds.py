"""Rounds, the finale, storyline roles and the end of a campaign as pure plans (issue 17,
points 1-3: app.rules.campaign.rounds).

Seed 000, La Séquence d'une Campagne: *"Une Campagne suit une série d'étapes que chaque joueur
au sein de la Campagne doit remplir avant de passer à la prochaine"*, *"Une fois que l'étape 5 a
été complétée par tous les joueurs, retournez à l'étape 1 et recommencez la séquence"*, and
*"il est généralement agréable d'avoir une dernière bataille où tout le monde peut utiliser toute
sa Force pour un combat final"*. Jouez une partie, Non Aléatoire: *"tous les joueurs jouent la
même mission à la fois … lister l'ordre dans lequel les missions sont jouées avant le début de
la Campagne"*; Aléatoire: *"chaque paire d'opposants doit lancez sur la Table de Mission"*. The
example storyline: *"Mission 4 : Dernier Carré : Celui qui gagne la dernière mission est le
Défenseur dans celle-ci"* and *"Mission 5 : Fin! (Mission Spéciale)"*.
"""

from __future__ import annotations

from app.rules.campaign import CampaignSettings
from app.rules.campaign.data import load_rules
from app.rules.campaign.rounds import (
    GameFacts,
    Round,
    RoundFacts,
    auto_pairings,
    default_roles,
    plan_close,
    plan_round,
    round_mission,
    round_progress,
)

PLAYERS = ("1", "2", "3", "4", "5")
ROUND = Round(1, (("1", "2"), ("3", "4")), ("5",))
FIXED = CampaignSettings(mission_mode="fixed", missions=("take_and_hold", "possession"))
STORY = CampaignSettings(mission_mode="storyline", missions=load_rules().storyline_example)


def _codes(plan) -> list[str]:  # type: ignore[no-untyped-def]
    return [v.code for v in plan.violations]


def test_five_players_two_games_and_a_bye() -> None:
    # An odd player out has a bye: no game, but step 5 ("Dépensez les PR") like everyone.
    pairs, byes = auto_pairings(PLAYERS)
    assert pairs == (("1", "2"), ("3", "4")) and byes == ("5",)
    progress = round_progress(ROUND, RoundFacts())
    assert [p.steps for p in progress.players] == [
        ("next", "todo", "todo", "todo", "todo")] * 4 + [("bye", "bye", "bye", "bye", "todo")]
    assert progress.current_step == "build_team" and not progress.complete


def test_together_each_step_waits_for_every_player() -> None:
    # "chaque joueur … doit remplir avant de passer à la prochaine": the first pair's game
    # does not open the injuries while the second pair has not played.
    facts = RoundFacts(teams=frozenset({"1", "2", "3", "4"}), games={0: GameFacts(7)})
    progress = round_progress(ROUND, facts)
    assert progress.player("1").steps == ("done", "done", "todo", "todo", "todo")  # type: ignore[union-attr]
    assert progress.player("3").next_step == "play_game"  # type: ignore[union-attr]
    refused = progress.refusal("1", "injuries")
    assert refused is not None and refused.code == "round.step_not_open"
    assert progress.refusal("5", "build_team").code == "round.bye"  # type: ignore[union-attr]
    assert progress.refusal("9", "build_team").code == "round.not_in_round"  # type: ignore[union-attr]
    # The Team can be built again until its game is recorded.
    assert progress.refusal("3", "build_team") is None
    assert progress.refusal("1", "build_team") is not None


def test_per_game_a_pair_goes_on_at_its_own_pace() -> None:
    # Setting step_order "per_game": seed 000, step 4 "Cela se fait dès qu'une partie se
    # termine afin que les joueurs puissent confirmer les calculs de l'autre".
    facts = RoundFacts(teams=frozenset({"1", "2"}), games={0: GameFacts(7, frozenset({"1"}))})
    progress = round_progress(ROUND, facts, "per_game")
    assert progress.player("1").steps == ("done", "done", "done", "todo", "todo")  # type: ignore[union-attr]
    assert progress.player("2").next_step == "injuries"  # type: ignore[union-attr]
    assert progress.player("5").next_step == "spend_rp"  # type: ignore[union-attr]


def test_a_round_is_complete_when_every_player_spent() -> None:
    games = {0: GameFacts(7, frozenset({"1", "2"}), True), 1: GameFacts(8, frozenset({"3", "4"}),
                                                                      True)}
    almost = round_progress(ROUND, RoundFacts(frozenset(PLAYERS[:4]), games,
                                              frozenset(PLAYERS[:4])))
    assert almost.player("5").next_step == "spend_rp" and not almost.complete  # type: ignore[union-attr]
    done = round_progress(ROUND, RoundFacts(frozenset(PLAYERS[:4]), games, frozenset(PLAYERS)))
    assert done.complete and done.current_step is None


def test_planning_a_round() -> None:
    ok = plan_round(FIXED, PLAYERS, (), (("1", "2"), ("3", "4")), ("5",))
    assert ok.ok and ok.round.number == 1
    assert ok.round.mission is not None and ok.round.mission.mission_id == "take_and_hold"
    assert "round.player_missing" in _codes(plan_round(FIXED, PLAYERS, (), (("1", "2"),
                                                                            ("3", "4"))))
    assert "round.player_twice" in _codes(plan_round(FIXED, PLAYERS, (), (("1", "2"),
                                                                          ("2", "3")), ("4", "5")))
    assert "round.unknown_player" in _codes(plan_round(FIXED, PLAYERS[:2], (), (("1", "9"),)))
    assert "round.no_game" in _codes(plan_round(FIXED, ("1",), (), (), ("1",)))
    assert "round.previous_not_finished" in _codes(plan_round(
        FIXED, PLAYERS[:2], (ROUND,), (("1", "2"),), previous_complete=False))
    # A fixed list of two missions has none for round 3.
    two = (Round(1, (("1", "2"),)), Round(2, (("1", "2"),)))
    assert "round.no_mission" in _codes(plan_round(FIXED, PLAYERS[:2], two, (("1", "2"),)))
    assert "round.campaign_closed" in _codes(plan_round(FIXED, PLAYERS[:2], (), (("1", "2"),),
                                                        closed=True))


def test_fixed_missions_advance_per_round() -> None:
    # "tous les joueurs jouent la même mission à la fois": round 2 plays the second mission,
    # whatever the number of games of round 1.
    assert round_mission(FIXED, 1, False)[0].mission_id == "take_and_hold"  # type: ignore[union-attr]
    assert round_mission(FIXED, 2, False)[0].mission_id == "possession"  # type: ignore[union-attr]
    # "chaque paire d'opposants doit lancez sur la Table de Mission": random rolls per pair.
    assert round_mission(CampaignSettings(), 1, False) == (None, False)


def test_the_finale_is_a_round_of_the_special_mission() -> None:
    # The storyline's fifth mission, "Fin! (Mission Spéciale)", makes round 5 the finale; the
    # group may also mark any round as its finale; after it, no round starts.
    mission, finale = round_mission(STORY, 5, False)
    assert finale and mission is not None and mission.mission_id == "finale"
    mission, finale = round_mission(FIXED, 2, True)
    assert finale and mission is not None and mission.mission_id == "finale"
    last = Round(2, (("1", "2"),), finale=True)
    assert "round.after_finale" in _codes(plan_round(FIXED, PLAYERS[:2], (ROUND, last),
                                                     (("1", "2"),)))


def test_the_last_winner_defends_the_last_stand() -> None:
    # "Celui qui gagne la dernière mission est le Défenseur dans celle-ci."
    assert default_roles(STORY, "last_stand", ("1", "2"), {"1": "loss", "2": "win"}) == {
        "2": "defender", "1": "attacker"}
    # No winner to tell (a draw, or both won their previous games): the players choose.
    assert default_roles(STORY, "last_stand", ("1", "2"), {"1": "draw", "2": "draw"}) is None
    assert default_roles(STORY, "last_stand", ("1", "2"), {"1": "win", "2": "win"}) is None
    # Missions without a rule, and campaigns that are no storyline, have no default.
    assert default_roles(STORY, "raid", ("1", "2"), {"1": "win", "2": "loss"}) is None
    assert default_roles(FIXED, "last_stand", ("1", "2"), {"1": "win", "2": "loss"}) is None
    # The campaign setting may give another rule.
    other = CampaignSettings(mission_mode="storyline", missions=STORY.missions,
                             storyline_roles=(("raid", "previous_winner_attacks"),))
    assert default_roles(other, "raid", ("1", "2"), {"1": "win", "2": "loss"}) == {
        "1": "attacker", "2": "defender"}


def test_closing_gives_the_final_standings() -> None:
    # "C'est à vous de décider quand mettre fin à votre Campagne": once the round is over,
    # ranked by Renown, then wins, then RP (the campaign's standings).
    results = [("1", 4, 2, 10), ("2", 6, 1, 3), ("3", 4, 2, 12)]
    plan = plan_close(results, round_complete=True, round_number=3, closed=False)
    assert plan.ok and [(s.rank, s.player_id) for s in plan.standings] == [
        (1, "2"), (2, "3"), (3, "1")]
    busy = plan_close(results, round_complete=False, round_number=3, closed=False)
    assert [v.code for v in busy.violations] == ["campaign.round_in_progress"]


def test_doomsday_device_enemies_near_the_marker_is_a_setting() -> None:
    # Seed 004, Устройство судного дня: "Игрок, нашедший УСС, получает 2 РП; если при этом
    # рядом с маркером присутствуют вражеские модели, оба игрока получают 1 РП." — "also"
    # (the default, as RULES.md reads it): the finder 2 + 1, the other 1; "instead": 1 each.
    from app.rules.campaign import GameRecord, MissionChoice, PlayerGame, PlayerState
    from app.rules.campaign.step4_rewards import compute_rewards
    from app.rules.dice import ScriptedDice

    game = GameRecord(MissionChoice("random", "doomsday_device", roll=2), (
        PlayerGame("1", ("a",), facts={"device_found": 1, "device_found_near_enemy": 1}),
        PlayerGame("2", ("b",))), "1")
    states = {"1": PlayerState("1"), "2": PlayerState("2")}

    def mission_rp(setting: str) -> dict[str, int]:
        rewards = compute_rewards(game, states, ScriptedDice([4]),
                                  CampaignSettings(doomsday_near_enemy=setting))  # type: ignore[arg-type]
        return {pid: sum(ln.rp for ln in r.lines if ln.kind == "mission")
                for pid, r in rewards.items()}

    assert mission_rp("also") == {"1": 3, "2": 1}
    assert mission_rp("instead") == {"1": 1, "2": 1}
