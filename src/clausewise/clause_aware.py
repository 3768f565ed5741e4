"""Exact-substring clause packing: ``ClauseAwareChunker`` and ``SemanticChunker``.

Both return chunks that are exact substrings of the input (``text[start:end]``, offsets from
``chunk_spans``) and never exceed ``max_chunk_size`` tokens, counted as characters // 4
(``count_tokens``), overlap included. Nothing is cut inside a word unless one word is longer
than the whole budget. The input is used as given, not normalised, so the offsets index it
directly (CRLF line ends are understood).

``ClauseAwareChunker`` prefers to end chunks where a heading starts; it recognises numbered
headings (``1.``, ``1.1``, ``1.1.1``, ``Article 5``, ``Section 2.3``, ``(a)``, ``(1)``), roman
items (``(iv)``), ``WHEREAS`` recitals and unnumbered headings in capitals (``GOVERNING LAW``),
each on its own line (leading whitespace allowed). A line like ``10. million units`` (lower
case after the number) is not a heading. Markdown headings are headings too: in a Markdown
text (:func:`clausewise.markup.is_markdown`) the lines are read without their markup, so
``## 7. Limitation of Liability`` is the clause heading ``7.`` (``### **7.1** Cap`` the
sub-clause ``7.1``), and an ATX or setext heading with no number (``## Governing Law``,
``Audit Rights`` over ``====``) is a ``markdown-heading`` ranked by its depth. In a text not
judged Markdown, a ``#`` line counts only when shaped like a heading (``# 1 DEFINITIONS``,
not ``# of Units: 500``), as in the legal chunker. A heading stays in the same chunk as the
start of its body. Sections are packed greedily; one too large is split at paragraphs, then
sentences, then clause punctuation, line breaks and spaces.

``SemanticChunker`` packs paragraphs (or sentences, ``split_on="sentence"``) greedily, with
the same cap and the same exact substrings.

With ``overlap > 0``, each chunk after the first starts with up to ``overlap`` tokens from the
end of the previous chunk, beginning at a sentence start (or, failing that, a word start),
as far as the size cap allows.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .boundaries import CLAUSE_PUNCT, ENUMERATOR, LINE, WORD, Splitter, regex_finder
from .document import Level
from .errors import ConfigError, describe, require_text
from .general.presets import BoundaryPattern
from .general.scan import Hit, PatternSet, Rule
from .general.structure import build_layout
from .markup import atx_headings, is_markdown, plain_view
from .packing import pack
from .sentences import SentenceSplitter
from .sizing import TokenEstimate

__all__ = ["HEADING_PATTERNS", "ClauseAwareChunker", "SemanticChunker"]

_P = BoundaryPattern
_EOL = r"[ \t\r]*$"
_OPENING = r"[A-Z(\"'“‘]"
HEADING_PATTERNS: tuple[str, ...] = (
    _P(r"^[ \t]*(?:ARTICLE|Article)[ \t]+(?:\d{1,3}|[IVXLC]{1,7})\b", 0, name="article"),
    _P(r"^[ \t]*(?:SECTION|Section)[ \t]+\d{1,3}(?:\.\d{1,3}){0,3}\b", 1, name="section"),
    _P(rf"^[ \t]*\d{{1,3}}\.(?!\d)[ \t]*{_OPENING}", 1, name="clause"),
    _P(rf"^[ \t]*\d{{1,3}}\.\d{{1,3}}\.?(?!\d)[ \t]*{_OPENING}", 2, name="subclause"),
    _P(rf"^[ \t]*\d{{1,3}}(?:\.\d{{1,3}}){{2,3}}\.?[ \t]*{_OPENING}", 3, name="subsubclause"),
    _P(r"^[ \t]*WHEREAS\b", 1, name="whereas"),
    _P(r"^[ \t]*\((?:i{1,3}|iv|vi{0,3}|ix|xi{0,3})\)", 5, name="roman"),
    _P(r"^[ \t]*\((?:[a-z]{1,2}|[A-Z]|\d{1,3})\)", 4, name="item"),
    # A line in capitals: it starts with two capital letters (tested first, so other lines
    # fail at once), has at most 12 words and 3 to 100 characters.
    _P(
        r"^[ \t]*[A-Z](?=[A-Z])(?=[^\n]{2,99}$)[A-Z0-9&'’.,\-/()]*"
        rf"(?:[ \t]+[A-Z0-9&'’.,\-/()]+){{0,11}}[ \t]*:?{_EOL}",
        1,
        name="caps-heading",
    ),
)
"""The heading patterns, ranked: Article > Section / 1. / WHEREAS / capitals > 1.1 > 1.1.1 >
(a) > (iv)."""


# The shared sentence source, reading each line break by its own line (see general.chunker).
_SENTENCES = SentenceSplitter(line_breaks="wrapped")


def _spaced_sentence_starts(text: str, start: int, end: int) -> list[int]:
    """Sentence starts after whitespace only: "Reserve.This" stays one word here, since
    these chunkers never cut inside a word."""
    return [c for c in _SENTENCES.starts(text, start, end) if text[c - 1].isspace()]


_PARAGRAPH = Splitter(Level.PARAGRAPH, regex_finder(r"\n[ \t\r]*\n\s*"), "paragraph")
_SENTENCE = Splitter(Level.SENTENCE, _spaced_sentence_starts, "sentence")
_CASCADE = (_PARAGRAPH, _SENTENCE, CLAUSE_PUNCT, ENUMERATOR, LINE, WORD)
_SENTENCE_CASCADE = (_SENTENCE, CLAUSE_PUNCT, ENUMERATOR, LINE, WORD)
_WORD_START = re.compile(r"(?<=\s)\S")
# Anything that is neither whitespace, nor a control character or BOM (which normalisation
# turns into whitespace or drops).
_CONTENT = re.compile(r"[^\s\x00-\x1f\x7f-\x9f\ufeff]")
_HEADINGS = PatternSet(HEADING_PATTERNS)

# Markdown headings with no number of their own, ranked by depth: "#" like an article, "##"
# like a clause, "###" like a sub-clause, deeper ones below (found by :func:`_markdown_hits`).
MARKDOWN_HEADING = "markdown-heading"
_MD_RULES = tuple(Rule("", rank, "heading", MARKDOWN_HEADING) for rank in range(4))
_RULES = _HEADINGS.rules + _MD_RULES
_MD_FIRST = len(_HEADINGS.rules)
_CAPS = next(i for i, r in enumerate(_HEADINGS.rules) if r.name == "caps-heading")
# A setext heading: a short line of text right above a line of "=" or "-" (in Markdown only;
# a line of "-" under a blank line is a thematic break, and the text line must not be one).
_SETEXT = re.compile(r"^[ ]{0,3}[^\s#>\-*+|][^\n]{0,59}\n[ ]{0,3}(?:=+|-+)[ \t\r]*$", re.MULTILINE)
_LINE_START = re.compile(r"[ \t]*")


def _heading_hits(text: str) -> list[Hit]:
    """The heading lines of ``text``: the patterns, read in the plain view of a Markdown
    text, and its Markdown headings (see the module documentation). A hit is at the first
    non-blank character of its line in ``text`` itself (the "##" of "## 7. Liability"), so
    the markup travels with the heading."""
    markdown = is_markdown(text)
    if not markdown and "#" not in text:
        return _HEADINGS.scan(text)  # plain text without a hash: the patterns alone
    view = plain_view(text) if markdown else text
    hits = {_line_start(text, h.pos): h for h in _HEADINGS.scan(view)}
    for h in _markdown_hits(text, markdown):
        old = hits.get(h.pos)
        if old is None or old.rule == _CAPS:  # a number names a heading better than depth
            hits[h.pos] = h
    return [Hit(pos, h.rule, max(h.end, pos)) for pos, h in sorted(hits.items())]


def _line_start(text: str, pos: int) -> int:
    line = text.rfind("\n", 0, pos) + 1
    return _LINE_START.match(text, line, pos).end()  # type: ignore[union-attr]


def _markdown_hits(text: str, markdown: bool) -> list[Hit]:
    """Hits of the Markdown heading lines of ``text`` (ATX, and setext in Markdown), ranked by
    depth: ``#`` 0, ``##`` 1, ``###`` 2, deeper 3; a setext ``=`` line 0, ``-`` line 1."""
    out: list[Hit] = []
    for m in atx_headings(text):
        pos = _LINE_START.match(text, m.start()).end()  # type: ignore[union-attr]
        depth = len(m.group().lstrip(" ")) - len(m.group().lstrip(" #"))
        out.append(Hit(pos, _MD_FIRST + min(depth, 4) - 1, m.end()))
    if not markdown:
        return out
    for m in _SETEXT.finditer(text):
        # Only a line standing alone above its underline: the last line of a paragraph
        # over "---" would make the whole paragraph the heading.
        a = m.start()
        if a and text[text.rfind("\n", 0, a - 1) + 1 : a].strip():
            continue
        pos = _LINE_START.match(text, a).end()  # type: ignore[union-attr]
        rank = 0 if m.group().rstrip()[-1] == "=" else 1
        out.append(Hit(pos, _MD_FIRST + rank, m.end()))
    return out


