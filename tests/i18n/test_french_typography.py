"""French typography: a no-break space before ; : ! ? and inside « », in every French text the
app shows (the Qt translations, the data files' French, the user guide), and nowhere else."""

from __future__ import annotations

import re
import runpy
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from app.i18n.build import lrelease_command
from app.rules.typography import NBSP, french_markdown, french_typography, typeset
from tests.conftest import ROOT

TS_FR = ROOT / "translations" / "forcesheet_fr.ts"
TOOLS = runpy.run_path(str(ROOT / "scripts" / "update_translations.py"))
_FIELDS = re.compile(r"\{[^{}]*\}|%L?\d+|%L?n")
#: A breakable space (or none) where French wants a no-break one: before a mark that ends a
#: phrase, after « and before ». Format fields are taken out first ("{0:.1f}", "{a}:{b}").
_BREAKABLE = re.compile(
    r"(?:[ \t\u202f\u2009]|(?<=[^\W\d_]))[;:!?](?=\s|$|[»)\]])|«[ \u202f]|[ \u202f]»")


def breakable_spots(text: str) -> list[str]:
    """Where ``text`` has a French mark without its no-break space (with some context)."""
    plain = _FIELDS.sub("X", text)
    return [plain[max(0, m.start() - 12):m.end() + 4] for m in _BREAKABLE.finditer(plain)]


# -- the function -----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "expected"), [
    # an ordinary space before the mark becomes a no-break one
    ("Remplacer la Force ?", "Remplacer la Force\u00a0?"),
    ("Total : 279 pts", "Total\u00a0: 279 pts"),
    ("une par une ; le coût", "une par une\u00a0; le coût"),
    ("Et un point pour les méchants !", "Et un point pour les méchants\u00a0!"),
    # no space at all: one is added after a letter, a closing bracket or quote, a placeholder
    ("Remplacer?", "Remplacer\u00a0?"),
    ("Mot;", "Mot\u00a0;"),
    ("Explose!, pas une perte", "Explose\u00a0!, pas une perte"),
    ("Fichiers (*.yaml): {path}", "Fichiers (*.yaml)\u00a0: {path}"),
    ("{label}: {text}", "{label}\u00a0: {text}"),
    ("%1: %2", "%1\u00a0: %2"),
    ("Quoi?!", "Quoi\u00a0?!"),
    # a narrow no-break space or a thin space: the one convention (U+00A0) everywhere
    ("Vraiment\u202f?", "Vraiment\u00a0?"),
    ("Note\u2009:", "Note\u00a0:"),
    # guillemets, with a space inside or none
    ("« {name} »", "«\u00a0{name}\u00a0»"),
    ("«Départ»", "«\u00a0Départ\u00a0»"),
    ("Supprimer la campagne « {name} » ?", "Supprimer la campagne «\u00a0{name}\u00a0»\u00a0?"),
    # markup around the words is kept, the mark still gets its space
    ("<b>PR : {before}</b>", "<b>PR\u00a0: {before}</b>"),
    ("<b>Attention !</b>", "<b>Attention\u00a0!</b>"),
    ("&Adresse :", "&Adresse\u00a0:"),
    ("Lancez « forcesheet db check ».", "Lancez «\u00a0forcesheet db check\u00a0»."),
    ("à 12:30 !", "à 12:30\u00a0!"),
])
def test_the_marks_get_a_no_break_space(text: str, expected: str) -> None:
    assert french_typography(text) == expected
    assert french_typography(expected) == expected  # twice changes nothing
    assert not breakable_spots(expected)


@pytest.mark.parametrize("text", [
    "{0:.1f} pts",  # a format spec: the ':' is inside the braces
    "{value:>3}",
    "{file}:{line}",  # between two placeholders (a position, a time)
    "{hours}:{minutes}",
    "Écrivez postgresql://identifiant@serveur/base.",  # URLs
    "Voir https://example.org/page?x=1;y=2",
    "à 12:30",  # times and ratios: digits on both sides
    "un rapport de 2:1",
    "niveau 3!",  # a digit then the mark: left alone
    "Campagnes Force Sheet (*{suffix});;Tous les fichiers (*)",  # file-dialog filters
    "a != b",  # not followed by a space, the end or a closing quote
    "C:\\Users",
    "&amp; &lt;b&gt; &#160; &#x3b;",  # entities end with ';'
    '<a href="http://x.org/a:b">lien</a>',  # tags and their attributes
    "mot&nbsp;: déjà espacé",
    "lancez `forcesheet db check;` puis",  # code between backticks
    "&Fichier",
    "Renfort d'Es&couade (unité ÷ effectif)",
    "",
    "Aucun signe ici.",
])
def test_what_is_left_alone(text: str) -> None:
    assert french_typography(text) == text


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="ab1 2:;!?«»{}%nL<>/&`#.,)(*\u00a0\u202f\n", max_size=24))
def test_only_spaces_change_and_twice_is_once(text: str) -> None:
    once = french_typography(text)
    assert french_typography(once) == once
    assert re.sub(r"\s", "", once) == re.sub(r"\s", "", text)
    assert once.count("\n") == text.count("\n")


