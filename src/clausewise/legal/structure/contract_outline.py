"""Which candidates are clause starts, and how deep: numbering continuity decides.

Once :func:`.contract_chains.choose_top` has found the numbering that carries the document,
:func:`walk` reads the candidates from the first top-level unit on, with a stack of open
numbering levels. A candidate is accepted when it continues an open level (the next number),
or opens a level below the current one with its first value ((a), (i), 1.1 under 1); a level
style never nests inside itself. Inline candidates must be exact; own-line ones may skip a few
numbers. "(i)" after "(h)" is read as a letter or a roman numeral by looking ahead for "(j)"
or "(ii)" (:func:`.contract_lists.lookahead`).
"""

from __future__ import annotations

from typing import Protocol

from .contract_chains import (
    Chain,
    Fmt,
    chain_succ,
    gap_at,
    is_first,
    is_unit,
    marker_format,
    ordinal_like,
    same_format,
    top_key,
    whole_clause,
)
from .contract_code import code_section_place, code_unit_place, section_after_unit
from .contract_front import next_in_hundred
from .contract_inserted import Frame, deepest_unit, inserted_section, place_inserted
from .contract_lists import list_item, lookahead, runs_on
from .contract_marks import INSERTED_STEP, Cand, inserted_step
from .contract_repeated import repeated_below

__all__ = ["Frame", "Placed", "Reader", "title_unit", "walk"]


class Placed:
    """An accepted clause start: the candidate, its depth and the reading that was chosen."""

    __slots__ = ("cand", "depth", "document", "heading_end", "style", "title", "value")

    def __init__(self, cand: Cand, depth: int, style: str, value: tuple[int, ...]) -> None:
        self.cand = cand
        self.depth = depth
        self.style = style
        self.value = value
        self.title: str | None = None
        self.heading_end = 0
        self.document = False  # the title line of one document of a bundle


class Reader(Protocol):
    """What the walk asks of the caller: titles, and whether a schedule line is a heading."""

    def title(self, cands: list[Cand], i: int, placed: Placed) -> None: ...

    def schedule_heading(self, c: Cand) -> bool: ...

    def reference_before(self, c: Cand) -> bool: ...

    def titled(self, cands: list[Cand], i: int) -> bool: ...

    def restart_heading(self, c: Cand, floor: int) -> tuple[int, int, str] | None: ...


# --- the walk ---------------------------------------------------------------------------

_FROM_ZERO = frozenset({"1)", "(1)"})
_OUTLINE_LETTERS = frozenset({"A.", "A)", "(A)"})


def _place(
    stack: list[Frame],
    style: str,
    v: tuple[int, ...],
    gap: int,
    top: str,
    last_dec1: int,
    own_line: bool = False,
) -> tuple[int, int] | None:
    """Where a reading fits: (stack index it takes, rank) with rank 0 = exact next number,
    1 = first child, 1 + skipped numbers otherwise; None if it fits nowhere. ``own_line``:
    the marker is a unit word heading its own line ("CHAPTER 1")."""
    if style == "dec":
        return _place_dec(stack, v, gap, last_dec1)
    if style == "caps":
        return (0, 0) if stack and stack[0][0] == "caps" else None
    if style[-1] == "+":
        return place_inserted(stack, style, v, last_dec1)
    for j in range(len(stack) - 1, -1, -1):
        f_style, f_value = stack[j]
        if f_style == style or f_style == style + "+":  # "(3)" after "(2A)"
            d = v[0] - f_value[0]
            return (j, 0 if d == 1 else 1 + d) if 0 < d <= gap else None
    if style == top or not stack:
        return None
    if v[0] != 1 and not (v[0] == 0 and style in _FROM_ZERO):
        return None  # a list opens at 1, or at 0 when numbered in digits ("0) Convey ...")
    if is_unit(style) and stack[-1][0] not in ("sched", "caps"):
        # A unit word inside a clause is a citation, unless it heads its own line and opens
        # the first of a new kind of unit below an open one: "PART 2" / "CHAPTER 1" (the
        # chapter closes whatever clauses of the part came before it).
        j = deepest_unit(stack) if own_line else -1
        return (j + 1, 1) if j >= 0 else None
    return len(stack), 1


