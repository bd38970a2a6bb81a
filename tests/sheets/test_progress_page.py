"""The campaign progress page of the campaign PDF (issue 20): the Progress window's charts and
record on paper, from campaign_progress's numbers, in the sheet's language."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.cli import main
from app.model import Store, StoreHistoryError
from app.model.demo import create_demo_campaign
from app.model.progress import METRICS, campaign_progress
from app.sheets import from_store
from app.sheets.data import (
    PROGRESS_METRICS,
    ForceSheet,
    ProgressPlayer,
    ProgressSheet,
    progress_sheet_data,
)
from app.sheets.language import sheet_language
from app.sheets.render import render
from tests.sheets.conftest import pdf_pages, pdf_text

PRINTED = dt.date(2026, 11, 29)
#: The page's titles in English and in French (translations/forcesheet_fr.ts).
TITLES = {
    "en": ("Campaign progress", "Requisition Points (RP)", "Renown", "Base level",
           "Force points", "Record", "Player", "Games", "Wins", "Draws", "Losses",
           "Casualties", "Games played: 2 · won: 2 · drawn: 0 · casualties: 5", "Start",
           "Game", "“Start” is before the first game"),
    "fr": ("Progression de la campagne", "Points de Réquisition (PR)", "Renom",
           "Niveau de Base", "Points de la Force", "Bilan", "Joueur", "Parties", "Victoires",
           "Égalités", "Défaites", "Pertes",
           "Parties jouées : 2 · gagnées : 2 · nulles : 0 · pertes : 5", "Départ", "Partie",
           "« Départ » est avant la première partie"),
}


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    db = tmp_path_factory.mktemp("progress") / "campaigns.db"
    with Store.open(db, daily_backup=False) as store:
        cid = create_demo_campaign(store)
    return db, cid


@pytest.fixture
def store(demo_db: tuple[Path, int]) -> Iterator[Store]:
    with Store.open(demo_db[0], daily_backup=False) as s:
        yield s


def test_the_page_plots_campaign_progress_numbers(store: Store,
                                                  demo_db: tuple[Path, int]) -> None:
    from app.sheets.progress_page import chart_drawing

    cid = demo_db[1]
    progress = campaign_progress(store, cid)
    sheet = from_store.progress_sheet(store, cid, language="en", printed=PRINTED)
    assert PROGRESS_METRICS == METRICS
    assert sheet.campaign == store.campaign(cid).name
    assert sheet.moments == ("Start", *(str(g.number) for g in progress.games))
    assert (sheet.games, sheet.decided, sheet.drawn, sheet.casualties) == (
        len(progress.games), progress.decided, progress.drawn, progress.casualties)
    assert [p.name for p in sheet.players] == [p.name for p in progress.players]
    for printed, known in zip(sheet.players, progress.players, strict=True):
        assert {m: printed.series[m] for m in METRICS} == {m: known.series(m)
                                                           for m in METRICS}
        assert (printed.wins, printed.draws, printed.losses, printed.casualties) == (
            known.wins, known.draws, known.losses, known.casualties)
        assert printed.games == known.wins + known.draws + known.losses
    # what each chart draws: one line per player, its points those numbers
    lang = sheet_language("en")
    for metric in METRICS:
        plot = chart_drawing(sheet, metric, lang, 250, 200).plot
        assert plot.data == [[(x, v) for x, v in enumerate(p.series(metric))]
                             for p in progress.players]
    assert sheet.players[0].series["rp"] == (0, 10, 18)  # the demo's Alice


def test_a_player_who_joined_later_has_a_line_from_then_on() -> None:
    from app.sheets.progress_page import chart_drawing

    class Known:  # campaign_progress's result, as far as the page reads it
        games = tuple(type("G", (), {"number": n})() for n in (1, 2, 3))
        decided, drawn, casualties = 3, 0, 4
        players = (type("P", (), {
            "name": "Late", "wins": 1, "draws": 0, "losses": 1, "casualties": 4,
            "series": staticmethod(lambda m: (None, None, 5, 7))})(),)

    sheet = progress_sheet_data(Known(), language="en")  # type: ignore[arg-type]
    assert sheet.players[0].series["renown"] == (None, None, 5, 7)
    plot = chart_drawing(sheet, "renown", sheet_language("en"), 250, 200).plot
    assert plot.data == [[(2, 5), (3, 7)]]
    gap = ProgressSheet("en", "", "", ("Start", "1", "2", "3"), (ProgressPlayer(
        "Gap", dict.fromkeys(METRICS, (1, None, 2, 3)), 3, 1, 1, 1, 0),), 3, 2, 1, 0)
    plot = chart_drawing(gap, "rp", sheet_language("en"), 250, 200).plot
    assert plot.data == [[(0, 1)], [(2, 2), (3, 3)]]  # no line across the unknown moment


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_campaign_pdf_ends_with_the_progress_page(store: Store, demo_db: tuple[Path, int],
                                                      tmp_path: Path, lang: str) -> None:
    cid = demo_db[1]
    sheets = from_store.campaign_pdf(store, cid, language=lang, printed=PRINTED)
    players = store.players(cid)
    assert [type(s) for s in sheets] == [ForceSheet] * len(players) + [ProgressSheet]
    assert [s.header.player for s in sheets[:-1]] == [  # type: ignore[union-attr]
        p.name for p in players]
    pages = pdf_pages(render(sheets, tmp_path / f"campaign-{lang}.pdf"))
    last = " ".join(pages[-1].split())
    for title in TITLES[lang]:
        assert title in last, title
    for p in players:
        assert p.name in last
    name = store.campaign(cid).name
    date = "29 November 2026" if lang == "en" else "29 novembre 2026"
    footer = TITLES[lang][0] + f" – {name} – {date}"
    assert footer in last
    assert ("Page 1 of 1" if lang == "en" else "Page 1 sur 1") in last
    if lang == "fr":
        assert "Campaign progress" not in last and "Record" not in last


def _campaign_without_games(folder: Path, players: int) -> tuple[Path, int]:
    db = folder / "empty.db"
    with Store.open(db, daily_backup=False) as store:
        cid = store.create_campaign("Nothing played")
        for i in range(players):
            store.add_player(cid, f"Player {i + 1} Дмитриевна", "space_marines" if i % 2
                             else "orks")
    return db, cid


def test_a_campaign_without_games_prints_its_progress_page(tmp_path: Path) -> None:
    db, cid = _campaign_without_games(tmp_path, 7)
    with Store.open(db, daily_backup=False) as store:
        sheets = from_store.campaign_pdf(store, cid, language="en")
        names = [p.name for p in store.players(cid)]
    progress = sheets[-1]
    assert isinstance(progress, ProgressSheet)
    assert progress.moments == ("Start",) and progress.games == 0
    last = " ".join(pdf_pages(render(sheets, tmp_path / "empty.pdf"))[-1].split())
    assert "No game played yet" in last
    assert "Games played: 0 · won: 0 · drawn: 0 · casualties: 0" in last
    assert all(n in last for n in names)
    assert "Requisition Points (RP)" not in last  # no empty charts


def test_without_players_there_is_nothing_to_print(tmp_path: Path) -> None:
    db, cid = _campaign_without_games(tmp_path, 0)
    with Store.open(db, daily_backup=False) as store:
        assert from_store.campaign_pdf(store, cid) == []
        sheet = from_store.progress_sheet(store, cid)  # alone, it still renders
    assert sheet.players == ()
    assert "No game played yet" in pdf_text(render(sheet, tmp_path / "alone.pdf"))


def test_six_and_more_players_each_have_their_own_line(tmp_path: Path) -> None:
    from app.sheets.progress_page import PALETTE, line_style

    styles = [line_style(i) for i in range(24)]
    assert len({(s.color.hexval(), s.dash, s.marker) for s in styles}) == 24
    assert len({s.color.hexval() for s in styles[:8]}) == len(PALETTE) == 8
    assert len({s.dash for s in styles[:6]}) == 6
    names = [f"Player {i}" for i in range(1, 10)]
    sheet = ProgressSheet("en", "today", "Nine", ("Start", "1", "2"), tuple(
        ProgressPlayer(n, dict.fromkeys(METRICS, (i, i + 1, i)), 2, 1, 0, 1, i)
        for i, n in enumerate(names)), 2, 2, 0, 36)
    pages = pdf_pages(render(sheet, tmp_path / "nine.pdf"))
    assert len(pages) == 1
    text = " ".join(pages[0].split())
    # each name twice: in the legend of the charts and in the record
    assert all(text.count(n) >= 2 for n in names)


def test_a_history_that_cannot_be_replayed_prints_the_force_sheets_alone(
        store: Store, demo_db: tuple[Path, int], monkeypatch: pytest.MonkeyPatch) -> None:
    import app.model.progress

    def diverged(*_a: object) -> None:
        raise StoreHistoryError("rows differ", campaign=demo_db[1], what="snapshot")

    monkeypatch.setattr(app.model.progress, "campaign_progress", diverged)
    sheets = from_store.campaign_pdf(store, demo_db[1])
    assert sheets and all(isinstance(s, ForceSheet) for s in sheets)
    with pytest.raises(from_store.SheetSourceError):
        from_store.progress_sheet(store, demo_db[1])


def test_print_all_force_sheets_includes_the_progress_page(
        qtbot, store: Store, demo_db: tuple[Path, int], tmp_path: Path) -> None:
    from app.ui import sheet_export

    cid = demo_db[1]
    job = sheet_export.export_campaign_sheets(None, store, cid, path=tmp_path / "all.pdf",
                                              open_viewer=False, language="fr")
    assert job is not None
    with qtbot.waitSignal(job.finished, timeout=30000):
        pass
    last = " ".join(pdf_pages(tmp_path / "all.pdf")[-1].split())
    assert "Progression de la campagne" in last and "Niveau de Base" in last
    # the file is still named after the Force Sheets
    sheets = from_store.campaign_pdf(store, cid)
    assert sheet_export.default_file_name(sheets) == sheet_export.default_file_name(
        sheets[:-1])


def test_the_cli_campaign_pdf_includes_the_progress_page(demo_db: tuple[Path, int],
                                                         tmp_path: Path) -> None:
    db, cid = demo_db  # opened read-only by the command: the progress replays in memory
    out = tmp_path / "cli.pdf"
    assert main(["--db", str(db), "sheet", "campaign", "--campaign", str(cid), "-o",
                 str(out), "--lang", "en"]) == 0
    last = " ".join(pdf_pages(out)[-1].split())
    assert "Campaign progress" in last and "Force points" in last
    assert "Games played: 2 · won: 2 · drawn: 0 · casualties: 5" in last
