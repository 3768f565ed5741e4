"""From scanned markers to viable clause-start candidates.

For each marker this decides how strongly its position suggests a clause start and drops the
ones whose shape rules them out: a hard-wrapped line start is demoted to an inline position, a
marker followed by a lower-case word ("Section 2.3 of the Act") or by an amount, a date, an
address, a signature line, a table row or a contents entry is turned down. Line-start refusals
are counted: they are the heading-shaped lines the gate rejected.
"""

from __future__ import annotations

import re

from .contract_bare import (
    CAPS_TITLE,
    bare_paragraph,
    child_after,
    child_next,
    noted_section,
    title_line,
)
from .contract_lines import wrapped_caps_line
from .contract_rows import first_cell_end, line_before, row_above
from .contract_scan import Cand, scan, scan_at
from .contract_zones import PageNoise, soft_line_start
from .gate import reject_span, unnumbered_reject_reason
from .headings import caps_heading_lines

__all__ = ["caps_candidates", "toc_span", "viable"]

_SENTENCE_END = frozenset(".!?")
_CLOSERS = frozenset(')"”’]*')
_STRONG_FOLLOW = frozenset("\"“‘'([")
# A first child glued to its parent's marker: "(b) (i) ...", "2.—(1) ..." (the dash of a UK
# statutory instrument); the gap between the two holds only these characters.
_GLUED_CHILD = ")-–—"
_GLUED_CHILD_GAP = " \t.-–—"


def _strength(text: str, c: Cand) -> int:
    """2 own line, 1 after a sentence end (or a colon before a numbered clause), else 0."""
    if c.line:
        return 2
    p = c.pre
    if p in _SENTENCE_END or p == " ":  # " ": after a column gap of three spaces or more
        return 1
    if p == ":":
        return 0 if c.fam == "enum" else 1
    if p in _CLOSERS:
        k = text.rfind(p, 0, c.pos)
        before = text[k - 1] if k > 0 else "\n"
        if before in _SENTENCE_END or p in "]*":
            return 1
    if p in _DASHES and text[c.pos - 2 : c.pos - 1] == "." and text[c.pos : c.pos + 1] == "(":
        return 1  # a run-in title closed by a full stop and a dash: "1. Short title.—(1) ..."
    return 0


_DASHES = frozenset("-–—")


# Blanks, an optional colon, blanks, the line end: matched right after a word, so never
# started inside a run of blanks; a failed match gives the run back at most once (linear).
# (No possessive quantifiers: Python 3.10 has none.)
_TOC_LINE = re.compile(r"(?<![ \t])[ \t]*(?::[ \t]*)?(?:\n|$)")
_WORD = re.compile(r"[A-Za-z]{2,}")


def _first_word(text: str, end: int) -> str:
    m = _WORD.search(text, end, end + 60)
    return m.group().lower() if m is not None else ""


def toc_span(text: str, cands: list[Cand]) -> tuple[int, int] | None:
    """The table of contents: from its heading to where its first entry comes back as the
    first unit of the body ("1. Term ....... 2" ... "1. Term The term of ..."), or None."""
    head = _toc_head(text)
    if head is None:
        return None
    start, end = head
    entries = [c for c in cands if c.pos >= end and c.fam in ("dec", "sec", "unit")]
    if not entries:
        return None
    for j, e in enumerate(entries[:_HOLDERS]):
        key = (e.fam, e.word, e.interps[0][1])
        word = _first_word(text, e.end)
        for k, c in enumerate(entries[j + 1 :], j + 1):
            if (c.fam, c.word, c.interps[0][1]) == key and _first_word(text, c.end) == word:
                # Contents held by a section (see below) start at their first entry: the
                # section's own subsections above it ("(a) Short Title.—") are its text.
                first = start if j == 0 else entries[0].pos
                return first, _body_start(text, entries, k, j + 1)
        if not any(
            c.pos < start
            and (c.fam, c.word, c.interps[0][1]) == key
            and _first_word(text, c.end) == word
            for c in cands
        ):
            return None
        # The entry names the section that holds the contents, before it ("SECTION 1.
        # SHORT TITLE; TABLE OF CONTENTS." / "(b) ... as follows:" / "Sec. 1. Short title;
        # table of contents." / "Sec. 2. Definitions."): the body comes back at the next.
    return None


