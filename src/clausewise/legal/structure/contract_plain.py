"""Documents without clause numbering or headings: a tree of zones, not of clauses.

A joint filing agreement, a power of attorney or a one-page maintenance addendum has no
numbered clauses and no headings, yet it still has parts a reader (and a retriever) needs
apart: the title lines, maybe recitals, the operative text, a signature block ("Dated:",
"By: /s/ ...", "IN WITNESS WHEREOF", "In evidence whereof", "Name:"/"Title:" lines) and the
schedules attached after it. The operative text stays one unit ("Body"): its paragraphs are
not clauses, and inventing clause units from them would mislead every later stage.

When fewer than two zones are found (a bare paragraph) the tree is ``fallback``.
"""

from __future__ import annotations

import re

from ..jurisdiction import JurisdictionProfile
from ..tree import UNHEADED_KIND, ClauseTree
from .contract_groups import close_recitals
from .contract_lead_in import operative_turn
from .contract_lone import PARTY_HEADS
from .contract_nodes import Proto, build_nodes, proto, recital_protos
from .contract_recitals import find_recitals
from .contract_signatures import find_signature
from .contract_zones import PageNoise, find_title, title_regex

__all__ = ["zone_tree"]

# Signature lines at a line start, and the closing formula after a sentence end. Lines such
# as "Name:" alone also occur in forms, so they count only in a cluster (see _signature).
_SIGNATURE_LINE = re.compile(
    r"^[ \t]{0,40}(?P<l>(?:Dated|DATED|Date|DATE|By|BY|Name|NAME|Title|TITLE)[ \t]{0,3}:|/s/)",
    re.MULTILINE,
)
_CLOSING = re.compile(
    r"(?:^[ \t]{0,40}|(?<=[.!?])[ \t]{1,8})"
    r"(?P<l>(?:In|IN)[ \t](?:evidence|EVIDENCE|witness|WITNESS)[ \t](?:whereof|WHEREOF)\b)",
    re.MULTILINE,
)
_CLOSING_WORDS = ("witness", "WITNESS", "evidence", "EVIDENCE")
_CLUSTER_REACH = 1500
# A line of running text: signatory lines never hold one between them.
_PROSE_LINE = re.compile(r"^[^\n]{0,40}[a-z][^\n]{40,}[.;:][ \t]*$", re.MULTILINE)
# The operative turn after the recitals ("NOW, THEREFORE, the parties agree as follows:").
_TRANSITION = re.compile(
    r"NOW,?[ \t]THEREFORE|Now,?[ \t][Tt]herefore|(?i:agree[sd]?[ \t]as[ \t]follows)"
)
_PARAGRAPH_END = re.compile(r"\n[ \t]*\n|[.:](?=[ \t]{1,8}[A-Z])")
# An attachment heading on its own line after the signatures ("Schedule 1 to Limited Power
# of Attorney ...", "EXHIBIT A"); a filing's own exhibit number ("Exhibit 10.1") is not one.
_ATTACHMENT = re.compile(
    r"\n[ \t]{0,40}(?P<w>SCHEDULE|Schedule|EXHIBIT|Exhibit|ANNEX|Annex|APPENDIX|Appendix)"
    r"[ \t]{1,3}(?P<n>[A-Z0-9]{1,3}(?:-[0-9]{1,2})?)(?![A-Za-z0-9\-]|\.[A-Za-z0-9])",
)
_PARTIES = re.compile(r"(?i)\b(?:between|among)\b")
_PARTIES_REACH = 2000
_TITLE_LINE_WORDS = 12
_TITLE_LINES = 6


def _title_end(text: str, first: int, words: tuple[str, ...]) -> int:
    """End of the title lines at the top ("Exhibit 1" / "JOINT FILING AGREEMENT"), or of a
    title in capitals opening a collapsed page ("EXHIBIT A JOINT FILING AGREEMENT In ..."),
    or ``first`` if the document opens with running text."""
    end = first
    pos = first
    for _ in range(_TITLE_LINES):
        nl = text.find("\n", pos)
        line_end = len(text) if nl < 0 else nl
        s = text[pos:line_end].strip()
        if s:
            if not _title_line(s):
                break
            end = pos + len(text[pos:line_end].rstrip())
        if nl < 0:
            break
        pos = nl + 1
    if end == first and words:
        m = title_regex(words).match(text, first)
        if m is not None and m.end() - first < 200:
            end = m.end()
    return end


def _title_line(s: str) -> bool:
    """A short line in capitals, or a short title-case line without sentence punctuation."""
    if len(s) > 100 or len(s.split()) > _TITLE_LINE_WORDS or not s[0].isalnum():
        return False
    if not any(c.islower() for c in s):
        return any(c.isalpha() for c in s)
    return s[0].isupper() and len(s.split()) <= 10 and s[-1] not in ".,;:"


def _next_start(text: str, pos: int, limit: int) -> int:
    while pos < limit and text[pos].isspace():
        pos += 1
    return pos


def _closing(text: str, start: int, limit: int) -> re.Match[str] | None:
    """The first closing formula ("IN WITNESS WHEREOF") in ``text[start:limit]``. The search
    starts a little before the first of its words, found with ``str.find``: the pattern opens
    with a line start or a look-behind, which the engine would try at every position."""
    found = [i for w in _CLOSING_WORDS if (i := text.find(w, start, limit)) >= 0]
    if not found:
        return None
    # (the formula starts at most 40 blanks and "In " before its second word)
    return _CLOSING.search(text, max(start, min(found) - 48), limit)


