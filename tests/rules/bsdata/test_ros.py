"""BattleScribe rosters (.ros/.rosz) in and out of a Force: ids, round trips, campaign notes,
hostile files (app/rules/bsdata/ros.py)."""

from __future__ import annotations

import io
import os
import random
import zipfile
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from app.rules import force_edit as fe
from app.rules.bsdata import Document, import_catalogue, read_document
from app.rules.bsdata.ros import (
    MAX_MODELS,
    ROSTER_NAMESPACE,
    ForceNotes,
    ModelNotes,
    RosterFileError,
    bs_ids,
    catalogue_ids,
    force_to_roster,
    notes_text,
    own_notes,
    parse_force_notes,
    parse_notes,
    parse_roster,
    pick_force,
    read_roster_file,
    roster_to_force,
    zip_roster,
)
from app.rules.bsdata.safexml import MAX_FILE_BYTES, MAX_UNZIPPED_BYTES
from app.rules.force import Force, Selection
from app.rules.teamlist import EntryKind, Section, TeamList
from tests.rules.bsdata.helpers import MINI, faction, game_system, needs_bsdata, shared_files


def mini() -> tuple[TeamList, Document, Document]:
    gst = read_document(MINI / "mini.gst")
    cat = read_document(MINI / "mini.cat")
    return import_catalogue(cat, gst).team_list, gst, cat


def ros(body: str, *, gs: str = "mini-gst", name: str = "Test roster") -> bytes:
    return (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<roster id="r1" name="{name}" battleScribeVersion="2.03" gameSystemId="{gs}" '
            f'gameSystemName="Mini Kill Team" gameSystemRevision="2" '
            f'xmlns="{ROSTER_NAMESPACE}"><forces>{body}</forces></roster>').encode()


def mini_force(selections: str, catalogue: str = "Mini Marines") -> str:
    return (f'<force id="f1" name="Mini Kill Team" entryId="fe" catalogueId="mini-cat" '
            f'catalogueRevision="1" catalogueName="{catalogue}"><selections>{selections}'
            f'</selections></force>')


# -- ids --------------------------------------------------------------------------------------------


def test_entry_ids_are_written_as_battlescribe_builds_them() -> None:
    """Every link on the way prepends its id with "::"; direct entries and groups add nothing;
    entryGroupId names the immediate group the same way."""
    tl, _, _ = mini()
    idx = bs_ids(tl)
    by_name = {(p.parent.name if p.parent else None, p.entry.name): p
               for p in idx.places.values()}
    assert by_name[(None, "Sergeant")].entry_id == "link-sergeant::sergeant"
    assert by_name[("Sergeant", "Bike")].entry_id == "link-sergeant::bike"
    assert by_name[("Sergeant", "Frag grenade")].entry_id == "link-sergeant::sergeant-frag::frag"
    rifle = by_name[("Trooper", "Rifle")]
    assert (rifle.entry_id, rifle.group_id) == ("link-trooper::rifle", "link-trooper::weapon")
    plasma = by_name[("Trooper", "Plasma gun")]
    assert (plasma.entry_id, plasma.group_id) == ("link-trooper::plasma",
                                                  "link-trooper::special-weapon")


# -- a roster of BattleScribe -----------------------------------------------------------------------


def test_a_battlescribe_roster_becomes_a_force() -> None:
    """Root selections become models (number 3: three models, their options shared out),
    options by entryId, a plain-id roster of another tool found by the last segment."""
    tl, _, _ = mini()
    data = ros(mini_force(
        '<selection id="s1" name="Sergeant" entryId="link-sergeant::sergeant" '
        'customName="Brother Cato" number="1" type="model"><selections>'
        '<selection id="s2" name="Bike" entryId="link-sergeant::bike" number="1" type="upgrade"/>'
        '<selection id="s3" name="Frag grenade" entryId="link-sergeant::sergeant-frag::frag" '
        'number="1" type="upgrade"/></selections></selection>'
        '<selection id="s4" name="Trooper" entryId="link-trooper::trooper" number="3" '
        'type="model"><selections>'
        '<selection id="s5" name="Rifle" entryId="link-trooper::rifle" '
        'entryGroupId="link-trooper::weapon" number="2" type="upgrade"/>'
        '<selection id="s6" name="Plasma gun" entryId="plasma" number="1" type="upgrade"/>'
        '</selections></selection>'))
    result = roster_to_force(parse_roster(data, "x.ros"), tl)
    assert result.items == ()
    f = result.force
    assert f.team_list == tl.id and f.name == "Test roster" and f.starting
    names = [tl.entry(m.entry).name for m in f.models]
    assert names == ["Sergeant", "Trooper", "Trooper", "Trooper"]
    assert f.models[0].name == "Brother Cato"
    sarge = {tl.entry(s.entry).name: s.count for s in f.models[0].options}
    assert sarge == {"Bike": 1, "Frag grenade": 1}
    troopers = [sorted((tl.entry(s.entry).name, s.count) for s in m.options) for m in f.models[1:]]
    assert troopers == [[("Plasma gun", 1), ("Rifle", 1)], [("Rifle", 1)], []]
    assert len({m.uid for m in f.models}) == 4


