"""Which numbering carries the document: chains of successive top-level markers.

For every top-level style (articles, parts, decimal clauses "1.", "Section 1.01", roman or
lettered headings) :func:`chains` links candidates into chains of successors (1, 2, 3 ... with
small gaps allowed at line starts); :func:`choose_top` keeps the chain that spans most of the
body, preferring an enclosing style that starts earlier (articles over their sections). A table
of contents forms a short chain that restarts, so it never wins: it stays in the preamble.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from .contract_lists import NO_MAJOR, major_after
from .contract_lone import lone_clause_after, party_list
from .contract_marks import Cand, state_code_number

__all__ = [
    "Chain",
    "Fmt",
    "chain_succ",
    "chains",
    "choose_top",
    "gap_at",
    "gap_of",
    "is_first",
    "is_unit",
    "marker_format",
    "ordinal_like",
    "same_format",
    "top_key",
    "whole_clause",
]

Fmt = tuple[str, str, int, bool]  # family, unit word, dots in the number, trailing full stop
Fmt3 = tuple[str, str, int]  # a format without its trailing full stop


def is_unit(style: str) -> bool:
    """A unit word's own numbering ("article", "part", or a profile's word such as
    "artikel"); the other styles are "dec", "sched", "caps" and enumerators like "(a)"."""
    return style.isalpha() and style not in ("dec", "sched", "caps")


def ordinal_like(style: str) -> bool:
    """Styles whose number n heads decimal children n.1, n.2 ("ARTICLE 5" / "V." then "5.1")."""
    return style == "I." or is_unit(style)


_ENUM_TOPS = frozenset({"A.", "1)", "(1)"})
_MAX_CHAINS = 64


class Chain:
    """A run of successive top-level candidates of one style."""

    __slots__ = ("count", "first", "fmt", "fmt3", "idx", "key", "last", "late", "opening", "value")

    def __init__(
        self, key: str, pos: int, idx: int, value: tuple[int, ...], fmt: Fmt = ("", "", 0, False)
    ) -> None:
        self.key = key
        self.fmt = fmt
        self.fmt3 = fmt[:3]
        self.first = pos
        self.last = pos
        self.idx = idx
        self.count = 1
        self.value = value
        self.opening = value
        self.late = False  # starts past 2: an excerpt's numbering

    @property
    def span(self) -> int:
        return self.last - self.first


def marker_format(text: str, c: Cand) -> Fmt:
    """How a marker is written: family, word, dots inside the number, trailing full stop.
    A document writes its top-level numbers one way: "14.0" is not followed by "15."."""
    if c.fmt is None:
        c.fmt = (c.fam, c.word, c.tok.count("."), text[c.end - 1] == ".")
    return c.fmt


def same_format(a: Fmt, b: Fmt, strength: int) -> bool:
    """Same family, unit word and number of dots (a trailing full stop may come and go)."""
    return a[:3] == b[:3]


_WHOLE = ("dec", "", 1)


def whole_clause(chain: Fmt3, fmt: Fmt3) -> bool:
    """Whether a top-level number written "6.0" may go on from a numbering written "5." or
    "Section 5.". The ".0" says "clause 6 as a whole": never a list item, never a
    sub-clause, so it continues the numbering although the way of writing it changed (an
    agreement assembled from two drafts: "Section 5. Term and Termination" ... "6.0 Force
    Majeure"). Asked only of a top-level reading on its own line that is the exact next
    number, so "6.0" is the only "d.d" token it meets."""
    return fmt == _WHOLE and chain[2] == 0 and (chain[0] == "dec" or chain[0] == "sec")


def gap_of(c: Cand, strength: int) -> int:
    """How far a candidate may skip ahead of the expected number: a few at a line start, one
    missing clause for an inline numbered clause (its marker was lost), none for list items."""
    if c.weak:
        return 1
    if strength == 2:
        # "ARTICLE VIII" on a line of its own after "ARTICLE II": an excerpt that leaves
        # articles out. A unit word on its own line is no list item or stray number.
        return _UNIT_GAP if c.fam == "unit" else 3
    return 2 if c.fam in ("dec", "sec", "unit") and c.titled else 1


# Unit words that only divide a Part ("Part 2" / "Division 1" / "Subdivision A" in an
# Australian Act): never the numbering that carries a document. A company's "Division 1" and
# "Division 2" lines inside a clause stay its text.
_INNER_UNITS = frozenset({"division", "subdivision", "subtitle"})


def top_key(style: str, value: tuple[int, ...]) -> str | None:
    """The key of the top-level chain a reading may belong to ("dec1" for "1.", "article"
    for "ARTICLE V"), or None when that reading never numbers a document's top level."""
    if style == "dec":
        return f"dec{len(value)}"
    if style in _INNER_UNITS:
        return None
    if ordinal_like(style) or style in _ENUM_TOPS or style == "caps":
        return style
    return None


_STYLE_KEYS: dict[str, str | None] = {}  # top key of each non-decimal style, as met
_DEC_KEYS = tuple(f"dec{n}" for n in range(12))


def _top_key_fast(style: str, value: tuple[int, ...]) -> str | None:
    """:func:`top_key`, from a table: the chains ask it of every reading of every marker."""
    if style == "dec":
        n = len(value)
        return _DEC_KEYS[n] if n < 12 else f"dec{n}"
    got = _STYLE_KEYS.get(style, "")
    if got == "":
        got = _STYLE_KEYS[style] = top_key(style, value)
    return got


def is_first(value: tuple[int, ...]) -> bool:
    """A numbering's first number: 1, 1.1, 1.0, or 0 (licences number from "0.
    Definitions")."""
    if len(value) == 1:
        return value[0] <= 1
    return value[0] == 1 and all(v == 1 for v in value[1:-1]) and value[-1] <= 1


def chain_succ(last: tuple[int, ...], v: tuple[int, ...], gap: int) -> bool:
    if len(v) != len(last):
        return False
    if v[:-1] == last[:-1]:
        return 0 < v[-1] - last[-1] <= gap or (
            len(v) == 1
            and last[0] > 100
            and _hundreds_first(v)
            and v[0] // 100 == last[0] // 100 + 1
        )
    return len(v) >= 2 and v[:-2] == last[:-2] and v[-2] == last[-2] + 1 and v[-1] <= 1


def chains(
    text: str, cands: list[Cand], limit: int, barriers: Sequence[int] = ()
) -> dict[str, list[Chain]]:
    """Every chain of successive candidates per top-level style, before ``limit``.

    No chain runs across a position in ``barriers``: schedule headings under which the
    numbering starts again. "2. CHARGES ... SCHEDULE 1 / 1. ... 2. ... 3. ..." has clauses
    1 and 2 and a schedule of paragraphs 1 to 3, not clauses 1 to 3."""
    out: dict[str, list[Chain]] = {}
    # Per style, how many of its chains were opened before the last barrier (closed).
    closed: dict[str, int] = {}
    walls = iter(barriers)
    wall = next(walls, None)
    for i, c in enumerate(cands):
        if c.pos >= limit:
            break
        while wall is not None and wall <= c.pos:
            closed = {key: len(found) for key, found in out.items()}
            wall = next(walls, None)
        strength = c.strength
        if c.fam == "sched" or (
            strength == 0 and not (c.pre == "A" or (c.pre == "w" and c.titled))
        ):
            continue
        gap = gap_at(cands, i, strength)
        fmt = marker_format(text, c)[:3]
        for style, v in c.interps:
            key = _top_key_fast(style, v)
            if key is None:
                continue
            found = out.get(key)
            if found is None:
                found = out[key] = []
            if strength == 0:
                # After capitals ("OF THE PARTIES 1. APPOINTMENT"): only as a chain start.
                if is_first(v):
                    _add_chain(found, Chain(key, c.pos, i, v, marker_format(text, c)))
                continue
            line = strength == 2 and not c.weak
            # A chain at clause n-1 whose sub-clauses go on after this marker cannot take it:
            # a list item inside n-1 ("1.1.1 Grant" / "  2. Modify ..." / "1.1.2 ...").
            major = major_after(text, cands, i, v[0]) if key == "dec1" else NO_MAJOR
            best = _continued(found[closed.get(key, 0) :], v, gap, fmt, c.pos, line, major)
            if best is not None:
                best.last = c.pos
                best.count += 1
                best.value = v
            elif is_first(v) or v == (2,):
                # A chain may start at 2 when clause 1 hides where no marker can be seen
                # ("e-business Hosting Agreement 1.0 Introduction ...").
                _add_chain(found, Chain(key, c.pos, i, v, marker_format(text, c)))
            elif strength == 2 and (
                (
                    len(v) <= 2
                    and v[0] <= _LATE_START
                    and v[-1] <= _LATE_START
                    and (c.titled or c.fam in ("unit", "sec"))
                )
                or (c.fam in ("unit", "sec") and _hundreds_first(v))
                or (c.titled and len(v) == 1 and (c.word == "§" or state_code_number(c.tok)))
            ):
                # An excerpt that starts at clause 4 ("4. Benefits. ...", "Section 2.01
                # Fees. ..."), or a code's sections ("§ 7701. ...", "Sec. 5-1-103. ..."): a
                # chain of its own, chosen only when no numbering starts at 1 (see
                # choose_top).
                late = Chain(key, c.pos, i, v, marker_format(text, c))
                late.late = True
                _add_chain(found, late)
    return out


def gap_at(cands: Sequence[Cand], i: int, strength: int) -> int:
    """:func:`gap_of` for ``cands[i]`` read with ``strength``, or further when the clause
    opens its own sub-numbering (see :func:`_opens_own_numbering`)."""
    c = cands[i]
    if strength == 2 and c.fmt is not None and c.fmt[1].endswith("#"):
        # A heading line in the source's markup ("## 14. Arbitration" after "## 2. Your
        # Account"): the markup says heading, so clauses left out of a copy may be many.
        return _MARKED_GAP
    gap = gap_of(c, strength)
    own = _opens_own_numbering(cands, i) if strength == 2 and gap < _UNIT_GAP else 0
    return gap if not own else _MARKED_GAP if own == 1 else _UNIT_GAP


def _opens_own_numbering(cands: Sequence[Cand], i: int) -> int:
    """Does a clause on its own line open its own sub-numbering ("7. LIABILITY" then "7.1",
    "Section 7" then "7.1" or "Section 7.1")? Then it is a clause, not a list item or a
    stray number, and it may skip further ahead like a unit word: an excerpt, or clauses
    deleted from a filed copy ("3. PAYMENT ... 7. LIABILITY / 7.1 ..."). The sub-clause must
    be the next candidate on a line of its own or the one after it (a list item between).
    0: no; 1: a titled "n.1" next ("23. DEFAULT" / "23.1 Non-payment"), any jump; else 2."""
    c = cands[i]
    if not c.titled or c.fam not in ("dec", "sec"):
        return 0
    tops = {v[0] for _, v in c.interps if len(v) == 1}
    if not tops:
        return 0
    for k, nxt in enumerate(cands[i + 1 : i + 3]):
        if nxt.strength == 2 and any(
            len(v) == 2 and v[1] == 1 and v[0] in tops for _, v in nxt.interps
        ):
            return 1 if k == 0 and nxt.titled and not nxt.weak else 2
    return 0


def _continued(
    found: list[Chain],
    v: tuple[int, ...],
    gap: int,
    fmt: Fmt3,
    pos: int,
    line: bool,
    major: int = 0,
) -> Chain | None:
    """The chain ``v`` continues: exactly first, then the longest, then the earliest. Never
    one the marker at ``pos`` itself just started or continued under another reading ("I"
    read as 1 and as 9 is one marker, not two), nor one at clause ``major`` (whose
    sub-clauses go on after the marker). A marker on its own ``line`` written "6.0" goes on
    from "5." only as its exact successor."""
    best: Chain | None = None
    best_rank = (0, 0)
    for ch in found:
        if ch.last >= pos or not chain_succ(ch.value, v, gap) or ch.value[0] == major:
            continue
        if ch.fmt3 == fmt or (line and whole_clause(ch.fmt3, fmt) and chain_succ(ch.value, v, 1)):
            rank = (int(chain_succ(ch.value, v, 1)), ch.count)
            if best is None or rank > best_rank:
                best, best_rank = ch, rank
    return best


def _add_chain(found: list[Chain], ch: Chain) -> None:
    """Open a chain; past ``_MAX_CHAINS`` keep the longest half, so that a run of repeated
    first numbers ("Section 1.01 Section 1.01 ...") costs linear time."""
    found.append(ch)
    if len(found) > _MAX_CHAINS:
        found.sort(key=lambda ch: (ch.count, ch.span), reverse=True)
        del found[_MAX_CHAINS // 2 :]


def _rank(key: str) -> int:
    """Nesting order of top-level styles: parts and articles enclose clauses "1.", which
    enclose "1.1", and so on."""
    if key.startswith("dec"):
        return 1 + int(key[3:])
    return 0 if key in ("part", "chapter") else 1 if ordinal_like(key) else 9


def _pick(cands: list[Chain]) -> Chain | None:
    """The widest chain, or an enclosing style whose chain starts in its first quarter (a
    table of contents may run ahead of the body) and goes on inside it."""
    if not cands:
        return None
    widest = max(cands, key=lambda ch: (ch.span, ch.count))
    early = widest.first + widest.span // 4
    enclosing = [
        ch
        for ch in cands
        if _rank(ch.key) < _rank(widest.key) and ch.first <= early and ch.last > widest.first
    ]
    if enclosing:
        return min(enclosing, key=lambda ch: (ch.first, _rank(ch.key)))
    return widest


def choose_top(
    all_chains: dict[str, list[Chain]],
    schedules: Sequence[int],
    walls: Sequence[int],
    text: str,
) -> Chain | None:
    """The chain whose style is the document's top level, or None when there is none.

    ``schedules`` are the positions of schedule headings on their own lines. Parts that
    start right under one ("SCHEDULE 3 / Part 1 Service Levels / Part 2 Charges") divide that
    schedule: when no part comes before it and the body before it has a numbering of its
    own, that numbering carries the document, however long the schedule is. ``walls`` are
    the schedule headings under which the numbering starts again, in ``text`` (see
    :func:`_body_first`)."""
    all_chains = _body_first(text, all_chains, walls)
    on_time = {key: [ch for ch in found if not ch.late] for key, found in all_chains.items()}
    top = _choose(on_time) or _choose(all_chains)
    if top is not None and top.key in _ENUM_TOPS:
        around = _numbered_around(all_chains, top)
        if around is None and party_list(text, top):
            # The parties: the one clause numbered after them, or none.
            return lone_clause_after(all_chains, top, text, schedules)
        top = around or top
    if top is not None and top.key.startswith("dec"):
        return _lone_unit(all_chains, top) or top
    if top is None or _rank(top.key) != 0:
        return top
    k = bisect_right(schedules, top.first) - 1
    if k < 0 or top.first - schedules[k] > _UNDER_HEADING:
        return top
    sched = schedules[k]
    if any(ch.first < sched for ch in all_chains[top.key]):
        return top
    before = {
        key: kept
        for key, found in all_chains.items()
        if key != top.key and (kept := [ch for ch in found if ch.last < sched])
    }
    return _choose(before) or top


# A sentence end after a word: clauses have them, the lines of a table of contents ("1.
# Definitions ...... 3", "2. Term 4") do not. One character class each side: linear.
_SENTENCE_END = re.compile(r"[a-z)][.!?](?=[ \t\n])")


def _has_text(text: str, ch: Chain) -> bool:
    """Whether ``ch`` numbers clauses with text: a sentence end for each clause but the
    last between its first and last marker."""
    need = ch.count - 1
    for _ in _SENTENCE_END.finditer(text, ch.first, ch.last):
        need -= 1
        if need <= 0:
            return True
    return False


def _body_first(
    text: str, all_chains: dict[str, list[Chain]], walls: Sequence[int]
) -> dict[str, list[Chain]]:
    """The chains without those numbered under an exhibit that follows the body.

    "Section 1. Appointment ... 4.0 Entire Agreement" and then "STANDARD TERMS / EXHIBIT B /
    1. Delivery ... 29. Governing Law": the exhibit's paragraphs may span more text than
    the agreement, but they are the exhibit's own. The body is numbered ("A." and "B."
    parts over a bundle of agreements do not make one). Once a chain of clauses with their text
    has started, no chain after the next schedule heading under which the numbering starts
    again competes with it (a chain never runs across such a heading, see :func:`chains`).
    A table of contents listing the exhibits after the clauses has no text: the body after
    it still competes."""
    if not walls:
        return all_chains
    last_wall = walls[-1]
    ordered = sorted(
        (ch for found in all_chains.values() for ch in found if ch.count >= 2),
        key=lambda ch: ch.first,
    )
    body = next(
        (
            ch.first
            for ch in ordered
            if ch.first < last_wall and ch.key not in _ENUM_TOPS and _has_text(text, ch)
        ),
        -1,
    )
    if body < 0:
        return all_chains
    wall = walls[bisect_right(walls, body)]
    return {key: [ch for ch in found if ch.first < wall] for key, found in all_chains.items()}


def _numbered_around(all_chains: dict[str, list[Chain]], lettered: Chain) -> Chain | None:
    """A numbering that starts late (an excerpt from clause 3 on) around the lettered or
    bracketed list that would otherwise carry the document: "3. DELIVERY" / "4. DUTIES" /
    "A. Pay ..." ... "D. Store ..." / "5. WARRANTY". The list sits inside clause 4; it
    does not replace the clauses around it."""
    around = {
        key: kept
        for key, found in all_chains.items()
        if key not in _ENUM_TOPS
        and (
            kept := [
                ch
                for ch in found
                if ch.late and ch.first < lettered.first and ch.last > lettered.last
            ]
        )
    }
    return _choose(around)


def _lone_unit(all_chains: dict[str, list[Chain]], top: Chain) -> Chain | None:
    """The one article, part or clause right above decimal sections numbered under it
    ("ARTICLE I / AMENDMENTS / Section 1.01 ... Section 1.02", "1. SERVICES / 1.1 ... 1.2"):
    an amendment, an excerpt or a short agreement with a single article or clause still has
    it as its top level, with the sections inside. So has an Act with a single Part ("PART 1
    / PRELIMINARY / 1 Short title ... 3 Offences"; "PART 1 / ... / 45 Key definitions" in an
    excerpt, whatever its number) or an article over clauses "1.", "2."."""
    major = top.opening[0]
    bare_excerpt = top.late and top.key == "dec1" and top.fmt[:2] == ("dec", "")
    for key, found in all_chains.items():
        if not (ordinal_like(key) or (key == "dec1" and top.key != "dec1")):
            continue
        for ch in found:
            if (
                ch.count == 1
                and 0 < top.first - ch.first <= _UNDER_HEADING
                and (ch.opening[0] == major or bare_excerpt)
            ):
                return ch
    return None


# How many units a unit word on its own line may skip ("ARTICLE II" ... "ARTICLE VIII").
_UNIT_GAP = 10
_MARKED_GAP = 50  # ... and a numbered heading marked as one in the source
# The highest number an excerpt's first clause may have ("4. Benefits"): not a year.
_LATE_START = 60
# How far below a heading (its title between) its first sub-unit may start: a part under
# a schedule heading, Section 1.01 under a lone ARTICLE I.
_UNDER_HEADING = 300


def _hundreds_first(v: tuple[int, ...]) -> bool:
    """Whether ``v`` opens a title of an Act numbered by hundreds: "Sec. 101. SHORT TITLE."
    then "Sec. 102.", and "Sec. 201." for Title II (US public laws, some state codes).
    :func:`chains` starts a chain here only after a word or "§" ("Sec.", "Section"), never
    at a bare "101." (an address, a list item)."""
    return len(v) == 1 and 100 < v[0] <= 2001 and v[0] % 100 == 1


def _choose(all_chains: dict[str, list[Chain]]) -> Chain | None:
    numbered: list[Chain] = []
    lettered: list[Chain] = []
    for key, found in all_chains.items():
        good = [ch for ch in found if ch.count >= 2]
        if not good:
            continue
        # Of the chains spanning at least half as much as the widest, the first: the body
        # comes before the exhibits, and a table of contents spans too little to compete.
        wide = max(ch.span for ch in good)
        best = min((ch for ch in good if 2 * ch.span >= wide), key=lambda ch: ch.first)
        (lettered if key in _ENUM_TOPS else numbered).append(best)
    return _pick(numbered) or _pick(lettered)
