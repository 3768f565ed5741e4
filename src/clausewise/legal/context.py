"""Retrieval context: document title, parties, the Contextual-Retrieval header, ancestor lines.

Both strings are written for lexical (BM25) and embedding retrieval alike: they carry the words
a question uses (the heading titles of the clause and its ancestors, the clause type in plain
words, the names of the parties) and nothing that only adds length (no jurisdiction codes,
numbering alone, hashes or file names when a real title exists).

- :func:`context_header` -> ``[Document: Services Agreement] [Parties: Acme Inc.; Beta LLC]
  [Section: Article VII Indemnification > 7.2 Procedures] [Type: indemnification]``
- :func:`ancestor_header` -> ``"Article VII Indemnification\\n7.2 Procedures\\n"``, prepended to
  a chunk's body (so ``content == original_header + body``).
- :func:`find_title` reads the title from the top of the document; the parties are read by
  :mod:`.parties` (re-exported here).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .parties import find_parties, find_parties_near, provider_parties
from .tree import DocumentSection
from .types import ClauseType

__all__ = [
    "act_title",
    "ancestor_header",
    "context_header",
    "display_title",
    "find_parties",
    "find_parties_near",
    "find_title",
    "heading_text",
    "named_title",
    "provider_parties",
    "type_words",
]

MAX_TITLE = 100
TITLE_WINDOW = 3000

# Words that make a line a document title ("MASTER SERVICES AGREEMENT", "Terms of Service").
_TITLE_WORDS = (
    r"agreement|contract|terms|conditions|licen[cs]e|lease|deed|indenture|plan|policy|"
    r"amendment|addendum|memorandum|charter|by-?laws|regulation|directive|arrangement|"
    r"undertaking|protocol|statement of work|order form|note|guarantee|guaranty|warrant|"
    r"understanding|letter agreement|covenant|notice|decision|act"
)
# A title line: short, made of capitalised words, with a title word, no sentence punctuation.
_TITLE_LINE = re.compile(
    rf"(?m)^[ \t]*((?:[A-Z0-9][\w&'’.,/()-]*[ \t]+){{0,10}}?(?i:{_TITLE_WORDS})"
    rf"(?:[ \t]+(?:[A-Za-z0-9][\w&'’.,/()-]*)){{0,6}})[ \t]*$"
)
# "This Services Agreement (the "Agreement")", "THIS MASTER SUPPLY AGREEMENT is made".
_THIS_TITLE = re.compile(
    r"\b(?:THIS|This)\s+((?:(?:[A-Z][\w&'’/-]*,?|and|AND|of|OF|for|FOR|&)\s+){0,10}?"
    r"(?:AGREEMENT|Agreement|CONTRACT|Contract|LICEN[CS]E|Licen[cs]e|LEASE|Lease|DEED|Deed|"
    r"ADDENDUM|Addendum|AMENDMENT|Amendment|MEMORANDUM|Memorandum|TERMS|Terms))\b"
    r"(?=\s*(?:\(|,|is\b|are\b|was\b|dated\b|made\b|entered\b|effective\b|shall\b|by\b|"
    r"between\b|among\b|\u201c|\"))"
)
# "EXHIBIT 10.7 CONSULTING AGREEMENT THIS AGREEMENT made ...": a run of capitals ending in a
# title word, found even inside run-on text.
_CAPS_TITLE = re.compile(
    r"\b((?:(?!(?:THIS|THE|A|AN|EXHIBIT|SCHEDULE|ANNEX|EXECUTION|COPY|VERSION|CONFIDENTIAL|"
    r"FORM|DRAFT|FINAL)\b)[A-Z][A-Z0-9&'’/-]*,?[ \t]+){1,9}"
    r"(?:AGREEMENT|CONTRACT|LICEN[CS]E|LEASE|DEED|ADDENDUM|AMENDMENT|MEMORANDUM|INDENTURE|"
    r"TERMS\s+OF\s+(?:USE|SERVICE|SALE)|TERMS\s+AND\s+CONDITIONS|PLAN|UNDERTAKING|GUARANTEE|"
    r"GUARANTY|NOTE|POLICY|CHARTER|PROTOCOL))(?![A-Za-z])"
)
# Where a title line may end: a line break, or a run of spaces standing for one in text
# extracted without its line breaks ("Strategic Alliance Agreement   This agreement is ...").
_SEGMENT_BREAK = re.compile(r"[ \t]*\n[ \t]*|[ \t]{3,}")
_SEGMENTS = 60
_SKIP_LINE = re.compile(
    r"(?i)^\s*(?:exhibit|annex|schedule|appendix|attachment|source:|page\b|table of contents|"
    r"confidential|execution (?:version|copy)|\[\*|\*|form of\b|certain (?:identified )?"
    r"information)"
)
_SMALL = frozenset(
    ["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with", "via"]
)


def display_title(raw: str) -> str:
    """``raw`` with whitespace collapsed, trailing punctuation dropped, capitals title-cased
    ("MASTER SERVICES AGREEMENT" -> "Master Services Agreement") and cut to ~100 chars."""
    text = " ".join(raw.split()).strip(" .,;:-–—")
    letters = [c for c in text if c.isalpha()]
    if letters and sum(c.isupper() for c in letters) > 0.8 * len(letters):
        words = text.split(" ")
        text = " ".join(_title_case(w, i) for i, w in enumerate(words))
    return _cut(text, MAX_TITLE)


def _title_case(word: str, i: int) -> str:
    """One word of a title in capitals, title-cased; a bracketed abbreviation keeps its
    capitals ("(EU)", "(EC)", "(UK)")."""
    if word.startswith("(") and word.rstrip(",.;:").endswith(")") and len(word) <= 10:
        return word
    low = word.lower()
    return low if (i and low in _SMALL) else low[:1].upper() + low[1:]


def _cut(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters at a word end, without a dangling "of the"."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    out = text[: cut if cut > limit // 2 else limit].rstrip(" ,;:-")
    words = out.split(" ")
    # End at a phrase boundary, before the last small word ("... of charging points" rather
    # than "... of charging points for light"), when that keeps most of the text.
    last = max((k for k in range(len(words)) if words[k].lower() in _SMALL), default=0)
    if last > 2 and len(" ".join(words[:last])) > limit * 2 // 3:
        words = words[:last]
    while len(words) > 2 and words[-1].lower() in _SMALL:
        words.pop()
    return " ".join(words).rstrip(" ,;:-")


def find_title(text: str, start: int = 0, end: int | None = None) -> str | None:
    """The document's title, read from ``text[start:end]`` (default: its first 3000 chars).

    A "This <Name> Agreement (the ...)" phrase wins (it names the instrument even in run-on
    EDGAR text); then a run of capitals ending in a title word ("CONSULTING AGREEMENT");
    otherwise the first short, capitalised line with a title word ("Agreement", "Terms",
    "License", "Regulation" ...) that is not a filing legend ("Exhibit 10.1").
    """
    stop = min(len(text), start + TITLE_WINDOW) if end is None else min(end, len(text))
    title = named_title(text, start, stop)
    if title is not None:
        return title
    for caps in _CAPS_TITLE.finditer(text, start, stop):
        title = display_title(caps.group(1))
        if len(title.split()) >= 2:
            return title
    # Lines, and in run-on EDGAR text the stretches between wide gaps, that are titles.
    for segment in _SEGMENT_BREAK.split(text[start:stop], maxsplit=_SEGMENTS)[:_SEGMENTS]:
        line = _TITLE_LINE.match(segment)
        if line is None:
            continue
        candidate = line.group(1)
        if _SKIP_LINE.match(candidate) or len(candidate) > 150:
            continue
        title = display_title(candidate)
        if len(title) >= 4:
            return title
    return None


# "REGULATION (EU) 2016/679", "Commission Implementing Regulation (EU) No 1234/2011",
# "DIRECTIVE 95/46/EC": an act's type and number, the way people cite it.
_ACT_ID = re.compile(
    r"(?P<act>(?:[A-Z][A-Za-z]{1,20} ){0,3}?(?i:regulation|directive|decision))"
    r"(?P<num>[ \t]*(?:\((?:EU|EC|EEC|Euratom|CFSP)\)[ \t]*)?(?:No\.?[ \t]*)?"
    r"\d{1,4}/\d{1,4}(?:/(?:EU|EC|EEC|Euratom|CFSP))?)"
)
# The short title an act gives itself in brackets: "(General Data Protection Regulation)".
_SHORT_TITLE = re.compile(
    r"\(((?:[A-Z][\w'\u2019-]*[ \t]){1,8}(?:Regulation|Directive|Decision|Act))\)"
)


def act_title(title: str) -> str:
    """The title of an EU act as it is cited: its type and number, and its short title when
    it has one ("Regulation (EU) 2016/679 (General Data Protection Regulation)"), else its
    subject ("Directive (EU) 2019/790 on copyright and related rights ..."); ``title`` itself
    when it does not open with a type and number."""
    m = _ACT_ID.match(title.strip())
    if m is None:
        return title
    act = " ".join(w[:1].upper() + w[1:].lower() for w in m.group("act").split())
    cited = act + " " + " ".join(m.group("num").split())
    short = _SHORT_TITLE.search(title, m.end())
    if short is not None:
        return f"{cited} ({short.group(1)})"
    subject = _SUBJECT.search(title, m.end())  # "... of 17 April 2019 on copyright and ..."
    return f"{cited} {title[subject.start(1) :].strip()}" if subject is not None else title


_SUBJECT = re.compile(r"[ \t\n](on[ \t]+\S)")


def named_title(text: str, start: int, end: int) -> str | None:
    """The name the document gives itself in ``text[start:end]``: "This Website Design,
    Development and Hosting Agreement (the "Agreement")" -> "Website Design, Development and
    Hosting Agreement" (two words at least: "This Agreement" names nothing)."""
    m = _THIS_TITLE.search(text, start, end)
    if m is None:
        return None
    title = display_title(m.group(1).rstrip(","))
    return title if len(title.split()) >= 2 else None


