"""How chunking time grows with input size: one CUAD contract repeated to 30 KB ... 3 MB.

A linear chunker takes the same time per MB at every size. The linearity figure is
``(time(largest) / time(smallest)) / (size(largest) / size(smallest))``: about 1 means
linear, 10 at a 100x size ratio means the cost per MB grew tenfold (quadratic-ish).

    python benchmarks/scaling.py
    python benchmarks/scaling.py --engines lexichunk,rcts --doc <cuad doc_id> --json out.json
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path
from typing import Any

from common import Doc, load_docs, median, table
from peers import Unavailable, build

DEFAULT_ENGINES = ["clausewise-legal", "lexichunk", "rcts"]
DEFAULT_SIZES = [30_000, 100_000, 300_000, 1_000_000, 3_000_000]
SIZE_CHARS = 2048  # lexichunk / clausewise at max_chunk_size=512 tokens, RCTS at 2048 chars
MIN_TIME_S = 1.0  # small inputs are repeated until this much time has been measured
MAX_REPS = 30


def pick_doc(docs: list[Doc], doc_id: str | None, near: int) -> Doc:
    """The named contract, else the one whose length is closest to ``near`` characters."""
    if doc_id:
        for doc in docs:
            if doc.doc_id == doc_id:
                return doc
        raise SystemExit(f"no CUAD document {doc_id!r}")
    return min(docs, key=lambda d: (abs(len(d.text) - near), d.doc_id))


def grow(base: str, target: int) -> str:
    """``base`` repeated (blank line between copies) and cut at a line end near ``target``."""
    unit = base.rstrip("\n") + "\n\n"
    text = unit * (target // len(unit) + 1)
    cut = text.rfind("\n", 0, target + 1)
    return text[: cut + 1] if cut > 0 else text[:target]


def time_one(name: str, text: str, reps: int | None) -> tuple[float, int]:
    """Median seconds of ``chunk(text)`` over a fresh chunker each repetition."""
    times: list[float] = []
    while True:
        adapter = build(name, SIZE_CHARS, "legal")  # fresh: no cache from the last rep
        gc.collect()
        t0 = time.perf_counter()
        adapter.chunk(text)
        times.append(time.perf_counter() - t0)
        enough = len(times) >= 3 and sum(times) >= MIN_TIME_S
        if (reps is not None and len(times) >= reps) or (reps is None and enough):
            break
        if len(times) >= MAX_REPS:
            break
    return median(times), len(times)


def run_engine(name: str, texts: list[str], reps: int | None, budget: float) -> dict[str, Any]:
    build(name, SIZE_CHARS, "legal").chunk(texts[0])  # warm-up: imports, regexes
    seconds: list[float | None] = []
    counts: list[int] = []
    for text in texts:
        if seconds and seconds[-1] is not None and seconds[-1] > budget:
            seconds.append(None)  # the last size already took too long
            counts.append(0)
            continue
        t, n = time_one(name, text, reps)
        seconds.append(t)
        counts.append(n)
        print(
            f"  {name:18} {len(text):>9,} chars  {t:8.3f} s  ({n} reps)",
            file=sys.stderr,
            flush=True,
        )
    return {"engine": name, "seconds": seconds, "reps": counts}


def linearity(seconds: list[float | None], sizes: list[int]) -> float:
    if not seconds or seconds[0] is None or seconds[-1] is None:
        return float("nan")
    return (seconds[-1] / seconds[0]) / (sizes[-1] / sizes[0])


def report(
    doc: Doc,
    nominal: list[int],
    sizes: list[int],
    results: list[dict[str, Any]],
    skipped: dict[str, str],
) -> None:
    print(
        f"\nscaling: {doc.doc_id} ({len(doc.text):,} chars) repeated; "
        f"size budget {SIZE_CHARS} chars (512 tokens); median of repetitions"
    )
    labels = [_label(n) for n in nominal]
    nan = float("nan")
    print("\nseconds per call:")
    print(
        table(
            ["engine", *labels],
            [(r["engine"], *[nan if s is None else s for s in r["seconds"]]) for r in results],
        )
    )
    print("\nseconds per MB (flat row = linear):")
    print(
        table(
            ["engine", *labels, "linearity"],
            [
                (
                    r["engine"],
                    *[
                        nan if s is None else s / (n / 1e6)
                        for s, n in zip(r["seconds"], sizes, strict=True)
                    ],
                    r["linearity"],
                )
                for r in results
            ],
        )
    )
    print(
        f"linearity = (t[{labels[-1]}] / t[{labels[0]}]) / ({sizes[-1]:,} / {sizes[0]:,}); "
        "1 = linear"
    )
    for name, why in skipped.items():
        print(f"  {name}: skipped: {why}")


def _label(n: int) -> str:
    return f"{n / 1e6:g} MB" if n >= 1_000_000 else f"{n / 1e3:g} KB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engines", default=",".join(DEFAULT_ENGINES))
    parser.add_argument("--doc", help="CUAD doc_id (default: the contract nearest 30 KB)")
    parser.add_argument(
        "--sizes",
        default=",".join(str(s) for s in DEFAULT_SIZES),
        help="target sizes in characters",
    )
    parser.add_argument(
        "--repeat", type=int, help=f"repetitions per size (default: >= 3 and >= {MIN_TIME_S:g} s)"
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=300.0,
        help="skip larger sizes once one call takes longer (s)",
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    nominal = [int(float(s)) for s in args.sizes.split(",")]
    doc = pick_doc(load_docs("cuad"), args.doc, nominal[0])
    texts = [grow(doc.text, n) for n in nominal]
    sizes = [len(t) for t in texts]  # the real sizes after cutting at a line end
    results: list[dict[str, Any]] = []
    skipped: dict[str, str] = {}
    for name in args.engines.split(","):
        try:
            res = run_engine(name, texts, args.repeat, args.budget)
        except Unavailable as exc:
            skipped[name] = str(exc)
            continue
        except Exception as exc:  # a chunker still being written must not stop the rest
            skipped[name] = f"ERROR {type(exc).__name__}: {exc}"
            continue
        res["linearity"] = linearity(res["seconds"], sizes)
        res["s_per_mb"] = [
            None if s is None else s / (n / 1e6) for s, n in zip(res["seconds"], sizes, strict=True)
        ]
        results.append(res)
    report(doc, nominal, sizes, results, skipped)
    if args.json:
        payload = {
            "doc_id": doc.doc_id,
            "sizes_chars": sizes,
            "size_budget_chars": SIZE_CHARS,
            "results": results,
            "skipped": skipped,
        }
        args.json.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
