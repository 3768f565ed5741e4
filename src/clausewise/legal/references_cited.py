"""Another instrument named right after a reference's numbering, and what that does to the
reference's members.

- :func:`suffix_citation`: the instrument written straight after the pinpoint, with no "of":
  a treaty or the GDPR by short name ("Article 101 TFEU", "Article 15 UK GDPR", "Article 16
  thereof"), a code's abbreviation after a continental pinpoint ("§ 613a BGB", "Art. 6 para.
  1 lit. f DSGVO", "Sec. 307 para. 1 BGB"), an Act abbreviated with its year ("s.1159 CA
  2006", "section 1122 CTA 2010").
- :func:`own_before_cited`: "Section 1.01 and Section 409A of the Code" cites the Code for
  409A only.
- :func:`join_hyphenated`: "Section 8-102 of the UCC" is one section, not a range.
"""

from __future__ import annotations

import re

from .citation_before import named_before
from .citation_places import known_jurisdiction
from .citation_words import DOC_WORDS
from .citations import YEAR, jurisdiction_of, names_document
from .references_parsed import Member, Parsed

__all__ = [
    "ABBREVIATED",
    "ACRONYM_HEADS",
    "join_hyphenated",
    "names_after",
    "own_before_cited",
    "plural",
    "suffix_citation",
]

# An instrument named by its short name right after the number: "Article 101 TFEU",
# "Article 8 ECHR", "(Article 15 UK GDPR)", "Article 16 thereof".
_SUFFIX_RE = re.compile(
    r"(?:[ \t]{1,2}|[ \t]?\n[ \t]*)"
    r"(?P<name>TFEU|TEU|ECHR|EC Treaty|thereof|(?P<gdpr>(?:UK |EU )?GDPR))\b"
)
# A state's code cited by its dotted initials after the section and a comma, as some states'
# codes are: "Section 9-08-06, N.D.C.C.", "Section 19.86.020, R.C.W." (not a company's
# initials, "Section 5, A.B.C. Corp.", nor the country's)
_CODE_AFTER_RE = re.compile(
    r",[ \t]{1,2}(?P<name>(?!U\.S\.A\.)(?:[A-Z]\.){3,6})(?![\w])(?![ \t]{1,2}[A-Z&])"
)
# A code cited by its abbreviation after a continental pinpoint: "§ 613a BGB", "Art. 6 para.
# 1 lit. f DSGVO", "Sec. 307 para. 1 BGB", "§ 35 GmbHG". Two capitals at least, at its ends;
# not a word of capitals ("§ 5 AND § 6"), nor a currency before its amount ("§ 4 EUR 500").
ACRONYM_RE = re.compile(
    r"[ \t]{1,2}(?!(?:AND|OR|NOR|NOT|BUT|OF|TO|IN|ON|BY|FOR|AS|AT|IS|IF|THE|AN|NO)\b)"
    r"(?P<name>[A-Z][A-Za-z]{0,5}[A-Z])(?![\w])(?![ \t]?\d)"
)
# An Act abbreviated, with its year, right after the pinpoint: "s.1159 CA 2006"
# (not an amount: "Section 4 USD 2000", nor a company: "Section 5 Acme LLC 2020")
DATED_ACRONYM_RE = re.compile(
    r"[ \t]{1,2}(?!(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|NZD|INR|SGD|HKD|CNY|RMB|ZAR|SEK|NOK|DKK"
    rf"|LLC|LLP|PLC|LTD|INC)\b)(?P<name>[A-Z]{{2,6}}[ \t]{{1,2}}{YEAR})(?![\w.,])"
)
# The marks of a continental citation: its abbreviated head words and pinpoint words
CONTINENTAL_HEADS = ("§", "Art.", "Arts.", "Sec.", "Secs.")
# Heads a statute's short name may follow: the continental ones, and "Section" written out
# in English ("Section 20 UrhDaG"; a short name there must be one, see ``_statute_initials``)
ACRONYM_HEADS = (*CONTINENTAL_HEADS, "Section", "section", "SECTION")
_CONTINENTAL_RE = re.compile(r"[ \t](?:(?i:para|subpara|lit)\.|sentence[ \t])")
# Head words read as a reference only with the instrument they cite: "s. 994 of the
# Companies Act 2006", "s.1159 CA 2006", "ss. 171-177 of the Companies Act 2006".
ABBREVIATED = frozenset(("s.", "ss.", "s", "ss"))  # (also dotless: "s 994 of the ...")