_HOLDERS = 3  # entries of sections before the contents (a US Act's first) passed over


_PAGE_REF = re.compile(r"[ .…][0-9]{1,3}[ \t]*$")


def _body_start(text: str, entries: list[Cand], k: int, lo: int) -> int:
    """Where the body begins: at the repeated first entry ``entries[k]``, or earlier at a
    heading between the last contents line (one ending in a page number) and it ("1.0 Scope"
    heading "1.1 Scope of Agreement" when the contents list only "1.1 Scope ... 1"), never
    before ``entries[lo]`` (the entry after the one repeated)."""
    end = entries[k].pos
    j = k
    while j > lo:
        e = entries[j - 1]
        seg = text[e.end : min(entries[j].pos, e.end + 200)].rstrip()
        if _PAGE_REF.search(seg):
            break
        j -= 1
    else:
        return end  # no entry with a page number: contents without pages, the body is at k
    return entries[j].pos if j < k else end


def _toc_head(text: str) -> tuple[int, int] | None:
    """The earliest "TABLE OF CONTENTS" heading (or "Contents"/"Index" alone on a line) in the
    first half of the text: ``str.find`` for the rare words, the line check only on a hit. The
    search for "CONTENTS" also finds "TABLE OF CONTENTS" (one pass over the text, not two)."""
    limit = len(text) // 2
    best: tuple[int, int] | None = None
    for word, table in (
        ("CONTENTS", "TABLE OF "),
        ("Contents", "Table of "),
        ("INDEX", ""),
        ("Index", ""),
    ):
        k = text.find(word, 0, best[0] if best else limit)
        while k >= 0:
            t = k - len(table)
            if table and t >= 0 and text.startswith(table, t):
                best = (t, k + len(word))
                break
            line_start = (
                k == 0 or text[k - 1] == "\n" or not text[text.rfind("\n", 0, k) + 1 : k].strip()
            )
            if line_start and _TOC_LINE.match(text, k + len(word)):
                best = (k, k + len(word))
                break
            k = text.find(word, k + 1, best[0] if best else limit)
    return best


def _under_parent(text: str, ls: int, c: Cand) -> bool:
    """Is ``c`` a first sub-clause ("24.1") on the line right after its parent's heading line
    ("24 Choice of law, mandatory arbitration and venue"), or a code section's first
    subsection ("(a)" under "§ 1320d–1. Standards ...")? The parent's title has no full
    stop, but the line is no hard-wrapped sentence: it is numbered under the line before."""
    value = c.interps[0][1]
    if c.fam == "enum" and value == (1,):
        # "(a) In general" under a code's section heading "§ 1320d–1. Standards for ..."
        return text.startswith("§", line_before(text, ls))
    if c.fam != "dec" or len(value) != 2 or value[1] != 1:
        return False
    prev = line_before(text, ls)
    head = str(value[0])
    after = text[prev + len(head) : prev + len(head) + 2]
    return text.startswith(head, prev) and (after[:1] in (" ", "\t") or after == ". ")


def _sentence_item(text: str, c: Cand, nxt: int) -> bool:
    """An item after a colon that is a sentence of its own (it ends with a full stop before
    the next marker), not a fragment of a list inside one sentence ("(a) x; (b) y", "...
    such Net Income: (i) Interest Charges, (ii) taxes and (iii) depreciation.")."""
    seg = text[c.end : nxt].rstrip()
    if len(seg) <= 20 or seg[-1] not in _SENTENCE_END:
        return False
    return not any(_inline(seg, token) for token in _next_tokens(c))


_ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_JOINED = (",", ";", " and", " or")


