"""French and Russian translations: complete, placeholders kept, loaded by the app."""

from __future__ import annotations

import re
import runpy
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.i18n.build import build
from tests.conftest import ROOT

TS_DIR = ROOT / "translations"
SOURCES: list[str] = runpy.run_path(str(ROOT / "scripts/update_translations.py"))["sources"]()
PLACEHOLDER = re.compile(r"\{\w+\}|%n|%\d")


def messages(ts: Path) -> list[tuple[str, str, str | None]]:
    """(source, translation, type) of every message; a plural message gives one row per form."""
    out = []
    for msg in ET.parse(ts).getroot().iter("message"):
        tr = msg.find("translation")
        assert tr is not None
        source = msg.findtext("source") or ""
        if msg.get("numerus") == "yes":
            forms = [f.text or "" for f in tr.iter("numerusform")]
            assert forms, f"plural message without forms: {source}"
            out.extend((source, form, tr.get("type")) for form in forms)
        else:
            out.append((source, tr.text or "", tr.get("type")))
    return out


def test_plural_forms_per_language() -> None:
    """French has two plural forms, Russian three, English two; none is empty."""
    for lang, count in (("en", 2), ("fr", 2), ("ru", 3)):
        root = ET.parse(TS_DIR / f"forcesheet_{lang}.ts").getroot()
        plural = [m for m in root.iter("message") if m.get("numerus") == "yes"]
        assert len(plural) >= 10
        for msg in plural:
            forms = [f.text or "" for f in msg.iter("numerusform")]
            assert len(forms) == count and all(forms), (lang, msg.findtext("source"), forms)


def lupdate() -> str:
    exe = shutil.which("pyside6-lupdate") or str(Path(sys.executable).with_name("pyside6-lupdate"))
    return exe


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_no_message_missing_or_unfinished(lang: str, tmp_path: Path) -> None:
    ts = tmp_path / f"forcesheet_{lang}.ts"
    shutil.copy(TS_DIR / ts.name, ts)
    # Run lupdate over the sources: a new string in the code shows up here as unfinished.
    subprocess.run([lupdate(), "-silent", "-no-obsolete", *SOURCES, "-target-language", lang,
                    "-ts", str(ts)], cwd=ROOT, check=True)
    found = messages(ts)
    assert len(found) >= 59
    unfinished = [s for s, _, kind in found if kind == "unfinished"]
    assert not unfinished, f"untranslated in {lang}: {unfinished}"


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_placeholders_match(lang: str) -> None:
    for source, text, _ in messages(TS_DIR / f"forcesheet_{lang}.ts"):
        assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text)), source


def test_translations_are_used(qapp: object) -> None:
    from PySide6.QtCore import QCoreApplication

    from app.i18n import install_translators
    from app.i18n.messages import message, section_name
    from app.rules.violations import violation

    build(quiet=True)
    v = violation("allowance.section_max", {"section": "specialist", "count": 4, "limit": 3})
    try:
        assert install_translators(QCoreApplication.instance(), "fr") == "fr"
        assert section_name("leader") == "Chef d'Équipe"
        assert message(v) == "Trop de figurines Spécialiste\u00a0: 4, au plus 3."
        install_translators(QCoreApplication.instance(), "ru")
        assert message(v) == "Слишком много моделей «Специалист»: 4, не более 3."
    finally:
        install_translators(QCoreApplication.instance(), "en")
    assert message(v) == "Too many Specialist models: 4, at most 3."
