"""A Team List as plain JSON data: the store's copy of a list and the importer's parsed cache.

``teamlist_to_json(tl)`` gives a dict of JSON types only (Fractions as ``"n/d"`` strings, enums
as their values, default fields left out); ``teamlist_from_json(data)`` reads it back strictly:
any unknown key, missing field or wrong type raises :class:`TeamListDataError` naming the JSON
path (``$.entries[3].groups[0].constraints[1].value``). The round trip is exact:
``teamlist_from_json(teamlist_to_json(tl)) == tl``.

The document carries ``"format": "forcesheet-teamlist-json"`` and a ``"version"``; a reader of
a newer version refuses the data rather than guessing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, TypeVar

from app.rules.teamlist import (
    ANY,
    Category,
    Comparison,
    Condition,
    ConditionGroup,
    Constraint,
    Entry,
    EntryGroup,
    EntryKind,
    Field,
    Modifier,
    ModifierKind,
    Profile,
    Repeat,
    Rule,
    Scope,
    Section,
    TeamList,
)

FORMAT = "forcesheet-teamlist-json"
VERSION = 1
MAX_DEPTH = 64  # nesting of entries and groups; real catalogues stay under 12

T = TypeVar("T")


class TeamListDataError(ValueError):
    """The data is not a Team List this reader understands; ``path`` says where."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


# -- writing ---------------------------------------------------------------------------------


def _frac(f: Fraction) -> str | int:
    return f.numerator if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def _jnum(x: float) -> int | float:
    return int(x) if float(x).is_integer() and abs(x) < 2**53 else float(x)


def _condition(c: Condition) -> dict[str, Any]:
    out: dict[str, Any] = {"comparison": str(c.comparison)}
    if c.child_id != ANY:
        out["child"] = c.child_id
    if c.value != 0.0:
        out["value"] = _jnum(c.value)
    if c.scope != Scope.PARENT:
        out["scope"] = str(c.scope)
    if c.field != Field.SELECTIONS:
        out["field"] = str(c.field)
    if c.include_children:
        out["include_children"] = True
    if not c.shared:
        out["shared"] = False
    return out


def _cgroup(g: ConditionGroup) -> dict[str, Any]:
    out: dict[str, Any] = {"all_of": g.all_of}
    if g.conditions:
        out["conditions"] = [_condition(c) for c in g.conditions]
    if g.groups:
        out["groups"] = [_cgroup(s) for s in g.groups]
    return out


def _repeat(r: Repeat) -> dict[str, Any]:
    out: dict[str, Any] = {"child": r.child_id, "value": _jnum(r.value)}
    if r.repeats != 1:
        out["repeats"] = r.repeats
    if r.scope != Scope.FORCE:
        out["scope"] = str(r.scope)
    if r.field != Field.SELECTIONS:
        out["field"] = str(r.field)
    if not r.include_children:
        out["include_children"] = False
    if r.round_up:
        out["round_up"] = True
    if not r.shared:
        out["shared"] = False
    return out


def _modifier(m: Modifier) -> dict[str, Any]:
    value: Any = m.value
    if not isinstance(value, bool | str):
        value = _jnum(value)
    out: dict[str, Any] = {"kind": str(m.kind), "field": m.field, "value": value}
    if m.conditions is not None:
        out["conditions"] = _cgroup(m.conditions)
    if m.repeats:
        out["repeats"] = [_repeat(r) for r in m.repeats]
    return out


def _constraint(c: Constraint) -> dict[str, Any]:
    out: dict[str, Any] = {"id": c.id, "kind": c.kind, "value": _jnum(c.value)}
    if c.field != Field.SELECTIONS:
        out["field"] = str(c.field)
    if c.scope != Scope.PARENT:
        out["scope"] = str(c.scope)
    if c.include_children:
        out["include_children"] = True
    if c.code is not None:
        out["code"] = c.code
    if not c.shared:
        out["shared"] = False
    return out


