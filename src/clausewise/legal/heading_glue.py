"""Glue for headings that open a paragraph inside a unit without being units themselves.

The tree's nodes carry their headings, and :func:`.plan.tree_plan` keeps each one with
the start of its body. Two kinds of heading sit inside a unit's text instead:

- a short line standing alone above a paragraph: a Markdown sub-heading (``### Legal bases``,
  read through the plain view as ``    Legal bases``), a line in capitals above a block
  ("RECITALS", "PAYMENT TERMS"), a lead-in line ("You agree not to:");
- a run-in heading opening a paragraph: ``Exclusions. Confidential Information does not
  include ...``, ``**Assignment.** You may not ...`` (see :mod:`.run_in`).

A cut right after either leaves a chunk ending in a heading whose body is in the next chunk:
the heading is then found by a retriever with none of its text. Glue from the heading's
start to the first character of its body forbids that cut; the packer cuts before the
heading, or (when the heading and its first sentence cannot share a chunk) inside the
sentence, never between them.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from itertools import chain

from ..boundaries import past_page_furniture
from ..markup import atx_headings
from ..packing import merge_intervals
from .run_in import HEADING, run_in
from .run_in import OPENERS as RUN_IN_OPENERS
from .tree import ClauseTree

__all__ = [
    "glue_breaks",
    "lone_heading",
    "paragraph_heading_glue",
    "paragraph_heading_glue_parts",
]

# A short line standing alone: at most 60 characters, then a blank line and the body.
_LONE_LINE = re.compile(r"[ \t]{0,40}[^\s][^\n]{0,59}\n[ \t]{0,40}\n\s{0,1000}")
_BLANK_RUN = re.compile(r"\n[ \t]*\n\s{0,1000}")
# A column gap, a date ("2/8/2017", "10-K/A" beside it): a table row or page furniture.
_NOT_A_HEADING = re.compile(r"\S[ \t]{3,}\S|\d/\d")
_RUN_IN_REACH = 200  # a run-in heading and the start of its sentence lie within this
_SPACE_AFTER = re.compile(r"\s{0,1000}")
_LEADING_SPACE = re.compile(r"\s*")
_WORD = re.compile(r"\S{1,200}")
_FAR = 1 << 62  # beyond any text position


def _may_run_in(text: str, pos: int, end: int) -> bool:
    """Can :func:`run_in` find a heading at ``pos`` (looking up to ``end``)? It needs
    emphasis ("**Words.**") or plain words (no full stop, no line break) closed by a full stop
    and a space: found with ``str.find``, far cheaper than trying the heading patterns."""
    dot = text.find(".", pos, end)
    if 0 <= dot < end - 1 and text[dot + 1] in " \t" and text.find("\n", pos, dot) < 0:
        return True
    return text.find("**", pos, end) >= 0 or text.find("__", pos, end) >= 0


def lone_heading(text: str, start: int, end: int) -> int:
    """The first character of the body after a short line standing alone at ``start`` (see
    ``_LONE_LINE``), or ``start`` when there is no such line before ``end``. A line ending
    like a sentence is text, not a heading (unless in capitals)."""
    # Pre-check (a necessary condition, cheaper than the match): the line ends within 100
    # characters, and the next one is blank.
    nl = text.find("\n", start, min(end, start + 101))
    if nl < 0 or nl + 1 >= end or text[nl + 1] not in " \t\n":
        return start
    m = _LONE_LINE.match(text, start, end)
    if m is None or m.end() >= end:
        return start  # no such line, or nothing after it in the unit
    line = text[start:nl].rstrip()
    if line[-1] in ".;," and not line.isupper():
        return start
    return m.end()


def _heading_like(text: str, start: int, body: int, stop: int) -> bool:
    """Whether the lone line at ``start`` heads the paragraph at ``body`` rather than being
    page furniture or a row of a table: it holds a word and no column gap, is no running
    header or footer ("Source: ACME CORP, 10-K, 2/8/2017", a date in it), and the paragraph
    after it is a paragraph (no lower-case word carrying a sentence across a page break, no
    second lone line: a stack of short lines is a table or an address block)."""
    if body >= stop:
        return False  # only page furniture after it in its unit
    line = text[start : text.index("\n", start)]
    if _NOT_A_HEADING.search(line) is not None or not any(ch.isalpha() for ch in line):
        return False
    if text[body].islower():
        return False
    return lone_heading(text, body, stop) == body


def paragraph_heading_glue(
    text: str, tree: ClauseTree, source: str | None = None
) -> list[tuple[int, int]]:
    """The glue of :func:`paragraph_heading_glue_parts`, both parts in one list."""
    lines, marked = paragraph_heading_glue_parts(text, tree, source)
    return lines + marked


def paragraph_heading_glue_parts(
    text: str, tree: ClauseTree, source: str | None = None
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Glue ``(heading start, body start)`` for every paragraph inside a unit that opens with
    a lone heading line or a run-in heading. Never reaches a unit's start: a unit starting
    right after a lone line keeps its own boundary (that line is then a group heading, which
    the structure reader attaches to the unit when it is one). ``source`` is the Markdown
    ``text`` is the plain view of: a line marked as a heading there ("## CHAPTER I" above
    "## GENERAL PROVISIONS") is one, whatever follows it (one right above a unit is part of
    that unit already: see :mod:`.markdown_tree`). Returned in two parts: the glue of lone
    lines and run-in headings, then that of the Markdown heading lines (headings for
    certain)."""
    starts = [n.start for n in tree.nodes]
    taken = {n.start for n in tree.nodes if n.heading_end > n.start}  # glued by the plan
    out: list[tuple[int, int]] = []
    n = len(text)
    # The text's first line, like a line after a blank one, may stand alone above a paragraph
    # ("PAYMENT" / "The Customer shall pay ..."): with no structure found, nothing else glues it.
    first = _LEADING_SPACE.match(text).end()  # type: ignore[union-attr]  # always matches
    for p in chain((first,), (m.end() for m in _BLANK_RUN.finditer(text))):
        if p >= n or p in taken:
            continue
        k = bisect_right(starts, p)
        stop = starts[k] if k < len(starts) else n
        body = lone_heading(text, p, stop)
        if body > p:
            body = min(past_page_furniture(text, body, stop + 1), stop)
            if not _heading_like(text, p, body, stop):
                body = p
        if body == p:
            reach = min(stop, p + _RUN_IN_REACH)
            if text[p] not in RUN_IN_OPENERS or not _may_run_in(text, p, reach):
                continue  # run_in would find no heading here (see the patterns)
            found = run_in(text, p, reach)
            if found is None or found.kind != HEADING:
                continue
            body = found.after
        if body - 1 > p:
            out.append((p, min(body, stop - 1)))
    # Markdown heading lines, read in the source (the view blanks their hashes); in a text
    # not judged Markdown only those shaped like headings (see :mod:`clausewise.markup`).
    tops = {n.start for n in tree.nodes if n.parent is None}
    return out, _markdown_glue(text if source is None else source, starts, taken, tops)


