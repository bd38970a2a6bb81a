"""BattleScribe game system + catalogue -> :class:`~app.rules.teamlist.TeamList`.

Entry links are expanded: every place a shared entry or group is linked becomes its own
:class:`Entry` / :class:`EntryGroup`, so a selection always names one place in the list. Ids are
paths of BattleScribe ids from the root entry (``link/group/entry``); each copy keeps the
shared id as ``ref`` and the link's id in ``aliases``, so constraints, conditions and repeats
that name any of those ids count it as BattleScribe does.

Categories map to HoR sections by name ("Team Leader", "Special", "Core", "Transport").
Whatever the model cannot hold goes into the :class:`ImportReport`, never silently away.

**Bounded cost.** Expanding links can multiply a small file: an entry linking another twice,
that one linking a third twice, and so on 30 levels is 2**30 entries from 6 KB. Before
converting anything, :meth:`Converter.plan` walks the links exactly as the conversion will
(same cycle cuts, same depth cap) counting only: the places (entries and groups), the work
(every element each place copies, and its text by 64 characters) and the characters of the
ids, and refuses the catalogue (``catalogue.too_large``) past :data:`MAX_PLACES`,
:data:`MAX_WORK` or :data:`MAX_PATH_CHARS`. The walk stops at the first cap, so a refusal costs
at most a fraction of a second; the caps are measured multiples of the real catalogues.

**Numbers.** A cost, constraint, condition, repeat or modifier value is read as a decimal
number within ±:data:`MAX_NUMBER` (BattleScribe's schema says ``xs:decimal``): ``NaN``,
``inf``, ``1e999``, ``abc`` or an empty value is never guessed. An entry whose cost cannot be
read is left out; a constraint, or a modifier (with its conditions and repeats), is dropped.
Each is a ``bad_number`` item of the report.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from typing import Any
from xml.etree.ElementTree import Element

from app.rules.bsdata.report import ImportReport, Unexpressed
from app.rules.bsdata.safexml import CatalogueFileError, Document, ImportCancelled
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

SECTIONS = {
    "team leader": Section.LEADER,
    "leader": Section.LEADER,
    "special": Section.SPECIALIST,
    "specialist": Section.SPECIALIST,
    "specialists": Section.SPECIALIST,
    "core": Section.CORE,
    "transport": Section.TRANSPORT,
}
NO_CATEGORY = "(No Category)"
POINTS = "points"
MAX_ENTRY_DEPTH = 40
PROFILE_TYPES = {"unit": "model", "vehicle": "vehicle", "walker": "walker", "weapon": "weapon"}
CHARACTERISTIC_KEYS = {"Save": "Sv"}
SCOPES = {"parent", "force", "roster", "self", "ancestor"}
STAT_PROFILES = {"model", "vehicle", "walker"}

# Caps of the link expansion: a floor plus a budget per byte of the catalogue, never beyond an
# absolute cap. Measured on the real catalogues of ../shared, per byte of the catalogue:
# places (entries and groups) at most 0.0029 in HoR (Rogue Traders) and 0.019 in 40k (Space
# Marines 2015); work 0.12 in HoR and 0.49 in 40k (Chaos Space Marines); id characters 0.27
# and 2.3. In all: places 2,250 in HoR and 49,421 in 40k; work 92,212 and 1,239,566; id
# characters 206,570 and 5.9 M. The game systems alone: at most 630 places, 18,189 work and
# 53,830 characters (40k), under the floors. Each rate is over 20x the largest HoR one and 2x
# the largest 40k one; bytes, not elements, so that padding a file with empty elements buys
# little: a 6 kB file may expand to 2,360 places, where 2**30 were asked.
PLACES_PER_BYTE, PLACES_FLOOR, MAX_PLACES = 0.06, 2_000, 100_000
WORK_PER_BYTE, WORK_FLOOR, MAX_WORK = 2.5, 50_000, 2_500_000
CHARS_PER_BYTE, CHARS_FLOOR, MAX_PATH_CHARS = 6.0, 100_000, 12_000_000
CANCEL_EVERY = 256  # places between two looks at the cancel flag while planning
MAX_NUMBER = 1_000_000  # |value| of any number (real: costs <= 2,750, constraints <= 50)
EXPANSIONS = ("selectionEntries", "selectionEntryGroups", "entryLinks")
# xs:decimal (and an exponent of at most 3 digits, which float() always accepted)
_DECIMAL = re.compile(
    r"\s*[+-]?(?:\d{1,30}(?:\.\d{0,30})?|\.\d{1,30})(?:[eE][+-]?\d{1,3})?\s*\Z", re.ASCII
)


def _kids(el: Element, container: str, tag: str) -> list[Element]:
    box = el.find(container)
    if box is None:
        return []
    return [c for c in box if c.tag == tag]


def _true(el: Element, attr: str) -> bool:
    return el.get(attr, "false").strip().lower() == "true"


def budget(size: int) -> tuple[int, int, int]:
    """The (places, work, id characters) a catalogue of ``size`` bytes may expand to."""
    return (
        min(MAX_PLACES, PLACES_FLOOR + int(PLACES_PER_BYTE * size)),
        min(MAX_WORK, WORK_FLOOR + int(WORK_PER_BYTE * size)),
        min(MAX_PATH_CHARS, CHARS_FLOOR + int(CHARS_PER_BYTE * size)),
    )


def _number(text: str | None) -> float | None:
    """A decimal number within ±MAX_NUMBER (a missing value is 0), or ``None``."""
    if text is None:
        return 0.0
    if not _DECIMAL.match(text):
        return None
    value = float(text)
    return value if math.isfinite(value) and abs(value) <= MAX_NUMBER else None


ZERO = Fraction(0)


@lru_cache(maxsize=4096)
def _cost(text: str | None) -> Fraction | None:
    """A cost as an exact fraction (to 1/1000), or ``None`` when it is not a number (costs
    repeat: "0.0", "5.0"…, so each text is read once)."""
    if text is None:
        return ZERO
    if _number(text) is None:
        return None
    return Fraction(text.strip()).limit_denominator(1000)


class _BadNumber(Exception):
    """A value that is not a number: the construct holding it is left out (``bad_number``)."""


def slug(text: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    return s or "catalogue"


def teamlist_id(catalogue_name: str) -> str:
    """``bs_`` + the slug of the name, at most 80 characters (it names a folder)."""
    return "bs_" + (slug(catalogue_name)[:80].rstrip("_") or "catalogue")


class Converter:
    """Converts one catalogue (with its game system) into a TeamList and an ImportReport."""

    def __init__(
        self, gst: Document, cat: Document, cancel: Callable[[], bool] | None = None
    ) -> None:
        if gst.kind != "gameSystem":
            raise CatalogueFileError(gst.file, "bs.not_game_system", gst.root.tag)
        if cat.kind != "catalogue":
            raise CatalogueFileError(cat.file, "bs.not_catalogue", cat.root.tag)
        gid = cat.root.get("gameSystemId")
        if gid != gst.root.get("id"):
            raise CatalogueFileError(
                cat.file, "bs.wrong_game_system", f"{gid} (game system is {gst.root.get('id')})"
            )
        self.gst = gst
        self.cat = cat
        self.cancel = cancel
        self.places = 0  # entries and groups built so far (planned: see plan())
        self.planned: tuple[int, int, int] | None = None  # places, work, id characters
        self.budget = (MAX_PLACES, MAX_WORK, MAX_PATH_CHARS)  # this file's, set by plan()
        self.items: list[Unexpressed] = []
        self._memos: dict[object, tuple[tuple[Any, ...], tuple[Unexpressed, ...]]] = {}
        self.entries_el: dict[str, Element] = {}
        self.groups_el: dict[str, Element] = {}
        self.profiles_el: dict[str, Element] = {}
        self.rules_el: dict[str, Element] = {}
        self.profile_types: dict[str, str] = {}
        self.char_types: dict[str, str] = {}
        self.rules: dict[str, Rule] = {}
        self.count = 0
        self.force_ids: set[str] = set()
        self.link_ids: set[str] = set()
        self.approximations: list[str] = []  # notes of the modifier being converted
        cost_types: dict[str, str] = {}
        # The catalogue wins over the game system for the same id.
        for doc in (gst, cat):
            for el in doc.root.iter():
                i = el.get("id")
                if i is None:
                    continue
                if el.tag == "selectionEntry":
                    self.entries_el[i] = el
                elif el.tag == "selectionEntryGroup":
                    self.groups_el[i] = el
                elif el.tag == "profile":
                    self.profiles_el[i] = el
                elif el.tag == "rule":
                    self.rules_el[i] = el
                elif el.tag == "profileType":
                    self.profile_types[i] = el.get("name", "")
                elif el.tag == "characteristicType":
                    self.char_types[i] = el.get("name", "")
                elif el.tag == "forceEntry":
                    self.force_ids.add(i)
                elif el.tag == "entryLink":
                    self.link_ids.add(i)
                elif el.tag == "costType":
                    cost_types[i] = el.get("name", "")
        # The points cost type: named pts/points (or the only one); "points" always counts.
        named = {i for i, n in cost_types.items() if n.strip().lower() in ("pts", "points", "pt")}
        self.points_types = {POINTS} | (
            named or (set(cost_types) if len(cost_types) == 1 else set())
        )

    # -- the whole list ----------------------------------------------------------------------
    def convert(self) -> tuple[TeamList, ImportReport]:
        """The Team List and its report; raises ``CatalogueFileError`` (``catalogue.too_large``)
        when the links expand beyond the caps, ``ImportCancelled`` when ``cancel`` says so."""
        self.plan()
        cat = self.cat.root
        name = cat.get("name", "") or self.cat.file
        need = cat.get("gameSystemRevision")
        have = self.gst.root.get("revision", "0")
        need_n, have_n = _number(need), _number(have)
        if need and need_n is not None and have_n is not None and need_n > have_n:
            self._note(name, "game_system_revision", f"needs {need}, have {have}")
        for r in self.rules_el.values():
            self._rule(r)
        categories = self._categories(name)
        roots: list[Entry] = []
        for doc in (self.gst, self.cat):
            for el in _kids(doc.root, "selectionEntries", "selectionEntry"):
                e = self._entry(el, None, el.get("id", ""), 0, ())
                if e is not None:
                    roots.append(e)
            for el in _kids(doc.root, "entryLinks", "entryLink"):
                if el.get("type") == "selectionEntryGroup":
                    self._note(name, "root_group_link", el.get("targetId", ""))
                    continue
                target = self._target(el, self.entries_el, name)
                if target is not None:
                    e = self._entry(target, el, el.get("id", ""), 0, ())
                    if e is not None:
                        roots.append(e)
        revision = cat.get("revision", "0")
        tl = TeamList(
            id=teamlist_id(name),
            name=name,
            version=revision,
            source=(
                f"BattleScribe catalogue {name!r} revision {revision}, "
                f"game system {self.gst.root.get('name', '')!r} revision {have}"
            ),
            categories=categories,
            entries=tuple(roots),
            rules=tuple(sorted(self.rules.values(), key=lambda r: (r.name, r.id))),
            origin="battlescribe",
        )
        report = ImportReport(
            file=self.cat.file.replace("\\", "/").rsplit("/", 1)[-1],
            catalogue=name,
            revision=revision,
            game_system=self.gst.root.get("name", ""),
            game_system_revision=have,
            root_entries=len(roots),
            entries=self.count,
            items=tuple(self.items),
        )
        return tl, report

    # -- the cost of the expansion, before anything is built -----------------------------------
    def plan(self) -> tuple[int, int, int]:
        """Walk the links as :meth:`convert` will and count (places, work, id characters);
        raises ``catalogue.too_large`` at the first cap passed. See the module docstring."""
        if self.planned is not None:
            return self.planned
        places = work = chars = 0
        self.budget = budget(self.cat.size)
        max_places, max_work, max_chars = self.budget
        static: dict[Element, int] = {}
        children: dict[Element, list[tuple[Element | None, Element | None, int]]] = {}
        cancel = self.cancel

        def cost_of(el: Element) -> int:
            """What one copy of ``el`` costs: its elements but the expanded children, its
            text by 64 characters, and the profiles its info links copy."""
            n = static.get(el)
            if n is not None:
                return n
            n = 0
            todo = [c for c in el if c.tag not in EXPANSIONS]
            n += 1 + _text_units(el)
            while todo:
                e = todo.pop()
                n += 1 + _text_units(e)
                todo.extend(e)
            static[el] = n  # guards against a profile reaching itself
            for il in _kids(el, "infoLinks", "infoLink"):
                if il.get("type") == "profile":
                    p = self.profiles_el.get(il.get("targetId", ""))
                    if p is not None:
                        n += cost_of(p)
            static[el] = n
            return n

        def kids_of(src: Element) -> list[tuple[Element | None, Element | None, int]]:
            out = children.get(src)
            if out is None:
                out = []
                for c in _kids(src, "selectionEntries", "selectionEntry"):
                    out.append((c, None, len(c.get("id", ""))))
                for c in _kids(src, "selectionEntryGroups", "selectionEntryGroup"):
                    out.append((c, None, len(c.get("id", ""))))
                for lk in _kids(src, "entryLinks", "entryLink"):
                    group = lk.get("type") == "selectionEntryGroup"
                    pool = self.groups_el if group else self.entries_el
                    out.append((pool.get(lk.get("targetId", "")), lk, len(lk.get("id", ""))))
                children[src] = out
            return out

        def too_large(what: str, cap: int) -> CatalogueFileError:
            return CatalogueFileError(
                self.cat.file,
                "catalogue.too_large",
                f"links expand to more than {cap} {what} (a file of {self.cat.size} bytes)",
            )

        def visit(
            el: Element, link: Element | None, plen: int, depth: int, stack: tuple[str, ...]
        ) -> None:
            nonlocal places, work, chars
            work += 1
            own = el.get("id", "")
            if own in stack or depth > MAX_ENTRY_DEPTH:
                return
            places += 1
            chars += plen
            work += cost_of(el) + (cost_of(link) if link is not None else 0)
            if places > max_places:
                raise too_large("entries and groups", max_places)
            if work > max_work:
                raise too_large("copied elements", max_work)
            if chars > max_chars:
                raise too_large("characters of ids", max_chars)
            if cancel is not None and places % CANCEL_EVERY == 0 and cancel():
                raise ImportCancelled()
            stack = (*stack, own)
            for src in (el,) if link is None else (el, link):
                for target, lk, idlen in kids_of(src):
                    if target is None:
                        work += 1
                    else:
                        visit(target, lk, plen + 1 + idlen, depth + 1, stack)

        for doc in (self.gst, self.cat):
            for el in _kids(doc.root, "selectionEntries", "selectionEntry"):
                visit(el, None, len(el.get("id", "")), 0, ())
            for el in _kids(doc.root, "entryLinks", "entryLink"):
                work += 1
                if el.get("type") == "selectionEntryGroup":
                    continue
                target = self.entries_el.get(el.get("targetId", ""))
                if target is not None:
                    visit(target, el, len(el.get("id", "")), 0, ())
        if work > max_work:
            raise too_large("copied elements", max_work)
        self.planned = (places, work, chars)
        return self.planned

    def _place(self) -> None:
        """One more entry or group built: the plan's cap holds (belt and braces) and the
        cancel flag is looked at."""
        self.places += 1
        if self.places > self.budget[0]:
            raise CatalogueFileError(
                self.cat.file,
                "catalogue.too_large",
                f"links expand to more than {self.budget[0]} entries and groups",
            )
        if self.cancel is not None and self.cancel():
            raise ImportCancelled()

    def _note(self, entry: str, construct: str, detail: str = "") -> None:
        self.items.append(Unexpressed(entry, construct, detail))

    # -- categories --------------------------------------------------------------------------
    def _categories(self, list_name: str) -> tuple[Category, ...]:
        """Categories with the force entry's limits.

        BattleScribe 2.00 files declare them inside the force entry (``categoryEntries``);
        2.03 files declare them at the top and the force entry links them (``categoryLinks``,
        whose constraints are the limits).
        """

        def has_categories(fe: Element) -> bool:
            return any(_kids(fe, "categoryEntries", "categoryEntry")) or any(
                _kids(fe, "categoryLinks", "categoryLink")
            )

        force_entries = [fe for fe in self.cat.root.iter("forceEntry") if has_categories(fe)]
        if not force_entries:
            force_entries = [fe for fe in self.gst.root.iter("forceEntry") if has_categories(fe)]
        if len(force_entries) > 1:
            names = ", ".join(fe.get("name", "") for fe in force_entries)
            self._note(list_name, "force_entries", names)
        top: dict[str, Element] = {}
        for doc in (self.gst, self.cat):
            for el in _kids(doc.root, "categoryEntries", "categoryEntry"):
                top[el.get("id", "")] = el
        out: dict[str, Category] = {}

        def add(cid: str, sources: list[Element]) -> None:
            if cid in out:
                return
            cname = sources[0].get("name", "")
            constraints: list[Constraint] = []
            for src in sources:
                constraints += self._constraints(src, cname)
            cids = {c.id for c in constraints}
            modifiers: list[Modifier] = []
            for src in sources:
                modifiers += self._modifiers(src, cname, cids)
            out[cid] = Category(
                id=cid,
                name=cname,
                section=SECTIONS.get(cname.strip().lower()),
                constraints=tuple(constraints),
                modifiers=tuple(modifiers),
            )

        for fe in force_entries:
            for el in _kids(fe, "categoryEntries", "categoryEntry"):
                add(el.get("id", ""), [el])
            for link in _kids(fe, "categoryLinks", "categoryLink"):
                target = self._target(link, top, fe.get("name", list_name))
                if target is not None:
                    add(target.get("id", ""), [target, link])
        for cid, el in top.items():  # categories no force entry limits
            add(cid, [el])
        return tuple(out.values())

    # -- entries -----------------------------------------------------------------------------
    def _target(self, link: Element, pool: dict[str, Element], where: str) -> Element | None:
        tid = link.get("targetId", "")
        target = pool.get(tid)
        if target is None:
            self._note(where, "link_target_missing", f"{link.get('type')} {tid}")
        return target

    def _enter(self, el: Element, path: str, depth: int, stack: tuple[str, ...]
               ) -> tuple[str, ...] | None:
        """The link stack with ``el`` pushed, or ``None`` (noted in the report) for a link
        cycle or too deep a nesting."""
        own_id = el.get("id", "")
        name = el.get("name", "")
        if own_id in stack:
            self._note(name, "link_cycle", " > ".join(stack[-3:]))
            return None
        if depth > MAX_ENTRY_DEPTH:
            self._note(name, "too_deep", path[-60:])
            return None
        return (*stack, own_id)

    def _entry(
        self,
        el: Element,
        link: Element | None,
        path: str,
        depth: int,
        stack: tuple[str, ...],
    ) -> Entry | None:
        own_id = el.get("id", "")
        name = el.get("name", "")
        pushed = self._enter(el, path, depth, stack)
        if pushed is None:
            return None
        self._place()
        cost = ZERO
        cost_notes: list[str] = []
        for c in _kids(el, "costs", "cost"):
            ctype = c.get("costTypeId") or c.get("typeId") or ""
            value = _cost(c.get("value"))
            if value is None:
                text = c.get("value", "")
                self._note(name, "bad_number", f"cost {c.get('name', ctype)} {text[:40]!r}")
                return None  # an entry whose cost cannot be read is left out
            if ctype in self.points_types:
                cost += value
            elif value:
                cost_notes.append(f"{c.get('name', ctype)} {c.get('value')}")
        self.count += 1
        stack = pushed
        sources = [el] if link is None else [el, link]
        constraints: list[Constraint] = []
        for src in sources:
            constraints += self._constraints(src, name)
        cids = {c.id for c in constraints}
        modifiers: list[Modifier] = []
        for src in sources:
            modifiers += self._modifiers(src, name, cids)
        for note in cost_notes:
            self._note(name, "cost_type", note)
        categories: list[str] = []
        primary: str | None = None
        for src in reversed(sources):  # the link's category first
            cat = src.get("categoryEntryId")
            if cat and cat != NO_CATEGORY and primary is None:
                primary = cat
            for cl in _kids(src, "categoryLinks", "categoryLink"):
                tid = cl.get("targetId", "")
                if tid and tid not in categories:
                    categories.append(tid)
                if _true(cl, "primary") and primary is None:
                    primary = tid
        if primary is not None and primary not in categories:
            categories.insert(0, primary)
        profile_els: list[Element] = []
        rules: list[str] = []
        for src in sources:
            profile_els += _kids(src, "profiles", "profile")
            for r in _kids(src, "rules", "rule"):
                rules.append(self._rule(r).id)
            for il in _kids(src, "infoLinks", "infoLink"):
                self._info_link(il, name, profile_els, rules)
        # The modifiers of the entry's one model profile become the entry's
        # "characteristic:<Name>" modifiers; with several model profiles it would be ambiguous.
        stats = [p for p in profile_els if self._profile_type(p) in STAT_PROFILES]
        profiles: list[Profile] = []
        for p in profile_els:
            lift = modifiers if len(stats) == 1 and p is stats[0] else None
            prof = self._profile(p, name, lift)
            if prof is not None:
                profiles.append(prof)
        entries: list[Entry] = []
        groups: list[EntryGroup] = []
        for src in sources:
            self._children(src, path, depth, stack, entries, groups, name)
        kind_s = el.get("type", "upgrade")
        kind = EntryKind(kind_s) if kind_s in ("unit", "model", "upgrade") else EntryKind.UPGRADE
        walker = any(p.type == "walker" for p in profiles)
        squad = _squad_size(kind, entries)
        ref: str | None = None
        aliases: tuple[str, ...] = ()
        if link is not None:
            ref = own_id
            if link.get("id", "") != path:
                aliases = (link.get("id", ""),)
        elif own_id != path:
            ref = own_id
        rule_names = {self.rules[r].name.lower() for r in rules if r in self.rules}
        return Entry(
            id=path,
            name=name,
            kind=kind,
            cost=cost,
            categories=tuple(categories),
            primary_category=primary,
            profiles=tuple(profiles),
            rules=tuple(dict.fromkeys(rules)),
            entries=tuple(entries),
            groups=tuple(groups),
            constraints=tuple(constraints),
            modifiers=tuple(modifiers),
            hidden=any(_true(s, "hidden") for s in sources),
            ref=ref,
            aliases=aliases,
            squad_size=squad,
            walker=walker,
            psyker=any(n.startswith("psyker") for n in rule_names),
        )

    def _children(
        self,
        src: Element,
        path: str,
        depth: int,
        stack: tuple[str, ...],
        entries: list[Entry],
        groups: list[EntryGroup],
        where: str,
    ) -> None:
        for c in _kids(src, "selectionEntries", "selectionEntry"):
            e = self._entry(c, None, f"{path}/{c.get('id', '')}", depth + 1, stack)
            if e is not None:
                entries.append(e)
        for c in _kids(src, "selectionEntryGroups", "selectionEntryGroup"):
            g = self._group(c, None, f"{path}/{c.get('id', '')}", depth + 1, stack)
            if g is not None:
                groups.append(g)
        for lk in _kids(src, "entryLinks", "entryLink"):
            child_path = f"{path}/{lk.get('id', '')}"
            if lk.get("type") == "selectionEntryGroup":
                target = self._target(lk, self.groups_el, where)
                if target is not None:
                    g = self._group(target, lk, child_path, depth + 1, stack)
                    if g is not None:
                        groups.append(g)
            else:
                target = self._target(lk, self.entries_el, where)
                if target is not None:
                    e = self._entry(target, lk, child_path, depth + 1, stack)
                    if e is not None:
                        entries.append(e)

    def _group(
        self,
        el: Element,
        link: Element | None,
        path: str,
        depth: int,
        stack: tuple[str, ...],
    ) -> EntryGroup | None:
        own_id = el.get("id", "")
        name = el.get("name", "")
        pushed = self._enter(el, path, depth, stack)
        if pushed is None:
            return None
        self._place()
        stack = pushed
        sources = [el] if link is None else [el, link]
        constraints: list[Constraint] = []
        for src in sources:
            constraints += self._constraints(src, name)
        cids = {c.id for c in constraints}
        modifiers: list[Modifier] = []
        for src in sources:
            modifiers += self._modifiers(src, name, cids)
        for src in sources:
            for il in _kids(src, "infoLinks", "infoLink"):
                self._info_link(il, name, [], [])  # groups show no profiles or rules
        entries: list[Entry] = []
        groups: list[EntryGroup] = []
        for src in sources:
            self._children(src, path, depth, stack, entries, groups, name)
        default: str | None = None
        want = el.get("defaultSelectionEntryId")
        if want:
            for e in entries:
                if e.id.rsplit("/", 1)[-1] == want or e.ref == want or want in e.aliases:
                    default = e.id
                    break
        ref: str | None = None
        aliases: tuple[str, ...] = ()
        if link is not None:
            ref = own_id
            if link.get("id", "") != path:
                aliases = (link.get("id", ""),)
        elif own_id != path:
            ref = own_id
        return EntryGroup(
            id=path,
            name=name,
            entries=tuple(entries),
            groups=tuple(groups),
            constraints=tuple(constraints),
            modifiers=tuple(modifiers),
            default=default,
            hidden=any(_true(s, "hidden") for s in sources),
            ref=ref,
            aliases=aliases,
        )

    # -- profiles, rules, info links -----------------------------------------------------------
    def _profile_type(self, p: Element) -> str:
        tid = p.get("profileTypeId") or p.get("typeId") or ""
        tname = self.profile_types.get(tid, p.get("profileTypeName") or p.get("typeName") or "")
        return PROFILE_TYPES.get(tname.lower(), tname.lower() or "profile")

    def _profile(self, p: Element, where: str, lift: list[Modifier] | None) -> Profile | None:
        pname = p.get("name", "")
        for m in _kids(p, "modifiers", "modifier"):
            fld = m.get("field", "")
            if lift is not None and fld in self.char_types:
                key = self.char_types[fld]
                mod = self._modifier(m, where, set(), {fld: CHARACTERISTIC_KEYS.get(key, key)})
                if mod is not None:
                    lift.append(mod)
                continue
            self._note(where, "profile_modifier", f"{pname}: {self._modifier_text(m)}")
        if _true(p, "hidden"):
            return None
        chars: list[tuple[str, str]] = []
        for ch in _kids(p, "characteristics", "characteristic"):
            ctid = ch.get("characteristicTypeId") or ch.get("typeId") or ""
            key = ch.get("name") or self.char_types.get(ctid, "")
            value = ch.get("value")
            if value is None:
                value = (ch.text or "").strip()
            chars.append((CHARACTERISTIC_KEYS.get(key, key), value))
        return Profile(name=pname, type=self._profile_type(p), characteristics=tuple(chars))

    def _rule(self, r: Element) -> Rule:
        rid = r.get("id", "")
        rule = self.rules.get(rid)
        if rule is None:
            desc = r.find("description")
            text = (desc.text or "").strip() if desc is not None else ""
            rule = Rule(id=rid, name=r.get("name", ""), text=text)
            self.rules[rid] = rule
            for m in _kids(r, "modifiers", "modifier"):
                self._note(rule.name, "rule_modifier", self._modifier_text(m))
        return rule

    def _info_link(
        self, il: Element, where: str, profiles: list[Element], rules: list[str]
    ) -> None:
        for m in _kids(il, "modifiers", "modifier"):
            label = il.get("name") or ""
            text = self._modifier_text(m)
            self._note(where, "info_link_modifier", f"{label}: {text}" if label else text)
        tid = il.get("targetId", "")
        kind = il.get("type")
        if _true(il, "hidden"):
            return
        if kind == "profile":
            p = self.profiles_el.get(tid)
            if p is None:
                self._note(where, "link_target_missing", f"profile {tid}")
                return
            profiles.append(p)
        elif kind == "rule":
            r = self.rules_el.get(tid)
            if r is None:
                self._note(where, "link_target_missing", f"rule {tid}")
                return
            rules.append(self._rule(r).id)
        else:
            self._note(where, "link_target_missing", f"{kind} {tid}")

    def _modifier_text(self, m: Element) -> str:
        fld = m.get("field", "")
        fld = self.char_types.get(fld, fld)
        return f"{m.get('type', '')} {fld} {m.get('value', '')}".strip()

    # -- constraints and modifiers --------------------------------------------------------------
    def _memo(self, key: object, where: str, make: Callable[[], list[Any]]) -> list[Any]:
        """``make()`` once per key (an element copied at many places converts once); its
        report items are replayed at every place, under that place's name."""
        hit = self._memos.get(key)
        if hit is None:
            outer, self.items = self.items, []
            try:
                value = tuple(make())
            finally:
                notes, self.items = self.items, outer
            hit = (value, tuple(notes))
            self._memos[key] = hit
        for n in hit[1]:  # the same items when the place has the same name (most often)
            self.items.append(n if n.entry == where else Unexpressed(where, n.construct, n.detail))
        return list(hit[0])

    def _constraints(self, el: Element, where: str) -> list[Constraint]:
        return self._memo(("c", el), where, lambda: self._constraints_of(el, where))

    def _constraints_of(self, el: Element, where: str) -> list[Constraint]:
        out: list[Constraint] = []
        for c in _kids(el, "constraints", "constraint"):
            cid = c.get("id", "")
            kind = c.get("type", "")
            fld = c.get("field", "selections")
            scope = c.get("scope", "parent")
            if kind not in ("min", "max"):
                self._note(where, "constraint_field", f"type {kind}")
                continue
            if fld == "selections":
                field = Field.SELECTIONS
            elif fld in self.points_types:
                field = Field.POINTS
            else:
                self._note(where, "constraint_field", f"{kind} {fld}")
                continue
            if _true(c, "percentValue"):
                self._note(where, "percent_value", f"constraint {kind} {c.get('value')}")
                continue
            value = _number(c.get("value"))
            if value is None:
                self._note(where, "bad_number", f"constraint {kind} {c.get('value', '')[:40]!r}")
                continue
            if scope in self.force_ids:
                scope = Scope.FORCE
            elif not self._ancestor_scope(scope):
                self._note(where, "constraint_scope", f"{kind} {value:g} in {scope}")
                continue
            out.append(
                Constraint(
                    id=cid,
                    kind=kind,
                    value=value,
                    field=field,
                    scope=scope,
                    include_children=_true(c, "includeChildSelections"),
                    shared=c.get("shared", "true").strip().lower() == "true",
                )
            )
        return out

    def _modifiers(self, el: Element, where: str, constraint_ids: set[str]) -> list[Modifier]:
        key = ("m", el, frozenset(constraint_ids))
        return self._memo(key, where, lambda: self._modifiers_of(el, where, constraint_ids))

    def _modifiers_of(
        self, el: Element, where: str, constraint_ids: set[str]
    ) -> list[Modifier]:
        out: list[Modifier] = []
        for m in _kids(el, "modifiers", "modifier"):
            mod = self._modifier(m, where, constraint_ids)
            if mod is not None:
                out.append(mod)
        return out

    def _modifier(
        self,
        m: Element,
        where: str,
        constraint_ids: set[str],
        characteristics: dict[str, str] | None = None,
    ) -> Modifier | None:
        mtype = m.get("type", "")
        fld = m.get("field", "")
        raw = m.get("value", "")
        try:
            kind = ModifierKind(mtype)
        except ValueError:
            self._note(where, "modifier_type", self._modifier_text(m))
            return None
        value: float | str | bool | None
        if fld in self.points_types:
            field, value = "cost", _number(raw)
        elif fld == "hidden":
            field, value = "hidden", raw.strip().lower() == "true"
        elif fld == "name":
            field, value = "name", raw
        elif fld in constraint_ids:
            field, value = fld, _number(raw)
        elif characteristics and fld in characteristics:
            field = f"characteristic:{characteristics[fld]}"
            value = raw if kind in (ModifierKind.SET, ModifierKind.APPEND) else _number(raw)
        else:
            self._note(where, "modifier_field", self._modifier_text(m))
            return None
        if value is None:
            self._note(where, "bad_number", self._modifier_text(m)[:80])
            return None
        if kind in (ModifierKind.INCREMENT, ModifierKind.DECREMENT) and isinstance(value, bool):
            self._note(where, "modifier_type", self._modifier_text(m))
            return None
        self.approximations = []
        try:
            conditions = self._condition_group(m, True)
            repeats = tuple(self._repeat(r) for r in _kids(m, "repeats", "repeat"))
        except _BadNumber as e:
            self._note(where, "bad_number", f"{self._modifier_text(m)[:80]}: {e}")
            return None
        except _Unexpressible as e:
            self._note(where, "modifier_condition", f"{self._modifier_text(m)}: {e}")
            return None
        for note in dict.fromkeys(self.approximations):
            self._note(where, "condition_scope_approximated", f"{self._modifier_text(m)}: {note}")
        return Modifier(kind=kind, field=field, value=value, conditions=conditions, repeats=repeats)

    def _condition_group(self, el: Element, all_of: bool) -> ConditionGroup | None:
        conds = tuple(self._condition(c) for c in _kids(el, "conditions", "condition"))
        groups: list[ConditionGroup] = []
        for g in _kids(el, "conditionGroups", "conditionGroup"):
            gtype = g.get("type", "and")
            if gtype not in ("and", "or"):
                raise _Unexpressible(f"condition group type {gtype}")
            sub = self._condition_group(g, gtype == "and")
            if sub is not None:
                groups.append(sub)
        if not conds and not groups:
            return None
        return ConditionGroup(all_of=all_of, conditions=conds, groups=tuple(groups))

    def _condition(self, c: Element) -> Condition:
        ctype = c.get("type", "")
        try:
            comparison = Comparison(ctype)
        except ValueError:
            raise _Unexpressible(f"condition type {ctype}") from None
        if _true(c, "percentValue"):
            raise _Unexpressible("condition in percent")
        raw_scope = c.get("scope", "parent")
        instance = comparison in (Comparison.INSTANCE_OF, Comparison.NOT_INSTANCE_OF)
        if raw_scope == "category" or "::" in raw_scope:
            # Counted inside the selection's category: the model holding it is "in" its
            # category (instanceOf); counts are taken across the Force, which the report notes.
            if instance and raw_scope == "category":
                scope: str = Scope.MODEL
            else:
                scope = Scope.FORCE
                self.approximations.append(f"scope {raw_scope} counted in the force")
        else:
            scope = self._scope(raw_scope)
        return Condition(
            comparison=comparison,
            child_id=c.get("childId", ANY) or ANY,
            value=_read(c, "value"),
            scope=scope,
            field=self._field(c.get("field", "selections")),
            include_children=_true(c, "includeChildSelections"),
        )

    def _repeat(self, r: Element) -> Repeat:
        times = int(_read(r, "repeats", "1"))
        return Repeat(
            child_id=r.get("childId", ANY) or ANY,
            value=_read(r, "value"),
            repeats=times,
            scope=self._scope(r.get("scope", "force")),
            field=self._field(r.get("field", "selections")),
            include_children=_true(r, "includeChildSelections"),
            round_up=_true(r, "roundUp"),
        )

    def _ancestor_scope(self, scope: str) -> bool:
        return (
            scope in SCOPES
            or scope in self.entries_el
            or scope in self.groups_el
            or scope in self.link_ids
        )

    def _scope(self, scope: str) -> str:
        if scope in self.force_ids:
            return Scope.FORCE
        if self._ancestor_scope(scope):
            return scope
        raise _Unexpressible(f"scope {scope}")

    def _field(self, fld: str) -> Field:
        if fld == "selections":
            return Field.SELECTIONS
        if fld in self.points_types:
            return Field.POINTS
        raise _Unexpressible(f"field {fld}")


