"""Issue 20 (table-ready), points 7 and 9: Import Force reads the file before asking to replace
a Force; after a PDF export the file opens, or a message says where it went with a button that
opens its folder; the file choosers start in the documents folder and remember the last folder
of each kind of file."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from app.model import Store
from app.ui import errors
from app.ui.main_window import MainWindow
from app.ui.settings import documents_folder, last_folder, remember_folder
from app.ui.sheet_export import ask_pdf_path, export_force_sheet
from app.ui.steps.samples import sample_players

MakeWindow = Callable[[Store], MainWindow]


@pytest.fixture
def one_player(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    store = Store.open(tmp_path / "campaign.db", daily_backup=False)
    cid = store.create_campaign("Vigil")
    pid = store.add_player(cid, "Alice", "space_marines", force=sample_players()[0].force)
    yield store, pid
    store.close()


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[QUrl]:
    """The URLs given to the desktop; none opens (no PDF viewer installed)."""
    urls: list[QUrl] = []

    def open_url(url: QUrl) -> bool:
        urls.append(url)
        return False

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    return urls


# -- point 9: after the export ------------------------------------------------------------------
def test_without_a_viewer_the_export_says_where_the_pdf_went(
        qtbot: QtBot, one_player: tuple[Store, int], tmp_path: Path,
        opened: list[QUrl]) -> None:
    store, pid = one_player
    target = tmp_path / "sheets" / "alice.pdf"
    target.parent.mkdir()
    job = export_force_sheet(None, store, pid, path=target)
    assert job is not None
    with qtbot.wait_signal(job.finished, timeout=60_000):
        pass
    assert target.is_file()
    assert [u.toLocalFile() for u in opened] == [str(target)]  # the viewer was tried first
    box = job.saved_box
    assert box is not None and box.isVisible()
    assert "alice.pdf" in box.text() and str(target.parent) in box.text()
    button = next(b for b in box.buttons() if b.text().replace("&", "") == "Open folder")
    button.click()
    assert opened[-1].toLocalFile() == str(target.parent)
    box.close()


def test_with_a_viewer_the_pdf_just_opens(qtbot: QtBot, one_player: tuple[Store, int],
                                          tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    store, pid = one_player
    urls: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: urls.append(url) or True)
    job = export_force_sheet(None, store, pid, path=tmp_path / "alice.pdf")
    assert job is not None
    with qtbot.wait_signal(job.finished, timeout=60_000):
        pass
    assert len(urls) == 1 and job.saved_box is None


# -- point 9: the save dialog's folder ------------------------------------------------------------
def test_the_pdf_dialog_starts_in_documents_and_remembers_the_last_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    suggested: list[str] = []
    answer = {"path": str(tmp_path / "prints" / "first")}

    def save(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        suggested.append(start)
        return answer["path"], ""

    (tmp_path / "prints").mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.chdir(tmp_path)
    first = ask_pdf_path(None, "Export", "Sheet.pdf")
    assert first == tmp_path / "prints" / "first.pdf"  # .pdf added
    assert Path(suggested[0]) == documents_folder() / "Sheet.pdf"  # not the working folder
    ask_pdf_path(None, "Export", "Other.pdf")
    assert Path(suggested[1]) == tmp_path / "prints" / "Other.pdf"  # the last folder
    # each kind of file has its own
    assert last_folder("roster") == documents_folder()
    remember_folder("roster", tmp_path / "rosters" / "x.roster.json")  # a folder now gone
    assert last_folder("roster") == documents_folder()
    assert last_folder("pdf") == tmp_path / "prints"


def test_the_roster_chooser_starts_in_the_last_roster_folder(
        shell_demo_store: Store, shell_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None
    rosters = tmp_path / "rosters"
    rosters.mkdir()
    remember_folder("roster", rosters / "old.roster.json")
    starts: list[str] = []

    def choose(_parent: object, _title: str, start: str, _kinds: str) -> tuple[str, str]:
        starts.append(start)
        return "", ""  # cancelled

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    w.campaign_view.players.clearSelection()
    w.acts.import_force.trigger()
    assert starts == [str(rosters)]


# -- point 7: the file is read before the question --------------------------------------------------
def test_import_force_reads_the_file_before_asking_to_replace(
        shell_demo_store: Store, shell_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = shell_demo_store
    w = shell_window(store)
    cid = w.current_campaign_id()
    assert cid is not None
    marines = next(p for p in store.players(cid) if p.team_list_id == "space_marines")
    other = next(p for p in store.players(cid) if p.team_list_id != "space_marines")
    before = store.force(marines.id)
    assert w.campaign_view.select_player(marines.id)
    asked: list[str] = []
    shown: list[str] = []

    def question(_p: object, _t: str, text: str, *_a: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(errors, "TELL", lambda _p, _t, text, _d: shown.append(text))
    bad = tmp_path / "roster.json"
    bad.write_text("this is no roster", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    w.acts.import_force.trigger()
    assert asked == []  # never "Replace the Force of …?" for a file that is not a roster
    assert len(shown) == 1 and "roster.json" in shown[0]
    assert store.force(marines.id) == before

    # a roster of another Team List: said first too
    export = tmp_path / "out"
    export.mkdir()
    theirs = store.export_force(other.id, export)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(theirs), ""))
    w.acts.import_force.trigger()
    assert asked == [] and len(shown) == 2
    # a good roster: then the question
    ours = store.export_force(marines.id, export)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(ours), ""))
    w.acts.import_force.trigger()
    assert len(asked) == 1 and marines.name in asked[0]
    # a player just added, with an empty Force: nothing to replace, so no question
    newcomer = store.add_player(cid, "Dana", "space_marines")
    assert store.player_summary(newcomer).models == 0
    w.campaign_view.refresh(cid)
    assert w.campaign_view.select_player(newcomer)
    w.acts.import_force.trigger()
    assert len(asked) == 1  # not asked again
    assert store.player_summary(newcomer).models == store.player_summary(marines.id).models
