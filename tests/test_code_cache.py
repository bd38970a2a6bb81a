"""The compiled code of the methods ``dataclasses`` writes, kept between starts
(:mod:`app.code_cache`): the code run is the code Python compiles from the same text, and a
cache file that is not one changes nothing."""

from __future__ import annotations

import dataclasses
import marshal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app import code_cache
from tests.conftest import ROOT


@pytest.fixture()
def cache(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "cache" / "code.marshal"
    code_cache.use_cache(path)
    try:
        yield path
    finally:
        code_cache.use_cache(None)


def _make(name: str) -> type:
    @dataclasses.dataclass(frozen=True, order=True)
    class Made:
        a: int
        b: str = "x"
        c: tuple[int, ...] = dataclasses.field(default=(), compare=False)

    Made.__qualname__ = name
    return Made


def test_a_dataclass_made_with_the_cache_behaves_as_one_made_without(cache: Path) -> None:
    assert code_cache.installed()
    cached = _make("Cached")
    point = cached(1, "y", (2,))
    assert repr(point) == "Cached(a=1, b='y', c=(2,))"
    assert point == cached(1, "y", (3,)) and point < cached(2)
    assert hash(point) == hash(cached(1, "y"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        point.a = 2  # type: ignore[misc]
    assert dataclasses.replace(point, a=5).a == 5
    assert [f.name for f in dataclasses.fields(cached)] == ["a", "b", "c"]
    # the same annotations as the methods Python compiles itself
    del dataclasses.exec  # type: ignore[attr-defined]
    try:
        plain = _make("Plain")
    finally:
        code_cache.install()
    for method in ("__init__", "__repr__", "__eq__", "__lt__", "__hash__", "__setattr__"):
        ours, theirs = getattr(cached, method), getattr(plain, method)
        assert ours.__annotations__ == theirs.__annotations__, method
        assert ours.__code__.co_code == theirs.__code__.co_code, method
        assert ours.__code__.co_flags == theirs.__code__.co_flags, method
        assert ours.__code__.co_filename == theirs.__code__.co_filename
    assert cached.__init__.__code__.co_filename == "<string>"
    # the same text again: compiled once, the code object shared
    again = _make("Again")
    assert again.__init__.__code__ is cached.__init__.__code__
    assert again(1) == again(1) and again(1) != cached(1)


def test_the_code_is_kept_between_starts_and_written_only_when_new(cache: Path) -> None:
    _make("First")
    assert code_cache._CACHE.compiled > 0
    assert code_cache.save_cache() and cache.is_file()
    assert not code_cache.save_cache()  # nothing new since
    code_cache.use_cache(cache)  # the next start
    _make("Second")
    assert code_cache._CACHE.compiled == 0
    assert not code_cache.save_cache()


def test_a_cache_file_that_is_not_one_is_an_empty_cache(cache: Path) -> None:
    _make("Any")
    assert code_cache.save_cache()
    data = cache.read_bytes()
    for broken in (b"", b"not marshal", data[:-7],
                   b"\0\0\0\0" + data[4:],  # another Python's magic number
                   data[:len(code_cache._HEADER)] + marshal.dumps({"key": 1}),
                   data[:len(code_cache._HEADER)] + marshal.dumps([1, 2])):
        cache.write_bytes(broken)
        code_cache.use_cache(cache)
        assert code_cache._CACHE.codes == {}
        _make("Again")
        assert code_cache._CACHE.compiled > 0


def test_the_callers_future_flags_and_namespaces_are_kept(cache: Path) -> None:
    """A text is compiled with the ``__future__`` flags of the code that runs it, as the
    built-in ``exec`` does; given no namespaces, the caller's are used."""
    namespace: dict[str, object] = {}
    code_cache.cached_exec("def f(x: int) -> int: return x", namespace)
    f = namespace["f"]
    assert f.__annotations__ == {"x": "int", "return": "int"}  # type: ignore[attr-defined]
    # (this module has ``from __future__ import annotations``)
    without: dict[str, object] = {}
    exec(compile("import app.code_cache as c\nc.cached_exec('def g(x: int): pass')\n",
                 "<test>", "exec", dont_inherit=True), without)
    assert without["g"].__annotations__ == {"x": int}  # type: ignore[attr-defined]
    assert code_cache.cached_eval("y + 1", {"y": 2}) == 3
    y = 41
    assert code_cache.cached_eval("y + 1") == 42 and y == 41


def test_the_app_installs_it_only_where_nothing_else_is(tmp_path: Path) -> None:
    """In a fresh process: ``dataclasses`` and ``collections`` get the cached ``exec`` and
    ``eval`` and nothing else does; a module with an ``exec`` of its own is left alone."""
    script = (
        "import builtins, collections, dataclasses, sys\n"
        "from app import code_cache\n"
        "dataclasses.exec = print\n"
        "assert not code_cache.install()\n"
        "assert dataclasses.exec is print\n"
        "del dataclasses.exec\n"
        "assert code_cache.install() and code_cache.installed()\n"
        "assert builtins.exec is not code_cache.cached_exec\n"
        "assert collections.eval is code_cache.cached_eval\n"
        "Point = collections.namedtuple('Point', 'x y')\n"
        "assert Point(1, 2) == (1, 2) and Point._make([3, 4]).y == 4\n"
    )
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_texts_no_longer_used_leave_the_file(cache: Path) -> None:
    """An earlier version's texts are written again while they are fewer than those used;
    once most of the file goes unused, only the texts used this time are kept."""
    for n in range(6):  # six different classes: many texts
        exec(f"import dataclasses\n@dataclasses.dataclass(frozen=True)\n"
             f"class Old{n}:\n    a{n}: int\n    b{n}: str = ''\n", {})
    assert code_cache.save_cache()
    before = len(code_cache._CACHE.codes)
    code_cache.use_cache(cache)  # the next version: only one of them is still made
    exec("import dataclasses\n@dataclasses.dataclass(frozen=True)\n"
         "class Old0:\n    a0: int\n    b0: str = ''\n", {})
    assert code_cache._CACHE.compiled == 0
    assert code_cache.save_cache()  # most of the file unused: rewritten
    code_cache.use_cache(cache)
    assert 0 < len(code_cache._CACHE.codes) < before
    exec("import dataclasses\n@dataclasses.dataclass(frozen=True)\n"
         "class Old0:\n    a0: int\n    b0: str = ''\n", {})
    assert code_cache._CACHE.compiled == 0
    assert not code_cache.save_cache()  # everything used: nothing to write
