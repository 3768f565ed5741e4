"""Which candidates are clause starts, and how deep: numbering continuity decides.

Two steps. :func:`choose_top` finds the numbering that carries the document: for every
top-level style (articles, parts, decimal clauses "1.", "Section 1.01", roman or lettered
headings) it links candidates into chains of successors (1, 2, 3 ... with small gaps allowed at
line starts) and keeps the chain that spans most of the body, preferring an enclosing style
that starts earlier (articles over their sections). A table of contents forms a short chain
that restarts, so it never wins: it stays in the preamble.

:func:`walk` then reads the candidates from the first top-level unit on, with a stack of open
numbering levels. A candidate is accepted when it continues an open level (the next number),
or opens a level below the current one with its first value ((a), (i), 1.1 under 1); a level
style never nests inside itself. Inline candidates must be exact; own-line ones may skip a few
numbers. "(i)" after "(h)" is read as a letter or a roman numeral by looking ahead for "(j)"
or "(ii)".
"""

from __future__ import annotations

from typing import Protocol

from .contract_marks import Cand

__all__ = ["Chain", "Frame", "Placed", "Reader", "choose_top", "walk"]


def _is_unit(style: str) -> bool:
    """A unit word's own numbering ("article", "part", or a profile's word such as
    "artikel"); the other styles are "dec", "sched", "caps" and enumerators like "(a)"."""
    return style.isalpha() and style not in ("dec", "sched", "caps")


def _ordinal_like(style: str) -> bool:
    """Styles whose number n heads decimal children n.1, n.2 ("ARTICLE 5" / "V." then "5.1")."""
    return style == "I." or _is_unit(style)


_ENUM_TOPS = frozenset({"A.", "1)", "(1)"})
_MAX_CHAINS = 64


class Chain:
    """A run of successive top-level candidates of one style."""

    __slots__ = ("count", "first", "fmt", "idx", "key", "last", "value")

    def __init__(
        self, key: str, pos: int, idx: int, value: tuple[int, ...], fmt: Fmt = ("", "", 0, False)
    ) -> None:
        self.key = key
        self.fmt = fmt
        self.first = pos
        self.last = pos
        self.idx = idx
        self.count = 1
        self.value = value

    @property
    def span(self) -> int:
        return self.last - self.first


class Frame:
    """One open numbering level on the walk's stack."""

    __slots__ = ("style", "value")

    def __init__(self, style: str, value: tuple[int, ...]) -> None:
        self.style = style
        self.value = value


class Placed:
    """An accepted clause start: the candidate, its depth and the reading that was chosen."""

    __slots__ = ("cand", "depth", "heading_end", "style", "title", "value")

    def __init__(self, cand: Cand, depth: int, style: str, value: tuple[int, ...]) -> None:
        self.cand = cand
        self.depth = depth
        self.style = style
        self.value = value
        self.title: str | None = None
        self.heading_end = 0


class Reader(Protocol):
    """What the walk asks of the caller: titles, and whether a schedule line is a heading."""

    def title(self, cands: list[Cand], i: int, placed: Placed) -> None: ...

    def schedule_heading(self, c: Cand) -> bool: ...

    def reference_before(self, c: Cand) -> bool: ...

    def titled(self, cands: list[Cand], i: int) -> bool: ...


Fmt = tuple[str, str, int, bool]


def marker_format(text: str, c: Cand) -> Fmt:
    """How a marker is written: family, word, dots inside the number, trailing full stop.
    A document writes its top-level numbers one way: "14.0" is not followed by "15."."""
    if c.fmt is None:
        c.fmt = (c.fam, c.word, c.tok.count("."), text[c.end - 1] == ".")
    return c.fmt


def _same_format(a: Fmt, b: Fmt, strength: int) -> bool:
    """Same family, unit word and number of dots (a trailing full stop may come and go)."""
    return a[:3] == b[:3]


def _gap(c: Cand, strength: int) -> int:
    """How far a candidate may skip ahead of the expected number: a few at a line start, one
    missing clause for an inline numbered clause (its marker was lost), none for list items."""
    if c.weak:
        return 1
    if strength == 2:
        return 3
    return 2 if c.fam in ("dec", "sec", "unit") and c.titled else 1


def _top_key(style: str, value: tuple[int, ...]) -> str | None:
    if style == "dec":
        return f"dec{len(value)}"
    if _ordinal_like(style) or style in _ENUM_TOPS or style == "caps":
        return style
    return None


def _is_first(value: tuple[int, ...]) -> bool:
    return value[0] == 1 and all(v == 1 for v in value[1:-1]) and value[-1] <= 1


def _chain_succ(last: tuple[int, ...], v: tuple[int, ...], gap: int) -> bool:
    if len(v) != len(last):
        return False
    if v[:-1] == last[:-1]:
        return 0 < v[-1] - last[-1] <= gap
    return len(v) >= 2 and v[:-2] == last[:-2] and v[-2] == last[-2] + 1 and v[-1] <= 1


