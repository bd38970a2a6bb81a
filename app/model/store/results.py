"""What the store's calls return: ``Changes``, ``StepResult`` and the read-side summaries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from app.model.journal import Touched
from app.rules.campaign.state import CampaignSettings

if TYPE_CHECKING:  # the step modules, the validator and the Team List load on first use
    from app.rules.campaign.step3_injuries import (
        InjuryApplication,
        InjuryOutcome,
    )
    from app.rules.violations import Violation


T = TypeVar("T")

# -- results ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Changes:
    """What an operation changed, so views refresh only that (Anki's ``OpChanges``)."""

    campaigns: frozenset[int] = frozenset()  # campaigns whose own row or content changed
    players: frozenset[int] = frozenset()
    games: frozenset[int] = frozenset()
    history: frozenset[int] = frozenset()  # campaigns whose history changed
    campaign_list: bool = False  # names, archived flags, counts of the campaign list

    def __bool__(self) -> bool:
        return bool(self.campaigns or self.players or self.games or self.history
                    or self.campaign_list)

    def merge(self, other: Changes) -> Changes:
        return Changes(
            self.campaigns | other.campaigns,
            self.players | other.players,
            self.games | other.games,
            self.history | other.history,
            self.campaign_list or other.campaign_list,
        )


def _changes(campaign_id: int, touched: Touched, *, history: bool = True) -> Changes:
    return Changes(
        campaigns=frozenset({campaign_id}),
        players=frozenset(touched.players),
        games=frozenset(touched.games),
        history=frozenset({campaign_id}) if history else frozenset(),
        campaign_list=bool(touched.tables & {"campaigns", "players", "games"}),
    )


@dataclass(frozen=True)
class StepResult(Generic[T]):
    """A campaign step: the rules engine's ``outcome``, its ``violations`` (nothing was
    written when there is an error, or when ``preview``), the ``changes`` and the new
    ``history_id``; ``id`` is the new game's id for :meth:`Store.record_game`."""

    outcome: T
    violations: tuple[Violation, ...] = ()
    changes: Changes = field(default_factory=Changes)
    history_id: int | None = None
    id: int | None = None

    @property
    def ok(self) -> bool:
        return not any(v.severity == "error" for v in self.violations)


@dataclass(frozen=True)
class CampaignSummary:
    """One row of the campaign list."""

    id: int
    name: str
    notes: str
    archived: bool
    players: int
    games: int
    last_played: str | None  # ISO-8601 UTC
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class CampaignInfo:
    """A campaign: its name, notes, settings and state."""

    id: int
    name: str
    notes: str
    settings: CampaignSettings
    archived: bool
    created_at: str
    updated_at: str
    closed_at: str | None = None  # the group ended the campaign (``close_campaign``)
    #: the final standings as closed: (rank, player id, Renown, wins, RP)
    standings: tuple[tuple[int, int, int, int, int], ...] = ()


@dataclass(frozen=True)
class PlayerSummary:
    """One row of the players table: a player, their Force's list, Base and record."""

    id: int
    campaign_id: int
    name: str
    force_name: str
    team_list_id: str
    team_list_name: str
    team_list_version: str
    rp: int
    renown: int
    base_level: int
    team_limit: int
    upgrades: tuple[str, ...]
    games: int
    wins: int
    draws: int
    losses: int
    models: int
    points: int
    dissolutions: int
    force_games: int  # games played by the current Force (0: still the starting Force)


@dataclass(frozen=True)
class Standing:
    """One row of the standings: a player's rank and record."""

    rank: int
    player_id: int
    name: str
    force_name: str
    games: int
    wins: int
    draws: int
    losses: int
    renown: int
    rp: int


@dataclass(frozen=True)
class GameSummary:
    """A game played: its mission, sides and result."""

    id: int
    campaign_id: int
    number: int
    mission_id: str
    played_at: str
    players: tuple[int, ...]
    winner_id: int | None
    injuries_done: tuple[int, ...]  # players whose step 3 is applied
    rewards_done: bool
    round_no: int | None = None  # the round it was played in (None: before rounds)


@dataclass(frozen=True)
class RoundInfo:
    """One round of a campaign (``Store.rounds``): who played whom, the byes, the finale, its
    mission (``None``: each pair rolled) and who finished step 5."""

    number: int
    pairings: tuple[tuple[int, int], ...]
    byes: tuple[int, ...]
    finale: bool
    mission_id: str | None
    spent: tuple[int, ...]
    created_at: str


@dataclass(frozen=True)
class HistoryEntry:
    """One action of a campaign's history, as recorded."""

    id: int
    campaign_id: int
    seq: int
    when: str  # ISO-8601 UTC
    player_id: int | None
    kind: str
    inputs: Mapping[str, Any]
    summary: Mapping[str, Any]
    is_action: bool  # False for undo / redo / campaign creation records
    undone: bool
    target_id: int | None
    #: The token its client gave the record (retries and offline syncs find it by it).
    token: str | None = None


@dataclass(frozen=True)
class FormerModel:
    """A model no longer in the Force: ``status`` dead, lost, removed or dissolved."""

    uid: str
    entry: str
    name: str
    status: str
    game_id: int | None
    force_no: int
    honours: tuple[str, ...]


@dataclass(frozen=True)
class InjuryStep:
    """The injury step of a game: the rolls and what they did to the Force."""

    rolls: InjuryOutcome
    application: InjuryApplication


def _entry(r: Any) -> HistoryEntry:
    return HistoryEntry(r.id, r.campaign_id, r.seq, r.created_at, r.player_id, r.kind,
                        r.inputs, r.summary, bool(r.is_action), bool(r.undone), r.target_id,
                        getattr(r, "token", None))

