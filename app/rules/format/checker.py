"""Check a YAML document against the typed dataclasses of :mod:`spec`, collecting every problem.

YAML is parsed with PyYAML's safe loader only (no tags that build objects, no code), the libyaml
one when it is installed. Each problem carries the line and the path inside the document, so a
list writer can find it.

Hostile files are refused cheaply (issue 14): the composer stops at :data:`MAX_DEPTH` levels of
nesting and :data:`MAX_NODES` values, aliases may not make the document walked bigger than
:data:`MAX_EXPANDED` values (nor refer to the value they are in), and at most
:data:`MAX_PROBLEMS` problems are collected. Such a refusal is a :class:`FileProblems` with
``unusable`` set.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import chain
from typing import Any, Literal, get_args, get_origin, get_type_hints

import yaml
from yaml.constructor import SafeConstructor

#: libyaml's parser when PyYAML was built with it (about ten times faster), else PyYAML's own.
WITH_LIBYAML = bool(getattr(yaml, "__with_libyaml__", False))
BASE_LOADER: type[yaml.SafeLoader] = (
    yaml.CSafeLoader if WITH_LIBYAML else yaml.SafeLoader  # type: ignore[assignment]
)

#: Levels of nesting a Team List may have (the format itself needs 13).
MAX_DEPTH = 32
#: Values (scalars, lists, mappings) in one document; the largest shipped list has 5,645. Each
#: is refused within 2 s: 50,000 take 0.7 s with libyaml, PyYAML alone reads 7 times slower.
MAX_NODES = 50_000 if WITH_LIBYAML else 15_000
#: Values the checker walks once every alias is followed (the shipped Orks: 3,905 → 4,196).
MAX_EXPANDED = MAX_NODES
#: Problems collected before the check stops.
MAX_PROBLEMS = 200


@dataclass(frozen=True, slots=True)
class Problem:
    """One mistake in a file: where it is and what is wrong."""

    file: str
    line: int | None
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.path or '(document)'}: {self.message}"


class FileProblems(Exception):
    """A file that cannot be used; ``problems`` lists every mistake found.

    ``unusable``: the file could not be read as a document at all (unreadable, not UTF-8, too
    large, not YAML, beyond the limits above), rather than a document with mistakes.
    """

    def __init__(self, problems: list[Problem], unusable: bool = False) -> None:
        self.problems = problems
        self.unusable = unusable
        super().__init__("\n".join(str(p) for p in problems))


_MISSING = object()


class _Refused(yaml.YAMLError):
    """A limit of the composer exceeded, with the line of the value concerned."""

    def __init__(self, node: yaml.Node | None, message: str) -> None:
        super().__init__(message)
        self.line = node.start_mark.line + 1 if node is not None else None
        self.message = message


class _TooLarge(ValueError):
    """A whole number beyond 64 bits, as a scalar's value."""


class _Stop(Exception):
    """Ends a check early: too many problems, or a trial that has already failed."""


class LimitedLoader(BASE_LOADER):  # type: ignore[misc,valid-type]
    """The safe loader, counting values and nesting as it composes them.

    Both composers (libyaml's and PyYAML's) call ``descend_resolver`` before each value that
    is not an alias and ``ascend_resolver`` after it, so this stops a deep or huge document
    while it is being read: libyaml's composer recurses in C and would otherwise crash on
    100,000 nested ``[``.
    """

    def __init__(self, stream: str | bytes) -> None:
        super().__init__(stream)
        self.nodes = 0
        self.depth = 0

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        self.nodes += 1
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise _Refused(current_node, f"nested too deeply (more than {MAX_DEPTH} levels)")
        if self.nodes > MAX_NODES:
            raise _Refused(current_node, f"too many values (more than {MAX_NODES:,})")

    def ascend_resolver(self) -> None:
        self.depth -= 1


def compose(text: str | bytes) -> yaml.Node | None:
    """The document's node graph, within the limits above (raises ``yaml.YAMLError``)."""
    loader = LimitedLoader(text)
    try:
        return loader.get_single_node()  # type: ignore[no-any-return]
    finally:
        loader.dispose()