def heading_text(identifier: str | None, title: str | None) -> str:
    """How a unit is named: ``"7.2 Procedures"``; the title alone when it already starts with
    the identifier; the identifier alone when there is no title."""
    ident = " ".join((identifier or "").split())
    name = " ".join((title or "").split())
    name = _cut(name, MAX_TITLE)
    if not name or name == ident:
        return ident
    if not ident or name.lower().startswith(ident.lower()):
        return name
    return f"{ident} {name}"


_BARE_ENUMERATOR = re.compile(r"^\(?[0-9A-Za-z]{1,6}[.)]?\)?$")


def ancestor_header(path: Sequence[tuple[str | None, str | None]]) -> str:
    """The lines prepended to a chunk's body: one per ancestor, ``"identifier title\\n"``.

    ``path`` lists ``(identifier, title)`` from the top-level unit down to the nearest unit
    whose heading the chunk does not itself contain. Titles are what make these lines worth
    their tokens; a unit with no title and only a bare enumerator ("(a)", "iv") is left out,
    because it tells neither a reader nor a retriever anything. Empty when nothing is left.
    """
    lines = []
    for identifier, title in path:
        ident = (identifier or "").strip()
        if not (title or "").strip() and (not ident or _BARE_ENUMERATOR.match(ident)):
            continue
        line = heading_text(ident, title)
        if line:
            lines.append(line + "\n")
    return "".join(lines)


