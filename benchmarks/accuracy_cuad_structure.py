"""Structure of the 100 CUAD contracts under the ``us`` profile: fallbacks, units, speed.

For every contract: the number of top-level units (depth-1 nodes other than the zones:
preamble, recitals, body and signature block), all nodes, the numbering style that carries
the document, and whether it falls back. A contract counts as a fallback when the tree says
so (``tree.fallback``: not even two zones were found, the chunker packs flat text). A document
without numbered clauses or headings (a joint filing agreement) gets a zone-level tree
(preamble, body, signatures, attachments) and is not a fallback; for transparency the script
also counts the contracts with fewer than two clause-level top-level units (zones and
schedules not counted). Throughput is the parse alone (``parse_contract`` on text already
normalised), best of ``--repeat`` runs, in MB/s of UTF-8.

    python benchmarks/accuracy_cuad_structure.py [--repeat 5] [--show 10] [--table]

Throughput is reported in wall time and in CPU time of this process (``time.process_time``):
on a shared machine the wall figure mostly measures the other processes.

``--show N`` prints the trees of N contracts (identifiers and titles, top two levels) to read
them by eye. The corpus is read from ``../shared/corpus`` next to the repository, or from
``$CLAUSEWISE_CORPUS``; the script says so and stops when it is missing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import ClauseTree
from clausewise.normalize import normalize

REPO_ROOT = Path(__file__).resolve().parents[1]
NOT_UNITS = frozenset({"preamble", "recitals", "body", "signatures"})
SCHEDULES = frozenset({"schedule", "exhibit", "annex", "appendix"})
TARGET_FALLBACK = 0.02


def corpus_texts() -> list[tuple[str, str]]:
    env = os.environ.get("CLAUSEWISE_CORPUS")
    root = Path(env) if env else REPO_ROOT.parent / "shared" / "corpus"
    folder = root / "cuad" / "texts"
    if not folder.is_dir():
        where = "$CLAUSEWISE_CORPUS" if env else "../shared/corpus (relative to the repo root)"
        sys.exit(
            f"CUAD corpus not found at {folder} ({where}).\n"
            "Set CLAUSEWISE_CORPUS to the folder holding cuad/texts/."
        )
    out = []
    for path in sorted(folder.glob("*.txt")):
        out.append((path.stem, normalize(path.read_text(encoding="utf-8")).text))
    if not out:
        sys.exit(f"no .txt files in {folder}")
    return out


def units(tree: ClauseTree) -> int:
    return sum(1 for n in tree.nodes if n.depth == 1 and n.kind not in NOT_UNITS)


def clause_units(tree: ClauseTree) -> int:
    """Top-level units that are clauses (articles, sections, headings), not zones or
    schedules."""
    return sum(1 for n in tree.nodes if n.depth == 1 and n.kind not in NOT_UNITS | SCHEDULES)


def is_fallback(tree: ClauseTree) -> bool:
    return tree.fallback


def show(doc_id: str, text: str, tree: ClauseTree) -> None:
    print(f"\n### {doc_id}  ({len(text)} chars, {len(tree.nodes)} nodes, title={tree.title!r})")
    for n in tree.nodes:
        if n.depth <= 2:
            title = "" if n.title is None else f"  {n.title[:50]!r}"
            print(f"  {'  ' * (n.depth - 1)}{n.identifier[:30]:<30} {n.section.value:<11}{title}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=5, help="timing runs (best is kept)")
    ap.add_argument("--show", type=int, default=0, help="print the trees of N contracts")
    ap.add_argument("--table", action="store_true", help="one line per contract")
    args = ap.parse_args()
    docs = corpus_texts()
    profile = get_profile("us")
    nbytes = sum(len(t.encode("utf-8")) for _, t in docs)

    best = cpu = float("inf")
    trees: list[ClauseTree] = []
    for _ in range(max(1, args.repeat)):
        t0, c0 = time.perf_counter(), time.process_time()
        trees = [parse_contract(text, profile) for _, text in docs]
        best = min(best, time.perf_counter() - t0)
        cpu = min(cpu, time.process_time() - c0)

    counts = [units(t) for t in trees]
    fallbacks = [(d, t) for (d, _), t in zip(docs, trees, strict=True) if is_fallback(t)]
    if args.table:
        print(f"{'units':>5} {'nodes':>6} {'top style':<12} {'fb':<3} contract")
        for (doc_id, _), tree, k in zip(docs, trees, counts, strict=True):
            style = next((x[4:] for x in tree.notes if x.startswith("top=")), "-")
            fb = "FB" if is_fallback(tree) else ""
            print(f"{k:>5} {len(tree.nodes):>6} {style:<12} {fb:<3} {doc_id[:70]}")
    buckets = Counter(
        "0-1" if k < 2 else "2-4" if k < 5 else "5-9" if k < 10 else "10-19" if k < 20 else "20+"
        for k in counts
    )
    styles = Counter(next((x[4:] for x in t.notes if x.startswith("top=")), "none") for t in trees)
    share = len(fallbacks) / len(docs)
    print(f"\nCUAD contracts: {len(docs)}, {nbytes / 1e6:.2f} MB")
    print(
        f"fallback: {len(fallbacks)}/{len(docs)} = {share:.1%} "
        f"(target <= {TARGET_FALLBACK:.0%}: {'met' if share <= TARGET_FALLBACK else 'NOT met'})"
    )
    for doc_id, tree in fallbacks:
        print(f"  - {doc_id[:80]} (units={units(tree)})")
    few = [(d, t) for (d, _), t in zip(docs, trees, strict=True) if clause_units(t) < 2]
    print(f"fewer than 2 clause-level top-level units: {len(few)}/{len(docs)}")
    for doc_id, tree in few:
        zones = ", ".join(n.identifier for n in tree.nodes if n.depth == 1)
        print(f"  - {doc_id[:80]} ({zones or 'no nodes'})")
    print(
        "top-level units per contract: "
        f"min {min(counts)}, median {statistics.median(counts):g}, "
        f"mean {statistics.mean(counts):.1f}, max {max(counts)}"
    )
    print(
        "distribution: "
        + ", ".join(f"{b}: {buckets[b]}" for b in ("0-1", "2-4", "5-9", "10-19", "20+"))
    )
    print("top-level style: " + ", ".join(f"{k}: {v}" for k, v in styles.most_common()))
    print(
        f"nodes: {sum(len(t.nodes) for t in trees)}, rejected heading candidates: "
        f"{sum(t.rejected_headings for t in trees)}"
    )
    print(
        f"parse throughput: {nbytes / 1e6 / best:.1f} MB/s wall ({best:.3f} s), "
        f"{nbytes / 1e6 / cpu:.1f} MB/s CPU ({cpu:.3f} s), best of {args.repeat}"
    )
    if hasattr(os, "getloadavg"):
        print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    step = max(1, len(docs) // args.show) if args.show else 0
    for i in range(0, len(docs), step or len(docs) + 1)[: args.show]:
        show(docs[i][0], docs[i][1], trees[i])


if __name__ == "__main__":
    main()