def check_aliases(root: yaml.Node) -> None:
    """Refuse aliases that refer to the value they are in, or that make the document walked
    (every alias followed) bigger than :data:`MAX_EXPANDED` values. Linear in the number of
    distinct values and references, iterative (no recursion)."""
    scalar_cls = yaml.ScalarNode
    size: dict[int, int] = {}  # collections done: their size with every alias followed
    again: dict[int, int] = {}  # references beyond the first (aliases) of a value
    scalars: set[int] = set()
    open_ids: set[int] = {id(root)}  # the collections being walked: the current path
    by_id: dict[int, yaml.Node] = {id(root): root}
    frames: list[tuple[yaml.Node, Iterator[yaml.Node], list[int]]] = []
    if isinstance(root, scalar_cls):
        return
    frames.append((root, _children(root), [1]))
    while frames:
        node, children, total = frames[-1]
        for child in children:
            key = id(child)
            if child.__class__ is scalar_cls:
                if key in scalars:
                    again[key] = again.get(key, 0) + 1
                    by_id[key] = child
                else:
                    scalars.add(key)
                total[0] += 1
            elif key in size:
                again[key] = again.get(key, 0) + 1
                total[0] += size[key]
            elif key in open_ids:
                raise _Refused(child, "an alias refers to the value it is part of")
            else:
                open_ids.add(key)
                by_id[key] = child
                frames.append((child, _children(child), [1]))
                break
        else:
            frames.pop()
            key = id(node)
            open_ids.discard(key)
            size[key] = total[0]
            if frames:
                frames[-1][2][0] += total[0]
    expanded = size[id(root)]
    if expanded > MAX_EXPANDED:
        shared = [(size.get(k, 1) * n, k) for k, n in again.items()]
        worst = by_id[max(shared)[1]] if shared else root
        raise _Refused(worst, f"aliases repeat this value until the document holds "
                              f"{expanded:,} values (at most {MAX_EXPANDED:,})")


