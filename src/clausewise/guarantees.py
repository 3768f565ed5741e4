"""Check the guarantees every clausewise chunker keeps, on any list of chunk spans.

Used by the test suite on every chunker and by ``clausewise inspect``; also handy for users who
want to verify chunks they stored. The structure guarantees need the document's units:
:func:`structure_of` reads them from the nodes ``LegalChunker.parse_structure()`` returns (or
any objects with the same fields), independently of how the chunker used them.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate
from typing import NamedTuple, Protocol

from .boundaries import past_page_furniture
from .linebreaks import line_opening_with
from .markup import atx_headings, plain_view

__all__ = ["Heading", "Unit", "structure_of", "violations"]

_SPACE = re.compile(r"\s")
_NON_SPACE = re.compile(r"\S")
_SPACE_AFTER = re.compile(r"\s{0,1000}")
_RULE_CHARS = " \t\n*-_=~\u2013\u2014"
_NEXT_LINE = re.compile(r"\n[ \t]*(?:\n[ \t]*)?([^\n]*)")
_HEAD_PUNCT = " \t.:;-\u2013\u2014|_=*"
# How far into a unit its own marker line is looked for under a group heading.
_OWN_LINE_REACH = 300
# The lines a heading's title may be wrapped over (each no longer than a heading line), and
# the next of them: right below the one before.
_WRAP_LINES = 4
_WRAP_WIDTH = 200
_WRAPPED_LINE = re.compile(r"\n([^\n]*)")
# A rule under a heading ("-------"), on the next line or after one blank line.
_RULE_LINE = re.compile(r"\n[ \t]*(?:\n[ \t]*)?[-=_*~\u2013\u2014]{3,200}(?=[ \t]*(?:\n|$))")


class Unit(NamedTuple):
    """A top-level unit ``[start, end)`` of the document; no chunk may hold text of two."""

    start: int
    end: int
    name: str


class Heading(NamedTuple):
    """A heading standing alone on its line(s), ``[start, end)`` from the start of its line,
    whose unit (and so its body) ends at ``body_end``. No chunk may end with it while its body
    follows."""

    start: int
    end: int
    body_end: int
    name: str
    # A run-in heading ("Section 1.01 Term. The Agreement ..."): it shares its line with its
    # body, so it is not checked itself, but it continues a run of headings above it.
    run_in: bool = False


class NodeLike(Protocol):
    """What :func:`structure_of` reads from a node (``HierarchyNode`` has it)."""

    @property
    def identifier(self) -> str: ...
    @property
    def title(self) -> str | None: ...
    @property
    def parent(self) -> str | None: ...
    @property
    def char_start(self) -> int: ...
    @property
    def char_end(self) -> int: ...


def violations(
    text: str,
    spans: Sequence[tuple[int, int]],
    *,
    contents: Sequence[str] | None = None,
    prefixes: Sequence[str] | None = None,
    sizer: Callable[[str], int] | None = None,
    capacity: int | None = None,
    units: Sequence[Unit] | None = None,
    headings: Sequence[Heading] | None = None,
    room: int | None = None,
    limit: int = 20,
) -> list[str]:
    """Return readable descriptions of broken guarantees (empty when all hold).

    * offsets: ``0 <= start <= end <= len(text)``, spans ordered and disjoint;
    * nothing lost: every non-whitespace character lies in some span;
    * exactness: ``contents[i] == prefixes[i] + text[start:end]`` when given;
    * size: ``sizer(contents[i]) <= capacity`` unless the body is one word longer than that;
    * structure, when ``units`` and ``headings`` are given (see :func:`structure_of`): no chunk
      holds text of two top-level units; no chunk ends with a heading whose body follows.
      ``room`` is the most characters a chunk body can hold: a run of headings that cannot
      share a chunk with the first word of its body (with it, longer than ``room``) is not
      reported.
    """
    out: list[str] = []
    prev_end = 0
    for i, (s, e) in enumerate(spans):
        if not 0 <= s <= e <= len(text):
            out.append(f"chunk {i}: offsets ({s}, {e}) outside 0..{len(text)}")
            continue
        if s < prev_end:
            out.append(f"chunk {i}: starts at {s}, before the previous chunk's end {prev_end}")
        gap = _NON_SPACE.search(text, prev_end, s) if s > prev_end else None
        if gap is not None:
            out.append(f"chunk {i}: non-whitespace text at {gap.start()} is in no chunk")
        prev_end = max(prev_end, e)
        out.extend(_content_checks(i, text, s, e, contents, prefixes, sizer, capacity))
        if len(out) >= limit:
            return out[:limit]
    tail = _NON_SPACE.search(text, prev_end)
    if tail is not None:
        out.append(f"text at {tail.start()} after the last chunk is in no chunk")
    if units is not None:
        out.extend(unit_problems(text, spans, units))
    if headings is not None:
        out.extend(heading_problems(text, spans, headings, room))
    return out[:limit]


def _content_checks(
    i: int,
    text: str,
    s: int,
    e: int,
    contents: Sequence[str] | None,
    prefixes: Sequence[str] | None,
    sizer: Callable[[str], int] | None,
    capacity: int | None,
) -> list[str]:
    out: list[str] = []
    body = text[s:e]
    content = contents[i] if contents is not None else body
    if contents is not None:
        head = prefixes[i] if prefixes is not None else ""
        if content != head + body:
            out.append(f"chunk {i}: content is not prefix + text[{s}:{e}]")
    if sizer is not None and capacity is not None:
        size = sizer(content)
        if size > capacity and _SPACE.search(body) is not None:
            out.append(f"chunk {i}: size {size} exceeds {capacity} and the body is not one word")
    return out


# -- structure ------------------------------------------------------------------------------


def structure_of(text: str, nodes: Sequence[NodeLike]) -> tuple[list[Unit], list[Heading]]:
    """The top-level units and the stand-alone headings of a document, from its nodes.

    A heading is the line holding a titled node's start, plus the next non-blank line when the
    title sits there ("ARTICLE I" / "DEFINITIONS"); it stands alone when the line holds nothing
    but the identifier, the title and punctuation; a rule drawn under it ("-------") is part of
    it. Run-in headings ("7.2 Term. The Agreement ...") share their line with the body and are
    not listed. Lines are read in the plain view of Markdown (:mod:`clausewise.markup`), as
    the parser reads them: "## 1. Definitions" stands alone.
    """
    units = sorted(Unit(n.char_start, n.char_end, n.identifier) for n in nodes if n.parent is None)
    headings: list[Heading] = []
    # Heading lines are read without Markdown markup ("## 1. Definitions"), as the parser
    # reads them; the view has the text's offsets.
    view = plain_view(text)
    for i, n in enumerate(nodes):
        if not n.title:
            if (child := _bare_marker_end(view, nodes, i)) > 0:
                name = f"{n.identifier!r} (its number alone) at {n.char_start}"
                headings.append(Heading(n.char_start, child, n.char_end, name))
            continue
        line = view.rfind("\n", 0, n.char_start) + 1
        end = _heading_end(view, n, line)
        # The heading starts its line unless the line opens with the text before it
        # (". Section 1.2 ..." where a stray line break fell before a full stop), or the
        # heading ends a line the previous unit's text opens ("... (Working Groups). 2.
        # DEVELOPMENT" / "2.1 ..."): the packer glues it to its body all the same.
        start = line if end is not None and not view[line : n.char_start].strip() else n.char_start
        if end is None:
            end = _heading_end(view, n, n.char_start)
        if end is None:
            # A group heading opens the unit ("AGREED TERMS" / "1. SEVERABILITY"): the unit's
            # own marker line is a heading of its own, which the packer keeps with its body.
            own = _own_marker_line(view, n)
            if own > n.char_start:
                start, end = own, _heading_end(view, n, own, own)
        name = f"{n.identifier!r} {n.title!r} at {n.char_start}"
        if end is not None:
            headings.append(Heading(start, end, n.char_end, name))
        elif (run_in := _run_in_end(view, n)) > 0:
            headings.append(Heading(n.char_start, run_in, n.char_end, name, run_in=True))
    # Markdown heading lines are headings even in a text not judged Markdown ("# 1 TERM" twice):
    # the checker knows at least the headings the packer glues (see :mod:`clausewise.markup`).
    # Not where a unit's heading already holds the line (a unit opened by a group heading has
    # its heading on its own marker line, "### ARTICLE 7" / "NOTICES", found above).
    found = sorted((h.start, h.end) for h in headings)
    starts = [a for a, _ in found]
    reach = list(accumulate((b for _, b in found), max))  # the furthest end so far
    for h in _markdown_headings(text, nodes):
        k = bisect_left(starts, h.end)  # the headings starting before this one ends
        if not (k and reach[k - 1] > h.start):
            headings.append(h)
    headings.sort()
    return units, headings


def _bare_marker_end(text: str, nodes: Sequence[NodeLike], i: int) -> int:
    """End of the number of the untitled unit ``nodes[i]`` when its first child starts on
    the same line right after it ("1 (1) In this Act ..."): the number is a heading whose
    text is the child's, and a chunk must not end with it. Else 0."""
    n = nodes[i]
    if i + 1 >= len(nodes) or not n.char_start < nodes[i + 1].char_start < n.char_end:
        return 0
    child = nodes[i + 1].char_start
    head = text[n.char_start : child]
    if "\n" in head or len(head) > 40:
        return 0
    rest = re.sub(re.escape(n.identifier), "", head, count=1, flags=re.IGNORECASE)
    if rest == head or rest.strip(_HEAD_PUNCT):
        return 0
    return n.char_start + len(head.rstrip())


