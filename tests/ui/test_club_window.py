"""The app on a club's server (issue 22): two windows on one campaign, each seeing the other's
changes within a second; "Connect to a club server…" asks, explains and keeps what was typed."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from app.model import Store
from app.ui.campaigns import club
from app.ui.main_window import MainWindow
from tests import pg
from tests.model.store_helpers import marines
from tests.model.test_seats import Club
from tests.model.test_seats import club as club_seats  # noqa: F401 - a fixture


@pytest.fixture
def server_db() -> Iterator[str]:
    try:
        yield pg.new_database()
    finally:
        pg.drop_databases()


def test_two_laptops_see_each_others_changes(qtbot: QtBot, server_db: str,
                                             shell_window: Callable[[Store], MainWindow]
                                             ) -> None:
    with Store.open(server_db) as setup:
        cid = setup.create_campaign("Club night")
        setup.add_player(cid, "Ann", "space_marines", force=marines())
    a_store, b_store = Store.open(server_db), Store.open(server_db)
    try:
        a, b = shell_window(a_store), shell_window(b_store)
        a.open_campaign(cid)
        b.open_campaign(cid)
        assert a.live._listener is not None and b.live._listener is not None
        assert "Club night" in b.windowTitle()
        assert "@127.0.0.1/fs_test_" in b.windowTitle()  # whose laptop, on which server
        assert ":" not in b.windowTitle().split("@")[0]  # never a password
        a.operations.run(lambda: a_store.rename_campaign(cid, "Vigil Keep"))
        qtbot.waitUntil(lambda: "Vigil Keep" in b.windowTitle(), timeout=3000)
        assert b.live.heard >= 1 and a.live.heard == 0  # a laptop is not told its own
        assert b.live.last.players == frozenset() and b.live.last.campaign_list
        pid = b_store.players(cid)[0].id
        b.operations.run(lambda: b_store.rename_player(pid, "Ann the Bold"))
        qtbot.waitUntil(lambda: a.live.heard >= 1, timeout=3000)
        # only what the change names is refreshed: that player, no game
        assert a.live.last.players == frozenset({pid}) and a.live.last.games == frozenset()
        a.close()
        b.close()
    finally:
        a_store.close()
        b_store.close()


def test_a_file_store_follows_nothing(shell_store: Store,
                                      shell_window: Callable[[Store], MainWindow]) -> None:
    window = shell_window(shell_store)
    assert window.live._listener is None and not window.live._timer.isActive()


def test_connect_dialog_checks_the_address(qtbot: QtBot) -> None:
    dialog = club.ConnectDialog(None, "")
    qtbot.addWidget(dialog)
    assert dialog.url.hasFocus() or dialog.focusWidget() in (dialog.url, None)
    dialog.url.setText("not a server")
    dialog._check()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.error.text()
    dialog.url.setText("postgresql://ann@club.example.org/club")
    assert not dialog.error.text()  # typing clears the message
    dialog._check()
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_connect_opens_the_server_and_remembers_it_without_the_password(
        qtbot: QtBot, server_db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from app.ui.settings import LAST_SERVER, Settings

    answers = [("postgresql://nobody@127.0.0.1:1/club", "x"), (server_db, "")]
    shown: list[str] = []

    def exec_(self: club.ConnectDialog) -> int:
        if not answers:
            return int(QDialog.DialogCode.Rejected)
        url, password = answers.pop(0)
        self.url.setText(url)
        self.password.setText(password)
        self.keep.setChecked(False)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(club.ConnectDialog, "exec", exec_)
    monkeypatch.setattr("app.ui.errors.show_store_error",
                        lambda _parent, error: shown.append(str(error.params.get("reason"))))
    settings = Settings()
    store = club.connect(None, settings)  # type: ignore[arg-type]
    assert store is not None and store.server
    try:
        assert shown == ["server_unreachable"]  # said, then the dialog came back
        saved = settings.get(LAST_SERVER)
        assert saved and ":" not in saved.split("@")[0].split("//")[1]  # no password kept
    finally:
        store.close()


def test_a_campaign_taken_offline_in_the_window_and_synced_back(
        qtbot: QtBot, server_db: str, shell_window: Callable[[Store], MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    monkeypatch.setattr("app.ui.errors.TELL", lambda _p, _t, text, _d: told.append(text))
    from urllib.parse import urlsplit

    def exec_(self: club.ConnectDialog) -> int:
        assert self.url.text() and "@" in self.url.text() and self.url.isReadOnly()
        self.password.setText(urlsplit(server_db).password or "")  # the player types it
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(club.ConnectDialog, "exec", exec_)
    with Store.open(server_db) as setup:
        cid = setup.create_campaign("Club night")
        pid = setup.add_player(cid, "Ann", "space_marines", force=marines())
    server = Store.open(server_db)
    window = shell_window(server)
    try:
        window.open_campaign(cid)
        assert window.acts.take_offline.isEnabled() and not window.acts.sync_server.isEnabled()
        window.take_offline()
        assert not window.store.server and window.live._listener is None
        assert window.acts.sync_server.isEnabled() and not window.acts.take_offline.isEnabled()
        assert "on this laptop" in told[-1]
        window.operations.run(lambda: window.store.rename_player(pid, force_name="Hunters"))
        window.sync_server()
        assert window.store.server and "1 actions were applied" in told[-1]
        assert window.store.player_summary(pid).force_name == "Hunters"
        window.close()
    finally:
        server.close()


def test_a_players_window_offers_only_what_the_player_may_do(
        club_seats: Club,  # noqa: F811 - the fixture imported above
        shell_window: Callable[[Store], MainWindow]) -> None:
    store = Store.open(club_seats.ann)
    try:
        assert store.seat_player == club_seats.ann_id
        window = shell_window(store)
        window.open_campaign(club_seats.cid)
        view = window.campaign_view
        assert not window.acts.new_campaign.isEnabled()
        assert not window.acts.new_player.isEnabled()
        assert not view.add_player_button.isEnabled()
        assert not view.settings_button.isEnabled() and view.settings_button.toolTip()
        assert not view.round_panel.start_button.isEnabled()
        assert view.select_player(club_seats.ben_id)
        assert not view.rename_player_button.isEnabled()
        assert view.select_player(club_seats.ann_id)
        assert view.rename_player_button.isEnabled()  # her own
        assert window.acts.take_offline.isEnabled()
        window.close()
    finally:
        store.close()
    with Store.open(club_seats.organiser) as org:
        assert org.seat_player is None
