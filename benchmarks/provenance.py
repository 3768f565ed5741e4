"""How often ProvenanceTracker resolves CUAD clause strings to the annotated span.

For every CUAD annotation, the clause string is looked up in its contract as written and in
variants an extraction pipeline produces (whitespace collapsed, lower-cased, straight quotes
made curly or curly ones straight, re-wrapped at 60 columns, ...). A returned span is *right*
when it overlaps the annotated span, or another occurrence of the same string, by >= 90% of
both lengths; *alt* when it is another place that reads exactly like the value once the
variant is applied to it (lower-cased "tom watson" cannot tell "Tom Watson" from "TOM WATSON");
any other returned span is *wrong*. "exact" counts spans equal to an occurrence to the
character; "ambig" counts values with several occurrences (CUAD's ``n_occurrences``). Values
taken from another contract whose words do not occur in this one give the false-positive
rate. contractex's tracker (its documented use: its ClauseAwareChunker's chunks registered
with source_text) runs on the same values when it is installed.

    .venv/bin/python benchmarks/provenance.py            # ours only
    .bench-venv/bin/python benchmarks/provenance.py      # beside contractex
    CLAUSEWISE_CORPUS=/path/to/corpus python benchmarks/provenance.py [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from clausewise.provenance import ProvenanceTracker

ROOT = Path(__file__).resolve().parents[1]
Span = tuple[int, int]
Finder = Callable[[str], "Span | None"]

_NUMBER_WORDS = (
    "zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    "fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|"
    "eighty|ninety|hundred|thousand|million|billion|and"
)
_SPELLED = re.compile(
    rf"\b((?:(?:{_NUMBER_WORDS})[\s-]+){{0,6}}(?:{_NUMBER_WORDS}))\s*\((\d[\d,]*)\)", re.I
)
_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "„": '"', "`": "'"})
_STRAIGHT_DOUBLE = re.compile(r'"([^"]*)"')


def _swap_quotes(v: str) -> str:
    """Straight quotes made curly and curly ones straight, as editors and models do."""
    if any(c in v for c in "“”‘’„`"):
        return v.translate(_QUOTES)
    return _STRAIGHT_DOUBLE.sub(r"“\1”", v).replace("'", "’")


def _digits_only(v: str) -> str:
    return _SPELLED.sub(lambda m: m.group(2), v)


def _words_only(v: str) -> str:
    return _SPELLED.sub(lambda m: m.group(1), v)


def _drop_word(v: str) -> str:
    words = v.split()
    return " ".join(words[: len(words) // 2] + words[len(words) // 2 + 1 :])


VARIANTS: dict[str, tuple[Callable[[str], str], Callable[[str], bool]]] = {
    # name: (transform, applies to this value)
    "verbatim": (lambda v: v, lambda v: True),
    "whitespace-collapsed": (lambda v: " ".join(v.split()), lambda v: True),
    "lower-cased": (str.lower, lambda v: True),
    "quote-normalised": (_swap_quotes, lambda v: True),
    "re-wrapped-60": (lambda v: textwrap.fill(v, 60), lambda v: True),
    "all-of-the-above": (
        lambda v: textwrap.fill(" ".join(_swap_quotes(v.lower()).split()), 60),
        lambda v: True,
    ),
    "numbers-as-digits": (_digits_only, lambda v: _SPELLED.search(v) is not None),
    "numbers-as-words": (_words_only, lambda v: _SPELLED.search(v) is not None),
    "one-word-dropped": (_drop_word, lambda v: len(v.split()) >= 8),
}
TARGETS = {"verbatim": 0.995}
DEFAULT_TARGET = 0.98


def corpus_dir() -> Path | None:
    base = Path(os.environ.get("CLAUSEWISE_CORPUS", ROOT.parent / "shared" / "corpus"))
    cuad = base / "cuad"
    return cuad if (cuad / "annotations.jsonl").is_file() else None


def load(cuad: Path) -> tuple[dict[str, str], list[dict[str, Any]]]:
    records = [json.loads(line) for line in (cuad / "annotations.jsonl").open(encoding="utf-8")]
    texts = {
        doc: (cuad / "texts" / f"{doc}.txt").read_text(encoding="utf-8")
        for doc in sorted({r["doc_id"] for r in records})
    }
    return texts, records


def occurrences(text: str, value: str) -> list[Span]:
    out, hit = [], text.find(value)
    while hit >= 0:
        out.append((hit, hit + len(value)))
        hit = text.find(value, hit + 1)
    return out


def is_right(span: Span, gold: list[Span]) -> bool:
    for s, e in gold:
        inter = min(span[1], e) - max(span[0], s)
        if inter >= 0.9 * (span[1] - span[0]) and inter >= 0.9 * (e - s):
            return True
    return False


def _words(text: str) -> str:
    """The text's words, lower-cased, one space apart, padded: for containment tests."""
    return " " + " ".join(re.findall(r"\w+", text.lower())) + " "


