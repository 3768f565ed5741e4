"""The tree of a Markdown text, read in its plain view, laid back over the markup.

The structure is read in :func:`clausewise.markup.plain_view`, where markup is blanked, so a
node starts at its number ("5. Liability"), not at the "## " before it. :func:`over_markup`
widens each node over the markup that opens its first line and closes its last, so the markup
travels with the unit it decorates; and over a Markdown heading line with no number of its
own standing right above it ("## Payment Terms" over "5.1 The Customer shall pay ..."): such
a line heads the unit below it (a converter's sub-heading), and left at the end of the unit
before, a chunk would close on a heading whose text is in the next chunk.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import replace

from ..boundaries import past_page_furniture
from ..markup import ATX_HEADING_LINE, ATX_OPENING, BOLD_HEADING_LINE, atx_headings
from .tree import ClauseNode, ClauseTree

__all__ = ["heading_lines", "over_markup"]

_ATX_OPEN = re.compile(ATX_OPENING, re.MULTILINE)
_SPACE = re.compile(r"\s{0,1000}")


def heading_lines(text: str, view: str) -> frozenset[int]:
    """The starts of the lines of Markdown ``text`` marked as headings: "## 3. Cookies"
    whatever its length, and a short numbered line that is all bold ("**4. LAW**", as
    converters write a bold heading paragraph; a document may mix both, "# 3. NOTICES" /
    "**4. LAW**", and its numbering goes on across them; see :func:`_bold_heading`); empty
    for plain text (``view is text``)."""
    if view is text:
        return frozenset()
    atx = (m.start() for m in atx_headings(text, _ATX_OPEN))
    bold = (m.start() for m in BOLD_HEADING_LINE.finditer(text) if _bold_heading(m[2]))
    return frozenset((*atx, *bold))


# A bold line that opens with a number or a unit word ("**4. LAW**", "**Section 5 Term.**").
_NUMBERED_HEAD = re.compile(
    r"[0-9]|(?i:article|section|clause|schedule|part|chapter|annex|exhibit|appendix)\b"
)


def _bold_heading(inside: str) -> bool:
    """Is a bold line with this text marked as a heading? When numbered: what the marking
    is for is telling numbered headings from a numbered list. An unnumbered bold line is
    judged by its shape like any line ("**We may act without notice**" is a sentence)."""
    return _NUMBERED_HEAD.match(inside) is not None


def over_markup(tree: ClauseTree, text: str, view: str) -> ClauseTree:
    """The tree of a Markdown ``view`` with each node widened over the markup blanked before
    its first line ("## " before "5. Liability") and after its last ("**"), so that markup
    travels with the unit it decorates. The enrichment reads the view with the view's tree
    (a reference finder knows "Article 6" at a unit's start is its heading); packing and
    assembly use this one."""
    if view is text:
        return tree
    nodes = []
    for n in tree.nodes:
        start, end = _markup_start(text, view, n.start), _markup_end(text, view, n.end)
        if (start, end) == (n.start, n.end):
            nodes.append(n)
        elif n.heading_end <= n.start:
            # A unit without a heading stays without one: the "# " now before its start is
            # no heading of its own (a preamble opening with "# PAYMENT" would otherwise be
            # read as headed by "# ", and its first line glued to nothing).
            nodes.append(replace(n, start=start, end=end, heading_end=start))
        else:
            nodes.append(replace(n, start=start, end=end))
    return replace(tree, nodes=tuple(_over_headings(text, nodes)))


def _over_headings(text: str, nodes: list[ClauseNode]) -> list[ClauseNode]:
    """``nodes`` with each unit that has only blank lines (or page furniture) between it and
    Markdown heading lines above, on which no unit starts, widened back over them (a stack of
    them: "### 2. Security" / "### 3. Warranties" above "3.1 ..." when the parser missed 2);
    a unit that ended on those lines (it held them as its last text) now ends before them."""
    if not nodes:
        return nodes
    order = sorted(range(len(nodes)), key=lambda i: nodes[i].start)
    starts = [nodes[i].start for i in order]
    moved: dict[int, int] = {}  # original start -> new start
    for m in reversed(atx_headings(text, ATX_HEADING_LINE)):
        a, e = m.start(), m.end()
        k = bisect_left(starts, a)
        if k == len(starts) or starts[k] <= e:
            continue  # no unit below, or one starts on the line
        if k and nodes[order[k - 1]].heading_end > a:
            continue  # the line is the title of the unit above ("CHAPTER I" / "## General")
        below = starts[k]
        gap = _SPACE.match(text, e, below).end()  # type: ignore[union-attr]
        if gap < below and past_page_furniture(text, gap, below + 1) < below:
            continue  # text lies between the line and the unit (page furniture does not count)
        same = k
        while same < len(starts) and starts[same] == below:  # a unit and its first child
            moved[nodes[order[same]].start] = a
            starts[same] = a
            same += 1
    if not moved:
        return nodes
    olds = sorted(moved)
    out = []
    for n in nodes:
        start, end = moved.get(n.start, n.start), n.end
        j = bisect_left(olds, end)  # the first moved unit starting at or after this one's end
        if j < len(olds) and n.start < moved[olds[j]] < end:
            end = moved[olds[j]]  # it held the heading lines as its last text
            while end > start and text[end - 1].isspace():
                end -= 1
        out.append(n if (start, end) == (n.start, n.end) else replace(n, start=start, end=end))
    return out


def _markup_start(text: str, view: str, pos: int) -> int:
    # Only markup that opens the unit's line: a number in mid-line keeps its place.
    p = pos
    while p > 0 and view[p - 1] in " \t":
        p -= 1
    if p and view[p - 1] != "\n":
        return pos
    for q in range(p, pos):
        if not text[q].isspace():
            return q
    return pos


def _markup_end(text: str, view: str, pos: int) -> int:
    # Closing markup on the unit's last line, up to the next character the view shows.
    last, n = pos, len(text)
    while pos < n and view[pos] in " \t":
        if not text[pos].isspace():
            last = pos + 1
        pos += 1
    return last
