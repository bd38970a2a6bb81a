"""Campaign rounds: every player goes through the five steps, then the next round starts.

Seed 000, La Séquence d'une Campagne: *"Une Campagne suit une série d'étapes que chaque joueur
au sein de la Campagne doit remplir avant de passer à la prochaine"* and *"Une fois que l'étape
5 a été complétée par tous les joueurs, retournez à l'étape 1 et recommencez la séquence."* A
round pairs the players (a player left over has a *bye*: no game, but step 5 still: he spends
the RP he has), fixes the mission of a fixed or storyline campaign (*"tous les joueurs jouent la
même mission à la fois"*), and may be the campaign's finale (*"une dernière bataille où tout le
monde peut utiliser toute sa Force"*).

Pure functions of plain values:

* :func:`plan_round` — the next round (pairings, byes, the finale, its mission) and why it
  cannot start;
* :func:`round_progress` — each player's state in each step of a round (done, next, to do,
  bye) from what the store recorded, and :meth:`RoundProgress.refusal` — why a step is not open
  for a player now (the store refuses it, the campaign view does not offer it);
* :func:`default_roles` — the attacker and defender a storyline gives a mission;
* :func:`plan_close` — the campaign's end with its final standings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from app.rules.campaign.codes import campaign_violation, has_errors
from app.rules.campaign.state import CampaignSettings
from app.rules.violations import Violation

if TYPE_CHECKING:  # the step modules load on first use (the campaign view shows rounds)
    from app.rules.campaign.step2_game import MissionChoice, Role

__all__ = [
    "STEPS",
    "ClosePlan",
    "FinalStanding",
    "GameFacts",
    "PlayerProgress",
    "Round",
    "RoundFacts",
    "RoundPlan",
    "RoundProgress",
    "StepId",
    "StepStatus",
    "auto_pairings",
    "between_rounds",
    "closed_campaign",
    "default_roles",
    "plan_close",
    "plan_round",
    "round_mission",
    "round_progress",
]

StepId = Literal["build_team", "play_game", "injuries", "rp_renown", "spend_rp"]
#: The five steps of a round, in order (RULES.md 3).
STEPS: tuple[StepId, ...] = ("build_team", "play_game", "injuries", "rp_renown", "spend_rp")
#: ``done``: finished; ``next``: open for the player now; ``todo``: not open yet; ``bye``: the
#: player has no game this round (steps 1-4).
StepStatus = Literal["done", "next", "todo", "bye"]

FINALE = "finale"  # the special mission of the finale (rules.json ``special_missions``)


@dataclass(frozen=True)
class Round:
    """One round of a campaign: who plays whom (player ids as text), the byes, whether it is
    the finale, and its mission when the campaign fixes one (``None``: each pair rolls)."""

    number: int
    pairings: tuple[tuple[str, str], ...]
    byes: tuple[str, ...] = ()
    finale: bool = False
    mission: MissionChoice | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return (*(p for pair in self.pairings for p in pair), *self.byes)

    def pair_of(self, player_id: str) -> int | None:
        """The index of the player's pairing (``None``: a bye, or not in the round)."""
        for index, pair in enumerate(self.pairings):
            if player_id in pair:
                return index
        return None

    def opponent(self, player_id: str) -> str | None:
        index = self.pair_of(player_id)
        if index is None:
            return None
        a, b = self.pairings[index]
        return b if a == player_id else a


@dataclass(frozen=True)
class GameFacts:
    """What the store recorded of one pairing's game: its id, whose injuries are applied and
    whether its RP and Renown are."""

    game_id: int
    injuries_done: frozenset[str] = frozenset()
    rewards_done: bool = False


@dataclass(frozen=True)
class RoundFacts:
    """What happened in a round so far: the players with a Team saved in it, the game of each
    pairing (by its index), and the players who finished step 5."""

    teams: frozenset[str] = frozenset()
    games: Mapping[int, GameFacts] = field(default_factory=dict)
    spent: frozenset[str] = frozenset()


