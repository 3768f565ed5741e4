"""Contract structure: articles, sections, clauses, lettered items, schedules and exhibits.

:func:`parse_contract` reads UK and US contracts and terms of service, clean or as real
filings leave them (page furniture, hard wraps, whole pages collapsed onto one line, tables of
contents). The stages, each in its own module:

1. :mod:`.contract_zones` finds page furniture, the signature block and the title;
2. :mod:`.contract_candidates` scans every marker once and keeps those whose position and
   shape allow a clause start (:mod:`.gate` refuses addresses, amounts, dates ...);
3. :mod:`.contract_outline` picks the numbering that carries the document and walks the
   candidates with a stack of open levels, accepting only numbering that continues;
4. :mod:`.contract_nodes` labels the units, tiles their spans and assigns sections.

Documents without numbering fall back to headings in capitals, then to short title-case
heading lines (terms of service); with none of these :mod:`.contract_plain` returns the
document's zones (title, recitals, body, signatures, attachments), and only text without two
zones (a bare paragraph) is marked ``fallback``.
"""

from __future__ import annotations

import re

from ..jurisdiction import JurisdictionProfile
from ..tree import ClauseTree
from .contract_candidates import caps_candidates, viable
from .contract_custom import parse_custom
from .contract_lines import line_heading_candidates
from .contract_marks import Cand
from .contract_nodes import Proto, build_nodes, unit_labels
from .contract_outline import Chain, Placed, chains, choose_top, marker_format, walk
from .contract_plain import zone_tree
from .contract_recitals import find_recitals
from .contract_zones import (
    PageNoise,
    find_signature,
    find_title,
    page_noise,
)
from .headings import read_title

__all__ = ["parse_contract"]

_TITLE_REACH = 400
_FILING_NUMBER = re.compile(r"[0-9]{1,3}\.[0-9]{1,3}$")
_PAGE_TAIL = re.compile(r"(?<=\S)[ \t]+[0-9]{1,3}$")
# Words before a number that make it a citation, not a heading ("UNDER SECTION 11.1").
_CITING = frozenset(
    [
        "no",
        "nos",
        "number",
        "under",
        "in",
        "of",
        "to",
        "with",
        "by",
        "see",
        "per",
        "and",
        "or",
        "pursuant",
        "hereof",
        "thereof",
        "this",
        "that",
        "such",
        "said",
        "within",
        "from",
        "between",
        "than",
        "as",
        "on",
        "at",
    ]
)


class _Reader:
    """Reads titles for the walk and judges schedule heading lines."""

    def __init__(self, text: str, reference_words: tuple[str, ...]) -> None:
        self.text = text
        self.refs = frozenset(w.lower() for w in reference_words) | _CITING

    def reference_before(self, c: Cand) -> bool:
        """Whether the word before ``c`` makes it a citation ("SECTION 1.21", "No. 5")."""
        head = self.text[max(0, c.pos - 16) : c.pos].split()
        return bool(head) and head[-1].strip(".,;:").lower() in self.refs

    def titled(self, cands: list[Cand], i: int) -> bool:
        """Whether ``cands[i]`` carries a heading title (capitals or a run-in title)."""
        c = cands[i]
        limit = self._limit(cands, i)
        title, _ = read_title(
            self.text,
            c.end,
            limit,
            own_line=False,
            sentence_case=False,
            strict_caps=c.fam == "enum",
        )
        return title is not None

    def _limit(self, cands: list[Cand], i: int) -> int:
        c = cands[i]
        limit = min(len(self.text), c.end + _TITLE_REACH)
        if i + 1 < len(cands) and cands[i + 1].pos > c.end:
            limit = min(limit, cands[i + 1].pos)
        return limit

    def title(self, cands: list[Cand], i: int, placed: Placed) -> None:
        c = placed.cand
        if c.fam == "caps":
            placed.title, placed.heading_end = c.tok, c.end
            return
        text = self.text
        limit = min(len(text), c.end + _TITLE_REACH)
        if i + 1 < len(cands) and cands[i + 1].pos > c.end:
            limit = min(limit, cands[i + 1].pos)
        numbered = c.fam != "enum"
        title, end = read_title(
            text,
            c.end,
            limit,
            own_line=numbered and c.line,
            sentence_case=numbered and c.line,
            strict_caps=not numbered,
        )
        if title is not None and c.fam == "sched":
            # A page number glued to the end of the heading line ("EXHIBIT A Services 11").
            trimmed = _PAGE_TAIL.sub("", title)
            end -= len(title) - len(trimmed)
            title = trimmed or None
        placed.title = title
        placed.heading_end = end if title is not None else 0

    def schedule_heading(self, c: Cand) -> bool:
        """A heading line: the marker alone, or followed by a title; not a filing's own
        exhibit number repeated on every page ("Exhibit 10.1")."""
        if c.word == "exhibit" and _FILING_NUMBER.match(c.tok):
            return False
        text = self.text
        nl = text.find("\n", c.end, c.end + 200)
        rest = text[c.end : c.end + 200 if nl < 0 else nl].strip()
        return not rest or rest[0] in '-–—:.([“"' or rest[0].isupper()


