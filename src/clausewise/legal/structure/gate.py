"""The heading-plausibility gate: lines that look like headings but are not.

A numbered or capitalised line is turned down when it is an address, an amount, a date, a
signature-block line, a table row, a table-of-contents entry (title then page number), a party
name in capitals, or page furniture. The outline builder asks :func:`reject_span` about
every line-start candidate and counts the refusals in ``ClauseTree.rejected_headings``.
"""

from __future__ import annotations

import re

__all__ = ["is_plausible_heading", "reject_reason", "reject_span", "unnumbered_reject_reason"]

_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DATE = re.compile(
    rf"(?i)^(?:{_MONTHS}\.?[ \t]{{1,3}}[0-9]{{1,2}}(?:st|nd|rd|th)?,?(?:[ \t]{{1,3}}[0-9]{{4}})?"
    rf"|[0-9]{{1,2}}(?:st|nd|rd|th)?[ \t]{{1,3}}(?:day[ \t]{{1,3}}of[ \t]{{1,3}})?{_MONTHS}\b"
    r"|[0-9]{1,4}[/\-][0-9]{1,2}[/\-][0-9]{2,4}\b"
    rf"|{_MONTHS}[ \t]{{1,3}}[0-9]{{4}}\b)"
)
_AMOUNT = re.compile(
    r"(?i)^(?:[$€£¥]|(?:us\$|usd|eur|gbp|rmb|cad|aud)[ \t]?[0-9]"
    # A number starts where its digits do: the look-behinds turn away a start inside
    # "1,000,000" or "1.1.1", which would rescan the rest of it (a search from the first
    # digit already matched or failed the same way). See :func:`_bad_start`.
    r"|(?<![0-9])(?<![0-9][,.])[0-9][0-9,.]*[ \t]?"
    r"(?:%|percent\b|per[ \t]cent\b|million\b|billion\b|thousand\b|dollars\b"
    r"|cents\b|days?\b|months?\b|years?\b|hours?\b|weeks?\b))"
)
_STREET = re.compile(
    r"(?i)\b[0-9]{1,6}[a-z]?(?:[ \t]{1,3}[A-Za-z0-9.'’\-]{1,20}){1,5}[ \t]{1,3}"
    r"(?:street|st\.|avenue|ave\.?|road|rd\.|boulevard|blvd\.?|drive|dr\.|lane|ln\.|parkway"
    r"|pkwy\.?|highway|hwy\.?|way|court|ct\.|place|pl\.|square|sq\.|plaza|circle|terrace)(?=\W|$)"
)
_POSTCODE = re.compile(
    r"\b(?:[A-Z]{2}[ \t]{1,3}[0-9]{5}(?:-[0-9]{4})?|[A-Z]{1,2}[0-9][A-Z0-9]?[ \t][0-9][A-Z]{2})\b"
    r"|(?i:\bp\.?[ \t]?o\.?[ \t]{0,2}box\b|\bsuite[ \t]{1,3}[0-9]|\b[0-9]{1,3}(?:st|nd|rd|th)"
    r"[ \t]floor\b)"
)
_SIGNATURE_START = re.compile(
    r"(?i)(?:by|name|title|its|date|dated|signature|signed|witness|address|attention|attn"
    r"|tel|telephone|phone|fax|facsimile|e-?mail|print(?:ed)?[ \t]name)[ \t]*:"
    # "[Signature page follows]", "Signatures follow"; not a clause's title on how the
    # parties may sign ("Signatures.", "Signatures: Each party ...", "Signatures and ...").
    r"|\[?signature(?!s(?:[.:;,]|[ \t]{1,3}and\b))|/s/"
)
_HAS_DIGIT = re.compile(r"[0-9]")

