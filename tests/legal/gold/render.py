"""Render a declared document to text, its clause tree and its answer key.

Each jurisdiction has its own heading and numbering style. Variants:

- ``plain``: one paragraph per line, blocks separated by a blank line;
- ``wrapped``: the same text hard-wrapped at 78 columns (spaces become line breaks, so
  offsets do not move; references and terms split over a line break);
- ``pdf``: wrapped, then a running footer, page number and running header inserted every
  45 lines, as a naive PDF text extractor leaves them (offsets shift; the answer key moves
  with them).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field

from clausewise.legal.tree import ClauseNode, ClauseTree

from .model import DeclaredDef, DeclaredRef, Document, Unit, strip_markup

__all__ = ["VARIANTS", "Rendered", "render"]

VARIANTS = ("plain", "wrapped", "pdf")
# (heading text, whether the first body paragraph continues on the heading's line)
Heading = tuple[str, bool]


def _uk(u: Unit) -> Heading:
    if u.kind == "clause" and "." not in u.number:
        return f"{u.number}. {(u.title or '').upper()}", False
    if u.kind == "clause":
        return u.number, True
    if u.kind in ("subclause", "subparagraph", "item"):
        return f"({u.number})", True
    if u.kind == "schedule":
        return f"SCHEDULE {u.number}\n{(u.title or '').upper()}", False
    if u.kind == "paragraph":
        return f"{u.number}.", True
    return "", False


def _us(u: Unit) -> Heading:
    if u.kind == "article":
        return f"ARTICLE {u.number}\n{(u.title or '').upper()}", False
    if u.kind == "section" and u.title:
        return f"Section {u.number} {u.title}.", True
    if u.kind == "section":
        return f"{u.number}.", True
    if u.kind in ("subsection", "item"):
        return f"({u.number})", True
    if u.kind == "exhibit":
        return f"EXHIBIT {u.number}\n{(u.title or '').upper()}", False
    return "", False


def _eu(u: Unit) -> Heading:
    if u.kind == "chapter":
        return f"CHAPTER {u.number}\n{u.title or ''}", False
    if u.kind == "article":
        return f"Article {u.number}\n{u.title or ''}", False
    if u.kind == "paragraph":
        return f"{u.number}.", True
    if u.kind in ("point", "recital", "subpoint"):
        return f"({u.number})", True
    if u.kind == "annex":
        return f"ANNEX {u.number}\n{u.title or ''}", False
    if u.kind == "part":
        return f"PART {u.number}\n{u.title or ''}", False
    return "", False


_STYLES: dict[str, Callable[[Unit], Heading]] = {"uk": _uk, "us": _us, "eu": _eu}


def _identifier(u: Unit) -> str:
    if u.identifier:
        return u.identifier
    if u.kind in ("subclause", "subparagraph", "item", "point", "subpoint", "subsection"):
        return f"({u.number})"
    if u.kind in ("schedule", "exhibit", "annex", "article", "chapter", "recital"):
        return f"{u.kind.capitalize()} {u.number}"
    if u.kind == "section" and u.title:
        return f"Section {u.number}"
    return u.number or u.kind


@dataclass
class Rendered:
    """A rendered document with its tree (built from the declaration) and answer key."""

    name: str
    variant: str
    jurisdiction: str
    text: str
    tree: ClauseTree
    keys: list[str]  # node index -> unit key
    refs: list[DeclaredRef] = field(default_factory=list)
    defs: list[DeclaredDef] = field(default_factory=list)
    negatives: list[tuple[int, int]] = field(default_factory=list)

    def node_of(self, key: str) -> int:
        return self.keys.index(key)


class _Writer:
    def __init__(self, style: Callable[[Unit], Heading]) -> None:
        self.style = style
        self.parts: list[str] = []
        self.length = 0
        self.nodes: list[ClauseNode] = []
        self.keys: list[str] = []
        self.refs: list[DeclaredRef] = []
        self.defs: list[DeclaredDef] = []
        self.negs: list[tuple[int, int]] = []

    def write(self, s: str) -> None:
        self.parts.append(s)
        self.length += len(s)

    def markup(self, s: str, source: str) -> None:
        text, refs, defs, negs = strip_markup(s, self.length, source)
        self.refs += refs
        self.defs += defs
        self.negs += negs
        self.write(text)

    def unit(self, u: Unit, depth: int, parent: int | None) -> None:
        start = self.length
        index = len(self.nodes)
        self.nodes.append(ClauseNode(0, 0, 0, "", "", "", None, 0, u.section))  # placeholder
        self.keys.append(u.key)
        head, inline = self.style(u)
        body = list(u.body)
        heading_end = start
        if head:
            self.write(head)
            heading_end = self.length if not inline or u.title else start
            if inline and body:
                self.write(" ")
                self.markup(body.pop(0), u.key)
        for i, para in enumerate(body):
            if head or i:
                self.write("\n\n")
            self.markup(para, u.key)
        for child in u.children:
            self.write("\n\n")
            self.unit(child, depth + 1, index)
        self.nodes[index] = ClauseNode(
            start,
            self.length,
            depth,
            u.kind,
            _identifier(u),
            u.number,
            u.title,
            heading_end,
            u.section,
            parent,
        )


def _wrap(text: str, width: int = 78) -> str:
    """Greedy hard wrap: a space becomes a line break, so every offset stays valid."""
    out = list(text)
    line_start = 0
    last_space = -1
    for i, ch in enumerate(text):
        if ch == "\n":
            line_start, last_space = i + 1, -1
            continue
        if ch == " ":
            last_space = i
        if i - line_start >= width and last_space > line_start:
            out[last_space] = "\n"
            line_start, last_space = last_space + 1, -1
    return "".join(out)


def _paginate(text: str, header: str, every: int = 45) -> tuple[str, list[int], list[int]]:
    """Insert a footer, page number and header every ``every`` lines; returns the new text
    and the insertion points (old offsets) with the cumulative inserted length."""
    lines = text.split("\n")
    out: list[str] = []
    points: list[int] = []
    shifts: list[int] = []
    pos = inserted = 0
    page = 1
    for i, line in enumerate(lines):
        if i and i % every == 0:
            block = f"{header}   Confidential\nPage {page}\n\n{header}\n"
            page += 1
            out.append(block)
            inserted += len(block)
            points.append(pos)
            shifts.append(inserted)
        out.append(line + ("\n" if i < len(lines) - 1 else ""))
        pos += len(line) + 1
    return "".join(out), points, shifts


def _mover(
    points: list[int], shifts: list[int]
) -> tuple[Callable[[int], int], Callable[[int], int]]:
    def start(x: int) -> int:
        k = bisect_right(points, x)
        return x + (shifts[k - 1] if k else 0)

    def end(x: int) -> int:
        k = bisect_left(points, x)
        return x + (shifts[k - 1] if k else 0)

    return start, end


def render(doc: Document, variant: str = "plain") -> Rendered:
    """The text of ``doc`` in ``variant`` with its declared tree and answer key."""
    w = _Writer(_STYLES[doc.jurisdiction])
    w.write(doc.title + "\n\n")
    for i, u in enumerate(doc.units):
        if i:
            w.write("\n\n")
        w.unit(u, 1, None)
    text = "".join(w.parts) + "\n"
    if variant == "plain":
        return Rendered(
            doc.name,
            variant,
            doc.jurisdiction,
            text,
            ClauseTree(nodes=tuple(w.nodes)),
            w.keys,
            w.refs,
            w.defs,
            w.negs,
        )
    text = _wrap(text)
    points: list[int] = []
    shifts: list[int] = []
    if variant == "pdf":
        text, points, shifts = _paginate(text, doc.running_header or doc.title)
    s, e = _mover(points, shifts)
    nodes = tuple(
        ClauseNode(
            s(n.start),
            e(n.end),
            n.depth,
            n.kind,
            n.identifier,
            n.number,
            n.title,
            e(n.heading_end) if n.heading_end > n.start else s(n.start),
            n.section,
            n.parent,
        )
        for n in w.nodes
    )
    refs = [DeclaredRef(s(r.start), e(r.end), r.text, r.targets, r.source) for r in w.refs]
    defs = [DeclaredDef(s(d.start), e(d.end), d.term, d.scope, d.source) for d in w.defs]
    negs = [(s(a), e(b)) for a, b in w.negs]
    return Rendered(
        doc.name, variant, doc.jurisdiction, text, ClauseTree(nodes=nodes), w.keys, refs, defs, negs
    )
