"""Files in and out of the store from the window: campaign files, Force roster files, backups.

Everything here calls the store behind a wait cursor: on the GUI thread for what takes well
under a second, in a worker thread for what takes longer on a long campaign (backing up,
exporting and importing a campaign file: :func:`app.ui.busy.run_busy`, the window painting
meanwhile). File choosers are Qt's static ``QFileDialog`` functions and questions
``QMessageBox`` ones, so tests replace them; the list of backups is :class:`RestoreDialog`, run
through ``CampaignCommands.run_dialog``.

Restoring a backup needs the database closed: :meth:`ExchangeCommands.restore_backup` closes
the store (releasing its lock), puts the backup in place (the store's ``restore_backup`` takes
the lock itself while it copies), opens the database again (taking the lock again) and hands the
new store to the window (``store_replaced``), which refreshes everything from it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QObject,
    Qt,
    QTime,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QLabel,
    QVBoxLayout,
    QWidget,
)

# The dialogs' own classes (QFileDialog, QMessageBox, QTreeWidget…) are imported where they are
# shown: PySide builds a Qt class's Python enums on its first use, and none of them is needed
# before the main window's first paint.
from app.ui import errors
from app.ui.campaigns.commands import BusyCursor, CampaignCommands
from app.ui.operations import campaign_added, player_added
from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.dates import date_time_text

if TYPE_CHECKING:
    from app.model import Store
    from app.model.db import BackupInfo
    from app.rules.bsdata.ros import RosterItem

CAMPAIGN_SUFFIX = ".forcesheet.json"  # app.model.exchange.CAMPAIGN_SUFFIX (not imported early)
ROSTER_SUFFIX = ".roster.json"


def _split(path: Path, suffix: str) -> tuple[Path, str]:
    """The folder and the name (without ``suffix``) of a chosen file."""
    name = path.name
    for ending in (suffix, ".json"):
        if name.lower().endswith(ending):
            name = name[: -len(ending)]
            break
    return path.parent, name


def _shown(name: str) -> str:
    """A file name as text that can be shown and stored: a name whose bytes are not UTF-8
    (Python keeps them as lone surrogates) gets U+FFFD in their place."""
    try:
        raw = name.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = name.encode("utf-8", "replace")
    return raw.decode("utf-8", "replace")


def _is_ros(path: Path) -> bool:
    """A BattleScribe / New Recruit roster (``.ros``, zipped ``.rosz``)."""
    return path.name.lower().endswith((".ros", ".rosz"))


def _items_text(items: tuple[RosterItem, ...], limit: int = 20) -> str:
    """What could not be placed (or written), one line each, at most ``limit`` lines."""
    from app.i18n.ros_messages import item_reason

    lines = [f"• {i.path}: {item_reason(i)}" for i in items[:limit]]
    if len(items) > limit:
        lines.append("…")
    return "\n".join(lines)


def human_size(size: int) -> str:
    return QLocale().formattedDataSize(size)


class RestoreDialog(QDialog):
    """The backups of the database, newest first (date, why, size); one is chosen."""

    def __init__(self, backups: list[BackupInfo], parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QDialogButtonBox, QTreeWidget, QTreeWidgetItem

        super().__init__(parent)
        self.setObjectName("restore_backup_dialog")
        self.backups = backups
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setColumnCount(3)
        self.items: list[QTreeWidgetItem] = []
        for backup in backups:
            item = QTreeWidgetItem(["", human_size(backup.size), ""])
            item.setData(0, Qt.ItemDataRole.UserRole, str(backup.path))
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(0, str(backup.path))
            self.list.addTopLevelItem(item)
            self.items.append(item)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "history", self.buttons)
        self.list.itemSelectionChanged.connect(self._update_ok)
        self.list.itemDoubleClicked.connect(lambda *_: self.accept())
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        if self.items:
            self.list.setCurrentItem(self.items[0])
        self.resize(560, 360)
        self.retranslate()
        self._update_ok()

    def retranslate(self) -> None:
        from PySide6.QtWidgets import QDialogButtonBox

        self.setWindowTitle(self.tr("Restore a backup"))
        self.intro.setText(self.tr(
            "Choose the backup to put back. The campaign database as it is now is kept beside "
            "it (nothing is deleted), and everything done since that backup will not be shown."))
        self.list.setHeaderLabels([self.tr("Date"), self.tr("Size"), self.tr("Reason")])
        reasons = {"manual": self.tr("by hand"), "daily": self.tr("daily"),
                   "migration": self.tr("before an update")}
        for item, backup in zip(self.items, self.backups, strict=True):
            item.setText(0, self.when(backup))
            item.setText(1, human_size(backup.size))  # "12 KB", "12 Ko", "12 КБ"
            item.setText(2, reasons.get(backup.reason, backup.reason))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Restore…"))
        for column in range(2):
            self.list.resizeColumnToContents(column)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_ok(self) -> None:
        from PySide6.QtWidgets import QDialogButtonBox

        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            self.chosen() is not None)

    @staticmethod
    def when(backup: BackupInfo) -> str:
        """The backup's date and time, local time, as the interface language writes them."""
        moment = backup.created.astimezone()
        when = QDateTime(QDate(moment.year, moment.month, moment.day),
                         QTime(moment.hour, moment.minute, moment.second))
        return date_time_text(when)

    def select(self, row: int) -> None:
        self.list.setCurrentItem(self.items[row])

    def chosen(self) -> BackupInfo | None:
        item = self.list.currentItem()
        if item is None:
            return None
        path = str(item.data(0, Qt.ItemDataRole.UserRole))
        return next((b for b in self.backups if str(b.path) == path), None)