@dataclass(frozen=True)
class PlayerProgress:
    """Where a player is in the steps of a round: their opponent and each step's status."""

    player_id: str
    opponent: str | None
    steps: tuple[StepStatus, ...]  # one per step of STEPS

    def status(self, step: StepId) -> StepStatus:
        return self.steps[STEPS.index(step)]

    @property
    def next_step(self) -> StepId | None:
        """The step the player can take now (``None``: waiting for the others, or done)."""
        for step, status in zip(STEPS, self.steps, strict=True):
            if status == "next":
                return step
        return None

    @property
    def done(self) -> bool:
        return all(s in ("done", "bye") for s in self.steps)


@dataclass(frozen=True)
class RoundProgress:
    """Each player's state in each step of ``round``."""

    round: Round
    players: tuple[PlayerProgress, ...]
    order: str

    @property
    def complete(self) -> bool:
        """Every player finished step 5: the next round may start."""
        return all(p.done for p in self.players)

    def player(self, player_id: str) -> PlayerProgress | None:
        return next((p for p in self.players if p.player_id == player_id), None)

    @property
    def current_step(self) -> StepId | None:
        """The first step someone still has to take (``None``: the round is complete)."""
        for index, step in enumerate(STEPS):
            if any(p.steps[index] in ("next", "todo") for p in self.players):
                return step
        return None

    def refusal(self, player_id: str, step: StepId) -> Violation | None:
        """Why ``player_id`` cannot take ``step`` now (``None``: he can). Building the Team
        again is open until the player's game is recorded."""
        progress = self.player(player_id)
        number = self.round.number
        if progress is None:
            return campaign_violation("round.not_in_round", {"round": number,
                                                              "player": player_id})
        status = progress.status(step)
        if status == "bye":
            return campaign_violation("round.bye", {"round": number, "player": player_id,
                                                    "step": step})
        if status == "next":
            return None
        if step == "build_team" and progress.status("play_game") != "done":
            return None
        if status == "done" and step == "spend_rp":
            return None  # more purchases in the same step 5 (RP converted only once)
        if status == "done":
            return campaign_violation("round.step_done", {"round": number,
                                                          "player": player_id, "step": step})
        return campaign_violation("round.step_not_open", {
            "round": number, "player": player_id, "step": step,
            "current": progress.next_step or self.current_step or ""})


    def game_refusal(self, player_a: str, player_b: str) -> Violation | None:
        """Why these two cannot record their game now: step 2 not open for one of them, or
        they are not paired in this round (*"qui joue contre qui"* is the round's)."""
        for player in (player_a, player_b):
            refused = self.refusal(player, "play_game")
            if refused is not None:
                return refused
        if self.round.opponent(player_a) != player_b:
            return campaign_violation("round.not_paired", {"round": self.round.number,
                                                           "player": player_a})
        return None


def between_rounds(next_number: int) -> Violation:
    """A step asked for between two rounds of a campaign that plays rounds: the next round's
    pairings come first."""
    return campaign_violation("round.not_started", {"round": next_number})


def _done(facts: RoundFacts, rnd: Round, player: str) -> list[bool]:
    """Which of the five steps ``player`` finished (a bye: steps 1-4 count as finished)."""
    index = rnd.pair_of(player)
    if index is None:
        return [True, True, True, True, player in facts.spent]
    game = facts.games.get(index)
    return [
        player in facts.teams or game is not None,
        game is not None,
        game is not None and player in game.injuries_done,
        game is not None and game.rewards_done,
        player in facts.spent,
    ]


