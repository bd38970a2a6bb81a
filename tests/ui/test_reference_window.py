"""The Rules Reference window (app/ui/reference.py): search as you type in any language, the text
of the selected entry in the interface language, links, filters, its geometry kept, F1 from the
main window; and the rule tooltips the dialogs use."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.i18n import install_translators
from app.model import Store
from app.rules.library import find_teamlist
from app.rules.teamlist import Rule, TeamList
from app.ui.main_window import MainWindow
from app.ui.reference import (
    ReferenceWindow,
    rule_tooltip,
    rules_tooltip,
    show_reference,
    teamlist_rules_tooltip,
)
from app.ui.settings import Settings, geometry_option


@pytest.fixture
def window(qtbot: QtBot) -> ReferenceWindow:
    w = ReferenceWindow()
    qtbot.addWidget(w)
    w.show()
    return w


@pytest.fixture
def french() -> Iterator[None]:
    app = QApplication.instance()
    assert app is not None
    install_translators(app, "fr")
    yield
    install_translators(app, "en")


def names(w: ReferenceWindow) -> list[str]:
    return [w.results.item(i).text() for i in range(w.results.count())]


def test_typing_peur_shows_fear(qtbot: QtBot, window: ReferenceWindow) -> None:
    qtbot.keyClicks(window.search_field, "peur")
    assert window.current_entry_id() == "special_rule.fear"
    assert names(window)[:2] == ["Fear", "Fear (X)"]
    text = window.text.toPlainText()
    assert text.startswith("Fear\nSpecial rule")
    assert "Fight sub-phase" in text and "Mental Conditioning" in text  # its "see also"
    window.search_field.clear()
    window.search_field.insert("страх")  # QTest types ASCII only
    assert window.current_entry_id() == "special_rule.fear"
    assert window.count_label.text().endswith("entries found")


def test_selecting_shows_the_text_in_the_current_language(
        qtbot: QtBot, window: ReferenceWindow, french: None) -> None:
    qtbot.waitUntil(lambda: window.windowTitle() == "Référence des règles")
    window.set_query("move through cover")
    assert names(window)[0] == "Mouvement à couvert"
    window.results.setCurrentRow(1)  # the Walker honour of the same name
    assert window.current_entry_id() == "walker_honour.move_through_cover"
    text = window.text.toPlainText()
    assert "Honneur de Bataille de Marcheur — 10 PR · Renom 5+" in text
    assert "les terrains difficiles ne le ralentissent plus" in text
    window.results.setCurrentRow(0)
    assert "comptent leur distance réelle, pas le double" in window.text.toPlainText()


def test_a_value_in_brackets_shows_the_rule_with_it(qtbot: QtBot, window: ReferenceWindow) -> None:
    qtbot.keyClicks(window.search_field, "Fear (2)")
    assert window.current_entry_id() == "glossary_skill.fear" and window.current_value() == "2"
    assert names(window)[0] == "Fear (2)"
    text = window.text.toPlainText()
    assert "modified by 2" in text and "Parameter X: a number" in text
    window.set_query("Fear (lots)")  # a value that is no number: the general rule
    assert window.current_entry_id() == "glossary_skill.fear" and window.current_value() is None


def test_links_filters_and_the_optional_glossary(window: ReferenceWindow) -> None:
    window.set_query("cat-like agility")
    assert window.current_entry_id() == "honour.cat_like_agility"
    window.text.anchorClicked.emit(QUrl("ref:play_rule.climbing_jumping"))
    assert window.current_entry_id() == "play_rule.climbing_jumping"
    window.set_query("fear")
    assert any(i.startswith("glossary_skill.") for i in ids(window))
    window.optional_box.setChecked(False)
    assert not any(i.startswith("glossary_skill.") for i in ids(window))
    window.kind_combo.setCurrentIndex(window.kind_combo.findData("honour"))
    assert ids(window) and all(i.startswith("honour.") for i in ids(window))
    window.set_query("zzzz qqqq")
    assert window.current_entry_id() is None
    assert "No entry matches" in window.text.toPlainText()


def ids(w: ReferenceWindow) -> list[str]:
    return [str(w.results.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(w.results.count())]


def test_the_window_remembers_its_geometry(qtbot: QtBot) -> None:
    first = ReferenceWindow()
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 480)
    first.splitter.setSizes([200, 480])
    first.close()
    saved, state = geometry_option("reference_window")
    assert Settings().get(saved) and Settings().get(state)
    again = ReferenceWindow()
    qtbot.addWidget(again)
    again.show()
    assert (again.width(), again.height()) == (700, 480)
    assert again.splitter.sizes()[0] == first.splitter.sizes()[0]


def test_one_window_per_parent_and_non_modal(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    first = show_reference(parent, "gets hot")
    assert show_reference(parent) is first
    assert not first.isModal() and first.isWindow() and first.isVisible()
    assert first.current_entry_id() == "play_rule.gets_hot"
    assert show_reference(parent, "banner").current_entry_id() == "play_rule.banners"


def test_every_entry_renders_in_russian(qtbot: QtBot, window: ReferenceWindow) -> None:
    app = QApplication.instance()
    assert app is not None
    try:
        install_translators(app, "ru")
        qtbot.waitUntil(lambda: window.windowTitle() == "Справочник правил")
        window.set_query("")
        assert window.results.count() == len(window.reference.entries)
        for row in range(0, window.results.count(), 7):
            window.results.setCurrentRow(row)
            assert window.text.toPlainText().strip()
        window.set_query("peur")
        assert window.text.toPlainText().startswith("Страх")
    finally:
        install_translators(app, "en")


# -- F1 -----------------------------------------------------------------------------------------
def test_f1_opens_the_reference_from_the_main_window(
        qtbot: QtBot, shell_store: Store, shell_window: Callable[[Store], MainWindow]) -> None:
    w = shell_window(shell_store)
    action = w.acts.rules_reference
    assert action.shortcut().toString() == "F1"
    assert action.shortcutContext() == Qt.ShortcutContext.ApplicationShortcut
    assert action in w.menus.help.actions()
    assert action.text() == "&Rules Reference"
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    qtbot.keyClick(w, Qt.Key.Key_F1)
    reference = w.findChild(ReferenceWindow, "reference_window")
    assert reference is not None and reference.isVisible()
    reference.close()
    other = QWidget()  # F1 works from any window of the app: here another top-level one
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other)
    qtbot.keyClick(other, Qt.Key.Key_F1)
    assert reference.isVisible() and w.findChild(ReferenceWindow) is reference


# -- tooltips -----------------------------------------------------------------------------------
def test_rule_tooltip_names_and_explains(french: None) -> None:
    tip = rule_tooltip("honour.medic")
    assert tip.startswith("<qt><b>Médecin</b><br/>Après la bataille")
    assert "Mouvement à Couvert" in rule_tooltip("move_through_cover", kinds=("walker_honour",))
    assert "Mouvement à couvert" in rule_tooltip("move_through_cover", kinds=("special_rule",))
    assert "Peur (2)" in rule_tooltip("Fear (2)")
    assert rule_tooltip("no such thing") == ""
    both = rules_tooltip(["fiery", "repair"], kinds=("honour", "walker_honour"))
    assert "<b>Fougueux</b>" in both and "<b>Réparation</b>" in both
    assert rules_tooltip([]) == ""
    assert "<b>mystery</b>" in rules_tooltip(["mystery"])


def test_teamlist_rules_tooltip_of_shipped_and_imported_lists() -> None:
    marines = find_teamlist("space_marines")
    assert marines is not None
    tip = teamlist_rules_tooltip(marines, ["infiltrate", "move_through_cover"], "en",
                                 title="Scout", honours=["fiery"])
    assert tip.startswith("<qt><b>Scout</b>")
    assert "Difficult terrain does not slow the model" in tip and "<b>Fiery</b>" in tip
    assert teamlist_rules_tooltip(marines, [], "en", title="Scout") == "Scout"
    imported = TeamList("bs_x", "X", "1", origin="battlescribe", rules=(
        Rule("r1", "Move Through Cover", "Rolls an additional D6 (7th edition text)."),
        Rule("r2", "Zap Happy", "Its own words."),
    ))
    tip = teamlist_rules_tooltip(imported, ["r1", "r2"], "ru")
    assert "Движение через укрытия" in tip and "additional D6" not in tip
    assert "<b>Zap Happy</b><br/>Its own words." in tip


def test_dialogs_show_rule_texts_in_tooltips(qtbot: QtBot) -> None:
    from dataclasses import replace

    from app.ui.steps.samples import sample_players
    from app.ui.steps.spend import SpendDialog
    from app.ui.steps.team import BuildTeamDialog

    alice = sample_players()[0]
    state = alice.state.replace_models({"sgt": replace(alice.state.model("sgt"),
                                                       honours=("fiery",))})
    spend = SpendDialog(state, alice.force, alice.team_list, player_name=alice.name)
    qtbot.addWidget(spend)
    combo = spend.honour_combo
    i = combo.findData("cat_like_agility")
    assert "halve the distance" in combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
    upgrades = {spend.upgrades.topLevelItem(n).text(0): spend.upgrades.topLevelItem(n)
                for n in range(spend.upgrades.topLevelItemCount())}
    assert "Seize the Initiative" in upgrades["Recon Satellite"].toolTip(0)
    assert "Level 3 of the Base" in spend.level_label.toolTip()  # Alice's next level

    team = BuildTeamDialog(state, alice.force, alice.team_list, player_name=alice.name)
    qtbot.addWidget(team)
    tips = {team.tree.topLevelItem(n).text(0): team.tree.topLevelItem(n).toolTip(0)
            for n in range(team.tree.topLevelItemCount())}
    sergeant = next(t for name, t in tips.items() if name.startswith("Sergeant"))
    assert "And They Shall Know No Fear" in sergeant and "Inspiring Presence" in sergeant
    assert "<b>Fiery</b>" in sergeant


def test_force_editor_rows_explain_rules_and_honours() -> None:
    from dataclasses import replace

    from app.ui.force_editor.rows import ENTRY, HONOURS, RowBuilder
    from app.ui.steps.samples import sample_players

    alice = sample_players()[0]
    state = alice.state.replace_models({"sgt": replace(alice.state.model("sgt"),
                                                       honours=("grenadier",))})
    builder = RowBuilder(alice.team_list, "en")
    report = _report(alice)
    root = builder.build(alice.force, report, state)
    sgt = next(r for r in root.walk() if r.uid == "sgt")
    assert "12&quot;" in sgt.tips[HONOURS] or '12"' in sgt.tips[HONOURS]
    assert "And They Shall Know No Fear" in sgt.tips[ENTRY]


def _report(p: object) -> object:
    from app.rules.validation import Validator

    return Validator(p.team_list).validate_force(p.force)  # type: ignore[attr-defined]


def test_print_the_rules_reference_writes_the_booklet(qtbot: QtBot, window: ReferenceWindow,
                                                      tmp_path: Path) -> None:
    from tests.sheets.conftest import pdf_text

    assert window.print_button.text() == "&Print the rules reference…"
    target = tmp_path / "booklet.pdf"
    window.optional_box.setChecked(False)
    job = window.print_booklet(str(target), open_viewer=False)
    assert job is not None
    with qtbot.wait_signal(job.finished, timeout=60_000) as blocker:
        pass
    assert blocker.args == [target]
    text = pdf_text(target)
    assert text.startswith("Rules Reference")
    assert "Cat-like Agility" in text and "Fear (X)" not in text  # no optional glossary
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".part"]


def test_the_rules_of_imported_catalogues_are_searchable_once_the_window_opens(
        qtbot: QtBot) -> None:
    """Issue 16, point 2: an imported catalogue's rules are indexed when the Rules Reference
    opens (loaded in a worker thread), not only after the Team Lists window showed them."""
    from app.rules.reference import Reference
    from app.rules.teamlist import Category, Entry, EntryKind

    tl = TeamList("bs_test", "Imported Test", "1", origin="battlescribe", categories=(
        Category("troops", "Troops"),), entries=(
        Entry("grunt", "Grunt", EntryKind.MODEL, categories=("troops",), rules=("r2",)),),
        rules=(Rule("r2", "Zap Happy", "Ses propres mots."),))
    w = ReferenceWindow(reference=Reference.load())  # a private reference: nothing leaks
    qtbot.addWidget(w)
    loads: list[int] = []

    def load() -> list[TeamList]:
        loads.append(1)
        return [tl]

    with qtbot.waitSignal(w.imported_indexed, timeout=10_000):
        w.index_imported(load)
    w.set_query("zap happy")
    qtbot.waitUntil(lambda: "Zap Happy" in names(w))
    w.index_imported(load)  # once per window
    w.show()
    qtbot.wait(50)
    assert loads == [1]