def _next_tokens(c: Cand) -> list[str]:
    """How the marker after ``c`` in its list is written ("ii" after "i", "b" after "a")."""
    out: list[str] = []
    upper = c.tok.isupper()
    for style, value in c.interps:
        n = value[-1]
        if style in ("(i)", "i") and n < len(_ROMANS):
            out.append(_ROMANS[n].upper() if upper else _ROMANS[n])
        elif style in ("(a)", "a") and n < 26:
            out.append(chr((65 if upper else 97) + n))
        elif c.tok.isdigit():
            out.append(str(n + 1))
    return out


def _inline(seg: str, token: str) -> bool:
    """Does the next marker ``(token)`` follow in ``seg`` after a comma, a semicolon, "and"
    or "or" (the list goes on inside the sentence)?"""
    marker = f"({token})"
    k = seg.find(marker)
    while k >= 0:
        if seg[:k].rstrip().endswith(_JOINED):
            return True
        k = seg.find(marker, k + 1)
    return False


def _line_end(text: str, end: int) -> int:
    """End of the line after ``end``, looking 300 characters ahead at most."""
    nl = text.find("\n", end, end + 300)
    return min(len(text), end + 300) if nl < 0 else nl


def _glued(
    text: str, noise: PageNoise, words: tuple[str, ...], sched: tuple[str, ...]
) -> list[Cand]:
    """Markers right after a running-header prefix glued to the first line of a page."""
    out: list[Cand] = []
    for prefix in noise.prefixes:
        # Led by the prefix itself (a literal the engine finds fast); the line start is
        # checked on each hit.
        pat = re.compile(rf"{re.escape(prefix)}[ \t]{{1,8}}")
        for m in pat.finditer(text):
            ls = text.rfind("\n", 0, m.start()) + 1
            if m.start() - ls > 40 or text[ls : m.start()].strip(" \t"):
                continue
            c = scan_at(text, m.end(), words, sched)
            if c is not None:
                out.append(c)
    return out


def viable(
    text: str,
    noise: PageNoise,
    words: tuple[str, ...],
    sched: tuple[str, ...],
    rows: frozenset[str] = frozenset(),
) -> tuple[list[Cand], int]:
    """The candidates that may start a clause, in order, and how many line starts were refused.
    ``rows``: unit words that head the rows of a details table ("Item 1  Fees  $12,000"):
    on their lines only the label cell is judged, since the value cell holds dates, amounts
    and addresses by design."""
    cands = scan(text, words, sched)
    if noise.prefixes:
        glued = {c.pos: c for c in _glued(text, noise, words, sched)}
        if glued:
            # A marker after a running header starts its line: it replaces a weaker reading.
            kept = [c for c in cands if c.pos not in glued or c.pre == "\n"]
            have = {c.pos for c in kept}
            kept.extend(c for p, c in glued.items() if p not in have)
            cands = sorted(kept, key=lambda c: c.pos)
    toc = toc_span(text, cands)
    if toc is not None:
        cands = [c for c in cands if not toc[0] <= c.pos < toc[1]]
    out: list[Cand] = []
    append = out.append
    rejected = 0
    prev: Cand | None = None
    prev_end = -1
    prev_sched: Cand | None = None  # the last schedule heading opening its line
    n = len(cands)
    for k in range(n):
        c = cands[k]
        if c.pos < prev_end:
            continue  # inside the previous marker ("SECTION 11.1" holds "11.1")
        if c.line:
            # A line start (pre "\n"): a blank line above (the common case) needs no look at
            # the line before; otherwise the line may continue a hard-wrapped sentence.
            ls = text.rfind("\n", 0, c.pos) + 1
            if (
                ls >= 2
                and text[ls - 2] != "\n"
                and not (c.word in rows and row_above(text, ls, c.word))
                and not _under_parent(text, ls, c)
            ):
                pre = soft_line_start(text, ls, noise)
                if pre != "\n":
                    c.line = False
                    c.pre = pre
        strength = 2 if c.line else _strength(text, c)
        pre = c.pre
        if strength == 0 and pre == ":" and c.fam == "enum":
            nxt = cands[k + 1].pos if k + 1 < n else len(text)
            if _sentence_item(text, c, nxt):
                strength = 1
        if (
            pre in _GLUED_CHILD
            and prev is not None
            and strength < prev.strength
            and not text[prev_end : c.pos].strip(_GLUED_CHILD_GAP)
        ):
            strength = prev.strength  # "(b) (i) Provider ...", "2.—(1) In these ..."
        c.strength = strength
        prev = c
        prev_end = c.end
        if strength == 0 and pre not in "Aw":
            continue  # no reading of the walk can take it
        if c.line and c.fam in ("sec", "unit") and _enabling_note(text, c, prev_sched):
            continue
        if _shape_ok(text, c, c.word in rows):
            append(c)
        if c.fam == "sched" and c.line:
            prev_sched = c
        elif c.line:
            rejected += 1
    return _confirm(text, out, words, sched), rejected


