"""BattleScribe 2.03 constructs and category semantics, on tiny hand-written catalogues:
modifier groups flattened into modifiers with BattleScribe's meaning, info groups' profiles and
rules belonging to their entry, a limit counted in a category kept, a catalogue without a Core
category said so in its report (and Troops read as Core), numeric name modifiers kept; and the
parsing paths and the paused collector behind the import's speed (issue 15 points 2 and 5)."""

from __future__ import annotations

import gc
from fractions import Fraction

import pytest

from app.rules.bsdata import import_catalogue, parse, read_document, safexml
from app.rules.bsdata.convert import Converter
from app.rules.force import Force, ForceModel
from app.rules.teamlist import Comparison, Condition, ModifierKind, Section
from app.rules.validation import Validator
from tests.rules.bsdata.helpers import MINI

NS = 'xmlns="http://www.battlescribe.net/schema/catalogueSchema"'
CORE = (
    '<categoryEntries><categoryEntry id="c-core" name="Core"/></categoryEntries>'
)


def _cat(body: str, categories: str = CORE) -> bytes:
    return (
        f'<?xml version="1.0"?>\n<catalogue id="t" name="Tiny" revision="1" '
        f'gameSystemId="mini-gst" {NS}>\n{categories}{body}\n</catalogue>\n'
    ).encode()


def _entry(inner: str, eid: str = "e", name: str = "Marine", cost: str = "100") -> str:
    return (
        f'<selectionEntries><selectionEntry id="{eid}" name="{name}" type="model">'
        '<categoryLinks><categoryLink id="cl" targetId="c-core" primary="true"/></categoryLinks>'
        f'<costs><cost name="pts" costTypeId="points" value="{cost}"/></costs>'
        f"{inner}</selectionEntry></selectionEntries>"
    )


def _convert(xml: bytes):  # type: ignore[no-untyped-def]
    return Converter(read_document(MINI / "mini.gst"), parse(xml, "tiny.cat")).convert()


def _cond(child: str = "e", value: str = "1", kind: str = "atLeast") -> str:
    return (
        f'<condition field="selections" scope="parent" value="{value}" childId="{child}" '
        f'type="{kind}"/>'
    )


# -- modifier groups -----------------------------------------------------------------------------


def test_a_modifier_group_gives_its_conditions_to_each_of_its_modifiers() -> None:
    inner = (
        "<modifierGroups><modifierGroup>"
        f"<conditions>{_cond()}</conditions>"
        '<modifiers><modifier type="set" field="name" value="Elite Marine">'
        f'<conditions>{_cond("x", "0", "equalTo")}</conditions></modifier>'
        '<modifier type="increment" field="points" value="10"/></modifiers>'
        "</modifierGroup></modifierGroups>"
    )
    tl, report = _convert(_cat(_entry(inner)))
    e = tl.entries[0]
    name, cost = e.modifiers
    group = Condition(Comparison.AT_LEAST, "e", 1.0)
    assert (name.kind, name.field, name.value) == (ModifierKind.SET, "name", "Elite Marine")
    assert name.conditions is not None and name.conditions.all_of
    assert name.conditions.conditions == (group, Condition(Comparison.EQUAL_TO, "x", 0.0))
    assert (cost.field, cost.value) == ("cost", 10.0)
    assert cost.conditions is not None and cost.conditions.conditions == (group,)
    assert report.items == ()  # nothing left out, nothing silently dropped


def test_nested_modifier_groups_and_a_groups_repeat() -> None:
    inner = (
        "<modifierGroups><modifierGroup>"
        f"<conditions>{_cond()}</conditions>"
        "<modifierGroups><modifierGroup>"
        '<repeats><repeat field="selections" scope="parent" value="1" repeats="2" '
        'childId="m"/></repeats>'
        '<modifiers><modifier type="increment" field="points" value="5"/></modifiers>'
        "</modifierGroup></modifierGroups>"
        "</modifierGroup></modifierGroups>"
    )
    tl, report = _convert(_cat(_entry(inner)))
    (m,) = tl.entries[0].modifiers
    assert m.conditions is not None
    assert m.conditions.conditions == (Condition(Comparison.AT_LEAST, "e", 1.0),)
    assert [(r.child_id, r.value, r.repeats, r.scope) for r in m.repeats] == [
        ("m", 1.0, 2, "parent")
    ]
    assert report.items == ()