def _signature(text: str, profile: JurisdictionProfile, noise: PageNoise, start: int) -> int:
    """Start of the signature block after ``start``: the profile's markers, a closing formula,
    or the first of two signature lines close together with no running text between them;
    -1 if none."""
    best = find_signature(text, profile.signature_markers, start, noise)
    limit = best if best >= 0 else len(text)
    m = _closing(text, start, limit)
    if m is not None:
        limit = best = m.start("l")
    lines = [m.start("l") for m in _SIGNATURE_LINE.finditer(text, start, limit)]
    for k in range(len(lines) - 1):
        a, b = lines[k], lines[k + 1]
        if b - a > _CLUSTER_REACH:
            continue
        nl = text.find("\n", a, b)
        if nl < 0 or _PROSE_LINE.search(text, nl + 1, b) is None:
            return a
    return best


def _recitals(text: str, profile: JurisdictionProfile, start: int, limit: int) -> tuple[int, int]:
    """(start of the recitals, start of the operative text after them), or (-1, -1) when
    there are no recitals closed by an operative turn ("NOW, THEREFORE ...")."""
    rec = find_recitals(text, profile.recital_markers, start, limit)
    if rec < 0:
        return -1, -1
    turn = _TRANSITION.search(text, rec, limit)
    if turn is None:
        other = operative_turn(text, rec, limit)  # "IT IS AGREED that ...", "NOW THIS DEED ..."
        if other is None:
            return -1, -1
        if text[other[1] - 1] != ":":
            return rec, other[0]  # the turn runs into the operative text
        return rec, _next_start(text, other[1], limit)
    end = _PARAGRAPH_END.search(text, turn.end(), limit)
    if end is None:
        return -1, -1
    body = _next_start(text, end.end(), limit)
    return (rec, body) if body < limit else (-1, -1)


def _parties_end(text: str, start: int, limit: int) -> int:
    """End of an opening parties paragraph ("This Agreement ... is made between A and B"), or
    ``start`` if the text after the title is not one."""
    if text[start : start + 4].lower() != "this":
        return start
    nl = text.find("\n", start, min(limit, start + _PARTIES_REACH))
    if nl < 0:
        return start  # a collapsed page: the parties are not a paragraph of their own
    if _PARTIES.search(text, start, min(nl, start + 600)) is None:
        return start
    return _next_start(text, nl, limit)


def _party_items(text: str, pos: int, limit: int) -> int:
    """Past the numbered list of the parties at ``pos`` ("BETWEEN:" / "(1) ACME LIMITED ..."
    / "(2) BETA PLC ..."), each item a paragraph of its own: where the text after it starts,
    or ``pos`` when no such list is there."""
    p = pos
    n = 0
    while p < limit:
        gap = text.find("\n\n", p, limit)
        end = limit if gap < 0 else gap
        para = text[p:end].strip()
        if para.startswith(f"({n + 1})"):
            n += 1
        elif n or " ".join(para.rstrip(":").split()).lower() not in PARTY_HEADS:
            break
        p = _next_start(text, end, limit)
    return p if n >= 2 else pos


def _attachments(text: str, sig: int) -> list[Proto]:
    """Schedule and exhibit headings starting a line after the signature block."""
    out: list[Proto] = []
    for m in _ATTACHMENT.finditer(text, sig):
        if text[m.start() - 1] != "\n":
            continue  # a heading follows a blank line, not a signatory's line
        word, number = m.group("w"), m.group("n")
        kind = word.lower()
        pos = m.start("w")
        out.append(proto(pos, 1, kind, f"{word.capitalize()} {number}", number, None, pos))
    return out


def zone_tree(
    text: str, profile: JurisdictionProfile, noise: PageNoise, first: int, rejected: int
) -> ClauseTree:
    """The zone-level tree of a document without clause structure (``fallback`` if fewer
    than two zones are found)."""
    title = find_title(text, first, len(text), profile.title_words)
    head = _title_end(text, first, profile.title_words)
    start = _next_start(text, head, len(text))
    sig = _signature(text, profile, noise, start)
    limit = sig if sig >= 0 else len(text)
    rec, body = _recitals(text, profile, start, limit)
    protos: list[Proto] = []
    if rec >= 0:
        if rec > first:
            protos.append(proto(first, 1, "preamble", "Preamble", "", None, first))
        protos.append(proto(rec, 1, "recitals", "Recitals", "", None, rec))
        protos.extend(recital_protos(text, rec, body))
    else:
        body = _party_items(text, _parties_end(text, start, limit), limit)
        if body > first:
            protos.append(proto(first, 1, "preamble", "Preamble", "", None, first))
    if body < limit:
        protos.append(proto(body, 1, UNHEADED_KIND, "Body", "", None, body))
    if sig >= 0 and (not protos or sig > protos[-1][0]):
        protos.append(proto(sig, 1, "signatures", "Signatures", "", None, sig))
        protos.extend(_attachments(text, sig))
    if len(protos) < 2:
        return ClauseTree(fallback=True, rejected_headings=rejected, title=title)
    nodes = close_recitals(text, build_nodes(text, protos, profile.definitions_headings))
    return ClauseTree(nodes=nodes, rejected_headings=rejected, title=title, notes=("top=zones",))
