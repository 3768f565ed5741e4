"""Bare section numbers of a code: "Section 409A", "Section 280G", "Section 162(m)".

US employment and equity agreements cite the Internal Revenue Code by section number alone:
"each payment is a separate payment for purposes of Section 409A", "the excise tax imposed by
Section 4999". Read against the agreement's own tree these are unresolved internal references
to a Section 409A the agreement does not have. They are external when the document's own
numbering cannot hold them:

- a number with a capital-letter suffix ("409A", "280G", "83B") whose number is none of the
  document's own ("Section 7A" in an agreement with a Section 7 may be a section inserted by
  an amendment, so it stays internal);
- a plain number far beyond the document's numbering ("Section 4999", "Section 162(m)" in an
  agreement of twelve sections), when the document cites a code for it to belong to.

The citation names a code only when the document defines one as "the Code" ('the Internal
Revenue Code of 1986, as amended (the "Code")'); a document may cite several codes, and a
guessed name would be a wrong pointer. "Section 4.2" or "Section 5(a)" is never touched, nor a
reference the tree resolves.
"""

from __future__ import annotations

import re

from ._anchored import anchored_finditer
from ._treeindex import TreeIndex
from .citations import Citation, find_citations, head_noun

__all__ = ["CodeSections"]

_NUMBER_RE = re.compile(r"(?P<n>\d{1,5})(?P<suffix>[A-Z]?)")
_LEAD_RE = re.compile(r"\d{1,5}")
# A plain number is "far beyond" the document's numbering when it is above both twice the
# highest number there and that number plus this margin: a section the structure reader
# missed near the end of the agreement stays internal.
_MARGIN = 10
# The defined term "Code" in quotes, and how far from it the code's name may be written.
_DEFINED_RE = re.compile(r"[\"“”]Code[\"“”]")
# Its matches are found from the word (``str.find``), not by testing every character.
_DEFINED_ANCHORS = (("Code", -1),)
_NEAR = 40


class CodeSections:
    """Decides, for one document, whether a bare unresolved "Section N" cites a code."""

    def __init__(
        self, text: str, index: TreeIndex, key: str, memo: dict[int, Citation | None] | None = None
    ) -> None:
        """``memo``: ``citation_at`` results by position, shared with the caller's own reads."""
        self._text, self._index, self._key = text, index, key
        self._memo: dict[int, Citation | None] = {} if memo is None else memo
        self._leads: set[int] | None = None
        self._code_read: tuple[bool, dict[str, str] | None] | None = None

    def _own_numbers(self) -> set[int]:
        """The leading numbers of the main body's units: {1, 2, ..., 12} for "1." ... "12.3"."""
        if self._leads is None:
            leads: set[int] = set()
            for i, node in enumerate(self._index.nodes):
                m = _LEAD_RE.match(node.number.strip("( "))
                if m is not None and self._index.schedule_of(i) is None:
                    leads.add(int(m.group()))
            self._leads = leads
        return self._leads

    def _codes(self) -> tuple[bool, dict[str, str] | None]:
        """(whether the document cites any code, the code it defines as "the Code")."""
        if self._code_read is None:
            codes = [
                (start, end, cite)
                for start, end, _, cite in find_citations(self._text, self._key, self._memo)
                if head_noun(cite.get("act", "")) == "code"
            ]
            self._code_read = (bool(codes), _defined_code(self._text, codes))
        return self._code_read

    def cite(self, main: str, pin: str) -> dict[str, str] | None:
        """The external citation for a bare "Section ``main``" (pinpoint ``pin``, e.g.
        "162(m)") the tree did not resolve, or ``None`` when it may be the document's own."""
        m = _NUMBER_RE.fullmatch(main)
        own = self._own_numbers()
        if m is None or not own:
            return None  # "Section 4.2", or a document whose numbering we do not know
        number = int(m.group("n"))
        if number in own:
            return None
        cites_code, code = self._codes()
        if not m.group("suffix"):
            top = max(own)
            if number <= max(2 * top, top + _MARGIN) or not cites_code:
                return None  # a large number alone may be a page or a misread clause
        base = dict(code) if code is not None else {"jurisdiction": self._key}
        return {**base, "section": pin}


def _defined_code(text: str, codes: list[tuple[int, int, dict[str, str]]]) -> dict[str, str] | None:
    """The code a definition of "Code" names: 'the Internal Revenue Code of 1986, as amended
    (the "Code")' or '"Code" means the Internal Revenue Code of 1986'. A document citing the
    Bankruptcy Code for one clause does not make every bare section number a Bankruptcy Code
    section: without such a definition no code is named."""
    for m in anchored_finditer(_DEFINED_RE, text, _DEFINED_ANCHORS):
        for start, end, cite in codes:
            if 0 <= m.start() - end <= _NEAR or 0 <= start - m.end() <= _NEAR:
                return {"act": cite["act"], "jurisdiction": cite["jurisdiction"]}
    return None
