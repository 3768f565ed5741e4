"""Structure shapes of agreements and Acts we do not have, written for these tests: a unit
cited inside a sentence above its own heading, EU enacting formulas, numbered party lists,
exhibit forms, and layouts of credit agreements, leases and Acts."""

from __future__ import annotations

from clausewise import LegalChunker

_CREDIT = """CREDIT AGREEMENT

This CREDIT AGREEMENT is entered into as of March 1, 2024 among NORTHWIND HOLDINGS, INC., \
a Delaware corporation (the "Borrower"), the lenders party hereto and FIRST MERIDIAN BANK, \
as administrative agent.

ARTICLE I
DEFINITIONS

Section 1.01 Terms. Article II (Loans) applies to each Advance made under this Agreement.

Section 1.02 Accounting Terms. All accounting terms not specifically defined herein shall \
be construed in accordance with GAAP.

ARTICLE II
THE LOANS

Section 2.01 Commitments. Each Lender agrees to make Advances to the Borrower.

(a) Each Advance shall be in a minimum amount of $1,000,000.

(b) Each Advance shall be made on a Business Day.

Section 2.02 Repayment. The Borrower shall repay the Advances on the Maturity Date.
"""


def test_unit_cited_in_a_sentence_above_its_heading_is_text() -> None:
    # "Article II (Loans) applies ..." follows a full stop and continues the numbering, but
    # the heading "ARTICLE II" starts its own line below: the first is a citation.
    nodes = {n.identifier: n for n in LegalChunker().parse_structure(_CREDIT)}
    assert nodes["Article II"].char_start == _CREDIT.index("ARTICLE II")
    assert nodes["Article II"].title == "THE LOANS"
    assert nodes["Section 1.01"].char_end == _CREDIT.index("this Agreement.") + 15
    assert nodes["Section 1.02"].parent == "Article I"
    assert nodes["(b)"].parent == "Section 2.01"


def test_unit_cited_with_its_title_opening_a_paragraph_is_text() -> None:
    # "Article II (Loans) applies ..." opening its own paragraph: the bracketed title and the
    # sentence going on in lower case make it a citation wherever it stands.
    text = _CREDIT.replace("Section 1.01 Terms. Article II", "Section 1.01 Terms.\n\nArticle II")
    nodes = {n.identifier: n for n in LegalChunker().parse_structure(text)}
    assert nodes["Article II"].char_start == text.index("ARTICLE II")
    assert nodes["Section 1.02"].parent == "Article I"


_DIRECTIVE = """DIRECTIVE (EU) 2025/311 OF THE EUROPEAN PARLIAMENT AND OF THE COUNCIL

of 9 April 2025

on the repair of household appliances

THE EUROPEAN PARLIAMENT AND THE COUNCIL OF THE EUROPEAN UNION,

Having regard to the Treaty on the Functioning of the European Union, and in particular \
Article 114 thereof,

Whereas:

(1) Appliances are often discarded although they could be repaired at a reasonable cost.

(2) Manufacturers should therefore make spare parts available for a minimum period.

HAVE ADOPTED THIS DIRECTIVE:

Article 1

Subject matter

This Directive lays down rules on the repair of household appliances.

Article 2

Transposition

Member States shall bring into force the laws necessary to comply with this Directive.
"""


def test_enacting_formula_is_no_part_of_the_last_recital() -> None:
    nodes = {n.identifier: n for n in LegalChunker(jurisdiction="eu").parse_structure(_DIRECTIVE)}
    last = "for a minimum period."
    assert nodes["Recital 2"].char_end == _DIRECTIVE.index(last) + len(last)
    assert nodes["Recital 1"].char_end == _DIRECTIVE.index("reasonable cost.") + 16
    assert nodes["Article 1"].char_start == _DIRECTIVE.index("Article 1\n")


_SUPPLY = """SUPPLY AGREEMENT

This Supply Agreement is entered into on May 1, 2024 between Harbor Fasteners Inc. \
("Supplier") and Keel Marine Corp. ("Buyer").

RECITALS

A. Supplier manufactures stainless steel fasteners.

B. Buyer desires to purchase fasteners from Supplier.

NOW, THEREFORE, in consideration of the mutual promises below, the parties agree as follows:

1. Supply. Supplier shall supply the fasteners described in Recital B.

2. Price. Buyer shall pay the prices set out in Exhibit A.
"""


def test_lead_in_to_the_clauses_is_no_part_of_the_last_recital() -> None:
    nodes = {n.identifier: n for n in LegalChunker().parse_structure(_SUPPLY)}
    last = "fasteners from Supplier."
    assert nodes["Recital B"].char_end == _SUPPLY.index(last) + len(last)
    # The recitals section still closes with the lead-in; clause 1 starts after it.
    assert nodes["Recitals"].char_end == _SUPPLY.index("as follows:") + len("as follows:")
    assert nodes["1"].char_start == _SUPPLY.index("1. Supply")


