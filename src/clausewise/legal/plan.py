"""From a clause tree to what the packer needs, and back from chunk spans to tree nodes."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..boundaries import past_page_furniture
from ..document import Boundary, Level
from ..linebreaks import line_opening_with
from .cascade import LEGAL_CASCADE, LIST_JOINERS, legal_cascade
from .cascade import sentence_starts_in as _sentence_starts
from .heading_glue import glue_breaks, lone_heading, paragraph_heading_glue_parts
from .page_breaks import colon_before
from .tree import ClauseNode, ClauseTree

__all__ = [
    "LEGAL_CASCADE",
    "AncestorHeaders",
    "Plan",
    "TreeIndex",
    "group_heading_breaks",
    "legal_cascade",
    "make_prefix",
    "tree_plan",
]

# Units that start their own chunk even when their parent would fit whole, at any depth:
# the major divisions of contracts and legislation.
_MAJOR_KINDS = frozenset(
    {
        "preamble",
        "recitals",
        "chapter",
        "part",
        "title",
        "article",
        "schedule",
        "exhibit",
        "annex",
        "appendix",
        "attachment",
        "signatures",
        "footnotes",
        "furniture",
    }
)
# Numbered clauses and sections start their own chunk near the top of the tree; deeper ones,
# and lettered sub-clauses and points, stay with their parent unless it is too large.
_CLAUSE_KINDS = frozenset({"section", "clause", "heading"})


class Plan(NamedTuple):
    """What the packer needs from a tree: boundaries, glue, and where a run of glue too long
    for a chunk may give way (see :func:`tree_plan`)."""

    bounds: list[Boundary]
    glue: list[tuple[int, int]]
    breaks: list[tuple[int, int]]  # give-way places, each with its run of headings' end


def tree_plan(
    text: str,
    tree: ClauseTree,
    type_changes: Sequence[int] = (),
    max_chars: int = 0,
    source: str | None = None,
) -> Plan:
    """Boundaries (one per node) and glue intervals (each heading with the start of its body).

    A glue interval runs from the node's start past its heading, the punctuation and
    underlining that close the heading ("Term.", "1.4 Product Changes. -------") and the
    blank space after it, to the first character of the body: no chunk starts inside it, so
    a heading always travels with the start of its body.

    ``type_changes`` are positions where the clause type changes (``TreeTyping.changes()``):
    the packer must not merge across them, so a chunk keeps one type and a retriever looking
    for, say, the termination clause does not find it diluted inside a boilerplate chunk. A
    change at a node start makes that node's boundary a split; a change inside a clause's text
    (a paragraph of another type) adds a paragraph-level split there. Not where the text
    before goes on (see :func:`_goes_on`): a list stays with its lead-in, a sentence with
    itself.

    With ``max_chars`` (the chunk budget in characters), a lead-in that ends its clause's own
    text with a colon ("... without the prior written consent of the other, except that:")
    is glued to its first sub-clause when the two fit in one chunk together: the list item
    completes the sentence, and a cut between them would leave both halves unreadable. The
    lead-in sentence then moves with its item, and the cut falls before it instead. When the
    lead-in is all the clause says before its list ("2.1 Grant. The Licensor grants ... the
    right to:") and the list fits in a chunk but not with the lead-in, the list is kept whole
    instead: the lead-in closes a chunk with the clause's heading, and the items travel
    together under that heading (a cut after the first item would part them from each other
    and still leave the rest without the lead-in). A colon is found across the footer or
    header of a page break between the lead-in and its list.

    A heading inside a unit's text (a lone line, a run-in heading) is glued to its paragraph
    too (see :mod:`.heading_glue`); ``source`` is the text ``text`` is the plain view of,
    where Markdown heading marks show which lines are headings for certain.

    A run of glue too long for a chunk gives way at a space, or first where a heading's glue
    starts that other glue reaches (a lead-in line, a page number, a lone line or another
    heading glued above it: see :func:`.heading_glue.glue_breaks`), and at a unit's own
    heading line under a group heading (see :func:`group_heading_breaks`)."""
    changes = {p for p in type_changes if not _goes_on(text, p)}
    bounds: list[Boundary] = []
    glue: list[tuple[int, int]] = []  # a titled unit's heading and the start of its body
    other: list[tuple[int, int]] = []  # bare markers, lone lines, run-in headings, lead-ins
    tail = _HEAD_TAIL.match
    top, deepest = int(Level.TOP), int(Level.DEEPEST)
    nodes = tree.nodes
    for i, node in enumerate(nodes):
        start, depth, kind = node.start, node.depth, node.kind
        level = top if depth < top else deepest if depth > deepest else depth
        split = (
            depth == 1
            or kind in _MAJOR_KINDS
            or (depth == 2 and kind in _CLAUSE_KINDS)
            or start in changes
        )
        bounds.append(Boundary(start, level, split, kind))
        if node.heading_end > start:
            body = tail(text, node.heading_end, node.end).end()  # type: ignore[union-attr]
            # A page break between the heading and its body: the glue reaches past it, up
            # to the next unit at most (a sub-clause after it is the body), unless that unit
            # is the furniture itself (a page number "- 15 -" read as a list item).
            if body < node.end:
                past = past_page_furniture(text, body, node.end)
                k = i + 1
                while k < len(nodes) and nodes[k].end <= past:
                    k += 1
                body = max(body, min(past, nodes[k].start if k < len(nodes) else node.end))
            # A heading with no body: its inside stays whole, but its end is where the next
            # unit starts, and that boundary must stay free (no chunk spans two clauses).
            # A marker with no title ("ANNEX", "ARTICLE I" alone) heads what follows like a
            # group heading: a titled heading right under it may start a chunk of its own.
            (glue if node.title else other).append((start, min(body, node.end - 1)))
        elif (lone := lone_heading(text, start, node.end)) > start:
            other.append((start, lone))
        elif (first := _marker_alone(text, nodes, i)) > start:
            other.append((start, first))
    lines, marked = paragraph_heading_glue_parts(text, tree, source)
    other += lines
    glue += marked
    if max_chars > 0:
        other.extend(_lead_in_glue(text, tree, max_chars))
    breaks = glue_breaks(glue, other, group_heading_breaks(text, tree))
    inside = changes.difference(node.start for node in tree.nodes)
    bounds += [
        Boundary(_line_lead(text, pos), Level.PARAGRAPH, True, "paragraph")
        for pos in sorted(inside)
        if _sentence_ends(text, pos)
    ]
    return Plan(bounds, glue + other, breaks)


def _marker_alone(text: str, nodes: Sequence[ClauseNode], i: int) -> int:
    """Start of the first child of ``nodes[i]`` when nothing but the unit's own number comes
    before it on the unit's line ("1 (1) In this Act ..." in a UK Act, "2.1 (a) the Seller
    ..."), else the unit's start. The number is then a heading with its text in the child: a
    cut between them would leave a chunk ending in a bare "1" and the section's first
    subsection without its number."""
    node = nodes[i]
    if i + 1 >= len(nodes) or nodes[i + 1].parent != i or not node.number:
        return node.start
    child = nodes[i + 1].start
    head = text[node.start : child]
    if len(head) > 40 or "\n" in head:
        return node.start
    # The marker as written: the number alone, or with its unit word ("Section 3.01").
    for marker in (node.identifier, node.number):
        rest = re.sub(re.escape(marker), "", head, count=1, flags=re.IGNORECASE)
        if rest != head and not rest.strip(_MARKER_PUNCT):
            return child
    return node.start


def group_heading_breaks(text: str, tree: ClauseTree) -> list[int]:
    """Where each unit whose heading opens with a group heading has its own heading line
    ("AGREED TERMS" / "1 SERVICES"): the glue from the group heading to the body may give
    way there, and only there, when the whole run is longer than a chunk (``pack``'s
    ``give_way``). "AGREED TERMS" then closes a chunk of its own and "1 SERVICES" travels
    whole with its body, instead of a cut inside the clause's heading line. Not when the
    line above is the unit's own title ("Subject-matter and Scope" / "1. Member States shall
    ..."): the marker line then opens the body, and the title must keep its first word."""
    out: list[int] = []
    for node in tree.nodes:
        if node.heading_end > node.start:
            own = _own_heading_line(text, node)
            if node.start < own < node.heading_end and not _titled_above(text, node, own):
                out.append(own)
    return out


def _titled_above(text: str, node: ClauseNode, own: int) -> bool:
    """Does the unit's title stand above its own marker line (which starts at ``own``)?"""
    return bool(node.title) and text.find(node.title or "", node.start, own) >= 0


def _own_heading_line(text: str, node: ClauseNode) -> int:
    """Start of the line holding the unit's own marker when its heading begins with a group
    heading above that line ("AGREED TERMS" / "1 SERVICES", "## PART A" / "### 1. General",
    "LIMITATION OF LIABILITY" / "3. Limitation of Liability."), else ``node.start``. The
    marker line opens with the unit's number, or with one word and the number ("Article 1",
    "Section 3.01"); a title on the lines under it ("ARTICLE 1" / "DEFINITIONS") is part
    of the unit's own heading, not a group heading. A unit without a number has the line its
    title opens."""
    if node.number or not node.title:
        return line_opening_with(text, node.start, node.heading_end, node.number)
    # A heading without a number ("Jurisdiction Charges" / "Indemnity Obligations" above the
    # body): its own line is the one its title opens.
    at = text.find(node.title, node.start, node.heading_end)
    if at <= node.start:
        return node.start
    line = text.rfind("\n", node.start, at) + 1
    return line if line > node.start and not text[line:at].strip() else node.start


def _line_lead(text: str, pos: int) -> int:
    """``pos`` moved back to its line's start when only blanks precede it there. ``text`` is
    the plain view, where Markdown markup opening a line ("- **", "## ", "> ") reads as
    blanks: a cut before the line's first word falls before that markup, which then stays
    with the text it marks (the packer trims real whitespace off a chunk's start)."""
    p = pos
    while p > 0 and pos - p < 64 and text[p - 1] in " \t":
        p -= 1
    return p if p < pos and (p == 0 or text[p - 1] == "\n") else pos


def _lead_in_glue(text: str, tree: ClauseTree, max_chars: int) -> list[tuple[int, int]]:
    """Glue for each lead-in that ends its clause's own text with a colon, page furniture
    aside, and the list that completes it: the list whole when the lead-in is the clause's
    only sentence and the list fits in a chunk but the two together do not, else the lead-in
    sentence and the first item when those two fit (see :func:`tree_plan`)."""
    out: list[tuple[int, int]] = []
    nodes = tree.nodes
    for i in range(len(nodes) - 1):
        node, child = nodes[i], nodes[i + 1]
        if child.parent != i or child.end - child.start >= max_chars:
            continue
        own = max(node.heading_end, node.start)
        colon = colon_before(text, child.start)
        if colon < own:
            continue
        lead = _last_sentence_start(text, own, colon)
        if lead <= node.start:
            continue
        alone = not text[own:lead].strip()  # the lead-in is all the clause says before its list
        if alone and node.end - lead > max_chars and node.end - child.start <= max_chars:
            out.append((child.start, _last_child(nodes, i)))  # "(a) ...; and (c) ..." whole
        elif child.end - lead <= max_chars:
            out.append((lead, child.start))
    return out


def _last_child(nodes: Sequence[ClauseNode], i: int) -> int:
    """Where the last child of ``nodes[i]`` starts (its descendants follow it in order)."""
    last, j, end = nodes[i + 1].start, i + 1, nodes[i].end
    while j < len(nodes) and nodes[j].start < end:
        if nodes[j].parent == i:
            last = nodes[j].start
        j += 1
    return last


_MARKER_PUNCT = " \t.:;-\u2013\u2014"  # what may close a marker before its first child
# What closes a heading before its body: punctuation or a rule on the heading's own line
# ("Term.", "1.4 Product Changes. -------"), a rule on the line right below it, and the blank
# space after. Not a line after a blank line: "* * *" standing alone is a redaction or a
# separator, text of its own, and a chunk may end after it.
_HEAD_TAIL = re.compile(
    r"[ \t.:;,\-\u2013\u2014_=*~#|]{0,1000}"
    r"(?:\n[ \t]{0,100}[\-\u2013\u2014_=*~#]{3,1000}[ \t]{0,100}(?![^\n]))?"
    r"\s{0,1000}"
)
_SENTENCE_END = re.compile(r"[.!?][\"\'\u201d\u2019)\]]{0,3}$")


def _last_word(text: str, pos: int) -> str:
    """The last word before ``pos`` with its punctuation ("following:", "Agreement.")."""
    before = text[max(0, pos - 64) : pos].rstrip()
    return before.rsplit(None, 1)[-1] if before else ""


def _goes_on(text: str, pos: int) -> bool:
    """Does the text before ``pos`` run on into what starts there? A lead-in ending in a
    colon, a list item ending in ``;``, ``,``, ``; or``, ``; and``: the next unit completes it,
    whatever its type, and reads wrongly without it."""
    before = text[max(0, pos - 64) : pos].rstrip()
    if not before:
        return False
    last = before[-1]
    if last in ":;,":
        return True
    # Every joiner ends in one of these letters: any other ends no joiner (no word split).
    return last in "rdsnRDSN" and before.rsplit(None, 1)[-1].lower() in LIST_JOINERS


def _sentence_ends(text: str, pos: int) -> bool:
    """Does a sentence end right before ``pos``? A paragraph break after "shall" or after a
    page number is a page break inside a sentence, not a place for a chunk to end."""
    return _SENTENCE_END.search(_last_word(text, pos)) is not None


# A lead-in sentence is looked for first in this many characters before its colon.
_LEAD_IN_REACH = 400


def _last_sentence_start(text: str, start: int, end: int) -> int:
    """The last of ``_sentence_starts(text, start, end)``, else ``start``. A long clause
    is not read whole for the sentence before its colon: the sentence source reads each
    start from the text around it, so the starts after a position that follows no blank
    are the same whether a range begins there or earlier (see ``sentences._scan_from``)."""
    near = end - _LEAD_IN_REACH
    if near > start and not text[near - 1].isspace():
        found = _sentence_starts(text, near, end)
        if found:
            return found[-1]
    found = _sentence_starts(text, start, end)
    return found[-1] if found else start


class TreeIndex:
    """Fast lookups from positions and spans to nodes of one tree."""

    def __init__(self, tree: ClauseTree) -> None:
        self.tree = tree
        self.nodes = tree.nodes
        self.starts = [node.start for node in tree.nodes]

    def innermost(self, pos: int) -> int | None:
        """Index of the deepest node whose span contains ``pos``."""
        i = bisect_right(self.starts, pos) - 1
        while i is not None and i >= 0:
            node = self.nodes[i]
            if node.start <= pos < node.end:
                return i
            i = node.parent if node.parent is not None else -1
        return None

    def covering(self, start: int, end: int) -> int | None:
        """Index of the deepest node containing the whole span ``[start, end)``."""
        i = self.innermost(start)
        while i is not None:
            node = self.nodes[i]
            if node.end >= end:
                return i
            i = node.parent
        return None

    def top_level(self, index: int) -> int:
        while (parent := self.nodes[index].parent) is not None:
            index = parent
        return index

    def chain(self, index: int | None) -> list[int]:
        """Indices from the top-level ancestor down to ``index`` itself."""
        out: list[int] = []
        while index is not None:
            out.append(index)
            index = self.nodes[index].parent
        out.reverse()
        return out

    def open_ancestors(self, pos: int) -> list[int]:
        """Nodes containing ``pos`` whose heading lies before it: their headings are not in a
        chunk that starts at ``pos``, so the chunk needs them as context."""
        return [i for i in self.chain(self.innermost(pos)) if self.nodes[i].start < pos]


def heading_line(node: ClauseNode) -> str:
    """How a node is named in an ancestor header: identifier and title."""
    if node.title and node.title != node.identifier:
        return f"{node.identifier} {node.title}"
    return node.identifier


def make_prefix(
    index: TreeIndex, limit: int, line: Callable[[ClauseNode], str] | None = None
) -> AncestorHeaders:
    """``prefix(pos)``: candidate ancestor headers for a chunk starting at ``pos`` (see
    :class:`AncestorHeaders`)."""
    return AncestorHeaders(index, limit, line)


class AncestorHeaders:
    """Candidate ancestor headers for a chunk starting at ``pos``, most informative first:
    every open ancestor with its title, then the nearest ones only, then the nearest
    identifier alone, then nothing. Each is at most ``limit`` characters.

    A header is one line per ancestor: ``line(node)`` (``"identifier title\n"`` by default,
    or empty to leave the node out), rendered once per node. The last candidate is always the
    empty header (``droppable``, see :func:`clausewise.packing.pack`)."""

    droppable = True

    def __init__(
        self, index: TreeIndex, limit: int, line: Callable[[ClauseNode], str] | None = None
    ) -> None:
        self.index = index
        self.nodes = index.nodes
        self.limit = limit
        self.show = line or (lambda n: heading_line(n) + "\n")
        self.lines: dict[int, str] = {}
        self.cache: dict[int | None, tuple[str, ...]] = {}

    def __call__(self, pos: int) -> tuple[str, ...]:
        # Only the innermost node can start exactly at ``pos`` (its ancestors start earlier);
        # then its heading is in the chunk and the header ends at its parent. Siblings share
        # one header, so it is keyed by the node it ends at.
        nodes = self.nodes
        inner = self.index.innermost(pos)
        if inner is not None and nodes[inner].start == pos:
            inner = nodes[inner].parent
        found = self.cache.get(inner)
        if found is None:
            found = self.cache[inner] = self.build(self.index.chain(inner))
        return found

    def line_of(self, i: int) -> str:
        found = self.lines.get(i)
        if found is None:
            found = self.lines[i] = self.show(self.nodes[i])
        return found

    def build(self, chain: list[int]) -> tuple[str, ...]:
        nodes = self.nodes
        shown = [i for i in chain if nodes[i].kind != "preamble"]
        parts = [self.line_of(i) for i in shown]
        out: list[str] = []
        for k in range(len(parts)):
            header = "".join(parts[k:])
            if len(header) <= self.limit and header not in out:
                out.append(header)
        if shown and len(nodes[shown[-1]].identifier) + 1 <= self.limit:
            out.append(nodes[shown[-1]].identifier + "\n")
        out.append("")
        return tuple(dict.fromkeys(out))
