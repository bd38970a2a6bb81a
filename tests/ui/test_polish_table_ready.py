"""Issue 20 (table-ready): the desktop basics (icon, desktop entry, dark theme, colours
readable on a dark palette, windows on the screen), the focus of the New campaign dialog, Enter
and "r" in a die field, the user guide in three languages and the Progress charts."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QVBoxLayout,
)
from pytestqt.qtbot import QtBot

from app.model import Store
from app.ui.main_window import MainWindow
from app.ui.settings import THEME, Settings, geometry_option
from app.ui.widgets.dice import DiceInput
from app.ui.widgets.theme import apply_theme, is_dark, role_color, tint

ROOT = Path(__file__).resolve().parents[2]


def _luminance(color: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF())
            + 0.0722 * channel(color.blueF()))


def _contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture
def app_look(shell_look: QApplication) -> QApplication:
    """The application, its style and palette put back after the test (tests/ui/conftest.py: ``shell_look``)."""
    return shell_look


# -- colours and the dark theme -----------------------------------------------------------------
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_meaning_colours_are_readable_on_both_palettes(app_look: QApplication,
                                                       theme: str) -> None:
    apply_theme(app_look, theme)
    palette = app_look.palette()
    assert is_dark(palette) == (theme == "dark")
    window = palette.color(QPalette.ColorRole.Window)
    base = palette.color(QPalette.ColorRole.Base)
    for role in ("error", "success", "warning", "muted"):
        color = role_color(role)  # type: ignore[arg-type]
        assert _contrast(color, window) >= 4.5, (role, theme, color.name())
        assert _contrast(color, base) >= 4.5, (role, theme, color.name())


def test_the_hard_coded_dark_red_is_gone_from_the_dark_theme(app_look: QApplication,
                                                              qtbot: QtBot) -> None:
    """The die field's error, the campaign settings' problems and a tinted label follow the
    palette: on the dark theme none is the unreadable #b00020."""
    from app.ui.campaigns.dialogs import NewCampaignDialog

    dice = DiceInput()
    qtbot.addWidget(dice)
    dialog = NewCampaignDialog()
    qtbot.addWidget(dialog)
    label = QLabel("warning")
    qtbot.addWidget(label)
    tint(label, "error")
    light = role_color("error").name()
    assert light in label.styleSheet()
    apply_theme(app_look, "dark")
    dark = role_color("error").name()
    assert dark != light
    assert dark in label.styleSheet()  # re-coloured when the palette changed
    qtbot.keyClicks(dice.edit, "9")
    assert dice.has_error()
    for widget in (dice.error_label, dice.edit, dialog.form.problems):
        assert "#b00020" not in widget.styleSheet().lower()
    assert dark in dice.error_label.styleSheet() and dark in dice.edit.styleSheet()
    assert dark in dialog.form.problems.styleSheet()
    dice.error_label.show()
    image = dice.error_label.grab().toImage()
    assert not image.isNull()


def test_the_theme_is_chosen_in_the_settings_and_kept_between_runs(
        app_look: QApplication, qtbot: QtBot) -> None:
    from app.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.theme.currentData() == "system"
    assert [dialog.theme.itemData(i) for i in range(dialog.theme.count())] == [
        "system", "light", "dark"]
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    with qtbot.waitSignal(dialog.theme_changed):
        dialog.save()
    assert is_dark(app_look.palette()) and app_look.style().name().lower() == "fusion"
    assert Settings().get(THEME) == "dark"  # a new run reads it back
    again = SettingsDialog(Settings())
    qtbot.addWidget(again)
    assert again.theme.currentData() == "dark"
    again.theme.setCurrentIndex(again.theme.findData("light"))
    again.save()
    assert not is_dark(app_look.palette())


# -- icons and the desktop entry ----------------------------------------------------------------
def test_the_windows_carry_the_app_icon_and_the_main_actions_have_icons(
        app_look: QApplication, shell_store: Store,
        shell_window: Callable[[Store], MainWindow]) -> None:
    from app.ui.app import set_look

    set_look(app_look, "system")
    icon = app_look.windowIcon()
    assert not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert {16, 32, 48, 256} <= sizes
    w = shell_window(shell_store)
    assert not w.windowIcon().isNull()
    assert w.windowIcon().cacheKey() == icon.cacheKey()
    a = w.acts
    for action in (a.new_campaign, a.open_campaign, a.open_demo, a.export_force_sheet, a.undo,
                   a.redo, a.settings, a.team_lists, a.import_catalogue, a.history,
                   a.export_campaign, a.import_campaign, a.backup_now, a.restore_backup,
                   a.help, a.about, a.rules_reference, a.progress, a.quit):
        assert not action.icon().isNull(), action.objectName()


