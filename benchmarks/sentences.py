"""Sentence boundary accuracy and speed: clausewise beside pysbd, sentencex and nupunkt.

Accuracy is measured against the CLAUDETTE segmentation of 20 online terms of service
(``claudette/sentences.jsonl``). A boundary is the start position of every sentence but the
first of a document. Two matchings are reported:

- exact: the predicted start equals the gold start;
- whitespace-insensitive: both positions are moved past any whitespace first, so a splitter
  that puts the space before a sentence into that sentence still scores.

Every system gets the whole document text and is scored the same way. "+lines" rows add a
boundary at every line break to a peer's output (what chunkguard does around sentencex),
because the CLAUDETTE texts keep headings and list items on lines of their own.

Two clausewise rows: "clausewise" is ``sentence_starts`` as the chunkers use it (list numbers
kept with their text, so no chunk ends with a bare "12."); "clausewise-seg" is
``SentenceSplitter(list_numbers="separate")``, the segmentation that also makes a bare list
number its own sentence, as the CLAUDETTE annotation does. Both read line breaks with
``line_breaks="auto"``; ``--layout`` prints what that decided for each document.

The "rewrapped" table hard-wraps every CLAUDETTE paragraph at ``--wrap`` columns by turning
single spaces into line breaks (offsets unchanged, so the gold still applies): a splitter
that ends sentences at wrapped lines loses precision there.

Speed is clausewise on the CUAD contracts (MB/s of text, best of ``--repeat`` runs) and every
system on the CLAUDETTE texts.

Run from the repository root, in the environment that has the peers installed::

    .bench-venv/bin/python benchmarks/sentences.py
    .bench-venv/bin/python benchmarks/sentences.py --errors 20   # show some of our misses

The corpus is ``../shared/corpus`` relative to the repository root, or ``$CLAUSEWISE_CORPUS``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from clausewise.sentences import (  # noqa: E402
    SentenceSplitter,
    logical_line_spans,
    sentence_starts,
)

Starts = Callable[[str], list[int]]


def corpus_dir() -> Path:
    env = os.environ.get("CLAUSEWISE_CORPUS")
    path = Path(env) if env else ROOT.parent / "shared" / "corpus"
    if not (path / "claudette" / "sentences.jsonl").is_file():
        sys.exit(
            f"corpus not found at {path} (expected claudette/sentences.jsonl there).\n"
            "Set CLAUSEWISE_CORPUS to the shared corpus folder, or place it at ../shared/corpus."
        )
    return path


def load_claudette(corpus: Path) -> dict[str, tuple[str, list[int]]]:
    """doc_id -> (text, gold sentence starts, first sentence excluded)."""
    starts: dict[str, list[int]] = {}
    with open(corpus / "claudette" / "sentences.jsonl", encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            starts.setdefault(rec["doc_id"], []).append(rec["start"])
    docs = {}
    for doc_id, positions in sorted(starts.items()):
        text = (corpus / "claudette" / "texts" / f"{doc_id}.txt").read_text(encoding="utf-8")
        docs[doc_id] = (text, sorted(positions)[1:])
    return docs


# -- systems ------------------------------------------------------------------------------


def ours(text: str) -> list[int]:
    return sentence_starts(text)


_SEGMENTER = SentenceSplitter(list_numbers="separate")


def ours_seg(text: str) -> list[int]:
    return _SEGMENTER.starts(text)


def _span_starts(spans: Iterable[tuple[int, int]]) -> list[int]:
    return [s for s, _ in spans][1:]


def peers() -> dict[str, Starts]:
    """The peer splitters that are installed, each as text -> sentence starts."""
    found: dict[str, Starts] = {}
    try:
        import pysbd  # type: ignore[import-not-found]

        seg = pysbd.Segmenter(language="en", clean=False, char_span=True)
        found["pysbd"] = lambda t: _span_starts((s.start, s.end) for s in seg.segment(t))
    except ImportError:
        print("pysbd not installed: skipped (pip install pysbd)")
    try:
        import sentencex  # type: ignore[import-not-found]

        def sx(t: str) -> list[int]:
            bounds = sentencex.get_sentence_boundaries("en", t)
            return _span_starts((b["start_index"], b["end_index"]) for b in bounds)

        found["sentencex"] = sx
    except ImportError:
        print("sentencex not installed: skipped (pip install sentencex)")
    try:
        import nupunkt  # type: ignore[import-not-found]

        found["nupunkt"] = lambda t: _span_starts(nupunkt.sent_spans(t))
    except ImportError:
        print("nupunkt not installed: skipped (pip install nupunkt)")
    return found


_LINE = re.compile(r"\n\s*")


def with_lines(starts: Starts) -> Starts:
    """A peer's starts plus one at every line break."""

    def run(text: str) -> list[int]:
        extra = [m.end() for m in _LINE.finditer(text) if m.end() < len(text)]
        return sorted(set(starts(text)) | set(extra))

    return run


