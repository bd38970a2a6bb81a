"""Sheets from the campaign store, from the command line and from the app (export jobs)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.cli import main
from app.model import Store
from app.model.demo import create_demo_campaign
from app.rules.validation import Validator, points_int
from app.sheets import from_store
from app.sheets.render import render
from tests.sheets.conftest import pdf_pages, pdf_text


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    db = tmp_path_factory.mktemp("store") / "campaigns.db"
    with Store.open(db, daily_backup=False) as store:
        cid = create_demo_campaign(store)
    return db, cid


@pytest.fixture
def store(demo_db: tuple[Path, int]) -> Iterator[Store]:
    with Store.open(demo_db[0], daily_backup=False) as s:
        yield s


def test_force_sheet_from_the_store(store: Store, demo_db: tuple[Path, int],
                                    tmp_path: Path) -> None:
    cid = demo_db[1]
    player = store.players(cid)[0]
    summary = store.player_summary(player.id)
    sheet = from_store.force_sheet(store, player.id, language="en")
    h = sheet.header
    assert (h.player, h.rp, h.renown, h.base_level, h.games_played) == (
        summary.name, summary.rp, summary.renown, summary.base_level, summary.games)
    assert h.campaign == store.campaign(cid).name
    report = Validator(store.team_list(player.id)).validate_force(store.force(player.id))
    assert sheet.total_points == points_int(report.total)
    assert [m.uid for m in sheet.models] == [m.uid for m in store.force(player.id).models]
    dead = [f for f in store.former_models(player.id) if f.status == "dead"]
    assert dead and len(sheet.fallen) == len(dead)
    game = next(g for g in store.games(cid) if g.id == dead[0].game_id)
    assert sheet.fallen[0].game.startswith(f"Game {game.number}: ")
    state = store.player_state(player.id)
    honoured = [m for m in state.models if m.honours and not m.crew]
    assert honoured, "the demo campaign has honours"
    text = pdf_text(render(sheet, tmp_path / "f.pdf"))
    assert summary.name in text and "Fallen" in text


def test_all_force_sheets_of_a_campaign_in_one_pdf(store: Store, demo_db: tuple[Path, int],
                                                   tmp_path: Path) -> None:
    sheets = from_store.campaign_sheets(store, demo_db[1], language="ru")
    players = store.players(demo_db[1])
    assert [s.header.player for s in sheets] == [p.name for p in players]
    pages = pdf_pages(render(sheets, tmp_path / "all.pdf"))
    # Each sheet starts on its own page, numbered within its sheet.
    starts = [p for p in pages if "Page 1 of" in p or "Страница 1 из" in p]
    assert len(starts) == len(players)
    for page, player in zip(starts, players, strict=True):
        assert player.name in page


def test_team_sheet_of_a_recorded_game(store: Store, demo_db: tuple[Path, int],
                                       tmp_path: Path) -> None:
    game = store.games(demo_db[1])[-1]
    pid, other = game.players
    sheet = from_store.team_sheet(store, game.id, pid, language="fr")
    names = {p.id: p.name for p in store.players(demo_db[1])}
    record = store.game_record(game.id)
    assert sheet.opponent == names[other]
    force_uids = {m.uid for m in store.force(pid).models}
    assert [m.uid for m in sheet.models] == [
        u for u in record.player(str(pid)).team if u in force_uids]
    assert sheet.mission  # translated mission name
    text = pdf_text(render(sheet, tmp_path / "t.pdf"))
    assert sheet.mission in text and names[other] in text


def test_team_sheet_errors_are_words(store: Store, demo_db: tuple[Path, int]) -> None:
    pid = store.players(demo_db[1])[0].id
    with pytest.raises(from_store.SheetSourceError, match="No Team is saved"):
        from_store.team_sheet(store, None, pid)
    with pytest.raises(from_store.SheetSourceError, match="999") as raised:
        from_store.force_sheet(store, 999)
    from app.i18n.store_messages import store_message

    assert str(raised.value) == store_message(raised.value.__cause__)  # type: ignore[arg-type]
    with pytest.raises(from_store.SheetSourceError, match="not an id"):
        from_store.force_sheet(store, "abc")


def test_cli_sheets_from_the_store(demo_db: tuple[Path, int], tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    db, cid = demo_db
    with Store.open(db, daily_backup=False) as s:
        players = s.players(cid)
        game = s.games(cid)[-1]
    out = tmp_path / "campaign.pdf"
    assert main(["--db", str(db), "sheet", "campaign", "--campaign", str(cid), "-o",
                 str(out), "--lang", "en"]) == 0
    text = pdf_text(out)
    assert all(p.name in text for p in players)
    force = tmp_path / "force.pdf"
    assert main(["--db", str(db), "sheet", "force", "--campaign", str(cid), "--player",
                 str(players[1].id), "-o", str(force), "--paper", "letter"]) == 0
    assert players[1].name in pdf_text(force)
    team = tmp_path / "team.pdf"
    assert main(["--db", str(db), "sheet", "team", "--campaign", str(cid), "--game",
                 str(game.id), "--player", str(game.players[0]), "-o", str(team)]) == 0
    assert team.stat().st_size > 1000
    assert main(["--db", str(db), "sheet", "force", "--campaign", str(cid), "--player",
                 "999", "-o", str(tmp_path / "x.pdf")]) == 2
    assert "campaign store: " in (said := capsys.readouterr().out) and "999" in said
    assert main(["--db", str(db), "sheet", "force", "--campaign", str(cid + 1), "--player",
                 str(players[0].id), "-o", str(tmp_path / "x.pdf")]) == 2
    assert f"is not in campaign {cid + 1}" in capsys.readouterr().out
    assert not (tmp_path / "x.pdf").exists()


# -- the app's export jobs ---------------------------------------------------------------------
def test_export_force_sheet_renders_in_a_worker_and_opens_the_viewer(
    qtbot, store: Store, demo_db: tuple[Path, int], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from PySide6.QtGui import QDesktopServices

    import app.sheets.render as render_module
    from app.ui import sheet_export

    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()))
    threads: list[threading.Thread] = []
    real_render = render_module.render

    def spy(*args: object, **kwargs: object) -> Path:
        threads.append(threading.current_thread())
        return real_render(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(render_module, "render", spy)
    pid = store.players(demo_db[1])[0].id
    target = tmp_path / "alice.pdf"
    job = sheet_export.export_force_sheet(None, store, pid, path=target, language="ru")
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=20000) as blocker:
        pass
    assert blocker.args == [target]
    assert threads and threads[0] is not threading.main_thread()
    assert opened == [str(target)]
    assert store.player_summary(pid).name in pdf_text(target)
    assert not list(tmp_path.glob(".*.part"))


def test_export_campaign_and_team_sheets(qtbot, store: Store, demo_db: tuple[Path, int],
                                         tmp_path: Path) -> None:
    from app.ui import sheet_export

    cid = demo_db[1]
    job = sheet_export.export_campaign_sheets(None, store, cid, path=tmp_path / "all.pdf",
                                              open_viewer=False, paper="letter")
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=20000):
        pass
    text = pdf_text(tmp_path / "all.pdf")
    assert all(p.name in text for p in store.players(cid))
    game = store.games(cid)[-1]
    job = sheet_export.export_team_sheet(None, store, game.id, game.players[0],
                                         path=tmp_path / "team.pdf", open_viewer=False)
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=20000):
        pass
    assert (tmp_path / "team.pdf").stat().st_size > 1000


def test_export_failure_is_shown_in_words(qtbot, store: Store, demo_db: tuple[Path, int],
                                          tmp_path: Path) -> None:
    from PySide6.QtWidgets import QWidget

    from app.ui import sheet_export

    parent = QWidget()
    qtbot.addWidget(parent)
    pid = store.players(demo_db[1])[0].id
    target = tmp_path / "missing-folder" / "sheet.pdf"
    job = sheet_export.export_force_sheet(parent, store, pid, path=target, open_viewer=False)
    assert job is not None
    with qtbot.waitSignal(job.failed, timeout=20000) as blocker:
        pass
    assert "No such file" in blocker.args[0]
    assert job.error_box is not None and job.error_box.isVisible()
    assert str(target) in job.error_box.text()
    job.error_box.close()
    # A store error (unknown player) is shown at once, and nothing is started.
    assert sheet_export.export_force_sheet(parent, store, 999, path=target) is None
    boxes = [w for w in parent.findChildren(sheet_export.QMessageBox) if w.isVisible()]
    assert any("999" in b.text() for b in boxes)
    for b in boxes:
        b.close()


def test_save_dialog_suggests_a_file_name(qtbot, store: Store, demo_db: tuple[Path, int],
                                          tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                          ) -> None:
    from app.ui import sheet_export

    asked: list[str] = []

    def fake_dialog(parent: object, title: str, suggested: str, filters: str
                    ) -> tuple[str, str]:
        asked.append(suggested)
        return (str(tmp_path / "chosen"), filters)

    monkeypatch.setattr(sheet_export.QFileDialog, "getSaveFileName", fake_dialog)
    pid = store.players(demo_db[1])[0].id
    job = sheet_export.export_force_sheet(None, store, pid, open_viewer=False)
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=20000):
        pass
    force_name = store.player_summary(pid).force_name or store.force(pid).name
    assert Path(asked[0]).name == f"{force_name} - Force Sheet.pdf"
    assert (tmp_path / "chosen.pdf").is_file()  # the extension is added
    monkeypatch.setattr(sheet_export.QFileDialog, "getSaveFileName",
                        lambda *a: ("", ""))
    assert sheet_export.export_force_sheet(None, store, pid) is None  # cancelled


def test_team_sheet_for_the_next_game(demo_db: tuple[Path, int], tmp_path: Path) -> None:
    """With no game id, the Team saved in step 1 for the next game."""
    import shutil

    db = tmp_path / "copy.db"
    shutil.copy(demo_db[0], db)
    with Store.open(db, daily_backup=False) as store:
        cid = demo_db[1]
        player = store.players(cid)[-1]
        uids = [m.uid for m in store.force(player.id).models]
        assert store.save_team(player.id, uids).ok
        sheet = from_store.team_sheet(store, None, player.id, language="en")
        assert [m.uid for m in sheet.models] == uids
        assert sheet.game == f"Game {len(store.games(cid)) + 1}"
        assert sheet.limit == store.player_summary(player.id).team_limit
        assert sheet.opponent == "" and sheet.mission == ""  # a random mission: not rolled yet
        assert not sheet.problems


def test_store_copies_without_rule_texts_take_the_shipped_ones() -> None:
    # Copies stored before issue 8 have no translated rule texts: the sheets take the shipped
    # list's, but only for rules whose English text is unchanged.
    from dataclasses import replace

    from app.rules.library import find_teamlist

    shipped = find_teamlist("space_marines")
    assert shipped is not None
    old = replace(shipped, rules=tuple(
        replace(r, texts={}, text="Changed." if r.id == "scout" else r.text)
        for r in shipped.rules))
    done = from_store.with_shipped_texts(old)
    assert done.index.rules["atskmf"].texts == shipped.index.rules["atskmf"].texts
    assert done.index.rules["atskmf"].texts["fr"]
    assert done.index.rules["scout"].texts == {}
    assert from_store.with_shipped_texts(shipped) is shipped
