#!/usr/bin/env python3
"""Drive the roster specs of WarHub/battlescribe-spec through Force Sheet.

    python scripts/bs_conformance.py SPEC_DIR [--verbose] [--only PATTERN] [--threshold 95]
                                              [--engine battlescribe]

``SPEC_DIR`` is the suite's ``specs`` folder (or its ``specs/roster``, or one spec file). Each
spec's ``setup`` (a game system and catalogues in the suite's YAML form of BattleScribe data) is
written as BattleScribe XML, read by the project's own safe reader and converted by its own
converter (:mod:`app.rules.bsdata`), exactly as an imported catalogue is. The ``steps`` are then
played on Force Sheet Forces: a force is a :class:`~app.rules.force.Force` of the catalogue's Team
List, ``selectEntry`` recruits with :func:`app.rules.force_edit.add_model` (a unit with member
models is a Squad of them), every new selection starts with what
:func:`app.rules.bsdata.defaults.default_selections` gives and a new force with
:func:`~app.rules.bsdata.defaults.force_defaults`. Every ``expectedState`` is compared with what the
project's :class:`~app.rules.validation.Validator` says of those Forces: the selections (names,
numbers, types, hidden), the points of each selection and of the roster
(:meth:`~app.rules.validation.Validator.explain`) and the errors (violation codes and their
constraint ids; which roster element BattleScribe attaches an error to, ``on:``, is not compared:
Force Sheet attaches violations to models).

A spec is skipped, with its reason under ``--verbose``, when it asserts or needs what a Force
cannot hold (profiles, rules, publications, custom names, child forces, cost limits, several cost
types, rosters loaded from files...) or what the import report lists as not expressed. The last
line is always ``N passed, M failed, K skipped``; the exit code is 0 when at least
``--threshold`` percent of the driven specs pass.

The adapter is importable (``run_suite``, ``run_spec``): ``tests/rules/bsdata/test_conformance.py``
runs it on the suite when it is present.
"""

from __future__ import annotations

import argparse
import fnmatch
import re
import sys
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, SubElement, tostring

import yaml

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.rules.bsdata import import_catalogue, parse  # noqa: E402
from app.rules.bsdata.defaults import default_selections, force_defaults  # noqa: E402
from app.rules.force import Force, ForceModel, Group, Selection  # noqa: E402
from app.rules.force_edit import EditError, add_model  # noqa: E402
from app.rules.teamlist import Entry, EntryKind, TeamList, mandatory_count  # noqa: E402
from app.rules.validation import SelectionView, Validator  # noqa: E402

GST_NS = "http://www.battlescribe.net/schema/gameSystemSchema"
CAT_NS = "http://www.battlescribe.net/schema/catalogueSchema"