_TOC_ENTRY = re.compile(
    r"^(?P<t>[^.;:!?]{1,140}?)(?:(?P<lead>[ \t.…]{2,})[0-9ivx]{1,4}|[ \t][0-9]{1,3}"
    r"|(?<=[A-Z)])[0-9]{1,3})$"
)
# Words a heading never ends with, and verbs a heading never holds: a hard-wrapped sentence
# that happens to end its line with a number ("... within 30", "... Articles 32 to 36").
_NOT_TOC_END = frozenset(
    {
        "to", "of", "in", "on", "at", "by", "for", "from", "with", "within", "than", "under",
        "upon", "after", "before", "over", "about", "and", "or", "the", "a", "an",
    }
)  # fmt: skip
_NOT_TOC_VERBS = frozenset(["shall", "will", "may", "must", "is", "are"])
_NUMBER_UNIT = re.compile(
    r"(?i)^(?:%|percent\b|per[ \t]cent\b|million\b|billion\b|thousand\b|dollars\b|cents\b"
    r"|days?\b|months?\b|years?\b|hours?\b|weeks?\b|[ap]\.?m\b|x\b)"
)
_TABLE_GAP = re.compile(r"[ \t]{3,}|\t")
_NUMERIC_CELL = re.compile(r"^[$€£]?[ \t]?[0-9][0-9,.]*%?$|^[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}$")
_ENTITY = re.compile(
    r"\b(?:INC|LLC|L\.L\.C|LTD|LIMITED|CORP|CORPORATION|COMPANY|PLC|GMBH|AG|S\.?A|S\.P\.A|N\.?V"
    r"|B\.?V|L\.?P|LLP|TRUST|BANK|N\.A|PARTNERSHIP|HOLDINGS)\b\.?",
    re.IGNORECASE,
)


def _body(pat: re.Pattern[str]) -> str:
    """A pattern's source without its inline flags and leading anchor, for combining."""
    src = pat.pattern
    if src.startswith("(?i)"):
        src = src[4:]
    return src[1:] if src.startswith("^") else src


# One match at the start of a line says signature, amount, date or address: one regex call
# instead of six for each candidate.
_BAD_START = re.compile(
    rf"(?i)(?P<signature>{_body(_SIGNATURE_START)})|(?P<amount>{_body(_AMOUNT)})"
    rf"|(?P<unit>{_body(_NUMBER_UNIT)})|(?P<date>{_body(_DATE)})"
    rf"|(?P<street>{_body(_STREET)})|(?P<postcode>{_body(_POSTCODE)})"
)
_REASON = {"unit": "amount", "street": "address", "postcode": "address"}
# Most text after a marker starts with a word no branch of ``_BAD_START`` can begin with (a
# title, "The ..."); deciding that from the word costs a tenth of trying the case-insensitive
# alternation. A word can start a match only if it is short (postcodes, "a.m.", "x", "by"), one
# of these words, or starts with "signature" ("[Signature page follows]").
_BAD_WORDS = frozenset(
    {
        "name", "title", "its", "date", "dated", "signed", "witness", "address", "attention",
        "attn", "tel", "telephone", "phone", "fax", "facsimile", "email", "print", "printed",
        "usd", "eur", "gbp", "rmb", "cad", "aud", "percent", "per", "million", "billion",
        "thousand", "dollars", "cents", "day", "days", "month", "months", "year", "years", "hour",
        "hours", "week", "weeks", "jan", "january", "feb", "february", "mar", "march", "apr",
        "april", "may", "jun", "june", "jul", "july", "aug", "august", "sep", "sept", "september",
        "oct", "october", "nov", "november", "dec", "december", "pobox", "suite",
    }
)  # fmt: skip
_ASCII_WORD = re.compile(r"[A-Za-z]+")


def _may_start_badly(text: str, j: int, end: int) -> bool:
    """False only when ``_BAD_START`` cannot match at ``j`` (bounded by ``end``): the text
    there starts with an ASCII word that opens none of its branches."""
    w = _ASCII_WORD.match(text, j, end)
    if w is None:
        return True  # a digit, a symbol or a non-ASCII letter: let the regex judge
    k = w.end()
    if k < end and ord(text[k]) > 127:
        return True  # a word going on in non-ASCII letters (case folding may apply)
    word = w.group().lower()
    return len(word) <= 2 or word in _BAD_WORDS or word.startswith("signature")


