"""The Team Lists window: every built-in and imported catalogue, its entries and their details,
and the import of BattleScribe catalogues (in a worker thread, with a progress dialog whose
Cancel stops it with nothing written, and a report at the end).
"""

from __future__ import annotations

import contextlib
import html
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.i18n.messages import characteristic_name, section_name
from app.rules.pricing import catalogue_option_price, catalogue_price
from app.rules.teamlist import (
    Entry,
    Profile,
    Rule,
    Section,
    TeamList,
    display_name,
    display_text,
    model_display_name,
)
from app.rules.validation import points_int
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.screen import fit_to_screen

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl

    from app.model.catalogues import CatalogueLibrary, ImportResult, TeamListInfo
    from app.rules.bsdata.safexml import CatalogueFileError
    from app.rules.reference import IndexedRule, Reference


def _price_text(tl: TeamList, e: Entry) -> str:
    """What adding ``e`` costs (:func:`app.rules.pricing.catalogue_price`), in whole points."""
    return str(points_int(catalogue_price(tl, e.id)))


# -- work in a thread -------------------------------------------------------------------------
class _TaskSignals(QObject):
    done = Signal(object)
    failed = Signal(object)
    progress = Signal(int, int)  # done, total (emitted from the worker; queued to the GUI)


class Task(QRunnable):
    """Run ``fn`` on Qt's thread pool; ``signals.done(result)`` or ``signals.failed(exc)``
    arrive in the thread that created the task (the GUI thread), so the window never freezes.
    """

    _running: ClassVar[set[Task]] = set()  # keeps Python wrappers alive until the task reports

    def __init__(self, fn: Callable[[], object]) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.fn = fn
        self.signals = _TaskSignals()
        self.signals.done.connect(self._forget)
        self.signals.failed.connect(self._forget)

    def _forget(self, _value: object) -> None:
        Task._running.discard(self)

    def run(self) -> None:
        try:
            result = self.fn()
        except Exception as exc:  # reported to the GUI thread, which shows it in words
            self._emit(self.signals.failed, exc)
        else:
            self._emit(self.signals.done, result)

    def progress(self, done: int, total: int) -> None:
        """For the worker: report a step (queued to the GUI thread)."""
        self._emit(self.signals.progress, done, total)

    @staticmethod
    def _emit(signal: object, *args: object) -> None:
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
            signal.emit(*args)  # type: ignore[attr-defined]

    def start(self) -> Task:
        Task._running.add(self)
        QThreadPool.globalInstance().start(self)
        return self


# -- the window -------------------------------------------------------------------------------
SOURCE_NAMES = {"builtin": "built-in", "battlescribe": "BattleScribe"}
CATALOGUE_FILTER = "*.cat *.catz *.gst *.gstz"


