"""The rows of the Force tree, computed once per edit (the item model never computes in data()).

:class:`RowBuilder` turns a Force, its validation :class:`~app.rules.validation.Report` and the
player's campaign state into a tree of :class:`Row` s: sections (Team Leaders, Specialists, Core,
Transports), Groups and Squads with their members, and models. Texts are in one language; the
builder caches what depends only on a model's entry and options.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP
from app.i18n.messages import characteristic_name, message
from app.i18n.terms import term
from app.rules.campaign.state import CampaignModel, PlayerState, group_honours
from app.rules.force import (
    Force,
    ForceModel,
    Group,
    Selection,
    same_name_numbers,
    unnamed_numbers,
)
from app.rules.teamlist import Entry, TeamList, display_name, model_display_name
from app.rules.validation import Report, points_int
from app.rules.violations import Violation
from app.ui.naming import group_label, group_labels, is_squad, model_label
from app.ui.reference import rules_tooltip, teamlist_rules_tooltip

CONTEXT = "ForceTree"
STAT_SEPARATOR = "  "  # between two characteristics: "WS 4  BS 4"

NAME, ENTRY, POINTS, STATS, HONOURS, INJURIES, WARGEAR = range(7)
HONOUR_KINDS = ("honour", "walker_honour")  # the reference entries an honour id names
COLUMN_COUNT = 7

HEADERS: tuple[str, ...] = (  # in column order
    QT_TRANSLATE_NOOP("ForceTree", "Name"),
    QT_TRANSLATE_NOOP("ForceTree", "Entry"),
    QT_TRANSLATE_NOOP("ForceTree", "Points"),
    QT_TRANSLATE_NOOP("ForceTree", "Characteristics"),
    QT_TRANSLATE_NOOP("ForceTree", "Battle Honours"),
    QT_TRANSLATE_NOOP("ForceTree", "Injuries and states"),
    QT_TRANSLATE_NOOP("ForceTree", "Wargear"),
)

SECTION_TITLES: dict[str, str] = {
    "leader": QT_TRANSLATE_NOOP("ForceTree", "Team Leaders"),
    "specialist": QT_TRANSLATE_NOOP("ForceTree", "Specialists"),
    "core": QT_TRANSLATE_NOOP("ForceTree", "Core models"),
    "transport": QT_TRANSLATE_NOOP("ForceTree", "Transports and vehicles"),
    "other": QT_TRANSLATE_NOOP("ForceTree", "Other models"),
}
SECTION_ORDER = ("leader", "specialist", "core", "transport", "other")

_SECTION_ROW = QT_TRANSLATE_NOOP("ForceTree", "{section} ({count}) — {points} pts")
_STAT_LOST = QT_TRANSLATE_NOOP("ForceTree", "{stat} −1")
_STAT_CHANGE = QT_TRANSLATE_NOOP("ForceTree", "{stat}: {before} → {after}")


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def header_texts() -> list[str]:
    return [tr(h) for h in HEADERS]


@dataclass(frozen=True, slots=True)
class Stat:
    """One characteristic as shown: its label, value and whether the campaign changed it."""

    label: str
    value: str
    changed: bool = False


@dataclass(eq=False, slots=True)
class Row:
    key: str  # "section:core", "group:<id>", "model:<uid>"
    kind: str  # "root", "section", "group" or "model"
    texts: tuple[str, ...] = ("",) * COLUMN_COUNT
    tips: tuple[str, ...] = ("",) * COLUMN_COUNT
    stats: tuple[Stat, ...] = ()
    severity: str | None = None  # the worst error / warning concerning this row
    muted: bool = False  # the name column shows the entry's name (an unnamed model)
    edit_text: str = ""  # what inline renaming starts from
    uid: str | None = None
    gid: str | None = None
    section: str | None = None
    entry: str | None = None
    squad: bool = False
    children: list[Row] = field(default_factory=list)
    parent: Row | None = None
    pos: int = 0  # index in the parent's children
    items: list[Any] | None = None  # the item model's QStandardItems of this row, per column

    def content(self) -> tuple[object, ...]:
        return (self.texts, self.tips, self.stats, self.severity, self.muted, self.edit_text)

    def take_content(self, other: Row) -> None:
        self.texts, self.tips, self.stats = other.texts, other.tips, other.stats
        self.severity, self.muted, self.edit_text = other.severity, other.muted, other.edit_text
        self.uid, self.gid, self.section = other.uid, other.gid, other.section
        self.entry, self.squad = other.entry, other.squad

    def copy(self) -> Row:
        """The same content, without place or children."""
        return Row(self.key, self.kind, self.texts, self.tips, self.stats, self.severity,
                   self.muted, self.edit_text, self.uid, self.gid, self.section, self.entry,
                   self.squad)

    def walk(self) -> list[Row]:
        out = [self]
        for c in self.children:
            out.extend(c.walk())
        return out


@dataclass(frozen=True, slots=True)
class _ModelLook:
    entry_text: str
    wargear: str
    wargear_tip: str
    entry_tip: str  # the entry's special rules with their texts
    profile: tuple[tuple[str, str], ...]
    stats: tuple[Stat, ...]  # the profile with translated labels


def _worst(vs: Sequence[Violation]) -> str | None:
    sev = {str(v.severity) for v in vs}
    return "error" if "error" in sev else "warning" if "warning" in sev else None


def _int(value: str) -> int | None:
    try:
        return int(value)
    except ValueError:
        return None


class RowBuilder:
    """Builds the rows of one Team List's Forces in one language."""

    def __init__(self, team_list: TeamList, language: str) -> None:
        self.team_list = team_list
        self.language = language
        self._looks: dict[tuple[object, ...], _ModelLook] = {}
        # uid -> (what the row was made from, the row): an unchanged model's row is reused.
        self._model_rows: dict[str, tuple[tuple[Any, ...], Row]] = {}
        self._sections: dict[str, str] = {}  # entry id -> section of its rows
        self.rows_built = 0  # model rows put into words so far (tests count them)
        #: whether a model of the last build shows a characteristic its campaign changed
        self.stats_changed = False
        #: the names and violations of the last build (their very objects carried on when
        #: equal: a row compares them by identity)
        self._names_seen: Mapping[str, str] | None = None
        self._violations_seen: list[Violation] = []
        self._names: dict[str, str] = {
            e: display_name(i.entry, language) for e, i in team_list.index.infos.items()
        }
        for gid, g in team_list.index.groups.items():
            self._names.setdefault(gid, display_name(g, language))
        for c in team_list.categories:
            self._names.setdefault(c.id, display_name(c, language))
        # what an unnamed model of a Squad is called, where the list says ("Chaos Cultist")
        self._model_names: dict[str, str] = {
            e: model_display_name(i.entry, language)
            for e, i in team_list.index.infos.items() if i.entry.model_name
        }

    # -- names ---------------------------------------------------------------------------------
    def entry_name(self, entry_id: str) -> str:
        return self._names.get(entry_id, entry_id)

    def model_name(self, entry_id: str) -> str:
        """What an unnamed model of ``entry_id`` is called, before its number: a Squad's model
        name ("Chaos Cultist"), else the entry's (:func:`app.ui.naming.unnamed_model_name`)."""
        return self._model_names.get(entry_id) or self.entry_name(entry_id)

    def group_title(self, g: Group, number: int, same: int | None = None) -> str:
        """A Group's row title: its name ("Boyz (2)" when Groups share it), else "Squad 2" /
        "Group 2" (numbered in the Force's order; the same in every window:
        :mod:`app.ui.naming`)."""
        return group_label(self.team_list, g, number, same)

    def names(self, force: Force) -> dict[str, str]:
        """Entry and Group display names by id, for messages ("Group {group} has …")."""
        out = dict(self._names)
        out.update(group_labels(self.team_list, force))
        return out

    def _is_squad(self, g: Group) -> bool:
        return is_squad(self.team_list, g)

    def section_of(self, m: ForceModel) -> str:
        sec = self._sections.get(m.entry)
        if sec is None:
            sec = self._sections[m.entry] = self._section_of_entry(m.entry)
        return sec

    def _section_of_entry(self, entry_id: str) -> str:
        root = self.team_list.index.roots.get(entry_id)
        if root is None:
            return "other"
        sec = self.team_list.section_of(root)
        if sec is None:
            return "transport" if root.transport else "other"
        return str(sec)

    # -- the tree ------------------------------------------------------------------------------
    def build(
        self,
        force: Force,
        report: Report,
        state: PlayerState | None,
        names: Mapping[str, str] | None = None,
    ) -> Row:
        names = names if names is not None else self.names(force)
        # The last build's very objects when equal (compared once here, not once per row: a
        # section's violation names its 1,000 models, each row compared it, and the names)
        seen_names = self._names_seen
        if seen_names is not None and (seen_names is names or seen_names == names):
            names = seen_names
        self._names_seen = names
        seen = self._violations_seen
        violations = [next((old for old in seen if old is v or old == v), v)
                      for v in report.violations]
        self._violations_seen = violations
        by_uid: dict[str, list[Violation]] = {}
        by_group: dict[str, list[Violation]] = {}
        for v in violations:
            if v.severity == "info":
                continue
            for uid in v.refs:
                by_uid.setdefault(uid, []).append(v)
            gid = v.params.get("group")
            if isinstance(gid, str):
                by_group.setdefault(gid, []).append(v)
        campaign = {cm.uid: cm for cm in state.models} if state is not None else {}
        numbers = unnamed_numbers(force)  # "Tactical Marine 7", as in the step dialogs
        groups = {g.id: g for g in force.groups}
        root = Row("root", "root")
        sections: dict[str, Row] = {}
        group_rows: dict[str, Row] = {}
        # Points are Fractions; almost all are whole: summed as ints, the rest as Fractions.
        section_points: dict[str, _Sum] = {}
        group_points: dict[str, _Sum] = {}
        model_points = report.model_points
        zero = Fraction(0)
        stats_changed = False
        for m in force.models:
            sec = self._sections.get(m.entry) or self.section_of(m)
            sec_sum = section_points.get(sec)
            if sec_sum is None:
                sections[sec] = Row(f"section:{sec}", "section", section=sec)
                sec_sum = section_points[sec] = _Sum()
            sec_row = sections[sec]
            pts = model_points.get(m.uid, zero)
            # (a whole number as an int: summed, and compared with the last build's, in C)
            whole: int | Fraction = pts.numerator if pts.denominator == 1 else pts
            sec_sum.add(whole)
            sec_sum.models += 1
            row = self._cached_model_row(m, whole, campaign.get(m.uid), by_uid.get(m.uid, ()),
                                         names, numbers.get(m.uid))
            if row.tips[STATS]:  # (its tip tells the changes: "WS: 4 → 3")
                stats_changed = True
            g = groups.get(m.group) if m.group is not None else None
            if g is None:
                sec_row.children.append(row)
                continue
            grow = group_rows.get(g.id)
            if grow is None:
                grow = group_rows[g.id] = Row(f"group:{g.id}", "group", gid=g.id, entry=g.entry,
                                              section=sec, squad=self._is_squad(g))
                sec_row.children.append(grow)
                extra = report.group_points.get(g.id, zero)
                group_points[g.id] = _Sum()
                group_points[g.id].add(extra)
                sec_sum.add(extra)
            group_points[g.id].add(whole)
            grow.children.append(row)
        numbers = {g.id: n for n, g in enumerate(force.groups, 1)}
        same = same_name_numbers(force.groups)
        for gid, grow in group_rows.items():
            self._fill_group(grow, groups[gid], numbers[gid], group_points[gid].total(), state,
                             by_group.get(gid, ()), names, same.get(gid))
        for sec in SECTION_ORDER:
            done = sections.get(sec)
            if done is None:
                continue
            count = section_points[sec].models
            total = points_int(section_points[sec].total())
            texts = [""] * COLUMN_COUNT
            texts[NAME] = tr(_SECTION_ROW).format(
                section=tr(SECTION_TITLES[sec]), count=count, points=total)
            texts[POINTS] = str(total)
            done.texts = tuple(texts)
            root.children.append(done)
        _link(root)
        self.stats_changed = stats_changed
        return root

    def _fill_group(
        self,
        row: Row,
        g: Group,
        number: int,
        points: Fraction,
        state: PlayerState | None,
        violations: Sequence[Violation],
        names: Mapping[str, str],
        same: int | None = None,
    ) -> None:
        label = self.group_title(g, number, same)
        texts = [""] * COLUMN_COUNT
        tips = [""] * COLUMN_COUNT
        size = len(row.children)
        cap = (g.starting_size or 5) if row.squad else 5
        texts[NAME] = f"{label} ({size}/{cap})"
        texts[ENTRY] = self.entry_name(g.entry)
        if g.options:
            bought = self._selection_names(g.options)
            texts[WARGEAR], tips[WARGEAR] = ", ".join(bought), "\n".join(bought)
        if state is not None:
            held = group_honours(state, g.id)
            texts[HONOURS] = ", ".join(term("honour", h) for h in held)
            tips[HONOURS] = rules_tooltip(held, self.language, kinds=HONOUR_KINDS)
        texts[POINTS] = str(points_int(points))
        if violations:
            tips[NAME] = "\n".join(message(v, names) for v in violations)
        row.texts, row.tips = tuple(texts), tuple(tips)
        row.severity = _worst(violations)
        row.edit_text = g.name

    def _cached_model_row(
        self,
        m: ForceModel,
        points: int | Fraction,
        cm: CampaignModel | None,
        violations: Sequence[Violation],
        names: Mapping[str, str],
        number: int | None = None,
    ) -> Row:
        """The row of ``m``: the very same Row object as last time when nothing it shows changed
        (the item model then skips it), else a new one. ``number``: an unnamed model's number
        among the unnamed of its entry."""
        made_from = (m, points, tuple(violations), number)
        hit = self._model_rows.get(m.uid)
        if (
            hit is not None
            and hit[0][0] == made_from
            # equal, not only the same: a store-backed document reads the player's state
            # anew after every edit (new CampaignModel objects of the same values)
            and (hit[0][1] is cm or hit[0][1] == cm)
            and (not violations or hit[0][2] is names or hit[0][2] == names)
        ):
            if hit[0][0][0] is not m or hit[0][1] is not cm:
                # equal objects read anew (an undo, a reload): kept, so that the next build
                # finds these very ones (compared by identity, not field by field)
                self._model_rows[m.uid] = ((made_from, cm, hit[0][2]), hit[1])
            return hit[1]
        self.rows_built += 1
        row = self._model_row(m, points, cm, violations, names, number)
        # (the names as they were: build's own dict is never changed once made)
        self._model_rows[m.uid] = ((made_from, cm, names if violations else None), row)
        return row

    def _model_row(
        self,
        m: ForceModel,
        points: int | Fraction,
        cm: CampaignModel | None,
        violations: Sequence[Violation],
        names: Mapping[str, str],
        number: int | None = None,
    ) -> Row:
        look = self._look(m)
        texts = [""] * COLUMN_COUNT
        tips = [""] * COLUMN_COUNT
        texts[NAME] = model_label(m.name, self.model_name(m.member or m.entry), number)
        texts[ENTRY] = look.entry_text
        tips[ENTRY] = look.entry_tip
        texts[WARGEAR] = look.wargear
        tips[WARGEAR] = look.wargear_tip
        texts[POINTS] = str(points_int(points))
        stats = look.stats
        injuries: list[str] = []
        if cm is not None:
            stats, tips[STATS] = self._campaign_stats(look.profile, cm)
            texts[HONOURS] = ", ".join(term("honour", h) for h in cm.honours)
            tips[HONOURS] = rules_tooltip(cm.honours, self.language, kinds=HONOUR_KINDS)
            injuries = [tr(_STAT_LOST).format(stat=characteristic_name(s))
                        for s in cm.permanent_injuries]
            if cm.temporary is not None:
                injuries.append(term("temporary", cm.temporary))
        if m.incapacitated and (cm is None or cm.temporary != "incapacitated"):
            injuries.append(term("temporary", "incapacitated"))
        texts[INJURIES] = ", ".join(injuries)
        tips[INJURIES] = "\n".join(injuries)
        texts[STATS] = STAT_SEPARATOR.join(f"{s.label} {s.value}" for s in stats)
        if violations:
            tips[NAME] = "\n".join(message(v, names) for v in violations)
        return Row(
            f"model:{m.uid}", "model", tuple(texts), tuple(tips), stats,
            severity=_worst(violations), muted=not m.name, edit_text=m.name, uid=m.uid,
            gid=m.group, entry=m.entry,
        )

    def _campaign_stats(
        self, profile: tuple[tuple[str, str], ...], cm: CampaignModel
    ) -> tuple[tuple[Stat, ...], str]:
        out: list[Stat] = []
        changes: list[str] = []
        for key, base in profile:
            now = cm.characteristics.get(key)
            before = _int(base)
            if now is None or before is None or now == before:
                out.append(Stat(characteristic_name(key), base))
                continue
            out.append(Stat(characteristic_name(key), str(now), True))
            changes.append(tr(_STAT_CHANGE).format(
                stat=characteristic_name(key), before=before, after=now))
        return tuple(out), "\n".join(changes)

    # -- per kind of model ---------------------------------------------------------------------
    def _look(self, m: ForceModel) -> _ModelLook:
        key = (m.entry, m.member, m.options)
        look = self._looks.get(key)
        if look is None:
            look = self._looks[key] = self._compute_look(m)
        return look

    def _owner(self, m: ForceModel) -> Entry | None:
        infos = self.team_list.index.infos
        info = infos.get(m.member) if m.member is not None else infos.get(m.entry)
        return info.entry if info is not None else None

    def _compute_look(self, m: ForceModel) -> _ModelLook:
        owner = self._owner(m)
        entry_text = self.entry_name(m.entry)
        if m.member is not None:
            entry_text = f"{entry_text} › {self.entry_name(m.member)}"
        if owner is None:
            return _ModelLook(entry_text, "", "", entry_text, (), ())
        replaced: set[str] = set()
        chosen = {s.entry for s in m.options}
        for g in owner.walk_groups():
            if any(e.id in chosen for e in g.entries):
                replaced.update(g.replaces)
        wl = self.team_list.wargear
        carried = [display_name(wl[w], self.language) if w in wl else w
                   for w in owner.wargear if w not in replaced]
        bought = self._selection_names(m.options)
        gear = ", ".join([*bought, *carried])
        profile: tuple[tuple[str, str], ...] = ()
        for p in owner.profiles:
            if p.type != "weapon":
                profile = p.characteristics
                break
        stats = tuple(Stat(characteristic_name(k), v) for k, v in profile)
        infos = self.team_list.index.infos
        rules = [*(infos[m.entry].entry.rules if m.entry in infos else ()), *owner.rules]
        for item in [*(wl[w] for w in owner.wargear if w in wl and w not in replaced),
                     *(infos[s.entry].entry for s in m.options if s.entry in infos)]:
            rules.extend(item.rules)
        tip = teamlist_rules_tooltip(self.team_list, rules, self.language, title=entry_text)
        return _ModelLook(entry_text, gear, "\n".join([*bought, *carried]), tip, profile, stats)

    def _selection_names(self, options: Sequence[Selection]) -> list[str]:
        out: list[str] = []
        for s in options:
            name = self.entry_name(s.entry)
            if s.count > 1:
                name = f"{s.count}× {name}"
            if s.children:
                name += " (" + ", ".join(self._selection_names(s.children)) + ")"
            out.append(name)
        return out


class _Sum:
    """A sum of points: whole numbers as an int, the rest as a Fraction (much faster)."""

    __slots__ = ("fraction", "models", "whole")

    def __init__(self) -> None:
        self.whole = 0
        self.fraction = Fraction(0)
        self.models = 0

    def add(self, pts: int | Fraction) -> None:
        if type(pts) is int:
            self.whole += pts
        elif pts.denominator == 1:
            self.whole += pts.numerator
        else:
            self.fraction += pts

    def total(self) -> Fraction:
        return self.fraction + self.whole


def _link(row: Row) -> None:
    for i, c in enumerate(row.children):
        c.parent = row
        c.pos = i
        if c.children:
            _link(c)


__all__ = [
    "COLUMN_COUNT",
    "ENTRY",
    "HEADERS",
    "HONOURS",
    "INJURIES",
    "NAME",
    "POINTS",
    "SECTION_ORDER",
    "STATS",
    "STAT_SEPARATOR",
    "WARGEAR",
    "Row",
    "RowBuilder",
    "Stat",
    "header_texts",
]