def _first_char(text: str) -> int:
    n = len(text)
    i = 0
    while i < n and text[i].isspace():
        i += 1
    return i


def _unnumbered(
    text: str, noise: PageNoise, profile: JurisdictionProfile, first: int, limit: int
) -> tuple[list[Cand], Chain | None]:
    """Headings in capitals, or title-case heading lines if there are more of them, as a
    top-level chain. The document title and recital headings are not among them."""
    spans = [
        s
        for s in caps_candidates(text, first, limit, noise)
        if not _is_marker_word(text, s, profile)
    ]
    if spans and spans[0][0] <= first + 200:
        spans = spans[1:]  # the title
    if profile.line_headings:
        lines = line_heading_candidates(text, first, limit, noise)
        if lines and lines[0][0] <= first + 200:
            lines = lines[1:]
        if len(lines) > len(spans):
            spans = lines
    if len(spans) < 2:
        return [], None
    cands = []
    for s, e in spans:
        head = text[s:e].strip().rstrip(":.").strip()
        c = Cand(s, e, "caps", "", head, (("caps", (0,)),), True, "\n")
        c.strength = 2
        cands.append(c)
    chain = Chain("caps", cands[0].pos, 0, (0,), marker_format(text, cands[0]))
    chain.last = cands[-1].pos
    chain.count = len(cands)
    return cands, chain


def _is_marker_word(text: str, span: tuple[int, int], profile: JurisdictionProfile) -> bool:
    word = text[span[0] : span[1]].strip().rstrip(":.").lower()
    return word in profile.recital_markers or word in ("agreement", "witnesseth")


def parse_contract(text: str, profile: JurisdictionProfile) -> ClauseTree:
    """Parse a normalised contract or terms of service into a :class:`ClauseTree`."""
    first = _first_char(text)
    if first >= len(text):
        return ClauseTree(fallback=True)
    if profile.detect_heading is not None:
        return parse_custom(text, profile, first)
    noise = page_noise(text)
    cands, rejected = viable(text, noise, profile.unit_words, profile.schedule_words)
    sig = find_signature(text, profile.signature_markers, first, noise)
    top = choose_top(chains(text, cands, sig if sig >= 0 else len(text)))
    if top is None and sig >= 0:
        top = choose_top(chains(text, cands, len(text)))
    notes: list[str] = []
    if top is None:
        limit = sig if sig >= 0 else len(text)
        cands, top = _unnumbered(text, noise, profile, first, limit)
        if top is None:
            return zone_tree(text, profile, noise, first, rejected)
    if sig >= 0 and sig <= top.first:
        sig = find_signature(text, profile.signature_markers, top.first + 1, noise)
    start = next(i for i, c in enumerate(cands) if c.pos == top.first)
    placed = walk(text, cands, start, top, (sig, top.last), _Reader(text, profile.reference_words))
    if not placed:
        return zone_tree(text, profile, noise, first, rejected)
    notes.append(f"top={top.key}")
    return _tree(text, profile, placed, first, sig, rejected, tuple(notes))


def _tree(
    text: str,
    profile: JurisdictionProfile,
    placed: list[Placed],
    first: int,
    sig: int,
    rejected: int,
    notes: tuple[str, ...],
) -> ClauseTree:
    body = placed[0].cand.pos
    title = find_title(text, first, body, profile.title_words)
    protos: list[Proto] = []
    if first < body:
        rec = find_recitals(text, profile.recital_markers, first, body)
        if rec > first:
            protos.append(Proto(first, 1, "preamble", "Preamble", "", None, first))
        if rec >= first:
            protos.append(Proto(rec, 1, "recitals", "Recitals", "", None, rec))
        else:
            protos.append(Proto(first, 1, "preamble", "Preamble", "", None, first))
    in_schedule = False
    for p in placed:
        c = p.cand
        if p.depth == 1:
            in_schedule = c.fam == "sched"
        kind, ident, number = unit_labels(
            c.fam, c.word, c.tok, p.style, p.value, p.depth, in_schedule
        )
        hend = p.heading_end if p.title is not None else c.pos
        protos.append(Proto(c.pos, p.depth, kind, ident, number, p.title, hend))
    if sig > body:
        protos.append(Proto(sig, 1, "signatures", "Signatures", "", None, sig))
    nodes = build_nodes(text, protos, profile.definitions_headings)
    units = sum(1 for n in nodes if n.depth == 1 and n.kind not in ("preamble", "signatures"))
    return ClauseTree(
        nodes=nodes,
        fallback=units == 0,
        rejected_headings=rejected,
        title=title,
        notes=notes,
    )
