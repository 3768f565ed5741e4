"""US layouts met in leases, purchase-order terms and consulting agreements.

- A clause that names a suite ("The premises are Suite 400 of the Building.") is a clause,
  not an address line, even when it is the first clause.
- Lettered group headings over a numbering that starts again under each of them ("A.
  GENERAL" / 1. / 2. / "B. DELIVERY" / 1.) are the top level, with the clauses inside.
- "Paragraph 1." (or "PARAGRAPH 1" with its title on the next line) numbers the clauses.
"""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import US
from clausewise.legal.structure.contract import parse_contract


def _tops(text: str) -> list[tuple[str, str | None]]:
    tree = parse_contract(text, US)
    return [(n.identifier, n.title) for n in tree.nodes if n.depth == 1]


_LEASE = (
    "OFFICE LEASE\n\n"
    "1. Premises. Landlord leases to Tenant, and Tenant takes from Landlord, the premises\n"
    "known as Suite 1250 of the Harbor Point Building.\n\n"
    "2. Term. The Term begins on the Commencement Date and ends sixty months later.\n\n"
    "3. Base Rent. Tenant shall pay Base Rent of $14,500 per month in advance.\n\n"
    "4. Notices. Notices to Tenant go to the Premises, attention: Office Manager.\n"
)


def test_a_first_clause_that_names_a_suite_is_a_clause() -> None:
    assert _tops(_LEASE) == [
        ("Preamble", None),
        ("1", "Premises"),
        ("2", "Term"),
        ("3", "Base Rent"),
        ("4", "Notices"),
    ]
    one_line = "LEASE\n\n1. Premises. The premises are Suite 400 of the Building.\n\n" + (
        "2. Term. The Term is five years.\n\n3. Rent. Rent is $5,000 per month.\n"
    )
    assert [i for i, _ in _tops(one_line)] == ["Preamble", "1", "2", "3"]


def test_an_address_line_under_a_number_is_still_not_a_clause() -> None:
    # A numbered list of notice addresses inside clause 2: "1. Acme Corp. Suite 400 ..." is
    # an address, not clause 1 of a new numbering.
    text = (
        "SERVICES AGREEMENT\n\n"
        "1. Services. Provider shall provide the Services.\n\n"
        "2. Notices. Notices shall be sent to:\n\n"
        "Acme Corp. Suite 400, 100 Main Street, Boston, MA 02110\n\n"
        "3. Term. This Agreement lasts one year.\n"
    )
    assert [i for i, _ in _tops(text)] == ["Preamble", "1", "2", "3"]


_PO_TERMS = (
    "STANDARD TERMS AND CONDITIONS OF PURCHASE\n\n"
    "A. GENERAL\n\n"
    "1. Acceptance. Seller accepts this Order by shipping any goods under it.\n\n"
    "2. Prices. Prices stated in this Order are firm and include packaging.\n\n"
    "B. SHIPMENT AND DELIVERY\n\n"
    "1. Time. Time is of the essence for every delivery date.\n\n"
    "2. Title and Risk. Title and risk of loss pass to Buyer when Buyer receives the goods.\n\n"
    "3. Packing. Seller shall pack the goods to prevent damage in transit.\n\n"
    "C. Warranties\n\n"
    "1. Quality. Seller warrants that the goods are free from defects for one year.\n"
)


def test_lettered_groups_over_restarting_numbers_are_the_outline() -> None:
    tree = parse_contract(_PO_TERMS, US)
    got = [(n.depth, n.identifier, n.title) for n in tree.nodes]
    assert got == [
        (1, "Preamble", None),
        (1, "A.", "GENERAL"),
        (2, "1", "Acceptance"),
        (2, "2", "Prices"),
        (1, "B.", "SHIPMENT AND DELIVERY"),
        (2, "1", "Time"),
        (2, "2", "Title and Risk"),
        (2, "3", "Packing"),
        (1, "C.", "Warranties"),
        (2, "1", "Quality"),
    ]
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512).chunk(_PO_TERMS)
    packing = next(c for c in chunks if "pack the goods" in c.body)
    assert packing.hierarchy_path.startswith("B.")
    # No chunk holds text of two groups.
    for c in chunks:
        assert not ("Acceptance" in c.body and "Time is of" in c.body)


