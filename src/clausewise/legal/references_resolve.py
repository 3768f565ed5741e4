"""Resolve a parsed reference to a node of the clause tree, reading the words around it.

A reference becomes a path of steps, outermost first: "point (a) of Article 9(2)" is
``[("article", "9"), (None, "2"), ("point", "a")]``. The first step is looked up according to
the anchor: anywhere in the main body (clause, section, article, schedule ...), in the units
enclosing the reference from the inside out (paragraph, point, bracketed "(b)"), or from the
enclosing unit of a kind ("this Article", "the preceding paragraph"). Each later step is the
shallowest matching descendant. When two nodes fit equally well the answer is ``None``.
"""

from __future__ import annotations

import re

from ._treeindex import BODY_KINDS, SCHEDULE_KINDS, TreeIndex, norm_token
from .references_grammar import Member, Parsed
from .references_placed import on_side, pick_placed

__all__ = ["Resolution", "format_steps", "holds_unsplit", "outer_before", "resolve", "steps_of"]

Step = tuple["str | None", str]
# (target node, partial: resolved to the deepest unit the tree has, identifier from context)
Resolution = tuple["int | None", bool, "str | None"]

_EXACT: dict[str, frozenset[str]] = {
    "clause": frozenset({"clause", "subclause"}),
    "section": frozenset({"section", "subsection"}),
    "article": frozenset({"article"}),
    "paragraph": frozenset({"paragraph", "subparagraph"}),
    "point": frozenset({"point", "subpoint"}),
    "schedule": frozenset({"schedule"}),
    "exhibit": frozenset({"exhibit", "attachment"}),
    "annex": frozenset({"annex"}),
    "appendix": frozenset({"appendix"}),
    "chapter": frozenset({"chapter"}),
    "recital": frozenset({"recital"}),
    "part": frozenset({"part"}),
    "division": frozenset({"division"}),
    "subdivision": frozenset({"subdivision"}),
    "regulation": frozenset({"regulation"}),
    "item": frozenset({"item"}),
}
_MAIN = frozenset({"article", "section", "clause"})
_LOOSE: dict[str, frozenset[str]] = {
    # "Section 2" may name a unit a parser called a clause (and the reverse), never an article
    "clause": BODY_KINDS - {"article"},
    "section": BODY_KINDS - {"article"},
    # "Article 1.1" where the articles number their sections 1.1, 1.2 (Indian drafting)
    "article": _MAIN | {"subclause", "subsection"},
    "paragraph": BODY_KINDS,
    "point": BODY_KINDS,
    "chapter": frozenset({"chapter", "part", "title"}),
    "part": frozenset({"part", "chapter", "title"}),
    "division": frozenset({"division", "subdivision"}),
    "subdivision": frozenset({"subdivision", "division"}),
    "recital": frozenset({"recital"}),
    # a statutory instrument's regulations are its numbered top units ("regulation 4(1)")
    "regulation": BODY_KINDS - {"article"},
    "item": frozenset({"item"}),
    **{k: SCHEDULE_KINDS for k in ("schedule", "exhibit", "annex", "appendix")},
}
_MAX_DEPTH = 5
# Top-level units a document may call paragraphs (an article is never one).
_TOP = frozenset({"clause", "section", "paragraph"})


def steps_of(parsed: Parsed, member: Member) -> list[Step]:
    """The path a reference names, outermost unit first; bracketed tokens keep brackets."""
    if not parsed.outer and not member.parts:
        return [(member.kind, member.main)] if member.main else []  # most references
    out: list[Step] = []
    for unit in [*reversed(parsed.outer), member]:
        tokens = [unit.main] if unit.main else []
        tokens.extend(f"({p})" for p in unit.parts)
        for i, tok in enumerate(tokens):
            out.append((unit.kind if i == 0 else None, tok))
    return out


def _tail(top: str | None, steps: list[Step]) -> str:
    out = ""
    for kind, tok in steps:
        if tok.startswith("("):
            out += tok
        elif kind is None or top in ("article", "clause", "section", None):
            out += f"({tok})"
        else:
            word = "paragraph" if kind in ("paragraph", "point") else kind.capitalize()
            out += f" {word} {tok}"
    return out


