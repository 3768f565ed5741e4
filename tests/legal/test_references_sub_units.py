"""References to a unit smaller than the numbered one holding them: "this subsection" in a
statute's subsection, "this sub-clause" in a contract's lettered item, and an item of a
proviso ("clause (y) of the proviso to Section 7.01"). Texts written here."""

from __future__ import annotations

from clausewise import LegalChunk, LegalChunker
from clausewise.legal.jurisdiction import get_profile
from clausewise.legal.pipeline import parse_tree
from clausewise.legal.references import Reference, find_references
from clausewise.normalize import normalize

_UK_ACT = """1 Grants for community energy schemes

(1) The Secretary of State may make grants to community energy groups.

(2) A grant under this subsection may be made subject to conditions; the preceding
subsection applies to each of them.

(3) The conditions may include—

(a) a condition requiring repayment in the circumstances set out in this subsection, and

(b) a condition that a return is made within the period set out in this sub-paragraph.

2 Annual report

(1) The Secretary of State must publish a report on grants made under section 1.
"""

_US_ACT = """RURAL BROADBAND ACT

Section 1. Grant program.

(a) The Secretary may award grants to eligible providers.

(b) A grant awarded under this subsection shall not exceed $50,000 for each county.

(c) A provider receiving a grant under subsection (a) shall report on the use of the grant
within one year; nothing in this sub-clause limits the report.

Section 2. Oversight.

(a) The Inspector General shall audit grants under section 1.
"""


def _chunks(text: str, jurisdiction: str) -> list[LegalChunk]:
    return LegalChunker(jurisdiction=jurisdiction, max_chunk_size=48).chunk(text)


def _targets(chunks: list[LegalChunk], needle: str) -> list[tuple[str, str, str | None]]:
    chunk = next(c for c in chunks if needle in c.body)
    return [
        (
            " ".join(r.raw_text.split()),
            r.target_identifier,
            None if r.target_chunk_index is None else chunks[r.target_chunk_index].hierarchy_path,
        )
        for r in chunk.cross_references
    ]


def test_this_subsection_is_the_subsection_not_the_section() -> None:
    chunks = _chunks(_UK_ACT, "uk")
    got = _targets(chunks, "A grant under this subsection")
    assert [t[:2] for t in got] == [
        ("this subsection", "1(2)"),
        ("the preceding subsection", "1(1)"),
    ]
    assert got[0][2] == "1 > (2)"
    # written in paragraph (a): the subsection holding it, (3)
    assert _targets(chunks, "repayment in the circumstances") == [
        ("this subsection", "1(3)", "1 > (3)")
    ]
    # a sub-paragraph is the innermost lettered item, as before
    assert _targets(chunks, "a return is made")[0][1] == "1(3)(b)"


def test_this_subsection_and_sub_clause_in_a_us_statute() -> None:
    chunks = _chunks(_US_ACT, "us")
    assert [t[:2] for t in _targets(chunks, "shall not exceed")] == [("this subsection", "1(b)")]
    assert [t[:2] for t in _targets(chunks, "on the use of the grant")] == [
        ("subsection (a)", "1(a)"),
        ("this sub-clause", "1(c)"),
    ]


def test_a_numbered_sub_clause_is_its_own_unit() -> None:
    text = """SERVICES AGREEMENT

1. SERVICES

1.1 The Supplier shall provide the Services in accordance with the Service Levels.

1.2 The Supplier shall:

(a) keep records of its performance; and

(b) give the Customer a copy of them on request, and nothing in this sub-clause limits
clause 1.1.
"""
    chunks = _chunks(text, "uk")
    assert [t[:2] for t in _targets(chunks, "a copy of them")] == [
        ("this sub-clause", "1.2"),
        ("clause 1.1", "1.1"),
    ]


_CREDIT = """CREDIT AGREEMENT

Section 7.01 Events of Default. If the Borrower fails to pay any amount when due, the Lender
may declare the Loans due; provided that (x) no Event of Default arises from a delay of one
Business Day and (y) no Event of Default arises during a cure period agreed in writing.

Section 7.02 Remedies. Notwithstanding clause (y) of the proviso to Section 7.01, the Lender
may exercise its remedies under Section 7.01.
"""


def _refs(text: str, jurisdiction: str) -> list[Reference]:
    doc = normalize(text)
    tree = parse_tree(doc, LegalChunker(jurisdiction=jurisdiction).options)
    return find_references(doc.text, tree, get_profile(jurisdiction))


def test_an_item_of_a_proviso_points_at_its_section_as_partial() -> None:
    refs = [r for r in _refs(_CREDIT, "us") if r.start > _CREDIT.index("Notwithstanding")]
    got = [(" ".join(r.raw_text.split()), r.target_identifier, r.partial) for r in refs]
    assert got == [
        ("clause (y) of the proviso to Section 7.01", "7.01", True),
        ("Section 7.01", "7.01", False),
    ]
    assert refs[0].target_node == refs[1].target_node is not None


def test_this_subsection_in_a_roman_item_is_the_numbered_unit() -> None:
    # the items (i) to (iii) are a list's clauses, not subsections: "this Sub-section" is 6.2
    text = """MANUFACTURING AGREEMENT

6. TERMINATION

6.1 Notice. Either party may cancel an order by written notice to the other party.

6.2 Compensation. On cancellation the Customer shall pay the Contractor as follows:

(i) the cost of raw materials that cannot be returned;

(ii) the cost of materials on order that cannot be cancelled; and

(iii) a handling fee of 2% of the amounts above, and the compensation under this
Sub-section is the sole compensation due.

7. GENERAL

7.1 Assignment. Neither party may assign this Agreement without consent.
"""
    chunks = _chunks(text, "us")
    assert [t[:2] for t in _targets(chunks, "a handling fee")] == [("this Sub-section", "6.2")]


_LOAN = """LOAN AGREEMENT

Section 4.01 Prepayments. The Borrower may prepay the Loans on five Business Days' notice;
provided that no prepayment may be made during an Interest Period. Each notice is irrevocable.

Section 4.02 Fees. Subject to the proviso to Section 4.01 and the last sentence of Section
4.01, a prepayment fee of one percent is payable, as in Section 4.01.
"""


def test_a_passage_of_a_section_points_at_it_as_partial() -> None:
    # the proviso and a sentence are places inside Section 4.01, which the tree does not split
    refs = [r for r in _refs(_LOAN, "us") if r.start > _LOAN.index("Subject to")]
    got = [(" ".join(r.raw_text.split()), r.target_identifier, r.partial) for r in refs]
    assert got == [
        ("Section 4.01", "4.01", True),
        ("Section 4.01", "4.01", True),
        ("Section 4.01", "4.01", False),
    ]
    assert refs[0].target_node == refs[2].target_node is not None


_EU = """Article 3

Obligations

1.   Data holders shall share data.

2.   Member States may derogate from paragraph 1.

They shall notify the Commission.

Article 4

Review

The second subparagraph of Article 3(2) and Article 3(1) apply.
"""


def test_a_subparagraph_of_an_eu_paragraph_points_at_it_as_partial() -> None:
    refs = [r for r in _refs(_EU, "eu") if r.start > _EU.index("Review")]
    got = [(r.raw_text, r.target_identifier, r.partial) for r in refs]
    assert got == [("Article 3(2)", "Article 3(2)", True), ("Article 3(1)", "Article 3(1)", False)]