def indistinguishable(transform: Callable[[str], str], found: str, value: str) -> bool:
    """Whether the span found reads exactly like the value once the variant is applied to it.

    A lower-cased "tom watson" cannot tell "TOM WATSON" from "Tom Watson": either is right.
    """
    return " ".join(transform(found).split()) == " ".join(transform(value).split())


def ours(text: str) -> Finder:
    tracker = ProvenanceTracker(source_url="cuad")
    tracker.register_text(text)

    def find(value: str) -> Span | None:
        span = tracker.find_span(value)
        return None if span is None else (span.char_start, span.char_end)

    return find


def contractex(text: str) -> Finder | None:
    try:
        from contractex.chunking import ClauseAwareChunker  # type: ignore[import-not-found]
        from contractex.utils.provenance import (  # type: ignore[import-not-found]
            ProvenanceTracker as CxTracker,
        )
    except ImportError:
        return None
    tracker = CxTracker(source_url="cuad")
    tracker.register_chunks(ClauseAwareChunker().chunk(text), source_text=text)

    def find(value: str) -> Span | None:
        span = tracker.find_span(value)
        return None if span is None else (span.char_start, span.char_end)

    return find


def negatives(texts: dict[str, str], records: list[dict[str, Any]]) -> dict[str, list[str]]:
    """Per contract, the clause strings of the next contract that it does not contain."""
    docs = list(texts)
    by_doc: dict[str, list[str]] = {d: [] for d in docs}
    for r in records:
        by_doc[r["doc_id"]].append(r["text"])
    out: dict[str, list[str]] = {}
    for k, doc in enumerate(docs):
        here = _words(texts[doc])
        other = by_doc[docs[(k + 1) % len(docs)]]
        out[doc] = [v for v in other if _words(v).strip() and _words(v) not in here]
    return out