def _markdown_headings(text: str, nodes: Sequence[NodeLike]) -> list[Heading]:
    """The Markdown heading lines on which no titled unit starts (a unit's own heading line is
    judged with the unit, above) and that are short enough to be headings, each with the end
    of the innermost unit holding it: a sub-heading inside a clause stays with the paragraph
    below. A unit without a title starting on the line does not make it less of a heading
    ("# PAYMENT" opening a text, read as the start of its preamble)."""
    starts = sorted(n.char_start for n in nodes if n.title)
    out: list[Heading] = []
    # Heading lines as the packer reads them: short ones (a paragraph written as a heading
    # line is text), and in a text not judged Markdown only those shaped like headings.
    for m in atx_headings(text):
        k = bisect_left(starts, m.start())
        if k < len(starts) and starts[k] <= m.end():
            continue
        inside = [n for n in nodes if n.char_start <= m.start() < n.char_end]
        body_end = max(inside, key=lambda n: n.char_start).char_end if inside else len(text)
        name = f"Markdown heading {m.group().strip()!r} at {m.start()}"
        out.append(Heading(m.start(), m.end(), body_end, name))
    return out


def _run_in_end(text: str, node: NodeLike) -> int:
    """End of a run-in heading (its title and the punctuation closing it) when the title
    follows the node's marker on its first line; 0 when it is not found there."""
    title = node.title or ""
    le = text.find("\n", node.char_start, node.char_end)
    at = text.find(title, node.char_start, node.char_end if le < 0 else le)
    if at < 0:
        return 0
    end = at + len(title)
    while end < node.char_end and text[end] in _HEAD_PUNCT and text[end] not in " \t":
        end += 1
    return end


