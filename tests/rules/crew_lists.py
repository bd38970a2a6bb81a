"""The shipped Ork Team List with the Mek Gun's "Additional Gretchin crewman" marked as crew.

A Team List says which options of an Artillery gun are crew (``Entry.crew``, ``crew: true`` on
the option in the YAML format). Until the shipped ``orks.yaml`` carries the flag, the tests mark
it on a copy made through the Team List JSON (the form the store keeps copies in)."""

from __future__ import annotations

from functools import cache
from typing import Any

from app.rules.library import find_teamlist
from app.rules.teamlist import TeamList
from app.rules.teamlist_json import teamlist_from_json, teamlist_to_json

EXTRA_GRETCHIN = "mek_gun.crew.extra_gretchin"


def _mark(node: Any) -> None:
    if isinstance(node, dict):
        if node.get("id") == EXTRA_GRETCHIN:
            node["crew"] = True
        for value in node.values():
            _mark(value)
    elif isinstance(node, list):
        for value in node:
            _mark(value)


@cache
def crewed_orks() -> TeamList:
    shipped = find_teamlist("orks")
    assert shipped is not None
    if shipped.index.infos[EXTRA_GRETCHIN].entry.crew:
        return shipped
    doc = teamlist_to_json(shipped)
    _mark(doc)
    made = teamlist_from_json(doc)
    assert made.index.infos[EXTRA_GRETCHIN].entry.crew
    return made
