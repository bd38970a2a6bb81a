"""A limit BattleScribe counts in a category (``scope="category"``; issue 15: the Dark Eldar
Grotesque's Liquifier Gun, "max 1 in category"): counted over the Force's models of the same
primary category as the model holding the option, reported once per category."""

from __future__ import annotations

import pytest

from app.rules.force import Force, ForceModel, Selection
from app.rules.validation import Validator
from tests.rules.bsdata.helpers import faction, needs_bsdata, option, root
from tests.rules.bsdata.test_convert_203 import NS, _convert

CATS = ('<categoryEntries><categoryEntry id="c-core" name="Core"/>'
        '<categoryEntry id="c-sp" name="Special"/></categoryEntries>')


def _model(eid: str, cat: str) -> str:
    return (
        f'<selectionEntry id="{eid}" name="{eid.title()}" type="model">'
        f'<categoryLinks><categoryLink id="cl-{eid}" targetId="{cat}" primary="true"/>'
        '</categoryLinks><costs><cost name="pts" costTypeId="points" value="10"/></costs>'
        '<entryLinks><entryLink id="l-' + eid + '" targetId="gun" type="selectionEntry"/>'
        '</entryLinks></selectionEntry>')


def _catalogue() -> bytes:
    shared = (
        '<sharedSelectionEntries><selectionEntry id="gun" name="Liquifier Gun" type="upgrade">'
        '<constraints><constraint field="selections" scope="category" value="1" id="k" '
        'type="max" includeChildSelections="true"/></constraints>'
        '<costs><cost name="pts" costTypeId="points" value="5"/></costs>'
        '</selectionEntry></sharedSelectionEntries>')
    body = ("<selectionEntries>" + _model("wych", "c-core") + _model("hekatrix", "c-core")
            + _model("beastmaster", "c-sp") + "</selectionEntries>" + shared)
    return (f'<?xml version="1.0"?>\n<catalogue id="t" name="Tiny" revision="1" '
            f'gameSystemId="mini-gst" {NS}>\n{CATS}{body}\n</catalogue>\n').encode()


def _force(*picks: tuple[str, bool]) -> tuple[Validator, Force]:
    tl, _ = _convert(_catalogue())
    gun = {e.id: next(i for i, info in tl.index.infos.items()
                      if info.parent is e and info.entry.name == "Liquifier Gun")
           for e in tl.entries}
    models = tuple(ForceModel(f"m{n}", eid, options=(Selection(gun[eid]),) if armed else ())
                   for n, (eid, armed) in enumerate(picks))
    return Validator(tl), Force(tl.id, models)


def _codes(*picks: tuple[str, bool]) -> list[tuple[str, object, tuple[str, ...]]]:
    v, f = _force(*picks)
    return [(x.code, x.params.get("category"), x.refs) for x in v.validate_force(f).violations
            if x.code.startswith("option.")]


def test_one_in_the_category_is_allowed() -> None:
    assert _codes(("wych", True), ("hekatrix", False), ("beastmaster", True)) == []


def test_two_in_the_same_category_are_one_violation() -> None:
    assert _codes(("wych", True), ("hekatrix", True), ("beastmaster", False)) == [
        ("option.category_max", "Core", ("m0", "m1"))]


def test_another_categorys_gun_does_not_count() -> None:
    # one Core and one Special model each with a gun: each category holds one
    assert _codes(("wych", True), ("beastmaster", True)) == []


@needs_bsdata
def test_the_dark_eldar_liquifier_gun() -> None:
    tl = faction("HoRKT-Dark_Eldar.cat")
    grotesque = root(tl, "Grotesque") if any(e.name == "Grotesque" for e in tl.entries) else None
    if grotesque is None:
        pytest.skip("no Grotesque in this revision of the Dark Eldar catalogue")
    gun = option(tl, grotesque, "Liquifier Gun")
    v = Validator(tl)
    one = Force(tl.id, (ForceModel("g1", grotesque.id, options=(Selection(gun.id),)),
                        ForceModel("g2", grotesque.id)))
    two = Force(tl.id, tuple(ForceModel(f"g{n}", grotesque.id, options=(Selection(gun.id),))
                             for n in (1, 2)))
    assert "option.category_max" not in v.validate_force(one).codes()
    assert v.validate_force(two).codes().count("option.category_max") == 1
