"""Export Force / Import Force with BattleScribe rosters (.rosz/.ros) from the main window (real
store and catalogue library; file choosers and message boxes replaced)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.model import Changes, Store
from app.model.catalogues import CatalogueLibrary
from app.rules import force_edit as fe
from app.rules.bsdata.ros import ROSTER_NAMESPACE, parse_roster
from app.rules.force import Force
from app.ui import errors
from app.ui.main_window import MainWindow
from tests.conftest import FIXTURES

MakeWindow = Callable[[Store], MainWindow]
MINI = FIXTURES / "bsdata"


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _p, _t, text, *a, **k: texts.append(text))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    return texts


@pytest.fixture
def store_errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    monkeypatch.setattr(errors, "TELL", lambda _p, _t, text, _d: texts.append(text))
    return texts


def _mini_player(store: Store, window: MainWindow) -> tuple[int, int]:
    lib = CatalogueLibrary()
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    tl = lib.load("bs_mini_marines")
    sarge = next(e for e in tl.entries if e.name == "Sergeant")
    trooper = next(e for e in tl.entries if e.name == "Trooper")
    force = fe.add_model(tl, Force(tl.id, name="Strike"), sarge.id, name="Cato").force
    force = fe.add_model(tl, force, trooper.id, name="Ajax").force
    cid = window.current_campaign_id()
    assert cid is not None
    pid = store.add_player(cid, "Dee", tl.id, "Strike", team_list=tl, force=force)
    window.operations.notify(Changes(campaigns=frozenset({cid}), players=frozenset({pid}),
                                     history=frozenset({cid})))
    assert window.campaign_view.select_player(pid)
    return cid, pid


def test_export_and_import_a_rosz(shell_demo_store: Store, shell_window: MakeWindow,
                                  tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                  told: list[str], store_errors: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid, pid = _mini_player(store, w)
    force = store.force(pid)
    offered: list[str] = []

    def save(_parent: object, _title: str, _name: str, kinds: str) -> tuple[str, str]:
        offered.append(kinds)
        return str(tmp_path / "mine.roster.json"), kinds.split(";;")[1]  # BattleScribe's

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    w.acts.export_force.trigger()
    assert "*.rosz" in offered[0] and "*.roster.json" in offered[0]
    assert store_errors == [], store_errors
    (written,) = tmp_path.glob("*.rosz")
    assert written.name == "Strike.rosz" and str(written) in told[-1]
    assert "New Recruit" in told[-1]
    roster = parse_roster(written.read_bytes(), written.name)
    assert [s.custom_name for s in roster.forces[0].selections] == ["Cato", "Ajax"]

    # Back over the same player (confirmed): the same Force; undoable.
    opened: list[str] = []

    def open_file(_parent: object, _title: str, _folder: str, kinds: str) -> tuple[str, str]:
        opened.append(kinds)
        return str(written), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_file)
    w.acts.import_force.trigger()
    assert "*.rosz" in opened[0] and "*.json" in opened[0]
    assert store.force(pid).models == force.models and store_errors == []
    assert store.check_invariants(cid) == []

    # Without a selected player: a new player with that Force.
    w.campaign_view.players.clearSelection()
    count = len(store.players(cid))
    w.acts.import_force.trigger()
    players = store.players(cid)
    assert len(players) == count + 1 and players[-1].team_list_id == "bs_mini_marines"
    assert [m.name for m in store.force(players[-1].id).models] == ["Cato", "Ajax"]


def test_what_cannot_be_placed_is_shown_and_bad_rosters_are_refused(
        shell_demo_store: Store, shell_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, told: list[str], store_errors: list[str]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    _, pid = _mini_player(store, w)
    odd = tmp_path / "odd.ros"
    odd.write_bytes(
        f'<roster name="R" xmlns="{ROSTER_NAMESPACE}"><forces><force name="F" entryId="fe" '
        'catalogueName="Mini Marines"><selections>'
        '<selection name="Sergeant" entryId="link-sergeant::sergeant" number="1"/>'
        '<selection name="Land Raider" entryId="lr" number="1"/>'
        '</selections></force></forces></roster>'.encode())
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(odd), ""))
    w.acts.import_force.trigger()
    assert store_errors == []
    assert "could not be placed" in told[-1] and "Land Raider" in told[-1]
    assert len(store.force(pid).models) == 1
    before = store.force(pid)
    odd.write_bytes(b"<roster")
    w.acts.import_force.trigger()
    assert len(store_errors) == 1 and "odd.ros" in store_errors[0]
    assert "not well-formed XML" in store_errors[0]
    assert store.force(pid) == before
