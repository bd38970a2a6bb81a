"""Forces of imported catalogues: a long-lived Validator reports what a fresh one does."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from app.rules.force import Selection
from app.rules.validation import Report, Validator
from tests.rules.bsdata.helpers import faction, force, needs_bsdata, option, root, squad
from tests.rules.edits import assert_memo_agrees

pytestmark = needs_bsdata

# Space Marines (the most conditions), Rogue Traders (the largest), Chaos Space Marines (a
# Squad, Traitor Legions), Astra Militarum (five Squads, the Regiment), Space Wolves (conditions
# counted in the whole Force).
LISTS = ["HoRKT-Space_Marines.cat", "HoRKT-Rogue_Traders.cat", "HoRKT-Chaos_Space_Marines.cat",
         "HoRKT-Astra_Militarum.cat", "HoRKT-Space_Wolves.cat"]


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("file", LISTS)
def test_memoised_validation_equals_a_cold_one_across_edits(file: str, seed: int) -> None:
    assert assert_memo_agrees(faction(file), random.Random(seed), steps=40, start=10) >= 40


def test_a_limit_counted_in_the_squad_sees_the_other_members_options() -> None:
    # Space Wolves, Fenrisian Wolf Pack: a Cyberwolf is "max 1" in the pack (scope: the unit's
    # id). Remembering a member's result must not hide the second Cyberwolf of another member.
    tl = faction("HoRKT-Space_Wolves.cat")
    v = Validator(tl)
    wolves, pack = squad(tl, "Fenrisian Wolf Pack", 5, "pack")
    unit = root(tl, "Fenrisian Wolf Pack")
    member = next(c for c in unit.entries if c.kind == "model")
    cyber = Selection(option(tl, member, "Cyberwolf").id)

    def with_cyberwolves(n: int) -> Report:
        ms = [replace(w, options=(*w.options, cyber)) if i < n else w
              for i, w in enumerate(wolves)]
        f = force(tl, *ms, groups=(pack,))
        report = v.validate_force(f)
        assert report == Validator(tl).validate_force(f)
        return report

    assert "option.entry_max" not in with_cyberwolves(1).codes()
    two = [x for x in with_cyberwolves(2).violations if x.code == "option.entry_max"]
    assert {"pack-0", "pack-1"} <= {u for x in two for u in x.refs}  # (every member's slot)
    assert "option.entry_max" not in with_cyberwolves(1).codes()
