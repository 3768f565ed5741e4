"""Turn pattern hits and detector annotations into what the packer and the chunks need.

* boundaries: every hit and split point starts a chunk (``split=True``); a deeper rank gets a
  deeper level, so an oversized section is cut at its strongest inner boundaries first;
* glue: a heading line is kept with the start of its body. The body starts after the heading
  line and at most two short title lines under it ("Article 5" / "Principles relating to
  ..."); when it starts with a deeper boundary (the article's first paragraph) that boundary
  is glued in too, and a heading directly followed by a sibling (a table of contents) gets no
  glue;
* keep-together regions from detectors and ``keep_together`` patterns, merged when they
  overlap, with a boundary at each start and after each end;
* marks: (position, rank, title) for the hierarchy reported on each chunk.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass

from ..document import Boundary, KeepTogether, Level
from .detectors import Annotation, KeepTogetherRegion, SplitPoint
from .scan import Hit, Rule

__all__ = ["Layout", "Mark", "build_layout", "hierarchies"]

_SPACE = re.compile(r"\s*")
_MAX_TITLE_LINES = 2
_MAX_TITLE = 120
SECTION = "section"
KEEP = "keep_together"


@dataclass(frozen=True, slots=True)
class Mark:
    """A unit that opens at ``pos`` with nesting ``rank``; ``title`` names it in hierarchies."""

    pos: int
    rank: int
    title: str


@dataclass(slots=True)
class Layout:
    boundaries: list[Boundary]
    glue: list[tuple[int, int]]
    regions: list[KeepTogether]
    marks: list[Mark]


@dataclass(frozen=True, slots=True)
class _Head:
    pos: int
    rank: int
    kind: str
    found: str


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end < 0 else end


def _next_content(text: str, pos: int) -> int:
    return _SPACE.match(text, pos).end()  # type: ignore[union-attr]


def heading_like(line: str) -> bool:
    """Could this stripped line be a heading (short, not a running sentence)?"""
    if not line or len(line) > 100:
        return False
    if line[-1] in ",;":
        return False
    if line[-1] in ".!?":
        return len(line) <= 60 and line.count(" ") < 6
    return True


def _level(rank: int) -> int:
    return int(Level.TOP) + min(rank, int(Level.DEEPEST) - int(Level.TOP) - 1)


class _Builder:
    def __init__(self, text: str, capacity: int) -> None:
        self.text = text
        self.max_glue = max(1, capacity // 2)
        self.heads: dict[int, _Head] = {}
        self.glue: list[tuple[int, int]] = []
        self.titles: dict[int, str] = {}

    def add_glue(self, head: _Head) -> int:
        """Glue ``head`` to its body; returns the end of the glued block (or ``head.pos``)."""
        text = self.text
        end = _line_end(text, head.pos)
        line = text[head.pos:end].strip()
        if head.kind != "heading" or not heading_like(line):
            return head.pos
        titles = [line]
        last_title = -1
        q = _next_content(text, end)
        while q < len(text) and q not in self.heads and len(titles) <= _MAX_TITLE_LINES:
            q_end = _line_end(text, q)
            title = text[q:q_end].strip()
            if not heading_like(title) or title[-1] in ".!?":
                break
            titles.append(title)
            last_title, q = q, _next_content(text, q_end)
        nxt = self.heads.get(q)
        blocked = q >= len(text) or (
            nxt is not None and (nxt.rank <= head.rank or nxt.kind == "separator")
        )
        to = (last_title if last_title >= 0 else -1) if blocked else q
        if blocked and last_title >= 0:
            titles.pop()  # that line is the body
        self.titles[head.pos] = " - ".join(titles)[:_MAX_TITLE]
        if to <= head.pos or to - head.pos > self.max_glue:
            return head.pos
        self.glue.append((head.pos, to))
        return to


def _split_heads(
    text: str, annotations: Sequence[Annotation], taken: dict[int, _Head]
) -> list[_Head]:
    out: dict[int, _Head] = {}
    for a in annotations:
        if isinstance(a, SplitPoint):
            pos = _next_content(text, text.rfind("\n", 0, a.position) + 1)
            if pos < len(text) and pos not in taken:
                out.setdefault(pos, _Head(pos, max(0, int(a.level)), "heading", ""))
    return [out[p] for p in sorted(out)]


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


def build_layout(
    text: str,
    rules: Sequence[Rule],
    hits: Sequence[Hit],
    annotations: Sequence[Annotation],
    keep_hits: Sequence[int],
    capacity: int,
) -> Layout:
    """Boundaries, glue, regions and hierarchy marks for one text."""
    b = _Builder(text, capacity)
    for h in hits:
        rule = rules[h.rule]
        b.heads[h.pos] = _Head(h.pos, rule.rank, rule.kind, h.found)
    regex_heads = list(b.heads.values())
    glued_to = [(h.pos, b.add_glue(h)) for h in regex_heads]
    covered = _Intervals(glued_to)
    splits = [h for h in _split_heads(text, annotations, b.heads) if covered.find(h.pos) is None]
    for h in splits:
        b.heads[h.pos] = h
    for h in splits:
        b.add_glue(h)
    regions = [
        KeepTogether(a.start, a.end, float(a.max_overshoot))
        for a in annotations
        if isinstance(a, KeepTogetherRegion) and a.end > a.start
    ]
    regions.extend(_keep_regions(text, keep_hits, sorted(b.heads), b))
    glue = _Intervals(b.glue)
    regions = _merge_regions([_widen(r, glue) for r in regions])
    heads = sorted(b.heads.values(), key=lambda h: h.pos)
    bounds = [Boundary(h.pos, _level(h.rank), True, SECTION) for h in heads]
    for r in regions:
        bounds.append(Boundary(r.start, int(Level.DEEPEST), True, KEEP))
        after = _next_content(text, r.end)
        if after < len(text):
            bounds.append(Boundary(after, int(Level.DEEPEST), True, "paragraph"))
    marks = [
        Mark(h.pos, h.rank, b.titles.get(h.pos) or h.found)
        for h in heads
        if h.kind != "separator" and (b.titles.get(h.pos) or h.found)
    ]
    return Layout(bounds, b.glue, regions, marks)


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
    """
    ends = dict(glue)
    stack: list[Mark] = []
    out: list[tuple[str, ...]] = []
    i = 0
    for s in starts:
        reach = s
        while reach in ends and ends[reach] > reach:
            reach = ends[reach]
        while i < len(marks) and marks[i].pos <= reach:
            m = marks[i]
            while stack and stack[-1].rank >= m.rank:
                stack.pop()
            stack.append(m)
            i += 1
        out.append(tuple(m.title for m in stack))
    return out
