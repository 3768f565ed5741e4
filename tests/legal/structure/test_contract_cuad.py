"""Real SEC filings (CUAD, CC BY 4.0, The Atticus Project): facts read off the text by hand.

Every expected offset below is the position of a string in the contract itself, checked by
reading it; the parser's output is compared with those, never with an earlier parse.
"""

from __future__ import annotations

import re
from pathlib import Path

from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.structure.contract import parse_contract
from clausewise.legal.tree import ClauseNode, ClauseTree, DocumentSection
from clausewise.normalize import normalize

D = DocumentSection
DATA = Path(__file__).resolve().parents[2] / "data" / "cuad"


def _load(prefix: str) -> tuple[str, ClauseTree]:
    path = next(DATA.glob(prefix + "*.txt"))
    text = normalize(path.read_text(encoding="utf-8")).text
    return text, parse_contract(text, get_profile("us"))


def _top(tree: ClauseTree) -> list[ClauseNode]:
    return [n for n in tree.nodes if n.depth == 1]


def _node(tree: ClauseTree, identifier: str, *, after: int = 0) -> ClauseNode:
    return next(n for n in tree.nodes if n.identifier == identifier and n.start >= after)


def _children(tree: ClauseTree, node: ClauseNode) -> list[str]:
    i = tree.nodes.index(node)
    return [tree.nodes[k].identifier for k in tree.children(i)]


def test_collapsed_services_agreement_inline_clauses() -> None:
    # Whole pages on single lines: "... agree as follows: 1. Services. 1.1 Provision of
    # Services. (a) Provider agrees ..."
    text, tree = _load("ABILITYINC")
    assert tree.title == "SERVICES AGREEMENT"
    assert [n.identifier for n in _top(tree)] == [
        "Preamble",
        "Recitals",
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "Signatures",
        "Exhibit A",
    ]
    one_one = _node(tree, "1.1")
    assert one_one.start == text.index("1.1 Provision of Services")
    assert one_one.title == "Provision of Services" and one_one.depth == 2
    assert tree.nodes[one_one.parent or 0].identifier == "1"
    # "(e) Notwithstanding ... in this Section 1.2: (a) in the event ...; (b) ..." is a list
    # inside one sentence of (e): its (a) to (d) are not sub-clauses of 1.2.
    assert _children(tree, _node(tree, "1.2")) == ["(a)", "(b)", "(c)", "(d)", "(e)", "(f)"]
    assert _node(tree, "Recitals").start == text.index("RECITALS A. Recipient")
    sig = _node(tree, "Signatures")
    assert sig.start == text.index("[SIGNATURE PAGE FOLLOWS]")
    exhibit = _node(tree, "Exhibit A")
    assert exhibit.start == text.index("EXHIBIT A Services")
    assert (exhibit.depth, exhibit.kind, exhibit.section) == (1, "exhibit", D.SCHEDULES)
    assert sig.end < exhibit.start and exhibit.end == len(text.rstrip())


def test_word_numbered_articles_and_running_footers() -> None:
    text, tree = _load("ArtaraTherapeutics")
    words = ["ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"]
    articles = [n for n in _top(tree) if n.kind == "article"]
    assert [n.identifier for n in articles] == [f"Article {w}" for w in words]
    assert [n.start for n in articles] == [text.index(f"ARTICLE {w} ") for w in words]
    five = articles[4]
    assert five.title == "CONFIDENTIAL INFORMATION; PUBLICATION"
    assert _node(tree, "5.1").start == text.index("5.1 Confidentiality. During")
    # "Source: ARTARA THERAPEUTICS, INC., 8-K, 1/10/2020" closes every page: never a unit.
    footers = {m.start() for m in re.finditer(r"Source: ARTARA", text)}
    assert len(footers) == 15
    assert not footers & {n.start for n in tree.nodes}
    exhibit = _node(tree, "Exhibit A")
    assert exhibit.start == text.index("EXHIBIT A\n\nPROGRAM DATA")
    assert exhibit.section is D.SCHEDULES and exhibit.depth == 1
    assert exhibit.start > _node(tree, "Signatures").start
    definitions = articles[0]
    assert definitions.section is D.DEFINITIONS
    assert all(
        tree.nodes[k].section is D.DEFINITIONS for k in tree.children(tree.nodes.index(definitions))
    )


def test_clean_layout_witnesseth_and_exhibits_after_signatures() -> None:
    text, tree = _load("FEDERATEDGOVERNMENTINCOMESECURITIESINC_04_28_2020-EX-99.SERV_AGREE")
    assert [n.identifier for n in _top(tree)] == [
        "Preamble",
        "Recitals",
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "7",
        "8",
        "Signatures",
        "Exhibit A",
        "Exhibit B",
    ]
    assert _node(tree, "Recitals").start == text.index("WITNESSETH:")
    five = _node(tree, "5")
    assert five.start == text.index("5. Duration and Termination.")
    assert _children(tree, five) == ["(a)", "(b)"]
    b = _node(tree, "(b)", after=five.start)
    assert _children(tree, b) == ["(i)", "(ii)", "(iii)", "(iv)"]
    assert _node(tree, "(iv)").start == text.index("(iv) shall automatically terminate")
    assert _node(tree, "Signatures").start == text.index("IN WITNESS WHEREOF")
    ex_a, ex_b = _node(tree, "Exhibit A"), _node(tree, "Exhibit B")
    assert (ex_a.title, ex_b.title) == (
        "DESCRIPTION OF SERVICES",
        "CALCULATION AND PAYMENT OF SERVICES FEES",
    )
    assert ex_a.section is ex_b.section is D.SCHEDULES


def test_lettered_sections_under_numbered_clauses_and_page_footers() -> None:
    text, tree = _load("NETGEAR")
    four = _node(tree, "4")
    assert four.start == text.index("4.       PRICES, PRICE LIST")
    kids = [tree.nodes[k] for k in tree.children(tree.nodes.index(four))]
    assert [(k.identifier, k.title) for k in kids] == [
        ("A.", "PRICES"),
        ("B.", "CHANGES"),
        ("C.", "INVENTORY PRICE PROTECTION"),
        ("D.", "TAXES AND OTHER LEVIES"),
        ("E.", "PAYMENT"),
    ]
    footers = [m.start() for m in re.finditer("INGRAM NETGEAR Distributor Agreement", text)]
    assert len(footers) == 13
    assert not set(footers) & {n.start for n in tree.nodes}
    top = [n.identifier for n in _top(tree)]
    assert top[1:20] == [str(k) for k in range(1, 20)]
    assert all(n.section is D.SCHEDULES for n in _top(tree) if n.identifier.startswith("Exhibit"))


def test_table_of_contents_stays_in_the_preamble() -> None:
    # "Table of Contents 1. Term.......... 2 2. Goals And Objectives....": a collapsed TOC
    # whose entries repeat the body's headings.
    text, tree = _load("HPILHOLDING")
    toc_entry = text.index("1. Term....")
    body = text.index("1. Term   The term")
    assert toc_entry < body
    first = _node(tree, "1")
    assert first.start == body
    preamble = tree.nodes[0]
    assert preamble.kind == "preamble" and preamble.start == 0 and preamble.end < body
    assert [n.identifier for n in _top(tree) if n.kind == "clause"] == [
        str(k) for k in range(1, 24)
    ]
    assert _node(tree, "23").start == text.index("23. Entire Agreement", body)
    recitals = tree.nodes[1]
    assert recitals.kind == "recitals" and recitals.start == text.index("R E C I T A L S:")
    assert all(n.start >= body for n in tree.nodes[2:])