def chains(text: str, cands: list[Cand], limit: int) -> dict[str, list[Chain]]:
    """Every chain of successive candidates per top-level style, before ``limit``."""
    out: dict[str, list[Chain]] = {}
    for i, c in enumerate(cands):
        if c.pos >= limit:
            break
        if c.fam == "sched" or (
            c.strength == 0 and not (c.pre == "A" or (c.pre == "w" and c.titled))
        ):
            continue
        gap = _gap(c, c.strength)
        fmt = marker_format(text, c)
        for style, v in c.interps:
            key = _top_key(style, v)
            if key is None:
                continue
            found = out.setdefault(key, [])
            best: Chain | None = None
            best_rank = (0, 0)
            for ch in found:
                if _chain_succ(ch.value, v, gap) and _same_format(ch.fmt, fmt, c.strength):
                    # Prefer the chain this number continues exactly, then the longest.
                    rank = (int(_chain_succ(ch.value, v, 1)), ch.count)
                    if best is None or rank > best_rank:
                        best, best_rank = ch, rank
            if c.strength == 0:
                # After capitals ("OF THE PARTIES 1. APPOINTMENT"): only as a chain start.
                if _is_first(v):
                    found.append(Chain(key, c.pos, i, v, fmt))
                continue
            if best is not None:
                best.last = c.pos
                best.count += 1
                best.value = v
            elif _is_first(v) or v == (2,):
                # A chain may start at 2 when clause 1 hides where no marker can be seen
                # ("e-business Hosting Agreement 1.0 Introduction ...").
                found.append(Chain(key, c.pos, i, v, fmt))
                if len(found) > _MAX_CHAINS:
                    found.sort(key=lambda ch: (ch.count, ch.span), reverse=True)
                    del found[_MAX_CHAINS // 2 :]
    return out


def _rank(key: str) -> int:
    """Nesting order of top-level styles: parts and articles enclose clauses "1.", which
    enclose "1.1", and so on."""
    if key.startswith("dec"):
        return 1 + int(key[3:])
    return 0 if key in ("part", "chapter") else 1 if _ordinal_like(key) else 9


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


def choose_top(all_chains: dict[str, list[Chain]]) -> Chain | None:
    """The chain whose style is the document's top level, or None when there is none."""
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


# --- the walk ---------------------------------------------------------------------------


def _place(
    stack: list[Frame], style: str, v: tuple[int, ...], gap: int, top: str, last_dec1: int
) -> tuple[int, int] | None:
    """Where a reading fits: (stack index it takes, rank) with rank 0 = exact next number,
    1 = first child, 1 + skipped numbers otherwise; None if it fits nowhere."""
    if style == "dec":
        return _place_dec(stack, v, gap, last_dec1)
    if style == "caps":
        return (0, 0) if stack and stack[0].style == "caps" else None
    for j in range(len(stack) - 1, -1, -1):
        f = stack[j]
        if f.style == style:
            d = v[0] - f.value[0]
            return (j, 0 if d == 1 else 1 + d) if 0 < d <= gap else None
    if style == top or not stack:
        return None
    if _is_unit(style) and stack[-1].style not in ("sched", "caps"):
        return None  # an article or part never sits inside a clause; it is a citation
    return (len(stack), 1) if v[0] == 1 else None


def _has_children(stack: list[Frame], j: int, length: int) -> bool:
    """Whether the level above ``stack[j]`` already holds decimal children of this length:
    a first child cannot come again ("11.1" after "11.3" is a citation)."""
    if j + 1 >= len(stack):
        return False
    f = stack[j + 1]
    return f.style == "dec" and len(f.value) == length


def _place_dec(
    stack: list[Frame], v: tuple[int, ...], gap: int, last_dec1: int
) -> tuple[int, int] | None:
    has_dec = False
    for j in range(len(stack) - 1, -1, -1):
        f = stack[j]
        if f.style == "dec":
            has_dec = True
            fv = f.value
            if len(fv) == len(v):
                if fv[:-1] == v[:-1]:
                    d = v[-1] - fv[-1]
                    if 0 < d <= gap:
                        return j, 0 if d == 1 else 1 + d
                elif j == 0 and len(v) >= 2 and _chain_succ(fv, v, 1):
                    return 0, 0
            elif len(fv) == len(v) - 1 and fv == v[:-1] and (v[-1] <= 1 or v[-1] <= gap):
                if _has_children(stack, j, len(v)):
                    return None
                return j + 1, 1 if v[-1] <= 1 else v[-1]
        elif _ordinal_like(f.style):
            if len(v) == 2 and f.value[0] == v[0] and (v[-1] <= 1 or v[-1] <= gap):
                if _has_children(stack, j, len(v)):
                    return None
                return j + 1, 1 if v[-1] <= 1 else v[-1]
            if len(v) == 1 and not has_dec and (v[0] == 1 or v[0] == last_dec1 + 1):
                return j + 1, 1
        elif f.style == "caps":
            if not has_dec and (v == (1,) or (len(v) == 1 and v[0] == last_dec1 + 1)):
                return j + 1, 1
        elif f.style == "sched" and not has_dec and v in ((1,), (1, 1)):
            return j + 1, 1  # numbering restarts inside a schedule
    return None


def _lookahead(cands: list[Cand], i: int, succ: dict[str, tuple[int, ...]]) -> str | None:
    """Which of the styles in ``succ`` shows its expected next value first after ``i``."""
    for c in cands[i + 1 : i + 40]:
        for style, v in c.interps:
            if succ.get(style) == v:
                return style
    return None


def walk(
    text: str,
    cands: list[Cand],
    start: int,
    top: Chain,
    stops: tuple[int, int],
    reader: Reader,
) -> list[Placed]:
    """Accept clause starts from ``cands[start]`` on. ``stops`` = (signature block start or
    -1, last element of the top chain): inside the signature block only a schedule heading
    restarts the outline, and schedules are accepted only after the last top-level unit.
    """
    sig, chain_end = stops
    top_style = "dec" if top.key.startswith("dec") else top.key
    stack: list[Frame] = []
    out: list[Placed] = []
    last_dec1 = 0
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
                and not (stack[0].style == "sched" and _same_schedule(out, c))
            ):
                stack = [Frame("sched", (0,))]
                out.append(Placed(c, 1, "sched", (0,)))
                reader.title(cands, i, out[-1])
                in_sig = False
            continue
        if in_sig:
            continue
        got = _choose(text, cands, i, c, stack, out, top, top_style, last_dec1, reader)
        if got is None:
            continue
        j, style, v = got
        del stack[j:]
        stack.append(Frame(style, v))
        out.append(Placed(c, j + 1, style, v))
        reader.title(cands, i, out[-1])
        if style == "dec" and len(v) == 1:
            last_dec1 = v[0]
    return out