def _has_children(stack: list[Frame], j: int, length: int) -> bool:
    """Whether the level above ``stack[j]`` already holds decimal children of this length:
    a first child cannot come again ("11.1" after "11.3" is a citation)."""
    if j + 1 >= len(stack):
        return False
    f_style, f_value = stack[j + 1]
    return f_style == "dec" and len(f_value) == length


def _place_dec(
    stack: list[Frame], v: tuple[int, ...], gap: int, last_dec1: int
) -> tuple[int, int] | None:
    has_dec = False
    n = len(v)
    for j in range(len(stack) - 1, -1, -1):
        f_style, fv = stack[j]
        if f_style == "dec+":
            # "2" after the inserted "1A" goes on from "1"; "1A.1" is the first under "1A".
            f_style, fv = "dec", (inserted_step(fv),) if v[0] >= INSERTED_STEP else fv[:1]
        if f_style == "dec":
            has_dec = True
            if len(fv) == n and v[-1] >= INSERTED_STEP:
                if fv[:-1] == v[:-1] and _inserted_after(fv[-1], v[-1]):
                    return j, 0  # "3.1A" after "3.1" (or after "3.1A" when "3.1B")
                continue
            if len(fv) == n and fv[-1] >= INSERTED_STEP:
                fv = (*fv[:-1], fv[-1] % INSERTED_STEP)  # "3.2" after "3.1A" goes on from "3.1"
            if len(fv) == n:
                if fv[:-1] == v[:-1]:
                    d = v[-1] - fv[-1]
                    if 0 < d <= gap:
                        return j, 0 if d == 1 else 1 + d
                    if j == 0 and chain_succ(fv, v, 0):
                        return 0, 0  # the next title of an Act: "Sec. 102." then "Sec. 201."
                elif j == 0 and n >= 2 and chain_succ(fv, v, 1):
                    return 0, 0
            elif len(fv) == n - 1 and fv == v[:-1] and (v[-1] <= 1 or v[-1] <= gap):
                if _has_children(stack, j, n):
                    return None
                return j + 1, 1 if v[-1] <= 1 else v[-1]
        elif f_style == "sched":
            if not has_dec and v in ((1,), (1, 1)):
                return j + 1, 1  # numbering restarts inside a schedule
        elif f_style == "caps":
            if not has_dec and (v == (1,) or (n == 1 and v[0] == last_dec1 + 1)):
                return j + 1, 1
        elif f_style in _OUTLINE_LETTERS and (j == 0 or ordinal_like(stack[j - 1][0])):
            if not has_dec and v == (1,):
                return j + 1, 1  # the outline "I." / "A." / "1.": a list under the letter
        elif ordinal_like(f_style):
            if n == 2 and fv[0] == v[0] and (v[-1] <= 1 or v[-1] <= gap):
                if _has_children(stack, j, n):
                    return None
                return j + 1, 1 if v[-1] <= 1 else v[-1]
            if n == 1 and not has_dec and (v[0] in (1, last_dec1 + 1) or _by_hundreds(fv, v)):
                return j + 1, 1
            if n == 1 and j == len(stack) - 1 and next_in_hundred(f_style, v, last_dec1):
                return j + 1, 1
    return None


def _inserted_after(last: int, step: int) -> bool:
    """May the inserted step ``step`` ("1A" in "3.1A") follow the step ``last``: its base
    number ("1"), or a step inserted after the same base before it ("1A" before "1B")?"""
    base = step % INSERTED_STEP
    if last < INSERTED_STEP:
        return last == base
    return last % INSERTED_STEP == base and last < step


def _by_hundreds(unit: tuple[int, ...], v: tuple[int, ...]) -> bool:
    """An Act numbers the sections of its title n from n01: "TITLE II" / "Sec. 201."."""
    return v[0] == unit[0] * 100 + 1


