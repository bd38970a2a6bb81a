"""A table of many rows laid out a page at a time: the Force Sheet's models table.

When reportlab splits a ``Table`` across pages it builds the rest of the table again, every
cell, every row's position and every style command of *all the rows left*, once or twice a page
(``Table._splitRows``): a 3,000-model Force (245 pages) rebuilt some 370,000 rows, so the PDF's
time grew faster than its pages.

:class:`LongTable` cuts the same pages without that: it holds the whole table (built once, with
its style) and lays out a *window* of it: the header row and, from where the last page stopped,
only as many rows as the page can take and a few more. reportlab splits the window as it split
the rest of the whole table; the window has the same rows, row heights and cell styles, and the
line, background and span commands of that rest, carried from page to page by reportlab's own
code (``Table._splitLineCmds``, ``Table._cr_1_1``) and only cut at the window's last row. So
the part drawn on each page is the very ``Table`` reportlab would have drawn there (the same
PDF), and the rest stays a :class:`LongTable`.

This module imports reportlab: import it only when a sheet is made.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.sheets.reportlab_import import load as _load_reportlab

_load_reportlab()

from reportlab.platypus.flowables import Flowable  # noqa: E402
from reportlab.platypus.tables import Table, TableStyle  # noqa: E402

_FIRST_WINDOW = 40  # body rows of a first window (a page holds 10–40 rows of a sheet)
_MORE = 4  # rows a window has beyond those the last page held
_MARGIN = 1.0  # points: a window is taller than the space by more than the frame's fuzz

# A table's line, background, span and no-split commands (``Table._addCommand`` sorts them).
Commands = tuple[list[Any], list[Any], list[Any], list[Any]]


class _Rows:
    """What the pieces of one long table share: the whole table and its measured rows."""

    def __init__(self, table: Any) -> None:  # a Table (reportlab's stubs leave out its
        self.table: Any = table  # private members: Any here)
        self.heights: list[float | None] = list(table._argH)


class _Commands:
    """Stands for a ``Table`` in reportlab's methods that move its commands to the rest of a
    split table: they read only the attributes set here, and add commands to ``added``."""

    def __init__(self, nrows: int, ncols: int, lines: list[Any]) -> None:
        self._nrows, self._ncols, self._linecmds = nrows, ncols, lines
        self._rowSplitRange = None
        self.added: list[Any] = []

    def _addCommand(self, command: Any) -> None:
        self.added.append(tuple(command))


class LongTable(Flowable):
    """The rows from body row ``start`` on (0: the first row after the header) of a table with
    one header row repeated on every page: a flowable that lays itself out as the ``Table``
    reportlab would make of those rows, building only the rows one page needs. ``commands``:
    those of that rest of the table (the whole table's for ``start`` 0)."""

    def __init__(self, rows: _Rows, start: int = 0, commands: Commands | None = None,
                 page_rows: int = 0) -> None:
        super().__init__()
        table = rows.table
        self._rows = rows
        self._start = start
        self._commands: Commands = commands or (table._linecmds, table._bkgrndcmds,
                                                table._spanCmds, table._nosplitCmds)
        self._window: Any = None  # a Table
        self._window_end = start
        # body rows the last page held: the first window's size, a few rows more
        self._page_rows = page_rows
        self.hAlign = table.hAlign
        self.vAlign = table.vAlign

    @classmethod
    def of(cls, data: Sequence[Sequence[Any]], *, colWidths: Sequence[float],
           rowHeights: Sequence[float | None], style: TableStyle) -> Flowable:
        """The table of ``data`` (its first row the header, repeated on every page): a
        :class:`LongTable`, or the plain ``Table`` when its style has commands for the rows
        where it splits (``splitlast``…), which windows would not carry over."""
        table: Any = Table([list(r) for r in data], colWidths=list(colWidths),
                           rowHeights=list(rowHeights), repeatRows=1, style=style)
        special = any(isinstance(c[1][1], str) or isinstance(c[2][1], str)
                      for cs in (table._linecmds, table._bkgrndcmds, table._spanCmds,
                                 table._nosplitCmds) for c in cs)
        if special or table._srflcmds or table._sircmds or table._rowSplitRange:
            return table  # type: ignore[no-any-return]
        return cls(_Rows(table))

    # -- the window -------------------------------------------------------------------------
    def _body_rows(self) -> int:
        return int(self._rows.table._nrows) - 1

    def _nrows(self) -> int:
        """Rows of the rest of the table this stands for: the header and the body rows left."""
        return 1 + self._body_rows() - self._start

    def _make_window(self, end: int) -> Any:
        """The header and body rows ``start`` to ``end`` (excluded) as one ``Table``."""
        rows = self._rows
        full = rows.table
        start = self._start
        data = [full._cellvalues[0], *full._cellvalues[start + 1:end + 1]]
        heights = [rows.heights[0], *rows.heights[start + 1:end + 1]]
        styles = [full._cellStyles[0], *full._cellStyles[start + 1:end + 1]]
        window: Any = Table(data, colWidths=full._colWidths, rowHeights=heights, repeatRows=1,
                            normalizedData=1, cellStyles=styles, ident=full.ident,
                            longTableOptimize=full._longTableOptimize)
        window.hAlign, window.vAlign = full.hAlign, full.vAlign
        last = end - start  # the window's last row
        nrows = self._nrows()
        for commands in self._commands:
            for command in commands:
                (sc, sr), (ec, er) = command[1:3]
                if sr < 0:
                    sr += nrows
                if er < 0:
                    er += nrows
                if sr <= last:
                    window._addCommand((command[0], (sc, sr), (ec, min(er, last)),
                                        *command[3:]))
        return window

    def _window_for(self, width: float, space: float) -> Any:
        """A window taller than ``space`` (or of every row left), its rows measured."""
        window = self._window
        if window is not None and (self._window_end == self._body_rows()
                                   or window._height > space + _MARGIN):
            return window  # its rows are measured: the space changes nothing in it
        rows = self._rows
        size = max(self._page_rows + self._page_rows // 4 + _MORE if self._page_rows else
                   _FIRST_WINDOW, 2 * (self._window_end - self._start))
        while True:
            end = min(self._body_rows(), self._start + size)
            window = self._make_window(end)
            window.wrap(width, space)
            heights = window._rowHeights
            rows.heights[0] = heights[0]
            rows.heights[self._start + 1:end + 1] = heights[1:]
            if end == self._body_rows() or window._height > space + _MARGIN:
                break
            size *= 2
        self._window, self._window_end = window, end
        return window

    def _rest_commands(self, n: int) -> Commands:
        """The commands of the rest of the table once split before its row ``n``, moved as
        ``Table._splitRows`` moves them (one header row repeated)."""
        lines, backgrounds, spans, no_splits = self._commands
        nrows = self._nrows()
        ncols = int(self._rows.table._ncols)
        split = Table._splitLineCmds(_Commands(nrows, ncols, lines), n)  # type: ignore[attr-defined]
        out: list[list[Any]] = []
        for commands, background in ((split, False), (backgrounds, True), (spans, False),
                                     (no_splits, False)):
            rest = _Commands(nrows, ncols, [])
            Table._cr_1_1(rest, n, nrows, [0], commands, 0,  # type: ignore[attr-defined]
                          _srflMode=background)
            out.append(rest.added)
        return out[0], out[1], out[2], out[3]

    # -- Flowable ---------------------------------------------------------------------------
    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        window = self._window_for(availWidth, availHeight)
        self.width, self.height = window._width, window._height
        return self.width, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:
        window = self._window_for(availWidth, availHeight)
        parts: list[Flowable] = window.split(availWidth, availHeight)
        if len(parts) != 2 or self._window_end == self._body_rows():
            return parts  # the window's rest is the rest of the table
        first: Any = parts[0]
        n = int(first._nrows)
        return [first, LongTable(self._rows, self._start + n - 1, self._rest_commands(n),
                                 page_rows=n - 1)]

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:
        assert self._window is not None, "drawn before it was laid out"
        self._window.drawOn(canvas, x, y, _sW)

    def identity(self, maxLen: int | None = None) -> str:
        whole = self._rows.table.identity(maxLen)
        return f"<LongTable rows {self._start + 1}–{self._body_rows()} of {whole}>"