def _children(node: yaml.Node) -> Iterator[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return chain.from_iterable(node.value)
    return iter(node.value)


@cache
def _kind(tp: Any) -> str:
    """How :meth:`Checker.check` treats a type of the spec (asked once per type)."""
    origin = get_origin(tp)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return "dataclass"
    if origin in (typing.Union, types.UnionType):
        return "union"
    if origin is list:
        return "list"
    if origin is dict:
        return "dict"
    if origin is Literal:
        return "literal"
    return "plain"


@cache
def _required_fields(tp: type) -> tuple[str, ...]:
    hints = _hints(tp)
    return tuple(name for name, f in _fields(tp).items() if _required(f, hints[name]))


@cache
def _args(tp: Any) -> tuple[Any, ...]:
    return get_args(tp)


@cache
def _hints(tp: type) -> dict[str, Any]:
    return get_type_hints(tp)


@cache
def _fields(tp: type) -> dict[str, dataclasses.Field[Any]]:
    return {f.name: f for f in dataclasses.fields(tp)}


_CONSTRUCTOR = SafeConstructor()
# Scalars only: a scalar node tagged !!map, !!seq, !!set … is not a value of the format.
_SCALARS: dict[str, Callable[[SafeConstructor, yaml.ScalarNode], Any]] = {
    f"tag:yaml.org,2002:{name}": SafeConstructor.yaml_constructors[f"tag:yaml.org,2002:{name}"]
    for name in ("null", "bool", "int", "float", "str", "binary", "timestamp")
}
_STR_TAG = "tag:yaml.org,2002:str"
_NUMBER_TAGS = frozenset({"tag:yaml.org,2002:int", "tag:yaml.org,2002:float"})
#: Whole numbers beyond this are refused (they would overflow a float later).
MAX_INT = 10**15


#: Longest message or path kept in a Problem (a huge value is shown by its start and end).
MAX_MESSAGE = 300


def clip(text: str, limit: int = MAX_MESSAGE) -> str:
    if len(text) <= limit:
        return text
    half = (limit - 1) // 2
    return f"{text[:half]}…{text[-half:]}"


def line_of(obj: object) -> int | None:
    line = getattr(obj, "_line", None)
    return line if isinstance(line, int) else None


class Checker:
    def __init__(self, file: str, *, trial: bool = False) -> None:
        self.file = file
        self.problems: list[Problem] = []
        #: A trial only asks "does it fit?": it stops at its first problem.
        self.trial = trial
        #: Set when the document could not be read at all (see FileProblems.unusable).
        self.unusable = False

    def error(self, node: yaml.Node | int | None, path: str, message: str) -> None:
        if isinstance(node, yaml.Node):
            line: int | None = node.start_mark.line + 1
        else:
            line = node
        self.problems.append(Problem(self.file, line, clip(path), clip(message)))
        if self.trial:
            raise _Stop
        if len(self.problems) >= MAX_PROBLEMS:
            self.problems.append(Problem(self.file, None, "",
                                         f"stopped after {MAX_PROBLEMS} problems"))
            raise _Stop

    def parse(self, text: str | bytes) -> yaml.Node | None:
        try:
            node = compose(text)
            # no anchor, no alias (an alias needs its anchor): nothing to follow
            if node is not None and ("&" in text if isinstance(text, str) else b"&" in text):
                check_aliases(node)
        except _Refused as exc:
            self._refuse(exc.line, exc.message)
            return None
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark
            line = mark.line + 1 if mark is not None else None
            self._refuse(line, f"not valid YAML: {exc.problem}")
            return None
        except yaml.YAMLError as exc:
            self._refuse(None, f"not valid YAML: {exc}")
            return None
        except RecursionError:  # pragma: no cover - MAX_DEPTH stops the composer long before
            self._refuse(None, f"nested too deeply (more than {MAX_DEPTH} levels)")
            return None
        if node is None:
            self._refuse(1, "the file is empty")
        return node

    def _refuse(self, line: int | None, message: str) -> None:
        self.unusable = True
        self.problems.append(Problem(self.file, line, "", clip(message)))

    def check_document(self, node: yaml.Node, tp: Any) -> Any:
        """:meth:`check` of the whole document, ending quietly at :data:`MAX_PROBLEMS`."""
        try:
            return self.check(node, tp, "")
        except _Stop:
            return _MISSING

    def scalar(self, node: yaml.ScalarNode) -> Any:
        if node.tag == _STR_TAG:  # most values: the text as it is
            return node.value
        construct = _SCALARS.get(node.tag)
        if construct is None:
            return yaml.constructor.ConstructorError(
                None, None, f"could not determine a constructor for the tag {node.tag!r}",
                node.start_mark)
        if node.tag in _NUMBER_TAGS and len(node.value) > 64:
            # no number of a Team List is that long; and base 60 ("1:2:3…") is computed in
            # quadratic time: a 1 MB one would take minutes
            return _TooLarge()
        try:
            value = construct(_CONSTRUCTOR, node)
        except yaml.YAMLError as exc:  # e.g. bad base64
            return exc
        except Exception:  # any failure is a value that cannot be read
            # e.g. a 13th month (ValueError); "!!bool maybe" (KeyError), "!!timestamp x"
            # (AttributeError): an explicit tag skips the resolver's checks
            return ValueError(f"not a valid !!{node.tag.rsplit(':', 1)[-1]}")
        if value.__class__ is int and value.bit_length() > 64:
            # 0xfff… or 1:2:3:… (base 60) are not limited like decimal digits: such a number
            # could not even be shown (repr raises beyond 4,300 digits) or made a float
            return _TooLarge()
        return value

    # -- the type walk ------------------------------------------------------------------------
    def check(self, node: yaml.Node, tp: Any, path: str) -> Any:
        """Convert ``node`` to ``tp``; on a mistake record it and return ``_MISSING``."""
        kind = _kind(tp)
        if kind == "plain":
            return self._plain(node, tp, path)
        if kind == "dataclass":
            return self._dataclass(node, tp, path)
        if kind == "union":
            return self._union(node, tp, path)
        if kind == "list":
            if not isinstance(node, yaml.SequenceNode):
                self.error(node, path, f"expected a list, found {_describe(node)}")
                return _MISSING
            (item_tp,) = _args(tp)
            out = [self.check(n, item_tp, f"{path}[{i}]") for i, n in enumerate(node.value)]
            return [v for v in out if v is not _MISSING]
        if kind == "dict":
            if not isinstance(node, yaml.MappingNode):
                self.error(node, path, f"expected a mapping, found {_describe(node)}")
                return _MISSING
            ktp, vtp = _args(tp)
            result: dict[Any, Any] = {}
            for knode, vnode in node.value:
                key = self.check(knode, ktp, path)
                if key is _MISSING:
                    continue
                if key in result:
                    self.error(knode, _join(path, str(key)), "this key appears twice")
                    continue
                value = self.check(vnode, vtp, _join(path, str(key)))
                if value is not _MISSING:
                    result[key] = value
            return result
        if kind == "literal":
            allowed = _args(tp)
            value = self.scalar(node) if isinstance(node, yaml.ScalarNode) else _MISSING
            if value not in allowed:
                if isinstance(value, Exception):
                    shown = _unreadable(value)
                else:
                    shown = repr(value if value is not _MISSING else _describe(node))
                self.error(node, path, f"{shown} is not one of {', '.join(map(str, allowed))}")
                return _MISSING
            return value
        return self._plain(node, tp, path)

    def _dataclass(self, node: yaml.Node, tp: type, path: str) -> Any:
        if not isinstance(node, yaml.MappingNode):
            self.error(node, path, f"expected a mapping, found {_describe(node)}")
            return _MISSING
        hints = _hints(tp)
        fields = _fields(tp)
        values: dict[str, Any] = {}
        seen: set[str] = set()
        for knode, vnode in node.value:
            key = self.scalar(knode) if isinstance(knode, yaml.ScalarNode) else None
            if not isinstance(key, str):
                self.error(knode, path, "keys must be words")
                continue
            if key in seen:
                self.error(knode, _join(path, key), "this key appears twice")
                continue
            seen.add(key)
            if key not in fields:
                near = ", ".join(sorted(fields))
                msg = f"unknown key {key!r} (expected one of: {near})"
                self.error(knode, _join(path, key), msg)
                continue
            value = self.check(vnode, hints[key], _join(path, key))
            if value is not _MISSING:
                values[key] = value
        for name in _required_fields(tp):
            if name not in values and name not in seen:
                self.error(node, _join(path, name), "this key is required")
        try:
            obj = tp(**values)
        except TypeError as exc:  # pragma: no cover - fields are all defaulted
            self.error(node, path, str(exc))
            return _MISSING
        object.__setattr__(obj, "_line", node.start_mark.line + 1)
        return obj

    def _union(self, node: yaml.Node, tp: Any, path: str) -> Any:
        args = _args(tp)
        is_null = isinstance(node, yaml.ScalarNode) and node.tag.endswith(":null")
        if is_null and type(None) in args:
            return None
        alternatives = [a for a in args if a is not type(None)]
        for arg in alternatives:
            if _kind(arg) == "plain":  # no trial needed: a plain value is one conversion
                value, problem = self._convert(node, arg)
                if problem is None:
                    return value
                if len(alternatives) == 1:  # "X or nothing": X's own words
                    self.error(node, path, problem)
                    return _MISSING
                continue
            trial = Checker(self.file, trial=True)
            try:
                value = trial.check(node, arg, path)
            except _Stop:
                continue
            if not trial.problems:
                return value
        names = " or ".join(_type_name(a) for a in args if a is not type(None))
        self.error(node, path, f"expected {names}, found {_describe(node)}")
        return _MISSING

    def _plain(self, node: yaml.Node, tp: Any, path: str) -> Any:
        value, problem = self._convert(node, tp)
        if problem is not None:
            self.error(node, path, problem)
            return _MISSING
        return value

    def _convert(self, node: yaml.Node, tp: Any) -> tuple[Any, str | None]:
        """``(value, None)``, or ``(None, what is wrong)``."""
        if not isinstance(node, yaml.ScalarNode):
            return None, f"expected {_type_name(tp)}, found {_describe(node)}"
        value = self.scalar(node)
        if isinstance(value, _TooLarge):
            return None, f"the number is too large (at most {MAX_INT:,})"
        if isinstance(value, Exception):
            return None, f"expected {_type_name(tp)}, found {_unreadable(value)}"
        cls = value.__class__
        if tp is str:
            # An unquoted 8.1 or 12 is fine where text is expected.
            if cls is str:
                return value, None
            ok = cls is int or cls is float
            value = str(value) if ok else value
        elif tp is bool:
            ok = cls is bool
        elif tp is int:
            ok = cls is int
            if ok and abs(value) > MAX_INT:
                return None, f"the number is too large (at most {MAX_INT:,})"
        elif tp is float:
            ok = cls is int or cls is float
            if ok and not (math.isfinite(value) and abs(value) <= MAX_INT):
                return None, f"expected a number of at most {MAX_INT:,}, found {value!r}"
            value = float(value) if ok else value
        else:  # pragma: no cover - the spec uses only these
            ok = False
        if not ok:
            return None, f"expected {_type_name(tp)}, found {value!r}"
        return value, None


def _unreadable(exc: Exception) -> str:
    if isinstance(exc, _TooLarge):
        return "a number too large"
    reason = getattr(exc, "problem", None) or str(exc)
    return f"a value that cannot be read ({reason})"


def _required(f: dataclasses.Field[Any], tp: Any) -> bool:
    has_default = f.default is not dataclasses.MISSING and f.default is not None
    has_factory = f.default_factory is not dataclasses.MISSING
    optional = type(None) in _args(tp)
    return not (has_default or has_factory or optional)


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _type_name(tp: Any) -> str:
    names = {str: "text", int: "a whole number", float: "a number", bool: "true or false"}
    if tp in names:
        return names[tp]
    if get_origin(tp) is list:
        return "a list"
    if get_origin(tp) is dict or dataclasses.is_dataclass(tp):
        return "a mapping"
    return getattr(tp, "__name__", str(tp))


def _describe(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return repr(node.value)


def iter_fields(tp: type) -> Iterator[tuple[str, Any, dataclasses.Field[Any]]]:
    hints = _hints(tp)
    for f in dataclasses.fields(tp):
        yield f.name, hints[f.name], f
