"""Start-up (issue 9): the store opens without Alembic, the campaign step modules, the validator
or the Team List code, and the app can lock and check the file early (``Opening``) with every
safety rule of ``Store.open`` kept."""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import sqlite3
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from app.model import Store, StoreDamagedError, StoreLockedError, StoreNewerVersionError
from app.model import db as dbmod
from app.model.guard import Opening
from app.paths import backups_dir
from tests.conftest import ROOT
from tests.model.store_helpers import check, demo_copy
from tests.model.test_store_safety import scripts_with


def child(code: str) -> list[str]:
    """Run ``code`` in a fresh interpreter; it prints a JSON list."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    result: list[str] = json.loads(out.stdout)
    return result


# -- revisions without Alembic -----------------------------------------------------------------


def test_revisions_read_as_text_are_alembics(tmp_path: Path) -> None:
    assert dbmod._read_revisions(dbmod.MIGRATIONS) == dbmod.alembic_revisions(dbmod.MIGRATIONS)
    assert dbmod.known_revisions() == dbmod.alembic_revisions()
    scripts = scripts_with(tmp_path, "0002_notes", "pass")
    assert dbmod._read_revisions(scripts) == [*dbmod.known_revisions(), "0002_notes"]
    assert dbmod._read_revisions(scripts) == dbmod.alembic_revisions(scripts)


def test_revisions_alembic_reads_when_the_scripts_are_not_one_chain(tmp_path: Path) -> None:
    scripts = scripts_with(tmp_path, "0002_a", "pass")
    branch = (scripts / "versions" / "0002_a.py").read_text().replace("'0002_a'", "'0002_b'")
    (scripts / "versions" / "0002_b.py").write_text(branch)
    assert dbmod._read_revisions(scripts) is None  # two heads: not guessed from the text
    assert sorted(dbmod.known_revisions(scripts)) == sorted(
        [*dbmod.known_revisions(), "0002_a", "0002_b"])


# -- what opening imports ----------------------------------------------------------------------


def test_opening_a_current_store_imports_only_what_the_first_window_needs(
        tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    loaded = child(
        "import json, sys\n"
        "from app.model import Store\n"
        f"with Store.open({str(db)!r}) as s:\n"
        "    cid = s.campaigns()[0].id\n"
        "    s.campaign(cid); s.players(cid); s.next_undo(cid)\n"
        "print(json.dumps(sorted(sys.modules)))\n")
    heavy = [m for m in loaded if m.split(".")[0] in ("alembic", "reportlab", "yaml", "lxml")
             or m.startswith(("sqlalchemy.orm", "app.rules.campaign.step", "app.rules.teamlist",
                              "app.rules.validation", "app.rules.constraints", "app.model.exchange",
                              "app.model.catalogues", "app.model.demo"))]
    assert heavy == []
    assert "app.model.store" in loaded  # (the check above looked at a real open)


def test_the_model_package_and_the_guard_load_without_sqlalchemy() -> None:
    loaded = child("import json, sys\nimport app.model.guard\nfrom app.model import StoreError\n"
                   "print(json.dumps(sorted(sys.modules)))\n")
    assert not [m for m in loaded if m.startswith("sqlalchemy")]


def test_campaign_package_names_load_their_module_on_first_use() -> None:
    import app.rules.campaign as campaign

    loaded = child("import json, sys\nimport app.rules.campaign.state\n"
                   "print(json.dumps(sorted(sys.modules)))\n")
    assert not [m for m in loaded if m.startswith("app.rules.campaign.step")]
    assert sorted(campaign._WHERE) == sorted(campaign.__all__)
    for name in campaign.__all__:
        module = importlib.import_module(f"app.rules.campaign.{campaign._WHERE[name]}")
        assert getattr(campaign, name) is getattr(module, name), name
    with pytest.raises(AttributeError):
        campaign.no_such_name  # noqa: B018


def test_points_int_is_the_validators() -> None:
    from app.model.convert import points_int
    from app.rules.validation import points_int as validators

    for p in (Fraction(0), Fraction(29), Fraction(20, 3), Fraction(1, 3), Fraction(-7, 2)):
        assert points_int(p) == validators(p)


# -- the early opening keeps every safety rule ---------------------------------------------------


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_opening_then_store_open(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    opening = Opening(db)
    with pytest.raises(StoreLockedError):  # locked from the start
        Store.open(db)
    with Store.open(db, daily_backup=False, opening=opening) as store:
        check(store, store.campaigns()[0].id)
    with Store.open(db, daily_backup=False):  # released on close
        pass


def test_opening_refused_while_another_app_has_the_file(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    with Store.open(db, daily_backup=False), pytest.raises(StoreLockedError):
        Opening(db)


def test_opening_a_damaged_file_moves_it_aside_before_any_write(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    with Store.open(db, daily_backup=False) as store:
        backup = store.backup("manual")
    data = bytearray(db.read_bytes())
    for i in range(2 * 4096, min(len(data), 6 * 4096)):
        data[i] = (i * 7919) % 251
    db.write_bytes(bytes(data))
    damaged = digest(db)
    opening = Opening(db)
    with pytest.raises(StoreDamagedError) as err:
        Store.open(db, opening=opening)
    moved = Path(str(err.value.params["moved_to"]))
    assert not db.exists() and digest(moved) == damaged
    assert err.value.params["backup"] == str(backup.path)
    # lock released; the next open offers the backup again instead of a silent empty file
    # (issue 14), and starts a new one only when told to
    with pytest.raises(StoreDamagedError) as again:
        Store.open(db, daily_backup=False)
    assert again.value.params["reason"] == "missing_moved"
    with Store.open(db, daily_backup=False, allow_new=True) as store:
        assert store.campaigns() == []


def test_opening_a_newer_file_leaves_it_byte_for_byte(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE alembic_version SET version_num='9999_from_the_future'")
    conn.commit()
    conn.close()
    before = digest(db)
    with pytest.raises(StoreNewerVersionError):
        Store.open(db, opening=Opening(db))
    assert digest(db) == before and not backups_dir(db).exists()
    with pytest.raises(StoreNewerVersionError):  # the lock was released
        Store.open(db)


def test_opening_of_another_file_is_cancelled(tmp_path: Path) -> None:
    db = demo_copy(tmp_path)
    other = demo_copy(tmp_path, "other.sqlite")
    opening = Opening(other)
    with Store.open(db, daily_backup=False, opening=opening) as store:
        assert store.path == db
    with Store.open(other, daily_backup=False):  # its lock was released
        pass
