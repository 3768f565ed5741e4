"""The pattern side of the ReDoS audit (``tests/test_redos.py``): find every regex clausewise
uses, and build pathological inputs for each from generic legal shapes and its own alphabet.

* statically: every module under ``clausewise`` is imported (edge modules whose optional
  dependencies are missing are skipped and listed) and every compiled ``re.Pattern`` reachable
  from module globals is taken, including those inside tuples, lists, dicts, dataclass
  instances (jurisdiction profiles, the packer's split cascade), closures of clausewise
  functions built by factories (``regex_finder``) and class attributes; preset boundary strings
  are compiled the way the general chunker compiles them (``re.MULTILINE``);
* dynamically: patterns compiled at call time (per-profile grammars behind ``lru_cache``, the
  general chunker's combined boundary regex, heading detector regexes...) are recorded while
  every face chunks a few documents, with ``re``'s compile entry point wrapped and the
  clausewise ``lru_cache`` functions cleared first.

Loaded by path (the suite runs with ``--import-mode=importlib``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import importlib
import pkgutil
import random
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType, ModuleType
from typing import Any

import clausewise

try:  # Python 3.11+
    from re import _parser as sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_parse  # type: ignore[no-redef]

__all__ = ["GENERIC", "Alphabet", "Found", "all_patterns", "pattern_inputs"]

EDGE_PREFIXES = ("clausewise.integrations", "clausewise.providers", "clausewise.ingest")
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@dataclass(frozen=True)
class Found:
    pattern: re.Pattern[str]
    origin: str


# -- collecting patterns ----------------------------------------------------------------------


def import_all() -> tuple[list[ModuleType], list[str]]:
    """Every module under ``clausewise``; edge modules missing an optional dependency skipped."""
    modules: list[ModuleType] = [clausewise]
    skipped: list[str] = []
    for info in pkgutil.walk_packages(clausewise.__path__, "clausewise."):
        if info.name == "clausewise.__main__":
            continue  # runs the command line when imported; holds no pattern
        try:
            modules.append(importlib.import_module(info.name))
        except ImportError as exc:
            if not info.name.startswith(EDGE_PREFIXES):
                raise
            skipped.append(f"{info.name} ({exc})")
    return modules, skipped


def _walk(value: Any, origin: str, out: dict[tuple[str, int], Found], seen: set[int]) -> None:
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, re.Pattern):
        if isinstance(value.pattern, str):
            out.setdefault((value.pattern, value.flags), Found(value, origin))
    elif type(value).__name__ == "BoundaryPattern" and isinstance(value, str):
        rx = re.compile(value, re.MULTILINE)
        out.setdefault((rx.pattern, rx.flags), Found(rx, origin + " (preset string)"))
    elif isinstance(value, (tuple, list, set, frozenset)):
        for i, item in enumerate(value):
            _walk(item, f"{origin}[{i}]", out, seen)
    elif isinstance(value, dict):
        for k, item in value.items():
            _walk(item, f"{origin}[{k!r}]", out, seen)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _walk(getattr(value, f.name, None), f"{origin}.{f.name}", out, seen)
    elif isinstance(value, functools.partial):
        _walk((value.func, value.args, value.keywords), origin, out, seen)
    elif (
        callable(value)
        and getattr(value, "__closure__", None)
        and str(getattr(value, "__module__", "")).startswith("clausewise")
    ):
        # A finder built by a factory keeps its compiled pattern in a closure cell.
        name = getattr(value, "__qualname__", "?")
        for cell in value.__closure__:
            with contextlib.suppress(ValueError):  # an empty cell
                _walk(cell.cell_contents, f"{origin}<{name}>", out, seen)


def static_patterns(modules: list[ModuleType]) -> dict[tuple[str, int], Found]:
    out: dict[tuple[str, int], Found] = {}
    seen: set[int] = set()
    for mod in modules:
        for name, value in vars(mod).items():
            if isinstance(value, ModuleType):
                continue
            owner = getattr(value, "__module__", mod.__name__)
            if isinstance(value, type) and owner == mod.__name__:
                for attr, item in vars(value).items():
                    _walk(item, f"{mod.__name__}.{name}.{attr}", out, seen)
            else:
                _walk(value, f"{mod.__name__}.{name}", out, seen)
    return out


def _caller(frame: FrameType | None) -> str | None:
    """``module:function:line`` of the first clausewise frame above ``re``, if any."""
    while frame is not None:
        name = frame.f_globals.get("__name__", "")
        if name.startswith("clausewise"):
            return f"{name}:{frame.f_code.co_name}:{frame.f_lineno}"
        if not (name == "re" or name.startswith(("re.", "sre_", "functools"))):
            return None
        frame = frame.f_back
    return None


def _clear_caches(modules: list[ModuleType]) -> None:
    for mod in modules:
        for value in vars(mod).values():
            if callable(getattr(value, "cache_clear", None)) and getattr(
                value, "__module__", ""
            ).startswith("clausewise"):
                value.cache_clear()
    re.purge()


def dynamic_patterns(modules: list[ModuleType]) -> dict[tuple[str, int], Found]:
    """Patterns compiled while every face chunks sample documents."""
    out: dict[tuple[str, int], Found] = {}
    original = re._compile  # type: ignore[attr-defined]

    @functools.wraps(original)
    def recording(pattern: Any, flags: Any) -> Any:
        compiled = original(pattern, flags)
        origin = _caller(sys._getframe(1))
        if origin is not None and isinstance(compiled.pattern, str):
            out.setdefault((compiled.pattern, compiled.flags), Found(compiled, origin))
        return compiled

    _clear_caches(modules)
    re._compile = recording  # type: ignore[attr-defined]
    try:
        _exercise_every_face()
    finally:
        re._compile = original  # type: ignore[attr-defined]
    return out


def _sample_texts() -> list[str]:
    texts = [p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.txt"))]
    texts.append(
        "ARTICLE I\nDEFINITIONS\n\nSection 1.01 Terms. \u201cAgreement\u201d means this "
        "agreement, subject to Section 2.01(a)(i) and Clause 3.2 of Schedule 1.\n\n"
        "CHAPTER II\nPrinciples\n\nArticle 5\nPrinciples\n\n1. Personal data shall be:\n"
        "(a) processed lawfully; (b) see Article 6(1)(a) of Regulation (EU) 2016/679.\n"
        "| Fee | $1,000.00 |\n| --- | --- |\n# Heading\n\nTABLE 1\n\nPage 2 of 9\n"
    )
    # One schedule with no number: "the Schedule" references are then looked for.
    texts.append(
        "1. SERVICES\n\n1.1 The Supplier shall provide the services in the Schedule.\n\n"
        "2. FEES\n\n2.1 The fees are due monthly.\n\nTHE SCHEDULE\n\nSERVICES\n\n"
        "1. Cleaning of the offices.\n\n2. Cleaning of the windows.\n"
    )
    return texts


def _exercise_every_face() -> None:
    from clausewise import LegalChunker, ProvenanceTracker
    from clausewise.general import PRESETS, Chunker, HeadingDetector, TableDetector

    texts = _sample_texts()
    for jurisdiction in ("uk", "us", "eu"):
        for doc_type in ("contract", "terms_conditions"):
            chunker = LegalChunker(jurisdiction=jurisdiction, doc_type=doc_type)
            for text in texts:
                chunker.chunk(text)
                chunker.parse_structure(text)
                chunker.get_defined_terms(text)
    for preset in PRESETS.values():
        general = Chunker(
            target_size=400,
            boundaries=preset,
            detectors=[HeadingDetector(), TableDetector()],
            overlap_unit="paragraph",
        )
        for text in texts:
            general.chunk_with_metadata(text)
    _exercise_builders()
    tracker = ProvenanceTracker()
    tracker.register_text(texts[0])
    tracker.find_spans(["thirty (30) days", "Business Day", "\u00a3 1,000", "14 March 2025"])
    _exercise_pic(texts[0])


def _exercise_builders() -> None:
    """Cached pattern builders not (yet) reached from ``chunk()``: classification signals."""
    try:
        from clausewise.legal.signalset import signal_set
    except ImportError:  # pragma: no cover - renamed or removed
        return
    for doc_type in ("contract", "terms_conditions"):
        # A changed signature is not this test's business: the chunker path covers it then.
        with contextlib.suppress(TypeError):
            signal_set(doc_type)


def _exercise_pic(text: str) -> None:
    try:
        from clausewise.semantic import PICChunker
    except ImportError:  # pragma: no cover - face not built yet
        return

    def embed(batch: list[str]) -> list[list[float]]:
        return [[float(len(t) % 7), float(t.count(" ") % 5) + 1.0] for t in batch]

    PICChunker(None, embed, summary_mode="extractive").split("doc", text, "en")


@functools.lru_cache(maxsize=1)
def all_patterns() -> tuple[list[Found], tuple[str, ...]]:
    modules, skipped = import_all()
    found = static_patterns(modules)
    for key, item in dynamic_patterns(modules).items():
        found.setdefault(key, item)
    return sorted(found.values(), key=lambda f: f.origin), tuple(skipped)


# -- pathological inputs ------------------------------------------------------------------------

_CATEGORY_REPS = {
    "CATEGORY_DIGIT": "07",
    "CATEGORY_NOT_DIGIT": "a.",
    "CATEGORY_SPACE": " \t\n",
    "CATEGORY_NOT_SPACE": "a.",
    "CATEGORY_WORD": "aZ_9\u00e9",
    "CATEGORY_NOT_WORD": " .(-",
    "CATEGORY_LINEBREAK": "\n",
    "CATEGORY_NOT_LINEBREAK": "a ",
}


def _class_chars(items: list[tuple[Any, Any]]) -> tuple[str, bool]:
    chars = ""
    negate = False
    for op, av in items:
        kind = str(op)
        if kind == "NEGATE":
            negate = True
        elif kind == "LITERAL":
            chars += chr(av)
        elif kind == "RANGE":
            lo, hi = av
            mid = (lo + hi) // 2
            chars += "".join(chr(c) for c in (lo, mid, hi) if not 0xD800 <= c <= 0xDFFF)
        elif kind == "CATEGORY":
            chars += _CATEGORY_REPS.get(str(av), "a")
    if negate:  # characters outside the class: a few common ones it does not list
        chars = "".join(c for c in "a .,;:()\n\t1A\"'" if c not in chars)
    return chars, negate


class Alphabet:
    """Characters a pattern can match and the literal words (runs of literals) it contains."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.chars: dict[str, None] = {}
        self.words: dict[str, None] = {}
        try:
            tree = sre_parse.parse(pattern.pattern, pattern.flags)
        except Exception:  # pragma: no cover - the pattern compiled, so this should not happen
            tree = []
        self._walk(tree, [])
        if pattern.flags & re.IGNORECASE:
            for c in list(self.chars):
                self.chars.setdefault(c.swapcase(), None)
            for w in list(self.words):
                self.words.setdefault(w.upper(), None)
                self.words.setdefault(w.title(), None)

    def _flush(self, run: list[str]) -> None:
        if len(run) >= 2:
            self.words.setdefault("".join(run), None)
        run.clear()

    def _walk(self, sub: Any, run: list[str]) -> None:
        for op, av in sub:
            kind = str(op)
            single = self._single(kind, av)
            if single is not None:
                for c in single:
                    self.chars.setdefault(c, None)
                if single:
                    run.append(single[0])
                continue
            if kind in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
                lo, _hi, item = av
                inner = list(item)
                if len(inner) == 1 and self._single(str(inner[0][0]), inner[0][1]) is not None:
                    chars = self._single(str(inner[0][0]), inner[0][1]) or ""
                    for c in chars:
                        self.chars.setdefault(c, None)
                    if chars and lo >= 1:
                        run.append(chars[0])
                    continue
                self._flush(run)
                self._walk(item, [])
                continue
            self._flush(run)
            if kind == "SUBPATTERN":
                self._walk(av[-1], run)
            elif kind == "ATOMIC_GROUP":
                self._walk(av, run)
            elif kind == "BRANCH":
                for alt in av[1]:
                    self._walk(alt, [])
            elif kind in ("ASSERT", "ASSERT_NOT"):
                self._walk(av[1], [])
            elif kind == "GROUPREF_EXISTS":
                self._walk(av[1], [])
                if av[2] is not None:
                    self._walk(av[2], [])
            elif kind == "AT":
                self.chars.setdefault("\n", None)
                self.chars.setdefault(" ", None)
        self._flush(run)

    @staticmethod
    def _single(kind: str, av: Any) -> str | None:
        """The characters one single-character item matches (a sample), else None."""
        if kind == "LITERAL":
            return chr(av)
        if kind == "NOT_LITERAL":
            return "a" if chr(av) != "a" else "b"
        if kind == "ANY":
            return "a\n"
        if kind == "IN":
            chars, _ = _class_chars(av)
            return chars
        return None


