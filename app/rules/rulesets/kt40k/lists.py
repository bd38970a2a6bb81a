"""A Kill Team 40K list checked for its side, the Villains' groups of 3 and the Initiative order.

Seed 001, *Commencer le jeu*: *"le joueur constitue sa liste à partir d'un Codex, pour un maximum
de 250 points, avec les restrictions de choix suivantes : pas de figurine à plus de 2 PVs ; pas
de personnages spéciaux ; pas de sauvegarde d'armure de 2+ ; la valeur totale de blindage (soit
valeurs avant+côté+arrière) d'un véhicule n'est pas plus grande que 33"*. *Les « Héros »*: *"parmi
les choix de QG, d'Elite, et d'Attaque rapide"*; *Les « Méchants »*: *"parmi les choix de Troupes"*,
organised *"en groupes de 3 figurines (sauf les véhicules) … S'il reste 2 figurines ou 1 figurine,
le joueur « Méchants » doit les laisser seules"*.

What a model is comes from its Team List (an imported Codex catalogue or a YAML list): its
profile (W, Sv, I; Front, Side and Rear for a vehicle), its category (the force-organisation
slot) and whether it is a special character — an entry that a roster may hold only once (a
roster- or force-wide "max 1", BattleScribe's way of marking named characters) or that carries
a rule named "Unique" / "Special Character". Points are the validator's own (one computation of
points): the Team List's costs and modifiers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from app.rules.force import Force, ForceModel, Selection
from app.rules.rulesets.kt40k import CODES, Kt40kRules, Side, load_rules
from app.rules.teamlist import Entry, Scope, TeamList, model_display_name
from app.rules.violations import ParamValue, Violation

__all__ = [
    "Actor",
    "ListReport",
    "ModelFacts",
    "check_groups",
    "check_list",
    "default_groups",
    "initiative_order",
    "model_facts",
]

#: Violations of the Team List's own limits (options, per-entry maxima) that hold in any rule
#: set; the Heralds of Ruin ones (sections, Groups, Squads, Base points…) do not apply here.
_KEPT_PREFIXES = ("entry.", "option.", "allowance.entry_", "force.duplicate_uid")
_UNIQUE_RULES = {"unique", "special character", "named character", "personnage spécial"}
_STAT_KEYS = {"W", "Sv", "I", "Front", "Side", "Rear"}
_NUMBER = re.compile(r"\d+")


def _v(code: str, params: dict[str, ParamValue] | None = None,
       refs: tuple[str, ...] = ()) -> Violation:
    return Violation(code, CODES[code], dict(params or {}), refs)


def _int(value: str) -> int | None:
    m = _NUMBER.search(value or "")
    return int(m.group()) if m else None


@dataclass(frozen=True, slots=True)
class ModelFacts:
    """What the rule set needs to know of one model of a list."""

    uid: str
    name: str
    entry: str  # the root entry
    slot: str | None  # hq, elites, troops, fast_attack, heavy_support; None: no slot known
    wounds: int | None
    save: int | None  # 3 for "3+"; None: no armour save
    initiative: int | None
    armour: tuple[int, int, int] | None  # front, side, rear of a vehicle
    unique: bool

    @property
    def vehicle(self) -> bool:
        return self.armour is not None


def _entries_of(tl: TeamList, fm: ForceModel) -> list[Entry]:
    """The root entry and, for a unit's member, the member's entry (the one with the profile)."""
    root = tl.index.roots.get(fm.entry)
    if root is None:
        return []
    found = [root]
    if fm.member is not None:
        for e in root.walk():
            if e.id == fm.member:
                found.append(e)
                break
    elif not any(p.type in ("model", "vehicle", "walker", "flyer") for p in root.profiles):
        # a unit named without its member: its ordinary model (one it must hold), not a
        # character that may join it
        models = [e for e in root.entries if e.kind == "model"
                  and any(c.kind == "min" and c.value >= 1 for c in e.constraints)]
        if models:
            found.append(models[0])
    return found


def _selected(tl: TeamList, options: Iterable[Selection]) -> Iterable[Entry]:
    for s in options:
        info = tl.index.infos.get(s.entry)
        if info is not None:
            yield info.entry
        yield from _selected(tl, s.children)


def _stats(entries: Sequence[Entry]) -> dict[str, str]:
    stats: dict[str, str] = {}
    for e in entries:
        for p in e.profiles:
            keys = {k for k, _ in p.characteristics}
            if p.type in ("model", "vehicle", "walker", "flyer") or keys & {"W", "Front"}:
                stats.update((k, v) for k, v in p.characteristics if k in _STAT_KEYS)
    return stats


def _unique(tl: TeamList, entries: Sequence[Entry]) -> bool:
    for e in entries:
        for c in e.constraints:
            # BattleScribe writes "no limit" as -1
            if c.is_max and 0 <= c.value <= 1 and c.scope in (Scope.ROSTER, Scope.FORCE):
                return True
        for rule_id in e.rules:
            rule = tl.index.rules.get(rule_id)
            if rule is not None and rule.name.strip().casefold() in _UNIQUE_RULES:
                return True
    return False


def _slot(tl: TeamList, rules: Kt40kRules, entry: Entry) -> str | None:
    names = {c.id: c.name for c in tl.categories}
    ids = [entry.primary_category] if entry.primary_category else []
    ids += [c for c in entry.categories if c != entry.primary_category]
    for cid in ids:
        if cid is None:
            continue
        slot = rules.slot_of_category(names.get(cid, cid))
        if slot is not None:
            return slot
    return None


def _models(tl: TeamList, force: Force) -> Iterable[ForceModel]:
    """Every model of the Force: a BattleScribe unit held as one Force model with its models
    chosen as options (the Boyz "Mob": 10 Boy selections) is those models, one by one (uids
    ``<unit uid>#<n>``), each with the options chosen under it."""
    for fm in force.models:
        root = tl.index.roots.get(fm.entry)
        chosen = []
        if root is not None and fm.member is None and root.kind == "unit":
            for sel in fm.options:
                info = tl.index.infos.get(sel.entry)
                if info is not None and info.entry.kind == "model":
                    chosen.append(sel)
        if not chosen:
            yield fm
            continue
        n = 0
        for sel in chosen:
            for _ in range(max(0, sel.count)):
                n += 1
                yield ForceModel(f"{fm.uid}#{n}", fm.entry, fm.name, member=sel.entry,
                                 options=sel.children, group=fm.group or fm.uid)


def model_facts(tl: TeamList, force: Force, rules: Kt40kRules | None = None
                ) -> tuple[ModelFacts, ...]:
    """The facts of every model of ``force``, in the Force's order."""
    rules = rules or load_rules()
    out: list[ModelFacts] = []
    for fm in _models(tl, force):
        entries = _entries_of(tl, fm)
        if not entries:
            out.append(ModelFacts(fm.uid, fm.name or fm.entry, fm.entry, None, None, None, None,
                                  None, False))
            continue
        stats = _stats(entries)
        # wargear with its own profile (armour, a bike) changes the model's characteristics
        stats.update(_stats(list(_selected(tl, fm.options))))
        armour = None
        front, side, rear = (_int(stats.get(k, "")) for k in ("Front", "Side", "Rear"))
        if front is not None and side is not None and rear is not None:
            armour = (front, side, rear)
        name = fm.name or model_display_name(entries[-1], "")  # a Squad's: "Chaos Cultist"
        out.append(ModelFacts(
            uid=fm.uid, name=name, entry=fm.entry, slot=_slot(tl, rules, entries[0]),
            wounds=_int(stats.get("W", "")), save=_int(stats.get("Sv", "")),
            initiative=_int(stats.get("I", "")), armour=armour,
            unique=_unique(tl, entries)))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class ListReport:
    side: Side
    points: int
    limit: int
    models: tuple[ModelFacts, ...]
    violations: tuple[Violation, ...]

    @property
    def ok(self) -> bool:
        return not any(v.severity == "error" for v in self.violations)


def check_list(tl: TeamList, force: Force, side: Side, *, rules: Kt40kRules | None = None,
               validator: object | None = None) -> ListReport:
    """``force`` checked as the ``side`` list of a Kill Team 40K game (seed 001)."""
    from app.rules.validation import Validator, points_int

    rules = rules or load_rules()
    v = validator if isinstance(validator, Validator) else Validator(tl)
    # checked as a list to play (as a starting Force is): the list's own entry limits apply
    report = v.validate_force(replace(force, starting=True))
    found = [x for x in report.violations if x.code.startswith(_KEPT_PREFIXES)]
    points = points_int(report.total)
    facts = model_facts(tl, force, rules)
    if not facts:
        found.append(_v("kt40k.empty", {"side": side}))
    if points > rules.points_limit:
        found.append(_v("kt40k.points_limit", {"points": points, "limit": rules.points_limit,
                                               "over": points - rules.points_limit}))
    allowed = rules.sides[side].slots
    for m in facts:
        refs = (m.uid,)
        if m.slot is None:
            found.append(_v("kt40k.no_slot", {"name": m.name, "side": side}, refs))
        elif m.slot not in allowed:
            found.append(_v("kt40k.wrong_slot", {"name": m.name, "slot": m.slot, "side": side},
                            refs))
        if m.unique:
            found.append(_v("kt40k.special_character", {"name": m.name}, refs))
        if m.wounds is not None and m.wounds > rules.max_wounds:
            found.append(_v("kt40k.wounds", {"name": m.name, "wounds": m.wounds,
                                             "limit": rules.max_wounds}, refs))
        if m.save is not None and m.save <= rules.forbidden_save:
            found.append(_v("kt40k.armour_save", {"name": m.name, "save": f"{m.save}+"}, refs))
        if m.armour is not None and sum(m.armour) > rules.max_vehicle_armour:
            front, side_av, rear = m.armour
            found.append(_v("kt40k.vehicle_armour", {
                "name": m.name, "front": front, "side": side_av, "rear": rear,
                "total": sum(m.armour), "limit": rules.max_vehicle_armour}, refs))
    return ListReport(side, points, rules.points_limit, facts, tuple(found))


# -- the Villains' groups ------------------------------------------------------------------------
def default_groups(facts: Sequence[ModelFacts], rules: Kt40kRules | None = None
                   ) -> tuple[tuple[str, ...], ...]:
    """A grouping the Villains player may start from: the non-vehicle models in list order,
    3 by 3; the 1 or 2 left over and every vehicle alone."""
    size = (rules or load_rules()).group_size
    infantry = [m.uid for m in facts if not m.vehicle]
    whole = len(infantry) - len(infantry) % size
    groups = [tuple(infantry[i:i + size]) for i in range(0, whole, size)]
    groups += [(uid,) for uid in infantry[whole:]]
    groups += [(m.uid,) for m in facts if m.vehicle]
    return tuple(groups)


def check_groups(facts: Sequence[ModelFacts], groups: Sequence[Sequence[str]],
                 rules: Kt40kRules | None = None) -> tuple[Violation, ...]:
    """The Villains' deployment groups: every group of 3 non-vehicle models or a single model;
    vehicles alone; no more models alone than the 1 or 2 left over; every model once."""
    size = (rules or load_rules()).group_size
    by_uid = {m.uid: m for m in facts}
    seen: dict[str, int] = {}
    found: list[Violation] = []
    for n, group in enumerate(groups):
        for uid in group:
            if uid not in by_uid:
                found.append(_v("kt40k.group_unknown_model", {"model": uid, "group": n + 1}))
            elif uid in seen:
                found.append(_v("kt40k.group_model_twice", {"name": by_uid[uid].name},
                                (uid,)))
            seen.setdefault(uid, n)
        known = [by_uid[u] for u in group if u in by_uid]
        if len(group) > 1 and any(m.vehicle for m in known):
            found.append(_v("kt40k.group_vehicle", {"group": n + 1}, tuple(group)))
        elif len(group) not in (1, size):
            found.append(_v("kt40k.group_size", {"group": n + 1, "size": len(group),
                                                 "expected": size}, tuple(group)))
    for m in facts:
        if m.uid not in seen:
            found.append(_v("kt40k.group_model_missing", {"name": m.name}, (m.uid,)))
    infantry = [m for m in facts if not m.vehicle]
    alone = [g[0] for g in groups if len(g) == 1 and g[0] in by_uid and not by_uid[g[0]].vehicle]
    if len(alone) > len(infantry) % size:
        found.append(_v("kt40k.too_many_alone", {"count": len(alone),
                                                 "limit": len(infantry) % size}, tuple(alone)))
    return tuple(found)


# -- the Initiative order --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Actor:
    """One model (or Villain group, acting as one model) in the order of play."""

    side: Side
    uids: tuple[str, ...]
    initiative: int  # 0 for a model with no Initiative (most vehicles)


def initiative_order(heroes: Sequence[ModelFacts], villains: Sequence[ModelFacts],
                     groups: Sequence[Sequence[str]] | None = None) -> tuple[Actor, ...]:
    """Who acts first: highest Initiative first, the Heroes first on a tie (seed 001: *"Chaque
    figurine joue par ordre de stat d'initiative, en cas d'égalité ce sont les figurines du
    joueur « Héros » qui commencent"*). A Villain group acts as one model, at the Initiative of
    its slowest model (reading: the seed treats the group as one model for actions without
    saying whose Initiative it keeps); a model without an Initiative acts last (0)."""
    villain_by_uid = {m.uid: m for m in villains}
    actors: list[tuple[int, int, int, Actor]] = []
    for n, m in enumerate(heroes):
        actors.append((-(m.initiative or 0), 0, n, Actor("heroes", (m.uid,), m.initiative or 0)))
    chosen = groups if groups is not None else default_groups(villains)
    for n, group in enumerate(chosen):
        members = [villain_by_uid[u] for u in group if u in villain_by_uid]
        if not members:
            continue
        ini = min(m.initiative or 0 for m in members)
        actors.append((-ini, 1, n, Actor("villains", tuple(m.uid for m in members), ini)))
    return tuple(a for *_, a in sorted(actors, key=lambda t: t[:3]))
