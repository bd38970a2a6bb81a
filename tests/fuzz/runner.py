"""Run fuzz cases: each in a forked child with a time and memory budget, classified.

A case's verdict:

``ok``        imported;
``refused``   the format's documented clean error;
``crash``     anything else raised (or the child died of a signal): a bug;
``hang``      more than the time budget (2 s of CPU), or still running at the hard wall-clock
              limit (10 s) and killed;
``memory``    more than the memory budget (200 MB above the process's size when the case
              started, measured as the peak resident size), or ``MemoryError`` under the
              address-space limit set for the child (1 GB above its size);
``accepted``  a hand-made hostile file (:mod:`tests.fuzz.hostile`) that should be refused was
              imported.

Time is the child's CPU time, not wall-clock time, because the machines this runs on are shared
and a busy neighbour would otherwise turn into "hangs"; the wall-clock time is recorded too.

Every case that is not ``ok``/``refused`` is a *finding*: its bytes are saved as
``<out>/<format>/<sha1><suffix>`` with ``<sha1>.txt`` beside it (verdict, signature,
traceback, time, memory, and the command that replays it).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import random
import resource
import select
import shutil
import signal
import struct
import sys
import tempfile
import time
import traceback
import warnings
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.fuzz import mutators as mu
from tests.fuzz.formats import FORMATS, ROOT, Seed, Workspace
from tests.fuzz.hostile import by_format

FAILURES = ("crash", "hang", "memory", "accepted")
MADE = b"\x01"  # the child's first byte: the case is made, its clock starts
MAX_SAVED_PER_SIGNATURE = 25


@dataclass(frozen=True)
class Budget:
    cpu: float = 2.0  # seconds of CPU per case
    mb: float = 200.0  # peak resident MB above the size at the start of the case
    hard_wall: float = 10.0  # seconds: the child is killed
    address_headroom_mb: int = 1024  # RLIMIT_AS above the child's size: stops runaway growth


@dataclass
class Case:
    format: str
    id: str  # "m17" (mutation 17) or "h:<name>" (a hand-made hostile file)
    data: bytes | None = None  # None until made (:func:`fill`; the child makes its own)
    seed: Seed | None = None
    expect: str = ""  # hostile files: "refuse" or "either"
    run_seed: str = ""


@dataclass
class Result:
    format: str
    id: str
    seed_name: str
    size: int
    verdict: str
    sha1: str
    exc_type: str = ""
    message: str = ""
    signature: str = ""
    traceback: str = ""
    wall: float = 0.0
    cpu: float = 0.0
    mem_mb: float = 0.0
    saved: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def failed(self) -> bool:
        return self.verdict in FAILURES


# -- making cases -------------------------------------------------------------------------------


def make_case(fmt_name: str, ws: Workspace, run_seed: str | int, i: int) -> Case:
    """Mutation ``i`` of a format: the same (run seed, format, i) always gives the same bytes
    (for a given set of seed files)."""
    fmt = FORMATS[fmt_name]
    rng = random.Random(f"{run_seed}/{fmt_name}/{i}")
    seeds = ws.seeds[fmt_name]
    seed = rng.choices(seeds, weights=[s.weight for s in seeds])[0]
    if len(seeds) > 1 and rng.random() < 0.06:
        other = rng.choice([s for s in seeds if s is not seed])
        data = mu.splice(rng, seed.data, other.data)
    else:
        try:
            data = fmt.mutate(rng, seed.data)
        except Exception:
            data = mu.mutate_bytes(rng, seed.data)
    return Case(fmt_name, f"m{i}", data, seed, run_seed=str(run_seed))


def fill(case: Case, ws: Workspace) -> Case:
    """Make a case's bytes (in the child that runs it, so that the parent stays free; and in
    the parent again when a finding must be saved)."""
    if case.data is None:
        if case.id.startswith("h:"):
            h = next(h for h in by_format(case.format) if h.name == case.id[2:])
            case.data, case.seed = h.make(ws.seed_bytes()), ws.companions(case.format)
        else:
            made = make_case(case.format, ws, case.run_seed, int(case.id[1:]))
            case.data, case.seed = made.data, made.seed
    return case


def hostile_cases(fmt_name: str, ws: Workspace) -> Iterator[Case]:
    for h in by_format(fmt_name):
        yield Case(fmt_name, f"h:{h.name}", expect=h.expect)


def cases(fmt_name: str, ws: Workspace, n: int, run_seed: str | int,
          with_hostile: bool = True, start: int = 0) -> Iterator[Case]:
    """The hostile files of the format (if asked), then ``n`` mutations; made when run."""
    if with_hostile:
        yield from hostile_cases(fmt_name, ws)
    for i in range(start, start + n):
        yield Case(fmt_name, f"m{i}", run_seed=str(run_seed))


# -- running one case (in the child) -----------------------------------------------------------


def _status_kb(key: str) -> int:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def _reset_peak() -> bool:
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def _set_limits(budget: Budget) -> None:
    vm = _status_kb("VmSize") * 1024
    limit = vm + budget.address_headroom_mb * 1024 * 1024
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    cpu = int(budget.hard_wall) + 2
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    try:  # a runaway cache write stops at 512 MB (as an OSError the importer must handle)
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (512 << 20, 512 << 20))
    except (ValueError, OSError):
        pass


_SLOW_STACK: list[str] = []


def _watch_time(budget: Budget, started: float) -> None:
    """Where the case is when it goes over its CPU budget (a profiling timer samples the
    stack), and where it is stuck just before the wall-clock kill (faulthandler); both are
    written to the child's output file, which the parent reads for a killed case."""
    import faulthandler

    def over_budget(signum: int, frame: Any) -> None:
        if not _SLOW_STACK and frame is not None:
            _SLOW_STACK.extend(traceback.format_stack(frame)[-40:])
            os.write(2, ("\n== over the CPU budget, at:\n" + "".join(_SLOW_STACK)).encode(
                "utf-8", "replace"))

    try:
        signal.signal(signal.SIGPROF, over_budget)
        signal.setitimer(signal.ITIMER_PROF, budget.cpu)
    except (ValueError, OSError):
        pass
    faulthandler.enable(all_threads=True)  # a segfault's Python stack goes to the output too
    left = budget.hard_wall - 1.0 - (time.monotonic() - started)  # before the parent's kill
    faulthandler.dump_traceback_later(max(0.5, left), exit=False)


