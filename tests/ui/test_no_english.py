"""In French and in Russian no text a player reads is still English (issue 8, "done when").

The main window over the demo campaign, the Team Lists browser, a Force editor with its options
dialog, the five step dialogs with the history view, the settings and campaign dialogs are opened
in English; the language is then switched at runtime to French and to Russian. Every visible text
of every widget (texts, titles, tooltips, placeholders, combo box items, actions and menus, and
the cells, headers and tooltips of item views) is compared with the English sources of our
translations: a text equal to a source whose translation differs was not translated. A text that
looks like a rules id (``tactical_marine``, ``armoury.per_n``) is a raw id shown to the player.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from functools import cache

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from app.model import Store
from app.ui.main_window import MainWindow
from tests.conftest import ROOT

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
RAW_ID = re.compile(r"[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+")


@cache
def untranslated_sources(lang: str) -> frozenset[str]:
    """English sources whose ``lang`` translation differs (shown as is = not translated)."""
    out = set()
    root = ET.parse(ROOT / "translations" / f"forcesheet_{lang}.ts").getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or message.get("numerus") == "yes":
            continue
        if translation.text and translation.text != source and source.strip():
            out.add(source)
    return frozenset(out)


def model_texts(model: QAbstractItemModel | None, parent: QModelIndex | None = None,
                depth: int = 0) -> Iterator[str]:
    if model is None or depth > 3:
        return
    parent = parent or QModelIndex()
    rows = min(model.rowCount(parent), 100)
    try:
        columns = model.columnCount(parent)
    except TypeError:  # list models keep columnCount private in PySide
        columns = 1
    if depth == 0:
        for column in range(columns):
            for role in ROLES:
                header = model.headerData(column, Qt.Orientation.Horizontal, role)
                if isinstance(header, str):
                    yield header
    for row in range(rows):
        for column in range(columns):
            for role in ROLES:
                value = model.data(model.index(row, column, parent), role)
                if isinstance(value, str):
                    yield value
        first = model.index(row, 0, parent)
        if model.rowCount(first):
            yield from model_texts(model, first, depth + 1)


def widget_texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of everything a player can read in ``top`` and its children."""
    for w in (top, *top.findChildren(QWidget)):
        kind = type(w).__name__
        for attr in ("text", "toolTip", "windowTitle", "placeholderText", "title"):
            getter = getattr(w, attr, None)
            if callable(getter):
                try:
                    value = getter()
                except TypeError:
                    continue
                if isinstance(value, str):
                    yield f"{kind}.{attr}", value
        if isinstance(w, QTextEdit | QPlainTextEdit):
            yield f"{kind}.text", w.toPlainText()
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{kind}.item", w.itemText(i)
                tip = w.itemData(i, Qt.ItemDataRole.ToolTipRole)
                if isinstance(tip, str):
                    yield f"{kind}.item_tip", tip
        if isinstance(w, QTabWidget):
            for i in range(w.count()):
                yield f"{kind}.tab", w.tabText(i)
                yield f"{kind}.tab_tip", w.tabToolTip(i)
        if isinstance(w, QAbstractItemView):
            for value in model_texts(w.model()):
                yield f"{kind}.cell", value
        for action in w.actions():
            yield f"{kind}.action", action.text()
            yield f"{kind}.action_tip", action.toolTip()
            menu = action.menu()
            if menu is not None:
                yield f"{kind}.menu", menu.title()  # type: ignore[attr-defined]
                for sub in menu.actions():  # type: ignore[attr-defined]
                    yield f"{kind}.menu_action", sub.text()


def english_left(lang: str, tops: dict[str, QWidget], data: set[str]) -> list[str]:
    sources = untranslated_sources(lang)
    found = set()
    for name, top in tops.items():
        for where, text in widget_texts(top):
            text = text.strip()
            if not text or text in data:
                continue
            if text in sources or text.replace("&", "") in sources:
                found.add(f"{name}: {where}: {text!r} (not translated)")
            elif RAW_ID.fullmatch(text):
                found.add(f"{name}: {where}: {text!r} (a raw id)")
    return sorted(found)


