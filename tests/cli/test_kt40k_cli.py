"""``forcesheet kt40k …`` and ``forcesheet check --rule-set kt40k-alpha`` (issue 21): a list
checked for its side from a real Codex catalogue, a mission rolled or typed, the game sheet
written, results recorded in a series file, tallied and taken back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.rules.force import Force
from app.rules.force_edit import add_model
from app.rules.roster import roster_to_json
from app.rules.teamlist import TeamList
from tests.rules.test_kt40k import CODEX_40K, needs_40k


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder with the Orks Codex imported."""
    if not (CODEX_40K / "Orks - Codex.cat").is_file():
        pytest.skip("no 7th-edition codex data")
    from app.model.catalogues import CatalogueLibrary

    data = tmp_path_factory.mktemp("kt40k-data")
    result = CatalogueLibrary(data / "catalogues").import_files(
        [CODEX_40K / "Warhammer40K.gst", CODEX_40K / "Orks - Codex.cat"])
    assert not result.problems, result.problems
    return data


def _orks(data: Path) -> TeamList:
    from app.model.catalogues import CatalogueLibrary

    lib = CatalogueLibrary(data / "catalogues")
    info = next(i for i in lib.infos() if i.source == "battlescribe")
    return lib.load(info.id)


def _roster(tl: TeamList, path: Path, *picks: tuple[str, str]) -> Path:
    cats = {c.id: c.name for c in tl.categories}
    force = Force(tl.id)
    for name, slot in picks:
        entry = next(e for e in tl.entries
                     if e.name == name and cats.get(e.primary_category or "") == slot)
        force = add_model(tl, force, entry.id).force
    path.write_text(roster_to_json(force, team_list_version=tl.version), encoding="utf-8")
    return path


@needs_40k
def test_check_a_list_for_its_side(library: Path, tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("FORCESHEET_DATA_DIR", str(library))
    tl = _orks(library)
    good = _roster(tl, tmp_path / "good.json", ("Deffkoptas", "Fast Attack"),
                   ("Trukk", "Fast Attack"))
    bad = _roster(tl, tmp_path / "bad.json", ("Warboss", "HQ"))
    assert main(["check", str(good), "--rule-set", "kt40k-alpha", "--side", "heroes"]) == 0
    assert "valid" in capsys.readouterr().out
    assert main(["kt40k", "check", str(bad), "--side", "heroes", "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert [v["code"] for v in doc["violations"]] == ["kt40k.wounds"]
    assert doc["models"][0]["W"] == 3 and doc["limit"] == 250
    # a side is required
    assert main(["check", str(good), "--rule-set", "kt40k-alpha"]) == 2
    # the game sheet of the two lists, mission typed as the Heroes player's die
    out = tmp_path / "game.pdf"
    assert main(["kt40k", "sheet", "--heroes", str(good), "--villains", str(bad),
                 "--roll", "5", "-o", str(out), "--lang", "ru"]) == 0
    assert out.read_bytes().startswith(b"%PDF")


def test_a_mission_typed_or_rolled(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["kt40k", "mission", "--roll", "2", "--lang", "fr"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Mission 2\u00a0: Sabotage")
    assert "Et un point pour les méchants\u00a0!" in text
    assert main(["kt40k", "mission"]) == 0  # the app rolls
    assert "D6:" in capsys.readouterr().out
    assert main(["kt40k", "mission", "--roll", "7"]) == 2


def test_a_series_recorded_tallied_and_taken_back(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    series = str(tmp_path / "series.json")
    assert main(["kt40k", "record", "--roll", "1", "--heroes", "Ann", "--villains", "Ben",
                 "--winner", "heroes", "--series", series]) == 0
    assert main(["kt40k", "record", "--mission", "escort", "--heroes", "Ben", "--villains",
                 "Ann", "--winner", "villains", "--series", series]) == 0
    # the same player on both sides is refused, and nothing is written
    before = Path(series).read_bytes()
    assert main(["kt40k", "record", "--mission", "escort", "--heroes", "Ann", "--villains",
                 "ann", "--winner", "villains", "--series", series]) == 1
    assert Path(series).read_bytes() == before
    capsys.readouterr()
    assert main(["kt40k", "tally", "--series", series, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["games"] == 2
    assert [(p["player"], p["won"], p["lost"]) for p in doc["players"]] == [
        ("Ann", 2, 0), ("Ben", 0, 2)]
    assert main(["kt40k", "undo", "--series", series]) == 0
    assert main(["kt40k", "tally", "--series", series, "--json"]) == 0
    capsys.readouterr()
    assert len(json.loads(Path(series).read_text())["games"]) == 1


def test_a_damaged_series_file_is_named_and_left_alone(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    series = tmp_path / "series.json"
    series.write_text('{"format": "forcesheet-kt40k-series", "games": [{"winner": "both"}]}')
    before = series.read_bytes()
    assert main(["kt40k", "record", "--roll", "3", "--heroes", "A", "--villains", "B",
                 "--winner", "heroes", "--series", str(series)]) == 2
    out = capsys.readouterr().out
    assert str(series) in out and "$.games[0]" in out
    assert series.read_bytes() == before
    series.write_text("not json")
    assert main(["kt40k", "tally", "--series", str(series)]) == 2


@needs_40k
def test_a_battlescribe_roster_is_a_list_too(library: Path, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """A list built in BattleScribe / New Recruit (a .rosz of an imported Codex) is checked the
    same as the project's own roster file."""
    from app.model.catalogues import CatalogueLibrary
    from app.model.ros_exchange import catalogue_ids_for
    from app.rules.bsdata.ros import force_to_roster

    monkeypatch.setenv("FORCESHEET_DATA_DIR", str(library))
    tl = _orks(library)
    json_roster = _roster(tl, tmp_path / "heroes.json", ("Warboss", "HQ"),
                          ("Deffkoptas", "Fast Attack"))
    from app.rules.roster import parse_roster, resolve_options

    force = resolve_options(parse_roster(json_roster.read_bytes()).force, tl)
    ids = catalogue_ids_for(tl, CatalogueLibrary(library / "catalogues"))
    rosz = tmp_path / "heroes.rosz"
    rosz.write_bytes(force_to_roster(force, tl, ids).rosz())
    assert main(["kt40k", "check", str(rosz), "--side", "heroes", "--json"]) == 1
    from_ros = json.loads(capsys.readouterr().out)
    assert main(["kt40k", "check", str(json_roster), "--side", "heroes", "--json"]) == 1
    from_json = json.loads(capsys.readouterr().out)
    assert [v["code"] for v in from_ros["violations"]] == ["kt40k.wounds"]
    assert from_ros["points"] == from_json["points"]
    assert [m["name"] for m in from_ros["models"]] == [m["name"] for m in from_json["models"]]
