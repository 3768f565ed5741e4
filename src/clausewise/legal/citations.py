"""Citations of other instruments: statutes, codes, EU acts, U.S.C. and C.F.R.

Two entry points. :func:`find_citations` scans a whole text for citations that stand on their
own ("Regulation (EU) 2016/679", "Directive 95/46/EC", "35 U.S.C. § 101", "Insolvency Act
1986"). :func:`instrument_at` and :func:`external_name` read the instrument named after "of" in
a pinpoint reference ("section 123 of the Insolvency Act 1986", "Article 8(1) of the Charter").
Each returns a normalised citation dict (``act`` or ``instrument`` or ``code``/``title``, the
pinpoint, and ``jurisdiction``). The scan is one regex whose every branch starts with a
capital letter, so the engine skips most of the text at C speed.
"""

from __future__ import annotations

import re

from ._anchored import anchored_finditer
from .citation_before import named_before
from .citation_commas import comma_act
from .citation_places import (
    PLACE_AFTER_RE,
    PLACE_END_RE,
    STATE_END_RE,
    STATES,
    YEAR,
    statute_tail,
)
from .citation_places import jurisdiction_of as _jurisdiction
from .citation_words import DOC_WORDS, KNOWN_CODES, LINK_WORDS, STOP

__all__ = [
    "YEAR",
    "Citation",
    "citation_at",
    "external_name",
    "field_of",
    "find_citations",
    "head_noun",
    "instrument_at",
    "jurisdiction_of",
]

# (start, end, identifier, citation)
Citation = tuple[int, int, str, dict[str, str]]