def format_steps(steps: list[Step]) -> str:
    """A context-free identifier: "7.3(b)", "Article 6(1)(a)", "Schedule 2 paragraph 2"."""
    if not steps:
        return ""
    kind, tok = steps[0]
    if kind in ("clause", "section", None):
        head = tok
    elif kind in ("paragraph", "point"):
        head = f"{kind} {tok}"
    else:
        head = f"{kind.capitalize()} {tok}"
    if len(steps) == 1:
        return head
    top = "article" if kind in ("paragraph", "point") else kind
    return head + _tail(top, steps[1:])


def _matches(index: TreeIndex, cands: list[int], kind: str | None, tok: str) -> list[int]:
    if kind is None:
        hits = [c for c in cands if _same(index, c, kind, tok)]
    else:
        want, norms = norm_token(tok, kind), index.norms
        hits = [c for c in cands if norms[c] == want]
    if kind is None or not hits:
        return hits
    exact = [c for c in hits if index.nodes[c].kind in _EXACT[kind]]
    return exact or [c for c in hits if index.nodes[c].kind in _LOOSE[kind]]


def _same(index: TreeIndex, node: int, kind: str | None, tok: str) -> bool:
    return index.norms[node] == norm_token(tok, kind or index.nodes[node].kind)


def _lookup(index: TreeIndex, kind: str | None, tok: str) -> list[int]:
    key = norm_token(tok, kind or "paragraph")
    plain = tok.strip("()").lower()
    cands = index.by_number.get(key, [])
    if plain != key and plain in index.by_number:
        cands = sorted({*cands, *index.by_number[plain]})
    if cands:
        return _matches(index, cands, kind, tok)
    if key.isdigit() and kind not in SCHEDULE_KINDS:
        # "Section 6" in a document that numbers its top-level units "6.0" and has no 6
        return [
            c
            for whole in (key + ".0", key + ".00")
            for c in index.by_number.get(whole, ())
            if index.nodes[c].parent is None
        ]
    return []


def _descend(index: TreeIndex, root: int, kind: str | None, tok: str) -> list[int]:
    level = index.children[root]
    for depth in range(_MAX_DEPTH):
        if not level:
            return []
        hits = _matches(index, level, kind, tok)
        if hits:
            return hits
        if depth == 0 and kind is None:
            after = _after_letter(index, level, tok)
            if after is not None:
                return [after]
        level = [c for n in level for c in index.children[n]]
    return []


def _after_letter(index: TreeIndex, items: list[int], tok: str) -> int | None:
    """Item "(i)" of a list lettered "(a)" to "(h)", which the tree read as the first roman
    item under "(h)" (the letter "i" is also the numeral one): a reference to "4.3(i)" names
    the ninth letter of 4.3's list, and the unit after "(h)" is it. ``None`` otherwise."""
    if len(tok) != 3 or not tok[1].isalpha() or tok[1] in "aA":
        return None
    before = f"({chr(ord(tok[1]) - 1)})"
    prev = [c for c in items if _same(index, c, None, before)]
    if len(prev) != 1 or prev[0] != items[-1] or not index.children[prev[0]]:
        return None
    first = index.children[prev[0]][0]
    return first if _same(index, first, None, tok) else None


def _follow(index: TreeIndex, start: int, steps: list[Step]) -> tuple[int | None, bool]:
    """Walk ``steps`` below ``start``: (node, partial) or (None, False) when a step fails."""
    node = start
    for kind, tok in steps:
        hits = _descend(index, node, kind, tok)
        if len(hits) != 1:
            # The tree may not split a unit into its lettered items: point at the unit.
            return (node, True) if not hits and not index.children[node] else (None, False)
        node = hits[0]
    return node, False


def _global_first(
    index: TreeIndex, kind: str, tok: str, source: int | None, scoped: bool = True
) -> list[int]:
    cands = _lookup(index, kind, tok)
    if kind in SCHEDULE_KINDS or len(cands) < 2:
        return cands
    if not tok.startswith("("):
        # "section 3" is the unit numbered 3, not a subsection "(3)" of some other section
        cands = [c for c in cands if not index.nodes[c].identifier.startswith("(")] or cands
    own = index.schedule_of(source)
    main = [c for c in cands if index.schedule_of(c) is None]
    mine = [c for c in cands if own is not None and index.in_subtree(c, own)]
    found = main or mine or cands
    if len(found) > 1 and source is not None and scoped:
        # Documents in one file, each numbered from 1 (terms of use, then terms of sale
        # under a heading of their own): "section 7.2" is the one in the reference's own.
        # Not "Section 2 of the Agreement" in an addendum: the agreement it amends.
        top, run = index.top_level(source), index.run_of(source)
        found = (
            [c for c in found if index.top_level(c) == top]
            or [c for c in found if index.run_of(c) == run]
            or found
        )
    return found


