"""Chunker: regex boundaries, presets and detectors fitted to a size by the one packer.

Pipeline: normalise the text; find the lines the boundary patterns match (one scan) and run
the detectors; turn both into ranked boundaries, heading glue and keep-together regions;
``pack`` them to ``target_size`` characters; add hierarchy and overlap.

Offsets: ``start``/``end`` index the normalised text, ``clausewise.sanitize(text)``. That is
``text`` itself unless it has a byte-order mark, CR line ends, control characters or non-NFC
characters; ``clausewise.normalize(text)`` maps any offset back to the raw input.

Size: every chunk body (``content_text``) has at most ``target_size`` characters, except a
keep-together region kept whole (up to its ``max_overshoot``, 1.5 by default, times
``target_size``) and a single word longer than ``target_size`` (cut, logged once). The overlap
comes on top: ``len(chunk.text) <= target_size + len(chunk.overlap_text)``.

Overlap: every chunk after the first starts with the last ``overlap`` sentences, paragraphs
or characters of the previous chunk's body, plus the whitespace between the two bodies:
``chunk.text == chunk.overlap_text + chunk.content_text == sanitized[overlap_start:end]``.
A previous body with fewer units is repeated whole.

Structure: a chunk starts at every boundary match and split point, unless ``min_size``
merges a small piece with a neighbour inside the same unit; a heading line stays with the
start of its body; ``hierarchy`` names the units (outermost first) the chunk starts in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from operator import attrgetter

from ..boundaries import (
    CLAUSE_PUNCT,
    ENUMERATOR,
    LINE,
    PARAGRAPH,
    WORD,
    Finder,
    Splitter,
    regex_finder,
)
from ..document import Level
from ..errors import ConfigError, describe
from ..normalize import normalize
from ..packing import Piece, pack
from ..sentences import SentenceSplitter
from ..sizing import CharSizer
from .chunk import Chunk, make_chunk
from .detectors import Annotation, check_annotations
from .headings import HeadingDetector
from .overlap import overlap_starts
from .scan import Hit, PatternSet
from .structure import Layout, build_layout, hierarchies

__all__ = ["FALLBACKS", "OVERLAP_UNITS", "Chunker"]

OVERLAP_UNITS = ("sentence", "paragraph", "chars")
FALLBACKS = ("paragraph", "sentence", "word")
_PARAGRAPH_FIND = regex_finder(r"\n[ \t]*\n\s*")
_SIZER = CharSizer()
_POS = attrgetter("pos")


def _int_option(name: str, value: object, low: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ConfigError(f"{name} must be an int >= {low}, got {describe(value)}")
    return value


def _choice(name: str, value: object, valid: Sequence[str]) -> str:
    if value not in valid:
        raise ConfigError(f"{name} must be one of {', '.join(map(repr, valid))}; got {value!r}")
    return str(value)


# The shared sentence source, reading each single line break by its own line ("wrapped"):
# the "auto" layout survey reads the whole document on first use, which is most of the cost of
# cutting a few long paragraphs, and chunk cuts fall at blank lines and line ends anyway.
_SENTENCES = SentenceSplitter(line_breaks="wrapped")
_DEFAULT_SENTENCE = Splitter(Level.SENTENCE, _SENTENCES.starts, "sentence")


def _sentence_rule(pattern: object) -> tuple[Splitter, Finder]:
    if pattern is None:
        return _DEFAULT_SENTENCE, _SENTENCES.starts
    if not isinstance(pattern, (str, re.Pattern)):
        raise ConfigError(
            f"sentence_pattern must be None, a regex string or a compiled pattern, got "
            f"{describe(pattern)}"
        )
    try:
        find = regex_finder(pattern)
    except re.error as exc:
        raise ConfigError(f"invalid sentence_pattern {pattern!r}: {exc}") from exc
    return Splitter(Level.SENTENCE, find, "sentence"), find


def _cascade(fallback: str, sentence: Splitter) -> tuple[Splitter, ...]:
    if fallback == "word":
        return (WORD,)
    rest = (sentence, CLAUSE_PUNCT, ENUMERATOR, LINE, WORD)
    return (PARAGRAPH, *rest) if fallback == "paragraph" else rest


def _detectors(value: object) -> tuple[object, ...]:
    if value is None:
        return ()
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise ConfigError(f"detectors must be a list of BoundaryDetector, got {describe(value)}")
    for d in value:
        if not callable(getattr(d, "detect", None)):
            raise ConfigError(
                f"each detector needs a detect(text) method (a BoundaryDetector); got {describe(d)}"
            )
    return tuple(value)


class Chunker:
    """Structure-aware chunker for any text with line-level structure.

    ``target_size``: maximum body size in characters (see the module docstring).
    ``overlap``/``overlap_unit``: each chunk after the first repeats the last ``overlap``
    sentences, paragraphs or characters of the previous chunk's body (``overlap_text``).
    ``boundaries``: regex patterns (presets, ``(regex, rank)`` tuples or plain strings, see
    :mod:`clausewise.general.presets`); each matching line starts a chunk.
    ``fallback``: how an oversized section is split: ``"paragraph"`` (paragraphs, then
    sentences, then clause punctuation, lines, words), ``"sentence"`` (the same without
    paragraphs) or ``"word"`` (lines and words only).
    ``min_size``: a piece shorter than this merges with its neighbour when they fit together.
    ``sentence_pattern``: regex whose match end starts a sentence (default: the shared sentence
    splitter); used for splitting and for sentence overlap.
    ``keep_together``: patterns for lines that stay with the block after them.
    ``detectors``: :class:`BoundaryDetector` instances (``HeadingDetector``, ``TableDetector``).
    """

    def __init__(
        self,
        target_size: int = 1024,
        overlap: int = 2,
        overlap_unit: str = "sentence",
        boundaries: Sequence[object] | None = None,
        fallback: str = "paragraph",
        min_size: int = 200,
        sentence_pattern: str | re.Pattern[str] | None = None,
        keep_together: Sequence[object] | None = None,
        detectors: Sequence[object] | None = None,
    ) -> None:
        self.target_size = _int_option("target_size", target_size, 1)
        self.overlap = _int_option("overlap", overlap, 0)
        self.overlap_unit = _choice("overlap_unit", overlap_unit, OVERLAP_UNITS)
        self.fallback = _choice("fallback", fallback, FALLBACKS)
        self.min_size = _int_option("min_size", min_size, 0)
        self.patterns = PatternSet(boundaries if boundaries is not None else [])
        self.boundaries = list(boundaries) if boundaries is not None else []
        self.keep_patterns = PatternSet(keep_together if keep_together is not None else [])
        self.detectors = _detectors(detectors)
        self.sentence_pattern = sentence_pattern
        sentence, self._sentence_find = _sentence_rule(sentence_pattern)
        self.cascade = _cascade(self.fallback, sentence)

    def __repr__(self) -> str:
        return (
            f"Chunker(target_size={self.target_size}, overlap={self.overlap}, "
            f"overlap_unit={self.overlap_unit!r}, boundaries=<{len(self.boundaries)} patterns>, "
            f"fallback={self.fallback!r}, min_size={self.min_size}, "
            f"detectors={[type(d).__name__ for d in self.detectors]})"
        )

    # -- public ----------------------------------------------------------------------------

    def chunk(self, text: str) -> list[str]:
        """The chunk texts (overlap included)."""
        return [c.text for c in self.chunk_with_metadata(text)]

    def chunk_with_metadata(self, text: str) -> list[Chunk]:
        """Chunks with offsets, boundary type, overlap and hierarchy (see :class:`Chunk`)."""
        t = normalize(text).text
        if not t or t.isspace():
            return []
        layout = self.layout(t)
        pieces = pack(
            t,
            layout.boundaries,
            self.target_size,
            _SIZER,
            min_size=self.min_size,
            glue=layout.glue,
            keep_together=layout.regions,
            cascade=self.cascade,
        )
        return self._chunks(t, pieces, layout)

    # -- stages ----------------------------------------------------------------------------

    def annotations(self, text: str) -> list[Annotation]:
        """What the detectors find in the normalised ``text``."""
        return [a for d in self.detectors for a in check_annotations(d, text)]

    @staticmethod
    def annotations_of(detector: object, text: str) -> list[Annotation]:
        """What one detector finds in the normalised ``text`` (validated)."""
        return check_annotations(detector, text)

    def layout(self, text: str) -> Layout:
        """Boundaries, glue, keep-together regions and hierarchy marks for normalised text."""
        hits = self.patterns.scan(text) if self.patterns else []
        keep = [h.pos for h in self.keep_patterns.scan(text)] if self.keep_patterns else []
        found = self._annotations(text, hits)
        return build_layout(text, self.patterns.rules, hits, found, keep, self.target_size)

    def _annotations(self, text: str, hits: Sequence[Hit]) -> list[Annotation]:
        """:meth:`annotations`, except that a stock ``HeadingDetector`` does not score the
        lines a boundary pattern already matched (their split points would be dropped)."""
        taken: set[int] | None = None
        out: list[Annotation] = []
        for d in self.detectors:
            if isinstance(d, HeadingDetector) and type(d).detect is HeadingDetector.detect:
                if taken is None:
                    taken = {h.pos for h in hits}
                out += d.split_points(text, taken, line_numbers=False)  # not used here
            else:
                out += check_annotations(d, text)
        return out

    def _chunks(self, text: str, pieces: list[Piece], layout: Layout) -> list[Chunk]:
        starts = [p.start for p in pieces]
        paths = hierarchies(layout.marks, starts, layout.glue) if layout.marks else None
        labels = [p.label for p in pieces]
        if layout.boundaries and pieces:
            # The packer names the first piece "start"; it may start at a boundary all the same.
            first = min(layout.boundaries, key=_POS)
            if first.pos == starts[0]:
                labels[0] = first.label
        if self.overlap:
            find = _PARAGRAPH_FIND if self.overlap_unit == "paragraph" else self._sentence_find
            spans = [(p.start, p.end) for p in pieces]
            ov = overlap_starts(text, spans, self.overlap_unit, self.overlap, find)
        else:
            ov = starts
        if paths is None:
            paths = [()] * len(pieces)
        return [
            make_chunk(
                text[o : p.end],
                p.start,
                p.end,
                i,
                labels[i],
                text[o : p.start] if o < p.start else "",
                paths[i],
            )
            for i, (p, o) in enumerate(zip(pieces, ov, strict=True))
        ]