# -- scoring ------------------------------------------------------------------------------


def skip_ws(text: str, positions: Iterable[int]) -> set[int]:
    out = set()
    for p in positions:
        while p < len(text) and text[p].isspace():
            p += 1
        if 0 < p < len(text):
            out.add(p)
    return out


def score(
    docs: dict[str, tuple[str, list[int]]], predicted: dict[str, list[int]], exact: bool
) -> tuple[float, float, float]:
    tp = fp = fn = 0
    for doc_id, (text, gold) in docs.items():
        pred = predicted[doc_id]
        if exact:
            g = set(gold)
            p = {x for x in pred if 0 < x < len(text)}
        else:
            first = skip_ws(text, [0]) or {0}
            g = skip_ws(text, gold) - first
            p = skip_ws(text, pred) - first
        tp += len(g & p)
        fp += len(p - g)
        fn += len(g - p)
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    return prec, rec, f1


# A list number or letter: "12.", "7.5.1.", "a.", "(iv)", "iii.", "(2.)".
_LABEL = re.compile(r"\(?(?:(?:\d{1,3}\.)*\d{1,3}\.?|[^\W\d_]\.|[ivxlcIVXLC]{1,6}\.|[^\W\d_]\))\)?")
_LIST_LEAD = re.compile(r"(?:^|\n)[ \t]*$|[:;][ \t]*$|;[ \t]+(?:and|or)[ \t]+$")


def label_splits(text: str, gold: list[int]) -> set[int]:
    """Gold boundaries that cut a list number from what it numbers ("12. ‖Secret Chats").

    The CLAUDETTE segmentation makes the number of a heading or list item a sentence of its
    own; clausewise keeps numbering with its text, as the legal chunkers need.
    """
    out = set()
    for x in gold:
        head = text[max(0, x - 60) : x]
        parts = head.rstrip().rsplit(None, 1)
        if not parts or not _LABEL.fullmatch(parts[-1]):
            continue
        before = head[: len(head.rstrip()) - len(parts[-1])]
        if _LIST_LEAD.search(before) or (x - 60 <= 0 and not before.strip()):
            out.add(x)
    return out


def run_system(
    fn: Starts, docs: dict[str, tuple[str, list[int]]]
) -> tuple[dict[str, list[int]], float]:
    t0 = time.process_time()
    out = {doc_id: fn(text) for doc_id, (text, _) in docs.items()}
    return out, time.process_time() - t0


def rewrap(text: str, width: int) -> str:
    """Hard-wrap each line at ``width`` by turning single spaces into line breaks."""
    chars = list(text)
    col = 0
    last_space = -1
    for i, ch in enumerate(chars):
        if ch == "\n":
            col, last_space = 0, -1
            continue
        col += 1
        if ch == " " and 0 < i < len(chars) - 1 and chars[i - 1] != " " and chars[i + 1] != " ":
            last_space = i
        if col > width and last_space >= 0:
            chars[last_space] = "\n"
            col = i - last_space
            last_space = -1
    return "".join(chars)


def table(
    title: str, docs: dict[str, tuple[str, list[int]]], systems: dict[str, Starts]
) -> dict[str, float]:
    size = sum(len(t) for t, _ in docs.values())
    print(
        f"\n{title}: {len(docs)} documents, {size:,} chars, "
        f"{sum(len(g) for _, g in docs.values()):,} gold boundaries"
    )
    print(
        f"{'system':<18} {'P exact':>8} {'R exact':>8} {'F1 exact':>9}"
        f" {'P ws':>7} {'R ws':>7} {'F1 ws':>7} {'MB/s':>7}"
    )
    f1s = {}
    for name, fn in systems.items():
        pred, secs = run_system(fn, docs)
        pe, re_, fe = score(docs, pred, exact=True)
        pw, rw, fw = score(docs, pred, exact=False)
        f1s[name] = fw
        print(
            f"{name:<18} {pe:8.3f} {re_:8.3f} {fe:9.3f} {pw:7.3f} {rw:7.3f} {fw:7.3f}"
            f" {size / secs / 1e6:7.2f}"
        )
    return f1s


def speed_cuad(corpus: Path, repeat: int) -> None:
    folder = corpus / "cuad" / "texts"
    if not folder.is_dir():
        print("\nCUAD texts not found: speed on CUAD skipped")
        return
    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.txt"))]
    size = sum(len(t) for t in texts)
    best = float("inf")
    count = 0
    for _ in range(repeat):
        t0 = time.process_time()
        count = sum(len(sentence_starts(t)) for t in texts)
        best = min(best, time.process_time() - t0)
    print(
        f"\nspeed on CUAD: {len(texts)} contracts, {size / 1e6:.2f} M chars, {count:,} "
        f"sentence starts, best of {repeat}: {best:.3f} s = {size / best / 1e6:.1f} MB/s"
    )


