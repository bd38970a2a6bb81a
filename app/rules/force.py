"""A player's Force (every model they own), its Groups, and the Team picked for one game.

These are plain values that the rules engine validates; the store keeps them in SQL and the
roster file (:mod:`app.rules.roster`) writes them as JSON.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

STARTING_FORCE_POINTS = 250


@dataclass(frozen=True, slots=True)
class Selection:
    """One chosen option (wargear, upgrade) of a model, possibly with options of its own."""

    entry: str
    count: int = 1
    children: tuple[Selection, ...] = ()

    def walk(self) -> Iterator[Selection]:
        yield self
        for c in self.children:
            yield from c.walk()


def selection_to_json(s: Selection) -> str | dict[str, object]:
    """A selection as the roster file and the store write it: the bare id when it is one
    option with nothing inside, else ``{"entry", "count"?, "options"?}``."""
    if s.count == 1 and not s.children:
        return s.entry
    out: dict[str, object] = {"entry": s.entry}
    if s.count != 1:
        out["count"] = s.count
    if s.children:
        out["options"] = [selection_to_json(c) for c in s.children]
    return out


def selection_from_json(raw: object) -> Selection:
    """The inverse of :func:`selection_to_json` (values already checked by their reader)."""
    if isinstance(raw, str):
        return Selection(raw)
    if not isinstance(raw, dict):
        raise ValueError(f"not a selection: {raw!r}")
    children = raw.get("options", ())
    return Selection(
        str(raw["entry"]),
        int(raw.get("count", 1)),
        tuple(selection_from_json(c) for c in (children if isinstance(children, list) else ())),
    )


@dataclass(frozen=True, slots=True)
class ForceModel:
    """One model of a Force.

    ``entry`` is the root entry of the Team List it was recruited from. For a Squad member,
    ``member`` is the model entry inside the Squad unit (e.g. the Cultist Champion).
    """

    uid: str
    entry: str
    name: str = ""
    member: str | None = None
    options: tuple[Selection, ...] = ()
    group: str | None = None
    incapacitated: bool = False  # injured "Incapacitated" in the last game: not in the next Team
    # A Specialist promoted to Team Leader for good (Officer Training): a Team Leader for
    # every rule from then on (allowances, one leader per Team, field promotion).
    promoted_leader: bool = False

    def signature(self) -> tuple[object, ...]:
        """What decides this model's points and model-local validation."""
        return (self.entry, self.member, self.options)


@dataclass(frozen=True, slots=True)
class Group:
    """Core models of one entry sharing Battle Honours; a Squad is a Group of a Squad unit."""

    id: str
    entry: str
    name: str = ""
    squad: bool = False
    starting_size: int | None = None  # a Squad never exceeds this
    options: tuple[Selection, ...] = ()  # unit-level options of a Squad


@dataclass(frozen=True, slots=True)
class Force:
    """A player's Force: the Team List it is built from, its models and its Groups."""

    team_list: str
    models: tuple[ForceModel, ...] = ()
    groups: tuple[Group, ...] = ()
    name: str = ""
    upgrades: frozenset[str] = field(default_factory=frozenset)  # Base upgrade ids
    starting: bool = False  # the starting Force: 250 pts and Model Allowance apply

    def model(self, uid: str) -> ForceModel:
        for m in self.models:
            if m.uid == uid:
                return m
        raise KeyError(uid)

    def group(self, gid: str) -> Group:
        for g in self.groups:
            if g.id == gid:
                return g
        raise KeyError(gid)

    def members(self, gid: str) -> tuple[ForceModel, ...]:
        return tuple(m for m in self.models if m.group == gid)

    def with_models(self, models: Iterable[ForceModel]) -> Force:
        return replace(self, models=tuple(models))

    def add(self, *models: ForceModel) -> Force:
        return replace(self, models=self.models + models)

    def remove(self, *uids: str) -> Force:
        gone = set(uids)
        return replace(self, models=tuple(m for m in self.models if m.uid not in gone))


def unnamed_numbers(force: Force) -> dict[str, int]:
    """The one naming scheme of models without a name of their own: when several share an
    entry (a Squad member: its model entry), each is shown with its number among them, in the
    Force's order ("Tactical Marine 2"): in the Force editor, the step dialogs, the history and
    the sheets alike. Models given the same name of their own are numbered the same way among
    themselves ("Kruger (2)"), so that no two models read alike. By uid; a model alone of its
    entry, or alone with its name, has no number."""

    keys = [(True, m.name) if m.name else (False, m.member or m.entry) for m in force.models]
    counts = Counter(keys)
    seen: Counter[tuple[bool, str]] = Counter()
    out: dict[str, int] = {}
    for m, k in zip(force.models, keys, strict=True):
        if counts[k] > 1:
            seen[k] += 1
            out[m.uid] = seen[k]
    return out


def same_name_numbers(groups: Iterable[Group]) -> dict[str, int]:
    """Groups given the same name of their own, numbered among themselves in the Force's
    order ("Boyz (2)"), so that no two Groups read alike; by id (a name alone: no number)."""
    listed = list(groups)
    counts = Counter(g.name for g in listed if g.name)
    seen: Counter[str] = Counter()
    out: dict[str, int] = {}
    for g in listed:
        if g.name and counts[g.name] > 1:
            seen[g.name] += 1
            out[g.id] = seen[g.name]
    return out


def group_numbers(force: Force) -> dict[str, int]:
    """The number of each Group and Squad ("Squad 2"), in the Force's order; a Group its models
    name but the Force does not list yet comes after the listed ones."""
    out = {g.id: n for n, g in enumerate(force.groups, 1)}
    for m in force.models:
        if m.group is not None and m.group not in out:
            out[m.group] = len(out) + 1
    return out


@dataclass(frozen=True, slots=True)
class Team:
    """The models picked from a Force for one game."""

    models: tuple[str, ...]  # uids
    points_limit: int = 200  # the Base level's team limit (RULES.md §8.1)
    field_promotion: str | None = None  # uid of the Specialist leading the Team
    finale: bool = False  # the campaign's finale: the whole Force may play (points_limit)
    #: the psychic powers picked for this game: (psyker uid, power ids), in the Team's order
    powers: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def powers_of(self, uid: str) -> tuple[str, ...]:
        """The power ids picked for the psyker ``uid`` (none: ``()``)."""
        return next((ids for who, ids in self.powers if who == uid), ())