def _context_first(
    index: TreeIndex, kind: str | None, tok: str, source: int | None, placed: str = "", at: int = 0
) -> list[int]:
    if placed:  # "paragraph (a) above": the nearest on that side (see ``references_placed``)
        for anc in index.ancestors(source):
            hits = pick_placed(index, _descend(index, anc, kind, tok), placed, at)
            if hits:
                return hits
            if _NUMBERED.match(index.nodes[anc].number):
                break  # no further than the numbered clause holding the reference
        return on_side(index, _context_first(index, kind, tok, source), placed, at)
    for anc in index.ancestors(source):
        hits = _descend(index, anc, kind, tok)
        if hits:
            return hits
    cands = [c for c in index.by_number.get(norm_token(tok, kind or "paragraph"), [])]
    hits = [
        c
        for c in _matches(index, cands, kind, tok)
        if kind is None or index.nodes[c].kind in _EXACT[kind]
    ]
    if hits or kind != "paragraph":
        return hits
    if _DECIMAL_RE.match(tok):
        # "Paragraph 6.02" of a contract numbering its sections 6.01, 6.02: a decimal number
        # is the document's own outline number, whatever the parser called the unit
        return _global_first(index, kind, tok, source)
    if index.schedule_of(source) is not None:
        return hits
    return _top_paragraph(index, tok)


_DECIMAL_RE = re.compile(r"[0-9]{1,3}\.[0-9]{1,3}")


def _top_paragraph(index: TreeIndex, tok: str) -> list[int]:
    """A lease or licence numbered "1. Term. ...", "2. Rent. ..." calls its top-level units
    paragraphs ("as set forth in Paragraph 1"): the one main-body top-level unit with that
    number, unless a schedule also has a paragraph so numbered (UK drafting: "paragraph 3"
    means a schedule's paragraph, and a wrong pointer is worse than none)."""
    cands = index.by_number.get(norm_token(tok, "paragraph"), [])
    if any(index.schedule_of(c) is not None for c in cands):
        return []
    found = [c for c in cands if index.nodes[c].parent is None and index.nodes[c].kind in _TOP]
    return found if len(found) == 1 else []


def _choose(index: TreeIndex, firsts: list[int], rest: list[Step]) -> tuple[int | None, bool]:
    done: list[tuple[int, bool]] = []
    for first in firsts:
        node, partial = _follow(index, first, rest)
        if node is not None:
            done.append((node, partial))
    if len(done) > 1:
        exact = [d for d in done if not d[1]]
        done = exact if len(exact) == 1 else done
    return done[0] if len(done) == 1 else (None, False)


def _split_dotted(steps: list[Step]) -> list[Step] | None:
    kind, tok = steps[0]
    if "." not in tok or not (
        tok.replace(".", "").isdigit()
        # an annex's lettered part: "Annex I.B", "Schedule A.1"
        or (kind in SCHEDULE_KINDS and tok.replace(".", "").isalnum())
    ):
        return None
    head, *tail = tok.split(".")
    return [(kind, head), *((None, t) for t in tail), *steps[1:]]


_GLUED = re.compile(r"([0-9]{1,4})([a-z])")


def _split_glued(steps: list[Step]) -> list[Step] | None:
    """ "subsection 6b", "Subsection 2d": item (b) of section 6, the letter written on the
    number (licences cite their lettered items so), when no unit is numbered "6b"."""
    kind, tok = steps[0]
    m = _GLUED.fullmatch(tok)
    if m is None:
        return None
    return [(kind, m.group(1)), (None, f"({m.group(2)})"), *steps[1:]]


def _whole_number(
    index: TreeIndex, steps: list[Step], source: int | None
) -> tuple[list[int], list[Step]]:
    """US credit agreements number schedules after the section they serve: "Schedule
    1.01(a)" is one schedule so numbered, not item (a) of a Schedule 1.01. The first step
    joined with the bracketed tokens after it, longest first: (nodes, the steps left)."""
    kind, tok = steps[0]
    bracketed = 0
    while bracketed + 1 < len(steps) and steps[bracketed + 1][0] is None:
        bracketed += 1
    for n in range(bracketed, 0, -1):
        joined = tok + "".join(t if t.startswith("(") else f"({t})" for _, t in steps[1 : n + 1])
        found = _global_first(index, kind or "schedule", joined, source)
        rest = steps[n + 1 :]
        node, partial = _choose(index, found, rest) if found else (None, False)
        if node is not None and not partial:
            # only a full match: "Exhibit 2(b)(xiii)" is not some part of an "Exhibit 2(b)"
            return found, [(kind, joined), *rest]
    return [], steps