def _schedule_paragraph(text: str, cands: list[Cand], i: int, last: tuple[int, int]) -> bool:
    """:func:`bare_paragraph`; a schedule's first one ("1 An application ...", ``last`` the
    schedule heading's end and 0) is followed by its second on a line of its own, which a
    footnote under a table ("1 Reduced to account for ...") is not."""
    if not bare_paragraph(text, cands[i], last):
        return False
    if last[0] < 0 or last[1] != 0:
        return True
    return any(d.line and d.fam == "dec" and d.interps[0][1] == (2,) for d in cands[i + 1 : i + 6])


def _confirm(
    text: str, cands: list[Cand], words: tuple[str, ...], sched: tuple[str, ...]
) -> list[Cand]:
    """Two repairs that need the neighbours.

    A bare number ("2 Research and Development") stays only when a title in capitals follows
    it or its first sub-clause does: page numbers and amounts have neither. And a first
    sub-clause glued to an unpunctuated title ("6. Term 6.1 Term.") is added: the scan cannot
    see it, since no punctuation precedes it.
    """
    out: list[Cand] = []
    have = {c.pos for c in cands}
    last_bare = (-1, 0)  # (end, number) of the last bare number kept on a line of its own
    for i, c in enumerate(cands):
        child = child_after(text, c) if c.fam in ("dec", "sec", "unit") else -1
        bare = c.fam == "dec" and "." not in c.tok and text[c.end - 1] != "."
        if bare:
            if (
                child < 0
                and CAPS_TITLE.match(text, c.end) is None
                and not child_next(cands, i)
                and not (c.line and title_line(text, c.end))
                and not (c.line and _schedule_paragraph(text, cands, i, last_bare))
                and not (c.line and noted_section(text, cands, i, last_bare[1]))
            ):
                continue
            if c.line:
                last_bare = (c.end, c.interps[0][1][0])
        elif c.fam == "sched" and c.line:
            last_bare = (c.end, 0)  # a schedule's paragraphs number from 1 again
        out.append(c)
        if child >= 0 and child not in have and not _covered(cands, i, child):
            got = scan_at(text, child, words, sched)
            if got is not None and got.fam == "dec":
                got.line, got.pre, got.strength = False, ".", 1
                out.append(got)
    out.sort(key=lambda c: c.pos)
    return out


_NOTE_GAP = 12  # blank characters between a schedule heading's line and its enabling note


def _enabling_note(text: str, c: Cand, sched: Cand | None) -> bool:
    """Is ``c`` ("Section 3", "Regulation 4") alone on the line right under a schedule heading
    ("SCHEDULE 1" / "Section 3" / "MOORING LICENCES")? Acts print the provision that brings
    the schedule in there: a note, not a unit of the schedule."""
    if sched is None:
        return False
    nl = text.find("\n", sched.pos, c.pos)
    if nl < 0 or c.pos - nl > _NOTE_GAP or text[nl : c.pos].strip():
        return False  # the note is on the next line with text, blank lines between or not
    nl = text.find("\n", c.end)
    rest = text[c.end : len(text) if nl < 0 else nl]
    return not rest.strip(" \t.")


def _covered(cands: list[Cand], i: int, pos: int) -> bool:
    """Whether a later candidate's marker already spans ``pos`` ("Section 1.01" holds it)."""
    for d in cands[i + 1 : i + 4]:
        if d.pos <= pos < d.end:
            return True
        if d.pos > pos:
            break
    return False


