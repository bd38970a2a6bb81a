"""Check a YAML document against the typed dataclasses of :mod:`spec`, collecting every problem.

YAML is parsed with PyYAML's safe loader only (no tags that build objects, no code). Each problem
carries the line and the path inside the document, so a list writer can find it.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_origin, get_type_hints

import yaml


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
    """A file that cannot be used; ``problems`` lists every mistake found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


_MISSING = object()


def line_of(obj: object) -> int | None:
    line = getattr(obj, "_line", None)
    return line if isinstance(line, int) else None


class Checker:
    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []
        self._constructor = yaml.SafeLoader("")

    def error(self, node: yaml.Node | int | None, path: str, message: str) -> None:
        if isinstance(node, yaml.Node):
            line: int | None = node.start_mark.line + 1
        else:
            line = node
        self.problems.append(Problem(self.file, line, path, message))

    def parse(self, text: str) -> yaml.Node | None:
        try:
            node = yaml.compose(text, Loader=yaml.SafeLoader)
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark
            line = mark.line + 1 if mark is not None else None
            self.problems.append(Problem(self.file, line, "", f"not valid YAML: {exc.problem}"))
            return None
        except yaml.YAMLError as exc:
            self.problems.append(Problem(self.file, None, "", f"not valid YAML: {exc}"))
            return None
        if node is None:
            self.problems.append(Problem(self.file, 1, "", "the file is empty"))
        return node

    def scalar(self, node: yaml.ScalarNode) -> Any:
        try:
            return self._constructor.construct_object(node, deep=True)
        except yaml.YAMLError as exc:
            return exc

    # -- the type walk ------------------------------------------------------------------------
    def check(self, node: yaml.Node, tp: Any, path: str) -> Any:
        """Convert ``node`` to ``tp``; on a mistake record it and return ``_MISSING``."""
        origin = get_origin(tp)
        if dataclasses.is_dataclass(tp) and isinstance(tp, type):
            return self._dataclass(node, tp, path)
        if origin in (typing.Union, types.UnionType):
            return self._union(node, tp, path)
        if origin is list:
            if not isinstance(node, yaml.SequenceNode):
                self.error(node, path, f"expected a list, found {_describe(node)}")
                return _MISSING
            (item_tp,) = get_args(tp)
            out = [self.check(n, item_tp, f"{path}[{i}]") for i, n in enumerate(node.value)]
            return [v for v in out if v is not _MISSING]
        if origin is dict:
            if not isinstance(node, yaml.MappingNode):
                self.error(node, path, f"expected a mapping, found {_describe(node)}")
                return _MISSING
            ktp, vtp = get_args(tp)
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
        if origin is Literal:
            allowed = get_args(tp)
            value = self.scalar(node) if isinstance(node, yaml.ScalarNode) else _MISSING
            if value not in allowed:
                shown = value if value is not _MISSING else _describe(node)
                self.error(
                    node, path, f"{shown!r} is not one of {', '.join(map(str, allowed))}"
                )
                return _MISSING
            return value
        return self._plain(node, tp, path)

    def _dataclass(self, node: yaml.Node, tp: type, path: str) -> Any:
        if not isinstance(node, yaml.MappingNode):
            self.error(node, path, f"expected a mapping, found {_describe(node)}")
            return _MISSING
        hints = get_type_hints(tp)
        fields = {f.name: f for f in dataclasses.fields(tp)}
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
        for name, f in fields.items():
            if name in values or name in seen:
                continue
            if _required(f, hints[name]):
                self.error(node, _join(path, name), "this key is required")
        try:
            obj = tp(**values)
        except TypeError as exc:  # pragma: no cover - fields are all defaulted
            self.error(node, path, str(exc))
            return _MISSING
        object.__setattr__(obj, "_line", node.start_mark.line + 1)
        return obj

    def _union(self, node: yaml.Node, tp: Any, path: str) -> Any:
        args = get_args(tp)
        is_null = isinstance(node, yaml.ScalarNode) and node.tag.endswith(":null")
        if is_null and type(None) in args:
            return None
        for arg in args:
            if arg is type(None):
                continue
            trial = Checker(self.file)
            value = trial.check(node, arg, path)
            if not trial.problems:
                return value
        names = " or ".join(_type_name(a) for a in args if a is not type(None))
        self.error(node, path, f"expected {names}, found {_describe(node)}")
        return _MISSING

    def _plain(self, node: yaml.Node, tp: Any, path: str) -> Any:
        if not isinstance(node, yaml.ScalarNode):
            self.error(node, path, f"expected {_type_name(tp)}, found {_describe(node)}")
            return _MISSING
        value = self.scalar(node)
        if tp is bool:
            ok = isinstance(value, bool)
        elif tp is int:
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif tp is float:
            ok = isinstance(value, int | float) and not isinstance(value, bool)
            value = float(value) if ok else value
        elif tp is str:
            # An unquoted 8.1 or 12 is fine where text is expected.
            ok = isinstance(value, str | int | float) and not isinstance(value, bool)
            value = str(value) if ok else value
        else:  # pragma: no cover - the spec uses only these
            ok = False
        if not ok:
            self.error(node, path, f"expected {_type_name(tp)}, found {value!r}")
            return _MISSING
        return value


def _required(f: dataclasses.Field[Any], tp: Any) -> bool:
    has_default = f.default is not dataclasses.MISSING and f.default is not None
    has_factory = f.default_factory is not dataclasses.MISSING
    optional = type(None) in get_args(tp)
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
    hints = get_type_hints(tp)
    for f in dataclasses.fields(tp):
        yield f.name, hints[f.name], f