def round_progress(rnd: Round, facts: RoundFacts, order: str = "together") -> RoundProgress:
    """Each player's state per step. ``order`` (campaign setting ``step_order``):
    ``together`` — a step opens once every player of the round finished the steps before it
    (seed 000: *"chaque joueur … doit remplir avant de passer à la prochaine"*); ``per_game`` —
    each pair goes through steps 1-4 as soon as its game allows (step 4 *"dès qu'une partie se
    termine"*), step 5 once the player's own game is through."""
    done = {p: _done(facts, rnd, p) for p in rnd.players}
    # together: the first step not finished by everyone is the one open
    open_upto = next((i for i in range(len(STEPS)) if not all(d[i] for d in done.values())),
                     len(STEPS))
    out: list[PlayerProgress] = []
    for player in rnd.players:
        mine = done[player]
        bye = rnd.pair_of(player) is None
        opponent = rnd.opponent(player)
        theirs = done[opponent] if opponent is not None else [True] * len(STEPS)
        statuses: list[StepStatus] = []
        for i in range(len(STEPS)):
            if bye and i < 4:
                statuses.append("bye")
                continue
            if mine[i]:
                statuses.append("done")
                continue
            if order == "per_game":
                ready = all(mine[:i]) and (
                    i not in (1, 3) or all(theirs[:i]))  # a game and its rewards: both sides
            else:
                ready = i <= open_upto
            statuses.append("next" if ready else "todo")
        out.append(PlayerProgress(player, opponent, tuple(statuses)))
    return RoundProgress(rnd, tuple(out), order)


# -- starting a round ------------------------------------------------------------------------


def round_mission(settings: CampaignSettings, number: int, finale: bool
                  ) -> tuple[MissionChoice | None, bool]:
    """The mission of round ``number`` (1-based) and whether it is the finale: a fixed list
    advances per round, not per game (seed 000: *"tous les joueurs jouent la même mission à
    la fois"*); a storyline's special last mission makes its round the finale; the finale
    plays the special mission ``finale`` (seed 000, *"Mission 5 : Fin! (Mission Spéciale)"*);
    a random campaign rolls per pair (``None``)."""
    from app.rules.campaign.data import load_rules  # (start-up shows rounds without it)
    from app.rules.campaign.step2_game import MissionChoice

    mode = settings.mission_mode
    missions = settings.missions
    index = number - 1
    special = load_rules().special_missions
    if mode == "storyline" and not finale and 0 <= index < len(missions) and (
            missions[index] in special):
        finale = True
    if finale:
        at = next((i for i, m in enumerate(missions) if m == FINALE), None)
        return MissionChoice(mode, FINALE, index=at if mode == "storyline" else None), True
    if mode == "random":
        return None, False
    if not 0 <= index < len(missions):
        return None, False
    return MissionChoice(mode, missions[index], index=index), False


@dataclass(frozen=True)
class RoundPlan:
    """The next round as planned, and why it cannot start (``violations``)."""

    round: Round
    violations: tuple[Violation, ...]

    @property
    def ok(self) -> bool:
        return not has_errors(self.violations)


def auto_pairings(players: Sequence[str]) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """Players paired in order (1 v 2, 3 v 4, …); an odd one out has a bye."""
    pairs = tuple((players[i], players[i + 1]) for i in range(0, len(players) - 1, 2))
    byes = (players[-1],) if len(players) % 2 else ()
    return pairs, byes


