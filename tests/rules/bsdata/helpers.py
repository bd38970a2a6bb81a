"""Builders for Forces over imported BattleScribe catalogues (../shared/bsdata-hor7)."""

from __future__ import annotations

import itertools
from functools import cache
from pathlib import Path

import pytest

from app.rules.bsdata import Document, Imported, import_catalogue, read_document
from app.rules.bsdata.defaults import default_selections
from app.rules.force import Force, ForceModel, Group, Selection
from app.rules.teamlist import Entry, TeamList
from app.rules.validation import Report, Validator
from tests.conftest import BSDATA, FIXTURES

MINI = FIXTURES / "bsdata"
needs_bsdata = pytest.mark.skipif(
    not BSDATA.is_dir(), reason=f"BattleScribe data not found in {BSDATA}"
)
_uid = itertools.count(1)


def shared_files() -> list[Path]:
    return sorted(BSDATA.glob("*.cat")) if BSDATA.is_dir() else []


@cache
def game_system() -> Document:
    return read_document(next(BSDATA.glob("*.gst")))


@cache
def imported(file: str) -> Imported:
    """An imported catalogue of the shared data (and its report), by file name."""
    return import_catalogue(BSDATA / file, game_system())


def faction(file: str) -> TeamList:
    return imported(file).team_list


@cache
def validator(file: str) -> Validator:
    return Validator(faction(file))


def root(tl: TeamList, name: str, section: str | None = None) -> Entry:
    for e in tl.entries:
        if e.name == name and (section is None or tl.index.section_of(e) == section):
            return e
    raise KeyError(f"no root entry {name!r} ({section}) in {tl.name}")


def option(tl: TeamList, parent: Entry, name: str, group: str | None = None) -> Entry:
    """A direct option of ``parent`` (through its groups) named ``name``."""
    for info in tl.index.infos.values():
        if (
            info.parent is parent
            and info.entry.name == name
            and (group is None or any(g.name == group for g in info.groups))
        ):
            return info.entry
    raise KeyError(f"no option {name!r} under {parent.name}")


def pick(tl: TeamList, parent: Entry, *names: str) -> Selection:
    """A nested selection: ``names[0]`` under ``parent``, ``names[1]`` under that, ..."""
    first = option(tl, parent, names[0])
    children = (pick(tl, first, *names[1:]),) if len(names) > 1 else default_selections(first)
    return Selection(first.id, 1, children)


def model(
    tl: TeamList,
    name: str,
    *extra: str | tuple[str, ...],
    section: str | None = None,
    without: tuple[str, ...] = (),
    uid: str | None = None,
) -> ForceModel:
    """A model as BattleScribe adds it (mandatory items, group defaults), plus ``extra`` options
    (a name, or a path of names into nested options), minus the options named in ``without``."""
    e = root(tl, name, section)
    opts = [s for s in default_selections(e) if tl.entry(s.entry).name not in without]
    for x in extra:
        opts.append(pick(tl, e, *((x,) if isinstance(x, str) else x)))
    return ForceModel(uid or f"m{next(_uid)}", e.id, options=tuple(opts))


def squad(
    tl: TeamList, name: str, size: int, gid: str, section: str | None = None
) -> tuple[list[ForceModel], Group]:
    """A Squad unit: ``size`` members (its model child), each with its defaults."""
    unit = root(tl, name, section)
    member = next(c for c in unit.entries if c.kind == "model")
    models = [
        ForceModel(
            f"{gid}-{i}", unit.id, member=member.id, group=gid, options=default_selections(member)
        )
        for i in range(size)
    ]
    return models, Group(gid, unit.id, squad=True, starting_size=unit.squad_size)


def force(tl: TeamList, *models: ForceModel, groups: tuple[Group, ...] = (),
          starting: bool = True, upgrades: frozenset[str] = frozenset()) -> Force:
    return Force(tl.id, tuple(models), groups, "Test", upgrades, starting)


def check(file: str, *models: ForceModel, groups: tuple[Group, ...] = (),
          upgrades: frozenset[str] = frozenset()) -> Report:
    tl = faction(file)
    return validator(file).validate_force(force(tl, *models, groups=groups, upgrades=upgrades))


def errors(report: Report) -> list[str]:
    return sorted(v.code for v in report.errors)
