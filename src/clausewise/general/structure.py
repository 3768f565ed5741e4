"""Turn pattern hits and detector annotations into what the packer and the chunks need.

* boundaries: every hit and split point starts a chunk (``split=True``) at the level of its
  rank, so the packer merges an undersized piece with its siblings inside the same unit first
  (the short last paragraph of Article 5 joins Article 5, not Article 6's heading);
* glue: a heading line is kept with the start of its body. The body starts after the heading
  line and at most two short title lines under it, each followed by a blank line ("Article
  5" / "Principles relating to ..."); when it starts with a deeper boundary (the article's
  first paragraph) that boundary is glued in too, and a heading directly followed by a
  sibling (a table of contents) gets no glue. Chains of glue are capped below the capacity;
* keep-together regions from detectors and ``keep_together`` patterns, merged when they
  overlap, with a boundary at each start and after each end;
* marks: ``(position, rank, title)`` for the hierarchy reported on each chunk.

This runs once per boundary, so it works on plain tuples and dicts.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..document import Boundary, KeepTogether, Level
from .detectors import Annotation, KeepTogetherRegion, SplitPoint
from .scan import Hit, Rule

__all__ = ["Layout", "Mark", "build_layout", "heading_like", "hierarchies"]

_SPACE = re.compile(r"\s*")
_MAX_TITLE_LINES = 2
_MAX_TITLE = 120
_MAX_HEADING = 100
_TOP = int(Level.TOP)
_REGION_LEVEL = int(Level.DEEPEST)
_LEVELS = [min(_TOP + r, _REGION_LEVEL - 1) for r in range(_REGION_LEVEL)]
SECTION = "section"
_DETECTED = "<detector>"  # the pattern of the rules standing for detector split points
KEEP = "keep_together"

Mark = tuple[int, int, str, bool]
"""``(pos, rank, title, detected)``: a unit opening at ``pos``, nested at ``rank``, named
``title``; ``detected`` when a detector found it rather than a pattern."""


@dataclass(slots=True)
class Layout:
    boundaries: list[Boundary]
    glue: list[tuple[int, int]]
    regions: list[KeepTogether]
    marks: list[Mark]


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def _next_content(text: str, pos: int) -> int:
    return _SPACE.match(text, pos).end()  # type: ignore[union-attr]


def heading_like(line: str) -> bool:
    """Could this stripped line be a heading (short, not a running sentence)?"""
    if not line or len(line) > _MAX_HEADING:
        return False
    if line[-1] in ",;":
        return False
    if line[-1] in ".!?":
        return len(line) <= 60 and line.count(" ") < 6
    return True


class _Builder:
    def __init__(self, text: str, rules: Sequence[Rule], capacity: int, titled: bool) -> None:
        self.text = text
        self.rules = rules
        self.max_glue = max(1, capacity * 3 // 4)  # room left for the body's first words
        self.heads: dict[int, Hit] = {}
        self.glue: list[tuple[int, int]] = []
        self.titles: dict[int, str] = {}
        self.titled = titled  # record the titles (for the hierarchy)

    def glue_all(self, hits: Sequence[Hit]) -> None:
        """Glue every heading among ``hits`` to its body. Most lines a pattern matches are
        too long to be headings (a numbered paragraph): they are passed over here, inline."""
        text = self.text
        n = len(text)
        find = text.find
        heading = [r.kind == "heading" for r in self.rules]
        longest = _MAX_HEADING + 40
        for h in hits:
            if heading[h[1]]:
                end = find("\n", h[0])
                if end < 0:
                    end = n
                if end - h[0] <= longest:
                    self.add_glue(h, end)

    def add_glue(self, head: Hit, end: int) -> int:
        """Glue a heading (its line ends at ``end``) to its body; returns the end of the glued
        block (or its start)."""
        text, pos = self.text, head.pos
        line = text[pos:end].strip()
        if not heading_like(line):
            return pos
        rank = self.rules[head.rule].rank
        titles = [line]
        last_title = -1
        n = len(text)
        space = _SPACE.match
        q = space(text, end).end()  # type: ignore[union-attr]
        while q < n and q not in self.heads and len(titles) <= _MAX_TITLE_LINES:
            q_end = text.find("\n", q)
            if q_end < 0:
                q_end = n
            title = text[q:q_end].strip() if q_end - q <= _MAX_HEADING + 40 else ""
            nxt_q = space(text, q_end).end()  # type: ignore[union-attr]
            # A title line is short, unpunctuated and stands alone: a blank line (or the end)
            # follows it. A wrapped first line of the body does not.
            if (
                not heading_like(title)
                or title[-1] in ".!?:"
                or "   " in title  # laid out in columns: a running header, not a title
                or (nxt_q < n and "\n" not in text[q_end + 1 : nxt_q])
            ):
                break
            titles.append(title)
            last_title, q = q, nxt_q
        nxt = self.heads.get(q)
        blocked = q >= n or (
            nxt is not None
            and (self.rules[nxt.rule].rank <= rank or self.rules[nxt.rule].kind == "separator")
        )
        if blocked and last_title >= 0:
            titles.pop()  # that line is the body
        to = last_title if blocked else q
        if self.titled:
            if len(titles) == 1:
                self.titles[pos] = " ".join(line.split())[:_MAX_TITLE]
            else:
                self.titles[pos] = " - ".join(" ".join(t.split()) for t in titles)[:_MAX_TITLE]
        if to <= pos or to - pos > self.max_glue:
            return pos
        self.glue.append((pos, to))
        return to


def build_layout(
    text: str,
    rules: Sequence[Rule],
    hits: Sequence[Hit],
    annotations: Sequence[Annotation],
    keep_hits: Sequence[int],
    capacity: int,
    split: bool = True,
    marks: bool = True,
) -> Layout:
    """Boundaries, glue, regions and hierarchy marks for one text; ``split=False`` makes the
    pattern boundaries places to cut rather than forced cuts (greedy packing); ``marks=False``
    skips the hierarchy."""
    rules = list(rules)
    b = _Builder(text, rules, capacity, marks)
    heads = b.heads
    heads.update({h[0]: h for h in hits})
    b.glue_all(hits)
    splits = _split_heads(text, annotations, rules, heads)
    if splits:  # a detected heading inside a pattern heading's block is part of it
        covered = _Intervals(b.glue)
        splits = [h for h in splits if covered.find(h.pos) is None]
        heads.update({h[0]: h for h in splits})
        b.glue_all(splits)
    regions = [
        KeepTogether(a.start, a.end, float(a.max_overshoot))
        for a in annotations
        if isinstance(a, KeepTogetherRegion) and a.end > a.start
    ]
    order = sorted(heads)
    if keep_hits:
        regions.extend(_keep_regions(text, keep_hits, order, b))
    b.glue = _cap_chains(b.glue, b.max_glue)
    if regions:
        glue = _Intervals(b.glue)
        regions = _merge_regions([_widen(r, glue) for r in regions])
    levels = [_LEVELS[min(rule.rank, len(_LEVELS) - 1)] for rule in rules]
    ordered = [heads[p] for p in order]
    bounds = [_boundary(h[0], levels[h[1]], split, SECTION) for h in ordered]
    for r in regions:
        bounds.append(Boundary(r.start, _REGION_LEVEL, True, KEEP))
        after = _next_content(text, r.end)
        if after < len(text):
            bounds.append(Boundary(after, _REGION_LEVEL, True, "paragraph"))
    found = _marks(text, rules, ordered, b.titles) if marks else []
    return Layout(bounds, b.glue, regions, found)


# One boundary per pattern match: built through the slots' descriptors, about twice as fast
# as the frozen dataclass's __init__ (which sets each field with object.__setattr__).
_B_POS, _B_LEVEL, _B_SPLIT, _B_LABEL = (
    getattr(Boundary, f).__set__ for f in ("pos", "level", "split", "label")
)


def _boundary(
    pos: int, level: int, split: bool, label: str, _new: Any = object.__new__
) -> Boundary:
    b: Boundary = _new(Boundary)
    _B_POS(b, pos)
    _B_LEVEL(b, level)
    _B_SPLIT(b, split)
    _B_LABEL(b, label)
    return b


def _marks(text: str, rules: list[Rule], ordered: list[Hit], titles: dict[int, str]) -> list[Mark]:
    out: list[Mark] = []
    kinds = [(r.kind != "separator", r.rank, r.pattern == _DETECTED) for r in rules]
    for p, i, end in ordered:
        named, rank, detected = kinds[i]
        if not named:
            continue
        title = titles.get(p) or " ".join(text[p:end].split())[:_MAX_TITLE]
        if title:
            out.append((p, rank, title, detected))
    return out


def _split_heads(
    text: str, annotations: Sequence[Annotation], rules: list[Rule], taken: dict[int, Hit]
) -> list[Hit]:
    """Detector split points as heads (each level gets a rule), one per line, not where a
    pattern already matched."""
    out: dict[int, Hit] = {}
    rule_of: dict[tuple[int, str], int] = {}
    for a in annotations:
        if not isinstance(a, SplitPoint):
            continue
        pos = _next_content(text, text.rfind("\n", 0, a.position) + 1)
        if pos >= len(text) or pos in taken or pos in out:
            continue
        # A heading (HeadingDetector's "heading: ..." labels) stays with its body and names
        # its unit; any other split point only starts a chunk.
        kind = "heading" if a.label.startswith("heading") else "marker"
        key = (max(0, int(a.level)), kind)
        if key not in rule_of:
            rule_of[key] = len(rules)
            rules.append(Rule(_DETECTED, key[0], kind, "detector"))
        out[pos] = Hit(pos, rule_of[key], pos)
    return [out[p] for p in sorted(out)]


def _cap_chains(glue: list[tuple[int, int]], limit: int) -> list[tuple[int, int]]:
    """Glue chains ("CHAPTER I" to "Article 1" to its first paragraph) no longer than
    ``limit``: the outermost links go first, so the innermost heading keeps its body."""
    out: list[tuple[int, int]] = []
    chain: list[tuple[int, int]] = []
    last = -1
    for a, z in sorted(glue):
        if a > last:  # a new chain: the last one is done
            if len(chain) == 1:
                if chain[0][1] - chain[0][0] <= limit:
                    out += chain
            elif chain:
                out += _trim_chain(chain, limit)
            chain = []
        chain.append((a, z))
        last = z
    out += _trim_chain(chain, limit)
    return out


def _trim_chain(chain: list[tuple[int, int]], limit: int) -> list[tuple[int, int]]:
    end = max((z for _, z in chain), default=0)
    while chain and end - chain[0][0] > limit:
        chain = chain[1:]
    return chain


def _merge_regions(regions: list[KeepTogether]) -> list[KeepTogether]:
    out: list[KeepTogether] = []
    for r in sorted(regions, key=lambda r: r.start):
        if out and r.start < out[-1].end:
            last = out[-1]
            out[-1] = KeepTogether(
                last.start, max(last.end, r.end), max(last.overshoot, r.overshoot)
            )
        else:
            out.append(r)
    return out


class _Intervals:
    """Sorted, merged ``(a, z]`` intervals with a membership test."""

    def __init__(self, intervals: Sequence[tuple[int, int]]) -> None:
        merged: list[tuple[int, int]] = []
        for a, z in sorted(i for i in intervals if i[1] > i[0]):
            if merged and a <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], z))
            else:
                merged.append((a, z))
        self.spans = merged
        self.starts = [a for a, _ in merged]

    def find(self, pos: int) -> tuple[int, int] | None:
        """The interval with ``a < pos <= z``, if any."""
        i = bisect_left(self.starts, pos) - 1
        if i >= 0 and pos <= self.spans[i][1]:
            return self.spans[i]
        return None


def _widen(r: KeepTogether, glue: _Intervals) -> KeepTogether:
    """A region starting inside a heading's glue starts at the heading (they stay together)."""
    found = glue.find(r.start)
    if found is None:
        return r
    return KeepTogether(found[0], max(r.end, found[1]), r.overshoot)


