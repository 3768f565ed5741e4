"""Structure shapes of contracts and Acts we do not have, written for these tests: a
sentence-case "Agreed terms" line, wrapped numbered headings, sub-clause titles in capitals,
deeds whose parties are numbered, sentence-shaped lines, front matter, running headers."""

from __future__ import annotations

from clausewise import LegalChunker

_UK_AGREEMENT = """THIS AGREEMENT is dated 4 February 2025

PARTIES

(1) NORTHGATE SYSTEMS LIMITED incorporated and registered in England and Wales with company \
number 04567123 whose registered office is at 12 Mill Lane, Leeds LS1 4AB (Supplier).

(2) RIVERSIDE HOUSING TRUST incorporated and registered in England and Wales with company \
number 07891234 whose registered office is at 3 Quay Street, Bristol BS1 2CD (Customer).

BACKGROUND

(A) The Supplier provides housing management software.

(B) The Customer wishes to licence that software on the terms of this agreement.

Agreed terms

1. Interpretation

1.1 The definitions in this clause apply in this agreement.

2. Licence

2.1 The Supplier grants to the Customer a non-exclusive licence to use the Software.
"""


def test_sentence_case_agreed_terms_ends_the_recitals() -> None:
    # The line closes the recitals section: it is no part of the last recital's sentence,
    # nor the first clause's title.
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_UK_AGREEMENT)
    got = {n.identifier: n for n in nodes}
    marker = _UK_AGREEMENT.index("Agreed terms")
    last = "on the terms of this agreement."
    assert got["Recital B"].char_end == _UK_AGREEMENT.index(last) + len(last)
    assert got["Recitals"].char_end == marker + len("Agreed terms")
    assert got["1"].char_start == _UK_AGREEMENT.index("1. Interpretation")
    assert got["1"].title == "Interpretation"


def _tree(text: str, jurisdiction: str = "uk") -> dict[str, tuple[str | None, str | None]]:
    """identifier -> (title, parent identifier)."""
    nodes = LegalChunker(jurisdiction=jurisdiction).parse_structure(text)
    return {n.identifier: (n.title, n.parent) for n in nodes}


_WRAPPED = """SUPPLY AGREEMENT

This Agreement is made on 1 May 2025 between Alder Components Limited (the "Supplier") and \
Brook Engineering Limited (the "Buyer").

1. Supply of Goods

The Supplier shall supply the Goods to the Buyer in accordance with this Agreement.

2. Rights of Third
Parties

A person who is not a party to this Agreement has no right to enforce any of its terms.

3. GOVERNING LAW AND
JURISDICTION

3.1 This Agreement is governed by the law of England and Wales.

4. LIMITATION OF BUYER
REMEDIES

4.1 The remedies in this clause are the Buyer's sole remedies.
"""


def test_a_heading_wrapped_after_a_full_word_is_one_title() -> None:
    got = _tree(_WRAPPED)
    assert got["2"][0] == "Rights of Third Parties"
    assert got["3"][0] == "GOVERNING LAW AND JURISDICTION"
    assert got["4"][0] == "LIMITATION OF BUYER REMEDIES"
    assert got["1"][0] == "Supply of Goods"


def test_a_line_under_a_heading_that_opens_a_paragraph_stays_text() -> None:
    # "Affiliate" / "means ...": the line below goes on in lower case; and a line followed
    # by more text on the next line is a paragraph's first line.
    text = (
        "1. Definitions and Interpretation\nAffiliate\n\nmeans any company controlled by a "
        "party.\n\n2. Payment Terms\nInvoices\nare payable within 30 days of receipt.\n"
    )
    got = _tree(text)
    assert got["1"][0] == "Definitions and Interpretation"
    assert got["2"][0] == "Payment Terms"


_WARRANTIES = """SOFTWARE MAINTENANCE AGREEMENT

THIS AGREEMENT is made on 2 June 1999 between Meridian Data Services Limited ("Meridian") \
and Kestrel Insurance plc ("Kestrel").

1. SERVICES

1.1 Meridian shall provide the maintenance services described in the Schedule.

2. WARRANTIES

2.1 Meridian warrants that the software will perform in accordance with its documentation.

2.2 YEAR 2000 COMPLIANCE.
Meridian warrants that the software will process date data accurately before, during and \
after 1 January 2000.

2.3 Year 2000 Testing. Meridian shall test the software for year 2000 compliance.

2.4 Signatures. This Agreement may be signed in counterparts.

3. TERM

3.1 This Agreement shall continue for three years.
"""


