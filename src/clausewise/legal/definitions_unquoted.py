"""Definitions written without quotation marks: Definitions tables, party roles in an English
preamble ("(1) ACME LIMITED ... (Supplier)."), and Title Case words in brackets inside a
clause, as Practical Law plain text writes its bold inline definitions ("any act or omission
of the Customer (Customer Default)").

A bracket of Title Case words inside a clause is read as a definition only when it is clearly
one: it follows a word on the same line (not a list marker at the start of a line), not a
citation ("clause 5 (Confidentiality)") nor a heading ("5. Payment (Fees)"), no year follows
it ("Act (Northern Ireland) 2000"), nothing else defines the same words, and the document
uses the same words, capitalised, after it. "(Including Tax)" or "(England)" that the text
never repeats are ordinary brackets.
"""

from __future__ import annotations

import re

from ._treeindex import TreeIndex
from .definitions_clause import clause_start
from .definitions_found import CITED_BEFORE, Found, clean, definition_units, line_of, term_ok
from .definitions_phrase import noun_phrase
from .jurisdiction import JurisdictionProfile
from .parties_opening import role_line_matches

__all__ = ["bare_brackets", "party_roles", "table_rows", "title_page_roles"]

# A table row of two cells or more: a short term (quoted or not) and its meaning.
_TABLE_ROW = re.compile(
    r"(?m)^[ \t]*\|[ \t]*(?P<q>[\"“‘']?)(?P<t>[^|\n\"“”‘’]{1,80}?)[\"”’']?[ \t]*\|"
    r"[ \t]*(?P<d>[^|\n]{2,2000})"
)


def table_rows(text: str, index: TreeIndex, profile: JurisdictionProfile) -> list[Found]:
    out = []
    for unit in definition_units(index, profile):
        node = index.nodes[unit]
        if "|" not in text[node.heading_end : node.end]:
            continue
        for m in _TABLE_ROW.finditer(text, node.heading_end, node.end):
            eol = text.find("\n", m.end())
            if eol >= 0 and _is_table_rule(text, eol + 1):
                continue  # the header row ("Term | Meaning")
            term = clean(m.group("t"))
            meaning = m.group("d").rstrip(" \t|")
            if not term_ok(term, False) or not meaning.strip():
                continue
            d, end = m.start("d"), m.start("d") + len(meaning)
            row = text.index("|", m.start())
            out.append(Found(term, m.start("t"), row, end, d, end, False))
    return out


def _is_table_rule(text: str, pos: int) -> bool:
    """Whether the line at ``pos`` is a table's header rule ("|------|:---|")."""
    line = text[pos : pos + 40].lstrip(" \t").lstrip("|").lstrip(" \t").lstrip(":")
    return line.startswith("---")


_PARTY_LINE = re.compile(r"(?m)^[ \t]{0,8}\([1-9]\)[ \t]+")
# "PARTIES" / "Parties:" on a line of its own: the parties follow, a paragraph each
# ("Coastline Logistics Pty Ltd of 100 George Street, Sydney (Customer)"), unnumbered.
_PARTIES_HEADING = re.compile(r"(?m)^[ \t]*(?:PARTIES|Parties)[ \t]*:?[ \t]*$")
# Where a party's paragraph ends: a blank line, or a line opening with an item marker (the
# next party, "(A)" of the background).
_ENTRY_END = re.compile(r"\n[ \t]*(?:\n|\(\w{1,4}\)[ \t])")
_MAX_ENTRY = 600


def party_roles(text: str, index: TreeIndex) -> list[Found]:
    """Roles the English style gives parties without quotes, at the end of their paragraph
    in the preamble: "(1) ACME LIMITED incorporated in England ... (Supplier)." defines
    "Supplier" (as "ACME LIMITED incorporated in England ..."), the paragraph hard-wrapped
    or not; so do the unnumbered paragraphs under a "Parties" heading ("Coastline Logistics
    Pty Ltd of 100 George Street, Sydney NSW 2000 (Customer)")."""
    out = []
    for node in index.nodes:
        # A "PARTIES" heading may be read as a unit of its own rather than the preamble's.
        if node.kind != "preamble" and (node.title or "").strip(" :").lower() != "parties":
            continue
        for m in _PARTY_LINE.finditer(text, node.start, node.end):
            found = _party_role(text, m.end(), _entry_end(text, m.end(), node.end))
            if found is not None:
                out.append(found)
        heading = _PARTIES_HEADING.search(text, node.start, node.end)
        if heading is None or _PARTY_LINE.search(text, heading.end(), node.end) is not None:
            continue
        pos = heading.end()
        while pos < node.end:
            while pos < node.end and text[pos] in " \t\n":
                pos += 1
            end = _entry_end(text, pos, node.end)
            if text[pos:end].strip() in ("and", "AND"):
                pos = end  # "and" on a line of its own between the parties
                continue
            lines = _role_lines(text, pos, end)
            if lines:
                out.extend(lines)  # "Name: Kookaburra Pty Ltd (Supplier)" a line each
                pos = end
                continue
            found = _party_role(text, pos, end)
            if found is None:
                break  # the parties are over: the background, the operative words
            out.append(found)
            pos = end
    return out


