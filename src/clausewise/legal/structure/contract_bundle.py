"""The parts of a bundle of documents that no clause number leads to.

A file may hold several complete documents one after another, each under a title line
naming it (a licence bundle, a master agreement with its addenda, terms of use with appended
policies). The walk places those numbered from 1 under their titles (see
:func:`.contract_outline.walk`); this module adds what carries no clause number:

- the parts of the file's own that come before the first document, lettered or roman
  headings on lines of their own ("A. HISTORY OF THE SOFTWARE", "B. TERMS AND
  CONDITIONS"): top-level units beside the documents, not the preamble's text. The
  documents sit beside the last part, not under it, so that no chunk holds text of two
  documents and a clause's path names its own document first;
- documents after the last numbered one that have no numbered clauses (a short permission
  notice): a title line naming a document, set apart by a blank line above and a rule or a
  blank line below, with text under it. Read only after the last clause of a bundle: a
  line in capitals inside a single agreement is its text or a group heading.
"""

from __future__ import annotations

import re

from .contract_marks import Cand
from .contract_outline import Placed, Reader, title_unit
from .contract_reader import names_document, rule_line
from .headings import heading_line

__all__ = ["front_parts", "heading_rest", "tail_documents"]

# Part markers of a file's own: "A.", "B." or "I.", "II." on lines of their own.
_PART_STYLES = ("A.", "I.")
# A sentence end after a word: prose stands before a position.
_SENTENCE_END = re.compile(r"[a-z)][.!?](?=[ \t\n])")


def front_parts(
    text: str, cands: list[Cand], placed: list[Placed], reader: Reader, first: int
) -> list[Placed]:
    """``placed`` with the file's own parts before its first document put first, when the
    first placed unit is a document's title (see above) and two parts or more, lettered or
    roman from the first value, each with a heading of its own, stand before it; the first
    part opens the file (no sentence before it)."""
    if not placed or not placed[0].document:
        return placed
    limit = placed[0].cand.pos
    parts: list[Placed] = []
    for i, c in enumerate(cands):
        if c.pos >= limit:
            break
        if c.strength != 2 or c.weak or not c.line or c.fam != "enum":
            continue
        want = len(parts) + 1
        style = next((s for s, v in c.interps if s in _PART_STYLES and v == (want,)), None)
        if style is None or (parts and style != parts[0].style):
            continue
        if not parts and _SENTENCE_END.search(text, first, c.pos) is not None:
            return placed
        p = Placed(c, 1, style, (want,))
        reader.title(cands, i, p)
        if p.title is None or not heading_rest(text, c.end):
            continue
        parts.append(p)
    return [*parts, *placed] if len(parts) >= 2 else placed


def heading_rest(text: str, pos: int) -> bool:
    """The rest of the marker's line, from ``pos``, reads as a heading."""
    nl = text.find("\n", pos)
    rest = text[pos : len(text) if nl < 0 else nl].strip(" \t.:")
    return bool(rest) and heading_line(rest)


def tail_documents(
    text: str, placed: list[Placed], limit: int, titles: tuple[str, ...]
) -> list[Placed]:
    """``placed`` with the documents without numbered clauses that follow the last clause
    of a bundle (before ``limit``) put after it, each a top-level unit titled by its title
    line (``titles``: the words that name a document)."""
    last = placed[-1]
    pos = max(last.heading_end, last.cand.end)
    pos = text.find("\n", pos, limit)
    out = list(placed)
    # Titles already read: a page's running header repeats one, it starts no document.
    seen = {p.title for p in placed if p.document}
    while 0 <= pos < limit:
        start = pos + 1
        nl = text.find("\n", start, limit)
        end = limit if nl < 0 else nl
        head = _title_line(text, start, end, limit, titles)
        if head is not None and head.title not in seen:
            seen.add(head.title)
            out.append(head)
            end = head.heading_end
        pos = text.find("\n", end, limit) if end < limit else -1
    return out


def _title_line(
    text: str, start: int, end: int, limit: int, titles: tuple[str, ...]
) -> Placed | None:
    """The unit headed by the line ``start``-``end`` when it is a document's title set
    apart (a blank line above, a blank line or a rule below, then text), else None. A second
    title line right under it belongs to the heading."""
    s = text[start:end].strip()
    if not s or not heading_line(s) or not names_document(s, titles):
        return None
    above = text.rfind("\n", 0, start - 1) + 1
    if start < 2 or text[above : start - 1].strip():
        return None  # no blank line above: a line of a paragraph
    at = start + text[start:end].index(s[0])
    heading_end = at + len(s)
    pos, gap = end, False
    while pos < limit:
        nl = text.find("\n", pos + 1, limit)
        nxt = limit if nl < 0 else nl
        line = text[pos + 1 : nxt].strip()
        if not line or rule_line(line):
            gap = True
        elif heading_line(line) and names_document(line, titles):
            heading_end = pos + 1 + text[pos + 1 : nxt].index(line[0]) + len(line)
        else:
            break
        pos = nxt
    if not gap or pos >= limit:
        return None  # text runs on right under the line, or nothing follows it
    return title_unit(at, heading_end, s)
