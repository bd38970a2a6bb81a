"""The hand-written Team List format: broken files give clear messages, the schema is current."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml

from app.rules.format.checker import FileProblems
from app.rules.format.loader import load_teamlist, load_teamlist_text
from app.rules.format.schema import schema
from app.rules.teamlist import entry_base_cost
from tests.conftest import FIXTURES, ROOT

GOOD = (FIXTURES / "test_list.yaml").read_text(encoding="utf-8")


def problems(text: str) -> list[str]:
    with pytest.raises(FileProblems) as info:
        load_teamlist_text(text, "broken.yaml")
    return [str(p) for p in info.value.problems]


# (what is broken, replacement of the good text, expected line, expected words)
BROKEN = [
    ("not YAML", ("entries:", "entries: [\n  - {"), None, "not valid YAML"),
    ("unknown key", ("    squad: 5\n", "    squad: 5\n    sqaud: 5\n"), 106, "unknown key 'sqaud'"),
    ("missing cost", ("    cost: 14\n", ""), 70, "entries[3].cost: this key is required"),
    ("wrong type", ("    cost: 14\n", "    cost: fourteen\n"), 73, "expected a number"),
    ("bad section", ("    section: core\n    cost: 14", "    section: troops\n    cost: 14"),
     72, "'troops' is not one of"),
    ("duplicate id", ("  - id: apothecary", "  - id: sergeant"), 54, "id 'sergeant' is used twice"),
    ("unknown rule", ("    rules: [squad]", "    rules: [squads]"), 101, "no special rule 'squads'"),
    ("unknown wargear", ("[boltgun, bolt_pistol,", "[bolter, bolt_pistol,"), 70,
     "no wargear 'bolter'"),
    ("unknown armoury", ("      - armoury: armoury\n  - id: apothecary",
                         "      - armoury: arsenal\n  - id: apothecary"), 53, "no armoury 'arsenal'"),
    ("bad limit", ('limit: "0-1"\n    profile: {WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1',
                   'limit: "one"\n    profile: {WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1'),
     54, "'one' is not a limit"),
    ("unknown characteristic", ("A: 1, Ld: 7, Sv: 6+}", "A: 1, Ld: 7, Sv: 6+, Q: 2}"), 101,
     "unknown characteristic 'Q'"),
    ("per_n of unknown entry", ("per_n: {per: 5, of: marine}\n        items",
                                "per_n: {per: 5, of: marines}\n        items"), 82,
     "no entry 'marines'"),
    ("negative cost", ("    cost: 100\n", "    cost: -100\n"), 109, "cannot be negative"),
    ("artillery without crew cost", ("    crew_cost: 5\n", ""), 118, "Replacement Crew cost"),
    ("replaces what it lacks", ("replaces: [chainsword]", "replaces: [combat_knife]"), 46,
     "'combat_knife' is not in this entry's wargear"),
    ("wrong format version", ("forcesheet_teamlist: 1", "forcesheet_teamlist: 3"), 2,
     "format version 3 is not supported"),
    ("empty file", None, 1, "the file is empty"),
]


@pytest.mark.parametrize(("what", "change", "line", "words"), BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_file_message(what: str, change: tuple[str, str] | None, line: int | None,
                             words: str) -> None:
    if change is None:
        text = ""
    else:
        assert change[0] in GOOD, what
        text = GOOD.replace(change[0], change[1], 1)
    found = problems(text)
    assert any(words in p for p in found), found
    assert all(p.startswith("broken.yaml") for p in found)
    if line is not None:
        assert any(p.startswith(f"broken.yaml:{line}:") and words in p for p in found), found


def test_every_mistake_is_reported_not_just_the_first() -> None:
    text = GOOD.replace("    cost: 14\n", "    cost: fourteen\n").replace(
        "    squad: 5\n", "    squad: 5\n    sqaud: 5\n").replace("rules: [squad]",
                                                                   "rules: [squads]")
    found = problems(text)
    assert len(found) >= 2
    assert any("fourteen" in p for p in found) and any("sqaud" in p for p in found)


def test_yaml_tags_that_build_objects_are_refused() -> None:
    text = GOOD.replace('version: "1.0"', "version: !!python/object/apply:os.system [echo hi]")
    found = problems(text)
    assert any("could not determine a constructor" in p or "version" in p for p in found)


def test_good_file_loads_with_costs_and_limits() -> None:
    tl = load_teamlist(FIXTURES / "test_list.yaml")
    assert tl.id == "test_marines" and tl.version == "1.0"
    assert entry_base_cost(tl.entry("marine")) == 14
    biker = tl.entry("biker")
    assert {(c.kind, c.value) for c in biker.constraints} == {("max", 3)}
    assert tl.entry("dreadnought").walker and tl.entry("thudd_gun").artillery
    assert tl.entry("thudd_gun").crew_cost == 5
    assert tl.entry("cultist").squad_size == 5


def test_schema_file_is_current_and_validates_the_lists() -> None:
    committed = json.loads((ROOT / "docs" / "teamlist.schema.json").read_text(encoding="utf-8"))
    hint = "run: python -m app.rules.format.schema > docs/teamlist.schema.json"
    assert committed == schema(), hint
    shipped = sorted((ROOT / "resources" / "teamlists").glob("*.yaml"))
    files = [FIXTURES / "test_list.yaml", *shipped]
    for f in files:
        jsonschema.validate(yaml.safe_load(f.read_text(encoding="utf-8")), committed)


def test_schema_rejects_what_the_loader_rejects() -> None:
    doc = yaml.safe_load(GOOD)
    doc["entries"][0]["sqaud"] = 3
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, schema())


def test_unreadable_file(tmp_path: Path) -> None:
    p = tmp_path / "latin1.yaml"
    p.write_bytes("name: caf\xe9".encode("latin-1"))
    with pytest.raises(FileProblems, match="not UTF-8"):
        load_teamlist(p)
    with pytest.raises(FileProblems, match="cannot read"):
        load_teamlist(tmp_path / "missing.yaml")