def _entry_end(text: str, start: int, limit: int) -> int:
    brk = _ENTRY_END.search(text, start, min(limit, start + _MAX_ENTRY))
    return brk.start() if brk is not None else min(limit, start + _MAX_ENTRY)


_LABEL = re.compile(r"[ \t]{0,8}(?:Name|Party|Parties)[ \t]{0,3}:[ \t]{0,8}")


def _role_lines(text: str, start: int, end: int) -> list[Found]:
    """The parties of an entry written a line each, every line ending with its role (a
    details page: "Name: Kookaburra Software Pty Ltd ACN 123 456 789 (Supplier)" / "Name:
    Wattle Bank Limited (Customer)"), a "Name:" label left out; [] unless there are two
    lines or more and each names a role."""
    out: list[Found] = []
    pos = start
    while pos < end:
        nl = text.find("\n", pos, end)
        stop = end if nl < 0 else nl
        label = _LABEL.match(text, pos, stop)
        found = _party_role(text, label.end() if label else pos, stop)
        if found is None:
            return []
        out.append(found)
        pos = stop + 1
    return out if len(out) >= 2 else []


# A role written after "as" at the end of a party's entry or title-page line: "(1) HARROW
# LOGISTICS LIMITED as Borrower;", "ACME BANK PLC" / "as Lender".
_AS_ROLE = re.compile(r"[ \t\n]as[ \t]+(?:the[ \t]+)?(?P<r>[A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2})\Z")


def title_page_roles(text: str, index: TreeIndex, taken: set[str]) -> list[Found]:
    """Roles a preamble's title page gives its parties, a line each ("HARROW LOGISTICS
    LIMITED as Borrower", the role on the line below or not), when two lines or more do and
    nothing else defines the role: the role is the term, the name its definition."""
    out: list[Found] = []
    for node in index.nodes:
        if node.kind != "preamble":
            continue
        for m in role_line_matches(text, node.start, node.end):
            role = _AS_ROLE.search(text, m.start(), m.end())
            if role is not None and role.group("r") not in taken:
                name = m.start("name")
                out.append(
                    Found(
                        role.group("r"), role.start("r"), name, m.end(), name, m.end("name"), False
                    )
                )
    return out if len({f.term for f in out}) >= 2 else []


def _party_role(text: str, start: int, end: int) -> Found | None:
    """The role in brackets ending the party's paragraph ``text[start:end]``, if any, or
    after "as" ("(1) HARROW LOGISTICS LIMITED as Borrower;")."""
    line = text[start:end].rstrip(" \t\n.;,")
    if line.endswith(" and"):
        line = line[:-4].rstrip(" \t\n.;,")
    after_as = _AS_ROLE.search(line)
    if after_as is not None:
        at = start + after_as.start("r")
        return Found(
            after_as.group("r"),
            at,
            start,
            start + len(line),
            start,
            start + after_as.start(),
            False,
        )
    opened = line.rfind("(")
    if not line.endswith(")") or opened <= 0:
        return None
    role = line[opened + 1 : -1].strip()
    role = role[4:] if role.startswith("the ") else role
    words = role.split()
    if not 1 <= len(words) <= 3 or not all(w.isalpha() and w[0].isupper() for w in words):
        return None
    if role.isupper():
        return None  # "(UK)", "(USA)": a place, not a role
    at = start + opened + 1 + line[opened + 1 :].index(role)
    return Found(role, at, start, start + len(line), start, start + opened, False)


