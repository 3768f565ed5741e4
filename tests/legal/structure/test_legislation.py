"""EU legislation structure parser: real GDPR text against the corpus gold, and a declared act.

Gold never comes from the parser: the GDPR records are the corpus annotations (copied into
``tests/data/eu``), and the small regulation below is declared unit by unit, then rendered to
text, recording where each unit's marker was written.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from clausewise.legal.jurisdiction import EU
from clausewise.legal.structure import parse
from clausewise.legal.structure.legislation import parse_legislation
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection

DATA = Path(__file__).resolve().parents[2] / "data" / "eu"
LABELS = ("chapter", "section", "article", "paragraph", "point", "subpoint", "recital", "footnote")
RECALL_TARGET = dict.fromkeys(("chapter", "section", "article", "paragraph"), 1.0) | dict.fromkeys(
    ("point", "subpoint", "recital", "footnote"), 0.99
)


def check_invariants(tree: ClauseTree, text: str) -> None:
    """Pre-order, parents before children, spans nested, siblings in order."""
    for i, node in enumerate(tree.nodes):
        assert 0 <= node.start <= node.heading_end <= node.end <= len(text)
        assert not text[node.end - 1 : node.end].isspace()
        if i:
            assert tree.nodes[i - 1].start <= node.start
        if node.parent is None:
            assert node.depth == 1
            continue
        parent = tree.nodes[node.parent]
        assert node.parent < i
        assert node.depth == parent.depth + 1
        assert parent.start <= node.start and node.end <= parent.end


# -- real text: GDPR excerpt against the corpus gold ---------------------------------------


@pytest.fixture(scope="module")
def gdpr() -> tuple[str, list[dict[str, Any]], ClauseTree]:
    text = (DATA / "gdpr_excerpt.txt").read_text(encoding="utf-8")
    with (DATA / "gdpr_excerpt_structure.jsonl").open(encoding="utf-8") as fh:
        gold = [json.loads(line) for line in fh if line.strip()]
    return text, gold, parse_legislation(text, EU)


def test_gold_copy_lines_up_with_excerpt(
    gdpr: tuple[str, list[dict[str, Any]], ClauseTree],
) -> None:
    text, gold, _ = gdpr
    assert len(gold) > 250
    for rec in gold:
        assert text[rec["start"] : rec["end"]].startswith(rec["text_head"])


@pytest.mark.parametrize("label", LABELS)
def test_gdpr_recall_per_label(
    gdpr: tuple[str, list[dict[str, Any]], ClauseTree], label: str
) -> None:
    _, gold, tree = gdpr
    wanted = {r["start"] for r in gold if r["label"] == label}
    found = {n.start for n in tree.nodes if n.kind == label}
    assert wanted, label
    missed = sorted(wanted - found)
    assert 1 - len(missed) / len(wanted) >= RECALL_TARGET[label], (label, missed[:5])


def test_gdpr_precision(gdpr: tuple[str, list[dict[str, Any]], ClauseTree]) -> None:
    _, gold, tree = gdpr
    wanted = {(r["label"], r["start"]) for r in gold}
    found = [(n.kind, n.start) for n in tree.nodes if n.kind in LABELS]
    wrong = [f for f in found if f not in wanted]
    assert len(found) >= len(wanted)
    assert 1 - len(wrong) / len(found) >= 0.995, wrong[:5]


def test_gdpr_parents_match_gold(gdpr: tuple[str, list[dict[str, Any]], ClauseTree]) -> None:
    _, gold, tree = gdpr
    start_of = {r["ref"]: r["start"] for r in gold if "ref" in r}
    node_at = {(n.kind, n.start): n for n in tree.nodes}
    checked: Counter[str] = Counter()
    for rec in gold:
        if "parent" not in rec:
            continue
        node = node_at[(rec["label"], rec["start"])]
        assert node.parent is not None, rec["ref"]
        assert tree.nodes[node.parent].start == start_of[rec["parent"]], rec["ref"]
        checked[rec["label"]] += 1
    assert checked["point"] > 100 and checked["paragraph"] > 50 and checked["subpoint"] == 7


def test_gdpr_titles_sections_and_frame(gdpr: tuple[str, list[dict[str, Any]], ClauseTree]) -> None:
    text, gold, tree = gdpr
    check_invariants(tree, text)
    assert tree.title is not None
    assert tree.title.startswith("REGULATION (EU) 2016/679 OF THE EUROPEAN PARLIAMENT")
    assert tree.title.endswith("(General Data Protection Regulation)")
    by_start = {n.start: n for n in tree.nodes}
    for rec in gold:
        if rec.get("title"):
            assert by_start[rec["start"]].title == rec["title"]
    top = [n for n in tree.nodes if n.depth == 1]
    assert [n.kind for n in top] == [
        "preamble",
        "recitals",
        "chapter",
        "chapter",
        "chapter",
        "signatures",
        "footnotes",
    ]
    assert top[0].start == 0 and top[0].section is DocumentSection.PREAMBLE
    assert text[top[1].start :].startswith("Whereas:")
    assert text[top[5].start :].startswith("This Regulation shall be binding")
    art4 = next(n for n in tree.nodes if n.identifier == "Article 4")
    assert art4.section is DocumentSection.DEFINITIONS and art4.title == "Definitions"
    inside = [n for n in tree.nodes if art4.start < n.start < art4.end]
    assert len(inside) == 26 + 7
    assert all(n.section is DocumentSection.DEFINITIONS for n in inside)
    art17 = next(n for n in tree.nodes if n.identifier == "Article 17")
    assert art17.title == "Right to erasure (‘right to be forgotten’)"
    assert text[art17.start : art17.heading_end] == "Article 17\n" + art17.title
    assert parse(text, EU) == tree


def test_inline_references_do_not_start_units(
    gdpr: tuple[str, list[dict[str, Any]], ClauseTree],
) -> None:
    text, _, tree = gdpr
    starts = {n.start for n in tree.nodes}
    # "Article 8(1)" in recital 1, "point (a) of Article 6(1)" in Article 17(1)(b).
    for needle in ("Article 8(1) of the Charter", "point (a) of Article 6(1), or point"):
        at = text.index(needle)
        assert at not in starts and at + needle.index("(") not in starts


# -- a declared regulation, rendered as OJ text and as Markdown ------------------------------


@dataclass(frozen=True)
class Decl:
    kind: str
    ident: str
    number: str
    marker: str  # what is written at the unit's start
    title: str | None = None
    body: str = ""  # text after the marker (or after the heading), before the children
    tail: str = ""  # text after the children (an unnumbered subparagraph, a formula)
    section: DocumentSection | None = None  # None: the parent's
    children: tuple[Decl, ...] = ()


S = DocumentSection
PREAMBLE = (
    "COMMISSION REGULATION (EU) 2099/1\nof 1 January 2099\non the labelling of widgets\n"
    "(Text with EEA relevance)\n\nTHE EUROPEAN COMMISSION,\n\nHaving regard to the Treaty on "
    "the Functioning of the European Union,\n\nHaving regard to Regulation (EU) 2098/7 of the "
    "European Parliament and of the Council, and in particular Article 5(2) thereof,"
)
ARTICLE_1 = (
    "This Regulation lays down rules on the labelling of widgets.\n\n"
    "Article 2 of Regulation (EU) 2098/7 shall not apply to toys.\n\n"
    "point (a) of Article 3(1) applies to imported widgets."
)
ARTICLE_4 = (
    "This Regulation shall enter into force on the twentieth day following that of its "
    "publication in the Official Journal of the European Union."
)
CLOSING = (
    "This Regulation shall be binding in its entirety and directly applicable in all Member "
    "States.\n\nDone at Brussels, 1 January 2099.\n\nFor the Commission\n\nThe President\n\nA. NAME"
)


def pt(tok: str, body: str, *kids: Decl, kind: str = "point") -> Decl:
    return Decl(kind, f"({tok})", tok, f"({tok}) ", body=body, children=kids)


def sub(tok: str, body: str) -> Decl:
    return pt(tok, body, kind="subpoint")


def dash(n: int, body: str) -> Decl:
    return Decl("point", f"indent {n}", str(n), "— ", body=body)


def par(n: str, body: str, *kids: Decl, tail: str = "") -> Decl:
    return Decl("paragraph", n, n, f"{n}.   ", body=body, tail=tail, children=kids)


def rec(n: str, body: str, tail: str = "") -> Decl:
    return Decl("recital", f"Recital {n}", n, f"({n}) ", body=body, tail=tail)


def art(n: str, title: str | None, body: str, *kids: Decl, section: S | None = None) -> Decl:
    return Decl("article", f"Article {n}", n, f"Article {n}", title, body, "", section, kids)


def annex(n: str, title: str, *kids: Decl, body: str = "") -> Decl:
    return Decl("annex", f"Annex {n}", n, f"ANNEX {n}", title, body, "", S.SCHEDULES, kids)


def frame(kind: str, ident: str, section: S, marker: str = "", body: str = "") -> Decl:
    return Decl(kind, ident, "", marker, body=body, section=section)


def _act() -> tuple[Decl, ...]:
    recitals = (
        rec("1", "Widgets are sold across the Union."),
        rec("2", "Labels differ.\n\nArticle 3(1) of Regulation (EU) 2098/7 requires a format."),
        rec("3", "The measures are proportionate,", tail="HAS ADOPTED THIS REGULATION:"),
    )
    definitions = (
        pt("1", "‘widget’ means a small device;"),
        pt("2", "‘label’ means either:", sub("a", "a printed tag; or"), sub("b", "an e-tag;")),
        pt("3", "‘seller’ means any person placing widgets on the market."),
    )
    producer = pt(
        "a", "the producer:", sub("i", "name;"), sub("ii", "address;"), sub("iii", "web;")
    )
    items = tuple(pt(c, f"item {c};") for c in "bcdefgh")
    dashes = (dash(1, "the producer;"), dash(2, "the importer; or"), dash(3, "the seller."))
    return (
        frame("preamble", "Preamble", S.PREAMBLE, body=PREAMBLE),
        replace(frame("recitals", "Recitals", S.RECITALS, "Whereas:"), children=recitals),
        art("1", "Subject matter", ARTICLE_1, section=S.OPERATIVE),
        art(
            "2",
            "Definitions",
            "For the purposes of this Regulation:",
            *definitions,
            section=S.DEFINITIONS,
        ),
        art(
            "3",
            "Labelling requirements",
            "",
            par(
                "1",
                "The label shall state:",
                producer,
                *items,
                pt("i", "the date."),
                tail="The first subparagraph shall not apply to samples.",
            ),
            par("2", "Labels shall be affixed by:", *dashes),
            par("3", "Member States shall enforce this Article."),
            section=S.OPERATIVE,
        ),
        art("4", None, ARTICLE_4, section=S.OPERATIVE),
        frame("signatures", "Signatures", S.SIGNATURES, body=CLOSING),
        annex(
            "I",
            "LABEL FORMAT",
            par("1", "It shows:", pt("a", "name;"), pt("b", "origin.")),
            par("2", "The label shall be legible."),
        ),
        annex("II", "Correlation table", body="Regulation (EU) 2098/7 | This Regulation"),
    )


HEADED = ("article", "annex")


def render(units: tuple[Decl, ...], markdown: bool) -> tuple[str, list[tuple[Any, ...]]]:
    """The act's text, and per unit in pre-order: kind, identifier, number, start, depth,
    parent index, title, section, heading end."""
    parts: list[str] = []
    expected: list[tuple[Any, ...]] = []
    pos = 0

    def put(s: str) -> None:
        nonlocal pos
        parts.append(s)
        pos += len(s)

    def walk(unit: Decl, depth: int, parent: int | None, section: S) -> None:
        section = unit.section or section
        index = len(expected)
        start = pos
        if unit.kind in HEADED:
            put(f"## {unit.marker}\n" if markdown else f"{unit.marker}\n")
            if unit.title:
                put(f"**{unit.title}**\n" if markdown else f"{unit.title}\n")
            heading_end = pos - 1
            put("\n")
        else:
            put(unit.marker + ("\n\n" if unit.kind == "recitals" else ""))
            heading_end = start + len(unit.marker) if unit.kind == "recitals" else start
        row = (unit.kind, unit.ident, unit.number, start, depth, parent, unit.title, section)
        expected.append((*row, heading_end))
        if unit.body:
            put(unit.body + "\n\n")
        for child in unit.children:
            walk(child, depth + 1, index, section)
        if unit.tail:
            put(unit.tail + "\n\n")

    for unit in units:
        walk(unit, 1, None, S.OPERATIVE)
    return "".join(parts), expected


def _row(n: ClauseNode) -> tuple[Any, ...]:
    return (n.kind, n.identifier, n.number, n.start, n.depth, n.parent, n.title, n.section)


@pytest.mark.parametrize("markdown", [False, True], ids=["oj-text", "markdown"])
def test_declared_regulation(markdown: bool) -> None:
    text, expected = render(_act(), markdown)
    tree = parse_legislation(text, EU)
    check_invariants(tree, text)
    got = [(*_row(n), n.heading_end) for n in tree.nodes]
    assert got == expected
    assert tree.title == (
        "COMMISSION REGULATION (EU) 2099/1 of 1 January 2099 on the labelling of widgets"
    )
    assert not tree.fallback


def test_declared_sibling_spans_meet() -> None:
    text, _ = render(_act(), markdown=False)
    tree = parse_legislation(text, EU)
    top = [n for n in tree.nodes if n.depth == 1]
    for a, b in itertools.pairwise(top):
        assert text[a.end : b.start].strip() == ""
    assert top[-1].end == len(text.rstrip())
