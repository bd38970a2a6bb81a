"""Hostile YAML Team Lists (issue 14, points 5 and 7): every one is refused with a clean format
error naming the place, in at most 2 s and 200 MB, and ``forcesheet teamlist check`` says
"unusable" (exit 2) rather than "problems found" (exit 1) or a traceback."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml

from app.cli import cmd_teamlist_check, main
from app.rules.format import checker
from app.rules.format.checker import (
    MAX_DEPTH,
    MAX_EXPANDED,
    MAX_NODES,
    MAX_PROBLEMS,
    FileProblems,
)
from app.rules.format.loader import MAX_FILE_BYTES, load_teamlist, load_teamlist_text
from tests.conftest import FIXTURES, ROOT

GOOD = (FIXTURES / "test_list.yaml").read_text(encoding="utf-8")
HEAD = 'forcesheet_teamlist: 1\nid: hostile\nname: Hostile\nversion: "1"\n'


def laughs(levels: int = 9, width: int = 9) -> str:
    lines = ['a0: &a0 "lol"']
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [{', '.join(f'*a{i - 1}' for _ in range(width))}]")
    return "\n".join(lines) + "\n"


def entries_under(n: int) -> str:
    """A valid-looking list of ``n`` entries (about 29 values each)."""
    rows = "".join(
        f"  - {{id: e{i}, name: E {i}, section: core, cost: 10, profile: {{WS: 4, BS: 4, S: 4, "
        f"T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3+}}}}\n" for i in range(n))
    return HEAD + "entries:\n" + rows


# name -> (text, the words of the refusal, the line it names or None)
HOSTILE: dict[str, tuple[str, str, int | None]] = {
    "billion laughs": (HEAD + laughs() + "entries: [*a9]\n", "aliases repeat this value", 14),
    "laughs in a typed place": (
        HEAD + "rules:\n  - &r0 {id: a, name: b, text: c}\n" + "".join(
            f"  - &r{i} [{', '.join([f'*r{i - 1}'] * 10)}]\n" for i in range(1, 8)),
        "aliases repeat this value", None),
    "an alias inside its own anchor": (
        "forcesheet_teamlist: 1\nid: rec\nname: x\nentries: &a [*a, {id: *a}]\n",
        "an alias refers to the value it is part of", 4),
    "an entry aliased 1,000 times": (
        HEAD + "entries:\n  - &e {id: e, name: E, section: core, cost: 1, profile: {WS: 1},"
        " options: [{items: [" + ", ".join(f"{{id: i{k}, name: I}}" for k in range(60)) + "]}]}\n"
        + "  - *e\n" * 1000, "aliases repeat this value", 6),
    "450 KB of alias references": (
        HEAD + "x: &a 1\nrules: [" + ",".join(["*a"] * 150_000) + "]\n",
        "aliases repeat this value", 5),
    "flow nesting 100,000 deep": (HEAD + "entries: " + "[" * 100_000 + "]" * 100_000 + "\n",
                                  "nested too deeply", 5),
    "mapping nesting 5,000 deep": (HEAD + "names: " + "{a: " * 5_000 + "1" + "}" * 5_000 + "\n",
                                   "nested too deeply", 5),
    "block nesting 500 deep": (
        HEAD + "entries:\n" + "".join(" " * (d + 1) + "-\n" for d in range(0, 1000, 2)),
        "nested too deeply", None),
    "60,000 values": (HEAD + "rules: [" + ",".join(["1"] * 60_000) + "]\n", "too many values",
                      5),
    "too large": (HEAD + "source: '" + "x" * (MAX_FILE_BYTES + 10) + "'\n", "too large", None),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_yaml_is_refused_as_unusable(name: str) -> None:
    text, words, line = HOSTILE[name]
    with pytest.raises(FileProblems) as info:
        load_teamlist_text(text, "hostile.yaml")
    problems = info.value.problems
    assert info.value.unusable, problems
    assert len(problems) == 1 and words in problems[0].message, problems
    if line is not None:
        assert problems[0].line == line, problems


def test_libyaml_is_used_when_installed() -> None:
    if not getattr(yaml, "__with_libyaml__", False):
        pytest.skip("PyYAML without libyaml here")
    assert issubclass(checker.LimitedLoader, yaml.CSafeLoader)
    with pytest.raises(FileProblems) as info:  # positions survive the C parser
        load_teamlist_text(GOOD.replace("entries:", "entries: [\n  - {", 1), "broken.yaml")
    assert info.value.problems[0].line is not None
    assert "not valid YAML" in info.value.problems[0].message


def test_the_limits_leave_room_for_real_lists() -> None:
    for f in sorted((ROOT / "resources" / "teamlists").glob("*.yaml")):
        text = f.read_text(encoding="utf-8")
        loader = checker.LimitedLoader(text)
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
        assert loader.nodes * 2 < MAX_NODES and len(text.encode()) * 8 < MAX_FILE_BYTES
        checker.check_aliases(node)
        load_teamlist(f)
    assert MAX_DEPTH >= 2 * 13  # the format nests 13 levels deep at most
    assert MAX_EXPANDED >= MAX_NODES


def test_shared_aliases_within_the_limit_load() -> None:
    """The Orks share one option list between four bosses: aliases as such are fine."""
    orks = (ROOT / "resources" / "teamlists" / "orks.yaml").read_text(encoding="utf-8")
    assert "*boss_options" in orks
    assert load_teamlist_text(orks, "orks.yaml").id == "orks"
    small = HEAD + "x: &a [1, 2]\nnames: {fr: *a}\n"
    with pytest.raises(FileProblems) as info:
        load_teamlist_text(small, "small.yaml")
    assert not info.value.unusable  # a document with mistakes, not a refused one


SCALARS = [
    ("a 5,000-digit integer", "forcesheet_teamlist: " + "9" * 5000, "too large"),
    ("a huge whole number", "    squad: 5\n".replace("5", "1" + "0" * 30), "too large"),
    ("a huge maximum", "        max: 1\n".replace("1", "1" + "0" * 30), "too large"),
    ("an infinite cost", "    cost: 14\n".replace("14", ".inf"), "at most"),
    ("a cost that is not a number", "    cost: 14\n".replace("14", ".nan"), "at most"),
    ("a limit of 10,000 digits", 'limit: "0-1"'.replace("0-1", "1" * 10_000), "not a limit"),
    ("a 13th month", 'version: "1.0"'.replace('"1.0"', "2020-13-45"), "version"),
    ("bad base64", 'version: "1.0"'.replace('"1.0"', "!!binary a"), "cannot be read"),
    ("a mapping tag on a scalar", 'version: "1.0"'.replace('"1.0"', "!!map x"), "constructor"),
    # found by the fuzzer: hexadecimal and base-60 numbers have no digit limit, and a
    # 5,000-digit one could not even be shown (ValueError in repr)
    ("a huge hexadecimal section", "    section: core\n    cost: 14".replace(
        "core", "0x" + "f" * 4000), "a number too large is not one of"),
    ("a huge hexadecimal key", "names: {fr: Marines de test".replace(
        "fr", "0x" + "f" * 200), "too large"),
    ("a huge base-60 cost", "    cost: 14\n".replace("14", ":".join(["59"] * 3000)),
     "too large"),
]


@pytest.mark.parametrize(("what", "change", "words"), SCALARS, ids=[s[0] for s in SCALARS])
def test_hostile_values_are_mistakes_with_their_line(what: str, change: str,
                                                     words: str) -> None:
    originals = {"forcesheet_teamlist": "forcesheet_teamlist: 1", "    squad": "    squad: 5\n",
                 "    section": "    section: core\n    cost: 14",
                 "names": "names: {fr: Marines de test",
                 "        max": "        max: 1\n",
                 "    cost": "    cost: 14\n", "limit": 'limit: "0-1"', "version": 'version: "1.0"'}
    key = next(k for k in originals if change.startswith(k))
    assert originals[key] in GOOD
    text = GOOD.replace(originals[key], change, 1)
    with pytest.raises(FileProblems) as info:
        load_teamlist_text(text, "values.yaml")
    found = [str(p) for p in info.value.problems]
    assert any(words in p for p in found), found
    assert all(p.startswith("values.yaml:") for p in found), found


def test_problems_stop_at_the_cap_and_stay_short() -> None:
    huge = "x" * 400_000
    text = HEAD + f"big: &big {huge}\n" + "rules:\n" + "  - *big\n" * 2_000
    with pytest.raises(FileProblems) as info:
        load_teamlist_text(text, "many.yaml")
    problems = info.value.problems
    assert len(problems) <= MAX_PROBLEMS + 1
    assert "stopped after" in problems[-1].message
    assert sum(len(str(p)) for p in problems) < 200_000  # not 2,000 × 400 KB
    with pytest.raises(FileProblems) as info:  # the meaning check stops at the cap too
        load_teamlist_text(re.sub(r"id: e\d+", "id: same", entries_under(1500)), "dups.yaml")
    assert len(info.value.problems) <= MAX_PROBLEMS + 1


CHILD = textwrap.dedent("""
    import json, resource, sys, time
    from app.rules.format.loader import FileProblems, load_teamlist
    out = []
    for f in sys.argv[1:]:
        t = time.perf_counter()
        try:
            load_teamlist(f)
            result = "loaded"
        except FileProblems as exc:
            result = "refused"
        out.append([f, result, time.perf_counter() - t])
    # VmHWM is this process's own peak: ru_maxrss can carry the parent's from before exec
    # (Linux keeps it across fork + exec), so a big pytest process would be counted.
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            peak = next(int(ln.split()[1]) for ln in fh if ln.startswith("VmHWM:")) / 1024
    except (OSError, StopIteration):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"runs": out, "peak_mb": peak}))