def _where_in_stack(text: str) -> str:
    """The innermost app frame of the child's output: the stack sampled at the CPU budget if
    there is one (``traceback`` style, innermost last), else the last ``faulthandler`` dump
    (innermost first)."""
    import re

    pattern = r'File "([^"]+)", line (\d+),? in (\S+)'
    marker = "== over the CPU budget, at:"
    if marker in text:
        section = text.split(marker, 1)[1]
        cut = re.search(r"^(Thread|Current thread|Fatal Python)", section, re.M)
        frames = re.findall(pattern, section[:cut.start()] if cut else section)
        innermost_last = True
    else:
        dumps = re.split(r"^(?:Thread|Current thread) 0x[0-9a-f]+ \(most recent call first\):",
                         text, flags=re.M)
        frames = re.findall(pattern, dumps[-1]) if len(dumps) > 1 else re.findall(pattern, text)
        innermost_last = len(dumps) == 1
    app = [(f, fn) for f, _, fn in frames if f"{os.sep}app{os.sep}" in f]
    if not app:
        return ""
    f, fn = app[-1] if innermost_last else app[0]
    return f"{os.path.relpath(f, ROOT)}:{fn}"


def _signature(exc: BaseException) -> tuple[str, str]:
    """(``Type at app/where.py:function ← library.py:function``, the innermost app line)."""
    frames = traceback.extract_tb(exc.__traceback__)
    app_frames = [f for f in frames if f"{os.sep}app{os.sep}" in f.filename
                  and "tests" + os.sep + "fuzz" not in f.filename]
    where = ""
    line = ""
    if app_frames:
        f = app_frames[-1]
        rel = os.path.relpath(f.filename, ROOT)
        where = f"{rel}:{f.name}"
        line = f"{rel}:{f.lineno}"
    if frames and (not app_frames or frames[-1] is not app_frames[-1]):
        last = frames[-1]
        lib = f"{Path(last.filename).name}:{last.name}"
        where = f"{where} ← {lib}" if where else lib
    return f"{type(exc).__name__} at {where or '?'}", line


