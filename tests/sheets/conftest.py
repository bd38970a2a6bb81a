"""Helpers for the sheet tests: PDF text, and the sheets' French / Russian before merging.

The sheets' own strings wait in ``translations/pending/sheets.py`` until the coordinator merges
them into ``translations/*.ts``; :func:`pending_qm` compiles them into a temporary ``.qm`` so the
tests can check the translated labels now (and keep checking them after the merge).
"""

from __future__ import annotations

import importlib.util
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from pypdf import PdfReader

from app.i18n.build import lrelease_command
from app.rules.typography import french_typography
from app.sheets.language import SheetLanguage
from tests.conftest import ROOT

PENDING = ROOT / "translations" / "pending" / "sheets.py"
CONTEXTS = ("sheets", "SheetExport", "cli_sheets")
QT_LANG = {"fr": "fr_FR", "ru": "ru_RU"}


def _pending() -> tuple[dict[str, tuple[str, str]], dict[str, tuple[tuple[str, ...], ...]]]:
    spec = importlib.util.spec_from_file_location("pending_sheets", PENDING)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.T, module.P


def compile_pending(lang: str, folder: Path) -> Path:
    singles, plurals = _pending()
    index = 0 if lang == "fr" else 1
    # French typography, as scripts/update_translations.py gives every French translation
    typeset = french_typography if lang == "fr" else str
    ts = ET.Element("TS", version="2.1", language=QT_LANG[lang])
    for context in CONTEXTS:
        ctx = ET.SubElement(ts, "context")
        ET.SubElement(ctx, "name").text = context
        for source, texts in singles.items():
            msg = ET.SubElement(ctx, "message")
            ET.SubElement(msg, "source").text = source
            ET.SubElement(msg, "translation").text = typeset(texts[index])
        for source, forms in plurals.items():
            msg = ET.SubElement(ctx, "message", numerus="yes")
            ET.SubElement(msg, "source").text = source
            tr = ET.SubElement(msg, "translation")
            for form in forms[index]:
                ET.SubElement(tr, "numerusform").text = typeset(form)
    ts_path = folder / f"pending_sheets_{lang}.ts"
    ET.ElementTree(ts).write(ts_path, encoding="utf-8", xml_declaration=True)
    qm = ts_path.with_suffix(".qm")
    cmd = lrelease_command()
    assert cmd is not None, "pyside6-lrelease is needed"
    subprocess.run([*cmd, "-silent", str(ts_path), "-qm", str(qm)], check=True)
    return qm


@pytest.fixture(scope="session")
def pending_qm(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("pending-qm")
    return {lang: compile_pending(lang, folder) for lang in ("fr", "ru")}


@pytest.fixture(scope="session")
def languages(pending_qm: dict[str, Path]) -> dict[str, SheetLanguage]:
    """en, fr and ru with the sheets' pending translations loaded too."""
    return {"en": SheetLanguage("en"), "fr": SheetLanguage("fr", [pending_qm["fr"]]),
            "ru": SheetLanguage("ru", [pending_qm["ru"]])}


def pdf_pages(path: Path) -> list[str]:
    return [page.extract_text() or "" for page in PdfReader(str(path)).pages]


def pdf_text(path: Path) -> str:
    # Paragraphs wrap: compare words, not line breaks.
    return " ".join(" ".join(pdf_pages(path)).split())
