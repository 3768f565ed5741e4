"""The scope of a definition an Act limits to one of its units: "In this Part, "qualifying
worker" means ...", "(1) In this section— ...", "For the purposes of this Division, ...",
"In this section, the term ‘‘covered data’’ means ..." (a US Code section), "For the purposes
of this clause 14, ..." (the unit named by its number too: only when that number is the
unit's around the definition). Such a definition
applies in that unit only; its scope is the unit's label ("Part 2", "Division 1", "10"), as a
schedule's own definitions are scoped to the schedule. "In this Act" or "In this Agreement"
scopes nothing.

The phrase counts where it introduces the definition: before the term on the term's own line,
or opening the first line of the unit that holds the definition (or of that unit's parent)
when that line introduces a list ("(1) In this Part—", "In this section:").
"""

from __future__ import annotations

import re

from ._treeindex import SCHEDULE_KINDS, TreeIndex, norm_token

__all__ = ["unit_scope", "units_around"]

_PHRASE = re.compile(
    r"(?<![\w])(?:In|in|For[ \t]+the[ \t]+purposes[ \t]+of|for[ \t]+the[ \t]+purposes[ \t]+of)"
    r"[ \t]+this[ \t]+(?P<w>Part|Chapter|Division|Subdivision|Subpart|Title|Subtitle|Section"
    r"|section|Article|article|Regulation|regulation|Rule|rule|Clause|clause)(?![\w])"
    # the unit's own number may follow: "For the purposes of this clause 14, ..."
    r"(?:[ \t]+(?P<n>[0-9]{1,4}(?:\.[0-9]{1,3}){0,3}[A-Z]?|[IVXLC]{1,6})(?![\w]|\.[0-9]))?"
)
# Units grouping sections, named by the same word as their kind
_GROUPS = frozenset(("part", "chapter", "division", "subdivision", "subpart", "title", "subtitle"))
# Units below a section: "In this section" in one of them means the section around them
_BELOW = frozenset(("subclause", "paragraph", "point", "subpoint", "item"))
_SAME_LINE = 160  # how far back on its line the phrase may stand before a term
_LIST_INTRO = (":", "—", "–", "-", ":-")


# What may stand between the phrase and the term it introduces: a comma, a colon or a dash,
# then maybe an article and "term": "In this Part, "worker" means", "In this section, the
# term ‘‘covered data’’ means"
_ARTICLES = frozenset(("the", "a", "an"))
_TERM_WORDS = frozenset(("term", "terms", "expression", "expressions", "word", "words"))


def unit_scope(text: str, index: TreeIndex, pos: int) -> str:
    """The label of the unit a phrase such as "In this Part" limits the definition written
    at ``pos`` to, or "document"."""
    inner = index.innermost(pos)
    if inner is None:
        return "document"
    lo = max(0, pos - _SAME_LINE)
    line = text.rfind("\n", lo, pos) + 1 or lo
    found = _last(text, line, pos, True)
    if found is None:
        for i in (inner, index.nodes[inner].parent):
            if i is None:
                break
            node = index.nodes[i]
            eol = text.find("\n", node.start, min(node.end, node.start + _SAME_LINE))
            if eol < 0 or eol >= pos or not text[node.start : eol].rstrip().endswith(_LIST_INTRO):
                continue
            found = _last(text, node.start, eol, False)
            if found is not None:
                break
    if found is None:
        return "document"
    word, number = found
    unit = _unit(index, inner, word.lower())
    if unit is not None and number:
        unit = _numbered(index, inner, word.lower(), number)
    return index.label(unit) if unit is not None else "document"


def _last(text: str, start: int, end: int, to_term: bool) -> tuple[str, str] | None:
    """The unit word of the last scoping phrase in ``text[start:end]`` when it introduces
    what follows: the term at ``end`` (``to_term``: only a comma, "the term" between them),
    or the list a line ending at ``end`` introduces (no sentence ends after the phrase)."""
    last = None
    for m in _PHRASE.finditer(text, start, end):
        last = m
    if last is None:
        return None
    rest = text[last.end() : end]
    got = (last.group("w"), last.group("n") or "")
    if to_term:
        return got if _to_term(rest) else None
    near = last.start() - start <= 40 and len(rest) <= 60  # "(b) DEFINITIONS.—In this section:"
    return got if near and ". " not in rest else None


def _to_term(rest: str) -> bool:
    """Whether ``rest`` (between the phrase and the term) is only what ``_TERM_WORDS`` says."""
    rest = rest.lstrip(" \t")
    if rest[:1] in (",", ":", "—", "–"):
        rest = rest[1:]
    words = rest.split()
    if words and words[0] in _ARTICLES:
        words = words[1:]
    if words and words[0] in _TERM_WORDS:
        words = words[1:]
    return not words and (not rest or rest[-1] in " \t\n")


def _unit(index: TreeIndex, inner: int, word: str) -> int | None:
    """The unit holding node ``inner`` that ``word`` names: the nearest one of that kind, or
    for a section (an article, a regulation ...) the unit below the groups of sections."""
    nodes = index.nodes
    i: int | None = inner
    below: int | None = None
    while i is not None:
        kind = nodes[i].kind
        if kind == word:
            return i
        if word not in _GROUPS and kind not in _GROUPS and kind not in _BELOW:
            below = i if below is None else below
        i = nodes[i].parent
    return below if word not in _GROUPS else None


def _numbered(index: TreeIndex, inner: int, word: str, number: str) -> int | None:
    """The unit holding node ``inner`` that "this clause 14" names: the one numbered
    ``number`` of that kind (or, for a section, an article ..., of a kind below the groups
    of sections); None when the number is no unit's around the definition."""
    nodes = index.nodes
    i: int | None = inner
    while i is not None:
        node = nodes[i]
        kind_ok = node.kind == word or (word not in _GROUPS and node.kind not in _GROUPS)
        own = node.number.strip() and norm_token(node.number, node.kind)
        if kind_ok and own == norm_token(number, node.kind):
            return i
        i = node.parent
    return None


def units_around(
    index: TreeIndex, units: frozenset[str], chain: tuple[int, ...], schedule: str | None
) -> tuple[str, ...]:
    """The scopes that apply at the node whose ancestors (itself last) are ``chain``: the
    labels of those of them in ``units`` that are no schedule, innermost first, then
    ``schedule`` (the schedule's scope as the caller names it); () when none of them limits a
    definition."""
    nodes = index.nodes
    labels = (index.label(i) for i in reversed(chain) if nodes[i].kind not in SCHEDULE_KINDS)
    out = tuple(label for label in labels if label in units)
    if not out:
        return ()
    return out if schedule is None else (*out, schedule)