def test_sub_clauses_titled_with_a_year_or_signatures_are_kept() -> None:
    # A unit of time followed by the number naming it is a title, not a quantity ("30
    # days"); "Signatures." is a clause on signing, not a signature block.
    got = _tree(_WARRANTIES)
    assert got["2.2"] == ("YEAR 2000 COMPLIANCE", "2")
    assert got["2.3"] == ("Year 2000 Testing", "2")
    assert got["2.4"] == ("Signatures", "2")
    assert got["3"][0] == "TERM"


def test_a_numbered_list_before_an_agreements_first_article_stays_in_the_preamble() -> None:
    # Recitals numbered "1." and "2." before "ARTICLE I" / "Section 1.01": the sections of
    # the article do not go on from them, so they are not the agreement's sections.
    text = (
        "LOAN AGREEMENT\n\nRecitals:\n\n1. The Borrower has requested a loan.\n\n"
        "2. The Lender is willing to make the loan on the terms of this Agreement.\n\n"
        "ARTICLE I\n\nDEFINITIONS\n\nSection 1.01 Defined Terms. Terms used here have the "
        "meanings given below.\n\nSection 1.02 Construction. Headings are for convenience.\n\n"
        "ARTICLE II\n\nTHE LOAN\n\nSection 2.01 The Loan. The Lender shall lend the Borrower "
        "the amount requested.\n"
    )
    got = _tree(text, "us")
    assert "1" not in got and "2" not in got
    assert got["Section 1.01"][1] == "Article I"


_DEED = """THIS DEED OF RELEASE is dated 12 March 2025

PARTIES

(1) ACME LIMITED incorporated and registered in England and Wales with company number \
01234567 whose registered office is at 1 High Street, Reading RG1 1AA (the Releasor).

(2) BETA PLC incorporated and registered in England and Wales with company number 07654321 \
whose registered office is at 20 Bank Street, London E14 5AB (the Releasee).

1. RELEASE

The Releasor irrevocably and unconditionally releases the Releasee from all claims arising \
under the Supply Agreement dated 1 June 2020.

This document has been executed as a deed and is delivered and takes effect on the date \
stated at the beginning of it.
"""


def test_a_deed_with_one_clause_keeps_its_numbered_parties_in_the_preamble() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_DEED)
    got = {n.identifier: n for n in nodes}
    assert "(1)" not in got and "(2)" not in got
    assert got["1"].title == "RELEASE" and got["1"].char_start == _DEED.index("1. RELEASE")
    assert got["Preamble"].char_end < _DEED.index("1. RELEASE")
    assert got["Preamble"].char_end > _DEED.index("(2) BETA PLC")


_TERMS = """SUPPLY TERMS

These terms apply to every order placed by the Buyer.

Delivery

The Supplier shall deliver the Goods.

The Goods will be delivered to the Buyer's premises during business hours.

Payment

The Buyer shall pay each invoice within 30 days.

Invoices are payable in pounds sterling by bank transfer.

Risk and Title

Risk passes on delivery.

Title passes on payment in full.
"""


def test_a_short_sentence_under_a_heading_is_its_text_not_a_heading() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_TERMS)
    titles = [n.title for n in nodes if n.level == 1 and n.identifier != "Preamble"]
    assert titles == ["Delivery", "Payment", "Risk and Title"]
    assert nodes[-1].char_end == len(_TERMS.rstrip())


_LEASE = """DATED 3 April 2025

(1) HOLLOWAY ESTATES LIMITED

(2) GREENFIELD CATERING LIMITED

LEASE OF UNIT 4, RIVERSIDE PARK

CONTENTS

1. Definitions and interpretation
2. Grant
3. Tenant covenants

SCHEDULE 1 The Property

THIS LEASE is dated 3 April 2025

PARTIES

(1) HOLLOWAY ESTATES LIMITED incorporated and registered in England and Wales with company \
number 02345678 (Landlord).

(2) GREENFIELD CATERING LIMITED incorporated and registered in England and Wales with company \
number 08765432 (Tenant).

AGREED TERMS

1. Definitions and interpretation

1.1 The definitions in this clause apply in this lease.

2. Grant

2.1 The Landlord lets the Property to the Tenant for the Contractual Term.

3. Tenant covenants

3.1 The Tenant shall pay the Rent on the Rent Payment Dates.

This lease has been executed as a deed and is delivered and takes effect on the date stated \
at the beginning of it.

SCHEDULE 1 THE PROPERTY

Unit 4, Riverside Park, Oxford OX2 0AB shown edged red on the Plan.
"""


