"""Codes printed to text: chapters and subchapters over sections numbered through the whole
title ("CHAPTER 41—..." / "SUBCHAPTER I—..." / "§ 1601." ... "SUBCHAPTER II—..." / "§ 1671."),
sections inserted later ("§ 1681a"), five-digit numbers ("§ 12101"). Texts written for the
test in the layout of the United States Code."""

from __future__ import annotations

from clausewise import LegalChunker

_SUBCHAPTERS = """CHAPTER 41—CONSUMER CREDIT PROTECTION

SUBCHAPTER I—CONSUMER CREDIT COST DISCLOSURE

§ 1601. Congressional findings and declaration of purpose

(a) Informed use of credit

The Congress finds that economic stabilization would be enhanced by the informed use of credit.

(b) Terms of personal property leases

The Congress also finds that there has been a recent trend toward leasing.

§ 1602. Definitions and rules of construction

(a) The definitions and rules of construction set forth in this section are applicable.

SUBCHAPTER II—RESTRICTIONS ON GARNISHMENT

§ 1671. Congressional findings and declaration of purpose

(a) The Congress finds that the unrestricted garnishment of compensation encourages
predatory extensions of credit.

§ 1672. Definitions

For the purposes of this subchapter the term "earnings" means compensation paid for personal
services.
"""


def _outline(text: str) -> list[tuple[int, str, str | None, str | None]]:
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    return [(n.level, n.identifier, n.title, n.parent) for n in nodes]


def test_sections_of_every_subchapter_are_kept() -> None:
    # Subchapter II starts at § 1671, far from § 1602: its sections were merged into
    # § 1602(a) before.
    assert _outline(_SUBCHAPTERS) == [
        (1, "Chapter 41", "CONSUMER CREDIT PROTECTION", None),
        (2, "Subchapter I", "CONSUMER CREDIT COST DISCLOSURE", "Chapter 41"),
        (3, "§ 1601", "Congressional findings and declaration of purpose", "Subchapter I"),
        (4, "(a)", "Informed use of credit", "§ 1601"),
        (4, "(b)", "Terms of personal property leases", "§ 1601"),
        (3, "§ 1602", "Definitions and rules of construction", "Subchapter I"),
        (4, "(a)", None, "§ 1602"),
        (2, "Subchapter II", "RESTRICTIONS ON GARNISHMENT", "Chapter 41"),
        (3, "§ 1671", "Congressional findings and declaration of purpose", "Subchapter II"),
        (4, "(a)", None, "§ 1671"),
        (3, "§ 1672", "Definitions", "Subchapter II"),
    ]
    last = LegalChunker(jurisdiction="us").parse_structure(_SUBCHAPTERS)[-1]
    assert _SUBCHAPTERS[last.char_start :].startswith("§ 1672. Definitions")


def test_a_section_titled_definitions_under_a_subchapter_is_the_definitions() -> None:
    chunker = LegalChunker(jurisdiction="us")
    from clausewise.legal.pipeline import parse_tree
    from clausewise.normalize import normalize

    tree = parse_tree(normalize(_SUBCHAPTERS), chunker.options)
    sections = {n.identifier: n.section.value for n in tree.nodes if n.kind == "section"}
    assert sections["§ 1602"] == "definitions"
    assert sections["§ 1601"] == "operative"


_CHAPTERS = """TITLE 15—COMMERCE AND TRADE

CHAPTER 7—

BUREAU OF STANDARDS

§ 271. Findings and purposes

(a) The Congress finds the following:

(1) The future well-being of the United States economy depends on a strong manufacturing
base.

(2) Technological innovation is critical.

§ 272. Establishment, functions, and activities

(a) There is established within the Department of Commerce a science and technology
laboratory.

CHAPTER 8—WEIGHTS AND MEASURES

§ 281. Standard units

The standard units shall be as provided in this chapter.

§ 282. Metric system authorized

It shall be lawful to employ the weights and measures of the metric system.
"""