def test_every_selection_that_cannot_be_placed_is_reported() -> None:
    tl, _, _ = mini()
    data = ros(mini_force(
        '<selection name="Dreadnought" entryId="nope" number="1" type="model"><selections>'
        '<selection name="Claw" entryId="claw" number="1"/></selections></selection>'
        '<selection name="Trooper" entryId="link-trooper::trooper" number="1.5" type="model"/>'
        '<selection name="Sergeant" entryId="link-sergeant::sergeant" number="1" type="model">'
        '<selections><selection name="Jetpack" entryId="link-sergeant::jetpack" number="1"/>'
        '</selections></selection>')
        + '<force name="Allies" entryId="x" catalogueId="c2" catalogueName="Other List"/>')
    result = roster_to_force(parse_roster(data, "x.ros"), tl)
    got = [(i.name, i.reason) for i in result.items]
    assert got == [("Dreadnought", "unknown_entry"), ("Claw", "parent_unplaced"),
                   ("Trooper", "bad_number"), ("Jetpack", "unknown_entry"),
                   ("Allies", "other_force")]
    assert [tl.entry(m.entry).name for m in result.force.models] == ["Sergeant"]
    assert result.items[0].path == "Mini Kill Team / Dreadnought"


def test_the_force_of_the_catalogue_is_chosen_and_an_unknown_one_refused() -> None:
    tl, _, _ = mini()
    other = '<force name="Allies" entryId="x" catalogueId="c2" catalogueName="Other List"/>'
    roster = parse_roster(ros(other + mini_force(
        '<selection name="Sergeant" entryId="link-sergeant::sergeant" number="1"/>')), "x.ros")
    assert pick_force(roster, tl.id).catalogue_name == "Mini Marines"
    assert len(roster_to_force(roster, tl).force.models) == 1
    with pytest.raises(RosterFileError) as err:
        pick_force(parse_roster(ros(other), "y.ros"), tl.id)
    assert err.value.code == "ros.no_force" and "Other List" in err.value.detail


def test_too_many_models_are_refused() -> None:
    tl, _, _ = mini()
    data = ros(mini_force(f'<selection name="Trooper" entryId="link-trooper::trooper" '
                          f'number="{MAX_MODELS + 1}" type="model"/>'))
    with pytest.raises(RosterFileError) as err:
        roster_to_force(parse_roster(data, "big.ros"), tl)
    assert err.value.code == "ros.too_many_models" and err.value.file == "big.ros"


# -- Force -> roster -> Force ------------------------------------------------------------------------


def _campaign_force(tl: TeamList, seed: int) -> tuple[Force, dict[str, ModelNotes]]:
    """A Force as a campaign leaves it: every recruitable entry (Squads whole), options
    picked at random, names, a Group, campaign notes on some models."""
    rng = random.Random(seed)
    force = Force(tl.id, name=f"Kill Team {seed}", starting=False,
                  upgrades=frozenset({"vehicle_bay"}))
    for e in tl.entries:
        if e.hidden:
            continue
        force = fe.add_model(tl, force, e.id, name=f"{e.name} {rng.randint(1, 99)}").force
    models = []
    for m in force.models:
        owner = tl.entry(m.member or m.entry)
        extra = [
            Selection(c.id, rng.randint(1, 2))
            for c in (*owner.entries, *(x for g in owner.walk_groups() for x in g.entries))
            if c.kind != EntryKind.MODEL and tl.index.infos[c.id].parent is owner
            and rng.random() < 0.3
        ]
        options = (*m.options, *extra[:3])
        models.append(replace(m, options=options, incapacitated=rng.random() < 0.2))
    force = force.with_models(models)
    singles = [m for m in force.models if m.group is None and m.member is None
               and tl.section_of(tl.entry(m.entry)) == Section.CORE]
    if singles:  # a Group of two models of one entry, as the campaign forms them
        a = singles[0]
        force = force.add(replace(a, uid=a.uid + "b", name="Twin"))
        force = fe.form_group(tl, force, [a.uid, a.uid + "b"], "The Twins").force
    notes = {
        m.uid: ModelNotes(m.uid, "", ("medic", "veteran")[: i % 3], ("WS",) * (i % 2),
                          "wounded" if i % 4 == 1 else "",
                          (("WS", 4), ("BS", 3 + i % 2), ("Ld", 8)), False, m.incapacitated)
        for i, m in enumerate(force.models) if i % 2 == 0
    }
    return force, notes


