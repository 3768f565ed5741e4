"""Resolve extracted values (an LLM said "30 days written notice") to exact source spans.

Lookup runs in stages and stops at the first that answers:

1. **exact**: the value, stripped, occurs verbatim with word edges on both sides;
2. **normalised**: it occurs in the normalised view (case, whitespace, quotes, dashes,
   apostrophes and number spelling ignored, see :mod:`.textview`);
3. the same two, allowing a value cut mid-word at its edges to widen to whole words;
4. **fuzzy**: token alignment with a weighted score (see :mod:`.fuzzy`);
5. **semantic**, only with an embedder: the passage closest in meaning, checked for numbers,
   names and polarity (see :mod:`.semantic`).

Otherwise the answer is ``None``: no span is better than a wrong one. Every span starts and ends
on word edges of the source and covers the whole value, including punctuation at its edges.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from difflib import SequenceMatcher
from enum import Enum
from typing import Any

from ..errors import ConfigError, InputError, require_text
from .chunks import ChunkRange, assemble, locate
from .fuzzy import FuzzyIndex
from .semantic import DEFAULT_THRESHOLD, Embed, SemanticIndex, check_threshold
from .textview import TextView, canonical_tokens, char_class, inside_word, join, raw_tokens

__all__ = ["MatchKind", "ProvenanceTracker", "SourceSpan"]

_WIDEN = 0.1  # a value cut mid-word may grow by this share of its length to reach word edges
_WIDEN_MIN = 8  # ... and only if it has at least this many characters
_WIDEN_TOKENS = 4  # ... and words: "Manufacturer" must not grow into "Manufacturers"
_MAX_HITS = 64  # normalised occurrences compared with the value as written
_SHORT = 6  # joined values shorter than this must match token for token
_TIE = 0.02  # fuzzy scores this close count as a tie


class MatchKind(str, Enum):
    """How a value was found."""

    EXACT = "exact"
    NORMALISED = "normalised"
    FUZZY = "fuzzy"
    SEMANTIC = "semantic"


@dataclass(frozen=True, slots=True)
class SourceSpan:
    """Where a value lies in the source: ``text == source[char_start:char_end]``.

    ``chunk_index`` is the position (in registration order) of the registered chunk whose body
    contains the whole span, or None when no chunk does (or none were registered).
    """

    char_start: int
    char_end: int
    text: str
    match: MatchKind
    score: float
    chunk_index: int | None = None
    source_url: str | None = None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["match"] = self.match.value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SourceSpan:
        return cls(**{**data, "match": MatchKind(data["match"])})


class _Value:
    """A looked-up value, tokenised once."""

    def __init__(self, text: str) -> None:
        self.text = text
        raw = raw_tokens(text)
        self.canon, starts, ends = canonical_tokens(raw)
        self.joined = join(self.canon)[0]
        self.lead = text[: starts[0]] if starts else ""
        self.trail = text[ends[-1] :] if ends else ""


class ProvenanceTracker:
    """Registers a source text (and the chunks cut from it) and finds values in it.

    One tracker holds one source document. ``register_chunks`` may be called several times for
    the same source; chunk indices continue across calls.

    ``embed`` (``texts -> vectors``, such as :class:`clausewise.providers.LocalEmbed`) adds the
    semantic stage for values the source states in other words; ``semantic_threshold`` is the
    cosine similarity it needs.
    """

    def __init__(
        self,
        source_url: str | None = None,
        *,
        embed: Embed | None = None,
        semantic_threshold: float = DEFAULT_THRESHOLD,
    ) -> None:
        if embed is not None and not callable(embed):
            raise ConfigError(
                f"embed must be a callable taking a list of texts and returning one vector "
                f"per text (for example clausewise.providers.LocalEmbed()), got {embed!r}"
            )
        self.source_url = source_url
        self.embed = embed
        self.semantic_threshold = check_threshold(semantic_threshold)
        self._semantic: SemanticIndex | None = None
        self._source: str | None = None
        self._built_from: list[object] | None = None  # chunks the source was rebuilt from
        self._chunks: list[ChunkRange] = []
        self._order: list[ChunkRange] = []
        self._order_starts: list[int] = []
        self._view: TextView | None = None
        self._fuzzy: FuzzyIndex | None = None

    # -- registration -------------------------------------------------------------------

    def register_text(self, text: str) -> None:
        """Use ``text`` as the source, without chunks."""
        self._set_source(require_text(text, "text"))

    def register_chunks(
        self, chunks: Iterable[object], source_text: str | None = None
    ) -> list[ChunkRange]:
        """Register chunks (strings, ``LegalChunk``, ``Chunk`` or dicts) cut from ``source_text``.

        String chunks are located in ``source_text`` in order; objects with offsets are checked
        against it. Without ``source_text`` the source is rebuilt from the chunks (strings joined
        by one newline, as contractex documents); pass it whenever you have it.
        """
        if isinstance(chunks, (str, bytes)):
            raise InputError("chunks must be a list of chunks, not a single str; wrap it: [text]")
        items = list(chunks)
        first = len(self._chunks)
        if source_text is not None:
            self._set_source(require_text(source_text, "source_text"))
        if self._source is not None and self._built_from is None:
            ranges = locate(items, self._source, first)
        else:
            # No source text: rebuild it from every chunk so far (offsets stay absolute).
            built = [*(self._built_from or []), *items]
            self._source, all_ranges = assemble(built, 0)
            self._built_from, ranges = built, all_ranges[first:]
            self._index()
        self._chunks.extend(ranges)
        self._order = sorted(self._chunks, key=lambda r: (r.char_start, r.char_end))
        self._order_starts = [r.char_start for r in self._order]
        return ranges

    def clear(self) -> None:
        """Forget the source and the chunks (to reuse the tracker for another document)."""
        self._source = self._view = self._fuzzy = self._built_from = self._semantic = None
        self._chunks, self._order, self._order_starts = [], [], []

    @property
    def source_text(self) -> str | None:
        return self._source

    @property
    def chunks(self) -> list[ChunkRange]:
        return list(self._chunks)

    def __len__(self) -> int:
        return len(self._chunks)

    def __repr__(self) -> str:
        size = len(self._source) if self._source is not None else 0
        return f"ProvenanceTracker(chunks={len(self)}, chars={size}, url={self.source_url!r})"

    def _set_source(self, text: str) -> None:
        if self._source is not None and self._source != text:
            raise InputError(
                "this tracker already holds a different source text; use one tracker per "
                "document, or call clear() first"
            )
        if self._source is None:
            self._source = text
            self._index()
        self._built_from = None  # the caller's text is the source from now on

    def _index(self) -> None:
        assert self._source is not None
        self._view = TextView(self._source)
        self._fuzzy = FuzzyIndex(self._view.canon)
        self._semantic = None  # built on the first value no other stage finds

    # -- lookup -------------------------------------------------------------------------

    def find_span(self, value: str) -> SourceSpan | None:
        """The span of the source ``value`` came from, or None if nothing is close enough."""
        return self.find_spans([value])[0]

    def find_spans(self, values: Sequence[str]) -> list[SourceSpan | None]:
        """:meth:`find_span` for each value, in order (the semantic stage embeds the values it
        sees in one call)."""
        if isinstance(values, (str, bytes)):
            raise InputError("values must be a list of strings, not a single str; wrap it: [value]")
        texts = [require_text(v, "value").strip() for v in values]
        found: list[tuple[int, int, MatchKind, float] | None] = []
        for text in texts:
            hit = None
            if text and self._source is not None:
                hit = self._exact(text) or self._approximate(_Value(text))
            found.append(hit)
        missed = [k for k, hit in enumerate(found) if hit is None and texts[k]]
        if missed and self.embed is not None and self._source is not None:
            if self._semantic is None:
                self._semantic = SemanticIndex(self._source, self.embed, self.semantic_threshold)
            meant = self._semantic.find([texts[k] for k in missed])
            for k, m in zip(missed, meant, strict=True):
                if m is not None:
                    found[k] = (m[0], m[1], MatchKind.SEMANTIC, m[2])
        return [self._span(hit) for hit in found]

    def _span(self, found: tuple[int, int, MatchKind, float] | None) -> SourceSpan | None:
        if found is None or self._source is None:
            return None
        start, end, kind, score = found
        return SourceSpan(
            char_start=start,
            char_end=end,
            text=self._source[start:end],
            match=kind,
            score=round(score, 4),
            chunk_index=self._chunk_of(start, end),
            source_url=self.source_url,
        )

    def _exact(self, value: str) -> tuple[int, int, MatchKind, float] | None:
        src = self._source or ""
        hit = src.find(value)
        while hit >= 0:
            end = hit + len(value)
            if not inside_word(src, hit) and not inside_word(src, end):
                return hit, end, MatchKind.EXACT, 1.0
            hit = src.find(value, hit + 1)
        return None

    def _approximate(self, value: _Value) -> tuple[int, int, MatchKind, float] | None:
        view, fuzzy = self._view, self._fuzzy
        if view is None or fuzzy is None or not value.joined:
            return None
        hits = [h for h in view.find(value.joined, _MAX_HITS) if self._plausible(value, *h)]
        if hits:
            spans = [self._edges(value, *h) for h in hits]
            src = self._source or ""
            if len(spans) > 1:
                spans.sort(key=lambda sp: (_closeness(value.text, src[sp[0] : sp[1]]), sp))
            return (*spans[0], MatchKind.NORMALISED, 1.0)
        widened = self._widened(value)
        if widened is not None:
            return widened
        aligned = fuzzy.align(value.canon)
        if not aligned:
            return None
        # Near-equal scores (a clause repeated with small changes): closest as written wins.
        top = aligned[0].score - _TIE
        src = self._source or ""
        scored = [
            (*self._edges(value, a.first, a.last), a.score) for a in aligned if a.score >= top
        ]
        if len(scored) > 1:
            scored.sort(key=lambda sp: (_closeness(value.text, src[sp[0] : sp[1]]), -sp[2]))
        return scored[0][0], scored[0][1], MatchKind.FUZZY, scored[0][2]

    def _plausible(self, value: _Value, first: int, last: int) -> bool:
        """Whether a normalised hit is more than a coincidence of joined short tokens.

        Joining tokens lets "non-compete" find "noncompete", but a short value must not find
        single letters run together: "us" is not "U.S.".
        """
        return len(value.joined) >= _SHORT or last - first + 1 == len(value.canon)

    def _widened(self, value: _Value) -> tuple[int, int, MatchKind, float] | None:
        """A value cut mid-word at an edge, grown to whole words if it needs little."""
        src, view = self._source or "", self._view
        if len(value.text) < _WIDEN_MIN or len(value.canon) < _WIDEN_TOKENS or view is None:
            return None
        hit = src.find(value.text)
        if hit >= 0:
            start, end = _word_start(src, hit), _word_end(src, hit + len(value.text))
            extra = (hit - start) + (end - hit - len(value.text))
            if extra <= _WIDEN * len(value.text):
                return start, end, MatchKind.NORMALISED, len(value.text) / (end - start)
        near = view.find_widened(value.joined, _WIDEN)
        if near is None:
            return None
        first, last, extra = near
        start, end = self._edges(value, first, last)
        return start, end, MatchKind.NORMALISED, len(value.joined) / (len(value.joined) + extra)

    def _edges(self, value: _Value, first: int, last: int) -> tuple[int, int]:
        """Source range of tokens ``first..last``, grown over punctuation the value has there."""
        assert self._view is not None
        src = self._source or ""
        start, end = self._view.starts[first], self._view.ends[last]
        return _grow_left(src, start, value.lead), _grow_right(src, end, value.trail)

    def _chunk_of(self, start: int, end: int) -> int | None:
        """Registration index of the earliest-registered chunk containing ``[start, end)``."""
        k = bisect_right(self._order_starts, start)
        best: int | None = None
        for r in reversed(self._order[max(0, k - 64) : k]):
            if r.char_end >= end and (best is None or r.index < best):
                best = r.index
        return best


def _closeness(value: str, candidate: str) -> tuple[int, float]:
    """How far ``candidate`` is from the value as written; lower is closer.

    Ranks occurrences the normalised view cannot tell apart: identical but for whitespace, then
    but for case (fewest letters in the other case), then quotes and dashes, then line-break
    hyphenation; anything else by character similarity.
    """
    v, c = " ".join(value.split()), " ".join(candidate.split())
    if v == c:
        return 0, 0.0
    if v.casefold() == c.casefold():
        return 1, sum(a != b for a, b in zip(v, c, strict=False))
    fold_v, fold_c = char_class(v).casefold(), char_class(c).casefold()
    if fold_v == fold_c:
        return 2, 0.0
    if fold_v.replace(" ", "") == fold_c.replace(" ", ""):
        return 3, 0.0
    return 4, 1.0 - SequenceMatcher(None, fold_v, fold_c, autojunk=False).ratio()


def _word_start(text: str, i: int) -> int:
    while inside_word(text, i):
        i -= 1
    return i


def _word_end(text: str, i: int) -> int:
    while inside_word(text, i):
        i += 1
    return i


def _grow_left(src: str, start: int, lead: str) -> int:
    """Move ``start`` left over the punctuation ``lead`` ends with, where the source has it."""
    marks = char_class("".join(lead.split()))
    i = start
    for ch in reversed(marks):
        j = i - 1
        while j >= 0 and src[j] in " \t" and i - j < 3:
            j -= 1
        if j < 0 or char_class(src[j]) != ch:
            break
        i = j
    return i


def _grow_right(src: str, end: int, trail: str) -> int:
    """Move ``end`` right over the punctuation ``trail`` starts with, where the source has it."""
    marks = char_class("".join(trail.split()))
    i = end
    for ch in marks:
        j = i
        while j < len(src) and src[j] in " \t" and j - i < 2:
            j += 1
        if j >= len(src) or char_class(src[j]) != ch:
            break
        i = j + 1
    return i
