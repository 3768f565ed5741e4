"""Statute citations inside chunked agreements: the cited Act's sections stay external, the
agreement's own units around them resolve to the chunks that hold them."""

from __future__ import annotations

from clausewise import LegalChunk, LegalChunker

_US_EMPLOYMENT = """EMPLOYMENT AGREEMENT

ARTICLE I
DEFINITIONS

Section 1.01 Definitions. "Code" means the Internal Revenue Code of 1986, as amended. \
"Cause" has the meaning given in Section 3.01.

Section 1.02 Interpretation. Headings are for convenience only.

ARTICLE II
COMPENSATION

Section 2.01 Base Salary. The Company shall pay the Executive a base salary of $250,000 per \
year.

Section 2.02 Bonus. Subject to Section 1.01 and Section 409A of the Code, the Company shall \
pay the Bonus within 30 days after the end of each year.

Section 2.03 Deferred Amounts. Each payment under Sections 409A and 457A of the Code is a \
separate payment. Payments under Sec. 2.01 are made monthly.

ARTICLE III
TERMINATION

Section 3.01 Cause. Cause means a material breach of Section 2.01 by the Executive.
"""

_UK_SHARE_PURCHASE = """SHARE PURCHASE AGREEMENT

1. DEFINITIONS

1.1 "Group Company" means the Company and each subsidiary undertaking of it (as defined in \
s.1159 CA 2006), and "Warranties" means the warranties in Schedule 4.

2. SALE AND PURCHASE

2.1 The Seller shall sell the Shares with full title guarantee.

2.2 The directors' duties in ss. 171 to 173 of the Companies Act 2006 are not affected by \
clause 2.1.

3. WARRANTIES

3.1 The Seller gives the Warranties subject to paragraph 3 of Schedule 4 and relies on \
section 14 of the Sale of Goods Act 1893.

SCHEDULE 4
WARRANTIES

1. The Seller is the sole legal owner of the Shares.

2. The Company is not insolvent within s. 123 of the Insolvency Act 1986.

3. The accounts comply with paragraph 2 and with section 393 of the Companies Act 2006.
"""

_DATA_PROCESSING = """DATA PROCESSING AGREEMENT

1. SUBJECT MATTER

1.1 The Processor processes Personal Data on behalf of the Controller as required by Art. 28 \
para. 3 GDPR.

1.2 For employee data the Controller relies on § 26 para. 1 BDSG and on clause 2.1.

2. OBLIGATIONS OF THE PROCESSOR

2.1 The Processor shall implement the measures in clause 1.1 and in Annex 1.

ANNEX 1
TECHNICAL AND ORGANISATIONAL MEASURES

1. Access control.

2. Encryption of data at rest.
"""


_Found = dict[str, list[tuple[str, object]]]


def _refs(text: str, jurisdiction: str) -> tuple[list[LegalChunk], _Found]:
    """The chunks, and for each reference's raw text the (identifier, target) pairs it gives:
    the target is the hierarchy path of the chunk it resolves to, or the external citation."""
    chunks = LegalChunker(jurisdiction=jurisdiction, max_chunk_size=128).chunk(text)
    out: _Found = {}
    for chunk in chunks:
        for ref in chunk.cross_references:
            if ref.target_kind == "external":
                target: object = ref.external
            elif ref.target_chunk_index is not None:
                target = chunks[ref.target_chunk_index].hierarchy_path
            else:
                target = None
            out.setdefault(ref.raw_text, []).append((ref.target_identifier, target))
    return chunks, out


def test_the_codes_section_after_a_repeated_head_word_leaves_the_agreements_own_section() -> None:
    _, refs = _refs(_US_EMPLOYMENT, "us")
    # "Section 1.01 and Section 409A of the Code": 1.01 is this agreement's, 409A the Code's
    assert refs["Section 1.01"] == [("1.01", "Article I")]
    # ("the Code" is the code the agreement defines as the Code)
    irc = "Internal Revenue Code of 1986"
    assert refs["Section 409A of the Code"] == [
        (f"Section 409A, {irc}", {"act": irc, "jurisdiction": "us", "section": "409A"})
    ]
    # a plural head word shares the Code between both sections
    assert [ident for ident, _ in refs["Sections 409A"] + refs["457A of the Code"]] == [
        f"Section 409A, {irc}",
        f"Section 457A, {irc}",
    ]
    assert refs["Sec. 2.01"] == [("2.01", "Article II")]
    assert refs["Section 2.01"] == [("2.01", "Article II")]


