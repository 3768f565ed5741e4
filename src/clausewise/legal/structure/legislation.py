"""Structure of EU legislation: regulations, directives and decisions as published.

One regex pass (:mod:`.legislation_scan`) finds every line-start candidate; a small state
machine (:mod:`.legislation_parser`) decides which of them start units, from the zone it is in
and from numbering context (:mod:`.legislation_lists`). The result is a pre-order
:class:`ClauseTree`:

- depth 1: the preamble (title and citations), the recitals container, chapters (or articles
  when the act has no chapters), annexes, the signatures block (closing formula, "Done at",
  signatories) and the footnotes container;
- below: sections, articles, numbered paragraphs, points and sub-points; recitals under their
  container; footnotes under theirs.

A node starts at its marker (``CHAPTER I``, ``Article 17``, ``1.``, ``(a)``, ``(12)``), or at
the Markdown decoration in front of it (``## Article 17``, ``**Article 17**``) so the heading
stays inside its own unit. Siblings run to the next sibling's start and the last child to its
parent's end, trailing whitespace excluded, except that the last point of a list ends with the
list's full stop: an unnumbered subparagraph after it belongs to the paragraph or article.
"""

from __future__ import annotations

import re

from ..jurisdiction import JurisdictionProfile
from ..tree import ClauseNode, ClauseTree
from .legislation_parser import Draft, LegislationParser
from .legislation_scan import CONSOLIDATION_MARK, patterns_for, strip_markup
from .legislation_wrap import block_ends

__all__ = ["may_find_units", "parse_legislation"]

_TITLE_BLOCK = re.compile(r"[^\n]+(?:\n[^\n]+){0,11}")
# A line naming the act type, the usual first line of an act's title (headers such as
# "L 119/1 EN Official Journal of the European Union" may come before it, and a consolidated
# text's "►B" mark of the basic act in front of it).
_ACT_LINE = re.compile(
    r"^[ \t#*]{0,8}(?:[►▼][ \t]{0,4}[A-Z]{1,2}[0-9]{0,3}[ \t]{1,4})?"
    r"(?P<act>(?:[A-Z][A-Z ]{0,40} )?(?:REGULATION|DIRECTIVE|DECISION)\b)",
    re.MULTILINE,
)
_EEA = re.compile(r"\(?text with eea relevance\)?", re.IGNORECASE)
# A block after blank lines that continues an act's title: its date or its subject.
_TITLE_GOES_ON = re.compile(
    r"\n[ \t]{0,8}\n\s{0,200}?(?P<b>(?:of|on|amending|laying|establishing|concerning"
    r"|supplementing|repealing|implementing)[ \t])"
)
_MORE_BLOCKS = 3


def parse_legislation(text: str, profile: JurisdictionProfile) -> ClauseTree:
    """Parse normalised ``text`` of an EU act into a :class:`ClauseTree`."""
    parser = LegislationParser(text, profile, patterns_for(profile))
    parser.run()
    drafts = parser.nodes
    ends = _ends(text, drafts)
    _end_lists(text, drafts, ends)
    nodes = tuple(
        ClauseNode(
            start=d.start,
            end=ends[i],
            depth=d.depth,
            kind=d.kind,
            identifier=d.identifier,
            number=d.number,
            title=d.title,
            heading_end=d.heading_end,
            section=d.section,
            parent=d.parent,
        )
        for i, d in enumerate(drafts)
    )
    found = any(d.kind in ("article", "annex", "appendix") for d in drafts)
    notes = () if found else ("legislation: no article or annex found",)
    return ClauseTree(nodes, fallback=not found, title=_act_title(text, drafts), notes=notes)


def may_find_units(text: str, profile: JurisdictionProfile) -> bool:
    """False when :func:`parse_legislation` is sure to fall back: no line of ``text`` opens
    with an article or annex heading, the only units whose finding makes a tree (one regex
    search, far cheaper than the parse)."""
    return patterns_for(profile).units.search(text) is not None


def _ends(text: str, nodes: list[Draft]) -> list[int]:
    """Each node ends where the next node that is not its descendant starts (whitespace
    trimmed); the last ones run to the end of the text."""
    ends = [0] * len(nodes)
    stack: list[int] = []

    def close(idx: int, pos: int) -> None:
        floor = nodes[idx].heading_end
        if nodes[idx].cap >= 0:
            pos = min(pos, nodes[idx].cap)
        while True:
            while pos > floor and text[pos - 1].isspace():
                pos -= 1
            # A consolidated text's "▼M1" on the last line marks where the next unit's text
            # comes from: it belongs to that unit.
            line = text.rfind("\n", floor, pos) + 1
            if line == 0 or CONSOLIDATION_MARK.fullmatch(text, line, pos) is None:
                break
            pos = line
        ends[idx] = pos

    for i, node in enumerate(nodes):
        while stack and nodes[stack[-1]].depth >= node.depth:
            close(stack.pop(), node.start)
        stack.append(i)
    while stack:
        close(stack.pop(), len(text))
    return ends


