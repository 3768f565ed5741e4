"""Retrieval inside a contract: clausewise chunks vs a length-matched recursive splitter.

For every CUAD contract and every clause category annotated in it (Parties, Document Name,
Agreement Date and Effective Date are skipped: they name the contract, not a clause), the
query is that category's description from ``cuad/category_descriptions.csv`` ("Does a party
have the right to audit the books, records, or physical locations of the counterparty ...").
The contract's chunks are ranked by BM25 over what a user would embed:

- clausewise: ``context_header + "\n" + content`` (``content`` already begins with the
  ancestor headings), ``LegalChunker(jurisdiction="us", doc_type="contract",
  max_chunk_size=S)`` for S in 512 and 128, with the default header (document, parties,
  section path, clause type) and with the header of an index that holds one contract
  (``context_header_fields=("section", "type")``: title and parties are the same on every
  chunk of the contract, so here they only lengthen the indexed text);
- baseline: LangChain's ``RecursiveCharacterTextSplitter`` (overlap 0), its ``chunk_size``
  found by binary search so that its mean chunk length equals clausewise's, measured two
  ways (both reported): **chunk** matches the chunk itself (``content``, the unit
  ``max_chunk_size`` governs; the context header is metadata added on top, as in the
  Contextual Retrieval pattern) and **indexed** matches the whole indexed text (header
  included: the splitter gets as many characters per chunk as clausewise indexes).

A chunk is a **hit** when its body ``[char_start, char_end)`` holds at least half of the
characters of one annotated span of the query's category. Per query: reciprocal rank of the
first hit (0 when no chunk is a hit) and hit@1. Reported: MRR and hit@1 for both, the paired
difference (clausewise minus baseline, query by query) and its 95% bootstrap confidence
interval, resampling whole contracts (queries of one contract are not independent).

BM25 (Okapi, k1=1.2, b=0.75, idf = ln(1 + (N - df + 0.5) / (df + 0.5))) is computed per
contract over its chunks; tokens are lower-case letter/digit runs minus a short English
stop-word list, reduced by a light suffix stripper (as IR toolkits' default English
analysers do with Porter's; ``--no-stem`` turns it off), identical for both sides.

    .bench-venv/bin/python benchmarks/retrieval.py [--sizes 512 128] [--match chunk indexed]
        [--limit N] [--no-stem] [--peer lexichunk] [--no-per-contract-header]
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import random
import re
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common import NON_CLAUSE_LABELS, corpus_root, locate_strings

from clausewise import LegalChunker

Span = tuple[int, int]
_TOKEN = re.compile(r"[a-z0-9]+")
_STOP_WORDS = (
    "a an and are as at be been but by can could do does for from has have if in into is it "
    "its may might must no not of on or other such than that the their then there these "
    "they this those to under upon was were what when whether which who will with would "
    "any all each either one party parties contract agreement"
)
_STOP = frozenset(_STOP_WORDS.split())


_SUFFIXES = (
    "izations", "ization", "ational", "fulness", "ousness", "iveness", "ations", "ation",
    "ments", "ment", "ness", "ings", "ing", "ities", "ity", "ives", "ive", "ables", "able",
    "ibles", "ible", "ances", "ance", "ences", "ence", "ates", "ate", "ally", "ers", "er",
    "ees", "ee", "ed", "es", "ly", "al", "s", "e", "y",
)


def stem(word: str) -> str:
    """A light suffix stripper (in the spirit of Porter's, much smaller): "terminate",
    "termination", "terminated" -> "termin"; "licensee", "licensed" -> "licens"."""
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    if word.endswith(("e", "y")) and len(word) > 4:
        word = word[:-1]
    return word


STEMMING = True


def tokens(text: str) -> list[str]:
    words = [t for t in _TOKEN.findall(text.lower()) if t not in _STOP]
    return [stem(w) for w in words] if STEMMING else words


class Bm25:
    """Okapi BM25 over one contract's chunks, tokenised once and ranked for many queries."""

    def __init__(self, docs: Sequence[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.toks = [Counter(tokens(d)) for d in docs]
        self.lengths = [sum(t.values()) for t in self.toks]
        self.n = len(docs)
        self.avg = (sum(self.lengths) / self.n if self.n else 0.0) or 1.0
        self.df: Counter[str] = Counter()
        for t in self.toks:
            self.df.update(t.keys())
        self.k1, self.b = k1, b

    def rank(self, query: str) -> list[int]:
        """Indices of the chunks from best to worst score (ties keep document order)."""
        k1, b, n = self.k1, self.b, self.n
        idf = {
            term: math.log(1.0 + (n - self.df[term] + 0.5) / (self.df[term] + 0.5))
            for term in set(tokens(query))
        }
        scores = []
        for t, length in zip(self.toks, self.lengths, strict=True):
            s = 0.0
            for term, weight in idf.items():
                f = t.get(term, 0)
                if f:
                    s += weight * f * (k1 + 1) / (f + k1 * (1 - b + b * length / self.avg))
            scores.append(s)
        return sorted(range(n), key=lambda i: -scores[i])


def bm25_rank(docs: Sequence[str], query: str, k1: float = 1.2, b: float = 0.75) -> list[int]:
    """Indices of ``docs`` from best to worst BM25 score (ties keep document order)."""
    return Bm25(docs, k1, b).rank(query)


@dataclass(frozen=True)
class Indexed:
    """One chunk as retrieved: the text BM25 sees, the body span it stands for, and the length
    of the chunk itself (clausewise: ``content``, header lines included; splitter: its text)."""

    text: str
    start: int
    end: int
    chunk_len: int


def descriptions(root: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    with (root / "cuad" / "category_descriptions.csv").open(encoding="utf-8-sig") as fh:
        for row in csv.reader(fh):
            if row and row[0].startswith("Category:"):
                name = row[0].removeprefix("Category:").strip()
                out[name.lower()] = row[1].removeprefix("Description:").strip()
    return out


def queries(root: Path) -> dict[str, dict[str, list[Span]]]:
    """doc_id -> category -> annotated spans."""
    out: dict[str, dict[str, list[Span]]] = defaultdict(lambda: defaultdict(list))
    with (root / "cuad" / "annotations.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            if rec["label"] not in NON_CLAUSE_LABELS and rec["end"] > rec["start"]:
                out[rec["doc_id"]][rec["label"]].append((rec["start"], rec["end"]))
    return out


class Clausewise:
    """clausewise chunks as a user embeds them: ``context_header + "\n" + content``, with
    the default header (document, parties, section path, clause type)."""

    name = "clausewise"

    def __init__(self, size: int) -> None:
        self.chunker: Any = LegalChunker(
            jurisdiction="us", doc_type="contract", max_chunk_size=size
        )

    def __call__(self, text: str) -> list[Indexed]:
        return [
            Indexed(c.context_header + "\n" + c.content, c.char_start, c.char_end, len(c.content))
            for c in self.chunker.chunk(text)
        ]


class ClausewisePerContract(Clausewise):
    """The header an index of one contract needs: ``context_header_fields=("section",
    "type")``. The document's title and parties are the same on every chunk of a contract, so
    inside one contract they only lengthen what is indexed (and, in the indexed-length
    match, hand the splitter the same characters as text)."""

    name = "cw-section,type"

    def __init__(self, size: int) -> None:
        self.chunker = LegalChunker(
            jurisdiction="us", doc_type="contract", max_chunk_size=size,
            context_header_fields=("section", "type"),
        )


class Lexichunk(Clausewise):
    """lexichunk (``--peer lexichunk``, from ``.bench-venv``) measured the same way: its
    defaults, context header on, ``context_header + "\n" + content``."""

    name = "lexichunk"

    def __init__(self, size: int) -> None:
        from lexichunk import LegalChunker as PeerChunker

        self.chunker = PeerChunker(jurisdiction="us", doc_type="contract", max_chunk_size=size)


def rcts(size: int) -> Callable[[str], list[Indexed]]:
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(chunk_size=size, chunk_overlap=0)

    def chunk(text: str) -> list[Indexed]:
        pieces = splitter.split_text(text)
        return [Indexed(text[a:z], a, z, z - a) for a, z in locate_strings(text, pieces)]

    return chunk


def mean_len(chunked: dict[str, list[Indexed]], what: str = "indexed") -> float:
    """Mean length of the indexed text (header included) or of the chunk itself."""
    lens = [
        len(c.text) if what == "indexed" else c.chunk_len for cs in chunked.values() for c in cs
    ]
    return sum(lens) / len(lens)


_SPLITS: dict[int, dict[str, list[Indexed]]] = {}  # chunk_size -> the splitter's chunks


def matched_rcts(texts: dict[str, str], target: float) -> tuple[int, dict[str, list[Indexed]]]:
    """The chunk_size whose mean chunk length is closest to ``target`` (binary search; each
    chunk_size is split once per run, whatever is matched to it)."""
    lo, hi = 20, 40_000
    best: tuple[float, int, dict[str, list[Indexed]]] | None = None
    while lo <= hi:
        mid = (lo + hi) // 2
        chunked = _SPLITS.get(mid)
        if chunked is None:
            fn = rcts(mid)
            chunked = _SPLITS[mid] = {d: fn(t) for d, t in texts.items()}
        m = mean_len(chunked)
        if best is None or abs(m - target) < best[0]:
            best = (abs(m - target), mid, chunked)
        if m < target:
            lo = mid + 1
        else:
            hi = mid - 1
    assert best is not None
    return best[1], best[2]


_INDEXES: dict[int, tuple[list[Indexed], Bm25]] = {}  # id(chunk list) -> its BM25 index


def evaluate(chunks: list[Indexed], spans: list[Span], query: str) -> tuple[float, float]:
    hits = {
        i for i, c in enumerate(chunks)
        if any(min(c.end, z) - max(c.start, a) >= (z - a) / 2 for a, z in spans)
    }
    if not hits:
        return 0.0, 0.0
    found = _INDEXES.get(id(chunks))
    if found is None or found[0] is not chunks:  # keep the list alive so its id stays its own
        found = _INDEXES[id(chunks)] = (chunks, Bm25([c.text for c in chunks]))
    order = found[1].rank(query)
    rank = next(r for r, i in enumerate(order, 1) if i in hits)
    return 1.0 / rank, 1.0 if rank == 1 else 0.0


def bootstrap(diffs: dict[str, list[float]], reps: int = 10_000, seed: int = 7) -> Span | tuple[
    float, float
]:
    """95% CI of the mean paired difference, resampling contracts."""
    rng = random.Random(seed)
    groups = list(diffs.values())
    means = []
    for _ in range(reps):
        sample = [groups[rng.randrange(len(groups))] for _ in groups]
        flat = [d for g in sample for d in g]
        means.append(sum(flat) / len(flat))
    means.sort()
    return means[int(0.025 * reps)], means[int(0.975 * reps) - 1]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[512, 128])
    ap.add_argument("--limit", type=int, default=0, help="first N contracts only")
    ap.add_argument("--no-stem", action="store_true", help="BM25 on unstemmed tokens")
    ap.add_argument(
        "--peer", choices=["lexichunk"], action="append", default=[],
        help="also measure this legal chunker against its own length-matched splitter",
    )
    ap.add_argument(
        "--match", nargs="+", choices=["chunk", "indexed"], default=["chunk", "indexed"],
        help="what the splitter's mean length is matched to (default: both)",
    )
    ap.add_argument(
        "--per-contract-header", action=argparse.BooleanOptionalAction, default=True,
        help="also measure clausewise with context_header_fields=('section', 'type'), the "
        "header of an index that holds one contract (default: on)",
    )
    args = ap.parse_args()
    global STEMMING
    STEMMING = not args.no_stem
    root = corpus_root()
    desc = descriptions(root)
    qs = queries(root)
    doc_ids = sorted(qs)[: args.limit or None]
    texts = {d: (root / "cuad" / "texts" / f"{d}.txt").read_text(encoding="utf-8") for d in doc_ids}
    missing = {lab for d in doc_ids for lab in qs[d] if lab.lower() not in desc}
    if missing:
        sys.exit(f"no description for categories: {sorted(missing)}")
    n_queries = sum(len(qs[d]) for d in doc_ids)
    print(f"CUAD: {len(doc_ids)} contracts, {n_queries} (contract, category) queries")
    engines: list[type[Clausewise]] = [Clausewise]
    engines += [ClausewisePerContract] if args.per_contract_header else []
    engines += [Lexichunk for peer in args.peer if peer == "lexichunk"]
    for size in args.sizes:
        for kind in engines:
            t0 = time.perf_counter()
            engine = kind(size)
            ours = {d: engine(t) for d, t in texts.items()}
            print(f"\nmax_chunk_size={size}: {kind.name} "
                  f"{sum(len(v) for v in ours.values())} chunks, "
                  f"mean chunk (content) {mean_len(ours, 'chunk'):.0f} chars, mean indexed "
                  f"(context_header + content) {mean_len(ours):.0f} chars")
            for what in args.match:
                compare(ours, texts, qs, desc, doc_ids, what, kind.name)
            print(f"  ({time.perf_counter() - t0:.1f} s)")


def compare(
    ours: dict[str, list[Indexed]],
    texts: dict[str, str],
    qs: dict[str, dict[str, list[Span]]],
    desc: dict[str, str],
    doc_ids: list[str],
    what: str,
    name: str = "clausewise",
) -> None:
    """Match the splitter to the engine's mean ``what`` length, rank, and print the table."""
    target = mean_len(ours, what)
    chunk_size, theirs = matched_rcts(texts, target)
    rows: dict[str, list[tuple[float, float, float, float]]] = defaultdict(list)
    for d in doc_ids:
        for label, spans in qs[d].items():
            query = desc[label.lower()]
            rows[d].append((*evaluate(ours[d], spans, query), *evaluate(theirs[d], spans, query)))
    flat = [r for rs in rows.values() for r in rs]
    n = len(flat)
    mrr_a, h1_a = sum(r[0] for r in flat) / n, sum(r[1] for r in flat) / n
    mrr_b, h1_b = sum(r[2] for r in flat) / n, sum(r[3] for r in flat) / n
    ci_mrr = bootstrap({d: [r[0] - r[2] for r in rs] for d, rs in rows.items()})
    ci_h1 = bootstrap({d: [r[1] - r[3] for r in rs] for d, rs in rows.items()})
    label = "chunk length (content)" if what == "chunk" else "indexed length (header + content)"
    print(f"  splitter matched on {label}: chunk_size={chunk_size}, "
          f"{sum(len(v) for v in theirs.values())} chunks, mean {mean_len(theirs, what):.0f} chars")
    print(f"  {'':28s}{name:>12s}{'splitter':>10s}{'diff':>9s}   95% CI (contracts)")
    print(f"  {'MRR':28s}{mrr_a:12.3f}{mrr_b:10.3f}{mrr_a - mrr_b:+9.3f}   "
          f"[{ci_mrr[0]:+.3f}, {ci_mrr[1]:+.3f}]")
    print(f"  {'hit@1':28s}{h1_a:12.3f}{h1_b:10.3f}{h1_a - h1_b:+9.3f}   "
          f"[{ci_h1[0]:+.3f}, {ci_h1[1]:+.3f}]")
    hits_a = sum(1 for r in flat if r[0] > 0)
    hits_b = sum(1 for r in flat if r[2] > 0)
    print(f"  {'queries with any hit chunk':28s}{hits_a:12d}{hits_b:10d}   of {n}")


if __name__ == "__main__":
    main()
