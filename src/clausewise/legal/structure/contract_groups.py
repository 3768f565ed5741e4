"""Group headings: an unnumbered line in capitals standing above a numbered clause.

US licences and leases often head each clause, or a run of clauses, with a line in capitals
that carries no number of its own::

    LIMITATION OF LIABILITY

    3. Limitation of Liability. IN NO EVENT SHALL ...

The numbering carries the outline, so the line belongs to no clause by number; left where it
is, it would end the previous clause's text, and a chunk would close on a heading whose body
follows. Read as the start of the clause below it, it travels with that clause and is part of
its heading. A line is taken only when it stands alone (a blank line above it), reads as a
heading (capitals, a few words, no sentence punctuation, not page furniture, not a recitals
marker), and follows some text of the previous unit: a title line right under a heading is
that heading's title, not a group heading. The one exception is a parent heading whose title
has already been read: a statutory instrument puts each regulation's heading under the title
of its Part, so the second line there is the regulation's heading, not more of the Part's::

    PART 1
    General

    Citation and commencement

    1. These Regulations may be cited as ...
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ..tree import ClauseNode
from .contract_bare import note_label_end
from .contract_lead_in import lead_in_start
from .contract_marks import Cand
from .contract_outline import Placed
from .contract_zones import PageNoise
from .gate import is_plausible_heading, unnumbered_reject_reason
from .headings import MODALS

__all__ = ["close_recitals", "group_starts", "title_before"]

# A line that opens with a number or an enumerator is a clause of its own, not a heading.
_NUMBERED = re.compile(r"(?:[0-9]|\(?[a-zA-Z]{1,4}[.)][ \t]|§)")
_MAX_WORDS = 12
# A heading in title or sentence case: a capital, then at most six more words of letters,
# a comma allowed between them ("Citation, commencement and application"); a word after the
# first may stand in quotes, as the marginal note of a definition section names the term it
# defines ('Meaning of "mooring"', "Meaning of “harbour authority”").
_SHORT_TITLE = re.compile(
    r"[A-Z][a-z'’\-]{1,20}(?:,?[ \t]{1,2}[\"“‘]?[A-Za-z][a-z'’\-]{0,20}[\"”]?){0,6}"
)
# The line a UK agreement puts between its background and its clauses.
_OPERATIVE = frozenset({"agreed terms", "terms agreed", "operative provisions", "it is agreed"})
_UNIT_WORD = re.compile(
    r"(?i:article|section|clause|part|chapter|schedule|exhibit|annex|appendix)[ \t]{1,3}\S"
)


def group_starts(
    text: str,
    placed: Sequence[Placed],
    floor: int,
    noise: PageNoise,
    markers: Sequence[str],
) -> list[int]:
    """For each placed clause start, where it starts once a group heading above it is
    included (its own marker position when there is none); a clause with no title of its
    own takes the group heading as its title. ``floor``: the first character
    of the document; ``markers``: the profile's recitals markers."""
    out: list[int] = []
    limit = floor  # nothing before the previous unit's heading is read
    # The document's first line (its title): repeated above a clause, it is the running
    # header of a page (a text too short for it to count as page furniture), no heading.
    nl = text.find("\n", floor)
    doc_title = text[floor : len(text) if nl < 0 else nl].strip()
    prev: Placed | None = None  # the previous unit
    for p in placed:
        c = p.cand
        start = c.pos
        before = title_before(text, c) if p.depth == 1 else None
        if before is not None:
            # "STANDARD TERMS      EXHIBIT B": the line starts the exhibit, and its title
            # comes first.
            out.append(before[0])
            if p.title is None:
                p.title = text[before[0] : before[1]]
                p.heading_end = max(p.heading_end, c.end)
            limit = max(p.heading_end, c.end)
            prev = p
            continue
        # Right under its parent's heading (or the document's first line), a line of the
        # parent's own must come first: the text on the heading's line may be its title.
        # A line in sentence case may head the clause below it when that clause has no title,
        # or when its title stands alone on the heading line ("3 Inspectors" / "(1) An ..."):
        # the cross-headings of an Act ("Enforcement" above it).
        if p.document:
            # A document's title line (a bundle's next licence): a line in capitals above
            # it ("ACCEPT") ends the document before, it heads nothing.
            out.append(start)
            limit = max(p.heading_end, c.end)
            prev = p
            continue
        cased = p.title is None or _bare_heading(text, p)
        above = _line_above(text, c.pos, limit, own_line=prev is None or prev.depth < p.depth)
        if above is not None and p.title is not None and not _after_sentence(text, above[0]):
            cased = False
        if above is None and prev is not None and prev.depth < p.depth and prev.title is not None:
            # The parent's title is read already ("PART 1 / General"): a line in sentence
            # case between it and an untitled clause heads that clause.
            above = _line_under_title(text, c.pos, limit, cased)
        if above is None:
            above = _labelled_note(text, c.pos, limit)
        if above is None:
            above = _packed_heading(text, c.pos, limit, ".;" if prev else ".;:\u2014")
        if above is not None and text[above[0] : above[1]].strip() == doc_title:
            above = None
        if above is not None and p.title is None and _run_in_subsection(text, c):
            above = _note_heading(text, above)
        if above is not None and _group_heading(text, above, noise, markers, cased):
            start = above[0]
            if p.title is None and not _operative(text, above):
                # The clause has no title of its own: the group heading is its title (a
                # marginal note's, without the "Marginal note:" label in front of it).
                p.title = text[note_label_end(text, above[0], above[1]) : above[1]].strip()
                p.heading_end = max(p.heading_end, c.end)
            start = _cross_heading(text, start, limit, (noise, markers), prev, p)
        out.append(start)
        limit = max(p.heading_end, c.end)
        prev = p
    return out


