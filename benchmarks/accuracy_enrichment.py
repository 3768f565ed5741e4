"""Legal enrichment: cross-references and defined terms, accuracy and speed.

1. Gold documents generated from declared structure (``tests/legal/gold``: a UK services
   agreement, a US MSA with exhibits after the signature block, an EU regulation; each plain,
   hard-wrapped at 78 columns, and PDF-extracted with running headers and page numbers).
   Reference recall (declared references found), target precision (found references resolved
   to the declared unit), false references; defined-term recall (term, scope and span),
   false definitions (and how many come from the ordinary quoted phrases the documents hold).
   The clause tree is the declared one; with ``--parser`` the same gold also runs through
   ``clausewise.legal.structure.parse``.
2. The GDPR (corpus text), with a clause tree built from the corpus gold structure (not from
   the parser): the share of internal references to Articles, paragraphs and points that
   resolve, and of those, how many land on the gold unit the reference names, as read by an
   independent reading of the reference (``tests/legal/gold/gdpr.py``).
3. Speed of ``find_references`` and ``find_definitions`` on the 100 CUAD contracts with a
   one-node tree (CPU time, best of ``--repeat`` runs, MB/s of text as UTF-8).

    python benchmarks/accuracy_enrichment.py [--repeat 5] [--parser] [--verbose]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from common import corpus_root

REPO_ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO_ROOT / "tests" / "legal"))

from gold import (  # noqa: E402
    DefScore,
    RefScore,
    all_rendered,
    score_definitions,
    score_references,
)
from gold.gdpr import expected_ref, tree_from_structure  # noqa: E402

from clausewise.legal.definitions import find_definitions  # noqa: E402
from clausewise.legal.jurisdiction import get_profile  # noqa: E402
from clausewise.legal.references import find_references  # noqa: E402
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection  # noqa: E402
from clausewise.normalize import normalize  # noqa: E402

TARGET = 0.98


def _pct(x: float) -> str:
    return f"{100 * x:6.2f}%"


def gold(use_parser: bool, verbose: bool) -> bool:
    parse: Callable[..., ClauseTree] | None = None
    if use_parser:
        from clausewise.legal.structure import parse as parse_fn

        parse = parse_fn
    print(f"== Gold documents ({'real parser' if parse else 'declared tree'})")
    print(
        f"{'document':14s} {'variant':8s} {'refs':>5s} {'recall':>8s} {'target p.':>9s} "
        f"{'false':>5s} | {'terms':>5s} {'recall':>8s} {'false':>5s}"
    )
    per_j: dict[str, tuple[RefScore, DefScore]] = {}
    for doc in all_rendered():
        profile = get_profile(doc.jurisdiction)
        tree = parse(doc.text, profile) if parse else doc.tree
        rs = score_references(doc, find_references(doc.text, tree, profile), tree)
        ds = score_definitions(doc, find_definitions(doc.text, tree, profile))
        print(
            f"{doc.name:14s} {doc.variant:8s} {rs.expected:5d} {_pct(rs.recall)} "
            f"{_pct(rs.precision):>9s} "
            f"{len(rs.false_positives):5d} | {ds.expected:5d} {_pct(ds.recall)} {len(ds.false):5d}"
        )
        slot = per_j.setdefault(doc.jurisdiction, (RefScore(), DefScore()))
        slot[0].add(rs)
        slot[1].add(ds)
    ok = True
    total_r, total_d = RefScore(), DefScore()
    for key, (rs, ds) in per_j.items():
        total_r.add(rs)
        total_d.add(ds)
        good = (
            rs.recall >= TARGET and rs.precision >= TARGET and ds.recall >= TARGET and not ds.false
        )
        ok &= good
        print(
            f"  {key}: reference recall {_pct(rs.recall)}, target precision {_pct(rs.precision)}, "
            f"false references {len(rs.false_positives)}; term recall {_pct(ds.recall)}, false "
            f"definitions {len(ds.false)} ({ds.false_from_negatives} from {ds.negatives} ordinary "
            f"quoted phrases) {'OK' if good else 'BELOW TARGET'}"
        )
    print(
        f"  all: {total_r.expected} references, recall {_pct(total_r.recall)}, target precision "
        f"{_pct(total_r.precision)}; {total_d.expected} definitions, "
        f"recall {_pct(total_d.recall)}, "
        f"{len(total_d.false)} false"
    )
    if verbose:
        for line in total_r.misses + total_r.false_positives + total_d.misses + total_d.false:
            print("   ", line)
    return ok


def gdpr(verbose: bool) -> None:
    root = corpus_root() / "eu_legislation"
    text = (root / "texts" / "gdpr_2016_679.txt").read_text(encoding="utf-8")
    records = [
        json.loads(line) for line in (root / "structure_gdpr_2016_679.jsonl").open(encoding="utf-8")
    ]
    structure = tree_from_structure(records, text)
    refs = find_references(text, structure.tree, get_profile("eu"))
    internal = [r for r in refs if r.target_kind in ("article", "paragraph", "point")]
    resolved = [r for r in internal if r.target_node is not None]
    checked = right = 0
    wrong: list[str] = []
    for r in resolved:
        want = expected_ref(text, r.start, r.end, r.target_identifier, structure)
        if want is None:
            continue
        checked += 1
        got = structure.refs[r.target_node]  # type: ignore[index]
        right += got == want
        if got != want:
            wrong.append(f"{r.raw_text!r} -> {got}, expected {want}")
    others = [r for r in refs if r.target_kind not in ("article", "paragraph", "point", "external")]
    print("\n== GDPR (tree from the gold structure)")
    print(
        f"  references: {len(refs)} ({sum(r.target_kind == 'external' for r in refs)} to other "
        f"instruments, {len(others)} to chapters/sections/recitals)"
    )
    print(
        f"  internal references to Articles, paragraphs and points: {len(internal)}; resolved "
        f"{len(resolved)} ({_pct(len(resolved) / max(1, len(internal)))})"
    )
    print(
        f"  checked independently: {checked} of the resolved; on the named gold unit: {right} "
        f"({_pct(right / max(1, checked))})"
    )
    if verbose:
        for line in wrong[:40]:
            print("   ", line)
        for r in internal:
            if r.target_node is None:
                print("    unresolved:", repr(r.raw_text))


def speed(repeat: int) -> None:
    folder = corpus_root() / "cuad" / "texts"
    texts = [normalize(p.read_text(encoding="utf-8")).text for p in sorted(folder.glob("*.txt"))]
    mb = sum(len(t.encode("utf-8")) for t in texts) / 1e6
    trees = [
        ClauseTree(
            nodes=(
                ClauseNode(
                    0, len(t), 1, "clause", "document", "", None, 0, DocumentSection.OPERATIVE
                ),
            )
        )
        for t in texts
    ]
    profile = get_profile("us")
    print(
        f"\n== Speed on {len(texts)} CUAD contracts ({mb:.1f} MB), one-node tree, CPU time, "
        f"best of {repeat}"
    )
    for name, fn in (("find_references", find_references), ("find_definitions", find_definitions)):
        best, found = float("inf"), 0
        for _ in range(repeat):
            t0 = time.process_time()
            found = sum(len(fn(t, tree, profile)) for t, tree in zip(texts, trees, strict=True))  # type: ignore[operator]
            best = min(best, time.process_time() - t0)
        print(f"  {name:17s} {mb / best:6.1f} MB/s  ({best * 1000:.0f} ms, {found} found)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--parser", action="store_true", help="also run the gold through the parser")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    ok = gold(False, args.verbose)
    if args.parser:
        gold(True, args.verbose)
    gdpr(args.verbose)
    speed(args.repeat)
    if not ok:
        sys.exit("gold accuracy below target")


if __name__ == "__main__":
    main()
