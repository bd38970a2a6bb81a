"""Write the sample rosters of examples/rosters/ (from the shipped-list tests' Forces).

    python scripts/make_example_rosters.py

`forcesheet check examples/rosters/space_marines_valid.json` passes; with `--team` its sample
Team (8 models) shows that armoury limits count the Team: two special weapons need ten Tactical
Marines in the Team. The invalid roster shows three more codes.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.rules.force import Force, ForceModel, Team  # noqa: E402
from app.rules.roster import roster_to_json  # noqa: E402
from tests.rules.test_shipped_teamlists import csm_valid, sm_valid  # noqa: E402


def main() -> None:
    out = ROOT / "examples" / "rosters"
    out.mkdir(parents=True, exist_ok=True)
    sm = sm_valid()
    valid = Force("space_marines", tuple(sm), (), "Strike Force Ultor", starting=True)
    team = Team(tuple(m.uid for m in sm[:8]), 200)
    (out / "space_marines_valid.json").write_text(roster_to_json(valid, team, "8.1"), "utf-8")
    extra = (ForceModel("second_leader", sm[0].entry), ForceModel("rhino", "rhino"))
    invalid = Force("space_marines", (*sm, *extra), (), "Too greedy", starting=True)
    (out / "space_marines_invalid.json").write_text(roster_to_json(invalid, None, "8.1"),
                                                    "utf-8")
    models, groups = csm_valid()
    csm = Force("chaos_space_marines", tuple(models), tuple(groups), "The Ninefold",
                starting=True)
    (out / "chaos_space_marines_valid.json").write_text(roster_to_json(csm, None, "3.0"),
                                                        "utf-8")


if __name__ == "__main__":
    main()
