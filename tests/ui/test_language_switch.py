"""The language changes at runtime: every open window retranslates (en, fr, ru)."""

from __future__ import annotations

import runpy
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog

from app import i18n
from app.i18n.build import lrelease_command
from app.model import Store
from app.ui.main_window import MainWindow
from app.ui.settings import LANGUAGE, Settings
from tests.conftest import ROOT


@pytest.fixture(scope="session")
def shell_qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .qm files as the release builds them: lupdate over the code, the translation tables
    (including strings still pending a merge into translations/*.ts), lrelease."""
    tools = runpy.run_path(str(ROOT / "scripts" / "update_translations.py"))
    singular, plural = tools["load_tables"]()
    out = tmp_path_factory.mktemp("qm")
    lrelease = lrelease_command()
    assert lrelease is not None
    for lang in ("en", "fr", "ru"):
        ts = out / f"forcesheet_{lang}.ts"
        shutil.copy(ROOT / "translations" / ts.name, ts)
        tools["run_lupdate"](ts, lang)
        tools["fill"](ts, lang, singular, plural)
        subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(out / f"{ts.stem}.qm")],
                       check=True)
    return out


@pytest.fixture
def shell_translations(shell_qm_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(i18n, "QM_DIR", shell_qm_dir)
    yield


def back_to_english(w: MainWindow) -> None:
    w.switch_language("en")
    QCoreApplication.processEvents()


EXPECTED = {
    "en": ("&File", "Campaigns", "1. Build a Team", "Player", "History", "Team Lists"),
    "fr": ("&Fichier", "Campagnes", "1. Construire une Équipe", "Joueur", "Historique",
           "Listes d'Équipe"),
    "ru": ("&Файл", "Кампании", "1. Сбор команды", "Игрок", "История", "Командные списки"),
}


def texts(w: MainWindow) -> tuple[str, ...]:
    view = w.campaign_view
    browser = w.commands.team_lists_window
    assert browser is not None
    return (
        w.menus.file.title(),
        w.dock.windowTitle(),
        view.step_buttons["build_team"].text(),
        view.players_model.headerData(0, Qt.Orientation.Horizontal),
        view.tabs.tabText(2),
        browser.windowTitle(),
    )


def test_switching_language_retranslates_every_open_window(
        shell_translations: None, shell_demo_store: Store,
        shell_window: Callable[[Store], MainWindow]) -> None:
    w = shell_window(shell_demo_store)
    w.acts.team_lists.trigger()  # a second window, open during the switch
    try:
        assert texts(w) == EXPECTED["en"]
        for lang in ("fr", "ru", "en"):
            assert w.switch_language(lang) == lang
            QCoreApplication.processEvents()
            assert texts(w) == EXPECTED[lang], lang
        w.switch_language("ru")
        QCoreApplication.processEvents()
        assert "2 игры сыграны" in w.campaign_view.subtitle.text()  # Russian plural, few
        assert "3 игрока" in w.campaign_view.subtitle.text()
        assert w.acts.undo.text().startswith("&Отменить: ")
        assert Settings().get(LANGUAGE) == "ru"  # remembered for the next start
    finally:
        back_to_english(w)


def test_the_settings_dialog_switches_the_language(
        shell_translations: None, shell_store: Store,
        shell_window: Callable[[Store], MainWindow]) -> None:
    w = shell_window(shell_store)
    assert w.welcome.demo_button.text() == "Open the demo campaign"

    def choose_french(dialog: QDialog) -> bool:
        combo = dialog.language  # type: ignore[attr-defined]
        combo.setCurrentIndex(combo.findData("fr"))
        dialog.accept()
        return True

    w.commands.run_dialog = choose_french
    try:
        w.acts.settings.trigger()
        QCoreApplication.processEvents()
        assert w.welcome.demo_button.text() == "Ouvrir la campagne de démonstration"
        assert w.acts.settings.text() == "Pré&férences…"
        assert Settings().get(LANGUAGE) == "fr"
    finally:
        back_to_english(w)


VALIDATION = {
    "en": "A Transport needs the Vehicle Bay Base upgrade.",
    "fr": "Un Transport nécessite l'amélioration de Base Hangar à Véhicules.",
    "ru": "Для транспорта нужно улучшение базы «Ангар для техники».",
}
STEP_TITLE = {"en": "Build a Team — Alice", "fr": "Construire une Équipe — Alice",
              "ru": "Сбор команды — Alice"}


def test_main_window_step_dialog_and_validation_message_follow_the_language(
        shell_translations: None, shell_demo_store: Store,
        shell_window: Callable[[Store], MainWindow], qtbot: object) -> None:
    """With the main window, a Force editor and a step dialog open, each switch retranslates
    all three, including a validation message from the rules engine."""
    from app.rules.force_edit import add_model
    from app.ui.steps import flow

    store = shell_demo_store
    w = shell_window(store)
    w.acts.team_lists.trigger()
    cid = store.campaigns()[0].id
    alice = next(p.id for p in store.players(cid) if p.name == "Alice")
    force = store.force(alice)
    if "vehicle_bay" in store.player_summary(alice).upgrades:
        pytest.skip("the demo gave Alice a Vehicle Bay")
    rhino = add_model(store.team_list(alice), force, "rhino").force
    store.correct_force(alice, rhino, "the Rhino was forgotten", action="add_model",
                        inputs={"entry": "rhino"})
    editor_window = w.commands.open_force(alice)
    editor = editor_window.editor  # type: ignore[attr-defined]
    dialog = flow.build_team_dialog(w, store, alice)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]

    def panel_texts() -> list[str]:
        return [editor.panel.list.item(i).text() for i in range(editor.panel.list.count())]

    try:
        for lang in ("fr", "ru", "en"):
            w.switch_language(lang)
            QCoreApplication.processEvents()
            assert texts(w) == EXPECTED[lang], lang
            assert dialog.windowTitle() == STEP_TITLE[lang]
            assert any(VALIDATION[lang] in t for t in panel_texts()), (lang, panel_texts())
    finally:
        back_to_english(w)


@pytest.mark.parametrize(("n", "expected"), [(1, "1 игрок"), (2, "2 игрока"), (5, "5 игроков"),
                                             (21, "21 игрок")])
def test_russian_plural_forms(shell_translations: None, qapp: object, n: int,
                              expected: str) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    try:
        i18n.install_translators(app, "ru")
        assert QCoreApplication.translate("CampaignView", "%n player(s)", "", n) == expected
    finally:
        i18n.install_translators(app, "en")
    assert QCoreApplication.translate("CampaignView", "%n player(s)", "", n) == (
        "1 player" if n == 1 else f"{n} players")
