"""The JSON Schema of the Team List file format, generated from :mod:`app.rules.format.spec`.

``python -m app.rules.format.schema > docs/teamlist.schema.json`` regenerates the checked-in
copy; a test keeps them equal.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from typing import Any, Literal, get_args, get_origin

from app.rules.format.checker import _required, iter_fields
from app.rules.format.spec import FORMAT_VERSION, TeamListSpec


def schema() -> dict[str, Any]:
    defs: dict[str, Any] = {}
    root = _type(TeamListSpec, defs)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://forcesheet.invalid/teamlist.schema.json",
        "title": "Force Sheet Team List",
        "description": f"A hand-written Team List, format version {FORMAT_VERSION} (YAML).",
        **root,
        "$defs": dict(sorted(defs.items())),
    }


def _type(tp: Any, defs: dict[str, Any]) -> dict[str, Any]:
    origin = get_origin(tp)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        name = tp.__name__.removesuffix("Spec")
        if name not in defs:
            defs[name] = {}  # placeholder against recursion
            props: dict[str, Any] = {}
            required: list[str] = []
            for fname, ftp, f in iter_fields(tp):
                prop = _type(ftp, defs)
                if "doc" in f.metadata:
                    prop = {"description": f.metadata["doc"], **prop}
                if f.default is not dataclasses.MISSING and f.default is not None:
                    prop["default"] = f.default
                props[fname] = prop
                if _required(f, ftp):
                    required.append(fname)
            body: dict[str, Any] = {
                "type": "object",
                "properties": props,
                "additionalProperties": False,
            }
            if tp.__doc__ and not tp.__doc__.startswith(tp.__name__ + "("):
                body["description"] = " ".join(tp.__doc__.split())
            if required:
                body["required"] = required
            if tp is TeamListSpec:
                return body
            defs[name] = body
        return {"$ref": f"#/$defs/{name}"}
    if origin in (typing.Union, types.UnionType):
        options = [_type(a, defs) for a in get_args(tp)]
        return {"anyOf": options}
    if origin is list:
        (item,) = get_args(tp)
        return {"type": "array", "items": _type(item, defs)}
    if origin is dict:
        key, value = get_args(tp)
        out: dict[str, Any] = {"type": "object", "additionalProperties": _type(value, defs)}
        if get_origin(key) is Literal:
            out["propertyNames"] = {"enum": list(get_args(key))}
        return out
    if origin is Literal:
        return {"enum": list(get_args(tp))}
    simple = {
        str: {"type": "string"},
        int: {"type": "integer"},
        float: {"type": "number"},
        bool: {"type": "boolean"},
        type(None): {"type": "null"},
    }
    return dict(simple[tp])


def main() -> None:
    print(json.dumps(schema(), indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
