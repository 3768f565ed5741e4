"""Parenthetical definitions: ``(the "X")``, ``("X")``, ``(hereinafter "X")``, ``(each a
"Party" and together the "Parties")``, ``(collectively, the "Losses")``, and ``, hereinafter
referred to as "X",`` without brackets. Each names the noun phrase before it, found by
:mod:`.definitions_phrase` and narrowed by :mod:`.definitions_extent`; a run of brackets names
one phrase (see :func:`_right_after`)."""

from __future__ import annotations

import re
from bisect import bisect_left

from ._anchored import anchored_finditer
from ._treeindex import TreeIndex
from .definitions_between import document_between
from .definitions_clause import clause_start
from .definitions_echo import echo_start
from .definitions_extent import LINE_MARKER, clause_floor, list_head, narrow, phrase_end
from .definitions_found import CITED_BEFORE, COLLECTIVE, Found, clean, term_ok
from .definitions_object import object_end
from .definitions_phrase import noun_phrase
from .definitions_quoted import GAP as _W
from .definitions_quoted import QUOTED_RE as _QUOTED_RE
from .definitions_quoted import quoted as _quoted
from .definitions_quoted import terms_in as _terms_in
from .definitions_recast import (
    clause_period,
    date_start,
    intent_object,
    modifier_head,
    recital_start,
)
from .definitions_referred import referred_subject

__all__ = ["bracket_definitions"]

_LEAD = r"[^()\"“”‘’]{0,50}"
# A longer lead-in ends with a comma: "(as it may be amended from time to time, the "Offer")"
# (from 40 characters: "as such term is defined in the Loan Agreement, the", 45 before its
# comma and 51 in all, is too long for _LEAD).
# A hard wrap may break it over lines, never a blank line.
_LONG_LEAD = r"(?:[^()\"“”‘’\n]|\n(?![ \t]*\n)){40,200}?,[ \t\n]+(?:(?:the|an?)[ \t\n]+)?"
# What a defined term extends to after it, before the bracket closes: ', which expression
# shall, unless repugnant to the context, include its successors and permitted assigns'.
_EXTENDS = rf"(?:{_W},?{_W}(?P<tail>(?:which|who|whose)(?![\w])[^()\"“”]{{1,400}}?))?{_W}\)"
# "(hereinafter referred to as the Company)", "(hereinafter called the LESSOR, which term
# shall include its successors)": the term unquoted, the word "hereinafter" saying it is one.
_BARE_HEREINAFTER_RE = re.compile(
    rf"\({_W}hereinafter{_W}(?:(?:referred{_W}to|called|known|designated){_W}(?:as{_W})?)?"
    rf"(?:the{_W})?(?P<bare>[A-Z][\w&'’\-]*"
    rf"(?:[ \t](?:(?:of|and|for|the)[ \t])?[A-Z][\w&'’\-]*){{0,4}})"
    + _EXTENDS
)
_PAREN_RE = re.compile(
    rf"\({_W}(?P<lead>{_LEAD}|{_LONG_LEAD}){_quoted('p')}"
    rf"(?:{_W}(?:,|;|and|or|and/or)?{_W}{_LEAD}{_quoted('r')}){{0,4}}"
    # '(hereinafter referred to as the "Company", which expression shall, unless repugnant to
    # the context, include its successors and permitted assigns)'
    + _EXTENDS
)
_AS = (
    rf"(?:individually|collectively|each|together|jointly|separately|herein|hereinafter|below){_W}"
)
# "hereinafter referred to as "X"", "referred to herein individually as a "Party" and
# collectively as the "Parties"": no bracket, the defined phrase comes before.
_HEREINAFTER_RE = re.compile(
    rf"(?:hereinafter{_W}(?:(?:referred{_W}to{_W}as|called|known{_W}as|designated{_W}as){_W})?"
    rf"|referred{_W}to{_W}(?:{_AS}){{0,2}}as{_W})(?:(?:the|an?){_W})?{_quoted('h')}"
    # "... as a "Party" and collectively as the "Parties"", "... as the "Disclosing Party" or
    # the "Receiving Party""
    rf"(?:{_W}(?:,{_W})?(?:and|or){_W}(?:(?:{_AS})?as{_W})?(?:(?:the|an?){_W})?{_quoted('i')})?"
)
_HEREINAFTER_ANCHORS = (("hereinafter", 0), ("referred", 0))
_REJECT_LEAD = re.compile(
    r"\b(?:see|e\.g\.|i\.e\.|entitled|titled|marked|label(?:l)?ed|stamped|captioned|headed|"
    r"such as|including|for example|quote[ds]?|words?|phrases?|expressions?)\b",
    re.IGNORECASE,
)
# Words that point to a definition elsewhere: '("Affiliate" as defined in Rule 405)' names no
# phrase. In a lead-in an aside closed by a comma says where the term comes from, and the
# bracket still names its phrase: 'Acme Holdings Limited (as such term is defined in the Loan
# Agreement, the "Guarantor")'.
_POINTS_ELSEWHERE = re.compile(r"(?i:\b(?:as defined|defined in|referred to in)\b)")
_ASIDE_LEAD = re.compile(r",[ \t\n]+(?:(?:the|an?)[ \t\n]+)?\Z")


