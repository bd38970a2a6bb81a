"""Hostile roster and campaign files from the main window (issue 14, points 4 and 5): the
player reads why in words, nothing changes, undo goes on working; never a raw exception."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.model import Changes, Store
from app.model.exchange import export_campaign_bytes, roster_bytes
from app.ui import errors
from app.ui.main_window import MainWindow

MakeWindow = Callable[[Store], MainWindow]


@pytest.fixture
def store_errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The store errors shown in words."""
    texts: list[str] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, _t, text, _d: texts.append(text))
    return texts


def open_from(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


def yes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)


def test_a_new_player_from_a_roster_with_a_duplicate_uid_is_refused_in_words(
        shell_demo_store: Store, shell_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, store_errors: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None
    chloe = store.players(cid)[2]
    doc = json.loads(roster_bytes(store, chloe.id))
    twin = doc["models"][0]["uid"]
    doc["models"][1]["uid"] = twin
    path = tmp_path / "twins.roster.json"
    path.write_text(json.dumps(doc), "utf-8")
    store.rename_campaign(cid, "Renamed first")
    w.operations.notify(Changes(campaigns=frozenset({cid}), history=frozenset({cid})))
    history = store.history(cid)
    count = len(store.players(cid))
    w.campaign_view.players.clearSelection()
    open_from(monkeypatch, path)
    w.acts.import_force.trigger()  # without a selected player: "new player from roster"
    assert len(store_errors) == 1, store_errors
    assert "twins.roster.json" in store_errors[0] and twin in store_errors[0]
    assert "Nothing was imported" in store_errors[0]
    assert len(store.players(cid)) == count and store.history(cid) == history
    w.acts.undo.trigger()  # the action before: undone as ever
    assert store.campaign(cid).name != "Renamed first"
    assert store.check_invariants(cid) == []


def test_a_roster_bringing_back_a_dead_model_is_refused_in_words(
        shell_demo_store: Store, shell_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, store_errors: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None
    alice = store.players(cid)[0]
    dead = next(f for f in store.former_models(alice.id) if f.status == "dead")
    doc = json.loads(roster_bytes(store, alice.id))
    doc["models"].append({"uid": dead.uid, "entry": dead.entry, "options": []})
    path = tmp_path / "lazarus.roster.json"
    path.write_text(json.dumps(doc), "utf-8")
    history = store.history(cid)
    force = store.force(alice.id)
    assert w.campaign_view.select_player(alice.id)
    open_from(monkeypatch, path)
    yes(monkeypatch)
    w.acts.import_force.trigger()
    assert len(store_errors) == 1, store_errors
    assert dead.uid in store_errors[0] and "left the Force" in store_errors[0]
    assert store.history(cid) == history and store.force(alice.id) == force
    assert dead in store.former_models(alice.id)
    # and the same roster as a new player is refused too (two models, one uid)
    doc["models"].append(dict(doc["models"][0]))
    path.write_text(json.dumps(doc), "utf-8")
    w.campaign_view.players.clearSelection()
    w.acts.import_force.trigger()
    assert len(store_errors) == 2 and "lazarus.roster.json" in store_errors[1]


@pytest.mark.parametrize("change", [
    lambda d: d["players"][0].update(rp=10**30),
    lambda d: d["players"][0].update(name="\ud800"),
    lambda d: d["game_players"].append(dict(d["game_players"][0], id=9999)),
    lambda d: d["players"][0].update(rp=d["players"][0]["rp"] + 1),
])
def test_a_hostile_campaign_file_is_explained_and_changes_nothing(
        shell_demo_store: Store, shell_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, store_errors: list[str],
        change: Callable[[dict[str, object]], None]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None
    doc = json.loads(export_campaign_bytes(store, cid))
    change(doc)
    # a file name that is not UTF-8 either (Linux keeps its bytes as lone surrogates)
    path = Path(os.fsdecode(os.fsencode(tmp_path) + b"/hostile\xff.forcesheet.json"))
    path.write_text(json.dumps(doc), "utf-8")
    before = [c.name for c in store.campaigns()]
    open_from(monkeypatch, path)
    w.acts.import_campaign.trigger()
    assert len(store_errors) == 1, store_errors
    assert "hostile" in store_errors[0] and "Nothing was imported" in store_errors[0]
    assert [c.name for c in store.campaigns()] == before
