"""The vocabulary every layer speaks: spans, boundaries, levels and the normalised document.

Everything clausewise finds in a text (clauses, headings, sentences, defined terms, references,
chunks) is a half-open ``(start, end)`` span into :attr:`Document.text`.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from enum import IntEnum

__all__ = ["Boundary", "Document", "KeepTogether", "Level", "Segment", "Span"]


class Level(IntEnum):
    """Strength of a boundary: a lower value is a stronger break.

    Structural levels come from a parsed hierarchy: depth 1 is a top-level unit (article,
    clause 1, schedule), depth 2 the next (section 1.1) and so on. The packer only compares
    values, so a structure source may use any depth from ``TOP`` to ``DEEPEST``.
    Text levels are the split cascade used inside a unit that is too large.
    """

    DOCUMENT = 0
    TOP = 1
    DEEPEST = 15
    PARAGRAPH = 20
    SENTENCE = 30
    CLAUSE_PUNCT = 40
    ENUMERATOR = 45
    COMMA = 47
    LINE = 50
    WORD = 60
    CHAR = 70


@dataclass(frozen=True, slots=True, order=True)
class Span:
    """A half-open range ``[start, end)`` of :attr:`Document.text`."""

    start: int
    end: int

    def __len__(self) -> int:
        return self.end - self.start

    def contains(self, other: Span) -> bool:
        return self.start <= other.start and other.end <= self.end


@dataclass(frozen=True, slots=True, order=True)
class Boundary:
    """A place where a chunk may start.

    ``level`` ranks it (see :class:`Level`). ``split`` asks the packer to break here even
    when the enclosing unit would fit whole (a numbered clause starts its own chunk unless it is
    too small). ``label`` names the kind of unit that starts here ("article", "section",
    "paragraph", a preset's name, ...) and is reported on the chunk.
    """

    pos: int
    level: int
    split: bool = False
    label: str = ""


@dataclass(frozen=True, slots=True)
class KeepTogether:
    """A region the packer keeps in one chunk when it can.

    A region up to ``overshoot`` times the capacity stays whole (a table, a heading with its
    first sentence); a larger one is split like any other text.
    """

    start: int
    end: int
    overshoot: float = 1.0


@dataclass(frozen=True, slots=True)
class Segment:
    """One run of the offset map: ``text[t0:t1]`` came from ``raw[r0:r1]``.

    A ``linear`` run maps character for character; any other run (a Unicode composition,
    a CRLF pair) maps only as a whole.
    """

    t0: int
    t1: int
    r0: int
    r1: int
    linear: bool


@dataclass(frozen=True, slots=True)
class Document:
    """A normalised text with a map back to the raw string it came from."""

    raw: str
    text: str
    segments: tuple[Segment, ...] = ()
    _starts: tuple[int, ...] = field(default=(), repr=False, compare=False)

    @classmethod
    def identity(cls, text: str) -> Document:
        return cls(raw=text, text=text)

    @property
    def is_identity(self) -> bool:
        return not self.segments

    def raw_start(self, pos: int) -> int:
        """Raw offset of the first raw character contributing to ``text[pos:]``."""
        if not self.segments:
            return pos
        seg = self._segment(pos)
        if seg.linear:
            return seg.r0 + (pos - seg.t0)
        return seg.r0 if pos < seg.t1 else seg.r1

    def raw_end(self, pos: int) -> int:
        """Raw offset just past the last raw character contributing to ``text[:pos]``."""
        if not self.segments:
            return pos
        seg = self._segment(pos - 1) if pos > 0 else self.segments[0]
        if seg.linear:
            return seg.r0 + (pos - seg.t0)
        return seg.r1 if pos > seg.t0 else seg.r0

    def raw_span(self, start: int, end: int) -> tuple[int, int]:
        """The raw range covering every raw character behind ``text[start:end]``."""
        if start >= end:
            r = self.raw_start(start)
            return r, r
        return self.raw_start(start), self.raw_end(end)

    def _segment(self, pos: int) -> Segment:
        starts = self._starts or tuple(s.t0 for s in self.segments)
        i = bisect_right(starts, pos) - 1
        return self.segments[max(0, min(i, len(self.segments) - 1))]
