"""Accuracy and speed of the EU-legislation structure parser on the GDPR, against its gold.

The gold (``eu_legislation/structure_gdpr_2016_679.jsonl``) marks every recital, chapter,
section, article, numbered paragraph, point, sub-point and footnote of the Official Journal text
with its span and parent; nobody on this project produced it. A unit is found when the parse
has a node of the matching kind starting exactly at the gold start.

Reported per label: recall; over all nodes of those kinds: precision; for every gold unit with
a parent (paragraphs, points, sub-points, articles, sections): whether the parse hangs it under
the node starting at the gold parent's start. The Markdown variant (same lines, headings marked
up) is scored with the gold moved to the same line of the ``.md`` file: in Markdown a unit
starts at its line's first character, the heading markup included.

    python benchmarks/accuracy_gdpr_structure.py [--repeat 20]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from clausewise.legal.jurisdiction import EU
from clausewise.legal.structure.legislation import parse_legislation
from clausewise.legal.tree import ClauseTree

REPO_ROOT = Path(__file__).resolve().parents[1]
DOC = "gdpr_2016_679"
LABELS = ("chapter", "section", "article", "paragraph", "point", "subpoint", "recital", "footnote")
TARGETS = {
    "chapter": 1.0,
    "section": 1.0,
    "article": 1.0,
    "paragraph": 1.0,
    "point": 0.99,
    "subpoint": 0.99,
    "recital": 0.99,
}


def corpus_dir() -> Path:
    env = os.environ.get("CLAUSEWISE_CORPUS")
    root = Path(env) if env else REPO_ROOT.parent / "shared" / "corpus"
    folder = root / "eu_legislation"
    if not (folder / f"structure_{DOC}.jsonl").is_file():
        where = "$CLAUSEWISE_CORPUS" if env else "../shared/corpus (relative to the repo root)"
        sys.exit(
            f"EU legislation corpus not found at {folder} ({where}).\n"
            "Set CLAUSEWISE_CORPUS to the folder holding eu_legislation/."
        )
    return folder


def load(folder: Path) -> tuple[str, str, list[dict[str, object]]]:
    txt = (folder / "texts" / f"{DOC}.txt").read_text(encoding="utf-8")
    md = (folder / "texts" / f"{DOC}.md").read_text(encoding="utf-8")
    with (folder / f"structure_{DOC}.jsonl").open(encoding="utf-8") as fh:
        gold = [json.loads(line) for line in fh if line.strip()]
    return txt, md, gold


def line_starts(text: str) -> list[int]:
    starts = [0]
    starts.extend(i + 1 for i, ch in enumerate(text) if ch == "\n")
    return starts


def to_markdown(txt: str, md: str, gold: list[dict[str, object]]) -> list[dict[str, object]]:
    """The gold moved onto the .md file: same line (the files are line-aligned)."""
    t_lines, m_lines = line_starts(txt), line_starts(md)
    if len(t_lines) != len(m_lines):
        sys.exit("the .txt and .md files are not line-aligned; cannot move the gold")
    moved = []
    for rec in gold:
        start = int(str(rec["start"]))
        line = bisect_right(t_lines, start) - 1
        col = start - t_lines[line]
        moved.append({**rec, "start": m_lines[line] + col})
    return moved


@dataclass(frozen=True)
class Score:
    recall: dict[str, tuple[int, int]]  # label -> (found, gold)
    precision: tuple[int, int]  # (nodes at a gold start of their kind, nodes)
    parents: Counter[str]  # "<label>_ok" / "<label>_bad"


def score(tree: ClauseTree, gold: list[dict[str, object]]) -> Score:
    nodes = [n for n in tree.nodes if n.kind in LABELS]
    found = {(n.kind, n.start) for n in nodes}
    wanted = {(str(r["label"]), int(str(r["start"]))) for r in gold if r["label"] in LABELS}
    recall: dict[str, tuple[int, int]] = {}
    for label in LABELS:
        mine = {s for k, s in wanted if k == label}
        recall[label] = (len(mine & {s for k, s in found if k == label}), len(mine))
    hits = sum(1 for key in found if key in wanted)
    # Parent check: the node at a gold unit's start must hang under the node at its gold
    # parent's start.
    start_of_ref = {str(r["ref"]): int(str(r["start"])) for r in gold if "ref" in r}
    node_at = {(n.kind, n.start): n for n in tree.nodes}
    parents: Counter[str] = Counter()
    for rec in gold:
        if "parent" not in rec or rec["label"] not in LABELS:
            continue
        label = str(rec["label"])
        node = node_at.get((label, int(str(rec["start"]))))
        want = start_of_ref.get(str(rec["parent"]))
        ok = node is not None and node.parent is not None and tree.nodes[node.parent].start == want
        parents[f"{label}_ok" if ok else f"{label}_bad"] += 1
    return Score(recall, (hits, len(found)), parents)


def throughput(text: str, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        parse_legislation(text, EU)
        best = min(best, time.perf_counter() - t0)
    return len(text.encode("utf-8")) / best / 1e6


def report(name: str, text: str, gold: list[dict[str, object]], repeat: int) -> bool:
    tree = parse_legislation(text, EU)
    res = score(tree, gold)
    recall, (hits, total), parents = res.recall, res.precision, res.parents
    print(f"\n== {name} ({len(text):,} chars, {len(tree.nodes)} nodes) ==")
    ok = True
    for label in LABELS:
        got, want = recall[label]
        rate = got / want if want else 1.0
        target = TARGETS.get(label)
        flag = "" if target is None else (" ok" if rate >= target else f" BELOW {target:.0%}")
        ok = ok and (target is None or rate >= target)
        print(f"  recall {label:<10} {got:>4}/{want:<4} {rate:7.2%}{flag}")
    prec = hits / total if total else 1.0
    ok = ok and prec >= 0.995
    print(f"  precision (all nodes of those kinds) {hits}/{total} {prec:7.2%}")
    for label in ("section", "article", "paragraph", "point", "subpoint"):
        good, bad = parents[f"{label}_ok"], parents[f"{label}_bad"]
        if good + bad:
            print(
                f"  parent matches gold  {label:<10} {good}/{good + bad} {good / (good + bad):7.2%}"
            )
    print(f"  throughput {throughput(text, repeat):6.1f} MB/s (best of {repeat})")
    return ok


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=20, help="timing runs (best one is kept)")
    args = ap.parse_args()
    txt, md, gold = load(corpus_dir())
    ok = report(f"{DOC}.txt", txt, gold, args.repeat)
    ok = report(f"{DOC}.md", md, to_markdown(txt, md, gold), args.repeat) and ok
    print("\nall targets met" if ok else "\nsome targets NOT met")


if __name__ == "__main__":
    main()