_GAP = r"(?:[ \t]{1,2}|[ \t]?\n[ \t]*)"
_INSTRUMENT_RE = re.compile(
    # (who made it, which the name leaves out: "Council Directive 93/13/EEC", "Commission
    # Implementing Regulation (EU) 2021/1173")
    rf"(?:(?:Council|Commission)(?:{_GAP}(?:Implementing|Delegated))?{_GAP})?"
    rf"(?P<type>Regulation|Directive|Decision|REGULATION|DIRECTIVE|DECISION){_GAP}"
    rf"(?:\((?P<org>EU|EC|EEC|Euratom|EU, Euratom)\){_GAP})?(?:No\.?{_GAP})?"
    r"(?P<num>\d{1,4}/\d{1,4}(?:/(?:EC|EEC|EU|CE|JHA|CFSP))?)(?![\w/])"
)
# One space or one line break (a hard wrap), never a blank line: names do not cross paragraphs.
_SP = r"(?:[ \t]{1,2}|[ \t]?\n[ \t]*)"
# Words that end a name: determiners, and the head words of another reference
# ("of the Code and Section 3A"; a schedule only with its number: "the Disclosure Schedule";
# clauses too: "the Standard Contractual Clauses").
# (a Part with its number too: "of the Australian Consumer Law and Part IVB of ..."; an aside
# in brackets after the name is no numbering: "the Standard Contractual Clauses (docking clause)")
_NOT_NAME = (
    r"(?!(?:This|That|These|Those|Such|Any|Each|Sections?|Article|Clause|Exhibits?"
    r"|Paragraphs?|Annex)\b|(?:Schedules?|Clauses|Parts?|Chapters?|Divisions?)\b[ \t\n]{0,3}"
    r"(?:[\dA-Z]|\([\dA-Za-z]{1,5}\)))"
)
# (a name may start with a lower-case prefix on a capital: "the ePrivacy Directive")
_CAP = (
    rf"{_NOT_NAME}(?:(?:[A-Z]\.){{2,}}|(?:[a-z](?=[A-Z]))?[A-Z][\w'’&\-]*|\d{{4}}"
    r"|\([A-Z][^()\n]{0,40}\))"
)
_LINK = rf"(?:(?:(?:of|on|for|to|in|de)(?:{_SP}the)?|and|the){_SP})"
_NAME_RE = re.compile(rf"{_CAP}(?:{_SP}{_LINK}?{_CAP}){{0,12}}")
_NUMBER_AFTER_RE = re.compile(r"\.?[ \t]?\d{1,4}[A-Z]?\b")
# The words naming a statute, read in the ``_NAME_REACH`` characters before its head word
# ("Act", "Code"), searched in that slice only: a word there is at most that long, so the
# bounds cost nothing, and they keep every start's scan short. The look-behinds turn away a
# start inside a word of capitals or a run of initials ("U.S.A."): a match from there is
# also a match from the capital before it, which the search has tried already.
_NAME_REACH = 120
_NAME_BEFORE_RE = re.compile(
    rf"(?:{_NOT_NAME}(?:(?<![A-Z]\.)(?:[A-Z]\.){{2,{_NAME_REACH // 2}}}"
    rf"|(?<![A-Z])[A-Z][\w'’&\-]{{0,{_NAME_REACH - 1}}}|\([A-Z][^()\n]{{0,40}}\)){_SP}"
    rf"(?:(?:of|on|for|to|in)(?:{_SP}the)?{_SP}|and{_SP})?){{1,8}}\Z"
)
# "Insolvency Act 1986", "Securities Act of 1933", "Companies Act, 2013" (India writes a
# comma), then an Australian statute's jurisdiction: "Corporations Act 2001 (Cth)".
_YEAR_AFTER_RE = re.compile(
    rf"(?:\s{{1,2}}of|,)?\s{{1,2}}(?P<year>{YEAR})\b(?P<state>[ \t]{STATES})?"
)
# A bracket closing a name ("the Companies Act (the "Act")"), with the blanks before it: the
# look-behind starts the match where the blanks do, not again at each of them.
_TRAILING_BRACKET_RE = re.compile(r"(?<!\s)\s*\([^()]*\)$")
# A year inside a name read after "of": where a statute's name ends ("section 2 of the
# Companies Act 2006 the Landlord may ..."), with the state of an Australian statute.
_YEAR_IN_NAME_RE = re.compile(rf"(?<=[ \t\n]){YEAR}\b(?P<state>[ \t]{STATES})?")
_BRACKET_AFTER_RE = re.compile(r"[ \t\n]{1,2}\([^()\n]{1,40}\)")
_COMMA_YEAR_RE = re.compile(rf",[ \t]?{YEAR}\b(?:[ \t]{STATES})?")
_SCAN_RE = re.compile(
    # a UK statutory instrument other than Regulations, with its year: "the Town and Country
    # Planning (Use Classes) Order 1987", "the Civil Procedure Rules 1998"
    r"(?P<stat>Act|Code|Regulations|(?:Order|Rules)(?=[ \t](?:19|20)\d\d\b(?![-/]\d)))(?![\w])"
    r"|(?P<inst>Regulation|Directive|Decision|REGULATION|DIRECTIVE|DECISION|regulation)"
    r"(?=\s{1,2}[(\dN])"
    # (the annotated editions' "U.S.C.A." and "U.S.C.S." cite the same sections)
    r"|(?P<usc>U\.\s?S\.\s?C\.(?:[AS]\.)?|U\.\s?S\.\s?C|USC|C\.\s?F\.\s?R\.?|CFR)(?![\w])"
    # US regulations named by letter: the SEC's (S-K, S-X, D, FD ...), the Fed's (T, U, Z ...)
    r"|(?P<usreg>Regulation[ \t](?:S-[KXTBP]|AB|BTR|FD|[ADEGMSTUXZ]))(?![\w-])"
)
# Literal-led alternatives only, so the engine can skip text that cannot start one.
_ANCHOR_RE = re.compile(
    r"Act|Code|[Rr]egulation|Directive|Decision|REGULATION|DIRECTIVE|DECISION|U\.[ ]?S\.[ ]?C|USC"
    r"|C\.[ ]?F\.[ ]?R|CFR|Order|Rules"
)
# Every match of _ANCHOR_RE starts at one of these literals ("egulation" one character in):
# ``str.find`` reaches them at memchr speed instead of a regex test at every "r" of the text.
_ANCHOR_LITERALS = (
    ("Act", 0),
    ("Code", 0),
    ("egulation", -1),
    ("Directive", 0),
    ("Decision", 0),
    ("REGULATION", 0),
    ("DIRECTIVE", 0),
    ("DECISION", 0),
    ("U.", 0),  # "U.S.C", "U. S. C" ...: one search, the regex checks the rest
    ("USC", 0),
    ("C.", 0),  # "C.F.R", "C. F. R" ...
    ("CFR", 0),
    ("Order", 0),
    ("Rules", 0),
)
_ITEM_BEFORE_RE = re.compile(
    r"\bItem[ \t](?P<item>\d{1,4}(?:\([a-z0-9]{1,4}\)){0,4})[ \t]of[ \t]\Z"
)
# (a filing's text may space words out: "(11                   U.S.C.A.")
_TITLE_BEFORE_RE = re.compile(r"(?P<title>\d{1,3})(?:\s{1,2}|[ ]{3,24})\Z")
# A section of a code: "101", "78dd-1", "240.10b-5", "1320a-7(b)", a Treasury regulation's
# "31.3402(a)-1" (shared with code_lists)
CODE_SECTION = (
    r"\d{1,6}[a-zA-Z]{0,3}(?:[.\-]\d{1,6}[a-zA-Z]{0,3}){0,3}(?:\([\w]{1,4}\)){0,4}"
    r"(?:(?<=\))-\d{1,3}(?:\([\w]{1,4}\)){0,4})?"
)
# (a comma may set the mark off: "9 U.S.C., Secs. 1-16")
# (one line break at most, and a bare number on the same line only: a number starting the
# next line or paragraph is that clause's, "21 C.F.R." / "2.3 Supplier shall ...")
_CODE_TAIL_RE = re.compile(
    r"(?:,?(?:[ \t]{0,2}|[ \t]?\n[ \t]?)(?P<mark>§§?|[Ss]ec(?:tions?|s?\.)|[Pp]arts?|pts?\.)"
    r"(?:[ \t]{0,2}|[ \t]?\n[ \t]?)|[ \t]{0,2})"
    rf"(?P<sec>{CODE_SECTION})"
)