_RELEASE = """THIS DEED OF RELEASE is dated 2 June 2025

PARTIES

(1) HOLLOWAY FINANCE LIMITED, a company incorporated in England and Wales (Lender).

(2) MARSH DEVELOPMENTS LIMITED, a company incorporated in England and Wales (Borrower).

BACKGROUND

(A) The Lender made a loan facility available to the Borrower under a facility agreement \
dated 1 March 2020.

(B) The Borrower has repaid all amounts outstanding under that facility agreement.

{turn}The Lender releases the Borrower from all its obligations under the facility \
agreement with effect from the date of this deed. This deed is governed by the law of \
England and Wales.

EXECUTED as a deed by HOLLOWAY FINANCE LIMITED acting by a director in the presence of a \
witness.
"""


def test_deed_without_numbered_clauses_turns_to_its_operative_text() -> None:
    # The background of a one-paragraph deed stays its recitals whichever turn opens the
    # operative text, and the turn is no part of the last recital.
    turns = ("NOW THIS DEED WITNESSES that:\n\n", "IT IS AGREED that:\n\n", "IT IS AGREED that ")
    for turn in turns:
        text = _RELEASE.format(turn=turn)
        chunker = LegalChunker(jurisdiction="uk", max_chunk_size=128)
        nodes = {n.identifier: n for n in chunker.parse_structure(text)}
        last = "under that facility agreement."
        assert nodes["Recital B"].char_end == text.index(last) + len(last), turn
        body = text.index(turn) if turn.endswith(" ") else text.index("The Lender releases")
        assert nodes["Body"].char_start == body, turn
        sections = {c.hierarchy_path: c.document_section.value for c in chunker.chunk(text)}
        assert sections["Recitals"] == "recitals" and sections["Body"] == "operative", turn


_LETTER = """THIS LETTER AGREEMENT is made on 14 January 2025

(1) ACME LIMITED, a company incorporated in England and Wales with company number 01234567 \
("Acme"); and

(2) BETA LLC, a Delaware limited liability company ("Beta").

Acme shall supply the Products to Beta at the prices agreed from time to time. Beta shall \
pay each invoice within 30 days of receipt.

This letter agreement is governed by English law.

Signed for and on behalf of ACME LIMITED

Signed for and on behalf of BETA LLC
"""

_CAPITAL_CLAUSES = """CONSULTANCY TERMS

(1) DEFINITIONS

In these terms the Consultant means Delta Advisory LLP.

(2) SERVICES

The Consultant shall provide the Services with reasonable skill and care.

(3) FEES

The Client shall pay the fees within 30 days.
"""


def test_numbered_parties_without_a_heading_are_the_preamble() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_LETTER)
    got = {n.identifier: n for n in nodes}
    assert "(1)" not in got and "(2)" not in got
    assert got["Preamble"].char_end == _LETTER.index('("Beta").') + len('("Beta").')
    assert got["Body"].char_start == _LETTER.index("Acme shall supply")
    # Clauses numbered the same way, headed in capitals on their own lines, stay clauses.
    clauses = LegalChunker(jurisdiction="uk").parse_structure(_CAPITAL_CLAUSES)
    assert [(n.identifier, n.title) for n in clauses if n.identifier.startswith("(")] == [
        ("(1)", "DEFINITIONS"),
        ("(2)", "SERVICES"),
        ("(3)", "FEES"),
    ]


_FORM = """MASTER SERVICES AGREEMENT

This Master Services Agreement is entered into on April 2, 2024 between Orchard Cloud Inc. \
("Provider") and Lantern Retail Corp. ("Customer").

1. Services. Provider shall perform the services described in each Statement of Work.

2. Fees. Customer shall pay the fees set out in each Statement of Work.

IN WITNESS WHEREOF, the parties have executed this Agreement.

ORCHARD CLOUD INC.

By: ____________________
Name:
Title:

EXHIBIT A
FORM OF STATEMENT OF WORK

1. Description of Services: ______________________________

2. Project Start Date: ____________

3. Fees: $__________ per month

4. ______________________
"""


