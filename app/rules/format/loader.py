"""Load a hand-written Team List (YAML) into the Team List model.

Two passes, both collecting every problem: the structure is checked against the spec
(:mod:`checker`), then the meaning (unique ids, references that exist, limits that parse).
A file with any problem raises :class:`FileProblems` and nothing is loaded.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Collection, Iterable
from fractions import Fraction
from pathlib import Path

from app.collector import paused_gc
from app.rules.format.checker import (
    MAX_PROBLEMS,
    Checker,
    FileProblems,
    Problem,
    clip,
    line_of,
)
from app.rules.format.spec import (
    FORMAT_VERSION,
    ArmourySpec,
    ConditionSpec,
    EntrySpec,
    ItemSpec,
    ModifierSpec,
    OptionGroupSpec,
    PerNSpec,
    TeamListSpec,
)
from app.rules.teamlist import (
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

MAX_FILE_BYTES = 512 * 1024  # 8 times the largest shipped list (63 KB)
ID_RE = re.compile(r"^[a-z0-9][a-z0-9_\-]*$")
LANGUAGE_RE = re.compile(r"^[a-z]{2,3}$")  # a key of `model_names` (fr, ru)
LIMIT_RE = re.compile(r"^\s*(\d{1,6})\s*(?:-\s*(\d{1,6})|(\+))?\s*$")
CHARACTERISTICS = {
    "model": ("WS", "BS", "S", "T", "W", "I", "A", "Ld", "Sv"),
    "vehicle": ("BS", "Front", "Side", "Rear", "HP"),
    "walker": ("WS", "BS", "S", "Front", "Side", "Rear", "I", "A", "HP"),
}
WEAPON_CHARACTERISTICS = ("Range", "S", "AP", "Type")
#: The English names of the Codex slots an entry may name (``slot:``), in the order shown.
SLOT_NAMES = {"hq": "HQ", "elites": "Elites", "troops": "Troops", "fast_attack": "Fast Attack",
              "heavy_support": "Heavy Support"}
ARMOURY_ITEM_CODE = "armoury.item_repeated"

__all__ = ["FileProblems", "Problem", "load_teamlist", "load_teamlist_text", "read_text_file"]


def _unusable(file: str, message: str) -> FileProblems:
    return FileProblems([Problem(file, None, "", message)], unusable=True)


def read_text_file(path: str | Path, limit: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of a file of at most ``limit`` bytes; anything else (missing, a folder,
    no permission, too large, not a regular file like a FIFO or ``/dev/zero``, not UTF-8) is
    an unusable :class:`FileProblems` in words."""
    p = Path(path)
    try:
        # without blocking: a FIFO with no writer would wait forever
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
        try:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise _unusable(str(p), f"cannot read: {os.strerror(errno.EISDIR)}")
            if not stat.S_ISREG(mode):
                raise _unusable(str(p), "cannot read: not a regular file")
            fh = os.fdopen(fd, "rb")
        except BaseException:
            os.close(fd)
            raise
        with fh:
            data = fh.read(limit + 1)
    except OSError as exc:
        raise _unusable(str(p), f"cannot read: {exc.strerror or exc}") from None
    except ValueError as exc:  # e.g. a NUL byte in the name
        raise _unusable(str(p), f"cannot read: {exc}") from None
    if len(data) > limit:
        raise _unusable(str(p), f"the file is too large (more than {limit:,} bytes)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _unusable(str(p), f"not UTF-8 text ({exc.reason})") from None


def load_teamlist(path: str | Path) -> TeamList:
    p = Path(path)
    return load_teamlist_text(read_text_file(p), str(p))


def load_teamlist_text(text: str, file: str = "<text>") -> TeamList:
    if len(text) > MAX_FILE_BYTES:  # characters: at least as many bytes
        raise _unusable(file, f"the file is too large (more than {MAX_FILE_BYTES:,} bytes)")
    with paused_gc():
        checker = Checker(file)
        node = checker.parse(text)
        if node is None:
            raise FileProblems(checker.problems, unusable=checker.unusable)
        spec = checker.check_document(node, TeamListSpec)
        del node
        if checker.problems:
            raise FileProblems(checker.problems)
        assert isinstance(spec, TeamListSpec)
        return _Compiler(file, spec).compile()


class _Compiler:
    def __init__(self, file: str, spec: TeamListSpec) -> None:
        self.file = file
        self.spec = spec
        self.problems: list[Problem] = []
        self.wargear = {w.id: w for w in spec.wargear}
        self.rules = {r.id: r for r in spec.rules}
        self.powers = {r.id: r for r in spec.powers}
        self.armouries = {a.id: a for a in spec.armouries}
        self.entry_ids = {e.id for e in spec.entries}
        self.all_ids: set[str] = set()
        self.countable: set[str] = set()

    def err(self, obj: object, path: str, message: str) -> None:
        self.problems.append(Problem(self.file, line_of(obj), clip(path), clip(message)))
        if len(self.problems) >= MAX_PROBLEMS:
            self.problems.append(Problem(self.file, None, "",
                                         f"stopped after {MAX_PROBLEMS} problems"))
            raise FileProblems(self.problems)

    def compile(self) -> TeamList:
        s = self.spec
        if s.forcesheet_teamlist != FORMAT_VERSION:
            self.err(
                s,
                "forcesheet_teamlist",
                f"format version {s.forcesheet_teamlist} is not supported (expected "
                f"{FORMAT_VERSION})",
            )
        self._check_id(s, "id", s.id)
        for kind, items in (("rules", s.rules), ("wargear", s.wargear), ("armouries", s.armouries),
                            ("entries", s.entries), ("powers", s.powers)):
            self._unique(kind, [(x, x.id) for x in items])
        for i, power in enumerate(s.powers):
            self._check_id(power, f"powers[{i}].id", power.id)
        for i, w in enumerate(s.wargear):
            self._refs(w, f"wargear[{i}].rules", w.rules, self.rules, "special rule")
            if w.profile:
                self._profile_keys(w, f"wargear[{i}].profile", w.profile, WEAPON_CHARACTERISTICS)
        # What conditions may count: entries, sections, wargear, armouries, option groups.
        self.countable = set(self.entry_ids) | set(Section) | set(self.wargear) | set(
            self.armouries
        )
        for e in s.entries:
            self.countable.update(g.id for g in e.options if g.id)
        categories = self._categories()
        entries = tuple(self._entry(e, i) for i, e in enumerate(s.entries))
        if not s.entries:
            self.err(s, "entries", "a Team List needs at least one entry")
        if self.problems:
            raise FileProblems(self.problems)
        rules = tuple(Rule(r.id, r.name, r.text, dict(r.names), dict(r.texts)) for r in s.rules)
        powers = tuple(Rule(r.id, r.name, r.text, dict(r.names), dict(r.texts))
                       for r in s.powers)
        wargear = {
            w.id: Entry(
                w.id,
                w.name,
                EntryKind.UPGRADE,
                _frac(w.cost),
                profiles=_weapon_profiles(w.name, w.profile),
                rules=tuple(w.rules),
                names=dict(w.names),
            )
            for w in s.wargear
        }
        return TeamList(
            id=s.id,
            name=s.name,
            version=s.version,
            source=s.source,
            categories=categories,
            entries=entries,
            rules=rules,
            wargear=wargear,
            names=dict(s.names),
            origin="forcesheet",
            powers=powers,
        )

    # -- pieces ---------------------------------------------------------------------------
    def _categories(self) -> tuple[Category, ...]:
        out = []
        for sec in Section:
            allowance = self.spec.sections.get(sec.value)
            cs: list[Constraint] = []
            if allowance is not None:
                if allowance.min:
                    cs.append(Constraint(f"{sec}.min", "min", allowance.min, scope=Scope.PARENT))
                if allowance.max is not None:
                    if allowance.max < allowance.min:
                        self.err(allowance, f"sections.{sec}", "max is smaller than min")
                    cs.append(Constraint(f"{sec}.max", "max", allowance.max, scope=Scope.PARENT))
            out.append(Category(sec.value, sec.value.title(), sec, tuple(cs)))
        # Codex slots (Kill Team 40K) the entries name: categories of no HoR section
        used = {e.slot for e in self.spec.entries if e.slot}
        out += [Category(f"slot.{slot}", SLOT_NAMES[slot]) for slot in SLOT_NAMES if slot in used]
        return tuple(out)

    def _entry(self, e: EntrySpec, i: int) -> Entry:
        path = f"entries[{i}]"
        self._check_id(e, f"{path}.id", e.id)
        if e.cost < 0:
            self.err(e, f"{path}.cost", "a cost cannot be negative")
        self._refs(e, f"{path}.rules", e.rules, self.rules, "special rule")
        self._refs(e, f"{path}.wargear", e.wargear, self.wargear, "wargear")
        kind = e.profile_type if not e.walker else "walker"
        if e.walker and e.profile_type not in ("walker", "model"):
            self.err(e, f"{path}.profile_type", "a walker has a walker profile")
        if e.profile:
            self._profile_keys(e, f"{path}.profile", e.profile, CHARACTERISTICS[kind])
        else:
            self.err(e, f"{path}.profile", "an entry needs its characteristics")
        if e.squad is not None and e.squad < 2:
            self.err(e, f"{path}.squad", "a Squad has at least 2 models")
        self._model_name(e, path)
        if e.crew_cost is not None and not e.artillery:
            self.err(e, f"{path}.crew_cost", "only Artillery has a replacement crew cost")
        if e.artillery and e.crew_cost is None:
            self.err(e, f"{path}.crew_cost", "Artillery needs its Replacement Crew cost")
        if e.transport and e.section != "transport":
            self.err(e, f"{path}.section", "a transport belongs to the transport section")
        self._psychic(e, path)
        constraints: list[Constraint] = []
        if e.unique:  # BattleScribe's way: a roster holds it once
            constraints.append(Constraint("unique.max", "max", 1, scope=Scope.FORCE))
        if e.limit is not None:
            m = LIMIT_RE.match(e.limit)
            if m is None:
                self.err(e, f"{path}.limit", f"{e.limit!r} is not a limit like '0-1' or '1-3'")
            else:
                lo = int(m.group(1))
                hi = int(m.group(2)) if m.group(2) else (None if m.group(3) else lo)
                if hi is not None and hi < lo:
                    self.err(e, f"{path}.limit", f"{e.limit!r}: the maximum is below the minimum")
                if lo:
                    constraints.append(Constraint("limit.min", "min", lo, scope=Scope.FORCE))
                if hi is not None:
                    constraints.append(Constraint("limit.max", "max", hi, scope=Scope.FORCE))
        modifiers = tuple(
            self._modifier(m, f"{path}.limit_modifiers[{j}]", "limit")
            for j, m in enumerate(e.limit_modifiers)
        )
        # A modifier may raise a minimum of 0 ("at least 10 Cultists with a Champion").
        if any(m.field == "min" for m in e.limit_modifiers) and not any(
            c.id == "limit.min" for c in constraints
        ):
            constraints.append(Constraint("limit.min", "min", 0, scope=Scope.FORCE))
        groups = []
        seen_groups: set[str] = set()
        for j, g in enumerate(e.options):
            gp = f"{path}.options[{j}]"
            grp = self._group(e, g, j, gp)
            if grp.id in seen_groups:
                self.err(g, f"{gp}.id", f"option group id {grp.id!r} is used twice in this entry")
            seen_groups.add(grp.id)
            groups.append(grp)
        return Entry(
            id=e.id,
            name=e.name,
            kind=EntryKind.UNIT if e.squad else EntryKind.MODEL,
            cost=_frac(e.cost),
            categories=(e.section, f"slot.{e.slot}") if e.slot else (e.section,),
            primary_category=e.section,
            profiles=(
                Profile(e.name, kind, tuple((k, str(v)) for k, v in e.profile.items())),
            ),
            rules=tuple(e.rules),
            groups=tuple(groups),
            constraints=tuple(constraints),
            modifiers=modifiers,
            wargear=tuple(e.wargear),
            squad_size=e.squad,
            walker=e.walker,
            artillery=e.artillery,
            crew_cost=_frac(e.crew_cost) if e.crew_cost is not None else None,
            transport=e.transport or e.section == "transport",
            no_honours=e.no_honours,
            psyker=e.psyker,
            names=dict(e.names),
            mastery=(e.mastery if e.mastery is not None else 1) if e.psyker else 0,
            powers=tuple(dict.fromkeys(e.powers)),
            model_name=(e.model_name or "").strip(),
            model_names={k: v.strip() for k, v in e.model_names.items()},
        )

    def _model_name(self, e: EntrySpec, path: str) -> None:
        """A Squad's ``model_name`` (what one of its models is called) and its translations."""
        if e.model_name is None:
            if e.model_names:
                self.err(e, f"{path}.model_names", "translated model names need `model_name:` "
                         "(the English name of one model)")
            return
        where = f"{path}.model_name"
        if e.squad is None:
            self.err(e, where, "only a Squad (`squad:`) names its models: a single model is "
                     "called by the entry's `name:`")
        if not e.model_name.strip():
            self.err(e, where, "a model name cannot be empty")
        for lang, text in e.model_names.items():
            if not LANGUAGE_RE.match(lang):
                self.err(e, f"{path}.model_names.{lang}", f"{lang!r} is not a language code "
                         "(two or three letters, e.g. fr, ru)")
            if not text.strip():
                self.err(e, f"{path}.model_names.{lang}", "a model name cannot be empty")

    def _psychic(self, e: EntrySpec, path: str) -> None:
        """Seed 004: each psyker picks one power per Mastery Level from its own list."""
        if not e.psyker and (e.mastery is not None or e.powers):
            self.err(e, f"{path}.psyker", "only a psyker has a Mastery Level and powers")
        if e.mastery is not None and not 1 <= e.mastery <= 5:
            self.err(e, f"{path}.mastery", "a Mastery Level is 1 to 5")
        self._refs(e, f"{path}.powers", e.powers, self.powers, "psychic power")
        seen: set[str] = set()
        for i, pid in enumerate(e.powers):
            if pid in seen:
                self.err(e, f"{path}.powers[{i}]", f"power {pid!r} is listed twice")
            seen.add(pid)

    def _group(self, owner: EntrySpec, g: OptionGroupSpec, j: int, path: str) -> EntryGroup:
        armoury: ArmourySpec | None = None
        items = g.items
        if g.armoury is not None:
            armoury = self.armouries.get(g.armoury)
            if armoury is None:
                self.err(g, f"{path}.armoury", f"no armoury {g.armoury!r} in this Team List")
            elif g.items:
                self.err(g, f"{path}.items", "a linked armoury brings its own items")
            else:
                items = armoury.items
        elif not g.items:
            self.err(g, f"{path}.items", "an option group needs items (or `armoury:`)")
        local = g.id or (armoury.id if armoury else f"option{j + 1}")
        gid = f"{owner.id}.{local}"
        carried = set(owner.wargear)
        for k, r in enumerate(g.replaces):
            if r not in carried:
                self.err(g, f"{path}.replaces[{k}]", f"{r!r} is not in this entry's wargear")
        entries = []
        seen: set[str] = set()
        for k, item in enumerate(items):
            ip = f"armouries[{g.armoury}].items[{k}]" if armoury else f"{path}.items[{k}]"
            ent = self._item(gid, item, ip, in_armoury=armoury is not None)
            if ent.id in seen:
                self.err(item, ip, f"option {ent.id.rsplit('.', 1)[-1]!r} appears twice")
            seen.add(ent.id)
            entries.append(ent)
        if g.default is not None and f"{gid}.{g.default}" not in seen:
            self.err(g, f"{path}.default", f"{g.default!r} is not one of the items")
        cs: list[Constraint] = []
        if g.min:
            cs.append(Constraint("min", "min", g.min, scope=Scope.PARENT))
        if g.max is not None:
            if g.max < g.min:
                self.err(g, f"{path}.max", "max is smaller than min")
            cs.append(Constraint("max", "max", g.max, scope=Scope.PARENT))
        mods: list[Modifier] = []
        if g.per_n is not None:
            c, m = self._per_n(g.per_n, f"{path}.per_n")
            cs.append(c)
            mods.append(m)
        name = g.name or (armoury.name if armoury else "")
        names = dict(g.names) or (dict(armoury.names) if armoury else {})
        return EntryGroup(
            id=gid,
            name=name,
            entries=tuple(entries),
            constraints=tuple(cs),
            modifiers=tuple(mods),
            default=f"{gid}.{g.default}" if g.default else None,
            replaces=tuple(g.replaces),
            armoury=armoury is not None,
            ref=armoury.id if armoury else None,
            names=names,
        )

    def _item(self, gid: str, item: ItemSpec, path: str, *, in_armoury: bool) -> Entry:
        w = None
        if item.wargear is not None:
            w = self.wargear.get(item.wargear)
            if w is None:
                self.err(item, f"{path}.wargear", f"no wargear {item.wargear!r} in this Team List")
        elif item.id is None or item.name is None:
            self.err(item, path, "an item needs `wargear:` or both `id:` and `name:`")
        local = item.id or item.wargear or "?"
        if item.id is not None:
            self._check_id(item, f"{path}.id", item.id)
        name = item.name or (w.name if w else local)
        cost = item.cost if item.cost is not None else (w.cost if w else 0.0)
        if cost < 0:
            self.err(item, f"{path}.cost", "a cost cannot be negative")
        if item.max < item.min:
            self.err(item, f"{path}.max", "max is smaller than min")
        self._refs(item, f"{path}.rules", item.rules, self.rules, "special rule")
        cs: list[Constraint] = []
        if in_armoury:
            # RULES.md §2: a model may take each Armoury item at most once.
            cs.append(Constraint("once", "max", 1, scope=Scope.MODEL, code=ARMOURY_ITEM_CODE))
        else:
            cs.append(Constraint("max", "max", item.max, scope=Scope.PARENT))
        if item.min:
            cs.append(Constraint("min", "min", item.min, scope=Scope.PARENT))
        mods = [self._modifier(m, f"{path}.modifiers[{j}]", "item") for j, m in
                enumerate(item.modifiers)]
        if item.per_n is not None:
            c, m = self._per_n(item.per_n, f"{path}.per_n")
            cs.append(c)
            mods.append(m)
        if item.force_max is not None:
            cs.append(Constraint("force_max", "max", item.force_max, scope=Scope.FORCE))
        rules = tuple(item.rules) + (tuple(w.rules) if w else ())
        return Entry(
            id=f"{gid}.{local}",
            name=name,
            kind=EntryKind.UPGRADE,
            cost=_frac(cost),
            profiles=_weapon_profiles(name, w.profile if w else None),
            rules=tuple(dict.fromkeys(rules)),
            constraints=tuple(cs),
            modifiers=tuple(mods),
            ref=item.wargear if item.wargear in self.wargear else None,
            names=dict(item.names) or (dict(w.names) if w else {}),
            crew=item.crew,
        )

    def _per_n(self, p: PerNSpec, path: str) -> tuple[Constraint, Modifier]:
        of = [p.of] if isinstance(p.of, str) else p.of
        self._refs(p, f"{path}.of", of, self.entry_ids, "entry")
        if p.per < 1:
            self.err(p, f"{path}.per", "must be at least 1")
        repeats = tuple(
            Repeat(child_id=o, value=p.per, repeats=p.max, scope=Scope.FORCE) for o in of
        )
        constraint = Constraint("per_n", "max", 0, scope=Scope.FORCE)
        return constraint, Modifier(ModifierKind.INCREMENT, "per_n", 1, None, repeats)

    def _modifier(self, m: ModifierSpec, path: str, target: str) -> Modifier:
        fields = {"limit": ("max", "min"), "item": ("cost", "hidden", "max", "min")}[target]
        if m.field not in fields:
            self.err(m, f"{path}.field", f"{m.field!r} cannot be changed here "
                     f"(one of: {', '.join(fields)})")
        if (m.set is None) == (m.add is None):
            self.err(m, path, "a modifier needs exactly one of `set:` and `add:`")
        if (m.every is None) != (m.of is None):
            self.err(m, path, "`every:` and `of:` go together")
        if m.of is not None and m.of not in self.countable:
            self.err(m, f"{path}.of", f"nothing called {m.of!r} to count")
        fld = {"max": "limit.max", "min": "limit.min"}.get(m.field, m.field)
        if target == "item":
            fld = {"max": "max", "min": "min"}.get(m.field, m.field)
        kind = ModifierKind.SET if m.set is not None else ModifierKind.INCREMENT
        value: float | bool = m.set if m.set is not None else (m.add or 0.0)
        conditions = self._when(m, path) if m.when is not None else None
        repeats: tuple[Repeat, ...] = ()
        if m.every is not None and m.of is not None:
            repeats = (Repeat(child_id=m.of, value=m.every, scope=Scope.FORCE),)
        return Modifier(kind, fld, value, conditions, repeats)

    def _when(self, m: ModifierSpec, path: str) -> ConditionGroup:
        assert m.when is not None
        w = m.when
        if not w.all and not w.any:
            self.err(w, f"{path}.when", "`when:` needs `all:` or `any:` conditions")
        all_c = tuple(self._condition(c, f"{path}.when.all[{i}]") for i, c in enumerate(w.all))
        any_c = tuple(self._condition(c, f"{path}.when.any[{i}]") for i, c in enumerate(w.any))
        if any_c:
            return ConditionGroup(True, all_c, (ConditionGroup(False, any_c),))
        return ConditionGroup(True, all_c)

    def _condition(self, c: ConditionSpec, path: str) -> Condition:
        if c.count != "any" and c.count not in self.countable:
            self.err(c, f"{path}.count", f"nothing called {c.count!r} to count")
        if c.scope not in ("parent", "model", "force") and c.scope not in self.entry_ids:
            self.err(c, f"{path}.scope", f"{c.scope!r} is not parent, model, force or an entry")
        given = [(Comparison.AT_LEAST, c.at_least), (Comparison.AT_MOST, c.at_most),
                 (Comparison.EQUAL_TO, c.equals)]
        chosen = [(k, v) for k, v in given if v is not None]
        if len(chosen) != 1:
            self.err(c, path, "a condition needs exactly one of at_least, at_most, equals")
            chosen = chosen or [(Comparison.AT_LEAST, 0)]
        comp, value = chosen[0]
        return Condition(comp, c.count, float(value or 0), c.scope, Field.SELECTIONS, True)

    # -- checks ---------------------------------------------------------------------------
    def _check_id(self, obj: object, path: str, value: str) -> None:
        if not ID_RE.match(value):
            self.err(obj, path, f"{value!r} is not a valid id (use a-z, 0-9, _ and -)")

    def _unique(self, kind: str, items: list[tuple[object, str]]) -> None:
        seen: dict[str, int] = {}
        for i, (obj, ident) in enumerate(items):
            if ident in seen:
                self.err(obj, f"{kind}[{i}].id", f"id {ident!r} is used twice "
                         f"(first at {kind}[{seen[ident]}])")
            else:
                seen[ident] = i

    def _refs(
        self, obj: object, path: str, ids: Iterable[str], known: Iterable[str], what: str
    ) -> None:
        known_set: Collection[str] = (
            known if isinstance(known, set | dict | frozenset) else set(known))
        for i, ident in enumerate(ids):
            if ident not in known_set:
                self.err(obj, f"{path}[{i}]", f"no {what} {ident!r} in this Team List")

    def _profile_keys(
        self, obj: object, path: str, profile: dict[str, str | int], allowed: tuple[str, ...]
    ) -> None:
        for key in profile:
            if key not in allowed:
                self.err(obj, f"{path}.{key}", f"unknown characteristic {key!r} "
                         f"(expected {' '.join(allowed)})")


def _frac(x: float) -> Fraction:
    return Fraction(x).limit_denominator(1000)


def _weapon_profiles(name: str, profile: dict[str, str | int] | None) -> tuple[Profile, ...]:
    if not profile:
        return ()
    return (Profile(name, "weapon", tuple((k, str(v)) for k, v in profile.items())),)