def open_everything(w: MainWindow, store: Store) -> dict[str, QWidget]:
    from app.rules.campaign.state import CampaignSettings
    from app.ui.campaigns.dialogs import CampaignSettingsDialog, NewCampaignDialog, NewPlayerDialog
    from app.ui.settings import Settings
    from app.ui.settings_dialog import SettingsDialog
    from app.ui.steps.screens import example_widgets

    cid = store.campaigns()[0].id
    alice = next(p.id for p in store.players(cid) if p.name == "Alice")
    tops: dict[str, QWidget] = {"main window": w}
    tops["team lists"] = w.commands.open_team_lists()
    force_window = w.commands.open_force(alice)
    tops["force editor"] = force_window
    editor = force_window.editor  # type: ignore[attr-defined]
    editor.select_uids(["t0"])  # Brother Ionas, with options
    editor._fill_move_menu()
    options = editor.open_options_dialog()
    assert options is not None
    tops["options"] = options
    for name, widget in example_widgets().items():
        widget.show()
        tops[f"step {name}"] = widget
    tops["settings"] = SettingsDialog(Settings())
    tops["campaign settings"] = CampaignSettingsDialog(CampaignSettings(knocked_out=True), 2)
    tops["new campaign"] = NewCampaignDialog()
    tops["new player"] = NewPlayerDialog(w.commands.library.infos())
    return tops


def test_no_english_left_in_french_and_russian(
        shell_demo_store: Store, shell_window: Callable[[Store], MainWindow]) -> None:
    store = shell_demo_store
    w = shell_window(store)
    tops = open_everything(w, store)
    # the demo was made in English: its name and notes are stored data now, as a player's
    data = {text for c in store.campaigns() for text in (c.name, c.notes)}
    try:
        # the check finds what it should: in English, the sources of French translations
        english = english_left("fr", tops, data)
        assert len([line for line in english if "(not translated)" in line]) > 100
        for lang in ("fr", "ru"):
            assert w.switch_language(lang) == lang
            QCoreApplication.processEvents()
            assert w.campaign_view.tabs.tabText(0) != "Players"  # the switch happened
            left = english_left(lang, tops, data)
            assert not left, f"{lang}: {len(left)} English texts:\n" + "\n".join(left)
    finally:
        w.switch_language("en")
        QCoreApplication.processEvents()
        for name, top in tops.items():
            if name != "main window":
                top.close()
                top.deleteLater()
        QCoreApplication.processEvents()


def test_history_names_team_lists_groups_and_dates_in_the_language(
        shell_window: Callable[[Store], MainWindow], shell_store: Store) -> None:
    """The timeline shows no Team List id, no Group id, and dates as the language writes them."""
    from dataclasses import dataclass, field
    from typing import Any

    from app.ui.steps.history import HistoryModel

    @dataclass
    class E:
        id: int
        kind: str
        inputs: dict[str, Any] = field(default_factory=dict)
        summary: dict[str, Any] = field(default_factory=dict)
        player_id: int | None = None
        undone: bool = False
        target_id: int | None = None
        when: str = "2026-11-29T14:49:00+00:00"

    w = shell_window(shell_store)
    model = HistoryModel()
    model.set_entries([E(1, "player_added", {"name": "Ann", "team_list": "chaos_space_marines"}),
                       E(2, "group_roll", {}, {"group": "g_gone", "allowed": True})])
    try:
        w.switch_language("fr")
        QCoreApplication.processEvents()
        model.retranslate()
        assert model.row_texts(0)[2] == "Joueur ajouté\u00a0: Ann, Space Marines du Chaos"
        assert model.row_texts(1)[2].endswith("un Groupe\u00a0: peut recruter")
        assert "29/11/2026" in model.row_texts(0)[0]
        w.switch_language("ru")
        QCoreApplication.processEvents()
        model.retranslate()
        assert model.row_texts(0)[2] == "Игрок добавлен: Ann, Космодесант Хаоса"
        assert "29.11.2026" in model.row_texts(0)[0]
    finally:
        w.switch_language("en")
        QCoreApplication.processEvents()


def test_import_errors_in_words_of_the_language(qapp: object) -> None:
    """A broken campaign/roster file's reason and a catalogue that could not be imported are
    told in the interface language, not with the model's English reason or an error code."""
    from app import i18n
    from app.i18n.store_messages import store_message
    from app.model.errors import StoreImportError
    from app.rules.bsdata.safexml import CatalogueFileError
    from app.ui.teamlists import problem_text

    app = QCoreApplication.instance()
    assert app is not None
    broken = StoreImportError("", file="soir.json", path="$",
                              reason="not a readable campaign file")
    newer = StoreImportError("", file="soir.json", path="$.version",
                             reason="written by a newer Force Sheet (version 9)")
    catalogue = CatalogueFileError("orks.cat", "xml.malformed", "unclosed token", 3, 1)
    try:
        i18n.install_translators(app, "fr")
        assert "fichier de campagne illisible" in store_message(broken)
        assert "version plus récente de Force Sheet (version 9)" in store_message(newer)
        assert problem_text(catalogue) == "orks.cat:3\u00a0: XML mal formé"
        i18n.install_translators(app, "ru")
        assert "файл кампании не читается" in store_message(broken)
        assert "xml.malformed" not in problem_text(catalogue)
    finally:
        i18n.install_translators(app, "en")
    assert problem_text(catalogue) == "orks.cat:3: not well-formed XML"