def layout_report(title: str, texts: dict[str, str]) -> None:
    """Per document: line breaks inside blocks, and the share read as sentence ends."""
    rows = []
    for name, text in texts.items():
        spans = logical_line_spans(text)
        inner = [m.start() for m in _INNER.finditer(text)]
        logical = sum(1 for p in inner if any(a <= p < z for a, z in spans))
        rows.append((name, len(inner), logical))
    total, logical = sum(r[1] for r in rows), sum(r[2] for r in rows)
    share = logical / total if total else 0.0
    print(f"\nlayout, {title}: {logical:,} of {total:,} single line breaks logical ({share:.1%})")
    for name, n, k in rows:
        if n:
            print(f"  {name[:40]:<40} {n:6,} single line breaks, {k / n:6.1%} logical")


_INNER = re.compile(r"(?<=\S)[ \t]*\n(?=[ \t]*\S)")


def show_errors(
    docs: dict[str, tuple[str, list[int]]], n: int, fn: Starts = ours, seed: int = 0
) -> None:
    fps, fns = [], []
    for doc_id, (text, gold) in docs.items():
        first = skip_ws(text, [0]) or {0}
        g = skip_ws(text, gold) - first
        p = skip_ws(text, fn(text)) - first
        fps += [(doc_id, text, x) for x in sorted(p - g)]
        fns += [(doc_id, text, x) for x in sorted(g - p)]
    rng = random.Random(seed)
    for label, errs in (("false boundary", fps), ("missed boundary", fns)):
        print(f"\n{len(errs)} x {label}; sample:")
        for doc_id, text, x in rng.sample(errs, min(n, len(errs))):
            ctx = (text[max(0, x - 70) : x] + "‖" + text[x : x + 50]).replace("\n", "⏎")
            print(f"  {doc_id:<16} {ctx}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--wrap", type=int, default=72, help="width of the rewrapped variant")
    ap.add_argument("--repeat", type=int, default=3, help="speed runs on CUAD (best is kept)")
    ap.add_argument("--errors", type=int, default=0, help="print N of our errors of each kind")
    ap.add_argument("--no-peers", action="store_true", help="measure clausewise only")
    ap.add_argument("--layout", action="store_true", help="print the line-break layout decisions")
    args = ap.parse_args()

    corpus = corpus_dir()
    docs = load_claudette(corpus)
    systems: dict[str, Starts] = {"clausewise": ours, "clausewise-seg": ours_seg}
    if not args.no_peers:
        for name, fn in peers().items():
            systems[name] = fn
            systems[name + "+lines"] = with_lines(fn)
    f1s = table("CLAUDETTE sentence boundaries", docs, systems)
    adjusted = {d: (t, sorted(set(g) - label_splits(t, g))) for d, (t, g) in docs.items()}
    removed = sum(len(g) for _, g in docs.values()) - sum(len(g) for _, g in adjusted.values())
    f1_adj = table(
        f"CLAUDETTE, numbering kept with its text ({removed} gold boundaries after a list "
        "number removed)",
        adjusted,
        systems,
    )
    wrapped = {d: (rewrap(t, args.wrap), g) for d, (t, g) in docs.items()}
    table(f"CLAUDETTE rewrapped at {args.wrap} columns", wrapped, systems)
    for label, scores in (("as given", f1s), ("numbering kept", f1_adj)):
        best = max(
            ((f, n) for n, f in scores.items() if not n.startswith("clausewise")), default=None
        )
        for name in ("clausewise", "clausewise-seg") if best else ():
            verdict = "ahead of" if scores[name] >= best[0] else "BEHIND"
            print(
                f"gold {label}: {name} F1 (ws) {scores[name]:.3f} is {verdict} "
                f"the best peer, {best[1]} {best[0]:.3f}"
            )
    speed_cuad(corpus, args.repeat)
    if args.layout:
        layout_report("CLAUDETTE as given", {d: t for d, (t, _) in docs.items()})
        layout_report(
            f"CLAUDETTE rewrapped at {args.wrap}", {d: t for d, (t, _) in wrapped.items()}
        )
        cuad = sorted((corpus / "cuad" / "texts").glob("*.txt"))
        layout_report("CUAD", {p.stem: p.read_text(encoding="utf-8") for p in cuad})
    if args.errors:
        show_errors(docs, args.errors)
        show_errors(docs, args.errors, ours_seg)


if __name__ == "__main__":
    main()