def _cross_heading(
    text: str,
    start: int,
    limit: int,
    zones: tuple[PageNoise, Sequence[str]],
    prev: Placed | None,
    p: Placed,
) -> int:
    """Where the clause starts when one more heading stands above its group heading (at
    ``start``): a cross-heading over a group of sections above a section's marginal note, as
    Canadian Acts print them ("Protection" / "Prohibition" / "3 (1) No person ..."), or a
    line in capitals over a clause's heading. It stands alone between a finished sentence
    of the previous unit (or, above the first unit, the lead-in closing the front matter:
    "... enacts as follows:") and the heading below; else ``start``."""
    above = _line_above(text, start, limit, own_line=prev is None or prev.depth < p.depth)
    if above is None and note_label_end(text, start) > start:
        above = _line_right_above(text, start, limit)
    if above is None or not _after_sentence(text, above[0], ".;" if prev else ".;:"):
        return start
    noise, markers = zones
    return above[0] if _group_heading(text, above, noise, markers, True) else start


# After a section's number, a dash or a first subsection: "1.—(1) This Act ...", "2.—In
# this Act ...", "3. (1) A person ..." (Irish and older UK Acts).
_RUN_IN_SUBSECTION = re.compile(r"[ \t]{0,3}(?:[\-–—]|\(1\)[ \t])")
_NOTE_VERBS = MODALS | frozenset({"be", "was", "were", "been"})


def _run_in_subsection(text: str, c: Cand) -> bool:
    """The section runs its first subsection (or its text after a dash) into its number's
    line, as Acts with marginal notes print them."""
    return c.fam == "dec" and _RUN_IN_SUBSECTION.match(text, c.end) is not None