# The most words the phrase of such a bracket may have: it names who or what the term stands
# for ("Acme Holdings Limited", "its Affiliates"); a longer one is a clause the phrase step
# could not narrow ('include a plan ... charged by the CMO (as defined further below, the
# "Alternate Supplier")'), no better than none.
_ASIDE_WORDS = 10


def _rejected(inner: str, lead: str) -> bool | None:
    """Whether a quoted bracket quotes rather than defines (see ``_REJECT_LEAD``); None when
    it defines only past words pointing elsewhere in a lead-in that a comma closes."""
    bare = _QUOTED_RE.sub(" ", inner)
    if _REJECT_LEAD.search(bare):
        return True
    if _POINTS_ELSEWHERE.search(bare) is None:
        return False
    if _ASIDE_LEAD.search(lead) is None:
        return True
    return None if _POINTS_ELSEWHERE.search(bare.replace(lead, " ", 1)) is None else True
def _bracket_terms(inner: str, legislation: bool) -> list[str]:
    """The terms a defining bracket gives, American punctuation taken off ("Acme," "we,");
    beside a capitalised name, lower-case aliases too ("Acme," "we," "us" or "our")."""
    terms = [t.rstrip(",").rstrip() for t in _terms_in(inner)]
    named = any(term_ok(t, False) for t in terms)
    return [
        t
        for t in terms
        if t
        and t.lower() not in _PRONOUNS
        and (term_ok(t, legislation) or (named and len(t.split()) <= 3 and term_ok(t, True)))
    ]


# "we", "us", "our", "you": a party's pronouns are no terms to look up. Terms of service use
# them in every sentence; as terms they would stand in every chunk's defined_terms_used.
_PRONOUNS = frozenset({"we", "us", "our", "ours", "you", "your", "yours", "i", "me", "my"})


def _pronoun(text: str, start: int, end: int, inner: str) -> int:
    """``start``, or the start of the pronoun ending the phrase when the bracket quotes it too:
    'By using the Service, you ("you" or the "User") agree' names "you"."""
    tail = text[max(start, end - 6) : end]
    word = tail.split()[-1] if tail.strip() else ""
    at = end - len(word)
    if at <= start or not tail.endswith(word) or not text[at - 1].isspace():
        return start
    if word.lower() not in _PRONOUNS or word.lower() not in {t.lower() for t in _terms_in(inner)}:
        return start
    return at


# A bracket's lead-in that sums up or points back ("collectively, the", "each such Lender, a"):
# such a bracket reads its own phrase even inside a run.
_SUMS_UP = re.compile(rf"{COLLECTIVE.pattern}|(?i:\bsuch\b)")


def _right_after(text: str, closed: int, pos: int) -> bool:
    """Whether the bracket at ``pos`` comes right after a defining bracket closing at
    ``closed`` on a quotation mark, only blanks between ('("Acme") ("Seller")').

    Such a bracket has no clause of its own: it reads its phrase back from the start of the
    sentence, over the brackets before it. In a run of three or more ('Acme Inc. ("Acme")
    ("Seller") ("Vendor")'), the brackets after the second name the phrase the second one
    read: the text between them is brackets, no part of any noun phrase. So a long run costs
    one reading, not one per bracket."""
    gap = text[closed:pos]
    return bool(gap) and gap.isspace() and text[closed - 2 : closed - 1] in ('"', "”", "’")


