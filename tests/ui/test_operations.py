"""app.ui.operations: every UI mutation runs through Operations — store errors shown in words,
``Changes`` announced once per action (whatever shape the store gives them in), Undo / Redo
labels refreshed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.model import Changes, Store, StoreDiskFullError, StoreError
from app.ui import errors
from app.ui.campaigns.actions import ShellActions
from app.ui.operations import Operations, campaign_added, kind_name
from tests.model.store_helpers import marines, orks

ANN_TEAM = ["sgt", "apo", "t0", "t1", "t2", "t3", "t4", "t5", "t6"]


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, title, text, _d: seen.append((title, text)))
    return seen


@pytest.fixture
def ops(qtbot: QtBot, tmp_path: Path) -> Iterator[Operations]:
    window = QWidget()
    qtbot.addWidget(window)
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        yield Operations(store, window)


class Recorder:
    def __init__(self, ops: Operations) -> None:
        self.changes: list[Changes] = []
        self.undo: list[int] = []
        self.failed: list[StoreError] = []
        ops.changed.connect(self.changes.append)
        ops.undo_changed.connect(self.undo.append)
        ops.failed.connect(self.failed.append)


def test_each_shape_of_changes_is_announced_once(ops: Operations) -> None:
    store = ops.store
    seen = Recorder(ops)
    # an id: the caller names what it changed
    cid = ops.run(lambda: store.create_campaign("C"), changes=campaign_added)
    assert cid is not None
    assert seen.changes == [campaign_added(cid)] and seen.undo == [cid]
    pid = ops.run(lambda: store.add_player(cid, "Ann", "space_marines", force=marines()))
    assert pid is not None and len(seen.changes) == 1  # an id alone names nothing
    # Changes
    renamed = ops.run(lambda: store.rename_campaign(cid, "Renamed"))
    assert renamed is not None and seen.changes[-1] is renamed and len(seen.changes) == 2
    # a StepResult carrying them; a refused one changed nothing and announces nothing
    refused = ops.run(lambda: store.save_team(pid, ["sgt", "t1"]))
    assert refused is not None and not refused.ok and len(seen.changes) == 2
    saved = ops.run(lambda: store.save_team(pid, ANN_TEAM))
    assert saved is not None and saved.ok
    assert seen.changes[-1] is saved.changes and len(seen.changes) == 3
    assert pid in saved.changes.players
    assert seen.undo == [cid, cid, cid] and seen.failed == []


def test_a_store_error_is_shown_in_words_and_changes_nothing(
        ops: Operations, told: list[tuple[str, str]]) -> None:
    seen = Recorder(ops)

    def full() -> Changes:
        raise StoreDiskFullError("no space left")

    assert ops.run(full) is None
    assert told == [("Disk full", "The disk is full: nothing was saved. Free some space and "
                                  "try again.")]
    assert seen.changes == [] and seen.undo == []
    assert [e.code for e in seen.failed] == ["store.disk_full"]


def test_a_refused_commit_of_a_stale_plan_is_shown_in_words(
        qtbot: QtBot, ops: Operations, told: list[tuple[str, str]]) -> None:
    from app.ui.steps import flow

    store = ops.store
    cid = store.create_campaign("C")
    ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    d = flow.build_team_dialog(None, store, ann)
    qtbot.addWidget(d)
    for key in ANN_TEAM:
        d.pick(key)
    d.accept()
    plan = d.result_value()
    assert plan is not None, d.problems.messages
    # Meanwhile the Force changes: the plan the player saw is no longer the player's state.
    force = store.force(ann)
    renamed = force.with_models(replace(m, name="Castor the Bold") if m.uid == "sgt" else m
                                for m in force.models)
    store.edit_force(ann, "rename_model", {"uid": "sgt"}, renamed)
    seen = Recorder(ops)
    assert ops.run(lambda: flow.apply_team(store, ann, plan)) is None
    assert [e.params.get("reason") for e in seen.failed] == ["stale_plan"]
    error = seen.failed[0]
    assert told == [(errors.title_for(error), errors.error_text(error))]
    assert "stale" not in told[0][1]  # words, not the code
    assert seen.changes == [] and store.pending_team(ann) is None


def test_undo_and_redo_labels_follow_the_operations(qtbot: QtBot, ops: Operations) -> None:
    store = ops.store
    window = ops.window
    assert window is not None
    acts = ShellActions(window)
    cid = store.create_campaign("C")
    acts.follow_undo(ops, lambda: cid)
    assert acts.undo.text() == "&Undo" and not acts.undo.isEnabled()
    ops.run(lambda: store.rename_campaign(cid, "Renamed"))
    renamed = kind_name("campaign_renamed")
    assert acts.undo.text() == f"&Undo: {renamed}" and acts.undo.isEnabled()
    assert not acts.redo.isEnabled()
    seen = Recorder(ops)
    assert ops.undo(cid) is not None
    assert len(seen.changes) == 1 and seen.undo == [cid]
    assert acts.redo.text() == f"&Redo: {renamed}" and acts.redo.isEnabled()
    assert acts.undo.text() == "&Undo" and not acts.undo.isEnabled()
    assert ops.redo(cid) is not None
    assert acts.undo.text() == f"&Undo: {renamed}" and not acts.redo.isEnabled()
    assert ops.undo_texts(cid) == (renamed, None)
    # another campaign's history does not touch the labels of the one shown
    other = store.create_campaign("Other")
    ops.run(lambda: store.archive_campaign(other))
    assert acts.undo.text() == f"&Undo: {renamed}"


def test_a_step_from_the_main_window_is_one_announced_action(
        qtbot: QtBot, shell_store: Store, shell_window: object) -> None:
    """Build a Team from the campaign view: one commit, one announcement, Undo names it."""
    from app.ui.steps.team import BuildTeamDialog

    store = shell_store
    cid = store.create_campaign("C")
    store.add_player(cid, "Ann", "space_marines", force=marines())
    ben = store.add_player(cid, "Ben", "orks", force=orks())
    w = shell_window(store)  # type: ignore[operator]
    w.open_campaign(cid)
    seen = Recorder(w.session)

    def pick(dialog: QWidget) -> bool:
        assert isinstance(dialog, BuildTeamDialog)
        for key in ("boss", "gun"):
            dialog.pick(key)
        dialog.accept()
        return dialog.result_value() is not None

    w.commands.run_dialog = pick
    result = w.commands.start_step(cid, "build_team", ben)
    assert result is not None and result.ok
    assert [c.players for c in seen.changes] == [frozenset({ben})]
    assert store.pending_team(ben).models == ("boss", "gun", "gun~crew1", "gun~crew2")
    assert w.acts.undo.text() == f"&Undo: {kind_name('team')}"