def test_chapters_hold_their_sections() -> None:
    # The sections under two chapters were all lost before (only the chapters were found);
    # "CHAPTER 7—" has its title on the next line.
    outline = _outline(_CHAPTERS)
    assert [o for o in outline if o[0] <= 2] == [
        (1, "Preamble", None, None),
        (1, "Chapter 7", "BUREAU OF STANDARDS", None),
        (2, "§ 271", "Findings and purposes", "Chapter 7"),
        (2, "§ 272", "Establishment, functions, and activities", "Chapter 7"),
        (1, "Chapter 8", "WEIGHTS AND MEASURES", None),
        (2, "§ 281", "Standard units", "Chapter 8"),
        (2, "§ 282", "Metric system authorized", "Chapter 8"),
    ]
    assert [o[1] for o in outline if o[3] == "(a)"] == ["(1)", "(2)"]


def test_a_lone_chapter_heading_holds_the_sections_below_it() -> None:
    text = _CHAPTERS[: _CHAPTERS.index("CHAPTER 8")]
    outline = _outline(text)
    assert [o for o in outline if o[0] <= 2] == [
        (1, "Preamble", None, None),
        (1, "Chapter 7", "BUREAU OF STANDARDS", None),
        (2, "§ 271", "Findings and purposes", "Chapter 7"),
        (2, "§ 272", "Establishment, functions, and activities", "Chapter 7"),
    ]


_INSERTED = """CHAPTER 41—CONSUMER CREDIT PROTECTION

SUBCHAPTER III—CREDIT REPORTING AGENCIES

§ 1681. Congressional findings and statement of purpose

(a) Accuracy and fairness of credit reporting

The Congress makes the following findings.

§ 1681a. Definitions; rules of construction

(a) Definitions and rules of construction set forth in this section are applicable for the
purposes of this subchapter.

§ 1681b. Permissible purposes of consumer reports

(a) In general

Any consumer reporting agency may furnish a consumer report under the following
circumstances and no other.

§ 1681c. Requirements relating to information contained in consumer reports

No consumer reporting agency may make any consumer report containing obsolete information.
"""


def test_sections_inserted_with_a_letter_are_sections() -> None:
    outline = _outline(_INSERTED)
    assert [(o[1], o[2], o[3]) for o in outline if o[1].startswith("§")] == [
        ("§ 1681", "Congressional findings and statement of purpose", "Subchapter III"),
        ("§ 1681a", "Definitions; rules of construction", "Subchapter III"),
        ("§ 1681b", "Permissible purposes of consumer reports", "Subchapter III"),
        (
            "§ 1681c",
            "Requirements relating to information contained in consumer reports",
            "Subchapter III",
        ),
    ]


def test_five_digit_sections_and_numbers_left_out() -> None:
    text = """CHAPTER 126—EQUAL OPPORTUNITY FOR INDIVIDUALS WITH DISABILITIES

§ 12101. Findings and purpose

(a) Findings

The Congress finds that physical or mental disabilities in no way diminish a person's right
to fully participate in all aspects of society.

§ 12102. Definition of disability

As used in this chapter, the term "disability" means a physical or mental impairment.

§ 12111. Definitions

As used in this subchapter, the term "employer" means a person engaged in an industry
affecting commerce.
"""
    outline = _outline(text)
    assert [(o[1], o[3]) for o in outline if o[1].startswith("§")] == [
        ("§ 12101", "Chapter 126"),
        ("§ 12102", "Chapter 126"),
        ("§ 12111", "Chapter 126"),
    ]


_CFR = """PART 1026—TRUTH IN LENDING (REGULATION Z)

Subpart A—General

§ 1026.1 Authority, purpose, coverage, organization, enforcement, and liability.

(a) Authority. This part, known as Regulation Z, is issued by the Bureau of Consumer
Financial Protection.

(b) Purpose. The purpose of this part is to promote the informed use of consumer credit.

§ 1026.2 Definitions and rules of construction.

(a) Definitions. For purposes of this part, the following definitions apply:

(1) Act means the Truth in Lending Act.

(2) Advertisement means a commercial message in any medium.

§ 1026.3 Exempt transactions.

This part does not apply to the following:

(a) Business, commercial, agricultural, or organizational credit.

Subpart B—Open-End Credit

§ 1026.5 General disclosure requirements.

(a) Form of disclosures. The creditor shall make the disclosures required by this subpart
clearly and conspicuously.

§ 1026.6 Account-opening disclosures.

(a) Rules affecting home-equity plans. The creditor shall disclose the items in this
section.
"""


