"""The JSON form of a Team List: exact round trip and strict reading with JSON paths."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from app.rules.library import builtin_teamlists
from app.rules.teamlist_json import TeamListDataError, teamlist_from_json, teamlist_to_json


@pytest.mark.parametrize("tl_id", sorted(builtin_teamlists()))
def test_builtin_lists_round_trip(tl_id: str) -> None:
    tl = builtin_teamlists()[tl_id]
    data = json.loads(json.dumps(teamlist_to_json(tl)))
    back = teamlist_from_json(data)
    assert back == tl
    assert back.entries == tl.entries  # deep equality of every entry, group and modifier
    assert teamlist_to_json(back) == data


def _sm() -> dict[str, Any]:
    return json.loads(json.dumps(teamlist_to_json(builtin_teamlists()["space_marines"])))


def _first_with(data: dict[str, Any], key: str) -> tuple[str, dict[str, Any]]:
    """The first entry (depth first) holding ``key``, with its JSON path."""
    stack: list[tuple[str, dict[str, Any]]] = [
        (f"$.entries[{i}]", e) for i, e in reversed(list(enumerate(data["entries"])))
    ]
    while stack:
        path, e = stack.pop()
        if key in e:
            return path, e
        for sub in ("groups", "entries"):
            for i, child in reversed(list(enumerate(e.get(sub, [])))):
                stack.append((f"{path}.{sub}[{i}]", child))
    raise AssertionError(key)


def test_wrong_format_and_version() -> None:
    data = _sm()
    data["format"] = "other"
    with pytest.raises(TeamListDataError, match=r"^\$\.format: expected 'forcesheet-teamlist"):
        teamlist_from_json(data)
    data = _sm()
    data["version"] = 99
    with pytest.raises(TeamListDataError, match=r"^\$\.version: unsupported version 99"):
        teamlist_from_json(data)


def test_not_an_object() -> None:
    with pytest.raises(TeamListDataError, match=r"^\$: expected an object, found a list"):
        teamlist_from_json([])


def test_missing_key_names_path() -> None:
    data = _sm()
    del data["entries"][2]["name"]
    with pytest.raises(TeamListDataError) as err:
        teamlist_from_json(data)
    assert err.value.path == "$.entries[2]"
    assert "missing key 'name'" in str(err.value)


def test_unknown_key_names_path() -> None:
    data = _sm()
    data["entries"][0]["colour"] = "red"
    with pytest.raises(TeamListDataError, match=r"^\$\.entries\[0\]: unknown key\(s\): colour"):
        teamlist_from_json(data)


def test_wrong_types_name_the_path() -> None:
    data = _sm()
    path, e = _first_with(data, "cost")
    e["cost"] = "twelve"
    with pytest.raises(TeamListDataError) as err:
        teamlist_from_json(data)
    assert err.value.path == f"{path}.cost"
    data = _sm()
    data["shared"]["constraints"][3]["value"] = "5"
    with pytest.raises(TeamListDataError) as err:
        teamlist_from_json(data)
    assert err.value.path == "$.shared.constraints[3].value"
    data = _sm()
    data["shared"]["constraints"][0]["kind"] = "most"
    with pytest.raises(TeamListDataError, match="expected 'min' or 'max'"):
        teamlist_from_json(data)
    data = _sm()
    data["shared"]["modifiers"][1]["kind"] = "multiply"
    with pytest.raises(TeamListDataError) as err:
        teamlist_from_json(data)
    assert err.value.path == "$.shared.modifiers[1].kind"
    data = _sm()
    path, e = _first_with(data, "modifiers")
    e["modifiers"][0] = 10**6
    with pytest.raises(TeamListDataError, match="no shared item 1000000") as err:
        teamlist_from_json(data)
    assert err.value.path == f"{path}.modifiers[0]"
    data = _sm()
    data["categories"][0]["section"] = "elite"
    with pytest.raises(TeamListDataError, match=r"\$\.categories\[0\]\.section: unknown value"):
        teamlist_from_json(data)
    data = _sm()
    data["entries"][0]["walker"] = 1
    with pytest.raises(TeamListDataError, match="expected true/false, found a number"):
        teamlist_from_json(data)


def test_modifier_values_keep_their_type() -> None:
    data = _sm()
    for raw, expected in ((True, True), ("+1 A", "+1 A"), (3, 3.0)):
        d = copy.deepcopy(data)
        d["shared"]["modifiers"][0]["value"] = raw
        tl = teamlist_from_json(d)
        found = [
            m.value
            for root in tl.entries
            for x in [*root.walk(), *root.walk_groups()]
            for m in x.modifiers
        ]
        assert any(type(v) is type(expected) and v == expected for v in found)
    data["shared"]["modifiers"][0]["value"] = None
    with pytest.raises(TeamListDataError, match="expected a number, a string or true/false"):
        teamlist_from_json(data)


def test_shared_items_are_written_once() -> None:
    data = _sm()
    tl = builtin_teamlists()["space_marines"]
    uses = sum(len(x.modifiers) for r in tl.entries for x in [*r.walk(), *r.walk_groups()])
    assert len(data["shared"]["modifiers"]) < uses


def test_deep_nesting_is_refused() -> None:
    data = _sm()
    leaf: dict[str, Any] = {"id": "x", "name": "x"}
    for i in range(80):
        leaf = {"id": f"x{i}", "name": "x", "entries": [leaf]}
    data["entries"].append(leaf)
    with pytest.raises(TeamListDataError, match="nested too deeply"):
        teamlist_from_json(data)


def test_rule_texts_round_trip_and_old_json_reads_without_them() -> None:
    # Issue 8: translated rule texts are kept; JSON written before they existed still reads.
    tl = builtin_teamlists()["space_marines"]
    data = _sm()
    atskmf = next(r for r in data["rules"] if r["id"] == "atskmf")
    assert atskmf["texts"]["fr"].startswith("La figurine se regroupe automatiquement")
    assert set(atskmf["texts"]) == {"fr", "ru"}
    back = teamlist_from_json(data)
    assert back.index.rules["atskmf"].texts == tl.index.rules["atskmf"].texts
    for r in data["rules"]:
        del r["texts"]
    old = teamlist_from_json(data)
    rule = old.index.rules["atskmf"]
    assert rule.texts == {} and rule.text == tl.index.rules["atskmf"].text
    assert rule.names == tl.index.rules["atskmf"].names
    data["rules"][0]["texts"] = {"fr": 3}
    with pytest.raises(TeamListDataError) as err:
        teamlist_from_json(data)
    assert err.value.path == "$.rules[0].texts.fr"


def test_every_key_of_an_entry_and_a_group_has_its_reader() -> None:
    # Entries and groups are read key by key (only the keys present): a key the format
    # allows but no reader reads would be a KeyError instead of a value.
    from app.rules import teamlist_json as tj

    assert set(tj._ENTRY_READERS) == tj._ENTRY_KEYS
    assert set(tj._GROUP_READERS) == tj._GROUP_KEYS