_DIGITS = frozenset("0123456789")


def _bad_start(text: str, j: int, end: int) -> re.Match[str] | None:
    """``_BAD_START`` matched at ``j``, where no word character comes just before (the caller
    slices the text then). Its amount branch looks behind for the digits of a number already
    begun, which a match in place would see after "3." or "3,": then the text from ``j`` is
    judged on its own (a rare, short slice; a "." or "," reads as a non-word either way)."""
    if j > 1 and text[j - 1] in ",." and text[j - 2] in _DIGITS:
        return _BAD_START.match(text[j:end])
    return _BAD_START.match(text, j, end)


def _is_table_row(rest: str) -> bool:
    cells = [c for c in _TABLE_GAP.split(rest.strip()) if c]
    if len(cells) < 3:
        return False
    numeric = sum(1 for c in cells if _NUMERIC_CELL.match(c.strip()))
    return numeric >= 1 and sum(len(c) for c in cells) / len(cells) < 40


def _toc_entry(s: str) -> bool:
    """A contents entry: a title then its page number. With dot leaders or a column gap the
    shape says enough; a number after one space must follow a heading-like title, not a
    sentence cut by a hard wrap."""
    m = _TOC_ENTRY.match(s)
    if m is None:
        return False
    if m.group("lead") is not None:
        return True
    title = m.group("t")
    if title[:1].islower():
        return False
    words = title.lower().split()
    return (
        bool(words)
        and words[-1] not in _NOT_TOC_END
        and words[-1] not in _UNIT_WORDS
        and _NOT_TOC_VERBS.isdisjoint(words)
    )


# "Interpretation of Part 2", "Amendments to Schedule 3": the number is the unit's, not a page.
_UNIT_WORDS = frozenset(
    {"part", "parts", "schedule", "article", "section", "chapter", "clause", "annex"}
    | {"appendix", "regulation", "rule", "paragraph", "title", "division"}
)


_UNIT_TITLE = re.compile(
    r"(?:[A-Z][a-z]{2,6}|[A-Z]{3,7})(?:[ \t]{1,3}(?:(?i:of|and)\b|[0-9]{1,4}\b)|[ \t]*$)"
)


def _unit_heading(text: str, j: int, end: int) -> bool:
    """A title that opens with a unit of time in capitals ("HOURS OF WORK", "Days of
    Operation", "Years of Service", "YEAR 2000 COMPLIANCE"), not a quantity cut off by a hard
    wrap ("30 days after ..."): the word is capitalised and ends the line or is followed by
    "of", "and" or the number that names it (a quantity puts its number first)."""
    return _UNIT_TITLE.match(text[j:end].rstrip()) is not None


def reject_reason(rest: str, *, whole_line: bool) -> str | None:
    """Why the text after a line-start marker is not a heading, or None if it may be one.

    ``rest`` runs from the end of the marker to the end of its line. ``whole_line`` says the
    marker began the line (so table and table-of-contents shapes apply). A long rest is a
    paragraph (a collapsed page): only its start is judged.
    """
    return reject_span(rest, 0, len(rest), whole_line)


_LEADING_SPACE = re.compile(r"\s*")
_LONG = 120


