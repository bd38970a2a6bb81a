# ruff: noqa: E501  (one translatable sentence per line reads best)
"""Words of the Force editor that are not a widget's own: refused edits and action names.

:mod:`app.rules.force_edit` refuses an edit with a code and parameters; :func:`edit_error_text`
turns it into a sentence. :func:`action_text` names a recorded edit (for the undo stack and the
campaign history). Both are marked with ``QT_TRANSLATE_NOOP`` so lupdate finds them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the campaign history names actions without the rules of editing
    from app.rules.force_edit import EditError

ERROR_CONTEXT = "ForceEdit"
ACTION_CONTEXT = "ForceEditAction"

EDIT_ERRORS: dict[str, str] = {
    "edit.unknown_entry": QT_TRANSLATE_NOOP("ForceEdit", "'{entry}' is not in this Team List."),
    "edit.not_recruitable": QT_TRANSLATE_NOOP("ForceEdit", "{entry} cannot be recruited on its own."),
    "edit.unknown_model": QT_TRANSLATE_NOOP("ForceEdit", "That model is not in this Force."),
    "edit.unknown_group": QT_TRANSLATE_NOOP("ForceEdit", "That Group is not in this Force."),
    "edit.nothing_selected": QT_TRANSLATE_NOOP("ForceEdit", "Select one or more models first."),
    "edit.group_full": QT_TRANSLATE_NOOP("ForceEdit", "A Group has at most {max} models: this would make {size}."),
    "edit.group_mixed": QT_TRANSLATE_NOOP("ForceEdit", "A Group holds models of one entry only: {entry} cannot join {group_entry}."),
    "edit.group_not_core": QT_TRANSLATE_NOOP("ForceEdit", "Only Core models form Groups: {entry} is not a Core model."),
    "edit.squad_full": QT_TRANSLATE_NOOP("ForceEdit", "A Squad never grows beyond its starting {max} models."),
    "edit.squad_member": QT_TRANSLATE_NOOP("ForceEdit", "A Squad model stays in its Squad."),
    "edit.squad_split": QT_TRANSLATE_NOOP("ForceEdit", "A Squad cannot be split or dissolved."),
    "edit.split_all": QT_TRANSLATE_NOOP("ForceEdit", "Leave at least one model in the Group to split it."),
    "edit.option_unknown": QT_TRANSLATE_NOOP("ForceEdit", "{entry} is not an option of {model_entry}."),
    "edit.option_count": QT_TRANSLATE_NOOP("ForceEdit", "{entry}: a count of {count} is not possible."),
}

ACTION_NAMES: dict[str, str] = {
    "add_model": QT_TRANSLATE_NOOP("ForceEditAction", "Add {entry}"),
    "add_to_group": QT_TRANSLATE_NOOP("ForceEditAction", "Add a model to {group}"),
    "remove_models": "Remove %n model(s)",  # plural: see _plural_messages
    "rename_model": QT_TRANSLATE_NOOP("ForceEditAction", "Rename a model to {name}"),
    "rename_group": QT_TRANSLATE_NOOP("ForceEditAction", "Rename a Group to {name}"),
    "set_options": QT_TRANSLATE_NOOP("ForceEditAction", "Change the options of {model}"),
    "set_group_options": QT_TRANSLATE_NOOP("ForceEditAction", "Change the options of {group}"),
    "move_to_group": "Move %n model(s) to {group}",  # plural: see _plural_messages
    "form_group": "Form a Group of %n model(s)",  # plural: see _plural_messages
    "split_group": "Split %n model(s) off {group}",  # plural: see _plural_messages
    "dissolve_group": QT_TRANSLATE_NOOP("ForceEditAction", "Dissolve {group}"),
    "correction": QT_TRANSLATE_NOOP("ForceEditAction", "Correct the Force"),
}


def _plural_messages() -> None:  # pragma: no cover - never called: read by lupdate
    """The ``%n`` names of ACTION_NAMES, written as plural translate calls so that lupdate
    makes them plural messages (PySide6 has no ``QT_TRANSLATE_N_NOOP``)."""
    t = QCoreApplication.translate
    t("ForceEditAction", "Remove %n model(s)", "", 1)
    t("ForceEditAction", "Move %n model(s) to {group}", "", 1)
    t("ForceEditAction", "Form a Group of %n model(s)", "", 1)
    t("ForceEditAction", "Split %n model(s) off {group}", "", 1)


class _Params(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _fill(template: str, params: Mapping[str, object], names: Mapping[str, str] | None) -> str:
    shown: dict[str, object] = {}
    for k, v in params.items():
        if isinstance(v, str) and names is not None:
            v = names.get(v, v)
        shown[k] = "—" if v is None else v
    return template.format_map(_Params(shown))


def edit_error_text(err: EditError, names: Mapping[str, str] | None = None) -> str:
    """The sentence for a refused edit; ``names`` maps entry / Group ids to display names."""
    template = QCoreApplication.translate(ERROR_CONTEXT, EDIT_ERRORS.get(err.code, err.code))
    return _fill(template, err.params, names)


def action_text(action: str, inputs: Mapping[str, object],
                names: Mapping[str, str] | None = None) -> str:
    """The name of a recorded edit, e.g. "Add Tactical Marine"."""
    params: dict[str, object] = {}
    count = 1
    for k, v in inputs.items():
        if isinstance(v, list | tuple):
            count = len(v)
        else:
            params[k] = v
    params.setdefault("group", "—")
    source = ACTION_NAMES.get(action, action)
    template = QCoreApplication.translate(ACTION_CONTEXT, source, None, count)
    return _fill(template, params, names)
