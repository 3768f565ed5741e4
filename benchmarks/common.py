"""Shared helpers for the benchmark scripts: corpus location, documents, spans, tables.

The corpus lives outside the repository (``../shared/corpus`` next to the repo root, or
``$CLAUSEWISE_CORPUS``); every script exits with a clear message when it is missing.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

REPO_ROOT = Path(__file__).resolve().parents[1]
Span = tuple[int, int]

# CUAD categories that name the contract rather than a clause; the integrity figure
# is about clauses, so these are left out (as the benchmark brief specifies).
NON_CLAUSE_LABELS = frozenset({"Parties", "Document Name", "Agreement Date", "Effective Date"})


@dataclass(frozen=True)
class Doc:
    corpus: str
    doc_id: str
    text: str

    @property
    def nbytes(self) -> int:
        return len(self.text.encode("utf-8"))


def corpus_root() -> Path:
    """The corpus folder, or exit with a message saying where it was looked for."""
    env = os.environ.get("CLAUSEWISE_CORPUS")
    root = Path(env) if env else REPO_ROOT.parent / "shared" / "corpus"
    if not (root / "cuad" / "texts").is_dir():
        where = "$CLAUSEWISE_CORPUS" if env else "../shared/corpus (relative to the repo root)"
        sys.exit(
            f"benchmark corpus not found at {root} ({where}).\n"
            "Set CLAUSEWISE_CORPUS to the folder holding cuad/, claudette/ and eu_legislation/."
        )
    return root


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def load_docs(which: str) -> list[Doc]:
    """Documents of one corpus: ``cuad``, ``claudette``, ``eu`` or ``all`` (the three)."""
    root = corpus_root()
    folders = {
        "cuad": root / "cuad" / "texts",
        "claudette": root / "claudette" / "texts",
        # Only the .txt form: the .md file is the same regulation again.
        "eu": root / "eu_legislation" / "texts",
    }
    names = list(folders) if which == "all" else [which]
    docs: list[Doc] = []
    for name in names:
        for path in sorted(folders[name].glob("*.txt")):
            docs.append(Doc(name, path.stem, _read(path)))
    if not docs:
        sys.exit(f"no documents found for corpus {which!r} under {root}")
    return docs


@dataclass(frozen=True)
class Annotation:
    doc_id: str
    label: str
    start: int
    end: int

    @property
    def length(self) -> int:
        return self.end - self.start


def load_cuad_clause_spans() -> list[Annotation]:
    """CUAD clause spans, one per record (a fragment of an ``<omitted>`` clause is its own)."""
    path = corpus_root() / "cuad" / "annotations.jsonl"
    spans: list[Annotation] = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            rec = json.loads(line)
            if rec["label"] in NON_CLAUSE_LABELS:
                continue
            spans.append(Annotation(rec["doc_id"], rec["label"], rec["start"], rec["end"]))
    return spans


def locate_strings(text: str, pieces: Sequence[str]) -> list[Span]:
    """Spans of chunks returned as strings, found in order (for peers that give no offsets).

    Only used on peers documented to return exact, ordered substrings of the input; a
    piece that cannot be found raises, so a wrong offset never enters a figure.
    """
    spans: list[Span] = []
    cursor = 0
    for piece in pieces:
        # Chunks do not overlap (overlap 0), so each is searched after the previous end.
        at = text.find(piece, cursor)
        if at < 0:
            raise ValueError("chunk is not an in-order substring of the input; cannot place it")
        spans.append((at, at + len(piece)))
        cursor = at + len(piece)
    return spans


def as_spans(text: str, out: Sequence[Span | str]) -> list[Span]:
    """Normalise an adapter's output to spans."""
    if not out:
        return []
    if isinstance(out[0], str):
        return locate_strings(text, [p for p in out if isinstance(p, str)])
    return [p for p in out if isinstance(p, tuple)]


def chunk_lengths(out: Sequence[Span | str]) -> list[int]:
    return [len(p) if isinstance(p, str) else p[1] - p[0] for p in out]


def contained(starts: Sequence[int], spans: Sequence[Span], start: int, end: int) -> bool:
    """Whether [start, end) lies wholly inside one of ``spans``.

    ``spans`` are sorted and do not overlap (every adapter runs with overlap 0), so the
    only candidate is the last body starting at or before ``start``; ``starts`` is the
    list of their starts, passed in so a document's many spans share one list.
    """
    i = bisect_right(starts, start) - 1
    return i >= 0 and spans[i][1] >= end


def median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    n = len(ordered)
    if n == 0:
        return float("nan")
    mid = n // 2
    return ordered[mid] if n % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """A plain fixed-width table (right-aligned numbers)."""
    cells = [[_fmt(v) for v in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        widths = [max(w, len(c)) for w, c in zip(widths, row, strict=True)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))]
    lines.append("  ".join("-" * w for w in widths))
    for row in cells:
        lines.append("  ".join(_align(c, w) for c, w in zip(row, widths, strict=True)))
    return "\n".join(lines)


def _fmt(value: object) -> str:
    if isinstance(value, float):
        if value != value:  # NaN
            return "-"
        return f"{value:.3f}" if abs(value) < 100 else f"{value:.1f}"
    return str(value)


def _align(cell: str, width: int) -> str:
    return cell.rjust(width) if cell[:1].isdigit() or cell[:1] == "-" else cell.ljust(width)


def load_test_helper(name: str) -> ModuleType:
    """``tests/gen/<name>.py``, loaded by path: what the tests use (a checker, document
    forms), so a benchmark measures with the same code."""
    path = REPO_ROOT / "tests" / "gen" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"clausewise_bench_{name}", path)
    if spec is None or spec.loader is None:
        sys.exit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module
