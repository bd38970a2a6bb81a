"""Helpers for the store tests: stores on temporary files, a demo template, invariants."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

from app.model import Store
from app.model.demo import create_demo_campaign
from app.rules.force import Force, ForceModel, Group, Selection

_TEMPLATE: dict[str, Path] = {}


def demo_copy(folder: Path, name: str = "demo.sqlite") -> Path:
    """A database file holding the demo campaign (built once per test session, then copied;
    on the PostgreSQL backend, a database made from a demo template: ``tests.pg``)."""
    from tests.pg import copy_demo

    if copy_demo(folder / name):
        return folder / name
    if "db" not in _TEMPLATE:
        import tempfile

        root = Path(tempfile.mkdtemp(prefix="forcesheet-demo-"))
        db = root / "template.sqlite"
        with Store.open(db, daily_backup=False) as store:
            create_demo_campaign(store)
            raw = store._conn.connection.dbapi_connection
            assert raw is not None
            raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        _TEMPLATE["db"] = db
    target = folder / name
    shutil.copyfile(_TEMPLATE["db"], target)
    return target


def check(store: Store, campaign_id: int) -> None:
    """The invariants of issue 5 after every action and undo."""
    problems = store.check_invariants(campaign_id)
    assert problems == [], problems
    for p in store.players(campaign_id):
        assert p.renown >= 0 and p.rp >= 0
        assert sum(e[0] for e in store.rp_entries(p.id)) == p.rp


def snapshot(store: Store, campaign_id: int) -> object:
    """Everything a player sees of a campaign, to compare before / after undo + redo."""
    players = []
    for p in store.players(campaign_id):
        players.append((p, store.force(p.id), store.player_state(p.id),
                        store.former_models(p.id), store.rp_entries(p.id),
                        store.pending_team(p.id)))
    info = replace(store.campaign(campaign_id), updated_at="")
    rounds = [replace(r, created_at="") for r in store.rounds(campaign_id)]
    return (info, players, store.games(campaign_id), rounds)


def undo_redo_roundtrip(store: Store, campaign_id: int) -> None:
    """Undo the last action, check, redo it, check that everything is back."""
    after = snapshot(store, campaign_id)
    store.undo(campaign_id)
    check(store, campaign_id)
    assert snapshot(store, campaign_id) != after
    store.redo(campaign_id)
    check(store, campaign_id)
    assert snapshot(store, campaign_id) == after


def marines(n_tactical: int = 9, *, group: bool = True) -> Force:
    models = [
        ForceModel("sgt", "sergeant", "Castor"),
        ForceModel("apo", "apothecary", "Vesalius"),
        ForceModel("t0", "tactical_marine", options=(
            Selection("tactical_marine.special.plasma_gun"),)),
    ]
    models += [ForceModel(f"t{i}", "tactical_marine", group="tac" if group and i <= 5 else None)
               for i in range(1, n_tactical)]
    groups = (Group("tac", "tactical_marine", "Squad One"),) if group else ()
    return Force("space_marines", tuple(models), groups, "Garrison", starting=True)


def orks() -> Force:
    models = [
        ForceModel("boss", "boss_nob"),
        ForceModel("kan", "killa_kan"),
        ForceModel("gun", "mek_gun"),
        *(ForceModel(f"b{i}", "boyz_mob", group="boyz") for i in range(5)),
    ]
    return Force("orks", tuple(models), (Group("boyz", "boyz_mob", squad=True,
                                                starting_size=5),), "Waaagh", starting=True)
