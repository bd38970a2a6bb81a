"""What a campaign's first History tab and first Force window need, made ready in the
background once the main window is up (issue 19: no GUI stall on the first show).

Both read the Team List copies of the campaign's players, and parsing a copy takes 5–15 ms
each (the first History tab of a campaign of four factions stalled the GUI thread for about
50 ms on a quiet machine, and three times that under load). :func:`warm_campaign` reads the
rows of the copies not parsed yet in this process on the GUI thread (two statements, no JSON
decoded) and parses them in a daemon thread that touches no store
(:func:`app.model.store.campaigns.preload_copies`); a copy asked for before its turn is parsed
where it is needed, as before, and the first one cached is the one every store uses.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.model import Store

#: The warm-up threads started so far (tests join them)
THREADS: list[threading.Thread] = []
_frozen: list[bool] = []


_paused: list[bool] = []


def pause_collection() -> None:
    """Start-up of the GUI: no cyclic garbage collection until the main window is first
    painted (:func:`resume_collection`). Imports and the first window make objects that live
    until the end, and the full collection their number set off in the middle of the
    imports walked them all for nothing (20–40 ms of a 500 ms start)."""
    if gc.isenabled():
        gc.disable()
        _paused.append(True)


def resume_collection() -> bool:
    """Collect again, after :func:`pause_collection` (``False``: it was not paused)."""
    if not _paused:
        return False
    _paused.clear()
    gc.enable()
    return True


def freeze_once() -> bool:
    """Once per process, after the first campaign is up and its Team Lists parsed: move every
    object alive into the garbage collector's permanent generation (``gc.freeze``). They are
    the app's modules, classes, Qt wrappers and parsed Team Lists, alive until the end; a full
    collection then no longer walks them, and it walked them on the GUI thread whenever it
    came, in the middle of any action: 60–80 ms on a campaign's window (91,000 objects),
    against < 1 ms after. ``False``: done before."""
    if _frozen:
        return False
    _frozen.append(True)
    gc.freeze()
    return True


def warm_campaign(store: Store, campaign_id: int, *,
                  freeze: bool = False) -> threading.Thread | None:
    """Start parsing the Team List copies of ``campaign_id`` not parsed yet; ``None`` when
    there is none (or the store cannot tell). ``freeze``: then :func:`freeze_once`."""
    if store.closed:
        return None
    rows: list[dict[str, object]] = []
    with contextlib.suppress(Exception):  # only a head start: the views read and tell anyway
        rows = store.unparsed_copies(campaign_id)
    if not rows:
        if freeze:
            freeze_once()
        return None

    def work() -> None:
        from app.model.store.campaigns import preload_copies

        with contextlib.suppress(Exception):  # read again, and told, where it is needed
            preload_copies(rows)
        if freeze:
            freeze_once()

    thread = threading.Thread(target=work, name="forcesheet-warmup", daemon=True)
    THREADS[:] = [t for t in THREADS if t.is_alive()] + [thread]
    thread.start()
    return thread


def join_all(timeout: float = 10.0) -> None:
    """Wait for every warm-up thread (tests, before counting)."""
    for thread in list(THREADS):
        thread.join(timeout)
