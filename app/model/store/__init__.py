"""The campaign store: several campaigns in one SQLite file, every action in the history.

See ``docs/store-api.md``. Every mutating method is one short ``BEGIN IMMEDIATE`` transaction
holding the action's history record and its effects; campaign rules are never re-implemented
here: each step calls the rules engine (``app.rules.campaign``) and writes what it returned.
"""

from __future__ import annotations

from pathlib import Path

from app.model.errors import StoreError
from app.model.store.base import DiceInput, database_exists, resolve_team_list
from app.model.store.drafts import DraftStore
from app.model.store.replay import Divergence, ReplayReport
from app.model.store.results import (
    CampaignInfo,
    CampaignSummary,
    Changes,
    FormerModel,
    GameSummary,
    HistoryEntry,
    InjuryStep,
    PlayerSummary,
    RoundInfo,
    Standing,
    StepResult,
)


class Store(DraftStore):
    """One open campaign database. Use :meth:`open`; close it (or use ``with``)."""

    # -- files ------------------------------------------------------------------------------
    def export_campaign(self, campaign_id: int, folder: Path, name: str | None = None) -> Path:
        """Write the campaign as ``<name>.forcesheet.json`` in ``folder`` (atomic, safe
        name); see ``app.model.exchange``."""
        from app.model import exchange

        return exchange.export_campaign(self, campaign_id, folder, name)

    def import_campaign(self, data: bytes | str | Path, file: str | None = None) -> int:
        """Import a campaign file as a new campaign; raises only ``StoreImportError``."""
        from app.model import exchange

        return exchange.import_campaign(self, data, file)

    def export_force(self, player_id: int, folder: Path) -> Path:
        """Write the player's Force as a roster file in ``folder``."""
        from app.model import exchange

        return exchange.export_force(self, player_id, folder)

    def import_force(self, player_id: int, data: bytes | str, file: str = "<roster>") -> Changes:
        """Replace the player's Force with a roster file's (undoable)."""
        from app.model import exchange

        return exchange.import_force(self, player_id, data, file)


__all__ = [
    "CampaignInfo",
    "CampaignSummary",
    "Changes",
    "DiceInput",
    "Divergence",
    "FormerModel",
    "GameSummary",
    "HistoryEntry",
    "InjuryStep",
    "PlayerSummary",
    "ReplayReport",
    "RoundInfo",
    "Standing",
    "StepResult",
    "Store",
    "StoreError",
    "database_exists",
    "resolve_team_list",
]
