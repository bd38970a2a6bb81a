"""A re-imported catalogue never changes a Force; the player moves it to the new revision,
as one undoable action, after seeing what that changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.model import Store
from app.model.catalogues import CatalogueLibrary, revision_changes
from app.model.errors import StoreRuleError
from app.rules.bsdata.defaults import default_selections
from app.rules.force import Force, ForceModel
from app.rules.library import find_teamlist
from tests.conftest import FIXTURES
from tests.model.store_helpers import check, undo_redo_roundtrip

pytestmark = pytest.mark.backends

MINI = FIXTURES / "bsdata"


def test_a_force_stays_on_its_revision_until_moved(tmp_path: Path) -> None:
    lib = CatalogueLibrary()
    lib.import_files([MINI / "mini.gst", MINI / "mini.cat"])
    old = lib.load("bs_mini_marines", "1")
    trooper = old.entries[1]
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("Revisions")
        force = Force(old.id, (ForceModel("t", trooper.id, options=default_selections(trooper)),))
        pid = store.add_player(cid, "Ann", old.id, revision="1", force=force)
        assert store.model_points(pid) == {"t": 11}

        lib.import_files([MINI / "mini_r2.cat"])  # the newer revision arrives
        assert store.team_list(pid).version == "1"  # the Force keeps its copy
        new = lib.load("bs_mini_marines", "2")
        changes = revision_changes(store.team_list(pid), new, store.force(pid))
        assert [(c.kind, c.params) for c in changes if c.model == "t"] == [
            ("points_changed", {"before": 11, "after": 12})]

        store.move_team_list(pid, new)
        assert store.team_list(pid).version == "2"
        assert store.model_points(pid) == {"t": 12}  # points follow the new revision
        assert store.history(cid)[-1].kind == "team_list_moved"
        check(store, cid)
        undo_redo_roundtrip(store, cid)
        store.undo(cid)
        assert store.team_list(pid).version == "1" and store.model_points(pid) == {"t": 11}


def test_moving_to_another_team_list_is_refused(tmp_path: Path) -> None:
    with Store.open(tmp_path / "c.sqlite", daily_backup=False) as store:
        cid = store.create_campaign("Refused")
        pid = store.add_player(cid, "Ann", "space_marines")
        orks = find_teamlist("orks")
        assert orks is not None
        with pytest.raises(StoreRuleError) as err:
            store.move_team_list(pid, orks)
        assert err.value.params["reason"] == "other_team_list"
        assert store.team_list(pid).id == "space_marines"
