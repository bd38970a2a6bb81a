"""The roster file: one Force (and optionally one Team) as JSON. See ``docs/roster-format.md``.

Reading is strict and collects every problem with its JSON path; nothing half-read is returned.
Option ids may be written in full (``marine.special.plasma_gun``) or by the item's own id
(``plasma_gun``) when that is unambiguous under the model's entry.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.rules.force import Force, ForceModel, Group, Selection, Team, selection_to_json
from app.rules.format.checker import FileProblems, Problem
from app.rules.teamlist import Entry, TeamList

ROSTER_FORMAT = "forcesheet-roster"
ROSTER_VERSION = 1
MAX_ROSTER_BYTES = 5 * 1024 * 1024
MAX_DEPTH = 16
MAX_MODELS = 5000


@dataclass(frozen=True, slots=True)
class Roster:
    force: Force
    team: Team | None
    team_list_version: str | None = None


def roster_to_json(force: Force, team: Team | None = None, team_list_version: str = "") -> str:
    doc: dict[str, Any] = {
        "format": ROSTER_FORMAT,
        "version": ROSTER_VERSION,
        "team_list": force.team_list,
        "team_list_version": team_list_version,
        "name": force.name,
        "starting": force.starting,
        "upgrades": sorted(force.upgrades),
        "groups": [
            {
                "id": g.id,
                "entry": g.entry,
                "name": g.name,
                "squad": g.squad,
                "starting_size": g.starting_size,
                "options": [selection_to_json(s) for s in g.options],
            }
            for g in force.groups
        ],
        "models": [
            {
                "uid": m.uid,
                "entry": m.entry,
                "name": m.name,
                "member": m.member,
                "group": m.group,
                "incapacitated": m.incapacitated,
                **({"promoted_leader": True} if m.promoted_leader else {}),
                "options": [selection_to_json(s) for s in m.options],
            }
            for m in force.models
        ],
    }
    if team is not None:
        doc["team"] = {
            "models": list(team.models),
            "points_limit": team.points_limit,
            "field_promotion": team.field_promotion,
        }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


class _Reader:
    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []

    def err(self, path: str, message: str) -> None:
        self.problems.append(Problem(self.file, None, path, message))

    def get(
        self, obj: Mapping[str, Any], key: str, tp: type | tuple[type, ...], path: str,
        default: Any = ...,
    ) -> Any:
        if key not in obj:
            if default is ...:
                self.err(f"{path}.{key}".lstrip("."), "this key is required")
                return None
            return default
        value = obj[key]
        ok = isinstance(value, tp) and not (isinstance(value, bool) and tp in (int, (int,)))
        if not ok:
            self.err(f"{path}.{key}".lstrip("."), f"expected {_tname(tp)}, found {value!r:.40}")
            return None if default is ... else default
        return value

    def selection(self, raw: Any, path: str, depth: int) -> Selection | None:
        if depth > MAX_DEPTH:
            self.err(path, "options are nested too deeply")
            return None
        if isinstance(raw, str):
            return Selection(raw)
        if not isinstance(raw, dict):
            self.err(path, f"expected an option id or a mapping, found {raw!r:.40}")
            return None
        entry = self.get(raw, "entry", str, path)
        count = self.get(raw, "count", int, path, 1)
        if isinstance(count, int) and count < 1:
            self.err(f"{path}.count", "must be at least 1")
        kids = self.get(raw, "options", list, path, [])
        children = [self.selection(c, f"{path}.options[{i}]", depth + 1) for i, c in
                    enumerate(kids or [])]
        _unknown_keys(self, raw, {"entry", "count", "options"}, path)
        if entry is None:
            return None
        return Selection(entry, count or 1, tuple(c for c in children if c is not None))


def _unknown_keys(r: _Reader, raw: Mapping[str, Any], known: set[str], path: str) -> None:
    for k in raw:
        if k not in known:
            r.err(f"{path}.{k}".lstrip("."), f"unknown key {k!r}")


def _tname(tp: type | tuple[type, ...]) -> str:
    names = {str: "text", int: "a whole number", bool: "true or false", list: "a list",
             dict: "a mapping"}
    if isinstance(tp, tuple):
        return " or ".join(names.get(t, t.__name__) for t in tp)
    return names.get(tp, tp.__name__)


def parse_roster(text: str | bytes, file: str = "<roster>") -> Roster:
    """Read a roster file's text. Raises :class:`FileProblems` listing every problem."""
    if len(text) > MAX_ROSTER_BYTES:
        raise FileProblems([Problem(file, None, "", "the file is too large")])
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        line = getattr(exc, "lineno", None)
        msg = getattr(exc, "msg", str(exc))
        raise FileProblems([Problem(file, line, "", f"not valid JSON: {msg}")]) from None
    except RecursionError:
        raise FileProblems([Problem(file, None, "", "nested too deeply")]) from None
    r = _Reader(file)
    if not isinstance(doc, dict):
        raise FileProblems([Problem(file, None, "", "expected a JSON object")])
    if doc.get("format") != ROSTER_FORMAT:
        r.err("format", f"expected {ROSTER_FORMAT!r}: this is not a Force Sheet roster")
    version = r.get(doc, "version", int, "")
    if isinstance(version, int) and version > ROSTER_VERSION:
        r.err("version", f"version {version} is newer than this app reads ({ROSTER_VERSION})")
    team_list = r.get(doc, "team_list", str, "")
    tl_version = r.get(doc, "team_list_version", str, "", "")
    name = r.get(doc, "name", str, "", "")
    starting = r.get(doc, "starting", bool, "", False)
    upgrades = r.get(doc, "upgrades", list, "", [])
    for i, u in enumerate(upgrades or []):
        if not isinstance(u, str):
            r.err(f"upgrades[{i}]", "expected an upgrade id")
    groups: list[Group] = []
    for i, g in enumerate(r.get(doc, "groups", list, "", []) or []):
        p = f"groups[{i}]"
        if not isinstance(g, dict):
            r.err(p, "expected a mapping")
            continue
        gid = r.get(g, "id", str, p)
        entry = r.get(g, "entry", str, p)
        opts = [r.selection(s, f"{p}.options[{j}]", 1) for j, s in
                enumerate(r.get(g, "options", list, p, []) or [])]
        size = r.get(g, "starting_size", (int, type(None)), p, None)
        _unknown_keys(r, g, {"id", "entry", "name", "squad", "starting_size", "options"}, p)
        if gid is not None and entry is not None:
            groups.append(
                Group(gid, entry, r.get(g, "name", str, p, ""), bool(r.get(g, "squad", bool, p,
                      False)), size, tuple(o for o in opts if o is not None))
            )
    models: list[ForceModel] = []
    raw_models = r.get(doc, "models", list, "", []) or []
    if len(raw_models) > MAX_MODELS:
        r.err("models", f"more than {MAX_MODELS} models")
        raw_models = []
    for i, m in enumerate(raw_models):
        p = f"models[{i}]"
        if not isinstance(m, dict):
            r.err(p, "expected a mapping")
            continue
        uid = r.get(m, "uid", str, p)
        entry = r.get(m, "entry", str, p)
        opts = [r.selection(s, f"{p}.options[{j}]", 1) for j, s in
                enumerate(r.get(m, "options", list, p, []) or [])]
        member = r.get(m, "member", (str, type(None)), p, None)
        group = r.get(m, "group", (str, type(None)), p, None)
        _unknown_keys(r, m, {"uid", "entry", "name", "member", "group", "incapacitated",
                             "promoted_leader", "options"}, p)
        if uid is not None and entry is not None:
            models.append(
                ForceModel(uid, entry, r.get(m, "name", str, p, ""), member,
                           tuple(o for o in opts if o is not None), group,
                           bool(r.get(m, "incapacitated", bool, p, False)),
                           bool(r.get(m, "promoted_leader", bool, p, False)))
            )
    team: Team | None = None
    raw_team = r.get(doc, "team", (dict, type(None)), "", None)
    if isinstance(raw_team, dict):
        ids = r.get(raw_team, "models", list, "team", []) or []
        for i, u in enumerate(ids):
            if not isinstance(u, str):
                r.err(f"team.models[{i}]", "expected a model uid")
        limit = r.get(raw_team, "points_limit", int, "team", 200)
        fp = r.get(raw_team, "field_promotion", (str, type(None)), "team", None)
        _unknown_keys(r, raw_team, {"models", "points_limit", "field_promotion"}, "team")
        team = Team(tuple(u for u in ids if isinstance(u, str)), limit or 200, fp)
    _unknown_keys(r, doc, {"format", "version", "team_list", "team_list_version", "name",
                           "starting", "upgrades", "groups", "models", "team"}, "")
    if r.problems:
        raise FileProblems(r.problems)
    force = Force(
        team_list or "", tuple(models), tuple(groups), name or "",
        frozenset(u for u in upgrades or [] if isinstance(u, str)), bool(starting),
    )
    return Roster(force, team, tl_version or None)


