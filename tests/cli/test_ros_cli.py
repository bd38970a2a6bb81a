"""``forcesheet check ROSTER.rosz``, ``forcesheet roster convert`` and ``roster export`` on
BattleScribe rosters (app/cli/rosters.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.model import Store
from app.model.catalogues import CatalogueLibrary
from app.rules import force_edit as fe
from app.rules.bsdata.ros import ROSTER_NAMESPACE, parse_roster, zip_roster
from app.rules.force import Force
from app.rules.roster import roster_to_json
from tests.conftest import FIXTURES

MINI = FIXTURES / "bsdata"


def _roster(*selections: str) -> bytes:
    return (f'<roster name="Strike" gameSystemId="mini-gst" xmlns="{ROSTER_NAMESPACE}">'
            '<forces><force name="Mini Kill Team" entryId="fe" catalogueId="mini-cat" '
            'catalogueRevision="1" catalogueName="Mini Marines"><selections>'
            + "".join(selections) + "</selections></force></forces></roster>").encode()


SERGEANT = ('<selection name="Sergeant" entryId="link-sergeant::sergeant" number="1" '
            'type="model"><selections><selection name="Frag grenade" '
            'entryId="link-sergeant::sergeant-frag::frag" number="1"/></selections></selection>')
TROOPERS = ('<selection name="Trooper" entryId="link-trooper::trooper" number="2" type="model">'
            '<selections><selection name="Rifle" entryId="link-trooper::rifle" number="2"/>'
            '<selection name="Frag grenade" entryId="link-trooper::trooper-frag::frag" '
            'number="2"/></selections></selection>')


@pytest.fixture
def library() -> CatalogueLibrary:
    lib = CatalogueLibrary()
    assert lib.import_files([MINI / "mini.gst", MINI / "mini.cat"]).ok
    return lib


def test_check_a_rosz(library: CatalogueLibrary, tmp_path: Path,
                      capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "strike.rosz"
    path.write_bytes(zip_roster(_roster(SERGEANT, TROOPERS)))
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Force: 35 / 250 pts" in out and "error" not in out  # 12 + 1, 2 x (10 + 1)
    assert main(["check", str(path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["ok"] and doc["force"]["points"] == 35 and doc["not_placed"] == []
    assert doc["team_list"]["id"] == "bs_mini_marines"


def test_check_says_what_could_not_be_placed(library: CatalogueLibrary, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "odd.ros"
    path.write_bytes(_roster(SERGEANT, TROOPERS, '<selection name="Land Raider" '
                                                 'entryId="lr" number="1" type="unit"/>'))
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "Selections not placed: 1" in out
    assert "Mini Kill Team / Land Raider (lr): no such entry in the Team List" in out


@pytest.mark.parametrize(("data", "words"), [
    (b"<roster", "not well-formed XML"),
    (b"PK\x03\x04junk", "not a valid zip file"),
    ((MINI / "mini.cat").read_bytes(), "not a BattleScribe roster"),
    (_roster(SERGEANT).replace(b"Mini Marines", b"Squats"), "its catalogue is not imported"),
])
def test_check_refuses_bad_rosters_in_words(library: CatalogueLibrary, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str], data: bytes,
                                            words: str) -> None:
    path = tmp_path / "bad.rosz"
    path.write_bytes(data)
    assert main(["check", str(path)]) == 2
    out = capsys.readouterr().out
    assert "bad.rosz" in out and words in out and "Traceback" not in out


def test_check_refuses_a_fifo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import os

    fifo = tmp_path / "pipe.ros"
    os.mkfifo(fifo)
    assert main(["check", str(fifo)]) == 2
    assert "pipe.ros" in capsys.readouterr().out


def test_convert_both_ways(library: CatalogueLibrary, tmp_path: Path,
                           capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "strike.ros"
    src.write_bytes(_roster(SERGEANT, TROOPERS))
    json_out = tmp_path / "strike.roster.json"
    assert main(["roster", "convert", str(src), "-o", str(json_out)]) == 0
    doc = json.loads(json_out.read_text("utf-8"))
    assert doc["team_list"] == "bs_mini_marines" and len(doc["models"]) == 3
    rosz = tmp_path / "back.rosz"
    assert main(["roster", "convert", str(json_out), "-o", str(rosz)]) == 0
    assert "back.rosz written (3 models)" in capsys.readouterr().out
    roster = parse_roster(rosz.read_bytes(), "back.rosz")
    names = [s.name for s in roster.forces[0].selections]
    assert names == ["Sergeant", "Trooper", "Trooper"]
    assert main(["roster", "convert", str(src), "-o", str(tmp_path / "x.txt")]) == 2
    assert main(["roster", "convert", str(src), "-o", str(tmp_path / "x.rosz")]) == 2
    assert "one Force Sheet roster" in capsys.readouterr().err


def test_a_builtin_force_cannot_become_a_battlescribe_roster(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "marines.roster.json"
    src.write_text(roster_to_json(Force("space_marines", name="Garrison")), "utf-8")
    assert main(["roster", "convert", str(src), "-o", str(tmp_path / "m.rosz")]) == 2
    assert "Force Sheet's own" in capsys.readouterr().err
    assert not (tmp_path / "m.rosz").exists()


def test_export_a_player(library: CatalogueLibrary, tmp_path: Path,
                         capsys: pytest.CaptureFixture[str]) -> None:
    tl = library.load("bs_mini_marines")
    sarge = next(e for e in tl.entries if e.name == "Sergeant")
    force = fe.add_model(tl, Force(tl.id, name="Strike"), sarge.id, name="Cato").force
    db = tmp_path / "c.sqlite"
    with Store.open(db, daily_backup=False) as store:
        cid = store.create_campaign("Vigil")
        pid = store.add_player(cid, "Ann", tl.id, "Strike", team_list=tl, force=force)
    out = tmp_path / "out"
    out.mkdir()
    assert main(["--db", str(db), "roster", "export", str(pid), "-o", str(out)]) == 0
    assert "The Force of Ann was exported to" in capsys.readouterr().out
    (written,) = out.glob("*.rosz")
    selection = parse_roster(written.read_bytes(), written.name).forces[0].selections[0]
    assert selection.custom_name == "Cato" and "[Force Sheet]" in selection.custom_notes
    assert main(["--db", str(db), "roster", "export", "999", "-o", str(out)]) == 2