def suffix_citation(
    text: str, start: int, end: int, key: str, names: tuple[str, ...] = ()
) -> tuple[dict[str, str], int] | None:
    """(citation, where it ends) of the instrument named at ``end``, right after the
    reference that starts at ``start``; ``None`` when none is. ``names`` are the words this
    document calls itself by ("agreement"): "Section 9 thereof" after them is its own."""
    if text.startswith(",", end):
        code = _CODE_AFTER_RE.match(text, end)
        if code is None:
            return None
        name = code.group("name")  # "Section 9-08-06, N.D.C.C.": a state's code
        return {"act": name, "jurisdiction": jurisdiction_of(name, key)}, code.end()
    if not names_after(text, end):
        return None
    suffix = _SUFFIX_RE.match(text, end)
    if suffix is not None:
        name = suffix.group("name")
        before = None
        if name == "thereof":
            # "Article 114 thereof": the instrument or document named just before
            before = _thereof(text, start, key, names)
            if before is None:
                return None  # "Sections 2.01 and 2.02 (other than clause (c) thereof)": ours
        if suffix.group("gdpr"):  # as "Article 15 of the UK GDPR" reads
            before = {"document": name, "jurisdiction": jurisdiction_of(name, key)}
        cite = before or {"act": name, "jurisdiction": "eu" if name != "thereof" else key}
        return cite, suffix.end()
    dated = DATED_ACRONYM_RE.match(text, end)
    if dated is not None:  # "s.1159 CA 2006", "section 1122 CTA 2010"
        name = " ".join(dated.group("name").split())
        return {"act": name, "jurisdiction": jurisdiction_of(name, key)}, dated.end()
    continental = text.startswith(CONTINENTAL_HEADS, start) or bool(
        _CONTINENTAL_RE.search(text, start, end)
    )
    spelled = not continental and text.startswith(ACRONYM_HEADS, start)
    acronym = ACRONYM_RE.match(text, end) if continental or spelled else None
    if acronym is not None and not continental and not _statute_initials(acronym["name"]):
        acronym = None  # "Section 5 USD", "Section 4 LLC": no statute's short name
    if acronym is not None:  # "§ 613a BGB", "Art. 6 para. 1 lit. f DSGVO", "Section 20 UrhDaG"
        name = acronym.group("name")
        return {"act": name, "jurisdiction": jurisdiction_of(name, key)}, acronym.end()
    return None


# A continental statute's short name, in mixed case, ending in its word for a statute or a
# code ("G" Gesetz, "GB" Gesetzbuch, "VO" Verordnung): "NetzDG", "UrhDaG", "AktG", "GmbHG"
_CONTINENTAL_SHORT_RE = re.compile(r"[A-Z][A-Za-z]{0,5}[a-z][A-Z]{0,2}(?:G|GB|VO)")


def _statute_initials(name: str) -> bool:
    """Does ``name``, written after "Section 5" in English, cite a statute by its short name:
    one known by it ("BGB", "GDPR", "UCC") or a continental statute's ("NetzDG")?"""
    return known_jurisdiction(name) is not None or _CONTINENTAL_SHORT_RE.fullmatch(name) is not None


# A unit cited with its number ("Section 2.02", "clause 4", "§ 3")
_UNIT_RE = re.compile(r"(?i:section|clause|article|paragraph|schedule)s?[ \t\n]{1,2}\d|§")
# A run of capitalised words, which may name a document ("the Franchise Agreement")
_CAPS_RE = re.compile(
    r"[A-Z][\w'’&-]{0,30}(?:[ \t\n]{1,2}(?:(?:of|and|for)[ \t\n]{1,2})?[A-Z][\w'’&-]{0,30}){0,6}"
)
_THEREOF_REACH = 300
_LEADS = frozenset(("The", "This", "These", "That", "Such", "Each", "Any", "Our", "Your"))