def run(
    make: Callable[[str], Finder | None],
    texts: dict[str, str],
    records: list[dict[str, Any]],
    negs: dict[str, list[str]],
) -> dict[str, Any] | None:
    tally: dict[str, dict[str, Any]] = {
        n: {
            "n": 0,
            "right": 0,
            "exact": 0,
            "alt": 0,
            "wrong": 0,
            "none": 0,
            "ambiguous": 0,
            "secs": 0.0,
            "wrong_examples": [],
        }
        for n in VARIANTS
    }
    neg: dict[str, Any] = {"n": 0, "fp": 0, "secs": 0.0, "examples": []}
    by_doc: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        by_doc.setdefault(r["doc_id"], []).append(r)
    for doc, text in texts.items():
        finder = make(text)
        if finder is None:
            return None
        for r in by_doc.get(doc, []):
            gold = occurrences(text, r["text"])
            for name, (transform, applies) in VARIANTS.items():
                if not applies(r["text"]):
                    continue
                t = tally[name]
                t0 = time.perf_counter()
                span = finder(transform(r["text"]))
                t["secs"] += time.perf_counter() - t0
                t["n"] += 1
                t["ambiguous"] += r["n_occurrences"] > 1
                if span is None:
                    t["none"] += 1
                elif is_right(span, gold):
                    t["right"] += 1
                    t["exact"] += span in gold
                elif indistinguishable(transform, text[span[0] : span[1]], r["text"]):
                    t["alt"] += 1
                else:
                    t["wrong"] += 1
                    if len(t["wrong_examples"]) < 5:
                        t["wrong_examples"].append(
                            (doc[:30], r["text"][:80], text[span[0] : span[1]][:80])
                        )
        for value in negs[doc]:
            t0 = time.perf_counter()
            span = finder(value)
            neg["secs"] += time.perf_counter() - t0
            neg["n"] += 1
            if span is not None:
                neg["fp"] += 1
                if len(neg["examples"]) < 8:
                    neg["examples"].append((value[:80], text[span[0] : span[1]][:80]))
    return {"variants": tally, "negatives": neg}


def report(name: str, result: dict[str, Any], verbose: bool) -> None:
    print(f"\n== {name}")
    print(
        f"{'variant':<20}{'values':>7}{'right':>9}{'+alt':>8}{'exact':>9}{'wrong':>8}"
        f"{'none':>8}{'ambig':>7}{'values/s':>10}  target (right+alt)"
    )
    for variant, t in result["variants"].items():
        n = max(1, t["n"])
        good = (t["right"] + t["alt"]) / n
        target = TARGETS.get(variant, DEFAULT_TARGET) if variant in list(VARIANTS)[:5] else None
        ok = (
            "" if target is None else ("ok" if good >= target else "MISSED") + (f" >= {target:.1%}")
        )
        print(
            f"{variant:<20}{t['n']:>7}{t['right'] / n:>9.2%}{t['alt'] / n:>8.2%}"
            f"{t['exact'] / n:>9.2%}{t['wrong'] / n:>8.2%}{t['none'] / n:>8.2%}"
            f"{t['ambiguous']:>7}{t['n'] / max(t['secs'], 1e-9):>10.0f}  {ok}"
        )
        if verbose:
            for ex in t["wrong_examples"]:
                print("     wrong:", ex)
    neg = result["negatives"]
    print(
        f"{'negatives (absent)':<22}{neg['n']:>7}  false positives {neg['fp']} "
        f"({neg['fp'] / max(1, neg['n']):.2%}), {neg['n'] / max(neg['secs'], 1e-9):.0f} values/s"
    )
    if verbose:
        for ex in neg["examples"]:
            print("     fp:", ex)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--limit", type=int, default=0, help="only the first N contracts")
    parser.add_argument("-v", "--verbose", action="store_true", help="show wrong spans")
    args = parser.parse_args(argv)
    cuad = corpus_dir()
    if cuad is None:
        print(
            "CUAD corpus not found: put it at ../shared/corpus/cuad (relative to the repo "
            "root) or set CLAUSEWISE_CORPUS to the corpus folder.",
            file=sys.stderr,
        )
        return 2
    texts, records = load(cuad)
    if args.limit:
        texts = dict(list(texts.items())[: args.limit])
        records = [r for r in records if r["doc_id"] in texts]
    negs = negatives(texts, records)
    print(
        f"CUAD: {len(texts)} contracts, {len(records)} clause strings, "
        f"{sum(map(len, negs.values()))} negatives"
    )
    results: dict[str, Any] = {}
    for name, make in (("clausewise", ours), ("contractex", contractex)):
        t0 = time.perf_counter()
        result = run(make, texts, records, negs)
        if result is None:
            print(f"\n== {name}: not installed, skipped (run with .bench-venv/bin/python)")
            continue
        result["seconds"] = time.perf_counter() - t0
        results[name] = result
        report(name, result, args.verbose)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