def _this_base(index: TreeIndex, kind: str, source: int | None) -> int | None:
    """The unit "this <kind>" means (see :func:`_unit_base`); "this subsection" and "this
    sub-clause" mean the unit just inside the numbered section or clause: subsection (2) of a
    statute's section 1, subsection (b) of a contract's Section 2.02. A sub-clause is the
    numbered unit itself when its parent is a numbered clause too (UK "1.1" under "1"); so is
    the unit written in a roman-numbered item (a list's clause) or in no item at all."""
    if kind not in _SUB_KINDS:
        return _unit_base(index, kind, source)
    base = _unit_base(index, kind[3:], source)
    if base is None:
        return None
    parent = index.nodes[base].parent
    if (
        kind == "subclause"
        and parent is not None
        and index.nodes[parent].kind in _NUMBERED_UNITS
        and index.nodes[parent].number[:1].isdigit()
    ):
        return base
    chain = index.ancestors(source)
    at = chain.index(base)
    if at == 0 or index.nodes[chain[at - 1]].number in _ROMAN_ITEMS:
        # "(iii)" is a clause of a list, never a subsection: "The compensation under this
        # Sub-section" written in item (iii) of 6.5 means 6.5
        return base
    return chain[at - 1]


_NUMBERED = re.compile(r"[A-Z]{0,3}[0-9]")
_ROMAN_ITEMS = frozenset({"ii", "iii", "iv", "vi", "vii", "viii", "ix", "xi", "xii"})
_SUB_KINDS = frozenset({"subsection", "subclause"})
_NUMBERED_UNITS = frozenset({"clause", "subclause", "section", "subsection"})


def _unit_base(index: TreeIndex, kind: str, source: int | None) -> int | None:
    """The unit "this <kind>" means: the innermost enclosing unit of that kind; for a clause or
    section, the innermost *numbered* one ("7.3", not its item "(b)")."""
    chain = index.ancestors(source)
    # "paragraph (2) of this regulation": a statutory instrument's regulation is parsed as
    # the numbered clause it looks like ("9.—(1) ...")
    if kind in ("clause", "section", "regulation"):
        # (a lettered prefix before the digit too: a lease's prescribed clause "LR4")
        chain = [i for i in chain if _NUMBERED.match(index.nodes[i].number)]
        tiers = (_EXACT[kind], frozenset({"clause", "subclause", "section", "subsection"}))
    else:
        tiers = (frozenset({kind}), _EXACT.get(kind, frozenset({kind})))
    for tier in tiers:
        for i in chain:
            if index.nodes[i].kind in tier:
                return i
    if kind in ("clause", "section"):
        # Terms of use with unnumbered headings ("Dispute Resolution"): "Please read this
        # section carefully" means the titled unit holding it.
        return next((i for i in index.ancestors(source) if index.nodes[i].kind == "heading"), None)
    return None


def _sibling(index: TreeIndex, base: int, step: int) -> int | None:
    parent = index.nodes[base].parent
    sibs = index.children[parent] if parent is not None else index.roots
    pos = sibs.index(base) + step
    if 0 <= pos < len(sibs) and index.nodes[sibs[pos]].kind == index.nodes[base].kind:
        return sibs[pos]
    return None


def resolve(index: TreeIndex, parsed: Parsed, steps: list[Step], source: int | None) -> Resolution:
    """The node the path ``steps`` of ``parsed`` points at, read from ``source`` (the
    innermost node holding the reference)."""
    if parsed.anchor in ("this", "prev", "next"):
        base = _this_base(index, parsed.anchor_kind, source)
        if base is None:
            return None, False, None
        if parsed.anchor != "this":
            target = _sibling(index, base, -1 if parsed.anchor == "prev" else 1)
            return target, False, index.label(target) if target is not None else None
        node, partial = _follow(index, base, steps)
        top = "schedule" if index.nodes[base].kind in SCHEDULE_KINDS else "article"
        ident = index.label(base) + _tail(top, steps)
        return node, partial, index.label(node) if node is not None and not partial else ident
    if not steps:
        return None, False, None
    kind, tok = steps[0]
    if parsed.anchor == "context":
        at = parsed.members[0].start
        firsts = _context_first(index, kind, tok, source, parsed.placed, at)
        node, partial = _choose(index, firsts, steps[1:])
        return node, partial, index.label(node) if node is not None else None
    scoped = not parsed.of_the
    firsts = _global_first(index, kind or "clause", tok, source, scoped)
    if not firsts and kind in SCHEDULE_KINDS:
        firsts, steps = _whole_number(index, steps, source)
    if not firsts:
        split = _split_dotted(steps) or _split_glued(steps)
        if split is not None:
            firsts = _global_first(index, kind or "clause", split[0][1], source, scoped)
            steps = split
    node, partial = _choose(index, firsts, steps[1:])
    if node is not None and not partial and kind == "part" and index.schedule_of(node) is not None:
        # "paragraph 2 of Part 1" in a schedule: that schedule's Part 1, named with it
        return node, partial, index.label(node)
    return node, partial, None


