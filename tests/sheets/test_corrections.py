"""A Force corrected outside step 5 prints a "Corrections" block on its Force Sheet: each
correction's date and reason, in the sheet's language; a Force without any prints none."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.model import Store
from app.model.demo import create_demo_campaign
from app.rules import force_edit as fe
from app.sheets import from_store
from app.sheets.data import Correction, force_sheet_data
from app.sheets.language import SheetLanguage
from app.sheets.render import render
from tests.sheets.conftest import pdf_text

REASON = "The Scout bought after game 1 was never added"


@pytest.fixture(scope="module")
def corrected(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Store, int, int]]:
    folder = tmp_path_factory.mktemp("corrections")
    with Store.open(folder / "campaigns.db", daily_backup=False) as store:
        cid = create_demo_campaign(store)
        players = {p.name: p.id for p in store.players(cid)}
        alice = players["Alice"]
        force = fe.add_model(store.team_list(alice), store.force(alice), "scout").force
        store.correct_force(alice, force, REASON, action="add_model", inputs={"entry": "scout"})
        yield store, alice, players["Bob"]


def test_the_force_sheet_lists_each_correction(corrected: tuple[Store, int, int],
                                               tmp_path: Path) -> None:
    store, alice, bob = corrected
    sheet = from_store.force_sheet(store, alice, language="en")
    [row] = sheet.corrections
    (entry,) = store.corrections(alice)
    day = dt.datetime.fromisoformat(entry.when).astimezone().date()
    assert row.date == SheetLanguage("en").date(day)
    assert row.text == f"Corrected on {row.date}: {REASON}"
    text = pdf_text(render(sheet, tmp_path / "alice.pdf"))
    assert "Corrections" in text and REASON in text and row.date in text
    assert "outside step 5" in text

    plain = from_store.force_sheet(store, bob, language="en")
    assert plain.corrections == ()
    assert "Corrections" not in pdf_text(render(plain, tmp_path / "bob.pdf"))


@pytest.mark.parametrize(("lang", "title", "sentence"), [
    ("fr", "Corrections", "Corrigée le 3 mars 2026\u00a0: "),
    ("ru", "Исправления", "Исправлено 3 марта 2026: "),
])
def test_corrections_are_printed_in_the_sheet_language(
        corrected: tuple[Store, int, int], tmp_path: Path, lang: str, title: str,
        sentence: str) -> None:
    store, alice, _bob = corrected
    language = SheetLanguage(lang)
    sheet = force_sheet_data(store.team_list(alice), store.force(alice),
                             store.player_state(alice), language=language,
                             corrections=[Correction(dt.date(2026, 3, 3), REASON)])
    assert sheet.corrections[0].text == sentence + REASON
    text = pdf_text(render(sheet, tmp_path / f"{lang}.pdf"))
    assert title in text and REASON in text
    assert "outside step 5" not in text