class _Unexpressible(Exception):
    pass


def _read(el: Element, attr: str, default: str | None = None) -> float:
    """A condition's or repeat's number; a bad one drops the modifier (``bad_number``)."""
    text = el.get(attr, default)
    value = _number(text)
    if value is None:
        raise _BadNumber(f"{el.tag} {attr} {(text or '')[:40]!r}")
    return value


def _text_units(el: Element) -> int:
    """An element's text and attribute values, by 64 characters (for the work of a copy)."""
    n = len(el.text) if el.text else 0
    for v in el.attrib.values():
        n += len(v)
    return n >> 6


def _squad_size(kind: EntryKind, entries: list[Entry]) -> int | None:
    """A unit whose model children must number two or more is a Squad of that many."""
    if kind != EntryKind.UNIT:
        return None
    total = 0
    for e in entries:
        if e.kind == EntryKind.MODEL:
            total += max(
                (
                    int(c.value)
                    for c in e.constraints
                    if c.kind == "min" and c.field == Field.SELECTIONS and c.scope == Scope.PARENT
                ),
                default=0,
            )
    return total if total >= 2 else None


def convert(
    gst: Document, cat: Document, cancel: Callable[[], bool] | None = None
) -> tuple[TeamList, ImportReport]:
    return Converter(gst, cat, cancel).convert()
