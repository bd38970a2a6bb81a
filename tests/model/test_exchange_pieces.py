"""File ▸ Export / Import campaign hold the GIL a piece at a time (the window paints while
their worker runs), and leave nothing behind for the garbage collector: counted, not timed."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from sqlalchemy import Text, select, type_coerce

from app.model import Store, jsonpieces
from app.model import exchange as ex
from app.model.schema import history as HISTORY
from app.model.store import history as hmod
from tests.model.store_helpers import demo_copy


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        yield store, store.campaigns()[0].id


def _file(store: Store, cid: int, tmp_path: Path) -> Path:
    out = tmp_path / "out"
    out.mkdir(exist_ok=True)
    return store.export_campaign(cid, out, "demo")


def test_the_export_writes_the_bytes_json_dumps_wrote(
        demo: tuple[Store, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store, cid = demo
    monkeypatch.setattr(ex, "_now", lambda: "2026-12-06T12:00:00+00:00")
    before = (json.dumps(ex.campaign_document(store, cid), ensure_ascii=False, indent=1)
              + "\n").encode("utf-8")
    assert _file(store, cid, tmp_path).read_bytes() == before
    assert ex.export_campaign_bytes(store, cid) == before
    pieces = list(ex.campaign_pieces(ex.campaign_document(store, cid)))
    assert len(pieces) > 5 and max(map(len, pieces)) < 200_000 < len(before)


def test_the_import_decodes_the_file_in_pieces(
        demo: tuple[Store, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store, cid = demo
    path = _file(store, cid, tmp_path)
    size = len(path.read_bytes())
    whole: list[int] = []
    loads = json.loads

    def counted(text: Any, *args: Any, **kwargs: Any) -> Any:
        whole.append(len(text))
        return loads(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", counted)
    pieces: list[int] = []
    walk = jsonpieces._Walk.value

    def value(self: jsonpieces._Walk, i: int, n: int = 0) -> tuple[Any, int]:
        pieces.append(i)
        return walk(self, i, n)

    monkeypatch.setattr(jsonpieces._Walk, "value", value)
    monkeypatch.setattr(jsonpieces, "MOST_CHARS", 2048)  # (the demo is small: its lists too)
    new = store.import_campaign(path)
    assert store.players(new)
    assert max(whole, default=0) < size // 4  # never json.loads of the file
    assert len(pieces) > 500


def test_the_import_record_is_written_as_the_json_column_writes_it(
        demo: tuple[Store, int], tmp_path: Path) -> None:
    """Its inputs (the campaign as imported) are made in pieces and bound as text on
    SQLite: the same characters as ``json.dumps``; and the statement keeps none of them."""
    store, cid = demo
    new = store.import_campaign(_file(store, cid, tmp_path))
    record = store.history(new)[-1]
    assert record.kind == "campaign_imported" and record.inputs["baseline"]["players"]
    with store._read() as conn:
        text = conn.execute(select(type_coerce(HISTORY.c.inputs, Text)).where(
            HISTORY.c.id == record.id)).scalar_one()
    assert text == json.dumps(record.inputs)
    del record
    gc.collect()
    # (SQLAlchemy's cache of compiled statements kept a statement built with its values)
    assert not [o for o in gc.get_objects() if type(o) is dict and "baseline" in o]
    assert store.replay_check(new).ok


def test_a_history_read_makes_no_reference_cycles(demo: tuple[Store, int]) -> None:
    """A history's records and the pages that read their JSON were one cycle: a campaign's
    history left behind waited for a full collection (100–300 ms at 1,000 games)."""
    store, cid = demo
    count, records = store.history_page(cid, limit=200)
    assert count == len(records) >= 10
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        count, records = store.history_page(cid, limit=200)
        assert [r.entry() for r in records[-5:]] == store.history(cid)[-5:]
        assert records[len(records) // 2].summary is not None
        hmod.read_json(records[:20])
        del records
        assert gc.collect() == 0
        _count, more = store.history_since(cid)
        assert more[-1].inputs is not None
        del more
        assert gc.collect() == 0
    finally:
        if was:
            gc.enable()


def test_the_newest_record_of_an_import_is_not_decoded_to_be_shown(
        demo: tuple[Store, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The History shown after an import asks the import's record for keys it has not
    (``dice``…): answered without decoding its 5 MB; any other question decodes it."""
    store, cid = demo
    monkeypatch.setattr(hmod, "OUTLINE_FROM", 1000)  # (the demo's is 5 MB at 1,000 games)
    new = store.import_campaign(_file(store, cid, tmp_path))
    big: list[int] = []

    def loads(text: str) -> Any:
        if len(text) >= hmod.OUTLINE_FROM:
            big.append(len(text))
        return json.loads(text)

    monkeypatch.setattr(hmod, "json", SimpleNamespace(loads=loads))
    _count, records = store.history_page(new, limit=10)
    record = records[-1]
    assert record.kind == "campaign_imported"
    inputs = record.inputs
    assert inputs.get("dice") is None and "mission" not in inputs
    assert inputs.get("request", {}) == {}
    assert big == []
    assert inputs["file"] == "demo.forcesheet.json" and len(big) == 1
    assert dict(inputs) == store.history(new)[-1].inputs and len(big) == 1
    assert record.entry() == store.history(new)[-1]


