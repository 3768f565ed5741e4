"""Session 29 (second round): an interpretation list written on one line ends each entry at
the next item of its own series, and a lease's particulars table defines its quoted terms."""

from __future__ import annotations

from clausewise import LegalChunker

INTERPRETATION = """JOINT VENTURE AGREEMENT

1. DEFINITIONS AND INTERPRETATION

1.1 "Act" means the Companies Act, 1956.

1.2 In this Agreement, unless the contrary intention appears, a reference to:  i)   an
"amendment" includes a supplement, novation or re-enactment;  ii)   a "person" includes:
(a) any individual, corporation or partnership; and (b) in the case of a trust, any trustee
of that trust;  iii)   a "regulation" includes any regulation, rule, official directive,
request or guideline of any governmental body, each as amended from time to time; and  iv)
a time of day is a reference to Indian Standard Time;  v)   the singular includes the plural.

2. INCORPORATION

2.1 The Parties shall incorporate the JVC.
"""

PARTICULARS = """LEASE

PARTICULARS

"Date"                    12 March 2024
"Landlord"                ACME PROPERTIES LIMITED (company number 01234567) whose registered
                          office is at 1 High Street, London EC1A 1AA
"Tenant"                  WIDGETS LIMITED (company number 07654321) whose registered office
                          is at 2 Low Road, Leeds LS1 1AA
"Premises"                Unit 5, Riverside Business Park, Leeds
"Rent"                    £50,000 a year

1. DEFINITIONS AND INTERPRETATION

1.1 In this Lease the definitions in the Particulars apply and:

"Business Day" means a day other than a Saturday, Sunday or bank holiday.

2. GRANT

2.1 The Landlord lets the Premises to the Tenant at the Rent.
"""


def test_inline_interpretation_entry_ends_before_next_item() -> None:
    terms = LegalChunker(jurisdiction="us").get_defined_terms(INTERPRETATION)
    regulation = terms["regulation"].definition
    assert regulation.startswith("includes any regulation, rule")
    assert regulation.endswith("each as amended from time to time; and")
    assert "time of day" not in regulation
    # a list of the entry's own ("(a) ... (b)") stays in it
    assert terms["person"].definition.endswith("any trustee of that trust;")
    assert terms["amendment"].definition == "includes a supplement, novation or re-enactment;"


def test_particulars_table_defines_its_quoted_terms() -> None:
    terms = LegalChunker(jurisdiction="uk").get_defined_terms(PARTICULARS)
    assert terms["Rent"].definition == "£50,000 a year"
    assert terms["Date"].definition == "12 March 2024"
    assert terms["Premises"].definition == "Unit 5, Riverside Business Park, Leeds"
    landlord = " ".join(terms["Landlord"].definition.split())
    assert landlord == (
        "ACME PROPERTIES LIMITED (company number 01234567) whose registered office is at "
        "1 High Street, London EC1A 1AA"
    )
    assert terms["Tenant"].definition.startswith("WIDGETS LIMITED")
    assert "Business Day" in terms


INDEX = """CREDIT AGREEMENT

INDEX OF DEFINED TERMS

"Affiliate"               Section 1.1
"Borrower"                Preamble
"Lender"                  Section 1.1
"Loan"                    1.1

1. LOANS

1.1 The Lender shall make the Loan to the Borrower.
"""


def test_index_of_defined_terms_is_no_particulars_table() -> None:
    terms = LegalChunker(jurisdiction="us").get_defined_terms(INDEX)
    assert "Affiliate" not in terms and "Lender" not in terms and "Borrower" not in terms