def _roundtrip(tl: TeamList, ids_docs: tuple[Document, Document], seed: int) -> None:
    force, notes = _campaign_force(tl, seed)
    ids = catalogue_ids(*ids_docs)
    fnotes = ForceNotes(tl.id, tl.version, False, ("vehicle_bay",), (), 7, 3, 2)
    export = force_to_roster(force, tl, ids, notes=notes, force_notes=fnotes)
    assert export.items == ()
    back = roster_to_force(parse_roster(export.rosz("kt.ros"), "kt.rosz"), tl)
    assert back.items == ()
    assert back.force == force
    for uid, n in notes.items():
        model = force.model(uid)
        assert back.notes[uid] == replace(n, group=model.group or "",
                                          incapacitated=model.incapacitated)
    assert back.force_notes is not None
    assert (back.force_notes.rp, back.force_notes.renown, back.force_notes.base_level) == (7, 3, 2)
    assert {g.id: g.name for g in back.force_notes.groups} == {g.id: g.name for g in force.groups}
    # BattleScribe's ids: the catalogue's, a force of its force entry.
    roster = parse_roster(export.xml, "kt.ros")
    (rf,) = roster.forces
    assert (rf.catalogue_id, rf.entry_id) == (ids.catalogue_id, ids.force_entry_id)
    assert roster.game_system_id == ids.game_system_id
    # Written twice: the same bytes.
    again = force_to_roster(force, tl, ids, notes=notes, force_notes=fnotes)
    assert again.rosz("kt.ros") == export.rosz("kt.ros")


def test_a_force_of_the_mini_catalogue_round_trips() -> None:
    tl, gst, cat = mini()
    _roundtrip(tl, (gst, cat), 1)


@needs_bsdata
@pytest.mark.parametrize("path", shared_files(), ids=lambda p: p.stem)
def test_forces_of_the_shared_catalogues_round_trip(path: Path) -> None:
    """A .rosz written from a campaign Force of each shared catalogue reads back to the same
    Force (entries, counts, names, Groups and Squads, uids) and the same campaign data."""
    _roundtrip(faction(path.name), (game_system(), read_document(path)),
               sum(map(ord, path.name)))


@needs_bsdata
def test_an_exported_roster_names_costs_categories_and_profiles() -> None:
    cat = read_document(next(p for p in shared_files() if "Orks" in p.name))
    tl = faction("HoRKT-Orks.cat")
    ids = catalogue_ids(game_system(), cat)
    boss = next(e for e in tl.entries if e.name == "Boss Nob")
    force = fe.add_model(tl, Force(tl.id, name="Da Boyz"), boss.id, name="Gorbag").force
    xml = force_to_roster(force, tl, ids, total=Fraction(41)).xml.decode()
    assert f'catalogueId="{ids.catalogue_id}"' in xml and 'entryId="50e3-09d1-f15f-f535"' in xml
    assert 'customName="Gorbag"' in xml and 'customName="Da Boyz"' in xml
    assert '<cost name="pts" typeId="points" value="41.0" />' in xml
    assert f'entryId="{boss.id}::{boss.ref}"' in xml
    assert 'primary="true"' in xml and 'name="Team Leader"' in xml
    assert 'typeName="Unit"' in xml and '<characteristic name="Save"' in xml
    assert 'name="Furious Charge"' in xml


# -- campaign notes ------------------------------------------------------------------------------------


def test_campaign_notes_are_readable_and_keep_the_players_own_notes() -> None:
    n = ModelNotes("m1", "g1", ("medic", "lightning_reflexes"), ("WS",), "wounded",
                   (("WS", 4), ("Ld", 7)), True, True)
    text = notes_text(n, "Painted in red.")
    assert text.startswith("Painted in red.\n\n[Force Sheet]\nuid: m1\n")
    assert "honours: medic, lightning_reflexes" in text and "characteristics: WS 4, Ld 7" in text
    assert parse_notes(text) == (n, [])
    assert own_notes(text) == "Painted in red."
    assert parse_notes("just my notes") == (None, [])
    got, problems = parse_notes("[Force Sheet]\nuid: m2\nxp: 12\ncharacteristics: WS x\n"
                                "[/Force Sheet]")
    assert got == ModelNotes("m2") and problems == ["xp: 12", "characteristics: WS x"]
    f = ForceNotes("bs_x", "3", False, ("vehicle_bay",), (), 4, 1, 2)
    assert parse_force_notes(notes_text(f)) == (f, [])


