"""Gold structure tests: declare a contract's units first, render it to text, parse it back.

Each document is declared as a tree of :class:`Unit` records (numbering, title, body). The
renderers write it out the way real documents look (clean UK, clean US with article titles on
the next line, a table of contents, hard-wrapped at 78 columns with running headers, footers
and page numbers, pages collapsed onto single long lines) and record where every marker lands.
The parser never produced any of this: the expected offsets come from the renderer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import ClauseTree, DocumentSection

D = DocumentSection


@dataclass
class Unit:
    marker: str  # as printed: "ARTICLE I", "Section 1.01", "1.1", "(a)", "EXHIBIT A"
    identifier: str
    title: str | None
    body: str
    children: list[Unit] = field(default_factory=list)
    section: DocumentSection = D.OPERATIVE
    # "run": "Section 1.01 Title. Body"; "next": marker, then the title on the next line;
    # "line": "1. Title" alone on its line, body below.
    layout: str = "run"
    # A lower-case list item inside a sentence ("1.2 In this agreement: (a) a reference ...;").
    # On its own line it is a unit; once the lines are collapsed it is text of its parent:
    # a list inside a sentence is not a clause start.
    in_sentence: bool = False


@dataclass
class Expected:
    start: int
    depth: int
    identifier: str
    section: DocumentSection
    in_sentence: bool = False


# --- declared documents -------------------------------------------------------------------

# Bodies carry the traps: citations, amounts, "up to 3." and numbers that look like markers.
_TRAPS = (
    "Payments above $1.5 million require approval under Section 2.3 of the Act, and no more "
    "than up to 3. The parties refer to clause 4.2 and Article 5 of the Regulation for this."
)


def us_contract(*, exhibits: bool = True) -> tuple[str, list[Unit], str, str]:
    """(title line, units, preamble text, recitals text) of a US master services agreement."""
    sec = D.DEFINITIONS
    art1 = Unit(
        "ARTICLE I", "Article I", "DEFINITIONS", "", section=sec, layout="next",
        children=[
            Unit("Section 1.01", "Section 1.01", "Defined Terms",
                 '"Affiliate" means any entity controlling a Party. "Services" means the '
                 "services described in Exhibit A.", section=sec),
            Unit("Section 1.02", "Section 1.02", "Interpretation",
                 "Headings are for convenience only. " + _TRAPS, section=sec),
        ],
    )
    art2 = Unit(
        "ARTICLE II", "Article II", "SERVICES", "", layout="next",
        children=[
            Unit("Section 2.01", "Section 2.01", "Provision of Services",
                 "The Provider shall perform the Services as follows:", children=[
                     Unit("(a)", "(a)", None, "The Provider shall staff the project with "
                          "qualified personnel approved by the Customer.", children=[
                              Unit("(i)", "(i)", None, "Each person shall hold the relevant "
                                   "licences for the work assigned to that person."),
                              Unit("(ii)", "(ii)", None, "Each person shall comply with the "
                                   "Customer's site rules at all times, including:", children=[
                                       Unit("(A)", "(A)", None, "Security rules issued by the "
                                            "Customer from time to time."),
                                       Unit("(B)", "(B)", None, "Safety rules required by law "
                                            "in the place of work."),
                                   ]),
                          ]),
                     Unit("(b)", "(b)", None, "The Provider shall report monthly on progress. "
                          "The report is due on the 5th day of each month."),
                 ]),
            Unit("Section 2.02", "Section 2.02", "Standard of Care",
                 "The Provider shall act with reasonable skill and care. " + _TRAPS),
        ],
    )
    art3 = Unit(
        "ARTICLE III", "Article III", "FEES AND PAYMENT", "", layout="next",
        children=[
            Unit("Section 3.01", "Section 3.01", "Fees",
                 "The Customer shall pay the fees set out in Exhibit B within 30 days of "
                 "invoice. Late payments bear interest at 1.5 percent per month."),
            Unit("Section 3.02", "Section 3.02", "Taxes",
                 "Fees exclude taxes. Each Party bears its own taxes on income."),
        ],
    )
    art4 = Unit(
        "ARTICLE IV", "Article IV", "GENERAL", "", layout="next",
        children=[
            Unit("Section 4.01", "Section 4.01", "Governing Law",
                 "This Agreement is governed by the laws of the State of New York. The "
                 "survival of rights after execution of any renewal is not affected."),
            Unit("Section 4.02", "Section 4.02", "Notices",
                 "Notices must be in writing and sent to the addresses below."),
        ],
    )
    units = [art1, art2, art3, art4]
    if exhibits:
        for letter, title, paras in (
            ("A", "DESCRIPTION OF SERVICES", ["Consulting services for the platform.",
                                               "Support services during business hours."]),
            ("B", "FEES", ["Monthly fee of $10,000 payable in advance.",
                           "Expenses at cost with prior approval."]),
        ):
            units.append(Unit(
                f"EXHIBIT {letter}", f"Exhibit {letter}", title, "", section=D.SCHEDULES,
                layout="next",
                children=[Unit(f"{k}.", str(k), None, p, section=D.SCHEDULES)
                          for k, p in enumerate(paras, 1)],
            ))
    preamble = (
        'This Master Services Agreement (this "Agreement") is entered into as of March 1, '
        '2021 by and between Acme Corp., a Delaware corporation ("Provider"), and Beta LLC, a '
        'New York limited liability company ("Customer").'
    )
    recitals = (
        "WHEREAS, the Customer wishes to obtain certain services; and\n\n"
        "WHEREAS, the Provider is willing to provide them on the terms below.\n\n"
        "NOW, THEREFORE, the Parties agree as follows:"
    )
    return "MASTER SERVICES AGREEMENT", units, preamble, recitals


def uk_contract() -> tuple[str, list[Unit], str, str]:
    sec = D.DEFINITIONS
    c1 = Unit("1.", "1", "Definitions and interpretation", "", section=sec, layout="line",
              children=[
        Unit("1.1", "1.1", None, "The definitions in this clause 1 apply in this agreement.",
             section=sec),
        Unit("1.2", "1.2", None, "In this agreement:", section=sec, children=[
            Unit("(a)", "(a)", None, "a reference to a clause is to a clause of this "
                 "agreement;", section=sec, in_sentence=True),
            Unit("(b)", "(b)", None, "a reference to writing includes email.", section=sec,
                 in_sentence=True),
        ]),
    ])
    c2 = Unit("2.", "2", "Services", "", layout="line", children=[
        Unit("2.1", "2.1", None, "The Supplier shall provide the Services from the "
             "Commencement Date.", children=[
                 Unit("2.1.1", "2.1.1", None, "in accordance with Schedule 1; and",
                      in_sentence=True),
                 Unit("2.1.2", "2.1.2", None, "with reasonable skill and care.",
                      in_sentence=True),
             ]),
        Unit("2.2", "2.2", None, "The Supplier shall comply with the following:", children=[
            Unit("(a)", "(a)", None, "all applicable laws, including:", in_sentence=True,
                 children=[
                     Unit("(i)", "(i)", None, "the Bribery Act 2010; and", in_sentence=True),
                     Unit("(ii)", "(ii)", None, "the Modern Slavery Act 2015.",
                          in_sentence=True),
                 ]),
            Unit("(b)", "(b)", None, "the Customer's policies. " + _TRAPS, in_sentence=True),
        ]),
    ])
    c3 = Unit("3.", "3", "Charges", "", layout="line", children=[
        Unit("3.1", "3.1", None, "The Customer shall pay the Charges set out in Schedule 2."),
        Unit("3.2", "3.2", None, "Invoices are payable within 30 days of receipt."),
    ])
    c4 = Unit("4.", "4", "Limitation of liability", "", layout="line", children=[
        Unit("4.1", "4.1", None, "Nothing in this agreement limits liability for fraud."),
        Unit("4.2", "4.2", None, "Each party's total liability shall not exceed £1.5 "
             "million. This agreement has been entered into on the date stated at the "
             "beginning of it."),
    ])
    sch1 = Unit("Schedule 1", "Schedule 1", "The Services", "", section=D.SCHEDULES,
                layout="next", children=[
                    Unit("Part A", "Part A", "Scope", "", section=D.SCHEDULES,
                         layout="next", children=[
                             Unit("1.", "1", None, "The Supplier shall host the platform.",
                                  section=D.SCHEDULES),
                             Unit("2.", "2", None, "The Supplier shall back up data daily.",
                                  section=D.SCHEDULES),
                         ]),
                    Unit("Part B", "Part B", "Service levels", "", section=D.SCHEDULES,
                         layout="next", children=[
                             Unit("1.", "1", None, "Availability of 99.5 percent each month.",
                                  section=D.SCHEDULES),
                         ]),
                ])
    sch2 = Unit("Schedule 2", "Schedule 2", "Charges", "", section=D.SCHEDULES,
                layout="next", children=[
                    Unit("1.", "1", None, "A fixed monthly charge of £2,500.",
                         section=D.SCHEDULES),
                    Unit("2.", "2", None, "Charges are reviewed each year on 1 April.",
                         section=D.SCHEDULES),
                ])
    preamble = (
        "This agreement is dated 1 March 2021.\n\nParties\n\n"
        "(1) ACME LIMITED incorporated and registered in England and Wales with company number "
        "01234567 (Supplier).\n\n(2) BETA LIMITED incorporated and registered in England and "
        "Wales with company number 07654321 (Customer)."
    )
    recitals = (
        "Background\n\n(A) The Customer wishes to obtain hosting services.\n\n"
        "(B) The Supplier has agreed to provide them.\n\nAgreed terms"
    )
    return "SERVICES AGREEMENT", [c1, c2, c3, c4, sch1, sch2], preamble, recitals


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
    w.add(recitals + "\n\n")
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


def paginate(
    text: str, expected: list[Expected], every: int = 45
) -> tuple[str, list[Expected]]:
    """Insert a footer with a page number and a running header every ``every`` lines."""
    edits = []
    line = 0
    page = 1
    for m in re.finditer("\n", text):
        line += 1
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


# --- the tests ------------------------------------------------------------------------------


def _variant(kind: str, name: str) -> tuple[str, list[Expected]]:
    text, expected = render(kind, toc=name == "toc")
    if name in ("wrapped", "wrapped_collapsed"):
        text = hard_wrap(text)
        text, expected = paginate(text, expected)
    if name in ("collapsed", "wrapped_collapsed"):
        text, expected = collapse(text, expected)
    return text, expected


VARIANTS = ["clean", "toc", "wrapped", "collapsed", "wrapped_collapsed"]


def check_tree(text: str, tree: ClauseTree) -> None:
    """Pre-order, parents, depths, nesting and tiling hold for every node."""
    nodes = tree.nodes
    tops = [n for n in nodes if n.depth == 1]
    assert tops, "no top-level unit"
    assert tops[0].start == len(text) - len(text.lstrip())
    assert tops[-1].end == len(text.rstrip())
    for i, n in enumerate(nodes):
        assert 0 <= n.start <= n.heading_end <= n.end <= len(text)
        assert not text[n.end - 1 : n.end].isspace()
        if i:
            assert nodes[i - 1].start < n.start
            assert n.depth <= nodes[i - 1].depth + 1
        if n.parent is None:
            assert n.depth == 1
        else:
            p = nodes[n.parent]
            assert p.depth == n.depth - 1 and p.start < n.start and n.end <= p.end
    for a, b in zip(tops, tops[1:]):
        assert a.end == len(text[: b.start].rstrip())


@pytest.mark.parametrize("name", VARIANTS)
@pytest.mark.parametrize("kind", ["us", "uk"])
def test_every_declared_unit_and_nothing_else(kind: str, name: str) -> None:
    text, expected = _variant(kind, name)
    tree = parse_contract(text, get_profile(kind))
    got = [(n.start, n.depth, n.identifier, n.section) for n in tree.nodes]
    want = [(e.start, e.depth, e.identifier, e.section) for e in expected]
    assert got == want
    assert not tree.fallback
    check_tree(text, tree)


def test_gold_offsets_point_at_markers() -> None:
    # The renderer's bookkeeping itself: each expected start is the marker it declares.
    for kind in ("us", "uk"):
        for name in VARIANTS:
            text, expected = _variant(kind, name)
            for e in expected:
                if e.identifier in ("Preamble", "Recitals", "Signatures"):
                    continue
                head = text[e.start : e.start + 14].upper()
                word, _, number = e.identifier.upper().partition(" ")
                assert head.startswith(word if number else e.identifier.upper()), (kind, name, e)


def test_us_titles_and_heading_ends() -> None:
    text, _ = _variant("us", "clean")
    tree = parse_contract(text, get_profile("us"))
    assert tree.title == "MASTER SERVICES AGREEMENT"
    by_id = {n.identifier: n for n in tree.nodes if n.identifier.startswith(("Article", "Sec"))}
    art = by_id["Article II"]
    assert art.title == "SERVICES"
    assert text[art.start : art.heading_end] == "ARTICLE II\nSERVICES"
    sec = by_id["Section 2.01"]
    assert sec.title == "Provision of Services"
    assert text[sec.start : sec.heading_end] == "Section 2.01 Provision of Services."
    assert sec.kind == "section" and sec.number == "2.01"
    assert art.kind == "article" and art.number == "II"
    items = [n for n in tree.nodes if n.identifier in ("(a)", "(i)")]
    assert all(n.heading_end == n.start and n.title is None for n in items)
    exhibit = next(n for n in tree.nodes if n.identifier == "Exhibit A")
    assert (exhibit.kind, exhibit.number, exhibit.title) == ("exhibit", "A", "DESCRIPTION OF SERVICES")
    assert [tree.nodes[i].kind for i in tree.children(tree.nodes.index(exhibit))] == [
        "paragraph", "paragraph"
    ]


def test_collapsed_us_titles_run_in_capitals() -> None:
    text, _ = _variant("us", "collapsed")
    tree = parse_contract(text, get_profile("us"))
    art = next(n for n in tree.nodes if n.identifier == "Article III")
    assert art.title == "FEES AND PAYMENT"
    assert text[art.start : art.heading_end] == "ARTICLE III FEES AND PAYMENT"


def test_uk_titles_kinds_and_definitions_scope() -> None:
    text, _ = _variant("uk", "clean")
    tree = parse_contract(text, get_profile("uk"))
    assert tree.title == "SERVICES AGREEMENT"
    one = next(n for n in tree.nodes if n.identifier == "1")
    assert (one.kind, one.title) == ("clause", "Definitions and interpretation")
    kinds = {n.identifier: n.kind for n in tree.nodes if n.depth <= 3}
    assert kinds["1.1"] == "subclause" and kinds["Schedule 1"] == "schedule"
    assert kinds["Part A"] == "part"
    part_a = next(i for i, n in enumerate(tree.nodes) if n.identifier == "Part A")
    paras = [tree.nodes[i] for i in tree.children(part_a)]
    assert [(p.identifier, p.kind, p.section) for p in paras] == [
        ("1", "paragraph", D.SCHEDULES), ("2", "paragraph", D.SCHEDULES)
    ]
    definitions = [n.identifier for n in tree.nodes if n.section is D.DEFINITIONS]
    assert definitions == ["1", "1.1", "1.2", "(a)", "(b)"]
