"""Check every DESIGN.md guarantee on every shared corpus document, at several chunk sizes.

    .venv/bin/python benchmarks/guarantees_legal.py                # everything
    .venv/bin/python benchmarks/guarantees_legal.py --quick        # no determinism/raw re-runs
    .venv/bin/python benchmarks/guarantees_legal.py --corpus eu --sizes 64,512
    .venv/bin/python benchmarks/guarantees_legal.py --form tight   # documents re-extracted

Every file in ``{cuad,claudette,eu_legislation}/texts/`` of the corpus (``../shared/corpus``
from the repository root, or ``$CLAUSEWISE_CORPUS``) goes through ``LegalChunker`` with its
native profile (``us`` for CUAD, ``us`` + ``doc_type="terms_conditions"`` for CLAUDETTE, ``eu``
for EU legislation) and with ``uk`` for all, at ``max_chunk_size`` 64, 128, 512 and 2048. Each
run is checked by ``tests/gen/legal_checks.py``: offsets, order, disjoint bodies, nothing lost,
``content == original_header + body``, the size cap unless one word, no chunk across two
top-level clauses (metric and an independent check on ``parse_structure()``), no heading left
as a chunk's last line, determinism (same chunks twice, and from a new chunker), raw offsets
mapping back. ``--form`` re-extracts every document first (hard-wrapped, without blank lines,
with page furniture: the forms of ``reextraction.py``). The general face
(``clausewise.general.Chunker``) and the clause-aware face (when it exists) are checked too,
on offsets, loss, exactness and size.

Prints one row per document and configuration (violations at each size), a summary per
corpus, configuration and size, and the first violations found. Exits 1 on any violation,
2 when the corpus is missing.
"""

from __future__ import annotations

import argparse
import functools
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

REPO = Path(__file__).resolve().parents[1]
CORPORA = {"cuad": "cuad", "claudette": "claudette", "eu": "eu_legislation"}
SIZES = (64, 128, 512, 2048)
# (label, LegalChunker options) per corpus: the native profile first, then uk for all.
LEGAL_CONFIGS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "cuad": [("legal-us", {"jurisdiction": "us"}), ("legal-uk", {"jurisdiction": "uk"})],
    "claudette": [
        ("legal-us-terms", {"jurisdiction": "us", "doc_type": "terms_conditions"}),
        ("legal-uk", {"jurisdiction": "uk"}),
    ],
    "eu": [("legal-eu", {"jurisdiction": "eu"}), ("legal-uk", {"jurisdiction": "uk"})],
}


def corpus_root() -> Path:
    env = os.environ.get("CLAUSEWISE_CORPUS")
    root = Path(env) if env else REPO.parent / "shared" / "corpus"
    if not root.is_dir() or not any((root / d / "texts").is_dir() for d in CORPORA.values()):
        where = "$CLAUSEWISE_CORPUS" if env else "../shared/corpus (relative to the repo root)"
        print(
            f"corpus not found at {root} ({where}).\n"
            "Set CLAUSEWISE_CORPUS to the folder holding cuad/, claudette/ and eu_legislation/.",
            file=sys.stderr,
        )
        sys.exit(2)
    return root


