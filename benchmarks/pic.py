"""PIC chunking on the shared corpus: guarantees with the local model, embedding speed, and
the overhead of everything except model calls beside chunkguard's.

    .venv/bin/python benchmarks/pic.py guarantees [--corpus all] [--cuad 10] [--threads N]
    .venv/bin/python benchmarks/pic.py speed [--sentences 2000] [--threads N]
    .venv/bin/python benchmarks/pic.py overhead [--corpus all] [--repeat 3]

``guarantees`` chunks each document with the offline chunker (local all-MiniLM-L6-v2,
extractive summary) at several size limits and checks offsets, exact text, nothing lost and
the size cap (clausewise.guarantees.violations). Each distinct sentence is embedded once and
reused across the limits. ``speed`` times the local model alone. ``overhead`` replaces both
models with instant fakes (a fixed summary; vectors picked from a pool of 64 fixed
384-dimension vectors by text length) and times clausewise and chunkguard (from
``.bench-venv``, run as a subprocess when it is not importable here) on the same documents.
The corpus is ``../shared/corpus`` relative to the repo root, or ``$CLAUSEWISE_CORPUS``.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import REPO_ROOT, Doc, load_docs, table

LIMITS = [(2000, 0), (512, 128), (200, 0)]
POOL = [[math.sin(i * 7.1 + k * 0.37) for k in range(384)] for i in range(64)]
SUMMARY = "A summary of the document: what it covers, who it binds and what they must do."


def fake_embed(texts: Sequence[str]) -> list[list[float]]:
    return [POOL[len(t) % 64] for t in texts]


def fake_complete(prompt: str) -> str:
    return SUMMARY


def select(corpus: str, cuad: int) -> list[Doc]:
    docs = load_docs(corpus)
    kept = [d for d in docs if d.corpus != "cuad"]
    kept += [d for d in docs if d.corpus == "cuad"][:cuad] if cuad >= 0 else []
    return kept if cuad >= 0 else docs


def set_threads(n: int | None) -> None:
    if n:
        import torch

        torch.set_num_threads(n)


# -- guarantees ----------------------------------------------------------------------------


class Memo:
    """The local model, each distinct text embedded once; counts and times model work."""

    def __init__(self) -> None:
        from clausewise.providers import LocalEmbed

        self.model = LocalEmbed()
        self.memo: dict[str, list[float]] = {}
        self.embedded = 0
        self.seconds = 0.0

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        todo = [t for t in dict.fromkeys(texts) if t not in self.memo]
        if todo:
            began = time.perf_counter()
            self.memo.update(zip(todo, self.model(todo), strict=True))
            self.seconds += time.perf_counter() - began
            self.embedded += len(todo)
        return [self.memo[t] for t in texts]


def guarantees(args: argparse.Namespace) -> int:
    from clausewise.guarantees import violations
    from clausewise.semantic import PICChunker

    set_threads(args.threads)
    docs = select(args.corpus, args.cuad)
    memo = Memo()
    rows, failures = [], 0
    began = time.perf_counter()
    for max_length, min_length in LIMITS:
        chunker = PICChunker(
            None, memo, max_length=max_length, min_length=min_length, summary_mode="extractive"
        )
        chunks_total = bad = over = 0
        for doc in docs:
            chunks = chunker.split(doc.doc_id, doc.text, "en")
            spans = [(c.start, c.end) for c in chunks]
            problems = violations(doc.text, spans, sizer=len, capacity=max_length)
            problems += [
                f"chunk {c.index}: text is not input[start:end]"
                for c in chunks
                if c.text != doc.text[c.start : c.end]
            ]
            over += sum(len(c.text) > max_length for c in chunks)
            chunks_total += len(chunks)
            if problems:
                bad += 1
                print(f"  {doc.corpus}/{doc.doc_id} max={max_length}: {problems[:3]}")
        failures += bad
        rows.append((f"{max_length}/{min_length}", len(docs), chunks_total, over, bad))
    mb = sum(d.nbytes for d in docs) / 1e6
    print(
        f"{len(docs)} documents, {mb:.2f} MB; local model: {memo.embedded} distinct sentences "
        f"embedded in {memo.seconds:.0f} s ({memo.embedded / max(memo.seconds, 1e-9):.0f}/s); "
        f"total {time.perf_counter() - began:.0f} s"
    )
    print(table(["max/min chars", "docs", "chunks", "over cap", "docs with violations"], rows))
    return 1 if failures else 0


# -- embedding speed -----------------------------------------------------------------------


def speed(args: argparse.Namespace) -> int:
    from clausewise.providers import LocalEmbed
    from clausewise.sentences import sentence_spans

    set_threads(args.threads)
    texts: list[str] = []
    for doc in load_docs("claudette"):
        texts += [doc.text[a:b] for a, b in sentence_spans(doc.text)]
    texts = texts[: args.sentences]
    embed = LocalEmbed()
    embed(texts[:8])  # load and warm up
    best = cpu = math.inf
    for _ in range(args.repeat):
        began, began_cpu = time.perf_counter(), time.process_time()
        for i in range(0, len(texts), 64):
            embed(texts[i : i + 64])
        best = min(best, time.perf_counter() - began)
        cpu = min(cpu, time.process_time() - began_cpu)
    chars = sum(map(len, texts))
    print(
        f"local all-MiniLM-L6-v2, CPU, torch threads {args.threads or 'default'}: "
        f"{len(texts)} CLAUDETTE sentences (mean {chars / len(texts):.0f} chars): "
        f"{best:.1f} s wall = {len(texts) / best:.0f} sentences/s; "
        f"{cpu:.1f} s CPU = {len(texts) / cpu:.0f} sentences per CPU-second"
    )
    return 0


# -- overhead without model work -------------------------------------------------------------


def run_engine(engine: str, docs: Sequence[Doc], repeat: int) -> dict[str, Any]:
    if engine == "clausewise":
        from clausewise.semantic import PICChunker

        chunker: Any = PICChunker(fake_complete, fake_embed)

        def split(doc: Doc) -> list[Any]:
            return chunker.split(doc.doc_id, doc.text, "en")
    else:
        import chunkguard  # type: ignore[import-not-found]

        cg: Any = chunkguard.PICChunker(fake_complete, fake_embed)

        def split(doc: Doc) -> list[Any]:
            return cg.split(doc.doc_id, doc.text, "en")

    best, chunks = math.inf, 0
    for _ in range(repeat):
        began = time.process_time()
        chunks = sum(len(split(d)) for d in docs)
        best = min(best, time.process_time() - began)
    version = "editable" if engine == "clausewise" else chunkguard.__dict__.get("__version__", "")
    if engine == "chunkguard" and not version:
        from importlib.metadata import version as dist_version

        version = dist_version("chunkguard")
    return {"engine": engine, "version": version, "seconds": best, "chunks": chunks}


def overhead(args: argparse.Namespace) -> int:
    docs = select(args.corpus, -1)
    if args.engine:
        print(json.dumps(run_engine(args.engine, docs, args.repeat)))
        return 0
    results = [run_engine("clausewise", docs, args.repeat)]
    try:
        import chunkguard  # type: ignore[import-not-found]  # noqa: F401

        results.append(run_engine("chunkguard", docs, args.repeat))
    except ImportError:
        peer = REPO_ROOT / ".bench-venv" / "bin" / "python"
        if not peer.exists():
            print("chunkguard not importable and no .bench-venv: run benchmarks/setup_env.sh")
        else:
            cmd = [
                str(peer),
                __file__,
                "overhead",
                "--corpus",
                args.corpus,
                "--repeat",
                str(args.repeat),
                "--engine",
                "chunkguard",
            ]
            out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
            results.append(json.loads(out.strip().splitlines()[-1]))
    mb = sum(d.nbytes for d in docs) / 1e6
    base = results[0]["seconds"]
    rows = [
        (
            r["engine"],
            r["version"],
            r["chunks"],
            r["seconds"],
            r["seconds"] / mb,
            mb / r["seconds"],
            r["seconds"] / base,
        )
        for r in results
    ]
    print(
        f"{len(docs)} documents ({args.corpus}), {mb:.2f} MB; instant fake models; "
        f"best of {args.repeat}"
    )
    print(table(["engine", "version", "chunks", "s", "s/MB", "MB/s", "time vs clausewise"], rows))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("guarantees", help="offsets, nothing lost, size cap, with the local model")
    g.add_argument("--corpus", default="all", choices=["all", "cuad", "claudette", "eu"])
    g.add_argument("--cuad", type=int, default=10, help="CUAD contracts to include (-1: all)")
    g.add_argument("--threads", type=int, default=None, help="torch CPU threads")
    s = sub.add_parser("speed", help="sentences embedded per second by the local model")
    s.add_argument("--sentences", type=int, default=2000)
    s.add_argument("--repeat", type=int, default=2)
    s.add_argument("--threads", type=int, default=None)
    o = sub.add_parser("overhead", help="time without model work, beside chunkguard")
    o.add_argument("--corpus", default="all", choices=["all", "cuad", "claudette", "eu"])
    o.add_argument("--repeat", type=int, default=3)
    o.add_argument("--engine", choices=["clausewise", "chunkguard"], help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    commands: dict[str, Callable[[argparse.Namespace], int]] = {
        "guarantees": guarantees,
        "speed": speed,
        "overhead": overhead,
    }
    return commands[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