def _own_marker_line(text: str, node: NodeLike) -> int:
    """Start of the unit's own marker line among its first lines (its number, as the
    identifier ends with it), the unit's start when the first line holds it."""
    words = node.identifier.split()
    stop = min(node.char_end, node.char_start + _OWN_LINE_REACH)
    return line_opening_with(text, node.char_start, stop, words[-1] if words else "")


def _heading_end(text: str, node: NodeLike, ls: int, at: int = -1) -> int | None:
    """End of a heading that stands alone on its line(s) from ``ls`` (its line's start, or
    the node's start; ``at``: where its marker is, when not at the node's start), or None
    when the line holds more."""
    title = node.title or ""
    le = text.find("\n", node.char_start if at < 0 else at)
    le = len(text) if le < 0 else le
    heading = text[ls:le]
    if title not in heading:
        m = _NEXT_LINE.match(text, le)
        if m is not None and title in m.group(1):
            heading += " " + m.group(1)
            le = m.end()
        else:
            wrapped = _wrapped_title(text, heading, le, title, node.char_end)
            if wrapped is None:
                return None
            heading, le = wrapped
    # A title wrapped over lines is read with single spaces, as the parser joins it.
    heading, title = " ".join(heading.split()), " ".join(title.split())
    # Identifiers are normalised ("Schedule 1" for "SCHEDULE 1"): compare without case.
    rest = re.sub(re.escape(node.identifier), "", heading, count=1, flags=re.IGNORECASE)
    rest = rest.replace(title, "", 1)
    if rest.strip(_HEAD_PUNCT):
        return None
    rule = _RULE_LINE.match(text, le, node.char_end)  # an underline belongs to the heading
    return rule.end() if rule else le


def _wrapped_title(
    text: str, heading: str, le: int, title: str, stop: int
) -> tuple[str, int] | None:
    """The heading's lines and their end when its title is wrapped over the lines after its
    first one (a hard-wrapped extraction, a vertical tab read as a line break: "CHAPTER III" /
    "Interp" / "retation Warranties", titled "Interp retation Warranties"), the first of them
    after at most one blank line; None when the title is not found within a few lines."""
    want = " ".join(title.split())
    lines = [heading]
    m = _NEXT_LINE.match(text, le, stop)
    for _ in range(_WRAP_LINES):
        if m is None or not m.group(1).strip() or len(m.group(1)) > _WRAP_WIDTH:
            return None
        lines.append(m.group(1))
        le = m.end()
        joined = " ".join(" ".join(lines).split())
        if want in joined:
            return joined, le
        m = _WRAPPED_LINE.match(text, le, stop)
    return None