def walk(
    text: str,
    cands: list[Cand],
    start: int,
    tops: tuple[Chain, Chain | None],
    stops: tuple[int, int],
    reader: Reader,
    scoped: frozenset[str] = frozenset(),
    bundled: bool = False,
) -> list[Placed]:
    """Accept clause starts from ``cands[start]`` on. ``stops`` = (signature block start or
    -1, last element of the top chain): inside the signature block only a schedule heading
    restarts the outline, and schedules are accepted only after the last top-level unit.
    Candidates whose unit word is in ``scoped`` are accepted only inside a schedule.
    ``bundled``: the text holds several documents each numbered from 1 under its title, so
    the first one's title heads its clauses as each later one's does. ``tops``: the chain
    that carries the document, and the sections numbered from 1 before its first unit
    (``cands[start]`` is the first of them then), or None.
    """
    top, front = tops
    sig, chain_end = stops
    top_style = "dec" if top.key.startswith("dec") else top.key
    # Per way of writing, the numbers of the lines "n." left as text since the last clause.
    items: dict[Fmt, set[int]] = {}
    stack: list[Frame] = []
    out: list[Placed] = []
    last_dec1, dec1_at = 0, -1  # the current clause's number and marker
    in_sig = False
    for i in range(start, len(cands)):
        c = cands[i]
        if 0 <= sig <= c.pos:
            in_sig = True  # entered the signature block; a schedule heading ends it
            sig = -1
        if c.fam == "sched":
            if (
                stack
                and (in_sig or c.pos > chain_end)
                and (c.strength >= 1 or _inline_schedule(text, c, reader))
                and reader.schedule_heading(c)
                and not (stack[0][0] == "sched" and _same_schedule(out, c))
                and not _titles_last(text, out, c)
            ):
                stack = [("sched", (0,))]
                out.append(Placed(c, 1, "sched", (0,)))
                reader.title(cands, i, out[-1])
                in_sig = False
            continue
        if in_sig or (c.word in scoped and not (stack and stack[0][0] == "sched")):
            continue
        if front is not None and c.pos < top.first:
            # The sections before the first unit, numbered from 1 (see .contract_front).
            got = _choose(text, cands, i, c, stack, out, front, "dec", last_dec1, reader)
        elif front is not None and c.pos == top.first:
            got = (0, *_first_reading(c, top))  # the first unit, after those sections
        else:
            got = _choose(text, cands, i, c, stack, out, top, top_style, last_dec1, reader)
        if got is not None and c.strength < 2 and repeated_below(cands, i, got[1], got[2]):
            got = None  # "Article II (Loans) applies ..." above the heading "ARTICLE II"
        if got is not None and bundled and not out:
            floor = cands[start - 1].end if start > 0 else 0
            head = _title_heading(reader, c, floor)
            if head is not None:
                stack = [("caps", (0,))]
                out.append(head)
                got = (1, *got[1:])
        fmt = marker_format(text, c) if c.fam == "dec" else None
        if got is not None and list_item(
            text, cands, i, got, (last_dec1, dec1_at), items.get(fmt) if fmt else None
        ):
            got = None
        if got is None and c.strength == 2 and fmt is not None:
            found = items.setdefault(fmt, set())
            found.update(v[0] for s, v in c.interps if s == "dec" and len(v) == 1)
        if got is None:
            if c.pos > chain_end and c.strength == 2 and out:
                restart = _restart(text, cands, i, top, out, reader)
                if restart is not None:
                    stack = [("caps", (0,))]  # the appended document's title heads its clauses
                    out.append(restart)
                    got = (1, *_first_reading(c, top))
            if got is None:
                continue
        j, style, v = got
        if j == 0:
            items.clear()
        del stack[j:]
        stack.append((style, v))
        out.append(Placed(c, j + 1, style, v))
        reader.title(cands, i, out[-1])
        if style == "dec" and len(v) == 1:
            last_dec1, dec1_at = v[0], c.pos
    return _without_lone_inline(text, out)


def _without_lone_inline(text: str, out: list[Placed]) -> list[Placed]:
    """Drop a list's first item written inside a sentence that stays an only child while the
    list runs on in the sentence ("... dispose of: 1) Modifications made by ...; and 2) the
    combination ...", "(b) (i) Provider shall ..., and (ii) payments ..."): no clause starts
    after a comma or an "and", so the list is text. A lone run-in item whose list does not
    go on ("2. Term. A. Termination. Either Party ...") stays."""
    keep: list[Placed] = []
    for k, p in enumerate(out):
        c = p.cand
        if (  # an inline first item, with no child and no sibling placed
            not c.line
            and c.fam == "enum"
            and p.depth >= 2
            and p.value[0] <= 1
            and (k + 1 == len(out) or out[k + 1].depth < p.depth)
        ):
            limit = out[k + 1].cand.pos if k + 1 < len(out) else len(text)
            if runs_on(text, c.end, limit, p.style, p.value[0]):
                continue
        keep.append(p)
    return keep


