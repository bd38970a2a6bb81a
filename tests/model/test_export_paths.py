"""Export names and folders (issue 14, point 10): names limited in UTF-8 bytes, any existing
name taken (a dangling link included) and never overwritten, a missing or non-folder target a
clear ``StoreError`` (``what="export"``), no temporary file left on a failure."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.model import Store, StoreDiskFullError, StoreError
from app.model.exchange import (
    CAMPAIGN_SUFFIX,
    MAX_NAME_BYTES,
    ROSTER_SUFFIX,
    export_path,
    safe_filename,
)
from tests.model.store_helpers import demo_copy


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[tuple[Store, int]]:
    with Store.open(demo_copy(tmp_path), daily_backup=False) as store:
        yield store, store.campaigns()[0].id


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


WIDE = st.one_of(st.characters(min_codepoint=0x800, max_codepoint=0xD7FF),
                 st.characters(min_codepoint=0xE000, max_codepoint=0x10FFFF))


@given(st.one_of(st.text(max_size=400), st.text(WIDE, min_size=60, max_size=200)),
       st.sampled_from(["", ".json", CAMPAIGN_SUFFIX, ROSTER_SUFFIX]))
@settings(max_examples=300, deadline=None)
def test_safe_filename_fits_in_bytes(name: str, suffix: str) -> None:
    result = safe_filename(name, suffix)
    data = result.encode("utf-8")  # never a lone surrogate: encodable
    assert len(data) <= MAX_NAME_BYTES
    assert len(f"{result[: -len(suffix) or None]} (9999){suffix}".encode()) <= 255
    assert "/" not in result and "\x00" not in result and result.endswith(suffix)


def test_80_cjk_characters_are_cut_on_a_character_boundary() -> None:
    result = safe_filename("漢" * 80, CAMPAIGN_SUFFIX)  # 240 bytes before the suffix
    assert len(result.encode("utf-8")) <= MAX_NAME_BYTES
    assert set(result[: -len(CAMPAIGN_SUFFIX)]) == {"漢"}
    assert safe_filename("x\ud800y", ".json") == "x_y.json"


def test_exports_named_in_80_cjk_characters(demo: tuple[Store, int], tmp_path: Path) -> None:
    """Before: ``OSError: [Errno 36] File name too long``."""
    store, cid = demo
    folder = tmp_path / "out"
    folder.mkdir()
    store.rename_campaign(cid, "漢" * 80)
    first = store.export_campaign(cid, folder)
    second = store.export_campaign(cid, folder)
    assert first.exists() and second.name.endswith(f" (2){CAMPAIGN_SUFFIX}")
    pid = store.players(cid)[0].id
    store.rename_player(pid, force_name="Отряд" * 40)
    roster = store.export_force(pid, folder)
    assert roster.exists() and len(roster.name.encode()) <= MAX_NAME_BYTES


def test_a_dangling_link_at_the_export_name_is_taken(demo: tuple[Store, int],
                                                     tmp_path: Path) -> None:
    """Before: "The campaign database reported an error" (the link was followed)."""
    store, cid = demo
    folder = tmp_path / "out"
    folder.mkdir()
    name = store.campaign(cid).name
    link = folder / safe_filename(name, CAMPAIGN_SUFFIX)
    target = tmp_path / "elsewhere" / "victim.json"
    link.symlink_to(target)
    path = store.export_campaign(cid, folder)
    assert path.name == safe_filename(name, "") + f" (2){CAMPAIGN_SUFFIX}"
    assert link.is_symlink() and not target.exists() and not target.parent.exists()
    assert export_path(folder, name, CAMPAIGN_SUFFIX).name.endswith(f" (3){CAMPAIGN_SUFFIX}")
    pid = store.players(cid)[0].id
    summary = store.player_summary(pid)
    roster_link = folder / safe_filename(summary.force_name or summary.name, ROSTER_SUFFIX)
    roster_link.symlink_to(target)
    roster = store.export_force(pid, folder)
    assert roster.name.endswith(f" (2){ROSTER_SUFFIX}") and not target.exists()
    assert not [n for n in names(folder) if n.endswith(".tmp")]


def test_a_name_taken_meanwhile_is_not_overwritten(demo: tuple[Store, int], tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    store, cid = demo
    folder = tmp_path / "out"
    folder.mkdir()
    name = safe_filename(store.campaign(cid).name, CAMPAIGN_SUFFIX)
    real_lexists = os.path.lexists

    def late(path: str | os.PathLike[str]) -> bool:  # the name is free when looked at, taken just after
        if Path(str(path)).name == name and not real_lexists(path):
            (folder / name).write_text("someone else's")
            return False
        return real_lexists(path)

    monkeypatch.setattr(os.path, "lexists", late)
    path = store.export_campaign(cid, folder)
    assert (folder / name).read_text() == "someone else's"
    assert path.name.endswith(f" (2){CAMPAIGN_SUFFIX}")


def test_without_hard_links_the_export_is_renamed_into_place(
        demo: tuple[Store, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """FAT and some network folders have no hard links."""
    store, cid = demo

    def no_link(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_link)
    path = store.export_campaign(cid, tmp_path)
    assert path.read_bytes().startswith(b"{") and not [
        n for n in names(tmp_path) if n.endswith(".tmp")]


@pytest.mark.parametrize("kind", ["missing", "a file", "a link loop"])
def test_export_into_what_is_not_a_folder(demo: tuple[Store, int], tmp_path: Path,
                                          kind: str) -> None:
    store, cid = demo
    box = tmp_path / "box"
    box.mkdir()
    target = box / "target"
    if kind == "a file":
        target.write_text("x")
    elif kind == "a link loop":
        target.symlink_to(target)
    exports: list[Callable[[], Path]] = [
        lambda: store.export_campaign(cid, target),
        lambda: store.export_force(store.players(cid)[0].id, target)]
    for export in exports:
        with pytest.raises(StoreError) as info:
            export()
        assert info.value.params["what"] == "export"
        assert info.value.params["folder"] == str(target) and info.value.params["error"]
    assert names(box) == ([] if kind == "missing" else ["target"])


def test_a_full_disk_leaves_no_temporary_file(demo: tuple[Store, int], tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    store, cid = demo
    folder = tmp_path / "out"
    folder.mkdir()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(StoreDiskFullError):
        store.export_campaign(cid, folder)
    assert names(folder) == []