def _fit(unit: str, n: int) -> str:
    return (unit * (n // max(1, len(unit)) + 1))[:n]


GENERIC: tuple[tuple[str, Callable[[int], str]], ...] = (
    ("1.1.1.", lambda n: _fit("1.", n)),
    ("(a)(a)", lambda n: _fit("(a)", n)),
    ("(i)(ii)", lambda n: _fit("(i)(ii)(iii)", n)),
    ("Section x n", lambda n: _fit("Section ", n)),
    ("ARTICLE I x n", lambda n: _fit("ARTICLE I ", n)),
    ("spaces then x", lambda n: " " * (n - 1) + "x"),
    ("tabs then x", lambda n: "\t" * (n - 1) + "x"),
    ("newlines then x", lambda n: "\n" * (n - 1) + "x"),
    ("space-newline", lambda n: _fit(" \n", n)),
    ("a-space", lambda n: _fit("a ", n)),
    ("caps", lambda n: "A" * n),
    ("caps-space", lambda n: _fit("AB ", n)),
    ("digits", lambda n: "1" * n),
    ("digit-space", lambda n: _fit("1 ", n)),
    ("letter-dot", lambda n: _fit("a.", n)),
    ("nested parens", lambda n: "(" * (n // 2) + "a" + ")" * (n // 2 - 1)),
    ("unclosed parens", lambda n: "(" * n),
    ("unclosed quote", lambda n: '"' + "a" * (n - 1)),
    ("unclosed curly quote", lambda n: "\u201c" + _fit("word ", n - 1)),
    ("quoted defs", lambda n: _fit('"Term" means "', n)),
    # A quoted term, a word, then one long word: splitting that word at every position is
    # exponential in a pattern whose words may be joined by an empty separator.
    ("quoted term long word", lambda n: '"Term" for ' + "a" * (n - 11)),
    ("dots", lambda n: "." * n),
    ("leader dots", lambda n: _fit("Definitions ..... 1\n", n)),
    ("underscores", lambda n: "_" * n),
    ("dashes", lambda n: _fit("- ", n)),
    ("pipes", lambda n: _fit("| a ", n)),
    ("whereas", lambda n: _fit("WHEREAS, ", n)),
    ("Mr.", lambda n: _fit("Mr. ", n)),
    ("one long line", lambda n: _fit("the party shall ", n)),
    ("numbered lines", lambda n: _fit("\n1.1 ", n)),
    ("heading lines", lambda n: _fit("\nDEFINITIONS\n", n)),
    ("astral", lambda n: "\U0001f4dc" * n),
)


def _runs(c: str) -> Callable[[int], str]:
    return lambda n: c * (n - 1) + _TAIL


def _repeat(unit: str) -> Callable[[int], str]:
    return lambda n: _fit(unit, n)


def _random_over(items: list[str], seed: int) -> Callable[[int], str]:
    def make(n: int) -> str:
        rng = random.Random(seed)
        parts: list[str] = []
        size = 0
        while size < n:
            parts.append(rng.choice(items))
            size += len(parts[-1])
        return "".join(parts)[:n]

    return make


_TAIL = "\u2603"  # a character no clausewise pattern is about: forces a failing end


def pattern_inputs(pattern: re.Pattern[str]) -> list[tuple[str, Callable[[int], str]]]:
    """Generic shapes, then shapes built from the pattern's own alphabet: ``(name, make)``
    where ``make(n)`` builds the input ``n`` characters long."""
    out = list(GENERIC)
    alpha = Alphabet(pattern)
    chars = [c for c in alpha.chars if c]
    out += [(f"run of {c!r}", _runs(c)) for c in chars[:10]]
    if chars:
        out.append(("alphabet cycle", lambda n: _fit("".join(chars), n - 1) + _TAIL))
        out.append(("random over alphabet", _random_over(chars, len(chars))))
    words = sorted(alpha.words, key=lambda w: (-len(w), w))[:8]
    for w in words:
        out.append((f"{w!r} + space repeated", _repeat(w + " ")))
        out.append((f"{w!r} cut short repeated", _repeat(w[:-1] + " " if len(w) > 2 else w)))
    if words and chars:
        out.append(("words and alphabet mixed", _random_over(words + chars, len(words))))
    return out