def reject_span(
    text: str, start: int, end: int, whole_line: bool, address: bool = True
) -> str | None:
    """:func:`reject_reason` of ``text[start:end]``, read in place: the parser asks this of
    every candidate, and most answers need no slice of the text. ``address=False`` lets a
    line naming an address pass (after a multi-level number such as "1.2", which no street
    number is written like: "1.2 The Seller: 14 Long Street, Cape Town")."""
    if start + 1 < end and text[start] == " " and not text[start + 1].isspace():
        j = start + 1  # one space after the marker: the common case
    else:
        lead = _LEADING_SPACE.match(text, start, end)
        j = start if lead is None else lead.end()
    if j >= end:
        return None
    if j == start > 0 and (text[j - 1].isalnum() or text[j - 1] == "_"):
        # A word character just before: "\b" would read it; judge the text on its own.
        return reject_span(text[start:end], 0, end - start, whole_line, address)
    bad = _bad_start(text, j, end) if _may_start_badly(text, j, end) else None
    if bad is not None:
        name = bad.lastgroup or "signature"
        if not (name == "unit" and _unit_heading(text, j, end)) and not (
            name == "signature" and _details_row(text, start, j, end)
        ):
            return _REASON.get(name, name)
    if not whole_line or (end - j > _LONG and not text[end - 1].isspace()):
        return None  # text after an inline marker, or a paragraph (a collapsed page)
    s = text[j:end].rstrip()
    if len(s) > _LONG:
        return None
    if "/s/" in s or ("____" in s and _signature_blank(s)):
        return "signature"
    if (
        address
        and (_HAS_DIGIT.search(s) or "box" in s.lower())
        and _address(s)
        and not _details_row(text, start, j, end)
    ):
        return "address"  # but "3. Address: 14 Elm Road" is a row of a details list
    rest = text[start:end]
    if ("   " in rest or "\t" in rest) and _is_table_row(rest):
        return "table"
    if s[-1].isdigit() and _toc_entry(s):
        return "toc"
    return None


# Labels a details schedule shares with signature blocks ("1. Name: Kestrel Software Limited",
# "3. Address: 14 Elm Road"); "By:", "Its:", "Signed:" only ever sign.
_DETAIL_LABELS = frozenset(
    {"name", "title", "date", "dated", "address", "attention", "attn", "tel", "telephone",
     "phone", "fax", "facsimile", "email", "e-mail"}
)  # fmt: skip


def _details_row(text: str, start: int, j: int, end: int) -> bool:
    """Whether the line ``text[start:end]`` (its text from ``j``) is a row of a details list: a
    label such as "Name:" after a marker closed by a full stop or a bracket ("1.", "(a)"),
    filled in on its line. A signature block numbers none of its lines."""
    colon = text.find(":", j, end) + 1
    if start < 1 or colon <= start or text[start - 1] not in ".)":
        return False
    label = text[start : colon - 1].strip().lower()
    value = text[colon:end].strip()
    return label in _DETAIL_LABELS and value[:1].isalnum() and "__" not in value


# The labels of a signature block's blanks ("By: ______", "Name: ____", "Date: ____").
_SIGN_LABELS = frozenset(
    {"", "by", "name", "title", "its", "date", "dated", "signature", "signed", "per",
     "witness", "print name", "printed name", "name and title", "authorised signatory",
     "authorized signatory", "signature of witness", "name of witness"}
)  # fmt: skip


def _signature_blank(s: str) -> bool:
    """Whether the first blank of ``s`` is one of a signature line: alone, or after a
    signatory's label. A form's numbered item leaves a blank for its answer ("Description of
    Services: ________", "Fees: $_____ per month"): an item of the form, not a signature."""
    label = s[: s.index("____")].strip(" \t:$").lower()
    return label in _SIGN_LABELS


def _address(s: str) -> bool:
    """A line holding a street or postcode, not as part of a sentence: a clause that names
    premises ("1.1 Landlord leases to Tenant the premises at 10 Main Street.") is a clause."""
    m = _STREET.search(s) or _POSTCODE.search(s)
    if m is None:
        return False
    words = s[: m.start()].split()
    # A line closed by a full stop ("Premises. The premises are Suite 400 of the Building.",
    # "1. Sawmill equipment located at 4400 Mill Road.") needs only one word of prose to be
    # a clause or an item.
    need = 1 if s[-1] == "." else _SENTENCE_WORDS
    if s[-1] == "." and _SUBJECT_VERB.match(s):
        return False  # "The Premises are located at 12 Mill Road, Leeds.": a sentence
    return sum(1 for w in words if w[0].islower() and w not in _PARTY_WORDS) < need


