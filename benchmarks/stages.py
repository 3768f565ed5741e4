"""Where the legal pipeline spends its time: throughput of each stage on the CUAD contracts.

Uses the pipeline's own stage timings (``chunk_with_metrics().stage_metrics``). Each pass
chunks every contract; a stage's figure is its best pass (noise on a shared machine only
ever adds time), in MB/s of UTF-8 input. The total is the best whole-pipeline pass.

    python benchmarks/stages.py                 # max_chunk_size=512, 5 passes
    python benchmarks/stages.py --size 128 --passes 3
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

from common import load_docs, table

MB = 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--size", type=int, default=512, help="max_chunk_size (tokens)")
    ap.add_argument("--passes", type=int, default=5)
    ap.add_argument("--corpus", default="cuad")
    args = ap.parse_args()
    from clausewise import LegalChunker

    docs = load_docs(args.corpus)
    nbytes = sum(d.nbytes for d in docs)
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=args.size)
    for doc in docs[:5]:  # imports, regex compilation
        chunker.chunk(doc.text)
    best: dict[str, float] = defaultdict(lambda: float("inf"))
    total = float("inf")
    for _ in range(args.passes):
        stages: dict[str, float] = defaultdict(float)
        t0 = time.perf_counter()
        for doc in docs:
            _, metrics = chunker.chunk_with_metrics(doc.text)
            for stage in metrics.stage_metrics:
                stages[stage.name] += stage.duration_ms / 1000.0
        total = min(total, time.perf_counter() - t0)
        for name, seconds in stages.items():
            best[name] = min(best[name], seconds)
    rows = [[name, f"{s:.3f}", f"{nbytes / MB / s:.1f}" if s else "-"] for name, s in best.items()]
    staged = sum(best.values())
    rows.append(["(other)", f"{max(total - staged, 0.0):.3f}", "-"])
    rows.append(["TOTAL", f"{total:.3f}", f"{nbytes / MB / total:.2f}"])
    print(f"{args.corpus}: {len(docs)} docs, {nbytes / MB:.2f} MB, max_chunk_size={args.size}, "
          f"best of {args.passes} passes")
    print(table(["stage", "seconds", "MB/s"], rows))


if __name__ == "__main__":
    main()
