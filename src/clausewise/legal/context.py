"""Retrieval context: document title, parties, the Contextual-Retrieval header, ancestor lines.

Both strings are written for lexical (BM25) and embedding retrieval alike: they carry the words
a question uses (the heading titles of the clause and its ancestors, the clause type in plain
words, the names of the parties) and nothing that only adds length (no jurisdiction codes,
numbering alone, hashes or file names when a real title exists).

- :func:`context_header` -> ``[Document: Services Agreement] [Parties: Acme Inc.; Beta LLC]
  [Section: Article VII Indemnification > 7.2 Procedures] [Type: indemnification]``
- :func:`ancestor_header` -> ``"Article VII Indemnification\\n7.2 Procedures\\n"``, prepended to
  a chunk's body (so ``content == original_header + body``).
- :func:`find_title` and :func:`find_parties` read them from the top of the document.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

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
MAX_PARTIES = 6
MAX_PARTY_CHARS = 120
TITLE_WINDOW = 3000
PARTY_SPAN = 1500

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

_BETWEEN = re.compile(
    r"(?:(?i:\b(?:by\s+and\s+)?(?:between|among|amongst)\b)|\bPARTIES\b|\bParties\b(?=\s*:?\s*\(1\)))"
    r"\s*:?\s*(?=[\"“(\[]|[A-Za-z0-9])"
)
# "Party A: People's Government of ... Party B: ..." (a style common in translated contracts).
_LABELLED = re.compile(r"\bParty\s+[A-H]\b\s*(?:\([^()\n]{0,30}\))?\s*[:：]\s*")
# Where the list of parties ends: recitals, operative words, the next sentence's subject.
_PARTY_STOP = re.compile(
    r"(?:\n\s*\n\s*(?=\d|\(|Th[a-z]+\b)|\bW\s?H\s?E\s?R\s?E\s?A\s?S\b|\bRECITALS?\b|\bRecitals?\b|"
    r"\bBACKGROUND\b|\bW\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H\b|\bTABLE\s+OF\s+CONTENTS\b|\bSource:|"
    r"(?i:\bexchange\s+commission\b|\bknow\s+all\s+(?:men|persons)\b)|\bNOW,?\s+THEREFORE\b|"
    r"\b(?:is|are)\s+(?:dated|made|entered)\b|\bdated\s+as\s+of\b|\beffective\s+as\s+of\b|"
    r"\b(?:each|both)\s+(?:of\s+)?(?:which|whom|them|the\s+foregoing)\b|"
    r"\b(?:(?:may\s+be|shall\s+be|will\s+be|are|is|hereinafter|each)\s+(?:\w+\s+){0,2})?(?:referred\s+to|"
    r"individually|collectively|jointly)\b|\bsets\s+forth\b|\bIn\s+consideration\b|"
    r"\bThe\s+[Pp]arties\b|\bthe\s+parties\s+(?:hereto|agree)|\.\s+(?=(?:The|This|In|Each|"
    r"Both|Whereas|WHEREAS|NOW|Now|[A-Z][a-z]+\s+(?:is|and|wishes|desires))\b))"
)
# Separators between parties, found only outside parentheses and quotes.
# A comma after a bracketed role before a capital ('Acme Inc. ("A"), Beta LLC ("B"), and ...')
# separates too (brackets are masked with NUL before this runs).
_PARTY_SEP = re.compile(
    r";|,?\s+(?:and|AND|And)\s*:?\s+|\n\s*(?:and|AND)\s*:?\s*\n|(?<=\0),\s+(?=[A-Z])"
)
# "and" alone on its line between names set out on lines of their own: then the list is
# split there only, and an "AND" inside a name ("EXXONMOBIL RESEARCH AND ENGINEERING") stays.
_LINE_AND = re.compile(r"\n[ \t]*(?:and|AND)[ \t]*:?[ \t]*\n")
# Where a party's name ends inside its entry.
_NAME_END = re.compile(
    r"\s*\(|\s*\[|,\s*(?=[a-z])|\s+(?:a|an)\s+(?=[A-Za-z])|"
    r"\s+(?:with|having|whose|which|located|residing|acting|doing\s+business|d/b/a|"
    r"hereinafter|herein|as\s+(?=[A-Z])|organi[sz]ed|incorporated|existing|"
    r"registered|of\s+\d)\b|,?\s+(?:an?\s+)?(?:individual|company|corporation)\b|"
    r"\s*[\"“]|\s*:\s|\s*,\s*(?=\d)|\s+of\s+(?=[\[\d])|[ \t]{2,}|\s+Party\s+[A-H]\b|"
    r"\s+Address\b|\s+(?:is|are|shall|will|may|agrees?|agreed|hereby|wishes|desires)\b|\n\s*\n"
    r"|,?\s+(?i:including)\b"
)
_TOC_NUMBER = re.compile(r"\s\d{1,3}$")
_INSTRUMENT = re.compile(r"(?i)\b(?:agreement|contract|exhibit|schedule)\b")
_LEAD = re.compile(r"^(?:\(\w{1,4}\)|\w{1,3}[.)]|and\b|AND\b|between\b|BETWEEN\b|[:;,\s])+\s*")
_NOT_NAME = re.compile(
    r"(?i)^(?:the\s+)?(?:parties|party|undersigned|following|company|licensee|licensor|"
    r"customer|supplier|us|you|we|each|both|either|it|its|his|her|their|they|said|"
    r"disclaimer|limitations?\s+of|know\s+all|exchange\s+commission)\b"
)


def display_title(raw: str) -> str:
    """``raw`` with whitespace collapsed, trailing punctuation dropped, capitals title-cased
    ("MASTER SERVICES AGREEMENT" -> "Master Services Agreement") and cut to ~100 chars."""
    text = " ".join(raw.split()).strip(" .,;:-–—")
    letters = [c for c in text if c.isalpha()]
    if letters and sum(c.isupper() for c in letters) > 0.8 * len(letters):
        words = text.lower().split(" ")
        text = " ".join(
            w if (i and w in _SMALL) else w[:1].upper() + w[1:] for i, w in enumerate(words)
        )
    return _cut(text, MAX_TITLE)


def _cut(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters at a word end, without a dangling "of the"."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    out = text[: cut if cut > limit // 2 else limit].rstrip(" ,;:-")
    words = out.split(" ")
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
    return f"{cited} {title[subject.start(1):].strip()}" if subject is not None else title


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


def find_parties(text: str, preamble_start: int, preamble_end: int) -> list[str]:
    """The contracting parties named in ``text[preamble_start:preamble_end]``.

    Reads the first "between ... and ..." (or "among ...") list: each entry's name runs up to
    its description (", a Delaware corporation", "(the "Supplier")", "having its principal
    place of business", ", as Issuer"), so "by and between Acme Inc., a Delaware corporation
    ("Supplier"), and Beta LLC" gives ``["Acme Inc.", "Beta LLC"]``. Without such a list, the
    names just before quoted role definitions ("Acme Inc. ("Supplier")") are used. Names are
    returned as written (whitespace collapsed), in order, without duplicates; at most six.
    """
    end = min(preamble_end, len(text))
    names: list[str] = []
    for m in _BETWEEN.finditer(text, preamble_start, end):
        names = _list_parties(text, m.end(), min(end, m.end() + PARTY_SPAN))
        if len(names) >= 2:
            break
    if len(names) < 2:
        labelled = [
            _name_of(text[m.end() : m.end() + 200])
            for m in _LABELLED.finditer(text, preamble_start, end)
        ]
        found = list(dict.fromkeys(n for n in labelled if n is not None))
        if len(found) >= 2:
            names = found
    if len(names) < 2:
        names = _defined_parties(text, preamble_start, end, names)
    return _drop_prefixes(names)[:MAX_PARTIES]


def find_parties_near(text: str, preamble_start: int, preamble_end: int) -> list[str]:
    """:func:`find_parties` in the preamble, else in the document's opening: a preamble cut
    short by a heading ("ARTICLE 1 -- PREAMBLE This Agreement ... by and between ...", "1.0
    Introduction") leaves the list of parties in the first clause."""
    names = find_parties(text, preamble_start, preamble_end)
    opening = min(len(text), max(preamble_end, TITLE_WINDOW))
    if len(names) < 2 and opening > preamble_end:
        wider = find_parties(text, 0, opening)
        if len(wider) > len(names):
            return wider
    return names


# Company forms that mark a name as a legal entity ("Klarna Bank AB", "MG Japan Services GK").
_ENTITY_FORM = re.compile(
    r"(?i)(?<![a-z])(?:inc|llc|l\.l\.c|ltd|limited|corp|corporation|company|co|plc|gmbh|ag|ab"
    r"|sa|s\.a|sas|sarl|srl|spa|s\.p\.a|bv|b\.v|nv|n\.v|gk|kk|k\.k|pty|pte|oy|as|a/s|aps|lp"
    r"|l\.p|llp|bank|trust)(?![a-z])\.?"
)


def provider_parties(names: Sequence[str], title: str | None) -> list[str]:
    """The parties of terms of service: the provider's legal entities ("Google Inc.", "Klarna
    Bank AB"), else the brand the title names ("PayPal" for "PayPal User Agreement"). The
    other side is whoever accepts the terms; quoted names there are mostly defined words
    ("These Terms of Use", "Purchases"), which are not parties."""
    names = [n for n in names if not _INSTRUMENT_WORDS.search(n)]
    entities = [n for n in names if _ENTITY_FORM.search(n)]
    if entities:
        return entities
    low = (title or "").lower()
    return [n for n in names if len(n) > 2 and n.lower() in low]


_INSTRUMENT_WORDS = re.compile(r"(?i)\b(?:terms|conditions|policy|agreement)\b")


def _drop_prefixes(names: list[str]) -> list[str]:
    """Drop a name that begins another found name ("NETGEAR" beside "NETGEAR, Inc.")."""
    lowered = [n.lower() for n in names]
    return [
        n
        for n, low in zip(names, lowered, strict=True)
        if not any(o != low and o.startswith(low) and not o[len(low)].isalnum() for o in lowered)
    ]


def _list_parties(text: str, start: int, end: int) -> list[str]:
    window = text[start:end]
    # Stop words inside a parenthesis ("(hereinafter referred to as "YEC")") do not end the list.
    masked = _mask_brackets(window)
    stop = _PARTY_STOP.search(masked)
    cut = stop.start() if stop else len(window)
    sentence = _sentence_end(masked, cut)
    segment = window[: min(cut, sentence)]
    out: list[str] = []
    for entry in _split_outside_brackets(segment):
        name = _name_of(entry)
        if name is None:
            if len(out) >= 2:
                break  # the list is over: what follows is prose, a table of contents ...
            continue
        if name.lower() not in {n.lower() for n in out}:
            out.append(name)
    return out


_PERIOD = re.compile(r"\.\s+(?=[A-Z])")
_ABBREVIATION_WORDS = (
    "inc ltd co corp llc plc lp llp l.p n.a s.a s.a.s s.p.a b.v n.v ag gmbh pte pty sa bv nv "
    "jr sr mr mrs ms dr no st ave blvd"
)
_ABBREVIATIONS = frozenset(_ABBREVIATION_WORDS.split())


def _sentence_end(masked: str, limit: int) -> int:
    """Where the sentence holding the party list ends: a period followed by a capital, unless
    it closes an abbreviation ("Inc.", "S.p.A.", "M. D. Anderson")."""
    for m in _PERIOD.finditer(masked, 0, limit):
        word = masked[max(0, m.start() - 8) : m.start()].split()
        last = word[-1].lower().lstrip("(,") if word else ""
        if len(last) > 1 and last not in _ABBREVIATIONS and not last.endswith("."):
            return m.start()
    return limit


def _mask_brackets(segment: str) -> str:
    """``segment`` with every character inside (...) or [...] replaced by NUL (same length)."""
    if "(" not in segment and "[" not in segment:
        return segment
    depth = 0
    masked = []
    for ch in segment:
        if ch in "([":
            depth += 1
        elif ch in ")]" and depth:
            depth -= 1
            masked.append("\0")
            continue
        masked.append(ch if depth == 0 else "\0")
    return "".join(masked)


def _split_outside_brackets(segment: str) -> list[str]:
    """Split at party separators that are not inside (...) or quotes; an entry that does not
    start like a name ("existing under the laws of ...") is glued back to the previous one."""
    flat = _mask_brackets(segment)
    entries: list[str] = []
    seps: list[str] = [""]
    pos = 0
    separator = _LINE_AND if _LINE_AND.search(flat) else _PARTY_SEP
    for m in separator.finditer(flat):
        entries.append(segment[pos : m.start()])
        seps.append(segment[m.start() : m.end()])
        pos = m.end()
    entries.append(segment[pos:])
    merged: list[str] = []
    for entry, sep in zip(entries, seps, strict=True):
        head = entry.lstrip(" \t\n\"“")
        place = bool(merged) and _joins_place(merged[-1], sep, entry)
        if merged and (place or not _name_start(head)):
            merged[-1] += (sep if place else " and ") + entry
        else:
            merged.append(entry)
    return merged


# "registered in England", "the laws of the State of New York": a place named in a party's
# description, which a bare "and" continues ("England and Wales") rather than ending.
_PLACE_TAIL = re.compile(
    r"\b(?:in|of|under)\s+(?:the\s+)?[A-Z][\w.]{0,30}(?:\s[A-Z][\w.]{0,30}){0,3}$"
)


def _joins_place(previous: str, sep: str, entry: str) -> bool:
    """Whether a bare "and" continues a place ("registered in England and Wales with ...")
    instead of starting the next party: the next name is a word or two, without a company
    form ("Ltd", "Inc."), right after a place in the previous entry's description."""
    if sep.strip().lower() != "and" or "," in sep:
        return False
    if not _PLACE_TAIL.search(previous[-80:].rstrip()):
        return False
    name = _name_of(entry)
    words = name.lower().replace(",", " ").split() if name else []
    return 0 < len(words) <= 2 and not any(
        w.rstrip(".") in _ABBREVIATIONS or w in _COMPANY_WORDS for w in words
    )


_COMPANY_WORDS = frozenset({"limited", "corporation", "company", "incorporated", "bank", "trust"})


# A description before a name: "professional golfer, TOM WATSON".
_DESCRIPTOR = re.compile(r"[a-z][a-z \t\-]{0,40},\s+(?=[A-Z])")


def _name_of(entry: str) -> str | None:
    body = _LEAD.sub("", entry.strip())
    described = _DESCRIPTOR.match(body)
    if described is not None:
        body = body[described.end() :]
    cut = _NAME_END.search(body)
    name = " ".join((body[: cut.start()] if cut else body).split()).strip(" ,;:-–")
    if name.endswith(",") or name.endswith(" and"):
        name = name.rstrip(",").removesuffix(" and")
    if not _plausible_name(name):
        return None
    return name


def _name_start(text: str) -> bool:
    """Starts like a name: a capital or digit, or a lower-case letter before a capital
    ("mPhase", "iVillage"), or an enumerator "(2) ..."."""
    if text[:1].isupper() or text[:1].isdigit() or text[:1] == "(":
        return True
    return len(text) > 1 and text[0].islower() and text[1].isupper()


def _plausible_name(name: str) -> bool:
    if not (2 <= len(name) <= MAX_PARTY_CHARS) or not _name_start(name):
        return False
    if "___" in name or "[*" in name or "* *" in name or _NOT_NAME.match(name):
        return False
    if _INSTRUMENT.search(name):
        return False  # "THIS JOINT VENTURE AGREEMENT" names the document, not a party
    words = name.split()
    if len(words) > 14 or not any(w[:1].isupper() for w in words) or _TOC_NUMBER.search(name):
        return False
    # Names hold capitalised words and short connectors ("Bank of New York", "van Elsas");
    # a longer lower-case word ("intend", "hereby") means the text is a sentence.
    return not any(w.isalpha() and w.islower() and len(w) > 3 for w in words)


# 'Acme Inc. ("Supplier")', 'Acme Inc., a Delaware corporation (hereinafter "Acme")'
_ROLE = re.compile(
    r"\((?:[^()\"“”]{0,40})?[\"“][^\"“”]{1,40}[\"”][^()]{0,40}\)"
)


def _defined_parties(text: str, start: int, end: int, found: list[str]) -> list[str]:
    out = list(found)
    for m in _ROLE.finditer(text, start, end):
        back = text[max(start, m.start() - 250) : m.start()]
        piece = re.split(r"(?:;|\bbetween\b|\bamong\b|\band\b|\bby\b|\n\s*\n)", back)[-1]
        name = _name_of(piece)
        if name is not None and name.lower() not in {n.lower() for n in out}:
            out.append(name)
        if len(out) >= MAX_PARTIES:
            break
    return out


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
    The type is written in plain words with what it covers ("limitation of liability
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
    steps = [
        _clean(p if isinstance(p, str) else heading_text(p[0], p[1])) for p in path_titles
    ]
    steps = [s for s in steps if s]
    if steps:
        fields.append(f"[Section: {' > '.join(steps)}]")
    elif section is not None and section is not DocumentSection.OPERATIVE:
        fields.append(f"[Section: {section.value}]")
    if clause_type is not None and clause_type is not ClauseType.UNKNOWN:
        fields.append(f"[Type: {type_words(clause_type)}]")
    return " ".join(fields)


def type_words(clause_type: ClauseType) -> str:
    """A clause type in plain words, with what it covers in the words people search with:
    ``"intellectual property (license grant, ownership, patents, trademarks)"``."""
    words = clause_type.value.replace("_", " ")
    gloss = TYPE_GLOSS.get(clause_type)
    return f"{words} ({gloss})" if gloss else words


# What each clause type covers, in the ordinary vocabulary of contract practice. A question
# asks for "a license grant" or "change of control", not for "intellectual property" or
# "assignment": the gloss puts those words beside the type, for lexical and embedding
# retrieval alike. Types whose name says it all have none.
TYPE_GLOSS: dict[ClauseType, str] = {
    ClauseType.DEFINITIONS: "defined terms and their meaning",
    ClauseType.WARRANTIES: "warranty period, remedies",
    ClauseType.COVENANTS: "undertakings, exclusivity, non-compete",
    ClauseType.CONDITIONS: "conditions precedent",
    ClauseType.INDEMNIFICATION: "indemnify, defend, hold harmless",
    ClauseType.TERMINATION: "term, renewal, expiry, termination rights",
    ClauseType.CONFIDENTIALITY: "confidential information, non-disclosure",
    ClauseType.GOVERNING_LAW: "applicable law, jurisdiction",
    ClauseType.ASSIGNMENT: "transfer, change of control",
    ClauseType.AMENDMENT: "changes, waiver",
    ClauseType.LIMITATION_OF_LIABILITY: "liability cap, excluded damages",
    ClauseType.PAYMENT: "fees, price, royalties, revenue, invoices",
    ClauseType.INTELLECTUAL_PROPERTY: "license grant, ownership, patents, trademarks",
    ClauseType.DATA_PROTECTION: "personal data, privacy",
    ClauseType.DISPUTE_RESOLUTION: "arbitration, courts",
    ClauseType.SERVICES: "obligations, performance, delivery",
    ClauseType.INSURANCE: "coverage, policies",
    ClauseType.AUDIT: "records, inspection",
    ClauseType.NON_SOLICITATION: "employees, customers",
}
