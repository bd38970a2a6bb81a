"""The Force editor: a Force as a tree with live validation (see ``editor.py``)."""

from app.ui.force_editor.document import ForceDocument, MemoryForceDocument
from app.ui.force_editor.editor import ForceEditor
from app.ui.force_editor.entry_picker import AddModelDialog, EntryPicker
from app.ui.force_editor.options_dialog import OptionsDialog

__all__ = [
    "AddModelDialog",
    "EntryPicker",
    "ForceDocument",
    "ForceEditor",
    "MemoryForceDocument",
    "OptionsDialog",
]
