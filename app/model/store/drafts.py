"""Drafts of the step dialogs: what a player typed in a dialog not yet confirmed, kept with the
campaign so that a closed dialog, a crash or a closed laptop loses nothing.

A draft is one JSON object per campaign, step and player, in the file's key/value table
(``store_info``, key ``draft/<campaign>/<step>/<player>``). It is no campaign action: it is not
in the history, undo ignores it, and a replay neither needs nor rebuilds it. The dialog that
wrote it reads it back on the next opening and clears it when its plan is committed.

On a club's server a draft belongs to the laptop, not to the club: it is kept in a file of
the data folder (``drafts/<server>.json``), never on the server (where a player's login may
not write ``store_info``, and another laptop must not see it).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlalchemy import delete

from app.model.store.base import INFO
from app.model.store.replay import ReplayStore
from app.model.store.results import Changes

__all__ = ["DraftStore", "draft_key"]

_PREFIX = "draft/"


def draft_key(campaign_id: int, step: str, player_id: int) -> str:
    """The ``store_info`` key of a draft."""
    return f"{_PREFIX}{campaign_id}/{step}/{player_id}"


def _local_file(url: str) -> Any:
    import hashlib

    from app.paths import data_dir

    return data_dir() / "drafts" / (hashlib.sha256(url.encode()).hexdigest()[:16] + ".json")


def _local_read(url: str) -> dict[str, str]:
    try:
        data = json.loads(_local_file(url).read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)} if isinstance(data, dict) \
        else {}


def _local_write(url: str, drafts: Mapping[str, str]) -> None:
    import os

    path = _local_file(url)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(dict(drafts), ensure_ascii=False), "utf-8")
    os.replace(tmp, path)


class DraftStore(ReplayStore):
    """Save, read and clear the drafts of the step dialogs."""

    def save_draft(self, campaign_id: int, step: str, player_id: int,
                   data: Mapping[str, Any]) -> None:
        """Keep ``data`` (JSON-able) as the draft of ``step`` for ``player_id``."""
        text = json.dumps(data, sort_keys=True, ensure_ascii=False)
        key = draft_key(campaign_id, step, player_id)
        if self.server:
            drafts = _local_read(str(self.url))
            drafts[key] = text
            _local_write(str(self.url), drafts)
            return
        with self._write() as conn:
            self._set_info(conn, key, text)

    def draft(self, campaign_id: int, step: str, player_id: int) -> dict[str, Any] | None:
        """The draft kept for ``step`` and ``player_id`` (``None``: none, or unreadable)."""
        key = draft_key(campaign_id, step, player_id)
        if self.server:
            text: str | None = _local_read(str(self.url)).get(key)
        else:
            with self._read() as conn:
                text = self._info(conn, key)
        if text is None:
            return None
        try:
            data = json.loads(text)
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def clear_draft(self, campaign_id: int, step: str, player_id: int) -> None:
        """Forget the draft (the step was committed, or the player discarded it)."""
        key = draft_key(campaign_id, step, player_id)
        if self.server:
            drafts = _local_read(str(self.url))
            if drafts.pop(key, None) is not None:
                _local_write(str(self.url), drafts)
            return
        with self._read() as conn:
            if self._info(conn, key) is None:
                return  # nothing to write (a read-only file stays untouched)
        with self._write() as conn:
            conn.execute(delete(INFO).where(INFO.c.key == key))

    def delete_campaign(self, campaign_id: int) -> Changes:
        changes = super().delete_campaign(campaign_id)
        if self.server:
            prefix = f"{_PREFIX}{campaign_id}/"
            drafts = _local_read(str(self.url))
            _local_write(str(self.url), {k: v for k, v in drafts.items()
                                         if not k.startswith(prefix)})
            return changes
        with self._write() as conn:  # a later campaign may get the same id
            conn.execute(delete(INFO).where(INFO.c.key.startswith(f"{_PREFIX}{campaign_id}/")))
        return changes