def test_an_outline_is_only_for_its_own_text() -> None:
    text = json.dumps({"file": "x", "baseline": {"rows": ["y" * hmod.OUTLINE_FROM]}})
    hmod.outline(text, ["file", "baseline"])
    other = text.replace('"file"', '"dice"')  # the same length, another text
    assert hmod._decode(other)["dice"] == "x"
    assert isinstance(hmod._decode(text), hmod._Outline)
    assert hmod._decode(text) == json.loads(text)
    assert list(hmod._decode(text)) == ["file", "baseline"]


def test_writing_and_reading_rows_takes_turns_with_the_gui_thread(
        demo: tuple[Store, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """sqlite3 lets go of the GIL for every statement and takes it back before a waiting
    thread can: the worker hands it over by a short sleep, every few ms (here: every row)."""
    store, cid = demo
    sleeps: list[float] = []
    monkeypatch.setattr(ex, "time", SimpleNamespace(perf_counter=lambda: 0.0,
                                                    sleep=sleeps.append))
    monkeypatch.setattr(ex, "TURN_EVERY_S", 0.0)
    path = _file(store, cid, tmp_path)
    doc = json.loads(path.read_bytes())
    rows = sum(len(doc[name]) for name in ex._ORDER)
    assert len(sleeps) >= rows - len(doc["rounds"]) - len(doc["history"])  # read
    sleeps.clear()
    store.import_campaign(path)
    assert len(sleeps) >= rows and set(sleeps) == {ex.TURN_S}  # written


def test_the_documents_are_freed_a_piece_at_a_time(
        demo: tuple[Store, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store, cid = demo
    released: list[set[str]] = []
    release = ex.release

    def counted(value: Any, *args: Any) -> None:
        released.append(set(value) if isinstance(value, dict) else {"?"})
        release(value, *args)

    monkeypatch.setattr(ex, "release", counted)
    path = _file(store, cid, tmp_path)
    assert len(released) == 1 and {"history", "models", "team_lists"} <= released[0]
    released.clear()
    store.import_campaign(path)
    assert len(released) == 2  # the import's baseline, then the file's document
    assert {"models", "campaigns"} <= released[0] and "_lists" in released[1]
    released.clear()
    data = path.read_bytes().replace(b'"forcesheet-campaign"', b'"something else"')
    with pytest.raises(ex.StoreImportError):
        store.import_campaign(data, "bad.json")
    assert len(released) == 1  # a file refused too
