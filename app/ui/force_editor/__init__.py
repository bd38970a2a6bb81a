"""The Force editor: a Force as a tree with live validation (see ``editor.py``).

The names below load on first use (PEP 562): the campaign history needs only the words of
``texts.py`` (an action's name), and importing it must not import the whole editor (the tree,
its delegates, the options dialog, the validator) on the GUI thread the first time the History
tab is shown.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.ui.force_editor.document import ForceDocument, MemoryForceDocument
    from app.ui.force_editor.editor import ForceEditor
    from app.ui.force_editor.entry_picker import AddModelDialog, EntryPicker
    from app.ui.force_editor.options_dialog import OptionsDialog

_WHERE = {
    "ForceDocument": "document",
    "MemoryForceDocument": "document",
    "ForceEditor": "editor",
    "AddModelDialog": "entry_picker",
    "EntryPicker": "entry_picker",
    "OptionsDialog": "options_dialog",
}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'app.ui.force_editor' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"app.ui.force_editor.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])


__all__ = [
    "AddModelDialog",
    "EntryPicker",
    "ForceDocument",
    "ForceEditor",
    "MemoryForceDocument",
    "OptionsDialog",
]
