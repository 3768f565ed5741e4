"""Declared documents: the structure, definitions and references are written first; the text
is generated from them, so the answer key never comes from the code under test.

Body text is plain prose with three kinds of inline markup:

- ``[[Clause 7.3(b)->7.3(b)]]``: a reference, as written, and the keys of the units it
  points at, one per expected reference (``;``-separated, in text order: ``[[Clauses 4, 5
  and 7->4;5;7]]``), or ``ext`` for a citation of another instrument;
- ``<<Supplier::Acme Limited ("Supplier")>>``: a definition of ``Supplier`` whose text (the
  whole defining sentence or phrase) is the part after ``::``; ``<<Services@Schedule 2::...>>``
  declares a definition scoped to the unit with key ``Schedule 2``;
- ``~~marked "Urgent"~~``: a quoted phrase that is not a definition (a negative case).

Markup may nest one level: a definition's text may hold references and negatives.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from clausewise.legal.tree import DocumentSection

__all__ = ["DeclaredDef", "DeclaredRef", "Document", "Unit", "strip_markup"]


@dataclass
class Unit:
    """One structural unit: ``key`` names it in markup; ``kind``/``number``/``title`` become
    the :class:`ClauseNode`; ``body`` is a list of paragraphs (markup strings)."""

    key: str
    kind: str
    number: str
    title: str | None = None
    body: list[str] = field(default_factory=list)
    children: list[Unit] = field(default_factory=list)
    section: DocumentSection = DocumentSection.OPERATIVE
    identifier: str = ""

    def walk(self) -> list[Unit]:
        out = [self]
        for child in self.children:
            out.extend(child.walk())
        return out


@dataclass
class Document:
    """A declared document: units in order (preamble, clauses, schedules, signatures ...)."""

    name: str
    jurisdiction: str
    title: str
    units: list[Unit]
    running_header: str = ""

    def all_units(self) -> list[Unit]:
        out: list[Unit] = []
        for u in self.units:
            out.extend(u.walk())
        return out


@dataclass
class DeclaredRef:
    start: int
    end: int
    text: str
    targets: list[str]  # unit keys, or "ext"
    source: str  # key of the innermost unit holding it


@dataclass
class DeclaredDef:
    start: int
    end: int
    term: str
    scope: str  # "document" or a unit key
    source: str


_MARK = re.compile(
    r"\[\[(?P<ref>.+?)->(?P<targets>[^\]]+)\]\]|<<(?P<term>[^:@<>]+)(?:@(?P<scope>[^:]+))?::"
    r"|>>|~~(?P<neg>.+?)~~",
    re.DOTALL,
)


def strip_markup(
    markup: str, offset: int, source: str
) -> tuple[str, list[DeclaredRef], list[DeclaredDef], list[tuple[int, int]]]:
    """Plain text of ``markup`` and its declarations, with spans offset by ``offset``."""
    out: list[str] = []
    refs: list[DeclaredRef] = []
    defs: list[DeclaredDef] = []
    negs: list[tuple[int, int]] = []
    open_defs: list[tuple[str, str, int]] = []
    pos = 0
    length = 0
    for m in _MARK.finditer(markup):
        out.append(markup[pos : m.start()])
        length += m.start() - pos
        here = offset + length
        if m.group("ref"):
            text = m.group("ref")
            refs.append(
                DeclaredRef(here, here + len(text), text, m.group("targets").split(";"), source)
            )
            out.append(text)
            length += len(text)
        elif m.group("term"):
            open_defs.append((m.group("term"), m.group("scope") or "document", here))
        elif m.group("neg"):
            text = m.group("neg")
            negs.append((here, here + len(text)))
            out.append(text)
            length += len(text)
        else:  # ">>" closes the innermost definition
            term, scope, start = open_defs.pop()
            defs.append(DeclaredDef(start, here, term, scope, source))
        pos = m.end()
    out.append(markup[pos:])
    if open_defs:
        raise ValueError(f"unclosed definition in {markup!r}")
    return "".join(out), refs, defs, negs


_SECTIONS = {
    "preamble": DocumentSection.PREAMBLE,
    "recitals": DocumentSection.RECITALS,
    "recital": DocumentSection.RECITALS,
    "signatures": DocumentSection.SIGNATURES,
    "schedule": DocumentSection.SCHEDULES,
    "exhibit": DocumentSection.SCHEDULES,
    "annex": DocumentSection.SCHEDULES,
}
_ITEMS = ("subclause", "subparagraph", "item", "point", "subpoint", "subsection")
_NAMED = ("schedule", "exhibit", "annex", "article", "chapter", "recital")
_UNIT = re.compile(
    r"(?P<kind>[a-z]+)(?: (?P<number>[^|@\s]+))?(?: \| (?P<title>[^@]+?))?(?: @(?P<key>.+))?$"
)


def _key(kind: str, number: str, parent: Unit | None) -> str:
    """The default key of a unit: "7.3", "7.3(b)", "Schedule 2 paragraph 3", "Article 6(1)"."""
    if parent is None:
        return number if kind == "clause" else (f"{kind.capitalize()} {number}" if number else kind)
    if kind in _ITEMS:
        return f"{parent.key}({number})"
    if kind in _NAMED:
        return f"{kind.capitalize()} {number}"
    if kind == "paragraph":
        article = parent.kind == "article"
        return f"{parent.key}({number})" if article else f"{parent.key} paragraph {number}"
    if kind == "section" and parent.kind == "exhibit":
        return f"{parent.key} Section {number}"
    if kind == "part":
        return f"{parent.key} Part {number}"
    return number


def load_outline(text: str) -> Document:
    """Read a declared document from its outline (see ``README.md``): header lines, then one
    line per unit (``kind number | title @key``, indented under its parent) and its body
    paragraphs as ``> text`` lines below it."""
    head: dict[str, str] = {}
    units: list[Unit] = []
    stack: list[tuple[int, Unit]] = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        body = line.lstrip()
        if not body or body.startswith("#"):
            continue
        indent = len(line) - len(body)
        if body.startswith("> "):
            if not stack:
                raise ValueError(f"line {no}: body text before any unit")
            stack[-1][1].body.append(body[2:].replace("\\n", "\n"))
            continue
        if indent == 0 and ": " in body and not stack and not units:
            name, value = body.split(": ", 1)
            head[name] = value.replace("\\n", "\n")
            continue
        m = _UNIT.match(body)
        if m is None:
            raise ValueError(f"line {no}: not a unit, a '> ' body line or a comment: {raw!r}")
        while stack and stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1] if stack else None
        kind, number = m.group("kind"), m.group("number") or ""
        section = (
            parent.section
            if parent and parent.section == DocumentSection.SCHEDULES
            else (_SECTIONS.get(kind, DocumentSection.OPERATIVE))
        )
        unit = Unit(
            m.group("key") or _key(kind, number, parent),
            kind,
            number,
            m.group("title"),
            section=section,
        )
        (parent.children if parent else units).append(unit)
        stack.append((indent, unit))
    return Document(
        head["document"], head["jurisdiction"], head["title"], units, head.get("header", "")
    )
