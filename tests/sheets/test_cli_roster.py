"""``forcesheet sheet force|team ROSTER -o FILE.pdf``: sheets from a roster file."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.rules.force import Team
from app.rules.library import find_teamlist
from app.rules.roster import parse_roster, resolve_options, roster_to_json
from tests.conftest import ROOT
from tests.sheets.conftest import pdf_text

ROSTER = ROOT / "examples" / "rosters" / "space_marines_valid.json"


def test_force_sheet_from_a_roster_in_russian(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sub" / "force.pdf"
    code = main(["sheet", "force", str(ROSTER), "-o", str(out), "--lang", "ru",
                 "--name", "Иван"])
    assert code == 0
    assert f"{out}: written" in capsys.readouterr().out
    text = pdf_text(out)
    for needle in ("Иван", "Strike Force Ultor", "Космодесант", "Сержант", "Силовой кулак",
                   "Базовый лагерь", "250"):
        assert needle in text, needle


def test_team_sheet_from_a_roster(tmp_path: Path) -> None:
    roster = parse_roster(ROSTER.read_text(encoding="utf-8"))
    tl = find_teamlist("space_marines")
    assert tl is not None
    force = resolve_options(roster.force, tl)
    uids = tuple(m.uid for m in force.models[:6])
    path = tmp_path / "team.json"
    path.write_text(roster_to_json(force, Team(uids, 200), "8.1"), encoding="utf-8")
    out = tmp_path / "team.pdf"
    assert main(["sheet", "team", str(path), "-o", str(out), "--lang", "en",
                 "--paper", "Letter"]) == 0
    text = pdf_text(out)
    assert "Team Sheet" in text and "of 200 pts" in text
    assert "Tactical Marine 4" in text and "Tactical Marine 5" not in text


def test_unusable_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.pdf"
    assert main(["sheet", "force", str(tmp_path / "nope.json"), "-o", str(out)]) == 2
    assert "cannot read" in capsys.readouterr().out
    no_team = ROOT / "examples" / "rosters" / "chaos_space_marines_valid.json"
    assert main(["sheet", "team", str(no_team), "-o", str(out)]) == 2
    assert "has no Team" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "forcesheet-roster", "version": 1, "team_list": "nope"}',
                   encoding="utf-8")
    assert main(["sheet", "force", str(bad), "-o", str(out)]) == 2
    assert "no Team List 'nope'" in capsys.readouterr().out
    assert main(["sheet", "force", "-o", str(out)]) == 2
    assert "--campaign and --player" in capsys.readouterr().out
    assert not out.exists()