# The last point of a list closes it with a full stop; a block after it that opens with a
# capital and no marker ("Point (f) of the first subparagraph shall not apply ...") is the
# next subparagraph of the unit that owns the list. A blank line separates the blocks, or a
# single line break that is no hard wrap: in unwrapped text any, in hard-wrapped text one
# after a line the next word would have fitted on (:mod:`.legislation_wrap`), and in a text
# too short to tell one after a line longer than any hard wrap.
_CLOSED_LIST = re.compile(r"\.[ \t]{0,8}\n(?:[ \t]{0,8}\n){0,4}[ \t]{0,8}(?=[A-Z])")
_UNWRAPPED = 120
# A sentence that names points of the list ("Points (a) and (b) are without prejudice ...",
# "With regard to point (h) of the first subparagraph, ...") stands outside the list, however
# the line before it was wrapped.
_NAMES_POINTS = re.compile(
    r"(?:Points?[ \t]{1,4}\(|(?:With regard to|By way of derogation from|For the purposes of)"
    r"[ \t]{1,4}points?[ \t]{1,4}\(|The[ \t]{1,4}(?:first|second|third|fourth|previous"
    r"|preceding)[ \t]{1,4}subparagraph)"
)
_POINTS = ("point", "subpoint")


def _end_lists(text: str, nodes: list[Draft], ends: list[int]) -> None:
    """End the last point of each list (and the points it closes) where its list ends, so an
    unnumbered subparagraph after the list stays with the paragraph or article above it."""
    last_child: dict[int, int] = {}
    for i, node in enumerate(nodes):
        if node.parent is not None:
            last_child[node.parent] = i
    cut: set[int] = set()
    for i in range(len(nodes) - 1, -1, -1):
        node = nodes[i]
        if node.kind not in _POINTS or node.parent is None or last_child[node.parent] != i:
            continue
        if not _owned_by_article(nodes, node.parent):
            continue
        child = last_child.get(i)
        if child is not None:
            if child in cut and ends[child] < ends[i]:
                ends[i] = ends[child]
                cut.add(i)
            continue
        for m in _CLOSED_LIST.finditer(text, node.heading_end, ends[i]):
            line_start = text.rfind("\n", 0, m.start()) + 1
            gap = m.group()
            if (
                gap.count("\n") > 1
                or _ends_block(text, line_start, m.start() + 1)
                or _NAMES_POINTS.match(text, m.end()) is not None
            ):
                ends[i] = m.start() + 1
                cut.add(i)
                break


def _ends_block(text: str, line_start: int, line_end: int) -> bool:
    """Whether the single line break after ``[line_start, line_end)`` ends a block."""
    ends = block_ends(text, line_start, line_end)
    return line_end - line_start > _UNWRAPPED if ends is None else ends


def _owned_by_article(nodes: list[Draft], idx: int | None) -> bool:
    """The list sits in an article (or one of its paragraphs), not in an annex or recital."""
    while idx is not None and nodes[idx].kind in _POINTS:
        idx = nodes[idx].parent
    while idx is not None:
        kind = nodes[idx].kind
        if kind == "article":
            return True
        if kind != "paragraph":
            return False
        idx = nodes[idx].parent
    return False


def _act_title(text: str, nodes: list[Draft]) -> str | None:
    """The act's title: the block of lines in the preamble that opens with the act's type
    ("REGULATION (EU) ...", "COMMISSION DELEGATED DIRECTIVE ..."), else its first block."""
    if not nodes or nodes[0].kind != "preamble":
        return None
    first = nodes[0].start
    limit = nodes[1].start if len(nodes) > 1 else len(text)
    named = _ACT_LINE.search(text, first, limit)
    at = named.start("act") if named is not None else first
    m = _TITLE_BLOCK.match(text, at, limit)
    if m is None:
        return None
    block = m.group()
    # The Official Journal sets the date and the subject in blocks of their own below the
    # type and number ("REGULATION (EU) 2022/2481 ..." / "of 14 December 2022" / "on common
    # rules for ..."): they belong to the title.
    for _ in range(_MORE_BLOCKS):
        more = _TITLE_GOES_ON.match(text, m.end(), limit)
        if more is None:
            break
        m = _TITLE_BLOCK.match(text, more.start("b"), limit)
        if m is None:
            break
        block += "\n" + m.group()
    lines = [strip_markup(line) for line in block.split("\n")]
    kept = [line for line in lines if line and _EEA.fullmatch(line) is None]
    title = " ".join(kept)[:1000].strip()
    return title or None
