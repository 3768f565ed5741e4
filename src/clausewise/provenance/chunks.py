"""Turn whatever a chunker returned into ``(start, end)`` ranges of the source text.

Accepted: plain strings (located in the source in order), clausewise ``LegalChunk`` (body =
``content`` minus ``original_header``, at ``char_start:char_end``), the general ``Chunk``
(``content_text`` or ``text`` minus ``overlap_text``, at ``start:end``) and dicts with the same
keys. Offsets are checked against the source; offsets into the *normalised* text
(``clausewise.normalize``) are mapped back to the raw source the caller passed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..document import Document
from ..errors import InputError, describe
from ..normalize import normalize

__all__ = ["ChunkRange", "chunk_parts", "locate", "preview"]


@dataclass(frozen=True, slots=True)
class ChunkRange:
    """Where one registered chunk's body lies in the source."""

    index: int
    char_start: int
    char_end: int


def preview(text: str, width: int = 40) -> str:
    return repr(text if len(text) <= width else text[: width - 3] + "...")


def _get(chunk: object, *names: str) -> object:
    for name in names:
        if isinstance(chunk, Mapping):
            if name in chunk:
                return chunk[name]
        elif hasattr(chunk, name):
            return getattr(chunk, name)
    return None


def chunk_parts(chunk: object, position: int) -> tuple[str, int | None, int | None]:
    """``(body, start, end)`` of one chunk; start and end are None for a plain string."""
    if isinstance(chunk, str):
        return chunk, None, None
    body = _get(chunk, "body", "content_text")
    if not isinstance(body, str):
        full = _get(chunk, "content", "text")
        if not isinstance(full, str):
            raise InputError(
                f"chunk {position} is {describe(chunk)}: pass strings, LegalChunk or Chunk "
                "objects, or dicts with 'text' (or 'content') and 'start'/'end' "
                "(or 'char_start'/'char_end')"
            )
        prefix = _get(chunk, "original_header", "overlap_text")
        body = full[len(prefix) :] if isinstance(prefix, str) and full.startswith(prefix) else full
    start, end = _get(chunk, "char_start", "start"), _get(chunk, "char_end", "end")
    if isinstance(start, int) and isinstance(end, int) and not isinstance(start, bool):
        return body, start, end
    return body, None, None


class Locator:
    """Finds chunk bodies in the source: first as given, then in its normalised form."""

    def __init__(self, source: str) -> None:
        self.source = source
        self._doc: Document | None = None

    @property
    def doc(self) -> Document:
        if self._doc is None:
            self._doc = normalize(self.source)
        return self._doc

    def check(self, body: str, start: int, end: int, position: int) -> tuple[int, int]:
        """Source range of a chunk that says it lies at ``start:end``."""
        if self.source[start:end] == body:
            return start, end
        if not self.doc.is_identity and self.doc.text[start:end] == body:
            return self.doc.raw_span(start, end)
        raise InputError(
            f"chunk {position} claims offsets {start}:{end}, but source_text there is "
            f"{preview(self.source[start:end])}, not the chunk's body {preview(body)}. "
            "Pass the text the chunks were made from as source_text (the chunker's input)."
        )

    def find(self, body: str, cursor: int, position: int) -> tuple[int, int]:
        """Source range of a string chunk, searched from ``cursor`` (chunks come in order)."""
        hit = self.source.find(body, cursor)
        if hit >= 0:
            return hit, hit + len(body)
        if not self.doc.is_identity:
            doc_cursor = _to_text(self.doc, cursor)
            hit = self.doc.text.find(body, doc_cursor)
            if hit >= 0:
                return self.doc.raw_span(hit, hit + len(body))
        where = "anywhere in" if self.source.find(body) < 0 else "after the previous chunk in"
        raise InputError(
            f"chunk {position} {preview(body)} is not a substring of source_text ({where} it). "
            "Chunks given as strings must be exact slices of source_text, in document order: "
            "pass the text the chunker was given, and chunks without added headers or joined "
            "pieces (or pass objects with offsets, e.g. LegalChunk)."
        )


def _to_text(doc: Document, raw_pos: int) -> int:
    """A normalised-text position at or before raw position ``raw_pos``."""
    if raw_pos <= 0:
        return 0
    lo, hi = 0, len(doc.text)
    while lo < hi:  # raw_start is monotonic in the text position
        mid = (lo + hi + 1) // 2
        if doc.raw_start(mid) <= raw_pos:
            lo = mid
        else:
            hi = mid - 1
    return lo


def locate(chunks: Iterable[object], source: str, first_index: int) -> list[ChunkRange]:
    """The source range of every chunk; raises :class:`InputError` naming the first bad one."""
    locator = Locator(source)
    out: list[ChunkRange] = []
    cursor = 0
    for position, chunk in enumerate(chunks):
        body, start, end = chunk_parts(chunk, position)
        if start is None or end is None:
            s, e = locator.find(body, cursor, position)
            cursor = s + 1 if body else s
        else:
            s, e = locator.check(body, start, end, position)
        out.append(ChunkRange(first_index + position, s, e))
    return out


def assemble(chunks: Iterable[object], first_index: int) -> tuple[str, list[ChunkRange]]:
    """A source rebuilt from chunks alone: strings joined by one newline, offsets respected."""
    parts = [chunk_parts(c, k) for k, c in enumerate(chunks)]
    placed = [(body, s, e) for body, s, e in parts if s is not None and e is not None]
    if not placed:
        ranges, pos = [], 0
        for k, (body, _, _) in enumerate(parts):
            ranges.append(ChunkRange(first_index + k, pos, pos + len(body)))
            pos += len(body) + 1  # the one-character separator the spec documents
        return "\n".join(b for b, _, _ in parts), ranges
    if len(placed) < len(parts):
        raise InputError(
            "chunks mix plain strings and objects with offsets; pass source_text so the "
            "strings can be located, or pass one kind"
        )
    # Gaps between chunks (text no chunk kept) become spaces, so offsets stay true.
    buf = [" "] * max(e for _, _, e in placed)
    for k, (body, s, e) in enumerate(placed):
        if e - s != len(body) or s < 0:
            raise InputError(f"chunk {k}: offsets {s}:{e} do not fit its body of {len(body)} chars")
        if any(buf[s + j] not in (" ", ch) for j, ch in enumerate(body)):
            raise InputError(
                f"chunk {k} disagrees with an earlier chunk over characters {s}:{e}; "
                "pass source_text"
            )
        buf[s:e] = body
    return "".join(buf), [ChunkRange(first_index + k, s, e) for k, (_, s, e) in enumerate(placed)]
