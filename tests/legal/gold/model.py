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


_MARK = re.compile(r"\[\[(?P<ref>.+?)->(?P<targets>[^\]]+)\]\]|<<(?P<term>[^:@<>]+)(?:@(?P<scope>[^:]+))?::"
                   r"|>>|~~(?P<neg>.+?)~~", re.DOTALL)


def strip_markup(markup: str, offset: int, source: str) -> tuple[str, list[DeclaredRef], list[DeclaredDef], list[tuple[int, int]]]:
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
            refs.append(DeclaredRef(here, here + len(text), text, m.group("targets").split(";"), source))
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
