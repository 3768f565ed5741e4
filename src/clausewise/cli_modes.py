"""The ``general``, ``clause-aware`` and ``pic`` modes of ``clausewise chunk``."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from .cli_run import Source
from .errors import ClausewiseError

__all__ = ["chunk_other_mode", "detect_boundaries"]


def _general_chunker(args: argparse.Namespace) -> Any:
    from .general import Chunker
    from .general.presets import preset

    patterns: list[str] = []
    if args.preset:
        patterns += preset(args.preset)
    if args.boundaries:
        patterns += list(args.boundaries)
    return Chunker(
        target_size=args.size if args.size is not None else 1024,
        overlap=args.overlap if args.overlap is not None else 2,
        boundaries=patterns,
    )


def chunk_other_mode(args: argparse.Namespace, text: str, name: str) -> list[dict[str, Any]]:
    """Chunk ``text`` in a non-legal mode, as plain records carrying ``source``."""
    if args.mode == "general":
        chunks = _general_chunker(args).chunk_with_metadata(text)
        return [{"source": name, **c.to_dict()} for c in chunks]
    if args.mode == "clause-aware":
        from .clause_aware import ClauseAwareChunker

        chunker = ClauseAwareChunker(
            max_chunk_size=args.size if args.size is not None else 512,
            overlap=args.overlap if args.overlap is not None else 0,
        )
        return [
            {"source": name, "index": i, "start": s, "end": e, "text": text[s:e]}
            for i, (s, e) in enumerate(chunker.chunk_spans(text))
        ]
    if args.mode == "pic":
        from .providers import pic_records

        return pic_records(text, name)
    raise ClausewiseError(f"unknown mode {args.mode!r}")


def detect_boundaries(
    args: argparse.Namespace, sources: list[Source], out: TextIO, err: TextIO
) -> int:
    """``--detect-boundaries``: which lines match which pattern or detector, per document."""
    from .general import preview_boundaries

    chunker = _general_chunker(args)
    failures = 0
    for source in sources:
        try:
            text = source.read()
        except ClausewiseError as exc:
            failures += 1
            err.write(f"clausewise: {source.name}: {exc}\n")
            continue
        out.write(f"{source.name}\n")
        for line, name, line_text in preview_boundaries(text, chunker):
            out.write(f"  line {line}: [{name}] {line_text!r}\n")
    return 1 if failures else 0