def _inline_schedule(text: str, c: Cand, reader: Reader) -> bool:
    """A schedule heading inside a collapsed line: the word in capitals, not a citation
    ("... Title: President EXHIBIT A DESCRIPTION OF SERVICES 1. ...")."""
    return text[c.pos : c.pos + 2].isupper() and not reader.reference_before(c)


def _same_schedule(out: list[Placed], c: Cand) -> bool:
    """A schedule heading repeated as a running header on each of its pages."""
    for p in reversed(out):
        if p.depth == 1:
            return p.cand.word == c.word and p.cand.tok == c.tok
    return False


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
    if not stack and c.pos == top.first:
        strength = max(strength, 1)
    if (
        strength == 0
        and out
        and out[-1].heading_end > 0
        and not text[out[-1].heading_end : c.pos].strip()
    ):
        strength = 1  # right after the previous heading: "ARTICLE 5 CONFIDENTIALITY 5.1 ..."
    if strength == 0 and c.pre == "A" and not reader.reference_before(c):
        # After a word in capitals ("... Exhibit A 1.21 ..."): only the exact next number.
        strength, max_rank = 1, 1
    elif (
        strength == 0
        and c.pre == "w"
        and stack
        and not reader.reference_before(c)
        and reader.titled(cands, i)
    ):
        # After a word ("... solicitation 13. FORCE MAJEURE."): the exact next number, and
        # only with a heading title, and not a citation ("Section 13.").
        strength, max_rank = 1, 1
    if strength == 0:
        return None
    gap = _gap(c, strength)
    options: list[tuple[int, int, str, tuple[int, ...]]] = []
    if not stack:
        if c.pos != top.first:
            return None
        for style, v in c.interps:
            if _top_key(style, v) == top.key:
                options.append((0, 0, style, v))
    else:
        in_schedule = stack[0].style == "sched"
        top_ok: bool | None = True if in_schedule else None
        for style, v in c.interps:
            if style == "dec":
                got = _place_dec(stack, v, gap, last_dec1)
            else:
                got = _place(stack, style, v, gap, "" if in_schedule else top_style, last_dec1)
            if got is None:
                continue
            if got[0] == 0 and top_ok is None:
                top_ok = _same_format(top.fmt, marker_format(text, c), strength)
            if got[0] > 0 or top_ok:
                options.append((got[1], -got[0], style, v))
    if max_rank < 99:
        options = [o for o in options if o[0] <= max_rank]
    if not options:
        return None
    if len(options) == 1:
        return -options[0][1], options[0][2], options[0][3]
    options.sort()
    _, negj, style, v = options[0]
    if len(options) > 1 and options[1][0] <= 1 and options[1][2] != style:
        other = options[1]
        nxt: dict[str, tuple[int, ...]] = {style: (v[0] + 1,), other[2]: (other[3][0] + 1,)}
        if _lookahead(cands, i, nxt) == other[2]:
            _, negj, style, v = other
    return -negj, style, v