def _cores(text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """``(start, end, index)`` of every chunk without its surrounding whitespace, by start."""
    out: list[tuple[int, int, int]] = []
    for i, (s, e) in enumerate(spans):
        m = _NON_SPACE.search(text, s, e)
        if m is not None:
            z = e
            while text[z - 1].isspace():  # stops at m.start() at the latest
                z -= 1
            out.append((m.start(), z, i))
    out.sort()
    return out


def _has_text(text: str, start: int, end: int) -> bool:
    return start < end and _NON_SPACE.search(text, start, end) is not None


def unit_problems(text: str, spans: Sequence[tuple[int, int]], units: Sequence[Unit]) -> list[str]:
    """Chunks holding text of more than one top-level unit."""
    starts = [u.start for u in units]
    out: list[str] = []
    for a, z, i in _cores(text, spans):
        # Top-level units are disjoint and ordered; look at those that can intersect [a, z).
        lo, hi = max(0, bisect_right(starts, a) - 1), bisect_left(starts, z)
        hit = [u.name for u in units[lo:hi] if _has_text(text, max(a, u.start), min(z, u.end))]
        if len(hit) > 1:
            out.append(f"chunk {i} ({spans[i][0]}, {spans[i][1]}) spans top-level units {hit}")
    return out


def heading_problems(
    text: str,
    spans: Sequence[tuple[int, int]],
    headings: Sequence[Heading],
    room: int | None = None,
) -> list[str]:
    """Chunks whose last line is a heading while that heading's body follows in a later chunk.

    Two shapes: the chunk holds nothing but headings, or text and then the heading.
    """
    cores = sorted((z, a) for a, z, _ in _cores(text, spans))
    ends = [z for z, _ in cores]
    out: list[str] = []
    for k, h in enumerate(headings):
        if h.end >= h.body_end or h.run_in:
            continue  # a heading with no body after it (it runs to its unit's end)
        body = _body_start(text, headings, k)
        if not _has_text(text, body, h.body_end):
            continue
        i = bisect_left(ends, h.start + 1)
        if i >= len(ends) or ends[i] >= body:
            continue
        chain = _chain_start(text, headings, k)
        if room is not None and _too_long(text, headings, k, body, chain, room):
            continue
        alone = cores[i][1] >= chain
        out.append(
            f"heading {h.name} "
            + ("is a chunk of headings alone" if alone else "ends a chunk")
            + f" (chunk text ends at {ends[i]}) while its body follows"
        )
    return out


def _body_start(text: str, headings: Sequence[Heading], k: int) -> int:
    """Where the body of ``headings[k]`` starts: past blanks and page furniture (a page
    number, the next page's running header: a chunk ending with it still ends with the
    heading), or where the next heading starts when only those lie between them."""
    h = headings[k]
    body = _SPACE_AFTER.match(text, h.end, h.body_end).end()  # type: ignore[union-attr]
    past = past_page_furniture(text, body, h.body_end)
    if k + 1 < len(headings) and body <= headings[k + 1].start < past:
        past = headings[k + 1].start  # the next heading is no running header
    return past


def _too_long(
    text: str, headings: Sequence[Heading], k: int, body: int, chain: int, room: int
) -> bool:
    """May a chunk end with ``headings[k]`` (whose body starts at ``body``) because the run
    of headings it belongs to is too long for a chunk of ``room`` characters? A run that
    cannot share a chunk with the first word of its body must be cut somewhere, best between
    its headings ("2 PROPERTY" | "2.1 TITLE. Body ..."): a heading followed by another one
    of the run may end a chunk when the whole run with that word is longer than ``room``; the
    run's last heading when the run up to it, with that word, is."""
    last = k
    while last + 1 < len(headings) and _blank_or_furniture(
        text, headings[last].end, headings[last + 1].start
    ):
        last += 1
    if last > k:
        body = _body_start(text, headings, last)
    return _word_end(text, body) - chain > room


def _chain_start(text: str, headings: Sequence[Heading], k: int) -> int:
    """Start of the run of headings (only blanks or page furniture between them) that ends at
    ``headings[k]``: they all travel with the same first body word."""
    j = k
    while j > 0 and _blank_or_furniture(text, headings[j - 1].end, headings[j].start):
        j -= 1
    return headings[j].start


def _blank_or_furniture(text: str, start: int, end: int) -> bool:
    """Does ``text[start:end]`` hold only blanks, a drawn rule, or page furniture (a page
    number, a running header) before the text at ``end``? Headings that touch or overlap
    (``start >= end``: a title read on into the next unit's heading line) have nothing
    between them."""
    if start >= end:
        return True
    p = _SPACE_AFTER.match(text, start, end).end()  # type: ignore[union-attr]
    if p >= end or (end - p <= 200 and not text[p:end].strip(_RULE_CHARS)):
        return True  # blank, or a rule ("* * *", "---": a Markdown thematic break)
    return past_page_furniture(text, p, end + 1) >= end


def _word_end(text: str, pos: int) -> int:
    """End of the first word at or after ``pos`` (``pos`` when there is none)."""
    word = _NON_SPACE.search(text, pos)
    if word is None:
        return pos
    space = _SPACE.search(text, word.start())
    return len(text) if space is None else space.start()