def resolve_options(force: Force, tl: TeamList) -> Force:
    """Expand short option ids (``plasma_gun``) to the full ids of the Team List.

    Ids that match nothing, or more than one option, are left as they are: validation then
    reports them as ``option.unknown``.
    """
    idx = tl.index

    def resolve(sel: Selection, parent: Entry | None) -> Selection:
        full = sel.entry
        if parent is not None and (
            sel.entry not in idx.infos or idx.infos[sel.entry].parent is not parent
        ):
            matches = [
                info.entry.id
                for info in idx.infos.values()
                if info.parent is parent
                and sel.entry in (info.entry.id.rsplit(".", 1)[-1], info.entry.ref)
            ]
            if len(matches) == 1:
                full = matches[0]
        info = idx.infos.get(full)
        child_parent = info.entry if info else None
        return Selection(full, sel.count, tuple(resolve(c, child_parent) for c in sel.children))

    models = []
    for m in force.models:
        base = idx.infos.get(m.member or m.entry)
        parent = base.entry if base else None
        models.append(
            ForceModel(m.uid, m.entry, m.name, m.member,
                       tuple(resolve(s, parent) for s in m.options), m.group, m.incapacitated,
                       m.promoted_leader)
        )
    groups = []
    for g in force.groups:
        base = idx.infos.get(g.entry)
        parent = base.entry if base else None
        groups.append(Group(g.id, g.entry, g.name, g.squad, g.starting_size,
                            tuple(resolve(s, parent) for s in g.options)))
    return Force(force.team_list, tuple(models), tuple(groups), force.name, force.upgrades,
                 force.starting)