def test_items_of_an_exhibit_form_with_blanks_are_its_paragraphs() -> None:
    # A numbered item that leaves a blank for its answer is an item of the form; a line of
    # underscores alone is still no heading.
    nodes = LegalChunker().parse_structure(_FORM)
    got = [(n.identifier, n.title, n.parent) for n in nodes if n.parent == "Exhibit A"]
    assert got == [
        ("1", "Description of Services", "Exhibit A"),
        ("2", "Project Start Date", "Exhibit A"),
        ("3", "Fees", "Exhibit A"),
    ]
    assert [n.identifier for n in nodes if n.parent is None] == [
        "Preamble",
        "1",
        "2",
        "Signatures",
        "Exhibit A",
    ]


_ACT_SCHEDULES = """Community Energy Act 2025

2025 CHAPTER 14

An Act to make provision about community energy schemes; and for connected purposes.

PART 1

COMMUNITY ENERGY SCHEMES

1 Grants

(1) The Secretary of State may make grants to a registered scheme.

(2) Schedule 1 makes further provision about grants.

2 Short title

This Act may be cited as the Community Energy Act 2025.

SCHEDULE 1

Section 1

GRANTS

1 An application for a grant must be made in writing.

2 The Secretary of State must decide an application within 3 months.

SCHEDULE 2

Section 1

AMENDMENTS

PART 1

AMENDMENTS TO THE ENERGY ACT 2013

1 The Energy Act 2013 is amended as follows.

2 In section 5, omit subsection (3).

PART 2

AMENDMENTS TO OTHER ENACTMENTS

3 The Climate Change Act 2008 is amended as follows.

4 The amendments made by this Part come into force on 1 April 2026.
"""


def test_act_schedules_with_notes_set_apart_and_parts() -> None:
    # The enabling note between blank lines ("SCHEDULE 1" / "Section 1" / "GRANTS") leaves
    # the title to the line after it; paragraphs opening with a name ("1 The Energy Act 2013
    # is amended ...") are paragraphs of the schedule's Parts, numbered on across them.
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_ACT_SCHEDULES)
    tops = [(n.identifier, n.title) for n in nodes if n.parent is None]
    assert tops[-2:] == [("Schedule 1", "GRANTS"), ("Schedule 2", "AMENDMENTS")]
    first = [n.identifier for n in nodes if n.parent == "Schedule 1"]
    assert first == ["1", "2"]  # "Section 1" is the note, not paragraph 1
    last_parts = [n for n in nodes if n.parent == "Schedule 2"]
    assert [n.identifier for n in last_parts] == ["Part 1", "Part 2"]
    start = _ACT_SCHEDULES.index("SCHEDULE 2")
    paras = [(n.identifier, n.parent) for n in nodes if n.char_start > start and n.level == 3]
    assert paras == [("1", "Part 1"), ("2", "Part 1"), ("3", "Part 2"), ("4", "Part 2")]


_PARTICULARS = """SHAREHOLDERS' AGREEMENT

THIS AGREEMENT is dated 3 March 2025 between Kestrel Ventures Limited (Investor) and \
Margaret Okafor (Founder).

1. Business of the Company

1.1 The business of the Company is the development of software.

2. Board of directors

2.1 The Board shall consist of up to five directors.

SCHEDULE 1 Particulars of the Company

1. Name: Kestrel Software Limited

2. Registered number: 09876543

3. Address: 14 Elm Road, Bristol BS6 7TT

4. Date of incorporation: 2 May 2019
"""


def test_rows_of_a_particulars_schedule_labelled_like_signature_lines() -> None:
    # "1. Name: ..." and "3. Address: ..." are rows of the schedule, filled in on their line,
    # titled by their label; a signature block numbers none of its lines.
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_PARTICULARS)
    got = [(n.identifier, n.title) for n in nodes if n.parent == "Schedule 1"]
    assert got == [
        ("1", "Name"),
        ("2", "Registered number"),
        ("3", "Address"),
        ("4", "Date of incorporation"),
    ]


_NDA = """NON-DISCLOSURE AGREEMENT

This Agreement is made on 8 August 2025 between Larkspur Biotech Limited ("Discloser") and \
Fenmore Capital LLP ("Recipient").

{heading}

1. The Discloser is developing a new vaccine platform.

2. The Recipient is considering an investment in the Discloser.

{turn}

1. Definitions

1.1 "Confidential Information" means all information disclosed by the Discloser.

2. Obligations

2.1 The Recipient shall keep the Confidential Information confidential.

3. Governing law

3.1 This Agreement is governed by English law.
"""


