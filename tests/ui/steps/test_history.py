"""The history timeline: words for each kind of action, dice, undone actions struck out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.ui.steps.history import HistoryModel, HistoryView


@dataclass(frozen=True)
class E:
    id: int
    kind: str
    inputs: dict[str, Any] = field(default_factory=dict)
    summary: dict[str, Any] = field(default_factory=dict)
    player_id: int | None = None
    undone: bool = False
    target_id: int | None = None
    when: str = "2026-11-29T14:49:39.004814+00:00"


ENTRIES = [
    E(1, "campaign_created", {"name": "Vigil"}),
    E(2, "team", {"models": ["sgt"]}, {"models": 8, "points": 168, "limit": 200}, player_id=1),
    E(3, "game", {"mission": {"mode": "random", "id": "raid", "roll": 6}, "winner": "1"},
      {"game": 1, "number": 1, "mission": "raid", "winner": 1, "players": [1, 2]}),
    E(4, "injuries", {"game": 1, "dice": [1, 5, 2]},
      {"rolls": [{"uid": "apo", "result": "maimed", "stat": "A"},
                 {"uid": "t3", "result": "dead", "stat": None}]}, player_id=1),
    E(5, "rewards", {"game": 1, "dice": [5]},
      {"players": {"1": {"rp_before": 0, "rp_after": 25, "renown_before": 0, "renown_after": 2},
                   "2": {"rp_before": 3, "rp_after": 13, "renown_before": 1,
                         "renown_after": 2}}}),
    E(6, "spend", {"purchases": []}, {"rp_spent": 10, "lines": [
        ["base_level", "forward_base", 0, 5, []], ["honour", "cat_like_agility", 0, 5, ["t4"]]]},
      player_id=1, undone=True),
    E(7, "undo", target_id=6),
]
PLAYERS = {1: "Alice", 2: "Bob"}
MODELS = {"apo": "Apothecary", "t3": "Tactical Marine 4"}


def test_model_passes_the_model_tester(qtmodeltester: Any) -> None:
    model = HistoryModel()
    model.set_entries(ENTRIES, PLAYERS, MODELS)
    qtmodeltester.check(model)
    model.set_entries([], {}, {})
    qtmodeltester.check(model)


def test_each_action_in_words_with_its_dice(qtbot: QtBot) -> None:
    view = HistoryView()
    qtbot.addWidget(view)
    view.set_entries(ENTRIES, PLAYERS, MODELS)
    model = view.model
    texts = [model.row_texts(r) for r in range(model.rowCount())]
    assert texts[0][2] == "Campaign created: Vigil"
    assert texts[1][1:] == ("Alice", "Team built: 8 models, 168 / 200 pts", "")
    assert texts[2][2] == "Game recorded: game 1: Raid, Alice wins"
    assert texts[2][3] == "6"
    assert texts[3][2] == "Injuries: Apothecary: Maimed (−1 Attacks); Tactical Marine 4: Dead!"
    assert texts[3][3] == "1, 5, 2"
    assert texts[4][2] == ("RP and Renown: Alice +25 RP, Renown 0 → 2; "
                           "Bob +10 RP, Renown 1 → 2")
    assert texts[5][2] == "RP spent: 10 RP: Forward Base, Cat-like Agility"
    assert texts[6][2] == "Undo: RP spent"
    undone = model.index(5, 2)
    assert model.data(undone, Qt.ItemDataRole.FontRole).strikeOut()
    assert model.data(model.index(4, 2), Qt.ItemDataRole.FontRole) is None
    assert model.headerData(2, Qt.Orientation.Horizontal) == "What"


def test_language_switch_retranslates(qtbot: QtBot, switch_language: Any) -> None:
    view = HistoryView()
    qtbot.addWidget(view)
    view.set_entries(ENTRIES, PLAYERS, MODELS)
    with qtbot.waitSignal(view.model.dataChanged):
        switch_language()
    assert view.model.headerData(0, Qt.Orientation.Horizontal) == "«When»"
    assert view.model.row_texts(0)[2] == "««Campaign created»: Vigil»"


def test_every_history_kind_the_store_writes_has_a_name(tmp_path: object) -> None:
    """Play the demo, then every other kind of action; each history entry has a display name."""
    from pathlib import Path

    from app.model import Store
    from app.model.demo import create_demo_campaign
    from app.rules.campaign import CampaignSettings
    from app.ui.steps.history import KIND_NAMES

    folder = Path(str(tmp_path))
    with Store.open(folder / "kinds.sqlite", daily_backup=False) as store:
        cid = create_demo_campaign(store)
        pid = store.players(cid)[0].id
        store.rename_campaign(cid, "Renamed")
        store.set_campaign_notes(cid, "notes")
        store.archive_campaign(cid, True)
        store.archive_campaign(cid, False)
        store.update_settings(cid, CampaignSettings(knocked_out=True))
        store.rename_player(pid, "Ann")
        store.import_force(pid, store.export_force(pid, folder).read_bytes())
        store.dissolve_force(pid)
        store.undo(cid)
        store.redo(cid)
        other = store.import_campaign(store.export_campaign(cid, folder))
        kinds = {e.kind for c in (cid, other) for e in store.history(c)}
    assert {"spend", "injuries", "undo", "redo", "campaign_imported", "force_imported",
            "force_dissolved", "campaign_settings"} <= kinds
    assert kinds <= set(KIND_NAMES), kinds - set(KIND_NAMES)


def test_force_edits_and_group_rolls_read_in_words(qtbot: object, tmp_path: object) -> None:
    from pathlib import Path

    from app.model import Store
    from app.rules.force_edit import add_model
    from app.ui.steps.history import HistoryView

    with Store.open(Path(str(tmp_path)) / "words.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("Words")
        pid = store.add_player(cid, "Ann", "space_marines")
        force = add_model(store.team_list(pid), store.force(pid), "tactical_marine").force
        store.edit_force(pid, "add_model", {"entry": "tactical_marine"}, force)
        view = HistoryView()
        qtbot.addWidget(view)  # type: ignore[attr-defined]
        view.load(store, cid)
        texts = [view.model.row_texts(r)[2] for r in range(view.model.rowCount())]
    assert any(t.endswith("Add Tactical Marine") for t in texts), texts
    assert not any("add_model" in t for t in texts)


def test_the_group_rolls_of_a_spend_are_its_dice(qtbot: QtBot) -> None:
    """Step 5 records its Group rolls in its request (``[group id, die or null]``): the dice
    column shows the dice rolled, not the Groups that needed none."""
    spend = E(8, "spend", {"request": {"group_rolls": [["tac1", 5], ["vets", None], ["dev", 2]],
                                       "purchases": []}},
              {"rp_spent": 0, "lines": []}, player_id=1)
    nothing = E(9, "spend", {"request": {"group_rolls": [], "purchases": []}},
                {"rp_spent": 0, "lines": []}, player_id=1)
    view = HistoryView()
    qtbot.addWidget(view)
    view.set_entries([*ENTRIES, spend, nothing], PLAYERS, MODELS)
    texts = [view.model.row_texts(r) for r in range(view.model.rowCount())]
    assert texts[7][3] == "5, 2"
    assert texts[8][3] == ""
    assert texts[5][3] == ""  # an older record without a request


def test_a_stored_spend_shows_its_group_roll(qtbot: QtBot, tmp_path: object) -> None:
    from pathlib import Path

    from app.model import Store
    from app.model.demo import create_demo_campaign

    with Store.open(Path(str(tmp_path)) / "rolls.sqlite", daily_backup=False) as store:
        cid = create_demo_campaign(store)
        roll = next(h for h in store.history(cid) if h.kind == "group_roll")
        store.undo(cid)  # the recruit
        store.undo(cid)  # the Group roll taken alone: step 5 rolls it in its plan now
        result = store.spend(roll.player_id, group_rolls=[(roll.inputs["group"], 5)])
        assert result.ok, result.violations
        view = HistoryView()
        qtbot.addWidget(view)
        view.load(store, cid)
        last = view.model.row_texts(view.model.rowCount() - 1)
    assert last[2].startswith("RP spent") and last[3] == "5"