def load_checks() -> ModuleType:
    """``tests/gen/legal_checks.py``: the same checker the property tests use."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from common import load_test_helper

    return load_test_helper("legal_checks")


@dataclass
class Cell:
    """One document, configuration and size."""

    violations: int = 0
    chunks: int = 0
    fallback: bool = False
    seconds: float = 0.0
    messages: list[str] = field(default_factory=list)


@dataclass
class Row:
    corpus: str
    doc: str
    config: str
    cells: dict[int, Cell] = field(default_factory=dict)


# -- faces ----------------------------------------------------------------------------------------


def legal_cell(
    checks: ModuleType, raw: str, options: dict[str, Any], size: int, *, quick: bool
) -> Cell:
    from clausewise import LegalChunker

    kw = {**options, "max_chunk_size": size, "min_chunk_size": min(64, size // 4)}
    chunker = LegalChunker(**kw)
    t0 = time.perf_counter()
    problems = checks.legal_problems(
        chunker,
        raw,
        fresh=None if quick else (lambda: LegalChunker(**kw)),
        determinism=not quick,
        raw_offsets=not quick,
    )
    chunks, metrics = chunker.chunk_with_metrics(raw)
    seconds = time.perf_counter() - t0
    return Cell(len(problems), len(chunks), metrics.fallback_used, seconds, problems)


def _span_cell(
    text: str,
    spans: list[tuple[int, int]],
    bodies: list[str],
    sizer: Callable[[str], int],
    cap: int,
    t0: float,
) -> Cell:
    from clausewise.guarantees import violations

    problems = violations(text, spans, contents=bodies, sizer=sizer, capacity=cap)
    return Cell(len(problems), len(spans), False, time.perf_counter() - t0, problems)


def general_cell(corpus: str, raw: str, size: int) -> Cell:
    """The general face at the same budget in characters (``4 * size``), overlap off."""
    from clausewise import sanitize
    from clausewise.general import LEGAL_EU, LEGAL_US, Chunker, HeadingDetector

    t0 = time.perf_counter()
    cap = 4 * size
    chunker = Chunker(
        target_size=cap,
        overlap=0,
        boundaries=LEGAL_EU if corpus == "eu" else LEGAL_US,
        min_size=min(200, cap // 4),
        detectors=[HeadingDetector()],
    )
    chunks = chunker.chunk_with_metadata(raw)
    spans = [(c.start, c.end) for c in chunks]
    cell = _span_cell(sanitize(raw), spans, [c.content_text for c in chunks], len, cap, t0)
    again = [(c.start, c.end, c.text) for c in chunker.chunk_with_metadata(raw)]
    if again != [(c.start, c.end, c.text) for c in chunks]:
        cell.violations += 1
        cell.messages.append("not deterministic: a second call gave different chunks")
    return cell


def clause_aware_cell(_corpus: str, raw: str, size: int) -> Cell:
    from clausewise import TokenEstimate, sanitize
    from clausewise.clause_aware import ClauseAwareChunker  # type: ignore[import-not-found]

    t0 = time.perf_counter()
    pieces: list[str] = ClauseAwareChunker(max_chunk_size=size, overlap=0).chunk(raw)
    # Exact substrings of the sanitised text (DESIGN), or failing that of the input (spec).
    clean = sanitize(raw)
    base = clean if all(p in clean for p in pieces) else raw
    spans: list[tuple[int, int]] = []
    pos = 0
    for p in pieces:  # found left to right: how a caller places exact-substring chunks
        i = base.find(p, pos)
        spans.append((i, i + len(p)) if i >= 0 else (-1, -1))
        pos = i + len(p) if i >= 0 else pos
    return _span_cell(base, spans, pieces, TokenEstimate(4), size, t0)


def other_faces() -> list[tuple[str, Callable[[str, str, int], Cell]]]:
    faces: list[tuple[str, Callable[[str, str, int], Cell]]] = []
    try:
        import clausewise.general

        faces.append(("general", general_cell))
    except ImportError:
        print("general face not importable: skipped", file=sys.stderr)
    try:
        import clausewise.clause_aware  # type: ignore[import-not-found]  # noqa: F401

        faces.append(("clause-aware", clause_aware_cell))
    except ImportError:
        print("clause-aware face (clausewise.clause_aware) missing: skipped", file=sys.stderr)
    return faces


# -- running and reporting ------------------------------------------------------------------------


def documents(root: Path, names: Sequence[str], limit: int | None) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for name in names:
        folder = root / CORPORA[name] / "texts"
        if not folder.is_dir():
            print(f"{folder} missing: corpus {name} skipped", file=sys.stderr)
            continue
        files = sorted(p for p in folder.iterdir() if p.is_file())
        for path in files[:limit]:
            out.append((name, path.name, path.read_text(encoding="utf-8")))
    return out


def reextracted(docs: list[tuple[str, str, str]], form: str) -> list[tuple[str, str, str]]:
    """The documents in another extraction's form (see ``reextraction.py``)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from reextraction import FORMS, units

    from clausewise import LegalChunker

    out = []
    for corpus, name, raw in docs:
        _, _, runs = units(LegalChunker(**LEGAL_CONFIGS[corpus][0][1]), raw)
        out.append((corpus, name, FORMS[form](raw, runs)))
    return out