def _clean(value: str) -> str:
    # Square brackets delimit the header's fields; keep values from closing them early.
    return " ".join(value.replace("[", "(").replace("]", ")").split())


def context_header(
    *,
    title: str | None,
    parties: Sequence[str] = (),
    path_titles: Sequence[str | tuple[str | None, str | None]] = (),
    clause_type: ClauseType | None = None,
    section: DocumentSection | None = None,
    document_id: str | None = None,
) -> str:
    """The Contextual-Retrieval header of a chunk, prepended to ``content`` before embedding.

    ``[Document: <title>] [Parties: <a>; <b>] [Section: <path>] [Type: <clause type>]``.
    The document is named by its ``title`` (as :func:`display_title` writes it: a title in
    capitals is title-cased), or by ``document_id`` when no title was found.
    ``path_titles`` are the headings from the top-level unit down to the chunk's own unit
    (strings, or ``(identifier, title)`` pairs rendered as ``"7.2 Procedures"``). Without a
    path, a non-operative ``section`` is named instead ("preamble", "recitals", "signatures").
    The type is written in plain words with its other names ("limitation of liability
    (liability cap, excluded damages)", see :func:`type_words`) and left out when ``UNKNOWN``.
    Fields with nothing to say are omitted.
    """
    fields: list[str] = []
    doc = display_title(title) if title and title.strip() else document_id
    if doc:
        fields.append(f"[Document: {_clean(doc)}]")
    names = [_clean(p) for p in parties if p and p.strip()]
    if names:
        fields.append(f"[Parties: {'; '.join(names)}]")
    steps = [_clean(p if isinstance(p, str) else heading_text(p[0], p[1])) for p in path_titles]
    steps = [s for s in steps if s]
    if steps:
        fields.append(f"[Section: {' > '.join(steps)}]")
    elif section is not None and section is not DocumentSection.OPERATIVE:
        fields.append(f"[Section: {section.value}]")
    if clause_type is not None and clause_type is not ClauseType.UNKNOWN:
        fields.append(f"[Type: {type_words(clause_type)}]")
    return " ".join(fields)


