"""One naming scheme for Groups, Squads and models without a name of their own, in every window.

A Group or Squad is its own name, else "Squad 2" / "Group 3" (numbered in the Force's order:
:func:`app.rules.force.group_numbers`); a model is its own name, else what a model of its entry is
called (:func:`app.rules.teamlist.model_display_name`: a Squad's model name, "Chaos Cultist" of
the Chaos Cultist Squad, else the entry's name), numbered when several share the entry ("Tactical
Marine 7", "Chaos Cultist 3": :func:`app.rules.force.unnamed_numbers`). The Force editor, Build a
Team, Record a game, Injuries, Spend RP and the history all call these; the printed sheets
follow the same scheme in the sheet's language (``app.sheets.data``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP
from app.rules.force import Force, Group, group_numbers, same_name_numbers, unnamed_numbers
from app.rules.teamlist import TeamList, model_display_name

__all__ = ["group_label", "group_labels", "is_squad", "model_label", "model_labels",
           "unnamed_model_name"]

CONTEXT = "ForceTree"
GROUP_LABEL = QT_TRANSLATE_NOOP("ForceTree", "Group {number}")
SQUAD_LABEL = QT_TRANSLATE_NOOP("ForceTree", "Squad {number}")
SAME_NAME_LABEL = QT_TRANSLATE_NOOP("ForceTree", "{name} ({number})")


def is_squad(team_list: TeamList, group: Group) -> bool:
    root = team_list.index.roots.get(group.entry)
    return group.squad or bool(root is not None and root.squad_size)


def group_label(team_list: TeamList, group: Group, number: int, same: int | None = None) -> str:
    """A Group's name (with ``same``, its number among the Groups sharing the name: "Boyz
    (2)"), else "Squad 2" or "Group 2"."""
    if group.name:
        if not same:
            return group.name
        return QCoreApplication.translate(CONTEXT, SAME_NAME_LABEL).format(
            name=group.name, number=same)
    template = SQUAD_LABEL if is_squad(team_list, group) else GROUP_LABEL
    return QCoreApplication.translate(CONTEXT, template).format(number=number)


def group_labels(team_list: TeamList, force: Force) -> dict[str, str]:
    """The label of every Group of ``force`` (and of a Group its models name but the Force does
    not list yet, from its first model's entry), by id."""
    numbers = group_numbers(force)
    same = same_name_numbers(force.groups)
    listed = {g.id: g for g in force.groups}
    out: dict[str, str] = {}
    for gid, number in numbers.items():
        group = listed.get(gid)
        if group is None:
            entry = next(m.entry for m in force.models if m.group == gid)
            group = Group(gid, entry)
        out[gid] = group_label(team_list, group, number, same.get(gid))
    return out


def unnamed_model_name(team_list: TeamList, entry_id: str, language: str) -> str:
    """What an unnamed model of entry ``entry_id`` is called in ``language``, before its number:
    "Chaos Cultist" for the Chaos Cultist Squad, "Tactical Marine" for the Tactical Marine (the
    id itself for an entry the list lacks)."""
    info = team_list.index.infos.get(entry_id)
    return model_display_name(info.entry, language) if info is not None else entry_id


def model_label(name: str, model_name: str, number: int | None) -> str:
    """A model's name, else ``model_name`` (what a model of its entry is called:
    :func:`unnamed_model_name`) with its number among the unnamed of its entry; a name two
    models share is told apart by its number ("Kruger (2)")."""
    if name:
        if not number:
            return name
        return QCoreApplication.translate(CONTEXT, SAME_NAME_LABEL).format(
            name=name, number=number)
    return f"{model_name} {number}" if number else model_name


def model_labels(force: Force, model_name: Callable[[str], str]) -> dict[str, str]:
    """The label of every model of ``force`` by uid (``model_name``: what an unnamed model of
    an entry id is called in the current language, :func:`unnamed_model_name`)."""
    numbers = unnamed_numbers(force)
    return {m.uid: model_label(m.name, model_name(m.member or m.entry), numbers.get(m.uid))
            for m in force.models}
