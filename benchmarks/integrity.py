"""CUAD clause integrity: how often a lawyer-annotated clause lands whole in one chunk.

Spans: every record of ``cuad/annotations.jsonl`` except the Parties, Document Name,
Agreement Date and Effective Date categories (a fragment of an ``<omitted>`` clause is a
span of its own). A span is intact when it lies inside one chunk *body*: the exact source
slice ``[start, end)`` of the chunk, without prepended headings.

For each max_chunk_size M (tokens, chars/4):
  integrity(fit)  share of the spans no longer than 4*M characters that are intact
                  (a clause longer than the budget cannot fit anywhere);
  integrity(all)  share of all spans that are intact;
  mean length     mean body length in characters over all chunks of the 100 contracts.

Bigger chunks keep more clauses whole, so the baseline is RecursiveCharacterTextSplitter
tuned (binary search on chunk_size, overlap 0) to the same mean body length as clausewise.

    python benchmarks/integrity.py
    python benchmarks/integrity.py --sizes 512 --engines lexichunk,rcts-tuned,chunkweaver
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from common import Annotation, Doc, Span, as_spans, contained, load_cuad_clause_spans, load_docs
from common import table as fmt_table
from peers import Unavailable, build

DEFAULT_ENGINES = ["clausewise-legal", "lexichunk", "rcts-tuned"]
LEGAL = {"clausewise-legal": "clausewise", "lexichunk": "lexichunk"}
SpansByDoc = dict[str, list[Span]]


def legal_spans(name: str, docs: list[Doc], m: int) -> tuple[SpansByDoc, int]:
    """Chunk bodies of a LegalChunker (clausewise or lexichunk), and its fallback count."""
    if name == "clausewise-legal":
        from peers import _clausewise

        cls = _clausewise("LegalChunker")
    else:
        cls = importlib.import_module("lexichunk").LegalChunker
    # Defaults otherwise, include_ancestor_headers included: the offsets are the body
    # either way. Offsets index the sanitised text; CUAD texts are already clean
    # (checked in check_clean), so they index the raw file too.
    chunker = cls(jurisdiction="us", max_chunk_size=m)
    out: SpansByDoc = {}
    fallbacks = 0
    for doc in docs:
        chunks, metrics = chunker.chunk_with_metrics(doc.text)
        fallbacks += bool(getattr(metrics, "fallback_used", False))
        out[doc.doc_id] = sorted((c.char_start, c.char_end) for c in chunks)
    return out, fallbacks


def check_clean(docs: list[Doc]) -> list[str]:
    """Notes for every library whose normalised text differs from a raw CUAD file."""
    notes = []
    fns: list[tuple[str, Callable[[str], str]]] = []
    try:
        from lexichunk import LegalChunker

        fns.append(("lexichunk", LegalChunker.sanitize))
    except ImportError:
        pass
    try:
        normalize = importlib.import_module("clausewise.normalize").normalize
        fns.append(("clausewise", lambda t: normalize(t).text))
    except (ImportError, AttributeError):
        pass
    for lib, fn in fns:
        bad = sum(fn(d.text) != d.text for d in docs)
        if bad:
            notes.append(f"{lib}: {bad} documents change under normalisation; offsets may drift")
    return notes


def engine_spans(name: str, docs: list[Doc], m: int) -> SpansByDoc:
    adapter = build(name, 4 * m, "legal", spans=True)
    return {d.doc_id: sorted(as_spans(d.text, adapter.chunk(d.text))) for d in docs}


def rcts_spans(docs: list[Doc], chunk_size: int) -> SpansByDoc:
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(
        chunk_size=chunk_size, chunk_overlap=0, add_start_index=True
    )
    out: SpansByDoc = {}
    for doc in docs:
        pieces = splitter.create_documents([doc.text])
        out[doc.doc_id] = sorted(
            (p.metadata["start_index"], p.metadata["start_index"] + len(p.page_content))
            for p in pieces
        )
    return out


def mean_length(spans: SpansByDoc) -> float:
    lengths = [e - s for doc in spans.values() for s, e in doc]
    return sum(lengths) / max(1, len(lengths))


def tune_rcts(docs: list[Doc], target: float) -> tuple[int, SpansByDoc]:
    """chunk_size whose mean body length is nearest ``target`` (binary search)."""
    lo, hi = 50, max(100, int(target * 4))
    best: tuple[float, int, SpansByDoc] | None = None
    while lo <= hi:
        size = (lo + hi) // 2
        spans = rcts_spans(docs, size)
        mean = mean_length(spans)
        if best is None or abs(mean - target) < best[0]:
            best = (abs(mean - target), size, spans)
        if abs(mean - target) <= 0.002 * target:
            break
        if mean < target:
            lo = size + 1
        else:
            hi = size - 1
    assert best is not None
    return best[1], best[2]


def score(spans: SpansByDoc, annotations: list[Annotation], m: int) -> dict[str, Any]:
    by_doc: dict[str, list[Annotation]] = defaultdict(list)
    for ann in annotations:
        by_doc[ann.doc_id].append(ann)
    n_all = intact_all = n_fit = intact_fit = 0
    for doc_id, anns in by_doc.items():
        bodies = spans.get(doc_id, [])
        starts = [s for s, _ in bodies]
        for ann in anns:
            ok = contained(starts, bodies, ann.start, ann.end)
            n_all += 1
            intact_all += ok
            if ann.length <= 4 * m:
                n_fit += 1
                intact_fit += ok
    return {
        "integrity_fit": intact_fit / max(1, n_fit),
        "integrity_all": intact_all / max(1, n_all),
        "mean_length": mean_length(spans),
        "n_chunks": sum(len(v) for v in spans.values()),
        "n_fit": n_fit,
        "n_all": n_all,
    }


def run_size(
    m: int, engines: list[str], tune_to: str, docs: list[Doc], annotations: list[Annotation]
) -> tuple[list[dict[str, Any]], list[str]]:
    rows: list[dict[str, Any]] = []
    notes: list[str] = []
    means: dict[str, float] = {}
    for name in engines:
        if name == "rcts-tuned":
            continue
        try:
            if name in LEGAL:
                spans, fallbacks = legal_spans(name, docs, m)
                notes.append(f"{name} M={m}: fallback_used on {fallbacks}/{len(docs)} contracts")
            else:
                spans = engine_spans(name, docs, m)
        except Unavailable as exc:
            notes.append(f"{name} M={m}: skipped: {exc}")
            continue
        except Exception as exc:  # a chunker still being written must not stop the rest
            notes.append(f"{name} M={m}: ERROR {type(exc).__name__}: {exc}")
            continue
        means[name] = mean_length(spans)
        rows.append({"engine": name, "M": m, "setting": "", **score(spans, annotations, m)})
    if "rcts-tuned" in engines:
        target_engine = tune_to if tune_to in means else next(iter(means), None)
        if target_engine is None:
            notes.append(f"rcts-tuned M={m}: skipped: no engine ran to tune against")
        else:
            if target_engine != tune_to:
                notes.append(f"rcts-tuned M={m}: tuned to {target_engine} ({tune_to} did not run)")
            size, spans = tune_rcts(docs, means[target_engine])
            rows.append(
                {
                    "engine": "rcts-tuned",
                    "M": m,
                    "setting": f"chunk_size={size} ~ {target_engine}",
                    **score(spans, annotations, m),
                }
            )
    return rows, notes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--engines",
        default=",".join(DEFAULT_ENGINES),
        help="clausewise-legal, lexichunk, rcts-tuned or any peers.py engine",
    )
    parser.add_argument("--sizes", default="512,128", help="max_chunk_size values (tokens)")
    parser.add_argument(
        "--tune-to",
        default="clausewise-legal",
        help="engine whose mean chunk length rcts-tuned matches",
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    docs = load_docs("cuad")
    annotations = load_cuad_clause_spans()
    engines = args.engines.split(",")
    rows: list[dict[str, Any]] = []
    notes = check_clean(docs)
    for m in (int(s) for s in args.sizes.split(",")):
        print(f"  M={m} ...", file=sys.stderr, flush=True)
        size_rows, size_notes = run_size(m, engines, args.tune_to, docs, annotations)
        rows += size_rows
        notes += size_notes
    print(f"\nCUAD clause integrity: {len(docs)} contracts, {len(annotations)} clause spans")
    print(
        fmt_table(
            [
                "engine",
                "M",
                "integrity(fit)",
                "integrity(all)",
                "mean length",
                "chunks",
                "n spans fit/all",
                "setting",
            ],
            [
                (
                    r["engine"],
                    r["M"],
                    r["integrity_fit"],
                    r["integrity_all"],
                    round(r["mean_length"]),
                    r["n_chunks"],
                    f"{r['n_fit']}/{r['n_all']}",
                    r["setting"],
                )
                for r in rows
            ],
        )
    )
    for note in notes:
        print(f"  {note}")
    if args.json:
        args.json.write_text(
            json.dumps({"rows": rows, "notes": notes}, indent=2) + "\n", encoding="utf-8"
        )
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