# YAML list key -> the XML element of each item
CONTAINERS = {
    "selectionEntries": "selectionEntry",
    "sharedSelectionEntries": "selectionEntry",
    "selectionEntryGroups": "selectionEntryGroup",
    "sharedSelectionEntryGroups": "selectionEntryGroup",
    "entryLinks": "entryLink",
    "costs": "cost",
    "costTypes": "costType",
    "constraints": "constraint",
    "modifiers": "modifier",
    "modifierGroups": "modifierGroup",
    "conditions": "condition",
    "conditionGroups": "conditionGroup",
    "repeats": "repeat",
    "categoryLinks": "categoryLink",
    "categoryEntries": "categoryEntry",
    "forceEntries": "forceEntry",
    "sharedForceEntries": "forceEntry",
    "profiles": "profile",
    "sharedProfiles": "profile",
    "characteristics": "characteristic",
    "characteristicTypes": "characteristicType",
    "profileTypes": "profileType",
    "rules": "rule",
    "sharedRules": "rule",
    "infoLinks": "infoLink",
    "infoGroups": "infoGroup",
    "sharedInfoGroups": "infoGroup",
    "publications": "publication",
    "catalogueLinks": "catalogueLink",
    "associations": "association",
    "sharedAssociations": "association",
    "localConditionGroups": "localConditionGroup",
    "attributeTypes": "attributeType",
}
_QUERY = {
    "field": "selections",
    "value": "0",
    "percentValue": "false",
    "shared": "false",
    "includeChildSelections": "false",
    "includeChildForces": "false",
}
# The suite's protocol defaults (ProtocolMessages.cs), written out as BattleScribe writes them.
DEFAULTS: dict[str, dict[str, str]] = {
    "selectionEntry": {"type": "unit", "hidden": "false", "collective": "false", "import": "true"},
    "selectionEntryGroup": {"hidden": "false", "collective": "false", "import": "true"},
    "entryLink": {
        "type": "selectionEntry", "hidden": "false", "collective": "false", "import": "true",
    },
    "constraint": {**_QUERY, "scope": "parent"},
    "condition": {**_QUERY, "scope": "self"},
    "repeat": {**_QUERY, "scope": "self", "value": "1", "repeats": "1", "roundUp": "false"},
    "categoryLink": {"primary": "false", "hidden": "false"},
    "categoryEntry": {"hidden": "false"},
    "forceEntry": {"hidden": "false"},
    "costType": {"defaultCostLimit": "-1", "hidden": "false"},
    "conditionGroup": {"type": "and"},
}
TEXT_CHILDREN = {"rule": "description", "infoGroup": "description"}
# What an expectedState may assert that no Force holds.
UNEXPRESSED_STATE = {
    "profiles": "profiles", "rules": "rules", "page": "pages",
    "publicationId": "publications", "publicationName": "publications",
    "publications": "publications", "customName": "custom names", "customNotes": "custom notes",
    "costLimits": "cost limits", "costLimitCount": "cost limits",
    "childForces": "child forces", "childForceCount": "child forces",
    "categories": "categories of a selection", "categoryCount": "categories of a force",
    "entryGroupId": "entry group ids", "entryId": "BattleScribe selection ids",
    "catalogueName": "catalogue names", "gameSystemName": "game system names",
    "gameSystemId": "game system ids",
}
ACTIONS = {
    "addForce", "removeForce", "selectEntry", "selectChildEntry", "deselectSelection",
    "setSelectionCount", "duplicateSelection", "duplicateForce",
}
UNDRIVEN_ACTIONS = {
    "addChildForce": "child forces (a Kill Team is one force)",
    "setCostLimit": "roster cost limits (HoR limits are the campaign's)",
    "setCustomization": "custom names and notes",
    "loadRoster": "rosters loaded from .ros files",
    "reload": "rosters loaded from .ros files",
}
# Report items that change neither counts nor points (display, HoR sections): the spec is driven.
REPORT_NOT_COUNTED = frozenset((
    "info_link_modifier", "profile_modifier", "rule_modifier", "info_group_modifier",
    "link_target_missing", "no_core_category", "section_by_wording", "force_entries",
))
# Violations of Heralds of Ruin rules layered on the catalogue's: no BattleScribe counterpart.
HOR_ONLY = ("points.starting_limit", "points.unspent", "points.team_limit", "force.", "squad.",
            "group.", "transport.", "team.", "armoury.item_repeated")


class Skip(Exception):
    """The spec cannot be driven honestly; the message says why."""


class Mismatch(Exception):
    pass


# -- setup: YAML -> BattleScribe XML -> the project's import --------------------------------------
def _text(v: object) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def _element(parent: Element, tag: str, data: Mapping[str, Any]) -> Element:
    el = SubElement(parent, tag)
    _fill(el, tag, data)
    return el


def _fill(el: Element, tag: str, data: Mapping[str, Any]) -> None:
    for key, value in DEFAULTS.get(tag, {}).items():
        if key not in data:
            el.set(key, value)
    for key, value in data.items():
        if isinstance(value, list):
            child_tag = CONTAINERS.get(key)
            if child_tag is None:
                raise Skip(f"unknown setup list {key!r}")
            box = SubElement(el, key)
            for item in value:
                if isinstance(item, Mapping):
                    _element(box, child_tag, item)
        elif isinstance(value, Mapping):
            raise Skip(f"unknown setup mapping {key!r}")
        elif value is None:
            continue
        elif tag == "characteristic" and key == "value":
            el.text = _text(value)
        elif TEXT_CHILDREN.get(tag) == key:
            SubElement(el, key).text = _text(value)
        elif key == "childId" and not str(value).strip():
            continue
        else:
            el.set(key, _text(value))


def setup_xml(setup: Mapping[str, Any], spec_id: str) -> tuple[bytes, dict[str, bytes]]:
    """The game system's XML and each catalogue's (by id), with the suite's defaults."""
    gs = dict(setup.get("gameSystem") or {})
    gs.setdefault("id", spec_id)
    gs.setdefault("name", spec_id)
    gst = Element("gameSystem", {"xmlns": GST_NS, "revision": "1",
                                 "battleScribeVersion": "2.03"})
    _fill(gst, "gameSystem", gs)
    cats = list(setup.get("catalogues") or [])
    out: dict[str, bytes] = {}
    for i, raw in enumerate(cats):
        c = dict(raw)
        c.setdefault("gameSystemId", gs["id"])
        c.setdefault("name", f"{spec_id}-{i + 1}" if len(cats) > 1 else spec_id)
        c.setdefault("id", f"cat-{i + 1}")
        el = Element("catalogue", {"xmlns": CAT_NS, "revision": "1", "gameSystemRevision": "1",
                                   "battleScribeVersion": "2.03"})
        _fill(el, "catalogue", c)
        out[str(c["id"])] = tostring(el, encoding="utf-8")
    return tostring(gst, encoding="utf-8"), out


