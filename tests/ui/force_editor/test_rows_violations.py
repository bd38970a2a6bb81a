"""A violation naming every model of a big Force (a section over its maximum names all of
them) costs one comparison per build, not one per row (issue 19: a 1,000-model Force's rows
each compared it, and the names, with their last build's: a third of an edit)."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules import force_edit as fe
from app.rules.library import builtin_teamlists
from app.rules.validation import Validator
from app.rules.violations import Violation
from app.ui.force_editor.rows import RowBuilder
from tests.model.store_helpers import marines


def test_a_violation_of_every_model_is_compared_once_per_build(
        monkeypatch: pytest.MonkeyPatch) -> None:
    tl = builtin_teamlists()["space_marines"]
    force = marines(9, group=False)
    for _ in range(40):  # far more Core models than the section allows
        force = fe.add_model(tl, force, "tactical_marine").force
    validator = Validator(tl)
    builder = RowBuilder(tl, "en")
    report = validator.validate_force(force)
    wide = [v for v in report.violations if len(v.refs) > 30]
    assert wide, [(v.code, len(v.refs)) for v in report.violations]
    builder.build(force, report, None, builder.names(force))
    compared: list[Any] = []
    equal = Violation.__eq__
    monkeypatch.setattr(Violation, "__eq__",
                        lambda a, b: (compared.append(a), equal(a, b))[1])
    built = builder.rows_built
    again = validator.validate_force(force)  # another report, equal violations
    root = builder.build(force, again, None, builder.names(force))
    assert builder.rows_built == built  # every row kept
    assert len(compared) <= len(again.violations) ** 2  # not once per row
    assert sum(1 for r in root.walk() if r.kind == "model") == len(force.models)


def test_models_read_anew_are_compared_field_by_field_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A Force read again (an undo, a reload: equal models, new objects) is compared with the
    last build's field by field once; the next build finds those very objects (a 1,000-model
    Force compared every model's fields at every edit after an undo)."""
    from dataclasses import replace

    from app.rules.force import ForceModel

    tl = builtin_teamlists()["space_marines"]
    force = marines(30, group=False)
    validator = Validator(tl)
    builder = RowBuilder(tl, "en")
    builder.build(force, validator.validate_force(force), None, builder.names(force))
    again = replace(force, models=tuple(replace(m) for m in force.models))  # read anew
    report = validator.validate_force(again)
    compared: list[object] = []
    eq = ForceModel.__eq__
    monkeypatch.setattr(ForceModel, "__eq__",
                        lambda a, b: compared.append(a) or eq(a, b))  # type: ignore[misc]
    builder.build(again, report, None, builder.names(again))
    assert len(compared) == len(force.models) and builder.rows_built == len(force.models)
    compared.clear()
    builder.build(again, report, None, builder.names(again))
    assert compared == [] and builder.rows_built == len(force.models)  # no row made again
