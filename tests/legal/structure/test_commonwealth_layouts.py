"""Australian, Canadian, Indian and South African drafting: execution openers, clauses and
schedule items that name a street address, and annexures. Texts written for the test."""

from __future__ import annotations

import pytest

from clausewise import LegalChunker
from clausewise.legal.jurisdiction import UK
from clausewise.legal.structure.contract import parse_contract

_BODY = (
    "SALE AGREEMENT\n\n1. SALE\n\n1.1 The Vendor sells the Assets to the Purchaser.\n\n"
    "1.2 The Purchaser pays the Price on Completion.\n\n2. LAW\n\n2.1 This agreement is"
    " governed by the laws of Ontario.\n\n{opener}\n\n______________________\nName: Jo Smith\n"
)


@pytest.mark.parametrize(
    "opener",
    [
        "EXECUTED as an agreement.",
        "Executed by Harbourline Logistics Pty Ltd ACN 123 456 789 in accordance with section"
        " 127 of the Corporations Act 2001 (Cth):",
        "SIGNED, SEALED AND DELIVERED by the Vendor in the presence of:",
        "Signed for and on behalf of the Vendor by:",
        "SIGNED at CAPE TOWN on this 4th day of March 2024.",
        "AS WITNESS the hands of the parties the day and year first above written.",
        "IN WITNESS whereof the parties have executed this Agreement.",
    ],
)
def test_execution_openers_start_the_signatures(opener: str) -> None:
    text = _BODY.format(opener=opener)
    tree = parse_contract(text, UK)
    sig = next(n for n in tree.nodes if n.kind == "signatures")
    assert sig.start == text.index(opener)
    last = max((n for n in tree.nodes if n.identifier == "2.1"), key=lambda n: n.start)
    assert opener not in text[last.start : last.end]


def test_a_clause_or_an_item_that_names_an_address_is_kept() -> None:
    text = (
        "LEASE OF EQUIPMENT\n\n1. Premises\n\n1.1 The Landlord lets the Premises to the"
        " Tenant.\n\n1.2 The Premises are located at 12 Mill Road, Leeds.\n\n1.3 The Tenant"
        " shall keep the Premises in good repair.\n\n2. Rent\n\n2.1 The Tenant shall pay rent"
        " monthly in advance.\n\nSCHEDULE 1\nTHE EQUIPMENT\n\n1. Sawmill equipment located at"
        " 4400 Mill Road, Prince George.\n\n2. Two forklift trucks kept at the depot.\n\n"
        "3. One conveyor system.\n"
    )
    tree = parse_contract(text, UK)
    ids = [(n.depth, n.identifier) for n in tree.nodes]
    assert ids == [
        (1, "Preamble"),
        (1, "1"),
        (2, "1.1"),
        (2, "1.2"),
        (2, "1.3"),
        (1, "2"),
        (2, "2.1"),
        (1, "Schedule 1"),
        (2, "1"),
        (2, "2"),
        (2, "3"),
    ]
    # An address line under a number is still no clause.
    addresses = (
        "NOTICES\n\n1. Notices. Notices go to the addresses below.\n\n2. Addresses.\n\n"
        "Acme Corp. Suite 400, 100 Main Street, Boston, MA 02110\n\n3. Term. One year.\n"
    )
    tops = [n.identifier for n in parse_contract(addresses, UK).nodes if n.depth == 1]
    assert tops == ["Preamble", "1", "2", "3"]


def test_an_annexure_is_a_schedule_and_is_referred_to() -> None:
    text = (
        "SERVICES AGREEMENT\n\n1. SERVICES\n\n1.1 The Supplier must provide the Services in"
        " Schedule 1.\n\n1.2 The Supplier must meet the service levels in Annexure A.\n\n"
        "Schedule 1 - Services\n\n1. Warehouse software hosting.\n\n2. First-line support.\n\n"
        "Annexure A - Service Levels\n\nAvailability: 99.5% each calendar month.\n"
    )
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=64)
    nodes = chunker.parse_structure(text)
    assert [(n.identifier, n.title) for n in nodes if n.level == 1][-2:] == [
        ("Schedule 1", "Services"),
        ("Annexure A", "Service Levels"),
    ]
    chunks = chunker.chunk(text)
    refs = [r for c in chunks for r in c.cross_references if r.raw_text == "Annexure A"]
    assert len(refs) == 1 and refs[0].target_chunk_index is not None
    assert chunks[refs[0].target_chunk_index].hierarchy_path == "Annexure A"


def test_a_domicilium_clause_naming_an_address_is_kept() -> None:
    # South African drafting: each party's chosen address is its own sub-clause.
    text = (
        "MEMORANDUM OF AGREEMENT\n\n1. DOMICILIUM CITANDI ET EXECUTANDI\n\n1.1 The parties"
        " choose as their domicilia citandi et executandi the addresses set out in clause"
        " 1.2 and clause 1.3.\n\n1.2 The Seller: 14 Long Street, Cape Town, 8001.\n\n"
        "1.3 The Purchaser: 22 Kloof Road, Sea Point, 8005\n\n1.4 Either party may change"
        " its domicilium by written notice.\n\n2. GOVERNING LAW\n\n2.1 This Agreement is"
        " governed by the laws of the Republic of South Africa.\n"
    )
    tree = parse_contract(text, UK)
    assert [(n.depth, n.identifier) for n in tree.nodes] == [
        (1, "Preamble"),
        (1, "1"),
        (2, "1.1"),
        (2, "1.2"),
        (2, "1.3"),
        (2, "1.4"),
        (1, "2"),
        (2, "2.1"),
    ]
    refs = {
        r.raw_text: r.target_identifier
        for c in LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(text)
        for r in c.cross_references
    }
    assert refs["clause 1.2"] == "1.2" and refs["clause 1.3"] == "1.3"


INDIAN_ACT = """THE COASTAL FISHERIES (REGULATION) ACT, 2023

An Act to provide for the regulation of fishing in the territorial waters.

BE it enacted by Parliament in the Seventy-fourth Year of the Republic as follows:—

1. Short title and commencement.—(1) This Act may be called the Coastal Fisheries Act, 2023.

(2) It shall come into force on such date as the Central Government may appoint.

2. Grant of licence.—(1) The authorised officer may grant a licence.

(2) Every licence granted under sub-section (1) shall be valid for three years.

(3) The authorised officer may refuse to grant a licence if the applicant—

(i) has been convicted of an offence under this Act; or

(ii) has failed to pay any fee due under this Act.

3. Penalty.—Whoever contravenes section 2 shall be punishable with fine.
"""


def test_run_in_section_titles_closed_by_a_dash_and_their_subsections() -> None:
    # Indian (and older UK) Acts: "1. Short title.—(1) ..." runs the title and the first
    # subsection into the section's line.
    tree = parse_contract(INDIAN_ACT, UK)
    got = [(n.depth, n.identifier, n.title) for n in tree.nodes if n.identifier != "Preamble"]
    assert got == [
        (1, "1", "Short title and commencement"),
        (2, "(1)", None),
        (2, "(2)", None),
        (1, "2", "Grant of licence"),
        (2, "(1)", None),
        (2, "(2)", None),
        (2, "(3)", None),
        (3, "(i)", None),
        (3, "(ii)", None),
        (1, "3", "Penalty"),
    ]
    first = next(n for n in tree.nodes if n.identifier == "(1)")
    assert INDIAN_ACT[first.start :].startswith("(1) This Act may be called")