def _caption(text: str, start: int, pos: int, terms: list[str], titles: set[str]) -> bool:
    """Whether the bare bracket at ``pos``, right after a cited unit ('Section 11
    ("Confidentiality")'), gives that unit's heading rather than defining a term.

    The drafter names the unit by its caption so the reader finds it: the term is the title
    of a unit of the document (``titles``, lower case), and the words before say nothing it
    means ("Except for a breach of Section 11"). A term no heading bears ('the entity
    identified on Schedule A ("Designee")'), one that repeats a word of its clause ('the
    services set out in Schedule 1 ("Services")') or an acronym still defines."""
    before = text[start:pos].lower()
    for t in terms:
        if t.isupper() or t.lower() not in titles:
            return False
        if any(w.lower().rstrip("s") in before for w in t.split() if len(w) > 3):
            return False
    return True


def _titles(index: TreeIndex) -> set[str]:
    """The titles of the document's units, lower case, without closing punctuation."""
    return {n.title.strip(" \t.:;-").lower() for n in index.nodes if n.title}


_AND = re.compile(r"[ \t\n]*,?[ \t\n]*(?P<and>(?:and|AND|And)[ \t\n]+)?")


def _after_bracket(
    text: str, closed: int, pos: int, start: int, predicate: bool
) -> tuple[int, bool]:
    """The clause start of the bracket at ``pos`` moved past a defining bracket closing at
    ``closed`` that the clause step does not see, one that ends on what its term extends to
    ('Harbour Ltd (hereinafter the "Company", which expression includes its successors) and
    Mr. Rajesh Kumar (the "Consultant")'), and whether the clause opens with a predicate."""
    if text[closed - 2 : closed - 1] in ('"', "”", "’"):
        return start, predicate  # the clause step reads those itself
    gap = _AND.match(text, closed, pos)
    begin = gap.end() if gap is not None else closed
    if begin >= pos:
        return start, predicate
    return begin, gap is None or (gap.group("and") is None and text[closed] != ",")


_VERB_TAIL = re.compile(
    r"(?:and|or)[ \t\n]+(?:includes?|refers?[ \t\n]+to|means?|shall[ \t\n]+include)[ \t\n]+"
)


def _after_verb(
    text: str, verbs: list[int], start: int, pos: int, predicate: bool
) -> tuple[int, bool]:
    """The clause start ``start`` of the bracket at ``pos``, moved past the verb of a "X
    means" definition the bracket sits in ('"Term" means the period of 24 months from the
    Effective Date (the "Initial Term")' names "the period ...", not '"Term" means ...').
    The bracket's words must follow that verb."""
    at = bisect_left(verbs, pos) - 1
    if at < 0 or verbs[at] <= start:
        return start, predicate
    begin = verbs[at]
    while begin < pos and text[begin] in " \t\n,":
        begin += 1
    joined = _VERB_TAIL.match(text, begin, pos)  # "means and includes", "shall mean and refer to"
    begin = joined.end() if joined is not None else begin
    return (begin, False) if begin < pos else (start, predicate)


def _brackets(text: str) -> list[re.Match[str]]:
    """The defining brackets of ``text`` in text order: quoted terms, and unquoted ones after
    "hereinafter"."""
    found = list(_PAREN_RE.finditer(text))
    if "hereinafter" in text:
        found += _BARE_HEREINAFTER_RE.finditer(text)
        found.sort(key=lambda m: m.start())
    return found


# "together with Seller", "collectively with GA": a bracket's later term names a group of its
# own phrase and the members named after that word (terms defined before).
_WITH = re.compile(r"(?i:\b(?:together|collectively|jointly)[ \t\n]+with\b)")
_GROUP_REACH = 2000


def _group_phrase(
    text: str, inner: str, m: re.Match[str], terms: list[str], out: list[Found]
) -> tuple[list[str], int]:
    """The terms of the bracket ``m`` given after "together with" and the members it names
    ('Tiger Capital Group, LLC ("Tiger" and collectively with GA, the "Agent")'), and where
    their phrase starts: at the phrase of the first member named, defined before ('GA Retail,
    Inc. ("GA") and Tiger Capital Group, LLC'); ([], -1) when the bracket gathers none."""
    if len(terms) < 2 or m.re is not _PAREN_RE:
        return [], -1
    gather = _WITH.search(inner, max(m.end("pd"), m.end("ps")) - m.start())
    if gather is None:
        return [], -1
    quote = _QUOTED_RE.search(inner, gather.end())
    named = inner[gather.end() : quote.start() if quote is not None else len(inner)]
    group = [t for t in terms if quote is not None and t in _terms_in(inner[quote.start() :])]
    begin = -1
    for f in reversed(out):
        if f.start < m.start() - _GROUP_REACH:
            break
        if f.def_start < f.def_end and re.search(rf"\b{re.escape(f.term)}\b", named):
            begin = f.def_start if begin < 0 else min(begin, f.def_start)
    return (group, begin) if begin >= 0 and group else ([], -1)