class TeamListBrowser(QWidget):
    """Catalogues (name, revision, source) above, the selected one's entries below, details
    on the right."""

    imported = Signal(object)  # the ImportResult, after the list was refreshed

    def __init__(self, library: CatalogueLibrary | None = None, language: str | None = None,
                 parent: QWidget | None = None, reference: Reference | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.context_help = install_context_help(self, "exchange")
        if reference is None:
            from app.rules.reference import default_reference

            reference = default_reference()
        self.reference = reference
        # each Team List's rules as the reference knows them, by Team List id and rule id
        self._indexed: dict[str, dict[str, IndexedRule]] = {}
        if library is None:
            from app.model.catalogues import CatalogueLibrary

            library = CatalogueLibrary()
        self.library = library
        self.language = language or ui_language()
        fit_to_screen(self, 1050, 680)
        self.catalogues = QTreeWidget()
        self.catalogues.setRootIsDecorated(False)
        self.catalogues.setColumnCount(4)
        self.entries = QTreeWidget()
        self.entries.setColumnCount(3)
        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        self.details.anchorClicked.connect(self._on_anchor_clicked)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.choose_and_import)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.catalogues)
        left.addWidget(self.entries)
        left.setSizes([200, 480])
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.details)
        split.setStretchFactor(1, 1)
        split.setSizes([480, 570])
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(self.hint)
        layout.addWidget(self.import_button, 0, Qt.AlignmentFlag.AlignLeft)
        self._infos: list[TeamListInfo] = []
        self._entries: dict[int, tuple[TeamList, Entry]] = {}
        self._task: Task | None = None
        self._cancel: threading.Event | None = None
        self.progress: QProgressDialog | None = None
        self.last_report = ""
        self.report_box: QMessageBox | None = None
        self.catalogues.currentItemChanged.connect(self._on_catalogue_changed)
        self.entries.currentItemChanged.connect(self._on_entry_changed)
        self.retranslate()
        self.refresh()

    # -- texts ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Team Lists"))
        self.catalogues.setHeaderLabels([self.tr("Team List"), self.tr("Revision"),
                                         self.tr("Source"), self.tr("Language")])
        self.entries.setHeaderLabels([self.tr("Entry"), self.tr("Points"), self.tr("Allowance")])
        self.import_button.setText(self.tr("&Import BattleScribe catalogue…"))
        self.hint.setText(self.tr(
            "Imported catalogues are copied into the app's data folder; a Force keeps the "
            "revision it was built with."))
        for row in range(self.catalogues.topLevelItemCount()):
            item = self.catalogues.topLevelItem(row)
            if item is not None:
                item.setText(0, self._names(self._infos[row])[0])
                item.setText(2, self._source_name(self._infos[row].source))
        if self.language != ui_language():  # entry names follow the interface language
            self.language = ui_language()
            self._on_catalogue_changed(self.catalogues.currentItem(), None)
        self._show_current_entry()

    def _names(self, info: TeamListInfo) -> tuple[str, str]:
        """The list's name in the interface language, and the languages its names exist in."""
        if info.source == "builtin":  # shipped lists carry French and Russian names
            from app.rules.library import shipped_display_name, shipped_names

            shipped = shipped_names().get(info.id)  # (from the files' heads: none loaded)
            if shipped is not None:
                return (shipped_display_name(info.id, shipped.name, ui_language()),
                        ", ".join(sorted({"en", *shipped.names})))
        return info.name, info.language or ""

    def _source_name(self, source: str) -> str:
        if source == "builtin":
            return self.tr("built-in")
        return SOURCE_NAMES.get(source, source)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- catalogues -----------------------------------------------------------------------
    def refresh(self, current: str | None = None) -> None:
        """Re-read the library's catalogues (after an import), and show the list with id
        ``current`` (the first one when there is none such): only that one's entries are
        built."""
        self._infos = sorted(self.library.infos(),
                             key=lambda i: (i.source != "builtin", i.name.casefold(), i.id))
        self.catalogues.clear()
        shown: QTreeWidgetItem | None = None
        for info in self._infos:
            name, languages = self._names(info)
            item = QTreeWidgetItem([name, str(info.revision),
                                    self._source_name(info.source), languages])
            item.setData(0, Qt.ItemDataRole.UserRole, info.id)
            self.catalogues.addTopLevelItem(item)
            if shown is None and info.id == current:
                shown = item
        for col in range(4):
            self.catalogues.resizeColumnToContents(col)
        if shown is None:
            shown = self.catalogues.topLevelItem(0)
        if shown is not None:
            self.catalogues.setCurrentItem(shown)

    def infos(self) -> list[TeamListInfo]:
        return list(self._infos)

    def select(self, teamlist_id: str) -> None:
        for row, info in enumerate(self._infos):
            item = self.catalogues.topLevelItem(row)
            if info.id == teamlist_id and item is not None:
                self.catalogues.setCurrentItem(item)
                return

    def _on_catalogue_changed(self, current: QTreeWidgetItem | None, _prev: object) -> None:
        self.entries.clear()
        self._entries.clear()
        self.details.clear()
        if current is None:
            return
        info = self._infos[self.catalogues.indexOfTopLevelItem(current)]
        try:
            tl = self.library.load(info.id, info.revision)
        except Exception as exc:  # a damaged cache or file: say so, keep the window usable
            self.details.setPlainText(self.tr("This Team List cannot be read: {error}")
                                      .format(error=exc))
            return
        self._populate_entries(tl)

    def index_rules(self, tl: TeamList) -> dict[str, IndexedRule]:
        """``tl``'s special rules as the reference knows them; an imported catalogue's rules
        the reference does not know join it (searchable in the Rules Reference window, marked
        as in the catalogue's own language)."""
        found = self._indexed.get(tl.id)
        if found is None:
            items = (self.reference.add_teamlist(tl) if tl.origin == "battlescribe"
                     else self.reference.index_teamlist_rules(tl))
            found = self._indexed[tl.id] = {i.rule_id: i for i in items}
        return found

    def _populate_entries(self, tl: TeamList) -> None:
        from app.ui.reference import teamlist_rules_tooltip

        lang = self.language
        self.index_rules(tl)

        def tip(e: Entry) -> str:
            return teamlist_rules_tooltip(tl, e.rules, lang, title=display_name(e, lang),
                                          reference=self.reference)
        for sec in Section:
            found = [e for e in tl.entries if tl.section_of(e) == sec and not e.hidden]
            if not found:
                continue
            cat = tl.index.categories.get(sec.value)
            sec_item = QTreeWidgetItem([section_name(sec.value), "",
                                        allowance_text(cat.constraints) if cat else ""])
            self.entries.addTopLevelItem(sec_item)
            for e in found:
                item = QTreeWidgetItem([display_name(e, lang), _price_text(tl, e),
                                        allowance_text(e.constraints)])
                item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
                item.setToolTip(0, tip(e))
                sec_item.addChild(item)
                self._entries[id(item)] = (tl, e)
            sec_item.setExpanded(True)
        others = [e for e in tl.entries if tl.section_of(e) is None and not e.hidden]
        if others:
            top = QTreeWidgetItem([self.tr("Other entries"), "", ""])
            self.entries.addTopLevelItem(top)
            for e in others:
                item = QTreeWidgetItem([display_name(e, lang), _price_text(tl, e),
                                        allowance_text(e.constraints)])
                item.setToolTip(0, tip(e))
                top.addChild(item)
                self._entries[id(item)] = (tl, e)
        self.entries.resizeColumnToContents(0)

    # -- entry details --------------------------------------------------------------------
    def _on_entry_changed(self, _current: object, _prev: object) -> None:
        self._show_current_entry()

    def _show_current_entry(self) -> None:
        current = self.entries.currentItem()
        found = self._entries.get(id(current)) if current is not None else None
        if found is None:
            self.details.clear()
            return
        self.details.setHtml(self.entry_html(*found))

    def _profile_name(self, tl: TeamList, e: Entry, name: str) -> str:
        """A profile's name in the Team List's words: profiles carry no translations, but a
        profile named as its entry (or as a wargear item, or an entry of the list) has theirs.
        A Squad's profile is one of its models': its model name ("Chaos Cultist")."""
        if name == e.name:
            return model_display_name(e, self.language)
        for entry in (*tl.wargear.values(), *(i.entry for i in tl.index.infos.values())):
            if entry.name == name:
                return display_name(entry, self.language)
        return name

    def _characteristic(self, p: Profile, key: str, value: str) -> str:
        """A profile's characteristic as shown: a weapon's Type, Range and Strength in the
        interface language ("Tir Rapide, Surchauffe", "Gabarit", "Utilisateur"), the others as
        the Team List gives them."""
        if key in ("Type", "Range", "S") and p.type == "weapon":
            # here, not at the top: the window's module is imported at start, the data's YAML
            # reader is not (tests/ui/test_perf_startup.py)
            from app.rules.weapon_types import weapon_type_text

            return weapon_type_text(value, self.language)
        return value

    def entry_html(self, tl: TeamList, e: Entry) -> str:
        lang = self.language
        esc = html.escape
        head = "".join(f"<th>{esc(characteristic_name(k))}</th>"
                       for k, _ in (e.profiles[0].characteristics if e.profiles else ()))
        rows = "".join(
            f"<tr><td>{esc(self._profile_name(tl, e, p.name))}</td>"
            + "".join(f"<td align='center'>{esc(self._characteristic(p, k, v))}</td>"
                      for k, v in p.characteristics)
            + "</tr>"
            for p in e.profiles
        )
        rules = "".join(self._rule_html(tl, tl.index.rules[r])
                        for r in e.rules if r in tl.index.rules)
        gear = ", ".join(esc(display_name(tl.wargear[w], lang))
                         for w in e.wargear if w in tl.wargear)
        opts = "".join(
            f"<li><b>{esc(display_name(g, lang))}</b>: "
            + ", ".join(f"{esc(display_name(i, lang))} "
                        f"({points_int(catalogue_option_price(tl, e.id, i.id))})"
                        for i in g.entries)
            + "</li>"
            for g in e.groups if not g.hidden
        )
        points = self.tr("{points} pts").format(points=points_int(catalogue_price(tl, e.id)))
        wargear_label = self.tr("Wargear")
        rules_label = self.tr("Special rules")
        options_label = self.tr("Options")
        return (
            f"<h2>{esc(display_name(e, lang))}</h2><p>{points}</p>"
            f"<table cellspacing='4'><tr><th></th>{head}</tr>{rows}</table>"
            f"<p><b>{wargear_label}:</b> {gear or '—'}</p>"
            + (f"<p><b>{rules_label}:</b></p><ul>{rules}</ul>" if rules
               else f"<p><b>{rules_label}:</b> —</p>")
            + (f"<p><b>{options_label}:</b></p><ul>{opts}</ul>" if opts else "")
        )

    def _rule_html(self, tl: TeamList, rule: Rule) -> str:
        """One special rule of the details: its name, its text and a "?" link to its entry in
        the Rules Reference. The text: a shipped list's own (translated); an imported catalogue's in
        the reference's words when the reference knows it by name, else as the catalogue gives
        it, marked as in the catalogue's own language."""
        esc = html.escape
        lang = self.language
        indexed = self.index_rules(tl).get(rule.id)
        name, text, note = display_name(rule, lang), display_text(rule, lang), ""
        if indexed is not None and indexed.imported:
            entry = (self.reference.get(indexed.linked) if indexed.linked is not None
                     else None)
            if entry is not None:
                text = entry.text(lang, indexed.value)
                note = self.tr("The rules reference's text ({name}).").format(
                    name=entry.name(lang, indexed.value))
            else:
                note = self.tr("In the catalogue's own language.")
        link = ""
        target = indexed.entry_id if indexed is not None else None
        if target:
            link = (f" <a href='ref:{esc(target)}' title='{esc(self.tr('Rules Reference'))}'>"
                    "?</a>")
        return (f"<li><b>{esc(name)}</b>"
                + (f"<br/>{esc(text)}" if text else "")
                + (f"<br/><i>{esc(note)}</i>" if note else "")
                + f"{link}</li>")

    def _on_anchor_clicked(self, url: QUrl) -> None:
        """A rule's "?": its entry in the Rules Reference window."""
        if url.scheme() != "ref":
            return
        from app.ui.reference import show_reference

        window = show_reference(self.parentWidget() or self)
        window.select(url.path())

    # -- import ---------------------------------------------------------------------------
    def choose_and_import(self) -> None:
        from app.ui.settings import last_folder, remember_folder

        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Import BattleScribe catalogue"), str(last_folder("catalogue")),
            self.tr("BattleScribe files ({patterns})").format(patterns=CATALOGUE_FILTER))
        if paths:
            remember_folder("catalogue", paths[0])
            self.import_files([Path(p) for p in paths])

    def import_files(self, paths: Sequence[Path]) -> Task:
        """Import in a worker thread; a progress dialog shows meanwhile, the report after.

        The dialog's Cancel sets a flag the importer looks at between files and while it
        reads and converts one: the import stops and nothing is written (a cancel that comes
        once the writing has begun lets it finish, which takes a moment).
        """
        self.import_button.setEnabled(False)
        cancel = threading.Event()
        self._cancel = cancel
        self.progress = QProgressDialog(self.tr("Importing %n file(s)…", "", len(paths)),
                                        self.tr("Cancel"), 0, 0, self)
        self.progress.setWindowTitle(self.tr("Import"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(300)
        self.progress.setAutoReset(False)
        self.progress.setAutoClose(False)
        self.progress.canceled.connect(self.cancel_import)
        # Esc rejects the dialog; since Qt 6.3 a dialog's reject eats its close event, so
        # ``canceled`` may not come: the rejection itself cancels too
        self.progress.rejected.connect(self.cancel_import)
        library = self.library

        def work() -> ImportResult:
            result = library.import_files(list(paths), cancel=cancel.is_set,
                                          progress=task.progress)
            prepare_shown(library, result)
            return result

        task = Task(work)
        task.signals.progress.connect(self._on_import_progress)
        task.signals.done.connect(self._on_import_done)
        task.signals.failed.connect(self._on_import_failed)
        self._task = task.start()
        return task

    def cancel_import(self) -> None:
        """Stop the running import (the progress dialog's Cancel): nothing is written."""
        if self._cancel is not None:
            self._cancel.set()  # the dialog hides itself; the report comes when the worker stops

    def _on_import_progress(self, done: int, total: int) -> None:
        progress = self.progress
        if progress is None or (self._cancel is not None and self._cancel.is_set()):
            return
        if progress.maximum() != total:
            progress.setRange(0, total)
        progress.setValue(min(done, total))

    def _finish_import(self) -> None:
        self.import_button.setEnabled(True)
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        self._task = None
        self._cancel = None

    def _on_import_done(self, result: ImportResult) -> None:
        """The list refreshed on the imported catalogues, the last one shown; the report box
        comes in a later turn of the event loop (laying it out takes 15-35 ms: two pieces of
        the GUI thread's time, not one), and ``imported`` once it is open. A 1 ms timer, not
        0: a 0 ms single shot ran in the same pass of the event loop as this call, before the
        timers and paints due meanwhile."""
        self._finish_import()
        if result.cancelled:
            self.last_report = self.tr("The import was cancelled: nothing was imported.")
            self.imported.emit(result)
            return
        self.refresh(result.imported[-1].id if result.imported else None)
        self.last_report = self.report_text(result)
        QTimer.singleShot(1, self, lambda: self._show_report(result))

    def _show_report(self, result: ImportResult) -> None:
        icon = QMessageBox.Icon.Information if result.ok else QMessageBox.Icon.Warning
        box = QMessageBox(icon, self.tr("Import"), self.last_report,
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        details = self.report_details(result)
        if details.strip():
            box.setDetailedText(details)
        self.report_box = box
        box.open()
        self.imported.emit(result)

    def _on_import_failed(self, exc: object) -> None:
        self._finish_import()
        self.last_report = self.tr("The import failed: {error}").format(error=exc)
        self.report_box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Import"),
                                      self.last_report, QMessageBox.StandardButton.Ok, self)
        self.report_box.open()

    def report_text(self, result: ImportResult) -> str:
        """The import report in words (HTML): what was imported, what was refused and why."""
        esc = html.escape
        status = {
            "new": self.tr("new"),
            "new_revision": self.tr("new revision"),
            "unchanged": self.tr("already imported, unchanged"),
            "replaced": self.tr("replaced"),
        }
        parts: list[str] = []
        lines = []
        for item in result.imported:
            report = item.report
            line = self.tr("{name} (revision {revision}): {status}; {entries} entries").format(
                name=esc(item.name), revision=esc(str(item.revision)),
                status=status.get(item.status, item.status), entries=report.entries)
            if report.items:
                line += "<br>" + self.tr(
                    "%n BattleScribe construct(s) could not be expressed and were left out "
                    "(see the details).", "", len(report.items))
            lines.append(f"<li>{line}</li>")
        if lines:
            heading = self.tr("Imported:")
            parts.append(f"<p>{heading}</p><ul>{''.join(lines)}</ul>")
        if result.game_systems:
            parts.append("<p>" + self.tr("Game system: {names}").format(
                names=esc(", ".join(result.game_systems))) + "</p>")
        plines = [f"<li>{esc(problem_text(p.error))}</li>" for p in result.problems]
        if plines:
            heading = self.tr("Not imported:")
            parts.append(f"<p>{heading}</p><ul>{''.join(plines)}</ul>")
        return "".join(parts) or self.tr("Nothing was imported.")

    @staticmethod
    def report_details(result: ImportResult) -> str:
        """The full technical reports (constructs left out, entry by entry; the parser's own
        words on the files not imported)."""
        return "\n".join([*(item.report.to_text() for item in result.imported),
                          *(problem_text(p.error) + (f" ({p.error.detail})" if p.error.detail
                                                      else "") for p in result.problems)])


def prepare_shown(library: CatalogueLibrary, result: ImportResult) -> None:
    """In the import's worker, once the catalogues are in place: read the Team List the window
    shows next (the newest revision of the last one imported, which
    :meth:`TeamListBrowser.refresh` shows) into the library's cache and price its entries
    (:func:`~app.rules.pricing.catalogue_price`, cached with the list), so that the GUI thread
    finds both done (a list's first reading and its prices took it 25-75 ms). Anything that
    goes wrong here is met again, and told, where the window reads the list."""
    if result.cancelled or not result.imported:
        return
    from app.collector import paused_gc

    with contextlib.suppress(Exception), paused_gc():  # no collector pass in a busy worker
        tl = library.load(result.imported[-1].id)
        for e in tl.entries:
            if not e.hidden:
                catalogue_price(tl, e.id)


def ui_language() -> str:
    """The interface language (the one :func:`app.i18n.install_translators` installed)."""
    from app.i18n import current_language

    return current_language()


def problem_text(error: CatalogueFileError) -> str:
    """A file that could not be imported, in words: "file:line: what went wrong" (the parser's
    own, English, detail goes to the report's details)."""
    from app.cli.teamlists import ERRORS

    where = str(error.file)
    if error.line is not None:
        where += f":{error.line}"
    what = QCoreApplication.translate("cli_teamlists", ERRORS.get(error.code, error.code))
    return QCoreApplication.translate("TeamListBrowser", "{file}: {error}").format(
        file=where, error=what)


def shipped_name(teamlist_id: str, name: str) -> str:
    """A Team List's name in the interface language when it is a shipped list (which carries
    French and Russian names); an imported catalogue's ``name`` stays as it is. Loads no Team
    List: the names come from :func:`app.rules.library.shipped_names`."""
    from app.rules.library import shipped_display_name

    return shipped_display_name(teamlist_id, name, ui_language())


def allowance_text(constraints: object) -> str:
    """A min–max allowance from an entry's or category's constraints ("0-3", "1+", "")."""
    lo, hi = 0, None
    for c in constraints:  # type: ignore[attr-defined]
        if c.kind == "min":
            lo = int(c.value)
        else:
            hi = int(c.value)
    if lo == 0 and hi is None:
        return ""
    return f"{lo}-{hi}" if hi is not None else f"{lo}+"
