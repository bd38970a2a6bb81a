"""Force Sheet: a campaign manager for Heralds of Ruin Kill Team."""

import sys as _sys

__version__ = "0.1.0"

if "shibokensupport.feature" in _sys.modules:  # PySide came first: scan the app's modules fast
    import importlib as _importlib

    # imported around PySide's import hook, which would scan it the slow way first
    _importlib.import_module("app.qt_import_scan").install()