def test_only_french_is_typeset() -> None:
    assert typeset("Replace?", "en") == "Replace?"
    assert typeset("Заменить?", "ru") == "Заменить?"
    assert typeset("Remplacer ?", "fr") == "Remplacer\u00a0?"
    assert typeset("Remplacer ?", "fr_FR") == "Remplacer\u00a0?"
    assert typeset("Remplacer ?", "") == "Remplacer ?"


def test_markdown_keeps_its_code_blocks() -> None:
    md = ("**Sur le serveur** : lancez\n\n```\nsudo -u postgres createdb club ; echo ok !\n```\n\n"
          "puis `a ; b` ; c'est tout !\n")
    out = french_markdown(md)
    assert "**Sur le serveur**\u00a0: lancez" in out
    assert "```\nsudo -u postgres createdb club ; echo ok !\n```" in out
    assert "puis `a ; b`\u00a0; c'est tout\u00a0!" in out


# -- the Qt translations ----------------------------------------------------------------------
def french_messages(ts: Path) -> Iterator[tuple[str, str, str, bool, str]]:
    """(context, source, disambiguation, plural, translation) of every French message (a
    plural gives one row per form)."""
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            source, comment = msg.findtext("source") or "", msg.findtext("comment") or ""
            tr = msg.find("translation")
            assert tr is not None
            if msg.get("numerus") == "yes":
                for form in tr.iter("numerusform"):
                    yield name, source, comment, True, form.text or ""
            else:
                yield name, source, comment, False, tr.text or ""


def test_the_french_ts_has_french_typography() -> None:
    """Every French translation has its no-break spaces: what the build gives (run
    ``scripts/update_translations.py`` after editing a table or the .ts by hand)."""
    rows = list(french_messages(TS_FR))
    assert len(rows) > 400
    wrong = [(source, spots) for _c, source, _d, _p, text in rows
             if (spots := breakable_spots(text)) or french_typography(text) != text]
    assert not wrong, wrong[:10]
    assert sum(NBSP in text for *_rest, text in rows) > 300


def test_the_built_french_qm_has_french_typography(qapp: object, tmp_path: Path) -> None:
    """The .qm lrelease makes from the .ts (what the app loads) keeps the no-break spaces."""
    from PySide6.QtCore import QTranslator

    cmd = lrelease_command()
    assert cmd is not None, "pyside6-lrelease is needed"
    qm = tmp_path / "forcesheet_fr.qm"
    subprocess.run([*cmd, "-silent", str(TS_FR), "-qm", str(qm)], check=True)
    tr = QTranslator()
    assert tr.load(str(qm))
    seen = 0
    for context, source, comment, plural, _text in french_messages(TS_FR):
        for n in ((1, 2) if plural else (-1,)):
            text = tr.translate(context, source, comment or None, n)
            assert text, (context, source)
            assert not breakable_spots(text), (context, source, text)
            seen += NBSP in text
    assert seen > 300


