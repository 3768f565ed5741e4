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
from functools import lru_cache

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
# How far from the defined term in quotes ('"Code"') the statute's name may be written.
_NEAR = 40
# Statutes a document defines by their head word alone, then cites "of the Act": '"Act"
# means the Companies Act, 2013', 'the Companies Act 2006 (the "Act")'.
_YEAR_ACT_RE = re.compile(r"(?:1[89]|20)\d\d Act")
_DEFINED_HEADS = frozenset({"Act", "Code", "Regulations", "Rules", "Ordinance"})
# A statute a document defines by its initials: 'the Employment Rights Act 1996 (the "ERA")',
# 'the Employee Retirement Income Security Act of 1974, as amended ("ERISA")'.
_ACRONYM_RE = re.compile(r"[A-Z]{2,6}")
_STATUTE_HEADS = ("act", "code")


@lru_cache(maxsize=8)
def _defined_re(term: str) -> re.Pattern[str]:
    """The defined term in quotes: '"Code"', '“Act”', '“the 1954 Act”'."""
    return re.compile(rf"[\"“”](?:the[ ])?{re.escape(term)}[\"“”]")


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
        self._defined: dict[str, dict[str, str] | None] = {}

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
            codes = self._cited("code")
            self._code_read = (bool(codes), _defined_as(self._text, "Code", codes))
        return self._code_read

    def _cited(self, head: str) -> list[tuple[int, int, dict[str, str]]]:
        """The statutes the text cites whose head noun is ``head`` ("code", "act")."""
        return [
            (start, end, cite)
            for start, end, _, cite in find_citations(self._text, self._key, self._memo)
            if head_noun(cite.get("act", "")) == head
        ]

    def named(self, cite: dict[str, str]) -> dict[str, str]:
        """``cite`` naming the statute the document defines when it cites one by its head
        word ("Section 409A of the Code" -> the Internal Revenue Code of 1986, "Section
        2(72) of the Act" -> the Companies Act, 2013), else ``cite`` itself."""
        term = cite.get("act", "")
        if not term and _ACRONYM_RE.fullmatch(cite.get("document", "")):
            term = cite["document"]  # "Section 4043 of ERISA", "Title IV of ERISA"
        if _ACRONYM_RE.fullmatch(term):
            named = self._acronym(term)
            if named is None:
                return cite
            return {k: v for k, v in cite.items() if k != "document"} | named
        if term not in _DEFINED_HEADS and not _short_act(term):
            return cite
        if term == "Code":
            named = self._codes()[1]
        else:
            if term not in self._defined:
                cited = self._cited(head_noun(term))
                self._defined[term] = _defined_as(self._text, term, cited) if cited else None
            named = self._defined[term]
        return cite if named is None else {**cite, **named}

    def _acronym(self, term: str) -> dict[str, str] | None:
        """The statute the document defines as ``term`` ("ERA"), when the statute's
        capitalised words start with the term's letters in order (the Employment Rights
        Act 1996), else ``None``."""
        if term not in self._defined:
            cited = [
                c
                for head in _STATUTE_HEADS
                for c in self._cited(head)
                if _initials_fit(term, c[2]["act"])
            ]
            self._defined[term] = _defined_as(self._text, term, cited) if cited else None
        return self._defined[term]

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


def _initials_fit(term: str, name: str) -> bool:
    """Whether ``term``'s letters are, in order, initials of ``name``'s capitalised words
    ("ERISA" and the Employee Retirement Income Security Act of 1974; "FSMA" and the
    Financial Services and Markets Act 2000)."""
    initials = iter(w[0] for w in name.split() if w[:1].isupper())
    return all(letter in initials for letter in term)


def _short_act(term: str) -> bool:
    """A statute's short name a document defines: "Exchange Act", "Securities Act" (two or
    three words ending in "Act", without a year), "1954 Act" (a year and "Act")."""
    if not term.endswith(" Act") or term.count(" ") > 2:
        return False
    return not any(c.isdigit() for c in term) or _YEAR_ACT_RE.fullmatch(term) is not None


def _defined_as(
    text: str, term: str, codes: list[tuple[int, int, dict[str, str]]]
) -> dict[str, str] | None:
    """The statute a definition of ``term`` ("Code", "Act") names: 'the Internal Revenue
    Code of 1986, as amended (the "Code")' or '"Code" means the Internal Revenue Code of
    1986'. A document citing the Bankruptcy Code for one clause does not make every bare
    section number a Bankruptcy Code section: without such a definition no code is named."""
    anchors = ((term, -1), (f"the {term}", -1))
    for m in anchored_finditer(_defined_re(term), text, anchors):
        # the statute nearest the quoted term ('the Landlord and Tenant Act 1954. The
        # Insolvency Act 1986 (the "1986 Act")' defines the 1986 Act as the second)
        near = [
            (min(abs(m.start() - end), abs(start - m.end())), cite)
            for start, end, cite in codes
            # (not "Section 10(b) of the Exchange Act" near its own definition)
            if cite["act"] != term
            and (0 <= m.start() - end <= _NEAR or 0 <= start - m.end() <= _NEAR)
        ]
        if near:
            cite = min(near, key=lambda n: n[0])[1]
            return {"act": cite["act"], "jurisdiction": cite["jurisdiction"]}
    return None
