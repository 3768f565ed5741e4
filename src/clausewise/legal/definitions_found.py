"""What the definition finders share: the record of a definition found, term checks, lines
and the Definitions units of a document."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from ._treeindex import TreeIndex
from .jurisdiction import JurisdictionProfile
from .structure.legislation_scan import quoted_blocks

__all__ = [
    "CITED_BEFORE",
    "COLLECTIVE",
    "Found",
    "clean",
    "definition_units",
    "line_of",
    "line_start",
    "line_term",
    "listed_units",
    "outside_quotations",
    "sentence_end",
    "term_ok",
    "word_set",
]


def word_set(words: str) -> frozenset[str]:
    """The words of a space-separated list, as a set."""
    return frozenset(words.split())


# A bracket that sums up a list: "(collectively, the "Services")".
COLLECTIVE = re.compile(r"(?i:\b(?:collectively|together|jointly|all\s+of\s+which)\b)")


# "clause 5 (Confidentiality)", "Schedule A (Services)", 'Section 2 ("Confidentiality")': a
# unit cited just before a bracket, whose heading the bracket then gives (a hard wrap may
# fall between them). Searched in a short window that ends at the bracket.
CITED_BEFORE = re.compile(
    r"(?i:\b(?:clauses?|sections?|articles?|paragraphs?|schedules?|parts?|annex(?:es)?"
    r"|appendi(?:x|ces)|exhibits?|rules?|regulations?|chapters?|items?|points?)"
    r"[ \t\n]+[\w.()\-]{1,12}[ \t\n]*)\Z"
)


@dataclass(slots=True)
class Found:
    term: str
    at: int  # where the term itself is written
    start: int  # span start of the whole definition
    end: int
    def_start: int  # where the definition text starts (the verb, or the noun phrase)
    def_end: int  # where it ends (-1: to be found, for a list-like entry)
    list_like: bool  # a "X means" entry: the next one ends it


def clean(text: str) -> str:
    return " ".join(text.split())


_CURRENCY_SIGNS = frozenset({"$", "£", "€", "US$", "A$", "C$"})


def term_ok(term: str, legislation: bool) -> bool:
    words = term.split()
    if term in _CURRENCY_SIGNS:
        return True  # '"Dollars" and "$" mean the lawful currency of the United States'
    if not words or len(words) > 10 or term[-1] in ".?!,;:" or not term[0].isalnum():
        return False
    return legislation or term[0].isupper() or term[0].isdigit()


# How far back the start of a line is looked for before a list item or a line-led term: an
# indent and a short marker at most. A document of one long line must not cost a scan of
# itself per candidate.
_LINE_REACH = 400
_LEAD_MARKER = re.compile(r"[ \t]*(?:\(?[0-9a-zA-Z]{1,4}[.)][ \t]*)?")


def line_of(text: str, pos: int) -> int:
    """Start of the line holding ``pos``, or -1 when it is more than ``_LINE_REACH`` back."""
    lo = max(0, pos - _LINE_REACH)
    nl = text.rfind("\n", lo, pos)
    return -1 if nl < 0 and lo > 0 else nl + 1


def line_start(text: str, pos: int) -> bool:
    """Whether only an indent and a short item marker come before ``pos`` on its line."""
    line = line_of(text, pos)
    return line >= 0 and _LEAD_MARKER.fullmatch(text, line, pos) is not None


def definition_units(index: TreeIndex, profile: JurisdictionProfile) -> list[int]:
    """The outermost nodes titled as a Definitions unit ("Definitions", "Interpretation")."""
    out: list[int] = []
    for i, node in enumerate(index.nodes):
        title = (node.title or "").strip().lower().rstrip(".:")
        named = title in profile.definitions_headings or title.startswith("definition")
        if title and named and (not out or not index.in_subtree(i, out[-1])):
            out.append(i)
    return out


def listed_units(index: TreeIndex, text: str, titled: list[int]) -> list[int]:
    """The outermost untitled nodes, outside the ``titled`` Definitions units, whose first
    line introduces a list of definitions ("1.1 In this Agreement the following definitions
    apply:", "1.1 In this Agreement:")."""
    out: list[int] = []
    for i, node in enumerate(index.nodes):
        if node.title or (out and index.in_subtree(i, out[-1])):
            continue
        if _introduces_list(text, node.heading_end, node.end) and not any(
            index.in_subtree(i, t) for t in titled
        ):
            out.append(i)
    return out


# The words of a line introducing a list of definitions
_INTRO_WORDS = ("definitions", "meanings", "meaning:")


def _introduces_list(text: str, start: int, end: int) -> bool:
    """Whether the line at ``start`` (a unit's first) ends in a colon and introduces a list
    of definitions: "In this Agreement the following definitions apply:", "In this
    Agreement:", "the following words have the following meanings:"."""
    eol = text.find("\n", start, min(end, start + 160))
    line = text[start : eol if eol >= 0 else min(end, start + 160)].strip()
    if not line.endswith(":") or line.count(" ") > 20:
        return False
    lower = line.lower()
    if any(w in lower for w in _INTRO_WORDS):
        return True
    # "In this Agreement:", "In these Terms and Conditions:"
    words = line[:-1].split()
    if words and (words[0][:1] == "(" or words[0][:1].isdigit()):
        words.pop(0)  # the unit's number: "1.1", "(a)"
    return (
        2 <= len(words) <= 5
        and words[0] == "In"
        and words[1] in ("this", "these")
        and all(w[:1].isupper() or w == "and" for w in words[2:])
    )


def outside_quotations(text: str, found: list[Found]) -> list[Found]:
    """Definitions not inside text an amending provision quotes ("point (1)(c) is replaced by
    the following: '(c) "harmonised standard" means ...'"): they define the amended act's
    terms, not this act's."""
    blocks = quoted_blocks(text)
    if not blocks:
        return found
    starts = [a for a, _ in blocks]
    out = []
    for f in found:
        k = bisect_right(starts, f.start) - 1
        if k < 0 or f.start >= blocks[k][1]:
            out.append(f)
    return out


# Lower-case words that make an unquoted line's subject a rule of interpretation about terms,
# not a term: "Capitalised terms used in this Agreement have the meanings given in Schedule
# 1", "Words defined in the Companies Act have the same meanings" ("Terms of Use" is a term).
_RULE_WORDS = word_set(
    "terms words expressions phrases used defined capitalised capitalized this these herein "
    "hereof hereunder otherwise"
)


def line_term(lm: re.Match[str]) -> str | None:
    """The term of a definitions-list line, or None when another finder reads the line (a
    quoted term before "means" or a colon). A quoted term before a dash ("'Good Industry
    Practice' - the standards ...") loses its closing quotation mark; an unquoted one keeps
    an apostrophe of its own ("Partners' Fund: ...")."""
    term = lm.group("t")
    if not lm.group("q"):
        if any(w in _RULE_WORDS for w in term.split()):
            return None  # "Capitalised terms used in this Agreement have the meanings ..."
        return term
    if not lm.group("d") and lm.group("g") is None:
        return None
    return term[:-1] if term[-1:] in "\"\u201d'\u2019" else term


# The end of a sentence: a full stop after a lower-case word (not "Inc.", "U.S.") or a
# closing bracket, before a capital that opens no continuation of the definition ("It also
# includes", "For purposes of clarity, ...", "A Person shall be deemed to control ..."), nor
# an abbreviated word of a citation ("given in Treas. Reg. § 1.409A-1(h)").
_SENTENCE_END = re.compile(
    r"(?:(?<=[a-z]{3})|(?<=[a-z0-9]\)))\.[ \t]+"
    r"(?=[A-Z])(?![A-Z][a-z]{0,5}\.[ \t])"
    r"(?!(?:It|Its|This|These|Those|They|Such|For|In|Including|Each|Any|An?|Without"
    r"|Neither|Nor|Except|Provided|However|Also|Further)\b)"
)
# A list or a colon in the definition: its items run over sentences ("means: (i) Breach.
# Consultant's material breach ...").
_LIST_IN = re.compile(r":|\((?:i|a|1|A)\)")


def sentence_end(text: str, start: int, end: int, term: str) -> int:
    """The end of the definition of ``term`` written in running text, not opening its line:
    its first sentence (the text after it is the clause's, not the definition's), and each
    next one that goes on with it (see ``_SENTENCE_END``) or opens naming the term again
    ("The ICF must be signed by ..."); ``end`` when it sets out a list or has one sentence."""
    if _LIST_IN.search(text, start, end) is not None:
        return end
    low = term.lower()
    for stop in _SENTENCE_END.finditer(text, start, end):
        if text.count('"', start, stop.start()) % 2:
            continue  # inside a quotation: '"All Items. United States"'
        opening = " ".join(text[stop.end() : min(end, stop.end() + 80)].split()[:5]).lower()
        if low not in opening:
            return stop.start() + 1
    return end
