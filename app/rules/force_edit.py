"""Edit operations on a Force: each takes a Force and returns a new one (plus what it made).

These are the only ways the Force editor changes a Force, so the same operations serve the
editor's undo stack, the store's history (``action`` + ``inputs``) and the tests. They refuse
what cannot be represented at all (an unknown model, an option the entry does not offer, a Group
of six, a model of another entry in a Group) with an :class:`EditError` carrying a stable code;
everything the Team List merely forbids (too many Specialists, "one per five" armoury limits,
points) is allowed here and reported by :class:`app.rules.validation.Validator`, so a player can
pass through invalid states while editing.

No user text here: the UI turns :attr:`EditError.code` and its parameters into words.
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.teamlist import Entry, EntryKind, Section, TeamList, mandatory_count
from app.rules.validation import MAX_GROUP_SIZE
from app.rules.violations import ParamValue

__all__ = [
    "ACTIONS",
    "EDIT_CODES",
    "EditError",
    "EditResult",
    "add_model",
    "add_to_group",
    "default_options",
    "dissolve_group",
    "form_group",
    "group_capacity",
    "move_to_group",
    "new_id",
    "remove_models",
    "rename_group",
    "rename_model",
    "set_group_options",
    "set_options",
    "split_group",
]

# The action names the editor records (the store keeps them in the campaign history).
ACTIONS = (
    "add_model",
    "add_to_group",
    "remove_models",
    "rename_model",
    "rename_group",
    "set_options",
    "set_group_options",
    "move_to_group",
    "new_id",
    "form_group",
    "split_group",
    "dissolve_group",
)

# Every code an edit may be refused with (words in app/ui/force_editor/texts.py).
EDIT_CODES = (
    "edit.unknown_entry",  # {entry}
    "edit.not_recruitable",  # {entry}: not a root entry of the Team List, or hidden
    "edit.unknown_model",  # {model}
    "edit.unknown_group",  # {group}
    "edit.nothing_selected",
    "edit.group_full",  # {group} {size} {max}
    "edit.group_mixed",  # {entry} {group_entry}
    "edit.group_not_core",  # {entry}
    "edit.squad_full",  # {group} {size} {max}
    "edit.squad_member",  # {model}: a Squad member cannot leave its Squad
    "edit.squad_split",  # {group}: a Squad cannot be split
    "edit.split_all",  # {group}: splitting needs some members to stay
    "edit.option_unknown",  # {entry} {model_entry}
    "edit.option_count",  # {entry} {count}
)


class EditError(ValueError):
    """An edit that cannot be made; ``code`` is one of :data:`EDIT_CODES`."""

    def __init__(self, code: str, params: Mapping[str, ParamValue] | None = None) -> None:
        self.code = code
        self.params: dict[str, ParamValue] = dict(params or {})
        super().__init__(f"{code} {self.params}")


@dataclass(frozen=True, slots=True)
class EditResult:
    """The new Force, the models an edit made or moved, and the Group it made or filled."""

    force: Force
    uids: tuple[str, ...] = ()
    group: str | None = None


# -- ids ---------------------------------------------------------------------------------------
def new_id(prefix: str) -> str:
    """A new model uid / Group id, never one a removed model had (the history may name it)."""
    return f"{prefix}{uuid.uuid4().hex[:10]}"


def _fresh_uids(force: Force, n: int) -> list[str]:
    taken = {m.uid for m in force.models}
    out: list[str] = []
    while len(out) < n:
        uid = new_id("m")
        if uid not in taken:
            taken.add(uid)
            out.append(uid)
    return out


def _fresh_gid(force: Force) -> str:
    taken = {g.id for g in force.groups}
    gid = new_id("g")
    while gid in taken:
        gid = new_id("g")
    return gid


# -- lookups -----------------------------------------------------------------------------------
def _model(force: Force, uid: str) -> ForceModel:
    try:
        return force.model(uid)
    except KeyError:
        raise EditError("edit.unknown_model", {"model": uid}) from None


def _group(force: Force, gid: str) -> Group:
    try:
        return force.group(gid)
    except KeyError:
        raise EditError("edit.unknown_group", {"group": gid}) from None


def _root(tl: TeamList, entry_id: str) -> Entry:
    root = tl.index.roots.get(entry_id)
    if root is None:
        if entry_id in tl.index.infos:
            raise EditError("edit.not_recruitable", {"entry": entry_id})
        raise EditError("edit.unknown_entry", {"entry": entry_id})
    return root


def _is_squad(tl: TeamList, g: Group) -> bool:
    root = tl.index.roots.get(g.entry)
    return g.squad or bool(root is not None and root.squad_size)


def group_capacity(tl: TeamList, g: Group) -> int:
    """How many models ``g`` may hold: a Squad its starting size, any other Group five."""
    if _is_squad(tl, g):
        # the Team List's unit size, never the roster's ``starting_size`` (seed 004)
        return tl.unit_size(g.entry) or g.starting_size or MAX_GROUP_SIZE
    return MAX_GROUP_SIZE


def _model_children(entry: Entry) -> list[Entry]:
    """The model entries inside a unit (a BattleScribe Squad: Cultists, Cultist Champion)."""
    return [e for e in entry.entries if e.kind == EntryKind.MODEL]


# -- options -----------------------------------------------------------------------------------
def default_options(entry: Entry) -> tuple[Selection, ...]:
    """What a new selection of ``entry`` carries: its mandatory children and group defaults.

    Model entries inside a unit are left out (they become the Squad's members).
    """
    picked: dict[str, int] = {}
    for child in entry.entries:
        if child.kind == EntryKind.MODEL:
            continue
        n = mandatory_count(child)
        if n:
            picked[child.id] = max(picked.get(child.id, 0), n)
    stack = list(entry.groups)
    while stack:
        g = stack.pop(0)
        if g.hidden:
            continue
        for child in g.entries:
            n = mandatory_count(child)
            if n:
                picked[child.id] = max(picked.get(child.id, 0), n)
        if g.default is not None and g.default not in picked:
            picked[g.default] = 1
        stack.extend(g.groups)
    out: list[Selection] = []
    for eid, n in picked.items():
        child_entry = _find_child(entry, eid)
        kids = default_options(child_entry) if child_entry is not None else ()
        out.append(Selection(eid, n, kids))
    return tuple(out)


def _find_child(entry: Entry, entry_id: str) -> Entry | None:
    for e in entry.entries:
        if e.id == entry_id:
            return e
    for g in entry.walk_groups():
        for e in g.entries:
            if e.id == entry_id:
                return e
    return None


def _check_selections(
    tl: TeamList, owner: Entry, options: Sequence[Selection]
) -> tuple[Selection, ...]:
    """``options`` if each is a direct option of ``owner`` (recursively), with a count >= 1."""
    out: list[Selection] = []
    for sel in options:
        info = tl.index.infos.get(sel.entry)
        if info is None or info.parent is not owner or info.entry.kind == EntryKind.MODEL:
            raise EditError(
                "edit.option_unknown", {"entry": sel.entry, "model_entry": owner.id}
            )
        if sel.count < 1:
            raise EditError("edit.option_count", {"entry": sel.entry, "count": sel.count})
        kids = _check_selections(tl, info.entry, sel.children)
        out.append(Selection(sel.entry, sel.count, kids))
    return tuple(out)


def _owner_entry(tl: TeamList, m: ForceModel) -> Entry:
    """The entry whose options a model takes: its member entry inside a Squad unit, else its own."""
    if m.member is not None:
        info = tl.index.infos.get(m.member)
        if info is None:
            raise EditError("edit.unknown_entry", {"entry": m.member})
        return info.entry
    return _root(tl, m.entry)


# -- operations --------------------------------------------------------------------------------
def add_model(
    tl: TeamList, force: Force, entry_id: str, name: str = "", *, hidden: bool = False
) -> EditResult:
    """Recruit one entry: a model with its default options, or a whole Squad as a new Group.

    A hidden entry is refused unless ``hidden`` (pricing one, :mod:`app.rules.pricing`)."""
    entry = _root(tl, entry_id)
    if entry.hidden and not hidden:
        raise EditError("edit.not_recruitable", {"entry": entry_id})
    members = _model_children(entry)
    if members:
        return _add_unit(tl, force, entry, members, name)
    if entry.squad_size:
        gid = _fresh_gid(force)
        uids = _fresh_uids(force, entry.squad_size)
        opts = default_options(entry)
        group = Group(gid, entry.id, name, squad=True, starting_size=entry.squad_size)
        models = [ForceModel(u, entry.id, "", None, opts, gid) for u in uids]
        new = replace(force, models=force.models + tuple(models), groups=(*force.groups, group))
        return EditResult(new, tuple(uids), gid)
    (uid,) = _fresh_uids(force, 1)
    model = ForceModel(uid, entry.id, name, None, default_options(entry))
    return EditResult(force.add(model), (uid,))


def _add_unit(
    tl: TeamList, force: Force, entry: Entry, members: list[Entry], name: str
) -> EditResult:
    """A BattleScribe unit: its member models (their mandatory counts) in a new Squad."""
    counts = [(m, mandatory_count(m)) for m in members]
    chosen = [(m, n) for m, n in counts if n > 0]
    if not chosen:
        chosen = [(members[0], entry.squad_size or 1)]
    size = sum(n for _, n in chosen)
    gid = _fresh_gid(force)
    uids = _fresh_uids(force, size)
    models: list[ForceModel] = []
    it = iter(uids)
    for member, n in chosen:
        opts = default_options(member)
        for _ in range(n):
            models.append(ForceModel(next(it), entry.id, "", member.id, opts, gid))
    group = Group(
        gid, entry.id, name, squad=True, starting_size=entry.squad_size or size,
        options=default_options(entry),
    )
    new = replace(force, models=force.models + tuple(models), groups=(*force.groups, group))
    return EditResult(new, tuple(uids), gid)


def add_to_group(tl: TeamList, force: Force, gid: str) -> EditResult:
    """Recruit one more model of a Group's entry into it (a Squad never above its starting size)."""
    g = _group(force, gid)
    entry = _root(tl, g.entry)
    members = force.members(gid)
    cap = group_capacity(tl, g)
    if len(members) >= cap:
        code = "edit.squad_full" if _is_squad(tl, g) else "edit.group_full"
        raise EditError(code, {"group": gid, "size": len(members) + 1, "max": cap})
    member_id: str | None = None
    opts = default_options(entry)
    children = _model_children(entry)
    if children:
        # The most common member entry (the rank and file, not the champion).
        common = Counter(m.member for m in members if m.member is not None).most_common(1)
        member_id = common[0][0] if common else children[0].id
        member_entry = tl.index.infos[member_id].entry if member_id in tl.index.infos else None
        opts = default_options(member_entry) if member_entry is not None else ()
    (uid,) = _fresh_uids(force, 1)
    model = ForceModel(uid, g.entry, "", member_id, opts, gid)
    # Keep a Group's members together in the Force's order.
    last = max((i for i, m in enumerate(force.models) if m.group == gid), default=-1)
    models = list(force.models)
    models.insert(last + 1 if last >= 0 else len(models), model)
    return EditResult(force.with_models(models), (uid,), gid)


def remove_models(force: Force, uids: Iterable[str]) -> EditResult:
    """Remove models; a Group left without members goes too."""
    gone = tuple(dict.fromkeys(uids))
    if not gone:
        raise EditError("edit.nothing_selected")
    for uid in gone:
        _model(force, uid)
    new = force.remove(*gone)
    return EditResult(_drop_empty_groups(new), gone)


def rename_model(force: Force, uid: str, name: str) -> EditResult:
    m = _model(force, uid)
    models = tuple(replace(x, name=name.strip()) if x is m else x for x in force.models)
    return EditResult(force.with_models(models), (uid,))


def rename_group(force: Force, gid: str, name: str) -> EditResult:
    g = _group(force, gid)
    groups = tuple(replace(x, name=name.strip()) if x is g else x for x in force.groups)
    return EditResult(replace(force, groups=groups), (), gid)


def set_options(tl: TeamList, force: Force, uid: str, options: Sequence[Selection]) -> EditResult:
    """Give a model these options (each must be an option of its entry; limits are validated)."""
    m = _model(force, uid)
    checked = _check_selections(tl, _owner_entry(tl, m), options)
    models = tuple(replace(x, options=checked) if x is m else x for x in force.models)
    return EditResult(force.with_models(models), (uid,))


def set_group_options(
    tl: TeamList, force: Force, gid: str, options: Sequence[Selection]
) -> EditResult:
    """Unit-level options of a Squad (a BattleScribe unit's own options)."""
    g = _group(force, gid)
    checked = _check_selections(tl, _root(tl, g.entry), options)
    groups = tuple(replace(x, options=checked) if x is g else x for x in force.groups)
    return EditResult(replace(force, groups=groups), (), gid)


def _check_groupable(tl: TeamList, models: Sequence[ForceModel], entry_id: str | None) -> str:
    """The one entry ``models`` share; each must be a Core model of it."""
    if not models:
        raise EditError("edit.nothing_selected")
    want = entry_id or models[0].entry
    for m in models:
        if m.entry != want:
            raise EditError("edit.group_mixed", {"entry": m.entry, "group_entry": want})
        root = tl.index.roots.get(m.entry)
        if root is None:
            raise EditError("edit.unknown_entry", {"entry": m.entry})
        if tl.section_of(root) != Section.CORE:
            raise EditError("edit.group_not_core", {"entry": m.entry})
    return want


def _leaving_squads(
    tl: TeamList, force: Force, models: Sequence[ForceModel], to: str | None
) -> None:
    for m in models:
        if m.group is None or m.group == to:
            continue
        old = _group(force, m.group)
        if _is_squad(tl, old):
            target = force.group(to) if to is not None else None
            if target is None or not _is_squad(tl, target):
                raise EditError("edit.squad_member", {"model": m.uid})


def move_to_group(
    tl: TeamList, force: Force, uids: Sequence[str], gid: str | None
) -> EditResult:
    """Move models into Group ``gid`` (``None``: out of their Groups)."""
    models = [_model(force, u) for u in dict.fromkeys(uids)]
    if not models:
        raise EditError("edit.nothing_selected")
    if gid is None:
        _leaving_squads(tl, force, models, None)
        moving = {m.uid for m in models}
        new_models = tuple(replace(m, group=None) if m.uid in moving else m for m in force.models)
        return EditResult(_drop_empty_groups(force.with_models(new_models)), tuple(moving))
    g = _group(force, gid)
    _check_groupable(tl, models, g.entry)
    _leaving_squads(tl, force, models, gid)
    moving = {m.uid for m in models if m.group != gid}
    size = len(force.members(gid)) + len(moving)
    cap = group_capacity(tl, g)
    if size > cap:
        code = "edit.squad_full" if _is_squad(tl, g) else "edit.group_full"
        raise EditError(code, {"group": gid, "size": size, "max": cap})
    moved = [replace(m, group=gid) for m in force.models if m.uid in moving]
    rest = [m for m in force.models if m.uid not in moving]
    last = max((i for i, m in enumerate(rest) if m.group == gid), default=len(rest) - 1)
    new_models = (*rest[: last + 1], *moved, *rest[last + 1:])
    new = _drop_empty_groups(force.with_models(new_models))
    return EditResult(new, tuple(m.uid for m in moved), gid)


def form_group(tl: TeamList, force: Force, uids: Sequence[str], name: str = "") -> EditResult:
    """A new Group of these models (one Core entry, at most five; Squad members refused)."""
    models = [_model(force, u) for u in dict.fromkeys(uids)]
    entry_id = _check_groupable(tl, models, None)
    root = tl.index.roots[entry_id]
    if root.squad_size or _model_children(root):
        raise EditError("edit.squad_member", {"model": models[0].uid})
    _leaving_squads(tl, force, models, None)
    if len(models) > MAX_GROUP_SIZE:
        raise EditError(
            "edit.group_full", {"group": "", "size": len(models), "max": MAX_GROUP_SIZE}
        )
    gid = _fresh_gid(force)
    group = Group(gid, entry_id, name.strip())
    moving = {m.uid for m in models}
    first = min(i for i, m in enumerate(force.models) if m.uid in moving)
    moved = [replace(m, group=gid) for m in force.models if m.uid in moving]
    rest = [m for m in force.models if m.uid not in moving]
    at = sum(1 for m in force.models[:first] if m.uid not in moving)
    new_models = (*rest[:at], *moved, *rest[at:])
    new = replace(force, models=new_models, groups=(*force.groups, group))
    return EditResult(_drop_empty_groups(new), tuple(m.uid for m in moved), gid)


def split_group(
    tl: TeamList, force: Force, gid: str, uids: Sequence[str], name: str = ""
) -> EditResult:
    """Move some members of Group ``gid`` into a new Group of the same entry."""
    g = _group(force, gid)
    if _is_squad(tl, g):
        raise EditError("edit.squad_split", {"group": gid})
    members = {m.uid for m in force.members(gid)}
    chosen = list(dict.fromkeys(uids))
    if not chosen:
        raise EditError("edit.nothing_selected")
    for u in chosen:
        if u not in members:
            raise EditError("edit.unknown_model", {"model": u})
    if len(chosen) >= len(members):
        raise EditError("edit.split_all", {"group": gid})
    new_gid = _fresh_gid(force)
    group = Group(new_gid, g.entry, name.strip())
    picked = set(chosen)
    models = tuple(replace(m, group=new_gid) if m.uid in picked else m for m in force.models)
    new = replace(force, models=models, groups=(*force.groups, group))
    return EditResult(new, tuple(chosen), new_gid)


def dissolve_group(tl: TeamList, force: Force, gid: str) -> EditResult:
    """Its members stay in the Force, ungrouped (a Squad cannot be dissolved)."""
    g = _group(force, gid)
    if _is_squad(tl, g):
        raise EditError("edit.squad_split", {"group": gid})
    uids = tuple(m.uid for m in force.members(gid))
    models = tuple(replace(m, group=None) if m.group == gid else m for m in force.models)
    groups = tuple(x for x in force.groups if x.id != gid)
    return EditResult(replace(force, models=models, groups=groups), uids)


def _drop_empty_groups(force: Force) -> Force:
    used = {m.group for m in force.models if m.group is not None}
    groups = tuple(g for g in force.groups if g.id in used)
    if len(groups) == len(force.groups):
        return force
    return replace(force, groups=groups)
