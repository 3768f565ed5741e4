"""Building blocks for the clause-type tests: short contracts written in the test, chunked
with the public chunker, and the chunk holding a phrase."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.types import LegalChunk


def numbered(*clauses: tuple[str, str]) -> str:
    """Clauses "1. Title" with their body a paragraph below, numbered from 1."""
    return "\n\n".join(f"{n}. {title}\n\n{body}" for n, (title, body) in enumerate(clauses, 1))


def paragraphs(*lines: str) -> str:
    return "\n\n".join(lines) + "\n"


def whole_clauses(text: str, doc_type: str = "contract") -> list[LegalChunk]:
    """Chunks large enough to hold each clause whole, with no small-chunk merging."""
    chunker = LegalChunker(min_chunk_size=0, max_chunk_size=2000, doc_type=doc_type)
    return chunker.chunk(text + "\n")


def small_chunks(text: str, doc_type: str = "contract", **options: object) -> list[LegalChunk]:
    """Chunks of at most 60 tokens: a sub-clause often gets a chunk of its own."""
    chunker = LegalChunker(max_chunk_size=60, doc_type=doc_type, **options)  # type: ignore[arg-type]
    return chunker.chunk(text)


def chunk_with(chunks: list[LegalChunk], needle: str) -> LegalChunk:
    """The first chunk whose body contains ``needle``."""
    return next(c for c in chunks if needle in c.content)
