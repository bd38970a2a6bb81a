"""The command line: exit codes, text and --json output."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import cmd_check, cmd_teamlist_check, main
from app.rules.force import Force, ForceModel, Group, Selection, Team
from app.rules.roster import roster_to_json
from tests.conftest import FIXTURES, ROOT

TL = FIXTURES / "test_list.yaml"


def write_roster(tmp: Path, force: Force, team: Team | None = None) -> Path:
    p = tmp / "roster.json"
    p.write_text(roster_to_json(force, team), encoding="utf-8")
    return p


def run_check(roster: Path, team: bool = False, as_json: bool = False) -> tuple[int, str]:
    out = io.StringIO()
    code = cmd_check(roster, team, TL, as_json, out)
    return code, out.getvalue()


def valid_force() -> Force:
    models = (ForceModel("ldr", "sergeant"), *(ForceModel(f"m{i}", "marine", group="g")
                                               for i in range(5)))
    return Force("test_marines", models, (Group("g", "marine"),), "Valid", starting=True)


def test_valid_force_exits_0(tmp_path: Path) -> None:
    code, text = run_check(write_roster(tmp_path, valid_force()))
    assert code == 0
    assert "Force: 90 / 250 pts" in text
    assert "points.unspent" in text  # info only


def test_violations_exit_1_with_codes_and_words(tmp_path: Path) -> None:
    f = valid_force()
    bad = Force(f.team_list, (*f.models, ForceModel("ldr2", "sergeant"),
                              ForceModel("x", "marine", options=(
                                  Selection("plasma_pistol"), Selection("plasma_pistol")))),
                f.groups, starting=True)
    code, text = run_check(write_roster(tmp_path, bad))
    assert code == 1
    assert "error allowance.section_max: Too many Team Leader models: 2, at most 1." in text
    assert "error armoury.item_repeated" in text and "[x]" in text


def test_json_output(tmp_path: Path) -> None:
    f = valid_force()
    team = Team(("ldr", "m0"), 200)
    code, text = run_check(write_roster(tmp_path, f, team), team=True, as_json=True)
    doc = json.loads(text)
    assert code == 1  # the Team takes part of Group g
    assert doc["ok"] is False
    assert doc["force"]["points"] == 90 and doc["force"]["limit"] == 250
    team_codes = {v["code"] for v in doc["team"]["violations"]}
    assert "team.incomplete_group" in team_codes
    v = next(v for v in doc["team"]["violations"] if v["code"] == "team.incomplete_group")
    assert set(v["models"]) == {"m1", "m2", "m3", "m4"} and v["severity"] == "error"
    assert v["message"].startswith("Group g is incomplete")


def test_unusable_inputs_exit_2(tmp_path: Path) -> None:
    assert run_check(tmp_path / "missing.json")[0] == 2
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    code, text = run_check(broken)
    assert code == 2 and "not valid JSON" in text
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"format": "forcesheet-roster", "version": 1,
                                 "team_list": "x", "models": [{"uid": 3}]}), encoding="utf-8")
    code, text = run_check(wrong)
    assert code == 2 and "models[0].uid: expected text" in text and "models[0].entry" in text
    # --team on a roster without a team
    assert run_check(write_roster(tmp_path, valid_force()), team=True)[0] == 2


def test_unknown_builtin_teamlist_exits_2(tmp_path: Path) -> None:
    roster = write_roster(tmp_path, Force("no_such_list", (ForceModel("a", "b"),)))
    out = io.StringIO()
    assert cmd_check(roster, False, None, False, out) == 2
    assert "no Team List 'no_such_list'" in out.getvalue()


def test_teamlist_check(tmp_path: Path) -> None:
    out = io.StringIO()
    assert cmd_teamlist_check([TL], False, out) == 0
    assert "ok (Test Marines 1.0, 10 entries)" in out.getvalue()
    bad = tmp_path / "bad.yaml"
    bad.write_text(TL.read_text(encoding="utf-8").replace("cost: 14", "cost: x"), "utf-8")
    out = io.StringIO()
    assert cmd_teamlist_check([TL, bad], False, out) == 1
    assert "bad.yaml:" in out.getvalue() and "expected a number" in out.getvalue()
    out = io.StringIO()
    assert cmd_teamlist_check([tmp_path / "none.yaml"], True, out) == 2
    assert json.loads(out.getvalue())[0]["ok"] is False


def test_shipped_teamlists_pass_check() -> None:
    files = sorted((ROOT / "resources" / "teamlists").glob("*.yaml"))
    assert len(files) >= 4
    out = io.StringIO()
    assert cmd_teamlist_check(files, False, out) == 0, out.getvalue()


def test_main_dispatches_and_python_dash_m_works(tmp_path: Path) -> None:
    roster = write_roster(tmp_path, valid_force())
    assert main(["check", str(roster), "--teamlist", str(TL)]) == 0
    proc = subprocess.run([sys.executable, "-m", "app", "check", str(roster), "--teamlist",
                           str(TL), "--json"], capture_output=True, text=True, cwd=ROOT,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["ok"] is True


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--help"])
    assert e.value.code == 0
    assert "teamlist" in capsys.readouterr().out


def test_check_finds_an_imported_catalogue(tmp_path: Path) -> None:
    """`forcesheet check` validates rosters of BattleScribe lists imported into the data folder."""
    from app.model.catalogues import CatalogueLibrary

    mini = FIXTURES / "bsdata"
    assert main(["teamlist", "import", str(mini / "mini.gst"), str(mini / "mini.cat")]) == 0
    tl = CatalogueLibrary().load("bs_mini_marines")
    trooper = next(e for e in tl.entries if e.name == "Trooper")
    roster = write_roster(tmp_path, Force(tl.id, (ForceModel("t1", trooper.id),), starting=True))
    out = io.StringIO()
    code = cmd_check(roster, False, None, True, out)
    result = json.loads(out.getvalue())
    assert code == 1 and result["ok"] is False  # no Team Leader: violations, not "no Team List"
    assert "allowance.section_min" in {v["code"] for v in result["force"]["violations"]}


def test_the_gui_command_lines_skip_the_full_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    """``forcesheet`` and ``forcesheet --db PATH`` start the app without building every
    command's parser (start-up, issue 9); anything else is parsed as before."""
    import app.cli as cli
    import app.ui.app as gui

    started: list[Path | None] = []
    monkeypatch.setattr(gui, "run_gui", lambda db=None: started.append(db) or 0)
    monkeypatch.setattr(cli, "build_parser", lambda: pytest.fail("parser built"))
    assert main([]) == 0 and main(["--db", "a.sqlite"]) == 0 and main(["--db=b.sqlite"]) == 0
    assert started == [None, Path("a.sqlite"), Path("b.sqlite")]
    for args in (["--db"], ["--db="], ["--db", "--help"], ["--help"], ["campaign", "list"],
                 ["--db", "x", "campaign", "list"]):
        assert cli.gui_database(args) == (False, None), args