def run(args: argparse.Namespace) -> list[Row]:
    checks = load_checks()
    docs = documents(corpus_root(), args.corpus, args.limit)
    if args.form:
        docs = reextracted(docs, args.form)
    faces = other_faces() if not args.legal_only else []
    rows: list[Row] = []
    for n, (corpus, name, raw) in enumerate(docs, 1):
        for label, opts in LEGAL_CONFIGS[corpus]:
            fn = functools.partial(legal_cell, checks, raw, opts, quick=args.quick)
            rows.append(_row(corpus, name, label, args.sizes, fn))
        for label, face in faces:
            rows.append(_row(corpus, name, label, args.sizes, functools.partial(face, corpus, raw)))
        if args.progress:
            print(f"\r{n}/{len(docs)} documents", end="", file=sys.stderr, flush=True)
    if args.progress:
        print(file=sys.stderr)
    return rows


def _row(corpus: str, doc: str, label: str, sizes: Sequence[int], fn: Callable[[int], Cell]) -> Row:
    """Call ``fn(size)`` at each size; a crash counts as a violation and is reported."""
    row = Row(corpus, doc, label)
    for size in sizes:
        try:
            row.cells[size] = fn(size)
        except Exception as exc:
            row.cells[size] = Cell(1, 0, False, 0.0, [f"raised {exc!r}"])
    return row


def print_rows(rows: list[Row], sizes: Sequence[int], failures_only: bool) -> None:
    head = f"{'corpus':<10} {'document':<58} {'config':<15}" + "".join(
        f" {'v@' + str(s):>7}" for s in sizes
    )
    print(head)
    print("-" * len(head))
    for r in rows:
        if failures_only and not any(c.violations for c in r.cells.values()):
            continue
        cells = "".join(f" {r.cells[s].violations:>7}" for s in sizes)
        print(f"{r.corpus:<10} {r.doc[:58]:<58} {r.config:<15}{cells}")


def print_summary(rows: list[Row], sizes: Sequence[int]) -> int:
    print("\nsummary (docs, chunks, fallback docs, documents with violations, violations, seconds)")
    head = f"{'corpus':<10} {'config':<15} {'size':>5} {'docs':>5} {'chunks':>8} {'fallbk':>6} "
    head += f"{'bad docs':>8} {'viol.':>6} {'sec':>7}"
    print(head)
    print("-" * len(head))
    total = 0
    keys = sorted({(r.corpus, r.config) for r in rows})
    for corpus, config in keys:
        group = [r for r in rows if (r.corpus, r.config) == (corpus, config)]
        for s in sizes:
            cells = [r.cells[s] for r in group]
            v = sum(c.violations for c in cells)
            total += v
            print(
                f"{corpus:<10} {config:<15} {s:>5} {len(cells):>5} "
                f"{sum(c.chunks for c in cells):>8} {sum(c.fallback for c in cells):>6} "
                f"{sum(1 for c in cells if c.violations):>8} {v:>6} "
                f"{sum(c.seconds for c in cells):>7.1f}"
            )
    return total


def print_examples(rows: list[Row], limit: int = 20) -> None:
    shown = 0
    for r in rows:
        for s, c in r.cells.items():
            for m in c.messages[:3]:
                if shown == 0:
                    print("\nfirst violations:")
                print(f"  {r.corpus}/{r.doc} {r.config} size {s}: {m}")
                shown += 1
                if shown >= limit:
                    return


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default="cuad,claudette,eu", type=lambda s: s.split(","))
    ap.add_argument("--sizes", default=SIZES, type=lambda s: [int(x) for x in s.split(",")])
    ap.add_argument("--limit", type=int, default=None, help="documents per corpus")
    ap.add_argument("--quick", action="store_true", help="skip determinism and raw-offset re-runs")
    ap.add_argument("--legal-only", action="store_true", help="only LegalChunker")
    ap.add_argument("--form", default=None, help="re-extract first: wrapped, tight, pages ...")
    ap.add_argument("--failures-only", action="store_true", help="print only rows with violations")
    ap.add_argument("--no-progress", dest="progress", action="store_false")
    args = ap.parse_args(argv)
    unknown = [c for c in args.corpus if c not in CORPORA]
    if unknown:
        ap.error(f"unknown corpus {unknown}; valid: {', '.join(CORPORA)}")
    logging.getLogger("clausewise").setLevel(logging.ERROR)  # mid-word cuts are logged
    t0 = time.perf_counter()
    rows = run(args)
    print_rows(rows, args.sizes, args.failures_only)
    total = print_summary(rows, args.sizes)
    print_examples(rows)
    runs = len(rows) * len(args.sizes)
    print(f"\n{runs} runs, {total} violations, {time.perf_counter() - t0:.0f}s")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
