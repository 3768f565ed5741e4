"""Clause types against lawyers' labels: CUAD contracts and CLAUDETTE terms of service.

For every annotated span whose category is mapped to a clause type in
``clause_type_mapping.json`` (CUAD: "Governing Law" -> governing_law, "Cap On Liability" ->
limitation_of_liability, ...; CLAUDETTE: "Arbitration" -> dispute_resolution, ...), find the
chunk that contains it and ask whether that chunk has the mapped type:

- **containing chunk**: the chunk whose body ``[char_start, char_end)`` contains the span's
  midpoint. A midpoint is one character every chunker assigns to exactly one chunk body (bodies
  tile the text), so the rule needs no tie-breaking and treats a long span that two chunks
  share the way a retriever would: by where most of it sits. If the midpoint falls on
  whitespace between two bodies, the chunk overlapping the span most is taken (counted and
  reported as "fallbacks").
- **top-1**: the chunk's ``clause_type`` is the mapped type; **top-2**: it is the primary or
  the ``secondary_clause_type``.

Per category: the share of its spans; then the macro average over the mapped categories (each
category weighs the same, however many spans it has). clausewise runs as
``LegalChunker(jurisdiction="us", doc_type="contract")`` on CUAD and
``doc_type="terms_conditions"`` on CLAUDETTE; lexichunk (from ``.bench-venv``) the same way,
beside it. If ``LegalChunker`` does not yet call the clause classifier (its chunks carry only
section defaults), the clausewise figure is computed from the chunker's own tree and chunks
with ``type_tree`` and its chunk typing (most characters), and the script says so.

    .bench-venv/bin/python benchmarks/accuracy_clause_types.py [--corpus cuad|claudette|both]
        [--size 512] [--no-peer]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from bisect import bisect_right
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from common import corpus_root

from clausewise import LegalChunker
from clausewise.legal.classify import KeywordClassifier
from clausewise.legal.clause_typing import type_tree
from clausewise.legal.pipeline import run
from clausewise.legal.plan import TreeIndex

# (start, end, clause type, secondary type) of one chunk body.
Typed = tuple[int, int, str, str | None]
DOC_TYPES = {"cuad": "contract", "claudette": "terms_conditions"}
TARGETS = {"cuad": 0.70, "claudette": 0.60}


def load_mapping(root: Path) -> dict[str, dict[str, str]]:
    data = json.loads((root / "clause_type_mapping.json").read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if not k.startswith("_")}


def load_spans(root: Path, corpus: str, mapping: dict[str, str]) -> dict[str, list[dict[str, Any]]]:
    by_doc: dict[str, list[dict[str, Any]]] = defaultdict(list)
    with (root / corpus / "annotations.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            if rec["label"] in mapping and rec["end"] > rec["start"]:
                by_doc[rec["doc_id"]].append(rec)
    return dict(sorted(by_doc.items()))


class Ours:
    """clausewise chunks with their types, straight from ``LegalChunker`` when it classifies,
    else from its tree and chunks with ``classify_tree`` (see the module docstring)."""

    def __init__(self, doc_type: str, size: int, rule: str = "majority") -> None:
        self.rule = rule
        self.chunker = LegalChunker(jurisdiction="us", doc_type=doc_type, max_chunk_size=size)
        self.doc_type = doc_type
        self.classifier = KeywordClassifier()
        self.wired: bool | None = None

    def __call__(self, text: str) -> list[Typed]:
        outcome = run(text, self.chunker.options)
        typing = type_tree(outcome.document.text, outcome.tree, self.classifier,
                           doc_type=self.doc_type)
        classes = typing.classes
        wired = [c.clause_type for c in outcome.enrichment.classes] == [
            c.clause_type for c in classes
        ]
        self.wired = wired if self.wired is None else (self.wired and wired)
        if wired or outcome.tree.fallback or not outcome.tree.nodes:
            return [
                (c.char_start, c.char_end, c.clause_type.value,
                 c.secondary_clause_type.value if c.secondary_clause_type else None)
                for c in outcome.chunks
            ]
        out: list[Typed] = []
        if self.rule == "covering":
            index = TreeIndex(outcome.tree)
            for c in outcome.chunks:
                node = index.covering(c.char_start, c.char_end)
                cls = classes[node] if node is not None else None
                out.append((
                    c.char_start, c.char_end,
                    cls.clause_type.value if cls else "unknown",
                    cls.secondary.value if cls and cls.secondary else None,
                ))
            return out
        for c in outcome.chunks:
            got = typing(c.char_start, c.char_end)
            out.append((c.char_start, c.char_end, got.clause_type.value,
                        got.secondary.value if got.secondary else None))
        return out


def lexichunk_engine(doc_type: str, size: int) -> Callable[[str], list[Typed]] | None:
    try:
        from lexichunk import LegalChunker as LexiChunker
    except ImportError:
        return None
    chunker = LexiChunker(jurisdiction="us", doc_type=doc_type, max_chunk_size=size)

    def chunk(text: str) -> list[Typed]:
        return [
            (c.char_start, c.char_end, c.clause_type.value,
             c.secondary_clause_type.value if c.secondary_clause_type else None)
            for c in chunker.chunk(text)
        ]

    return chunk


def containing(chunks: list[Typed], starts: list[int], a: int, z: int) -> tuple[Typed | None, bool]:
    """The chunk whose body holds the midpoint of [a, z); else the one overlapping it most."""
    mid = (a + z - 1) // 2
    i = bisect_right(starts, mid) - 1
    if i >= 0 and chunks[i][0] <= mid < chunks[i][1]:
        return chunks[i], False
    best, best_overlap = None, 0
    for c in chunks:
        overlap = min(z, c[1]) - max(a, c[0])
        if overlap > best_overlap:
            best, best_overlap = c, overlap
    return best, True


def score(corpus: str, engines: dict[str, Callable[[str], list[Typed]]], root: Path,
          mapping: dict[str, str]) -> dict[str, dict[str, Any]]:
    spans = load_spans(root, corpus, mapping)
    n: Counter[str] = Counter()
    top1: dict[str, Counter[str]] = {e: Counter() for e in engines}
    top2: dict[str, Counter[str]] = {e: Counter() for e in engines}
    fallbacks: Counter[str] = Counter()
    errors: dict[str, list[str]] = {e: [] for e in engines}
    confusion: dict[str, dict[str, Counter[str]]] = {e: defaultdict(Counter) for e in engines}
    for doc_id, recs in spans.items():
        text = (root / corpus / "texts" / f"{doc_id}.txt").read_text(encoding="utf-8")
        if LegalChunker.sanitize(text) != text:
            print(f"  skipped {doc_id}: its normalised text differs from the file", file=sys.stderr)
            continue
        for rec in recs:
            n[rec["label"]] += 1
        for name, engine in engines.items():
            try:
                chunks = engine(text)
            except Exception as exc:  # a crash scores the document's spans as misses
                errors[name].append(f"{doc_id}: {type(exc).__name__}: {exc}")
                chunks = []
            starts = [c[0] for c in chunks]
            for rec in recs:
                chunk, fell_back = containing(chunks, starts, rec["start"], rec["end"])
                fallbacks[name] += fell_back and bool(chunks)
                want = mapping[rec["label"]]
                got = chunk[2] if chunk else "none"
                confusion[name][rec["label"]][got] += 1
                if got == want:
                    top1[name][rec["label"]] += 1
                if got == want or (chunk is not None and chunk[3] == want):
                    top2[name][rec["label"]] += 1
    out: dict[str, dict[str, Any]] = {}
    for name in engines:
        per = {lab: (top1[name][lab] / n[lab], top2[name][lab] / n[lab]) for lab in n}
        out[name] = {
            "per": per,
            "macro1": sum(v[0] for v in per.values()) / len(per),
            "macro2": sum(v[1] for v in per.values()) / len(per),
            "fallbacks": fallbacks[name],
            "errors": errors[name],
            "confusion": confusion[name],
        }
    out["_n"] = {"n": n, "docs": len(spans)}
    return out


def report(
    corpus: str, result: dict[str, dict[str, Any]], engines: list[str], verbose: bool
) -> None:
    n = result["_n"]["n"]
    print(f"\n{corpus.upper()}: {sum(n.values())} spans in {result['_n']['docs']} documents, "
          f"{len(n)} mapped categories")
    cols = "".join(f"{e + ' top1':>18s}{'top2':>7s}" for e in engines)
    head = f"{'category':34s}{'spans':>6s}{cols}"
    print(head)
    for lab in sorted(n):
        row = f"{lab:34s}{n[lab]:6d}"
        for e in engines:
            t1, t2 = result[e]["per"][lab]
            row += f"{t1:18.1%}{t2:7.1%}"
        print(row)
        if verbose:
            for e in engines:
                common = result[e]["confusion"][lab].most_common(4)
                print(f"    {e}: " + ", ".join(f"{k} {v}" for k, v in common))
    row = f"{'macro average':34s}{'':6s}"
    for e in engines:
        row += f"{result[e]['macro1']:18.1%}{result[e]['macro2']:7.1%}"
    print(row)
    for e in engines:
        print(f"  {e}: midpoint on whitespace between bodies for {result[e]['fallbacks']} spans")
        for err in result[e]["errors"]:
            print(f"  {e} FAILED on {err[:160]} (its spans count as misses)")
    target = TARGETS[corpus]
    ours = result["clausewise"]["macro1"]
    print(f"  target: macro top-1 >= {target:.0%}: {'met' if ours >= target else 'NOT met'} "
          f"({ours:.1%})")


def speed(root: Path, repeats: int) -> None:
    """Classification throughput on the CUAD texts, trees parsed beforehand: best CPU time of
    ``repeats`` runs, for whole clauses and with paragraph refinement, beside one bare regex
    pass of the same phrase family over the same text (the floor any keyword scan pays)."""
    from clausewise.legal.pipeline import parse_tree
    from clausewise.normalize import normalize

    options = LegalChunker(jurisdiction="us").options
    docs = []
    for path in sorted((root / "cuad" / "texts").glob("*.txt")):
        doc = normalize(path.read_text(encoding="utf-8"))
        docs.append((doc.text, parse_tree(doc, options)))
    size = sum(len(t) for t, _ in docs)
    clf = KeywordClassifier()
    family = clf.signals("contract").body

    def best(run_once: Callable[[], object]) -> float:
        times = []
        for _ in range(repeats):
            t0 = time.process_time()
            run_once()
            times.append(time.process_time() - t0)
        return size / min(times) / 1e6

    whole = best(lambda: [type_tree(t, tr, clf, paragraphs=False) for t, tr in docs])
    refined = best(lambda: [type_tree(t, tr, clf) for t, tr in docs])
    scan = best(lambda: [family.count(t.lower()) for t, _ in docs])
    print(f"\nCLASSIFICATION SPEED on {len(docs)} CUAD contracts ({size / 1e6:.1f} MB, CPU time, "
          f"best of {repeats}): clauses {whole:.1f} MB/s, clauses + paragraphs {refined:.1f} MB/s "
          f"(one bare regex pass: {scan:.1f} MB/s)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", choices=["cuad", "claudette", "both"], default="both")
    ap.add_argument("--size", type=int, default=512, help="max_chunk_size (tokens, chars/4)")
    ap.add_argument("--no-peer", action="store_true", help="skip lexichunk")
    ap.add_argument("--rule", choices=["majority", "covering"], default="majority",
                    help="chunk-to-clause rule when LegalChunker does not classify yet: "
                    "TreeTyping (most characters) or the deepest node covering the chunk")
    ap.add_argument("--speed", type=int, default=3, metavar="N",
                    help="repeats of the classification speed run (0 skips it)")
    ap.add_argument("-v", "--verbose", action="store_true", help="show what each label became")
    args = ap.parse_args()
    root = corpus_root()
    mapping = load_mapping(root)
    corpora = ["cuad", "claudette"] if args.corpus == "both" else [args.corpus]
    for corpus in corpora:
        doc_type = DOC_TYPES[corpus]
        ours = Ours(doc_type, args.size, args.rule)
        engines: dict[str, Callable[[str], list[Typed]]] = {"clausewise": ours}
        peer = None if args.no_peer else lexichunk_engine(doc_type, args.size)
        if peer is not None:
            engines["lexichunk"] = peer
        elif not args.no_peer:
            print("lexichunk is not installed here: run with .bench-venv/bin/python "
                  "(bash benchmarks/setup_env.sh creates it); measuring clausewise alone.")
        result = score(corpus, engines, root, mapping[corpus])
        report(corpus, result, list(engines), args.verbose)
        source = "LegalChunker's own chunk types" if ours.wired else (
            f"classify_tree on LegalChunker's tree and chunks, chunk rule {args.rule!r} "
            "(LegalChunker does not call the classifier yet)")
        print(f"  clausewise types from: {source}")
    if args.speed and "cuad" in corpora:
        speed(root, args.speed)


if __name__ == "__main__":
    main()