def _clean(raw: str) -> str:
    return " ".join(raw.split())


def instrument_at(text: str, pos: int) -> tuple[dict[str, str], int] | None:
    """An EU instrument starting at ``pos`` ("Regulation (EU) 2016/679", "Directive 95/46/EC")."""
    m = _INSTRUMENT_RE.match(text, pos)
    if m is None:
        return None
    org = f" ({m.group('org')})" if m.group("org") else ""
    number = ("No " if "No" in m.group() else "") + m.group("num")
    name = f"{m.group('type').capitalize()}{org} {number}"
    return {"instrument": name, "jurisdiction": "eu"}, m.end()


_YEAR_WORD_RE = re.compile(YEAR)


def _head_noun(name: str) -> str:
    """The word naming the kind of document: "Act" in "Insolvency Act 1986" and in "Securities
    Exchange Act of 1934", "Charter" in "Charter of Fundamental Rights of the European Union"."""
    words = re.sub(r"\([^()]*\)", " ", name).split()
    if len(words) > 1 and _YEAR_WORD_RE.fullmatch(words[-1]):
        words.pop()  # "Insolvency Act 1986", "Securities Act of 1933", "Companies Act, 2013"
        if len(words) > 1 and words[-1] == "of":
            words.pop()
        words[-1] = words[-1].rstrip(",")
    if not words:
        return ""
    first_link = next(
        (i for i, w in enumerate(words) if w in ("of", "on", "for", "to", "in")), None
    )
    if first_link and words[-1].lower() not in DOC_WORDS:
        return words[first_link - 1].lower()
    return words[-1].lower()


# public names for the code-section reader (references_code) and the grammar
head_noun = _head_noun
jurisdiction_of = _jurisdiction