def type_words(clause_type: ClauseType) -> str:
    """A clause type in plain words, with the other names lawyers give it:
    ``"intellectual property (IP rights, proprietary rights, ownership)"``."""
    words = clause_type.value.replace("_", " ")
    gloss = TYPE_GLOSS.get(clause_type)
    return f"{words} ({gloss})" if gloss else words


# Each clause type's gloss: the other names lawyers give that clause ("term and termination",
# "restrictive covenants", "proprietary rights"), in the words a question uses. A gloss names
# the type, not a topic only some of its clauses deal with: every chunk of the type carries
# it, so "renewal" beside every termination chunk would make "termination for breach" look
# like a renewal clause, and "license grant" beside every IP chunk would bury the one clause
# that grants a licence under those that only assign ownership. Those clauses say the words
# themselves. Types whose name says it all have none.
TYPE_GLOSS: dict[ClauseType, str] = {
    ClauseType.DEFINITIONS: "defined terms and their meaning",
    ClauseType.WARRANTIES: "warranty, guarantee",
    ClauseType.COVENANTS: "undertakings, restrictive covenants",
    ClauseType.CONDITIONS: "conditions precedent",
    ClauseType.INDEMNIFICATION: "indemnify, defend, hold harmless",
    ClauseType.TERMINATION: "term and termination, duration, expiry",
    ClauseType.CONFIDENTIALITY: "confidential information, non-disclosure",
    ClauseType.GOVERNING_LAW: "applicable law, jurisdiction",
    ClauseType.ASSIGNMENT: "transfer, delegation",
    ClauseType.AMENDMENT: "variation, modification, waiver",
    ClauseType.LIMITATION_OF_LIABILITY: "liability cap, excluded damages",
    ClauseType.PAYMENT: "fees, price, payment terms",
    ClauseType.INTELLECTUAL_PROPERTY: "IP rights, proprietary rights, ownership",
    ClauseType.DATA_PROTECTION: "personal data, privacy",
    ClauseType.DISPUTE_RESOLUTION: "arbitration, courts",
    ClauseType.SERVICES: "obligations, performance, delivery",
    ClauseType.INSURANCE: "coverage, policies",
    ClauseType.AUDIT: "records, inspection",
    ClauseType.NON_SOLICITATION: "employees, customers",
}
