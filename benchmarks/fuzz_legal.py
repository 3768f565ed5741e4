"""Random legal-shaped documents through LegalChunker, each checked against the guarantees.

A longer, seeded run of what ``tests/legal/test_properties.py`` does under Hypothesis: for
every seed, the document generator of ``tests/gen/legal_docs.py`` draws a document (style,
clause count and depth, hard wraps, page numbers, line endings, control and odd characters,
long words, tables of contents, schedules, Markdown, amendments ...) and random options
(profile, document type, 64 to 256 tokens a chunk, minimum size, chars per token, ancestor
headers); ``tests/gen/legal_checks.py`` then checks every guarantee of the design (nothing
lost, exact offsets, sizes, no chunk across two top-level clauses, no heading left at the
end of a chunk, chunk fields). One JSON line per document with a problem (its seed, the
document's features and options, the first problems); a summary at the end. Seeds make a
report reproducible: ``--start SEED --count 1``.

    .venv/bin/python benchmarks/fuzz_legal.py --start 300000 --count 2000
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import logging
import random
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

GEN = Path(__file__).resolve().parent.parent / "tests" / "gen"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, GEN / f"{name}.py")
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {GEN / name}.py: run from a clausewise checkout")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _draw(docs: ModuleType, seed: int) -> tuple[Any, dict[str, Any]]:
    """The document features and chunker options of one seed."""
    r = random.Random(seed)
    style = r.choice(list(docs.STYLES))
    features = docs.Features(
        style=style,
        clauses=r.randint(0, 12),
        sub_depth=r.randint(0, 3),
        seed=r.randrange(2**32),
        flatten=r.random() < 0.25,
        hard_wrap=r.choice((0, 0, 0, 40, 72, 90)),
        page_numbers=r.random() < 0.5,
        crlf=r.choice(("lf", "lf", "crlf", "cr", "mixed")),
        tabs=r.random() < 0.5,
        controls=r.choice((0, 0, 1, 5, 40)),
        unicode_quotes=r.random() < 0.5,
        long_word=r.choice((0, 0, 0, 300, 1200, 9000)),
        empty_sections=r.random() < 0.5,
        toc=r.random() < 0.25,
        schedules=r.randint(0, 3),
        caps_headings=r.random() < 0.5,
        bom=r.random() < 0.25,
        long_sentences=r.random() < 0.5,
        odd_chars=tuple(r.sample(docs._ODD, r.randint(0, 4))),
        markdown=r.random() < 0.5,
        amendments=r.random() < 0.5,
        joined_headings=r.random() < 0.5,
    )
    size = r.choice((64, 64, 80, 96, 128, 256))
    options = {
        "jurisdiction": r.choice(("uk", "us", "eu", style if style != "tos" else "us")),
        "doc_type": r.choice(("contract", "contract", "terms_conditions")),
        "max_chunk_size": size,
        "min_chunk_size": r.choice((0, 16, 48, size // 4)),
        "chars_per_token": r.choice((4, 4, 1, 3)),
        "include_ancestor_headers": r.random() < 0.5,
    }
    return features, options


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--start", type=int, default=0, help="first seed")
    ap.add_argument("--count", type=int, default=1000, help="number of documents")
    args = ap.parse_args()
    logging.getLogger("clausewise").setLevel(logging.ERROR)  # mid-word cuts of long words
    docs, checks = _load("legal_docs"), _load("legal_checks")
    from clausewise import LegalChunker

    reported = 0
    t0 = time.perf_counter()
    for seed in range(args.start, args.start + args.count):
        features, options = _draw(docs, seed)
        try:
            problems = checks.legal_problems(
                LegalChunker(**options), docs.build(features), determinism=False
            )
        except Exception as exc:  # a crash is a finding too
            problems = [f"raised {exc!r}"]
        if problems:
            reported += 1
            record = {"seed": seed, "features": repr(features), "options": options}
            print(json.dumps({**record, "problems": problems[:3]}), flush=True)
    seconds = time.perf_counter() - t0
    print(
        f"{args.count} documents (seeds {args.start}..{args.start + args.count - 1}), "
        f"{reported} with problems, {seconds:.0f} s",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