def test_a_lettered_list_inside_numbered_clauses_stays_inside() -> None:
    text = (
        "SUPPLY AGREEMENT\n\n"
        "1. Supply. Supplier shall supply the Products.\n\n"
        "2. Obligations. Buyer shall:\n\n"
        "A. Forecasts\n\nprovide monthly forecasts;\n\n"
        "B. Payment\n\npay each invoice within thirty days.\n\n"
        "3. Term. This Agreement lasts three years.\n\n"
        "4. Law. New York law governs this Agreement.\n"
    )
    assert [i for i, _ in _tops(text)] == ["Preamble", "1", "2", "3", "4"]


def test_paragraph_numbers_carry_the_outline() -> None:
    inline = (
        "CONSULTING AGREEMENT\n\n"
        "Paragraph 1. Services. Consultant shall produce twelve training videos.\n\n"
        "Paragraph 2. Fees. Company shall pay Consultant $2,000 per video, subject to\n"
        "Paragraph 4.\n\n"
        "Paragraph 3. Ownership. All work product is a work made for hire.\n\n"
        "Paragraph 4. Expenses. Approved expenses are repaid within 30 days.\n"
    )
    assert _tops(inline) == [
        ("Preamble", None),
        ("Paragraph 1", "Services"),
        ("Paragraph 2", "Fees"),
        ("Paragraph 3", "Ownership"),
        ("Paragraph 4", "Expenses"),
    ]
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512).chunk(inline)
    fees = next(c for c in chunks if "per video" in c.body)
    ref = next(r for r in fees.cross_references if r.raw_text.startswith("Paragraph 4"))
    assert chunks[ref.target_chunk_index or 0].hierarchy_path == "Paragraph 4"
    next_line = (
        "CONSULTING AGREEMENT\n\nPARAGRAPH 1\nServices\n\nConsultant shall produce videos.\n\n"
        "PARAGRAPH 2\nFees\n\nCompany shall pay $2,000 per video.\n\n"
        "PARAGRAPH 3\nTerm\n\nThis Agreement lasts one year.\n"
    )
    assert _tops(next_line)[1:] == [
        ("Paragraph 1", "Services"),
        ("Paragraph 2", "Fees"),
        ("Paragraph 3", "Term"),
    ]
    underlined = (
        "CONSULTING AGREEMENT\n\nParagraph 1. Services\n---------------------\n"
        "Consultant shall produce videos.\n\nParagraph 2. Fees\n-----------------\n"
        "Company shall pay $2,000 per video.\n\nParagraph 3. Term\n-----------------\n"
        "This Agreement lasts one year.\n"
    )
    assert [t for _, t in _tops(underlined)[1:]] == ["Services", "Fees", "Term"]


def test_a_lettered_sentence_is_not_its_own_title() -> None:
    text = (
        "EMPLOYMENT AGREEMENT\n\nThis Employment Agreement is made between Delta Inc. (the"
        ' "Company") and Jane Roe (the "Employee").\n\nI. POSITION AND DUTIES\n\n'
        "A. The Company employs the Employee as Chief Financial Officer.\n\n"
        "B. The Employee shall devote her full business time to the Company.\n\n"
        "II. COMPENSATION\n\nA. Base Salary. The Company shall pay a base salary of"
        " $250,000 per year.\n\nB. Annual Bonus Plan.\n\nThe Employee may earn a bonus.\n"
    )
    tree = parse_contract(text, US)
    got = [(n.depth, n.identifier, n.title) for n in tree.nodes if n.depth == 2]
    assert got == [
        (2, "A.", None),
        (2, "B.", None),
        (2, "A.", "Base Salary"),
        (2, "B.", "Annual Bonus Plan"),
    ]