def execute(case: Case, ws: Workspace, tmp: Path, budget: Budget | None = None,
            started: float | None = None,
            made: Callable[[], None] | None = None) -> dict[str, Any]:
    """Run one case here and now; with ``budget``, under its limits (in a child only;
    ``started``: when the parent forked it; ``made``: called once the case's file is written,
    and the clock then starts again)."""
    started = time.monotonic() if started is None else started
    fmt = FORMATS[case.format]
    fill(case, ws)
    assert case.data is not None and case.seed is not None
    path = tmp / f"case{fmt.ext}"
    path.write_bytes(case.data)
    if made is not None:
        made()
        started = time.monotonic()
    (tmp / "data").mkdir(exist_ok=True)
    os.environ["FORCESHEET_DATA_DIR"] = str(tmp / "data")
    os.environ.pop("FORCESHEET_DB", None)
    if budget is not None:
        # the app's own warning settings, not the test suite's "warnings are errors": a
        # warning is printed (to the child's output), only an exception is a crash
        warnings.resetwarnings()
        warnings.simplefilter("default")
        _set_limits(budget)
        _watch_time(budget, started)
    _reset_peak()
    base = _status_kb("VmRSS")
    c0, t0 = time.process_time(), time.perf_counter()
    out: dict[str, Any] = {"sha1": hashlib.sha1(case.data).hexdigest(), "size": len(case.data),
                           "seed_name": case.seed.name}
    try:
        out["outcome"] = fmt.target(path, case.seed, ws, tmp)
    except BaseException as exc:
        out["exc_type"] = type(exc).__name__
        try:
            out["message"] = str(exc)[:500]
        except Exception:
            out["message"] = "(str() failed)"
        out["signature"], out["line"] = _signature(exc)
        out["traceback"] = "".join(traceback.format_exception(exc, limit=-40))[-20_000:]
    out["cpu"] = time.process_time() - c0
    out["wall"] = time.perf_counter() - t0
    if budget is not None:
        signal.setitimer(signal.ITIMER_PROF, 0)
    if _SLOW_STACK:
        out["slow_stack"] = "".join(_SLOW_STACK)[-20_000:]
    out["mem_mb"] = max(0, _status_kb("VmHWM") - base) / 1024
    return out