def names_document(name: str) -> bool:
    """Does ``name`` name a document: its head noun is a kind of document ("Act", "Deed",
    "Letter"), or it is an acronym ("ERISA")?"""
    words = name.split()
    acronym = len(words) == 1 and words[0].isupper() and len(words[0]) >= 3
    if not acronym and len(words) <= 3 and _ACRONYMS_RE.fullmatch(name) is not None:
        acronym = any(len(w.rstrip("s")) >= 3 for w in words)  # "the SCCs", "the EU SCCs"
    if _dated_acronym(name):
        return True  # "the CA 2006", "the FSMA 2000": an Act abbreviated, with its year
    head = _head_noun(name)
    # "the Disclosure Schedule" is a document of its own; "the Schedule" is this one's
    # ("the Standard Contractual Clauses" too, while "the Clauses" may be this document's)
    named = head in ("schedule", "clauses") and len(words) > 1
    return acronym or head in DOC_WORDS or named


# Initialisms, maybe plural: "SCCs", "EU SCCs", "BCRs", "UK GDPR"
_ACRONYMS_RE = re.compile(r"[A-Z]{2,6}s?(?: [A-Z]{2,6}s?){0,2}")
# An Act's abbreviation and year: "CA 2006", "FSMA 2000", "IA 1986", "ITEPA 2003"
_DATED_ACRONYM_RE = re.compile(rf"[A-Z]{{2,6}}[ ]{YEAR}")


def _dated_acronym(name: str) -> bool:
    return _DATED_ACRONYM_RE.fullmatch(name) is not None


# The words before a document's name: "the", "that" / "said" (the one named before), and
# whose or which it is: "our Cookie Policy", "each Statement of Work", "the applicable Order
# Form" (a name after them is never this document's own: "this" and "these" say that).
# After the determiner: a blank, a hard wrap with its indent, or the run of blanks that
# justified or column-extracted text pads a line with ("of the          General Terms")
_DET_GAP = r"(?:[ \t]{1,12}|[ \t]?\n[ \t]*)"
_DET_RE = re.compile(
    r"(?:(?:the|The)[ \t\n]{1,2}(?=said))?(the|The|that|those|said|such|our|your|its|their|each|any"
    r"|an?)"
    rf"{_DET_GAP}(?:(?:applicable|relevant|then-current|then[ ]current){_DET_GAP})?"
)


# Determiners pointing back to the instrument cited before: "that Act", "those Regulations",
# "such Act"
_BACK = frozenset(("that", "those", "said", "such"))
# (the kind's word alone: not followed by another capitalised word of a longer name)
_BACK_WORD_RE = re.compile(r"[Cc]lauses\b")
_KIND_RE = re.compile(r"[A-Z][a-z]{1,15}(?![\w\-])(?![ \t]{1,2}(?:[A-Z(]|of\b|\d))")


