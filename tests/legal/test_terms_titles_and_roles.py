"""A defined term inside an agreement's name ("Services" in "this Master Services Agreement")
is no use of it; lower-case "control" is no use of "Control"; parties written with their role
on a title page ("ACME BANK PLC as Lender") or in the making formula ("X as borrower (the
"Borrower")") are read."""

from __future__ import annotations

from clausewise import LegalChunker
from clausewise.legal.parties import find_parties

AGREEMENT = """Master Services Agreement

This Master Services Agreement (the "Agreement") is made on 3 March 2025 between Acme Bank plc \
(the "Customer") and Tern Data Limited (the "Supplier").

1. DEFINITIONS

1.1 In this Agreement, "Services" means the services described in Schedule 1, and "Control" \
means the power to direct the management and policies of a company.

2. SERVICES

2.1 The Supplier shall provide the Services under this Master Services Agreement.

3. CHANGE OF CONTROL

3.1 The Customer may terminate this Agreement if any person acquires Control of the Supplier.

4. FORCE MAJEURE

4.1 Neither party shall be liable for any delay caused by events beyond its reasonable control.
"""


def _used() -> dict[str, list[str]]:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=64).chunk(AGREEMENT)
    return {c.hierarchy_path: c.defined_terms_used for c in chunks}


def test_the_words_of_an_agreements_name_are_no_use() -> None:
    used = _used()
    assert used["Preamble"] == ["Agreement", "Customer", "Supplier"]
    # The term written as itself still counts beside the name.
    assert used["2"] == ["Supplier", "Services", "Agreement"]


def test_control_is_case_sensitive() -> None:
    used = _used()
    assert "Control" in used["3"]
    assert used["4"] == []


FRONT_PAGE = """FACILITY AGREEMENT

dated 14 February 2025

HARROW LOGISTICS LIMITED
as Borrower

ACME BANK PLC as Lender

1. THE FACILITY

1.1 The Lender makes available to the Borrower a term loan facility of £5,000,000.

2. REPAYMENT

2.1 The Borrower shall repay the loan in full on the date falling five years after today.
"""


def test_a_title_page_names_the_parties_by_their_roles() -> None:
    assert find_parties(FRONT_PAGE, 0, 120) == ["HARROW LOGISTICS LIMITED", "ACME BANK PLC"]
    header = LegalChunker(jurisdiction="uk", include_context_header=True).chunk(FRONT_PAGE)[0]
    assert "[Parties: HARROW LOGISTICS LIMITED; ACME BANK PLC]" in header.context_header


def test_a_lower_case_role_after_as_ends_the_name() -> None:
    text = (
        "THIS AGREEMENT is dated 14 February 2025 and made between HARROW LOGISTICS LIMITED as "
        'borrower (the "Borrower") and ACME BANK PLC as lender (the "Lender").\n\n'
        "1. THE FACILITY\n\n1.1 The Lender makes the Facility available to the Borrower.\n"
    )
    assert find_parties(text, 0, 160) == ["HARROW LOGISTICS LIMITED", "ACME BANK PLC"]


def test_a_title_page_role_is_a_defined_term() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=64)
    terms = chunker.get_defined_terms(FRONT_PAGE)
    assert terms["Borrower"].definition == "HARROW LOGISTICS LIMITED"
    assert terms["Lender"].definition == "ACME BANK PLC"
    facility = next(c for c in chunker.chunk(FRONT_PAGE) if c.hierarchy_path == "1")
    assert facility.defined_terms_used == ["Lender", "Borrower"]


def test_a_role_after_as_in_the_list_of_parties_is_a_defined_term() -> None:
    text = (
        "THIS AGREEMENT is dated 14 February 2025 and made between:\n\n"
        "(1) HARROW LOGISTICS LIMITED (registered number 01234567) as Borrower; and\n\n"
        "(2) ACME BANK PLC as Lender.\n\nIT IS AGREED as follows:\n\n"
        "1. THE FACILITY\n\n1.1 The Lender makes a term loan available to the Borrower.\n\n"
        "2. REPAYMENT\n\n2.1 The Borrower shall repay the loan on the fifth anniversary.\n"
    )
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(text)
    assert terms["Borrower"].definition == "HARROW LOGISTICS LIMITED (registered number 01234567)"
    assert terms["Lender"].definition == "ACME BANK PLC"