def bracket_definitions(
    text: str, legislation: bool, index: TreeIndex, verbs: list[int]
) -> list[Found]:
    """The bracket and "hereinafter" definitions of ``text``; ``verbs`` (sorted): where the
    text of each "X means" definition starts, after its verb."""
    out: list[Found] = []
    opened: list[int] = []  # the defining brackets, in order (they never overlap)
    closed: list[int] = []
    in_run, phrase_of_run = False, (0, 0)
    titles: set[str] | None = None  # the units' titles, read at the first cited unit
    for m in _brackets(text):
        aside = False
        inner = text[m.start() : m.start("tail") if m.group("tail") else m.end()]
        if m.re is _BARE_HEREINAFTER_RE:
            lead, terms = "hereinafter", [clean(m.group("bare")).rstrip("'’")]
        else:
            lead = m.group("lead") or ""
            rejected = _rejected(inner, lead)
            if rejected:
                continue  # "(see "Termination")", "(e.g. "Gold")": quotations, not definitions
            aside = rejected is None
            terms = _bracket_terms(inner, legislation and "hereinafter" in lead.lower())
        follows = bool(closed) and _right_after(text, closed[-1], m.start())
        if terms and follows and in_run and not _SUMS_UP.search(lead):
            start, end = phrase_of_run  # the third bracket of a run or later: see _right_after
            out.extend(Found(term, m.start(), start, m.end(), start, end, False) for term in terms)
            opened.append(m.start())
            closed.append(m.end())
            continue
        start, predicate = clause_start(text, m.start(), lead)
        if closed and start < closed[-1] < m.start():
            start, predicate = _after_bracket(text, closed[-1], m.start(), start, predicate)
        start, predicate = _after_verb(text, verbs, start, m.start(), predicate)
        if not lead.strip() and CITED_BEFORE.search(text, max(0, m.start() - 40), m.start()):
            titles = _titles(index) if titles is None else titles
            if _caption(text, start, m.start(), terms, titles):
                continue
        clause = clause_floor(text, index, start, m.start())
        start = list_head(text, clause, terms, lead)
        if not terms or start >= m.start():
            continue
        end = phrase_end(text, start, m.start())
        if start == clause:  # not the noun a list of qualifiers qualifies
            start = recital_start(text, start, end)
            phrase = noun_phrase(text, start, end, terms, predicate, lead)
            narrowed = narrow(text, start, phrase, end, terms, lead)
            if narrowed == start:
                narrowed = modifier_head(text, start, end, terms)
            line = start == 0 or text[start - 1] == "\n"
            marker = LINE_MARKER.match(text, start, end) if line else None  # "5.1 The ..."
            start = clause_period(text, start if marker is None else marker.end(), narrowed, end)
            start = intent_object(text, date_start(text, start, end, terms), end)
            end = object_end(text, start, phrase_end(text, start, m.start()))
            start = echo_start(text, start, end, terms)
        start = document_between(text, start, end, terms)
        if aside and len(text[start:end].split()) > _ASIDE_WORDS:
            continue
        start = _pronoun(text, start, end, inner)
        group, begin = _group_phrase(text, inner, m, terms, out)
        for term in terms:
            a = begin if term in group and 0 <= begin < start else start
            out.append(Found(term, m.start(), a, m.end(), a, end, False))
        opened.append(m.start())
        closed.append(m.end())
        in_run, phrase_of_run = follows, (start, end)
    for m in anchored_finditer(_HEREINAFTER_RE, text, _HEREINAFTER_ANCHORS):
        at = bisect_left(closed, m.end())
        if at < len(closed) and opened[at] < m.start():
            continue  # "(hereinafter 'the Network')": the bracket defined it
        start, _ = clause_start(text, m.start())
        if start >= m.start():
            continue
        named = referred_subject(text, start, phrase_end(text, start, m.start()))
        for term in _terms_in(m.group()):
            if term_ok(term, legislation):
                out.append(Found(term, m.start(), start, m.end(), named[0], named[1], False))
    return out
