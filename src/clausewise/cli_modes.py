"""The ``general``, ``clause-aware`` and ``pic`` modes of ``clausewise chunk``."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from typing import Any, TextIO

from .cli_run import Source
from .errors import ClausewiseError

__all__ = ["OtherModes", "detect_boundaries"]


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


class OtherModes:
    """Chunks documents in a non-legal mode. Chunkers are built once per run (the PIC one
    loads a model), and the PIC mode says on ``err`` which models it uses."""

    def __init__(self, args: argparse.Namespace, err: TextIO) -> None:
        self.args = args
        self.err = err
        self._chunker: Any = None

    def records(self, text: str, name: str) -> list[dict[str, Any]]:
        """Chunk ``text``, as plain records carrying ``source``."""
        args = self.args
        if args.mode == "general":
            chunks = self._built(lambda: _general_chunker(args)).chunk_with_metadata(text)
            return [{"source": name, **c.to_dict()} for c in chunks]
        if args.mode == "clause-aware":
            chunker = self._built(lambda: _clause_aware_chunker(args))
            return [
                {"source": name, "index": i, "start": s, "end": e, "text": text[s:e]}
                for i, (s, e) in enumerate(chunker.chunk_spans(text))
            ]
        if args.mode == "pic":
            chunks = self._built(self._pic_chunker).split(name, text, args.language)
            return [{"source": name, **c.to_dict()} for c in chunks]
        raise ClausewiseError(f"unknown mode {args.mode!r}")

    def _built(self, make: Callable[[], Any]) -> Any:
        if self._chunker is None:
            self._chunker = make()
        return self._chunker

    def _pic_chunker(self) -> Any:
        # Model-loading progress bars would interleave with ours on stderr.
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        try:
            from transformers.utils import logging as hf_logging

            disable: Any = hf_logging.disable_progress_bar
            disable()
        except ImportError:  # the local extra is not installed; a configured model may be
            pass
        from .providers import chunker_from_env

        chunker = chunker_from_env(self.args.env)
        self.err.write(f"clausewise: pic mode: {chunker.description}\n")
        return chunker


def _clause_aware_chunker(args: argparse.Namespace) -> Any:
    from .clause_aware import ClauseAwareChunker

    return ClauseAwareChunker(
        max_chunk_size=args.size if args.size is not None else 512,
        overlap=args.overlap if args.overlap is not None else 0,
    )


def detect_boundaries(
    args: argparse.Namespace, sources: list[Source], out: TextIO, err: TextIO
) -> int:
    """``--detect-boundaries``: which lines match which pattern or detector, per document."""
    from .general import preview_boundaries

    chunker = _general_chunker(args)
    failures = 0
    for source in sources:
        try:
            text = source.read(args.encoding)
        except ClausewiseError as exc:
            failures += 1
            err.write(f"clausewise: {source.name}: {exc}\n")
            continue
        out.write(f"{source.name}\n")
        for line, name, line_text in preview_boundaries(text, chunker):
            out.write(f"  line {line}: [{name}] {line_text!r}\n")
    return 1 if failures else 0