def _walk(node: object) -> Iterator[Mapping[str, Any]]:
    if isinstance(node, Mapping):
        yield node
        for v in node.values():
            yield from _walk(v)
    elif isinstance(node, list):
        for v in node:
            yield from _walk(v)


# -- the roster the steps build: BattleScribe selections over Force Sheet Forces --------------
@dataclass(eq=False)
class Sel:
    """A selection as the steps address it; the Force is made from these."""

    sid: str
    entry: Entry
    count: int = 1
    children: list[Sel] = field(default_factory=list)
    parent: Sel | None = None


@dataclass(eq=False)
class RosterForce:
    fid: str
    name: str
    team_list: TeamList
    validator: Validator
    roots: list[Sel] = field(default_factory=list)


def _bs_ids(e: Entry) -> set[str]:
    ids = {e.id.rsplit("/", 1)[-1], *e.aliases}
    if e.ref:
        ids.add(e.ref)
    return ids


def _members(e: Entry) -> list[Entry]:
    return [c for c in e.entries if c.kind == EntryKind.MODEL]


class Runner:
    """Plays one spec's steps."""

    def __init__(self, spec: Mapping[str, Any], engine: str | None = None) -> None:
        self.spec = spec
        self.engine = engine
        self.spec_id = str(spec.get("id", "spec"))
        setup = spec.get("setup") or {}
        if "dataSource" in setup:
            raise Skip("real-world data source (files outside the suite)")
        self.setup = setup
        gst, cats = setup_xml(setup, self.spec_id)
        self.gst = parse(gst, f"{self.spec_id}.gst")
        self.cats = {cid: parse(xml, f"{cid}.cat") for cid, xml in cats.items()}
        self.cat_order = list(cats)
        self.team_lists: dict[str, tuple[TeamList, Validator]] = {}
        self.forces: list[RosterForce] = []
        self.outputs: dict[str, dict[str, Any]] = {}
        self.ids = 0
        self.owner: dict[str, str] = {}  # constraint id -> id of the element declaring it
        self.collective = {str(d["id"]) for d in _walk(setup) if d.get("collective") and "id" in d}
        for d in _walk(setup):
            for c in d.get("constraints") or ():
                if isinstance(c, Mapping) and "id" in c and "id" in d:
                    self.owner.setdefault(str(c["id"]), str(d["id"]))
        self._static_skips()

    # -- what cannot be driven ------------------------------------------------------------------
    def _static_skips(self) -> None:
        setup = self.setup
        for c in self.setup.get("catalogues") or ():
            if c.get("catalogueLinks"):
                raise Skip("catalogue links (a Team List is one catalogue)")
        for d in _walk(setup):
            if d.get("field") == "forces":
                raise Skip("limits on the number of forces (a Kill Team is one force)")
            if d.get("includeChildForces"):
                raise Skip("includeChildForces (a Kill Team has no child forces)")
        for d in _walk(setup.get("gameSystem", {}).get("forceEntries") or []):
            if d.get("constraints") or d.get("modifiers") or d.get("forceEntries"):
                raise Skip("force entries with limits, modifiers or child forces")
            if d.get("hidden"):
                raise Skip("hidden force entries (a Force has no force entry)")
        for d in _walk(setup):
            limit = d.get("defaultCostLimit")
            if limit is not None and float(limit) >= 0:
                raise Skip("roster cost limits (HoR limits are the campaign's)")
        steps = self.spec.get("steps") or []
        forces = sum(1 for s in steps if s.get("action") in ("addForce", "duplicateForce"))
        for s in steps:
            action = s.get("action")
            if action in UNDRIVEN_ACTIONS:
                raise Skip(f"action {action}: {UNDRIVEN_ACTIONS[action]}")
            if action is not None and action not in ACTIONS and action != "dump":
                raise Skip(f"action {action}")
            if s.get("expectedFile") or s.get("exportRoster"):
                raise Skip("exported roster files")
            expected = s.get("expectedState")
            if expected is not None:
                self._state_skips(self._effective(expected))
        if forces > 1:
            for d in _walk(setup):
                if d.get("scope") == "roster":
                    raise Skip("roster-wide counts over several forces (one Force is validated "
                               "at a time)")
        if len({str(c.get("id")) for c in setup.get("catalogues") or ()}) != len(
                setup.get("catalogues") or ()):
            raise Skip("duplicate catalogue ids")

    def _state_skips(self, expected: Mapping[str, Any]) -> None:
        for d in _walk(expected):
            for key in d:
                if key in UNEXPRESSED_STATE:
                    raise Skip(f"asserts {UNEXPRESSED_STATE[key]}")
        cost_types = self.setup.get("gameSystem", {}).get("costTypes") or []
        for c in self.setup.get("catalogues") or ():
            cost_types = [*cost_types, *(c.get("costTypes") or [])]
        if len(cost_types) > 1:
            raise Skip("several cost types (Force Sheet counts points only)")

    def _effective(self, expected: Mapping[str, Any]) -> Mapping[str, Any]:
        engines = expected.get("engines") or {}
        base = {k: v for k, v in expected.items() if k != "engines"}
        if self.engine and self.engine in engines:
            base.update({k: v for k, v in engines[self.engine].items() if v is not None})
        return base

    # -- the project's Team Lists ---------------------------------------------------------------
    def team_list(self, catalogue_id: str | None) -> tuple[TeamList, Validator]:
        cid = catalogue_id or self.cat_order[0]
        if cid not in self.team_lists:
            if cid not in self.cats:
                raise Skip(f"force of a catalogue the setup lacks ({cid})")
            imported = import_catalogue(self.cats[cid], self.gst)
            items = [i for i in imported.report.items if i.construct not in REPORT_NOT_COUNTED]
            if items:
                constructs = sorted({i.construct for i in items})
                raise Skip("the import report lists what it cannot express: "
                           + ", ".join(constructs))
            tl = imported.team_list
            self.team_lists[cid] = (tl, Validator(tl, memo_size=0))
        return self.team_lists[cid]

    # -- steps -----------------------------------------------------------------------------------
    def run(self) -> None:
        for i, step in enumerate(self.spec.get("steps") or []):
            action = step.get("action")
            if action == "dump":
                continue
            if action is not None:
                out = self.act(action, self._resolve(step))
                if step.get("id"):
                    self.outputs[str(step["id"])] = out
            elif step.get("expectedState") is not None:
                problems = self.check(self._effective(step["expectedState"]))
                if problems:
                    raise Mismatch(f"step {i}: " + "; ".join(problems))

    def _resolve(self, step: Mapping[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in step.items():
            if isinstance(v, str):
                m = re.fullmatch(r"\$\{\{\s*steps\.([\w-]+)\.(\w+)(?:\.([\w-]+))?\s*\}\}", v)
                if m:
                    got = self.outputs.get(m.group(1), {}).get(m.group(2))
                    if m.group(3) is not None:
                        got = got.get(m.group(3)) if isinstance(got, dict) else None
                    if got is None:
                        raise Mismatch(f"{v} has no value")
                    v = got
            out[k] = v
        return out

    def _new_id(self, prefix: str) -> str:
        self.ids += 1
        return f"{prefix}{self.ids}"

    def _force(self, fid: object) -> RosterForce:
        for f in self.forces:
            if f.fid == fid:
                return f
        raise Mismatch(f"no force {fid}")

    def _find(self, force: RosterForce, sid: object) -> Sel:
        stack = list(force.roots)
        while stack:
            s = stack.pop()
            if s.sid == sid:
                return s
            stack.extend(s.children)
        raise Mismatch(f"no selection {sid}")

    def _sel(self, entry: Entry, count: int, options: Sequence[Selection], tl: TeamList,
             parent: Sel | None) -> Sel:
        s = Sel(self._new_id("s"), entry, count, [], parent)
        idx = tl.index
        for o in options:
            s.children.append(self._sel(idx.info(o.entry).entry, o.count, o.children, tl, s))
        return s

    def _made(self, s: Sel, into: dict[str, str]) -> dict[str, str]:
        for c in (s, *s.children):
            if c is not s:
                self._made(c, into)
            for i in sorted(_bs_ids(c.entry)):
                into.setdefault(i, c.sid)
        return into

    def _recruit(self, force: RosterForce, entry: Entry) -> Sel:
        tl = force.team_list
        try:
            made = add_model(tl, Force(tl.id), entry.id, hidden=True)
        except EditError as exc:
            raise Mismatch(f"cannot recruit {entry.name}: {exc.code}") from exc
        members = _members(entry)
        if members and not any(mandatory_count(m) for m in members):
            raise Skip(f"a unit without models ({entry.name} needs none): a Force is made of "
                       "models, a Squad has at least one")
        root = Sel(self._new_id("s"), entry)
        if made.group is not None:
            for o in default_selections(entry):
                root.children.append(self._sel(tl.entry(o.entry), o.count, o.children, tl, root))
            by_member: dict[str, list[ForceModel]] = {}
            for m in made.force.models:
                by_member.setdefault(m.member or "", []).append(m)
            for mid, models in by_member.items():
                member = tl.entry(mid)
                root.children.append(self._sel(member, len(models), default_selections(member),
                                               tl, root))
        else:
            for o in default_selections(entry):
                root.children.append(self._sel(tl.entry(o.entry), o.count, o.children, tl, root))
        return root

    def act(self, action: str, p: Mapping[str, Any]) -> dict[str, Any]:
        if action == "addForce":
            tl, validator = self.team_list(p.get("catalogueId"))
            names = {str(fe.get("id")): str(fe.get("name", "")) for fe in
                     _walk(self.setup.get("gameSystem", {}).get("forceEntries") or [])}
            for c in self.setup.get("catalogues") or ():
                names.update({str(fe.get("id")): str(fe.get("name", ""))
                              for fe in c.get("forceEntries") or ()})
            fe_id = str(p.get("forceEntryId", ""))
            if fe_id not in names:
                raise Mismatch(f"no force entry {fe_id}")
            force = RosterForce(self._new_id("f"), names[fe_id], tl, validator)
            self.forces.append(force)
            made: dict[str, str] = {}
            for entry, n in force_defaults(tl):
                for _ in range(n):
                    s = self._recruit(force, entry)
                    force.roots.append(s)
                    self._made(s, made)
            return {"forceId": force.fid, "selections": made}
        if action == "removeForce":
            self.forces.remove(self._force(p.get("forceId")))
            return {}
        if action == "duplicateForce":
            src = self._force(p.get("forceId"))
            copy = RosterForce(self._new_id("f"), src.name, src.team_list, src.validator)
            copy.roots = [self._copy(s, None) for s in src.roots]
            self.forces.append(copy)
            return {"forceId": copy.fid}
        force = self._force(p.get("forceId"))
        tl = force.team_list
        if action == "selectEntry":
            want = str(p.get("entryId", ""))
            found = next((e for e in tl.entries if want in _bs_ids(e)), None)
            if found is None:
                raise Mismatch(f"no root entry {want}")
            s = self._recruit(force, found)
            force.roots.append(s)
            return {"selectionId": s.sid, "selections": self._made(s, {})}
        if action == "selectChildEntry":
            parent = self._find(force, p.get("selectionId"))
            want = str(p.get("entryId", ""))
            child = next((info.entry for info in tl.index.infos.values()
                          if info.parent is parent.entry and want in _bs_ids(info.entry)), None)
            if child is None:
                raise Mismatch(f"no option {want} of {parent.entry.name}")
            same = next((c for c in parent.children if c.entry is child), None)
            if same is not None and self._merged(child):
                same.count += 1  # BattleScribe counts a repeated option on one selection
                return {"selectionId": same.sid, "selections": self._made(same, {})}
            s = self._sel(child, 1, default_selections(child), tl, parent)
            parent.children.append(s)
            return {"selectionId": s.sid, "selections": self._made(s, {})}
        s = self._find(force, p.get("selectionId"))
        if action == "deselectSelection":
            if s.count > 1:
                s.count -= 1  # one of a counted selection
            else:
                (s.parent.children if s.parent else force.roots).remove(s)
            return {}
        if action == "setSelectionCount":
            s.count = int(p.get("count", 1))
            return {}
        if action == "duplicateSelection":
            siblings = s.parent.children if s.parent else force.roots
            twin = self._copy(s, s.parent)
            siblings.insert(siblings.index(s) + 1, twin)
            return {"selectionId": twin.sid, "selections": self._made(twin, {})}
        raise Skip(f"action {action}")

    def _merged(self, e: Entry) -> bool:
        """Whether BattleScribe counts a repeated selection of ``e`` on one node (its number)
        rather than as a new node: when everything below it is collective. (How the roster
        groups equal selections: Force Sheet counts both forms the same.)"""
        below = list(e.walk())[1:]
        return all(_bs_ids(d) & self.collective for d in below)

    def _copy(self, s: Sel, parent: Sel | None) -> Sel:
        c = Sel(self._new_id("s"), s.entry, s.count, [], parent)
        c.children = [self._copy(k, c) for k in s.children]
        return c

    # -- Sel tree -> Force ---------------------------------------------------------------------
    def force_of(self, rf: RosterForce) -> tuple[Force, dict[str, list[str]]]:
        """The Force of a roster force, and for each root selection the uids (or group ids) of
        the models it became."""
        models: list[ForceModel] = []
        groups: list[Group] = []
        made: dict[str, list[str]] = {}
        tl = rf.team_list
        for r in rf.roots:
            member_ids = {e.id for e in _members(r.entry)}
            made[r.sid] = []
            for i in range(max(r.count, 0)):
                if member_ids:
                    gid = f"{r.sid}.{i}"
                    opts = tuple(_selection(c) for c in r.children if c.entry.id not in member_ids)
                    groups.append(Group(gid, r.entry.id, squad=True, options=opts))
                    made[r.sid].append(gid)
                    for c in r.children:
                        if c.entry.id not in member_ids:
                            continue
                        for j in range(max(c.count, 0)):
                            models.append(ForceModel(
                                f"{c.sid}.{i}.{j}", r.entry.id, member=c.entry.id,
                                options=tuple(_selection(k) for k in c.children), group=gid))
                else:
                    uid = f"{r.sid}.{i}"
                    models.append(ForceModel(uid, r.entry.id,
                                             options=tuple(_selection(c) for c in r.children)))
                    made[r.sid].append(uid)
        return Force(tl.id, tuple(models), tuple(groups), starting=True), made

    # -- expected state ------------------------------------------------------------------------
    def check(self, expected: Mapping[str, Any]) -> list[str]:
        problems: list[str] = []
        states: list[list[dict[str, Any]]] = []
        errors: list[str] = []
        total = Fraction(0)
        for rf in self.forces:
            force, _ = self.force_of(rf)
            report = rf.validator.validate_force(force)
            views = rf.validator.explain(force)
            total += report.total
            states.append(self._render(rf, views))
            errors += self._errors(rf, report.violations)
        if "forceCount" in expected and expected["forceCount"] != len(self.forces):
            problems.append(f"forceCount {len(self.forces)} != {expected['forceCount']}")
        if "costCount" in expected and expected["costCount"] != len(self._cost_types()):
            problems.append("costCount")
        for ec in expected.get("costs") or ():
            if ec.get("value") is not None and _num(ec["value"]) != total:
                problems.append(f"roster cost {_show(total)} != {ec['value']}")
        if "name" in expected:
            problems.append("roster name")  # (no roster name in a Force)
        exp_forces = expected.get("forces")
        if exp_forces is not None:
            if len(exp_forces) != len(self.forces):
                problems.append(f"{len(self.forces)} forces, expected {len(exp_forces)}")
            ranked = sorted(zip(self.forces, states, strict=True),
                            key=lambda fs: _natural(fs[0].name))
            for fi, (ef, (rf, st)) in enumerate(zip(exp_forces, ranked, strict=False)):
                prefix = f"force[{fi}]"
                if ef.get("name") is not None and ef["name"] != rf.name:
                    problems.append(f"{prefix}.name {rf.name!r}")
                if ef.get("selectionCount") is not None and ef["selectionCount"] != len(st):
                    problems.append(f"{prefix}.selectionCount {len(st)} != "
                                    f"{ef['selectionCount']}")
                if ef.get("hidden"):
                    problems.append(f"{prefix}.hidden")
                if ef.get("selections") is not None:
                    self._compare(prefix, ef["selections"], st, problems)
        if expected.get("selectionCount") is not None:
            n = sum(len(s) for s in states)
            if n != expected["selectionCount"]:
                problems.append(f"selectionCount {n} != {expected['selectionCount']}")
        if "errors" in expected or "errorsContain" in expected:
            want = Counter(_from(e) for e in expected.get("errors") or
                           expected.get("errorsContain") or ())
            have = Counter(errors)
            exact = "errors" in expected
            missing = want - have
            extra = have - want
            if missing or (exact and extra):
                problems.append(f"errors {sorted(have.elements())} != {sorted(want.elements())}")
        elif "errorCount" in expected:
            if len(errors) != expected["errorCount"]:
                problems.append(f"{len(errors)} errors {sorted(errors)} != "
                                f"{expected['errorCount']}")
        elif errors:
            problems.append(f"unexpected errors {sorted(errors)}")
        return problems

    def _cost_types(self) -> list[Any]:
        types = list(self.setup.get("gameSystem", {}).get("costTypes") or [])
        for c in self.setup.get("catalogues") or ():
            types += c.get("costTypes") or []
        return types

    def _render(self, rf: RosterForce, views: Sequence[SelectionView]) -> list[dict[str, Any]]:
        """The force's selections as a BattleScribe roster lists them."""
        by_uid: dict[str, SelectionView] = {}
        for v in views:
            by_uid[v.uids[0] if len(v.uids) == 1 and not v.children else ",".join(v.uids)] = v
            for u in v.uids:
                by_uid.setdefault(u, v)
        force, made = self.force_of(rf)
        group_views: dict[str, SelectionView] = {}
        for g in force.groups:
            members = [m.uid for m in force.models if m.group == g.id]
            for v in views:
                if members and v.uids and v.uids[0] in members:
                    group_views[g.id] = v
        out: list[dict[str, Any]] = []
        for r in rf.roots:
            copies = [group_views.get(x) or by_uid.get(x) for x in made[r.sid]]
            present = [c for c in copies if c is not None]
            node = self._render_sel(r, present, root=True)
            node["category"] = _category_rank(rf.team_list, r.entry)
            out.append(node)
        return sorted(out, key=lambda s: (s["category"], _natural(str(s["name"]))))

    def _render_sel(self, s: Sel, views: list[SelectionView], *, root: bool = False
                    ) -> dict[str, Any]:
        """One selection: ``views`` are its copies in the validator's tree (a root selection of
        count 3 is three models)."""
        first = views[0] if views else None
        children: list[dict[str, Any]] = []
        # children of each copy, in the order the Force lists them
        kids_of = [list(v.children) for v in views]
        member_ids = {e.id for e in _members(s.entry)} if root else set()
        opts = [c for c in s.children if c.entry.id not in member_ids]
        for k, c in enumerate(opts):
            sub = [kids[k] for kids in kids_of if k < len(kids)]
            children.append(self._render_sel(c, sub))
        offset = len(opts)
        for c in s.children:
            if c.entry.id not in member_ids:
                continue
            sub = []
            for kids in kids_of:
                sub += kids[offset:offset + max(c.count, 0)]
            offset += max(c.count, 0)
            merged = self._render_members(c, sub)
            children.append(merged)
        number = (sum(v.count for v in views) if not root
                  else max(s.count, 0))
        if member_ids or not views:
            number = max(s.count, 0)
        points = sum((v.points for v in views), Fraction(0))
        if member_ids:
            points = sum((v.points for v in views), Fraction(0))
        return {
            "name": first.name if first else s.entry.name,
            "type": str(s.entry.kind),
            "number": number,
            "hidden": any(v.hidden for v in views),
            "points": points,
            "children": _ordered(children),
        }

    def _render_members(self, c: Sel, views: list[SelectionView]) -> dict[str, Any]:
        node = self._render_sel(c, [])
        node["number"] = max(c.count, 0)
        node["points"] = sum((v.points for v in views), Fraction(0))
        node["hidden"] = any(v.hidden for v in views)
        if views:
            node["name"] = views[0].name
        # the members' options, summed over the members
        kids: list[dict[str, Any]] = []
        for k, o in enumerate(c.children):
            sub = [v.children[k] for v in views if k < len(v.children)]
            kids.append(self._render_sel(o, sub))
        node["children"] = _ordered(kids)
        return node

    def _compare(self, prefix: str, expected: Sequence[Mapping[str, Any]],
                 actual: Sequence[Mapping[str, Any]], problems: list[str]) -> None:
        for i, es in enumerate(expected):
            p = f"{prefix}.selection[{i}]"
            if i >= len(actual):
                problems.append(f"{p} missing (have {len(actual)})")
                continue
            a = actual[i]
            if es.get("name") is not None and es["name"] != a["name"]:
                problems.append(f"{p}.name {a['name']!r} != {es['name']!r}")
            if es.get("type") is not None and es["type"] != a["type"]:
                problems.append(f"{p}.type {a['type']} != {es['type']}")
            if es.get("number") is not None and es["number"] != a["number"]:
                problems.append(f"{p}.number {a['number']} != {es['number']}")
            if bool(es.get("hidden", False)) != a["hidden"]:
                problems.append(f"{p}.hidden {a['hidden']}")
            for ec in es.get("costs") or ():
                if ec.get("value") is not None and _num(ec["value"]) != a["points"]:
                    problems.append(f"{p}.cost {_show(a['points'])} != {ec['value']}")
            if es.get("children") is not None:
                self._compare(p, es["children"], a["children"], problems)
            if es.get("childCount") is not None and es["childCount"] != len(a["children"]):
                problems.append(f"{p}.childCount {len(a['children'])} != {es['childCount']}")
        if len(actual) > len(expected):
            names = [a["name"] for a in actual[len(expected):]]
            problems.append(f"{prefix}: {len(actual)} selections, expected {len(expected)} "
                            f"(extra {names})")

    def _errors(self, rf: RosterForce, violations: Sequence[Any]) -> list[str]:
        out: list[str] = []
        idx = rf.team_list.index
        for v in violations:
            code = v.code
            if v.severity != "error" or code.startswith(HOR_ONLY):
                continue
            if code in ("entry.unavailable", "option.unavailable"):
                eid = str(v.params.get("entry"))
                info = idx.infos.get(eid)
                bs = (info.entry.ref or eid.rsplit("/", 1)[-1]) if info else eid
                out.extend([f"{bs}/hidden"] * max(1, _copies(v, rf)))
                continue
            cid = v.params.get("constraint")
            if cid is None:
                out.append(code)
                continue
            out.append(f"{self.owner.get(str(cid), '?')}/{cid}")
        return out


def _copies(v: Any, rf: RosterForce) -> int:
    """How many selections a hidden-entry violation stands for (one per model it names)."""
    return len({u.split(".", 1)[0] for u in v.refs}) if v.refs else 1


def _selection(s: Sel) -> Selection:
    return Selection(s.entry.id, max(s.count, 0), tuple(_selection(c) for c in s.children))


def _from(e: Mapping[str, Any]) -> str:
    return str(e.get("from", ""))


def _num(v: object) -> Fraction:
    return Fraction(str(v)).limit_denominator(1000)


def _show(p: Fraction) -> str:
    return str(p.numerator) if p.denominator == 1 else f"{float(p):g}"


def _category_rank(tl: TeamList, e: Entry) -> int:
    """Where BattleScribe lists a root selection: by its primary category, in the force's
    order of categories, the uncategorised last."""
    order = [c.id for c in tl.categories]
    cat = e.primary_category or (e.categories[0] if e.categories else None)
    return order.index(cat) if cat in order else len(order)


def _natural(name: str) -> list[object]:
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", name)]


def _ordered(sels: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(sels, key=lambda s: _natural(str(s["name"])))


# -- the suite ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Outcome:
    spec: str
    status: str  # "passed", "failed", "skipped"
    reason: str = ""


def spec_files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    roster = path / "roster" if (path / "roster").is_dir() else path
    return sorted(p for p in roster.rglob("*.yaml"))


def run_spec(path: Path, engine: str | None = None) -> Outcome:
    try:
        spec = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        return Outcome(path.stem, "skipped", f"unreadable spec: {exc}")
    sid = str(spec.get("id", path.stem)) if isinstance(spec, dict) else path.stem
    if not isinstance(spec, dict):
        return Outcome(sid, "skipped", "not a spec")
    try:
        runner = Runner(spec, engine)
        runner.run()
    except Skip as exc:
        return Outcome(sid, "skipped", str(exc))
    except Mismatch as exc:
        return Outcome(sid, "failed", str(exc))
    except Exception as exc:  # a crash of the project is a failure, with its cause
        return Outcome(sid, "failed", f"{type(exc).__name__}: {exc}")
    return Outcome(sid, "passed")


def run_suite(path: Path, only: str | None = None, engine: str | None = None) -> list[Outcome]:
    out = []
    for p in spec_files(path):
        if only and not (fnmatch.fnmatch(p.stem, only) or only in str(p)):
            continue
        out.append(run_spec(p, engine))
    return out


def summary(outcomes: Sequence[Outcome]) -> str:
    n = Counter(o.status for o in outcomes)
    return f"{n['passed']} passed, {n['failed']} failed, {n['skipped']} skipped"


def pass_rate(outcomes: Sequence[Outcome]) -> float:
    n = Counter(o.status for o in outcomes)
    driven = n["passed"] + n["failed"]
    return 100.0 * n["passed"] / driven if driven else 100.0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("spec_dir", type=Path)
    ap.add_argument("--verbose", "-v", action="store_true")
    ap.add_argument("--only", help="run the specs whose name (glob) or path matches")
    ap.add_argument("--threshold", type=float, default=95.0,
                    help="percent of the driven specs that must pass (default 95)")
    ap.add_argument("--engine", help="apply the specs' overrides for this engine "
                                     "(battlescribe, newrecruit); default: the base expectations")
    args = ap.parse_args(argv)
    if not args.spec_dir.exists():
        print(f"{args.spec_dir}: no such file or folder", file=sys.stderr)
        return 2
    outcomes = run_suite(args.spec_dir, args.only, args.engine)
    if args.verbose:
        for o in outcomes:
            print(f"{o.status.upper():8} {o.spec}" + (f": {o.reason}" if o.reason else ""))
    print(summary(outcomes))
    return 0 if pass_rate(outcomes) >= args.threshold else 1


if __name__ == "__main__":
    sys.exit(main())