def test_federal_regulations_parts_subparts_and_sections() -> None:
    # Sections numbered within their part ("§ 1026.5") are no sub-clauses of the part, the
    # second subpart keeps its sections, and a heading closed by a full stop is a title.
    outline = _outline(_CFR)
    assert [o for o in outline if o[0] <= 3] == [
        (1, "Part 1026", "TRUTH IN LENDING (REGULATION Z)", None),
        (2, "Subpart A", "General", "Part 1026"),
        (
            3,
            "§ 1026.1",
            "Authority, purpose, coverage, organization, enforcement, and liability",
            "Subpart A",
        ),
        (3, "§ 1026.2", "Definitions and rules of construction", "Subpart A"),
        (3, "§ 1026.3", "Exempt transactions", "Subpart A"),
        (2, "Subpart B", "Open-End Credit", "Part 1026"),
        (3, "§ 1026.5", "General disclosure requirements", "Subpart B"),
        (3, "§ 1026.6", "Account-opening disclosures", "Subpart B"),
    ]
    assert [o[1] for o in outline if o[3] == "(a)" and o[0] == 5] == ["(1)", "(2)"]


def test_a_sentence_after_a_section_sign_is_no_title() -> None:
    text = (
        "§ 1 Subject matter\n\nThe Landlord lets the premises to the Tenant.\n\n"
        "§ 2 The Tenant shall pay the rent monthly in advance.\n\n"
        "§ 3 Term\n\nThe lease runs for five years.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [(n.identifier, n.title) for n in nodes if n.level == 1] == [
        ("§ 1", "Subject matter"),
        ("§ 2", None),
        ("§ 3", "Term"),
    ]


_HOUSE = """15 USC CHAPTER 41, SUBCHAPTER III: CREDIT REPORTING AGENCIES
From Title 15—COMMERCE AND TRADE
CHAPTER 41—CONSUMER CREDIT PROTECTION

SUBCHAPTER III—CREDIT REPORTING AGENCIES

§1681. Congressional findings and statement of purpose

(a) Accuracy and fairness of credit reporting

The Congress makes the following findings:

(1) The banking system is dependent upon fair and accurate credit reporting.

(2) An elaborate mechanism has been developed for investigating and evaluating the credit
worthiness of consumers.

(b) Reasonable procedures

It is the purpose of this subchapter to require that consumer reporting agencies adopt
reasonable procedures.

(Pub. L. 90–321, title VI, §602, as added Pub. L. 91–508, title VI, §601, Oct. 26, 1970, 84
Stat. 1128.)

§1681a. Definitions; rules of construction

(a) Definitions and rules of construction set forth in this section are applicable for the
purposes of this subchapter.

(b) The term "person" means any individual, partnership or corporation.

§1681b. Permissible purposes of consumer reports

(a) In general

Any consumer reporting agency may furnish a consumer report under the following
circumstances and no other:

(1) In response to the order of a court having jurisdiction to issue such an order.

(2) In accordance with the written instructions of the consumer to whom it relates.
"""


