"""The Team Lists window: built-in and imported catalogues, entries, and the import in a thread."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.model.catalogues import CatalogueLibrary
from app.rules.library import builtin_teamlists
from app.ui.teamlists import TeamListBrowser
from tests.conftest import BSDATA


def test_browser_lists_the_built_in_team_lists_and_shows_an_entry(qtbot: QtBot,
                                                                  tmp_path: Path) -> None:
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    w.show()
    lists = builtin_teamlists()
    assert w.catalogues.topLevelItemCount() == len(lists) >= 4
    first = w.catalogues.topLevelItem(0)
    assert first.text(2) == "built-in"
    assert first.text(1)  # its revision
    section = w.entries.topLevelItem(0)
    entry = section.child(0)
    w.entries.setCurrentItem(entry)
    html = w.details.toHtml()
    assert entry.text(0) in html
    assert entry.text(1).isdigit()
    w.select("orks")
    assert w.catalogues.currentItem().text(0) == lists["orks"].name


@pytest.mark.bsdata
def test_import_runs_in_a_thread_and_reports(qtbot: QtBot, tmp_path: Path) -> None:
    cat = BSDATA / "HoRKT-Adeptus_Arbites.cat"
    gst = next(BSDATA.glob("*.gst"), None)
    if not cat.exists() or gst is None:
        pytest.skip(f"no BattleScribe data in {BSDATA}")
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    w.show()
    before = w.catalogues.topLevelItemCount()
    with qtbot.wait_signal(w.imported, timeout=60_000) as blocker:
        w.import_files([gst, cat])
        assert not w.import_button.isEnabled()  # busy, but the window keeps responding
    result = blocker.args[0]
    assert result.ok and result.imported
    assert w.import_button.isEnabled()
    assert w.catalogues.topLevelItemCount() == before + 1
    current = w.catalogues.currentItem()
    assert current.text(2) == "BattleScribe"  # the imported list is selected
    assert w.entries.topLevelItemCount() > 0
    assert "Imported:" in w.last_report and result.imported[0].name in w.last_report
    assert w.report_box is not None
    w.report_box.close()


def test_a_bad_file_is_reported_in_words(qtbot: QtBot, tmp_path: Path) -> None:
    bad = tmp_path / "broken.cat"
    bad.write_text("<catalogue this is not xml", encoding="utf-8")
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    with qtbot.wait_signal(w.imported, timeout=30_000) as blocker:
        w.import_files([bad])
    assert not blocker.args[0].ok
    assert "Not imported:" in w.last_report and "broken.cat" in w.last_report


def test_built_in_list_names_follow_the_language(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from app.i18n import install_translators

    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    w.select("space_marines")
    assert w.catalogues.currentItem().text(0) == "Space Marines"
    assert w.catalogues.currentItem().text(3) == "en, fr, ru"
    try:
        install_translators(QApplication.instance(), "ru")
        qtbot.waitUntil(lambda: w.catalogues.currentItem().text(0) == "Космодесант")
        assert w.catalogues.currentItem().text(2) == "встроенный"
    finally:
        install_translators(QApplication.instance(), "en")
    qtbot.waitUntil(lambda: w.catalogues.currentItem().text(0) == "Space Marines")


def test_entry_details_show_rule_texts_in_the_interface_language(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    # Issue 8: a shipped list's special rules are shown with their text, translated.
    from PySide6.QtWidgets import QApplication

    from app.i18n import install_translators

    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)
    w.select("space_marines")
    section = w.entries.topLevelItem(0)
    w.entries.setCurrentItem(section.child(0))  # a Space Marine: And They Shall Know No Fear
    text = w.details.toPlainText()
    assert "And They Shall Know No Fear\nThe model automatically regroups" in text
    try:
        install_translators(QApplication.instance(), "fr")
        qtbot.waitUntil(lambda: "Et ils ne connaîtront pas la peur" in w.details.toPlainText()
                        or w.entries.currentItem() is None)
        w.entries.setCurrentItem(w.entries.topLevelItem(0).child(0))
        text = w.details.toPlainText()
        assert "Et ils ne connaîtront pas la peur\nLa figurine se regroupe automatiquement" in text
        assert "automatically regroups" not in text
    finally:
        install_translators(QApplication.instance(), "en")


def test_rules_of_an_imported_catalogue_have_tooltips_and_join_the_reference(
        qtbot: QtBot, tmp_path: Path) -> None:
    from app.rules.reference import Reference
    from app.rules.teamlist import Category, Entry, EntryKind, Rule, TeamList

    reference = Reference.load()  # not the app's: the test's imported rules stay here
    tl = TeamList("bs_test", "Imported Test", "1", origin="battlescribe", categories=(
        Category("troops", "Troops"),), entries=(
        Entry("grunt", "Grunt", EntryKind.MODEL, categories=("troops",), rules=("r1", "r2")),),
        rules=(Rule("r1", "Move Through Cover", "Rolls an additional D6 (7th edition text)."),
               Rule("r2", "Zap Happy", "Ses propres mots.")))
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"), reference=reference)
    qtbot.addWidget(w)
    w.entries.clear()
    w._entries.clear()
    w._populate_entries(tl)
    top = w.entries.topLevelItem(0)
    item = top.child(0) if top.childCount() else top
    assert item.text(0) == "Grunt"
    tip = item.toolTip(0)
    assert tip.startswith("<qt><b>Grunt</b>")
    assert "Difficult terrain does not slow the model" in tip  # the reference's words
    assert "Ses propres mots." in tip
    w.entries.setCurrentItem(item)
    text = w.details.toPlainText()
    assert "additional D6" not in text and "Difficult terrain does not slow" in text
    assert "In the catalogue's own language." in text
    assert "ref:special_rule.move_through_cover" in w.details.toHtml()
    from PySide6.QtCore import QUrl

    from app.ui.reference import ReferenceWindow

    w._on_anchor_clicked(QUrl("ref:special_rule.move_through_cover"))  # its "?"
    window = w.findChild(ReferenceWindow, "reference_window")
    assert window is not None and window.current_entry_id() == "special_rule.move_through_cover"
    window.close()
    # the unknown rule is now searchable, in the catalogue's language, marked as imported
    hit = reference.search("zap happy")[0]
    assert hit.entry.id == "imported_rule.bs_test.r2"
    view = reference.show(hit.entry.id, "fr")
    assert view.text == "Ses propres mots." and view.imported_from


def test_a_weapon_profile_s_type_follows_the_interface_language(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    # An imported catalogue's unit carrying its weapons' profiles (BattleScribe's Blood Angels
    # Tactical Marine): the Type of a weapon in French, its value kept, an unknown word as
    # written; the Type of a profile that is no weapon's (a vehicle's) as the list gives it.
    from PySide6.QtWidgets import QApplication

    from app.i18n import install_translators
    from app.rules.teamlist import Category, Entry, EntryKind, Profile, TeamList

    tl = TeamList("bs_weapons", "Imported Weapons", "1", origin="battlescribe", categories=(
        Category("troops", "Troops"),), entries=(
        Entry("marine", "Tactical Marine", EntryKind.MODEL, categories=("troops",), profiles=(
            Profile("Tactical Marine", "model", (("WS", "4"), ("BS", "4"))),
            Profile("Boltgun", "weapon", (("Range", '24"'), ("S", "4"), ("AP", "5"),
                                          ("Type", "Rapid Fire"))),
            Profile("Plasma pistol", "weapon", (("Range", '12"'), ("S", "7"), ("AP", "2"),
                                                ("Type", "Pistol, Gets Hot"))),
            Profile("Zapper", "weapon", (("Range", '18"'), ("S", "5"), ("AP", "-"),
                                         ("Type", "Heavy 2, Zap Happy"))),
            Profile("Rhino", "vehicle", (("BS", "4"), ("Type", "Tank, Transport"))),
        )),))
    w = TeamListBrowser(CatalogueLibrary(tmp_path / "catalogues"))
    qtbot.addWidget(w)

    def show() -> str:
        w.entries.clear()
        w._entries.clear()
        w._populate_entries(tl)
        top = w.entries.topLevelItem(0)
        w.entries.setCurrentItem(top.child(0) if top.childCount() else top)
        return w.details.toPlainText()

    text = show()
    assert "Rapid Fire" in text and "Pistol, Gets Hot" in text
    try:
        install_translators(QApplication.instance(), "fr")
        qtbot.waitUntil(lambda: w.language == "fr")
        text = show()
        assert "Tir Rapide" in text and "Pistolet, Surchauffe" in text
        assert "Lourde 2, Zap Happy" in text
        assert "Rapid Fire" not in text and "Gets Hot" not in text
        assert "Tank, Transport" in text  # a vehicle's Type: not a weapon's
        install_translators(QApplication.instance(), "ru")
        qtbot.waitUntil(lambda: w.language == "ru")
        text = show()
        assert "Скорострельное" in text and "Пистолет, Перегрев" in text
    finally:
        install_translators(QApplication.instance(), "en")


def test_listing_the_shipped_lists_parses_only_the_one_shown(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The New Player dialog lists every Team List and parses none (names and versions come
    from the index of the files' heads); the Team Lists window parses the one it shows, and
    another when it is selected — not the four at once (150–200 ms on the GUI thread at the
    first of those windows opened)."""
    from app.rules import library
    from app.ui.campaigns.dialogs import NewPlayerDialog

    lists = library.ShippedLists()  # as in a fresh process
    monkeypatch.setattr(library, "_SHIPPED", lists)
    catalogues = CatalogueLibrary(tmp_path / "catalogues")
    infos = catalogues.infos()
    assert {i.id for i in infos} >= {"space_marines", "orks", "astra_militarum"}
    dialog = NewPlayerDialog(infos)
    qtbot.addWidget(dialog)
    assert dialog.team_list.count() == len(infos) and lists.parsed == 0
    browser = TeamListBrowser(catalogues)
    qtbot.addWidget(browser)
    browser.show()
    assert browser.catalogues.topLevelItemCount() == len(infos)
    assert lists.parsed == 1  # the list shown, its entries built
    browser.select("orks")
    assert lists.parsed == 2 and browser.entries.topLevelItemCount() > 0