def _first_reading(c: Cand, top: Chain) -> tuple[str, tuple[int, ...]]:
    """The reading of ``c`` that starts the top-level numbering (again), ("dec", (1,))."""
    for style, v in c.interps:
        if top_key(style, v) == top.key and (is_first(v) or v == top.opening):
            return style, v
    raise ValueError(c)  # pragma: no cover - only asked of a candidate that has one


def _restart(
    text: str, cands: list[Cand], i: int, top: Chain, out: list[Placed], reader: Reader
) -> Placed | None:
    """The heading of a document appended after the last top-level unit, when ``cands[i]``
    starts the top-level numbering again below its title ("GROUPON VOUCHER TERMS OF SALE –
    UK" / "1. General Information" ... "2. Purchase of a Voucher"), or None.

    The marker starts its line and is written like the top-level numbers, its own next number
    follows on a line of its own before any other top-level number, and a title line naming a
    document stands above it: a numbered list inside the last clause has none of these."""
    c = cands[i]
    if c.weak or not same_format(top.fmt, marker_format(text, c), 2):
        return None
    first = next((v for s, v in c.interps if top_key(s, v) == top.key and is_first(v)), None)
    if first is None or not _continued_below(text, cands, i, top, first):
        return None
    prev = out[-1]
    return _title_heading(reader, c, max(prev.heading_end, prev.cand.end))


def _title_heading(reader: Reader, c: Cand, floor: int) -> Placed | None:
    """The title line of the document whose numbering ``c`` starts, placed as a top-level
    heading, or None (see ``Reader.restart_heading``)."""
    head = reader.restart_heading(c, floor)
    if head is None:
        return None
    return title_unit(*head)


def title_unit(start: int, end: int, title: str) -> Placed:
    """A document's title line ``[start, end)`` placed as the top-level unit heading it."""
    h = Cand(start, end, "caps", "", title, (("caps", (0,)),), True, "\n")
    h.strength = 2
    placed = Placed(h, 1, "caps", (0,))
    placed.title, placed.heading_end = title, end
    placed.document = True
    return placed


_RESTART_REACH = 400  # candidates read ahead for the next top-level number


def _continued_below(
    text: str, cands: list[Cand], i: int, top: Chain, first: tuple[int, ...]
) -> bool:
    """Whether the next top-level number on a line of its own after ``cands[i]`` is the one
    after ``first`` ("2." after "1.")."""
    for d in cands[i + 1 : i + _RESTART_REACH]:
        if d.strength != 2 or not same_format(top.fmt, marker_format(text, d), 2):
            continue
        for s, w in d.interps:
            if top_key(s, w) == top.key and len(w) == len(first):
                return chain_succ(first, w, 1)
    return False


def _inline_schedule(text: str, c: Cand, reader: Reader) -> bool:
    """A schedule heading inside a collapsed line: the word in capitals, not a citation
    ("... Title: President EXHIBIT A DESCRIPTION OF SERVICES 1. ...")."""
    return text[c.pos : c.pos + 2].isupper() and not reader.reference_before(c)


def _titles_last(text: str, out: list[Placed], c: Cand) -> bool:
    """A schedule word right after the last accepted marker on its line titles that clause
    ("2.6. Attachment A"): the number heads it, the word does not open a schedule."""
    gap = text[out[-1].cand.end : c.pos] if out else "\n"
    return not gap.strip(" \t")


def _same_schedule(out: list[Placed], c: Cand) -> bool:
    """A schedule heading repeated as a running header on each of its pages."""
    for p in reversed(out):
        if p.depth == 1:
            return p.cand.word == c.word and p.cand.tok == c.tok
    return False


