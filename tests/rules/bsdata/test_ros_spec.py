"""Rosters against WarHub/battlescribe-spec: the entryId rules of its entry-id specs, and its
sample rosters (the export snapshots of BattleScribe and New Recruit, the rosters its round-trip
specs load) read onto the catalogues of their setups and written back.

The suite is read from its fetched copy (never copied into the project); the tests skip when it
is absent. Each spec's ``setup`` (YAML) is written as a game system and a catalogue (XML) and
imported with the project's converter.
"""

from __future__ import annotations

import re
import subprocess
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, SubElement, tostring

import pytest
import yaml

from app.rules.bsdata import import_catalogue, parse
from app.rules.bsdata.ros import (
    BsIndex,
    RosSelection,
    bs_ids,
    catalogue_ids,
    force_to_roster,
    parse_roster,
    roster_to_force,
)
from app.rules.teamlist import Entry, TeamList

SPEC_REPO = Path("/work/.mirror/WarHub+battlescribe-spec/repo")
GST_NS = "http://www.battlescribe.net/schema/gameSystemSchema"
CAT_NS = "http://www.battlescribe.net/schema/catalogueSchema"


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(SPEC_REPO), *args], check=True,
                          capture_output=True, text=True).stdout


@cache
def _files() -> tuple[str, ...]:
    if not (SPEC_REPO / "HEAD").exists() and not (SPEC_REPO / ".git").exists():
        return ()
    try:
        return tuple(_git("ls-tree", "-r", "--name-only", "HEAD", "specs/roster").split())
    except (OSError, subprocess.CalledProcessError):
        return ()


needs_spec = pytest.mark.skipif(not _files(), reason=f"battlescribe-spec not found in {SPEC_REPO}")


def _show(path: str) -> str:
    return _git("show", f"HEAD:{path}")


def spec(path: str) -> dict[str, Any]:
    data = yaml.safe_load(_show(path))
    assert isinstance(data, dict)
    return data


# -- the setup of a spec as BattleScribe files -------------------------------------------------------


def _singular(key: str) -> str:
    word = key[len("shared"):] if key.startswith("shared") else key
    word = word[0].lower() + word[1:]
    return word[:-3] + "y" if word.endswith("ies") else word[:-1]


def _element(parent: Element, tag: str, data: dict[str, Any]) -> Element:
    el = SubElement(parent, tag)
    _fill(el, data)
    return el


def _fill(el: Element, data: dict[str, Any]) -> None:
    for key, value in data.items():
        if isinstance(value, list):
            box = SubElement(el, key)
            for item in value:
                if isinstance(item, dict):
                    _element(box, _singular(key), item)
        elif isinstance(value, dict):
            continue  # engine overrides and the like: not data
        elif key == "description":
            SubElement(el, "description").text = str(value)
        elif el.tag == "characteristic" and key == "value":
            el.text = str(value)
        elif isinstance(value, bool):
            el.set(key, "true" if value else "false")
        elif value is not None:
            el.set(key, str(value))


def _document(tag: str, ns: str, data: dict[str, Any], **attrs: str) -> bytes:
    root = Element(tag, {"xmlns": ns, "revision": "1", "battleScribeVersion": "2.03", **attrs})
    _fill(root, data)
    return tostring(root, encoding="utf-8")


@cache
def setup(path: str) -> tuple[TeamList, Any, Any]:
    """The Team List of a spec's (last non-library) catalogue, with its parsed files."""
    data = spec(path)["setup"]
    gs = dict(data.get("gameSystem") or {})
    gid = str(gs.pop("id", "gs-1"))
    gname = str(gs.pop("name", "Test System"))
    gst = parse(_document("gameSystem", GST_NS, gs, id=gid, name=gname), "spec.gst")
    cats = [c for c in data["catalogues"] if not c.get("library")]
    cat_data = dict(cats[-1])
    cid = str(cat_data.pop("id", "cat-1"))
    cname = str(cat_data.pop("name", "Test Catalogue"))
    cat_data.pop("gameSystemId", None)
    cat = parse(_document("catalogue", CAT_NS, cat_data, id=cid, name=cname,
                          gameSystemId=gid), "spec.cat")
    return import_catalogue(cat, gst).team_list, gst, cat


# -- entry ids -----------------------------------------------------------------------------------------


def _place(idx: BsIndex, parent: Entry | None, name: str) -> Entry:
    found = [p.entry for p in idx.places.values() if p.parent is parent and p.entry.name == name]
    assert found, name
    return found[0]


def _expected(tree: list[dict[str, Any]], idx: BsIndex, parent: Entry | None,
              out: list[tuple[str, str, str, str, str]]) -> None:
    for node in tree:
        entry = _place(idx, parent, str(node["name"]))
        place = idx.places[entry.id]
        if "entryId" in node:
            out.append((str(node["name"]), str(node["entryId"]), place.entry_id,
                        str(node.get("entryGroupId", place.group_id)), place.group_id))
        _expected(node.get("children") or [], idx, entry, out)


def entry_id_specs() -> list[str]:
    return [f for f in _files() if f.startswith("specs/roster/entry-id/")]