def test_front_matter_headings_do_not_outrank_the_clauses() -> None:
    # A cover page, contents and parties take half the text before the signatures: their
    # headings in capitals are front matter, not the sections the clauses sit in.
    got = _tree(_LEASE)
    assert got["1"] == ("Definitions and interpretation", None)
    assert got["3.1"][1] == "3"
    assert got["Schedule 1"][0] == "THE PROPERTY"
    assert "PARTIES" not in got and "CONTENTS" not in got


def test_a_title_under_its_unit_heading_wrapped_over_two_lines_is_one_title() -> None:
    text = (
        "LICENCE AGREEMENT\n\nThis Agreement is made between Alder Software Limited and Brook "
        "Retail Limited.\n\nARTICLE 1\nDEFINITIONS AND\nINTERPRETATION\n\n1.1 Words defined "
        "here have the meanings given.\n\nARTICLE 2\nRIGHTS OF THIRD\nPARTIES\n\n2.1 No third "
        "party may enforce this Agreement.\n\nARTICLE 3\nRights of Third\nParties\n\n3.1 No "
        "third party may enforce this Agreement.\n\nSCHEDULE 1\nRENT REVIEW\nPART A\n\n1. The "
        "Rent is reviewed yearly.\n"
    )
    got = _tree(text, "us")
    assert got["Article 1"][0] == "DEFINITIONS AND INTERPRETATION"
    assert got["Article 2"][0] == "RIGHTS OF THIRD PARTIES"
    assert got["Article 3"][0] == "Rights of Third Parties"
    assert got["Schedule 1"][0] == "RENT REVIEW"


def test_a_deed_with_one_unnumbered_operative_paragraph_keeps_its_parties_in_the_preamble() -> None:
    text = _DEED.replace("PARTIES", "BETWEEN:").replace(
        "1. RELEASE\n\nThe Releasor", "NOW THIS DEED WITNESSES that the Releasor"
    )
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    got = {n.identifier: n for n in nodes}
    assert "(1)" not in got and "(2)" not in got
    body = text.index("NOW THIS DEED WITNESSES")
    assert got["Preamble"].char_end < body < got["Preamble"].char_end + 3
    assert got["Body"].char_start == body


def test_lettered_sections_with_one_numbered_item_in_the_last_stay_the_outline() -> None:
    # Only a list under a parties line gives way to a single clause after it.
    text = (
        "CONSULTING AGREEMENT\n\nThis Agreement is made between Alder Limited and Brook "
        "Limited.\n\nA. SERVICES\n\nThe Consultant shall provide the services.\n\nB. FEES\n\n"
        "The Client shall pay the fees monthly.\n\nC. TERM\n\n1. The term is one year from the "
        "date of this Agreement.\n"
    )
    got = _tree(text)
    assert got["A."][0] == "SERVICES" and got["C."][0] == "TERM"


def test_an_eu_chapter_title_wrapped_after_a_joining_word_is_one_title() -> None:
    text = (
        "REGULATION (EU) 2025/123 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL\n\n"
        "on the labelling of water-using products\n\nHAVE ADOPTED THIS REGULATION:\n\n"
        "CHAPTER I\n\nGENERAL PROVISIONS\n\nArticle 1\n\nSubject matter\n\nThis Regulation "
        "lays down rules on labelling.\n\nCHAPTER II\n\nOBLIGATIONS OF\nSUPPLIERS\n\n"
        "Article 2\n\nLabels\n\nSuppliers shall ensure that products carry a label.\n"
    )
    got = _tree(text, "eu")
    assert got["Chapter II"][0] == "OBLIGATIONS OF SUPPLIERS"
    assert got["Article 2"] == ("Labels", "Chapter II")


def test_a_running_header_under_a_heading_is_no_part_of_its_title() -> None:
    # The heading ends a page and the running header follows it: that line stands alone on
    # every page, it does not finish the title.
    header = "Master Services Agreement"
    text = "MASTER SERVICES AGREEMENT\n\nThis Agreement is made between Orion Inc and Pine LLC.\n"
    for k, title in enumerate(["Services Provided", "Fees and Payment", "Governing Law"], 1):
        under = f"{header}\n" if k == 2 else ""
        text += f"\n{k}. {title}\n{under}\n{k}.1 The parties shall act in good faith.\n\n{header}\n"
    assert _tree(text, "us")["2"][0] == "Fees and Payment"