def _child(case: Case, ws: Workspace, tmp: Path, wfd: int, budget: Budget,
           started: float) -> None:
    payload = b"{}"
    try:
        err = os.open(tmp / "output.txt", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(err, 1)
        os.dup2(err, 2)
        def made() -> None:  # the CPU spent making the case goes with it, to be subtracted
            os.write(wfd, MADE + struct.pack("<d", time.process_time()))

        out = execute(case, ws, tmp, budget, started, made)
        payload = json.dumps(out).encode()
    except BaseException as exc:
        payload = json.dumps({"exc_type": "harness:" + type(exc).__name__,
                              "message": str(exc)[:500],
                              "traceback": traceback.format_exc()[-20_000:]}).encode()
    finally:
        try:
            view = memoryview(payload)
            while view:
                n = os.write(wfd, view)
                view = view[n:]
        finally:
            os._exit(0)


# -- classifying ---------------------------------------------------------------------------------


MAKING_WALL = 60.0  # seconds a child may take to make its case (the harness's work, not the
# importer's: a 5 MB mutation on a loaded machine took over 10 s to make); its clock then starts


def _allowed(run_: _Running, budget: Budget) -> float:
    """Wall-clock seconds the child may run from ``run_.started``: the budget's once its case
    is made, and the making allowance on top until then."""
    return budget.hard_wall if run_.made else budget.hard_wall + MAKING_WALL


def classify(case: Case, out: dict[str, Any] | None, budget: Budget, *, killed: bool = False,
             status: int = 0, rusage: Any = None, wall: float = 0.0,
             output: str = "", base_kb: int = 0, making_cpu: float = 0.0) -> Result:
    if case.data is not None and case.seed is not None:
        sha, size, seed_name = hashlib.sha1(case.data).hexdigest(), len(case.data), case.seed.name
    else:
        sha, size, seed_name = (out or {}).get("sha1", ""), (out or {}).get("size", 0), \
            (out or {}).get("seed_name", "")
    r = Result(case.format, case.id, seed_name, size, "crash", sha)
    if not out or ("cpu" not in out and "exc_type" not in out):  # no word from the child
        r.wall = wall
        if rusage is not None:  # the child's CPU time, less what making its case took
            r.cpu = max(0.0, rusage.ru_utime + rusage.ru_stime - making_cpu)
            if base_kb:
                r.mem_mb = max(0.0, (rusage.ru_maxrss - base_kb) / 1024)
        if killed:
            r.verdict, r.exc_type = "hang", "killed"
            r.message = f"still running after {budget.hard_wall:.0f} s (wall), killed"
            where = _where_in_stack(output)
            cpu = f"over {budget.cpu:.0f} s of CPU, " if r.cpu > budget.cpu else ""
            r.signature = f"hang: {cpu}killed at {budget.hard_wall:.0f} s, in {where or '?'}"
            r.traceback = output[-20_000:]
        elif os.WIFSIGNALED(status):
            # a C-level failure under the limits is a budget problem in disguise: a stack or
            # heap that cannot grow under RLIMIT_AS dies of SIGSEGV / SIGABRT
            sig = signal.Signals(os.WTERMSIG(status)).name
            grown = r.mem_mb
            where = _where_in_stack(output)
            if sig == "SIGXCPU" or (r.cpu > budget.cpu and grown <= budget.mb):
                r.verdict = "hang"
                r.signature = f"hang: over {budget.cpu:.0f} s of CPU ({sig}), in {where or '?'}"
            elif sig == "SIGKILL" or grown > budget.mb:
                r.verdict = "memory"
                r.signature = f"memory: over {budget.mb:.0f} MB ({sig}), in {where or '?'}"
            else:
                r.verdict, r.signature = "crash", f"signal {sig} in {where or '?'}"
            r.exc_type = sig
            r.traceback = output[-20_000:]
        else:
            r.exc_type, r.signature = "no result", "the child exited without a result"
        return r
    r.wall, r.cpu, r.mem_mb = out.get("wall", wall), out.get("cpu", 0.0), out.get("mem_mb", 0.0)
    r.exc_type = out.get("exc_type", "")
    r.message = out.get("message", "")
    r.signature = out.get("signature", r.exc_type)
    r.traceback = out.get("traceback", "")
    r.extra = {"line": out.get("line", "")}
    if r.exc_type == "MemoryError":
        r.verdict = "memory"
    elif r.exc_type:
        r.verdict = "crash"
    else:
        r.verdict = out.get("outcome", "crash")
        if r.verdict not in ("ok", "refused"):
            r.verdict, r.signature = "crash", f"target returned {r.verdict!r}"
    if r.verdict in ("ok", "refused"):
        if r.mem_mb > budget.mb:
            r.signature = f"memory: over {budget.mb:.0f} MB (after {r.verdict})"
            r.message = f"+{r.mem_mb:.0f} MB"
            r.verdict = "memory"
        elif r.cpu > budget.cpu:
            stack = out.get("slow_stack", "")
            where = _where_in_stack(stack)
            r.signature = f"hang: over {budget.cpu:.0f} s of CPU, in {where or '?'}"
            r.message = f"{r.cpu:.1f} s CPU"
            r.traceback = stack
            r.verdict = "hang"
        elif case.expect == "refuse" and r.verdict == "ok":
            r.verdict, r.signature = "accepted", f"accepted: hostile {case.id[2:]}"
    if r.verdict == "memory" and not r.signature.startswith("memory"):
        r.signature = f"memory: {r.signature}"
    return r


# -- running many ----------------------------------------------------------------------------------


@dataclass
class _Running:
    pid: int
    case: Case
    tmp: Path
    started: float  # when it was forked, then when its case was made (the MADE byte)
    base_kb: int = 0  # the parent's resident size when it forked the child
    chunks: list[bytes] = field(default_factory=list)
    made: bool = False
    making_cpu: float = 0.0  # CPU seconds the child spent making its case


class Findings:
    """Saves the reproducer and a description of every failed case (a few per signature)."""

    def __init__(self, out: Path | None) -> None:
        self.out = out
        self.per_signature: dict[tuple[str, str], int] = {}

    def save(self, case: Case, r: Result) -> None:
        if self.out is None or not r.failed:
            return
        key = (case.format, r.signature)
        self.per_signature[key] = self.per_signature.get(key, 0) + 1
        if self.per_signature[key] > MAX_SAVED_PER_SIGNATURE:
            return
        folder = self.out / case.format
        folder.mkdir(parents=True, exist_ok=True)
        ext = FORMATS[case.format].ext
        target = folder / f"{r.sha1}{ext}"
        assert case.data is not None
        target.write_bytes(case.data)
        r.saved = str(target)
        (folder / f"{r.sha1}.txt").write_text(describe(r, case), "utf-8", "replace")


def describe(r: Result, case: Case | None = None) -> str:
    lines = [
        f"format: {r.format}",
        f"case: {r.id} (run seed {case.run_seed if case else '?'}, from seed file {r.seed_name})",
        f"verdict: {r.verdict}",
        f"signature: {r.signature}",
        f"exception: {r.exc_type}: {r.message}" if r.exc_type else "exception: none",
        f"where: {r.extra.get('line', '')}",
        f"size: {r.size} bytes; cpu {r.cpu:.3f} s; wall {r.wall:.3f} s; memory +{r.mem_mb:.1f} MB",
        f"replay: .venv/bin/python scripts/fuzz.py --replay {r.saved or '<file>'}",
        "",
        r.traceback,
    ]
    return "\n".join(lines)


def run(cases_: Iterable[Case], ws: Workspace, *, jobs: int = 2, budget: Budget = Budget(),
        findings: Path | None = None,
        on_result: Callable[[Case, Result], None] | None = None) -> list[Result]:
    """Run every case in a forked child, ``jobs`` at a time; returns the results in the order
    they finished. Findings are saved under ``findings`` as soon as they are known."""
    saver = Findings(findings)
    it = iter(cases_)
    running: dict[int, _Running] = {}
    results: list[Result] = []
    scratch = ws.root / "scratch"
    scratch.mkdir(parents=True, exist_ok=True)
    exhausted = False
    counter = 0

    def finish(fd: int, killed: bool = False) -> None:
        run_ = running.pop(fd)
        if killed:
            with contextlib.suppress(ProcessLookupError):
                os.kill(run_.pid, signal.SIGKILL)
        os.close(fd)
        _, status, rusage = os.wait4(run_.pid, 0)
        wall = time.monotonic() - run_.started
        raw = b"".join(run_.chunks)
        try:
            out = json.loads(raw) if raw else None
        except ValueError:
            out = None
        try:
            output = (run_.tmp / "output.txt").read_text("utf-8", "replace")
        except OSError:
            output = ""
        if not out or "sha1" not in out:  # died early: make the case here to know what it was
            fill(run_.case, ws)
        r = classify(run_.case, out, budget, killed=killed, status=status, rusage=rusage,
                     wall=wall, output=output, base_kb=run_.base_kb,
                     making_cpu=run_.making_cpu)
        if killed and not run_.made:
            r.signature = "harness: making the case took longer than the wall-clock limit"

        if r.failed:
            fill(run_.case, ws)
        if r.verdict == "crash" and not r.traceback:
            r.traceback = output[-5000:]
        shutil.rmtree(run_.tmp, ignore_errors=True)
        saver.save(run_.case, r)
        results.append(r)
        if on_result is not None:
            on_result(run_.case, r)

    completed = False
    try:
        while True:
            while not exhausted and len(running) < jobs:
                case = next(it, None)
                if case is None:
                    exhausted = True
                    break
                counter += 1
                tmp = Path(tempfile.mkdtemp(prefix=f"{case.format}-{counter}-", dir=scratch))
                rfd, wfd = os.pipe()
                sys.stdout.flush()
                sys.stderr.flush()
                base = _status_kb("VmRSS")
                forked = time.monotonic()
                pid = os.fork()
                if pid == 0:  # the child
                    os.close(rfd)
                    _child(case, ws, tmp, wfd, budget, forked)
                os.close(wfd)
                running[rfd] = _Running(pid, case, tmp, forked, base)
            if not running:
                break
            now = time.monotonic()
            timeout = max(0.0, min(r.started + _allowed(r, budget) for r in running.values())
                          - now)
            ready, _, _ = select.select(list(running), [], [], timeout)
            for fd in ready:
                chunk = os.read(fd, 1 << 16)
                if chunk:
                    run_ = running[fd]
                    run_.chunks.append(chunk)
                    head = b"".join(run_.chunks)
                    if not run_.made and head.startswith(MADE) and len(head) >= 9:
                        run_.made, run_.started = True, time.monotonic()
                        run_.making_cpu = struct.unpack("<d", head[1:9])[0]
                        run_.chunks = [head[9:]]
                else:
                    finish(fd)
            now = time.monotonic()
            for fd, r in list(running.items()):
                if now - r.started > _allowed(r, budget):
                    finish(fd, killed=True)
        completed = True
    finally:
        if not completed:  # interrupted (or a generator failed): stop the children, record none
            for run_ in running.values():
                try:
                    os.kill(run_.pid, signal.SIGKILL)
                    os.waitpid(run_.pid, 0)
                except (ProcessLookupError, ChildProcessError):
                    pass
                os.close(next(fd for fd, r in running.items() if r is run_))
                shutil.rmtree(run_.tmp, ignore_errors=True)
    return results


def replay(path: Path, ws: Workspace, fmt_name: str | None = None) -> Result:
    """Run one saved reproducer in this process (no limits), for debugging a finding."""
    fmt_name = fmt_name or format_of(path)
    seed = ws.companions(fmt_name)
    note = path.with_name(path.name[:40] + ".txt") if len(path.name) > 40 else None
    if note is not None and note.is_file():  # the seed the finding was made from
        text = note.read_text("utf-8", "replace")
        for s in ws.seeds[fmt_name]:
            if f"from seed file {s.name})" in text:
                seed = s
    case = Case(fmt_name, f"file:{path.name}", path.read_bytes(), seed)
    tmp = Path(tempfile.mkdtemp(prefix="replay-", dir=ws.root / "scratch"))
    try:
        out = execute(case, ws, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return classify(case, out, Budget())


def format_of(path: Path) -> str:
    if path.parent.name in FORMATS:
        return path.parent.name
    name = path.name.lower()
    for fmt in sorted(FORMATS.values(), key=lambda f: -len(f.ext)):
        if name.endswith(fmt.ext):
            return fmt.name
    if name.endswith(".json"):
        return "campaign" if b'"forcesheet-campaign"' in path.read_bytes()[:4096] else "roster"
    raise SystemExit(f"{path}: cannot tell its format; pass --format")