def test_repeats_on_a_group_and_its_modifier_are_reported_not_guessed() -> None:
    rep = '<repeats><repeat field="selections" scope="parent" value="1" childId="m"/></repeats>'
    inner = (
        f"<modifierGroups><modifierGroup>{rep}<modifiers>"
        f'<modifier type="increment" field="points" value="5">{rep}</modifier>'
        "</modifiers></modifierGroup></modifierGroups>"
    )
    tl, report = _convert(_cat(_entry(inner)))
    assert tl.entries[0].modifiers == ()
    assert [(i.entry, i.construct) for i in report.items] == [("Marine", "modifier_group")]


def test_a_grouped_cost_modifier_prices_the_model_as_battlescribe() -> None:
    # WarHub's modifier-group-nested: the outer condition holds, the inner group has none.
    inner = (
        "<modifierGroups><modifierGroup>"
        '<conditions><condition field="selections" scope="force" value="1" childId="e" '
        'type="atLeast"/></conditions>'
        "<modifierGroups><modifierGroup><modifiers>"
        '<modifier type="increment" field="points" value="10"/>'
        "</modifiers></modifierGroup></modifierGroups>"
        "</modifierGroup></modifierGroups>"
    )
    tl, _ = _convert(_cat(_entry(inner)))
    report = Validator(tl).validate_force(Force(tl.id, (ForceModel("a", tl.entries[0].id),)))
    assert report.model_points["a"] == Fraction(110)


def test_modifier_groups_of_profiles_rules_and_info_links_are_reported() -> None:
    inner = (
        '<profiles><profile id="p" name="Marine" profileTypeId="pt-unit">'
        '<characteristics><characteristic name="WS" value="4"/></characteristics>'
        "<modifierGroups><modifierGroup><modifiers>"
        '<modifier type="set" field="name" value="Veteran"/>'
        "</modifiers></modifierGroup></modifierGroups></profile></profiles>"
    )
    tl, report = _convert(_cat(_entry(inner)))
    assert [i.construct for i in report.items] == ["profile_modifier"]
    assert tl.entries[0].profiles[0].name == "Marine"


# -- info groups ---------------------------------------------------------------------------------


def test_info_groups_give_their_profiles_and_rules_to_the_entry() -> None:
    shared = (
        '<sharedRules><rule id="r-fearless" name="Fearless"><description>Never flees.'
        "</description></rule></sharedRules>"
        '<sharedProfiles><profile id="p-gun" name="Bolter" profileTypeId="pt-weapon">'
        '<characteristics><characteristic name="S" value="4"/></characteristics></profile>'
        "</sharedProfiles>"
        '<sharedInfoGroups><infoGroup id="g-shared" name="Wargear">'
        '<infoLinks><infoLink id="il1" targetId="p-gun" type="profile"/></infoLinks>'
        "</infoGroup></sharedInfoGroups>"
    )
    inner = (
        '<infoGroups><infoGroup id="g1" name="Abilities">'
        '<rules><rule id="r-own" name="Stubborn"/></rules>'
        '<infoLinks><infoLink id="il2" targetId="r-fearless" type="rule"/></infoLinks>'
        '<infoGroups><infoGroup id="g2" name="Hidden" hidden="true">'
        '<rules><rule id="r-hidden" name="Secret"/></rules></infoGroup></infoGroups>'
        "</infoGroup>"
        '<infoGroup id="g3" name="Shown sometimes"><modifiers>'
        '<modifier type="set" field="hidden" value="true"/></modifiers></infoGroup>'
        "</infoGroups>"
        '<infoLinks><infoLink id="il3" targetId="g-shared" type="infoGroup"/></infoLinks>'
    )
    tl, report = _convert(_cat(_entry(inner) + shared))
    e = tl.entries[0]
    assert [tl.index.rules[r].name for r in e.rules] == ["Stubborn", "Fearless"]
    assert [p.name for p in e.profiles] == ["Bolter"]
    assert [(i.construct, i.detail) for i in report.items] == [
        ("info_group_modifier", "Shown sometimes: set hidden true")
    ]


