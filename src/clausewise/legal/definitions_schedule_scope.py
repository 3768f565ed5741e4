"""The scope of a definition written inside a schedule, and the schedule brackets that only
recall a term the agreement defines elsewhere.

A definition inside a schedule (exhibit, annex, appendix, attachment) is scoped to it (its
label, as :meth:`TreeIndex.label` names the schedule: "Attachment A", "Exhibit 2(b)") when
the term is also defined outside schedules (a redefinition), or when "In this Schedule" (or
the like) comes before it in the schedule. Chunks find a schedule's scope by the same label.

A schedule often repeats a term of the main terms in a bracket without defining it anew: a
task list's "(Hosting Service Ready Date)" after the step that reaches that date, or
"the IBM Contact for some Services ("IBM Contact")". Such a bracket recalls the term: it is no
redefinition when the term is written without quotation marks (drafting introduces a new
definition in quotes), or when the phrase before it is the term itself, narrowed by the words
after it. Either is no definition at all: the term keeps its meaning there.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex
from .definitions_found import Found
from .definitions_unit_scope import unit_scope

__all__ = ["ScheduleScopes", "recalled"]

# "In this Schedule", "for the purposes of this Exhibit". It opens with a plain character class
# (every character "(?i)i" or "(?i)f" matches) that the engine skips to, then checks that
# letter again case-blind behind it: the same matches as "(?i:\b(?:in|for ...)...)", found
# without trying the whole pattern at every word boundary of a schedule.
_SCOPE_PHRASE = re.compile(
    r"[IiFf\u0130\u0131](?<=\b.)(?i:(?<=i)n|(?<=f)or\s+the\s+purposes?\s+of)"
    r"(?i:\s+this\s+(?:schedule|exhibit|annex|appendix|attachment)\b)"
)
_WORD = re.compile(r"\w")


class ScheduleScopes:
    """The scope of each definition. A definition in a schedule is scoped to it when the
    term is also defined outside schedules, or when "In this Schedule" (or the like) comes
    before it in the schedule. Each schedule is searched for that phrase once."""

    def __init__(self, text: str, index: TreeIndex, outside: set[str]) -> None:
        self.text, self.index, self.outside = text, index, outside
        self.phrase: dict[int, re.Match[str] | None] = {}

    def __call__(self, f: Found) -> str:
        index = self.index
        sched = index.schedule_of(index.innermost(f.start))
        if sched is not None and (f.term in self.outside or self._phrase_before(sched, f.start)):
            return index.label(sched)
        return unit_scope(self.text, index, f.start)  # "In this Part, "worker" means"

    def _phrase_before(self, sched: int, pos: int) -> bool:
        """Whether the phrase occurs in the schedule before ``pos`` (ends by ``pos``)."""
        text, node = self.text, self.index.nodes[sched]
        if sched not in self.phrase:
            self.phrase[sched] = _SCOPE_PHRASE.search(text, node.start, node.end)
        first = self.phrase[sched]
        if first is not None and first.end() <= pos:
            return True
        # The first phrase of the schedule ends after ``pos``: the search up to ``pos`` can
        # only succeed where cutting the text at ``pos`` makes the closing word boundary
        # hold, mid-word, or where the first phrase straddles ``pos``; search then.
        straddles = first is not None and first.start() < pos
        mid_word = (
            0 < pos < len(text)
            and bool(_WORD.match(text, pos - 1))
            and bool(_WORD.match(text, pos))
        )
        if straddles or mid_word:
            return _SCOPE_PHRASE.search(text, node.start, pos) is not None
        return False


def recalled(
    text: str, index: TreeIndex, found: list[Found], outside: set[str], bare: set[int]
) -> set[int]:
    """Indices of the brackets in ``found`` that a schedule writes after a phrase to recall a
    term defined outside schedules (``outside``), not to redefine it: the term unquoted (its
    position ``at`` in ``bare``), or the phrase before the bracket led by the term."""
    out: set[int] = set()
    for i, f in enumerate(found):
        if f.term not in outside or f.def_end < 0 or f.def_end > f.at:
            continue  # no bracket after its phrase: '"Outage" means ... the Outage ...'
        if index.schedule_of(index.innermost(f.start)) is None:
            continue
        if f.at in bare or _leads(text, f.def_start, f.def_end, f.term):
            out.add(i)
    return out


_LEAD = re.compile(r"(?:(?:[Tt]he|[Aa]n?|[Aa]ny|[Ee]ach|[Ss]uch|[Tt]his)[ \t\n]+)?")


def _leads(text: str, start: int, end: int, term: str) -> bool:
    """Whether the phrase ``text[start:end]`` is the term itself, used with words that
    narrow it ("the IBM Contact for some Services"): an article at most, the term, then a
    word in lower case. A name that goes on in capitals ("Adaptimmune LLC") is no use."""
    at = _LEAD.match(text, start, end)
    pos = at.end() if at is not None else start
    if not text.startswith(term, pos) or pos + len(term) + 2 > end:
        return False
    after = pos + len(term)
    return text[after] in " \t\n" and text[after + 1].islower()