def test_a_code_chapter_as_its_official_download_prints_it() -> None:
    # "§1681." without a space, a header naming the chapter and subchapter: the numbered
    # findings "(1)", "(2)" were read as the document's outline before.
    outline = _outline(_HOUSE)
    assert [o for o in outline if o[0] <= 3] == [
        (1, "Preamble", None, None),
        (1, "Chapter 41", "CONSUMER CREDIT PROTECTION", None),
        (2, "Subchapter III", "CREDIT REPORTING AGENCIES", "Chapter 41"),
        (3, "§ 1681", "Congressional findings and statement of purpose", "Subchapter III"),
        (3, "§ 1681a", "Definitions; rules of construction", "Subchapter III"),
        (3, "§ 1681b", "Permissible purposes of consumer reports", "Subchapter III"),
    ]
    findings = [o[1] for o in outline if o[3] == "(a)" and o[0] == 5]
    assert findings == ["(1)", "(2)", "(1)", "(2)"]


def test_parts_under_a_subchapter_with_only_lettered_sections() -> None:
    # Subchapter XVIII stands over Part A with no section between, and every section carries
    # a letter (no "§ 1395" to follow): both were lost before.
    text = """CHAPTER 7—SOCIAL SECURITY

SUBCHAPTER XVIII—HEALTH INSURANCE FOR AGED AND DISABLED

Part A—Hospital Insurance Benefits for Aged and Disabled

§1395c. Description of program

The insurance program provides basic protection against the costs of hospital care.

§1395d. Scope of benefits

(a) Entitlement to payment

The benefits provided to an individual shall consist of entitlement to have payment made.

Part B—Supplementary Medical Insurance Benefits for Aged and Disabled

§1395j. Establishment of supplementary medical insurance program

There is hereby established a voluntary insurance program.
"""
    outline = _outline(text)
    assert [(o[0], o[1], o[3]) for o in outline] == [
        (1, "Chapter 7", None),
        (2, "Subchapter XVIII", "Chapter 7"),
        (3, "Part A", "Subchapter XVIII"),
        (4, "§ 1395c", "Part A"),
        (4, "§ 1395d", "Part A"),
        (5, "(a)", "§ 1395d"),
        (3, "Part B", "Subchapter XVIII"),
        (4, "§ 1395j", "Part B"),
    ]


_STATE = """ARTICLE 12

Tenants and Landlords

PART 1

SECURITY DEPOSITS

38-12-101. Legislative declaration. The general assembly finds and declares that the
public interest requires fair treatment of tenants.

38-12-102. Definitions. As used in this part, unless the context otherwise requires:

(1) "Landlord" means the owner of a residential premises.

(2) "Security deposit" means any advance or deposit of money.

38-12-103. Return of security deposit. (1) A landlord shall return to the tenant the full
security deposit within one month.

PART 2

MOBILE HOME PARK ACT

38-12-201. Short title. This part shall be known and may be cited as the "Mobile Home Park
Act".

38-12-202. Applicability. This part applies to all mobile home parks.
"""


def test_state_statute_sections_numbered_without_a_section_sign() -> None:
    # "38-12-101." opens its line with no "§" or "Sec.", as several states print their
    # statutes; the article above the parts holds them.
    outline = _outline(_STATE)
    assert [(o[0], o[1], o[2], o[3]) for o in outline if o[0] <= 3] == [
        (1, "Article 12", "Tenants and Landlords", None),
        (2, "Part 1", "SECURITY DEPOSITS", "Article 12"),
        (3, "§ 38-12-101", "Legislative declaration", "Part 1"),
        (3, "§ 38-12-102", "Definitions", "Part 1"),
        (3, "§ 38-12-103", "Return of security deposit", "Part 1"),
        (2, "Part 2", "MOBILE HOME PARK ACT", "Article 12"),
        (3, "§ 38-12-201", "Short title", "Part 2"),
        (3, "§ 38-12-202", "Applicability", "Part 2"),
    ]
    assert [o[1] for o in outline if o[3] == "§ 38-12-102"] == ["(1)", "(2)"]


def test_a_lone_hyphenated_number_is_no_section() -> None:
    text = (
        "1. Term. This agreement lasts one year.\n\n"
        "10-15. Reserved for later use.\n\n"
        "2. Fees. The Customer pays the Fees.\n"
    )
    nodes = LegalChunker(jurisdiction="us").parse_structure(text)
    assert [n.identifier for n in nodes] == ["1", "2"]