def test_info_groups_linking_each_other_are_cut() -> None:
    shared = (
        '<sharedInfoGroups><infoGroup id="ga" name="A"><infoLinks>'
        '<infoLink id="l1" targetId="gb" type="infoGroup"/></infoLinks></infoGroup>'
        '<infoGroup id="gb" name="B"><infoLinks>'
        '<infoLink id="l2" targetId="ga" type="infoGroup"/></infoLinks></infoGroup>'
        "</sharedInfoGroups>"
    )
    inner = '<infoLinks><infoLink id="l0" targetId="ga" type="infoGroup"/></infoLinks>'
    _tl, report = _convert(_cat(_entry(inner) + shared))
    assert [i.construct for i in report.items] == ["link_cycle"]


# -- a limit counted in a category ---------------------------------------------------------------


def test_a_max_in_its_category_is_kept_and_a_min_reported() -> None:
    inner = (
        "<constraints>"
        '<constraint field="selections" scope="category" value="1" id="k-max" type="max" '
        'includeChildSelections="true"/>'
        '<constraint field="selections" scope="category" value="1" id="k-min" type="min"/>'
        "</constraints>"
    )
    tl, report = _convert(_cat(_entry(inner)))
    (c,) = tl.entries[0].constraints
    assert (c.id, c.kind, c.value, c.scope, c.include_children) == (
        "k-max", "max", 1.0, "category", True
    )
    assert sorted((i.construct, i.detail) for i in report.items) == [
        ("constraint_scope", "min 1 in category"),
        ("constraint_scope_category", "max 1 in category"),
    ]


# -- categories: Core --------------------------------------------------------------------------


def test_a_catalogue_without_a_core_category_says_so() -> None:
    cats = (
        '<categoryEntries><categoryEntry id="c-hq" name="HQ"/>'
        '<categoryEntry id="c-el" name="Elites"/></categoryEntries>'
    )
    tl, report = _convert(_cat("", cats))
    assert all(c.section is None for c in tl.categories)
    assert [(i.entry, i.construct, i.detail) for i in report.items] == [
        ("Tiny", "no_core_category", "Elites, HQ")
    ]


def test_troops_are_core_when_no_category_is() -> None:
    cats = (
        '<categoryEntries><categoryEntry id="c-tr" name="Troops"/>'
        '<categoryEntry id="c-el" name="Elites"/></categoryEntries>'
    )
    tl, report = _convert(_cat("", cats))
    assert {c.name: c.section for c in tl.categories} == {"Troops": Section.CORE, "Elites": None}
    assert [(i.construct, i.detail) for i in report.items] == [
        ("section_by_wording", "Troops as Core")
    ]
    # With a Core category of its own, Troops stay what they are.
    both = cats.replace("</categoryEntries>", '<categoryEntry id="c" name="Core"/></categoryEntries>')
    tl, report = _convert(_cat("", both))
    assert {c.name: c.section for c in tl.categories}["Troops"] is None
    assert report.items == ()


def test_numeric_name_increments_are_kept() -> None:
    inner = '<modifiers><modifier type="increment" field="name" value="1"/></modifiers>'
    tl, report = _convert(_cat(_entry(inner, name="100")))
    (m,) = tl.entries[0].modifiers
    assert (m.kind, m.field, m.value) == (ModifierKind.INCREMENT, "name", "1")
    assert report.items == ()


# -- how the import runs: parsing paths, the collector -----------------------------------------


