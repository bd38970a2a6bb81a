"""Drafts of the step dialogs kept with the campaign (issue 20, point 2): per campaign, step and
player, JSON, outside the history (undo and replay ignore them), gone with their campaign."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.model import Store

pytestmark = pytest.mark.backends  # on a server the drafts stay on the laptop


def test_drafts_are_kept_per_campaign_step_and_player(tmp_path: Path) -> None:
    with Store.open(tmp_path / "c.db", daily_backup=False) as store:
        cid = store.create_campaign("Vigil")
        other = store.create_campaign("Other")
        pid = store.add_player(cid, "Alice", "space_marines")
        history = len(store.history(cid))
        assert store.draft(cid, "play_game", pid) is None
        store.save_draft(cid, "play_game", pid, {"mission_die": 3, "reason": "Ça va"})
        store.save_draft(cid, "injuries", pid, {"game": 1})
        store.save_draft(other, "play_game", pid, {"mission_die": 5})
        assert store.draft(cid, "play_game", pid) == {"mission_die": 3, "reason": "Ça va"}
        store.save_draft(cid, "play_game", pid, {"mission_die": 4})  # replaced
        assert store.draft(cid, "play_game", pid) == {"mission_die": 4}
        assert len(store.history(cid)) == history  # no campaign action
        assert store.replay_check(cid).ok
        store.clear_draft(cid, "play_game", pid)
        assert store.draft(cid, "play_game", pid) is None
        assert store.draft(cid, "injuries", pid) == {"game": 1}
        store.delete_campaign(cid)
        assert store.draft(cid, "injuries", pid) is None  # gone with its campaign
        assert store.draft(other, "play_game", pid) == {"mission_die": 5}
    with Store.open(tmp_path / "c.db", daily_backup=False) as again:  # kept in the file
        assert again.draft(other, "play_game", pid) == {"mission_die": 5}


@pytest.mark.sqlite_only
def test_on_a_server_drafts_stay_on_the_laptop(pg_url: str) -> None:
    from sqlalchemy import func, select

    from app.model.store.base import INFO

    with Store.open(pg_url) as store:
        cid = store.create_campaign("Club")
        pid = store.add_player(cid, "Ann", "space_marines")
        store.save_draft(cid, "play_game", pid, {"mission_die": 4})
        with store._read() as conn:
            assert conn.execute(select(func.count()).select_from(INFO).where(
                INFO.c.key.startswith("draft/"))).scalar() == 0
    with Store.open(pg_url) as again:  # the same laptop reopens: the draft is there
        assert again.draft(cid, "play_game", pid) == {"mission_die": 4}
        again.clear_draft(cid, "play_game", pid)
        assert again.draft(cid, "play_game", pid) is None