def test_notes_that_name_a_taken_uid_give_a_new_one() -> None:
    tl, _, _ = mini()
    block = "[Force Sheet]\nuid: same\n[/Force Sheet]"
    sel = (f'<selection name="Trooper" entryId="link-trooper::trooper" number="1" type="model">'
           f'<customNotes>{block}</customNotes></selection>')
    result = roster_to_force(parse_roster(ros(mini_force(sel * 2)), "x.ros"), tl)
    uids = [m.uid for m in result.force.models]
    assert uids[0] == "same" and uids[1] != "same"
    assert [i.reason for i in result.items] == ["uid_taken"]


# -- hostile files ----------------------------------------------------------------------------------


def _zip(members: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return buf.getvalue()


GOOD = ros(mini_force('<selection name="Sergeant" entryId="link-sergeant::sergeant" number="1"/>'))


@pytest.mark.parametrize(("data", "code"), [
    (b"<roster", "xml.malformed"),
    (b"\x00\xff\x00garbage", "xml.malformed"),
    (b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><roster xmlns="'
     + ROSTER_NAMESPACE.encode() + b'">&a;</roster>', "xml.dtd_forbidden"),
    (GOOD.replace(b"rosterSchema", b"catalogueSchema"), "ros.not_roster"),
    ((MINI / "mini.cat").read_bytes(), "ros.not_roster"),
    (b'<roster xmlns="' + ROSTER_NAMESPACE.encode() + b'">' + b"<a>" * 100 + b"</a>" * 100
     + b"</roster>", "xml.too_deep"),
    (b'<roster xmlns="' + ROSTER_NAMESPACE.encode() + b'">' + b"<a/>" * 260_000 + b"</roster>",
     "xml.too_many_elements"),
    (b"PK\x03\x04 not really a zip", "zip.invalid"),
    (_zip({"a.ros": GOOD, "b.ros": GOOD}), "zip.no_single_roster"),
    (_zip({"a.txt": GOOD}), "zip.no_single_roster"),
    (_zip({f"{i}.txt": b"" for i in range(20)}), "zip.too_many_files"),
    (_zip({"bomb.ros": b" " * (MAX_UNZIPPED_BYTES + 10)}), "zip.too_large"),
    (b" " * (MAX_FILE_BYTES + 1), "file.too_large"),
])
def test_hostile_rosters_are_refused_cleanly(data: bytes, code: str) -> None:
    with pytest.raises(RosterFileError) as err:
        parse_roster(data, "evil.rosz")
    assert err.value.code == code
    assert err.value.file == "evil.rosz"


def test_entities_without_a_dtd_and_external_references_are_refused() -> None:
    doc = (b'<?xml version="1.0"?><!DOCTYPE roster SYSTEM "http://example.com/x.dtd">'
           b'<roster xmlns="' + ROSTER_NAMESPACE.encode() + b'"/>')
    with pytest.raises(RosterFileError) as err:
        parse_roster(doc, "ext.ros")
    assert err.value.code in ("xml.dtd_forbidden", "xml.entities")


def test_a_zip_whose_header_lies_about_its_size_is_refused() -> None:
    """A member declared 10 bytes long that inflates to more than the cap: never read past it,
    refused as a bad zip (its checksum fails) rather than believed."""
    import struct

    big = b"<" * (MAX_UNZIPPED_BYTES + 100)
    data = bytearray(_zip({"bomb.ros": big}))
    size = struct.pack("<I", len(big))
    assert data.count(size) == 2  # the local header and the central directory
    data[:] = data.replace(size, struct.pack("<I", 10))
    with pytest.raises(RosterFileError) as err:
        parse_roster(bytes(data), "bomb.rosz")
    assert err.value.code in ("zip.invalid", "zip.too_large", "xml.malformed")


def test_only_regular_files_are_read(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.ros"
    os.mkfifo(fifo)
    with pytest.raises(RosterFileError) as err:
        read_roster_file(fifo)
    assert err.value.code == "file.unreadable"
    with pytest.raises(RosterFileError) as err:
        read_roster_file(tmp_path / "missing.rosz")
    assert err.value.code == "file.unreadable"
    good = tmp_path / "good.rosz"
    good.write_bytes(zip_roster(GOOD))
    assert read_roster_file(good).forces[0].catalogue_name == "Mini Marines"


def test_a_plain_ros_and_its_rosz_read_the_same() -> None:
    assert parse_roster(GOOD, "a.ros") == parse_roster(zip_roster(GOOD), "a.ros")