def test_ordinary_files_are_built_without_a_python_call_per_element(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class NoCounting:
        def __init__(self, *_a: object) -> None:
            raise AssertionError("the exact (counting) path was taken")

    monkeypatch.setattr(safexml, "_Counter", NoCounting)
    doc = read_document(MINI / "mini.cat")
    assert doc.kind == "catalogue" and doc.root.get("name") == "Mini Marines"
    assert "xmlns" not in doc.root.attrib  # a declaration, not an attribute


def test_an_encoding_the_counts_cannot_vouch_for_takes_the_exact_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made: list[object] = []
    real = safexml._Counter

    def counting(*a: object) -> object:
        made.append(a)
        return real(*a)  # type: ignore[arg-type]

    monkeypatch.setattr(safexml, "_Counter", counting)
    xml = _cat("").replace(b'<?xml version="1.0"?>', b'<?xml version="1.0" encoding="cp437"?>')
    doc = parse(xml, "dos.cat")
    assert made and doc.root.get("name") == "Tiny"


def test_a_prefixed_root_reads_as_before() -> None:
    xml = (
        b'<bs:catalogue xmlns:bs="http://www.battlescribe.net/schema/catalogueSchema" id="t" '
        b'name="Tiny" gameSystemId="mini-gst"><bs:categoryEntries><bs:categoryEntry id="c" '
        b'name="Core"/></bs:categoryEntries></bs:catalogue>'
    )
    doc = parse(xml, "prefixed.cat")
    assert doc.kind == "catalogue" and doc.root.find("categoryEntries") is not None


def test_the_collector_is_paused_while_converting(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    real = Converter.convert

    def convert(self: Converter) -> object:
        seen.append(gc.isenabled())
        return real(self)

    monkeypatch.setattr(Converter, "convert", convert)
    assert gc.isenabled()
    import_catalogue(MINI / "mini.cat", MINI / "mini.gst")
    assert seen == [False] and gc.isenabled()


def test_info_groups_fanning_out_are_gathered_once_and_counted_in_the_budget() -> None:
    # Group i links group i+1 ten times: 10**12 paths from a few kB. The content is gathered
    # once per group; the plan counts each link's group whole, so a copy costs 10**12.
    levels = 12
    groups = "".join(
        f'<infoGroup id="g{i}" name="G{i}"><infoLinks>'
        + "".join(f'<infoLink id="l{i}_{j}" targetId="g{i + 1}" type="infoGroup"/>'
                  for j in range(10))
        + "</infoLinks></infoGroup>"
        for i in range(levels)
    )
    groups += f'<infoGroup id="g{levels}" name="Leaf"><rules><rule id="r" name="R"/></rules>'
    groups += "</infoGroup>"
    shared = f"<sharedInfoGroups>{groups}</sharedInfoGroups>"
    inner = '<infoLinks><infoLink id="l" targetId="g0" type="infoGroup"/></infoLinks>'
    conv = Converter(read_document(MINI / "mini.gst"), parse(_cat(_entry(inner) + shared), "f"))
    with pytest.raises(safexml.CatalogueFileError) as err:
        conv.plan()
    assert err.value.code == "catalogue.too_large"
    # Two levels (100 paths to the leaf): the leaf's rule is the entry's, once.
    two = "".join(
        f'<infoGroup id="h{i}" name="H{i}"><infoLinks>'
        + "".join(f'<infoLink id="m{i}_{j}" targetId="h{i + 1}" type="infoGroup"/>'
                  for j in range(10))
        + "</infoLinks></infoGroup>"
        for i in range(2)
    ) + '<infoGroup id="h2" name="Leaf"><rules><rule id="r" name="R"/></rules></infoGroup>'
    inner = '<infoLinks><infoLink id="l" targetId="h0" type="infoGroup"/></infoLinks>'
    tl, report = _convert(_cat(_entry(inner) + f"<sharedInfoGroups>{two}</sharedInfoGroups>"))
    assert tl.entries[0].rules == ("r",) and report.items == ()