""")


def test_every_hostile_file_is_refused_within_2_s_and_200_mb(tmp_path: Path) -> None:
    """In a fresh interpreter: the peak memory of all of them together, each one's time. The
    largest list that passes every limit (about 50,000 values) is timed too."""
    files = []
    for i, (text, _words, _line) in enumerate(HOSTILE.values()):
        f = tmp_path / f"h{i}.yaml"
        f.write_text(text, encoding="utf-8")
        files.append(str(f))
    slow_number = tmp_path / "base60.yaml"  # 1:2:3… is computed in quadratic time
    slow_number.write_text(HEAD + "entries: [{id: a, name: b, section: core, cost: "
                           + ":".join(["59"] * 150_000) + "}]\n", encoding="utf-8")
    files.append(str(slow_number))
    biggest = tmp_path / "biggest.yaml"
    biggest.write_text(entries_under(MAX_NODES // 30), encoding="utf-8")
    files.append(str(biggest))
    proc = subprocess.run([sys.executable, "-c", CHILD, *files], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["peak_mb"] <= 200, report
    for f, result, seconds in report["runs"]:
        assert seconds <= 2.0, (f, seconds)
        assert result == ("loaded" if f == str(biggest) else "refused"), f


def test_teamlist_check_says_unusable_with_exit_2(tmp_path: Path) -> None:
    deep = tmp_path / "deep.yaml"
    deep.write_text(HOSTILE["flow nesting 100,000 deep"][0], encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text(GOOD.replace("    cost: 14\n", "    cost: x\n"), encoding="utf-8")
    out = io.StringIO()
    assert cmd_teamlist_check([deep], False, out) == 2
    assert "deep.yaml:5: nested too deeply" in out.getvalue()
    out = io.StringIO()
    assert cmd_teamlist_check([bad], True, out) == 1  # mistakes: problems found
    assert json.loads(out.getvalue())[0]["unusable"] is False
    out = io.StringIO()
    assert cmd_teamlist_check([bad, deep], True, out) == 2
    assert [r["unusable"] for r in json.loads(out.getvalue())] == [False, True]


def test_check_with_a_hostile_teamlist_is_unusable(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    roster = ROOT / "examples" / "rosters" / "space_marines_valid.json"
    laughs_file = tmp_path / "laughs.yaml"
    laughs_file.write_text(HOSTILE["billion laughs"][0], encoding="utf-8")
    assert main(["check", str(roster), "--teamlist", str(laughs_file)]) == 2
    assert "aliases repeat this value" in capsys.readouterr().out
