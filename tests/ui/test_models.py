"""The shell's table models: checked with qtmodeltester, fed from the store's summary rows."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.model import Store
from app.ui.campaigns.models import CampaignListModel, PlayersModel, StandingsModel
from app.ui.campaigns.table_model import ID_ROLE, SORT_ROLE


def test_models_pass_the_model_tester(qtmodeltester: object, shell_demo_store: Store) -> None:
    store = shell_demo_store
    cid = store.campaigns()[0].id
    campaigns = CampaignListModel()
    campaigns.set_rows(store.campaigns())
    players = PlayersModel()
    players.set_rows(store.players(cid))
    standings = StandingsModel()
    standings.set_rows(store.standings(cid))
    for model in (campaigns, players, standings):
        qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert players.rowCount() == 3 and players.columnCount() == 9
    alice = players.index(0, 0)
    assert alice.data() == "Alice"
    assert alice.data(ID_ROLE) == store.players(cid)[0].id
    assert players.index(0, 3).data() == "Forward Base"  # Base level 2, in words
    assert players.index(0, 5).data(SORT_ROLE) == store.players(cid)[0].rp
    assert players.headerData(5, Qt.Orientation.Horizontal) == "RP"
    assert standings.index(0, 0).data() == "1"
    assert "won" in players.index(0, 7).data(Qt.ItemDataRole.ToolTipRole)


def test_same_rows_signal_only_what_changed(qtbot: QtBot, shell_demo_store: Store) -> None:
    store = shell_demo_store
    cid = store.campaigns()[0].id
    model = PlayersModel()
    rows = store.players(cid)
    model.set_rows(rows)
    changed = [replace(rows[0], rp=rows[0].rp + 1), *rows[1:]]
    with qtbot.assert_not_emitted(model.modelReset), \
            qtbot.wait_signal(model.dataChanged) as blocker:
        model.set_rows(changed)
    assert blocker.args[0].row() == 0 and blocker.args[1].row() == 0
    with qtbot.wait_signal(model.modelReset):
        model.set_rows(rows[1:])
    assert model.rowCount() == 2


def test_archived_campaigns_are_marked(shell_demo_store: Store) -> None:
    store = shell_demo_store
    cid = store.campaigns()[0].id
    store.archive_campaign(cid)
    model = CampaignListModel()
    model.set_rows(store.campaigns())
    index = model.index(0, 0)
    assert index.data().endswith("(archived)")
    assert index.data(Qt.ItemDataRole.FontRole).italic()
