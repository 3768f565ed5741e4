"""ReDoS audit: every regex clausewise uses runs in time linear in its input.

Patterns are collected by ``tests/gen/redos_patterns.py``: every compiled pattern reachable from
clausewise's modules, and every pattern compiled while each face chunks sample documents.

Each pattern is driven with ``search``, ``match`` and ``finditer`` over pathological inputs
built from generic legal shapes ("1.1.1.1...", "(a)(a)...", "Section " * n, spaces then a
non-match, nested and unclosed brackets and quotes...) and from the pattern's own alphabet
(runs of each character it can match, its literal words repeated and cut one short, random
strings over its alphabet). Every input and operation is screened at 2,000 characters (a
quadratic pattern already costs milliseconds there, a catastrophic one hangs); the slowest
three are timed at 10 KB and 100 KB. The 100 KB call must stay under a bound relative to a
linear baseline measured on the same input (``FACTOR`` times a one-match-per-character
``finditer``, with an absolute ``FLOOR``), and growing the input tenfold must not grow the time
more than ``MAX_RATIO`` times (confirmed at 400 KB, since a 10 KB input that fits in the CPU
cache can fake it). Times are CPU times of this thread, and a SIGPROF watchdog on CPU time
turns a catastrophic call into a failure instead of a hang, so a busy machine does not make
the audit flaky. ``CLAUSEWISE_REDOS_FULL=1`` screens at 10 KB and times the ten slowest.

Patterns the audit flags are listed in ``KNOWN_SLOW`` with what was measured and how the code
uses them (strict xfail: a fixed pattern must leave the list). The last tests drive every face
end to end on the same shapes, since a pattern that is only quadratic under ``search`` matters
when the code calls it at every position of a long run.
"""

from __future__ import annotations

import functools
import gc
import hashlib
import importlib.util
import os
import re
import signal
import sys
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from types import FrameType, ModuleType
from typing import Any

import pytest


