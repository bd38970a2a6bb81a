"""``forcesheet server init|add-player|offline|sync`` and ``--db postgresql://…`` (issue 22)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.cli import main
from app.model import Store
from tests import pg
from tests.model.store_helpers import marines


@pytest.fixture
def admin_db() -> Iterator[str]:
    url = pg.new_database(migrated=False)
    try:
        yield url
    finally:
        pg.drop_databases()
        with pg.admin() as conn:
            conn.execute('DROP ROLE IF EXISTS "cli_org"')
            conn.execute('DROP ROLE IF EXISTS "cli_ann"')


def test_a_club_server_set_up_and_played_from_the_command_line(
        admin_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["server", "init", admin_db, "--organiser", "cli_org"]) == 0
    out = capsys.readouterr().out
    password = re.search(r"password: (\S+) \(", out)
    assert "ready for club play" in out and password
    name = admin_db.rsplit("/", 1)[1]
    organiser = pg.with_database(admin_db, name, user="cli_org", password=password[1])
    with Store.open(organiser) as store:
        cid = store.create_campaign("Club")
        ann = store.add_player(cid, "Ann", "space_marines", force=marines())
    assert main(["server", "add-player", admin_db, "--player", str(ann),
                 "--login", "cli_ann"]) == 0
    out = capsys.readouterr().out
    assert f"player {ann} of campaign {cid}" in out and "forcesheet --db" in out
    assert main(["--db", organiser, "campaign", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["name"] == "Club"
    assert main(["--db", organiser, "db", "check"]) == 0
    capsys.readouterr()
    away = tmp_path / "away.sqlite"
    assert main(["server", "offline", organiser, "--campaign", str(cid), "-o", str(away)]) == 0
    assert str(away) in capsys.readouterr().out
    with Store.open(away, daily_backup=False) as local:
        local.rename_player(ann, force_name="Hunters")
    assert main(["server", "sync", str(away), organiser]) == 0
    assert "1 actions applied" in capsys.readouterr().out
    assert main(["server", "sync", str(away), organiser]) == 0  # again: nothing twice
    assert "1 already there" in capsys.readouterr().out
    with Store.open(organiser) as store:
        assert store.player_summary(ann).force_name == "Hunters"
    assert main(["--db", organiser, "db", "backup"]) == 2
    assert "pg_dump" in capsys.readouterr().err


def test_a_wrong_login_is_said_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    url = pg.require_server()
    wrong = pg.with_database(url, "postgres", user="nobody_at_all", password="x")
    assert main(["--db", wrong, "campaign", "list"]) == 2
    err = capsys.readouterr().err
    assert "refused the login" in err and "x@" not in err