def external_name(text: str, pos: int, key: str) -> tuple[dict[str, str], int] | None:
    """The instrument named at ``pos`` after "of" ("the Insolvency Act 1986", "that Directive",
    "the Transfer and Servicing Agreement"), or ``None`` when the words name no document."""
    det = _DET_RE.match(text, pos)
    start = det.end() if det else pos
    if det is not None and det.group(1) in _BACK and (kind := _KIND_RE.match(text, start)):
        # "that Act and Part 2", "those Regulations and Schedule 1": one word, the kind of
        # the instrument cited before
        word = kind.group()
        if word.lower() in DOC_WORDS:
            data = {field_of(word.lower(), word): f"{det.group(1)} {word}"}
            return {**data, "jurisdiction": _jurisdiction(word, key)}, kind.end()
    if det is not None and det.group(1) in _BACK and (back := _BACK_WORD_RE.match(text, start)):
        # "Clause 17 of those clauses": the set of clauses named before ("the Standard
        # Contractual Clauses"), when one is; else this document's own
        cited = named_before(text, pos, key, "clauses")
        if cited is None:
            return None
        return {"document": cited["act"], "jurisdiction": cited["jurisdiction"]}, back.end()
    m = _NAME_RE.match(text, start)
    if m is None:
        return None
    # ("the Federal Food, Drug, and Cosmetic Act": a statute's name across its commas)
    listed = comma_act(text, start, m.end(), _NAME_RE) if text[m.end() : m.end() + 1] == "," else 0
    raw = _cut_at_the(_cut_at_year((text[start:listed] if listed else m.group()).rstrip(".,")))
    if raw.endswith(" No") and (number := _NUMBER_AFTER_RE.match(text, start + len(raw))):
        raw += number.group()  # "Statement of Financial Accounting Standards No. 5"
    bare = _TRAILING_BRACKET_RE.sub("", raw)
    name = _clean(raw if STATE_END_RE.search(raw) or PLACE_END_RE.search(raw) else bare)
    if not names_document(name):
        # "of ERISA and Treas. Reg. § 1.280G-1": the name ends before "and"
        joined = raw.find(" and ")
        if joined < 0 or not names_document(_clean(raw[:joined])):
            return None
        raw = bare = raw[:joined]
        name = _clean(raw)
    elif " and " in raw and (cut := _statute_and(raw)) is not None:
        raw = bare = raw[:cut]  # "of the Code and Treasury Regulations": two documents
        name = _clean(raw)
    place = None
    if _head_noun(name) in _COMMA_YEAR_HEADS and not _YEAR_END_RE.search(name):
        comma_year = _COMMA_YEAR_RE.match(text, start + len(raw))
        tail = statute_tail(text, start + len(bare), key)
        if comma_year is not None:  # "the Arbitration and Conciliation Act, 1996"
            raw += comma_year.group()
            name = _clean(f"{name}{comma_year.group()}")
        elif tail is not None and tail[0] >= start + len(raw):
            # "the Income Tax Act (Canada)", "the Canada Business Corporations Act, R.S.C.
            # 1985, c. C-44", "the Limitation Act (Cap. 163)"
            raw, name, place = text[start : tail[0]], _clean(bare) + tail[1], tail[2]
    if det is not None and det.group(1) in _BACK:
        name = f"{det.group(1)} {name}"  # "that Directive": the instrument cited just before
    field = field_of(_head_noun(name), name)
    return {field: name, "jurisdiction": place or _jurisdiction(name, key)}, start + len(raw)


def _statute_and(raw: str) -> int | None:
    """Where a name joining a statute and another document ends: "Code and Treasury
    Regulations", "Securities Act and the rules" (at " and "); ``None`` when the words before
    " and " are no statute's name ("Agreement and Plan of Merger", "Landlord and Tenant Act
    1954")."""
    joined = raw.find(" and ")
    while joined > 0:
        if _head_noun(_clean(raw[:joined])) in ("act", "code") and raw[:joined].endswith(
            ("Act", "Code")
        ):
            return joined
        joined = raw.find(" and ", joined + 5)
    return None


def field_of(head: str, name: str) -> str:
    """The citation's field for a name whose head noun is ``head``: an Act's, an EU
    instrument's, or another document's."""
    if head in ("regulation", "regulations", "directive", "decision"):
        return "instrument"
    acts = ("act", "code", "charter", "treaty", "tfeu", "teu")
    return "act" if head in acts or _dated_acronym(name) else "document"


# Head words of a statute whose year India writes after a comma ("Companies Act, 2013").
_COMMA_YEAR_HEADS = frozenset(("act", "code", "ordinance", "rules", "regulations"))


def _cut_at_year(raw: str) -> str:
    """A name read after "of" ends at the year that completes a statute's name: "Companies
    Act 2006 the Landlord" is the Companies Act 2006 and prose after it (the name reader
    joins capitalised words across "the"); "Corporations Act 2001 (Cth)" keeps its state."""
    for year in _YEAR_IN_NAME_RE.finditer(raw):
        if names_document(_clean(raw[: year.start() + 4])):
            # a bracket right after the year stays: "... Act for Fiscal Year 2010 (Pub. L.
            # 111-118)" (it is dropped from the name, kept in the reference text)
            bracket = _BRACKET_AFTER_RE.match(raw, year.end())
            return raw[: bracket.end() if bracket else year.end()]
    return raw


