"""The user guide window (Help ▸ User guide): the manual, in the interface language.

The guide is Markdown, one file per language (``docs/guide/en.md``, ``fr.md``, ``ru.md``),
split into chapters at its ``## `` headings: the chapters are listed on the left, the chosen
one is shown on the right (with its screenshots, from ``docs/guide/images``, made by
``scripts/screenshots.py --guide``). A language without a guide file falls back to English.
The window follows a language switch, and is one per main window (:func:`show_guide`).
The chapters stand in the same order in every language: a dialog opens "its" chapter by topic
(:data:`TOPICS`; F1 or the Help button of a step dialog opens "The steps, one by one").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QCloseEvent, QImageReader, QResizeEvent, QTextCursor
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.i18n import current_language
from app.rules.typography import french_markdown
from app.ui.settings import Settings, geometry_option
from app.ui.widgets.screen import fit_to_screen
from app.ui.widgets.theme import tint

__all__ = ["GUIDE_DIR", "TOPICS", "Chapter", "GuidePage", "GuideWindow", "guide_chapters",
           "guide_file", "show_guide"]

GUIDE_DIR = Path(__file__).resolve().parents[2] / "docs" / "guide"
WINDOW_NAME = "guide"
geometry_option(WINDOW_NAME)
_HEADING = re.compile(r"^## +(.+?)\s*$", re.MULTILINE)
#: The chapters' topics, in the guides' order (the same in every language: a test checks it).
TOPICS = ("start", "campaign", "steps", "force_editor", "printing", "history", "exchange",
          "club", "progress", "kt40k", "settings", "keyboard")


@dataclass(frozen=True)
class Chapter:
    title: str
    text: str  # Markdown, its heading included


def guide_file(language: str) -> Path:
    """The guide in ``language``, else the English one."""
    found = GUIDE_DIR / f"{language}.md"
    return found if found.is_file() else GUIDE_DIR / "en.md"


def guide_chapters(language: str) -> tuple[str, list[Chapter]]:
    """The guide's title (its ``# `` line) and its chapters, in ``language`` (the French one
    with French typography: a non-breaking space before ``;`` ``:`` ``!`` ``?``)."""
    path = guide_file(language)
    text = path.read_text(encoding="utf-8")
    if path.stem == "fr":
        text = french_markdown(text)
    title_match = re.search(r"^# +(.+?)\s*$", text, re.MULTILINE)
    title = title_match.group(1) if title_match else ""
    starts = [m.start() for m in _HEADING.finditer(text)]
    intro = text[:starts[0]] if starts else text
    intro = re.sub(r"^# +.+$", "", intro, count=1, flags=re.MULTILINE).strip()
    chapters = []
    if intro:
        chapters.append(Chapter(title, f"# {title}\n\n{intro}\n"))
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        body = text[start:end].strip()
        heading = _HEADING.match(body)
        chapters.append(Chapter(heading.group(1) if heading else "", body + "\n"))
    return title, chapters


class GuidePage(QTextBrowser):
    """A chapter's text, its screenshots shrunk to the page's width (a screenshot wider than
    the page would be cut off behind a horizontal scroll bar); never enlarged."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sizes: dict[str, QSize] = {}

    def setMarkdown(self, markdown: str) -> None:
        super().setMarkdown(markdown)
        self.fit_images()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_images()

    def _natural_size(self, name: str) -> QSize:
        if name not in self._sizes:
            self._sizes[name] = QImageReader(str(GUIDE_DIR / name)).size()
        return self._sizes[name]

    def fit_images(self) -> None:
        document = self.document()
        scroll = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        # room kept for the vertical scroll bar: it comes and goes with the images' height
        room = self.width() - 2 * self.frameWidth() - scroll - 2 * int(document.documentMargin())
        cursor = QTextCursor(document)
        block = document.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                it += 1
                image = fragment.charFormat().toImageFormat()
                size = self._natural_size(image.name()) if image.isValid() else QSize()
                if size.width() <= 0 or size.height() <= 0:
                    continue
                width = max(1, min(size.width(), room))
                if round(image.width()) == width:
                    continue
                image.setWidth(width)
                image.setHeight(size.height() * width / size.width())
                cursor.setPosition(fragment.position())
                cursor.setPosition(fragment.position() + fragment.length(),
                                   QTextCursor.MoveMode.KeepAnchor)
                cursor.setCharFormat(image)
            block = block.next()


