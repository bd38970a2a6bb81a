"""The Team Lists shipped with the app (``resources/teamlists/*.yaml``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from app.rules.format.loader import load_teamlist
from app.rules.teamlist import TeamList

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
TEAMLIST_DIR = RESOURCES / "teamlists"


def builtin_files() -> list[Path]:
    return sorted(TEAMLIST_DIR.glob("*.yaml"))


@cache
def builtin_teamlists() -> dict[str, TeamList]:
    """Every shipped Team List by id (loaded once)."""
    out: dict[str, TeamList] = {}
    for f in builtin_files():
        tl = load_teamlist(f)
        out[tl.id] = tl
    return out


def find_teamlist(teamlist_id: str) -> TeamList | None:
    return builtin_teamlists().get(teamlist_id)