def _thereof(text: str, start: int, key: str, names: tuple[str, ...]) -> dict[str, str] | None:
    """What "thereof" after a unit refers to: the instrument or document named last in the
    ``_THEREOF_REACH`` characters before ``start`` ("the Treaty on the Functioning of the
    European Union, and in particular Article 16 thereof", "the Franchise Agreement, in
    particular, Section 9 thereof"); ``None`` (this document's unit) when a numbered unit is
    cited after that name, when the name is this document's own, or when none is named."""
    lo = max(0, start - _THEREOF_REACH)
    # a name before the last unit cited is not what "thereof" points at: read after it only
    floor = lo
    for unit in _UNIT_RE.finditer(text, lo, start):
        floor = unit.end()
    found: tuple[int, dict[str, str]] | None = None
    act = named_before(text, start, key)
    if act is not None:
        at = text.rfind(act["act"], floor, start)
        found = (at + len(act["act"]), act) if at >= 0 else None
    for m in _CAPS_RE.finditer(text, floor, start):
        words = m.group().split()
        if not any(w.lower() in DOC_WORDS for w in words) and not words[-1].isupper():
            continue  # (cheap) no word naming a document, no acronym ("ERISA")
        lead = words[0] in _LEADS and len(words) > 1
        name = " ".join(words[1:] if lead else words)
        if (found is None or m.end() > found[0]) and names_document(name):
            own = name.lower() in names or words[0] in ("This", "These")
            found = (
                m.end(),
                {} if own else {"document": name, "jurisdiction": jurisdiction_of(name, key)},
            )
    return found[1] if found is not None and found[1] else None


_BLANKS = frozenset(" \t\n")


def names_after(text: str, end: int) -> bool:
    """Can an instrument's name start after ``end``: a blank, then a capital or "thereof"?
    (A cheap test first: most references are followed by a lower-case word or a stop.)"""
    if text[end : end + 1] not in _BLANKS:
        return False
    at = end + 1
    while at < len(text) and text[at] in _BLANKS:
        at += 1
    return text[at : at + 1].isupper() or text.startswith("thereof", at)


def plural(head: str) -> bool:
    """ "Sections", "Arts.", "ss.", "§§": a head word naming several units."""
    word = head.lower().rstrip(".")
    return head == "§§" or (word.endswith("s") and word != "s")


def own_before_cited(text: str, parsed: Parsed) -> None:
    """ "Section 1.01 and Section 409A of the Code": a head word written again before a number
    numbered otherwise (a decimal "1.01", then a statute's "409A") starts a reference of its
    own, and the instrument named after it is its alone; the members before it are cut off
    (the caller reads the rest again from that head word). "Chapter 7 or Chapter 11 of the
    Bankruptcy Code" and "Sections 1.01 and 409A of the Code" stay one reference."""
    members = parsed.members
    for i in range(1, len(members)):
        m, prev = members[i], members[i - 1]
        if (
            not m.implied
            and m.range_start is None
            and not text.startswith(m.main, m.start)  # its head word written again
            and ("." in m.main) != ("." in prev.main)
        ):
            parsed.members, parsed.end, parsed.external = members[:i], prev.end, None
            return


def join_hyphenated(text: str, parsed: Parsed) -> None:
    """One section of another instrument, read as a range at its hyphen: "Section 8-102 of the
    UCC", "Section 19-28.1-14 of the Rhode Island Franchise Investment Act". A singular head
    word names one unit, and state codes and the UCC number sections with hyphens."""
    out: list[Member] = []
    joined = False
    for m in parsed.members:
        prev = out[-1] if out else None
        if m.implied or prev is None or prev.parts or not m.main:
            out.append(m)
        elif _HYPHEN_RE.fullmatch(text, prev.end, m.start):
            # (a range the numbers let us enumerate, "Section 2-5", stays a range: its
            # members' spans end after the last, so no hyphen lies between them)
            out[-1] = Member(prev.start, m.end, m.kind, f"{prev.main}-{m.main}", m.parts)
            joined = True
        else:
            out.append(m)
    if joined:
        for m in out:
            m.range_start = None
        parsed.members = out


_HYPHEN_RE = re.compile(r"-[ ]?")
