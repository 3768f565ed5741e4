"""The general chunker's result type."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Chunk", "make_chunk"]


@dataclass(frozen=True, slots=True)
class Chunk:
    """One chunk of :class:`~clausewise.general.Chunker` output.

    * ``start``/``end``: the body's half-open offsets into the normalised text
      (``clausewise.sanitize(text)``, which is ``text`` itself unless it had a BOM, CR line
      ends, control characters or non-NFC characters); ``content_text == sanitized[start:end]``.
    * ``overlap_text``: ``sanitized[overlap_start:start]``, the last ``overlap`` units of the
      previous chunk's body followed by the whitespace that separated the two bodies; empty for
      the first chunk and when ``overlap=0``.
    * ``text == overlap_text + content_text == sanitized[overlap_start:end]``.
    * ``boundary_type``: what started the body: ``"start"`` (text before any boundary),
      ``"section"`` (a boundary pattern or detected heading), ``"keep_together"`` (a table or
      kept region), or the split level used inside an oversized section: ``"paragraph"``,
      ``"sentence"``, ``"semicolon"``, ``"enumerator"``, ``"line"``, ``"word"``, ``"char"``
      (a single word longer than ``target_size``, cut).
    * ``hierarchy``: titles of the units the chunk starts in, outermost first, e.g.
      ``("CHAPTER II - Principles", "Article 5 - Principles relating to ...", "1.")``.
    """

    text: str
    start: int
    end: int
    index: int = 0
    boundary_type: str = "section"
    overlap_text: str = ""
    hierarchy: tuple[str, ...] = ()

    @property
    def content_text(self) -> str:
        """The chunk without its overlap prefix: exactly ``sanitized[start:end]``."""
        return self.text[len(self.overlap_text) :]

    @property
    def overlap_start(self) -> int:
        """Offset where ``text`` (overlap included) starts in the normalised text."""
        return self.start - len(self.overlap_text)

    def __len__(self) -> int:
        return len(self.text)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready fields (``hierarchy`` as a list)."""
        return {
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "index": self.index,
            "boundary_type": self.boundary_type,
            "overlap_text": self.overlap_text,
            "hierarchy": list(self.hierarchy),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Chunk:
        return cls(
            text=data["text"],
            start=data["start"],
            end=data["end"],
            index=data.get("index", 0),
            boundary_type=data.get("boundary_type", "section"),
            overlap_text=data.get("overlap_text", ""),
            hierarchy=tuple(data.get("hierarchy", ())),
        )


# The chunker builds thousands of chunks per document. A frozen dataclass sets each field
# through ``object.__setattr__``; writing the slots through their descriptors directly is
# about twice as fast, and the result is the same frozen object.
_SLOTS = tuple(
    getattr(Chunk, f).__set__
    for f in ("text", "start", "end", "index", "boundary_type", "overlap_text", "hierarchy")
)


def make_chunk(
    text: str,
    start: int,
    end: int,
    index: int,
    boundary_type: str,
    overlap_text: str,
    hierarchy: tuple[str, ...],
    _new: Any = object.__new__,
    _s: tuple[Any, ...] = _SLOTS,
) -> Chunk:
    """``Chunk(...)`` with every field given, built faster (for the chunker's inner loop)."""
    c: Chunk = _new(Chunk)
    _s[0](c, text)
    _s[1](c, start)
    _s[2](c, end)
    _s[3](c, index)
    _s[4](c, boundary_type)
    _s[5](c, overlap_text)
    _s[6](c, hierarchy)
    return c
