"""The classic US outline: "I." sections, "A." subsections, "1." items under a subsection."""

from __future__ import annotations

from clausewise import LegalChunker

AGREEMENT = """CONSULTING AGREEMENT

This Consulting Agreement is made on March 3, 2023 between Beta Inc. ("Company") and John
Roe ("Consultant").

I. SERVICES

A. Scope. Consultant shall provide the services described in Exhibit A.

B. Standard. Consultant shall perform the services in a professional manner:

1. Consultant shall comply with Company policies.

2. Consultant shall keep records of hours worked.

II. COMPENSATION

A. Fees. Company shall pay Consultant $200 per hour.

B. Expenses. Company shall reimburse reasonable expenses approved in advance.

III. TERM AND TERMINATION

A. Term. This Agreement continues for one year.

B. Termination. Either party may terminate this Agreement on thirty days' notice.

IN WITNESS WHEREOF, the parties have signed this Agreement.
"""


def test_numbered_items_under_a_lettered_subsection_are_its_children() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(AGREEMENT)
    shape = [(n.level, n.identifier, n.parent) for n in nodes]
    assert (3, "1", "B.") in shape and (3, "2", "B.") in shape
    assert [i for lvl, i, _ in shape if lvl == 1] == ["Preamble", "I.", "II.", "III.", "Signatures"]
    assert [(i, p) for lvl, i, p in shape if lvl == 2][:2] == [("A.", "I."), ("B.", "I.")]


def test_a_chunk_of_an_item_carries_the_whole_outline_path() -> None:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=24).chunk(AGREEMENT)
    item = next(c for c in chunks if "keep records of hours" in c.content)
    assert item.hierarchy_path == "I. > B. > 2"
    assert item.original_header == "I. SERVICES\nB. Standard\n"