_BARE_THE_RE = re.compile(
    "".join(rf"(?<![ \t\n]{w})" for w in ("of", "on", "to", "in", "or", "for", "and"))
    + r"[ \t\n]{1,2}the[ \t\n]"
)


def _cut_at_the(raw: str) -> str:
    """A name read after "of" ends before a "the" no link word leads: "section 9 of the
    Corporations Act the Company must ..." cites the Corporations Act ("Sale of the Century
    Act" keeps its "of the")."""
    cut = _BARE_THE_RE.search(raw)
    if cut is not None and names_document(_clean(raw[: cut.start()])):
        return raw[: cut.start()]
    return raw


def _after_last_the(tokens: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The tokens after the last "of the" / "to the" / "under the" outside brackets. Statute
    names join their words with a bare link ("Sale of Goods Act 1979", "Proceeds of Crime Act
    2002"); "<word> of the" before a name is prose or a heading: "Amendment of the Enterprise
    Act 2002", "Pursuant to the Defend Trade Secrets Act of 2016", "Title VII of the Civil
    Rights Act of 1964". (A name that itself holds "of the", such as the Representation of the
    People Act 1983, is cut too: rare in agreements, while the prose form is common.) Words in
    brackets are kept: "(Information on the Payer) Regulations 2017"."""
    depth = 0
    cut = 0
    for i, (_, tok) in enumerate(tokens):
        if depth == 0 and tok == "the" and i and tokens[i - 1][1] in LINK_WORDS:
            cut = i + 1
        depth = max(0, depth + tok.count("(") - tok.count(")"))
    return tokens[cut:] if cut < len(tokens) else tokens


_THE_END_RE = re.compile(r"\b(?:the|The)[ \t\n]{1,2}\Z")


def _statute(text: str, m: re.Match[str], key: str) -> Citation | None:
    word = m.group("stat")
    lo = max(0, m.start() - _NAME_REACH)
    before = _NAME_BEFORE_RE.search(text[lo : m.start()])
    if before is None:
        return None
    first = lo + before.start()
    tokens = _after_last_the([(t.start(), t.group()) for t in re.finditer(r"\S+", before.group())])
    while tokens and (tokens[0][1] in STOP or tokens[0][1] in LINK_WORDS):
        at = first + tokens[0][0]
        if tokens[0][1] == "A" and _THE_END_RE.search(text, max(0, at - 6), at):
            break  # "the A New Tax System (Goods and Services Tax) Act 1999": part of the name
        tokens.pop(0)
    if not tokens:
        return None
    year = _YEAR_AFTER_RE.match(text, m.end())
    start = first + tokens[0][0]
    # "the Income Tax Act (Canada)", "the Canada Business Corporations Act, R.S.C. 1985,
    # c. C-44": where the place or the revised statutes are written, the year may be left out
    tail = statute_tail(text, m.end(), key) if year is None and word == "Act" else None
    if tail is not None:
        name = _clean(text[start : m.end()]) + tail[1]
        return start, tail[0], name, {"act": name, "jurisdiction": tail[2]}
    if year is None and not (word == "Code" and tokens[-1][1].lower() in KNOWN_CODES):
        return None  # "Prohibited Act", "Code of Conduct": no year, no known code
    end = year.end() if year else m.end()
    if year is not None and year.group("state") is None:
        place = PLACE_AFTER_RE.match(text, end)
        end = place.end() if place else end  # "the Limitation Act 1959 (Singapore)"
    name = _clean(text[start:end])
    return start, end, name, {"act": name, "jurisdiction": _jurisdiction(name, key)}


def _code(text: str, m: re.Match[str]) -> Citation | None:
    title = _TITLE_BEFORE_RE.search(text, max(0, m.start() - 28), m.start())
    if title is None:
        return None
    code = "C.F.R." if m.group("usc")[0] == "C" else "U.S.C."
    out = {"code": code, "title": title.group("title"), "jurisdiction": "us"}
    tail = _CODE_TAIL_RE.match(text, m.end())
    end = m.end()
    ident = f"{title.group('title')} {code}"
    if tail is not None:
        field = "part" if (tail.group("mark") or "").lower().startswith("p") else "section"
        out[field] = tail.group("sec")
        end = tail.end()
        ident += f" § {tail.group('sec')}" if field == "section" else f" Part {tail.group('sec')}"
    return title.start(), end, ident, out


# "regulation 4(1) of the Working Time Regulations 1998": a UK statutory instrument's units
# are regulations, cited by number with the instrument named after "of".
_REG_PIN_RE = re.compile(
    r"(?i:regulation)[ \t]{1,2}(?P<pin>\d{1,4}[A-Z]?(?:\([a-zA-Z0-9]{1,4}\)){0,5})"
    r"(?:[ \t]{1,2}|[ \t]?\n[ \t]*)of(?:[ \t]{1,2}|[ \t]?\n[ \t]*)"
)
_SI_HEADS = frozenset(("regulations", "rules", "order"))


def _regulation_pinpoint(text: str, pos: int, key: str) -> Citation | None:
    """A regulation of a named statutory instrument, or ``None`` (a bare "Regulation 4" of
    this document, "regulation 4 of this Schedule")."""
    m = _REG_PIN_RE.match(text, pos)
    if m is None:
        return None
    named = external_name(text, m.end(), key)
    if named is None:
        return None
    cite, end = named
    name = cite.get("instrument") or cite.get("act") or ""
    if _head_noun(name) not in _SI_HEADS or not _YEAR_END_RE.search(name):
        return None  # "regulation 4 of the Regulation": no instrument we can name
    pin = m.group("pin")
    out = {"act": name, "regulation": pin, "jurisdiction": cite["jurisdiction"]}
    return pos, end, f"Regulation {pin}, {name}", out


_YEAR_END_RE = re.compile(rf"{YEAR}$")


def citation_at(text: str, pos: int, key: str) -> Citation | None:
    """The citation anchored by the word at ``pos`` ("Act", "Code", "Regulations",
    "Regulation", "Directive", "Decision", "U.S.C.", "C.F.R.", "Regulation S-K"), or ``None``."""
    m = _SCAN_RE.match(text, pos)
    if m is None or (pos and (text[pos - 1].isalnum() or text[pos - 1] == "_")):
        return None
    if m.group("inst"):
        inst = instrument_at(text, pos)
        if inst is None:
            return _regulation_pinpoint(text, pos, key)
        return (pos, inst[1], inst[0]["instrument"], inst[0])
    if m.group("usc"):
        return _code(text, m)
    if m.group("usreg"):
        name = " ".join(m.group("usreg").split())
        cite = {"instrument": name, "jurisdiction": "us"}
        item = _ITEM_BEFORE_RE.search(text, max(0, pos - 40), pos)
        if item is None:
            return (pos, m.end(), name, cite)
        cite["item"] = item.group("item")  # "Item 601(b)(10) of Regulation S-K"
        return (item.start(), m.end(), f"Item {cite['item']}, {name}", cite)
    return _statute(text, m, key)


def find_citations(
    text: str, key: str, memo: dict[int, Citation | None] | None = None
) -> list[Citation]:
    """Every free-standing citation of another instrument in ``text``, in order. ``memo``
    holds ``citation_at(text, pos, key)`` by ``pos`` for a caller that reads some already."""
    out: list[Citation] = []
    memo = {} if memo is None else memo
    for m in anchored_finditer(_ANCHOR_RE, text, _ANCHOR_LITERALS):
        pos = m.start()
        found = memo[pos] if pos in memo else memo.setdefault(pos, citation_at(text, pos, key))
        if found is not None and (not out or found[0] >= out[-1][1]):
            out.append(found)
    return out