class _Tables:
    """Constraints, modifiers and profiles are written once and referred to by index.

    Catalogues repeat them a lot (one armoury linked into every unit): the Rogue Traders list
    has 1,725 modifiers of which 45 differ, and 2,194 profiles of which 170 differ.
    """

    def __init__(self) -> None:
        self.constraints: dict[Constraint, int] = {}
        self.modifiers: dict[Modifier, int] = {}
        self.profiles: dict[Profile, int] = {}
        # By identity first: an imported list shares one object at every place, and hashing
        # a frozen dataclass (a modifier's conditions, a profile's characteristics) is slow.
        # The objects live as long as the Team List being written, so ids stay unique.
        self.seen: dict[int, int] = {}
        # The indexes of a whole tuple of them, by the tuple's identity: an imported list's
        # places of one linked entry share its tuples of constraints, modifiers and profiles.
        self.rows: dict[int, list[int]] = {}

    def ref(self, table: dict[T, int], item: T) -> int:
        i = self.seen.get(id(item))
        if i is None:
            i = table.get(item)
            if i is None:
                i = table[item] = len(table)
            self.seen[id(item)] = i
        return i

    def refs(self, table: dict[T, int], items: tuple[T, ...]) -> list[int]:
        """``[ref(table, item) for item in items]``, a new list each time."""
        row = self.rows.get(id(items))
        if row is None:
            row = self.rows[id(items)] = [self.ref(table, item) for item in items]
        return row.copy()

    def as_json(self) -> dict[str, Any]:
        return {
            "constraints": [_constraint(c) for c in self.constraints],
            "modifiers": [_modifier(m) for m in self.modifiers],
            "profiles": [_profile(p) for p in self.profiles],
        }


def _common(out: dict[str, Any], obj: Entry | EntryGroup | Category, t: _Tables) -> None:
    if obj.constraints:
        out["constraints"] = t.refs(t.constraints, obj.constraints)
    if obj.modifiers:
        out["modifiers"] = t.refs(t.modifiers, obj.modifiers)
    if obj.names:
        out["names"] = dict(obj.names)


def _profile(p: Profile) -> dict[str, Any]:
    return {
        "name": p.name,
        "type": p.type,
        "characteristics": [list(kv) for kv in p.characteristics],
    }


def _group(g: EntryGroup, t: _Tables) -> dict[str, Any]:
    out: dict[str, Any] = {"id": g.id, "name": g.name}
    if g.entries:
        out["entries"] = [_entry(e, t) for e in g.entries]
    if g.groups:
        out["groups"] = [_group(s, t) for s in g.groups]
    _common(out, g, t)
    if g.default is not None:
        out["default"] = g.default
    if g.replaces:
        out["replaces"] = list(g.replaces)
    if g.armoury:
        out["armoury"] = True
    if g.hidden:
        out["hidden"] = True
    if g.ref is not None:
        out["ref"] = g.ref
    if g.aliases:
        out["aliases"] = list(g.aliases)
    return out


def _entry(e: Entry, t: _Tables) -> dict[str, Any]:
    out: dict[str, Any] = {"id": e.id, "name": e.name}
    if e.kind != EntryKind.UPGRADE:
        out["kind"] = str(e.kind)
    if e.cost:
        out["cost"] = _frac(e.cost)
    if e.categories:
        out["categories"] = list(e.categories)
    if e.primary_category is not None:
        out["primary_category"] = e.primary_category
    if e.profiles:
        out["profiles"] = t.refs(t.profiles, e.profiles)
    if e.rules:
        out["rules"] = list(e.rules)
    if e.entries:
        out["entries"] = [_entry(c, t) for c in e.entries]
    if e.groups:
        out["groups"] = [_group(g, t) for g in e.groups]
    _common(out, e, t)
    if e.hidden:
        out["hidden"] = True
    if e.ref is not None:
        out["ref"] = e.ref
    if e.wargear:
        out["wargear"] = list(e.wargear)
    if e.squad_size is not None:
        out["squad_size"] = e.squad_size
    if e.walker:
        out["walker"] = True
    if e.artillery:
        out["artillery"] = True
    if e.transport:
        out["transport"] = True
    if e.no_honours:
        out["no_honours"] = True
    if e.psyker:
        out["psyker"] = True
    if e.crew:
        out["crew"] = True
    if e.crew_cost is not None:
        out["crew_cost"] = _frac(e.crew_cost)
    if e.aliases:
        out["aliases"] = list(e.aliases)
    if e.mastery:
        out["mastery"] = e.mastery
    if e.powers:
        out["powers"] = list(e.powers)
    if e.model_name:
        out["model_name"] = e.model_name
    if e.model_names:
        out["model_names"] = dict(e.model_names)
    return out