def test_recitals_numbered_like_the_clauses_after_them() -> None:
    # "1." and "2." under RECITALS are recitals; the clauses number from 1 again after the
    # line that turns to them.
    for heading, turn in (
        ("RECITALS", "IT IS AGREED as follows:"),
        ("WHEREAS:", "NOW, THEREFORE, the parties agree as follows:"),
        ("BACKGROUND", "AGREED TERMS"),
    ):
        text = _NDA.format(heading=heading, turn=turn)
        nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
        tops = [(n.identifier, n.title) for n in nodes if n.parent is None]
        assert tops == [
            ("Preamble", None),
            ("Recitals", None),
            ("1", "Definitions"),
            ("2", "Obligations"),
            ("3", "Governing law"),
        ], heading
        recitals = [n.identifier for n in nodes if n.parent == "Recitals"]
        assert recitals == ["Recital 1", "Recital 2"], heading


def test_sentence_opened_by_a_pronoun_is_no_run_in_title() -> None:
    text = """FACILITY AGREEMENT

THIS AGREEMENT is dated 2 February 2025 between Alder Bank plc and Birch Retail Limited.

1. The Facility

1.1 Commitment. The Lender makes available a term loan facility of £10,000,000.

2. Repayment

2.1 Final repayment. The Borrower shall repay the Loan on the Termination Date.

SCHEDULE 1
FORM OF UTILISATION REQUEST

1. We refer to the Agreement. This is a Utilisation Request.

2. Purpose. The Loan will be used for general corporate purposes.
"""
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    got = [(n.identifier, n.title) for n in nodes if n.parent == "Schedule 1"]
    assert got == [("1", None), ("2", "Purpose")]
    assert next(n.title for n in nodes if n.identifier == "1.1") == "Commitment"


_JOINT_VENTURE = """JOINT VENTURE AGREEMENT

This Joint Venture Agreement is executed at New Delhi on 3 March 2025 by and between:

1. SUNRISE AGRO PRIVATE LIMITED, a company incorporated under the Companies Act, 2013, \
having its registered office at 12 Nariman Point, Mumbai (hereinafter "Sunrise"); and

2. GREENFIELD TECHNOLOGIES LLP, a limited liability partnership having its office at 8 MG \
Road, Bengaluru (hereinafter "Greenfield").

1. DEFINITIONS

1.1 "JV Company" means the company to be incorporated under clause 2.

2. INCORPORATION

2.1 The parties shall incorporate the JV Company within 60 days.

3. GOVERNING LAW

3.1 This Agreement is governed by the laws of India.
"""


def test_parties_numbered_like_the_clauses_after_them() -> None:
    nodes = LegalChunker(jurisdiction="uk").parse_structure(_JOINT_VENTURE)
    tops = [(n.identifier, n.title) for n in nodes if n.parent is None]
    assert tops == [
        ("Preamble", None),
        ("1", "DEFINITIONS"),
        ("2", "INCORPORATION"),
        ("3", "GOVERNING LAW"),
    ]
    preamble = nodes[0]
    assert preamble.char_end == _JOINT_VENTURE.index('"Greenfield").') + len('"Greenfield").')


_LEASE = """RESIDENTIAL LEASE AGREEMENT

This Lease is entered into on August 1, 2025 between Riverbend Apartments LLC ("Landlord") \
and Jordan Ellis ("Tenant").

1. PREMISES: Landlord leases to Tenant Apartment 3B, 410 Oak Street, Springfield, IL 62701.

2. RENT: Tenant shall pay rent of $1,450 per month, due on the first day of each month.

3. PETS: No pets are permitted without Landlord's written consent.

LANDLORD: ______________________    Date: __________

TENANT: ________________________    Date: __________
"""


def test_signatories_blank_lines_open_the_signatures_without_a_marker() -> None:
    nodes = LegalChunker().parse_structure(_LEASE)
    got = {n.identifier: n for n in nodes}
    assert got["3"].char_end == _LEASE.index("written consent.") + len("written consent.")
    assert got["Signatures"].char_start == _LEASE.index("LANDLORD: ____")
    # One blank in a clause's text is no signature block.
    single = _LEASE[: _LEASE.index("LANDLORD:")] + "4. DEPOSIT: Amount paid:\nAMOUNT: ________\n"
    assert "Signatures" not in [n.identifier for n in LegalChunker().parse_structure(single)]


def test_clauses_numbered_like_the_parties_list_above_them() -> None:
    text = """CONFIDENTIALITY AGREEMENT

Date: 14 January 2025

Parties:

(1) ACME LIMITED, a company incorporated in England and Wales ("Acme").

(2) BETA LLC, a Delaware limited liability company ("Beta").

(1) Each party shall keep the other party's Confidential Information secret.

(2) This agreement is governed by English law.
"""
    nodes = LegalChunker(jurisdiction="uk").parse_structure(text)
    got = [(n.identifier, n.char_start) for n in nodes if n.parent is None]
    assert got == [
        ("Preamble", 0),
        ("(1)", text.index("(1) Each party")),
        ("(2)", text.index("(2) This agreement")),
    ]