def test_the_build_typesets_old_and_new_french(tmp_path: Path) -> None:
    """``fill`` gives French typography to the translations it fills from the tables and to
    those the .ts already had; English and Russian are left as they are."""
    def ts(lang: str, finished: str) -> Path:
        path = tmp_path / f"t_{lang}.ts"
        path.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            f'<TS version="2.1" language="{lang}"><context><name>C</name>'
            f"<message><source>Replace?</source><translation>{finished}</translation></message>"
            "<message><source>{name}: done</source>"
            '<translation type="unfinished"></translation></message>'
            '<message numerus="yes"><source>%n model(s):</source>'
            '<translation type="unfinished"><numerusform></numerusform></translation></message>'
            "</context></TS>\n", encoding="utf-8")
        return path

    singular = {"{name}: done": ("{name} : fait", "{name}: готово")}
    plural = {"%n model(s):": (("%n figurine :", "%n figurines :"),
                               ("%n модель:", "%n модели:", "%n моделей:"))}
    fill = TOOLS["fill"]
    assert fill(ts("fr", "Remplacer ?"), "fr", singular, plural) == []
    got = [text for *_rest, text in french_messages(tmp_path / "t_fr.ts")]
    assert got == ["Remplacer\u00a0?", "{name}\u00a0: fait", "%n figurine\u00a0:",
                   "%n figurines\u00a0:"]
    assert fill(ts("ru", "Заменить ?"), "ru", singular, plural) == []
    got = [text for *_rest, text in french_messages(tmp_path / "t_ru.ts")]
    assert got == ["Заменить ?", "{name}: готово", "%n модель:", "%n модели:", "%n моделей:"]


# -- the data files and the guide -------------------------------------------------------------
DATA_FILES = sorted([*(ROOT / "resources").rglob("*.yaml"),
                     *(ROOT / "app" / "rules" / "rulesets").rglob("*.yaml")])


