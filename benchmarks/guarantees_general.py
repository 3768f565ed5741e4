"""DESIGN.md guarantees of the general and clause-aware chunkers on the whole shared corpus.

Every preset (and all of them together) with every detector combination (none, headings,
tables, both), at two settings (2000 characters without overlap; 500 with 2 sentences of
overlap), on every CUAD, CLAUDETTE and EU text; then ``ClauseAwareChunker`` and
``SemanticChunker``. For each combination it prints the number of chunks and of violations:

* offsets inside the sanitised text, ordered, disjoint; nothing lost; body exactness
  (``clausewise.guarantees.violations``);
* ``text == overlap_text + content_text == sanitised[overlap_start:end]``, overlap on every
  chunk after the first, taken from the end of the previous body;
* size: body <= target, except a keep-together region kept whole (<= its overshoot) or a
  single word; clause-aware: tokens <= max_chunk_size with the overlap included;
* structure: no chunk starts inside a heading's glue (a heading is never the last line of a
  chunk when its body follows);
* determinism: a second run gives the same chunks.

    python benchmarks/guarantees_general.py            # exits 1 on any violation
    python benchmarks/guarantees_general.py --quick    # every 10th document
"""

from __future__ import annotations

import argparse
import logging
import sys
import time

from common import load_docs

from clausewise import sanitize
from clausewise.clause_aware import ClauseAwareChunker, SemanticChunker
from clausewise.general import Chunk, Chunker, HeadingDetector, TableDetector, presets
from clausewise.guarantees import violations

logging.getLogger("clausewise").setLevel(logging.ERROR)

DETECTORS = {
    "none": lambda: [],
    "heading": lambda: [HeadingDetector()],
    "table": lambda: [TableDetector()],
    "heading+table": lambda: [HeadingDetector(), TableDetector()],
}
SETTINGS = [{"target_size": 2000, "overlap": 0}, {"target_size": 500, "overlap": 2}]


def general_problems(text: str, chunker: Chunker, chunks: list[Chunk]) -> list[str]:
    clean = sanitize(text)
    layout = chunker.layout(clean)
    out = violations(
        clean, [(c.start, c.end) for c in chunks], contents=[c.content_text for c in chunks]
    )
    cap = chunker.target_size
    glue = sorted(layout.glue)
    starts = {c.start for c in chunks}
    for i, c in enumerate(chunks):
        if c.text != c.overlap_text + c.content_text or c.text != clean[c.overlap_start : c.end]:
            out.append(f"chunk {i}: text is not overlap_text + body, or not exact")
        limit = cap
        for r in layout.regions:
            if r.start <= c.start and c.end <= r.end and r.end - r.start <= cap * r.overshoot:
                limit = int(cap * r.overshoot)
        if len(c.content_text) > limit and len(c.content_text.split()) > 1:
            out.append(f"chunk {i}: body of {len(c.content_text)} chars > {limit}")
        if i and chunker.overlap:
            tail = c.overlap_text.rstrip()
            if not tail or not chunks[i - 1].content_text.endswith(tail):
                out.append(f"chunk {i}: overlap is not the previous body's tail")
    for a, b in glue:
        if any(a < s <= b for s in starts):
            out.append(f"a chunk starts inside the heading glue ({a}, {b}]")
    return out


def exact_problems(text: str, chunker: ClauseAwareChunker | SemanticChunker) -> list[str]:
    spans = chunker.chunk_spans(text)
    out: list[str] = []
    if not chunker.overlap:
        out += violations(text, spans)
    for i, (s, e) in enumerate(spans):
        piece = text[s:e]
        if chunker.count_tokens(piece) > chunker.max_chunk_size and len(piece.split()) > 1:
            out.append(f"chunk {i}: {chunker.count_tokens(piece)} tokens")
        if piece != piece.strip():
            out.append(f"chunk {i}: starts or ends with whitespace")
        if (
            s > 0
            and not text[s - 1].isspace()
            and len(text[:s].split()[-1]) < 4 * chunker.max_chunk_size
        ):
            out.append(f"chunk {i}: starts mid-word at {s}")
    return out


def run(docs: list[tuple[str, str]]) -> int:
    bad = 0
    names = [*presets.PRESETS, "all"]
    print(f"{'preset':16} {'detectors':14} {'setting':22} {'chunks':>7} {'violations':>10}")
    for name in names:
        patterns = (
            [p for ps in presets.PRESETS.values() for p in ps]
            if name == "all"
            else presets.PRESETS[name]
        )
        for det, make in DETECTORS.items():
            for setting in SETTINGS:
                chunker = Chunker(boundaries=patterns, detectors=make(), **setting)
                n, found = 0, []
                for doc_id, text in docs:
                    chunks = chunker.chunk_with_metadata(text)
                    n += len(chunks)
                    found += [f"{doc_id}: {p}" for p in general_problems(text, chunker, chunks)]
                    if chunker.chunk_with_metadata(text) != chunks:
                        found.append(f"{doc_id}: not deterministic")
                bad += len(found)
                label = f"{setting['target_size']} chars, overlap {setting['overlap']}"
                print(f"{name:16} {det:14} {label:22} {n:7} {len(found):10}")
                for p in found[:3]:
                    print(f"    {p}")
    for exact in (
        ClauseAwareChunker(),
        ClauseAwareChunker(max_chunk_size=128, overlap=32),
        SemanticChunker(),
        SemanticChunker(max_chunk_size=128, split_on="sentence"),
    ):
        n, found = 0, []
        for doc_id, text in docs:
            n += len(exact.chunk_spans(text))
            found += [f"{doc_id}: {p}" for p in exact_problems(text, exact)]
        bad += len(found)
        print(f"{exact!r:52} {n:7} {len(found):10}")
        for p in found[:3]:
            print(f"    {p}")
    return bad


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="every 10th document only")
    args = parser.parse_args(argv)
    docs = [(f"{d.corpus}/{d.doc_id}", d.text) for d in load_docs("all")]
    if args.quick:
        docs = docs[::10]
    t0 = time.perf_counter()
    bad = run(docs)
    print(f"\n{len(docs)} documents, {bad} violations, {time.perf_counter() - t0:.0f} s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