def _inline_strength(
    text: str,
    cands: list[Cand],
    i: int,
    c: Cand,
    stack: list[Frame],
    out: list[Placed],
    reader: Reader,
) -> tuple[int, int]:
    """(strength, highest rank allowed) of an inline candidate with no strength of its own."""
    if out and out[-1].heading_end > 0 and not text[out[-1].heading_end : c.pos].strip():
        return 1, 99  # right after the previous heading: "ARTICLE 5 CONFIDENTIALITY 5.1 ..."
    if c.pre == "A" and not reader.reference_before(c):
        # After a word in capitals ("... Exhibit A 1.21 ..."): only the exact next number.
        return 1, 1
    if c.pre == "w" and stack and not reader.reference_before(c) and reader.titled(cands, i):
        # After a word ("... solicitation 13. FORCE MAJEURE."): the exact next number, and
        # only with a heading title, and not a citation ("Section 13.").
        return 1, 1
    return 0, 99


def _base_of(out: list[Placed], v: tuple[int, ...]) -> Cand | None:
    """The section an inserted one (valued ``v``) follows: the last one numbered ``v[0]``."""
    for p in reversed(out):
        if p.value[0] == v[0] and (p.style == "dec+" or (p.style == "dec" and len(p.value) == 1)):
            return p.cand
    return None


def _whole(text: str, c: Cand, top: Chain, strength: int) -> bool:
    """A whole clause "6.0" on its own line, right after "Section 5." (see
    :func:`.contract_chains.whole_clause`)."""
    return strength == 2 and not c.weak and whole_clause(top.fmt3, marker_format(text, c)[:3])


def _choose(
    text: str,
    cands: list[Cand],
    i: int,
    c: Cand,
    stack: list[Frame],
    out: list[Placed],
    top: Chain,
    top_style: str,
    last_dec1: int,
    reader: Reader,
) -> tuple[int, str, tuple[int, ...]] | None:
    """The reading of ``c`` to accept and the stack index it takes, or None."""
    strength = c.strength
    max_rank = 99
    if strength == 0:
        if not stack and c.pos == top.first:
            strength = 1
        else:
            strength, max_rank = _inline_strength(text, cands, i, c, stack, out, reader)
            if strength == 0:
                return None
    if not stack:
        if c.pos != top.first:
            return None
        options = [(0, 0, style, v) for style, v in c.interps if top_key(style, v) == top.key]
    else:
        gap = gap_at(cands, i, strength)
        in_schedule = stack[0][0] == "sched"
        top_ok: bool | None = True if in_schedule else None
        options = []
        for style, v in c.interps:
            # A code's sections first (see .contract_code): "§ 1026.5" is no sub-clause.
            code = code_section_place(c, stack, style, v, last_dec1) if c.word == "§" else None
            got: tuple[int, int] | None = code
            if code is None and style == "dec":
                got = _place_dec(stack, v, gap, last_dec1)
                got = got or section_after_unit(c, stack, v, last_dec1)  # "Part 2" / "31 ..."
            elif code is None:
                top_here = "" if in_schedule else top_style
                own = strength == 2 and c.fam == "unit" and not c.weak
                got = _place(stack, style, v, gap, top_here, last_dec1, own)
                if got is None and own:  # "SUBCHAPTER III—..." / "§ 1681. ..."
                    got = code_unit_place(cands, i, stack, style)
            if got is None or got[1] > max_rank:
                continue
            if (
                style == "dec+"
                and not code
                and not inserted_section(text, c, _base_of(out, v), strength)
            ):
                continue
            if got[0] == 0 and top_ok is None:
                top_ok = same_format(top.fmt, marker_format(text, c), strength)
            if got[0] > 0 or top_ok or (got[1] == 0 and _whole(text, c, top, strength)):
                options.append((got[1], -got[0], style, v))
    if not options:
        return None
    if len(options) == 1:
        return -options[0][1], options[0][2], options[0][3]
    options.sort()
    _, negj, style, v = options[0]
    if options[1][0] <= 1 and options[1][2] != style:
        other = options[1]
        nxt: dict[str, tuple[int, ...]] = {style: (v[0] + 1,), other[2]: (other[3][0] + 1,)}
        if lookahead(cands, i, nxt, stack[: min(-negj, -other[1])]) == other[2]:
            _, negj, style, v = other
    return -negj, style, v