# Matched right after a marker (never after a blank); not started inside a run of blanks,
# and giving back blanks can only meet another blank or a line break, so it fails at once.
_NEXT_LINE = re.compile(r"(?<![ \t])[ \t]*\n(?:[ \t]*\n){0,8}[ \t]*(?P<c>\S)")


def _detached(text: str, end: int) -> bool:
    """A number alone on its line whose next line is another number or lower-case text: a
    column of numbers the extraction separated from their clauses ("2.\n\n3.\n\n4.")."""
    m = _NEXT_LINE.match(text, end)
    if m is None:
        return False
    ch = m.group("c")
    return ch.isdigit() or ch.islower() or ch == "("


_BLANKS = re.compile(r"[ \t]{0,12}")


def _after_leader(text: str, pos: int) -> bool:
    """Is the marker at ``pos`` right after a dot leader ("SEVERABILITY ........ 5")? Then
    it is a page number in a table of contents, not a clause number."""
    before = text[max(0, pos - 12) : pos].rstrip(" \t")
    return before.endswith(("...", ". . .", "\u2026"))


# A unit's title in brackets after its number, then the sentence going on in lower case.
_CITED_TITLE = re.compile(r"[ \t]{0,3}\([A-Z][^()\n]{0,60}\)[ \t]{1,3}[a-z]")


def _shape_ok(text: str, c: Cand, row: bool = False) -> bool:
    """Whether what follows the marker allows a clause start here; with ``row``, a line
    that reads as a table row is judged by its first cell."""
    if not c.line and _after_leader(text, c.pos):
        return False
    e = c.end
    ch = text[e : e + 1]
    if ch == " " or ch == "\t":
        j = _BLANKS.match(text, e).end()  # type: ignore[union-attr]  # always matches
        ch = text[j : j + 1]
    if not ch:
        ch = "\n"  # the first non-blank character after the marker (at most 12 blanks)
    lower = ch.islower()
    upper = c.titled = ch.isupper()
    fam = c.fam
    line = c.line
    if fam == "sched" or fam == "unit" or fam == "sec":
        if lower or ch in ",;)":
            return False
        if ch == "(" and _CITED_TITLE.match(text, e):
            return False  # "Article II (Loans) applies to ...": a citation naming the title
        if fam == "sched" and not line and not text[c.pos].isupper():
            return False
    elif line:
        if (lower and fam == "dec") or (ch.isdigit() and fam == "enum"):
            c.weak = True
    elif not (upper or ch in _STRONG_FOLLOW or ch.isdigit()):
        return False
    if not line:
        end = e + 60
        return reject_span(text, e, end if end < len(text) else len(text), False) is None
    if fam == "dec" or fam == "enum":
        if ch in "\n \t" and _detached(text, e):
            return False
        if (
            fam == "dec"
            and text[e - 1] != "."
            and "." not in c.tok
            and reject_span(text, c.pos, _line_end(text, c.pos), True) is not None
        ):
            return False  # a bare number: the whole line decides ("10 DOWNING STREET")
    end = _line_end(text, e)
    if row:
        end = first_cell_end(text, e, end)
    # A schedule heading may carry a glued page number ("EXHIBIT A Services 11"): the
    # contents-entry shape does not apply to it.
    dotted = fam == "dec" and "." in c.tok.strip(".")
    return reject_span(text, e, end, fam != "sched", address=not dotted) is None


def caps_candidates(text: str, start: int, end: int, noise: PageNoise) -> list[tuple[int, int]]:
    """Unnumbered headings in capitals between ``start`` and ``end``: (start, end) spans."""
    out: list[tuple[int, int]] = []
    for m in caps_heading_lines(text, start, end):
        h = m.group("h")
        if noise.is_noise(h.strip()) or unnumbered_reject_reason(h) is not None:
            continue
        if wrapped_caps_line(text, m.start("h"), m.end("h")):
            continue
        out.append((m.start("h"), m.end("h")))
    return out