def french_values(node: Any) -> Iterator[str]:
    """Every ``fr:`` text of a YAML document."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "fr" and isinstance(value, str):
                yield value
            else:
                yield from french_values(value)
    elif isinstance(node, list):
        for value in node:
            yield from french_values(value)


@pytest.mark.parametrize("path", DATA_FILES, ids=lambda p: p.name)
def test_the_data_files_french_is_shown_with_french_typography(path: Path) -> None:
    """The data files keep ordinary spaces (they are read as they are written, and a Team
    List's text is part of the copy a campaign stores); every French text of them comes out
    of :func:`french_typography` with its no-break spaces, and its fields intact."""
    texts = list(french_values(yaml.safe_load(path.read_text(encoding="utf-8"))))
    if path.parent.name == "teamlists" or path.name in ("special_rules.yaml", "campaign.yaml"):
        assert texts
    for text in texts:
        shown = french_typography(text)
        assert not breakable_spots(shown), (path.name, text)
        assert _FIELDS.findall(shown) == _FIELDS.findall(text)
        assert re.sub(r"\s", "", shown) == re.sub(r"\s", "", text), text  # only spaces change


def test_the_readers_of_the_data_typeset_french() -> None:
    """Where the French of a data file is read: Team Lists (their names and rule texts, a
    campaign's stored copy too), the rules reference, the missions, Kill Team 40K."""
    from app.rules.campaign import missions
    from app.rules.library import builtin_teamlists
    from app.rules.reference import default_reference
    from app.rules.rulesets.kt40k import text
    from app.rules.teamlist import display_name, display_text

    orks = builtin_teamlists()["orks"]
    rules = {r.id: r for r in orks.rules}
    assert display_name(rules["ere_we_go"], "fr") == "En avant\u00a0!"
    assert display_name(rules["ere_we_go"], "ru") == "Вперёд, парни!"
    assert display_name(rules["ere_we_go"], "en") == "'Ere We Go!"
    assert "une par une\u00a0; le coût" in display_text(rules["squad"], "fr")
    for tl in builtin_teamlists().values():
        for r in tl.rules:
            assert not breakable_spots(display_name(r, "fr") + " " + display_text(r, "fr")), r.id
        for info in tl.index.infos.values():
            assert not breakable_spots(display_name(info.entry, "fr")), info.entry.id
    ref = default_reference()
    assert ref.entries["special_rule.ere_we_go"].name("fr") == "En avant\u00a0!"
    assert ref.entries["special_rule.ere_we_go"].name("en") == "'Ere We Go!"
    for entry in ref.entries.values():
        assert not breakable_spots(entry.name("fr") + " " + entry.text("fr")), entry.id
    assert missions.label("roll_plain", "fr", table="T", roll=3, result="R") == "T\u00a0: 3 — R"
    assert missions.label("roll_plain", "en", table="T", roll=3, result="R") == "T: 3 — R"
    assert text("results.villains", "fr") == "Et un point pour les méchants\u00a0!"
    assert text("results.villains", "en").endswith("!")


def test_english_fallbacks_are_not_typeset() -> None:
    """A text without French falls back to its English, which keeps its English punctuation."""
    from app.rules.teamlist import Rule, display_name, display_text

    rule = Rule("x", "Waaagh!", "Roll: a D6.", names={"ru": "Ваааагх!"})
    assert display_name(rule, "fr") == "Waaagh!" and display_text(rule, "fr") == "Roll: a D6."
    rule = Rule("x", "Waaagh!", "Roll: a D6.", names={"fr": "Waaagh!"}, texts={"fr": "Jet : 1D6."})
    assert display_name(rule, "fr") == "Waaagh\u00a0!"
    assert display_text(rule, "fr") == "Jet\u00a0: 1D6."


def test_the_french_guide_has_french_typography() -> None:
    from app.ui.guide import GUIDE_DIR, guide_chapters

    raw = (GUIDE_DIR / "fr.md").read_text(encoding="utf-8")
    _title, chapters = guide_chapters("fr")
    shown = "".join(c.text for c in chapters)
    prose = re.sub(r"```.*?```|`[^`\n]*`", "", shown, flags=re.DOTALL)
    assert not breakable_spots(prose), breakable_spots(prose)[:10]
    for block in re.findall(r"```.*?```", raw, flags=re.DOTALL):
        assert block in shown  # commands to copy are left exactly as they are
    english = "".join(c.text for c in guide_chapters("en")[1])
    assert NBSP not in english


def test_sheet_column_widths_measure_a_word_with_its_mark() -> None:
    """The sheets size columns for their longest unbreakable piece of text: "Explose !" with
    its no-break space is one piece (reportlab never breaks at U+00A0)."""
    from app.sheets.render import _unbreakable

    assert _unbreakable("Épave ou Explose\u00a0! pas\tune  perte") == [
        "Épave", "ou", "Explose\u00a0!", "pas", "une", "perte"]


def test_the_build_script_uses_this_function() -> None:
    """``update_translations.py`` takes its typography from this checkout's app."""
    assert TOOLS["french_typography"] is french_typography


def test_the_guide_finds_french_text_typed_with_an_ordinary_space(
        qapp: object, qtbot: object) -> None:
    """The French guide has a non-breaking space before ':'; the player types an ordinary
    one: the search finds the chapter all the same."""
    import re

    from PySide6.QtWidgets import QApplication

    from app.i18n import switch_language
    from app.ui.guide import GuideWindow

    assert isinstance(qapp, QApplication)
    switch_language(qapp, "fr")
    try:
        guide = GuideWindow()
        qtbot.addWidget(guide)  # type: ignore[attr-defined]
        found = next(m for c in guide.chapters
                     for m in [re.search(r"(\w{4,}) \u00a0?:", c.text.replace("\u00a0", " \u00a0"))]
                     if m)
        typed = f"{found.group(1)} :"  # what a keyboard gives
        assert "\u00a0" not in typed
        guide.search.setText(typed)
        shown = [i for i in range(guide.contents.count()) if not guide.contents.item(i).isHidden()]
        assert shown
    finally:
        switch_language(qapp, "en")


def test_a_rebuilt_qm_replaces_the_file_never_rewrites_it(tmp_path: Path,
                                                          monkeypatch: object) -> None:
    """Compiling a ``.qm`` writes a new file and moves it over the old one: a process that has
    the old one mapped in memory (QTranslator) keeps it whole. Written in place, a test
    run that compiled while another process read crashed (SIGSEGV in QTranslator)."""
    import os
    import shutil

    from app.i18n import build as build_mod

    sources, target = tmp_path / "ts", tmp_path / "qm"
    sources.mkdir()
    shutil.copy(build_mod.SOURCES / "forcesheet_fr.ts", sources / "forcesheet_fr.ts")
    monkeypatch.setattr(build_mod, "SOURCES", sources)  # type: ignore[attr-defined]
    monkeypatch.setattr(build_mod, "TARGET", target)  # type: ignore[attr-defined]
    (first,) = build_mod.build(quiet=True)
    old = first.read_bytes()
    held = first.open("rb")
    try:
        inode = os.fstat(held.fileno()).st_ino
        ts = sources / "forcesheet_fr.ts"
        os.utime(ts, (ts.stat().st_atime, first.stat().st_mtime + 10))
        assert build_mod.build(quiet=True) == [first]
        assert os.stat(first).st_ino != inode  # a new file…
        assert held.read() == old  # …and the old one, still open, whole
    finally:
        held.close()
    assert [p.name for p in target.iterdir()] == ["forcesheet_fr.qm"]  # no part left