def teamlist_to_json(tl: TeamList) -> dict[str, Any]:
    """The Team List as a dict of JSON types (``json.dumps`` it as it is)."""
    t = _Tables()
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "id": tl.id,
        "name": tl.name,
        "list_version": tl.version,
        "source": tl.source,
        "origin": tl.origin,
        "names": dict(tl.names),
        "categories": [],
        "entries": [_entry(e, t) for e in tl.entries],
        "rules": [],
        "wargear": {k: _entry(v, t) for k, v in tl.wargear.items()},
    }
    for c in tl.categories:
        cd: dict[str, Any] = {"id": c.id, "name": c.name}
        if c.section is not None:
            cd["section"] = str(c.section)
        _common(cd, c, t)
        out["categories"].append(cd)
    out["rules"] = [_rule(r) for r in tl.rules]
    if tl.powers:
        out["powers"] = [_rule(r) for r in tl.powers]
    out["shared"] = t.as_json()
    return out


def _rule(r: Rule) -> dict[str, Any]:
    rd: dict[str, Any] = {"id": r.id, "name": r.name}
    if r.text:
        rd["text"] = r.text
    if r.names:
        rd["names"] = dict(r.names)
    if r.texts:
        rd["texts"] = dict(r.texts)
    return rd


# -- reading ---------------------------------------------------------------------------------
#
# Paths are built only when something is wrong: a reader gets its parent's path as a chain of
# (parent, key, index) links and formats it on error. That keeps loading a 2 MB list fast.

_Path = tuple[Any, str, int | None] | str


def _fmt(p: _Path) -> str:
    parts: list[str] = []
    while not isinstance(p, str):
        p, key, i = p
        parts.append(f".{key}" if i is None else f".{key}[{i}]")
    return p + "".join(reversed(parts))


def _err(p: _Path, message: str) -> TeamListDataError:
    return TeamListDataError(_fmt(p), message)


def _kind(v: object) -> str:
    if v is None:
        return "null"
    return {
        bool: "true/false",
        int: "a number",
        float: "a number",
        str: "a string",
        list: "a list",
        dict: "an object",
    }.get(type(v), type(v).__name__)


def _obj(d: object, p: _Path, keys: frozenset[str], required: tuple[str, ...]) -> dict[str, Any]:
    if type(d) is not dict:
        raise _err(p, f"expected an object, found {_kind(d)}")
    if not d.keys() <= keys:
        extra = sorted(str(k) for k in d.keys() - keys)
        raise _err(p, f"unknown key(s): {', '.join(extra)}")
    for k in required:
        if k not in d:
            raise _err(p, f"missing key {k!r}")
    return d


def _str(d: dict[str, Any], key: str, p: _Path, default: str | None = None) -> str:
    v = d.get(key, default)
    if type(v) is not str:
        raise _err((p, key, None), f"expected a string, found {_kind(v)}")
    return v


def _opt_str(d: dict[str, Any], key: str, p: _Path) -> str | None:
    v = d.get(key)
    if v is not None and type(v) is not str:
        raise _err((p, key, None), f"expected a string, found {_kind(v)}")
    return v


def _bool(d: dict[str, Any], key: str, p: _Path, default: bool) -> bool:
    v = d.get(key, default)
    if type(v) is not bool:
        raise _err((p, key, None), f"expected true/false, found {_kind(v)}")
    return v


def _num(d: dict[str, Any], key: str, p: _Path, default: float | None = None) -> float:
    v = d.get(key, default)
    t = type(v)
    if t is float or t is int:
        return float(v)  # type: ignore[arg-type]
    raise _err((p, key, None), f"expected a number, found {_kind(v)}")


