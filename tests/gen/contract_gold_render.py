"""Render the gold contracts of :mod:`contract_gold_docs` to text, tracking every offset.

Layouts: clean UK, clean US (article titles on the next line, exhibits after the signature
block), with a table of contents, hard-wrapped at 78 columns with a running header, a footer
and a page number every 45 lines, and pages collapsed onto single long lines with a page
break and a page number every ~2500 characters (as extracted SEC filings look).
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

from clausewise.legal.tree import DocumentSection


def _docs() -> ModuleType:
    key = "clausewise_test_gen_contract_gold_docs"
    if key not in sys.modules:
        path = Path(__file__).with_name("contract_gold_docs.py")
        spec = importlib.util.spec_from_file_location(key, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module  # dataclasses look their module up while the class is built
        spec.loader.exec_module(module)
    return sys.modules[key]


_d = _docs()
Unit = _d.Unit
Expected = _d.Expected
us_contract = _d.us_contract
uk_contract = _d.uk_contract
D = DocumentSection


# --- rendering ------------------------------------------------------------------------------

US_SIGNATURES = (
    "IN WITNESS WHEREOF, the Parties have executed this Agreement as of the date first written "
    "above.\n\nACME CORP.\n\nBy: /s/ John Smith\nName: John Smith\nTitle: Chief Executive "
    "Officer\n\nBETA LLC\n\nBy: /s/ Jane Doe\nName: Jane Doe\nTitle: President"
)
UK_SIGNATURES = (
    "Signed by JOHN SMITH for and on behalf of ACME LIMITED\n\n.............................."
    "\nDirector\n\nSigned by JANE DOE for and on behalf of BETA LIMITED\n\n"
    "..............................\nDirector"
)


class Writer:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.pos = 0
        self.expected: list[Expected] = []

    def add(self, s: str) -> None:
        self.parts.append(s)
        self.pos += len(s)

    def mark(
        self, identifier: str, depth: int, section: DocumentSection, in_sentence: bool = False
    ) -> None:
        self.expected.append(Expected(self.pos, depth, identifier, section, in_sentence))

    @property
    def text(self) -> str:
        return "".join(self.parts)


def _unit(w: Writer, u: Unit, depth: int) -> None:
    w.mark(u.identifier, depth, u.section, u.in_sentence)
    if u.title is None:
        w.add(f"{u.marker} ")
    elif u.layout == "next":
        w.add(f"{u.marker}\n{u.title}\n\n")
    elif u.layout == "line":
        w.add(f"{u.marker} {u.title}\n\n")
    else:
        w.add(f"{u.marker} {u.title}. ")
    if u.body:
        w.add(u.body + "\n\n")
    for ch in u.children:
        _unit(w, ch, depth + 1)


def _toc(units: list[Unit]) -> str:
    lines = ["TABLE OF CONTENTS", ""]
    page = 1
    for u in units:
        lines.append(f"{u.marker} {u.title} {'.' * 12} {page}")
        for ch in u.children:
            if ch.title:
                lines.append(f"    {ch.marker} {ch.title} {'.' * 8} {page}")
        page += 2
    return "\n".join(lines) + "\n\n"


def render(kind: str, *, toc: bool = False) -> tuple[str, list[Expected]]:
    """Clean text of the declared ``kind`` ("us" or "uk") and where each unit starts."""
    title, units, preamble, recitals = us_contract() if kind == "us" else uk_contract()
    w = Writer()
    w.mark("Preamble", 1, D.PREAMBLE)
    w.add(title + "\n\n")
    if toc:
        w.add(_toc(units))
    w.add(preamble + "\n\n")
    w.mark("Recitals", 1, D.RECITALS)
    for part in (recitals,) if isinstance(recitals, str) else recitals:
        if isinstance(part, tuple):
            w.mark(part[0], 2, D.RECITALS)
            part = part[1]
        w.add(part)
    w.add("\n\n")
    signed = False
    for u in units:
        if kind == "us" and u.section is D.SCHEDULES and not signed:
            w.mark("Signatures", 1, D.SIGNATURES)
            w.add(US_SIGNATURES + "\n\n")
            signed = True
        _unit(w, u, 1)
    if kind == "uk":
        w.mark("Signatures", 1, D.SIGNATURES)
        w.add(UK_SIGNATURES + "\n")
    return w.text, w.expected


# --- transforms that keep track of offsets ---------------------------------------------------


def _apply(text: str, edits: list[tuple[int, int, str]]) -> tuple[str, list[tuple[int, int]]]:
    """Replace ``text[s:e]`` by ``r`` for each edit (sorted, disjoint); return the new text and
    (old offset, shift) breakpoints for :func:`_shift`."""
    out: list[str] = []
    marks: list[tuple[int, int]] = []
    last = 0
    delta = 0
    for s, e, r in edits:
        out.append(text[last:s])
        out.append(r)
        delta += len(r) - (e - s)
        marks.append((e, delta))
        last = e
    out.append(text[last:])
    return "".join(out), marks


def _shift(pos: int, marks: list[tuple[int, int]]) -> int:
    delta = 0
    for end, d in marks:
        if pos >= end:
            delta = d
        else:
            break
    return pos + delta


def _moved(expected: list[Expected], marks: list[tuple[int, int]]) -> list[Expected]:
    return [
        Expected(_shift(e.start, marks), e.depth, e.identifier, e.section, e.in_sentence)
        for e in expected
    ]


def hard_wrap(text: str, width: int = 78) -> str:
    """Greedy wrap: a space becomes a newline, so offsets do not move."""
    chars = list(text)
    start = 0
    last_space = -1
    for i, ch in enumerate(chars):
        if ch == "\n":
            start, last_space = i + 1, -1
        elif ch == " ":
            last_space = i
        if i - start >= width and last_space > start:
            chars[last_space] = "\n"
            start, last_space = last_space + 1, -1
    return "".join(chars)


def paginate(text: str, expected: list[Expected], every: int = 45) -> tuple[str, list[Expected]]:
    """Insert a footer with a page number and a running header every ``every`` lines."""
    edits = []
    page = 1
    for line, m in enumerate(re.finditer("\n", text), 1):
        if line % every == 0:
            ins = f"Page {page} of 9\nACME CORP / BETA LLC - CONFIDENTIAL\n"
            edits.append((m.end(), m.end(), ins))
            page += 1
    new, marks = _apply(text, edits)
    return new, _moved(expected, marks)


def collapse(text: str, expected: list[Expected], page: int = 2500) -> tuple[str, list[Expected]]:
    """Join every paragraph onto one line; about every ``page`` characters keep a page break
    with a page number, as extracted SEC filings look."""
    edits = []
    since = 0
    pageno = 1
    last = 0
    for m in re.finditer("[ \t]*\n\\s*", text):
        since += m.start() - last
        last = m.end()
        if since >= page:
            edits.append((m.start(), m.end(), f"\n\n{pageno}\n\n\n\n\n\n"))
            since = 0
            pageno += 1
        else:
            edits.append((m.start(), m.end(), " "))
    new, marks = _apply(text, edits)
    kept = [e for e in expected if not e.in_sentence]
    return new.rstrip(), _moved(kept, marks)


VARIANTS = ["clean", "toc", "wrapped", "collapsed", "wrapped_collapsed"]


def variant(kind: str, name: str) -> tuple[str, list[Expected]]:
    """The text of the ``kind`` contract in layout ``name`` and its expected units."""
    text, expected = render(kind, toc=name == "toc")
    if name in ("wrapped", "wrapped_collapsed"):
        text = hard_wrap(text)
        text, expected = paginate(text, expected)
    if name in ("collapsed", "wrapped_collapsed"):
        text, expected = collapse(text, expected)
    return text, expected
