"""A club's server in the app (issue 22): "Connect to a club server…" and live refreshes.

:class:`ConnectDialog` asks for the server's address (``postgresql://login@server/database``)
and the login's password (kept in the system keyring when asked, never in the settings file);
:func:`connect` opens the store and hands it to the window. :class:`LiveFollower` polls the
server's change notices (``Store.listener``) twice a second and announces what another laptop
changed through the window's :class:`~app.ui.operations.Operations`, so every view refreshes
as after an action of this laptop.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.ui.widgets.context_help import install_context_help
from app.ui.widgets.theme import tint

if TYPE_CHECKING:
    from app.model import Store
    from app.ui.operations import Operations
    from app.ui.settings import Settings

POLL_MS = 500


class ConnectDialog(QDialog):
    """The server's address and the login's password."""

    def __init__(self, parent: QWidget | None = None, url: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Connect to a club server"))
        self.url = QLineEdit(url)
        self.url.setPlaceholderText("postgresql://login@server/club")
        self.url.setMinimumWidth(380)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("kept in the keyring, or asked"))
        self.keep = QCheckBox(self.tr("&Keep the password in this computer's keyring"))
        self.keep.setChecked(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setObjectName("error")
        tint(self.error, "error")
        intro = QLabel(self.tr(
            "The campaigns of a club's PostgreSQL server: everyone's changes appear on every "
            "laptop within a second. Your organiser gives you the address and your login."))
        intro.setWordWrap(True)
        from PySide6.QtWidgets import QDialogButtonBox, QFormLayout  # (once connecting)

        form = QFormLayout()
        form.addRow(self.tr("&Address:"), self.url)
        form.addRow(self.tr("&Password:"), self.password)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Connect"))
        self.buttons.accepted.connect(self._check)
        self.buttons.rejected.connect(self.reject)
        self.context_help = install_context_help(self, "club", self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.keep)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.url.textChanged.connect(lambda _t: self.error.clear())
        (self.password if url else self.url).setFocus()

    def _check(self) -> None:
        from app.model import StoreError
        from app.model import server as srv

        try:
            srv.server_url(self.url.text().strip())
        except StoreError:
            self.error.setText(self.tr(
                "Write the address as postgresql://login@server/database."))
            self.url.setFocus()
            return
        self.accept()


def connect(parent: QWidget, settings: Settings) -> Store | None:
    """Ask for a server and open it; ``None`` when cancelled or refused (said in words, the
    dialog shown again with what was typed)."""
    from app.model import Store, StoreError
    from app.model import db as dbmod
    from app.model import server as srv
    from app.ui.errors import show_store_error
    from app.ui.settings import LAST_SERVER

    dialog = ConnectDialog(parent, settings.get(LAST_SERVER))
    while dialog.exec() == QDialog.DialogCode.Accepted:
        address = dialog.url.text().strip()
        password = dialog.password.text() or None
        try:
            store = Store._open_server(address, dbmod.MIGRATIONS, password=password)
        except StoreError as error:
            show_store_error(dialog, error)
            continue
        if password and dialog.keep.isChecked():
            srv.keep_password(address, password)
        settings.set(LAST_SERVER, srv.redact(address))
        return store
    return None


class LiveFollower(QObject):
    """Follows another laptop's changes on a server store: polls its notices and announces
    the Changes of each campaign they name (one refresh per campaign per poll)."""

    def __init__(self, operations: Operations, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.operations = operations
        self._listener: Any = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.poll)
        #: Notices handled so far, and the last Changes announced (the tests look at them).
        self.heard = 0
        self.last: Any = None

    def follow(self, store: Store) -> None:
        self.stop()
        if not store.server:
            return
        from app.model import StoreError

        try:
            self._listener = store.listener()
        except StoreError:
            return  # no notices (the server refused LISTEN): the views refresh on actions
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        if self._listener is not None:
            self._listener.close()
            self._listener = None

    def poll(self) -> None:
        if self._listener is None:
            return
        notices = self._listener.poll_notices()
        if not notices:
            return
        from app.model import Changes

        self.heard += len(notices)
        store = self.operations.store
        named: dict[int, Changes] = {}
        everything: set[int] = set()
        for n in notices:  # one refresh per campaign, naming what the notices name
            if n.players is None or n.games is None:
                everything.add(n.campaign)
                continue
            mine = Changes(campaigns=frozenset({n.campaign}), players=n.players,
                           games=n.games, history=frozenset({n.campaign}),
                           campaign_list=n.campaign_list)
            kept = named.get(n.campaign)
            named[n.campaign] = mine if kept is None else kept.merge(mine)
        for cid in everything:
            try:
                named[cid] = store.everything_changed(cid)
            except Exception:  # the campaign was deleted meanwhile: the list refreshes
                named[cid] = Changes(campaigns=frozenset({cid}), campaign_list=True)
        for changes in named.values():
            self.last = changes
            self.operations.notify(changes, undo=False)


def take_offline(parent: QWidget, store: Store, campaign_id: int) -> Store | None:
    """Campaign ▸ Take this campaign offline: copy it to this laptop and open the copy
    (``None``: refused, said in words)."""
    from app.model import Store as StoreClass
    from app.model import StoreError, offline
    from app.ui.busy import run_busy
    from app.ui.errors import TELL, show_store_error

    label = QCoreApplication.translate("Club", "Copying the campaign to this laptop…")
    try:
        path = run_busy(parent, label, lambda: offline.take_offline(store, campaign_id))
        local = StoreClass.open(path, daily_backup=False)
    except StoreError as error:
        show_store_error(parent, error)
        return None
    TELL(parent, QCoreApplication.translate("Club", "Offline"),
         QCoreApplication.translate(
             "Club", "The campaign is now on this laptop ({file}). Play on: everything you "
             "do is kept as actions, and File ▸ Sync with the club server puts them on the "
             "server when you are back.").format(file=path), "")
    return local


def sync_back(parent: QWidget, local: Store) -> Store | None:
    """File ▸ Sync with the club server: connect, replay the offline actions, say what was
    applied and what the rules now refuse; the server store when it worked (else ``None``,
    the offline copy kept as it is)."""
    from app.model import Store as StoreClass
    from app.model import StoreError, offline
    from app.model import db as dbmod
    from app.ui.busy import run_busy
    from app.ui.errors import TELL, show_store_error

    link = offline.link_of(local)
    if link is None:
        return None
    dialog = ConnectDialog(parent, str(link["url"]))
    dialog.url.setReadOnly(True)
    while dialog.exec() == QDialog.DialogCode.Accepted:
        password = dialog.password.text() or None
        try:
            server = StoreClass._open_server(str(link["url"]), dbmod.MIGRATIONS,
                                             password=password)
        except StoreError as error:
            show_store_error(dialog, error)
            continue
        label = QCoreApplication.translate("Club", "Putting the offline actions on the server…")
        try:
            report = run_busy(parent, label, functools.partial(offline.sync, local, server))
        except StoreError as error:
            server.close()
            show_store_error(parent, error)
            return None
        text = QCoreApplication.translate(
            "Club", "{applied} actions were applied on the server; {skipped} were already "
            "there.").format(applied=report.applied, skipped=report.skipped)
        if report.refused:
            text += "\n\n" + QCoreApplication.translate(
                "Club", "The rules now refuse these, so they were not applied (the offline "
                "copy keeps them: do them again by hand if they still apply):")
            for r in report.refused:
                text += "\n• " + QCoreApplication.translate(
                    "Club", "action {seq} ({kind}): {reason}").format(
                        seq=r.seq, kind=r.kind, reason=r.reason)
        TELL(parent, QCoreApplication.translate("Club", "Synced"), text, "")
        return server
    return None
