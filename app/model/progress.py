"""A campaign's story in numbers, game by game: what the Progress window draws.

For each player: RP, Renown, Base level and Force points before the first game and after each
game (once its five steps are done, i.e. right before the next game was recorded; after the
last game: now); for each game: who played, who won (or a draw) and how many models each side
lost (its casualties). Everything is read through the store's public API: the games, their
records, the history and :meth:`~app.model.store.Store.read_before` (the campaign as it was
right before each game was recorded, from one replay of the history).

The series are computed here, not in the widget, and kept per campaign and history length so
reopening the window on an unchanged campaign replays nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from app.model.store import Store
    from app.model.store.results import HistoryEntry, PlayerSummary

__all__ = ["METRICS", "CampaignProgress", "GameResult", "Metric", "PlayerProgress",
           "Standing", "campaign_progress"]

Metric = Literal["rp", "renown", "base_level", "points"]
#: The numbers drawn for each player, in the order the window shows them.
METRICS: tuple[Metric, ...] = ("rp", "renown", "base_level", "points")


@dataclass(frozen=True)
class Standing:
    """A player's numbers at one moment of the campaign."""

    rp: int
    renown: int
    base_level: int
    points: int

    def value(self, metric: Metric) -> int:
        return int(getattr(self, metric))


@dataclass(frozen=True)
class GameResult:
    """One game: its number, mission, the players, the winner (``None``: a draw) and the
    casualties of each player (models taken out of action)."""

    number: int
    mission_id: str
    players: tuple[int, ...]
    winner_id: int | None
    casualties: Mapping[int, int]

    def outcome(self, player_id: int) -> Literal["win", "draw", "loss"] | None:
        """How the game went for ``player_id`` (``None``: not one of its players)."""
        if player_id not in self.players:
            return None
        if self.winner_id is None:
            return "draw"
        return "win" if self.winner_id == player_id else "loss"


@dataclass(frozen=True)
class PlayerProgress:
    """A player's series: ``standings[0]`` before the first game, ``standings[n]`` after game
    ``n`` (``None`` where the player had not joined yet)."""

    player_id: int
    name: str
    standings: tuple[Standing | None, ...]
    wins: int
    draws: int
    losses: int
    casualties: int  # over every game played

    def series(self, metric: Metric) -> tuple[int | None, ...]:
        return tuple(None if s is None else s.value(metric) for s in self.standings)


@dataclass(frozen=True)
class CampaignProgress:
    campaign_id: int
    games: tuple[GameResult, ...]
    players: tuple[PlayerProgress, ...]

    @property
    def decided(self) -> int:
        """Games with a winner."""
        return sum(1 for g in self.games if g.winner_id is not None)

    @property
    def drawn(self) -> int:
        return sum(1 for g in self.games if g.winner_id is None)

    @property
    def casualties(self) -> int:
        """Models taken out of action over the whole campaign."""
        return sum(sum(g.casualties.values()) for g in self.games)

    def player(self, player_id: int) -> PlayerProgress:
        for p in self.players:
            if p.player_id == player_id:
                return p
        raise KeyError(player_id)


_CACHE: dict[tuple[int, str, int, int, str], CampaignProgress] = {}


def campaign_progress(store: Store, campaign_id: int) -> CampaignProgress:
    """The progress of ``campaign_id`` as the store holds it now."""
    history = store.history(campaign_id)
    last = history[-1] if history else None
    key = (id(store), str(store.path), campaign_id, last.seq if last else 0,
           last.when if last else "")
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    games = store.games(campaign_id)
    results = []
    for g in games:
        record = store.game_record(g.id)
        casualties = {int(side.player_id): len(side.casualties) for side in record.players}
        results.append(GameResult(g.number, g.mission_id, tuple(g.players), g.winner_id,
                                  casualties))
    current = store.players(campaign_id)
    # the state right before each game was recorded is the state after the one before it:
    # read from one replay of the history (not one replay per game: that grows as games²)
    entries = [_game_entry(history, g.number) for g in games]
    replayed = iter(store.read_before(
        campaign_id, [e.id for e in entries if e is not None],
        lambda snapshot: _standings(snapshot.players(campaign_id))))
    # e.g. a game of an imported campaign: its past is not replayable
    moments: list[Mapping[int, Standing]] = [
        {} if e is None else next(replayed) for e in entries]
    moments.append(_standings(current))
    players = []
    for p in current:
        played = [r for r in results if p.id in r.players]
        players.append(PlayerProgress(
            p.id, p.name, tuple(m.get(p.id) for m in moments),
            wins=sum(1 for r in played if r.outcome(p.id) == "win"),
            draws=sum(1 for r in played if r.outcome(p.id) == "draw"),
            losses=sum(1 for r in played if r.outcome(p.id) == "loss"),
            casualties=sum(r.casualties.get(p.id, 0) for r in played)))
    progress = CampaignProgress(campaign_id, tuple(results), tuple(players))
    if len(_CACHE) >= 16:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[key] = progress
    return progress


def _standings(players: Sequence[PlayerSummary]) -> dict[int, Standing]:
    return {p.id: Standing(p.rp, p.renown, p.base_level, p.points) for p in players}


def _game_entry(history: Sequence[HistoryEntry], number: int) -> HistoryEntry | None:
    """The history record (in effect) that recorded game ``number``."""
    found = None
    for entry in history:
        if (entry.kind == "game" and entry.is_action and not entry.undone
                and entry.summary.get("number") == number):
            found = entry
    return found
