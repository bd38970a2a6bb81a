"""Export / Print: write a Force Sheet, a Team Sheet or a whole campaign's sheets to PDF.

The sheet's values are read from the store in the GUI thread (quick: names, points); the PDF is
laid out and written in a worker thread (:class:`QThreadPool`), so the window never freezes.
"Print all Force Sheets" reads the sheets of every player in that worker too (seconds on a long
campaign): the GUI thread reads only the campaign's name and its number of players.
When the file is written it opens in the system's PDF viewer; without one, a message says where
it was saved, with a button that opens its folder. A failure is shown in words. The save dialog
starts in the folder of the last PDF (else the documents folder).

Each ``export_*`` function returns the :class:`SheetExport` running the job (or ``None`` when
the user cancelled the save dialog). Tests pass ``path=`` to skip the dialog and
``open_viewer=False``, then wait for :attr:`SheetExport.finished` or :attr:`SheetExport.failed`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QUrl,
    Signal,
)
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from app.collector import paused_gc
from app.i18n import QT_TRANSLATE_NOOP
from app.sheets.booklet import Booklet
from app.sheets.data import ForceSheet, ProgressSheet, TeamSheet
from app.sheets.language import app_language

Sheet = ForceSheet | TeamSheet | ProgressSheet
Printable = ForceSheet | TeamSheet | ProgressSheet | Booklet
CONTEXT = "SheetExport"
TEXTS: dict[str, str] = {
    "force_sheet": QT_TRANSLATE_NOOP("SheetExport", "Force Sheet"),
    "force_sheets": QT_TRANSLATE_NOOP("SheetExport", "Force Sheets"),
    "team_sheet": QT_TRANSLATE_NOOP("SheetExport", "Team Sheet"),
    "team_sheets": QT_TRANSLATE_NOOP("SheetExport", "Team Sheets"),
    "dialog": QT_TRANSLATE_NOOP("SheetExport", "Export sheet as PDF"),
    "booklet": QT_TRANSLATE_NOOP("SheetExport", "Rules Reference"),
    "booklet_dialog": QT_TRANSLATE_NOOP("SheetExport", "Print the rules reference as PDF"),
    "filter": QT_TRANSLATE_NOOP("SheetExport", "PDF files (*.pdf)"),
    "failed": QT_TRANSLATE_NOOP("SheetExport", "Export failed"),
    "failed_text": QT_TRANSLATE_NOOP("SheetExport",
                                     "The sheet could not be written to {file}:\n{error}"),
    "saved": QT_TRANSLATE_NOOP("SheetExport", "PDF saved"),
    "saved_text": QT_TRANSLATE_NOOP(
        "SheetExport", "The PDF was saved as {file} in the folder {folder}.\n\nNo PDF viewer "
        "could open it: open the folder, or open the file with the program of your choice."),
    "open_folder": QT_TRANSLATE_NOOP("SheetExport", "Open &folder"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate(CONTEXT, TEXTS[key])


class _Signals(QObject):
    done = Signal(str)
    error = Signal(str)
    source_error = Signal(str)  # the sheets' data could not be read (build)


class _RenderJob(QRunnable):
    def __init__(self, sheets: Sequence[Printable], path: Path, paper: str,
                 build: Callable[[], Sequence[Printable]] | None = None) -> None:
        """``build``: reads the sheets in the worker (then ``sheets`` is not used)."""
        super().__init__()
        self.sheets = list(sheets)
        self.build = build
        self.path = path
        self.paper = paper
        self.signals = _Signals()

    def run(self) -> None:
        # One pause of the collector for the whole job (app.collector): a pause for each
        # part (a history read, the sheets, the PDF) let a collection start between them
        # over all that the part before left young, 40-70 ms holding the GIL.
        with paused_gc():
            self._run()

    def _run(self) -> None:
        if self.build is not None:
            from app.sheets.from_store import SheetSourceError

            try:
                self.sheets = list(self.build())
            except SheetSourceError as exc:
                self.signals.source_error.emit(str(exc))
                return
            except Exception as exc:
                self.signals.error.emit(f"{type(exc).__name__}: {exc}")
                return
        try:
            from app.sheets.output import write_pdf

            # A temporary ".<name>.<random>.part" beside the PDF, renamed over it when
            # complete and removed on any failure; leftovers of killed exports are cleaned.
            write_pdf(self.sheets, self.path, paper=self.paper)
        except OSError as exc:
            self.signals.error.emit(str(exc.strerror or exc))
        except Exception as exc:  # a bug must reach the user as words, not hang the export
            self.signals.error.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.signals.done.emit(str(self.path))


_RUNNING: set[SheetExport] = set()  # jobs stay alive until they end, held or not


def show_where_saved(parent: QWidget | None, path: Path) -> QMessageBox:
    """Say where the PDF ``path`` was saved, with a button that opens its folder (window-modal,
    never blocking the event loop)."""
    box = QMessageBox(QMessageBox.Icon.Information, _t("saved"),
                      _t("saved_text").format(file=path.name, folder=str(path.parent)),
                      QMessageBox.StandardButton.Close, parent)
    button = box.addButton(_t("open_folder"), QMessageBox.ButtonRole.ActionRole)
    button.clicked.connect(
        lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent))))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.open()
    return box


def open_pdf(parent: QWidget | None, path: Path) -> QMessageBox | None:
    """Open the PDF just written in the system's viewer (``None``); without one, say where it
    was saved (:func:`show_where_saved`: its message box)."""
    if QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))):
        return None
    return show_where_saved(parent, path)


class SheetExport(QObject):
    """One export job: ``finished(path)`` once the PDF is written, ``failed(message)``."""

    finished = Signal(Path)
    failed = Signal(str)

    def __init__(self, parent: QWidget | None, sheets: Sequence[Printable], path: Path,
                 paper: str,
                 open_viewer: bool = True, *,
                 build: Callable[[], Sequence[Printable]] | None = None) -> None:
        """``build``: the sheets are read by it in the worker (``sheets`` is then empty)."""
        super().__init__(parent)
        self.path = path
        self.open_viewer = open_viewer
        self.error_box: QMessageBox | None = None
        #: where the PDF went, when no viewer could open it (with its "Open folder" button)
        self.saved_box: QMessageBox | None = None
        self._parent = parent
        self._job = _RenderJob(sheets, path, paper, build)
        self._job.setAutoDelete(False)
        self._job.signals.done.connect(self._on_done)
        self._job.signals.error.connect(self._on_error)
        self._job.signals.source_error.connect(self._on_source_error)

    def start(self) -> None:
        _RUNNING.add(self)
        QThreadPool.globalInstance().start(self._job)

    def _on_done(self, path: str) -> None:
        _RUNNING.discard(self)
        if self.open_viewer:
            self.saved_box = open_pdf(self._parent, Path(path))
        self.finished.emit(Path(path))

    def _on_error(self, message: str) -> None:
        _RUNNING.discard(self)
        text = _t("failed_text").format(file=str(self.path), error=message)
        box = QMessageBox(QMessageBox.Icon.Warning, _t("failed"), text,
                          QMessageBox.StandardButton.Ok, self._parent)
        box.open()  # window-modal, never blocks the event loop
        self.error_box = box
        self.failed.emit(message)

    def _on_source_error(self, message: str) -> None:
        """The sheets could not be read (as :func:`_export` says it in the GUI thread)."""
        _RUNNING.discard(self)
        box = QMessageBox(QMessageBox.Icon.Warning, _t("failed"), message,
                          QMessageBox.StandardButton.Ok, self._parent)
        box.open()
        self.error_box = box
        self.failed.emit(message)


#: Longest suggested file name, in UTF-8 bytes before ".pdf" (file systems allow 255).
MAX_NAME_BYTES = 196


def _safe_name(text: str) -> str:
    """At most 80 characters and :data:`MAX_NAME_BYTES` bytes (80 CJK characters are 240:
    too long for a file name with the suffix), cut on a character boundary."""
    cleaned = re.sub(r'[\\/:*?"<>|\x00-\x1f\x7f\ud800-\udfff]+', " ", text).strip(" .")
    short = re.sub(r"\s+", " ", cleaned)[:80]
    data = short.encode("utf-8")
    if len(data) > MAX_NAME_BYTES:
        short = data[:MAX_NAME_BYTES].decode("utf-8", "ignore")
    return short.strip(" .") or "sheet"


def default_file_name(sheets: Sequence[Sheet]) -> str:
    """e.g. "Strike Force Ultor - Force Sheet.pdf" (translated word, safe characters); the
    campaign progress page that follows the Force Sheets does not count."""
    printed = [s for s in sheets if not isinstance(s, ProgressSheet)]
    if not printed:
        return _safe_name(_t("force_sheets")) + ".pdf"
    first = printed[0]
    h = first.header
    if len(printed) > 1:
        kind = _t("force_sheets") if isinstance(first, ForceSheet) else _t("team_sheets")
        subject = h.campaign
    elif isinstance(first, ForceSheet):
        kind, subject = _t("force_sheet"), h.force_name or h.player
    else:
        kind, subject = _t("team_sheet"), " ".join(x for x in (h.player, first.game) if x)
    return _safe_name(f"{subject} - {kind}" if subject else kind) + ".pdf"


def ask_pdf_path(parent: QWidget | None, title: str, name: str) -> Path | None:
    """The PDF file to write: the save dialog starts in the folder of the last PDF (else the
    documents folder), which it remembers; ``.pdf`` is added when missing."""
    from app.ui.settings import last_folder, remember_folder

    suggested = str(last_folder("pdf") / name)
    chosen, _ = QFileDialog.getSaveFileName(parent, title, suggested, _t("filter"))
    if not chosen:
        return None
    path = Path(chosen)
    remember_folder("pdf", path.parent)
    return path if path.suffix.lower() == ".pdf" else path.with_name(path.name + ".pdf")


def _ask_path(parent: QWidget | None, sheets: Sequence[Sheet], name: str | None = None,
              title: str | None = None) -> Path | None:
    return ask_pdf_path(parent, title or _t("dialog"), name or default_file_name(sheets))


def _paper() -> str:
    try:
        from app.ui.settings import PAPER_SIZE, Settings

        return str(Settings().get(PAPER_SIZE)).lower()
    except Exception:  # an unreadable settings file falls back to A4
        return "a4"


def _export(
    parent: QWidget | None, build: Callable[[str], Sequence[Sheet]], path: Path | str | None,
    language: str | None, paper: str | None, open_viewer: bool,
) -> SheetExport | None:
    from app.sheets.from_store import SheetSourceError

    try:
        sheets = list(build(language or app_language()))
    except SheetSourceError as exc:
        QMessageBox(QMessageBox.Icon.Warning, _t("failed"), str(exc),
                    QMessageBox.StandardButton.Ok, parent).open()
        return None
    if not sheets:
        return None
    target = Path(path) if path is not None else _ask_path(parent, sheets)
    if target is None:
        return None
    job = SheetExport(parent, sheets, target, (paper or _paper()).lower(), open_viewer)
    job.start()
    return job


def export_force_sheet(parent: QWidget | None, store: Any, player_id: int | str, *,
                       path: Path | str | None = None, language: str | None = None,
                       paper: str | None = None, open_viewer: bool = True) -> SheetExport | None:
    """Ask where to save the Force Sheet of ``player_id``, write it, open it."""
    from app.sheets import from_store

    return _export(parent, lambda lang: [from_store.force_sheet(store, player_id, language=lang)],
                   path, language, paper, open_viewer)


def export_team_sheet(parent: QWidget | None, store: Any, game_id: int | str,
                      player_id: int | str, *,
                      path: Path | str | None = None, language: str | None = None,
                      paper: str | None = None, open_viewer: bool = True) -> SheetExport | None:
    """Ask where to save the Team Sheet of ``player_id`` for ``game_id``, write it, open it."""
    from app.sheets import from_store

    return _export(
        parent, lambda lang: [from_store.team_sheet(store, game_id, player_id, language=lang)],
        path, language, paper, open_viewer)


def export_campaign_sheets(parent: QWidget | None, store: Any, campaign_id: int | str, *,
                           path: Path | str | None = None, language: str | None = None,
                           paper: str | None = None, open_viewer: bool = True
                           ) -> SheetExport | None:
    """Every Force Sheet of the campaign in one PDF ("print all Force Sheets"), then the
    campaign progress page (its charts and record: :func:`app.sheets.from_store.campaign_pdf`).
    The sheets are read in the render worker, after the file is chosen (the file name needs
    only the campaign's name); a campaign of one player is named as its Force Sheet."""
    from app.sheets import from_store

    def build(lang: str) -> list[ForceSheet | ProgressSheet]:
        return from_store.campaign_pdf(store, campaign_id, language=lang)

    try:
        name, players = from_store.campaign_heading(store, campaign_id)
    except from_store.SheetSourceError as exc:
        QMessageBox(QMessageBox.Icon.Warning, _t("failed"), str(exc),
                    QMessageBox.StandardButton.Ok, parent).open()
        return None
    if players < 2:  # none: nothing to print; one: named as its Force Sheet (quick)
        return _export(parent, build, path, language, paper, open_viewer)
    lang = language or app_language()
    kind = _t("force_sheets")
    target = Path(path) if path is not None else _ask_path(
        parent, [], name=_safe_name(f"{name} - {kind}" if name else kind) + ".pdf")
    if target is None:
        return None
    job = SheetExport(parent, [], target, (paper or _paper()).lower(), open_viewer,
                      build=lambda: build(lang))
    job.start()
    return job


def export_booklet(parent: QWidget | None, *, language: str | None = None,
                   glossary: bool = False, path: Path | str | None = None,
                   paper: str | None = None, open_viewer: bool = True) -> SheetExport | None:
    """Ask where to save the rules reference booklet (the whole reference in ``language``,
    default: the interface's; ``glossary`` adds the optional glossary), write it, open it."""
    lang = language or app_language()
    target = Path(path) if path is not None else _ask_path(
        parent, [], name=_safe_name(f"{_t('booklet')} ({lang})") + ".pdf",
        title=_t("booklet_dialog"))
    if target is None:
        return None
    job = SheetExport(parent, [Booklet(lang, glossary=glossary)], target,
                      (paper or _paper()).lower(), open_viewer)
    job.start()
    return job
