"""Shared fixtures. Tests never touch the user's real data folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures"
SHARED = ROOT.parent / "shared"
BSDATA = SHARED / "bsdata-hor7"


@pytest.fixture(autouse=True)
def _collector_left_on() -> object:
    """No test leaves Python's garbage collector off (the app pauses it while it starts: a
    start that never resumed it failed the tests after it, far from the cause)."""
    import gc

    yield
    if not gc.isenabled():
        gc.enable()
        pytest.fail("the garbage collector was left disabled")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("FORCESHEET_DATA_DIR", str(home / "forcesheet-data"))
    monkeypatch.delenv("FORCESHEET_DB", raising=False)