def _note_heading(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """A marginal note printed above its section closes with a full stop ("Short title and
    commencement." over "1.—(1) This Act ..."): the span without it, when what is left is a
    few words holding no verb of a sentence ("Payment is due." stays a sentence)."""
    line = text[span[0] : span[1]].rstrip()
    if not line.endswith(".") or line.endswith(".."):
        return span
    words = line[:-1].split()
    if not words or len(words) > _MAX_WORDS or not _NOTE_VERBS.isdisjoint(
        w.lower() for w in words
    ):
        return span
    return span[0], span[0] + len(line) - 1


def _bare_heading(text: str, p: Placed) -> bool:
    """The clause's title ends its heading line: the text starts on a line below."""
    nl = text.find("\n", p.cand.pos)
    end = len(text) if nl < 0 else nl
    return p.title is not None and p.heading_end <= end and not text[p.heading_end : end].strip()


def _after_sentence(text: str, start: int, ends: str = ".;") -> bool:
    """The last line with text before ``start`` ends a sentence (with one of ``ends``): a
    line standing between two sentences is a heading, not the tail of a list or an address
    block."""
    j = start
    while j > 0 and text[j - 1].isspace():
        j -= 1
    return j > 0 and text[j - 1] in ends


def _line_under_title(text: str, pos: int, limit: int, cased: bool) -> tuple[int, int] | None:
    """(start, end) of the one line between a parent's title (ending at ``limit``) and the
    clause marker at ``pos``, a blank line above it, when the clause may take a heading in
    sentence case (``cased``, see :func:`_group_heading`) and the line is not in capitals: a
    second line in capitals is more often the parent's title again ("ARTICLE IV
    [RESTRICTIONS] / RESTRICTIONS ON AFFILIATE")."""
    ls = text.rfind("\n", 0, pos) + 1
    if not cased or ls <= limit or text[ls:pos].strip():
        return None
    end = ls - 1
    while end > limit and text[end - 1].isspace():
        end -= 1
    start = text.rfind("\n", limit, end) + 1
    if start <= limit or text[limit:start].count("\n") < 2 or text[limit:start].strip():
        return None  # right under the title, or more text of the parent's before it
    line = text[start:end]
    at = start + len(line) - len(line.lstrip())
    if line.upper() == line:
        return None
    return at, end


def _line_above(text: str, pos: int, limit: int, own_line: bool) -> tuple[int, int] | None:
    """(start, end) of the line above the one ``pos`` opens, past blank lines, when that
    line stands alone (a blank line, or ``limit`` with text before it, above it) and some
    text lies between ``limit`` and it (with ``own_line``, on a line after ``limit``'s)."""
    ls = text.rfind("\n", 0, pos) + 1
    if ls <= limit or text[ls:pos].strip():
        return None  # the marker does not open its line
    end = ls - 1
    while end > limit and text[end - 1].isspace():
        end -= 1
    if end <= limit:
        return None
    start = text.rfind("\n", limit, end) + 1
    if start <= limit:
        return None  # right under the previous heading (or the document's first line)
    before = text.rfind("\n", limit, start - 1) + 1
    if text[max(before, limit) : start].strip():
        return None  # the last line of a paragraph, not a line of its own
    nl = text.find("\n", limit, before) if own_line else limit
    if nl < 0 or not text[nl:before].strip():
        # Nothing of the previous unit on a line of its own before it: a second title line
        # ("ARTICLE IV [RESTRICTIONS] / RESTRICTIONS ON AFFILIATE") or the document's title.
        return None
    return start, end


def _line_right_above(text: str, pos: int, limit: int) -> tuple[int, int] | None:
    """(start, end) of the line right above the one ``pos`` opens (no blank line between),
    when it has text and starts after ``limit``."""
    ls = text.rfind("\n", 0, pos) + 1
    if ls <= limit or text[ls:pos].strip():
        return None
    start = text.rfind("\n", 0, ls - 1) + 1
    line = text[start : ls - 1]
    if start <= limit or not line.strip():
        return None
    at = start + len(line) - len(line.lstrip())
    return at, at + len(line.strip())


def _packed_heading(text: str, pos: int, limit: int, ends: str) -> tuple[int, int] | None:
    """The line right above the unit at ``pos`` when no blank line sets lines apart (an Act
    copied line by line) and it stands between a finished sentence of the previous unit (or
    the enacting formula, "... as follows:—") and the unit: a cross-heading ("... under
    this section." / "Final provisions" / "3 Short title"). A line that ends a paragraph
    follows no finished sentence ("... payable to the" / "Buyer" / "3. ...")."""
    span = _line_right_above(text, pos, limit)
    if span is None or text[span[1] : span[1] + 1] != "\n":
        return None
    if not _after_sentence(text, span[0], ends) or text.count("\n", limit, span[0]) < 1:
        return None
    return span


def _labelled_note(text: str, pos: int, limit: int) -> tuple[int, int] | None:
    """The line right above the unit at ``pos`` when it is a marginal note the Justice Laws
    website labels ("Marginal note:Definitions" / "2 (1) In this Act, ..."): the label marks
    it as the unit's note with no blank line around it, as Acts copied line by line print it."""
    span = _line_right_above(text, pos, limit)
    if span is None or note_label_end(text, span[0], span[1]) == span[0]:
        return None
    return span


def _group_heading(
    text: str, span: tuple[int, int], noise: PageNoise, markers: Sequence[str], cased: bool
) -> bool:
    """Whether the line ``span`` heads the clause below it: in capitals; or, with ``cased``
    (above a clause with no title of its own, or one whose title stands alone on its line),
    a few words in title or sentence case ("Interpretation" over "2.—(1) In these Regulations
    ...", "Payment terms" over "5. The Customer shall pay", "Enforcement" over "3
    Inspectors")."""
    line = text[note_label_end(text, span[0], span[1]) : span[1]].strip()
    if not line or len(line) > 100 or line.endswith(":"):
        return False
    if line.upper() != line and not (cased and _SHORT_TITLE.fullmatch(line) and _paired(line)):
        return False
    if line.upper() != line and line.lower() in _OPERATIVE:
        return False  # "Agreed terms": the operative part begins, not the first clause's heading
    if "(" in line or "[" in line:
        return False  # "EFFECTIVE AS OF (EFFECTIVE DATE)": a line of the cover page
    if _NUMBERED.match(line) or len(line.split()) > _MAX_WORDS:
        return False
    if _UNIT_WORD.match(line) and is_plausible_heading(line):
        return False  # "ARTICLE V", "SCHEDULE 2": a unit of its own the outline left out
    if noise.is_noise(line) or line.lower().strip(" .") in markers:
        return False
    return unnumbered_reject_reason(line) is None


def _operative(text: str, span: tuple[int, int]) -> bool:
    """The line is the one an agreement puts between its background and its clauses
    ("AGREED TERMS", "OPERATIVE PROVISIONS"): in capitals it opens the first clause below
    it, but is not that clause's title."""
    return text[span[0] : span[1]].strip().rstrip(":.").lower() in _OPERATIVE


def _paired(line: str) -> bool:
    """Every quote the line opens it closes: a quoted term in a marginal note is whole
    ('Meaning of "mooring"'), a stray quote is the edge of a quotation, not a heading."""
    return line.count('"') % 2 == 0 and line.count("“") == line.count("”")


def title_before(text: str, c: Cand) -> tuple[int, int] | None:
    """(start, end) of the title in capitals that opens a schedule heading line when the
    schedule word ends it after a column gap, or None::

        STANDARD DISTRIBUTOR TERMS                          EXHIBIT B

    Filings keep such a right-aligned "Exhibit B" at the end of its heading line. The line
    stands alone (a blank line above it), the marker ends it, and the text before the gap
    reads as a heading in capitals: a paragraph in capitals that mentions "EXHIBIT B" goes
    on after it, or has no blank line above."""
    if c.fam != "sched" or c.line or c.pre != " ":
        return None
    nl = text.find("\n", c.end, c.end + 200)
    if nl < 0 and c.end + 200 < len(text):
        return None
    if text[c.end : len(text) if nl < 0 else nl].strip():
        return None  # the marker does not end its line
    ls = text.rfind("\n", 0, c.pos) + 1
    if ls > 0 and text[text.rfind("\n", 0, ls - 1) + 1 : ls].strip():
        return None  # no blank line above: a wrapped line of a paragraph
    head = text[ls : c.pos]
    title = head.strip()
    if not title or title.upper() != title or _NUMBERED.match(title) or _UNIT_WORD.match(title):
        return None
    if unnumbered_reject_reason(title) is not None:
        return None
    at = ls + len(head) - len(head.lstrip())
    return at, at + len(title)


def close_recitals(text: str, nodes: tuple[ClauseNode, ...]) -> tuple[ClauseNode, ...]:
    """The nodes with the last recital ended before the line that closes the background
    when it ends the recitals section in sentence case ("(B) The Customer wishes ..." /
    "Agreed terms" / "1. Interpretation"): the line ends the section, it is no part of the
    recital's sentence. (In capitals it opens the first clause, see :func:`group_starts`.)"""
    last = max((i for i, n in enumerate(nodes) if n.kind == "recital"), default=-1)
    if last < 0:
        return nodes
    n = nodes[last]
    ls = text.rfind("\n", n.start, n.end) + 1
    if ls <= n.start or not _operative(text, (ls, n.end)):
        ls = lead_in_start(text, n.heading_end, n.end)  # "IT IS AGREED as follows:"
        if ls < 0:
            return nodes
    end = ls
    while end > n.start and text[end - 1].isspace():
        end -= 1
    if not text[ls : n.end].lstrip()[:1].isupper():
        return nodes  # "... on the" / "agreed terms of ...": the recital's own last line
    out = list(nodes)
    out[last] = replace(n, end=end, heading_end=min(n.heading_end, end))
    return tuple(out)