def _list(d: dict[str, Any], key: str, p: _Path) -> list[Any]:
    v = d.get(key)
    if v is None:
        return []
    if type(v) is not list:
        raise _err((p, key, None), f"expected a list, found {_kind(v)}")
    return v


def _strs(d: dict[str, Any], key: str, p: _Path) -> tuple[str, ...]:
    items = _list(d, key, p)
    for i, s in enumerate(items):
        if type(s) is not str:
            raise _err((p, key, i), f"expected a string, found {_kind(s)}")
    return tuple(items)


def _names(d: dict[str, Any], p: _Path, key: str = "names") -> dict[str, str]:
    v = d.get(key)
    if v is None:
        return {}
    if type(v) is not dict:
        raise _err((p, key, None), f"expected an object, found {_kind(v)}")
    for k, s in v.items():
        if type(s) is not str:
            raise _err(((p, key, None), k, None), f"expected a string, found {_kind(s)}")
    return v


def _enum(
    d: dict[str, Any], key: str, p: _Path, table: dict[str, T], default: T | None = None
) -> T:
    v = d.get(key)
    if v is None:
        if default is None:
            raise _err(p, f"missing key {key!r}")
        return default
    try:
        return table[v]
    except (KeyError, TypeError):
        raise _err((p, key, None), f"unknown value {v!r}") from None


@lru_cache(maxsize=2048)
def _int_fraction(v: int) -> Fraction:
    """A whole cost as a Fraction, made once per value (costs repeat; Fractions are
    immutable, so one object serves every entry)."""
    return Fraction(v)


def _frac_of(d: dict[str, Any], key: str, p: _Path) -> Fraction | None:
    v = d.get(key)
    if v is None:
        return None
    if type(v) is int:
        return _int_fraction(v)
    if type(v) is str:
        try:
            return Fraction(v)
        except (ValueError, ZeroDivisionError):
            raise _err((p, key, None), f"not a fraction: {v!r}") from None
    raise _err((p, key, None), f"expected a number or 'n/d', found {_kind(v)}")


def _refs(d: dict[str, Any], key: str, p: _Path, table: tuple[T, ...]) -> tuple[T, ...]:
    v = d.get(key)
    if v is None:
        return ()
    if type(v) is not list:
        raise _err((p, key, None), f"expected a list, found {_kind(v)}")
    try:
        return tuple([table[i] for i in v])
    except (IndexError, TypeError):
        for i, x in enumerate(v):
            if type(x) is not int or not 0 <= x < len(table):
                raise _err((p, key, i), f"no shared item {x!r} (there are {len(table)})") from None
        raise  # pragma: no cover


