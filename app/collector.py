"""The cyclic garbage collector paused around work that makes many objects and keeps them.

Reading a Team List or a catalogue, reading a whole history, laying out a PDF, a store call in
a busy worker: each allocates hundreds of thousands of objects that stay alive until the work
is done (reference counting frees them, or they make few cycles), and every full collection
their number sets off walks them all again for nothing, more of them the longer the list, the
history or the Force (the conversion of the 19 HoR catalogues took twice as long, a
1,000-game history read grew as records^1.2, a 3,000-model sheet spent 20–30 % of its time
there). A pass holds the GIL whatever thread runs it, so one in a worker stalls the GUI thread
too. Whatever cycles the work leaves are collected by the next pass after it.

The collector is put back as it was, even on an error; nested uses are fine. It is one switch
for the whole process: two threads overlapping may turn it on before the later one is done.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["paused_gc"]


@contextmanager
def paused_gc() -> Iterator[None]:
    """No automatic cyclic collection inside; the collector as it was afterwards."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
