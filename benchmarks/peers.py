"""One small adapter per chunker, with a uniform call: ``chunk(text) -> spans or strings``.

Every adapter is built by ``build(name, size_chars, face, spans=...)``. ``size_chars`` is the
common size budget in characters; chunkers that count tokens get ``size_chars // 4`` (the
chars/4 estimate lexichunk, contractex and clausewise document). Overlap is 0 everywhere so
chunk bodies tile the text and can be compared. With ``spans=True`` an adapter returns
``(start, end)`` offsets into the input, through a slower public path when its fast path
only returns strings; with ``spans=False`` it uses the call a user would make.

clausewise engines raise ``Unavailable`` (with the reason) while ``import clausewise`` lacks
the symbol, so the peer side runs before clausewise's chunkers exist.

    python benchmarks/peers.py --check   # import and run every engine on sample text
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import itertools
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from common import Span, as_spans, corpus_root, load_docs

Out = Sequence[Span | str]
ChunkFn = Callable[[str], Out]

# Engines compared on each face; the first one is the clausewise side of the ratios.
FACES: dict[str, list[str]] = {
    "legal": [
        "clausewise-legal",
        "lexichunk",
        "rcts",
        "semchunk",
        "chonkie",
        "text-splitter",
        "chunkweaver",
        "contractex",
    ],
    "general": ["clausewise-general", "rcts", "chunkweaver"],
    "clause-aware": ["clausewise-clause-aware", "contractex"],
}
FACE_SIZE = {"legal": 2048, "general": 2000, "clause-aware": 2048}
OPT_IN = ["chunkguard-stub"]


class Unavailable(RuntimeError):
    """The engine cannot run here; the message says why."""


@dataclass(frozen=True)
class Adapter:
    name: str
    settings: str
    chunk: ChunkFn


def _clausewise(symbol: str) -> Any:
    try:
        clausewise = importlib.import_module("clausewise")
    except Exception as exc:  # a half-written package must not stop the peer runs
        raise Unavailable(f"import clausewise failed: {type(exc).__name__}: {exc}") from exc
    obj = getattr(clausewise, symbol, None)
    if obj is None:
        raise Unavailable(f"clausewise.{symbol} is not there yet (import clausewise lacks it)")
    return obj


def _clausewise_attr(*paths: str) -> Any:
    """First of ``module:attr`` paths that resolves, else None."""
    for path in paths:
        module, _, attr = path.partition(":")
        try:
            obj = getattr(importlib.import_module(module), attr, None)
        except ImportError:
            obj = None
        if obj is not None:
            return obj
    return None


# --- clausewise ---------------------------------------------------------------------


def _cw_legal(size: int, face: str, spans: bool) -> Adapter:
    cls = _clausewise("LegalChunker")
    chunker = cls(jurisdiction="us", max_chunk_size=size // 4)

    def run(text: str) -> Out:
        return [(c.char_start, c.char_end) for c in chunker.chunk(text)]

    return Adapter("clausewise-legal", f"LegalChunker(us, max_chunk_size={size // 4})", run)


def _cw_general(size: int, face: str, spans: bool) -> Adapter:
    cls = _clausewise("Chunker")
    us = _clausewise_attr(
        "clausewise.presets:LEGAL_US", "clausewise:LEGAL_US", "clausewise.general:LEGAL_US"
    )
    eu = _clausewise_attr(
        "clausewise.presets:LEGAL_EU", "clausewise:LEGAL_EU", "clausewise.general:LEGAL_EU"
    )
    if us is None or eu is None:
        raise Unavailable("clausewise presets LEGAL_US/LEGAL_EU are not there yet")
    heading = _clausewise_attr("clausewise:HeadingDetector", "clausewise.general:HeadingDetector")
    tables = _clausewise_attr("clausewise:TableDetector", "clausewise.general:TableDetector")
    detectors = [d() for d in (heading, tables) if d is not None]
    chunker = cls(target_size=size, overlap=0, boundaries=[*us, *eu], detectors=detectors)
    names = "+".join(type(d).__name__ for d in detectors) or "none found"

    def run(text: str) -> Out:
        return [(c.start, c.end) for c in chunker.chunk_with_metadata(text)]

    settings = f"Chunker({size}, overlap=0, LEGAL_US+LEGAL_EU, detectors={names})"
    return Adapter("clausewise-general", settings, run)


def _cw_clause_aware(size: int, face: str, spans: bool) -> Adapter:
    cls = _clausewise("ClauseAwareChunker")
    chunker = cls(max_chunk_size=size // 4, overlap=0)

    def run(text: str) -> Out:
        return list(chunker.chunk(text))

    settings = f"ClauseAwareChunker(max_chunk_size={size // 4}, overlap=0)"
    return Adapter("clausewise-clause-aware", settings, run)


# --- peers --------------------------------------------------------------------------


def _lexichunk(size: int, face: str, spans: bool) -> Adapter:
    from lexichunk import LegalChunker

    # Defaults otherwise (definitions, context headers, ancestor headers on): the full
    # pipeline a user gets. A fresh chunker per pass keeps its definition cache cold.
    chunker = LegalChunker(jurisdiction="us", max_chunk_size=size // 4)

    def run(text: str) -> Out:
        return [(c.char_start, c.char_end) for c in chunker.chunk(text)]

    return Adapter("lexichunk", f"LegalChunker(us, max_chunk_size={size // 4})", run)


def _rcts(size: int, face: str, spans: bool) -> Adapter:
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(
        chunk_size=size, chunk_overlap=0, add_start_index=spans
    )
    if not spans:
        settings = f"RCTS(chunk_size={size}, overlap=0).split_text"
        return Adapter("rcts", settings, splitter.split_text)

    def run(text: str) -> Out:
        docs = splitter.create_documents([text])
        return [
            (d.metadata["start_index"], d.metadata["start_index"] + len(d.page_content))
            for d in docs
        ]

    return Adapter("rcts", f"RCTS(chunk_size={size}, overlap=0, add_start_index)", run)


def _semchunk(size: int, face: str, spans: bool) -> Adapter:
    from semchunk.semchunk import chunk as semchunk_chunk

    def run(text: str) -> Out:
        # len as token counter: characters, nothing to download; memoize off so
        # repeated passes do not hit a cache of earlier counts.
        _, offsets = semchunk_chunk(text, size, len, memoize=False, offsets=True)
        return offsets

    return Adapter("semchunk", f"semchunk.chunk({size}, token_counter=len)", run)


def _chonkie(size: int, face: str, spans: bool) -> Adapter:
    from chonkie import RecursiveChunker

    chunker = RecursiveChunker(tokenizer="character", chunk_size=size)

    def run(text: str) -> Out:
        return [(c.start_index, c.end_index) for c in chunker.chunk(text)]

    return Adapter("chonkie", f"RecursiveChunker(character, {size})", run)


def _text_splitter(size: int, face: str, spans: bool) -> Adapter:
    from semantic_text_splitter import TextSplitter

    splitter = TextSplitter(size)  # capacity in characters, trim on

    def run(text: str) -> Out:
        return [(at, at + len(piece)) for at, piece in splitter.chunk_indices(text)]

    return Adapter("text-splitter", f"semantic_text_splitter.TextSplitter({size})", run)


def _chunkweaver(size: int, face: str, spans: bool) -> Adapter:
    from chunkweaver import Chunker
    from chunkweaver.detector_heading import HeadingDetector
    from chunkweaver.detector_table import TableDetector
    from chunkweaver.presets import LEGAL_EU, LEGAL_US

    # The legal face is US contracts only; the general face mixes EU legislation in.
    preset, label = (
        (LEGAL_US, "LEGAL_US") if face == "legal" else ([*LEGAL_US, *LEGAL_EU], "LEGAL_US+LEGAL_EU")
    )
    chunker = Chunker(
        target_size=size,
        overlap=0,
        boundaries=preset,
        detectors=[HeadingDetector(), TableDetector()],
    )

    def run(text: str) -> Out:
        return [(c.start, c.end) for c in chunker.chunk_with_metadata(text)]

    settings = f"Chunker({size}, overlap=0, {label}, Heading+TableDetector)"
    return Adapter("chunkweaver", settings, run)


def _contractex(size: int, face: str, spans: bool) -> Adapter:
    from contractex.chunking import ClauseAwareChunker

    chunker = ClauseAwareChunker(max_chunk_size=size // 4, overlap=0)
    settings = f"ClauseAwareChunker(max_chunk_size={size // 4}, overlap=0)"
    if not spans:
        return Adapter("contractex", settings, chunker.chunk)

    def run(text: str) -> Out:
        # Documented: every chunk is an exact substring, found in order.
        return as_spans(text, chunker.chunk(text))

    return Adapter("contractex", settings + " + located", run)


def _hash_embed(texts: list[str]) -> list[list[float]]:
    """Deterministic bag-of-words vectors: stands in for a model so PIC runs offline."""
    out = []
    for text in texts:
        vec = [0.0] * 64
        for word in text.lower().split():
            vec[hashlib.blake2b(word.encode(), digest_size=1).digest()[0] % 64] += 1.0
        norm = math.sqrt(sum(v * v for v in vec)) or 1.0
        out.append([v / norm for v in vec])
    return out


def _chunkguard_stub(size: int, face: str, spans: bool) -> Adapter:
    from chunkguard import PICChunker

    chunker = PICChunker(complete=lambda prompt: prompt[:2000], embed=_hash_embed, max_length=size)

    def run(text: str) -> Out:
        # The "summary" is the document's opening: measures the splitting and grouping
        # work, not a model. Not comparable to the others; opt-in only.
        return [(c.start, c.end) for c in chunker.split("doc", text, "en", summary=text[:2000])]

    return Adapter("chunkguard-stub", f"PICChunker(max_length={size}, stub LLM+embedder)", run)


FACTORIES: dict[str, Callable[[int, str, bool], Adapter]] = {
    "clausewise-legal": _cw_legal,
    "clausewise-general": _cw_general,
    "clausewise-clause-aware": _cw_clause_aware,
    "lexichunk": _lexichunk,
    "rcts": _rcts,
    "semchunk": _semchunk,
    "chonkie": _chonkie,
    "text-splitter": _text_splitter,
    "chunkweaver": _chunkweaver,
    "contractex": _contractex,
    "chunkguard-stub": _chunkguard_stub,
}


def build(name: str, size_chars: int, face: str = "legal", spans: bool = False) -> Adapter:
    """Build one engine; raises ``Unavailable`` when it cannot run here."""
    if name not in FACTORIES:
        raise SystemExit(f"unknown engine {name!r}; known: {', '.join(FACTORIES)}")
    try:
        return FACTORIES[name](size_chars, face, spans)
    except ImportError as exc:
        raise Unavailable(f"{name}: {exc} (run benchmarks/setup_env.sh)") from exc


# --- self-check ---------------------------------------------------------------------

_SAMPLE = (
    "MASTER SERVICES AGREEMENT\n\n"
    "1. Definitions.\n1.1 “Services” means the services in Exhibit A (§ 2). "
    "Fees are €1,000 per month.\n\n"
    "2. Term. This Agreement begins on the Effective Date and lasts three years.\n"
) * 40


def _check_one(name: str, face: str, text: str) -> str:
    adapter = build(name, FACE_SIZE[face], face, spans=True)
    spans = as_spans(text, adapter.chunk(text))
    ordered = all(a[1] <= b[0] for a, b in itertools.pairwise(spans))
    inside = all(0 <= s <= e <= len(text) for s, e in spans)
    covered = bytearray(len(text))
    for s, e in spans:
        covered[s:e] = b"\x01" * (e - s)
    lost = sum(1 for i, ch in enumerate(text) if not covered[i] and not ch.isspace())
    mean = sum(e - s for s, e in spans) / max(1, len(spans))
    status = "ok" if ordered and inside and lost == 0 else "CHECK"
    if not (ordered and inside):
        status += " (spans out of order or out of bounds)"
    return f"{status:5} {len(spans):4} chunks, mean {mean:7.1f} chars, lost {lost}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="run every engine on samples")
    args = parser.parse_args(argv)
    if not args.check:
        for face, names in FACES.items():
            print(f"{face}: {', '.join(names)}")
        print(f"opt-in: {', '.join(OPT_IN)}")
        return 0
    texts = [("sample (non-ASCII)", _SAMPLE)]
    try:
        corpus_root()
        texts.append(("cuad[0]", load_docs("cuad")[0].text))
    except SystemExit as exc:
        print(f"(corpus check skipped: {exc})")
    failures = 0
    seen: set[tuple[str, str]] = set()
    for face, names in FACES.items():
        for name in [*names, *(OPT_IN if face == "legal" else [])]:
            if (name, face) in seen:
                continue
            seen.add((name, face))
            for label, text in texts:
                try:
                    line = _check_one(name, face, text)
                except Unavailable as exc:
                    line = f"skip  {exc}"
                except Exception as exc:  # report a broken engine, keep checking the rest
                    line = f"CHECK raised {type(exc).__name__}: {exc}"
                # clausewise is being written alongside: report its errors, but only a
                # broken peer makes the environment check fail.
                failures += line.startswith("CHECK") and not name.startswith("clausewise")
                print(f"{face:12} {name:24} {label:18} {line}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