def _markdown_glue(
    source: str, starts: list[int], taken: set[int], tops: set[int]
) -> list[tuple[int, int]]:
    """Glue from each Markdown heading line of ``source`` (no longer than a heading, no titled
    unit starting on it) to the first character after it: such a line is a heading whether or
    not a blank line follows ("## CHAPTER I" / "Definitions" / "### Article 1"). A unit with
    no heading of its own may start on the line: the text before the first clause, read as
    a preamble, opens with "# PAYMENT" when the parser took that line for a title. When a
    unit starts right after the line ("### 1. Scope;" / "(a) ..."), the glue reaches its
    first word, unless that unit is top level (``tops``): a chunk may always start there."""
    out: list[tuple[int, int]] = []
    if "#" not in source:
        return out  # most plain texts: one C-speed test instead of two scans of every line
    n = len(source)
    for m in atx_headings(source):
        a, e = m.start(), m.end()
        k = bisect_right(starts, a - 1)
        while k < len(starts) and starts[k] <= e and starts[k] not in taken:
            # An untitled unit starting on the line: the line is still a heading, glued from
            # the unit's start on (a unit may always start a chunk: it may be top level).
            a = max(a, starts[k])
            k += 1
        stop = starts[k] if k < len(starts) else n
        if stop <= e:
            continue  # a titled unit starts on the line: its own glue
        body = _SPACE_AFTER.match(source, e).end()  # type: ignore[union-attr]
        body = min(past_page_furniture(source, body, stop + 1), stop)
        if body < stop:
            out.append((a, body))
        elif stop < n and stop not in tops:
            word = _WORD.match(source, stop)
            if word is not None:
                out.append((a, word.end()))
    return out


def glue_breaks(
    headings: Sequence[tuple[int, int]],
    others: Sequence[tuple[int, int]],
    also: Iterable[int] = (),
) -> list[tuple[int, int]]:
    """Where a run of glue too long for a chunk may give way (``pack``'s ``give_way``), each
    with the end of the run of headings it opens. The places: the start of each heading's
    glue (``headings``: a unit's own heading, a Markdown heading line) that other glue
    reaches (``others``: a lone line, a lead-in, a run-in heading; or the glue of the
    heading before it), and the positions ``also`` (a unit's own line under a group heading).
    A lead-in line ("NOW, THEREFORE, the parties agree as follows:"), a bold line or a page
    number glued above "## ARTICLE I" / "DEFINITIONS" then closes a chunk of its own, and a
    run of headings ("2 PROPERTY 2.1 TITLE. Body ...") is cut between them: the later heading
    travels whole with its body, instead of a cut inside its line. The end of a place's run
    is where the body after the headings glued to one another from there starts: the packer
    gives way only where the headings from there fit with their first body word, and not
    when the whole run does (see ``TextCascade.giving_way``)."""
    reached = merge_intervals([*others, *headings])
    runs = merge_intervals(headings)
    marks = {a for a, _ in headings if _inside(reached, a)}
    marks.update(also)
    out: list[tuple[int, int]] = []
    for m in sorted(marks):
        k = bisect_right(runs, (m, _FAR)) - 1
        out.append((m, runs[k][1] if k >= 0 and runs[k][0] <= m <= runs[k][1] else m))
    return out


def _inside(union: list[tuple[int, int]], p: int) -> bool:
    """Does glue of ``union`` (sorted, disjoint) forbid a cut at ``p`` (``a < p <= b``)?"""
    k = bisect_right(union, (p,)) - 1
    return k >= 0 and union[k][0] < p <= union[k][1]