def holds_unsplit(
    text: str, index: TreeIndex, node: int, steps: list[Step], source: int | None = None
) -> bool:
    """Whether ``node``, the deepest unit a reference reached (a partial resolution), really
    holds the finer unit the reference names, unsplit by the parser. Its text must have the
    marker: an item "(b)" anywhere but glued to a number ("7.3(b)" cites, "(b)" lists), a
    sub-number "2.4" other than in a citation ("Section 2.4"). "Section 2.4" in a contract
    numbered 1 to 4 with no 2.4 anywhere is no reference to clause 2. A reference written
    inside that unit (``source``) knows its own text: "paragraph 4 of this section 2.3"."""
    if source is not None and index.in_subtree(source, node):
        return True
    if steps[-1][0] not in (None, steps[0][0]) and not steps[-1][1].startswith("("):
        # a finer unit named by its own head word and number ("Schedule 10.2.1, Part A",
        # "paragraph 3 of Schedule 4"): the unit reached is the one written, whatever its
        # text holds (an item, "clause (b) of Section 1.50", must be in it)
        return True
    n = index.nodes[node]
    tok = steps[-1][1]
    if tok.startswith("("):
        pattern, cited = r"(?<![\w)])" + re.escape(tok), _CITED_ITEM
        if tok[1:-1].isdigit():
            cited = _CITED_OR_SPELLED
    else:
        dotted = [t for _, t in steps if not t.startswith("(")]
        pattern = r"(?<![\w.])" + re.escape(".".join(dotted)) + r"(?![\w]|\.[0-9])"
        cited = _CITED_NUMBER
    for m in re.finditer(pattern, text[n.start : n.end]):
        before = text[max(n.start, n.start + m.start() - 14) : n.start + m.start()]
        if not cited.search(before):
            return True
    return False


# Words right before a marker that make it a citation, not the unit itself: "clause (b)",
# "Sections 2.3 and 2.4".
_CITED_ITEM = re.compile(r"(?i:clauses?|paragraphs?|items?|subsections?|points?)[ \t]*$")
# "thirty (30) days": a number spelled out, then in figures, is an amount, not item (30).
_CITED_OR_SPELLED = re.compile(
    _CITED_ITEM.pattern + r"|(?i:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million"
    r"|billion)[ \t]{0,3}$"
)
_CITED_NUMBER = re.compile(r"(?i:sections?|clauses?|articles?|paragraphs?|§§?|and|or|to)[ \t]*$")


# "Article II, Section 1": bylaws and older US agreements name the article first, then a
# section numbered within it.
_ARTICLE_COMMA = re.compile(
    r"(?i:article)[ \t]{1,3}(?P<n>[IVXLC]{1,7}|[0-9]{1,3})[ \t]{0,3},[ \t]{1,3}$"
)


def outer_before(text: str, parsed: Parsed, start: int, index: TreeIndex) -> Step | None:
    """The article a section reference at ``start`` sits in when the text names it just
    before, with a comma ("Article II, Section 1"), and this document has that article:
    ("article", "II"); else None. A list of articles ("Article 16, Article 17(1)") and
    another law's article ("General Business Law, Article 33, Sections 680") are not it."""
    if parsed.anchor != "global" or parsed.outer or parsed.members[0].kind != "section":
        return None
    if text.rfind(",", max(0, start - 24), start) < 0:
        return None  # no comma: the regex's cheap half
    m = _ARTICLE_COMMA.search(text, max(0, start - 24), start)
    if m is None or not _lookup(index, "article", m.group("n")):
        return None
    return ("article", m.group("n"))