@dataclass(frozen=True, slots=True)
class _Shared:
    """The tables of one document being read."""

    constraints: tuple[Constraint, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    profiles: tuple[Profile, ...] = ()


def _items(d: dict[str, Any], key: str, p: _Path, read: Callable[[Any, _Path], T]) -> tuple[T, ...]:
    v = d.get(key)
    if v is None:
        return ()
    if type(v) is not list:
        raise _err((p, key, None), f"expected a list, found {_kind(v)}")
    return tuple([read(x, (p, key, i)) for i, x in enumerate(v)])


_COMPARISONS = {str(c): c for c in Comparison}
_FIELDS = {str(f): f for f in Field}
_KINDS = {str(k): k for k in EntryKind}
_MODIFIER_KINDS = {str(k): k for k in ModifierKind}
_SECTIONS = {str(s): s for s in Section}

_CONDITION_KEYS = frozenset(
    ("comparison", "child", "value", "scope", "field", "include_children", "shared")
)
_CGROUP_KEYS = frozenset(("all_of", "conditions", "groups"))
_REPEAT_KEYS = frozenset(
    ("child", "value", "repeats", "scope", "field", "include_children", "round_up", "shared")
)
_MODIFIER_KEYS = frozenset(("kind", "field", "value", "conditions", "repeats"))
_CONSTRAINT_KEYS = frozenset(
    ("id", "kind", "value", "field", "scope", "include_children", "code", "shared")
)
_PROFILE_KEYS = frozenset(("name", "type", "characteristics"))
_GROUP_KEYS = frozenset(
    (
        "id", "name", "entries", "groups", "constraints", "modifiers", "default", "replaces",
        "armoury", "hidden", "ref", "names", "aliases",
    )
)  # fmt: skip
_ENTRY_KEYS = frozenset(
    (
        "id", "name", "kind", "cost", "categories", "primary_category", "profiles", "rules",
        "entries", "groups", "constraints", "modifiers", "hidden", "ref", "wargear",
        "squad_size", "walker", "artillery", "crew_cost", "transport", "no_honours", "psyker",
        "names", "aliases", "crew", "mastery", "powers", "model_name", "model_names",
    )
)  # fmt: skip
_CATEGORY_KEYS = frozenset(("id", "name", "section", "constraints", "modifiers", "names"))
_RULE_KEYS = frozenset(("id", "name", "text", "names", "texts"))
_TOP_KEYS = frozenset(
    (
        "format", "version", "id", "name", "list_version", "source", "origin", "names",
        "categories", "entries", "rules", "wargear", "shared", "powers",
    )
)  # fmt: skip
_ID_NAME = ("id", "name")
_SHARED_KEYS = frozenset(("constraints", "modifiers", "profiles"))


def _read_condition(d: Any, p: _Path) -> Condition:
    _obj(d, p, _CONDITION_KEYS, ())
    return Condition(
        comparison=_enum(d, "comparison", p, _COMPARISONS),
        child_id=_str(d, "child", p, ANY),
        value=_num(d, "value", p, 0.0),
        scope=_str(d, "scope", p, "parent"),
        field=_enum(d, "field", p, _FIELDS, Field.SELECTIONS),
        include_children=_bool(d, "include_children", p, False),
        shared=_bool(d, "shared", p, True),
    )


def _read_cgroup(d: Any, p: _Path, depth: int = 0) -> ConditionGroup:
    if depth > MAX_DEPTH:
        raise _err(p, "nested too deeply")
    _obj(d, p, _CGROUP_KEYS, ())
    return ConditionGroup(
        all_of=_bool(d, "all_of", p, True),
        conditions=_items(d, "conditions", p, _read_condition),
        groups=_items(d, "groups", p, lambda x, q: _read_cgroup(x, q, depth + 1)),
    )


def _read_repeat(d: Any, p: _Path) -> Repeat:
    _obj(d, p, _REPEAT_KEYS, ("child", "value"))
    repeats = d.get("repeats", 1)
    if type(repeats) is not int:
        raise _err((p, "repeats", None), f"expected an integer, found {_kind(repeats)}")
    return Repeat(
        child_id=_str(d, "child", p),
        value=_num(d, "value", p),
        repeats=repeats,
        scope=_str(d, "scope", p, "force"),
        field=_enum(d, "field", p, _FIELDS, Field.SELECTIONS),
        include_children=_bool(d, "include_children", p, True),
        round_up=_bool(d, "round_up", p, False),
        shared=_bool(d, "shared", p, True),
    )


def _read_modifier(d: Any, p: _Path) -> Modifier:
    _obj(d, p, _MODIFIER_KEYS, ("kind", "field", "value"))
    raw = d["value"]
    value: float | str | bool
    if type(raw) in (bool, str):
        value = raw
    elif type(raw) in (int, float):
        value = float(raw)
    else:
        raise _err(
            (p, "value", None), f"expected a number, a string or true/false, found {_kind(raw)}"
        )
    cond = d.get("conditions")
    return Modifier(
        kind=_enum(d, "kind", p, _MODIFIER_KINDS),
        field=_str(d, "field", p),
        value=value,
        conditions=None if cond is None else _read_cgroup(cond, (p, "conditions", None)),
        repeats=_items(d, "repeats", p, _read_repeat),
    )


def _read_constraint(d: Any, p: _Path) -> Constraint:
    _obj(d, p, _CONSTRAINT_KEYS, ("id", "kind", "value"))
    kind = _str(d, "kind", p)
    if kind not in ("min", "max"):
        raise _err((p, "kind", None), f"expected 'min' or 'max', found {kind!r}")
    return Constraint(
        id=_str(d, "id", p),
        kind=kind,
        value=_num(d, "value", p),
        field=_enum(d, "field", p, _FIELDS, Field.SELECTIONS),
        scope=_str(d, "scope", p, "parent"),
        include_children=_bool(d, "include_children", p, False),
        code=_opt_str(d, "code", p),
        shared=_bool(d, "shared", p, True),
    )


def _read_profile(d: Any, p: _Path) -> Profile:
    _obj(d, p, _PROFILE_KEYS, ("name", "type"))
    chars: list[tuple[str, str]] = []
    for i, kv in enumerate(_list(d, "characteristics", p)):
        if type(kv) is not list or len(kv) != 2 or type(kv[0]) is not str or type(kv[1]) is not str:
            raise _err((p, "characteristics", i), "expected a pair [name, value] of strings")
        chars.append((kv[0], kv[1]))
    return Profile(name=_str(d, "name", p), type=_str(d, "type", p), characteristics=tuple(chars))


# Entries and groups are read key by key, only the keys present (an imported list's entry
# holds 5 or 6 of its 29): each key's reader checks its value as the generic readers do, and
# the dataclass's defaults stand for the keys left out (``teamlist_to_json`` leaves out
# exactly the defaults). Loading Rogue Traders (2,051 entries) went from 27 reads per entry
# to its present keys.
_Reader = Callable[[dict[str, Any], str, _Path, _Shared, int], Any]


def _r_str(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _str(d, k, p)


def _r_opt_str(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _opt_str(d, k, p)


def _r_bool(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _bool(d, k, p, False)


def _r_strs(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _strs(d, k, p)


def _r_names(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _names(d, p, k)


def _r_constraints(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _refs(d, k, p, sh.constraints)


def _r_modifiers(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _refs(d, k, p, sh.modifiers)


def _r_profiles(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _refs(d, k, p, sh.profiles)


def _r_entries(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    v = d[k]
    if type(v) is not list:
        return _items(d, k, p, lambda x, q: _read_entry(x, q, sh, depth + 1))  # the error
    return tuple([_read_entry(x, (p, k, i), sh, depth + 1) for i, x in enumerate(v)])


def _r_groups(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    v = d[k]
    if type(v) is not list:
        return _items(d, k, p, lambda x, q: _read_group(x, q, sh, depth + 1))  # the error
    return tuple([_read_group(x, (p, k, i), sh, depth + 1) for i, x in enumerate(v)])


def _r_kind(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _enum(d, k, p, _KINDS, EntryKind.UPGRADE)


def _r_cost(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _frac_of(d, k, p) or Fraction(0)


def _r_frac(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    return _frac_of(d, k, p)


def _r_squad(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    squad = d.get(k)
    if squad is not None and type(squad) is not int:
        raise _err((p, k, None), f"expected an integer, found {_kind(squad)}")
    return squad


def _r_int(d: dict[str, Any], k: str, p: _Path, sh: _Shared, depth: int) -> Any:
    v = d.get(k)
    if type(v) is not int:
        raise _err((p, k, None), f"expected an integer, found {_kind(v)}")
    return v


_GROUP_READERS: dict[str, _Reader] = {
    "id": _r_str, "name": _r_str, "entries": _r_entries, "groups": _r_groups,
    "constraints": _r_constraints, "modifiers": _r_modifiers, "default": _r_opt_str,
    "replaces": _r_strs, "armoury": _r_bool, "hidden": _r_bool, "ref": _r_opt_str,
    "names": _r_names, "aliases": _r_strs,
}  # fmt: skip
_ENTRY_READERS: dict[str, _Reader] = {
    "id": _r_str, "name": _r_str, "kind": _r_kind, "cost": _r_cost, "categories": _r_strs,
    "primary_category": _r_opt_str, "profiles": _r_profiles, "rules": _r_strs,
    "entries": _r_entries, "groups": _r_groups, "constraints": _r_constraints,
    "modifiers": _r_modifiers, "hidden": _r_bool, "ref": _r_opt_str, "wargear": _r_strs,
    "squad_size": _r_squad, "walker": _r_bool, "artillery": _r_bool, "crew_cost": _r_frac,
    "transport": _r_bool, "no_honours": _r_bool, "psyker": _r_bool, "names": _r_names,
    "aliases": _r_strs, "crew": _r_bool, "mastery": _r_int, "powers": _r_strs,
    "model_name": _r_str, "model_names": _r_names,
}  # fmt: skip


def _read_group(d: Any, p: _Path, sh: _Shared, depth: int = 0) -> EntryGroup:
    if depth > MAX_DEPTH:
        raise _err(p, "nested too deeply")
    _obj(d, p, _GROUP_KEYS, _ID_NAME)
    return EntryGroup(**{k: _GROUP_READERS[k](d, k, p, sh, depth) for k in d})


def _read_entry(d: Any, p: _Path, sh: _Shared, depth: int = 0) -> Entry:
    if depth > MAX_DEPTH:
        raise _err(p, "nested too deeply")
    if type(d) is not dict or not d.keys() <= _ENTRY_KEYS or "id" not in d or "name" not in d:
        _obj(d, p, _ENTRY_KEYS, _ID_NAME)  # says what is wrong
    readers = _ENTRY_READERS
    return Entry(**{k: readers[k](d, k, p, sh, depth) for k in d})


def _read_category(d: Any, p: _Path, sh: _Shared) -> Category:
    _obj(d, p, _CATEGORY_KEYS, _ID_NAME)
    sec = d.get("section")
    return Category(
        id=_str(d, "id", p),
        name=_str(d, "name", p),
        section=None if sec is None else _enum(d, "section", p, _SECTIONS),
        constraints=_refs(d, "constraints", p, sh.constraints),
        modifiers=_refs(d, "modifiers", p, sh.modifiers),
        names=_names(d, p),
    )


def _read_rule(d: Any, p: _Path) -> Rule:
    _obj(d, p, _RULE_KEYS, _ID_NAME)
    return Rule(
        id=_str(d, "id", p),
        name=_str(d, "name", p),
        text=_str(d, "text", p, ""),
        names=_names(d, p),
        texts=_names(d, p, "texts"),
    )


def teamlist_from_json(data: object) -> TeamList:
    """Read a Team List written by :func:`teamlist_to_json`; strict about every key and type."""
    p: _Path = "$"
    d = _obj(data, p, _TOP_KEYS, ("format", "version", "id", "name", "list_version"))
    fmt = _str(d, "format", p)
    if fmt != FORMAT:
        raise _err((p, "format", None), f"expected {FORMAT!r}, found {fmt!r}")
    version = d["version"]
    if type(version) is not int or version != VERSION:
        raise _err((p, "version", None), f"unsupported version {version!r} (reads {VERSION})")
    sp: _Path = (p, "shared", None)
    shared = _obj(d.get("shared", {}), sp, _SHARED_KEYS, ())
    sh = _Shared(
        _items(shared, "constraints", sp, _read_constraint),
        _items(shared, "modifiers", sp, _read_modifier),
        _items(shared, "profiles", sp, _read_profile),
    )
    wargear_raw = d.get("wargear", {})
    if type(wargear_raw) is not dict:
        raise _err((p, "wargear", None), f"expected an object, found {_kind(wargear_raw)}")
    wargear = {
        k: _read_entry(v, ((p, "wargear", None), k, None), sh) for k, v in wargear_raw.items()
    }
    return TeamList(
        id=_str(d, "id", p),
        name=_str(d, "name", p),
        version=_str(d, "list_version", p),
        source=_str(d, "source", p, ""),
        categories=_items(d, "categories", p, lambda x, q: _read_category(x, q, sh)),
        entries=_items(d, "entries", p, lambda x, q: _read_entry(x, q, sh)),
        rules=_items(d, "rules", p, _read_rule),
        wargear=wargear,
        names=_names(d, p),
        origin=_str(d, "origin", p, "forcesheet"),
        powers=_items(d, "powers", p, _read_rule),
    )