def test_the_desktop_entry_is_translated_and_installed_with_its_icons(tmp_path: Path) -> None:
    entry = (ROOT / "resources" / "desktop" / "forcesheet.desktop").read_text(encoding="utf-8")
    for key in ("Name=", "Comment=", "Comment[fr]=", "Comment[ru]=", "GenericName[fr]=",
                "GenericName[ru]=", "Icon=forcesheet", "Exec=@EXEC@"):
        assert f"\n{key}" in entry, key
    for png in ROOT.glob("resources/icons/forcesheet-*.png"):
        assert png.stat().st_size < 20_000  # small committed icons
    if shutil.which("bash") is None:
        pytest.skip("no bash")
    home = tmp_path / "home"
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": ""}
    done = subprocess.run(["bash", str(ROOT / "scripts" / "install-desktop.sh")], env=env,
                          capture_output=True, text=True, check=True)
    installed = home / ".local" / "share" / "applications" / "forcesheet.desktop"
    assert str(installed) in done.stdout
    text = installed.read_text(encoding="utf-8")
    assert f'Exec="{ROOT}/scripts/forcesheet"' in text and "Comment[ru]=" in text
    icons = home / ".local" / "share" / "icons" / "hicolor"
    assert (icons / "48x48" / "apps" / "forcesheet.png").is_file()
    assert (icons / "scalable" / "apps" / "forcesheet.svg").is_file()
    quiet = subprocess.run(["bash", str(ROOT / "scripts" / "install-desktop.sh"), "--quiet"],
                           env=env, capture_output=True, text=True, check=True)
    assert quiet.stdout == "" and quiet.stderr == ""  # already in place: says nothing
    assert "install-desktop.sh" in (ROOT / "scripts" / "forcesheet").read_text()


# -- windows on a small screen --------------------------------------------------------------------
def test_a_geometry_saved_on_a_larger_screen_is_restored_on_this_one(qtbot: QtBot) -> None:
    big = QMainWindow()
    qtbot.addWidget(big)
    screen = big.screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry()
    big.setGeometry(area.right() - 100, area.bottom() - 100, area.width() + 600,
                    area.height() + 300)
    Settings().set(geometry_option("h7_test")[0], bytes(big.saveGeometry().data()))
    window = QMainWindow()
    qtbot.addWidget(window)
    assert Settings().restore_geometry("h7_test", window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: area.contains(window.frameGeometry()), timeout=2000)
    assert window.width() > area.width() // 2  # shrunk to the screen, not to nothing