def test_abbreviated_sections_of_uk_acts_in_a_share_purchase_agreement() -> None:
    _, refs = _refs(_UK_SHARE_PURCHASE, "uk")
    assert refs["s.1159 CA 2006"] == [
        ("Section 1159, CA 2006", {"act": "CA 2006", "jurisdiction": "uk", "section": "1159"})
    ]
    assert [ident for ident, _ in refs["ss. 171 to 173 of the Companies Act 2006"]] == [
        "Section 171, Companies Act 2006",
        "Section 172, Companies Act 2006",
        "Section 173, Companies Act 2006",
    ]
    assert refs["s. 123 of the Insolvency Act 1986"][0][1] == {
        "act": "Insolvency Act 1986",
        "jurisdiction": "uk",
        "section": "123",
    }
    assert refs["section 14 of the Sale of Goods Act 1893"][0][1] == {
        "act": "Sale of Goods Act 1893",
        "jurisdiction": "uk",
        "section": "14",
    }
    # the agreement's own units between the citations still resolve
    assert refs["clause 2.1"] == [("2.1", "2")]
    assert refs["paragraph 3 of Schedule 4"] == [("Schedule 4 paragraph 3", "Schedule 4")]
    assert refs["paragraph 2"] == [("Schedule 4 paragraph 2", "Schedule 4")]


def test_continental_citations_in_an_english_data_processing_agreement() -> None:
    _, refs = _refs(_DATA_PROCESSING, "uk")
    assert refs["Art. 28 para. 3 GDPR"] == [
        ("Article 28(3), GDPR", {"document": "GDPR", "jurisdiction": "eu", "article": "28(3)"})
    ]
    # a well-known instrument keeps its own home, not the profile's ("uk" here)
    assert refs["§ 26 para. 1 BDSG"] == [
        ("Section 26(1), BDSG", {"act": "BDSG", "jurisdiction": "de", "section": "26(1)"})
    ]
    assert refs["clause 2.1"] == [("2.1", "2")]
    assert refs["clause 1.1"] == [("1.1", "1")]
    assert refs["Annex 1"] == [("Annex 1", "Annex 1")]


_UK_DISCLOSURE = """PATENT ASSIGNMENT

1. ASSIGNMENT

1.1 The Assignor assigns the Existing Patents listed in Schedule 2, Part A to the Assignee.

1.2 The licensed patents listed in Schedule 2, Part B remain with the Assignor.

1.3 The fees in Schedule 2, Part 1 are payable on signing.

SCHEDULE 2
EXISTING PATENTS

EP 1234567 and EP 7654321.
"""


def test_a_named_part_of_a_schedule_resolves_to_the_schedule_when_the_part_has_no_unit() -> None:
    _, refs = _refs(_UK_DISCLOSURE, "uk")
    assert refs["Schedule 2, Part A"] == [("Schedule 2 Part A", "Schedule 2")]
    assert refs["Schedule 2, Part B"] == [("Schedule 2 Part B", "Schedule 2")]
    assert refs["Schedule 2, Part 1"] == [("Schedule 2 Part 1", "Schedule 2")]


_US_INVESTOR_RIGHTS = """INVESTOR RIGHTS AGREEMENT

1. Definitions. "Securities Act" means the Securities Act of 1933, as amended.

The Securities Exchange Act of 1934, as amended (the "Exchange Act"), applies to the Company.

2. Reports. The Company shall file the reports required by Section 13(a) of the Exchange Act \
and shall make Rule 144 under the Securities Act available. Section 5 of the Investment Company \
Act is not affected.
"""


def test_a_statutes_defined_short_name_cites_the_statute_it_defines() -> None:
    chunks = LegalChunker(jurisdiction="us", max_chunk_size=512).chunk(_US_INVESTOR_RIGHTS)
    refs = [r for c in chunks for r in c.cross_references if r.char_start > 200]
    assert [(r.raw_text, r.target_identifier) for r in refs] == [
        ("Section 13(a) of the Exchange Act", "Section 13(a), Securities Exchange Act of 1934"),
        ("Rule 144 under the Securities Act", "Rule 144, Securities Act of 1933"),
        # a short name the document does not define stays as written
        ("Section 5 of the Investment Company Act", "Section 5, Investment Company Act"),
    ]
    assert refs[0].external == {
        "act": "Securities Exchange Act of 1934", "jurisdiction": "us", "section": "13(a)"
    }


_UK_LEASE = """LEASE

1. Definitions

1.1 “the 1954 Act” means the Landlord and Tenant Act 1954.

1.2 The Insolvency Act 1986 (the "1986 Act") applies to the Tenant.

2. Security of tenure

2.1 The provisions of sections 24 to 26 of the 1954 Act are excluded, and section 123 of the \
1986 Act applies.
"""


def test_a_statute_defined_by_its_year_cites_the_statute_named_nearest() -> None:
    chunks = LegalChunker(jurisdiction="uk", max_chunk_size=512).chunk(_UK_LEASE)
    refs = [r for c in chunks for r in c.cross_references if r.char_start > 150]
    assert [r.target_identifier for r in refs] == [
        "Section 24, Landlord and Tenant Act 1954",
        "Section 25, Landlord and Tenant Act 1954",
        "Section 26, Landlord and Tenant Act 1954",
        "Section 123, Insolvency Act 1986",
    ]
