"""Persistence: the campaign store (SQLite through SQLAlchemy), its history, backups and
import / export. No widgets. See ``docs/store-api.md``.

The names below load on first use (PEP 562): ``import app.model.errors`` or
``from app.model import StoreError`` does not import SQLAlchemy or the store, so the app can
lock and check its database while the rest of it is still being imported.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.model.db import BackupInfo, find_backups, integrity_check, restore_backup
    from app.model.errors import (
        StoreDamagedError,
        StoreDiskFullError,
        StoreError,
        StoreHistoryError,
        StoreImportError,
        StoreLockedError,
        StoreNewerVersionError,
        StoreNotFoundError,
        StoreReadOnlyError,
        StoreRuleError,
    )
    from app.model.store import (
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
        Store,
        resolve_team_list,
    )

_WHERE = {
    **dict.fromkeys(("BackupInfo", "find_backups", "integrity_check", "restore_backup"), "db"),
    **dict.fromkeys((
        "StoreDamagedError", "StoreDiskFullError", "StoreError", "StoreHistoryError",
        "StoreImportError", "StoreLockedError", "StoreNewerVersionError", "StoreNotFoundError",
        "StoreReadOnlyError", "StoreRuleError"), "errors"),
    **dict.fromkeys((
        "CampaignInfo", "CampaignSummary", "Changes", "FormerModel", "GameSummary",
        "HistoryEntry", "InjuryStep", "PlayerSummary", "RoundInfo", "Standing", "StepResult",
        "Store", "resolve_team_list"), "store"),
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'app.model' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"app.model.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])


__all__ = [
    "BackupInfo",
    "CampaignInfo",
    "CampaignSummary",
    "Changes",
    "FormerModel",
    "GameSummary",
    "HistoryEntry",
    "InjuryStep",
    "PlayerSummary",
    "RoundInfo",
    "Standing",
    "StepResult",
    "Store",
    "StoreDamagedError",
    "StoreDiskFullError",
    "StoreError",
    "StoreHistoryError",
    "StoreImportError",
    "StoreLockedError",
    "StoreNewerVersionError",
    "StoreNotFoundError",
    "StoreReadOnlyError",
    "StoreRuleError",
    "find_backups",
    "integrity_check",
    "resolve_team_list",
    "restore_backup",
]