class GuideWindow(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("guide_window")
        self.language = ""
        self.chapters: list[Chapter] = []
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.contents = QListWidget()
        self.page = GuidePage()
        self.page.setOpenExternalLinks(True)
        self.page.setSearchPaths([str(GUIDE_DIR)])
        self.found = QLabel()
        tint(self.found, "muted")  # not a disabled label's grey: unreadable on a light palette
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.search)
        side_layout.addWidget(self.contents, 1)
        side_layout.addWidget(self.found)
        splitter = QSplitter()
        splitter.addWidget(side)
        splitter.addWidget(self.page)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([260, 700])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.contents.currentRowChanged.connect(self.show_chapter)
        self.search.textChanged.connect(self._filter)
        fit_to_screen(self, 1000, 700)
        Settings().restore_geometry(WINDOW_NAME, self)
        self.retranslate()

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search the guide"))
        language = current_language()
        if language == self.language:
            return
        row = max(0, self.contents.currentRow())
        self.language = language
        title, self.chapters = guide_chapters(language)
        self.setWindowTitle(title or self.tr("User guide"))
        self.contents.blockSignals(True)
        self.contents.clear()
        for chapter in self.chapters:
            QListWidgetItem(chapter.title, self.contents)
        self.contents.blockSignals(False)
        self.contents.setCurrentRow(min(row, len(self.chapters) - 1))
        self.show_chapter(self.contents.currentRow())
        self._filter(self.search.text())

    def show_chapter(self, row: int) -> None:
        if 0 <= row < len(self.chapters):
            self.page.setMarkdown(self.chapters[row].text)
            query = self.search.text().strip()
            if query:
                self.page.find(query)

    def open_chapter(self, title: str) -> bool:
        """Show the chapter named ``title`` (in the guide's language); ``False`` if none."""
        for row, chapter in enumerate(self.chapters):
            if chapter.title == title:
                self.contents.setCurrentRow(row)
                return True
        return False

    def open_topic(self, topic: str) -> bool:
        """Show the chapter of ``topic`` (one of :data:`TOPICS`); ``False`` if none."""
        intro = 1 if self.chapters and self.chapters[0].text.startswith("# ") else 0
        row = TOPICS.index(topic) + intro if topic in TOPICS else len(self.chapters)
        if row >= len(self.chapters):
            return False
        self.search.clear()
        self.contents.setCurrentRow(row)
        return True

    def _filter(self, text: str) -> None:
        """Only the chapters holding ``text`` (any case) stay listed."""
        query = _searchable(text.strip())
        shown = 0
        for row, chapter in enumerate(self.chapters):
            hit = not query or query in _searchable(chapter.text)
            item = self.contents.item(row)
            if item is not None:
                item.setHidden(not hit)
            shown += hit
        if query:
            self.found.setText(self.tr("Chapters found: {count}").format(count=shown))
            self.found.show()
            current = self.contents.currentItem()
            if current is None or current.isHidden():
                for row in range(self.contents.count()):
                    item = self.contents.item(row)
                    if item is not None and not item.isHidden():
                        self.contents.setCurrentRow(row)
                        break
            else:
                self.show_chapter(self.contents.currentRow())
        else:
            self.found.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        Settings().save_geometry(WINDOW_NAME, self)
        super().closeEvent(event)


def show_guide(parent: QWidget | None = None, chapter: str | None = None,
               topic: str | None = None) -> GuideWindow:
    """Open the user guide over ``parent`` (the main window; a modal dialog, for its context
    help: a window of its own would wait behind it), or bring its open one to the front;
    ``chapter`` (a chapter title) or ``topic`` (:data:`TOPICS`) is shown. Returns the window."""
    found = parent.findChild(GuideWindow, "guide_window") if parent is not None else None
    window = found if isinstance(found, GuideWindow) else GuideWindow(parent)
    if chapter is not None:
        window.open_chapter(chapter)
    if topic is not None:
        window.open_topic(topic)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def _searchable(text: str) -> str:
    """``text`` compared case-blind, a non-breaking space (French typography: « campagne : »)
    found by the ordinary space a player types."""
    return text.casefold().replace("\u00a0", " ").replace("\u202f", " ")
