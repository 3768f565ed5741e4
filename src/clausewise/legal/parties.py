"""The parties of a document, read from its opening: "by and between Acme Inc., a Delaware
corporation ("Supplier"), and Beta LLC" -> ``["Acme Inc.", "Beta LLC"]``.

:func:`find_parties` reads the first "between ... and ..." (or "among ...") list, else labelled
parties ("Party A: ..."), else the names before quoted roles; :func:`find_parties_near` widens
the window when a heading cuts the preamble short; :func:`provider_parties` keeps the
provider of terms of service.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import parties_opening as _opening
from .company_forms import COMPANY_ABBREVIATIONS
from .parties_opening import COMPANY_WORDS as _COMPANY_WORDS
from .parties_opening import company_commas, is_entity, opens_list, role_lines

__all__ = ["MAX_PARTIES", "find_parties", "find_parties_near", "provider_parties"]

MAX_PARTIES = 6
MAX_PARTY_CHARS = 120
PARTY_SPAN = 1500
OPENING = 3000  # characters of a document read when its preamble holds no parties

# (The word boundary is tested once for the first three alternatives, not once each.)
_BETWEEN = re.compile(
    r"(?:\b(?:(?i:(?:by\s+and\s+)?(?:between|among|amongst)\b)|PARTIES\b|Parties\b(?=\s*:?\s*\(1\)))"
    r"|(?m:^)[ \t]*Parties[ \t]*:?[ \t]*(?=\n))"  # "Parties" heading a list of paragraphs
    r"\s*:?\s*(?=[\"“(\[\u2022\u25cf\u25aa]|[A-Za-z0-9])"
)
# "Party A: People's Government of ... Party B: ..." (a style common in translated contracts).
_LABELLED = re.compile(r"\bParty\s+[A-H]\b\s*(?:\([^()\n]{0,30}\))?\s*[:：]\s*")
# Where the list of parties ends: recitals, operative words, the next sentence's subject.
# Every alternative but the first two starts at a word boundary: the \b is written once, so
# the engine leaves most positions (inside words) after one test, not one per alternative.
# A blank line before a number, a bracket or "The..." stops the list at its first newline
# (group "blank"): the match starts where the run of blanks does, so a start inside the run
# fails at once on the look-behind instead of rescanning the run (cubic on 2,000 newlines).
# Use :func:`_stop_at`, which reads the stop from the group.
_PARTY_STOP = re.compile(
    r"(?<!\s)[^\S\n]*(?P<blank>\n[^\S\n]*\n)\s*(?=\d|\(|Th[a-z]+\b)"
    r"|\.\s+(?=(?:The|This|In|Each|Both|Whereas|WHEREAS|NOW|Now"
    r"|[A-Z][a-z]+\s+(?:is|and|wishes|desires))\b)"
    r"|\b(?:W\s?H\s?E\s?R\s?E\s?A\s?S\b|RECITALS?\b|Recitals?\b|BACKGROUND\b"
    r"|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H\b|TABLE\s+OF\s+CONTENTS\b|Source:"
    r"|(?i:exchange\s+commission\b|know\s+all\s+(?:men|persons)\b)|NOW,?\s+THEREFORE\b"
    r"|(?:is|are)\s+(?:dated|made|entered|governed|subject)\b|dated\s+as\s+of\b|effective\s+as\s+of\b"
    r"|(?:each|both)\s+(?:of\s+)?(?:which|whom|them|the\s+foregoing)\b"
    r"|(?:(?:may\s+be|shall\s+be|will\s+be|are|is|hereinafter|each)\s+(?:\w+\s+){0,2})?"
    r"(?:referred\s+to|individually|collectively|jointly)\b|sets\s+forth\b"
    r"|In\s+consideration\b|The\s+[Pp]arties\b|the\s+parties\s+(?:hereto|agree))"
)
# Separators between parties, found only outside parentheses and quotes.
# A comma after a bracketed role before a capital ('Acme Inc. ("A"), Beta LLC ("B"), and ...')
# separates too (brackets are masked with NUL before this runs). An "and" separator starts
# where its run of blanks does (or at the comma before it): the look-behind turns away every
# later start in the run at once, where "\s+" would rescan the rest of the run from each.
# ("\n and \n" needs no branch of its own: the "and" branch matches it, at the same start.)
_PARTY_SEP = re.compile(r";|,?(?<!\s)\s+(?:and|AND|And)\s*:?\s+|(?<=\0),\s+(?=[A-Z])")
# "and" alone on its line between names set out on lines of their own: then the list is
# split there only, and an "AND" inside a name ("EXXONMOBIL RESEARCH AND ENGINEERING") stays.
_LINE_AND = re.compile(r"\n[ \t]*(?:and|AND)[ \t]*:?[ \t]*\n")
# In such a list, a comma ending a name's line also separates ("X, INC.,\n\nY, INC.\n\nand").
_LINE_LIST = re.compile(r"\n[ \t]*(?:and|AND)[ \t]*:?[ \t]*\n|,[ \t]*\n[ \t]*\n")
# Where a party's name ends inside its entry.
_NAME_END = re.compile(
    r"\s*\(|\s*\[|,\s*(?=[a-z])|\s+(?:a|an)\s+(?=[A-Za-z])|"
    r"\s+(?:with|together\s+with|having|whose|which|located|residing|acting|doing\s+business|d/b/a|"
    r"listed|identified|named|set\s+forth|"
    r"hereinafter|herein|as\s+(?=[A-Za-z])|organi[sz]ed|incorporated|existing|"
    r"registered|of\s+\d|ACN|ABN|ARBN)\b|,?\s+(?:an?\s+)?(?:individual|company|corporation)\b|"
    r"\s*[\"“]|\s*:\s|\s*,\s*(?=\d)|\s+of\s+(?=[\[\d_])|[ \t]{2,}|\s+Party\s+[A-H]\b|"
    r"\s+Address\b|\s+(?:is|are|shall|will|may|agrees?|agreed|hereby|wishes|desires)\b|\n\s*\n"
    r"|,?\s+(?i:including)\b"
)
_TOC_NUMBER = re.compile(r"\s\d{1,3}$")
_INSTRUMENT = re.compile(r"(?i)\b(?:agreement|contract|exhibit|schedule|indenture)\b")
_LEAD = re.compile(
    r"^(?:\(\w{1,4}\)|\w{1,3}[.)]|and\b|AND\b|between\b|BETWEEN\b|[:;,\s\u2022\u25cf\u25aa])+\s*"
)
_NOT_NAME = re.compile(
    r"(?i)^(?:the\s+)?(?:parties|party|undersigned|following|company|licensee|licensor|this|these|"
    r"customer|supplier|us|you|we|each|both|either|it|its|his|her|their|they|said|"
    r"disclaimer|limitations?\s+of|know\s+all|exchange\s+commission|whereas|recitals?"
    r"|background|witnesseth)\b"
)


def find_parties(text: str, preamble_start: int, preamble_end: int) -> list[str]:
    """The contracting parties named in ``text[preamble_start:preamble_end]``.

    Reads the first "between ... and ..." (or "among ...") list: each entry's name runs up to
    its description (", a Delaware corporation", "(the "Supplier")", "having its principal
    place of business", ", as Issuer"), so "by and between Acme Inc., a Delaware corporation
    ("Supplier"), and Beta LLC" gives ``["Acme Inc.", "Beta LLC"]``. Without such a list, the
    names just before quoted role definitions ("Acme Inc. ("Supplier")") are used, else those
    a title page writes with their roles ("ACME BANK PLC as Lender"). Names are
    returned as written (whitespace collapsed), in order, without duplicates; at most six.
    """
    end = min(preamble_end, len(text))
    names: list[str] = []
    for m in _BETWEEN.finditer(text, preamble_start, end):
        if not opens_list(text, m, preamble_start):
            continue
        heading = "\n" in m.group() and m.group().strip(" \t\n:").lower() == "parties"
        names = _list_parties(text, m.end(), min(end, m.end() + PARTY_SPAN), heading)
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
    if len(names) < 2:  # a title page: "ACME BANK PLC as Lender"
        listed = [n for n in role_lines(text, preamble_start, end) if _plausible_name(n)]
        names = list(dict.fromkeys(listed)) if len(listed) >= 2 else names
    return _drop_prefixes(names)[:MAX_PARTIES]


def find_parties_near(text: str, preamble_start: int, preamble_end: int) -> list[str]:
    """:func:`find_parties` in the preamble, else in the document's opening: a preamble cut
    short by a heading ("ARTICLE 1 -- PREAMBLE This Agreement ... by and between ...", "1.0
    Introduction") leaves the list of parties in the first clause."""
    names = find_parties(text, preamble_start, preamble_end)
    opening = min(len(text), max(preamble_end, OPENING))
    if len(names) < 2 and opening > preamble_end:
        wider = find_parties(text, 0, opening)
        if len(wider) > len(names):
            return wider
    return names


def provider_parties(names: Sequence[str], title: str | None) -> list[str]:
    """The parties of terms of service: the provider's legal entities ("Google Inc.", "Klarna
    Bank AB"), else the brand the title names ("PayPal" for "PayPal User Agreement"). The
    other side is whoever accepts the terms; quoted names there are mostly defined words
    ("These Terms of Use", "Purchases"), which are not parties."""
    names = [n for n in names if not _TERMS_WORDS.search(n)]
    entities = [n for n in names if is_entity(n)]
    if entities:
        return entities
    low = (title or "").lower()
    return [n for n in names if len(n) > 2 and n.lower() in low]


# Names of the terms themselves ("These Terms of Use"); _INSTRUMENT already turns away the
# contract words in every document.
_TERMS_WORDS = re.compile(r"(?i)\b(?:terms|conditions|policy)\b")


def _drop_prefixes(names: list[str]) -> list[str]:
    """Drop a name that begins another found name ("NETGEAR" beside "NETGEAR, Inc.")."""
    lowered = [n.lower() for n in names]
    return [
        n
        for n, low in zip(names, lowered, strict=True)
        if not any(o != low and o.startswith(low) and not o[len(low)].isalnum() for o in lowered)
    ]


def _enumerated_entries(window: str) -> list[str] | None:
    """Entries of a list of parties numbered "(1)", "(2)" ... at line starts, each a
    paragraph of its own (the English style: "(1) ACME LIMITED incorporated ... (Supplier).");
    ``None`` when the window does not open with "(1)"."""
    first = window.lstrip()
    if not first.startswith("(1)"):
        return None
    pos = len(window) - len(first)
    starts = [pos]
    k = 2
    while (nxt := window.find(f"\n({k})", pos)) >= 0 and nxt - pos < PARTY_SPAN // 2:
        # the next number opens a line, after blanks only
        starts.append(nxt + 1)
        pos = nxt + 1
        k += 1
    if len(starts) < 2:
        return None
    ends = [*starts[1:], len(window)]
    last = window[starts[-1] : ends[-1]]
    ends[-1] = starts[-1] + _stop_at(_mask_brackets(last))
    return [window[a + 3 : b] for a, b in zip(starts, ends, strict=True)]


def _stop_at(masked: str) -> int:
    """Where the list of parties in ``masked`` ends: the first :data:`_PARTY_STOP`, else the
    end. A blank line stops at its first newline, not at the spaces before it."""
    m = _PARTY_STOP.search(masked)
    if m is None:
        return len(masked)
    blank = m.start("blank")
    return blank if blank >= 0 else m.start()


_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_ROLE_END = re.compile(r"\([^()\n]{1,40}\)[ \t]*[.;,]?(?:[ \t]*(?:and|AND))?[ \t]*\Z")


def _paragraph_entries(window: str) -> list[str] | None:
    """Entries of a list of parties set out a paragraph each, each ending with its role in
    brackets ("Coastline Logistics Pty Ltd of 100 George Street, Sydney (Customer)"), as
    under a "Parties" heading; ``None`` unless the window opens with two such paragraphs."""
    entries: list[str] = []
    pos = 0
    while len(entries) < MAX_PARTIES:
        brk = _PARAGRAPH_BREAK.search(window, pos)
        end = brk.start() if brk is not None else len(window)
        entry = window[pos:end].strip()
        if entry.lower() != "and":
            if not _ROLE_END.search(entry):
                break
            entries.append(entry)
        if brk is None:
            break
        pos = brk.end()
    return entries if len(entries) >= 2 else None


def _list_parties(text: str, start: int, end: int, heading: bool = False) -> list[str]:
    """The parties listed from ``start``; ``heading``: the list follows a "Parties" heading,
    where a paragraph ending with a role in brackets is a party of its own."""
    window = text[start:end]
    numbered = _enumerated_entries(window)
    if numbered is not None:
        names = [n for n in map(_name_of, numbered) if n is not None]
        if len(names) >= 2:
            return list(dict.fromkeys(names))
    paragraphs = _paragraph_entries(window) if heading else None
    if paragraphs is not None:
        names = [n for n in map(_name_of, paragraphs) if n is not None]
        if len(names) >= 2:
            return list(dict.fromkeys(names))
    # Stop words inside a parenthesis ("(hereinafter referred to as "YEC")") do not end the list.
    masked = _mask_brackets(window)
    cut = _stop_at(masked)
    sentence = _sentence_end(masked, cut)
    segment = window[: min(cut, sentence)]
    out: list[str] = []
    for entry in _split_outside_brackets(segment, masked[: len(segment)]):
        name = _name_of(entry)
        if name is None and _template(entry):
            name = _role_of(entry)
        if name is None:
            if len(out) >= 2:
                break  # the list is over: what follows is prose, a table of contents ...
            continue
        if name.lower() not in {n.lower() for n in out}:
            out.append(name)
    return out


_PERIOD = re.compile(r"\.\s+(?=[A-Z])")
# Titles, "No." and street words; company forms come from ``company_forms``.
_ABBREVIATIONS = (
    frozenset(["jr", "sr", "mr", "mrs", "ms", "dr", "no", "st", "ave", "blvd"])
    | COMPANY_ABBREVIATIONS
)


def _sentence_end(masked: str, limit: int) -> int:
    """Where the sentence holding the party list ends: a period followed by a capital, unless
    it closes an abbreviation ("Inc.", "S.p.A.", "M. D. Anderson")."""
    for m in _PERIOD.finditer(masked, 0, limit):
        word = masked[max(0, m.start() - 8) : m.start()].split()
        last = word[-1].lower().lstrip("(,") if word else ""
        if len(last) > 1 and last not in _ABBREVIATIONS and not last.endswith("."):
            return m.start()
    return limit


_BRACKET = re.compile(r"[()\[\]]")


def _mask_brackets(segment: str) -> str:
    """``segment`` with every character inside (...) or [...] replaced by NUL (same length).

    Walks from bracket to bracket (one regex in C), copying the runs outside brackets whole
    and writing NULs for the bracketed ones, not a character at a time. Either closing
    bracket closes either opening one; a closing one with none open is kept."""
    if "(" not in segment and "[" not in segment:
        return segment
    depth = 0
    last = 0  # start of the run not yet written
    out: list[str] = []
    for m in _BRACKET.finditer(segment):
        i = m.start()
        if segment[i] in "([":
            if depth == 0:
                out.append(segment[last:i])
                last = i
            depth += 1
        elif depth:
            depth -= 1
            if depth == 0:
                out.append("\0" * (i + 1 - last))
                last = i + 1
    out.append(segment[last:] if depth == 0 else "\0" * (len(segment) - last))
    return "".join(out)


def _split_outside_brackets(segment: str, flat: str) -> list[str]:
    """Split at party separators that are not inside (...) or quotes; an entry that does not
    start like a name ("existing under the laws of ...") is glued back to the previous one.
    ``flat`` is ``_mask_brackets(segment)`` (the prefix of a masked text masks its prefix)."""
    entries: list[str] = []
    seps: list[str] = [""]
    pos = 0
    inline = _LINE_AND.search(flat) is None
    found = [(m.start(), m.end()) for m in (_PARTY_SEP if inline else _LINE_LIST).finditer(flat)]
    if inline and "," in flat:
        found = sorted({*found, *company_commas(flat, found)})
    for a, b in found:
        if a < pos:
            continue
        entries.append(segment[pos:a])
        seps.append(segment[a:b])
        pos = b
    entries.append(segment[pos:])
    merged: list[str] = []
    for entry, sep in zip(entries, seps, strict=True):
        head = entry.lstrip(' \t\n"“')
        place = bool(merged) and _joins_place(merged[-1], sep, entry)
        if merged and (place or not _name_start(head)) and not _template(entry):
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


# A party written as a blank to fill in ("_____, a corporation ... ("Distributor")"), a
# bracketed placeholder ("a [resident of] [corporation organized in] ... ("you" or the
# "Franchisee")") or a class of signatories ("each other party hereto identified on the
# signature pages (each, a "Sponsor")"): it has no name, only its role.
_TEMPLATE = re.compile(
    r"_{3}|\[|(?:an?|each)\s+(?:\[|other\b|of\s+the\b)"
    # A form's party named elsewhere: "the customer identified below", "the customer named
    # in the Order Form", "the entity specified in the Order".
    r"|the\s+[a-z]{2,20}(?:\s+[a-z]{2,20})?\s+(?:identified|named|specified|listed|set\s+out"
    r"|set\s+forth|indicated|described)\s+(?:below|above|in\b|on\b)"
)
# The role a party is given at the end of its entry: the last capitalised quoted word in the
# closing brackets ("(the "Distributor")", "("you" or the "Franchisee")").
_QUOTED_ROLE = re.compile(r"[\"“]([A-Z][\w&'’. -]{0,40}?)[,]?[\"”]")


def _template(entry: str) -> bool:
    """Is ``entry`` a party without a name (see :data:`_TEMPLATE`)?"""
    return _TEMPLATE.match(entry.lstrip(' \t\n"“')) is not None


def _role_of(entry: str) -> str | None:
    """The role of a party without a name, when its entry ends with one in brackets."""
    end = _ROLE_END.search(entry.rstrip())
    if end is None:
        return None
    # The role nouns no name may be ("Customer", "Licensee") are what a blank party is called.
    role = (_QUOTED_ROLE.findall(end.group()) or [""])[-1]
    return role if role and (_plausible_name(role) or role.lower() in _ROLE_NOUNS) else None


_ROLE_NOUNS = frozenset({"company", "customer", "licensee", "licensor", "supplier"})


# A description before a name: "professional golfer, TOM WATSON".
_DESCRIPTOR = re.compile(r"[a-z][a-z \t\-]{0,40},\s+(?=[A-Z])")


def _name_of(entry: str) -> str | None:
    body = _LEAD.sub("", entry.strip())
    if _class_after_the(body):
        body = body[4:]
    described = _DESCRIPTOR.match(body)
    if described is not None:
        body = body[described.end() :]
    cut = _NAME_END.search(body)
    name = " ".join((body[: cut.start()] if cut else body).split()).strip(" ,;:-–")
    name = _opening.cut_after_form(name)
    if name.endswith(",") or name.endswith(" and"):
        name = name.rstrip(",").removesuffix(" and")
    if not _plausible_name(name):
        return None
    return name


# A party named by a class after "the": two capitalised words at least ("the Trust Advisors",
# not "the Seller", a role of the text), also joined by "of" ("the University of Westbury",
# "the Secretary of State for Health").
_CLASS_NAME = re.compile(r"[A-Z][\w&'’.-]{0,30}[ \t]{1,4}(?:of[ \t]{1,4}(?:the[ \t]{1,4})?)?[A-Z]")


def _class_after_the(text: str) -> bool:
    return text.startswith("the ") and _CLASS_NAME.match(text, 4) is not None


def _name_start(text: str) -> bool:
    """Starts like a name: a capital or digit, or a lower-case letter before a capital
    ("mPhase", "iVillage"), or an enumerator "(2) ..."."""
    if text[:1].isupper() or text[:1].isdigit() or text[:1] == "(":
        return True
    if _class_after_the(text):
        return True  # "the Trust Advisors to the Seller Trusts listed on Schedule A"
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
_ROLE = re.compile(r"\((?P<lead>[^()\"“”]{0,40})?[\"“][^\"“”]{1,40}[\"”][^()]{0,40}\)")
# The words that may lead a party's role in its bracket ("the", "hereinafter referred to
# as", "individually, a ... and together, the", "in such capacity, the"); a bracket led by
# others names a thing ("any such demand, a "Demand""); what follows "with" is free
# ("collectively with its affiliates").
_ROLE_LEAD = frozenset(
    {
        "the", "a", "an", "hereinafter", "herein", "hereafter", "referred", "to", "as",
        "called", "known", "each", "individually", "collectively", "together", "jointly",
        "severally", "and", "or", "also", "in", "such", "its", "their", "capacity",
        "capacities",
    }
)  # fmt: skip
# Where the name before a role begins: after the clause before it, a list separator, the
# word introducing the maker ("by") or the beneficiary ("in favour of").
_BEFORE_NAME = re.compile(
    r";|\bbetween\b|\bamong\b|\band\b|\bby\b|\bin\s+fav(?:ou|o)r\s+of\b|\n\s*\n"
)
# A role's bracket ends the names of a list given that role together ("by Atlas Holdings
# Inc., Borealis Logistics LLC and Cirrus Freight Corp. (individually, a "Guarantor" ...)").
_LIST_ROLE = re.compile(r"(?i:\b(?:each|individually|collectively|together|jointly)\b)")


def _defined_parties(text: str, start: int, end: int, found: list[str]) -> list[str]:
    out = list(found)
    for m in _ROLE.finditer(text, start, end):
        lead = (m.group("lead") or "").replace(",", " ").lower().split(" with ")[0].split()
        if any(w not in _ROLE_LEAD for w in lead):
            continue
        back = text[max(start, m.start() - 250) : m.start()]
        seps = list(_BEFORE_NAME.finditer(back))
        cuts = [c.end() for c in seps if c.group() != "and"]
        whole = back[cuts[-1] if cuts else 0 :]
        pieces = [back[seps[-1].end() if seps else 0 :]]
        if len(seps) > 1 and seps[-1].group() == "and":
            before = back[seps[-2].end() : seps[-1].start()]
            if _joins_place(before, " and ", pieces[0]):  # "registered in England and Wales"
                pieces = [before + " and " + pieces[0]]
        if _LIST_ROLE.search(m.group()) and "(" not in whole:
            pieces = _split_outside_brackets(whole, whole)
        for piece in pieces:
            if _opening.names_instrument(piece):
                continue  # 'This End User License Agreement ("EULA")' defines no party
            name = _name_of(piece) or _opening.entity_before(piece)
            if name is not None and not _plausible_name(name):
                name = None
            if name is not None and name.lower() not in {n.lower() for n in out}:
                out.append(name)
        if len(out) >= MAX_PARTIES:
            break
    return out[:MAX_PARTIES]