class ExchangeCommands(QObject):
    """The File, Campaign and Tools menu commands that move data in and out of the store."""

    store_replaced = Signal(object)  # the Store opened again after a restore

    def __init__(self, commands: CampaignCommands, window: QWidget) -> None:
        super().__init__(window)
        self.commands = commands
        self.operations = commands.operations
        self.window = window

    @property
    def store(self) -> Store:
        return self.operations.store

    def _folder(self, kind: str) -> Path:
        """Where a file chooser for ``kind`` ("campaign", "roster") starts: the folder used
        last time (kept in the settings), else the documents folder."""
        from app.ui.settings import last_folder

        return last_folder(kind)

    def _remember(self, kind: str, chosen: Path) -> None:
        from app.ui.settings import remember_folder

        remember_folder(kind, chosen.parent)

    def _tell(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(self.window, title, text)

    def _confirm(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self.window, title, text,
                                      QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _save_path(self, title: str, name: str, kinds: str, kind: str) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        chosen, _ = QFileDialog.getSaveFileName(self.window, title,
                                                str(self._folder(kind) / name), kinds)
        if not chosen:
            return None
        self._remember(kind, Path(chosen))
        return Path(chosen)

    def _open_path(self, title: str, kinds: str, kind: str) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        chosen, _ = QFileDialog.getOpenFileName(self.window, title, str(self._folder(kind)),
                                                kinds)
        if not chosen:
            return None
        self._remember(kind, Path(chosen))
        return Path(chosen)

    def _campaign_files(self) -> str:
        return self.tr("Force Sheet campaigns (*{suffix});;All files (*)").format(
            suffix=CAMPAIGN_SUFFIX)

    def _roster_files(self) -> str:
        return self.tr("Force rosters (*{suffix} *.json);;All files (*)").format(
            suffix=ROSTER_SUFFIX)

    def _battlescribe_files(self) -> str:
        return self.tr("BattleScribe / New Recruit rosters (*.rosz *.ros)")

    def _any_roster_files(self) -> str:
        """Force Sheet and BattleScribe rosters (import: both at once, or either)."""
        return self.tr("All rosters (*{suffix} *.json *.rosz *.ros)").format(
            suffix=ROSTER_SUFFIX) + ";;" + self._battlescribe_files() + ";;" + \
            self._roster_files()

    # -- campaign files -----------------------------------------------------------------------
    def export_campaign(self, campaign_id: int) -> Path | None:
        """Write the campaign to one self-contained file (Team Lists included)."""
        from app.model.exchange import safe_filename

        info = self.store.campaign(campaign_id)
        title = self.tr("Export campaign")
        path = self._save_path(title, safe_filename(info.name, CAMPAIGN_SUFFIX),
                               self._campaign_files(), "campaign")
        if path is None:
            return None
        folder, name = _split(path, CAMPAIGN_SUFFIX)
        with BusyCursor():  # in a worker: the window paints meanwhile (seconds at 1,000 games)
            written = self.operations.run(
                lambda: self.store.export_campaign(campaign_id, folder, name or None),
                busy=self.tr("Exporting the campaign…"))
        if written is not None:
            self._tell(title, self.tr(
                "The campaign “{name}” was exported to:\n{path}\n\nImport this file in Force "
                "Sheet on another computer (File ▸ Import campaign…).").format(
                name=info.name, path=written))
        return written

    def import_campaign(self) -> int | None:
        """Import a campaign file as a new campaign; returns its id (the window opens it)."""
        path = self._open_path(self.tr("Import campaign"), self._campaign_files(), "campaign")
        if path is None:
            return None
        file = _shown(path.name)
        with BusyCursor():  # in a worker: the window paints meanwhile
            return self.operations.run(lambda: self.store.import_campaign(path, file),
                                       changes=campaign_added,
                                       busy=self.tr("Importing the campaign…"))

    # -- Force roster files -----------------------------------------------------------------
    def export_force(self, player_id: int) -> Path | None:
        """Write the player's Force as a roster file."""
        from app.model.exchange import safe_filename

        summary = self.store.player_summary(player_id)
        title = self.tr("Export Force (roster)")
        path = self._save_roster_path(title, safe_filename(summary.force_name or summary.name,
                                                           ROSTER_SUFFIX, "force"))
        if path is None:
            return None
        if _is_ros(path):
            return self._export_ros(player_id, path, title, summary.name)
        folder, _name = _split(path, ROSTER_SUFFIX)
        # The store names the file after the Force (never overwriting); it goes in the folder.
        with BusyCursor():
            written = self.operations.run(lambda: self.store.export_force(player_id, folder))
        if written is not None:
            self._tell(title, self.tr("The Force of {player} was exported to:\n{path}").format(
                player=summary.name, path=written))
        return written

    def import_force(self, campaign_id: int, player_id: int | None) -> int | None:
        """Read a roster file: it replaces the Force of ``player_id`` (after a confirmation,
        undoable), or without a player it starts a new player with that Force. Returns the
        player's id, ``None`` when nothing was imported."""
        title = self.tr("Import Force (roster)")
        path = self._open_path(title, self._any_roster_files(), "roster")
        if path is None:
            return None
        file = _shown(path.name)
        try:
            data = path.read_bytes()
        except OSError as exc:
            from app.model import StoreImportError

            errors.show_store_error(self.window, StoreImportError(
                str(exc), file=file, path="$", reason=exc.strerror or str(exc)))
            return None
        if player_id is not None:
            summary = self.store.player_summary(player_id)
            if not self._roster_fits(player_id, data, file, _is_ros(path)):
                return None  # said in words; nothing to replace the Force with
            # an empty Force (a player just added) has nothing to replace: no question
            if summary.models and not self._confirm(title, self.tr(
                    "Replace the Force of {player} with the Force in {file}? The models it has "
                    "now are replaced (Edit ▸ Undo brings them back).").format(
                    player=summary.name, file=file)):
                return None
            if _is_ros(path):
                return self._import_ros_replace(player_id, data, file, title)
            with BusyCursor():
                changes = self.operations.run(
                    lambda: self.store.import_force(player_id, data, file))
            return player_id if changes is not None else None
        return self._import_new_player(campaign_id, data, path)

    def _roster_fits(self, player_id: int, data: bytes, file: str, ros: bool) -> bool:
        """Read and check the roster for the player's Team List before asking anything: a
        file that is no roster, or one of another Team List, is said in words (``False``)."""
        from app.model import StoreError

        try:
            with BusyCursor():
                team_list = self.store.team_list(player_id)
                if ros:
                    from app.model.ros_exchange import ros_force

                    ros_force(data, file, team_list)
                else:
                    from app.model.exchange import roster_force

                    roster_force(data, file, team_list)
        except StoreError as error:
            errors.show_store_error(self.window, error)
            return False
        return True

    def _import_new_player(self, campaign_id: int, data: bytes, path: Path) -> int | None:
        from app.model.exchange import roster_force

        file = _shown(path.name)
        if _is_ros(path):
            return self._import_ros_new(campaign_id, data, path)

        def add() -> int:
            # read and checked completely (uids included) before the store writes anything
            team_list, force = roster_force(data, file)
            name = force.name or _shown(_split(path, ROSTER_SUFFIX)[1])
            return self.store.add_player(campaign_id, name, team_list.id, force.name,
                                         team_list=team_list, force=force)

        with BusyCursor():
            return self.operations.run(add, changes=lambda pid: player_added(campaign_id, pid))

    # -- BattleScribe / New Recruit rosters (app.model.ros_exchange) ---------------------------
    def _save_roster_path(self, title: str, name: str) -> Path | None:
        """The file to export to: a Force Sheet roster, or with the BattleScribe filter (or a
        .rosz/.ros name) a BattleScribe one (a name without that suffix gets .rosz)."""
        from PySide6.QtWidgets import QFileDialog

        ours, theirs = self._roster_files().split(";;"), self._battlescribe_files()
        chosen, kind = QFileDialog.getSaveFileName(
            self.window, title, str(self._folder("roster") / name), ";;".join([ours[0], theirs,
                                                                      *ours[1:]]))
        if not chosen:
            return None
        path = Path(chosen)
        self._remember("roster", path)
        if kind == theirs and not _is_ros(path):
            stem = _split(path, ROSTER_SUFFIX)[1] or path.stem
            path = path.with_name(stem + ".rosz")
        return path

    def _export_ros(self, player_id: int, path: Path, title: str, player: str) -> Path | None:
        from app.model.ros_exchange import export_ros

        zipped = not path.name.lower().endswith(".ros")
        with BusyCursor():
            done = self.operations.run(
                lambda: export_ros(self.store, player_id, path.parent, zipped=zipped))
        if done is None:
            return None
        written, out = done
        text = self.tr("The Force of {player} was exported to:\n{path}\n\nOpen it in "
                       "BattleScribe or New Recruit; its campaign data is in the notes of "
                       "each model.").format(player=player, path=written)
        if out.export.items:
            text += "\n\n" + self.tr("Not written (unknown to its Team List):") + "\n" + \
                _items_text(out.export.items)
        self._tell(title, text)
        return written

    def _tell_unplaced(self, file: str, items: tuple[RosterItem, ...]) -> None:
        if items:
            self._tell(self.tr("Import Force (roster)"), self.tr(
                "Some selections of {file} could not be placed in the Force:").format(file=file)
                + "\n" + _items_text(items))

    def _import_ros_replace(self, player_id: int, data: bytes, file: str,
                            title: str) -> int | None:
        from app.model.ros_exchange import import_ros_force

        with BusyCursor():
            done = self.operations.run(
                lambda: import_ros_force(self.store, player_id, data, file),
                changes=lambda r: r[0])
        if done is None:
            return None
        self._tell_unplaced(file, done[1].items)
        return player_id

    def _import_ros_new(self, campaign_id: int, data: bytes, path: Path) -> int | None:
        from app.model.ros_exchange import ros_force

        file = _shown(path.name)
        found: list[tuple[RosterItem, ...]] = []

        def add() -> int:
            team_list, result = ros_force(data, file)
            found.append(result.items)
            force = result.force
            name = force.name or _shown(path.stem)
            return self.store.add_player(campaign_id, name, team_list.id, force.name,
                                         team_list=team_list, force=force)

        with BusyCursor():
            pid = self.operations.run(add, changes=lambda p: player_added(campaign_id, p))
        if pid is not None and found:
            self._tell_unplaced(file, found[0])
        return pid

    # -- backups --------------------------------------------------------------------------------
    def backup_now(self) -> BackupInfo | None:
        """A verified copy of the database in its backups folder; tells where it is."""
        with BusyCursor():  # in a worker: the window paints meanwhile
            info = self.operations.run(lambda: self.store.backup("manual"),
                                       busy=self.tr("Backing up the campaign database…"))
        if info is not None:
            self._tell(self.tr("Back up the database"), self.tr(
                "A verified backup of the campaign database was written to:\n{path}\n({size})")
                .format(path=info.path, size=human_size(info.size)))
        return info

    def restore_backup(self) -> bool:
        """Choose a backup, confirm, and put it in place of the database (closed meanwhile)."""
        from app.model import find_backups

        title = self.tr("Restore a backup")
        db = Path(self.store.path)
        backups = find_backups(db)
        if not backups:
            self._tell(title, self.tr("There is no backup of {path} yet.").format(path=db))
            return False
        if self.commands._demo_task is not None:  # a worker thread is writing to the store
            self._tell(title, self.tr("Wait until the demo campaign is ready."))
            return False
        dialog = RestoreDialog(backups, self.window)
        if not self.commands.run_dialog(dialog):
            return False
        chosen = dialog.chosen()
        if chosen is None:
            return False
        when = dialog.when(chosen)
        if not self._confirm(title, self.tr(
                "Put the backup of {date} in place of the campaign database? Open Force "
                "windows close. The database as it is now is kept as a file beside it.")
                .format(date=when)):
            return False
        return self._restore(chosen.path, db)

    def _restore(self, backup: Path, db: Path) -> bool:
        from app.model import Store, StoreError, restore_backup

        title = self.tr("Restore a backup")
        for window in list(self.commands.force_windows.values()):
            window.close()  # their documents read the store being closed
            window.deleteLater()
        self.commands.force_windows.clear()
        kept: Path | None = None
        failure: StoreError | OSError | None = None
        reopen_error: StoreError | None = None
        store: Store | None = None
        with BusyCursor():
            self.store.close()  # the lock is released: restore_backup takes it while it copies
            try:
                kept = restore_backup(backup, db)
            except (StoreError, OSError) as exc:
                failure = exc  # the database was not replaced: open it again as it was
            try:
                store = Store.open(db)
            except StoreError as error:
                reopen_error = error
        if store is None:
            if reopen_error is not None:
                errors.show_store_error(self.window, reopen_error)
            self._tell(title, self.tr(
                "The campaign database could not be opened again. Force Sheet closes now; "
                "start it again."))
            self.window.close()
            return False
        self.store_replaced.emit(store)
        if failure is not None:
            if isinstance(failure, StoreError):
                errors.show_store_error(self.window, failure)
            else:
                self._tell(title, self.tr("The backup could not be restored: {error}")
                           .format(error=failure))
            return False
        text = self.tr("The backup was restored.")
        if kept is not None:
            text += "\n" + self.tr("The database as it was is kept as:\n{path}").format(path=kept)
        self._tell(title, text)
        return True
