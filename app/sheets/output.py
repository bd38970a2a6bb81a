"""Write a PDF without ever leaving half of one under the chosen name (issue 14, point 8).

The sheet is rendered into a temporary file beside the target, named
``.<target name>.<random>.part``, synced, then renamed over the target only when it is complete:
a full disk, a render error or a kill leaves the previous PDF byte for byte as it was. On every
failure the temporary file is removed; at the start of each write, the leftovers of earlier
writes to the same target that were killed (older than :data:`STALE_AFTER` seconds, and the
``.<target name>.part`` of earlier versions) are removed.

This module does not import reportlab until a sheet is rendered.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TypeAlias

from app.paths import fsync_dir

if TYPE_CHECKING:
    from app.sheets.booklet import Booklet
    from app.sheets.data import ForceSheet, ProgressSheet, TeamSheet

Printable: TypeAlias = "ForceSheet | TeamSheet | ProgressSheet | Booklet"
PART_SUFFIX = ".part"
#: A temporary file older than this (seconds) belongs to a write that was killed.
STALE_AFTER = 600
#: Longest target name kept in a temporary file's name, in UTF-8 bytes (names have 255).
_NAME_BYTES = 200


def _cut_utf8(text: str, limit: int) -> str:
    data = text.encode("utf-8", "surrogateescape")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", "ignore")


def part_prefix(target: Path) -> str:
    """The start of the temporary files' names of a write to ``target``."""
    return "." + _cut_utf8(target.name, _NAME_BYTES) + "."


def clean_parts(target: Path, older_than: float = STALE_AFTER) -> list[Path]:
    """Remove what killed writes to ``target`` left behind; returns the files removed.

    Only regular files named like this module's temporary files are removed: the legacy
    ``.<name>.part`` always, ``.<name>.<random>.part`` once older than ``older_than`` seconds
    (a write running meanwhile in another window keeps its file).
    """
    target = Path(target)
    prefix = part_prefix(target)
    legacy = f".{target.name}{PART_SUFFIX}"
    removed: list[Path] = []
    now = time.time()
    try:
        entries = os.scandir(target.parent)
    except OSError:
        return removed
    with entries:
        for entry in entries:
            name = entry.name
            if not (name == legacy or (name.startswith(prefix) and name.endswith(PART_SUFFIX))):
                continue
            try:
                st = entry.stat(follow_symlinks=False)
                if not stat.S_ISREG(st.st_mode):
                    continue
                if name != legacy and now - st.st_mtime < older_than:
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


def _umask() -> int:
    """The process's umask without changing it (``os.umask`` would, for every thread)."""
    with contextlib.suppress(OSError, ValueError), open(
            "/proc/self/status", encoding="ascii", errors="replace") as fh:
        for line in fh:
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    return 0o022


def write_pdf(sheets: Printable | Sequence[Printable], target: Path | str,
              paper: str = "a4") -> Path:
    """Render ``sheets`` to the PDF ``target`` atomically; returns the path written. A
    :class:`~app.sheets.booklet.Booklet` (alone, or the only item) is the rules reference
    booklet. See :func:`write_rendered` for what happens at ``target``."""
    from app.sheets import render as render_module

    items = sheets if isinstance(sheets, Sequence) else [sheets]
    booklet = next((x for x in items if getattr(x, "kind", "") == "booklet"), None)

    def render(tmp: Path) -> None:
        if booklet is not None:
            render_module.render_booklet(booklet, tmp, paper=paper)  # type: ignore[arg-type]
        else:
            render_module.render(sheets, tmp, paper=paper)  # type: ignore[arg-type]

    return write_rendered(target, render)


def write_rendered(target: Path | str, render: Callable[[Path], object]) -> Path:
    """Call ``render(tmp)`` to write a PDF into a temporary file beside ``target``, then sync
    it and rename it over ``target``; returns the path written. Every printable of the app
    (sheets, mission cards, game sheets) is written through here.

    A ``target`` that is a link is followed (the file it points to is replaced, the link
    kept); one that is not a regular file (a folder, a device like ``/dev/zero``, a FIFO) is
    refused. Raises ``OSError`` (disk full, no permission…) with nothing changed at ``target``
    and no temporary file left.
    """
    target = Path(target)
    if target.is_symlink():
        target = Path(os.path.realpath(target))
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
    if mode is not None and not stat.S_ISREG(mode):
        # a device, a FIFO, a socket: never replaced by a file (nor written into)
        raise OSError(errno.EINVAL, "not a regular file", str(target))
    folder = target.parent
    clean_parts(target)
    fd, tmp_name = tempfile.mkstemp(prefix=part_prefix(target), suffix=PART_SUFFIX, dir=folder)
    tmp = Path(tmp_name)
    try:
        try:
            mode = stat.S_IMODE(os.stat(target).st_mode)
        except OSError:
            mode = 0o666 & ~_umask()
        with contextlib.suppress(OSError):  # some file systems have no modes
            os.fchmod(fd, mode)  # mkstemp makes 0600; a PDF is as readable as any file saved
        os.close(fd)
        fd = -1
        render(tmp)
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_dir(folder)
    return target
