"""Definitions as statutes print them once their type faces are gone: a lower-case term with no
quotation marks opening a line of a Definitions unit, as Australian and Canadian Acts set the
term in bold or bold italics ("business means any profession, trade ...", "personal
information means information about an identifiable individual. (renseignement
personnel)"); and the label the Justice Laws website prints before each marginal note
("Marginal note:Definitions"), which is a heading, never a term.

A bilingual Act closes each definition with the term in its other language, in brackets
("... identifiable individual. (renseignement personnel)", "... sale. (vente)"): that bracket
is no part of the definition, which ends at its full stop (:func:`before_equivalent`).

An unquoted lower-case line is read as a definition only inside a Definitions unit (a unit
titled "Definitions" or "Interpretation", or one whose first line introduces a list: "In this
Act:"), when it opens an entry (the line before ends a sentence, an item or a bracket, or the
unit's heading), and when its words end at "means", "has the meaning" or "includes". Elsewhere
"the Company means business" is a sentence, not a definition.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex
from .definitions_found import Found, word_set
from .structure.contract_bare import note_label_end

__all__ = ["before_equivalent", "statute_lines"]

# A term of one to six words, the first in lower case, then the verb. Words are apart by one
# blank and hold no blank: each split is the only one, nothing to backtrack over.
_LOWER_LINE = re.compile(
    r"(?m)^[ \t]{0,8}(?P<t>[a-z][a-z0-9'’\-]{0,30}"
    r"(?:[ \t][A-Za-z0-9][A-Za-z0-9'’\-]{0,30}){0,5}?)"
    r"[ \t]+(?P<v>means|has[ \t]+the[ \t]+(?:same[ \t]+)?meaning|includes)(?![\w])"
)
# Words that open a sentence or a wrapped line, never a defined term
_NOT_FIRST = word_set(
    "a an the this that these those it its such any each every which where when and or but "
    "if in for of to by on as at with from nothing no all"
)
# How the line before an entry ends: a sentence, an item, an introduction, a bracket (the
# French term a Canadian definition ends with)
_ENTRY_BEFORE = (".", ";", ":", ")", "; and", "; or", "—", "-")


def statute_lines(
    text: str, index: TreeIndex, units: list[int], found: list[Found], verbs: list[int]
) -> list[Found]:
    """``found`` (the unquoted line definitions) without those a marginal note's label made
    ("Marginal note:Notice"), and with the lower-case unquoted entries of the Definitions
    units ``units`` (titled, or introducing a list); ``verbs`` gets where each new entry's
    defining text starts."""
    out = [f for f in found if not _labelled(text, f.start)]
    taken = {f.at for f in out}
    for u in units:
        node = index.nodes[u]
        for m in _LOWER_LINE.finditer(text, node.heading_end, node.end):
            term = m.group("t")
            if term.split()[0] in _NOT_FIRST or m.start("t") in taken:
                continue
            if not _opens_entry(text, m.start(), node.heading_end):
                continue  # a wrapped line of the definition before: "... and a\nperson means"
            t = m.start("t")
            out.append(Found(term, t, t, -1, m.start("v"), -1, True))
            verbs.append(m.end())
    return out


def _labelled(text: str, pos: int) -> bool:
    """Whether the line holding ``pos`` opens with a "Marginal note:" label."""
    line = text.rfind("\n", max(0, pos - 200), pos) + 1
    if line == 0 and pos > 200:
        return False
    return note_label_end(text, line) != line


def _opens_entry(text: str, line: int, first: int) -> bool:
    """Whether the line at ``line`` opens an entry: the unit's first line of text, or the line
    before ends an entry, a sentence or an introduction, or a blank line comes between."""
    if line <= first:
        return True
    before = text[max(first, line - 80) : line]
    if before.endswith(("\n\n", "\n \n")) or not before.strip():
        return True
    return before.rstrip().endswith(_ENTRY_BEFORE)


_EQUIVALENT_REACH = 80  # how far back from a definition's end its other-language term starts


def before_equivalent(text: str, start: int, end: int) -> int:
    """Where the definition ``text[start:end]`` ends without the other-language term a
    bilingual Act closes it with after a full stop or semicolon ("... individual.
    (renseignement personnel)"): before that bracket; ``end`` when there is none (a bracket
    of words in lower case, one to six, letters only)."""
    if end - start < 4 or text[end - 1] != ")":
        return end
    opening = text.rfind("(", max(start, end - _EQUIVALENT_REACH), end - 1)
    if opening <= start:
        return end
    words = text[opening + 1 : end - 1].split()
    if not 1 <= len(words) <= 6 or not words[0][:1].islower():
        return end
    if not all(w.replace("'", "").replace("’", "").replace("-", "").isalpha() for w in words):
        return end
    before = opening
    while before > start and text[before - 1] in " \t\n":
        before -= 1
    return before if before > start and text[before - 1] in ".;" else end
