"""A campaign's story in numbers, game by game: what the Progress window draws.

For each player: RP, Renown, Base level and Force points before the first game and after each
game (once its five steps are done, i.e. right before the next game was recorded; after the
last game: now); for each game: who played, who won (or a draw) and how many models each side
lost (its casualties). Everything is read through the store's public API, in a few statements
whatever the campaign's length: the games, their casualties, the history and
:meth:`~app.model.store.Store.standings_before` (each player's numbers right before each game
was recorded, read from the store's journal of row changes: nothing is replayed).

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
    casualties = store.game_casualties(campaign_id)  # (one statement, not a record per game)
    results = [GameResult(g.number, g.mission_id, tuple(g.players), g.winner_id,
                          casualties.get(g.id, {}))
               for g in games]
    current = store.players(campaign_id)
    # the state right before each game was recorded is the state after the one before it:
    # read from the journal (the store's row changes), not replayed
    found = _game_entries(history)
    entries = [found.get(g.number) for g in games]
    before = iter(store.standings_before(campaign_id,
                                         [e.id for e in entries if e is not None]))
    # e.g. a game of an imported campaign: its past is not replayable
    moments: list[Mapping[int, Standing]] = [
        {} if e is None else {pid: Standing(n.rp, n.renown, n.base_level, n.points)
                              for pid, n in next(before).items()}
        for e in entries]
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


def _game_entries(history: Sequence[HistoryEntry]) -> dict[int, HistoryEntry]:
    """The history record (in effect) that recorded each game, by the game's number (the
    last one, when two did), in one pass over the history (one per game was games²)."""
    found: dict[int, HistoryEntry] = {}
    for entry in history:
        if entry.kind == "game" and entry.is_action and not entry.undone:
            number = entry.summary.get("number")
            if isinstance(number, int):
                found[number] = entry
    return found


def _game_entry(history: Sequence[HistoryEntry], number: int) -> HistoryEntry | None:
    """The history record (in effect) that recorded game ``number``."""
    return _game_entries(history).get(number)
