"""Defined terms: find where a document defines its vocabulary, with spans and scope.

Forms read (straight or curly quotes, double or single):

- ``"X" means``, ``"X" shall mean``, ``"X" has the meaning given in ...``, ``"X" includes``,
  ``"X" or "Y" means``, ``The term "X" means``, ``"X": means``, ``"X" and "Y" have meanings
  correlative thereto``, a currency sign (``"Dollars" and "$" mean``), and in a list line
  ``"X": a day other than ...``; ``"X" refers to``, ``A "X" is a ...``, ``"X" is whoever``,
  a qualifier or an aside before the verb (``"Source" form shall mean``, ``The "X" for a
  work means``, ``"X", below, refers to``, ``a "X", which means``);
- a name a sentence gives: ``The resulting work is called a "X"``, ``Each licensee is
  addressed as "you"`` (:mod:`.definitions_named`);
- parenthetical definitions ``(the "X")``, ``("X")``, ``(hereinafter "X")``,
  ``(hereinafter referred to as "X")``, ``(each a "Party" and together the "Parties")``,
  ``(collectively, the "Losses")``, ``(as it may be amended ..., the "Offer")``, and
  ``, hereinafter referred to as "X",`` without brackets; American punctuation inside the
  quotes (``("Acme," "we," "us" or "our")``), lower-case aliases beside a capitalised name;
  the definition is the noun phrase the bracket names ("Acme Inc., a Delaware corporation";
  how it is found: :mod:`.definitions_phrase`, then :mod:`.definitions_extent`);
- unquoted ``X: means`` at the start of a line anywhere, and ``X means`` / ``X: text`` lines
  in a Definitions unit (titled one of ``profile.definitions_headings``; lower-case
  "business means", as Acts print bold terms: :mod:`.definitions_statute_lines`);
- the rows of a table in a Definitions unit (``| "Affiliate" | any entity that ... |``, as a
  converter writes a Word table; a header row above its ``|---|`` rule is no definition),
  party roles in an English preamble and unquoted Title Case brackets in clauses ("any act
  or omission of the Customer (Customer Default)"): :mod:`.definitions_unquoted`;
- legislation (``profile.style == "legislation"``) also accepts lower-case terms, as in
  "For the purposes of this Regulation: (1) 'personal data' means ..."; contracts and
  statutory instruments only where a definitions list puts one ('"distributor" means ...;'
  at a line's start, 'In these Regulations "widget" means').

Ordinary quoted phrases are not definitions: a quoted word with no defining verb or bracket
("marked "Confidential"", "entitled "Acceptance Certificate"", "on an "as is" basis"), a
bracket led by "see", "e.g.", "entitled" ..., a quoted sentence, and in contracts a lower-case
quoted word elsewhere, or one of the words rules of interpretation explain ("the words
"including" and "include" shall mean ...", '"including" means including without limitation').

Scope: a definition inside a schedule (exhibit, annex, appendix) is scoped to that schedule
(its label, e.g. "Schedule 2", "Attachment A") when it redefines a term also defined outside
schedules, or when the schedule says "In this Schedule" / "For the purposes of this Schedule"
before it; otherwise it is document-wide. A schedule's bracket that only recalls a term
defined outside schedules is no definition (:mod:`.definitions_schedule_scope`).
``char_start``/``char_end`` span the whole definition (from the term's opening quote, or from
the start of the defined noun phrase, to the definition's end).

Derived terms: '"Losses" means ...; and "Loss" shall be construed accordingly' (or "has a
corresponding meaning") defines each quoted term before those words with the definition it
follows (:mod:`.definitions_derived`).

Pointers: a definition that only refers to another ('"Business Day" has the meaning set forth
in Section 2.02') of a term the text also defines is listed right after the first definition
that says what the term means, so "the first definition" of a term is a useful one; it is
scoped to the document and does not make a schedule's definition a redefinition.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from ._anchored import anchored_finditer
from ._treeindex import TreeIndex
from .definitions_brackets import bracket_definitions
from .definitions_derived import derived_terms
from .definitions_distributive import distributive_definitions
from .definitions_embedded import embedded_terms
from .definitions_found import (
    Found,
    clean,
    definition_units,
    line_of,
    line_start,
    line_term,
    listed_units,
    outside_quotations,
    sentence_end,
    term_ok,
)
from .definitions_inline_items import next_item_end
from .definitions_named import named_terms
from .definitions_order import definition_order
from .definitions_particulars import INDEX_WORDS, particulars_tables
from .definitions_quoted import GAP as _W
from .definitions_quoted import QUOTE_ANCHORS, label_before
from .definitions_quoted import quoted as _quoted
from .definitions_quoted import term as _term_of
from .definitions_quoted import terms_in as _terms_in
from .definitions_schedule_scope import ScheduleScopes, recalled
from .definitions_statute_lines import before_equivalent, statute_lines
from .definitions_unquoted import bare_brackets, party_roles, table_rows, title_page_roles
from .jurisdiction import JurisdictionProfile
from .terms import TermIndex
from .tree import ClauseTree
from .types import DefinedTerm

__all__ = ["TermIndex", "find_definitions"]

_VERB = (
    r"(?:(?:shall|will|does|should)[ \t\n]+)?(?:mean|means"
    # "have the meaning", "have meanings correlative thereto", "have correlative meanings"
    r"|ha(?:s|ve)[ \t\n]+(?:the[ \t\n]+)?(?:correlative[ \t\n]+)?meanings?"
    r"|(?:is|are|be)[ \t\n]+defined|includes?|refers?[ \t\n]+to"
    # an interpretation clause: 'a reference to a "Party" is a reference to a party to ...'
    r"|(?:is|are)[ \t\n]+(?:a[ \t\n]+)?references?[ \t\n]+to"
    r"|be[ \t\n]+construed[ \t\n]+in[ \t\n]+accordance[ \t\n]+with)(?![\w])"
)
# 'A "Combined Work" is a work produced by ...', 'An "Application" is any work that ...', 'The
# "Invariant Sections" are certain ...': a quoted term classed by "is"/"are" and an article.
_IS_A = r"(?:is|are)[ \t\n]+(?:either|any|an?|certain)(?![\w])"
_IS_A_RE = re.compile(_IS_A)
# The names of a document's units: "references to "Sections"" says how citations read.
_UNIT_WORDS = re.compile(
    r"(?i:sections?|articles?|clauses?|schedules?|exhibits?|paragraphs?|annex(?:es)?|appendix"
    r"|appendices|parts?|recitals?)"
)
_ARTICLE_LEAD = re.compile(r"(?<![\w])(?:An?|The)[ \t]+\Z")
# '"Copyright Holder" is whoever is named ...', '"Reasonable copying fee" is whatever ...'
_IS_WHO = r"(?:is|are)[ \t\n]+(?:whoever|whatever)(?![\w])"
_S = r"(?:[ \t]+\n?|\n)[ \t]*"  # a blank between words, maybe a line break
_MEANS_RE = re.compile(
    _quoted("a")
    # ('"Personal Data", "Controller", "Processor", "Data Subject" and "Processing" have the
    # meanings given in the UK GDPR': a list of any length, maybe with a comma before "and")
    # (American punctuation: '"Business Day," "Affiliate," and "Subsidiary" have the meanings')
    + rf"(?:(?:{_W}(?:,(?:{_W}(?:and/or|and|or)(?![\w]))?|or|and|and/or|/)"
    # ('A "subsidiary" and a "holding company" shall be construed': an article before each)
    + rf"|(?<=,[\"”])(?:{_W}(?:and/or|and|or)(?![\w]))?){_W}(?:(?:an?|the){_W})?"
    + rf"{_quoted('b')}){{0,15}}"
    # a bracket: '"Agreement" (or "this Agreement") means', '"Control" (including, with
    # correlative meanings, the terms "Controlled by" and ...) means'
    + rf"{_W}(?:\((?:[^()\n]|\n(?![ \t]*\n)){{0,200}}\){_W})?"
    # '"Source" form shall mean', 'A "Transparent" copy of the Document means': the term
    # qualifies a noun, which "means" or a qualifier follows
    # (words apart by a blank that cannot be empty: a word is never tried shorter)
    # (a noun, not a relative pronoun: 'a message saying "Cancel" which means ...')
    + rf"(?:(?!(?:which|that|who|what)[ \t\n])[a-z]{{2,20}}{_S}"
    + rf"(?:of(?:{_S}[A-Za-z][\w-]*){{1,4}}?{_S})?"
    + rf"(?=(?:means|shall{_S}mean)(?![\w])))?"
    # "'consent' of the data subject means", "'Affiliate' of a Person means", "The
    # "Corresponding Source" for a work in object code form means", "To "modify" a work means",
    # 'To "grant" such a licence to a party means'. Words apart by a blank that cannot be
    # empty, as above: a word split anywhere ("Softw|are defined") took time exponential in
    # its length ('"X" for ' and 80 letters: a minute).
    # ('"Group Company" in relation to a company, means': a comma may close the qualifier)
    + rf"(?:(?:of|for|in|as|an?|such)(?![\w]){_W}(?:[A-Za-z][\w-]*{_S}){{0,5}}?[A-Za-z][\w-]*,?{_S}"
    + r"(?=means|shall|has|have|is|are|includes?|refers?|also))?"
    # 'The "Program", below, refers to', 'A "Major Component", in this context, means',
    # '"Control", in relation to a person, means', '"Affiliate", with respect to any Person,
    # means': an aside of up to eight words that opens in lower case, commas around it
    + rf"(?:,{_W}(?=(?P<aside>[a-z][a-z-]{{0,20}}))(?P=aside){_W}"
    + rf"(?:(?=(?P<more>[\w][\w'’-]{{0,24}}))(?P=more){_W}){{0,7}}?"
    + rf"(?=,{_W}(?:means|shall|refers|includes)))?"
    + r"(?:(?P<colon>:)(?=[ \t]*[^\s])(?![ \t]*(?:means|shall))"
    # 'a "consumer product", which means any tangible ...'
    # ('"Fee" and "Fees" each mean')
    + rf"|(?::{_W})?(?:,{_W}(?P<which>which{_W}(?=means(?![\w])))?)?(?:(?:also|each){_W})?"
    + rf"(?P<verb>{_VERB}|{_IS_A}|{_IS_WHO}))"
)
# (Every match of _MEANS_RE starts with a quotation mark: it is searched from QUOTE_ANCHORS.)
_COLON_MEANS_RE = re.compile(r":[ \t]*(?:means|shall[ \t]+mean)(?![\w])")
_LINE_TERM = (
    r"[ \t]*(?:(?:\(?[0-9a-z]{1,4}[.)][ \t]+|\d{1,2}(?:\.\d{1,2}){1,3}[ \t]+))?"
    r"(?P<q>[\"\u201c'\u2018])?"
    r"(?P<t>[A-Z][\w&'’\-]*(?:[ \t][\w&'’\-()]+){0,7}?)[\"\u201d'\u2019]?[ \t]*"
    r"(?::[ \t]*(?:(?P<v>means|shall[ \t]+mean)(?![\w]))?"
    # "Business Day – a day other than ...": a dash between the term and its meaning, which
    # opens in lower case (a running header "Services Agreement - Acme / Beta" does not);
    # after a quoted term, a value too ('"Commencement Date" - 1 July 2024')
    r"|(?P<d>[\u2013\u2014](?=[ \t]*[a-z])|-(?=[ \t]+[a-z])"
    r"|(?(q)[\u2013\u2014-](?=[ \t]+[A-Z0-9$\u00a3\u20ac])|(?!)))"
    # a table whose cells a converter put on lines of their own: "Business Day" on one
    # line, "means a day other than ..." on the next (no sentence opens with "means")
    r"|(?:[ \t]+|\n[ \t]*)(?P<v2>means|shall[ \t]+mean"
    # "GST has the meaning given in the GST Act", "has the same meaning as in the Act"
    r"|(?:(?:shall|will)[ \t]+)?ha(?:s|ve)[ \t]+the[ \t]+(?:same[ \t]+)?meanings?[ \t]+"
    r"(?:given|set|ascribed|assigned|attributed|specified|provided|stated|as|in|under))(?![\w])"
    # a table set out with blanks ("Effective Date       the date of the last signature"):
    # three blanks or a tab, then a meaning in lower case or a number ('"Landlord"   ACME': caps)
    r"|(?P<g>(?:(?<=[ \t]{3})|(?<=\t))"
    r"(?(q)(?=[A-Za-z0-9$\u00a3\u20ac])(?!" + INDEX_WORDS + r")|(?=[a-z0-9$\u00a3\u20ac]))"
    r"(?!(?:means|shall|ha[sv]e?)(?![\w]))))"
)
# Anchored at line starts: .match()ed at one (see :func:`line_of`), or run with finditer.
# Unanchored, a search would retry the term's words from every character of a line.
_LINE_DEF_RE = re.compile(r"(?m)^" + _LINE_TERM)
# The term of a row of a table set out with blanks: up to six words in Title Case (small
# joining words allowed), as "Effective Date", "Statement of Work".
_TITLE_TERM = re.compile(
    r"[A-Z][\w&'’\-]*(?:[ \t](?:(?:of|and|or|for|in|on|to|the)[ \t])?[A-Z0-9][\w&'’\-()]*){0,5}"
)
_INTERPRETIVE_BEFORE = re.compile(r"(?i:\b(?:words?|expressions?|phrases?)[ \t\n]*)\Z")
# A definition ends at a blank line, or at a line ending in "." or ";", unless the next line
# carries on the definition (a lettered item, or a lower-case continuation).
# Written to start with one character class (the engine skips to those characters; an
# alternation of groups makes it try the pattern at every character); ``p`` holds the "and"
# after a full stop (maybe empty), and is None after a blank line.
_DEF_END = re.compile(
    r"[.;\n](?:(?<=[.;])(?P<p>(?:[ \t]+(?:and|or))?)[ \t]*\n|(?<=\n)[ \t]*\n)(?=[ \t]*[^\s(a-z])"
)
_MAX_DEF = 3000
# The item marker of the next entry on the same line, after a full stop, semicolon or colon
# ('"Affiliate" means any entity controlled by a Party. 1.2 "Territory" means ...', '...; and
# (c) "Change in Control" means'): it ends no definition.
_MARKER_BEFORE = re.compile(
    r"(?:(?<=[.;:])|(?<=[.;:] and)|(?<=[.;:] or))"
    r"[ \t]+(?:\(?[0-9a-z]{1,4}\)|[0-9]{1,3}(?:\.[0-9]{1,3}){0,3}\.?|[a-z]\.)\Z"
)
_MARKER_ENDS = frozenset(".)0123456789")
# The words that lead the next definition in the same sentence ('"Contractor" shall mean
# Acme; the term "prime contractor" shall mean ...'): they belong to that one.
_NEXT_LEAD_WORD = re.compile("term|expression|word|n th")  # what a match holds
_NEXT_LEAD = re.compile(
    r"(?<![\w-])(?:[Tt]he[ \t\n]+)?(?:terms?|expressions?|words?)[ \t\n]*\Z"
    r"|(?<![\w-])[Ii]n[ \t\n]+th(?:is|ese)[ \t\n]+[A-Za-z]{2,20}[ \t]*[,:—–]?[ \t\n]*\Z"
    # '"Program" refers to any such work, and a "work based on the Program" means': the
    # article (after "and", or opening a sentence) leads the next definition
    r"|(?:,[ \t\n]*(?:and|or)|(?<=[.;]))[ \t\n]+(?:\(?[0-9a-z]{1,4}[.)][ \t\n]+)?"
    r"(?:An?|The|To|an?|the)[ \t\n]*\Z"
    # '... of such Party. For purposes of this definition, "control" means ...'
    r"|(?<=[.;])[ \t\n]+(?:In|For|As)[ \t\n]+(?:[^,.;:\n\"“”]|\n(?![ \t]*\n)){2,60},[ \t\n]*\Z"
    # '"Lender" means each bank listed on Schedule 2.01, and "Lenders" means ...', '"Corporations
    # Act" means the Corporations Act 2001 (Cth) and "GST Act" means ...'
    r"|(?:[,;][ \t\n]*|(?<![ \t\n])[ \t\n]+)(?:and|or)[ \t\n]*\Z"
)
_LEAD_ENDS = (
    " a", " an", " the", " A", " An", " The", " To", ",", ", and", ", or", "; and", " and", " or"
)

_QUOTE_MARK = re.compile("[\"\u201c\u201d'\u2018\u2019]")


def _quoted_terms(text: str, m: re.Match[str], verb: int) -> list[str]:
    """The terms quoted between the start of a ``_MEANS_RE`` match and its verb: the first
    one as the match read it when no other quotation mark follows it (most definitions)."""
    one = m.group("ad")
    close = m.end("ad") if one is not None else m.end("as")
    rest = text[close + 1 : verb]
    if _QUOTE_MARK.search(rest):
        # '"A" or "B" means', '"X" (or "Y") means'; American punctuation taken off ('"A," "B"')
        return [t.rstrip(",").rstrip() for t in _terms_in(text[m.start() : verb])]
    return [_term_of(one if one is not None else m.group("as"))]


def _means(text: str, legislation: bool, verbs: list[int]) -> list[Found]:
    """The quoted-term definitions (see the module's docstring); ``verbs`` gets the end of
    each one's verb ("means", "shall mean"), where the text that defines the term starts."""
    out = []
    for m in anchored_finditer(_MEANS_RE, text, QUOTE_ANCHORS):
        if m.group("colon") and not line_start(text, m.start()):
            continue
        if label_before(text, m.start()):
            continue  # 'Clicking "I Agree" means ...': a button's label
        verb = m.start("verb") if m.group("verb") else m.end()
        terms = _quoted_terms(text, m, verb)
        lower = bool(terms) and not terms[0][:1].isupper()
        reference = "reference" in (m.group("verb") or "")
        if (
            not lower
            and _IS_A_RE.match(text, verb)
            and not reference
            and not _ARTICLE_LEAD.search(text, max(0, m.start() - 5), m.start())
        ):
            continue  # '"GROUPON" is a trademark': only 'A/An/The "X" is ...' classes a term
        if lower and _INTERPRETIVE_BEFORE.search(text, max(0, m.start() - 30), m.start()):
            continue  # "the words 'including' and 'include' shall mean ..."
        if reference and _UNIT_WORDS.fullmatch(terms[0] or ""):
            continue  # '"Section" and "Sections" are references to the sections of ...'
        lower_ok = legislation or (lower and _lower_case_entry(text, m))
        defined = False
        for term in terms:
            if term_ok(term, legislation) or (lower_ok and _LOWER_TERM.fullmatch(term)):
                out.append(Found(term, m.start(), m.start(), -1, verb, -1, True))
                defined = True
        if defined:
            verbs.append(m.end())
    return out


# A lower-case quoted term defines only where a definitions list or clause puts it: at the
# start of a line or clause ('"distributor" means any person ...;'), after "In these
# Regulations" / "In this Agreement," or "the expression", and with "means" or "has the
# meaning". UK statutory instruments and many UK contracts define lower-case terms so.
# Elsewhere a lower-case quoted word is a quotation ('on an "as is" basis').
_LOWER_TERM = re.compile(
    r"(?!(?:includ|here|there|where)\w*\Z|(?:shall|will|may|must|and|or|and/or)\Z)"
    r"[a-z][a-z'’/\-]{1,30}(?: [A-Za-z][a-z'’/\-]{0,30}){0,4}"
)
# Verbs a lower-case term is defined with: "means", "has the meaning", and after an
# article, "is a"/"is any"/"refers to"/"includes" ('A "contributor" is a copyright holder who').
# ('a "subsidiary" shall be construed in accordance with section 1159 of the Companies Act')
_LOWER_VERB = re.compile(
    r"(?:(?:shall|will)[ \t\n]+)?(?:means?|ha(?:s|ve)[ \t\n]+the|be[ \t\n]+construed)(?![\w])"
)
_LOWER_CLASS = re.compile(rf"{_IS_A}|(?:refers?[ \t\n]+to|includes?)(?![\w])")
_LOWER_LEAD = re.compile(
    r"(?:\A|\n|[.;:—–])[ \t]*"
    r"(?:(?:[(\[]?[0-9A-Za-z]{1,4}[.)\]]|[0-9]{1,3}[A-Z]?(?:\.[0-9]{1,3}){0,3}\.?)"
    # a UK Act's section and its first subsection: "2.—(1)", "1 (1)", "12A (3)"
    r"(?:(?:[—–-]{1,2}|[ \t]{1,4})\([0-9]{1,3}[A-Z]?\))?[ \t]+)?"
    r"(?:[Ii]n[ \t]+th(?:is|ese)[ \t]+[A-Za-z]{2,20}(?:[ \t]+[A-Za-z]{2,20}){0,2}"
    r"[ \t]*[,:—–]?[ \t\n]*"
    # an opening phrase: "For purposes of this definition, ", "In the following paragraphs, "
    r"|(?P<opening>(?:In|For|As)[ \t\n]+(?:[^,.;:\n\"“”]|\n(?![ \t]*\n)){2,60},[ \t\n]+))?"
    r"(?:(?:[Tt]he[ \t]+)?(?:term|expression)[ \t]+|(?P<article>(?:An?|The|To|an?|the)[ \t]+))?\Z"
    # '... refers to any such work, and a "work based on the Program" means ...'
    r"|,[ \t\n]+(?:and|or)[ \t\n]+(?P<joined>an?|the)[ \t]+\Z"
)


def _lower_case_entry(text: str, m: re.Match[str]) -> bool:
    """Whether the lower-case quoted term(s) ``m`` opens stand where a definition is written
    (see ``_LOWER_TERM``): after a line's start, an item marker ("(a)", "1.1", "2.—(1)"),
    a clause's start, "In these Regulations" or an opening phrase ending in a comma, and
    before "means" or "has the meaning"; after an article, also before "is a", "refers to" or
    "includes" ('A "contributor" is a ...'); anywhere before ", which means"."""
    if m.group("which"):
        return True
    verb = m.start("verb") if m.group("verb") else m.end()
    means = _LOWER_VERB.match(text, verb) is not None
    if not means and not _LOWER_CLASS.match(text, verb):
        return False
    lead = _LOWER_LEAD.search(text, max(0, m.start() - 80), m.start())
    if lead is None:
        return False
    if means or lead.group("article") or lead.group("joined") or lead.group("opening"):
        return True
    # '(ii) "assets" includes present and future properties': an interpretation list's entry
    return text.startswith("include", verb)


# Words opening a sentence that "means" explains, not a term it defines
_NOT_TERMS = frozenset(("This", "That", "These", "Those", "It", "Which", "Such", "There"))


def _unquoted(
    text: str, index: TreeIndex, profile: JurisdictionProfile, verbs: list[int]
) -> list[Found]:
    """Unquoted terms at a line's start ("Term: means", and in a Definitions unit "Term
    means", "Term: text"); ``verbs`` gets where each one's defining text starts."""
    out = []
    for m in _COLON_MEANS_RE.finditer(text):
        line = line_of(text, m.start())
        if line < 0:
            continue  # no term of a few words reaches back that far
        lm = _LINE_DEF_RE.match(text, line)
        if lm is None or lm.end("t") > m.start():
            continue
        term = line_term(lm)
        if term is not None and term_ok(term, False):
            t = lm.start("t")
            out.append(Found(clean(term), t, t, -1, m.start() + 1, -1, True))
            verbs.append(m.end())
    titled = definition_units(index, profile)
    units = titled + listed_units(index, text, titled)
    spans = [(index.nodes[u].heading_end, index.nodes[u].end, u in titled) for u in units]
    spans += particulars_tables(text, index, titled)  # '"Rent"    £50,000 a year'
    for first, last, full in spans:
        for lm in _LINE_DEF_RE.finditer(text, first, last):
            verb = lm.start("v") if lm.group("v") else lm.start("v2") if lm.group("v2") else -1
            if not full and (verb < 0 or lm.group("t").split()[0] in _NOT_TERMS):
                continue  # under "In this Agreement:" only "Deliverables means" (not "This")
            eol = text.find("\n", lm.end())
            if verb < 0 and not text[lm.end() : eol if eol >= 0 else len(text)].strip():
                continue  # "In this Agreement:" introduces the list, it defines nothing
            term = line_term(lm)
            if lm.group("g") is not None and not _TITLE_TERM.fullmatch(term or ""):
                continue  # "Depreciation and all other charges    apportioned ...": a sentence
            if term is not None and term_ok(term, False):
                t = lm.start("t")
                begin = verb if verb >= 0 else lm.end()
                # a quoted term's entry starts at its quotation mark, where the one before ends
                at = lm.start("q") if lm.group("q") else t
                out.append(Found(clean(term), t, at, -1, begin, -1, True))
                verbs.append(lm.end())
    return statute_lines(text, index, units, out, verbs)


def _finish(text: str, found: list[Found], index: TreeIndex) -> None:
    """Give each list-like definition its end: the next list entry, its unit's end, or a
    paragraph break not followed by an item."""
    starts = sorted({f.start for f in found if f.list_like})
    for f in found:
        if f.end >= 0:
            continue
        limit = min(len(text), f.start + _MAX_DEF)
        at = bisect_right(starts, f.start)
        nxt = starts[at] if at < len(starts) else limit
        if nxt < limit and line_start(text, nxt):
            nxt = line_of(text, nxt)  # "(2) 'child' means": the item starts the line
        node = index.innermost(f.start)
        if node is not None and index.nodes[node].end > f.def_start:
            limit = min(limit, index.nodes[node].end)
        limit = max(f.def_start, min(nxt, limit))  # each stretch of text is searched once
        brk = _DEF_END.search(text, f.def_start, limit)
        end = (brk.end("p") if brk.group("p") is not None else brk.start()) if brk else limit
        if brk is None and nxt == limit:
            tail = text[max(f.def_start, end - 60) : end]
            if _NEXT_LEAD_WORD.search(tail) or tail.rstrip().endswith(_LEAD_ENDS):
                end = _before_leads(text, f.def_start, end)
        end = next_item_end(text, f.start, f.def_start, end)  # "...; and (vii) a time of day"
        while end > f.def_start and text[end - 1].isspace():
            end -= 1
        end = before_equivalent(text, f.def_start, end)  # "... (renseignement personnel)"
        if brk is None and nxt == limit and end > f.def_start and text[end - 1] in _MARKER_ENDS:
            # cut at the next entry: not before its item marker
            marker = _MARKER_BEFORE.search(text, max(f.def_start, end - 24), end)
            end = marker.start() if marker is not None else end
        if text.find(".", f.def_start, end) >= 0 and not line_start(text, f.start):
            end = sentence_end(text, f.def_start, end, f.term)
        f.end = f.def_end = end


def _before_leads(text: str, start: int, end: int) -> int:
    """Where a definition ends that the lead of the next one follows in the same sentence:
    before that lead, and before an opening phrase ahead of it too ('... such Party. As used
    in this definition, the term "control" refers to ...' ends at "such Party.")."""
    for _ in range(2):
        lead = _NEXT_LEAD.search(text, max(start, end - 60), end)
        if lead is None or lead.start() >= end:
            break
        end = lead.start()
        while end > start and text[end - 1] in " \t\n":
            end -= 1
    return end


def find_definitions(
    text: str, tree: ClauseTree, profile: JurisdictionProfile, index: TreeIndex | None = None
) -> list[DefinedTerm]:
    """Every definition in ``text`` (normalised), in text order, with scope and span; a
    pointer ('"X" has the meaning given in clause 2.1') of a term the text also defines comes
    right after that definition instead. ``index`` is ``TreeIndex(tree)`` when the caller
    already has one."""
    index = TreeIndex(tree) if index is None else index
    legislation = profile.style == "legislation"
    verbs: list[int] = []  # where the text of each "X means" definition starts
    found = _means(text, legislation, verbs) + _unquoted(text, index, profile, verbs)
    found += bracket_definitions(text, legislation, index, sorted(verbs))
    found += distributive_definitions(text, legislation)
    found += table_rows(text, index, profile) + party_roles(text, index)
    found += named_terms(text, legislation)
    bare = bare_brackets(text, legislation, {f.at for f in found})
    found += bare
    found += title_page_roles(text, index, {f.term for f in found})
    if legislation:
        found = outside_quotations(text, found)
    found.sort(key=lambda f: (f.start, f.def_start))
    _finish(text, found, index)
    found += embedded_terms(text, found, legislation)
    found += derived_terms(text, found, legislation)
    meanings = [clean(text[f.def_start : f.def_end]) for f in found]
    order = definition_order(found, meanings)
    pointers = {i for i, key in order.items() if key[2]}
    outside = {
        f.term
        for i, f in enumerate(found)
        if i not in pointers and index.schedule_of(index.innermost(f.start)) is None
    }
    scope = ScheduleScopes(text, index, outside)
    recalls = recalled(text, index, found, outside, {f.at for f in bare})
    out: list[DefinedTerm] = []
    seen: set[tuple[str, int]] = set()
    for i in sorted(order, key=order.__getitem__):
        f = found[i]
        if (f.term, f.start) in seen or i in recalls:
            continue
        seen.add((f.term, f.start))
        node = index.innermost(f.start)
        source = index.label(node) if node is not None else ""
        where = "document" if i in pointers else scope(f)
        out.append(DefinedTerm(f.term, meanings[i], source, f.start, f.end, where))
    return out