# A sentence's subject and verb: a determiner, a capitalised noun or two, a verb.
_SUBJECT_VERB = re.compile(
    r"(?:The|This|Each|Any|All|Such|Its|Their)[ \t](?:[A-Z][\w'’\-]{0,20}[ \t]){1,3}"
    r"(?:is|are|was|were|shall|will|must|may|has|have)\b"
)


_SENTENCE_WORDS = 2  # lower-case words before the address that make the line a sentence
# The words of a party's description ("... LTD whose registered office is at 9 Canal Wharf",
# "a Delaware corporation having its principal place of business at ..."): not a sentence.
_PARTY_WORDS = frozenset(
    {
        "a", "an", "the", "and", "of", "at", "in", "with", "under", "its", "his", "her",
        "their", "whose", "which", "who", "is", "are", "being", "having", "registered",
        "office", "offices", "principal", "place", "business", "address", "located",
        "residing", "resident", "incorporated", "organized", "organised", "existing",
        "laws", "company", "number", "no.", "c/o", "care", "corporation", "partnership",
        "limited", "liability", "situated", "trading", "as",
    }
)  # fmt: skip


def unnumbered_reject_reason(line: str) -> str | None:
    """Why an unnumbered line in capitals or title case is not a heading, or None."""
    s = line.strip().rstrip(":").strip()
    if not s or len(s) > 100 or len(s.split()) > 12:
        return "length"
    if sum(1 for c in s if c.isalpha()) < 3:
        return "too few letters"
    reason = reject_reason(s, whole_line=True)
    if reason is not None:
        return reason
    if _ENTITY.search(s):
        return "party name"
    if s[-1] in ".,;" or s.endswith("!"):
        return "sentence"
    if _COPYRIGHT.match(s):
        return "copyright notice"
    return None


# "Copyright 1991 by the Massachusetts Institute of Technology", "(C) 2004 Acme",
# "All rights reserved": a notice, never a heading.
_COPYRIGHT = re.compile(
    r"(?i)(?:copyright[ \t]+(?:\(c\)|©|[0-9]{4}|by\b)|©|\(c\)[ \t]*[0-9]"
    r"|all[ \t]+rights[ \t]+reserved)"
)


_MARKER = re.compile(
    r"^[ \t]*(?:(?i:article|section|clause|part|chapter|schedule|exhibit|annex|appendix)"
    r"[ \t]{1,3}[0-9A-Za-z.\-]{1,12}[.:]?|§[ \t]?[0-9.]{1,12}|[0-9]{1,4}(?:\.[0-9]{1,3}){0,4}\.?"
    r"|\([a-zA-Z0-9]{1,4}\)|[a-zA-Z][.)])(?=[ \t]|$)"
)


def is_plausible_heading(line: str) -> bool:
    """Whether one line of text may be a heading, judged on its shape alone.

    A numbered line ("7.2 Payment", "ARTICLE IV", "(a) Scope") passes unless its text is an
    address, amount, date, signature line, table row or contents entry; an unnumbered line
    must be short, mostly capitalised and not a party name or a sentence.
    """
    m = _MARKER.match(line)
    if m is not None:
        rest = line[m.end() :]
        if rest.strip()[:1].islower() or _STREET.search(line) is not None:
            return False  # "10 Downing Street": the number belongs to the address
        return reject_reason(rest, whole_line=True) is None
    s = line.strip()
    if not s or not s[0].isupper():
        return False
    words = s.rstrip(":").split()
    caps = not any(c.islower() for c in s)
    if not caps:
        sig = [w for w in words if w.lower() not in _MINOR_WORDS]
        if not sig or sum(1 for w in sig if w[:1].isupper()) * 10 < len(sig) * 8:
            return False
    return unnumbered_reject_reason(s) is None


_MINOR_WORDS = frozenset(
    ["a", "an", "and", "as", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with"]
)
