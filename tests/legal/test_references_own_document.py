"""Whose unit a reference names: this document's (named by its title, "our Terms", "this
Agreement"), another document's (named before or after it: "our Privacy Policy, Section 3",
"Section 4 of our Cookie Policy"), or a place inside a unit ("clause (y) of the proviso to
Section 7.01")."""

from __future__ import annotations

from types import ModuleType

from clausewise import LegalChunk, LegalChunker


def _chunk(text: str, jurisdiction: str = "us") -> list[LegalChunk]:
    return LegalChunker(jurisdiction=jurisdiction, max_chunk_size=128, min_chunk_size=0).chunk(text)


TERMS = """BRIGHTLANE TERMS OF SERVICE

1. Your Account

1.1 You must keep your password secret. We use your account data as described in our \
Privacy Policy, Section 3.

1.2 Cookies are set as explained in Section 4 of our Cookie Policy and in Section 2 of these \
Terms.

2. Payment

2.1 Fees are stated in Section 2 of the applicable Order Form and are refunded only under \
Section 3 of the Terms of Service.

2.2 Under the Reseller Agreement, Section 3 applies to every refund.

3. Your Data

3.1 Your rights are set out in the Data Processing Addendum, clause 4.2; see also Section 2 \
of the Brightlane Terms of Service.
"""


def test_units_of_other_documents_are_external_and_the_terms_own_stay_internal(
    legal_checks: ModuleType,
) -> None:
    refs = legal_checks.reference_rows(_chunk(TERMS))
    assert refs == [
        ("Privacy Policy, Section 3", "Section 3, Privacy Policy", "external", None),
        ("Section 4 of our Cookie Policy", "Section 4, Cookie Policy", "external", None),
        ("Section 2", "2", "section", "2"),
        ("Section 2 of the applicable Order Form", "Section 2, Order Form", "external", None),
        # the document's own title names it: "the Terms of Service" is these Terms
        ("Section 3", "3", "section", "3"),
        # "Section 3" is the sentence's subject, not the Reseller Agreement's unit
        ("Section 3", "3", "section", "3"),
        (
            "Data Processing Addendum, clause 4.2",
            "Clause 4.2, Data Processing Addendum",
            "external",
            None,
        ),
        ("Section 2", "2", "section", "2"),
    ]


AMENDMENT = """FIRST AMENDMENT TO SUPPLY AGREEMENT

1. Amendments

1.1 Section 3 of the Supply Agreement is deleted and Section 2 of this Amendment applies.

2. Prices

2.1 The prices in Section 1 of the First Amendment are fixed.
"""

SUPPLY = """SUPPLY AGREEMENT

1. Supply

1.1 The Supplier shall deliver the Goods under Section 2 of the Supply Agreement.

2. Delivery

2.1 Delivery is made to the Customer's premises.
"""


def test_the_title_tells_this_document_from_the_one_it_amends(legal_checks: ModuleType) -> None:
    amendment = legal_checks.reference_rows(_chunk(AMENDMENT))
    assert amendment[0] == ("Section 3 of the Supply Agreement", "Section 3, Supply Agreement",
                            "external", None)  # fmt: skip
    assert amendment[1:] == [("Section 2", "2", "section", "2"), ("Section 1", "1", "section", "1")]
    assert legal_checks.reference_rows(_chunk(SUPPLY)) == [("Section 2", "2", "section", "2")]


CREDIT = """CREDIT AGREEMENT

SECTION 7.01. Liens. The Borrower shall not create any Lien, except:

(x) Liens existing on the date hereof; and

(y) Liens securing Indebtedness permitted by Section 7.02;

provided that (x) no Lien extends to the Collateral and (y) no Lien secures Indebtedness \
above the Cap.

SECTION 7.02. Indebtedness. The Borrower may incur Indebtedness that complies with clause (y) \
of the proviso to Section 7.01 and with clause (b) of the definition of "Permitted Liens".
"""


def test_a_clause_of_a_proviso_is_a_place_inside_its_section(legal_checks: ModuleType) -> None:
    refs = legal_checks.reference_rows(_chunk(CREDIT))
    assert ("Section 7.02", "7.02", "section", "Section 7.02") in refs
    # one reference into Section 7.01, not a "clause (y)" of its own resolved to 7.01(y);
    # a definition's clause names no unit at all
    proviso = "clause (y) of the proviso to Section 7.01"
    assert refs[-1] == (proviso, "7.01", "section", "Section 7.01")
    assert not [r for r in refs if r[0].startswith("clause (b)")]


LOAN = """CREDIT AGREEMENT

Section 2.01 Commitments. Each Lender agrees to make Loans.

Section 2.02 Borrowings. (a) Each Borrowing shall be made on notice.

(b) Each notice is irrevocable.

(c) The Agent shall notify each Lender.

Section 2.05 Interest. Interest is payable quarterly, and Sections 2.01 and 2.02 (other than \
clause (c) thereof) apply after an Event of Default.
"""


def test_thereof_after_this_documents_section_is_that_sections(legal_checks: ModuleType) -> None:
    refs = legal_checks.reference_rows(_chunk(LOAN))
    assert refs[-3:] == [
        ("Sections 2.01", "2.01", "section", "Section 2.01"),
        ("2.02", "2.02", "section", "Section 2.02"),
        # a clause of the section just cited, not of an instrument called "thereof"
        ("clause (c) thereof", "2.02(c)", "clause", "Section 2.02"),
    ]
