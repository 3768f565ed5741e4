"""From accepted clause starts to :class:`ClauseNode` records: labels, sections, spans.

Spans tile: a node runs from its marker to the start of the next node at the same or a
shallower depth (trailing whitespace dropped); the last one to the last non-blank character.
A unit below the top level ends before the page number and running header that may follow
its text (:mod:`.contract_page_ends`); the top-level units still tile the text.
Sections are structural (preamble, recitals, signatures, schedules and everything under a
schedule) or come from the title (a unit titled "Definitions" and all its descendants).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...boundaries import text_end
from ..tree import ClauseNode, DocumentSection
from .contract_bodiless import bodiless_title
from .contract_credits import before_credit, credit_starts
from .contract_page_ends import before_page_furniture
from .contract_recitals import recital_items

__all__ = [
    "Proto",
    "build_nodes",
    "is_definitions_title",
    "proto",
    "recital_protos",
    "unit_labels",
]

_SCHEDULE_KINDS = frozenset({"schedule", "exhibit", "annex", "appendix"})
_ROMAN_STYLES = frozenset({"(i)", "(I)", "i.", "I.", "i)"})
_WORD_LABEL = {"§": "§", "§§": "§§"}
_NORMALISE = re.compile(r"[^a-z0-9 ]+")


# A node before its end, parent and section are known: (start, depth, kind, identifier,
# number, title, heading_end). A plain tuple: the parser makes one per clause.
Proto = tuple[int, int, str, str, str, "str | None", int]


def proto(
    start: int,
    depth: int,
    kind: str,
    identifier: str,
    number: str,
    title: str | None,
    heading_end: int,
) -> Proto:
    """A :data:`Proto` with its fields named."""
    return (start, depth, kind, identifier, number, title, heading_end)


def recital_protos(text: str, start: int, end: int) -> list[Proto]:
    """A node for each numbered recital in the recitals section ``[start, end)`` ("(A) The
    Supplier carries on ...", "(B) ..."), under it: "Recital (B)" then resolves to it."""
    return [
        proto(pos, 2, "recital", f"Recital {token}", token, None, pos)
        for pos, token in recital_items(text, start, end)
    ]


# Cached: a document repeats the same few labels ("1.1" as a subclause at depth 2), and the
# tree builder asks for one per clause.
@lru_cache(maxsize=4096)
def unit_labels(
    fam: str, word: str, tok: str, style: str, value: tuple[int, ...], depth: int, in_schedule: bool
) -> tuple[str, str, str]:
    """(kind, identifier, number) for an accepted marker."""
    number = tok.rstrip(".")
    if fam == "sched":
        kind = word if word in _SCHEDULE_KINDS else "schedule"
        # A schedule with no number ("THE SCHEDULE") is named by its word alone.
        return kind, f"{word.capitalize()} {number}".rstrip(), number
    if fam == "unit":
        if word == "ordinal":  # "FIRST:" is named by its ordinal alone
            return "clause", number, number
        return word, f"{word.capitalize()} {number}", number
    if fam == "sec":
        label = _WORD_LABEL.get(word, word.capitalize())
        kind = "section" if word.startswith("§") else word
        return kind, f"{label} {number}", number
    if fam == "dec":
        kind = "paragraph" if in_schedule else "clause" if len(value) == 1 else "subclause"
        return kind, number, number
    if fam == "caps":
        return "heading", tok, ""
    # enumerators: (a), (i), a., A), ...
    ident = f"({tok})" if style.startswith("(") else tok + style[-1]
    if depth == 1:
        return "clause", ident, tok
    return ("subparagraph" if style in _ROMAN_STYLES else "paragraph"), ident, tok


@lru_cache(maxsize=32)
def _first_words(headings: tuple[str, ...]) -> tuple[str, ...]:
    """The first word of each definitions heading, cut to six letters ("definitions" ->
    "defini"), for a quick test that a title may name the definitions."""
    return tuple(dict.fromkeys(h.split(" ", 1)[0][:6] for h in headings))


def is_definitions_title(title: str | None, headings: tuple[str, ...]) -> bool:
    """A title naming the definitions unit: equal to, starting or ending with a definitions
    heading of the profile, or containing its first (main) heading as a whole word."""
    if not title or not headings:
        return False
    low = title.lower()
    if not any(k in low for k in _first_words(headings)):
        return False  # none of the headings' first words: the common case, decided fast
    t = " ".join(_NORMALISE.sub(" ", low).split())
    if not t or len(t.split()) > 8:
        return False
    main = headings[0]
    for h in headings:
        # "Usage and Definitions" names the definitions; "Construction and Interpretation"
        # is boilerplate: a trailing match counts for the main heading or a long one only.
        if t == h or t.startswith(h + " ") or (t.endswith(" " + h) and (h == main or " " in h)):
            return True
    return f" {main} " in f" {t} "


_OPERATIVE = DocumentSection.OPERATIVE
_SCHEDULES = DocumentSection.SCHEDULES
_DEFINITIONS = DocumentSection.DEFINITIONS
_ZONE_SECTIONS = {
    "preamble": DocumentSection.PREAMBLE,
    "recitals": DocumentSection.RECITALS,
    "recital": DocumentSection.RECITALS,
    "signatures": DocumentSection.SIGNATURES,
}
_INHERITED = frozenset({_SCHEDULES, _DEFINITIONS})
_GROUP_KINDS = frozenset({"chapter", "subchapter", "part", "subpart", "title", "subtitle"})
# The units a code's source credit belongs to: its sections and the groups over them.
_CODE_UNITS = _GROUP_KINDS | {"section", "article", "division"}


def _start(p: Proto) -> int:
    return p[0]


def _ends_and_parents(text: str, protos: list[Proto]) -> tuple[list[int], list[int | None]]:
    """Each node's end (the start of the next node at its depth or shallower, trailing
    whitespace dropped; the last ones at the last non-blank character) and parent index."""
    n = len(protos)
    ends = [0] * n
    parents: list[int | None] = [None] * n
    open_: list[int] = []
    depths: list[int] = []  # depths of the open nodes
    credits = credit_starts(text)  # "(Pub. L. 90–284, ...)": a code section's, not a subsection's
    for i, p in enumerate(protos):
        depth = p[1]
        if depths and depths[-1] >= depth:
            bound = text_end(text, p[0])  # the same bound for every unit closed here
            # A page's footer and header after a unit's text are not part of it; top-level
            # units tile the text all the same (the furniture stays in one of them).
            page = before_page_furniture(text, bound)
            while depths and depths[-1] >= depth:
                k_depth = depths.pop()
                k = open_.pop()
                start = protos[k][0]
                if start < page and k_depth > 1:
                    ends[k] = page
                else:
                    ends[k] = start if start > bound else bound
                if credits and k_depth > 1 and protos[k][2] not in _CODE_UNITS:
                    ends[k] = before_credit(credits, start, ends[k])
        parents[i] = open_[-1] if open_ else None
        open_.append(i)
        depths.append(depth)
    last = text_end(text, len(text))
    page = before_page_furniture(text, last)
    for k in open_:
        ends[k] = page if protos[k][0] < page and protos[k][1] > 1 else last
        if credits and protos[k][1] > 1 and protos[k][2] not in _CODE_UNITS:
            ends[k] = before_credit(credits, protos[k][0], ends[k])
    return ends, parents


def build_nodes(
    text: str, protos: list[Proto], definitions: tuple[str, ...]
) -> tuple[ClauseNode, ...]:
    """Nodes in document order with parents, tiled ends and sections.

    Sections are structural (preamble, recitals, signatures, schedules and all under them) or
    come from a title naming the definitions (a unit at depth 1 or 2 and its descendants)."""
    protos = sorted(protos, key=_start)
    ends, parents = _ends_and_parents(text, protos)
    nodes: list[ClauseNode] = []
    sections: list[DocumentSection] = []
    seen: dict[str, bool] = {}  # titles already judged
    zones = _ZONE_SECTIONS
    heads = set(parents)  # units with sub-units
    for i, (start, depth, kind, ident, number, title, heading_end) in enumerate(protos):
        par = parents[i]
        leaf = i not in heads and kind != "heading"  # a heading line is its own title
        if title is not None and leaf and bodiless_title(text, title, heading_end, ends[i]):
            # "1.1 Helpdesk support on Business Days." / "1.2 ...": the unit's text, no title.
            title, heading_end = None, start
        section = zones.get(kind)
        if section is None:
            if depth == 1 and kind in _SCHEDULE_KINDS:
                section = _SCHEDULES
            elif par is not None and sections[par] in _INHERITED:
                section = sections[par]
            elif title is not None and (depth <= 2 or protos[par or 0][2] in _GROUP_KINDS):
                # Deeper units inherit their parent's, unless the parent only groups
                # sections ("CHAPTER 41" / "SUBCHAPTER I" / "§ 1602. Definitions").
                hit = seen.get(title)
                if hit is None:
                    hit = seen[title] = is_definitions_title(title, definitions)
                section = _DEFINITIONS if hit else _OPERATIVE
            else:
                section = _OPERATIVE
        sections.append(section)
        end = ends[i]
        if heading_end > end:
            # A title read on into the next unit's heading (a flattened Markdown line "#
            # ARTICLE II - COSTS **ARTICLE III - TERM**"): it stops where that unit starts.
            title = title_before(text, start, end, title)
            heading_end = end
        if heading_end < start:
            heading_end = start
        # Positional arguments (start, end, depth, kind, identifier, number, title,
        # heading_end, section, parent): a frozen dataclass builds markedly faster so.
        nodes.append(
            ClauseNode(start, end, depth, kind, ident, number, title, heading_end, section, par)
        )
    return tuple(nodes)


# Markup and separators left at the end of a cut title ("COSTS **", "Terms #", "Fees -").
_CUT_TAIL = " \t\r\n*#_-–—:|"


def title_before(text: str, start: int, end: int, title: str | None) -> str | None:
    """The part of ``title`` whose words all stand, in order, in ``text[start:end]``: the
    title of a unit cut where the next unit starts; None when nothing of it is left."""
    if title is None:
        return None
    seg = text[start : min(end, start + _TITLE_REACH)]
    k = 0
    cut = 0
    for m in _WORD.finditer(title):
        at = seg.find(m.group(), k)
        if at < 0:
            break
        k = at + len(m.group())
        cut = m.end()
    return title[:cut].rstrip(_CUT_TAIL) or None


_WORD = re.compile(r"[^ \t\r\n]{1,200}")
_TITLE_REACH = 2000  # characters after a unit's start its title stands in