# One to four Title Case words in brackets after a word and a space ("Customer (Customer
# Default)", "2025 (Commencement Date)"), small joining words allowed inside ("Statement of
# Work"); no digit after it.
_TITLE_WORD = r"[A-Z][a-z][a-z'’\-]*"
_TITLE_WORDS = rf"{_TITLE_WORD}(?:[ \t](?:(?:of|and|for|to|in|on)[ \t])?{_TITLE_WORD}){{0,3}}"
_BARE = re.compile(  # the bracket first: the scan jumps from "(" to "("
    rf"\((?<=\w \()(?P<t>{_TITLE_WORDS})\)"
    r"(?![ \t]*[\dA-Z])"  # "(Northern Ireland) 2000", "(Europe) S.a r.l.": part of a name
)
# A number before the bracket cites a unit ("12.03 (Failure to Perform)"); a year is a date
# ("1 March 2025 (Commencement Date)").
_NUMBER_BEFORE = re.compile(
    r"(?<![\w.()\-])(?!(?:19|20)\d\d[ \t]\Z)(?=[\w.()\-]*\d)[\w.()\-]+[ \t]\Z"
)
# A use of a defined term: after an article or a determiner ("the Customer Default", "any
# Customer Default"); a place or a name in brackets is not used so.
_DETERMINER_BEFORE = re.compile(
    r"(?i:\b(?:the|a|an|any|each|every|such|that|this|no|all|its|their|relevant)[ \t\n]+)\Z"
)
# Past this many different candidates in one text, the rest are not looked for (each costs a
# search of the text).
_MAX_BARE_TERMS = 200
_LINE_LEAD = re.compile(r"[ \t]*(?:[(\[]?[0-9A-Za-z]{1,4}(?:\.[0-9]{1,3}){0,3}[.)\]]?[ \t]+)?")
_HEADING_WORD = re.compile(r"[A-Z0-9&][\w&'’\-]*|of|and|for|to|in|on|the|a|an")


def bare_brackets(text: str, legislation: bool, taken: set[int]) -> list[Found]:
    """Title Case bracket definitions inside clauses (see the module's docstring); ``taken``:
    where other forms found a term ("(1) ACME LIMITED ... (Supplier)" in the preamble)."""
    if legislation or "(" not in text:
        return []
    found = []
    for m in _BARE.finditer(text):
        term = clean(m.group("t"))
        if m.start("t") in taken or not term_ok(term, False):
            continue
        lo = max(0, m.start() - 40)
        if CITED_BEFORE.search(text, lo, m.start()) or _NUMBER_BEFORE.search(text, lo, m.start()):
            continue
        line = line_of(text, m.start())
        if line < 0 or not _heading_like(text, line, m.start()):
            found.append((m, term))
    if not found:
        return []
    last = _last_uses(text, list(dict.fromkeys(term for _, term in found)))
    out = []
    for m, term in found:
        if last.get(term, -1) < m.end():
            continue  # never used after: an ordinary bracket
        start, predicate = clause_start(text, m.start())
        if start >= m.start():
            continue
        start = noun_phrase(text, start, _trim_end(text, start, m.start()), [term], predicate)
        end = _trim_end(text, start, m.start())
        out.append(Found(term, m.start("t"), start, m.end(), start, end, False))
    return out


def _last_uses(text: str, terms: list[str]) -> dict[str, int]:
    """Where each of ``terms`` (the first ``_MAX_BARE_TERMS``) is last used as a defined term:
    as whole words, capitalised as written, after a determiner."""
    out: dict[str, int] = {}
    for term in terms[:_MAX_BARE_TERMS]:
        end = len(text)
        while (at := text.rfind(term, 0, end)) >= 0:
            after = at + len(term)
            whole = not (_word_char(text, at - 1) or _word_char(text, after))
            if whole and _DETERMINER_BEFORE.search(text, max(0, at - 12), at) is not None:
                out[term] = at
                break
            end = after - 1
    return out


def _word_char(text: str, i: int) -> bool:
    return 0 <= i < len(text) and (text[i].isalnum() or text[i] in "_-")


def _heading_like(text: str, line: int, pos: int) -> bool:
    """Whether the line up to ``pos`` is a heading: a number and capitalised words only."""
    lead = _LINE_LEAD.match(text, line, pos)
    at = lead.end() if lead is not None else line
    words = text[at:pos].split()
    return len(words) <= 8 and all(_HEADING_WORD.fullmatch(w) for w in words)


def _trim_end(text: str, start: int, pos: int) -> int:
    while pos > start and text[pos - 1] in " \t\n,":
        pos -= 1
    return pos