def _keep_regions(
    text: str, keep_hits: Sequence[int], heads: list[int], b: _Builder
) -> list[KeepTogether]:
    """``keep_together`` lines stay with the block after them (up to the next blank line or
    boundary after the first line of that block)."""
    out: list[KeepTogether] = []
    for pos in keep_hits:
        end = _line_end(text, pos)
        body = _next_content(text, end)
        if body >= len(text):
            continue
        stop = len(text)
        gap = text.find("\n\n", _line_end(text, body))
        if gap >= 0:
            stop = gap
        i = bisect_left(heads, body + 1)
        if i < len(heads) and heads[i] < stop:
            stop = heads[i]
        while stop > body and text[stop - 1].isspace():
            stop -= 1
        if stop > pos:
            out.append(KeepTogether(pos, stop, 1.5))
            if body - pos <= b.max_glue:
                b.glue.append((pos, body))
    return out


def hierarchies(
    marks: Sequence[Mark], starts: Sequence[int], glue: Sequence[tuple[int, int]]
) -> list[tuple[str, ...]]:
    """For each chunk start, the titles of the units it lies in, outermost first.

    A chunk starting at a heading whose glue reaches into a nested unit ("CHAPTER I" glued to
    "Article 1" glued to its first paragraph) lies in that innermost unit.

    Detected headings nest under the pattern structure they fall in and close only other
    detected headings; the next pattern boundary closes them (a heading detector cannot know
    how its headings rank against numbered clauses).
    """
    ends = dict(glue)
    levels: list[tuple[int, bool]] = []  # (rank, detected) of each open unit
    titles: list[str] = []
    out: list[tuple[str, ...]] = []
    path: tuple[str, ...] = ()
    i, n = 0, len(marks)
    for s in starts:
        reach = s
        while reach in ends and ends[reach] > reach:
            reach = ends[reach]
        if i < n and marks[i][0] <= reach:
            while i < n and marks[i][0] <= reach:
                _, rank, title, found = marks[i]
                # A pattern unit closes the detected units open in it, and units of its own
                # kind at its rank or deeper; a detected one closes detected ones only.
                while levels and (
                    (levels[-1][1] and not found)
                    or (levels[-1][1] == found and levels[-1][0] >= rank)
                ):
                    levels.pop()
                    titles.pop()
                levels.append((rank, found))
                titles.append(title)
                i += 1
            path = tuple(titles)
        out.append(path)
    return out
