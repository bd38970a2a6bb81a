"""Builders for Force editor tests."""

from __future__ import annotations

from functools import cache

from pytestqt.qtbot import QtBot

from app.rules.campaign.state import PlayerState
from app.rules.force import Force
from app.rules.library import builtin_teamlists
from app.rules.teamlist import TeamList
from app.ui.force_editor import ForceEditor, MemoryForceDocument


@cache
def team_list(name: str) -> TeamList:
    return builtin_teamlists()[name]


def make_editor(
    qtbot: QtBot,
    name: str = "space_marines",
    force: Force | None = None,
    *,
    starting: bool = True,
    state: PlayerState | None = None,
) -> tuple[ForceEditor, MemoryForceDocument]:
    tl = team_list(name)
    doc = MemoryForceDocument(tl, force or Force(name, starting=starting), player_state=state)
    editor = ForceEditor(doc)
    qtbot.addWidget(editor)
    editor.resize(1300, 700)
    editor.show()
    return editor, doc


def uids(doc: MemoryForceDocument) -> list[str]:
    return [m.uid for m in doc.force.models]