def _positive(name: str, value: object, low: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ConfigError(f"{name} must be an int >= {low}, got {describe(value)}")
    return value


class _Exact:
    """What both chunkers share: the token budget, overlap and exact spans."""

    def __init__(self, max_chunk_size: int, overlap: int) -> None:
        self.max_chunk_size = _positive("max_chunk_size", max_chunk_size, 1)
        self.overlap = _positive("overlap", overlap, 0)
        self._sizer = TokenEstimate(4)

    def count_tokens(self, text: str) -> int:
        """The token estimate every limit here uses: ``len(text) // 4``."""
        return len(require_text(text)) // 4

    def chunk(self, text: str) -> list[str]:
        """The chunks, each an exact substring of ``text``."""
        return [text[s:e] for s, e in self.chunk_spans(text)]

    def chunk_spans(self, text: str) -> list[tuple[int, int]]:
        """``(start, end)`` of each chunk in ``text`` (overlap included, so with ``overlap``
        consecutive spans overlap; without it they are disjoint and in order)."""
        text = require_text(text)
        if _CONTENT.search(text) is None:
            # Blank once control characters count as spaces, as everywhere else. (A search
            # that stops at the first visible character, not a normalisation pass.)
            return []
        bodies = self._bodies(text)
        if not self.overlap:
            return bodies
        return [(self._overlap_start(text, bodies, i), e) for i, (_, e) in enumerate(bodies)]

    def _bodies(self, text: str) -> list[tuple[int, int]]:
        raise NotImplementedError

    def _overlap_start(self, text: str, bodies: Sequence[tuple[int, int]], i: int) -> int:
        """Where chunk ``i`` starts once up to ``overlap`` tokens of chunk ``i - 1`` lead it:
        the earliest sentence start (else word start) in that tail that keeps the cap."""
        s, e = bodies[i]
        if i == 0:
            return s
        ps, pe = bodies[i - 1]
        budget = (self.max_chunk_size + 1) * 4 - 1 - (e - s)  # characters still free
        reach = min(self.overlap * 4, budget - (s - pe))
        if reach <= 0:
            return s
        lo = pe - reach
        if lo <= ps:
            return ps  # the whole previous chunk fits: it starts a unit by definition
        for q in _spaced_sentence_starts(text, lo - 1, pe):
            return q  # the earliest sentence start in the tail: the longest overlap
        m = _WORD_START.search(text, lo, pe)
        return m.start() if m is not None else s


class ClauseAwareChunker(_Exact):
    """Pack sections between headings into chunks of at most ``max_chunk_size`` tokens.

    ``chunk(text)`` returns exact substrings; ``chunk_spans(text)`` their offsets. See the
    module documentation for the headings recognised and the guarantees.
    """

    def __init__(self, max_chunk_size: int = 512, overlap: int = 0) -> None:
        super().__init__(max_chunk_size, overlap)

    def __repr__(self) -> str:
        return f"ClauseAwareChunker(max_chunk_size={self.max_chunk_size}, overlap={self.overlap})"

    def headings(self, text: str) -> list[tuple[int, str]]:
        """``(offset, pattern name)`` of every heading line recognised in ``text``."""
        text = require_text(text)
        return [(h.pos, _RULES[h.rule].name) for h in _heading_hits(text)]

    def _bodies(self, text: str) -> list[tuple[int, int]]:
        capacity = self.max_chunk_size
        hits = _heading_hits(text)
        # Sections are packed greedily: headings are places to cut, not forced cuts.
        layout = build_layout(
            text, _RULES, hits, (), (), (capacity + 1) * 4, split=False, marks=False
        )
        pieces = pack(
            text, layout.boundaries, capacity, self._sizer, glue=layout.glue, cascade=_CASCADE
        )
        return [(p.start, p.end) for p in pieces]


class SemanticChunker(_Exact):
    """Pack paragraphs (``split_on="paragraph"``) or sentences (``"sentence"``) into chunks of
    at most ``max_chunk_size`` tokens; a unit too large is split further down (sentences,
    clause punctuation, lines, words). Chunks are exact substrings (``chunk_spans`` gives
    their offsets)."""

    SPLIT_ON = ("paragraph", "sentence")

    def __init__(
        self, max_chunk_size: int = 512, split_on: str = "paragraph", overlap: int = 0
    ) -> None:
        super().__init__(max_chunk_size, overlap)
        if split_on not in self.SPLIT_ON:
            raise ConfigError(
                f"split_on must be one of {', '.join(map(repr, self.SPLIT_ON))}; got {split_on!r}"
            )
        self.split_on = split_on

    def __repr__(self) -> str:
        return (
            f"SemanticChunker(max_chunk_size={self.max_chunk_size}, "
            f"split_on={self.split_on!r}, overlap={self.overlap})"
        )

    def _bodies(self, text: str) -> list[tuple[int, int]]:
        cascade = _CASCADE if self.split_on == "paragraph" else _SENTENCE_CASCADE
        pieces = pack(text, [], self.max_chunk_size, self._sizer, cascade=cascade)
        return [(p.start, p.end) for p in pieces]