@needs_spec
@pytest.mark.parametrize("path", entry_id_specs() or ["none"], ids=lambda p: Path(p).stem)
def test_entry_ids_follow_the_spec_suite(path: str) -> None:
    """Every entryId / entryGroupId the suite expects (probed on BattleScribe and New Recruit)
    is the one a roster written by Force Sheet carries."""
    tl, _, _ = setup(path)
    idx = bs_ids(tl)
    checked: list[tuple[str, str, str, str, str]] = []
    for step in spec(path)["steps"]:
        state = step.get("expectedState")
        if state:
            for force in state.get("forces") or []:
                _expected(force.get("selections") or [], idx, None, checked)
    assert checked
    for name, want, got, want_group, got_group in checked:
        assert (got, got_group) == (want, want_group), name


def test_the_entry_id_specs_are_all_driven() -> None:
    if _files():
        assert len(entry_id_specs()) >= 15


# -- sample rosters -------------------------------------------------------------------------------------

_TOKEN = re.compile(r"\$\{\{[^}]*\}\}")


def _untemplated(text: str) -> bytes:
    n = iter(range(1, 10_000))
    return _TOKEN.sub(lambda _m: f"id-{next(n)}", text).encode("utf-8")


def _tree(sels: tuple[RosSelection, ...] | list[RosSelection]) -> Counter[tuple[str, str, int]]:
    """Every selection as (name, entryId, count), a Squad's models counted one by one."""
    out: Counter[tuple[str, str, int]] = Counter()
    for s in sels:
        for x in s.walk():
            out[(x.name, x.entry_id, 1)] += x.number
    return out


def samples() -> list[tuple[str, str]]:
    """(spec, sample roster): the export snapshots and the rosters the specs load."""
    out: list[tuple[str, str]] = []
    for f in _files():
        if f.endswith(".ros"):
            stem = f.rsplit("/", 1)[0] + "/" + Path(f).name.split(".")[0] + ".yaml"
            out.append((stem, f))
        elif f.endswith(".yaml") and "loadRoster" in _show(f):
            for i, step in enumerate(spec(f)["steps"]):
                if step.get("action") == "loadRoster" and "<selection" in step.get("content", ""):
                    out.append((f, f"step {i}"))
    return out


def _sample_text(spec_path: str, sample: str) -> str:
    if sample.startswith("step "):
        return str(spec(spec_path)["steps"][int(sample[5:])]["content"])
    return _show(sample)


@needs_spec
@pytest.mark.parametrize(("spec_path", "sample"), samples() or [("none", "none")],
                         ids=lambda x: Path(x).name)
def test_sample_rosters_read_onto_their_catalogue_and_write_back(spec_path: str,
                                                                 sample: str) -> None:
    """Each sample roster maps onto its setup's catalogue; what it holds that Force Sheet
    cannot count (a unit with none of its models) is reported, never dropped; the Force written
    back names the same entries with the same counts, in the catalogue's force entry."""
    tl, gst, cat = setup(spec_path)
    roster = parse_roster(_untemplated(_sample_text(spec_path, sample)), Path(sample).name)
    result = roster_to_force(roster, tl)
    reported = Counter((i.name, i.entry_id) for i in result.items)
    assert all(i.reason == "empty_unit" for i in result.items), result.items
    ids = catalogue_ids(gst, cat)
    out = parse_roster(force_to_roster(result.force, tl, ids).rosz(), "back.rosz")
    (rf,) = out.forces
    (orig,) = roster.forces
    assert (rf.entry_id, rf.catalogue_id, rf.catalogue_name) == (
        orig.entry_id, orig.catalogue_id, orig.catalogue_name)
    assert out.game_system_id == roster.game_system_id
    kept = [s for s in orig.selections if (s.name, s.entry_id) not in reported or s.children]
    assert _tree(rf.selections) == _tree(kept)
    again = roster_to_force(out, tl)
    assert again.force == result.force and again.items == ()


@needs_spec
def test_the_fractional_cost_sample_keeps_its_cost() -> None:
    """The export spec's half-point unit: written as BattleScribe writes it ("0.5")."""
    path = "specs/roster/export/roster-fractional-cost-export.yaml"
    tl, gst, cat = setup(path)
    roster = parse_roster(_untemplated(_show(path.replace(".yaml", ".exported.battlescribe.ros"))),
                          "x.ros")
    result = roster_to_force(roster, tl)
    xml = force_to_roster(result.force, tl, catalogue_ids(gst, cat)).xml.decode()
    assert xml.count('<cost name="pts" typeId="pts" value="0.5" />') == 2  # roster and unit
    assert 'entryId="se-1"' in xml and 'entryId="fe-1"' in xml and 'catalogueId="cat-1"' in xml


@needs_spec
def test_the_load_roster_sample_costs_what_the_suite_says() -> None:
    """roundtrip-load-roster: a Squad of two Troopers, 10 + 2 x 7 = 24 pts (the payload's
    stale 999 is not kept)."""
    path = "specs/roster/roundtrip/roundtrip-load-roster.yaml"
    tl, gst, cat = setup(path)
    (_, sample), = [s for s in samples() if s[0] == path]
    result = roster_to_force(parse_roster(_untemplated(_sample_text(path, sample)), "x"), tl)
    assert len(result.force.models) == 2 and len(result.force.groups) == 1
    out = parse_roster(force_to_roster(result.force, tl, catalogue_ids(gst, cat)).xml, "y")
    assert out.name == "Imported Roster"
    xml = force_to_roster(result.force, tl, catalogue_ids(gst, cat)).xml.decode()
    assert xml.split("<costs>")[1].split("</costs>")[0].strip() == \
        '<cost name="pts" typeId="ct-pts" value="24.0" />'