def plan_round(settings: CampaignSettings, players: Sequence[str], previous: Sequence[Round],
               pairings: Sequence[tuple[str, str]], byes: Sequence[str] = (), *,
               finale: bool = False, previous_complete: bool = True,
               closed: bool = False) -> RoundPlan:
    """Plan round ``len(previous) + 1`` of the campaign's ``players``: ``pairings`` play,
    ``byes`` sit out (and still spend RP in step 5)."""
    found: list[Violation] = []
    number = len(previous) + 1
    if closed:
        found.append(campaign_violation("round.campaign_closed", {"round": number}))
    if previous and not previous_complete:
        found.append(campaign_violation("round.previous_not_finished",
                                        {"round": previous[-1].number}))
    if previous and previous[-1].finale:
        found.append(campaign_violation("round.after_finale", {"round": previous[-1].number}))
    known = set(players)
    named = [p for pair in pairings for p in pair] + list(byes)
    for player, count in Counter(named).items():
        if player not in known:
            found.append(campaign_violation("round.unknown_player", {"player": player}))
        elif count > 1:
            found.append(campaign_violation("round.player_twice", {"player": player,
                                                                   "count": count}))
    for player in players:
        if player not in named:
            found.append(campaign_violation("round.player_missing", {"player": player}))
    if not pairings:
        found.append(campaign_violation("round.no_game", {"round": number}))
    mission, finale = round_mission(settings, number, finale)
    if mission is None and settings.mission_mode != "random":
        found.append(campaign_violation("round.no_mission", {
            "round": number, "missions": len(settings.missions)}))
    made = Round(number, tuple((a, b) for a, b in pairings), tuple(byes), finale, mission)
    return RoundPlan(made, tuple(found))


# -- storyline roles ---------------------------------------------------------------------------


def default_roles(settings: CampaignSettings, mission_id: str, pair: tuple[str, str],
                  previous: Mapping[str, str | None]) -> dict[str, Role] | None:
    """The roles a storyline gives a mission with an attacker and a defender, from each
    player's result in his previous game (``previous``: ``win`` / ``loss`` / ``draw`` /
    ``None``). Seed 000, the example storyline's Last Stand: *"Celui qui gagne la dernière
    mission est le Défenseur dans celle-ci"* (``previous_winner_defends``). ``None`` when the
    campaign is no storyline, the mission has no rule, or the previous results do not tell
    (both or neither won): the players choose."""
    if settings.mission_mode != "storyline":
        return None
    rule = dict(settings.storyline_roles).get(mission_id)
    from app.rules.campaign.data import load_rules

    mission = load_rules().missions.get(mission_id)
    if rule is None or mission is None or not mission.roles:
        return None
    a, b = pair
    winners = [p for p in pair if previous.get(p) == "win"]
    if len(winners) != 1:
        return None
    winner = winners[0]
    other = b if winner == a else a
    if rule == "previous_winner_defends":
        return {winner: "defender", other: "attacker"}
    if rule == "previous_winner_attacks":
        return {winner: "attacker", other: "defender"}
    return None


# -- the end of the campaign ----------------------------------------------------------------------


@dataclass(frozen=True)
class FinalStanding:
    """A player's place in the final standings of a closed campaign."""

    rank: int
    player_id: str
    renown: int
    wins: int
    rp: int


@dataclass(frozen=True)
class ClosePlan:
    """The end of the campaign: its final standings (Renown, then wins, then RP — the order of
    the campaign's standings), and why it cannot close now."""

    standings: tuple[FinalStanding, ...]
    violations: tuple[Violation, ...]

    @property
    def ok(self) -> bool:
        return not has_errors(self.violations)


def closed_campaign() -> Violation:
    """Any step or round asked for after the campaign was closed."""
    return campaign_violation("campaign.already_closed")


def plan_close(results: Sequence[tuple[str, int, int, int]], *, round_complete: bool,
               round_number: int | None, closed: bool) -> ClosePlan:
    """Close the campaign (seed 000: *"C'est à vous de décider quand mettre fin à votre
    Campagne"*) once its current round is complete. ``results``: (player id, Renown, wins, RP)
    in the campaign's order of players."""
    found: list[Violation] = []
    if closed:
        found.append(closed_campaign())
    if not round_complete:
        found.append(campaign_violation("campaign.round_in_progress",
                                        {"round": round_number or 0}))
    ordered = sorted(enumerate(results), key=lambda p: (-p[1][1], -p[1][2], -p[1][3], p[0]))
    standings = tuple(FinalStanding(rank, pid, renown, wins, rp)
                      for rank, (_, (pid, renown, wins, rp)) in enumerate(ordered, start=1))
    return ClosePlan(standings, tuple(found))