def _load_helper(name: str) -> ModuleType:
    """``tests/gen/<name>.py`` by path, as ``tests/conftest.py`` loads it (needed at import
    time here: the patterns parametrize the tests)."""
    key = f"clausewise_test_gen_{name}"
    if key not in sys.modules:
        path = Path(__file__).resolve().parent / "gen" / f"{name}.py"
        spec = importlib.util.spec_from_file_location(key, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


_patterns = _load_helper("redos_patterns")
Found = _patterns.Found
GENERIC = _patterns.GENERIC
Alphabet = _patterns.Alphabet
pattern_inputs = _patterns.pattern_inputs
EDGE_PREFIXES = _patterns.EDGE_PREFIXES

FULL = os.environ.get("CLAUSEWISE_REDOS_FULL") == "1"  # slower, more thorough screening
SCREEN, SMALL, LARGE = (10_000 if FULL else 2_000), 10_000, 100_000
# Allowed multiple of the linear baseline at 100 KB. Bounded scans ("{1,80}") cost up to ~40x
# and pass; "[^\n]{0,2000}?" (~450x) and anything quadratic (thousands) do not.
FACTOR = 120.0
FLOOR = 0.25  # seconds of CPU always allowed for one call at 100 KB
MAX_RATIO = 25.0  # allowed growth of time for 10x the input
RATIO_NOISE = 0.02  # below this many seconds at 100 KB the ratio is timer noise
WATCHDOG = 1.0  # seconds of CPU after which a 2,000-character screening call counts as hung
TOP = 10 if FULL else 3  # screened (input, operation) pairs per pattern timed at 10/100 KB
SCREEN_FAST = 0.001  # seconds: a screened call faster than this is not timed at 100 KB
# The watchdog counts the process's CPU time (SIGPROF), so a loaded machine does not trip it.
WATCHDOG_TIMER = getattr(signal, "ITIMER_PROF", 0)
WATCHDOG_SIGNAL = getattr(signal, "SIGPROF", signal.SIGINT)
OPS = ("search", "match", "finditer")


# -- timing ---------------------------------------------------------------------------------------


class Hung(Exception):
    pass


def _alarm(_signum: int, _frame: FrameType | None) -> None:
    raise Hung


def _cpu(fn: Callable[[], object]) -> float:
    # Thread CPU time: precise, and blind to other processes. (Process CPU time turns
    # tick-granular, 4 ms, once an imported library has started a thread.)
    t0 = time.thread_time()
    fn()
    return time.thread_time() - t0


def _ops(p: re.Pattern[str], s: str) -> dict[str, Callable[[], object]]:
    return {
        "search": lambda: p.search(s),
        "match": lambda: p.match(s),
        "finditer": lambda: deque(p.finditer(s), maxlen=0),
    }


_BASE = re.compile(r"[\s\S]")


def _baseline(s: str) -> float:
    return min(_cpu(lambda: deque(_BASE.finditer(s), maxlen=0)) for _ in range(2))


def drive(
    found: Found,
    sizes: tuple[int, int, int] = (SCREEN, SMALL, LARGE),
    watchdog: float = WATCHDOG,
    top: int = TOP,
) -> list[str]:
    """Problems of one pattern: empty when every call is fast and linear.

    Every input and operation is screened at ``sizes[0]`` characters (a catastrophic pattern
    is already the slowest there, or hangs); the ``top`` slowest are then timed at
    ``sizes[1]`` and ``sizes[2]`` and checked against the baseline and for growth. Stops at
    the first problem, so a quadratic pattern costs one watchdog period, not one per input.
    """
    screen_n, small_n, large_n = sizes
    p = found.pattern
    makers = dict(pattern_inputs(p))
    previous = signal.signal(WATCHDOG_SIGNAL, _alarm)
    try:
        screened: list[tuple[float, str, str]] = []
        for name, make in makers.items():
            text = make(screen_n)
            for op in OPS:
                call = functools.partial(_cpu, _ops(p, text)[op])
                t, hung = _guarded(call, f"{op} on {name!r} ({screen_n} chars)", watchdog)
                if hung is not None:
                    return [hung]
                screened.append((t, name, op))
        # A pattern quadratic in its input already spends n*n/2 = 2e6 steps (several ms) on
        # a 2,000-character screen; calls far below that are linear and need no second look.
        slow = [x for x in sorted(screened, reverse=True)[:top] if x[0] >= SCREEN_FAST or FULL]
        for _t, name, op in slow:
            big, small = makers[name](large_n), makers[name](small_n)
            limit = max(FLOOR, FACTOR * _baseline(big))
            check = functools.partial(_time_one, p, op, name, big, small, limit, makers[name])
            what = f"{op} on {name!r} ({large_n} chars)"
            # Over the limit is a failure anyway: stop soon after, so a failing pattern is cheap.
            problem, hung = _guarded(check, what, max(2 * FLOOR, 1.5 * limit))
            if hung is not None or problem is not None:
                return [hung or problem]
    finally:
        signal.signal(WATCHDOG_SIGNAL, previous)
    return []


def _guarded(fn: Callable[[], Any], what: str, watchdog: float) -> tuple[Any, str | None]:
    """``(fn(), None)``, or ``(None, problem)`` when the call uses more than ``watchdog``
    seconds of CPU (CPU, not wall time: the machine may be shared)."""
    signal.setitimer(WATCHDOG_TIMER, watchdog)
    try:
        return fn(), None
    except Hung:
        return None, f"{what}: still running after {watchdog:.1f}s of CPU"
    finally:
        signal.setitimer(WATCHDOG_TIMER, 0)


def _time_one(
    p: re.Pattern[str],
    op: str,
    name: str,
    big: str,
    small: str,
    limit: float,
    make: Callable[[int], str],
) -> str | None:
    call = _ops(p, big)[op]
    t_big = _cpu(call)
    if t_big <= RATIO_NOISE:
        return None
    # Worth a careful look: compare with the limit and with a tenth of the input, timing the
    # large input again only when the first timing fails (the best of two is what counts).
    t_small = min(_cpu(_ops(p, small)[op]) for _ in range(3))
    if t_big > limit or t_big / max(t_small, 1e-4) > MAX_RATIO:
        t_big = min(t_big, _cpu(call))
    if t_big > limit:
        return f"{op} on {name!r}: {t_big:.3f}s CPU for {len(big)} chars > {limit:.3f}s"
    if t_big / max(t_small, 1e-4) <= MAX_RATIO:
        return None
    # A small input that fits in the CPU cache can fake super-linear growth; quadratic
    # growth goes on: confirm on four times the large input before calling it.
    huge = make(4 * len(big))
    t_huge = min(_cpu(_ops(p, huge)[op]) for _ in range(2))
    if t_huge / t_big <= 4 * MAX_RATIO / 10:
        return None
    return (
        f"{op} on {name!r}: {len(small)} chars {t_small:.4f}s, {len(big)} chars "
        f"{t_big:.4f}s, {len(huge)} chars {t_huge:.4f}s (super-linear)"
    )


# -- tests ----------------------------------------------------------------------------------------


def pattern_id(found: Found) -> str:
    """A stable test id: the module-level name, or ``module:function#hash`` for a pattern
    compiled at call time (the hash changes when the pattern does)."""
    origin = found.origin.split("<")[0].replace(" (preset string)", "")
    if ":" not in origin:
        return origin
    module, function = origin.split(":")[:2]
    digest = hashlib.sha1(f"{found.pattern.pattern}/{found.pattern.flags}".encode()).hexdigest()
    return f"{module}:{function}#{digest[:8]}"


# Patterns the audit flags today, each with what was measured and whether the way the code
# uses it makes it a real problem. Strict: a pattern that stops failing must leave the list.
KNOWN_SLOW: dict[str, str] = {}


def _known(found: Found) -> Any:
    reason = KNOWN_SLOW.get(pattern_id(found))
    return () if reason is None else pytest.mark.xfail(strict=True, reason=reason)


PATTERNS, SKIPPED = _patterns.all_patterns()


def test_every_core_module_imports_and_patterns_are_found() -> None:
    assert all(s.startswith(EDGE_PREFIXES) for s in SKIPPED), SKIPPED
    origins = " ".join(f.origin for f in PATTERNS)
    # Module-level, closure-held, profile-specific (lru_cache'd) and general-chunker patterns.
    for where in (
        "clausewise.normalize",
        "clausewise.sentences",
        "clausewise.boundaries.WORD",
        "clausewise.legal.structure.legislation_scan",
        "clausewise.legal.references_grammar",
        "clausewise.general.scan:_compile",
    ):
        assert where in origins, where
    assert len(PATTERNS) >= 150


def test_known_slow_patterns_still_exist() -> None:
    ids = {pattern_id(f) for f in PATTERNS}
    assert set(KNOWN_SLOW) <= ids, set(KNOWN_SLOW) - ids


def test_alphabet_of_a_pattern() -> None:
    alpha = Alphabet(re.compile(r"^(?:Section|ARTICLE)[ \t]{1,3}\d+(?:\.\d+)*[.:]?", re.M))
    assert {"Section", "ARTICLE"} <= set(alpha.words)
    assert {"S", "A", " ", "\t", "0", "."} <= set(alpha.chars)


@pytest.mark.skipif(not hasattr(signal, "ITIMER_PROF"), reason="needs POSIX interval timers")
def test_the_audit_catches_a_catastrophic_pattern() -> None:
    # "\s+$" over a long run of spaces then a non-match is quadratic: every start rescans the
    # run. Smaller sizes keep this self-check quick; the growth is what gets caught.
    sizes = (2_000, 2_000, 20_000)
    problems = drive(Found(re.compile(r"\s+$"), "test"), sizes, watchdog=5.0)
    assert len(problems) == 1, problems  # on whichever blank-heavy input screened slowest
    assert drive(Found(re.compile(r"\S+$"), "test"), sizes, watchdog=5.0) == []


@pytest.mark.skipif(not hasattr(signal, "ITIMER_PROF"), reason="needs POSIX interval timers")
@pytest.mark.parametrize(
    "found", [pytest.param(f, id=pattern_id(f), marks=_known(f)) for f in PATTERNS]
)
def test_pattern_is_linear(found: Found) -> None:
    problems = drive(found)
    assert not problems, f"{found.origin}: {found.pattern.pattern!r}\n{problems[0]}"


# -- the faces end to end -------------------------------------------------------------------------


def _faces() -> dict[str, Callable[[str], object]]:
    from clausewise import LegalChunker
    from clausewise.general import LEGAL_US, Chunker, HeadingDetector, TableDetector

    general = Chunker(boundaries=LEGAL_US, detectors=[HeadingDetector(), TableDetector()])
    return {
        "legal-uk": LegalChunker(jurisdiction="uk", max_chunk_size=128).chunk,
        "legal-us": LegalChunker(jurisdiction="us", max_chunk_size=128).chunk,
        "legal-eu": LegalChunker(jurisdiction="eu", max_chunk_size=128).chunk,
        "general": general.chunk_with_metadata,
    }


FACES = _faces()


def _grows_linearly(fn: Callable[[str], object], make: Callable[[int], str], n: int) -> str | None:
    """None when ``fn`` on ``make(10 * n)`` costs at most ``MAX_RATIO`` times ``make(n)`` and
    stays under a few seconds of CPU; else what was measured.

    The heap the test session has built so far is frozen first: a full collection that
    happens to fall inside one timed call scans every object pytest and earlier tests keep
    alive (0.1-0.6 s late in a full run), which measures the session, not ``fn``. The
    collector still runs on what ``fn`` itself allocates."""
    previous = signal.signal(WATCHDOG_SIGNAL, _alarm)
    gc.collect()
    gc.freeze()
    try:
        t_small = min(_cpu(functools.partial(fn, make(n))) for _ in range(2))
        big = make(10 * n)
        t_big, hung = _guarded(functools.partial(_cpu, functools.partial(fn, big)), "", 2.5)
    finally:
        gc.unfreeze()
        signal.signal(WATCHDOG_SIGNAL, previous)
    if hung is not None:
        return f"{10 * n} chars: still running after 2.5s of CPU ({n} chars: {t_small:.3f}s)"
    if t_big > 2.0 or t_big / max(t_small, 0.005) > MAX_RATIO:
        return f"{n} chars {t_small:.3f}s -> {10 * n} chars {t_big:.3f}s"
    return None


def _in_contract(make: Callable[[int], str]) -> Callable[[int], str]:
    return lambda n: f"1. Services\n\nThe Supplier shall {make(n)}\n\n2. Payment\n\nPay.\n"


# Known quadratic today, each pinned by an xfail test below (skipped here: each would spend
# the watchdog's seconds to fail again).
_KNOWN_BAD: dict[str, str] = {}


@pytest.mark.skipif(not hasattr(signal, "ITIMER_PROF"), reason="needs POSIX interval timers")
@pytest.mark.parametrize("face", sorted(FACES))
@pytest.mark.parametrize("shape", [name for name, _ in GENERIC])
def test_every_face_is_linear_on_pathological_documents(face: str, shape: str) -> None:
    where = _KNOWN_BAD.get(shape, "")
    if where == "all" or face in where.split():
        pytest.skip("known quadratic: pinned by an xfail test below")
    make = dict(GENERIC)[shape]
    assert _grows_linearly(FACES[face], _in_contract(make), 2_000) is None


@pytest.mark.skipif(not hasattr(signal, "ITIMER_PROF"), reason="needs POSIX interval timers")
@pytest.mark.parametrize("face", sorted(FACES))
def test_whitespace_run_in_a_sentence_is_linear(face: str) -> None:
    make = _in_contract(lambda n: " " * n + "x")
    assert _grows_linearly(FACES[face], make, 2_000) is None


@pytest.mark.skipif(not hasattr(signal, "ITIMER_PROF"), reason="needs POSIX interval timers")
def test_newline_run_in_a_clause_is_linear() -> None:
    # Blank lines are paragraph breaks: the packer cuts there before the enumerator rung.
    make = _in_contract(lambda n: "\n" * n + "x")
    assert _grows_linearly(FACES["legal-uk"], make, 2_000) is None


@pytest.mark.skipif(not hasattr(signal, "ITIMER_PROF"), reason="needs POSIX interval timers")
@pytest.mark.parametrize(
    "unit",
    [
        # Quotations that never close: the first failed search for a closing line ends the
        # search for all later ones (none could close either).
        "Regulation (EU) No 1/2010 is amended as follows:\n\u2018Article 9 of it\n",
        # Quotations that close at once, each after its colon line.
        "(1) paragraph 2 is replaced by the following:\n\u20182. Text.\u2019;\n",
    ],
)
def test_amending_acts_are_linear(unit: str) -> None:
    make = lambda n: "Article 1\nAmendments\n\n" + unit * max(1, n // len(unit))  # noqa: E731
    assert _grows_linearly(FACES["legal-eu"], make, 3_000) is None


@pytest.mark.skipif(not hasattr(signal, "ITIMER_PROF"), reason="needs POSIX interval timers")
@pytest.mark.parametrize("marker", ["Section 1.01 ", "ARTICLE I "])
def test_repeated_inline_markers_are_linear(marker: str) -> None:
    # Each repeat opens a new chain of its own first number: the open chains are capped.
    fn = FACES["legal-us"]
    assert _grows_linearly(fn, lambda n: (marker * n)[:n], 3_000) is None


@pytest.mark.skipif(not hasattr(signal, "ITIMER_PROF"), reason="needs POSIX interval timers")
@pytest.mark.parametrize(
    ("unit", "n"),
    [
        # Each reference asks whether it stands alone on its line (a filing label) ...
        ("See Section 2 and Exhibit A. ", 60_000),
        # ... and each quoted term whether a list item starts its line: those looks must stay
        # near the candidate, not scan a line as long as the document.
        ("\u201cAffiliate\u201d shall have the meaning ", 120_000),
    ],
)
def test_candidates_on_one_long_line_are_linear(unit: str, n: int) -> None:
    fn = FACES["legal-us"]
    assert _grows_linearly(fn, lambda k: (unit * k)[:k], n) is None