# -- focus and keyboard ---------------------------------------------------------------------------
def test_new_campaign_dialog_starts_on_the_name(qtbot: QtBot) -> None:
    from app.ui.campaigns.dialogs import NewCampaignDialog

    dialog = NewCampaignDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    assert QApplication.focusWidget() is dialog.name
    mode = dialog.form.mode.currentData()
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClicks(focused, "fixed")  # typing at once names the campaign
    assert dialog.name.text() == "fixed"
    assert dialog.form.mode.currentData() == mode
    qtbot.keyClick(dialog.name, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.form.mode  # then the settings, in order


def _dice_dialog(qtbot: QtBot, count: int) -> tuple[QDialog, list[DiceInput]]:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    dice = [DiceInput(dialog) for _ in range(count)]
    for d in dice:
        layout.addWidget(d)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, dice


def test_enter_in_the_last_die_presses_ok(qtbot: QtBot) -> None:
    dialog, (die,) = _dice_dialog(qtbot, 1)
    die.edit.setFocus()
    qtbot.keyClicks(die.edit, "4")
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(die.edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted and die.value() == 4


def test_enter_goes_to_the_next_empty_die_first_and_not_past_a_typo(qtbot: QtBot) -> None:
    dialog, (first, second) = _dice_dialog(qtbot, 2)
    first.edit.setFocus()
    qtbot.keyClicks(first.edit, "x")
    qtbot.keyClick(first.edit, Qt.Key.Key_Return)
    assert first.has_error() and dialog.isVisible()  # a typo: stays, the dialog stays open
    first.set_value(3)
    qtbot.keyClick(first.edit, Qt.Key.Key_Enter)
    assert dialog.focusWidget() is second.edit and dialog.isVisible()
    qtbot.keyClick(second.edit, Qt.Key.Key_R)  # r rolls
    assert second.source() == "rolled"
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(second.edit, Qt.Key.Key_Return)


def test_typing_r_to_roll_is_said_beside_an_empty_die(qtbot: QtBot) -> None:
    die = DiceInput()
    qtbot.addWidget(die)
    assert die.source_label.text() == "r rolls"
    assert "press r" in die.edit.toolTip()
    die.set_value(5)
    assert die.source_label.text() == "typed"
    die.clear()
    assert die.source_label.text() == "r rolls"


# -- the user guide ---------------------------------------------------------------------------------
def test_the_guides_have_the_same_chapters_and_their_images() -> None:
    from app.ui.guide import GUIDE_DIR, guide_chapters

    counts = {}
    for lang in ("en", "fr", "ru"):
        assert (GUIDE_DIR / f"{lang}.md").is_file()
        _title, chapters = guide_chapters(lang)
        counts[lang] = len(chapters)
        text = (GUIDE_DIR / f"{lang}.md").read_text(encoding="utf-8")
        for image in re.findall(r"\]\((images/[^)]+)\)", text):
            assert (GUIDE_DIR / image).is_file(), image
        assert "Kill Team 40K" in text
    assert len(set(counts.values())) == 1, counts
    assert counts["en"] >= 10


@pytest.mark.parametrize(("lang", "title", "chapter", "words"), [
    ("fr", "Guide de Force Sheet", "Premiers pas", "Nouvelle campagne"),
    ("ru", "Руководство Force Sheet", "С чего начать", "Новая кампания"),
])
def test_help_opens_the_guide_in_the_apps_language(
        shell_store: Store, shell_window: Callable[[Store], MainWindow],
        lang: str, title: str, chapter: str, words: str) -> None:
    from app.ui.guide import GuideWindow

    w = shell_window(shell_store)
    try:
        w.switch_language(lang)
        assert w.acts.help in w.menus.help.actions()
        w.acts.help.trigger()
        guide = w.findChild(GuideWindow, "guide_window")
        assert isinstance(guide, GuideWindow) and guide.isVisible()
        assert guide.windowTitle() == title
        titles = [guide.contents.item(i).text() for i in range(guide.contents.count())]
        assert chapter in titles
        assert guide.open_chapter(chapter)
        assert words in guide.page.toPlainText()
        guide.search.setText("BattleScribe")
        shown = [guide.contents.item(i).text() for i in range(guide.contents.count())
                 if not guide.contents.item(i).isHidden()]
        assert 0 < len(shown) < len(titles)
        assert "BattleScribe" in guide.page.toPlainText()
        w.switch_language("en")  # the open guide follows
        QApplication.processEvents()  # (LanguageChange is posted to each window)
        assert guide.windowTitle() == "Force Sheet user guide"
        assert w.show_help() is guide  # one window
    finally:
        w.switch_language("en")


# -- the Progress charts -----------------------------------------------------------------------------
def test_progress_window_from_the_campaign_menu(
        app_look: QApplication, shell_demo_store: Store,
        shell_window: Callable[[Store], MainWindow], tmp_path: Path) -> None:
    from app.ui.campaigns.progress import ProgressWindow
    from app.ui.widgets.chart import series_color

    w = shell_window(shell_demo_store)
    cid = shell_demo_store.campaigns()[0].id
    w.open_campaign(cid)
    assert w.acts.progress in w.menus.campaign.actions()
    w.acts.progress.trigger()
    window = w.findChild(ProgressWindow, "progress_window")
    assert isinstance(window, ProgressWindow) and window.isVisible()
    rp = window.charts["rp"]
    assert rp.labels == ("Start", "1", "2")
    assert [(s.name, s.values) for s in rp.series] == [
        ("Alice", (0, 10, 18)), ("Bob", (0, 1, 26)), ("Chloé", (0, 0, 0))]
    assert window.charts["base_level"].series[0].values == (1, 2, 2)
    record = [[window.record.item(r, c).text() for c in range(6)]
              for r in range(window.record.rowCount())]
    assert record[0] == ["Alice", "2", "1", "0", "1", "2"]
    assert record[2] == ["Chloé", "0", "0", "0", "0", "0"]
    assert window.games.item(0, 2).text() == "Alice won"
    assert "casualties: 5" in window.summary.text()
    light = series_color(0).name()
    apply_theme(app_look, "dark")
    QApplication.processEvents()  # the palette reaches the window
    assert series_color(0, window.palette()).name() != light
    image = window.grab().toImage()
    assert is_dark(window.palette()) and not image.isNull()
    base = window.palette().color(QPalette.ColorRole.Base)
    assert _contrast(series_color(0, window.palette()), base) >= 3.0


def test_the_readme_names_menus_that_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "File ▸ Team Lists ▸ Import" not in readme
    assert "Tools ▸ Import BattleScribe catalogue" in readme
    assert "install-desktop.sh" in readme


def test_connect_dialog_error_reads_on_light_and_dark_palettes(
        qtbot: QtBot, app_look: QApplication) -> None:
    from app.ui.campaigns.club import ConnectDialog

    apply_theme(app_look, "light")
    dialog = ConnectDialog(None, "")
    qtbot.addWidget(dialog)
    dialog.url.setText("not a server")
    dialog._check()
    light = role_color("error").name()
    assert dialog.error.text() and light in dialog.error.styleSheet()
    apply_theme(app_look, "dark")
    assert role_color("error").name() != light
    assert role_color("error").name() in dialog.error.styleSheet()  # follows the theme
